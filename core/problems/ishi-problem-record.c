/* ishi-problem-record.c — whether a record opened as a game is a problem
 * (see ishi-problem.h, ishi_problem_record_is_problem).
 *
 * Problem files (goproblems.com's, Many Faces of Go's, uliGo's, EasyGo's,
 * Ishi's own) set up a position, give the side to play and have their
 * answers as short variations, marked or not; a game record names its
 * players, has a result or handicap stones, and runs much longer.  The
 * marks are those the Problems page reads (ishi_problem_node_mark).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem"

#include "config.h"

#include <stdlib.h>

#include "ishi-problem-private.h"

/* A problem's longest main line; a longer record is a game. */
#define MAX_PROBLEM_MOVES 60

static gboolean
sets_up_stones (const IshiSgfNode *node)
{
  return ishi_sgf_node_lookup (node, "AB") != NULL || ishi_sgf_node_lookup (node, "AW") != NULL;
}

gboolean
ishi_problem_record_is_problem (const IshiSgfNode *root)
{
  const IshiSgfNode *start = root;
  const char *handicap;
  gboolean setup, branches = FALSE;
  IshiColor player = ISHI_EMPTY;
  guint moves = 0;

  g_return_val_if_fail (root != NULL, FALSE);

  /* The position: stones set up at the root or in the setup-only nodes
   * after it (where ishi_problem_new starts), and not handicap stones. */
  setup = sets_up_stones (root);
  while (start->first_child != NULL && start->first_child->next_sibling == NULL
         && ishi_problem_node_mover (start->first_child) == ISHI_EMPTY)
    {
      start = start->first_child;
      setup = setup || sets_up_stones (start);
    }
  handicap = ishi_sgf_node_get_raw (root, "HA");
  if (!setup || (handicap != NULL && atoi (handicap) >= 2))
    return FALSE;
  /* A move to play, as the Problems page needs one. */
  for (const IshiSgfNode *c = start->first_child; c != NULL && player == ISHI_EMPTY; c = c->next_sibling)
    player = ishi_problem_node_mover (c);
  if (player == ISHI_EMPTY)
    return FALSE;
  /* Ishi's own problems say their goal. */
  if (ishi_sgf_node_lookup (root, "IG") != NULL)
    return TRUE;
  /* A game: its players, its result. */
  if (ishi_sgf_node_lookup (root, "PB") != NULL || ishi_sgf_node_lookup (root, "PW") != NULL
      || ishi_sgf_node_lookup (root, "RE") != NULL)
    return FALSE;
  for (const IshiSgfNode *n = start->first_child; n != NULL; n = n->first_child)
    if (ishi_problem_node_mover (n) != ISHI_EMPTY && ++moves > MAX_PROBLEM_MOVES)
      return FALSE;
  /* Its lines marked right or wrong, or answers given as variations. */
  for (const IshiSgfNode *n = start; n != NULL; n = ishi_problem_next_in_tree (n, start))
    {
      if (n != start && ishi_problem_node_mark (n, player) != ISHI_PROBLEM_MARK_NONE)
        return TRUE;
      if (n->first_child != NULL && n->first_child->next_sibling != NULL)
        branches = TRUE;
    }
  return branches;
}
