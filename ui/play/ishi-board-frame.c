/* ishi-board-frame.c — see ishi-board-frame.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-board-frame"

#include "config.h"

#include "ishi-board-frame.h"
#include "ishi-board-layout.h"

#define SPACING 0    /* between the panel's two parts: their own margins */

struct _IshiBoardFrame {
  GtkWidget parent_instance;

  GtkWidget *board;
  GtkWidget *parts[2];      /* each in a scrolled window of the frame's */
  GtkWidget *footer;
  GtkWidget *side;          /* left of the square, or under everything */
  gboolean shown;
  gboolean keep_room;
  int margin;               /* around the board's square, but under it */
  IshiBoardLayout layout;
};

enum { PROP_0, PROP_BOARD, PROP_SIDE, PROP_ASIDE_SHOWN, PROP_KEEP_ROOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (IshiBoardFrame, ishi_board_frame, GTK_TYPE_WIDGET)

/* The panel's parts that take part in the layout (shown or not). */
static gboolean
part_counts (IshiBoardFrame *self, int i)
{
  return self->parts[i] && gtk_widget_get_visible (self->parts[i]);
}

/* A part's least size is its scrolled window's; its natural size is what
 * it shows itself, at the size given (GTK 4.8's scrolled window measures
 * the height its child wants at its natural width, not at `for_size`: a
 * line that wraps once more at the width given was not counted). */
static void
measure_part (IshiBoardFrame *self, int i, GtkOrientation orientation, int for_size, int *minimum, int *natural)
{
  int unused;

  *minimum = *natural = 0;
  if (!part_counts (self, i))
    return;
  gtk_widget_measure (self->parts[i], orientation, for_size, minimum, &unused, NULL, NULL);
  gtk_widget_measure (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->parts[i])), orientation, for_size,
                      &unused, natural, NULL, NULL);
  *natural = MAX (*natural, *minimum);
}

static void
measure_footer (IshiBoardFrame *self, GtkOrientation orientation, int for_size, int *minimum, int *natural)
{
  *minimum = *natural = 0;
  if (self->footer && gtk_widget_get_visible (self->footer))
    gtk_widget_measure (self->footer, orientation, for_size, minimum, natural, NULL, NULL);
}

/* The side panel takes part when it shows something. */
static gboolean
side_counts (IshiBoardFrame *self)
{
  int min, nat;

  if (self->side == NULL || !gtk_widget_get_visible (self->side))
    return FALSE;
  gtk_widget_measure (self->side, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  return nat > 0;
}

static void
measure_side (IshiBoardFrame *self, GtkOrientation orientation, int for_size, int *minimum, int *natural)
{
  *minimum = *natural = 0;
  if (side_counts (self))
    gtk_widget_measure (self->side, orientation, for_size, minimum, natural, NULL, NULL);
}

/* The board's least side and the panel's least room: across, the wider
 * of the two; down, the board over the panel's parts (its place when
 * nothing fits beside the board).  Natural: the board beside the parts. */
static void
frame_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
               int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);
  int board_min = 0, board_nat = 0, min[2], nat[2], side_min, side_nat;

  if (self->board && gtk_widget_get_visible (self->board))
    gtk_widget_measure (self->board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  int foot_min, foot_nat;

  for (int i = 0; i < 2; i++)
    measure_part (self, i, orientation, -1, &min[i], &nat[i]);
  measure_footer (self, orientation, -1, &foot_min, &foot_nat);
  measure_side (self, orientation, -1, &side_min, &side_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (side_min, MAX (foot_min, MAX (board_min, MAX (min[0], min[1]))));
      *natural = MAX (side_nat, MAX (foot_nat, board_nat + MAX (nat[0], nat[1])));
    }
  else
    {
      /* The side panel under everything, where the square leaves no room
       * at its left. */
      *minimum = board_min + min[0] + min[1] + foot_min + side_min;
      *natural = MAX (board_nat, nat[0] + nat[1]) + foot_nat + side_nat;
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
  /* The first part's height at the width it will have: the row's room to
   * spare is its (allocate_parts). */
  measure_part (self, 0, GTK_ORIENTATION_VERTICAL, MAX (nat[0], width - *w + nat[0]), &min, &h0);
  measure_part (self, 1, GTK_ORIENTATION_VERTICAL, nat[1], &min, &h1);
  *h = MAX (h0, h1);
  return *w <= width;
}

/* The parts inside the panel's rectangle, centred in it; side by side,
 * the first one has the row's room to spare (the count's table and words,
 * which then wrap less).  The rectangle was chosen for the parts as they
 * were (see IshiBoardLayout): parts that have grown since share it, and scroll
 * inside it. */
static void
allocate_parts (IshiBoardFrame *self, const GtkAllocation *r, gboolean row)
{
  int min[2], w[2], h[2], hmin[2], x, y;

  for (int i = 0; i < 2; i++)
    measure_part (self, i, GTK_ORIENTATION_HORIZONTAL, -1, &min[i], &w[i]);
  for (int i = 0, total = w[0] + w[1]; i < 2 && row; i++)
    w[i] = ishi_board_layout_share (w[i], total, MAX (0, r->width - SPACING), min[i]);
  if (row && part_counts (self, 0))
    w[0] = MAX (w[0], r->width - w[1] - (part_counts (self, 1) ? SPACING : 0));
  for (int i = 0; i < 2; i++)
    {
      w[i] = row ? w[i] : MAX (r->width, min[i]);
      measure_part (self, i, GTK_ORIENTATION_VERTICAL, w[i], &hmin[i], &h[i]);
    }
  for (int i = 0, total = h[0] + h[1]; i < 2 && !row; i++)
    h[i] = ishi_board_layout_share (h[i], total, MAX (0, r->height - SPACING), hmin[i]);
  for (int i = 0; i < 2 && row; i++)
    h[i] = MAX (hmin[i], r->height);
  x = row ? r->x + MAX (0, r->width - w[0] - w[1] - SPACING) / 2 : r->x;
  y = row ? r->y : r->y + MAX (0, r->height - h[0] - h[1] - SPACING) / 2;
  for (int i = 0; i < 2; i++)
    {
      GtkAllocation a = { x, y, w[i], h[i] };

      if (!part_counts (self, i))
        continue;
      gtk_widget_size_allocate (self->parts[i], &a, -1);
      if (row)
        x += w[i] + SPACING;
      else
        y += h[i] + SPACING;
    }
}

/* Where the board and the panel go in an area `width`×`height` above the
 * footer's band, from the parts' natural sizes now (into `layout`). */
static void
plan_layout (IshiBoardFrame *self, int width, int height, int footer_height, IshiBoardLayout *layout)
{
  IshiBoardLayoutNeeds needs = { .keep_room = self->keep_room, .margin = self->margin };
  int ah_side, rw;

  needs.panel = part_counts (self, 0) || part_counts (self, 1);
  if (needs.panel)
    {
      if (self->board)
        gtk_widget_measure (self->board, GTK_ORIENTATION_HORIZONTAL, -1, &needs.board_min, NULL, NULL, NULL);
      stacked_size (self, 0, &needs.side_width, &ah_side);
      needs.row = row_size (self, width, &rw, &needs.below_height);
      if (!needs.row)
        stacked_size (self, width, &rw, &needs.below_height);
    }
  ishi_board_layout_plan (layout, width, height, footer_height, &needs);
}

/* The board's rectangle (what it is given, its square centred in it) and
 * the panel's place.  The plan is made again only when the area changes
 * size (or the room to keep, or the parts): the board then keeps its size
 * whatever the panel shows from one moment to the next — a longer line in
 * the count, a button more — and the panel's parts scroll if they outgrow
 * their place. */
static IshiBoardLayout *
ensure_layout (IshiBoardFrame *self, int width, int height, int footer_height)
{
  IshiBoardLayout *layout = &self->layout;

  if (!layout->valid || layout->width != width || layout->height != height
      || layout->footer_height != footer_height || layout->keep_room != self->keep_room)
    plan_layout (self, width, height, footer_height, layout);
  return layout;
}

static GtkAllocation
allocate_board_and_aside (IshiBoardFrame *self, int width, int height, int footer_height)
{
  IshiBoardLayout *layout = ensure_layout (self, width, height, footer_height);

  if (!part_counts (self, 0) && !part_counts (self, 1))
    return layout->whole;
  allocate_parts (self, &layout->aside, layout->row);
  return self->shown || layout->reserve ? layout->with : layout->whole;
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

/* The margin at the sides and above, where the square would touch the
 * window's edge, the panel or the header bar; under it is the footer. */
static GtkAllocation
inside_margin (IshiBoardFrame *self, GtkAllocation board)
{
  if (self->margin > 0 && board.width > 2 * self->margin && board.height > self->margin)
    board = (GtkAllocation) { board.x + self->margin, board.y + self->margin, board.width - 2 * self->margin,
                              board.height - self->margin };
  return board;
}

/* The room left of the square the board draws in `board`. */
static int
room_left_of_square (IshiBoardFrame *self, GtkAllocation board)
{
  board = inside_margin (self, board);
  return board.x + (board.width - MIN (board.width, board.height)) / 2;
}

/* Whether the side panel fits left of the square as it is planned, with
 * the count shown or not (the room there the narrower of the two): its
 * width there into `side_width`. */
static gboolean
side_fits_left (IshiBoardFrame *self, int width, int height, int footer_height, int *side_width)
{
  IshiBoardLayout *layout = ensure_layout (self, width, height, footer_height);
  int room = room_left_of_square (self, layout->whole), min, nat;

  if (part_counts (self, 0) || part_counts (self, 1))
    room = MIN (room, room_left_of_square (self, layout->with));
  *side_width = room - 2 * MAX (self->margin, 6);
  measure_side (self, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
  return *side_width >= min;
}

static void
frame_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);
  GtkAllocation board;
  int min, footer_height, side_width = 0, side_height = 0;
  gboolean side = side_counts (self), left = FALSE;

  measure_footer (self, GTK_ORIENTATION_VERTICAL, -1, &min, &footer_height);
  footer_height = MIN (footer_height, height);
  /* The side panel (the analysis' graph and progress) left of the square
   * when the room there is wide enough: the board keeps its size when it
   * comes (a bar across under the board took 118 pixels of a 647-pixel
   * board at 1280×800, and gave back 82: issue 77 item 13); else under
   * everything, the board having the rest. */
  if (side)
    {
      left = side_fits_left (self, width, height - footer_height, footer_height, &side_width);
      if (!left)
        {
          measure_side (self, GTK_ORIENTATION_VERTICAL, width, &min, &side_height);
          side_height = MIN (side_height, MAX (0, height - footer_height));
        }
    }
  board = allocate_board_and_aside (self, width, height - footer_height - side_height, footer_height);
  board = inside_margin (self, board);
  if (self->board && gtk_widget_get_visible (self->board))
    gtk_widget_size_allocate (self->board, &board, -1);
  if (self->footer && gtk_widget_get_visible (self->footer))
    allocate_footer (self, width, &board, footer_height);
  if (side && left)
    {
      /* Beside the square's lower part, its bottom at the square's. */
      int square = MIN (board.width, board.height), h;
      int bottom = board.y + (board.height + square) / 2;
      int gap = MAX (self->margin, 6);

      measure_side (self, GTK_ORIENTATION_VERTICAL, side_width, &min, &h);
      h = MIN (h, bottom);
      gtk_widget_size_allocate (self->side,
                                &(GtkAllocation) { gap, MAX (0, bottom - h), side_width, h }, -1);
    }
  else if (side)
    gtk_widget_size_allocate (self->side, &(GtkAllocation) { 0, height - side_height, width, side_height }, -1);
  else if (self->side && gtk_widget_get_visible (self->side))
    gtk_widget_size_allocate (self->side, &(GtkAllocation) { 0, height, width, 0 }, -1);
}

static void
frame_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiBoardFrame *self = ISHI_BOARD_FRAME (widget);

  if (self->board)
    gtk_widget_snapshot_child (widget, self->board, snapshot);
  if (self->footer)
    gtk_widget_snapshot_child (widget, self->footer, snapshot);
  if (self->side)
    gtk_widget_snapshot_child (widget, self->side, snapshot);
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
      GtkWidget *scrolled;

      g_clear_pointer (&self->parts[i], gtk_widget_unparent);
      if (parts[i] == NULL)
        continue;
      /* Each part as large as it likes (the natural sizes go through), and
       * scrolled when it has outgrown the place planned for it. */
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), parts[i]);
      self->parts[i] = scrolled;
      gtk_widget_set_parent (scrolled, GTK_WIDGET (self));
      /* Hidden parts are measured (their room is kept) but neither drawn
       * nor reached by the keyboard or a screen reader. */
      gtk_widget_set_child_visible (scrolled, self->shown);
    }
  self->layout.valid = FALSE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ishi_board_frame_set_side (IshiBoardFrame *self, GtkWidget *side)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));
  g_return_if_fail (side == NULL || GTK_IS_WIDGET (side));

  if (self->side == side)
    return;
  g_clear_pointer (&self->side, gtk_widget_unparent);
  if (side)
    {
      self->side = side;
      gtk_widget_set_parent (side, GTK_WIDGET (self));
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

GtkWidget *
ishi_board_frame_get_side (IshiBoardFrame *self)
{
  g_return_val_if_fail (ISHI_IS_BOARD_FRAME (self), NULL);
  return self->side;
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
ishi_board_frame_set_margin (IshiBoardFrame *self, int margin)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));

  self->margin = MAX (0, margin);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
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

void
ishi_board_frame_plan_again (IshiBoardFrame *self)
{
  g_return_if_fail (ISHI_IS_BOARD_FRAME (self));

  self->layout.valid = FALSE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
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
    case PROP_SIDE:
      g_value_set_object (value, self->side);
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
    case PROP_SIDE:
      ishi_board_frame_set_side (self, g_value_get_object (value));
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
  g_clear_pointer (&self->side, gtk_widget_unparent);
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
  properties[PROP_SIDE] = g_param_spec_object ("side", NULL, NULL, GTK_TYPE_WIDGET,
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
