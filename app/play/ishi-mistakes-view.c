/* ishi-mistakes-view.c — see ishi-mistakes-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-review-panel"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ishi-kanji-readings.h"
#include "ishi-lesson-text.h"
#include "ishi-mistakes-view.h"

struct _IshiMistakesView {
  GtkWidget parent_instance;

  GtkWidget *scrolled;
  GtkListBox *list;
  GtkWidget *empty;          /* "Not analysed yet…" */
  GSettings *settings;
  GPtrArray *rows;           /* the rows' nodes (IshiSgfNode *), in list order */
  GPtrArray *texts;          /* the rows' words (char *) */
  GPtrArray *nodes;          /* the same nodes in the order of the game */
};

G_DEFINE_FINAL_TYPE (IshiMistakesView, ishi_mistakes_view, GTK_TYPE_WIDGET)

enum { MISTAKE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The school grade whose kanji the reader knows (Preferences, the
 * lessons' setting): 1–6, or 0 for a grown-up or as written. */
static int
reader_grade (IshiMistakesView *self)
{
  int grade = g_settings_get_int (self->settings, "reading-grade");

  return grade >= 1 && grade <= 6 ? grade : 0;
}

/* A text with its readings at the reader's grade (IshiLessonText: a
 * GtkLabel draws no ruby), or a wrapping label. */
static GtkWidget *
text_widget (IshiMistakesView *self, const char *text, const char *css_class)
{
  int grade = reader_grade (self);
  GtkWidget *w;

  if (grade > 0)
    {
      g_autoptr(IshiLessonParagraph) para = ishi_kanji_readings_paragraph (text, grade);

      w = ishi_lesson_text_new ();
      ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (w), para);
    }
  else
    {
      w = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (w), 0);
      gtk_label_set_wrap (GTK_LABEL (w), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (w), PANGO_WRAP_WORD_CHAR);
      /* A narrow side panel: the words wrap rather than widen it. */
      gtk_label_set_width_chars (GTK_LABEL (w), 20);
      gtk_label_set_max_width_chars (GTK_LABEL (w), 30);
    }
  if (css_class)
    gtk_widget_add_css_class (w, css_class);
  return w;
}

static void
add_heading (IshiMistakesView *self, const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 2);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_list_box_append (self->list, row);
}

static void
add_mistake (IshiMistakesView *self, IshiGame *game, const IshiReview *review, const IshiReviewMove *m)
{
  g_autofree char *summary = ishi_review_move_summary (game, review, m);
  g_autofree char *reasons = ishi_review_move_reasons (game, m);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *bar;
  g_autofree char *spoken = reasons ? g_strdup_printf ("%s %s", summary, reasons) : g_strdup (summary);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  /* The loss's colour, as on the board and in the move list. */
  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (bar, ishi_review_grade (review, m->lost) >= 3 ? "ishi-mistake-blunder"
                                                                           : "ishi-mistake");
  gtk_box_append (GTK_BOX (bar), text_widget (self, summary, NULL));
  gtk_box_append (GTK_BOX (box), bar);
  if (reasons)
    gtk_box_append (GTK_BOX (box), text_widget (self, reasons, "dim-label"));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_list_box_append (self->list, row);
  g_object_set_data (G_OBJECT (row), "ishi-node", m->node);
  g_ptr_array_add (self->rows, m->node);
  g_ptr_array_add (self->texts, g_steal_pointer (&spoken));
}

static int
compare_number (gconstpointer a, gconstpointer b, gpointer data)
{
  const IshiReview *review = data;
  guint na = ishi_review_find (review, *(IshiSgfNode *const *) a)->number;
  guint nb = ishi_review_find (review, *(IshiSgfNode *const *) b)->number;

  return (na > nb) - (na < nb);
}

void
ishi_mistakes_view_set_review (IshiMistakesView *self, IshiGame *game, const IshiReview *review)
{
  GtkWidget *child;
  gboolean any = FALSE;

  g_return_if_fail (ISHI_IS_MISTAKES_VIEW (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->texts, 0);
  g_ptr_array_set_size (self->nodes, 0);
  for (IshiColor c = ISHI_BLACK; review && game && c <= ISHI_WHITE; c++)
    {
      g_autoptr(GArray) mistakes = ishi_review_mistakes (review, c, ISHI_REVIEW_MISTAKES);
      g_autofree char *name = ishi_game_get_info (game, c == ISHI_BLACK ? "PB" : "PW");
      g_autofree char *heading = NULL;

      if (name && *name)
        /* TRANSLATORS: a heading of the Mistakes tab: "Black (Aki)". */
        heading = g_strdup_printf (c == ISHI_BLACK ? _("Black (%s)") : _("White (%s)"), name);
      else
        heading = g_strdup (c == ISHI_BLACK ? _("Black") : _("White"));
      add_heading (self, heading);
      if (mistakes->len == 0)
        {
          GtkWidget *row = gtk_list_box_row_new ();
          GtkWidget *label = gtk_label_new (_("No big mistake found."));

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_set_margin_start (label, 6);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          gtk_list_box_append (self->list, row);
        }
      for (guint i = 0; i < mistakes->len; i++)
        {
          const IshiReviewMove *m = &g_array_index (review->moves, IshiReviewMove, g_array_index (mistakes, guint, i));

          add_mistake (self, game, review, m);
          g_ptr_array_add (self->nodes, m->node);
          any = TRUE;
        }
    }
  if (review && any)
    g_ptr_array_sort_with_data (self->nodes, compare_number, (gpointer) review);
  gtk_widget_set_visible (self->empty, review == NULL);
  gtk_widget_set_visible (self->scrolled, review != NULL);
}

GPtrArray *
ishi_mistakes_view_get_nodes (IshiMistakesView *self)
{
  g_return_val_if_fail (ISHI_IS_MISTAKES_VIEW (self), NULL);
  return self->nodes;
}

guint
ishi_mistakes_view_get_n_rows (IshiMistakesView *self)
{
  g_return_val_if_fail (ISHI_IS_MISTAKES_VIEW (self), 0);
  return self->rows->len;
}

char *
ishi_mistakes_view_get_text (IshiMistakesView *self, guint index)
{
  g_return_val_if_fail (ISHI_IS_MISTAKES_VIEW (self), NULL);
  return index < self->texts->len ? g_strdup (self->texts->pdata[index]) : NULL;
}

void
ishi_mistakes_view_activate (IshiMistakesView *self, guint index)
{
  g_return_if_fail (ISHI_IS_MISTAKES_VIEW (self));
  if (index < self->rows->len)
    g_signal_emit (self, signals[MISTAKE_ACTIVATED], 0, self->rows->pdata[index]);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, IshiMistakesView *self)
{
  gpointer node = g_object_get_data (G_OBJECT (row), "ishi-node");

  if (node)
    g_signal_emit (self, signals[MISTAKE_ACTIVATED], 0, node);
}

static void
ishi_mistakes_view_dispose (GObject *object)
{
  IshiMistakesView *self = ISHI_MISTAKES_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_clear_pointer (&self->nodes, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_mistakes_view_parent_class)->dispose (object);
}

static void
ishi_mistakes_view_class_init (IshiMistakesViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_mistakes_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ishi-mistakes");
  signals[MISTAKE_ACTIVATED] = g_signal_new ("mistake-activated", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ishi_mistakes_view_init (IshiMistakesView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->settings = g_settings_new (APP_ID);
  self->rows = g_ptr_array_new ();
  self->texts = g_ptr_array_new_with_free_func (g_free);
  self->nodes = g_ptr_array_new ();
  self->empty = gtk_label_new (_("Analyse This Game (Ctrl+Shift+A) finds each side’s biggest mistakes."));
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->empty), 0);
  gtk_widget_set_margin_start (self->empty, 6);
  gtk_widget_set_margin_end (self->empty, 6);
  gtk_widget_set_margin_top (self->empty, 6);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_widget_set_parent (self->empty, GTK_WIDGET (self));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Biggest mistakes"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_widget_set_visible (self->scrolled, FALSE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

GtkWidget *
ishi_mistakes_view_new (void)
{
  return g_object_new (ISHI_TYPE_MISTAKES_VIEW, NULL);
}
