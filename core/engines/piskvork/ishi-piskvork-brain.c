/* ishi-piskvork-brain.c — see ishi-piskvork-brain.h.
 *
 * A question is a list of steps, each some lines to write and what to
 * read back (nothing, ABOUT's line, OK, a move), run one after the other
 * on the main loop.  Every read has a timer; when it fires, or the
 * caller cancels, the brain is ended and the read, cancelled, ends the
 * question with the reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-piskvork"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-engine-process.h"
#include "ishi-piskvork-brain.h"

#define BOARD_SIZE 15
/* No command sooner than this after the brain's last answer (see the header). */
#define SETTLE_US 20000
/* Rapfi's scale: a factor e for 200 units; its wins are 30000 less the plies. */
#define EVAL_SCALE 200.0
#define EVAL_WIN 20000
#define EVAL_MATE 30000

G_DEFINE_QUARK (ishi-piskvork-error-quark, ishi_piskvork_error)

typedef enum { EXPECT_NOTHING, EXPECT_ABOUT, EXPECT_OK, EXPECT_MOVE } Expect;

typedef struct {
  char *text;       /* lines, each ended by CRLF */
  char *shown;      /* the command as messages name it ("BOARD", "START 15") */
  Expect expect;
} Step;

typedef enum { STOP_NONE, STOP_TIMEOUT, STOP_CANCELLED } StopReason;

typedef struct {
  GPtrArray *steps;           /* Step *, in order */
  guint next;
  IshiPiskvorkMove move;
  GCancellable *caller;       /* the caller's, or NULL */
  gulong cancelled_id;
  StopReason stop;
  guint timer;
  guint settle;
  gboolean had_eval;
} Question;

struct _IshiPiskvorkBrain {
  GObject parent_instance;

  char *command;
  char *folder;
  char *display_name;
  char *name;                 /* from ABOUT */
  char *about;
  int move_ms;
  int start_ms;

  GSubprocess *process;
  GOutputStream *in;
  GBufferedInputStream *out;
  GCancellable *io_cancel;    /* the reads and writes of this process */
  gboolean started;           /* START was answered OK */
  gint64 answered;            /* monotonic µs of its last answer */
  GTask *task;                /* the question on its way */
};

G_DEFINE_FINAL_TYPE (IshiPiskvorkBrain, ishi_piskvork_brain, G_TYPE_OBJECT)

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->text);
  g_free (step->shown);
  g_free (step);
}

static void
question_free (gpointer data)
{
  Question *q = data;

  g_ptr_array_unref (q->steps);
  g_clear_object (&q->caller);
  g_free (q);
}

static void
add_step (Question *q, const char *text, const char *shown, Expect expect)
{
  Step *step = g_new0 (Step, 1);

  step->text = g_strdup (text);
  step->shown = g_strdup (shown);
  step->expect = expect;
  g_ptr_array_add (q->steps, step);
}

/* ---- the process -------------------------------------------------------- */

static void
brain_end (IshiPiskvorkBrain *self)
{
  if (self->process == NULL)
    return;
  if (self->io_cancel)
    g_cancellable_cancel (self->io_cancel);
  /* END, as a courtesy; then the brain and whatever it started. */
  g_output_stream_write_all (self->in, "END\r\n", 5, NULL, NULL, NULL);
  g_output_stream_close (self->in, NULL, NULL);
  ishi_engine_process_end_group (ishi_engine_process_get_pid (self->process));
  g_subprocess_force_exit (self->process);
  /* reaped by GLib's child watch: nothing waits here */
  g_clear_object (&self->process);
  g_clear_object (&self->out);
  g_clear_object (&self->io_cancel);
  self->in = NULL;
  self->started = FALSE;
}

static gboolean
brain_spawn (IshiPiskvorkBrain *self, GError **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GInputStream) out = NULL;

  if (!g_shell_parse_argv (self->command, NULL, &argv, &local))
    {
      g_set_error (error, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_START,
                   /* TRANSLATORS: %s a reason from GLib's shell parser. */
                   _("The command line cannot be read: %s"), local->message);
      return FALSE;
    }
  launcher = ishi_engine_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_cwd (launcher, self->folder && self->folder[0] ? self->folder : g_get_home_dir ());
  self->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &local);
  if (self->process == NULL)
    {
      g_set_error (error, ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_START,
                   /* TRANSLATORS: %s the program's name, then the system's reason. */
                   _("%s could not be started: %s"), self->display_name, local->message);
      return FALSE;
    }
  self->in = g_subprocess_get_stdin_pipe (self->process);
  self->out = G_BUFFERED_INPUT_STREAM (g_buffered_input_stream_new (g_subprocess_get_stdout_pipe (self->process)));
  self->io_cancel = g_cancellable_new ();
  self->answered = 0;
  return TRUE;
}

/* ---- a question, step by step ---------------------------------------- */

static void run_step (GTask *task);
static void read_answer (GTask *task);

static void
question_end (IshiPiskvorkBrain *self, Question *q)
{
  g_clear_handle_id (&q->timer, g_source_remove);
  g_clear_handle_id (&q->settle, g_source_remove);
  if (q->caller && q->cancelled_id)
    g_cancellable_disconnect (q->caller, q->cancelled_id);
  q->cancelled_id = 0;
  self->task = NULL;
}

/* The question fails: the brain is ended (it is out of step, or gone). */
static void
fail (GTask *task, GError *error)
{
  IshiPiskvorkBrain *self = g_task_get_source_object (task);

  question_end (self, g_task_get_task_data (task));
  brain_end (self);
  g_task_return_error (task, error);
  g_object_unref (task);
}

static void
succeed (GTask *task)
{
  IshiPiskvorkBrain *self = g_task_get_source_object (task);

  question_end (self, g_task_get_task_data (task));
  g_task_return_boolean (task, TRUE);
  g_object_unref (task);
}

static GError *
ended_error (IshiPiskvorkBrain *self)
{
  /* TRANSLATORS: %s the brain's name; its process ended without being
   * asked to (a crash, a kill). */
  return g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_ENDED,
                      _("%s crashed: its program ended without answering."), ishi_piskvork_brain_get_name (self));
}

/* Why a read or a write was cancelled: the timer, the caller, or quit. */
static GError *
stopped_error (IshiPiskvorkBrain *self, Question *q, const Step *step, int waited_ms)
{
  if (q->stop == STOP_TIMEOUT)
    /* TRANSLATORS: %s the brain's name, %s the command ("BOARD"), %.0f seconds. */
    return g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_TIMEOUT,
                        _("%s did not answer %s within %.0f s."), ishi_piskvork_brain_get_name (self),
                        step->shown, waited_ms / 1000.0);
  return g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The question was cancelled."));
}

static int
step_wait_ms (IshiPiskvorkBrain *self, const Step *step)
{
  /* a move: the time it was told and a margin for a busy machine */
  if (step->expect == EXPECT_MOVE)
    return self->move_ms + MAX (1000, self->move_ms / 4);
  return self->start_ms;
}

static gboolean
on_timer (gpointer data)
{
  GTask *task = data;
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);

  q->timer = 0;
  q->stop = STOP_TIMEOUT;
  g_cancellable_cancel (self->io_cancel);
  return G_SOURCE_REMOVE;
}

static void
on_caller_cancelled (GCancellable *cancellable, gpointer data)
{
  GTask *task = data;
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);

  if (q->stop == STOP_NONE)
    q->stop = STOP_CANCELLED;
  if (self->io_cancel)
    g_cancellable_cancel (self->io_cancel);
}

static gboolean
is_comment (const char *line)
{
  return g_str_has_prefix (line, "MESSAGE") || g_str_has_prefix (line, "DEBUG")
         || g_str_has_prefix (line, "INFO") || line[0] == '\0';
}

static void
on_line (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  const Step *step = g_ptr_array_index (q->steps, q->next - 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = ishi_engine_read_line_finish (G_BUFFERED_INPUT_STREAM (source), result, &error);
  g_autofree char *quoted = NULL;
  int eval;

  if (line == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        fail (task, stopped_error (self, q, step, step_wait_ms (self, step)));
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        /* TRANSLATORS: %s the brain's name, %d a number of megabytes. */
        fail (task, g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_GARBAGE,
                                 _("%s wrote more than %d MB without ending its line."),
                                 ishi_piskvork_brain_get_name (self), ISHI_ENGINE_MAX_LINE >> 20));
      else
        fail (task, ended_error (self));
      return;
    }
  g_strstrip (line);
  if (is_comment (line))
    {
      if (ishi_piskvork_parse_eval (line, &eval))
        {
          q->move.has_eval = TRUE;
          q->move.eval = eval;
        }
      read_answer (task);
      return;
    }
  self->answered = g_get_monotonic_time ();
  g_clear_handle_id (&q->timer, g_source_remove);
  quoted = g_utf8_make_valid (line, MIN (strlen (line), 200));
  if ((g_str_has_prefix (line, "ERROR") || g_str_has_prefix (line, "UNKNOWN")) && step->expect != EXPECT_OK)
    {
      /* TRANSLATORS: %s the brain's name, %s the command, %s its answer. */
      fail (task, g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED,
                               _("%s refused %s: “%s”."), ishi_piskvork_brain_get_name (self), step->shown,
                               quoted));
      return;
    }
  switch (step->expect)
    {
    case EXPECT_ABOUT:
      g_free (self->about);
      self->about = g_steal_pointer (&quoted);
      g_free (self->name);
      self->name = ishi_piskvork_parse_name (self->about);
      break;
    case EXPECT_OK:
      if (!g_str_equal (line, "OK"))
        {
          /* TRANSLATORS: %s the brain's name, %s its answer to START 15. */
          fail (task, g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_REFUSED,
                                   _("%s cannot play on a 15×15 board: it answered “%s”."),
                                   ishi_piskvork_brain_get_name (self), quoted));
          return;
        }
      self->started = TRUE;
      break;
    case EXPECT_MOVE:
      if (!ishi_piskvork_parse_move (line, &q->move.x, &q->move.y))
        {
          /* TRANSLATORS: %s the brain's name, %s its answer. */
          fail (task, g_error_new (ISHI_PISKVORK_ERROR, ISHI_PISKVORK_ERROR_GARBAGE,
                                   _("%s answered “%s”, which is no point of the board."),
                                   ishi_piskvork_brain_get_name (self), quoted));
          return;
        }
      break;
    case EXPECT_NOTHING:
    default:
      break;
    }
  run_step (task);
}

static void
read_answer (GTask *task)
{
  IshiPiskvorkBrain *self = g_task_get_source_object (task);

  ishi_engine_read_line_async (self->out, ISHI_ENGINE_MAX_LINE, self->io_cancel, on_line, task);
}

static void
on_written (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  const Step *step = g_ptr_array_index (q->steps, q->next - 1);
  g_autoptr(GError) error = NULL;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        fail (task, stopped_error (self, q, step, step_wait_ms (self, step)));
      else
        fail (task, ended_error (self));
      return;
    }
  if (step->expect == EXPECT_NOTHING)
    {
      run_step (task);
      return;
    }
  q->timer = g_timeout_add (step_wait_ms (self, step), on_timer, task);
  read_answer (task);
}

static void
write_step (GTask *task)
{
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  const Step *step = g_ptr_array_index (q->steps, q->next - 1);

  g_output_stream_write_all_async (self->in, step->text, strlen (step->text), G_PRIORITY_DEFAULT,
                                   self->io_cancel, on_written, task);
}

static gboolean
on_settled (gpointer data)
{
  GTask *task = data;
  Question *q = g_task_get_task_data (task);

  q->settle = 0;
  write_step (task);
  return G_SOURCE_REMOVE;
}

static void
run_step (GTask *task)
{
  IshiPiskvorkBrain *self = g_task_get_source_object (task);
  Question *q = g_task_get_task_data (task);
  GError *error = NULL;
  gint64 since;

  if (q->stop != STOP_NONE)
    {
      /* cancelled between steps (a timer only stops a read) */
      fail (task, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The question was cancelled.")));
      return;
    }
  if (q->next >= q->steps->len)
    {
      succeed (task);
      return;
    }
  if (self->process == NULL && !brain_spawn (self, &error))
    {
      fail (task, error);
      return;
    }
  q->next++;
  since = g_get_monotonic_time () - self->answered;
  if (self->answered > 0 && since < SETTLE_US)
    q->settle = g_timeout_add ((guint) MAX ((SETTLE_US - since) / 1000, 1), on_settled, task);
  else
    write_step (task);
}

/* The start's steps, for a brain not started yet. */
static void
add_start_steps (IshiPiskvorkBrain *self, Question *q)
{
  g_autofree char *info = NULL;

  if (self->started)
    return;
  add_step (q, "ABOUT\r\n", "ABOUT", EXPECT_ABOUT);
  add_step (q, "START 15\r\n", "START 15", EXPECT_OK);
  info = g_strdup_printf ("INFO rule 4\r\nINFO timeout_turn %d\r\nINFO timeout_match 0\r\n", self->move_ms);
  add_step (q, info, "INFO", EXPECT_NOTHING);
}

static GTask *
question_new (IshiPiskvorkBrain *self, GCancellable *cancellable, GAsyncReadyCallback callback,
              gpointer user_data, gpointer tag)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  Question *q = g_new0 (Question, 1);

  g_task_set_source_tag (task, tag);
  q->steps = g_ptr_array_new_with_free_func (step_free);
  q->caller = cancellable ? g_object_ref (cancellable) : NULL;
  g_task_set_task_data (task, q, question_free);
  return task;
}

/* Runs the question, or fails it at once when another is on its way. */
static void
question_run (IshiPiskvorkBrain *self, GTask *task)
{
  Question *q = g_task_get_task_data (task);

  if (self->task != NULL)
    {
      /* TRANSLATORS: %s the brain's name. */
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY, _("%s is busy with another question."),
                               ishi_piskvork_brain_get_name (self));
      g_object_unref (task);
      return;
    }
  self->task = task;
  if (q->caller)
    q->cancelled_id = g_cancellable_connect (q->caller, G_CALLBACK (on_caller_cancelled), task, NULL);
  run_step (task);
}

/* ---- the object ----------------------------------------------------------- */

static void
ishi_piskvork_brain_dispose (GObject *object)
{
  IshiPiskvorkBrain *self = ISHI_PISKVORK_BRAIN (object);

  /* a question holds a reference: none is on its way here */
  brain_end (self);
  G_OBJECT_CLASS (ishi_piskvork_brain_parent_class)->dispose (object);
}

static void
ishi_piskvork_brain_finalize (GObject *object)
{
  IshiPiskvorkBrain *self = ISHI_PISKVORK_BRAIN (object);

  g_free (self->command);
  g_free (self->folder);
  g_free (self->display_name);
  g_free (self->name);
  g_free (self->about);
  G_OBJECT_CLASS (ishi_piskvork_brain_parent_class)->finalize (object);
}

static void
ishi_piskvork_brain_class_init (IshiPiskvorkBrainClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_piskvork_brain_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_piskvork_brain_finalize;
}

static void
ishi_piskvork_brain_init (IshiPiskvorkBrain *self)
{
  self->move_ms = ISHI_PISKVORK_DEFAULT_MOVE_MS;
  self->start_ms = ISHI_PISKVORK_DEFAULT_START_MS;
}

IshiPiskvorkBrain *
ishi_piskvork_brain_new (const char *command, const char *folder, const char *display_name)
{
  IshiPiskvorkBrain *self = g_object_new (ISHI_TYPE_PISKVORK_BRAIN, NULL);

  g_return_val_if_fail (command != NULL, NULL);
  self->command = g_strdup (command);
  self->folder = g_strdup (folder);
  self->display_name = g_strdup (display_name ? display_name : command);
  return self;
}

IshiPiskvorkBrain *
ishi_piskvork_brain_new_like (IshiPiskvorkBrain *other)
{
  IshiPiskvorkBrain *self;

  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (other), NULL);
  self = ishi_piskvork_brain_new (other->command, other->folder, other->display_name);
  self->move_ms = other->move_ms;
  self->start_ms = other->start_ms;
  return self;
}

void
ishi_piskvork_brain_set_move_time (IshiPiskvorkBrain *self, int ms)
{
  g_return_if_fail (ISHI_IS_PISKVORK_BRAIN (self));
  self->move_ms = ms > 0 ? ms : ISHI_PISKVORK_DEFAULT_MOVE_MS;
}

int
ishi_piskvork_brain_get_move_time (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), 0);
  return self->move_ms;
}

void
ishi_piskvork_brain_set_start_time (IshiPiskvorkBrain *self, int ms)
{
  g_return_if_fail (ISHI_IS_PISKVORK_BRAIN (self));
  self->start_ms = ms > 0 ? ms : ISHI_PISKVORK_DEFAULT_START_MS;
}

const char *
ishi_piskvork_brain_get_command (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), NULL);
  return self->command;
}

const char *
ishi_piskvork_brain_get_name (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), NULL);
  return self->name ? self->name : self->display_name;
}

const char *
ishi_piskvork_brain_get_about (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), NULL);
  return self->about;
}

gboolean
ishi_piskvork_brain_is_running (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), FALSE);
  return self->process != NULL;
}

gboolean
ishi_piskvork_brain_is_busy (IshiPiskvorkBrain *self)
{
  g_return_val_if_fail (ISHI_IS_PISKVORK_BRAIN (self), FALSE);
  return self->task != NULL;
}

void
ishi_piskvork_brain_quit (IshiPiskvorkBrain *self)
{
  g_return_if_fail (ISHI_IS_PISKVORK_BRAIN (self));
  if (self->task)
    {
      Question *q = g_task_get_task_data (self->task);

      if (q->stop == STOP_NONE)
        q->stop = STOP_CANCELLED;
      /* the read or write on its way comes back cancelled and ends it;
       * a settle timer waiting ends it now */
      if (q->settle)
        {
          g_clear_handle_id (&q->settle, g_source_remove);
          run_step (self->task);
          return;
        }
    }
  brain_end (self);
}

void
ishi_piskvork_brain_start_async (IshiPiskvorkBrain *self, GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (ISHI_IS_PISKVORK_BRAIN (self));
  task = question_new (self, cancellable, callback, user_data, ishi_piskvork_brain_start_async);
  add_start_steps (self, g_task_get_task_data (task));
  question_run (self, task);
}

gboolean
ishi_piskvork_brain_start_finish (IshiPiskvorkBrain *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
ishi_piskvork_brain_move_async (IshiPiskvorkBrain *self, const IshiPoint *stones, guint n,
                                GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  Question *q;
  g_autoptr(GString) board = g_string_new ("BOARD\r\n");

  g_return_if_fail (ISHI_IS_PISKVORK_BRAIN (self));
  task = question_new (self, cancellable, callback, user_data, ishi_piskvork_brain_move_async);
  q = g_task_get_task_data (task);
  add_start_steps (self, q);
  /* The side to move is the brain: its stones are those of the colour
   * that played the moves of n's parity. */
  for (guint i = 0; i < n; i++)
    g_string_append_printf (board, "%d,%d,%d\r\n", stones[i].x, stones[i].y, i % 2 == n % 2 ? 1 : 2);
  g_string_append (board, "DONE\r\n");
  add_step (q, board->str, "BOARD", EXPECT_MOVE);
  q->move.x = q->move.y = -1;
  question_run (self, task);
}

gboolean
ishi_piskvork_brain_move_finish (IshiPiskvorkBrain *self, GAsyncResult *result, IshiPiskvorkMove *move,
                                 GError **error)
{
  Question *q;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  q = g_task_get_task_data (G_TASK (result));
  if (move)
    *move = q->move;
  return TRUE;
}

/* ---- the protocol on strings ------------------------------------------- */

/* A whole number at *p, spaces before it allowed; *p moves past it. */
static gboolean
read_int (const char **p, gint64 *value)
{
  char *end;

  while (**p == ' ' || **p == '\t')
    (*p)++;
  if (!g_ascii_isdigit (**p) && **p != '-' && **p != '+')
    return FALSE;
  *value = g_ascii_strtoll (*p, &end, 10);
  if (end == *p)
    return FALSE;
  *p = end;
  return TRUE;
}

gboolean
ishi_piskvork_parse_move (const char *line, int *x, int *y)
{
  const char *p = line;
  gint64 a, b;

  g_return_val_if_fail (line != NULL, FALSE);
  if (!read_int (&p, &a))
    return FALSE;
  while (*p == ' ')
    p++;
  if (*p++ != ',' || !read_int (&p, &b))
    return FALSE;
  while (*p == ' ' || *p == '\t' || *p == '\r')
    p++;
  if (*p != '\0' || a < 0 || b < 0 || a >= BOARD_SIZE || b >= BOARD_SIZE)
    return FALSE;
  *x = (int) a;
  *y = (int) b;
  return TRUE;
}

/* The value after `label` in `line`: a number, or Rapfi's "+M7"/"-M7"
 * (a win or a loss in 7 plies). */
static gboolean
value_after (const char *line, const char *label, int *eval)
{
  const char *p = strstr (line, label);
  gint64 v;
  int sign = 1;

  if (p == NULL)
    return FALSE;
  p += strlen (label);
  while (*p == ' ')
    p++;
  if ((p[0] == '+' || p[0] == '-') && p[1] == 'M')
    {
      sign = p[0] == '-' ? -1 : 1;
      p += 2;
      if (*p == '*')
        v = 0;
      else if (!read_int (&p, &v) || v < 0)
        return FALSE;
      *eval = sign * (EVAL_MATE - (int) MIN (v, 500));
      return TRUE;
    }
  if (!read_int (&p, &v) || v < -EVAL_MATE || v > EVAL_MATE)
    return FALSE;
  *eval = (int) v;
  return TRUE;
}

gboolean
ishi_piskvork_parse_eval (const char *line, int *eval)
{
  g_return_val_if_fail (line != NULL && eval != NULL, FALSE);
  if (g_str_has_prefix (line, "INFO"))
    return value_after (line, "INFO EVAL", eval);
  if (!g_str_has_prefix (line, "MESSAGE"))
    return FALSE;
  return value_after (line, "| Eval", eval) || value_after (line, " Eval ", eval)
         || value_after (line, " ev ", eval);
}

char *
ishi_piskvork_parse_name (const char *about)
{
  const char *p;
  gsize n;

  g_return_val_if_fail (about != NULL, NULL);
  p = strstr (about, "name=\"");
  if (p == NULL)
    return NULL;
  p += 6;
  n = strcspn (p, "\"");
  if (p[n] != '"' || n == 0)
    return NULL;
  return g_utf8_make_valid (p, (gssize) MIN (n, 80));
}

double
ishi_piskvork_win_rate (int eval)
{
  if (eval >= EVAL_WIN)
    return 1.0;
  if (eval <= -EVAL_WIN)
    return 0.0;
  return 1.0 / (1.0 + exp (-(double) eval / EVAL_SCALE));
}
