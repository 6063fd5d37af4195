/* ishi-engine-player.c — see ishi-engine-player.h.
 *
 * One command is out at a time, each with an id; a reply is the lines from
 * "=id" or "?id" to the next blank line (gtp2-spec: 2.9, 2.10).  A line
 * that belongs to no reply is kept as engine output, never taken as an
 * answer (Sabaki's desync, its issues 643 and 676).  Every command has a
 * timeout; a hang, a crash, garbage or an answer that is no legal move
 * ends in one "failed" signal with a sentence, and the record is never
 * touched by a failure.
 *
 * Keeping in step, as GoGui does: the engine's moves are remembered; before
 * each genmove the longest common prefix with the record's current line is
 * kept, the rest taken back with `undo` (where the engine lists it) and the
 * record's moves played; otherwise boardsize, clear_board, komi, the
 * handicap (set_free_handicap: the stones are exactly Ishi's) and all the
 * moves again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-player"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-engine-player.h"
#include "ishi-player.h"

#define COMMAND_TIMEOUT 15
#define OUTPUT_LINES 20
/* GTP's columns: A–Z without I, 25 of them (gtp2-spec: 2.11). */
static const char gtp_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

typedef struct {
  IshiColor color;
  int x, y;          /* ISHI_PASS_X: a pass */
} Entry;

typedef struct _Command Command;
typedef void (*CommandDone) (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply);

struct _Command {
  guint id;
  char *line;        /* "id text\n" */
  char *text;
  guint timeout;
  CommandDone done;
  GTask *task;       /* ishi_engine_player_command() */
  IshiSgfNode *node; /* genmove: the node it was asked at */
  guint move_number;
};

struct _IshiEnginePlayer {
  GObject parent_instance;

  IshiEngineSpec *spec;
  IshiColor color;
  guint move_timeout;
  IshiEngineState state;

  GSubprocess *process;
  GCancellable *cancel;      /* this process's reads, writes and wait */
  GOutputStream *in;
  GDataInputStream *out, *err;
  GQueue queue;              /* of Command: waiting to be sent */
  Command *current;          /* sent, not answered */
  guint next_id;
  guint timeout_id;
  GString *reply;            /* NULL: not inside a reply */
  gboolean reply_ok;
  GQueue output;             /* of char *: the last OUTPUT_LINES */

  IshiMatch *match;          /* weak */
  GArray *engine_moves;      /* of Entry: the engine's board since clear_board */
  GArray *engine_setup;      /* of Entry: its setup stones */
  gboolean board_known;      /* engine_moves is the engine's board */
  gboolean has_undo;
  gboolean paused;
  Command *genmove;          /* the genmove queued or out, or NULL */
};

static void ishi_engine_player_iface_init (IshiPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiEnginePlayer, ishi_engine_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (ISHI_TYPE_PLAYER, ishi_engine_player_iface_init))

enum { PROP_0, PROP_STATE, N_PROPS };
static GParamSpec *properties[N_PROPS];
enum { SIGNAL_FAILED, SIGNAL_OUTPUT, N_SIGNALS };
static guint signals[N_SIGNALS];

static void send_next (IshiEnginePlayer *self);
static void ask_move (IshiEnginePlayer *self);

/* ---- Coordinates (gtp2-spec: 2.11) ------------------------------------ */

static char *
format_vertex (int size, int x, int y)
{
  if (x == ISHI_PASS_X)
    return g_strdup ("pass");
  return g_strdup_printf ("%c%d", gtp_letters[x], size - y);
}

/* FALSE for anything but a point of a size×size board. */
static gboolean
parse_vertex (int size, const char *text, int *x, int *y)
{
  const char *letter;
  char *end = NULL;
  long row;

  if (text[0] == '\0' || g_ascii_toupper (text[0]) == 'I')
    return FALSE;
  letter = strchr (gtp_letters, g_ascii_toupper (text[0]));
  if (letter == NULL || !g_ascii_isdigit (text[1]))
    return FALSE;
  row = strtol (text + 1, &end, 10);
  if (*end != '\0' || letter - gtp_letters >= size || row < 1 || row > size)
    return FALSE;
  *x = (int) (letter - gtp_letters);
  *y = size - (int) row;
  return TRUE;
}

/* ---- State and failure ------------------------------------------------ */

static void
set_state (IshiEnginePlayer *self, IshiEngineState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
command_free (Command *command)
{
  g_free (command->line);
  g_free (command->text);
  g_clear_object (&command->task);
  g_free (command);
}

static void
keep_output (IshiEnginePlayer *self, const char *line)
{
  g_queue_push_tail (&self->output, g_utf8_make_valid (line, -1));
  while (self->output.length > OUTPUT_LINES)
    g_free (g_queue_pop_head (&self->output));
  g_signal_emit (self, signals[SIGNAL_OUTPUT], 0, line);
}

/* Stops the process and forgets the commands; nothing of the match moves. */
static void
stop_process (IshiEnginePlayer *self)
{
  Command *command;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->cancel)
    g_cancellable_cancel (self->cancel);
  g_clear_object (&self->cancel);
  if (self->process)
    g_subprocess_force_exit (self->process);
  g_clear_object (&self->process);
  g_clear_object (&self->in);
  g_clear_object (&self->out);
  g_clear_object (&self->err);
  if (self->reply)
    g_string_free (self->reply, TRUE);
  self->reply = NULL;
  self->genmove = NULL;
  while ((command = g_queue_pop_head (&self->queue)) || (command = g_steal_pointer (&self->current)))
    {
      if (command->task)
        g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                                 _("The engine was stopped."));
      command_free (command);
    }
  self->board_known = FALSE;
  g_array_set_size (self->engine_moves, 0);
  g_array_set_size (self->engine_setup, 0);
}

static void
fail (IshiEnginePlayer *self, const char *message)
{
  g_autofree char *text = g_strdup (message);

  stop_process (self);
  set_state (self, ISHI_ENGINE_STOPPED);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, text);
}

/* ---- Sending and reading ---------------------------------------------- */

static gboolean
timeout_cb (gpointer data)
{
  IshiEnginePlayer *self = data;
  g_autofree char *message = NULL;

  self->timeout_id = 0;
  message = g_strdup_printf (_("%s did not answer “%s” in %u seconds and was stopped."), self->spec->name,
                             self->current ? self->current->text : "", self->current ? self->current->timeout : 0);
  fail (self, message);
  return G_SOURCE_REMOVE;
}

static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;

  /* A broken pipe means the engine is gone: its exit is reported by
   * exited_cb, with its status, which says more than the pipe. */
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    g_debug ("writing to the engine: %s", error->message);
}

static void
send_next (IshiEnginePlayer *self)
{
  if (self->current || self->in == NULL || g_queue_is_empty (&self->queue))
    return;
  self->current = g_queue_pop_head (&self->queue);
  g_debug ("%s ← %s", self->spec->name, self->current->text);
  self->timeout_id = g_timeout_add_seconds (self->current->timeout, timeout_cb, self);
  g_output_stream_write_all_async (self->in, self->current->line, strlen (self->current->line),
                                   G_PRIORITY_DEFAULT, self->cancel, written_cb, NULL);
}

static Command *
enqueue (IshiEnginePlayer *self, const char *text, guint timeout, CommandDone done)
{
  Command *command = g_new0 (Command, 1);

  command->id = ++self->next_id;
  command->text = g_strdup (text);
  command->line = g_strdup_printf ("%u %s\n", command->id, text);
  command->timeout = timeout ? timeout : COMMAND_TIMEOUT;
  command->done = done;
  g_queue_push_tail (&self->queue, command);
  send_next (self);
  return command;
}

static void
finish_reply (IshiEnginePlayer *self)
{
  Command *command = g_steal_pointer (&self->current);
  g_autofree char *reply = g_string_free (g_steal_pointer (&self->reply), FALSE);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_strstrip (reply);
  g_object_ref (self);
  if (command->done)
    command->done (self, command, self->reply_ok, reply);
  if (command->task)
    {
      if (self->reply_ok)
        g_task_return_pointer (command->task, g_strdup (reply), g_free);
      else
        g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", reply);
    }
  command_free (command);
  send_next (self);
  g_object_unref (self);
}

/* A line of stdout: the start of the reply to the command out, a line of
 * it, its end (blank), or a line that belongs to nothing. */
static void
stdout_line (IshiEnginePlayer *self, char *line)
{
  gsize len = strlen (line);

  g_debug ("%s → %s", self->spec->name, line);

  if (len && line[len - 1] == '\r')
    line[--len] = '\0';
  if (self->reply)
    {
      if (len == 0)
        finish_reply (self);
      else
        g_string_append_printf (self->reply, "\n%s", line);
      return;
    }
  if (len == 0)
    return;   /* a blank line before a reply */
  if ((line[0] == '=' || line[0] == '?') && self->current)
    {
      char *end = line + 1;
      guint64 id = g_ascii_strtoull (line + 1, &end, 10);

      /* The id answers this command; no id at all is taken as the answer
       * too (one command is out at a time), any other id is stray. */
      if ((end == line + 1 || id == self->current->id) && (*end == ' ' || *end == '\0' || *end == '\t'))
        {
          self->reply_ok = line[0] == '=';
          self->reply = g_string_new (end);
          return;
        }
    }
  keep_output (self, line);
}

static void read_stdout (IshiEnginePlayer *self);
static void read_stderr (IshiEnginePlayer *self);

static void
stdout_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiEnginePlayer) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                                     NULL, &error);

  if (line == NULL || G_DATA_INPUT_STREAM (source) != self->out)
    {
      if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA)
          && G_DATA_INPUT_STREAM (source) == self->out)
        {
          g_autofree char *message = g_strdup_printf (_("%s wrote something that is not text (not UTF-8)."),
                                                      self->spec->name);
          fail (self, message);
        }
      return;   /* the end: exited_cb reports it */
    }
  stdout_line (self, line);
  if (G_DATA_INPUT_STREAM (source) == self->out)
    read_stdout (self);
}

static void
read_stdout (IshiEnginePlayer *self)
{
  g_data_input_stream_read_line_async (self->out, G_PRIORITY_DEFAULT, self->cancel, stdout_read_cb,
                                       g_object_ref (self));
}

static void
stderr_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiEnginePlayer) self = data;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result,
                                                                NULL, NULL);

  if (line == NULL || G_DATA_INPUT_STREAM (source) != self->err)
    return;
  g_strchomp (line);
  if (line[0])
    keep_output (self, line);
  read_stderr (self);
}

static void
read_stderr (IshiEnginePlayer *self)
{
  g_data_input_stream_read_line_async (self->err, G_PRIORITY_DEFAULT, self->cancel, stderr_read_cb,
                                       g_object_ref (self));
}

static void
exited_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiEnginePlayer) self = data;
  GSubprocess *process = G_SUBPROCESS (source);
  g_autofree char *message = NULL;

  if (!g_subprocess_wait_finish (process, result, NULL) || process != self->process)
    return;   /* stopped on purpose */
  if (g_subprocess_get_if_signaled (process))
    message = g_strdup_printf (_("%s stopped suddenly (signal %d)."), self->spec->name,
                               g_subprocess_get_term_sig (process));
  else
    message = g_strdup_printf (_("%s stopped (exit status %d)."), self->spec->name,
                               g_subprocess_get_exit_status (process));
  fail (self, message);
}

/* ---- Keeping in step -------------------------------------------------- */

static void
sync_reply (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply)
{
  g_autofree char *message = NULL;

  if (ok)
    return;
  message = g_strdup_printf (_("%s refused “%s” while following the game: %s"), self->spec->name,
                             command->text, reply[0] ? reply : "?");
  fail (self, message);
}

static void
undo_reply (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply)
{
  /* An undo refused: start again from an empty board at the next sync. */
  if (!ok)
    self->board_known = FALSE;
}

/* The record's current line: the setup stones of the root and the moves
 * after it.  Setup in later nodes is not sent (GTP has no way to say it
 * but as moves, which would count as moves). */
static void
read_line (IshiMatch *match, GArray *setup, GArray *moves)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  int size = ishi_game_get_size (game);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  IshiPosition *position = rules->position_new (ishi_game_get_options (game));
  IshiSgfNode *root = ishi_game_get_root (game);

  for (IshiSgfNode *node = ishi_game_get_node (game); node; node = node->parent)
    g_ptr_array_insert (nodes, 0, node);
  ishi_game_apply_node (rules, position, root, NULL, NULL, NULL);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (position, x, y) != ISHI_EMPTY)
        {
          Entry e = { rules->stone_at (position, x, y), x, y };
          g_array_append_val (setup, e);
        }
  rules->position_free (position);
  for (guint i = 1; i < nodes->len; i++)
    {
      Entry e;

      if (ishi_game_node_move (g_ptr_array_index (nodes, i), size, &e.color, &e.x, &e.y)
          && e.x != ISHI_OFF_BOARD_X)
        g_array_append_val (moves, e);
    }
}

static gboolean
same_entries (GArray *a, GArray *b, guint n)
{
  if (a->len < n || b->len < n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      Entry *p = &g_array_index (a, Entry, i), *q = &g_array_index (b, Entry, i);

      if (p->color != q->color || p->x != q->x || p->y != q->y)
        return FALSE;
    }
  return TRUE;
}

static void
send_play (IshiEnginePlayer *self, int size, const Entry *e)
{
  g_autofree char *vertex = format_vertex (size, e->x, e->y);
  g_autofree char *text = g_strdup_printf ("play %s %s", e->color == ISHI_BLACK ? "b" : "w", vertex);

  enqueue (self, text, 0, sync_reply);
  g_array_append_val (self->engine_moves, *e);
}

/* Queues what brings the engine's board to the match's current position. */
static void
sync_board (IshiEnginePlayer *self)
{
  IshiGame *game = ishi_match_get_game (self->match);
  int size = ishi_game_get_size (game);
  g_autoptr(GArray) setup = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (Entry));
  guint common = 0;

  read_line (self->match, setup, moves);
  if (self->board_known && setup->len == self->engine_setup->len
      && same_entries (setup, self->engine_setup, setup->len))
    {
      while (common < moves->len && common < self->engine_moves->len && same_entries (moves, self->engine_moves, common + 1))
        common++;
      if (common < self->engine_moves->len && !self->has_undo)
        self->board_known = FALSE;
    }
  else
    self->board_known = FALSE;

  if (!self->board_known)
    {
      g_autofree char *boardsize = g_strdup_printf ("boardsize %d", size);
      g_autofree char *komi = g_strdup_printf ("komi %s", "0");
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];
      gboolean only_black = setup->len >= 2;

      g_free (komi);
      komi = g_strdup_printf ("komi %s", g_ascii_dtostr (buffer, sizeof buffer, ishi_match_get_komi (self->match)));
      enqueue (self, boardsize, 0, sync_reply);
      enqueue (self, "clear_board", 0, sync_reply);
      enqueue (self, komi, 0, NULL);   /* a komi refused is no reason to stop */
      g_array_set_size (self->engine_moves, 0);
      g_array_set_size (self->engine_setup, 0);
      for (guint i = 0; i < setup->len; i++)
        only_black = only_black && g_array_index (setup, Entry, i).color == ISHI_BLACK;
      if (only_black)
        {
          /* Handicap stones where they are in the record: the engine's
           * stones are exactly Ishi's (fixed_handicap might differ). */
          g_autoptr(GString) text = g_string_new ("set_free_handicap");

          for (guint i = 0; i < setup->len; i++)
            {
              g_autofree char *vertex = format_vertex (size, g_array_index (setup, Entry, i).x,
                                                       g_array_index (setup, Entry, i).y);
              g_string_append_printf (text, " %s", vertex);
            }
          enqueue (self, text->str, 0, sync_reply);
        }
      else
        for (guint i = 0; i < setup->len; i++)
          {
            g_autofree char *vertex = format_vertex (size, g_array_index (setup, Entry, i).x,
                                                     g_array_index (setup, Entry, i).y);
            g_autofree char *text = g_strdup_printf ("play %s %s", g_array_index (setup, Entry, i).color
                                                                     == ISHI_BLACK ? "b" : "w", vertex);
            enqueue (self, text, 0, sync_reply);
          }
      g_array_append_vals (self->engine_setup, setup->data, setup->len);
      self->board_known = TRUE;
      common = 0;
    }
  while (self->engine_moves->len > common)
    {
      enqueue (self, "undo", 0, undo_reply);
      g_array_set_size (self->engine_moves, self->engine_moves->len - 1);
    }
  for (guint i = common; i < moves->len; i++)
    send_play (self, size, &g_array_index (moves, Entry, i));
}

/* ---- Moving ----------------------------------------------------------- */

static gboolean
at_tip (IshiMatch *match, IshiColor color)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);

  /* Stepping back through the record (or an undo, whose variation stays)
   * is no reason for the engine to play: it moves at the end of a line. */
  return ishi_match_get_phase (match) == ISHI_PHASE_PLAYING
         && rules->to_move (ishi_game_get_position (game)) == color
         && ishi_game_get_node (game)->first_child == NULL;
}

static void
genmove_reply (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply)
{
  IshiGame *game;
  int size, x = 0, y = 0;
  gboolean current;
  g_autofree char *message = NULL;
  g_autofree char *lower = g_ascii_strdown (reply, -1);
  IshiMoveStatus status;

  if (self->genmove == command)
    self->genmove = NULL;
  set_state (self, ISHI_ENGINE_READY);
  if (self->match == NULL)
    return;
  game = ishi_match_get_game (self->match);
  size = ishi_game_get_size (game);
  current = ishi_game_get_node (game) == command->node
            && ishi_game_get_move_number (game) == command->move_number
            && at_tip (self->match, self->color);
  if (!ok)
    {
      message = g_strdup_printf (_("%s could not choose a move: %s"), self->spec->name, reply);
      fail (self, message);
      return;
    }
  if (g_str_equal (lower, "pass") || g_str_equal (lower, "resign"))
    x = ISHI_PASS_X;
  else if (!parse_vertex (size, reply, &x, &y))
    {
      message = g_strdup_printf (_("%s answered “%s”, which is not a point of this %d×%d board."),
                                 self->spec->name, reply, size, size);
      fail (self, message);
      return;
    }
  if (!g_str_equal (lower, "resign"))
    {
      /* Its board has the move now, asked for or not. */
      Entry e = { self->color, x, y };
      g_array_append_val (self->engine_moves, e);
    }
  if (!current)
    {
      /* Stopped, or the record moved meanwhile: the answer is not played;
       * the next sync takes it back. */
      if (self->match && at_tip (self->match, self->color) && !self->paused)
        ask_move (self);
      return;
    }
  if (g_str_equal (lower, "resign"))
    {
      ishi_match_resign (self->match, self->color);
      return;
    }
  status = x == ISHI_PASS_X ? ishi_match_pass (self->match) : ishi_match_play (self->match, x, y);
  if (status != ISHI_MOVE_OK)
    {
      message = g_strdup_printf (_("%s answered %s, which cannot be played here: %s"), self->spec->name,
                                 reply, ishi_move_status_describe (status));
      fail (self, message);
    }
}

static void
ask_move (IshiEnginePlayer *self)
{
  IshiGame *game = ishi_match_get_game (self->match);
  Command *command;

  sync_board (self);
  command = enqueue (self, self->color == ISHI_BLACK ? "genmove b" : "genmove w", self->move_timeout,
                     genmove_reply);
  command->node = ishi_game_get_node (game);
  command->move_number = ishi_game_get_move_number (game);
  self->genmove = command;
  if (self->state == ISHI_ENGINE_READY)
    set_state (self, ISHI_ENGINE_THINKING);
}

static gboolean
genmove_is_current (IshiEnginePlayer *self)
{
  IshiGame *game = ishi_match_get_game (self->match);

  return self->genmove && self->genmove->node == ishi_game_get_node (game)
         && self->genmove->move_number == ishi_game_get_move_number (game);
}

static void
engine_your_turn (IshiPlayer *player, IshiMatch *match)
{
  IshiEnginePlayer *self = ISHI_ENGINE_PLAYER (player);

  if (self->match != match)
    {
      g_clear_weak_pointer (&self->match);
      g_set_weak_pointer (&self->match, match);
    }
  if (self->paused || self->state == ISHI_ENGINE_STOPPED || !at_tip (match, self->color)
      || genmove_is_current (self))
    return;
  ishi_engine_player_stop_thinking (self);
  ask_move (self);
}

static void
engine_cancel (IshiPlayer *player)
{
  ishi_engine_player_stop_thinking (ISHI_ENGINE_PLAYER (player));
}

static gboolean
engine_is_human (IshiPlayer *player)
{
  return FALSE;
}

static const char *
engine_get_name (IshiPlayer *player)
{
  return ISHI_ENGINE_PLAYER (player)->spec->name;
}

static void
ishi_engine_player_iface_init (IshiPlayerInterface *iface)
{
  iface->is_human = engine_is_human;
  iface->get_name = engine_get_name;
  iface->your_turn = engine_your_turn;
  iface->cancel = engine_cancel;
}

/* ---- Starting --------------------------------------------------------- */

static void
list_commands_reply (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply)
{
  g_auto(GStrv) lines = g_strsplit (reply, "\n", -1);

  self->has_undo = FALSE;
  for (char **l = lines; ok && *l; l++)
    if (g_str_equal (g_strstrip (*l), "undo"))
      self->has_undo = TRUE;
  set_state (self, self->genmove ? ISHI_ENGINE_THINKING : ISHI_ENGINE_READY);
  /* A move asked for while it started is already queued. */
  if (self->match && !self->paused && at_tip (self->match, self->color) && !genmove_is_current (self))
    ask_move (self);
}

static void
first_reply (IshiEnginePlayer *self, Command *command, gboolean ok, const char *reply)
{
  g_autofree char *message = NULL;

  if (ok)
    return;
  message = g_strdup_printf (_("%s does not answer in GTP: “%s”"), self->spec->name, reply);
  fail (self, message);
}

void
ishi_engine_player_start (IshiEnginePlayer *self)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (ISHI_IS_ENGINE_PLAYER (self));

  stop_process (self);
  g_queue_clear_full (&self->output, g_free);
  if (!g_shell_parse_argv (self->spec->command, NULL, &argv, &error))
    {
      message = g_strdup_printf (_("The command line of %s cannot be read: %s"), self->spec->name, error->message);
      fail (self, message);
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, self->spec->folder ? self->spec->folder : g_get_home_dir ());
  self->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, &error);
  if (self->process == NULL)
    {
      message = g_strdup_printf (_("%s cannot be started: %s"), self->spec->name, error->message);
      fail (self, message);
      return;
    }
  self->cancel = g_cancellable_new ();
  self->in = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  self->err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (self->process));
  g_data_input_stream_set_newline_type (self->out, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_data_input_stream_set_newline_type (self->err, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  set_state (self, ISHI_ENGINE_STARTING);
  read_stdout (self);
  read_stderr (self);
  g_subprocess_wait_async (self->process, self->cancel, exited_cb, g_object_ref (self));
  /* The first answer may take long (KataGo tunes itself on its first
   * start): the move timeout, not the quick one. */
  enqueue (self, "protocol_version", self->move_timeout, first_reply);
  for (char **init = self->spec->init; init && *init; init++)
    enqueue (self, *init, 0, sync_reply);
  enqueue (self, "list_commands", 0, list_commands_reply);
}

/* ---- The rest of the API ---------------------------------------------- */

IshiEnginePlayer *
ishi_engine_player_new (const IshiEngineSpec *spec, IshiColor color, guint move_timeout)
{
  IshiEnginePlayer *self;

  g_return_val_if_fail (spec != NULL, NULL);

  self = g_object_new (ISHI_TYPE_ENGINE_PLAYER, NULL);
  self->spec = ishi_engine_spec_copy (spec);
  self->color = color;
  self->move_timeout = move_timeout ? move_timeout : 60;
  return self;
}

IshiEngineState
ishi_engine_player_get_state (IshiEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_PLAYER (self), ISHI_ENGINE_STOPPED);
  return self->state;
}

const char *
ishi_engine_player_get_name (IshiEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_PLAYER (self), NULL);
  return self->spec->name;
}

IshiColor
ishi_engine_player_get_color (IshiEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_PLAYER (self), ISHI_EMPTY);
  return self->color;
}

char *
ishi_engine_player_get_output (IshiEnginePlayer *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_ENGINE_PLAYER (self), NULL);
  for (GList *l = self->output.head; l; l = l->next)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", (char *) l->data);
  return g_string_free (text, FALSE);
}

const char *
ishi_engine_player_get_identifier (IshiEnginePlayer *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_PLAYER (self), NULL);
  return self->process ? g_subprocess_get_identifier (self->process) : NULL;
}

void
ishi_engine_player_set_paused (IshiEnginePlayer *self, gboolean paused)
{
  g_return_if_fail (ISHI_IS_ENGINE_PLAYER (self));
  self->paused = paused;
  if (paused)
    ishi_engine_player_stop_thinking (self);
  else if (self->match && self->state == ISHI_ENGINE_READY && at_tip (self->match, self->color))
    ask_move (self);
}

void
ishi_engine_player_stop_thinking (IshiEnginePlayer *self)
{
  g_return_if_fail (ISHI_IS_ENGINE_PLAYER (self));
  if (self->genmove == NULL)
    return;
  /* GTP cannot interrupt a genmove: its answer is awaited (it is on the
   * engine's board then, and the next sync takes it back), not played. */
  self->genmove->node = NULL;
  self->genmove = NULL;
  if (self->state == ISHI_ENGINE_THINKING)
    set_state (self, ISHI_ENGINE_READY);
}

void
ishi_engine_player_command (IshiEnginePlayer *self, const char *text, GAsyncReadyCallback callback,
                            gpointer user_data)
{
  GTask *task;
  Command *command;

  g_return_if_fail (ISHI_IS_ENGINE_PLAYER (self));
  task = g_task_new (self, NULL, callback, user_data);
  if (self->state == ISHI_ENGINE_STOPPED)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, "%s", _("The engine is not running."));
      g_object_unref (task);
      return;
    }
  if (self->match)
    sync_board (self);
  command = enqueue (self, text, 0, NULL);
  command->task = task;
}

char *
ishi_engine_player_command_finish (IshiEnginePlayer *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ishi_engine_player_attach (IshiEnginePlayer *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_ENGINE_PLAYER (self));
  g_clear_weak_pointer (&self->match);
  g_set_weak_pointer (&self->match, match);
}

static void
ishi_engine_player_dispose (GObject *object)
{
  IshiEnginePlayer *self = ISHI_ENGINE_PLAYER (object);

  stop_process (self);
  g_clear_weak_pointer (&self->match);
  G_OBJECT_CLASS (ishi_engine_player_parent_class)->dispose (object);
}

static void
ishi_engine_player_finalize (GObject *object)
{
  IshiEnginePlayer *self = ISHI_ENGINE_PLAYER (object);

  g_queue_clear_full (&self->output, g_free);
  g_array_unref (self->engine_moves);
  g_array_unref (self->engine_setup);
  ishi_engine_spec_free (self->spec);
  G_OBJECT_CLASS (ishi_engine_player_parent_class)->finalize (object);
}

static void
ishi_engine_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiEnginePlayer *self = ISHI_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_engine_player_class_init (IshiEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ishi_engine_player_dispose;
  object_class->finalize = ishi_engine_player_finalize;
  object_class->get_property = ishi_engine_player_get_property;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, ISHI_ENGINE_STOPPED, ISHI_ENGINE_THINKING,
                                             ISHI_ENGINE_STOPPED,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_OUTPUT] = g_signal_new ("output", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_engine_player_init (IshiEnginePlayer *self)
{
  g_queue_init (&self->queue);
  g_queue_init (&self->output);
  self->engine_moves = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->engine_setup = g_array_new (FALSE, FALSE, sizeof (Entry));
}
