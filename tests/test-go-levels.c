/* test-go-levels.c — the adaptive level of Ishi's Go engine: a level kept
 * per player name in a key file, one up after the person wins, one down
 * after a loss, unchanged after a draw or when the teacher locked it;
 * names of any kind kept apart; a broken file reported and kept aside,
 * never overwritten unseen; and the lock's GSettings key.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ishi-go-engine.h"
#include "ishi-go-levels.h"

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("ishi-levels-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static void
test_up_and_down (void)
{
  g_autofree char *dir = temp_dir ();
  /* The folder under it does not exist yet: saving makes it. */
  g_autofree char *path = g_build_filename (dir, "sub", "levels.ini", NULL);
  g_autofree char *sub = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGoLevels) levels = ishi_go_levels_new (path, &error);
  int level;

  g_assert_no_error (error);
  g_assert_cmpint (ishi_go_levels_get (levels, "Hana", 2), ==, 2);
  level = ishi_go_levels_record_game (levels, "Hana", 2, 1, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (level, ==, 3);
  level = ishi_go_levels_record_game (levels, "Hana", level, 1, FALSE, &error);
  g_assert_cmpint (level, ==, 4);
  level = ishi_go_levels_record_game (levels, "Hana", level, -1, FALSE, &error);
  g_assert_cmpint (level, ==, 3);
  /* A draw, or a locked level: unchanged, and still kept. */
  g_assert_cmpint (ishi_go_levels_record_game (levels, "Hana", 3, 0, FALSE, &error), ==, 3);
  g_assert_cmpint (ishi_go_levels_record_game (levels, "Hana", 3, 1, TRUE, &error), ==, 3);
  g_assert_cmpint (ishi_go_levels_record_game (levels, "Hana", 3, -1, TRUE, &error), ==, 3);
  g_assert_no_error (error);

  /* Within the engine's levels at both ends. */
  g_assert_cmpint (ishi_go_levels_record_game (levels, "Ken", ISHI_GO_ENGINE_MAX_LEVEL, 1, FALSE,
                                               &error), ==, ISHI_GO_ENGINE_MAX_LEVEL);
  g_assert_cmpint (ishi_go_levels_record_game (levels, "Mio", ISHI_GO_ENGINE_MIN_LEVEL, -1, FALSE,
                                               &error), ==, ISHI_GO_ENGINE_MIN_LEVEL);
  g_assert_no_error (error);

  /* Read back by a new store, as at the next start. */
  {
    g_autoptr(IshiGoLevels) again = ishi_go_levels_new (path, &error);

    g_assert_no_error (error);
    g_assert_cmpint (ishi_go_levels_get (again, "Hana", 1), ==, 3);
    g_assert_cmpint (ishi_go_levels_get (again, "Ken", 1), ==, ISHI_GO_ENGINE_MAX_LEVEL);
    g_assert_cmpint (ishi_go_levels_get (again, "Mio", 5), ==, ISHI_GO_ENGINE_MIN_LEVEL);
    g_assert_cmpint (ishi_go_levels_get (again, "Nobody", 6), ==, 6);
  }
  remove_dir (sub);
  remove_dir (dir);
}

/* Names a key file could not hold as they are, and names that differ
 * only in those characters, are kept apart and read back. */
static void
test_names (void)
{
  static const char *const names[] = {
    "太郎", "Hana", "Hana ", " Hana", "a=b", "a", "[levels]", "x#y", "50%", "two\nlines", "",
  };
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "levels.ini", NULL);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(IshiGoLevels) levels = ishi_go_levels_new (path, &error);

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      ishi_go_levels_set (levels, names[i], 1 + (int) i % ISHI_GO_ENGINE_MAX_LEVEL);
    g_assert_true (ishi_go_levels_save (levels, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(IshiGoLevels) levels = ishi_go_levels_new (path, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      g_assert_cmpint (ishi_go_levels_get (levels, names[i], 0), ==,
                       1 + (int) i % ISHI_GO_ENGINE_MAX_LEVEL);
    /* Japanese stays readable in the file. */
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "太郎=1"));
  }
  remove_dir (dir);
}

/* A file that is no key file: reported with its name, the store starts
 * empty, and the first save keeps the broken file aside. */
static void
test_broken_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "levels.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".broken", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGoLevels) levels = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (g_file_set_contents (path, "[levels]\nHana=3\nthis line is not a key\n", -1, NULL));
  levels = ishi_go_levels_new (path, &error);
  g_assert_error (error, ISHI_GO_LEVELS_ERROR, ISHI_GO_LEVELS_ERROR_BROKEN);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  g_assert_nonnull (levels);
  g_assert_cmpint (ishi_go_levels_get (levels, "Hana", 1), ==, 1);

  g_assert_cmpint (ishi_go_levels_record_game (levels, "Hana", 1, 1, FALSE, &error), ==, 2);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "this line is not a key"));

  /* A level edited by hand into words or out of range. */
  g_assert_true (g_file_set_contents (path, "[levels]\nHana=many\nKen=99\n", -1, NULL));
  {
    g_autoptr(IshiGoLevels) edited = ishi_go_levels_new (path, &error);

    g_assert_no_error (error);
    g_assert_cmpint (ishi_go_levels_get (edited, "Hana", 4), ==, 4);
    g_assert_cmpint (ishi_go_levels_get (edited, "Ken", 4), ==, ISHI_GO_ENGINE_MAX_LEVEL);
  }
  remove_dir (dir);
}

/* The teacher's lock is a preference: its key, off by default. */
static void
test_lock_key (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.ishi.Ishi");

  g_assert_false (g_settings_get_boolean (settings, "lock-engine-level"));
  g_settings_set_boolean (settings, "lock-engine-level", TRUE);
  g_assert_true (g_settings_get_boolean (settings, "lock-engine-level"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/go-levels/up-and-down", test_up_and_down);
  g_test_add_func ("/go-levels/names", test_names);
  g_test_add_func ("/go-levels/broken-file", test_broken_file);
  g_test_add_func ("/go-levels/lock-key", test_lock_key);
  return g_test_run ();
}
