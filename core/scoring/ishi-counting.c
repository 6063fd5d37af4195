/* ishi-counting.c — the dead and seki marks of a count, their history and
 * the score.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-counting"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-counting.h"
#include "ishi-deadstones.h"

struct _IshiCounting {
  GObject parent_instance;

  IshiScoreMethod method;
  IshiScoreInput input;
  guint8 *dead;
  guint8 *seki;
  IshiColor *claims;      /* equal stones: accepted claims (ishi_counting_set_claim) */
  /* Each marking pushes the two masks as they were before it, so Undo
   * restores exactly what the players saw, whatever toggling did. */
  GPtrArray *history;     /* of guint8[2 * n] */
  IshiScore *score;
};

G_DEFINE_FINAL_TYPE (IshiCounting, ishi_counting, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static int
n_points (IshiCounting *self)
{
  return self->input.size * self->input.size;
}

static void
recount (IshiCounting *self)
{
  gboolean marks = ishi_score_method_has_dead_stones (self->method);

  g_clear_pointer (&self->score, ishi_score_free);
  self->input.dead = marks ? self->dead : NULL;
  self->input.seki = marks ? self->seki : NULL;
  self->input.claims = self->claims;
  self->score = ishi_score_compute (self->method, &self->input);
}

static void
ishi_counting_finalize (GObject *object)
{
  IshiCounting *self = ISHI_COUNTING (object);

  g_clear_pointer (&self->score, ishi_score_free);
  g_free (self->dead);
  g_free (self->seki);
  g_free (self->claims);
  g_ptr_array_unref (self->history);
  ishi_score_input_clear (&self->input);
  G_OBJECT_CLASS (ishi_counting_parent_class)->finalize (object);
}

static void
ishi_counting_class_init (IshiCountingClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_counting_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_counting_init (IshiCounting *self)
{
  self->history = g_ptr_array_new_with_free_func (g_free);
}

IshiCounting *
ishi_counting_new (IshiGame *game, IshiScoreMethod method, double komi,
                   int handicap_compensation)
{
  return ishi_counting_new_full (game, method, komi, handicap_compensation, NULL);
}

IshiCounting *
ishi_counting_new_full (IshiGame *game, IshiScoreMethod method, double komi,
                        int handicap_compensation, const IshiDeadStonesOptions *options)
{
  g_autoptr(IshiCounting) self = NULL;
  const IshiRules *rules;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  self = g_object_new (ISHI_TYPE_COUNTING, NULL);
  if (!ishi_score_input_init_from_game (&self->input, game))
    return NULL;
  self->method = method;
  self->input.komi = isnan (komi) ? ishi_score_method_default_komi (method) : komi;
  /* Area counting gives White the rule set's compensation for the
   * handicap stones (ishi-ruleset.h); the equal-stones methods read the
   * handicap stones themselves and keep HA. */
  if (method == ISHI_SCORE_CHINESE)
    self->input.handicap = handicap_compensation;
  self->dead = g_new0 (guint8, n_points (self));
  self->seki = g_new0 (guint8, n_points (self));

  rules = ishi_game_get_rules (game);
  if (ishi_score_method_has_dead_stones (method))
    ishi_dead_stones_guess (self->input.size, self->input.board,
                            rules->to_move (ishi_game_get_position (game)),
                            options, self->dead, NULL);
  recount (self);
  return g_steal_pointer (&self);
}

IshiScoreMethod
ishi_counting_get_method (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), ISHI_SCORE_JAPANESE);
  return self->method;
}

int
ishi_counting_get_size (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), 0);
  return self->input.size;
}

const IshiScore *
ishi_counting_get_score (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);
  return self->score;
}

const guint8 *
ishi_counting_get_dead (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);
  return self->dead;
}

const guint8 *
ishi_counting_get_seki (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);
  return self->seki;
}

static void
remember (IshiCounting *self)
{
  int n = n_points (self);
  guint8 *saved = g_new (guint8, 2 * n);

  memcpy (saved, self->dead, n);
  memcpy (saved + n, self->seki, n);
  g_ptr_array_add (self->history, saved);
}

static gboolean
can_mark (IshiCounting *self, int x, int y)
{
  int size = self->input.size;

  if (!ishi_score_method_has_dead_stones (self->method))
    return FALSE;  /* Pure Go: dead stones are captured in play */
  if (x < 0 || y < 0 || x >= size || y >= size)
    return FALSE;
  return self->input.board[y * size + x] != ISHI_EMPTY;
}

static void
changed (IshiCounting *self)
{
  recount (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ishi_counting_set_way (IshiCounting *self, IshiScoreWay way)
{
  g_return_if_fail (ISHI_IS_COUNTING (self));
  g_return_if_fail (way >= ISHI_SCORE_WAY_SECTION_8 && way <= ISHI_SCORE_WAY_APPENDIX_B);

  if (self->input.way == way)
    return;
  self->input.way = way;
  changed (self);
}

IshiScoreWay
ishi_counting_get_way (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), ISHI_SCORE_WAY_SECTION_8);
  return self->input.way;
}

gboolean
ishi_counting_toggle_dead (IshiCounting *self, int x, int y)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), FALSE);

  if (!can_mark (self, x, y))
    return FALSE;
  remember (self);
  ishi_score_toggle_dead (self->input.size, self->input.board, self->dead, x, y);
  changed (self);
  return TRUE;
}

gboolean
ishi_counting_toggle_seki (IshiCounting *self, int x, int y)
{
  int size;

  g_return_val_if_fail (ISHI_IS_COUNTING (self), FALSE);

  if (!can_mark (self, x, y))
    return FALSE;
  size = self->input.size;
  remember (self);
  ishi_score_toggle_seki (size, self->input.board, self->seki, x, y);
  /* A group in seki is alive: it cannot be dead at the same time. */
  if (self->seki[y * size + x] && self->dead[y * size + x])
    ishi_score_toggle_dead (size, self->input.board, self->dead, x, y);
  changed (self);
  return TRUE;
}

void
ishi_counting_set_dead (IshiCounting *self, const guint8 *dead)
{
  g_return_if_fail (ISHI_IS_COUNTING (self));
  g_return_if_fail (dead != NULL);

  if (!ishi_score_method_has_dead_stones (self->method))
    return;
  memcpy (self->dead, dead, n_points (self));
  g_ptr_array_set_size (self->history, 0);
  changed (self);
}

gboolean
ishi_counting_set_claim (IshiCounting *self, int x, int y, IshiColor color)
{
  int size;

  g_return_val_if_fail (ISHI_IS_COUNTING (self), FALSE);
  g_return_val_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  size = self->input.size;
  if (!ishi_score_method_is_equal_stones (self->method) ||
      x < 0 || y < 0 || x >= size || y >= size
      || (self->input.board[y * size + x] != ISHI_EMPTY && !self->dead[y * size + x]))
    return FALSE;
  if (self->claims == NULL)
    self->claims = g_new0 (IshiColor, n_points (self));
  if (self->claims[y * size + x] == color)
    return TRUE;
  self->claims[y * size + x] = color;
  changed (self);
  return TRUE;
}

const IshiColor *
ishi_counting_get_claims (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);
  return self->claims;
}

gboolean
ishi_counting_undo (IshiCounting *self)
{
  guint8 *saved;
  int n;

  g_return_val_if_fail (ISHI_IS_COUNTING (self), FALSE);

  if (self->history->len == 0)
    return FALSE;
  n = n_points (self);
  saved = g_ptr_array_index (self->history, self->history->len - 1);
  memcpy (self->dead, saved, n);
  memcpy (self->seki, saved + n, n);
  g_ptr_array_remove_index (self->history, self->history->len - 1);
  changed (self);
  return TRUE;
}

gboolean
ishi_counting_can_undo (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), FALSE);
  return self->history->len > 0;
}

char *
ishi_counting_get_result (IshiCounting *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);
  return g_strdup (self->score->result);
}

/* Halves appear with komi and with the shared points of seki. */
static char *
number (double value)
{
  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.1f", value);
}

char *
ishi_score_format_margin (double margin)
{
  double whole = floor (fabs (margin) + 1e-9);
  gboolean half = fabs (fabs (margin) - whole - 0.5) < 1e-9;

  if (!half && fabs (fabs (margin) - whole) > 1e-9)
    return number (fabs (margin));
  if (half && whole == 0)
    /* TRANSLATORS: a margin of half a point; Japanese says 半目. */
    return g_strdup (C_("margin", "0.5"));
  if (half)
    /* TRANSLATORS: a margin of a whole number of points and a half, e.g.
     * 2.5; Japanese says 2目半. */
    return g_strdup_printf (C_("margin", "%.0f.5"), whole);
  /* TRANSLATORS: a margin of a whole number of points, e.g. 3; Japanese
   * says 3目. */
  return g_strdup_printf (C_("margin", "%.0f"), whole);
}

/* "Black wins by 3.5" / "a draw (jigo)" */
static char *
verdict (const IshiScore *score)
{
  g_autofree char *margin = ishi_score_format_margin (score->margin);

  if (score->margin == 0)
    return g_strdup (_("a draw (jigo)"));
  return g_strdup_printf (score->margin > 0 ? _("Black wins by %s") : _("White wins by %s"), margin);
}

/* "+ komi 6.5" for the side that receives komi; empty otherwise. */
static char *
komi_part (const IshiScoreSide *side)
{
  g_autofree char *k = NULL;

  if (side->komi == 0)
    return g_strdup ("");
  k = number (side->komi);
  /* Translators: added to a side's count, e.g. " + komi 6.5" */
  return g_strdup_printf (_(" + komi %s"), k);
}

static char *
describe_side (IshiScoreMethod method, const IshiScoreSide *s)
{
  g_autofree char *komi = komi_part (s);
  g_autofree char *total = number (s->total);

  switch (method)
    {
    case ISHI_SCORE_JAPANESE:
      /* Translators: a side's Japanese count: territory, prisoners, komi, total */
      return g_strdup_printf (_("territory %d + prisoners %d%s = %s"),
                              s->territory, s->prisoners, komi, total);
    case ISHI_SCORE_CHINESE:
      {
        g_autofree char *area = number (s->stones + s->territory + s->shared);

        if (s->handicap > 0)
          /* Translators: a side's area count with handicap compensation */
          return g_strdup_printf (_("area %s + handicap compensation %d%s = %s"),
                                  area, s->handicap, komi, total);
        /* Translators: a side's area count: stones and surrounded points */
        return g_strdup_printf (_("area %s%s = %s"), area, komi, total);
      }
    case ISHI_SCORE_EQUAL_ART:
    case ISHI_SCORE_EQUAL_LAW:
      {
        g_autofree char *points = number (s->points);

        if (s->paid > 0)
          /* Translators: equal stones: 目 (moku), 点 (points), stones paid for extra moves */
          return g_strdup_printf (_("%d moku (%s points, %d paid for extra moves)%s = %s"),
                                  s->moku, points, s->paid, komi, total);
        /* Translators: equal stones: 目 (moku) and 点 (points) */
        return g_strdup_printf (_("%d moku (%s points)%s = %s"), s->moku, points, komi, total);
      }
    case ISHI_SCORE_PURE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stone", "%d stones", s->stones),
                              s->stones);
    }
}

char *
ishi_counting_describe (IshiCounting *self)
{
  const IshiScore *score;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;

  g_return_val_if_fail (ISHI_IS_COUNTING (self), NULL);

  score = self->score;
  black = describe_side (self->method, &score->black);
  white = describe_side (self->method, &score->white);

  if (self->method == ISHI_SCORE_PURE && score->black.komi == 0 && score->white.komi == 0)
    {
      int diff = (int) fabs (score->margin);

      if (diff == 0)
        /* Translators: Pure Go's count: "Black 24 stones, White 24 stones: a draw" */
        return g_strdup_printf (_("Black %s, White %s: a draw"), black, white);
      /* Translators: Pure Go's count: "Black 41 stones, White 34 stones: Black wins by 7 stones" */
      return g_strdup_printf (score->margin > 0
                                ? g_dngettext (GETTEXT_PACKAGE,
                                               "Black %s, White %s: Black wins by %d stone",
                                               "Black %s, White %s: Black wins by %d stones", diff)
                                : g_dngettext (GETTEXT_PACKAGE,
                                               "Black %s, White %s: White wins by %d stone",
                                               "Black %s, White %s: White wins by %d stones", diff),
                              black, white, diff);
    }
  {
    g_autofree char *v = verdict (score);

    /* Translators: a count: "Black <how>, White <how>: <who wins>" */
    return g_strdup_printf (_("Black %s; White %s: %s"), black, white, v);
  }
}
