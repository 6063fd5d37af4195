/* ishi-gtp-protocol.h — the Go Text Protocol (GTP version 2) apart from
 * any input or output: commands, the framing of replies, and vertices.
 * Everything here works on strings, so it is tested on recorded
 * transcripts (tests/test-gtp-protocol.c); ishi-gtp-engine.h moves the
 * strings to and from a real engine.
 *
 * Commands.  Every command Ishi sends carries a numeric id ("17 genmove b"),
 * and a reply is matched by its id, never by its order: an engine that
 * prints a stray line cannot push the replies out of step (Sabaki's issues
 * 643 and 676 were exactly that).
 *
 * Replies.  The engine's output is fed line by line to an IshiGtpParser.
 * Each line is first preprocessed as GTP 2 section 3.1 says: CR removed,
 * other control characters but HT and LF removed, HT turned into a space.
 * A reply starts with "=" (success) or "?" (failure), directly followed by
 * the id if the command had one, then a space and the text; it may go on
 * over several lines and ends at the first empty line.  Empty lines
 * between replies (an engine that answers with a blank line first) are
 * skipped.  A line outside a reply that does not start one — a banner, a
 * debug line on stdout, garbage — is not a reply: the parser hands it out
 * as ISHI_GTP_LINE_OUTPUT and the engine keeps it as output.
 *
 * Vertices (GTP 2 section 2.11): a column letter A..Z without I, counted
 * from the left, and a row number counted from the bottom: on 19x19 "A1"
 * is the lower left corner and "T19" the upper right; "pass"; in a genmove
 * reply also "resign".  Case does not matter on input; Ishi writes upper
 * case.  Sizes 5..25 (the 25 letters).  Ishi's (x, y) has y = 0 at the top,
 * as the board is drawn; the rules' own point format (ishi-rules-go.c) is
 * the same notation and is reused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-ruleset.h"
#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_GTP_ERROR (ishi_gtp_error_quark ())
GQuark ishi_gtp_error_quark (void);

/* What can go wrong with an engine; every message says it in words and
 * names the engine. */
typedef enum {
  ISHI_GTP_ERROR_NOT_FOUND,    /* the program is not installed (no such file) */
  ISHI_GTP_ERROR_START,        /* cannot start it (not executable, a bad command line) */
  ISHI_GTP_ERROR_EXITED,       /* it exited while starting (before answering) */
  ISHI_GTP_ERROR_DIED,         /* it exited or crashed later, mid-game */
  ISHI_GTP_ERROR_GARBAGE,      /* a reply that cannot be read (not a vertex, a bad number) */
  ISHI_GTP_ERROR_TIMEOUT,      /* no reply within the command's time */
  ISHI_GTP_ERROR_FAILED,       /* the engine answered "?" (the text is its message) */
  ISHI_GTP_ERROR_ILLEGAL_MOVE, /* genmove answered an illegal move (ko, suicide) */
  ISHI_GTP_ERROR_OCCUPIED,     /* genmove answered a point that has a stone */
  ISHI_GTP_ERROR_OFF_BOARD,    /* genmove answered a point off the board */
  ISHI_GTP_ERROR_UNSUPPORTED,  /* the engine does not list a command Ishi needs */
  ISHI_GTP_ERROR_CLOSED,       /* the engine was stopped by Ishi (quit, kill, Stop) */
} IshiGtpError;

/* --- commands ------------------------------------------------------------ */

/* "id command\n", the command with control characters removed and runs
 * of spaces kept (the caller formats the arguments).  NULL when `command`
 * is empty or holds a newline (two commands in one). */
char *ishi_gtp_format_command (guint id, const char *command);

/* GTP 2 section 3.1 preprocessing of one line in place: CR and control
 * characters but HT removed, HT turned into a space.  Returns `line`. */
char *ishi_gtp_preprocess (char *line);

/* What an engine said, as a message quotes it: one line (a line break shown
 * as ⏎, other control characters left out, bytes that are no UTF-8
 * replaced) of at most ISHI_GTP_QUOTE_CHARS characters; a longer text is
 * cut there and its whole size said ("xxxx… (52.4 MB in all)").  Only
 * its head is read. */
#define ISHI_GTP_QUOTE_CHARS 80
char *ishi_gtp_quote (const char *text);

/* --- rules -------------------------------------------------------------- */

/* The GTP command that tells an engine listing `commands` (its
 * list_commands, NULL-terminated) the rules of the rule-set row `row`, or
 * NULL when none of its commands can say them:
 *   - "ishi-rules ID" (Ishi's own engine, ishi-tool gtp): every Go row;
 *   - "kata-set-rules …" (KataGo): the territory and area rows, in the
 *     compact form KataGo's rules parser reads ("koPOSITIONALscoringAREA…"),
 *     made from the row's own ko rule, counting, suicide rule and handicap
 *     compensation, so the engine plays exactly the row;
 *   - "kgs-rules NAME" (KGS's extension, Pachi): japanese, chinese, aga,
 *     new_zealand, for the rows that are those.
 * Pure Go and the equal-stones rows only Ishi's own engine can be told. */
char *ishi_gtp_rules_command (const IshiRuleset *row, const char *const *commands);

/* --- replies ------------------------------------------------------------- */

typedef enum {
  ISHI_GTP_LINE_NONE,      /* the line was taken into a reply that goes on */
  ISHI_GTP_LINE_REPLY,     /* a reply is complete: see IshiGtpReply */
  ISHI_GTP_LINE_OUTPUT,    /* a line that belongs to no reply (kept as output) */
} IshiGtpLineKind;

typedef struct {
  gboolean success;        /* "=" or "?" */
  gboolean has_id;
  guint id;
  char *text;              /* the reply without "=id ", lines joined with "\n",
                            * trailing spaces removed; "" for an empty reply */
} IshiGtpReply;

void ishi_gtp_reply_clear (IshiGtpReply *reply);

typedef struct _IshiGtpParser IshiGtpParser;

IshiGtpParser *ishi_gtp_parser_new  (void);
void           ishi_gtp_parser_free (IshiGtpParser *parser);
/* Feeds one line (without its "\n"; a trailing "\r" is removed).  On
 * ISHI_GTP_LINE_REPLY `reply` is filled (clear it after use); on
 * ISHI_GTP_LINE_OUTPUT `*output` is the preprocessed line (free it). */
IshiGtpLineKind ishi_gtp_parser_feed (IshiGtpParser *parser, const char *line,
                                      IshiGtpReply *reply, char **output);
/* A reply has begun and not ended (the engine is still writing it). */
gboolean        ishi_gtp_parser_in_reply (IshiGtpParser *parser);
/* The bytes of the reply gathered so far (0 between replies). */
gsize           ishi_gtp_parser_get_reply_length (IshiGtpParser *parser);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiGtpParser, ishi_gtp_parser_free)

/* --- vertices ------------------------------------------------------------ */

typedef enum {
  ISHI_GTP_VERTEX_POINT,
  ISHI_GTP_VERTEX_PASS,
  ISHI_GTP_VERTEX_RESIGN,
} IshiGtpVertexKind;

/* "D4" for (3, size - 4); "pass" for x = y = -1.  NULL for a point off a
 * board of `size` or a size outside 5..25. */
char    *ishi_gtp_vertex_format (int size, int x, int y);
/* Reads a vertex, any case, spaces around allowed.  A point is returned
 * in *x, *y (y = 0 at the top).  FALSE with ISHI_GTP_ERROR_OFF_BOARD for a
 * well-formed vertex outside the board ("T19" on 9x9, "Z1"), and with
 * ISHI_GTP_ERROR_GARBAGE for anything else ("I5", "A0", "hello").
 * `resign_ok`: accept "resign" (genmove's reply). */
gboolean ishi_gtp_vertex_parse (int size, const char *text, gboolean resign_ok,
                                IshiGtpVertexKind *kind, int *x, int *y, GError **error);
/* A list of vertices separated by spaces or newlines (final_status_list,
 * list_stones, fixed_handicap's reply): an array of IshiPoint. */
GArray  *ishi_gtp_vertex_list_parse (int size, const char *text, GError **error);
/* A candidate move with the engine's value for it. */
typedef struct {
  IshiPoint point;
  double value;
} IshiGtpCandidate;

/* GNU Go's top_moves_black / top_moves_white reply ("C3 75.01 F4 74.01"):
 * an array of IshiGtpCandidate, best first; NULL with an error for a reply
 * that is not pairs of a vertex and a number. */
GArray  *ishi_gtp_top_moves_parse (int size, const char *text, GError **error);
/* "b" / "w" for a colour argument. */
const char *ishi_gtp_color_name (IshiColor color);

G_END_DECLS
