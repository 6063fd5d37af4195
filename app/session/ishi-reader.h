/* ishi-reader.h — reading a file for the window: a small file at once, a
 * big one (from 1 MiB) in a thread behind a modal dialog with a progress
 * bar and Cancel, so that a collection of 100 MB never freezes the window
 * (issue 14).  One file at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_TYPE_READER (ishi_reader_get_type ())
G_DECLARE_FINAL_TYPE (IshiReader, ishi_reader, ISHI, READER, GObject)

/* Its dialog is transient for `parent` (not referenced: the window holds
 * the reader). */
IshiReader *ishi_reader_new (GtkWindow *parent);
/* Starts reading `file`; FALSE (nothing done) while another is read. */
gboolean    ishi_reader_read (IshiReader *self, GFile *file);
gboolean    ishi_reader_is_busy (IshiReader *self);
/* Stops a read in a thread: nothing is told of it. */
void        ishi_reader_cancel (IshiReader *self);

/* What the reader does, at once: the games of `file` (of
 * IshiCollectionGame, see ishi-session.h) and the repaired faults (of
 * char *), or NULL and why. */
GPtrArray  *ishi_reader_read_games (GFile *file, GPtrArray **warnings, GError **error);
/* The same reading a RenLib library's texts in `encoding` (a name
 * ishi_sgf_charset_name knows; NULL: guessed). */
GPtrArray  *ishi_reader_read_games_as (GFile *file, const char *encoding, GPtrArray **warnings,
                                       GError **error);
/* ishi_reader_read with a RenLib library's texts read in `encoding`, when
 * the guess was wrong. */
gboolean    ishi_reader_read_as (IshiReader *self, GFile *file, const char *encoding);

/* Signal "read" (GFile *file, GPtrArray *games, GPtrArray *warnings,
 * GError *error): the games of the file (of IshiCollectionGame) and the
 * reader's warnings (of char *), or NULL games and why; the arrays and the
 * error are borrowed (take a reference to keep them).  Not emitted for a
 * cancelled read. */

G_END_DECLS
