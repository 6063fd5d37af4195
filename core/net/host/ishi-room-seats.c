/* ishi-room-seats.c — a table's seats and options: /join, /leave,
 * /option and /komi (online-go-rules.ja.txt, オプション).  Above
 * ishi-room-table.c, which plays the game and does not call back; a seat
 * is taken and freed by ishi-room-seating.c, which says so, and the 700
 * lines that tell clients how a table is set are the base's
 * (table_describe_options).  And a seat's player away and back (the clock
 * stops while one is away).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-seats.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"

#include <math.h>
#include <string.h>

#include "ishi-remote-player.h"

/* ------------------------------------------------------------------------ */
/* Seats and options                                                         */
/* ------------------------------------------------------------------------ */

void
table_command_join (IshiRoom *room, RoomMember *member, const char *args)
{
  RoomTable *table;
  IshiColor seat;

  if (!member->may_sit)
    {
      room_say_member (member, ROOM_MSG_SIT_NEED_ROOM_CODE_CODE);
      return;
    }
  if (member->table)
    {
      room_say_member (member, ROOM_MSG_ARE_SEATED_TABLE_ALREADY,
                        member->table->number);
      return;
    }
  if (args && *args)
    {
      guint64 n;
      if (!g_ascii_string_to_unsigned (args, 10, 1, ROOM_MAX_TABLES, &n, NULL))
        {
          room_say_member (member, ROOM_MSG_USE_JOIN_OR_JOIN_N,
                            ROOM_MAX_TABLES);
          return;
        }
      while (room->tables->len < n)
        g_ptr_array_add (room->tables, table_new (room, room->tables->len + 1));
      table = g_ptr_array_index (room->tables, n - 1);
      if ((table->seats[ISHI_BLACK] && table->seats[ISHI_WHITE]) || table_playing (table))
        {
          room_say_member (member, ROOM_MSG_TABLE_HAS_NO_FREE_SEAT, (int) n);
          return;
        }
    }
  else if ((table = room_free_table (room, FALSE)) == NULL)
    {
      room_say_member (member, ROOM_MSG_EVERY_TABLE_TAKEN);
      return;
    }
  seat = table->seats[ISHI_BLACK] == NULL ? ISHI_BLACK : ISHI_WHITE;
  room_say_all (room, ROOM_MSG_SITS_TABLE, member->name, table->number,
                  seat == ISHI_BLACK ? "Black" : "White");
  room_seat (table, seat, member);
}

void
table_command_leave (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (table == NULL)
    {
      room_say_member (member, ROOM_MSG_NO_SEAT);
      return;
    }
  if (table_playing (table))
    {
      room_say_member (member, ROOM_MSG_GAME_ON_RESIGN_OR_FINISH);
      return;
    }
  room_say_all (room, ROOM_MSG_LEAVES_TABLE, member->name, table->number);
  room_unseat (member);
}

static gboolean
read_number (const char *text, int min, int max, int *value)
{
  gint64 v;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &v, NULL))
    return FALSE;
  *value = v;
  return TRUE;
}

void
table_command_option (IshiRoom *room, RoomMember *member, const char *name, const char *value)
{
  RoomTable *table = member->table;
  TableOptions *o;
  const IshiRules *rules = ishi_rules_lookup (room->game);
  int n;

  if (table == NULL)
    {
      room_say_member (member, ROOM_MSG_OPTIONS_BELONG_TABLE_JOIN_FIRST);
      return;
    }
  if (table_playing (table))
    {
      room_say_member (member, ROOM_MSG_OPTIONS_CANNOT_CHANGE_DURING_GAME);
      return;
    }
  if (room->class_game_set)
    {
      /* The teacher chose one game for everyone (ishi-room-class.c). */
      room_say_member (member, ROOM_MSG_TEACHER_SET_ONE_GAME_EVERYONE,
                        room->class_game.ruleset->id, room->class_game.size, room->class_game.size);
      return;
    }
  o = &table->options;
  if (g_strcmp0 (name, "time") == 0 && read_number (value, 0, 60, &n))
    o->minutes = n;
  else if (g_strcmp0 (name, "byoyomi") == 0 && read_number (value, 0, 120, &n))
    o->byoyomi = n;
  else if (g_strcmp0 (name, "handicap") == 0 && strcmp (room->game, "go") == 0
           && read_number (value, 0, 9, &n) && (n != 1 || o->ruleset->handicap_one))
    o->handicap = n;
  else if (g_strcmp0 (name, "boardsize") == 0 && read_number (value, rules->min_size,
                                                              MIN (rules->max_size, 19), &n))
    o->size = n;
  /* The opening rules played step by step in the match (swaps, fifth
   * moves offered) have no words in the room's protocol yet. */
  else if (g_strcmp0 (name, "rule") == 0 && value && ishi_ruleset_lookup (value)
           && ishi_ruleset_has_opening_steps (ishi_ruleset_lookup (value)))
    {
      room_say_member (member, ROOM_MSG_NOT_PLAYED_ROOM_YET_ITS, value);
      return;
    }
  else if (g_strcmp0 (name, "rule") == 0 && value && ishi_ruleset_lookup (value)
           && strcmp (ishi_ruleset_lookup (value)->game, room->game) == 0)
    {
      o->ruleset = ishi_ruleset_lookup (value);
      if (!isnan (o->komi) && (o->komi < o->ruleset->komi_min || o->komi > o->ruleset->komi_max))
        o->komi = NAN;
      if (o->handicap == 1 && !o->ruleset->handicap_one)
        o->handicap = 0;
    }
  else if (g_strcmp0 (name, "komi") == 0 && strcmp (room->game, "go") == 0 && value)
    {
      char *end = NULL;
      double k = g_ascii_strtod (value, &end);
      if (end == value || *end || !isfinite (k) || k < o->ruleset->komi_min
          || k > o->ruleset->komi_max || fmod (k * 2, 1) != 0)
        {
          room_say_member (member, ROOM_MSG_KOMI_WHOLE_OR_HALF_NUMBER,
                            o->ruleset->komi_min, o->ruleset->komi_max);
          return;
        }
      o->komi = k;
    }
  else
    {
      room_say_member (member, ROOM_MSG_OPTIONS_OPTION_TIME_OPTION_BYOYOMI,
                        rules->min_size, MIN (rules->max_size, 19),
                        o->ruleset->komi_min, o->ruleset->komi_max);
      return;
    }
  /* With the value set: "alice sets boardsize at table 1." said nothing
   * of what it now is. */
  {
    g_autofree char *set = g_strcmp0 (name, "komi") == 0 ? g_strdup_printf ("%g", o->komi) : g_strdup (value);
    room_say_all (room, ROOM_MSG_SETS_TABLE, member->name, name, set,
                    table->number);
  }
  table_announce_options (table);
  room_state_changed (room);
}

/* ------------------------------------------------------------------------ */
/* Who is there                                                              */
/* ------------------------------------------------------------------------ */

void
table_member_away (RoomTable *table, RoomMember *member, gboolean away)
{
  IshiRoom *room = table->room;

  if (table->match && table_playing (table))
    {
      IshiPlayer *player = ishi_match_get_player (table->match, member->seat);
      if (ISHI_IS_REMOTE_PLAYER (player))
        ishi_remote_player_set_connected (ISHI_REMOTE_PLAYER (player), !away);
      /* The clock stops while a player is away (online-go-rules.ja.txt, time). */
      table_update_pause (table);
    }
  /* The clock is said to stop only while a game is on. */
  if (away && table->match && table_playing (table))
    room_say_all (room, ROOM_MSG_HAS_LOST_CONNECTION_CLOCK_STOPPED, member->name);
  else if (away)
    room_say_all (room, ROOM_MSG_HAS_LOST_CONNECTION, member->name);
  else
    room_say_all (room, ROOM_MSG_IS_BACK, member->name);
  room_seat_say_presence (member);
  room_changed (room);
}
