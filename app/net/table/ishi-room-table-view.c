/* ishi-room-table-view.c — one table of a room: the players' bars, the
 * board of the client's copy, the page's buttons and the count.
 *
 * The actions (group "room" on the view): room.sit, room.leave,
 * room.start, room.pass, room.undo, room.resign, room.finish,
 * room.continue, room.adjourn, room.scores — each sends the command of
 * the online page or of IGS (/join, /leave, /start, pass, undo, resign,
 * done, /continue, adjourn, /scores); the host answers, and the view follows what it announces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-game-model.h"
#include "ishi-igs.h"
#include "ishi-play-speech.h"
#include "ishi-room-options.h"
#include "ishi-lesson-text.h"
#include "ishi-room-rif.h"
#include "ishi-ruby-words.h"
#include "ishi-room-table-view.h"
#include "ishi-room-table-view-private.h"
#include "ishi-room-words.h"
#include "ishi-ruleset.h"
#include "ishi-score.h"

G_DEFINE_FINAL_TYPE (IshiRoomTableView, ishi_room_table_view, GTK_TYPE_BOX)

static void update (IshiRoomTableView *self);

int
ishi_room_table_view_get_table (IshiRoomTableView *self)
{
  IshiColor color;
  int own;

  g_return_val_if_fail (ISHI_IS_ROOM_TABLE_VIEW (self), 0);
  if (self->fixed)
    return self->chosen;
  own = ishi_room_client_get_own_table (self->client, &color);
  return own ? own : self->chosen;
}

/* The table shown and the client's seat at it (ISHI_EMPTY: watching). */
static int
shown_table (IshiRoomTableView *self, IshiColor *own)
{
  const IshiRoomClientTable *t;
  int number = ishi_room_table_view_get_table (self);

  *own = ISHI_EMPTY;
  t = ishi_room_client_get_table (self->client, number);
  for (IshiColor c = ISHI_BLACK; t && c <= ISHI_WHITE; c++)
    if (g_strcmp0 (t->seats[c], ishi_room_client_get_name (self->client)) == 0)
      *own = c;
  return number;
}

const char *
ishi_room_table_view_get_status (IshiRoomTableView *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_TABLE_VIEW (self), NULL);
  return self->status_text;
}

static void
send (IshiRoomTableView *self, const char *line)
{
  ishi_room_client_send (self->client, line);
}

/* ------------------------------------------------------------------------ */
/* What is shown                                                             */
/* ------------------------------------------------------------------------ */

const char *
room_table_game (IshiRoomTableView *self)
{
  const char *game = ishi_room_client_get_room_game (self->client);

  return game ? game : "go";
}

static void
set_enabled (IshiRoomTableView *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* A pupil of a class with no seat: the teacher gives out the tables, and
 * the room tells her of no table but her own, so a table by number would
 * be someone else's, shown empty ("Nobody sits at this table"), whose
 * Sit Down the room refuses (issue 55, 1).  She waits for hers, or sits
 * at whichever table is free. */
static gboolean
waiting_for_table (IshiRoomTableView *self)
{
  IshiColor color;

  return !self->fixed && ishi_room_client_in_class (self->client) && !ishi_room_client_is_teacher (self->client)
         && ishi_room_client_get_own_table (self->client, &color) == 0;
}

static void
update (IshiRoomTableView *self)
{
  IshiColor own;
  int number = shown_table (self, &own);
  gboolean waiting = waiting_for_table (self);
  const IshiRoomClientTable *t = waiting ? NULL : ishi_room_client_get_table (self->client, number);
  IshiMatch *match = t && t->started ? ishi_room_client_get_match (self->client, number) : NULL;
  gboolean online = ishi_room_client_get_state (self->client) == ISHI_ROOM_CLIENT_ONLINE;
  gboolean on = t && t->started && t->result == NULL;
  gboolean seated = own != ISHI_EMPTY;
  gboolean on_board = on;          /* the game takes moves */
  IshiColor to_move = ISHI_EMPTY;
  g_autofree char *count = NULL;
  g_autofree char *title = NULL;

  if (match)
    {
      IshiGame *game = ishi_match_get_game (match);
      to_move = ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
      if (match != self->spoken)
        {
          /* Another copy (a new game, the moves read again): its first
           * position is told as it is, not as a move. */
          ishi_play_speech_forget (self->speech);
          g_set_object (&self->spoken, match);
        }
      ishi_play_speech_note_event (self->speech, game);
    }
  g_clear_pointer (&self->message, g_free);
  room_table_show_board (self, t, match, &count);
  /* The grade first: the bars read at the one now (a free seat kept its
   * reading after /grade 0 until the table changed). */
  room_table_show_grade (self);
  room_table_show_bars (self, t, to_move, on);
  g_free (self->status_text);
  self->status_text = ishi_room_describe_status (t, ishi_room_client_get_state (self->client) == ISHI_ROOM_CLIENT_ONLINE,
                                                 self->fixed, seated ? own : ISHI_EMPTY, to_move, on, count);
  if (waiting && online)
    {
      g_free (self->status_text);
      self->status_text = g_strdup (_("Your teacher gives you your table: wait here, or Sit Down at a free one."));
    }
  if (t && t->result && t->server_counted && match)
    {
      /* The server's count is the result; Ishi's own is said beside it
       * when it finds another. */
      g_autofree guint8 *dead = NULL;
      g_autoptr (IshiScore) score = ishi_room_count (t, ishi_match_get_game (match), &dead);
      if (score && g_strcmp0 (score->result, t->result) != 0)
        {
          g_autofree char *ishi = ishi_room_describe_re (score->result);
          char *both = g_strdup_printf (_("%s (the server’s count; Ishi counts: %s)"), self->status_text, ishi);
          g_free (self->status_text);
          self->status_text = both;
        }
    }
  room_table_show_grade (self);
  ishi_ruby_text (self->status, self->status_ruby, self->status_text, self->grade);
  ishi_board_view_update_description (ISHI_BOARD_VIEW (self->board));
  if (t && t->ruleset)
    {
      const IshiRuleset *row = ishi_ruleset_lookup (t->ruleset);
      title = self->fixed ? g_strdup_printf (_("Game %d — %d×%d, komi %g"), number, t->size, t->size, t->komi)
                          : g_strdup_printf (_("Table %d — %s, %d×%d"), number, row ? _(row->name) : t->ruleset,
                                             t->size, t->size);
    }
  else if (waiting)
    title = g_strdup (_("Waiting for Your Table"));
  else
    title = g_strdup_printf (_("Table %d"), number);
  ishi_ruby_text (self->title, self->title_ruby, title, self->grade);
  if (self->table_row)
    gtk_widget_set_visible (self->table_row, !waiting);
  ishi_room_rif_show (ISHI_ROOM_RIF (self->rif), t, seated ? own : ISHI_EMPTY);
  if (!self->fixed)
    {
      if (t)
        ishi_room_options_show (ISHI_ROOM_OPTIONS (self->options), room_table_game (self), t);
      gtk_widget_set_sensitive (self->options, online && seated && !on);
      gtk_widget_set_sensitive (GTK_WIDGET (self->table_spin), !seated);
      /* Seated, the greyed number is her table's (it said the one chosen before). */
      if (seated && gtk_spin_button_get_value_as_int (self->table_spin) != number)
        {
          self->chosen = number;
          g_signal_handlers_block_matched (self->table_spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
          gtk_spin_button_set_value (self->table_spin, number);
          g_signal_handlers_unblock_matched (self->table_spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
        }
    }
  set_enabled (self, "sit", online && !seated);
  set_enabled (self, "leave", online && seated && !on);
  set_enabled (self, "start", online && seated && (!on || t->adjourned) && t && t->seats[ISHI_BLACK]
                               && t->seats[ISHI_WHITE]);
  /* An adjourned game takes no move until it is taken up again. */
  if (on && t->adjourned)
    on_board = FALSE;
  set_enabled (self, "pass", online && seated && on_board && !t->counting && to_move == own
               && strcmp (room_table_game (self), "go") == 0);
  set_enabled (self, "undo", online && seated && on_board && t->moves->len > 0);
  set_enabled (self, "resign", online && seated && on);
  set_enabled (self, "adjourn", online && seated && on_board);
  set_enabled (self, "finish", online && seated && on_board && t->counting);
  set_enabled (self, "continue", online && seated && on_board && t->counting);
  set_enabled (self, "scores", online);
}

/* A word on what was just tried, until the next change. */
static void
say (IshiRoomTableView *self, const char *text)
{
  g_free (self->status_text);
  self->status_text = g_strdup (text);
  ishi_ruby_text (self->status, self->status_ruby, text, self->grade);
  /* The board says it too: a click refused, for whoever listens. */
  g_free (self->message);
  self->message = g_strdup (text);
  ishi_board_view_update_description (ISHI_BOARD_VIEW (self->board));
}

static void
watch (IshiRoomTableView *self, int number)
{
  IshiColor color;

  /* A table not told of yet (nobody sat at it) is watched when it is. */
  if (self->fixed || ishi_room_client_get_state (self->client) != ISHI_ROOM_CLIENT_ONLINE
      || ishi_room_client_get_own_table (self->client, &color) || self->observing == number
      || ishi_room_client_get_table (self->client, number) == NULL)
    return;
  if (self->observing)
    {
      g_autofree char *line = g_strdup_printf ("unobserve %d", self->observing);
      send (self, line);
    }
  self->observing = number;
  {
    g_autofree char *line = g_strdup_printf ("observe %d", number);
    send (self, line);
  }
}

/* ------------------------------------------------------------------------ */
/* What people do                                                            */
/* ------------------------------------------------------------------------ */

void
ishi_room_table_view_click (IshiRoomTableView *self, int x, int y)
{
  IshiColor own;
  int number = shown_table (self, &own);
  const IshiRoomClientTable *t = own != ISHI_EMPTY ? ishi_room_client_get_table (self->client, number) : NULL;
  IshiMatch *match = t ? ishi_room_client_get_match (self->client, number) : NULL;
  g_autofree char *point = NULL;

  g_return_if_fail (ISHI_IS_ROOM_TABLE_VIEW (self));
  if (own == ISHI_EMPTY)
    number = 0;
  if (t == NULL || !t->started || t->result || match == NULL)
    {
      say (self, number ? _("The game has not begun.")
                                               : _("You are watching: Sit Down to play."));
      return;
    }
  if (t->adjourned)
    {
      say (self, _("The game is adjourned: Start takes it up again when both players are here."));
      return;
    }
  {
    g_autofree char *opening = ishi_room_rif_describe (t, own);
    if (opening)
      {
        say (self, opening);
        return;
      }
  }
  if (!t->counting)
    {
      IshiGame *game = ishi_match_get_game (match);
      const IshiRules *rules = ishi_game_get_rules (game);
      IshiMoveStatus status;

      if (rules->to_move (ishi_game_get_position (game)) != own)
        {
          say (self, _("It is your opponent’s turn."));
          return;
        }
      /* Said here at once; the host decides all the same. */
      status = rules->check (ishi_game_get_position (game), own, x, y);
      if (status != ISHI_MOVE_OK)
        {
          /* A Renju refusal says which lines forbid the point. */
          g_autofree char *why = rules->explain ? rules->explain (ishi_game_get_position (game), x, y, NULL)
                                                : NULL;
          say (self, why ? why : ishi_move_status_describe (status));
          return;
        }
    }
  point = ishi_igs_format_point (room_table_game (self), t->size, x, y);
  send (self, point);
}

static void
point_activated_cb (IshiBoardView *view, int x, int y, IshiRoomTableView *self)
{
  ishi_room_table_view_click (self, x, y);
}

static void
action_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiRoomTableView *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  static const struct { const char *action, *line; } lines[] = {
    { "leave", "/leave" }, { "start", "/start" }, { "pass", "pass" }, { "undo", "undo" },
    { "resign", "resign" }, { "adjourn", "adjourn" }, { "finish", "done" }, { "continue", "/continue" }, { "scores", "/scores" },
  };

  if (strcmp (name, "sit") == 0)
    {
      /* The table being watched, when one is chosen; else any free one. */
      const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, self->chosen);
      gboolean free_seat = !waiting_for_table (self)
                           && (t == NULL || t->seats[ISHI_BLACK] == NULL || t->seats[ISHI_WHITE] == NULL);
      g_autofree char *line = free_seat ? g_strdup_printf ("/join %d", self->chosen) : g_strdup ("/join");
      send (self, line);
      return;
    }
  if (strcmp (name, "resign") == 0)
    {
      IshiColor own;
      int number = shown_table (self, &own);
      room_table_ask_resign (self, number, own);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (strcmp (name, lines[i].action) == 0)
      send (self, lines[i].line);
}

static gboolean
watch_idle_cb (gpointer data)
{
  IshiRoomTableView *self = data;

  self->watch_idle = 0;
  watch (self, self->chosen);
  return G_SOURCE_REMOVE;
}

static void
table_changed_cb (IshiRoomClient *client, int number, IshiRoomTableView *self)
{
  self->changed_at = g_get_monotonic_time ();
  if (number == self->chosen && self->watch_idle == 0)
    self->watch_idle = g_idle_add (watch_idle_cb, self);
  update (self);
}

static void
state_changed_cb (IshiRoomClient *client, IshiRoomTableView *self)
{
  if (ishi_room_client_get_state (client) != ISHI_ROOM_CLIENT_ONLINE)
    self->observing = 0;   /* observed again when the client is back */
  else
    watch (self, self->chosen);
  update (self);
}

static void
table_spin_cb (GtkSpinButton *spin, IshiRoomTableView *self)
{
  self->chosen = gtk_spin_button_get_value_as_int (spin);
  watch (self, self->chosen);
  update (self);
}

static void
options_send_cb (GtkWidget *source, const char *line, IshiRoomTableView *self)
{
  send (self, line);
}

static gboolean
tick_cb (gpointer data)
{
  IshiRoomTableView *self = data;
  int number = ishi_room_table_view_get_table (self);
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);
  IshiMatch *match = t && t->started && !t->result ? ishi_room_client_get_match (self->client, number) : NULL;

  if (match && (t->minutes > 0 || t->byoyomi > 0 || t->seconds[ISHI_BLACK] > 0))
    {
      IshiGame *game = ishi_match_get_game (match);
      room_table_show_bars (self, t, ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)), TRUE);
    }
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------------------ */
/* Building                                                                  */
/* ------------------------------------------------------------------------ */

static GtkWidget *
make_bar (IshiRoomTableView *self, IshiColor c)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  self->bar_name[c] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->bar_name[c], 0);
  gtk_label_set_ellipsize (self->bar_name[c], PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->bar_name[c]),
                            c == ISHI_BLACK ? "ishi-room-black" : "ishi-room-white");
  self->bar_captures[c] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->bar_captures[c], 0);
  self->bar_clock[c] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->bar_clock[c], 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->bar_clock[c]), "numeric");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bar_name[c]));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bar_captures[c]));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bar_clock[c]));
  self->bar[c] = box;
  return box;
}

static GtkWidget *
action_button (const char *mnemonic, const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

/* On a plain server: the game's own commands only. */
static GtkWidget *
make_server_controls (void)
{
  GtkWidget *grid = gtk_grid_new ();
  static const struct { const char *label, *action; } buttons[] = {
    { N_("_Pass"), "room.pass" }, { N_("_Undo"), "room.undo" }, { N_("_Resign"), "room.resign" },
    { N_("_Done"), "room.finish" }, { N_("_Adjourn"), "room.adjourn" },
  };

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    gtk_grid_attach (GTK_GRID (grid), action_button (_(buttons[i].label), buttons[i].action),
                     i % 2, i / 2, 1, 1);
  return grid;
}

static GtkWidget *
make_controls (IshiRoomTableView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Table"));
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Options"));
  static const struct { const char *label, *action; } buttons[G_N_ELEMENTS (self->buttons)] = {
    { N_("_Sit Down"), "room.sit" }, { N_("Lea_ve Seat"), "room.leave" },
    { N_("S_tart"), "room.start" }, { N_("_Pass"), "room.pass" },
    { N_("_Undo"), "room.undo" }, { N_("_Resign"), "room.resign" },
    { N_("_Finish"), "room.finish" }, { N_("_Continue Playing"), "room.continue" },
    { N_("_Adjourn"), "room.adjourn" }, { N_("Scor_e List"), "room.scores" },
  };

  self->table_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 64, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->table_spin));
  g_signal_connect (self->table_spin, "value-changed", G_CALLBACK (table_spin_cb), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->table_spin));
  gtk_box_append (GTK_BOX (box), row);
  self->table_row = row;
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      self->buttons[i] = action_button (_(buttons[i].label), buttons[i].action);
      g_object_set_data (G_OBJECT (self->buttons[i]), "ishi-words", (gpointer) buttons[i].label);
      gtk_grid_attach (GTK_GRID (grid), self->buttons[i], i % 2, i / 2, 1, 1);
    }
  self->options_expander = expander;
  gtk_box_append (GTK_BOX (box), grid);
  self->options = ishi_room_options_new ();
  g_signal_connect (self->options, "send", G_CALLBACK (options_send_cb), self);
  gtk_expander_set_child (GTK_EXPANDER (expander), self->options);
  gtk_box_append (GTK_BOX (box), expander);
  return box;
}

static void
ishi_room_table_view_dispose (GObject *object)
{
  IshiRoomTableView *self = ISHI_ROOM_TABLE_VIEW (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_handle_id (&self->watch_idle, g_source_remove);
  if (self->client)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->actions);
  g_clear_object (&self->spoken);
  G_OBJECT_CLASS (ishi_room_table_view_parent_class)->dispose (object);
}

static void
ishi_room_table_view_finalize (GObject *object)
{
  g_free (ISHI_ROOM_TABLE_VIEW (object)->status_text);
  g_free (ISHI_ROOM_TABLE_VIEW (object)->message);
  ishi_play_speech_free (ISHI_ROOM_TABLE_VIEW (object)->speech);
  G_OBJECT_CLASS (ishi_room_table_view_parent_class)->finalize (object);
}

static void
ishi_room_table_view_class_init (IshiRoomTableViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_room_table_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_room_table_view_finalize;
}

static void
ishi_room_table_view_init (IshiRoomTableView *self)
{
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *middle = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  static const char *names[] = { "sit", "leave", "start", "pass", "undo", "resign", "finish",
                                 "continue", "adjourn", "scores" };

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
  self->actions = g_simple_action_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GSimpleAction *action = g_simple_action_new (names[i], NULL);
      g_signal_connect (action, "activate", G_CALLBACK (action_cb), self);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (action));
      g_object_unref (action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "room", G_ACTION_GROUP (self->actions));

  /* The names at the top left, as the online page has them. */
  gtk_widget_set_size_request (left, 180, -1);
  gtk_box_append (GTK_BOX (left), make_bar (self, ISHI_BLACK));
  gtk_box_append (GTK_BOX (left), make_bar (self, ISHI_WHITE));
  gtk_box_append (GTK_BOX (self), left);

  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  self->board = ishi_board_view_new ();
  gtk_widget_set_hexpand (self->board, TRUE);
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_widget_set_size_request (self->board, 240, 240);
  g_signal_connect (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);
  self->speech = ishi_play_speech_new (room_table_speech_coords, self);
  ishi_board_view_set_describe_func (ISHI_BOARD_VIEW (self->board), room_table_describe_point, self, NULL);
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The table’s state"), -1);
  self->title_ruby = ishi_lesson_text_new ();
  self->status_ruby = ishi_lesson_text_new ();
  gtk_widget_set_visible (self->title_ruby, FALSE);
  gtk_widget_set_visible (self->status_ruby, FALSE);
  gtk_widget_set_halign (self->title_ruby, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (middle), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (middle), self->title_ruby);
  gtk_box_append (GTK_BOX (middle), self->board);
  gtk_box_append (GTK_BOX (middle), GTK_WIDGET (self->status));
  gtk_box_append (GTK_BOX (middle), self->status_ruby);
  self->rif = ishi_room_rif_new ();
  g_signal_connect (self->rif, "send", G_CALLBACK (options_send_cb), self);
  gtk_box_append (GTK_BOX (middle), self->rif);
  gtk_box_append (GTK_BOX (self), middle);
  self->chosen = 1;
}

/* The page's bars: each name on its player's colour (once per display). */
static void
ensure_css (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  GtkCssProvider *css;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "ishi-room-css"))
    return;
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css,
                                   ".ishi-room-black { background: #1a1a1a; color: #ffffff; padding: 4px 8px; "
                                   "border-radius: 4px; font-weight: bold; }\n"
                                   ".ishi-room-white { background: #ffffff; color: #1a1a1a; padding: 4px 8px; "
                                   "border-radius: 4px; font-weight: bold; border: 1px solid #888888; }\n"
                                   ".ishi-class-cover { background: rgb(250, 246, 236); }\n"
                                   ".ishi-class-cover label { font-size: 32pt; font-weight: bold; color: #3d2b1f; }\n", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (css);
  g_object_set_data (G_OBJECT (display), "ishi-room-css", GINT_TO_POINTER (1));
}

GtkWidget *
ishi_room_table_view_new_for_game (IshiRoomClient *client, int number)
{
  IshiRoomTableView *self = g_object_new (ISHI_TYPE_ROOM_TABLE_VIEW, NULL);

  ensure_css ();
  self->client = g_object_ref (client);
  self->fixed = TRUE;
  self->chosen = number;
  gtk_box_append (GTK_BOX (self), make_server_controls ());
  self->changed_at = g_get_monotonic_time ();
  g_signal_connect (client, "table-changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (client, "state-changed", G_CALLBACK (state_changed_cb), self);
  g_signal_connect_swapped (client, "class-changed", G_CALLBACK (update), self);
  self->tick = g_timeout_add (500, tick_cb, self);
  update (self);
  return GTK_WIDGET (self);
}

GtkWidget *
ishi_room_table_view_new (IshiRoomClient *client)
{
  IshiRoomTableView *self = g_object_new (ISHI_TYPE_ROOM_TABLE_VIEW, NULL);

  ensure_css ();
  self->client = g_object_ref (client);
  gtk_box_append (GTK_BOX (self), make_controls (self));
  self->changed_at = g_get_monotonic_time ();
  g_signal_connect (client, "table-changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (client, "state-changed", G_CALLBACK (state_changed_cb), self);
  g_signal_connect_swapped (client, "class-changed", G_CALLBACK (update), self);
  self->tick = g_timeout_add (500, tick_cb, self);
  update (self);
  return GTK_WIDGET (self);
}
