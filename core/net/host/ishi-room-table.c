/* ishi-room-table.c — one table of the room: its game refereed by an
 * IshiMatch (its seats and options: ishi-room-seats.c; the game told in
 * IGS's lines: ishi-room-moves.c), the end of the game across the
 * network, and the score list.
 *
 * The online page's flow (online-go-rules.ja.txt): /join takes a seat,
 * /start begins once two are seated; options are set by the seated
 * players before the game; after two passes both see the marks and either
 * marks dead stones, undo takes the last marking back, /continue returns
 * to play with the first passer to move, and the count is settled when
 * both have typed done with the same marks.  A resignation, or a loss on
 * time (the page treats it as one), counts 20 points; the winner of a
 * count gets the difference; the loser 0.
 *
 * Whatever ends a game (a count, a resignation, a flag), the match's
 * phase becomes FINISHED, and the table announces it, saves the record
 * and updates the score list from there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-table.h"
#include "ishi-room-moves.h"
#include "ishi-room-records.h"
#include "ishi-room-removals.h"
#include "ishi-room-renju.h"

#include <math.h>
#include <string.h>

#include "ishi-remote-player.h"

#define RESIGN_POINTS 20.0

RoomTable *
table_new (IshiRoom *room, int number)
{
  RoomTable *table = g_new0 (RoomTable, 1);

  table->room = room;
  table->number = number;
  table_defaults (room, &table->options);
  /* A class's one game for everyone, at a new table too. */
  if (room->class_game_set)
    table->options = room->class_game;
  return table;
}

static void
drop_match (RoomTable *table)
{
  if (table->match == NULL)
    return;
  g_signal_handlers_disconnect_by_data (table->match, table);
  g_clear_object (&table->match);
}

void
table_free (RoomTable *table)
{
  drop_match (table);
  table_drop_held (table);
  g_free (table->record_path);
  g_free (table);
}

void
table_defaults (IshiRoom *room, TableOptions *options)
{
  const IshiRules *rules = ishi_rules_lookup (room->game);

  /* The online page's preset for Go, 9×9 when none is given (boardsize);
   * RIF for Renju on its 15×15 board. */
  /* Renju's tournament opening (the 26 openings and the swap) is a
   * procedure between the players that the room does not run yet: a Renju
   * table plays the free opening. */
  options->ruleset = strcmp (room->game, "go") == 0 ? ishi_ruleset_lookup ("online")
                                                    : ishi_ruleset_lookup ("renju-free");
  options->size = strcmp (room->game, "go") == 0 ? 9 : rules->default_size;
  options->handicap = 0;
  options->komi = NAN;
  options->minutes = 0;
  options->byoyomi = 0;
}

IshiColor
table_to_move (RoomTable *table)
{
  IshiGame *game = ishi_match_get_game (table->match);

  return ishi_game_get_rules (game)->to_move (ishi_game_get_position (game));
}

/* ------------------------------------------------------------------------ */
/* What the table says                                                       */
/* ------------------------------------------------------------------------ */

/* Every table sender: its line made once (a text, or a message of the
 * catalogue encoded, whose form is held and made each connection's words
 * as it goes out), then sent or held behind the table's saves. */
static void
table_send_v (RoomTable *table, TableAudience audience, int code, const char *format, va_list args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);

  table_output (table, audience, code, text);
}

static void
table_say_v (RoomTable *table, TableAudience audience, IshiRoomMessageId id, const char *types, va_list args)
{
  g_autofree char *said = ishi_room_message_encode_valist (id, args);

  g_return_if_fail (said != NULL);
  table_output (table, audience, ishi_room_message_get (id)->code, said);
}

void
table_send (RoomTable *table, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, table_send_v (table, TABLE_TO_TABLE, code, format, args));
}

void
table_broadcast (RoomTable *table, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, table_send_v (table, TABLE_TO_ROOM, code, format, args));
}

void
table_send_to (RoomTable *table, TableAudience audience, int code, const char *format, ...)
{
  ROOM_VA_CALL (format, table_send_v (table, audience, code, format, args));
}

void
table_say (RoomTable *table, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, table_say_v (table, TABLE_TO_TABLE, id, types, args));
}

void
table_say_all (RoomTable *table, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, table_say_v (table, TABLE_TO_ROOM, id, types, args));
}

void
table_say_to (RoomTable *table, TableAudience audience, IshiRoomMessageId id, const char *types, ...)
{
  ROOM_VA_CALL (types, table_say_v (table, audience, id, types, args));
}
/* Lines a lower part made (moves.c, removals.c), to the table: held
 * behind its saves like every table line; frees them. */
static void
table_send_lines (RoomTable *table, int code, GPtrArray *lines)
{
  for (guint i = 0; i < lines->len; i++)
    table_output (table, TABLE_TO_TABLE, code, lines->pdata[i]);
  g_ptr_array_unref (lines);
}

/* The stones marked dead and what each side counts, to the table. */
static void
table_announce_dead (RoomTable *table)
{
  table_send_lines (table, ISHI_IGS_ISHI, table_dead_lines (table));
}

/* ------------------------------------------------------------------------ */
/* The game                                                                  */
/* ------------------------------------------------------------------------ */

static void
add_score (IshiRoom *room, const char *name, double points)
{
  double *p = g_hash_table_lookup (room->scores, name);

  if (p == NULL)
    {
      p = g_new0 (double, 1);
      g_hash_table_insert (room->scores, g_strdup (name), p);
    }
  *p += points;
}

static void
game_ended (IshiMatch *match, RoomTable *table)
{
  IshiRoom *room = table->room;
  IshiResult result;
  g_autofree char *re = NULL;
  const char *w = table->seats[ISHI_WHITE]->name;
  const char *b = table->seats[ISHI_BLACK]->name;
  double points = 0;

  ishi_match_get_result (match, &result);
  re = ishi_game_get_info (ishi_match_get_game (match), "RE");
  table_commit (table);
  switch (result.kind)
    {
    case ISHI_RESULT_COUNT:
      {
        const IshiScore *score = ishi_counting_get_score (ishi_match_get_counting (match));
        if (score)
          table_send (table, ISHI_IGS_SCORE, "%s (W:O): %.1f to %s (B:#): %.1f", w,
                      score->white.total, b, score->black.total);
        points = fabs (result.margin);
        table_say_all (table, ROOM_MSG_RESULT_COUNTED, table->number,
                        w, b, score ? score->white.total : 0, score ? score->black.total : 0);
        break;
      }
    case ISHI_RESULT_RESIGN:
      points = RESIGN_POINTS;
      table_say_all (table, ROOM_MSG_RESULT_RESIGNS, table->number, w, b,
                      result.winner == ISHI_WHITE ? "Black" : "White");
      break;
    case ISHI_RESULT_TIME:
      /* A loss on time is a resignation (online-go-rules.ja.txt, byoyomi). */
      points = RESIGN_POINTS;
      table_say_all (table, ROOM_MSG_RESULT_ON_TIME,
                      table->number, w, b, result.winner == ISHI_WHITE ? "Black" : "White");
      break;
    default:
      /* Renju's five or forbidden move: no margin; the page's resignation
       * value stands for a win without one.  A draw or a void game: none. */
      points = result.winner != ISHI_EMPTY ? RESIGN_POINTS : 0;
      table_say_all (table, ROOM_MSG_RESULT, table->number, w, b,
                      re ? re : "?");
      break;
    }
  table_broadcast (table, ISHI_IGS_ISHI, "result %d %s", table->number, re ? re : "?");
  if (result.winner != ISHI_EMPTY)
    {
      add_score (room, table->seats[result.winner]->name, points);
      add_score (room, table->seats[ishi_color_other (result.winner)]->name, 0);
    }
  room_state_changed (room);
  room_changed (room);
}

/* The match's phase says when a game is over: FINISHED after a count
 * both finished, a resignation, a flag, a five ("game-over" is emitted
 * already when two passes begin the count). */
static void
phase_cb (IshiMatch *match, GParamSpec *pspec, RoomTable *table)
{
  if (table->in_move)
    {
      table->phase_pending = TRUE;
      return;
    }
  if (ishi_match_get_phase (match) == ISHI_PHASE_FINISHED)
    {
      table->adjourned = FALSE;
      table->adjourn_asked = ISHI_EMPTY;
      game_ended (match, table);
      return;
    }
  if (ishi_match_get_phase (match) != ISHI_PHASE_COUNTING)
    return;
  table->done[ISHI_BLACK] = table->done[ISHI_WHITE] = FALSE;
  table->last_marker = ISHI_EMPTY;
  table_say (table, ROOM_MSG_CAN_CHECK_SCORE_SCORE_COMMAND);
  table_send_lines (table, ISHI_IGS_REMOVING,
                    room_removal_lines (ishi_match_get_game (match), table->room->game, table->number, NULL,
                                        ishi_counting_get_dead (ishi_match_get_counting (match)), -1,
                                        table_last_passer (table)));
  table_send (table, ISHI_IGS_ISHI, "counting %d", table->number);
  table_announce_dead (table);
}

static IshiTimeControl
time_control (const TableOptions *o)
{
  IshiTimeControl tc = { ISHI_TIME_NONE, 0, 0, 0, 0, 0, 0 };

  /* The page's byo-yomi (BSW): the reading starts when the main time left
   * is under the reading's length: ISHI_TIME_BYOYOMI_ONLINE. */
  if (o->byoyomi > 0)
    {
      tc.system = ISHI_TIME_BYOYOMI_ONLINE;
      tc.main_time = o->minutes * 60;
      tc.period_time = o->byoyomi;
    }
  else if (o->minutes > 0)
    {
      tc.system = ISHI_TIME_ABSOLUTE;
      tc.main_time = o->minutes * 60;
    }
  return tc;
}

static void
seat_players (RoomTable *table)
{
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      g_autoptr (IshiPlayer) player = ishi_remote_player_new (table->seats[c]->name, FALSE);
      ishi_remote_player_set_connected (ISHI_REMOTE_PLAYER (player), member_present (table->seats[c]));
      ishi_match_set_player (table->match, c, player);
    }
  g_signal_connect (table->match, "notify::phase", G_CALLBACK (phase_cb), table);
  ishi_match_set_paused (table->match, table->room->class_paused || table->adjourned
                                       || !member_present (table->seats[ISHI_BLACK])
                                       || !member_present (table->seats[ISHI_WHITE]));
  ishi_match_ask_to_move (table->match);
}

/* A game that ended without a move saying so (a resignation, a flag, a
 * forfeit: the record's RE alone, "W+R") ends so again. */
static void
end_as_recorded (IshiMatch *match)
{
  g_autofree char *re = ishi_game_get_info (ishi_match_get_game (match), "RE");
  IshiColor loser;
  const char *how;

  if (re == NULL || ishi_match_get_phase (match) != ISHI_PHASE_PLAYING || (re[0] != 'B' && re[0] != 'W')
      || re[1] != '+')
    return;
  loser = re[0] == 'B' ? ISHI_WHITE : ISHI_BLACK;
  how = re + 2;
  if (strcmp (how, "R") == 0 || strcmp (how, "Resign") == 0)
    ishi_match_resign (match, loser);
  else if (strcmp (how, "T") == 0 || strcmp (how, "Time") == 0)
    ishi_match_time_out (match, loser);
  else if (strcmp (how, "F") == 0 || strcmp (how, "Forfeit") == 0)
    ishi_match_forfeit (match, loser, NULL);
}

gboolean
table_resume_game (RoomTable *table, IshiGame *game, GError **error)
{
  IshiTimeControl tc = time_control (&table->options);
  g_autoptr (GError) local = NULL;
  gboolean seated = table->seats[ISHI_BLACK] != NULL && table->seats[ISHI_WHITE] != NULL;

  table->match = ishi_match_new (game);
  /* To the last move; a game with none yet (the host stopped between
   * /start and the first move) is at its end already. */
  ishi_match_last (table->match, &local);
  if (local)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      drop_match (table);
      return FALSE;
    }
  end_as_recorded (table->match);
  /* A finished game is shown as it ended, whoever still sits there; a
   * game to play on needs its two players. */
  if (!seated && table_playing (table))
    {
      g_set_error (error, ISHI_ROOM_ERROR, ISHI_ROOM_ERROR_RECORDS, "its seats are not both in room.ini");
      drop_match (table);
      return FALSE;
    }
  if (tc.system != ISHI_TIME_NONE)
    {
      g_autoptr (IshiClock) clock = ishi_clock_new (&tc);
      ishi_clock_set_time_source (clock, table->room->time_func, table->room->time_data, NULL);
      ishi_clock_restore_from_node (clock, ishi_game_get_node (game));
      ishi_match_set_clock (table->match, clock);
    }
  if (seated)
    seat_players (table);
  return TRUE;
}

void
table_command_start (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;
  IshiRulesOptions options;
  IshiTimeControl tc;
  IshiGame *game;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();

  if (table == NULL || table->seats[ISHI_BLACK] == NULL || table->seats[ISHI_WHITE] == NULL)
    {
      room_say_member (member, ROOM_MSG_GAME_STARTS_WHEN_TWO_PLAYERS);
      return;
    }
  if (table_playing (table))
    {
      room_say_member (member, ROOM_MSG_GAME_TABLE_ON_ALREADY, table->number);
      return;
    }
  if (table->saving || table->unsaved || !g_queue_is_empty (&table->held))
    {
      room_say_member (member, ROOM_MSG_LAST_GAME_STILL_BEING_SAVED);
      return;
    }
  if (!member_present (table->seats[ISHI_BLACK]) || !member_present (table->seats[ISHI_WHITE]))
    {
      room_say_member (member, ROOM_MSG_OPPONENT_AWAY);
      return;
    }
  drop_match (table);
  table->opening_decided = FALSE;
  table->swapped = FALSE;
  ishi_ruleset_get_options (table->options.ruleset, table->options.size, &options);
  table->match = ishi_match_new_game_full (table->options.ruleset, &options,
                                           table->options.handicap, table_komi (table));
  game = ishi_match_get_game (table->match);
  ishi_game_set_info (game, "PB", table->seats[ISHI_BLACK]->name);
  ishi_game_set_info (game, "PW", table->seats[ISHI_WHITE]->name);
  ishi_game_set_info (game, "PC", room->name);
  tc = time_control (&table->options);
  if (tc.system != ISHI_TIME_NONE)
    {
      g_autoptr (IshiClock) clock = ishi_clock_new (&tc);
      ishi_clock_set_time_source (clock, room->time_func, room->time_data, NULL);
      ishi_match_set_clock (table->match, clock);
    }
  seat_players (table);
  g_clear_pointer (&table->record_path, g_free);
  if (room->records_dir)
    {
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      /* Never a name as it was typed: the table, the date and a safe
       * form of each (ishi-room-name.h); and the path checked to be in
       * the records folder before anything is written. */
      g_autofree char *black = ishi_room_name_safe (table->seats[ISHI_BLACK]->name);
      g_autofree char *white = ishi_room_name_safe (table->seats[ISHI_WHITE]->name);
      g_autofree char *base = g_strdup_printf ("table%d-%s-%s-%s.sgf", table->number, stamp, black, white);
      /* A class keeps its games in a folder per day, to review the
       * lesson's games together the next time. */
      g_autofree char *day = room->teacher_code ? g_date_time_format (now, "%Y-%m-%d") : NULL;
      table->record_path = g_build_filename (room->records_dir, day ? day : base, day ? base : NULL, NULL);
      if (!room_path_inside (room, table->record_path))
        g_clear_pointer (&table->record_path, g_free);
      else if (day)
        {
          g_autofree char *folder = g_path_get_dirname (table->record_path);
          g_mkdir_with_parents (folder, 0700);
        }
    }
  table_commit (table);
  room_state_changed (room);
  room_say_table (table, ROOM_MSG_GAME_BEGINS, table->number,
                  table->seats[ISHI_WHITE]->name, table->seats[ISHI_BLACK]->name);
  /* A new game at a table that had one: a client starts its copy again. */
  room_broadcast (room, ISHI_IGS_ISHI, "start %d", table->number);
  {
    GHashTableIter iter;
    RoomMember *m;
    g_hash_table_iter_init (&iter, room->members);
    while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
      if (room_member_watches (m, table))
        table_send_game (table, m);
  }
  room_changed (room);
}

/* Why `member` may not act at its table's game in `phase` now (not
 * seated, the game not on, the records not written, the game adjourned,
 * the class or a player away, another phase), or ISHI_ROOM_MSG_NONE. */
static IshiRoomMessageId
player_refusal (RoomMember *member, IshiPhase phase)
{
  RoomTable *table = member->table;

  if (table == NULL || table->match == NULL || !table_playing (table))
    return ISHI_ROOM_MSG_NOT_PLAYING_A_GAME;
  if (table->unsaved)
    return ISHI_ROOM_MSG_HOST_CANNOT_SAVE;
  if (table->adjourned)
    return ISHI_ROOM_MSG_GAME_ADJOURNED_START_TAKES_IT;
  if (table->room->class_paused)
    return ISHI_ROOM_MSG_TEACHER_HAS_PAUSED_CLASS;
  if (ishi_match_get_paused (table->match))
    return ISHI_ROOM_MSG_GAME_WAITS_PLAYER_WHO_AWAY;
  if (ishi_match_get_phase (table->match) != phase)
    return phase == ISHI_PHASE_PLAYING ? ISHI_ROOM_MSG_GAME_BEING_COUNTED_MARK_DEAD
                                       : ISHI_ROOM_MSG_THAT_COUNTING_AFTER_TWO_PASSES;
  return ISHI_ROOM_MSG_NONE;
}

/* `member` may act at its table's game: seated, the game on; if not,
 * she is told why. */
static gboolean
check_player (RoomMember *member, IshiPhase phase)
{
  IshiRoomMessageId refusal = player_refusal (member, phase);

  if (refusal != ISHI_ROOM_MSG_NONE)
    room_say_id_member (member, refusal);
  return refusal == ISHI_ROOM_MSG_NONE;
}

/* A click while counting marks (or unmarks) a group dead: the string at
 * the point and the strings sharing a liberty with it (ishi_score_toggle_dead).
 * IGS's line names one point and its client removes that string: a line
 * is sent for each string whose mark changed, so qGo's board (and any IGS
 * client's) shows the same dead stones as the count.  Returns why no
 * stone was marked, or ISHI_ROOM_MSG_NONE. */
static IshiRoomMessageId
mark_dead (RoomTable *table, RoomMember *member, int x, int y)
{
  IshiGame *game = ishi_match_get_game (table->match);
  IshiCounting *counting = ishi_match_get_counting (table->match);
  int size = table->options.size;
  g_autofree guint8 *was = counting ? g_memdup2 (ishi_counting_get_dead (counting), size * size) : NULL;

  if (!ishi_match_toggle_dead (table->match, x, y))
    return ISHI_ROOM_MSG_THERE_NO_STONE_MARK_THERE;
  table->last_marker = member->seat;
  table->done[ISHI_BLACK] = table->done[ISHI_WHITE] = FALSE;
  table_send_lines (table, ISHI_IGS_REMOVING,
                    room_removal_lines (game, table->room->game, table->number, was, ishi_counting_get_dead (counting),
                                        y * size + x, member->name));
  table_announce_dead (table);
  room_changed (table->room);   /* the marks changed: an engine accepts them again */
  return ISHI_ROOM_MSG_NONE;
}

/* Why `member`, who may play, may not play now: Renju's opening waits,
 * or it is not her turn (her player is not asked); or ISHI_ROOM_MSG_NONE. */
static IshiRoomMessageId
turn_refusal (RoomTable *table, RoomMember *member)
{
  IshiGame *game = ishi_match_get_game (table->match);
  IshiPlayer *player = ishi_match_get_player (table->match, member->seat);
  IshiRoomMessageId wait = table->options.ruleset->opening == ISHI_OPENING_RIF
                           ? room_opening_wait (game, table->opening_decided)
                           : ISHI_ROOM_MSG_NONE;

  if (wait != ISHI_ROOM_MSG_NONE)
    return wait;
  if (ishi_game_get_rules (game)->to_move (ishi_game_get_position (game)) != member->seat
      || !ishi_remote_player_is_asked (ISHI_REMOTE_PLAYER (player)))
    return ISHI_ROOM_MSG_NOT_YOUR_TURN;
  return ISHI_ROOM_MSG_NONE;
}

/* A point from a player: a move while the game is played, a mark while it
 * is counted.  Each refusal is said once, here. */
void
table_command_move (IshiRoom *room, RoomMember *member, const char *text)
{
  RoomTable *table = member->table;
  IshiRoomMessageId refusal;
  IshiMoveStatus status;
  IshiPhase phase;
  int x, y;

  if (table == NULL || table->match == NULL || !table_playing (table))
    {
      room_say_member (member, ROOM_MSG_NOT_PLAYING_A_GAME);
      return;
    }
  if (!ishi_igs_parse_point (room->game, table->options.size, text, &x, &y))
    {
      room_say_member (member, ROOM_MSG_NOT_POINT_BOARD, text);
      return;
    }
  /* A point while counting is a mark; a pass then is refused as a move. */
  phase = ishi_match_get_phase (table->match) == ISHI_PHASE_COUNTING && x >= 0 ? ISHI_PHASE_COUNTING
                                                                                  : ISHI_PHASE_PLAYING;
  refusal = player_refusal (member, phase);
  if (refusal == ISHI_ROOM_MSG_NONE)
    refusal = phase == ISHI_PHASE_COUNTING ? mark_dead (table, member, x, y) : turn_refusal (table, member);
  if (refusal != ISHI_ROOM_MSG_NONE)
    {
      room_say_id_member (member, refusal);
      return;
    }
  if (phase == ISHI_PHASE_COUNTING)
    return;
  status = table_play_for (table, member->seat, x, y);
  if (status != ISHI_MOVE_OK)
    room_say_member (member, ROOM_MSG_ILLEGAL_MOVE,
                      ishi_move_status_to_string (status), text);
}

IshiMoveStatus
table_play_for (RoomTable *table, IshiColor color, int x, int y)
{
  IshiRemotePlayer *player = ISHI_REMOTE_PLAYER (ishi_match_get_player (table->match, color));
  IshiMoveStatus status;

  table->in_move = TRUE;
  table->phase_pending = FALSE;
  status = ishi_remote_player_play (player, x, y);
  table->in_move = FALSE;
  if (status != ISHI_MOVE_OK)
    return status;
  /* A move withdraws a request to adjourn (as on NNGS). */
  table->adjourn_asked = ISHI_EMPTY;
  /* Saved before it is announced (the announcement waits for the disk;
   * if the disk fails, the move is taken back). */
  table_commit_move (table);
  table_send_lines (table, ISHI_IGS_MOVE, table_move_lines (table));
  if (table->phase_pending)
    {
      table->phase_pending = FALSE;
      phase_cb (table->match, NULL, table);
    }
  room_changed (table->room);
  return ISHI_MOVE_OK;
}

void
table_command_undo (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;
  IshiColor last;
  int x, y;

  if (table && table->match && ishi_match_get_phase (table->match) == ISHI_PHASE_COUNTING)
    {
      if (!check_player (member, ISHI_PHASE_COUNTING))
        return;
      IshiCounting *counting = ishi_match_get_counting (table->match);
      int n = ishi_game_get_size (ishi_match_get_game (table->match));
      g_autofree guint8 *was = counting ? g_memdup2 (ishi_counting_get_dead (counting), n * n) : NULL;

      if (table->last_marker != member->seat || was == NULL || !ishi_match_undo (table->match))
        {
          room_say_member (member, ROOM_MSG_ONLY_OWN_LAST_MARKING_CAN);
          return;
        }
      table->last_marker = ISHI_EMPTY;
      table->done[ISHI_BLACK] = table->done[ISHI_WHITE] = FALSE;
      /* Not IGS's undo line (28), which its clients read as a move taken
       * back: qGo 2.1 reads a point from it, and watching, it has no
       * board to take it from and falls (igsconnection.cpp).  The marks
       * that changed are said in IGS's removal lines, as a click's are
       * (qGo only ever marks with them: on its board the mark stays). */
      table_say (table, ROOM_MSG_TOOK_BACK_LAST_MARKING, member->name);
      counting = ishi_match_get_counting (table->match);
      if (counting)
        table_send_lines (table, ISHI_IGS_REMOVING,
                          room_removal_lines (ishi_match_get_game (table->match), table->room->game, table->number,
                                              was, ishi_counting_get_dead (counting), -1, member->name));
      table_announce_dead (table);
      room_changed (room);
      return;
    }
  if (!check_player (member, ISHI_PHASE_PLAYING))
    return;
  /* The opening's three stones were chosen together, and a swap has been
   * decided on them: they stay (renju-rules.ja.txt, 第3章 (2)). */
  if (table->options.ruleset->opening == ISHI_OPENING_RIF
      && ishi_game_get_move_number (ishi_match_get_game (table->match)) <= 3)
    {
      room_say_member (member, ROOM_MSG_OPENING_STONES_CANNOT_TAKEN_BACK);
      return;
    }
  /* Nobody takes back another's move: only the player who moved last. */
  if (!ishi_game_get_last_move (ishi_match_get_game (table->match), &last, &x, &y)
      || last != member->seat)
    {
      room_say_member (member, ROOM_MSG_CAN_ONLY_TAKE_BACK_OWN);
      return;
    }
  g_autofree char *point = ishi_igs_format_point (room->game, table->options.size, x, y);
  IshiSgfNode *undone = ishi_game_get_node (ishi_match_get_game (table->match));
  if (!ishi_match_undo (table->match))
    return;
  /* The record is the game as played: a move taken back leaves no
   * variation behind (the next move takes its place on the main line). */
  ishi_match_delete_variation (table->match, undone);
  table_commit (table);
  /* The players are told as NNGS tells them, the watchers in its words for
   * watchers: qGo takes the players' line from its opponent's board, and
   * watching, it has none and falls (igsconnection.cpp, handle_undo). */
  table_send_to (table, TABLE_TO_PLAYERS, ISHI_IGS_UNDO, "%s undid the last move (%s) .", member->name, point);
  table_send_to (table, TABLE_TO_WATCHERS, ISHI_IGS_UNDO, "Undo in game %d: %s vs %s:  %s", table->number,
                 table->seats[ISHI_WHITE] ? table->seats[ISHI_WHITE]->name : "-",
                 table->seats[ISHI_BLACK] ? table->seats[ISHI_BLACK]->name : "-", point);
  room_changed (room);
}

void
table_command_done (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (!check_player (member, ISHI_PHASE_COUNTING))
    return;
  table->done[member->seat] = TRUE;
  if (!table->done[ishi_color_other (member->seat)])
    {
      room_say_member (table->seats[ishi_color_other (member->seat)], ROOM_MSG_HAS_TYPED_DONE, member->name);
      return;
    }
  ishi_match_finish (table->match);
}

void
table_command_continue (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (!check_player (member, ISHI_PHASE_COUNTING))
    return;
  /* The player who passed first moves (the match knows who). */
  if (!ishi_match_continue_play (table->match))
    return;
  table_commit (table);
  table_say (table, ROOM_MSG_WANTS_PLAY_ON_GAME_CONTINUES, member->name);
  table_send (table, ISHI_IGS_ISHI, "continue %d %s", table->number,
              table_color_word (table_to_move (table)));
  room_changed (room);
}

void
table_command_resign (IshiRoom *room, RoomMember *member)
{
  RoomTable *table = member->table;

  if (table == NULL || !table_playing (table))
    {
      room_say_member (member, ROOM_MSG_NOT_PLAYING_A_GAME);
      return;
    }
  ishi_match_resign (table->match, member->seat);
}
