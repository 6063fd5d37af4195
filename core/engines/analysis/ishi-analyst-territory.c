/* ishi-analyst-territory.c — the territory map of a position, asked of an
 * analyst (see ishi-territory-map.h for what each engine gives).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyst"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-analyst-private.h"
#include "ishi-go-engine-player.h"
#include "ishi-ruleset.h"

typedef enum {
  ASK_KATA,
  ASK_INFLUENCE,
  ASK_DEAD,
} AskKind;

typedef struct {
  IshiMatch *match;
  int size;
  IshiColor to_move;
  IshiColor *stones;
  IshiGoBoard *board;       /* the position with its history */
  gboolean pure;            /* Pure Go: the points each side can still fill */
  IshiGoEngine *engine;     /* Ishi's engine: a copy for the worker thread */
  AskKind kind;
  guint stop_source;
} Ask;

static void
ask_free (gpointer data)
{
  Ask *a = data;

  g_clear_handle_id (&a->stop_source, g_source_remove);
  g_clear_object (&a->match);
  g_free (a->stones);
  g_clear_pointer (&a->board, ishi_go_board_free);
  g_clear_pointer (&a->engine, ishi_go_engine_free);
  g_free (a);
}

static void
done (GTask *task)
{
  IshiAnalyst *self = g_task_get_source_object (task);

  self->busy = FALSE;
}

/* What the answer becomes in Pure Go, then the task's result. */
static void
give (GTask *task, IshiTerritoryMap *map)
{
  Ask *a = g_task_get_task_data (task);

  if (a->pure)
    ishi_territory_map_keep_fillable (map, a->board);
  g_task_return_pointer (task, map, (GDestroyNotify) ishi_territory_map_free);
}

/* --- Ishi's engine, in a worker thread ----------------------------------- */

static void
search_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Ask *a = data;
  int n = a->size * a->size;
  IshiGoEngineMove move;
  GError *error = NULL;
  g_autofree double *black = g_new (double, n);
  g_autofree double *white = g_new (double, n);
  IshiTerritoryMap *map;

  ishi_go_engine_set_ownership (a->engine, TRUE);
  if (!ishi_go_engine_think (a->engine, a->board, 0, cancellable, &move, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (!ishi_go_engine_get_ownership (a->engine, black, white))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("Ishi’s engine played no playout here."));
      return;
    }
  map = ishi_territory_map_new (a->size);
  for (int p = 0; p < n; p++)
    map->owner[p] = black[p] - white[p];
  give (task, map);
}

static void
on_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *outer = data;
  g_autoptr(GError) error = NULL;
  IshiTerritoryMap *map = g_task_propagate_pointer (G_TASK (result), &error);

  done (outer);
  if (map == NULL)
    g_task_return_error (outer, g_steal_pointer (&error));
  else
    g_task_return_pointer (outer, map, (GDestroyNotify) ishi_territory_map_free);
  g_object_unref (outer);
}

/* --- GTP engines --------------------------------------------------------- */

static void
on_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  IshiAnalyst *self = g_task_get_source_object (task);
  Ask *a = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ishi_gtp_player_command_finish (ISHI_GTP_PLAYER (source), result, &error);
  g_autoptr(IshiTerritoryMap) map = NULL;
  gboolean ok = FALSE;

  g_clear_handle_id (&a->stop_source, g_source_remove);
  done (task);
  if (text == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  map = ishi_territory_map_new (a->size);
  switch (a->kind)
    {
    case ASK_KATA:
      ok = ishi_territory_map_parse_kata (map, text, a->to_move);
      break;
    case ASK_INFLUENCE:
      ok = ishi_territory_map_parse_influence (map, text, a->stones);
      break;
    case ASK_DEAD:
      g_assert_not_reached ();   /* on_dead */
      break;
    }
  if (!ok)
    {
      g_autofree char *shown = g_strndup (text, 80);

      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                               _("%s answered “%s”, which is no territory."),
                               ishi_analyst_get_name (self), shown);
      return;
    }
  give (task, g_steal_pointer (&map));
}

/* Another GTP engine: its dead stones, and the territory they make by
 * Ishi's count. */
static void
on_dead (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GTask) task = data;
  Ask *a = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) dead = ishi_gtp_player_dead_stones_finish (ISHI_GTP_PLAYER (source), result,
                                                               &error);
  g_autofree guint8 *mask = NULL;
  IshiTerritoryMap *map;

  done (task);
  if (dead == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  mask = g_new0 (guint8, a->size * a->size);
  for (guint i = 0; i < dead->len; i++)
    {
      IshiPoint *pt = &g_array_index (dead, IshiPoint, i);

      mask[pt->y * a->size + pt->x] = 1;
    }
  map = ishi_territory_map_new (a->size);
  ishi_territory_map_from_dead (map, a->stones, mask);
  give (task, map);
}

static void
on_synced (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  IshiAnalyst *self = g_task_get_source_object (task);
  Ask *a = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *command = NULL;
  const char *color = a->to_move == ISHI_WHITE ? "white" : "black";

  if (!ishi_gtp_player_sync_finish (ISHI_GTP_PLAYER (source), result, &error))
    {
      done (task);
      g_task_return_error (task, g_steal_pointer (&error));
      g_object_unref (task);
      return;
    }
  if (ishi_gtp_engine_has_command (self->gtp, "kata-analyze"))
    {
      a->kind = ASK_KATA;
      command = g_strdup_printf ("kata-analyze %s 50 ownership true", color);
      ishi_analyst_stop_analyze_later (self, &a->stop_source);
    }
  else if (ishi_gtp_engine_has_command (self->gtp, "initial_influence"))
    {
      a->kind = ASK_INFLUENCE;
      command = g_strdup_printf ("initial_influence %s territory_value", color);
    }
  else if (ishi_gtp_engine_has_command (self->gtp, "final_status_list"))
    {
      a->kind = ASK_DEAD;
      ishi_gtp_player_dead_stones_async (self->player, a->match, g_task_get_cancellable (task),
                                         on_dead, task);
      return;
    }
  else
    {
      done (task);
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                               _("%s cannot tell the territory (it has neither kata-analyze "
                                 "nor initial_influence nor final_status_list)."),
                               ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  ishi_gtp_player_command_async (self->player, a->match, command, g_task_get_cancellable (task),
                                 on_answer, task);
}

/* --- asking -------------------------------------------------------------- */

static Ask *
ask_new (IshiAnalyst *self, IshiMatch *match)
{
  Ask *a = g_new0 (Ask, 1);
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  const IshiRuleset *ruleset = ishi_match_get_ruleset (match);

  a->match = g_object_ref (match);
  a->size = ishi_game_get_size (game);
  a->to_move = rules->to_move (position);
  a->stones = g_new (IshiColor, a->size * a->size);
  for (int p = 0; p < a->size * a->size; p++)
    a->stones[p] = rules->stone_at (position, p % a->size, p / a->size);
  a->board = ishi_go_engine_board_from_match (match);
  a->pure = ruleset->scoring == ISHI_SCORE_PURE;
  if (self->go)
    {
      g_autofree char *ha = ishi_game_get_info (game, "HA");

      a->engine = ishi_go_engine_copy (self->go);
      ishi_go_engine_set_rules (a->engine, ruleset, ishi_match_get_komi (match),
                                ha != NULL ? atoi (ha) : 0);
      ishi_go_engine_set_randomness (a->engine, 0);
    }
  return a;
}

void
ishi_analyst_territory_async (IshiAnalyst *self, IshiMatch *match, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (ISHI_IS_ANALYST (self) && ISHI_IS_MATCH (match));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ishi_analyst_territory_async);
  if (self->busy)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("%s is busy with another question."), ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  if (!g_str_equal (ishi_match_get_ruleset (match)->game, "go"))
    {
      g_task_return_new_error (task, ISHI_GTP_ERROR, ISHI_GTP_ERROR_UNSUPPORTED,
                               _("%s analyses Go games only."), ishi_analyst_get_name (self));
      g_object_unref (task);
      return;
    }
  self->busy = TRUE;
  g_task_set_task_data (task, ask_new (self, match), ask_free);
  if (self->gtp)
    {
      ishi_gtp_player_sync_async (self->player, match, cancellable, on_synced, task);
      return;
    }
  {
    g_autoptr(GTask) inner = g_task_new (self, cancellable, on_searched, task);

    g_task_set_task_data (inner, ask_new (self, match), ask_free);
    g_task_run_in_thread (inner, search_thread);
  }
}

IshiTerritoryMap *
ishi_analyst_territory_finish (IshiAnalyst *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
