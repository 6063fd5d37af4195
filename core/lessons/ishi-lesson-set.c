/* ishi-lesson-set.c — the lessons of a list of folders: every .xml file of
 * each folder, in the order of the file names, read with the one schema
 * compiled once; the lessons that load sorted by their order="…", and the
 * files that do not kept with their error, so that the Lessons page and
 * `ishi-tool lessons` can say which file is wrong and why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <libxml/relaxng.h>

#include "ishi-lesson-private.h"

static void
load_error_free (gpointer data)
{
  IshiLessonLoadError *e = data;

  g_free (e->filename);
  g_clear_error (&e->error);
  g_free (e);
}

void
ishi_lesson_set_free (IshiLessonSet *set)
{
  if (set == NULL)
    return;
  g_ptr_array_unref (set->lessons);
  g_ptr_array_unref (set->errors);
  g_free (set);
}

static int
compare_order (gconstpointer a, gconstpointer b)
{
  const IshiLesson *x = *(IshiLesson *const *) a, *y = *(IshiLesson *const *) b;

  return (x->order > y->order) - (x->order < y->order);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

IshiLessonSet *
ishi_lesson_set_load_dirs (const char * const *dirs)
{
  IshiLessonSet *set = g_new0 (IshiLessonSet, 1);
  g_autoptr(GError) schema_error = NULL;
  xmlRelaxNG *schema;

  set->lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_lesson_free);
  set->errors = g_ptr_array_new_with_free_func (load_error_free);
  schema = ishi_lesson_load_schema (&schema_error);
  if (schema == NULL)
    {
      IshiLessonLoadError *e = g_new0 (IshiLessonLoadError, 1);

      e->filename = g_strdup ("lesson.rng");
      e->error = g_steal_pointer (&schema_error);
      g_ptr_array_add (set->errors, e);
      return set;
    }

  for (guint i = 0; dirs != NULL && dirs[i] != NULL; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs[i], 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, compare_names);
      for (guint j = 0; j < names->len; j++)
        {
          g_autofree char *path = g_build_filename (dirs[i], g_ptr_array_index (names, j), NULL);
          g_autofree char *data = NULL;
          GError *error = NULL;
          IshiLesson *lesson = NULL;
          gsize length = 0;

          data = ishi_lesson_read_limited (path, &length, &error);
          if (data != NULL)
            lesson = ishi_lesson_load_with_schema (schema, data, length, path, &error);
          if (lesson != NULL)
            g_ptr_array_add (set->lessons, lesson);
          else
            {
              IshiLessonLoadError *e = g_new0 (IshiLessonLoadError, 1);

              e->filename = g_steal_pointer (&path);
              e->error = error;
              g_ptr_array_add (set->errors, e);
            }
        }
    }
  xmlRelaxNGFree (schema);
  /* By order="…"; a stable sort, so lessons of the same order (or none)
   * keep the order of the folders and of their file names. */
  g_ptr_array_sort (set->lessons, compare_order);
  return set;
}

char **
ishi_lesson_default_dirs (const char *installed_dir)
{
  GPtrArray *dirs = g_ptr_array_new ();

  if (installed_dir != NULL)
    g_ptr_array_add (dirs, g_strdup (installed_dir));
  g_ptr_array_add (dirs, g_build_filename (g_get_user_data_dir (), "ishi", "lessons", NULL));
  g_ptr_array_add (dirs, NULL);
  return (char **) g_ptr_array_free (dirs, FALSE);
}
