/* ishi-show-territory.c — see ishi-show-territory.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-show-territory"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-show-territory.h"

struct _IshiShowTerritory {
  GObject parent_instance;

  GActionMap *actions;        /* the play page's group (a weak pointer) */
  IshiAnalystMaker maker;
  gpointer maker_data;
  IshiMatch *match;
  IshiGame *game;

  IshiAnalyst *analyst;       /* kept between questions while it fits */
  char *analyst_key;
  GCancellable *question;     /* a map under way */
  IshiSgfNode *asked_at;

  IshiTerritoryMap *map;      /* shown at `shown_at`, or NULL */
  IshiSgfNode *shown_at;
};

G_DEFINE_FINAL_TYPE (IshiShowTerritory, ishi_show_territory, G_TYPE_OBJECT)

enum { BOARD_CHANGED, STATUS, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
status (IshiShowTerritory *self, const char *text)
{
  g_signal_emit (self, signals[STATUS], 0, text);
}

static void
clear_map (IshiShowTerritory *self)
{
  if (self->map == NULL)
    return;
  g_clear_pointer (&self->map, ishi_territory_map_free);
  self->shown_at = NULL;
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

static void
end_question (IshiShowTerritory *self)
{
  if (self->question)
    g_cancellable_cancel (self->question);
  g_clear_object (&self->question);
  self->asked_at = NULL;
}

static IshiAnalyst *
analyst (IshiShowTerritory *self)
{
  g_autofree char *key = NULL;
  g_autoptr(IshiAnalyst) made = self->maker (self->maker_data, &key);

  if (self->analyst && g_strcmp0 (key, self->analyst_key) == 0)
    return self->analyst;
  if (self->analyst)
    ishi_analyst_quit (self->analyst);
  g_set_object (&self->analyst, made);
  g_free (self->analyst_key);
  self->analyst_key = g_steal_pointer (&key);
  return self->analyst;
}

static void
on_map (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  IshiTerritoryMap *map = ishi_analyst_territory_finish (ISHI_ANALYST (source), result, &error);
  IshiShowTerritory *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the position changed, or the window closed */
  self = data;
  if (map == NULL)
    status (self, error->message);
  else
    {
      g_clear_pointer (&self->map, ishi_territory_map_free);
      self->map = map;
      self->shown_at = self->asked_at;
      const char *name = ishi_analyst_get_name (ISHI_ANALYST (source));
      g_autofree char *text = NULL;

      if (map->fill)
        /* TRANSLATORS: under the board while Pure Go's map is shown; %s
         * is the engine ("Ishi", "GNU Go", "KataGo"). */
        text = g_strdup_printf (_("The points each side can still fill, as %s reads them: "
                                  "the darker, the surer."), name);
      else
        /* TRANSLATORS: under the board while the territory map is shown;
         * %s is the engine ("Ishi", "GNU Go", "KataGo"). */
        text = g_strdup_printf (_("Territory as %s reads it: the larger and darker the square, "
                                  "the surer."), name);
      status (self, text);
      g_signal_emit (self, signals[BOARD_CHANGED], 0);
    }
  g_clear_object (&self->question);
  self->asked_at = NULL;
}

static void
show_territory_cb (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  IshiShowTerritory *self = data;
  IshiSgfNode *node;

  if (self->match == NULL || self->question != NULL)
    return;
  node = ishi_game_get_node (self->game);
  /* Asked again while shown: the map goes. */
  if (self->map && self->shown_at == node)
    {
      clear_map (self);
      status (self, NULL);
      return;
    }
  self->question = g_cancellable_new ();
  self->asked_at = node;
  status (self, _("Reading the territory…"));
  ishi_analyst_territory_async (analyst (self), self->match, self->question, on_map, self);
}

static const GActionEntry entries[] = {
  { "show-territory", show_territory_cb, NULL, NULL, NULL, { 0 } },
};

static void
update_action (IshiShowTerritory *self)
{
  GAction *action = self->actions ? g_action_map_lookup_action (self->actions, "show-territory")
                                  : NULL;
  gboolean go = self->match != NULL
                && g_str_equal (ishi_match_get_ruleset (self->match)->game, "go");

  if (action)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), go);
}

/* The map belongs to one position: it goes when the position changes, and
 * a question about another one is dropped. */
static void
match_changed_cb (IshiShowTerritory *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);

  if (self->question && self->asked_at != node)
    {
      end_question (self);
      status (self, NULL);
    }
  if (self->map && self->shown_at != node)
    {
      clear_map (self);
      status (self, NULL);
    }
}

void
ishi_show_territory_set_match (IshiShowTerritory *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_SHOW_TERRITORY (self));
  if (self->match == match)
    return;
  end_question (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_clear_object (&self->game);
  if (match)
    {
      self->game = g_object_ref (ishi_match_get_game (match));
      g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
    }
  clear_map (self);
  update_action (self);
}

void
ishi_show_territory_decorate (IshiShowTerritory *self, IshiBoardModel *model)
{
  int size;

  g_return_if_fail (ISHI_IS_SHOW_TERRITORY (self));
  if (self->map == NULL || self->game == NULL || self->shown_at != ishi_game_get_node (self->game)
      || self->map->size != model->size)
    return;
  size = model->size;
  for (int p = 0; p < size * size; p++)
    model->points[p].ownership = self->map->owner[p];
}

const IshiTerritoryMap *
ishi_show_territory_get_map (IshiShowTerritory *self)
{
  g_return_val_if_fail (ISHI_IS_SHOW_TERRITORY (self), NULL);
  return self->map != NULL && self->game != NULL && self->shown_at == ishi_game_get_node (self->game)
         ? self->map : NULL;
}

void
ishi_show_territory_stop (IshiShowTerritory *self)
{
  g_return_if_fail (ISHI_IS_SHOW_TERRITORY (self));
  end_question (self);
  if (self->analyst)
    ishi_analyst_quit (self->analyst);
}

static void
ishi_show_territory_dispose (GObject *object)
{
  IshiShowTerritory *self = ISHI_SHOW_TERRITORY (object);

  ishi_show_territory_stop (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_object (&self->analyst);
  if (self->actions)
    {
      g_action_map_remove_action (self->actions, entries[0].name);
      g_object_remove_weak_pointer (G_OBJECT (self->actions), (gpointer *) &self->actions);
      self->actions = NULL;
    }
  G_OBJECT_CLASS (ishi_show_territory_parent_class)->dispose (object);
}

static void
ishi_show_territory_finalize (GObject *object)
{
  IshiShowTerritory *self = ISHI_SHOW_TERRITORY (object);

  g_clear_pointer (&self->map, ishi_territory_map_free);
  g_free (self->analyst_key);
  G_OBJECT_CLASS (ishi_show_territory_parent_class)->finalize (object);
}

static void
ishi_show_territory_class_init (IshiShowTerritoryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_show_territory_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_show_territory_finalize;
  signals[BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
  signals[STATUS] = g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_show_territory_init (IshiShowTerritory *self)
{
}

IshiShowTerritory *
ishi_show_territory_new (GActionMap *actions, IshiAnalystMaker maker, gpointer maker_data)
{
  IshiShowTerritory *self = g_object_new (ISHI_TYPE_SHOW_TERRITORY, NULL);

  self->maker = maker;
  self->maker_data = maker_data;
  /* The play page's group may go first when the window closes. */
  self->actions = actions;
  g_object_add_weak_pointer (G_OBJECT (actions), (gpointer *) &self->actions);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  update_action (self);
  return self;
}
