/* ishi-server-offer.h — the terms of a game on a Go server: Challenge…
 * asks for them (colour, size, main time, byo-yomi, komi, handicap), an
 * offer received says them in a sentence, and a question (an offer, a
 * komi, an adjournment) is answered with a line to the server.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-room-client.h"
#include "ishi-types.h"

G_BEGIN_DECLS

/* What Challenge gives: the server's `match` command and what to set
 * once the game begins.  The dialog lives no longer than `parent`; the
 * callback is not called after the dialog is gone. */
typedef void (*IshiChallengeFunc) (const char *match_line, double komi, int handicap, gpointer data);

/* A dialog asking the terms of a game with `opponent`. */
GtkWidget *ishi_server_challenge_new (GtkWindow *parent, const char *opponent, IshiChallengeFunc func,
                                      gpointer data);
/* The same in Ishi's room: colour, size and times only (the komi and the
 * handicap are those of the table's rule set). */
GtkWidget *ishi_server_challenge_new_for_room (GtkWindow *parent, const char *opponent,
                                               IshiChallengeFunc func, gpointer data);
/* Presses the dialog's Challenge button (tests). */
void       ishi_server_challenge_send (GtkWidget *dialog);

/* "anna asks for a game: 9×9, you play White, 10 minutes and 10 minutes
 * of byo-yomi for 25 stones." */
char      *ishi_server_describe_offer (const char *name, IshiColor color, int size, int minutes,
                                       int byoyomi);

/* A question to answer with a line to the server: `accept` for `yes`,
 * `decline` for `no` (closing the question sends nothing). */
void       ishi_server_ask (GtkWindow *parent, IshiRoomClient *client, const char *question,
                            const char *yes, const char *no, const char *accept, const char *decline);

G_END_DECLS
