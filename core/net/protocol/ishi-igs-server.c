/* ishi-igs-server.c — a Go server's lists, offers and results, read.
 *
 * Every parser takes text from the network: numbers are bounded, names
 * must be names (ishi_igs_name_is_valid), and what does not match exactly
 * is refused whole.  The forms are NNGS's (its formats table: the games
 * list's "[%2d] %11.11s [%3.3s%s] vs. …", who's "%s %s   %s %-10s %3s
 * %3.3s%s", "Use <match %s %s %d %d %d> or <decline %s> to respond.",
 * "Creating match [%d] with %s.", "%s (W:O): %.1f to %s (B:#): %.1f") and
 * its gameproc.c's results ("{Game %d: %s vs %s : White resigns. W %.1f
 * B %.1f}").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-igs-server.h"

#include <math.h>
#include <string.h>

#include "ishi-igs.h"

/* ------------------------------------------------------------------------ */
/* A small reader                                                            */
/* ------------------------------------------------------------------------ */

static void
spaces (const char **p)
{
  while (**p == ' ')
    (*p)++;
}

static gboolean
literal (const char **p, const char *text)
{
  gsize n = strlen (text);

  if (strncmp (*p, text, n) != 0)
    return FALSE;
  *p += n;
  return TRUE;
}

/* A whole number in [min, max]; at most 9 digits. */
static gboolean
number (const char **p, int min, int max, int *value)
{
  const char *q = *p;
  gboolean negative = FALSE;
  int v = 0, digits = 0;

  if (*q == '-')
    {
      negative = TRUE;
      q++;
    }
  while (g_ascii_isdigit (*q))
    {
      if (++digits > 9)
        return FALSE;
      v = v * 10 + (*q++ - '0');
    }
  if (digits == 0)
    return FALSE;
  if (negative)
    v = -v;
  if (v < min || v > max)
    return FALSE;
  *value = v;
  *p = q;
  return TRUE;
}

/* A decimal fraction ("6.5", "-3", " 1.0" after spaces); finite, bounded. */
static gboolean
decimal (const char **p, double *value)
{
  const char *q = *p;
  char *end = NULL;
  double v;

  if (!(g_ascii_isdigit (*q) || (*q == '-' && g_ascii_isdigit (q[1]))))
    return FALSE;
  v = g_ascii_strtod (q, &end);
  if (end == q || !isfinite (v) || fabs (v) > 100000)
    return FALSE;
  *value = v;
  *p = end;
  return TRUE;
}

/* Characters up to a space or one of `stops`, as a new string (NULL when none). */
static char *
word (const char **p, const char *stops)
{
  const char *start = *p, *q = *p;

  while (*q && *q != ' ' && strchr (stops, *q) == NULL)
    q++;
  if (q == start)
    return NULL;
  *p = q;
  return g_strndup (start, q - start);
}

static char *
name (const char **p, const char *stops)
{
  char *n = word (p, stops);

  if (n != NULL && !ishi_igs_name_is_valid (n))
    g_clear_pointer (&n, g_free);
  return n;
}

/* "[ 4d*]" → "4d*" (a rank: up to 8 printable characters). */
static char *
bracketed_rank (const char **p)
{
  const char *q = *p, *close;
  char *rank;

  if (!literal (&q, "["))
    return NULL;
  close = strchr (q, ']');
  if (close == NULL || close - q > 8)
    return NULL;
  rank = g_strstrip (g_strndup (q, close - q));
  for (const char *c = rank; *c; c++)
    if (!g_ascii_isgraph (*c))
      {
        g_free (rank);
        return NULL;
      }
  *p = close + 1;
  return rank;
}

/* ------------------------------------------------------------------------ */
/* games                                                                     */
/* ------------------------------------------------------------------------ */

void
ishi_igs_game_entry_clear (IshiIgsGameEntry *entry)
{
  g_clear_pointer (&entry->white, g_free);
  g_clear_pointer (&entry->white_rank, g_free);
  g_clear_pointer (&entry->black, g_free);
  g_clear_pointer (&entry->black_rank, g_free);
}

gboolean
ishi_igs_parse_game_entry (const char *text, IshiIgsGameEntry *e)
{
  const char *p = text;

  memset (e, 0, sizeof *e);
  if (!literal (&p, "["))
    return FALSE;
  spaces (&p);
  if (!number (&p, 1, 100000, &e->game) || !literal (&p, "]"))
    return FALSE;
  spaces (&p);
  if ((e->white = name (&p, "[")) == NULL)
    goto fail;
  spaces (&p);
  if ((e->white_rank = bracketed_rank (&p)) == NULL)
    goto fail;
  spaces (&p);
  if (!literal (&p, "vs."))
    goto fail;
  spaces (&p);
  if ((e->black = name (&p, "[")) == NULL)
    goto fail;
  spaces (&p);
  if ((e->black_rank = bracketed_rank (&p)) == NULL)
    goto fail;
  spaces (&p);
  if (!literal (&p, "("))
    goto fail;
  spaces (&p);
  if (!number (&p, 0, 100000, &e->moves))
    goto fail;
  spaces (&p);
  if (!number (&p, 2, 52, &e->size))
    goto fail;
  spaces (&p);
  if (!number (&p, 0, 99, &e->handicap))
    goto fail;
  spaces (&p);
  if (!decimal (&p, &e->komi))
    goto fail;
  spaces (&p);
  if (!number (&p, 0, 100000, &e->byoyomi))
    goto fail;
  /* The flags (F free, I, T…) up to the parenthesis. */
  p = strchr (p, ')');
  if (p == NULL)
    goto fail;
  p++;
  spaces (&p);
  if (!literal (&p, "("))
    goto fail;
  spaces (&p);
  if (!number (&p, 0, 100000, &e->observers))
    goto fail;
  if (!literal (&p, ")"))
    goto fail;
  return TRUE;

fail:
  ishi_igs_game_entry_clear (e);
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* who                                                                       */
/* ------------------------------------------------------------------------ */

void
ishi_igs_who_entry_clear (IshiIgsWhoEntry *entry)
{
  g_clear_pointer (&entry->name, g_free);
  g_clear_pointer (&entry->rank, g_free);
  g_clear_pointer (&entry->idle, g_free);
  g_clear_pointer (&entry->flags, g_free);
}

/* "--" or a game number. */
static gboolean
game_or_none (const char *w, int *value)
{
  const char *p = w;

  if (strcmp (w, "--") == 0)
    {
      *value = 0;
      return TRUE;
    }
  return number (&p, 1, 100000, value) && *p == '\0';
}

/* An idle time: digits and one unit ("12s", "3m", "1h", "2d"). */
static gboolean
idle_time (const char *w)
{
  gsize n = strlen (w);

  if (n < 2 || n > 6 || strchr ("smhd", w[n - 1]) == NULL)
    return FALSE;
  for (gsize i = 0; i + 1 < n; i++)
    if (!g_ascii_isdigit (w[i]))
      return FALSE;
  return TRUE;
}

static gboolean
who_entry (const char *part, IshiIgsWhoEntry *e)
{
  g_auto (GStrv) all = g_strsplit (part, " ", -1);
  const char *w[8];
  int n = 0;

  memset (e, 0, sizeof *e);
  for (int i = 0; all[i]; i++)
    if (all[i][0] != '\0')
      {
        if (n == G_N_ELEMENTS (w))
          return FALSE;
        w[n++] = all[i];
      }
  /* [flags] observing playing name idle rank */
  if (n < 5 || n > 6)
    return FALSE;
  if (n == 6 && strlen (w[0]) > 4)
    return FALSE;
  if (!game_or_none (w[n - 5], &e->observing) || !game_or_none (w[n - 4], &e->playing)
      || !ishi_igs_name_is_valid (w[n - 3]) || !idle_time (w[n - 2]) || strlen (w[n - 1]) > 6)
    return FALSE;
  e->flags = g_strdup (n == 6 ? w[0] : "");
  e->name = g_strdup (w[n - 3]);
  e->idle = g_strdup (w[n - 2]);
  e->rank = g_strdup (w[n - 1]);
  return TRUE;
}

int
ishi_igs_parse_who_line (const char *text, IshiIgsWhoEntry entries[2])
{
  g_auto (GStrv) parts = g_strsplit (text, "|", 3);
  int n = 0;

  memset (entries, 0, 2 * sizeof *entries);
  if (g_strv_length (parts) > 2)
    return 0;
  for (int i = 0; parts[i]; i++)
    if (who_entry (parts[i], &entries[n]))
      n++;
  return n;
}

/* ------------------------------------------------------------------------ */
/* match                                                                     */
/* ------------------------------------------------------------------------ */

void
ishi_igs_match_offer_clear (IshiIgsMatchOffer *offer)
{
  g_clear_pointer (&offer->name, g_free);
}

gboolean
ishi_igs_parse_match_offer (const char *text, IshiIgsMatchOffer *o)
{
  const char *p = text;
  g_autofree char *again = NULL;

  memset (o, 0, sizeof *o);
  if (!literal (&p, "Use <match ") || (o->name = name (&p, ">")) == NULL || !literal (&p, " "))
    goto fail;
  if (literal (&p, "B"))
    o->color = ISHI_BLACK;
  else if (literal (&p, "W"))
    o->color = ISHI_WHITE;
  else
    goto fail;
  if (!literal (&p, " ") || !number (&p, 2, 52, &o->size) || !literal (&p, " ")
      || !number (&p, 0, 100000, &o->minutes) || !literal (&p, " ")
      || !number (&p, 0, 100000, &o->byoyomi) || !literal (&p, "> or <decline "))
    goto fail;
  again = name (&p, ">");
  if (again == NULL || strcmp (again, o->name) != 0 || !literal (&p, ">"))
    goto fail;
  return TRUE;

fail:
  ishi_igs_match_offer_clear (o);
  return FALSE;
}

char *
ishi_igs_format_match (const char *opponent, IshiColor color, int size, int minutes, int byoyomi)
{
  return g_strdup_printf ("match %s %s %d %d %d", opponent, color == ISHI_WHITE ? "W" : "B",
                          size, minutes, byoyomi);
}

gboolean
ishi_igs_parse_komi_offer (const char *text, double *komi, char **who)
{
  const char *p = text;

  *who = NULL;
  if (!literal (&p, "Use \"komi ") || !decimal (&p, komi) || !literal (&p, "\" to accept, or \"decline "))
    return FALSE;
  *who = name (&p, "\"");
  if (*who == NULL || strcmp (p, "\" to respond.") != 0)
    {
      g_clear_pointer (who, g_free);
      return FALSE;
    }
  return TRUE;
}

gboolean
ishi_igs_parse_creating_match (const char *text, int *game, char **opponent)
{
  const char *p = text;

  *opponent = NULL;
  if (!literal (&p, "Creating match [") || !number (&p, 1, 100000, game) || !literal (&p, "] with "))
    return FALSE;
  *opponent = name (&p, ".");
  if (*opponent == NULL || strcmp (p, ".") != 0)
    {
      g_clear_pointer (opponent, g_free);
      return FALSE;
    }
  return TRUE;
}

gboolean
ishi_igs_parse_removing_own (const char *text, char **point)
{
  const char *p = text;

  *point = NULL;
  if (!literal (&p, "Removing @ "))
    return FALSE;
  *point = word (&p, "");
  if (*point == NULL || *p != '\0' || strlen (*point) > 4)
    {
      g_clear_pointer (point, g_free);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* The count and the result                                                  */
/* ------------------------------------------------------------------------ */

gboolean
ishi_igs_parse_score (const char *text, double *white, double *black)
{
  const char *w = strstr (text, " (W:O): ");
  const char *b;

  if (w == NULL)
    return FALSE;
  w += strlen (" (W:O): ");
  spaces (&w);
  if (!decimal (&w, white) || !literal (&w, " to "))
    return FALSE;
  b = strstr (w, " (B:#): ");
  if (b == NULL)
    return FALSE;
  b += strlen (" (B:#): ");
  spaces (&b);
  return decimal (&b, black) && *b == '\0';
}

/* "W 1.5 B 1.0" at the end of the words: the two scores. */
static gboolean
scores_at_end (const char *words, double *white, double *black)
{
  const char *p = words;

  for (const char *at = strstr (p, "W "); at; at = strstr (at + 1, "W "))
    {
      const char *q = at + 2;
      if (at != words && at[-1] != ' ')
        continue;
      spaces (&q);
      if (!decimal (&q, white) || !literal (&q, " B "))
        continue;
      spaces (&q);
      if (decimal (&q, black) && *q == '\0')
        return TRUE;
    }
  return FALSE;
}

char *
ishi_igs_result_to_sgf (const char *text, gboolean *adjourned)
{
  g_autofree char *words = g_strstrip (g_strdup (text));
  double white, black;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  *adjourned = FALSE;
  if (strstr (words, "has adjourned") != NULL)
    {
      *adjourned = TRUE;
      return NULL;
    }
  if (scores_at_end (words, &white, &black))
    {
      double margin = fabs (white - black);
      if (margin < 0.05)
        return g_strdup ("0");
      /* Scores come with one decimal: rounded to it, then written short. */
      g_ascii_dtostr (buffer, sizeof buffer, round (margin * 10) / 10);
      return g_strdup_printf ("%s+%s", white > black ? "W" : "B", buffer);
    }
  if (strcmp (words, "Black resigns.") == 0)
    return g_strdup ("W+R");
  if (strcmp (words, "White resigns.") == 0)
    return g_strdup ("B+R");
  if (strcmp (words, "Black forfeits on time.") == 0)
    return g_strdup ("W+T");
  if (strcmp (words, "White forfeits on time.") == 0)
    return g_strdup ("B+T");
  return NULL;
}
