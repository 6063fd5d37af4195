/* ishi-lesson-progress.h — where the learner is in each lesson: for each
 * lesson id, the step to resume at, the steps seen, the steps whose task
 * was solved.
 *
 * Kept in GSettings (the `lesson-progress` key of io.github.ishi.Ishi) when
 * GSettings keeps what is written: not with the memory backend, nor with
 * dconf when there is no session bus to reach it (dconf then only warns on
 * the terminal, and a pupil's whole lesson was lost at 0 / 15).  There the
 * progress goes to a key file in the user's data folder,
 * $XDG_DATA_HOME/ishi/lesson-progress.ini, read again before each change
 * and written whole and atomically (beside, then renamed over), so that
 * two pages of one computer do not undo each other and a crash leaves the
 * old file.  When even that cannot be written, the object says so
 * (ishi_lesson_progress_get_problem), and the Lessons page shows it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

#define ISHI_TYPE_LESSON_PROGRESS (ishi_lesson_progress_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonProgress, ishi_lesson_progress, ISHI, LESSON_PROGRESS, GObject)

/* `settings` holds the `lesson-progress` key (may be NULL: the file is
 * used); `path` the file used when GSettings is not (NULL: the one in the
 * user's data folder). */
IshiLessonProgress *ishi_lesson_progress_new (GSettings *settings, const char *path);

/* Does GSettings keep what is written to `settings`, past this process?
 * FALSE for the memory backend and for dconf without a session bus. */
gboolean ishi_lesson_progress_settings_keep (GSettings *settings);

/* The file the progress is kept in, or NULL when it is kept in GSettings. */
const char *ishi_lesson_progress_get_file (IshiLessonProgress *self);

/* Why the progress cannot be kept (translated, with the file and the
 * reason), or NULL when it is.  Property "problem", notified. */
const char *ishi_lesson_progress_get_problem (IshiLessonProgress *self);

/* The step to open lesson `id` at (0 for a new lesson). */
guint ishi_lesson_progress_get_resume (IshiLessonProgress *self, const char *id);

typedef enum {
  ISHI_LESSON_NOT_SOLVED,
  ISHI_LESSON_SOLVED_FIRST_TRY,   /* no wrong answer, no hint before */
  ISHI_LESSON_SOLVED_WITH_HELP,   /* after a wrong answer or a hint */
} IshiLessonSolved;

/* Step `step` of lesson `id` was shown (and its task solved, as `solved`
 * says): it is counted as seen, and becomes the step to resume at. */
void  ishi_lesson_progress_note (IshiLessonProgress *self, const char *id, guint step, IshiLessonSolved solved);

/* Forgets everything about lesson `id`: it starts again at its first
 * step, nothing seen, nothing solved. */
void  ishi_lesson_progress_reset (IshiLessonProgress *self, const char *id);

/* How many of `lesson`'s steps have a task, and of those how many are
 * solved. */
void  ishi_lesson_progress_count_tasks (IshiLessonProgress *self, const IshiLesson *lesson, guint *tasks,
                                        guint *solved);

/* "5 / 34 steps seen · 2 / 12 tasks solved", translated; with ", 1 at the
 * first try" when a task was solved with help. */
char *ishi_lesson_progress_describe (IshiLessonProgress *self, const IshiLesson *lesson);

G_END_DECLS
