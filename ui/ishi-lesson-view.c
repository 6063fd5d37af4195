/* ishi-lesson-view.c — the Lessons page.
 *
 * The page keeps the lesson shown, the step, and a small state of the step:
 * the position as it stands (the diagram replayed through the rules, then
 * the sequence moves played so far, then the learner's answer and the
 * reply), how far the sequence has gone, and where the task is (waiting,
 * answered wrong, solved) and how much of the hint was asked for.  Every
 * move goes through the game's IshiRules and every answer through the
 * lesson checker's judge (ishi-lesson.h): the page itself knows no rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-view.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-step.h"
#include "ishi-match.h"
#include "ishi-ruleset.h"
#include "ishi-ui-resources.h"

#define SETTINGS_SCHEMA APP_ID
#define PROGRESS_KEY "lesson-progress"

typedef enum {
  TASK_NONE = 0,      /* the step has no task, or its sequence is not over */
  TASK_WAITING,       /* the learner is to play */
  TASK_WRONG,         /* the last answer was wrong; another try is welcome */
  TASK_SOLVED,
} TaskState;

struct _IshiLessonView {
  GtkWidget parent_instance;

  /* template children */
  GtkStack *stack;
  GtkWidget *list_box;
  GtkWidget *step_page;
  GtkWidget *top_bar;
  GtkWidget *bottom_bar;
  GtkWidget *content;
  IshiBoardView *board;
  GtkWidget *text_scroller;
  GtkLabel *lesson_title;
  GtkLabel *step_title;
  IshiLessonText *text;
  IshiLessonText *move_text;
  IshiLessonText *prompt;
  IshiLessonText *feedback;
  IshiLessonText *hint;
  GtkLabel *counter;
  GtkLabel *projector_counter;
  GtkWidget *hint_button;
  GtkWidget *next_button;

  GSettings *settings;
  char **dirs;              /* where lessons are read from; NULL: the usual places */
  IshiLessonShelf *shelf;

  /* The lesson and step shown; lesson NULL while the list is shown. */
  IshiLessonDoc *lesson;
  guint step;
  IshiStepState *state;     /* the position and what has happened in it */
  guint sequence_done;      /* sequence moves played */
  TaskState task_state;
  guint hint_level;         /* 0 nothing, 1 the hint text, 2 the answer marked */
  IshiPoint wrong_point;    /* the last wrong answer, marked on the board */
  IshiPoint forbidden_point;/* a forbidden point found as the answer, marked */

  GtkEventController *keys;  /* on the window (keys_root) while the page is in one */
  GtkWidget *keys_root;
  gboolean projector;
  double font_px;           /* projector mode: the size of the type; 0 otherwise */
  int text_width;
  guint sizes_id;
  GtkWidget *hidden_titlebar;  /* the window's title bar, hidden in projector mode */
  char *counter_text;
};

G_DEFINE_FINAL_TYPE (IshiLessonView, ishi_lesson_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PROJECTOR,
  PROP_LESSON_ID,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  OPEN_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void show_step (IshiLessonView *self);

/* ------------------------------------------------------------------------ */
/* Progress, kept in GSettings: lesson id → (step to resume at, steps seen,  */
/* the steps whose task was solved)                                         */
/* ------------------------------------------------------------------------ */

typedef struct {
  guint resume;
  guint seen;
  GArray *solved;           /* of guint, sorted */
} Progress;

static void
progress_clear (Progress *progress)
{
  g_clear_pointer (&progress->solved, g_array_unref);
}

static void
progress_read (IshiLessonView *self, const char *id, Progress *progress)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, PROGRESS_KEY);
  g_autoptr(GVariant) entry = NULL;

  progress->resume = 0;
  progress->seen = 0;
  progress->solved = g_array_new (FALSE, FALSE, sizeof (guint));

  entry = g_variant_lookup_value (all, id, G_VARIANT_TYPE ("(uuau)"));
  if (entry != NULL)
    {
      g_autoptr(GVariant) solved = NULL;
      gsize n;
      const guint32 *steps;

      g_variant_get (entry, "(uu@au)", &progress->resume, &progress->seen, &solved);
      steps = g_variant_get_fixed_array (solved, &n, sizeof (guint32));
      for (gsize i = 0; i < n; i++)
        {
          guint step = steps[i];

          g_array_append_val (progress->solved, step);
        }
    }
}

static void
progress_write (IshiLessonView *self, const char *id, const Progress *progress)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, PROGRESS_KEY);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uuau)}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@(uuau)}", &key, &value))
    {
      if (strcmp (key, id) != 0)
        g_variant_builder_add (&builder, "{s@(uuau)}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (&builder, "{s(uu@au)}", id, progress->resume, progress->seen,
                         g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32,
                                                    progress->solved->data,
                                                    progress->solved->len,
                                                    sizeof (guint32)));
  g_settings_set_value (self->settings, PROGRESS_KEY, g_variant_builder_end (&builder));
}

static gboolean
progress_has_solved (const Progress *progress, guint step)
{
  for (guint i = 0; i < progress->solved->len; i++)
    if (g_array_index (progress->solved, guint, i) == step)
      return TRUE;
  return FALSE;
}

/* The step shown was reached (and, when `solved`, its task solved). */
static void
progress_note (IshiLessonView *self, gboolean solved)
{
  const char *id = ishi_lesson_doc_get_id (self->lesson);
  Progress progress;

  progress_read (self, id, &progress);
  progress.resume = self->step;
  progress.seen = MAX (progress.seen, self->step + 1);
  if (solved && !progress_has_solved (&progress, self->step))
    {
      guint i = 0;

      while (i < progress.solved->len && g_array_index (progress.solved, guint, i) < self->step)
        i++;
      g_array_insert_val (progress.solved, i, self->step);
    }
  progress_write (self, id, &progress);
  progress_clear (&progress);
}

/* "5 / 34 steps · 2 / 12 tasks" */
static char *
progress_describe (IshiLessonView *self, IshiLessonDoc *lesson)
{
  guint n_steps = ishi_lesson_doc_get_n_steps (lesson);
  guint n_tasks = 0, solved = 0;
  Progress progress;
  g_autofree char *steps = NULL;
  char *text;

  progress_read (self, ishi_lesson_doc_get_id (lesson), &progress);
  for (guint i = 0; i < n_steps; i++)
    if (ishi_lesson_doc_step_has_task (lesson, i))
      {
        n_tasks++;
        if (progress_has_solved (&progress, i))
          solved++;
      }
  /* Translators: progress in a lesson: steps seen of all steps */
  steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u / %u step seen", "%u / %u steps seen", n_steps),
                           MIN (progress.seen, n_steps), n_steps);
  if (n_tasks > 0)
    /* Translators: "5 / 34 steps seen · 2 / 12 tasks solved" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u / %u task solved",
                                         "%s · %u / %u tasks solved", n_tasks),
                            steps, solved, n_tasks);
  else
    text = g_steal_pointer (&steps);
  progress_clear (&progress);
  return text;
}

/* ------------------------------------------------------------------------ */
/* The list                                                                  */
/* ------------------------------------------------------------------------ */

static void
row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiLessonView *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "lesson-id");

  if (id != NULL)
    ishi_lesson_view_open_lesson (self, id);
}

static GtkWidget *
list_row (const char *title, const char *description, const char *detail, gboolean error)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *label;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 9);
  gtk_widget_set_margin_bottom (box, 9);

  label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);

  if (description != NULL && *description != '\0')
    {
      label = gtk_label_new (description);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (box), label);
    }
  label = gtk_label_new (detail);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), error);
  gtk_widget_add_css_class (label, error ? "lesson-error" : "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !error);
  return row;
}

static void
fill_list (IshiLessonView *self)
{
  static const struct { const char *game; const char *heading; } games[] = {
    { "go", N_("Pure Go") },
    { "renju", N_("Renju") },
  };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->list_box), child);

  for (gsize g = 0; g < G_N_ELEMENTS (games); g++)
    {
      GtkWidget *heading = gtk_label_new (_(games[g].heading));
      GtkWidget *box = gtk_list_box_new ();
      guint n = 0;

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "lesson-game-heading");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (box, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(games[g].heading), -1);
      g_signal_connect (box, "row-activated", G_CALLBACK (row_activated_cb), self);

      for (guint i = 0; i < ishi_lesson_shelf_get_n_lessons (self->shelf); i++)
        {
          IshiLessonDoc *lesson = ishi_lesson_shelf_get_lesson (self->shelf, i);
          g_autofree char *detail = NULL;
          GtkWidget *row;

          if (strcmp (ishi_lesson_doc_get_game (lesson), games[g].game) != 0)
            continue;
          detail = progress_describe (self, lesson);
          row = list_row (ishi_lesson_doc_get_title (lesson),
                          ishi_lesson_doc_get_description (lesson), detail, FALSE);
          g_object_set_data_full (G_OBJECT (row), "lesson-id",
                                  g_strdup (ishi_lesson_doc_get_id (lesson)), g_free);
          gtk_list_box_append (GTK_LIST_BOX (box), row);
          n++;
        }
      if (n == 0)
        {
          g_object_ref_sink (heading);
          g_object_unref (heading);
          g_object_ref_sink (box);
          g_object_unref (box);
          continue;
        }
      gtk_box_append (GTK_BOX (self->list_box), heading);
      gtk_box_append (GTK_BOX (self->list_box), box);
    }

  /* Files that could not be read: listed with what is wrong, so the
   * teacher who copied them in sees why they are missing. */
  if (ishi_lesson_shelf_get_n_errors (self->shelf) > 0)
    {
      GtkWidget *heading = gtk_label_new (_("Lessons that could not be read"));
      GtkWidget *box = gtk_list_box_new ();

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "lesson-game-heading");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (box, "boxed-list");
      for (guint i = 0; i < ishi_lesson_shelf_get_n_errors (self->shelf); i++)
        {
          g_autofree char *name = NULL;
          const char *message = ishi_lesson_shelf_get_error (self->shelf, i, &name);

          gtk_list_box_append (GTK_LIST_BOX (box), list_row (name, NULL, message, TRUE));
        }
      gtk_box_append (GTK_BOX (self->list_box), heading);
      gtk_box_append (GTK_BOX (self->list_box), box);
    }

  if (gtk_widget_get_first_child (self->list_box) == NULL)
    {
      GtkWidget *label = gtk_label_new (_("No lessons are installed."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (self->list_box), label);
    }
}

char *
ishi_lesson_view_describe_list (IshiLessonView *self)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  for (guint i = 0; i < ishi_lesson_shelf_get_n_lessons (self->shelf); i++)
    {
      IshiLessonDoc *lesson = ishi_lesson_shelf_get_lesson (self->shelf, i);
      g_autofree char *detail = progress_describe (self, lesson);

      g_string_append_printf (out, "%s — %s\n", ishi_lesson_doc_get_title (lesson), detail);
    }
  for (guint i = 0; i < ishi_lesson_shelf_get_n_errors (self->shelf); i++)
    {
      g_autofree char *name = NULL;
      const char *message = ishi_lesson_shelf_get_error (self->shelf, i, &name);

      g_string_append_printf (out, "%s — %s\n", name, message);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ------------------------------------------------------------------------ */
/* One step                                                                  */
/* ------------------------------------------------------------------------ */

static void
set_text_visible (IshiLessonText *text, gboolean visible)
{
  gtk_widget_set_visible (GTK_WIDGET (text), visible);
  if (!visible)
    ishi_lesson_text_clear (text);
}

static void
set_feedback (IshiLessonView *self, const char *css_class)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "right");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "wrong");
  if (css_class)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), css_class);
}

static gboolean
sequence_over (IshiLessonView *self)
{
  return self->sequence_done >= ishi_step_state_get_sequence_length (self->state);
}

/* The board: the step's diagram with the position as it stands, the last
 * wrong answer crossed out, and the answer marked once the hint asked for
 * it. */
static void
update_board (IshiLessonView *self)
{
  g_autoptr(IshiBoardModel) model = ishi_step_state_build_model (self->state);

  if (self->wrong_point.x >= 0)
    {
      IshiBoardPoint *point = ishi_board_model_get_point (model, self->wrong_point.x, self->wrong_point.y);

      if (point)
        point->mark = ISHI_BOARD_MARK_CROSS;
    }
  if (self->forbidden_point.x >= 0)
    {
      IshiBoardPoint *point = ishi_board_model_get_point (model, self->forbidden_point.x,
                                                         self->forbidden_point.y);

      if (point && point->stone == ISHI_EMPTY)
        point->flags |= ISHI_BOARD_FLAG_FORBIDDEN;
    }
  if (self->hint_level >= 2 && self->task_state != TASK_SOLVED)
    {
      g_autoptr(GArray) answers = ishi_step_state_get_answer_points (self->state);

      for (guint i = 0; i < answers->len; i++)
        {
          IshiPoint p = g_array_index (answers, IshiPoint, i);
          IshiBoardPoint *point = ishi_board_model_get_point (model, p.x, p.y);

          if (point)
            {
              point->mark = ISHI_BOARD_MARK_CIRCLE;
              point->flags |= ISHI_BOARD_FLAG_SELECTED;
            }
        }
    }
  ishi_board_view_set_model (self->board, model);
}

static void
update_controls (IshiLessonView *self)
{
  guint n_steps = self->lesson ? ishi_lesson_doc_get_n_steps (self->lesson) : 0;
  gboolean has_task = self->state && ishi_step_state_has_task (self->state);
  gboolean can_next = self->lesson && (!sequence_over (self) || self->step + 1 < n_steps);
  gboolean can_previous = self->lesson && (self->sequence_done > 0 || self->step > 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", can_next);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", can_previous);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.hint",
                                 has_task && sequence_over (self) && self->task_state != TASK_SOLVED
                                 && self->hint_level < 2 && ishi_step_state_has_hint (self->state));
  gtk_widget_set_visible (self->hint_button, has_task);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.try-on-board", self->lesson != NULL);

  /* A task is answered on the board: only then does it take clicks and
   * the keyboard focus. */
  gtk_widget_set_focusable (GTK_WIDGET (self->board),
                            has_task && sequence_over (self) && self->task_state != TASK_SOLVED);

  g_free (self->counter_text);
  /* Translators: the step counter, "12 / 34" */
  self->counter_text = self->lesson ? g_strdup_printf (_("%u / %u"), self->step + 1, n_steps)
                                    : g_strdup ("");
  gtk_label_set_text (self->counter, self->counter_text);
  gtk_label_set_text (self->projector_counter, self->counter_text);
}

/* Shows the task's prompt once the sequence (if any) is over. */
static void
show_task_prompt (IshiLessonView *self)
{
  if (!ishi_step_state_has_task (self->state) || !sequence_over (self))
    {
      set_text_visible (self->prompt, FALSE);
      return;
    }
  ishi_lesson_text_clear (self->prompt);
  ishi_step_state_fill_text (self->state, ISHI_STEP_TEXT_PROMPT, self->prompt);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt), TRUE);
  if (self->task_state == TASK_NONE)
    self->task_state = TASK_WAITING;
}

static void
show_step (IshiLessonView *self)
{
  g_autoptr(GError) error = NULL;
  const char *title;

  g_clear_pointer (&self->state, ishi_step_state_free);
  self->sequence_done = 0;
  self->task_state = TASK_NONE;
  self->hint_level = 0;
  self->wrong_point = (IshiPoint) { -1, -1 };
  self->forbidden_point = (IshiPoint) { -1, -1 };

  self->state = ishi_step_state_new (self->lesson, self->step, &error);
  gtk_label_set_text (self->lesson_title, ishi_lesson_doc_get_title (self->lesson));

  title = ishi_lesson_doc_get_step_title (self->lesson, self->step);
  gtk_label_set_text (self->step_title, title ? title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->step_title), title != NULL && *title != '\0');

  ishi_lesson_text_clear (self->text);
  if (self->state == NULL)
    {
      /* The loader checked the file, but the rules refuse its diagram:
       * say so instead of showing a wrong position. */
      ishi_lesson_text_set_plain (self->text, error->message);
      set_text_visible (self->move_text, FALSE);
      set_text_visible (self->prompt, FALSE);
      set_text_visible (self->feedback, FALSE);
      set_text_visible (self->hint, FALSE);
      ishi_board_view_set_model (self->board, NULL);
      update_controls (self);
      return;
    }
  ishi_step_state_fill_text (self->state, ISHI_STEP_TEXT_BODY, self->text);
  set_text_visible (self->move_text, FALSE);
  set_text_visible (self->feedback, FALSE);
  set_text_visible (self->hint, FALSE);
  show_task_prompt (self);

  {
    g_autofree char *label = ishi_step_state_describe_board (self->state);

    ishi_board_view_set_label (self->board, label);
  }
  update_board (self);
  update_controls (self);
  progress_note (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/* ------------------------------------------------------------------------ */
/* Moving through the lesson                                                 */
/* ------------------------------------------------------------------------ */

static void
next (IshiLessonView *self)
{
  if (self->lesson == NULL || self->state == NULL)
    return;

  /* A sequence is played one move at a time before the step changes. */
  if (!sequence_over (self))
    {
      g_autoptr(GError) error = NULL;

      if (!ishi_step_state_play_sequence (self->state, self->sequence_done, &error))
        {
          ishi_lesson_text_set_plain (self->move_text, error->message);
          gtk_widget_set_visible (GTK_WIDGET (self->move_text), TRUE);
          gtk_widget_error_bell (GTK_WIDGET (self));
          return;
        }
      self->sequence_done++;
      ishi_lesson_text_clear (self->move_text);
      ishi_step_state_fill_sequence_text (self->state, self->sequence_done - 1, self->move_text);
      gtk_widget_set_visible (GTK_WIDGET (self->move_text),
                              *ishi_lesson_text_get_text (self->move_text) != '\0');
      show_task_prompt (self);
      update_board (self);
      update_controls (self);
      return;
    }

  if (self->step + 1 < ishi_lesson_doc_get_n_steps (self->lesson))
    {
      self->step++;
      show_step (self);
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
previous (IshiLessonView *self)
{
  if (self->lesson == NULL)
    return;

  /* Back through the sequence first, the way Next came. */
  if (self->state != NULL && self->sequence_done > 0)
    {
      guint done = self->sequence_done - 1;

      show_step (self);
      for (guint i = 0; i < done; i++)
        next (self);
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

/* ------------------------------------------------------------------------ */
/* The task: the learner clicks the board                                    */
/* ------------------------------------------------------------------------ */

static void
point_activated_cb (IshiBoardView *board, int x, int y, IshiLessonView *self)
{
  g_autofree char *reason = NULL;
  IshiTaskVerdict verdict;

  if (self->state == NULL || !ishi_step_state_has_task (self->state) || !sequence_over (self))
    return;
  if (self->task_state == TASK_SOLVED)
    {
      if (!ishi_step_state_task_stays (self->state))
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          return;
        }
      /* then="stay": another answer is looked for from the same position. */
      self->task_state = TASK_WAITING;
    }

  /* A wrong answer played on the board is taken back before the next try. */
  ishi_step_state_reset_task (self->state);
  self->wrong_point = (IshiPoint) { -1, -1 };
  self->forbidden_point = (IshiPoint) { -1, -1 };

  verdict = ishi_step_state_answer (self->state, x, y, &reason);
  ishi_lesson_text_clear (self->feedback);
  if (verdict == ISHI_TASK_RIGHT)
    {
      self->task_state = TASK_SOLVED;
      set_feedback (self, "right");
      ishi_step_state_fill_text (self->state, ISHI_STEP_TEXT_RIGHT, self->feedback);
      if (*ishi_lesson_text_get_text (self->feedback) == '\0')
        ishi_lesson_text_set_plain (self->feedback, _("Right!"));
      /* A point found because the rules forbid it: they say why, and it is
       * marked as forbidden on the board. */
      if (reason != NULL)
        {
          ishi_lesson_text_begin_paragraph (self->feedback);
          ishi_lesson_text_append (self->feedback, ISHI_TEXT_RUN_PLAIN, reason, NULL);
          self->forbidden_point = (IshiPoint) { x, y };
        }
      set_text_visible (self->hint, FALSE);
      ishi_step_state_play_reply (self->state);
      progress_note (self, TRUE);
    }
  else
    {
      self->task_state = TASK_WRONG;
      set_feedback (self, "wrong");
      /* Why the rules refuse the point comes first (a forbidden point, a
       * suicide), then the teacher's word. */
      if (reason != NULL)
        {
          ishi_lesson_text_begin_paragraph (self->feedback);
          ishi_lesson_text_append (self->feedback, ISHI_TEXT_RUN_PLAIN, reason, NULL);
        }
      ishi_step_state_fill_text (self->state, ISHI_STEP_TEXT_WRONG, self->feedback);
      if (*ishi_lesson_text_get_text (self->feedback) == '\0')
        ishi_lesson_text_set_plain (self->feedback, _("Not quite. Try again."));
      self->wrong_point = (IshiPoint) { x, y };
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->feedback), TRUE);
  update_board (self);
  update_controls (self);
}

static void
hint (IshiLessonView *self)
{
  if (self->state == NULL || !ishi_step_state_has_task (self->state)
      || self->task_state == TASK_SOLVED || !sequence_over (self))
    return;

  if (self->hint_level == 0)
    {
      self->hint_level = 1;
      ishi_lesson_text_clear (self->hint);
      ishi_step_state_fill_text (self->state, ISHI_STEP_TEXT_HINT, self->hint);
      gtk_widget_set_visible (GTK_WIDGET (self->hint), TRUE);
    }
  else if (self->hint_level == 1)
    {
      /* The second press shows the answer on the board. */
      self->hint_level = 2;
      ishi_lesson_text_begin_paragraph (self->hint);
      ishi_lesson_text_append (self->hint, ISHI_TEXT_RUN_PLAIN,
                               _("The answer is marked on the board."), NULL);
      update_board (self);
    }
  update_controls (self);
}

/* ------------------------------------------------------------------------ */
/* Try it on a board                                                         */
/* ------------------------------------------------------------------------ */

static void
try_on_board (IshiLessonView *self)
{
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (self->state == NULL)
    return;
  match = ishi_step_state_new_match (self->state, &error);
  if (match == NULL)
    {
      g_warning ("Could not open the step as a game: %s", error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (self->projector)
    ishi_lesson_view_set_projector (self, FALSE);
  g_signal_emit (self, signals[OPEN_GAME], 0, match);
}

/* ------------------------------------------------------------------------ */
/* Projector mode                                                            */
/* ------------------------------------------------------------------------ */

void
ishi_lesson_view_set_projector (IshiLessonView *self, gboolean projector)
{
  GtkRoot *root;

  g_return_if_fail (ISHI_IS_LESSON_VIEW (self));

  projector = !!projector;
  if (self->projector == projector)
    return;
  self->projector = projector;

  root = gtk_widget_get_root (GTK_WIDGET (self));
  gtk_widget_set_visible (self->top_bar, !projector);
  gtk_widget_set_visible (self->bottom_bar, !projector);
  gtk_widget_set_visible (GTK_WIDGET (self->projector_counter), projector);
  if (projector)
    gtk_widget_add_css_class (GTK_WIDGET (self), "projector");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "projector");

  if (GTK_IS_WINDOW (root))
    {
      if (projector)
        {
          GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (root));

          if (titlebar && gtk_widget_get_visible (titlebar))
            {
              self->hidden_titlebar = titlebar;
              g_object_add_weak_pointer (G_OBJECT (titlebar), (gpointer *) &self->hidden_titlebar);
              gtk_widget_set_visible (titlebar, FALSE);
            }
          gtk_window_fullscreen (GTK_WINDOW (root));
        }
      else
        {
          if (self->hidden_titlebar)
            {
              gtk_widget_set_visible (self->hidden_titlebar, TRUE);
              g_object_remove_weak_pointer (G_OBJECT (self->hidden_titlebar),
                                            (gpointer *) &self->hidden_titlebar);
              self->hidden_titlebar = NULL;
            }
          gtk_window_unfullscreen (GTK_WINDOW (root));
        }
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECTOR]);
}

gboolean
ishi_lesson_view_get_projector (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);

  return self->projector;
}

/* ------------------------------------------------------------------------ */
/* Actions and keys                                                          */
/* ------------------------------------------------------------------------ */

static void
action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (widget);

  if (strcmp (name, "lesson.next") == 0)
    next (self);
  else if (strcmp (name, "lesson.previous") == 0)
    previous (self);
  else if (strcmp (name, "lesson.hint") == 0)
    hint (self);
  else if (strcmp (name, "lesson.try-on-board") == 0)
    try_on_board (self);
  else if (strcmp (name, "lesson.projector") == 0)
    ishi_lesson_view_set_projector (self, !self->projector);
  else if (strcmp (name, "lesson.show-list") == 0)
    ishi_lesson_view_show_list (self);
}

/* Is a step on screen?  Mapped is not enough: a stack keeps the page it
 * leaves mapped while its transition runs, so every stack above the page
 * (the window's pages) must show the way down to it. */
static gboolean
step_on_screen (IshiLessonView *self)
{
  GtkWidget *child = GTK_WIDGET (self);

  if (self->lesson == NULL || !gtk_widget_get_mapped (child)
      || gtk_stack_get_visible_child (self->stack) != self->step_page)
    return FALSE;
  for (GtkWidget *parent = gtk_widget_get_parent (child); parent;
       child = parent, parent = gtk_widget_get_parent (parent))
    if (GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != child)
      return FALSE;
  return TRUE;
}

/* The page's keys act wherever the focus is in the window, but only while
 * a step is on screen.  They are caught by a key controller on the window
 * itself, in the capture phase: before a focused button takes an arrow key
 * to move the focus, and whatever part of the window has the focus (the
 * header bar too).  Only a widget that needs the keys keeps them: the
 * board of a task (its arrows move the cursor, Space plays), a text entry;
 * and Space stays with a focused button, which it presses. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType modifiers, IshiLessonView *self)
{
  GtkWidget *focus;

  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) != 0
      || !step_on_screen (self))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down:
      next (self);
      return TRUE;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up:
      previous (self);
      return TRUE;
    case GDK_KEY_F11:
      ishi_lesson_view_set_projector (self, !self->projector);
      return TRUE;
    case GDK_KEY_Escape:
      if (!self->projector)
        return FALSE;
      ishi_lesson_view_set_projector (self, FALSE);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      break;
    default:
      return FALSE;
    }

  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  if (focus != NULL
      && ((focus == GTK_WIDGET (self->board) && gtk_widget_get_focusable (focus))
          || GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)
          || ((keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
              && (GTK_IS_BUTTON (focus) || GTK_IS_LIST_BOX_ROW (focus)))))
    return FALSE;

  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    previous (self);
  else
    next (self);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Size: in projector mode the type grows with the screen                    */
/* ------------------------------------------------------------------------ */

static void
ishi_lesson_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (widget);

  gtk_widget_measure (GTK_WIDGET (self->stack), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

/* Sizes are changed from an idle, never inside size_allocate: a resize
 * queued while the page is being allocated would be lost. */
static gboolean
apply_sizes_cb (gpointer data)
{
  IshiLessonView *self = data;
  IshiLessonText *texts[] = { self->text, self->move_text, self->prompt, self->feedback, self->hint };

  self->sizes_id = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    ishi_lesson_text_set_font_px (texts[i], self->font_px);
  if (self->font_px > 0)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (self->font_px * 1.2 * PANGO_SCALE)));
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      gtk_label_set_attributes (self->step_title, attrs);
      pango_attr_list_unref (attrs);
    }
  else
    gtk_label_set_attributes (self->step_title, NULL);
  gtk_widget_set_size_request (self->text_scroller, self->text_width, -1);
  gtk_widget_set_margin_end (self->text_scroller, self->font_px > 0 ? (int) (self->font_px / 2) : 0);
  return G_SOURCE_REMOVE;
}

static void
ishi_lesson_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (widget);
  double font_px = 0;
  int text_width;

  if (self->projector)
    {
      /* About 16 lines of text on the screen's height, and never more than
       * about 17 characters across the text column: large enough to read
       * from the back of a classroom.  The board takes the rest. */
      text_width = (int) (width * 0.42);
      font_px = floor (MIN (height / 18.0, text_width / 17.0));
    }
  else
    text_width = CLAMP (width * 2 / 5, 280, 560);

  if (font_px != self->font_px || text_width != self->text_width)
    {
      self->font_px = font_px;
      self->text_width = text_width;
      if (self->sizes_id == 0)
        self->sizes_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_sizes_cb, self, NULL);
    }
  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height, baseline, NULL);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void
ishi_lesson_view_root (GtkWidget *widget)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (widget);
  GdkDisplay *display;

  GTK_WIDGET_CLASS (ishi_lesson_view_parent_class)->root (widget);

  /* The page keeps its own reference: the window may drop its
   * controllers before the page is unrooted. */
  self->keys_root = GTK_WIDGET (gtk_widget_get_root (widget));
  self->keys = g_object_ref_sink (gtk_event_controller_key_new ());
  gtk_event_controller_set_name (self->keys, "ishi-lesson-keys");
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (self->keys_root, self->keys);

  display = gtk_widget_get_display (widget);
  if (g_object_get_data (G_OBJECT (display), "ishi-lesson-view-css") == NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      (void) ishi_ui_get_resource ();
      gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/ui/ishi-lesson-view.css");
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_set_data_full (G_OBJECT (display), "ishi-lesson-view-css",
                              g_steal_pointer (&provider), g_object_unref);
    }
}

static void
ishi_lesson_view_unroot (GtkWidget *widget)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (widget);

  if (self->keys != NULL)
    {
      if (gtk_event_controller_get_widget (self->keys) == self->keys_root)
        gtk_widget_remove_controller (self->keys_root, self->keys);
      g_clear_object (&self->keys);
      self->keys_root = NULL;
    }
  GTK_WIDGET_CLASS (ishi_lesson_view_parent_class)->unroot (widget);
}

static void
ishi_lesson_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROJECTOR:
      g_value_set_boolean (value, self->projector);
      break;
    case PROP_LESSON_ID:
      g_value_set_string (value, ishi_lesson_view_get_lesson_id (self));
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_lesson_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROJECTOR:
      ishi_lesson_view_set_projector (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_lesson_view_dispose (GObject *object)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (object);

  if (self->hidden_titlebar)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->hidden_titlebar),
                                    (gpointer *) &self->hidden_titlebar);
      self->hidden_titlebar = NULL;
    }
  g_clear_handle_id (&self->sizes_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ISHI_TYPE_LESSON_VIEW);
  g_clear_pointer (&self->state, ishi_step_state_free);
  self->lesson = NULL;
  g_clear_pointer (&self->shelf, ishi_lesson_shelf_free);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_lesson_view_parent_class)->dispose (object);
}

static void
ishi_lesson_view_finalize (GObject *object)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (object);

  g_strfreev (self->dirs);
  g_free (self->counter_text);
  G_OBJECT_CLASS (ishi_lesson_view_parent_class)->finalize (object);
}

static void
ishi_lesson_view_class_init (IshiLessonViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ishi_lesson_view_get_property;
  object_class->set_property = ishi_lesson_view_set_property;
  object_class->dispose = ishi_lesson_view_dispose;
  object_class->finalize = ishi_lesson_view_finalize;
  widget_class->root = ishi_lesson_view_root;
  widget_class->unroot = ishi_lesson_view_unroot;
  widget_class->measure = ishi_lesson_view_measure;
  widget_class->size_allocate = ishi_lesson_view_size_allocate;

  properties[PROP_PROJECTOR] =
    g_param_spec_boolean ("projector", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LESSON_ID] =
    g_param_spec_string ("lesson-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[OPEN_GAME] =
    g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, ISHI_TYPE_MATCH);

  g_type_ensure (ISHI_TYPE_BOARD_VIEW);
  g_type_ensure (ISHI_TYPE_LESSON_TEXT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/ishi-lesson-view.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, stack);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, list_box);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, step_page);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, top_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, bottom_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, content);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, board);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, text_scroller);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, lesson_title);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, step_title);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, text);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, move_text);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, prompt);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, feedback);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, hint);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, counter);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, projector_counter);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, next_button);

  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.hint", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.try-on-board", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.projector", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.show-list", NULL, action_cb);

  gtk_widget_class_set_css_name (widget_class, "ishi-lesson-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ishi_lesson_view_init (IshiLessonView *self)
{
  (void) ishi_ui_get_resource ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->wrong_point = (IshiPoint) { -1, -1 };
  self->forbidden_point = (IshiPoint) { -1, -1 };
  g_signal_connect (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);
}

GtkWidget *
ishi_lesson_view_new (GSettings *settings, const char *const *dirs)
{
  IshiLessonView *self = g_object_new (ISHI_TYPE_LESSON_VIEW, NULL);

  self->settings = settings ? g_object_ref (settings) : g_settings_new (SETTINGS_SCHEMA);
  self->dirs = g_strdupv ((char **) dirs);
  ishi_lesson_view_reload (self);
  return GTK_WIDGET (self);
}

void
ishi_lesson_view_reload (IshiLessonView *self)
{
  g_autofree char *id = NULL;

  g_return_if_fail (ISHI_IS_LESSON_VIEW (self));

  id = g_strdup (ishi_lesson_view_get_lesson_id (self));
  g_clear_pointer (&self->state, ishi_step_state_free);
  self->lesson = NULL;
  g_clear_pointer (&self->shelf, ishi_lesson_shelf_free);
  self->shelf = ishi_lesson_shelf_load ((const char *const *) self->dirs);
  fill_list (self);
  if (id == NULL || !ishi_lesson_view_open_lesson (self, id))
    ishi_lesson_view_show_list (self);
}

/* ------------------------------------------------------------------------ */
/* Public                                                                    */
/* ------------------------------------------------------------------------ */

gboolean
ishi_lesson_view_open_lesson (IshiLessonView *self, const char *id)
{
  IshiLessonDoc *lesson;
  Progress progress;

  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  lesson = ishi_lesson_shelf_lookup (self->shelf, id);
  if (lesson == NULL || ishi_lesson_doc_get_n_steps (lesson) == 0)
    return FALSE;

  self->lesson = lesson;
  progress_read (self, id, &progress);
  self->step = MIN (progress.resume, ishi_lesson_doc_get_n_steps (lesson) - 1);
  progress_clear (&progress);
  gtk_stack_set_visible_child_name (self->stack, "step");
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON_ID]);
  if (gtk_widget_get_focusable (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  else
    gtk_widget_grab_focus (self->next_button);
  return TRUE;
}

void
ishi_lesson_view_show_list (IshiLessonView *self)
{
  g_return_if_fail (ISHI_IS_LESSON_VIEW (self));

  if (self->projector)
    ishi_lesson_view_set_projector (self, FALSE);
  g_clear_pointer (&self->state, ishi_step_state_free);
  self->lesson = NULL;
  fill_list (self);   /* the progress shown changed */
  gtk_stack_set_visible_child_name (self->stack, "list");
  update_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON_ID]);
}

const char *
ishi_lesson_view_get_lesson_id (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return self->lesson ? ishi_lesson_doc_get_id (self->lesson) : NULL;
}

guint
ishi_lesson_view_get_step (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), 0);

  return self->step;
}

guint
ishi_lesson_view_get_n_steps (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), 0);

  return self->lesson ? ishi_lesson_doc_get_n_steps (self->lesson) : 0;
}

gboolean
ishi_lesson_view_go_to_step (IshiLessonView *self, guint step)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);

  if (self->lesson == NULL || step >= ishi_lesson_doc_get_n_steps (self->lesson))
    return FALSE;
  self->step = step;
  show_step (self);
  return TRUE;
}

IshiBoardView *
ishi_lesson_view_get_board (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return self->board;
}

const char *
ishi_lesson_view_get_text (IshiLessonView *self, const char *which)
{
  IshiLessonText *text = NULL;

  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

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
  g_return_val_if_fail (text != NULL, NULL);

  return gtk_widget_get_visible (GTK_WIDGET (text)) ? ishi_lesson_text_get_text (text) : "";
}

const char *
ishi_lesson_view_get_counter (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return self->counter_text ? self->counter_text : "";
}
