/* ishi-help.h — F1 and Help in the main menu: Ishi's manual (help/, Mallard
 * pages read by Yelp) opened on the page of what is in front.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The manual's page for what `front` shows, as a page id of help/C with a
 * section after '#' where there is one: "count" while counting, "new-game"
 * for the New Game dialog, "room" for a room, "class" for the class
 * view…; "index" when nothing has a page of its own (and for NULL). */
const char *ishi_help_topic (GtkWindow *front);
/* "help:ishi/TOPIC", or "help:ishi" for the index (newly allocated). */
char       *ishi_help_uri (const char *topic);
/* Opens the manual at `topic` in the desktop's help viewer, over
 * `parent`; a dialog says why when it cannot be opened. */
void        ishi_help_show (GtkWindow *parent, const char *topic);
/* A dialog with no page of its own gets `topic` (a static string, or NULL
 * for its parent's); and F1, by being made one of the application's
 * windows when its parent is one. */
void        ishi_help_attach (GtkWindow *window, const char *topic);
/* win.show-help-overlay (Ctrl+?): the keyboard shortcuts window of the
 * GtkApplicationWindow `data`, with a Manual button that opens the
 * manual's keyboard page. */
void        ishi_help_shortcuts_activated (GSimpleAction *action, GVariant *param, gpointer data);

G_END_DECLS
