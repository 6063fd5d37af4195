/* ishi-go-levels.c — see ishi-go-levels.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-go-engine"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-go-engine.h"
#include "ishi-go-levels.h"

G_DEFINE_QUARK (ishi-go-levels-error-quark, ishi_go_levels_error)

#define GROUP "levels"

struct _IshiGoLevels {
  char *path;
  GKeyFile *file;
  gboolean broken;        /* the file on disk could not be read */
};

/* A name as a key: a key file's key may not hold '=', '[', ']', a line
 * break or leading and trailing spaces, so those (and '%') are escaped
 * as %XX (and the spaces, so none leads or trails); everything else, Japanese included, stays readable. */
static char *
key_of (const char *name)
{
  GString *key = g_string_new (NULL);

  /* No key may be empty: the empty name is a lone '%', which no other
   * name gives ('%' itself is always escaped). */
  if (*name == '\0')
    g_string_append_c (key, '%');

  for (const char *c = name; *c != '\0'; c++)
    {
      guchar u = (guchar) *c;

      if (u == '=' || u == '[' || u == ']' || u == '%' || u == '#' || u < 0x20 || u == ' ')
        g_string_append_printf (key, "%%%02X", u);
      else
        g_string_append_c (key, *c);
    }
  return g_string_free (key, FALSE);
}

IshiGoLevels *
ishi_go_levels_new (const char *path, GError **error)
{
  IshiGoLevels *levels = g_new0 (IshiGoLevels, 1);
  g_autoptr(GError) local = NULL;

  levels->path = path != NULL ? g_strdup (path)
                              : g_build_filename (g_get_user_data_dir (), "ishi", "levels.ini", NULL);
  levels->file = g_key_file_new ();
  if (!g_key_file_load_from_file (levels->file, levels->path, G_KEY_FILE_NONE, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return levels;
      levels->broken = TRUE;
      g_clear_pointer (&levels->file, g_key_file_free);
      levels->file = g_key_file_new ();
      g_set_error (error, ISHI_GO_LEVELS_ERROR, ISHI_GO_LEVELS_ERROR_BROKEN,
                   /* TRANSLATORS: the file, then GLib's reason (with the line) */
                   _("The engine levels in %s cannot be read: %s"), levels->path, local->message);
    }
  return levels;
}

void
ishi_go_levels_free (IshiGoLevels *levels)
{
  if (levels == NULL)
    return;
  g_key_file_free (levels->file);
  g_free (levels->path);
  g_free (levels);
}

const char *
ishi_go_levels_get_path (IshiGoLevels *levels)
{
  return levels->path;
}

int
ishi_go_levels_get (IshiGoLevels *levels, const char *name, int fallback)
{
  g_autofree char *key = NULL;
  g_autoptr(GError) error = NULL;
  int level;

  g_return_val_if_fail (levels != NULL && name != NULL, fallback);
  key = key_of (name);
  level = g_key_file_get_integer (levels->file, GROUP, key, &error);
  /* A name never seen, or a value edited into something else: the
   * fallback, as for a new player. */
  if (error != NULL)
    return fallback;
  return CLAMP (level, ISHI_GO_ENGINE_MIN_LEVEL, ISHI_GO_ENGINE_MAX_LEVEL);
}

void
ishi_go_levels_set (IshiGoLevels *levels, const char *name, int level)
{
  g_autofree char *key = NULL;

  g_return_if_fail (levels != NULL && name != NULL);
  key = key_of (name);
  g_key_file_set_integer (levels->file, GROUP, key,
                          CLAMP (level, ISHI_GO_ENGINE_MIN_LEVEL, ISHI_GO_ENGINE_MAX_LEVEL));
}

int
ishi_go_levels_record_game (IshiGoLevels *levels, const char *name, int level, int result,
                            gboolean locked, GError **error)
{
  int next = CLAMP (level, ISHI_GO_ENGINE_MIN_LEVEL, ISHI_GO_ENGINE_MAX_LEVEL);

  g_return_val_if_fail (levels != NULL && name != NULL, level);
  if (!locked && result != 0)
    next = ishi_go_engine_adapt_level (next, result > 0);
  ishi_go_levels_set (levels, name, next);
  ishi_go_levels_save (levels, error);
  return next;
}

gboolean
ishi_go_levels_save (IshiGoLevels *levels, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (levels->path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot make the folder %s: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  if (levels->broken)
    {
      /* Keep what could not be read for a person to look at. */
      g_autofree char *aside = g_strconcat (levels->path, ".broken", NULL);

      if (g_rename (levels->path, aside) != 0 && errno != ENOENT)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("Cannot move %s aside: %s"), levels->path, g_strerror (saved));
          return FALSE;
        }
      levels->broken = FALSE;
    }
  return g_key_file_save_to_file (levels->file, levels->path, error);
}
