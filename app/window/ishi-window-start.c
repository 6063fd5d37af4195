/* ishi-window-start.c — the first screen of a first start (issue 66 item
 * 8): three ways into a game, as Sabaki's and lichess's start pages have,
 * in place of a bare board for two people that led nowhere: play Ishi
 * (the computer), play a friend at this computer, or start a lesson; and
 * a game record to open, for whoever comes with one.
 *
 * The page shows once, on the first start (the setting "show-start-page"),
 * until one of its ways is taken: a game started, a lesson or a record
 * opened.  New Game, Open and the Lessons tab stay where they always are,
 * so nothing is found only here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-ruby-words.h"
#include "ishi-window-private.h"

/* Who plays in the New Game the button opens: a person as Black, and as
 * White Ishi's engine for the game last chosen (Go or Renju), or a person
 * — chosen there, and remembered only if the game is started: Cancel
 * leaves the players of New Game as they were (issue 66). */
static void
new_game_with (IshiWindow *self, gboolean computer)
{
  g_autofree char *game = g_settings_get_string (self->settings, "game");
  const char *engine = g_strcmp0 (game, "renju") == 0 ? "ishi-renju" : "ishi";

  /* The page stays behind New Game: Cancel comes back to it, Start goes
   * to the board (new_game_done_cb). */
  ishi_window_new_game (self, "person", computer ? engine : "person");
}

static void
play_ishi_cb (GtkButton *button, IshiWindow *self)
{
  new_game_with (self, TRUE);
}

static void
play_friend_cb (GtkButton *button, IshiWindow *self)
{
  new_game_with (self, FALSE);
}

static void
lesson_cb (GtkButton *button, IshiWindow *self)
{
  gtk_stack_set_visible_child (self->stack, self->lessons_page);
}

static void
open_cb (GtkButton *button, IshiWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open", NULL);
}

/* The page's words as a child reads them: with readings over the kanji
 * above the grade a parent set (reading-grade 1 to 6), as the lessons
 * have them; as written for a grown-up or a reader not set (issue 77:
 * nothing outside the lessons had readings).  Each label keeps its
 * words' msgid ("ishi-words"). */
static void
read_page (GtkWidget *page, int grade)
{
  grade = grade >= 1 && grade <= 6 ? grade : 0;
  for (GtkWidget *w = gtk_widget_get_first_child (page); w; w = gtk_widget_get_next_sibling (w))
    {
      const char *words = g_object_get_data (G_OBJECT (w), "ishi-words");

      if (GTK_IS_LABEL (w) && words)
        ishi_ruby_label (GTK_LABEL (w), _(words), grade);
      else if (GTK_IS_BUTTON (w) && words)
        ishi_ruby_button (w, _(words), grade);
      read_page (w, grade);
    }
}

static void
reading_grade_cb (GSettings *settings, const char *key, GtkWidget *page)
{
  read_page (page, g_settings_get_int (settings, "reading-grade"));
}

static GtkWidget *
words_label (const char *msgid)
{
  GtkWidget *label = gtk_label_new (_(msgid));

  g_object_set_data (G_OBJECT (label), "ishi-words", (gpointer) msgid);
  return label;
}

/* A big button: what it does, and under it in smaller words what that
 * means.  Its name for a screen reader is the first, its description the
 * second (a button with a box inside has no name of its own). */
static GtkWidget *
way_button (const char *id, const char *title, const char *subtitle, GCallback clicked, IshiWindow *self)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = words_label (title);
  GtkWidget *line = words_label (subtitle);

  gtk_widget_add_css_class (heading, "title-3");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_xalign (GTK_LABEL (line), 0);
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_widget_add_css_class (line, "dim-label");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), line);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_name (button, id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _(title),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(subtitle), -1);
  g_signal_connect (button, "clicked", clicked, self);
  return button;
}

static GtkWidget *
start_page_new (IshiWindow *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* The icon is decoration: a screen reader starts at the title. */
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE, "icon-name", APP_ID,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *title = words_label (N_("Welcome to Ishi"));
  GtkWidget *intro = words_label (N_("Go and Renju, to play and to learn. How would you like to begin?"));
  GtkWidget *first, *open;

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (box, 360, -1);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 96);
  gtk_widget_add_css_class (title, "title-1");
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 40);
  gtk_label_set_justify (GTK_LABEL (intro), GTK_JUSTIFY_CENTER);
  gtk_widget_set_margin_bottom (intro, 12);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), intro);
  first = way_button ("start-play-ishi", N_("Play Ishi"),
                      N_("The computer is your opponent: choose the game, the board and its level."),
                      G_CALLBACK (play_ishi_cb), self);
  gtk_widget_add_css_class (first, "suggested-action");
  /* The smaller words dimmed, except on the blue of the first way. */
  gtk_widget_remove_css_class (gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (first))), "dim-label");
  gtk_box_append (GTK_BOX (box), first);
  gtk_box_append (GTK_BOX (box),
                  way_button ("start-play-friend", N_("Play a Friend"), N_("Two people at this computer, taking turns on one board."),
                              G_CALLBACK (play_friend_cb), self));
  gtk_box_append (GTK_BOX (box),
                  way_button ("start-lesson", N_("Start a Lesson"), N_("The rules of Go and Renju step by step, and problems to solve."),
                              G_CALLBACK (lesson_cb), self));
  open = gtk_button_new_with_label (_("Open a Game Record…"));
  g_object_set_data (G_OBJECT (open), "ishi-words", (gpointer) N_("Open a Game Record…"));
  gtk_widget_set_name (open, "start-open");
  gtk_widget_add_css_class (open, "flat");
  gtk_widget_set_halign (open, GTK_ALIGN_CENTER);
  g_signal_connect (open, "clicked", G_CALLBACK (open_cb), self);
  gtk_box_append (GTK_BOX (box), open);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  g_object_set_data (G_OBJECT (scrolled), "ishi-first-way", first);
  if (self->settings)
    {
      reading_grade_cb (self->settings, "reading-grade", box);
      g_signal_connect_object (self->settings, "changed::reading-grade", G_CALLBACK (reading_grade_cb), box, 0);
    }
  return scrolled;
}

/* A way was taken (the page left for the board or the lessons): the page
 * is not shown again. */
void
ishi_window_start_page_left (IshiWindow *self)
{
  GtkWidget *page = gtk_stack_get_child_by_name (self->stack, "start");

  if (page == NULL || gtk_stack_get_visible_child (self->stack) == page || self->settings == NULL
      || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (g_settings_get_boolean (self->settings, "show-start-page"))
    g_settings_set_boolean (self->settings, "show-start-page", FALSE);
}

gboolean
ishi_window_show_start_page (IshiWindow *self)
{
  GtkWidget *page;

  g_return_val_if_fail (ISHI_IS_WINDOW (self), FALSE);

  /* Not over a question (an autosave to restore, a room to join again) or
   * a lesson the window came back to: those are where the person was. */
  if (!g_settings_get_boolean (self->settings, "show-start-page") || self->info_is_restore
      || (self->room_bar && gtk_info_bar_get_revealed (self->room_bar))
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") != 0)
    return FALSE;
  page = gtk_stack_get_child_by_name (self->stack, "start");
  if (page == NULL)
    {
      page = start_page_new (self);
      /* Named, not titled: no tab of its own in the switcher. */
      gtk_stack_add_named (self->stack, page, "start");
    }
  /* At once, not faded in over the board: the board was never the
   * first thing shown (and a test looking at the first frame saw it
   * still mapped in the middle of the crossfade). */
  gtk_stack_set_visible_child_full (self->stack, "start", GTK_STACK_TRANSITION_TYPE_NONE);
  gtk_widget_grab_focus (g_object_get_data (G_OBJECT (page), "ishi-first-way"));
  return TRUE;
}
