/* ishi-lesson-step-page.c — see ishi-lesson-step-page.h.
 *
 * The page shows the step's IshiStepState (ishi-lesson-step.c: the position
 * as it stands, from the core, and where the task is) and puts the step's
 * texts around it.  Every answer is judged by the core
 * (ishi_lesson_task_judge, through the step state): the page knows no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-progress.h"
#include "ishi-lesson-step-page-private.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-type-size.h"
#include "ishi-ui-resources.h"

G_DEFINE_FINAL_TYPE (IshiLessonStepPage, ishi_lesson_step_page, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_STEP, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* Shows the task's prompt once the sequence (if any) is over. */
static void
show_task_prompt (IshiLessonStepPage *self)
{
  if (ishi_lesson_step_page_task (self) == NULL || !ishi_lesson_step_page_sequence_over (self))
    {
      ishi_lesson_step_page_set_text_visible (self->prompt, FALSE);
      return;
    }
  ishi_lesson_text_clear (self->prompt);
  ishi_lesson_text_add_paragraph (self->prompt, ishi_lesson_step_page_task (self)->prompt);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt), TRUE);
}

/* A puzzle move's judging is dropped with the step it was made on. */
static void
stop_judging (IshiLessonStepPage *self)
{
  if (self->judging)
    g_cancellable_cancel (self->judging);
  g_clear_object (&self->judging);
}

static void
show_step (IshiLessonStepPage *self)
{
  g_autoptr(GError) error = NULL;
  const IshiLessonStep *step;

  stop_judging (self);
  self->wrong_answers = 0;
  self->tried = FALSE;
  self->told_unanswered = FALSE;
  g_clear_pointer (&self->state, ishi_step_state_free);
  ishi_lesson_text_clear (self->text);
  ishi_lesson_step_page_set_text_visible (self->move_text, FALSE);
  ishi_lesson_step_page_set_text_visible (self->feedback, FALSE);
  ishi_lesson_step_page_set_text_visible (self->hint, FALSE);
  ishi_lesson_step_page_set_text_visible (self->prompt, FALSE);
  if (self->lesson == NULL)
    {
      ishi_lesson_step_page_update_controls (self);
      return;
    }

  step = g_ptr_array_index (self->lesson->steps, self->step);
  ishi_lesson_step_list_set_lesson (self->step_list, self->lesson, self->step);
  self->state = ishi_step_state_new (self->lesson, self->step, &error);
  /* The titles with their ruby, as the lesson writes them. */
  ishi_lesson_text_clear (self->lesson_title);
  ishi_lesson_text_add_paragraph (self->lesson_title, self->lesson->title_runs);
  ishi_lesson_text_clear (self->step_title);
  ishi_lesson_text_add_paragraph (self->step_title, step->title_runs);
  gtk_widget_set_visible (GTK_WIDGET (self->step_title), step->title != NULL && *step->title != '\0');

  if (self->state == NULL)
    {
      /* The loader read the file, but the rules refuse its diagram
       * (ishi-tool lessons check says so too): say so instead of showing a
       * wrong position. */
      g_autoptr(IshiBoardModel) empty = ishi_board_model_new (step->diagram.size);

      ishi_lesson_text_set_plain (self->text, error->message);
      ishi_board_view_set_model (self->board, empty);
      ishi_lesson_step_page_update_controls (self);
      return;
    }
  ishi_lesson_text_add_paragraphs (self->text, step->text);
  show_task_prompt (self);
  {
    g_autofree char *label = ishi_step_state_describe_board (self->state);

    ishi_board_view_set_label (self->board, label);
  }
  ishi_lesson_step_page_update_board (self);
  {
    /* The keyboard cursor, kept from the last step (the centre of a new
     * board), does not wait on an answer. */
    IshiPoint cursor = ishi_board_view_get_cursor (self->board);
    IshiPoint away = ishi_step_state_away_from_answers (self->state, cursor);

    if (away.x != cursor.x || away.y != cursor.y)
      ishi_board_view_set_cursor (self->board, away.x, away.y);
  }
  ishi_lesson_step_page_update_controls (self);
  ishi_lesson_step_page_note_progress (self, ISHI_LESSON_NOT_SOLVED);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/* Plays the sequence's next move, with its text. */
static void
play_sequence (IshiLessonStepPage *self)
{
  g_autoptr(GError) error = NULL;
  const IshiLessonMove *move;

  if (!ishi_step_state_play_sequence (self->state, &error))
    {
      ishi_lesson_text_set_plain (self->move_text, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->move_text), TRUE);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  move = g_ptr_array_index (ishi_step_state_get_step (self->state)->sequence,
                            ishi_step_state_get_sequence_done (self->state) - 1);
  ishi_lesson_text_clear (self->move_text);
  ishi_lesson_text_add_paragraphs (self->move_text, move->text);
  /* A pass changes nothing on the board: said, when the lesson says
   * nothing over it (issue 65 item 18: ten silent passes in a replay). */
  if ((move->text == NULL || move->text->len == 0) && move->point.x < 0)
    {
      if (move->color == ISHI_BLACK)
        ishi_lesson_step_page_say (self, self->move_text, ISHI_LESSON_WORD_BLACK_PASSES, NULL, _("Black passes."));
      else
        ishi_lesson_step_page_say (self, self->move_text, ISHI_LESSON_WORD_WHITE_PASSES, NULL, _("White passes."));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->move_text), *ishi_lesson_text_get_text (self->move_text) != '\0');
  show_task_prompt (self);
  ishi_lesson_step_page_update_board (self);
  ishi_lesson_step_page_update_controls (self);
}

void
ishi_lesson_step_page_next (IshiLessonStepPage *self)
{
  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  if (self->lesson == NULL)
    return;
  /* A sequence is played one move at a time before the step changes. */
  if (!ishi_lesson_step_page_sequence_over (self))
    play_sequence (self);
  /* A task not answered yet: said once, and the next Next goes on (→
   * passed it without a word, issue 77).  A wrong answer, or a puzzle's
   * first move, was an answer: its words are there, and the list of
   * steps keeps the task unsolved. */
  else if (ishi_lesson_step_page_takes_answers (self) && !self->tried && !self->told_unanswered)
    {
      self->told_unanswered = TRUE;
      ishi_lesson_text_clear (self->feedback);
      ishi_lesson_step_page_set_feedback_class (self, "note");
      ishi_lesson_step_page_say (self, self->feedback, ISHI_LESSON_WORD_UNANSWERED, NULL,
                                 self->step + 1 < self->lesson->steps->len
                                 ? _("This task is not answered yet. To go on without answering, press Next again.")
                                 : _("This task is not answered yet."));
      ishi_lesson_step_page_set_text_visible (self->feedback, TRUE);
      ishi_lesson_step_page_reveal (self, self->feedback);
      ishi_lesson_step_page_update_controls (self);
    }
  else if (self->step + 1 < self->lesson->steps->len)
    {
      self->step++;
      show_step (self);
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

void
ishi_lesson_step_page_previous (IshiLessonStepPage *self)
{
  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  if (self->lesson == NULL)
    return;
  /* Back through the sequence first, the way Next came. */
  if (self->state != NULL && ishi_step_state_get_sequence_done (self->state) > 0)
    {
      guint done = ishi_step_state_get_sequence_done (self->state) - 1;

      show_step (self);
      for (guint i = 0; i < done; i++)
        play_sequence (self);
      return;
    }
  if (self->step > 0)
    {
      self->step--;
      show_step (self);
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* --- the type's size: ishi-lesson-type-size.c ----------------------------------- */

static void
ishi_lesson_step_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiLessonStepPage *self = ISHI_LESSON_STEP_PAGE (widget);

  ishi_lesson_type_size_set_page (&self->type_size, self->projector, width, height);
  gtk_widget_allocate (self->overlay, width, height, baseline, NULL);
  gtk_popover_present (GTK_POPOVER (self->step_list));
  ishi_lesson_type_size_check (&self->type_size);
}

static void
ishi_lesson_step_page_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (ISHI_LESSON_STEP_PAGE (widget)->overlay, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

void
ishi_lesson_step_page_set_projector (IshiLessonStepPage *self, gboolean projector)
{
  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  self->projector = !!projector;
  gtk_widget_set_visible (self->top_bar, !projector);
  gtk_widget_set_visible (self->bottom_bar, !projector);
  gtk_widget_set_visible (GTK_WIDGET (self->projector_counter), projector);
  /* The buttons that held the focus are hidden: no focus box is left on
   * the board or anywhere on the projected page. */
  if (projector)
    ishi_lesson_step_page_focus (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* --- public ---------------------------------------------------------------------- */

void
ishi_lesson_step_page_show (IshiLessonStepPage *self, const IshiLesson *lesson, guint step,
                            IshiLessonProgress *progress)
{
  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));
  g_return_if_fail (lesson == NULL || step < lesson->steps->len);

  self->lesson = lesson;
  self->step = step;
  g_set_object (&self->progress, progress);
  show_step (self);
}

gboolean
ishi_lesson_step_page_go_to (IshiLessonStepPage *self, guint step)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), FALSE);

  if (self->lesson == NULL || step >= self->lesson->steps->len)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  self->step = step;
  show_step (self);
  return TRUE;
}

void
ishi_lesson_step_page_show_step_list (IshiLessonStepPage *self, const char *typed)
{
  GtkWidget *counter;
  graphene_rect_t bounds;

  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  if (self->lesson == NULL)
    return;
  /* Pointing at the counter that is shown: the bottom bar's, or in
   * projector mode the one in the corner. */
  counter = self->projector ? GTK_WIDGET (self->projector_counter) : self->counter_button;
  if (gtk_widget_compute_bounds (counter, GTK_WIDGET (self), &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->step_list),
                                 &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                   MAX (1, (int) bounds.size.width),
                                                   MAX (1, (int) bounds.size.height) });
  ishi_lesson_step_list_popup (self->step_list, typed);
}

gboolean
ishi_lesson_step_page_go_to_key (IshiLessonStepPage *self, guint keyval)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), FALSE);

  if (self->lesson == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      ishi_lesson_step_page_go_to (self, 0);
      return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      ishi_lesson_step_page_go_to (self, self->lesson->steps->len - 1);
      return TRUE;
    default:
      break;
    }
  if (c >= '0' && c <= '9')
    {
      char typed[2] = { (char) c, '\0' };

      ishi_lesson_step_page_show_step_list (self, typed);
      return TRUE;
    }
  return FALSE;
}

static void
step_chosen_cb (IshiLessonStepList *list, guint step, IshiLessonStepPage *self)
{
  if (ishi_lesson_step_page_go_to (self, step))
    ishi_lesson_step_page_focus (self);
}

guint
ishi_lesson_step_page_get_step (IshiLessonStepPage *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), 0);

  return self->step;
}

IshiMatch *
ishi_lesson_step_page_new_match (IshiLessonStepPage *self, GError **error)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), NULL);

  if (self->state == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No step is shown."));
      return NULL;
    }
  return ishi_step_state_new_match (self->state, error);
}

IshiBoardView *
ishi_lesson_step_page_get_board (IshiLessonStepPage *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), NULL);

  return self->board;
}

gboolean
ishi_lesson_step_page_board_wants_keys (IshiLessonStepPage *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), FALSE);

  return gtk_widget_get_focusable (GTK_WIDGET (self->board));
}

const char *
ishi_lesson_step_page_get_text (IshiLessonStepPage *self, const char *which)
{
  IshiLessonText *text = NULL;

  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), NULL);

  if (g_strcmp0 (which, "text") == 0)
    text = self->text;
  else if (g_strcmp0 (which, "move") == 0)
    text = self->move_text;
  else if (g_strcmp0 (which, "prompt") == 0)
    text = self->prompt;
  else if (g_strcmp0 (which, "feedback") == 0)
    text = self->feedback;
  else if (g_strcmp0 (which, "hint") == 0)
    text = self->hint;
  else if (g_strcmp0 (which, "closing") == 0)
    text = self->closing;
  g_return_val_if_fail (text != NULL, NULL);

  return gtk_widget_get_visible (GTK_WIDGET (text)) ? ishi_lesson_text_get_text (text) : "";
}

const char *
ishi_lesson_step_page_get_counter (IshiLessonStepPage *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), NULL);

  return self->counter_text ? self->counter_text : "";
}

void
ishi_lesson_step_page_focus (IshiLessonStepPage *self)
{
  g_return_if_fail (ISHI_IS_LESSON_STEP_PAGE (self));

  /* Never the board: its keys (the arrows, Space) are the clicker's until
   * the learner chooses the keyboard (Tab, or Enter:
   * ishi_lesson_step_page_choose_board).  In projector mode the buttons
   * are hidden: no focus at all, so no focus box is drawn anywhere. */
  if (gtk_widget_is_visible (self->next_button))
    gtk_widget_grab_focus (self->next_button);
  else if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (self)), NULL);
}

gboolean
ishi_lesson_step_page_choose_board (IshiLessonStepPage *self)
{
  GtkRoot *root;

  g_return_val_if_fail (ISHI_IS_LESSON_STEP_PAGE (self), FALSE);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (!gtk_widget_get_focusable (GTK_WIDGET (self->board)) || !gtk_widget_is_visible (GTK_WIDGET (self->board)))
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* The keyboard cursor is drawn for a visible focus, as after Tab. */
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return TRUE;
}

/* --- GObject ------------------------------------------------------------------------ */

static void
action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  IshiLessonStepPage *self = ISHI_LESSON_STEP_PAGE (widget);

  if (strcmp (name, "step.next") == 0)
    ishi_lesson_step_page_next (self);
  else if (strcmp (name, "step.previous") == 0)
    ishi_lesson_step_page_previous (self);
  else if (strcmp (name, "step.hint") == 0)
    ishi_lesson_step_page_hint (self);
  else if (strcmp (name, "step.finish") == 0)
    gtk_widget_activate_action (widget, "lesson.show-list", NULL);
  else if (strcmp (name, "step.list") == 0)
    ishi_lesson_step_page_show_step_list (self, NULL);
}

static void
ishi_lesson_step_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiLessonStepPage *self = ISHI_LESSON_STEP_PAGE (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_lesson_step_page_dispose (GObject *object)
{
  IshiLessonStepPage *self = ISHI_LESSON_STEP_PAGE (object);

  ishi_lesson_type_size_clear (&self->type_size);
  ishi_lesson_step_page_reveal (self, NULL);
  stop_judging (self);
  if (self->step_list != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->step_list));
      self->step_list = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), ISHI_TYPE_LESSON_STEP_PAGE);
  g_clear_pointer (&self->state, ishi_step_state_free);
  self->lesson = NULL;
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (ishi_lesson_step_page_parent_class)->dispose (object);
}

static void
ishi_lesson_step_page_finalize (GObject *object)
{
  g_free (ISHI_LESSON_STEP_PAGE (object)->counter_text);
  G_OBJECT_CLASS (ishi_lesson_step_page_parent_class)->finalize (object);
}

static void
ishi_lesson_step_page_class_init (IshiLessonStepPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ishi_lesson_step_page_get_property;
  object_class->dispose = ishi_lesson_step_page_dispose;
  object_class->finalize = ishi_lesson_step_page_finalize;
  widget_class->measure = ishi_lesson_step_page_measure;
  widget_class->size_allocate = ishi_lesson_step_page_size_allocate;

  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* "answered" (right, first try, a hint asked for): the task was
   * answered, right or wrong (a class collects it). */
  g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 3, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN);

  g_type_ensure (ISHI_TYPE_BOARD_VIEW);
  g_type_ensure (ISHI_TYPE_LESSON_TEXT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/ishi-lesson-step-page.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, overlay);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, top_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, bottom_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, board);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, text_scroller);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, lesson_title);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, step_title);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, text);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, move_text);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, prompt);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, feedback);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, hint);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, closing);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, counter);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, counter_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, projector_counter);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, try_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonStepPage, previous_button);

  gtk_widget_class_install_action (widget_class, "step.next", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "step.previous", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "step.hint", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "step.finish", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "step.list", NULL, action_cb);
}

static void
ishi_lesson_step_page_init (IshiLessonStepPage *self)
{
  (void) ishi_ui_get_resource ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->type_size = (IshiLessonTypeSize) {
    .scroller = self->text_scroller,
    .counter = GTK_WIDGET (self->projector_counter),
    .title = self->step_title,
    .texts = { self->text, self->move_text, self->prompt, self->feedback, self->hint, self->closing },
  };
  /* A click places a stone and leaves the focus where it was: the
   * clicker's keys (← → Space) keep turning the steps. */
  gtk_widget_set_focus_on_click (GTK_WIDGET (self->board), FALSE);
  g_signal_connect (self->board, "point-activated", G_CALLBACK (ishi_lesson_step_page_point_activated_cb), self);
  self->step_list = ISHI_LESSON_STEP_LIST (ishi_lesson_step_list_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->step_list), GTK_WIDGET (self));
  g_signal_connect (self->step_list, "step-chosen", G_CALLBACK (step_chosen_cb), self);
  ishi_lesson_step_page_update_controls (self);
}
