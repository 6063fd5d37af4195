/* test-class-report.c — what a teacher prints and opens after a class, as
 * a Japanese school needs it (issue 55): the class report as a PDF, a
 * class of 35 on one page and a larger one with the class, the day and
 * the columns' titles on every page; the day's games on a sheet, in the
 * order of the tables, each with its table and its result in words
 * ("Black wins by 2.5", 「黒の2目半勝ち」, 「白の中押し勝ち」).  Read back
 * with poppler's pdfinfo and pdftotext (skipped without them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-class-record.h"
#include "ishi-class-report.h"
#include "ishi-class-window-private.h"
#include "ishi-game-model.h"
#include "ishi-save-folder.h"
#include "ishi-games-sheet.h"
#include "ishi-test-util.h"

static gboolean
have (const char *program)
{
  g_autofree char *path = g_find_program_in_path (program);

  return path != NULL;
}

static char *
run (const char *const *argv)
{
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static guint
pdf_pages (const char *pdf)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *out = run (argv);
  const char *line = strstr (out, "Pages:");

  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
}

/* The text of page `page` of `pdf`. */
static char *
page_text (const char *pdf, guint page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftotext", "-layout", "-f", number, "-l", number, pdf, "-", NULL };

  return run (argv);
}

/* The Japanese checks run in a process of their own, in Japanese from
 * its start: GLib decides once, at the first translation the core's
 * libraries ask for, whether to translate at all. */
static gboolean
japanese (const char *path)
{
  if (g_test_subprocess ())
    {
      g_setenv ("LANGUAGE", "ja", TRUE);
      setlocale (LC_ALL, "C.UTF-8");
      return TRUE;
    }
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

/* A record of `n` pupils, each with a game. */
static IshiClassRecord *
record_of (const char *dir, guint n)
{
  g_autofree char *path = g_build_filename (dir, "5-2.ini", NULL);
  g_autoptr (GError) error = NULL;
  IshiClassRecord *record = ishi_class_record_load (path, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("はると%02u", i + 1);
      ishi_class_record_note_game (record, name, "2026-11-25 table 1 game 1", i % 2 == 0);
    }
  return record;
}

static void
test_report_pages (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  g_autoptr (GError) error = NULL;
  double height;
  guint per_page, pages;

  /* The layout: 35 on one page, rows closed up; 90 on three. */
  ishi_class_report_page_layout (35, &height, &per_page, &pages);
  g_assert_cmpuint (pages, ==, 1);
  g_assert_cmpfloat (height, >=, 16.0);
  ishi_class_report_page_layout (10, &height, &per_page, &pages);
  g_assert_cmpfloat (height, ==, 22.0);
  ishi_class_report_page_layout (90, &height, &per_page, &pages);
  g_assert_cmpuint (pages, ==, 3);
  g_assert_cmpuint (per_page * pages, >=, 90);
  if (!have ("pdfinfo") || !have ("pdftotext"))
    {
      g_test_skip ("pdfinfo or pdftotext (poppler-utils) is missing");
      ishi_test_remove_tree (dir);
      return;
    }
  {
    g_autoptr (IshiClassRecord) record = record_of (dir, 35);
    g_autofree char *text = NULL;
    g_assert_true (ishi_class_report_save_pdf (record, "5-2", pdf, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (pdf_pages (pdf), ==, 1);
    text = page_text (pdf, 1);
    g_assert_nonnull (strstr (text, "Class report: 5-2"));
    g_assert_nonnull (strstr (text, day));
    g_assert_nonnull (strstr (text, "はると35"));
  }
  {
    g_autoptr (IshiClassRecord) record = record_of (dir, 90);
    g_assert_true (ishi_class_report_save_pdf (record, "5-2", pdf, &error));
    g_assert_cmpuint (pdf_pages (pdf), ==, 3);
    for (guint p = 1; p <= 3; p++)
      {
        g_autofree char *text = page_text (pdf, p);
        g_autofree char *where = g_strdup_printf ("page %u of 3", p);
        g_assert_nonnull (strstr (text, "Class report: 5-2"));
        g_assert_nonnull (strstr (text, day));
        g_assert_nonnull (strstr (text, where));
        g_assert_nonnull (strstr (text, "Right at"));
      }
  }
  ishi_test_remove_tree (dir);
}

/* In Japanese: the titles, and the day as a school writes it. */
static void
test_report_japanese (void)
{
  g_autofree char *dir = NULL, *pdf = NULL, *text = NULL, *day = NULL;
  g_autoptr (IshiClassRecord) record = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GError) error = NULL;

  if (!have ("pdftotext"))
    {
      g_test_skip ("pdftotext (poppler-utils) is missing");
      return;
    }
  if (!japanese ("/class-report/report-japanese"))
    return;
  dir = g_dir_make_tmp ("ishi-report-XXXXXX", NULL);
  pdf = g_build_filename (dir, "report.pdf", NULL);
  record = record_of (dir, 90);
  g_assert_true (ishi_class_report_save_pdf (record, "5-2", pdf, &error));
  g_assert_no_error (error);
  text = page_text (pdf, 2);
  day = g_date_time_format (now, "%Y年%-m月%-d日");
  g_assert_nonnull (strstr (text, "クラスの記録"));
  g_assert_nonnull (strstr (text, "一回で正解"));
  g_assert_nonnull (strstr (text, day));
  g_assert_nonnull (strstr (text, "2 / 3 ページ"));
  if (g_getenv ("ISHI_REPORT_KEEP"))
    {
      g_autofree char *kept = g_build_filename (g_getenv ("ISHI_REPORT_KEEP"), "report-ja.pdf", NULL);
      g_autofree char *bytes = NULL;
      gsize length;
      g_assert_true (g_file_get_contents (pdf, &bytes, &length, NULL));
      g_assert_true (g_file_set_contents (kept, bytes, length, NULL));
    }
  ishi_test_remove_tree (dir);
}

static void
write_game (const char *dir, const char *file, const char *black, const char *white, const char *re)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *sgf = g_strdup_printf ("(;GM[1]FF[4]SZ[9]KM[6]PB[%s]PW[%s]RE[%s];B[ee];W[cc])", black, white, re);

  g_assert_true (g_file_set_contents (path, sgf, -1, NULL));
}

/* The sheet's text in reading order, runs of white space as one space
 * (a caption may wrap). */
static char *
sheet_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", pdf, "-", NULL };
  g_autofree char *text = run (argv);
  g_autoptr (GRegex) space = g_regex_new ("\\s+", 0, 0, NULL);

  return g_regex_replace_literal (space, text, -1, 0, " ", 0, NULL);
}

/* The position of `needle` in `text`, which must hold it. */
static gsize
at (const char *text, const char *needle)
{
  const char *found = strstr (text, needle);

  if (found == NULL)
    g_error ("“%s” is not in the sheet:\n%s", needle, text);
  return (gsize) (found - text);
}

/* Four games of a day, in a folder of their own. */
static char *
day_of_games (void)
{
  char *dir = g_dir_make_tmp ("ishi-sheet-XXXXXX", NULL);

  /* Table 10 sorts before table 2 as text; the sheet goes by table. */
  write_game (dir, "table10-101500-そうた-ゆい.sgf", "そうた", "ゆい", "W+R");
  write_game (dir, "table2-101000-はると-あおい.sgf", "はると", "あおい", "B+2.5");
  write_game (dir, "table2-103000-あおい-はると.sgf", "あおい", "はると", "B+T");
  write_game (dir, "table1-100500-めい-りく.sgf", "めい", "りく", "W+3");
  return dir;
}

static void
test_games_sheet (void)
{
  g_autofree char *dir = NULL, *pdf = NULL;
  g_autoptr (GError) error = NULL;

  if (!have ("pdftotext"))
    {
      g_test_skip ("pdftotext (poppler-utils) is missing");
      return;
    }
  dir = day_of_games ();
  pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_assert_true (ishi_games_sheet_save_pdf (dir, pdf, &error));
  g_assert_no_error (error);
  {
    /* In the order of the tables: row by row, as the page is laid out … */
    g_autofree char *laid = page_text (pdf, 1);
    /* … and each caption whole, wherever it wraps. */
    g_autofree char *text = sheet_text (pdf);
    g_assert_cmpuint (at (laid, "Table 1 · White"), <, at (laid, "Table 2 · Black wins by 2.5"));
    g_assert_cmpuint (at (laid, "Table 2 · Black wins by 2.5"), <, at (laid, "Table 2 · Black wins on time"));
    g_assert_cmpuint (at (laid, "Table 2 · Black wins on time"), <, at (laid, "Table 10 · White"));
    at (text, "Table 1 · White wins by 3 ● めい ○ りく");
    at (text, "Table 10 · White wins by resignation ● そうた ○ ゆい");
    g_assert_null (strstr (text, "W+R"));
    g_assert_null (strstr (text, "B+2.5"));
  }
  ishi_test_remove_tree (dir);
}

static void
test_games_sheet_japanese (void)
{
  g_autofree char *dir = NULL, *pdf = NULL, *text = NULL;
  g_autoptr (GError) error = NULL;

  if (!have ("pdftotext"))
    {
      g_test_skip ("pdftotext (poppler-utils) is missing");
      return;
    }
  if (!japanese ("/class-report/games-sheet-japanese"))
    return;
  dir = day_of_games ();
  pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_assert_true (ishi_games_sheet_save_pdf (dir, pdf, &error));
  g_assert_no_error (error);
  text = sheet_text (pdf);
  at (text, "2 番卓・黒の2目半勝ち");
  at (text, "10 番卓・白の中押し勝ち");
  at (text, "1 番卓・白の3目勝ち");
  ishi_test_remove_tree (dir);
}

/* A counted game's dead stones drawn faded on the day's sheet and on the
 * teacher's grid, as the board draws them (they were drawn as living
 * stones, issue 65, 7): the sheet reads them from the record's territory
 * (a white stone in TB), the grid from the room's dead marks. */
static void
test_dead_stones_marked (void)
{
  static const char sgf[] = "(;GM[1]FF[4]SZ[9]KM[0]RU[Japanese]RE[B+9]"
                            ";B[cc];W[dd];B[ee];W[ff]TB[dd][aa]TW[ii])";
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), NULL, &error);
  g_autoptr (IshiGame) game = NULL;

  g_assert_no_error (error);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  ishi_game_go_to_end (game, NULL);
  {
    g_autoptr (IshiBoardModel) model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_LAST_MOVE);
    ishi_games_sheet_mark_dead (model, ishi_game_get_node (game));
    g_assert_true (model->points[3 * 9 + 3].flags & ISHI_BOARD_FLAG_DEAD);    /* W dd in Black's territory */
    g_assert_false (model->points[2 * 9 + 2].flags & ISHI_BOARD_FLAG_DEAD);   /* B cc */
    g_assert_false (model->points[5 * 9 + 5].flags & ISHI_BOARD_FLAG_DEAD);   /* W ff */
    g_assert_false (model->points[0].flags & ISHI_BOARD_FLAG_DEAD);           /* aa: empty */
  }
  {
    g_autoptr (IshiMatch) match = ishi_match_new (game);
    g_autoptr (IshiBoardModel) model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_LAST_MOVE);
    g_autoptr (GPtrArray) dead = g_ptr_array_new ();
    IshiRoomClientTable t = { .number = 1, .ruleset = (char *) "online", .size = 9, .dead = dead,
                              .counting = TRUE };

    g_ptr_array_add (dead, (gpointer) "D6");   /* dd: column D, row 9 − 3 */
    ishi_class_boards_mark_dead (model, &t, match);
    g_assert_true (model->points[3 * 9 + 3].flags & ISHI_BOARD_FLAG_DEAD);
    g_assert_false (model->points[5 * 9 + 5].flags & ISHI_BOARD_FLAG_DEAD);
  }
}

/* The report's and the sheet's save dialogs open in the Documents folder
 * (or the home folder), then in the folder saved to last from the same
 * window; they opened in the working folder (issue 65, 10). */
static void
test_save_folder (void)
{
  g_autoptr (GObject) window = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr (GObject) other = g_object_new (G_TYPE_OBJECT, NULL);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autofree char *expected = g_strdup (documents && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                        ? documents : g_get_home_dir ());
  g_autoptr (GFile) first = ishi_save_folder_for (window);
  g_autofree char *first_path = g_file_get_path (first);
  g_autofree char *here = g_get_current_dir ();
  g_autoptr (GFile) saved = g_file_new_for_path ("/tmp/ishi-class-papers/5-2.csv");
  g_autoptr (GFile) next = NULL, elsewhere = NULL;
  g_autofree char *next_path = NULL;

  g_assert_cmpstr (first_path, ==, expected);
  if (g_strcmp0 (here, expected) != 0)
    g_assert_cmpstr (first_path, !=, here);
  ishi_save_folder_remember (window, saved);
  next = ishi_save_folder_for (window);
  next_path = g_file_get_path (next);
  g_assert_cmpstr (next_path, ==, "/tmp/ishi-class-papers");
  /* Another window's saves are its own. */
  elsewhere = ishi_save_folder_for (other);
  g_assert_true (g_file_equal (elsewhere, first));
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("ISHI_LOCALEDIR");

  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/class-report/report-pages", test_report_pages);
  g_test_add_func ("/class-report/report-japanese", test_report_japanese);
  g_test_add_func ("/class-report/games-sheet", test_games_sheet);
  g_test_add_func ("/class-report/games-sheet-japanese", test_games_sheet_japanese);
  g_test_add_func ("/class-report/dead-stones-marked", test_dead_stones_marked);
  g_test_add_func ("/class-report/save-folder", test_save_folder);
  return g_test_run ();
}
