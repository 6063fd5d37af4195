/* ishi-problem-page.h — one problem on the screen: its board, its
 * question, what Ishi says of each move, and Hint, Undo, Try Again and
 * Next Problem.
 *
 * The page shows an IshiProblemPlay (core/problems) and lets it judge
 * every move: a click on the board is the learner's move; the core says
 * whether it is right, wrong or not in the problem and plays Ishi's
 * answer, and the page shows the result with the file's comments (their
 * readings as ruby).  A hint marks the next right move on the board.
 *
 * Actions (widget actions, for the buttons and the tests): problem.hint,
 * problem.undo, problem.retry, problem.next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-board-view.h"
#include "ishi-problem-play.h"

G_BEGIN_DECLS

#define ISHI_TYPE_PROBLEM_PAGE (ishi_problem_page_get_type ())
G_DECLARE_FINAL_TYPE (IshiProblemPage, ishi_problem_page, ISHI, PROBLEM_PAGE, GtkWidget)

GtkWidget *ishi_problem_page_new (void);

/* Shows `play` (NULL: nothing) from where it stands. */
void             ishi_problem_page_set_play (IshiProblemPage *self, IshiProblemPlay *play);
IshiProblemPlay *ishi_problem_page_get_play (IshiProblemPage *self);
/* The problem's title in place of its GN (after set_play). */
void             ishi_problem_page_set_title (IshiProblemPage *self, const char *title);
/* Whether Next Problem leads anywhere (the set's last problem: no). */
void             ishi_problem_page_set_has_next (IshiProblemPage *self, gboolean has_next);

/* What the learner does, as the buttons do it. */
void ishi_problem_page_play (IshiProblemPage *self, int x, int y);
void ishi_problem_page_hint (IshiProblemPage *self);
void ishi_problem_page_undo (IshiProblemPage *self);
void ishi_problem_page_retry (IshiProblemPage *self);

/* What the page shows, for the tests and the screen reader: "title",
 * "question", "verdict", "comment" (the bases of ruby, without the
 * readings), "" when hidden. */
const char    *ishi_problem_page_get_text (IshiProblemPage *self, const char *which);
IshiBoardView *ishi_problem_page_get_board (IshiProblemPage *self);

/* Signals:
 *   "changed"  a move, an answer, Undo, Try Again or a hint: the try's
 *              state (solved, first try) may have changed;
 *   "next"     Next Problem was pressed. */

G_END_DECLS
