/* ishi-game-tree.c — the record's whole tree, scrollable (see
 * ishi-game-tree.h).
 *
 * Layout.  Each row is one line of play: a node and its first children
 * to the end.  The main line is row 0; every further child (a variation)
 * starts a row of its own, placed after the rows already laid out, at the
 * column after its parent's.  Rows are laid out depth first, so a
 * variation's own variations come right under it, and a node's
 * variations in their order (as GoGui draws them).  A row is joined to
 * the row of its previous sibling (or its parent's row, for the second
 * child) by a vertical line in the parent's column, then a short slant to
 * its first node: siblings share one trunk.
 *
 * Drawing looks only at the rows and columns in view.  A trunk can pass
 * through the view from a row above it to a row below; those are found by
 * looking a bounded number of rows past the view (LOOKAHEAD), which covers
 * every tree but one whose variation has more than that many rows of its
 * own variations between two siblings — there a stretch of trunk may be
 * missing until scrolled to, never a node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-tree"

#include "config.h"

#include <math.h>

#include "ishi-game-tree.h"

#define CELL 24.0        /* one move number across, one row down */
#define PAD 6.0
#define LOOKAHEAD 4096

typedef struct {
  IshiSgfNode *node;
  guint column, row;
} Entry;

typedef struct {
  guint column;          /* of its first node */
  guint first, length;   /* its entries */
  guint trunk_top;       /* the row its connector comes down from */
  gboolean from_sibling; /* that row is a sibling's: join its trunk */
} Row;

typedef struct {
  IshiSgfNode *node;
  IshiSgfNode *previous; /* its previous sibling (laid out before it) */
  guint column;
} Pending;

struct _IshiGameTree {
  GtkWidget parent_instance;

  GtkAdjustment *hadjustment, *vadjustment;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;

  GArray *entries;       /* of Entry */
  GArray *rows;          /* of Row */
  GHashTable *index;     /* IshiSgfNode* → entry index + 1 */
  guint n_columns;
  IshiSgfNode *current;
};

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

enum { NODE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE_WITH_CODE (IshiGameTree, ishi_game_tree, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* ------------------------------------------------------------------------ */
/* Layout                                                                    */
/* ------------------------------------------------------------------------ */

static const Entry *
entry_of (IshiGameTree *self, IshiSgfNode *node)
{
  guint i = GPOINTER_TO_UINT (g_hash_table_lookup (self->index, node));

  return i ? &g_array_index (self->entries, Entry, i - 1) : NULL;
}

/* One row: `start` and its first children; their further children wait
 * in `stack`, the shallowest on top. */
static void
lay_out_row (IshiGameTree *self, const Pending *start, GArray *stack)
{
  g_autoptr(GArray) extras = g_array_new (FALSE, FALSE, sizeof (Pending));
  const Entry *previous = start->previous ? entry_of (self, start->previous) : NULL;
  Row row = { start->column, self->entries->len, 0, 0, FALSE };
  guint r = self->rows->len;
  guint column = start->column;

  /* The second child hangs from its parent's row, the next ones from the
   * row of the sibling before. */
  row.trunk_top = previous ? previous->row : r;
  /* The first child continues its parent's row; a later sibling starts a
   * row of its own, whose trunk this one goes on from. */
  row.from_sibling = previous != NULL
    && g_array_index (self->entries, Entry,
                      g_array_index (self->rows, Row, previous->row).first).node == start->previous;
  for (IshiSgfNode *n = start->node; n; n = n->first_child, column++)
    {
      Entry e = { n, column, r };

      g_array_append_val (self->entries, e);
      g_hash_table_insert (self->index, n, GUINT_TO_POINTER (self->entries->len));
      row.length++;
      if (n->first_child)
        for (IshiSgfNode *prev = n->first_child, *c = prev->next_sibling; c; prev = c, c = c->next_sibling)
          {
            Pending p = { c, prev, column + 1 };
            g_array_append_val (extras, p);
          }
    }
  self->n_columns = MAX (self->n_columns, column);
  g_array_append_val (self->rows, row);
  for (guint i = extras->len; i > 0; i--)
    g_array_append_val (stack, g_array_index (extras, Pending, i - 1));
}

void
ishi_game_tree_set_root (IshiGameTree *self, IshiSgfNode *root)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Pending));

  g_return_if_fail (ISHI_IS_GAME_TREE (self));

  g_array_set_size (self->entries, 0);
  g_array_set_size (self->rows, 0);
  g_hash_table_remove_all (self->index);
  self->n_columns = 0;
  self->current = NULL;
  if (root)
    {
      Pending first = { root, NULL, 0 };

      g_array_append_val (stack, first);
    }
  while (stack->len > 0)
    {
      Pending p = g_array_index (stack, Pending, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      lay_out_row (self, &p, stack);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ishi_game_tree_get_n_rows (IshiGameTree *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_TREE (self), 0);
  return self->rows->len;
}

guint
ishi_game_tree_get_n_columns (IshiGameTree *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_TREE (self), 0);
  return self->n_columns;
}

gboolean
ishi_game_tree_get_cell (IshiGameTree *self, IshiSgfNode *node, guint *column, guint *row)
{
  const Entry *e;

  g_return_val_if_fail (ISHI_IS_GAME_TREE (self), FALSE);
  if ((e = entry_of (self, node)) == NULL)
    return FALSE;
  if (column)
    *column = e->column;
  if (row)
    *row = e->row;
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Scrolling                                                                 */
/* ------------------------------------------------------------------------ */

static double
offset (GtkAdjustment *adjustment)
{
  return adjustment ? gtk_adjustment_get_value (adjustment) : 0;
}

static void
configure (GtkAdjustment *adjustment, double total, double page)
{
  if (adjustment == NULL)
    return;
  gtk_adjustment_configure (adjustment,
                            CLAMP (gtk_adjustment_get_value (adjustment), 0, MAX (0, total - page)),
                            0, MAX (total, page), CELL, page * 0.9, page);
}

static double
total_width (IshiGameTree *self)
{
  return 2 * PAD + self->n_columns * CELL;
}

static double
total_height (IshiGameTree *self)
{
  return 2 * PAD + self->rows->len * CELL;
}

/* Scrolls so that the cell at (column, row) is in view, with a cell to
 * spare where there is room. */
static void
scroll_to (IshiGameTree *self, guint column, guint row)
{
  struct { GtkAdjustment *adj; double at; } axes[2] = {
    { self->hadjustment, PAD + column * CELL },
    { self->vadjustment, PAD + row * CELL },
  };

  for (int i = 0; i < 2; i++)
    {
      GtkAdjustment *adj = axes[i].adj;
      double value, page;

      if (adj == NULL)
        continue;
      value = gtk_adjustment_get_value (adj);
      page = gtk_adjustment_get_page_size (adj);
      if (page <= 0)
        continue;
      if (axes[i].at - CELL < value)
        gtk_adjustment_set_value (adj, axes[i].at - CELL);
      else if (axes[i].at + 2 * CELL > value + page)
        gtk_adjustment_set_value (adj, axes[i].at + 2 * CELL - page);
    }
}

void
ishi_game_tree_set_current (IshiGameTree *self, IshiSgfNode *node)
{
  const Entry *e;

  g_return_if_fail (ISHI_IS_GAME_TREE (self));

  self->current = node;
  if ((e = entry_of (self, node)) != NULL)
    scroll_to (self, e->column, e->row);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
adjustment_changed_cb (GtkAdjustment *adjustment, IshiGameTree *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (IshiGameTree *self, GtkAdjustment **slot, GtkAdjustment *adjustment)
{
  if (*slot == adjustment)
    return;
  if (*slot)
    {
      g_signal_handlers_disconnect_by_func (*slot, adjustment_changed_cb, self);
      g_object_unref (*slot);
    }
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (adjustment_changed_cb), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                   */
/* ------------------------------------------------------------------------ */

static double
cell_x (IshiGameTree *self, guint column)
{
  return PAD + column * CELL + CELL / 2 - offset (self->hadjustment);
}

static double
cell_y (IshiGameTree *self, guint row)
{
  return PAD + row * CELL + CELL / 2 - offset (self->vadjustment);
}

typedef enum { NODE_BLACK, NODE_WHITE, NODE_OTHER } NodeKind;

static NodeKind
kind_of (IshiSgfNode *node)
{
  if (ishi_sgf_node_lookup (node, "B"))
    return NODE_BLACK;
  if (ishi_sgf_node_lookup (node, "W"))
    return NODE_WHITE;
  return NODE_OTHER;
}

static void
draw_node (IshiGameTree *self, cairo_t *cr, const Entry *e, gboolean dark)
{
  double x = cell_x (self, e->column), y = cell_y (self, e->row);
  double r = CELL * 0.3;

  switch (kind_of (e->node))
    {
    case NODE_BLACK:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, dark ? 0.7 : 0.1, dark ? 0.7 : 0.1, dark ? 0.7 : 0.1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      break;
    case NODE_WHITE:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.97, 0.97, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      break;
    case NODE_OTHER:
    default:
      /* The root, setup, a node of marks or text only. */
      cairo_rectangle (cr, x - r * 0.6, y - r * 0.6, r * 1.2, r * 1.2);
      cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
      cairo_fill (cr);
      break;
    }
  if (ishi_sgf_node_lookup (e->node, "C"))
    {
      /* A comment: a small dot above right. */
      cairo_arc (cr, x + r * 0.95, y - r * 0.95, CELL * 0.09, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.90, 0.45, 0.05);
      cairo_fill (cr);
    }
  if (e->node == self->current)
    {
      cairo_arc (cr, x, y, r + 3.5, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
}

static void
ishi_game_tree_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiGameTree *self = ISHI_GAME_TREE (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double ox = offset (self->hadjustment), oy = offset (self->vadjustment);
  guint c0, c1, r0, r1;
  gboolean dark = FALSE;
  cairo_t *cr;

  if (self->rows->len == 0 || width <= 0 || height <= 0)
    return;
  {
    GdkRGBA fg;

    /* A light text colour means a dark theme. */
    gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
    dark = fg.red + fg.green + fg.blue > 1.5;
  }
  c0 = (guint) MAX (0, floor ((ox - PAD) / CELL) - 1);
  c1 = (guint) MAX (0, ceil ((ox + width - PAD) / CELL) + 1);
  r0 = (guint) MAX (0, floor ((oy - PAD) / CELL) - 1);
  r1 = MIN (self->rows->len - 1, (guint) MAX (0, ceil ((oy + height - PAD) / CELL) + 1));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1.5);
  cairo_set_source_rgba (cr, dark ? 0.75 : 0.35, dark ? 0.75 : 0.35, dark ? 0.75 : 0.35, 0.9);

  /* The lines first: along each row, and each row's trunk. */
  for (guint r = r0; r < self->rows->len && r <= r1 + LOOKAHEAD; r++)
    {
      const Row *row = &g_array_index (self->rows, Row, r);

      if (r > 0 && row->trunk_top <= r1 && row->column > 0)
        {
          double tx = cell_x (self, row->column - 1);

          /* From the parent's centre, or on from where the sibling's
           * trunk turned towards it. */
          cairo_move_to (cr, tx, cell_y (self, row->trunk_top) - (row->from_sibling ? CELL / 2 : 0));
          cairo_line_to (cr, tx, cell_y (self, r) - CELL / 2);
          cairo_line_to (cr, cell_x (self, row->column), cell_y (self, r));
        }
      if (r <= r1 && row->length > 1)
        {
          guint from = MAX (row->column, c0), to = MIN (row->column + row->length - 1, c1);

          if (from < to)
            {
              cairo_move_to (cr, cell_x (self, from), cell_y (self, r));
              cairo_line_to (cr, cell_x (self, to), cell_y (self, r));
            }
        }
    }
  cairo_stroke (cr);

  for (guint r = r0; r <= r1; r++)
    {
      const Row *row = &g_array_index (self->rows, Row, r);
      guint from = MAX (row->column, c0);
      guint to = MIN (row->column + row->length, c1 + 1);

      for (guint c = from; c < to; c++)
        draw_node (self, cr, &g_array_index (self->entries, Entry, row->first + (c - row->column)), dark);
    }
  cairo_destroy (cr);
}

IshiSgfNode *
ishi_game_tree_node_at (IshiGameTree *self, double x, double y)
{
  double px = x + offset (self->hadjustment) - PAD, py = y + offset (self->vadjustment) - PAD;
  guint c, r;
  const Row *row;

  g_return_val_if_fail (ISHI_IS_GAME_TREE (self), NULL);
  if (px < 0 || py < 0)
    return NULL;
  c = (guint) (px / CELL);
  r = (guint) (py / CELL);
  if (r >= self->rows->len)
    return NULL;
  row = &g_array_index (self->rows, Row, r);
  if (c < row->column || c >= row->column + row->length)
    return NULL;
  return g_array_index (self->entries, Entry, row->first + (c - row->column)).node;
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, IshiGameTree *self)
{
  IshiSgfNode *node = ishi_game_tree_node_at (self, x, y);

  if (node)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
}

/* The keyboard, once the tree has the focus: Left and Right go back and
 * on along the line, Up and Down to the previous and next variation of
 * the same move, Home to the start and End to the end of the line.  The
 * node is asked for ("node-activated") as a click asks for it. */
static IshiSgfNode *
node_for_key (IshiSgfNode *node, guint keyval)
{
  IshiSgfNode *previous = NULL;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return node->parent;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return node->first_child;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return node->next_sibling;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (node->parent == NULL)
        return NULL;
      for (IshiSgfNode *n = node->parent->first_child; n && n != node; n = n->next_sibling)
        previous = n;
      return previous;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      return node->parent ? ishi_sgf_node_root (node) : NULL;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      while (node->first_child)
        node = node->first_child;
      return node;
    default:
      return NULL;
    }
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, IshiGameTree *self)
{
  IshiSgfNode *node;

  if (self->current == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)))
    return FALSE;
  node = node_for_key (self->current, keyval);
  if (node && node != self->current)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
  /* At the end of a line the key is still the tree's: the focus stays. */
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Right: case GDK_KEY_KP_Right:
    case GDK_KEY_Up: case GDK_KEY_KP_Up: case GDK_KEY_Down: case GDK_KEY_KP_Down:
    case GDK_KEY_Home: case GDK_KEY_KP_Home: case GDK_KEY_End: case GDK_KEY_KP_End:
      return TRUE;
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------------ */
/* GtkWidget                                                                 */
/* ------------------------------------------------------------------------ */

static void
ishi_game_tree_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  IshiGameTree *self = ISHI_GAME_TREE (widget);
  double total = orientation == GTK_ORIENTATION_HORIZONTAL ? total_width (self) : total_height (self);

  /* Scrolled: a little room at least, the whole when it is small. */
  *minimum = (int) (2 * PAD + CELL);
  *natural = (int) MIN (total, 2 * PAD + 12 * CELL);
}

static void
ishi_game_tree_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  IshiGameTree *self = ISHI_GAME_TREE (widget);

  configure (self->hadjustment, total_width (self), width);
  configure (self->vadjustment, total_height (self), height);
}

static void
ishi_game_tree_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiGameTree *self = ISHI_GAME_TREE (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT: g_value_set_object (value, self->hadjustment); break;
    case PROP_VADJUSTMENT: g_value_set_object (value, self->vadjustment); break;
    case PROP_HSCROLL_POLICY: g_value_set_enum (value, self->hscroll_policy); break;
    case PROP_VSCROLL_POLICY: g_value_set_enum (value, self->vscroll_policy); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_game_tree_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  IshiGameTree *self = ISHI_GAME_TREE (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT: set_adjustment (self, &self->hadjustment, g_value_get_object (value)); break;
    case PROP_VADJUSTMENT: set_adjustment (self, &self->vadjustment, g_value_get_object (value)); break;
    case PROP_HSCROLL_POLICY: self->hscroll_policy = g_value_get_enum (value); break;
    case PROP_VSCROLL_POLICY: self->vscroll_policy = g_value_get_enum (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_game_tree_dispose (GObject *object)
{
  IshiGameTree *self = ISHI_GAME_TREE (object);

  for (GtkAdjustment **slot = &self->hadjustment; slot; slot = slot == &self->hadjustment ? &self->vadjustment : NULL)
    if (*slot)
      {
        g_signal_handlers_disconnect_by_func (*slot, adjustment_changed_cb, self);
        g_clear_object (slot);
      }
  G_OBJECT_CLASS (ishi_game_tree_parent_class)->dispose (object);
}

static void
ishi_game_tree_finalize (GObject *object)
{
  IshiGameTree *self = ISHI_GAME_TREE (object);

  /* A scrolled window takes its adjustments back (sets them to NULL)
   * after dispose, as it lets the widget go: the ones made then go here. */
  for (GtkAdjustment **slot = &self->hadjustment; slot; slot = slot == &self->hadjustment ? &self->vadjustment : NULL)
    if (*slot)
      {
        g_signal_handlers_disconnect_by_func (*slot, adjustment_changed_cb, self);
        g_clear_object (slot);
      }
  g_array_unref (self->entries);
  g_array_unref (self->rows);
  g_hash_table_unref (self->index);
  G_OBJECT_CLASS (ishi_game_tree_parent_class)->finalize (object);
}

static void
ishi_game_tree_class_init (IshiGameTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ishi_game_tree_get_property;
  object_class->set_property = ishi_game_tree_set_property;
  object_class->dispose = ishi_game_tree_dispose;
  object_class->finalize = ishi_game_tree_finalize;
  widget_class->snapshot = ishi_game_tree_snapshot;
  widget_class->measure = ishi_game_tree_measure;
  widget_class->size_allocate = ishi_game_tree_size_allocate;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  /* ::node-activated (IshiSgfNode *node): a click on a node. */
  signals[NODE_ACTIVATED] = g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_set_css_name (widget_class, "ishi-game-tree");
  /* Reached with Tab and walked with the arrow keys; what a screen reader
   * says of it is its label and the description its owner gives the
   * current node. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ishi_game_tree_init (IshiGameTree *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->rows = g_array_new (FALSE, FALSE, sizeof (Row));
  self->index = g_hash_table_new (NULL, NULL);
  set_adjustment (self, &self->hadjustment, NULL);
  set_adjustment (self, &self->vadjustment, NULL);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
ishi_game_tree_new (void)
{
  return g_object_new (ISHI_TYPE_GAME_TREE, NULL);
}
