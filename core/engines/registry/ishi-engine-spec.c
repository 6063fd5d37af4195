/* ishi-engine-spec.c — see ishi-engine-spec.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-spec"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-engine-probe.h"
#include "ishi-engine-spec.h"

G_DEFINE_BOXED_TYPE (IshiEngineSpec, ishi_engine_spec, ishi_engine_spec_copy, ishi_engine_spec_free)

IshiEngineSpec *
ishi_engine_spec_copy (const IshiEngineSpec *spec)
{
  IshiEngineSpec *copy = g_new0 (IshiEngineSpec, 1);

  copy->id = g_strdup (spec->id);
  copy->name = g_strdup (spec->name);
  copy->command = g_strdup (spec->command);
  copy->folder = g_strdup (spec->folder);
  copy->init = g_strdupv (spec->init);
  copy->kind = spec->kind;
  copy->level = spec->level;
  copy->resign = spec->resign;
  copy->move_seconds = spec->move_seconds;
  return copy;
}

void
ishi_engine_spec_free (IshiEngineSpec *spec)
{
  if (spec == NULL)
    return;
  g_free (spec->id);
  g_free (spec->name);
  g_free (spec->command);
  g_free (spec->folder);
  g_strfreev (spec->init);
  g_free (spec);
}

/* The init commands as stored (one a line), without the empty lines. */
static char **
split_init (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **init;

  for (char **l = lines; *l; l++)
    if (g_strstrip (*l)[0] != '\0')
      g_strv_builder_add (builder, *l);
  init = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return init;
}

static IshiEngineSpec *
ishi_spec (IshiEngineKind kind, int level)
{
  IshiEngineSpec *spec = g_new0 (IshiEngineSpec, 1);

  spec->kind = kind;
  spec->level = level;
  spec->id = g_strdup (ishi_engine_kind_row (kind)->own_id);
  /* TRANSLATORS: Ishi's own engine in New Game and in the record (PB/PW). */
  spec->name = g_strdup_printf (_("Ishi (level %d)"), level);
  spec->init = g_new0 (char *, 1);
  return spec;
}

const char *
ishi_engine_spec_protocol (GSettings *settings, const char *name)
{
  g_autoptr(GVariant) all = NULL;
  const char *protocol = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), "gtp");
  if (name == NULL)
    return "gtp";
  all = g_settings_get_value (settings, "engine-protocols");
  if (g_variant_lookup (all, name, "&s", &protocol) && g_str_equal (protocol, "piskvork"))
    return "piskvork";
  return "gtp";
}

void
ishi_engine_spec_set_protocol (GSettings *settings, const char *name, const char *protocol)
{
  g_autoptr(GVariant) old = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key, *value;

  g_return_if_fail (G_IS_SETTINGS (settings) && name != NULL);
  if (g_str_equal (ishi_engine_spec_protocol (settings, name), protocol ? protocol : "gtp"))
    return;
  old = g_settings_get_value (settings, "engine-protocols");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &key, &value))
    if (!g_str_equal (key, name))
      g_variant_builder_add (&builder, "{ss}", key, value);
  if (g_strcmp0 (protocol, "piskvork") == 0)
    g_variant_builder_add (&builder, "{ss}", name, "piskvork");
  g_settings_set_value (settings, "engine-protocols", g_variant_builder_end (&builder));
}

/* The engines of Preferences' list that play `game` (NULL: all). */
static void
add_listed (GPtrArray *list, GSettings *settings, const char *game)
{
  g_autoptr(GVariant) engines = g_settings_get_value (settings, "engines");
  const char *name, *command, *folder, *init;
  GVariantIter iter;

  g_variant_iter_init (&iter, engines);
  while (g_variant_iter_next (&iter, "(&s&s&s&s)", &name, &command, &folder, &init))
    {
      const IshiEngineKindRow *kind = ishi_engine_kind_for_protocol (ishi_engine_spec_protocol (settings, name));
      IshiEngineSpec *spec;

      if (kind == NULL)
        kind = ishi_engine_kind_row (ISHI_ENGINE_KIND_GTP);
      if (game != NULL && !g_str_equal (game, kind->game))
        continue;
      spec = g_new0 (IshiEngineSpec, 1);
      spec->id = g_strconcat ("engine:", name, NULL);
      spec->name = g_strdup (name);
      spec->command = g_strdup (command);
      spec->folder = folder[0] ? g_strdup (folder) : NULL;
      spec->init = kind->has_init ? split_init (init) : g_new0 (char *, 1);
      spec->kind = kind->kind;
      spec->move_seconds = ishi_engine_spec_move_seconds (settings, spec->id);
      g_ptr_array_add (list, spec);
    }
}

/* Ishi's Go engine resigns a game that stays lost when Preferences allow
 * it (on by default) and the reader is not a child: a school year chosen
 * under Lessons (1 to 6) means a child at this computer, who plays the
 * game to its end and counts it. */
static gboolean
resigns (GSettings *settings)
{
  int grade = g_settings_get_int (settings, "reading-grade");

  return g_settings_get_boolean (settings, "ishi-resign") && !(grade >= 1 && grade <= 6);
}

GPtrArray *
ishi_engine_spec_list (GSettings *settings, const char *game)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_engine_spec_free);
  int level = g_settings_get_int (settings, "gnugo-level");
  g_autofree char *gnugo = NULL;

  if (game == NULL || g_str_equal (game, "renju"))
    {
      g_ptr_array_add (list, ishi_spec (ISHI_ENGINE_KIND_ISHI_RENJU,
                                        g_settings_get_int (settings, "ishi-renju-level")));
      add_listed (list, settings, "renju");
    }
  if (game != NULL && !g_str_equal (game, "go"))
    return list;
  g_ptr_array_add (list, ishi_spec (ISHI_ENGINE_KIND_ISHI_GO, g_settings_get_int (settings, "ishi-level")));
  ((IshiEngineSpec *) list->pdata[list->len - 1])->resign = resigns (settings);
  gnugo = ishi_engine_gnugo_command (level);
  if (gnugo)
    {
      IshiEngineSpec *spec = g_new0 (IshiEngineSpec, 1);

      spec->id = g_strdup ("gnugo");
      /* TRANSLATORS: the engine's name in New Game and in the record (PB/PW). */
      spec->name = g_strdup_printf (_("GNU Go (level %d)"), level);
      spec->command = g_steal_pointer (&gnugo);
      spec->init = g_new0 (char *, 1);
      g_ptr_array_add (list, spec);
    }
  add_listed (list, settings, "go");
  return list;
}

int
ishi_engine_spec_move_seconds (GSettings *settings, const char *id)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, "engine-move-seconds");
  int seconds;

  if (id == NULL || !g_variant_lookup (all, id, "i", &seconds))
    return ISHI_ENGINE_DEFAULT_MOVE_SECONDS;
  return CLAMP (seconds, 1, 3600);
}

void
ishi_engine_spec_set_move_seconds (GSettings *settings, const char *id, int seconds)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, "engine-move-seconds");
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  int value;

  g_return_if_fail (id != NULL);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{si}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&si}", &key, &value))
    if (strcmp (key, id) != 0)
      g_variant_builder_add (&builder, "{si}", key, value);
  g_variant_builder_add (&builder, "{si}", id, CLAMP (seconds, 1, 3600));
  g_settings_set_value (settings, "engine-move-seconds", g_variant_builder_end (&builder));
}

char *
ishi_engine_spec_gnugo_path (void)
{
  return ishi_engine_gnugo_path ();
}

IshiEngineSpec *
ishi_engine_spec_lookup (GSettings *settings, const char *id)
{
  g_autoptr(GPtrArray) list = ishi_engine_spec_list (settings, NULL);

  for (guint i = 0; i < list->len; i++)
    {
      IshiEngineSpec *spec = g_ptr_array_index (list, i);

      if (g_strcmp0 (spec->id, id) == 0)
        return ishi_engine_spec_copy (spec);
    }
  return NULL;
}

/* --- an engine in an autosave --------------------------------------------- */

char *
ishi_engine_spec_to_seat (const IshiEngineSpec *spec)
{
  g_autoptr(GVariant) value = NULL;

  g_return_val_if_fail (spec != NULL, NULL);
  value = g_variant_ref_sink (g_variant_new ("(sib)", spec->id, spec->level, spec->resign));
  return g_variant_print (value, FALSE);
}

IshiEngineSpec *
ishi_engine_spec_from_seat (GSettings *settings, const char *seat, GError **error)
{
  g_autoptr(GVariant) value = NULL;
  g_autoptr(IshiEngineSpec) spec = NULL;
  const char *id;
  int level;
  gboolean resign;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (seat != NULL, NULL);

  value = g_variant_parse (G_VARIANT_TYPE ("(sib)"), seat, NULL, NULL, NULL);
  if (value == NULL)
    {
      /* TRANSLATORS: a restored game's record names its engine in a way Ishi cannot read. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The engine “%s” is not one Ishi knows."), seat);
      return NULL;
    }
  g_variant_get (value, "(&sib)", &id, &level, &resign);
  spec = ishi_engine_spec_lookup (settings, id);
  if (spec == NULL)
    {
      const char *name = g_str_has_prefix (id, "engine:") ? id + strlen ("engine:") : id;

      /* TRANSLATORS: a restored game's engine was removed from Preferences (or GNU Go uninstalled). */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The engine “%s” is no longer in Preferences."),
                   name);
      return NULL;
    }
  if (ishi_engine_kind_is_own (spec->kind))
    {
      /* The levels of Preferences (Go 1–10, Renju 1–6: the row's). */
      const IshiEngineKindRow *kind = ishi_engine_kind_row (spec->kind);
      g_autoptr(IshiEngineSpec) at = ishi_spec (spec->kind, CLAMP (level, 1, kind->max_level));

      at->resign = kind->resigns && resign;
      return g_steal_pointer (&at);
    }
  else
    {
      if (g_str_equal (id, "gnugo") && level > 0)
        {
          g_autofree char *command = ishi_engine_gnugo_command (CLAMP (level, 1, 10));

          if (command)
            {
              g_free (spec->command);
              spec->command = g_steal_pointer (&command);
              g_free (spec->name);
              spec->name = g_strdup_printf (_("GNU Go (level %d)"), CLAMP (level, 1, 10));
              spec->level = CLAMP (level, 1, 10);
            }
        }
      return g_steal_pointer (&spec);
    }
}

/* --- which rules an engine can play -------------------------------------- */

/* At most this many engines are remembered: the settings stay small. */
#define MAX_REMEMBERED 32

void
ishi_engine_spec_remember_commands (GSettings *settings, const char *command_line,
                                    const char *const *commands)
{
  g_autoptr(GVariant) old = NULL;
  g_autofree char *joined = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key, *value;
  guint n = 1;

  g_return_if_fail (G_IS_SETTINGS (settings));
  if (command_line == NULL || commands == NULL)
    return;
  joined = g_strjoinv ("\n", (char **) commands);
  old = g_settings_get_value (settings, "engine-commands");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_builder_add (&builder, "{ss}", command_line, joined);
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &key, &value))
    if (!g_str_equal (key, command_line) && n++ < MAX_REMEMBERED)
      g_variant_builder_add (&builder, "{ss}", key, value);
  g_settings_set_value (settings, "engine-commands", g_variant_builder_end (&builder));
}

char **
ishi_engine_spec_known_commands (GSettings *settings, const char *command_line)
{
  g_autoptr(GVariant) all = NULL;
  const char *joined = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  if (command_line == NULL)
    return NULL;
  all = g_settings_get_value (settings, "engine-commands");
  if (!g_variant_lookup (all, command_line, "&s", &joined))
    return NULL;
  return g_strsplit (joined, "\n", -1);
}

gboolean
ishi_engine_spec_fits (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings,
                       char **warning)
{
  const IshiEngineKindRow *kind;

  g_return_val_if_fail (spec != NULL, FALSE);
  if (warning != NULL)
    *warning = NULL;
  if (row == NULL)
    return TRUE;
  kind = ishi_engine_kind_row (spec->kind);
  return kind != NULL && kind->fits (spec, row, settings, warning);
}

IshiPlayer *
ishi_engine_spec_new_player (const IshiEngineSpec *spec, int move_timeout_s)
{
  const IshiEngineKindRow *kind;

  g_return_val_if_fail (spec != NULL, NULL);
  kind = ishi_engine_kind_row (spec->kind);
  g_return_val_if_fail (kind != NULL, NULL);
  return kind->new_player (spec, move_timeout_s);
}
