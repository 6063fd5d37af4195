/* ishi-piskvork-player.c — see ishi-piskvork-player.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-piskvork"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-piskvork-player.h"

struct _IshiPiskvorkPlayer {
  GObject parent_instance;

  IshiPiskvorkBrain *brain;
  GCancellable *cancellable;   /* the question on its way */
  guint turn;                  /* each question's number: an older answer is dropped */
};

enum { PROP_0, PROP_THINKING, N_PROPS };
static GParamSpec *properties[N_PROPS];
enum { SIGNAL_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiPiskvorkPlayer, ishi_piskvork_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, player_iface_init))

char *
ishi_piskvork_point_name (int x, int y)
{
  return g_strdup_printf ("%c%d", 'a' + x, 15 - y);
}

GArray *
ishi_piskvork_stones_of_game (IshiGame *game)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) blacks = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) whites = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  GArray *setup[3] = { NULL, blacks, whites };
  GArray *out;
  g_autofree gboolean *moved = g_new0 (gboolean, size * size);

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);
  /* The moves of the line, from the node back to the root. */
  for (const IshiSgfNode *node = ishi_game_get_node (game); node; node = node->parent)
    {
      IshiColor color;
      int x, y;

      if (!ishi_game_node_move (node, size, &color, &x, &y))
        continue;
      if (x < 0 || y < 0 || x >= size || y >= size)
        return NULL;   /* a pass: the order of colours is lost */
      g_array_prepend_val (moves, ((IshiPoint) { x, y }));
    }
  for (guint i = 0; i < moves->len; i++)
    {
      IshiPoint p = g_array_index (moves, IshiPoint, i);

      moved[p.y * size + p.x] = TRUE;
    }
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor c = rules->stone_at (position, x, y);

        if ((c == ISHI_BLACK || c == ISHI_WHITE) && !moved[y * size + x])
          g_array_append_val (setup[c], ((IshiPoint) { x, y }));
      }
  out = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  /* Set-up stones first, Black and White in turn (the check below refuses
   * a set-up with more White stones, or two Black stones more). */
  for (guint i = 0; i < setup[ISHI_BLACK]->len || i < setup[ISHI_WHITE]->len; i++)
    {
      if (i < setup[ISHI_BLACK]->len)
        g_array_append_val (out, g_array_index (setup[ISHI_BLACK], IshiPoint, i));
      if (i < setup[ISHI_WHITE]->len)
        g_array_append_val (out, g_array_index (setup[ISHI_WHITE], IshiPoint, i));
    }
  g_array_append_vals (out, moves->data, moves->len);
  /* Every stone where the order says: Black on the even places. */
  for (guint i = 0; i < out->len; i++)
    {
      IshiPoint p = g_array_index (out, IshiPoint, i);

      if (rules->stone_at (position, p.x, p.y) != (i % 2 == 0 ? ISHI_BLACK : ISHI_WHITE))
        {
          g_array_unref (out);
          return NULL;
        }
    }
  return out;
}

/* ---- the turn ------------------------------------------------------------ */

typedef struct {
  IshiPiskvorkPlayer *self;
  IshiMatch *match;
  guint turn;
  IshiColor color;
  guint move_number;
} Reply;

static void
reply_free (Reply *reply)
{
  g_clear_object (&reply->self);
  g_clear_object (&reply->match);
  g_free (reply);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Reply, reply_free)

static void
set_thinking (IshiPiskvorkPlayer *self, GCancellable *cancellable)
{
  gboolean was = self->cancellable != NULL;

  g_clear_object (&self->cancellable);
  self->cancellable = cancellable;
  if (was != (cancellable != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* The brain failed: the game stays as it was (no forfeit: a program that
 * crashed has committed no foul, and its opponent did not win), and the
 * window hears why, to offer playing on without it or restarting it. */
static void
fail (IshiPiskvorkPlayer *self, GError *error)
{
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
  g_error_free (error);
}

static void
on_move (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(Reply) reply = data;
  IshiPiskvorkPlayer *self = reply->self;
  IshiPiskvorkBrain *brain = ISHI_PISKVORK_BRAIN (source);
  GError *error = NULL;
  IshiPiskvorkMove move;
  IshiMoveStatus status;
  const char *name = ishi_piskvork_brain_get_name (brain);
  gboolean ok = ishi_piskvork_brain_move_finish (brain, result, &move, &error);

  if (reply->turn != self->turn)
    {
      g_clear_error (&error);
      return;   /* cancelled meanwhile: another turn, or none */
    }
  set_thinking (self, NULL);
  /* The match moved on without this player (it should have cancelled). */
  if (ishi_match_get_phase (reply->match) != ISHI_PHASE_PLAYING
      || ishi_match_get_player (reply->match, reply->color) != ISHI_PLAYER (self)
      || ishi_game_get_move_number (ishi_match_get_game (reply->match)) != reply->move_number)
    {
      g_clear_error (&error);
      return;
    }
  if (!ok)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_error_free (error);
          return;
        }
      fail (self, error);
      return;
    }
  status = ishi_match_play (reply->match, move.x, move.y);
  if (status != ISHI_MOVE_OK)
    {
      g_autofree char *point = ishi_piskvork_point_name (move.x, move.y);

      fail (self,
               /* TRANSLATORS: %s the brain's name, %s a point ("h8"), %s why it cannot be played. */
               g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_GARBAGE, _("%s played %s, which is not "
                                                                                "allowed. %s"),
                            name, point, ishi_move_status_describe (status)));
    }
}

static void
piskvork_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiPiskvorkPlayer *self = ISHI_PISKVORK_PLAYER (player);
  IshiGame *game = ishi_match_get_game (match);
  IshiColor acting = ishi_match_get_acting_color (match);
  g_autoptr(GArray) stones = NULL;
  IshiOpeningStep step;
  Reply *reply;

  if (ishi_match_get_player (match, acting) != player || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    return;
  if (self->cancellable)
    {
      g_cancellable_cancel (self->cancellable);
      set_thinking (self, NULL);
    }
  self->turn++;
  ishi_match_get_opening_step (match, &step);
  if (!g_str_equal (ishi_match_get_ruleset (match)->game, "renju"))
    {
      fail (self,
               /* TRANSLATORS: %s the brain's name. */
               g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED, _("%s plays Renju only."),
                            ishi_piskvork_brain_get_name (self->brain)));
      return;
    }
  if (step.kind != ISHI_OPENING_STEP_NONE)
    {
      fail (self,
               /* TRANSLATORS: %s the brain's name. */
               g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED,
                            _("%s cannot take part in this opening rule’s swaps and fifth moves."),
                            ishi_piskvork_brain_get_name (self->brain)));
      return;
    }
  stones = ishi_piskvork_stones_of_game (game);
  if (stones == NULL)
    {
      fail (self,
               /* TRANSLATORS: %s the brain's name. */
               g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED,
                            _("This position cannot be told to %s: a pass, or stones set up out of turn."),
                            ishi_piskvork_brain_get_name (self->brain)));
      return;
    }
  reply = g_new0 (Reply, 1);
  reply->self = g_object_ref (self);
  reply->match = g_object_ref (match);
  reply->turn = self->turn;
  reply->color = acting;
  reply->move_number = ishi_game_get_move_number (game);
  set_thinking (self, g_cancellable_new ());
  ishi_piskvork_brain_move_async (self->brain, (const IshiPoint *) stones->data, stones->len,
                                  self->cancellable, on_move, reply);
}

static void
piskvork_cancel (IshiPlayer *player)
{
  IshiPiskvorkPlayer *self = ISHI_PISKVORK_PLAYER (player);

  self->turn++;
  if (self->cancellable)
    {
      g_cancellable_cancel (self->cancellable);
      set_thinking (self, NULL);
    }
}

static gboolean
piskvork_is_human (IshiPlayer *player)
{
  return FALSE;
}

static const char *
piskvork_get_name (IshiPlayer *player)
{
  return ishi_piskvork_brain_get_name (ISHI_PISKVORK_PLAYER (player)->brain);
}

static void
player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = piskvork_is_human;
  iface->get_name = piskvork_get_name;
  iface->your_turn = piskvork_your_turn;
  iface->cancel = piskvork_cancel;
}

/* ---- the object ------------------------------------------------------------ */

static void
ishi_piskvork_player_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, ISHI_PISKVORK_PLAYER (object)->cancellable != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
ishi_piskvork_player_dispose (GObject *object)
{
  IshiPiskvorkPlayer *self = ISHI_PISKVORK_PLAYER (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->brain);
  G_OBJECT_CLASS (ishi_piskvork_player_parent_class)->dispose (object);
}

static void
ishi_piskvork_player_class_init (IshiPiskvorkPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ishi_piskvork_player_get_property;
  object_class->dispose = ishi_piskvork_player_dispose;
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ishi_piskvork_player_init (IshiPiskvorkPlayer *self)
{
}

IshiPlayer *
ishi_piskvork_player_new (IshiPiskvorkBrain *brain)
{
  IshiPiskvorkPlayer *self;

  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (brain), NULL);
  self = g_object_new (ISHI_TYPE_PISKVORK_PLAYER, NULL);
  self->brain = g_object_ref (brain);
  return ISHI_PLAYER (self);
}

IshiPiskvorkBrain *
ishi_piskvork_player_get_brain (IshiPiskvorkPlayer *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_PLAYER (self), NULL);
  return self->brain;
}

gboolean
ishi_piskvork_player_is_thinking (IshiPiskvorkPlayer *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_PLAYER (self), FALSE);
  return self->cancellable != NULL;
}
