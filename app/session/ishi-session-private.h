/* ishi-session-private.h — the session's parts, shared by the session
 * (ishi-session.c) and its crash recovery (ishi-session-restore.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-session.h"

#define FILE_KEY "XISHIFILE"
#define NODE_KEY "XISHINODE"
/* Who played each colour and the clock (issue 53): a restored game plays on. */
#define BLACK_KEY "XISHIBLACK"
#define WHITE_KEY "XISHIWHITE"
#define CLOCK_KEY "XISHICLOCK"



struct _IshiSession {
  GObject parent_instance;

  GSettings *settings;
  char *state_dir;

  IshiMatch *match;
  IshiGame *game;           /* the match's, watched for changes */
  /* The games of the collection the game came from, in file order (of
   * IshiCollectionGame, this game's `taken`), and the file whose bytes
   * their spans are; NULL for a single game. */
  GPtrArray *collection;
  GFile *collection_file;
  GFile *file;
  gboolean modified;
  /* A checksum of the record as it would be written when it was last
   * opened or saved (NULL: none, a restored game): the record is
   * "modified" only while it differs from that. */
  char *saved_digest;

  char *slot;               /* where this run's autosaves go */
  GPtrArray *waiting;       /* of char*: earlier runs' autosaves, newest
                             * first, the first offered to Restore or Discard */
  gboolean autosave_failed; /* said once; again after a success */
  IshiSgfNode *autosaved_node;
  guint autosave_id;

  IshiSessionSeatFunc seat_func;
  gpointer seat_data;
};

void ishi_session_drop_autosave (IshiSession *self);
void ishi_session_set_modified (IshiSession *self, gboolean modified);
void ishi_session_take_match (IshiSession *self, IshiMatch *match, GFile *file, GPtrArray *collection, gboolean modified);
