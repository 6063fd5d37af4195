/* test-potfiles.c — every source file with strings for people is listed in
 * po/POTFILES.in, and every file listed there exists.  A file missing
 * from the list has its strings left out of the template: the Japanese
 * translation of them is then dropped as obsolete and the window falls
 * back to English, with no other test noticing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-test-util.h"

static gboolean
has_strings (const char *text)
{
  return strstr (text, "_(\"") != NULL || strstr (text, "N_(\"") != NULL
         || strstr (text, "g_dngettext") != NULL || strstr (text, "C_(\"") != NULL;
}

static void
walk (const char *root, const char *relative, GHashTable *listed, GPtrArray *missing)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *rel = g_build_filename (relative, name, NULL);
      g_autofree char *full = g_build_filename (root, rel, NULL);
      g_autofree char *text = NULL;

      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        walk (root, rel, listed, missing);
      else if (g_str_has_suffix (name, ".c") && g_file_get_contents (full, &text, NULL, NULL)
               && has_strings (text) && !g_hash_table_contains (listed, rel))
        g_ptr_array_add (missing, g_steal_pointer (&rel));
    }
  g_dir_close (dir);
}

static void
test_potfiles (void)
{
  g_autofree char *root = ishi_test_src_path ("..");
  g_autofree char *potfiles = g_build_filename (root, "po", "POTFILES.in", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (potfiles, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autofree char *file = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      file = g_build_filename (root, lines[i], NULL);
      if (!g_file_test (file, G_FILE_TEST_EXISTS))
        g_error ("po/POTFILES.in lists %s, which does not exist", lines[i]);
      g_hash_table_add (listed, g_strdup (lines[i]));
    }
  walk (root, "app", listed, missing);
  walk (root, "ui", listed, missing);
  walk (root, "core", listed, missing);
  for (guint i = 0; i < missing->len; i++)
    g_test_message ("not in po/POTFILES.in: %s", (char *) missing->pdata[i]);
  g_assert_cmpuint (missing->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/potfiles/complete", test_potfiles);
  return g_test_run ();
}
