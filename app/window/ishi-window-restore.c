/* ishi-window-restore.c — the window's side of the restore after a crash
 * (issue 53): the question for each autosave that waits, a restored game's
 * players seated again (the engines at the levels they played at, the
 * opening's questions), what could not come back said, and an autosave
 * that could not be written said once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-dialogs.h"
#include "ishi-window-private.h"

/* The autosave keeps who played each colour. */
static char *
seat_cb (IshiMatch *match, IshiColor color, gpointer data)
{
  IshiWindow *self = data;
  const IshiEngineSpec *spec = ishi_engine_control_get_spec (self->engines, match, color);

  return spec ? ishi_engine_spec_to_seat (spec) : NULL;
}

/* A restored game gets its players back (issue 53): the engines at the
 * levels they played at, the opening's questions; a person plays a colour
 * whose engine is gone, and is told so, as a damaged autosave is. */
static void
restore_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  g_autoptr(GError) error = NULL;
  IshiRestored restored = { { NULL } };
  g_autoptr(IshiEngineSpec) black = NULL;
  g_autoptr(IshiEngineSpec) white = NULL;
  g_autoptr(GString) said = g_string_new (NULL);
  IshiMatch *match;

  if (!ishi_session_restore (self->session, &restored, &error))
    {
      ishi_show_error (GTK_WINDOW (self), _("Could not restore the game"), error->message);
      ishi_window_offer_restore (self);
      return;
    }
  match = ishi_session_get_match (self->session);
  if (restored.damage)
    g_string_append (said, restored.damage);
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autoptr(GError) local = NULL;
      IshiEngineSpec *spec;

      if (restored.seats[c] == NULL)
        continue;
      spec = ishi_engine_spec_from_seat (self->settings, restored.seats[c], &local);
      if (spec == NULL)
        {
          if (said->len)
            g_string_append_c (said, ' ');
          /* TRANSLATORS: after a restore, %s says why the engine could not come back. */
          g_string_append_printf (said, c == ISHI_BLACK ? _("%s A person plays Black now.")
                                                        : _("%s A person plays White now."), local->message);
        }
      if (c == ISHI_BLACK)
        black = spec;
      else
        white = spec;
    }
  ishi_restored_clear (&restored);
  ishi_engine_control_start (self->engines, match, black, white);
  ishi_opening_bar_start (self->opening_bar, match);
  if (said->len == 0)
    ishi_window_offer_restore (self);
  else if (ishi_window_offer_restore (self))
    {
      /* Said once the next question is answered. */
      g_free (self->pending_warning);
      self->pending_warning = g_string_free (g_steal_pointer (&said), FALSE);
    }
  else
    ishi_window_show_info (self, said->str, NULL, GTK_MESSAGE_WARNING);
}

/* The question for the newest autosave waiting, if one waits. */
gboolean
ishi_window_offer_restore (IshiWindow *self)
{
  guint n;

  if (!ishi_session_restore_pending (self->session))
    return FALSE;
  n = ishi_session_restore_count (self->session);
  self->info_is_restore = TRUE;
  if (ishi_session_restore_damaged (self->session))
    {
      /* Said before the answer, not only after the restore (issue 66). */
      g_autofree char *text = NULL;

      if (n == 1)
        text = g_strdup (_("Ishi was closed before a game was saved, and its autosave is damaged. "
                           "Restore what can be read of it?"));
      else
        /* TRANSLATORS: several crashes left several games; the newest, asked about first, is damaged. */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Ishi was closed before %u game was saved; the autosave of the "
                                             "latest is damaged. Restore what can be read of it?",
                                             "Ishi was closed before %u games were saved; the autosave of the "
                                             "latest is damaged. Restore what can be read of it?", n), n);
      ishi_window_show_info (self, text, NULL, GTK_MESSAGE_WARNING);
    }
  else if (n == 1)
    ishi_window_show_info (self, _("Ishi was closed before a game was saved. Restore that game?"), NULL,
               GTK_MESSAGE_QUESTION);
  else
    {
      /* TRANSLATORS: several crashes left several games; the newest is asked about first. */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Ishi was closed before %u game was saved. "
                                                            "Restore the latest?",
                                                            "Ishi was closed before %u games were saved. "
                                                            "Restore the latest?", n), n);
      ishi_window_show_info (self, text, NULL, GTK_MESSAGE_QUESTION);
    }
  return TRUE;
}

/* An autosave could not be written: said once (the session says it again
 * only after one succeeded), with what to do; after the restore question
 * when that is showing. */
static void
autosave_failed_cb (IshiWindow *self, const GError *error)
{
  g_autofree char *text = NULL;

  /* TRANSLATORS: %s why the autosave failed. */
  text = g_strdup_printf (_("Ishi cannot keep this game safe from a crash: %s. Save it now (Ctrl+S), and make "
                            "the folder writable or free some space."), error->message);
  if (self->info_is_restore)
    {
      g_free (self->pending_warning);
      self->pending_warning = g_steal_pointer (&text);
      return;
    }
  ishi_window_show_info (self, text, NULL, GTK_MESSAGE_WARNING);
}

void
ishi_window_restore_answered (IshiWindow *self, int response)
{
  self->info_is_restore = FALSE;
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  if (response == GTK_RESPONSE_ACCEPT)
    ishi_window_guard (self, restore_now, NULL, NULL);
  else
    {
      ishi_session_discard_restore (self->session);
      /* A library opened while the question stood ("ishi D4.lib" after
       * a crash): the set its comments were read in, and the list to
       * read them in another, come now. */
      if (!ishi_window_offer_restore (self) && self->pending_warning == NULL)
        ishi_window_library_opened (self);
    }
  if (!self->info_is_restore && self->pending_warning)
    {
      g_autofree char *text = g_steal_pointer (&self->pending_warning);

      ishi_window_show_info (self, text, NULL, GTK_MESSAGE_WARNING);
    }
}

void
ishi_window_restore_init (IshiWindow *self)
{
  ishi_session_set_seat_func (self->session, seat_cb, self);
  g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (autosave_failed_cb), self,
                           G_CONNECT_SWAPPED);
}
