/* ishi-go-board.h — the Go board: stones, strings, captures, ko and superko.
 *
 * A plain C structure rather than a GObject, because the same board serves
 * the window (one move at a time) and random playouts (millions of moves a
 * second).  Every board is independent: any size from 5 to 25, as many
 * boards per process as wanted, no global state.
 *
 * Points are (x, y) as everywhere in Ishi: x from the left, y from the top,
 * both from 0 (SGF order); x = y = -1 is a pass.
 *
 * The rules implemented here, in the order in which a move is examined
 * (each step is explained where it is coded, in ishi-go-board.c):
 *
 *   1. the point must be on the board               (ISHI_MOVE_OFF_BOARD)
 *   2. and empty                                    (ISHI_MOVE_OCCUPIED)
 *   3. it must not be suicide, unless the options
 *      allow it                                     (ISHI_MOVE_SUICIDE)
 *   4. it must not retake a ko at once              (ISHI_MOVE_KO)
 *   5. under positional superko, it must not make
 *      a whole-board position seen before           (ISHI_MOVE_SUPERKO)
 *      (under the generalised superko of the equal-stones rules, the
 *      position counts the off-board stones too)
 *
 * A resigned game refuses everything (ISHI_MOVE_GAME_OVER).  Two passes in
 * a row end the game as well, but a move after them is still accepted: it
 * means the players went back to play (see ishi-go-board.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-rules.h"
#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_GO_BOARD_MIN_SIZE 5
#define ISHI_GO_BOARD_MAX_SIZE 25

typedef struct _IshiGoBoard IshiGoBoard;

/* An empty board, Black to move.  NULL (with a critical warning) for a size
 * outside 5..25. */
IshiGoBoard *ishi_go_board_new  (int size, IshiKoRule ko_rule, gboolean allow_suicide);
/* An independent copy, undo history included. */
IshiGoBoard *ishi_go_board_copy (const IshiGoBoard *board);
/* Makes `dest` the position of `src` (stones, prisoners, ko, side to move,
 * superko history), reusing dest's memory: the cheap way to reset a
 * playout board from a template.  The undo history is not copied: dest
 * has none afterwards.  Both must have the same size. */
void         ishi_go_board_assign (IshiGoBoard *dest, const IshiGoBoard *src);
void         ishi_go_board_free (IshiGoBoard *board);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiGoBoard, ishi_go_board_free)

int        ishi_go_board_get_size          (const IshiGoBoard *board);
IshiKoRule ishi_go_board_get_ko_rule       (const IshiGoBoard *board);
gboolean   ishi_go_board_get_allow_suicide (const IshiGoBoard *board);
/* Under positional superko: two passes in a row clear the history, and
 * play after them starts from the position at the passes as if it were
 * the first (counting-methods.zh.txt, 两弃停止,信息清零;恢复对局,隔虚可提).
 * A ko taken just before the passes may then be retaken.  Undo restores
 * the history as it was.  Off (FALSE) by default; no effect on simple ko,
 * where a pass already frees the ko. */
void       ishi_go_board_set_reset_at_two_passes (IshiGoBoard *board, gboolean reset);
gboolean   ishi_go_board_get_reset_at_two_passes (const IshiGoBoard *board);
/* Off-board moves (虚着, counting-methods.zh.txt 2-1 四.(2)): with
 * `allowed`, (ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X) is a move — a stone put
 * beside the board: it changes the side to move, frees the ko like any
 * move, and ends a run of passes; under ISHI_KO_GENERALISED_SUPERKO its
 * stone is part of the whole position.  With `no_pass` (3-x) a pass is
 * refused with ISHI_MOVE_NO_PASS.  Both off by default. */
void       ishi_go_board_set_off_board_moves (IshiGoBoard *board, gboolean allowed, gboolean no_pass);
/* Off-board stones `color` has played so far. */
int        ishi_go_board_get_off_board (const IshiGoBoard *board, IshiColor color);

/* ISHI_EMPTY for an empty point and for a point off the board. */
IshiColor  ishi_go_board_get               (const IshiGoBoard *board, int x, int y);
IshiColor  ishi_go_board_get_to_move       (const IshiGoBoard *board);
/* SGF PL, handicap.  Not an undo step of its own: undoing any later step
 * gives back the side to move that was current before that step. */
void       ishi_go_board_set_to_move       (IshiGoBoard *board, IshiColor color);
/* Stones captured BY `color` so far (its prisoners).  Stones lost through
 * an allowed suicide count for the opponent. */
int        ishi_go_board_get_captures      (const IshiGoBoard *board, IshiColor color);
/* Zobrist hash of the stones on the board only: the side to move, the ko
 * point and the prisoners are not part of it, as positional superko wants.
 * Equal positions on boards of the same size have equal hashes. */
guint64    ishi_go_board_get_hash          (const IshiGoBoard *board);
/* The point the side to move may not retake at once (simple ko), and the
 * colour that may not play there.  FALSE when there is none. */
gboolean   ishi_go_board_get_ko            (const IshiGoBoard *board, int *x, int *y,
                                            IshiColor *color);
/* Passes in a row at the end of the game so far (2 or more: the game ended). */
guint      ishi_go_board_get_passes        (const IshiGoBoard *board);
/* The whole position — the stones, the side to move and the off-board
 * stones — is one seen before since the last two passes in a row (or
 * since the start): the players went round a cycle (triple ko and other
 * long cycles).  Reads the undo history: FALSE after play_fast.  Passes
 * in the cycle count as moves; two passes in a row end it. */
gboolean   ishi_go_board_repeats           (const IshiGoBoard *board);
/* The colour that resigned, or ISHI_EMPTY. */
IshiColor  ishi_go_board_get_resigned      (const IshiGoBoard *board);
guint      ishi_go_board_get_n_stones      (const IshiGoBoard *board, IshiColor color);

/* The liberties of the string at (x, y), counted exactly; 0 for an empty
 * point.  Slow (it walks the string): for people and tests, not playouts. */
int        ishi_go_board_count_liberties   (const IshiGoBoard *board, int x, int y);
/* The number of stones of the string at (x, y); 0 for an empty point. */
int        ishi_go_board_string_size       (const IshiGoBoard *board, int x, int y);

/* Is it legal for `color` to play at (x, y)?  (x = -1: pass.)  Colour may
 * differ from the side to move: records may hold moves out of turn. */
IshiMoveStatus ishi_go_board_check (const IshiGoBoard *board, IshiColor color, int x, int y);
/* Plays the move if it is legal (and returns ISHI_MOVE_OK); otherwise
 * returns the reason and changes nothing.  One undo step. */
IshiMoveStatus ishi_go_board_play  (IshiGoBoard *board, IshiColor color, int x, int y);
/* Setup stones (SGF AB, AW, AE): puts `color` on each point (ISHI_EMPTY
 * clears it), without captures, without the suicide or ko tests, and
 * clears the ko.  Points off the board are ignored.  One undo step, even
 * for many points. */
void     ishi_go_board_setup  (IshiGoBoard *board, const IshiPoint *points, guint n_points,
                               IshiColor color);
/* `color` resigns.  One undo step. */
void     ishi_go_board_resign (IshiGoBoard *board, IshiColor color);
/* Takes back the last play, pass, resignation or setup, restoring exactly
 * the earlier position, hash, prisoners, ko and side to move.  FALSE when
 * there is nothing to take back. */
gboolean ishi_go_board_undo   (IshiGoBoard *board);
/* How many steps undo can take back. */
guint    ishi_go_board_get_undo_depth (const IshiGoBoard *board);

/* --- fast path for playouts --------------------------------------------- */

/* Plays a legal move without keeping undo information (and forgets the
 * undo history the board had: undo returns FALSE afterwards). */
IshiMoveStatus ishi_go_board_play_fast (IshiGoBoard *board, IshiColor color, int x, int y);
/* Plays for the side to move a random legal move that does not fill one of
 * its own eyes (see ishi_go_board_is_eye), or passes when there is none.
 * `rng` is the caller's random state (any value but 0 to start).  Returns
 * TRUE when a stone was played, FALSE for a pass.  Like play_fast, it
 * forgets the undo history. */
gboolean ishi_go_board_play_random (IshiGoBoard *board, guint64 *rng);
/* A one-point eye of `color` as playouts understand it: all four
 * neighbours are `color` or the edge, and the opponent holds at most one
 * diagonal point (none on the edge or in the corner). */
gboolean ishi_go_board_is_eye (const IshiGoBoard *board, IshiColor color, int x, int y);

/* --- for tests ---------------------------------------------------------- */

/* Rebuilds strings, liberties, the empty-point list and the hash from the
 * stones alone and compares them with what the board keeps incrementally.
 * FALSE, with a description in *problem when given, on any difference. */
gboolean ishi_go_board_verify (const IshiGoBoard *board, char **problem);
/* The stones as text, one row a line from the top: 'X' black, 'O' white,
 * '.' empty. */
char    *ishi_go_board_to_string (const IshiGoBoard *board);

/* Standard handicap points for 9x9, 13x13 and 19x19 (and other odd sizes
 * from 7 up, on the same pattern); FALSE when the count is not possible. */
gboolean ishi_go_handicap_points (int size, int handicap, GArray *points);

G_END_DECLS
