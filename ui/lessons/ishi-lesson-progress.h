/* ishi-lesson-progress.h — where the learner is in each lesson, kept in
 * GSettings (the `lesson-progress` key of io.github.ishi.Ishi, a map from
 * lesson id to (step to resume at, steps seen, the steps whose task was
 * solved)).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-lesson.h"

G_BEGIN_DECLS

/* The step to open lesson `id` at (0 for a new lesson). */
guint ishi_lesson_progress_get_resume (GSettings *settings, const char *id);

/* Step `step` of lesson `id` was shown (and, when `solved`, its task
 * solved): it becomes the step to resume at. */
void  ishi_lesson_progress_note (GSettings *settings, const char *id, guint step, gboolean solved);

/* Forgets everything about lesson `id`: it starts again at its first
 * step, nothing seen, nothing solved. */
void  ishi_lesson_progress_reset (GSettings *settings, const char *id);

/* "5 / 34 steps seen · 2 / 12 tasks solved", translated. */
char *ishi_lesson_progress_describe (GSettings *settings, const IshiLesson *lesson);

G_END_DECLS
