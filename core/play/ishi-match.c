/* ishi-match.c — the game controller.
 *
 * How the end of a game is noticed once: the match never asks "is the game
 * over?" after an action.  It listens to the record's "changed" signal,
 * which every move, pass, undo and step through the record emits, and
 * compares the end at the new current node with the end it last saw
 * (sync()).  Arriving at an end sets the phase and emits "game-over"; the
 * same end seen again (a marking, a comment) emits nothing.  Resignation and
 * loss on time are not positions: the match keeps them itself, tied to the
 * node where they happened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-match-record.h"

static gboolean clock_before_move (IshiMatch *self, IshiColor mover);
static void clock_after_move (IshiMatch *self, IshiColor mover);

G_DEFINE_FINAL_TYPE (IshiMatch, ishi_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  GAME_OVER,
  COLOURS_EXCHANGED,
  PLAYERS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Noticing the end                                                          */
/* ------------------------------------------------------------------------ */

void
ishi_match_set_phase (IshiMatch *self, IshiPhase phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
}

void
ishi_match_emit_changed (IshiMatch *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
counting_changed_cb (IshiMatch *self)
{
  ishi_match_emit_changed (self);
}

static void
set_counting (IshiMatch *self, IshiCounting *counting)
{
  if (self->counting)
    g_signal_handlers_disconnect_by_data (self->counting, self);
  g_set_object (&self->counting, counting);
  if (counting)
    g_signal_connect_swapped (counting, "changed", G_CALLBACK (counting_changed_cb), self);
}

/* What the end at the current node is: phase and result. */
static IshiPhase
end_here (IshiMatch *self, IshiResult *result, gboolean *counted_before, gboolean *recorded)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  IshiOutcome outcome;

  memset (result, 0, sizeof *result);
  *counted_before = FALSE;
  *recorded = FALSE;

  if (self->forced != ISHI_RESULT_NONE && self->forced_node == node)
    {
      result->kind = self->forced;
      result->winner = self->forced_winner;
      return ISHI_PHASE_FINISHED;
    }

  ishi_game_get_outcome (self->game, &outcome);
  switch (outcome.end)
    {
    case ISHI_END_NONE:
      return ISHI_PHASE_PLAYING;
    case ISHI_END_TWO_PASSES:
      if (!is_go (self))
        {
          result->kind = ISHI_RESULT_DRAW;
          return ISHI_PHASE_FINISHED;
        }
      /* Pure Go counts the stones at once; a count finished before is
       * shown as it was finished; otherwise the players mark dead stones. */
      result->kind = ISHI_RESULT_COUNT;
      if (!ishi_score_method_has_dead_stones (self->ruleset->scoring))
        return ISHI_PHASE_FINISHED;
      if (node == self->reopened)
        return ISHI_PHASE_COUNTING;
      if (ishi_sgf_node_lookup (node, "TB") || ishi_sgf_node_lookup (node, "TW"))
        {
          *counted_before = TRUE;
          return ISHI_PHASE_FINISHED;
        }
      /* A record that already says who won (a server's game, say CGOS's),
       * reviewed to the end of its line, shows its verdict rather than
       * asking for dead stones; the two passes just played in a game do
       * not, nor a line that goes on. */
      if (!self->acting && node->first_child == NULL && ishi_sgf_node_lookup (root_of (self), "RE"))
        {
          *recorded = TRUE;
          return ISHI_PHASE_FINISHED;
        }
      return ISHI_PHASE_COUNTING;
    case ISHI_END_RESIGN:
      result->kind = ISHI_RESULT_RESIGN;
      result->winner = outcome.winner;
      return ISHI_PHASE_FINISHED;
    case ISHI_END_FIVE:
      result->kind = ISHI_RESULT_FIVE;
      result->winner = outcome.winner;
      return ISHI_PHASE_FINISHED;
    case ISHI_END_FORBIDDEN:
      result->kind = ISHI_RESULT_FORBIDDEN;
      result->winner = outcome.winner;
      return ISHI_PHASE_FINISHED;
    case ISHI_END_CYCLE:
      result->kind = ISHI_RESULT_VOID;
      return ISHI_PHASE_FINISHED;
    case ISHI_END_FULL_BOARD:
    default:
      result->kind = ISHI_RESULT_DRAW;
      return ISHI_PHASE_FINISHED;
    }
}

void
ishi_match_fill_count_result (IshiMatch *self)
{
  const IshiScore *score;

  if (self->counting == NULL)
    return;
  score = ishi_counting_get_score (self->counting);
  self->result.margin = score->margin;
  self->result.winner = score->margin > 0 ? ISHI_BLACK : score->margin < 0 ? ISHI_WHITE : ISHI_EMPTY;
}

static char *
result_re (const IshiResult *result, IshiCounting *counting)
{
  const char *w = result->winner == ISHI_BLACK ? "B" : "W";

  switch (result->kind)
    {
    case ISHI_RESULT_COUNT:
      return counting ? ishi_counting_get_result (counting) : NULL;
    case ISHI_RESULT_RESIGN:
      return g_strdup_printf ("%s+R", w);
    case ISHI_RESULT_TIME:
      return g_strdup_printf ("%s+T", w);
    case ISHI_RESULT_FIVE:
      return g_strdup_printf ("%s+", w);
    case ISHI_RESULT_FORBIDDEN:
      /* SGF has no word for it; "+F" is what Renju programs write (forfeit). */
      return g_strdup_printf ("%s+F", w);
    case ISHI_RESULT_FORFEIT:
      /* SGF FF[4], RE: "B+F" / "W+F", a win by forfeit. */
      return g_strdup_printf ("%s+F", w);
    case ISHI_RESULT_DRAW:
      return g_strdup ("0");
    case ISHI_RESULT_VOID:
      /* SGF FF[4]: "Void" — no result or suspended play. */
      return g_strdup ("Void");
    case ISHI_RESULT_NONE:
    default:
      return NULL;
    }
}

/* The player to move is asked to move, unless the game is paused: a
 * paused game of two engines must not go on by itself (it is asked again
 * when the pause ends). */
static void
ask_to_move (IshiMatch *self)
{
  IshiColor to_move;

  if (self->phase != ISHI_PHASE_PLAYING || self->paused)
    return;
  /* A finished game (its record has a result) is reviewed, not played on:
   * stepping back into it to a position where an engine was to move asked
   * the engine again, which played its move of the record, and the review
   * keys went two moves forward and none back (issue 76).  Undo, which
   * takes the result back, lets the game go on. */
  if (ishi_sgf_node_lookup (root_of (self), "RE") != NULL)
    return;
  /* The player the opening waits for, when it is not the side to move
   * (White keeping one of Black's fifth moves). */
  to_move = ishi_match_get_acting_color (self);
  /* The other player was asked and it is no longer its turn (undo, a move
   * in the record): the match no longer waits for its move. */
  if (self->asked != ISHI_EMPTY && self->asked != to_move && self->players[self->asked])
    ishi_player_cancel (self->players[self->asked]);
  self->asked = to_move;
  if (self->players[to_move])
    ishi_player_your_turn (self->players[to_move], self);
}

/* Play goes on here: the tip of the record (a node with nothing played
 * after it), the node a move was just taken back to or played to
 * (play_node), or a Renju opening's offer waiting for its choice.  Only
 * there do the clocks run (ishi_match_clock_sync) and are the players
 * asked to move; elsewhere the record is being looked at. */
gboolean
ishi_match_plays_here (IshiMatch *self, IshiSgfNode *node)
{
  return node->first_child == NULL || node == self->play_node || ishi_match_has_offers (self);
}

/* Nobody is waiting to move: the player asked is told to stop. */
static void
stop_asking (IshiMatch *self)
{
  if (self->asked != ISHI_EMPTY && self->players[self->asked])
    ishi_player_cancel (self->players[self->asked]);
  self->asked = ISHI_EMPTY;
}

void
ishi_match_sync_end (IshiMatch *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  IshiResult result;
  gboolean counted_before, recorded;
  IshiPhase phase;
  gboolean arrived;

  if (self->syncing)
    return;
  if (node != self->play_node)
    self->play_node = NULL;
  self->syncing = TRUE;

  if (self->forced != ISHI_RESULT_NONE && self->forced_node != node)
    self->forced = ISHI_RESULT_NONE;
  /* A count opened again is given up by going elsewhere: the record's own
   * is shown when the player comes back. */
  if (self->reopened != node)
    self->reopened = NULL;

  phase = end_here (self, &result, &counted_before, &recorded);
  /* A new end: from play, at another node, or another kind of end at the
   * same node (a resignation taken back in the middle of counting). */
  arrived = phase != ISHI_PHASE_PLAYING
            && (self->phase == ISHI_PHASE_PLAYING || self->end_node != node
                || self->result.kind != result.kind);

  if (phase == ISHI_PHASE_PLAYING)
    {
      self->recorded = FALSE;
      self->end_node = NULL;
      set_counting (self, NULL);
      memset (&self->result, 0, sizeof self->result);
    }
  else if (arrived)
    {
      g_autoptr(IshiCounting) counting = NULL;

      self->end_node = node;
      self->result = result;
      self->recorded = recorded;
      if (result.kind == ISHI_RESULT_COUNT)
        {
          counting = counted_before ? ishi_match_read_finished_count (self, node) : ishi_match_new_counting (self);
          set_counting (self, counting);
          ishi_match_fill_count_result (self);
        }
      else
        set_counting (self, NULL);

      /* The result goes into the record when play ended the game here;
       * a record being reviewed keeps its own RE.  A count waits for
       * Finish, except Pure Go's, which is complete at once. */
      if (self->acting && phase == ISHI_PHASE_FINISHED)
        {
          g_autofree char *re = result_re (&self->result, self->counting);

          if (re)
            ishi_match_write_re (self, re);
        }
    }

  ishi_match_set_phase (self, phase);
  self->syncing = FALSE;
  ishi_match_clock_sync (self);

  if (arrived)
    {
      IshiColor c;

      for (c = ISHI_BLACK; c <= ISHI_WHITE; c++)
        if (self->players[c])
          ishi_player_cancel (self->players[c]);
      g_signal_emit (self, signals[GAME_OVER], 0);
    }
  g_signal_emit (self, signals[CHANGED], 0);

  /* Stepping back through a game in progress to look at it asked the
   * engine whose turn it was there, which played its move of the record
   * again: the review keys went two moves forward and none back (issue 76,
   * a game still being played; ask_to_move keeps a finished one still). */
  if (self->acting || ishi_match_plays_here (self, ishi_game_get_node (self->game)))
    ask_to_move (self);
  else
    stop_asking (self);
}

static void
game_changed_cb (IshiMatch *self)
{
  ishi_match_sync_end (self);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void
ishi_match_dispose (GObject *object)
{
  IshiMatch *self = ISHI_MATCH (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  set_counting (self, NULL);
  ishi_match_set_dead_stones_reader (self, NULL, NULL, NULL);
  ishi_match_set_clock (self, NULL);
  g_clear_object (&self->game);
  g_clear_object (&self->players[ISHI_BLACK]);
  g_clear_object (&self->players[ISHI_WHITE]);
  g_clear_pointer (&self->comment_before, g_free);
  G_OBJECT_CLASS (ishi_match_parent_class)->dispose (object);
}

static void
ishi_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiMatch *self = ISHI_MATCH (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_int (value, self->phase);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_match_class_init (IshiMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_match_dispose;
  object_class->get_property = ishi_match_get_property;

  properties[PROP_PHASE] = g_param_spec_int ("phase", NULL, NULL,
                                             ISHI_PHASE_PLAYING, ISHI_PHASE_FINISHED,
                                             ISHI_PHASE_PLAYING,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                             | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[COLOURS_EXCHANGED] = g_signal_new ("colours-exchanged", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PLAYERS_CHANGED] = g_signal_new ("players-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_match_init (IshiMatch *self)
{
  self->players[ISHI_BLACK] = ishi_human_player_new (NULL);
  self->players[ISHI_WHITE] = ishi_human_player_new (NULL);
}

static IshiMatch *
match_new (IshiGame *game, const IshiRuleset *ruleset)
{
  IshiMatch *self = g_object_new (ISHI_TYPE_MATCH, NULL);

  self->game = g_object_ref (game);
  self->ruleset = ruleset;
  g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  /* A record may be opened at its end (a restored autosave). */
  ishi_match_sync_end (self);
  return self;
}

IshiMatch *
ishi_match_new (IshiGame *game)
{
  g_autofree char *ru = NULL;
  IshiMatch *self;
  IshiSgfNode *end;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  ru = ishi_sgf_node_get_simple_text (ishi_game_get_root (game), "RU");
  self = match_new (game, ishi_ruleset_from_ru (ishi_game_get_rules (game), ru, NULL));
  for (end = ishi_game_get_root (game); end->first_child; end = end->first_child)
    ;
  self->record_end = end;
  return self;
}

IshiMatch *
ishi_match_new_game_full (const IshiRuleset *ruleset, const IshiRulesOptions *given,
                          int handicap, double komi)
{
  const IshiRules *rules;
  IshiRulesOptions options;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  gboolean go;

  g_return_val_if_fail (ruleset != NULL, NULL);
  g_return_val_if_fail (given != NULL, NULL);

  rules = ishi_ruleset_get_rules (ruleset);
  go = rules == ishi_rules_go ();
  ishi_ruleset_get_options (ruleset, given->size, &options);
  options.tournament = given->tournament;
  if (!go)
    handicap = 0;
  if (isnan (komi) && go)
    komi = ishi_ruleset_komi (ruleset, handicap);
  game = ishi_game_new (rules, &options, handicap >= 2 ? handicap : 0, komi, ruleset->ru);
  ishi_sgf_node_set_raw (ishi_game_get_root (game), "DT", date);
  return match_new (game, ruleset);
}

IshiMatch *
ishi_match_new_game (const IshiRuleset *ruleset, int size, int handicap, double komi)
{
  IshiRulesOptions options = { .size = size };

  return ishi_match_new_game_full (ruleset, &options, handicap, komi);
}

IshiGame *
ishi_match_get_game (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->game;
}

const IshiRuleset *
ishi_match_get_ruleset (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->ruleset;
}

IshiPhase
ishi_match_get_phase (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), ISHI_PHASE_PLAYING);
  return self->phase;
}

void
ishi_match_set_dead_stones_reader (IshiMatch *self, IshiOwnershipFunc reader, gpointer data,
                                   GDestroyNotify destroy)
{
  g_return_if_fail (ISHI_IS_MATCH (self));
  if (self->reader_destroy)
    self->reader_destroy (self->reader_data);
  self->reader = reader;
  self->reader_data = data;
  self->reader_destroy = destroy;

  /* A match made at the end of a record began its count at once, with the
   * scoring core's suggestion: suggested again by the reader, unless the
   * count was read from the record or marks were made. */
  if (reader != NULL && self->counting != NULL && self->phase == ISHI_PHASE_COUNTING
      && !ishi_counting_can_undo (self->counting))
    {
      IshiResult result;
      gboolean counted_before, recorded;

      end_here (self, &result, &counted_before, &recorded);
      if (!counted_before)
        {
          g_autoptr(IshiCounting) counting = ishi_match_new_counting (self);

          set_counting (self, counting);
          ishi_match_fill_count_result (self);
        }
    }
}

IshiCounting *
ishi_match_get_counting (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->counting;
}

void
ishi_match_get_result (IshiMatch *self, IshiResult *result)
{
  g_return_if_fail (ISHI_IS_MATCH (self));
  g_return_if_fail (result != NULL);

  *result = self->result;
  if (self->result.kind == ISHI_RESULT_COUNT && self->counting)
    {
      const IshiScore *score = ishi_counting_get_score (self->counting);

      result->margin = score->margin;
      result->winner = score->margin > 0 ? ISHI_BLACK : score->margin < 0 ? ISHI_WHITE : ISHI_EMPTY;
    }
}

IshiSgfNode *
ishi_match_get_record_end (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->record_end;
}

gboolean
ishi_match_result_is_recorded (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return self->phase == ISHI_PHASE_FINISHED && self->recorded;
}

IshiPlayer *
ishi_match_get_player (IshiMatch *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, NULL);
  return self->players[color];
}

void
ishi_match_set_player (IshiMatch *self, IshiColor color, IshiPlayer *player)
{
  g_return_if_fail (ISHI_IS_MATCH (self));
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);
  g_return_if_fail (ISHI_IS_PLAYER (player));

  if (self->players[color])
    ishi_player_cancel (self->players[color]);
  if (g_set_object (&self->players[color], player))
    g_signal_emit (self, signals[PLAYERS_CHANGED], 0);
}

void
ishi_match_ask_to_move (IshiMatch *self)
{
  g_return_if_fail (ISHI_IS_MATCH (self));
  ask_to_move (self);
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                   */
/* ------------------------------------------------------------------------ */

static IshiMoveStatus
act (IshiMatch *self, int x, int y)
{
  IshiMoveStatus status;

  IshiColor mover;

  if (self->phase != ISHI_PHASE_PLAYING)
    return ISHI_MOVE_GAME_OVER;
  status = ishi_renju_opening_check_move (self->game, self->ruleset, x, y);
  if (status != ISHI_MOVE_OK)
    return status;
  mover = ishi_game_get_rules (self->game)->to_move (ishi_game_get_position (self->game));
  if (!clock_before_move (self, mover))
    return ISHI_MOVE_GAME_OVER;
  self->acting = TRUE;
  self->moving = mover;
  if (x == ISHI_OFF_BOARD_X)
    status = ishi_game_play_off_board (self->game);
  else
    status = x < 0 ? ishi_game_pass (self->game) : ishi_game_play (self->game, x, y);
  self->moving = ISHI_EMPTY;
  self->acting = FALSE;
  if (status == ISHI_MOVE_OK)
    {
      /* Play goes on from here, even into moves the record had already
       * (the same move played again after Undo). */
      self->play_node = ishi_game_get_node (self->game);
      clock_after_move (self, mover);
    }
  return status;
}

static IshiMoveStatus offer_or_keep (IshiMatch *self, const IshiOpeningStep *step, int x, int y);

IshiMoveStatus
ishi_match_play (IshiMatch *self, int x, int y)
{
  IshiOpeningStep step;

  g_return_val_if_fail (ISHI_IS_MATCH (self), ISHI_MOVE_GAME_OVER);
  if (x < 0)
    return ISHI_MOVE_OFF_BOARD;
  ishi_match_get_opening_step (self, &step);
  if (self->phase == ISHI_PHASE_PLAYING
      && (step.kind == ISHI_OPENING_STEP_OFFER || step.kind == ISHI_OPENING_STEP_PICK))
    return offer_or_keep (self, &step, x, y);
  return act (self, x, y);
}

IshiMoveStatus
ishi_match_pass (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), ISHI_MOVE_GAME_OVER);
  return act (self, ISHI_PASS_X, ISHI_PASS_X);
}

IshiMoveStatus
ishi_match_play_off_board (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), ISHI_MOVE_GAME_OVER);
  return act (self, ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X);
}

gboolean
ishi_match_agree_stop (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  if (self->phase != ISHI_PHASE_PLAYING || !ishi_game_get_options (self->game)->no_pass)
    return FALSE;
  ishi_game_agree_stop (self->game);
  return TRUE;
}

/* Resignation and loss on time end the game where it stands. */
static gboolean
force_end (IshiMatch *self, IshiResultKind kind, IshiColor loser)
{
  if (self->phase == ISHI_PHASE_FINISHED)
    return FALSE;
  self->forced = kind;
  self->forced_winner = ishi_color_other (loser);
  self->forced_node = ishi_game_get_node (self->game);
  self->acting = TRUE;
  /* Counting stops: whatever was marked, the game ended otherwise. */
  self->phase = ISHI_PHASE_PLAYING;
  ishi_match_sync_end (self);
  self->acting = FALSE;
  return TRUE;
}

gboolean
ishi_match_resign (IshiMatch *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);
  return force_end (self, ISHI_RESULT_RESIGN, color);
}

gboolean
ishi_match_forfeit (IshiMatch *self, IshiColor color, const char *reason)
{
  g_autofree char *before = NULL;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  if (self->phase == ISHI_PHASE_FINISHED)
    return FALSE;
  before = ishi_game_get_node_text (self->game, "C");
  if (!force_end (self, ISHI_RESULT_FORFEIT, color))
    return FALSE;
  if (reason != NULL && reason[0] != '\0')
    {
      g_autofree char *comment = before ? g_strdup_printf ("%s\n\n%s", before, reason) : g_strdup (reason);

      g_free (self->comment_before);
      self->comment_before = g_steal_pointer (&before);
      self->forfeit_commented = TRUE;
      ishi_game_set_node_text (self->game, "C", comment);
    }
  return TRUE;
}

gboolean
ishi_match_time_out (IshiMatch *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);
  if (self->phase != ISHI_PHASE_PLAYING)
    return FALSE;  /* the clocks stop when play stops */
  return force_end (self, ISHI_RESULT_TIME, color);
}

/* ------------------------------------------------------------------------ */
/* The clock (issue 13)                                                      */
/* ------------------------------------------------------------------------ */

/* The clock follows the phase and the place in the record: the side to
 * move's time runs while PLAYING where play goes on — the tip of the
 * record (a node with nothing played after it), or the node a move was
 * just taken back to or played to (play_node) — and nobody's otherwise:
 * stepping through the record to look at it stops the clocks instead of
 * letting a reviewed position lose on time, and a move played from a
 * position looked at starts the other side's time again.  While a move of
 * the match is being played (self->moving) the clock waits for
 * clock_after_move(), which charges the move to its player before the
 * other side's time runs. */
void
ishi_match_clock_sync (IshiMatch *self)
{
  IshiColor to_move = ISHI_EMPTY;
  IshiSgfNode *node;

  if (self->clock == NULL || self->moving != ISHI_EMPTY)
    return;
  node = ishi_game_get_node (self->game);
  if (self->phase == ISHI_PHASE_PLAYING && ishi_match_plays_here (self, node))
    to_move = ishi_match_get_acting_color (self);
  if (ishi_clock_get_side (self->clock) != to_move)
    ishi_clock_switch (self->clock, to_move);
}

/* A move after the flag fell is not in time: the tick notices it, emits
 * "time-out", and the game ends before the move is played. */
static gboolean
clock_before_move (IshiMatch *self, IshiColor mover)
{
  if (self->clock == NULL)
    return TRUE;
  ishi_clock_tick (self->clock);
  /* (A side whose loss on time was taken back plays on untimed.) */
  return self->phase == ISHI_PHASE_PLAYING;
}

static void
clock_after_move (IshiMatch *self, IshiColor mover)
{
  gint64 time_left;
  int overtime;
  gboolean counted;

  if (self->clock == NULL)
    return;
  /* BL/WL (and OB/OW) only for a move whose time the clock counted: a
   * move played while it stood (from a position looked at) has no time of
   * its own, and got the time of its player's last timed move, repeated
   * (issue 77 item 14). */
  counted = ishi_clock_get_side (self->clock) == mover;
  if (ishi_clock_move_made (self->clock, mover) && counted
      && ishi_clock_get_last_move (self->clock, mover, &time_left, &overtime))
    {
      ishi_node_time_write (ishi_game_get_node (self->game), mover, time_left, overtime);
      ishi_game_touch (self->game);
    }
  /* The move may have ended play (two passes, five in a row). */
  ishi_match_clock_sync (self);
}

static void
clock_time_out_cb (IshiClock *clock, int color, IshiMatch *self)
{
  ishi_match_time_out (self, (IshiColor) color);
}

void
ishi_match_set_clock (IshiMatch *self, IshiClock *clock)
{
  IshiSgfNode *root;

  g_return_if_fail (ISHI_IS_MATCH (self));
  g_return_if_fail (clock == NULL || ISHI_IS_CLOCK (clock));

  if (self->clock == clock)
    return;
  if (self->clock)
    {
      g_signal_handlers_disconnect_by_data (self->clock, self);
      ishi_clock_stop (self->clock);
    }
  g_set_object (&self->clock, clock);
  if (clock == NULL)
    return;

  g_signal_connect (clock, "time-out", G_CALLBACK (clock_time_out_cb), self);
  root = root_of (self);
  if (root->first_child == NULL)
    {
      ishi_time_control_write_root (ishi_clock_get_time_control (clock), root);
      ishi_game_touch (self->game);
    }
  ishi_clock_set_paused (clock, self->paused);
  ishi_match_clock_sync (self);
}

IshiClock *
ishi_match_get_clock (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), NULL);
  return self->clock;
}

void
ishi_match_set_paused (IshiMatch *self, gboolean paused)
{
  g_return_if_fail (ISHI_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (self->clock)
    ishi_clock_set_paused (self->clock, paused);
  g_signal_emit (self, signals[CHANGED], 0);
  if (!paused)
    ask_to_move (self);
}

gboolean
ishi_match_get_paused (IshiMatch *self)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  return self->paused;
}

gboolean
ishi_match_can_pause (IshiMatch *self)
{
  IshiClock *clock;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);
  clock = ishi_match_get_clock (self);
  if (clock && ishi_clock_get_time_control (clock)->system != ISHI_TIME_NONE)
    return TRUE;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiPlayer *player = ishi_match_get_player (self, c);

      if (player && !ishi_player_is_human (player))
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Renju's opening rules with swaps and fifth moves (ishi-renju-opening.h)  */
/* ------------------------------------------------------------------------ */

void
ishi_match_get_opening_step (IshiMatch *self, IshiOpeningStep *step)
{
  g_return_if_fail (ISHI_IS_MATCH (self));
  g_return_if_fail (step != NULL);
  ishi_renju_opening_get_step (self->game, self->ruleset, step);
}

IshiColor
ishi_match_get_acting_color (IshiMatch *self)
{
  IshiOpeningStep step;

  g_return_val_if_fail (ISHI_IS_MATCH (self), ISHI_BLACK);
  ishi_match_get_opening_step (self, &step);
  if (step.kind != ISHI_OPENING_STEP_NONE)
    return step.color;
  return ishi_game_get_rules (self->game)->to_move (ishi_game_get_position (self->game));
}

/* Black has offered fifth moves at this node: undo takes the last back. */
gboolean
ishi_match_has_offers (IshiMatch *self)
{
  IshiOpeningStep step;

  ishi_match_get_opening_step (self, &step);
  return (step.kind == ISHI_OPENING_STEP_OFFER || step.kind == ISHI_OPENING_STEP_PICK) && step.offered > 0;
}

static gboolean
opening_playing (IshiMatch *self, GError **error)
{
  if (self->phase == ISHI_PHASE_PLAYING)
    return TRUE;
  g_set_error_literal (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_STEP,
                       ishi_move_status_describe (ISHI_MOVE_GAME_OVER));
  return FALSE;
}

gboolean
ishi_match_opening_choose (IshiMatch *self, IshiOpeningChoice choice, const char *reason, GError **error)
{
  gboolean swapped = FALSE;

  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  if (!opening_playing (self, error)
      || !ishi_renju_opening_choose (self->game, self->ruleset, choice, reason, &swapped, error))
    return FALSE;
  if (swapped)
    {
      IshiPlayer *black = self->players[ISHI_BLACK];

      /* The players change places with the colours; the one asked to
       * choose has chosen, and who is asked next is asked below. */
      self->players[ISHI_BLACK] = self->players[ISHI_WHITE];
      self->players[ISHI_WHITE] = black;
      self->asked = ISHI_EMPTY;
      g_signal_emit (self, signals[COLOURS_EXCHANGED], 0);
    }
  ishi_match_sync_end (self);
  return TRUE;
}

gboolean
ishi_match_opening_declare (IshiMatch *self, guint count, const char *reason, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  if (!opening_playing (self, error) || !ishi_renju_opening_declare (self->game, self->ruleset, count, reason, error))
    return FALSE;
  ishi_match_sync_end (self);
  return TRUE;
}

gboolean
ishi_match_opening_offer (IshiMatch *self, const IshiPoint *points, guint n, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  if (!opening_playing (self, error) || !ishi_renju_opening_offer (self->game, self->ruleset, points, n, error))
    return FALSE;
  ishi_match_sync_end (self);
  return TRUE;
}

gboolean
ishi_match_opening_pick (IshiMatch *self, int x, int y, const char *reason, GError **error)
{
  g_return_val_if_fail (ISHI_IS_MATCH (self), FALSE);

  /* Going to the fifth move kept emits the record's "changed": the
   * match follows from there. */
  return opening_playing (self, error) && ishi_renju_opening_pick (self->game, self->ruleset, x, y, reason, error);
}

/* A click while Black offers (an offer) or White keeps one (that one). */
static IshiMoveStatus
offer_or_keep (IshiMatch *self, const IshiOpeningStep *step, int x, int y)
{
  IshiMoveStatus status;
  IshiPoint point = { x, y };

  if (step->kind == ISHI_OPENING_STEP_PICK)
    {
      g_autoptr(GArray) offers = ishi_renju_opening_get_offers (self->game);

      for (guint i = 0; i < offers->len; i++)
        if (g_array_index (offers, IshiPoint, i).x == x && g_array_index (offers, IshiPoint, i).y == y)
          return ishi_match_opening_pick (self, x, y, NULL, NULL) ? ISHI_MOVE_OK : ISHI_MOVE_OPENING_CHOICE;
      return ISHI_MOVE_OPENING_NOT_OFFERED;
    }
  status = ishi_renju_opening_check_offer (self->game, self->ruleset, x, y, NULL);
  if (status != ISHI_MOVE_OK)
    return status;
  return ishi_match_opening_offer (self, &point, 1, NULL) ? ISHI_MOVE_OK : ISHI_MOVE_OPENING_CHOICE;
}
