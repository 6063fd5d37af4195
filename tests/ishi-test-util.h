/* Helpers shared by the tests.  SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ishi-renju-board.h"

G_BEGIN_DECLS

/* The path of a file in ../shared/testdata (ISHI_TESTDATA), or skips the
 * test and returns NULL when the testdata folder is not there. */
char *ishi_test_data_path (const char *relative);

/* A file beside the test sources (tests/<relative>). */
char *ishi_test_src_path (const char *relative);

/* The first game of an SGF text or file, asserting that it reads. */
struct _IshiGame *ishi_test_game_from_text (const char *sgf);
struct _IshiGame *ishi_test_game_from_file (const char *path);

/* Runs the default main context until `done (data)` holds; fails the test
 * with "waited N s for: what" after `seconds` (a guard against a hang,
 * never a measure of speed). */
void ishi_test_wait_until (gboolean (*done) (gpointer data), gpointer data, const char *what,
                           guint seconds);

/* Runs `argv` (stdin closed, stderr silenced, stdout into `*out` when
 * `out` is not NULL) and returns how it ended: its exit status, or 128 +
 * the signal that ended it (141: SIGPIPE).  A program still running after
 * `seconds` is killed and fails the test ("did not end within N s"): a
 * guard against a hang, never a measure of speed. */
int ishi_test_run_bounded (const char *const *argv, guint seconds, char **out);

/* The command line of tests/fake-gtp with `options` (NULL: none), quoted
 * for the GTP client; NULL when ISHI_FAKE_GTP is not set. */
char *ishi_test_fake_gtp_command (const char *options);

/* Removes a folder a test made (g_dir_make_tmp) and everything in it. */
void ishi_test_remove_tree (const char *path);

/* A Renju point by its name ("h8"); a bad name fails the test. */
IshiPoint ishi_test_renju_point (const char *name);
/* "X h8 i8 O g7 X j9": a Renju board with those stones, no rule checked
 * (a point named twice fails the test); X and O switch the colour of the
 * points after them (Black first). */
void ishi_test_renju_board (IshiRenjuBoard *board, const char *stones);
/* A crowded position: `stones` stones at random in the middle 11 × 11 (or
 * the whole board, as `rand` decides), colours alternating, no rule
 * checked — shapes of every kind, fives and overlines among them. */
void ishi_test_renju_random_board (GRand *rand, IshiRenjuBoard *board, guint stones);
/* Does either colour have a point where a stone makes five (such a random
 * board is no question for a search)? */
gboolean ishi_test_renju_has_five_point (const IshiRenjuBoard *board);

G_END_DECLS

G_BEGIN_DECLS

/* A Go server played from a script, on 127.0.0.1 (the .script files of tests/net):
 *   "< text"   the server sends text and CR LF ("< Login: |": no line end;
 *              a backslash, x and two hex digits: that byte);
 *   "> text"   waits until the client sends this line ("> match *": any
 *              line that begins so); lines it does not wait for are kept;
 *   "== connection" starts the script of the next connection (the last
 *              one serves any further);  "!close" closes the connection.
 * The lines are a real server's (the transcripts say where they come from). */
typedef struct _IshiTestReplay IshiTestReplay;
IshiTestReplay *ishi_test_replay_new (const char *script_path, guint16 *port);
/* Every line the client sent, each ended by "\n". */
const char     *ishi_test_replay_get_received (IshiTestReplay *replay);
/* The step of the current connection's script reached ("> …" lines
 * passed), for ishi_test_wait_until. */
guint           ishi_test_replay_get_step (IshiTestReplay *replay);
guint           ishi_test_replay_get_connections (IshiTestReplay *replay);
void            ishi_test_replay_free (IshiTestReplay *replay);

G_END_DECLS
