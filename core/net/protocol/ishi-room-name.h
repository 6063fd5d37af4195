/* ishi-room-name.h — the one rule for every name the room takes: at the
 * login, in a class's list of pupils (added or renamed), read back from
 * room.ini.
 *
 * A name is 1 to 16 characters: letters and digits of any script, with
 * `-`, `_` and `.` inside it (not first, not last).  No space, no `/` or
 * `\`, no control or format character (the invisible ones that turn text
 * around or join it).  It is taken in its NFKC form (full-width ａｌｉｃｅ is
 * alice, ① is 1) and compared with the others after case folding too, so
 * that ALICE, Alice and ａｌｉｃｅ are one name: the room's second alice is
 * refused, not shown beside the first.  A name that mixes Latin letters
 * with Cyrillic or Greek ones (Cyrillic а in аlice) is refused, and so is
 * a combining mark on a Latin, Greek or Cyrillic letter that has no
 * letter of its own (b́ob): the scripts that need marks (Devanagari, Thai
 * …) keep them.
 *
 * A name is never a file's name: a record's file name is made of the
 * table's number, the date and each player's ishi_room_name_safe form.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-room-message-ids.h"

G_BEGIN_DECLS

#define ISHI_ROOM_NAME_MAX_CHARS 16

/* The name as the room keeps it (its NFKC form), or NULL when it breaks
 * the rule; then *why (when not NULL) is the message that says how to the
 * person who typed it (a message of the catalogue without arguments). */
char    *ishi_room_name_take  (const char *name, IshiRoomMessageId *why);
/* Whether `name` is a name the room takes as it is (already in NFKC). */
gboolean ishi_room_name_is_valid (const char *name);
/* Whether the room takes `name`, in its NFKC form (what a form asks). */
gboolean ishi_room_name_check (const char *name);
/* What two names are compared by: NFKC, then case folded. */
char    *ishi_room_name_key   (const char *name);
/* For hash tables of names compared that way. */
guint    ishi_room_name_hash  (gconstpointer name);
gboolean ishi_room_name_equal (gconstpointer a, gconstpointer b);
/* A form of a name safe in a file name: its letters and digits, `-` and
 * `_`, every other character `_`, at most 16 characters; "x" if empty. */
char    *ishi_room_name_safe  (const char *name);

G_END_DECLS
