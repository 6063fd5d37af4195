/* ishi-problem-play.c — one try at a problem (see ishi-problem-play.h).
 *
 * The game plays a copy of the problem's tree, so that a move outside the
 * problem can be a node like any other (and is deleted again by Undo);
 * `known` maps each node of the copy that came from the file to its node
 * in the problem, whose marks say how the line stands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem"

#include "config.h"

#include "ishi-problem-play.h"
#include "ishi-problem-renju-why.h"
#include "ishi-rules.h"

struct _IshiProblemPlay {
  GObject parent_instance;

  IshiProblem *problem;
  IshiGame *game;
  GHashTable *known;          /* node of the copy → node of the problem */
  IshiSgfNode *start;         /* the copy's start */
  IshiProblemVerdict verdict;
  gboolean solved;
  gboolean first_try;
  gboolean missed;
};

G_DEFINE_FINAL_TYPE (IshiProblemPlay, ishi_problem_play, G_TYPE_OBJECT)

void
ishi_problem_answer_clear (IshiProblemAnswer *answer)
{
  if (answer == NULL)
    return;
  g_clear_pointer (&answer->comment, g_free);
  g_clear_pointer (&answer->why, g_free);
  *answer = (IshiProblemAnswer) { .reply = { -1, -1 } };
}

static void
ishi_problem_play_finalize (GObject *object)
{
  IshiProblemPlay *self = ISHI_PROBLEM_PLAY (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->known, g_hash_table_unref);
  g_clear_pointer (&self->problem, ishi_problem_unref);
  G_OBJECT_CLASS (ishi_problem_play_parent_class)->finalize (object);
}

static void
ishi_problem_play_class_init (IshiProblemPlayClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_problem_play_finalize;
}

static void
ishi_problem_play_init (IshiProblemPlay *self)
{
  self->known = g_hash_table_new (NULL, NULL);
}

/* Pairs the nodes of two trees of the same shape (no recursion). */
static void
map_trees (GHashTable *map, IshiSgfNode *copy, const IshiSgfNode *orig)
{
  IshiSgfNode *c = copy;
  const IshiSgfNode *o = orig;

  for (;;)
    {
      g_hash_table_insert (map, c, (gpointer) o);
      if (c->first_child != NULL)
        {
          c = c->first_child;
          o = o->first_child;
          continue;
        }
      while (c != copy && c->next_sibling == NULL)
        {
          c = c->parent;
          o = o->parent;
        }
      if (c == copy)
        return;
      c = c->next_sibling;
      o = o->next_sibling;
    }
}

IshiProblemPlay *
ishi_problem_play_new (IshiProblem *problem, GError **error)
{
  g_autoptr(IshiProblemPlay) self = NULL;
  IshiSgfNode *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (problem != NULL, NULL);

  self = g_object_new (ISHI_TYPE_PROBLEM_PLAY, NULL);
  self->problem = ishi_problem_ref (problem);
  copy = ishi_sgf_node_copy_tree (ishi_problem_get_root (problem));
  map_trees (self->known, copy, ishi_problem_get_root (problem));
  g_hash_table_iter_init (&iter, self->known);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (value == ishi_problem_get_start (problem))
      self->start = key;
  /* The learner is to move at the start, whatever the file's PL says
   * (many files give none, and White's problems begin with White). */
  ishi_sgf_node_set_raw (self->start, "PL", ishi_problem_get_player (problem) == ISHI_BLACK ? "B" : "W");
  self->game = ishi_game_new_from_tree (copy, error);
  if (self->game == NULL)
    {
      ishi_sgf_node_free (copy);
      return NULL;
    }
  if (!ishi_game_go_to (self->game, self->start, error))
    return NULL;
  return g_steal_pointer (&self);
}

IshiProblem *
ishi_problem_play_get_problem (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), NULL);
  return self->problem;
}

IshiGame *
ishi_problem_play_get_game (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), NULL);
  return self->game;
}

static IshiColor
mover (const IshiSgfNode *node)
{
  if (ishi_sgf_node_lookup (node, "B") != NULL)
    return ISHI_BLACK;
  if (ishi_sgf_node_lookup (node, "W") != NULL)
    return ISHI_WHITE;
  return ISHI_EMPTY;
}

/* The problem's node for the copy's `node`; NULL: not in the problem. */
static const IshiSgfNode *
known (IshiProblemPlay *self, const IshiSgfNode *node)
{
  return g_hash_table_lookup (self->known, node);
}

static gboolean
node_is_right (IshiProblemPlay *self, const IshiSgfNode *node)
{
  const IshiSgfNode *orig = known (self, node);

  return orig != NULL && ishi_problem_node_on_right_line (self->problem, orig)
         && !ishi_problem_node_on_wrong_path (self->problem, orig);
}

/* How the position at the game's node stands. */
static IshiProblemVerdict
position_verdict (IshiProblemPlay *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);

  if (node == self->start)
    return ISHI_PROBLEM_VERDICT_NONE;
  if (known (self, node) == NULL)
    return ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM;
  if (!node_is_right (self, node))
    return ISHI_PROBLEM_VERDICT_WRONG;
  return node->first_child == NULL ? ISHI_PROBLEM_VERDICT_SOLVED : ISHI_PROBLEM_VERDICT_RIGHT;
}

gboolean
ishi_problem_play_is_over (IshiProblemPlay *self)
{
  IshiSgfNode *node;

  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), TRUE);

  node = ishi_game_get_node (self->game);
  if (self->verdict == ISHI_PROBLEM_VERDICT_SOLVED || known (self, node) == NULL)
    return TRUE;
  /* The end of a line, or no answer of the file where the other side
   * is to move. */
  return node->first_child == NULL
         || ishi_game_get_rules (self->game)->to_move (ishi_game_get_position (self->game))
            != ishi_problem_get_player (self->problem);
}

/* Ishi's answer: the first reply of the file that keeps a right line
 * going when the learner is on one, else the file's first (its
 * refutation).  FALSE when the file has no reply here. */
static gboolean
reply (IshiProblemPlay *self, IshiProblemAnswer *answer)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  IshiColor other = ishi_color_other (ishi_problem_get_player (self->problem));
  IshiSgfNode *chosen = NULL;
  IshiColor color;
  int x, y;

  for (IshiSgfNode *c = node->first_child; c != NULL; c = c->next_sibling)
    if (known (self, c) != NULL && mover (c) == other)
      {
        if (chosen == NULL)
          chosen = c;
        if (node_is_right (self, c))
          {
            chosen = c;
            break;
          }
      }
  if (chosen == NULL || !ishi_game_go_to (self->game, chosen, NULL))
    return FALSE;
  if (answer != NULL && ishi_game_get_last_move (self->game, &color, &x, &y))
    {
      answer->replied = TRUE;
      answer->reply = (IshiPoint) { x, y };
    }
  return TRUE;
}

/* A 詰め連珠's wrong move in words: the board before it is the one shown
 * without the move and the reply (Renju takes no stones). */
static char *
renju_why (IshiProblemPlay *self, IshiPoint move, const IshiProblemAnswer *answer)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);
  IshiProblemGoal goal;
  IshiRenjuBoard before;
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GArray) wins = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  if (rules != ishi_rules_renju () || !ishi_problem_get_goal (self->problem, &goal, NULL)
      || (goal.kind != ISHI_PROBLEM_GOAL_VCF && goal.kind != ISHI_PROBLEM_GOAL_VCT))
    return NULL;
  ishi_renju_board_init (&before);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (rules->stone_at (position, x, y) != ISHI_EMPTY)
        ishi_renju_board_set (&before, x, y, rules->stone_at (position, x, y));
  ishi_renju_board_set (&before, move.x, move.y, ISHI_EMPTY);
  if (answer->replied && answer->reply.x >= 0)
    ishi_renju_board_set (&before, answer->reply.x, answer->reply.y, ISHI_EMPTY);
  /* the attacker's moves of the first right line */
  lines = ishi_problem_right_lines (self->problem);
  for (guint j = 0; lines->len > 0 && j < ((GPtrArray *) g_ptr_array_index (lines, 0))->len; j++)
    {
      IshiSgfNode *node = g_ptr_array_index ((GPtrArray *) g_ptr_array_index (lines, 0), j);
      IshiColor color;
      int x, y;

      if (ishi_game_node_move (node, ISHI_RENJU_SIZE, &color, &x, &y) && x >= 0
          && color == ishi_problem_get_player (self->problem))
        g_array_append_val (wins, ((IshiPoint) { x, y }));
    }
  return ishi_problem_renju_why_wrong (&before, ishi_problem_get_player (self->problem), goal.kind, move,
                                       answer->replied ? answer->reply : (IshiPoint) { -1, -1 }, wins);
}

static void
add_comment (GString *s, IshiSgfNode *node)
{
  g_autofree char *c = ishi_sgf_node_get_text (node, "C");

  if (c == NULL || *g_strstrip (c) == '\0')
    return;
  if (s->len > 0)
    g_string_append (s, "\n\n");
  g_string_append (s, c);
}

IshiProblemVerdict
ishi_problem_play_move (IshiProblemPlay *self, int x, int y, IshiProblemAnswer *answer)
{
  IshiProblemAnswer local = { .reply = { -1, -1 } };
  IshiProblemVerdict verdict;
  const IshiRules *rules;
  IshiSgfNode *moved;
  g_autoptr(GString) comments = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), ISHI_PROBLEM_VERDICT_OVER);

  if (answer == NULL)
    answer = &local;
  *answer = (IshiProblemAnswer) { .reply = { -1, -1 } };
  if (ishi_problem_play_is_over (self))
    return ISHI_PROBLEM_VERDICT_OVER;
  rules = ishi_game_get_rules (self->game);
  answer->status = rules->check (ishi_game_get_position (self->game), ishi_problem_get_player (self->problem),
                                 x, y);
  if (answer->status == ISHI_MOVE_OK)
    answer->status = ishi_game_play (self->game, x, y);
  if (answer->status != ISHI_MOVE_OK)
    return ISHI_PROBLEM_VERDICT_REFUSED;

  moved = ishi_game_get_node (self->game);
  if (known (self, moved) == NULL)
    {
      self->missed = TRUE;
      self->verdict = ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM;
      return self->verdict;
    }
  add_comment (comments, moved);
  if (reply (self, answer))
    add_comment (comments, ishi_game_get_node (self->game));
  answer->comment = comments->len > 0 ? g_strdup (comments->str) : NULL;

  verdict = position_verdict (self);
  /* No answer where the file has moves of the learner's only: the line
   * ends here as far as Ishi can play it. */
  if (verdict == ISHI_PROBLEM_VERDICT_RIGHT && !answer->replied
      && ishi_problem_play_is_over (self))
    verdict = ISHI_PROBLEM_VERDICT_SOLVED;
  if (verdict == ISHI_PROBLEM_VERDICT_WRONG)
    {
      self->missed = TRUE;
      answer->why = renju_why (self, (IshiPoint) { x, y }, answer);
    }
  if (verdict == ISHI_PROBLEM_VERDICT_SOLVED && !self->solved)
    {
      self->solved = TRUE;
      self->first_try = !self->missed;
    }
  self->verdict = verdict;
  if (answer == &local)
    ishi_problem_answer_clear (&local);
  return verdict;
}

IshiProblemVerdict
ishi_problem_play_get_verdict (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), ISHI_PROBLEM_VERDICT_NONE);
  return self->verdict;
}

/* Leaves the game's node for its parent; a node the learner added is
 * deleted from the copy. */
static void
step_back (IshiProblemPlay *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);

  ishi_game_back (self->game);
  if (known (self, node) == NULL)
    ishi_game_delete_variation (self->game, node);
}

gboolean
ishi_problem_play_undo (IshiProblemPlay *self)
{
  IshiColor player;

  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), FALSE);

  if (ishi_game_get_node (self->game) == self->start)
    return FALSE;
  player = ishi_problem_get_player (self->problem);
  while (ishi_game_get_node (self->game) != self->start)
    {
      IshiColor by = mover (ishi_game_get_node (self->game));

      step_back (self);
      if (by == player)
        break;
    }
  self->verdict = position_verdict (self);
  /* Back on a line that goes on: it is not solved here any more. */
  if (self->verdict == ISHI_PROBLEM_VERDICT_SOLVED)
    self->verdict = ISHI_PROBLEM_VERDICT_RIGHT;
  return TRUE;
}

void
ishi_problem_play_restart (IshiProblemPlay *self)
{
  g_return_if_fail (ISHI_IS_PROBLEM_PLAY (self));

  while (ishi_game_get_node (self->game) != self->start)
    step_back (self);
  self->verdict = ISHI_PROBLEM_VERDICT_NONE;
}

gboolean
ishi_problem_play_hint (IshiProblemPlay *self, IshiPoint *point)
{
  IshiSgfNode *node;
  IshiColor player;
  int size;

  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), FALSE);

  node = ishi_game_get_node (self->game);
  player = ishi_problem_get_player (self->problem);
  size = ishi_game_get_size (self->game);
  if (ishi_problem_play_is_over (self))
    return FALSE;
  for (IshiSgfNode *c = node->first_child; c != NULL; c = c->next_sibling)
    {
      IshiColor color;
      int x, y;

      if (mover (c) == player && node_is_right (self, c)
          && ishi_game_node_move (c, size, &color, &x, &y))
        {
          if (point != NULL)
            *point = (IshiPoint) { x, y };
          self->missed = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ishi_problem_play_get_solved (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), FALSE);
  return self->solved;
}

gboolean
ishi_problem_play_get_first_try (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), FALSE);
  return self->solved && self->first_try;
}

gboolean
ishi_problem_play_get_missed (IshiProblemPlay *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PLAY (self), FALSE);
  return self->missed;
}
