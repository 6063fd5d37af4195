/* ishi-analyst-choice.c — see ishi-analyst-choice.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analysis-panel"

#include "config.h"

#include "ishi-analyst-choice.h"
#include "ishi-engine-spec.h"
#include "ishi-go-engine-player.h"
#include "ishi-gtp-player.h"
#include "ishi-piskvork-player.h"
#include "ishi-ruleset.h"

/* Ishi's Renju engine's levels for a hint and for each position of
 * Analyse This Game (ishi-renju-engine.h: 1 … 6). */
#define RENJU_HINT_LEVEL 4
#define RENJU_GAME_LEVEL 3
/* A Piskvork brain's time for a hint, and for each position of a game. */
#define BRAIN_HINT_MS 5000
#define BRAIN_GAME_MS 2000

static IshiAnalyst *
go_analyst (guint playouts)
{
  g_autoptr(IshiGoEngine) engine = ishi_go_engine_new (ishi_ruleset_default ("go"), 6.5, 0);

  ishi_go_engine_set_playouts (engine, playouts);
  return ishi_analyst_new_go (engine);
}

static IshiAnalyst *
gtp_analyst (GSettings *settings, IshiGtpEngine *engine)
{
  return ishi_analyst_new_gtp (engine, g_settings_get_int (settings, "move-timeout") * 1000);
}

/* A Renju game's brain (a copy of the player's: the player keeps its own),
 * or the brain `chosen` in Preferences; NULL when neither. */
static IshiAnalyst *
renju_brain_analyst (GSettings *settings, IshiMatch *match, const char *chosen, int ms, char **key)
{
  g_autoptr(IshiEngineSpec) spec = NULL;
  g_autoptr(IshiPiskvorkBrain) brain = NULL;

  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiPlayer *p = ishi_match_get_player (match, c);

      if (ISHI_IS_PISKVORK_PLAYER (p))
        {
          IshiPiskvorkBrain *b = ishi_piskvork_player_get_brain (ISHI_PISKVORK_PLAYER (p));

          brain = ishi_piskvork_brain_new_like (b);
          ishi_piskvork_brain_set_move_time (brain, ms);
          *key = g_strdup_printf ("brain-player:%p:%d", (void *) b, ms);
          return ishi_analyst_new_piskvork (brain);
        }
    }
  spec = *chosen ? ishi_engine_spec_lookup (settings, chosen) : NULL;
  /* a program of Renju: a Piskvork brain (the engines' table's kinds) */
  if (spec == NULL || ishi_engine_kind_is_own (spec->kind)
      || g_strcmp0 (ishi_engine_kind_row (spec->kind)->protocol, "piskvork") != 0)
    return NULL;
  brain = ishi_piskvork_brain_new (spec->command, spec->folder, spec->name);
  ishi_piskvork_brain_set_move_time (brain, ms);
  *key = g_strdup_printf ("spec:%s:%s:%d", spec->id, spec->command, ms);
  return ishi_analyst_new_piskvork (brain);
}

IshiAnalyst *
ishi_analyst_choose (GSettings *settings, IshiMatch *match, guint playouts, char **key)
{
  g_autofree char *chosen = g_settings_get_string (settings, "analysis-engine");

  /* Renju: the game's Piskvork brain, else the brain chosen in
   * Preferences, else Ishi's Renju engine (issue 67, items 2 and 3); GTP
   * engines play Go. */
  if (match && g_str_equal (ishi_match_get_ruleset (match)->game, "renju"))
    {
      /* A brain thinks the time it is told: a hint a few seconds, each
       * position of Analyse This Game less. */
      IshiAnalyst *brain = renju_brain_analyst (settings, match, chosen, playouts >= HINT_PLAYOUTS ? BRAIN_HINT_MS
                                                                                        : BRAIN_GAME_MS, key);
      guint level = playouts >= HINT_PLAYOUTS ? RENJU_HINT_LEVEL : RENJU_GAME_LEVEL;

      if (brain)
        return brain;
      *key = g_strdup_printf ("renju:%u", level);
      return ishi_analyst_new_renju (level);
    }
  for (IshiColor c = ISHI_BLACK; match && c <= ISHI_WHITE && *chosen == '\0'; c++)
    {
      IshiPlayer *p = ishi_match_get_player (match, c);

      if (ISHI_IS_GTP_PLAYER (p))
        {
          IshiGtpEngine *e = ishi_gtp_player_get_engine (ISHI_GTP_PLAYER (p));
          g_autoptr(IshiGtpEngine) copy = ishi_gtp_engine_new_like (e);

          *key = g_strdup_printf ("gtp-player:%p", (void *) e);
          return gtp_analyst (settings, copy);
        }
      if (ISHI_IS_GO_ENGINE_PLAYER (p))
        {
          g_autoptr(IshiGoEngine) e = ishi_go_engine_copy (
            ishi_go_engine_player_get_engine (ISHI_GO_ENGINE_PLAYER (p)));

          ishi_go_engine_set_playouts (e, playouts);
          *key = g_strdup_printf ("ishi:%u", playouts);
          return ishi_analyst_new_go (e);
        }
    }
  if (*chosen == '\0')
    {
      g_free (chosen);
      chosen = g_strdup ("gnugo");
    }
  if (!g_str_equal (chosen, "ishi"))
    {
      g_autoptr(IshiEngineSpec) spec = ishi_engine_spec_lookup (settings, chosen);

      if (spec != NULL && g_strcmp0 (ishi_engine_kind_row (spec->kind)->protocol, "gtp") == 0)
        {
          g_autoptr(IshiGtpEngine) engine = ishi_gtp_engine_new (spec->command, spec->folder,
                                                                 spec->name);

          *key = g_strdup_printf ("spec:%s:%s", spec->id, spec->command);
          return gtp_analyst (settings, engine);
        }
    }
  /* Ishi's own engine: chosen, or nothing else is installed. */
  *key = g_strdup_printf ("ishi:%u", playouts);
  return go_analyst (playouts);
}
