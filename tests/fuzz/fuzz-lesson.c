/* fuzz-lesson.c — libFuzzer target for the lesson loader.
 *
 * Each input is a lesson file (XML) given to ishi_lesson_load_from_data.
 * When it loads, every step's position is worked out at its start and
 * after its whole sequence, and the diagram model is built for both, as
 * the lesson view does; the checker runs over the lesson too.  A refused
 * file must come with an ISHI_LESSON_ERROR.  Nothing may crash, hang, leak
 * or reach the network (a DOCTYPE is refused before libxml2 sees it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "ishi-lesson.h"
#include "ishi-lesson-diagram.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GPtrArray) problems = NULL;

  lesson = ishi_lesson_load_from_data ((const char *) data, size, "fuzz.xml", &error);
  if (lesson == NULL)
    {
      if (error == NULL || error->domain != ISHI_LESSON_ERROR)
        abort ();
      return 0;
    }
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const IshiLessonStep *step = lesson->steps->pdata[i];
      const guint ns[] = { 0, G_MAXUINT };

      for (gsize k = 0; k < G_N_ELEMENTS (ns); k++)
        {
          g_autoptr(GError) step_error = NULL;
          IshiPosition *position = ishi_lesson_step_position (lesson, step, ns[k], &step_error);
          IshiBoardModel *model;

          if (position != NULL)
            lesson->rules->position_free (position);
          g_clear_error (&step_error);
          model = ishi_lesson_diagram_model (lesson, step, ns[k], &step_error);
          if (model != NULL)
            ishi_board_model_free (model);
        }
    }
  problems = g_ptr_array_new_with_free_func (g_free);
  ishi_lesson_check (lesson, problems);
  return 0;
}
