/* ishi-room-return.c — going back to a room when Ishi starts again: a
 * pupil's class at once (room-class), a player's room when she asks for
 * it after a crash (room-seat); both written here too, for the room
 * window while it is in the room (the same "(sqss)" both ways), with the
 * seat's token beside them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-room-window.h"

static GtkWidget *
come_back_to (GtkWindow *parent, GSettings *settings, const char *key)
{
  g_autofree char *host = NULL, *name = NULL, *code = NULL;
  guint16 port = 0;
  GtkWidget *window;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_settings_get (settings, key, "(sqss)", &host, &port, &name, &code);
  if (*host == '\0' || port == 0 || *name == '\0')
    return NULL;
  /* Back to the room, as the player was: her name, the room's code, and
   * the token of her seat (in the settings beside it). */
  window = ishi_room_window_new (parent, settings, FALSE);
  ishi_room_window_join_again (ISHI_ROOM_WINDOW (window), host, port, name, code);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

GtkWidget *
ishi_room_window_come_back (GtkWindow *parent, GSettings *settings)
{
  return come_back_to (parent, settings, "room-class");
}

gboolean
ishi_room_window_get_seat (GSettings *settings, char **host, guint16 *port, char **name)
{
  g_autofree char *h = NULL, *n = NULL, *code = NULL;
  guint16 p = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_settings_get (settings, "room-seat", "(sqss)", &h, &p, &n, &code);
  if (*h == '\0' || p == 0 || *n == '\0')
    return FALSE;
  if (host)
    *host = g_steal_pointer (&h);
  if (port)
    *port = p;
  if (name)
    *name = g_steal_pointer (&n);
  return TRUE;
}

GtkWidget *
ishi_room_window_come_back_to_seat (GtkWindow *parent, GSettings *settings)
{
  return come_back_to (parent, settings, "room-seat");
}

void
ishi_room_window_forget_seat (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_settings_reset (settings, "room-seat");
}

void
ishi_room_window_remember (GSettings *settings, const char *key, const char *host, guint16 port,
                           const char *name, const char *code)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_settings_set (settings, key, "(sqss)", host, port, name, code ? code : "");
}

void
ishi_room_window_forget_room (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_settings_reset (settings, "room-class");
  ishi_room_window_forget_seat (settings);
}

void
ishi_room_window_keep_token (GSettings *settings, const char *key, const char *token)
{
  g_autoptr (GVariant) tokens = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *k, *value;

  if (settings == NULL || key == NULL)
    return;
  /* An a{ss}: GVariantDict would make an a{sv}, which the key refuses. */
  tokens = g_settings_get_value (settings, "room-tokens");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, tokens);
  while (g_variant_iter_next (&iter, "{&s&s}", &k, &value))
    if (strcmp (k, key) != 0)
      g_variant_builder_add (&builder, "{ss}", k, value);
  g_variant_builder_add (&builder, "{ss}", key, token);
  g_settings_set_value (settings, "room-tokens", g_variant_builder_end (&builder));
}

char *
ishi_room_window_find_token (GSettings *settings, const char *key)
{
  g_autoptr (GVariant) tokens = NULL;
  char *token = NULL;

  if (settings == NULL || key == NULL)
    return NULL;
  tokens = g_settings_get_value (settings, "room-tokens");
  return g_variant_lookup (tokens, key, "s", &token) ? token : NULL;
}
