/* ishi-renju-board.c — Black's forbidden points in Renju, exactly as the
 * International Rules of Renju (RIF, 1996, corrected 1998) define them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ─── The rules implemented here ────────────────────────────────────────────
 *
 * Article 3 of the RIF rules defines the words; everything below follows
 * those definitions to the letter, for Black (White has no forbidden
 * points, and for White five or more in a row wins):
 *
 *   five       exactly five Black stones in an unbroken row.  Six or more is
 *              an OVERLINE, which is not a five for Black.
 *   four       a row of four stones to which ONE more stone gives a five.
 *              For Black that means an exact five: a point that would make
 *              six is not a five-point, so  X X X X . X  is no four on the
 *              right-hand side.
 *   straight four
 *              an unbroken four that can become a five in two different
 *              ways:  . X X X X .  with neither end point making six.
 *   three      a row of three stones to which one more stone gives a
 *              straight four — and that stone must not make a five at the
 *              same time.
 *   double four / double three
 *              one stone that makes two (or more) fours / threes which all
 *              pass through that stone.
 *
 * A Black move is forbidden (article 9) when it makes an overline, a double
 * four or a double three.  A move that makes an exact five is never
 * forbidden: the five wins, whatever else the stone makes at the same time.
 *
 * Fours and threes "made by" a move are those that contain the new stone; a
 * four elsewhere on the board that the stone does not touch does not count.
 * A double four can lie on ONE line: in  X . X X X . X  the middle stone
 * makes a four to the left and another to the right, so each of
 *
 *     X . X X X . X      X X . X X . X X      X X X . X . X X X
 *
 * is a double four when the new stone is one of the stones that belong to
 * both fours.  A straight four is ONE four even though it has two
 * five-points.
 *
 * RIF 9.3 (the "false" double three): a three counts only if it can really
 * become a straight four, i.e. if at least one of the points that would
 * make it a straight four may legally be played by Black.  When every such
 * point is itself forbidden (a double four, a double three — judged again by
 * these same rules — or an overline) the three is no three, and a stone that
 * makes it plus one real three is allowed.  This is why the test recurses:
 * deciding whether point p is a double three may mean deciding whether the
 * extension point q of one of p's threes is forbidden with p on the board,
 * which may mean looking at q's own threes, and so on.  Each level adds a
 * stone, so the recursion always ends; in real games it is rarely more than
 * one or two levels deep, and even contrived clusters of Black stones keep
 * a whole-board scan within a few tens of microseconds (bench-renju).
 *
 * The definition of a three also says the straight four must be made
 * "without at the same time a five in a row": an extension point that would
 * also complete a five elsewhere does not make a three either (after such a
 * move White must stop that five first, so the three is no threat).
 *
 * A line that is a four for the new stone is not counted as a three as
 * well.  One four and one three on different lines (四三) are allowed — that
 * is how Black wins.  But two threes are a double three whatever fours the
 * stone makes besides (4-3-3 is forbidden), and two fours are a double four
 * whatever threes it makes (4-4-3).
 *
 * ─── How it is computed ─────────────────────────────────────────────────────
 *
 * For each of the four directions every line of the board is kept as three
 * bit masks (black, white, empty) with a margin of five bits, so that the
 * eleven points centred on any point p — p±5 along the line — are one shift
 * and one AND away.  Off-board points are in none of the masks, so the edge
 * of the board behaves like a White stone.
 *
 * Five points either side are exactly enough: any five, four or straight
 * four through p lies within p±4, and telling a five from an overline needs
 * one more point at each end.
 *
 * With p's bit set in the black window, per direction:
 *   - the unbroken run through p (two bit scans) gives five / overline;
 *   - a four: an empty point q in p±4 with which the run through p becomes
 *     exactly five.  Two such points exactly five apart are the two ends of a
 *     straight four (one four); any other second point is a second four on
 *     the same line.
 *   - a three: an empty point q in p±3 with which the run through p becomes
 *     an unbroken four whose both ends are empty and whose next points are
 *     not Black (so both ends make an exact five: a straight four).
 *
 * Most points are dismissed by counting stones in the windows before any of
 * that (a four needs four Black stones within p±4, a three three within
 * p±3).  Only when two directions each have a candidate three is p put on a
 * scratch copy of the board and the candidate extension points judged by the
 * same function, recursively.
 */
#include "config.h"

#include <string.h>

#include "ishi-renju-board.h"

#define N ISHI_RENJU_SIZE
#define PAD 5                   /* bits of margin at each end of a line mask */
#define CENTRE 5                /* the window bit of the point under test */
#define BIT(i) (1u << (i))
#define WINDOW_MASK 0x7ffu      /* the 11 bits p-5 .. p+5 */
#define NEAR4_MASK 0x3feu       /* p-4 .. p+4: where a five through p lies */
#define NEAR3_MASK 0x1fcu       /* p-3 .. p+3: where a three's stones lie */

enum { DIR_H, DIR_V, DIR_D, DIR_A };

/* Steps along each direction, in board coordinates (y down): horizontal,
 * vertical, the "\" diagonal and the "/" diagonal.  A line's bit position is
 * x, except on vertical lines where it is y; one step along the line adds
 * one to the position. */
static const int dir_dx[ISHI_RENJU_N_DIRECTIONS] = { 1, 0, 1, 1 };
static const int dir_dy[ISHI_RENJU_N_DIRECTIONS] = { 0, 1, 1, -1 };

static inline int
line_of (int d, int x, int y)
{
  switch (d)
    {
    case DIR_H: return y;
    case DIR_V: return x;
    case DIR_D: return x - y + N - 1;
    default:    return x + y;
    }
}

static inline int
pos_of (int d, int x, int y)
{
  return d == DIR_V ? y : x;
}

static inline int
count_trailing_zeros (guint32 v)
{
#if defined(__GNUC__)
  return __builtin_ctz (v);
#else
  int n = 0;
  while (!(v & 1))
    {
      v >>= 1;
      n++;
    }
  return n;
#endif
}

static inline int
highest_bit (guint32 v)
{
#if defined(__GNUC__)
  return 31 - __builtin_clz (v);
#else
  int n = -1;
  while (v)
    {
      v >>= 1;
      n++;
    }
  return n;
#endif
}

static inline int
popcount (guint32 v)
{
#if defined(__GNUC__)
  return __builtin_popcount (v);
#else
  int n = 0;
  for (; v; v &= v - 1)
    n++;
  return n;
#endif
}

static inline gboolean
on_board (int x, int y)
{
  return x >= 0 && x < N && y >= 0 && y < N;
}

/* --- the board ------------------------------------------------------------ */

void
ishi_renju_board_init (IshiRenjuBoard *board)
{
  g_return_if_fail (board != NULL);

  memset (board, 0, sizeof *board);
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++)
      for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
        board->empty[d][line_of (d, x, y)] |= BIT (pos_of (d, x, y) + PAD);
}

static inline IshiColor
color_at (const IshiRenjuBoard *board, int x, int y)
{
  guint32 bit = BIT (x + PAD);

  if (board->black[DIR_H][y] & bit)
    return ISHI_BLACK;
  if (board->white[DIR_H][y] & bit)
    return ISHI_WHITE;
  return ISHI_EMPTY;
}

IshiColor
ishi_renju_board_get (const IshiRenjuBoard *board, int x, int y)
{
  g_return_val_if_fail (board != NULL, ISHI_EMPTY);
  g_return_val_if_fail (on_board (x, y), ISHI_EMPTY);

  return color_at (board, x, y);
}

static inline void
put (IshiRenjuBoard *board, int x, int y, IshiColor color)
{
  IshiColor old = color_at (board, x, y);

  if (old == color)
    return;
  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    {
      int line = line_of (d, x, y);
      guint32 bit = BIT (pos_of (d, x, y) + PAD);

      board->black[d][line] &= ~bit;
      board->white[d][line] &= ~bit;
      board->empty[d][line] &= ~bit;
      if (color == ISHI_BLACK)
        board->black[d][line] |= bit;
      else if (color == ISHI_WHITE)
        board->white[d][line] |= bit;
      else
        board->empty[d][line] |= bit;
    }
  if (old == ISHI_EMPTY)
    board->n_stones++;
  else if (color == ISHI_EMPTY)
    board->n_stones--;
}

void
ishi_renju_board_set (IshiRenjuBoard *board, int x, int y, IshiColor color)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (on_board (x, y));
  g_return_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE);

  put (board, x, y, color);
}

gboolean
ishi_renju_board_is_full (const IshiRenjuBoard *board)
{
  g_return_val_if_fail (board != NULL, FALSE);

  return board->n_stones == ISHI_RENJU_N_POINTS;
}

/* "from" is the end with the smaller column; on a vertical line the lower
 * one, i.e. the larger y. */
static void
order_ends (IshiPoint *from, IshiPoint *to)
{
  if (from->x > to->x || (from->x == to->x && from->y < to->y))
    {
      IshiPoint t = *from;
      *from = *to;
      *to = t;
    }
}

/* The unbroken row of `color` through (x, y) along d, counting (x, y) as
 * `color` whatever is there: its length, and its ends. */
static int
row_through (const IshiRenjuBoard *board, IshiColor color, int d, int x, int y,
             IshiPoint *from, IshiPoint *to)
{
  int dx = dir_dx[d], dy = dir_dy[d];
  int back = 0, fwd = 0;

  while (on_board (x - (back + 1) * dx, y - (back + 1) * dy)
         && color_at (board, x - (back + 1) * dx, y - (back + 1) * dy) == color)
    back++;
  while (on_board (x + (fwd + 1) * dx, y + (fwd + 1) * dy)
         && color_at (board, x + (fwd + 1) * dx, y + (fwd + 1) * dy) == color)
    fwd++;
  if (from != NULL && to != NULL)
    {
      *from = (IshiPoint) { x - back * dx, y - back * dy };
      *to = (IshiPoint) { x + fwd * dx, y + fwd * dy };
      order_ends (from, to);
    }
  return back + fwd + 1;
}

gboolean
ishi_renju_board_makes_five (const IshiRenjuBoard *board, IshiColor color,
                             int x, int y, IshiPoint ends[2])
{
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);
  g_return_val_if_fail (on_board (x, y), FALSE);

  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    {
      IshiPoint from, to;
      int length = row_through (board, color, d, x, y, &from, &to);

      if (length == 5 || (length > 5 && color == ISHI_WHITE))
        {
          if (ends != NULL)
            {
              ends[0] = from;
              ends[1] = to;
            }
          return TRUE;
        }
    }
  return FALSE;
}

/* --- line windows ------------------------------------------------------- */

/* The unbroken run of set bits through the centre of an 11-bit window:
 * its lowest and highest bit.  A run that reaches the edge of the window is
 * at least six long, which is all the callers need to know about it. */
static inline void
run_bounds (guint32 b, int *lo, int *hi)
{
  guint32 below = ~b & (BIT (CENTRE) - 1);

  *hi = CENTRE - 1 + count_trailing_zeros (~(b >> CENTRE));
  *lo = below ? highest_bit (below) + 1 : 0;
}

/* The points q (as bits) where one more Black stone makes the run through
 * the centre exactly five: the five-points of the fours through p.  `b` has
 * the centre bit set; `e` is the empty points. */
static inline guint32
five_points (guint32 b, guint32 e)
{
  guint32 result = 0;

  for (guint32 c = e & NEAR4_MASK; c; c &= c - 1)
    {
      int q = count_trailing_zeros (c);
      int lo, hi;

      run_bounds (b | BIT (q), &lo, &hi);
      if (hi - lo == 4 && lo <= q && q <= hi)
        result |= BIT (q);
    }
  return result;
}

/* How many fours a set of five-points on one line stands for: a straight
 * four has two five-points exactly five apart and is one four; any other
 * pair is two fours on one line (X.XXX.X and the like). */
static inline int
count_fours (guint32 five_pts)
{
  int n = popcount (five_pts);

  if (n == 2 && (five_pts >> count_trailing_zeros (five_pts)) == (BIT (5) | 1u))
    return 1;
  return n;
}

/* Would a Black stone at window bit q turn the run through the centre into
 * a straight four?  That is: an unbroken four containing q and the centre,
 * both ends empty, and neither point beyond the ends Black — so that each
 * end makes an exact five. */
static inline gboolean
makes_straight_four (guint32 b, guint32 e, int q)
{
  guint32 b2 = b | BIT (q);
  int lo, hi;

  run_bounds (b2, &lo, &hi);
  /* q within p±3 and a run of four through both keeps lo-2 >= 0 and
   * hi+2 <= 10: every point looked at is inside the window. */
  return hi - lo == 3 && lo <= q && q <= hi
         && (e & BIT (lo - 1)) && (e & BIT (hi + 1))
         && !(b2 & BIT (lo - 2)) && !(b2 & BIT (hi + 2));
}

/* The points q (as bits) that would make a straight four through p. */
static inline guint32
straight_four_points (guint32 b, guint32 e)
{
  guint32 result = 0;

  for (guint32 c = e & NEAR3_MASK; c; c &= c - 1)
    {
      int q = count_trailing_zeros (c);

      if (makes_straight_four (b, e, q))
        result |= BIT (q);
    }
  return result;
}

/* --- classification --------------------------------------------------------- */

typedef enum {
  VERDICT_OK,
  VERDICT_FIVE,
  VERDICT_DOUBLE_FOUR,
  VERDICT_DOUBLE_THREE,
  VERDICT_OVERLINE,
} Verdict;

/* What a Black stone at p makes, per direction, for explanations. */
typedef struct {
  guint32 b[ISHI_RENJU_N_DIRECTIONS];      /* black window, centre set */
  guint32 e[ISHI_RENJU_N_DIRECTIONS];      /* empty window */
  int lo[ISHI_RENJU_N_DIRECTIONS];         /* run through p */
  int hi[ISHI_RENJU_N_DIRECTIONS];
  guint32 fives[ISHI_RENJU_N_DIRECTIONS];  /* five-points (the fours) */
  int three[ISHI_RENJU_N_DIRECTIONS];      /* an allowed straight-four point, or -1 */
} Analysis;

static Verdict classify (IshiRenjuBoard *scratch, int x, int y,
                         gboolean exact, Analysis *analysis);

/* Is there, among the candidate points `cand` (bits of direction d's window
 * centred on (x, y)), one that Black may play and that makes no five?  The
 * stone at (x, y) is already on `scratch`.  Returns its bit, or -1. */
static int
allowed_extension (IshiRenjuBoard *scratch, int d, int x, int y, guint32 cand)
{
  for (; cand; cand &= cand - 1)
    {
      int q = count_trailing_zeros (cand);
      int qx = x + (q - CENTRE) * dir_dx[d];
      int qy = y + (q - CENTRE) * dir_dy[d];

      if (classify (scratch, qx, qy, FALSE, NULL) == VERDICT_OK)
        return q;
    }
  return -1;
}

/* Judges a Black stone on the empty point (x, y) of `scratch`, which it may
 * change on the way but leaves as it found it.
 *
 * exact = TRUE: the reason is the first of double four, double three,
 * overline (and `analysis`, when given, is filled in).  exact = FALSE: any
 * reason will do, and the cheapest is looked for first — this is the mode
 * of the RIF 9.3 recursion, where only "forbidden or not" matters. */
static Verdict
classify (IshiRenjuBoard *scratch, int x, int y, gboolean exact, Analysis *analysis)
{
  guint32 b[ISHI_RENJU_N_DIRECTIONS], e[ISHI_RENJU_N_DIRECTIONS];
  int lo[ISHI_RENJU_N_DIRECTIONS], hi[ISHI_RENJU_N_DIRECTIONS];
  guint32 fives[ISHI_RENJU_N_DIRECTIONS] = { 0, };
  guint32 cand[ISHI_RENJU_N_DIRECTIONS] = { 0, };
  gboolean overline = FALSE;
  int n_fours = 0, n_cand = 0, n_threes = 0;
  Verdict verdict = VERDICT_OK;

  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    {
      int line = line_of (d, x, y);
      int pos = pos_of (d, x, y);

      b[d] = ((scratch->black[d][line] >> pos) & WINDOW_MASK) | BIT (CENTRE);
      e[d] = (scratch->empty[d][line] >> pos) & WINDOW_MASK & ~BIT (CENTRE);
      run_bounds (b[d], &lo[d], &hi[d]);
      if (hi[d] - lo[d] == 4)
        return VERDICT_FIVE;             /* an exact five wins outright */
      if (hi[d] - lo[d] >= 5)
        overline = TRUE;
    }
  if (analysis != NULL)
    {
      memcpy (analysis->b, b, sizeof b);
      memcpy (analysis->e, e, sizeof e);
      memcpy (analysis->lo, lo, sizeof lo);
      memcpy (analysis->hi, hi, sizeof hi);
      memset (analysis->fives, 0, sizeof analysis->fives);
      for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
        analysis->three[d] = -1;
    }
  if (overline && !exact)
    return VERDICT_OVERLINE;

  /* Fours.  A direction whose run through p is already six or more cannot
   * become an exact five through p. */
  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    if (hi[d] - lo[d] < 5 && popcount (b[d] & NEAR4_MASK) >= 4)
      {
        fives[d] = five_points (b[d], e[d]);
        n_fours += count_fours (fives[d]);
      }
  if (analysis != NULL)
    memcpy (analysis->fives, fives, sizeof fives);
  if (n_fours >= 2)
    return VERDICT_DOUBLE_FOUR;

  /* Candidate threes: lines without a four, with p and two more stones
   * within p±3, and a point that would make a straight four. */
  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    if (fives[d] == 0 && hi[d] - lo[d] < 3 && popcount (b[d] & NEAR3_MASK) >= 3)
      {
        cand[d] = straight_four_points (b[d], e[d]);
        if (cand[d] != 0)
          n_cand++;
      }

  if (n_cand >= 2)
    {
      /* RIF 9.3: a three is real only if one of its straight-four points
       * is allowed, judged with p on the board. */
      put (scratch, x, y, ISHI_BLACK);
      for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
        {
          int q;

          if (cand[d] == 0)
            continue;
          q = allowed_extension (scratch, d, x, y, cand[d]);
          if (q >= 0)
            {
              n_threes++;
              if (analysis != NULL)
                analysis->three[d] = q;
              if (n_threes >= 2 && analysis == NULL)
                break;
            }
          else if (--n_cand < 2 && analysis == NULL)
            break;       /* fewer than two directions can still hold a three */
        }
      put (scratch, x, y, ISHI_EMPTY);
    }

  if (n_threes >= 2)
    verdict = VERDICT_DOUBLE_THREE;
  else if (overline)
    verdict = VERDICT_OVERLINE;
  return verdict;
}

static IshiMoveStatus
verdict_to_status (Verdict verdict)
{
  switch (verdict)
    {
    case VERDICT_DOUBLE_FOUR: return ISHI_MOVE_DOUBLE_FOUR;
    case VERDICT_DOUBLE_THREE: return ISHI_MOVE_DOUBLE_THREE;
    case VERDICT_OVERLINE: return ISHI_MOVE_OVERLINE;
    case VERDICT_OK:
    case VERDICT_FIVE:
    default:
      return ISHI_MOVE_OK;
    }
}

IshiMoveStatus
ishi_renju_board_forbidden (const IshiRenjuBoard *board, int x, int y)
{
  IshiRenjuBoard scratch;

  g_return_val_if_fail (board != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (on_board (x, y), ISHI_MOVE_OFF_BOARD);

  if (color_at (board, x, y) != ISHI_EMPTY)
    return ISHI_MOVE_OCCUPIED;
  scratch = *board;
  return verdict_to_status (classify (&scratch, x, y, TRUE, NULL));
}

guint
ishi_renju_board_scan (const IshiRenjuBoard *board,
                       IshiMoveStatus reasons[ISHI_RENJU_N_POINTS])
{
  IshiRenjuBoard scratch;
  guint n = 0;

  g_return_val_if_fail (board != NULL, 0);
  g_return_val_if_fail (reasons != NULL, 0);

  scratch = *board;
  for (int y = 0; y < N; y++)
    {
      guint32 empty_row = scratch.empty[DIR_H][y] >> PAD;

      for (int x = 0; x < N; x++)
        {
          IshiMoveStatus status = ISHI_MOVE_OCCUPIED;

          if (empty_row & BIT (x))
            {
              status = verdict_to_status (classify (&scratch, x, y, TRUE, NULL));
              if (status != ISHI_MOVE_OK)
                n++;
            }
          reasons[y * N + x] = status;
        }
    }
  return n;
}

/* --- explanations ------------------------------------------------------- */

static void
append_line (GArray *lines, IshiRenjuShape shape, int d, int x, int y, int lo, int hi)
{
  IshiRenjuLine line;

  line.shape = shape;
  line.from = (IshiPoint) { x + (lo - CENTRE) * dir_dx[d], y + (lo - CENTRE) * dir_dy[d] };
  line.to = (IshiPoint) { x + (hi - CENTRE) * dir_dx[d], y + (hi - CENTRE) * dir_dy[d] };
  order_ends (&line.from, &line.to);
  g_array_append_val (lines, line);
}

/* The stones of the shape that one more stone at q completes: the run
 * through the centre with q in it, minus q when q is one of its ends. */
static void
append_completed_by (GArray *lines, IshiRenjuShape shape, int d, int x, int y,
                     guint32 b, int q)
{
  int lo, hi;

  run_bounds (b | BIT (q), &lo, &hi);
  if (q == lo)
    lo++;
  else if (q == hi)
    hi--;
  append_line (lines, shape, d, x, y, lo, hi);
}

IshiMoveStatus
ishi_renju_board_explain (const IshiRenjuBoard *board, int x, int y, GArray *lines)
{
  IshiRenjuBoard scratch;
  Analysis an;
  Verdict verdict;

  g_return_val_if_fail (board != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (lines != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (g_array_get_element_size (lines) == sizeof (IshiRenjuLine), ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (on_board (x, y), ISHI_MOVE_OFF_BOARD);

  if (color_at (board, x, y) != ISHI_EMPTY)
    return ISHI_MOVE_OCCUPIED;
  scratch = *board;
  verdict = classify (&scratch, x, y, TRUE, &an);

  for (int d = 0; d < ISHI_RENJU_N_DIRECTIONS; d++)
    switch (verdict)
      {
      case VERDICT_DOUBLE_FOUR:
        if (an.fives[d] == 0)
          break;
        if (count_fours (an.fives[d]) == 1 && popcount (an.fives[d]) == 2)
          {
            /* a straight four: the four stones between its two ends */
            int first = count_trailing_zeros (an.fives[d]);
            append_line (lines, ISHI_RENJU_SHAPE_FOUR, d, x, y, first + 1, first + 4);
          }
        else
          for (guint32 c = an.fives[d]; c; c &= c - 1)
            append_completed_by (lines, ISHI_RENJU_SHAPE_FOUR, d, x, y, an.b[d],
                                 count_trailing_zeros (c));
        break;

      case VERDICT_DOUBLE_THREE:
        if (an.three[d] >= 0)
          append_completed_by (lines, ISHI_RENJU_SHAPE_THREE, d, x, y, an.b[d], an.three[d]);
        break;

      case VERDICT_OVERLINE:
        if (an.hi[d] - an.lo[d] >= 5)
          {
            /* The window may cut a long row short: walk the board. */
            IshiRenjuLine line = { ISHI_RENJU_SHAPE_OVERLINE, };
            row_through (board, ISHI_BLACK, d, x, y, &line.from, &line.to);
            g_array_append_val (lines, line);
          }
        break;

      case VERDICT_OK:
      case VERDICT_FIVE:
      default:
        break;
      }

  return verdict_to_status (verdict);
}
