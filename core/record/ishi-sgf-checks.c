/* ishi-sgf-checks.c — what the SGF reader checks of a node once it is
 * complete (ishi-sgf-parse.c reads the tokens and builds the tree): the
 * root's game (GM) and board size (SZ), which the points of its tree are
 * checked against, and its numbers (KM, TM); every node's moves and setup
 * points.  A bad SZ stops the reading; the rest is warned of and kept, or
 * left out where nothing after the reader could take it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-sgf-parser.h"

static gboolean
parse_int_range (const char *s,
                 gsize       n,
                 int         lo,
                 int         hi,
                 int        *value)
{
  int v = 0;

  while (n > 0 && g_ascii_isspace (*s))
    s++, n--;
  while (n > 0 && g_ascii_isspace (s[n - 1]))
    n--;
  if (n == 0 || n > 6)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit (s[i]))
        return FALSE;
      v = v * 10 + (s[i] - '0');
    }
  if (v < lo || v > hi)
    return FALSE;
  *value = v;
  return TRUE;
}

/* KM and TM are numbers (SGF Real): one that C reads as no finite number
 * — "nan", "inf", 1e999 — is no komi and no time.  It is left out with a
 * warning, so that nothing after the reader takes it (issue 53: KM[nan]
 * went through info, replay and normalize).  Text that is no number at
 * all ("6目半") stays as it is: nothing reads it as a number. */
static void
check_root_numbers (Parser *p, IshiSgfNode *root)
{
  static const char *const ids[] = { "KM", "TM" };

  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      const char *raw = ishi_sgf_node_get_raw (root, ids[k]);
      char *end = NULL;
      double value;

      if (raw == NULL)
        continue;
      value = g_ascii_strtod (raw, &end);
      if (end == raw || isfinite (value))
        continue;
      for (guint i = 0; i < p->places->len; i++)
        {
          PropertyPlace *pp = &g_array_index (p->places, PropertyPlace, i);

          if (strcmp (pp->property->id, ids[k]) == 0)
            {
              g_autofree char *shown = ishi_sgf_value_for_message (raw);

              /* TRANSLATORS: KM (komi) or TM (time); the value is "nan", "inf" or the like. */
              ishi_sgf_warn_at (p, pp->offset, _("%s[%s] is not a number; it was left out"), ids[k], shown);
              break;
            }
        }
      ishi_sgf_node_remove (root, ids[k]);
    }
}

/* The root of a tree is complete: which game, and which board the points
 * of this tree are checked against.  SZ may come anywhere in the root, after
 * AB and AW too, which is why this waits for the end of the root. */
void
ishi_sgf_check_root (Parser      *p,
                     IshiSgfNode *root)
{
  const char *gm = ishi_sgf_node_get_raw (root, "GM");
  const char *sz = ishi_sgf_node_get_raw (root, "SZ");
  int game = 1;

  check_root_numbers (p, root);
  p->game_checked = TRUE;
  p->size = 0;
  if (gm != NULL && !parse_int_range (gm, strlen (gm), 1, 100000, &game))
    game = -1;
  if (game != 1 && game != 4 && game != 5)
    return;   /* not a game whose points Ishi knows */

  if (sz == NULL)
    p->size = game == 1 ? 19 : 15;
  else
    {
      const char *colon = strchr (sz, ':');
      int cols, rows;
      gboolean ok;

      if (colon == NULL)
        {
          ok = parse_int_range (sz, strlen (sz), 1, 52, &cols);
          rows = cols;
        }
      else
        ok = parse_int_range (sz, colon - sz, 1, 52, &cols)
             && parse_int_range (colon + 1, strlen (colon + 1), 1, 52, &rows);
      if (!ok)
        {
          g_autofree char *shown = ishi_sgf_value_for_message (sz);
          g_autofree char *what = NULL;
          gsize offset = root->line || !p->node_places ? p->node_start : 0;

          for (guint i = 0; i < p->places->len; i++)
            {
              PropertyPlace *pp = &g_array_index (p->places, PropertyPlace, i);

              if (strcmp (pp->property->id, "SZ") == 0)
                offset = pp->offset;
            }
          what = g_strdup_printf (_("SZ[%s] is not a board size (a number from 1 to 52, "
                                    "or COLUMNS:ROWS)"), shown);
          ishi_sgf_fail_at (p, offset, ISHI_SGF_ERROR_VALUE, what);
          return;
        }
      /* Ishi plays square boards only; a rectangle is read and kept, and
       * its points are checked against the longer side. */
      p->size = MAX (cols, rows);
    }
}

static gboolean
is_sgf_point_text (const char *v)
{
  gsize n = strlen (v);

  return n == 0 || (n == 2 && g_ascii_isalpha (v[0]) && g_ascii_isalpha (v[1]));
}

/* A complete node's moves and setup points checked against the board.  A
 * bad point is kept (nothing is lost, and a later SZ or another program
 * may make sense of it); replaying it is the game's error. */
void
ishi_sgf_check_points (Parser *p)
{
  Cursor from = p->node_cursor;

  for (guint i = 0; i < p->places->len; i++)
    {
      PropertyPlace *pp = &g_array_index (p->places, PropertyPlace, i);
      const char *id = pp->property->id;
      gboolean move = (id[0] == 'B' || id[0] == 'W') && id[1] == '\0';
      gboolean setup = id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E') && id[2] == '\0';

      if (!move && !setup)
        continue;
      for (guint k = 0; k < pp->property->n_values; k++)
        {
          const char *v = pp->property->values[k];
          g_autofree char *shown = NULL;
          gboolean ok;

          /* the usual case, two letters on the board, without a call */
          if (v[0] >= 'a' && v[0] < 'a' + MIN (p->size, 26)
              && v[1] >= 'a' && v[1] < 'a' + MIN (p->size, 26) && v[2] == '\0')
            continue;
          if (move)
            ok = ishi_sgf_parse_point (v, p->size, NULL, NULL);
          else
            ok = ishi_sgf_parse_point_list (v, p->size, NULL);  /* checked, not expanded */
          if (ok && (!move || is_sgf_point_text (v)))
            continue;
          shown = ishi_sgf_value_for_message (v);
          if (ok)
            ishi_sgf_warn_from (p, &from, pp->offset,
                       _("%s[%s] is not written in SGF coordinates; kept as it is"), id, shown);
          else
            ishi_sgf_warn_from (p, &from, pp->offset,
                       _("%s[%s] is not a point of the %d×%d board; kept as it is"),
                       id, shown, p->size, p->size);
        }
    }
}
