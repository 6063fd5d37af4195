/* ishi-lesson-progress.c — see ishi-lesson-progress.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-lesson-progress.h"

#define PROGRESS_KEY "lesson-progress"
/* The steps seen one by one and the tasks solved with help (issue 65 item
 * 14): lesson-progress counted the furthest step reached as "seen", and a
 * task solved after wrong answers and a hint as simply solved. */
#define STEPS_KEY "lesson-steps"

struct _IshiLessonProgress {
  GObject parent_instance;

  GSettings *settings;      /* NULL: the file */
  char *path;               /* the file, when GSettings does not keep the progress */
  char *problem;            /* why it cannot be kept, or NULL */
};

G_DEFINE_FINAL_TYPE (IshiLessonProgress, ishi_lesson_progress, G_TYPE_OBJECT)

enum { PROP_0, PROP_PROBLEM, N_PROPS };
static GParamSpec *properties[N_PROPS];

typedef struct {
  guint resume;
  guint seen;               /* the furthest step reached + 1 (lesson-progress's count) */
  GArray *solved;           /* of guint, sorted */
  gboolean has_steps;       /* the two below were kept (else: only `seen`) */
  GArray *seen_steps;       /* of guint, sorted: the steps shown */
  GArray *helped;           /* of guint, sorted: solved after a wrong answer or a hint */
} Progress;

static void
progress_clear (Progress *progress)
{
  g_clear_pointer (&progress->solved, g_array_unref);
  g_clear_pointer (&progress->seen_steps, g_array_unref);
  g_clear_pointer (&progress->helped, g_array_unref);
}

static gboolean
steps_has (const GArray *steps, guint step)
{
  for (guint i = 0; i < steps->len; i++)
    if (g_array_index (steps, guint, i) == step)
      return TRUE;
  return FALSE;
}

/* Adds `step` to the sorted `steps` unless it is there. */
static void
steps_add (GArray *steps, guint step)
{
  guint i = 0;

  if (steps_has (steps, step))
    return;
  while (i < steps->len && g_array_index (steps, guint, i) < step)
    i++;
  g_array_insert_val (steps, i, step);
}

static void
steps_from_variant (GArray *steps, GVariant *list)
{
  gsize n;
  const guint32 *values = g_variant_get_fixed_array (list, &n, sizeof (guint32));

  for (gsize i = 0; i < n; i++)
    steps_add (steps, values[i]);
}

static void
steps_from_file (GArray *steps, GKeyFile *file, const char *id, const char *key)
{
  gsize n = 0;
  g_autofree int *values = g_key_file_get_integer_list (file, id, key, &n, NULL);

  for (gsize i = 0; i < n; i++)
    if (values[i] >= 0)
      steps_add (steps, (guint) values[i]);
}

static void
steps_to_file (GKeyFile *file, const char *id, const char *key, const GArray *steps)
{
  g_autofree int *values = g_new0 (int, MAX (steps->len, 1));

  for (guint i = 0; i < steps->len; i++)
    values[i] = (int) g_array_index (steps, guint, i);
  g_key_file_set_integer_list (file, id, key, values, steps->len);
}

static GVariant *
steps_variant (const GArray *steps)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, steps->data, steps->len, sizeof (guint32));
}

static void
set_problem (IshiLessonProgress *self, const char *problem)
{
  if (g_strcmp0 (problem, self->problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

/* --- where it is kept ------------------------------------------------------ */

gboolean
ishi_lesson_progress_settings_keep (GSettings *settings)
{
  g_autoptr(GObject) backend = NULL;
  const char *type;

  if (settings == NULL)
    return FALSE;
  g_object_get (settings, "backend", &backend, NULL);
  type = backend ? G_OBJECT_TYPE_NAME (backend) : "";
  if (strcmp (type, "GMemorySettingsBackend") == 0 || strcmp (type, "GNullSettingsBackend") == 0)
    return FALSE;
  if (strcmp (type, "DConfSettingsBackend") == 0)
    {
      /* dconf writes through its service on the session bus: without one
       * (no address, no $XDG_RUNTIME_DIR/bus) every write is lost */
      const char *address = g_getenv ("DBUS_SESSION_BUS_ADDRESS");
      g_autofree char *bus = g_build_filename (g_get_user_runtime_dir (), "bus", NULL);

      return (address != NULL && *address != '\0') || g_file_test (bus, G_FILE_TEST_EXISTS);
    }
  return TRUE;
}

/* The file as it is now; an empty one when there is none yet. */
static GKeyFile *
file_read (IshiLessonProgress *self)
{
  GKeyFile *file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  /* A file that cannot be read (not a file, not a key file) is replaced
   * by the next write; if that fails too, the page says so. */
  if (!g_key_file_load_from_file (file, self->path, G_KEY_FILE_NONE, &error)
      && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_debug ("%s: %s", self->path, error->message);
  return file;
}

/* Written beside, then renamed over the file: a reader (another page)
 * sees the old file or the new one, never half of one, and a crash leaves
 * the old.  No fsync: the progress is noted at every step a pupil turns,
 * and waiting for the disk each time would slow the page (a step lost to
 * a power cut is not worth it). */
static gboolean
write_atomically (const char *path, const char *data, gsize length, GError **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_WRONLY, 0600);
  gsize done = 0;

  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }
  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = errno;

          close (fd);
          g_unlink (tmp);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
          return FALSE;
        }
      done += n;
    }
  if (close (fd) != 0 || g_rename (tmp, path) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

static void
file_write (IshiLessonProgress *self, GKeyFile *file)
{
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s", g_strerror (errno));
  if (error == NULL)
    write_atomically (self->path, data, length, &error);
  if (error != NULL)
    {
      /* TRANSLATORS: %s is a file, then why it cannot be written */
      g_autofree char *problem = g_strdup_printf (_("Progress in the lessons is not being saved: %s cannot be written (%s). A lesson will start again from its first step."),
                                                  self->path, error->message);

      set_problem (self, problem);
    }
  else
    set_problem (self, NULL);
}

static void
progress_read (IshiLessonProgress *self, const char *id, Progress *progress)
{
  progress->resume = 0;
  progress->seen = 0;
  progress->solved = g_array_new (FALSE, FALSE, sizeof (guint));
  progress->has_steps = FALSE;
  progress->seen_steps = g_array_new (FALSE, FALSE, sizeof (guint));
  progress->helped = g_array_new (FALSE, FALSE, sizeof (guint));

  if (self->settings != NULL)
    {
      g_autoptr(GVariant) all = g_settings_get_value (self->settings, PROGRESS_KEY);
      g_autoptr(GVariant) entry = g_variant_lookup_value (all, id, G_VARIANT_TYPE ("(uuau)"));
      g_autoptr(GVariant) all_steps = g_settings_get_value (self->settings, STEPS_KEY);
      g_autoptr(GVariant) steps_entry = g_variant_lookup_value (all_steps, id, G_VARIANT_TYPE ("(auau)"));
      g_autoptr(GVariant) solved = NULL;
      const guint32 *steps;
      gsize n;

      if (steps_entry != NULL)
        {
          g_autoptr(GVariant) seen = g_variant_get_child_value (steps_entry, 0);
          g_autoptr(GVariant) helped = g_variant_get_child_value (steps_entry, 1);

          progress->has_steps = TRUE;
          steps_from_variant (progress->seen_steps, seen);
          steps_from_variant (progress->helped, helped);
        }
      if (entry == NULL)
        return;
      g_variant_get (entry, "(uu@au)", &progress->resume, &progress->seen, &solved);
      steps = g_variant_get_fixed_array (solved, &n, sizeof (guint32));
      for (gsize i = 0; i < n; i++)
        {
          guint step = steps[i];

          g_array_append_val (progress->solved, step);
        }
    }
  else
    {
      g_autoptr(GKeyFile) file = file_read (self);
      g_autofree int *solved = NULL;
      gsize n = 0;

      if (!g_key_file_has_group (file, id))
        return;
      if (g_key_file_has_key (file, id, "seen-steps", NULL))
        {
          progress->has_steps = TRUE;
          steps_from_file (progress->seen_steps, file, id, "seen-steps");
          steps_from_file (progress->helped, file, id, "helped");
        }
      progress->resume = (guint) MAX (0, g_key_file_get_integer (file, id, "resume", NULL));
      progress->seen = (guint) MAX (0, g_key_file_get_integer (file, id, "seen", NULL));
      solved = g_key_file_get_integer_list (file, id, "solved", &n, NULL);
      for (gsize i = 0; i < n; i++)
        if (solved[i] >= 0)
          {
            guint step = (guint) solved[i];

            g_array_append_val (progress->solved, step);
          }
    }
}

/* `progress` NULL: the lesson is forgotten. */
static void
progress_write (IshiLessonProgress *self, const char *id, const Progress *progress)
{
  if (self->settings != NULL)
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
      if (progress != NULL)
        g_variant_builder_add (&builder, "{s(uu@au)}", id, progress->resume, progress->seen,
                               g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, progress->solved->data,
                                                          progress->solved->len, sizeof (guint32)));
      g_settings_set_value (self->settings, PROGRESS_KEY, g_variant_builder_end (&builder));

      g_clear_pointer (&all, g_variant_unref);
      all = g_settings_get_value (self->settings, STEPS_KEY);
      g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(auau)}"));
      g_variant_iter_init (&iter, all);
      while (g_variant_iter_next (&iter, "{&s@(auau)}", &key, &value))
        {
          if (strcmp (key, id) != 0)
            g_variant_builder_add (&builder, "{s@(auau)}", key, value);
          g_variant_unref (value);
        }
      if (progress != NULL)
        g_variant_builder_add (&builder, "{s(@au@au)}", id, steps_variant (progress->seen_steps),
                               steps_variant (progress->helped));
      g_settings_set_value (self->settings, STEPS_KEY, g_variant_builder_end (&builder));
    }
  else
    {
      /* Read again just before: another page may have written since. */
      g_autoptr(GKeyFile) file = file_read (self);

      g_key_file_remove_group (file, id, NULL);
      if (progress != NULL)
        {
          g_autofree int *solved = g_new0 (int, MAX (progress->solved->len, 1));

          for (guint i = 0; i < progress->solved->len; i++)
            solved[i] = (int) g_array_index (progress->solved, guint, i);
          g_key_file_set_integer (file, id, "resume", (int) progress->resume);
          g_key_file_set_integer (file, id, "seen", (int) progress->seen);
          g_key_file_set_integer_list (file, id, "solved", solved, progress->solved->len);
          steps_to_file (file, id, "seen-steps", progress->seen_steps);
          steps_to_file (file, id, "helped", progress->helped);
        }
      file_write (self, file);
    }
}

/* --- public ------------------------------------------------------------------ */

IshiLessonProgress *
ishi_lesson_progress_new (GSettings *settings, const char *path)
{
  IshiLessonProgress *self = g_object_new (ISHI_TYPE_LESSON_PROGRESS, NULL);

  if (ishi_lesson_progress_settings_keep (settings))
    self->settings = g_object_ref (settings);
  else
    {
      self->path = path ? g_strdup (path)
                        : g_build_filename (g_get_user_data_dir (), "ishi", "lesson-progress.ini", NULL);
      /* Said at once, not after a pupil's whole lesson: can it be written? */
      if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
        {
          g_autoptr(GKeyFile) empty = g_key_file_new ();

          g_key_file_set_comment (empty, NULL, NULL,
                                  " Ishi: where the learner is in each lesson (the step to resume at, "
                                  "the steps seen, the steps solved)", NULL);
          file_write (self, empty);
        }
      else if (g_access (self->path, W_OK) != 0 || g_file_test (self->path, G_FILE_TEST_IS_DIR))
        {
          g_autoptr(GKeyFile) file = file_read (self);

          file_write (self, file);
        }
    }
  return self;
}

const char *
ishi_lesson_progress_get_file (IshiLessonProgress *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_PROGRESS (self), NULL);
  return self->path;
}

const char *
ishi_lesson_progress_get_problem (IshiLessonProgress *self)
{
  g_return_val_if_fail (ISHI_IS_LESSON_PROGRESS (self), NULL);
  return self->problem;
}

void
ishi_lesson_progress_reset (IshiLessonProgress *self, const char *id)
{
  g_return_if_fail (ISHI_IS_LESSON_PROGRESS (self));
  progress_write (self, id, NULL);
}

static gboolean
progress_has_solved (const Progress *progress, guint step)
{
  return steps_has (progress->solved, step);
}

guint
ishi_lesson_progress_get_resume (IshiLessonProgress *self, const char *id)
{
  Progress progress;
  guint resume;

  g_return_val_if_fail (ISHI_IS_LESSON_PROGRESS (self), 0);
  progress_read (self, id, &progress);
  resume = progress.resume;
  progress_clear (&progress);
  return resume;
}

void
ishi_lesson_progress_note (IshiLessonProgress *self, const char *id, guint step, IshiLessonSolved solved)
{
  Progress progress;

  g_return_if_fail (ISHI_IS_LESSON_PROGRESS (self));
  progress_read (self, id, &progress);
  if (!progress.has_steps)
    /* kept before the steps were: the furthest step reached is all
     * there is, and the steps before it are taken as seen */
    for (guint i = 0; i < progress.seen; i++)
      steps_add (progress.seen_steps, i);
  progress.has_steps = TRUE;
  progress.resume = step;
  progress.seen = MAX (progress.seen, step + 1);
  steps_add (progress.seen_steps, step);
  /* The first time a task is solved says how: a later try at it (the
   * step opened again) changes nothing. */
  if (solved != ISHI_LESSON_NOT_SOLVED && !progress_has_solved (&progress, step))
    {
      steps_add (progress.solved, step);
      if (solved == ISHI_LESSON_SOLVED_WITH_HELP)
        steps_add (progress.helped, step);
    }
  progress_write (self, id, &progress);
  progress_clear (&progress);
}

void
ishi_lesson_progress_count_tasks (IshiLessonProgress *self, const IshiLesson *lesson, guint *tasks, guint *solved)
{
  Progress progress;

  g_return_if_fail (ISHI_IS_LESSON_PROGRESS (self));
  *tasks = *solved = 0;
  progress_read (self, lesson->id, &progress);
  for (guint i = 0; i < lesson->steps->len; i++)
    if (((const IshiLessonStep *) g_ptr_array_index (lesson->steps, i))->task != NULL)
      {
        (*tasks)++;
        *solved += progress_has_solved (&progress, i);
      }
  progress_clear (&progress);
}

char *
ishi_lesson_progress_describe (IshiLessonProgress *self, const IshiLesson *lesson)
{
  guint n_steps = lesson->steps->len;
  guint n_tasks = 0, solved = 0, helped = 0, seen = 0;
  Progress progress;
  g_autofree char *steps = NULL;
  char *text;

  g_return_val_if_fail (ISHI_IS_LESSON_PROGRESS (self), NULL);
  progress_read (self, lesson->id, &progress);
  for (guint i = 0; i < n_steps; i++)
    if (((const IshiLessonStep *) g_ptr_array_index (lesson->steps, i))->task != NULL)
      {
        n_tasks++;
        if (progress_has_solved (&progress, i))
          solved++;
        if (progress_has_solved (&progress, i) && steps_has (progress.helped, i))
          helped++;
      }
  if (progress.has_steps)
    for (guint i = 0; i < progress.seen_steps->len; i++)
      seen += g_array_index (progress.seen_steps, guint, i) < n_steps;
  else
    seen = MIN (progress.seen, n_steps);
  /* Translators: progress in a lesson: steps seen of all steps */
  steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u / %u step seen", "%u / %u steps seen", n_steps),
                           seen, n_steps);
  if (helped > 0)
    /* Translators: "5 / 34 steps seen · 7 / 12 tasks solved, 5 at the
     * first try": the others after a wrong answer or a hint (as a class's
     * ○ and △ tell them apart) */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u / %u task solved, %u at the first try",
                                         "%s · %u / %u tasks solved, %u at the first try", n_tasks),
                            steps, solved, n_tasks, solved - helped);
  else if (n_tasks > 0)
    /* Translators: "5 / 34 steps seen · 2 / 12 tasks solved" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u / %u task solved",
                                         "%s · %u / %u tasks solved", n_tasks),
                            steps, solved, n_tasks);
  else
    text = g_steal_pointer (&steps);
  progress_clear (&progress);
  return text;
}

/* --- GObject ------------------------------------------------------------------- */

static void
ishi_lesson_progress_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiLessonProgress *self = ISHI_LESSON_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_lesson_progress_finalize (GObject *object)
{
  IshiLessonProgress *self = ISHI_LESSON_PROGRESS (object);

  g_clear_object (&self->settings);
  g_free (self->path);
  g_free (self->problem);
  G_OBJECT_CLASS (ishi_lesson_progress_parent_class)->finalize (object);
}

static void
ishi_lesson_progress_class_init (IshiLessonProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ishi_lesson_progress_get_property;
  object_class->finalize = ishi_lesson_progress_finalize;
  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ishi_lesson_progress_init (IshiLessonProgress *self)
{
}
