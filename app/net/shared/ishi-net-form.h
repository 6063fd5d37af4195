/* ishi-net-form.h — what the network windows' first pages (Join a Room's
 * form, a Go server's) are built of alike: the page's spacing, a heading
 * over a framed list of addresses, the grid of fields with the address and
 * the name, the line that says what is wrong, and the button that goes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Lays `form` out: a column, its parts 12 pixels apart, 24 from the edges. */
void       ishi_net_form_init_page (GtkBox *form);
/* A heading at the start of its line. */
GtkWidget *ishi_net_form_heading (const char *text);
/* `list`, named `name` for screen readers, in a framed scrolled window
 * (returned) at least `min_height` high that takes the height left. */
GtkWidget *ishi_net_form_list (GtkListBox *list, const char *name, int min_height);
/* The grid of the form's fields. */
GtkWidget *ishi_net_form_grid (void);
/* The address typed ("host or host:port"), and the player's name (within
 * the length the servers take). */
GtkEntry  *ishi_net_form_address_entry (void);
GtkEntry  *ishi_net_form_name_entry (void);
/* The line that says what is wrong with the form. */
GtkLabel  *ishi_net_form_problem_label (void);
/* `button` as the form's one action, at the end of its row. */
void       ishi_net_form_action (GtkWidget *button);

G_END_DECLS
