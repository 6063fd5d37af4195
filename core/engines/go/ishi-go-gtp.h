/* ishi-go-gtp.h — Ishi's Go engine as a GTP version 2 engine (the Go Text
 * Protocol, Gunnar Farnebäck's specification, draft 2): for GoGui, Sabaki,
 * `ishi-tool match` and any other controller.
 *
 * The server is a state (the board, the rule-set row, komi, handicap,
 * the clock's settings) and one function that answers one command line;
 * `ishi-tool gtp` reads lines from stdin and writes the answers to stdout,
 * and the tests feed recorded sessions straight into it.
 *
 * Commands: protocol_version, name, version, known_command, list_commands,
 * quit, boardsize, clear_board, komi, play, genmove, undo, showboard,
 * fixed_handicap, place_free_handicap, set_free_handicap, time_settings,
 * time_left, final_score, final_status_list, kgs-rules, and the private
 * `ishi-rules ROW` (a row of the rule-set table by its id: pure,
 * japanese, chinese, equal-2-1…).
 *
 * GTP has no off-board move (虚着): under the equal-stones rows that have
 * them, `pass` from the controller is a pass where passing is allowed and
 * an off-board stone under the no-pass rows (3-x), and the engine's own
 * off-board moves are answered as `pass` — the record's B[] with OFF[]
 * makes the same choice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-go-engine.h"

G_BEGIN_DECLS

typedef struct _IshiGoGtp IshiGoGtp;

/* A server playing with `engine`'s settings (copied); the row is the
 * engine's, 19×19, the row's komi. */
IshiGoGtp *ishi_go_gtp_new  (const IshiGoEngine *engine);
void       ishi_go_gtp_free (IshiGoGtp *gtp);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiGoGtp, ishi_go_gtp_free)

/* The answer to one line ("= …\n\n" or "? …\n\n", with the command's id
 * when it had one); NULL for an empty line or a comment, which GTP
 * answers with nothing.  *quit becomes TRUE after `quit`. */
char *ishi_go_gtp_handle (IshiGoGtp *gtp, const char *line, gboolean *quit);

/* The engine's last answer to genmove and the wall-clock seconds it
 * thought, for `ishi-tool gtp --verbose`; returns the number of genmoves
 * answered so far (0: none yet, *move and *seconds untouched). */
guint ishi_go_gtp_get_last_genmove (IshiGoGtp *gtp, IshiGoEngineMove *move, double *seconds);

/* The board, for tests. */
const IshiGoBoard *ishi_go_gtp_get_board (IshiGoGtp *gtp);

G_END_DECLS
