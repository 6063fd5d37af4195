/* ishi-solve-bar.c — see ishi-solve-bar.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-solve-bar"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-solve-bar.h"

struct _IshiSolveBar {
  GtkBox parent_instance;

  GtkWidget *spinner;
  GtkWidget *label;
  GtkWidget *cancel;
  GtkWidget *longer;      /* Search Longer, after a search stopped by its time */
  GtkWidget *stepper;     /* Previous, "3 of 7", Next, All */
  GtkWidget *previous;
  GtkWidget *position;
  GtkWidget *next;
  GtkWidget *all;

  GArray *points;         /* the line, of IshiPoint */
  IshiColor first;
  IshiPoint forbidden;
  guint step;             /* moves shown */
  gboolean searching;
  char *text;
};

G_DEFINE_FINAL_TYPE (IshiSolveBar, ishi_solve_bar, GTK_TYPE_BOX)

enum { SIGNAL_CANCEL, SIGNAL_BOARD_CHANGED, SIGNAL_LONGER, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
update_stepper (IshiSolveBar *self)
{
  guint n = self->points->len;
  g_autofree char *where = NULL;

  gtk_widget_set_visible (self->stepper, n > 0);
  if (n == 0)
    return;
  /* Translators: the moves of a winning line shown on the board, "3 of 7" */
  where = g_strdup_printf (_("%u of %u"), self->step, n);
  gtk_label_set_text (GTK_LABEL (self->position), where);
  gtk_widget_set_sensitive (self->previous, self->step > 0);
  gtk_widget_set_sensitive (self->next, self->step < n);
  gtk_widget_set_sensitive (self->all, self->step < n);
}

static void
set_text (IshiSolveBar *self, const char *text)
{
  g_free (self->text);
  self->text = g_strdup (text);
  gtk_label_set_text (GTK_LABEL (self->label), text ? text : "");
}

/* Shows the bar with `text`, and no line. */
static void
show (IshiSolveBar *self, const char *text, gboolean searching)
{
  gboolean had = self->step > 0;

  g_array_set_size (self->points, 0);
  self->step = 0;
  self->forbidden = (IshiPoint) { -1, -1 };
  self->searching = searching;
  set_text (self, text);
  gtk_widget_set_visible (self->spinner, searching);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), searching);
  gtk_widget_set_visible (self->cancel, searching);
  gtk_widget_set_visible (self->longer, FALSE);
  update_stepper (self);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (had)
    g_signal_emit (self, signals[SIGNAL_BOARD_CHANGED], 0);
}

void
ishi_solve_bar_show_searching (IshiSolveBar *self, const char *text)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  show (self, text, TRUE);
}

void
ishi_solve_bar_show_message (IshiSolveBar *self, const char *text)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  show (self, text, FALSE);
}

void
ishi_solve_bar_show_limit (IshiSolveBar *self, const char *text)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  show (self, text, FALSE);
  gtk_widget_set_visible (self->longer, TRUE);
}

void
ishi_solve_bar_show_line (IshiSolveBar *self, const char *text, GArray *points,
                          IshiColor first, IshiPoint forbidden)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  g_return_if_fail (points != NULL);

  show (self, text, FALSE);
  g_array_append_vals (self->points, points->data, points->len);
  self->first = first;
  self->forbidden = forbidden;
  self->step = MIN (1, points->len);
  update_stepper (self);
  g_signal_emit (self, signals[SIGNAL_BOARD_CHANGED], 0);
}

void
ishi_solve_bar_hide (IshiSolveBar *self)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  show (self, NULL, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
go_to (IshiSolveBar *self, guint step)
{
  step = MIN (step, self->points->len);
  if (step == self->step)
    return;
  self->step = step;
  update_stepper (self);
  g_signal_emit (self, signals[SIGNAL_BOARD_CHANGED], 0);
}

void
ishi_solve_bar_step (IshiSolveBar *self, int delta)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  if (delta < 0 && (guint) -delta > self->step)
    go_to (self, 0);
  else
    go_to (self, self->step + delta);
}

void
ishi_solve_bar_show_all (IshiSolveBar *self)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  go_to (self, self->points->len);
}

guint
ishi_solve_bar_get_step (IshiSolveBar *self)
{
  g_return_val_if_fail (ISHI_IS_SOLVE_BAR (self), 0);
  return self->step;
}

guint
ishi_solve_bar_get_length (IshiSolveBar *self)
{
  g_return_val_if_fail (ISHI_IS_SOLVE_BAR (self), 0);
  return self->points->len;
}

gboolean
ishi_solve_bar_is_searching (IshiSolveBar *self)
{
  g_return_val_if_fail (ISHI_IS_SOLVE_BAR (self), FALSE);
  return self->searching;
}

const char *
ishi_solve_bar_get_text (IshiSolveBar *self)
{
  g_return_val_if_fail (ISHI_IS_SOLVE_BAR (self), NULL);
  return self->text;
}

void
ishi_solve_bar_decorate (IshiSolveBar *self, IshiBoardModel *model)
{
  g_return_if_fail (ISHI_IS_SOLVE_BAR (self));
  for (guint i = 0; i < self->step; i++)
    {
      IshiPoint p = g_array_index (self->points, IshiPoint, i);
      IshiColor color = i % 2 == 0 ? self->first : ishi_color_other (self->first);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      if (!ishi_board_model_contains (model, p.x, p.y))
        continue;
      /* The position's own forbidden marks are of the moment before the
       * line: none under a stone of it. */
      ishi_board_model_get_point (model, p.x, p.y)->flags &= ~ISHI_BOARD_FLAG_FORBIDDEN;
      ishi_board_model_add_label (model, p.x, p.y, color, number);
    }
  if (self->step > 0 && self->step == self->points->len
      && ishi_board_model_contains (model, self->forbidden.x, self->forbidden.y))
    ishi_board_model_get_point (model, self->forbidden.x, self->forbidden.y)->flags
      |= ISHI_BOARD_FLAG_FORBIDDEN;
}

static void previous_cb (IshiSolveBar *self) { ishi_solve_bar_step (self, -1); }
static void next_cb (IshiSolveBar *self) { ishi_solve_bar_step (self, 1); }
static void cancel_cb (IshiSolveBar *self) { g_signal_emit (self, signals[SIGNAL_CANCEL], 0); }
static void longer_cb (IshiSolveBar *self) { g_signal_emit (self, signals[SIGNAL_LONGER], 0); }

static GtkWidget *
button (IshiSolveBar *self, const char *mnemonic, const char *name, GCallback cb)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_name (b, name);
  g_signal_connect_swapped (b, "clicked", cb, self);
  return b;
}

static void
ishi_solve_bar_finalize (GObject *object)
{
  IshiSolveBar *self = ISHI_SOLVE_BAR (object);

  g_array_unref (self->points);
  g_free (self->text);
  G_OBJECT_CLASS (ishi_solve_bar_parent_class)->finalize (object);
}

static void
ishi_solve_bar_class_init (IshiSolveBarClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_solve_bar_finalize;
  signals[SIGNAL_CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 0);
  /* "longer": Search Longer was pressed, after ishi_solve_bar_show_limit */
  signals[SIGNAL_LONGER] = g_signal_new ("longer", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_solve_bar_init (IshiSolveBar *self)
{
  GtkBox *box = GTK_BOX (self);

  self->points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  self->forbidden = (IshiPoint) { -1, -1 };
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (box, 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);

  self->spinner = gtk_spinner_new ();
  gtk_box_append (box, self->spinner);
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_box_append (box, self->label);
  self->cancel = button (self, _("_Cancel"), "cancel", G_CALLBACK (cancel_cb));
  gtk_box_append (box, self->cancel);
  self->longer = button (self, _("Search _Longer"), "longer", G_CALLBACK (longer_cb));
  gtk_widget_set_valign (self->longer, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->longer, FALSE);
  gtk_box_append (box, self->longer);

  self->stepper = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_valign (self->stepper, GTK_ALIGN_CENTER);
  self->previous = button (self, _("_Previous"), "previous", G_CALLBACK (previous_cb));
  self->position = gtk_label_new (NULL);
  gtk_label_set_width_chars (GTK_LABEL (self->position), 7);
  self->next = button (self, _("_Next"), "next", G_CALLBACK (next_cb));
  self->all = button (self, _("A_ll"), "all", G_CALLBACK (ishi_solve_bar_show_all));
  gtk_box_append (GTK_BOX (self->stepper), self->previous);
  gtk_box_append (GTK_BOX (self->stepper), self->position);
  gtk_box_append (GTK_BOX (self->stepper), self->next);
  gtk_box_append (GTK_BOX (self->stepper), self->all);
  gtk_box_append (box, self->stepper);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ishi_solve_bar_new (void)
{
  return g_object_new (ISHI_TYPE_SOLVE_BAR, NULL);
}
