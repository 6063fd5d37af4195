/* ishi-lesson-step-list.c — see ishi-lesson-step-list.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-step-list.h"
#include "ishi-lesson-text.h"

struct _IshiLessonStepList {
  GtkPopover parent_instance;

  GtkEntry *number;
  GtkLabel *of;             /* "/ 39" */
  GtkListBox *steps;
  const IshiLesson *lesson;
  guint current;
};

G_DEFINE_FINAL_TYPE (IshiLessonStepList, ishi_lesson_step_list, GTK_TYPE_POPOVER)

enum { STEP_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
choose (IshiLessonStepList *self, guint step)
{
  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[STEP_CHOSEN], 0, step);
}

gboolean
ishi_lesson_step_list_choose_number (IshiLessonStepList *self, const char *number)
{
  g_autofree char *digits = g_strstrip (g_strdup (number ? number : ""));
  guint64 n = 0;

  g_return_val_if_fail (ISHI_IS_LESSON_STEP_LIST (self), FALSE);

  if (self->lesson == NULL
      || !g_ascii_string_to_unsigned (digits, 10, 1, self->lesson->steps->len, &n, NULL))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  choose (self, (guint) n - 1);
  return TRUE;
}

static void
number_activated_cb (GtkEntry *entry, IshiLessonStepList *self)
{
  ishi_lesson_step_list_choose_number (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiLessonStepList *self)
{
  choose (self, (guint) gtk_list_box_row_get_index (row));
}

/* "12　三々の禁手をさがそう": the number, then the title with its ruby. */
static GtkWidget *
step_row (const IshiLessonStep *step, guint index)
{
  GtkWidget *text = ishi_lesson_text_new ();
  g_autofree char *number = g_strdup_printf ("%u　", index + 1);
  GtkWidget *row = gtk_list_box_row_new ();

  ishi_lesson_text_begin_paragraph (ISHI_LESSON_TEXT (text));
  ishi_lesson_text_append (ISHI_LESSON_TEXT (text), ISHI_TEXT_RUN_PLAIN, number, NULL);
  if (step->title_runs != NULL)
    for (guint r = 0; r < step->title_runs->runs->len; r++)
      {
        const IshiLessonRun *run = g_ptr_array_index (step->title_runs->runs, r);

        ishi_lesson_text_append (ISHI_LESSON_TEXT (text),
                                 run->kind == ISHI_LESSON_RUN_RUBY ? ISHI_TEXT_RUN_RUBY : ISHI_TEXT_RUN_PLAIN,
                                 run->text, run->ruby);
      }
  else
    {
      g_autofree char *untitled = NULL;

      /* TRANSLATORS: a step with no title in the list of steps */
      untitled = g_strdup_printf (_("(step %u)"), index + 1);
      ishi_lesson_text_append (ISHI_LESSON_TEXT (text), ISHI_TEXT_RUN_PLAIN, untitled, NULL);
    }
  gtk_widget_set_margin_start (text, 6);
  gtk_widget_set_margin_end (text, 6);
  gtk_widget_set_margin_top (text, 3);
  gtk_widget_set_margin_bottom (text, 3);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), text);
  return row;
}

void
ishi_lesson_step_list_set_lesson (IshiLessonStepList *self, const IshiLesson *lesson, guint current)
{
  GtkWidget *child;

  g_return_if_fail (ISHI_IS_LESSON_STEP_LIST (self));

  if (lesson != self->lesson)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps))) != NULL)
        gtk_list_box_remove (self->steps, child);
      self->lesson = lesson;
      for (guint i = 0; lesson != NULL && i < lesson->steps->len; i++)
        gtk_list_box_append (self->steps, step_row (g_ptr_array_index (lesson->steps, i), i));
      {
        /* TRANSLATORS: after the step number to type: "/ 39" */
        g_autofree char *of = g_strdup_printf (_("/ %u"), lesson ? lesson->steps->len : 0);

        gtk_label_set_text (self->of, of);
      }
    }
  self->current = current;
  gtk_list_box_select_row (self->steps, gtk_list_box_get_row_at_index (self->steps, (int) current));
}

void
ishi_lesson_step_list_popup (IshiLessonStepList *self, const char *typed)
{
  GtkListBoxRow *row;

  g_return_if_fail (ISHI_IS_LESSON_STEP_LIST (self));

  if (self->lesson == NULL)
    return;
  gtk_popover_popup (GTK_POPOVER (self));
  /* on the step shown, whatever was chosen in the list the last time */
  row = gtk_list_box_get_row_at_index (self->steps, (int) self->current);
  gtk_list_box_select_row (self->steps, row);
  if (typed != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->number), typed);
      gtk_widget_grab_focus (GTK_WIDGET (self->number));
      gtk_editable_set_position (GTK_EDITABLE (self->number), -1);
    }
  else
    {
      gtk_editable_set_text (GTK_EDITABLE (self->number), "");
      if (row != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (row));
    }
}

static void
ishi_lesson_step_list_class_init (IshiLessonStepListClass *klass)
{
  signals[STEP_CHOSEN] =
    g_signal_new ("step-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ishi_lesson_step_list_init (IshiLessonStepList *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("Go to _step"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->number = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_input_purpose (self->number, GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->number), 4);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->number));
  self->of = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->number));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->of));
  g_signal_connect (self->number, "activate", G_CALLBACK (number_activated_cb), self);

  self->steps = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->steps, GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (self->steps, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->steps), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Steps"), -1);
  g_signal_connect (self->steps, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->steps));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_widget_set_size_request (scrolled, 320, -1);

  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_popover_set_child (GTK_POPOVER (self), box);
  gtk_popover_set_position (GTK_POPOVER (self), GTK_POS_TOP);
  gtk_widget_set_name (GTK_WIDGET (self->number), "step-number");
}

GtkWidget *
ishi_lesson_step_list_new (void)
{
  return g_object_new (ISHI_TYPE_LESSON_STEP_LIST, NULL);
}
