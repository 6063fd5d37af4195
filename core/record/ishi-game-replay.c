/* ishi-game-replay.c — a record's rules and its nodes played on a
 * position: the rule set and its options read from the root, a node's
 * move, its setup stones, and the rules' verdict on each, with what undoes
 * them counted.  The game object that walks the record with them is
 * ishi-game.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-game-replay.h"
#include "ishi-go-board.h"
#include "ishi-ruleset.h"

/* ------------------------------------------------------------------------ */
/* Reading rules and moves out of the record                                 */
/* ------------------------------------------------------------------------ */

gboolean
ishi_game_options_from_root (const IshiSgfNode *root,
                             const IshiRules **rules_out,
                             IshiRulesOptions *options,
                             GError **error)
{
  const IshiRules *rules;
  int gm, size;

  g_return_val_if_fail (root != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  gm = ishi_sgf_root_game (root);
  rules = ishi_rules_for_sgf_game (gm);
  if (rules == NULL)
    {
      g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_UNSUPPORTED,
                   _("This record is of a game Ishi does not play (GM[%d]); Ishi plays Go and Renju"),
                   gm);
      return FALSE;
    }

  if (ishi_sgf_node_lookup (root, "SZ") == NULL)
    size = rules->default_size;
  else if (!ishi_sgf_root_size (root, &size))
    {
      g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_UNSUPPORTED,
                   _("The board size SZ[%s] is not supported: Ishi plays square boards"),
                   ishi_sgf_node_get_raw (root, "SZ"));
      return FALSE;
    }
  if (size < rules->min_size || size > rules->max_size)
    {
      if (rules->min_size == rules->max_size)
        g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_UNSUPPORTED,
                     _("A %d×%d board is not supported: this game is played on %d×%d"),
                     size, size, rules->min_size, rules->min_size);
      else
        g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_UNSUPPORTED,
                     _("A %d×%d board is not supported: Ishi plays boards from %d×%d to %d×%d"),
                     size, size, rules->min_size, rules->min_size,
                     rules->max_size, rules->max_size);
      return FALSE;
    }

  /* The rules of the rule set RU names: the one place RU is read is
   * ishi_ruleset_from_ru (a record without RU, or with a value nobody
   * knows, is played by the game's usual rules). */
  {
    g_autofree char *ru = ishi_sgf_node_get_simple_text (root, "RU");

    ishi_ruleset_get_options (ishi_ruleset_from_ru (rules, ru, NULL), size, options);
  }

  if (rules_out)
    *rules_out = rules;
  return TRUE;
}

static gboolean
is_pass_value (const char *raw, int size)
{
  /* FF[4]: an empty value is a pass; "tt" too, but only where it cannot be
   * a point, that is on boards up to 19x19. */
  return raw[0] == '\0' || (size <= 19 && strcmp (raw, "tt") == 0);
}

gboolean
ishi_game_node_move (const IshiSgfNode *node, int size,
                     IshiColor *color, int *x, int *y)
{
  const char *raw;
  IshiColor c = ISHI_BLACK;
  int px = -1, py = -1;

  g_return_val_if_fail (node != NULL, FALSE);

  raw = ishi_sgf_node_get_raw (node, "B");
  if (raw == NULL)
    {
      raw = ishi_sgf_node_get_raw (node, "W");
      c = ISHI_WHITE;
    }
  if (raw == NULL)
    return FALSE;
  if (!is_pass_value (raw, size) && !ishi_sgf_parse_point (raw, size, &px, &py))
    return FALSE;

  if (color)
    *color = c;
  if (x)
    *x = px;
  if (y)
    *y = py;
  return TRUE;
}

gboolean
ishi_game_node_is_off_board (const IshiSgfNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  return ishi_sgf_node_lookup (node, "OFF") != NULL &&
         (ishi_sgf_node_get_raw (node, "B") != NULL || ishi_sgf_node_get_raw (node, "W") != NULL);
}

gboolean
ishi_game_node_is_stop (const IshiSgfNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  return ishi_sgf_node_lookup (node, "STOP") != NULL;
}

static gboolean
apply_setup (const IshiRules *rules, IshiPosition *position,
             const IshiSgfProperty *prop, const char *id, IshiColor color,
             int size, guint *steps, GError **error)
{
  g_autoptr(GArray) points = NULL;

  if (prop == NULL)
    return TRUE;

  /* A set bounded by the board, however long the list (issue 53). */
  points = g_array_sized_new (FALSE, FALSE, sizeof (IshiPoint), MIN (prop->n_values, (guint) (size * size)));
  {
    guint bad = 0;

    if (!ishi_sgf_parse_point_set (prop->values, prop->n_values, size, points, &bad))
      {
        g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_BAD_VALUE,
                     _("%s[%s] is not a point on the %d×%d board"),
                     id, prop->values[bad], size, size);
        return FALSE;
      }
  }
  if (points->len > 0)
    {
      rules->setup (position, (const IshiPoint *) (gpointer) points->data, points->len, color);
      (*steps)++;
    }
  return TRUE;
}

/* Every property ishi_game_apply_node_counted reads (keep the two together). */
static const char *const node_properties[] = { "B", "W", "AE", "AB", "AW", "PL", "OFF", NULL };

const char *const *
ishi_game_node_properties (void)
{
  return node_properties;
}

/* Applies a node and counts in *steps the rules->undo calls that take back
 * what was applied, also when it fails half-way. */
gboolean
ishi_game_apply_node_counted (const IshiRules *rules,
                              IshiPosition *position,
                              const IshiSgfNode *node,
                              gboolean keep_undo,
                              guint *move_number,
                              IshiMoveStatus *status,
                              guint *steps,
                              GError **error)
{
  static const struct { const char *id; IshiColor color; } moves[] = {
    { "B", ISHI_BLACK }, { "W", ISHI_WHITE },
  };
  /* The properties a node's play reads, found in one pass over the node
   * (the first of each id, as ishi_sgf_node_lookup finds it): the AE, AB,
   * AW, PL, B and W of every node of every record, looked up one by one,
   * were a twentieth of `ishi-tool replay`. */
  const IshiSgfProperty *ae = NULL, *ab = NULL, *aw = NULL, *pl_prop = NULL, *off = NULL;
  const IshiSgfProperty *played[2] = { NULL, NULL };
  int size;
  const char *pl;

  if (status)
    *status = ISHI_MOVE_OK;
  size = rules->options (position)->size;

  for (guint i = 0; i < node->n_properties; i++)
    {
      const IshiSgfProperty *prop = node->properties[i];
      const char *id = prop->id;
      const IshiSgfProperty **slot = NULL;

      if (id[0] == 'B' && id[1] == '\0')
        slot = &played[0];
      else if (id[0] == 'W' && id[1] == '\0')
        slot = &played[1];
      else if (id[0] == 'A' && id[1] != '\0' && id[2] == '\0')
        slot = id[1] == 'E' ? &ae : id[1] == 'B' ? &ab : id[1] == 'W' ? &aw : NULL;
      else if (id[0] == 'P' && id[1] == 'L' && id[2] == '\0')
        slot = &pl_prop;
      else if (id[0] == 'O' && strcmp (id, "OFF") == 0)
        slot = &off;
      if (slot != NULL && *slot == NULL)
        *slot = prop;
    }

  /* Setup first, in the order that lets AE clear a point that AB then
   * fills; the SGF specification forbids one node naming a point twice,
   * so the order only matters for files that break that rule. */
  if (!apply_setup (rules, position, ae, "AE", ISHI_EMPTY, size, steps, error)
      || !apply_setup (rules, position, ab, "AB", ISHI_BLACK, size, steps, error)
      || !apply_setup (rules, position, aw, "AW", ISHI_WHITE, size, steps, error))
    return FALSE;

  pl = pl_prop != NULL && pl_prop->n_values > 0 ? pl_prop->values[0] : NULL;
  if (pl != NULL)
    {
      if (pl[0] == 'B' || pl[0] == 'b' || pl[0] == '1')
        rules->set_to_move (position, ISHI_BLACK);
      else if (pl[0] == 'W' || pl[0] == 'w' || pl[0] == '2')
        rules->set_to_move (position, ISHI_WHITE);
    }

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      const char *raw = played[i] != NULL && played[i]->n_values > 0 ? played[i]->values[0] : NULL;
      IshiMoveStatus result;
      int x = -1, y = -1;

      if (raw == NULL)
        continue;
      if (!is_pass_value (raw, size) && !ishi_sgf_parse_point (raw, size, &x, &y))
        {
          g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_BAD_VALUE,
                       _("The move %s[%s] is not a point on the %d×%d board"),
                       moves[i].id, raw, size, size);
          return FALSE;
        }
      /* A pass marked OFF[] is an off-board move (see ishi-game.h). */
      if (x < 0 && off != NULL)
        x = y = ISHI_OFF_BOARD_X;

      result = keep_undo || rules->play_no_undo == NULL
               ? rules->play (position, moves[i].color, x, y)
               : rules->play_no_undo (position, moves[i].color, x, y);
      if (result != ISHI_MOVE_OK)
        {
          g_autofree char *where = x == ISHI_OFF_BOARD_X ? g_strdup (_("off-board move"))
                                   : x < 0 ? g_strdup (_("pass"))
                                   : rules->format_point (size, x, y);

          if (status)
            *status = result;
          g_set_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE,
                       _("Move %u (%s %s) is illegal: %s"),
                       (move_number ? *move_number : 0) + 1,
                       moves[i].id, where, ishi_move_status_describe (result));
          return FALSE;
        }
      (*steps)++;
      if (move_number)
        (*move_number)++;
    }

  return TRUE;
}

gboolean
ishi_game_apply_node (const IshiRules *rules,
                      IshiPosition *position,
                      const IshiSgfNode *node,
                      guint *move_number,
                      IshiMoveStatus *status,
                      GError **error)
{
  guint steps = 0;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  return ishi_game_apply_node_counted (rules, position, node, TRUE, move_number, status, &steps, error);
}

gboolean
ishi_game_replay_node (const IshiRules *rules,
                       IshiPosition *position,
                       const IshiSgfNode *node,
                       guint *move_number,
                       IshiMoveStatus *status,
                       GError **error)
{
  guint steps = 0;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  return ishi_game_apply_node_counted (rules, position, node, FALSE, move_number, status, &steps, error);
}
