/* ishi-room-removals.c — the count in IGS's words: the removal lines
 * (`49 Game N NAME is removing @ P`) an IGS client shows the dead stones
 * from.  The room marks a group dead, strings apart too; IGS's line names
 * one point and its clients (qGo) remove the string there, so a line goes
 * for each string whose mark changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-removals.h"

#include "ishi-counting.h"
#include "ishi-igs.h"

/* Marks the stones of (from) that changed as `covered`: the string, the
 * stones of one colour joined side by side, that IGS's `removing @ P`
 * names (NNGS removes the string at P). */
static void
cover_string (IshiGame *game, const guint8 *was, const guint8 *now, guint8 *covered, int from)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game);
  IshiColor color = rules->stone_at (position, from % size, from / size);
  g_autoptr (GArray) todo = g_array_new (FALSE, FALSE, sizeof (int));

  covered[from] = TRUE;
  g_array_append_val (todo, from);
  while (todo->len > 0)
    {
      int p = g_array_index (todo, int, todo->len - 1);
      int next[4] = { p % size > 0 ? p - 1 : -1, p % size < size - 1 ? p + 1 : -1, p - size, p + size };
      g_array_set_size (todo, todo->len - 1);
      for (int i = 0; i < 4; i++)
        if (next[i] >= 0 && next[i] < size * size && !covered[next[i]]
            && rules->stone_at (position, next[i] % size, next[i] / size) == color
            && (was[next[i]] != 0) != (now[next[i]] != 0))
          {
            covered[next[i]] = TRUE;
            g_array_append_val (todo, next[i]);
          }
    }
}

/* IGS's removal lines for the stones whose dead mark differs between
 * `was` and `now` (NULL: none was dead), one for each string, the one
 * at `first` (or -1) first.  An IGS client (qGo) shows the count's dead
 * stones from these lines only. */
GPtrArray *
room_removal_lines (IshiGame *game, const char *room_game, int number, const guint8 *was, const guint8 *now,
                    int first, const char *name)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  int size = ishi_game_get_size (game);
  g_autofree guint8 *none = was ? NULL : g_new0 (guint8, size * size);
  g_autofree guint8 *covered = g_new0 (guint8, size * size);

  if (was == NULL)
    was = none;
  for (int i = -1; i < size * size; i++)
    {
      int p = i < 0 ? first : i;
      g_autofree char *point = NULL;

      if (p < 0 || covered[p] || (was[p] != 0) == (now[p] != 0))
        continue;
      cover_string (game, was, now, covered, p);
      point = ishi_igs_format_point (room_game, size, p % size, p / size);
      g_ptr_array_add (lines, g_strdup_printf ("Game %d %s is removing @ %s", number, name, point));
    }
  return lines;
}
