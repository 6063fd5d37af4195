/* ishi-game-edit.c — the diagram editor (see ishi-game-edit.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-record"

#include "config.h"

#include <string.h>

#include "ishi-game-edit.h"

/* The properties an edit may change, and so the ones a snapshot keeps. */
static const char *const edited_ids[] = {
  "AB", "AW", "AE", "PL", "TR", "CR", "SQ", "MA", "LB",
};
static const char *const mark_ids[] = { "TR", "CR", "SQ", "MA" };

typedef struct {
  char *id;
  GStrv values;
} Saved;

/* One edit, for undo and redo. */
typedef struct {
  char *path;         /* the node edited: ishi_game_get_node_path */
  char *parent_path;  /* created: where the node was made */
  gboolean created;   /* the edit made the node (after a move) */
  GPtrArray *before;  /* of Saved: the edited properties before */
  GPtrArray *after;   /* and after */
} Edit;

struct _IshiGameEditor {
  GObject parent_instance;

  IshiGame *game;
  GPtrArray *undo;   /* of Edit, the last at the end */
  GPtrArray *redo;
};

G_DEFINE_FINAL_TYPE (IshiGameEditor, ishi_game_editor, G_TYPE_OBJECT)

enum { HISTORY_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
saved_free (gpointer data)
{
  Saved *s = data;

  g_free (s->id);
  g_strfreev (s->values);
  g_free (s);
}

static void
edit_free (gpointer data)
{
  Edit *e = data;

  g_free (e->path);
  g_free (e->parent_path);
  g_ptr_array_unref (e->before);
  g_ptr_array_unref (e->after);
  g_free (e);
}

/* --- the node's properties ------------------------------------------------- */

static GPtrArray *
snapshot (const IshiSgfNode *node)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (saved_free);

  for (gsize i = 0; i < G_N_ELEMENTS (edited_ids); i++)
    {
      IshiSgfProperty *prop = ishi_sgf_node_lookup (node, edited_ids[i]);
      Saved *s;

      if (prop == NULL)
        continue;
      s = g_new0 (Saved, 1);
      s->id = g_strdup (edited_ids[i]);
      s->values = g_new0 (char *, prop->n_values + 1);
      for (guint v = 0; v < prop->n_values; v++)
        s->values[v] = g_strdup (prop->values[v]);
      g_ptr_array_add (out, s);
    }
  return out;
}

static void
restore (IshiSgfNode *node, GPtrArray *saved)
{
  for (gsize i = 0; i < G_N_ELEMENTS (edited_ids); i++)
    ishi_sgf_node_remove (node, edited_ids[i]);
  for (guint i = 0; i < saved->len; i++)
    {
      Saved *s = g_ptr_array_index (saved, i);

      for (guint v = 0; s->values[v]; v++)
        ishi_sgf_node_add_raw (node, s->id, s->values[v]);
    }
}

/* The points of a point-list property (compressed rectangles expanded,
 * each point once).  A value that is no point list is left out: the edit
 * rewrites the list from what can be read, as any editor of the file would. */
static GArray *
point_list (const IshiSgfNode *node, const char *id, int size)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, id);

  if (prop)
    ishi_sgf_parse_point_set (prop->values, prop->n_values, size, points, NULL);
  return points;
}

static void
write_point_list (IshiSgfNode *node, const char *id, GArray *points)
{
  ishi_sgf_node_remove (node, id);
  for (guint i = 0; i < points->len; i++)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);
      g_autofree char *raw = ishi_sgf_format_point (p->x, p->y);

      ishi_sgf_node_add_raw (node, id, raw);
    }
}

/* Takes (x, y) out of the list `id`; TRUE when it was there. */
static gboolean
list_remove (IshiSgfNode *node, const char *id, int size, int x, int y)
{
  g_autoptr(GArray) points = point_list (node, id, size);
  gboolean found = FALSE;

  for (guint i = 0; i < points->len;)
    {
      IshiPoint *p = &g_array_index (points, IshiPoint, i);

      if (p->x == x && p->y == y)
        {
          g_array_remove_index (points, i);
          found = TRUE;
        }
      else
        i++;
    }
  if (found)
    write_point_list (node, id, points);
  return found;
}

static void
list_add (IshiSgfNode *node, const char *id, int size, int x, int y)
{
  g_autoptr(GArray) points = point_list (node, id, size);
  IshiPoint p = { x, y };

  g_array_append_val (points, p);
  write_point_list (node, id, points);
}

static gboolean
node_has_move (const IshiSgfNode *node)
{
  return ishi_sgf_node_lookup (node, "B") != NULL || ishi_sgf_node_lookup (node, "W") != NULL;
}

/* --- recording ---------------------------------------------------------------- */

typedef struct {
  IshiSgfNode *node;
  Edit *edit;
} Pending;

/* Before an edit: the node it changes.  A setup edit at a node with a
 * move gets a new node after it (FF[4]: setup and moves are not mixed). */
static Pending
begin_edit (IshiGameEditor *self, gboolean setup)
{
  Pending p = { ishi_game_get_node (self->game), g_new0 (Edit, 1) };

  if (setup && node_has_move (p.node))
    {
      IshiSgfNode *child = ishi_sgf_node_new ();

      p.edit->created = TRUE;
      p.edit->parent_path = ishi_game_get_node_path (self->game);
      ishi_sgf_node_append_child (p.node, child);
      ishi_game_go_to (self->game, child, NULL);
      p.node = child;
    }
  p.edit->before = snapshot (p.node);
  return p;
}

static void
clear_redo (IshiGameEditor *self)
{
  g_ptr_array_set_size (self->redo, 0);
}

/* After it: applied to the position and remembered, or dropped when it
 * changed nothing (a node made for it goes again). */
static gboolean
end_edit (IshiGameEditor *self, Pending p, gboolean changed)
{
  if (!changed)
    {
      if (p.edit->created)
        ishi_game_delete_variation (self->game, p.node);
      edit_free (p.edit);
      return FALSE;
    }
  p.edit->after = snapshot (p.node);
  p.edit->path = ishi_game_get_node_path (self->game);
  ishi_game_reapply_node (self->game, NULL);
  g_ptr_array_add (self->undo, p.edit);
  clear_redo (self);
  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return TRUE;
}

/* --- edits ------------------------------------------------------------------------ */

static gboolean
on_board (IshiGameEditor *self, int x, int y)
{
  int size = ishi_game_get_size (self->game);

  return x >= 0 && y >= 0 && x < size && y < size;
}

static IshiColor
stone_at (IshiGameEditor *self, int x, int y)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);

  return rules->stone_at (ishi_game_get_position (self->game), x, y);
}

gboolean
ishi_game_editor_set_stone (IshiGameEditor *self, int x, int y, IshiColor color)
{
  static const char *const ids[] = { "AE", "AB", "AW" };   /* by IshiColor */
  int size;
  Pending p;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);
  g_return_val_if_fail (color == ISHI_EMPTY || color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  if (!on_board (self, x, y) || stone_at (self, x, y) == color)
    return FALSE;
  size = ishi_game_get_size (self->game);
  p = begin_edit (self, TRUE);
  /* The point is named in none of the lists, the node applied again: what
   * is there now is what the position before the node leaves.  Only a
   * difference from that is written. */
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    list_remove (p.node, ids[i], size, x, y);
  ishi_game_reapply_node (self->game, NULL);
  if (stone_at (self, x, y) != color)
    list_add (p.node, ids[color], size, x, y);
  return end_edit (self, p, TRUE);
}

gboolean
ishi_game_editor_toggle_stone (IshiGameEditor *self, int x, int y, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);

  if (!on_board (self, x, y))
    return FALSE;
  return ishi_game_editor_set_stone (self, x, y, stone_at (self, x, y) == color ? ISHI_EMPTY : color);
}

gboolean
ishi_game_editor_toggle_mark (IshiGameEditor *self, int x, int y, const char *id)
{
  int size;
  gboolean had;
  Pending p;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (g_strv_contains ((const char *const []) { "TR", "CR", "SQ", "MA", NULL }, id),
                        FALSE);

  if (!on_board (self, x, y))
    return FALSE;
  size = ishi_game_get_size (self->game);
  p = begin_edit (self, FALSE);
  had = list_remove (p.node, id, size, x, y);
  if (!had)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (mark_ids); i++)
        list_remove (p.node, mark_ids[i], size, x, y);
      list_add (p.node, id, size, x, y);
    }
  return end_edit (self, p, TRUE);
}

/* The labels of a node: point → text (unescaped). */
static gboolean
label_at (const IshiSgfNode *node, int size, int x, int y, guint *index)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (node, "LB");

  for (guint i = 0; prop && i < prop->n_values; i++)
    {
      g_autofree char *where = NULL, *text = NULL;
      int px, py;

      if (ishi_sgf_split_compose (prop->values[i], &where, &text)
          && ishi_sgf_parse_point (where, size, &px, &py) && px == x && py == y)
        {
          *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

char *
ishi_game_editor_next_label (IshiGameEditor *self)
{
  IshiSgfNode *node;
  IshiSgfProperty *prop;
  g_autoptr(GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  static const char *const alphabets[] = { "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz" };

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), NULL);

  node = ishi_game_get_node (self->game);
  prop = ishi_sgf_node_lookup (node, "LB");
  for (guint i = 0; prop && i < prop->n_values; i++)
    {
      g_autofree char *where = NULL, *raw = NULL;

      if (ishi_sgf_split_compose (prop->values[i], &where, &raw))
        g_hash_table_add (used, ishi_sgf_unescape_text (raw, TRUE));
    }
  for (gsize a = 0; a < G_N_ELEMENTS (alphabets); a++)
    for (const char *c = alphabets[a]; *c; c++)
      {
        char letter[2] = { *c, 0 };

        if (!g_hash_table_contains (used, letter))
          return g_strdup (letter);
      }
  return NULL;
}

gboolean
ishi_game_editor_toggle_label (IshiGameEditor *self, int x, int y, const char *text)
{
  IshiSgfProperty *prop;
  g_autofree char *letter = NULL;
  int size;
  guint index;
  Pending p;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);

  if (!on_board (self, x, y))
    return FALSE;
  size = ishi_game_get_size (self->game);
  if (text == NULL || *text == '\0')
    {
      letter = ishi_game_editor_next_label (self);
      text = letter;
    }
  p = begin_edit (self, FALSE);
  if (label_at (p.node, size, x, y, &index))
    {
      /* The list is written again without that value. */
      g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);

      prop = ishi_sgf_node_lookup (p.node, "LB");
      for (guint i = 0; i < prop->n_values; i++)
        if (i != index)
          g_ptr_array_add (keep, g_strdup (prop->values[i]));
      ishi_sgf_node_remove (p.node, "LB");
      for (guint i = 0; i < keep->len; i++)
        ishi_sgf_node_add_raw (p.node, "LB", g_ptr_array_index (keep, i));
    }
  else if (text != NULL)
    {
      g_autofree char *where = ishi_sgf_format_point (x, y);
      g_autofree char *raw = ishi_sgf_compose (where, text);

      /* ishi_sgf_compose escapes both halves; the point needs none. */
      ishi_sgf_node_add_raw (p.node, "LB", raw);
    }
  else
    return end_edit (self, p, FALSE);   /* every letter is taken */
  return end_edit (self, p, TRUE);
}

gboolean
ishi_game_editor_set_to_move (IshiGameEditor *self, IshiColor color)
{
  const IshiRules *rules;
  Pending p;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);
  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, FALSE);

  rules = ishi_game_get_rules (self->game);
  if (rules->to_move (ishi_game_get_position (self->game)) == color)
    return FALSE;
  p = begin_edit (self, TRUE);
  ishi_sgf_node_set_raw (p.node, "PL", color == ISHI_BLACK ? "B" : "W");
  return end_edit (self, p, TRUE);
}

/* --- undo and redo --------------------------------------------------------------- */

gboolean
ishi_game_editor_can_undo (IshiGameEditor *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);
  return self->undo->len > 0;
}

gboolean
ishi_game_editor_can_redo (IshiGameEditor *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);
  return self->redo->len > 0;
}

/* The record changed under the history in a way it cannot follow. */
static gboolean
lost (IshiGameEditor *self)
{
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return FALSE;
}

gboolean
ishi_game_editor_undo (IshiGameEditor *self)
{
  Edit *e;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;
  e = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  if (!ishi_game_go_to_path (self->game, e->path, NULL))
    {
      edit_free (e);
      return lost (self);
    }
  if (e->created)
    {
      /* The node goes, and the game is back at the move it followed. */
      ishi_game_delete_variation (self->game, ishi_game_get_node (self->game));
      ishi_game_touch (self->game);
    }
  else
    {
      restore (ishi_game_get_node (self->game), e->before);
      ishi_game_reapply_node (self->game, NULL);
    }
  g_ptr_array_add (self->redo, e);
  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return TRUE;
}

gboolean
ishi_game_editor_redo (IshiGameEditor *self)
{
  Edit *e;

  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;
  e = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  if (!ishi_game_go_to_path (self->game, e->created ? e->parent_path : e->path, NULL))
    {
      edit_free (e);
      return lost (self);
    }
  if (e->created)
    {
      IshiSgfNode *child = ishi_sgf_node_new ();

      ishi_sgf_node_append_child (ishi_game_get_node (self->game), child);
      restore (child, e->after);
      ishi_game_go_to (self->game, child, NULL);
      g_free (e->path);
      e->path = ishi_game_get_node_path (self->game);
      ishi_game_touch (self->game);
    }
  else
    {
      restore (ishi_game_get_node (self->game), e->after);
      ishi_game_reapply_node (self->game, NULL);
    }
  g_ptr_array_add (self->undo, e);
  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return TRUE;
}

/* --- GObject ---------------------------------------------------------------------- */

static void
ishi_game_editor_dispose (GObject *object)
{
  IshiGameEditor *self = ISHI_GAME_EDITOR (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (ishi_game_editor_parent_class)->dispose (object);
}

static void
ishi_game_editor_finalize (GObject *object)
{
  IshiGameEditor *self = ISHI_GAME_EDITOR (object);

  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (ishi_game_editor_parent_class)->finalize (object);
}

static void
ishi_game_editor_class_init (IshiGameEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_game_editor_dispose;
  object_class->finalize = ishi_game_editor_finalize;

  signals[HISTORY_CHANGED] =
    g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_game_editor_init (IshiGameEditor *self)
{
  self->undo = g_ptr_array_new_with_free_func (edit_free);
  self->redo = g_ptr_array_new_with_free_func (edit_free);
}

IshiGameEditor *
ishi_game_editor_new (IshiGame *game)
{
  IshiGameEditor *self;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  self = g_object_new (ISHI_TYPE_GAME_EDITOR, NULL);
  self->game = g_object_ref (game);
  return self;
}

IshiGame *
ishi_game_editor_get_game (IshiGameEditor *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_EDITOR (self), NULL);
  return self->game;
}
