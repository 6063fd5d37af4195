/* ishi-gtp-player.c — a GTP engine as a player, kept in step the GoGui way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-gtp-player.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

typedef struct {
  IshiColor color;
  int x, y;            /* x = -1: pass */
} Move;

struct _IshiGtpPlayer {
  GObject parent_instance;

  IshiGtpEngine *engine;
  gboolean started;
  int move_timeout_ms;
  int move_seconds;     /* told as byo-yomi when the game has no clock; 0: none */
  int timeout_ms;

  /* What the engine has: the base (size, komi, setup) and the moves since. */
  char *engine_key;    /* NULL: unknown, a full replay is needed */
  GArray *engine_moves;

  char **init;         /* GTP commands sent once after the engine starts */
  gboolean busy;       /* a sync, a command or a turn is on its way */
  IshiMatch *pending_turn;   /* its turn came while a sync or command was out */
  gboolean cleanup;    /* kgs-genmove_cleanup instead of genmove */
  gboolean abandoned;  /* the match no longer waits for the turn on its way */
  gboolean thinking;
  GCancellable *turn_cancel;
  GError *error;
};

enum { PROP_0, PROP_THINKING, N_PROPS };
static GParamSpec *props[N_PROPS];
enum { SIGNAL_FAILED, SIGNAL_STOPPED, SIGNAL_MOVED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiGtpPlayer, ishi_gtp_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, player_iface_init))

/* --- the target: what the engine must have ------------------------------- */

typedef struct {
  int size;
  char *key;           /* boardsize, komi and the setup, as one string */
  GPtrArray *base;     /* the commands after clear_board: komi, handicap, setup */
  GArray *moves;       /* Move, the current line */
} Target;

static void
target_free (Target *t)
{
  g_free (t->key);
  g_ptr_array_unref (t->base);
  g_array_unref (t->moves);
  g_free (t);
}

static void
add_point_list (GString *out, const IshiSgfNode *node, const char *id, int size)
{
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, id);

  if (prop != NULL)
    ishi_sgf_parse_point_set (prop->values, prop->n_values, size, points, NULL);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint pt = g_array_index (points, IshiPoint, i);
      g_autofree char *v = ishi_gtp_vertex_format (size, pt.x, pt.y);
      if (v)
        g_string_append_printf (out, " %s", v);
    }
}

static Target *
target_new (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiSgfNode *node = ishi_game_get_node (game);
  Target *t = g_new0 (Target, 1);
  g_autoptr (GString) black = g_string_new (NULL);
  g_autoptr (GString) white = g_string_new (NULL);
  g_autoptr (GPtrArray) line = g_ptr_array_new ();
  g_autofree char *komi = NULL;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double k = ishi_match_get_komi (match);

  t->size = ishi_game_get_size (game);
  t->base = g_ptr_array_new_with_free_func (g_free);
  t->moves = g_array_new (FALSE, FALSE, sizeof (Move));

  g_ascii_formatd (buf, sizeof buf, "%g", isnan (k) ? 0.0 : k);
  komi = g_strdup_printf ("komi %s", buf);
  g_ptr_array_add (t->base, g_strdup (komi));

  add_point_list (black, root, "AB", t->size);
  add_point_list (white, root, "AW", t->size);
  /* Handicap stones as set_free_handicap, so that the engine's stones are
   * exactly Ishi's (it needs two or more); any other setup as moves. */
  if (black->len > 0 && white->len == 0 && strchr (black->str + 1, ' ') != NULL)
    g_ptr_array_add (t->base, g_strdup_printf ("set_free_handicap%s", black->str));
  else
    {
      g_auto (GStrv) b = g_strsplit (black->str, " ", -1);
      g_auto (GStrv) w = g_strsplit (white->str, " ", -1);
      for (guint i = 0; b[i]; i++)
        if (b[i][0])
          g_ptr_array_add (t->base, g_strdup_printf ("play b %s", b[i]));
      for (guint i = 0; w[i]; i++)
        if (w[i][0])
          g_ptr_array_add (t->base, g_strdup_printf ("play w %s", w[i]));
    }
  /* Another rule set is another game to the engine: replayed. */
  t->key = g_strdup_printf ("%d|%s|%s|%s|%s", t->size, komi, black->str, white->str,
                            ishi_match_get_ruleset (match)->id);

  for (IshiSgfNode *n = node; n != NULL && n != root; n = n->parent)
    g_ptr_array_add (line, n);
  for (guint i = line->len; i-- > 0;)
    {
      Move m;
      IshiSgfNode *n = g_ptr_array_index (line, i);
      if (ishi_game_node_move (n, t->size, &m.color, &m.x, &m.y))
        {
          if (m.x < 0 || m.y < 0)
            m.x = m.y = -1;   /* a pass, or an off-board move (sent as a pass) */
          g_array_append_val (t->moves, m);
        }
    }
  return t;
}

static char *
move_command (int size, const Move *m)
{
  g_autofree char *v = ishi_gtp_vertex_format (size, m->x, m->y);
  return g_strdup_printf ("play %s %s", ishi_gtp_color_name (m->color), v);
}

static gboolean
move_equal (const Move *a, const Move *b)
{
  return a->color == b->color && a->x == b->x && a->y == b->y;
}

/* --- sync ----------------------------------------------------------------- */

typedef enum { OP_OTHER, OP_CLEAR, OP_BASE_DONE, OP_UNDO, OP_PLAY } OpKind;

typedef struct {
  OpKind kind;
  char *command;
  Move move;
} Op;

typedef struct {
  IshiMatch *match;
  Target *target;
  GArray *ops;
  guint next;
  gboolean replay;
  GCancellable *cancellable;
} SyncData;

static void
op_clear (Op *op)
{
  g_free (op->command);
}

static void
sync_data_free (SyncData *d)
{
  g_clear_object (&d->match);
  g_clear_pointer (&d->target, target_free);
  g_array_unref (d->ops);
  g_clear_object (&d->cancellable);
  g_free (d);
}

static void
add_op (SyncData *d, OpKind kind, char *command, const Move *move)
{
  Op op = { kind, command, { 0 } };
  if (move)
    op.move = *move;
  g_array_append_val (d->ops, op);
}

/* The time settings, for a full replay (ishi-timecontrol.h's systems). */
static void
add_time_ops (IshiGtpPlayer *self, SyncData *d)
{
  IshiClock *clock = ishi_match_get_clock (d->match);
  const IshiTimeControl *tc;
  gboolean kgs = ishi_gtp_engine_has_command (self->engine, "kgs-time_settings");

  if (clock == NULL || ishi_clock_get_time_control (clock)->system == ISHI_TIME_NONE)
    {
      if (self->move_seconds > 0)
        add_op (d, OP_OTHER, g_strdup_printf ("time_settings 0 %d 1", self->move_seconds), NULL);
      return;
    }
  tc = ishi_clock_get_time_control (clock);
  switch (tc->system)
    {
    case ISHI_TIME_BYOYOMI:
    case ISHI_TIME_BYOYOMI_ONLINE:
      if (kgs)
        add_op (d, OP_OTHER, g_strdup_printf ("kgs-time_settings byoyomi %d %d %d",
                                              tc->main_time, tc->period_time,
                                              MAX (tc->periods, 1)), NULL);
      else
        /* GTP's own overtime is Canadian: one stone per period is the
         * nearest to byo-yomi. */
        add_op (d, OP_OTHER, g_strdup_printf ("time_settings %d %d 1",
                                              tc->main_time, tc->period_time), NULL);
      break;
    case ISHI_TIME_CANADIAN:
      add_op (d, OP_OTHER, g_strdup_printf ("%s %d %d %d",
                                            kgs ? "kgs-time_settings canadian" : "time_settings",
                                            tc->main_time, tc->period_time, tc->stones), NULL);
      break;
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_FISCHER:
      add_op (d, OP_OTHER, g_strdup_printf ("time_settings %d 0 0", tc->main_time), NULL);
      break;
    case ISHI_TIME_NONE:
    default:
      break;
    }
}

static void
plan_replay (IshiGtpPlayer *self, SyncData *d)
{
  g_array_set_size (d->ops, 0);
  d->next = 0;
  d->replay = TRUE;
  add_op (d, OP_OTHER, g_strdup_printf ("boardsize %d", d->target->size), NULL);
  add_op (d, OP_CLEAR, g_strdup ("clear_board"), NULL);
  /* The rules, where the engine has a command for them (before komi:
   * an engine may take the komi of the rules it is told). */
  {
    g_auto (GStrv) commands = ishi_gtp_engine_dup_commands (self->engine);
    char *rules = ishi_gtp_rules_command (ishi_match_get_ruleset (d->match), (const char *const *) commands);

    if (rules != NULL)
      add_op (d, OP_OTHER, rules, NULL);
  }
  for (guint i = 0; i < d->target->base->len; i++)
    add_op (d, OP_OTHER, g_strdup (g_ptr_array_index (d->target->base, i)), NULL);
  add_op (d, OP_BASE_DONE, NULL, NULL);
  add_time_ops (self, d);
  for (guint i = 0; i < d->target->moves->len; i++)
    {
      Move *m = &g_array_index (d->target->moves, Move, i);
      add_op (d, OP_PLAY, move_command (d->target->size, m), m);
    }
}

static void
plan (IshiGtpPlayer *self, SyncData *d)
{
  guint common = 0;
  GArray *have = self->engine_moves;
  GArray *want = d->target->moves;

  if (self->engine_key == NULL || g_strcmp0 (self->engine_key, d->target->key) != 0)
    {
      plan_replay (self, d);
      return;
    }
  while (common < have->len && common < want->len
         && move_equal (&g_array_index (have, Move, common), &g_array_index (want, Move, common)))
    common++;
  /* Nothing in common (a new game): clear_board is quicker than undoing
   * every move. */
  if (common < have->len && (common == 0 || !ishi_gtp_engine_has_command (self->engine, "undo")))
    {
      plan_replay (self, d);
      return;
    }
  for (guint i = common; i < have->len; i++)
    add_op (d, OP_UNDO, g_strdup ("undo"), NULL);
  for (guint i = common; i < want->len; i++)
    {
      Move *m = &g_array_index (want, Move, i);
      add_op (d, OP_PLAY, move_command (d->target->size, m), m);
    }
}

static void sync_step (GTask *task);

static void
on_sync_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  IshiGtpPlayer *self = g_task_get_source_object (task);
  SyncData *d = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &error);
  Op *op = &g_array_index (d->ops, Op, d->next);

  if (text == NULL)
    {
      if (op->kind == OP_UNDO && !d->replay
          && g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED))
        {
          /* undo refused: start again from an empty board (GoGui does). */
          g_clear_pointer (&self->engine_key, g_free);
          plan_replay (self, d);
          sync_step (g_steal_pointer (&task));
          return;
        }
      g_clear_pointer (&self->engine_key, g_free);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  switch (op->kind)
    {
    case OP_CLEAR:
      g_clear_pointer (&self->engine_key, g_free);
      g_array_set_size (self->engine_moves, 0);
      break;
    case OP_UNDO:
      g_array_set_size (self->engine_moves, self->engine_moves->len - 1);
      break;
    case OP_PLAY:
      g_array_append_val (self->engine_moves, op->move);
      break;
    case OP_OTHER:
    case OP_BASE_DONE:
    default:
      break;
    }
  d->next++;
  sync_step (g_steal_pointer (&task));
}

static void
sync_step (GTask *task)
{
  IshiGtpPlayer *self = g_task_get_source_object (task);
  SyncData *d = g_task_get_task_data (task);

  while (d->next < d->ops->len && g_array_index (d->ops, Op, d->next).kind == OP_BASE_DONE)
    {
      g_free (self->engine_key);
      self->engine_key = g_strdup (d->target->key);
      d->next++;
    }
  if (d->next >= d->ops->len)
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  ishi_gtp_engine_send_async (self->engine, g_array_index (d->ops, Op, d->next).command,
                              self->timeout_ms, d->cancellable, on_sync_reply, task);
}

static void send_init (GTask *task);

static void
on_init_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  IshiGtpPlayer *self = g_task_get_source_object (task);
  SyncData *d = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &error);

  if (text == NULL)
    {
      if (g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED))
        g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED,
                                 _("%s refused its init command “%s”: %s"),
                                 ishi_gtp_engine_get_display_name (self->engine),
                                 self->init[d->next - 1], error->message);
      else
        g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  send_init (g_steal_pointer (&task));
}

/* The init commands (Preferences: "kata-set-param maxVisits 200"), once,
 * before anything else; d->next counts them here. */
static void
send_init (GTask *task)
{
  IshiGtpPlayer *self = g_task_get_source_object (task);
  SyncData *d = g_task_get_task_data (task);

  if (self->init != NULL && self->init[d->next] != NULL)
    {
      ishi_gtp_engine_send_async (self->engine, self->init[d->next++], self->timeout_ms,
                                  d->cancellable, on_init_reply, task);
      return;
    }
  d->next = 0;
  plan (self, d);
  sync_step (task);
}

static void
on_started (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  GError *error = NULL;

  if (!ishi_gtp_engine_start_finish (ISHI_GTP_ENGINE (source), result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  send_init (g_steal_pointer (&task));
}

/* Starts the engine if needed, then brings it in step with `match`. */
static void
sync_internal (IshiGtpPlayer *self, IshiMatch *match, GCancellable *cancellable,
               GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  SyncData *d = g_new0 (SyncData, 1);

  d->match = g_object_ref (match);
  d->target = target_new (match);
  d->ops = g_array_new (FALSE, TRUE, sizeof (Op));
  g_array_set_clear_func (d->ops, (GDestroyNotify) op_clear);
  d->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  g_task_set_task_data (task, d, (GDestroyNotify) sync_data_free);

  if (!self->started)
    {
      self->started = TRUE;
      ishi_gtp_engine_start_async (self->engine, self->timeout_ms, cancellable, on_started, task);
      return;
    }
  plan (self, d);
  sync_step (task);
}

static void gtp_your_turn (IshiPlayer *player, IshiMatch *match);
static void set_thinking (IshiGtpPlayer *self, gboolean thinking);

/* A sync or a command asked by the window is over: a turn that came
 * meanwhile is taken now (unless the engine failed). */
static void
request_done (IshiGtpPlayer *self)
{
  g_autoptr (IshiMatch) match = g_steal_pointer (&self->pending_turn);

  self->busy = FALSE;
  if (match != NULL && self->error == NULL)
    gtp_your_turn (ISHI_PLAYER (self), match);
  else if (match != NULL)
    set_thinking (self, FALSE);
}

static void
on_public_synced (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) outer = data;
  g_autoptr (IshiGtpPlayer) self = g_object_ref (ISHI_GTP_PLAYER (source));
  GError *error = NULL;

  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  /* Failed as a turn would: no turn is asked of it until retry(). */
  if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_clear_error (&self->error);
      self->error = g_error_copy (error);
    }
  /* Free before the caller hears of it: its callback may ask the next
   * request at once (an analyst asks its question once in step). */
  request_done (self);
  if (ok)
    g_task_return_boolean (outer, TRUE);
  else
    g_task_return_error (outer, error);
  g_clear_object (&outer);
}

void
ishi_gtp_player_sync_async (IshiGtpPlayer *self, IshiMatch *match, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  GTask *outer;

  if (self->busy)
    {
      g_task_report_new_error (self, callback, user_data, ishi_gtp_player_sync_async,
                               G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("%s is busy with another request."),
                               ishi_gtp_engine_get_display_name (self->engine));
      return;
    }
  /* The caller's task wraps the internal one, so that a turn that came
   * meanwhile is taken only after the caller heard of the sync. */
  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, ishi_gtp_player_sync_async);
  self->busy = TRUE;
  sync_internal (self, match, cancellable, on_public_synced, outer);
}

gboolean
ishi_gtp_player_sync_finish (IshiGtpPlayer *self, GAsyncResult *result, GError **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* --- the turn ------------------------------------------------------------ */

typedef struct {
  IshiMatch *match;
  IshiColor color;
  IshiSgfNode *node;   /* where the move was asked */
  GCancellable *cancellable;  /* cancelled when the player lets go of the turn */
} Turn;

static void
turn_free (Turn *t)
{
  g_clear_object (&t->match);
  g_clear_object (&t->cancellable);
  g_free (t);
}

static void
set_thinking (IshiGtpPlayer *self, gboolean thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
}

static void
fail (IshiGtpPlayer *self, GError *error)
{
  g_clear_error (&self->error);
  self->error = error;
  self->busy = FALSE;
  set_thinking (self, FALSE);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, self->error);
}

static void
on_genmove (GObject *source, GAsyncResult *result, gpointer data)
{
  Turn *t = data;
  IshiGtpPlayer *self;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &error);
  IshiGtpVertexKind kind;
  Move m = { t->color, -1, -1 };
  int size;
  IshiMoveStatus status;

  if (g_cancellable_is_cancelled (t->cancellable))
    {
      /* Stopped: the player already let go (ishi_gtp_player_stop, cancel,
       * or it is gone: the engine was then closed). */
      turn_free (t);
      return;
    }
  self = g_object_get_data (G_OBJECT (source), "ishi-gtp-player");
  g_object_ref (self);
  self->busy = FALSE;
  g_clear_object (&self->turn_cancel);
  if (text == NULL)
    {
      g_clear_pointer (&self->engine_key, g_free);
      fail (self, g_steal_pointer (&error));
      goto out;
    }
  if (self->abandoned || ishi_game_get_node (ishi_match_get_game (t->match)) != t->node
      || ishi_match_get_phase (t->match) != ISHI_PHASE_PLAYING)
    {
      /* The game moved on meanwhile (undo): the answer is for another
       * position and is not played; the engine has it, so the next sync
       * takes it back with undo. */
      size = ishi_game_get_size (ishi_match_get_game (t->match));
      if (ishi_gtp_vertex_parse (size, text, TRUE, &kind, &m.x, &m.y, NULL))
        {
          if (kind != ISHI_GTP_VERTEX_RESIGN)
            g_array_append_val (self->engine_moves, m);
        }
      else
        g_clear_pointer (&self->engine_key, g_free);
      set_thinking (self, FALSE);
      goto out;
    }
  size = ishi_game_get_size (ishi_match_get_game (t->match));
  if (!ishi_gtp_vertex_parse (size, text, TRUE, &kind, &m.x, &m.y, &error))
    {
      const char *name = ishi_gtp_engine_get_display_name (self->engine);
      g_autofree char *quoted = ishi_gtp_quote (text);

      g_clear_pointer (&self->engine_key, g_free);   /* it played something */
      if (g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD))
        fail (self, g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD,
                                 _("%s answered the move %s, which is not on the board. "
                                   "The move was not played."), name, quoted));
      else
        fail (self, g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                                 _("%s answered “%s”, which is not a move. "
                                   "The move was not played."), name, quoted));
      goto out;
    }
  if (kind == ISHI_GTP_VERTEX_RESIGN)
    {
      set_thinking (self, FALSE);
      ishi_match_resign (t->match, t->color);
      g_signal_emit (self, signals[SIGNAL_MOVED], 0);
      goto out;
    }
  /* The engine has the move, whatever the match says of it. */
  g_array_append_val (self->engine_moves, m);
  set_thinking (self, FALSE);
  status = kind == ISHI_GTP_VERTEX_PASS ? ishi_match_pass (t->match)
                                        : ishi_match_play (t->match, m.x, m.y);
  if (status != ISHI_MOVE_OK)
    {
      const char *name = ishi_gtp_engine_get_display_name (self->engine);
      g_autofree char *quoted = ishi_gtp_quote (text);

      fail (self, g_error_new (ISHI_GTP_ERROR,
                               status == ISHI_MOVE_OCCUPIED ? ISHI_GTP_ERROR_OCCUPIED
                                                           : ISHI_GTP_ERROR_ILLEGAL_MOVE,
                               _("%s answered the move %s, which Ishi refuses: %s "
                                 "The move was not played."),
                               name, quoted, ishi_move_status_describe (status)));
      goto out;
    }
  g_signal_emit (self, signals[SIGNAL_MOVED], 0);
out:
  /* A turn that came while an abandoned one was still out. */
  if (self->pending_turn != NULL)
    request_done (self);
  turn_free (t);
  g_object_unref (self);
}

/* The genmove's time: with a clock, what the mover has left (main time and
 * the current period) and a margin; without, the move timeout. */
static int
genmove_timeout (IshiGtpPlayer *self, IshiMatch *match, IshiColor color)
{
  IshiClock *clock = ishi_match_get_clock (match);
  IshiClockState st;
  gint64 us = 0;

  if (clock == NULL || ishi_clock_get_time_control (clock)->system == ISHI_TIME_NONE)
    return self->move_timeout_ms;
  ishi_clock_get_state (clock, color, &st);
  if (st.main_left > 0)
    us += st.main_left;
  if (st.period_left > 0)
    us += st.period_left;
  else if (!st.in_overtime)
    us += (gint64) ishi_clock_get_time_control (clock)->period_time * G_USEC_PER_SEC;
  return (int) MIN ((gint64) G_MAXINT / 2, us / 1000 + 5000);
}

static void
send_time_left (IshiGtpPlayer *self, IshiMatch *match)
{
  IshiClock *clock = ishi_match_get_clock (match);
  IshiColor colors[2] = { ISHI_BLACK, ISHI_WHITE };

  if (clock == NULL || ishi_clock_get_time_control (clock)->system == ISHI_TIME_NONE
      || !ishi_gtp_engine_has_command (self->engine, "time_left"))
    return;
  for (int i = 0; i < 2; i++)
    {
      IshiClockState st;
      g_autofree char *cmd = NULL;
      int stones = 0;
      gint64 left;

      ishi_clock_get_state (clock, colors[i], &st);
      left = st.in_overtime ? st.period_left : st.main_left;
      /* GTP 2, time_left: stones are 0 in main time; in overtime the
       * stones left in the block (byo-yomi: KGS sends the periods left
       * for kgs-time_settings byoyomi, one stone otherwise). */
      if (st.in_overtime)
        {
          IshiTimeSystem system = ishi_clock_get_time_control (clock)->system;
          gboolean byoyomi = system == ISHI_TIME_BYOYOMI || system == ISHI_TIME_BYOYOMI_ONLINE;

          if (byoyomi && !ishi_gtp_engine_has_command (self->engine, "kgs-time_settings"))
            stones = 1;   /* sent as time_settings with one stone per period */
          else
            stones = st.periods_left > 0 ? st.periods_left : 1;
        }
      cmd = g_strdup_printf ("time_left %s %d %d", ishi_gtp_color_name (colors[i]),
                             (int) (MAX (left, 0) / G_USEC_PER_SEC), stones);
      /* The reply does not matter: the engine plays on without it. */
      ishi_gtp_engine_send_async (self->engine, cmd, self->timeout_ms, NULL, NULL, NULL);
    }
}

static void
on_turn_synced (GObject *source, GAsyncResult *result, gpointer data)
{
  Turn *t = data;
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (source);
  g_autoptr (GError) error = NULL;
  g_autofree char *cmd = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          turn_free (t);
          return;
        }
      turn_free (t);
      g_clear_object (&self->turn_cancel);
      fail (self, g_steal_pointer (&error));
      return;
    }
  if (self->abandoned)
    {
      /* The match let go of the turn while the engine was brought in
       * step: no genmove. */
      turn_free (t);
      g_clear_object (&self->turn_cancel);
      self->busy = FALSE;
      set_thinking (self, FALSE);
      if (self->pending_turn != NULL)
        request_done (self);
      return;
    }
  send_time_left (self, t->match);
  cmd = g_strdup_printf ("%s %s",
                         self->cleanup && ishi_gtp_engine_has_command (self->engine, "kgs-genmove_cleanup")
                           ? "kgs-genmove_cleanup" : "genmove",
                         ishi_gtp_color_name (t->color));
  g_object_set_data (G_OBJECT (self->engine), "ishi-gtp-player", self);
  ishi_gtp_engine_send_async (self->engine, cmd, genmove_timeout (self, t->match, t->color),
                              self->turn_cancel, on_genmove, t);
}

static gboolean take_back (IshiGtpPlayer *self);

static void
gtp_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (player);
  IshiGame *game = ishi_match_get_game (match);
  Turn *t;

  if (self->error != NULL)
    return;   /* after "failed", only retry() goes on */
  if (self->busy && (self->turn_cancel == NULL || self->abandoned))
    {
      /* A sync or a command asked by the window is on its way (the
       * engine starting, a hint): one request at a time, so the turn
       * waits for it (request_done). */
      g_set_object (&self->pending_turn, match);
      set_thinking (self, TRUE);
      return;
    }
  /* Asked again while thinking (undo, a move in the record): the old
   * question is dropped and the engine repaired by the sync. */
  take_back (self);
  self->abandoned = FALSE;
  t = g_new0 (Turn, 1);
  t->match = g_object_ref (match);
  t->node = ishi_game_get_node (game);
  t->color = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
  self->busy = TRUE;
  self->turn_cancel = g_cancellable_new ();
  t->cancellable = g_object_ref (self->turn_cancel);
  set_thinking (self, TRUE);
  sync_internal (self, match, self->turn_cancel, on_turn_synced, t);
}

/* The turn is taken back: the engine's answer will be dropped, and what it
 * did meanwhile is repaired by a full replay at the next sync. */
static gboolean
take_back (IshiGtpPlayer *self)
{
  if (!self->busy || self->turn_cancel == NULL)
    return FALSE;
  g_cancellable_cancel (self->turn_cancel);
  g_clear_object (&self->turn_cancel);
  g_clear_pointer (&self->engine_key, g_free);
  self->busy = FALSE;
  set_thinking (self, FALSE);
  return TRUE;
}

static void
gtp_cancel (IshiPlayer *player)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (player);

  if (self->pending_turn != NULL)
    {
      g_clear_object (&self->pending_turn);
      set_thinking (self, FALSE);
    }
  /* The turn on its way is let go but not cut short (unlike Stop): the
   * engine's answer, when it comes, is not played but remembered, so the
   * next sync takes it back with one undo (GoGui's way) instead of a
   * replay.  Meanwhile the player is still busy and thinking. */
  if (self->busy && self->turn_cancel != NULL)
    self->abandoned = TRUE;
}

void
ishi_gtp_player_stop (IshiGtpPlayer *self)
{
  gboolean pending;

  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  pending = self->pending_turn != NULL;
  g_clear_object (&self->pending_turn);
  if (take_back (self) || pending)
    {
      set_thinking (self, FALSE);
      g_signal_emit (self, signals[SIGNAL_STOPPED], 0);
    }
}

void
ishi_gtp_player_revive (IshiGtpPlayer *self)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));

  g_clear_error (&self->error);
  if (self->started && !ishi_gtp_engine_is_running (self->engine))
    {
      IshiGtpEngine *fresh = ishi_gtp_engine_new_like (self->engine);
      g_object_unref (self->engine);
      self->engine = fresh;
      self->started = FALSE;
    }
  g_clear_pointer (&self->engine_key, g_free);
}

void
ishi_gtp_player_retry (IshiGtpPlayer *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));

  ishi_gtp_player_revive (self);
  gtp_your_turn (ISHI_PLAYER (self), match);
}

static gboolean
gtp_is_human (IshiPlayer *player)
{
  return FALSE;
}

static const char *
gtp_get_name (IshiPlayer *player)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (player);
  const char *name = ishi_gtp_engine_get_name (self->engine);
  return name ? name : ishi_gtp_engine_get_display_name (self->engine);
}

static void
player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = gtp_is_human;
  iface->get_name = gtp_get_name;
  iface->your_turn = gtp_your_turn;
  iface->cancel = gtp_cancel;
}

/* --- help for the window ------------------------------------------------- */

typedef struct {
  char *command;
  int size;
  gboolean points;
} CommandData;

static void
command_data_free (CommandData *c)
{
  g_free (c->command);
  g_free (c);
}

static void
on_command_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  IshiGtpPlayer *self = g_task_get_source_object (task);
  CommandData *c = g_task_get_task_data (task);
  GError *error = NULL;
  char *text = ishi_gtp_engine_send_finish (ISHI_GTP_ENGINE (source), result, &error);
  g_autoptr (IshiGtpPlayer) keep = g_object_ref (self);
  GArray *points = NULL;

  if (text != NULL && c->points)
    {
      points = ishi_gtp_vertex_list_parse (c->size, text, &error);
      g_clear_pointer (&text, g_free);
    }
  /* Free before the caller hears of it (see on_public_synced). */
  request_done (self);
  if (points != NULL)
    g_task_return_pointer (task, points, (GDestroyNotify) g_array_unref);
  else if (text != NULL)
    g_task_return_pointer (task, text, g_free);
  else
    g_task_return_error (task, error);
  g_clear_object (&task);
}

static void
on_command_synced (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (source);
  CommandData *c = g_task_get_task_data (task);
  GError *error = NULL;
  GCancellable *cancellable;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autoptr (IshiGtpPlayer) keep = g_object_ref (self);

      request_done (self);
      g_task_return_error (task, error);
      g_clear_object (&task);
      return;
    }
  cancellable = g_task_get_cancellable (task);
  ishi_gtp_engine_send_async (self->engine, c->command, self->move_timeout_ms,
                              cancellable, on_command_reply, g_steal_pointer (&task));
}

static void
command_internal (IshiGtpPlayer *self, IshiMatch *match, const char *command, gboolean points,
                  GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data,
                  gpointer tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  CommandData *c = g_new0 (CommandData, 1);

  g_task_set_source_tag (task, tag);
  c->command = g_strdup (command);
  c->points = points;
  c->size = match ? ishi_game_get_size (ishi_match_get_game (match)) : 19;
  g_task_set_task_data (task, c, (GDestroyNotify) command_data_free);
  if (self->busy)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("%s is busy with another request."),
                               ishi_gtp_engine_get_display_name (self->engine));
      g_object_unref (task);
      return;
    }
  self->busy = TRUE;
  if (match != NULL)
    sync_internal (self, match, cancellable, on_command_synced, task);
  else
    ishi_gtp_engine_send_async (self->engine, command, self->move_timeout_ms, cancellable,
                                on_command_reply, task);
}

void
ishi_gtp_player_command_async (IshiGtpPlayer *self, IshiMatch *match, const char *command,
                               GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  command_internal (self, match, command, FALSE, cancellable, callback, user_data,
                    ishi_gtp_player_command_async);
}

char *
ishi_gtp_player_command_finish (IshiGtpPlayer *self, GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ishi_gtp_player_dead_stones_async (IshiGtpPlayer *self, IshiMatch *match,
                                   GCancellable *cancellable,
                                   GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  g_return_if_fail (ISHI_IS_MATCH (match));
  command_internal (self, match, "final_status_list dead", TRUE, cancellable, callback,
                    user_data, ishi_gtp_player_dead_stones_async);
}

GArray *
ishi_gtp_player_dead_stones_finish (IshiGtpPlayer *self, GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- the object ---------------------------------------------------------- */

static void
ishi_gtp_player_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (object);

  switch (id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
ishi_gtp_player_dispose (GObject *object)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (object);

  if (self->turn_cancel)
    g_cancellable_cancel (self->turn_cancel);
  g_clear_object (&self->turn_cancel);
  g_clear_object (&self->pending_turn);
  if (self->engine)
    {
      ishi_gtp_engine_quit (self->engine);
      g_clear_object (&self->engine);
    }
  G_OBJECT_CLASS (ishi_gtp_player_parent_class)->dispose (object);
}

static void
ishi_gtp_player_finalize (GObject *object)
{
  IshiGtpPlayer *self = ISHI_GTP_PLAYER (object);

  g_free (self->engine_key);
  g_strfreev (self->init);
  g_array_unref (self->engine_moves);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (ishi_gtp_player_parent_class)->finalize (object);
}

static void
ishi_gtp_player_class_init (IshiGtpPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ishi_gtp_player_get_property;
  object_class->dispose = ishi_gtp_player_dispose;
  object_class->finalize = ishi_gtp_player_finalize;

  props[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  signals[SIGNAL_STOPPED] =
    g_signal_new ("stopped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_MOVED] =
    g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_gtp_player_init (IshiGtpPlayer *self)
{
  self->engine_moves = g_array_new (FALSE, FALSE, sizeof (Move));
  self->move_timeout_ms = ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS;
  self->timeout_ms = ISHI_GTP_DEFAULT_TIMEOUT_MS;
}

IshiGtpPlayer *
ishi_gtp_player_new (IshiGtpEngine *engine)
{
  IshiGtpPlayer *self;

  g_return_val_if_fail (ISHI_IS_GTP_ENGINE (engine), NULL);
  self = g_object_new (ISHI_TYPE_GTP_PLAYER, NULL);
  self->engine = g_object_ref (engine);
  self->started = ishi_gtp_engine_is_running (engine);
  return self;
}

IshiGtpEngine *
ishi_gtp_player_get_engine (IshiGtpPlayer *self)
{
  return self->engine;
}

void
ishi_gtp_player_set_move_timeout (IshiGtpPlayer *self, int timeout_ms)
{
  self->move_timeout_ms = timeout_ms > 0 ? timeout_ms : ISHI_GTP_DEFAULT_MOVE_TIMEOUT_MS;
}

void
ishi_gtp_player_set_move_seconds (IshiGtpPlayer *self, int seconds)
{
  self->move_seconds = MAX (seconds, 0);
}

void
ishi_gtp_player_set_timeout (IshiGtpPlayer *self, int timeout_ms)
{
  self->timeout_ms = timeout_ms > 0 ? timeout_ms : ISHI_GTP_DEFAULT_TIMEOUT_MS;
}

gboolean
ishi_gtp_player_is_thinking (IshiGtpPlayer *self)
{
  return self->thinking;
}

const GError *
ishi_gtp_player_get_error (IshiGtpPlayer *self)
{
  return self->error;
}

void
ishi_gtp_player_set_cleanup (IshiGtpPlayer *self, gboolean cleanup)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  self->cleanup = cleanup;
}

void
ishi_gtp_player_set_init_commands (IshiGtpPlayer *self, const char *const *commands)
{
  g_return_if_fail (ISHI_IS_GTP_PLAYER (self));
  g_strfreev (self->init);
  self->init = g_strdupv ((char **) commands);
}

gboolean
ishi_gtp_player_is_busy (IshiGtpPlayer *self)
{
  g_return_val_if_fail (ISHI_IS_GTP_PLAYER (self), FALSE);
  return self->busy;
}
