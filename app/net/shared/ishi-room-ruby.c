/* ishi-room-ruby.c — see ishi-room-ruby.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-kanji-readings.h"
#include "ishi-lesson-text.h"
#include "ishi-room-ruby.h"

/* "着席(_S)" → "着席", "_Sit Down" → "Sit Down". */
static char *
without_mnemonic (const char *mnemonic)
{
  GString *out = g_string_new (NULL);
  const char *open = strstr (mnemonic, "(_");

  for (const char *p = mnemonic; *p; p++)
    {
      if (p == open && p[2] && p[3] == ')')
        {
          p += 3;
          continue;
        }
      if (*p != '_')
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* "着席(_S)" → "着席(S)": the key still said, as GTK shows it. */
static char *
without_underline (const char *mnemonic)
{
  GString *out = g_string_new (NULL);

  for (const char *p = mnemonic; *p; p++)
    {
      if (*p == '_' && p[1] != '_')
        continue;
      g_string_append_c (out, *p);
      if (*p == '_')
        p++;   /* "__": one underscore */
    }
  return g_string_free (out, FALSE);
}

guint
ishi_room_ruby_mnemonic_key (const char *mnemonic)
{
  for (const char *p = mnemonic; p && *p; p++)
    if (*p == '_')
      {
        if (p[1] == '_')
          p++;
        else if (p[1])
          return gdk_keyval_to_lower (gdk_unicode_to_keyval (g_utf8_get_char (p + 1)));
      }
  return 0;
}

/* A label's mnemonic: its mnemonic widget's, as GtkLabel does it. */
static gboolean
label_mnemonic_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  GtkWidget *target = gtk_label_get_mnemonic_widget (data);

  return target && gtk_widget_mnemonic_activate (target, FALSE);
}

/* The button's mnemonic as its label would have it (Alt and the key), for
 * a button whose words are not a label: a shortcut of the window's
 * mnemonics (GTK_SHORTCUT_SCOPE_MANAGED) that activates the button — or,
 * `label` not NULL, the label's mnemonic widget. */
static void
set_mnemonic (GtkWidget *button, guint keyval, GtkLabel *label)
{
  GtkEventController *old = g_object_get_data (G_OBJECT (button), "ishi-mnemonic");
  GtkEventController *controller;

  if (old)
    {
      g_object_set_data (G_OBJECT (button), "ishi-mnemonic", NULL);
      gtk_widget_remove_controller (button, old);
    }
  if (keyval == 0)
    return;
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "ishi-mnemonic");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_mnemonic_trigger_new (keyval),
                                                          label ? gtk_callback_action_new (label_mnemonic_cb, label, NULL)
                                                                : g_object_ref (gtk_mnemonic_action_get ())));
  gtk_widget_add_controller (button, controller);
  g_object_set_data (G_OBJECT (button), "ishi-mnemonic", controller);
}

/* A button's words are never broken: the text asks for its whole width
 * (a reading wider than its base spreads the base, and 対局条件 broke). */
static void
keep_on_one_line (GtkWidget *text)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (text, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  /* The natural width is the base's; a spread base takes up to a quarter more. */
  gtk_widget_set_size_request (text, natural + natural / 4, -1);
}

/* The paragraph of `text` at `grade`, or NULL when it has no reading to
 * show there. */
static IshiLessonParagraph *
paragraph_with_ruby (const char *text, int grade)
{
  IshiLessonParagraph *para;

  if (grade < 1 || grade > 6 || text == NULL)
    return NULL;
  para = ishi_kanji_readings_paragraph (text, grade);
  for (guint i = 0; i < para->runs->len; i++)
    if (((IshiLessonRun *) g_ptr_array_index (para->runs, i))->kind == ISHI_LESSON_RUN_RUBY)
      return para;
  ishi_lesson_paragraph_free (para);
  return NULL;
}

void
ishi_room_ruby_button (GtkWidget *button, const char *mnemonic, int grade)
{
  g_autofree char *plain = without_mnemonic (mnemonic);
  g_autofree char *shown = without_underline (mnemonic);
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (shown, grade);
  GtkWidget *text;

  g_return_if_fail (GTK_IS_BUTTON (button) || GTK_IS_MENU_BUTTON (button));
  set_mnemonic (button, para ? ishi_room_ruby_mnemonic_key (mnemonic) : 0, NULL);
  if (para == NULL && GTK_IS_MENU_BUTTON (button))
    {
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), mnemonic);
      gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
      return;
    }
  if (para == NULL)
    {
      gtk_button_set_label (GTK_BUTTON (button), mnemonic);
      gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
      /* Named by its words as read, as with readings below: without a
       * name of its own it was "GtkButton" in the pupil's accessibility
       * tree until it took the focus. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
      return;
    }
  text = ishi_lesson_text_new ();
  gtk_widget_set_halign (text, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_widget_set_can_target (text, FALSE);
  ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), para);
  keep_on_one_line (text);
  if (GTK_IS_MENU_BUTTON (button))
    gtk_menu_button_set_child (GTK_MENU_BUTTON (button), text);
  else
    gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
}

void
ishi_room_ruby_text (GtkLabel *label, GtkWidget *ruby, const char *text, int grade)
{
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (text, grade);

  g_return_if_fail (GTK_IS_LABEL (label) && ISHI_IS_LESSON_TEXT (ruby));
  gtk_label_set_text (label, text ? text : "");
  /* Its lines break between words, as the lessons' (issue 77). */
  if (gtk_label_get_wrap (label))
    ishi_lesson_label_break_phrases (label);
  ishi_lesson_text_clear (ISHI_LESSON_TEXT (ruby));
  if (para)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (ruby), para);
  gtk_widget_set_size_request (ruby, -1, -1);
  if (para && !gtk_label_get_wrap (label))
    keep_on_one_line (ruby);
  gtk_widget_set_visible (GTK_WIDGET (label), para == NULL);
  gtk_widget_set_visible (ruby, para != NULL);
}

/* The twin shows in the label's stead when it has readings, and neither
 * when the label is to be hidden. */
static void
show_twin (GtkWidget *label, GtkWidget *twin, gboolean ruby)
{
  gboolean wanted = !GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "ishi-ruby-hidden"));

  gtk_widget_set_visible (label, wanted && !ruby);
  gtk_widget_set_visible (twin, wanted && ruby);
}

/* A label's twin greyed as a label is when it cannot be used (the table's
 * options while they are not hers to set): a label's own grey is its
 * theme's colour for label:disabled, which an IshiLessonText does not
 * match. */
static void
ensure_css (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GtkCssProvider) css = NULL;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "ishi-room-ruby-css"))
    return;
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, ".ishi-ruby-label:disabled { opacity: 0.55; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data (G_OBJECT (display), "ishi-room-ruby-css", GINT_TO_POINTER (1));
}

/* A twin for `label` in the same place of its parent (a GtkBox or a
 * GtkGrid), looking as it does; NULL for another parent. */
static GtkWidget *
make_twin (GtkLabel *label)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (label));
  GtkWidget *twin;
  g_auto (GStrv) classes = gtk_widget_get_css_classes (GTK_WIDGET (label));
  float xalign = gtk_label_get_xalign (label);

  if (!GTK_IS_GRID (parent) && !GTK_IS_BOX (parent))
    return NULL;
  ensure_css ();
  twin = ishi_lesson_text_new ();
  for (guint i = 0; classes[i]; i++)
    gtk_widget_add_css_class (twin, classes[i]);
  gtk_widget_add_css_class (twin, "ishi-ruby-label");
  /* Words that wrap take the width their label had. */
  /* Words that start at the left fill it too (a player's bar keeps its
   * width and its background). */
  gtk_widget_set_halign (twin, gtk_label_get_wrap (label) ? GTK_ALIGN_FILL
                               : gtk_widget_get_halign (GTK_WIDGET (label)) != GTK_ALIGN_FILL
                               ? gtk_widget_get_halign (GTK_WIDGET (label))
                               : xalign < 0.25 ? GTK_ALIGN_FILL : xalign > 0.75 ? GTK_ALIGN_END : GTK_ALIGN_CENTER);
  gtk_widget_set_valign (twin, gtk_widget_get_valign (GTK_WIDGET (label)));
  gtk_widget_set_hexpand (twin, gtk_widget_get_hexpand (GTK_WIDGET (label)));
  gtk_widget_set_can_target (twin, FALSE);
  if (GTK_IS_GRID (parent))
    {
      int column, row, width, height;
      gtk_grid_query_child (GTK_GRID (parent), GTK_WIDGET (label), &column, &row, &width, &height);
      gtk_grid_attach (GTK_GRID (parent), twin, column, row, width, height);
    }
  else
    gtk_box_insert_child_after (GTK_BOX (parent), twin, GTK_WIDGET (label));
  g_object_set_data (G_OBJECT (label), "ishi-ruby-twin", twin);
  return twin;
}

void
ishi_room_ruby_label (GtkLabel *label, const char *words, int grade)
{
  GtkWidget *twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");
  gboolean mnemonic = gtk_label_get_mnemonic_widget (label) != NULL;
  g_autofree char *shown = mnemonic ? without_underline (words) : g_strdup (words);
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (shown, grade);

  g_return_if_fail (GTK_IS_LABEL (label) && words != NULL);
  if (mnemonic)
    gtk_label_set_text_with_mnemonic (label, words);
  else
    gtk_label_set_text (label, words);
  if (gtk_label_get_wrap (label))
    ishi_lesson_label_break_phrases (label);
  if (twin == NULL && (para == NULL || (twin = make_twin (label)) == NULL))
    return;
  ishi_lesson_text_clear (ISHI_LESSON_TEXT (twin));
  if (para)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (twin), para);
  gtk_widget_set_size_request (twin, -1, -1);
  if (para && !gtk_label_get_wrap (label))
    keep_on_one_line (twin);
  /* One mnemonic: the twin's while it shows (a hidden label's would
   * share the key with it). */
  if (mnemonic && para)
    gtk_label_set_text (label, words);
  set_mnemonic (twin, mnemonic && para ? ishi_room_ruby_mnemonic_key (words) : 0, label);
  show_twin (GTK_WIDGET (label), twin, para != NULL);
}

void
ishi_room_ruby_set_visible (GtkWidget *label, gboolean visible)
{
  GtkWidget *twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");

  g_return_if_fail (GTK_IS_LABEL (label));
  g_object_set_data (G_OBJECT (label), "ishi-ruby-hidden", GINT_TO_POINTER (!visible));
  if (twin == NULL)
    gtk_widget_set_visible (label, visible);
  else
    show_twin (label, twin, ishi_lesson_text_get_text (ISHI_LESSON_TEXT (twin))[0] != '\0');
}

const char *const *
ishi_room_ruby_pupil_words (void)
{
  static const char *const words[] = {
    "_Sit Down", "Lea_ve Seat", "S_tart", "_Pass", "_Undo", "_Resign", "_Finish", "_Continue Playing",
    "_Adjourn", "Scor_e List", "_Options", "_Table", "Waiting for Your Table", "Table %d",
    "Table %d — %s, %d×%d", "Go", "Pure Go", "Renju",
    "Your teacher gives you your table: wait here, or Sit Down at a free one.",
    "Not connected: Ishi is trying to reach the room again…",
    "Nobody sits at this table yet: Sit Down takes a seat.", "Waiting for an opponent to sit down.",
    "Both seats are taken: Start begins the game.", "The players are seated; the game has not begun.",
    "A seat is free: Sit Down takes it.",
    "The game is adjourned: Start takes it up again when both players are here.",
    "%s (%s) has lost the connection: the clock is stopped until they are back.",
    "Counting. Click a group to mark it dead or alive, then Finish; Continue Playing goes back to the game. %s",
    "The players are counting. %s", "Your move (%s).", "%s to play.", "Black", "White",
    "Reading the game’s moves from the host…", "The game has not begun.", "You are watching: Sit Down to play.",
    "It is your opponent’s turn.", "The game ended without a result.", "The game is a draw.", "Result: %s",
    "%s wins.", "%s wins by resignation.", "%s wins on time.", "%s wins by forfeit.", "%s wins by %s points.",
    "Listen to your teacher.", "Connection lost: joining again…", "Joining…",
    /* The room's window: its log, Play Ishi, its title. */
    "The room’s score list (the winner scores the difference, the loser 0):",
    "The room’s score list is empty: no game has ended yet.", "  %s: %s points",
    "Your points in this class: %s (the winner of a game scores the difference, the loser 0).",
    "That is the room’s code: you may sit at a table.", "%s (to the table): %s", "%s (to you): %s",
    "The teacher shows the lesson “%s”, which this computer does not have.", "Play _Ishi (Level %d)",
    "_Rules", "Board _size", "_Komi", "_Handicap", "_Minutes each", "_Byo-yomi (seconds)", "_Set Options",
    "Resign this game?", "%s wins it, and the room’s score list gives them 20 points.", "Resign",
    "Leave the room during your game?", "_Cancel",
    "You are seated at table %d and your game is not over. If you leave, its clock stops and your opponent waits until you come back.",
    "In the room", "Not connected", "No answer from %s yet: trying again…", "Join a Room", "_Leave the Room",
    "_People", "(free seat)", " (away)", "%s (you)", "%s — at table %d", "Challenge…", "_Refresh the Lists",
    /* Join a Room on a child's computer in a class (ishi-join-form.c). */
    "Rooms on this network", "_Address", "Your _name", "Room _code", "Who are you? Click your name.",
    "My name is _not on the list", "_Join", "4 digits; empty to watch", "in use on another computer",
    "Ishi cannot look for rooms here: type the address your teacher gives you.", "No room found on this network yet.",
    "Ishi cannot look for rooms on this network: type the address of the room’s computer.",
    "Type the address of the room’s computer.", "Click your name in the list.",
    "Type the room’s code from the projector, then click your name.", "Ishi cannot reach the class. Ask your teacher.",
    "That is not the room’s code: look at the projector again.",
    "The room’s code is four digits (leave it empty to watch only); a teacher gives her class’s eight.",
    "A name is 1 to 16 letters or digits, with - _ . inside and no spaces; it does not mix Latin letters with Cyrillic or Greek ones.",
    "Choose a room in the list, or type its computer’s address (host or host:port).", NULL,
  };
  return words;
}
