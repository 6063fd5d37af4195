/* ishi-room-client-read.c — the client's reading: a Go server's
 * client-mode lines (IGS's, and Ishi's own 700 lines) into tables and
 * copies of their games.  The object and its connection are
 * ishi-room-client.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include "ishi-room-client-private.h"

#include <glib/gi18n-lib.h>

#include "ishi-room-messages.h"
#include <math.h>
#include <string.h>

#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-remote-player.h"
#include "ishi-ruleset.h"

/* ------------------------------------------------------------------------ */
/* Tables                                                                    */
/* ------------------------------------------------------------------------ */

void
room_client_table_free (gpointer data)
{
  Table *t = data;

  g_free (t->info.ruleset);
  for (int c = 0; c < 3; c++)
    g_free (t->info.seats[c]);
  g_ptr_array_unref (t->info.moves);
  g_ptr_array_unref (t->info.dead);
  g_free (t->info.result);
  g_free (t->info.opening);
  g_clear_object (&t->match);
  g_free (t);
}

Table *
room_client_table (IshiRoomClient *self, int number)
{
  Table *t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (number));

  if (t == NULL)
    {
      t = g_new0 (Table, 1);
      t->info.number = number;
      t->info.size = 19;
      t->info.komi = NAN;
      t->info.moves = g_ptr_array_new_with_free_func (g_free);
      t->info.dead = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (self->tables, GINT_TO_POINTER (number), t);
    }
  return t;
}

void
room_client_table_changed (IshiRoomClient *self, Table *t)
{
  g_signal_emit_by_name (self, "table-changed", t->info.number);
}

void
room_client_drop_copy (Table *t)
{
  g_clear_object (&t->match);
  t->played = 0;
  t->broken = FALSE;
}

/* Plays the announced moves not yet in the copy (building it first). */
void
room_client_sync_copy (IshiRoomClient *self, Table *t)
{
  const IshiRuleset *ruleset;
  const char *game;

  if (t->broken || t->info.ruleset == NULL || self->room_game == NULL)
    return;
  ruleset = ishi_ruleset_lookup (t->info.ruleset);
  game = self->room_game;
  if (ruleset == NULL || strcmp (ruleset->game, game) != 0)
    return;
  /* A size the rules cannot play is the server's fault: no copy. */
  if (t->info.size < ishi_ruleset_get_rules (ruleset)->min_size
      || t->info.size > ishi_ruleset_get_rules (ruleset)->max_size)
    return;
  if (t->match == NULL)
    {
      IshiRulesOptions options;
      ishi_ruleset_get_options (ruleset, t->info.size, &options);
      t->match = ishi_match_new_game_full (ruleset, &options, t->info.handicap, t->info.komi);
      for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
        {
          g_autoptr (IshiPlayer) p = ishi_remote_player_new (t->info.seats[c] ? t->info.seats[c] : "",
                                                             g_strcmp0 (t->info.seats[c], self->name) == 0);
          ishi_match_set_player (t->match, c, p);
        }
      ishi_match_ask_to_move (t->match);
      t->played = 0;
    }
  while (t->played < t->info.moves->len)
    {
      const char *move = t->info.moves->pdata[t->played];
      IshiGame *g = ishi_match_get_game (t->match);
      IshiColor to_move = ishi_game_get_rules (g)->to_move (ishi_game_get_position (g));
      IshiPlayer *player = ishi_match_get_player (t->match, to_move);
      int x, y;

      t->played++;
      if (g_ascii_strncasecmp (move, "Handicap", 8) == 0)
        continue;   /* the copy placed them when it was made */
      /* A move after the two passes: the players went back to the game
       * (/continue) and the first passer moves (ishi-room-table.c).  The
       * copy counts after two passes as the host's match does, and is
       * taken back to play the same way, or it refuses every move from
       * there (both windows showed an empty board). */
      if (ishi_match_get_phase (t->match) == ISHI_PHASE_COUNTING)
        {
          ishi_match_continue_play (t->match);
          to_move = ishi_game_get_rules (g)->to_move (ishi_game_get_position (g));
          player = ishi_match_get_player (t->match, to_move);
        }
      if (!ishi_igs_parse_point (game, t->info.size, move, &x, &y)
          || ishi_remote_player_play (ISHI_REMOTE_PLAYER (player), x, y) != ISHI_MOVE_OK)
        {
          /* The copy disagrees with the server: ask for the whole game. */
          g_autofree char *line = g_strdup_printf ("moves %d", t->info.number);
          t->broken = TRUE;
          ishi_room_client_send (self, line);
          return;
        }
    }
}

/* A move line: number n of the current game. */
static void
take_move (IshiRoomClient *self, const IshiIgsMove *move)
{
  Table *t = room_client_table (self, self->current_game);
  GPtrArray *moves = t->info.moves;
  gboolean again;

  /* Moves the client had already: the game is being sent again (asked
   * with `moves`, or to a new observer), up to the moves it had.  They
   * change nothing of how the game stands: a finished game keeps its
   * result, a count goes on. */
  if ((guint) move->number < moves->len)
    {
      t->known = MAX (t->known, moves->len);
      t->resending = TRUE;
    }
  again = (guint) move->number < t->known;
  if (!again)
    t->known = 0;

  if ((guint) move->number < moves->len)
    {
      /* Sent again (a refresh, an observer joining): from there on. */
      g_ptr_array_set_size (moves, move->number);
      room_client_drop_copy (t);
    }
  if ((guint) move->number > moves->len)
    {
      /* A gap: this client missed lines; the whole game is asked for,
       * and no copy is shown (nor played from) until it comes. */
      g_autofree char *line = g_strdup_printf ("moves %d", t->info.number);
      if (!t->broken)
        ishi_room_client_send (self, line);
      t->broken = TRUE;
      return;
    }
  if (move->number == 0 && t->broken)
    room_client_drop_copy (t);   /* the whole game, from its first move */
  if (move->number == 0 && g_ascii_strncasecmp (move->move, "Handicap ", 9) == 0)
    {
      /* NNGS's handicap is Black's first move ("handicap 2", its help
       * file): the copy is made again with the stones. */
      gint64 n = 0;
      if (g_ascii_string_to_signed (move->move + 9, 10, 0, 9, &n, NULL) && n != t->info.handicap)
        {
          t->info.handicap = n;
          room_client_drop_copy (t);
        }
    }
  g_ptr_array_add (moves, g_strdup (move->move));
  if (!again)
    {
      g_clear_pointer (&t->info.result, g_free);
      t->info.counting = FALSE;
    }
  /* A game sent again is shown once it is whole, never a part of it: a
   * bot back after the host's restart was asked for a move on the first
   * two moves of fourteen, and played on a stone. */
  if (t->resending)
    return;
  room_client_sync_copy (self, t);
  room_client_table_changed (self, t);
}

void
room_client_end_resends (IshiRoomClient *self, gboolean lost)
{
  GHashTableIter iter;
  Table *t;

  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &t))
    if (t->resending)
      {
        t->resending = FALSE;
        t->known = 0;
        if (lost)
          {
            /* A part of the game: none is shown until it comes again. */
            room_client_drop_copy (t);
            t->broken = TRUE;
            continue;
          }
        room_client_sync_copy (self, t);
        room_client_table_changed (self, t);
      }
}

static void
take_header (IshiRoomClient *self, const IshiIgsGameHeader *h)
{
  Table *t = room_client_table (self, h->game);

  self->current_game = h->game;
  t->info.started = TRUE;
  t->info.captures[ISHI_WHITE] = h->white_captures;
  t->info.captures[ISHI_BLACK] = h->black_captures;
  t->info.seconds[ISHI_WHITE] = h->white_seconds;
  t->info.seconds[ISHI_BLACK] = h->black_seconds;
  t->info.stones[ISHI_WHITE] = h->white_stones;
  t->info.stones[ISHI_BLACK] = h->black_stones;
  if (g_strcmp0 (t->info.seats[ISHI_WHITE], h->white) != 0
      || g_strcmp0 (t->info.seats[ISHI_BLACK], h->black) != 0)
    {
      gboolean had_players = t->info.seats[ISHI_WHITE] != NULL || t->info.seats[ISHI_BLACK] != NULL;
      g_free (t->info.seats[ISHI_WHITE]);
      g_free (t->info.seats[ISHI_BLACK]);
      t->info.seats[ISHI_WHITE] = g_strdup (h->white);
      t->info.seats[ISHI_BLACK] = g_strdup (h->black);
      room_client_drop_copy (t);
      if (self->server && had_players)
        {
          /* A server gives a finished game's number to the next one: its
           * size and komi are asked for again. */
          g_clear_pointer (&t->info.ruleset, g_free);
          t->info_asked = FALSE;
        }
    }
  if (self->server && t->info.result == NULL
      && (strcmp (h->white, self->name) == 0 || strcmp (h->black, self->name) == 0))
    {
      /* The client's own game (created, or loaded again under a new
       * number): it goes on. */
      self->own_game = h->game;
      room_client_taken_up (self, t);
    }
  if (t->info.ruleset == NULL)
    room_client_ask_table_info (self, t);
}

/* ------------------------------------------------------------------------ */
/* Ishi's 700 lines                                                          */
/* ------------------------------------------------------------------------ */

static gboolean
word_int (const char *word, int min, int max, int *value)
{
  gint64 v;

  if (word == NULL || !g_ascii_string_to_signed (word, 10, min, max, &v, NULL))
    return FALSE;
  *value = v;
  return TRUE;
}

static IshiColor
word_color (const char *word)
{
  if (g_strcmp0 (word, "B") == 0)
    return ISHI_BLACK;
  if (g_strcmp0 (word, "W") == 0)
    return ISHI_WHITE;
  return ISHI_EMPTY;
}

/* `table N RULE SIZE HANDICAP KOMI MINUTES BYOYOMI`: a new game's options
 * (the copy is made again when they change). */
static void
take_table (IshiRoomClient *self, char **w)
{
  int number, size, handicap, minutes, byoyomi;
  char *end = NULL;
  double komi;
  Table *t;

  if (g_strv_length (w) != 8 || !word_int (w[1], 1, 100000, &number)
      || ishi_ruleset_lookup (w[2]) == NULL || !word_int (w[3], 2, 52, &size)
      || !word_int (w[4], 0, 99, &handicap) || !word_int (w[6], 0, 10000, &minutes)
      || !word_int (w[7], 0, 10000, &byoyomi))
    return;
  komi = g_ascii_strtod (w[5], &end);
  if (end == w[5] || *end || !isfinite (komi))
    return;
  t = room_client_table (self, number);
  if (g_strcmp0 (t->info.ruleset, w[2]) != 0 || t->info.size != size || t->info.handicap != handicap
      || t->info.komi != komi)
    room_client_drop_copy (t);
  g_free (t->info.ruleset);
  t->info.ruleset = g_strdup (w[2]);
  t->info.size = size;
  t->info.handicap = handicap;
  t->info.komi = komi;
  t->info.minutes = minutes;
  t->info.byoyomi = byoyomi;
  room_client_table_changed (self, t);
}

static void
take_ishi (IshiRoomClient *self, const char *text)
{
  g_auto (GStrv) w = ishi_igs_split_words (text, 0);
  int number;
  Table *t;

  if (w[0] == NULL || room_client_take_class (self, w, text))
    return;
  if (strcmp (w[0], "token") == 0 && w[1] && strlen (w[1]) <= 64)
    {
      ishi_room_client_set_token (self, w[1]);
      g_signal_emit_by_name (self, "token-given", w[1]);
    }
  else if (strcmp (w[0], "room") == 0 && w[1] && w[2])
    {
      g_auto (GStrv) parts = ishi_igs_split_words (text, 3);
      g_free (self->room_game);
      g_free (self->room_name);
      self->room_game = g_strdup (parts[1]);
      self->room_name = g_strdup (parts[2]);
      g_signal_emit_by_name (self, "room-named");
    }
  else if (strcmp (w[0], "code") == 0 && g_strcmp0 (w[1], "ok") == 0 && w[2] == NULL)
    g_signal_emit_by_name (self, "code-accepted");
  /* The score list (ishi-room-commands.c): "scores N", then N lines
   * "score POINTS NAME"; a class's pupil gets "myscore POINTS" alone. */
  else if (strcmp (w[0], "scores") == 0 && word_int (w[1], 0, 100000, &number) && w[2] == NULL)
    {
      self->scores_left = number;
      g_signal_emit_by_name (self, "scores", number);
    }
  else if (strcmp (w[0], "score") == 0 && w[1] && w[2] && self->scores_left > 0)
    {
      g_auto (GStrv) parts = ishi_igs_split_words (text, 3);
      self->scores_left--;
      g_signal_emit_by_name (self, "score", parts[2], w[1]);
    }
  else if (strcmp (w[0], "myscore") == 0 && w[1] && w[2] == NULL)
    g_signal_emit_by_name (self, "my-score", w[1]);
  else if (strcmp (w[0], "table") == 0)
    take_table (self, w);
  else if (strcmp (w[0], "seat") == 0 && g_strv_length (w) >= 4 && word_int (w[1], 1, 100000, &number)
           && word_color (w[2]) != ISHI_EMPTY)
    {
      IshiColor c = word_color (w[2]);
      const char *name = strcmp (w[3], "-") == 0 ? NULL : w[3];
      t = room_client_table (self, number);
      if (g_strcmp0 (t->info.seats[c], name) != 0)
        {
          g_free (t->info.seats[c]);
          t->info.seats[c] = g_strdup (name);
          room_client_drop_copy (t);
        }
      t->info.away[c] = w[4] && strcmp (w[4], "away") == 0;
      room_client_table_changed (self, t);
    }
  else if (strcmp (w[0], "start") == 0 && word_int (w[1], 1, 100000, &number))
    {
      t = room_client_table (self, number);
      g_ptr_array_set_size (t->info.moves, 0);
      t->known = 0;
      t->resending = FALSE;
      g_ptr_array_set_size (t->info.dead, 0);
      g_clear_pointer (&t->info.result, g_free);
      t->info.counting = FALSE;
      t->info.adjourned = FALSE;
      g_clear_pointer (&t->info.opening, g_free);
      t->info.opening_decided = t->info.swapped = FALSE;
      t->info.started = TRUE;
      room_client_drop_copy (t);
      room_client_table_changed (self, t);
    }
  else if (strcmp (w[0], "opening") == 0 && w[2] && word_int (w[1], 1, 100000, &number))
    {
      t = room_client_table (self, number);
      g_free (t->info.opening);
      t->info.opening = g_strdup (w[2]);
      room_client_table_changed (self, t);
    }
  else if (strcmp (w[0], "swap") == 0 && w[2] && word_int (w[1], 1, 100000, &number))
    {
      t = room_client_table (self, number);
      t->info.opening_decided = TRUE;
      t->info.swapped = strcmp (w[2], "yes") == 0;
      room_client_table_changed (self, t);
    }
  else if ((strcmp (w[0], "counting") == 0 || strcmp (w[0], "dead") == 0 || strcmp (w[0], "continue") == 0
            || strcmp (w[0], "result") == 0 || strcmp (w[0], "adjourned") == 0
            || strcmp (w[0], "resumed") == 0)
           && word_int (w[1], 1, 100000, &number))
    {
      t = room_client_table (self, number);
      if (strcmp (w[0], "adjourned") == 0 || strcmp (w[0], "resumed") == 0)
        t->info.adjourned = strcmp (w[0], "adjourned") == 0;
      else if (strcmp (w[0], "counting") == 0)
        t->info.counting = TRUE;
      else if (strcmp (w[0], "continue") == 0)
        {
          t->info.counting = FALSE;
          /* The copy goes back to the game with the host's. */
          if (t->match && !t->broken && ishi_match_get_phase (t->match) == ISHI_PHASE_COUNTING)
            ishi_match_continue_play (t->match);
        }
      else if (strcmp (w[0], "result") == 0)
        {
          g_free (t->info.result);
          t->info.result = g_strdup (w[2]);
          t->info.counting = FALSE;
          t->info.adjourned = FALSE;
        }
      else
        {
          g_ptr_array_set_size (t->info.dead, 0);
          for (guint i = 2; w[i]; i++)
            g_ptr_array_add (t->info.dead, g_strdup (w[i]));
        }
      room_client_table_changed (self, t);
    }
}

/* ------------------------------------------------------------------------ */
/* Reading lines                                                             */
/* ------------------------------------------------------------------------ */

void
room_client_set_state (IshiRoomClient *self, IshiRoomClientState state)
{
  if (self->state == state)
    return;
  if (state != ISHI_ROOM_CLIENT_ONLINE)
    room_client_end_resends (self, TRUE);
  g_debug ("%s: state %d", self->name, state);
  self->state = state;
  g_signal_emit_by_name (self, "state-changed");
}

static void
undo_last (IshiRoomClient *self, Table *t)
{
  g_ptr_array_set_size (t->info.moves, t->info.moves->len - 1);
  room_client_drop_copy (t);
  room_client_sync_copy (self, t);
  room_client_table_changed (self, t);
}

static void
take_undo (IshiRoomClient *self, const char *text)
{
  g_autofree char *name = NULL, *move = NULL;
  GHashTableIter iter;
  Table *t;
  int game;

  /* What observers see on IGS: "Undo in game 38: kerbrat vs African1d:  P15". */
  if (ishi_igs_parse_undo_in_game (text, &game))
    {
      t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (game));
      if (t && t->info.moves->len > 0)
        undo_last (self, t);
      return;
    }
  if (!ishi_igs_parse_undo (text, &name, &move))
    return;
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &t))
    if ((g_strcmp0 (t->info.seats[ISHI_BLACK], name) == 0
         || g_strcmp0 (t->info.seats[ISHI_WHITE], name) == 0)
        && t->info.moves->len > 0 && t->info.result == NULL)
      {
        undo_last (self, t);
        return;
      }
}

static void
take_result (IshiRoomClient *self, const char *text)
{
  g_autofree char *white = NULL, *black = NULL, *result = NULL;
  gboolean adjourned;
  int game;

  if (!ishi_igs_parse_result (text, &game, &white, &black, &result))
    return;
  /* Ishi's room says it in words and adds `700 result` with the
   * record's RE: the words are left to that line. */
  if (!self->server)
    return;
  Table *t = room_client_table (self, game);
  char *re = ishi_igs_result_to_sgf (result, &adjourned);
  if (adjourned)
    t->info.adjourned = TRUE;
  else if (t->info.result == NULL)
    t->info.result = re ? re : g_strdup (result);
  else
    g_free (re);
  t->info.counting = FALSE;
  if (game == self->own_game)
    self->own_game = 0;
  if (!adjourned)
    {
      /* Over: no refusal of a `load` of it is to be kept from anyone. */
      g_autofree char *pair = g_strdup_printf ("%s-%s", white, black);
      for (guint i = 0; i < self->loads->len; i++)
        if (strcmp (self->loads->pdata[i], pair) == 0)
          {
            g_ptr_array_remove_index (self->loads, i);
            break;
          }
    }
  room_client_table_changed (self, t);
}

/* A message of the room's catalogue, "CODE ID\tARG…"
 * (ishi-room-messages.h): said by the client's windows in their words. */
static void
take_say (IshiRoomClient *self, const char *rest)
{
  g_autofree char *id = NULL;
  g_auto (GStrv) args = NULL;
  int code;

  if (!ishi_room_message_parse_wire (rest, &code, &id, NULL, &args))
    return;
  if (strcmp (id, "match-offer-respond") == 0 && g_strv_length (args) == 6)
    {
      /* IGS's "Use <match NAME COLOR SIZE MINUTES BYO> or <decline
       * NAME> to respond.": an offer to answer. */
      guint64 size = 0, minutes = 0, byo = 0;

      if ((strcmp (args[1], "B") == 0 || strcmp (args[1], "W") == 0)
          && g_ascii_string_to_unsigned (args[2], 10, 2, 52, &size, NULL)
          && g_ascii_string_to_unsigned (args[3], 10, 0, 100000, &minutes, NULL)
          && g_ascii_string_to_unsigned (args[4], 10, 0, 100000, &byo, NULL))
        g_signal_emit_by_name (self, "match-offer", args[0], (int) (args[1][0] == 'B' ? ISHI_BLACK : ISHI_WHITE),
                               (int) size, (int) minutes, (int) byo);
      return;
    }
  g_signal_emit_by_name (self, "say", code, id, args);
}

static void
take_line (IshiRoomClient *self, int code, const char *text)
{
  if (self->server ? room_client_take_server_line (self, code, text)
                   : room_client_take_room_line (self, code, text))
    return;
  switch (code)
    {
    case ISHI_IGS_MOVE:
      {
        IshiIgsGameHeader h;
        IshiIgsMove move;
        if (ishi_igs_parse_game_header (text, &h))
          {
            take_header (self, &h);
            ishi_igs_game_header_clear (&h);
          }
        else if (self->current_game > 0 && ishi_igs_parse_move (text, &move))
          {
            take_move (self, &move);
            ishi_igs_move_clear (&move);
          }
        break;
      }
    case ISHI_IGS_UNDO:
      take_undo (self, text);
      break;
    case ISHI_IGS_REMOVING:
      {
        g_autofree char *name = NULL, *point = NULL;
        int game;
        if (ishi_igs_parse_removing (text, &game, &name, &point))
          {
            Table *t = room_client_table (self, game);
            t->info.counting = TRUE;
            /* A plain IGS server says each stone removed; Ishi's room sends
             * the whole list (700 dead) right after, which replaces it. */
            g_ptr_array_add (t->info.dead, g_steal_pointer (&point));
            room_client_table_changed (self, t);
          }
        break;
      }
    case ISHI_IGS_INFO:
    case ISHI_IGS_SHOUT:
      if (text[0] == '{')
        take_result (self, text);
      else if (code == ISHI_IGS_SHOUT)
        {
          g_autofree char *name = NULL, *message = NULL;
          if (ishi_igs_parse_speech (text, '!', '!', &name, &message))
            g_signal_emit_by_name (self, "chat", "shout", name, message);
        }
      break;
    case ISHI_IGS_SAY:
    case ISHI_IGS_TELL:
      {
        g_autofree char *name = NULL, *message = NULL;
        if (ishi_igs_parse_speech (text, '*', '*', &name, &message))
          g_signal_emit_by_name (self, "chat", code == ISHI_IGS_SAY ? "say" : "tell", name, message);
        break;
      }
    case ISHI_IGS_KIBITZ:
      /* Two lines: "Kibitz name [rank]: Game …" then the text. */
      if (g_str_has_prefix (text, "Kibitz "))
        {
          const char *p = text + 7;
          g_free (self->kibitz_from);
          self->kibitz_from = g_strndup (p, strcspn (p, " :["));
        }
      else if (self->kibitz_from)
        {
          g_autofree char *from = g_steal_pointer (&self->kibitz_from);
          g_autofree char *message = g_strstrip (g_strdup (text));
          g_signal_emit_by_name (self, "chat", "kibitz", from, message);
        }
      break;
    case ISHI_IGS_ERROR:
      g_signal_emit_by_name (self, "error", text);
      break;
    case ISHI_IGS_ISHI:
      if (g_str_has_prefix (text, "say "))
        take_say (self, text + 4);
      else
        take_ishi (self, text);
      break;
    default:
      break;
    }
}


/* Ishi's room refused the name because someone else holds it (ishi-room.c's
 * login_name and login_password), logged in from another computer or
 * keeping a seat whose token this computer does not have — its line read
 * by its id in the catalogue, name-in-room or invalid-password, the line
 * whole: said in the program's words (other refusals when the room asks
 * for the name again), and no more tries; but a client that was in and
 * lost its connection tries again, as the room may not yet know that its
 * old connection is gone.  TRUE when the line was such a refusal. */
static gboolean
room_refused_login (IshiRoomClient *self, const char *line)
{
  gboolean in_room = ishi_room_message_is (line, ISHI_ROOM_MSG_NAME_IN_ROOM);

  if (!in_room && !ishi_room_message_is (line, ISHI_ROOM_MSG_INVALID_PASSWORD))
    return FALSE;
  if (!in_room || !self->was_online)
    {
      /* A seat's token is kept by the program that sat down: at another
       * computer (or after that one lost it) the pupil is told where her
       * seat is, not that someone else has her name. */
      g_autofree char *why = g_strdup_printf (in_room ? _("The name “%s” is in use on another computer.")
                                                      : _("The name “%s” keeps a seat for the computer that sat down "
                                                          "with it: join from that computer, or choose another name."),
                                              self->name);
      self->refusal = ishi_room_message_get (in_room ? ISHI_ROOM_MSG_NAME_IN_ROOM : ISHI_ROOM_MSG_INVALID_PASSWORD)->id;
      room_client_login_failed (self, why);
    }
  return TRUE;
}

/* The room's refusal at the login, a message without arguments said in
 * English (the room says its messages by id only once asked, after the
 * login): its id, or NULL for a line of no such message. */
static const char *
login_refusal_id (const char *line)
{
  guint n;
  const IshiRoomMessage *all = ishi_room_messages_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (ishi_room_message_n_args (&all[i]) == 0 && ishi_room_message_is (line, ishi_room_message_get_id (&all[i])))
      return all[i].id;
  return NULL;
}

void
ishi_room_client_feed (IshiRoomClient *self, const char *line)
{
  g_autofree char *valid = NULL;
  const char *text;
  int code;

  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  valid = g_utf8_make_valid (line, -1);
  g_debug ("%s < %s", self->name, valid);
  if (g_str_has_prefix (valid, "Login:"))
    {
      if (!self->server && self->state == ISHI_ROOM_CLIENT_LOGGING_IN && self->login_said)
        {
          /* Asked again: the room refused the name (or the token), and
           * said why; asking again would only be refused again. */
          g_autofree char *why = g_strdup_printf (_("The room refused to let you in: %s"), self->login_said);
          self->refusal = self->login_said_id;
          room_client_login_failed (self, why);
          return;
        }
      g_clear_handle_id (&self->greeting_source, g_source_remove);
      self->retries = 0;   /* a server that answers: counted from here again */
      room_client_set_state (self, ISHI_ROOM_CLIENT_LOGGING_IN);
      room_client_write_line (self, self->name);
      return;
    }
  if (g_str_has_prefix (valid, "Password:") || strcmp (valid, "1 1") == 0)
    {
      if (self->server && self->token == NULL)
        {
          /* NNGS asks a password of a registered name only. */
          g_autofree char *why = g_strdup_printf (_("“%s” is registered on this server: log in with its password, or choose another name."),
                                                  self->name);
          room_client_login_failed (self, why);
          return;
        }
      room_client_write_line (self, self->token ? self->token : "");
      return;
    }
  if (self->server && self->state == ISHI_ROOM_CLIENT_LOGGING_IN)
    {
      /* NNGS's refusals at login (its source: "Invalid password!", "***
       * Sorry NAME is already logged in ***", "Sorry, names may be at
       * most 10 characters long."). */
      if (g_str_has_prefix (valid, "Invalid password"))
        {
          room_client_login_failed (self, _("The server refused the password."));
          return;
        }
      if (g_str_has_prefix (valid, "*** Sorry ") && strstr (valid, " is already logged in"))
        {
          /* After a break the server may not yet know the old connection
           * is gone: then the client tries again, as after any break. */
          if (!self->was_online)
            room_client_login_failed (self, _("Someone with this name is already on the server: choose another name."));
          return;
        }
      if (g_str_has_prefix (valid, "Sorry, names may be at most "))
        {
          room_client_login_failed (self, _("The server refused the name: it takes names of at most 10 letters and digits."));
          return;
        }
    }
  if (!self->server && self->state == ISHI_ROOM_CLIENT_LOGGING_IN && room_refused_login (self, valid))
    return;
  if (self->state == ISHI_ROOM_CLIENT_LOGGING_IN
      && (g_str_has_prefix (valid, "#>") || strcmp (valid, "1 5") == 0))
    {
      /* Logged in: client mode (before anyone hears of the login and
       * sends its own lines), and the code to sit. */
      self->was_online = TRUE;
      if (!self->server)
        room_client_write_line (self, "set says true");   /* the room's messages by id, before client mode */
      room_client_write_line (self, "set client true");
      room_client_set_state (self, ISHI_ROOM_CLIENT_ONLINE);
      if (self->server)
        room_client_server_logged_in (self);
      if (self->code)
        {
          g_autofree char *c = g_strdup_printf ("/code %s", self->code);
          room_client_write_line (self, c);
        }
      return;
    }
  if (!ishi_igs_split (valid, &code, &text))
    {
      /* The room's words at the login (a name refused), said if it asks
       * for the name again. */
      if (!self->server && self->state == ISHI_ROOM_CLIENT_LOGGING_IN && *valid)
        {
          g_free (self->login_said);
          self->login_said = g_strdup (valid);
          self->login_said_id = login_refusal_id (valid);
        }
      return;
    }
  /* A game is sent as one block of move lines: whatever comes next ends it. */
  if (code != ISHI_IGS_MOVE)
    room_client_end_resends (self, FALSE);
  if (self->server && code == ISHI_IGS_INFO)
    {
      /* Answers to what the client asked by itself (`ayt`, `stored` at
       * login), and NNGS's stray prompt ("9 1 7" after the first done),
       * are no lines for the client's users. */
      if (self->ayt_pending > 0 && strcmp (text, "yes") == 0)
        {
          self->ayt_pending--;
          return;
        }
      if (g_str_has_prefix (text, "Stored games for ")
          || (g_str_has_prefix (text, "Found ") && g_str_has_suffix (text, " stored games."))
          || g_regex_match_simple ("^1 [0-9]+$", text, 0, 0))
        return;
    }
  g_signal_emit_by_name (self, "line", code, text);
  take_line (self, code, text);
}
