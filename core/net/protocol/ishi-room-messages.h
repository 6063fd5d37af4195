/* ishi-room-messages.h — the catalogue of what the room says to people.
 *
 * Each message has an id ("not-your-turn"), its words for IGS clients
 * (qGo, a telnet: NNGS's and IGS's English, a printf format, word for
 * word as the room has always sent it), the kinds of its arguments, and
 * Ishi's own words for it (English for gettext, %1$s… for the arguments
 * in their order; NULL: a window says nothing of it).
 *
 * On the wire an Ishi client that asked for the catalogue (`set says
 * true`, before `set client true`) receives, in place of the English
 * line of code CODE, Ishi's line
 *
 *     700 say CODE ID<TAB>ARG<TAB>ARG…
 *
 * and says the message in its own words: the window through gettext
 * (app/net/ishi-room-say.c), the pupils' page from ishi-says.js, built
 * from the same words' translations in po/ja.po.  Every other client
 * (qGo, telnet, an older Ishi) reads the English line as before.
 *
 * In the room a message is said by its id (room_say (conn, ROOM_MSG_X,
 * args…), ishi-room-base.h) and travels encoded (its id and each argument
 * as the format writes it, ishi_room_message_encode()) until it is sent:
 * the last step before a connection makes of it the line that connection
 * reads (ishi_room_message_igs() or ishi_room_message_to_say()).  The
 * English is made there only; nothing finds a message from its English
 * but a client reading a line said before it asked for ids
 * (ishi_room_message_is()).
 *
 * The kinds of the arguments (one letter each, in order; a missing one is
 * 'n'): n a name or a number, said as it is; c a colour (Black, White, B,
 * W); r a result (RE: B+R, W+3.5); o an option's name (boardsize, time…);
 * v an option's value (a rule's id is said by its name); u a rule's id;
 * m why a move is illegal (occupied, ko…); p points (IGS writes 6.0).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdarg.h>

#include <glib.h>

#include "ishi-room-message-ids.h"

G_BEGIN_DECLS

typedef struct {
  const char *id;
  int code;                  /* its line's IGS code: ISHI_IGS_INFO or ISHI_IGS_ERROR */
  const char *igs;           /* the English line's printf format */
  const char *kinds;
  const char *words;         /* N_(): Ishi's words, or NULL: not said */
  /* On a plain server (NNGS, IGS), whose numbers are games, not a room's
   * tables: other words, or NULL for the same. */
  const char *server_words;
} IshiRoomMessage;

/* The messages by name (made from this catalogue at build time):
 * IshiRoomMessageId, ISHI_ROOM_MSG_NOT_YOUR_TURN for "not-your-turn", and
 * ROOM_MSG_NOT_YOUR_TURN, which stands for the id and a printf format of
 * its arguments' conversions alone ("-": none): a sender declared with
 * G_GNUC_PRINTF on that format, as the room's are (ishi-room-base.h),
 *
 *     room_say (conn, ROOM_MSG_SITS_TABLE, member->name, table->number, colour);
 *
 * is held by the compiler to the message's arguments, their number and
 * their types. */
/* The whole catalogue (n: its length), in the ids' order. */
const IshiRoomMessage *ishi_room_messages_get_all (guint *n);
/* The message of `id`, or NULL for ISHI_ROOM_MSG_NONE. */
const IshiRoomMessage *ishi_room_message_get (IshiRoomMessageId id);
IshiRoomMessageId      ishi_room_message_get_id (const IshiRoomMessage *message);
const IshiRoomMessage *ishi_room_message_by_id (const char *id);
/* The number of arguments its format takes, or -1 when the format has a
 * conversion the catalogue does not carry (only %s, %d, %u, %g, %f with
 * a width or a precision are). */
int ishi_room_message_n_args (const IshiRoomMessage *message);

/* The message `id` with its arguments, read as the catalogue's format
 * takes them: the form in which it travels in the room to the wire (its
 * id, and each argument as the format writes it).  A new string. */
char *ishi_room_message_encode_valist (IshiRoomMessageId id, va_list args);
/* The same by name: ishi_room_message_encode (ROOM_MSG_X, args…). */
char *ishi_room_message_encode (IshiRoomMessageId id, const char *types, ...) G_GNUC_PRINTF (2, 3);

/* What a client of the catalogue receives for an encoded message:
 * "say CODE ID\tARG…" (without the 700), or NULL when `said` is none. */
char *ishi_room_message_to_say (const char *said);

/* `text` as made above: its message and its arguments (each as the
 * format wrote it, a width's spaces kept), or FALSE for a plain text. */
gboolean ishi_room_message_decode (const char *text, const IshiRoomMessage **message, GStrv *args);

/* The English line for IGS clients: of an encoded message, of a plain
 * text (itself).  A new string. */
char *ishi_room_message_igs (const char *text);

/* … of `message` with its arguments (as many as it takes). */
char *ishi_room_message_igs_of (const IshiRoomMessage *message, const char *const *args);

/* Whether `line` is the English of the message `id`, one without
 * arguments: for a client reading what a room says before it asks for
 * the messages by id (the login's refusals, the `pupils` query's answer),
 * and what an older room says. */
gboolean ishi_room_message_is (const char *line, IshiRoomMessageId id);

/* Reads "CODE ID\tARG…" (a 700 say line's rest): the message (NULL when
 * the id is unknown: a newer room's) and its id, code and arguments (the
 * width's spaces gone).  FALSE when the line is no such line. */
gboolean ishi_room_message_parse_wire (const char *rest, int *code, char **id,
                                       const IshiRoomMessage **message, GStrv *args);

G_END_DECLS
