/* ishi-problem-progress.h — a set of problems as the Problems page lists
 * it, with how the learner is going in it: its name (Ishi's own sets'
 * in the window's language, another's from its EV or its file), what it
 * holds ("12 problems · 9×9, 13×13"), how each problem went, the order
 * the problems are played in (the file's, or shuffled) and where the
 * learner is.  No widget: the problem view (ishi-problem-view.c) shows
 * it and calls this; nothing here calls the view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-problem.h"
#include "ishi-problem-play.h"

G_BEGIN_DECLS

/* How one problem of a set went. */
typedef struct {
  gboolean tried;
  gboolean missed;       /* a wrong move, a move outside, a hint: ever */
  gboolean solved;
  gboolean first_try;
} IshiProblemResult;

/* A set in the list, with where the learner is in it. */
typedef struct {
  IshiProblemSet *set;
  const char *own_title; /* one of Ishi's own sets: its name (untranslated), else NULL */
  char *title;
  char *details;
  IshiProblemResult *results;  /* one per problem, by the file's order */
  GArray *order;         /* of guint: the problems in the order played */
  guint position;        /* in `order` */
  gboolean random;
} IshiProblemProgress;

/* Takes `set`; `own`: one of Ishi's own sets, named in the window's
 * language. */
IshiProblemProgress *ishi_problem_progress_new        (IshiProblemSet *set, gboolean own);
void                 ishi_problem_progress_free       (gpointer progress);

/* The problems solved at the first try, solved, and tried (0 for NULL). */
void                 ishi_problem_progress_tally      (const IshiProblemProgress *progress,
                                                       guint *first_try, guint *solved, guint *tried);
/* "Solved at the first try: 3 of 5 tried" */
char                *ishi_problem_progress_tally_text (const IshiProblemProgress *progress);

/* The try at the problem shown changed: how it went noted.
 * `missed_before`: it had been missed before this try. */
void                 ishi_problem_progress_note       (IshiProblemProgress *progress, IshiProblemPlay *play,
                                                       gboolean missed_before);

/* The problems in a new order (`seed` 0: the file's, else shuffled by
 * it); the problem shown stays. */
void                 ishi_problem_progress_set_random (IshiProblemProgress *progress, guint32 seed);

/* Ishi's own sets in folder `dir` (*.sgf by name) appended to `into`; a
 * file that cannot be read is warned of and left out. */
void                 ishi_problem_progress_load_own   (GPtrArray *into, const char *dir);

G_END_DECLS
