/* test-tool-help.c — every ishi-tool command answers --help the same way:
 * its usage on standard output and exit status 0; and wrong arguments the
 * same way: exit status 2, nothing on standard output, the usage on
 * standard error.  The commands are read from `ishi-tool --help` itself,
 * so a command added later is tested without a change here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ishi-test-util.h"

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static Run
run_tool (const char *const *args)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  Run r = { 0 };

  g_assert_nonnull (tool);
  g_ptr_array_add (argv, (gpointer) tool);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE
                            | G_SUBPROCESS_FLAGS_STDIN_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, "", NULL, &r.out, &r.err, &error);
  g_assert_no_error (error);
  r.status = g_subprocess_get_exit_status (proc);
  return r;
}

/* The commands, as `ishi-tool --help` lists them ("  name synopsis"). */
static GPtrArray *
commands (void)
{
  const char *args[] = { "--help", NULL };
  Run r = run_tool (args);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) lines = NULL;

  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  lines = g_strsplit (r.out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      const char *l = lines[i];
      gsize n = 0;

      if (!g_str_has_prefix (l, "  ") || !g_ascii_islower (l[2]))
        continue;
      while (g_ascii_islower (l[2 + n]) || l[2 + n] == '-')
        n++;
      if (l[2 + n] == ' ' || l[2 + n] == '\0')
        g_ptr_array_add (names, g_strndup (l + 2, n));
    }
  run_clear (&r);
  return names;
}

static void
test_help_everywhere (void)
{
  g_autoptr (GPtrArray) names = commands ();

  /* Enough of them that the list was really read. */
  g_assert_cmpuint (names->len, >=, 10);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      const char *help[] = { name, "--help", NULL };
      const char *h[] = { name, "-h", NULL };
      const char *bad[] = { name, "--no-such-option", NULL };
      g_autofree char *usage = g_strdup_printf ("ishi-tool %s", name);
      Run r;

      g_test_message ("%s", name);
      r = run_tool (help);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, usage));
      g_assert_cmpstr (r.err, ==, "");
      run_clear (&r);

      r = run_tool (h);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, usage));
      run_clear (&r);

      r = run_tool (bad);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, usage));
      run_clear (&r);
    }
}

static void
test_top_level (void)
{
  const char *help[] = { "help", NULL };
  const char *none[] = { NULL };
  const char *unknown[] = { "no-such-command", NULL };
  Run r = run_tool (help);

  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "ishi-tool"));
  run_clear (&r);
  r = run_tool (none);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  run_clear (&r);
  r = run_tool (unknown);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tool-help/every-command", test_help_everywhere);
  g_test_add_func ("/tool-help/top-level", test_top_level);
  return g_test_run ();
}
