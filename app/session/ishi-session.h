/* ishi-session.h — the open document of a window: the game controller it
 * shows, the file it came from (and the other games of a collection), the
 * modified flag, saving, the autosave and its restore, recent files and
 * the folder of the last save or open.
 *
 * The session knows nothing of widgets: the window asks it to open, save
 * or restore and shows the questions and errors; the play page shows the
 * match.  Both listen to its properties ("match", "file", "modified").
 *
 * The autosave: after every change of an unsaved record, the whole record
 * is written (atomically) to `state-dir`/autosave.sgf, with the file it
 * belongs to and the path of the current node in private root properties,
 * so that a restore after a crash lands on the position and the line the
 * player left.  While a restore is offered and not yet answered, a game
 * played meanwhile is autosaved to a slot of its own, so the games waiting
 * to be restored are never overwritten.  When an autosave cannot be
 * written, "autosave-failed" (const GError *) is emitted, once until one
 * succeeds again, for the window to say so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-match.h"
#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_TYPE_SESSION (ishi_session_get_type ())
G_DECLARE_FINAL_TYPE (IshiSession, ishi_session, ISHI, SESSION, GObject)

/* `settings` keeps the last folder; the autosave goes to `state_dir`. */
IshiSession *ishi_session_new (GSettings *settings, const char *state_dir);

IshiMatch *ishi_session_get_match    (IshiSession *self);
IshiGame  *ishi_session_get_game     (IshiSession *self);
GFile     *ishi_session_get_file     (IshiSession *self);
gboolean   ishi_session_get_modified (IshiSession *self);
/* The title for the window: the file's name or "Unsaved game". */
char      *ishi_session_get_title    (IshiSession *self);

/* A new game replaces the one shown (the caller asked about unsaved
 * changes first); the old autosave is dropped. */
void ishi_session_set_match (IshiSession *self, IshiMatch *match);
/* The same for a game that is on no disk yet and would be lost if the
 * window closed: a game pasted, or read from a Renju move list (saved as
 * SGF under a name asked for, never over the list). */
void ishi_session_set_match_unsaved (IshiSession *self, IshiMatch *match);

/* A game of a file as IshiReader reads it (issue 23 item 14): of a
 * collection, only where each game is and its title are kept, and a game
 * is read from the file when it is opened; a game that cannot be read
 * again alone (see IshiSgfSpan.exact), and the first until a second
 * shows the file is a collection, keep their tree. */
typedef struct {
  IshiSgfNode *root;    /* the tree, or NULL: read it from `span` */
  IshiSgfSpan span;
  char *title;          /* for the picker: "3. Black – White  2026-11-22" */
  gboolean taken;       /* opened: the session's game stands here */
  gboolean from_move_list; /* read from a Renju move list, not SGF: opened unsaved */
  gboolean from_renlib; /* read from a RenLib library: saved back as one */
  const char *encoding; /* a library's texts' set (static), or NULL: ASCII */
  gboolean encoding_guessed; /* …guessed, not chosen */
} IshiCollectionGame;

IshiCollectionGame *ishi_collection_game_new (IshiSgfNode *root, const IshiSgfSpan *span,
                                              char *title);
void ishi_collection_game_free (IshiCollectionGame *game);
/* Drops the tree of a game that can be read again from its file. */
void ishi_collection_game_drop_tree (IshiCollectionGame *game);
/* The tree of game `game`, to keep: its own, or read again from `file`. */
IshiSgfNode *ishi_collection_game_load (IshiCollectionGame *game, GFile *file, GError **error);

/* Shows game `index` of `games` (of IshiCollectionGame, read by
 * IshiReader from `file`): the others stay for saving the collection
 * back, unopened ones copied byte for byte from `file`.  FALSE, `games`
 * untouched, when the game is refused (an unknown board size, ...). */
gboolean   ishi_session_open_game (IshiSession *self, GFile *file, GPtrArray *games,
                                   guint index, GError **error);

/* Saves the game (with the rest of its collection) to `file`, atomically;
 * the file becomes the session's and the autosave goes. */
gboolean ishi_session_save (IshiSession *self, GFile *file, GError **error);
/* Where Open and Save As open: the folder of the game's file, of the last
 * save or open, or else the documents folder or home (never NULL). */
GFile   *ishi_session_get_folder (IshiSession *self);
/* A file name for Save As: "2026-11-22-Black-White.sgf". */
char    *ishi_session_suggest_name (IshiSession *self);

/* The autosave. */
void     ishi_session_autosave_now (IshiSession *self);
/* A new game's record as it is now holds nothing to save (the players'
 * names written at its start, no move): not modified, no autosave. */
void     ishi_session_start_unchanged (IshiSession *self);
/* Who plays `color` of `match`, for the autosave: an engine's description
 * (ishi_engine_spec_to_seat), NULL for a person.  The window gives it (it
 * knows the engines); the autosave keeps it, with the clock's time control,
 * so that a restored game plays on against the same engine at the same
 * level and with the same clock (issue 53). */
typedef char *(*IshiSessionSeatFunc) (IshiMatch *match, IshiColor color, gpointer data);
void     ishi_session_set_seat_func (IshiSession *self, IshiSessionSeatFunc func, gpointer data);
/* TRUE when autosaves of earlier runs wait for an answer (all of them
 * are kept: autosave.sgf, autosave-2.sgf... whatever crashes left); from
 * then on this run's autosaves go to a slot of their own.  The newest
 * waiting game is offered first; after each answer the next one. */
gboolean ishi_session_begin_restore_offer (IshiSession *self);
gboolean ishi_session_restore_pending (IshiSession *self);
/* How many autosaves still wait. */
guint    ishi_session_restore_count (IshiSession *self);
/* Whether the autosave offered next cannot be read whole (cut short by a
 * full disk, say): the question can say so before it is restored. */
gboolean ishi_session_restore_damaged (IshiSession *self);
/* What a restore brought back beside the game. */
typedef struct {
  char *seats[3];  /* by IshiColor: who played (see IshiSessionSeatFunc); NULL: a person */
  char *damage;    /* the autosave was damaged: what, and where the file
                    * was kept, for people; NULL when it was whole */
} IshiRestored;
void     ishi_restored_clear (IshiRestored *restored);
/* Restore: the first waiting game becomes the session's (still unsaved),
 * at the node it was left on, with its clock running again from the
 * times last recorded; `restored` (may be NULL; clear it after) gets
 * who played each colour, for the caller to seat the engines again.  An
 * autosave Ishi cannot read whole was damaged on the disk: what can be
 * read is restored and said so (`damage`), and the file is kept aside
 * (damaged-autosave-DATE.sgf), never deleted; when nothing can be read,
 * FALSE with `error` saying where the file was kept. */
gboolean ishi_session_restore (IshiSession *self, IshiRestored *restored, GError **error);
/* Discard: the first waiting autosave goes; the game played meanwhile
 * keeps its own. */
void     ishi_session_discard_restore (IshiSession *self);
/* The user threw the game away: nothing to restore from it. */
void     ishi_session_forget (IshiSession *self);

G_END_DECLS
