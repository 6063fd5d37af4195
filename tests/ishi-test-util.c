/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-test-util.h"

static IshiGame *
game_from_collection (IshiSgfCollection *collection, GError *error)
{
  IshiGame *game;

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  ishi_sgf_collection_free (collection);
  return game;
}

IshiGame *
ishi_test_game_from_text (const char *sgf)
{
  GError *error = NULL;
  IshiSgfCollection *collection = ishi_sgf_parse (sgf, strlen (sgf), "test.sgf", &error);

  return game_from_collection (collection, error);
}

IshiGame *
ishi_test_game_from_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *error = NULL;
  IshiSgfCollection *collection = ishi_sgf_read_file (file, &error);

  return game_from_collection (collection, error);
}

char *
ishi_test_data_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTDATA");
  g_autofree char *path = NULL;

  if (root == NULL)
    root = "../shared/testdata";
  path = g_build_filename (root, relative, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("%s is not there", path);
      return NULL;
    }
  return g_steal_pointer (&path);
}

char *
ishi_test_src_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTS_SRCDIR");

  return g_build_filename (root ? root : ".", relative, NULL);
}

void
ishi_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        ishi_test_remove_tree (child);
      else
        g_remove (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
}

static gboolean
late_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ishi_test_wait_until (gboolean (*done) (gpointer data), gpointer data, const char *what, guint seconds)
{
  gboolean late = FALSE;
  guint source = g_timeout_add_seconds (seconds, late_cb, &late);

  while (!done (data) && !late)
    g_main_context_iteration (NULL, TRUE);
  if (late)
    g_error ("waited %u s for: %s", seconds, what);
  g_source_remove (source);
}
