/* ishi-room-say.h — a room's or a server's lines in Ishi's own words.
 *
 * The room speaks IGS on the wire (ishi-room.h): its lines are NNGS's and
 * IGS's words, which qGo and other clients read ("Creating match [1] with
 * ken vs anna.", "Set client to be True.").  A window of Ishi says none
 * of them as they are: each line is matched against the room's formats
 * (and the servers' common ones) and said in the program's words,
 * translated, or not at all when it carries nothing for a person (the
 * window shows it otherwise).  A line no entry knows is said as it came.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The line `text` of IGS code `code` (ISHI_IGS_INFO, ISHI_IGS_ERROR…) in
 * Ishi's words: a new string, or NULL when the window says nothing of it.
 * `server`: from a plain server (NNGS, IGS), whose numbers are games,
 * not a room's tables.  *known (may be NULL) is FALSE when no entry knew
 * the line (the text is then returned as it is). */
char *ishi_room_say (int code, const char *text, gboolean server, gboolean *known);

/* For tests: the room's formats the table knows, as the room writes them
 * (NULL-terminated; owned by the table). */
const char *const *ishi_room_say_wires (void);
/* For tests: the words a room's window says for them (msgids, the
 * servers' own left out; NULL-terminated; owned by the table). */
const char *const *ishi_room_say_words (void);

G_END_DECLS
