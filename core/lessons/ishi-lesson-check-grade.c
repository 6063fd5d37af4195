/* ishi-lesson-check-grade.c — the warnings of `ishi-tool lessons check` on
 * the kanji of a lesson for a school grade: each kanji its readers have not
 * learnt by then (学年別漢字配当表, ishi-kanji-grade.c) and that has no
 * ruby, in its text and in Ishi's own words to its readers
 * (ishi-lesson-words.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-kanji-grade.h"
#include "ishi-lesson.h"
#include "ishi-lesson-words.h"

/* --- kanji for the readers' grade --------------------------------------- */

/* The kanji of a run of text, each that its readers have not learnt by
 * `grade` (学年別漢字配当表: not in the table up to that grade) and that
 * has no ruby: one warning each, with the line of its paragraph. */
static void
check_runs_grade (const IshiLesson *lesson, const IshiLessonParagraph *para, GPtrArray *warnings)
{
  if (para == NULL)
    return;
  for (guint i = 0; i < para->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (para->runs, i);

      /* A ruby's base is read through its reading, whatever it is. */
      if (run->kind == ISHI_LESSON_RUN_RUBY && run->ruby != NULL && *run->ruby)
        continue;
      for (const char *p = run->text; *p; p = g_utf8_next_char (p))
        {
          gunichar ch = g_utf8_get_char (p);
          int grade = ishi_kanji_grade (ch);
          char kanji[8] = { 0 };
          g_autofree char *what = NULL;

          if (grade < 0 || (grade >= 1 && grade <= lesson->grade))
            continue;
          g_unichar_to_utf8 (ch, kanji);
          if (grade == 0)
            what = g_strdup_printf (_("“%s” is not taught in primary school and has no ruby (the lesson is for grade %d)"),
                                    kanji, lesson->grade);
          else
            what = g_strdup_printf (_("“%s” is taught in grade %d and has no ruby (the lesson is for grade %d)"),
                                    kanji, grade, lesson->grade);
          g_ptr_array_add (warnings, g_strdup_printf (_("%s:%d: warning: %s"), lesson->filename,
                                                      para->line, what));
        }
    }
}

static void
check_paragraphs_grade (const IshiLesson *lesson, GPtrArray *paragraphs, GPtrArray *warnings)
{
  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    check_runs_grade (lesson, g_ptr_array_index (paragraphs, i), warnings);
}

guint
ishi_lesson_check_grade (const IshiLesson *lesson, GPtrArray *warnings)
{
  guint before;

  g_return_val_if_fail (lesson != NULL && warnings != NULL, 0);

  before = warnings->len;
  /* no grade, or grown-ups: every kanji */
  if (lesson->grade < 1 || lesson->grade > ISHI_KANJI_GRADES)
    return 0;
  check_runs_grade (lesson, lesson->title_runs, warnings);
  check_runs_grade (lesson, lesson->description_runs, warnings);
  /* Ishi's own words to the lesson's readers (ishi-lesson-words.c), at
   * the lesson's line: they are shown in it as its text is. */
  ishi_lesson_words_check (lesson->grade, lesson->filename, lesson->line, warnings);
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);

      check_runs_grade (lesson, step->title_runs, warnings);
      check_paragraphs_grade (lesson, step->text, warnings);
      for (guint j = 0; step->sequence != NULL && j < step->sequence->len; j++)
        check_paragraphs_grade (lesson, ((IshiLessonMove *) g_ptr_array_index (step->sequence, j))->text,
                                warnings);
      if (step->task != NULL)
        {
          check_runs_grade (lesson, step->task->prompt, warnings);
          check_paragraphs_grade (lesson, step->task->right, warnings);
          check_paragraphs_grade (lesson, step->task->wrong, warnings);
          check_paragraphs_grade (lesson, step->task->hint, warnings);
        }
    }
  return warnings->len - before;
}
