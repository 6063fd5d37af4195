/* ishi-room-client-server.c — the client on a plain Go server (NNGS,
 * IGS): what such a server says that Ishi's room does not.
 *
 * Its lists: `who` (27) and `games` (7), kept by name and by number and
 * announced as "lists-changed" at the prompt that ends them.  Its match
 * offers ("Use <match …> or <decline …> to respond.") as "match-offer".
 * The start of the player's own game ("Creating match [N] with NAME."),
 * after which the client asks `games N` for the size, handicap and komi
 * it needs to keep a copy of the game — as it does for a game it starts
 * to observe.  The count: NNGS's "You can check your score…", its
 * "Removing @ C3" lines, the server's score (20) kept beside Ishi's own.
 * The forms are those of ishi-igs-server.h.
 *
 * A game adjourned (asked for, or because a player's connection dropped:
 * the server keeps it) is taken up again as NNGS's help files say: at
 * login the client asks `stored`, and as soon as the opponent of a game
 * listed there is on the server (its `who`, or its shout "{NAME [rank]
 * has connected.}") it sends `load WHITE-BLACK`; the server answers with
 * the game's header and its last move, and the client asks the moves
 * before it (a gap, see ishi-room-client-read.c).  The player who stayed
 * does the same for the game it saw adjourned, when the other comes
 * back.  NNGS 1.1.22 (run on loopback, tests/net/nngs-crash-*.script):
 * whichever `load` comes first restores the game, under a new number, for
 * both — the one who comes back may find it restored at its login,
 * before its client mode, and sees it only in its `who` and `games`
 * lists — and refuses the other ("ken is currently playing a game.").  So
 * the client sends no `load` for an opponent who plays, takes up its own
 * game from the games list, and keeps the refusal of its own `load` from
 * its users.
 *
 * A server counts as Japanese rules do (territory and prisoners, the
 * komi it announces): the copy is made with that rule set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-client-private.h"

#include <math.h>
#include <string.h>

#include "ishi-igs-server.h"
#include "ishi-igs.h"

#define SERVER_RULESET "japanese"

static void
entry_free (gpointer data)
{
  ishi_igs_game_entry_clear (data);
  g_free (data);
}

static void
who_free (gpointer data)
{
  ishi_igs_who_entry_clear (data);
  g_free (data);
}

/* A line of the games list: kept, and given to the table when the client
 * follows that game. */
static void ask_whole_game (IshiRoomClient *self, Table *t);

/* A game of the client's own in the games list while it knows of none
 * going on: restored by the server (the other player's `load`, at this
 * client's login): it is taken up, and its moves asked for. */
static Table *
own_game_listed (IshiRoomClient *self, const IshiIgsGameEntry *e)
{
  Table *own = self->own_game ? g_hash_table_lookup (self->tables, GINT_TO_POINTER (self->own_game)) : NULL;
  Table *t;

  if (strcmp (e->white, self->name) != 0 && strcmp (e->black, self->name) != 0)
    return NULL;
  if (own != NULL && own->info.result == NULL && !own->info.adjourned)
    return NULL;   /* one game at a time: the one the client follows */
  t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (e->game));
  if (t != NULL && (t->info.result != NULL || t->info.moves->len > 0))
    return NULL;   /* known already (or an old game's number: its header says) */
  t = room_client_table (self, e->game);
  g_free (t->info.seats[ISHI_WHITE]);
  g_free (t->info.seats[ISHI_BLACK]);
  t->info.seats[ISHI_WHITE] = g_strdup (e->white);
  t->info.seats[ISHI_BLACK] = g_strdup (e->black);
  t->info.started = TRUE;
  t->info_asked = TRUE;   /* this line gives the size and komi */
  self->own_game = e->game;
  room_client_taken_up (self, t);
  return t;
}

static void
take_game_entry (IshiRoomClient *self, IshiIgsGameEntry *e)
{
  Table *adopted = self->server ? own_game_listed (self, e) : NULL;
  Table *t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (e->game));

  if (t != NULL)
    {
      if (g_strcmp0 (t->info.ruleset, SERVER_RULESET) != 0 || t->info.size != e->size
          || t->info.handicap != e->handicap || t->info.komi != e->komi)
        room_client_drop_copy (t);
      g_free (t->info.ruleset);
      t->info.ruleset = g_strdup (SERVER_RULESET);
      t->info.size = e->size;
      t->info.handicap = e->handicap;
      t->info.komi = e->komi;
      t->info.byoyomi = e->byoyomi;
      if (t->info.seats[ISHI_WHITE] == NULL && t->info.seats[ISHI_BLACK] == NULL)
        {
          t->info.seats[ISHI_WHITE] = g_strdup (e->white);
          t->info.seats[ISHI_BLACK] = g_strdup (e->black);
        }
      room_client_sync_copy (self, t);
      room_client_table_changed (self, t);
    }
  g_hash_table_replace (self->games, GINT_TO_POINTER (e->game), g_memdup2 (e, sizeof *e));
  memset (e, 0, sizeof *e);   /* the strings now belong to the list */
  self->lists_dirty = TRUE;
  if (adopted)
    ask_whole_game (self, adopted);
}

static void
ask_whole_game (IshiRoomClient *self, Table *t)
{
  g_autofree char *line = g_strdup_printf ("moves %d", t->info.number);

  ishi_room_client_send (self, line);
}

void
room_client_ask_table_info (IshiRoomClient *self, Table *t)
{
  g_autofree char *line = NULL;
  IshiIgsGameEntry *known;

  if (!self->server || t->info_asked)
    return;
  t->info_asked = TRUE;
  known = g_hash_table_lookup (self->games, GINT_TO_POINTER (t->info.number));
  if (known != NULL && g_strcmp0 (known->white, t->info.seats[ISHI_WHITE]) == 0
      && g_strcmp0 (known->black, t->info.seats[ISHI_BLACK]) == 0)
    {
      /* Listed already (the list came before the game was followed). */
      IshiIgsGameEntry copy = *known;
      copy.white = g_strdup (known->white);
      copy.white_rank = g_strdup (known->white_rank);
      copy.black = g_strdup (known->black);
      copy.black_rank = g_strdup (known->black_rank);
      take_game_entry (self, &copy);
      return;
    }
  line = g_strdup_printf ("games %d", t->info.number);
  ishi_room_client_send (self, line);
}

static gboolean
take_games_line (IshiRoomClient *self, const char *text)
{
  IshiIgsGameEntry e;

  if (g_str_has_prefix (text, "[##]"))
    {
      /* The list's header: a full list follows (a `games N` answer has
       * one line, which replaces its game's only). */
      if (self->games_full)
        {
          g_hash_table_remove_all (self->games);
          self->games_full = FALSE;
          self->lists_dirty = TRUE;
        }
      return TRUE;
    }
  if (!ishi_igs_parse_game_entry (text, &e))
    return FALSE;
  take_game_entry (self, &e);
  ishi_igs_game_entry_clear (&e);
  return TRUE;
}

static gboolean
take_who_line (IshiRoomClient *self, const char *text)
{
  IshiIgsWhoEntry entries[2];
  int n;

  if (strstr (text, "Name") && strstr (text, "Idle"))
    {
      g_hash_table_remove_all (self->players);
      self->lists_dirty = TRUE;
      return TRUE;
    }
  n = ishi_igs_parse_who_line (text, entries);
  for (int i = 0; i < n; i++)
    {
      IshiIgsWhoEntry *e = g_memdup2 (&entries[i], sizeof entries[i]);
      g_hash_table_replace (self->players, e->name, e);
      self->lists_dirty = TRUE;
    }
  return n > 0;
}

/* `load WHITE-BLACK`, sent by the client itself. */
static void
send_load (IshiRoomClient *self, const char *white, const char *black)
{
  g_autofree char *pair = g_strdup_printf ("%s-%s", white, black);
  g_autofree char *line = g_strdup_printf ("load %s", pair);

  for (guint i = 0; i < self->loads->len; i++)
    if (strcmp (self->loads->pdata[i], pair) == 0)
      {
        ishi_room_client_send (self, line);
        return;
      }
  ishi_room_client_send (self, line);
  g_ptr_array_add (self->loads, g_steal_pointer (&pair));
}

/* Can a game with `other` be taken up now?  `arrived`: the name the
 * server just said has connected; else the players' list says whether
 * `other` is on and plays no game (NNGS refuses to load a game of a
 * player who plays: the other's `load` came first). */
static gboolean
can_load_with (IshiRoomClient *self, const char *other, const char *arrived)
{
  IshiIgsWhoEntry *e;

  if (arrived)
    return strcmp (arrived, other) == 0;
  e = g_hash_table_lookup (self->players, other);
  return e != NULL && e->playing == 0;
}

/* `load` for each stored game, and each game of the client's seen
 * adjourned, whose opponent is on the server and free. */
static void
resume_stored (IshiRoomClient *self, const char *arrived)
{
  GHashTableIter iter;
  Table *t;

  for (guint i = 0; i < self->stored->len; )
    {
      const char *pair = self->stored->pdata[i];
      const char *dash = strchr (pair, '-');
      g_autofree char *white = g_strndup (pair, dash - pair);
      const char *black = dash + 1;
      const char *other = strcmp (white, self->name) == 0 ? black : white;

      if (can_load_with (self, other, arrived))
        {
          send_load (self, white, black);
          g_ptr_array_remove_index (self->stored, i);
        }
      else
        i++;
    }
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &t))
    {
      const char *white = t->info.seats[ISHI_WHITE], *black = t->info.seats[ISHI_BLACK];
      const char *other;

      if (!t->info.adjourned || t->info.result || t->info.resumed_as || !white || !black
          || (strcmp (white, self->name) != 0 && strcmp (black, self->name) != 0))
        continue;
      other = strcmp (white, self->name) == 0 ? black : white;
      if ((arrived || !t->load_sent) && can_load_with (self, other, arrived))
        {
          t->load_sent = TRUE;
          send_load (self, white, black);
        }
    }
}

void
room_client_taken_up (IshiRoomClient *self, Table *t)
{
  GHashTableIter iter;
  Table *other;
  const char *white = t->info.seats[ISHI_WHITE], *black = t->info.seats[ISHI_BLACK];
  g_autofree char *pair = g_strdup_printf ("%s-%s", white, black);

  t->info.adjourned = FALSE;
  t->info.resumed_as = 0;
  t->load_sent = FALSE;
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &other))
    if (other != t && other->info.result == NULL && other->info.resumed_as == 0
        && g_strcmp0 (other->info.seats[ISHI_WHITE], white) == 0
        && g_strcmp0 (other->info.seats[ISHI_BLACK], black) == 0)
      {
        other->info.adjourned = TRUE;
        other->info.resumed_as = t->info.number;
        room_client_table_changed (self, other);
      }
  /* Stored no more: nothing to load. */
  for (guint i = 0; i < self->stored->len; i++)
    if (strcmp (self->stored->pdata[i], pair) == 0)
      {
        g_ptr_array_remove_index (self->stored, i);
        break;
      }
}

/* The server's refusal of a `load` the client sent by itself: "ken is
 * currently playing a game." (the other's `load` came first: the game
 * is on, and the games list shows it), "There is no stored game ken vs.
 * hana" (it was taken up or ended).  TRUE when the line was one. */
static gboolean
take_load_refused (IshiRoomClient *self, const char *text)
{
  for (guint i = 0; i < self->loads->len; i++)
    {
      const char *pair = self->loads->pdata[i];
      const char *dash = strchr (pair, '-');
      g_autofree char *white = g_strndup (pair, dash - pair);
      const char *black = dash + 1;
      g_autofree char *playing_w = g_strdup_printf ("%s is currently playing a game.", white);
      g_autofree char *playing_b = g_strdup_printf ("%s is currently playing a game.", black);
      g_autofree char *none = g_strdup_printf ("There is no stored game %s vs. %s", white, black);

      if (strcmp (text, playing_w) == 0 || strcmp (text, playing_b) == 0)
        {
          g_ptr_array_remove_index (self->loads, i);
          ishi_room_client_refresh_lists (self);
          return TRUE;
        }
      if (strcmp (text, none) == 0)
        {
          g_ptr_array_remove_index (self->loads, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* "  kumi-hana" (code 23): a stored game of this client's. */
static gboolean
take_stored (IshiRoomClient *self, const char *text)
{
  g_autofree char *pair = g_strstrip (g_strdup (text));
  const char *dash = strchr (pair, '-');
  g_autofree char *white = NULL;

  if (dash == NULL || strchr (dash + 1, '-') || strchr (pair, ' '))
    return FALSE;
  white = g_strndup (pair, dash - pair);
  if (!ishi_igs_name_is_valid (white) || !ishi_igs_name_is_valid (dash + 1)
      || (strcmp (white, self->name) != 0 && strcmp (dash + 1, self->name) != 0))
    return FALSE;
  for (guint i = 0; i < self->stored->len; i++)
    if (strcmp (self->stored->pdata[i], pair) == 0)
      return TRUE;
  g_ptr_array_add (self->stored, g_steal_pointer (&pair));
  return TRUE;
}

/* The client's own game begins (or an adjourned one is taken up again). */
static void
take_creating_match (IshiRoomClient *self, int number)
{
  Table *t = room_client_table (self, number);

  self->own_game = number;
  g_ptr_array_set_size (t->info.moves, 0);
  g_ptr_array_set_size (t->info.dead, 0);
  g_clear_pointer (&t->info.result, g_free);
  t->info.counting = FALSE;
  t->info.adjourned = FALSE;
  t->info.server_counted = FALSE;
  t->info.started = TRUE;
  t->info_asked = FALSE;
  room_client_drop_copy (t);
  room_client_ask_table_info (self, t);
  room_client_table_changed (self, t);
}

/* The table a count line is about: the client's own game, else the game
 * of the last header. */
static Table *
count_table (IshiRoomClient *self)
{
  int number = self->own_game ? self->own_game : self->current_game;

  return number ? room_client_table (self, number) : NULL;
}

/* "Use <match hana W 9 10 10> or <decline hana> to respond." */
static gboolean
take_offer (IshiRoomClient *self, const char *text)
{
  IshiIgsMatchOffer offer;

  if (!ishi_igs_parse_match_offer (text, &offer))
    return FALSE;
  g_signal_emit_by_name (self, "match-offer", offer.name, (int) offer.color, offer.size, offer.minutes,
                         offer.byoyomi);
  ishi_igs_match_offer_clear (&offer);
  return TRUE;
}

static gboolean
take_info (IshiRoomClient *self, const char *text)
{
  g_autofree char *opponent = NULL, *point = NULL;
  double komi;
  Table *t;
  int number;

  if (take_offer (self, text))
    return TRUE;
  if (ishi_igs_parse_komi_offer (text, &komi, &opponent))
    {
      g_signal_emit_by_name (self, "komi-offer", opponent, komi);
      return TRUE;
    }
  if (ishi_igs_parse_creating_match (text, &number, &opponent))
    {
      take_creating_match (self, number);
      return TRUE;
    }
  if (g_str_has_prefix (text, "You can check your score with the score command")
      && (t = count_table (self)) != NULL)
    {
      /* NNGS counts after the second pass in a row, and sends it to no
       * one (its gameproc.c: the players are counting then); its move
       * list has it (`moves N`).  The copy and the record take it. */
      if (!t->info.counting && t->info.moves->len > 0
          && g_ascii_strcasecmp (t->info.moves->pdata[t->info.moves->len - 1], "Pass") == 0)
        {
          g_ptr_array_add (t->info.moves, g_strdup ("Pass"));
          room_client_sync_copy (self, t);
        }
      t->info.counting = TRUE;
      g_ptr_array_set_size (t->info.dead, 0);
      room_client_table_changed (self, t);
      return TRUE;
    }
  if (ishi_igs_parse_removing_own (text, &point) && (t = count_table (self)) != NULL)
    {
      t->info.counting = TRUE;
      g_ptr_array_add (t->info.dead, g_steal_pointer (&point));
      room_client_table_changed (self, t);
      return TRUE;
    }
  /* The komi agreed ("Komi is now set to 6.5" to the one who offered,
   * "Set the komi to 6.5" to the one who accepted): the copy is made
   * again with it. */
  if ((g_str_has_prefix (text, "Komi is now set to ") || g_str_has_prefix (text, "Set the komi to "))
      && self->own_game && (t = g_hash_table_lookup (self->tables, GINT_TO_POINTER (self->own_game))))
    {
      const char *k = strrchr (text, ' ') + 1;
      char *end = NULL;
      double value = g_ascii_strtod (k, &end);
      if (end != k && *end == '\0' && isfinite (value) && fabs (value) < 1000)
        {
          t->info.komi = value;
          room_client_drop_copy (t);
          room_client_table_changed (self, t);
        }
      return TRUE;
    }
  if (g_str_has_suffix (text, " would like to adjourn the game."))
    {
      g_autofree char *name = g_strndup (text, strcspn (text, " "));
      g_signal_emit_by_name (self, "adjourn-request", name);
      return TRUE;
    }
  return FALSE;
}

gboolean
room_client_take_server_line (IshiRoomClient *self, int code, const char *text)
{
  Table *t;
  double white, black;

  switch (code)
    {
    case ISHI_IGS_PROMPT:
      if (self->lists_dirty)
        {
          self->lists_dirty = FALSE;
          resume_stored (self, NULL);
          g_signal_emit_by_name (self, "lists-changed");
        }
      return FALSE;
    case ISHI_IGS_STORED:
      return take_stored (self, text);
    case ISHI_IGS_SHOUT:
      /* "{kumi [ NR ] has connected.}", "{kumi has disconnected}" (NNGS
       * shouts them to all): the players' list follows without a `who`. */
      if (g_str_has_prefix (text, "{") && g_str_has_suffix (text, " has connected.}"))
        {
          g_autofree char *who = g_strndup (text + 1, strcspn (text + 1, " "));
          const char *open = strchr (text, '['), *close = open ? strchr (open, ']') : NULL;
          if (ishi_igs_name_is_valid (who) && open && close && close - open <= 8)
            {
              IshiIgsWhoEntry *e = g_new0 (IshiIgsWhoEntry, 1);
              e->name = g_strdup (who);
              e->rank = g_strstrip (g_strndup (open + 1, close - open - 1));
              e->idle = g_strdup ("0s");
              e->flags = g_strdup ("");
              g_hash_table_replace (self->players, e->name, e);
              self->lists_dirty = TRUE;
            }
          resume_stored (self, who);
        }
      else if (g_str_has_prefix (text, "{") && g_str_has_suffix (text, " has disconnected}"))
        {
          g_autofree char *who = g_strndup (text + 1, strcspn (text + 1, " "));
          if (g_hash_table_remove (self->players, who))
            self->lists_dirty = TRUE;
        }
      return FALSE;
    case ISHI_IGS_GAMES:
      return take_games_line (self, text);
    case ISHI_IGS_WHO:
      return take_who_line (self, text);
    case ISHI_IGS_INFO:
      return take_info (self, text);
    case ISHI_IGS_ERROR:
      return self->loads->len > 0 && take_load_refused (self, text);
    case ISHI_IGS_SCORE:
      if (ishi_igs_parse_score (text, &white, &black) && (t = count_table (self)) != NULL)
        {
          t->info.server_counted = TRUE;
          t->info.server_score[ISHI_WHITE] = white;
          t->info.server_score[ISHI_BLACK] = black;
          room_client_table_changed (self, t);
          return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
}

/* In Ishi's room, what it shares with a plain server: who is in the room
 * (its `who` is NNGS's), and IGS's challenge offered to this client (the
 * room words it as NNGS does; qGo offers so). */
gboolean
room_client_take_room_line (IshiRoomClient *self, int code, const char *text)
{
  switch (code)
    {
    case ISHI_IGS_PROMPT:
      if (self->lists_dirty)
        {
          self->lists_dirty = FALSE;
          g_signal_emit_by_name (self, "lists-changed");
        }
      return FALSE;
    case ISHI_IGS_WHO:
      return take_who_line (self, text);
    case ISHI_IGS_INFO:
      return take_offer (self, text);
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------------ */
/* What the client's users read                                              */
/* ------------------------------------------------------------------------ */

void
room_client_server_init (IshiRoomClient *self)
{
  self->players = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, who_free);
  self->games = g_hash_table_new_full (NULL, NULL, NULL, entry_free);
  self->stored = g_ptr_array_new_with_free_func (g_free);
  self->loads = g_ptr_array_new_with_free_func (g_free);
}

gboolean
ishi_room_client_is_server (IshiRoomClient *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), FALSE);
  return self->server;
}

void
ishi_room_client_refresh_lists (IshiRoomClient *self)
{
  g_return_if_fail (ISHI_IS_ROOM_CLIENT (self));
  self->games_full = TRUE;
  ishi_room_client_send (self, "who");
  ishi_room_client_send (self, "games");
}

void
room_client_server_logged_in (IshiRoomClient *self)
{
  /* The stored list is the server's: asked again at each login. */
  g_ptr_array_set_size (self->stored, 0);
  ishi_room_client_send (self, "stored");
  ishi_room_client_refresh_lists (self);
}

static int
by_name (gconstpointer a, gconstpointer b)
{
  const IshiIgsWhoEntry *x = *(IshiIgsWhoEntry **) a, *y = *(IshiIgsWhoEntry **) b;

  return g_utf8_collate (x->name, y->name);
}

static int
by_number (gconstpointer a, gconstpointer b)
{
  const IshiIgsGameEntry *x = *(IshiIgsGameEntry **) a, *y = *(IshiIgsGameEntry **) b;

  return (x->game > y->game) - (x->game < y->game);
}

GPtrArray *
ishi_room_client_list_players (IshiRoomClient *self)
{
  GPtrArray *list = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), list);
  g_hash_table_iter_init (&iter, self->players);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, by_name);
  return list;
}

GPtrArray *
ishi_room_client_list_games (IshiRoomClient *self)
{
  GPtrArray *list = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (ISHI_IS_ROOM_CLIENT (self), list);
  g_hash_table_iter_init (&iter, self->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, by_number);
  return list;
}
