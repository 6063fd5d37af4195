/* ishi-lesson-progress.c — see ishi-lesson-progress.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-progress.h"

#define PROGRESS_KEY "lesson-progress"

typedef struct {
  guint resume;
  guint seen;
  GArray *solved;           /* of guint, sorted */
} Progress;

static void
progress_clear (Progress *progress)
{
  g_clear_pointer (&progress->solved, g_array_unref);
}

static void
progress_read (GSettings *settings, const char *id, Progress *progress)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, PROGRESS_KEY);
  g_autoptr(GVariant) entry = NULL;

  progress->resume = 0;
  progress->seen = 0;
  progress->solved = g_array_new (FALSE, FALSE, sizeof (guint));

  entry = g_variant_lookup_value (all, id, G_VARIANT_TYPE ("(uuau)"));
  if (entry != NULL)
    {
      g_autoptr(GVariant) solved = NULL;
      gsize n;
      const guint32 *steps;

      g_variant_get (entry, "(uu@au)", &progress->resume, &progress->seen, &solved);
      steps = g_variant_get_fixed_array (solved, &n, sizeof (guint32));
      for (gsize i = 0; i < n; i++)
        {
          guint step = steps[i];

          g_array_append_val (progress->solved, step);
        }
    }
}

static void
progress_write (GSettings *settings, const char *id, const Progress *progress)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, PROGRESS_KEY);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uuau)}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@(uuau)}", &key, &value))
    {
      if (strcmp (key, id) != 0)
        g_variant_builder_add (&builder, "{s@(uuau)}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (&builder, "{s(uu@au)}", id, progress->resume, progress->seen,
                         g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32,
                                                    progress->solved->data,
                                                    progress->solved->len,
                                                    sizeof (guint32)));
  g_settings_set_value (settings, PROGRESS_KEY, g_variant_builder_end (&builder));
}

void
ishi_lesson_progress_reset (GSettings *settings, const char *id)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, PROGRESS_KEY);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uuau)}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@(uuau)}", &key, &value))
    {
      if (strcmp (key, id) != 0)
        g_variant_builder_add (&builder, "{s@(uuau)}", key, value);
      g_variant_unref (value);
    }
  g_settings_set_value (settings, PROGRESS_KEY, g_variant_builder_end (&builder));
}

static gboolean
progress_has_solved (const Progress *progress, guint step)
{
  for (guint i = 0; i < progress->solved->len; i++)
    if (g_array_index (progress->solved, guint, i) == step)
      return TRUE;
  return FALSE;
}

guint
ishi_lesson_progress_get_resume (GSettings *settings, const char *id)
{
  Progress progress;
  guint resume;

  progress_read (settings, id, &progress);
  resume = progress.resume;
  progress_clear (&progress);
  return resume;
}

void
ishi_lesson_progress_note (GSettings *settings, const char *id, guint step, gboolean solved)
{
  Progress progress;

  progress_read (settings, id, &progress);
  progress.resume = step;
  progress.seen = MAX (progress.seen, step + 1);
  if (solved && !progress_has_solved (&progress, step))
    {
      guint i = 0;

      while (i < progress.solved->len && g_array_index (progress.solved, guint, i) < step)
        i++;
      g_array_insert_val (progress.solved, i, step);
    }
  progress_write (settings, id, &progress);
  progress_clear (&progress);
}

char *
ishi_lesson_progress_describe (GSettings *settings, const IshiLesson *lesson)
{
  guint n_steps = lesson->steps->len;
  guint n_tasks = 0, solved = 0;
  Progress progress;
  g_autofree char *steps = NULL;
  char *text;

  progress_read (settings, lesson->id, &progress);
  for (guint i = 0; i < n_steps; i++)
    if (((const IshiLessonStep *) g_ptr_array_index (lesson->steps, i))->task != NULL)
      {
        n_tasks++;
        if (progress_has_solved (&progress, i))
          solved++;
      }
  /* Translators: progress in a lesson: steps seen of all steps */
  steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u / %u step seen", "%u / %u steps seen", n_steps),
                           MIN (progress.seen, n_steps), n_steps);
  if (n_tasks > 0)
    /* Translators: "5 / 34 steps seen · 2 / 12 tasks solved" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u / %u task solved",
                                         "%s · %u / %u tasks solved", n_tasks),
                            steps, solved, n_tasks);
  else
    text = g_steal_pointer (&steps);
  progress_clear (&progress);
  return text;
}
