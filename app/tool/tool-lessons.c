/* ishi-tool lessons check [--strict] [FILE|DIR…]
 * ishi-tool lessons list
 * ishi-tool lessons render FILE --step N [--move K] --output OUT.png|.svg|.pdf [--width PX]
 * ishi-tool lessons sheet FILE --output OUT.pdf [--answers]   (tool-sheet.c)
 *
 * check   loads each lesson file (a folder: every *.xml in it; nothing: the
 *         installed lessons and those in $XDG_DATA_HOME/ishi/lessons),
 *         validates it against the lesson schema, then replays every
 *         diagram, sequence and task through the rules core
 *         (ishi_lesson_check_all).  Each problem, then each warning, is
 *         printed to standard error as FILE:LINE: MESSAGE; then a line that
 *         counts them: "FILE: ok (N steps)" or "FILE: 2 warnings (N steps)"
 *         on standard output, "FILE: 1 problem, 2 warnings" on standard
 *         error.  --strict: a file with warnings fails too.
 * list    one line per lesson, tab-separated: id, game, number of steps,
 *         number of tasks, title, file; broken files to standard error.
 * render  draws the diagram of step N (counted from 1), after K moves of
 *         its sequence (default 0), as the window draws it.
 *
 * The exit status is 1 when any file has a problem (with --strict: or a
 * warning), 2 for a wrong command line, 0 otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-render.h"
#include "ishi-lesson-diagram.h"
#include "ishi-lesson.h"
#include "ishi-tool.h"

/* A message of the lesson loader or checker (it names its own place):
 * lesson files come from other teachers, so escaped like every error. */
static void
print_message (const char *what)
{
  g_autofree char *shown = ishi_tool_escape (what);

  fprintf (stderr, "%s\n", shown);
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n%s\n%s\n%s\n",
           _("Usage: ishi-tool lessons check [--strict] [FILE.xml|FOLDER…]"),
           _("       ishi-tool lessons list"),
           _("       ishi-tool lessons render FILE.xml --step N [--move K] --output OUT.png|.svg|.pdf [--width PX]"),
           _("       ishi-tool lessons sheet FILE.xml --output OUT.pdf [--answers] [--paper a4|letter]"));
}

/* The installed lessons, or ISHI_LESSON_DIR in their place as the window
 * reads it (set by `meson devenv`), then $XDG_DATA_HOME/ishi/lessons. */
char **
ishi_tool_lesson_dirs (void)
{
  const char *installed = g_getenv ("ISHI_LESSON_DIR");

  return ishi_lesson_default_dirs (installed ? installed : PKGDATADIR G_DIR_SEPARATOR_S "lessons");
}

static guint
count_tasks (const IshiLesson *lesson)
{
  guint n = 0;

  for (guint i = 0; i < lesson->steps->len; i++)
    if (((IshiLessonStep *) g_ptr_array_index (lesson->steps, i))->task != NULL)
      n++;
  return n;
}

/* What was found in one file, after it: the problems, then the warnings,
 * then a line that counts them, so that the last line a teacher reads is
 * never "ok" above warnings she has not seen.  Standard output and
 * standard error are flushed in turn: the order holds in a terminal and
 * through a pipe. */
static void
print_findings (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings)
{
  g_autofree char *name = NULL;
  g_autofree char *counts = NULL;

  fflush (stdout);
  for (guint j = 0; j < problems->len; j++)
    print_message (g_ptr_array_index (problems, j));
  for (guint j = 0; j < warnings->len; j++)
    print_message (g_ptr_array_index (warnings, j));
  fflush (stderr);
  if (problems->len > 0)
    {
      name = ishi_tool_show (stderr, lesson->filename);
      /* TRANSLATORS: the last line for a lesson file with mistakes:
       * "FILE: 2 errors, 1 warning" */
      counts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", problems->len),
                                problems->len);
      if (warnings->len > 0)
        {
          g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                             warnings->len), warnings->len);
          char *both = g_strdup_printf (_("%s, %s"), counts, w);

          g_free (counts);
          counts = both;
        }
      fprintf (stderr, "%s: %s\n", name, counts);
      fflush (stderr);
      return;
    }
  name = ishi_tool_show (stdout, lesson->filename);
  if (warnings->len > 0)
    /* TRANSLATORS: the last line for a lesson file that works, with
     * warnings: "FILE: 2 warnings (13 steps)" */
    counts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings", warnings->len),
                              warnings->len);
  else
    counts = g_strdup (_("ok"));
  printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s (%u step)\n", "%s: %s (%u steps)\n", lesson->steps->len),
          name, counts, lesson->steps->len);
  fflush (stdout);
}

/* Checks every lesson of `set`; prints; returns the number of bad files
 * (with `strict`, a file with warnings is one). */
static guint
check_set (IshiLessonSet *set, gboolean strict)
{
  guint bad = set->errors->len;

  for (guint i = 0; i < set->errors->len; i++)
    {
      IshiLessonLoadError *e = g_ptr_array_index (set->errors, i);

      print_message (e->error->message);
    }
  for (guint i = 0; i < set->lessons->len; i++)
    {
      IshiLesson *lesson = g_ptr_array_index (set->lessons, i);
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

      /* Warnings: the lesson works, but its readers will stumble (kanji
       * above their grade), or it teaches less (a puzzle with two
       * answers). */
      if (!ishi_lesson_check_all (lesson, problems, warnings) || (strict && warnings->len > 0))
        bad++;
      print_findings (lesson, problems, warnings);
    }
  return bad;
}

static int
lessons_check (int argc, char **argv)
{
  guint bad = 0, files = 0;
  gboolean strict = FALSE;
  int n_named = 0;

  /* --strict: a warning fails the check too (the shipped lessons' tests) */
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--strict") == 0)
        strict = TRUE;
      else
        n_named++;
    }
  if (n_named == 0)
    {
      g_auto(GStrv) dirs = ishi_tool_lesson_dirs ();
      g_autoptr(IshiLessonSet) set = ishi_lesson_set_load_dirs ((const char * const *) dirs);

      files = set->lessons->len + set->errors->len;
      bad = check_set (set, strict);
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(IshiLessonSet) set = NULL;

      if (strcmp (argv[i], "--strict") == 0)
        continue;

      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          const char *dirs[] = { argv[i], NULL };

          set = ishi_lesson_set_load_dirs (dirs);
        }
      else
        {
          GError *error = NULL;
          IshiLesson *lesson = ishi_lesson_load (argv[i], &error);

          set = g_new0 (IshiLessonSet, 1);
          set->lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_lesson_free);
          set->errors = g_ptr_array_new ();
          if (lesson != NULL)
            g_ptr_array_add (set->lessons, lesson);
          else
            {
              print_message (error->message);
              g_error_free (error);
              bad++;
              files++;
              continue;
            }
        }
      files += set->lessons->len + set->errors->len;
      bad += check_set (set, strict);
    }
  if (files == 0)
    {
      fprintf (stderr, "ishi-tool lessons check: %s\n", _("no lesson files found"));
      return 1;
    }
  return bad > 0 ? 1 : 0;
}

static int
lessons_list (int argc, char **argv)
{
  g_auto(GStrv) dirs = ishi_tool_lesson_dirs ();
  g_autoptr(IshiLessonSet) set = ishi_lesson_set_load_dirs ((const char * const *) dirs);

  for (guint i = 0; i < set->lessons->len; i++)
    {
      IshiLesson *lesson = g_ptr_array_index (set->lessons, i);

      g_autofree char *id = ishi_tool_show (stdout, lesson->id);
      g_autofree char *title = ishi_tool_show (stdout, lesson->title);
      g_autofree char *name = ishi_tool_show (stdout, lesson->filename);

      printf ("%s\t%s\t%u\t%u\t%s\t%s\n", id, lesson->rules->id, lesson->steps->len,
              count_tasks (lesson), title, name);
    }
  for (guint i = 0; i < set->errors->len; i++)
    {
      IshiLessonLoadError *e = g_ptr_array_index (set->errors, i);

      print_message (e->error->message);
    }
  if (set->lessons->len == 0 && set->errors->len == 0)
    {
      g_autofree char *where = g_strjoinv (", ", dirs);
      g_autofree char *shown = ishi_tool_show (stderr, where);

      /* TRANSLATORS: %s is a list of folders. */
      fprintf (stderr, _("No lessons were found in %s.\n"), shown);
    }
  return set->errors->len > 0 ? 1 : 0;
}

static int
lessons_render (int argc, char **argv)
{
  int step_number = 0, move = 0, width = 800;
  g_autofree char *output = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "step", 's', 0, G_OPTION_ARG_INT, &step_number, N_("Draw step N (counted from 1)"), N_("N") },
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      N_("After K moves of the step’s sequence (default: 0)"), N_("K") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to OUT, a .png, .svg or .pdf file"), N_("OUT") },
    { "width", 'w', 0, G_OPTION_ARG_INT, &width,
      N_("Width and height of the picture in pixels (default: 800)"), N_("PX") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.xml") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(IshiBoardModel) model = NULL;
  const IshiLessonStep *step;
  g_autofree char *shown = NULL;

  g_option_context_set_summary (context, _("Draw the diagram of a lesson step as a picture."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool lessons render: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL || output == NULL || step_number < 1)
    {
      print_usage (stderr);
      return 2;
    }
  if (move < 0 || width < 16 || width > 16384)
    {
      fprintf (stderr, "ishi-tool lessons render: %s\n",
               _("--move takes 0 or more, --width a number of pixels from 16 to 16384"));
      return 2;
    }
  shown = ishi_tool_escape (files[0]);
  lesson = ishi_lesson_load (files[0], &error);
  if (lesson == NULL)
    {
      print_message (error->message);
      return 1;
    }
  if ((guint) step_number > lesson->steps->len)
    {
      fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%s:0: there is no step %d: the lesson has %u step\n",
                                    "%s:0: there is no step %d: the lesson has %u steps\n",
                                    lesson->steps->len),
               shown, step_number, lesson->steps->len);
      return 1;
    }
  step = g_ptr_array_index (lesson->steps, step_number - 1);
  if ((guint) move > step->sequence->len)
    {
      fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%s:%d: there is no move %d: the sequence has %u move\n",
                                    "%s:%d: there is no move %d: the sequence has %u moves\n",
                                    step->sequence->len),
               shown, step->line, move, step->sequence->len);
      return 1;
    }
  model = ishi_lesson_diagram_model (lesson, step, (guint) move, &error);
  if (model == NULL)
    {
      print_message (error->message);
      return 1;
    }
  if (!ishi_board_render_to_file (model, output, width, &error))
    {
      ishi_tool_print_error (stderr, output, 0, 0, error->message);
      return 1;
    }
  return 0;
}

int
ishi_tool_lessons (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "check") == 0)
    return lessons_check (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "list") == 0)
    return lessons_list (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "render") == 0)
    return lessons_render (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "sheet") == 0)
    return ishi_tool_lessons_sheet (argc - 1, argv + 1);
  print_usage (stderr);
  return 2;
}
