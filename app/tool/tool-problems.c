/* ishi-tool problems check [--grade N] [--add-refutations OUT.sgf [--comment TEXT]] FILE.sgf|FOLDER…
 * ishi-tool problems list FILE.sgf|FOLDER…
 *
 * check   reads every game of each file (a folder: every *.sgf in it) as
 *         a problem (ishi-problem.h) and proves what it claims
 *         (ishi_problem_check): the right lines reach the goal, every other
 *         first move of the region is refuted.  A problem without a goal
 *         (IG) is only replayed.  Each problem found is printed to
 *         standard error as FILE:LINE:COL: MESSAGE; a good problem prints
 *         "FILE: TITLE: ok (…)" on standard output.  --grade N warns of
 *         kanji above grade N without a reading.  --add-refutations
 *         writes the file again (one file only) with every refuted wrong
 *         first move the file lacks added as a variation, with the
 *         refutation: how a teacher completes a problem.
 * list    one line per problem, tab-separated: file, game number, title,
 *         game, size, player, goal, right lines.
 *
 * The exit status is 1 when any problem has a fault, 2 for a wrong
 * command line, 0 otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-problem-check.h"
#include "ishi-problem.h"
#include "ishi-tool.h"

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n%s\n",
           _("Usage: ishi-tool problems check [--grade N] [--add-refutations OUT.sgf [--comment TEXT]] FILE.sgf|FOLDER…"),
           _("       ishi-tool problems list FILE.sgf|FOLDER…"));
}

static void
print_message (const char *what)
{
  g_autofree char *shown = ishi_tool_escape (what);

  fprintf (stderr, "%s\n", shown);
}

static const char *
goal_word (IshiProblemGoalKind kind)
{
  static const char *const words[] = { "-", "capture", "escape", "live", "kill", "best", "vcf", "vct" };

  return kind < G_N_ELEMENTS (words) ? words[kind] : "-";
}

/* The set of one argument, or NULL after saying why. */
static IshiProblemSet *
load (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  IshiProblemSet *set = ishi_problem_set_load (file, NULL, &error);

  if (set == NULL)
    print_message (error->message);
  else
    for (guint i = 0; i < set->errors->len; i++)
      print_message (g_ptr_array_index (set->errors, i));
  return set;
}

/* Checks one problem; TRUE when it is sound. */
static gboolean
check_one (IshiProblem *problem, int grade, GArray *first_moves)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  IshiProblemGoal goal;
  g_autofree char *name = ishi_tool_show (stdout, ishi_problem_get_filename (problem));
  g_autofree char *title = ishi_tool_show (stdout, ishi_problem_get_title (problem));
  guint right = 0, refuted = 0;

  if (grade > 0)
    ishi_problem_check_grade (problem, grade, warnings);
  for (guint i = 0; i < warnings->len; i++)
    print_message (g_ptr_array_index (warnings, i));
  if (!ishi_problem_check (problem, problems, first_moves))
    {
      for (guint i = 0; i < problems->len; i++)
        print_message (g_ptr_array_index (problems, i));
      return FALSE;
    }
  for (guint i = 0; i < first_moves->len; i++)
    {
      IshiProblemFirstMove *f = &g_array_index (first_moves, IshiProblemFirstMove, i);

      right += f->right;
      refuted += f->refuted;
    }
  if (!ishi_problem_get_goal (problem, &goal, NULL) || goal.kind == ISHI_PROBLEM_GOAL_NONE)
    /* TRANSLATORS: FILE: TITLE: ok (only replayed: no goal to prove) */
    printf (_("%s: %s: ok (replayed; no goal to prove)\n"), name, title);
  else
    /* TRANSLATORS: FILE: TITLE: ok (GOAL: N right first moves, M wrong ones refuted) */
    printf (_("%s: %s: ok (%s: %u right first moves, %u wrong ones refuted)\n"), name, title,
            goal_word (goal.kind), right, refuted);
  return TRUE;
}

static gboolean
write_completed (IshiProblemSet *set, GPtrArray *first_moves, const char *output, const char *comment)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < set->problems->len; i++)
    g_ptr_array_add (roots, ishi_problem_add_refutations (g_ptr_array_index (set->problems, i),
                                                         g_ptr_array_index (first_moves, i), comment));
  if (!ishi_sgf_save ((IshiSgfNode *const *) roots->pdata, roots->len, output, &error))
    {
      print_message (error->message);
      return FALSE;
    }
  return TRUE;
}

static int
problems_check (int argc, char **argv)
{
  int grade = 0;
  g_autofree char *output = NULL, *comment = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "grade", 'g', 0, G_OPTION_ARG_INT, &grade,
      N_("Warn of kanji above school grade N (1–6) without a reading"), N_("N") },
    { "add-refutations", 'a', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the file again with the refuted wrong first moves it lacks"), N_("OUT") },
    { "comment", 'c', 0, G_OPTION_ARG_STRING, &comment,
      N_("The comment of each wrong move added (default: “Wrong.”)"), N_("TEXT") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.sgf|FOLDER…") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  guint bad = 0, n = 0;

  g_option_context_set_summary (context, _("Prove what problem files claim, by the rules."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool problems check: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || grade < 0 || grade > 6 || (output != NULL && files[1] != NULL))
    {
      print_usage (stderr);
      return 2;
    }
  for (int f = 0; files[f] != NULL; f++)
    {
      g_autoptr(IshiProblemSet) set = load (files[f]);
      g_autoptr(GPtrArray) all_moves = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      if (set == NULL)
        {
          bad++;
          continue;
        }
      bad += set->errors->len;
      for (guint i = 0; i < set->problems->len; i++)
        {
          GArray *first_moves = g_array_new (FALSE, FALSE, sizeof (IshiProblemFirstMove));

          g_ptr_array_add (all_moves, first_moves);
          bad += !check_one (g_ptr_array_index (set->problems, i), grade, first_moves);
          n++;
        }
      if (output != NULL && !write_completed (set, all_moves, output, comment ? comment : _("Wrong.")))
        bad++;
    }
  if (n == 0)
    return 1;
  return bad > 0 ? 1 : 0;
}

static int
problems_list (int argc, char **argv)
{
  int bad = 0;

  if (argc < 2)
    {
      print_usage (stderr);
      return 2;
    }
  for (int f = 1; f < argc; f++)
    {
      g_autoptr(IshiProblemSet) set = load (argv[f]);

      if (set == NULL)
        {
          bad = 1;
          continue;
        }
      bad |= set->errors->len > 0;
      for (guint i = 0; i < set->problems->len; i++)
        {
          IshiProblem *problem = g_ptr_array_index (set->problems, i);
          g_autoptr(GPtrArray) lines = ishi_problem_right_lines (problem);
          g_autofree char *name = ishi_tool_show (stdout, ishi_problem_get_filename (problem));
          g_autofree char *title = ishi_tool_show (stdout, ishi_problem_get_title (problem));
          IshiProblemGoal goal = { 0 };

          ishi_problem_get_goal (problem, &goal, NULL);
          printf ("%s\t%u\t%s\t%s\t%d\t%s\t%s\t%u\n", name, ishi_problem_get_index (problem) + 1, title,
                  ishi_problem_get_rules (problem)->id, ishi_problem_get_size (problem),
                  ishi_problem_get_player (problem) == ISHI_BLACK ? "black" : "white",
                  goal_word (goal.kind), lines->len);
        }
    }
  return bad;
}

int
ishi_tool_problems (int argc, char **argv)
{
  if (argc < 2)
    {
      print_usage (stderr);
      return 2;
    }
  if (strcmp (argv[1], "check") == 0)
    return problems_check (argc - 1, argv + 1);
  if (strcmp (argv[1], "list") == 0)
    return problems_list (argc - 1, argv + 1);
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage (stdout);
      return 0;
    }
  print_usage (stderr);
  return 2;
}
