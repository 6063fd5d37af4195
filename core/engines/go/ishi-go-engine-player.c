/* ishi-go-engine-player.c — see ishi-go-engine-player.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <stdlib.h>

#include "ishi-deadstones.h"
#include "ishi-go-dead.h"
#include "ishi-go-engine-player.h"

struct _IshiGoEnginePlayer {
  GObject parent_instance;
  IshiGoEngine *engine;
  char *name;
  GCancellable *cancellable;   /* of the search under way, or NULL */
  double resign;               /* 0: never */
  guint resign_moves;
  guint low_moves;             /* searches in a row below `resign` */
  IshiMatch *low_match;        /* weak: the game they were counted in */
};

static void ishi_go_engine_player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiGoEnginePlayer, ishi_go_engine_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER,
                                                      ishi_go_engine_player_iface_init))

/* What the worker thread works on: plain memory of its own, no object of
 * the main thread.  The GTask that carries it is let go last by whichever
 * thread comes last — often the worker, after the main loop has already
 * taken the answer — so whatever it holds may be freed in the worker. */
typedef struct {
  IshiGoEngine *engine;        /* a copy of its own for the thread */
  IshiGoBoard *board;
  double seconds;
  IshiGoEngineMove move;
  double best_win_rate;        /* of the most visited move */
  double best_lead;            /* its mean margin, for the side to move */
} Thinking;

static void
thinking_free (gpointer data)
{
  Thinking *t = data;

  ishi_go_engine_free (t->engine);
  ishi_go_board_free (t->board);
  g_free (t);
}

/* What the answer goes back to, held by the callback and let go in it,
 * on the main thread: the player and the match (with the window's
 * handlers on it) are never finalized in the worker thread.  (When the
 * task held them, the worker thread sometimes dropped their last
 * reference: the match was finalized there, and a main loop waiting for
 * the player's end was never woken.) */
typedef struct {
  IshiGoEnginePlayer *self;
  IshiMatch *match;
  IshiSgfNode *node;           /* the node the move answers */
} Reply;

static void
reply_free (Reply *r)
{
  g_clear_object (&r->self);
  g_clear_object (&r->match);
  g_free (r);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Reply, reply_free)

static gboolean
has_setup (const IshiSgfNode *node)
{
  return ishi_sgf_node_lookup (node, "AB") || ishi_sgf_node_lookup (node, "AW") ||
         ishi_sgf_node_lookup (node, "AE");
}

/* The stones of `position` put on `board` as setup. */
static void
setup_stones (IshiGoBoard *board, const IshiRules *rules, const IshiPosition *position, int size)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          if (rules->stone_at (position, x, y) == c)
            {
              IshiPoint p = { x, y };

              g_array_append_val (points, p);
            }
      if (points->len > 0)
        ishi_go_board_setup (board, (IshiPoint *) points->data, points->len, c);
    }
}

static IshiGoBoard *
new_board (const IshiRulesOptions *options, int size)
{
  IshiGoBoard *board = ishi_go_board_new (size, options->ko_rule, options->allow_suicide);

  ishi_go_board_set_off_board_moves (board, options->off_board_moves, options->no_pass);
  ishi_go_board_set_reset_at_two_passes (board, options->clear_history_at_two_passes);
  return board;
}

/* The moves of path[from..] replayed on `board`; FALSE when one is
 * refused. */
static gboolean
replay (IshiGoBoard *board, GPtrArray *path, guint from, int size)
{
  for (guint i = from; i < path->len; i++)
    {
      IshiColor color;
      int x, y;

      if (!ishi_game_node_move (path->pdata[i], size, &color, &x, &y))
        continue;
      if (ishi_game_node_is_off_board (path->pdata[i]))
        x = y = ISHI_OFF_BOARD_X;
      if (ishi_go_board_play (board, color, x, y) != ISHI_MOVE_OK)
        return FALSE;
    }
  return TRUE;
}

IshiGoBoard *
ishi_go_engine_board_from_match (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  IshiRulesOptions options;
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  g_autoptr(IshiGoBoard) board = NULL;
  gboolean same;
  guint from = 0;

  ishi_ruleset_get_options (ruleset, size, &options);
  board = new_board (&options, size);

  for (IshiSgfNode *n = ishi_game_get_node (game); n != NULL; n = n->parent)
    g_ptr_array_insert (path, 0, n);
  /* Setup stones (handicap stones on the root, a problem, an edited
   * position): the stones as they stand at the last node with setup, then
   * the moves after it, so that the passes, the prisoners and the ko of
   * those moves are known (the ko rule and the count need them). */
  for (guint i = path->len; i-- > 0;)
    if (has_setup (path->pdata[i]))
      {
        IshiPosition *at = rules->position_new (rules->options (position));

        for (guint j = 0; j <= i; j++)
          ishi_game_apply_node (rules, at, path->pdata[j], NULL, NULL, NULL);
        setup_stones (board, rules, at, size);
        rules->position_free (at);
        from = i + 1;
        break;
      }
  same = replay (board, path, from, size);
  for (int y = 0; y < size && same; y++)
    for (int x = 0; x < size && same; x++)
      same = ishi_go_board_get (board, x, y) == rules->stone_at (position, x, y);

  if (!same)
    {
      /* Whatever else: the stones as they stand. */
      g_clear_pointer (&board, ishi_go_board_free);
      board = new_board (&options, size);
      setup_stones (board, rules, position, size);
    }
  ishi_go_board_set_to_move (board, rules->to_move (position));
  return g_steal_pointer (&board);
}

static void
think_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Thinking *t = data;
  GError *error = NULL;

  if (ishi_go_engine_think (t->engine, t->board, t->seconds, cancellable, &t->move, &error))
    {
      g_autoptr(GArray) best = ishi_go_engine_get_candidates (t->engine, 1);

      double score = best->len > 0 ? g_array_index (best, IshiGoEngineCandidate, 0).score : t->move.score;

      t->best_win_rate = best->len > 0 ? g_array_index (best, IshiGoEngineCandidate, 0).win_rate
                                       : t->move.win_rate;
      t->best_lead = ishi_go_board_get_to_move (t->board) == ISHI_BLACK ? score : -score;
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error (task, error);
}

/* Resign only when the game stays lost: `resign_moves` searches in a row
 * of this match with the best move's win rate below the threshold and its
 * playouts ending a tenth of the board's points behind or more (on 9×9
 * eight points, on 19×19 thirty-six): a low win rate alone comes with a
 * close game's noise, where a person would play on.  How often it would
 * have resigned games that were won later is measured in
 * tests/bench/README.md ("Resigning"). */
static gboolean
stays_lost (IshiGoEnginePlayer *self, IshiMatch *match, int size, double win_rate, double lead)
{
  if (self->resign <= 0)
    return FALSE;
  if (self->low_match != match)
    {
      g_set_weak_pointer (&self->low_match, match);
      self->low_moves = 0;
    }
  self->low_moves = win_rate < self->resign && lead <= -(size * size) / 10.0 ? self->low_moves + 1 : 0;
  return self->low_moves >= self->resign_moves;
}

static void
on_thought (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(Reply) reply = user_data;
  IshiGoEnginePlayer *self = reply->self;
  Thinking *t = g_task_get_task_data (G_TASK (result));
  IshiMatch *match = reply->match;
  IshiGame *game = ishi_match_get_game (match);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  IshiColor color = ishi_go_board_get_to_move (t->board);
  g_autoptr(GError) error = NULL;
  IshiMoveStatus status = ISHI_MOVE_OK;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    return;   /* cancelled: the match no longer waits */
  if (g_task_get_cancellable (G_TASK (result)) == self->cancellable)
    g_clear_object (&self->cancellable);
  /* Only the move the match still waits for. */
  if (ishi_match_get_phase (match) != ISHI_PHASE_PLAYING || ishi_game_get_node (game) != reply->node ||
      ishi_match_get_player (match, color) != ISHI_PLAYER (self))
    return;

  if (stays_lost (self, match, ishi_go_board_get_size (t->board), t->best_win_rate, t->best_lead))
    {
      ishi_match_resign (match, color);
      return;
    }
  switch (t->move.action)
    {
    case ISHI_GO_ENGINE_PLAY:
      status = ishi_match_play (match, t->move.x, t->move.y);
      break;
    case ISHI_GO_ENGINE_OFF_BOARD:
      status = ishi_match_play_off_board (match);
      break;
    case ISHI_GO_ENGINE_RESIGN:
      ishi_match_resign (match, color);
      break;
    case ISHI_GO_ENGINE_PASS:
    default:
      if (ruleset->no_pass)
        ishi_match_agree_stop (match);
      else
        status = ishi_match_pass (match);
      break;
    }
  /* The engine only plays moves its board found legal: a refusal means
   * its board and the record disagree, which is a bug to hear about. */
  if (status != ISHI_MOVE_OK)
    g_warning ("the match refused the engine's move (%s)", ishi_move_status_to_string (status));
}

static double
clock_budget (IshiMatch *match, IshiColor color, int empty)
{
  IshiClock *clock = ishi_match_get_clock (match);
  const IshiTimeControl *tc;
  gint64 period = 0;
  int stones = 0;

  if (clock == NULL)
    return 0;
  tc = ishi_clock_get_time_control (clock);
  if (tc->system == ISHI_TIME_NONE)
    return 0;
  if (ishi_clock_is_in_overtime (clock, color))
    {
      period = ishi_clock_get_period_left (clock, color);
      stones = tc->system == ISHI_TIME_CANADIAN ? MAX (ishi_clock_get_periods_left (clock, color), 1) : 0;
    }
  else if (tc->period_time > 0)
    period = (gint64) tc->period_time * G_USEC_PER_SEC;
  return ishi_go_engine_budget (ishi_clock_get_main_left (clock, color), period,
                                tc->system == ISHI_TIME_CANADIAN && period > 0 && !stones ?
                                tc->stones : stones,
                                (gint64) tc->increment * G_USEC_PER_SEC, empty);
}

static void
player_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiGoEnginePlayer *self = ISHI_GO_ENGINE_PLAYER (player);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);
  IshiGame *game = ishi_match_get_game (match);
  g_autoptr(GTask) task = NULL;
  Thinking *t;
  Reply *reply;
  int size, empty = 0;
  const char *ha;
  g_autofree char *handicap = NULL;

  if (!g_str_equal (ruleset->game, "go"))
    {
      g_warning ("Ishi's Go engine cannot play %s", ruleset->id);
      return;
    }
  ishi_player_cancel (player);

  t = g_new0 (Thinking, 1);
  t->engine = ishi_go_engine_copy (self->engine);
  /* The player decides on resigning, over several moves (stays_lost). */
  ishi_go_engine_set_resign_threshold (t->engine, 0);
  handicap = ishi_game_get_info (game, "HA");
  ha = handicap;
  ishi_go_engine_set_rules (t->engine, ruleset, ishi_match_get_komi (match),
                            ha != NULL ? atoi (ha) : 0);
  t->board = ishi_go_engine_board_from_match (match);
  reply = g_new0 (Reply, 1);
  reply->self = g_object_ref (self);
  reply->match = g_object_ref (match);
  reply->node = ishi_game_get_node (game);
  size = ishi_go_board_get_size (t->board);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      empty += ishi_go_board_get (t->board, x, y) == ISHI_EMPTY;
  t->seconds = clock_budget (match, ishi_go_board_get_to_move (t->board), empty);

  self->cancellable = g_cancellable_new ();
  /* No source object: the task must not hold the player (see Reply). */
  task = g_task_new (NULL, self->cancellable, on_thought, reply);
  g_task_set_task_data (task, t, thinking_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, think_in_thread);
}

static void
player_cancel (IshiPlayer *player)
{
  IshiGoEnginePlayer *self = ISHI_GO_ENGINE_PLAYER (player);

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

static gboolean
player_is_human (IshiPlayer *player)
{
  return FALSE;
}

static const char *
player_get_name (IshiPlayer *player)
{
  return ISHI_GO_ENGINE_PLAYER (player)->name;
}

static void
ishi_go_engine_player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = player_is_human;
  iface->get_name = player_get_name;
  iface->your_turn = player_your_turn;
  iface->cancel = player_cancel;
}

static void
ishi_go_engine_player_dispose (GObject *object)
{
  IshiGoEnginePlayer *self = ISHI_GO_ENGINE_PLAYER (object);

  player_cancel (ISHI_PLAYER (object));
  g_clear_weak_pointer (&self->low_match);
  G_OBJECT_CLASS (ishi_go_engine_player_parent_class)->dispose (object);
}

static void
ishi_go_engine_player_finalize (GObject *object)
{
  IshiGoEnginePlayer *self = ISHI_GO_ENGINE_PLAYER (object);

  ishi_go_engine_free (self->engine);
  g_free (self->name);
  G_OBJECT_CLASS (ishi_go_engine_player_parent_class)->finalize (object);
}

static void
ishi_go_engine_player_class_init (IshiGoEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_go_engine_player_dispose;
  object_class->finalize = ishi_go_engine_player_finalize;
}

static void
ishi_go_engine_player_init (IshiGoEnginePlayer *self)
{
}

IshiPlayer *
ishi_go_engine_player_new (const IshiGoEngine *engine, const char *name)
{
  IshiGoEnginePlayer *self = g_object_new (ISHI_TYPE_GO_ENGINE_PLAYER, NULL);

  self->engine = ishi_go_engine_copy (engine);
  self->name = g_strdup (name != NULL ? name : "Ishi");
  return ISHI_PLAYER (self);
}

IshiPlayer *
ishi_go_engine_player_new_at_level (const IshiRuleset *ruleset, int level)
{
  g_autoptr (IshiGoEngine) engine = NULL;

  g_return_val_if_fail (ruleset != NULL, NULL);
  /* The komi and handicap are the match's, taken at each move. */
  engine = ishi_go_engine_new (ruleset, ishi_ruleset_komi (ruleset, 0), 0);
  ishi_go_engine_set_level (engine, CLAMP (level, ISHI_GO_ENGINE_MIN_LEVEL, ISHI_GO_ENGINE_MAX_LEVEL));
  return ishi_go_engine_player_new (engine, NULL);
}

IshiGoEngine *
ishi_go_engine_player_get_engine (IshiGoEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_GO_ENGINE_PLAYER (self), NULL);
  return self->engine;
}

gboolean
ishi_go_engine_player_is_thinking (IshiGoEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_GO_ENGINE_PLAYER (self), FALSE);
  return self->cancellable != NULL;
}

void
ishi_go_engine_player_set_resign (IshiGoEnginePlayer *self, double threshold, guint moves)
{
  g_return_if_fail (ISHI_IS_GO_ENGINE_PLAYER (self));
  self->resign = CLAMP (threshold, 0, 1);
  self->resign_moves = MAX (moves, 1);
  self->low_moves = 0;
}

double
ishi_go_engine_player_get_resign (IshiGoEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_GO_ENGINE_PLAYER (self), 0);
  return self->resign;
}

/* --- the dead stones at the count ----------------------------------------- */

typedef struct {
  int size;
  IshiColor *stones;
  IshiColor to_move;
} DeadAsk;

static void
dead_ask_free (gpointer data)
{
  DeadAsk *d = data;

  g_free (d->stones);
  g_free (d);
}

static void
dead_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  DeadAsk *d = data;
  g_autofree guint8 *dead = g_new0 (guint8, d->size * d->size);
  GArray *points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  ishi_go_dead_stones (d->size, d->stones, d->to_move, NULL, dead, NULL);
  for (int p = 0; p < d->size * d->size; p++)
    if (dead[p])
      {
        IshiPoint point = { p % d->size, p / d->size };

        g_array_append_val (points, point);
      }
  g_task_return_pointer (task, points, (GDestroyNotify) g_array_unref);
}

void
ishi_go_engine_player_dead_stones_async (IshiGoEnginePlayer *self, IshiMatch *match,
                                         GCancellable *cancellable, GAsyncReadyCallback callback,
                                         gpointer user_data)
{
  g_autoptr(IshiGoBoard) board = NULL;
  g_autoptr(GTask) task = NULL;
  DeadAsk *d;

  g_return_if_fail (ISHI_IS_GO_ENGINE_PLAYER (self));
  g_return_if_fail (ISHI_IS_MATCH (match));
  board = ishi_go_engine_board_from_match (match);
  d = g_new0 (DeadAsk, 1);
  d->size = ishi_go_board_get_size (board);
  d->stones = g_new (IshiColor, d->size * d->size);
  for (int p = 0; p < d->size * d->size; p++)
    d->stones[p] = ishi_go_board_get (board, p % d->size, p / d->size);
  d->to_move = ishi_go_board_get_to_move (board);
  /* No source object: the task must not hold the player (see Reply). */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_go_engine_player_dead_stones_async);
  g_task_set_task_data (task, d, dead_ask_free);
  g_task_run_in_thread (task, dead_in_thread);
}

GArray *
ishi_go_engine_player_dead_stones_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
