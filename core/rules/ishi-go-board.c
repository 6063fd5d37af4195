/* ishi-go-board.c — the Go board: stones, strings, captures, ko and superko.
 *
 * The rules, as the rule texts put them
 * (online-go-rules.ja.txt, 「囲碁 - オンライン/ルール」, and
 * pure-go-howto.ja.txt, 「純碁の遊び方」):
 *
 *  - Stones of one colour that touch along the lines (not diagonally) form
 *    one string (一団).  The empty points next to a string are its
 *    liberties (呼吸点); a string's liberties are those of all its stones.
 *  - A string whose last liberty is filled by the opponent is captured: it
 *    leaves the board and its stones become the capturer's prisoners
 *    (アゲハマ).
 *  - A move is first checked for the opponent's strings it captures, and
 *    only then for its own liberties (the 自殺点 section: "まず、周囲の
 *    (相手の石の)捕獲判定をした後、自分の石の自殺判定となります").  So a
 *    stone played where it would have no liberties is legal when it
 *    captures; when it captures nothing it is suicide, which is forbidden
 *    (純碁 rule (3)B: a point surrounded in advance may only be played to
 *    capture).  Some rule sets (New Zealand, Tromp-Taylor) allow suicide;
 *    with the allow_suicide option the move is played and the player's own
 *    string, now without liberties, is removed and counted as the
 *    opponent's prisoners.
 *  - Ko (劫): a move may not bring the board back to the position of two
 *    moves before ("盤上が2手前の状態に戻るような着手を禁じています";
 *    純碁 rule (3)C: after a capture the other side may not capture back at
 *    once).  On a board that only changes by moves, that is exactly the
 *    immediate retaking of a single stone by a single stone: when a stone
 *    captures exactly one stone and is left alone with that one liberty,
 *    the opponent may not play on the captured point with the next move.
 *    (The one other way back to the position of two moves before is a
 *    one-stone suicide right after a pass; it exists only where suicide is
 *    allowed, and simple ko does not forbid it — superko does.)
 *  - Positional superko goes further: no move may make a whole-board
 *    arrangement of stones that has been on the board before, whoever was
 *    to move then.  Tromp-Taylor rules use it as it stands; Chinese rules
 *    forbid repetition in general; AGA and New Zealand rules use the close
 *    variant "situational" superko, where the side to move is part of the
 *    position.  Ishi offers the positional form for all of them.
 *    It forbids the longer cycles simple ko lets through (triple ko,
 *    "send two, return one").  Positions are compared by 64-bit Zobrist
 *    hashes; two different positions sharing a hash is a chance of about
 *    2^-64 per pair, which we accept as every Go program does.
 *  - A player may pass; two passes in a row end the game.  The online rules
 *    also let the players go back to the game when they disagree about
 *    dead stones ("終局処理を中止し対局に戻り"), so a move after two passes
 *    is accepted and simply resumes the game.  A player may resign (投了):
 *    after that nothing more can be played.
 *
 * How the board is kept (GNU Go's board.c shows the strings and the change
 * stack; fast playout programs the pseudo-liberties):
 *
 *  - The points are a 1-D array with a border: one border row above and
 *    below, and one border column that serves as both the right edge of a
 *    row and the left edge of the next.  Neighbours are p ± 1 and
 *    p ± stride, with no tests for the edge.
 *  - Each stone knows the head of its string (head[]) and the next stone of
 *    the string (next[], a ring), so a string can be walked and two strings
 *    merged by relabelling the smaller one.
 *  - Liberties are kept as pseudo-liberties: each (stone, empty neighbour)
 *    pair counts once, so an empty point next to three stones of a string
 *    counts three times.  Per string we keep their number, sum and sum of
 *    squares.  The string has no liberty when the number is 0, and exactly
 *    one liberty when all pseudo-liberties are the same point, i.e. when
 *    n * sum(l^2) == sum(l)^2 (Cauchy-Schwarz is an equality only for
 *    equal values).  All of this is updated in O(1) per neighbour.
 *  - Every write to the board's arrays goes through put(), which on the
 *    recording path pushes (offset, old value) on a change stack; undo pops
 *    back to the mark of the step, so the earlier arrays come back bit for
 *    bit.  The fast path for playouts is the same code with recording
 *    compiled out.
 *
 * The board made, copied and freed, and what is asked of it, are in
 * ishi-go-board-state.c; the positions remembered for superko in
 * ishi-go-board-history.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-board"

#include "config.h"

#include "ishi-go-board-history.h"

/* --- the history (ishi-go-board-history.c) ------------------------------ */

/* After a step of play(): what the history rules want remembered. */
static void
remember (IshiGoBoard *b, gboolean new_position, gboolean rec)
{
  if (b->ko_rule != ISHI_KO_SIMPLE && new_position)
    {
      ishi_go_board_history_push (b, ishi_go_board_whole_hash (b, b->hash));
      if (rec)
        b->steps[b->n_steps - 1].pushed_history = TRUE;
    }
  if (b->ko_rule == ISHI_KO_GENERALISED_SUPERKO)
    {
      ishi_go_board_board_log_push (b);
      if (rec)
        b->steps[b->n_steps - 1].pushed_board_log = TRUE;
    }
}

/* --- the change stack ---------------------------------------------------- */

static void
grow_changes (IshiGoBoard *b)
{
  b->changes_alloc = MAX (256, 2 * b->changes_alloc);
  b->changes = g_renew (Change, b->changes, b->changes_alloc);
}

/* Every write to the arena goes through here.  `rec` is a constant at each
 * call site, so the fast path compiles to a plain store. */
G_ALWAYS_INLINE static inline void
put (IshiGoBoard *b, const gboolean rec, gint32 *addr, gint32 value)
{
  if (rec && *addr != value)
    {
      if (G_UNLIKELY (b->n_changes == b->changes_alloc))
        grow_changes (b);
      b->changes[b->n_changes].offset = (guint32) (addr - b->arena);
      b->changes[b->n_changes].old = *addr;
      b->n_changes++;
    }
  *addr = value;
}

static void
begin_step (IshiGoBoard *b)
{
  Step *s;

  if (b->n_steps == b->steps_alloc)
    {
      b->steps_alloc = MAX (64, 2 * b->steps_alloc);
      b->steps = g_renew (Step, b->steps, b->steps_alloc);
    }
  s = &b->steps[b->n_steps++];
  s->n_changes = b->n_changes;
  s->hash = b->hash;
  s->ko_point = b->ko_point;
  s->ko_color = (guint8) b->ko_color;
  s->to_move = (guint8) b->to_move;
  s->resigned = (guint8) b->resigned;
  s->passes = b->passes;
  s->captures[0] = b->captures[0];
  s->captures[1] = b->captures[1];
  s->pushed_history = FALSE;
  s->pushed_board_log = FALSE;
  s->history_floor = b->history_floor;
  s->offboard[0] = b->offboard[0];
  s->offboard[1] = b->offboard[1];
}

/* --- the empty-point list ------------------------------------------------ */

G_ALWAYS_INLINE static inline void
empty_remove (IshiGoBoard *b, const gboolean rec, int p)
{
  gint32 i = b->empty_pos[p];
  gint32 last = b->empty[*b->n_empty - 1];

  put (b, rec, b->n_empty, *b->n_empty - 1);
  put (b, rec, &b->empty[i], last);
  put (b, rec, &b->empty_pos[last], i);
}

G_ALWAYS_INLINE static inline void
empty_add (IshiGoBoard *b, const gboolean rec, int p)
{
  gint32 n = *b->n_empty;

  put (b, rec, &b->empty[n], p);
  put (b, rec, &b->empty_pos[p], n);
  put (b, rec, b->n_empty, n + 1);
}

/* --- strings ------------------------------------------------------------- */

G_ALWAYS_INLINE static inline void
add_plib (IshiGoBoard *b, const gboolean rec, int h, int lib)
{
  put (b, rec, &b->n_plibs[h], b->n_plibs[h] + 1);
  put (b, rec, &b->lib_sum[h], b->lib_sum[h] + lib);
  put (b, rec, &b->lib_sq[h], b->lib_sq[h] + lib * lib);
}

G_ALWAYS_INLINE static inline void
remove_plib (IshiGoBoard *b, const gboolean rec, int h, int lib)
{
  put (b, rec, &b->n_plibs[h], b->n_plibs[h] - 1);
  put (b, rec, &b->lib_sum[h], b->lib_sum[h] - lib);
  put (b, rec, &b->lib_sq[h], b->lib_sq[h] - lib * lib);
}

/* Joins the strings headed by a and b2; returns the head of the result.
 * The smaller string is relabelled, so a stone joining a long string costs
 * one relabel. */
G_ALWAYS_INLINE static inline int
merge (IshiGoBoard *b, const gboolean rec, int a, int b2)
{
  int s, tmp;

  if (b->n_stones[a] < b->n_stones[b2])
    {
      tmp = a;
      a = b2;
      b2 = tmp;
    }
  s = b2;
  do
    {
      put (b, rec, &b->head[s], a);
      s = b->next[s];
    }
  while (s != b2);

  /* Splice the two rings. */
  tmp = b->next[a];
  put (b, rec, &b->next[a], b->next[b2]);
  put (b, rec, &b->next[b2], tmp);

  put (b, rec, &b->n_stones[a], b->n_stones[a] + b->n_stones[b2]);
  put (b, rec, &b->n_plibs[a], b->n_plibs[a] + b->n_plibs[b2]);
  put (b, rec, &b->lib_sum[a], b->lib_sum[a] + b->lib_sum[b2]);
  put (b, rec, &b->lib_sq[a], b->lib_sq[a] + b->lib_sq[b2]);
  return a;
}

/* Takes the string headed by h off the board; returns its size.  The
 * stones' head[] and next[] are left as they were: nothing reads them for
 * an empty point. */
G_ALWAYS_INLINE static inline int
remove_string (IshiGoBoard *b, const gboolean rec, int h)
{
  const int stride = b->stride;
  int color = b->color[h];
  guint64 hx = 0;
  int n = 0;
  int s;

  /* First empty every stone, so that the second pass gives liberties
   * only to the strings that stay. */
  s = h;
  do
    {
      put (b, rec, &b->color[s], EMPTY);
      empty_add (b, rec, s);
      hx ^= key (b, color, s);
      n++;
      s = b->next[s];
    }
  while (s != h);

  s = h;
  do
    {
      const int nb[4] = { s - stride, s - 1, s + 1, s + stride };

      for (int i = 0; i < 4; i++)
        if (IS_STONE (b->color[nb[i]]))
          add_plib (b, rec, b->head[nb[i]], s);
      s = b->next[s];
    }
  while (s != h);

  b->hash ^= hx;
  return n;
}

/* The hash of all stones of the string headed by h. */
static guint64
string_hash (const IshiGoBoard *b, int h)
{
  int color = b->color[h];
  guint64 hx = 0;
  int s = h;

  do
    {
      hx ^= key (b, color, s);
      s = b->next[s];
    }
  while (s != h);
  return hx;
}

/* --- legality ------------------------------------------------------------ */

/* Is it legal for `color` to play on the empty-or-not point p (on the
 * board)?  The tests run in the documented order. */
G_ALWAYS_INLINE static inline IshiMoveStatus
analyse (const IshiGoBoard *b, int color, int p)
{
  const int stride = b->stride;
  const int nb[4] = { p - stride, p - 1, p + 1, p + stride };
  const int other = 3 - color;
  int captured[4], n_captured = 0;
  int own[4], n_own = 0;
  gboolean breathes = FALSE;

  /* 2. Occupied. */
  if (b->color[p] != EMPTY)
    return ISHI_MOVE_OCCUPIED;

  /* 3. Suicide.  The stone breathes if it has an empty neighbour, or joins
   * a string of its own that has a liberty besides p, or fills the last
   * liberty of an opponent string (which is then captured and leaves a
   * liberty behind).  A string next to p that is in atari has p as its
   * only liberty. */
  for (int i = 0; i < 4; i++)
    {
      int q = nb[i];
      int c = b->color[q];

      if (c == EMPTY)
        breathes = TRUE;
      else if (c == color)
        {
          int h = b->head[q];

          if (!in_atari (b, h))
            breathes = TRUE;
          else
            {
              int j;

              for (j = 0; j < n_own && own[j] != h; j++)
                ;
              if (j == n_own)
                own[n_own++] = h;
            }
        }
      else if (c == other)
        {
          int h = b->head[q];

          if (in_atari (b, h))
            {
              int j;

              for (j = 0; j < n_captured && captured[j] != h; j++)
                ;
              if (j == n_captured)
                captured[n_captured++] = h;
            }
        }
    }
  if (!breathes && n_captured == 0 && !b->allow_suicide)
    return ISHI_MOVE_SUICIDE;

  /* 4. Simple ko. */
  if (p == b->ko_point && color == (int) b->ko_color)
    return ISHI_MOVE_KO;

  /* 5. Positional superko: the position after the move must be new
   * (under 广义禁全同, with the off-board stones: ishi_go_board_whole_hash). */
  if (b->ko_rule != ISHI_KO_SIMPLE)
    {
      guint64 h = b->hash;

      if (!breathes && n_captured == 0)
        {
          /* Suicide: the stone and the strings it joins all go. */
          for (int j = 0; j < n_own; j++)
            h ^= string_hash (b, own[j]);
        }
      else
        {
          h ^= key (b, color, p);
          for (int j = 0; j < n_captured; j++)
            h ^= string_hash (b, captured[j]);
        }
      if (ishi_go_board_history_contains (b, ishi_go_board_whole_hash (b, h)))
        return ISHI_MOVE_SUPERKO;
    }

  return ISHI_MOVE_OK;
}

/* --- playing ------------------------------------------------------------- */

/* Puts a stone of `color` on the empty point p and joins it to the
 * strings of its colour around it; returns the head of its string.
 * Nothing is captured: a string of either colour may be left without a
 * liberty (do_play takes it off; setup leaves it). */
G_ALWAYS_INLINE static inline int
put_stone (IshiGoBoard *b, const gboolean rec, int color, int p)
{
  const int stride = b->stride;
  const int nb[4] = { p - stride, p - 1, p + 1, p + stride };
  gint32 n_libs = 0, sum = 0, sq = 0;
  int h;

  /* The stone on its own: a string of one.  Each neighbouring string
   * loses p as a pseudo-liberty, once per stone that touches p. */
  for (int i = 0; i < 4; i++)
    {
      int q = nb[i];
      int c = b->color[q];

      if (c == EMPTY)
        {
          n_libs++;
          sum += q;
          sq += q * q;
        }
      else if (c != BORDER)
        remove_plib (b, rec, b->head[q], p);
    }
  put (b, rec, &b->color[p], color);
  put (b, rec, &b->head[p], p);
  put (b, rec, &b->next[p], p);
  put (b, rec, &b->n_stones[p], 1);
  put (b, rec, &b->n_plibs[p], n_libs);
  put (b, rec, &b->lib_sum[p], sum);
  put (b, rec, &b->lib_sq[p], sq);
  empty_remove (b, rec, p);
  b->hash ^= key (b, color, p);

  /* Join the strings of the same colour around it. */
  h = p;
  for (int i = 0; i < 4; i++)
    {
      int q = nb[i];

      if (b->color[q] == color && b->head[q] != h)
        h = merge (b, rec, h, b->head[q]);
    }
  return h;
}

/* Puts a stone of `color` on p (which analyse() accepted) and does all
 * that follows: liberties, joining strings, captures, suicide, the ko
 * point.  Does not touch the side to move, passes or the history. */
G_ALWAYS_INLINE static inline void
do_play (IshiGoBoard *b, const gboolean rec, int color, int p)
{
  const int stride = b->stride;
  const int nb[4] = { p - stride, p - 1, p + 1, p + stride };
  const int other = 3 - color;
  int n_captured = 0, last_captured = NO_POINT;
  int h = put_stone (b, rec, color, p);

  /* Capture the opponent's strings left without liberties. */
  for (int i = 0; i < 4; i++)
    {
      int q = nb[i];

      if (b->color[q] == other && b->n_plibs[b->head[q]] == 0)
        {
          n_captured += remove_string (b, rec, b->head[q]);
          last_captured = q;
        }
    }

  /* Only then look at the move's own string: if it has no liberty the move
   * was a suicide (analyse() let it through only when it is allowed), and
   * the string goes to the opponent. */
  if (G_UNLIKELY (b->n_plibs[h] == 0))
    {
      b->captures[other - 1] += remove_string (b, rec, h);
      b->ko_point = NO_POINT;
      return;
    }
  b->captures[color - 1] += n_captured;

  /* A ko: one stone took one stone and is left with one liberty, the
   * captured point.  Retaking it at once would repeat the position. */
  if (n_captured == 1 && b->n_stones[h] == 1 && b->n_plibs[h] == 1)
    {
      b->ko_point = last_captured;
      b->ko_color = other;
    }
  else
    b->ko_point = NO_POINT;
}

/* --- moves --------------------------------------------------------------- */

IshiMoveStatus
ishi_go_board_check (const IshiGoBoard *board, IshiColor color, int x, int y)
{
  g_return_val_if_fail (board != NULL, ISHI_MOVE_OFF_BOARD);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, ISHI_MOVE_OFF_BOARD);

  if (board->resigned != ISHI_EMPTY)
    return ISHI_MOVE_GAME_OVER;
  if (x == -1 && y == -1)
    return board->no_pass ? ISHI_MOVE_NO_PASS : ISHI_MOVE_OK;
  if (x == ISHI_OFF_BOARD_X && y == ISHI_OFF_BOARD_X)
    {
      guint shown = 0;

      if (!board->allow_off_board)
        return ISHI_MOVE_OFF_BOARD;
      /* 广义禁全同: "禁止致使盘内棋形同形四现或更多现的虚着" — an off-board
       * move shows the board once more; the fourth showing is refused.
       * A scan, but off-board moves are few. */
      if (board->ko_rule == ISHI_KO_GENERALISED_SUPERKO)
        for (guint i = 0; i < board->n_board_log; i++)
          shown += board->board_log[i] == board->hash;
      return shown + 1 >= 4 ? ISHI_MOVE_SUPERKO : ISHI_MOVE_OK;
    }
  /* 1. Off the board. */
  if (!on_board (board, x, y))
    return ISHI_MOVE_OFF_BOARD;
  return analyse (board, color, point_index (board, x, y));
}

static void
pass (IshiGoBoard *b, IshiColor color)
{
  b->passes++;
  b->ko_point = NO_POINT;
  b->to_move = ishi_color_other (color);
  /* The stop (休止) of counting-methods.zh.txt: "在实战解决阶段以两弃时的
   * 局面为初始局面" — the dispute starts from the position at the two
   * passes, which is the last one pushed (passes push nothing), with no
   * other history, so a ko may be retaken after them (隔虚可提). */
  if (b->passes == 2 && b->reset_at_two_passes && b->ko_rule != ISHI_KO_SIMPLE &&
      b->n_history > 0)
    b->history_floor = b->n_history - 1;
}

/* 虚着: a stone beside the board.  It is a move: the ko is free after it
 * (an intervening move, like a ko threat), and it is not a pass. */
static void
off_board (IshiGoBoard *b, IshiColor color)
{
  b->offboard[color - 1]++;
  b->passes = 0;
  b->ko_point = NO_POINT;
  b->to_move = ishi_color_other (color);
}

IshiMoveStatus
ishi_go_board_play (IshiGoBoard *board, IshiColor color, int x, int y)
{
  IshiMoveStatus status;

  status = ishi_go_board_check (board, color, x, y);
  if (status != ISHI_MOVE_OK)
    return status;

  begin_step (board);
  if (x == -1)
    {
      /* A pass leaves the position as it was: nothing to add to the
       * superko history (but under 广义禁全同 it shows the board again:
       * "放弃时,原有的全局棋形与盘内棋形都多一次地呈现了"). */
      pass (board, color);
      remember (board, FALSE, TRUE);
      return ISHI_MOVE_OK;
    }
  if (x == ISHI_OFF_BOARD_X)
    {
      off_board (board, color);
      remember (board, TRUE, TRUE);
      return ISHI_MOVE_OK;
    }

  do_play (board, TRUE, color, point_index (board, x, y));
  board->passes = 0;
  board->to_move = ishi_color_other (color);
  remember (board, TRUE, TRUE);
  return ISHI_MOVE_OK;
}

/* Rebuilds strings, liberties and the empty list from the colours, through
 * put() so that undo restores the earlier arrays.  Setup stones may leave
 * a string without liberties (SGF allows any arrangement); such a string
 * stays on the board untouched: no empty point is next to it, so no move
 * can reach it until setup changes it again. */
static void
rebuild (IshiGoBoard *b)
{
  g_autofree gint32 *stack = g_new (gint32, b->n_cells);
  g_autofree guint8 *seen = g_new0 (guint8, b->n_cells);
  gint32 n_empty = 0;

  b->hash = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      {
        int p = point_index (b, x, y);
        int color = b->color[p];
        int n = 0, prev;
        gint32 libs = 0, sum = 0, sq = 0;

        if (color == EMPTY)
          {
            put (b, TRUE, &b->empty[n_empty], p);
            put (b, TRUE, &b->empty_pos[p], n_empty);
            n_empty++;
            continue;
          }
        if (seen[p])
          continue;

        /* Flood fill the string, linking its stones in the order found. */
        stack[n++] = p;
        seen[p] = 1;
        for (int i = 0; i < n; i++)
          {
            int s = stack[i];
            const int nb[4] = { s - b->stride, s - 1, s + 1, s + b->stride };

            for (int j = 0; j < 4; j++)
              {
                int q = nb[j];

                if (b->color[q] == color && !seen[q])
                  {
                    seen[q] = 1;
                    stack[n++] = q;
                  }
                else if (b->color[q] == EMPTY)
                  {
                    libs++;
                    sum += q;
                    sq += q * q;
                  }
              }
          }
        prev = stack[n - 1];
        for (int i = 0; i < n; i++)
          {
            put (b, TRUE, &b->head[stack[i]], p);
            put (b, TRUE, &b->next[prev], stack[i]);
            prev = stack[i];
            b->hash ^= key (b, color, stack[i]);
          }
        put (b, TRUE, &b->n_stones[p], n);
        put (b, TRUE, &b->n_plibs[p], libs);
        put (b, TRUE, &b->lib_sum[p], sum);
        put (b, TRUE, &b->lib_sq[p], sq);
      }
  put (b, TRUE, b->n_empty, n_empty);
}

/* Does the setup only put stones of `color` on empty points (or on its
 * own stones, which stay), all of them on the board? */
static gboolean
setup_adds_only (const IshiGoBoard *b, const IshiPoint *points, guint n_points, IshiColor color)
{
  if (color == ISHI_EMPTY)
    return FALSE;
  for (guint i = 0; i < n_points; i++)
    {
      int c;

      if (!on_board (b, points[i].x, points[i].y))
        return FALSE;
      c = b->color[point_index (b, points[i].x, points[i].y)];
      if (c != EMPTY && c != (int) color)
        return FALSE;
    }
  return TRUE;
}

void
ishi_go_board_setup (IshiGoBoard *board, const IshiPoint *points, guint n_points,
                     IshiColor color)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (points != NULL || n_points == 0);
  g_return_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE);

  begin_step (board);
  if (setup_adds_only (board, points, n_points, color))
    {
      /* Stones on empty points, as most setups are (handicap stones, a
       * problem's position): each is put as a move puts it, without the
       * captures, so the board costs its new stones and not a rebuild
       * of every point (a twentieth of reading a short record). */
      for (guint i = 0; i < n_points; i++)
        {
          int p = point_index (board, points[i].x, points[i].y);

          if (board->color[p] == EMPTY)
            put_stone (board, TRUE, color, p);
        }
    }
  else
    {
      for (guint i = 0; i < n_points; i++)
        if (on_board (board, points[i].x, points[i].y))
          put (board, TRUE, &board->color[point_index (board, points[i].x, points[i].y)], color);
      rebuild (board);
    }

  /* The ko belonged to the position before; setup is not a move. */
  board->ko_point = NO_POINT;
  board->passes = 0;
  remember (board, TRUE, TRUE);
}

void
ishi_go_board_resign (IshiGoBoard *board, IshiColor color)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);

  begin_step (board);
  board->resigned = color;
}

gboolean
ishi_go_board_undo (IshiGoBoard *board)
{
  Step *s;

  g_return_val_if_fail (board != NULL, FALSE);

  if (board->n_steps == 0)
    return FALSE;

  s = &board->steps[--board->n_steps];
  while (board->n_changes > s->n_changes)
    {
      Change *c = &board->changes[--board->n_changes];

      board->arena[c->offset] = c->old;
    }
  board->hash = s->hash;
  board->ko_point = s->ko_point;
  board->ko_color = s->ko_color;
  board->to_move = s->to_move;
  board->resigned = s->resigned;
  board->passes = s->passes;
  board->captures[0] = s->captures[0];
  board->captures[1] = s->captures[1];
  board->history_floor = s->history_floor;
  board->offboard[0] = s->offboard[0];
  board->offboard[1] = s->offboard[1];
  if (s->pushed_board_log)
    board->n_board_log--;
  if (s->pushed_history)
    ishi_go_board_history_pop (board);
  return TRUE;
}

/* --- the fast path ------------------------------------------------------- */

static inline void
forget_undo (IshiGoBoard *b)
{
  b->n_steps = 0;
  b->n_changes = 0;
}

G_ALWAYS_INLINE static inline void
play_fast_at (IshiGoBoard *b, int color, int p)
{
  do_play (b, FALSE, color, p);
  b->passes = 0;
  b->to_move = 3 - color;
  if (b->ko_rule != ISHI_KO_SIMPLE)
    remember (b, TRUE, FALSE);
}

IshiMoveStatus
ishi_go_board_play_fast (IshiGoBoard *board, IshiColor color, int x, int y)
{
  IshiMoveStatus status;

  status = ishi_go_board_check (board, color, x, y);
  if (status != ISHI_MOVE_OK)
    return status;

  forget_undo (board);
  if (x == -1)
    {
      pass (board, color);
      remember (board, FALSE, FALSE);
    }
  else if (x == ISHI_OFF_BOARD_X)
    {
      off_board (board, color);
      remember (board, TRUE, FALSE);
    }
  else
    play_fast_at (board, color, point_index (board, x, y));
  return ISHI_MOVE_OK;
}

/* p must be empty. */
static inline gboolean
is_eye (const IshiGoBoard *b, int color, int p)
{
  const int stride = b->stride;
  const int other = 3 - color;
  const int nb[4] = { p - stride, p - 1, p + 1, p + stride };
  const int dg[4] = { p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1 };
  int bad = 0, edge = 0;

  for (int i = 0; i < 4; i++)
    {
      int c = b->color[nb[i]];

      if (c != color && c != BORDER)
        return FALSE;
    }
  /* Off the board counts as one opponent diagonal: on the edge or in the
   * corner a single opponent diagonal already makes the eye false. */
  for (int i = 0; i < 4; i++)
    {
      int c = b->color[dg[i]];

      bad += c == other;
      edge |= c == BORDER;
    }
  return bad + edge < 2;
}

gboolean
ishi_go_board_is_eye (const IshiGoBoard *board, IshiColor color, int x, int y)
{
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  if (!on_board (board, x, y) || board->color[point_index (board, x, y)] != EMPTY)
    return FALSE;
  return is_eye (board, color, point_index (board, x, y));
}

/* xorshift64* (Vigna): fast and good enough to pick playout moves. */
static inline guint64
next_random (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * G_GUINT64_CONSTANT (0x2545F4914F6CDD1D);
}

gboolean
ishi_go_board_play_random (IshiGoBoard *board, guint64 *rng)
{
  IshiGoBoard *b = board;
  int color, n, start;

  g_return_val_if_fail (board != NULL && rng != NULL, FALSE);

  forget_undo (b);
  color = b->to_move;
  n = *b->n_empty;
  if (*rng == 0)
    *rng = 1;

  /* Walk the empty points from a random place and play the first that
   * is legal and not one of our own eyes.  (This favours points after
   * long runs of unplayable ones a little; playouts do not mind.) */
  if (n > 0 && b->resigned == ISHI_EMPTY)
    {
      start = (int) (((next_random (rng) >> 32) * (guint64) n) >> 32);
      for (int k = 0; k < n; k++)
        {
          int i = start + k < n ? start + k : start + k - n;
          int p = b->empty[i];

          if (is_eye (b, color, p))
            continue;
          if (analyse (b, color, p) != ISHI_MOVE_OK)
            continue;
          play_fast_at (b, color, p);
          return TRUE;
        }
    }
  pass (b, color);
  remember (b, FALSE, FALSE);
  return FALSE;
}
