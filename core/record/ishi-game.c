/* ishi-game.c — the game record and the position derived from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-game-replay.h"
#include "ishi-go-board.h"
#include "ishi-ruleset.h"

G_DEFINE_QUARK (ishi-game-error-quark, ishi_game_error)

/* ------------------------------------------------------------------------ */
/* The game object                                                           */
/* ------------------------------------------------------------------------ */

/* One node of the path from the root to the current node, with what it cost
 * the position, so that going back is a few undo calls and never a replay. */
typedef struct {
  IshiSgfNode *node;
  guint undo_steps;    /* rules->undo calls that take this node back */
  guint move_number;   /* moves from the root up to and including this node */
  IshiColor to_move;   /* the side to move before it: PL is no step undo
                        * takes back, so leaving a node with PL puts it back */
} PathEntry;

struct _IshiGame {
  GObject parent_instance;

  const IshiRules *rules;
  IshiRulesOptions options;
  IshiSgfNode *root;
  IshiPosition *position;
  GArray *path;              /* of PathEntry, path->len >= 1 (the root) */
  GHashTable *last_child;    /* node -> child last visited from it (for redo) */
  gboolean resume;           /* play goes on after two passes (scoring dialog) */
  guint resume_passes;       /* passes in a row since play went on */
};

G_DEFINE_FINAL_TYPE (IshiGame, ishi_game, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  SIGNAL_RECORD_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
ishi_game_finalize (GObject *object)
{
  IshiGame *self = ISHI_GAME (object);

  g_clear_pointer (&self->last_child, g_hash_table_unref);
  g_clear_pointer (&self->path, g_array_unref);
  if (self->position)
    self->rules->position_free (self->position);
  g_clear_pointer (&self->root, ishi_sgf_node_free);

  G_OBJECT_CLASS (ishi_game_parent_class)->finalize (object);
}

static void
ishi_game_class_init (IshiGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_game_finalize;

  /* The current node or the position changed (navigation or a move). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The record itself changed (a node added, a property edited): what has
   * to be saved is different now. */
  signals[SIGNAL_RECORD_CHANGED] =
    g_signal_new ("record-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_game_init (IshiGame *self)
{
  self->path = g_array_new (FALSE, FALSE, sizeof (PathEntry));
  self->last_child = g_hash_table_new (NULL, NULL);
}

static PathEntry *
current_entry (IshiGame *self)
{
  return &g_array_index (self->path, PathEntry, self->path->len - 1);
}

/* Appends `node` (a child of the current node) to the path.  A node is
 * applied whole or not at all: on failure what it did apply is undone, so
 * the position always matches the path. */
static gboolean
enter_node (IshiGame *self, IshiSgfNode *node, GError **error)
{
  guint move_number = self->path->len ? current_entry (self)->move_number : 0;
  PathEntry entry = { node, 0, 0, self->rules->to_move (self->position) };

  if (!ishi_game_apply_node_counted (self->rules, self->position, node, TRUE, &move_number,
                           NULL, &entry.undo_steps, error))
    {
      for (guint i = 0; i < entry.undo_steps; i++)
        self->rules->undo (self->position);
      self->rules->set_to_move (self->position, entry.to_move);
      return FALSE;
    }

  entry.move_number = move_number;
  g_array_append_val (self->path, entry);
  if (node->parent)
    g_hash_table_insert (self->last_child, node->parent, node);
  return TRUE;
}

static void
leave_node (IshiGame *self)
{
  PathEntry *entry = current_entry (self);

  for (guint i = 0; i < entry->undo_steps; i++)
    self->rules->undo (self->position);
  self->rules->set_to_move (self->position, entry->to_move);
  g_array_set_size (self->path, self->path->len - 1);
}

static void
emit_changed (IshiGame *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
record_changed (IshiGame *self)
{
  g_signal_emit (self, signals[SIGNAL_RECORD_CHANGED], 0);
}

static void
clear_end_state (IshiGame *self)
{
  self->resume = FALSE;
  self->resume_passes = 0;
}

IshiGame *
ishi_game_new_from_tree (IshiSgfNode *root, GError **error)
{
  g_autoptr(IshiGame) self = NULL;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (root->parent == NULL, NULL);

  self = g_object_new (ISHI_TYPE_GAME, NULL);
  /* The tree becomes the game's only once the game is made: a refused
   * record stays the caller's, so a caller holding it in a collection
   * frees it once, with the collection. */
  if (!ishi_game_options_from_root (root, &self->rules, &self->options, error))
    return NULL;
  self->root = root;
  self->position = self->rules->position_new (&self->options);
  if (!enter_node (self, root, error))
    {
      self->root = NULL;
      return NULL;
    }
  return g_steal_pointer (&self);
}

IshiGame *
ishi_game_new_from_collection (IshiSgfCollection *collection, guint index, GError **error)
{
  IshiSgfNode *root;
  IshiGame *game;

  g_return_val_if_fail (collection != NULL, NULL);
  g_return_val_if_fail (index < collection->games->len, NULL);

  root = g_ptr_array_index (collection->games, index);
  g_return_val_if_fail (root != NULL, NULL);
  game = ishi_game_new_from_tree (root, error);
  if (game != NULL)
    g_ptr_array_index (collection->games, index) = NULL;
  return game;
}

IshiGame *
ishi_game_new (const IshiRules *rules, const IshiRulesOptions *options,
               int handicap, double komi, const char *ruleset_name)
{
  IshiSgfNode *root;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *text = NULL;
  IshiGame *game;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  root = ishi_sgf_node_new ();
  text = g_strdup_printf ("%d", rules->sgf_game);
  ishi_sgf_node_set_raw (root, "GM", text);
  ishi_sgf_node_set_raw (root, "FF", "4");
  ishi_sgf_node_set_raw (root, "CA", "UTF-8");
  ishi_sgf_node_set_raw (root, "AP", "Ishi:" PACKAGE_VERSION);
  g_free (text);
  text = g_strdup_printf ("%d", options->size);
  ishi_sgf_node_set_raw (root, "SZ", text);
  if (ruleset_name != NULL)
    ishi_sgf_node_set_text (root, "RU", ruleset_name);
  if (!isnan (komi))
    ishi_sgf_node_set_raw (root, "KM", g_ascii_formatd (buf, sizeof buf, "%g", komi));

  if (handicap >= 2)
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      if (ishi_go_handicap_points (options->size, handicap, points))
        {
          g_free (text);
          text = g_strdup_printf ("%d", handicap);
          ishi_sgf_node_set_raw (root, "HA", text);
          for (guint i = 0; i < points->len; i++)
            {
              IshiPoint *p = &g_array_index (points, IshiPoint, i);
              g_autofree char *value = ishi_sgf_format_point (p->x, p->y);

              ishi_sgf_node_add_raw (root, "AB", value);
            }
          /* After the handicap stones are set, White moves first. */
          ishi_sgf_node_set_raw (root, "PL", "W");
        }
    }

  game = ishi_game_new_from_tree (root, NULL);
  g_assert (game != NULL);  /* a record we wrote ourselves always applies */
  /* The rules options may carry more than the record says (superko chosen
   * by hand for a game without RU, suicide allowed): keep them. */
  if (memcmp (&game->options, options, sizeof *options) != 0)
    {
      game->options = *options;
      game->rules->position_free (game->position);
      game->position = game->rules->position_new (&game->options);
      g_array_set_size (game->path, 0);
      g_hash_table_remove_all (game->last_child);
      if (!enter_node (game, root, NULL))
        g_assert_not_reached ();
    }
  return game;
}

const IshiRules *
ishi_game_get_rules (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return self->rules;
}

const IshiRulesOptions *
ishi_game_get_options (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return &self->options;
}

const IshiPosition *
ishi_game_get_position (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return self->position;
}

IshiSgfNode *
ishi_game_get_root (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return self->root;
}

IshiSgfNode *
ishi_game_get_node (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return current_entry (self)->node;
}

int
ishi_game_get_size (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), 0);
  return self->options.size;
}

guint
ishi_game_get_move_number (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), 0);
  return current_entry (self)->move_number;
}

gboolean
ishi_game_back (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  if (self->path->len <= 1)
    return FALSE;
  clear_end_state (self);
  leave_node (self);
  emit_changed (self);
  return TRUE;
}

static IshiSgfNode *
next_child (IshiGame *self, IshiSgfNode *node)
{
  IshiSgfNode *child = g_hash_table_lookup (self->last_child, node);

  return child ? child : node->first_child;
}

gboolean
ishi_game_forward (IshiGame *self, GError **error)
{
  IshiSgfNode *child;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  child = next_child (self, ishi_game_get_node (self));
  if (child == NULL)
    return FALSE;
  if (!enter_node (self, child, error))
    return FALSE;
  clear_end_state (self);
  emit_changed (self);
  return TRUE;
}

gboolean
ishi_game_go_to_start (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  if (self->path->len <= 1)
    return FALSE;
  clear_end_state (self);
  while (self->path->len > 1)
    leave_node (self);
  emit_changed (self);
  return TRUE;
}

gboolean
ishi_game_go_to_end (IshiGame *self, GError **error)
{
  IshiSgfNode *child;
  gboolean moved = FALSE;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  while ((child = next_child (self, ishi_game_get_node (self))) != NULL)
    {
      if (!enter_node (self, child, error))
        break;
      moved = TRUE;
    }
  if (moved)
    {
      clear_end_state (self);
      emit_changed (self);
    }
  return moved && (error == NULL || *error == NULL);
}

gboolean
ishi_game_go_to (IshiGame *self, IshiSgfNode *node, GError **error)
{
  g_autoptr(GPtrArray) chain = NULL;
  guint common;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (node == ishi_game_get_node (self))
    return TRUE;
  if (ishi_sgf_node_root (node) != self->root)
    return FALSE;

  /* The chain from the node up to the root, then the longest common
   * prefix with the current path: leave the rest, enter the new part. */
  chain = g_ptr_array_new ();
  for (IshiSgfNode *n = node; n != NULL; n = n->parent)
    g_ptr_array_add (chain, n);
  common = 0;
  while (common < self->path->len && common < chain->len
         && g_array_index (self->path, PathEntry, common).node
            == g_ptr_array_index (chain, chain->len - 1 - common))
    common++;

  clear_end_state (self);
  while (self->path->len > common)
    leave_node (self);
  for (guint i = common; i < chain->len; i++)
    if (!enter_node (self, g_ptr_array_index (chain, chain->len - 1 - i), error))
      {
        emit_changed (self);
        return FALSE;
      }
  emit_changed (self);
  return TRUE;
}

static gboolean
is_in_subtree (const IshiSgfNode *node, const IshiSgfNode *top)
{
  for (; node != NULL; node = node->parent)
    if (node == top)
      return TRUE;
  return FALSE;
}

/* Where the current node is, as the child taken at each node from the
 * root: "2" is the third child of the root; runs of the same index are
 * written "0*57", so a long main line stays short. */
char *
ishi_game_get_node_path (IshiGame *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);

  for (guint i = 1; i < self->path->len;)
    {
      guint index = 0, run = 1;
      IshiSgfNode *node = g_array_index (self->path, PathEntry, i).node;

      for (IshiSgfNode *c = node->parent->first_child; c != node; c = c->next_sibling)
        index++;
      /* How many following steps take the same index. */
      while (i + run < self->path->len)
        {
          IshiSgfNode *next = g_array_index (self->path, PathEntry, i + run).node;
          guint j = 0;

          for (IshiSgfNode *c = next->parent->first_child; c != next; c = c->next_sibling)
            j++;
          if (j != index)
            break;
          run++;
        }
      if (out->len)
        g_string_append_c (out, '.');
      if (run > 1)
        g_string_append_printf (out, "%u*%u", index, run);
      else
        g_string_append_printf (out, "%u", index);
      i += run;
    }
  return g_string_free (out, FALSE);
}

gboolean
ishi_game_go_to_path (IshiGame *self, const char *path, GError **error)
{
  IshiSgfNode *node;
  g_auto(GStrv) steps = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  node = self->root;
  steps = g_strsplit (path, ".", -1);
  for (guint i = 0; steps[i] && *steps[i]; i++)
    {
      guint64 index = 0, run = 1;
      const char *star = strchr (steps[i], '*');

      if (!star)
        {
          if (!g_ascii_string_to_unsigned (steps[i], 10, 0, G_MAXUINT, &index, NULL))
            goto bad;
        }
      else
        {
          g_autofree char *head = g_strndup (steps[i], star - steps[i]);

          if (!g_ascii_string_to_unsigned (head, 10, 0, G_MAXUINT, &index, NULL)
              || !g_ascii_string_to_unsigned (star + 1, 10, 1, G_MAXUINT, &run, NULL))
            goto bad;
        }
      for (guint64 r = 0; r < run; r++)
        {
          node = ishi_sgf_node_nth_child (node, (guint) index);
          if (node == NULL)
            goto bad;
        }
    }
  return ishi_game_go_to (self, node, error);

bad:
  g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_BAD_VALUE,
               _("The place “%s” is not in this record"), path);
  return FALSE;
}

void
ishi_game_touch (IshiGame *self)
{
  g_return_if_fail (ISHI_IS_GAME (self));
  record_changed (self);
}

gboolean
ishi_game_reapply_node (IshiGame *self, GError **error)
{
  IshiSgfNode *node;
  gboolean applied;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  /* Taking the node back with its own undo count, then entering it again,
   * is the same as a replay from the root, at the cost of one node. */
  node = ishi_game_get_node (self);
  leave_node (self);
  applied = enter_node (self, node, error);
  if (!applied && self->path->len == 0)
    {
      /* The root itself cannot be refused by setup alone (its points were
       * checked when they were written), but the path must never be empty. */
      g_array_set_size (self->path, 1);
      g_array_index (self->path, PathEntry, 0) = (PathEntry) { node, 0, 0, ISHI_BLACK };
    }
  clear_end_state (self);
  record_changed (self);
  emit_changed (self);
  return applied;
}

gboolean
ishi_game_delete_variation (IshiGame *self, IshiSgfNode *node)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (node->parent == NULL || ishi_sgf_node_root (node) != self->root)
    return FALSE;

  /* Standing inside it: step out to its parent first. */
  for (guint i = 1; i < self->path->len; i++)
    if (g_array_index (self->path, PathEntry, i).node == node)
      {
        clear_end_state (self);
        while (self->path->len > i)
          leave_node (self);
        break;
      }
  /* Redo must never lead into freed nodes. */
  g_hash_table_iter_init (&iter, self->last_child);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (is_in_subtree (key, node) || is_in_subtree (value, node))
      g_hash_table_iter_remove (&iter);

  ishi_sgf_node_free (node);
  record_changed (self);
  emit_changed (self);
  return TRUE;
}

gboolean
ishi_game_go_to_move (IshiGame *self, guint move_number, GError **error)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);

  clear_end_state (self);
  while (self->path->len > 1 && current_entry (self)->move_number > move_number)
    leave_node (self);
  while (current_entry (self)->move_number < move_number)
    {
      IshiSgfNode *child = next_child (self, ishi_game_get_node (self));

      if (child == NULL || !enter_node (self, child, error))
        break;
    }
  emit_changed (self);
  return current_entry (self)->move_number == move_number;
}

/* The current node, or the outcome at it, forbids another move. */
static gboolean
game_is_over (IshiGame *self)
{
  IshiOutcome outcome;

  ishi_game_get_outcome (self, &outcome);
  if (outcome.end == ISHI_END_NONE)
    return FALSE;
  if (outcome.end == ISHI_END_TWO_PASSES && self->resume)
    return FALSE;
  return TRUE;
}

static IshiMoveStatus
play_or_pass (IshiGame *self, int x, int y)
{
  IshiSgfNode *node = ishi_game_get_node (self);
  IshiColor color;
  IshiMoveStatus status;
  IshiSgfNode *child;
  g_autofree char *value = NULL;
  gboolean resume = self->resume;

  if (game_is_over (self))
    return ISHI_MOVE_GAME_OVER;

  color = self->rules->to_move (self->position);
  status = self->rules->check (self->position, color, x, y);
  if (status != ISHI_MOVE_OK && !(self->options.tournament && status >= ISHI_MOVE_DOUBLE_FOUR
                                  && status <= ISHI_MOVE_OVERLINE))
    return status;

  value = x < 0 ? g_strdup ("") : ishi_sgf_format_point (x, y);

  /* The same move already in the record: follow it, discard nothing. */
  for (child = node->first_child; child != NULL; child = child->next_sibling)
    {
      const char *raw = ishi_sgf_node_get_raw (child, color == ISHI_BLACK ? "B" : "W");
      IshiColor c;
      int cx, cy;

      if (raw != NULL && ishi_game_node_move (child, self->options.size, &c, &cx, &cy)
          && c == color && cx == MAX (x, -1) && cy == MAX (y, -1)
          && ishi_game_node_is_off_board (child) == (x == ISHI_OFF_BOARD_X))
        break;
    }

  if (child == NULL)
    {
      child = ishi_sgf_node_new ();
      ishi_sgf_node_set_raw (child, color == ISHI_BLACK ? "B" : "W", value);
      if (x == ISHI_OFF_BOARD_X)
        ishi_sgf_node_set_raw (child, "OFF", "");
      ishi_sgf_node_append_child (node, child);
      if (!enter_node (self, child, NULL))
        {
          /* check() said yes, so play() must too. */
          ishi_sgf_node_free (child);
          g_return_val_if_reached (ISHI_MOVE_GAME_OVER);
        }
      record_changed (self);
    }
  else if (!enter_node (self, child, NULL))
    return ISHI_MOVE_GAME_OVER;

  /* After play went on, two new passes in a row end the game again (the
   * board still counts every pass in a row since the last stone). */
  if (x >= 0 || x == ISHI_OFF_BOARD_X)
    {
      self->resume = FALSE;
      self->resume_passes = 0;
    }
  else if (resume && ++self->resume_passes < 2)
    self->resume = TRUE;
  else
    {
      self->resume = FALSE;
      self->resume_passes = 0;
    }
  emit_changed (self);
  return ISHI_MOVE_OK;
}

IshiMoveStatus
ishi_game_play (IshiGame *self, int x, int y)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), ISHI_MOVE_GAME_OVER);

  if (x < 0 || y < 0 || x >= self->options.size || y >= self->options.size)
    return ISHI_MOVE_OFF_BOARD;
  return play_or_pass (self, x, y);
}

IshiMoveStatus
ishi_game_play_off_board (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), ISHI_MOVE_GAME_OVER);
  return play_or_pass (self, ISHI_OFF_BOARD_X, ISHI_OFF_BOARD_X);
}

void
ishi_game_agree_stop (IshiGame *self)
{
  IshiSgfNode *node;

  g_return_if_fail (ISHI_IS_GAME (self));

  node = ishi_game_get_node (self);
  if (ishi_sgf_node_lookup (node, "STOP") == NULL)
    {
      ishi_sgf_node_set_raw (node, "STOP", "");
      record_changed (self);
    }
  self->resume = FALSE;
  self->resume_passes = 0;
  emit_changed (self);
}

IshiMoveStatus
ishi_game_pass (IshiGame *self)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), ISHI_MOVE_GAME_OVER);
  return play_or_pass (self, -1, -1);
}

void
ishi_game_resume (IshiGame *self)
{
  g_return_if_fail (ISHI_IS_GAME (self));

  self->resume = TRUE;
  self->resume_passes = 0;
  emit_changed (self);
}

void
ishi_game_get_outcome (IshiGame *self, IshiOutcome *outcome)
{
  g_return_if_fail (ISHI_IS_GAME (self));
  g_return_if_fail (outcome != NULL);

  self->rules->outcome (self->position, outcome);
  /* 3-x: the agreed stop ends play like two passes. */
  if (outcome->end == ISHI_END_NONE && ishi_game_node_is_stop (ishi_game_get_node (self)))
    outcome->end = ISHI_END_TWO_PASSES;
  if (outcome->end == ISHI_END_TWO_PASSES && self->resume)
    outcome->end = ISHI_END_NONE;
}

gboolean
ishi_game_get_last_move (IshiGame *self, IshiColor *color, int *x, int *y)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), FALSE);
  return ishi_game_node_move (ishi_game_get_node (self), self->options.size, color, x, y);
}

char *
ishi_game_get_node_text (IshiGame *self, const char *id)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return ishi_sgf_node_get_text (ishi_game_get_node (self), id);
}

static void
set_text (IshiGame *self, IshiSgfNode *node, const char *id, const char *text)
{
  g_autofree char *old = ishi_sgf_node_get_text (node, id);

  if (text != NULL && text[0] == '\0')
    text = NULL;
  if (g_strcmp0 (old, text) == 0)
    return;
  if (text == NULL)
    ishi_sgf_node_remove (node, id);
  else
    ishi_sgf_node_set_text (node, id, text);
  record_changed (self);
}

void
ishi_game_set_node_text (IshiGame *self, const char *id, const char *text)
{
  g_return_if_fail (ISHI_IS_GAME (self));
  g_return_if_fail (id != NULL);
  set_text (self, ishi_game_get_node (self), id, text);
}

char *
ishi_game_get_info (IshiGame *self, const char *id)
{
  g_return_val_if_fail (ISHI_IS_GAME (self), NULL);
  return ishi_sgf_node_get_simple_text (self->root, id);
}

void
ishi_game_set_info (IshiGame *self, const char *id, const char *text)
{
  g_return_if_fail (ISHI_IS_GAME (self));
  g_return_if_fail (id != NULL);
  set_text (self, self->root, id, text);
}
