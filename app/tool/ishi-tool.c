/* ishi-tool — the command-line companion of Ishi, for scripts and tests.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <unistd.h>   /* execv */
#endif
#ifdef __GLIBC__
#include <malloc.h>   /* mallopt */
#endif

#include <glib.h>
#include <glib/gi18n.h>

#include "ishi-tool.h"

/* In `ishi-tool` itself (ISHI_TOOL_RECORDS_ONLY, see app/meson.build)
 * the commands that need more than core/record have no function here:
 * they run in `ishi-tool-full`. */
#ifdef ISHI_TOOL_RECORDS_ONLY
#define FULL(run) NULL
#else
#define FULL(run) run
#endif

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);   /* NULL: ishi-tool-full's */
  const char *synopsis;
  const char *summary;
  gboolean own_usage;   /* prints its own usage when its arguments are wrong */
  const char *details;  /* its options and their defaults, for COMMAND --help; may be NULL */
} Command;

static const Command commands[] = {
  { "info", ishi_tool_info, "[--game N] FILE.sgf",
    N_("Print the game information and the number of moves") },
  { "replay", ishi_tool_replay, "[--board] FILE.sgf…",
    N_("Replay the main line with the full rules and report the first illegal move") },
  { "normalize", ishi_tool_normalize, "IN.sgf|IN.lib|IN.txt OUT.sgf|OUT.lib|-",
    N_("Write a clean UTF-8 copy and list what was repaired; OUT.lib writes a RenLib library, "
       "- the record to standard output (the repairs then to standard error)") },
  { "render", FULL (ishi_tool_render), "FILE.sgf|FILE.lib|FILE.txt [--move N] [--output OUT.png|.svg|.pdf] [--width PX] [--numbers] [--numbers-from N] [--region A1-J10] [--mono] [--coordinates STYLE] [--orientation TURN]",
    N_("Draw the position as a picture") },
  { "figures", FULL (ishi_tool_figures), "FILE.sgf|FILE.lib|FILE.txt [--moves N] [--output OUT.pdf] [--paper a4|letter] [--from-one|--modulo|--no-numbers] [--mono] [--coordinates STYLE] [--comments]",
    N_("Print the game as figures of N moves, as books do, into a PDF file") },
  { "score", FULL (ishi_tool_score), "FILE.sgf [--rules R] [--komi K] [--dead auto|none|marks|POINTS] [--appendix a|b] [--explain]",
    N_("Count the final position") },
  { "renju-forbidden", FULL (ishi_tool_renju_forbidden), "FILE.sgf|FILE.lib|FILE.txt",
    N_("List Black’s forbidden points in a Renju position") },
  { "renju-solve", FULL (ishi_tool_renju_solve), "FILE.sgf|FILE.lib|FILE.txt [--vcf|--vct] [--max-moves N] [--time S] [--attacker black|white]",
    N_("Look for a forced win (continuous fours, or threes and fours) in a Renju position"), FALSE,
    N_("The position is the end of the record's main line (SGF, a RenLib library or a move list).\n"
       "  --vct          continuous fours first, then threes and fours (the default)\n"
       "  --vcf          continuous fours only\n"
       "  --max-moves N  the longest line looked for, 1 to 59 (default 35)\n"
       "  --time S       seconds of CPU time, 0 for no limit (default 10; with 0 the answer is the same "
       "on every machine)\n"
       "  --attacker C   black or white: the side to move (the default), whose win is looked for\n"
       "A line found is a shortest one of its kind; \"No win found\" does not mean that there is none.") },
  { "lessons", FULL (ishi_tool_lessons), "check [FILE.xml|FOLDER…] | list | render FILE.xml --step N [--move K] --output OUT | sheet FILE.xml --output OUT.pdf [--answers]",
    N_("Check lesson files against the rules, list the lessons, or draw a step’s diagram"), TRUE },
  { "problems", FULL (ishi_tool_problems), "check [--grade N] [--add-refutations OUT.sgf] FILE.sgf|FOLDER… | list FILE.sgf|FOLDER…",
    N_("Prove what problem files (詰碁, 詰め連珠) claim by the rules, or list their problems"), TRUE },
  { "match", FULL (ishi_tool_match), "[--game go|renju] --black CMD --white CMD [--size N] [--komi K] [--rules R] [--games G] [--handicap H] [--alternate] [--time SETTINGS] [--sgf-dir DIR] [--max-moves M] [--move-timeout S] [--turn-time S] [--openings]",
    N_("Let two engines play each other (Go: GTP; Renju: Piskvork) and print the results") },
  { "analyse", FULL (ishi_tool_analyse), "FILE.sgf --engine CMD [--output OUT.sgf] [--move-timeout S]",
    N_("Write a GTP engine’s score estimate on every move (property IV)") },
  { "gtp", FULL (ishi_tool_gtp), "[--level N | --playouts N | --time S] [--rules ROW] [--seed N] [--threads N] [--verbose]",
    N_("Play Go as a GTP engine on stdin and stdout (Ishi’s own engine)") },
  { "serve", FULL (ishi_tool_serve), "[--port N] [--name NAME] [--code CODE] [--records DIR] [--game go|renju] [--address ADDR] [--no-observers] [--class] [--teacher-code CODE] [--web-port N] [--no-web]",
    N_("Host a room of the online rules page on the network, without a window") },
  { "games-sheet", FULL (ishi_tool_games_sheet), "FOLDER --output OUT.pdf",
    N_("Print a class’s games of a day (a folder of records) as a sheet of final positions") },
  { "bot", FULL (ishi_tool_bot), "[--igs] --server HOST[:PORT] --name NAME [--code CODE | --password P] --engine CMD [--games N] [--move-timeout S] [--token-file F] [--sizes 9,13,19] [--max-minutes M]",
    N_("Seat a GTP engine at a table of a room, or with --igs on an NNGS or IGS server: it plays and counts") },
  { "piskvork", FULL (ishi_tool_piskvork), "[--level 1–6] [--seed N] [--messages]",
    N_("Play Renju as a Piskvork (Gomocup) brain on stdin and stdout (Ishi’s own engine)") },
};

static gboolean
parse_size (const char *text)
{
  guint64 value, unit = 1;
  char *end = NULL;

  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  value = g_ascii_strtoull (text, &end, 10);
  switch (g_ascii_toupper (*end))
    {
    case 'K': unit = G_GUINT64_CONSTANT (1) << 10; end++; break;
    case 'M': unit = G_GUINT64_CONSTANT (1) << 20; end++; break;
    case 'G': unit = G_GUINT64_CONSTANT (1) << 30; end++; break;
    default: break;
    }
  if (*end != '\0' || value == 0 || value > (G_GUINT64_CONSTANT (4) << 30) / unit)
    return FALSE;
  value *= unit;
  if (value < 1024)
    return FALSE;
  ishi_tool_set_max_size (value);
  return TRUE;
}

static void
print_usage (FILE *out, const Command *command)
{
  fprintf (out, _("Usage: ishi-tool %s %s\n"), command->name, command->synopsis);
}

static void
print_command_help (FILE *out, const Command *command)
{
  print_usage (out, command);
  fprintf (out, "\n%s\n", _(command->summary));
  if (command->details)
    fprintf (out, "\n%s\n", _(command->details));
}

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n", _("Usage: ishi-tool [--max-size SIZE] [--encoding NAME] COMMAND [ARGUMENTS…]"));
  fprintf (out, "\n%s\n", _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %s %s\n      %s\n", commands[i].name, commands[i].synopsis,
             _(commands[i].summary));
  fprintf (out, "\n  --help     %s\n  --version  %s\n",
           _("Show this help"), _("Show the version"));
  fprintf (out, "  --max-size SIZE  %s\n",
           _("Before the command: refuse files larger than SIZE (default 256M; from 1K to 4G)"));
  fprintf (out, "  --encoding NAME  %s\n",
           _("Before the command: read and write a RenLib library's texts in NAME (UTF-8, GBK, Shift_JIS, "
             "Big5, EUC-KR, windows-1252) instead of the set guessed"));
  fprintf (out, "\n%s\n", _("Wherever a command reads FILE.sgf it also reads a RenLib library (.lib) and a "
                             "Renju move list (\"h8 h9 i10\" in a text file)."));
  fprintf (out, "\n%s\n", _("Only regular files are read: a device, a pipe or a folder is refused. "
                             "Text from a file is shown with its control characters escaped "
                             "on a terminal and in every warning and error."));
}

#ifdef ISHI_TOOL_RECORDS_ONLY
/* `ishi-tool-full`: beside this program in a build tree, else where it is
 * installed. */
static char *
full_program (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      char *beside = g_build_filename (dir, "ishi-tool-full", NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  return g_build_filename (ISHI_TOOL_FULL_DIR, "ishi-tool-full", NULL);
}

/* Runs `ishi-tool-full` with all the arguments this program was given, in
 * this process: it prints and exits as if it had been called itself.
 * Returns only when it cannot be run. */
static int
run_full (char **argv)
{
  g_autofree char *path = full_program ();

#ifdef G_OS_UNIX
  execv (path, argv);
#else
  errno = ENOSYS;
#endif
  fprintf (stderr, _("ishi-tool: cannot run %s: %s\n"), path, g_strerror (errno));
  return 2;
}
#endif

int
main (int argc, char **argv)
{
#ifdef ISHI_TOOL_RECORDS_ONLY
  char **all_argv = argv;
#endif

  setlocale (LC_ALL, "");
  /* ISHI_LOCALEDIR: the translations of an uninstalled build (meson devenv, tests). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* --max-size=SIZE (or --max-size SIZE) before the command: the largest
   * file read, in bytes or with K, M or G (binary units). */
  while (argc >= 2 && g_str_has_prefix (argv[1], "--max-size"))
    {
      const char *value = NULL;
      int used = 1;

      if (g_str_has_prefix (argv[1], "--max-size="))
        value = argv[1] + strlen ("--max-size=");
      else if (strcmp (argv[1], "--max-size") == 0 && argc >= 3)
        {
          value = argv[2];
          used = 2;
        }
      if (!parse_size (value))
        {
          fprintf (stderr, _("ishi-tool: --max-size takes a size from 1K to 4G, such as 300M\n"));
          return 2;
        }
      argc -= used;
      argv += used;
    }
  /* --encoding NAME before the command: the set a RenLib library's texts
   * are read in (and a library is written in), when the guess is wrong. */
  while (argc >= 2 && g_str_has_prefix (argv[1], "--encoding"))
    {
      const char *value = NULL;
      int used = 1;

      if (g_str_has_prefix (argv[1], "--encoding="))
        value = argv[1] + strlen ("--encoding=");
      else if (strcmp (argv[1], "--encoding") == 0 && argc >= 3)
        {
          value = argv[2];
          used = 2;
        }
      if (value == NULL || !ishi_tool_set_encoding (value))
        {
          fprintf (stderr, _("ishi-tool: --encoding takes one of %s\n"),
                   "UTF-8, GBK (GB18030), Shift_JIS, Big5, EUC-KR, windows-1252");
          return 2;
        }
      argc -= used;
      argv += used;
    }
  if (argc < 2)
    {
      print_help (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
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
      {
        int status;

#ifdef ISHI_TOOL_RECORDS_ONLY
        if (commands[i].run == NULL)
          return run_full (all_argv);
#endif

        /* --help or -h after any command: its usage on standard output. */
        for (int a = 2; a < argc && strcmp (argv[a], "--") != 0; a++)
          if (strcmp (argv[a], "--help") == 0 || strcmp (argv[a], "-h") == 0)
            {
              print_command_help (stdout, &commands[i]);
              return 0;
            }

        /* The legacy character sets' iconv modules are not loaded here for
         * the whole run: the SGF reader keeps the converters it opened for
         * the next file (ishi-sgf-charset.c), so a set is loaded once, when
         * a record first needs it, and a run of UTF-8 records loads none
         * (loading all seven took 0.4 ms at each start). */
#ifdef M_TRIM_THRESHOLD
        /* The heap is not given back to the system after every file, only
         * to be asked for again for the next one: what a game needed
         * stays for the next (the peak is the same). */
        mallopt (M_TRIM_THRESHOLD, 32 << 20);
#endif
        status = commands[i].run (argc - 1, argv + 1);
        /* Exit status 2 is always wrong arguments: the usage follows what
         * the command said was wrong, on standard error. */
        if (status == 2 && !commands[i].own_usage)
          print_usage (stderr, &commands[i]);
        return status;
      }

  fprintf (stderr, _("ishi-tool: unknown command “%s”; see ishi-tool --help\n"), argv[1]);
  return 2;
}
