/* ishi-lesson-read-diagram.c — a lesson's diagram read from its <diagram>:
 * the board's size and region, what it shows, the setup stones, labels,
 * marks, highlights, lines and numbered moves, each point parsed with the
 * game's own names and checked to be on the board and inside the region;
 * and the diagram's arrays made and freed.  The steps and tasks around it are read
 * by ishi-lesson.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-read-diagram.h"

/* --- a diagram's arrays -------------------------------------------------- */

void
ishi_lesson_move_free (gpointer data)
{
  IshiLessonMove *move = data;

  g_clear_pointer (&move->text, g_ptr_array_unref);
  g_free (move);
}

static void
label_clear (gpointer data)
{
  IshiLessonLabel *label = data;

  g_free (label->text);
}

void
ishi_lesson_diagram_init (IshiLessonDiagram *d)
{
  d->black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->labels = g_array_new (FALSE, FALSE, sizeof (IshiLessonLabel));
  g_array_set_clear_func (d->labels, label_clear);
  d->marks = g_array_new (FALSE, FALSE, sizeof (IshiLessonMark));
  d->highlights = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->lines = g_array_new (FALSE, FALSE, sizeof (IshiLessonLine));
  d->moves = g_ptr_array_new_with_free_func (ishi_lesson_move_free);
}

void
ishi_lesson_diagram_clear (IshiLessonDiagram *d)
{
  g_clear_pointer (&d->black, g_array_unref);
  g_clear_pointer (&d->white, g_array_unref);
  g_clear_pointer (&d->labels, g_array_unref);
  g_clear_pointer (&d->marks, g_array_unref);
  g_clear_pointer (&d->highlights, g_array_unref);
  g_clear_pointer (&d->lines, g_array_unref);
  g_clear_pointer (&d->moves, g_ptr_array_unref);
}

/* --- points ------------------------------------------------------------- */

/* A point that is not on the board, said with what is: the columns and
 * rows of this board.  Go's columns skip the letter I (A–H, J–T), which a
 * teacher counting letters easily forgets, so a Go point in column I and a
 * Go board wide enough to reach past H both say so. */
static void
fail_not_a_point (Reader *r, xmlNode *node, int size, const char *text)
{
  gboolean go = strcmp (r->rules->id, "go") == 0;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;

  if (go && (text[0] == 'I' || text[0] == 'i'))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                   _("“%s” is not a point: Go boards skip the letter I, so the column after H is J"),
                   text);
      return;
    }
  first = r->rules->format_point (size, 0, 0);
  last = r->rules->format_point (size, size - 1, 0);
  if (first == NULL || last == NULL)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                   _("“%s” is not a point of this %d×%d board"), text, size, size);
      return;
    }
  if (go && size > 8)
    reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                 _("“%s” is not a point of this %d×%d board: its columns are %c to %c (the letter I is skipped) and its rows 1 to %d"),
                 text, size, size, first[0], last[0], size);
  else
    reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                 _("“%s” is not a point of this %d×%d board: its columns are %c to %c and its rows 1 to %d"),
                 text, size, size, first[0], last[0], size);
}

gboolean
ishi_lesson_parse_one_point (Reader *r, xmlNode *node, int size, const char *text, gboolean allow_pass,
                             IshiPoint *point)
{
  int x = -1, y = -1;

  if (!allow_pass && g_ascii_strcasecmp (text, "pass") == 0)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node), _("“pass” is not allowed here"));
      return FALSE;
    }
  if (!r->rules->parse_point (size, text, &x, &y))
    {
      fail_not_a_point (r, node, size, text);
      return FALSE;
    }
  point->x = x;
  point->y = y;
  return TRUE;
}

gboolean
ishi_lesson_in_region (const IshiLessonDiagram *d, IshiPoint p)
{
  return p.x >= d->region_min.x && p.x <= d->region_max.x
         && p.y >= d->region_min.y && p.y <= d->region_max.y;
}

/* Reads the point list of attribute `name` into `out` (of IshiPoint). */
gboolean
ishi_lesson_read_points (Reader *r, xmlNode *node, const IshiLessonDiagram *d, const char *name,
                         GArray *out)
{
  g_autofree char *value = attr (node, name);
  g_auto(GStrv) words = NULL;

  if (value == NULL)
    return TRUE;
  words = g_strsplit_set (g_strstrip (value), " \t\r\n", -1);
  for (guint i = 0; words[i]; i++)
    {
      IshiPoint p;

      if (words[i][0] == '\0')
        continue;
      if (!ishi_lesson_parse_one_point (r, node, d->size, words[i], FALSE, &p))
        return FALSE;
      if (!ishi_lesson_in_region (d, p))
        {
          reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                       _("%s is outside the diagram’s region"), words[i]);
          return FALSE;
        }
      g_array_append_val (out, p);
    }
  return TRUE;
}

/* --- the diagram ------------------------------------------------------------ */

IshiColor
ishi_lesson_parse_color (const char *text, IshiColor fallback)
{
  if (text == NULL)
    return fallback;
  return strcmp (text, "white") == 0 ? ISHI_WHITE : ISHI_BLACK;
}

static const struct {
  const char *name;
  IshiLessonShows shows;
} shows_names[] = {
  { "five", ISHI_LESSON_SHOWS_FIVE },
  { "overline", ISHI_LESSON_SHOWS_OVERLINE },
  { "four", ISHI_LESSON_SHOWS_FOUR },
  { "straight-four", ISHI_LESSON_SHOWS_STRAIGHT_FOUR },
  { "three", ISHI_LESSON_SHOWS_THREE },
  { "four-three", ISHI_LESSON_SHOWS_FOUR_THREE },
  { "double-four", ISHI_LESSON_SHOWS_DOUBLE_FOUR },
  { "double-three", ISHI_LESSON_SHOWS_DOUBLE_THREE },
};

gboolean
ishi_lesson_read_move (Reader *r, xmlNode *node, const IshiLessonDiagram *d, gboolean allow_pass,
                       IshiColor default_color, int default_number, IshiLessonMove **out)
{
  g_autofree char *color = attr (node, "color");
  g_autofree char *at = attr (node, "at");
  g_autofree char *number = attr (node, "number");
  IshiLessonMove *move = g_new0 (IshiLessonMove, 1);

  move->line = node_line (node);
  move->color = ishi_lesson_parse_color (color, default_color);
  {
    g_autofree char *twice = attr (node, "twice");

    /* "true" or "false", checked by the schema */
    move->twice = g_strcmp0 (twice, "true") == 0;
  }
  move->number = default_number;
  if (number != NULL)
    {
      guint64 n = 0;

      if (!g_ascii_string_to_unsigned (number, 10, 1, 9999, &n, NULL))
        {
          reader_fail (r, ISHI_LESSON_ERROR_INVALID, move->line, _("the move number “%s” is not between 1 and 9999"), number);
          ishi_lesson_move_free (move);
          return FALSE;
        }
      move->number = (int) n;
    }
  if (at == NULL || !ishi_lesson_parse_one_point (r, node, d->size, g_strstrip (at), allow_pass, &move->point))
    {
      ishi_lesson_move_free (move);
      return FALSE;
    }
  if (move->point.x >= 0 && !ishi_lesson_in_region (d, move->point))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, move->line, _("%s is outside the diagram’s region"), at);
      ishi_lesson_move_free (move);
      return FALSE;
    }
  *out = move;
  return TRUE;
}

/* The size attribute, within the game's sizes; without it, the game's usual
 * lesson board (15 for Renju, 9 for Go). */
static gboolean
read_diagram_size (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *size = attr (node, "size");
  gint64 n = 0;

  d->size = r->rules->plain_letters ? 15 : 9;
  if (size == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (size, 10, r->rules->min_size, r->rules->max_size, &n, NULL))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line,
                   _("the board size %s is not allowed for %s (%d to %d)"),
                   size, r->rules->id, r->rules->min_size, r->rules->max_size);
      return FALSE;
    }
  d->size = (int) n;
  return TRUE;
}

/* The region attribute, two corners "A:B" in any order, at least 2×2
 * points; without it, the whole board.  Needs the size. */
static gboolean
read_diagram_region (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *region = attr (node, "region");
  g_auto(GStrv) corners = NULL;
  IshiPoint a, b;

  d->region_min.x = d->region_min.y = 0;
  d->region_max.x = d->region_max.y = d->size - 1;
  if (region == NULL)
    return TRUE;
  corners = g_strsplit (region, ":", 2);
  if (g_strv_length (corners) != 2
      || !ishi_lesson_parse_one_point (r, node, d->size, corners[0], FALSE, &a)
      || !ishi_lesson_parse_one_point (r, node, d->size, corners[1], FALSE, &b))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line, _("the region “%s” is not inside the board"), region);
      return FALSE;
    }
  d->has_region = TRUE;
  d->region_min.x = MIN (a.x, b.x);
  d->region_min.y = MIN (a.y, b.y);
  d->region_max.x = MAX (a.x, b.x);
  d->region_max.y = MAX (a.y, b.y);
  if (d->region_max.x - d->region_min.x < 1 || d->region_max.y - d->region_min.y < 1)
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, d->line, _("the region “%s” is too small (at least 2×2 points)"), region);
      return FALSE;
    }
  return TRUE;
}

/* The shows attribute (a Renju shape the diagram claims); an unknown name
 * leaves it unset. */
static void
read_diagram_shows (xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *shows = attr (node, "shows");

  if (shows == NULL)
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (shows_names); i++)
    if (strcmp (shows, shows_names[i].name) == 0)
      d->shows = shows_names[i].shows;
}

/* A <black> or <white>: its setup stones, each on a point that no setup
 * stone before it took (`occupied`, one cell a point, marks the taken ones). */
static gboolean
read_setup_stones (Reader *r, xmlNode *node, IshiLessonDiagram *d, guint8 *occupied)
{
  GArray *stones = is_element (node, "black") ? d->black : d->white;
  guint before = stones->len;

  if (!ishi_lesson_read_points (r, node, d, "at", stones))
    return FALSE;
  for (guint i = before; i < stones->len; i++)
    {
      IshiPoint p = g_array_index (stones, IshiPoint, i);
      guint8 *cell = &occupied[p.y * d->size + p.x];

      if (*cell)
        {
          g_autofree char *name = r->rules->format_point (d->size, p.x, p.y);

          reader_fail (r, ISHI_LESSON_ERROR_INVALID, node_line (node),
                       _("two setup stones on %s"), name);
          return FALSE;
        }
      *cell = 1;
    }
  return TRUE;
}

/* A <label>: a text (empty without the attribute) on one point of the
 * region. */
static gboolean
read_label (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  IshiLessonLabel label = { { 0, 0 }, NULL, node_line (node) };
  g_autofree char *at = attr (node, "at");

  if (at == NULL || !ishi_lesson_parse_one_point (r, node, d->size, g_strstrip (at), FALSE, &label.point))
    return FALSE;
  if (!ishi_lesson_in_region (d, label.point))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, label.line, _("%s is outside the diagram’s region"), at);
      return FALSE;
    }
  label.text = attr (node, "text");
  if (label.text == NULL)
    label.text = g_strdup ("");
  g_array_append_val (d->labels, label);
  return TRUE;
}

/* A <mark>: one mark of its shape (a triangle unless said otherwise) on
 * each of its points. */
static gboolean
read_mark (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autofree char *shape = attr (node, "shape");
  IshiLessonMarkShape s = ISHI_LESSON_MARK_TRIANGLE;

  if (g_strcmp0 (shape, "square") == 0)
    s = ISHI_LESSON_MARK_SQUARE;
  else if (g_strcmp0 (shape, "circle") == 0)
    s = ISHI_LESSON_MARK_CIRCLE;
  else if (g_strcmp0 (shape, "cross") == 0)
    s = ISHI_LESSON_MARK_CROSS;
  if (!ishi_lesson_read_points (r, node, d, "at", points))
    return FALSE;
  for (guint i = 0; i < points->len; i++)
    {
      IshiLessonMark mark = { g_array_index (points, IshiPoint, i), s, node_line (node) };

      g_array_append_val (d->marks, mark);
    }
  return TRUE;
}

/* A <line> from one point to another, horizontal, vertical or diagonal,
 * both ends in the region. */
static gboolean
read_diagram_line (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *from = attr (node, "from");
  g_autofree char *to = attr (node, "to");
  IshiLessonLine line = { { 0, 0 }, { 0, 0 }, node_line (node) };
  int dx, dy;

  if (from == NULL || to == NULL
      || !ishi_lesson_parse_one_point (r, node, d->size, g_strstrip (from), FALSE, &line.from)
      || !ishi_lesson_parse_one_point (r, node, d->size, g_strstrip (to), FALSE, &line.to))
    return FALSE;
  dx = ABS (line.to.x - line.from.x);
  dy = ABS (line.to.y - line.from.y);
  if (!(dx == 0 || dy == 0 || dx == dy))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, line.line,
                   _("the line from %s to %s is not horizontal, vertical or diagonal"), from, to);
      return FALSE;
    }
  if (!ishi_lesson_in_region (d, line.from) || !ishi_lesson_in_region (d, line.to))
    {
      reader_fail (r, ISHI_LESSON_ERROR_INVALID, line.line, _("the line from %s to %s leaves the diagram’s region"), from, to);
      return FALSE;
    }
  g_array_append_val (d->lines, line);
  return TRUE;
}

/* A numbered <move> shown on the diagram; by default of the colour after
 * the move before (`next_color`) and the number after it (`last_number`),
 * both then moved on past it. */
static gboolean
read_diagram_move (Reader *r, xmlNode *node, IshiLessonDiagram *d,
                   IshiColor *next_color, int *last_number)
{
  IshiLessonMove *move = NULL;

  if (!ishi_lesson_read_move (r, node, d, FALSE, *next_color, *last_number + 1, &move))
    return FALSE;
  g_ptr_array_add (d->moves, move);
  *next_color = ishi_color_other (move->color);
  *last_number = move->number;
  return TRUE;
}

/* A <diagram>: its attributes first (the children need the size and the
 * region), then its children in document order, stopping at the first
 * error.  Without to-move, the side to move is the one after the last
 * numbered move (Black when there is none). */
gboolean
ishi_lesson_read_diagram (Reader *r, xmlNode *node, IshiLessonDiagram *d)
{
  g_autofree char *to_move = attr (node, "to-move");
  g_autofree guint8 *occupied = NULL;
  int last_number = 0;
  IshiColor next_color = ISHI_BLACK;

  d->line = node_line (node);
  if (!read_diagram_size (r, node, d) || !read_diagram_region (r, node, d))
    return FALSE;
  read_diagram_shows (node, d);

  occupied = g_new0 (guint8, (gsize) d->size * d->size);
  for (xmlNode *c = node->children; c && r->error == NULL; c = c->next)
    {
      gboolean ok = TRUE;

      if (is_element (c, "black") || is_element (c, "white"))
        ok = read_setup_stones (r, c, d, occupied);
      else if (is_element (c, "label"))
        ok = read_label (r, c, d);
      else if (is_element (c, "mark"))
        ok = read_mark (r, c, d);
      else if (is_element (c, "highlight"))
        ok = ishi_lesson_read_points (r, c, d, "at", d->highlights);
      else if (is_element (c, "line"))
        ok = read_diagram_line (r, c, d);
      else if (is_element (c, "move"))
        ok = read_diagram_move (r, c, d, &next_color, &last_number);
      if (!ok)
        return FALSE;
    }

  d->to_move_given = to_move != NULL;
  if (to_move != NULL)
    d->to_move = ishi_lesson_parse_color (to_move, ISHI_BLACK);
  else
    d->to_move = next_color;
  return r->error == NULL;
}
