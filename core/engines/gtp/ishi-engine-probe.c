/* ishi-engine-probe.c — the Test button of Preferences: start an engine,
 * ask its name and version in GTP, and say in words what went wrong.
 *
 * This is a one-shot exchange (everything is written at once, the answers
 * read when the engine has quit), so it needs no GTP client: the replies
 * carry the ids of the commands and only "=id text" lines are read.  The
 * engine runs as a GSubprocess on the main loop; a timeout kills it, so a
 * hanging engine never blocks the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-probe"

#include "config.h"

#include <string.h>

#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-engine-probe.h"
#include "ishi-engine-process.h"
#include "ishi-gtp-protocol.h"

G_DEFINE_QUARK (ishi-engine-probe-error-quark, ishi_engine_probe_error)

/* Ids of the two questions; init commands count from 1. */
#define NAME_ID 1001
#define VERSION_ID 1002
#define COMMANDS_ID 1003

typedef struct {
  GSubprocess *process;
  GCancellable *io_cancel;   /* cancelled by the timeout or the caller */
  GCancellable *caller;
  guint timeout_id;
  gulong cancel_id;
  gboolean timed_out;
  char *program;
  char *command;             /* as given */
  char **commands;           /* its list_commands, once it answered */
} Probe;

static void
probe_free (Probe *probe)
{
  g_clear_handle_id (&probe->timeout_id, g_source_remove);
  if (probe->caller)
    g_cancellable_disconnect (probe->caller, probe->cancel_id);
  g_clear_object (&probe->caller);
  g_clear_object (&probe->process);
  g_clear_object (&probe->io_cancel);
  g_free (probe->program);
  g_free (probe->command);
  g_strfreev (probe->commands);
  g_free (probe);
}

char *
ishi_engine_gnugo_path (void)
{
  if (g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    return g_strdup ("/usr/games/gnugo");
  return g_find_program_in_path ("gnugo");
}

char *
ishi_engine_gnugo_command (int level)
{
  g_autofree char *path = ishi_engine_gnugo_path ();
  g_autofree char *quoted = NULL;

  if (path == NULL)
    return NULL;
  quoted = g_shell_quote (path);
  return g_strdup_printf ("%s --mode gtp --level %d", quoted, CLAMP (level, 1, 10));
}

static gboolean
timeout_cb (gpointer data)
{
  GTask *task = data;
  Probe *probe = g_task_get_task_data (task);

  probe->timeout_id = 0;
  probe->timed_out = TRUE;
  g_cancellable_cancel (probe->io_cancel);
  return G_SOURCE_REMOVE;
}

/* The text of the reply "=id text" in `out`, or NULL. */
static char *
find_reply (const char *out, int id)
{
  g_auto(GStrv) lines = g_strsplit (out ? out : "", "\n", -1);
  g_autofree char *head = g_strdup_printf ("=%d", id);

  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, head) && ((*l)[strlen (head)] == ' ' || (*l)[strlen (head)] == '\0'
                                        || (*l)[strlen (head)] == '\r'))
      return g_strstrip (g_strdup (*l + strlen (head)));
  return NULL;
}

/* The lines of the reply "=id …" up to the empty line that ends it. */
static char **
find_reply_lines (const char *out, int id)
{
  g_auto(GStrv) lines = g_strsplit (out ? out : "", "\n", -1);
  g_autofree char *head = g_strdup_printf ("=%d", id);
  g_autoptr(GStrvBuilder) found = g_strv_builder_new ();
  gboolean in_reply = FALSE;

  for (char **l = lines; *l; l++)
    {
      g_strstrip (*l);
      if (!in_reply && g_str_has_prefix (*l, head)
          && ((*l)[strlen (head)] == ' ' || (*l)[strlen (head)] == '\0'))
        {
          in_reply = TRUE;
          if ((*l)[strlen (head)] == ' ' && (*l)[strlen (head) + 1] != '\0')
            g_strv_builder_add (found, g_strstrip (*l + strlen (head) + 1));
        }
      else if (in_reply && (*l)[0] == '\0')
        break;
      else if (in_reply)
        g_strv_builder_add (found, *l);
    }
  return in_reply ? g_strv_builder_end (found) : NULL;
}

/* The last line the engine wrote to stderr, for the message. */
static char *
last_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text ? text : "", "\n", -1);

  for (int i = (int) g_strv_length (lines) - 1; i >= 0; i--)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        return g_strdup (lines[i]);
    }
  return NULL;
}

static void
communicated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  Probe *probe = g_task_get_task_data (task);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *said = NULL;

  g_clear_handle_id (&probe->timeout_id, g_source_remove);
  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &out, &err, &error);
  if (probe->timed_out)
    {
      ishi_engine_process_end_group (ishi_engine_process_get_pid (probe->process));
      g_subprocess_force_exit (probe->process);
      g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_TIMEOUT,
                               _("“%s” did not answer in time; it was stopped."), probe->program);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    {
      ishi_engine_process_end_group (ishi_engine_process_get_pid (probe->process));
      g_subprocess_force_exit (probe->process);
      return;
    }
  name = find_reply (out, NAME_ID);
  version = find_reply (out, VERSION_ID);
  probe->commands = find_reply_lines (out, COMMANDS_ID);
  said = last_line (err);
  if (name != NULL)
    {
      g_task_return_pointer (task, version && version[0] ? g_strdup_printf ("%s %s", name, version)
                                                         : g_strdup (name), g_free);
      return;
    }
  if (error == NULL && out != NULL && g_strstrip (out)[0] != '\0')
    {
      g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_NOT_GTP,
                               _("“%s” answered, but not in GTP: “%.80s”."), probe->program, out);
      return;
    }
  if (said)
    {
      g_autofree char *quoted = ishi_gtp_quote (said);

      g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_EXITED,
                               _("“%s” stopped before it answered. It said: “%s”"), probe->program, quoted);
    }
  else
    g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_EXITED,
                             _("“%s” stopped before it answered."), probe->program);
}

static void
caller_cancelled_cb (GCancellable *cancellable, GCancellable *io_cancel)
{
  g_cancellable_cancel (io_cancel);
}

void
ishi_engine_probe_async (const char          *command,
                         const char          *folder,
                         const char *const   *init,
                         guint                timeout_seconds,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GString) input = g_string_new (NULL);
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;
  Probe *probe = g_new0 (Probe, 1);
  int id = 1;
  int fd;

  g_return_if_fail (command != NULL);

  g_task_set_source_tag (task, ishi_engine_probe_async);
  g_task_set_task_data (task, probe, (GDestroyNotify) probe_free);
  if (!g_shell_parse_argv (command, NULL, &argv, &error))
    {
      g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_COMMAND,
                               _("The command line cannot be read: %s"), error->message);
      return;
    }
  probe->program = g_path_get_basename (argv[0]);
  for (; init && *init; init++)
    {
      g_autofree char *line = g_strstrip (g_strdup (*init));

      if (line[0] != '\0')
        g_string_append_printf (input, "%d %s\n", id++, line);
    }
  g_string_append_printf (input, "%d name\n%d version\n%d list_commands\nquit\n", NAME_ID, VERSION_ID,
                          COMMANDS_ID);
  probe->command = g_strdup (command);
  /* The commands go in from a file, not a pipe: an engine that exits at
   * once would break the pipe, and the error would hide what it wrote to
   * stderr, which is the one useful thing to show. */
  fd = g_file_open_tmp ("ishi-probe-XXXXXX", &input_path, &error);
  if (fd < 0 || !g_file_set_contents (input_path, input->str, (gssize) input->len, &error))
    {
      if (fd >= 0)
        close (fd);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  close (fd);
  launcher = ishi_engine_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  g_subprocess_launcher_set_cwd (launcher, folder && folder[0] ? folder : g_get_home_dir ());
  probe->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &error);
  g_unlink (input_path);
  if (probe->process == NULL)
    {
      g_task_return_new_error (task, ISHI_ENGINE_PROBE_ERROR, ISHI_ENGINE_PROBE_ERROR_START,
                               _("“%s” cannot be started: %s"), probe->program, error->message);
      return;
    }

  probe->io_cancel = g_cancellable_new ();
  if (cancellable)
    probe->caller = g_object_ref (cancellable);
  if (cancellable)
    probe->cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (caller_cancelled_cb),
                                              g_object_ref (probe->io_cancel), g_object_unref);
  probe->timeout_id = g_timeout_add_seconds (timeout_seconds, timeout_cb, task);
  g_subprocess_communicate_utf8_async (probe->process, NULL, probe->io_cancel, communicated_cb,
                                       g_object_ref (task));
}

char *
ishi_engine_probe_finish (GAsyncResult *result, GError **error)
{
  return ishi_engine_probe_finish_full (result, NULL, error);
}

char *
ishi_engine_probe_finish_full (GAsyncResult *result, char ***commands, GError **error)
{
  Probe *probe;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  probe = g_task_get_task_data (G_TASK (result));
  if (commands != NULL)
    *commands = g_strdupv (probe->commands);
  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
ishi_engine_probe_get_command (GAsyncResult *result)
{
  Probe *probe;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  probe = g_task_get_task_data (G_TASK (result));
  return probe->command;
}
