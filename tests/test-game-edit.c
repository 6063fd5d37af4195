/* test-game-edit.c — the diagram editor: setup (AB/AW/AE, PL) and markup
 * (TR CR SQ MA, LB) written into the record as SGF FF[4] says, and undone.
 *
 * What FF[4] requires, and so what is checked here: setup properties are
 * not mixed with a move in one node (the edit makes a node of its own
 * after the move), a point is named at most once among AB/AW/AE of a node,
 * at most one of TR/CR/SQ/MA is on a point, and LB is "point:text".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-game-edit.h"
#include "ishi-test-util.h"

static IshiGame *
new_game (const IshiRules *rules, int size)
{
  IshiRulesOptions options = { .size = size };

  return ishi_game_new (rules, &options, 0, NAN, NULL);
}

static IshiColor
at (IshiGame *game, int x, int y)
{
  return ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), x, y);
}

/* The raw values of `id` on the current node, joined with spaces. */
static char *
values (IshiGame *game, const char *id)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (ishi_game_get_node (game), id);
  GString *s = g_string_new (NULL);

  for (guint i = 0; prop && i < prop->n_values; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", prop->values[i]);
  return g_string_free (s, FALSE);
}

#define assert_values(game, id, expected) \
  G_STMT_START { g_autofree char *v_ = values (game, id); g_assert_cmpstr (v_, ==, expected); } G_STMT_END

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
test_root_stones (void)
{
  g_autoptr(IshiGame) game = new_game (ishi_rules_go (), 9);
  g_autoptr(IshiGameEditor) editor = ishi_game_editor_new (game);
  guint record_changes = 0;

  g_signal_connect_swapped (game, "record-changed", G_CALLBACK (count_cb), &record_changes);

  /* C3 on 9×9 is column 2, row 6 from the top: SGF "cg". */
  g_assert_true (ishi_game_editor_toggle_stone (editor, 2, 6, ISHI_BLACK));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_BLACK);
  assert_values (game, "AB", "cg");
  g_assert_null (ishi_game_get_node (game)->first_child);   /* the root itself */
  g_assert_cmpuint (record_changes, >, 0);

  /* A white stone on the same point: out of AB, into AW — named once. */
  g_assert_true (ishi_game_editor_set_stone (editor, 2, 6, ISHI_WHITE));
  assert_values (game, "AB", "");
  assert_values (game, "AW", "cg");
  /* The same colour again changes nothing and records nothing. */
  g_assert_false (ishi_game_editor_set_stone (editor, 2, 6, ISHI_WHITE));
  /* Toggling it off: at the root nothing is under it, so no AE either. */
  g_assert_true (ishi_game_editor_toggle_stone (editor, 2, 6, ISHI_WHITE));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_EMPTY);
  assert_values (game, "AW", "");
  assert_values (game, "AE", "");
  g_assert_false (ishi_game_editor_set_stone (editor, 9, 0, ISHI_BLACK));   /* off the board */

  /* Undo walks back through the three edits, redo forward again. */
  g_assert_true (ishi_game_editor_undo (editor));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_WHITE);
  g_assert_true (ishi_game_editor_undo (editor));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_BLACK);
  g_assert_true (ishi_game_editor_undo (editor));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_EMPTY);
  g_assert_false (ishi_game_editor_undo (editor));
  g_assert_true (ishi_game_editor_redo (editor));
  g_assert_cmpint (at (game, 2, 6), ==, ISHI_BLACK);
  assert_values (game, "AB", "cg");
  /* A new edit drops what could be redone. */
  g_assert_true (ishi_game_editor_can_redo (editor));
  g_assert_true (ishi_game_editor_toggle_stone (editor, 4, 4, ISHI_BLACK));
  g_assert_false (ishi_game_editor_can_redo (editor));
}

static void
test_setup_after_move (void)
{
  g_autoptr(IshiGame) game = new_game (ishi_rules_go (), 9);
  g_autoptr(IshiGameEditor) editor = ishi_game_editor_new (game);
  IshiSgfNode *move;
  g_autofree char *sgf = NULL;
  IshiSgfNode *root;

  g_assert_cmpint (ishi_game_play (game, 3, 5), ==, ISHI_MOVE_OK);   /* B D4 */
  move = ishi_game_get_node (game);

  /* A white stone after the move: a node of its own (FF[4]). */
  g_assert_true (ishi_game_editor_toggle_stone (editor, 4, 4, ISHI_WHITE));
  g_assert_true (ishi_game_get_node (game)->parent == move);
  g_assert_null (ishi_sgf_node_lookup (ishi_game_get_node (game), "B"));
  assert_values (game, "AW", "ee");
  g_assert_null (ishi_sgf_node_lookup (move, "AW"));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 1);

  /* Further edits go to that node; taking away the played stone is AE. */
  g_assert_true (ishi_game_editor_set_stone (editor, 3, 5, ISHI_EMPTY));
  g_assert_true (ishi_game_get_node (game)->parent == move);
  assert_values (game, "AE", "df");
  g_assert_cmpint (at (game, 3, 5), ==, ISHI_EMPTY);
  /* Putting it back is no setup at all: the move left it there. */
  g_assert_true (ishi_game_editor_set_stone (editor, 3, 5, ISHI_BLACK));
  assert_values (game, "AE", "");
  assert_values (game, "AB", "");
  g_assert_cmpint (at (game, 3, 5), ==, ISHI_BLACK);

  /* Marks are markup: on the current node, no new node. */
  g_assert_true (ishi_game_editor_toggle_mark (editor, 3, 5, "TR"));
  g_assert_true (ishi_game_get_node (game)->parent == move);
  assert_values (game, "TR", "df");

  /* The record as saved and read again shows the same. */
  root = ishi_game_get_root (game);
  sgf = ishi_sgf_write (&root, 1, NULL);
  g_assert_nonnull (strstr (sgf, ";B[df]\n;AW[ee]TR[df])"));

  /* Undo to before the first edit: the node made for it goes, the game
   * is at the move again. */
  while (ishi_game_editor_undo (editor))
    ;
  g_assert_true (ishi_game_get_node (game) == move);
  g_assert_null (move->first_child);
  g_assert_cmpint (at (game, 4, 4), ==, ISHI_EMPTY);
  /* And redo makes it again. */
  g_assert_true (ishi_game_editor_redo (editor));
  g_assert_true (ishi_game_get_node (game)->parent == move);
  assert_values (game, "AW", "ee");
  g_assert_cmpint (at (game, 4, 4), ==, ISHI_WHITE);
}

static void
test_marks_labels_to_move (void)
{
  g_autoptr(IshiGame) game = new_game (ishi_rules_go (), 9);
  g_autoptr(IshiGameEditor) editor = ishi_game_editor_new (game);
  g_autofree char *next = NULL;

  /* One mark a point: a square replaces the triangle. */
  g_assert_true (ishi_game_editor_toggle_mark (editor, 0, 0, "TR"));
  g_assert_true (ishi_game_editor_toggle_mark (editor, 0, 0, "SQ"));
  assert_values (game, "TR", "");
  assert_values (game, "SQ", "aa");
  g_assert_true (ishi_game_editor_toggle_mark (editor, 1, 0, "CR"));
  g_assert_true (ishi_game_editor_toggle_mark (editor, 2, 0, "MA"));
  g_assert_true (ishi_game_editor_toggle_mark (editor, 0, 0, "SQ"));   /* off again */
  assert_values (game, "SQ", "");
  assert_values (game, "CR", "ba");
  assert_values (game, "MA", "ca");

  /* Labels: the next free letter, typed text escaped, a click removes. */
  g_assert_true (ishi_game_editor_toggle_label (editor, 4, 4, NULL));
  g_assert_true (ishi_game_editor_toggle_label (editor, 5, 4, ""));
  g_assert_true (ishi_game_editor_toggle_label (editor, 6, 4, "a:b"));
  assert_values (game, "LB", "ee:A fe:B ge:a\\:b");
  g_assert_true (ishi_game_editor_toggle_label (editor, 4, 4, NULL));
  assert_values (game, "LB", "fe:B ge:a\\:b");
  next = ishi_game_editor_next_label (editor);
  g_assert_cmpstr (next, ==, "A");

  /* PL: White to move, and back. */
  g_assert_true (ishi_game_editor_set_to_move (editor, ISHI_WHITE));
  assert_values (game, "PL", "W");
  g_assert_cmpint (ishi_rules_go ()->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
  g_assert_false (ishi_game_editor_set_to_move (editor, ISHI_WHITE));
  g_assert_true (ishi_game_editor_undo (editor));
  g_assert_null (ishi_sgf_node_lookup (ishi_game_get_node (game), "PL"));
  g_assert_cmpint (ishi_rules_go ()->to_move (ishi_game_get_position (game)), ==, ISHI_BLACK);
}

/* A setup stone list written compressed by another program ("aa:bb") is
 * expanded when one of its points is taken out. */
static void
test_compressed_list (void)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiGameEditor) editor = NULL;
  const char *text = "(;GM[1]FF[4]SZ[9]AB[aa:bb])";

  collection = ishi_sgf_parse (text, strlen (text), "compressed.sgf", NULL);
  game = ishi_game_new_from_collection (collection, 0, NULL);
  g_assert_nonnull (game);
  editor = ishi_game_editor_new (game);
  g_assert_cmpint (at (game, 1, 1), ==, ISHI_BLACK);
  g_assert_true (ishi_game_editor_set_stone (editor, 1, 1, ISHI_EMPTY));
  assert_values (game, "AB", "aa ba ab");
  g_assert_cmpint (at (game, 1, 1), ==, ISHI_EMPTY);
  g_assert_cmpint (at (game, 1, 0), ==, ISHI_BLACK);
}

/* Renju: a position set up by hand is judged by the rules like a played
 * one — Black's double three at the point between two open twos is
 * forbidden (renju-rules.ja.txt, 三々の禁手). */
static void
test_renju_setup (void)
{
  g_autoptr(IshiGame) game = new_game (ishi_rules_renju (), 15);
  g_autoptr(IshiGameEditor) editor = ishi_game_editor_new (game);
  const IshiRules *rules = ishi_rules_renju ();

  /* Black h8 i8 and g9 g10: g8 makes g8-h8-i8 and g8-g9-g10, two open
   * threes at once. */
  g_assert_true (ishi_game_editor_set_stone (editor, 7, 7, ISHI_BLACK));   /* h8 */
  g_assert_true (ishi_game_editor_set_stone (editor, 8, 7, ISHI_BLACK));   /* i8 */
  g_assert_true (ishi_game_editor_set_stone (editor, 6, 6, ISHI_BLACK));   /* g9 */
  g_assert_true (ishi_game_editor_set_stone (editor, 6, 5, ISHI_BLACK));   /* g10 */
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_BLACK);
  g_assert_cmpint (rules->check (ishi_game_get_position (game), ISHI_BLACK, 6, 7), ==,
                   ISHI_MOVE_DOUBLE_THREE);
  /* Undo the last stone: g8 makes only one three now, and is allowed. */
  g_assert_true (ishi_game_editor_undo (editor));
  g_assert_cmpint (rules->check (ishi_game_get_position (game), ISHI_BLACK, 6, 7), ==,
                   ISHI_MOVE_OK);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-edit/root-stones", test_root_stones);
  g_test_add_func ("/game-edit/setup-after-move", test_setup_after_move);
  g_test_add_func ("/game-edit/marks-labels-to-move", test_marks_labels_to_move);
  g_test_add_func ("/game-edit/compressed-list", test_compressed_list);
  g_test_add_func ("/game-edit/renju-setup", test_renju_setup);
  return g_test_run ();
}
