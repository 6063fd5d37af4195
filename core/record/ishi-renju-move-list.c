/* ishi-renju-move-list.c — see ishi-renju-move-list.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-record"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-renju-move-list.h"
#include "ishi-rules.h"

G_DEFINE_QUARK (ishi-renju-move-list-error-quark, ishi_renju_move_list_error)

#define SIZE 15
#define MAX_MOVES (SIZE * SIZE)

typedef struct {
  const char *text;
  gsize length;
  gsize at;
  guint line;
} Scanner;

static gboolean
is_separator (char c)
{
  return g_ascii_isspace (c) || c == ',' || c == ';' || c == '-' || c == '/';
}

static void
skip_separators (Scanner *s)
{
  while (s->at < s->length && is_separator (s->text[s->at]))
    {
      if (s->text[s->at] == '\n')
        s->line++;
      s->at++;
    }
}

/* A move number, "12." "12)" "12:" or "12" before a point: skipped. */
static gboolean
skip_number (Scanner *s)
{
  gsize at = s->at;

  while (at < s->length && g_ascii_isdigit (s->text[at]))
    at++;
  if (at == s->at)
    return FALSE;
  if (at < s->length && (s->text[at] == '.' || s->text[at] == ')' || s->text[at] == ':'))
    at++;
  s->at = at;
  return TRUE;
}

/* A point: a column letter and a row number ("h8", "h10i9" run together is
 * h10 then i9).  A letter past o or a row past 15 is read as a point off
 * the board (y -1), for the message to say so. */
static gboolean
read_point (Scanner *s, int *x, int *y)
{
  char c;
  int row = 0, digits = 0;
  gsize at = s->at;

  if (at >= s->length)
    return FALSE;
  c = g_ascii_tolower (s->text[at]);
  if (c < 'a' || c > 'z' || at + 1 >= s->length || !g_ascii_isdigit (s->text[at + 1]))
    return FALSE;
  for (at++; at < s->length && g_ascii_isdigit (s->text[at]); at++)
    if (++digits <= 3)
      row = row * 10 + (s->text[at] - '0');
  if (digits > 3)
    return FALSE;
  *x = c - 'a';
  /* row 1 is the bottom line; SGF counts from the top */
  *y = row >= 1 && row <= SIZE ? SIZE - row : -1;
  s->at = at;
  return TRUE;
}

/* The word at the scanner, for a message: up to the next separator, at
 * most 20 bytes and whole UTF-8 characters. */
static char *
word_here (const Scanner *s)
{
  gsize end = s->at;

  while (end < s->length && !is_separator (s->text[end]) && end - s->at < 20)
    end++;
  return g_utf8_make_valid (s->text + s->at, (gssize) (end - s->at));
}

gboolean
ishi_renju_move_list_looks_like (const char *text, gsize length)
{
  Scanner s = { text, length, 0, 1 };
  int x, y;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);

  /* a byte-order mark, as some editors write */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    s.at = 3;
  skip_separators (&s);
  skip_number (&s);
  skip_separators (&s);
  return read_point (&s, &x, &y);
}

char *
ishi_renju_move_list_to_sgf (const char *text, gssize length, GError **error)
{
  Scanner s = { text, 0, 0, 1 };
  gboolean taken[SIZE * SIZE] = { FALSE };
  g_autoptr(GString) sgf = NULL;
  guint n = 0;

  g_return_val_if_fail (text != NULL, NULL);

  s.length = length < 0 ? strlen (text) : (gsize) length;
  if (!ishi_renju_move_list_looks_like (text, s.length))
    {
      g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                           _("This is not a list of Renju moves such as “h8 h9 i10”."));
      return NULL;
    }
  if (s.length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    s.at = 3;
  sgf = g_string_new ("(;GM[4]FF[4]CA[UTF-8]SZ[15]");
  for (;;)
    {
      int x, y;
      gsize start;

      skip_separators (&s);
      if (s.at >= s.length)
        break;
      start = s.at;
      skip_number (&s);
      skip_separators (&s);
      if (s.at >= s.length && s.at > start)
        break;   /* a move number with no move after it: the end of a sheet */
      if (!read_point (&s, &x, &y))
        {
          g_autofree char *word = word_here (&s);

          g_set_error (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                       /* Translators: a word in a pasted or opened move list, its line, and the
                        * moves read before it */
                       _("“%s” on line %u is not a move (a column a–o and a row 1–15, such as h8); %u moves were read before it."),
                       word, s.line, n);
          return NULL;
        }
      if (x >= SIZE || y < 0 || y >= SIZE)
        {
          g_autofree char *point = g_strndup (s.text + start, s.at - start);

          g_set_error (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE,
                       /* Translators: move number, the point as written */
                       _("Move %u, “%s”, is off the 15 × 15 board."), n + 1, g_strstrip (point));
          return NULL;
        }
      if (taken[y * SIZE + x])
        {
          g_set_error (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_BAD_MOVE,
                       /* Translators: move number, the point, "h8" */
                       _("Move %u, %c%d, is on a point already taken."), n + 1, 'a' + x, SIZE - y);
          return NULL;
        }
      if (n == MAX_MOVES)
        {
          g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_TOO_LONG,
                               _("The list has more moves than the board has points."));
          return NULL;
        }
      taken[y * SIZE + x] = TRUE;
      g_string_append_printf (sgf, ";%c[%c%c]", n % 2 == 0 ? 'B' : 'W', 'a' + x, 'a' + y);
      n++;
    }
  if (n == 0)
    {
      g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                           _("This is not a list of Renju moves such as “h8 h9 i10”."));
      return NULL;
    }
  g_string_append_c (sgf, ')');
  return g_string_free (g_steal_pointer (&sgf), FALSE);
}

char *
ishi_renju_move_list_from_game (IshiGame *game, GError **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  IshiSgfNode *root;
  guint n = 0;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  root = ishi_game_get_root (game);
  if (ishi_game_get_rules (game) != ishi_rules_renju () || ishi_game_get_size (game) != SIZE)
    {
      g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                           _("Only a Renju game can be written as a move list."));
      return NULL;
    }
  if (ishi_sgf_node_lookup (root, "AB") || ishi_sgf_node_lookup (root, "AW"))
    {
      g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                           _("A move list cannot hold stones set up on the board: save the game as SGF."));
      return NULL;
    }
  for (IshiSgfNode *node = root; node; node = node->first_child)
    {
      IshiColor color;
      int x, y;

      if (!ishi_game_node_move (node, SIZE, &color, &x, &y))
        continue;
      if (color != (n % 2 == 0 ? ISHI_BLACK : ISHI_WHITE))
        {
          g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                               _("A move list cannot hold two moves of one colour in a row: save the game as SGF."));
          return NULL;
        }
      n++;
      if (x < 0)
        {
          g_set_error_literal (error, ISHI_RENJU_MOVE_LIST_ERROR, ISHI_RENJU_MOVE_LIST_ERROR_NOT_A_LIST,
                               _("A move list cannot hold a pass: save the game as SGF."));
          return NULL;
        }
      g_string_append_printf (text, "%s%c%d", text->len ? " " : "", 'a' + x, SIZE - y);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
