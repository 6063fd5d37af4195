/* test-renju-opening.c — the opening rules of stronger Renju players: the
 * RIF rule with two fifth moves, Soosõrv-8 and Taraguchi-10, played step
 * by step by the match, by people (the test's fake decisions) and by
 * Ishi's engine in every role; the record they leave, saved and read
 * back; and the offers refused with a reason.  No display.
 *
 * The steps asserted are the rules' own (ishi-renju-opening.h tells them
 * as the RIF and the Japanese rulebook do); the engine is asked at level 1
 * with fixed seeds, and its games are compared with themselves run again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-match.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-engine-player.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-opening-play.h"
#include "ishi-renju-openings.h"
#include "ishi-renju-symmetry.h"
#include "ishi-ruleset.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

static IshiPoint
P (const char *name)
{
  IshiPoint p;

  g_assert_true (ishi_rules_renju ()->parse_point (15, name, &p.x, &p.y));
  return p;
}

static IshiMatch *
new_match (const char *row)
{
  IshiMatch *match = ishi_match_new_game (ishi_ruleset_lookup (row), 15, 0, NAN);

  g_assert_nonnull (match);
  ishi_game_set_info (ishi_match_get_game (match), "PB", "Aki");
  ishi_game_set_info (ishi_match_get_game (match), "PW", "Ben");
  return match;
}

static void
play (IshiMatch *match, const char *name)
{
  IshiPoint p = P (name);

  g_assert_cmpstr (ishi_move_status_to_string (ishi_match_play (match, p.x, p.y)), ==, "ok");
}

static void
assert_step (IshiMatch *match, IshiOpeningStepKind kind, IshiColor color)
{
  IshiOpeningStep step;

  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, kind);
  if (kind != ISHI_OPENING_STEP_NONE)
    {
      g_assert_cmpint (step.color, ==, color);
      g_assert_cmpint (ishi_match_get_acting_color (match), ==, color);
    }
}

static char *
info (IshiMatch *match, const char *id)
{
  return ishi_game_get_info (ishi_match_get_game (match), id);
}

static char *
save (IshiMatch *match)
{
  IshiSgfNode *root = ishi_game_get_root (ishi_match_get_game (match));
  gsize length;

  return ishi_sgf_write (&root, 1, &length);
}

static IshiMatch *
reload (const char *sgf)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);

  g_assert_true (ishi_game_go_to_end (game, NULL));
  return ishi_match_new (game);
}

/* ------------------------------------------------------------------------ */
/* The table and the symmetry                                               */
/* ------------------------------------------------------------------------ */

static void
test_rows (void)
{
  static const struct { const char *ru, *row; } cases[] = {
    { "RIF 1996", "renju-rif-fifths" },
    { "五珠二題打ち", "renju-rif-fifths" },
    { "Soosõrv-8", "renju-soosorv-8" },
    { "soosyrv-8", "renju-soosorv-8" },
    { "Taraguchi-10", "renju-taraguchi-10" },
    { "taraguchi10", "renju-taraguchi-10" },
    /* phrases: the longest word wins over the "renju" of the RIF row */
    { "Renju, Taraguchi-10 rule", "renju-taraguchi-10" },
    { "renju soosorv-8 (world championship)", "renju-soosorv-8" },
    { "Renju", "renju-rif" },
    { "RIF", "renju-rif" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean known = FALSE;
      const IshiRuleset *row = ishi_ruleset_from_ru (ishi_rules_renju (), cases[i].ru, &known);

      g_test_message ("RU[%s]", cases[i].ru);
      g_assert_cmpstr (row->id, ==, cases[i].row);
      g_assert_true (known);
    }
  g_assert_cmpuint (ishi_ruleset_lookup ("renju-rif-fifths")->fifths, ==, 2);
  g_assert_cmpuint (ishi_ruleset_lookup ("renju-soosorv-8")->fifths, ==, 8);
  g_assert_cmpuint (ishi_ruleset_lookup ("renju-taraguchi-10")->fifths, ==, 10);
  g_assert_true (ishi_ruleset_has_opening_steps (ishi_ruleset_lookup ("renju-taraguchi-10")));
  g_assert_false (ishi_ruleset_has_opening_steps (ishi_ruleset_lookup ("renju-rif")));
  g_assert_false (ishi_ruleset_lays_out_opening (ishi_ruleset_lookup ("renju-taraguchi-10")));
  g_assert_true (ishi_ruleset_lays_out_opening (ishi_ruleset_lookup ("renju-soosorv-8")));
}

static void
board_of (IshiRenjuBoard *board, const char *black, const char *white)
{
  g_auto(GStrv) b = g_strsplit (black, " ", -1);
  g_auto(GStrv) w = g_strsplit (white, " ", -1);

  ishi_renju_board_init (board);
  for (int i = 0; b[i] && *b[i]; i++)
    ishi_renju_board_set (board, P (b[i]).x, P (b[i]).y, ISHI_BLACK);
  for (int i = 0; w[i] && *w[i]; i++)
    ishi_renju_board_set (board, P (w[i]).x, P (w[i]).y, ISHI_WHITE);
}

/* Two fifth moves are symmetrical when a turn or a reflection that keeps
 * the stones carries one onto the other, about any point or line: the
 * RIF's rule wants the offers "unequal in all respects", and
 * renju-rules.ja.txt counts the openings by the stones' own symmetry
 * ("黒 1・白２の線対称", 第３章 珠型について).  The table: positions after
 * White 4 symmetrical about h8, about another point and about a line that
 * misses h8, with pairs that are one offer and pairs that are not. */
static const struct {
  const char *what, *black, *white;
  const char *about;       /* the symmetry named in the refusal, or NULL */
  const char *same[4];     /* pairs "a b" that are one offer */
  const char *differ[4];   /* pairs that are two */
} symmetric_positions[] = {
  /* D1 (寒星) with White 4 on its axis: the line of column h, through h8. */
  { "D1 + h6", "h8 h10", "h9 h6", "the line of column h",
    { "g7 i7", "f11 j11", "g7 g7" }, { "g7 g9", "g7 i9" } },
  /* I1 (長星) with White 4 on g7: the four stones lie on one diagonal,
   * which is the line of symmetry (the case refused before). */
  { "I1 + g7", "h8 j10", "i9 g7", "the diagonal line through h8 and i9",
    { "i7 g9", "f8 h6", "k12 k12" }, { "i7 g7x", "i7 h7" } },
  /* D1 with White 4 on i9: h8 h9 h10 i9 is its own mirror across row 9,
   * a line that misses h8 (the case accepted before). */
  { "D1 + i9", "h8 h10", "h9 i9", "the line of row 9",
    { "g10 g8", "j11 j7", "i10 i8" }, { "g10 g9", "g10 j8" } },
  /* D4 (花月) with White 4 on i8: a square of two colours, turned half
   * about the point between h8 and i9, and reflected across its two
   * diagonals. */
  { "D4 + i8", "h8 i9", "h9 i8", "the point midway between h8 and i9",
    { "g8 j9", "g9 j8", "h10 i7" }, { "g8 j8", "g8 g9" } },
  /* D7 (金星) with White 4 on j7: a half turn about i8, a point that is
   * not h8 and no stone. */
  { "D7 + j7", "h8 j8", "h9 j7", "the point i8",
    { "h7 j9", "g8 k8", "i10 i6" }, { "h7 j7x", "h7 h10" } },
  /* Black and White in rows: the line between columns h and i. */
  { "h8 i8 / h9 i9", "h8 i8", "h9 i9", "the line between columns h and i",
    { "g8 j8", "g10 j10" }, { "g8 j9", "g8 g10" } },
  /* D2 (渓月) with White 4 on j10: no symmetry at all. */
  { "D2 + j10", "h8 i10", "h9 j10", NULL, { "g7 g7" }, { "g7 i7", "g10 i8", "g8 i9" } },
};

/* The board's eight turns and reflections about h8, and a shift by
 * (dx, dy), applied to a point: the same positions elsewhere. */
static IshiPoint
moved (IshiPoint p, int t, int dx, int dy)
{
  static const int m[8][4] = {
    { 1, 0, 0, 1 }, { 0, -1, 1, 0 }, { -1, 0, 0, -1 }, { 0, 1, -1, 0 },
    { -1, 0, 0, 1 }, { 1, 0, 0, -1 }, { 0, 1, 1, 0 }, { 0, -1, -1, 0 },
  };
  int x = p.x - 7, y = p.y - 7;

  return (IshiPoint) { 7 + m[t][0] * x + m[t][1] * y + dx, 7 + m[t][2] * x + m[t][3] * y + dy };
}

static void
moved_board (IshiRenjuBoard *board, const char *black, const char *white, int t, int dx, int dy)
{
  g_auto(GStrv) b = g_strsplit (black, " ", -1);
  g_auto(GStrv) w = g_strsplit (white, " ", -1);

  ishi_renju_board_init (board);
  for (int i = 0; b[i]; i++)
    {
      IshiPoint p = moved (P (b[i]), t, dx, dy);
      ishi_renju_board_set (board, p.x, p.y, ISHI_BLACK);
    }
  for (int i = 0; w[i]; i++)
    {
      IshiPoint p = moved (P (w[i]), t, dx, dy);
      ishi_renju_board_set (board, p.x, p.y, ISHI_WHITE);
    }
}

/* A pair "a b"; a point written "g7x" is a stone of the position (an
 * occupied point, never symmetrical to an empty one). */
static void
pair_of (const char *pair, int t, int dx, int dy, IshiPoint *a, IshiPoint *b)
{
  g_auto(GStrv) two = g_strsplit (pair, " ", 2);
  g_autofree char *second = g_strndup (two[1], strcspn (two[1], "x"));

  *a = moved (P (two[0]), t, dx, dy);
  *b = moved (P (second), t, dx, dy);
}

static void
test_symmetry (void)
{
  static const int shifts[][2] = { { 0, 0 }, { 2, -1 }, { -3, 2 } };

  for (gsize i = 0; i < G_N_ELEMENTS (symmetric_positions); i++)
    for (int t = 0; t < 8; t++)
      for (gsize s = 0; s < G_N_ELEMENTS (shifts); s++)
        {
          IshiRenjuBoard board;
          int dx = shifts[s][0], dy = shifts[s][1];

          moved_board (&board, symmetric_positions[i].black, symmetric_positions[i].white, t, dx, dy);
          for (int k = 0; k < 4 && symmetric_positions[i].same[k]; k++)
            {
              IshiPoint a, b;

              pair_of (symmetric_positions[i].same[k], t, dx, dy, &a, &b);
              if (!ishi_renju_fifths_symmetric (&board, a, b) || !ishi_renju_fifths_symmetric (&board, b, a))
                g_error ("%s turned %d shifted (%d, %d): %s should be one offer", symmetric_positions[i].what, t,
                         dx, dy, symmetric_positions[i].same[k]);
            }
          for (int k = 0; k < 4 && symmetric_positions[i].differ[k]; k++)
            {
              IshiPoint a, b;

              pair_of (symmetric_positions[i].differ[k], t, dx, dy, &a, &b);
              if (ishi_renju_fifths_symmetric (&board, a, b))
                g_error ("%s turned %d shifted (%d, %d): %s should be two offers", symmetric_positions[i].what, t,
                         dx, dy, symmetric_positions[i].differ[k]);
            }
        }
}

/* The offers refused through the match, with the line or point named, as
 * the position stands on the board (unturned). */
static void
test_symmetry_named (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (symmetric_positions); i++)
    {
      IshiRenjuBoard board;
      IshiPoint offered[1], a, b;
      g_autoptr(GError) error = NULL;

      if (!symmetric_positions[i].about)
        continue;
      moved_board (&board, symmetric_positions[i].black, symmetric_positions[i].white, 0, 0, 0);
      pair_of (symmetric_positions[i].same[0], 0, 0, 0, &a, &b);
      offered[0] = a;
      g_assert_cmpint (ishi_renju_fifth_check (&board, offered, 1, b, NULL), ==,
                       a.x == b.x && a.y == b.y ? ISHI_MOVE_OPENING_REPEATED : ISHI_MOVE_OPENING_SYMMETRIC);
      g_assert_false (ishi_renju_fifth_validate (&board, offered, 1, b, &error));
      g_test_message ("%s: %s", symmetric_positions[i].what, error->message);
      g_assert_nonnull (strstr (error->message, symmetric_positions[i].about));
    }
}

/* Every symmetry of a position, the quarter turns too (eight stones in
 * two rings about j10), and the description of each. */
static void
test_symmetry_group (void)
{
  IshiRenjuBoard board;
  IshiRenjuSymmetry all[8];
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);

  board_of (&board, "j11 k10 j9 i10", "i11 k11 k9 i9");
  g_assert_cmpuint (ishi_renju_board_symmetries (&board, all), ==, 8);
  g_assert_null (ishi_renju_symmetry_describe (&all[0]));
  for (guint i = 1; i < 8; i++)
    g_ptr_array_add (said, ishi_renju_symmetry_describe (&all[i]));
  g_ptr_array_add (said, NULL);
  {
    g_autofree char *joined = g_strjoinv ("; ", (char **) said->pdata);
    g_assert_cmpstr (joined, ==, "the point j10; the point j10; the point j10; the line of column j; "
                     "the line of row 10; the diagonal line through j10 and k9; "
                     "the diagonal line through h8 and i9");
  }
  /* One White stone less (k9): only the reflection that keeps i11 keeps
   * them all. */
  ishi_renju_board_set (&board, P ("k9").x, P ("k9").y, ISHI_EMPTY);
  g_assert_cmpuint (ishi_renju_board_symmetries (&board, all), ==, 2);
  /* An empty board: the identity only. */
  ishi_renju_board_init (&board);
  g_assert_cmpuint (ishi_renju_board_symmetries (&board, all), ==, 1);
}

/* ------------------------------------------------------------------------ */
/* People's games, step by step                                             */
/* ------------------------------------------------------------------------ */

static void
count_cb (gpointer data)
{
  (*(int *) data)++;
}

/* The RIF rule of 1996: D1 laid out, White keeps White, White 4, two
 * fifth moves offered (the refusals on the way), White keeps one. */
static void
test_rif_fifths_people (void)
{
  g_autoptr(IshiMatch) match = new_match ("renju-rif-fifths");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) offers = NULL;
  g_autofree char *sgf = NULL;
  g_autofree char *comment = NULL;
  IshiGame *game = ishi_match_get_game (match);
  IshiOpeningStep step;
  IshiPoint two[2];

  /* The tentative Black's opening: White 2 beside h8, Black 3 within two. */
  assert_step (match, ISHI_OPENING_STEP_PLACE, ISHI_BLACK);
  play (match, "h8");
  g_assert_cmpint (ishi_match_play (match, P ("h10").x, P ("h10").y), ==, ISHI_MOVE_OPENING_AREA);
  play (match, "h9");
  g_assert_cmpint (ishi_match_play (match, P ("h11").x, P ("h11").y), ==, ISHI_MOVE_OPENING_AREA);
  play (match, "h10");
  /* White chooses before anything is played. */
  assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_WHITE);
  g_assert_cmpint (ishi_match_play (match, P ("g7").x, P ("g7").y), ==, ISHI_MOVE_OPENING_CHOICE);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OPENING_CHOICE);
  g_assert_false (ishi_match_opening_declare (match, 2, NULL, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_STEP);
  g_clear_error (&error);
  g_assert_false (ishi_match_opening_choose (match, ISHI_OPENING_OFFER, NULL, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_STEP);
  g_clear_error (&error);
  g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, &error));
  g_assert_no_error (error);
  /* White 4 anywhere, and no pass. */
  assert_step (match, ISHI_OPENING_STEP_PLACE, ISHI_WHITE);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OPENING_CHOICE);
  play (match, "h6");
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_OFFER);
  g_assert_cmpuint (step.count, ==, 2);
  g_assert_cmpuint (step.offered, ==, 0);

  /* Bad offers, each with its reason naming the point. */
  two[0] = P ("h9");
  g_assert_false (ishi_match_opening_offer (match, two, 1, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER);
  g_assert_nonnull (strstr (error->message, "h9"));
  g_assert_nonnull (strstr (error->message, "occupied"));
  g_clear_error (&error);
  two[0] = P ("g7");
  two[1] = P ("g7");
  g_assert_false (ishi_match_opening_offer (match, two, 2, &error));
  g_assert_nonnull (strstr (error->message, "g7 is already offered"));
  g_clear_error (&error);
  two[1] = P ("i7");
  g_assert_false (ishi_match_opening_offer (match, two, 2, &error));
  g_assert_nonnull (strstr (error->message, "i7 is the same fifth move as g7"));
  g_clear_error (&error);
  /* All or none: nothing of the refused pairs was offered. */
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpuint (step.offered, ==, 0);
  /* A click offers (the board's way): one, then the same and its mirror
   * image refused. */
  play (match, "g7");
  g_assert_cmpint (ishi_match_play (match, P ("g7").x, P ("g7").y), ==, ISHI_MOVE_OPENING_REPEATED);
  g_assert_cmpint (ishi_match_play (match, P ("i7").x, P ("i7").y), ==, ISHI_MOVE_OPENING_SYMMETRIC);
  g_assert_cmpint (ishi_match_play (match, P ("h8").x, P ("h8").y), ==, ISHI_MOVE_OCCUPIED);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 4);
  /* An offer is no move to redo (that would skip White's choice); undo
   * takes it back, and it is offered again. */
  g_assert_false (ishi_match_can_redo (match));
  g_assert_false (ishi_match_redo (match, NULL));
  g_assert_true (ishi_match_can_undo (match));
  g_assert_true (ishi_match_undo (match));
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpuint (step.offered, ==, 0);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 4);
  play (match, "g7");
  play (match, "j11");
  /* White keeps one. */
  assert_step (match, ISHI_OPENING_STEP_PICK, ISHI_WHITE);
  offers = ishi_renju_opening_get_offers (game);
  g_assert_cmpuint (offers->len, ==, 2);
  g_assert_cmpint (ishi_match_play (match, P ("k12").x, P ("k12").y), ==, ISHI_MOVE_OPENING_NOT_OFFERED);
  g_assert_false (ishi_match_opening_pick (match, P ("k12").x, P ("k12").y, NULL, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_NOT_OFFERED);
  g_clear_error (&error);
  g_assert_true (ishi_match_opening_pick (match, P ("j11").x, P ("j11").y, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 5);
  assert_step (match, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
  comment = ishi_game_get_node_text (game, "C");
  g_assert_cmpstr (comment, ==, "Black offered g7, j11 as the fifth move; White kept j11.");
  /* The kept one is the main line, the other beside it. */
  g_assert_true (ishi_game_get_node (game) == ishi_game_get_node (game)->parent->first_child);
  g_assert_nonnull (ishi_sgf_node_lookup (ishi_game_get_node (game)->next_sibling, "OFFER"));
  play (match, "i7");
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 6);

  /* Saved and read back: the rule, the moves, the offers and choices. */
  sgf = save (match);
  g_assert_nonnull (strstr (sgf, "RU[RIF 1996]"));
  g_assert_nonnull (strstr (sgf, "SWAP[0]"));
  g_assert_nonnull (strstr (sgf, "(;B[je]OFFER[]"));
  g_assert_nonnull (strstr (sgf, "(;B[gi]OFFER[]C[Offered as the fifth move and given back: White kept j11.]))"));
  {
    g_autoptr(IshiMatch) again = reload (sgf);
    IshiGame *back = ishi_match_get_game (again);
    IshiColor color;
    int x, y;

    g_assert_cmpstr (ishi_match_get_ruleset (again)->id, ==, "renju-rif-fifths");
    g_assert_cmpuint (ishi_game_get_move_number (back), ==, 6);
    g_assert_true (ishi_game_get_last_move (back, &color, &x, &y));
    g_assert_true (x == P ("i7").x && y == P ("i7").y);
    assert_step (again, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
    /* Back at White 4, White keeps again: both offers are there. */
    g_assert_true (ishi_game_go_to_move (back, 4, NULL));
    assert_step (again, ISHI_OPENING_STEP_PICK, ISHI_WHITE);
    /* White keeps the other one now: the comments say so, not both. */
    g_assert_true (ishi_match_opening_pick (again, P ("g7").x, P ("g7").y, NULL, NULL));
    {
      g_autofree char *kept = ishi_game_get_node_text (back, "C");
      g_autofree char *other = ishi_sgf_node_get_text (ishi_game_get_node (back)->next_sibling, "C");

      g_assert_cmpstr (kept, ==, "Black offered j11, g7 as the fifth move; White kept g7.");
      g_assert_cmpstr (other, ==, "Offered as the fifth move and given back: White kept g7.");
    }
    g_assert_true (ishi_game_go_to_move (back, 3, NULL));
    assert_step (again, ISHI_OPENING_STEP_PLACE, ISHI_WHITE);
  }
}

/* Soosõrv-8: White swaps, names a number, Black swaps again (the players
 * change places, PB and PW with them), offers, White keeps. */
static void
test_soosorv_people (void)
{
  g_autoptr(IshiMatch) match = new_match ("renju-soosorv-8");
  g_autoptr(GError) error = NULL;
  g_autofree char *pb = NULL, *pw = NULL, *sgf = NULL;
  IshiPlayer *black, *white;
  IshiOpeningStep step;
  IshiPoint three[3] = { P ("g7"), P ("h10"), P ("f8") };
  int exchanged = 0;

  g_signal_connect_swapped (match, "colours-exchanged", G_CALLBACK (count_cb), &exchanged);
  black = ishi_match_get_player (match, ISHI_BLACK);
  white = ishi_match_get_player (match, ISHI_WHITE);
  play (match, "h8");
  play (match, "i9");
  play (match, "j10");   /* I1, Chosei */
  assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_WHITE);
  g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_SWAP, "A test.", &error));
  g_assert_no_error (error);
  g_assert_cmpint (exchanged, ==, 1);
  g_assert_true (ishi_match_get_player (match, ISHI_BLACK) == white);
  g_assert_true (ishi_match_get_player (match, ISHI_WHITE) == black);
  pb = info (match, "PB");
  pw = info (match, "PW");
  g_assert_cmpstr (pb, ==, "Ben");
  g_assert_cmpstr (pw, ==, "Aki");
  /* White names the number: 1 to 8. */
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_DECLARE);
  g_assert_cmpuint (step.count, ==, 8);
  g_assert_cmpint (ishi_match_play (match, P ("g9").x, P ("g9").y), ==, ISHI_MOVE_OPENING_CHOICE);
  g_assert_false (ishi_match_opening_declare (match, 0, NULL, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_COUNT);
  g_clear_error (&error);
  g_assert_false (ishi_match_opening_declare (match, 9, NULL, &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_COUNT);
  g_clear_error (&error);
  g_assert_true (ishi_match_opening_declare (match, 3, NULL, &error));
  assert_step (match, ISHI_OPENING_STEP_PLACE, ISHI_WHITE);
  play (match, "k11");
  /* The player holding Black may swap once more. */
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_SWAP);
  g_assert_cmpint (step.color, ==, ISHI_BLACK);
  g_assert_cmpuint (step.count, ==, 3);
  g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_SWAP, NULL, &error));
  g_assert_cmpint (exchanged, ==, 2);
  g_assert_true (ishi_match_get_player (match, ISHI_BLACK) == black);
  /* Three offers, then White keeps one. */
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_OFFER);
  g_assert_cmpuint (step.count, ==, 3);
  /* The stones lie on one diagonal: the board reflected across it keeps
   * them, so j8 mirrors h10 and is refused beside it. */
  three[2] = P ("j8");
  g_assert_false (ishi_match_opening_offer (match, three, 3, &error));
  g_assert_nonnull (strstr (error->message, "j8 is the same fifth move as h10"));
  g_clear_error (&error);
  three[2] = P ("f8");
  g_assert_true (ishi_match_opening_offer (match, three, 3, &error));
  g_assert_no_error (error);
  assert_step (match, ISHI_OPENING_STEP_PICK, ISHI_WHITE);
  play (match, "h10");
  assert_step (match, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 5);

  sgf = save (match);
  g_assert_nonnull (strstr (sgf, "RU[Soosõrv-8]"));
  g_assert_nonnull (strstr (sgf, "FIFTHS[3]"));
  g_assert_nonnull (strstr (sgf, "SWAP[1]"));
  {
    g_autoptr(IshiMatch) again = reload (sgf);
    IshiGame *back = ishi_match_get_game (again);
    g_autofree char *again_pb = info (again, "PB");

    g_assert_cmpstr (ishi_match_get_ruleset (again)->id, ==, "renju-soosorv-8");
    g_assert_cmpstr (again_pb, ==, "Aki");
    g_assert_cmpuint (ishi_game_get_move_number (back), ==, 5);
    g_assert_true (ishi_game_go_to_move (back, 4, NULL));
    ishi_match_get_opening_step (again, &step);
    g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_PICK);
    g_assert_cmpuint (step.offered, ==, 3);
  }
}

/* Taraguchi-10: the squares, a swap after each stone, and both ways to
 * the fifth move. */
static void
test_taraguchi_people (void)
{
  for (int way = 0; way < 2; way++)
    {
      g_autoptr(IshiMatch) match = new_match ("renju-taraguchi-10");
      g_autoptr(GError) error = NULL;
      g_autofree char *sgf = NULL;
      IshiOpeningStep step;

      assert_step (match, ISHI_OPENING_STEP_PLACE, ISHI_BLACK);
      g_assert_cmpint (ishi_match_play (match, P ("h9").x, P ("h9").y), ==, ISHI_MOVE_OPENING_AREA);
      play (match, "h8");
      assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_WHITE);
      g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, NULL));
      ishi_match_get_opening_step (match, &step);
      g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_PLACE);
      g_assert_cmpint (step.radius, ==, 1);
      g_assert_cmpint (ishi_match_play (match, P ("h10").x, P ("h10").y), ==, ISHI_MOVE_OPENING_AREA);
      play (match, "i9");
      assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_BLACK);
      g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_SWAP, NULL, NULL));
      g_assert_cmpint (ishi_match_play (match, P ("k8").x, P ("k8").y), ==, ISHI_MOVE_OPENING_AREA);
      play (match, "j8");
      assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_WHITE);
      g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, NULL));
      g_assert_cmpint (ishi_match_play (match, P ("l8").x, P ("l8").y), ==, ISHI_MOVE_OPENING_AREA);
      play (match, "k9");
      /* Black's way to the fifth move. */
      ishi_match_get_opening_step (match, &step);
      g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_FIFTH_WAY);
      g_assert_cmpint (step.color, ==, ISHI_BLACK);
      g_assert_cmpuint (step.count, ==, 10);
      if (way == 0)
        {
          static const char *const ten[] = { "g7", "g8", "g9", "g10", "h7", "h9", "h10", "i7", "i8", "i10" };

          g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_OFFER, NULL, &error));
          g_assert_no_error (error);
          for (gsize i = 0; i < G_N_ELEMENTS (ten); i++)
            {
              ishi_match_get_opening_step (match, &step);
              g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_OFFER);
              g_assert_cmpuint (step.offered, ==, i);
              /* anywhere on the board: far from the centre too */
              play (match, ten[i]);
            }
          assert_step (match, ISHI_OPENING_STEP_PICK, ISHI_WHITE);
          play (match, "h10");
          assert_step (match, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
          sgf = save (match);
          g_assert_nonnull (strstr (sgf, "FIFTHS[10]"));
        }
      else
        {
          /* Keep Black: Black 5 within the 9 × 9, then White may swap. */
          g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, NULL));
          g_assert_cmpint (ishi_match_play (match, P ("m8").x, P ("m8").y), ==, ISHI_MOVE_OPENING_AREA);
          play (match, "l10");
          assert_step (match, ISHI_OPENING_STEP_SWAP, ISHI_WHITE);
          g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, NULL));
          assert_step (match, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
          play (match, "a1");   /* White 6 anywhere */
          sgf = save (match);
          g_assert_null (strstr (sgf, "FIFTHS"));
        }
      g_assert_nonnull (strstr (sgf, "RU[Taraguchi-10]"));
      {
        g_autoptr(IshiMatch) again = reload (sgf);

        g_assert_cmpstr (ishi_match_get_ruleset (again)->id, ==, "renju-taraguchi-10");
        g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (again)), ==, way == 0 ? 5 : 6);
        assert_step (again, ISHI_OPENING_STEP_NONE, ISHI_EMPTY);
      }
    }
}

/* The match refuses a symmetrical offer whatever the centre of the
 * symmetry: under the RIF rule D1 with White 4 on i9 (the line of row 9),
 * under Taraguchi-10 a square of two colours about the point between h8
 * and i9 — both accepted before issue 78, when only h8's counted. */
static void
test_symmetry_match (void)
{
  g_autoptr(IshiMatch) rif = new_match ("renju-rif-fifths");
  g_autoptr(IshiMatch) taraguchi = new_match ("renju-taraguchi-10");
  IshiOpeningStep step;

  play (rif, "h8");
  play (rif, "h9");
  play (rif, "h10");
  g_assert_true (ishi_match_opening_choose (rif, ISHI_OPENING_KEEP, NULL, NULL));
  play (rif, "i9");
  play (rif, "g10");
  g_assert_cmpint (ishi_match_play (rif, P ("g8").x, P ("g8").y), ==, ISHI_MOVE_OPENING_SYMMETRIC);
  play (rif, "g9");
  assert_step (rif, ISHI_OPENING_STEP_PICK, ISHI_WHITE);

  play (taraguchi, "h8");
  g_assert_true (ishi_match_opening_choose (taraguchi, ISHI_OPENING_KEEP, NULL, NULL));
  play (taraguchi, "h9");
  g_assert_true (ishi_match_opening_choose (taraguchi, ISHI_OPENING_KEEP, NULL, NULL));
  play (taraguchi, "i9");
  g_assert_true (ishi_match_opening_choose (taraguchi, ISHI_OPENING_KEEP, NULL, NULL));
  play (taraguchi, "i8");
  g_assert_true (ishi_match_opening_choose (taraguchi, ISHI_OPENING_OFFER, NULL, NULL));
  play (taraguchi, "g8");
  g_assert_cmpint (ishi_match_play (taraguchi, P ("j9").x, P ("j9").y), ==, ISHI_MOVE_OPENING_SYMMETRIC);
  /* reflected across the diagonal through h8 and i9 */
  g_assert_cmpint (ishi_match_play (taraguchi, P ("h7").x, P ("h7").y), ==, ISHI_MOVE_OPENING_SYMMETRIC);
  play (taraguchi, "j8");
  ishi_match_get_opening_step (taraguchi, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_OFFER);
  g_assert_cmpuint (step.offered, ==, 2);
}

/* An offer refused for being forbidden for Black.  A real fifth move
 * cannot be one — Black has two stones before it, and a double three
 * takes four besides the new one — so the rules' check is asked on a
 * board where h8 makes two open threes (f8 g8 h8 and h6 h7 h8). */
static void
test_forbidden_offer (void)
{
  g_autoptr(GError) error = NULL;
  IshiRenjuBoard board;

  board_of (&board, "f8 g8 h6 h7", "a1 o15");
  g_assert_cmpint (ishi_renju_fifth_check (&board, NULL, 0, P ("h8"), NULL), ==, ISHI_MOVE_DOUBLE_THREE);
  g_assert_false (ishi_renju_fifth_validate (&board, NULL, 0, P ("h8"), &error));
  g_assert_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER);
  g_assert_cmpstr (error->message, ==, "h8 cannot be offered: Forbidden for Black: double three.");
  g_clear_error (&error);
  g_assert_false (ishi_renju_fifth_validate (&board, NULL, 0, P ("a1"), &error));
  g_assert_cmpstr (error->message, ==, "a1 is occupied: a fifth move goes on an empty point.");
  g_clear_error (&error);
  /* Beside it a point that is not forbidden is offered. */
  g_assert_true (ishi_renju_fifth_validate (&board, NULL, 0, P ("i9"), &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------------------ */
/* The engine in every role                                                 */
/* ------------------------------------------------------------------------ */

/* The person's side, played by the test: the first point that is taken,
 * spiralling out from h8; offers likewise; the first offer kept; a swap
 * at every other choice; two fifth moves named; Taraguchi's offer taken
 * or not as asked. */
typedef struct {
  guint choices;
  gboolean offer_ten;
} Person;

static gboolean
play_first (IshiMatch *match, gboolean offer)
{
  IshiGame *game = ishi_match_get_game (match);

  for (int r = 0; r <= 7; r++)
    for (int y = 7 - r; y <= 7 + r; y++)
      for (int x = 7 - r; x <= 7 + r; x++)
        {
          if (ishi_renju_opening_distance (x, y) != r)
            continue;
          if (offer && ishi_renju_opening_check_offer (game, ishi_match_get_ruleset (match), x, y, NULL)
                         != ISHI_MOVE_OK)
            continue;
          if (ishi_match_play (match, x, y) == ISHI_MOVE_OK)
            return TRUE;
        }
  return FALSE;
}

static void
person_acts (IshiMatch *match, Person *person, const IshiOpeningStep *step)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) offers = NULL;

  switch (step->kind)
    {
    case ISHI_OPENING_STEP_NONE:
    case ISHI_OPENING_STEP_PLACE:
      g_assert_true (play_first (match, FALSE));
      break;
    case ISHI_OPENING_STEP_OFFER:
      g_assert_true (play_first (match, TRUE));
      break;
    case ISHI_OPENING_STEP_SWAP:
      g_assert_true (ishi_match_opening_choose (match, person->choices++ % 2 ? ISHI_OPENING_SWAP : ISHI_OPENING_KEEP,
                                                NULL, &error));
      break;
    case ISHI_OPENING_STEP_FIFTH_WAY:
      g_assert_true (ishi_match_opening_choose (match, person->offer_ten ? ISHI_OPENING_OFFER : ISHI_OPENING_KEEP,
                                                NULL, &error));
      break;
    case ISHI_OPENING_STEP_DECLARE:
      g_assert_true (ishi_match_opening_declare (match, 2, NULL, &error));
      break;
    case ISHI_OPENING_STEP_PICK:
      offers = ishi_renju_opening_get_offers (ishi_match_get_game (match));
      g_assert_true (ishi_match_opening_pick (match, g_array_index (offers, IshiPoint, 0).x,
                                              g_array_index (offers, IshiPoint, 0).y, NULL, &error));
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Plays the opening and on to Black 7: engines by themselves, the
 * person's side by the test. */
static void
run_game (IshiMatch *match, Person *person)
{
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  guint tick = g_timeout_add (50, tick_cb, NULL);
  IshiGame *game = ishi_match_get_game (match);

  ishi_match_ask_to_move (match);
  for (;;)
    {
      IshiOpeningStep step;
      IshiPlayer *player;

      g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
      ishi_match_get_opening_step (match, &step);
      if (step.kind == ISHI_OPENING_STEP_NONE && ishi_game_get_move_number (game) >= 7)
        break;
      player = ishi_match_get_player (match, ishi_match_get_acting_color (match));
      if (ishi_player_is_human (player))
        person_acts (match, person, &step);
      else
        g_main_context_iteration (NULL, TRUE);
      if (g_get_monotonic_time () > give_up)
        g_error ("the opening did not end: move %u, step %d", ishi_game_get_move_number (game), step.kind);
    }
  g_source_remove (tick);
}

/* `who`: 0 engines on both sides, 1 the engine plays Black (the
 * tentative Black), 2 White. */
static char *
engine_game (const char *row, int who, gboolean offer_ten, guint64 seed)
{
  g_autoptr(IshiMatch) match = new_match (row);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  Person person = { 0, offer_ten };

  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    if (who == 0 || (who == 1) == (c == ISHI_BLACK))
      {
        g_autoptr(IshiPlayer) engine = ishi_renju_engine_player_new (1, seed + c, 0);

        ishi_match_set_player (match, c, engine);
      }
  /* The tentative Black's opening, laid out as New Game does: the
   * engine's own choice, or D4 for a person. */
  if (ishi_ruleset_lays_out_opening (ruleset))
    {
      IshiPoint stones[3];

      if (who != 2)
        g_assert_nonnull (ishi_renju_engine_choose_opening (1, seed, stones));
      else
        g_assert_true (ishi_renju_opening_stones (ishi_renju_opening_lookup ("D4"), P ("h9"), FALSE, stones));
      for (int i = 0; i < 3; i++)
        g_assert_cmpint (ishi_match_play (match, stones[i].x, stones[i].y), ==, ISHI_MOVE_OK);
    }
  run_game (match, &person);
  return save (match);
}

/* What the record of an opening says, checked against the rule: the
 * squares, the choices written, the offers as many as asked for, none two
 * symmetrical, the kept one on the main line. */
static void
check_record (const char *sgf, const char *row)
{
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  const IshiRuleset *ruleset = ishi_ruleset_lookup (row);
  IshiSgfNode *node = ishi_game_get_root (game);
  IshiSgfNode *nodes[8] = { node };
  IshiRenjuBoard board;
  g_autoptr(GArray) offers = NULL;
  guint want;

  for (int k = 1; k < 8; k++)
    {
      node = node->first_child;
      g_assert_nonnull (node);
      nodes[k] = node;
    }
  g_assert_true (ishi_game_go_to (game, nodes[4], NULL));
  if (ruleset->opening == ISHI_OPENING_TARAGUCHI)
    for (int k = 1; k <= 5; k++)
      {
        IshiColor c;
        int x, y;

        g_assert_true (ishi_game_node_move (nodes[k], 15, &c, &x, &y));
        if (k < 5 || ishi_sgf_node_lookup (nodes[4], "FIFTHS") == NULL)
          g_assert_cmpint (ishi_renju_opening_distance (x, y), <, k);
        if (k < 4 || (k == 5 && ishi_sgf_node_lookup (nodes[4], "FIFTHS") == NULL))
          g_assert_nonnull (ishi_sgf_node_lookup (nodes[k], "SWAP"));
      }
  else
    g_assert_nonnull (ishi_sgf_node_lookup (nodes[3], "SWAP"));
  if (ruleset->opening == ISHI_OPENING_TARAGUCHI && ishi_sgf_node_lookup (nodes[4], "FIFTHS") == NULL)
    return;
  want = ruleset->opening == ISHI_OPENING_RIF_FIFTHS ? 2
         : ruleset->opening == ISHI_OPENING_SOOSORV
           ? (guint) g_ascii_strtoull (ishi_sgf_node_get_raw (nodes[3], "FIFTHS"), NULL, 10)
           : 10;
  if (ruleset->opening == ISHI_OPENING_SOOSORV)
    {
      g_assert_cmpuint (want, >=, 1);
      g_assert_cmpuint (want, <=, 8);
      g_assert_nonnull (ishi_sgf_node_lookup (nodes[4], "SWAP"));
    }
  offers = ishi_renju_opening_get_offers (game);
  g_assert_cmpuint (offers->len, ==, want);
  g_assert_nonnull (ishi_sgf_node_lookup (nodes[5], "OFFER"));
  ishi_renju_board_init (&board);
  for (int y = 0; y < 15; y++)
    for (int x = 0; x < 15; x++)
      ishi_renju_board_set (&board, x, y, ishi_game_get_rules (game)->stone_at (ishi_game_get_position (game), x, y));
  for (guint i = 0; i < offers->len; i++)
    g_assert_cmpint (ishi_renju_fifth_check (&board, (IshiPoint *) offers->data, i,
                                             g_array_index (offers, IshiPoint, i), NULL), ==, ISHI_MOVE_OK);
}

static void
test_engine_roles (gconstpointer data)
{
  const char *row = data;

  for (int who = 0; who < 3; who++)
    for (int ten = 0; ten < (g_str_equal (row, "renju-taraguchi-10") ? 2 : 1); ten++)
      {
        g_autofree char *first = engine_game (row, who, ten, 7);
        g_autofree char *again = engine_game (row, who, ten, 7);

        g_test_message ("%s, engine %s%s:\n%s", row, who == 0 ? "both" : who == 1 ? "Black" : "White",
                        ten ? ", the person offers ten" : "", first);
        check_record (first, row);
        /* The engine's decisions are the same under the same seed. */
        g_assert_cmpstr (first, ==, again);
      }
}

/* Taraguchi-10 with the engine holding Black after White 4, in a position
 * where it judges even the tenth of its best fifth moves good for Black
 * (D6 with White 4 far off at e11, the choices before written in the
 * record as a saved game has them): it offers ten, none two
 * symmetrical; the person keeps one. */
static void
test_engine_offers_ten (void)
{
  const char *sgf = "(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Taraguchi-10];B[hh]SWAP[0];W[hg]SWAP[0];B[ih]SWAP[0];W[ee])";
  g_autoptr(IshiGame) game = ishi_test_game_from_text (sgf);
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(IshiPlayer) engine = ishi_renju_engine_player_new (1, 1, 0);
  g_autofree char *saved = NULL;
  IshiOpeningStep step;
  Person person = { 0, FALSE };

  g_assert_true (ishi_game_go_to_end (game, NULL));
  match = ishi_match_new (game);
  ishi_match_get_opening_step (match, &step);
  g_assert_cmpint (step.kind, ==, ISHI_OPENING_STEP_FIFTH_WAY);
  ishi_match_set_player (match, ISHI_BLACK, engine);
  run_game (match, &person);
  saved = save (match);
  g_assert_nonnull (strstr (saved, "FIFTHS[10]"));
  check_record (saved, "renju-taraguchi-10");
}

/* The engine's offers are its best fifth moves, none two symmetrical, and
 * as White it keeps the one it scores worst for Black. */
static void
test_engine_offers (void)
{
  IshiRenjuBoard board;
  IshiPoint fifths[10];
  gint scores[10];
  guint n;
  IshiOpeningStep pick = { ISHI_OPENING_STEP_PICK, ISHI_WHITE, 4, -1, 10, 10 };
  IshiRenjuOpeningDecision d;
  gint offered_scores[10];

  /* D1 with White 4 on its axis: half the points have a mirror image. */
  board_of (&board, "h8 h10", "h9 h6");
  n = ishi_renju_engine_best_fifths (&board, 2, NULL, 0, fifths, scores, 10);
  g_assert_cmpuint (n, ==, 10);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (ishi_renju_fifth_check (&board, fifths, i, fifths[i], NULL), ==, ISHI_MOVE_OK);
      if (i > 0)
        g_assert_cmpint (scores[i], <=, scores[i - 1]);
    }
  ishi_renju_engine_opening_decide (&board, &pick, fifths, n, 2, 1, &d);
  ishi_renju_engine_score_moves (&board, ISHI_BLACK, 2, fifths, n, offered_scores);
  for (guint i = 0; i < n; i++)
    if (fifths[i].x == d.move.x && fifths[i].y == d.move.y)
      for (guint j = 0; j < n; j++)
        g_assert_cmpint (offered_scores[i], <=, offered_scores[j]);
  g_assert_nonnull (d.reason);
  ishi_renju_opening_decision_clear (&d);
  /* Within a square, as Taraguchi-10 asks: every level keeps to it. */
  for (guint level = 1; level <= 5; level++)
    for (int radius = 1; radius <= 4; radius++)
      {
        IshiRenjuEngineResult result;

        board_of (&board, "h8", "");
        ishi_renju_engine_choose_within (&board, ISHI_WHITE, radius, level, level * 10 + radius, 0, &result);
        g_assert_cmpint (result.move.x, >=, 0);
        g_assert_cmpint (ishi_renju_opening_distance (result.move.x, result.move.y), <=, radius);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renju-opening/rows", test_rows);
  g_test_add_func ("/renju-opening/symmetry", test_symmetry);
  g_test_add_func ("/renju-opening/symmetry-named", test_symmetry_named);
  g_test_add_func ("/renju-opening/symmetry-group", test_symmetry_group);
  g_test_add_func ("/renju-opening/symmetry-match", test_symmetry_match);
  g_test_add_func ("/renju-opening/rif-fifths/people", test_rif_fifths_people);
  g_test_add_func ("/renju-opening/soosorv/people", test_soosorv_people);
  g_test_add_func ("/renju-opening/taraguchi/people", test_taraguchi_people);
  g_test_add_func ("/renju-opening/forbidden-offer", test_forbidden_offer);
  g_test_add_func ("/renju-opening/engine-offers", test_engine_offers);
  g_test_add_func ("/renju-opening/taraguchi/engine-offers-ten", test_engine_offers_ten);
  g_test_add_data_func ("/renju-opening/rif-fifths/engine", "renju-rif-fifths", test_engine_roles);
  g_test_add_data_func ("/renju-opening/soosorv/engine", "renju-soosorv-8", test_engine_roles);
  g_test_add_data_func ("/renju-opening/taraguchi/engine", "renju-taraguchi-10", test_engine_roles);
  return g_test_run ();
}
