/* ishi-server-form.h — Connect to a Server's first page: the servers used
 * before (kept in the settings, most recent first) and a well-known one,
 * a typed host[:port], the name, and a password or a guest's login.
 *
 * The form knows no sockets: Connect (or Enter) emits "connect" and the
 * window connects.  Passwords are never stored: GSettings is no place
 * for secrets, and Ishi uses no keyring library.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* IGS and NNGS listen on 6969 unless told otherwise. */
#define ISHI_SERVER_DEFAULT_PORT 6969

#define ISHI_TYPE_SERVER_FORM (ishi_server_form_get_type ())
G_DECLARE_FINAL_TYPE (IshiServerForm, ishi_server_form, ISHI, SERVER_FORM, GtkBox)

/* `settings` keeps the servers and the name (may be NULL). */
GtkWidget *ishi_server_form_new (GSettings *settings);
void       ishi_server_form_set_problem (IshiServerForm *self, const char *text);
void       ishi_server_form_focus (IshiServerForm *self);
/* Fills the fields as a person would (tests). */
void       ishi_server_form_fill (IshiServerForm *self, const char *address, const char *name,
                                  const char *password);
/* Emits "connect" as the button does; FALSE (the reason shown) when a
 * field is missing or wrong. */
gboolean   ishi_server_form_activate (IshiServerForm *self);

/* Signal "connect" (string host, uint port, string name, string password):
 * the password is NULL for a guest. */

G_END_DECLS
