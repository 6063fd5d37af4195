/* ishi-a11y-names.h — names a screen reader can say, for the controls
 * GTK 4.8 leaves unnamed: Orca then says the type of the widget inside
 * ("GtkImage push button").
 *
 * GTK 4.8's GtkDropDown puts the keyboard focus on a toggle button of its
 * own, and that button has no accessible name: Orca says "GtkToggleButton
 * push button" and not what the drop-down is for nor what it holds.  This
 * names the button after the drop-down ("Game") and the item chosen
 * ("Game, Go"), and names it again whenever the choice changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `name` is what the drop-down is for; NULL takes the text of the label
 * whose mnemonic goes to it.  The drop-down's items are GtkStringObjects. */
void ishi_drop_down_name_button (GtkDropDown *drop_down, const char *name);

/* GtkInfoBar's close button shows only an icon and has no name: names it
 * "Close". */
void ishi_info_bar_name_close_button (GtkInfoBar *info_bar);

/* GTK 4.8 says a button is labelled by its child, and for a button that
 * shows only an icon the child is an image whose name is its type: Orca
 * says "GtkImage Undo push button".  Under `root`, each such button keeps
 * its own name only. */
void ishi_icon_buttons_unlabel_icons (GtkWidget *root);

/* GTK 4.8 names a button whose label has a mnemonic by its label as
 * written and again by its text ("_Delete This Variation Delete This
 * Variation"), and a check button by its label as written: under `root`
 * each is named by its text alone, and again whenever its text changes.
 * For parts added to a window after ishi_window_help_screen_readers (the
 * review panel, made when first shown). */
void ishi_mnemonic_buttons_name (GtkWidget *root);

/* What a window needs for a screen reader under GTK 4.8, in one call:
 * - a button whose label has a mnemonic is named by its text only (GTK
 *   4.8 named it by the label as written too: Orca said "Discard D_iscard
 *   Discard push button", AT-SPI gave "_Start Start"), for the buttons
 *   there now and for each button that takes the focus later;
 * - the window gives its focus again each time it is activated, which
 *   Orca reads out: GTK 4.8 tells the bus nothing of an activation and
 *   sends no focus for the widget a window is given before it is shown
 *   (Orca said nothing when Ishi's window or New Game opened, until a
 *   Tab).  The first time it waits `first_delay_ms`: the main window's
 *   first events go out before the application is on the bus, and Orca
 *   drops them ("potentially-defunct source").  A text field is left
 *   alone (given the focus again it would select its text). */
void ishi_window_help_screen_readers (GtkWindow *window, guint first_delay_ms);

G_END_DECLS
