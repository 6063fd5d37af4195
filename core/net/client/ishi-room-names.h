/* ishi-room-names.h — the names of a class's pupils, asked of its room
 * before any login, for a computer the class shares: Ishi shows them at
 * start-up and the pupil picks hers (no passwords; the room's code on the
 * projector is what opens the list).
 *
 * The question is the line `pupils CODE` at the room's Login: prompt
 * (ishi-room-pupils.c); the answer is one "700 pupil NAME" a name, "700
 * pupil-in-use NAME" for each name someone holds now, "700 grade N" when
 * the teacher set the pupils' grade, then "700 pupils-end".  A connection of its own, closed after the answer,
 * bounded in time (10 s to connect, 10 s for each line).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Asks the room at host:port for its pupils' names with the room's
 * `code`. */
void   ishi_room_names_async  (const char *host, guint16 port, const char *code,
                               GCancellable *cancellable, GAsyncReadyCallback callback,
                               gpointer user_data);
/* The names, in the class's order (free with g_strfreev; may be empty), or NULL:
 * G_IO_ERROR_PERMISSION_DENIED for a wrong code, G_IO_ERROR_NOT_SUPPORTED
 * for a room that is no class, another G_IO_ERROR when the room cannot
 * be reached.  `in_use` (may be NULL): those of them that someone holds
 * now (logged in, or keeping a seat), by name; `grade` (may be NULL): the
 * pupils' school grade the teacher set (0: none), for the list's words. */
char **ishi_room_names_finish (GAsyncResult *result, char ***in_use, int *grade, GError **error);

G_END_DECLS
