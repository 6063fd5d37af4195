/* ishi-board-frame.c — see ishi-board-frame.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-board-frame"

#include "config.h"

#include "ishi-board-frame.h"

#define SPACING 0    /* between the panel's two parts: their own margins */

struct _IshiBoardFrame {
  GtkWidget parent_instance;

  GtkWidget *board;
  GtkWidget *parts[2];
  GtkWidget *footer;
  gboolean shown;
  gboolean keep_room;
};

enum { PROP_0, PROP_BOARD, PROP_ASIDE_SHOWN, PROP_KEEP_ROOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (IshiBoardFrame, ishi_board_frame, GTK_TYPE_WIDGET)

/* The panel's parts that take part in the layout (shown or not). */
static gboolean
part_counts (IshiBoardFrame *self, int i)
{
  return self->parts[i] && gtk_widget_get_visible (self->parts[i]);
}

static void
measure_part (IshiBoardFrame *self, int i, GtkOrientation orientation, int for_size, int *minimum, int *natural)
{
  *minimum = *natural = 0;
  if (part_counts (self, i))
    gtk_widget_measure (self->parts[i], orientation, for_size, minimum, natural, NULL, NULL);
}

static void
measure_footer (IshiBoardFrame *self, GtkOrientation orientation, int for_size, int *minimum, int *natural)
{
  *minimum = *natural = 0;
  if (self->footer && gtk_widget_get_visible (self->footer))
    gtk_widget_measure (self->footer, orientation, for_size, minimum, natural, NULL, NULL);
}

/* The board's least side and the panel's least room: across, the wider
 * of the two; down, the board over the panel's parts (its place when
 * nothing fits beside the board).  Natural: the board beside the parts. */
static void
frame_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
               int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);
  int board_min = 0, board_nat = 0, min[2], nat[2];

  if (self->board && gtk_widget_get_visible (self->board))
    gtk_widget_measure (self->board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  int foot_min, foot_nat;

  for (int i = 0; i < 2; i++)
    measure_part (self, i, orientation, -1, &min[i], &nat[i]);
  measure_footer (self, orientation, -1, &foot_min, &foot_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (foot_min, MAX (board_min, MAX (min[0], min[1])));
      *natural = MAX (foot_nat, board_nat + MAX (nat[0], nat[1]));
    }
  else
    {
      *minimum = board_min + min[0] + min[1] + foot_min;
      *natural = MAX (board_nat, nat[0] + nat[1]) + foot_nat;
    }
}

/* The panel's size with its parts one over the other, `width` wide (0 for
 * their natural width). */
static void
stacked_size (IshiBoardFrame *self, int width, int *w, int *h)
{
  int min, nat[2], h0, h1;

  for (int i = 0; i < 2; i++)
    measure_part (self, i, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat[i]);
  *w = width > 0 ? width : MAX (nat[0], nat[1]);
  measure_part (self, 0, GTK_ORIENTATION_VERTICAL, *w, &min, &h0);
  measure_part (self, 1, GTK_ORIENTATION_VERTICAL, *w, &min, &h1);
  *h = h0 + h1 + (h0 > 0 && h1 > 0 ? SPACING : 0);
}

/* Side by side: FALSE when they are wider together than `width`. */
static gboolean
row_size (IshiBoardFrame *self, int width, int *w, int *h)
{
  int min, nat[2], h0, h1;

  for (int i = 0; i < 2; i++)
    measure_part (self, i, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat[i]);
  *w = nat[0] + nat[1] + (nat[0] > 0 && nat[1] > 0 ? SPACING : 0);
  measure_part (self, 0, GTK_ORIENTATION_VERTICAL, nat[0], &min, &h0);
  measure_part (self, 1, GTK_ORIENTATION_VERTICAL, nat[1], &min, &h1);
  *h = MAX (h0, h1);
  return *w <= width;
}

/* The parts inside the panel's rectangle, centred in it. */
static void
allocate_parts (IshiBoardFrame *self, const GtkAllocation *r, gboolean row)
{
  int min, w[2], h[2], x, y;

  for (int i = 0; i < 2; i++)
    {
      measure_part (self, i, GTK_ORIENTATION_HORIZONTAL, -1, &min, &w[i]);
      w[i] = row ? w[i] : r->width;
      measure_part (self, i, GTK_ORIENTATION_VERTICAL, w[i], &min, &h[i]);
    }
  x = row ? r->x + MAX (0, r->width - w[0] - w[1] - SPACING) / 2 : r->x;
  y = row ? r->y : r->y + MAX (0, r->height - h[0] - h[1] - SPACING) / 2;
  for (int i = 0; i < 2; i++)
    {
      GtkAllocation a = { x, y, w[i], row ? r->height : h[i] };

      if (!part_counts (self, i))
        continue;
      gtk_widget_size_allocate (self->parts[i], &a, -1);
      if (row)
        x += w[i] + SPACING;
      else
        y += h[i] + SPACING;
    }
}

/* The panel at the right, `aw` wide: the board stays where it is when
 * the room right of the centred square is wide enough, else it has the
 * rest of the width (and keeps its size where that is as high). */
static void
place_at_side (int width, int height, int aw, GtkAllocation *board, GtkAllocation *aside)
{
  int margin = (width - MIN (width, height)) / 2;

  if (margin >= aw)
    {
      *board = (GtkAllocation) { 0, 0, width, height };
      *aside = (GtkAllocation) { width - margin + (margin - aw) / 2, 0, aw, height };
    }
  else
    {
      *board = (GtkAllocation) { 0, 0, MAX (0, width - aw), height };
      *aside = (GtkAllocation) { MAX (0, width - aw), 0, aw, height };
    }
}

/* The same under the board, `ah` high. */
static void
place_below (int width, int height, int ah, GtkAllocation *board, GtkAllocation *aside)
{
  int margin = (height - MIN (width, height)) / 2;

  if (margin >= ah)
    {
      *board = (GtkAllocation) { 0, 0, width, height };
      *aside = (GtkAllocation) { 0, height - margin + (margin - ah) / 2, width, ah };
    }
  else
    {
      *board = (GtkAllocation) { 0, 0, width, MAX (0, height - ah) };
      *aside = (GtkAllocation) { 0, MAX (0, height - ah), width, ah };
    }
}

/* The board's rectangle (what it is given, its square centred in it) and
 * the panel's place, in an area `height` high above the footer's band;
 * a panel under the board comes under the footer too. */
static GtkAllocation
allocate_board_and_aside (IshiBoardFrame *self, int width, int height, int footer_height)
{
  GtkAllocation board = { 0, 0, width, height }, with, aside;
  int board_min = 0, aw, ah_side, rw, ah;
  gboolean row, below;

  if (!part_counts (self, 0) && !part_counts (self, 1))
    return board;
  if (self->board)
    gtk_widget_measure (self->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, NULL, NULL, NULL);
  stacked_size (self, 0, &aw, &ah_side);
  aw = MIN (aw, MAX (0, width - board_min));
  row = row_size (self, width, &rw, &ah);
  if (!row)
    stacked_size (self, width, &rw, &ah);
  /* Whichever place leaves the larger board; the side when equal, which
   * is every landscape area with room to spare. */
  below = height - ah >= board_min
          && (width - aw < board_min || MIN (width, height - ah) > MIN (width - aw, height));
  if (below)
    {
      place_below (width, height, ah, &with, &aside);
      aside.y += footer_height;
    }
  else
    place_at_side (width, height, aw, &with, &aside);
  allocate_parts (self, &aside, below && row);
  /* Shown, the panel has its place.  Hidden, the board is centred in the
   * whole area, except in a nearly square one where the panel's parts fit
   * side by side under the board and the room is to be kept: their row
   * (about what the bars under the board take) stays theirs, so that the
   * board does not shrink when they come.  Where even that does not fit
   * (a narrow area), keeping a whole column's height for a count that may
   * never come would cost the board more than it saves: the board shrinks
   * while the panel is shown. */
  if (self->shown || (self->keep_room && below && row && MIN (with.width, with.height) < MIN (width, height)))
    board = with;
  return board;
}

/* The footer right under the board's square, as wide as the square (or
 * its own natural width, where that is wider and the area allows). */
static void
allocate_footer (IshiBoardFrame *self, int width, const GtkAllocation *board, int height)
{
  int side = MIN (board->width, board->height), min, nat, w, x;

  measure_footer (self, GTK_ORIENTATION_HORIZONTAL, height, &min, &nat);
  w = MIN (width, MAX (side, nat));
  x = CLAMP (board->x + board->width / 2 - w / 2, 0, MAX (0, width - w));
  gtk_widget_size_allocate (self->footer,
                            &(GtkAllocation) { x, board->y + (board->height - side) / 2 + side, w, height },
                            -1);
}

static void
frame_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);
  GtkAllocation board;
  int min, footer_height;

  measure_footer (self, GTK_ORIENTATION_VERTICAL, -1, &min, &footer_height);
  footer_height = MIN (footer_height, height);
  board = allocate_board_and_aside (self, width, height - footer_height, footer_height);
  if (self->board && gtk_widget_get_visible (self->board))
    gtk_widget_size_allocate (self->board, &board, -1);
  if (self->footer && gtk_widget_get_visible (self->footer))
    allocate_footer (self, width, &board, footer_height);
}

static void
frame_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);

  if (self->board)
    gtk_widget_snapshot_child (widget, self->board, snapshot);
  if (self->footer)
    gtk_widget_snapshot_child (widget, self->footer, snapshot);
  for (int i = 0; i < 2 && self->shown; i++)
    if (self->parts[i])
      gtk_widget_snapshot_child (widget, self->parts[i], snapshot);
}

void
ishi_board_frame_set_board (IshiBoardFrame *self, GtkWidget *board)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));
  g_return_if_fail (board == NULL || GTK_IS_WIDGET (board));

  if (self->board == board)
    return;
  g_clear_pointer (&self->board, gtk_widget_unparent);
  if (board)
    {
      self->board = board;
      gtk_widget_insert_after (board, GTK_WIDGET (self), NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

GtkWidget *
ishi_board_frame_get_board (IshiBoardFrame *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_FRAME (self), NULL);
  return self->board;
}

void
ishi_board_frame_set_aside (IshiBoardFrame *self, GtkWidget *first, GtkWidget *second)
{
  GtkWidget *parts[2] = { first, second };

  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));

  for (int i = 0; i < 2; i++)
    {
      g_clear_pointer (&self->parts[i], gtk_widget_unparent);
      if (parts[i] == NULL)
        continue;
      self->parts[i] = parts[i];
      gtk_widget_set_parent (parts[i], GTK_WIDGET (self));
      /* Hidden parts are measured (their room is kept) but neither drawn
       * nor reached by the keyboard or a screen reader. */
      gtk_widget_set_child_visible (parts[i], self->shown);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ishi_board_frame_set_footer (IshiBoardFrame *self, GtkWidget *footer)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));
  g_return_if_fail (footer == NULL || GTK_IS_WIDGET (footer));

  if (self->footer == footer)
    return;
  g_clear_pointer (&self->footer, gtk_widget_unparent);
  if (footer)
    {
      self->footer = footer;
      gtk_widget_set_parent (footer, GTK_WIDGET (self));
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ishi_board_frame_set_aside_shown (IshiBoardFrame *self, gboolean shown)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));

  shown = !!shown;
  if (self->shown == shown)
    return;
  self->shown = shown;
  for (int i = 0; i < 2; i++)
    if (self->parts[i])
      gtk_widget_set_child_visible (self->parts[i], shown);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASIDE_SHOWN]);
}

void
ishi_board_frame_set_keep_room (IshiBoardFrame *self, gboolean keep)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));

  keep = !!keep;
  if (self->keep_room == keep)
    return;
  self->keep_room = keep;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEEP_ROOM]);
}

gboolean
ishi_board_frame_get_aside_shown (IshiBoardFrame *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_FRAME (self), FALSE);
  return self->shown;
}

GtkWidget *
ishi_board_frame_new (void)
{
  return g_object_new (ISHI_TYPE_BOARD_FRAME, NULL);
}

static void
ishi_board_frame_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_ASIDE_SHOWN:
      g_value_set_boolean (value, self->shown);
      break;
    case PROP_KEEP_ROOM:
      g_value_set_boolean (value, self->keep_room);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_board_frame_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      ishi_board_frame_set_board (self, g_value_get_object (value));
      break;
    case PROP_ASIDE_SHOWN:
      ishi_board_frame_set_aside_shown (self, g_value_get_boolean (value));
      break;
    case PROP_KEEP_ROOM:
      ishi_board_frame_set_keep_room (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_board_frame_dispose (GObject *object)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_pointer (&self->footer, gtk_widget_unparent);
  g_clear_pointer (&self->parts[0], gtk_widget_unparent);
  g_clear_pointer (&self->parts[1], gtk_widget_unparent);
  G_OBJECT_CLASS (ishi_board_frame_parent_class)->dispose (object);
}

static void
ishi_board_frame_class_init (IshiBoardFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ishi_board_frame_get_property;
  object_class->set_property = ishi_board_frame_set_property;
  object_class->dispose = ishi_board_frame_dispose;
  widget_class->measure = frame_measure;
  widget_class->size_allocate = frame_size_allocate;
  widget_class->snapshot = frame_snapshot;

  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  properties[PROP_ASIDE_SHOWN] = g_param_spec_boolean ("aside-shown", NULL, NULL, FALSE,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  properties[PROP_KEEP_ROOM] = g_param_spec_boolean ("keep-room", NULL, NULL, TRUE,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                     | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ishi_board_frame_init (IshiBoardFrame *self)
{
  self->keep_room = TRUE;
}
