/* ishi-room-table-show.c — what the room's table view shows: the board
 * of the client's copy (with the count's marks), the players' bars and
 * clocks, the board's words for screen readers, and a class's readings
 * of the buttons' kanji.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-game-model.h"
#include "ishi-lesson-text.h"
#include "ishi-room-options.h"
#include "ishi-ruby-words.h"
#include "ishi-room-table-view-private.h"
#include "ishi-room-words.h"
#include "ishi-ruleset.h"
#include "ishi-score.h"

/* The board shown with no table: the class's game's ("pure 7 0": a
 * pupil waiting for her table sees the board she will play on), or the
 * game's usual one. */
static int
room_table_empty_size (IshiRoomTableView *self, gboolean renju)
{
  const char *game = ishi_room_client_get_class_game (self->client);
  g_auto (GStrv) w = game ? g_strsplit (game, " ", 3) : NULL;
  guint64 size = 0;

  if (w && w[0] && w[1] && g_ascii_string_to_unsigned (w[1], 10, 5, 25, &size, NULL))
    return (int) size;
  return renju ? 15 : 9;
}

void
room_table_show_board (IshiRoomTableView *self, const IshiRoomClientTable *t, IshiMatch *match, char **count_text)
{
  gboolean renju = strcmp (room_table_game (self), "renju") == 0;
  g_autoptr (IshiBoardModel) model = NULL;

  if (match)
    {
      IshiGame *game = ishi_match_get_game (match);
      model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_LAST_MOVE | ISHI_GAME_MODEL_OUTCOME
                                                     | ISHI_GAME_MODEL_HINTS);
      /* The count's marks, and after a counted result the dead stones
       * still marked (they showed again as living stones). */
      if ((t->counting || (t->result && t->dead->len > 0)) && !renju)
        {
          g_autofree guint8 *dead = NULL;
          g_autoptr (IshiScore) score = ishi_room_count (t, game, &dead);
          for (int i = 0; score && i < model->size * model->size; i++)
            {
              model->points[i].territory = score->owner[i];
              if (dead[i])
                model->points[i].flags |= ISHI_BOARD_FLAG_DEAD;
            }
          if (score && t->counting)
            {
              g_autofree char *re = ishi_room_describe_re (score->result);
              *count_text = g_strdup_printf (_("Black %g, White %g: %s"), score->black.total,
                                             score->white.total, re);
            }
        }
    }
  else
    model = ishi_board_model_new (t ? t->size : room_table_empty_size (self, renju));
  model->coords = renju ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
  model->dimmed = t == NULL || !t->started;
  ishi_board_view_set_model (ISHI_BOARD_VIEW (self->board), model);
  ishi_board_view_set_label (ISHI_BOARD_VIEW (self->board),
                             renju ? _("Renju board of the room") : _("Go board of the room"));
}

void
room_table_show_bars (IshiRoomTableView *self, const IshiRoomClientTable *t, IshiColor to_move, gboolean on)
{
  gint64 elapsed = (g_get_monotonic_time () - self->changed_at) / G_USEC_PER_SEC;

  /* While counting nobody is to move: no `*`. */
  if (t && t->counting)
    to_move = ISHI_EMPTY;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      const char *name = t && t->seats[c] ? t->seats[c] : _("(free seat)");
      g_autofree char *text = NULL;
      g_autofree char *captures = NULL;

      text = g_strdup_printf ("%s%s%s", on && to_move == c ? "* " : "", name,
                              t && t->away[c] ? _(" (away)") : "");
      /* A free seat and "away" read at a class's grade; relaid only when
       * the words or the grade change, not at each tick of the clocks. */
      if (g_strcmp0 (gtk_label_get_text (self->bar_name[c]), text) != 0
          || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self->bar_name[c]), "ishi-grade")) != self->grade)
        {
          g_object_set_data (G_OBJECT (self->bar_name[c]), "ishi-grade", GINT_TO_POINTER (self->grade));
          ishi_ruby_label (self->bar_name[c], text, self->grade);
        }
      captures = g_strdup_printf (_("Captures: %d"), t ? t->captures[c] : 0);
      gtk_label_set_text (self->bar_captures[c], captures);
      gtk_widget_set_visible (GTK_WIDGET (self->bar_captures[c]), strcmp (room_table_game (self), "go") == 0);
      if (t && (t->minutes > 0 || t->byoyomi > 0 || t->seconds[c] > 0) && t->started)
        {
          int left = t->seconds[c];
          g_autofree char *clock = NULL;
          /* The host's time at its last report, run down here while this
           * side is to move (the host stops it while a player is away). */
          if (on && to_move == c && !t->counting && !t->adjourned && !t->away[ISHI_BLACK]
              && !t->away[ISHI_WHITE])
            left -= (int) elapsed;
          clock = ishi_room_format_clock (left, t->stones[c]);
          gtk_label_set_text (self->bar_clock[c], clock);
          gtk_widget_set_visible (GTK_WIDGET (self->bar_clock[c]), TRUE);
        }
      else
        gtk_widget_set_visible (GTK_WIDGET (self->bar_clock[c]), FALSE);
    }
}

IshiBoardCoords
room_table_speech_coords (gpointer data)
{
  IshiRoomTableView *self = data;

  return strcmp (room_table_game (self), "renju") == 0 ? ISHI_BOARD_COORDS_RENJU : ISHI_BOARD_COORDS_WESTERN;
}

/* The board's accessible description, as the play page's board says it
 * (ishi-play-speech.c): the move just played, the point under the
 * keyboard cursor, its stone and whose turn it is; while the game is
 * not on (counting, ended, not begun), the table's state line in place
 * of the turn.  A screen reader's user plays in the room with it. */
char *
room_table_describe_point (IshiBoardView *board, int x, int y, gpointer data)
{
  IshiRoomTableView *self = data;
  int number;
  const IshiRoomClientTable *t;
  IshiMatch *match;
  const IshiRules *rules;
  const IshiBoardModel *model = ishi_board_view_get_model (board);
  g_autofree char *where = NULL;
  const char *stone;

  if (self->client == NULL)
    return NULL;   /* not built yet */
  number = ishi_room_table_view_get_table (self);
  t = ishi_room_client_get_table (self->client, number);
  match = t && t->started ? ishi_room_client_get_match (self->client, number) : NULL;
  rules = ishi_rules_lookup (room_table_game (self));
  if (match && t->result == NULL && !t->counting)
    return ishi_play_speech_describe_point (self->speech, ishi_match_get_game (match), NULL, self->message, x, y);
  if (model == NULL || rules == NULL || x < 0 || y < 0 || x >= model->size || y >= model->size)
    return NULL;
  where = rules->format_point (model->size, x, y);
  switch (model->points[y * model->size + x].stone)
    {
    case ISHI_BLACK: stone = _("black stone"); break;
    case ISHI_WHITE: stone = _("white stone"); break;
    default: stone = _("empty"); break;
    }
  /* The count's marks, for one who cannot see the faded stones. */
  if (model->points[y * model->size + x].flags & ISHI_BOARD_FLAG_DEAD)
    stone = model->points[y * model->size + x].stone == ISHI_BLACK ? _("black stone, marked dead")
                                                                   : _("white stone, marked dead");
  /* Translators: for screen readers, a point of the room's board and the
   * table's state: "D4, black stone. Counting. …" */
  return g_strdup_printf (_("%s, %s. %s"), where, stone, self->status_text ? self->status_text : "");
}

/* A pupil's screen in a class reads its kanji at the class's grade (the
 * teacher's /grade): the buttons relabelled when it changes. */
void
room_table_show_grade (IshiRoomTableView *self)
{
  int grade = 0;

  if (!self->fixed && ishi_room_client_in_class (self->client) && !ishi_room_client_is_teacher (self->client))
    grade = ishi_room_client_get_class_grade (self->client);
  if (grade == self->grade)
    return;
  self->grade = grade;
  for (guint i = 0; i < G_N_ELEMENTS (self->buttons); i++)
    if (self->buttons[i])
      ishi_ruby_button (self->buttons[i], _(g_object_get_data (G_OBJECT (self->buttons[i]), "ishi-words")),
                             grade);
  if (self->options)
    ishi_room_options_set_grade (ISHI_ROOM_OPTIONS (self->options), grade);
  if (self->options_expander)
    {
      /* The expander's words as a label of their own, read as a button's. */
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *ruby = ishi_lesson_text_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      g_autofree char *plain = g_strdup (_("_Options"));
      char *mark = strstr (plain, "(_");
      if (mark)
        *mark = '\0';
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), ruby);
      ishi_ruby_text (GTK_LABEL (label), ruby, plain, grade);
      if (grade && gtk_widget_get_visible (ruby))
        gtk_expander_set_label_widget (GTK_EXPANDER (self->options_expander), box);
      else
        {
          g_object_ref_sink (box);
          g_object_unref (box);
          gtk_expander_set_label_widget (GTK_EXPANDER (self->options_expander), NULL);
          gtk_expander_set_label (GTK_EXPANDER (self->options_expander), _("_Options"));
          gtk_expander_set_use_underline (GTK_EXPANDER (self->options_expander), TRUE);
        }
    }
}

static void
resign_response_cb (GtkDialog *dialog, int response, IshiRoomTableView *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    ishi_room_client_send (self->client, "resign");
}

/* Resign is asked once, as KGS and Sabaki ask: one click lost a game.  A
 * class's pupil reads the question at her grade too. */
void
room_table_ask_resign (IshiRoomTableView *self, int number, IshiColor own)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);
  const char *opponent = t && own != ISHI_EMPTY ? t->seats[ishi_color_other (own)] : NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s",
                                   _("Resign this game?"));
  if (opponent)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                              self->fixed ? _("%s wins it.")
                                                          : _("%s wins it, and the room’s score list gives them 20 points."),
                                              opponent);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Resign"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  gtk_window_set_title (GTK_WINDOW (dialog), _("Resign"));
  if (self->grade > 0)
    {
      GtkWidget *area = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
      for (GtkWidget *c = gtk_widget_get_first_child (area); c; c = gtk_widget_get_next_sibling (c))
        if (GTK_IS_LABEL (c) && gtk_widget_get_visible (c))
          {
            g_autofree char *words = g_strdup (gtk_label_get_text (GTK_LABEL (c)));
            ishi_ruby_label (GTK_LABEL (c), words, self->grade);
          }
      ishi_ruby_button (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                             _("_Resign"), self->grade);
    }
  ishi_window_help_screen_readers (GTK_WINDOW (dialog), 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
