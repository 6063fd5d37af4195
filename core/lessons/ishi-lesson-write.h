/* ishi-lesson-write.h — writing lesson files: a diagram as a <step>, and
 * a step added to a lesson file in the teacher's folder.
 *
 * What is written is what the loader reads (ishi-lesson.h, lesson.rng): a
 * step written here and loaded again gives back the same diagram.  Points
 * are written as players write them, through the game's format_point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson.h"

G_BEGIN_DECLS

/* One <step> (indented for a place inside <lesson>, with a final newline):
 * an optional title, the diagram's size, side to move, region, setup
 * stones, labels and marks (numbered moves, highlights and lines are not
 * written), and `text` as paragraphs — a blank line starts a new <p>, a
 * single newline is a <br/>.  Every text is escaped for XML. */
char *ishi_lesson_step_xml (const IshiRules *rules, const IshiLessonDiagram *diagram,
                            const char *title, const char *text);

/* A task for a step written by ishi_lesson_step_task_xml: who answers, the
 * question, and what is right — the points listed, a condition the rules
 * check (with `count` for captures), or both (a "find the point" task). */
typedef struct {
  IshiColor to_play;
  const char *prompt;         /* the question; may not be empty */
  GArray *answers;            /* of IshiPoint; may be NULL or empty */
  IshiLessonCondition condition;
  int count;                  /* captures: at least; 0 or 1 for one */
  const char *hint;           /* may be NULL or "" */
} IshiLessonTaskDraft;

/* The same step with a <task> after its text (`task` may be NULL). */
char *ishi_lesson_step_task_xml (const IshiRules *rules, const IshiLessonDiagram *diagram,
                                 const char *title, const char *text,
                                 const IshiLessonTaskDraft *task);

/* Adds `step_xml` as the last step of the lesson file `path`.  A missing
 * file is made: a lesson whose id is the file's name (letters, digits and
 * "_.-" kept), for `rules`'s game, titled `lesson_title`.  An existing
 * file must load, be a lesson of the same game, and end with </lesson>;
 * the step goes just before that end, so the rest of the file is kept as
 * the teacher wrote it.
 *
 * The new text is loaded and checked as `ishi-tool lessons check` checks
 * it (ishi_lesson_check_all) before anything is written; a text that does
 * not load is refused with the loader's error and the file is untouched.
 * The checker's findings, one "FILE:LINE: …" each, go to `problems` and
 * `warnings` (of char*; either may be NULL); the file is written with
 * them, for the teacher to see and decide.  The write is atomic
 * (g_file_set_contents): a failure leaves the old file whole.  Returns the
 * number of the new step (from 1), or 0 with `error` set. */
guint ishi_lesson_file_add_step (const char *path, const IshiRules *rules,
                                 const char *lesson_title, const char *step_xml,
                                 GPtrArray *problems, GPtrArray *warnings, GError **error);

G_END_DECLS
