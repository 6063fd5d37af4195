/* ishi-renju-set.c — nigiri and the two-game set of the free opening
 * (renju-rules.ja.txt, 第2章 (2) and 第3章 (1)).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju-set"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-clock.h"
#include "ishi-renju-set.h"

#define HANDFUL 20

void
ishi_renju_nigiri_count (guint black_hand, guint white_hand, int holds_black,
                         IshiNigiri *nigiri)
{
  g_return_if_fail (holds_black == 0 || holds_black == 1);
  g_return_if_fail (nigiri != NULL);

  nigiri->black_hand = black_hand;
  nigiri->white_hand = white_hand;
  /* ③ 奇数のときはそのままで、偶数の時には黒石・白石を交換します。 */
  nigiri->exchange = (black_hand + white_hand) % 2 == 0;
  nigiri->black_player = nigiri->exchange ? 1 - holds_black : holds_black;
}

void
ishi_renju_nigiri (GRand *rand, int holds_black, guint max_stones, IshiNigiri *nigiri)
{
  guint black_hand, white_hand;

  g_return_if_fail (rand != NULL);
  g_return_if_fail (holds_black == 0 || holds_black == 1);
  g_return_if_fail (nigiri != NULL);

  if (max_stones == 0)
    max_stones = HANDFUL;
  max_stones = MIN (max_stones, (guint) G_MAXINT32 - 1);
  /* ① 二人で黒石と白石を…片手で適当数握ります: each hand at least one. */
  black_hand = (guint) g_rand_int_range (rand, 1, (gint32) max_stones + 1);
  white_hand = (guint) g_rand_int_range (rand, 1, (gint32) max_stones + 1);
  ishi_renju_nigiri_count (black_hand, white_hand, holds_black, nigiri);
}

/* ------------------------------------------------------------------------ */

struct _IshiRenjuSet {
  GObject parent_instance;

  char *players[2];
  int black_in_game_1;
  int game;                  /* 1, 2; 0 when complete */
  IshiColor results[3];      /* by game: the winner, ISHI_EMPTY a draw */
  gboolean played[3];
};

G_DEFINE_FINAL_TYPE (IshiRenjuSet, ishi_renju_set, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ishi_renju_set_finalize (GObject *object)
{
  IshiRenjuSet *self = ISHI_RENJU_SET (object);

  g_free (self->players[0]);
  g_free (self->players[1]);
  G_OBJECT_CLASS (ishi_renju_set_parent_class)->finalize (object);
}

static void
ishi_renju_set_class_init (IshiRenjuSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_renju_set_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_renju_set_init (IshiRenjuSet *self)
{
  self->game = 1;
}

IshiRenjuSet *
ishi_renju_set_new (const char *player0, const char *player1, int black_in_game_1)
{
  IshiRenjuSet *self;

  g_return_val_if_fail (black_in_game_1 == 0 || black_in_game_1 == 1, NULL);

  self = g_object_new (ISHI_TYPE_RENJU_SET, NULL);
  self->players[0] = player0 && *player0 ? g_strdup (player0) : g_strdup (_("Player 1"));
  self->players[1] = player1 && *player1 ? g_strdup (player1) : g_strdup (_("Player 2"));
  self->black_in_game_1 = black_in_game_1;
  return self;
}

const char *
ishi_renju_set_get_player (IshiRenjuSet *self, int player)
{
  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), NULL);
  g_return_val_if_fail (player == 0 || player == 1, NULL);
  return self->players[player];
}

int
ishi_renju_set_get_game (IshiRenjuSet *self)
{
  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), 0);
  return self->game;
}

int
ishi_renju_set_get_player_of (IshiRenjuSet *self, int game, IshiColor color)
{
  int black;

  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), 0);
  g_return_val_if_fail (game == 1 || game == 2, 0);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, 0);

  /* 黒番・白番２局セット: the colours are exchanged in game 2. */
  black = game == 1 ? self->black_in_game_1 : 1 - self->black_in_game_1;
  return color == ISHI_BLACK ? black : 1 - black;
}

void
ishi_renju_set_write_game_info (IshiRenjuSet *self, int game, IshiSgfNode *root)
{
  g_autofree char *name = NULL;

  g_return_if_fail (ISHI_IS_RENJU_SET (self));
  g_return_if_fail (game == 1 || game == 2);
  g_return_if_fail (root != NULL);

  ishi_sgf_node_set_text (root, "PB", self->players[ishi_renju_set_get_player_of (self, game, ISHI_BLACK)]);
  ishi_sgf_node_set_text (root, "PW", self->players[ishi_renju_set_get_player_of (self, game, ISHI_WHITE)]);
  /* Translators: the game name (SGF GN) of a game of a two-game Renju set */
  name = g_strdup_printf (_("Free opening set, game %d"), game);
  ishi_sgf_node_set_text (root, "GN", name);
}

gboolean
ishi_renju_set_record_result (IshiRenjuSet *self, IshiColor winner)
{
  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), FALSE);
  g_return_val_if_fail (winner == ISHI_EMPTY || winner == ISHI_BLACK || winner == ISHI_WHITE, FALSE);

  if (self->game == 0)
    return FALSE;
  self->results[self->game] = winner;
  self->played[self->game] = TRUE;
  self->game = self->game == 1 ? 2 : 0;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
ishi_renju_set_get_result (IshiRenjuSet *self, int game, IshiColor *winner)
{
  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), FALSE);
  g_return_val_if_fail (game == 1 || game == 2, FALSE);

  if (!self->played[game])
    return FALSE;
  if (winner)
    *winner = self->results[game];
  return TRUE;
}

double
ishi_renju_set_get_points (IshiRenjuSet *self, int player)
{
  double points = 0;

  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), 0);
  g_return_val_if_fail (player == 0 || player == 1, 0);

  for (int game = 1; game <= 2; game++)
    {
      if (!self->played[game])
        continue;
      if (self->results[game] == ISHI_EMPTY)
        points += 0.5;
      else if (ishi_renju_set_get_player_of (self, game, self->results[game]) == player)
        points += 1;
    }
  return points;
}

int
ishi_renju_set_get_winner (IshiRenjuSet *self)
{
  double a, b;

  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), -1);

  if (self->game != 0)
    return -1;
  a = ishi_renju_set_get_points (self, 0);
  b = ishi_renju_set_get_points (self, 1);
  return a > b ? 0 : b > a ? 1 : -1;
}

/* "1½", "2", "0", "½". */
static char *
points_text (double points)
{
  int whole = (int) points;
  gboolean half = points - whole > 0.25;

  if (half && whole == 0)
    return g_strdup ("½");
  return g_strdup_printf ("%d%s", whole, half ? "½" : "");
}

char *
ishi_renju_set_describe (IshiRenjuSet *self)
{
  g_autofree char *p0 = NULL;
  g_autofree char *p1 = NULL;
  int winner;

  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), NULL);

  p0 = points_text (ishi_renju_set_get_points (self, 0));
  p1 = points_text (ishi_renju_set_get_points (self, 1));
  if (self->game != 0)
    /* Translators: a two-game Renju set under way: "Alice 1 – Bob 0, game 2 to play" */
    return g_strdup_printf (_("%s %s – %s %s, game %d to play"), self->players[0], p0,
                            self->players[1], p1, self->game);
  winner = ishi_renju_set_get_winner (self);
  if (winner < 0)
    /* Translators: a complete two-game Renju set that is tied: "Alice 1 – Bob 1, a tied set" */
    return g_strdup_printf (_("%s %s – %s %s, a tied set"), self->players[0], p0,
                            self->players[1], p1);
  /* Translators: "Alice 1½ – Bob ½: Alice wins the set" */
  return g_strdup_printf (_("%s %s – %s %s: %s wins the set"), self->players[0], p0,
                          self->players[1], p1, self->players[winner]);
}

gboolean
ishi_renju_set_end_game (IshiRenjuSet *self, IshiMatch *finished, IshiMatch **next)
{
  IshiResult result;
  IshiGame *game;
  IshiClock *clock;
  IshiMatch *match;

  g_return_val_if_fail (ISHI_IS_RENJU_SET (self), FALSE);
  g_return_val_if_fail (ISHI_IS_MATCH (finished), FALSE);
  g_return_val_if_fail (next != NULL, FALSE);

  *next = NULL;
  ishi_match_get_result (finished, &result);
  if (self->game == 0 || result.kind == ISHI_RESULT_NONE
      || ishi_match_get_phase (finished) != ISHI_PHASE_FINISHED)
    return FALSE;
  ishi_renju_set_record_result (self, result.kind == ISHI_RESULT_DRAW ? ISHI_EMPTY : result.winner);
  if (self->game != 2)
    return TRUE;

  /* Game 2: the same game, the players' colours exchanged. */
  game = ishi_match_get_game (finished);
  match = ishi_match_new_game_full (ishi_match_get_ruleset (finished), ishi_game_get_options (game), 0,
                                    ishi_match_get_komi (finished));
  ishi_renju_set_write_game_info (self, 2, ishi_game_get_root (ishi_match_get_game (match)));
  clock = ishi_match_get_clock (finished);
  if (clock != NULL)
    {
      g_autoptr(IshiClock) fresh = ishi_clock_new (ishi_clock_get_time_control (clock));

      ishi_match_set_clock (match, fresh);
    }
  *next = match;
  return TRUE;
}
