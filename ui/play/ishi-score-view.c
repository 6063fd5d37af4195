/* ishi-score-view.c — the count of a game of Go as a table: one column for
 * each thing counted, a row for each side (see ishi-score-view.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-score-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ishi-counting.h"
#include "ishi-score.h"
#include "ishi-score-view.h"
#include "ishi-gtp-protocol.h"

struct _IshiScoreView {
  GtkBox parent_instance;

  GtkLabel *title_label;
  GtkGrid *grid;

  IshiCounting *counting;
  /* Without a count: the method and komi of the count to come, whose
   * columns the table shows empty, so that it is as wide before the
   * count as during it (the board keeps its size beside it). */
  IshiScoreMethod method;
  gboolean komi;
  GtkWidget *engine_box;       /* the engine's opinion, under the table */
  GtkLabel *engine_label;
  GtkWidget *engine_button;
  char *engine;
  GArray *engine_dead;         /* IshiPoint */
  gboolean engine_expected;    /* an engine plays: its line's room is kept */
};

G_DEFINE_FINAL_TYPE (IshiScoreView, ishi_score_view, GTK_TYPE_BOX)

/* A button with no use now keeps its place, unseen and out of reach. */
static void
keep_place (GtkWidget *widget, gboolean shown)
{
  gtk_widget_set_opacity (widget, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (widget, shown);
  gtk_widget_set_can_focus (widget, shown);
  gtk_widget_set_sensitive (widget, shown);
}

static char *
number (double value)
{
  /* Halves appear with komi and with the shared points of seki. */
  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.1f", value);
}

static void
add_label (IshiScoreView *self, const char *text, int column, int row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  if (row == 0)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_grid_attach (self->grid, label, column, row, 1, 1);
}

/* One column: a heading and the two sides' numbers. */
static void
add_column (IshiScoreView *self, int *column, const char *what, double black, double white)
{
  g_autofree char *b = number (black);
  g_autofree char *w = number (white);

  add_label (self, what, *column, 0);
  add_label (self, b, *column, 1);
  add_label (self, w, *column, 2);
  (*column)++;
}

/* The method, and under it a legend of the marks the count put on the
 * board, when there are any: faded stones are dead, squares (on stones)
 * and circles (on points) are seki. */
static void
set_title (IshiScoreView *self, const IshiScore *score)
{
  const char *method = ishi_score_method_describe (ishi_counting_get_method (self->counting));
  const guint8 *dead = ishi_counting_get_dead (self->counting);
  int n = ishi_counting_get_size (self->counting);
  gboolean any_dead = FALSE, any_seki = FALSE;
  g_autoptr(GString) legend = g_string_new (NULL);
  g_autofree char *markup = NULL;

  for (int i = 0; i < n * n; i++)
    {
      any_dead |= dead && dead[i];
      any_seki |= score->seki && score->seki[i];
    }
  if (any_dead)
    g_string_append (legend, _("faded stones: dead"));
  if (any_seki)
    g_string_append_printf (legend, "%s%s", legend->len ? " · " : "",
                            _("□ on stones, ○ on points: seki"));
  markup = legend->len
    ? g_markup_printf_escaped ("%s\n<span weight=\"normal\" size=\"small\">%s</span>", method, legend->str)
    : g_markup_escape_text (method, -1);
  gtk_label_set_markup (self->title_label, markup);
}

/* The table's columns for `method`; komi when there is some (or when
 * `komi` says there will be). */
static void
add_columns (IshiScoreView *self, IshiScoreMethod method, const IshiScoreSide *b,
             const IshiScoreSide *w, gboolean komi)
{
  int column = 1;

  switch (method)
    {
    case ISHI_SCORE_PURE:
      add_column (self, &column, _("Stones on the board"), b->stones, w->stones);
      break;
    case ISHI_SCORE_JAPANESE:
      add_column (self, &column, _("Territory"), b->territory, w->territory);
      add_column (self, &column, _("Prisoners"), b->prisoners, w->prisoners);
      break;
    case ISHI_SCORE_CHINESE:
      add_column (self, &column, _("Stones"), b->stones, w->stones);
      add_column (self, &column, _("Territory"), b->territory, w->territory);
      if (b->shared > 0 || w->shared > 0)
        add_column (self, &column, _("Shared points"), b->shared, w->shared);
      if (w->handicap > 0)
        add_column (self, &column, _("Handicap"), b->handicap, w->handicap);
      break;
    case ISHI_SCORE_EQUAL_ART:
    case ISHI_SCORE_EQUAL_LAW:
    default:
      add_column (self, &column, _("Territory (moku)"), b->moku, w->moku);
      add_column (self, &column, _("Points"), b->points, w->points);
      break;
    }
  if (komi || b->komi != 0 || w->komi != 0)
    add_column (self, &column, _("Komi"), b->komi, w->komi);
  add_column (self, &column, _("Total"), b->total, w->total);
}

/* Under a method with dead stones the legend's line ("faded stones:
 * dead") comes with the first mark: its room is kept under the method from
 * the start, as the engine's line's is, so that the count is as high with
 * it as without.  It came later, in a place planned without it, and pushed
 * the engine's line and its button out of sight at 760 pixels (issue 77
 * item 13). */
static void
keep_legend_room (IshiScoreView *self, IshiScoreMethod method)
{
  int height = -1;

  if (ishi_score_method_has_dead_stones (method))
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->title_label), NULL);
      /* The lines as they will read, in the window's language (a line of
       * Japanese is higher than one of English). */
      g_autofree char *markup = g_markup_printf_escaped ("%s\n<span weight=\"normal\" size=\"small\">%s</span>",
                                                         ishi_score_method_describe (method),
                                                         _("faded stones: dead"));

      pango_layout_set_markup (layout, markup, -1);
      pango_layout_get_pixel_size (layout, NULL, &height);
      g_object_unref (layout);
    }
  gtk_widget_set_size_request (GTK_WIDGET (self->title_label), -1, height);
}

static void
update (IshiScoreView *self)
{
  GtkWidget *child;
  const IshiScore *score;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  /* Without a count the table keeps its rows, so the view keeps its
   * height (the window reserves it under the board). */
  gtk_label_set_text (self->title_label, " ");
  add_label (self, " ", 0, 0);
  add_label (self, _("Black"), 0, 1);
  add_label (self, _("White"), 0, 2);
  keep_legend_room (self, self->counting ? ishi_counting_get_method (self->counting) : self->method);
  if (self->counting)
    {
      score = ishi_counting_get_score (self->counting);
      set_title (self, score);
      add_columns (self, ishi_counting_get_method (self->counting), &score->black, &score->white, FALSE);
    }
  else
    {
      static const IshiScoreSide none;

      gtk_label_set_text (self->title_label, ishi_score_method_describe (self->method));
      add_columns (self, self->method, &none, &none, self->komi);
    }
}

/* The engine's dead stones as marks of this count (only its stones). */
static guint8 *
engine_marks (IshiScoreView *self, int size)
{
  guint8 *marks = g_new0 (guint8, size * size);

  for (guint i = 0; i < self->engine_dead->len; i++)
    {
      IshiPoint p = g_array_index (self->engine_dead, IshiPoint, i);

      if (p.x >= 0 && p.y >= 0 && p.x < size && p.y < size)
        marks[p.y * size + p.x] = 1;
    }
  return marks;
}

static void
update_engine (IshiScoreView *self)
{
  g_autoptr(GString) differ = g_string_new (NULL);
  g_autofree guint8 *marks = NULL;
  g_autofree char *text = NULL;
  const guint8 *dead;
  int size, n = 0;

  gboolean told = self->engine != NULL && self->counting != NULL;

  /* Kept in its place, empty, while an engine's opinion is to come. */
  gtk_widget_set_visible (self->engine_box, told || self->engine_expected);
  gtk_widget_set_opacity (self->engine_box, told ? 1.0 : 0.0);
  if (!told)
    {
      gtk_label_set_text (self->engine_label, "");
      keep_place (self->engine_button, FALSE);
      return;
    }
  size = ishi_counting_get_size (self->counting);
  dead = ishi_counting_get_dead (self->counting);
  marks = engine_marks (self, size);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (!marks[y * size + x] != !dead[y * size + x])
        {
          g_autofree char *point = ishi_gtp_vertex_format (size, x, y);

          if (n++ < 12)
            g_string_append_printf (differ, "%s%s", differ->len ? " " : "", point);
        }
  if (n > 12)
    g_string_append (differ, " …");
  if (n == 0)
    text = g_strdup_printf (_("%s marks the same dead stones."), self->engine);
  else
    /* TRANSLATORS: an engine's name, then points such as "C3 D4". */
    text = g_strdup_printf (_("%s sees the dead stones otherwise at %s."), self->engine, differ->str);
  gtk_label_set_text (self->engine_label, text);
  /* The button keeps its place when there is nothing to take. */
  keep_place (self->engine_button, n > 0);
}

void
ishi_score_view_set_engine_expected (IshiScoreView *self, gboolean expected)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));

  if (self->engine_expected == !!expected)
    return;
  self->engine_expected = !!expected;
  update_engine (self);
}

static void
use_engine_cb (IshiScoreView *self)
{
  g_autofree guint8 *marks = NULL;

  if (self->counting == NULL || self->engine_dead == NULL)
    return;
  marks = engine_marks (self, ishi_counting_get_size (self->counting));
  ishi_counting_set_dead (self->counting, marks);
}

void
ishi_score_view_set_engine_dead (IshiScoreView *self, const char *engine, GArray *dead)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));

  g_free (self->engine);
  self->engine = engine && dead ? g_strdup (engine) : NULL;
  g_clear_pointer (&self->engine_dead, g_array_unref);
  if (self->engine)
    self->engine_dead = g_array_ref (dead);
  update_engine (self);
}

void
ishi_score_view_set_expected (IshiScoreView *self, IshiScoreMethod method, gboolean komi)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));

  if (self->method == method && self->komi == !!komi)
    return;
  self->method = method;
  self->komi = !!komi;
  if (self->counting == NULL)
    update (self);
}

void
ishi_score_view_set_counting (IshiScoreView *self, IshiCounting *counting)
{
  g_return_if_fail (ISHI_IS_SCORE_VIEW (self));
  g_return_if_fail (counting == NULL || ISHI_IS_COUNTING (counting));

  if (self->counting != counting)
    {
      if (self->counting)
        g_signal_handlers_disconnect_by_data (self->counting, self);
      g_set_object (&self->counting, counting);
      if (counting)
        {
          g_signal_connect_swapped (counting, "changed", G_CALLBACK (update), self);
          g_signal_connect_swapped (counting, "changed", G_CALLBACK (update_engine), self);
        }
    }
  update (self);
  update_engine (self);
}

static void
ishi_score_view_dispose (GObject *object)
{
  IshiScoreView *self = ISHI_SCORE_VIEW (object);

  if (self->counting)
    g_signal_handlers_disconnect_by_data (self->counting, self);
  g_clear_object (&self->counting);
  g_clear_pointer (&self->engine, g_free);
  g_clear_pointer (&self->engine_dead, g_array_unref);
  G_OBJECT_CLASS (ishi_score_view_parent_class)->dispose (object);
}

static void
ishi_score_view_class_init (IshiScoreViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_score_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ishi/Ishi/ui/ishi-score-view.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, title_label);
  gtk_widget_class_bind_template_child (widget_class, IshiScoreView, grid);
}

static void
ishi_score_view_init (IshiScoreView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->engine_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_name (self->engine_box, "engine-dead");
  self->engine_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->engine_label, TRUE);
  gtk_label_set_wrap_mode (self->engine_label, PANGO_WRAP_WORD_CHAR);
  /* Its natural width is a short line's: the count's place is planned from
   * the natural widths, and a list of points on one line pushed Continue
   * Playing and Finish off a window 760 pixels wide (issue 66).  Shorter
   * than the table's with the button beside it, so that the count is as
   * wide whatever the engine says: planned with its words (a window made
   * wider, a game restored), it was as wide as a line of them, wider than
   * the room beside the board at 1280 pixels, which jumped 242 pixels left
   * (and at 1024 stayed at the left of an empty column all the game long:
   * issue 77 item 13).  Given more room (under the board), it takes it. */
  gtk_label_set_max_width_chars (self->engine_label, 12);
  /* The same with its words and without them, before they come. */
  gtk_label_set_width_chars (self->engine_label, 12);
  gtk_label_set_xalign (self->engine_label, 0);
  {
    /* Two lines' height at least, from before the engine's words come (a
     * longer list of points wraps on, and scrolls where the count's place
     * is short) — two lines of the window's language: a line of Japanese
     * is higher than "Ag", and the engine's second line and its button
     * were cut (issue 77 item 13). */
    g_autofree char *line = g_strdup_printf (_("%s marks the same dead stones."), "Ag");
    g_autofree char *lines = g_strdup_printf ("%s\n%s", line, line);
    PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->engine_label), lines);
    int height;

    pango_layout_get_pixel_size (layout, NULL, &height);
    gtk_widget_set_size_request (GTK_WIDGET (self->engine_label), -1, height);
    g_object_unref (layout);
  }
  gtk_widget_set_hexpand (GTK_WIDGET (self->engine_label), TRUE);
  self->engine_button = gtk_button_new_with_mnemonic (_("Use the _Engine’s"));
  gtk_widget_set_name (self->engine_button, "use-engine-dead");
  gtk_widget_set_valign (self->engine_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->engine_button, "clicked", G_CALLBACK (use_engine_cb), self);
  gtk_box_append (GTK_BOX (self->engine_box), GTK_WIDGET (self->engine_label));
  gtk_box_append (GTK_BOX (self->engine_box), self->engine_button);
  gtk_widget_set_visible (self->engine_box, FALSE);
  gtk_box_append (GTK_BOX (self), self->engine_box);
}

IshiScoreView *
ishi_score_view_new (void)
{
  return g_object_new (ISHI_TYPE_SCORE_VIEW, NULL);
}
