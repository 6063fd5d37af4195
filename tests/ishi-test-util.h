/* Helpers shared by the tests.  SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The path of a file in ../shared/testdata (ISHI_TESTDATA), or skips the
 * test and returns NULL when the testdata folder is not there. */
char *ishi_test_data_path (const char *relative);

/* A file beside the test sources (tests/<relative>). */
char *ishi_test_src_path (const char *relative);

/* The first game of an SGF text or file, asserting that it reads. */
struct _IshiGame *ishi_test_game_from_text (const char *sgf);
struct _IshiGame *ishi_test_game_from_file (const char *path);

/* Runs the default main context until `done (data)` holds; fails the test
 * with "waited N s for: what" after `seconds` (a guard against a hang,
 * never a measure of speed). */
void ishi_test_wait_until (gboolean (*done) (gpointer data), gpointer data, const char *what,
                           guint seconds);

/* Removes a folder a test made (g_dir_make_tmp) and everything in it. */
void ishi_test_remove_tree (const char *path);

G_END_DECLS
