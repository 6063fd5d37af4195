/* ishi-renju-engine-player.c — the engine behind the player interface.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju-engine"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "ishi-match.h"
#include "ishi-renju-engine.h"
#include "ishi-renju-engine-player.h"
#include "ishi-renju-opening-play.h"

struct _IshiRenjuEnginePlayer {
  GObject parent_instance;
  guint level;
  guint64 seed;
  gdouble max_seconds;
  char *name;
  /* Each turn gets a number; a move computed for an older turn (the match
   * was cancelled or undone meanwhile) is dropped. */
  guint turn;
};

/* What the worker thread works on: plain memory of its own, no object of
 * the main thread.  The GTask that carries it is let go last by whichever
 * thread comes last — often the worker, after the main loop has already
 * taken the answer — so whatever it holds may be freed in the worker. */
typedef struct {
  IshiRenjuBoard board;
  IshiColor to_move;
  guint level;
  guint64 seed;
  gdouble max_seconds;
  IshiRenjuEngineResult result;
  /* A step of the opening rules of stronger players (kind NONE: a move
   * of the game), the fifth moves offered so far, and the decision. */
  IshiOpeningStep step;
  IshiPoint offered[ISHI_RENJU_MAX_FIFTHS];
  guint n_offered;
  IshiRenjuOpeningDecision decision;
} Job;

static void
job_free (Job *job)
{
  ishi_renju_opening_decision_clear (&job->decision);
  g_free (job);
}

/* What the answer goes back to, held by the callback and let go in it, on
 * the main thread: the player and the match (with the window's handlers on
 * it) are never finalized in the worker thread.  (When the task held them,
 * as the Go engine's player once did, the worker sometimes dropped their
 * last reference: the match was finalized there, and a main loop waiting
 * for the player's end was never woken.) */
typedef struct {
  IshiRenjuEnginePlayer *self;
  IshiMatch *match;
  guint turn;
} Reply;

static void
reply_free (Reply *reply)
{
  g_clear_object (&reply->self);
  g_clear_object (&reply->match);
  g_free (reply);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Reply, reply_free)

static void player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiRenjuEnginePlayer, ishi_renju_engine_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, player_iface_init))

static gboolean
engine_is_human (IshiPlayer *player)
{
  return FALSE;
}

static const char *
engine_get_name (IshiPlayer *player)
{
  return ISHI_RENJU_ENGINE_PLAYER (player)->name;
}

static void
think (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;

  if (job->step.kind != ISHI_OPENING_STEP_NONE)
    ishi_renju_engine_opening_decide (&job->board, &job->step, job->offered, job->n_offered,
                                      job->level, job->seed, &job->decision);
  else
    ishi_renju_engine_choose (&job->board, job->to_move, job->level, job->seed,
                              job->max_seconds, &job->result);
  g_task_return_boolean (task, TRUE);
}

/* The opening's step was decided: the choice, number, offers or stone
 * goes to the match (a step that changed meanwhile is another turn). */
static void
act_in_opening (IshiMatch *match, Job *job)
{
  IshiRenjuOpeningDecision *d = &job->decision;
  g_autoptr(GError) error = NULL;
  IshiOpeningStep now;
  gboolean done = TRUE;

  ishi_match_get_opening_step (match, &now);
  if (now.kind != job->step.kind || now.move != job->step.move || now.offered != job->step.offered)
    return;
  switch (job->step.kind)
    {
    case ISHI_OPENING_STEP_PLACE:
      done = d->move.x >= 0 && ishi_match_play (match, d->move.x, d->move.y) == ISHI_MOVE_OK;
      break;
    case ISHI_OPENING_STEP_SWAP:
    case ISHI_OPENING_STEP_FIFTH_WAY:
      done = ishi_match_opening_choose (match, d->choice, d->reason, &error);
      break;
    case ISHI_OPENING_STEP_DECLARE:
      done = ishi_match_opening_declare (match, d->count, d->reason, &error);
      break;
    case ISHI_OPENING_STEP_OFFER:
      done = ishi_match_opening_offer (match, d->offers, d->n_offers, &error);
      break;
    case ISHI_OPENING_STEP_PICK:
      done = ishi_match_opening_pick (match, d->move.x, d->move.y, d->reason, &error);
      break;
    case ISHI_OPENING_STEP_NONE:
    default:
      break;
    }
  if (!done)
    g_warning ("the Renju engine's step of the opening was refused: %s",
               error ? error->message : "a stone outside the square");
}

static void
thought (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(Reply) reply = user_data;
  IshiRenjuEnginePlayer *self = reply->self;
  Job *job = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || reply->turn != self->turn)
    return;
  if (ishi_match_get_phase (reply->match) != ISHI_PHASE_PLAYING
      || ishi_match_get_player (reply->match, job->to_move) != ISHI_PLAYER (self))
    return;
  if (job->step.kind != ISHI_OPENING_STEP_NONE)
    {
      act_in_opening (reply->match, job);
      return;
    }
  if (job->result.move.x < 0)
    {
      /* no legal point left: Black surrounded by forbidden points, or a
       * full board — passing is how the rules end it (a draw) */
      ishi_match_pass (reply->match);
      return;
    }
  if (ishi_match_play (reply->match, job->result.move.x, job->result.move.y) != ISHI_MOVE_OK)
    g_warning ("the Renju engine's move (%d, %d) was refused", job->result.move.x, job->result.move.y);
}

static void
engine_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiRenjuEnginePlayer *self = ISHI_RENJU_ENGINE_PLAYER (player);
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  g_autoptr(GTask) task = NULL;
  Job *job;
  Reply *reply;
  IshiColor acting = ishi_match_get_acting_color (match);

  /* Asked for the side to move while the opening waits for the other
   * (White keeping a fifth move): not this player's turn. */
  if (ishi_match_get_player (match, acting) != player)
    return;
  job = g_new0 (Job, 1);
  reply = g_new0 (Reply, 1);
  ishi_renju_board_init (&job->board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      ishi_renju_board_set (&job->board, x, y, rules->stone_at (position, x, y));
  job->to_move = acting;
  ishi_match_get_opening_step (match, &job->step);
  if (job->step.kind == ISHI_OPENING_STEP_OFFER || job->step.kind == ISHI_OPENING_STEP_PICK)
    {
      g_autoptr(GArray) offers = ishi_renju_opening_get_offers (game);

      job->n_offered = MIN (offers->len, ISHI_RENJU_MAX_FIFTHS);
      if (job->n_offered > 0)
        memcpy (job->offered, offers->data, job->n_offered * sizeof (IshiPoint));
    }
  job->level = self->level;
  job->seed = self->seed + ishi_game_get_move_number (game);
  job->max_seconds = self->max_seconds;
  reply->self = g_object_ref (self);
  reply->match = g_object_ref (match);
  reply->turn = ++self->turn;

  /* No source object: the task must not hold the player (see Reply). */
  task = g_task_new (NULL, NULL, thought, reply);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, think);
}

static void
engine_cancel (IshiPlayer *player)
{
  ISHI_RENJU_ENGINE_PLAYER (player)->turn++;
}

static void
player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = engine_is_human;
  iface->get_name = engine_get_name;
  iface->your_turn = engine_your_turn;
  iface->cancel = engine_cancel;
}

static void
ishi_renju_engine_player_finalize (GObject *object)
{
  g_free (ISHI_RENJU_ENGINE_PLAYER (object)->name);
  G_OBJECT_CLASS (ishi_renju_engine_player_parent_class)->finalize (object);
}

static void
ishi_renju_engine_player_class_init (IshiRenjuEnginePlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_renju_engine_player_finalize;
}

static void
ishi_renju_engine_player_init (IshiRenjuEnginePlayer *self)
{
}

IshiPlayer *
ishi_renju_engine_player_new (guint level, guint64 seed, gdouble max_seconds)
{
  IshiRenjuEnginePlayer *self = g_object_new (ISHI_TYPE_RENJU_ENGINE_PLAYER, NULL);

  self->level = CLAMP (level, ISHI_RENJU_ENGINE_MIN_LEVEL, ISHI_RENJU_ENGINE_MAX_LEVEL);
  self->seed = seed;
  self->max_seconds = max_seconds;
  /* the name written in the record (PB/PW) */
  self->name = g_strdup_printf (_("Ishi Renju engine, level %u"), self->level);
  return ISHI_PLAYER (self);
}
