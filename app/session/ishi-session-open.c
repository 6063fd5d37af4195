/* ishi-session-open.c — what the reader read becomes the game shown: the
 * error when nothing could be read, the collection picker when the file
 * holds several games, and the session's game once one is chosen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-session"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-collection-picker.h"
#include "ishi-dialogs.h"
#include "ishi-session-open.h"

typedef struct {
  IshiSession *session;
  GtkWindow *parent;
  GFile *file;
  GPtrArray *games;
  GPtrArray *warnings;
  IshiSessionOpenedFunc opened;
  gpointer data;
} Opening;

static void
opening_free (Opening *opening)
{
  g_object_unref (opening->session);
  g_object_unref (opening->parent);
  g_object_unref (opening->file);
  g_ptr_array_unref (opening->games);
  g_clear_pointer (&opening->warnings, g_ptr_array_unref);
  g_free (opening);
}

static void
open_game (Opening *opening, guint index)
{
  g_autoptr(GError) error = NULL;

  if (!ishi_session_open_game (opening->session, opening->file, opening->games, index, &error))
    {
      g_autofree char *name = g_file_get_parse_name (opening->file);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

      ishi_show_error (opening->parent, primary, error->message);
      return;
    }
  opening->opened (opening->warnings, opening->data);
}

static void
picked_cb (int index, gpointer data)
{
  Opening *opening = data;

  if (index >= 0)
    open_game (opening, index);
  opening_free (opening);
}

void
ishi_session_open_read (IshiSession *session, GtkWindow *parent, GFile *file, GPtrArray *games,
                        GPtrArray *warnings, const GError *error,
                        IshiSessionOpenedFunc opened, gpointer data)
{
  Opening *opening;

  if (games == NULL || games->len == 0)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

      ishi_show_error (parent, primary, error ? error->message : _("The file holds no game."));
      return;
    }
  opening = g_new0 (Opening, 1);
  opening->session = g_object_ref (session);
  opening->parent = g_object_ref (parent);
  opening->opened = opened;
  opening->data = data;
  opening->file = g_object_ref (file);
  opening->games = g_ptr_array_ref (games);
  opening->warnings = warnings ? g_ptr_array_ref (warnings) : NULL;
  if (games->len > 1)
    ishi_collection_picker_show (parent, games, picked_cb, opening);
  else
    picked_cb (0, opening);
}

