/* ishi-igs-server.h — what a Go server (NNGS, IGS) says that the room's
 * own lines do not cover: its lists (`who`, `games`), a match offer, the
 * start of a match, the count's score line and a result in words.
 *
 * The forms are those NNGS's source writes (its formats table and
 * comproc.c/gameproc.c) and IGS answers alike; `tests/net/` keeps
 * sessions of both.  Like ishi-igs.h, these are pure functions from text
 * to structures, fuzzed with the client (tests/fuzz/fuzz-igs-client.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

/* One line of the `games` list (code 7), White first:
 * "[ 4]          wu [ 4d*] vs.  dotingring [ 1d*] ( 11   19  0  0.5 10  I) (  0)". */
typedef struct {
  int game;
  char *white, *white_rank, *black, *black_rank;
  int moves, size, handicap;
  double komi;
  int byoyomi;               /* the byo-yomi period, minutes */
  int observers;
} IshiIgsGameEntry;

gboolean ishi_igs_parse_game_entry (const char *text, IshiIgsGameEntry *entry);
void     ishi_igs_game_entry_clear (IshiIgsGameEntry *entry);

/* One player of the `who` list (code 27); a line holds one or two,
 * separated by "|": " Q! --    3 hana        2m     NR  |  X  1   -- ken  …". */
typedef struct {
  char *name, *rank, *idle;
  char *flags;               /* "Q" quiet, "S" no shouts, "X" closed to matches, "!" looking */
  int observing, playing;    /* game numbers, 0: none */
} IshiIgsWhoEntry;

/* Reads the players of one line into entries[0..1]; returns how many
 * (0 for the header and the count line). */
int      ishi_igs_parse_who_line (const char *text, IshiIgsWhoEntry entries[2]);
void     ishi_igs_who_entry_clear (IshiIgsWhoEntry *entry);

/* "Use <match hana W 9 10 10> or <decline hana> to respond.": hana asks
 * for a game; `color` is the one offered to the reader (W here), the
 * size, the minutes of main time and of byo-yomi. */
typedef struct {
  char *name;
  IshiColor color;
  int size, minutes, byoyomi;
} IshiIgsMatchOffer;

gboolean ishi_igs_parse_match_offer (const char *text, IshiIgsMatchOffer *offer);
void     ishi_igs_match_offer_clear (IshiIgsMatchOffer *offer);
/* The command that makes (or accepts) an offer: "match ken B 9 10 10",
 * the colour being the sender's own. */
char    *ishi_igs_format_match (const char *name, IshiColor color, int size, int minutes,
                                int byoyomi);

/* 'Use "komi 6.5" to accept, or "decline hana" to respond.': the
 * opponent offers a komi (NNGS's komi command, its help file). */
gboolean ishi_igs_parse_komi_offer (const char *text, double *komi, char **name);

/* "Creating match [5] with ken.": the reader's own game 5 begins. */
gboolean ishi_igs_parse_creating_match (const char *text, int *game, char **opponent);

/* "Removing @ C3" (NNGS tells the two players so while counting). */
gboolean ishi_igs_parse_removing_own (const char *text, char **point);

/* "wu (W:O):  1.5 to dotingring (B:#):  1.0" (code 20): the server's count. */
gboolean ishi_igs_parse_score (const char *text, double *white, double *black);

/* The words of a result ("{Game 4: wu vs ken : …}") as an SGF RE:
 * "Black resigns." → "W+R", "White forfeits on time." → "B+T",
 * "W 1.5 B 1.0" → "W+0.5".  After a count NNGS says
 * "White resigns. W 1.5 B 1.0": the scores decide.  "has adjourned." gives
 * NULL with *adjourned TRUE; anything else not understood gives NULL. */
char    *ishi_igs_result_to_sgf (const char *words, gboolean *adjourned);

G_END_DECLS
