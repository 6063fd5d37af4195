/* test-figures.c — a game printed as figures, and the PDF it makes.
 *
 * No move is lost: in every figure each move is either a numbered stone or
 * listed in a note (the SVG export of q5Go drops moves played on occupied
 * points; that is the bug this guards against).  The record's FG and PM
 * are followed.  The PDF has the pages the paper asks for, its notes read
 * back with pdftotext in English and Japanese, and pdftoppm turns every
 * page into a picture with something on it.  Tests that need poppler's
 * tools skip when they are not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <sys/wait.h>

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "ishi-figures.h"
#include "ishi-game-model.h"
#include "ishi-lesson-sheet.h"
#include "ishi-lesson.h"
#include "ishi-game.h"
#include "ishi-test-util.h"

static char *
data_path (const char *file)
{
  g_autofree char *rel = g_strdup_printf ("data/figures/%s", file);

  return ishi_test_src_path (rel);
}

static GPtrArray *
split_text (const char *sgf, guint moves, IshiFigureNumbers numbers)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  g_autoptr(GError) error = NULL;
  IshiFigureOptions options;
  GPtrArray *figures;

  ishi_figure_options_init (&options);
  options.moves_per_figure = moves;
  options.numbers = numbers;
  figures = ishi_figures_split (game, &options, &error);
  g_assert_no_error (error);
  return figures;
}

static char *
read_data (const char *file)
{
  g_autofree char *path = data_path (file);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static guint
count_stones (const IshiBoardModel *model, gboolean numbered)
{
  guint n = 0;

  for (int i = 0; i < model->size * model->size; i++)
    if (model->points[i].stone != ISHI_EMPTY && (model->points[i].number != 0) == numbered)
      n++;
  return n;
}

/* 250 moves at 50 a figure: five figures, each holding its 50 moves as
 * numbered stones or in its notes, and starting from the position the
 * game had reached, drawn plain. */
static void
test_every_move (void)
{
  g_autofree char *sgf = read_data ("gnugo-250.sgf");
  g_autoptr(GPtrArray) figures = split_text (sgf, 50, ISHI_FIGURE_NUMBERS_AS_PLAYED);
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);

  g_assert_cmpuint (figures->len, ==, 5);
  for (guint i = 0; i < figures->len; i++)
    {
      IshiFigure *figure = g_ptr_array_index (figures, i);
      guint listed = 0, plain = 0;
      const IshiPosition *position;
      const IshiRules *rules = ishi_game_get_rules (game);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (figure->first_move, ==, 50 * i + 1);
      g_assert_cmpuint (figure->last_move, ==, 50 * i + 50);
      for (guint k = 0; k < figure->notes->len; k++)
        listed += ((IshiFigureNote *) g_ptr_array_index (figure->notes, k))->moves->len;
      g_assert_cmpuint (count_stones (figure->model, TRUE) + listed, ==, 50);

      /* The stones before the figure, unnumbered. */
      if (i == 0)
        ishi_game_go_to_start (game);
      else
        g_assert_true (ishi_game_go_to_move (game, 50 * i, &error));
      position = ishi_game_get_position (game);
      for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++)
          if (rules->stone_at (position, x, y) != ISHI_EMPTY)
            {
              const IshiBoardPoint *bp = ishi_board_model_peek_point (figure->model, x, y);

              g_assert_cmpint (bp->stone, ==, rules->stone_at (position, x, y));
              g_assert_cmpuint (bp->number, ==, 0);
              plain++;
            }
      g_assert_cmpuint (count_stones (figure->model, FALSE), ==, plain);
    }
}

/* FG[257:...] starts a figure, names it, hides its coordinates and takes
 * captured stones off; PM[2] numbers modulo 100; PM[0] not at all. */
static void
test_record_figures (void)
{
  g_autoptr(GPtrArray) figures = NULL;
  IshiFigure *second;
  g_autofree char *sgf = read_data ("gnugo-250.sgf");
  g_autofree char *modulo = NULL;
  char *at;

  figures = split_text ("(;GM[1]FF[4]SZ[9];B[ba];W[aa];B[ab]FG[257:The corner];W[cc];B[aa]C[Back.])",
                        0, ISHI_FIGURE_NUMBERS_AS_PLAYED);
  g_assert_cmpuint (figures->len, ==, 2);
  second = g_ptr_array_index (figures, 1);
  g_assert_cmpstr (second->name, ==, "The corner");
  g_assert_cmpint (second->model->coords, ==, ISHI_BOARD_COORDS_NONE);
  g_assert_cmpuint (second->first_move, ==, 3);
  g_assert_cmpuint (second->last_move, ==, 5);
  /* 3 took White's stone at aa, and with flag 256 it leaves the diagram:
   * 5 is drawn there, no note. */
  g_assert_cmpuint (ishi_board_model_peek_point (second->model, 0, 0)->number, ==, 5);
  g_assert_cmpuint (second->notes->len, ==, 0);
  g_assert_cmpstr (second->comments, ==, "5: Back.");

  /* Without flag 256 the same move is a note, on a stone of the figure
   * before (lettered). */
  g_clear_pointer (&figures, g_ptr_array_unref);
  figures = split_text ("(;GM[1]FF[4]SZ[9];B[ba];W[aa];B[ab]FG[];W[cc];B[aa])",
                        0, ISHI_FIGURE_NUMBERS_AS_PLAYED);
  second = g_ptr_array_index (figures, 1);
  g_assert_cmpuint (second->notes->len, ==, 1);
  g_assert_cmpstr (((IshiFigureNote *) g_ptr_array_index (second->notes, 0))->at, ==, "A");

  /* PM[2] in the root: moves 101..150 are written 1..50. */
  at = strstr (sgf, "SZ[19]");
  g_assert_nonnull (at);
  modulo = g_strdup_printf ("%.*sPM[2]%s", (int) (at - sgf), sgf, at);
  g_clear_pointer (&figures, g_ptr_array_unref);
  figures = split_text (modulo, 50, ISHI_FIGURE_NUMBERS_AS_PLAYED);
  {
    IshiFigure *third = g_ptr_array_index (figures, 2);
    guint highest = 0, lowest = G_MAXUINT;

    for (int i = 0; i < 19 * 19; i++)
      if (third->model->points[i].number != 0)
        {
          highest = MAX (highest, third->model->points[i].number);
          lowest = MIN (lowest, third->model->points[i].number);
        }
    g_assert_cmpuint (lowest, ==, 1);
    g_assert_cmpuint (highest, ==, 50);
  }

  /* At every comment and variation: 1-2 (a comment on 2), 3-4 (a
   * variation after 4), 5. */
  g_clear_pointer (&figures, g_ptr_array_unref);
  {
    g_autoptr(IshiGame) game =
      ishi_test_game_from_text ("(;GM[1]FF[4]SZ[9];B[aa];W[bb]C[Why?];B[cc];W[dd](;B[ee])(;B[ff]))");
    IshiFigureOptions options;

    ishi_figure_options_init (&options);
    options.split_at_comments = TRUE;
    options.split_at_variations = TRUE;
    figures = ishi_figures_split (game, &options, NULL);
    g_assert_cmpuint (figures->len, ==, 3);
    g_assert_cmpuint (((IshiFigure *) g_ptr_array_index (figures, 0))->last_move, ==, 2);
    g_assert_cmpstr (((IshiFigure *) g_ptr_array_index (figures, 0))->comments, ==, "2: Why?");
    g_assert_cmpuint (((IshiFigure *) g_ptr_array_index (figures, 1))->first_move, ==, 3);
    g_assert_cmpuint (((IshiFigure *) g_ptr_array_index (figures, 1))->last_move, ==, 4);
    g_assert_cmpuint (((IshiFigure *) g_ptr_array_index (figures, 2))->first_move, ==, 5);
  }

  /* A numbering asked for wins over PM: from one in every figure. */
  g_clear_pointer (&figures, g_ptr_array_unref);
  figures = split_text (modulo, 50, ISHI_FIGURE_NUMBERS_NONE);
  g_assert_cmpuint (count_stones (((IshiFigure *) g_ptr_array_index (figures, 1))->model, TRUE), ==, 0);
}

/* The test's environment (the sanitizer's options among it) with LC_ALL
 * set: a child that does not find LSAN_OPTIONS reports the leaks of
 * fontconfig the suppressions file hides. */
static char **
env_with_locale (const char *locale)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "LC_ALL", locale, TRUE);
  return g_environ_unsetenv (env, "LANGUAGE");
}

static char *
run (const char *const *argv, const char *const *env)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) env, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", argv[0], err);
  return out;
}

static gboolean
have (const char *program)
{
  g_autofree char *path = g_find_program_in_path (program);

  if (path == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s is not installed (poppler-utils)", program);

      g_test_skip (why);
      return FALSE;
    }
  return TRUE;
}

static guint
pdf_pages (const char *pdf)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *out = run (argv, NULL);
  const char *line = strstr (out, "Pages:");

  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
}

/* Page counts follow the paper, and every page becomes a picture with a
 * board on it. */
static void
test_pdf_pages (void)
{
  g_autofree char *sgf = read_data ("gnugo-250.sgf");
  g_autoptr(GPtrArray) figures = split_text (sgf, 50, ISHI_FIGURE_NUMBERS_AS_PLAYED);
  g_autofree char *dir = g_dir_make_tmp ("ishi-figures-XXXXXX", NULL);
  g_autofree char *a4 = g_build_filename (dir, "a4.pdf", NULL);
  g_autofree char *letter = g_build_filename (dir, "letter.pdf", NULL);
  g_autofree char *prefix = g_build_filename (dir, "page", NULL);
  g_autoptr(GError) error = NULL;
  IshiPage page;

  if (!have ("pdfinfo") || !have ("pdftoppm"))
    return;
  ishi_page_init_a4 (&page);
  g_assert_true (ishi_figures_write_pdf (figures, "GNU Go", &page, a4, &error));
  g_assert_no_error (error);
  ishi_page_init_letter (&page);
  g_assert_true (ishi_figures_write_pdf (figures, "GNU Go", &page, letter, &error));
  g_assert_no_error (error);

  /* Two figures to an A4 page (5 → 3 pages); one to Letter's. */
  g_assert_cmpuint (pdf_pages (a4), ==, 3);
  g_assert_cmpuint (pdf_pages (letter), ==, 5);

  {
    const char *argv[] = { "pdftoppm", "-r", "30", "-png", a4, prefix, NULL };
    g_free (run (argv, NULL));
  }
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%u.png", prefix, i);
      cairo_surface_t *png = cairo_image_surface_create_from_png (name);
      const guint8 *data;
      int stride, w, h;
      guint ink = 0;

      g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
      data = cairo_image_surface_get_data (png);
      stride = cairo_image_surface_get_stride (png);
      w = cairo_image_surface_get_width (png);
      h = cairo_image_surface_get_height (png);
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
            int r = (pixel >> 16) & 0xff, b = pixel & 0xff;

            if (r < 235 || b < 235)
              ink++;
          }
      /* At least a board's worth of wood and stones: a tenth of the page. */
      g_assert_cmpuint (ink, >, (guint) (w * h / 10));
      cairo_surface_destroy (png);
      g_unlink (name);
    }
  g_unlink (a4);
  g_unlink (letter);
  g_rmdir (dir);
}

static char *
tool_notes (const char *file, const char *locale)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *sgf = data_path (file);
  g_autofree char *dir = g_dir_make_tmp ("ishi-figures-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
  g_auto(GStrv) env = env_with_locale (locale);
  const char *argv[] = { tool, "figures", sgf, "--moves", "0", "--output", pdf, NULL };
  const char *text_argv[] = { "pdftotext", pdf, "-", NULL };
  char *text;

  g_free (run (argv, (const char *const *) env));
  text = run (text_argv, NULL);
  g_unlink (pdf);
  g_rmdir (dir);
  return text;
}

static void
test_tool_notes (void)
{
  g_autofree char *english = NULL;
  g_autofree char *ko = NULL;
  locale_t ja;

  if (g_getenv ("ISHI_TOOL") == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  if (!have ("pdftotext"))
    return;
  english = tool_notes ("at-4.sgf", "C.UTF-8");
  /* pdftotext closes up runs of spaces: one note at a time. */
  g_assert_nonnull (strstr (english, "10 at 4;"));
  g_assert_nonnull (strstr (english, "11 at 6"));
  g_assert_nonnull (strstr (english, "Figure 1 (1–12)"));
  ko = tool_notes ("ko.sgf", "C.UTF-8");
  g_assert_nonnull (strstr (ko, "12, 18 at 4;"));
  g_assert_nonnull (strstr (ko, "15 at 9"));

  ja = newlocale (LC_ALL_MASK, "ja_JP.UTF-8", (locale_t) 0);
  if (ja == (locale_t) 0)
    {
      g_test_skip ("no ja_JP.UTF-8 locale");
      return;
    }
  freelocale (ja);
  {
    g_autofree char *at = tool_notes ("at-4.sgf", "ja_JP.UTF-8");
    g_autofree char *kanji_ko = tool_notes ("ko.sgf", "ja_JP.UTF-8");

    g_assert_nonnull (strstr (at, "10［4］"));
    g_assert_nonnull (strstr (at, "11［6］"));
    g_assert_null (strstr (at, " at "));
    g_assert_nonnull (strstr (at, "第1譜（1–12）"));
    g_assert_nonnull (strstr (kanji_ko, "12・18［4］劫トリ"));
    g_assert_nonnull (strstr (kanji_ko, "15［9］劫トリ"));
  }
}

static char *
pdf_text (const char *pdf, int first, int last)
{
  g_autofree char *f = g_strdup_printf ("%d", first);
  g_autofree char *l = g_strdup_printf ("%d", last);
  const char *argv[] = { "pdftotext", "-f", f, "-l", l, pdf, "-", NULL };

  return run (argv, NULL);
}

static guint
count_of (const char *text, const char *part)
{
  guint n = 0;

  for (const char *p = strstr (text, part); p != NULL; p = strstr (p + 1, part))
    n++;
  return n;
}

/* A lesson as a worksheet: its tasks as numbered problems, four to six a
 * page, each prompt printed once (it was followed by "Find the move:
 * Black to play."), a line for the answer, the pupil's name at the top of
 * every page, a page of empty boards, and the answer key alone on the
 * last page, drawn from the lesson's answers with the checker's reason;
 * the pages before it do not give the answers away. */
static void
test_lesson_sheet (void)
{
  g_autofree char *xml = ishi_test_src_path ("data/lessons/good-go.xml");
  g_autofree char *dir = g_dir_make_tmp ("ishi-sheet-XXXXXX", NULL);
  g_autofree char *plain = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *key = g_build_filename (dir, "key.pdf", NULL);
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *last = NULL;
  g_autofree char *before = NULL;
  guint n_plain, n_key;
  IshiPage page;

  if (!have ("pdfinfo") || !have ("pdftotext"))
    return;
  lesson = ishi_lesson_load (xml, &error);
  g_assert_no_error (error);
  ishi_page_init_a4 (&page);
  g_assert_true (ishi_lesson_sheet_write_pdf (lesson, FALSE, &page, plain, &error));
  g_assert_no_error (error);
  g_assert_true (ishi_lesson_sheet_write_pdf (lesson, TRUE, &page, key, &error));
  g_assert_no_error (error);
  n_plain = pdf_pages (plain);
  n_key = pdf_pages (key);
  /* one task: one page of problems, one of boards to draw on, the key */
  g_assert_cmpuint (n_plain, ==, 2);
  g_assert_cmpuint (n_key, ==, n_plain + 1);

  /* The second step asks for the capture: B4, "captures". */
  last = pdf_text (key, n_key, n_key);
  g_assert_nonnull (strstr (last, "Answers"));
  g_assert_nonnull (strstr (last, "1. B4"));
  g_assert_nonnull (strstr (last, "It captures 1 stone."));
  before = pdf_text (key, 1, n_key - 1);
  g_assert_null (strstr (before, "Answers"));
  g_assert_null (strstr (before, "It captures"));
  g_assert_null (strstr (before, "Find the move"));
  g_assert_cmpuint (count_of (before, "黒番：白石を取ってください。"), ==, 1);
  g_assert_nonnull (strstr (before, "Problem 1"));
  g_assert_nonnull (strstr (before, "Answer"));
  g_assert_cmpuint (count_of (before, "Name"), ==, 2);
  g_assert_nonnull (strstr (before, "Boards to draw on"));
  g_unlink (plain);
  g_unlink (key);
  g_rmdir (dir);
}

/* A children's lesson's worksheet, as a teacher prints it: 純碁のルール
 * (7 tasks on 9×9 boards) took 12 A4 pages, one a task; now four problems
 * a page (six would make its boards' lines closer than 5 mm), the name on
 * every page, the empty boards, the key on its own last page — in the
 * words of its third-year readers, whatever the desktop's language. */
static void
test_lesson_worksheet (void)
{
  g_autofree char *xml = ishi_test_src_path ("../data/lessons/pure-go-intro.xml");
  g_autofree char *dir = g_dir_make_tmp ("ishi-sheet-XXXXXX", NULL);
  g_autofree char *key = g_build_filename (dir, "key.pdf", NULL);
  const char *argv[] = { g_getenv ("ISHI_TOOL"), "lessons", "sheet", xml, "--answers", "--output", key, NULL };
  g_auto(GStrv) env = env_with_locale ("C.UTF-8");
  g_autofree char *text = NULL;
  guint n;

  if (!have ("pdfinfo") || !have ("pdftotext") || argv[0] == NULL)
    return;
  g_free (run (argv, (const char *const *) env));
  n = pdf_pages (key);
  g_assert_cmpuint (n, ==, 4);
  for (guint p = 1; p <= 2; p++)
    {
      g_autofree char *page = pdf_text (key, p, p);
      guint problems = count_of (page, "問題 ");

      g_assert_nonnull (strstr (page, "名前"));
      g_assert_nonnull (strstr (page, "こたえ"));
      g_assert_cmpuint (problems, >=, p == 1 ? 4 : 1);
      g_assert_cmpuint (problems, <=, 6);
      g_assert_null (strstr (page, "先生用"));
    }
  text = pdf_text (key, 3, 3);
  g_assert_nonnull (strstr (text, "じゆうに書いてみよう"));
  g_assert_null (strstr (text, "問題"));
  g_free (text);
  text = pdf_text (key, 4, 4);
  g_assert_nonnull (strstr (text, "こたえ（"));
  g_assert_nonnull (strstr (text, "A8、E2、E5"));
  g_assert_nonnull (strstr (text, "相手の石を 1 こ"));
  g_unlink (key);
  g_rmdir (dir);
}

/* ishi-tool render --region --mono --numbers-from: a black and white
 * picture of a corner; a region that is not two points is refused. */
static void
test_tool_render_handout (void)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autofree char *sgf = data_path ("gnugo-250.sgf");
  g_autofree char *dir = g_dir_make_tmp ("ishi-render-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "corner.png", NULL);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *picture;
  int status;

  if (tool == NULL)
    {
      g_test_skip ("ISHI_TOOL is not set");
      return;
    }
  {
    const char *argv[] = { tool, "render", sgf, "--move", "60", "--region", "A1-K10", "--mono",
                           "--numbers-from", "41", "--width", "420", "--output", png, NULL };

    g_free (run (argv, NULL));
  }
  picture = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (picture), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (picture), ==, 420);
  {
    const guint8 *data = cairo_image_surface_get_data (picture);
    int stride = cairo_image_surface_get_stride (picture);

    for (int y = 0; y < 420; y++)
      for (int x = 0; x < 420; x++)
        {
          guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
          int r = (pixel >> 16) & 0xff, b = pixel & 0xff;

          g_assert_cmpint (ABS (r - b), <=, 40);
        }
  }
  cairo_surface_destroy (picture);
  g_unlink (png);

  {
    const char *argv[] = { tool, "render", sgf, "--region", "A1-Z99", "--output", png, NULL };
    g_auto(GStrv) env = env_with_locale ("C.UTF-8");

    g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDOUT_TO_DEV_NULL,
                                 NULL, NULL, NULL, &err, &status, &error));
    g_assert_no_error (error);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
    g_assert_nonnull (strstr (err, "gnugo-250.sgf: error: --region “A1-Z99” is not two points"));
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
  g_rmdir (dir);
}

/* --- the numbers on the board of play ------------------------------------- */

static char *
joined_notes (GPtrArray *notes)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; notes && i < notes->len; i++)
    {
      g_autofree char *note = ishi_figure_note_format (g_ptr_array_index (notes, i));

      g_string_append_printf (text, "%s%s", i ? "; " : "", note);
    }
  return g_string_free (text, FALSE);
}

/* The live board numbered from `first` at move `at` of `file`. */
static IshiBoardModel *
board_numbered (IshiGame *game, guint at, guint first, char **notes_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notes = NULL;
  IshiBoardModel *model;

  g_assert_true (ishi_game_go_to_move (game, at, &error));
  g_assert_no_error (error);
  model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_MOVE_NUMBERS);
  notes = ishi_figure_number_model (model, game, first);
  *notes_text = joined_notes (notes);
  return model;
}

/* at-4.sgf: White's 4 and 6 are taken by Black's 7; White plays 10 again
 * where 4 stood, and Black's 11, where 6 stood, takes it.  The board of
 * play says what the printed figure says: after 10, the white stone on
 * 4's point shows 4 ("10 at 4" under the board), as the figure draws it;
 * Black's 11 stands where the figure draws White's 6, and shows its own
 * number ("11 at 6"). */
static void
test_board_numbers_at (void)
{
  g_autofree char *path = data_path ("at-4.sgf");
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autofree char *notes = NULL;
  g_autofree char *end_notes = NULL;
  g_autofree char *later = NULL;
  g_autoptr(IshiBoardModel) model = board_numbered (game, 10, 1, &notes);
  g_autoptr(IshiBoardModel) end = NULL;
  g_autoptr(IshiBoardModel) from5 = NULL;

  g_assert_cmpstr (notes, ==, "10 at 4");
  g_assert_cmpint (ishi_board_model_peek_point (model, 4, 0)->stone, ==, ISHI_WHITE);
  g_assert_cmpuint (ishi_board_model_peek_point (model, 4, 0)->number, ==, 4);
  g_assert_cmpuint (ishi_board_model_peek_point (model, 6, 0)->number, ==, 7);
  g_assert_cmpuint (count_stones (model, FALSE), ==, 0);

  end = board_numbered (game, 12, 1, &end_notes);
  g_assert_cmpstr (end_notes, ==, "10 at 4; 11 at 6");
  g_assert_cmpint (ishi_board_model_peek_point (end, 4, 0)->stone, ==, ISHI_EMPTY);
  g_assert_cmpint (ishi_board_model_peek_point (end, 5, 0)->stone, ==, ISHI_BLACK);
  g_assert_cmpuint (ishi_board_model_peek_point (end, 5, 0)->number, ==, 11);
  g_assert_cmpuint (count_stones (end, FALSE), ==, 0);

  /* From move 5 at move 10: White's 4 stood before; played on again by
   * 10, it is A, as books letter it ("10 at A"); the stones from before 5
   * show no number. */
  from5 = board_numbered (game, 10, 5, &later);
  g_assert_cmpstr (later, ==, "10 at A");
  g_assert_cmpuint (ishi_board_model_peek_point (from5, 4, 0)->number, ==, 0);
  g_assert_cmpuint (from5->labels->len, ==, 1);
  g_assert_cmpstr (g_array_index (from5->labels, IshiBoardLabel, 0).text, ==, "A");
  g_assert_cmpint (g_array_index (from5->labels, IshiBoardLabel, 0).point.x, ==, 4);
  g_assert_cmpuint (ishi_board_model_peek_point (from5, 3, 0)->number, ==, 0);   /* 1 */
  g_assert_cmpuint (ishi_board_model_peek_point (from5, 6, 0)->number, ==, 7);
  g_assert_cmpuint (ishi_board_model_peek_point (from5, 2, 2)->number, ==, 9);
}

/* The board of play at the end of each printed figure shows the figure's
 * numbers on every stone of the figure's colour, and the figure's notes:
 * a ko fought three times, and a whole game of 250 moves in figures of 50. */
static void
check_board_like_figures (const char *file, guint moves_per_figure)
{
  g_autofree char *path = data_path (file);
  g_autoptr(IshiGame) game = ishi_test_game_from_file (path);
  g_autoptr(GPtrArray) figures = NULL;
  g_autoptr(GError) error = NULL;
  IshiFigureOptions options;
  guint compared = 0;

  ishi_figure_options_init (&options);
  options.moves_per_figure = moves_per_figure;
  options.honour_record = FALSE;
  figures = ishi_figures_split (game, &options, &error);
  g_assert_no_error (error);
  for (guint f = 0; f < figures->len; f++)
    {
      IshiFigure *figure = g_ptr_array_index (figures, f);
      g_autofree char *expected = joined_notes (figure->notes);
      g_autofree char *notes = NULL;
      g_autoptr(IshiBoardModel) model = NULL;

      if (figure->last_move < figure->first_move)
        continue;
      model = board_numbered (game, figure->last_move, figure->first_move, &notes);
      g_assert_cmpstr (notes, ==, expected);
      for (int i = 0; i < model->size * model->size; i++)
        {
          const IshiBoardPoint *live = &model->points[i], *printed = &figure->model->points[i];

          if (live->stone != ISHI_EMPTY && live->stone == printed->stone)
            {
              g_assert_cmpuint (live->number, ==, printed->number);
              compared += printed->number > 0;
            }
        }
    }
  g_assert_cmpuint (compared, >, 0);
}

static void
test_board_numbers_like_figures (void)
{
  check_board_like_figures ("ko.sgf", 0);
  check_board_like_figures ("at-4.sgf", 5);
  check_board_like_figures ("gnugo-250.sgf", 50);
}

/* Issue 53, item 5: a record of a million passes printed a move a figure
 * took 4.5 GB before a page was written.  A game that would make more
 * than ISHI_FIGURES_MAX figures is refused with a message, before its
 * figures fill the memory; `ishi-tool figures` says it and exits 1. */
static void
test_too_many_figures (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[9]");
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(GPtrArray) figures = NULL;
  g_autoptr(GError) error = NULL;
  IshiFigureOptions options;

  for (guint i = 0; i < ISHI_FIGURES_MAX + 500; i++)
    g_string_append (sgf, i % 2 ? ";W[]" : ";B[]");
  g_string_append_c (sgf, ')');
  game = ishi_test_game_from_text (sgf->str);
  ishi_figure_options_init (&options);
  options.moves_per_figure = 1;
  figures = ishi_figures_split (game, &options, &error);
  g_assert_null (figures);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "too many to print"));
  g_clear_error (&error);
  /* Fifty moves a figure: 50 figures, printed. */
  options.moves_per_figure = 50;
  figures = ishi_figures_split (game, &options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (figures->len, ==, (ISHI_FIGURES_MAX + 500 + 49) / 50);

  if (g_getenv ("ISHI_TOOL") != NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("ishi-figures-XXXXXX", NULL);
      g_autofree char *path = g_build_filename (dir, "passes.sgf", NULL);
      g_autofree char *pdf = g_build_filename (dir, "passes.pdf", NULL);
      const char *argv[] = { g_getenv ("ISHI_TOOL"), "figures", path, "--moves", "1", "--output", pdf, NULL };

      g_assert_true (g_file_set_contents (path, sgf->str, -1, NULL));
      g_assert_cmpint (ishi_test_run_bounded (argv, 60, NULL), ==, 1);
      g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
      ishi_test_remove_tree (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/figures/every-move", test_every_move);
  g_test_add_func ("/figures/record", test_record_figures);
  g_test_add_func ("/figures/pdf-pages", test_pdf_pages);
  g_test_add_func ("/figures/tool-notes", test_tool_notes);
  g_test_add_func ("/figures/lesson-sheet", test_lesson_sheet);
  g_test_add_func ("/figures/lesson-worksheet", test_lesson_worksheet);
  g_test_add_func ("/figures/tool-render", test_tool_render_handout);
  g_test_add_func ("/figures/board-numbers-at", test_board_numbers_at);
  g_test_add_func ("/figures/board-numbers-like-figures", test_board_numbers_like_figures);
  g_test_add_func ("/figures/53-5-too-many-figures", test_too_many_figures);
  return g_test_run ();
}
