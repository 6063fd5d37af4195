/* ishi-gtp-engine.c — a GTP engine as a child process, all I/O
 * asynchronous on the main loop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-gtp-engine.h"
#include "ishi-engine-process.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TAIL_LINES 40
/* A line of the tail is kept to this many bytes: an engine that writes a
 * line of 50 MB is not kept forty times over. */
#define TAIL_LINE_BYTES 1024

typedef struct {
  IshiGtpEngine *engine;     /* not a reference: the task holds one */
  guint id;
  char *command;
  int timeout_ms;
  GTask *task;
  guint timeout_source;
  GCancellable *cancellable;
  gulong cancel_handler;
  guint cancel_idle;
} Pending;

struct _IshiGtpEngine {
  GObject parent_instance;

  char *command_line;
  char *workdir;
  char *display_name;
  gboolean display_from_program;   /* no name was given: the program's, until it says its own */

  GSubprocess *process;
  GPid pid;
  GOutputStream *stdin_pipe;
  GDataInputStream *stdout_lines;
  GDataInputStream *stderr_lines;
  GCancellable *io_cancel;   /* cancelled in dispose and when the process goes */
  IshiGtpParser *parser;

  guint next_id;
  GHashTable *pending;       /* id → Pending */
  GQueue writes;             /* char *, waiting to be written */
  gboolean writing;

  GQueue tail;               /* char *, the last lines of stderr and stray stdout */

  gboolean starting;
  gboolean closed;           /* killed or quit by Ishi, or dead */
  GError *death;             /* why it is not running any more */
  double cpu_time;

  char *name;
  char *version;
  GHashTable *commands;
};

enum { SIGNAL_STDERR_LINE, SIGNAL_OUTPUT_LINE, SIGNAL_DIED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (IshiGtpEngine, ishi_gtp_engine, G_TYPE_OBJECT)

static void read_stdout (IshiGtpEngine *self);
static void read_stderr (IshiGtpEngine *self);
static void write_next (IshiGtpEngine *self);
static void close_engine (IshiGtpEngine *self, GError *reason, gboolean emit_died);

/* --- pending commands ---------------------------------------------------- */

static void
pending_free (Pending *p)
{
  g_free (p->command);
  g_clear_object (&p->cancellable);
  g_clear_object (&p->task);
  g_free (p);
}

/* Takes `p` out of the table and its sources off the loop; the caller
 * returns the task and frees it. */
static void
pending_detach (Pending *p)
{
  g_hash_table_steal (p->engine->pending, GUINT_TO_POINTER (p->id));
  g_clear_handle_id (&p->timeout_source, g_source_remove);
  g_clear_handle_id (&p->cancel_idle, g_source_remove);
  if (p->cancel_handler != 0)
    {
      g_cancellable_disconnect (p->cancellable, p->cancel_handler);
      p->cancel_handler = 0;
    }
}

static void
pending_fail (Pending *p, GError *error)
{
  pending_detach (p);
  g_task_return_error (p->task, error);
  pending_free (p);
}

/* The last line of the tail, quoted for a message, or "". */
static char *
last_words (IshiGtpEngine *self)
{
  const char *last = g_queue_peek_tail (&self->tail);
  g_autofree char *quoted = NULL;

  if (last == NULL || last[0] == '\0')
    return g_strdup ("");
  quoted = ishi_gtp_quote (last);
  /* Translators: appended to a message about an engine; %s is the last
   * line the engine wrote to stderr. */
  return g_strdup_printf (_(" Its last words: “%s”"), quoted);
}

static gboolean
on_timeout (gpointer data)
{
  Pending *p = data;
  IshiGtpEngine *self = p->engine;
  g_autofree char *words = last_words (self);
  GError *error;

  p->timeout_source = 0;
  error = g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_TIMEOUT,
                       _("%s did not answer “%s” within %.1f seconds and was stopped.%s"),
                       self->display_name, p->command, p->timeout_ms / 1000.0, words);
  g_object_ref (self);
  /* A late reply could belong to anything: the engine is no longer trusted. */
  close_engine (self, g_error_copy (error), TRUE);
  if (g_hash_table_lookup (self->pending, GUINT_TO_POINTER (p->id)) == p)
    pending_fail (p, error);
  else
    g_error_free (error);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static gboolean
on_cancel_idle (gpointer data)
{
  Pending *p = data;

  p->cancel_idle = 0;
  /* The reply, when it comes, finds no one waiting and is dropped. */
  pending_fail (p, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                        _("The command was cancelled.")));
  return G_SOURCE_REMOVE;
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  Pending *p = data;

  (void) cancellable;
  /* Not here: disconnecting from inside the handler would deadlock. */
  if (p->cancel_idle == 0)
    p->cancel_idle = g_idle_add (on_cancel_idle, p);
}

/* --- the process --------------------------------------------------------- */

static void
add_tail (IshiGtpEngine *self, const char *line)
{
  g_queue_push_tail (&self->tail, g_strndup (line, TAIL_LINE_BYTES));
  while (self->tail.length > TAIL_LINES)
    g_free (g_queue_pop_head (&self->tail));
}

static void
update_cpu_time (IshiGtpEngine *self)
{
  g_autofree char *path = NULL;
  g_autofree char *stat = NULL;
  const char *p;
  g_auto (GStrv) fields = NULL;

  if (self->pid <= 0)
    return;
  path = g_strdup_printf ("/proc/%d/stat", (int) self->pid);
  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return;
  /* The name in parentheses may hold spaces: count from after it. */
  p = strrchr (stat, ')');
  if (p == NULL)
    return;
  fields = g_strsplit (p + 2, " ", -1);
  /* Fields 14 and 15 of proc(5) (utime, stime) are the 12th and 13th
   * after the name. */
  if (g_strv_length (fields) > 12)
    {
      long ticks = sysconf (_SC_CLK_TCK);
      double t = (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL))
                 / (ticks > 0 ? (double) ticks : 100.0);
      self->cpu_time = t;
    }
}

/* The process is gone, or must go: everything waiting fails with `reason`
 * (taken) or CLOSED; "died" is emitted once when asked. */
static void
close_engine (IshiGtpEngine *self, GError *reason, gboolean emit_died)
{
  g_autoptr (GError) closed = NULL;

  if (self->closed)
    {
      g_clear_error (&reason);
      return;
    }
  self->closed = TRUE;
  update_cpu_time (self);
  if (reason != NULL)
    self->death = reason;
  else
    self->death = g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_CLOSED,
                               _("%s was stopped."), self->display_name);
  g_cancellable_cancel (self->io_cancel);
  /* The engine and whatever it started: nothing is left behind holding
   * its pipes (ishi-engine-process.h). */
  ishi_engine_process_end_group (self->pid);
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
  g_queue_clear_full (&self->writes, g_free);

  closed = g_error_copy (self->death);
  if (reason != NULL && closed->code == ISHI_GTP_ERROR_TIMEOUT)
    {
      /* The command that timed out gets TIMEOUT; the others are closed. */
      g_clear_error (&closed);
      closed = g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_CLOSED,
                            _("%s was stopped after it stopped answering."),
                            self->display_name);
    }
  g_object_ref (self);
  /* The timed-out command itself is failed by its own source. */
  {
    GList *list = g_hash_table_get_values (self->pending);
    for (GList *l = list; l; l = l->next)
      {
        Pending *p = l->data;
        if (p->timeout_source == 0 && reason != NULL && reason->code == ISHI_GTP_ERROR_TIMEOUT)
          continue;
        pending_fail (p, g_error_copy (closed));
      }
    g_list_free (list);
  }
  if (emit_died)
    g_signal_emit (self, signals[SIGNAL_DIED], 0, self->death);
  g_object_unref (self);
}

static void
on_process_exit (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiGtpEngine *self;
  g_autoptr (GError) error = NULL;
  g_autofree char *words = NULL;
  g_autofree char *how = NULL;
  GSubprocess *process = G_SUBPROCESS (source);

  if (!g_subprocess_wait_finish (process, result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the engine object is gone */
  self = data;
  if (self->closed)
    return;

  if (g_subprocess_get_if_signaled (process))
    how = g_strdup_printf (_("it was killed by signal %d (%s)"),
                           g_subprocess_get_term_sig (process),
                           g_strsignal (g_subprocess_get_term_sig (process)));
  else
    how = g_strdup_printf (_("it exited with status %d"),
                           g_subprocess_get_exit_status (process));
  words = last_words (self);
  if (self->starting)
    close_engine (self, g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_EXITED,
                                     _("%s stopped while starting: %s.%s"),
                                     self->display_name, how, words), TRUE);
  else
    close_engine (self, g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_DIED,
                                     _("%s stopped in the middle of the game: %s.%s"),
                                     self->display_name, how, words), TRUE);
}

/* --- reading ------------------------------------------------------------- */

static void
handle_reply (IshiGtpEngine *self, IshiGtpReply *reply)
{
  Pending *p;

  if (!reply->has_id)
    {
      /* Ishi always sends an id, and a reply without one cannot be matched. */
      g_autofree char *line = g_strdup_printf ("%c %s", reply->success ? '=' : '?', reply->text);
      add_tail (self, line);
      g_signal_emit (self, signals[SIGNAL_OUTPUT_LINE], 0, line);
      return;
    }
  p = g_hash_table_lookup (self->pending, GUINT_TO_POINTER (reply->id));
  if (p == NULL)
    return;   /* a cancelled command's late reply */
  pending_detach (p);
  if (reply->success)
    g_task_return_pointer (p->task, g_strdup (reply->text), g_free);
  else
    {
      g_autofree char *why = ishi_gtp_quote (reply->text);

      g_task_return_new_error (p->task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED,
                               _("%s refused “%s”: %s"), self->display_name, p->command,
                               why[0] ? why : _("no reason given"));
    }
  pending_free (p);
}

/* More than ISHI_ENGINE_MAX_LINE bytes in one line or one answer: the
 * engine's fault, as an answer that cannot be read is; it is stopped, so
 * that Ishi's memory stays bounded (issue 53), and what waits fails. */
static void
too_much (IshiGtpEngine *self)
{
  close_engine (self, g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                                   /* TRANSLATORS: %s the engine, %d a number of megabytes. */
                                   _("%s wrote more than %d MB without ending its answer: Ishi stopped it."),
                                   self->display_name, ISHI_ENGINE_MAX_LINE >> 20), TRUE);
}

static void
on_stdout_line (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiGtpEngine *self;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;
  IshiGtpReply reply = { 0 };
  g_autofree char *output = NULL;

  line = ishi_engine_read_line_finish (G_BUFFERED_INPUT_STREAM (source), result, &error);
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = data;
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      too_much (self);
      return;
    }
  if (line == NULL)
    return;   /* end of output: the exit is handled by on_process_exit */

  g_object_ref (self);
  switch (ishi_gtp_parser_feed (self->parser, line, &reply, &output))
    {
    case ISHI_GTP_LINE_REPLY:
      handle_reply (self, &reply);
      ishi_gtp_reply_clear (&reply);
      break;
    case ISHI_GTP_LINE_OUTPUT:
      add_tail (self, output);
      g_signal_emit (self, signals[SIGNAL_OUTPUT_LINE], 0, output);
      break;
    case ISHI_GTP_LINE_NONE:
      /* An answer of many lines is bounded as one line is. */
      if (ishi_gtp_parser_get_reply_length (self->parser) > ISHI_ENGINE_MAX_LINE)
        too_much (self);
      break;
    }
  if (!self->closed)
    read_stdout (self);
  g_object_unref (self);
}

static void
read_stdout (IshiGtpEngine *self)
{
  ishi_engine_read_line_async (G_BUFFERED_INPUT_STREAM (self->stdout_lines), ISHI_ENGINE_MAX_LINE,
                               self->io_cancel, on_stdout_line, self);
}

static void
on_stderr_line (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiGtpEngine *self;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;

  line = ishi_engine_read_line_finish (G_BUFFERED_INPUT_STREAM (source), result, &error);
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = data;
  /* An endless line on stderr is left out, not kept, and reading goes on. */
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    line = g_strdup_printf ("[%s]", _("a line of more than 1 MB, left out"));
  if (line == NULL)
    return;
  ishi_gtp_preprocess (line);
  add_tail (self, line);
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_STDERR_LINE], 0, line);
  if (!self->closed)
    read_stderr (self);
  g_object_unref (self);
}

static void
read_stderr (IshiGtpEngine *self)
{
  ishi_engine_read_line_async (G_BUFFERED_INPUT_STREAM (self->stderr_lines), ISHI_ENGINE_MAX_LINE,
                               self->io_cancel, on_stderr_line, self);
}

/* --- writing ------------------------------------------------------------- */

static void
on_written (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiGtpEngine *self;
  g_autoptr (GError) error = NULL;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = data;
  self->writing = FALSE;
  /* A broken pipe is the engine's death, which on_process_exit reports. */
  if (error == NULL)
    write_next (self);
}

static void
write_next (IshiGtpEngine *self)
{
  char *text;

  if (self->writing || self->closed || g_queue_is_empty (&self->writes))
    return;
  text = g_queue_pop_head (&self->writes);
  self->writing = TRUE;
  g_output_stream_write_all_async (self->stdin_pipe, text, strlen (text), G_PRIORITY_DEFAULT,
                                   self->io_cancel, on_written, self);
  /* The stream copies nothing: keep the text until the write is done. */
  g_object_set_data_full (G_OBJECT (self), "ishi-gtp-writing", text, g_free);
}

/* --- the object ---------------------------------------------------------- */

static void
ishi_gtp_engine_dispose (GObject *object)
{
  IshiGtpEngine *self = ISHI_GTP_ENGINE (object);

  if (self->process != NULL && !self->closed)
    {
      self->closed = TRUE;
      g_cancellable_cancel (self->io_cancel);
      ishi_engine_process_end_group (self->pid);
      g_subprocess_force_exit (self->process);
    }
  g_cancellable_cancel (self->io_cancel);
  g_clear_object (&self->stdout_lines);
  g_clear_object (&self->stderr_lines);
  g_clear_object (&self->stdin_pipe);
  g_clear_object (&self->process);

  G_OBJECT_CLASS (ishi_gtp_engine_parent_class)->dispose (object);
}

static void
ishi_gtp_engine_finalize (GObject *object)
{
  IshiGtpEngine *self = ISHI_GTP_ENGINE (object);

  /* Every pending task holds a reference to the engine: none is left. */
  g_hash_table_unref (self->pending);
  g_queue_clear_full (&self->writes, g_free);
  g_queue_clear_full (&self->tail, g_free);
  g_clear_object (&self->io_cancel);
  g_clear_pointer (&self->parser, ishi_gtp_parser_free);
  g_clear_error (&self->death);
  g_free (self->command_line);
  g_free (self->workdir);
  g_free (self->display_name);
  g_free (self->name);
  g_free (self->version);
  g_hash_table_unref (self->commands);

  G_OBJECT_CLASS (ishi_gtp_engine_parent_class)->finalize (object);
}

static void
ishi_gtp_engine_class_init (IshiGtpEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  struct sigaction old;

  object_class->dispose = ishi_gtp_engine_dispose;
  object_class->finalize = ishi_gtp_engine_finalize;

  signals[SIGNAL_STDERR_LINE] =
    g_signal_new ("stderr-line", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_OUTPUT_LINE] =
    g_signal_new ("output-line", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_DIED] =
    g_signal_new ("died", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /* Writing a command to an engine that just died must be an error, not
   * SIGPIPE ending Ishi with it.  Only when nobody chose otherwise. */
  if (sigaction (SIGPIPE, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
    signal (SIGPIPE, SIG_IGN);
}

static void
ishi_gtp_engine_init (IshiGtpEngine *self)
{
  self->pending = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->commands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->io_cancel = g_cancellable_new ();
  self->parser = ishi_gtp_parser_new ();
  self->next_id = 1;
  self->cpu_time = -1;
  g_queue_init (&self->writes);
  g_queue_init (&self->tail);
}

IshiGtpEngine *
ishi_gtp_engine_new (const char *command_line, const char *workdir, const char *display_name)
{
  IshiGtpEngine *self;

  g_return_val_if_fail (command_line != NULL, NULL);

  self = g_object_new (ISHI_TYPE_GTP_ENGINE, NULL);
  self->command_line = g_strdup (command_line);
  self->workdir = workdir && workdir[0] ? g_strdup (workdir) : NULL;
  if (display_name && display_name[0])
    self->display_name = g_strdup (display_name);
  else
    {
      g_auto (GStrv) argv = NULL;
      if (g_shell_parse_argv (command_line, NULL, &argv, NULL) && argv[0])
        self->display_name = g_path_get_basename (argv[0]);
      else
        self->display_name = g_strdup (command_line);
      self->display_from_program = TRUE;
    }
  /* Not running until started. */
  self->closed = TRUE;
  self->death = g_error_new (ISHI_GTP_ERROR, ISHI_GTP_ERROR_CLOSED,
                             _("%s is not running."), self->display_name);
  return self;
}

IshiGtpEngine *
ishi_gtp_engine_new_like (IshiGtpEngine *other)
{
  g_return_val_if_fail (ISHI_IS_GTP_ENGINE (other), NULL);
  return ishi_gtp_engine_new (other->command_line, other->workdir, other->display_name);
}

/* Sends a command; the task's result is the reply text. */
static void
send_internal (IshiGtpEngine *self, const char *command, int timeout_ms,
               GCancellable *cancellable, GTask *task)
{
  Pending *p;
  char *line;

  if (self->closed)
    {
      g_task_return_error (task, g_error_copy (self->death));
      g_object_unref (task);
      return;
    }
  line = ishi_gtp_format_command (self->next_id, command);
  if (line == NULL)
    {
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED,
                               _("“%s” is not a GTP command."), command);
      g_object_unref (task);
      return;
    }
  p = g_new0 (Pending, 1);
  p->engine = self;
  p->id = self->next_id++;
  p->command = g_strdup (command);
  p->timeout_ms = timeout_ms > 0 ? timeout_ms : ISHI_GTP_DEFAULT_TIMEOUT_MS;
  p->task = task;
  g_hash_table_insert (self->pending, GUINT_TO_POINTER (p->id), p);
  p->timeout_source = g_timeout_add ((guint) p->timeout_ms, on_timeout, p);
  if (cancellable != NULL)
    {
      p->cancellable = g_object_ref (cancellable);
      p->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), p, NULL);
    }
  g_queue_push_tail (&self->writes, line);
  write_next (self);
}

void
ishi_gtp_engine_send_async (IshiGtpEngine *self, const char *command, int timeout_ms,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (ISHI_IS_GTP_ENGINE (self));
  g_return_if_fail (command != NULL);

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, ishi_gtp_engine_send_async);
  send_internal (self, command, timeout_ms, cancellable, task);
}

char *
ishi_gtp_engine_send_finish (IshiGtpEngine *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- starting ------------------------------------------------------------ */

typedef struct {
  int step;
  int timeout_ms;
  GCancellable *cancellable;
} StartData;

static void
start_data_free (StartData *d)
{
  g_clear_object (&d->cancellable);
  g_free (d);
}

static const char *const start_commands[] = { "protocol_version", "name", "version", "list_commands" };

static void start_step (GTask *task);

static void
on_start_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  IshiGtpEngine *self = ISHI_GTP_ENGINE (source);
  StartData *d = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ishi_gtp_engine_send_finish (self, result, &error);

  if (text == NULL)
    {
      /* Only a missing reply or a death is fatal; an engine may refuse
       * "name" or "version" and still play. */
      if (!g_error_matches (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_FAILED))
        {
          self->starting = FALSE;
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  else
    {
      switch (d->step)
        {
        case 0:
          if (g_strcmp0 (g_strstrip (text), "2") != 0)
            g_debug ("%s speaks GTP version %s", self->display_name, text);
          break;
        case 1:
          g_free (self->name);
          self->name = g_strdup (text);
          /* Messages name the engine as it names itself, not by its
           * program ("python3 answered…", issue 53), unless the person
           * named it. */
          if (self->display_from_program && g_strstrip (text)[0] != '\0')
            {
              g_free (self->display_name);
              self->display_name = ishi_gtp_quote (text);
            }
          break;
        case 2:
          g_free (self->version);
          self->version = g_strdup (text);
          break;
        case 3:
          {
            g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
            for (guint i = 0; lines[i]; i++)
              if (g_strstrip (lines[i])[0])
                g_hash_table_add (self->commands, g_strdup (lines[i]));
          }
          break;
        default:
          break;
        }
    }
  d->step++;
  start_step (g_steal_pointer (&task));
}

static void
start_step (GTask *task)
{
  IshiGtpEngine *self = g_task_get_source_object (task);
  StartData *d = g_task_get_task_data (task);

  if (d->step >= (int) G_N_ELEMENTS (start_commands))
    {
      self->starting = FALSE;
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  ishi_gtp_engine_send_async (self, start_commands[d->step],
                              d->step == 0 ? d->timeout_ms : ISHI_GTP_DEFAULT_TIMEOUT_MS,
                              d->cancellable, on_start_reply, task);
}

void
ishi_gtp_engine_start_async (IshiGtpEngine *self, int timeout_ms,
                             GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) argv = NULL;
  StartData *d;

  g_return_if_fail (ISHI_IS_GTP_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_gtp_engine_start_async);

  if (self->process != NULL)
    {
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_START,
                               _("%s was already started."), self->display_name);
      return;
    }
  if (!g_shell_parse_argv (self->command_line, NULL, &argv, &error))
    {
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_START,
                               _("The command line “%s” cannot be read: %s"),
                               self->command_line, error->message);
      return;
    }
  launcher = ishi_engine_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                       | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                       | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (self->workdir)
    g_subprocess_launcher_set_cwd (launcher, self->workdir);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &error);
  if (self->process == NULL)
    {
      if (g_error_matches (error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT))
        g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_NOT_FOUND,
                                 _("The engine “%s” is not installed: %s"),
                                 argv[0], error->message);
      else
        g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_START,
                                 _("The engine “%s” cannot be started: %s"),
                                 argv[0], error->message);
      return;
    }
  self->pid = ishi_engine_process_get_pid (self->process);
  self->closed = FALSE;
  g_clear_error (&self->death);
  self->starting = TRUE;
  self->stdin_pipe = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->stdout_lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  self->stderr_lines = g_data_input_stream_new (g_subprocess_get_stderr_pipe (self->process));
  g_data_input_stream_set_newline_type (self->stdout_lines, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_data_input_stream_set_newline_type (self->stderr_lines, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_subprocess_wait_async (self->process, self->io_cancel, on_process_exit, self);
  read_stdout (self);
  read_stderr (self);

  d = g_new0 (StartData, 1);
  d->timeout_ms = timeout_ms > 0 ? timeout_ms : ISHI_GTP_DEFAULT_TIMEOUT_MS;
  d->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  g_task_set_task_data (task, d, (GDestroyNotify) start_data_free);
  start_step (g_steal_pointer (&task));
}

gboolean
ishi_gtp_engine_start_finish (IshiGtpEngine *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* --- queries ------------------------------------------------------------- */

const char *
ishi_gtp_engine_get_name (IshiGtpEngine *self)
{
  return self->name;
}

const char *
ishi_gtp_engine_get_version (IshiGtpEngine *self)
{
  return self->version;
}

const char *
ishi_gtp_engine_get_display_name (IshiGtpEngine *self)
{
  return self->display_name;
}

gboolean
ishi_gtp_engine_has_command (IshiGtpEngine *self, const char *command)
{
  return g_hash_table_contains (self->commands, command);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

char **
ishi_gtp_engine_dup_commands (IshiGtpEngine *self)
{
  guint n = 0;
  const char **keys = (const char **) g_hash_table_get_keys_as_array (self->commands, &n);
  char **copy;

  qsort (keys, n, sizeof (char *), compare_strings);
  copy = g_strdupv ((char **) keys);
  g_free (keys);
  return copy;
}

gboolean
ishi_gtp_engine_is_running (IshiGtpEngine *self)
{
  return self->process != NULL && !self->closed;
}

char *
ishi_gtp_engine_get_stderr_tail (IshiGtpEngine *self)
{
  GString *s = g_string_new (NULL);

  for (GList *l = self->tail.head; l; l = l->next)
    {
      if (s->len)
        g_string_append_c (s, '\n');
      g_string_append (s, l->data);
    }
  return g_string_free (s, FALSE);
}

GPid
ishi_gtp_engine_get_pid (IshiGtpEngine *self)
{
  return ishi_gtp_engine_is_running (self) ? self->pid : 0;
}

double
ishi_gtp_engine_get_cpu_time (IshiGtpEngine *self)
{
  if (ishi_gtp_engine_is_running (self))
    update_cpu_time (self);
  return self->cpu_time;
}

void
ishi_gtp_engine_quit (IshiGtpEngine *self)
{
  g_autofree char *line = NULL;

  if (!ishi_gtp_engine_is_running (self))
    return;
  /* "quit" without waiting: the process is asked to go, then is killed
   * (close_engine) so that nothing is left behind. */
  line = ishi_gtp_format_command (self->next_id++, "quit");
  if (self->stdin_pipe)
    g_output_stream_write_all (self->stdin_pipe, line, strlen (line), NULL, NULL, NULL);
  close_engine (self, NULL, FALSE);
}

void
ishi_gtp_engine_kill (IshiGtpEngine *self)
{
  if (!ishi_gtp_engine_is_running (self))
    return;
  close_engine (self, NULL, FALSE);
}
