/* ishi-gtp-protocol.c — GTP framing, replies and vertices on strings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-gtp-protocol.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ishi-go-board.h"
#include "ishi-rules.h"

G_DEFINE_QUARK (ishi-gtp-error-quark, ishi_gtp_error)

/* --- commands ------------------------------------------------------------ */

char *
ishi_gtp_preprocess (char *line)
{
  char *out = line;

  g_return_val_if_fail (line != NULL, NULL);

  /* GTP 2, 3.1: remove control characters but HT and LF, HT becomes a
   * space.  (Comments after '#' are for commands; replies keep them.) */
  for (const char *in = line; *in; in++)
    {
      unsigned char c = (unsigned char) *in;
      if (c == '\t')
        *out++ = ' ';
      else if (c < 32 || c == 127)
        continue;
      else
        *out++ = (char) c;
    }
  *out = '\0';
  return line;
}

char *
ishi_gtp_quote (const char *text)
{
  g_autofree char *valid = NULL;
  GString *out;
  gsize length, head_length;
  const char *p;
  guint chars = 0;

  if (text == NULL)
    return g_strdup ("");
  /* Only the head is looked at, an answer of 50 MB is not copied: four
   * bytes a character at most and one more than is quoted. */
  length = strlen (text);
  head_length = MIN (length, (ISHI_GTP_QUOTE_CHARS + 1) * 4);
  valid = g_utf8_make_valid (text, (gssize) head_length);
  out = g_string_new (NULL);
  for (p = valid; *p && chars < ISHI_GTP_QUOTE_CHARS; p = g_utf8_next_char (p), chars++)
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n')
        g_string_append (out, " ⏎ ");
      else if (c == '\t')
        g_string_append_c (out, ' ');
      else if (g_unichar_iscntrl (c))
        continue;
      else
        g_string_append_unichar (out, c);
    }
  if (*p == '\0' && head_length == length)
    return g_string_free (out, FALSE);
  {
    g_autofree char *size = g_format_size (length);
    g_autofree char *head = g_string_free (out, FALSE);

    /* Translators: an engine's answer cut short in a message: its first
     * characters, then its whole size ("xxxxx… (52.4 MB in all)"). */
    return g_strdup_printf (_("%s… (%s in all)"), head, size);
  }
}

/* --- rules -------------------------------------------------------------- */

static gboolean
lists (const char *const *commands, const char *command)
{
  return commands != NULL && g_strv_contains (commands, command);
}

/* KataGo's compact rules (its rules.cpp reads "ko", "scoring", "tax",
 * "sui" and "whb" followed by their values), from the row. */
static char *
kata_rules (const IshiRuleset *row)
{
  gboolean territory = row->scoring == ISHI_SCORE_JAPANESE;
  const char *ko, *whb;

  switch (row->ko_rule)
    {
    case ISHI_KO_SIMPLE:
      ko = "SIMPLE";
      break;
    case ISHI_KO_POSITIONAL_SUPERKO:
      ko = "POSITIONAL";
      break;
    default:
      return NULL;
    }
  switch (row->handicap_comp)
    {
    case ISHI_HANDICAP_COMP_N:
      whb = "N";
      break;
    case ISHI_HANDICAP_COMP_N_MINUS_1:
      whb = "N-1";
      break;
    case ISHI_HANDICAP_COMP_NONE:
    default:
      whb = "0";
      break;
    }
  /* Territory counting gives nothing for points in seki ("tax SEKI"). */
  return g_strdup_printf ("ko%sscoring%stax%ssui%dwhb%s", ko, territory ? "TERRITORY" : "AREA",
                          territory ? "SEKI" : "NONE", row->allow_suicide ? 1 : 0, whb);
}

char *
ishi_gtp_rules_command (const IshiRuleset *row, const char *const *commands)
{
  static const struct { const char *id, *kgs; } kgs_names[] = {
    { "japanese", "japanese" }, { "online", "japanese" }, { "chinese", "chinese" },
    { "aga", "aga" }, { "nz", "new_zealand" },
  };
  gboolean counted = row != NULL && (row->scoring == ISHI_SCORE_JAPANESE || row->scoring == ISHI_SCORE_CHINESE);

  g_return_val_if_fail (row != NULL, NULL);

  if (g_strcmp0 (row->game, "go") != 0)
    return NULL;
  if (lists (commands, "ishi-rules"))
    return g_strdup_printf ("ishi-rules %s", row->id);
  if (counted && lists (commands, "kata-set-rules"))
    {
      g_autofree char *kata = kata_rules (row);

      if (kata != NULL)
        return g_strdup_printf ("kata-set-rules %s", kata);
    }
  if (counted && lists (commands, "kgs-rules"))
    for (gsize i = 0; i < G_N_ELEMENTS (kgs_names); i++)
      if (g_str_equal (row->id, kgs_names[i].id))
        return g_strdup_printf ("kgs-rules %s", kgs_names[i].kgs);
  return NULL;
}

char *
ishi_gtp_format_command (guint id, const char *command)
{
  g_autofree char *copy = NULL;

  g_return_val_if_fail (command != NULL, NULL);

  if (strchr (command, '\n') != NULL)
    return NULL;
  copy = ishi_gtp_preprocess (g_strdup (command));
  g_strstrip (copy);
  if (copy[0] == '\0')
    return NULL;
  return g_strdup_printf ("%u %s\n", id, copy);
}

/* --- replies ------------------------------------------------------------- */

struct _IshiGtpParser {
  gboolean in_reply;
  IshiGtpReply current;
  GString *text;
};

void
ishi_gtp_reply_clear (IshiGtpReply *reply)
{
  if (reply == NULL)
    return;
  g_clear_pointer (&reply->text, g_free);
  memset (reply, 0, sizeof *reply);
}

IshiGtpParser *
ishi_gtp_parser_new (void)
{
  IshiGtpParser *parser = g_new0 (IshiGtpParser, 1);
  parser->text = g_string_new (NULL);
  return parser;
}

void
ishi_gtp_parser_free (IshiGtpParser *parser)
{
  if (parser == NULL)
    return;
  g_string_free (parser->text, TRUE);
  g_free (parser);
}

gboolean
ishi_gtp_parser_in_reply (IshiGtpParser *parser)
{
  return parser->in_reply;
}

gsize
ishi_gtp_parser_get_reply_length (IshiGtpParser *parser)
{
  g_return_val_if_fail (parser != NULL, 0);
  return parser->in_reply ? parser->text->len : 0;
}

/* Trailing spaces off a GString. */
static void
rstrip (GString *s)
{
  while (s->len > 0 && s->str[s->len - 1] == ' ')
    g_string_truncate (s, s->len - 1);
}

/* Does `line` start a reply?  "=", "?", "=12", "?3 text", "= text".  A
 * "=" followed by anything but digits and then a space or the end ("==",
 * "=abc") is not a reply: it is output. */
static gboolean
parse_reply_start (const char *line, IshiGtpReply *reply, const char **rest)
{
  const char *p = line + 1;
  guint64 id = 0;
  gboolean has_id = FALSE;

  if (line[0] != '=' && line[0] != '?')
    return FALSE;
  while (g_ascii_isdigit (*p))
    {
      id = id * 10 + (guint64) (*p - '0');
      if (id > G_MAXUINT)
        return FALSE;
      has_id = TRUE;
      p++;
    }
  if (*p != '\0' && *p != ' ')
    return FALSE;
  while (*p == ' ')
    p++;
  reply->success = line[0] == '=';
  reply->has_id = has_id;
  reply->id = (guint) id;
  *rest = p;
  return TRUE;
}

IshiGtpLineKind
ishi_gtp_parser_feed (IshiGtpParser *parser, const char *line,
                      IshiGtpReply *reply, char **output)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (parser != NULL, ISHI_GTP_LINE_NONE);
  g_return_val_if_fail (line != NULL, ISHI_GTP_LINE_NONE);

  clean = ishi_gtp_preprocess (g_strdup (line));

  if (!parser->in_reply)
    {
      const char *rest = NULL;
      IshiGtpReply start = { 0 };

      /* Blank lines between replies (and before the first) are skipped. */
      if (clean[0] == '\0' || strspn (clean, " ") == strlen (clean))
        return ISHI_GTP_LINE_NONE;
      if (!parse_reply_start (clean, &start, &rest))
        {
          if (output)
            *output = g_steal_pointer (&clean);
          return ISHI_GTP_LINE_OUTPUT;
        }
      parser->in_reply = TRUE;
      parser->current = start;
      g_string_assign (parser->text, rest);
      rstrip (parser->text);
      return ISHI_GTP_LINE_NONE;
    }

  if (clean[0] != '\0')
    {
      /* A line of a multi-line reply. */
      g_string_append_c (parser->text, '\n');
      g_string_append (parser->text, clean);
      rstrip (parser->text);
      return ISHI_GTP_LINE_NONE;
    }

  /* The empty line ends the reply. */
  parser->in_reply = FALSE;
  if (reply)
    {
      *reply = parser->current;
      reply->text = g_strdup (parser->text->str);
    }
  g_string_truncate (parser->text, 0);
  memset (&parser->current, 0, sizeof parser->current);
  return ISHI_GTP_LINE_REPLY;
}

/* --- vertices ------------------------------------------------------------ */

static const char gtp_columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

const char *
ishi_gtp_color_name (IshiColor color)
{
  return color == ISHI_WHITE ? "w" : "b";
}

char *
ishi_gtp_vertex_format (int size, int x, int y)
{
  if (size < ISHI_GO_BOARD_MIN_SIZE || size > ISHI_GO_BOARD_MAX_SIZE)
    return NULL;
  /* The rules' own notation (ishi-rules-go.c) is GTP's. */
  return ishi_rules_go ()->format_point (size, x, y);
}

gboolean
ishi_gtp_vertex_parse (int size, const char *text, gboolean resign_ok,
                       IshiGtpVertexKind *kind, int *x, int *y, GError **error)
{
  g_autofree char *v = NULL;
  const char *letter;
  const char *p;
  int row = 0;
  int column;

  g_return_val_if_fail (text != NULL, FALSE);

  v = g_strstrip (g_strdup (text));
  if (g_ascii_strcasecmp (v, "pass") == 0)
    {
      if (kind)
        *kind = ISHI_GTP_VERTEX_PASS;
      if (x)
        *x = -1;
      if (y)
        *y = -1;
      return TRUE;
    }
  if (resign_ok && g_ascii_strcasecmp (v, "resign") == 0)
    {
      if (kind)
        *kind = ISHI_GTP_VERTEX_RESIGN;
      if (x)
        *x = -1;
      if (y)
        *y = -1;
      return TRUE;
    }

  letter = v[0] != '\0' ? strchr (gtp_columns, g_ascii_toupper (v[0])) : NULL;
  if (letter == NULL || *letter == '\0')
    goto garbage;
  column = (int) (letter - gtp_columns);
  p = v + 1;
  if (*p < '1' || *p > '9')
    goto garbage;
  for (; *p; p++)
    {
      if (!g_ascii_isdigit (*p) || row > 1000)
        goto garbage;
      row = row * 10 + (*p - '0');
    }
  if (column >= size || row > size)
    {
      g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD,
                   _("The point %s is not on a %d×%d board."), v, size, size);
      return FALSE;
    }
  if (kind)
    *kind = ISHI_GTP_VERTEX_POINT;
  if (x)
    *x = column;
  if (y)
    *y = size - row;
  return TRUE;

garbage:
  g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
               _("“%s” is not a point of the board."), v);
  return FALSE;
}

GArray *
ishi_gtp_vertex_list_parse (int size, const char *text, GError **error)
{
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_auto (GStrv) words = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  words = g_strsplit_set (text, " \n", -1);
  for (guint i = 0; words[i]; i++)
    {
      IshiGtpVertexKind kind;
      IshiPoint point;

      if (words[i][0] == '\0')
        continue;
      if (!ishi_gtp_vertex_parse (size, words[i], FALSE, &kind, &point.x, &point.y, error))
        return NULL;
      if (kind == ISHI_GTP_VERTEX_POINT)
        g_array_append_val (points, point);
    }
  return g_steal_pointer (&points);
}

GArray *
ishi_gtp_top_moves_parse (int size, const char *text, GError **error)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (IshiGtpCandidate));
  g_auto (GStrv) words = NULL;
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  g_return_val_if_fail (text != NULL, NULL);

  words = g_strsplit_set (text, " \n", -1);
  for (guint i = 0; words[i]; i++)
    if (words[i][0])
      g_ptr_array_add (list, words[i]);
  if (list->len % 2 != 0)
    {
      g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                   _("“%s” is not a list of moves with their values."), text);
      return NULL;
    }
  for (guint i = 0; i < list->len; i += 2)
    {
      IshiGtpCandidate c;
      IshiGtpVertexKind kind;
      char *end = NULL;

      if (!ishi_gtp_vertex_parse (size, g_ptr_array_index (list, i), FALSE, &kind,
                                  &c.point.x, &c.point.y, error))
        return NULL;
      c.value = g_ascii_strtod (g_ptr_array_index (list, i + 1), &end);
      if (end == NULL || *end != '\0' || end == g_ptr_array_index (list, i + 1))
        {
          g_set_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE,
                       _("“%s” is not a list of moves with their values."), text);
          return NULL;
        }
      if (kind == ISHI_GTP_VERTEX_POINT)
        g_array_append_val (moves, c);
    }
  return g_steal_pointer (&moves);
}
