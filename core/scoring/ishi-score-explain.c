/* ishi-score-explain.c — the equal-stones count (等子比空) step by step on
 * the board, as counting-methods.zh.txt has the players do it (七, 八:
 * 将棋做成等子局面): refill, pay for extra moves at the boundary, take
 * stones out of one's own territory, then count 目 and 点.
 *
 * The figures are computed in ishi-score.c; this file only shows where
 * the stones go, so that a teacher can step through the count.  Where a
 * stone goes is the text's: "回填到各自的围空中" (into one's own
 * territory), "从黑白棋子交界处取下" (from where the colours meet),
 * "从己方地盘内取下" (out of one's own territory).  Which of those points
 * is a free choice of the players; the choices made here keep the shape
 * readable: refilled stones go next to the side's own stones first, as
 * players fill along the edge of their territory, and stones taken out of
 * the territory are the refilled ones first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-score"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-grid-private.h"
#include "ishi-score-private.h"

typedef struct {
  int size;
  int n;
  IshiColor *board;       /* the stones as the steps go */
  guint8 *changed;        /* of the current step */
  guint8 *refilled;       /* stones a refill put there */
  int *order;             /* refilled points in the order placed */
  int n_order;
  const IshiColor *owner; /* territory, from the count */
  const guint8 *seki;
} Sim;

static const char *
side_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static char *
number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", value));
}

static void
add_step (IshiScore *score, Sim *sim, IshiScoreStepKind kind, IshiColor color, int count,
          char *text)
{
  IshiScoreStep *step = g_new0 (IshiScoreStep, 1);

  step->kind = kind;
  step->color = color;
  step->count = count;
  step->text = text;
  step->board = g_memdup2 (sim->board, sim->n * sizeof (IshiColor));
  step->changed = g_memdup2 (sim->changed, sim->n);
  memset (sim->changed, 0, sim->n);
  g_ptr_array_add (score->steps, step);
}

/* Distance of each point from the nearest stone of `color`, through any
 * points (a breadth-first walk); G_MAXINT where there is none. */
static void
distances (const Sim *sim, IshiColor color, int *dist)
{
  g_autofree int *queue = g_new (int, sim->n);
  int head = 0, tail = 0;

  for (int p = 0; p < sim->n; p++)
    {
      dist[p] = G_MAXINT;
      if (sim->board[p] == color)
        {
          dist[p] = 0;
          queue[tail++] = p;
        }
    }
  while (head < tail)
    {
      int p = queue[head++], nb[4], k = ishi_grid_neighbours (sim->size, p, nb);

      for (int i = 0; i < k; i++)
        if (dist[nb[i]] == G_MAXINT)
          {
            dist[nb[i]] = dist[p] + 1;
            queue[tail++] = nb[i];
          }
    }
}

/* Puts up to `count` stones of `color` on its own empty territory, points
 * outside seki first, nearest its own stones first.  Returns how many. */
static int
fill_own (Sim *sim, IshiColor color, int count)
{
  g_autofree int *dist = g_new (int, sim->n);
  int placed = 0;

  distances (sim, color, dist);
  for (int pass = 0; pass < 2 && placed < count; pass++)
    while (placed < count)
      {
        int best = -1;

        for (int p = 0; p < sim->n; p++)
          if (sim->board[p] == ISHI_EMPTY && sim->owner[p] == color &&
              (pass == 1 || !sim->seki[p]) && (best < 0 || dist[p] < dist[best]))
            best = p;
        if (best < 0)
          break;
        sim->board[best] = color;
        sim->changed[best] = 1;
        /* A point filled, taken back and filled again is the latest
         * placed, once: `order` holds each point at most once, so it
         * never grows past the board. */
        if (sim->refilled[best])
          for (int i = 0; i < sim->n_order; i++)
            if (sim->order[i] == best)
              {
                memmove (sim->order + i, sim->order + i + 1,
                         (sim->n_order - i - 1) * sizeof *sim->order);
                sim->n_order--;
                break;
              }
        sim->refilled[best] = 1;
        sim->order[sim->n_order++] = best;
        placed++;
      }
  return placed;
}

static gboolean
touches (const Sim *sim, int p, IshiColor color, gboolean empty_unowned)
{
  int nb[4], k = ishi_grid_neighbours (sim->size, p, nb);

  for (int i = 0; i < k; i++)
    {
      IshiColor c = sim->board[nb[i]];

      if (c == color && color != ISHI_EMPTY)
        return TRUE;
      if (empty_unowned && c == ISHI_EMPTY && sim->owner[nb[i]] == ISHI_EMPTY)
        return TRUE;
    }
  return FALSE;
}

static gboolean
beside_territory (const Sim *sim, int p, IshiColor color)
{
  int nb[4], k = ishi_grid_neighbours (sim->size, p, nb);

  for (int i = 0; i < k; i++)
    if (sim->board[nb[i]] == ISHI_EMPTY && sim->owner[nb[i]] == color)
      return TRUE;
  return FALSE;
}

static void
take (Sim *sim, int p)
{
  sim->board[p] = ISHI_EMPTY;
  sim->changed[p] = 1;
}

/* 多下贴点: `count` stones of `color` off where the colours meet — next to
 * an enemy stone or a shared point — the stones played in the game
 * before refilled ones, and stones with none of their own territory
 * beside them before the others (the point left is "视为未收的单官", a
 * dame, and a stone of a thicker wall keeps the territory visibly
 * closed).  Returns how many. */
static int
take_at_boundary (Sim *sim, IshiColor color, int count)
{
  IshiColor other = ishi_color_other (color);
  int taken = 0;

  for (int pass = 0; pass < 4 && taken < count; pass++)
    for (int p = 0; p < sim->n && taken < count; p++)
      if (sim->board[p] == color && !sim->changed[p] &&
          (pass == 3 || !sim->refilled[p]) &&
          (pass > 1 || touches (sim, p, other, TRUE)) &&
          (pass > 0 || !beside_territory (sim, p, color)))
        {
          take (sim, p);
          taken++;
        }
  return taken;
}

/* 多下不贴点: `count` stones of `color` out of its own territory: the
 * refilled ones first (last placed first), then stones with territory
 * beside them and no enemy stone, then any. */
static int
take_from_territory (Sim *sim, IshiColor color, int count)
{
  IshiColor other = ishi_color_other (color);
  int taken = 0;

  for (int i = sim->n_order; i-- > 0 && taken < count;)
    {
      int p = sim->order[i];

      if (sim->board[p] == color && !sim->changed[p])
        {
          take (sim, p);
          taken++;
        }
    }
  for (int pass = 0; pass < 2 && taken < count; pass++)
    for (int p = 0; p < sim->n && taken < count; p++)
      {
        if (sim->board[p] != color || sim->changed[p])
          continue;
        if (pass == 0 && (!beside_territory (sim, p, color) || touches (sim, p, other, FALSE)))
          continue;
        take (sim, p);
        taken++;
      }
  return taken;
}

static int
count_stones (const IshiColor *board, int n, IshiColor color)
{
  int k = 0;

  for (int p = 0; p < n; p++)
    k += board[p] == color;
  return k;
}

static void
sim_init (Sim *sim, const IshiScore *score, const IshiScoreInput *in)
{
  sim->size = in->size;
  sim->n = in->size * in->size;
  sim->board = g_memdup2 (in->board, sim->n * sizeof (IshiColor));
  sim->changed = g_new0 (guint8, sim->n);
  sim->refilled = g_new0 (guint8, sim->n);
  sim->order = g_new (int, sim->n);
  sim->owner = score->owner;
  sim->seki = score->seki;
}

static void
sim_clear (Sim *sim)
{
  g_free (sim->board);
  g_free (sim->changed);
  g_free (sim->refilled);
  g_free (sim->order);
}

/* The position as the game ended, the dead stones marked. */
static void
add_position_step (IshiScore *score, Sim *sim, const IshiScoreInput *in, const IshiColor *live)
{
  int dead_b = 0, dead_w = 0;

  for (int p = 0; p < sim->n; p++)
    if (in->board[p] != ISHI_EMPTY && live[p] == ISHI_EMPTY)
      {
        sim->changed[p] = 1;
        dead_b += in->board[p] == ISHI_BLACK;
        dead_w += in->board[p] == ISHI_WHITE;
      }
  add_step (score, sim, ISHI_SCORE_STEP_POSITION, ISHI_EMPTY, 0,
            /* Translators: the first step of an equal-stones count */
            g_strdup_printf (_("The position at the end: Black %d stones (%d of them dead), "
                               "White %d stones (%d of them dead)."),
                             count_stones (in->board, sim->n, ISHI_BLACK), dead_b,
                             count_stones (in->board, sim->n, ISHI_WHITE), dead_w));
}

/* 多下贴点: the extra moves before the first two passes, paid at the
 * boundary (art versions). */
static void
add_pay_step (IshiScore *score, Sim *sim, gboolean into_territory)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;
  IshiColor payer;
  const IshiScoreSide *s;

  if (b->paid == 0 && w->paid == 0)
    return;
  payer = b->paid > 0 ? ISHI_BLACK : ISHI_WHITE;
  s = payer == ISHI_BLACK ? b : w;
  take_at_boundary (sim, payer, s->paid);
  if (into_territory)
    {
      /* 3-1: "为将棋做成等子局面,应将它们回填到该方自己的围空中". */
      fill_own (sim, payer, s->paid);
      add_step (score, sim, ISHI_SCORE_STEP_PAY, payer, s->paid,
                /* Translators: equal stones 3-1: %s is Black or White */
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Extra moves are paid for: before the first stop "
                                              "Black played %d moves on the board and White %d, "
                                              "so %s moves %d stone from where the colours meet "
                                              "into its own territory, one moku less; the point "
                                              "left is shared like dame.",
                                              "Extra moves are paid for: before the first stop "
                                              "Black played %d moves on the board and White %d, "
                                              "so %s moves %d stones from where the colours meet "
                                              "into its own territory, one moku less each; the "
                                              "points left are shared like dame.", s->paid),
                                 b->moves, w->moves, side_name (payer), s->paid));
      return;
    }
  add_step (score, sim, ISHI_SCORE_STEP_PAY, payer, s->paid,
            /* Translators: equal stones, art version: %s is Black or White */
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Extra moves are paid for: before the first two "
                                          "passes Black played %d moves and White %d, so %s "
                                          "takes %d stone off where the colours meet; the "
                                          "point is shared like dame.",
                                          "Extra moves are paid for: before the first two "
                                          "passes Black played %d moves and White %d, so %s "
                                          "takes %d stones off where the colours meet; the "
                                          "points are shared like dame.", s->paid),
                             b->moves, w->moves, side_name (payer), s->paid));
}

/* A step that fills `black` and `white` stones into their sides' own
 * territory, said by `text` (taken), with a sentence when not all of
 * them find room on the board. */
static void
add_fill_step (IshiScore *score, Sim *sim, IshiScoreStepKind kind, int black, int white, char *text)
{
  int fit_b = fill_own (sim, ISHI_BLACK, black);
  int fit_w = fill_own (sim, ISHI_WHITE, white);
  GString *said = g_string_new (text);

  g_free (text);
  if (fit_b < black || fit_w < white)
    {
      g_string_append_c (said, ' ');
      g_string_append_printf (said,
                              /* Translators: equal stones, refill: not all stones fit */
                              _("Black's territory holds %d of them and White's %d; the "
                                "others count as moku less all the same."),
                              fit_b, fit_w);
    }
  add_step (score, sim, kind, ISHI_EMPTY, black + white, g_string_free (said, FALSE));
}

/* 九, 十: compare 目; the 点 they come to. */
static void
add_count_step (IshiScore *score, Sim *sim)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;
  g_autofree char *komi = number (b->komi > 0 ? -b->komi : w->komi);
  g_autofree char *pb = number (b->points);
  g_autofree char *pw = number (w->points);

  add_step (score, sim, ISHI_SCORE_STEP_COUNT, ISHI_EMPTY, 0,
            /* Translators: the last step of an equal-stones count */
            g_strdup_printf (_("Count on equal stones (%d each): Black has %d moku, White %d; "
                               "with komi %s the result is %s.  In points, Black %s and White "
                               "%s, the %d points of the board."),
                             b->stones, b->moku, w->moku, komi, score->result, pb, pw, sim->n));
}

/* 2-2 附文: TRUE when stones placed without a move (handicap, setup) make
 * the stones to balance differ from the moves (ishi-score.c counts the
 * stones after the refill, "平衡手数之实质是平衡回填做棋后盘内双方的子数"); the
 * balancing step then says so instead of naming the last move. */
static gboolean
balance_counts_placed (const IshiScore *score, const IshiScoreInput *in)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;
  int moves, stones;

  if (score->method != ISHI_SCORE_EQUAL_OFF_LAW || in->way == ISHI_SCORE_WAY_SECTION_8)
    return FALSE;
  moves = (in->moves_black + in->offboard_black + in->passes_black) -
          (in->moves_white + in->offboard_white + in->passes_white);
  stones = w->balanced - b->balanced + b->negative - w->negative;
  return moves != stones;
}

/* 3-x (1) and the 2-2 appendix (1): the moves, or the stones, balanced
 * before the refill (平衡手数, and the appendix's B类负着). */
static void
explain_balance (IshiScore *score, Sim *sim, gboolean placed)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;

  /* 3-x (1) and 2-2 附文 (1) a, 平衡手数: nothing moves on the board yet. */
  if (b->balanced > 0 || w->balanced > 0)
    {
      IshiColor side = b->balanced > 0 ? ISHI_BLACK : ISHI_WHITE;
      int k = MAX (b->balanced, w->balanced);

      if (placed)
        add_step (score, sim, ISHI_SCORE_STEP_BALANCE, side, k,
                  /* Translators: equal stones 2-2, the appendix's option (a) in a
                   * handicap game: %s is Black or White */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "The stones are balanced: counting the stones "
                                                "placed without a move (handicap or setup), %s "
                                                "will have %d stone fewer after the refill and "
                                                "plays %d stone off the board.",
                                                "The stones are balanced: counting the stones "
                                                "placed without a move (handicap or setup), %s "
                                                "will have %d stones fewer after the refill and "
                                                "plays %d stones off the board.", k),
                                   side_name (side), k, k));
      else
        add_step (score, sim, ISHI_SCORE_STEP_BALANCE, side, k,
                  /* Translators: equal stones 3-x: %s is Black or White */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "The moves are balanced: %s played %d move fewer "
                                                "and plays %d stone off the board.",
                                                "The moves are balanced: %s played %d moves fewer "
                                                "and plays %d stones off the board.", k),
                                   side_name (side), k, k));
    }

  /* 2-2 附文 (1) b: "由黑方下出一手B类负着(即黑方从自己地盘内取下1个己方棋子)". */
  if (b->negative > 0 || w->negative > 0)
    {
      IshiColor side = b->negative > 0 ? ISHI_BLACK : ISHI_WHITE;
      int k = MAX (b->negative, w->negative);

      take_from_territory (sim, side, k);
      if (placed)
        add_step (score, sim, ISHI_SCORE_STEP_NEGATIVE, side, k,
                  /* Translators: equal stones 2-2, the appendix's option (b) in a
                   * handicap game: %s is Black or White */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "The stones are balanced: counting the stones "
                                                "placed without a move (handicap or setup), %s "
                                                "will have %d stone more after the refill and "
                                                "takes it out of its own territory; the point "
                                                "is its moku.",
                                                "The stones are balanced: counting the stones "
                                                "placed without a move (handicap or setup), %s "
                                                "will have %d stones more after the refill and "
                                                "takes them out of its own territory; the "
                                                "points are its moku.", k),
                                   side_name (side), k));
      else
        add_step (score, sim, ISHI_SCORE_STEP_NEGATIVE, side, k,
                  /* Translators: equal stones 2-2, the appendix's option (b): %s is Black or White */
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "The moves are balanced: %s played the last move "
                                                "and takes %d of its stones out of its own "
                                                "territory; the point is its moku.",
                                                "The moves are balanced: %s played %d moves more "
                                                "and takes as many of its stones out of its own "
                                                "territory; the points are its moku.", k),
                                   side_name (side), k));
    }
}

/* (3) 多下不贴点: the side with more stones on the board. */
static void
explain_removed (IshiScore *score, Sim *sim, gboolean art)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;

  /* (3) 多下不贴点: the side with more stones takes them out of its own
   * territory; they are its 目 again. */
  if (b->removed > 0 || w->removed > 0)
    {
      IshiColor side = b->removed > 0 ? ISHI_BLACK : ISHI_WHITE;
      const IshiScoreSide *s = side == ISHI_BLACK ? b : w;
      GString *text = g_string_new (NULL);

      take_from_territory (sim, side, s->removed);
      g_string_append_printf (text,
                              /* Translators: equal stones: %s is Black or White */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Equal stones: %s has %d stone more on the board and "
                                           "takes it out of its own territory; the point is its "
                                           "moku again.",
                                           "Equal stones: %s has %d stones more on the board and "
                                           "takes them out of its own territory; the points are "
                                           "its moku again.", s->removed),
                              side_name (side), s->removed);
      g_string_append_c (text, ' ');
      if (!art)
        g_string_append (text, _("In the law version extra moves are not paid for."));
      else if (s->moves_dispute > 0)
        g_string_append_printf (text,
                                _("Moves after the first two passes are not paid for "
                                  "(Black played %d of them, White %d)."),
                                b->moves_dispute, w->moves_dispute);
      else
        g_string_append (text, _("These are stones placed without a move (handicap or setup)."));
      add_step (score, sim, ISHI_SCORE_STEP_REMOVE, side, s->removed,
                g_string_free (text, FALSE));
    }
}

void
ishi_score_explain_equal (IshiScore *score, const IshiScoreInput *in, const IshiColor *live,
                          gboolean art, gboolean pay_into_territory)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;
  gboolean placed = balance_counts_placed (score, in);
  Sim sim = { 0 };

  sim_init (&sim, score, in);
  add_position_step (score, &sim, in, live);

  explain_balance (score, &sim, placed);

  /* (1) 回填死子与俘子. */
  {
    for (int p = 0; p < sim.n; p++)
      if (sim.board[p] != live[p])
        {
          sim.board[p] = ISHI_EMPTY;
          sim.changed[p] = 1;
        }
    add_fill_step (score, &sim, ISHI_SCORE_STEP_REFILL, b->refilled, w->refilled,
                   g_strdup_printf (
                     /* Translators: equal stones, the refill step */
                     _("Refill: the dead stones come off the board.  Black fills its %d "
                       "captured and %d dead stones into its own territory, White its %d "
                       "and %d: each of them is one moku less."),
                     in->captured_by_white, b->refilled - in->captured_by_white,
                     in->captured_by_black, w->refilled - in->captured_by_black));
  }

  /* 2-x, 3-x: "虚着之子 … 一并回填到各自的围空中去". */
  if (b->off_board > 0 || w->off_board > 0)
    add_fill_step (score, &sim, ISHI_SCORE_STEP_OFF_BOARD, b->off_board, w->off_board,
                   g_strdup_printf (
                     /* Translators: equal stones with off-board moves */
                     _("The stones played off the board are filled into their side's "
                       "own territory too: Black %d, White %d, one moku less each."),
                     b->off_board, w->off_board));

  /* 2-2 附文 (2): "双方连续两弃前的每一次放弃也要填1子". */
  if (b->pass_filled > 0 || w->pass_filled > 0)
    add_fill_step (score, &sim, ISHI_SCORE_STEP_PASS_FILL, b->pass_filled, w->pass_filled,
                   g_strdup_printf (
                     /* Translators: equal stones 2-2, the appendix */
                     _("Each pass before the last two is paid with a stone filled into "
                       "the passer's own territory: Black %d, White %d, one moku less "
                       "each."),
                     b->pass_filled, w->pass_filled));

  /* (2) 多下贴点, art version: the extra moves before the first two
   * passes, paid at the boundary. */
  if (art)
    add_pay_step (score, &sim, pay_into_territory);

  explain_removed (score, &sim, art);

  add_count_step (score, &sim);
  sim_clear (&sim);
}

void
ishi_score_explain_bowls (IshiScore *score, const IshiScoreInput *in, const IshiColor *live,
                          gboolean art)
{
  const IshiScoreSide *b = &score->black, *w = &score->white;
  Sim sim = { 0 };
  int dead_b = 0, dead_w = 0, keep = b->bowl - b->filled;
  int fit_b, fit_w;
  GString *text;

  sim_init (&sim, score, in);
  add_position_step (score, &sim, in, live);

  /* (2) 实施多下贴点的手续 (4-1 only), before the dead stones are cleared. */
  if (art)
    add_pay_step (score, &sim, FALSE);

  /* (3) 清理死子: back to the bowls. */
  for (int p = 0; p < sim.n; p++)
    if (sim.board[p] != ISHI_EMPTY && live[p] == ISHI_EMPTY)
      {
        dead_b += sim.board[p] == ISHI_BLACK;
        dead_w += sim.board[p] == ISHI_WHITE;
        take (&sim, p);
      }
  add_step (score, &sim, ISHI_SCORE_STEP_CLEAR_DEAD, ISHI_EMPTY, dead_b + dead_w,
            /* Translators: equal stones from the bowls */
            g_strdup_printf (_("The dead stones go back to their bowls: %d black and %d white."),
                             dead_b, dead_w));

  /* (4) 将棋做成等子局面: fill from the bowls until both hold as many. */
  fit_b = fill_own (&sim, ISHI_BLACK, b->filled);
  fit_w = fill_own (&sim, ISHI_WHITE, w->filled);
  text = g_string_new (NULL);
  g_string_append_printf (text,
                          /* Translators: equal stones from the bowls */
                          _("Each bowl held %d stones; Black's now holds %d and White's %d.  "
                            "Each side fills its own territory from its bowl until %d are left "
                            "in each: Black fills %d and White %d, and both have %d stones on "
                            "the board."),
                          b->bowl + b->stones - b->filled, b->bowl, w->bowl, keep,
                          b->filled, w->filled, b->stones);
  if (fit_b < b->filled || fit_w < w->filled)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              _("Black's territory holds %d of them and White's %d; the "
                                "others count as moku less all the same."),
                              fit_b, fit_w);
    }
  add_step (score, &sim, ISHI_SCORE_STEP_BOWLS, ISHI_EMPTY, b->filled + w->filled,
            g_string_free (text, FALSE));

  add_count_step (score, &sim);
  sim_clear (&sim);
}

void
ishi_score_step_free (IshiScoreStep *step)
{
  if (step == NULL)
    return;
  g_free (step->text);
  g_free (step->board);
  g_free (step->changed);
  g_free (step);
}
