/* ishi-address-row.h — the address beside a list of addresses, as Join a
 * Room (the rooms found on the network) and a Go server's form (the
 * servers used before) both have it: a row of the list stands for an
 * address, choosing it fills the field, and the text typed there is read
 * as a host and a port.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A list's row: `text` shown, `address` what choosing it puts in the
 * field. */
GtkWidget *ishi_address_row_new (const char *text, const char *address);

/* For a list's "row-selected": the row's address into `entry` (nothing
 * for no row, or a row that is not an address row). */
void       ishi_address_row_fill (GtkListBoxRow *row, GtkEditable *entry);

/* Reads a typed address: "host", "host:port", "[::1]:port", "::1"; the
 * port is `default_port` when none is given.  FALSE when it is no address
 * (empty, a space or a slash in the host, a bad port); `host` is then
 * left alone. */
gboolean   ishi_address_parse (const char *text, guint16 default_port, char **host, guint16 *port);

G_END_DECLS
