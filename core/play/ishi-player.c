/* ishi-player.c — the player interface and the one player there is now, a
 * person at the computer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-player"

#include "config.h"

#include "ishi-player.h"

G_DEFINE_INTERFACE (IshiPlayer, ishi_player, G_TYPE_OBJECT)

static void
ishi_player_default_init (IshiPlayerInterface *iface)
{
}

gboolean
ishi_player_is_human (IshiPlayer *self)
{
  IshiPlayerInterface *iface;

  g_return_val_if_fail (ISHI_IS_PLAYER (self), TRUE);
  iface = ISHI_PLAYER_GET_IFACE (self);
  return iface->is_human ? iface->is_human (self) : TRUE;
}

const char *
ishi_player_get_name (IshiPlayer *self)
{
  IshiPlayerInterface *iface;

  g_return_val_if_fail (ISHI_IS_PLAYER (self), NULL);
  iface = ISHI_PLAYER_GET_IFACE (self);
  return iface->get_name ? iface->get_name (self) : NULL;
}

void
ishi_player_your_turn (IshiPlayer *self, IshiMatch *match)
{
  IshiPlayerInterface *iface;

  g_return_if_fail (ISHI_IS_PLAYER (self));
  iface = ISHI_PLAYER_GET_IFACE (self);
  if (iface->your_turn)
    iface->your_turn (self, match);
}

void
ishi_player_cancel (IshiPlayer *self)
{
  IshiPlayerInterface *iface;

  g_return_if_fail (ISHI_IS_PLAYER (self));
  iface = ISHI_PLAYER_GET_IFACE (self);
  if (iface->cancel)
    iface->cancel (self);
}

/* ------------------------------------------------------------------------ */
/* A person: the window plays for them, so there is nothing to do on their  */
/* turn but wait.                                                            */
/* ------------------------------------------------------------------------ */

struct _IshiHumanPlayer {
  GObject parent_instance;
  char *name;
};

static void human_player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiHumanPlayer, ishi_human_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, human_player_iface_init))

static gboolean
human_is_human (IshiPlayer *player)
{
  return TRUE;
}

static const char *
human_get_name (IshiPlayer *player)
{
  return ISHI_HUMAN_PLAYER (player)->name;
}

static void
human_player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = human_is_human;
  iface->get_name = human_get_name;
}

static void
ishi_human_player_finalize (GObject *object)
{
  g_free (ISHI_HUMAN_PLAYER (object)->name);
  G_OBJECT_CLASS (ishi_human_player_parent_class)->finalize (object);
}

static void
ishi_human_player_class_init (IshiHumanPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_human_player_finalize;
}

static void
ishi_human_player_init (IshiHumanPlayer *self)
{
}

IshiPlayer *
ishi_human_player_new (const char *name)
{
  IshiHumanPlayer *self = g_object_new (ISHI_TYPE_HUMAN_PLAYER, NULL);

  self->name = g_strdup (name);
  return ISHI_PLAYER (self);
}
