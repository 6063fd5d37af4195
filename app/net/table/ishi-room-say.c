/* ishi-room-say.c — a room's or a server's messages in Ishi's own words
 * (ishi-room-say.h).
 *
 * A room's message comes as its id and arguments (ishi-room-messages.h)
 * and is said in the catalogue's words, translated, with %1$s, %2$s…
 * for its arguments; an entry with no words is not said.  Some arguments
 * are said in words too: a colour, a result, an option and its value.
 *
 * A plain server (NNGS, IGS) sends only its English: its lines are
 * matched against the catalogue's English formats (the room speaks NNGS's
 * words) and against a few of NNGS's own below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-room-messages.h"
#include "ishi-room-say.h"
#include "ishi-room-words.h"
#include "ishi-ruleset.h"
#include "ishi-types.h"

/* NNGS's lines that no room sends (its formats table), said in a
 * server's window: the first before the catalogue's (whose "{Game %d: %s
 * vs %s : %s}" would take it whole), the others after. */
static const IshiRoomMessage server_first[] = {
  /* The result of a count (its gameproc.c, END_DONE: the loser
   * "resigns", with the scores); it said "Black resigns" of a counted game. */
  { NULL, 0, "{Game %d: %s vs %s : %s resigns. W %.1f B %.1f}", "nnncpp",
    N_("The game at table %1$s is over: %4$s resigns (%3$s against %2$s)."),
    N_("Game %1$s is counted: Black %6$s, White %5$s (%3$s against %2$s).") },
};

static const IshiRoomMessage server_lines[] = {
  { NULL, 0, "Game has been adjourned.", "", NULL, NULL },
  /* Said again by the line after them ("{Game 1: … has adjourned.}",
   * "… has restarted your game."). */
  { NULL, 0, "Game %d: %s vs %s : has adjourned.", "", NULL, NULL },
  { NULL, 0, "%s has restored your old game.", "", NULL, NULL },
  { NULL, 0, "Match [%d] with %s in %d accepted.", "", NULL, NULL },
  /* To the players of a game (after the room's "Creating match [%d]
   * with %s vs %s.", which this one's %s would take whole). */
  { NULL, 0, "Creating match [%d] with %s.", "", N_("Game %1$s begins against %2$s."), NULL },
  { NULL, 0, "Removing @ %s", "", N_("The group at %1$s is marked dead."), NULL },
};

/* The room's format as a regular expression: %s any text, %d and %u a
 * whole number (with a width, spaces before it), %g and %.1f a number. */
static GRegex *
compile_wire (const char *wire)
{
  GString *re = g_string_new ("^");
  GRegex *regex;

  for (const char *p = wire; *p; p++)
    {
      if (*p != '%')
        {
          g_autofree char *c = g_regex_escape_string (p, 1);
          g_string_append (re, c);
          continue;
        }
      p++;
      if (*p == '%')
        {
          g_string_append_c (re, '%');
          continue;
        }
      while (*p == '-' || *p == '.' || g_ascii_isdigit (*p))
        p++;
      if (*p == 's')
        g_string_append (re, "(.*?)");
      else if (*p == 'd' || *p == 'u')
        g_string_append (re, " *(-?[0-9]+)");
      else
        g_string_append (re, " *(-?[0-9.]+)");
    }
  g_string_append_c (re, '$');
  regex = g_regex_new (re->str, G_REGEX_OPTIMIZE | G_REGEX_DOTALL, 0, NULL);
  g_string_free (re, TRUE);
  return regex;
}

/* A plain server's formats in the order they are tried, and each one's
 * regular expression. */
typedef struct {
  const IshiRoomMessage *message;
  GRegex *regex;
} Wire;

static const Wire *
wires (guint *n)
{
  static Wire *table;
  static guint length;

  if (g_once_init_enter (&table))
    {
      guint n_all;
      const IshiRoomMessage *all = ishi_room_messages_get_all (&n_all);
      Wire *t = g_new0 (Wire, G_N_ELEMENTS (server_first) + n_all + G_N_ELEMENTS (server_lines));
      guint k = 0;

      for (guint i = 0; i < G_N_ELEMENTS (server_first); i++)
        t[k++].message = &server_first[i];
      for (guint i = 0; i < n_all; i++)
        t[k++].message = &all[i];
      for (guint i = 0; i < G_N_ELEMENTS (server_lines); i++)
        t[k++].message = &server_lines[i];
      for (guint i = 0; i < k; i++)
        t[i].regex = compile_wire (t[i].message->igs);
      length = k;
      g_once_init_leave (&table, t);
    }
  *n = length;
  return table;
}

static const char *
option_name (const char *option)
{
  static const struct { const char *wire, *words; } options[] = {
    { "boardsize", N_("the board size") }, { "time", N_("the time (minutes)") },
    { "byoyomi", N_("byo-yomi (seconds a move)") }, { "handicap", N_("the handicap") },
    { "rule", N_("the rules") }, { "komi", N_("komi") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (strcmp (option, options[i].wire) == 0)
      return _(options[i].words);
  return option;
}

static char *
rule_name (const char *id)
{
  const IshiRuleset *row = ishi_ruleset_lookup (id);

  return g_strdup (row ? _(row->name) : id);
}

/* A value of the line in words, by its kind. */
static char *
say_value (char kind, const char *value, const char *option)
{
  switch (kind)
    {
    case 'c':
      if (strcmp (value, "Black") == 0 || strcmp (value, "B") == 0)
        return g_strdup (_("Black"));
      if (strcmp (value, "White") == 0 || strcmp (value, "W") == 0)
        return g_strdup (_("White"));
      return g_strdup (value);
    case 'r':
      {
        /* "Black wins by resignation." without its full stop, in the
         * middle of a sentence. */
        char *re = ishi_room_describe_re (value);
        gsize n = strlen (re);
        if (n > 0 && re[n - 1] == '.')
          re[n - 1] = '\0';
        else if (n >= 3 && strcmp (re + n - 3, "。") == 0)
          re[n - 3] = '\0';
        return re;
      }
    case 'o':
      return g_strdup (option_name (value));
    case 'v':
      return option && strcmp (option, "rule") == 0 ? rule_name (value) : g_strdup (value);
    case 'u':
      return rule_name (value);
    case 'p':
      return g_str_has_suffix (value, ".0") ? g_strndup (value, strlen (value) - 2) : g_strdup (value);
    case 'm':
      for (IshiMoveStatus st = ISHI_MOVE_OK + 1; st <= ISHI_MOVE_OPENING_NOT_OFFERED; st++)
        if (strcmp (value, ishi_move_status_to_string (st)) == 0)
          return g_strdup (ishi_move_status_describe (st));
      return g_strdup (value);
    default:
      return g_strdup (value);
    }
}

/* `words` with %1$s… replaced by the values. */
static char *
fill (const char *words, char **values, guint n)
{
  GString *out = g_string_new (NULL);

  for (const char *p = words; *p; p++)
    {
      if (p[0] == '%' && g_ascii_isdigit (p[1]) && p[2] == '$' && p[3] == 's')
        {
          guint i = p[1] - '1';
          g_string_append (out, i < n ? values[i] : "");
          p += 3;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static char *
say_values (const IshiRoomMessage *message, char **raw, guint n, gboolean server)
{
  g_auto (GStrv) values = g_new0 (char *, n + 1);

  if (message->words == NULL)
    return NULL;
  for (guint v = 0; v < n; v++)
    {
      /* An option's value is said by the option before it. */
      char kind = v < strlen (message->kinds) ? message->kinds[v] : 'n';
      values[v] = say_value (kind, raw[v], v > 0 ? raw[v - 1] : NULL);
    }
  return fill (server && message->server_words ? _(message->server_words) : _(message->words), values, n);
}

char *
ishi_room_say_message (const char *id, const char *const *args)
{
  const IshiRoomMessage *message = ishi_room_message_by_id (id);
  guint n = args ? g_strv_length ((char **) args) : 0;

  if (message == NULL || ishi_room_message_n_args (message) != (int) n)
    {
      /* A newer room's message: nothing this window can say of it. */
      g_debug ("the room's message %s (%u arguments) is not in this Ishi's catalogue", id, n);
      return NULL;
    }
  return say_values (message, (char **) args, n, FALSE);
}

char *
ishi_room_say (const char *text, gboolean *known)
{
  guint n_wires;
  const Wire *w = wires (&n_wires);

  g_return_val_if_fail (text != NULL, NULL);
  if (known)
    *known = TRUE;
  for (guint i = 0; i < n_wires; i++)
    {
      g_autoptr (GMatchInfo) info = NULL;
      g_auto (GStrv) raw = NULL;
      guint n;

      if (w[i].regex == NULL || !g_regex_match (w[i].regex, text, 0, &info))
        continue;
      n = g_match_info_get_match_count (info) - 1;
      raw = g_new0 (char *, n + 1);
      for (guint v = 0; v < n; v++)
        raw[v] = g_match_info_fetch (info, v + 1);
      return say_values (w[i].message, raw, n, TRUE);
    }
  if (known)
    *known = FALSE;
  return g_strdup (text);
}

const char *const *
ishi_room_say_words (void)
{
  static const char **words;

  if (g_once_init_enter (&words))
    {
      guint n_all;
      const IshiRoomMessage *all = ishi_room_messages_get_all (&n_all);
      const char **w = g_new0 (const char *, n_all + 1);
      guint n = 0;
      for (guint i = 0; i < n_all; i++)
        if (all[i].words)
          w[n++] = all[i].words;
      g_once_init_leave (&words, w);
    }
  return words;
}
