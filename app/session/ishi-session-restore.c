/* ishi-session-restore.c — the games in progress after a crash: the
 * autosaves found at start, offered back one by one (the newest first),
 * each restored as an unsaved game with its file's name and its players,
 * or discarded.
 *
 * The slots: autosave.sgf, autosave-2.sgf, autosave-3.sgf...  A session
 * writes to a slot no earlier run left, so that a game waiting to be
 * restored is never overwritten nor deleted until its question is answered
 * (issue 53: with two autosaves of two crashes, start-up deleted the
 * second while the first waited).  Ishi writes its autosaves atomically,
 * so one that cannot be read whole was damaged on the disk: it is never
 * deleted, but kept aside under a name no slot has, and the person told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-session"
#include "config.h"
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include "ishi-session-private.h"

/* ------------------------------------------------------------------------ */
/* The slots                                                                 */
/* ------------------------------------------------------------------------ */

/* The name of slot `n` (from 1). */
static char *
slot_name (guint n)
{
  return n <= 1 ? g_strdup ("autosave.sgf") : g_strdup_printf ("autosave-%u.sgf", n);
}

/* 1 for autosave.sgf, N for autosave-N.sgf, 0 for any other name. */
static guint
slot_number (const char *name)
{
  const char *digits;
  char *end;
  guint64 n;

  if (g_str_equal (name, "autosave.sgf"))
    return 1;
  if (!g_str_has_prefix (name, "autosave-") || !g_str_has_suffix (name, ".sgf"))
    return 0;
  digits = name + strlen ("autosave-");
  if (!g_ascii_isdigit (*digits))
    return 0;
  n = g_ascii_strtoull (digits, &end, 10);
  if (!g_str_equal (end, ".sgf") || n < 2 || n > G_MAXINT)
    return 0;
  return (guint) n;
}

typedef struct {
  char *path;
  gint64 mtime;
  guint n;
} Slot;

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const Slot *x = *(Slot *const *) a;
  const Slot *y = *(Slot *const *) b;

  if (x->mtime != y->mtime)
    return x->mtime > y->mtime ? -1 : 1;
  return x->n > y->n ? -1 : x->n < y->n;
}

static void
slot_free (Slot *slot)
{
  g_free (slot->path);
  g_free (slot);
}

/* The first slot that is neither waiting nor on the disk. */
static char *
free_slot (IshiSession *self)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *name = slot_name (n);
      g_autofree char *path = g_build_filename (self->state_dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
}

gboolean
ishi_session_begin_restore_offer (IshiSession *self)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) slot_free);
  const char *name;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);

  g_ptr_array_set_size (self->waiting, 0);
  dir = g_dir_open (self->state_dir, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      guint n = slot_number (name);
      g_autofree char *path = n ? g_build_filename (self->state_dir, name, NULL) : NULL;
      GStatBuf st;
      Slot *slot;

      if (path == NULL || g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      slot = g_new0 (Slot, 1);
      slot->path = g_steal_pointer (&path);
      /* In nanoseconds: two autosaves written in the same second (a crash
       * soon after another) still come newest first. */
      slot->mtime = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
      slot->n = n;
      g_ptr_array_add (found, slot);
    }
  g_ptr_array_sort (found, newest_first);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (self->waiting, g_strdup (((Slot *) g_ptr_array_index (found, i))->path));
  /* This run's games go to a slot of their own. */
  if (self->waiting->len > 0)
    {
      g_free (self->slot);
      self->slot = free_slot (self);
    }
  return self->waiting->len > 0;
}

gboolean
ishi_session_restore_pending (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  return self->waiting->len > 0;
}

guint
ishi_session_restore_count (IshiSession *self)
{
  g_return_val_if_fail (ISHI_IS_SESSION (self), 0);
  return self->waiting->len;
}

gboolean
ishi_session_restore_damaged (IshiSession *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  if (self->waiting->len == 0)
    return FALSE;
  file = g_file_new_for_path (g_ptr_array_index (self->waiting, 0));
  collection = ishi_sgf_read_file (file, NULL);
  return collection == NULL || collection->games->len == 0 || collection->warnings->len > 0;
}

/* The question answered: the next one, or, when none waits any more, this
 * run's autosave back in the first slot if that one is free. */
static void
next_waiting (IshiSession *self)
{
  g_autofree char *first = NULL;

  g_ptr_array_remove_index (self->waiting, 0);
  if (self->waiting->len > 0)
    return;
  first = g_build_filename (self->state_dir, "autosave.sgf", NULL);
  if (g_strcmp0 (self->slot, first) == 0 || g_file_test (first, G_FILE_TEST_EXISTS))
    return;
  if (g_file_test (self->slot, G_FILE_TEST_EXISTS) && g_rename (self->slot, first) != 0)
    return;
  g_free (self->slot);
  self->slot = g_steal_pointer (&first);
}

/* A damaged autosave is moved where no slot is and never deleted; the
 * path it now has, or NULL when it could not be moved (then it stays a
 * slot, and is offered again at the next start). */
static char *
keep_aside (IshiSession *self, const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint i = 1; i < 100; i++)
    {
      g_autofree char *name = i == 1 ? g_strdup_printf ("damaged-autosave-%s.sgf", stamp)
                                     : g_strdup_printf ("damaged-autosave-%s-%u.sgf", stamp, i);
      g_autofree char *aside = g_build_filename (self->state_dir, name, NULL);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, aside) == 0)
        return g_steal_pointer (&aside);
      break;
    }
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Restore                                                                   */
/* ------------------------------------------------------------------------ */

void
ishi_restored_clear (IshiRestored *restored)
{
  g_clear_pointer (&restored->seats[ISHI_BLACK], g_free);
  g_clear_pointer (&restored->seats[ISHI_WHITE], g_free);
  g_clear_pointer (&restored->damage, g_free);
}

/* The private root property `key` unescaped and removed; NULL when absent. */
static char *
take_private (IshiSgfNode *root, const char *key)
{
  const char *raw = ishi_sgf_node_get_raw (root, key);
  char *text = raw ? ishi_sgf_unescape_text (raw, TRUE) : NULL;

  ishi_sgf_node_remove (root, key);
  return text;
}

/* What is wrong with a damaged autosave, in a player's words: the
 * reader's faults name SGF properties, Ishi's own among them ("XISHINOD"),
 * which mean nothing to a player (issue 66).  An autosave is written by
 * Ishi, so a fault in it is a file cut short or spoiled on the disk. */
static char *
describe_damage (const char *path, GPtrArray *warnings)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  if (g_file_get_contents (path, &text, &length, NULL))
    {
      g_strchomp (text);
      if (!g_str_has_suffix (text, ")"))
        return g_strdup (_("the file ends before the game does"));
    }
  /* TRANSLATORS: how many faults were found in a damaged autosave. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u part of it could not be read",
                                       "%u parts of it could not be read", warnings->len),
                          warnings->len);
}

/* The autosave as a match, its private properties taken into `restored`;
 * NULL with `error` set when nothing of a game can be read from it. */
static IshiMatch *
read_autosave (const char *path, IshiRestored *restored, GFile **original, GPtrArray **warnings,
               GError **error)
{
  g_autoptr(GFile) autosave = g_file_new_for_path (path);
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autofree char *node_path = NULL;
  g_autofree char *clock_text = NULL;
  g_autofree char *uri = NULL;
  IshiSgfNode *root;
  IshiTimeControl tc;

  collection = ishi_sgf_read_file (autosave, error);
  if (collection == NULL)
    return NULL;
  if (collection->games->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s holds no game."), path);
      return NULL;
    }
  root = g_ptr_array_index (collection->games, 0);
  uri = take_private (root, FILE_KEY);
  if (uri)
    *original = g_file_new_for_uri (uri);
  node_path = take_private (root, NODE_KEY);
  restored->seats[ISHI_BLACK] = take_private (root, BLACK_KEY);
  restored->seats[ISHI_WHITE] = take_private (root, WHITE_KEY);
  clock_text = take_private (root, CLOCK_KEY);
  *warnings = g_ptr_array_ref (collection->warnings);
  game = ishi_game_new_from_collection (collection, 0, error);
  if (game == NULL)
    return NULL;
  /* Back on the line and at the position the player left; an autosave
   * from an older Ishi has no path and shows the end of the main line. */
  if (node_path == NULL || !ishi_game_go_to_path (game, node_path, NULL))
    ishi_game_go_to_end (game, NULL);

  match = ishi_match_new (game);
  /* The clock goes on from the times the record last has for each side
   * (the time of the move being thought about at the crash is given back). */
  if (clock_text && ishi_time_control_from_setting (clock_text, &tc) && tc.system != ISHI_TIME_NONE)
    {
      g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
      IshiSgfNode *end = ishi_game_get_node (game);

      /* From the end of the line shown, where play goes on: a player
       * looking back at move 2 when Ishi stopped got the clocks of move 2,
       * and the times saved went up from there (issue 77 item 14). */
      while (end->first_child != NULL)
        end = end->first_child;
      ishi_clock_restore_from_node (clock, end);
      ishi_match_set_clock (match, clock);
    }
  return g_steal_pointer (&match);
}

gboolean
ishi_session_restore (IshiSession *self, IshiRestored *restored, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(IshiMatch) match = NULL;
  g_autoptr(GFile) original = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) local = NULL;
  IshiRestored got = { { NULL } };

  g_return_val_if_fail (ISHI_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->waiting->len > 0, FALSE);

  path = g_strdup (g_ptr_array_index (self->waiting, 0));
  match = read_autosave (path, &got, &original, &warnings, &local);
  if (match == NULL || (warnings && warnings->len > 0))
    {
      g_autofree char *aside = keep_aside (self, path);
      g_autofree char *what = match ? describe_damage (aside ? aside : path, warnings) : g_strdup (local->message);

      next_waiting (self);
      if (match == NULL)
        {
          ishi_restored_clear (&got);
          if (aside)
            /* TRANSLATORS: %s what is wrong, then where the file was kept. */
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         _("The autosaved game is damaged and could not be read: %s. Ishi kept the file as %s."),
                         what, aside);
          else
            g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      /* TRANSLATORS: %s what is wrong, then where the damaged file was kept. */
      got.damage = g_strdup_printf (_("The autosaved game was damaged (%s): Ishi restored what it could read "
                                      "and kept the file as %s."),
                                    what, aside ? aside : path);
      /* Still unsaved: its autosave goes to this run's slot at once, the
       * damaged file staying as it is. */
      ishi_session_take_match (self, match, original, NULL, TRUE);
      ishi_session_autosave_now (self);
    }
  else
    {
      /* The game played while the offer waited is replaced (the window
       * asked about it); its slot goes, and the restored game keeps its
       * own until it is saved or discarded. */
      g_unlink (self->slot);
      g_free (self->slot);
      self->slot = g_strdup (path);
      next_waiting (self);
      ishi_session_take_match (self, match, original, NULL, TRUE);
    }
  if (restored)
    *restored = got;
  else
    ishi_restored_clear (&got);
  return TRUE;
}

void
ishi_session_discard_restore (IshiSession *self)
{
  g_return_if_fail (ISHI_IS_SESSION (self));
  if (self->waiting->len == 0)
    return;

  g_unlink (g_ptr_array_index (self->waiting, 0));
  next_waiting (self);
}

void
ishi_session_forget (IshiSession *self)
{
  g_return_if_fail (ISHI_IS_SESSION (self));

  ishi_session_drop_autosave (self);
  ishi_session_set_modified (self, FALSE);
}
