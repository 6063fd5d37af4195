/* ishi-review-reasons.c — why a move was a mistake, from Ishi's own
 * readers (ishi-review-reasons.h), and the reason in words
 * (ishi-review.h).
 *
 * Each reader says only what it knows for sure from the positions, the
 * record and the analyst's ownership: a string left in atari that the
 * other side took with its next move, a capture the better move made, a
 * ladder read to its end, a cut the other side played next where the
 * better move connected, a point its owner already held, a dame, a stone
 * that stays dead inside the other's area, a group Ishi's playouts saw
 * live before the move and die after it (with one eye, when it has just
 * one).  The better move far from the move played is said last, as the
 * biggest point elsewhere; no reason found, nothing is said but the
 * points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-review"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-review-reasons.h"

/* Ownership this sure is a side's (the analyst's shares, -1..1). */
#define SURE 0.7
/* A ladder is read this many moves deep at most; longer counts as an escape. */
#define LADDER_DEPTH 80

static IshiColor
other (IshiColor c)
{
  return c == ISHI_BLACK ? ISHI_WHITE : ISHI_BLACK;
}

/* The string at (x, y): its points (y * size + x) into `stones`, its
 * liberties into `libs` (either may be NULL); returns its size. */
static guint
string_at (const IshiGoBoard *board, int x, int y, GArray *stones, GArray *libs)
{
  int size = ishi_go_board_get_size (board);
  IshiColor color = ishi_go_board_get (board, x, y);
  g_autofree guint8 *seen = g_new0 (guint8, size * size);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (int));
  guint n = 0;
  int start = y * size + x;

  if (color != ISHI_BLACK && color != ISHI_WHITE)
    return 0;
  g_array_append_val (stack, start);
  seen[start] = 1;
  while (stack->len > 0)
    {
      int p = g_array_index (stack, int, stack->len - 1);
      int px = p % size, py = p / size;
      const int nx[4] = { px - 1, px + 1, px, px }, ny[4] = { py, py, py - 1, py + 1 };

      g_array_set_size (stack, stack->len - 1);
      n++;
      if (stones)
        g_array_append_val (stones, p);
      for (int i = 0; i < 4; i++)
        {
          int q = ny[i] * size + nx[i];
          IshiColor c;

          if (nx[i] < 0 || ny[i] < 0 || nx[i] >= size || ny[i] >= size || seen[q])
            continue;
          c = ishi_go_board_get (board, nx[i], ny[i]);
          if (c == color)
            {
              seen[q] = 1;
              g_array_append_val (stack, q);
            }
          else if (c == ISHI_EMPTY)
            {
              seen[q] = 2;
              if (libs)
                g_array_append_val (libs, q);
            }
        }
    }
  return n;
}

static int
liberties (const IshiGoBoard *board, int x, int y, int *first, int *second)
{
  g_autoptr(GArray) libs = g_array_new (FALSE, FALSE, sizeof (int));

  string_at (board, x, y, NULL, libs);
  if (first)
    *first = libs->len > 0 ? g_array_index (libs, int, 0) : -1;
  if (second)
    *second = libs->len > 1 ? g_array_index (libs, int, 1) : -1;
  return libs->len;
}

/* The string at p (runner's, `libs` liberties: 1 or 2, the chaser to
 * move when 2, the runner when 1) is caught: it cannot get three
 * liberties.  A plain ladder read to its end on a copy of the board. */
static gboolean
ladder_caught (IshiGoBoard *board, int size, int p, int depth)
{
  IshiColor runner = ishi_go_board_get (board, p % size, p / size);
  int a, b, n = liberties (board, p % size, p / size, &a, &b);

  if (depth > LADDER_DEPTH)
    return FALSE;
  if (n >= 3)
    return FALSE;
  if (n == 0)
    return TRUE;
  if (n == 1)
    {
      gboolean caught;
      g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (int));

      /* The runner takes a chasing stone in atari next to it: escaped
       * (read no further, as the engine's reader does). */
      string_at (board, p % size, p / size, stones, NULL);
      for (guint i = 0; i < stones->len; i++)
        {
          int s = g_array_index (stones, int, i), sx = s % size, sy = s / size;
          const int nx[4] = { sx - 1, sx + 1, sx, sx }, ny[4] = { sy, sy, sy - 1, sy + 1 };

          for (int k = 0; k < 4; k++)
            if (nx[k] >= 0 && ny[k] >= 0 && nx[k] < size && ny[k] < size
                && ishi_go_board_get (board, nx[k], ny[k]) == other (runner)
                && ishi_go_board_count_liberties (board, nx[k], ny[k]) == 1)
              return FALSE;
        }
      if (ishi_go_board_play (board, runner, a % size, a / size) != ISHI_MOVE_OK)
        return TRUE;
      caught = ladder_caught (board, size, p, depth + 1);
      ishi_go_board_undo (board);
      return caught;
    }
  /* Two liberties, the chaser to move: an atari on either that catches. */
  for (int i = 0; i < 2; i++)
    {
      int at = i == 0 ? a : b;
      gboolean caught;

      if (ishi_go_board_play (board, other (runner), at % size, at / size) != ISHI_MOVE_OK)
        continue;
      /* The chasing stone itself in atari or captured at once: no good. */
      caught = ishi_go_board_count_liberties (board, at % size, at / size) >= 2
               && ladder_caught (board, size, p, depth + 1);
      ishi_go_board_undo (board);
      if (caught)
        return TRUE;
    }
  return FALSE;
}

/* The eyes of the string at p: empty points all of whose neighbours on
 * the board are that string's stones, not false (at most one diagonal
 * held by the other side, none at the edge). */
static guint
eyes_of (const IshiGoBoard *board, int size, int p)
{
  IshiColor color = ishi_go_board_get (board, p % size, p / size);
  g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree guint8 *mine = g_new0 (guint8, size * size);
  guint eyes = 0;

  string_at (board, p % size, p / size, stones, NULL);
  for (guint i = 0; i < stones->len; i++)
    mine[g_array_index (stones, int, i)] = 1;
  for (int q = 0; q < size * size; q++)
    {
      int x = q % size, y = q / size, bad = 0, edge = 0;
      gboolean eye = ishi_go_board_get (board, x, y) == ISHI_EMPTY;
      const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
      const int dx[4] = { x - 1, x + 1, x - 1, x + 1 }, dy[4] = { y - 1, y - 1, y + 1, y + 1 };

      for (int k = 0; k < 4 && eye; k++)
        if (nx[k] >= 0 && ny[k] >= 0 && nx[k] < size && ny[k] < size && !mine[ny[k] * size + nx[k]])
          eye = FALSE;
      if (!eye)
        continue;
      for (int k = 0; k < 4; k++)
        {
          if (dx[k] < 0 || dy[k] < 0 || dx[k] >= size || dy[k] >= size)
            edge = 1;
          else if (ishi_go_board_get (board, dx[k], dy[k]) == other (color))
            bad++;
        }
      if (bad + edge < 2)
        eyes++;
    }
  return eyes;
}

static double
mean_owner (const double *ownership, const GArray *stones)
{
  double sum = 0;

  for (guint i = 0; i < stones->len; i++)
    sum += ownership[g_array_index (stones, int, i)];
  return stones->len ? sum / stones->len : 0;
}

/* One reading of a move: the boards before and after it, the sides, the
 * points (move, better move, reply: -1 for none or a pass), and the
 * reasons found so far. */
typedef struct {
  const IshiReviewPosition *at;
  const IshiGoBoard *before;
  IshiGoBoard *after;
  int size;
  IshiColor me, them;
  double sign;              /* 1 for Black, -1 for White: ownership is Black's */
  int m, b, r;
  IshiReason *out;
  guint n, max;
} Reading;

/* A reason of a kind not found yet, while there is room. */
static void
add (Reading *rd, IshiReasonKind kind, int p, guint stones)
{
  IshiReason *out = rd->out;

  if (rd->n >= rd->max)
    return;
  for (guint i = 0; i < rd->n; i++)
    if (out[i].kind == kind)
      return;
  out[rd->n].kind = kind;
  out[rd->n].x = p >= 0 ? p % rd->size : -1;
  out[rd->n].y = p >= 0 ? p / rd->size : -1;
  out[rd->n].stones = stones;
  rd->n++;
}

/* The stones of `color` next to p with one liberty (p being their last),
 * counted. */
static guint
captured_by (const IshiGoBoard *board, int size, int p, IshiColor color)
{
  int x = p % size, y = p / size;
  const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
  g_autofree guint8 *seen = g_new0 (guint8, size * size);
  guint n = 0;

  for (int k = 0; k < 4; k++)
    {
      g_autoptr(GArray) stones = NULL;

      if (nx[k] < 0 || ny[k] < 0 || nx[k] >= size || ny[k] >= size
          || ishi_go_board_get (board, nx[k], ny[k]) != color || seen[ny[k] * size + nx[k]]
          || ishi_go_board_count_liberties (board, nx[k], ny[k]) != 1)
        continue;
      stones = g_array_new (FALSE, FALSE, sizeof (int));
      string_at (board, nx[k], ny[k], stones, NULL);
      for (guint i = 0; i < stones->len; i++)
        seen[g_array_index (stones, int, i)] = 1;
      n += stones->len;
    }
  return n;
}

/* A capture missed: the better move takes stones the move played left. */
static void
read_capture_missed (Reading *rd)
{
  guint taken;

  if (rd->b < 0 || rd->b == rd->m)
    return;
  taken = captured_by (rd->before, rd->size, rd->b, rd->them);
  if (taken > 0 && (rd->m < 0 || captured_by (rd->before, rd->size, rd->m, rd->them) == 0))
    add (rd, ISHI_REASON_CAPTURE, rd->b, taken);
}

/* Left in atari: the other side's next move in the record takes stones
 * of the mover's that had one liberty after the move. */
static void
read_left_in_atari (Reading *rd)
{
  int r = rd->r, size = rd->size;
  guint taken;

  if (r < 0 || ishi_go_board_get (rd->after, r % size, r / size) != ISHI_EMPTY)
    return;
  taken = captured_by (rd->after, size, r, rd->me);
  if (taken > 0)
    add (rd, ISHI_REASON_ATARI, r, taken);
}

/* Ran from a ladder that works: the move extended a string in atari and
 * the string is still caught. */
static void
read_ladder_run (Reading *rd)
{
  int m = rd->m, size = rd->size, x = m % size, y = m / size;
  const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
  gboolean was_in_atari = FALSE;

  if (m < 0 || rd->n >= rd->max)
    return;
  for (int k = 0; k < 4; k++)
    if (nx[k] >= 0 && ny[k] >= 0 && nx[k] < size && ny[k] < size
        && ishi_go_board_get (rd->before, nx[k], ny[k]) == rd->me
        && ishi_go_board_count_liberties (rd->before, nx[k], ny[k]) == 1)
      was_in_atari = TRUE;
  if (was_in_atari && liberties (rd->after, x, y, NULL, NULL) == 2)
    {
      g_autoptr(IshiGoBoard) work = ishi_go_board_copy (rd->after);

      if (ladder_caught (work, size, m, 0))
        add (rd, ISHI_REASON_LADDER_RUN, m, ishi_go_board_string_size (rd->after, x, y));
    }
}

/* The better move: an atari that catches in a ladder. */
static void
read_ladder_missed (Reading *rd)
{
  int b = rd->b, size = rd->size, x = b % size, y = b / size;
  const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
  g_autoptr(IshiGoBoard) work = NULL;

  if (b < 0 || b == rd->m || rd->n >= rd->max)
    return;
  work = ishi_go_board_copy (rd->before);
  if (ishi_go_board_play (work, rd->me, x, y) != ISHI_MOVE_OK)
    return;
  for (int k = 0; k < 4; k++)
    {
      int q = ny[k] * size + nx[k];
      guint stones;

      if (nx[k] < 0 || ny[k] < 0 || nx[k] >= size || ny[k] >= size
          || ishi_go_board_get (work, nx[k], ny[k]) != rd->them
          || ishi_go_board_count_liberties (work, nx[k], ny[k]) != 1)
        continue;
      stones = ishi_go_board_string_size (work, nx[k], ny[k]);
      if (ladder_caught (work, size, q, 0))
        {
          add (rd, ISHI_REASON_LADDER_CATCH, b, stones);
          break;
        }
    }
}

/* A cut: the other side played next where the better move connected two
 * of the mover's strings (a move there that captures is no cut: the
 * stones taken are said above). */
static void
read_cut (Reading *rd)
{
  int r = rd->r, size = rd->size, x = r % size, y = r / size, first = -1;
  const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
  gboolean two = FALSE;

  if (r < 0 || r != rd->b || rd->n >= rd->max || ishi_go_board_get (rd->after, x, y) != ISHI_EMPTY
      || captured_by (rd->after, size, r, rd->me) != 0)
    return;
  for (int k = 0; k < 4; k++)
    {
      g_autoptr(GArray) stones = NULL;
      int lowest;

      if (nx[k] < 0 || ny[k] < 0 || nx[k] >= size || ny[k] >= size
          || ishi_go_board_get (rd->after, nx[k], ny[k]) != rd->me)
        continue;
      stones = g_array_new (FALSE, FALSE, sizeof (int));
      string_at (rd->after, nx[k], ny[k], stones, NULL);
      lowest = g_array_index (stones, int, 0);
      for (guint i = 1; i < stones->len; i++)
        lowest = MIN (lowest, g_array_index (stones, int, i));
      if (first >= 0 && lowest != first)
        two = TRUE;
      first = first < 0 ? lowest : first;
    }
  if (two)
    add (rd, ISHI_REASON_CUT, r, 0);
}

/* A group that lived before the move and dies after it, by the playouts;
 * with one eye when that is what it has (not said again of stones left in
 * atari or caught in a ladder above). */
static void
read_group_died (Reading *rd)
{
  const IshiReviewPosition *at = rd->at;
  int size = rd->size;
  g_autofree guint8 *done = NULL;

  if (!at->owner_before || !at->owner_after || rd->n >= rd->max
      || (rd->n > 0 && (rd->out[0].kind == ISHI_REASON_ATARI || rd->out[0].kind == ISHI_REASON_LADDER_RUN)))
    return;
  done = g_new0 (guint8, size * size);
  for (int p = 0; p < size * size && rd->n < rd->max; p++)
    {
      g_autoptr(GArray) stones = NULL;
      guint count;

      if (done[p] || ishi_go_board_get (rd->after, p % size, p / size) != rd->me)
        continue;
      stones = g_array_new (FALSE, FALSE, sizeof (int));
      count = string_at (rd->after, p % size, p / size, stones, NULL);
      for (guint i = 0; i < stones->len; i++)
        done[g_array_index (stones, int, i)] = 1;
      if (count < 2)
        continue;
      if (rd->sign * mean_owner (at->owner_before, stones) >= SURE
          && rd->sign * mean_owner (at->owner_after, stones) <= -SURE)
        add (rd, eyes_of (rd->after, size, p) == 1 ? ISHI_REASON_ONE_EYE : ISHI_REASON_FLIPPED,
             p, count);
    }
}

/* A move in a settled area: one's own, inside the other side's where it
 * dies, or a neutral point between settled stones of both. */
static void
read_settled_area (Reading *rd)
{
  const IshiReviewPosition *at = rd->at;
  int m = rd->m, size = rd->size, x = m % size, y = m / size;
  const int nx[4] = { x - 1, x + 1, x, x }, ny[4] = { y, y, y - 1, y + 1 };
  gboolean mine_next = FALSE, theirs_next = FALSE, settled = TRUE;
  double own;

  if (m < 0 || !at->owner_before || rd->n >= rd->max)
    return;
  own = rd->sign * at->owner_before[m];
  for (int k = 0; k < 4; k++)
    {
      IshiColor c;

      if (nx[k] < 0 || ny[k] < 0 || nx[k] >= size || ny[k] >= size)
        continue;
      c = ishi_go_board_get (rd->before, nx[k], ny[k]);
      if (c == rd->me)
        mine_next = TRUE;
      else if (c == rd->them)
        theirs_next = TRUE;
      if (c != ISHI_EMPTY && fabs (at->owner_before[ny[k] * size + nx[k]]) < SURE)
        settled = FALSE;
    }
  if (own >= 0.9 && !theirs_next)
    add (rd, ISHI_REASON_OWN_AREA, m, 0);
  else if (own <= -0.9 && at->owner_after && rd->sign * at->owner_after[m] <= -0.9)
    add (rd, ISHI_REASON_DEAD_INSIDE, m, 0);
  else if (fabs (own) < 0.3 && mine_next && theirs_next && settled)
    add (rd, ISHI_REASON_DAME, m, 0);
}

/* The biggest point elsewhere: nothing else known, the better move far
 * from the move played. */
static void
read_elsewhere (Reading *rd)
{
  int m = rd->m, b = rd->b, size = rd->size;

  if (rd->n == 0 && b >= 0 && (m < 0 || MAX (abs (b % size - m % size), abs (b / size - m / size)) >= 5))
    add (rd, ISHI_REASON_ELSEWHERE, b, 0);
}

guint
ishi_review_read_reasons_of (const IshiReviewPosition *at, IshiReason *out, guint max)
{
  int size = ishi_go_board_get_size (at->before);
  g_autoptr(IshiGoBoard) after = ishi_go_board_copy (at->before);
  Reading rd = {
    .at = at, .before = at->before, .after = after, .size = size,
    .me = at->color, .them = other (at->color), .sign = at->color == ISHI_BLACK ? 1 : -1,
    .m = at->move, .b = at->better, .r = at->reply,
    .out = out, .n = 0, .max = max,
  };

  if (max == 0)
    return 0;
  if (rd.m >= 0 && ishi_go_board_play (after, rd.me, rd.m % size, rd.m / size) != ISHI_MOVE_OK)
    return 0;
  if (rd.m < 0)
    ishi_go_board_play (after, rd.me, -1, -1);
  /* In this order: the first reason found is said first. */
  read_capture_missed (&rd);
  read_left_in_atari (&rd);
  read_ladder_run (&rd);
  read_ladder_missed (&rd);
  read_cut (&rd);
  read_group_died (&rd);
  read_settled_area (&rd);
  read_elsewhere (&rd);
  return rd.n;
}

char *
ishi_review_reason_text (const IshiReason *reason, IshiColor mover, int size,
                         const char *at, const char *better)
{
  gboolean black = mover == ISHI_BLACK;

  switch (reason->kind)
    {
    case ISHI_REASON_ATARI:
      return g_strdup_printf (black
                              /* TRANSLATORS: %u a number of stones, %s a point ("E4"). */
                              ? g_dngettext (GETTEXT_PACKAGE, "Black left %u stone in atari, and White took it at %s.",
                                             "Black left %u stones in atari, and White took them at %s.",
                                             reason->stones)
                              : g_dngettext (GETTEXT_PACKAGE, "White left %u stone in atari, and Black took it at %s.",
                                             "White left %u stones in atari, and Black took them at %s.",
                                             reason->stones),
                              reason->stones, at);
    case ISHI_REASON_ONE_EYE:
      return g_strdup_printf (black ? _("Black’s group at %s was left with only one eye, and one eye does not live.")
                                    : _("White’s group at %s was left with only one eye, and one eye does not live."),
                              at);
    case ISHI_REASON_CAPTURE:
      /* TRANSLATORS: %s a point ("E4"), %u a number of stones. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s would have captured %u stone: a capture missed.",
                                           "%s would have captured %u stones: a capture missed.",
                                           reason->stones),
                              at, reason->stones);
    case ISHI_REASON_LADDER_RUN:
      return g_strdup_printf (_("The stones at %s were caught in a ladder that works: running out only made "
                                "the loss bigger."),
                              at);
    case ISHI_REASON_LADDER_CATCH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s would have caught %u stone in a ladder.",
                                           "%s would have caught %u stones in a ladder.", reason->stones),
                              at, reason->stones);
    case ISHI_REASON_CUT:
      return g_strdup_printf (black ? _("White cut at %s next; Black could have connected there.")
                                    : _("Black cut at %s next; White could have connected there."),
                              at);
    case ISHI_REASON_OWN_AREA:
      return g_strdup (black ? _("Black played inside Black’s own territory, where a stone adds nothing.")
                             : _("White played inside White’s own territory, where a stone adds nothing."));
    case ISHI_REASON_DAME:
      return g_strdup (_("This move filled a neutral point (dame) while bigger points were left."));
    case ISHI_REASON_DEAD_INSIDE:
      return g_strdup (black ? _("Black played inside White’s territory, where the stone cannot live.")
                             : _("White played inside Black’s territory, where the stone cannot live."));
    case ISHI_REASON_FLIPPED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "In Ishi’s reading the group at %s (%u stone) lived before this move "
                                           "and dies after it.",
                                           "In Ishi’s reading the group at %s (%u stones) lived before this move "
                                           "and dies after it.",
                                           reason->stones),
                              at, reason->stones);
    case ISHI_REASON_ELSEWHERE:
      return g_strdup (_("The biggest point was elsewhere on the board, far from this move."));
    case ISHI_REASON_NONE:
    default:
      return NULL;
    }
}

/* "6.5", "12" (a half point kept). */
static char *
points_text (double points)
{
  long halves = lround (points * 2);

  if (halves % 2)
    return g_strdup_printf (C_("lead", "%ld.5"), halves / 2);
  return g_strdup_printf (C_("lead", "%ld"), halves / 2);
}

char *
ishi_review_move_summary (IshiGame *game, const IshiReview *review, const IshiReviewMove *m)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  g_autofree char *point = m->pass ? g_strdup (_("pass")) : rules->format_point (size, m->x, m->y);
  g_autofree char *better = NULL;
  g_autofree char *head = NULL, *loss = NULL;
  gboolean black = m->color == ISHI_BLACK;

  /* TRANSLATORS: "Move 45, Black D4". */
  head = g_strdup_printf (black ? _("Move %u, Black %s") : _("Move %u, White %s"), m->number, point);
  if (isnan (m->lost))
    return g_steal_pointer (&head);
  if (m->has_better)
    better = m->better_pass ? g_strdup (_("pass")) : rules->format_point (size, m->better_x, m->better_y);
  if (review->win_rate)
    {
      int share = (int) lround (m->lost * 100);

      if (share == 0)
        return better ? g_strdup_printf (_("%s: nothing lost (the engine’s first choice was %s)."), head, better)
                      : g_strdup_printf (_("%s: nothing lost."), head);
      /* TRANSLATORS: "Move 45, Black D4: Black's share of wins fell by 12%; H8 was better." */
      loss = g_strdup_printf (black ? _("Black’s share of wins fell by %d%%") : _("White’s share of wins fell by %d%%"),
                              share);
    }
  else
    {
      g_autofree char *points = points_text (m->lost);

      if (lround (m->lost * 2) == 0)
        return better ? g_strdup_printf (_("%s: nothing lost (the engine’s first choice was %s)."), head, better)
                      : g_strdup_printf (_("%s: nothing lost."), head);
      /* TRANSLATORS: "about 6.5 points lost". */
      loss = g_strdup_printf (_("about %s points lost"), points);
    }
  if (better)
    /* TRANSLATORS: "Move 45, Black D4: about 6.5 points lost; Q16 was better." */
    return g_strdup_printf (_("%s: %s; %s was better."), head, loss, better);
  return g_strdup_printf (_("%s: %s."), head, loss);
}

char *
ishi_review_move_reasons (IshiGame *game, const IshiReviewMove *m)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  IshiReason reasons[4];
  guint n = ishi_review_read_reasons (m->node, size, reasons, G_N_ELEMENTS (reasons));
  g_autofree char *better = m->has_better && !m->better_pass ? rules->format_point (size, m->better_x, m->better_y)
                                                             : NULL;
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *at = reasons[i].x >= 0 ? rules->format_point (size, reasons[i].x, reasons[i].y)
                                              : g_strdup ("");
      g_autofree char *text = ishi_review_reason_text (&reasons[i], m->color, size, at, better);

      if (text == NULL)
        continue;
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append (out, text);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

char *
ishi_review_describe_move (IshiGame *game, const IshiReview *review, const IshiReviewMove *m)
{
  g_autofree char *summary = ishi_review_move_summary (game, review, m);
  g_autofree char *reasons = ishi_review_move_reasons (game, m);

  return reasons ? g_strdup_printf ("%s %s", summary, reasons) : g_steal_pointer (&summary);
}
