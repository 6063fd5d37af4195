/* ishi-review-panel.c — the move number, the variations, the node's name
 * and comment, beside the board (see ishi-review-panel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-review-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-game-model.h"
#include "ishi-review-panel.h"

struct _IshiReviewPanel {
  GtkBox parent_instance;

  GtkWidget *move_spin;
  GtkAdjustment *move_adjustment;
  GtkWidget *variations_label;
  GtkListBox *variation_list;
  GtkEntry *name_entry;
  GtkTextView *comment_view;

  IshiMatch *match;
  IshiGame *game;
  gboolean updating;        /* the panel is being filled: ignore its signals */
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
  g_autofree char *letter = ishi_variation_letter (index);
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
    gtk_list_box_append (self->variation_list, variation_row (self, child, index));
  if (focus_index >= 0 && index > 1)
    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->variation_list,
                                                                      MIN (focus_index, (int) index - 1))));
  /* One next move is the line itself; variations are two or more. */
  gtk_widget_set_visible (GTK_WIDGET (self->variation_list), index > 1);
  gtk_widget_set_visible (self->variations_label, index > 1);
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


void
ishi_review_panel_set_match (IshiReviewPanel *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_REVIEW_PANEL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_set_object (&self->game, ishi_match_get_game (match));
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
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ishi_review_panel_parent_class)->dispose (object);
}

static void
ishi_review_panel_class_init (IshiReviewPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_review_panel_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, move_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, move_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, variations_label);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, variation_list);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, name_entry);
  gtk_widget_class_bind_template_child (widget_class, IshiReviewPanel, comment_view);
  gtk_widget_class_bind_template_callback (widget_class, move_spin_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, variation_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_entry_changed_cb);
}

static void
ishi_review_panel_init (IshiReviewPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->comment_view), "changed",
                            G_CALLBACK (comment_changed_cb), self);
}
