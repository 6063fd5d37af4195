/* ishi-lesson-step-view.c — a lesson step as the page shows it: the board
 * for the step, the buttons and their tooltips, the step counter, the
 * closing words, the feedback's colour and what the step says to screen
 * readers; and the progress noted.  It reads the page's state and calls
 * nothing of the page or its task back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"
#include "config.h"
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include "ishi-lesson-progress.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-step-page-private.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-type-size.h"
#include "ishi-ui-resources.h"

void
ishi_lesson_step_page_set_text_visible (IshiLessonText *text, gboolean visible)
{
  gtk_widget_set_visible (GTK_WIDGET (text), visible);
  if (!visible)
    ishi_lesson_text_clear (text);
}

/* What the page has just said is scrolled into the text column's view
 * once laid out, the frame after it was said: in a short window (a
 * pupil's room window, its chat under the lesson) an answer's verdict, or
 * Next's note on a task not answered, came under the column's bottom edge
 * and a child saw nothing happen.  Only as far as needed: the text above
 * stays where it was when the words fit under it. */
static gboolean
reveal_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  IshiLessonStepPage *self = ISHI_LESSON_STEP_PAGE (widget);
  GtkWidget *text = GTK_WIDGET (self->revealed);
  GtkWidget *column = text ? gtk_widget_get_parent (text) : NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t r;
  double value, page;

  /* The first tick comes before the frame's layout; the second after it. */
  if (++self->reveal_frames < 2)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  self->revealed = NULL;
  if (column == NULL || self->text_scroller == NULL || !gtk_widget_get_visible (text)
      || !gtk_widget_compute_bounds (text, column, &r))
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->text_scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (r.origin.y + r.size.height > value + page)
    value = r.origin.y + r.size.height - page;
  if (r.origin.y < value)
    value = r.origin.y;
  gtk_adjustment_set_value (adjustment, value);
  return G_SOURCE_REMOVE;
}

void
ishi_lesson_step_page_reveal (IshiLessonStepPage *self, IshiLessonText *text)
{
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;
  self->revealed = text;
  self->reveal_frames = 0;
  if (text == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (text), TRUE);
  self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick_cb, NULL, NULL);
}

void
ishi_lesson_step_page_say (IshiLessonStepPage *self, IshiLessonText *text, IshiLessonWord word,
                           const char *const *args, const char *fallback)
{
  g_autoptr(IshiLessonParagraph) words = ishi_lesson_words (self->lesson, word, args);

  if (words != NULL)
    ishi_lesson_text_add_paragraph (text, words);
  else
    {
      ishi_lesson_text_begin_paragraph (text);
      ishi_lesson_text_append (text, ISHI_TEXT_RUN_PLAIN, fallback, NULL);
    }
}

/* The grade whose kanji the reader knows: hers, when a parent set it, or
 * the lesson's readers'; 0 for a grown-up or a lesson with no grade. */
int
ishi_lesson_step_page_reader_grade (IshiLessonStepPage *self)
{
  const IshiLesson *lesson = self->lesson;

  if (lesson == NULL || lesson->reader_grade == ISHI_LESSON_GRADE_ADULT)
    return 0;
  if (lesson->reader_grade >= 1 && lesson->reader_grade <= 6)
    return lesson->reader_grade;
  return lesson->grade >= 1 && lesson->grade <= 6 ? lesson->grade : 0;
}

void
ishi_lesson_step_page_label_button (IshiLessonStepPage *self, GtkWidget *button, const char *mnemonic)
{
  ishi_lesson_text_label_button (button, mnemonic, ishi_lesson_step_page_reader_grade (self));
}

void
ishi_lesson_step_page_set_feedback_class (IshiLessonStepPage *self, const char *css_class)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "right");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "wrong");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "note");
  if (css_class)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), css_class);
}

const IshiLessonTask *
ishi_lesson_step_page_task (IshiLessonStepPage *self)
{
  return self->state ? ishi_step_state_get_task (self->state) : NULL;
}

gboolean
ishi_lesson_step_page_sequence_over (IshiLessonStepPage *self)
{
  return self->state == NULL || ishi_step_state_sequence_over (self->state);
}

gboolean
ishi_lesson_step_page_takes_answers (IshiLessonStepPage *self)
{
  return self->state != NULL && ishi_step_state_takes_answers (self->state);
}

void
ishi_lesson_step_page_note_progress (IshiLessonStepPage *self, IshiLessonSolved solved)
{
  if (self->progress != NULL)
    ishi_lesson_progress_note (self->progress, self->lesson->id, self->step, solved);
}

void
ishi_lesson_step_page_update_board (IshiLessonStepPage *self)
{
  g_autoptr(IshiBoardModel) model = ishi_step_state_build_model (self->state);

  /* A forbidden point is a lesson's point: its ✕ is seen across a room. */
  model->bold_marks = TRUE;
  ishi_board_view_set_model (self->board, model);
}

/* What a screen reader says as the step turns.  The clicker's keys leave
 * the focus on Next (ishi_lesson_step_page_focus), and Orca reads the
 * focused button's description again whenever it changes: so Next carries
 * the step, "3 / 12", its title, its text and whatever the learner is
 * told on it (the move played, the ishi_lesson_step_page_task, the verdict, the hint, the end). */
static void
describe_step (IshiLessonStepPage *self)
{
  g_autoptr(GString) spoken = g_string_new (self->counter_text);
  IshiLessonText *parts[] = { self->text, self->move_text, self->prompt, self->feedback, self->hint, self->closing };

  if (gtk_widget_get_visible (GTK_WIDGET (self->step_title)))
    g_string_append_printf (spoken, "\n%s", ishi_lesson_text_get_text (self->step_title));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (gtk_widget_get_visible (GTK_WIDGET (parts[i])) && *ishi_lesson_text_get_text (parts[i]) != '\0')
      g_string_append_printf (spoken, "\n%s", ishi_lesson_text_get_text (parts[i]));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  spoken->str, -1);
}

/* The lesson's last words, true to what was done: "Well done!" when
 * every task is solved (or there is none), else how many were (it said
 * 「よくがんばりました！」 after 4 of 7, issue 77). */
static void
say_closing (IshiLessonStepPage *self)
{
  guint tasks = 0, solved = 0;
  g_autofree char *n_tasks = NULL, *n_solved = NULL, *text = NULL;

  if (self->progress)
    ishi_lesson_progress_count_tasks (self->progress, self->lesson, &tasks, &solved);
  if (solved >= tasks)
    {
      ishi_lesson_step_page_say (self, self->closing, ISHI_LESSON_WORD_END, NULL,
                                 _("This is the end of the lesson. Well done!"));
      return;
    }
  n_tasks = g_strdup_printf ("%u", tasks);
  n_solved = g_strdup_printf ("%u", solved);
  /* Translators: the end of a lesson whose tasks are not all solved:
   * "… You solved 4 of its 7 tasks: …" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "This is the end of the lesson. You solved %u of its %u task: "
                                       "the others are waiting in the list of steps.",
                                       "This is the end of the lesson. You solved %u of its %u tasks: "
                                       "the others are waiting in the list of steps.", tasks),
                          solved, tasks);
  ishi_lesson_step_page_say (self, self->closing, ISHI_LESSON_WORD_END_PARTLY,
                             (const char *const[]) { n_tasks, n_solved, NULL }, text);
}

void
ishi_lesson_step_page_update_controls (IshiLessonStepPage *self)
{
  guint n_steps = self->lesson ? self->lesson->steps->len : 0;
  gboolean has_task = ishi_lesson_step_page_task (self) != NULL;
  guint done = self->state ? ishi_step_state_get_sequence_done (self->state) : 0;
  gboolean at_end, closing;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "step.next",
                                 self->lesson && (!ishi_lesson_step_page_sequence_over (self) || self->step + 1 < n_steps));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "step.previous",
                                 self->lesson && (done > 0 || self->step > 0));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "step.hint",
                                 ishi_lesson_step_page_takes_answers (self) && ishi_step_state_get_hint_level (self->state) < 2
                                 && ishi_step_state_has_hint (self->state));
  gtk_widget_set_visible (self->hint_button, has_task);

  /* The last step, its moves played, ends the lesson with a closing line
   * (once its ishi_lesson_step_page_task, if any, is answered), and Next becomes the way back
   * to the list (not a greyed-out Next). */
  at_end = self->lesson != NULL && self->step + 1 == n_steps && ishi_lesson_step_page_sequence_over (self);
  closing = at_end && !ishi_lesson_step_page_takes_answers (self);
  if (closing != gtk_widget_get_visible (GTK_WIDGET (self->closing)))
    {
      ishi_lesson_text_clear (self->closing);
      if (closing)
        say_closing (self);
      gtk_widget_set_visible (GTK_WIDGET (self->closing), closing);
    }
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->next_button),
                                  at_end ? "step.finish" : "step.next");
  ishi_lesson_step_page_label_button (self, self->next_button, at_end ? _("_All Lessons") : _("_Next"));
  ishi_lesson_step_page_label_button (self, self->try_button, _("_Try It on a Board"));
  ishi_lesson_step_page_label_button (self, self->previous_button, _("_Previous"));
  /* Set only when it changes: GTK makes a tooltip the button's
   * description, and Orca said the tooltip again at every step instead of
   * the step (describe_step). */
  {
    const char *tip = at_end ? _("Back to the list of lessons") : _("Next step (→, Page Down or Space)");

    if (g_strcmp0 (gtk_widget_get_tooltip_text (self->next_button), tip) != 0)
      gtk_widget_set_tooltip_text (self->next_button, tip);
  }

  /* A task is answered on the board: only then does it take clicks and
   * the keyboard focus. */
  gtk_widget_set_focusable (GTK_WIDGET (self->board), ishi_lesson_step_page_takes_answers (self));

  g_free (self->counter_text);
  /* Translators: the step counter, "12 / 34" */
  self->counter_text = self->lesson ? g_strdup_printf (_("%u / %u"), self->step + 1, n_steps)
                                    : g_strdup ("");
  gtk_label_set_text (self->counter, self->counter_text);
  gtk_label_set_text (self->projector_counter, self->counter_text);
  describe_step (self);
}
