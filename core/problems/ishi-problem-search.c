/* ishi-problem-search.c — the searches that prove a Go problem's claims
 * (see ishi-problem-search.h).
 *
 * They are plain AND/OR searches: at the side that must find a way, one
 * move that works is enough; at the side that answers, every move of the
 * region (and a pass) must fail.  Moves are only ever ordered, never left
 * out, so the answers are proofs.  Moves likely to decide come first: the
 * target's liberties and the points next to them, then captures, so that
 * a proof is usually found with the first tries.
 *
 * Benson's algorithm (D. B. Benson, "Life in the game of Go", 1976):
 * take the player's strings (blocks) and the regions the player encloses
 * (each a connected set of points that are not the player's stones);
 * a region is vital to a block when every empty point of the region is a
 * liberty of the block.  Then, until nothing changes: drop every block
 * with fewer than two vital regions left, and every region next to a
 * dropped block.  The blocks that remain cannot be captured even if their
 * owner never plays again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem"

#include "config.h"

#include <string.h>

#include "ishi-problem-search.h"

#define DEFAULT_MAX_NODES (G_GUINT64_CONSTANT (4000000))
#define BEST_MAX_DEPTH 60
#define MAX_POINTS (ISHI_GO_BOARD_MAX_SIZE * ISHI_GO_BOARD_MAX_SIZE)

static const int dx[4] = { 1, -1, 0, 0 };
static const int dy[4] = { 0, 0, 1, -1 };

/* --- a table of positions met ------------------------------------------------ */

typedef struct {
  guint64 *keys;     /* 0: a free slot */
  gint32 *values;
  gsize mask;
  gsize count;
} Table;

static void
table_init (Table *t)
{
  t->mask = 1023;
  t->count = 0;
  t->keys = g_new0 (guint64, t->mask + 1);
  t->values = g_new0 (gint32, t->mask + 1);
}

static void
table_clear (Table *t)
{
  g_free (t->keys);
  g_free (t->values);
}

static gint32 *
table_find (Table *t, guint64 key, gboolean add)
{
  gsize i = (gsize) key & t->mask;

  while (t->keys[i] != 0 && t->keys[i] != key)
    i = (i + 1) & t->mask;
  if (t->keys[i] == key)
    return &t->values[i];
  if (!add)
    return NULL;
  if (2 * (t->count + 1) > t->mask + 1)
    {
      Table bigger = { .mask = 2 * t->mask + 1 };

      bigger.keys = g_new0 (guint64, bigger.mask + 1);
      bigger.values = g_new0 (gint32, bigger.mask + 1);
      for (gsize j = 0; j <= t->mask; j++)
        if (t->keys[j] != 0)
          {
            gsize k = (gsize) t->keys[j] & bigger.mask;

            while (bigger.keys[k] != 0)
              k = (k + 1) & bigger.mask;
            bigger.keys[k] = t->keys[j];
            bigger.values[k] = t->values[j];
          }
      bigger.count = t->count;
      table_clear (t);
      *t = bigger;
      return table_find (t, key, TRUE);
    }
  t->keys[i] = key;
  t->count++;
  return &t->values[i];
}

static guint64
mix64 (guint64 x)
{
  x ^= x >> 30;
  x *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

/* --- the search's state ----------------------------------------------------------- */

typedef struct {
  IshiGoBoard *board;
  int size;
  IshiPoint region[MAX_POINTS];
  int n_region;
  IshiColor owner;        /* the target's colour */
  IshiPoint target;
  Table table;
  Table path;             /* best: the positions on the line searched */
  guint64 nodes;
  guint64 max_nodes;
  gboolean out_of_nodes;
  int depth;              /* best: moves on the line so far */
} Search;

static void
search_init (Search *s, IshiGoBoard *board, const IshiSearchLimits *limits, IshiPoint target)
{
  int size = ishi_go_board_get_size (board);
  IshiPoint lo = { 0, 0 }, hi = { size - 1, size - 1 };

  memset (s, 0, sizeof *s);
  s->board = board;
  s->size = size;
  s->target = target;
  s->owner = target.x >= 0 ? ishi_go_board_get (board, target.x, target.y) : ISHI_EMPTY;
  s->max_nodes = limits != NULL && limits->max_nodes > 0 ? limits->max_nodes : DEFAULT_MAX_NODES;
  if (limits != NULL)
    {
      lo.x = CLAMP (MIN (limits->min.x, limits->max.x), 0, size - 1);
      lo.y = CLAMP (MIN (limits->min.y, limits->max.y), 0, size - 1);
      hi.x = CLAMP (MAX (limits->min.x, limits->max.x), 0, size - 1);
      hi.y = CLAMP (MAX (limits->min.y, limits->max.y), 0, size - 1);
    }
  for (int y = lo.y; y <= hi.y; y++)
    for (int x = lo.x; x <= hi.x; x++)
      if (limits == NULL || limits->mask == NULL || limits->mask[y * size + x])
        s->region[s->n_region++] = (IshiPoint) { x, y };
  table_init (&s->table);
}

/* What a search tells its caller, and its table given back. */
static void
search_finish (Search *s, IshiPoint found, IshiPoint *move, guint64 *nodes)
{
  if (move != NULL)
    *move = found;
  if (nodes != NULL)
    *nodes = s->nodes;
  table_clear (&s->table);
}

/* The key of the position for the table: the stones, the ko, who is to
 * move, the moves left, the passes in a row, and which question. */
static guint64
position_key (Search *s, IshiColor to_move, int moves, int question)
{
  int kx = -1, ky = -1;
  IshiColor kc = ISHI_EMPTY;
  guint64 extra;
  guint64 key;

  ishi_go_board_get_ko (s->board, &kx, &ky, &kc);
  extra = (guint64) (kx + 1) | (guint64) (ky + 1) << 8 | (guint64) kc << 16 | (guint64) to_move << 18
          | (guint64) MIN (ishi_go_board_get_passes (s->board), 3u) << 20 | (guint64) question << 22
          | (guint64) (guint) moves << 24;
  key = ishi_go_board_get_hash (s->board) ^ mix64 (extra + 1);
  return key != 0 ? key : 1;
}

static gboolean
count_node (Search *s)
{
  if (++s->nodes > s->max_nodes)
    s->out_of_nodes = TRUE;
  return !s->out_of_nodes;
}

static gboolean
on_board (const Search *s, int x, int y)
{
  return x >= 0 && y >= 0 && x < s->size && y < s->size;
}

/* Marks the string at (x, y) in `in` (of size*size) and its liberties in
 * `libs`. */
static void
mark_string (const IshiGoBoard *board, int size, int x, int y, guint8 *in, guint8 *libs)
{
  IshiColor color = ishi_go_board_get (board, x, y);
  int stack[MAX_POINTS];
  int n = 0;

  if (color == ISHI_EMPTY)
    return;
  stack[n++] = y * size + x;
  in[y * size + x] = 1;
  while (n > 0)
    {
      int p = stack[--n];

      for (int d = 0; d < 4; d++)
        {
          int qx = p % size + dx[d], qy = p / size + dy[d];
          int q = qy * size + qx;
          IshiColor c;

          if (qx < 0 || qy < 0 || qx >= size || qy >= size)
            continue;
          c = ishi_go_board_get (board, qx, qy);
          if (c == ISHI_EMPTY && libs != NULL)
            libs[q] = 1;
          else if (c == color && !in[q])
            {
              in[q] = 1;
              stack[n++] = q;
            }
        }
    }
}

/* The moves to try, most promising first: the target's liberties, the
 * points next to them, points next to a string short of liberties;
 * `pass` adds a pass (first, `pass_first`, else last). */
static int
order_moves (Search *s, IshiColor color, IshiPoint *moves, gboolean pass, gboolean pass_first)
{
  guint8 in[MAX_POINTS] = { 0 }, libs[MAX_POINTS] = { 0 };
  int score[MAX_POINTS];
  int n = 0;

  if (s->target.x >= 0 && ishi_go_board_get (s->board, s->target.x, s->target.y) != ISHI_EMPTY)
    mark_string (s->board, s->size, s->target.x, s->target.y, in, libs);
  if (pass && pass_first)
    moves[n++] = (IshiPoint) { -1, -1 };
  for (int i = 0; i < s->n_region; i++)
    {
      IshiPoint p = s->region[i];
      int value = 0;

      if (ishi_go_board_get (s->board, p.x, p.y) != ISHI_EMPTY)
        continue;
      if (libs[p.y * s->size + p.x])
        value += 8;
      for (int d = 0; d < 4; d++)
        {
          int qx = p.x + dx[d], qy = p.y + dy[d];
          int liberties;

          if (!on_board (s, qx, qy))
            continue;
          if (libs[qy * s->size + qx])
            value += 2;
          if (ishi_go_board_get (s->board, qx, qy) == ISHI_EMPTY)
            continue;
          liberties = ishi_go_board_count_liberties (s->board, qx, qy);
          if (liberties == 1)
            value += 6;
          else if (liberties == 2)
            value += 1;
        }
      /* Insertion by value: a stable order, the same on every run. */
      {
        int j = n;

        while (j > (pass && pass_first ? 1 : 0) && score[j - 1] < value)
          {
            moves[j] = moves[j - 1];
            score[j] = score[j - 1];
            j--;
          }
        moves[j] = p;
        score[j] = value;
        n++;
      }
    }
  if (pass && !pass_first)
    moves[n++] = (IshiPoint) { -1, -1 };
  (void) color;
  return n;
}

static gboolean
target_gone (Search *s)
{
  return ishi_go_board_get (s->board, s->target.x, s->target.y) != s->owner;
}

/* --- the move loop the searches share -------------------------------------------------- */

/* What a side's move leads to: the search of the position after it (the
 * other side to move). */
typedef IshiSearchResult (*ReplyFunc) (Search *s, int moves);

/* Plays each move of `list` (`n` of them; a point x < -1 skipped) for
 * `color` in turn and asks `reply` about the position after it, with
 * `moves`: the first that gives `wins` (the mover's success: YES where it
 * looks for one way, NO where it must answer every move) settles the
 * position, its move in `move` (may be NULL).  Otherwise the opposite, or
 * UNKNOWN when a reply was.  Kept in the table under `key`. */
static IshiSearchResult
try_moves (Search *s, IshiColor color, const IshiPoint *list, int n, int moves, ReplyFunc reply,
           IshiSearchResult wins, guint64 key, IshiPoint *move)
{
  IshiSearchResult loses = wins == ISHI_SEARCH_YES ? ISHI_SEARCH_NO : ISHI_SEARCH_YES;
  gboolean unknown = FALSE;

  for (int i = 0; i < n; i++)
    {
      IshiSearchResult r;

      if (list[i].x < -1 || ishi_go_board_play (s->board, color, list[i].x, list[i].y) != ISHI_MOVE_OK)
        continue;
      r = reply (s, moves);
      ishi_go_board_undo (s->board);
      if (r == wins)
        {
          if (move != NULL)
            *move = list[i];
          *table_find (&s->table, key, TRUE) = wins;
          return wins;
        }
      unknown |= r == ISHI_SEARCH_UNKNOWN;
    }
  if (unknown)
    return ISHI_SEARCH_UNKNOWN;
  *table_find (&s->table, key, TRUE) = loses;
  return loses;
}

/* --- capture ------------------------------------------------------------------------ */

static IshiSearchResult attack (Search *s, int moves, IshiPoint *move);
static IshiSearchResult defend (Search *s, int moves, IshiPoint *move);

/* After an attacker's move: taken, or the defender's turn. */
static IshiSearchResult
after_attack (Search *s, int moves)
{
  return target_gone (s) ? ISHI_SEARCH_YES : defend (s, moves, NULL);
}

static IshiSearchResult
after_defence (Search *s, int moves)
{
  return attack (s, moves, NULL);
}

/* The attacker to move, with `moves` of its moves left. */
static IshiSearchResult
attack (Search *s, int moves, IshiPoint *move)
{
  IshiColor attacker = ishi_color_other (s->owner);
  IshiPoint list[MAX_POINTS + 1];
  int kx, ky, n;
  IshiColor kc = ISHI_EMPTY;
  guint64 key;
  gint32 *known;

  if (target_gone (s))
    return ISHI_SEARCH_YES;
  /* Each attacker stone takes at most one liberty, and the defender may
   * pass: more liberties than moves left is safe. */
  if (moves <= 0 || ishi_go_board_count_liberties (s->board, s->target.x, s->target.y) > moves)
    return ISHI_SEARCH_NO;
  key = position_key (s, attacker, moves, 1);
  known = move == NULL ? table_find (&s->table, key, FALSE) : NULL;
  if (known != NULL)
    return (IshiSearchResult) *known;
  if (!count_node (s))
    return ISHI_SEARCH_UNKNOWN;
  /* A pass only helps the attacker to wait out a ko. */
  n = order_moves (s, attacker, list, ishi_go_board_get_ko (s->board, &kx, &ky, &kc) && kc == attacker,
                   FALSE);
  return try_moves (s, attacker, list, n, moves - 1, after_attack, ISHI_SEARCH_YES, key, move);
}

/* The defender to move; the attacker has `moves` left after it.  YES: the
 * attacker captures whatever the defender does. */
static IshiSearchResult
defend (Search *s, int moves, IshiPoint *move)
{
  IshiPoint list[MAX_POINTS + 1];
  int liberties[MAX_POINTS + 1];
  int best = -1;
  guint64 key;
  gint32 *known;
  int n;

  if (target_gone (s))
    return ISHI_SEARCH_YES;
  /* Out of moves: no capture.  At the root a defence is still shown (the
   * one that leaves the most liberties), not a pass. */
  if (moves <= 0 && move == NULL)
    return ISHI_SEARCH_NO;
  key = position_key (s, s->owner, moves, 2);
  known = move == NULL ? table_find (&s->table, key, FALSE) : NULL;
  if (known != NULL)
    return (IshiSearchResult) *known;
  if (!count_node (s))
    return ISHI_SEARCH_UNKNOWN;
  /* The defences that leave the target the most liberties first: one
   * with more liberties than the attacker has moves settles the line at
   * once, and is found without a search.  (A pass last at the root: the
   * refutation shown is a move where there is one.) */
  n = order_moves (s, s->owner, list, TRUE, move == NULL);
  for (int i = 0; i < n; i++)
    {
      liberties[i] = -1;
      if (ishi_go_board_play (s->board, s->owner, list[i].x, list[i].y) != ISHI_MOVE_OK)
        {
          list[i].x = -2;   /* not a move: try_moves leaves it */
          continue;
        }
      liberties[i] = ishi_go_board_count_liberties (s->board, s->target.x, s->target.y);
      ishi_go_board_undo (s->board);
      if (liberties[i] > moves && move == NULL)
        {
          *table_find (&s->table, key, TRUE) = ISHI_SEARCH_NO;
          return ISHI_SEARCH_NO;
        }
      if (liberties[i] > moves && (best < 0 || liberties[i] > liberties[best]))
        best = i;
    }
  if (best >= 0)
    {
      *move = list[best];
      return ISHI_SEARCH_NO;
    }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && liberties[j - 1] < liberties[j]; j--)
      {
        IshiPoint p = list[j];
        int l = liberties[j];

        list[j] = list[j - 1];
        liberties[j] = liberties[j - 1];
        list[j - 1] = p;
        liberties[j - 1] = l;
      }
  return try_moves (s, s->owner, list, n, moves, after_defence, ISHI_SEARCH_NO, key, move);
}

IshiSearchResult
ishi_search_capture (IshiGoBoard *board, IshiColor to_move, IshiColor attacker, IshiPoint target,
                     int moves, const IshiSearchLimits *limits, IshiPoint *move, guint64 *nodes)
{
  Search s;
  IshiSearchResult r;
  IshiPoint found = { -1, -1 };

  g_return_val_if_fail (board != NULL, ISHI_SEARCH_UNKNOWN);
  g_return_val_if_fail (to_move == ISHI_BLACK || to_move == ISHI_WHITE, ISHI_SEARCH_UNKNOWN);

  search_init (&s, board, limits, target);
  if (s.owner == ISHI_EMPTY || s.owner == attacker)
    r = ISHI_SEARCH_YES;  /* nothing of the defender's there: taken already */
  else if (to_move == attacker)
    r = attack (&s, moves, &found);
  else
    r = defend (&s, moves, &found);
  search_finish (&s, found, move, nodes);
  return r;
}

/* --- Benson's unconditional life --------------------------------------------------- */

/* Benson's blocks and regions of one colour (on the stack: no
 * allocation, since the life search asks at every position). */
typedef struct {
  int size, n;
  int block[MAX_POINTS];     /* the block of each stone of the colour, -1 */
  int region[MAX_POINTS];    /* the region of each other point, -1 */
  int n_blocks, n_regions;
  int vital_block[4 * MAX_POINTS]; /* per region, 4: the blocks it may be vital to */
  guint8 vital[4 * MAX_POINTS];    /* per region, 4: 1 while still vital to that block */
} Benson;

/* Blocks and regions by flood fill. */
static void
benson_label (Benson *b, const IshiGoBoard *board, IshiColor color)
{
  int stack[MAX_POINTS];

  for (int p = 0; p < b->n; p++)
    b->block[p] = b->region[p] = -1;
  for (int p = 0; p < b->n; p++)
    {
      gboolean stone = ishi_go_board_get (board, p % b->size, p / b->size) == color;
      int *label = stone ? b->block : b->region;
      int id, top = 0;

      if (label[p] >= 0)
        continue;
      id = stone ? b->n_blocks++ : b->n_regions++;
      label[p] = id;
      stack[top++] = p;
      while (top > 0)
        {
          int q = stack[--top];

          for (int d = 0; d < 4; d++)
            {
              int rx = q % b->size + dx[d], ry = q / b->size + dy[d], r = ry * b->size + rx;

              if (rx < 0 || ry < 0 || rx >= b->size || ry >= b->size || label[r] >= 0)
                continue;
              if ((ishi_go_board_get (board, rx, ry) == color) == stone)
                {
                  label[r] = id;
                  stack[top++] = r;
                }
            }
        }
    }
}

/* The blocks next to point p (each once), in `next`; how many. */
static int
benson_next_blocks (const Benson *b, int p, int next[4])
{
  int n_next = 0;

  for (int d = 0; d < 4; d++)
    {
      int qx = p % b->size + dx[d], qy = p / b->size + dy[d], k;
      gboolean listed = FALSE;

      if (qx < 0 || qy < 0 || qx >= b->size || qy >= b->size || (k = b->block[qy * b->size + qx]) < 0)
        continue;
      /* A block on two sides of the point is one block. */
      for (int j = 0; j < n_next; j++)
        listed |= next[j] == k;
      if (!listed)
        next[n_next++] = k;
    }
  return n_next;
}

/* For each region, the blocks (at most four: those next to its first
 * empty point) it is vital to — every empty point of the region a
 * liberty of the block. */
static void
benson_vital (Benson *b, const IshiGoBoard *board)
{
  memset (b->vital, 0, (gsize) (4 * b->n_regions));
  for (int p = 0; p < b->n; p++)
    {
      int r = b->region[p], next[4], n_next;

      if (r < 0 || ishi_go_board_get (board, p % b->size, p / b->size) != ISHI_EMPTY)
        continue;
      n_next = benson_next_blocks (b, p, next);
      /* bit 2 of vital[r][3] marks the region's first empty point done */
      if (!(b->vital[4 * r + 3] & 2))
        {
          for (int i = 0; i < 4; i++)
            {
              b->vital_block[4 * r + i] = i < n_next ? next[i] : -1;
              b->vital[4 * r + i] = i < n_next ? 1 : 0;
            }
          b->vital[4 * r + 3] |= 2;
          continue;
        }
      for (int i = 0; i < 4; i++)
        {
          gboolean next_to = FALSE;

          for (int j = 0; j < n_next; j++)
            next_to |= next[j] == b->vital_block[4 * r + i];
          if (!next_to)
            b->vital[4 * r + i] &= 2;
        }
    }
}

/* Marks in `alive` (of size × size, cleared by the caller) the stones of
 * `color` that are unconditionally alive; returns how many. */
static int
benson (const IshiGoBoard *board, IshiColor color, guint8 *alive)
{
  Benson b = { .size = ishi_go_board_get_size (board) };
  gboolean block_alive[MAX_POINTS], region_ok[MAX_POINTS];
  gboolean changed = TRUE;
  int count = 0;

  b.n = b.size * b.size;
  benson_label (&b, board, color);
  benson_vital (&b, board);
  for (int k = 0; k < b.n_blocks; k++)
    block_alive[k] = TRUE;
  for (int r = 0; r < b.n_regions; r++)
    region_ok[r] = TRUE;
  /* Drop the blocks with fewer than two vital regions, and the regions
   * next to a dropped block, until nothing changes. */
  while (changed)
    {
      changed = FALSE;
      for (int k = 0; k < b.n_blocks; k++)
        {
          int n_vital = 0;

          for (int r = 0; block_alive[k] && r < b.n_regions && n_vital < 2; r++)
            for (int i = 0; i < 4; i++)
              n_vital += region_ok[r] && (b.vital[4 * r + i] & 1) && b.vital_block[4 * r + i] == k;
          if (block_alive[k] && n_vital < 2)
            block_alive[k] = FALSE, changed = TRUE;
        }
      for (int p = 0; p < b.n; p++)
        {
          int r = b.region[p], next[4], n_next;

          if (r < 0 || !region_ok[r])
            continue;
          n_next = benson_next_blocks (&b, p, next);
          for (int j = 0; j < n_next; j++)
            if (!block_alive[next[j]])
              {
                region_ok[r] = FALSE;
                changed = TRUE;
                break;
              }
        }
    }
  for (int p = 0; p < b.n; p++)
    if (b.block[p] >= 0 && block_alive[b.block[p]])
      {
        alive[p] = 1;
        count++;
      }
  return count;
}

gboolean
ishi_search_pass_alive (const IshiGoBoard *board, int x, int y)
{
  int size = ishi_go_board_get_size (board);
  IshiColor color = ishi_go_board_get (board, x, y);
  guint8 alive[MAX_POINTS] = { 0 };

  if (color == ISHI_EMPTY)
    return FALSE;
  benson (board, color, alive);
  return alive[y * size + x] != 0;
}

/* --- life ---------------------------------------------------------------------------- */

static IshiSearchResult live_move (Search *s, int moves, IshiPoint *move);
static IshiSearchResult kill_move (Search *s, int moves, IshiPoint *move);

static IshiSearchResult
after_owner (Search *s, int moves)
{
  return kill_move (s, moves, NULL);
}

static IshiSearchResult
after_other (Search *s, int moves)
{
  return live_move (s, moves, NULL);
}

/* Whether the position settles the life question before any move, and how. */
static gboolean
life_settled (Search *s, int moves, IshiSearchResult *r)
{
  if (target_gone (s))
    *r = ISHI_SEARCH_NO;
  else if (ishi_search_pass_alive (s->board, s->target.x, s->target.y))
    *r = ISHI_SEARCH_YES;
  else if (moves <= 0)
    *r = ISHI_SEARCH_NO;
  else
    return FALSE;
  return TRUE;
}

/* The owner to move, `moves` of its moves left. */
static IshiSearchResult
live_move (Search *s, int moves, IshiPoint *move)
{
  IshiPoint list[MAX_POINTS + 1];
  IshiSearchResult r;
  guint64 key;
  gint32 *known;
  int n;

  if (life_settled (s, moves, &r))
    return r;
  key = position_key (s, s->owner, moves, 3);
  known = move == NULL ? table_find (&s->table, key, FALSE) : NULL;
  if (known != NULL)
    return (IshiSearchResult) *known;
  if (!count_node (s))
    return ISHI_SEARCH_UNKNOWN;
  n = order_moves (s, s->owner, list, FALSE, FALSE);
  return try_moves (s, s->owner, list, n, moves - 1, after_owner, ISHI_SEARCH_YES, key, move);
}

/* The other side to move; the owner has `moves` left after it.  YES: the
 * owner lives whatever the other side does. */
static IshiSearchResult
kill_move (Search *s, int moves, IshiPoint *move)
{
  IshiColor other = ishi_color_other (s->owner);
  IshiPoint list[MAX_POINTS + 1];
  IshiSearchResult r;
  guint64 key;
  gint32 *known;
  int n;

  if (life_settled (s, moves, &r))
    return r;
  key = position_key (s, other, moves, 4);
  known = move == NULL ? table_find (&s->table, key, FALSE) : NULL;
  if (known != NULL)
    return (IshiSearchResult) *known;
  if (!count_node (s))
    return ISHI_SEARCH_UNKNOWN;
  n = order_moves (s, other, list, TRUE, FALSE);
  return try_moves (s, other, list, n, moves, after_other, ISHI_SEARCH_NO, key, move);
}

IshiSearchResult
ishi_search_live (IshiGoBoard *board, IshiColor to_move, IshiPoint target, int moves,
                  const IshiSearchLimits *limits, IshiPoint *move, guint64 *nodes)
{
  Search s;
  IshiSearchResult r;
  IshiPoint found = { -1, -1 };

  g_return_val_if_fail (board != NULL, ISHI_SEARCH_UNKNOWN);
  g_return_val_if_fail (to_move == ISHI_BLACK || to_move == ISHI_WHITE, ISHI_SEARCH_UNKNOWN);

  search_init (&s, board, limits, target);
  if (s.owner == ISHI_EMPTY)
    r = ISHI_SEARCH_NO;
  else if (to_move == s.owner)
    r = live_move (&s, moves, &found);
  else
    r = kill_move (&s, moves, &found);
  search_finish (&s, found, move, nodes);
  return r;
}

/* --- Pure Go: the best count ------------------------------------------------------------ */

/* In the table, a value and what it is: exact, or a bound from a cut. */
enum { BEST_EXACT = 0, BEST_LOWER = 1, BEST_UPPER = 2 };
#define BEST_PACK(value, kind) ((gint32) ((value) + 4096) | (gint32) (kind) << 16)
#define BEST_VALUE(packed) (((packed) & 0xffff) - 4096)
#define BEST_KIND(packed) ((packed) >> 16)

/* What the side to move can hope for at most and fear at least, from the
 * stones that can never be captured (Benson): the other side keeps its
 * unconditionally alive stones, so the mover ends with at most the rest
 * of the board, and so on.  Lines that throw a group away are cut by
 * these bounds long before they end. */
static void
best_bounds (Search *s, IshiColor to_move, int *low, int *high)
{
  guint8 mine[MAX_POINTS] = { 0 }, theirs[MAX_POINTS] = { 0 };
  int total = s->size * s->size;
  int own = benson (s->board, to_move, mine);
  int other = benson (s->board, ishi_color_other (to_move), theirs);

  *low = 2 * own - total;
  *high = total - 2 * other;
}

/* Negamax with alpha-beta: the value for `to_move` when it lies between
 * alpha and beta, else a bound on the side of the window it fell; FALSE
 * when it cannot be settled. */
static gboolean
best_value (Search *s, IshiColor to_move, int alpha, int beta, int *value, IshiPoint *move)
{
  IshiColor other = ishi_color_other (to_move);
  IshiPoint list[MAX_POINTS + 1];
  int best = G_MININT, window = alpha, low, high, n;
  guint64 key;
  gint32 *known, *on_line;

  if (ishi_go_board_get_passes (s->board) >= 2)
    {
      *value = (int) ishi_go_board_get_n_stones (s->board, to_move)
               - (int) ishi_go_board_get_n_stones (s->board, other);
      return TRUE;
    }
  if (s->depth >= BEST_MAX_DEPTH)
    return FALSE;
  key = position_key (s, to_move, 0, 5);
  on_line = table_find (&s->path, key, FALSE);
  if (on_line != NULL && *on_line > 0)
    return FALSE;  /* the same position again on this line: a cycle */
  known = move == NULL ? table_find (&s->table, key, FALSE) : NULL;
  if (known != NULL)
    {
      int v = BEST_VALUE (*known);

      if (BEST_KIND (*known) == BEST_EXACT)
        return (*value = v, TRUE);
      if (BEST_KIND (*known) == BEST_LOWER)
        alpha = MAX (alpha, v);
      else
        beta = MIN (beta, v);
      if (alpha >= beta)
        return (*value = v, TRUE);
    }
  best_bounds (s, to_move, &low, &high);
  if (high <= alpha && move == NULL)
    return (*value = high, TRUE);
  if (low >= beta && move == NULL)
    return (*value = low, TRUE);
  if (!count_node (s))
    return FALSE;
  window = alpha;
  (*table_find (&s->path, key, TRUE))++;
  s->depth++;
  n = order_moves (s, to_move, list, TRUE, FALSE);
  for (int i = 0; i < n; i++)
    {
      int v;
      gboolean settled;

      if (ishi_go_board_play (s->board, to_move, list[i].x, list[i].y) != ISHI_MOVE_OK)
        continue;
      settled = best_value (s, other, -beta, -MAX (alpha, best == G_MININT ? alpha : best), &v, NULL);
      ishi_go_board_undo (s->board);
      if (!settled)
        {
          s->depth--;
          (*table_find (&s->path, key, TRUE))--;
          return FALSE;
        }
      if (best == G_MININT || -v > best)
        {
          best = -v;
          if (move != NULL)
            *move = list[i];
        }
      if (best >= beta)
        break;
    }
  s->depth--;
  (*table_find (&s->path, key, TRUE))--;
  *table_find (&s->table, key, TRUE) = BEST_PACK (best, best <= window ? BEST_UPPER
                                                        : best >= beta ? BEST_LOWER : BEST_EXACT);
  *value = best;
  return TRUE;
}

gboolean
ishi_search_best (IshiGoBoard *board, IshiColor to_move, const IshiSearchLimits *limits,
                  int *value, IshiPoint *move, guint64 *nodes)
{
  Search s;
  gboolean settled;
  int v = 0;
  IshiPoint found = { -1, -1 };
  int total;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (to_move == ISHI_BLACK || to_move == ISHI_WHITE, FALSE);

  search_init (&s, board, limits, (IshiPoint) { -1, -1 });
  table_init (&s.path);
  total = s.size * s.size;
  settled = best_value (&s, to_move, -total - 1, total + 1, &v, &found);
  if (value != NULL)
    *value = v;
  search_finish (&s, found, move, nodes);
  table_clear (&s.path);
  return settled;
}
