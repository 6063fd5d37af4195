/* ishi-piskvork-brain.h — a Piskvork ("Gomocup") brain as a child process:
 * Rapfi, Embryo, Yixin's engine, any `pbrain-*`, or `ishi-tool piskvork`.
 *
 * The protocol (as the Gomocup managers and Yixin-Board speak it): one
 * command a line to the brain's stdin, its answers on stdout, coordinates
 * "x,y" from 0, x from the left, y from the top.  The brain is started for
 * its first question and told, in order:
 *   ABOUT                      name="…", version="…" — its name;
 *   START 15                   OK (anything else: it cannot play 15×15);
 *   INFO rule 4                Renju (bit 4 of the rule mask);
 *   INFO timeout_turn <ms>     the time it may take for a move;
 *   INFO timeout_match 0       no time for the whole game.
 * Each question is a whole position, BOARD, one line "x,y,1" for each of
 * its own stones and "x,y,2" for each of the other's in the order they
 * were played, then DONE; the brain answers with its move "x,y".  So undo,
 * moving in the record and opening a game need no bookkeeping: every
 * question says the whole position (as Yixin-Board asks its brains).
 * Lines that begin with MESSAGE or DEBUG are its comments: the evaluation
 * is read from them where the brain writes one (Rapfi's "MESSAGE Depth
 * 12-20 | Eval 45 | …", its "ev 45", "INFO EVAL 45" of Yixin-Board's
 * detail mode), from the side to move's view, in the brain's own units.
 * A line that begins with ERROR or UNKNOWN is its refusal.
 *
 * What goes wrong is an error, never a wait: a brain that does not start,
 * ends, answers nothing within the time (the move's time plus a margin),
 * writes endless lines (ISHI_ENGINE_MAX_LINE) or answers something that is
 * no point of the board.  After a time-out or a cancelled question the
 * brain is ended (it would answer the old question later, out of step);
 * the next question starts it again.  One question at a time.
 *
 * A brain is never sent a command within 20 ms of its last answer: Rapfi
 * prints its move and only then starts reading again, and drops a line
 * that comes between (ishi-tool match found it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_PISKVORK_ERROR (ishi_piskvork_error_quark ())
GQuark ishi_piskvork_error_quark (void);

typedef enum {
  ISHI_PISKVORK_ERROR_START,     /* the command does not parse or the program cannot run */
  ISHI_PISKVORK_ERROR_ENDED,     /* it ended (or closed its output) */
  ISHI_PISKVORK_ERROR_TIMEOUT,   /* no answer in time */
  ISHI_PISKVORK_ERROR_REFUSED,   /* it answered ERROR or UNKNOWN, or START without OK */
  ISHI_PISKVORK_ERROR_GARBAGE,   /* an answer that is no move, or an endless line */
} IshiPiskvorkError;

/* The default time of a move (with no clock) and of the start (ABOUT,
 * START): the same as a GTP engine's. */
#define ISHI_PISKVORK_DEFAULT_MOVE_MS 60000
#define ISHI_PISKVORK_DEFAULT_START_MS 15000

/* A brain's answer to a position. */
typedef struct {
  int x, y;
  gboolean has_eval;   /* it wrote an evaluation while thinking */
  int eval;            /* the last one, for the side to move, its units */
} IshiPiskvorkMove;

#define ISHI_TYPE_PISKVORK_BRAIN (ishi_piskvork_brain_get_type ())
G_DECLARE_FINAL_TYPE (IshiPiskvorkBrain, ishi_piskvork_brain, ISHI, PISKVORK_BRAIN, GObject)

/* `command` a shell-quoted command line (run without a shell) in `folder`
 * (NULL or "": the home folder); `display_name` names it until ABOUT has
 * (Preferences' name). */
IshiPiskvorkBrain *ishi_piskvork_brain_new (const char *command, const char *folder,
                                            const char *display_name);
/* A brain like `other` (command, folder, name, times), not started. */
IshiPiskvorkBrain *ishi_piskvork_brain_new_like (IshiPiskvorkBrain *other);

/* The time it is told for a move (INFO timeout_turn) and the time Ishi
 * waits for it (that and a margin); <= 0: the default. */
void        ishi_piskvork_brain_set_move_time  (IshiPiskvorkBrain *self, int ms);
int         ishi_piskvork_brain_get_move_time  (IshiPiskvorkBrain *self);
void        ishi_piskvork_brain_set_start_time (IshiPiskvorkBrain *self, int ms);

const char *ishi_piskvork_brain_get_command (IshiPiskvorkBrain *self);
/* The name from ABOUT once it answered, else the display name. */
const char *ishi_piskvork_brain_get_name    (IshiPiskvorkBrain *self);
/* ABOUT's whole answer (name, version, author…), or NULL. */
const char *ishi_piskvork_brain_get_about   (IshiPiskvorkBrain *self);
gboolean    ishi_piskvork_brain_is_running  (IshiPiskvorkBrain *self);
gboolean    ishi_piskvork_brain_is_busy     (IshiPiskvorkBrain *self);
/* Ends the brain (END, then the process group), a question on its way
 * failing as cancelled.  It starts again at the next question. */
void        ishi_piskvork_brain_quit        (IshiPiskvorkBrain *self);

/* Starts the brain (when not running) and tells it the game: the Test of
 * Preferences.  TRUE once START was answered OK. */
void     ishi_piskvork_brain_start_async  (IshiPiskvorkBrain *self, GCancellable *cancellable,
                                           GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_piskvork_brain_start_finish (IshiPiskvorkBrain *self, GAsyncResult *result, GError **error);

/* The brain's move in the position of `stones` (`n` points in the order
 * played, Black first; the side to move is Black when n is even),
 * started first when needed. */
void     ishi_piskvork_brain_move_async  (IshiPiskvorkBrain *self, const IshiPoint *stones, guint n,
                                          GCancellable *cancellable,
                                          GAsyncReadyCallback callback, gpointer user_data);
gboolean ishi_piskvork_brain_move_finish (IshiPiskvorkBrain *self, GAsyncResult *result,
                                          IshiPiskvorkMove *move, GError **error);

/* --- the protocol on strings (tested without a brain) ------------------- */

/* "7,8" (spaces allowed around the numbers) on a 15×15 board. */
gboolean ishi_piskvork_parse_move  (const char *line, int *x, int *y);
/* An evaluation in a MESSAGE or INFO line, as the brains write one (see
 * above); FALSE when the line holds none. */
gboolean ishi_piskvork_parse_eval  (const char *line, int *eval);
/* ABOUT's name="…", or NULL. */
char    *ishi_piskvork_parse_name  (const char *about);
/* An evaluation as a share of wins for the side to move, 0..1: Rapfi's
 * scale (a factor e for every 200 units; its forced wins from 20000 up). */
double   ishi_piskvork_win_rate    (int eval);

G_END_DECLS
