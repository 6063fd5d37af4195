/* ishi-tool — the command-line companion of Ishi, for scripts and tests.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "ishi-tool.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *synopsis;
  const char *summary;
} Command;

static const Command commands[] = {
  { "info", ishi_tool_info, "FILE.sgf",
    N_("Print the game information and the number of moves") },
  { "replay", ishi_tool_replay, "[--board] FILE.sgf…",
    N_("Replay the main line with the full rules and report the first illegal move") },
  { "normalize", ishi_tool_normalize, "IN.sgf OUT.sgf",
    N_("Write a clean UTF-8 copy and list what was repaired") },
  { "render", ishi_tool_render, "FILE.sgf [--move N] [--output OUT.png|.svg|.pdf] [--width PX] [--numbers]",
    N_("Draw the position as a picture") },
  { "score", ishi_tool_score, "FILE.sgf [--rules R] [--komi K] [--dead auto|none|marks|POINTS]",
    N_("Count the final position") },
  { "renju-forbidden", ishi_tool_renju_forbidden, "FILE.sgf",
    N_("List Black’s forbidden points in a Renju position") },
  { "lessons", ishi_tool_lessons, "check [FILE.xml|FOLDER…] | list | render FILE.xml --step N [--move K] --output OUT",
    N_("Check lesson files against the rules, list the lessons, or draw a step’s diagram") },
};

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n", _("Usage: ishi-tool COMMAND [ARGUMENTS…]"));
  fprintf (out, "\n%s\n", _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %s %s\n      %s\n", commands[i].name, commands[i].synopsis,
             _(commands[i].summary));
  fprintf (out, "\n  --help     %s\n  --version  %s\n",
           _("Show this help"), _("Show the version"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* ISHI_LOCALEDIR: the translations of an uninstalled build (meson devenv, tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_help (stdout);
      return 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("ishi-tool %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("ishi-tool: unknown command “%s”; see ishi-tool --help\n"), argv[1]);
  return 2;
}
