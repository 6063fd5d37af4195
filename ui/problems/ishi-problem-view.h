/* ishi-problem-view.h — the Problems page: the sets of problems (Ishi's
 * own, and those opened from files and folders) and, once one is chosen,
 * its problems one at a time (ishi-problem-page.h) with the set's counter,
 * the number solved at the first try, Next and Previous, and a random
 * order.
 *
 * A set's problems are played in the order of the file (of the folder's
 * files, by name), or in a random one; the tally counts a problem solved
 * at the first try when it was solved with no wrong move, no move outside
 * the problem and no hint, on its first try or any later one.
 *
 * Actions: problems.show-list, problems.next, problems.previous,
 * problems.random (a toggle, the "random" property) and problems.leave
 * (the list's Lessons button: emits "leave", the window shows the
 * lessons again).  The list's buttons to open files use the window's
 * actions win.open-problems and win.open-problem-folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-problem-page.h"
#include "ishi-problem.h"

G_BEGIN_DECLS

#define ISHI_TYPE_PROBLEM_VIEW (ishi_problem_view_get_type ())
G_DECLARE_FINAL_TYPE (IshiProblemView, ishi_problem_view, ISHI, PROBLEM_VIEW, GtkWidget)

/* Ishi's own sets are the *.sgf files of `shipped_dir` (may be NULL),
 * one set a file. */
GtkWidget *ishi_problem_view_new (const char *shipped_dir);

/* Adds `set` (taken) to the list and shows its first problem. */
void     ishi_problem_view_open_set (IshiProblemView *self, IshiProblemSet *set);
/* Shows set `index` of the list (Ishi's own first), where it was left. */
gboolean ishi_problem_view_open_set_at (IshiProblemView *self, guint index);
void     ishi_problem_view_show_list (IshiProblemView *self);
gboolean ishi_problem_view_is_showing_list (IshiProblemView *self);

/* The problem shown: its place in the set's order, from 0. */
guint    ishi_problem_view_get_position (IshiProblemView *self);
guint    ishi_problem_view_get_n_problems (IshiProblemView *self);
gboolean ishi_problem_view_go_to (IshiProblemView *self, guint position);
/* A random order from `seed` (0: one drawn now), or the file's order. */
void     ishi_problem_view_set_random (IshiProblemView *self, gboolean random, guint32 seed);
gboolean ishi_problem_view_get_random (IshiProblemView *self);
/* The set's tally: problems solved at the first try, solved, tried. */
void     ishi_problem_view_get_tally (IshiProblemView *self, guint *first_try, guint *solved, guint *tried);

IshiProblemPage *ishi_problem_view_get_page (IshiProblemView *self);
/* As shown: the counter ("3 / 12") and the tally line. */
const char *ishi_problem_view_get_counter (IshiProblemView *self);
const char *ishi_problem_view_get_tally_text (IshiProblemView *self);
/* The list as shown, one line a set: "title — details" (for the tests). */
char       *ishi_problem_view_describe_list (IshiProblemView *self);

G_END_DECLS
