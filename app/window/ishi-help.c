/* ishi-help.c — F1 and Help: the manual opened on the page of what is in
 * front (see ishi-help.h).
 *
 * The manual is the Mallard pages of help/C, installed by meson's
 * gnome.yelp() where Yelp looks for them ($datadir/help/LANG/ishi), in
 * Japanese too; Yelp shows the language of the session.
 * "help:ishi/count" is the page count.page.  The window in front is asked
 * what it shows: the main window by its page and the game's phase, a
 * dialog by its type, or by the topic it was given (ishi_help_attach)
 * when it has no type of its own.  The keyboard shortcuts window (Ctrl+?)
 * is made here too, with its Manual button.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-help"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-class-window.h"
#include "ishi-dialogs.h"
#include "ishi-game-info-dialog.h"
#include "ishi-help.h"
#include "ishi-host-window.h"
#include "ishi-new-game-dialog.h"
#include "ishi-preferences-window.h"
#include "ishi-room-window.h"
#include "ishi-server-window.h"
#include "ishi-window-private.h"

/* The manual's id: its pages are in $datadir/help/LANG/ishi. */
#define HELP_ID "ishi"
#define TOPIC_KEY "ishi-help-topic"

static gboolean
play_state (IshiWindow *self, const char *action)
{
  GActionGroup *actions = ishi_play_page_get_actions (self->play_page);
  g_autoptr(GVariant) state = NULL;

  if (!g_action_group_has_action (actions, action))
    return FALSE;
  state = g_action_group_get_action_state (actions, action);
  return state != NULL && g_variant_is_of_type (state, G_VARIANT_TYPE_BOOLEAN)
         && g_variant_get_boolean (state);
}

/* The main window: the Lessons page (or the problems in its place), and
 * on the Play page the count, Edit and the review panel; plain play has
 * no page but the index, where every task is. */
static const char *
window_topic (IshiWindow *self)
{
  IshiMatch *match = ishi_session_get_match (self->session);

  if (gtk_stack_get_visible_child (self->stack) == self->lessons_page)
    return self->problems != NULL && gtk_widget_get_visible (GTK_WIDGET (self->problems))
           ? "problems" : "lessons";
  if (gtk_stack_get_visible_child (self->stack) != GTK_WIDGET (self->play_page))
    return "index";
  if (play_state (self, "edit"))
    return "edit";
  if (match != NULL && ishi_match_get_phase (match) == ISHI_PHASE_COUNTING)
    return "count";
  if (play_state (self, "review"))
    return "review";
  return "index";
}

const char *
ishi_help_topic (GtkWindow *front)
{
  const char *topic;

  if (front == NULL)
    return "index";
  topic = g_object_get_data (G_OBJECT (front), TOPIC_KEY);
  if (topic != NULL)
    return topic;
  if (ISHI_IS_WINDOW (front))
    return window_topic (ISHI_WINDOW (front));
  if (ISHI_IS_NEW_GAME_DIALOG (front))
    return "new-game";
  if (ISHI_IS_GAME_INFO_DIALOG (front))
    return "files#game-info";
  if (ISHI_IS_PREFERENCES_WINDOW (front))
    return "preferences";
  if (ISHI_IS_CLASS_WINDOW (front))
    return "class";
  if (ISHI_IS_HOST_WINDOW (front))
    return ishi_host_window_is_class (ISHI_HOST_WINDOW (front)) ? "class" : "room";
  if (ISHI_IS_ROOM_WINDOW (front))
    return "room";
  if (ISHI_IS_SERVER_WINDOW (front))
    return "servers";
  /* a dialog of one of these: the page of what it belongs to */
  return ishi_help_topic (gtk_window_get_transient_for (front));
}

char *
ishi_help_uri (const char *topic)
{
  if (topic == NULL || *topic == '\0' || g_str_equal (topic, "index"))
    return g_strdup ("help:" HELP_ID);
  return g_strconcat ("help:" HELP_ID "/", topic, NULL);
}

/* The window that asked, for a message if the viewer cannot be started:
 * held weakly, for it may be closed before the viewer has started (and a
 * GtkWindow kept past its parent's end disconnects from a freed parent
 * when it goes, in GTK 4.8). */
typedef struct {
  GtkWindow *parent;
} Asked;

static void
shown_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Asked *asked = data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (NULL, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_debug ("the help viewer: %s", error->message);
      ishi_show_error (asked->parent != NULL && gtk_widget_get_visible (GTK_WIDGET (asked->parent))
                       ? asked->parent : NULL,
                       _("The manual could not be opened"), error->message);
    }
  g_clear_weak_pointer (&asked->parent);
  g_free (asked);
}

void
ishi_help_show (GtkWindow *parent, const char *topic)
{
  g_autofree char *uri = ishi_help_uri (topic);
  Asked *asked = g_new0 (Asked, 1);

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  g_debug ("opening %s", uri);
  g_set_weak_pointer (&asked->parent, parent);
  /* GTK is not given the window either: GTK 4.8 keeps its surface's
   * exported handle until the viewer has started, which a window closed
   * meanwhile does not survive.  Outside a sandbox the handle serves
   * nothing. */
  gtk_show_uri_full (NULL, uri, GDK_CURRENT_TIME, NULL, shown_cb, asked);
}

void
ishi_help_attach (GtkWindow *window, const char *topic)
{
  GtkWindow *parent;

  g_return_if_fail (GTK_IS_WINDOW (window));

  if (topic != NULL)
    g_object_set_data (G_OBJECT (window), TOPIC_KEY, (gpointer) topic);
  /* F1 is the application's: a dialog has it once it is one of the
   * application's windows */
  parent = gtk_window_get_transient_for (window);
  if (gtk_window_get_application (window) == NULL && parent != NULL
      && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (window, gtk_window_get_application (parent));
}

static void
manual_clicked_cb (GtkButton *button, const char *topic)
{
  ishi_help_show (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))), topic);
}

/* A Manual button at the end of `window`'s header bar, which opens the
 * manual at `topic`. */
static void
add_manual_button (GtkWindow *window, const char *topic)
{
  GtkWidget *bar = gtk_window_get_titlebar (window);
  GtkWidget *button;

  if (!GTK_IS_HEADER_BAR (bar))
    return;
  button = gtk_button_new_with_mnemonic (_("_Manual"));
  gtk_widget_set_name (button, "ishi-manual-button");
  gtk_widget_set_tooltip_text (button, _("Open Ishi’s manual (F1)"));
  g_signal_connect (button, "clicked", G_CALLBACK (manual_clicked_cb), (gpointer) topic);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (bar), button);
}

/* The shortcuts window is built when it is first asked for.  Kept where
 * GtkApplication looks for it (gtk/help-overlay.ui), it was built for
 * every window before its first frame (issue 23 item 16). */
void
ishi_help_shortcuts_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplicationWindow *window = data;
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/ishi/Ishi/ishi-shortcuts.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* it finds this action in place, and adds none of its own */
      gtk_application_window_set_help_overlay (window, overlay);
      ishi_help_attach (GTK_WINDOW (overlay), "keyboard");
      add_manual_button (GTK_WINDOW (overlay), "keyboard");
    }
  gtk_window_present (GTK_WINDOW (overlay));
}
