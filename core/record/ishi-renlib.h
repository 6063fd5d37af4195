/* ishi-renlib.h — RenLib's opening libraries (.lib), read into a record.
 *
 * RenLib (Frank Arkbo's Renju library program, whose files Yixin-Board and
 * most Renju programs read and write) keeps a tree of moves in a binary
 * file: a 20-byte header (0xFF "RenLib" 0xFF, the version's major and minor
 * bytes, then 0xFF), then the tree's nodes in pre-order, each two bytes — a
 * point and flags — with two more bytes of flags after it when it says so,
 * then its comment and its board text as NUL-ended strings padded to an even
 * length.  The flags say where the walk goes next: a node with a sibling to
 * come is marked, and a node with no child ends its branch, so that the next
 * node is the marked one's sibling.  A node may also be no move at all, only
 * a text on the board at its point ("a", "1", "?"), and a move may be
 * bookmarked (RenLib's "mark") or be where a game starts ("start").
 *
 * The record made is an SGF game of Renju: each move a node, black first and
 * the colours by depth as in RenLib, variations as the tree has them, the
 * one-line comment as the node's name (N), the longer comment as its comment
 * (C), board texts as labels (LB) on the position where they stand.  RenLib's
 * marks and start flags have no place in SGF: they are kept as the private
 * properties RLMARK[] and RLSTART[] on their nodes, so that the library
 * written back (ishi_renlib_from_sgf) has them.
 *
 * Texts are in the Windows code page their writer used: the set is guessed
 * for the whole file as for SGF without CA (a byte the set cannot read
 * counting against it, not ruling it out), and a text that the set cannot
 * read — libraries are merged from files in several code pages — is read
 * in the set it looks like alone.  When the guess is wrong the caller
 * names the set.  The set is kept in the root as RLCA[GB18030] (when a
 * text needs one), so that the library is written back in it.  A file cut short,
 * a point off the board, a move on a point its line has already taken or a
 * tree deeper than the board are refused with an error that says where.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_RENLIB_ERROR (ishi_renlib_error_quark ())
GQuark ishi_renlib_error_quark (void);

typedef enum {
  ISHI_RENLIB_ERROR_NOT_RENLIB,  /* no RenLib header */
  ISHI_RENLIB_ERROR_VERSION,     /* a version newer than RenLib 3.4 writes */
  ISHI_RENLIB_ERROR_TRUNCATED,   /* the file ends inside a node or a text */
  ISHI_RENLIB_ERROR_BAD_NODE,    /* a point off the board, a taken point, too deep */
  ISHI_RENLIB_ERROR_TOO_BIG,     /* more nodes than Ishi reads from one file */
  ISHI_RENLIB_ERROR_ENCODING,    /* an encoding asked for that Ishi does not know */
  ISHI_RENLIB_ERROR_UNWRITABLE,  /* a record a library cannot hold (ishi-renlib-write.c) */
} IshiRenlibError;

/* What the file held and what of it the record keeps. */
typedef struct {
  guint moves;      /* move nodes in the record (after merging repeats) */
  guint comments;   /* nodes with a comment */
  guint labels;     /* board texts kept as labels */
  guint marks;      /* RenLib marks (kept as RLMARK) */
  guint starts;     /* RenLib start flags (kept as RLSTART) */
  /* The set the texts were read in ("GB18030", "Shift_JIS", "UTF-8",
   * "windows-1252"…, a static string), or NULL when every text is ASCII. */
  const char *encoding;
  gboolean encoding_guessed;  /* guessed, not chosen by the caller */
  guint other_set;  /* texts the library's set could not read, read in their own */
} IshiRenlibSummary;

/* Is `data` a RenLib library: its header, or — for a file named *.lib,
 * `named_lib` — the first move h8 of RenLib's oldest files, which had no
 * header? */
gboolean ishi_renlib_looks_like (const guint8 *data, gsize length, gboolean named_lib);

/* The tree of the library `data` as SGF text (UTF-8, one game), or NULL
 * and `error`.  `summary` may be NULL. */
char *ishi_renlib_to_sgf (const guint8 *data, gsize length, gboolean named_lib,
                          IshiRenlibSummary *summary, GError **error);
/* The same with the texts read in `charset` (any name of UTF-8, GBK or
 * GB18030, Shift_JIS or CP932, Big5, EUC-KR, windows-1252 or ISO-8859-1),
 * for when the guess was wrong; NULL guesses.  ISHI_RENLIB_ERROR_ENCODING
 * for a set Ishi does not know. */
char *ishi_renlib_to_sgf_full (const guint8 *data, gsize length, gboolean named_lib,
                               const char *charset, IshiRenlibSummary *summary, GError **error);

/* The tree of `root` (a game of Renju on 15 × 15) as a RenLib library:
 * moves, passes and variations; N and C as the node's comment (parted by a
 * backspace), LB as board texts, RLMARK and RLSTART as RenLib's marks and
 * start flags.  The texts are written in `charset` (as above), else in the
 * record's RLCA, else in the first of windows-1252, Shift_JIS (CP932),
 * EUC-KR (CP949) and GB18030 that holds them all (`charset_used`, may be
 * NULL, gets its name).  NULL and ISHI_RENLIB_ERROR_UNWRITABLE for a game
 * a library cannot hold — another game or board size, setup stones, two
 * moves of one colour in a row, or a text the set cannot hold — with the
 * place named. */
guint8 *ishi_renlib_from_sgf (const IshiSgfNode *root, const char *charset, gsize *length,
                              const char **charset_used, GError **error);

G_END_DECLS
