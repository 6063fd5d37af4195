/* test-match.c — the game controller and the rule-set table, with no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-match.h"
#include "ishi-ruleset.h"
#include "ishi-test-util.h"

/* ------------------------------------------------------------------------ */
/* The rule-set table                                                        */
/* ------------------------------------------------------------------------ */

static void
test_table (void)
{
  guint n;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  g_assert_cmpuint (n, >=, 12);
  for (guint i = 0; i < n; i++)
    {
      const IshiRuleset *row = &rows[i];
      const IshiRules *rules = ishi_ruleset_get_rules (row);
      gboolean known = FALSE;

      g_assert_nonnull (rules);
      g_assert_true (ishi_ruleset_lookup (row->id) == row);
      /* RU read back gives the same row: the word it writes, its id, and
       * every other word it accepts. */
      g_assert_true (ishi_ruleset_from_ru (rules, row->ru, &known) == row);
      g_assert_true (known);
      g_assert_true (ishi_ruleset_from_ru (rules, row->id, NULL) == row);
      for (const char *const *a = row->accepts; a && *a; a++)
        g_assert_true (ishi_ruleset_from_ru (rules, *a, NULL) == row);
      for (guint j = 0; j < i; j++)
        {
          g_assert_cmpstr (rows[j].id, !=, row->id);
          g_assert_cmpstr (rows[j].ru, !=, row->ru);
        }
      g_assert_nonnull (row->name);
      g_assert_nonnull (row->summary);
      g_assert_cmpfloat (row->komi, >=, row->komi_min);
      g_assert_cmpfloat (row->komi, <=, row->komi_max);
    }
}

/* The RU values real servers and programs write (the sources are named
 * in ishi-ruleset.c, beside the table), each with the row it must be read
 * as.  Before these were collected, CGOS's "Tromp/Taylor" and KataGo's
 * rules strings fell through to Japanese with simple ko. */
static void
test_ru_real_spellings (void)
{
  static const struct { const char *ru, *row, *from; } cases[] = {
    { "Tromp/Taylor", "tromp-taylor", "CGOS" },
    { "Chinese", "chinese", "CGOS archives, KGS, GNU Go --chinese-rules, Fox, GoGoD" },
    { "Japanese", "japanese", "KGS, IGS, GNU Go, Fox, GoGoD" },
    { "AGA", "aga", "KGS, GoGoD" },
    { "New Zealand", "nz", "KGS, GoGoD" },
    { "japanese", "japanese", "OGS" },
    { "chinese", "chinese", "OGS, Fox" },
    { "korean", "japanese", "OGS" },
    { "Korean", "japanese", "GoGoD, Tygem records converted" },
    { "aga", "aga", "OGS" },
    { "nz", "nz", "OGS" },
    { "ing", "ing", "OGS" },
    { "Ing", "ing", "GoGoD" },
    { "tromp-taylor", "tromp-taylor", "KataGo rule names (Sabaki's engine tools)" },
    { "new-zealand", "nz", "KataGo rule names" },
    { "chinese-ogs", "chinese", "KataGo rule names" },
    { "chinese-kgs", "chinese", "KataGo rule names" },
    { "stone-scoring", "chinese", "KataGo rule names" },
    { "aga-button", "aga", "KataGo rule names" },
    { "koPOSITIONALscoreAREAtaxNONEsui1", "tromp-taylor", "KataGo self-play" },
    { "koPOSITIONALscoreAREAtaxALLsui1", "tromp-taylor", "KataGo tests' records" },
    { "koSITUATIONALscoreAREAtaxNONEsui1", "nz", "KataGo self-play" },
    { "koSIMPLEscoreAREAtaxNONEsui0whbN", "chinese", "KataGo self-play" },
    { "koSITUATIONALscoreAREAtaxNONEsui0whbN-1", "aga", "KataGo self-play" },
    { "koSIMPLEscoreTERRITORYtaxSEKIsui0", "japanese", "KataGo self-play" },
    { "koPOSITIONALscoreTERRITORYtaxSEKIsui0whbN-1fpok1", "japanese", "KataGo self-play" },
  };
  const IshiRules *go = ishi_rules_go ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean known = FALSE;
      const IshiRuleset *row = ishi_ruleset_from_ru (go, cases[i].ru, &known);

      g_test_message ("RU[%s] from %s", cases[i].ru, cases[i].from);
      g_assert_true (known);
      g_assert_cmpstr (row->id, ==, cases[i].row);
    }

  /* What the CGOS row means for play: no repeated position, suicide
   * allowed, area counting (the Tromp-Taylor rules). */
  {
    const IshiRuleset *tt = ishi_ruleset_from_ru (go, "Tromp/Taylor", NULL);

    g_assert_cmpint (tt->ko_rule, ==, ISHI_KO_POSITIONAL_SUPERKO);
    g_assert_true (tt->allow_suicide);
    g_assert_cmpint (tt->scoring, ==, ISHI_SCORE_CHINESE);
  }

  /* Not a KataGo string: a word that starts with "ko" is not read as one. */
  {
    gboolean known = TRUE;

    ishi_ruleset_from_ru (go, "kosumi", &known);
    g_assert_false (known);
    ishi_ruleset_from_ru (go, "koFOOscoreBARsui1", &known);
    g_assert_false (known);
  }
}

static void
test_ru_words (void)
{
  const IshiRules *go = ishi_rules_go ();
  gboolean known = TRUE;
  const IshiRuleset *row;

  /* Spelling, case and phrases as records write them. */
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "chinese", NULL)->id, ==, "chinese");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "Chinese rules, komi 7.5", NULL)->id, ==, "chinese");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "tromp taylor", NULL)->id, ==, "tromp-taylor");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "New Zealand", NULL)->id, ==, "nz");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "純碁", NULL)->id, ==, "pure");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "Japanese (BSW)", NULL)->id, ==, "online");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, "Korean", NULL)->id, ==, "japanese");

  /* Ing/GOE counts area AND forbids repetition (it was area with simple
   * ko before the table). */
  row = ishi_ruleset_from_ru (go, "GOE", NULL);
  g_assert_cmpstr (row->id, ==, "ing");
  g_assert_cmpint (row->ko_rule, ==, ISHI_KO_POSITIONAL_SUPERKO);
  g_assert_cmpint (row->scoring, ==, ISHI_SCORE_CHINESE);

  /* Unknown words and no RU: Japanese for Go, RIF for Renju, said so. */
  row = ishi_ruleset_from_ru (go, "Klingon", &known);
  g_assert_false (known);
  g_assert_cmpstr (row->id, ==, "japanese");
  g_assert_cmpstr (ishi_ruleset_from_ru (go, NULL, NULL)->id, ==, "japanese");
  g_assert_cmpstr (ishi_ruleset_from_ru (ishi_rules_renju (), NULL, NULL)->id, ==, "renju-rif");
  /* A Go word in a Renju record is not taken for a Renju rule set. */
  g_assert_cmpstr (ishi_ruleset_from_ru (ishi_rules_renju (), "Chinese", &known)->id, ==, "renju-rif");
  g_assert_false (known);

  /* Handicap: the online page gives no komi with handicap and offers
   * handicap 1 (online-go-rules.ja.txt); AGA gives White a point per
   * stone after the first, Chinese one per stone. */
  row = ishi_ruleset_lookup ("online");
  g_assert_cmpfloat (ishi_ruleset_komi (row, 0), ==, 6);
  g_assert_cmpfloat (ishi_ruleset_komi (row, 1), ==, 0);
  g_assert_cmpfloat (ishi_ruleset_komi (row, 4), ==, 0);
  g_assert_cmpfloat (row->komi_min, ==, -6);
  g_assert_cmpfloat (row->komi_max, ==, 9);
  g_assert_cmpint (ishi_ruleset_handicap_compensation (ishi_ruleset_lookup ("aga"), 4), ==, 3);
  g_assert_cmpint (ishi_ruleset_handicap_compensation (ishi_ruleset_lookup ("chinese"), 4), ==, 4);
  g_assert_cmpint (ishi_ruleset_handicap_compensation (ishi_ruleset_lookup ("japanese"), 4), ==, 0);
  /* handicap 1 is an even game where it is not offered */
  g_assert_cmpfloat (ishi_ruleset_komi (ishi_ruleset_lookup ("japanese"), 1), ==, 6.5);
}

static IshiMatch *
reload (IshiMatch *match)
{
  IshiSgfNode *root = ishi_game_get_root (ishi_match_get_game (match));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  gsize length;

  text = ishi_sgf_write (&root, 1, &length);
  collection = ishi_sgf_parse (text, length, "reload.sgf", &error);
  g_assert_no_error (error);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  return ishi_match_new (game);
}

/* Every row, saved and read back, plays by the same rules. */
static void
test_round_trip (void)
{
  guint n;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  for (guint i = 0; i < n; i++)
    for (int handicap = 0; handicap <= 3; handicap += 3)
      {
        const IshiRuleset *row = &rows[i];
        gboolean go = strcmp (row->game, "go") == 0;
        int size = go ? 9 : 15;
        g_autoptr(IshiMatch) match = ishi_match_new_game (row, size, go ? handicap : 0, NAN);
        g_autoptr(IshiMatch) again = NULL;
        IshiGame *game = ishi_match_get_game (match);
        const IshiRulesOptions *a, *b;

        if (!go && handicap > 0)
          continue;
        /* A few moves (the centre first, as Renju requires; Taraguchi-10
         * asks White whether to swap before White 2). */
        g_assert_cmpint (ishi_match_play (match, size / 2, size / 2), ==, ISHI_MOVE_OK);
        {
          IshiOpeningStep step;

          ishi_match_get_opening_step (match, &step);
          if (step.kind == ISHI_OPENING_STEP_SWAP)
            g_assert_true (ishi_match_opening_choose (match, ISHI_OPENING_KEEP, NULL, NULL));
        }
        g_assert_cmpint (ishi_match_play (match, size / 2 + 1, size / 2), ==, ISHI_MOVE_OK);

        again = reload (match);
        g_assert_true (ishi_match_get_ruleset (again) == row);
        a = ishi_game_get_options (game);
        b = ishi_game_get_options (ishi_match_get_game (again));
        g_assert_cmpint (a->size, ==, b->size);
        g_assert_cmpint (a->ko_rule, ==, b->ko_rule);
        g_assert_cmpint (a->allow_suicide, ==, b->allow_suicide);
        g_assert_cmpint (b->ko_rule, ==, row->ko_rule);
        g_assert_cmpint (b->allow_suicide, ==, row->allow_suicide);
        if (go)
          {
            g_assert_cmpfloat (ishi_match_get_komi (again), ==, ishi_ruleset_komi (row, handicap));
            g_assert_cmpfloat (ishi_match_get_komi (again), ==, ishi_match_get_komi (match));
          }
        g_assert_nonnull (ishi_sgf_node_get_raw (ishi_game_get_root (ishi_match_get_game (again)), "DT"));
        ishi_game_go_to_end (ishi_match_get_game (again), NULL);
        g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (again)), ==, 2);
      }
}

/* ------------------------------------------------------------------------ */
/* Ends                                                                      */
/* ------------------------------------------------------------------------ */

typedef struct {
  guint game_over;
  guint record_changed;
} Counter;

static void
count_cb (gpointer data)
{
  ((Counter *) data)->game_over++;
}

static void
record_cb (gpointer data)
{
  ((Counter *) data)->record_changed++;
}

static void
watch (IshiMatch *match, Counter *counter)
{
  memset (counter, 0, sizeof *counter);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (count_cb), counter);
  g_signal_connect_swapped (ishi_match_get_game (match), "record-changed",
                            G_CALLBACK (record_cb), counter);
}

static const char *
re_of (IshiMatch *match)
{
  return ishi_sgf_node_get_raw (ishi_game_get_root (ishi_match_get_game (match)), "RE");
}

/* A 5×5 Japanese game that two passes end: Black's wall on column C,
 * White's on column D; B has 10 points of territory (columns A-B), W 5
 * (column E).  Komi 0.5. */
static IshiMatch *
walls_game (const char *rules_id)
{
  IshiMatch *match = ishi_match_new_game (ishi_ruleset_lookup (rules_id), 5, 0, 0.5);

  for (int y = 0; y < 5; y++)
    {
      g_assert_cmpint (ishi_match_play (match, 2, y), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_match_play (match, 3, y), ==, ISHI_MOVE_OK);
    }
  return match;
}

static void
test_counting (void)
{
  g_autoptr(IshiMatch) match = walls_game ("japanese");
  IshiCounting *counting;
  Counter counter;
  IshiResult result;

  watch (match, &counter);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (counter.game_over, ==, 0);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  /* No result is written before the players finish. */
  g_assert_null (re_of (match));
  g_assert_cmpint (ishi_match_play (match, 0, 0), ==, ISHI_MOVE_GAME_OVER);

  counting = ishi_match_get_counting (match);
  g_assert_nonnull (counting);
  /* Territory: B 10, W 5; komi 0.5 — Black by 4.5. */
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, 4.5);

  /* Marking White's wall dead, then Undo: the count comes back. */
  g_assert_true (ishi_match_toggle_dead (match, 3, 0));
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, >, 4.5);
  g_assert_true (ishi_match_can_undo (match));
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpfloat (ishi_counting_get_score (counting)->margin, ==, 4.5);
  g_assert_false (ishi_match_undo (match));   /* back at the suggestion */
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_false (ishi_match_toggle_dead (match, 0, 0));  /* an empty point */

  /* Continue play: the player who passed first (Black) moves. */
  g_assert_true (ishi_match_continue_play (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_null (ishi_match_get_counting (match));
  {
    const IshiRules *rules = ishi_game_get_rules (ishi_match_get_game (match));
    g_assert_cmpint (rules->to_move (ishi_game_get_position (ishi_match_get_game (match))), ==,
                     ISHI_BLACK);
  }
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (counter.game_over, ==, 2);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);

  /* Finish writes RE and the territory, and marks the record changed. */
  counter.record_changed = 0;
  g_assert_true (ishi_match_finish (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (re_of (match), ==, "B+4.5");
  g_assert_cmpuint (counter.record_changed, >, 0);
  g_assert_nonnull (ishi_sgf_node_get_raw (ishi_game_get_node (ishi_match_get_game (match)), "TB"));
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_COUNT);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  g_assert_cmpuint (counter.game_over, ==, 2);
  /* The count no longer changes by a click; undo does not reopen it. */
  g_assert_false (ishi_match_toggle_dead (match, 3, 0));
  g_assert_false (ishi_match_undo (match));

  /* The finished count comes back with the record. */
  {
    g_autoptr(IshiMatch) again = reload (match);
    g_autofree char *text = NULL;

    ishi_match_last (again, NULL);
    g_assert_cmpint (ishi_match_get_phase (again), ==, ISHI_PHASE_FINISHED);
    ishi_match_get_result (again, &result);
    g_assert_cmpfloat (result.margin, ==, 4.5);
    text = ishi_match_describe_result (again);
    g_assert_nonnull (strstr (text, "4.5"));
  }

  /* Reopening is the explicit step, and no change of the record (issue
   * 54 item 7: it took RE and TB/TW out, and the title said "changed"):
   * finished as it was, the record is untouched. */
  counter.record_changed = 0;
  g_assert_true (ishi_match_reopen_count (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_cmpstr (re_of (match), ==, "B+4.5");
  g_assert_true (ishi_match_finish (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpuint (counter.record_changed, ==, 0);
  /* Another mark: Finish writes the new count. */
  g_assert_true (ishi_match_reopen_count (match));
  g_assert_true (ishi_match_toggle_dead (match, 3, 0));
  g_assert_cmpstr (re_of (match), ==, "B+4.5");
  g_assert_true (ishi_match_finish (match));
  g_assert_cmpuint (counter.record_changed, >, 0);
  /* White's wall dead: Black has all 20 empty-or-dead points of
   * columns A, B, D, E and 5 prisoners; White only komi: B+24.5. */
  g_assert_cmpstr (re_of (match), ==, "B+24.5");
  /* Opened again and left for another node: the record's count stays. */
  g_assert_true (ishi_match_reopen_count (match));
  g_assert_true (ishi_match_toggle_dead (match, 3, 0));
  g_assert_true (ishi_match_back (match));
  g_assert_true (ishi_match_last (match, NULL));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (re_of (match), ==, "B+24.5");
  /* Opened again and played on: the result is no longer the record's. */
  g_assert_true (ishi_match_reopen_count (match));
  g_assert_true (ishi_match_continue_play (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_null (re_of (match));
  g_assert_null (ishi_sgf_node_get_raw (ishi_game_get_node (ishi_match_get_game (match)), "TB"));
}

/* Pure Go: the stones are counted at once (pure-go-intro.ja.txt rule 5),
 * no marking, and RE is written. */
static void
test_pure_go (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("pure"), 5, 0, NAN);
  Counter counter;
  g_autofree char *text = NULL;

  watch (match, &counter);
  /* Black 3 stones, White 2. */
  ishi_match_play (match, 0, 0);
  ishi_match_play (match, 4, 4);
  ishi_match_play (match, 0, 2);
  ishi_match_play (match, 4, 2);
  ishi_match_play (match, 2, 2);
  ishi_match_pass (match);
  g_assert_cmpuint (counter.game_over, ==, 0);
  ishi_match_pass (match);
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (re_of (match), ==, "B+1");
  g_assert_false (ishi_match_toggle_dead (match, 0, 0));
  text = ishi_match_describe_result (match);
  g_assert_nonnull (strstr (text, "3"));
  g_assert_nonnull (strstr (text, "2"));
  /* Undo takes the second pass back, and the result with it. */
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_null (re_of (match));
}

static void
test_resign (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  Counter counter;
  IshiResult result;

  watch (match, &counter);
  ishi_match_play (match, 2, 2);
  g_assert_true (ishi_match_resign (match, ISHI_WHITE));
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_false (ishi_match_resign (match, ISHI_BLACK));
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (re_of (match), ==, "B+R");
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_RESIGN);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_GAME_OVER);

  /* Undo takes the resignation back, and only that. */
  g_assert_true (ishi_match_undo (match));
  g_assert_null (re_of (match));
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (match)), ==, 1);
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_OK);

  /* A resignation in the middle of counting, taken back: counting again. */
  ishi_match_pass (match);
  ishi_match_pass (match);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_true (ishi_match_resign (match, ISHI_BLACK));
  g_assert_cmpstr (re_of (match), ==, "W+R");
  g_assert_null (ishi_match_get_counting (match));
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_nonnull (ishi_match_get_counting (match));
  g_assert_null (re_of (match));
  g_assert_true (ishi_match_continue_play (match));

  /* Either side may resign, whoever is to move. */
  g_assert_true (ishi_match_resign (match, ISHI_WHITE));
  g_assert_cmpstr (re_of (match), ==, "B+R");
  /* the first resignation, two passes, the resignation in counting,
   * counting again after its undo, and this one */
  g_assert_cmpuint (counter.game_over, ==, 5);
}

/* An engine's fault: RE "W+F", the reason in the comment of the node the
 * game stopped at (after the comment it had), the words say forfeit; undo
 * takes back the result and the reason, and leaves the comment as it was. */
static void
test_forfeit (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  IshiGame *game = ishi_match_get_game (match);
  g_autofree char *comment = NULL;
  g_autofree char *words = NULL;
  g_autofree char *after = NULL;
  IshiResult result;

  ishi_match_play (match, 2, 2);
  ishi_game_set_node_text (game, "C", "A good start.");
  g_assert_true (ishi_match_forfeit (match, ISHI_WHITE, "GNU Go stopped in the middle of the game."));
  g_assert_false (ishi_match_forfeit (match, ISHI_BLACK, "again"));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (re_of (match), ==, "B+F");
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_FORFEIT);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  comment = ishi_game_get_node_text (game, "C");
  g_assert_cmpstr (comment, ==, "A good start.\n\nGNU Go stopped in the middle of the game.");
  words = ishi_match_describe_result (match);
  g_assert_cmpstr (words, ==, "Black wins: White’s engine failed");
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_GAME_OVER);

  g_assert_true (ishi_match_undo (match));
  g_assert_null (re_of (match));
  after = ishi_game_get_node_text (game, "C");
  g_assert_cmpstr (after, ==, "A good start.");
  g_assert_cmpint (ishi_match_play (match, 3, 3), ==, ISHI_MOVE_OK);

  /* Black's engine, on a node without a comment. */
  g_assert_true (ishi_match_forfeit (match, ISHI_BLACK, "Fake GTP answered “Z99”."));
  g_assert_cmpstr (re_of (match), ==, "W+F");
  g_clear_pointer (&comment, g_free);
  comment = ishi_game_get_node_text (game, "C");
  g_assert_cmpstr (comment, ==, "Fake GTP answered “Z99”.");
}

static void
test_time_out (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  Counter counter;

  watch (match, &counter);
  ishi_match_play (match, 2, 2);
  g_assert_true (ishi_match_time_out (match, ISHI_WHITE));
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpstr (re_of (match), ==, "B+T");
  g_assert_false (ishi_match_time_out (match, ISHI_BLACK));
  g_assert_cmpuint (counter.game_over, ==, 1);
}

/* Renju: five ends the game by the move itself (renju-rules.ja.txt 2). */
static void
test_five (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("renju-free"), 15, 0, NAN);
  Counter counter;
  IshiResult result;

  watch (match, &counter);
  /* Black opens on the centre, h8 (renju-rules.ja.txt). */
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (ishi_match_play (match, 7 + i, 7), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_match_play (match, 7 + i, 1), ==, ISHI_MOVE_OK);
    }
  g_assert_cmpuint (counter.game_over, ==, 0);
  g_assert_cmpint (ishi_match_play (match, 11, 7), ==, ISHI_MOVE_OK);
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_FIVE);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  g_assert_cmpstr (re_of (match), ==, "B+");

  /* Undo takes the five back with its result. */
  g_assert_true (ishi_match_undo (match));
  g_assert_null (re_of (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
}

/* Renju's tournament rule: Black's forbidden point loses, and the result
 * names the foul as a referee does (黒の反則負け（三々）; issue 67, item 5).
 * Black h8 i8 and j9 j10: j8 would make the open threes h8-i8-j8 and
 * j8-j9-j10 at once, a double three (renju-rules.ja.txt). */
static void
test_tournament_foul (void)
{
  IshiRulesOptions options = { .size = 15, .tournament = TRUE };
  g_autoptr(IshiMatch) match = ishi_match_new_game_full (ishi_ruleset_lookup ("renju-free"),
                                                          &options, 0, NAN);
  static const int moves[][2] = { { 7, 7 }, { 1, 1 }, { 8, 7 }, { 1, 3 }, { 9, 8 }, { 13, 13 },
                                  { 9, 9 }, { 13, 11 } };
  IshiResult result;
  g_autofree char *said = NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_cmpint (ishi_match_play (match, moves[i][0], moves[i][1]), ==, ISHI_MOVE_OK);
  /* j8, the double three, is played: it loses */
  g_assert_cmpint (ishi_match_play (match, 9, 7), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_FORBIDDEN);
  g_assert_cmpint (result.winner, ==, ISHI_WHITE);
  g_assert_cmpstr (re_of (match), ==, "W+F");
  said = ishi_match_describe_result (match);
  g_assert_cmpstr (said, ==, "White wins: Black played a forbidden point (double three)");
}

/* Stepping onto the end of a record — the wheel, Page Down, End — is an
 * arrival too: the end is noticed once per arrival, and a reviewed
 * record keeps its own RE. */
static void
test_review_arrival (void)
{
  const char *sgf = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]RE[B+4.5]"
                    ";B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de];B[];W[])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "r.sgf", &error);
  g_autoptr(IshiGame) game = ishi_game_new_from_collection (collection, 0, &error);
  g_autoptr(IshiMatch) match = NULL;
  Counter counter;

  g_assert_no_error (error);
  match = ishi_match_new (game);
  watch (match, &counter);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  for (int i = 0; i < 11; i++)
    g_assert_true (ishi_match_forward (match, NULL));
  g_assert_cmpuint (counter.game_over, ==, 0);
  g_assert_true (ishi_match_forward (match, NULL));   /* the second pass */
  g_assert_cmpuint (counter.game_over, ==, 1);
  /* The record says who won: its verdict is shown read-only, beside Ishi's
   * own count, instead of a live count asking for dead stones (issue 23
   * item 4). */
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  {
    g_autofree char *said = ishi_match_describe_result (match);

    g_assert_nonnull (strstr (said, "Black wins by 4.5 (the record’s result)"));
    /* Ishi's count says the same: it is not said again (issue 54 item 4). */
    g_assert_null (strstr (said, "Ishi’s count"));
  }
  g_assert_false (ishi_match_forward (match, NULL));
  g_assert_cmpuint (counter.game_over, ==, 1);
  g_assert_cmpuint (counter.record_changed, ==, 0);
  g_assert_cmpstr (re_of (match), ==, "B+4.5");

  g_assert_true (ishi_match_back (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (ishi_match_last (match, NULL));
  g_assert_cmpuint (counter.game_over, ==, 2);
  g_assert_true (ishi_match_first (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (ishi_match_go_to_move (match, 12, NULL));
  g_assert_cmpuint (counter.game_over, ==, 3);
  g_assert_cmpuint (counter.record_changed, ==, 0);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);

  /* Count Again: the record's verdict gives way to a count of one's own
   * when it is finished. */
  g_assert_true (ishi_match_reopen_count (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_nonnull (re_of (match));
  g_assert_true (ishi_match_finish (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_nonnull (re_of (match));
}

/* Issue 54 item 4: the end of a record whose moves leave the game open
 * (a resignation RE tells of) says the record's result; one move back, or
 * a move played on from there, does not.  A finished count that says
 * otherwise than RE is said beside it, with the rules it counts by. */
static IshiMatch *
open_record (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "r.sgf", &error);
  g_autoptr(IshiGame) game = ishi_game_new_from_collection (collection, 0, &error);

  g_assert_no_error (error);
  return ishi_match_new (game);
}

static void
test_record_end (void)
{
  g_autoptr(IshiMatch) match = open_record ("(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]RE[W+R];B[ca];W[da])");
  g_autoptr(IshiMatch) counted = NULL;
  g_autofree char *said = NULL;
  g_autofree char *winner = NULL;

  g_assert_null (ishi_match_describe_record_end (match));
  g_assert_true (ishi_match_last (match, NULL));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  said = ishi_match_describe_record_end (match);
  g_assert_cmpstr (said, ==, "White wins by resignation (the record’s result)");
  winner = ishi_match_describe_winner (match);
  g_assert_cmpstr (winner, ==, "White wins by resignation");
  g_assert_true (ishi_match_back (match));
  g_assert_null (ishi_match_describe_record_end (match));
  g_assert_null (ishi_match_describe_winner (match));
  g_assert_true (ishi_match_last (match, NULL));
  g_assert_cmpint (ishi_match_play (match, 0, 0), ==, ISHI_MOVE_OK);
  g_assert_null (ishi_match_describe_record_end (match));
  g_assert_true (ishi_match_back (match));
  g_assert_null (ishi_match_describe_record_end (match));   /* played on: no longer the end */

  /* TB/TW counted 6.5 for White (komi alone), RE says 0.5. */
  counted = open_record ("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+0.5];B[];W[]TW[aa])");
  g_assert_true (ishi_match_last (counted, NULL));
  g_assert_cmpint (ishi_match_get_phase (counted), ==, ISHI_PHASE_FINISHED);
  g_clear_pointer (&said, g_free);
  said = ishi_match_describe_result (counted);
  g_assert_cmpstr (said, ==, "White wins by 0.5 (the record’s result) · Ishi’s count (Japanese): White wins by 6.5");
  g_clear_pointer (&winner, g_free);
  winner = ishi_match_describe_winner (counted);
  g_assert_cmpstr (winner, ==, "White wins by 0.5");
}

/* The two passes of a game being played open the count, even when the
 * record carries an RE from before (a game continued from a record). */
static void
test_passes_in_play_count (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);

  ishi_sgf_node_set_raw (ishi_game_get_root (ishi_match_get_game (match)), "RE", "W+1.5");
  g_assert_cmpint (ishi_match_play (match, 4, 4), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
}

static void
test_delete_variation (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiSgfNode *mistake;

  ishi_match_play (match, 2, 2);
  ishi_match_play (match, 6, 6);
  ishi_match_undo (match);
  ishi_match_play (match, 4, 4);    /* a variation beside 6,6 */
  ishi_match_play (match, 5, 5);
  mistake = ishi_game_get_node (game)->parent;
  g_assert_cmpuint (ishi_sgf_node_n_children (mistake->parent), ==, 2);

  /* Deleting the line we stand on steps out to its parent. */
  g_assert_true (ishi_match_delete_variation (match, mistake));
  g_assert_cmpuint (ishi_game_get_move_number (game), ==, 1);
  g_assert_cmpuint (ishi_sgf_node_n_children (root->first_child), ==, 1);
  /* Redo follows what is left, never the deleted line. */
  g_assert_true (ishi_match_redo (match, NULL));
  {
    IshiColor color;
    int x, y;

    g_assert_true (ishi_game_get_last_move (game, &color, &x, &y));
    g_assert_cmpint (x, ==, 6);
    g_assert_cmpint (y, ==, 6);
  }
  g_assert_false (ishi_match_delete_variation (match, root));
}

/* Mark Seki on a group that is not in seki must not take the count apart:
 * on a 9×9 board split by Black's wall on D and White's on E, marking
 * White's wall as seki once made all of White's territory "eyes in seki"
 * (0 points).  The players said only that this string lives in seki: its
 * stones are marked, nothing is shared (it has no liberty), and both
 * territories stay. */
static void
test_mark_seki (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, 0.5);
  IshiCounting *counting;
  const IshiScore *score;

  for (int y = 0; y < 9; y++)
    {
      g_assert_cmpint (ishi_match_play (match, 3, y), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_match_play (match, 4, y), ==, ISHI_MOVE_OK);
    }
  ishi_match_pass (match);
  ishi_match_pass (match);
  counting = ishi_match_get_counting (match);
  score = ishi_counting_get_score (counting);
  g_assert_cmpint (score->black.territory, ==, 27);
  g_assert_cmpint (score->white.territory, ==, 36);

  g_assert_true (ishi_match_toggle_seki (match, 4, 4));
  score = ishi_counting_get_score (counting);
  g_assert_cmpint (score->black.territory, ==, 27);
  g_assert_cmpint (score->white.territory, ==, 36);
  /* The group is visibly in seki: its stones carry the mark. */
  g_assert_true (score->seki[4 * 9 + 4]);
  g_assert_true (score->seki[0 * 9 + 4]);
  g_assert_false (score->seki[4 * 9 + 3]);
  /* Undo takes the mark off. */
  g_assert_true (ishi_match_undo (match));
  g_assert_false (ishi_counting_get_score (counting)->seki[4 * 9 + 4]);
}

/* A real seki made by hand: Black's string with one liberty shared with
 * White's — the shared point is nobody's. */
static void
test_mark_seki_shared (void)
{
  /* 5×5: X = black, O = white.
   *   . X O . .
   *   X X O . .
   *   O O O . .
   *   . . . . .
   *   . . . . .
   * Marking the black string as seki: its eye a5 is an eye in seki (not
   * Black's territory under the Japanese count). */
  const char *sgf = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]AB[ba][ab][bb]AW[ca][cb][ac][bc][cc];B[];W[])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "s.sgf", &error);
  g_autoptr(IshiGame) game = ishi_game_new_from_collection (collection, 0, &error);
  g_autoptr(IshiMatch) match = NULL;
  IshiCounting *counting;

  g_assert_no_error (error);
  match = ishi_match_new (game);
  ishi_match_last (match, NULL);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  counting = ishi_match_get_counting (match);
  /* Whatever the suggestion, the black string is alive once in seki. */
  if (ishi_counting_get_dead (counting)[1])
    ishi_match_toggle_dead (match, 1, 0);
  g_assert_true (ishi_match_toggle_seki (match, 1, 0));
  g_assert_true (ishi_counting_get_score (counting)->seki[0]);
  g_assert_cmpint (ishi_counting_get_score (counting)->black.territory, ==, 0);
}

/* Handicap: every Go row gives the komi and the compensation its row
 * says, and counting uses them.  Black's four handicap stones and
 * nothing else on a 9×9 board, both pass: area counting gives Black the
 * whole board (81) and White the row's compensation plus komi. */
static void
test_handicap (void)
{
  guint n;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  for (guint i = 0; i < n; i++)
    {
      const IshiRuleset *row = &rows[i];
      g_autoptr(IshiMatch) match = NULL;
      IshiCounting *counting;
      const IshiScore *score;

      /* The equal-stones rows 3-x do not allow passing (the game stops
       * by agreement): test-equal.c plays them. */
      if (strcmp (row->game, "go") != 0 || row->no_pass)
        continue;
      match = ishi_match_new_game (row, 9, 4, NAN);
      g_assert_cmpfloat (ishi_match_get_komi (match), ==, row->komi_handicap);
      g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (ishi_match_get_game (match)), "HA"),
                       ==, "4");
      /* White moves first after the handicap stones. */
      g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
      g_assert_cmpint (ishi_match_pass (match), ==, ISHI_MOVE_OK);
      counting = ishi_match_get_counting (match);
      g_assert_nonnull (counting);
      score = ishi_counting_get_score (counting);
      if (row->scoring == ISHI_SCORE_CHINESE)
        {
          g_assert_cmpint (score->white.handicap, ==, ishi_ruleset_handicap_compensation (row, 4));
          g_assert_cmpfloat (score->white.total, ==,
                             ishi_ruleset_handicap_compensation (row, 4) + row->komi_handicap);
          g_assert_cmpfloat (score->black.total, ==, 81);
        }
      else
        g_assert_cmpint (score->white.handicap, ==, 0);
    }
  /* The AGA and Chinese numbers themselves. */
  g_assert_cmpint (ishi_ruleset_handicap_compensation (ishi_ruleset_lookup ("aga"), 4), ==, 3);
  g_assert_cmpint (ishi_ruleset_handicap_compensation (ishi_ruleset_lookup ("chinese"), 4), ==, 4);
}

/* The place in a record survives as a path (the autosave's way back to
 * the line the player was on): D5, F5, pass, pass, undo, F3, C3 on 7×7
 * leaves the players on the second line, not the first. */
static void
test_node_path (void)
{
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 7, 0, NAN);
  g_autoptr(IshiMatch) again = NULL;
  IshiGame *game = ishi_match_get_game (match);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  IshiColor color;
  int x, y;

  ishi_match_play (match, 3, 2);   /* D5 */
  ishi_match_play (match, 5, 2);   /* F5 */
  ishi_match_pass (match);
  ishi_match_pass (match);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  ishi_match_continue_play (match);
  ishi_match_undo (match);          /* the second pass */
  ishi_match_undo (match);          /* the first pass */
  ishi_match_play (match, 5, 4);   /* F3 */
  ishi_match_play (match, 2, 4);   /* C3 */
  path = ishi_game_get_node_path (game);
  g_assert_cmpstr (path, ==, "0*2.1.0");

  again = reload (match);
  g_assert_true (ishi_game_go_to_path (ishi_match_get_game (again), path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ishi_match_get_phase (again), ==, ISHI_PHASE_PLAYING);
  g_assert_true (ishi_game_get_last_move (ishi_match_get_game (again), &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_WHITE);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 4);
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (again)), ==, 4);

  g_assert_false (ishi_game_go_to_path (ishi_match_get_game (again), "0*9", &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_BAD_VALUE);
  g_clear_error (&error);
  g_assert_false (ishi_game_go_to_path (ishi_match_get_game (again), "x", NULL));
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (again)), ==, 4);
  g_assert_true (ishi_game_go_to_path (ishi_match_get_game (again), "", NULL));
  g_assert_cmpuint (ishi_game_get_move_number (ishi_match_get_game (again)), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ruleset/table", test_table);
  g_test_add_func ("/ruleset/ru-words", test_ru_words);
  g_test_add_func ("/ruleset/ru-real-spellings", test_ru_real_spellings);
  g_test_add_func ("/ruleset/round-trip", test_round_trip);
  g_test_add_func ("/match/counting", test_counting);
  g_test_add_func ("/match/pure-go", test_pure_go);
  g_test_add_func ("/match/resign", test_resign);
  g_test_add_func ("/match/forfeit", test_forfeit);
  g_test_add_func ("/match/time-out", test_time_out);
  g_test_add_func ("/match/five", test_five);
  g_test_add_func ("/match/tournament-foul", test_tournament_foul);
  g_test_add_func ("/match/review-arrival", test_review_arrival);
  g_test_add_func ("/match/record-end", test_record_end);
  g_test_add_func ("/match/passes-in-play-count", test_passes_in_play_count);
  g_test_add_func ("/match/delete-variation", test_delete_variation);
  g_test_add_func ("/match/mark-seki", test_mark_seki);
  g_test_add_func ("/match/handicap", test_handicap);
  g_test_add_func ("/match/node-path", test_node_path);
  g_test_add_func ("/match/mark-seki-shared", test_mark_seki_shared);

  return g_test_run ();
}
