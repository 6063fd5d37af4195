/* ishi-ruby-words.c — see ishi-ruby-words.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-kanji-readings.h"
#include "ishi-lesson-text.h"
#include "ishi-ruby-words.h"

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
ishi_ruby_mnemonic_key (const char *mnemonic)
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

/* `text` (an IshiLessonText) showing `para` (NULL: nothing), kept on one
 * line when `whole` and there is something to read. */
static void
read_into (GtkWidget *text, const IshiLessonParagraph *para, gboolean whole)
{
  ishi_lesson_text_clear (ISHI_LESSON_TEXT (text));
  if (para)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), para);
  gtk_widget_set_size_request (text, -1, -1);
  if (para && whole)
    keep_on_one_line (text);
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
ishi_ruby_button (GtkWidget *button, const char *mnemonic, int grade)
{
  g_autofree char *plain = without_mnemonic (mnemonic);
  g_autofree char *shown = without_underline (mnemonic);
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (shown, grade);
  GtkWidget *text;

  g_return_if_fail (GTK_IS_BUTTON (button) || GTK_IS_MENU_BUTTON (button));
  set_mnemonic (button, para ? ishi_ruby_mnemonic_key (mnemonic) : 0, NULL);
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
ishi_ruby_text (GtkLabel *label, GtkWidget *ruby, const char *text, int grade)
{
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (text, grade);

  g_return_if_fail (GTK_IS_LABEL (label) && ISHI_IS_LESSON_TEXT (ruby));
  gtk_label_set_text (label, text ? text : "");
  /* Its lines break between words, as the lessons' (issue 77). */
  if (gtk_label_get_wrap (label))
    ishi_lesson_label_break_phrases (label);
  read_into (ruby, para, !gtk_label_get_wrap (label));
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

  if (display == NULL || g_object_get_data (G_OBJECT (display), "ishi-ruby-words-css"))
    return;
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, ".ishi-ruby-label:disabled { opacity: 0.55; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data (G_OBJECT (display), "ishi-ruby-words-css", GINT_TO_POINTER (1));
}

/* The twin gone before its label (a dialog's end): the label forgets it. */
static void
twin_gone_cb (gpointer label, GObject *twin)
{
  g_object_set_data (G_OBJECT (label), "ishi-ruby-twin", NULL);
}

/* The label gone: its twin goes with it from where it stands (a count's
 * table made again takes its labels out, not their twins). */
static void
label_gone_cb (GtkWidget *label, gpointer data)
{
  GtkWidget *twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");
  GtkWidget *parent;

  if (twin == NULL)
    return;
  g_object_weak_unref (G_OBJECT (twin), twin_gone_cb, label);
  g_object_set_data (G_OBJECT (label), "ishi-ruby-twin", NULL);
  parent = gtk_widget_get_parent (twin);
  if (parent == NULL || gtk_widget_in_destruction (parent))
    return;
  if (GTK_IS_GRID (parent))
    gtk_grid_remove (GTK_GRID (parent), twin);
  else if (GTK_IS_BOX (parent))
    gtk_box_remove (GTK_BOX (parent), twin);
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
  /* Its words where the label's are in the room it takes (a form's
   * labels at the right of their column). */
  ishi_lesson_text_set_alignment (ISHI_LESSON_TEXT (twin), xalign > 0.75 ? PANGO_ALIGN_RIGHT
                                                           : xalign > 0.25 ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
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
  g_object_weak_ref (G_OBJECT (twin), twin_gone_cb, label);
  g_signal_connect (label, "destroy", G_CALLBACK (label_gone_cb), NULL);
  return twin;
}

void
ishi_ruby_label (GtkLabel *label, const char *words, int grade)
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
  read_into (twin, para, !gtk_label_get_wrap (label));
  /* One mnemonic: the twin's while it shows (a hidden label's would
   * share the key with it). */
  if (mnemonic && para)
    gtk_label_set_text (label, words);
  set_mnemonic (twin, mnemonic && para ? ishi_ruby_mnemonic_key (words) : 0, label);
  show_twin (GTK_WIDGET (label), twin, para != NULL);
}

void
ishi_ruby_set_visible (GtkWidget *label, gboolean visible)
{
  GtkWidget *twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");

  g_return_if_fail (GTK_IS_LABEL (label));
  g_object_set_data (G_OBJECT (label), "ishi-ruby-hidden", GINT_TO_POINTER (!visible));
  if (twin == NULL)
    gtk_widget_set_visible (label, visible);
  else
    show_twin (label, twin, ishi_lesson_text_get_text (ISHI_LESSON_TEXT (twin))[0] != '\0');
}

/* A followed label: its twin brought up to date with its words and its
 * owner's wish to show it (the label's own visibility is the twin's to
 * set while the twin shows). */
static void
follow_update (GtkLabel *label)
{
  int grade = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "ishi-ruby-follow"));
  GtkWidget *twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");
  g_autoptr (IshiLessonParagraph) para = paragraph_with_ruby (gtk_label_get_text (label), grade);

  if (twin == NULL && (para == NULL || (twin = make_twin (label)) == NULL))
    return;
  g_object_set_data (G_OBJECT (label), "ishi-ruby-busy", GINT_TO_POINTER (1));
  /* A label that gives up its end for room (a player's name, the
   * engine's bar at the status line's end) gives it up with readings
   * too: one line, an ellipsis — a twin that kept its whole width made
   * the window wider. */
  ishi_lesson_text_set_max_lines (ISHI_LESSON_TEXT (twin),
                                  gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE ? 1
                                  : gtk_label_get_wrap (label) ? MAX (gtk_label_get_lines (label), 0) : 0);
  read_into (twin, para, !gtk_label_get_wrap (label) && gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE);
  /* A label with a mnemonic widget (a form's) keeps its key through the
   * twin while the twin shows. */
  set_mnemonic (twin, para && gtk_label_get_mnemonic_widget (label) ? gtk_label_get_mnemonic_keyval (label) : 0, label);
  show_twin (GTK_WIDGET (label), twin, para != NULL);
  /* What the label was left at, to know the notification of it (GTK may
   * hand it on only after this returns) from its owner's. */
  g_object_set_data (G_OBJECT (label), "ishi-ruby-shown",
                     GINT_TO_POINTER (1 + gtk_widget_get_visible (GTK_WIDGET (label))));
  g_object_set_data (G_OBJECT (label), "ishi-ruby-busy", NULL);
}

static void
follow_words_cb (GtkLabel *label, GParamSpec *pspec, gpointer data)
{
  if (!g_object_get_data (G_OBJECT (label), "ishi-ruby-busy"))
    follow_update (label);
}

/* The owner showed or hid the label: that is its wish, which the twin
 * keeps while it shows in the label's stead. */
static void
follow_visible_cb (GtkLabel *label, GParamSpec *pspec, gpointer data)
{
  if (g_object_get_data (G_OBJECT (label), "ishi-ruby-busy")
      || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "ishi-ruby-shown"))
         == 1 + gtk_widget_get_visible (GTK_WIDGET (label)))
    return;
  g_object_set_data (G_OBJECT (label), "ishi-ruby-hidden",
                     GINT_TO_POINTER (!gtk_widget_get_visible (GTK_WIDGET (label))));
  follow_update (label);
}

void
ishi_ruby_follow_label (GtkLabel *label, int grade)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  grade = grade >= 1 && grade <= 6 ? grade : 0;
  if (!g_object_get_data (G_OBJECT (label), "ishi-ruby-following"))
    {
      if (grade == 0)
        return;
      g_object_set_data (G_OBJECT (label), "ishi-ruby-following", GINT_TO_POINTER (1));
      g_object_set_data (G_OBJECT (label), "ishi-ruby-hidden",
                         GINT_TO_POINTER (!gtk_widget_get_visible (GTK_WIDGET (label))));
      g_signal_connect (label, "notify::label", G_CALLBACK (follow_words_cb), NULL);
      g_signal_connect (label, "notify::visible", G_CALLBACK (follow_visible_cb), NULL);
    }
  g_object_set_data (G_OBJECT (label), "ishi-ruby-follow", GINT_TO_POINTER (grade));
  follow_update (label);
}

void
ishi_ruby_follow_labels (GtkWidget *root, int grade)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  /* Not inside a text that reads already, or one a person types in. */
  if (ISHI_IS_LESSON_TEXT (root) || GTK_IS_EDITABLE (root) || GTK_IS_TEXT_VIEW (root))
    return;
  if (GTK_IS_LABEL (root) && !gtk_widget_has_css_class (root, "ishi-ruby-skip"))
    {
      ishi_ruby_follow_label (GTK_LABEL (root), grade);
      return;
    }
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    ishi_ruby_follow_labels (w, grade);
}

/* A followed button: its words as its owner last set them, read at the
 * grade. */
static void
follow_button_update (GtkWidget *button)
{
  const char *words = g_object_get_data (G_OBJECT (button), "ishi-ruby-words");
  int grade = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ishi-ruby-follow"));

  g_autofree char *applied = NULL;

  if (words == NULL)
    return;
  /* Done already (its owner set the same words again on the same label,
   * or this is the notification of our own, which GTK may hand on only
   * after ishi_ruby_button returned: done again, it would never end). */
  applied = g_strdup_printf ("%d %s", grade, words);
  if (g_strcmp0 (applied, g_object_get_data (G_OBJECT (button), "ishi-ruby-applied")) == 0
      && gtk_button_get_child (GTK_BUTTON (button)) == g_object_get_data (G_OBJECT (button), "ishi-ruby-child"))
    return;
  g_object_set_data (G_OBJECT (button), "ishi-ruby-busy", GINT_TO_POINTER (1));
  ishi_ruby_button (button, words, grade);
  g_object_set_data (G_OBJECT (button), "ishi-ruby-busy", NULL);
  g_object_set_data_full (G_OBJECT (button), "ishi-ruby-applied", g_steal_pointer (&applied), g_free);
  g_object_set_data (G_OBJECT (button), "ishi-ruby-child", gtk_button_get_child (GTK_BUTTON (button)));
}

/* The owner gave the button new words. */
static void
follow_button_words_cb (GtkWidget *button, GParamSpec *pspec, gpointer data)
{
  const char *label;

  if (g_object_get_data (G_OBJECT (button), "ishi-ruby-busy"))
    return;
  label = gtk_button_get_label (GTK_BUTTON (button));
  if (label == NULL)
    return;
  g_object_set_data_full (G_OBJECT (button), "ishi-ruby-words", g_strdup (label), g_free);
  follow_button_update (button);
}

/* "a_b" → "a__b": words with no mnemonic, as a mnemonic would have them. */
static char *
escape_underline (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    {
      if (*p == '_')
        g_string_append_c (out, '_');
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* A button's words as its owner gave them: its label's, with the
 * mnemonic's underline; NULL for a button of an icon or another child. */
static char *
button_words (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  if (!GTK_IS_LABEL (child))
    return NULL;
  if (gtk_label_get_use_underline (GTK_LABEL (child)))
    return g_strdup (gtk_label_get_label (GTK_LABEL (child)));
  /* No mnemonic: a '_' in the words is one. */
  return escape_underline (gtk_label_get_text (GTK_LABEL (child)));
}

void
ishi_ruby_follow_buttons (GtkWidget *root, int grade)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  grade = grade >= 1 && grade <= 6 ? grade : 0;
  if (GTK_IS_BUTTON (root) && !gtk_widget_has_css_class (root, "ishi-ruby-skip"))
    {
      if (!g_object_get_data (G_OBJECT (root), "ishi-ruby-words"))
        {
          char *words = grade ? button_words (root) : NULL;

          if (words == NULL)
            return;
          g_object_set_data_full (G_OBJECT (root), "ishi-ruby-words", words, g_free);
        }
      /* One follower a button, however often it is read. */
      if (!g_object_get_data (G_OBJECT (root), "ishi-ruby-following"))
        {
          g_object_set_data (G_OBJECT (root), "ishi-ruby-following", GINT_TO_POINTER (1));
          g_signal_connect (root, "notify::label", G_CALLBACK (follow_button_words_cb), NULL);
        }
      g_object_set_data (G_OBJECT (root), "ishi-ruby-follow", GINT_TO_POINTER (grade));
      follow_button_update (root);
      return;
    }
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    ishi_ruby_follow_buttons (w, grade);
}
