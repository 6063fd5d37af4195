/* ishi-join-form.h — Join a Room's first page: the rooms on the local
 * network (found through Avahi, ishi-room-mdns.h), or a typed
 * host[:port] for networks where multicast is blocked; the player's name
 * (remembered) and the room's code.  On a computer the class shares
 * (the "shared-computer" setting, a check in the form), the name is
 * picked instead from the class's names, which its room gives once the
 * room's code is typed (ishi-room-names.h), and nothing is remembered.
 *
 * The form knows no sockets: Join (or Enter) emits "join" with what was
 * chosen, and the window connects.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-mdns.h"

G_BEGIN_DECLS

#define ISHI_TYPE_JOIN_FORM (ishi_join_form_get_type ())
G_DECLARE_FINAL_TYPE (IshiJoinForm, ishi_join_form, ISHI, JOIN_FORM, GtkBox)

/* `settings` keeps the name and the last address typed (may be NULL);
 * `mdns` lists the rooms (may be NULL: only a typed address). */
GtkWidget *ishi_join_form_new (GSettings *settings, IshiRoomMdns *mdns);

/* Reads a typed address: "host", "host:port", "[::1]:port"; the port is
 * ISHI_ROOM_DEFAULT_PORT when none is given.  FALSE when it is no
 * address (empty, a bad port). */
gboolean ishi_join_form_parse_address (const char *text, char **host, guint16 *port);

/* What the form says under the fields (a refusal, the connection lost). */
void     ishi_join_form_set_problem (IshiJoinForm *self, const char *text);
/* Puts the keyboard focus on the first field to fill. */
void     ishi_join_form_focus (IshiJoinForm *self);
/* Emits "join" as the Join button does; FALSE (and the reason shown)
 * when a field is missing or wrong. */
gboolean ishi_join_form_activate (IshiJoinForm *self);

/* The room refused the name (`why`): said under the fields, and on a
 * computer the class shares, its names asked again (the one in use
 * marked) for the pupil to pick hers. */
void       ishi_join_form_refused (IshiJoinForm *self, const char *why);
/* On a computer the class shares: ready for the next pupil (no name, no
 * code, no names listed). */
void       ishi_join_form_next_pupil (IshiJoinForm *self);
/* The class's names shown to pick from (a GtkFlowBox of buttons, each
 * named as the pupil), or NULL while none are shown. */
GtkWidget *ishi_join_form_get_names (IshiJoinForm *self);

/* The school grade the form reads its kanji at (ishi-ruby-words.h): on a
 * child's computer in a class, the class's (the "class-grade" setting,
 * which the room window keeps, or the room's answer with the class's
 * names); 0: none. */
int        ishi_join_form_get_grade (IshiJoinForm *self);

/* Signal "join" (string host, uint port, string name, string code): the
 * code may be "" (only watching).  Signal "grade-changed": the grade. */

G_END_DECLS
