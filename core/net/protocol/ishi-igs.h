/* ishi-igs.h — the IGS/NNGS text protocol, line by line: reading what a
 * server sends in client mode and writing what Ishi's room sends.
 *
 * The Go servers (IGS, NNGS) speak lines of text.  After a client types
 * `set client true` every line the server sends starts with a number that
 * says what the line is (server-protocol.txt in NNGS's documentation lists
 * them: 1 prompt, 5 error, 9 info, 15 move, 19 say, 21 shout, 28 undo…),
 * and a client reads the board from them.  Ishi's room speaks the same
 * lines wherever the concept exists; what IGS lacks (the online page's
 * room commands, the rule sets of Ishi's table, Renju, the seat token) is
 * said in lines of a code of Ishi's own, 700, whose text is words
 * separated by spaces (`700 seat B anna`).  A real IGS client shows or
 * ignores them; an Ishi client reads them.  core/net/README.md lists them.
 *
 * Nothing here touches a socket: these are pure functions from text to
 * structures and back, so both parsers can be fuzzed and tested alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

/* The line codes of client mode (server-protocol.txt). */
typedef enum {
  ISHI_IGS_NONE     = 0,
  ISHI_IGS_PROMPT   = 1,
  ISHI_IGS_BEEP     = 2,
  ISHI_IGS_DOWN     = 4,
  ISHI_IGS_ERROR    = 5,
  ISHI_IGS_GAMES    = 7,
  ISHI_IGS_HELP     = 8,
  ISHI_IGS_INFO     = 9,
  ISHI_IGS_KIBITZ   = 11,
  ISHI_IGS_MOVE     = 15,
  ISHI_IGS_OBSERVE  = 16,
  ISHI_IGS_SAY      = 19,
  ISHI_IGS_SCORE    = 20,
  ISHI_IGS_SHOUT    = 21,
  ISHI_IGS_STATUS   = 22,
  ISHI_IGS_STORED   = 23,
  ISHI_IGS_TELL     = 24,
  ISHI_IGS_WHO      = 27,
  ISHI_IGS_UNDO     = 28,
  ISHI_IGS_USERLIST = 42,
  ISHI_IGS_REMOVING = 49,
  ISHI_IGS_ADJOURN_DECLINED = 53,
  ISHI_IGS_ISHI     = 700,   /* Ishi's own lines: words, see core/net/README.md */
} IshiIgsCode;

/* The second number of a prompt line ("1 5"): what the client is doing. */
typedef enum {
  ISHI_IGS_STATE_LOGON     = 0,
  ISHI_IGS_STATE_PASSWORD  = 1,
  ISHI_IGS_STATE_WAITING   = 5,
  ISHI_IGS_STATE_PLAYING   = 6,
  ISHI_IGS_STATE_SCORING   = 7,
  ISHI_IGS_STATE_OBSERVING = 8,
} IshiIgsState;

/* The longest line either side accepts, in bytes, the newline not counted.
 * A server's board lines and lists are far shorter; a longer line is a
 * fault of the other side and is refused, never kept whole in memory. */
#define ISHI_IGS_MAX_LINE 1024

/* A name: 1 to 16 characters of UTF-8, no spaces, no control characters,
 * none of the characters the protocol puts around names (`*!:[](){}`).
 * Japanese names are welcome; IGS itself allows ten ASCII letters. */
#define ISHI_IGS_MAX_NAME_CHARS 16
gboolean ishi_igs_name_is_valid (const char *name);

/* Splits a client-mode line into its code and its text (the text after
 * the number and one space).  FALSE for a line without a code (the
 * "Login: " prompt, a telnet banner); then *text is the whole line. */
gboolean ishi_igs_split (const char *line, int *code, const char **text);

/* "Game 3 I: anna (2 593 -1) vs ken (1 580 -1)": the header of a move
 * report.  The numbers after each name are the stones that player has
 * captured, the seconds left and the byo-yomi stones left (-1: not in
 * byo-yomi).  White comes first, as on IGS. */
typedef struct {
  int game;
  char *white, *black;
  int white_captures, white_seconds, white_stones;
  int black_captures, black_seconds, black_stones;
} IshiIgsGameHeader;

gboolean ishi_igs_parse_game_header (const char *text, IshiIgsGameHeader *header);
char    *ishi_igs_format_game_header (const IshiIgsGameHeader *header);
void     ishi_igs_game_header_clear (IshiIgsGameHeader *header);

/* "  12(B): D4": move 12 (counted from 0) was Black's D4.  The move is a
 * point ("D4", "h8" in Renju), "Pass" or "Handicap N"; anything after it
 * on the line (the stones a capture took, in NNGS's capture mode) is not
 * part of the move. */
typedef struct {
  int number;
  IshiColor color;
  char *move;
} IshiIgsMove;

gboolean ishi_igs_parse_move (const char *text, IshiIgsMove *move);
char    *ishi_igs_format_move (int number, IshiColor color, const char *move);
void     ishi_igs_move_clear (IshiIgsMove *move);

/* A person speaking: "*anna*: hello" (say, in a game; tell), "!anna!:
 * hello" (shout, the whole room).  `open`/`close` are the characters
 * around the name. */
gboolean ishi_igs_parse_speech (const char *text, char open, char close,
                                char **name, char **message);
char    *ishi_igs_format_speech (char open, char close, const char *name, const char *message);

/* "{Game 3: anna vs ken : Black resigns.}": the end of a game, as IGS
 * announces it.  The result is the text after the second colon. */
gboolean ishi_igs_parse_result (const char *text, int *game, char **white, char **black,
                                char **result);

/* "anna undid the last move (D4) ." */
gboolean ishi_igs_parse_undo (const char *text, char **name, char **move);
/* What an observer reads on IGS: "Undo in game 38: kerbrat vs African1d:  P15". */
gboolean ishi_igs_parse_undo_in_game (const char *text, int *game);
/* "Game 3 anna is removing @ C3" (code 49, while counting). */
gboolean ishi_igs_parse_removing (const char *text, int *game, char **name, char **point);

/* Ishi's code 700: the words of the line, at least one.  The last word of
 * a line may be free text when a message says so (`700 room NAME…`):
 * `max_words` splits at most that many times. */
char   **ishi_igs_split_words (const char *text, int max_words);

/* A point in the protocol's words: the rules' own ("D4" for Go, no I;
 * "h8" for Renju), read case-insensitively, "Pass" for a pass. */
char    *ishi_igs_format_point (const char *game, int size, int x, int y);
gboolean ishi_igs_parse_point (const char *game, int size, const char *text, int *x, int *y);

G_END_DECLS
