/* ishi-remote-player.c — a player whose moves arrive over the network.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-remote-player.h"

struct _IshiRemotePlayer {
  GObject parent_instance;
  char *name;
  gboolean human;
  gboolean connected;
  IshiMatch *asked;   /* weak: the match whose turn it is, until cancelled */
};

static void remote_player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiRemotePlayer, ishi_remote_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, remote_player_iface_init))

static gboolean
remote_is_human (IshiPlayer *player)
{
  return ISHI_REMOTE_PLAYER (player)->human;
}

static const char *
remote_get_name (IshiPlayer *player)
{
  return ISHI_REMOTE_PLAYER (player)->name;
}

static void
remote_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiRemotePlayer *self = ISHI_REMOTE_PLAYER (player);

  g_set_weak_pointer (&self->asked, match);
}

static void
remote_cancel (IshiPlayer *player)
{
  IshiRemotePlayer *self = ISHI_REMOTE_PLAYER (player);

  g_clear_weak_pointer (&self->asked);
}

static void
remote_player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = remote_is_human;
  iface->get_name = remote_get_name;
  iface->your_turn = remote_your_turn;
  iface->cancel = remote_cancel;
}

static void
ishi_remote_player_finalize (GObject *object)
{
  IshiRemotePlayer *self = ISHI_REMOTE_PLAYER (object);

  g_clear_weak_pointer (&self->asked);
  g_free (self->name);
  G_OBJECT_CLASS (ishi_remote_player_parent_class)->finalize (object);
}

static void
ishi_remote_player_class_init (IshiRemotePlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_remote_player_finalize;
}

static void
ishi_remote_player_init (IshiRemotePlayer *self)
{
  self->connected = TRUE;
}

IshiPlayer *
ishi_remote_player_new (const char *name, gboolean human)
{
  IshiRemotePlayer *self = g_object_new (ISHI_TYPE_REMOTE_PLAYER, NULL);

  self->name = g_strdup (name);
  self->human = human;
  return ISHI_PLAYER (self);
}

gboolean
ishi_remote_player_is_asked (IshiRemotePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_REMOTE_PLAYER (self), FALSE);
  return self->asked != NULL;
}

IshiMoveStatus
ishi_remote_player_play (IshiRemotePlayer *self, int x, int y)
{
  IshiMatch *match;

  g_return_val_if_fail (ISHI_IS_REMOTE_PLAYER (self), ISHI_MOVE_GAME_OVER);
  match = self->asked;
  if (match == NULL)
    return ISHI_MOVE_GAME_OVER;
  /* The match may ask again from inside play (the next player is the same
   * object in a game against oneself): keep it alive across the call. */
  g_object_ref (match);
  IshiMoveStatus status = x < 0 ? ishi_match_pass (match) : ishi_match_play (match, x, y);
  g_object_unref (match);
  return status;
}

void
ishi_remote_player_set_connected (IshiRemotePlayer *self, gboolean connected)
{
  g_return_if_fail (ISHI_IS_REMOTE_PLAYER (self));
  self->connected = connected;
}

gboolean
ishi_remote_player_get_connected (IshiRemotePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_REMOTE_PLAYER (self), FALSE);
  return self->connected;
}
