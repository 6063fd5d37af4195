/* bench-sgf.c — how fast Ishi reads SGF, and replays it, beside Sabaki.
 *
 * Builds corpora of at least --mb megabytes (50 by default) in /tmp by
 * repeating real games from ../shared/testdata/sgf, then measures, best of
 * --runs runs (Sabaki: --sabaki-runs):
 *   - parsing alone (ishi_sgf_parse: decoding, tree, checks), in MB/s;
 *   - parsing and replaying each game's main line with the full Go rules
 *     (ishi_game_apply_node with ishi_game_options_from_root), in MB/s and
 *     games/s;
 * and runs tests/bench/sabaki/bench-sabaki.js (@sabaki/sgf and
 * @sabaki/go-board under Node) on the very same file, so that both sets of
 * figures print together.  Three corpora: "mixed" (records with long
 * comments, variations and markup), "moves" (plain game records, mostly
 * short games on small boards) and "records19" (full-length 19x19 plain
 * records).
 *
 * Run from the build directory (paths are found from this file's):
 *   ninja -C build tests/bench/bench-sgf && (cd build && tests/bench/bench-sgf)
 * Sabaki needs `npm install` in tests/bench/sabaki once; without Node or
 * the packages, or with --no-sabaki, only Ishi's figures are printed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ishi-game.h"
#include "ishi-sgf.h"

static const char *const mixed_files[] = {
  "sabaki/complex.sgf",
  "trevoke/redrose-tartrate.sgf",
  "gogui/verbose-property-names.sgf",
  "gogui/ff4_ex.sgf",
  "trevoke/12483156-096-Kamilia13-BTRON.sgf",
  "katago/messy.sgf",
  "littlego/misc/markup.sgf",
  "littlego/misc/annotations.sgf",
};

/* Game records as servers and programs write them: a header, then moves
 * (the 1,400- and 2,800-move synthetic files of littlego are left out:
 * Sabaki's board needs minutes for them).  Most are short games on small
 * boards, so this corpus has a header for every 40 moves. */
static const char *const moves_files[] = {
  "trevoke/12483156-096-Kamilia13-BTRON.sgf",
  "katago/sampletest9x9.sgf",
  "katago/sampletest7x7.sgf",
  "katago/cornermoves.sgf",
  "littlego/misc/seki-9b.sgf",
  "littlego/misc/non-alternating-play.sgf",
  "littlego/misc/play-b-b7-for-superko.sgf",
  "littlego/misc/handicap-7-komi-0-with-pass-moves.sgf",
};

/* Full-length 19x19 games written as plain records, as game databases
 * hold them: Go Seigen against Kitani Minoru (as Sabaki saves it, one
 * node a line) and an OGS game with five handicap stones. */
static const char *const records19_files[] = {
  "sabaki/utf8bom.sgf",
  "trevoke/12483156-096-Kamilia13-BTRON.sgf",
};

typedef struct {
  double parse_seconds;
  double replay_seconds;
  guint games;
  guint64 moves;
  guint replay_errors;
} Figures;

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static char *
source_dir (void)
{
  return g_path_get_dirname (__FILE__);
}

static char *
testdata_dir (void)
{
  const char *env = g_getenv ("ISHI_TESTDATA");
  g_autofree char *here = source_dir ();

  if (env != NULL)
    return g_strdup (env);
  return g_build_filename (here, "..", "..", "..", "shared", "testdata", NULL);
}

/* The corpus: the files one after the other, again and again. */
static GString *
build_corpus (const char *const *files,
              gsize              n_files,
              gsize              min_bytes)
{
  g_autofree char *root = testdata_dir ();
  g_autoptr(GPtrArray) contents = g_ptr_array_new_with_free_func (g_free);
  GString *corpus;
  gsize one = 0;

  for (gsize i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_build_filename (root, "sgf", files[i], NULL);
      g_autoptr(GError) error = NULL;
      char *text = NULL;

      if (!g_file_get_contents (path, &text, NULL, &error))
        {
          g_printerr ("bench-sgf: %s (set ISHI_TESTDATA)\n", error->message);
          exit (1);
        }
      /* a byte-order mark belongs at the start of a file only */
      if (g_str_has_prefix (text, "\xef\xbb\xbf"))
        memmove (text, text + 3, strlen (text + 3) + 1);
      one += strlen (text) + 1;
      g_ptr_array_add (contents, text);
    }
  corpus = g_string_sized_new (min_bytes + one);
  while (corpus->len < min_bytes)
    for (guint i = 0; i < contents->len; i++)
      {
        g_string_append (corpus, contents->pdata[i]);
        g_string_append_c (corpus, '\n');
      }
  return corpus;
}

static guint64
replay (IshiSgfNode *root,
        guint      *errors)
{
  const IshiRules *rules;
  IshiRulesOptions options;
  IshiPosition *position;
  guint moves = 0;

  if (!ishi_game_options_from_root (root, &rules, &options, NULL))
    {
      (*errors)++;
      return 0;
    }
  position = rules->position_new (&options);
  for (IshiSgfNode *node = root; node != NULL; node = node->first_child)
    if (!ishi_game_apply_node (rules, position, node, &moves, NULL, NULL))
      {
        (*errors)++;
        break;
      }
  rules->position_free (position);
  return moves;
}

static Figures
measure_ishi (const GString *corpus,
              guint          runs)
{
  Figures f = { INFINITY, INFINITY, 0, 0, 0 };

  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      IshiSgfCollection *c;
      double start = now ();
      guint64 moves = 0;
      guint errors = 0;

      c = ishi_sgf_parse (corpus->str, corpus->len, "corpus.sgf", &error);
      f.parse_seconds = MIN (f.parse_seconds, now () - start);
      if (c == NULL)
        {
          g_printerr ("bench-sgf: %s\n", error->message);
          exit (1);
        }
      f.games = c->games->len;
      ishi_sgf_collection_free (c);

      start = now ();
      c = ishi_sgf_parse (corpus->str, corpus->len, "corpus.sgf", NULL);
      for (guint i = 0; i < c->games->len; i++)
        moves += replay (c->games->pdata[i], &errors);
      f.replay_seconds = MIN (f.replay_seconds, now () - start);
      f.moves = moves;
      f.replay_errors = errors;
      ishi_sgf_collection_free (c);
    }
  return f;
}

static gboolean
json_number (const char *json,
             const char *key,
             double     *value)
{
  g_autofree char *pattern = g_strdup_printf ("\"%s\":", key);
  const char *at = strstr (json, pattern);

  if (at == NULL)
    return FALSE;
  *value = g_ascii_strtod (at + strlen (pattern), NULL);
  return TRUE;
}

static gboolean
measure_sabaki (const char *corpus_path,
                guint       runs,
                Figures    *f)
{
  g_autofree char *here = source_dir ();
  g_autofree char *script = g_build_filename (here, "sabaki", "bench-sabaki.js", NULL);
  g_autofree char *modules = g_build_filename (here, "sabaki", "node_modules", "@sabaki", "sgf", NULL);
  g_autofree char *runs_text = g_strdup_printf ("%u", runs);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;
  double games = 0, moves = 0;
  const char *argv[] = { "node", "--max-old-space-size=12000", script, corpus_path,
                         runs_text, NULL };

  if (!g_file_test (modules, G_FILE_TEST_IS_DIR))
    {
      g_printerr ("bench-sgf: no %s; run npm install in tests/bench/sabaki\n", modules);
      return FALSE;
    }
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     &out, &err, &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    {
      g_printerr ("bench-sgf: Sabaki: %s\n%s", error->message, err ? err : "");
      return FALSE;
    }
  if (!json_number (out, "parse_seconds", &f->parse_seconds)
      || !json_number (out, "replay_seconds", &f->replay_seconds)
      || !json_number (out, "games", &games)
      || !json_number (out, "moves", &moves))
    {
      g_printerr ("bench-sgf: cannot read Sabaki's output: %s\n", out);
      return FALSE;
    }
  f->games = (guint) games;
  f->moves = (guint64) moves;
  f->replay_errors = 0;
  return TRUE;
}

static void
run_corpus (const char        *name,
            const char *const *files,
            gsize              n_files,
            gsize              min_bytes,
            guint              runs,
            guint              sabaki_runs)
{
  g_autoptr(GString) corpus = build_corpus (files, n_files, min_bytes);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  double mb = corpus->len / 1e6;
  Figures ishi, peer;
  gboolean have_peer = FALSE;
  gboolean replayed;
  int fd;

  fd = g_file_open_tmp ("ishi-bench-sgf-XXXXXX.sgf", &path, &error);
  if (fd < 0 || !g_file_set_contents (path, corpus->str, corpus->len, &error))
    {
      g_printerr ("bench-sgf: %s\n", error->message);
      exit (1);
    }
  close (fd);

  ishi = measure_ishi (corpus, runs);
  if (sabaki_runs > 0)
    have_peer = measure_sabaki (path, sabaki_runs, &peer);
  g_unlink (path);

  printf ("\ncorpus \"%s\": %.1f MB, %u games, %" G_GUINT64_FORMAT " main-line moves "
          "(best of %u runs; Sabaki %u)\n", name, mb, ishi.games, ishi.moves, runs, sabaki_runs);
  replayed = ishi.replay_errors < ishi.games;
  printf ("  %-8s %14s %20s %12s\n", "", "parse MB/s", "parse+replay MB/s", "games/s");
  if (replayed)
    printf ("  %-8s %14.1f %20.1f %12.0f\n", "Ishi", mb / ishi.parse_seconds,
            mb / ishi.replay_seconds, ishi.games / ishi.replay_seconds);
  else
    printf ("  %-8s %14.1f %20s %12s\n", "Ishi", mb / ishi.parse_seconds, "n/a", "n/a");
  if (have_peer)
    {
      printf ("  %-8s %14.1f %20.1f %12.0f\n", "Sabaki", mb / peer.parse_seconds,
              mb / peer.replay_seconds, peer.games / peer.replay_seconds);
      if (replayed)
        printf ("  %-8s %13.1f× %19.1f× %11.1f×\n", "ratio",
                peer.parse_seconds / ishi.parse_seconds,
                peer.replay_seconds / ishi.replay_seconds,
                peer.replay_seconds / ishi.replay_seconds);
      else
        printf ("  %-8s %13.1f×\n", "ratio", peer.parse_seconds / ishi.parse_seconds);
      if (peer.games != ishi.games)
        printf ("  note: Sabaki read %u games\n", peer.games);
      if (peer.moves != ishi.moves)
        printf ("  note: Sabaki replayed %" G_GUINT64_FORMAT " moves\n", peer.moves);
    }
  if (!replayed)
    printf ("  note: Ishi's replay refused every game (are the Go rules in place?)\n");
  else if (ishi.replay_errors > 0)
    printf ("  note: %u games stopped early in Ishi's replay (a refused move or setup)\n",
            ishi.replay_errors);
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  int mb = 50;
  int runs = 3;
  int sabaki_runs = 2;
  gboolean no_sabaki = FALSE;
  GOptionEntry entries[] = {
    { "mb", 0, 0, G_OPTION_ARG_INT, &mb, "Corpus size in megabytes (50)", "N" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs of Ishi, the best is kept (3)", "N" },
    { "sabaki-runs", 0, 0, G_OPTION_ARG_INT, &sabaki_runs, "Runs of Sabaki (2)", "N" },
    { "no-sabaki", 0, 0, G_OPTION_ARG_NONE, &no_sabaki, "Do not run the Node peer", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— SGF reading speed");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("bench-sgf: %s\n", error->message);
      return 2;
    }
  if (mb < 1 || runs < 1 || sabaki_runs < 1)
    return 2;

  run_corpus ("mixed", mixed_files, G_N_ELEMENTS (mixed_files), (gsize) mb * 1000000,
              runs, no_sabaki ? 0 : sabaki_runs);
  run_corpus ("moves", moves_files, G_N_ELEMENTS (moves_files), (gsize) mb * 1000000,
              runs, no_sabaki ? 0 : sabaki_runs);
  run_corpus ("records19", records19_files, G_N_ELEMENTS (records19_files),
              (gsize) mb * 1000000, runs, no_sabaki ? 0 : sabaki_runs);
  return 0;
}
