/* ishi-move-list.c — the line's moves as rows of text (see
 * ishi-move-list.h).  A GtkListView: only the rows in view exist as
 * widgets, so a long game costs a string a move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-move-list"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-move-list.h"

struct _IshiMoveList {
  GtkWidget parent_instance;

  GtkWidget *scrolled;
  GtkListView *view;
  GtkStringList *moves;
  GtkSingleSelection *selection;
  gboolean updating;
};

enum { MOVE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (IshiMoveList, ishi_move_list, GTK_TYPE_WIDGET)

static void
setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *text = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (text));
}

static void
activate_cb (GtkListView *view, guint position, IshiMoveList *self)
{
  if (!self->updating)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, position);
}

void
ishi_move_list_set_moves (IshiMoveList *self, const char *const *rows)
{
  g_return_if_fail (ISHI_IS_MOVE_LIST (self));

  self->updating = TRUE;
  gtk_string_list_splice (self->moves, 0, g_list_model_get_n_items (G_LIST_MODEL (self->moves)), rows);
  self->updating = FALSE;
}

void
ishi_move_list_set_current (IshiMoveList *self, int index)
{
  guint n;

  g_return_if_fail (ISHI_IS_MOVE_LIST (self));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->moves));
  self->updating = TRUE;
  if (index < 0 || (guint) index >= n)
    gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  else
    {
      gtk_single_selection_set_selected (self->selection, index);
      /* GTK 4.8 has no gtk_list_view_scroll_to (4.12): the list's action. */
      gtk_widget_activate_action (GTK_WIDGET (self->view), "list.scroll-to-item", "u", (guint) index);
    }
  self->updating = FALSE;
}

guint
ishi_move_list_get_n_moves (IshiMoveList *self)
{
  g_return_val_if_fail (ISHI_IS_MOVE_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->moves));
}

const char *
ishi_move_list_get_move (IshiMoveList *self, guint index)
{
  g_return_val_if_fail (ISHI_IS_MOVE_LIST (self), NULL);
  return gtk_string_list_get_string (self->moves, index);
}

void
ishi_move_list_activate (IshiMoveList *self, guint index)
{
  g_return_if_fail (ISHI_IS_MOVE_LIST (self));
  g_signal_emit_by_name (self->view, "activate", index);
}

static void
ishi_move_list_dispose (GObject *object)
{
  IshiMoveList *self = ISHI_MOVE_LIST (object);

  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (ishi_move_list_parent_class)->dispose (object);
}

static void
ishi_move_list_class_init (IshiMoveListClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_move_list_dispose;
  /* ::move-activated (guint index): a row was clicked or chosen with Enter. */
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ishi-move-list");
}

static void
ishi_move_list_init (IshiMoveList *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  self->moves = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->moves));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  self->view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (self->selection), factory));
  gtk_list_view_set_single_click_activate (self->view, TRUE);
  g_signal_connect (self->view, "activate", G_CALLBACK (activate_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->view));
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

GtkWidget *
ishi_move_list_new (void)
{
  return g_object_new (ISHI_TYPE_MOVE_LIST, NULL);
}
