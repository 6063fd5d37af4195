/* ishi-play-speech.c — what the board says to screen readers: the point
 * under the keyboard cursor, whose turn it is, and the move just played or
 * taken back, as the play page's board reads it out (GTK 4.8 has no
 * announcements: the focused board's description carries the news).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-render.h"
#include "ishi-play-speech.h"

struct _IshiPlaySpeech {
  IshiGame *game;           /* the game spoken of (not owned; set at each call) */
  IshiPlaySpeechCoordsFunc coords;   /* the coordinates shown, asked when a point is said */
  gpointer coords_data;
  /* What the board's description says happened last, for screen readers:
   * the move that led to the node spoken of, with its captures. */
  IshiSgfNode *spoken_node;
  int spoken_captures[3];   /* indexed by IshiColor, at spoken_node */
  char *event;
  gboolean passed;          /* the event is a pass: a pass in reply ends the game */
};

IshiPlaySpeech *
ishi_play_speech_new (IshiPlaySpeechCoordsFunc coords, gpointer data)
{
  IshiPlaySpeech *self = g_new0 (IshiPlaySpeech, 1);

  self->coords = coords;
  self->coords_data = data;
  return self;
}

void
ishi_play_speech_free (IshiPlaySpeech *self)
{
  if (self == NULL)
    return;
  g_free (self->event);
  g_free (self);
}

void
ishi_play_speech_forget (IshiPlaySpeech *self)
{
  self->spoken_node = NULL;
}

/* A point as it is said: "D4", or in the Japanese style 「3の七」 (the
 * column counted from the left, the row in kanji from the top, as the
 * board's Japanese edges are written). */
static char *
speak_point (IshiPlaySpeech *self, int x, int y)
{
  if (self->coords (self->coords_data) == ISHI_BOARD_COORDS_JAPANESE)
    {
      g_autofree char *row = ishi_board_kanji_number (y + 1);

      return g_strdup_printf ("%dの%s", x + 1, row);
    }
  return ishi_game_get_rules (self->game)->format_point (ishi_game_get_size (self->game), x, y);
}

/* A move in words for screen readers: "Black D4", "White passes". */
static char *
move_words (IshiPlaySpeech *self, IshiSgfNode *node, IshiColor color, int x, int y)
{
  const char *who = color == ISHI_BLACK ? _("Black") : _("White");
  g_autofree char *where = NULL;

  if (ishi_game_node_is_off_board (node))
    /* TRANSLATORS: for screen readers: a stone put beside the board. */
    return g_strdup_printf (_("%s plays off the board"), who);
  if (x < 0)
    /* TRANSLATORS: for screen readers: "White passes". */
    return g_strdup_printf (_("%s passes"), who);
  where = speak_point (self, x, y);
  /* TRANSLATORS: for screen readers: "Black D4". */
  return g_strdup_printf (_("%s %s"), who, where);
}

/* Whether `child` is one of `node`'s children, without reading `child`:
 * the node last spoken of may have been deleted with its variation. */
static gboolean
is_child_of (IshiSgfNode *child, IshiSgfNode *node)
{
  for (IshiSgfNode *c = node->first_child; c; c = c->next_sibling)
    if (c == child)
      return TRUE;
  return FALSE;
}

/* What the last change of position was, said once the record has moved on
 * by one move from the node last spoken of: "Black D4, captures 2",
 * "White passes"; or back by one (Undo): "Taken back: White passes".  A
 * jump (a variation, Home) says nothing of a move. */
void
ishi_play_speech_note_event (IshiPlaySpeech *self, IshiGame *game)
{
  IshiSgfNode *node;
  const IshiRules *rules;
  const IshiPosition *position;
  int size;
  IshiColor color;
  int x, y;

  self->game = game;
  node = ishi_game_get_node (game);
  rules = ishi_game_get_rules (game);
  position = ishi_game_get_position (game);
  size = ishi_game_get_size (game);
  if (node == self->spoken_node)
    return;
  g_clear_pointer (&self->event, g_free);
  self->passed = FALSE;
  if (self->spoken_node && node->parent == self->spoken_node
      && ishi_game_node_move (node, size, &color, &x, &y))
    {
      self->passed = x < 0 && !ishi_game_node_is_off_board (node);
      int taken = rules->has_captures ? rules->captures (position, color) - self->spoken_captures[color] : 0;

      if (taken > 0 && x >= 0 && !ishi_game_node_is_off_board (node))
        {
          g_autofree char *where = speak_point (self, x, y);

          /* TRANSLATORS: for screen readers: "Black D4, captures 2". */
          self->event = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s %s, captures %d",
                                                      "%s %s, captures %d", taken),
                                         color == ISHI_BLACK ? _("Black") : _("White"), where, taken);
        }
      else
        self->event = move_words (self, node, color, x, y);
    }
  else if (is_child_of (self->spoken_node, node)
           && ishi_game_node_move (self->spoken_node, size, &color, &x, &y))
    {
      g_autofree char *move = move_words (self, self->spoken_node, color, x, y);

      /* TRANSLATORS: for screen readers, after Undo: "Taken back: Black D4". */
      self->event = g_strdup_printf (_("Taken back: %s"), move);
    }
  self->spoken_node = node;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    self->spoken_captures[c] = rules->has_captures ? rules->captures (position, c) : 0;
}

char *
ishi_play_speech_describe_point (IshiPlaySpeech *self, IshiGame *game, IshiMatch *match,
                                 const char *message, int x, int y)
{
  const IshiRules *rules;
  const IshiPosition *position;
  g_autofree char *where = NULL;
  g_autofree char *point = NULL;
  g_autofree char *result = NULL;
  g_autofree char *recorded = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  const char *stone, *turn;

  if (game == NULL)
    return NULL;
  self->game = game;
  rules = ishi_game_get_rules (game);
  position = ishi_game_get_position (game);
  where = speak_point (self, x, y);
  switch (rules->stone_at (position, x, y))
    {
    case ISHI_BLACK: stone = _("black stone"); break;
    case ISHI_WHITE: stone = _("white stone"); break;
    default: stone = _("empty"); break;
    }
  /* Renju's opening: a fifth move Black offered is no stone yet, but
   * what White keeps from. */
  if (match && rules->stone_at (position, x, y) == ISHI_EMPTY)
    {
      g_autoptr(GArray) offers = ishi_renju_opening_get_offers (game);

      for (guint i = 0; i < offers->len; i++)
        if (g_array_index (offers, IshiPoint, i).x == x && g_array_index (offers, IshiPoint, i).y == y)
          stone = _("a fifth move Black offers");
    }
  turn = rules->to_move (position) == ISHI_BLACK ? _("black to play") : _("white to play");
  if (match)
    {
      IshiOpeningStep step;

      ishi_match_get_opening_step (match, &step);
      if (step.kind != ISHI_OPENING_STEP_NONE && step.kind != ISHI_OPENING_STEP_PLACE)
        turn = step.color == ISHI_BLACK ? _("black to choose") : _("white to choose");
    }
  /* Once the game is over the count takes the turn's place: the count
   * panel is text no focus reaches, and under Orca two passes ended the
   * game with no word of who won. */
  if (match && ishi_match_get_phase (match) != ISHI_PHASE_PLAYING)
    {
      result = ishi_match_describe_result (match);
      if (result == NULL)
        turn = _("The game is over");
      else
        turn = result;
    }
  /* The end of a record whose RE says how it ended ("Black wins by
   * resignation (the record’s result)"): said as a finished game's is. */
  else if (match && (recorded = ishi_match_describe_record_end (match)) != NULL)
    turn = recorded;
  /* A refusal first, then the move just played, then the point under the
   * keyboard cursor and whose turn it is: the focused board reads the
   * change out (GTK 4.8 has no announcements). */
  if (message)
    g_string_append_printf (text, g_str_has_suffix (message, ".") || g_str_has_suffix (message, "。")
                                  ? "%s " : "%s. ", message);
  if (self->event)
    /* Translators: for screen readers: the move just played, before the
     * point under the cursor ("Black D4. E5, empty, …"); Japanese ends it
     * with 「。」 */
    g_string_append_printf (text, _("%s. "), self->event);
  /* After a pass (an engine's, most often), what passing back would do. */
  if (self->event && self->passed && match && ishi_match_get_phase (match) == ISHI_PHASE_PLAYING)
    g_string_append (text, _("A pass in reply ends the game. "));
  /* Translators: a point on the board for screen readers: "D4, black stone, white to play, move 31" */
  point = g_strdup_printf (_("%s, %s, %s, move %u"), where, stone, turn, ishi_game_get_move_number (game));
  g_string_append (text, point);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

