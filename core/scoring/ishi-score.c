/* ishi-score.c — counting a finished game of Go (see ishi-score.h).
 *
 * Everything here works on plain grids with flood fills: a finished
 * position is counted once per click in the scoring phase, so clarity wins
 * over speed (a 19×19 count takes a few microseconds anyway).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-score"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-grid-private.h"
#include "ishi-score.h"
#include "ishi-ruleset.h"
#include "ishi-score-private.h"
#include "ishi-score-seki.h"

/* --- methods ------------------------------------------------------------- */

static const struct {
  const char *id;
  const char *name;
  double komi;
} methods[ISHI_SCORE_N_METHODS] = {
  [ISHI_SCORE_JAPANESE]  = { "japanese", N_("Japanese (territory)"), 6.5 },
  [ISHI_SCORE_CHINESE]   = { "chinese", N_("Chinese (area)"), 7.5 },
  [ISHI_SCORE_PURE]      = { "pure", N_("Pure Go (stones on the board)"), 0.0 },
  [ISHI_SCORE_EQUAL_ART] = { "equal-art", N_("Equal stones, art version"), 6.5 },
  [ISHI_SCORE_EQUAL_LAW] = { "equal-law", N_("Equal stones, law version"), 7.5 },
  [ISHI_SCORE_EQUAL_BOWLS_ART] = { "equal-4-1", N_("Equal stones from the bowls, art version"), 6.5 },
  [ISHI_SCORE_EQUAL_BOWLS_LAW] = { "equal-4-2", N_("Equal stones from the bowls, law version"), 7.5 },
  [ISHI_SCORE_EQUAL_OFF_ART] = { "equal-2-1", N_("Equal stones with off-board moves, art version"), 6.5 },
  [ISHI_SCORE_EQUAL_OFF_LAW] = { "equal-2-2", N_("Equal stones with off-board moves, law version"), 7.5 },
  [ISHI_SCORE_EQUAL_NOPASS_ART] = { "equal-3-1", N_("Equal stones without passes, art version"), 6.5 },
  [ISHI_SCORE_EQUAL_NOPASS_LAW] = { "equal-3-2", N_("Equal stones without passes, law version"), 7.5 },
};

gboolean
ishi_score_method_is_equal_stones (IshiScoreMethod method)
{
  return method >= ISHI_SCORE_EQUAL_ART && method < ISHI_SCORE_N_METHODS;
}

static gboolean
method_valid (IshiScoreMethod method)
{
  return (guint) method < ISHI_SCORE_N_METHODS;
}

const char *
ishi_score_method_to_string (IshiScoreMethod method)
{
  g_return_val_if_fail (method_valid (method), NULL);
  return methods[method].id;
}

gboolean
ishi_score_method_from_string (const char *text, IshiScoreMethod *method)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < ISHI_SCORE_N_METHODS; i++)
    if (g_ascii_strcasecmp (text, methods[i].id) == 0)
      {
        if (method)
          *method = (IshiScoreMethod) i;
        return TRUE;
      }
  return FALSE;
}

const char *
ishi_score_method_describe (IshiScoreMethod method)
{
  g_return_val_if_fail (method_valid (method), NULL);
  return _(methods[method].name);
}

gboolean
ishi_score_method_for_ruleset (const char *ruleset, IshiScoreMethod *method)
{
  const IshiRuleset *row;
  gboolean known = FALSE;

  g_return_val_if_fail (ruleset != NULL, FALSE);

  /* RU is read in one place, the rule-set table; the words of
   * ishi_score_method_to_string are understood too. */
  row = ishi_ruleset_from_ru (ishi_rules_go (), ruleset, &known);
  if (known)
    {
      if (method)
        *method = row->scoring;
      return TRUE;
    }
  {
    g_autofree char *folded = g_utf8_strdown (ruleset, -1);

    return ishi_score_method_from_string (g_strstrip (folded), method);
  }
}

double
ishi_score_method_default_komi (IshiScoreMethod method)
{
  g_return_val_if_fail (method_valid (method), 0.0);
  return methods[method].komi;
}

gboolean
ishi_score_method_has_dead_stones (IshiScoreMethod method)
{
  return method != ISHI_SCORE_PURE;
}

/* --- marking ------------------------------------------------------------ */

/* Flips the marks of the stones reachable from (x, y) through stones of
 * its colour — and, with `through_liberties`, through an empty point to the
 * other strings of that colour it touches (a liberty they share), never
 * from one empty point to the next — to the opposite of the mark at
 * (x, y).  Returns how many marks changed. */
static guint
toggle_marks (int size, const IshiColor *board, guint8 *marks, int x, int y,
              gboolean through_liberties)
{
  int n, p0, top = 0;
  IshiColor color;
  guint8 value;
  guint changed = 0;
  g_autofree int *stack = NULL;
  g_autofree guint8 *seen = NULL;

  if (x < 0 || y < 0 || x >= size || y >= size)
    return 0;

  n = size * size;
  p0 = y * size + x;
  color = board[p0];
  if (color != ISHI_BLACK && color != ISHI_WHITE)
    return 0;

  value = marks[p0] ? 0 : 1;
  stack = g_new (int, n);
  seen = g_new0 (guint8, n);
  seen[p0] = 1;
  stack[top++] = p0;
  while (top > 0)
    {
      int q = stack[--top], nb[4], k = ishi_grid_neighbours (size, q, nb);

      if (board[q] == color && marks[q] != value)
        {
          marks[q] = value;
          changed++;
        }
      for (int i = 0; i < k; i++)
        {
          int r = nb[i];

          /* From a shared liberty only to the stones around it. */
          if (!seen[r] && (board[r] == color
                           || (through_liberties && board[q] == color && board[r] == ISHI_EMPTY)))
            {
              seen[r] = 1;
              stack[top++] = r;
            }
        }
    }
  return changed;
}

guint
ishi_score_toggle_dead (int size, const IshiColor *board, guint8 *dead, int x, int y)
{
  g_return_val_if_fail (size > 0 && board != NULL && dead != NULL, 0);

  /* The rule of the online-go rules page: a click removes a dead stone
   * with the stones that share its fate.  "Sharing its fate" is read as
   * the count's own suggestion reads it (share_within_groups in
   * ishi-deadstones.c): strings of one colour that share a liberty live
   * or die together, and the suggestion marks such a group as one.  So a
   * click takes the string and the strings joined to it through shared
   * liberties — a dead group of loose stones in the opponent's area goes
   * at once, and the same click brings it back — but never a stone of the
   * same colour elsewhere on the board.  (OGS and Sabaki go on from one
   * empty point to the next, stopping only at the other colour: on an open
   * board a click on one lone stone took every stone of its colour.) */
  return toggle_marks (size, board, dead, x, y, TRUE);
}

guint
ishi_score_toggle_seki (int size, const IshiColor *board, guint8 *seki, int x, int y)
{
  g_return_val_if_fail (size > 0 && board != NULL && seki != NULL, 0);

  /* Seki is marked a string at a time: across the shared liberties of a
   * seki stand the other colour's strings, whose fate is their own. */
  return toggle_marks (size, board, seki, x, y, FALSE);
}

/* --- from a game ---------------------------------------------------------- */

/* The moves on the way from the root to here, in order.  Setup stones
 * (AB, AW) are not moves.  The first two passes in a row are the
 * boundary of counting-methods.zh.txt (两弃为界): real moves after them
 * belong to the dispute (诉讼) and are counted apart as well. */
static void
count_moves (IshiScoreInput *input, IshiGame *game, int size)
{
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  guint passes = 0;
  gboolean dispute = FALSE;
  IshiColor last_passes[2] = { ISHI_EMPTY, ISHI_EMPTY };

  for (const IshiSgfNode *node = ishi_game_get_node (game); node; node = node->parent)
    g_ptr_array_add (line, (gpointer) node);
  for (guint i = line->len; i-- > 0;)
    {
      IshiColor color;
      int x, y;

      const IshiSgfNode *node = g_ptr_array_index (line, i);

      if (!ishi_game_node_move (node, size, &color, &x, &y) ||
          (color != ISHI_BLACK && color != ISHI_WHITE))
        {
          /* 3-x: the agreed stop is the boundary. */
          if (ishi_game_node_is_stop (node))
            dispute = TRUE;
          continue;
        }
      if (ishi_game_node_is_off_board (node))
        {
          passes = 0;
          if (color == ISHI_BLACK)
            {
              input->offboard_black++;
              input->dispute_offboard_black += dispute;
            }
          else
            {
              input->offboard_white++;
              input->dispute_offboard_white += dispute;
            }
          if (ishi_game_node_is_stop (node))
            dispute = TRUE;
          continue;
        }
      if (x < 0)
        {
          if (++passes == 2 || ishi_game_node_is_stop (node))
            dispute = TRUE;
          if (color == ISHI_BLACK)
            input->passes_black++;
          else
            input->passes_white++;
          last_passes[0] = last_passes[1];
          last_passes[1] = color;
          continue;
        }
      passes = 0;
      if (color == ISHI_BLACK)
        {
          input->moves_black++;
          input->dispute_black += dispute;
        }
      else
        {
          input->moves_white++;
          input->dispute_white += dispute;
        }
      if (ishi_game_node_is_stop (node))
        dispute = TRUE;
    }
  /* The two passes in a row that end the line stop the game; they are
   * not among the passes the 2-2 appendix fills a stone for. */
  if (passes >= 2)
    for (int i = 0; i < 2; i++)
      {
        if (last_passes[i] == ISHI_BLACK)
          input->passes_black--;
        else if (last_passes[i] == ISHI_WHITE)
          input->passes_white--;
      }
}

gboolean
ishi_score_input_init_from_game (IshiScoreInput *input, IshiGame *game)
{
  const IshiRules *rules;
  const IshiPosition *position;
  const IshiSgfNode *root;
  const char *raw;
  IshiColor *board;
  int size;

  g_return_val_if_fail (input != NULL, FALSE);
  memset (input, 0, sizeof *input);
  input->komi = NAN;
  g_return_val_if_fail (ISHI_IS_GAME (game), FALSE);

  rules = ishi_game_get_rules (game);
  if (rules != ishi_rules_go ())
    return FALSE;
  position = ishi_game_get_position (game);
  size = ishi_game_get_size (game);

  board = g_new (IshiColor, size * size);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      board[y * size + x] = rules->stone_at (position, x, y);
  input->size = size;
  input->board = board;
  input->captured_by_black = rules->captures (position, ISHI_BLACK);
  input->captured_by_white = rules->captures (position, ISHI_WHITE);

  count_moves (input, game, size);

  root = ishi_game_get_root (game);
  raw = ishi_sgf_node_get_raw (root, "HA");
  if (raw)
    {
      gint64 handicap = g_ascii_strtoll (raw, NULL, 10);

      input->handicap = handicap >= 2 && handicap <= size * size ? (int) handicap : 0;
    }
  raw = ishi_sgf_node_get_raw (root, "KM");
  if (raw)
    {
      char *end = NULL;
      double komi = g_ascii_strtod (raw, &end);

      if (end != raw && isfinite (komi))
        input->komi = komi;
    }
  return TRUE;
}

void
ishi_score_input_clear (IshiScoreInput *input)
{
  g_return_if_fail (input != NULL);
  g_free ((gpointer) input->board);
  memset (input, 0, sizeof *input);
}

/* --- counting ------------------------------------------------------------ */

char *
ishi_score_format_result (double margin)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  double m = fabs (margin);

  if (m < 1e-9)
    return g_strdup ("0");
  if (fabs (m - round (m)) < 1e-9)
    g_snprintf (number, sizeof number, "%.0f", round (m));
  else
    g_ascii_formatd (number, sizeof number, "%g", m);
  return g_strdup_printf ("%c+%s", margin > 0 ? 'B' : 'W', number);
}

void
ishi_score_free (IshiScore *score)
{
  if (score == NULL)
    return;
  g_free (score->result);
  g_free (score->owner);
  g_free (score->seki);
  g_clear_pointer (&score->steps, g_ptr_array_unref);
  g_free (score);
}

/* What the position holds, before any method has its say. */
typedef struct {
  int stones[3];        /* living stones, by colour */
  int dead[3];          /* dead stones, by their colour */
  int territory[3];     /* points of one-colour regions outside seki */
  int seki_eyes[3];     /* points of one-colour regions in seki */
  int seki_shared;      /* points of seki liberties */
  int dame;             /* other regions */
} Tally;

static void
give_komi (IshiScore *score, double komi)
{
  if (komi >= 0)
    score->white.komi = komi;
  else
    score->black.komi = -komi;
}

/* 等子比空.  The seed's procedure, step by step, for either version:
 *
 * 1. Refill: each side's captured and dead stones go back into its own
 *    territory, one 目 less for each.  Afterwards each side has on the board
 *    every stone it ever put there (R_b, R_w).
 * 2. Art version only (多下贴点): the side that played n more real moves
 *    in the game — from the empty board to the first two passes in a row
 *    (两弃为界) — takes n of its stones off "at the boundary between black
 *    and white"; the n points become unfilled dame that both share.  Moves
 *    in the dispute after those passes are not paid for (八.(3)).
 * 3. Equal stones: the side that still has d more stones takes d of them out
 *    of its own territory; those points are its 目.  In the law version this
 *    is the whole imbalance (多下不贴点); in the art version it is only what
 *    the moves do not explain — handicap and other setup stones, which are
 *    stones Black put on the board without a move.
 * 4. Count: each side's 目 are the empty points it alone surrounds, the eyes
 *    of its groups in seki included (the seed, "目" 的定义: 有眼双活 counts,
 *    unlike 日本规则 双活无目); komi is taken from Black's 目; the 点 are
 *    目 + stones + half of what is shared, which adds up to the whole board.
 *
 * When more has to come off a side than it has stones (possible only with
 * move counts that do not fit the board), the payment stops at what it has. */
/* What sets the sub-rules 1-x, 2-x and 3-x apart in the count. */
typedef struct {
  gboolean art;                 /* x-1: 多下贴点 before the boundary */
  gboolean pay_counts_off_board;/* 2-1: "多下n手着子的棋着(包括实着与虚着)" */
  gboolean pay_into_territory;  /* 3-1: "应从黑白棋子交界处取下这方n个棋子;为将棋
                                 * 做成等子局面,应将它们回填到该方自己的围空中" */
  gboolean balance;             /* 3-x: "平衡手数" with off-board stones */
  IshiScoreWay way;             /* 2-2: section 八 or the appendix (a, b) */
} EqualRule;

/* The balancing of the equal-stones methods, before the refill: 3-x's
 * balanced moves, and the 2-2 appendix's passes filled and stones
 * balanced (its options a and b). */
static void
balance_stones (IshiScoreSide *b, IshiScoreSide *w, const IshiScoreInput *in, const Tally *t,
                const EqualRule *rule, int refill_b, int refill_w)
{
  int more;

  /* 3-x 八.(1) 平衡手数: "若休止前的最后一手棋是由先下的黑方下出的,则应要求
   * 白方再下一手虚着来平衡手数,实现偶数休止" — the side that played fewer
   * moves (on and off the board) adds off-board stones until both played
   * as many. */
  if (rule->balance)
    {
      more = (in->moves_black + in->offboard_black) - (in->moves_white + in->offboard_white);
      if (more > 0)
        w->balanced = more;
      else
        b->balanced = -more;
    }
  /* 2-2 附文 (counting-methods.zh.txt, 2-2, the appendix after 十二).
   * (2): "双方连续两弃前的每一次放弃也要填1子" — one stone for each pass but
   * the last two.  (1) 平衡手数: "两弃休止时,若是先下的黑方下出了最后一手棋着,
   * 则应平衡手数" — a: "由白方再下出一手虚着", b: "由黑方下出一手B类负着(即黑方
   * 从自己地盘内取下1个己方棋子)".  Its reason is given with (2):
   * "平衡手数之实质是平衡回填做棋后盘内双方的子数,从而将棋做成等子局面", and
   * "若双方总共的手数为2k(含实着、虚着、负着与放弃…),则填后盘内黑白棋子各有k
   * 个".  So the balancing is counted on the stones each side will have
   * after the refill (its real and off-board moves and the passes filled):
   * in a game from an empty board these are its moves, and Black has one
   * more exactly when Black, who moved first, made the last move.  Where
   * the text is silent — a handicap game, where White moves first and
   * Black has stones it placed without a move, or setup stones — the same
   * principle decides: (a) the side with fewer stones plays as many more
   * off the board, (b) the side with more takes as many of its own out of
   * its own territory; then the stones are equal and nothing is taken out
   * as in 八.(2) (`removed` stays 0). */
  if (rule->way != ISHI_SCORE_WAY_SECTION_8)
    {
      b->pass_filled = in->passes_black;
      w->pass_filled = in->passes_white;
      more = (t->stones[ISHI_BLACK] + refill_b + in->offboard_black + b->pass_filled) -
             (t->stones[ISHI_WHITE] + refill_w + in->offboard_white + w->pass_filled);
      if (rule->way == ISHI_SCORE_WAY_APPENDIX_A)
        {
          if (more > 0)
            w->balanced = more;
          else
            b->balanced = -more;
        }
      else
        {
          if (more > 0)
            b->negative = more;
          else
            w->negative = -more;
        }
    }
}

static void
count_equal_stones (IshiScore *score, const IshiScoreInput *in, const Tally *t,
                    const EqualRule *rule)
{
  IshiScoreSide *b = &score->black, *w = &score->white;
  int refill_b = in->captured_by_white + t->dead[ISHI_BLACK];
  int refill_w = in->captured_by_black + t->dead[ISHI_WHITE];
  int r_b, r_w, more, shared;

  b->territory = t->territory[ISHI_BLACK] + t->seki_eyes[ISHI_BLACK];
  w->territory = t->territory[ISHI_WHITE] + t->seki_eyes[ISHI_WHITE];
  b->captures = in->captured_by_black;
  w->captures = in->captured_by_white;
  b->dead = t->dead[ISHI_WHITE];
  w->dead = t->dead[ISHI_BLACK];
  b->refilled = refill_b;
  w->refilled = refill_w;

  b->moves = in->moves_black - in->dispute_black;
  w->moves = in->moves_white - in->dispute_white;
  b->moves_dispute = in->dispute_black;
  w->moves_dispute = in->dispute_white;

  balance_stones (b, w, in, t, rule, refill_b, refill_w);
  /* 2-x 七.(1), 3-x 八.(2): "回填死子、俘子及虚着之子". */
  b->off_board = in->offboard_black + b->balanced;
  w->off_board = in->offboard_white + w->balanced;
  r_b = t->stones[ISHI_BLACK] + refill_b + b->off_board + b->pass_filled - b->negative;
  r_w = t->stones[ISHI_WHITE] + refill_w + w->off_board + w->pass_filled - w->negative;

  if (rule->art)
    {
      /* 多下贴点 applies to the game before the first two passes only;
       * in the dispute after them 多下不贴点 (六.1, 两弃为界). */
      more = b->moves - w->moves;
      if (rule->pay_counts_off_board)
        more += (in->offboard_black - in->dispute_offboard_black) -
                (in->offboard_white - in->dispute_offboard_white);
      if (more > 0)
        b->paid = MIN (more, r_b);
      else
        w->paid = MIN (-more, r_w);
    }
  /* 3-1: the paid stones go into the payer's own territory, so the stones
   * stay equal and the payer has n 目 less ("多下方减少了n目"). */
  if (rule->pay_into_territory)
    more = r_b - r_w;
  else
    more = (r_b - b->paid) - (r_w - w->paid);
  if (more > 0)
    b->removed = more;
  else
    w->removed = -more;

  /* In the appendix the stones are equal now ("填后,就将棋做成等子局面"):
   * `removed` is 0. */
  b->moku = b->territory - b->refilled - b->off_board - b->pass_filled + b->negative + b->removed;
  w->moku = w->territory - w->refilled - w->off_board - w->pass_filled + w->negative + w->removed;
  b->stones = r_b - b->removed;
  w->stones = r_w - w->removed;
  if (rule->pay_into_territory)
    {
      b->moku -= b->paid;
      w->moku -= w->paid;
    }
  else
    {
      b->stones -= b->paid;
      w->stones -= w->paid;
    }

  shared = t->seki_shared + t->dame + b->paid + w->paid;
  b->shared = w->shared = shared / 2.0;
  b->points = b->moku + b->stones + b->shared;
  w->points = w->moku + w->stones + w->shared;

  give_komi (score, in->komi);
  b->total = b->moku + b->komi;
  w->total = w->moku + w->komi;
}

/* 广义等子比目法 (4-1, 4-2), the text's procedure:
 *
 * 1. Prisoners are not kept: captured stones went back to their bowls.
 * 2. Art version (4-1) only: "从黑白两棋交界处取下这方的n个子,所产生的那n
 *    个空点视为未收的单官由双方均分" — the side that played n more moves
 *    before the first two passes takes n stones off at the boundary, back
 *    to its bowl; the points are shared.  The dispute after those passes
 *    is settled as in 1-1 (多下不贴点).
 * 3. The dead stones go back to their bowls.
 * 4. Each bowl held half the board (180 of 361); a side's bowl now holds
 *    that less its stones on the board.  "只要在罐内保留数量适度且彼此相等的
 *    黑白棋子,并将各方的其余棋子全部填入到各自围空中去" — each side fills
 *    its territory from its bowl until K stones are left in each; both
 *    then have half the board less K on it: equal stones.
 * 5. 目: the empty points each side alone surrounds, compared after komi.
 *
 * The margin is that of area counting (less the payment in 4-1): K only
 * changes how many 目 both sides show. */
static void
count_equal_bowls (IshiScore *score, const IshiScoreInput *in, const Tally *t, gboolean art)
{
  IshiScoreSide *b = &score->black, *w = &score->white;
  int n = in->size * in->size;
  int capacity, keep, shared;
  int ter_b = t->territory[ISHI_BLACK] + t->seki_eyes[ISHI_BLACK];
  int ter_w = t->territory[ISHI_WHITE] + t->seki_eyes[ISHI_WHITE];

  b->territory = ter_b;
  w->territory = ter_w;
  b->dead = t->dead[ISHI_WHITE];
  w->dead = t->dead[ISHI_BLACK];
  b->moves = in->moves_black - in->dispute_black;
  w->moves = in->moves_white - in->dispute_white;
  b->moves_dispute = in->dispute_black;
  w->moves_dispute = in->dispute_white;
  b->stones = t->stones[ISHI_BLACK];
  w->stones = t->stones[ISHI_WHITE];
  if (art)
    {
      int more = b->moves - w->moves;

      if (more > 0)
        b->paid = MIN (more, b->stones);
      else
        w->paid = MIN (-more, w->stones);
      b->stones -= b->paid;
      w->stones -= w->paid;
    }

  /* Half the board each (a side with more stones than that on the board,
   * possible only after setup, gets a bowl big enough). */
  capacity = MAX (n / 2, MAX (b->stones, w->stones));
  b->bowl = capacity - b->stones;
  w->bowl = capacity - w->stones;
  if (in->bowl_keep > 0)
    keep = in->bowl_keep;
  else
    {
      keep = MAX (0, MAX (b->bowl - ter_b, w->bowl - ter_w));
      keep = (keep + 9) / 10 * 10;
    }
  keep = MIN (keep, MIN (b->bowl, w->bowl));
  b->filled = b->bowl - keep;
  w->filled = w->bowl - keep;
  b->stones += b->filled;
  w->stones += w->filled;
  b->moku = ter_b - b->filled;
  w->moku = ter_w - w->filled;

  shared = t->seki_shared + t->dame + b->paid + w->paid;
  b->shared = w->shared = shared / 2.0;
  b->points = b->moku + b->stones + b->shared;
  w->points = w->moku + w->stones + w->shared;

  give_komi (score, in->komi);
  b->total = b->moku + b->komi;
  w->total = w->moku + w->komi;
}

/* A score for `method` on a board of `size`, nothing counted yet. */
static IshiScore *
score_new (IshiScoreMethod method, int size)
{
  int n = size * size;
  IshiScore *score = g_new0 (IshiScore, 1);

  score->method = method;
  score->size = size;
  score->owner = g_new0 (IshiColor, n);
  score->seki = g_new0 (guint8, n);
  score->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_score_step_free);
  return score;
}

/* Pure Go: "盤上に残った石数の多いほうが勝ち" — the stones left on the
 * board, every one of them; the players capture what they want gone. */
static void
count_pure_go (IshiScore *score, const IshiScoreInput *input)
{
  int n = input->size * input->size;

  for (int p = 0; p < n; p++)
    if (input->board[p] == ISHI_BLACK)
      score->black.stones++;
    else if (input->board[p] == ISHI_WHITE)
      score->white.stones++;
  give_komi (score, input->komi);
  score->black.total = score->black.stones + score->black.komi;
  score->white.total = score->white.stones + score->white.komi;
}

/* The stones on the board, living or dead, by colour. */
static void
tally_stones (int n, const IshiColor *board, const IshiColor *live, Tally *t)
{
  for (int p = 0; p < n; p++)
    {
      IshiColor c = board[p];

      if (c == ISHI_BLACK || c == ISHI_WHITE)
        {
          if (live[p] == ISHI_EMPTY)
            t->dead[c]++;
          else
            t->stones[c]++;
        }
    }
}

/* Equal stones (counting-methods.zh.txt, 三 "目"的定义): "双活棋中单方拥有的
 * 气点是该方的目" — in a seki, a point next to stones of one colour only (the
 * a and b of 四气双活图, "由黑子与公气围住的空点") is that side's liberty, not
 * a shared one.  Returns that side for the empty point p, ISHI_EMPTY when p
 * is not such a liberty. */
static IshiColor
one_sided_seki_liberty (int size, const IshiColor *live, const guint8 *seki, int p)
{
  int around = ishi_score_colours_around (size, live, p);
  int nb[4], k = ishi_grid_neighbours (size, p, nb);
  gboolean beside_seki = FALSE;

  for (int i = 0; i < k; i++)
    beside_seki |= live[nb[i]] != ISHI_EMPTY && seki[nb[i]];
  if (beside_seki && (around == 1 || around == 2))
    return around == 1 ? ISHI_BLACK : ISHI_WHITE;
  return ISHI_EMPTY;
}

/* Each empty region (dead stones gone) is territory when it borders one
 * colour only, dame when it borders both or none, and a seki point as
 * ishi_score_find_seki_parts decided. */
static void
tally_regions (IshiScore *score, const IshiScoreInput *input, const IshiColor *live,
               const Parts *regions, Tally *t)
{
  IshiScoreMethod method = score->method;
  int size = input->size, n = size * size, mark = 0;
  g_autofree int *stack = g_new (int, n);
  g_autofree int *stamp = g_new0 (int, n);
  g_autofree guint8 *region_in_seki = g_new0 (guint8, MAX (regions->n_parts, 1));

  /* Regions holding a point of a seki (for the equal-stones reading of
   * seki liberties below). */
  for (int p = 0; p < n; p++)
    if (regions->id[p] >= 0 && score->seki[p])
      region_in_seki[regions->id[p]] = 1;

  for (int p = 0; p < n; p++)
    {
      int r = regions->id[p];
      IshiColor owner;

      if (r < 0)
        continue;
      owner = regions->border[r] == 1 ? ISHI_BLACK
            : regions->border[r] == 2 ? ISHI_WHITE : ISHI_EMPTY;
      /* Equal stones (counting-methods.zh.txt, 三 "目"的定义): a point one
       * side claimed and the other accepted — 单方权利单官 in a seki, or
       * the 劫空 of a ko held with more threats — is the claimant's 目. */
      if (input->claims && ishi_score_method_is_equal_stones (method) &&
          (input->claims[p] == ISHI_BLACK || input->claims[p] == ISHI_WHITE))
        {
          t->territory[input->claims[p]]++;
          score->owner[p] = input->claims[p];
          score->seki[p] = 0;
          continue;
        }
      if (owner == ISHI_EMPTY && ishi_score_method_is_equal_stones (method) &&
          (score->seki[p] || region_in_seki[r]))
        {
          owner = one_sided_seki_liberty (size, live, score->seki, p);
          if (owner != ISHI_EMPTY)
            score->seki[p] = 1;
        }
      if (score->seki[p])
        {
          if (owner == ISHI_EMPTY)
            t->seki_shared++;
          else
            t->seki_eyes[owner]++;
          score->seki_points++;
          /* Eyes in seki count under area counting, not under territory. */
          if (method != ISHI_SCORE_JAPANESE)
            score->owner[p] = owner;
        }
      else if (owner == ISHI_EMPTY)
        t->dame++;
      else if (method == ISHI_SCORE_JAPANESE
               && ishi_score_is_last_liberty_of (size, live, p, owner, stack, stamp, &mark))
        t->dame++;      /* to be filled by its owner: see ishi_score_is_last_liberty_of */
      else
        {
          t->territory[owner]++;
          score->owner[p] = owner;
        }
    }
}

/* What the position holds, `live` being the board without its dead
 * stones: its seki (in score->seki), then every stone and empty point. */
static void
tally_position (IshiScore *score, const IshiScoreInput *input, const IshiColor *live,
                Tally *t)
{
  Parts regions, strings;
  int size = input->size;

  ishi_score_label_parts (size, live, TRUE, &regions);
  ishi_score_label_parts (size, live, FALSE, &strings);
  ishi_score_find_seki_parts (size, live, &regions, &strings, input->seki, score->seki);
  tally_stones (size * size, input->board, live, t);
  tally_regions (score, input, live, &regions, t);
  score->dame = t->dame;
  ishi_score_parts_clear (&regions);
  ishi_score_parts_clear (&strings);
}

/* Territory counting: the points each side surrounds outside seki, and its
 * prisoners — the stones it captured and the dead stones it takes off. */
static void
count_japanese (IshiScore *score, const IshiScoreInput *in, const Tally *t)
{
  IshiScoreSide *b = &score->black, *w = &score->white;

  b->territory = t->territory[ISHI_BLACK];
  w->territory = t->territory[ISHI_WHITE];
  b->captures = in->captured_by_black;
  w->captures = in->captured_by_white;
  b->dead = t->dead[ISHI_WHITE];
  w->dead = t->dead[ISHI_BLACK];
  b->prisoners = b->captures + b->dead;
  w->prisoners = w->captures + w->dead;
  give_komi (score, in->komi);
  b->total = b->territory + b->prisoners + b->komi;
  w->total = w->territory + w->prisoners + w->komi;
}

/* Area counting: living stones and the points each side surrounds, the
 * eyes of its groups in seki included. */
static void
count_chinese (IshiScore *score, const IshiScoreInput *in, const Tally *t)
{
  IshiScoreSide *b = &score->black, *w = &score->white;

  b->stones = t->stones[ISHI_BLACK];
  w->stones = t->stones[ISHI_WHITE];
  b->territory = t->territory[ISHI_BLACK] + t->seki_eyes[ISHI_BLACK];
  w->territory = t->territory[ISHI_WHITE] + t->seki_eyes[ISHI_WHITE];
  b->dead = t->dead[ISHI_WHITE];
  w->dead = t->dead[ISHI_BLACK];
  /* 公气: the liberties a seki shares go half to each side. */
  b->shared = w->shared = t->seki_shared / 2.0;
  /* Black's handicap stones all stand on the board and count as area;
   * White is given one point for each of them. */
  w->handicap = in->handicap > 0 ? in->handicap : 0;
  give_komi (score, in->komi);
  b->total = b->stones + b->territory + b->shared + b->komi;
  w->total = w->stones + w->territory + w->shared + w->handicap + w->komi;
}

/* The art versions (x-1) of 等子比空 on the board, which pay for the moves
 * played more (多下贴点); the art version from the bowls, 4-1, is told
 * apart on its own. */
static gboolean
equal_stones_art_version (IshiScoreMethod method)
{
  return method == ISHI_SCORE_EQUAL_ART || method == ISHI_SCORE_EQUAL_OFF_ART ||
         method == ISHI_SCORE_EQUAL_NOPASS_ART;
}

/* The method's own count, from what the position holds. */
static void
count_by_method (IshiScore *score, const IshiScoreInput *input, const Tally *t)
{
  IshiScoreMethod method = score->method;

  switch (method)
    {
    case ISHI_SCORE_JAPANESE:
      count_japanese (score, input, t);
      break;

    case ISHI_SCORE_CHINESE:
      count_chinese (score, input, t);
      break;

    case ISHI_SCORE_EQUAL_ART:
    case ISHI_SCORE_EQUAL_LAW:
    case ISHI_SCORE_EQUAL_OFF_ART:
    case ISHI_SCORE_EQUAL_OFF_LAW:
    case ISHI_SCORE_EQUAL_NOPASS_ART:
    case ISHI_SCORE_EQUAL_NOPASS_LAW:
      {
        EqualRule rule = {
          .art = equal_stones_art_version (method),
          .pay_counts_off_board = method == ISHI_SCORE_EQUAL_OFF_ART,
          .pay_into_territory = method == ISHI_SCORE_EQUAL_NOPASS_ART,
          .balance = method == ISHI_SCORE_EQUAL_NOPASS_ART || method == ISHI_SCORE_EQUAL_NOPASS_LAW,
          .way = method == ISHI_SCORE_EQUAL_OFF_LAW ? input->way : ISHI_SCORE_WAY_SECTION_8,
        };

        count_equal_stones (score, input, t, &rule);
      }
      break;

    case ISHI_SCORE_EQUAL_BOWLS_ART:
    case ISHI_SCORE_EQUAL_BOWLS_LAW:
      count_equal_bowls (score, input, t, method == ISHI_SCORE_EQUAL_BOWLS_ART);
      break;

    case ISHI_SCORE_PURE:
    default:
      g_assert_not_reached ();
    }
}

IshiScore *
ishi_score_compute (IshiScoreMethod method, const IshiScoreInput *input)
{
  g_autoptr(IshiScore) score = NULL;
  g_autofree IshiColor *live = NULL;
  Tally t = { 0 };

  g_return_val_if_fail (method_valid (method), NULL);
  g_return_val_if_fail (input != NULL && input->board != NULL, NULL);
  g_return_val_if_fail (input->size > 0 && input->size <= 52, NULL);

  score = score_new (method, input->size);
  /* Pure Go takes the board as it stands: no dead stones, no seki, and
   * nothing to explain. */
  if (method == ISHI_SCORE_PURE)
    count_pure_go (score, input);
  else
    {
      live = ishi_score_living_stones (input->size, input->board, input->dead);
      tally_position (score, input, live, &t);
      count_by_method (score, input, &t);
    }

  score->margin = score->black.total - score->white.total;
  score->result = ishi_score_format_result (score->margin);
  if (method == ISHI_SCORE_EQUAL_BOWLS_ART || method == ISHI_SCORE_EQUAL_BOWLS_LAW)
    ishi_score_explain_bowls (score, input, live, method == ISHI_SCORE_EQUAL_BOWLS_ART);
  else if (ishi_score_method_is_equal_stones (method))
    ishi_score_explain_equal (score, input, live, equal_stones_art_version (method),
                              method == ISHI_SCORE_EQUAL_NOPASS_ART);
  return g_steal_pointer (&score);
}
