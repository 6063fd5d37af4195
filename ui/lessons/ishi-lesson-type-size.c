/* ishi-lesson-type-size.c — see ishi-lesson-type-size.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ishi-lesson-type-size.h"

/* The text column's content: its height for the column's width, and the
 * height it has on the screen (less the room of the step counter, which
 * lies over its bottom corner in projector mode). */
static int
text_needed (IshiLessonTypeSize *self)
{
  GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller));
  int width = gtk_widget_get_width (self->scroller);
  int natural = 0;

  if (child == NULL || width <= 0)
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

static int
text_room (IshiLessonTypeSize *self)
{
  int room = gtk_widget_get_height (self->scroller);

  /* The counter lies over the column's bottom corner: the text keeps
   * clear of it (and a line's room more). */
  if (gtk_widget_get_visible (GTK_WIDGET (self->counter)))
    room -= gtk_widget_get_height (GTK_WIDGET (self->counter)) + (int) (self->font_px / 2);
  return room;
}

/* Projector mode's readings: three fifths of the base type, not the
 * usual half, read from the back of a room too (at 1920×1080 the base is
 * 47 px: readings of 28 px, not 23). */
#define PROJECTOR_RUBY_SCALE 0.6

static void
set_type_size (IshiLessonTypeSize *self, double px)
{
  double ruby_scale = px > 0 ? PROJECTOR_RUBY_SCALE : 0;

  for (gsize i = 0; i < G_N_ELEMENTS (self->texts); i++)
    {
      ishi_lesson_text_set_font_px (self->texts[i], px);
      ishi_lesson_text_set_ruby_scale (self->texts[i], ruby_scale);
    }
  ishi_lesson_text_set_ruby_scale (self->title, ruby_scale);
  if (px == self->title_px)
    return;
  self->title_px = px;
  /* The title a little larger (bold by its CSS class) */
  ishi_lesson_text_set_font_px (self->title, px > 0 ? px * 1.2 : 0);
}

/* Sizes are changed from an idle, never inside size_allocate: a resize
 * queued while the page is being allocated would be lost.
 *
 * Projector mode: a step's whole text must be seen without scrolling (a
 * clicker cannot scroll), so from the size the screen allows the type is
 * made smaller until the step, with its feedback and hint if shown, fits
 * the column — down to half that size, below which the column scrolls. */
static gboolean
apply_sizes_cb (gpointer data)
{
  IshiLessonTypeSize *self = data;
  double px = self->font_px;

  self->idle_id = 0;
  gtk_widget_set_size_request (self->scroller, self->text_width, -1);
  gtk_widget_set_margin_end (self->scroller, self->font_px > 0 ? (int) (self->font_px / 2) : 0);
  /* Projector mode's step counter is read from the back of the room too:
   * bold, four fifths of the screen's type (it was 14 pt, grey). */
  if (self->font_px > 0)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (self->font_px * 0.8 * PANGO_SCALE)));
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      gtk_label_set_attributes (GTK_LABEL (self->counter), attrs);
      pango_attr_list_unref (attrs);
    }
  set_type_size (self, px);
  if (px > 0)
    {
      int room = text_room (self);

      for (int tries = 0; tries < 8 && room > 0; tries++)
        {
          int needed = text_needed (self);
          double smaller;

          if (needed <= room || px <= self->font_px / 2)
            break;
          /* The height of a wrapped text goes with the square of its size. */
          smaller = MAX (self->font_px / 2, floor (px * sqrt ((double) room / needed) * 0.98));
          px = smaller < px ? smaller : px - 1;
          set_type_size (self, px);
        }
    }
  self->fit_px = px;
  return G_SOURCE_REMOVE;
}

static void
schedule_sizes (IshiLessonTypeSize *self)
{
  if (self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_sizes_cb, self, NULL);
}

void
ishi_lesson_type_size_set_page (IshiLessonTypeSize *self, gboolean projector, int width, int height)
{
  double font_px = 0;
  int text_width;

  if (projector)
    {
      /* About 16 lines of text on the screen's height, and never more than
       * about 17 characters across the text column: large enough to read
       * from the back of a classroom.  The board takes the rest. */
      text_width = (int) (width * 0.42);
      font_px = floor (MIN (height / 18.0, text_width / 17.0));
    }
  else
    text_width = CLAMP (width * 2 / 5, 280, 560);

  if (font_px != self->font_px || text_width != self->text_width)
    {
      self->font_px = font_px;
      self->text_width = text_width;
      schedule_sizes (self);
    }
}

void
ishi_lesson_type_size_check (IshiLessonTypeSize *self)
{
  if (self->font_px > 0 && self->idle_id == 0)
    {
      int needed = text_needed (self), room = text_room (self);

      if ((needed > room && self->fit_px > self->font_px / 2) ||
          (self->fit_px < self->font_px && needed < room * 3 / 4))
        schedule_sizes (self);
    }
}

void
ishi_lesson_type_size_clear (IshiLessonTypeSize *self)
{
  g_clear_handle_id (&self->idle_id, g_source_remove);
}
