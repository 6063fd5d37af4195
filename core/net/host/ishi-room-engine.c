/* ishi-room-engine.c — Ishi's engine at a table of a class.
 *
 * A pupil may play Ishi's engine at the level her teacher set for her
 * (ishi-room-pupils.c): `/engine` (said by the pupil), or `/engine NAME`
 * (by the teacher) seats her as Black against a member of the room that
 * has no connection — "Ishi-Lv3" for level 3 — at a free table, in the
 * class's game when the teacher set one, and starts the game.  Again at
 * that table after a game, `/engine` starts the next one.
 *
 * The engine is the host's (IshiRoomConfig's engine_new: an IshiPlayer
 * that thinks in a worker thread and plays into the match that asks it;
 * this layer knows no engine).  Each time it is to move, the room gives
 * it a copy of the table's game — a match of its own, made from the
 * record's moves — and plays its answer at the table as a pupil's move
 * is played: saved, then announced.  An answer that comes when the game
 * has moved on (an undo) or stopped (a pause, the pupil away) is dropped,
 * and asked again when the game goes on.  At the count it accepts the
 * marks (done), again after each change of them.  When nobody plays it
 * any more (the pupil left her seat after a game, or was paired with
 * someone else) it leaves the room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-engine.h"
#include "ishi-room-class.h"
#include "ishi-room-pupils.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"

#include <string.h>

#include "ishi-remote-player.h"

struct _RoomEngine {
  IshiRoom *room;
  RoomMember *member;        /* its member in the room */
  int level;
  IshiPlayer *player;        /* the host's, made at its first move */
  IshiMatch *copy;           /* the game it thinks in, NULL between moves */
  IshiSgfNode *asked;        /* the table's node its answer is for */
  guint moves;               /* the table's moves then */
};

void
room_engine_attach (IshiRoom *room, RoomMember *member, int level)
{
  RoomEngine *engine = g_new0 (RoomEngine, 1);

  engine->room = room;
  engine->member = member;
  engine->level = level;
  member->engine = engine;
  member->engine_level = level;
  member->may_sit = TRUE;
}

static void
drop_copy (RoomEngine *engine)
{
  if (engine->copy == NULL)
    return;
  g_signal_handlers_disconnect_by_data (engine->copy, engine);
  if (engine->player)
    ishi_player_cancel (engine->player);
  /* The player's answer, if it is on its way, holds the copy until it
   * comes; it then finds the match no longer waits. */
  g_clear_object (&engine->copy);
  engine->asked = NULL;
}

void
room_engine_free (RoomEngine *engine)
{
  if (engine == NULL)
    return;
  drop_copy (engine);
  g_clear_object (&engine->player);
  g_free (engine);
}

/* The table still waits for this answer: the same position, its turn,
 * nothing stopped. */
static gboolean
still_asked (RoomEngine *engine, RoomTable *table)
{
  IshiPlayer *seat;

  if (table == NULL || !table_playing (table) || ishi_match_get_phase (table->match) != ISHI_PHASE_PLAYING
      || table->adjourned || table->room->class_paused || ishi_match_get_paused (table->match)
      || table_to_move (table) != engine->member->seat)
    return FALSE;
  seat = ishi_match_get_player (table->match, engine->member->seat);
  return ISHI_IS_REMOTE_PLAYER (seat) && ishi_remote_player_is_asked (ISHI_REMOTE_PLAYER (seat));
}

/* The copy changed: the engine moved (or resigned) in it. */
static void
copy_changed_cb (IshiMatch *copy, RoomEngine *engine)
{
  RoomTable *table = engine->member->table;
  IshiGame *game = ishi_match_get_game (copy);
  IshiColor color = engine->member->seat;
  gboolean moved = ishi_game_get_move_number (game) > engine->moves;
  gboolean resigned = !moved && ishi_match_get_phase (copy) == ISHI_PHASE_FINISHED;
  IshiColor mover = ISHI_EMPTY;
  int x = -1, y = -1;

  if (!moved && !resigned)
    return;
  if (moved && (!ishi_game_get_last_move (game, &mover, &x, &y) || mover != color
                || ishi_game_node_is_off_board (ishi_game_get_node (game))))
    resigned = TRUE;   /* what the room cannot play (off the board): it gives up */
  if (!still_asked (engine, table) || ishi_game_get_node (ishi_match_get_game (table->match)) != engine->asked)
    {
      drop_copy (engine);
      room_engines_schedule (engine->room);
      return;
    }
  drop_copy (engine);
  if (resigned)
    ishi_match_resign (table->match, color);
  else if (table_play_for (table, color, x, y) != ISHI_MOVE_OK)
    {
      g_warning ("table %d refused Ishi's move", table->number);
      ishi_match_resign (table->match, color);
    }
}

/* The copy of the table's game, the engine seated in it, asked to move. */
static void
think (RoomEngine *engine, RoomTable *table)
{
  IshiRoom *room = engine->room;
  const TableOptions *o = &table->options;
  IshiGame *real = ishi_match_get_game (table->match);
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  g_autoptr (IshiMatch) copy = NULL;
  IshiRulesOptions options;

  if (engine->player == NULL)
    engine->player = room->engine_new ? room->engine_new (o->ruleset, engine->level, room->engine_data) : NULL;
  if (engine->player == NULL)
    return;
  ishi_ruleset_get_options (o->ruleset, o->size, &options);
  copy = ishi_match_new_game_full (o->ruleset, &options, o->handicap, ishi_match_get_komi (table->match));
  for (IshiSgfNode *node = ishi_game_get_node (real); node; node = node->parent)
    g_ptr_array_insert (path, 0, node);
  for (guint i = 0; i < path->len; i++)
    {
      IshiColor c;
      int x, y;
      if (!ishi_game_node_move (path->pdata[i], o->size, &c, &x, &y))
        continue;
      if ((x < 0 ? ishi_match_pass (copy) : ishi_match_play (copy, x, y)) != ISHI_MOVE_OK)
        {
          g_warning ("table %d: Ishi's copy of the game refused a move", table->number);
          return;
        }
    }
  engine->copy = g_steal_pointer (&copy);
  engine->asked = ishi_game_get_node (real);
  engine->moves = ishi_game_get_move_number (real);
  ishi_match_set_player (engine->copy, engine->member->seat, engine->player);
  g_signal_connect (engine->copy, "changed", G_CALLBACK (copy_changed_cb), engine);
  ishi_match_ask_to_move (engine->copy);
}

static void
engine_leaves (IshiRoom *room, RoomMember *member)
{
  room_say_all (room, ROOM_MSG_LEAVES_TABLE, member->name, member->table->number);
  room_unseat (member);
  g_hash_table_remove (room->members, member->name);
}

static void
look_at_table (IshiRoom *room, RoomTable *table)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      RoomMember *m = table->seats[c], *other = table->seats[ishi_color_other (c)];
      RoomEngine *engine = m ? m->engine : NULL;

      if (engine == NULL)
        continue;
      if (!table_playing (table))
        {
          if (other == NULL || other->engine)
            engine_leaves (room, m);
          continue;
        }
      if (ishi_match_get_phase (table->match) == ISHI_PHASE_COUNTING)
        {
          if (!table->done[c] && !table->room->class_paused)
            table_command_done (room, m);
          continue;
        }
      if (engine->copy && engine->asked != ishi_game_get_node (ishi_match_get_game (table->match)))
        drop_copy (engine);   /* the game moved on (an undo): think again */
      if (engine->copy == NULL && still_asked (engine, table))
        think (engine, table);
    }
}

static gboolean
poll_cb (gpointer data)
{
  IshiRoom *room = data;

  room->engine_idle = 0;
  for (guint i = 0; i < room->tables->len; i++)
    look_at_table (room, g_ptr_array_index (room->tables, i));
  return G_SOURCE_REMOVE;
}

void
room_engines_schedule (IshiRoom *room)
{
  if (room->engine_idle == 0)
    room->engine_idle = g_idle_add (poll_cb, room);
}

/* "Ishi-Lv3", or "Ishi-Lv3-2" when that one plays already. */
static char *
engine_name (IshiRoom *room, int level)
{
  char *name = g_strdup_printf ("Ishi-Lv%d", level);

  for (int n = 2; g_hash_table_contains (room->members, name); n++)
    {
      g_free (name);
      name = g_strdup_printf ("Ishi-Lv%d-%d", level, n);
    }
  return name;
}

/* Who plays: the pupil herself, or the one the teacher names; NULL (and
 * said why) when nobody may. */
static RoomMember *
engine_pupil (IshiRoom *room, RoomConn *conn, const char *args)
{
  RoomMember *caller = conn->member, *pupil = caller;

  if (room->teacher_code == NULL)
    room_say (conn, ROOM_MSG_ISHI_PLAYS_PUPILS_CLASS_THIS);
  else if (args && *args && !caller->teacher)
    room_say (conn, ROOM_MSG_ONLY_TEACHER_SEATS_ANOTHER_PUPIL);
  else if (room->engine_new == NULL || strcmp (room->game, "go") != 0)
    room_say (conn, ROOM_MSG_THIS_CLASS_HAS_NO_ENGINE);
  else if ((args == NULL || *args == '\0') && caller->teacher)
    room_say (conn, ROOM_MSG_USE_ENGINE_NAME_PUPIL_WHO);
  else if (args && *args && ((pupil = g_hash_table_lookup (room->members, args)) == NULL
                             || pupil->conn == NULL || pupil->teacher || pupil->engine))
    room_say (conn, ROOM_MSG_NOT_PUPIL_ROOM_NOW, args);
  else if (!pupil->may_sit)
    room_say (conn, ROOM_MSG_PLAY_NEED_ROOM_CODE_CODE);
  else if (pupil->table && table_playing (pupil->table))
    room_say (conn, ROOM_MSG_GAME_ON_IT_ENDS_FIRST, pupil->name);
  else if (room->class_game_set && room->class_game.ruleset->off_board_moves)
    room_say (conn, ROOM_MSG_ISHI_CANNOT_PLAY_CLASS_GAME);
  else
    return pupil;
  return NULL;
}

void
room_command_engine (IshiRoom *room, RoomConn *conn, const char *args)
{
  RoomMember *pupil = engine_pupil (room, conn, args), *engine;
  RoomTable *table;
  g_autofree char *name = NULL;
  int level;

  if (pupil == NULL)
    return;
  table = pupil->table;
  if (table && table->seats[ishi_color_other (pupil->seat)]
      && table->seats[ishi_color_other (pupil->seat)]->engine)
    {
      /* At Ishi's table after a game: the next one. */
      table_command_start (room, pupil);
      room_engines_schedule (room);
      return;
    }
  level = room_pupils_level (room, pupil->name);
  name = engine_name (room, level);
  engine = room_member_new (room, name, NULL);
  room_engine_attach (room, engine, level);
  room_class_pair (room, pupil, engine);
  room_engines_schedule (room);
}
