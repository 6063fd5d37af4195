/* ishi-match-private.h — what the match's own files (ishi-match.c,
 * ishi-match-record.c, ishi-match-describe.c, ishi-match-navigate.c,
 * ishi-match-counting.c) read of it beyond ishi-match.h: its state, the
 * record it plays in, and how its end is noticed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-match.h"

G_BEGIN_DECLS

struct _IshiMatch {
  GObject parent_instance;

  IshiGame *game;
  const IshiRuleset *ruleset;
  IshiPlayer *players[3];      /* indexed by IshiColor */

  IshiPhase phase;
  IshiResult result;
  IshiSgfNode *end_node;       /* where the current end was seen; NULL while playing */
  IshiCounting *counting;
  /* The ownership reader of the dead-stone suggestion (NULL: the scoring
   * core's own playouts). */
  IshiOwnershipFunc reader;
  gpointer reader_data;
  GDestroyNotify reader_destroy;

  /* A resignation or a loss on time: the node it happened at. */
  IshiResultKind forced;
  IshiColor forced_winner;
  IshiSgfNode *forced_node;

  /* A forfeit's reason went into the comment of forced_node: the comment
   * it had before (NULL: none), to put back when the forfeit is undone. */
  gboolean forfeit_commented;
  char *comment_before;

  /* The node whose end this match wrote into RE, to take it back. */
  IshiSgfNode *re_node;
  gboolean acting;             /* a move of the match is being played */
  /* The end shown is a reviewed record's, with its own verdict (RE) and no
   * territory written: read-only until Count Again. */
  gboolean recorded;
  gboolean syncing;
  /* The node whose finished count was opened again (Change the Count,
   * Count Again): counted here while the record keeps its RE and TB/TW,
   * until Finish writes the new count or play goes on; NULL otherwise. */
  IshiSgfNode *reopened;
  /* The last node of the main line of a record opened (ishi_match_new),
   * where its RE is told; NULL for a new game, or once deleted. */
  IshiSgfNode *record_end;

  /* The clock (issue 13): see the block "The clock" in ishi-match.c. */
  IshiClock *clock;
  gboolean paused;
  IshiColor asked;        /* the player last asked to move, or ISHI_EMPTY */
  IshiColor moving;            /* the clock waits for this side's move */
  /* Where play goes on, when that is not the end of a line: the node a
   * move was just played to (one already in the record) or taken back to.
   * The clock runs there as at a line's end; NULL once the record is
   * looked at elsewhere (sync_end). */
  IshiSgfNode *play_node;
};

static inline IshiSgfNode *
root_of (IshiMatch *self)
{
  return ishi_game_get_root (self->game);
}

static inline gboolean
is_go (IshiMatch *self)
{
  return ishi_game_get_rules (self->game) == ishi_rules_go ();
}

/* The last node of the main line of a record opened for review
 * (ishi_match_new), where its RE is told; NULL for a new game, or once that
 * node is deleted. */
IshiSgfNode *ishi_match_get_record_end (IshiMatch *self);

/* The end at the current node noticed (ishi-match.c): the phase, the
 * result, the clock and the player asked follow it; "changed" emitted. */
void         ishi_match_sync_end (IshiMatch *self);
/* Whether play goes on at `node` (the clocks run and the players are
 * asked only there). */
gboolean     ishi_match_plays_here (IshiMatch *self, IshiSgfNode *node);
/* Black has offered fifth moves at this node: undo takes the last back. */
gboolean     ishi_match_has_offers (IshiMatch *self);
/* The match's "changed" signal emitted. */
void         ishi_match_emit_changed (IshiMatch *self);
/* The phase set, "notify::phase" emitted when it changes. */
void         ishi_match_set_phase (IshiMatch *self, IshiPhase phase);
/* The result's margin and winner taken from the count. */
void         ishi_match_fill_count_result (IshiMatch *self);
/* The side whose time runs made to follow the phase and the place in the
 * record (nobody's while a move of the match is being played). */
void         ishi_match_clock_sync (IshiMatch *self);

G_END_DECLS
