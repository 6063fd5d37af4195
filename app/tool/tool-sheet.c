/* ishi-tool lessons sheet FILE.xml --output OUT.pdf [--answers] [--paper a4|letter]
 *
 * A lesson as a worksheet (ishi-lesson-sheet.h): its tasks as numbered
 * problems, four to six a page, each the position where it is asked with
 * its prompt and a line for the answer, the pupil's name at the top of
 * every page, a page of empty boards; with --answers, the answer key alone
 * on the last page, each task's answers from the lesson itself and the
 * reason the checker holds them right.
 *
 * The exit status is 1 when the lesson cannot be read or drawn, 2 for a
 * wrong command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-lesson-sheet.h"
#include "ishi-lesson.h"
#include "ishi-tool.h"

int
ishi_tool_lessons_sheet (int argc, char **argv)
{
  gboolean answers = FALSE;
  g_autofree char *output = NULL;
  g_autofree char *paper = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to OUT.pdf"), N_("OUT") },
    { "answers", 'a', 0, G_OPTION_ARG_NONE, &answers,
      N_("End with an answer key, with the reason each answer is right"), NULL },
    { "paper", 'p', 0, G_OPTION_ARG_STRING, &paper, N_("Paper: a4 (the default) or letter"), N_("PAPER") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE.xml") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiLesson) lesson = NULL;
  IshiPage page;

  g_option_context_set_summary (context, _("Print a lesson as a handout, into a PDF file."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool lessons sheet: %s\n", error->message);
      return 2;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL || output == NULL)
    {
      fprintf (stderr, "%s\n", _("Usage: ishi-tool lessons sheet FILE.xml --output OUT.pdf [--answers] [--paper a4|letter]"));
      return 2;
    }
  if (paper == NULL || g_ascii_strcasecmp (paper, "a4") == 0)
    ishi_page_init_a4 (&page);
  else if (g_ascii_strcasecmp (paper, "letter") == 0)
    ishi_page_init_letter (&page);
  else
    {
      fprintf (stderr, "ishi-tool lessons sheet: %s\n", _("--paper takes a4 or letter"));
      return 2;
    }
  lesson = ishi_lesson_load (files[0], &error);
  if (lesson == NULL)
    {
      g_autofree char *shown = ishi_tool_escape (error->message);

      fprintf (stderr, "%s\n", shown);
      return 1;
    }
  if (!ishi_lesson_sheet_write_pdf (lesson, answers, &page, output, &error))
    {
      g_autofree char *shown = ishi_tool_escape (error->message);

      fprintf (stderr, "%s\n", shown);
      return 1;
    }
  return 0;
}
