/* ishi-renju-openings.c — the 26 Renju openings and their orientations.
 *
 * The facts (numbering, names, where Black 3 stands) are those of the
 * classroom rule book and of the international numbering D1–D13 / I1–I13;
 * the table below was written from them.  Each opening is kept in one
 * orientation only — White 2 on h9 (direct) or i9 (indirect) — and the
 * other seven are made by turning and reflecting the board about h8.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-renju-openings.h"
#include "ishi-renju-symmetry.h"
#include "ishi-rules.h"

#define CENTRE 7   /* h8 is (7, 7) */

G_DEFINE_QUARK (ishi-renju-opening-error-quark, ishi_renju_opening_error)

/* Black 3 offsets: columns to the right, rows up, from h8, with White 2 on
 * h9 (direct) or i9 (indirect).  The romaji is also the translatable
 * display name; the Japanese translation gives the kanji back. */
static const IshiRenjuOpening openings[] = {
  { "D1",  FALSE,  1, "寒星", NULL,   NC_("renju opening", "Kansei"),     0,  2 },
  { "D2",  FALSE,  2, "渓月", "溪月", NC_("renju opening", "Keigetsu"),   1,  2 },
  { "D3",  FALSE,  3, "疎星", "疏星", NC_("renju opening", "Sosei"),      2,  2 },
  { "D4",  FALSE,  4, "花月", NULL,   NC_("renju opening", "Kagetsu"),    1,  1 },
  { "D5",  FALSE,  5, "残月", NULL,   NC_("renju opening", "Zangetsu"),   2,  1 },
  { "D6",  FALSE,  6, "雨月", NULL,   NC_("renju opening", "Ugetsu"),     1,  0 },
  { "D7",  FALSE,  7, "金星", NULL,   NC_("renju opening", "Kinsei"),     2,  0 },
  { "D8",  FALSE,  8, "松月", NULL,   NC_("renju opening", "Shogetsu"),   0, -1 },
  { "D9",  FALSE,  9, "丘月", NULL,   NC_("renju opening", "Kyugetsu"),   1, -1 },
  { "D10", FALSE, 10, "新月", NULL,   NC_("renju opening", "Shingetsu"),  2, -1 },
  { "D11", FALSE, 11, "瑞星", NULL,   NC_("renju opening", "Zuisei"),     0, -2 },
  { "D12", FALSE, 12, "山月", NULL,   NC_("renju opening", "Sangetsu"),   1, -2 },
  { "D13", FALSE, 13, "遊星", NULL,   NC_("renju opening", "Yusei"),      2, -2 },
  { "I1",  TRUE,   1, "長星", NULL,   NC_("renju opening", "Chosei"),     2,  2 },
  { "I2",  TRUE,   2, "峡月", NULL,   NC_("renju opening", "Kyogetsu"),   2,  1 },
  { "I3",  TRUE,   3, "恒星", NULL,   NC_("renju opening", "Kosei"),      2,  0 },
  { "I4",  TRUE,   4, "水月", NULL,   NC_("renju opening", "Suigetsu"),   2, -1 },
  { "I5",  TRUE,   5, "流星", NULL,   NC_("renju opening", "Ryusei"),     2, -2 },
  { "I6",  TRUE,   6, "雲月", NULL,   NC_("renju opening", "Ungetsu"),    1,  0 },
  { "I7",  TRUE,   7, "浦月", NULL,   NC_("renju opening", "Hogetsu"),    1, -1 },
  { "I8",  TRUE,   8, "嵐月", NULL,   NC_("renju opening", "Rangetsu"),   1, -2 },
  { "I9",  TRUE,   9, "銀月", NULL,   NC_("renju opening", "Gingetsu"),   0, -1 },
  { "I10", TRUE,  10, "明星", NULL,   NC_("renju opening", "Myojo"),      0, -2 },
  { "I11", TRUE,  11, "斜月", NULL,   NC_("renju opening", "Shagetsu"),  -1, -1 },
  { "I12", TRUE,  12, "名月", NULL,   NC_("renju opening", "Meigetsu"),  -1, -2 },
  { "I13", TRUE,  13, "彗星", NULL,   NC_("renju opening", "Suisei"),    -2, -2 },
};

/* The eight symmetries of the square about h8, as 2 × 2 matrices acting
 * on (columns right, rows up): (dx, dy) → (a·dx + b·dy, c·dx + d·dy).  The
 * first four are rotations, the last four reflections.  All are
 * orthogonal, so each one's inverse is its transpose. */
typedef struct {
  int a, b, c, d;
} Symmetry;

static const Symmetry symmetries[8] = {
  {  1,  0,  0,  1 }, {  0, -1,  1,  0 }, { -1,  0,  0, -1 }, {  0,  1, -1,  0 },
  { -1,  0,  0,  1 }, {  1,  0,  0, -1 }, {  0,  1,  1,  0 }, {  0, -1, -1,  0 },
};

static void
apply (const Symmetry *s, int dx, int dy, int *ox, int *oy)
{
  *ox = s->a * dx + s->b * dy;
  *oy = s->c * dx + s->d * dy;
}

static void
apply_inverse (const Symmetry *s, int dx, int dy, int *ox, int *oy)
{
  *ox = s->a * dx + s->c * dy;
  *oy = s->b * dx + s->d * dy;
}

/* The symmetry that carries the canonical White 2 (h9, or i9 when
 * `indirect`) onto the relative point (wx, wy): the rotation, or with
 * `mirrored` the reflection — exactly one of each does it. */
static const Symmetry *
symmetry_for (gboolean indirect, int wx, int wy, gboolean mirrored)
{
  int cx = indirect ? 1 : 0, cy = 1;

  for (int i = mirrored ? 4 : 0; i < (mirrored ? 8 : 4); i++)
    {
      int tx, ty;

      apply (&symmetries[i], cx, cy, &tx, &ty);
      if (tx == wx && ty == wy)
        return &symmetries[i];
    }
  return NULL;
}

const IshiRenjuOpening *
ishi_renju_openings (guint *n_openings)
{
  if (n_openings != NULL)
    *n_openings = G_N_ELEMENTS (openings);
  return openings;
}

const IshiRenjuOpening *
ishi_renju_opening_lookup (const char *code)
{
  g_return_val_if_fail (code != NULL, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (openings); i++)
    if (g_ascii_strcasecmp (openings[i].code, code) == 0)
      return &openings[i];
  return NULL;
}

const char *
ishi_renju_opening_display_name (const IshiRenjuOpening *opening)
{
  g_return_val_if_fail (opening != NULL, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "renju opening", opening->romaji);
}

gboolean
ishi_renju_opening_stones (const IshiRenjuOpening *opening,
                           IshiPoint white2, gboolean mirrored,
                           IshiPoint stones[3])
{
  const Symmetry *s;
  int wx = white2.x - CENTRE, wy = CENTRE - white2.y;
  int bx, by;

  g_return_val_if_fail (opening != NULL, FALSE);
  g_return_val_if_fail (stones != NULL, FALSE);

  /* beside h8 for a direct opening, diagonal to it for an indirect one */
  if (abs (wx) > 1 || abs (wy) > 1 || (wx == 0 && wy == 0)
      || (abs (wx) + abs (wy) == 2) != opening->indirect)
    return FALSE;
  s = symmetry_for (opening->indirect, wx, wy, mirrored);
  g_assert (s != NULL);
  apply (s, opening->dx, opening->dy, &bx, &by);

  stones[0] = (IshiPoint) { CENTRE, CENTRE };
  stones[1] = white2;
  stones[2] = (IshiPoint) { CENTRE + bx, CENTRE - by };
  return TRUE;
}

const IshiRenjuOpening *
ishi_renju_opening_identify (const IshiPoint stones[3], gboolean *mirrored)
{
  int wx, wy, bx, by;
  gboolean indirect;

  g_return_val_if_fail (stones != NULL, NULL);

  if (stones[0].x != CENTRE || stones[0].y != CENTRE)
    return NULL;
  wx = stones[1].x - CENTRE;
  wy = CENTRE - stones[1].y;
  bx = stones[2].x - CENTRE;
  by = CENTRE - stones[2].y;
  if (abs (wx) > 1 || abs (wy) > 1 || (wx == 0 && wy == 0))
    return NULL;
  if (abs (bx) > 2 || abs (by) > 2 || (bx == 0 && by == 0) || (bx == wx && by == wy))
    return NULL;
  indirect = abs (wx) + abs (wy) == 2;

  /* Turn the stones back to the canonical White 2, first by the rotation,
   * then by the reflection, and look Black 3 up. */
  for (int m = 0; m < 2; m++)
    {
      const Symmetry *s = symmetry_for (indirect, wx, wy, m == 1);
      int cx, cy;

      apply_inverse (s, bx, by, &cx, &cy);
      for (gsize i = 0; i < G_N_ELEMENTS (openings); i++)
        if (openings[i].indirect == indirect && openings[i].dx == cx && openings[i].dy == cy)
          {
            if (mirrored != NULL)
              *mirrored = m == 1;
            return &openings[i];
          }
    }
  /* Not reached: the 13 openings and their mirror images fill the 5 × 5
   * square around h8 for either kind of White 2. */
  return NULL;
}

int
ishi_renju_opening_distance (int x, int y)
{
  return MAX (abs (x - CENTRE), abs (y - CENTRE));
}

gboolean
ishi_renju_fifths_symmetric (const IshiRenjuBoard *board, IshiPoint a, IshiPoint b)
{
  return ishi_renju_symmetric_points (board, a, b, NULL);
}

IshiMoveStatus
ishi_renju_fifth_check (const IshiRenjuBoard *board, const IshiPoint *offered, guint n, IshiPoint point,
                        IshiPoint *mirror)
{
  IshiMoveStatus forbidden;

  g_return_val_if_fail (board != NULL && (offered != NULL || n == 0), ISHI_MOVE_OFF_BOARD);

  if (point.x < 0 || point.y < 0 || point.x >= ISHI_RENJU_SIZE || point.y >= ISHI_RENJU_SIZE)
    return ISHI_MOVE_OFF_BOARD;
  if (ishi_renju_board_get (board, point.x, point.y) != ISHI_EMPTY)
    return ISHI_MOVE_OCCUPIED;
  forbidden = ishi_renju_board_forbidden (board, point.x, point.y);
  if (forbidden != ISHI_MOVE_OK)
    return forbidden;
  for (guint i = 0; i < n; i++)
    {
      if (offered[i].x == point.x && offered[i].y == point.y)
        return ISHI_MOVE_OPENING_REPEATED;
      if (ishi_renju_fifths_symmetric (board, offered[i], point))
        {
          if (mirror)
            *mirror = offered[i];
          return ISHI_MOVE_OPENING_SYMMETRIC;
        }
    }
  return ISHI_MOVE_OK;
}

gboolean
ishi_renju_fifth_validate (const IshiRenjuBoard *board, const IshiPoint *offered, guint n, IshiPoint point,
                           GError **error)
{
  IshiPoint mirror = { -1, -1 };
  IshiMoveStatus status = ishi_renju_fifth_check (board, offered, n, point, &mirror);
  const IshiRules *rules = ishi_rules_renju ();
  g_autofree char *name = NULL;
  g_autofree char *other = NULL;

  if (status == ISHI_MOVE_OK)
    return TRUE;
  if (status == ISHI_MOVE_OFF_BOARD)
    {
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER,
                   _("A fifth move goes on the board: (%d, %d) is not on it."), point.x, point.y);
      return FALSE;
    }
  name = rules->format_point (ISHI_RENJU_SIZE, point.x, point.y);
  switch (status)
    {
    case ISHI_MOVE_OCCUPIED:
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER,
                   _("%s is occupied: a fifth move goes on an empty point."), name);
      break;
    case ISHI_MOVE_OPENING_REPEATED:
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER,
                   _("%s is already offered: each fifth move is offered once."), name);
      break;
    case ISHI_MOVE_OPENING_SYMMETRIC:
      {
        IshiRenjuSymmetry by;
        g_autofree char *about = NULL;

        other = rules->format_point (ISHI_RENJU_SIZE, mirror.x, mirror.y);
        if (ishi_renju_symmetric_points (board, mirror, point, &by))
          about = ishi_renju_symmetry_describe (&by);
        /* TRANSLATORS: "g8 is the same fifth move as g10, already offered:
         * the stones are symmetrical about the line of row 9." */
        g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER,
                     _("%s is the same fifth move as %s, already offered: the stones are symmetrical about %s."),
                     name, other, about ? about : "?");
      }
      break;
    case ISHI_MOVE_DOUBLE_FOUR:
    case ISHI_MOVE_DOUBLE_THREE:
    case ISHI_MOVE_OVERLINE:
    default:
      /* TRANSLATORS: "j7 cannot be offered: Forbidden for Black: double three." */
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_OFFER,
                   _("%s cannot be offered: %s"), name, ishi_move_status_describe (status));
      break;
    }
  return FALSE;
}
