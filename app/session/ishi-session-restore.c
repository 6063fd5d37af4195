/* ishi-session-restore.c — the game in progress after a crash: the autosave
 * found at start, offered back, restored as an unsaved game with its file's
 * name, or discarded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-session"
#include "config.h"
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include "ishi-session-private.h"

/* ------------------------------------------------------------------------ */
/* Restore                                                                   */
/* ------------------------------------------------------------------------ */

gboolean
ishi_session_begin_restore_offer (IshiSession *self)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);

  first = ishi_session_slot_path (self, FALSE);
  second = ishi_session_slot_path (self, TRUE);
  /* A crash while an earlier offer waited left only the second slot. */
  if (!g_file_test (first, G_FILE_TEST_EXISTS) && g_file_test (second, G_FILE_TEST_EXISTS))
    g_rename (second, first);
  self->restore_pending = g_file_test (first, G_FILE_TEST_EXISTS);
  return self->restore_pending;
}

gboolean
ishi_session_restore_pending (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  return self->restore_pending;
}

/* The private root property `key` unescaped and removed; NULL when absent. */
static char *
take_private (IshiSgfNode *root, const char *key)
{
  const char *raw = ishi_sgf_node_get_raw (root, key);
  char *text = raw ? ishi_sgf_unescape_text (raw, TRUE) : NULL;

  ishi_sgf_node_remove (root, key);
  return text;
}

gboolean
ishi_session_restore (IshiSession *self, char **black_seat, char **white_seat, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) autosave = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(GFile) original = NULL;
  g_autofree char *node_path = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *clock_text = NULL;
  IshiSgfNode *root;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->restore_pending, FALSE);

  path = ishi_session_slot_path (self, FALSE);
  autosave = g_file_new_for_path (path);
  collection = ishi_sgf_read_file (autosave, error);
  if (collection == NULL)
    return FALSE;
  if (collection->games->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s holds no game."), path);
      return FALSE;
    }
  root = g_ptr_array_index (collection->games, 0);
  {
    g_autofree char *uri = take_private (root, FILE_KEY);

    if (uri)
      original = g_file_new_for_uri (uri);
  }
  node_path = take_private (root, NODE_KEY);
  black = take_private (root, BLACK_KEY);
  white = take_private (root, WHITE_KEY);
  clock_text = take_private (root, CLOCK_KEY);
  game = ishi_game_new_from_collection (collection, 0, error);
  if (game == NULL)
    return FALSE;
  /* Back on the line and at the position the player left; an autosave
   * from an older Ishi has no path and shows the end of the main line. */
  if (node_path == NULL || !ishi_game_go_to_path (game, node_path, NULL))
    ishi_game_go_to_end (game, NULL);

  match = ishi_match_new (game);
  /* The clock goes on from the times the record last has for each side
   * (the time of the move being thought about at the crash is given back). */
  {
    IshiTimeControl tc;

    if (clock_text && ishi_time_control_from_setting (clock_text, &tc) && tc.system != ISHI_TIME_NONE)
      {
        g_autoptr(IshiClock) clock = ishi_clock_new (&tc);

        ishi_clock_restore_from_node (clock, ishi_game_get_node (game));
        ishi_match_set_clock (match, clock);
      }
  }
  /* The game played while the offer waited is replaced (the window asked
   * about it); its slot goes, and this game keeps the first. */
  {
    g_autofree char *second = ishi_session_slot_path (self, TRUE);
    g_unlink (second);
  }
  self->restore_pending = FALSE;
  /* Still unsaved: kept safe until the user saves or discards it. */
  ishi_session_take_match (self, match, original, NULL, TRUE);
  if (black_seat)
    *black_seat = g_steal_pointer (&black);
  if (white_seat)
    *white_seat = g_steal_pointer (&white);
  return TRUE;
}

void
ishi_session_discard_restore (IshiSession *self)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_return_if_fail (ISHI_IS_SESSION (self));
  if (!self->restore_pending)
    return;

  first = ishi_session_slot_path (self, FALSE);
  second = ishi_session_slot_path (self, TRUE);
  g_unlink (first);
  if (g_file_test (second, G_FILE_TEST_EXISTS))
    g_rename (second, first);
  self->restore_pending = FALSE;
}

void
ishi_session_forget (IshiSession *self)
{
  g_return_if_fail (ISHI_IS_SESSION (self));

  ishi_session_drop_autosave (self);
  ishi_session_set_modified (self, FALSE);
}
