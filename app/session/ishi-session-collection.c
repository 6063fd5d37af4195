/* ishi-session-collection.c — a collection's games (each kept as its tree
 * or as where it stands in its file), and the collection written back
 * around the game shown: that game written anew, every other copied byte
 * for byte from the file it was read from.  The session (ishi-session.c)
 * saves the text made here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-session"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-session-collection.h"

/* ------------------------------------------------------------------------ */
/* The games of a collection                                                 */
/* ------------------------------------------------------------------------ */

IshiCollectionGame *
ishi_collection_game_new (IshiSgfNode *root, const IshiSgfSpan *span, char *title)
{
  IshiCollectionGame *game = g_new0 (IshiCollectionGame, 1);

  game->root = root;
  if (span)
    game->span = *span;
  game->title = title;
  return game;
}

void
ishi_collection_game_free (IshiCollectionGame *game)
{
  if (game == NULL)
    return;
  g_clear_pointer (&game->root, ishi_sgf_node_free);
  g_free (game->title);
  g_free (game);
}

void
ishi_collection_game_drop_tree (IshiCollectionGame *game)
{
  g_return_if_fail (game != NULL);

  if (game->span.exact)
    g_clear_pointer (&game->root, ishi_sgf_node_free);
}

IshiSgfNode *
ishi_collection_game_load (IshiCollectionGame *game, GFile *file, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);

  if (game->root != NULL)
    return g_steal_pointer (&game->root);
  if (!game->span.exact || file == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("This game is already open."));
      return NULL;
    }
  return ishi_sgf_read_span (file, &game->span, error);
}

/* ------------------------------------------------------------------------ */
/* The collection written back                                              */
/* ------------------------------------------------------------------------ */

/* Appends `text` to `out`, counting its lines into `*lines`. */
static void
append_counted (GString *out, const char *text, gsize length, guint *lines)
{
  for (const char *p = text; (p = memchr (p, '\n', text + length - p)) != NULL; p++)
    (*lines)++;
  g_string_append_len (out, text, (gssize) length);
}

/* The text of the whole collection: the game shown and the trees the
 * reader kept written anew, every other game copied byte for byte from
 * the file it was read from; `spans` gets where each copied game is in the
 * new text (its start line; every piece starts a line). */
GString *
ishi_session_collection_text (IshiSession *self, GArray *spans, GError **error)
{
  g_autoptr(GMappedFile) source = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const char *bytes = NULL;
  gsize length = 0;
  guint lines = 0;

  for (guint i = 0; i < self->collection->len; i++)
    {
      IshiCollectionGame *entry = g_ptr_array_index (self->collection, i);
      IshiSgfSpan span = entry->span;

      if (entry->taken || entry->root != NULL)
        {
          IshiSgfNode *root = entry->taken ? ishi_game_get_root (self->game) : entry->root;
          gsize n = 0;
          g_autofree char *text = ishi_sgf_write (&root, 1, &n);

          append_counted (out, text, n, &lines);
          g_array_append_val (spans, span);
          continue;
        }
      if (source == NULL)
        {
          g_autofree char *from = self->collection_file ? g_file_get_path (self->collection_file) : NULL;
          g_autoptr(GError) local = NULL;

          source = from ? g_mapped_file_new (from, FALSE, &local) : NULL;
          if (source == NULL)
            {
              g_autofree char *name = self->collection_file
                                      ? g_file_get_parse_name (self->collection_file) : g_strdup ("?");

              g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The other games could not be read from %s: %s"), name,
                           local ? local->message : g_strerror (ENOENT));
              return NULL;
            }
          bytes = g_mapped_file_get_contents (source);
          length = g_mapped_file_get_length (source);
        }
      /* a tree starts with '(': anything else means the file was changed */
      if (span.end > length || bytes[span.start] != '(')
        {
          g_autofree char *name = g_file_get_parse_name (self->collection_file);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("%s was changed since it was read: its other games cannot be copied; "
                         "save this game alone with Save As, or open the file again"), name);
          return NULL;
        }
      span.line = lines + 1;
      span.column = 1;
      span.start = out->len;
      append_counted (out, bytes + entry->span.start, (gsize) (entry->span.end - entry->span.start),
                      &lines);
      span.end = out->len;
      append_counted (out, "\n", 1, &lines);
      g_array_append_val (spans, span);
    }
  return g_steal_pointer (&out);
}
