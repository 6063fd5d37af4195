/* go-gammas-fit.h — the Go move predictor's gammas fitted to games: the
 * positions of SGF files with each legal move's features, Coulom's
 * minorization–maximization over them, and the table written as C.
 * Shared by the tool (tests/bench/go-gammas.c) and the test that the
 * table compiled in is the tool's (tests/test-go-features.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-go-features.h"

G_BEGIN_DECLS

typedef struct _GoData GoData;

/* The fit's rounds over all the groups, and whose moves are learned. */
#define GO_FIT_ITERATIONS 30
#define GO_FIT_PLAYER "Pachi"


/* The two tables: boards below 13 lines, and 13 lines or more. */
enum { GO_CLASS_SMALL, GO_CLASS_LARGE, GO_N_CLASSES };

GoData *go_data_new (void);
void go_data_free (GoData *data);
/* Reads every game of the SGF file at `path`: each position whose mover's
 * name (PB, PW) holds `player` (NULL: every position) becomes a sample,
 * the move played among the legal moves and a pass.  Games with setup
 * stones or handicap are skipped.  Every fifth game of each class (the
 * fifth, tenth…, in the order the files are added) is held out.  FALSE
 * with `error` when the file cannot be read. */
gboolean go_data_add_file (GoData *data, const char *path, const char *player, GError **error);
/* Every *.sgf under `dir` (recursively), in the order of their paths. */
gboolean go_data_add_dir (GoData *data, const char *dir, const char *player, GError **error);
guint go_data_n_positions (const GoData *data, int klass, gboolean held_out);
guint go_data_n_games (const GoData *data, int klass);
/* The mean wall-clock time, in microseconds, of the features of all the
 * legal moves of a position of `klass`, and of ishi_go_policy_priors on
 * them (the same positions, one after the other). */
void go_data_times (const GoData *data, int klass, double *features_us, double *priors_us);

/* The gammas fitted to the positions of `klass` (the held-out ones too
 * when `all`), sorted by key: an array of IshiGoGamma. */
GArray *go_fit (const GoData *data, int klass, gboolean all, int iterations);

/* On the held-out positions of `klass`: how often the move played is the
 * first of the table's strengths (top1), among the first five (top5), and
 * the mean log-likelihood of the move played; and the same ranks by the
 * priors of ishi-go-policy.c (their share of won playouts, then their
 * count) in prior_top1, prior_top5.  Ties share the places evenly.
 * Returns the number of positions. */
guint go_evaluate (const GoData *data, int klass, const IshiGoGammaTable *table,
                   double *top1, double *top5, double *log_likelihood,
                   double *prior_top1, double *prior_top5);

/* `gammas` as a C array named `name`, appended to `out`. */
void go_write_table (GString *out, const char *name, const GArray *gammas);

G_END_DECLS
