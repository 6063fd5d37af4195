/* ishi-room-lists.c — IGS's lists and talk in the room: who is there
 * (`who`, and `userlist` in IGS's columns for qGo), the games (`games`),
 * watching one (`observe`, `unobserve`), and talk at a table (`say`,
 * `kibitz`).  Split from ishi-room.c, which reads the lines and hands
 * these commands here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-lists.h"
#include "ishi-room-door.h"
#include "ishi-room-moves.h"
#include "ishi-room-table.h"

#include <string.h>

/* IGS's `userlist`, which qGo asks for its list of players: a header,
 * then one line a member in IGS's columns (name right-aligned in 10,
 * info, country, rank, won/lost, the game observed, the game played,
 * idle, flags, language; IGS's help file `userlist`). The room keeps no
 * ranks or records: NR and 0/0. */
/* Whether `conn` sees `member` in the lists: in a class a guest sees
 * only herself (the children's names are the class's). */
static gboolean
listed (IshiRoom *room, RoomConn *conn, RoomMember *member)
{
  return room->teacher_code == NULL || !room_conn_guest (conn) || member == conn->member;
}

void
room_command_userlist (IshiRoom *room, RoomConn *conn)
{
  GHashTableIter iter;
  RoomMember *member;

  room_send (conn, ISHI_IGS_USERLIST,
             "Name        Info            Country  Rank Won/Lost ObsGame PlayGame Idle Flags Language");
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    {
      g_autofree char *obs = member->observing ? g_strdup_printf ("%d", member->observing->number)
                                               : g_strdup ("-");
      g_autofree char *pl = member->table && table_playing (member->table)
                              ? g_strdup_printf ("%d", member->table->number) : g_strdup ("-");
      if (member->conn == NULL || !listed (room, conn, member))
        continue;
      room_send (conn, ISHI_IGS_USERLIST, "%10s  %-14s  %-7s  %3s %3d/%3d  %3s  %3s  %4s  %-2s default  F",
                 member->name, "<None>", "--", "NR", 0, 0, obs, pl, "0s", member->table ? "-X" : "--");
    }
}

void
room_command_who (IshiRoom *room, RoomConn *conn)
{
  GHashTableIter iter;
  RoomMember *member;

  room_send (conn, ISHI_IGS_WHO, " Info Obs Pl  Name             Idle Rank");
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    {
      g_autofree char *obs = member->observing ? g_strdup_printf ("%3d", member->observing->number)
                                               : g_strdup (" --");
      g_autofree char *pl = member->table ? g_strdup_printf ("%3d", member->table->number)
                                          : g_strdup (" --");
      if (!listed (room, conn, member))
        continue;
      room_send (conn, ISHI_IGS_WHO, "  %s  %s %s %-16s %4s   NR",
                 member->conn ? (member->table ? " " : "!") : "X",
                 obs, pl, member->name, member->conn ? "0s" : "-");
    }
}

void
room_command_games (IshiRoom *room, RoomConn *conn)
{
  room_send (conn, ISHI_IGS_GAMES,
             "[##]  white name [ rk ]      black name [ rk ] (Move size H Komi BY FR) (###)");
  for (guint i = 0; i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      guint observers = 0;
      GHashTableIter iter;
      RoomMember *member;

      if (table->match == NULL || !table_playing (table) || !listed (room, conn, NULL))
        continue;
      g_hash_table_iter_init (&iter, room->members);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
        observers += member->observing == table;
      room_send (conn, ISHI_IGS_GAMES, "[%2d] %11s [ NR ] vs. %11s [ NR ] (%3u %4d %2d %4.1f %2d  I) (%3u)",
                 table->number,
                 table->seats[ISHI_WHITE] ? table->seats[ISHI_WHITE]->name : "-",
                 table->seats[ISHI_BLACK] ? table->seats[ISHI_BLACK]->name : "-",
                 ishi_game_get_move_number (ishi_match_get_game (table->match)),
                 table->options.size, table->options.handicap,
                 ishi_match_get_komi (table->match), table->options.byoyomi, observers);
    }
}

RoomTable *
room_find_table (IshiRoom *room, RoomConn *conn, const char *args)
{
  guint64 n = 0;

  if (args == NULL || !g_ascii_string_to_unsigned (args, 10, 1, G_MAXINT, &n, NULL)
      || n > room->tables->len)
    {
      room_say (conn, ROOM_MSG_NO_SUCH_GAME, args ? args : "");
      return NULL;
    }
  return g_ptr_array_index (room->tables, n - 1);
}

/* An observed game's size for qGo.  IGS tells it in the heading of a game
 * as `15 GAMERPROPS:N: SIZE HANDICAP KOMI` (after the game's TIME lines),
 * but qGo 2.1 reads that line's third word as the game's number, and sets
 * up the board of an observed game only from it: it opens the board at the
 * game's first line, sized 19 unless this line came before.  So qGo, and
 * only qGo (it names itself with `id qGov…`), is sent the line before the
 * game's first line, with the number where its reader looks for it.  A
 * reader of IGS's form finds no match in it (no ": " after the number). */
static void
send_qgo_props (RoomConn *conn, RoomTable *table)
{
  room_send (conn, ISHI_IGS_MOVE, "GAMERPROPS:%d:%d: %d %d %.2f", table->number, table->number,
             table->options.size, table->options.handicap, table_komi (table));
}

void
room_command_observe (IshiRoom *room, RoomConn *conn, const char *args, gboolean observe)
{
  RoomMember *member = conn->member;
  RoomTable *table = room_find_table (room, conn, args);

  if (table == NULL)
    return;
  if (!observe)
    {
      if (member->observing == table)
        {
          member->observing = NULL;
          room_say (conn, ROOM_MSG_REMOVING_GAME_FROM_OBSERVATION_LIST, table->number);
        }
      return;
    }
  if (room->no_observers)
    {
      room_say (conn, ROOM_MSG_THIS_ROOM_ITS_PLAYERS_ONLY);
      return;
    }
  if (member->table == table)
    {
      room_say (conn, ROOM_MSG_CANNOT_OBSERVE_GAME_THAT_ARE);
      return;
    }
  member->observing = table;
  room_say (conn, ROOM_MSG_ADDING_GAME_OBSERVATION_LIST);
  if (conn->qgo && table->match)
    send_qgo_props (conn, table);
  table_send_game (table, member);
}

/* IGS's `all N`: who watches game N, in NNGS's words (its formats
 * table: "Observing game %2d (%s vs. %s) :", the watchers' names and
 * ranks, "Found %d observers.").  qGo names an observed game's players
 * from its first line. */
void
room_command_all (IshiRoom *room, RoomConn *conn, const char *args)
{
  RoomTable *table = room_find_table (room, conn, args);
  g_autoptr (GString) names = g_string_new (NULL);
  GHashTableIter iter;
  RoomMember *m;
  guint n = 0;

  if (table == NULL)
    return;
  room_say (conn, ROOM_MSG_OBSERVING_GAME_VS, table->number,
             table->seats[ISHI_WHITE] ? table->seats[ISHI_WHITE]->name : "-",
             table->seats[ISHI_BLACK] ? table->seats[ISHI_BLACK]->name : "-");
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
    if (m->observing == table)
      {
        g_string_append_printf (names, "%s %-10s NR ", names->len ? "" : "      ", m->name);
        if (++n % 4 == 0)
          {
            room_send (conn, ISHI_IGS_INFO, "%s", names->str);
            g_string_truncate (names, 0);
          }
      }
  if (names->len)
    room_send (conn, ISHI_IGS_INFO, "%s", names->str);
  room_say (conn, ROOM_MSG_FOUND_OBSERVERS, n);
}

void
room_command_say (IshiRoom *room, RoomConn *conn, const char *args)
{
  RoomMember *member = conn->member;
  RoomTable *table = member->table;

  if (table == NULL || table->match == NULL)
    {
      room_say (conn, ROOM_MSG_SAY_TALKS_OPPONENT_ARE_NOT);
      return;
    }
  if (!room_door_talk (room, conn))
    return;
  room_send_member (table->seats[ishi_color_other (member->seat)], ISHI_IGS_SAY,
                    "*%s*: %s", member->name, args);
}

void
room_command_kibitz (IshiRoom *room, RoomConn *conn, const char *args)
{
  g_auto (GStrv) words = ishi_igs_split_words (args, 2);
  RoomTable *table;

  if (words[0] == NULL || words[1] == NULL)
    {
      room_say (conn, ROOM_MSG_USE_KIBITZ_GAME_TEXT);
      return;
    }
  table = room_find_table (room, conn, words[0]);
  if (table == NULL || !room_door_talk (room, conn))
    return;
  table_send (table, ISHI_IGS_KIBITZ, "Kibitz %s [ NR ]: Game %s vs %s [%d]", conn->member->name,
              table->seats[ISHI_WHITE] ? table->seats[ISHI_WHITE]->name : "-",
              table->seats[ISHI_BLACK] ? table->seats[ISHI_BLACK]->name : "-", table->number);
  table_send (table, ISHI_IGS_KIBITZ, "   %s", words[1]);
}
