/* ishi-class-lessons.c — the class view's Lessons page: the teacher's
 * step shown on every pupil's screen (Show Everyone This Step) and, beside
 * it, who answered it and how.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-view.h"

/* Lessons together: while Show Everyone This Step is on, the step shown
 * here is every pupil's (the room's /step), followed as it changes. */
void
ishi_class_lessons_share (IshiClassWindow *self)
{
  IshiLessonView *view = ISHI_LESSON_VIEW (self->lesson_view);
  const char *id = ishi_lesson_view_get_lesson_id (view);
  g_autofree char *now = NULL;

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->share_toggle)) && id)
    {
      /* "task" when the step has one: the room takes answers to it only. */
      const IshiLesson *lesson = ishi_lesson_view_get_lesson (view);
      guint n = ishi_lesson_view_get_step (view);
      gboolean task = lesson && n < lesson->steps->len
                      && ((const IshiLessonStep *) g_ptr_array_index (lesson->steps, n))->task != NULL;
      now = g_strdup_printf ("%s %u%s", id, n, task ? " task" : "");
    }
  if (g_strcmp0 (now, self->shared) == 0)
    return;
  {
    g_autofree char *line = g_strdup_printf ("/step %s", now ? now : "-");
    ishi_room_client_send (self->client, line);
  }
  g_free (self->shared);
  self->shared = g_steal_pointer (&now);
}

void
ishi_class_window_share_step (IshiClassWindow *self, gboolean share)
{
  g_return_if_fail (ISHI_IS_CLASS_WINDOW (self));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->share_toggle), share);
  ishi_class_lessons_share (self);
}

GtkWidget *
ishi_class_window_get_lesson_view (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return self->lesson_view;
}

static void
share_toggled_cb (GtkToggleButton *toggle, IshiClassWindow *self)
{
  ishi_class_lessons_share (self);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* A row of the answers' list, large enough to be read on the projector
 * from the back of the room (the marks were ~13 px at 1920×1080). */
static void
append_answer_row (IshiClassWindow *self, const char *mark, const char *name, const char *note, const char *id)
{
  g_autofree char *markup = g_markup_printf_escaped ("<span size='xx-large' weight='bold'>%s</span>  "
                                                     "<span size='x-large'>%s</span>%s%s",
                                                     mark, name, note ? "  " : "", note ? note : "");
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_name (label, id);
  gtk_list_box_append (self->answers_list, label);
}

/* Whether the class's step (`lesson`'s step `n`) has a task, as far as
 * the lesson open here tells; a step of another lesson is taken to have
 * one (the room takes answers only to a step with a task). */
static gboolean
class_step_has_task (IshiClassWindow *self, const char *lesson_id, guint n)
{
  IshiLessonView *view = ISHI_LESSON_VIEW (self->lesson_view);
  const IshiLesson *lesson = ishi_lesson_view_get_lesson (view);

  if (lesson == NULL || g_strcmp0 (ishi_lesson_view_get_lesson_id (view), lesson_id) != 0 || n >= lesson->steps->len)
    return TRUE;
  return ((const IshiLessonStep *) g_ptr_array_index (lesson->steps, n))->task != NULL;
}

/* The count over the answers' list, saying what is true: the right
 * answers over the pupils asked (those named in the list, or the room's
 * count when it knows more); no count while no step is shown, nor for a
 * step without a task, nor with nobody to ask ("0 / 0 right" with six
 * names waiting, and "0 / 2" with no step shown, issue 77). */
static char *
answers_count_text (IshiClassWindow *self, guint right, guint answered, guint pupils, guint named)
{
  guint step = 0;
  const char *lesson = ishi_room_client_get_class_step (self->client, &step);
  guint asked = MAX (MAX (pupils, named), answered);

  if (lesson == NULL)
    return g_strdup (_("No step is shown to the class."));
  if (!class_step_has_task (self, lesson, step))
    return g_strdup (_("This step has no task to answer."));
  if (asked == 0)
    return g_strdup (_("No pupil is in the class."));
  return g_strdup_printf (_("%u / %u right"), right, asked);
}

/* Who answered the step shown everyone: ○ right at the first try, △
 * right after a wrong answer, × not yet right, and (hint) when a hint
 * was asked for; then the pupils in the room who have not answered yet
 * (the list named only those who had, issue 65); the count of right
 * answers over the class. */
void
ishi_class_lessons_update_answers (IshiClassWindow *self)
{
  guint pupils = 0, right = 0, named_pupils = 0, shown_step = 0;
  g_auto (GStrv) answers = ishi_room_client_list_answers (self->client, &pupils);
  g_auto (GStrv) roster = ishi_room_client_list_pupils (self->client);
  g_autoptr (GHashTable) answered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *count = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answers_list))))
    gtk_list_box_remove (self->answers_list, child);
  for (guint i = 0; answers[i]; i++)
    {
      g_auto (GStrv) w = g_strsplit (answers[i], " ", 4);
      gboolean is_right = g_strcmp0 (w[1], "right") == 0;
      g_autofree char *note = NULL;
      guint step = 0;
      const char *lesson = ishi_room_client_get_class_step (self->client, &step);
      if (g_strv_length (w) < 4)
        continue;
      g_hash_table_add (answered, g_strdup (w[0]));
      right += is_right;
      if (lesson && ishi_class_progress_record (self))
        ishi_class_record_note_answer (self->record, w[0], lesson, step, is_right,
                                       strcmp (w[2], "first") == 0, strcmp (w[3], "hint") == 0);
      note = strcmp (w[3], "hint") == 0 ? g_markup_printf_escaped ("<span size='large'>%s</span>", _("(hint)")) : NULL;
      append_answer_row (self, !is_right ? "×" : strcmp (w[2], "first") == 0 ? "○" : "△", w[0], note, "answered");
    }
  /* Who is in the room, by name: the class's list says who is here
   * ("NAME here LEVEL"), the tables who sits (a pupil not on the list);
   * nobody waits to answer a step without a task. */
  if (ishi_room_client_get_class_step (self->client, &shown_step)
      && class_step_has_task (self, ishi_room_client_get_class_step (self->client, NULL), shown_step))
    {
      g_autoptr (GPtrArray) waiting = g_ptr_array_new_with_free_func (g_free);
      GHashTableIter iter;
      gpointer key;
      guint named;

      for (guint i = 0; roster[i]; i++)
        {
          g_auto (GStrv) w = g_strsplit (roster[i], " ", 3);
          if (g_strv_length (w) >= 2 && strcmp (w[1], "here") == 0 && !g_hash_table_contains (answered, w[0]))
            {
              g_hash_table_add (answered, g_strdup (w[0]));
              g_ptr_array_add (waiting, g_strdup (w[0]));
            }
        }
      g_hash_table_iter_init (&iter, self->cells);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, GPOINTER_TO_INT (key));
          for (IshiColor c = ISHI_BLACK; t && c <= ISHI_WHITE; c++)
            if (t->seats[c] && !t->away[c] && !g_hash_table_contains (answered, t->seats[c])
                && !g_str_has_prefix (t->seats[c], "Ishi-Lv")   /* the room's engine (ishi-room-engine.c) */)
              {
                g_hash_table_add (answered, g_strdup (t->seats[c]));
                g_ptr_array_add (waiting, g_strdup (t->seats[c]));
              }
        }
      g_ptr_array_sort (waiting, (GCompareFunc) compare_names);
      named = g_strv_length (answers) + waiting->len;
      named_pupils = named;
      if (waiting->len > 0 || pupils > named)
        {
          GtkWidget *label = gtk_label_new (_("Not answered yet:"));
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "title-4");
          gtk_widget_set_margin_top (label, 12);
          gtk_list_box_append (self->answers_list, label);
        }
      for (guint i = 0; i < waiting->len; i++)
        append_answer_row (self, "…", waiting->pdata[i], NULL, "unanswered");
      /* Pupils the window knows by no name (not listed, not seated). */
      if (pupils > named)
        {
          g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more pupil", "%u more pupils",
                                                                pupils - named),
                                                   pupils - named);
          append_answer_row (self, "…", more, NULL, "unanswered");
        }
    }
  count = answers_count_text (self, right, g_strv_length (answers), pupils, named_pupils);
  gtk_label_set_text (self->answers_count, count);
  /* The count large; a sentence saying there is none in the usual type,
   * broken between its words. */
  if (strchr (count, '/'))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->answers_count), "title-2");
      gtk_widget_remove_css_class (GTK_WIDGET (self->answers_count), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->answers_count), "title-2");
      gtk_widget_add_css_class (GTK_WIDGET (self->answers_count), "dim-label");
    }
  ishi_lesson_label_break_phrases (self->answers_count);
  if (answers[0])
    ishi_class_progress_save (self);
}

const char *
ishi_class_window_get_answers_count (IshiClassWindow *self)
{
  g_return_val_if_fail (ISHI_IS_CLASS_WINDOW (self), NULL);
  return gtk_label_get_text (self->answers_count);
}

/* The page: a lesson, the answers beside it, the toggle under it. */
GtkWidget *
ishi_class_lessons_page_new (IshiClassWindow *self)
{
  GtkWidget *lessons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();

  self->lesson_view = ishi_lesson_view_new (NULL, NULL);
  gtk_widget_set_vexpand (self->lesson_view, TRUE);
  self->share_toggle = gtk_toggle_button_new_with_mnemonic (_("_Show Everyone This Step"));
  gtk_widget_set_halign (self->share_toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (self->share_toggle, 6);
  g_signal_connect (self->share_toggle, "toggled", G_CALLBACK (share_toggled_cb), self);
  self->answers_count = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->answers_count), "title-2");
  gtk_widget_set_name (GTK_WIDGET (self->answers_count), "answers-count");
  gtk_label_set_wrap (self->answers_count, TRUE);
  gtk_label_set_max_width_chars (self->answers_count, 16);
  self->answers_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->answers_list, GTK_SELECTION_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->answers_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The pupils’ answers to this step"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->answers_list));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_widget_set_size_request (side, 220, -1);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->answers_count));
  gtk_box_append (GTK_BOX (side), scroll);
  gtk_widget_set_hexpand (self->lesson_view, TRUE);
  gtk_box_append (GTK_BOX (row), self->lesson_view);
  gtk_box_append (GTK_BOX (row), side);
  gtk_widget_set_vexpand (row, TRUE);
  gtk_box_append (GTK_BOX (lessons), row);
  gtk_box_append (GTK_BOX (lessons), self->share_toggle);
  return lessons;
}
