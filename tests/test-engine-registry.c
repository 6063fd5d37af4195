/* test-engine-registry.c — the engines' registry below the window
 * (core/engines/registry, issue 79): the table of the kinds of engine, the
 * engines of Preferences read from the settings, what each can play, the
 * player each makes, and Preferences' Test through the table.  No display:
 * GSettings' memory backend, the built schema, the tests' fake engines.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ishi-engine-kinds.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-gtp-player.h"
#include "ishi-piskvork-player.h"
#include "ishi-renju-engine-player.h"
#include "ishi-test-util.h"

/* Every kind has its row; Ishi's own have an id and levels, the programs
 * a protocol and what Preferences' editor shows. */
static void
test_table (void)
{
  const IshiEngineKindRow *programs[ISHI_ENGINE_N_KINDS];
  guint n = ishi_engine_kind_programs (programs);

  for (int k = 0; k < ISHI_ENGINE_N_KINDS; k++)
    {
      const IshiEngineKindRow *row = ishi_engine_kind_row (k);

      g_assert_nonnull (row);
      g_assert_cmpint (row->kind, ==, k);
      g_assert_nonnull (row->fits);
      g_assert_nonnull (row->new_player);
      g_assert_nonnull (row->game);
      g_assert_true ((row->own_id != NULL) == (row->protocol == NULL));
      g_assert_true ((row->own_id != NULL) == ishi_engine_kind_is_own (k));
      g_assert_true ((row->own_id != NULL) == (row->max_level > 0));
      g_assert_true ((row->protocol != NULL) == (row->test != NULL && row->label != NULL));
    }
  g_assert_null (ishi_engine_kind_row (ISHI_ENGINE_N_KINDS));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (programs[0]->protocol, ==, "gtp");
  g_assert_cmpstr (programs[1]->protocol, ==, "piskvork");
  g_assert_true (ishi_engine_kind_for_protocol ("piskvork") == programs[1]);
  g_assert_null (ishi_engine_kind_for_protocol ("uci"));
  /* a command line's kind by its program's name */
  g_assert_true (ishi_engine_kind_guess ("/opt/rapfi/pbrain-rapfi") == programs[1]);
  g_assert_true (ishi_engine_kind_guess ("ishi-tool piskvork --level 3") == programs[1]);
  g_assert_true (ishi_engine_kind_guess ("katago gtp -model m.bin.gz") == programs[0]);
  g_assert_true (ishi_engine_kind_guess (NULL) == programs[0]);
}

static GSettings *
settings_with_engines (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  g_autofree char *gtp = ishi_test_fake_gtp_command ("");
  g_autofree char *brain = g_shell_quote (g_getenv ("ISHI_FAKE_PISKVORK"));
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  g_variant_builder_add (&builder, "(ssss)", "Fake GTP", gtp, "", "komi 0\n\nname\n");
  g_variant_builder_add (&builder, "(ssss)", "Brain", brain, "", "");
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
  ishi_engine_spec_set_protocol (settings, "Brain", "piskvork");
  return settings;
}

static const IshiEngineSpec *
find (GPtrArray *specs, const char *id)
{
  for (guint i = 0; i < specs->len; i++)
    if (g_strcmp0 (((IshiEngineSpec *) specs->pdata[i])->id, id) == 0)
      return specs->pdata[i];
  return NULL;
}

/* The engines of a game, each of the kind its protocol says, playing the
 * rows its row says, making the player of its kind. */
static void
test_specs (void)
{
  g_autoptr(GSettings) settings = settings_with_engines ();
  g_autoptr(GPtrArray) renju = ishi_engine_spec_list (settings, "renju");
  g_autoptr(GPtrArray) go = ishi_engine_spec_list (settings, "go");
  const IshiEngineSpec *brain = find (renju, "engine:Brain");
  const IshiEngineSpec *gtp = find (go, "engine:Fake GTP");
  const IshiEngineSpec *own_renju = find (renju, "ishi-renju");
  const IshiEngineSpec *own_go = find (go, "ishi");
  const IshiRuleset *free_row = ishi_ruleset_lookup ("renju-free");
  const IshiRuleset *fifths = ishi_ruleset_lookup ("renju-rif-fifths");
  const IshiRuleset *japanese = ishi_ruleset_lookup ("japanese");

  g_assert_nonnull (brain);
  g_assert_nonnull (gtp);
  g_assert_nonnull (own_renju);
  g_assert_nonnull (own_go);
  g_assert_null (find (renju, "engine:Fake GTP"));
  g_assert_null (find (go, "engine:Brain"));
  g_assert_cmpint (brain->kind, ==, ishi_engine_kind_for_protocol ("piskvork")->kind);
  g_assert_cmpint (gtp->kind, ==, ishi_engine_kind_for_protocol ("gtp")->kind);
  /* init commands for the kind that has them, the blank line dropped */
  g_assert_cmpuint (g_strv_length (gtp->init), ==, 2);
  g_assert_cmpuint (g_strv_length (brain->init), ==, 0);
  /* a program of Preferences is told 5 s a move unless set */
  g_assert_cmpint (brain->move_seconds, ==, 5);
  ishi_engine_spec_set_move_seconds (settings, "engine:Brain", 3);
  {
    g_autoptr(IshiEngineSpec) again = ishi_engine_spec_lookup (settings, "engine:Brain");

    g_assert_cmpint (again->move_seconds, ==, 3);
  }

  g_assert_true (ishi_engine_spec_fits (brain, free_row, settings, NULL));
  g_assert_false (ishi_engine_spec_fits (brain, fifths, settings, NULL));
  g_assert_false (ishi_engine_spec_fits (brain, japanese, settings, NULL));
  g_assert_true (ishi_engine_spec_fits (own_renju, fifths, settings, NULL));
  g_assert_true (ishi_engine_spec_fits (gtp, japanese, settings, NULL));
  g_assert_false (ishi_engine_spec_fits (gtp, free_row, settings, NULL));
  g_assert_true (ishi_engine_spec_fits (own_go, japanese, settings, NULL));

  {
    g_autoptr(IshiPlayer) a = ishi_engine_spec_new_player (brain, 60);
    g_autoptr(IshiPlayer) b = ishi_engine_spec_new_player (gtp, 60);
    g_autoptr(IshiPlayer) c = ishi_engine_spec_new_player (own_renju, 60);
    g_autoptr(IshiPlayer) d = ishi_engine_spec_new_player (own_go, 60);

    g_assert_true (ISHI_IS_PISKVORK_PLAYER (a));
    g_assert_cmpint (ishi_piskvork_brain_get_move_time (ishi_piskvork_player_get_brain (ISHI_PISKVORK_PLAYER (a))),
                     ==, 5000);
    g_assert_true (ISHI_IS_GTP_PLAYER (b));
    g_assert_true (ISHI_IS_RENJU_ENGINE_PLAYER (c));
    g_assert_true (ISHI_IS_GO_ENGINE_PLAYER (d));
  }
  /* an autosave's seat: Ishi's own at the level written, within the row's */
  {
    g_autoptr(IshiEngineSpec) seat = ishi_engine_spec_from_seat (settings, "('ishi-renju', 9, true)", NULL);

    g_assert_nonnull (seat);
    g_assert_cmpint (seat->level, ==, ishi_engine_kind_row (seat->kind)->max_level);
    g_assert_false (seat->resign);
  }
  g_settings_reset (settings, "engines");
  g_settings_reset (settings, "engine-protocols");
  g_settings_reset (settings, "engine-move-seconds");
}

typedef struct {
  char *text;
  GError *error;
  gboolean done;
} Tested;

static void
tested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Tested *t = data;

  t->text = ishi_engine_kind_test_finish (result, &t->error);
  t->done = TRUE;
}

static gboolean
test_done (gpointer data)
{
  return ((Tested *) data)->done;
}

/* Preferences' Test through the table: a brain says its name, a GTP
 * engine its name and version, a missing program why not. */
static void
test_test (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *brain = g_shell_quote (g_getenv ("ISHI_FAKE_PISKVORK"));
  g_autofree char *gtp = ishi_test_fake_gtp_command ("");
  const IshiEngineKind kinds[] = { ishi_engine_kind_for_protocol ("piskvork")->kind,
                                   ishi_engine_kind_for_protocol ("gtp")->kind,
                                   ishi_engine_kind_for_protocol ("piskvork")->kind };
  const char *commands[] = { brain, gtp, "/no/such/pbrain-x" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      Tested t = { 0 };

      ishi_engine_kind_test_async (kinds[i], commands[i], NULL, NULL, "Tested", 10, settings, NULL, tested_cb, &t);
      ishi_test_wait_until (test_done, &t, "the test's answer", 30);
      g_test_message ("%s", t.text ? t.text : t.error->message);
      if (i == 0)
        g_assert_cmpstr (t.text, ==, "The brain works: Fake Brain, playing Renju.");
      else if (i == 1)
        g_assert_true (g_str_has_prefix (t.text, "The engine works: "));
      else
        {
          g_assert_null (t.text);
          g_assert_nonnull (strstr (t.error->message, "Tested"));
        }
      g_free (t.text);
      g_clear_error (&t.error);
    }
  g_settings_reset (settings, "engine-commands");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine-registry/table", test_table);
  g_test_add_func ("/engine-registry/specs", test_specs);
  g_test_add_func ("/engine-registry/test", test_test);
  return g_test_run ();
}
