/* ishi-board-markup.c — what the board renderer draws over the stones:
 * the territory, the move numbers and the last move's ring, the record's
 * marks (TR, SQ, CR, MA) and labels (LB), its lines and arrows (LN, AR),
 * the bands through a winning or a hint's row, the dimmed, selected and
 * highlighted points (DD, SL, lessons), a review's marks of a move's loss
 * and the crosses on forbidden points.  The board under them — the wood,
 * the grid, the stones, the cursor — and the order of it all are in
 * ishi-board-render.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo.h>

#include "ishi-board-markup.h"
#include "ishi-board-paint.h"

typedef IshiRgba Rgba;
typedef IshiBoardPainter Painter;

static const Rgba ink_white = { 1.0, 1.0, 1.0, 1.0 };
static const Rgba ink_red_on_white = { 0.85, 0.10, 0.11, 1.0 };
static const Rgba ink_red_on_black = { 1.0, 0.42, 0.38, 1.0 };
static const Rgba forbidden_ink = { 0.82, 0.07, 0.10, 1.0 };

static const Rgba *
ink_on (IshiColor stone)
{
  return stone == ISHI_BLACK ? &ink_white : &ishi_board_ink_black;
}

/* Clears the grid under text on an empty point by painting the wood over a
 * small disc, as printed diagrams do. */
static void
clear_patch (Painter *p, double cx, double cy)
{
  cairo_t *cr = p->cr;

  cairo_save (cr);
  cairo_arc (cr, cx, cy, p->geometry.spacing * 0.42, 0, 2 * G_PI);
  cairo_clip (cr);
  ishi_board_paint_wood (p);
  cairo_restore (cr);
}

static void
draw_mark (Painter *p, double cx, double cy, IshiBoardMark mark, const Rgba *color)
{
  cairo_t *cr = p->cr;
  double r = p->radius;

  cairo_save (cr);
  ishi_board_set_rgba (cr, color);
  cairo_set_line_width (cr, p->mark_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (mark)
    {
    case ISHI_BOARD_MARK_TRIANGLE:
      {
        /* Equilateral, its centroid on the point. */
        double a = 0.58 * r;

        cairo_move_to (cr, cx, cy - a);
        cairo_line_to (cr, cx + a * 0.866, cy + a * 0.5);
        cairo_line_to (cr, cx - a * 0.866, cy + a * 0.5);
        cairo_close_path (cr);
      }
      break;
    case ISHI_BOARD_MARK_SQUARE:
      cairo_rectangle (cr, cx - 0.40 * r, cy - 0.40 * r, 0.80 * r, 0.80 * r);
      break;
    case ISHI_BOARD_MARK_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, 0.48 * r, 0, 2 * G_PI);
      break;
    case ISHI_BOARD_MARK_CROSS:
      cairo_move_to (cr, cx - 0.40 * r, cy - 0.40 * r);
      cairo_line_to (cr, cx + 0.40 * r, cy + 0.40 * r);
      cairo_move_to (cr, cx + 0.40 * r, cy - 0.40 * r);
      cairo_line_to (cr, cx - 0.40 * r, cy + 0.40 * r);
      break;
    case ISHI_BOARD_MARK_NONE:
    default:
      break;
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_forbidden (Painter *p, double cx, double cy)
{
  cairo_t *cr = p->cr;
  /* Bold: twice the stroke, a little larger, still inside the point. */
  gboolean bold = p->model->bold_marks;
  double h = p->geometry.spacing * (bold ? 0.24 : 0.2);

  cairo_save (cr);
  ishi_board_set_rgba (cr, &forbidden_ink);
  cairo_set_line_width (cr, MAX (bold ? 2.0 : 1.0, p->geometry.spacing * (bold ? 0.15 : 0.075)));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, cx - h, cy - h);
  cairo_line_to (cr, cx + h, cy + h);
  cairo_move_to (cr, cx + h, cy - h);
  cairo_line_to (cr, cx - h, cy + h);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_territory (Painter *p, double cx, double cy, IshiColor owner)
{
  cairo_t *cr = p->cr;
  double h = p->geometry.spacing * 0.17;

  if (owner != ISHI_BLACK && owner != ISHI_WHITE)
    return;
  cairo_rectangle (cr, cx - h, cy - h, 2 * h, 2 * h);
  if (owner == ISHI_BLACK)
    {
      ishi_board_set_rgba (cr, &ishi_board_ink_black);
      cairo_fill (cr);
    }
  else
    {
      ishi_board_set_rgba (cr, &ink_white);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_set_line_width (cr, MAX (0.5, p->geometry.spacing * 0.03));
      cairo_stroke (cr);
    }
}

static void
draw_last_move (Painter *p, double cx, double cy, IshiColor stone)
{
  cairo_t *cr = p->cr;

  if (p->model->mono)
    ishi_board_set_rgba (cr, ink_on (stone));
  else
    ishi_board_set_rgba (cr, stone == ISHI_BLACK ? &ink_red_on_black : &ink_red_on_white);
  if (p->model->bold_last_move)
    {
      /* Half the stone's width in red, and a red ring at its edge: on a
       * board of 150 px, a mark of some 8 px across, seen from the back
       * of the room. */
      cairo_arc (cr, cx, cy, p->radius * 0.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_line_width (cr, MAX (1.5, p->radius * 0.18));
      cairo_arc (cr, cx, cy, p->radius * 0.91, 0, 2 * G_PI);
      cairo_stroke (cr);
      return;
    }
  cairo_arc (cr, cx, cy, p->radius * 0.27, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_number (Painter *p, double cx, double cy, guint number, IshiColor stone,
             gboolean last)
{
  char text[16];
  const Rgba *color;

  g_snprintf (text, sizeof text, "%u", number);
  if (last && !p->model->mono)
    color = stone == ISHI_BLACK ? &ink_red_on_black : &ink_red_on_white;
  else
    color = ink_on (stone);
  /* Two digits at full size; three squeeze into the stone. */
  ishi_board_draw_text (p, cx, cy, text, LATIN_FONT, p->geometry.spacing * 0.42,
             PANGO_WEIGHT_BOLD, p->radius * 1.55, NULL, color);
}

static void
draw_label (Painter *p, double cx, double cy, const char *text, IshiColor on)
{
  const char *second = strchr (text, '\n');

  if (second != NULL)
    {
      /* Two lines (a review's candidate: its lead over its visits), each
       * smaller, the second the lighter. */
      g_autofree char *first = g_strndup (text, second - text);

      ishi_board_draw_text (p, cx, cy - p->geometry.spacing * 0.17, first, LATIN_FONT,
                            p->geometry.spacing * 0.32, PANGO_WEIGHT_BOLD, p->radius * 1.7, NULL, ink_on (on));
      ishi_board_draw_text (p, cx, cy + p->geometry.spacing * 0.19, second + 1, LATIN_FONT,
                            p->geometry.spacing * 0.26, PANGO_WEIGHT_NORMAL, p->radius * 1.5, NULL, ink_on (on));
      return;
    }
  ishi_board_draw_text (p, cx, cy, text, LATIN_FONT, p->geometry.spacing * 0.5,
             PANGO_WEIGHT_BOLD, p->radius * 1.6, NULL, ink_on (on));
}

static void
line_ends (const Painter *p, const IshiBoardLine *line,
           double *x1, double *y1, double *x2, double *y2)
{
  ishi_board_point_center (p, line->from.x, line->from.y, x1, y1);
  ishi_board_point_center (p, line->to.x, line->to.y, x2, y2);
}

static void
draw_band (Painter *p, const IshiBoardLine *line, const Rgba *color)
{
  cairo_t *cr = p->cr;
  double x1, y1, x2, y2;

  line_ends (p, line, &x1, &y1, &x2, &y2);
  cairo_save (cr);
  ishi_board_set_rgba (cr, color);
  cairo_set_line_width (cr, p->geometry.spacing * 0.3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* LN and AR: a dark stroke with a pale halo, legible on wood and on stones
 * of both colours. */
static void
draw_line (Painter *p, const IshiBoardLine *line)
{
  cairo_t *cr = p->cr;
  double x1, y1, x2, y2, dx, dy, length, ux, uy;
  double width = MAX (1.0, p->geometry.spacing * 0.07);
  double head = p->geometry.spacing * 0.42;
  double shaft_x2, shaft_y2;
  gboolean arrow = line->kind == ISHI_BOARD_LINE_ARROW;

  line_ends (p, line, &x1, &y1, &x2, &y2);
  dx = x2 - x1;
  dy = y2 - y1;
  length = sqrt (dx * dx + dy * dy);
  if (length <= 0.0)
    return;
  ux = dx / length;
  uy = dy / length;
  if (arrow && length > head)
    {
      shaft_x2 = x2 - ux * head * 0.8;
      shaft_y2 = y2 - uy * head * 0.8;
    }
  else
    {
      shaft_x2 = x2;
      shaft_y2 = y2;
    }

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      if (pass == 0)
        {
          cairo_set_source_rgba (cr, 1.0, 0.97, 0.9, 0.7);
          cairo_set_line_width (cr, width * 2.6);
        }
      else
        {
          cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 0.9);
          cairo_set_line_width (cr, width);
        }
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, shaft_x2, shaft_y2);
      cairo_stroke (cr);
      if (arrow)
        {
          cairo_move_to (cr, x2, y2);
          cairo_line_to (cr, x2 - ux * head - uy * head * 0.42, y2 - uy * head + ux * head * 0.42);
          cairo_line_to (cr, x2 - ux * head + uy * head * 0.42, y2 - uy * head - ux * head * 0.42);
          cairo_close_path (cr);
          if (pass == 0)
            cairo_stroke (cr);
          else
            cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

/* A highlighted point (lessons): an amber ring around the point, and on an
 * empty point a light amber disc, so that it reads on wood and on stones of
 * both colours. */
static void
draw_highlight (Painter *p, double cx, double cy, IshiColor stone)
{
  cairo_t *cr = p->cr;
  double width = MAX (1.5, p->geometry.spacing * 0.09);

  cairo_save (cr);
  if (stone == ISHI_EMPTY)
    {
      cairo_set_source_rgba (cr, 1.0, 0.72, 0.15, 0.45);
      cairo_arc (cr, cx, cy, p->radius * 0.8, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_arc (cr, cx, cy, p->radius + width * 0.6, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.95, 0.55, 0.0, 0.95);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
fill_cell (Painter *p, double cx, double cy, double r, double g, double b, double a)
{
  double half = p->geometry.spacing * 0.5;

  cairo_set_source_rgba (p->cr, r, g, b, a);
  cairo_rectangle (p->cr, cx - half, cy - half, 2 * half, 2 * half);
  cairo_fill (p->cr);
}

static gboolean
point_is (const IshiPoint *point, int x, int y)
{
  return point->x == x && point->y == y;
}

/* A review's mark of a move's loss (ishi-board-render.h): a dot of its
 * colour, in the middle of the stone or, where a number, a mark or the
 * last move's ring is there, at its upper right. */
static void
draw_loss (Painter *p, double cx, double cy, guint8 loss, gboolean aside)
{
  static const Rgba colours[] = {
    { 0.93, 0.80, 0.12, 1 },   /* 1: a little */
    { 0.96, 0.50, 0.08, 1 },   /* 2: a mistake */
    { 0.86, 0.10, 0.10, 1 },   /* 3: a blunder */
  };
  cairo_t *cr = p->cr;
  double r = p->radius * (aside ? 0.2 : 0.26);

  if (aside)
    {
      cx += p->radius * 0.62;
      cy -= p->radius * 0.62;
    }
  cairo_save (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (p->model->mono)
    cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  else
    ishi_board_set_rgba (cr, &colours[MIN (loss, 3) - 1]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
  cairo_set_line_width (cr, MAX (0.8, p->radius * 0.05));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* What each point carries: territory, a move number or the last-move ring,
 * a markup shape, a review's loss. */
void
ishi_board_draw_point_markup (Painter *p)
{
  const IshiBoardModel *model = p->model;
  int size = model->size;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        /* Dead stones take the colour of their owner's territory, so
         * marks on them are drawn as on the wood. */
        IshiColor shown = (pt->flags & ISHI_BOARD_FLAG_DEAD) ? ISHI_EMPTY : pt->stone;
        gboolean last = point_is (&model->last_move, x, y);
        double cx, cy;

        if (!ishi_board_shows_point (p, x, y))
          continue;
        ishi_board_point_center (p, x, y, &cx, &cy);
        if (pt->territory != ISHI_EMPTY)
          draw_territory (p, cx, cy, pt->territory);
        /* The record's own mark is the annotation of that stone: a move
         * number (red when it is the last move) under it would clash, so
         * the mark is drawn alone. */
        if (pt->number > 0 && pt->mark == ISHI_BOARD_MARK_NONE)
          {
            if (shown == ISHI_EMPTY)
              clear_patch (p, cx, cy);
            draw_number (p, cx, cy, pt->number, shown, last);
          }
        else if (pt->mark == ISHI_BOARD_MARK_NONE && last && shown != ISHI_EMPTY)
          draw_last_move (p, cx, cy, shown);
        if (pt->mark != ISHI_BOARD_MARK_NONE)
          draw_mark (p, cx, cy, pt->mark, ink_on (shown));
        if (pt->loss > 0 && shown != ISHI_EMPTY)
          draw_loss (p, cx, cy, pt->loss, pt->number > 0 || pt->mark != ISHI_BOARD_MARK_NONE || last);
      }
}

/* The text of the labels, on their stone or on a cleared patch of wood. */
void
ishi_board_draw_labels (Painter *p)
{
  const IshiBoardModel *model = p->model;

  for (guint i = 0; i < model->labels->len; i++)
    {
      const IshiBoardLabel *label = &g_array_index (model->labels, IshiBoardLabel, i);
      const IshiBoardPoint *pt = ishi_board_model_peek_point (model, label->point.x, label->point.y);
      IshiColor on = label->color != ISHI_EMPTY ? label->color : pt->stone;
      double cx, cy;

      if (!ishi_board_shows_point (p, label->point.x, label->point.y))
        continue;
      if ((pt->flags & ISHI_BOARD_FLAG_DEAD) && label->color == ISHI_EMPTY)
        on = ISHI_EMPTY;
      ishi_board_point_center (p, label->point.x, label->point.y, &cx, &cy);
      if (on == ISHI_EMPTY)
        clear_patch (p, cx, cy);
      draw_label (p, cx, cy, label->text, on);
    }
}

/* Overlays: dimmed (DD), selected (SL) and highlighted points. */
void
ishi_board_draw_point_overlays (Painter *p)
{
  const IshiBoardModel *model = p->model;
  int size = model->size;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        double cx, cy;

        if (!(pt->flags & (ISHI_BOARD_FLAG_DIMMED | ISHI_BOARD_FLAG_SELECTED | ISHI_BOARD_FLAG_HIGHLIGHT))
            || !ishi_board_shows_point (p, x, y))
          continue;
        ishi_board_point_center (p, x, y, &cx, &cy);
        if (pt->flags & ISHI_BOARD_FLAG_DIMMED)
          fill_cell (p, cx, cy, 0.93, 0.86, 0.72, 0.62);
        if (pt->flags & ISHI_BOARD_FLAG_SELECTED)
          fill_cell (p, cx, cy, ishi_board_accent.r, ishi_board_accent.g, ishi_board_accent.b, 0.35);
        if (pt->flags & ISHI_BOARD_FLAG_HIGHLIGHT)
          draw_highlight (p, cx, cy, pt->stone);
      }
}

/* The model's lines in their order: SGF lines and arrows, and the broad
 * bands through a winning row or a hint's row. */
void
ishi_board_draw_lines_and_bands (Painter *p)
{
  const IshiBoardModel *model = p->model;

  for (guint i = 0; i < model->lines->len; i++)
    {
      const IshiBoardLine *line = &g_array_index (model->lines, IshiBoardLine, i);
      static const Rgba win = { 0.88, 0.11, 0.14, 0.55 };
      static const Rgba hint = { 0.21, 0.52, 0.89, 0.5 };

      switch (line->kind)
        {
        case ISHI_BOARD_LINE_WIN:
          draw_band (p, line, &win);
          break;
        case ISHI_BOARD_LINE_HINT:
          draw_band (p, line, &hint);
          break;
        case ISHI_BOARD_LINE_PLAIN:
        case ISHI_BOARD_LINE_ARROW:
        default:
          draw_line (p, line);
          break;
        }
    }
}

/* The small red crosses on the empty points where the side to move may
 * not play. */
void
ishi_board_draw_forbidden_points (Painter *p)
{
  const IshiBoardModel *model = p->model;
  int size = model->size;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        const IshiBoardPoint *pt = &model->points[y * size + x];
        double cx, cy;

        if (!(pt->flags & ISHI_BOARD_FLAG_FORBIDDEN) || pt->stone != ISHI_EMPTY || !ishi_board_shows_point (p, x, y))
          continue;
        ishi_board_point_center (p, x, y, &cx, &cy);
        draw_forbidden (p, cx, cy);
      }
}
