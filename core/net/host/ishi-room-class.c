/* ishi-room-class.c — a class: a room with a teacher.
 *
 * A class is a room whose host gave it a teacher's code besides the
 * room's.  `/teacher CODE` makes a member the teacher ("700 teacher", and
 * "700 roomcode NNNN": the room's code, which her screen shows the class
 * on the projector): she watches every
 * table at once (its moves come to her as to an observer), and only she
 * may pause the class: `/pause [TEXT]` stops every clock, refuses every
 * move and tells every screen to cover its board ("700 pause [TEXT]");
 * `/resume` gives the games back ("700 resume").  A pupil who comes in,
 * or back, while the class is paused learns it at once.
 *
 * The teacher pairs the class: `/pair NAME NAME` (the first plays Black)
 * seats two pupils at a free table and starts their game; `/pairall
 * random|level` pairs every pupil who is free — at random, or by level
 * (the room's score list, neighbours together), one left over waiting —
 * and `/classgame RULE SIZE MINUTES` sets the one game all pairs play
 * (e.g. `pure 7 0`: Pure Go on 7×7 without a clock; the tables' players
 * cannot change it), or `/classgame -` lets the tables choose again
 * (the teachers are told it: "700 classgame RULE SIZE MINUTES|-").
 * `/grade N` sets the pupils' school grade: every screen is told ("700
 * grade N") and reads each kanji above it.
 *
 * Lessons together: `/step LESSON N [task]` shows everyone step N of a
 * lesson ("700 step LESSON N": each pupil's program turns its lesson page
 * to it, and follows as the teacher moves on); `/step -` lets them go.
 * The teacher's program says `task` when the step has a task (the host
 * need not have the lesson): a pupil's program reports her answers to it
 * (`/answer LESSON N right|wrong first|again hint|nohint`), the teacher is
 * told each one ("700 answer NAME …", with "700 pupils COUNT" for the
 * count), and a new step starts a new list.  An answer to a step without
 * a task is refused: it would count in the class's report.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-class.h"
#include "ishi-room-door.h"
#include "ishi-room-match.h"
#include "ishi-room-moves.h"
#include "ishi-room-pupils.h"
#include "ishi-room-seating.h"
#include "ishi-room-table.h"

#include <string.h>

#include "ishi-igs.h"
#include "ishi-ruleset.h"
#include "ishi-secret.h"

static guint count_pupils (IshiRoom *room);

void
room_command_teacher (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  RoomMember *member = conn->member;

  if (room->teacher_code == NULL)
    {
      room_say (conn, ROOM_MSG_THIS_ROOM_NO_CLASS_IT);
      return;
    }
  if (!room_door_may_try (room, conn))
    return;
  if (!ishi_secret_equal (args, room->teacher_code))
    {
      room_door_wrong (room, conn, "teacher code");
      room_say (conn, ROOM_MSG_WRONG_TEACHER_CODE);
      return;
    }
  if (member->table)
    {
      room_say (conn, ROOM_MSG_TEACHER_DOES_NOT_SIT_TABLE);
      return;
    }
  member->teacher = TRUE;
  member->observing = NULL;
  /* The teacher is no pupil of the class's list (ishi-room-pupils.c). */
  if (room_pupils_drop (room, member->name))
    room_state_changed (room);
  room_send (conn, ISHI_IGS_ISHI, "teacher");
  if (room->web_url)
    room_send (conn, ISHI_IGS_ISHI, "web %s", room->web_url);
  /* The room's code, for the teacher's screen to show the class (her
   * program may have come in with her own code only). */
  room_send (conn, ISHI_IGS_ISHI, "roomcode %s", room->code);
  /* The one game for all, which her menu shows checked. */
  if (room->class_game_set)
    room_send (conn, ISHI_IGS_ISHI, "classgame %s %d %d", room->class_game.ruleset->id, room->class_game.size,
               room->class_game.minutes);
  else
    room_send (conn, ISHI_IGS_ISHI, "classgame -");
  /* The answers to the step shown so far. */
  {
    GHashTableIter it;
    gpointer name, answer;
    room_send (conn, ISHI_IGS_ISHI, "pupils %u", count_pupils (room));
    room_pupils_tell (room, conn);
    g_hash_table_iter_init (&it, room->answers);
    while (g_hash_table_iter_next (&it, &name, &answer))
      room_send (conn, ISHI_IGS_ISHI, "answer %s %s", (char *) name, (char *) answer);
    /* Pupils who wait for her to let them in, or back to their seats. */
    g_hash_table_iter_init (&it, room->members);
    while (g_hash_table_iter_next (&it, NULL, &answer))
      {
        RoomMember *m = answer;

        if (m->knocking && m->conn)
          room_send (conn, ISHI_IGS_ISHI, "knock %s", m->name);
        else if (m->asks_seat)
          room_send (conn, ISHI_IGS_ISHI, "asks-seat %s", m->name);
      }
  }
  /* Every table where someone sits, and its game so far, as an
   * observer gets it. */
  for (guint i = 0; i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      if (table->match || table->seats[ISHI_BLACK] || table->seats[ISHI_WHITE])
        table_send_game (table, member);
    }
  room_changed (room);
}

void
room_class_code_given (IshiRoom *room, RoomMember *member)
{
  member->knocking = FALSE;
  room_send_member (member, ISHI_IGS_ISHI, "code ok");
  /* A challenge she accepted while she lacked it begins; the others
   * made to her then are made again, to answer. */
  if (!member->may_sit)
    {
      member->may_sit = TRUE;
      room_match_code_given (room, member);
    }
  /* A pupil of a class: on its list, and told her level for Ishi. */
  room_pupils_note (room, member);
  room_changed (room);
}

/* `/admit NAME`: the teacher lets in a pupil who gave the room's code
 * while her network waited after many wrong codes (ishi-room-door.c,
 * room_door_knock); or lets a pupil whose seat was asked for from a
 * computer without its token back to it: the next login of her name
 * takes the seat, with a new token, as after a broken room.ini. */
void
room_command_admit (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  RoomMember *member = *args ? g_hash_table_lookup (room->members, args) : NULL;

  if (member && member->asks_seat)
    {
      room_member_asks_seat (room, member, FALSE);
      member->unclaimed = TRUE;
      room_say (conn, ROOM_MSG_SEAT_LET_BACK, member->name);
      return;
    }
  if (member == NULL || !member->knocking || member->conn == NULL)
    {
      room_say (conn, ROOM_MSG_NOBODY_WAITS_LET_IN, args);
      return;
    }
  room_say_member (member, ROOM_MSG_TEACHER_LET_IN);
  room_class_code_given (room, member);
  room_send_teachers (room, ISHI_IGS_ISHI, "knock-end %s", member->name);
}

void
room_command_pause (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  gboolean pause = strcmp (word, "/pause") == 0;

  /* Paused again with other words: the covers say the new ones (they
   * kept the first, issue 65). */
  if (room->class_paused == pause && !(pause && g_strcmp0 (args, room->pause_text) != 0))
    return;
  room->class_paused = pause;
  g_free (room->pause_text);
  room->pause_text = g_strdup (pause ? args : "");
  for (guint i = 0; i < room->tables->len; i++)
    table_update_pause (g_ptr_array_index (room->tables, i));
  if (pause)
    room_broadcast (room, ISHI_IGS_ISHI, "pause%s%s", *room->pause_text ? " " : "", room->pause_text);
  else
    room_broadcast (room, ISHI_IGS_ISHI, "resume");
  room_changed (room);
}

/* A pupil who may be paired now: in, gave the code, not playing. */
static gboolean
free_pupil (RoomMember *m)
{
  return m->conn && m->may_sit && !m->teacher && !(m->table && table_playing (m->table));
}

static RoomMember *
find_pupil (IshiRoom *room, const char *name)
{
  RoomMember *m = name ? g_hash_table_lookup (room->members, name) : NULL;

  return m && free_pupil (m) ? m : NULL;
}

void
room_class_pair (IshiRoom *room, RoomMember *black, RoomMember *white)
{
  TableOptions options;

  if (room->class_game_set)
    options = room->class_game;
  else
    table_defaults (room, &options);
  room_seat_pair (room, black, white, &options);
}

void
room_command_pair (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  RoomMember *black, *white;

  if (g_strv_length (w) != 2)
    {
      room_say (conn, ROOM_MSG_USE_PAIR_BLACK_WHITE);
      return;
    }
  black = find_pupil (room, w[0]);
  white = find_pupil (room, w[1]);
  if (black == NULL || white == NULL || black == white)
    {
      room_say (conn, ROOM_MSG_NOT_PUPIL_FREE_PLAY_NOW, black && black != white ? w[1] : w[0]);
      return;
    }
  room_class_pair (room, black, white);
}

static int
by_score (gconstpointer a, gconstpointer b, gpointer data)
{
  GHashTable *scores = data;
  RoomMember *x = *(RoomMember **) a, *y = *(RoomMember **) b;
  double *sx = g_hash_table_lookup (scores, x->name), *sy = g_hash_table_lookup (scores, y->name);
  double px = sx ? *sx : 0, py = sy ? *sy : 0;

  if (px != py)
    return px > py ? -1 : 1;
  return strcmp (x->name, y->name);
}

void
room_command_pair_all (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_autoptr (GPtrArray) pupils = g_ptr_array_new ();
  gboolean by_level = g_strcmp0 (args, "level") == 0;
  GHashTableIter iter;
  RoomMember *m;

  if (*args && !by_level && strcmp (args, "random") != 0)
    {
      room_say (conn, ROOM_MSG_USE_PAIRALL_RANDOM_OR_PAIRALL);
      return;
    }
  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
    if (free_pupil (m))
      g_ptr_array_add (pupils, m);
  if (by_level)
    /* Neighbours in the score list play each other. */
    g_ptr_array_sort_with_data (pupils, by_score, room->scores);
  else
    for (guint i = pupils->len; i > 1; i--)
      {
        /* Not a secret: GLib's generator is enough to shuffle. */
        guint j = g_random_int_range (0, i);
        gpointer t = pupils->pdata[i - 1];
        pupils->pdata[i - 1] = pupils->pdata[j];
        pupils->pdata[j] = t;
      }
  for (guint i = 0; i + 1 < pupils->len; i += 2)
    room_class_pair (room, pupils->pdata[i], pupils->pdata[i + 1]);
  if (pupils->len % 2 == 1)
    room_say_member (pupils->pdata[pupils->len - 1], ROOM_MSG_EVERYONE_ELSE_HAS_PARTNER_PLAY);
  room_say (conn, ROOM_MSG_PUPILS_PAIRED_WAITING, pupils->len - pupils->len % 2,
             pupils->len % 2);
}

/* One game for everyone: every table not playing takes it, and its
 * players cannot change it (ishi-room-seats.c); "-" lets the tables
 * choose again. */
void
room_command_class_game (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  const IshiRuleset *ruleset;
  const IshiRules *rules;
  gint64 size = 0, minutes = -1;
  TableOptions options;

  if (g_strv_length (w) == 1 && strcmp (w[0], "-") == 0)
    {
      room->class_game_set = FALSE;
      room_state_changed (room);
      room_say_all (room, ROOM_MSG_EACH_TABLE_CHOOSES_ITS_OWN);
      room_broadcast (room, ISHI_IGS_ISHI, "classgame -");
      return;
    }
  ruleset = g_strv_length (w) == 3 ? ishi_ruleset_lookup (w[0]) : NULL;
  rules = ruleset ? ishi_ruleset_get_rules (ruleset) : NULL;
  if (ruleset == NULL || strcmp (ruleset->game, room->game) != 0
      || !g_ascii_string_to_signed (w[1], 10, rules->min_size, MIN (rules->max_size, 19), &size, NULL)
      || !g_ascii_string_to_signed (w[2], 10, 0, 60, &minutes, NULL))
    {
      room_say (conn, ROOM_MSG_USE_CLASSGAME_RULE_SIZE_MINUTES);
      return;
    }
  table_defaults (room, &options);
  options.ruleset = ruleset;
  options.size = size;
  options.minutes = minutes;
  room->class_game = options;
  room->class_game_set = TRUE;
  for (guint i = 0; i < room->tables->len; i++)
    {
      RoomTable *table = g_ptr_array_index (room->tables, i);
      if (table_playing (table))
        continue;
      table->options = options;
      if (table->seats[ISHI_BLACK] || table->seats[ISHI_WHITE])
        table_announce_options (table);
    }
  room_state_changed (room);
  room_say (conn, ROOM_MSG_CLASS_PLAYS_ON_MINUTES_EACH, ruleset->id, (int) size,
             (int) size, (int) minutes);
  /* Everyone: a pupil waiting for her table sees its board. */
  room_broadcast (room, ISHI_IGS_ISHI, "classgame %s %d %d", ruleset->id, (int) size, (int) minutes);
}

/* `/grade N`: the school grade of the class's pupils (1 to 6), whose
 * screens then read each kanji above it with its reading (as the lessons
 * for that grade do); 0: none (grown-ups, or every kanji read). */
void
room_command_grade (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  gint64 grade = 0;

  if (!g_ascii_string_to_signed (args, 10, 0, 6, &grade, NULL))
    {
      room_say (conn, ROOM_MSG_USE_GRADE_N_N_PUPILS);
      return;
    }
  if (room->class_grade == (int) grade)
    return;
  room->class_grade = (int) grade;
  room_state_changed (room);
  room_broadcast (room, ISHI_IGS_ISHI, "grade %d", room->class_grade);
}

/* A lesson's id: what a file name can be, without spaces. */
static gboolean
lesson_id_is_valid (const char *id)
{
  gsize n = strlen (id);

  if (n == 0 || n > 64)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;
  return TRUE;
}

void
room_command_step (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  gint64 step;

  if (w[0] == NULL || (strcmp (w[0], "-") == 0 && w[1] == NULL))
    {
      if (room->shared_step == NULL)
        return;
      g_clear_pointer (&room->shared_step, g_free);
      room_broadcast (room, ISHI_IGS_ISHI, "step -");
      return;
    }
  if (g_strv_length (w) < 2 || g_strv_length (w) > 3 || !lesson_id_is_valid (w[0])
      || !g_ascii_string_to_signed (w[1], 10, 0, 9999, &step, NULL)
      || (w[2] && strcmp (w[2], "task") != 0))
    {
      room_say (conn, ROOM_MSG_USE_STEP_LESSON_STEP_TASK);
      return;
    }
  room->shared_step_task = w[2] != NULL;
  {
    g_autofree char *now = g_strdup_printf ("%s %d", w[0], (int) step);
    if (g_strcmp0 (now, room->shared_step) != 0)
      g_hash_table_remove_all (room->answers);
    g_free (room->shared_step);
    room->shared_step = g_steal_pointer (&now);
  }
  room_broadcast (room, ISHI_IGS_ISHI, "step %s", room->shared_step);
  /* The count the answers are counted over, as the step starts (the
   * teacher's count said 0 / 0 under six names, issue 77). */
  room_send_teachers (room, ISHI_IGS_ISHI, "pupils %u", count_pupils (room));
}

static guint
count_pupils (IshiRoom *room)
{
  GHashTableIter iter;
  RoomMember *m;
  guint n = 0;

  g_hash_table_iter_init (&iter, room->members);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &m))
    n += m->conn && m->may_sit && !m->teacher;
  return n;
}

void
room_command_answer (IshiRoom *room, RoomConn *conn, const char *word, const char *args)
{
  g_auto (GStrv) w = ishi_igs_split_words (args, 0);
  g_autofree char *step = NULL, *answer = NULL;
  const char *old;

  if (g_strv_length (w) != 5 || (strcmp (w[2], "right") != 0 && strcmp (w[2], "wrong") != 0)
      || (strcmp (w[3], "first") != 0 && strcmp (w[3], "again") != 0)
      || (strcmp (w[4], "hint") != 0 && strcmp (w[4], "nohint") != 0))
    {
      room_say (conn, ROOM_MSG_USE_ANSWER_LESSON_STEP_RIGHT);
      return;
    }
  step = g_strdup_printf ("%s %s", w[0], w[1]);
  if (room->shared_step == NULL || strcmp (step, room->shared_step) != 0 || conn->member->teacher)
    return;   /* a step of her own, not the class's: nobody collects it */
  /* Paused, the class listens: no answer counts (a window that showed
   * the step under no cover counted its click, issue 65). */
  if (room->class_paused)
    {
      room_say (conn, ROOM_MSG_TEACHER_HAS_PAUSED_CLASS);
      return;
    }
  if (!room->shared_step_task)
    {
      room_say (conn, ROOM_MSG_THIS_STEP_HAS_NO_TASK);
      return;
    }
  /* A right answer stays right; a hint once asked for stays asked; an
   * answer after another is at the first try only if that one was (a
   * page reloaded, which forgot her wrong answer, says "first" again). */
  old = g_hash_table_lookup (room->answers, conn->member->name);
  answer = g_strdup_printf ("%s %s %s",
                            old && g_str_has_prefix (old, "right") ? "right" : w[2],
                            old ? (strstr (old, " first") ? "first" : "again") : w[3],
                            old && g_str_has_suffix (old, " hint") ? "hint" : w[4]);
  if (old && strcmp (old, answer) == 0)
    return;
  g_hash_table_replace (room->answers, g_strdup (conn->member->name), g_strdup (answer));
  room_send_teachers (room, ISHI_IGS_ISHI, "pupils %u", count_pupils (room));
  room_send_teachers (room, ISHI_IGS_ISHI, "answer %s %s", conn->member->name, answer);
}

void
room_class_send_state (IshiRoom *room, RoomConn *conn)
{
  /* A class: a pupil's window waits for the table the teacher gives her
   * (she is told of no other table) and reads the kanji at its grade. */
  if (room->teacher_code)
    room_send (conn, ISHI_IGS_ISHI, "class");
  /* The pupils' grade: their screens read the kanji above it; 0 too
   * (grown-ups: no readings), which the tablets' page needs to hear (it
   * reads its words for a first-year until told), before the step it
   * then asks for at that grade. */
  if (room->teacher_code)
    room_send (conn, ISHI_IGS_ISHI, "grade %d", room->class_grade);
  if (room->class_paused)
    room_send (conn, ISHI_IGS_ISHI, "pause%s%s", *room->pause_text ? " " : "", room->pause_text);
  /* The step shown everyone, or none: a pupil's program back after the
   * teacher's restart (whose class shows no step) stayed on the step it
   * had shown. */
  if (room->shared_step)
    room_send (conn, ISHI_IGS_ISHI, "step %s", room->shared_step);
  else if (room->teacher_code)
    room_send (conn, ISHI_IGS_ISHI, "step -");
  /* The game for all: the board a pupil waits with is its size. */
  if (room->teacher_code && room->class_game_set)
    room_send (conn, ISHI_IGS_ISHI, "classgame %s %d %d", room->class_game.ruleset->id, room->class_game.size,
               room->class_game.minutes);
  /* A pupil's level for Ishi's engine (ishi-room-pupils.c). */
  if (room->teacher_code && conn->member->may_sit && !conn->member->teacher
      && g_hash_table_contains (room->roster, conn->member->name))
    room_send (conn, ISHI_IGS_ISHI, "level %d", room_pupils_level (room, conn->member->name));
}

const char *
ishi_room_get_teacher_code (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), NULL);
  return self->teacher_code;
}

void
ishi_room_set_web_url (IshiRoom *self, const char *url)
{
  g_return_if_fail (ISHI_IS_ROOM (self));
  g_return_if_fail (url == NULL || (g_str_has_prefix (url, "http://") && !strpbrk (url, " \r\n")));
  if (g_strcmp0 (url, self->web_url) == 0)
    return;
  g_free (self->web_url);
  self->web_url = g_strdup (url);
  room_send_teachers (self, ISHI_IGS_ISHI, "web %s", url ? url : "-");
}

gboolean
ishi_room_get_class_paused (IshiRoom *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM (self), FALSE);
  return self->class_paused;
}
