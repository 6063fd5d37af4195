/* test-renju-move-list.c — Renju move lists read and written (issue 67, item 1).
 *
 * Where the answers come from: Renju notation as renju-rules.ja.txt writes
 * moves (columns a–o from the left, rows 1–15 from the bottom, h8 the
 * centre) and SGF's points (columns and rows a–o from the top left), so h8
 * is SGF "hh", a1 is "ao" and o15 is "oa".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "ishi-game.h"
#include "ishi-renju-move-list.h"
#include "ishi-rules.h"
#include "ishi-sgf.h"

static char *
sgf_of (const char *text)
{
  g_autoptr(GError) error = NULL;
  char *sgf = ishi_renju_move_list_to_sgf (text, -1, &error);

  g_assert_no_error (error);
  return sgf;
}

/* The ways players write a list all give the same record. */
static void
test_forms (void)
{
  static const char *const forms[] = {
    "h8 h9 h10 i9 j10",
    "H8 H9 H10 I9 J10\n",
    "1. h8 2. h9 3. h10 4. i9 5. j10",
    "1) h8\n2) h9\n3) h10\n4) i9\n5) j10\n6)",
    "h8h9h10i9j10",
    "h8, h9; h10 - i9 j10",
    "\xef\xbb\xbfh8 h9 h10 i9 j10",
  };
  const char *want = "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh];W[hg];B[hf];W[ig];B[jf])";

  for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *sgf = sgf_of (forms[i]);

      g_assert_cmpstr (sgf, ==, want);
      g_assert_true (ishi_renju_move_list_looks_like (forms[i], strlen (forms[i])));
    }
  /* the corners: a1 bottom left, o15 top right; h1 then h15, h10 then h1 */
  {
    g_autofree char *sgf = sgf_of ("h8 a1 o15 h1 h15 h10 i1");

    g_assert_cmpstr (sgf, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh];W[ao];B[oa];W[ho];B[ha];W[hf];B[io])");
  }
}

static void
assert_refused (const char *text, int code, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = ishi_renju_move_list_to_sgf (text, -1, &error);

  g_assert_null (sgf);
  g_assert_error (error, ISHI_RENJU_MOVE_LIST_ERROR, code);
  if (strstr (error->message, part) == NULL)
    g_error ("“%s” says “%s”, not “%s”", text, error->message, part);
}

/* What is no move list is said so, with the word and its place: an SGF
 * file, a letter, a point off the board or taken twice. */
static void
test_refused (void)
{
  g_assert_false (ishi_renju_move_list_looks_like ("(;GM[4]SZ[15];B[hh])", 20));
  assert_refused ("(;GM[4]SZ[15];B[hh])", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "not a list of Renju moves");
  assert_refused ("Dear Aki, here is the game", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "not a list");
  assert_refused ("", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "not a list");
  assert_refused ("h8 h9\nh10 hello", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "“hello” on line 2");
  assert_refused ("h8 h9 p3", ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 3, “p3”, is off the 15 × 15 board");
  assert_refused ("h8 h16", ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 2, “h16”, is off the 15 × 15 board");
  assert_refused ("h8 h0", ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 2, “h0”");
  assert_refused ("h8 h150", ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 2, “h150”");
  assert_refused ("h8 h1500", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "“h1500”");
  assert_refused ("h8 h9 h8", ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 3, h8, is on a point already taken");
  /* a word of bytes that are not UTF-8 is named in valid UTF-8 */
  assert_refused ("h8 \xff\xfe", ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST, "on line 1");
}

/* Every point of the board once, 225 moves, is a list; a hostile list as
 * long as the text allows stops at the first point taken twice, after
 * reading no more than the board holds. */
static void
test_full_board (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *sgf = NULL;

  for (int row = 1; row <= 15; row++)
    for (int col = 0; col < 15; col++)
      g_string_append_printf (text, "%c%d ", 'a' + col, row);
  sgf = sgf_of (text->str);
  g_assert_nonnull (strstr (sgf, ";B[ao]"));
  g_assert_nonnull (strstr (sgf, ";W[na]"));
  g_assert_nonnull (strstr (sgf, ";B[oa])"));
  for (int i = 0; i < 10000; i++)
    g_string_append (text, "h8 ");
  assert_refused (text->str, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE, "Move 226, h8");
}

/* Written back: the main line of a Renju game, as the list read it; a Go
 * game, setup stones or a pass cannot be a move list. */
static void
test_from_game (void)
{
  g_autofree char *sgf = sgf_of ("1. h8 2. h9 3. h10 4. i9 5. j10");
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "list", &error);
  g_autoptr(IshiGame) game = NULL;
  g_autofree char *list = NULL;
  static const struct { const char *sgf; const char *part; } refused[] = {
    { "(;GM[1]SZ[19];B[dd];W[pp])", "Only a Renju game" },
    { "(;GM[4]SZ[15]AB[hh];W[hg])", "stones set up" },
    { "(;GM[4]SZ[15];B[hh];W[];B[hg])", "a pass" },
  };

  g_assert_no_error (error);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  list = ishi_renju_move_list_from_game (game, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (list, ==, "h8 h9 h10 i9 j10");

  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (refused[i].sgf, strlen (refused[i].sgf), "x", NULL);
      g_autoptr(IshiGame) g = ishi_game_new_from_collection (c, 0, NULL);
      g_autoptr(GError) e = NULL;
      g_autofree char *l = NULL;

      g_assert_nonnull (g);
      l = ishi_renju_move_list_from_game (g, &e);
      g_assert_null (l);
      g_assert_error (e, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST);
      g_assert_nonnull (strstr (e->message, refused[i].part));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renju-move-list/forms", test_forms);
  g_test_add_func ("/renju-move-list/refused", test_refused);
  g_test_add_func ("/renju-move-list/full-board", test_full_board);
  g_test_add_func ("/renju-move-list/from-game", test_from_game);
  return g_test_run ();
}
