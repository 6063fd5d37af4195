/* ishi-class-boards.c — the class view's page of boards, for the
 * projector: the room's code large above them (hidden with a click), the
 * pupils not playing yet, and every table's board in a grid that fills
 * the screen (ishi-class-grid.h): the names on one line over each board,
 * the side to move marked on its name, the last move marked large, the
 * captures, the clocks or the result under it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-class-grid.h"
#include "ishi-class-window-private.h"
#include "ishi-game-model.h"
#include "ishi-room-words.h"

typedef struct {
  GtkWidget *box;
  GtkWidget *names;
  GtkLabel *black, *white, *state;
  GtkWidget *board;
  char *drawn;                   /* what the board shows, to draw it again only when it changes */
} Cell;

/* ------------------------------------------------------------------------ */
/* A cell                                                                    */
/* ------------------------------------------------------------------------ */

/* `label`'s type at `px` pixels (bold or not). */
static void
set_type (GtkLabel *label, int px, gboolean bold)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (px * PANGO_SCALE));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}

/* What the line under a board says: the table, then the result, the
 * count, or the captures (and the clocks). */
static char *
state_text (const IshiRoomClientTable *t, IshiMatch *match, int number)
{
  g_autofree char *table = g_strdup_printf (_("Table %d"), number);
  g_autofree char *what = NULL;

  if (match == NULL)
    what = g_strdup (_("Not begun"));
  else if (t->result)
    what = ishi_room_describe_re (t->result);
  else if (t->counting)
    what = g_strdup (_("Counting"));
  else if (t->minutes > 0 || t->byoyomi > 0)
    {
      g_autofree char *bclock = ishi_room_format_clock (t->seconds[ISHI_BLACK], t->stones[ISHI_BLACK]);
      g_autofree char *wclock = ishi_room_format_clock (t->seconds[ISHI_WHITE], t->stones[ISHI_WHITE]);
      what = g_strdup_printf (_("Captures %d–%d · %s / %s"), t->captures[ISHI_BLACK], t->captures[ISHI_WHITE],
                              bclock, wclock);
    }
  else
    what = g_strdup_printf (_("Captures %d–%d"), t->captures[ISHI_BLACK], t->captures[ISHI_WHITE]);
  /* Translators: under a board of the class view: the table, then its
   * state ("Table 3 · Captures 2–1") */
  return g_strdup_printf (_("%s · %s"), table, what);
}

void
ishi_class_boards_mark_dead (IshiBoardModel *model, const IshiRoomClientTable *t, IshiMatch *match)
{
  g_autofree guint8 *dead = NULL;
  g_autoptr (IshiScore) score = NULL;

  if (t == NULL || !(t->counting || (t->result && t->dead->len > 0)))
    return;
  score = ishi_room_count (t, ishi_match_get_game (match), &dead);
  for (int i = 0; score && dead && i < model->size * model->size; i++)
    if (dead[i])
      model->points[i].flags |= ISHI_BOARD_FLAG_DEAD;
}

static void
update_cell (IshiClassWindow *self, Cell *cell, int number)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);
  IshiMatch *match = t ? ishi_room_client_get_match (self->client, number) : NULL;
  g_autoptr (IshiBoardModel) model = NULL;
  g_autofree char *black = NULL, *white = NULL, *state = NULL;
  IshiColor to_move = ISHI_EMPTY;

  if (match && !t->result && !t->counting)
    {
      IshiGame *game = ishi_match_get_game (match);
      to_move = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
    }
  /* The stone, a hair space (U+200A: room for the name), the name. */
  black = g_strdup_printf ("●\u200a%s", t && t->seats[ISHI_BLACK] ? t->seats[ISHI_BLACK] : "—");
  white = g_strdup_printf ("○\u200a%s", t && t->seats[ISHI_WHITE] ? t->seats[ISHI_WHITE] : "—");
  gtk_label_set_text (cell->black, black);
  gtk_label_set_text (cell->white, white);
  /* Whose turn it is, on that player's name: a bright band seen from the
   * back of the room (a small grey line under the board was not). */
  if (to_move == ISHI_BLACK)
    gtk_widget_add_css_class (GTK_WIDGET (cell->black), "ishi-to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (cell->black), "ishi-to-move");
  if (to_move == ISHI_WHITE)
    gtk_widget_add_css_class (GTK_WIDGET (cell->white), "ishi-to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (cell->white), "ishi-to-move");
  /* The board is drawn again only when what it shows changed (the clocks
   * under it change every second; a board costs milliseconds to draw). */
  {
    const char *last = t && t->moves->len ? t->moves->pdata[t->moves->len - 1] : "";
    g_autofree char *drawn = g_strdup_printf ("%p %u %s %d %u %d %d", (gpointer) match,
                                              t ? t->moves->len : 0, last, t && t->counting,
                                              t ? t->dead->len : 0, t ? t->size : 9, t && t->result);
    if (g_strcmp0 (drawn, cell->drawn) != 0)
      {
        g_free (cell->drawn);
        cell->drawn = g_steal_pointer (&drawn);
        if (match)
          {
            model = ishi_board_model_new_for_game (ishi_match_get_game (match), ISHI_GAME_MODEL_LAST_MOVE);
            ishi_class_boards_mark_dead (model, t, match);
          }
        else
          {
            model = ishi_board_model_new (t ? t->size : 9);
            model->dimmed = TRUE;
          }
        /* The last move large enough to be seen on a small board. */
        model->bold_last_move = TRUE;
        ishi_board_view_set_model (ISHI_BOARD_VIEW (cell->board), model);
      }
  }
  state = state_text (t, match, number);
  gtk_label_set_text (cell->state, state);
  {
    g_autofree char *description = g_strdup_printf (_("Table %d: %s, %s. %s"), number, black, white, state);
    gtk_accessible_update_property (GTK_ACCESSIBLE (cell->box), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  }
}

void
ishi_class_boards_cell_free (gpointer data)
{
  Cell *cell = data;

  g_free (cell->drawn);
  g_free (cell);
}

static GtkLabel *
name_label (float xalign)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (label, xalign);
  gtk_widget_add_css_class (GTK_WIDGET (label), "ishi-class-name");
  gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
  return label;
}

static void apply_layout (IshiClassWindow *self, Cell *cell);

static Cell *
get_cell (IshiClassWindow *self, int number)
{
  Cell *cell = g_hash_table_lookup (self->cells, GINT_TO_POINTER (number));
  g_autofree char *label = NULL;

  if (cell)
    return cell;
  cell = g_new0 (Cell, 1);
  cell->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  /* Black's name at the left, White's at the right, each in half the
   * line. */
  cell->names = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (cell->names), TRUE);
  cell->black = name_label (0);
  cell->white = name_label (1);
  gtk_box_append (GTK_BOX (cell->names), GTK_WIDGET (cell->black));
  gtk_box_append (GTK_BOX (cell->names), GTK_WIDGET (cell->white));
  cell->board = ishi_board_view_new ();
  gtk_widget_set_halign (cell->board, GTK_ALIGN_CENTER);
  gtk_widget_set_can_focus (cell->board, FALSE);
  label = g_strdup_printf (_("Board of table %d"), number);
  ishi_board_view_set_label (ISHI_BOARD_VIEW (cell->board), label);
  cell->state = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (cell->state, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (cell->state), "ishi-class-state");
  /* What the cell has more than it needs goes above and below. */
  gtk_widget_set_vexpand (cell->names, TRUE);
  gtk_widget_set_valign (cell->names, GTK_ALIGN_END);
  gtk_widget_set_vexpand (GTK_WIDGET (cell->state), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (cell->state), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (cell->box), cell->names);
  gtk_box_append (GTK_BOX (cell->box), cell->board);
  gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->state));
  g_object_set_data (G_OBJECT (cell->box), "ishi-table", GINT_TO_POINTER (number));
  gtk_flow_box_append (self->grid, cell->box);
  g_hash_table_insert (self->cells, GINT_TO_POINTER (number), cell);
  gtk_widget_set_visible (GTK_WIDGET (self->empty), FALSE);
  apply_layout (self, cell);
  return cell;
}

static int
by_table (GtkFlowBoxChild *a, GtkFlowBoxChild *b, gpointer data)
{
  int x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (a)), "ishi-table"));
  int y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (b)), "ishi-table"));

  return (x > y) - (x < y);
}

/* ------------------------------------------------------------------------ */
/* The grid                                                                  */
/* ------------------------------------------------------------------------ */

/* A cell at the grid's layout: its size, its board's, its type's. */
static void
apply_layout (IshiClassWindow *self, Cell *cell)
{
  const IshiClassGrid *g = &self->layout;
  int board = MAX (g->board, 1);

  /* The cell as large as the grid's, its lines and board in its middle. */
  gtk_widget_set_size_request (cell->box, g->cell_width > 0 ? g->cell_width : -1,
                               g->cell_height > 0 && !g->scrolls ? g->cell_height : -1);
  gtk_widget_set_size_request (cell->board, board, board);
  set_type (cell->black, MAX (g->names_px, 16), TRUE);
  set_type (cell->white, MAX (g->names_px, 16), TRUE);
  set_type (cell->state, MAX (g->state_px, 12), FALSE);
}

/* The room's code: its digits as large as the window's height lets them
 * be (they grew with nothing before). */
static void
size_code (IshiClassWindow *self)
{
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int px = CLAMP ((int) (height * 0.075), 40, 120);

  if (height <= 0 || px == self->code_px)
    return;
  self->code_px = px;
  set_type (self->code_digits, px, TRUE);
  set_type (self->code_caption, MAX (16, px * 3 / 10), TRUE);
  /* The large address page's code follows (ishi-class-address.c). */
  ishi_class_address_update (self);
}

/* The boards as large as the window lets all of them be, the grid filling
 * it (ishi-class-grid.h). */
void
ishi_class_boards_relayout (IshiClassWindow *self)
{
  int width = gtk_widget_get_width (self->scrolled) - 24;
  int height = gtk_widget_get_height (self->scrolled) - 24;
  guint n = g_hash_table_size (self->cells), chars = 3;
  IshiClassGrid g;
  GHashTableIter iter;
  gpointer key, value;

  size_code (self);
  if (n == 0 || width <= 0 || height <= 0)
    return;
  /* The type as large as the longest name seated lets it be whole. */
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, GPOINTER_TO_INT (key));
      for (IshiColor c = ISHI_BLACK; t && c <= ISHI_WHITE; c++)
        if (t->seats[c])
          chars = MAX (chars, (guint) g_utf8_strlen (t->seats[c], -1));
    }
  ishi_class_grid_layout (n, chars, width, height, &g);
  if (memcmp (&g, &self->layout, sizeof g) == 0)
    return;
  self->layout = g;
  gtk_flow_box_set_min_children_per_line (self->grid, g.columns);
  gtk_flow_box_set_max_children_per_line (self->grid, g.columns);
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    apply_layout (self, value);
}

static gboolean
relayout_idle_cb (gpointer data)
{
  IshiClassWindow *self = data;

  self->relayout_idle = 0;
  ishi_class_boards_relayout (self);
  return G_SOURCE_REMOVE;
}

/* The window was resized (or shown at last): the boards' size is chosen
 * again at once, after the allocation, not inside it. */
static void
queue_relayout (IshiClassWindow *self)
{
  if (self->relayout_idle == 0)
    self->relayout_idle = g_idle_add (relayout_idle_cb, self);
}

void
ishi_class_boards_table_changed (IshiClassWindow *self, int number)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);

  /* A table shows in the grid once someone sits at it. */
  if (t == NULL || (!t->started && !t->seats[ISHI_BLACK] && !t->seats[ISHI_WHITE]))
    return;
  update_cell (self, get_cell (self, number), number);
  ishi_class_boards_relayout (self);
}

/* The clocks run down between the host's reports. */
void
ishi_class_boards_tick (IshiClassWindow *self)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, &value))
    update_cell (self, value, GPOINTER_TO_INT (key));
}

/* ------------------------------------------------------------------------ */
/* The room's code                                                           */
/* ------------------------------------------------------------------------ */

void
ishi_class_boards_update_code (IshiClassWindow *self)
{
  const char *code = ishi_room_client_get_room_code (self->client);
  gboolean teacher = ishi_room_client_is_teacher (self->client);

  gtk_label_set_text (self->code_digits, code ? code : "");
  gtk_widget_set_visible (self->code_toggle, teacher && code != NULL);
  gtk_widget_set_visible (self->code_band, teacher && code != NULL);
}

static void
hide_code_cb (GtkButton *button, IshiClassWindow *self)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->code_toggle), FALSE);
}

/* The band of the code: its caption and its digits, room beside them for
 * the other ways in (issue 56: the address and a QR code for tablets),
 * and a button that hides it; the header bar's Room Code shows it again. */
static GtkWidget *
make_code_band (IshiClassWindow *self)
{
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *band = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *code = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  GtkWidget *hide = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->code_caption = GTK_LABEL (gtk_label_new (_("The room’s code")));
  self->code_digits = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->code_digits), "ishi-code-digits");
  gtk_widget_add_css_class (GTK_WIDGET (self->code_digits), "numeric");
  gtk_widget_set_name (GTK_WIDGET (self->code_digits), "room-code");
  gtk_box_append (GTK_BOX (code), GTK_WIDGET (self->code_caption));
  gtk_box_append (GTK_BOX (code), GTK_WIDGET (self->code_digits));
  gtk_widget_set_hexpand (code, TRUE);
  gtk_widget_set_halign (code, GTK_ALIGN_CENTER);
  /* Beside the code, where the tablets join (ishi-class-address.c): the
   * class's page as an address and a QR code, hidden with the code. */
  self->code_extras = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  gtk_widget_set_valign (self->code_extras, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->code_extras), ishi_class_address_bar_new (self));
  gtk_widget_set_valign (hide, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (hide, "flat");
  gtk_widget_set_tooltip_text (hide, _("Hide the room’s code"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (hide), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Hide the room’s code"), -1);
  gtk_widget_set_name (hide, "hide-code");
  g_signal_connect (hide, "clicked", G_CALLBACK (hide_code_cb), self);
  gtk_box_append (GTK_BOX (band), code);
  gtk_box_append (GTK_BOX (band), self->code_extras);
  gtk_box_append (GTK_BOX (band), hide);
  gtk_widget_add_css_class (band, "ishi-code-band");
  gtk_revealer_set_child (GTK_REVEALER (revealer), band);
  gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
  self->code_band = revealer;
  self->code_toggle = gtk_toggle_button_new_with_mnemonic (_("Room _Code"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->code_toggle), TRUE);
  gtk_widget_set_tooltip_text (self->code_toggle, _("Show the room’s code large, for the projector"));
  gtk_widget_set_name (self->code_toggle, "code-toggle");
  g_object_bind_property (self->code_toggle, "active", revealer, "reveal-child", G_BINDING_SYNC_CREATE);
  gtk_widget_set_visible (self->code_toggle, FALSE);
  gtk_widget_set_visible (revealer, FALSE);
  return revealer;
}

/* ------------------------------------------------------------------------ */
/* The page                                                                  */
/* ------------------------------------------------------------------------ */

/* The boards' page: the code, the pupils to pair, the grid. */
GtkWidget *
ishi_class_boards_page_new (IshiClassWindow *self, GCallback activated)
{
  GtkWidget *boards = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *grid_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = self->scrolled = gtk_scrolled_window_new ();

  self->cells = g_hash_table_new_full (NULL, NULL, NULL, ishi_class_boards_cell_free);
  self->grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "ishi-class-grid");
  gtk_flow_box_set_homogeneous (self->grid, TRUE);
  gtk_flow_box_set_max_children_per_line (self->grid, 8);
  gtk_flow_box_set_selection_mode (self->grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (self->grid, TRUE);
  gtk_flow_box_set_row_spacing (self->grid, ISHI_CLASS_GRID_GAP);
  gtk_flow_box_set_column_spacing (self->grid, ISHI_CLASS_GRID_GAP);
  gtk_flow_box_set_sort_func (self->grid, by_table, NULL, NULL);
  gtk_widget_set_margin_start (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_valign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Every table’s board"), -1);
  g_signal_connect (self->grid, "child-activated", activated, self);
  self->empty = GTK_LABEL (gtk_label_new (_("No pupil sits at a table yet. They join with the room’s code.")));
  gtk_widget_add_css_class (GTK_WIDGET (self->empty), "dim-label");
  gtk_widget_set_margin_top (GTK_WIDGET (self->empty), 24);
  gtk_box_append (GTK_BOX (grid_page), GTK_WIDGET (self->empty));
  gtk_box_append (GTK_BOX (grid_page), GTK_WIDGET (self->grid));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid_page);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  g_signal_connect_swapped (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                            "notify::page-size", G_CALLBACK (queue_relayout), self);
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                            "notify::page-size", G_CALLBACK (queue_relayout), self);
  g_signal_connect_swapped (self, "notify::default-height", G_CALLBACK (queue_relayout), self);
  gtk_box_append (GTK_BOX (boards), make_code_band (self));
  /* The pupils not playing above the boards, to pair by hand. */
  gtk_box_append (GTK_BOX (boards), ishi_class_pupils_strip_new (self));
  gtk_box_append (GTK_BOX (boards), scrolled);
  return boards;
}
