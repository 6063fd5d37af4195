/* ishi-review-panel.c — the move number, the variations, the node's name
 * and comment, beside the board (see ishi-review-panel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-review-panel"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "ishi-game-model.h"
#include "ishi-game-tree.h"
#include "ishi-mistakes-view.h"
#include "ishi-move-list.h"
#include "ishi-review-panel.h"

/* Rows of the list of variations at most; a record with more (thousands
 * at one node, say) has them all in the tree. */
#define MAX_LISTED 40

struct _IshiReviewPanel {
  GtkBox parent_instance;

  GtkWidget *move_spin;
  GtkAdjustment *move_adjustment;
  GtkWidget *variations_label;
  GtkListBox *variation_list;
  GtkEntry *name_entry;
  GtkTextView *comment_view;
  IshiGameTree *game_tree;
  IshiMoveList *move_list;
  IshiMistakesView *mistakes_view;

  IshiMatch *match;
  gboolean tree_dirty;      /* the record changed: lay the tree out again */
  GPtrArray *line;          /* the move list's nodes, one a row */
  IshiSgfNode *line_tip;    /* the end of the line it shows */
  IshiGame *game;
  gboolean updating;        /* the panel is being filled: ignore its signals */
  IshiReview *review;       /* the record's analysis, or NULL */
  gboolean review_dirty;    /* the record changed: read it again */
  guint update_idle;        /* an update after a change of the record */
};

G_DEFINE_FINAL_TYPE (IshiReviewPanel, ishi_review_panel, GTK_TYPE_BOX)

static const char *
color_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

/* Moves from the root to the end of the line the current node is on. */
static guint
line_length (IshiGame *game)
{
  int size = ishi_game_get_size (game);
  guint moves = ishi_game_get_move_number (game);

  for (IshiSgfNode *n = ishi_game_get_node (game)->first_child; n; n = n->first_child)
    if (ishi_game_node_move (n, size, NULL, NULL, NULL))
      moves++;
  return moves;
}

static GtkWidget *
variation_row (IshiReviewPanel *self, IshiSgfNode *child, guint index)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  int size = ishi_game_get_size (self->game);
  g_autofree char *letter = ishi_variation_name (child->parent, index, ishi_game_get_size (self->game));
  g_autofree char *name = ishi_sgf_node_get_simple_text (child, "N");
  g_autofree char *where = NULL;
  g_autofree char *text = NULL;
  GtkWidget *row;
  IshiColor color;
  int x, y;

  if (ishi_game_node_move (child, size, &color, &x, &y))
    {
      g_autofree char *point = ishi_game_node_is_off_board (child) ? g_strdup (_("off the board"))
                               : x < 0 ? g_strdup (_("pass")) : rules->format_point (size, x, y);
      where = g_strdup_printf ("%s %s", color_name (color), point);
    }
  else
    where = g_strdup (_("no move"));
  text = name ? g_strdup_printf ("%s  %s — %s", letter, where, name)
              : g_strdup_printf ("%s  %s", letter, where);
  row = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (row), 0);
  gtk_label_set_ellipsize (GTK_LABEL (row), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (row, 8);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  g_object_set_data (G_OBJECT (row), "ishi-node", child);
  return row;
}

/* The point of `node`'s move ("M12", "pass", "off the board") and its
 * colour, or NULL when the node has no move. */
static char *
move_point (IshiReviewPanel *self, IshiSgfNode *node, IshiColor *color)
{
  int size = ishi_game_get_size (self->game);
  int x, y;

  if (!ishi_game_node_move (node, size, color, &x, &y))
    return NULL;
  return ishi_game_node_is_off_board (node) ? g_strdup (_("off the board"))
         : x < 0 ? g_strdup (_("pass")) : ishi_game_get_rules (self->game)->format_point (size, x, y);
}

/* "87 W M12": the move list's row for `node`; in an analysed game with
 * the points its move lost, "87 W M12  −4.5" (or the share of wins). */
static char *
move_row (IshiReviewPanel *self, IshiSgfNode *node, guint number, guint8 *grade)
{
  IshiColor color;
  g_autofree char *point = move_point (self, node, &color);
  g_autofree char *row = NULL;
  const IshiReviewMove *m = self->review ? ishi_review_find (self->review, node) : NULL;

  *grade = 0;
  if (point == NULL)
    return NULL;
  /* TRANSLATORS: a row of the move list: number, colour, point: "87 W M12". */
  row = g_strdup_printf (_("%u %s %s"), number,
                         color == ISHI_BLACK ? C_("move list", "B") : C_("move list", "W"), point);
  if (m == NULL || isnan (m->lost))
    return g_steal_pointer (&row);
  *grade = (guint8) ishi_review_grade (self->review, m->lost);
  if (*grade == 0)
    return g_steal_pointer (&row);
  if (self->review->win_rate)
    /* TRANSLATORS: a move list's row with the share of wins its move lost: "87 W M12  −12%". */
    return g_strdup_printf (_("%s  −%d%%"), row, (int) lround (m->lost * 100));
  /* TRANSLATORS: a move list's row with the points its move lost: "87 W M12  −4.5". */
  return g_strdup_printf (_("%s  −%.1f"), row, m->lost);
}

/* What a screen reader says of the tree's current node, the game being
 * there: "Move 14: Black Q9. 2 variations". */
static char *
node_spoken (IshiReviewPanel *self, IshiSgfNode *node)
{
  guint number = ishi_game_get_move_number (self->game), branches = ishi_sgf_node_n_children (node);
  IshiColor color;
  g_autofree char *point = move_point (self, node, &color), *here = NULL;

  if (point != NULL)
    {
      /* TRANSLATORS: the game tree's current node, said by a screen reader: "Move 14: Black Q9". */
      here = g_strdup_printf (color == ISHI_BLACK ? _("Move %u: Black %s") : _("Move %u: White %s"), number, point);
    }
  else if (node->parent == NULL)
    here = g_strdup (_("The start of the record"));
  else
    /* TRANSLATORS: a node of the game tree with no move in it (a setup, a comment). */
    here = g_strdup_printf (_("After move %u, no move here"), number);
  if (branches < 2)
    return g_steal_pointer (&here);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s. %u variation", "%s. %u variations", branches),
                          here, branches);
}

/* The moves of the line through `node`, from the first to its end; built
 * again only when that line is another one. */
static void
update_moves (IshiReviewPanel *self, IshiSgfNode *node)
{
  IshiSgfNode *tip = node;
  int current = -1;

  while (tip->first_child)
    tip = tip->first_child;
  if (tip != self->line_tip || self->line->len == 0)
    {
      g_autoptr(GPtrArray) path = g_ptr_array_new ();
      g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GByteArray) grades = g_byte_array_new ();

      for (IshiSgfNode *n = tip; n; n = n->parent)
        g_ptr_array_add (path, n);
      g_ptr_array_set_size (self->line, 0);
      for (guint i = path->len; i > 0; i--)
        {
          IshiSgfNode *n = g_ptr_array_index (path, i - 1);
          guint8 grade;
          char *row = move_row (self, n, self->line->len + 1, &grade);

          if (row)
            {
              g_ptr_array_add (rows, row);
              g_ptr_array_add (self->line, n);
              g_byte_array_append (grades, &grade, 1);
            }
        }
      g_ptr_array_add (rows, NULL);
      ishi_move_list_set_grades (self->move_list, grades->data, grades->len);
      ishi_move_list_set_moves (self->move_list, (const char *const *) rows->pdata);
      self->line_tip = tip;
    }
  /* The current row: the last move at or before the node. */
  current = (int) ishi_game_get_move_number (self->game) - 1;
  ishi_move_list_set_current (self->move_list, current);
}

static void
update (IshiReviewPanel *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  g_autofree char *name = ishi_game_get_node_text (self->game, "N");
  g_autofree char *comment = ishi_game_get_node_text (self->game, "C");
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  GtkTextIter start, end;
  g_autofree char *old = NULL;
  GtkWidget *row, *focused;
  guint index = 0;
  int focus_index = -1;

  if (self->game == NULL)
    return;
  self->updating = TRUE;
  if (self->review_dirty)
    {
      g_clear_pointer (&self->review, ishi_review_free);
      self->review = ishi_review_new (self->game);
      self->review_dirty = FALSE;
      self->line_tip = NULL;
      ishi_mistakes_view_set_review (self->mistakes_view, self->game, self->review);
    }
  gtk_adjustment_set_upper (self->move_adjustment, line_length (self->game));
  gtk_adjustment_set_value (self->move_adjustment, ishi_game_get_move_number (self->game));
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)), name ? name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name ? name : "");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  old = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (old, comment ? comment : "") != 0)
    gtk_text_buffer_set_text (buffer, comment ? comment : "", -1);

  /* A click on a variation rebuilds the list under the focus: the focus
   * stays in the list, on the row at the same place. */
  focused = gtk_widget_get_focus_child (GTK_WIDGET (self->variation_list));
  if (focused)
    focus_index = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (focused));
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->variation_list))) != NULL)
    gtk_list_box_remove (self->variation_list, row);
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling, index++)
    if (index < MAX_LISTED)
      gtk_list_box_append (self->variation_list, variation_row (self, child, index));
  if (index > MAX_LISTED)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "and %u more, in the tree below",
                                                            "and %u more, in the tree below",
                                                            index - MAX_LISTED), index - MAX_LISTED);
      GtkWidget *label = gtk_label_new (more);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 8);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->variation_list, label);
      gtk_list_box_row_set_activatable (gtk_list_box_get_row_at_index (self->variation_list, MAX_LISTED), FALSE);
    }
  if (focus_index >= 0 && index > 1)
    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->variation_list,
                                                                      MIN (focus_index, (int) MIN (index, MAX_LISTED) - 1))));
  /* One next move is the line itself; variations are two or more. */
  gtk_widget_set_visible (GTK_WIDGET (self->variation_list), index > 1);
  gtk_widget_set_visible (self->variations_label, index > 1);

  if (self->tree_dirty)
    {
      ishi_game_tree_set_root (self->game_tree, ishi_game_get_root (self->game));
      self->tree_dirty = FALSE;
      self->line_tip = NULL;
    }
  ishi_game_tree_set_current (self->game_tree, node);
  {
    g_autofree char *spoken = node_spoken (self, node);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->game_tree), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    spoken, -1);
  }
  update_moves (self, node);
  self->updating = FALSE;
}

/* ------------------------------------------------------------------------ */
/* Signals                                                                   */
/* ------------------------------------------------------------------------ */

static void
move_spin_changed_cb (IshiReviewPanel *self)
{
  guint n = (guint) gtk_adjustment_get_value (self->move_adjustment);

  if (self->updating || self->match == NULL || n == ishi_game_get_move_number (self->game))
    return;
  ishi_match_go_to_move (self->match, n, NULL);
}

static void
variation_activated_cb (IshiReviewPanel *self, GtkListBoxRow *row)
{
  IshiSgfNode *node = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ishi-node");
  g_autoptr(GError) error = NULL;

  /* A record with an illegal move in it stops there, with a bell. */
  if (node && self->match && !ishi_match_go_to (self->match, node, &error))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
name_entry_changed_cb (IshiReviewPanel *self)
{
  if (self->updating || self->game == NULL)
    return;
  ishi_game_set_node_text (self->game, "N", gtk_editable_get_text (GTK_EDITABLE (self->name_entry)));
}

static void
comment_changed_cb (IshiReviewPanel *self, GtkTextBuffer *buffer)
{
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (self->updating || self->game == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  ishi_game_set_node_text (self->game, "C", text);
}


static gboolean
update_idle_cb (gpointer data)
{
  IshiReviewPanel *self = data;

  self->update_idle = 0;
  update (self);
  return G_SOURCE_REMOVE;
}

static void
record_changed_cb (IshiReviewPanel *self)
{
  self->tree_dirty = TRUE;
  self->review_dirty = TRUE;
  /* An analysis written into the record changes no position: the move
   * list and the mistakes follow it all the same. */
  if (self->update_idle == 0)
    self->update_idle = g_idle_add (update_idle_cb, self);
}

static void
mistake_activated_cb (IshiReviewPanel *self, IshiSgfNode *node)
{
  if (self->match && !ishi_match_go_to (self->match, node, NULL))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

gboolean
ishi_review_panel_step_mistake (IshiReviewPanel *self, int direction)
{
  GPtrArray *nodes;
  guint here;
  IshiSgfNode *target = NULL;

  g_return_val_if_fail (ISHI_IS_REVIEW_PANEL (self), FALSE);
  if (self->match == NULL)
    return FALSE;
  if (self->review_dirty)
    update (self);
  nodes = ishi_mistakes_view_get_nodes (self->mistakes_view);
  here = ishi_game_get_move_number (self->game);
  for (guint i = 0; i < nodes->len; i++)
    {
      const IshiReviewMove *m = ishi_review_find (self->review, nodes->pdata[i]);

      if (m == NULL)
        continue;
      if (direction > 0 && m->number > here)
        {
          target = nodes->pdata[i];
          break;
        }
      if (direction < 0 && m->number < here)
        target = nodes->pdata[i];
    }
  if (target == NULL)
    return FALSE;
  return ishi_match_go_to (self->match, target, NULL);
}

IshiMistakesView *
ishi_review_panel_get_mistakes_view (IshiReviewPanel *self)
{
  g_return_val_if_fail (ISHI_IS_REVIEW_PANEL (self), NULL);
  return self->mistakes_view;
}

static void
tree_node_activated_cb (IshiReviewPanel *self, IshiSgfNode *node)
{
  if (self->match && !ishi_match_go_to (self->match, node, NULL))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
move_activated_cb (IshiReviewPanel *self, guint index)
{
  if (self->match && index < self->line->len
      && !ishi_match_go_to (self->match, g_ptr_array_index (self->line, index), NULL))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

void
ishi_review_panel_set_match (IshiReviewPanel *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_REVIEW_PANEL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->match, match);
  g_set_object (&self->game, ishi_match_get_game (match));
  self->tree_dirty = TRUE;
  self->review_dirty = TRUE;
  self->line_tip = NULL;
  g_ptr_array_set_size (self->line, 0);
  g_signal_connect_swapped (self->game, "record-changed", G_CALLBACK (record_changed_cb), self);
  g_signal_connect_swapped (match, "changed", G_CALLBACK (update), self);
  update (self);
}

void
ishi_review_panel_focus_move (IshiReviewPanel *self)
{
  g_return_if_fail (ISHI_IS_REVIEW_PANEL (self));
  gtk_widget_grab_focus (self->move_spin);
}

static void
ishi_review_panel_dispose (GObject *object)
{
  IshiReviewPanel *self = ISHI_REVIEW_PANEL (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->review, ishi_review_free);
  g_clear_handle_id (&self->update_idle, g_source_remove);
  G_OBJECT_CLASS (ishi_review_panel_parent_class)->dispose (object);
}

static void
ishi_review_panel_class_init (IshiReviewPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_review_panel_dispose;
  g_type_ensure (ISHI_TYPE_GAME_TREE);
  g_type_ensure (ISHI_TYPE_MOVE_LIST);
  g_type_ensure (ISHI_TYPE_MISTAKES_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, move_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, move_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, variations_label);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, variation_list);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, name_entry);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, comment_view);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, game_tree);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, move_list);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, mistakes_view);
  gtk_widget_class_bind_template_callback (widget_class, mistake_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, tree_node_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_spin_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, variation_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_entry_changed_cb);
}

static void
ishi_review_panel_init (IshiReviewPanel *self)
{
  self->line = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->comment_view), "changed",
                            G_CALLBACK (comment_changed_cb), self);
}
