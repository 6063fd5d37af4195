/* ishi-problem-check.c — proving what a problem claims (see
 * ishi-problem-check.h).
 *
 * The moves the goal counts (IM, N): capture and kill, the player's moves
 * up to the capture; live, the player's moves up to unconditional life;
 * escape and the refutation of a wrong move in live, the other side's
 * moves to capture; vcf and vct, the moves of the line as a Renju puzzle
 * counts them (both sides', up to the move that makes the win certain).
 * A wrong k-th move of the player is refuted when the goal can no longer
 * be reached within the N − k moves the player has left after it
 * (capture), or when the other side then reaches its own within N of its
 * moves (kill: lives; escape and live: captures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-game.h"
#include "ishi-go-board.h"
#include "ishi-kanji-grade.h"
#include "ishi-problem-check.h"
#include "ishi-problem-search.h"
#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"

/* Bounds of the proofs, in positions: a problem for beginners needs a
 * few thousand; what needs more is not shipped (the checker says so).
 * One search gets at most GO_MAX_NODES (a Renju search RENJU_MAX_NODES,
 * as the lesson checker's puzzles), and all the searches of one problem
 * together ISHI_PROBLEM_CHECK_MAX_NODES, so that a file from elsewhere
 * cannot keep the checker busy for long (a few seconds at most). */
#define GO_MAX_NODES (G_GUINT64_CONSTANT (1000000))
#define RENJU_MAX_NODES (G_GUINT64_CONSTANT (20000))

typedef struct {
  const IshiProblem *problem;
  const IshiRules *rules;
  IshiProblemGoal goal;
  GPtrArray *problems;
  GArray *first_moves;
  IshiColor player, other;
  int size;
  IshiPosition *start;
  IshiSearchLimits limits;
  GHashTable *right_first;   /* the start's children on a right line */
  guint n_before;            /* problems before this check */
  guint64 spent;             /* positions searched so far */
  guint64 max_nodes;         /* for all the searches */
} Check;

static void problem_at (Check *c, const IshiSgfNode *node, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
problem_at (Check *c, const IshiSgfNode *node, const char *format, ...)
{
  const char *filename = ishi_problem_get_filename (c->problem);
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (c->problems, g_strdup_printf ("%s:%u:%u: %s", filename ? filename : "-",
                                                 node->line, node->column, what));
}

static char *
point_name (Check *c, IshiPoint p)
{
  if (p.x < 0)
    return g_strdup (_("a pass"));
  return c->rules->format_point (c->size, p.x, p.y);
}

static const char *
side_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static gboolean
node_move (Check *c, const IshiSgfNode *node, IshiColor *color, IshiPoint *p)
{
  return ishi_game_node_move (node, c->size, color, &p->x, &p->y);
}

static gboolean
same_point (IshiPoint a, IshiPoint b)
{
  return a.x == b.x && a.y == b.y;
}

/* --- replaying the tree -------------------------------------------------------------- */

static IshiPosition *
start_position (const IshiProblem *problem, GError **error)
{
  const IshiRules *rules = ishi_problem_get_rules (problem);
  const IshiSgfNode *start = ishi_problem_get_start (problem);
  IshiPosition *pos = rules->position_new (ishi_problem_get_options (problem));

  for (const IshiSgfNode *n = ishi_problem_get_root (problem); n != NULL;
       n = n == start ? NULL : n->first_child)
    if (!ishi_game_apply_node (rules, pos, n, NULL, NULL, error))
      {
        rules->position_free (pos);
        return NULL;
      }
  return pos;
}

/* Plays the node's move on `pos`; FALSE, said, when the rules refuse it
 * or the node is not a plain move. */
static gboolean
replay_node (Check *c, IshiPosition *pos, const IshiSgfNode *node)
{
  IshiColor color;
  IshiPoint p;
  IshiMoveStatus status;

  if (ishi_sgf_node_lookup (node, "AB") || ishi_sgf_node_lookup (node, "AW")
      || ishi_sgf_node_lookup (node, "AE"))
    {
      problem_at (c, node, _("stones set up inside a line: a problem's lines are moves only"));
      return FALSE;
    }
  if (!node_move (c, node, &color, &p))
    {
      problem_at (c, node, _("a node without a move, or with a point that cannot be read"));
      return FALSE;
    }
  status = c->rules->play (pos, color, p.x, p.y);
  if (status != ISHI_MOVE_OK)
    {
      g_autofree char *name = point_name (c, p);

      problem_at (c, node, _("the rules refuse %s at %s: %s"), side_name (color), name,
                  ishi_move_status_describe (status));
      return FALSE;
    }
  return TRUE;
}

/* Every move of the tree below the start, through the rules. */
static void
replay_tree (Check *c)
{
  const IshiSgfNode *start = ishi_problem_get_start (c->problem);
  IshiPosition *pos = c->rules->position_copy (c->start);
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (gboolean));
  const IshiSgfNode *n = start->first_child;

  while (n != NULL)
    {
      gboolean ok = replay_node (c, pos, n);

      g_array_append_val (played, ok);
      if (ok && n->first_child != NULL)
        {
          n = n->first_child;
          continue;
        }
      while (n != NULL)
        {
          if (g_array_index (played, gboolean, played->len - 1))
            c->rules->undo (pos);
          g_array_set_size (played, played->len - 1);
          if (n->next_sibling != NULL)
            {
              n = n->next_sibling;
              break;
            }
          n = n->parent == start ? NULL : n->parent;
        }
    }
  c->rules->position_free (pos);
}

/* --- Go ---------------------------------------------------------------------------------- */

static IshiGoBoard *
go_board_new (Check *c)
{
  IshiGoBoard *board = ishi_go_board_new (c->size, ISHI_KO_SIMPLE,
                                          ishi_problem_get_options (c->problem)->allow_suicide);
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (int y = 0; y < c->size; y++)
    for (int x = 0; x < c->size; x++)
      {
        IshiColor s = c->rules->stone_at (c->start, x, y);
        IshiPoint p = { x, y };

        if (s != ISHI_EMPTY)
          g_array_append_val (s == ISHI_BLACK ? black : white, p);
      }
  ishi_go_board_setup (board, (IshiPoint *) black->data, black->len, ISHI_BLACK);
  ishi_go_board_setup (board, (IshiPoint *) white->data, white->len, ISHI_WHITE);
  ishi_go_board_set_to_move (board, c->player);
  return board;
}

static gboolean
go_captured (Check *c, const IshiGoBoard *board)
{
  IshiColor owner = (c->goal.kind == ISHI_PROBLEM_GOAL_CAPTURE || c->goal.kind == ISHI_PROBLEM_GOAL_KILL)
                    ? c->other : c->player;

  return ishi_go_board_get (board, c->goal.target.x, c->goal.target.y) != owner;
}

/* A search's UNKNOWN, said once for the node. */
static void
beyond_limit (Check *c, const IshiSgfNode *node)
{
  problem_at (c, node, _("this could not be proved within the search limit of %lu positions: "
                         "make the region (IR) or the number of moves (IM) smaller"),
              (unsigned long) c->limits.max_nodes);
}

/* The searches, each given what is left of the problem's budget and
 * counted against it. */
static const IshiSearchLimits *
budget (Check *c, guint64 most)
{
  guint64 left = c->spent < c->max_nodes ? c->max_nodes - c->spent : 1;

  c->limits.max_nodes = MIN (most, left);
  return &c->limits;
}

static IshiSearchResult
capture (Check *c, IshiGoBoard *board, IshiColor to_move, IshiColor attacker, int moves, IshiPoint *move)
{
  guint64 nodes = 0;
  IshiSearchResult r = ishi_search_capture (board, to_move, attacker, c->goal.target, moves,
                                            budget (c, GO_MAX_NODES), move, &nodes);

  c->spent += nodes;
  return r;
}

static IshiSearchResult
live (Check *c, IshiGoBoard *board, IshiColor to_move, int moves, IshiPoint *move)
{
  guint64 nodes = 0;
  IshiSearchResult r = ishi_search_live (board, to_move, c->goal.target, moves, budget (c, GO_MAX_NODES),
                                         move, &nodes);

  c->spent += nodes;
  return r;
}

/* After the player's k-th move of a right line, the other side to move:
 * does the goal still hold within the moves left? */
static void
go_right_move (Check *c, IshiGoBoard *board, const IshiSgfNode *node, int k)
{
  int n = c->goal.moves;
  IshiPoint move = { -1, -1 };
  g_autofree char *name = NULL;
  IshiSearchResult r;

  switch (c->goal.kind)
    {
    case ISHI_PROBLEM_GOAL_CAPTURE:
    case ISHI_PROBLEM_GOAL_KILL:
      if (go_captured (c, board))
        return;
      r = capture (c, board, c->other, c->player, n - k, &move);
      if (r == ISHI_SEARCH_UNKNOWN)
        beyond_limit (c, node);
      else if (r == ISHI_SEARCH_NO)
        {
          name = point_name (c, move);
          problem_at (c, node, g_dngettext (GETTEXT_PACKAGE,
                                            "a move of a right line does not capture: after it %s at %s "
                                            "saves the target from capture within %d more move",
                                            "a move of a right line does not capture: after it %s at %s "
                                            "saves the target from capture within %d more moves", n - k),
                      side_name (c->other), name, n - k);
        }
      return;
    case ISHI_PROBLEM_GOAL_ESCAPE:
      r = capture (c, board, c->other, c->other, n, &move);
      if (r == ISHI_SEARCH_UNKNOWN)
        beyond_limit (c, node);
      else if (r == ISHI_SEARCH_YES)
        {
          name = point_name (c, move);
          problem_at (c, node, g_dngettext (GETTEXT_PACKAGE,
                                            "a move of a right line does not save the stones: %s at %s "
                                            "captures them within %d move",
                                            "a move of a right line does not save the stones: %s at %s "
                                            "captures them within %d moves", n),
                      side_name (c->other), name, n);
        }
      return;
    case ISHI_PROBLEM_GOAL_LIVE:
      r = live (c, board, c->other, n - k, &move);
      if (r == ISHI_SEARCH_UNKNOWN)
        beyond_limit (c, node);
      else if (r == ISHI_SEARCH_NO)
        {
          name = point_name (c, move);
          problem_at (c, node, g_dngettext (GETTEXT_PACKAGE,
                                            "a move of a right line does not live: after it %s at %s "
                                            "stops unconditional life within %d more move",
                                            "a move of a right line does not live: after it %s at %s "
                                            "stops unconditional life within %d more moves", n - k),
                      side_name (c->other), name, n - k);
        }
      return;
    case ISHI_PROBLEM_GOAL_NONE:
    case ISHI_PROBLEM_GOAL_BEST:
    case ISHI_PROBLEM_GOAL_VCF:
    case ISHI_PROBLEM_GOAL_VCT:
    default:
      return;
    }
}

/* The player's wrong k-th move has been played on `board` (the other side
 * to move).  TRUE when it is refuted: by `reply` when the file has one
 * (it must refute), else by the move the search finds (`refutation`). */
static gboolean
go_refuted (Check *c, IshiGoBoard *board, const IshiSgfNode *node, int k, const IshiPoint *reply,
            IshiPoint *refutation)
{
  int n = c->goal.moves, left = n - k;
  gboolean taking = c->goal.kind == ISHI_PROBLEM_GOAL_CAPTURE;
  gboolean kill = c->goal.kind == ISHI_PROBLEM_GOAL_KILL;
  /* capture: the target cannot be taken any more; kill: it lives; escape
   * and live: the other side takes it */
  IshiSearchResult r, want = taking ? ISHI_SEARCH_NO : ISHI_SEARCH_YES;
  IshiPoint found = { -1, -1 };

  if ((taking || kill) && go_captured (c, board))
    return FALSE;   /* it captures: not wrong at all */
  if (reply != NULL)
    {
      if (ishi_go_board_play (board, c->other, reply->x, reply->y) != ISHI_MOVE_OK)
        return FALSE;   /* replay_tree has said why */
      *refutation = *reply;
      if (taking)
        r = capture (c, board, c->player, c->player, left, NULL);
      else if (kill)
        r = live (c, board, c->player, n - 1, NULL);
      else if (go_captured (c, board))
        r = ISHI_SEARCH_YES;
      else  /* the reply was the first of the other side's n moves */
        r = capture (c, board, c->player, c->other, n - 1, NULL);
      ishi_go_board_undo (board);
    }
  else
    {
      if (taking)
        r = capture (c, board, c->other, c->player, left, &found);
      else if (kill)
        r = live (c, board, c->other, n, &found);
      else
        r = capture (c, board, c->other, c->other, n, &found);
      *refutation = found;
    }
  if (r == ISHI_SEARCH_UNKNOWN)
    beyond_limit (c, node);
  return r == want;
}

/* Says that the wrong `move` is not refuted. */
static void
not_refuted (Check *c, const IshiSgfNode *node, IshiPoint move, const IshiPoint *reply)
{
  g_autofree char *name = point_name (c, move);
  g_autofree char *answer = reply ? point_name (c, *reply) : NULL;

  if (reply != NULL)
    problem_at (c, node, _("the file's answer %s to the wrong move %s does not refute it"), answer, name);
  else
    problem_at (c, node, _("%s is not a right answer in the file, but nothing refutes it: the goal is "
                           "still reached after it"), name);
}

/* --- Pure Go: the best count ---------------------------------------------------------- */

static gboolean
best_of (Check *c, IshiGoBoard *board, IshiColor to_move, const IshiSgfNode *node, int *value,
         IshiPoint *move)
{
  guint64 nodes = 0;
  gboolean settled = ishi_search_best (board, to_move, budget (c, GO_MAX_NODES), value, move, &nodes);

  c->spent += nodes;
  if (settled)
    return TRUE;
  problem_at (c, node, _("the end of this game could not be settled within the search limit of %lu "
                         "positions (or a ko does not end)"), (unsigned long) c->limits.max_nodes);
  return FALSE;
}

/* The player's move `move` at `board`: its value against the best reply
 * (the other side's best answer in `reply`). */
static gboolean
best_after (Check *c, IshiGoBoard *board, IshiPoint move, const IshiSgfNode *node, int *value,
            IshiPoint *reply)
{
  int v;

  if (ishi_go_board_play (board, c->player, move.x, move.y) != ISHI_MOVE_OK)
    return FALSE;
  if (!best_of (c, board, c->other, node, &v, reply))
    {
      ishi_go_board_undo (board);
      return FALSE;
    }
  ishi_go_board_undo (board);
  *value = -v;
  return TRUE;
}

/* Is the other side's `reply` to the player's `move` a best one: does
 * the player's value after it stay `value`? */
static gboolean
best_reply_is (Check *c, IshiGoBoard *board, IshiPoint move, IshiPoint reply, int value,
               const IshiSgfNode *node)
{
  gboolean best = FALSE;
  int v;

  if (ishi_go_board_play (board, c->player, move.x, move.y) != ISHI_MOVE_OK)
    return FALSE;
  if (ishi_go_board_play (board, c->other, reply.x, reply.y) == ISHI_MOVE_OK)
    {
      best = best_of (c, board, c->player, node, &v, NULL) && v == value;
      ishi_go_board_undo (board);
    }
  ishi_go_board_undo (board);
  return best;
}

/* --- the lines of the file ------------------------------------------------------------- */

/* The file's answer to the player's move at `node`: its first move of the
 * other side (Ishi plays it), or NULL. */
static const IshiSgfNode *
file_reply (Check *c, const IshiSgfNode *node, IshiPoint *p)
{
  for (const IshiSgfNode *r = node->first_child; r != NULL; r = r->next_sibling)
    {
      IshiColor color;

      if (node_move (c, r, &color, p) && color == c->other)
        return r;
    }
  return NULL;
}

static void
note_first_move (Check *c, IshiPoint move, gboolean right, gboolean in_file, gboolean refuted,
                 IshiPoint refutation)
{
  IshiProblemFirstMove f = { move, right, in_file, refuted, refutation };

  if (c->first_moves != NULL)
    g_array_append_val (c->first_moves, f);
}

/* A wrong move of the player in the position of `board` (the k-th),
 * found in the file at `node` or not (NULL: `where` names the place). */
static gboolean
go_wrong_move (Check *c, IshiGoBoard *board, IshiPoint move, const IshiSgfNode *node,
               const IshiSgfNode *where, int k, int optimum, IshiPoint *refutation)
{
  IshiPoint reply_point, *reply = NULL;
  const IshiSgfNode *reply_node = node ? file_reply (c, node, &reply_point) : NULL;
  gboolean refuted;

  if (reply_node != NULL)
    reply = &reply_point;
  if (c->goal.kind == ISHI_PROBLEM_GOAL_BEST)
    {
      int value;
      IshiPoint best_reply;

      if (!best_after (c, board, move, where, &value, &best_reply))
        return FALSE;
      *refutation = best_reply;
      if (value >= optimum)
        {
          g_autofree char *name = point_name (c, move);

          problem_at (c, where, _("%s keeps the best count (%+d) but is not a right answer in the file"),
                      name, optimum);
          return FALSE;
        }
      if (reply == NULL)
        return TRUE;
      /* The file's answer must be a best one: it shows the learner what
       * the wrong move costs. */
      if (!best_reply_is (c, board, move, *reply, value, where))
        {
          g_autofree char *a = point_name (c, *reply), *b = point_name (c, move);

          problem_at (c, where, _("the file's answer %s to the wrong move %s is not the best one"), a, b);
          return FALSE;
        }
      *refutation = *reply;
      return TRUE;
    }
  if (ishi_go_board_play (board, c->player, move.x, move.y) != ISHI_MOVE_OK)
    return FALSE;
  refuted = go_refuted (c, board, where, k, reply, refutation);
  ishi_go_board_undo (board);
  if (!refuted)
    not_refuted (c, where, move, reply);
  return refuted;
}

/* The player's k-th move of a right line is about to be played at
 * `board`; the file's other moves of the player there are wrong and must
 * be refuted.  `parent` is the node they hang from. */
static void
go_wrong_siblings (Check *c, IshiGoBoard *board, const IshiSgfNode *parent, int k, int optimum,
                   GHashTable *done)
{
  for (const IshiSgfNode *n = parent->first_child; n != NULL; n = n->next_sibling)
    {
      IshiColor color;
      IshiPoint p, refutation;

      if (!node_move (c, n, &color, &p) || color != c->player || g_hash_table_contains (done, n)
          || ishi_problem_node_on_right_line (c->problem, n))
        continue;
      g_hash_table_add (done, (gpointer) n);
      go_wrong_move (c, board, p, n, n, k, optimum, &refutation);
    }
}

/* Every right line, move by move. */
static void
go_right_lines (Check *c, IshiGoBoard *board)
{
  g_autoptr(GPtrArray) lines = ishi_problem_right_lines (c->problem);
  g_autoptr(GHashTable) done = g_hash_table_new (NULL, NULL);

  if (lines->len == 0)
    problem_at (c, ishi_problem_get_start (c->problem), _("the file has no right line"));
  for (guint i = 0; i < lines->len; i++)
    {
      GPtrArray *line = g_ptr_array_index (lines, i);
      guint played = 0;
      int k = 0;
      gboolean ok = TRUE;

      for (guint j = 0; j < line->len && ok; j++)
        {
          const IshiSgfNode *node = g_ptr_array_index (line, j);
          IshiColor color;
          IshiPoint p;
          int optimum = 0, value = 0;

          if (!node_move (c, node, &color, &p))
            break;
          if (color == c->player && j > 0 && !g_hash_table_contains (done, node->parent))
            {
              /* The file's wrong tries at this point of the line. */
              g_hash_table_add (done, node->parent);
              if (c->goal.kind == ISHI_PROBLEM_GOAL_BEST
                  && !best_of (c, board, c->player, node, &optimum, NULL))
                break;
              go_wrong_siblings (c, board, node->parent, k + 1, optimum, done);
            }
          if (color == c->player && c->goal.kind == ISHI_PROBLEM_GOAL_BEST)
            {
              if (!best_of (c, board, c->player, node, &optimum, NULL)
                  || !best_after (c, board, p, node, &value, NULL))
                break;
              if (value != optimum)
                {
                  g_autofree char *name = point_name (c, p);

                  problem_at (c, node, _("%s on a right line is not the best move: it ends with %+d "
                                         "where the best is %+d"), name, value, optimum);
                }
            }
          ok = ishi_go_board_play (board, color, p.x, p.y) == ISHI_MOVE_OK;
          if (!ok)
            break;
          played++;
          if (color == c->player)
            go_right_move (c, board, node, ++k);
        }
      if (ok && played == line->len && line->len > 0)
        {
          const IshiSgfNode *end = g_ptr_array_index (line, line->len - 1);
          gboolean reached = TRUE;

          if (c->goal.kind == ISHI_PROBLEM_GOAL_CAPTURE || c->goal.kind == ISHI_PROBLEM_GOAL_KILL)
            reached = go_captured (c, board);
          else if (c->goal.kind == ISHI_PROBLEM_GOAL_LIVE)
            reached = ishi_search_pass_alive (board, c->goal.target.x, c->goal.target.y);
          if (!reached)
            problem_at (c, end, c->goal.kind == ISHI_PROBLEM_GOAL_LIVE
                                ? _("a right line ends before the stones are unconditionally alive")
                                : _("a right line ends before the target is captured"));
        }
      while (played-- > 0)
        ishi_go_board_undo (board);
    }
}

/* Every first move of the region and a pass: right ones in the file,
 * every other one refuted. */
static void
go_first_moves (Check *c, IshiGoBoard *board)
{
  const IshiSgfNode *start = ishi_problem_get_start (c->problem);
  int optimum = 0;
  IshiPoint moves[ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE + 1];
  int n = 0;

  if (c->goal.kind == ISHI_PROBLEM_GOAL_BEST && !best_of (c, board, c->player, start, &optimum, NULL))
    return;
  for (int y = c->goal.region_min.y; y <= c->goal.region_max.y; y++)
    for (int x = c->goal.region_min.x; x <= c->goal.region_max.x; x++)
      if (c->goal.region[y * c->size + x] && ishi_go_board_check (board, c->player, x, y) == ISHI_MOVE_OK)
        moves[n++] = (IshiPoint) { x, y };
  moves[n++] = (IshiPoint) { -1, -1 };
  for (int i = 0; i < n; i++)
    {
      const IshiSgfNode *in_file = NULL;
      IshiPoint refutation = { -1, -1 };
      gboolean refuted;

      for (const IshiSgfNode *ch = start->first_child; ch != NULL && in_file == NULL; ch = ch->next_sibling)
        {
          IshiColor color;
          IshiPoint p;

          if (node_move (c, ch, &color, &p) && color == c->player && same_point (p, moves[i]))
            in_file = ch;
        }
      if (in_file != NULL && g_hash_table_contains (c->right_first, in_file))
        {
          note_first_move (c, moves[i], TRUE, TRUE, FALSE, refutation);
          continue;
        }
      refuted = go_wrong_move (c, board, moves[i], in_file, in_file ? in_file : start, 1, optimum,
                               &refutation);
      note_first_move (c, moves[i], FALSE, in_file != NULL, refuted, refutation);
    }
}

static gboolean
go_goal_stones (Check *c)
{
  const IshiSgfNode *root = ishi_problem_get_root (c->problem);
  IshiColor at, want;

  if (c->goal.kind == ISHI_PROBLEM_GOAL_BEST)
    return TRUE;
  if (c->goal.moves < 1)
    {
      problem_at (c, root, _("IM is needed: the number of moves the goal is proved in"));
      return FALSE;
    }
  at = c->rules->stone_at (c->start, c->goal.target.x, c->goal.target.y);
  want = (c->goal.kind == ISHI_PROBLEM_GOAL_CAPTURE || c->goal.kind == ISHI_PROBLEM_GOAL_KILL)
         ? c->other : c->player;
  if (at != want)
    {
      g_autofree char *name = point_name (c, c->goal.target);

      problem_at (c, root, _("IG's point %s must hold a stone of %s"), name, side_name (want));
      return FALSE;
    }
  return TRUE;
}

static void
check_go (Check *c)
{
  g_autoptr(IshiGoBoard) board = NULL;

  if (!go_goal_stones (c))
    return;
  board = go_board_new (c);
  go_right_lines (c, board);
  go_first_moves (c, board);
}

/* --- Renju ------------------------------------------------------------------------------- */

static IshiRenjuSolveLimits
renju_limits (Check *c, int moves)
{
  IshiRenjuSolveLimits limits = {
    .kind = c->goal.kind == ISHI_PROBLEM_GOAL_VCT ? ISHI_RENJU_SOLVE_VCT : ISHI_RENJU_SOLVE_VCF,
    .max_moves = (guint) MAX (moves, 1),
    .max_nodes = budget (c, RENJU_MAX_NODES)->max_nodes,
    .to_four_three = TRUE,
  };

  return limits;
}

static void
renju_board_from (Check *c, IshiRenjuBoard *board)
{
  ishi_renju_board_init (board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      if (c->rules->stone_at (c->start, x, y) != ISHI_EMPTY)
        ishi_renju_board_set (board, x, y, c->rules->stone_at (c->start, x, y));
}

/* Does the player's move `p` on `board` win within `left` moves? */
static gboolean
renju_wins (Check *c, const IshiRenjuBoard *board, IshiPoint p, int left, const IshiSgfNode *node,
            guint *length)
{
  IshiRenjuSolveLimits limits = renju_limits (c, left);
  IshiRenjuSolution solution;
  gboolean wins = ishi_renju_solve_from (board, c->player, p, &limits, &solution);

  c->spent += solution.nodes;
  if (!wins && solution.limit_reached)
    problem_at (c, node, _("this could not be proved within the search limit of %lu positions"),
                (unsigned long) limits.max_nodes);
  if (length != NULL)
    *length = wins ? solution.line->len : 0;
  ishi_renju_solution_clear (&solution);
  return wins;
}

static void
renju_right_lines (Check *c, IshiRenjuBoard *start)
{
  g_autoptr(GPtrArray) lines = ishi_problem_right_lines (c->problem);

  if (lines->len == 0)
    problem_at (c, ishi_problem_get_start (c->problem), _("the file has no right line"));
  for (guint i = 0; i < lines->len; i++)
    {
      GPtrArray *line = g_ptr_array_index (lines, i);
      IshiRenjuBoard board = *start;
      int left = c->goal.moves;
      guint length = 0;

      for (guint j = 0; j < line->len; j++)
        {
          const IshiSgfNode *node = g_ptr_array_index (line, j);
          IshiColor color;
          IshiPoint p;

          if (!node_move (c, node, &color, &p) || p.x < 0)
            break;
          if (color == c->player)
            {
              g_autofree char *name = point_name (c, p);

              if (left < 1 || !renju_wins (c, &board, p, left, node, &length))
                {
                  problem_at (c, node, g_dngettext (GETTEXT_PACKAGE,
                                                    "%s on a right line does not win within the %d move left",
                                                    "%s on a right line does not win within the %d moves left",
                                                    MAX (left, 0)),
                              name, MAX (left, 0));
                  break;
                }
              /* A five ends the line; a certain win (length 1) may be
               * followed by the defence and the five. */
              if (ishi_renju_board_makes_five (&board, color, p.x, p.y, NULL))
                length = 1;
              left -= 2;
            }
          ishi_renju_board_set (&board, p.x, p.y, color);
          if (j == line->len - 1 && length != 1)
            problem_at (c, node, _("a right line ends before the win is certain"));
        }
    }
}

/* The player's move `p` makes a four: the one point that blocks it, a
 * point the other side may play. */
static gboolean
renju_block (Check *c, const IshiRenjuBoard *board, IshiPoint p, IshiPoint *block)
{
  IshiRenjuBoard after = *board;
  IshiPoint fives[2];

  if (ishi_renju_board_get (board, p.x, p.y) != ISHI_EMPTY || !ishi_renju_may_play (board, c->player, p.x, p.y))
    return FALSE;
  ishi_renju_board_set (&after, p.x, p.y, c->player);
  if (ishi_renju_five_points (&after, c->player, fives, 2) != 1
      || !ishi_renju_may_play (&after, c->other, fives[0].x, fives[0].y))
    return FALSE;
  *block = fives[0];
  return TRUE;
}

static void
renju_first_moves (Check *c, IshiRenjuBoard *board)
{
  const IshiSgfNode *start = ishi_problem_get_start (c->problem);
  IshiRenjuSolveLimits limits = renju_limits (c, c->goal.moves);
  g_autoptr(GArray) winning = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  gboolean limit_reached = FALSE;

  ishi_renju_winning_moves (board, c->player, &limits, winning, &limit_reached);
  if (limit_reached)
    problem_at (c, start, _("the search for other winning first moves reached its limit of %lu positions"),
                (unsigned long) RENJU_MAX_NODES);
  for (guint i = 0; i < winning->len; i++)
    {
      IshiPoint p = g_array_index (winning, IshiPoint, i);
      gboolean right = FALSE;

      for (const IshiSgfNode *ch = start->first_child; ch != NULL; ch = ch->next_sibling)
        {
          IshiColor color;
          IshiPoint q;

          if (node_move (c, ch, &color, &q) && color == c->player && same_point (p, q)
              && g_hash_table_contains (c->right_first, ch))
            right = TRUE;
        }
      if (!right)
        {
          g_autofree char *name = point_name (c, p);

          problem_at (c, start, g_dngettext (GETTEXT_PACKAGE,
                                             "%s also wins within %d move, but the file does not have "
                                             "it as a right answer",
                                             "%s also wins within %d moves, but the file does not have "
                                             "it as a right answer", c->goal.moves),
                      name, c->goal.moves);
        }
      note_first_move (c, p, right, right, FALSE, (IshiPoint) { -1, -1 });
    }
  /* The file's wrong first moves: none of them wins. */
  for (const IshiSgfNode *ch = start->first_child; ch != NULL; ch = ch->next_sibling)
    {
      IshiColor color;
      IshiPoint p, reply = { -1, -1 };

      if (!node_move (c, ch, &color, &p) || color != c->player || g_hash_table_contains (c->right_first, ch))
        continue;
      for (guint i = 0; i < winning->len; i++)
        if (same_point (g_array_index (winning, IshiPoint, i), p))
          {
            g_autofree char *name = point_name (c, p);

            problem_at (c, ch, g_dngettext (GETTEXT_PACKAGE, "%s is marked wrong, but it wins within %d move",
                                            "%s is marked wrong, but it wins within %d moves", c->goal.moves),
                        name, c->goal.moves);
          }
      if (file_reply (c, ch, &reply) == NULL && !renju_block (c, board, p, &reply))
        continue;
      note_first_move (c, p, FALSE, TRUE, TRUE, reply);
    }
  /* Every other four of the player wins nothing (it is not among the
   * winning moves, all of which were found): its one defence is Ishi's
   * answer. */
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      {
        IshiPoint p = { x, y }, block;
        gboolean known = FALSE;

        for (guint i = 0; i < winning->len; i++)
          known |= same_point (g_array_index (winning, IshiPoint, i), p);
        for (const IshiSgfNode *ch = start->first_child; ch != NULL && !known; ch = ch->next_sibling)
          {
            IshiColor color;
            IshiPoint q;

            known = node_move (c, ch, &color, &q) && color == c->player && same_point (p, q);
          }
        if (!known && renju_block (c, board, p, &block))
          note_first_move (c, p, FALSE, FALSE, TRUE, block);
      }
}

static void
check_renju (Check *c)
{
  IshiRenjuBoard board;

  if (c->goal.moves < 1)
    {
      problem_at (c, ishi_problem_get_root (c->problem), _("IM is needed: the number of moves of the win"));
      return;
    }
  renju_board_from (c, &board);
  renju_right_lines (c, &board);
  renju_first_moves (c, &board);
}

/* --- the whole check ------------------------------------------------------------------------ */

gboolean
ishi_problem_check (const IshiProblem *problem, GPtrArray *problems, GArray *first_moves)
{
  return ishi_problem_check_full (problem, problems, first_moves, ISHI_PROBLEM_CHECK_MAX_NODES);
}

gboolean
ishi_problem_check_full (const IshiProblem *problem, GPtrArray *problems, GArray *first_moves,
                         guint64 max_nodes)
{
  Check c = { 0 };
  g_autoptr(GError) error = NULL;
  gboolean renju, renju_goal;
  const IshiSgfNode *start;

  g_return_val_if_fail (problem != NULL && problems != NULL, FALSE);

  c.problem = problem;
  c.problems = problems;
  c.first_moves = first_moves;
  c.n_before = problems->len;
  c.rules = ishi_problem_get_rules (problem);
  c.size = ishi_problem_get_size (problem);
  c.player = ishi_problem_get_player (problem);
  c.other = ishi_color_other (c.player);
  start = ishi_problem_get_start (problem);
  if (!ishi_problem_get_goal (problem, &c.goal, &error))
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return FALSE;
    }
  c.start = start_position (problem, &error);
  if (c.start == NULL)
    {
      problem_at (&c, start, "%s", error->message);
      return FALSE;
    }
  c.limits = (IshiSearchLimits) { c.goal.region_min, c.goal.region_max, GO_MAX_NODES, c.goal.region };
  c.spent = 0;
  c.max_nodes = max_nodes;
  c.right_first = g_hash_table_new (NULL, NULL);
  for (const IshiSgfNode *ch = start->first_child; ch != NULL; ch = ch->next_sibling)
    if (ishi_problem_node_on_right_line (problem, ch))
      g_hash_table_add (c.right_first, (gpointer) ch);

  replay_tree (&c);
  renju = g_strcmp0 (c.rules->id, "renju") == 0;
  renju_goal = c.goal.kind == ISHI_PROBLEM_GOAL_VCF || c.goal.kind == ISHI_PROBLEM_GOAL_VCT;
  if (problems->len == c.n_before && c.goal.kind != ISHI_PROBLEM_GOAL_NONE)
    {
      if (renju != renju_goal)
        problem_at (&c, ishi_problem_get_root (problem), renju ? _("a Go goal (IG) in a Renju problem")
                                                               : _("a Renju goal (IG) in a Go problem"));
      else if (renju)
        check_renju (&c);
      else
        check_go (&c);
    }
  g_hash_table_unref (c.right_first);
  c.rules->position_free (c.start);
  return problems->len == c.n_before;
}

/* --- refutations added ------------------------------------------------------------------------ */

IshiSgfNode *
ishi_problem_add_refutations (const IshiProblem *problem, GArray *first_moves, const char *comment)
{
  IshiSgfNode *root;
  IshiSgfNode *start;
  IshiColor player;

  g_return_val_if_fail (problem != NULL && first_moves != NULL, NULL);

  root = ishi_sgf_node_copy_tree (ishi_problem_get_root (problem));
  start = root;
  for (const IshiSgfNode *n = ishi_problem_get_root (problem); n != ishi_problem_get_start (problem);
       n = n->first_child)
    start = start->first_child;
  player = ishi_problem_get_player (problem);
  for (guint i = 0; i < first_moves->len; i++)
    {
      IshiProblemFirstMove *f = &g_array_index (first_moves, IshiProblemFirstMove, i);
      IshiSgfNode *move = NULL, *reply;
      g_autofree char *point = NULL, *answer = NULL;

      if (f->right || !f->refuted || f->move.x < 0)
        continue;
      point = ishi_sgf_format_point (f->move.x, f->move.y);
      /* A wrong move the file has without an answer gets the refutation. */
      for (IshiSgfNode *c = start->first_child; c != NULL && move == NULL; c = c->next_sibling)
        if (g_strcmp0 (ishi_sgf_node_get_raw (c, player == ISHI_BLACK ? "B" : "W"), point) == 0)
          move = c;
      if (move != NULL && move->first_child != NULL)
        continue;
      if (move == NULL)
        {
          move = ishi_sgf_node_new ();
          ishi_sgf_node_set_raw (move, player == ISHI_BLACK ? "B" : "W", point);
          ishi_sgf_node_set_raw (move, "BM", "1");
          if (comment != NULL)
            ishi_sgf_node_set_text (move, "C", comment);
          ishi_sgf_node_append_child (start, move);
        }
      reply = ishi_sgf_node_new ();
      answer = f->refutation.x < 0 ? g_strdup ("") : ishi_sgf_format_point (f->refutation.x, f->refutation.y);
      ishi_sgf_node_set_raw (reply, player == ISHI_BLACK ? "W" : "B", answer);
      ishi_sgf_node_append_child (move, reply);
    }
  return root;
}

/* --- kanji by grade --------------------------------------------------------------------------- */

guint
ishi_problem_check_grade (const IshiProblem *problem, int grade, GPtrArray *warnings)
{
  const IshiSgfNode *root;
  guint count = 0;

  g_return_val_if_fail (problem != NULL && warnings != NULL, 0);

  root = ishi_problem_get_root (problem);
  for (const IshiSgfNode *n = root; n != NULL;)
    {
      g_autofree char *text = ishi_sgf_node_get_text (n, "C");
      g_autoptr(GPtrArray) runs = ishi_problem_text_runs (text);

      for (guint i = 0; i < runs->len; i++)
        {
          IshiProblemRun *run = g_ptr_array_index (runs, i);

          if (run->kind != ISHI_PROBLEM_RUN_TEXT)
            continue;
          for (const char *p = run->text; *p != '\0'; p = g_utf8_next_char (p))
            {
              gunichar ch = g_utf8_get_char (p);
              int g = ishi_kanji_grade (ch);
              char utf8[8] = { 0 };

              if (!ishi_kanji_is_kanji (ch) || (g >= 1 && g <= grade))
                continue;
              g_unichar_to_utf8 (ch, utf8);
              g_ptr_array_add (warnings, g_strdup_printf (_("%s:%u:%u: warning: %s is not taught by grade %d "
                                                            "and has no reading"),
                                                          ishi_problem_get_filename (problem)
                                                            ? ishi_problem_get_filename (problem) : "-",
                                                          n->line, n->column, utf8, grade));
              count++;
            }
        }
      /* the next node of the tree, in order */
      if (n->first_child != NULL)
        n = n->first_child;
      else
        {
          while (n != root && n->next_sibling == NULL)
            n = n->parent;
          n = n == root ? NULL : n->next_sibling;
        }
    }
  return count;
}
