/* ishi-room-gate.h — the room's door: the limits every connection meets,
 * whatever carries it (the TCP server of ishi-room-server.h, a WebSocket,
 * a test's buffers).  SECURITY.md gives the reasons and the same figures.
 *
 * For a transport: attach each connection with ishi_room_attach_from()
 * and the address it comes from (its IP address as text, "127.0.0.1" or
 * "::1"; never a port), hand the room every line with ishi_room_receive(),
 * and close the connection when the room asks.  The room then applies
 * every limit below itself, on its own clock: nothing here is for the
 * transport to call, and nothing can be forgotten by a new one.  What
 * stays the transport's: a line's length (ISHI_IGS_MAX_LINE), what waits
 * to be written to a slow reader, and its own buffers.
 *
 * The limits:
 *   - a connection that has not logged in 20 s after it came is closed
 *     (ISHI_ROOM_LOGIN_SECONDS);
 *   - from one address, at most 8 connections are asked their name at
 *     once; the next 56 wait unanswered for a place (a class that joins
 *     at once from behind one router is let in a few at a time), and any
 *     further one is closed; 256 connections not logged in, from all
 *     addresses together, at most (fewer below `ulimit -n 1024`:
 *     ishi_room_door_places): when they are taken, a newcomer makes
 *     the oldest silent one of the address that holds the most go, if it
 *     holds more than the newcomer's (a connection that gave the room's
 *     code at the login, `pupils CODE`, last);
 *   - guests (logged in without the room's code): in a class 8 from one
 *     address and 32 in all, in an open room 16 from one address (and
 *     twice the door's places in all); when
 *     a class's guests' places are taken, a newcomer makes the oldest
 *     guest of the address that holds the most go, as at the door; when
 *     the room's (200 unless the host says otherwise) are, the address
 *     that holds the most guests and members at no table gives one up,
 *     its guests first; a seated member coming back with her token is
 *     always let in; in a class a guest's words reach nobody;
 *   - chat: 1 line a second from each sender (bursts of 5), 10 from the
 *     whole room (bursts of 20), the teacher's words aside; not queued to
 *     a member who has 64 KiB waiting, so that talk never makes her a
 *     slow reader;
 *   - secrets (the room's code, the teacher's code): an address
 *     may give 10 wrong ones; each further one makes the next try wait 1,
 *     2, 4 … seconds, at most 300 (a sweep of the 10,000 room codes then
 *     takes weeks); an address that gives no wrong secret for 15 minutes
 *     starts again.  A try while the address waits is not checked: it is
 *     answered with the wait.  Counted per address (an IPv6 address whole,
 *     as the network tells machines apart: a school's machines share one
 *     /64), across connections and reconnections; and per IPv6 /64 too,
 *     with 160 free tries (ISHI_ROOM_GROUP_FREE_TRIES): one machine's
 *     wrong codes never make its neighbours wait, but one machine that
 *     takes many addresses of its /64 to try more codes waits as a whole;
 *     then a pupil of that /64 whose own address made no wrong try and
 *     who gives the right code waits for her teacher to let her in (she
 *     is told the same for a wrong code: a sweep learns nothing).  A
 *     token (128 bits) is never held back: it cannot be guessed;
 *   - lines: 20 a second on average with bursts of 40; beyond that they
 *     are dropped with one error line a second, and a connection over the
 *     rate for 10 s (whatever got through meanwhile) is closed.  It is
 *     within the rate again once no line was dropped for 2 s;
 *   - the host's log: what was refused, counted by address and said once
 *     a minute (IshiRoomReport), never a line for each.
 *
 * The functions are the gate's own bookkeeping, with the time given (in
 * microseconds of a monotonic clock), for the room and for tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every figure of the door, in this one place (the class's page, the
 * tests and SECURITY.md read them here). */
#define ISHI_ROOM_LOGIN_SECONDS        20
#define ISHI_ROOM_PROMPTS_PER_ADDRESS  8
#define ISHI_ROOM_WAITING_PER_ADDRESS  56
#define ISHI_ROOM_MAX_UNLOGGED         256
#define ISHI_ROOM_FREE_TRIES           10
#define ISHI_ROOM_GROUP_FREE_TRIES     160
#define ISHI_ROOM_MAX_WAIT_SECONDS     300
#define ISHI_ROOM_FORGET_SECONDS       900
#define ISHI_ROOM_LINES_PER_SECOND     20
#define ISHI_ROOM_FLOOD_SECONDS        10
/* Guests (logged in without the room's code, not the teacher): in a
 * class at most 8 from one address (as many as its prompts) and 32 in
 * all; in an open room, where guests watch, 16 from one address and the
 * room's places in all.  When the places are taken, a newcomer makes
 * the oldest guest of the address that holds the most go, if it holds
 * more than the newcomer's. */
#define ISHI_ROOM_CLASS_GUESTS_PER_ADDRESS  8
#define ISHI_ROOM_CLASS_GUESTS              32
#define ISHI_ROOM_GUESTS_PER_ADDRESS        16
/* Chat (shout, kibitz, say): a sender's 1 line a second, bursts of 5;
 * the room's 10 lines a second in all, bursts of 20 (a class's teacher
 * has no budget: her words are not counted); chat is not queued
 * to a member who has more than 64 KiB waiting to be written to her
 * (moves, clocks and the count always are). */
#define ISHI_ROOM_CHAT_PER_SECOND           1
#define ISHI_ROOM_CHAT_BURST                5
#define ISHI_ROOM_ROOM_CHAT_PER_SECOND      10
#define ISHI_ROOM_ROOM_CHAT_BURST           20
#define ISHI_ROOM_CHAT_QUEUED               (64 * 1024)
/* The host's log: what the door refused, once a minute at most. */
#define ISHI_ROOM_REPORT_SECONDS            60

/* The places at the door (connections not logged in, and the web port's
 * HTTP connections each), for the process's descriptors: 256
 * (ISHI_ROOM_MAX_UNLOGGED) from `ulimit -n 1024` up, an eighth of the
 * limit below it, 32 at least (32 at 256).  So the pools are full, and a
 * newcomer makes the biggest holder's oldest go, before the descriptors'
 * reserve is reached (ishi-room-accept.h): at `ulimit -n 256` 256 places
 * would have taken every descriptor first (issue 74). */
guint ishi_room_door_places (void);

/* ------------------------------------------------------------------------ */
/* Wrong secrets, counted per address                                        */
/* ------------------------------------------------------------------------ */

typedef struct _IshiRoomGate IshiRoomGate;

IshiRoomGate *ishi_room_gate_new  (void);
void          ishi_room_gate_free (IshiRoomGate *gate);

/* What an address is counted as: an IPv4 address as it is (an IPv4
 * address in IPv6 form too), an IPv6 address whole, in its short form
 * ("2001:db8:1:2::5"), anything else (NULL: a connection without one) as
 * it is or "". */
char    *ishi_room_gate_key (const char *address);
/* The larger group an IPv6 address's wrong tries count in too, its /64
 * ("2001:db8:1:2::/64"); NULL for any other address (IPv4, loopback). */
char    *ishi_room_gate_group (const char *address);

/* Whether `address` may try a secret at `now`; if not, *wait_s (when not
 * NULL) is how many seconds it must still wait, at least 1. */
gboolean ishi_room_gate_may_try (IshiRoomGate *gate, const char *address, gint64 now, guint *wait_s);
/* Whether `address` itself may try at `now` while its IPv6 /64 waits
 * (many of its network's addresses gave wrong secrets). */
gboolean ishi_room_gate_group_waits (IshiRoomGate *gate, const char *address, gint64 now);
/* A wrong secret from `address` at `now`: returns how many seconds its
 * next try waits (0 while it has free tries left). */
guint    ishi_room_gate_wrong   (IshiRoomGate *gate, const char *address, gint64 now);
/* How many wrong tries `address` has against it at `now`. */
guint    ishi_room_gate_count   (IshiRoomGate *gate, const char *address, gint64 now);

/* ------------------------------------------------------------------------ */
/* Lines per second, for one connection                                      */
/* ------------------------------------------------------------------------ */

typedef struct {
  guint rate;              /* lines a second; bursts of twice that */
  double tokens;           /* lines that may come now */
  gint64 refilled;
  gint64 flood_since;      /* 0: within the rate */
  gint64 dropped;          /* the last line dropped */
  gint64 told;             /* the last "too many lines" */
} IshiRoomFlood;

typedef enum {
  ISHI_ROOM_LINE_TAKEN,
  ISHI_ROOM_LINE_DROPPED,      /* over the rate: dropped */
  ISHI_ROOM_LINE_DROPPED_TELL, /* dropped, and the sender is to be told (once a second) */
  ISHI_ROOM_LINE_CLOSE,        /* over the rate for ISHI_ROOM_FLOOD_SECONDS: close it */
} IshiRoomLine;

void         ishi_room_flood_init (IshiRoomFlood *flood, guint rate, gint64 now);
IshiRoomLine ishi_room_flood_line (IshiRoomFlood *flood, gint64 now);

/* ------------------------------------------------------------------------ */
/* A budget: `rate` a second, bursts of `burst` (chat)                       */
/* ------------------------------------------------------------------------ */

typedef struct {
  double tokens;
  gint64 refilled;         /* 0: never used (full) */
} IshiRoomBudget;

/* Whether one more may go at `now`; if so it is spent. */
gboolean ishi_room_budget_take (IshiRoomBudget *budget, double rate, double burst, gint64 now);

/* ------------------------------------------------------------------------ */
/* What the door refused, for the host's log once a minute                   */
/* ------------------------------------------------------------------------ */

typedef struct _IshiRoomReport IshiRoomReport;

IshiRoomReport *ishi_room_report_new  (void);
void            ishi_room_report_free (IshiRoomReport *report);
/* One more of `what` ("connections refused", "wrong codes" …) from
 * `address` (NULL: none). */
void            ishi_room_report_note (IshiRoomReport *report, const char *what, const char *address);
/* The minute's report, once ISHI_ROOM_REPORT_SECONDS have passed since
 * the last one and something was noted, as one line ("the door in the
 * last 60 s: connections refused, the door full: 1240 (127.0.0.5 800,
 * 127.0.0.6 440); …", the four addresses that did the most of each);
 * then it starts again.  NULL: nothing to say yet. */
char           *ishi_room_report_take (IshiRoomReport *report, gint64 now);

G_END_DECLS
