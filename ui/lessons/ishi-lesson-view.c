/* ishi-lesson-view.c — the Lessons page: a stack of the list of lessons
 * (ishi-lesson-list.c) and the step page (ishi-lesson-step-page.c); the
 * lessons loaded with the core's loader; the keys; projector mode.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-clamp.h"
#include "ishi-lesson-keys.h"
#include "ishi-lesson-list.h"
#include "ishi-lesson-progress.h"
#include "ishi-lesson-step-page.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-view.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson.h"
#include "ishi-ui-resources.h"

#define SETTINGS_SCHEMA APP_ID

struct _IshiLessonView {
  GtkWidget parent_instance;

  /* template children */
  GtkStack *stack;
  GtkWidget *list_box;
  GtkWidget *problems_button;
  GtkWidget *reload_button;
  IshiLessonStepPage *step_page;

  GSettings *settings;
  IshiLessonProgress *progress;  /* in GSettings, or a file when GSettings does not keep it */
  GtkLabel *progress_problem;    /* template child: why it is not kept */
  char **dirs;              /* where lessons are read from */
  IshiLessonSet *set;
  const IshiLesson *lesson; /* the lesson shown; NULL while the list is shown */

  GtkEventController *keys;  /* on the window (keys_root) while the page is in one */
  GtkWidget *keys_root;
  gboolean projector;
  GtkWidget *hidden_titlebar;  /* the window's title bar, hidden in projector mode */
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

static void
open_cb (const char *id, gpointer data)
{
  ishi_lesson_view_open_lesson (ISHI_LESSON_VIEW (data), id);
}

/* Whose kanji the list's own buttons are read for: the child's a parent
 * set (1–6; a grown-up: none), else the youngest readers' of the lessons
 * listed; 0 for none. */
static int
list_grade (IshiLessonView *self)
{
  int grade = g_settings_get_int (self->settings, "reading-grade");
  int youngest = 0;

  if (grade >= 1 && grade <= 6)
    return grade;
  if (grade != 0 || self->set == NULL)
    return 0;
  for (guint i = 0; i < self->set->lessons->len; i++)
    {
      const IshiLesson *lesson = g_ptr_array_index (self->set->lessons, i);

      if (lesson->grade >= 1 && lesson->grade <= 6 && (youngest == 0 || lesson->grade < youngest))
        youngest = lesson->grade;
    }
  return youngest;
}

static void
fill_list (IshiLessonView *self)
{
  int grade = list_grade (self);

  ishi_lesson_list_fill (self->list_box, self->set, self->progress, open_cb, self);
  /* The list's own buttons, read as its lessons are (issue 65 item 15:
   * 問題, 読み直す for a first-year) */
  ishi_lesson_text_label_button (self->problems_button, _("_Problems…"), grade);
  ishi_lesson_text_label_button (self->reload_button, _("_Reload Lessons"), grade);
}

char *
ishi_lesson_view_describe_list (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return ishi_lesson_list_describe (self->set, self->progress);
}

static void
update_actions (IshiLessonView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.try-on-board", self->lesson != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.projector", self->lesson != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.reset-progress", self->lesson != NULL);
}

/* ------------------------------------------------------------------------ */
/* Try it on a board                                                         */
/* ------------------------------------------------------------------------ */

static void
try_on_board (IshiLessonView *self)
{
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (self->lesson == NULL)
    return;
  match = ishi_lesson_step_page_new_match (self->step_page, &error);
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
  ishi_lesson_step_page_set_projector (self->step_page, projector);
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
    ishi_lesson_step_page_next (self->step_page);
  else if (strcmp (name, "lesson.previous") == 0)
    ishi_lesson_step_page_previous (self->step_page);
  else if (strcmp (name, "lesson.hint") == 0)
    ishi_lesson_step_page_hint (self->step_page);
  else if (strcmp (name, "lesson.try-on-board") == 0)
    try_on_board (self);
  else if (strcmp (name, "lesson.projector") == 0)
    ishi_lesson_view_set_projector (self, !self->projector);
  else if (strcmp (name, "lesson.show-list") == 0)
    ishi_lesson_view_show_list (self);
  else if (strcmp (name, "lesson.reload") == 0)
    ishi_lesson_view_reload (self);
  else if (strcmp (name, "lesson.reset-progress") == 0 && self->lesson != NULL)
    {
      /* The lesson from its first step, as if never opened: for the next
       * child at the same computer, or a class starting over. */
      ishi_lesson_progress_reset (self->progress, self->lesson->id);
      ishi_lesson_step_page_show (self->step_page, self->lesson, 0, self->progress);
      ishi_lesson_step_page_focus (self->step_page);
    }
}

/* The page's keys (ishi-lesson-keys.h), while a step is on screen. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType modifiers, IshiLessonView *self)
{
  if (self->lesson == NULL || gtk_stack_get_visible_child (self->stack) != GTK_WIDGET (self->step_page))
    return FALSE;
  switch (ishi_lesson_keys_press (self->step_page, self->projector, keyval, modifiers))
    {
    case ISHI_LESSON_KEY_DONE:
      return TRUE;
    case ISHI_LESSON_KEY_PROJECTOR:
      ishi_lesson_view_set_projector (self, !self->projector);
      return TRUE;
    case ISHI_LESSON_KEY_LEAVE_PROJECTOR:
      ishi_lesson_view_set_projector (self, FALSE);
      return TRUE;
    case ISHI_LESSON_KEY_NONE:
    default:
      return FALSE;
    }
}

static void
answered_cb (IshiLessonStepPage *page, gboolean right, gboolean first_try, gboolean hinted,
             IshiLessonView *self)
{
  const char *id = ishi_lesson_view_get_lesson_id (self);

  if (id)
    g_signal_emit_by_name (self, "answered", id, ishi_lesson_step_page_get_step (page), right, first_try,
                           hinted);
}

static void
step_changed_cb (IshiLessonView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
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
      g_value_set_uint (value, ishi_lesson_step_page_get_step (self->step_page));
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
  gtk_widget_dispose_template (GTK_WIDGET (self), ISHI_TYPE_LESSON_VIEW);
  {
    GtkWidget *child;

    /* the template's box, unnamed (GTK 4.8 leaves it) */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }
  self->lesson = NULL;
  g_clear_pointer (&self->set, ishi_lesson_set_free);
  g_clear_object (&self->settings);
  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (ishi_lesson_view_parent_class)->dispose (object);
}

static void
ishi_lesson_view_finalize (GObject *object)
{
  IshiLessonView *self = ISHI_LESSON_VIEW (object);

  g_strfreev (self->dirs);
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
  g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 5, G_TYPE_STRING, G_TYPE_UINT, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN,
                G_TYPE_BOOLEAN);

  g_type_ensure (ISHI_TYPE_LESSON_STEP_PAGE);
  g_type_ensure (ISHI_TYPE_LESSON_CLAMP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/ishi-lesson-view.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, stack);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, list_box);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, problems_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, reload_button);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, step_page);
  gtk_widget_class_bind_template_child (widget_class, IshiLessonView, progress_problem);

  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.hint", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.try-on-board", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.projector", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.show-list", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.reload", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "lesson.reset-progress", NULL, action_cb);

  gtk_widget_class_set_css_name (widget_class, "ishi-lesson-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ishi_lesson_view_init (IshiLessonView *self)
{
  (void) ishi_ui_get_resource ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), gtk_bin_layout_new ());
  g_signal_connect_swapped (self->step_page, "notify::step", G_CALLBACK (step_changed_cb), self);
  g_signal_connect (self->step_page, "answered", G_CALLBACK (answered_cb), self);
  update_actions (self);
}

/* Progress that cannot be kept is said on the page, not only on a
 * terminal no teacher sees. */
static void
progress_problem_cb (IshiLessonView *self)
{
  const char *problem = ishi_lesson_progress_get_problem (self->progress);

  gtk_label_set_text (self->progress_problem, problem ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_problem), problem != NULL);
}

const char *
ishi_lesson_view_get_progress_problem (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->progress_problem))
         ? gtk_label_get_text (self->progress_problem) : NULL;
}

GtkWidget *
ishi_lesson_view_new (GSettings *settings, const char *const *dirs)
{
  IshiLessonView *self = g_object_new (ISHI_TYPE_LESSON_VIEW, NULL);

  self->settings = settings ? g_object_ref (settings) : g_settings_new (SETTINGS_SCHEMA);
  self->progress = ishi_lesson_progress_new (self->settings, NULL);
  g_signal_connect_swapped (self->progress, "notify::problem", G_CALLBACK (progress_problem_cb), self);
  progress_problem_cb (self);
  /* ISHI_LESSON_DIR in place of the installed folder: the build tree's
   * lessons, to run from there and in the tests (as the window does). */
  self->dirs = dirs ? g_strdupv ((char **) dirs)
                   : ishi_lesson_default_dirs (g_getenv ("ISHI_LESSON_DIR") ? g_getenv ("ISHI_LESSON_DIR")
                                                                             : PKGDATADIR G_DIR_SEPARATOR_S "lessons");
  /* The step's diagram turns with the window's boards (View menu). */
  g_settings_bind (self->settings, "board-orientation", ishi_lesson_view_get_board (self),
                   "orientation", G_SETTINGS_BIND_GET);
  /* The reader's grade set in Preferences: the lessons read again for her. */
  g_signal_connect_object (self->settings, "changed::reading-grade", G_CALLBACK (ishi_lesson_view_reload),
                           self, G_CONNECT_SWAPPED);
  ishi_lesson_view_reload (self);
  return GTK_WIDGET (self);
}

void
ishi_lesson_view_reload (IshiLessonView *self)
{
  g_autofree char *id = NULL;

  g_return_if_fail (ISHI_IS_LESSON_VIEW (self));

  id = g_strdup (ishi_lesson_view_get_lesson_id (self));
  ishi_lesson_step_page_show (self->step_page, NULL, 0, NULL);
  self->lesson = NULL;
  g_clear_pointer (&self->set, ishi_lesson_set_free);
  self->set = ishi_lesson_set_load_dirs ((const char *const *) self->dirs);
  {
    /* 1–6: a child of that school year; 7: a grown-up (no readings) */
    int grade = g_settings_get_int (self->settings, "reading-grade");

    for (guint i = 0; grade > 0 && i < self->set->lessons->len; i++)
      ishi_lesson_set_reader_grade (g_ptr_array_index (self->set->lessons, i),
                                    grade > 6 ? ISHI_LESSON_GRADE_ADULT : grade);
  }
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
  const IshiLesson *lesson;
  guint step;

  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  lesson = ishi_lesson_list_lookup (self->set, id);
  if (lesson == NULL || lesson->steps->len == 0)
    return FALSE;

  self->lesson = lesson;
  step = MIN (ishi_lesson_progress_get_resume (self->progress, id), lesson->steps->len - 1);
  gtk_stack_set_visible_child_name (self->stack, "step");
  /* The page's name is the lesson's: Orca says it as the focus goes in
   * (with no name it said "GtkStackPage panel"). */
  gtk_stack_page_set_title (gtk_stack_get_page (self->stack, GTK_WIDGET (self->step_page)), lesson->title);
  ishi_lesson_step_page_show (self->step_page, lesson, step, self->progress);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON_ID]);
  ishi_lesson_step_page_focus (self->step_page);
  return TRUE;
}

void
ishi_lesson_view_show_list (IshiLessonView *self)
{
  g_return_if_fail (ISHI_IS_LESSON_VIEW (self));

  if (self->projector)
    ishi_lesson_view_set_projector (self, FALSE);
  ishi_lesson_step_page_show (self->step_page, NULL, 0, NULL);
  self->lesson = NULL;
  fill_list (self);   /* the progress shown changed */
  gtk_stack_set_visible_child_name (self->stack, "list");
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON_ID]);
}

const char *
ishi_lesson_view_get_lesson_id (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return self->lesson ? self->lesson->id : NULL;
}

const IshiLesson *
ishi_lesson_view_get_lesson (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return self->lesson;
}

guint
ishi_lesson_view_get_step (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), 0);

  return ishi_lesson_step_page_get_step (self->step_page);
}

guint
ishi_lesson_view_get_n_steps (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), 0);

  return self->lesson ? self->lesson->steps->len : 0;
}

gboolean
ishi_lesson_view_go_to_step (IshiLessonView *self, guint step)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);

  if (self->lesson == NULL || step >= self->lesson->steps->len)
    return FALSE;
  ishi_lesson_step_page_show (self->step_page, self->lesson, step, self->progress);
  return TRUE;
}

IshiBoardView *
ishi_lesson_view_get_board (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return ishi_lesson_step_page_get_board (self->step_page);
}

gboolean
ishi_lesson_view_is_judging (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), FALSE);

  return ishi_lesson_step_page_is_judging (self->step_page);
}

const char *
ishi_lesson_view_get_text (IshiLessonView *self, const char *which)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return ishi_lesson_step_page_get_text (self->step_page, which);
}

const char *
ishi_lesson_view_get_counter (IshiLessonView *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_VIEW (self), NULL);

  return ishi_lesson_step_page_get_counter (self->step_page);
}
