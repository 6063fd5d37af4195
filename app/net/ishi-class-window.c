/* ishi-class-window.c — the teacher's view of the class: a grid of every
 * table's board, one board large, and the pause.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-class-report.h"
#include "ishi-class-window-private.h"
#include "ishi-game-model.h"
#include "ishi-room-table-view.h"
#include "ishi-room-words.h"


G_DEFINE_FINAL_TYPE (IshiClassWindow, ishi_class_window, GTK_TYPE_WINDOW)

typedef struct {
  GtkWidget *box;
  GtkLabel *names, *state;
  GtkWidget *board;
  char *drawn;                   /* what the board shows, to draw it again only when it changes */
} Cell;

/* ------------------------------------------------------------------------ */
/* The grid                                                                  */
/* ------------------------------------------------------------------------ */

static void
update_cell (IshiClassWindow *self, Cell *cell, int number)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);
  IshiMatch *match = t ? ishi_room_client_get_match (self->client, number) : NULL;
  g_autoptr (IshiBoardModel) model = NULL;
  g_autofree char *names = NULL, *state = NULL;
  const char *black = t && t->seats[ISHI_BLACK] ? t->seats[ISHI_BLACK] : "—";
  const char *white = t && t->seats[ISHI_WHITE] ? t->seats[ISHI_WHITE] : "—";

  names = g_strdup_printf (_("%d. ● %s  ○ %s"), number, black, white);
  gtk_label_set_text (cell->names, names);
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
          model = ishi_board_model_new_for_game (ishi_match_get_game (match), ISHI_GAME_MODEL_LAST_MOVE);
        else
          {
            model = ishi_board_model_new (t ? t->size : 9);
            model->dimmed = TRUE;
          }
        ishi_board_view_set_model (ISHI_BOARD_VIEW (cell->board), model);
      }
  }
  if (match)
    {
      IshiGame *game = ishi_match_get_game (match);
      IshiColor to_move = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
      g_autofree char *bclock = ishi_room_format_clock (t->seconds[ISHI_BLACK], t->stones[ISHI_BLACK]);
      g_autofree char *wclock = ishi_room_format_clock (t->seconds[ISHI_WHITE], t->stones[ISHI_WHITE]);
      if (t->result)
        state = ishi_room_describe_re (t->result);
      else if (t->counting)
        state = g_strdup (_("Counting"));
      else if (t->minutes > 0 || t->byoyomi > 0)
        state = g_strdup_printf (_("%s to play · captures %d–%d · %s / %s"),
                                 to_move == ISHI_BLACK ? _("Black") : _("White"),
                                 t->captures[ISHI_BLACK], t->captures[ISHI_WHITE], bclock, wclock);
      else
        state = g_strdup_printf (_("%s to play · captures %d–%d"),
                                 to_move == ISHI_BLACK ? _("Black") : _("White"),
                                 t->captures[ISHI_BLACK], t->captures[ISHI_WHITE]);
    }
  else
    state = g_strdup (_("Not begun"));
  gtk_label_set_text (cell->state, state);
}

static void
cell_free (gpointer data)
{
  Cell *cell = data;

  g_free (cell->drawn);
  g_free (cell);
}

static Cell *
get_cell (IshiClassWindow *self, int number)
{
  Cell *cell = g_hash_table_lookup (self->cells, GINT_TO_POINTER (number));
  g_autofree char *label = NULL;

  if (cell)
    return cell;
  cell = g_new0 (Cell, 1);
  cell->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  cell->names = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (cell->names, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (cell->names), "heading");
  cell->board = ishi_board_view_new ();
  gtk_widget_set_size_request (cell->board, MAX (self->board_px, 180), MAX (self->board_px, 180));
  gtk_widget_set_halign (cell->box, GTK_ALIGN_CENTER);
  gtk_widget_set_can_focus (cell->board, FALSE);
  label = g_strdup_printf (_("Board of table %d"), number);
  ishi_board_view_set_label (ISHI_BOARD_VIEW (cell->board), label);
  cell->state = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (cell->state, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->names));
  gtk_box_append (GTK_BOX (cell->box), cell->board);
  gtk_box_append (GTK_BOX (cell->box), GTK_WIDGET (cell->state));
  g_object_set_data (G_OBJECT (cell->box), "ishi-table", GINT_TO_POINTER (number));
  gtk_flow_box_append (self->grid, cell->box);
  g_hash_table_insert (self->cells, GINT_TO_POINTER (number), cell);
  gtk_widget_set_visible (GTK_WIDGET (self->empty), FALSE);
  return cell;
}

static void relayout (IshiClassWindow *self);

static int
by_table (GtkFlowBoxChild *a, GtkFlowBoxChild *b, gpointer data)
{
  int x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (a)), "ishi-table"));
  int y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (b)), "ishi-table"));

  return (x > y) - (x < y);
}

static void
table_changed_cb (IshiRoomClient *client, int number, IshiClassWindow *self)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (client, number);

  ishi_class_progress_table_changed (self, number);
  /* A table shows in the grid once someone sits at it. */
  if (t == NULL || (!t->started && !t->seats[ISHI_BLACK] && !t->seats[ISHI_WHITE]))
    return;
  update_cell (self, get_cell (self, number), number);
  relayout (self);
}

/* The boards as large as the window lets all of them be: the number of
 * columns that gives the largest square for n boards (each with its two
 * lines of text), from the readable 180 px up to 520. */
static void
relayout (IshiClassWindow *self)
{
  int width = gtk_widget_get_width (self->scrolled) - 24;
  int height = gtk_widget_get_height (self->scrolled) - 24;
  guint n = g_hash_table_size (self->cells);
  int best = 0;
  guint best_cols = 1;
  GHashTableIter iter;
  gpointer value;

  if (n == 0 || width <= 0 || height <= 0)
    return;
  for (guint cols = 1; cols <= MIN (n, 8u); cols++)
    {
      guint rows = (n + cols - 1) / cols;
      int side = MIN (MIN (width / (int) cols - 12, height / (int) rows - 12 - 44), 520);
      if (side > best)
        {
          best = side;
          best_cols = cols;
        }
    }
  /* Readable from the back of the room: never under 180 px, twenty to a
   * line of a 9×9 board (the grid scrolls then). */
  if (best < 180)
    {
      best = 180;
      best_cols = MAX (1, MIN (8, width / (180 + 12)));
    }
  gtk_flow_box_set_min_children_per_line (self->grid, best_cols);
  gtk_flow_box_set_max_children_per_line (self->grid, best_cols);
  if (best == self->board_px)
    return;
  self->board_px = best;
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    gtk_widget_set_size_request (((Cell *) value)->board, best, best);
}

/* The window was resized (or shown at last): the grid's page size
 * changed, and the boards' size is chosen again at once, not at the next
 * tick (after the allocation, not inside it). */
static gboolean
relayout_idle_cb (gpointer data)
{
  IshiClassWindow *self = data;

  self->relayout_idle = 0;
  relayout (self);
  return G_SOURCE_REMOVE;
}

static void
queue_relayout (IshiClassWindow *self)
{
  if (self->relayout_idle == 0)
    self->relayout_idle = g_idle_add (relayout_idle_cb, self);
}

/* The clocks run down between the host's reports. */
static gboolean
tick_cb (gpointer data)
{
  IshiClassWindow *self = data;
  GHashTableIter iter;
  gpointer key, value;

  ishi_class_lessons_share (self);
  g_hash_table_iter_init (&iter, self->cells);
  while (g_hash_table_iter_next (&iter, &key, &value))
    update_cell (self, value, GPOINTER_TO_INT (key));
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------------------ */
/* One board large                                                           */
/* ------------------------------------------------------------------------ */

void
ishi_class_window_show_table (IshiClassWindow *self, int number)
{
  g_return_if_fail (ISHI_IS_CLASS_WINDOW (self));
  if (self->large_view)
    {
      gtk_box_remove (GTK_BOX (self->large_box), self->large_view);
      self->large_view = NULL;
    }
  if (number <= 0)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "grid");
      return;
    }
  self->large_view = ishi_room_table_view_new_for_game (self->client, number);
  gtk_widget_set_vexpand (self->large_view, TRUE);
  gtk_box_append (GTK_BOX (self->large_box), self->large_view);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "large");
}

static void
child_activated_cb (GtkFlowBox *box, GtkFlowBoxChild *child, IshiClassWindow *self)
{
  ishi_class_window_show_table (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (child)),
                                                                          "ishi-table")));
}

static void
back_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  ishi_class_window_show_table (self, 0);
}

/* ------------------------------------------------------------------------ */
/* The class                                                                 */
/* ------------------------------------------------------------------------ */

void
ishi_class_window_pause (IshiClassWindow *self, gboolean pause)
{
  g_return_if_fail (ISHI_IS_CLASS_WINDOW (self));
  ishi_room_client_send (self->client, pause ? "/pause" : "/resume");
}

/* The class menu: pairing, and the one game for all (the room's
 * /pairall and /classgame, ishi-room-class.c). */
static void
class_action_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiClassWindow *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  static const struct { const char *action, *line; } lines[] = {
    { "pair-random", "/pairall random" }, { "pair-level", "/pairall level" },
    { "game-pure-7", "/classgame pure 7 0" }, { "game-online-9", "/classgame online 9 0" },
    { "game-online-9-timed", "/classgame online 9 10" }, { "game-online-13", "/classgame online 13 15" },
    { "game-tables-choose", "/classgame -" },
  };

  if (strcmp (name, "report") == 0)
    {
      if (ishi_class_progress_record (self))
        gtk_window_present (GTK_WINDOW (ishi_class_report_new (GTK_WINDOW (self), self->record,
                                                               ishi_room_client_get_room_name (self->client))));
      return;
    }
  if (strcmp (name, "games-sheet") == 0)
    {
      ishi_class_progress_print (self);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (strcmp (name, lines[i].action) == 0)
      ishi_room_client_send (self->client, lines[i].line);
}

static GtkWidget *
make_class_menu (IshiClassWindow *self)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GMenu *menu = g_menu_new ();
  GMenu *pairing = g_menu_new ();
  GMenu *games = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();
  static const char *names[] = { "pair-random", "pair-level", "game-pure-7", "game-online-9",
                                 "game-online-9-timed", "game-online-13", "game-tables-choose",
                                 "report", "games-sheet" };
  GMenu *report = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GSimpleAction *action = g_simple_action_new (names[i], NULL);
      g_signal_connect (action, "activate", G_CALLBACK (class_action_cb), self);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      g_object_unref (action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "class", G_ACTION_GROUP (group));
  g_object_unref (group);
  g_menu_append (pairing, _("Pair Everyone at _Random"), "class.pair-random");
  g_menu_append (pairing, _("Pair Everyone by _Level"), "class.pair-level");
  g_menu_append (games, _("Everyone Plays Pure Go 7×7, No Clock"), "class.game-pure-7");
  g_menu_append (games, _("Everyone Plays Go 9×9, No Clock"), "class.game-online-9");
  g_menu_append (games, _("Everyone Plays Go 9×9, 10 Minutes"), "class.game-online-9-timed");
  g_menu_append (games, _("Everyone Plays Go 13×13, 15 Minutes"), "class.game-online-13");
  g_menu_append (games, _("Each Table Chooses Its Game"), "class.game-tables-choose");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (games));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (pairing));
  g_menu_append (report, _("Class _Report…"), "class.report");
  g_menu_append (report, _("The Day’s _Games on a Sheet…"), "class.games-sheet");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (report));
  g_object_unref (report);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Pairing"));
  self->menu_button = button;
  gtk_widget_set_name (button, "class-menu");
  g_object_unref (pairing);
  g_object_unref (games);
  g_object_unref (menu);
  return button;
}

static void
pause_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  ishi_class_window_pause (self, GTK_WIDGET (button) == self->pause_button);
}

static void
class_cb (IshiRoomClient *client, IshiClassWindow *self)
{
  gboolean paused = ishi_room_client_get_class_paused (client, NULL);
  gboolean teacher = ishi_room_client_is_teacher (client);

  ishi_class_lessons_update_answers (self);
  ishi_class_pupils_update (self);
  ishi_class_address_update (self);
  /* Nothing of the class until the room took the teacher's code. */
  gtk_widget_set_visible (self->pause_button, teacher && !paused);
  gtk_widget_set_visible (self->resume_button, teacher && paused);
  gtk_widget_set_visible (self->menu_button, teacher);
  gtk_widget_set_visible (self->switcher, teacher);
  gtk_widget_set_visible (self->outer, teacher);
  if (!teacher && self->refused)
    return;
  gtk_label_set_text (self->subtitle, !teacher ? _("Connecting as the teacher…")
                                      : paused ? _("Everyone is listening: the games are paused.")
                                               : _("The class is playing."));
}

static void
state_cb (IshiRoomClient *client, IshiClassWindow *self)
{
  if (ishi_room_client_get_state (client) == ISHI_ROOM_CLIENT_ONLINE)
    {
      /* Each time the window is (back) in: the teacher's code. */
      g_autofree char *line = g_strdup_printf ("/teacher %s", self->teacher_code);
      ishi_room_client_send (client, line);
    }
  else
    gtk_label_set_text (self->subtitle, _("Not connected: Ishi is trying to reach the class again…"));
}

static void
error_cb (IshiRoomClient *client, const char *text, IshiClassWindow *self)
{
  if (!ishi_room_client_is_teacher (client) && strcmp (text, "That is not the teacher's code.") == 0)
    {
      self->refused = TRUE;
      gtk_label_set_text (self->subtitle, _("That is not this class’s teacher’s code: nothing of the class is shown."));
      return;
    }
  gtk_label_set_text (self->subtitle, text);
}

static void
renamed_cb (IshiRoomClient *client, const char *old, const char *new, IshiClassWindow *self)
{
  ishi_class_progress_rename (self, old, new);
}

IshiRoomClient *
ishi_class_window_get_client (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return self->client;
}

guint
ishi_class_window_get_n_boards (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), 0);
  return g_hash_table_size (self->cells);
}

static void
ishi_class_window_dispose (GObject *object)
{
  IshiClassWindow *self = ISHI_CLASS_WINDOW (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_handle_id (&self->relayout_idle, g_source_remove);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      ishi_room_client_disconnect (self->client);
    }
  g_clear_object (&self->client);
  G_OBJECT_CLASS (ishi_class_window_parent_class)->dispose (object);
}

static void
ishi_class_window_finalize (GObject *object)
{
  IshiClassWindow *self = ISHI_CLASS_WINDOW (object);

  g_hash_table_unref (self->cells);
  g_free (self->teacher_code);
  g_free (self->shared);
  ishi_class_record_free (self->record);
  g_hash_table_unref (self->games_noted);
  g_hash_table_unref (self->game_files);
  g_free (self->roster_shown);
  g_free (self->chosen);
  G_OBJECT_CLASS (ishi_class_window_parent_class)->finalize (object);
}

static void
ishi_class_window_class_init (IshiClassWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_class_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_class_window_finalize;
}

static void
ishi_class_window_init (IshiClassWindow *self)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (_("The Class"));
  GtkWidget *scrolled = self->scrolled = gtk_scrolled_window_new ();
  GtkWidget *grid_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *boards = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back to All Boards"));

  self->cells = g_hash_table_new_full (NULL, NULL, NULL, cell_free);
  self->games_noted = g_hash_table_new (NULL, NULL);
  self->game_files = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  gtk_widget_add_css_class (title, "title");
  self->subtitle = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "subtitle");
  gtk_box_append (GTK_BOX (titles), title);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->subtitle));
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), titles);
  self->pause_button = gtk_button_new_with_mnemonic (_("_Pause Everyone"));
  gtk_widget_add_css_class (self->pause_button, "suggested-action");
  self->resume_button = gtk_button_new_with_mnemonic (_("_Resume"));
  gtk_widget_set_visible (self->resume_button, FALSE);
  g_signal_connect (self->pause_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  g_signal_connect (self->resume_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), self->pause_button);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), self->resume_button);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), make_class_menu (self));
  gtk_window_set_titlebar (GTK_WINDOW (self), header);

  self->grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_homogeneous (self->grid, TRUE);
  gtk_flow_box_set_max_children_per_line (self->grid, 8);
  gtk_flow_box_set_selection_mode (self->grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (self->grid, TRUE);
  gtk_flow_box_set_row_spacing (self->grid, 12);
  gtk_flow_box_set_column_spacing (self->grid, 12);
  gtk_flow_box_set_sort_func (self->grid, by_table, NULL, NULL);
  gtk_widget_set_margin_start (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->grid), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Every table’s board"), -1);
  g_signal_connect (self->grid, "child-activated", G_CALLBACK (child_activated_cb), self);
  self->empty = GTK_LABEL (gtk_label_new (_("No pupil sits at a table yet. They join with the room’s code.")));
  gtk_widget_add_css_class (GTK_WIDGET (self->empty), "dim-label");
  gtk_widget_set_margin_top (GTK_WIDGET (self->empty), 24);
  gtk_box_append (GTK_BOX (grid_page), GTK_WIDGET (self->empty));
  gtk_box_append (GTK_BOX (grid_page), GTK_WIDGET (self->grid));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid_page);
  gtk_widget_set_vexpand (scrolled, TRUE);
  g_signal_connect_swapped (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                            "notify::page-size", G_CALLBACK (queue_relayout), self);
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                            "notify::page-size", G_CALLBACK (queue_relayout), self);
  /* Where the tablets join, then the pupils not playing above the
   * boards, to pair by hand. */
  gtk_box_append (GTK_BOX (boards), ishi_class_address_bar_new (self));
  gtk_box_append (GTK_BOX (boards), ishi_class_pupils_strip_new (self));
  gtk_box_append (GTK_BOX (boards), scrolled);

  self->large_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_halign (back, GTK_ALIGN_START);
  gtk_widget_set_margin_start (back, 12);
  gtk_widget_set_margin_top (back, 12);
  g_signal_connect (back, "clicked", G_CALLBACK (back_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->large_box), back);

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), boards, "grid");
  gtk_stack_add_named (GTK_STACK (self->stack), self->large_box, "large");
  gtk_stack_add_named (GTK_STACK (self->stack), ishi_class_address_page_new (self), "address");

  /* The boards, the lessons with the step to show everyone, the pupils. */
  {
    GtkWidget *lessons = ishi_class_lessons_page_new (self);
    self->switcher = gtk_stack_switcher_new ();
    self->outer = gtk_stack_new ();
    gtk_stack_add_titled (GTK_STACK (self->outer), self->stack, "boards", _("Boards"));
    gtk_stack_add_titled (GTK_STACK (self->outer), lessons, "lessons", _("Lessons"));
    gtk_stack_add_titled (GTK_STACK (self->outer), ishi_class_pupils_page_new (self), "pupils", _("Pupils"));
    gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (self->switcher), GTK_STACK (self->outer));
    gtk_header_bar_pack_start (GTK_HEADER_BAR (header), self->switcher);
  }
  gtk_window_set_child (GTK_WINDOW (self), self->outer);
  gtk_window_set_title (GTK_WINDOW (self), _("The Class"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
  self->tick = g_timeout_add_seconds (1, tick_cb, self);
}

GtkWidget *
ishi_class_window_new (GtkWindow *parent, const char *host, guint16 port, const char *name,
                       const char *code, const char *teacher_code)
{
  IshiClassWindow *self = g_object_new (ISHI_TYPE_CLASS_WINDOW, NULL);

  if (parent && gtk_window_get_application (parent))
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->teacher_code = g_strdup (teacher_code);
  self->client = ishi_room_client_new (name, code);
  g_signal_connect (self->client, "table-changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (self->client, "class-changed", G_CALLBACK (class_cb), self);
  g_signal_connect (self->client, "state-changed", G_CALLBACK (state_cb), self);
  g_signal_connect (self->client, "error", G_CALLBACK (error_cb), self);
  g_signal_connect (self->client, "pupil-renamed", G_CALLBACK (renamed_cb), self);
  class_cb (self->client, self);
  ishi_room_client_connect (self->client, host, port, G_MAXUINT);
  return GTK_WIDGET (self);
}
