/* ishi-match-record.c — what the match reads and writes in its record
 * beside the moves: the result (RE) it wrote and takes back, the komi and
 * handicap the count starts from, and a finished count's territory (TB,
 * TW), written on its node and read back when the record is opened again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-match-record.h"

/* ------------------------------------------------------------------------ */
/* The record                                                                */
/* ------------------------------------------------------------------------ */

void
ishi_match_write_re (IshiMatch *self, const char *re)
{
  ishi_sgf_node_set_raw (root_of (self), "RE", re);
  self->re_node = ishi_game_get_node (self->game);
  ishi_game_touch (self->game);
}

void
ishi_match_take_back_re (IshiMatch *self)
{
  if (self->re_node == NULL)
    return;
  ishi_sgf_node_remove (root_of (self), "RE");
  self->re_node = NULL;
  ishi_game_touch (self->game);
}

static int
handicap_of (IshiMatch *self)
{
  const char *raw = ishi_sgf_node_get_raw (root_of (self), "HA");
  gint64 n = raw ? g_ascii_strtoll (raw, NULL, 10) : 0;

  return n >= 2 && n <= 361 ? (int) n : 0;
}

double
ishi_match_get_komi (IshiMatch *self)
{
  const char *raw;

  g_return_val_if_fail (ISHI_IS_MATCH (self), 0);

  raw = ishi_sgf_node_get_raw (root_of (self), "KM");
  if (raw != NULL)
    {
      char *end = NULL;
      double komi = g_ascii_strtod (raw, &end);

      if (end != raw && isfinite (komi) && fabs (komi) < 1000)
        return komi;
    }
  return ishi_ruleset_komi (self->ruleset, handicap_of (self));
}

IshiCounting *
ishi_match_new_counting (IshiMatch *self)
{
  IshiDeadStonesOptions options = { .ownership = self->reader, .ownership_data = self->reader_data };

  return ishi_counting_new_full (self->game, self->ruleset->scoring, ishi_match_get_komi (self),
                                 ishi_ruleset_handicap_compensation (self->ruleset, handicap_of (self)),
                                 &options);
}


/* A finished count writes the territory (TB, TW) on its node, dead stones
 * included as the territory they stand in, as CGoban and Sabaki do; a
 * stone standing in the other side's territory is dead. */
IshiCounting *
ishi_match_read_finished_count (IshiMatch *self, IshiSgfNode *node)
{
  int size = ishi_game_get_size (self->game);
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);
  g_autoptr(GArray) tb = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GArray) tw = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autofree guint8 *dead = NULL;
  IshiCounting *counting;

  for (IshiSgfProperty *p = ishi_sgf_node_lookup (node, "TB"); p; p = NULL)
    ishi_sgf_parse_point_set (p->values, p->n_values, size, tb, NULL);
  for (IshiSgfProperty *p = ishi_sgf_node_lookup (node, "TW"); p; p = NULL)
    ishi_sgf_parse_point_set (p->values, p->n_values, size, tw, NULL);

  dead = g_new0 (guint8, size * size);
  for (guint i = 0; i < tb->len; i++)
    {
      IshiPoint *p = &g_array_index (tb, IshiPoint, i);
      if (rules->stone_at (position, p->x, p->y) == ISHI_WHITE)
        dead[p->y * size + p->x] = 1;
    }
  for (guint i = 0; i < tw->len; i++)
    {
      IshiPoint *p = &g_array_index (tw, IshiPoint, i);
      if (rules->stone_at (position, p->x, p->y) == ISHI_BLACK)
        dead[p->y * size + p->x] = 1;
    }
  counting = ishi_match_new_counting (self);
  if (counting == NULL)
    return NULL;
  ishi_counting_set_dead (counting, dead);
  /* An accepted claim (equal stones) is written as the claimant's
   * territory: an empty point, or a dead stone's, that the count gives
   * nobody, or the other side, is read back as one. */
  if (ishi_score_method_is_equal_stones (self->ruleset->scoring))
    for (int side = 0; side < 2; side++)
      {
        GArray *points = side == 0 ? tb : tw;
        IshiColor color = side == 0 ? ISHI_BLACK : ISHI_WHITE;

        for (guint i = 0; i < points->len; i++)
          {
            IshiPoint *p = &g_array_index (points, IshiPoint, i);
            const IshiScore *score = ishi_counting_get_score (counting);

            if ((rules->stone_at (position, p->x, p->y) == ISHI_EMPTY || dead[p->y * size + p->x])
                && score->owner[p->y * size + p->x] != color)
              ishi_counting_set_claim (counting, p->x, p->y, color);
          }
      }
  return counting;
}

/* The points of `id` (TB or TW) on `node`, as a size × size map. */
static guint8 *
territory_map (IshiSgfNode *node, const char *id, int size)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  guint8 *map = g_new0 (guint8, size * size);
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, id);

  for (guint i = 0; p && i < p->n_values; i++)
    ishi_sgf_parse_point_list (p->values[i], size, points);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *point = &g_array_index (points, IshiPoint, i);

      map[point->y * size + point->x] = 1;
    }
  return map;
}

/* Whether the count now is what the current node and RE already say: the
 * same result, the same points each side's (however they were listed). */
gboolean
ishi_match_same_finished_count (IshiMatch *self, const char *re)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  const IshiScore *score = ishi_counting_get_score (self->counting);
  int size = score->size;
  g_autofree guint8 *tb = NULL;
  g_autofree guint8 *tw = NULL;

  if (score->owner == NULL || g_strcmp0 (ishi_sgf_node_get_raw (root_of (self), "RE"), re) != 0)
    return FALSE;
  tb = territory_map (node, "TB", size);
  tw = territory_map (node, "TW", size);
  for (int i = 0; i < size * size; i++)
    if (tb[i] != (score->owner[i] == ISHI_BLACK) || tw[i] != (score->owner[i] == ISHI_WHITE))
      return FALSE;
  return TRUE;
}

void
ishi_match_write_finished_count (IshiMatch *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  const IshiScore *score = ishi_counting_get_score (self->counting);
  int size = score->size;

  ishi_sgf_node_remove (node, "TB");
  ishi_sgf_node_remove (node, "TW");
  if (score->owner == NULL)
    return;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor owner = score->owner[y * size + x];
        g_autofree char *value = NULL;

        if (owner == ISHI_EMPTY)
          continue;
        value = ishi_sgf_format_point (x, y);
        ishi_sgf_node_add_raw (node, owner == ISHI_BLACK ? "TB" : "TW", value);
      }
}
