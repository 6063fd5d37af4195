/* ishi-game.h — a game: its record (the SGF tree) and the position at the
 * current node, derived from the record through the game's IshiRules.
 *
 * The record is the source of truth.  Playing a move appends a node (or
 * follows an existing child with the same move), so going back and playing
 * elsewhere adds a variation and discards nothing.  Undo is "go to the
 * parent", redo is "go to the child we came from".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ishi-rules.h"
#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_GAME_ERROR (ishi_game_error_quark ())
GQuark ishi_game_error_quark (void);

typedef enum {
  ISHI_GAME_ERROR_UNSUPPORTED,  /* not Go or Renju, a rectangular board, ... */
  ISHI_GAME_ERROR_ILLEGAL_MOVE, /* the record holds a move the rules refuse */
  ISHI_GAME_ERROR_BAD_VALUE,    /* a move or point that cannot be read */
} IshiGameError;

/* The rules, options and handicap a record asks for: GM (game), SZ (size),
 * RU (ko rule: positional superko for Chinese, AGA, New Zealand and
 * Tromp-Taylor; simple ko otherwise).  */
gboolean ishi_game_options_from_root (const IshiSgfNode *root,
                                      const IshiRules **rules,
                                      IshiRulesOptions *options,
                                      GError **error);

/* Applies one node to `position`: AE, AB, AW, then PL, then the move (B or
 * W; "" and "tt" on boards up to 19 are passes).  Counts moves in
 * *move_number when given.  An illegal move sets ISHI_GAME_ERROR_ILLEGAL_MOVE
 * and, when given, *status to the reason; the position is then unchanged
 * by the move (setup already applied stays). */
gboolean ishi_game_apply_node (const IshiRules *rules,
                               IshiPosition *position,
                               const IshiSgfNode *node,
                               guint *move_number,
                               IshiMoveStatus *status,
                               GError **error);

/* The properties ishi_game_apply_node and ishi_game_replay_node read in
 * a node other than the root, NULL-terminated: what a reader that
 * replays records must keep (ishi_sgf_reader_set_keep). */
const char *const *ishi_game_node_properties (void);

/* The same for a record read to its end, once: `position` keeps nothing
 * to take the node back (rules->undo returns FALSE afterwards), which
 * saves the rules an undo record of every move. */
gboolean ishi_game_replay_node (const IshiRules *rules,
                                IshiPosition *position,
                                const IshiSgfNode *node,
                                guint *move_number,
                                IshiMoveStatus *status,
                                GError **error);

/* The move a node holds, if any: colour and point (x = -1 for a pass). */
gboolean ishi_game_node_move (const IshiSgfNode *node, int size,
                              IshiColor *color, int *x, int *y);

/* Off-board moves and the agreed stop of the equal-stones sub-rules
 * (counting-methods.zh.txt, 2-x and 3-x).  In the record an off-board move
 * (虚着) is a pass, B[] or W[], with Ishi's private property OFF[] in the
 * same node: other programs read a pass — never a stone on the board —
 * and Ishi reads a stone put beside the board.  The agreed stop (休止) of
 * 3-x, where passing is not allowed, is the private property STOP[] on the
 * node where the players agreed; counting treats it as the two passes of
 * the other sub-rules (the boundary, 两弃为界). */
gboolean ishi_game_node_is_off_board (const IshiSgfNode *node);
gboolean ishi_game_node_is_stop      (const IshiSgfNode *node);

#define ISHI_TYPE_GAME (ishi_game_get_type ())
G_DECLARE_FINAL_TYPE (IshiGame, ishi_game, ISHI, GAME, GObject)

/* A new record: root with GM, FF[4], CA[UTF-8], SZ, (HA, AB, PL[W] for a
 * Go handicap), RU and KM when given (komi may be NAN for "not set"). */
IshiGame *ishi_game_new (const IshiRules *rules, const IshiRulesOptions *options,
                         int handicap, double komi, const char *ruleset_name);
/* A game of the record `root`; the position is at the root.  The game
 * takes ownership of `root` when it is made; when the record is refused
 * (NULL and `error` set), `root` stays the caller's to free. */
IshiGame *ishi_game_new_from_tree (IshiSgfNode *root, GError **error);
/* Takes game `index` out of `collection` (its place there becomes NULL)
 * and makes a game of it, as ishi_game_new_from_tree; a refused record
 * stays in the collection. */
IshiGame *ishi_game_new_from_collection (IshiSgfCollection *collection, guint index,
                                         GError **error);

const IshiRules    *ishi_game_get_rules    (IshiGame *self);
const IshiRulesOptions *ishi_game_get_options (IshiGame *self);
const IshiPosition *ishi_game_get_position (IshiGame *self);
IshiSgfNode        *ishi_game_get_root     (IshiGame *self);
IshiSgfNode        *ishi_game_get_node     (IshiGame *self);
int                 ishi_game_get_size     (IshiGame *self);
/* Moves (passes included) from the root to the current node. */
guint               ishi_game_get_move_number (IshiGame *self);

/* Navigation.  FALSE (and no change) when there is nowhere to go, or, with
 * `error` set, when the record holds an illegal move on the way. */
gboolean ishi_game_go_to      (IshiGame *self, IshiSgfNode *node, GError **error);
gboolean ishi_game_back       (IshiGame *self);
gboolean ishi_game_forward    (IshiGame *self, GError **error); /* the child last visited, else the first */
gboolean ishi_game_go_to_start(IshiGame *self);
gboolean ishi_game_go_to_end  (IshiGame *self, GError **error); /* along the main line from here */
gboolean ishi_game_go_to_move (IshiGame *self, guint move_number, GError **error); /* on the current line */
/* Deletes `node` (not the root) and everything below it from the record;
 * when the current node is among them, the current node becomes its
 * parent.  FALSE for the root or a node of another record. */
gboolean ishi_game_delete_variation (IshiGame *self, IshiSgfNode *node);
/* The current node as a path from the root ("0*57.1.0*3": child indices,
 * a run written index*count), to come back to it in the same record — the
 * autosave keeps it so that a restored game is on the line it was left
 * on; go_to_path fails, changing nothing, when the record has no such node. */
char    *ishi_game_get_node_path (IshiGame *self);
gboolean ishi_game_go_to_path    (IshiGame *self, const char *path, GError **error);

/* Playing: the side to move plays at (x, y) — appends a child node or
 * follows an identical existing one.  Returns the reason when refused. */
IshiMoveStatus ishi_game_play   (IshiGame *self, int x, int y);
IshiMoveStatus ishi_game_pass   (IshiGame *self);
/* An off-board move (虚着) by the side to move, where the rules allow it
 * (IshiRulesOptions.off_board_moves; ISHI_MOVE_OFF_BOARD otherwise). */
IshiMoveStatus ishi_game_play_off_board (IshiGame *self);
/* 3-x: both players agree to stop at the current node (STOP[] is written
 * there): the outcome is ISHI_END_TWO_PASSES, to be counted, until play is
 * resumed (ishi_game_resume). */
void           ishi_game_agree_stop (IshiGame *self);
void           ishi_game_get_outcome (IshiGame *self, IshiOutcome *outcome);
/* After two passes: play goes on (the scoring dialog's "continue"). */
void           ishi_game_resume (IshiGame *self);
/* The move at the current node, if it holds one. */
gboolean       ishi_game_get_last_move (IshiGame *self, IshiColor *color, int *x, int *y);

/* Text of the current node (C, N) and of the game information in the root
 * (PB, PW, ...), unescaped; setting "" or NULL removes the property. */
char *ishi_game_get_node_text (IshiGame *self, const char *id);
void  ishi_game_set_node_text (IshiGame *self, const char *id, const char *text);
char *ishi_game_get_info      (IshiGame *self, const char *id);
void  ishi_game_set_info      (IshiGame *self, const char *id, const char *text);

/* The record was changed by hand (ishi_sgf_node_set_raw on one of its
 * nodes, by the game controller): emits "record-changed". */
void  ishi_game_touch         (IshiGame *self);
/* The current node was changed in place (its setup, PL or markup, through
 * ishi_sgf_node_* — the diagram editor, ishi-game-edit.h): it is applied
 * again to the position before it, and "record-changed" and "changed" are
 * emitted.  FALSE, with `error` set and the current node its parent, when
 * the node cannot be applied any more. */
gboolean ishi_game_reapply_node (IshiGame *self, GError **error);

/* Signals: "changed" after every move of the current node or change of the
 * position; "record-changed" whenever what would be saved changed. */

G_END_DECLS
