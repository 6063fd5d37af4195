/* ishi-room-say.h — a room's or a server's messages in Ishi's own words.
 *
 * Ishi's room sends its messages to Ishi's windows by id, with their
 * arguments (ishi-room-messages.h): each is said in the catalogue's
 * words, translated, or not at all when it carries nothing for a person
 * (the window shows it otherwise).  A plain server (NNGS, IGS) sends its
 * English only ("Creating match [1] with ken vs anna."): its lines are
 * matched against the catalogue's English and NNGS's own, and said in
 * the same words; a line none knows is said as it came.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The room's message `id` with its arguments (NULL-terminated, NULL:
 * none) in Ishi's words: a new string, or NULL when the window says
 * nothing of it (or the id is a newer room's, unknown here). */
char *ishi_room_say_message (const char *id, const char *const *args);

/* A plain server's line `text` in Ishi's words: a new string, or NULL
 * when the window says nothing of it.  *known (may be NULL) is FALSE
 * when no entry knew the line (the text is then returned as it is). */
char *ishi_room_say (const char *text, gboolean *known);

/* For tests: the words a room's window says (msgids, the servers' own
 * left out; NULL-terminated; owned by the table). */
const char *const *ishi_room_say_words (void);

G_END_DECLS
