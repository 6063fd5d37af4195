/* ishi-room-match.c — IGS's challenge in the room: `match NAME COLOR SIZE
 * MINUTES BYO` offers a game to another member, who accepts by sending the
 * same terms from the other side, or answers `decline NAME`.  This is how
 * IGS clients (qGo) start a game; the online page's own way, /join and
 * /start, goes on beside it.  The lines are those IGS and NNGS send
 * (NNGS's help file `match`): "Requesting match in M min with NAME as
 * COLOR.", "Match [NxN] in M minutes requested with NAME as COLOR.",
 * "Use <match …> or <decline NAME> to respond.", "NAME declines your
 * request for a match."
 *
 * Accepted, the two are seated at a free table with the terms as its
 * options and the game starts ("Creating match [N] …").  IGS's byo-yomi is
 * Canadian (25 stones in BYO minutes); the room's is seconds a move, so it
 * is played as BYO × 60 / 25 seconds a move (10 minutes: 24 s).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-match.h"
#include "ishi-room-adjourn.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"

#include <string.h>

#define STONES_PER_PERIOD 25

static RoomMember *
find_member (IshiRoom *room, const char *name)
{
  GHashTableIter iter;
  RoomMember *member;

  /* IGS matches names without regard to case. */
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &member))
    if (g_ascii_strcasecmp (member->name, name) == 0 && member->conn)
      return member;
  return NULL;
}

static gboolean
busy (RoomMember *member)
{
  return member->table && table_playing (member->table);
}

static void
clear_offer (RoomMember *member)
{
  g_clear_pointer (&member->offer.to, g_free);
  member->offer.accepted = FALSE;
}

/* `from`'s standing offer, told to `to` in IGS's two lines: qGo opens
 * its match dialog on the second (its igsconnection.cpp reads the terms
 * between "<" and ">"). */
static void
send_offer (RoomMember *from, RoomMember *to)
{
  const char *colour = from->offer.color == ISHI_BLACK ? "Black" : "White";

  room_say_member (to, ROOM_MSG_MATCH_X_MINUTES_REQUESTED, from->offer.size,
                    from->offer.size, from->offer.minutes, from->name, colour);
  room_say_member (to, ROOM_MSG_MATCH_OFFER_RESPOND, from->name,
                    from->offer.color == ISHI_BLACK ? "W" : "B", from->offer.size, from->offer.minutes,
                    from->offer.byo, from->name);
}

/* IGS's terms: the room's defaults with the size and the times asked. */
static void
pair (IshiRoom *room, RoomMember *black, RoomMember *white, int size, int minutes, int byo_minutes)
{
  TableOptions options;

  table_defaults (room, &options);
  options.size = size;
  options.minutes = minutes;
  options.byoyomi = byo_minutes * 60 / STONES_PER_PERIOD;
  room_seat_pair (room, black, white, &options);
}

void
room_command_match (IshiRoom *room, RoomMember *member, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  const IshiRules *rules = ishi_rules_lookup (room->game);
  RoomMember *other;
  IshiColor mine;
  guint64 size, minutes, byo;

  if (g_strv_length (w) < 5 || strlen (w[1]) != 1 || strchr ("BbWw", w[1][0]) == NULL
      || !g_ascii_string_to_unsigned (w[2], 10, 2, 19, &size, NULL)
      || !g_ascii_string_to_unsigned (w[3], 10, 0, 600, &minutes, NULL)
      || !g_ascii_string_to_unsigned (w[4], 10, 0, 600, &byo, NULL))
    {
      room_say_member (member, ROOM_MSG_USE_MATCH_NAME_B_W);
      return;
    }
  mine = g_ascii_toupper (w[1][0]) == 'B' ? ISHI_BLACK : ISHI_WHITE;
  if (strcmp (room->game, "go") != 0)
    {
      room_say_member (member, ROOM_MSG_THIS_ROOM_PLAYS_SIT_JOIN,
                        room->game);
      return;
    }
  if (busy (member))
    {
      room_say_member (member, ROOM_MSG_CANNOT_CHALLENGE_WHILE_PLAYING);
      return;
    }
  if (!member->may_sit)
    {
      room_say_member (member, ROOM_MSG_PLAY_NEED_ROOM_CODE_CODE);
      return;
    }
  if ((other = find_member (room, w[0])) == NULL)
    {
      room_say_member (member, ROOM_MSG_NO_USER_NAMED_LOGGED, w[0]);
      return;
    }
  if (other == member)
    {
      room_say_member (member, ROOM_MSG_CANNOT_CHALLENGE_YOURSELF);
      return;
    }
  if (busy (other))
    {
      room_say_member (member, ROOM_MSG_PLAYER_INVOLVED_ANOTHER_GAME, other->name);
      return;
    }
  if (rules && (size < (guint64) rules->min_size || size > (guint64) MIN (rules->max_size, 19)))
    {
      room_say_member (member, ROOM_MSG_BOARD_SIZES_ARE_HERE, rules->min_size,
                        MIN (rules->max_size, 19));
      return;
    }
  if ((member->table && member->table != other->table) || (other->table && other->table != member->table))
    {
      room_say_member (member, ROOM_MSG_SEATED_TABLE_LEAVE_FIRST,
                        member->table ? "You are" : other->name);
      return;
    }
  /* The same terms from the other side: accepted. */
  if (other->offer.to && g_ascii_strcasecmp (other->offer.to, member->name) == 0
      && other->offer.color == ishi_color_other (mine) && other->offer.size == (int) size
      && other->offer.minutes == (int) minutes && other->offer.byo == (int) byo)
    {
      clear_offer (other);
      clear_offer (member);
      /* Seated together at one table already: both leave it first
       * (room_seat_pair). */
      pair (room, mine == ISHI_BLACK ? member : other, mine == ISHI_BLACK ? other : member,
            (int) size, (int) minutes, (int) byo);
      return;
    }
  if (other->offer.to && g_ascii_strcasecmp (other->offer.to, member->name) == 0)
    {
      room_say_member (member, ROOM_MSG_DECLINING_OFFER_FROM_OFFERING_NEW,
                        other->name);
      room_say_member (other, ROOM_MSG_DECLINES_REQUEST_MATCH, member->name);
      clear_offer (other);
    }
  else if (member->offer.to && g_ascii_strcasecmp (member->offer.to, other->name) == 0)
    room_say_member (other, ROOM_MSG_UPDATES_MATCH_REQUEST, member->name);
  clear_offer (member);
  member->offer.to = g_strdup (other->name);
  member->offer.color = mine;
  member->offer.size = (int) size;
  member->offer.minutes = (int) minutes;
  member->offer.byo = (int) byo;
  room_say_member (member, ROOM_MSG_REQUESTING_MATCH_MIN, (int) minutes,
                    other->name, mine == ISHI_BLACK ? "White" : "Black");
  send_offer (member, other);
}

/* `member`'s terms in `w` (NAME B|W SIZE MINUTES BYO) are those of
 * `other`'s offer to her, from her side: an acceptance. */
static gboolean
answers_offer (RoomMember *other, RoomMember *member, char **w)
{
  g_autofree char *terms = NULL, *given = NULL;

  if (other->offer.to == NULL || g_ascii_strcasecmp (other->offer.to, member->name) != 0 || g_strv_length (w) < 5)
    return FALSE;
  terms = g_strdup_printf ("%s %d %d %d", other->offer.color == ISHI_BLACK ? "W" : "B", other->offer.size,
                           other->offer.minutes, other->offer.byo);
  given = g_strjoin (" ", w[1], w[2], w[3], w[4], NULL);
  return g_ascii_strcasecmp (terms, given) == 0;
}

/* One without the room's code who challenges, or accepts a challenge, is
 * refused in the words IGS gives for a player closed to matches: qGo shows
 * them in its match dialog, in red ("NAME not open for matches": its
 * igsconnection.cpp looks for "is not open to match requests" and the
 * name between quotes), where any other error line would reach only its
 * Console; the way in follows them, for the Console.  qGo then greys
 * that dialog's Accept for good (gamedialog.cpp: nothing lights it
 * again, not a challenge made anew), so an acceptance is kept: the game
 * begins when she gives the code (room_match_code_given), and the one
 * who offered it is told why she waits.  FALSE when `args` name nobody
 * else in the room (then the row's own words). */
gboolean
room_match_refuse_without_code (IshiRoom *room, RoomMember *member, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  RoomMember *other = w[0] ? find_member (room, w[0]) : NULL;

  if (other == NULL || other == member)
    return FALSE;
  if (!answers_offer (other, member, w))
    {
      room_say_member (member, ROOM_MSG_MATCH_NEEDS_CODE,
                        other->name);
      return TRUE;
    }
  room_say_member (member, ROOM_MSG_MATCH_NEEDS_CODE_BEGINS, other->name);
  if (!other->offer.accepted)
    room_say_member (other, ROOM_MSG_ACCEPTS_BUT_NEEDS_ROOM_CODE,
                      member->name);
  other->offer.accepted = TRUE;
  return TRUE;
}

/* `member` has just given the room's code: a challenge she accepted
 * without it begins (the first, if several); if none, every offer made
 * to her that still stands is made again, in the lines IGS clients
 * answer (a client that never answered shows it anew). */
void
room_match_code_given (IshiRoom *room, RoomMember *member)
{
  g_autoptr (GPtrArray) standing = g_ptr_array_new ();
  GHashTableIter iter;
  RoomMember *m;

  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
    if (m != member && m->conn && m->offer.to && g_ascii_strcasecmp (m->offer.to, member->name) == 0 && !busy (m))
      g_ptr_array_add (standing, m);
  for (guint i = 0; i < standing->len; i++)
    {
      m = standing->pdata[i];
      if (m->offer.accepted)
        {
          g_autofree char *terms = g_strdup_printf ("%s %s %d %d %d", m->name,
                                                    m->offer.color == ISHI_BLACK ? "W" : "B", m->offer.size,
                                                    m->offer.minutes, m->offer.byo);
          room_command_match (room, member, terms);
          return;
        }
    }
  for (guint i = 0; i < standing->len; i++)
    send_offer (standing->pdata[i], member);
}

/* `decline NAME` refuses a match offer; `decline adjourn`, a request to
 * adjourn (IGS's words for both). */
void
room_command_decline (IshiRoom *room, RoomMember *member, const char *args)
{
  RoomMember *other = args && *args ? find_member (room, args) : NULL;

  if (args && g_ascii_strcasecmp (args, "adjourn") == 0)
    {
      table_command_decline_adjourn (room, member);
      return;
    }

  if (other == NULL || other->offer.to == NULL || g_ascii_strcasecmp (other->offer.to, member->name) != 0)
    {
      room_say_member (member, ROOM_MSG_THERE_NO_OFFER_FROM_DECLINE, args ? args : "");
      return;
    }
  clear_offer (other);
  room_say_member (other, ROOM_MSG_DECLINES_REQUEST_MATCH, member->name);
  room_say_member (member, ROOM_MSG_DECLINE_MATCH_OFFER_FROM, other->name);
}

void
room_member_clear_offers (IshiRoom *room, RoomMember *member)
{
  GHashTableIter iter;
  RoomMember *m;

  clear_offer (member);
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
    if (m->offer.to && g_ascii_strcasecmp (m->offer.to, member->name) == 0)
      clear_offer (m);
}
