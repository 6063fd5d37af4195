/* ishi-room-moves.c — a table's game told in IGS's lines: the whole game
 * (the options, the game header, every move, the count or the result) to
 * one who comes to it, and the lines of each new move as it is played and
 * of the stones marked dead with what each side counts (`700 dead`, `700
 * count`), which it returns to the table (ishi-room-table.c) to send: it
 * calls none of the table, nor the table's senders.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-moves.h"
#include "ishi-room-removals.h"
#include "ishi-room-renju.h"

/* Who plays `color` in the table's game: the seat's name; a finished
 * game's from its record (its player may have left the table, another
 * sat down). */
static char *
seat_name (RoomTable *table, IshiGame *game, IshiColor color)
{
  const char *name;

  if (table->seats[color] && table_playing (table))
    return table->seats[color]->name;
  name = ishi_sgf_node_get_raw (ishi_game_get_root (game), color == ISHI_BLACK ? "PB" : "PW");
  /* Only read (ishi_igs_format_game_header). */
  if (name && ishi_room_name_is_valid (name))
    return (char *) name;
  return table->seats[color] ? table->seats[color]->name : "-";
}

/* The game header of the table's `game`. */
static void
header (RoomTable *table, IshiGame *game, IshiIgsGameHeader *h)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  IshiClock *clock = ishi_match_get_clock (table->match);

  h->game = table->number;
  h->white = seat_name (table, game, ISHI_WHITE);
  h->black = seat_name (table, game, ISHI_BLACK);
  h->white_captures = rules->has_captures ? rules->captures (position, ISHI_WHITE) : 0;
  h->black_captures = rules->has_captures ? rules->captures (position, ISHI_BLACK) : 0;
  h->white_seconds = h->black_seconds = 0;
  h->white_stones = h->black_stones = -1;
  if (clock && ishi_clock_get_time_control (clock)->system != ISHI_TIME_NONE)
    {
      IshiClockState s;
      ishi_clock_get_state (clock, ISHI_WHITE, &s);
      h->white_seconds = s.countdown / G_USEC_PER_SEC;
      ishi_clock_get_state (clock, ISHI_BLACK, &s);
      h->black_seconds = s.countdown / G_USEC_PER_SEC;
    }
}

/* The IGS number of the move at `node`: moves counted from 0, a handicap
 * being move 0 as IGS reports it. */
static int
igs_number (RoomTable *table, guint move_number)
{
  return (int) move_number - 1 + (table->options.handicap >= 2 ? 1 : 0);
}

static char *
move_text (RoomTable *table, IshiGame *game, IshiSgfNode *node, IshiColor *color)
{
  int x, y;

  if (!ishi_game_node_move (node, ishi_game_get_size (game), color, &x, &y))
    return NULL;
  return ishi_igs_format_point (table->room->game, ishi_game_get_size (game), x, y);
}

/* Each of `lines` to `member`; frees them. */
static void
send_lines (RoomMember *member, int code, GPtrArray *lines)
{
  for (guint i = 0; i < lines->len; i++)
    room_send_member (member, code, "%s", (const char *) lines->pdata[i]);
  g_ptr_array_unref (lines);
}

void
table_send_game (RoomTable *table, RoomMember *member)
{
  IshiIgsGameHeader h;
  g_autofree char *line = NULL;
  GPtrArray *path;
  IshiGame *game;
  IshiSgfNode *node;

  table_describe_options (table, member);
  if (table->match == NULL)
    return;
  game = ishi_match_get_game (table->match);
  header (table, game, &h);
  line = ishi_igs_format_game_header (&h);
  room_send_member (member, ISHI_IGS_MOVE, "%s", line);
  if (table->options.handicap >= 2)
    room_send_member (member, ISHI_IGS_MOVE, "  0(B): Handicap %d", table->options.handicap);
  path = g_ptr_array_new ();
  for (node = ishi_game_get_node (game); node; node = node->parent)
    g_ptr_array_insert (path, 0, node);
  for (guint i = 0, n = 0; i < path->len; i++)
    {
      IshiColor color;
      g_autofree char *text = move_text (table, game, path->pdata[i], &color);
      if (text == NULL)
        continue;
      g_autofree char *move = ishi_igs_format_move (igs_number (table, ++n), color, text);
      room_send_member (member, ISHI_IGS_MOVE, "%s", move);
    }
  g_ptr_array_unref (path);
  if (ishi_match_get_phase (table->match) == ISHI_PHASE_COUNTING)
    {
      /* In IGS's words too: an IGS client enters its count on the line,
       * and shows the dead stones from the removals. */
      room_say_member (member, ROOM_MSG_CAN_CHECK_SCORE_SCORE_COMMAND);
      send_lines (member, ISHI_IGS_REMOVING,
                  room_removal_lines (game, table->room->game, table->number, NULL,
                                      ishi_counting_get_dead (ishi_match_get_counting (table->match)), -1,
                                      table_last_passer (table)));
      room_send_member (member, ISHI_IGS_ISHI, "counting %d", table->number);
      send_lines (member, ISHI_IGS_ISHI, table_dead_lines (table));
    }
  if (table->adjourned && table_playing (table))
    room_send_member (member, ISHI_IGS_ISHI, "adjourned %d", table->number);
  if (ishi_match_get_phase (table->match) == ISHI_PHASE_FINISHED)
    {
      /* A game over: one who watches it now sees how it ended, and the
       * stones its count took as dead (the teacher's grid fades them). */
      g_autofree char *re = ishi_game_get_info (game, "RE");
      send_lines (member, ISHI_IGS_ISHI, table_dead_lines (table));
      room_send_member (member, ISHI_IGS_ISHI, "result %d %s", table->number, re ? re : "?");
    }
  if (table_has_swap (table))
    {
      g_autofree char *opening = room_opening_line (game, table->number);

      if (opening)
        {
          room_send_member (member, ISHI_IGS_ISHI, "%s", opening);
          if (table->opening_decided)
            room_send_member (member, ISHI_IGS_ISHI, "swap %d %s", table->number, table->swapped ? "yes" : "no");
        }
    }
}

GPtrArray *
table_move_lines (RoomTable *table)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  IshiGame *game = ishi_match_get_game (table->match);
  IshiIgsGameHeader h;
  IshiColor color;
  g_autofree char *text = move_text (table, game, ishi_game_get_node (game), &color);

  if (text == NULL)
    return lines;
  header (table, game, &h);
  g_ptr_array_add (lines, ishi_igs_format_game_header (&h));
  g_ptr_array_add (lines, ishi_igs_format_move (igs_number (table, ishi_game_get_move_number (game)), color, text));
  return lines;
}

/* `700 dead N P1 P2…`: every stone marked dead now, after each change of
 * the marks (the host's suggestion at first), so that every client shows
 * the same marks the count will be made with; then `700 count N B W`,
 * what each side has with those marks (the totals the count compares,
 * komi in White's), for a client that does not count itself (the
 * tablets' page). */
GPtrArray *
table_dead_lines (RoomTable *table)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  IshiCounting *counting = ishi_match_get_counting (table->match);
  const IshiScore *score;
  GString *line;
  const guint8 *dead;
  char black[G_ASCII_DTOSTR_BUF_SIZE], white[G_ASCII_DTOSTR_BUF_SIZE];
  int size;

  if (counting == NULL)
    return lines;
  dead = ishi_counting_get_dead (counting);
  size = ishi_counting_get_size (counting);
  line = g_string_new (NULL);
  g_string_printf (line, "dead %d", table->number);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (dead[y * size + x])
        {
          g_autofree char *p = ishi_igs_format_point (table->room->game, size, x, y);
          g_string_append_printf (line, " %s", p);
        }
  g_ptr_array_add (lines, g_string_free (line, FALSE));
  score = ishi_counting_get_score (counting);
  g_ascii_formatd (black, sizeof black, "%g", score->black.total);
  g_ascii_formatd (white, sizeof white, "%g", score->white.total);
  g_ptr_array_add (lines, g_strdup_printf ("count %d %s %s", table->number, black, white));
  return lines;
}
