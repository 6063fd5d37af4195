/* ishi-timecontrol.c — time controls, and TM/OT/BL/WL/OB/OW in SGF.
 *
 * The OT forms are the ones other programs write and read (see the
 * header); TM, BL, WL, OB and OW are the SGF FF[4] timing properties
 * (reals in seconds, and numbers of periods or stones).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-timecontrol"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-timecontrol.h"

G_DEFINE_QUARK (ishi-time-control-error-quark, ishi_time_control_error)

/* No club plays a game of more than 100 days on one clock; beyond that a
 * value is a broken file, and keeping below it keeps every time in
 * microseconds far from overflowing. */
#define MAX_SECONDS (100 * 24 * 3600)
#define MAX_COUNT 10000

static const char *const system_words[] = {
  [ISHI_TIME_NONE] = "none",
  [ISHI_TIME_ABSOLUTE] = "absolute",
  [ISHI_TIME_BYOYOMI] = "byoyomi",
  [ISHI_TIME_BYOYOMI_ONLINE] = "byoyomi-online",
  [ISHI_TIME_CANADIAN] = "canadian",
  [ISHI_TIME_FISCHER] = "fischer",
};

const char *
ishi_time_system_to_string (IshiTimeSystem system)
{
  if ((guint) system < G_N_ELEMENTS (system_words))
    return system_words[system];
  return "none";
}

gboolean
ishi_time_system_from_string (const char *word, IshiTimeSystem *system)
{
  g_return_val_if_fail (system != NULL, FALSE);

  for (guint i = 0; word && i < G_N_ELEMENTS (system_words); i++)
    if (g_strcmp0 (word, system_words[i]) == 0)
      {
        *system = (IshiTimeSystem) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_INVALID, message);
  return FALSE;
}

gboolean
ishi_time_control_validate (const IshiTimeControl *tc, GError **error)
{
  g_return_val_if_fail (tc != NULL, FALSE);

  if (tc->system == ISHI_TIME_NONE)
    return TRUE;
  if (tc->main_time < 0 || tc->main_time > MAX_SECONDS || tc->period_time < 0
      || tc->period_time > MAX_SECONDS || tc->increment < 0 || tc->increment > MAX_SECONDS
      || tc->cap < 0 || tc->cap > MAX_SECONDS || tc->periods < 0 || tc->periods > MAX_COUNT
      || tc->stones < 0 || tc->stones > MAX_COUNT)
    return invalid (error, _("A time in the time control is negative or too long."));

  switch (tc->system)
    {
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_FISCHER:
      if (tc->main_time < 1)
        return invalid (error, _("The main time must be at least one second."));
      return TRUE;
    case ISHI_TIME_BYOYOMI:
      if (tc->periods < 1 || tc->period_time < 1)
        return invalid (error, _("Byo-yomi needs at least one period of at least one second."));
      return TRUE;
    case ISHI_TIME_BYOYOMI_ONLINE:
      if (tc->period_time < 1)
        return invalid (error, _("Byo-yomi needs at least one second per move."));
      return TRUE;
    case ISHI_TIME_CANADIAN:
      if (tc->stones < 1 || tc->period_time < 1)
        return invalid (error, _("Canadian overtime needs at least one move in at least one second."));
      return TRUE;
    case ISHI_TIME_NONE:
    default:
      return invalid (error, _("Unknown time system."));
    }
}

gboolean
ishi_time_control_equal (const IshiTimeControl *a, const IshiTimeControl *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return memcmp (a, b, sizeof *a) == 0;
}

/* "10 min", "30 s", "1 min 30 s", "2 h". */
static char *
duration_text (int seconds)
{
  int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  GString *text = g_string_new (NULL);

  if (h > 0)
    /* Translators: hours of a time control, "2 h" */
    g_string_append_printf (text, _("%d h"), h);
  if (m > 0)
    {
      if (text->len)
        g_string_append_c (text, ' ');
      /* Translators: minutes of a time control, "10 min" */
      g_string_append_printf (text, _("%d min"), m);
    }
  if (s > 0 || text->len == 0)
    {
      if (text->len)
        g_string_append_c (text, ' ');
      /* Translators: seconds of a time control, "30 s" */
      g_string_append_printf (text, _("%d s"), s);
    }
  return g_string_free (text, FALSE);
}

char *
ishi_time_control_describe (const IshiTimeControl *tc)
{
  g_autofree char *main_time = NULL;
  g_autofree char *period = NULL;

  g_return_val_if_fail (tc != NULL, NULL);

  main_time = duration_text (tc->main_time);
  period = duration_text (tc->period_time);
  switch (tc->system)
    {
    case ISHI_TIME_ABSOLUTE:
      /* Translators: absolute time, "10 min, no overtime" */
      return g_strdup_printf (_("%s, no overtime"), main_time);
    case ISHI_TIME_BYOYOMI:
      /* Translators: "10 min + 5 × 30 s byo-yomi" */
      return g_strdup_printf (_("%s + %d × %s byo-yomi"), main_time, tc->periods, period);
    case ISHI_TIME_BYOYOMI_ONLINE:
      if (tc->main_time == 0)
        /* Translators: a plain limit per move, "30 s per move" */
        return g_strdup_printf (_("%s per move"), period);
      /* Translators: the online page's byo-yomi, "10 min, byo-yomi of 30 s within the main time" */
      return g_strdup_printf (_("%s, byo-yomi of %s within the main time"), main_time, period);
    case ISHI_TIME_CANADIAN:
      /* Translators: "10 min + 25 moves in 5 min (Canadian)" */
      return g_strdup_printf (_("%s + %d moves in %s (Canadian)"), main_time, tc->stones, period);
    case ISHI_TIME_FISCHER:
      {
        g_autofree char *inc = duration_text (tc->increment);
        g_autofree char *cap = NULL;

        if (tc->cap <= 0)
          /* Translators: "5 min + 10 s per move (Fischer)" */
          return g_strdup_printf (_("%s + %s per move (Fischer)"), main_time, inc);
        cap = duration_text (tc->cap);
        /* Translators: "5 min + 10 s per move, at most 10 min (Fischer)" */
        return g_strdup_printf (_("%s + %s per move, at most %s (Fischer)"), main_time, inc, cap);
      }
    case ISHI_TIME_NONE:
    default:
      return g_strdup (_("No time limit"));
    }
}

/* ------------------------------------------------------------------------ */
/* OT                                                                        */
/* ------------------------------------------------------------------------ */

char *
ishi_time_control_format_ot (const IshiTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);

  switch (tc->system)
    {
    case ISHI_TIME_BYOYOMI:
      return g_strdup_printf ("%dx%d byo-yomi", tc->periods, tc->period_time);
    case ISHI_TIME_BYOYOMI_ONLINE:
      return g_strdup_printf ("%d byo-yomi in main time", tc->period_time);
    case ISHI_TIME_CANADIAN:
      return g_strdup_printf ("%d/%d Canadian", tc->stones, tc->period_time);
    case ISHI_TIME_FISCHER:
      if (tc->cap > 0)
        return g_strdup_printf ("%d fischer max %d", tc->increment, tc->cap);
      return g_strdup_printf ("%d fischer", tc->increment);
    case ISHI_TIME_NONE:
    case ISHI_TIME_ABSOLUTE:
    default:
      return NULL;
    }
}

static gboolean
match_number (GMatchInfo *info, int group, int *value)
{
  g_autofree char *word = g_match_info_fetch (info, group);
  guint64 n;

  if (word == NULL || *word == '\0')
    return FALSE;
  if (!g_ascii_string_to_unsigned (word, 10, 0, MAX_SECONDS, &n, NULL))
    return FALSE;
  *value = (int) n;
  return TRUE;
}

/* One OT form: a pattern and which numbers it gives. */
typedef struct {
  IshiTimeSystem system;
  const char *pattern;
} OtForm;

static const OtForm ot_forms[] = {
  /* "5x30 byo-yomi" (KGS, CGoban, OGS); "5 x 30 byoyomi", "5×30 byo yomi" */
  { ISHI_TIME_BYOYOMI, "^\\s*(\\d+)\\s*(?:x|×|\\*)\\s*(\\d+)\\s*(?:s\\s*)?byo[- ]?yomi\\s*$" },
  /* Ishi's own word for the online page's byo-yomi */
  { ISHI_TIME_BYOYOMI_ONLINE, "^\\s*(\\d+)\\s*byo[- ]?yomi\\s+in\\s+main\\s+time\\s*$" },
  /* "25/600 Canadian" (KGS, CGoban, OGS) */
  { ISHI_TIME_CANADIAN, "^\\s*(\\d+)\\s*/\\s*(\\d+)\\s*canadian\\s*$" },
  /* "10 fischer" (OGS), "Fischer 10", with Ishi's " max 600" */
  { ISHI_TIME_FISCHER, "^\\s*(\\d+)\\s*fischer(?:\\s+max\\s+(\\d+))?\\s*$" },
  { ISHI_TIME_FISCHER, "^\\s*fischer\\s*(\\d+)(?:\\s+max\\s+(\\d+))?\\s*$" },
};

gboolean
ishi_time_control_parse_ot (const char *ot, IshiTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, FALSE);

  if (ot == NULL || !g_utf8_validate (ot, -1, NULL))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (ot_forms); i++)
    {
      g_autoptr(GRegex) regex = g_regex_new (ot_forms[i].pattern,
                                             G_REGEX_CASELESS | G_REGEX_OPTIMIZE, 0, NULL);
      g_autoptr(GMatchInfo) info = NULL;
      IshiTimeControl read = { .system = ot_forms[i].system, .main_time = tc->main_time };
      gboolean ok;

      if (!g_regex_match (regex, ot, 0, &info))
        continue;
      switch (read.system)
        {
        case ISHI_TIME_BYOYOMI:
          ok = match_number (info, 1, &read.periods) && match_number (info, 2, &read.period_time);
          break;
        case ISHI_TIME_BYOYOMI_ONLINE:
          ok = match_number (info, 1, &read.period_time);
          break;
        case ISHI_TIME_CANADIAN:
          ok = match_number (info, 1, &read.stones) && match_number (info, 2, &read.period_time);
          break;
        case ISHI_TIME_FISCHER:
          ok = match_number (info, 1, &read.increment);
          if (ok && !match_number (info, 2, &read.cap))
            read.cap = 0;
          break;
        case ISHI_TIME_NONE:
        case ISHI_TIME_ABSOLUTE:
        default:
          ok = FALSE;
        }
      if (!ok)
        return FALSE;
      *tc = read;
      return TRUE;
    }
  return FALSE;
}

void
ishi_time_control_write_root (const IshiTimeControl *tc, IshiSgfNode *root)
{
  g_autofree char *ot = NULL;
  char tm[32];

  g_return_if_fail (tc != NULL);
  g_return_if_fail (root != NULL);

  ishi_sgf_node_remove (root, "TM");
  ishi_sgf_node_remove (root, "OT");
  if (tc->system == ISHI_TIME_NONE)
    return;
  g_snprintf (tm, sizeof tm, "%d", tc->main_time);
  ishi_sgf_node_set_raw (root, "TM", tm);
  ot = ishi_time_control_format_ot (tc);
  if (ot)
    ishi_sgf_node_set_text (root, "OT", ot);
}

static gboolean
parse_seconds (const char *raw, double *seconds)
{
  g_autofree char *text = NULL;
  char *end = NULL;
  double value;

  if (raw == NULL)
    return FALSE;
  text = g_strstrip (g_strdup (raw));
  value = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (value) || value < 0 || value > MAX_SECONDS)
    return FALSE;
  *seconds = value;
  return TRUE;
}

gboolean
ishi_time_control_read_root (const IshiSgfNode *root, IshiTimeControl *tc, GError **error)
{
  const char *tm_raw;
  g_autofree char *ot = NULL;
  double tm = 0;

  g_return_val_if_fail (root != NULL, FALSE);
  g_return_val_if_fail (tc != NULL, FALSE);

  memset (tc, 0, sizeof *tc);
  tm_raw = ishi_sgf_node_get_raw (root, "TM");
  ot = ishi_sgf_node_get_simple_text (root, "OT");
  if (tm_raw == NULL && (ot == NULL || *g_strstrip (ot) == '\0'))
    return TRUE;

  if (tm_raw != NULL && !parse_seconds (tm_raw, &tm))
    {
      g_set_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_BAD_TM,
                   _("The main time TM[%s] is not a number of seconds: the game has no clock."),
                   tm_raw);
      return FALSE;
    }
  tc->main_time = (int) lround (tm);

  if (ot == NULL || *g_strstrip (ot) == '\0')
    {
      tc->system = ISHI_TIME_ABSOLUTE;
      return TRUE;
    }
  if (ishi_time_control_parse_ot (ot, tc) && ishi_time_control_validate (tc, NULL))
    return TRUE;

  memset (tc, 0, sizeof *tc);
  tc->main_time = (int) lround (tm);
  tc->system = tm_raw != NULL ? ISHI_TIME_ABSOLUTE : ISHI_TIME_NONE;
  if (tc->system == ISHI_TIME_ABSOLUTE)
    g_set_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_UNKNOWN_OT,
                 _("The overtime OT[%s] is not one Ishi knows: only the main time is kept, without overtime."),
                 ot);
  else
    g_set_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_UNKNOWN_OT,
                 _("The overtime OT[%s] is not one Ishi knows, and there is no main time: the game has no clock."),
                 ot);
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* BL, WL, OB, OW                                                            */
/* ------------------------------------------------------------------------ */

void
ishi_node_time_write (IshiSgfNode *node, IshiColor color, gint64 time_left, int overtime_left)
{
  gint64 ms;
  char value[48];
  char *p;

  g_return_if_fail (node != NULL);
  g_return_if_fail (color == ISHI_BLACK || color == ISHI_WHITE);

  /* Milliseconds, rounded; "28.5", "600", never "-0". */
  ms = time_left <= 0 ? 0 : (time_left + 500) / 1000;
  g_snprintf (value, sizeof value, "%" G_GINT64_FORMAT ".%03d", ms / 1000, (int) (ms % 1000));
  p = value + strlen (value) - 1;
  while (*p == '0')
    *p-- = '\0';
  if (*p == '.')
    *p = '\0';
  ishi_sgf_node_set_raw (node, color == ISHI_BLACK ? "BL" : "WL", value);

  if (overtime_left >= 0)
    {
      g_snprintf (value, sizeof value, "%d", overtime_left);
      ishi_sgf_node_set_raw (node, color == ISHI_BLACK ? "OB" : "OW", value);
    }
  else
    ishi_sgf_node_remove (node, color == ISHI_BLACK ? "OB" : "OW");
}

gboolean
ishi_node_time_read (const IshiSgfNode *node, IshiColor color, IshiNodeTime *time)
{
  const char *raw;
  double seconds;
  guint64 n;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (time != NULL, FALSE);

  memset (time, 0, sizeof *time);
  if (color != ISHI_BLACK && color != ISHI_WHITE)
    return FALSE;

  raw = ishi_sgf_node_get_raw (node, color == ISHI_BLACK ? "BL" : "WL");
  if (parse_seconds (raw, &seconds))
    {
      time->has_time = TRUE;
      time->time_left = seconds;
    }
  raw = ishi_sgf_node_get_raw (node, color == ISHI_BLACK ? "OB" : "OW");
  if (raw != NULL)
    {
      g_autofree char *text = g_strstrip (g_strdup (raw));

      if (g_ascii_string_to_unsigned (text, 10, 0, MAX_COUNT, &n, NULL))
        {
          time->has_overtime = TRUE;
          time->overtime_left = (int) n;
        }
    }
  return time->has_time || time->has_overtime;
}

gboolean
ishi_node_time_find (const IshiSgfNode *node, IshiColor color, IshiNodeTime *time)
{
  g_return_val_if_fail (time != NULL, FALSE);

  memset (time, 0, sizeof *time);
  for (; node != NULL; node = node->parent)
    if (ishi_node_time_read (node, color, time))
      return TRUE;
  return FALSE;
}

char *
ishi_time_format (gint64 microseconds, gboolean tenths)
{
  gint64 t;

  if (microseconds < 0)
    microseconds = 0;
  /* A countdown shows the time rounded up, so that 0:00 means no time is
   * left and the last second reads 0:01. */
  if (tenths && microseconds < 10 * G_USEC_PER_SEC)
    {
      t = (microseconds + 99999) / 100000;
      return g_strdup_printf ("0:%02d.%d", (int) (t / 10), (int) (t % 10));
    }
  t = (microseconds + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
  if (t >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (t / 3600), (int) (t / 60 % 60), (int) (t % 60));
  return g_strdup_printf ("%d:%02d", (int) (t / 60), (int) (t % 60));
}

char *
ishi_time_control_to_setting (const IshiTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);

  return g_strdup_printf ("%s:%d:%d:%d:%d:%d:%d", ishi_time_system_to_string (tc->system),
                          tc->main_time, tc->periods, tc->period_time, tc->stones,
                          tc->increment, tc->cap);
}

gboolean
ishi_time_control_from_setting (const char *text, IshiTimeControl *tc)
{
  g_auto(GStrv) parts = NULL;
  int *fields[6];

  g_return_val_if_fail (tc != NULL, FALSE);

  memset (tc, 0, sizeof *tc);
  if (text == NULL)
    return FALSE;
  parts = g_strsplit (text, ":", -1);
  fields[0] = &tc->main_time;
  fields[1] = &tc->periods;
  fields[2] = &tc->period_time;
  fields[3] = &tc->stones;
  fields[4] = &tc->increment;
  fields[5] = &tc->cap;
  if (g_strv_length (parts) != 7 || !ishi_time_system_from_string (parts[0], &tc->system))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (parts[i + 1], 10, 0, 360000, &value, NULL))
        return FALSE;
      *fields[i] = (int) value;
    }
  return tc->system == ISHI_TIME_NONE || ishi_time_control_validate (tc, NULL);
}
