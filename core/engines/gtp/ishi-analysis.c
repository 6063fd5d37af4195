/* ishi-analysis.c — the IV property (ishi-analysis.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-analysis.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A whole number of tenths, or FALSE. */
static gboolean
parse_number (const char *text, double *value)
{
  char *end = NULL;
  double v;

  if (text == NULL || *text == '\0')
    return FALSE;
  v = g_ascii_strtod (text, &end);
  if (end == text || !isfinite (v))
    return FALSE;
  while (*end == ' ')
    end++;
  if (*end != '\0' && *end != '(')
    return FALSE;
  *value = v;
  return TRUE;
}

gboolean
ishi_analysis_parse_score (const char *text, double *black_lead)
{
  g_autofree char *t = NULL;
  double v;

  g_return_val_if_fail (text != NULL, FALSE);
  t = g_strstrip (g_strdup (text));
  if ((t[0] == 'B' || t[0] == 'b' || t[0] == 'W' || t[0] == 'w') && t[1] == '+')
    {
      if (!parse_number (t + 2, &v) || v < 0)
        return FALSE;
      *black_lead = (t[0] == 'B' || t[0] == 'b') ? v : -v;
      return TRUE;
    }
  if (!parse_number (t, &v))
    return FALSE;
  *black_lead = v;
  return TRUE;
}

gboolean
ishi_analysis_read (const IshiSgfNode *node, double *black_lead)
{
  const char *raw = ishi_sgf_node_get_raw (node, ISHI_ANALYSIS_PROPERTY);
  double v;

  if (raw == NULL || !parse_number (raw, &v) || raw[0] == '(')
    return FALSE;
  *black_lead = v;
  return TRUE;
}

static void
write_number (IshiSgfNode *node, const char *property, double black_lead)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (black_lead))
    {
      ishi_sgf_node_remove (node, property);
      return;
    }
  /* One decimal is what engines give; -0 is written as 0. */
  black_lead = round (black_lead * 10) / 10;
  if (black_lead == 0)
    black_lead = 0;
  g_ascii_formatd (buf, sizeof buf, "%.1f", black_lead);
  {
    size_t n = strlen (buf);
    if (n > 2 && buf[n - 1] == '0' && buf[n - 2] == '.')
      buf[n - 2] = '\0';
  }
  ishi_sgf_node_set_raw (node, property, buf);
}

void
ishi_analysis_write (IshiSgfNode *node, double black_lead)
{
  write_number (node, ISHI_ANALYSIS_PROPERTY, black_lead);
}

gboolean
ishi_analysis_read_win_rate (const IshiSgfNode *node, double *black_win_rate)
{
  const char *raw = ishi_sgf_node_get_raw (node, ISHI_ANALYSIS_WIN_PROPERTY);
  double v;

  if (raw == NULL || !parse_number (raw, &v) || raw[0] == '(' || v < 0 || v > 100)
    return FALSE;
  *black_win_rate = v / 100;
  return TRUE;
}

void
ishi_analysis_write_win_rate (IshiSgfNode *node, double black_win_rate)
{
  write_number (node, ISHI_ANALYSIS_WIN_PROPERTY,
                isnan (black_win_rate) ? NAN : CLAMP (black_win_rate, 0, 1) * 100);
}
