/* ishi-record-file.h — a record read from whatever file Renju players keep
 * one in, and written in the format its name asks for: SGF, a RenLib
 * library (.lib, ishi-renlib.h) or a Renju move list ("h8 h9 i10",
 * ishi-renju-move-list.h).  The one place that tells the three apart, for
 * the window and for every command of ishi-tool that reads a record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-renlib.h"
#include "ishi-sgf.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_RECORD_SGF,
  ISHI_RECORD_RENLIB,
  ISHI_RECORD_MOVE_LIST,
} IshiRecordFormat;

/* A move list is a few kilobytes: a bigger text is no move list. */
#define ISHI_RECORD_MOVE_LIST_MAX_BYTES (64 * 1024)
/* RenLib's libraries reach a few megabytes; a bigger one is refused. */
#define ISHI_RECORD_RENLIB_MAX_BYTES (16 * 1024 * 1024)

/* Is the file named `name` (a path or a URI) a RenLib library by its
 * name (*.lib, any case)? */
gboolean ishi_record_named_lib (const char *name);

/* The record in `data`: a RenLib library (by its header; by its first move
 * h8 too when `filename` ends in .lib), else SGF, else — when the text
 * holds no game tree at all — a Renju move list.  One game for a library
 * or a list.  `charset` (may be NULL) reads a library's texts in that set
 * rather than the one guessed (ishi_renlib_to_sgf_full).  `format` and
 * `summary` (a library's; zeroed otherwise) may be NULL.  The errors are
 * the SGF reader's (a text that is neither), ISHI_RENLIB_ERROR's and
 * ISHI_RENJU_MOVE_LIST_ERROR's, each message naming `filename`. */
IshiSgfCollection *ishi_record_parse (const guint8 *data, gsize length, const char *filename,
                                      const char *charset, IshiRecordFormat *format,
                                      IshiRenlibSummary *summary, GError **error);

/* The same on a file of at most `max_size` bytes (a library at most
 * ISHI_RECORD_RENLIB_MAX_BYTES): only a regular file is read. */
IshiSgfCollection *ishi_record_read_file (GFile *file, guint64 max_size, const char *charset,
                                          IshiRecordFormat *format, IshiRenlibSummary *summary,
                                          GError **error);

/* Does `file` start as a RenLib library?  Its first bytes only are read,
 * of a regular file only (a FIFO or a device is none). */
gboolean ishi_record_file_is_renlib (GFile *file);

/* The format a path asks for when written: ISHI_RECORD_RENLIB for *.lib,
 * else ISHI_RECORD_SGF (a move list is never written in place of a
 * record: it would drop everything but the main line). */
IshiRecordFormat ishi_record_format_for_path (const char *path);

/* The bytes of `roots` in `format` (SGF or a RenLib library, never a move
 * list), exactly what ishi_record_save writes into a file: the SGF text in
 * UTF-8 with CA[UTF-8]; or a library of one game, its texts in `charset`
 * when given, else as ishi_renlib_from_sgf chooses (`charset_used` may be
 * NULL).  NULL with `error` set when a library cannot hold the record.
 * Free with g_free. */
guint8 *ishi_record_write (IshiSgfNode *const *roots, guint n_roots, IshiRecordFormat format,
                           const char *charset, gsize *length, const char **charset_used, GError **error);

/* Writes `roots` to `path` atomically in the format its name asks for:
 * SGF, or a RenLib library (one game, its texts in `charset` when given,
 * else as ishi_renlib_from_sgf chooses; `charset_used` may be NULL). */
gboolean ishi_record_save (IshiSgfNode *const *roots, guint n_roots, const char *path,
                           const char *charset, const char **charset_used, GError **error);

G_END_DECLS
