/* ishi-go-search.c — UCT with RAVE over the game of ishi-go-game.h.
 *
 * A simulation walks down from the root, choosing at each node the child
 * with the best blend of its own mean result and its AMAF mean (the
 * results of all playouts below the node in which the child's move was
 * played later by the same side), plus a small UCB exploration term:
 *
 *     β = ñ / (n + ñ + 4 b² n ñ)       (Silver's formula, b² = RAVE_BIAS)
 *     score = (1 − β) Q + β Q_amaf + C √(ln N / (n + 1)),   C = 0
 *
 * where n and Q count, beside the child's own playouts, the prior ones the
 * game's knowledge gives it when it is made (ishi-go-policy.h), as in
 * Pachi and Fuego.
 *
 * A node gets its children at its second visit on the small boards (the
 * first is a plain playout), later on the large ones (see MAX_NODES),
 * which keeps the tree within its memory.  A position ended
 * by two passes is a leaf: the game counts it (Pure Go as it stands).
 * The result of a playout is a win (1), a loss (0) or a draw (½) for the
 * side that made each move, with a share (linear) for the margin, so that
 * among winning moves the engine prefers the one that wins more — under
 * territory rules that is what makes it pass rather than fill its own
 * territory at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-go-features.h"
#include "ishi-go-policy.h"
#include "ishi-go-search.h"

#define RAVE_BIAS 0.0025
/* No UCB term: with RAVE, as in MoGo and Fuego, the AMAF figures explore
 * enough (measured: at 1,000 playouts a move the engine without it won
 * both distinct 9×9 games against the one with 0.15). */
#define EXPLORATION 0.0
/* The margin's share of a playout's result: 0.3 on the boards under
 * 15×15, 0.1 on the large ones.  Measured on 9×9 (tests/bench/README.md,
 * "The search's constants"): with 0.3 the engine scores above 50 %
 * against Pachi at equal CPU, where with 0.1 it scored 40 %; 0.02 lost to
 * 0.1 at fixed playouts.  The 19×19 figures were measured with 0.1, which
 * the large boards keep until 0.3 is measured there. */
#define MARGIN_SHARE_SMALL 0.3
#define MARGIN_SHARE_LARGE 0.1
/* The tree's priors.  With LEARNED_PRIOR > 0 each move starts from the
 * even prior, the hand-set priors keep only their warnings (a
 * self-atari, an escape into a ladder: lost playouts,
 * ishi_go_policy_priors_full) and the learned predictor's progressive
 * bias (ishi_go_features_priors) adds won playouts, LEARNED_PRIOR times
 * the even prior's count times the square root of the move's share of
 * the strengths.  0 would give the hand-set priors alone.  Measured at
 * fixed playouts against the hand-set priors in tests/bench/README.md
 * ("the move predictor"): the learned priors alone won 85 % on 9×9, but
 * called a seki's stones dead (test-go-dead) until the warnings were
 * kept; the hand-set bonuses for captures and escapes on top spoil most
 * of the gain. */
#define LEARNED_PRIOR 3.0f
/* On the large boards (15×15 and up) the bias starts stronger in the
 * opening, where the playouts know least of where to play: up to
 * LEARNED_PRIOR_OPENING times more with an empty board, falling evenly to
 * LEARNED_PRIOR once OPENING_STONES stones are on the board (Pachi's
 * prior from its neural network falls the same way over the opening).
 * Measured on 19×19 in tests/bench/README.md ("The corner and the
 * opening"); a bias of 10 through the whole game lost 6 of 6 to 3. */
#ifndef LEARNED_PRIOR_OPENING
#define LEARNED_PRIOR_OPENING 4.0f
#endif
#define OPENING_STONES 60

static float
learned_prior (const IshiGoFast *f)
{
  int stones = f->n_stones_of[0] + f->n_stones_of[1];

  if (f->size < ISHI_GO_LARGE_BOARD || stones >= OPENING_STONES)
    return LEARNED_PRIOR;
  return LEARNED_PRIOR * (1 + (LEARNED_PRIOR_OPENING - 1) * (OPENING_STONES - stones) / OPENING_STONES);
}

/* Nodes per tree: 128 MB.  A node gets its children at its
 * (expand_at)th visit, 2 on the small boards and more on the large ones,
 * where each expansion adds some 300 nodes: on 19×19 one every 7 visits
 * keeps the tree growing for 150,000 playouts and more; beyond the limit
 * it stops growing and the playouts go on. */
#define MAX_NODES (4u * 1024u * 1024u)
/* Under territory counting, late in the game (ishi_go_tree_late_territory),
 * the root's pass gets one playout in ROOT_PASS_SHARE, whatever its mean,
 * and no more.  Without it a pass with no playout waits below every move
 * still likely to win, so in a won game the search never learned that
 * passing wins as often as a stone put into its own territory, and
 * ishi_go_choice_choose, which passes only when the pass's own playouts
 * say it is as good, kept the stone: a point lost, five times in the last
 * twenty moves of a 19×19 game lost by half a point.  Started from the
 * root's mean as a prior instead, the pass took every playout of a won
 * position at move 200 of a 19×19 game (the search has no exploration
 * term: the first child whose mean holds keeps the playouts). */
#define ROOT_PASS_SHARE 8

typedef struct {
  gint16 move;
  guint16 n_children;
  gint32 first_child;     /* -1: not expanded */
  guint32 visits;
  float value;            /* sum of results for the side that played `move` */
  float rave_visits;
  float rave_value;
  /* What the game's knowledge says before any playout (ishi-go-policy.h),
   * as playouts added to the node's own: visits, and the wins among them. */
  float prior_visits;
  float prior_value;
  float score;            /* sum of the playouts' margins, Black's (points) */
} Node;

struct _IshiGoTree {
  IshiGoGame game;
  IshiGoBoard *root;
  IshiGoBoard *board;
  GArray *nodes;          /* of Node; 0 is the root */
  IshiGoPlayout playout;
  guint64 rng;
  int *path;
  int max_depth;
  int *moves;             /* scratch for expansion */
  IshiColor *first;       /* AMAF: the colour that played each point first */
  guint *stamp;
  guint generation;
  guint expand_at;
  float rave_k;           /* 4 b² of the formula above */
  int root_last;          /* the move that led to the root, -1: unknown */
  int root_last2;         /* and the one before it */
  gboolean priors;        /* the game's knowledge as priors */
  gboolean early_stop;    /* stop once the most visited move cannot change */
  gboolean pass_share;    /* the root's pass has its share (ROOT_PASS_SHARE) */
  float *prior_wins;      /* scratch for expansion */
  float *prior_visits;
};

IshiGoTree *
ishi_go_tree_new (const IshiGoGame *game, const IshiGoBoard *root, guint64 seed)
{
  IshiGoTree *tree = g_new0 (IshiGoTree, 1);
  int n = game->size * game->size;
  Node node = { .move = ISHI_GO_MOVE_PASS, .first_child = -1 };

  tree->game = *game;
  tree->root = ishi_go_board_copy (root);
  tree->board = ishi_go_board_copy (root);
  tree->nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 1024);
  g_array_append_val (tree->nodes, node);
  ishi_go_playout_init (&tree->playout, game->size);
  tree->rng = seed;
  tree->max_depth = 3 * n + 8;
  tree->path = g_new (int, tree->max_depth + 1);
  tree->moves = g_new (int, n + 2);
  tree->first = g_new0 (IshiColor, n);
  tree->stamp = g_new0 (guint, n);
  tree->expand_at = MAX (2, n / 48);
  tree->rave_k = 4 * (float) RAVE_BIAS;
  tree->root_last = -1;
  tree->root_last2 = -1;
  tree->priors = TRUE;
  tree->prior_wins = g_new (float, n + 2);
  tree->prior_visits = g_new (float, n + 2);
  return tree;
}

void
ishi_go_tree_free (IshiGoTree *tree)
{
  if (tree == NULL)
    return;
  ishi_go_board_free (tree->root);
  ishi_go_board_free (tree->board);
  g_array_unref (tree->nodes);
  ishi_go_playout_clear (&tree->playout);
  g_free (tree->path);
  g_free (tree->moves);
  g_free (tree->first);
  g_free (tree->stamp);
  g_free (tree->prior_wins);
  g_free (tree->prior_visits);
  g_free (tree);
}

#define NODE(t, i) (&g_array_index ((t)->nodes, Node, (i)))

void
ishi_go_tree_set_last_moves (IshiGoTree *tree, int last, int last2)
{
  tree->root_last = last;
  tree->root_last2 = last2;
}

void
ishi_go_tree_set_early_stop (IshiGoTree *tree, gboolean early_stop)
{
  tree->early_stop = early_stop;
}

void
ishi_go_tree_set_priors (IshiGoTree *tree, gboolean priors)
{
  tree->priors = priors;
}

/* The node's children, with the game's priors; `last` and `last2` are the
 * moves that led to it (-1: none or unknown). */
static void
expand (IshiGoTree *tree, int index, int last, int last2)
{
  int n = ishi_go_game_moves (&tree->game, tree->board, tree->moves);

  if (n == 0 || tree->nodes->len + (guint) n > MAX_NODES)
    return;
  NODE (tree, index)->first_child = (gint32) tree->nodes->len;
  NODE (tree, index)->n_children = (guint16) n;
  if (tree->priors)
    {
      IshiGoFast *f = tree->playout.fast;

      ishi_go_fast_set (f, tree->board);
      int l = last >= 0 ? ishi_go_fast_point (f, last) : 0;
      int l2 = last2 >= 0 ? ishi_go_fast_point (f, last2) : 0;

      if (LEARNED_PRIOR > 0)
        {
          const float e = f->size >= ISHI_GO_LARGE_BOARD ? 20.0f : 14.0f;

          ishi_go_policy_priors_full (f, l, l2, tree->moves, n, TRUE, tree->prior_wins,
                                      tree->prior_visits);
          ishi_go_features_priors (f, l, l2, tree->moves, n, e, learned_prior (f),
                                   tree->prior_wins, tree->prior_visits);
        }
      else
        ishi_go_policy_priors (f, l, l2, tree->moves, n, tree->prior_wins, tree->prior_visits);
    }
  for (int i = 0; i < n; i++)
    {
      Node child = { .move = (gint16) tree->moves[i], .first_child = -1 };

      if (tree->priors)
        {
          child.prior_visits = tree->prior_visits[i];
          child.prior_value = tree->prior_wins[i];
        }
      g_array_append_val (tree->nodes, child);
    }
}

static int
select_child (IshiGoTree *tree, int index)
{
  const Node *parent = NODE (tree, index);
  const Node *c = NODE (tree, parent->first_child);
  float best = -1;
  int best_i = 0;

  if (index == 0 && tree->pass_share)
    /* The pass is the last child, or the one before the off-board move. */
    for (guint32 i = parent->n_children; i > 0 && i + 2 > parent->n_children; i--)
      {
        const Node *pass = NODE (tree, parent->first_child + (int) i - 1);

        if (pass->move == ISHI_GO_MOVE_PASS && (guint64) pass->visits * ROOT_PASS_SHARE < parent->visits)
          return parent->first_child + (int) i - 1;
      }
  for (guint32 i = 0; i < parent->n_children; i++, c++)
    {
      float n = (float) c->visits + c->prior_visits, rn = c->rave_visits;
      float score;

      if (index == 0 && tree->pass_share && c->move == ISHI_GO_MOVE_PASS)
        continue;               /* its share and no more, above */

      /* A move never tried and never seen in a playout, with no prior,
       * is tried first (the pass and the off-board move get no AMAF
       * figure and no prior, so they wait until their own visits speak
       * for them). */
      if (n == 0 && rn == 0)
        score = c->move >= 0 ? 1.1f : 0.4f;
      else
        {
          float q = n > 0 ? (c->value + c->prior_value) / n : 0.5f;
          float rq = rn > 0 ? c->rave_value / rn : 0.5f;
          float beta = rn > 0 ? rn / (n + rn + tree->rave_k * n * rn) : 0;

          score = (1 - beta) * q + beta * rq;
          if (EXPLORATION > 0)
            score += (float) EXPLORATION *
                     sqrtf (logf ((float) parent->visits + 1) / ((float) c->visits + 1));
        }
      if (score > best)
        {
          best = score;
          best_i = (int) i;
        }
    }
  return parent->first_child + best_i;
}

/* The result of a margin for Black, 0..1: the win, and a share for the
 * margin itself (MARGIN_SHARE_SMALL or _LARGE). */
static double
black_result (double margin, int size)
{
  double win = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  double share = size >= ISHI_GO_LARGE_BOARD ? MARGIN_SHARE_LARGE : MARGIN_SHARE_SMALL;

  /* Linear in the margin over the whole board, so that one point more
   * is seen even in a game long won (a tanh would flatten out there). */
  return (1 - share) * win +
         share * (0.5 + 0.5 * CLAMP (margin / (size * size), -1.0, 1.0));
}

static void
backup (IshiGoTree *tree, int depth, IshiColor root_color, double black, double margin)
{
  IshiGoPlayout *po = &tree->playout;
  int j = po->n_moves - 1;

  tree->generation++;
  for (int i = depth - 1; i >= 0; i--)
    {
      Node *node = NODE (tree, tree->path[i]);
      /* The side to move at path[i]: the root's colour at even depths. */
      IshiColor mover = i % 2 == 0 ? root_color : ishi_color_other (root_color);
      double result = mover == ISHI_BLACK ? black : 1 - black;

      /* The moves from index i on are those after this node. */
      for (; j >= i; j--)
        {
          int m = po->moves[j];

          if (m >= 0)
            {
              tree->first[m] = po->colors[j];
              tree->stamp[m] = tree->generation;
            }
        }
      if (node->first_child >= 0)
        for (guint32 k = 0; k < node->n_children; k++)
          {
            Node *c = NODE (tree, node->first_child + (int) k);

            if (c->move >= 0 && tree->stamp[c->move] == tree->generation &&
                tree->first[c->move] == mover)
              {
                c->rave_visits += 1;
                c->rave_value += (float) result;
              }
          }
      /* This node's own move was made by the other side. */
      node->visits++;
      node->value += (float) (1 - result);
      node->score += (float) margin;
    }
}

static void
simulate (IshiGoTree *tree)
{
  IshiColor root_color = ishi_go_board_get_to_move (tree->root);
  IshiGoPlayout *po = &tree->playout;
  int index = 0, depth = 0, last = tree->root_last, last2 = tree->root_last2;
  double margin;

  ishi_go_board_assign (tree->board, tree->root);
  po->n_moves = 0;
  tree->path[depth++] = 0;
  while (depth < tree->max_depth && ishi_go_board_get_passes (tree->board) < 2)
    {
      Node *node = NODE (tree, index);
      IshiColor color;

      if (node->first_child < 0)
        {
          if (index != 0 && node->visits < tree->expand_at)
            break;
          expand (tree, index, last, last2);
          if (NODE (tree, index)->first_child < 0)
            break;
        }
      index = select_child (tree, index);
      color = ishi_go_board_get_to_move (tree->board);
      last2 = last;
      last = NODE (tree, index)->move;
      ishi_go_game_play (&tree->game, tree->board, last);
      po->moves[po->n_moves] = last;
      po->colors[po->n_moves] = color;
      po->n_moves++;
      tree->path[depth++] = index;
    }
  margin = ishi_go_game_playout (&tree->game, tree->board, last, po, &tree->rng);
  backup (tree, depth, root_color, black_result (margin, tree->game.size), margin);
}

/* Can the root's most visited move still lose that place in the playouts
 * left?  Only its runner-up could take it. */
static gboolean
settled (IshiGoTree *tree, guint left)
{
  const Node *root = NODE (tree, 0);
  guint32 first = 0, second = 0;

  if (root->first_child < 0)
    return FALSE;
  for (guint32 i = 0; i < root->n_children; i++)
    {
      guint32 v = NODE (tree, root->first_child + (int) i)->visits;

      if (v > first)
        {
          second = first;
          first = v;
        }
      else if (v > second)
        second = v;
    }
  return first > second + left;
}

gboolean
ishi_go_tree_late_territory (const IshiGoGame *game, const IshiGoBoard *board)
{
  return game->count == ISHI_GO_COUNT_TERRITORY &&
         3 * (ishi_go_board_get_n_stones (board, ISHI_BLACK) + ishi_go_board_get_n_stones (board, ISHI_WHITE)) >=
           (guint) (2 * game->size * game->size);
}

guint
ishi_go_tree_run (IshiGoTree *tree, guint max_playouts, gint64 deadline, const gint *stop)
{
  guint done = 0;

  tree->pass_share = ishi_go_tree_late_territory (&tree->game, tree->root);
  while ((max_playouts == 0 || done < max_playouts) && !g_atomic_int_get (stop))
    {
      simulate (tree);
      done++;
      /* The clock is read every 16 playouts: cheap, and a 19×19 playout
       * lasts well under a millisecond. */
      if (deadline > 0 && done % 16 == 0 && g_get_monotonic_time () >= deadline)
        break;
      if (tree->early_stop && max_playouts > 0 && done % 64 == 0 &&
          settled (tree, max_playouts - done))
        break;
    }
  return done;
}

/* Copies the subtree of `index` into a new array of nodes, `index` as
 * its root (0); children stay side by side, as expand() lays them out. */
static GArray *
subtree (IshiGoTree *tree, int index)
{
  GArray *nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 1024);
  GArray *queue = g_array_new (FALSE, FALSE, sizeof (int));   /* (old, new) pairs */
  Node root = *NODE (tree, index);
  int pair[2] = { index, 0 };

  root.move = ISHI_GO_MOVE_PASS;
  g_array_append_val (nodes, root);
  g_array_append_vals (queue, pair, 2);
  for (guint q = 0; q < queue->len; q += 2)
    {
      int old = g_array_index (queue, int, q), fresh = g_array_index (queue, int, q + 1);
      const Node *o = NODE (tree, old);
      int first = (int) nodes->len;

      if (o->first_child < 0)
        continue;
      g_array_index (nodes, Node, fresh).first_child = first;
      for (int k = 0; k < o->n_children; k++)
        {
          Node child = *NODE (tree, o->first_child + k);
          int next[2] = { o->first_child + k, first + k };

          child.first_child = -1;
          g_array_append_val (nodes, child);
          if (NODE (tree, o->first_child + k)->first_child >= 0)
            g_array_append_vals (queue, next, 2);
        }
    }
  g_array_unref (queue);
  return nodes;
}

gboolean
ishi_go_tree_advance (IshiGoTree *tree, const IshiGoBoard *board, const int *moves, int n_moves)
{
  int index = 0, kx, ky, bx, by;
  IshiColor kc, bc;
  gboolean ko, bko;

  ishi_go_board_assign (tree->board, tree->root);
  for (int k = 0; k < n_moves; k++)
    {
      const Node *node = NODE (tree, index);
      int found = -1;

      for (int i = 0; node->first_child >= 0 && i < node->n_children; i++)
        if (NODE (tree, node->first_child + i)->move == moves[k])
          found = node->first_child + i;
      if (found < 0)
        return FALSE;
      ishi_go_game_play (&tree->game, tree->board, moves[k]);
      index = found;
    }
  ko = ishi_go_board_get_ko (tree->board, &kx, &ky, &kc);
  bko = ishi_go_board_get_ko (board, &bx, &by, &bc);
  if (ishi_go_board_get_hash (tree->board) != ishi_go_board_get_hash (board) ||
      ishi_go_board_get_to_move (tree->board) != ishi_go_board_get_to_move (board) ||
      ishi_go_board_get_captures (tree->board, ISHI_BLACK) != ishi_go_board_get_captures (board, ISHI_BLACK) ||
      ishi_go_board_get_captures (tree->board, ISHI_WHITE) != ishi_go_board_get_captures (board, ISHI_WHITE) ||
      ishi_go_board_get_passes (tree->board) != ishi_go_board_get_passes (board) ||
      ko != bko || (ko && (kx != bx || ky != by || kc != bc)))
    return FALSE;
  {
    GArray *nodes = subtree (tree, index);

    g_array_unref (tree->nodes);
    tree->nodes = nodes;
  }
  ishi_go_board_free (tree->root);
  tree->root = ishi_go_board_copy (board);
  ishi_go_board_assign (tree->board, board);
  return TRUE;
}

guint
ishi_go_tree_visits (IshiGoTree *tree)
{
  return NODE (tree, 0)->visits;
}

GArray *
ishi_go_tree_root_stats (IshiGoTree *tree)
{
  GArray *stats = g_array_new (FALSE, FALSE, sizeof (IshiGoRootStat));
  const Node *root = NODE (tree, 0);

  for (guint32 i = 0; root->first_child >= 0 && i < root->n_children; i++)
    {
      const Node *c = NODE (tree, root->first_child + (int) i);
      IshiGoRootStat s = { c->move, c->visits, c->value, c->score };

      g_array_append_val (stats, s);
    }
  return stats;
}

void
ishi_go_tree_count_owners (IshiGoTree *tree)
{
  ishi_go_playout_count_owners (&tree->playout);
}

const guint32 *
ishi_go_tree_owned (IshiGoTree *tree, IshiColor color)
{
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, NULL);
  return tree->playout.owned[color - 1];
}
