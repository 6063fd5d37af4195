/* ishi-igs.c — reads and writes the lines of the IGS/NNGS protocol.
 *
 * Every parser here takes text that came from the network: it never trusts
 * a length, a number or a name, refuses what does not match exactly, and
 * allocates only what it returns.  The formats follow NNGS's
 * server-protocol.txt and its help files (games, who, match, undo).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-igs.h"

#include <string.h>

#include "ishi-rules.h"

gboolean
ishi_igs_name_is_valid (const char *name)
{
  const char *p;
  glong n = 0;

  if (name == NULL || *name == '\0' || strlen (name) > 64)
    return FALSE;
  if (!g_utf8_validate (name, -1, NULL))
    return FALSE;
  for (p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_isspace (c) || g_unichar_iscntrl (c) || !g_unichar_isprint (c))
        return FALSE;
      if (c < 0x80 && strchr ("*!:[](){}@#\"'\\", (char) c) != NULL)
        return FALSE;
      n++;
    }
  return n <= ISHI_IGS_MAX_NAME_CHARS;
}

/* A decimal number of at most 9 digits with an optional minus sign; *end
 * is left after it.  FALSE when there is none. */
static gboolean
read_int (const char *p, int *value, const char **end)
{
  gboolean negative = FALSE;
  int digits = 0;
  int v = 0;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  while (g_ascii_isdigit (*p))
    {
      if (++digits > 9)
        return FALSE;
      v = v * 10 + (*p - '0');
      p++;
    }
  if (digits == 0)
    return FALSE;
  *value = negative ? -v : v;
  *end = p;
  return TRUE;
}

static const char *
skip_spaces (const char *p)
{
  while (*p == ' ')
    p++;
  return p;
}

/* A word up to a space or `stop` (not included); NULL if empty. */
static char *
read_word (const char *p, char stop, const char **end)
{
  const char *start = p;

  while (*p && *p != ' ' && *p != stop)
    p++;
  if (p == start)
    return NULL;
  *end = p;
  return g_strndup (start, p - start);
}

static gboolean
expect (const char **p, const char *literal)
{
  gsize n = strlen (literal);

  if (strncmp (*p, literal, n) != 0)
    return FALSE;
  *p += n;
  return TRUE;
}

gboolean
ishi_igs_split (const char *line, int *code, const char **text)
{
  const char *end;
  int value;

  g_return_val_if_fail (line != NULL, FALSE);

  *text = line;
  *code = ISHI_IGS_NONE;
  if (!g_ascii_isdigit (line[0]) || !read_int (line, &value, &end))
    return FALSE;
  if (*end == ' ')
    end++;
  else if (*end != '\0')
    return FALSE;
  *code = value;
  *text = end;
  return TRUE;
}

/* "name (c s b)" — one side of a game header. */
static gboolean
read_side (const char **p, char **name, int *captures, int *seconds, int *stones)
{
  const char *q = skip_spaces (*p);

  *name = read_word (q, '(', &q);
  if (*name == NULL || !ishi_igs_name_is_valid (*name))
    return FALSE;
  q = skip_spaces (q);
  if (!expect (&q, "(") || !read_int (q, captures, &q))
    return FALSE;
  q = skip_spaces (q);
  if (!read_int (q, seconds, &q))
    return FALSE;
  q = skip_spaces (q);
  if (!read_int (q, stones, &q) || !expect (&q, ")"))
    return FALSE;
  *p = q;
  return TRUE;
}

gboolean
ishi_igs_parse_game_header (const char *text, IshiIgsGameHeader *header)
{
  const char *p = text;

  memset (header, 0, sizeof *header);
  if (!expect (&p, "Game ") || !read_int (skip_spaces (p), &header->game, &p))
    return FALSE;
  p = skip_spaces (p);
  /* The game's kind: IGS writes "I" (a Go game). */
  while (*p && *p != ':')
    p++;
  if (!expect (&p, ":"))
    goto fail;
  if (!read_side (&p, &header->white, &header->white_captures, &header->white_seconds,
                  &header->white_stones))
    goto fail;
  p = skip_spaces (p);
  if (!expect (&p, "vs"))
    goto fail;
  if (!read_side (&p, &header->black, &header->black_captures, &header->black_seconds,
                  &header->black_stones))
    goto fail;
  if (*skip_spaces (p) != '\0' || header->game < 0)
    goto fail;
  return TRUE;

fail:
  ishi_igs_game_header_clear (header);
  return FALSE;
}

char *
ishi_igs_format_game_header (const IshiIgsGameHeader *h)
{
  return g_strdup_printf ("Game %d I: %s (%d %d %d) vs %s (%d %d %d)", h->game,
                          h->white, h->white_captures, h->white_seconds, h->white_stones,
                          h->black, h->black_captures, h->black_seconds, h->black_stones);
}

void
ishi_igs_game_header_clear (IshiIgsGameHeader *header)
{
  g_clear_pointer (&header->white, g_free);
  g_clear_pointer (&header->black, g_free);
}

gboolean
ishi_igs_parse_move (const char *text, IshiIgsMove *move)
{
  const char *p = skip_spaces (text);
  const char *start;

  memset (move, 0, sizeof *move);
  if (!read_int (p, &move->number, &p) || move->number < 0)
    return FALSE;
  if (!expect (&p, "("))
    return FALSE;
  if (*p == 'B')
    move->color = ISHI_BLACK;
  else if (*p == 'W')
    move->color = ISHI_WHITE;
  else
    return FALSE;
  p++;
  if (!expect (&p, "):"))
    return FALSE;
  p = skip_spaces (p);
  start = p;
  if (g_ascii_strncasecmp (p, "Handicap ", 9) == 0)
    {
      int n;
      p += 9;
      if (!read_int (skip_spaces (p), &n, &p) || n < 0 || n > 99)
        return FALSE;
      move->move = g_strndup (start, p - start);
      return TRUE;
    }
  while (*p && *p != ' ')
    p++;
  if (p == start || p - start > 12)
    return FALSE;
  move->move = g_strndup (start, p - start);
  return TRUE;
}

char *
ishi_igs_format_move (int number, IshiColor color, const char *move)
{
  return g_strdup_printf ("%3d(%c): %s", number, color == ISHI_WHITE ? 'W' : 'B', move);
}

void
ishi_igs_move_clear (IshiIgsMove *move)
{
  g_clear_pointer (&move->move, g_free);
}

gboolean
ishi_igs_parse_speech (const char *text, char open, char close, char **name, char **message)
{
  const char *p = text;
  const char *end;

  *name = NULL;
  *message = NULL;
  if (*p != open)
    return FALSE;
  p++;
  end = strchr (p, close);
  if (end == NULL || end == p)
    return FALSE;
  *name = g_strndup (p, end - p);
  if (!ishi_igs_name_is_valid (*name))
    {
      g_clear_pointer (name, g_free);
      return FALSE;
    }
  p = end + 1;
  if (!expect (&p, ":"))
    {
      g_clear_pointer (name, g_free);
      return FALSE;
    }
  *message = g_strdup (*p == ' ' ? p + 1 : p);
  return TRUE;
}

char *
ishi_igs_format_speech (char open, char close, const char *name, const char *message)
{
  return g_strdup_printf ("%c%s%c: %s", open, name, close, message);
}

gboolean
ishi_igs_parse_result (const char *text, int *game, char **white, char **black, char **result)
{
  const char *p = text;
  gsize len = strlen (text);
  const char *q;

  *white = *black = *result = NULL;
  if (len < 2 || text[len - 1] != '}')
    return FALSE;
  if (!expect (&p, "{Game ") || !read_int (p, game, &p) || !expect (&p, ": "))
    return FALSE;
  *white = read_word (p, ':', &p);
  if (*white == NULL || !expect (&p, " vs "))
    goto fail;
  *black = read_word (p, ':', &p);
  if (*black == NULL || !expect (&p, " :"))
    goto fail;
  q = skip_spaces (p);
  *result = g_strndup (q, text + len - 1 - q);
  return TRUE;

fail:
  g_clear_pointer (white, g_free);
  g_clear_pointer (black, g_free);
  return FALSE;
}

gboolean
ishi_igs_parse_undo (const char *text, char **name, char **move)
{
  const char *p = text;
  const char *open, *close;

  *name = *move = NULL;
  *name = read_word (p, '\0', &p);
  if (*name == NULL || !expect (&p, " undid the last move ("))
    goto fail;
  open = p;
  close = strchr (open, ')');
  if (close == NULL || close == open)
    goto fail;
  *move = g_strndup (open, close - open);
  return TRUE;

fail:
  g_clear_pointer (name, g_free);
  return FALSE;
}

gboolean
ishi_igs_parse_undo_in_game (const char *text, int *game)
{
  const char *p = text;

  return expect (&p, "Undo in game ") && read_int (p, game, &p) && expect (&p, ":") && *game >= 0;
}

gboolean
ishi_igs_parse_removing (const char *text, int *game, char **name, char **point)
{
  const char *p = text;

  *name = *point = NULL;
  if (!expect (&p, "Game ") || !read_int (p, game, &p) || !expect (&p, " "))
    return FALSE;
  *name = read_word (p, '\0', &p);
  if (*name == NULL || !expect (&p, " is removing @ "))
    goto fail;
  *point = read_word (p, '\0', &p);
  if (*point == NULL)
    goto fail;
  return TRUE;

fail:
  g_clear_pointer (name, g_free);
  return FALSE;
}

char **
ishi_igs_split_words (const char *text, int max_words)
{
  GPtrArray *words = g_ptr_array_new ();
  const char *p = skip_spaces (text);

  while (*p)
    {
      const char *start = p;
      if (max_words > 0 && (int) words->len == max_words - 1)
        {
          g_ptr_array_add (words, g_strdup (p));
          break;
        }
      while (*p && *p != ' ')
        p++;
      g_ptr_array_add (words, g_strndup (start, p - start));
      p = skip_spaces (p);
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

char *
ishi_igs_format_point (const char *game, int size, int x, int y)
{
  const IshiRules *rules = ishi_rules_lookup (game);

  if (x < 0)
    return g_strdup ("Pass");
  g_return_val_if_fail (rules != NULL, NULL);
  return rules->format_point (size, x, y);
}

gboolean
ishi_igs_parse_point (const char *game, int size, const char *text, int *x, int *y)
{
  const IshiRules *rules = ishi_rules_lookup (game);
  g_autofree char *lower = NULL;

  if (rules == NULL || text == NULL || strlen (text) > 8)
    return FALSE;
  if (size < rules->min_size || size > rules->max_size)
    return FALSE;
  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      *x = *y = -1;
      return TRUE;
    }
  /* Renju's letters are small, Go's capital; either is read. */
  lower = rules->plain_letters ? g_ascii_strdown (text, -1) : g_ascii_strup (text, -1);
  return rules->parse_point (size, lower, x, y) && *x >= 0;
}
