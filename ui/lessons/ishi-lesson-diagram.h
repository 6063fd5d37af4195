/* ishi-lesson-diagram.h — a lesson step as a picture model.
 *
 * Turns a step of a loaded lesson (ishi-lesson.h) into an IshiBoardModel for
 * the board renderer: the position after the setup, the numbered moves and
 * the first `n_sequence` moves of the step's sequence (played through the
 * rules, so captures happen), with
 *
 *   - the numbers of the diagram's and the played sequence moves on the
 *     stones that are still on the board,
 *   - the last played sequence move marked,
 *   - labels, marks, highlighted points (ISHI_BOARD_FLAG_HIGHLIGHT) and
 *     highlighted lines (ISHI_BOARD_LINE_HINT),
 *   - the diagram's region, if it has one,
 *   - coordinates in the game's style (western for Go, renju for Renju).
 *
 * Used by `ishi-tool lessons render` and the lesson view; no GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-lesson.h"

G_BEGIN_DECLS

/* NULL with an ISHI_LESSON_ERROR ("FILE:LINE: …") when a move is refused
 * by the rules (`ishi-tool lessons check` reports that too).  n_sequence
 * larger than the sequence means the whole sequence. */
IshiBoardModel *ishi_lesson_diagram_model (const IshiLesson *lesson,
                                           const IshiLessonStep *step,
                                           guint n_sequence,
                                           GError **error);

G_END_DECLS
