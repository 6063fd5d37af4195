/* ishi-lesson-private.h — what the files of core/lessons share and nobody
 * else needs: what ishi-lesson-set.c needs of the loader of one lesson file
 * (ishi-lesson.c): the schema compiled once for many files, a file read
 * within ISHI_LESSON_MAX_BYTES, and the load of its bytes against that
 * schema; and what the checker (ishi-lesson-check.c) shares with the
 * positions and the judging of a task (ishi-lesson-judge.c) and with the
 * conditions and the Renju shapes (ishi-lesson-condition.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/relaxng.h>

#include "ishi-lesson.h"
#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"

G_BEGIN_DECLS

/* lesson.rng from the core's GResource, compiled; free with xmlRelaxNGFree(). */
xmlRelaxNG *ishi_lesson_load_schema (GError **error);

/* The file's bytes, refused without being read whole when over
 * ISHI_LESSON_MAX_BYTES. */
char *ishi_lesson_read_limited (const char *filename, gsize *length, GError **error);

/* The lesson in `data` (named `filename` in its errors), checked against
 * `schema`. */
IshiLesson *ishi_lesson_load_with_schema (xmlRelaxNG *schema, const char *data, gsize length,
                                          const char *filename, GError **error);

/* --- the positions of a step (ishi-lesson-judge.c) ------------------------ */

/* The diagram's setup stones, Black to move, before its numbered moves. */
IshiPosition *ishi_lesson_setup_position (const IshiLesson *lesson, const IshiLessonStep *step);
/* The name of a point ("?" if the rules have none for it). */
char *ishi_lesson_point_name (const IshiRules *rules, int size, IshiPoint p);
/* Plays one move of the diagram or the sequence; an error naming the
 * file, the line and the move when the rules refuse it. */
gboolean ishi_lesson_play_move (const IshiLesson *lesson, const IshiLessonStep *step, IshiPosition *pos,
                                const IshiLessonMove *move, GError **error);
/* Whether (x, y) is one of the task's listed answers. */
gboolean ishi_lesson_task_is_answer (const IshiLessonTask *task, int x, int y);

/* --- conditions and shapes (ishi-lesson-condition.c) ---------------------- */

/* A puzzle's proof is bounded by positions, never by time, so that it is
 * the same on every machine.  The Lessons page judges each move with the
 * same bound, on the main loop: a puzzle the checker proves is one the
 * page can play.  A position costs about 0.1 ms with puzzle counting
 * (bench-renju-engine puzzles: 151 positions in 15 ms), so a click on a
 * puzzle that exhausts the bound holds the window about two seconds; the
 * shipped puzzles need at most a few hundred positions. */
#define ISHI_LESSON_PUZZLE_MAX_NODES 20000

gboolean ishi_lesson_is_renju (const IshiRules *rules);
int ishi_lesson_string_liberties (const IshiRules *rules, const IshiPosition *pos, int x, int y,
                                  int *n_stones);

void ishi_lesson_renju_board_from (const IshiRules *rules, const IshiPosition *pos, IshiRenjuBoard *board);
gboolean ishi_lesson_on_board (int x, int y);

typedef struct {
  int fours;
  int threes;
  gboolean straight_four;
} IshiLessonShapes;

IshiLessonShapes ishi_lesson_shapes_at (const IshiRenjuBoard *b, IshiColor color, int px, int py);
int ishi_lesson_longest_row (const IshiRenjuBoard *b, IshiColor color, gboolean exact_five,
                             gboolean *has_exact_five);

gboolean ishi_lesson_condition_is_puzzle (IshiLessonCondition condition);
gboolean ishi_lesson_condition_is_renju (IshiLessonCondition condition);
gboolean ishi_lesson_condition_is_go (IshiLessonCondition condition);
/* The solver's limits for a puzzle of `moves` moves (at least 1). */
IshiRenjuSolveLimits ishi_lesson_puzzle_limits (IshiLessonCondition condition, int moves);

G_END_DECLS
