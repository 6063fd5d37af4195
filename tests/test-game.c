/* test-game.c — the game record: the SGF tree is the source of truth and the
 * position is derived from it.  The expected positions are worked out by
 * hand from the SGF specification (FF[4]) and the rules, and written as
 * diagrams.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-test-util.h"

/* The board as rows of X (black), O (white) and . from the top. */
static char *
board_text (IshiGame *game)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  GString *s = g_string_new (NULL);

  for (int y = 0; y < size; y++)
    {
      for (int x = 0; x < size; x++)
        {
          IshiColor c = rules->stone_at (position, x, y);
          g_string_append_c (s, c == ISHI_BLACK ? 'X' : c == ISHI_WHITE ? 'O' : '.');
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static IshiGame *
new_go_game (int size, IshiKoRule ko)
{
  IshiRulesOptions options = { .size = size, .ko_rule = ko };

  return ishi_game_new (ishi_rules_go (), &options, 0, NAN, NULL);
}

static void
test_variation_keeps_everything (void)
{
  g_autoptr(IshiGame) game = new_go_game (9, ISHI_KO_SIMPLE);
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiSgfNode *first;

  g_assert_cmpint (ishi_game_play (game, 2, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_game_play (game, 6, 6), ==, ISHI_MOVE_OK);
  first = root->first_child;
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 2);

  /* Undo twice, play elsewhere: a second variation, the first one kept. */
  g_assert_true (ishi_game_back (game));
  g_assert_true (ishi_game_back (game));
  g_assert_false (ishi_game_back (game));
  g_assert_cmpint (ishi_game_play (game, 4, 4), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 2);
  g_assert_true (root->first_child == first);
  g_assert_cmpuint (ishi_sgf_node_n_children (first), ==, 1);
  g_assert_cmpstr (ishi_sgf_node_get_raw (root->first_child->next_sibling, "B"), ==, "ee");

  /* Playing the same move as an existing child follows it: no new node. */
  g_assert_true (ishi_game_back (game));
  g_assert_cmpint (ishi_game_play (game, 2, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 2);
  g_assert_true (ishi_game_get_node (game) == first);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 4);
}

static void
test_redo_follows_last_visit (void)
{
  g_autoptr(IshiGame) game = new_go_game (9, ISHI_KO_SIMPLE);
  IshiSgfNode *second;

  ishi_game_play (game, 0, 0);
  ishi_game_back (game);
  ishi_game_play (game, 8, 8);
  second = ishi_game_get_node (game);
  ishi_game_back (game);
  /* Redo goes back into the line just left, not the first variation. */
  g_assert_true (ishi_game_forward (game, NULL));
  g_assert_true (ishi_game_get_node (game) == second);
  g_assert_false (ishi_game_forward (game, NULL));
}

static void
test_undo_restores_position (void)
{
  g_autoptr(IshiGame) game = new_go_game (5, ISHI_KO_SIMPLE);
  const IshiRules *rules = ishi_game_get_rules (game);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint64 hash_before;

  /* Black captures the white stone at b1 (x=1, y=4) by playing c1. */
  ishi_game_play (game, 0, 4);  /* B a1 */
  ishi_game_play (game, 1, 4);  /* W b1 */
  ishi_game_play (game, 1, 3);  /* B b2 */
  ishi_game_pass (game);        /* W pass */
  before = board_text (game);
  hash_before = rules->hash (ishi_game_get_position (game));
  g_assert_cmpint (ishi_game_play (game, 2, 4), ==, ISHI_MOVE_OK);  /* B c1 captures */
  g_assert_cmpint (rules->stone_at (ishi_game_get_position (game), 1, 4), ==, ISHI_EMPTY);
  g_assert_cmpint (rules->captures (ishi_game_get_position (game), ISHI_BLACK), ==, 1);

  g_assert_true (ishi_game_back (game));
  after = board_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (rules->hash (ishi_game_get_position (game)), ==, hash_before);
  g_assert_cmpint (rules->captures (ishi_game_get_position (game), ISHI_BLACK), ==, 0);
}

static void
test_setup_and_out_of_turn (void)
{
  /* AB/AW/AE in the middle of a game and two black moves in a row replay
   * as the file says (FF[4]: setup is not a move; moves need not alternate). */
  g_autoptr(IshiGame) game =
    ishi_test_game_from_text ("(;GM[1]FF[4]SZ[5];B[aa];B[bb];AW[cc]AE[aa];W[dd]PL[B])");
  g_autofree char *text = NULL;

  g_assert_true (ishi_game_go_to_end (game, NULL));
  text = board_text (game);
  g_assert_cmpstr (text, ==,
                   ".....\n"
                   ".X...\n"
                   "..O..\n"
                   "...O.\n"
                   ".....\n");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);
  /* PL in the node comes before its move, so after W[dd] Black is to move
   * only because White just moved. */
  g_assert_cmpint (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)), ==, ISHI_BLACK);

  /* Back through the setup node restores a1 and removes c3. */
  g_assert_true (ishi_game_back (game));
  g_assert_true (ishi_game_back (game));
  g_free (text);
  text = board_text (game);
  g_assert_cmpstr (text, ==,
                   "X....\n"
                   ".X...\n"
                   ".....\n"
                   ".....\n"
                   ".....\n");
}

static void
test_illegal_record (void)
{
  /* W[aa] on the occupied a19: the record cannot be followed past it. */
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]SZ[9];B[aa];W[aa];B[bb])");
  g_autoptr(GError) error = NULL;

  g_assert_false (ishi_game_go_to_end (game, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 1);
}

static void
test_bad_point (void)
{
  /* gogui/invalidmove.sgf: B[rs] does not exist on a 9x9 board. */
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]SZ[9];B[rs])");
  g_autoptr(GError) error = NULL;

  g_assert_false (ishi_game_forward (game, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_BAD_VALUE);
}

static void
check_options (const char *sgf, const IshiRules *rules, int size, IshiKoRule ko, gboolean suicide)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "t.sgf", &error);
  const IshiRules *got = NULL;
  IshiRulesOptions options;

  g_assert_no_error (error);
  g_assert_true (ishi_game_options_from_root (g_ptr_array_index (collection->games, 0),
                                              &got, &options, &error));
  g_assert_no_error (error);
  g_assert_true (got == rules);
  g_assert_cmpint (options.size, ==, size);
  g_assert_cmpint (options.ko_rule, ==, ko);
  g_assert_cmpint (options.allow_suicide, ==, suicide);
}

static void
test_options_from_root (void)
{
  /* The ko rule follows RU: positional superko for Chinese, AGA, New
   * Zealand and Tromp-Taylor; simple ko otherwise.  New Zealand and
   * Tromp-Taylor also allow suicide. */
  check_options ("(;GM[1]SZ[19]RU[Japanese])", ishi_rules_go (), 19, ISHI_KO_SIMPLE, FALSE);
  check_options ("(;GM[1]SZ[13]RU[Chinese])", ishi_rules_go (), 13, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  check_options ("(;GM[1]SZ[9]RU[AGA])", ishi_rules_go (), 9, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  check_options ("(;GM[1]SZ[9]RU[NZ])", ishi_rules_go (), 9, ISHI_KO_POSITIONAL_SUPERKO, TRUE);
  check_options ("(;GM[1]RU[Tromp-Taylor])", ishi_rules_go (), 19, ISHI_KO_POSITIONAL_SUPERKO, TRUE);
  check_options ("(;SZ[7])", ishi_rules_go (), 7, ISHI_KO_SIMPLE, FALSE);
  check_options ("(;GM[4]SZ[15])", ishi_rules_renju (), 15, ISHI_KO_SIMPLE, FALSE);
  check_options ("(;GM[4])", ishi_rules_renju (), 15, ISHI_KO_SIMPLE, FALSE);
}

static void
test_options_refused (void)
{
  static const char *files[] = {
    "(;GM[2]SZ[8])",        /* Othello */
    "(;GM[1]SZ[9:11])",     /* a rectangle */
    "(;GM[1]SZ[3])",        /* smaller than Ishi plays */
    "(;GM[4]SZ[19])",       /* Renju is 15x15 */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) collection =
        ishi_sgf_parse (files[i], strlen (files[i]), "t.sgf", &error);
      g_autoptr(IshiGame) game = NULL;

      g_assert_no_error (error);
      game = ishi_game_new_from_collection (collection, 0, &error);
      g_assert_null (game);
      g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_UNSUPPORTED);
    }
}

static void
test_two_passes_and_resume (void)
{
  g_autoptr(IshiGame) game = new_go_game (7, ISHI_KO_SIMPLE);
  IshiOutcome outcome;

  ishi_game_play (game, 3, 3);
  g_assert_cmpint (ishi_game_pass (game), ==, ISHI_MOVE_OK);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  g_assert_cmpint (ishi_game_pass (game), ==, ISHI_MOVE_OK);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_TWO_PASSES);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);

  /* The game is over: no more moves until the players agree to go on. */
  g_assert_cmpint (ishi_game_play (game, 0, 0), ==, ISHI_MOVE_GAME_OVER);
  ishi_game_resume (game);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
  /* White passed last, so Black moves. */
  g_assert_cmpint (ishi_game_play (game, 0, 0), ==, ISHI_MOVE_OK);
  ishi_game_get_outcome (game, &outcome);
  g_assert_cmpint (outcome.end, ==, ISHI_END_NONE);
}

static void
test_handicap_record (void)
{
  IshiRulesOptions options = { .size = 19 };
  g_autoptr(IshiGame) game = ishi_game_new (ishi_rules_go (), &options, 4, 0.5, "Japanese");
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiSgfProperty *ab = ishi_sgf_node_lookup (root, "AB");
  const IshiRules *rules = ishi_game_get_rules (game);

  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "HA"), ==, "4");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "KM"), ==, "0.5");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PL"), ==, "W");
  g_assert_nonnull (ab);
  g_assert_cmpuint (ab->n_values, ==, 4);
  /* Four handicap stones stand on the four 4-4 points. */
  for (guint i = 0; i < ab->n_values; i++)
    {
      const char *v = ab->values[i];
      g_assert_true (strchr ("dp", v[0]) && strchr ("dp", v[1]));
    }
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
  g_assert_cmpint (rules->stone_at (ishi_game_get_position (game), 3, 3), ==, ISHI_BLACK);
}

static void
test_go_to_other_variation (void)
{
  g_autoptr(IshiGame) game =
    ishi_test_game_from_text ("(;GM[1]SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee];W[ff]))");
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiSgfNode *target = root->first_child->first_child->first_child->next_sibling;  /* B[dd] */
  IshiSgfNode *other = root->first_child->next_sibling->first_child;               /* W[ff] */
  g_autofree char *text = NULL;

  g_assert_true (ishi_game_go_to (game, target, NULL));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 3);
  g_assert_true (ishi_game_go_to (game, other, NULL));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 2);
  text = board_text (game);
  g_assert_cmpstr (text, ==,
                   ".........\n"
                   ".........\n"
                   ".........\n"
                   ".........\n"
                   "....X....\n"
                   ".....O...\n"
                   ".........\n"
                   ".........\n"
                   ".........\n");
  g_assert_true (ishi_game_go_to_move (game, 0, NULL));
  g_assert_true (ishi_game_get_node (game) == root);
}

static void
test_long_line (void)
{
  /* 100,000 passes: navigation walks the line without recursion. */
  g_autoptr(IshiGame) game = new_go_game (9, ISHI_KO_SIMPLE);

  for (guint i = 0; i < 100000; i++)
    {
      g_assert_cmpint (ishi_game_pass (game), ==, ISHI_MOVE_OK);
      ishi_game_resume (game);
    }
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 100000);
  g_assert_true (ishi_game_go_to_start (game));
  g_assert_true (ishi_game_go_to_end (game, NULL));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 100000);
  g_assert_true (ishi_game_go_to_move (game, 50000, NULL));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 50000);
}

static void
test_info_text (void)
{
  g_autoptr(IshiGame) game = new_go_game (9, ISHI_KO_SIMPLE);
  g_autofree char *back = NULL;

  ishi_game_set_info (game, "PB", "本因坊 [秀策]");
  back = ishi_game_get_info (game, "PB");
  g_assert_cmpstr (back, ==, "本因坊 [秀策]");
  /* ']' is escaped in the record, so the value survives a write. */
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "PB"), ==, "本因坊 [秀策\\]");
  ishi_game_set_info (game, "PB", "");
  g_assert_null (ishi_sgf_node_get_raw (ishi_game_get_root (game), "PB"));
}

/* A refused record stays the caller's (issue: the window freed a refused
 * tree that the game had already freed).  Under ASan a second free or a
 * use after free here fails the test. */
static void
test_refused_tree_stays (void)
{
  static const char *files[] = { "(;GM[1]SZ[19:5];B[aa])", "(;GM[1]SZ[52];B[aa])",
                                 "(;GM[2]SZ[8])" };

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) collection =
        ishi_sgf_parse (files[i], strlen (files[i]), "t.sgf", &error);
      IshiSgfNode *root;
      IshiGame *game;

      g_assert_no_error (error);
      root = g_ptr_array_index (collection->games, 0);
      game = ishi_game_new_from_tree (root, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      /* Still whole and ours: read it, then let the collection free it. */
      g_assert_nonnull (ishi_sgf_node_get_raw (root, "SZ"));
      g_clear_error (&error);
      game = ishi_game_new_from_collection (collection, 0, &error);
      g_assert_null (game);
      g_assert_true (g_ptr_array_index (collection->games, 0) == root);
    }
}

/* PL is no move: stepping back from a node that sets it gives back the
 * side to move the node found (B[aa] leaves White to move; PL[B] after it
 * makes it Black; back again, White). */
static void
test_back_from_pl (void)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text ("(;GM[1]FF[4]SZ[9];B[aa];PL[B])");
  const IshiRules *rules = ishi_game_get_rules (game);

  g_assert_true (ishi_game_forward (game, NULL));
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
  g_assert_true (ishi_game_forward (game, NULL));
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_BLACK);
  g_assert_true (ishi_game_back (game));
  g_assert_cmpint (rules->to_move (ishi_game_get_position (game)), ==, ISHI_WHITE);
}

/* A record read once to its end (ishi-tool replay) plays through
 * rules->play_no_undo: the same positions, captures and refusals as with
 * an undo record kept, and nothing left to undo. */
static void
test_replay_node_as_apply (void)
{
  static const char sgf[] = "(;GM[1]SZ[9]RU[Chinese]AB[ee];B[ba];W[aa];B[ab];W[ac];B[];W[aa])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "t.sgf", &error);
  IshiSgfNode *root;
  const IshiRules *rules = NULL;
  IshiRulesOptions options;
  IshiPosition *kept, *replayed;
  guint moves_kept = 0, moves_replayed = 0;
  IshiSgfNode *node;

  g_assert_no_error (error);
  root = g_ptr_array_index (collection->games, 0);
  g_assert_true (ishi_game_options_from_root (root, &rules, &options, &error));
  g_assert_nonnull (rules->play_no_undo);
  kept = rules->position_new (&options);
  replayed = rules->position_new (&options);
  for (node = root; node->first_child != NULL; node = node->first_child)
    {
      g_assert_true (ishi_game_apply_node (rules, kept, node, &moves_kept, NULL, &error));
      g_assert_true (ishi_game_replay_node (rules, replayed, node, &moves_replayed, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (rules->hash (kept), ==, rules->hash (replayed));
      g_assert_cmpint (rules->captures (kept, ISHI_BLACK), ==, rules->captures (replayed, ISHI_BLACK));
      g_assert_cmpint (rules->to_move (kept), ==, rules->to_move (replayed));
    }
  g_assert_cmpuint (moves_replayed, ==, 5);
  g_assert_cmpuint (moves_kept, ==, moves_replayed);
  g_assert_cmpint (rules->captures (replayed, ISHI_BLACK), ==, 1);
  g_assert_false (rules->undo (replayed));

  /* W[aa] again: suicide, refused alike, the position as it was */
  {
    g_autoptr(GError) kept_error = NULL;
    IshiMoveStatus kept_status = ISHI_MOVE_OK, status = ISHI_MOVE_OK;
    guint64 hash = rules->hash (replayed);

    g_assert_false (ishi_game_apply_node (rules, kept, node, &moves_kept, &kept_status, &kept_error));
    g_assert_false (ishi_game_replay_node (rules, replayed, node, &moves_replayed, &status, &error));
    g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);
    g_assert_cmpstr (error->message, ==, kept_error->message);
    g_assert_cmpint (status, ==, kept_status);
    g_assert_cmpint (status, ==, ISHI_MOVE_SUICIDE);
    g_assert_cmpuint (rules->hash (replayed), ==, hash);
  }
  rules->position_free (kept);
  rules->position_free (replayed);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/variation-keeps-everything", test_variation_keeps_everything);
  g_test_add_func ("/game/back-from-pl", test_back_from_pl);
  g_test_add_func ("/game/redo-follows-last-visit", test_redo_follows_last_visit);
  g_test_add_func ("/game/undo-restores-position", test_undo_restores_position);
  g_test_add_func ("/game/setup-and-out-of-turn", test_setup_and_out_of_turn);
  g_test_add_func ("/game/illegal-record", test_illegal_record);
  g_test_add_func ("/game/bad-point", test_bad_point);
  g_test_add_func ("/game/options-from-root", test_options_from_root);
  g_test_add_func ("/game/options-refused", test_options_refused);
  g_test_add_func ("/game/refused-tree-stays", test_refused_tree_stays);
  g_test_add_func ("/game/two-passes-and-resume", test_two_passes_and_resume);
  g_test_add_func ("/game/handicap-record", test_handicap_record);
  g_test_add_func ("/game/go-to-other-variation", test_go_to_other_variation);
  g_test_add_func ("/game/long-line", test_long_line);
  g_test_add_func ("/game/info-text", test_info_text);
  g_test_add_func ("/game/replay-node-as-apply", test_replay_node_as_apply);

  return g_test_run ();
}
