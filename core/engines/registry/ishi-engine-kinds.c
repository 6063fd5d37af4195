/* ishi-engine-kinds.c — see ishi-engine-kinds.h: the table of the kinds of
 * engine, each row with what it plays and how its player is made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-spec"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-engine-kinds.h"
#include "ishi-engine-probe.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-gtp-player.h"
#include "ishi-gtp-protocol.h"
#include "ishi-piskvork-player.h"
#include "ishi-renju-engine-player.h"

/* Resigning, when Preferences allow it: the best move wins fewer than one
 * playout in ten (a lost game's margin share alone stays below that) for
 * three of the engine's moves in a row. */
#define ISHI_ENGINE_RESIGN_WIN_RATE 0.1
#define ISHI_ENGINE_RESIGN_MOVES 3

static gboolean
is_go (const IshiRuleset *row)
{
  return g_strcmp0 (row->game, "go") == 0;
}

/* --- Ishi's Go engine (core/engines/go) ----------------------------------- */

static gboolean
ishi_go_fits (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings, char **warning)
{
  return is_go (row);   /* it plays and counts every Go row (ishi-go-game.c) */
}

static IshiPlayer *
ishi_go_player (const IshiEngineSpec *spec, int move_timeout_s)
{
  /* The rules, komi and handicap come from each match; seed 1 and the
   * level's playouts (no time) keep its games repeatable. */
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_default ("go"), 6.5, 0);
  IshiPlayer *player;

  ishi_go_engine_set_level (engine, spec->level);
  player = ishi_go_engine_player_new (engine, spec->name);
  if (spec->resign)
    ishi_go_engine_player_set_resign (ISHI_GO_ENGINE_PLAYER (player), ISHI_ENGINE_RESIGN_WIN_RATE,
                                      ISHI_ENGINE_RESIGN_MOVES);
  return player;
}

/* --- Ishi's Renju engine (core/engines/renju) ----------------------------- */

static gboolean
ishi_renju_fits (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings, char **warning)
{
  return !is_go (row);
}

static IshiPlayer *
ishi_renju_player (const IshiEngineSpec *spec, int move_timeout_s)
{
  return ishi_renju_engine_player_new ((guint) spec->level, 1, 0);
}

/* --- a Piskvork brain (core/engines/piskvork) ----------------------------- */

static gboolean
piskvork_fits (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings, char **warning)
{
  /* A brain plays the game, not an opening rule's swaps and fifth moves
   * (ishi-piskvork-player.h); the RIF row's opening New Game lays out
   * before it. */
  return !is_go (row) && !ishi_ruleset_has_opening_steps (row);
}

/* "pbrain-rapfi", "rapfi", "embryo", "Yixin", "ishi-tool piskvork": a
 * Renju brain by its name (the Gomocup's brains are named pbrain-*). */
static gboolean
piskvork_looks_like (const char *const *argv)
{
  g_autofree char *base = g_path_get_basename (argv[0]);
  g_autofree char *lower = g_ascii_strdown (base, -1);

  return g_str_has_prefix (lower, "pbrain") || strstr (lower, "rapfi") || strstr (lower, "embryo")
         || strstr (lower, "yixin") || (argv[1] && g_str_equal (argv[1], "piskvork"));
}

static IshiPlayer *
piskvork_player (const IshiEngineSpec *spec, int move_timeout_s)
{
  g_autoptr(IshiPiskvorkBrain) brain = ishi_piskvork_brain_new (spec->command, spec->folder, spec->name);

  /* told the time New Game set for it, else the move timeout */
  ishi_piskvork_brain_set_move_time (brain, (spec->move_seconds > 0 ? spec->move_seconds : move_timeout_s) * 1000);
  return ishi_piskvork_player_new (brain);
}

/* --- a GTP engine (core/engines/gtp) -------------------------------------- */

/* What a GTP engine that cannot be told the row gets wrong, in words. */
static char *
misfit_words (const IshiEngineSpec *spec, const IshiRuleset *row, gboolean known)
{
  g_autofree char *wrong = NULL;

  if (row->scoring == ISHI_SCORE_PURE)
    /* TRANSLATORS: beside an engine chosen for Pure Go in New Game. */
    wrong = g_strdup_printf (_("%s cannot be told Pure Go: it counts territory or area, so it passes with "
                               "its own area unfilled and loses games it thinks it has won."), spec->name);
  else if (row->scoring != ISHI_SCORE_JAPANESE && row->scoring != ISHI_SCORE_CHINESE)
    /* TRANSLATORS: beside an engine chosen for an equal-stones rule set. */
    wrong = g_strdup_printf (_("%s cannot be told the equal-stones rules: it plays and passes as its own "
                               "rules count, never off the board, so its end of the game is not this "
                               "count’s."), spec->name);
  else
    /* TRANSLATORS: beside an engine that has no command to set the rules. */
    wrong = g_strdup_printf (_("%s cannot be told these rules: it plays by its own, and its count may "
                               "differ from Ishi’s."), spec->name);
  if (known)
    return g_steal_pointer (&wrong);
  /* TRANSLATORS: before the words above, for an engine never started. */
  return g_strdup_printf (_("Ishi does not know yet which rules it can be told (start it once, or test it "
                            "in Preferences). %s"), wrong);
}

static gboolean
gtp_fits (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings, char **warning)
{
  gboolean counted = row->scoring == ISHI_SCORE_JAPANESE || row->scoring == ISHI_SCORE_CHINESE;
  g_auto(GStrv) commands = NULL;
  g_autofree char *rules = NULL;

  if (!is_go (row))
    return FALSE;
  /* GNU Go counts territory: the territory and area rows it plays (Ishi
   * counts them, and settles the dead stones); under Pure Go it passes
   * with its own area unfilled, and equal stones it does not know. */
  if (g_strcmp0 (spec->id, "gnugo") == 0)
    return counted;
  commands = settings ? ishi_engine_spec_known_commands (settings, spec->command) : NULL;
  rules = ishi_gtp_rules_command (row, (const char *const *) commands);
  if (rules == NULL && warning != NULL)
    *warning = misfit_words (spec, row, commands != NULL);
  return TRUE;
}

static IshiPlayer *
gtp_player (const IshiEngineSpec *spec, int move_timeout_s)
{
  g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (spec->command, spec->folder, spec->name);
  IshiGtpPlayer *player = ishi_gtp_player_new (engine);

  /* not started: its first sync starts it and sends the init commands */
  ishi_gtp_player_set_init_commands (player, (const char *const *) spec->init);
  ishi_gtp_player_set_move_timeout (player, move_timeout_s * 1000);
  ishi_gtp_player_set_move_seconds (player, spec->move_seconds);
  return ISHI_PLAYER (player);
}

/* --- Preferences' Test ----------------------------------------------------- */

typedef struct {
  GTask *task;
  GSettings *settings;
} Testing;

static void
gtp_tested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Testing *t = data;
  GError *error = NULL;
  g_auto(GStrv) commands = NULL;
  g_autofree char *answer = ishi_engine_probe_finish_full (result, &commands, &error);

  /* What it can be told, for New Game's list (ishi_engine_spec_fits). */
  if (answer && commands && t->settings)
    ishi_engine_spec_remember_commands (t->settings, ishi_engine_probe_get_command (result),
                                        (const char *const *) commands);
  if (answer)
    g_task_return_pointer (t->task, g_strdup_printf (_("The engine works: %s."), answer), g_free);
  else
    g_task_return_error (t->task, error);
  g_object_unref (t->task);
  g_clear_object (&t->settings);
  g_free (t);
}

static void
gtp_test (GTask *task, const char *command, const char *folder, const char *const *init, const char *name,
          guint timeout_seconds, GSettings *settings)
{
  Testing *t = g_new0 (Testing, 1);

  t->task = g_object_ref (task);
  t->settings = settings ? g_object_ref (settings) : NULL;
  ishi_engine_probe_async (command, folder, init, timeout_seconds, g_task_get_cancellable (task), gtp_tested_cb, t);
}

/* A Piskvork brain's test: started, told START 15 and the Renju rule,
 * its name said from ABOUT; then ended. */
static void
piskvork_tested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  IshiPiskvorkBrain *brain = ISHI_PISKVORK_BRAIN (source);
  GError *error = NULL;
  gboolean ok = ishi_piskvork_brain_start_finish (brain, result, &error);

  ishi_piskvork_brain_quit (brain);
  if (ok)
    /* TRANSLATORS: %s the brain's name from its ABOUT answer ("Rapfi"). */
    g_task_return_pointer (task, g_strdup_printf (_("The brain works: %s, playing Renju."),
                                                  ishi_piskvork_brain_get_name (brain)), g_free);
  else
    g_task_return_error (task, error);
  g_object_unref (brain);
}

static void
piskvork_test (GTask *task, const char *command, const char *folder, const char *const *init, const char *name,
               guint timeout_seconds, GSettings *settings)
{
  IshiPiskvorkBrain *brain = ishi_piskvork_brain_new (command, folder, name);

  ishi_piskvork_brain_set_start_time (brain, (int) timeout_seconds * 1000);
  ishi_piskvork_brain_start_async (brain, g_task_get_cancellable (task), piskvork_tested_cb, g_object_ref (task));
}

/* --- the table -------------------------------------------------------------- */

/* One row a kind.  A new protocol: its player in a folder of its own in
 * core/engines, and a row here. */
static const IshiEngineKindRow rows[] = {
  { .kind = ISHI_ENGINE_KIND_GTP, .protocol = "gtp", .game = "go", .has_init = TRUE,
    /* TRANSLATORS: the two kinds of engine in Preferences' editor. */
    .label = N_("Go (a GTP engine)"), .example_name = N_("KataGo"),
    .example_command = N_("katago gtp -model model.bin.gz"),
    .fits = gtp_fits, .new_player = gtp_player, .test = gtp_test },
  { .kind = ISHI_ENGINE_KIND_ISHI_GO, .own_id = "ishi", .max_level = 10, .game = "go", .resigns = TRUE,
    .fits = ishi_go_fits, .new_player = ishi_go_player },
  { .kind = ISHI_ENGINE_KIND_ISHI_RENJU, .own_id = "ishi-renju", .max_level = 6, .game = "renju",
    .fits = ishi_renju_fits, .new_player = ishi_renju_player },
  { .kind = ISHI_ENGINE_KIND_PISKVORK, .protocol = "piskvork", .game = "renju",
    .label = N_("Renju (a Piskvork brain: Rapfi, Embryo…)"), .example_name = N_("Rapfi"),
    .example_command = N_("pbrain-rapfi"), .looks_like = piskvork_looks_like,
    .fits = piskvork_fits, .new_player = piskvork_player, .test = piskvork_test },
};

G_STATIC_ASSERT (G_N_ELEMENTS (rows) == ISHI_ENGINE_N_KINDS);

const IshiEngineKindRow *
ishi_engine_kind_row (IshiEngineKind kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].kind == kind)
      return &rows[i];
  return NULL;
}

const IshiEngineKindRow *
ishi_engine_kind_for_protocol (const char *protocol)
{
  for (gsize i = 0; protocol != NULL && i < G_N_ELEMENTS (rows); i++)
    if (g_strcmp0 (rows[i].protocol, protocol) == 0)
      return &rows[i];
  return NULL;
}

guint
ishi_engine_kind_programs (const IshiEngineKindRow **out)
{
  guint n = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].protocol != NULL)
      out[n++] = &rows[i];
  return n;
}

const IshiEngineKindRow *
ishi_engine_kind_guess (const char *command)
{
  g_auto(GStrv) argv = NULL;

  if (command != NULL && g_shell_parse_argv (command, NULL, &argv, NULL) && argv[0] != NULL)
    for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
      if (rows[i].looks_like != NULL && rows[i].looks_like ((const char *const *) argv))
        return &rows[i];
  return ishi_engine_kind_row (ISHI_ENGINE_KIND_GTP);
}

void
ishi_engine_kind_test_async (IshiEngineKind kind, const char *command, const char *folder,
                             const char *const *init, const char *name, guint timeout_seconds, GSettings *settings,
                             GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  const IshiEngineKindRow *row = ishi_engine_kind_row (kind);
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, ishi_engine_kind_test_async);
  if (row == NULL || row->test == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Ishi's own engines need no test");
      return;
    }
  row->test (task, command, folder, init, name, timeout_seconds, settings);
}

char *
ishi_engine_kind_test_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
ishi_engine_kind_is_own (IshiEngineKind kind)
{
  const IshiEngineKindRow *row = ishi_engine_kind_row (kind);

  return row != NULL && row->own_id != NULL;
}
