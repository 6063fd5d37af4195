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
 * marks and start flags have no place in SGF: they are counted, for the
 * window to say that they were left out.
 *
 * Comments are in the Windows code page their writer used; the set is
 * guessed once for the whole file as for SGF without CA.  A file cut short,
 * a point off the board, a move on a point its line has already taken or a
 * tree deeper than the board are refused with an error that says where.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ISHI_RENLIB_ERROR (ishi_renlib_error_quark ())
GQuark ishi_renlib_error_quark (void);

typedef enum {
  ISHI_RENLIB_ERROR_NOT_RENLIB,  /* no RenLib header */
  ISHI_RENLIB_ERROR_VERSION,     /* a version newer than RenLib 3.4 writes */
  ISHI_RENLIB_ERROR_TRUNCATED,   /* the file ends inside a node or a text */
  ISHI_RENLIB_ERROR_BAD_NODE,    /* a point off the board, a taken point, too deep */
  ISHI_RENLIB_ERROR_TOO_BIG,     /* more nodes than Ishi reads from one file */
} IshiRenlibError;

/* What the file held and what of it the record keeps. */
typedef struct {
  guint moves;      /* move nodes in the record (after merging repeats) */
  guint comments;   /* nodes with a comment */
  guint labels;     /* board texts kept as labels */
  guint marks;      /* RenLib marks, not kept */
  guint starts;     /* RenLib start flags, not kept */
} IshiRenlibSummary;

/* Is `data` a RenLib library: its header, or — for a file named *.lib,
 * `named_lib` — the first move h8 of RenLib's oldest files, which had no
 * header? */
gboolean ishi_renlib_looks_like (const guint8 *data, gsize length, gboolean named_lib);

/* The tree of the library `data` as SGF text (UTF-8, one game), or NULL
 * and `error`.  `summary` may be NULL. */
char *ishi_renlib_to_sgf (const guint8 *data, gsize length, gboolean named_lib,
                          IshiRenlibSummary *summary, GError **error);

G_END_DECLS
