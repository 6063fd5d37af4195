/* ishi-file-dialogs.h — the questions and file choosers around a session's
 * game: "Save the changes?" before a game is replaced, Save As, and the
 * choosers, which open in the folder of the last save or open.
 *
 * A step that would replace the game is passed as `then` and `data`: it
 * runs (owning `data`) once nothing would be lost — at once, or after the
 * game was saved or its changes discarded; when the user cancels, `data`
 * goes to `destroy` instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-session.h"

G_BEGIN_DECLS

typedef void (*IshiThenFunc) (GtkWindow *parent, gpointer data);

/* Runs `then` when nothing of the session's game would be lost; otherwise
 * asks whether to save, discard or cancel first. */
void ishi_file_dialogs_guard   (GtkWindow *parent, IshiSession *session,
                                IshiThenFunc then, gpointer data, GDestroyNotify destroy);
/* Save As: a file is asked for, the game saved there, then `then` (may be
 * NULL) runs. */
void ishi_file_dialogs_save_as (GtkWindow *parent, IshiSession *session,
                                IshiThenFunc then, gpointer data, GDestroyNotify destroy);
/* Saves to `file`; a failure is shown to the user.  TRUE when saved. */
gboolean ishi_file_dialogs_save (GtkWindow *parent, IshiSession *session, GFile *file);
/* A chooser of SGF files (full reference: unref it when done). */
GtkFileChooserNative *ishi_file_dialogs_chooser (GtkWindow *parent, IshiSession *session,
                                                 const char *title, GtkFileChooserAction kind,
                                                 const char *accept);

G_END_DECLS
