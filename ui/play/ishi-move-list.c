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
  int current;              /* the row of the current move, -1: none */
  guint scroll_tick;        /* brings `current` into view once laid out */
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
  /* Its place, for the focus to find the current row (1-based: 0 is none). */
  g_object_set_data (G_OBJECT (gtk_list_item_get_child (item)), "ishi-row",
                     GUINT_TO_POINTER (gtk_list_item_get_position (item) + 1));
}

static void
unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  g_object_set_data (G_OBJECT (gtk_list_item_get_child (item)), "ishi-row", NULL);
}

/* The focus, when it is in the list, on the current row: the list's
 * keyboard cursor is its focused row, and one that stayed on the row
 * clicked while the keys moved the game made two current moves. */
static void
focus_current (IshiMoveList *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (self->current < 0 || focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view)))
    return;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->view)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_widget_get_first_child (row);

      if (label && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "ishi-row")) == (guint) self->current + 1
          && gtk_widget_get_child_visible (row))
        {
          if (row != focus)
            gtk_widget_grab_focus (row);
          return;
        }
    }
}

/* The current row in view, or the top of the list when no move is
 * current (move 0): Home went to move 0 and left the list at its end. */
static void
scroll_to_current (IshiMoveList *self)
{
  if (self->current >= 0)
    /* GTK 4.8 has no gtk_list_view_scroll_to (4.12): the list's action. */
    gtk_widget_activate_action (GTK_WIDGET (self->view), "list.scroll-to-item", "u", (guint) self->current);
  else
    {
      GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->view));

      if (v)
        gtk_adjustment_set_value (v, gtk_adjustment_get_lower (v));
    }
}

/* Tab and Shift+Tab leave the list for the next control or the one
 * before, as they leave a list in other programs; the arrows move in it.
 * GTK 4.8's list view stepped from row to row with Tab (its "tab-behavior"
 * comes in 4.12), and the list was hard to leave by keyboard (issue 77
 * item 16).  The list takes no focus while the window moves it on, so the
 * move starts after the list as a whole. */
static gboolean
tab_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, IshiMoveList *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkDirectionType direction;

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || root == NULL)
    return FALSE;
  direction = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) ? GTK_DIR_TAB_BACKWARD
                                                                          : GTK_DIR_TAB_FORWARD;
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  /* At the end of the window's chain it starts again, as GtkWindow does. */
  if (!gtk_widget_child_focus (GTK_WIDGET (root), direction))
    {
      gtk_root_set_focus (root, NULL);
      gtk_widget_child_focus (GTK_WIDGET (root), direction);
    }
  gtk_widget_set_can_focus (GTK_WIDGET (self), TRUE);
  return TRUE;
}

static void
activate_cb (GtkListView *view, guint position, IshiMoveList *self)
{
  if (!self->updating)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, position);
}

/* A row chosen by a click or the list's arrow keys: the game goes there
 * (and the selection comes back from the caller as the current move). */
static void
selection_changed_cb (IshiMoveList *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->updating || selected == GTK_INVALID_LIST_POSITION || (int) selected == self->current)
    return;
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, selected);
}

/* The current row in view.  The list can only scroll once it is laid out:
 * a list filled and given its current row before it is shown (a record
 * opened at move 22, the Moves tab chosen later) scrolls when it is, on
 * its first frames. */
static gboolean
scroll_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  IshiMoveList *self = ISHI_MOVE_LIST (widget);

  if (gtk_widget_get_height (GTK_WIDGET (self->view)) <= 0)
    return G_SOURCE_CONTINUE;
  if (self->current < (int) g_list_model_get_n_items (G_LIST_MODEL (self->moves)))
    {
      scroll_to_current (self);
      focus_current (self);
    }
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (IshiMoveList *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

static void
move_list_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ishi_move_list_parent_class)->map (widget);
  queue_scroll (ISHI_MOVE_LIST (widget));
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
  self->current = index >= 0 && (guint) index < n ? index : -1;
  gtk_single_selection_set_selected (self->selection, self->current >= 0 ? (guint) self->current
                                                                         : GTK_INVALID_LIST_POSITION);
  /* Scrolled now when the list is laid out, and again on the next frame,
   * where the row scrolled to exists and can take the focus. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && gtk_widget_get_height (GTK_WIDGET (self->view)) > 0)
    scroll_to_current (self);
  queue_scroll (self);
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

int
ishi_move_list_get_selected (IshiMoveList *self)
{
  guint selected;

  g_return_val_if_fail (ISHI_IS_MOVE_LIST (self), -1);
  selected = gtk_single_selection_get_selected (self->selection);
  return selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected;
}

GtkListView *
ishi_move_list_get_view (IshiMoveList *self)
{
  g_return_val_if_fail (ISHI_IS_MOVE_LIST (self), NULL);
  return self->view;
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

  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (ishi_move_list_parent_class)->dispose (object);
}

static void
ishi_move_list_class_init (IshiMoveListClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_move_list_dispose;
  widget_class->map = move_list_map;
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

  self->current = -1;
  self->moves = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->moves));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), NULL);
  self->view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (self->selection), factory));
  /* Not single-click-activate: with it the row under the pointer is
   * selected as the pointer moves, and the current move's highlight went
   * wherever the mouse was.  A click selects a row, which goes there; the
   * hover keeps its own, lighter mark (style.css). */
  g_signal_connect (self->view, "activate", G_CALLBACK (activate_cb), self);
  g_signal_connect_swapped (self->selection, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (tab_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  }
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
