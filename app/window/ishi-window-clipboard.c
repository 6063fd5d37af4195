/* ishi-window-clipboard.c — games through the clipboard: Paste Game takes
 * an SGF record or a Renju move list ("h8 h9 i10", ishi-renju-move-list.h) as
 * a new game, unsaved; Copy Moves puts a Renju game's main line there as
 * a move list, the way RenLib and Yixin-Board take one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-dialogs.h"
#include "ishi-renju-move-list.h"
#include "ishi-window-private.h"

/* Pasted text past this is no game anyone copies by hand. */
#define PASTE_MAX_BYTES (4 * 1024 * 1024)

/* The game of `text`: an SGF record, or a move list; NULL and why. */
static IshiMatch *
match_of_text (const char *text, GError **error)
{
  g_autofree char *sgf = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  const char *start = text;

  while (g_ascii_isspace (*start))
    start++;
  if (*start != '(' && ishi_renju_move_list_looks_like (start, strlen (start)))
    {
      sgf = ishi_renju_move_list_to_sgf (start, -1, error);
      if (sgf == NULL)
        return NULL;
      start = sgf;
    }
  else if (*start != '(')
    {
      g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                           _("The clipboard holds neither an SGF record nor a Renju move list such as “h8 h9 i10”."));
      return NULL;
    }
  collection = ishi_sgf_parse (start, strlen (start), NULL, error);
  if (collection == NULL)
    return NULL;
  game = ishi_game_new_from_collection (collection, 0, error);
  if (game == NULL)
    return NULL;
  return ishi_match_new (game);
}

static void
paste_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  IshiMatch *match = data;

  /* a pasted game is shown as it stands at its end, as it was copied */
  ishi_match_last (match, NULL);
  ishi_session_set_match_unsaved (self->session, match);
  gtk_stack_set_visible_child_name (self->stack, "play");
}

static void
pasted_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  IshiMatch *match = NULL;

  if (text == NULL && error == NULL)
    g_set_error_literal (&error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                         _("The clipboard holds no text."));
  else if (text != NULL && strlen (text) > PASTE_MAX_BYTES)
    g_set_error_literal (&error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_TOO_LONG,
                         _("The text in the clipboard is too long to be a game."));
  else if (text != NULL)
    match = match_of_text (text, &error);
  if (match == NULL)
    {
      ishi_show_error (GTK_WINDOW (self), _("Could not paste a game"), error ? error->message : NULL);
      return;
    }
  /* Nothing of the game shown is lost: asked about first, as for Open. */
  ishi_window_guard (self, paste_now, match, g_object_unref);
}

static void
paste_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL, pasted_cb,
                                 g_object_ref (self));
}

static void
copy_moves_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = ishi_renju_move_list_from_game (ishi_session_get_game (self->session), &error);

  if (list == NULL)
    {
      ishi_show_error (GTK_WINDOW (self), _("Could not copy the moves"), error->message);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), list);
}

static const GActionEntry clipboard_entries[] = {
  { "paste-game", paste_game_activated },
  { "copy-moves", copy_moves_activated },
};

void
ishi_window_clipboard_init (IshiWindow *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), clipboard_entries, G_N_ELEMENTS (clipboard_entries),
                                   self);
  /* On the Play page, not the whole window, and after the widget with
   * the focus (the bubble phase): a comment or a name being written
   * pastes its own text with Ctrl+V; the board pastes a game. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_v, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("win.paste-game")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_c,
                                                                                  GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                                                          gtk_named_action_new ("win.copy-moves")));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_BUBBLE);
  gtk_widget_add_controller (GTK_WIDGET (self->play_page), keys);
}
