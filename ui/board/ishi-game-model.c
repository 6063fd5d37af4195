/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "ishi-game-model"

#include "config.h"

#include <string.h>

#include "ishi-game-model.h"

char *
ishi_variation_letter (guint index)
{
  GString *s = g_string_new (NULL);

  /* Spreadsheet-style: A..Z, AA..AZ, ... */
  do
    {
      g_string_prepend_c (s, 'A' + index % 26);
      index = index / 26;
    }
  while (index-- > 0);
  return g_string_free (s, FALSE);
}

/* The text of `node`'s label at (x, y), or NULL. */
static char *
label_at (const IshiSgfNode *node, int size, int x, int y)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, "LB");

  for (guint i = 0; prop && i < prop->n_values; i++)
    {
      g_autofree char *where = NULL, *label = NULL;
      int lx, ly;

      if (ishi_sgf_split_compose (prop->values[i], &where, &label)
          && ishi_sgf_parse_point (where, size, &lx, &ly) && lx == x && ly == y)
        {
          char *text = ishi_sgf_unescape_text (label, TRUE);

          if (text && *text)
            return text;
          g_free (text);
        }
    }
  return NULL;
}

static gboolean
is_label_of (const IshiSgfNode *node, const char *text)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, "LB");

  for (guint i = 0; prop && i < prop->n_values; i++)
    {
      g_autofree char *where = NULL, *label = NULL;
      g_autofree char *unescaped = NULL;

      if (ishi_sgf_split_compose (prop->values[i], &where, &label)
          && g_strcmp0 ((unescaped = ishi_sgf_unescape_text (label, TRUE)), text) == 0)
        return TRUE;
    }
  return FALSE;
}

char *
ishi_variation_name (const IshiSgfNode *node, guint index, int size)
{
  guint k = 0, letter = 0;

  g_return_val_if_fail (node != NULL, NULL);

  /* the usual record: no labels, the letters in order (a node may have
   * thousands of variations) */
  if (ishi_sgf_node_lookup (node, "LB") == NULL)
    return ishi_variation_letter (index);
  for (const IshiSgfNode *child = node->first_child; child; child = child->next_sibling, k++)
    {
      IshiColor color;
      int x, y;
      g_autofree char *own = NULL;

      if (ishi_game_node_move ((IshiSgfNode *) child, size, &color, &x, &y) && x >= 0)
        own = label_at (node, size, x, y);
      if (k == index && own)
        return g_steal_pointer (&own);
      if (own)
        continue;
      /* Ishi's letters, skipping those the node's labels use */
      for (;;)
        {
          g_autofree char *candidate = ishi_variation_letter (letter++);

          if (is_label_of (node, candidate))
            continue;
          if (k == index)
            return g_steal_pointer (&candidate);
          break;
        }
    }
  return ishi_variation_letter (index);
}

/* Drops the plain labels (LB, no stone) at (x, y): a variation drawn
 * there carries the label itself. */
static void
drop_plain_labels (IshiBoardModel *model, int x, int y)
{
  for (guint i = model->labels->len; i-- > 0;)
    {
      IshiBoardLabel *l = &g_array_index (model->labels, IshiBoardLabel, i);

      if (l->point.x == x && l->point.y == y && l->color == ISHI_EMPTY)
        g_array_remove_index (model->labels, i);   /* its clear function frees the text */
    }
}

static void
add_marks (IshiBoardModel *model, const IshiSgfNode *node, const char *id,
           IshiBoardMark mark, IshiBoardFlags flag)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, id);
  g_autoptr(GArray) points = NULL;

  if (prop == NULL)
    return;
  points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  ishi_sgf_parse_point_set (prop->values, prop->n_values, model->size, points, NULL);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);
      IshiBoardPoint *bp = ishi_board_model_get_point (model, p->x, p->y);

      if (bp == NULL)
        continue;
      if (mark != ISHI_BOARD_MARK_NONE)
        bp->mark = mark;
      bp->flags |= flag;
    }
}

/* TB and TW: the territory a finished count gave each side (SGF FF[4]),
 * drawn as the count draws it. */
static void
add_territory (IshiBoardModel *model, const IshiSgfNode *node, const char *id, IshiColor owner)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, id);
  g_autoptr(GArray) points = NULL;

  if (prop == NULL)
    return;
  points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  ishi_sgf_parse_point_set (prop->values, prop->n_values, model->size, points, NULL);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);
      IshiBoardPoint *bp = ishi_board_model_get_point (model, p->x, p->y);

      if (bp)
        bp->territory = owner;
    }
}

/* "aa:bb" composed values: the two points of an arrow or a line. */
static gboolean
parse_point_pair (const char *raw, int size, IshiPoint *from, IshiPoint *to)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  return ishi_sgf_split_compose (raw, &first, &second)
      && ishi_sgf_parse_point (first, size, &from->x, &from->y)
      && ishi_sgf_parse_point (second, size, &to->x, &to->y);
}

static void
add_lines (IshiBoardModel *model, const IshiSgfNode *node, const char *id,
           IshiBoardLineKind kind)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, id);

  if (prop == NULL)
    return;
  for (guint i = 0; i < prop->n_values; i++)
    {
      IshiPoint from, to;

      if (parse_point_pair (prop->values[i], model->size, &from, &to)
          && (from.x != to.x || from.y != to.y))
        ishi_board_model_add_line (model, kind, from.x, from.y, to.x, to.y);
    }
}

static void
add_labels (IshiBoardModel *model, const IshiSgfNode *node)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, "LB");

  if (prop == NULL)
    return;
  for (guint i = 0; i < prop->n_values; i++)
    {
      const char *raw = prop->values[i];
      g_autofree char *where = NULL;
      g_autofree char *label = NULL;
      g_autofree char *text = NULL;
      int x, y;

      /* LB[point:SimpleText]: the label may itself hold an escaped ':'. */
      if (!ishi_sgf_split_compose (raw, &where, &label))
        continue;
      text = ishi_sgf_unescape_text (label, TRUE);
      if (ishi_sgf_parse_point (where, model->size, &x, &y) && text != NULL && text[0] != '\0')
        ishi_board_model_add_label (model, x, y, ISHI_EMPTY, text);
    }
}

static void
add_move_numbers (IshiBoardModel *model, IshiGame *game)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  int size = model->size;
  guint number = 0;

  for (IshiSgfNode *n = ishi_game_get_node (game); n != NULL; n = n->parent)
    g_ptr_array_add (chain, n);

  /* The number written on a stone is that of the move which put it there
   * last; a stone that was captured and replaced shows its new number. */
  for (guint i = chain->len; i-- > 0;)
    {
      IshiColor color;
      int x, y;

      if (!ishi_game_node_move (g_ptr_array_index (chain, i), size, &color, &x, &y))
        continue;
      number++;
      if (x >= 0)
        {
          IshiBoardPoint *bp = ishi_board_model_get_point (model, x, y);

          if (bp != NULL)
            bp->number = bp->stone == color ? number : 0;
        }
    }
}

static void
add_variations (IshiBoardModel *model, IshiGame *game)
{
  IshiSgfNode *node = ishi_game_get_node (game);
  g_autofree guint8 *taken = NULL;
  guint index = 0;

  if (node->first_child == NULL || node->first_child->next_sibling == NULL)
    return;
  /* One letter a point, the first variation's there: a record can have
   * thousands of variations on a few points, and the others would only
   * be drawn over it. */
  taken = g_new0 (guint8, model->size * model->size);
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling, index++)
    {
      g_autofree char *letter = NULL;
      IshiColor color;
      int x, y;

      if (!ishi_game_node_move (child, model->size, &color, &x, &y) || x < 0
          || taken[y * model->size + x])
        continue;
      taken[y * model->size + x] = 1;
      letter = ishi_variation_name (node, index, model->size);
      drop_plain_labels (model, x, y);
      ishi_board_model_add_label (model, x, y, color, letter);
    }
}

IshiBoardModel *
ishi_board_model_new_for_game (IshiGame *game, IshiGameModelFlags flags)
{
  const IshiRules *rules;
  const IshiPosition *position;
  IshiBoardModel *model;
  IshiSgfNode *node;
  int size;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  rules = ishi_game_get_rules (game);
  position = ishi_game_get_position (game);
  node = ishi_game_get_node (game);
  size = ishi_game_get_size (game);
  model = ishi_board_model_new (size);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      ishi_board_model_set_stone (model, x, y, rules->stone_at (position, x, y));

  if (flags & ISHI_GAME_MODEL_LAST_MOVE)
    {
      IshiColor color;
      int x, y;

      if (ishi_game_get_last_move (game, &color, &x, &y) && x >= 0)
        model->last_move = (IshiPoint) { x, y };
    }

  if (flags & ISHI_GAME_MODEL_MOVE_NUMBERS)
    add_move_numbers (model, game);

  if (flags & ISHI_GAME_MODEL_MARKUP)
    {
      add_marks (model, node, "TR", ISHI_BOARD_MARK_TRIANGLE, 0);
      add_marks (model, node, "SQ", ISHI_BOARD_MARK_SQUARE, 0);
      add_marks (model, node, "CR", ISHI_BOARD_MARK_CIRCLE, 0);
      add_marks (model, node, "MA", ISHI_BOARD_MARK_CROSS, 0);
      add_marks (model, node, "SL", ISHI_BOARD_MARK_NONE, ISHI_BOARD_FLAG_SELECTED);
      add_marks (model, node, "DD", ISHI_BOARD_MARK_NONE, ISHI_BOARD_FLAG_DIMMED);
      add_labels (model, node);
      add_lines (model, node, "LN", ISHI_BOARD_LINE_PLAIN);
      add_lines (model, node, "AR", ISHI_BOARD_LINE_ARROW);
      add_territory (model, node, "TB", ISHI_BLACK);
      add_territory (model, node, "TW", ISHI_WHITE);
    }

  if (flags & ISHI_GAME_MODEL_VARIATIONS)
    add_variations (model, game);

  if ((flags & ISHI_GAME_MODEL_HINTS) && rules->hints != NULL)
    {
      IshiOutcome outcome;

      ishi_game_get_outcome (game, &outcome);
      if (outcome.end == ISHI_END_NONE)
        {
          g_autoptr(GArray) hints = rules->hints (position);

          for (guint i = 0; hints && i < hints->len; i++)
            {
              IshiHint *h = &g_array_index (hints, IshiHint, i);
              IshiBoardPoint *bp = ishi_board_model_get_point (model, h->point.x, h->point.y);

              if (bp)
                bp->flags |= ISHI_BOARD_FLAG_FORBIDDEN;
            }
        }
    }

  if (flags & ISHI_GAME_MODEL_OUTCOME)
    {
      IshiOutcome outcome;

      ishi_game_get_outcome (game, &outcome);
      if (outcome.end == ISHI_END_FIVE)
        ishi_board_model_add_line (model, ISHI_BOARD_LINE_WIN,
                                   outcome.line[0].x, outcome.line[0].y,
                                   outcome.line[1].x, outcome.line[1].y);
    }

  return model;
}
