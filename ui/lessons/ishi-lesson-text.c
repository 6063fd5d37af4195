/* ishi-lesson-text.c — paragraphs with emphasis and ruby, drawn with Pango.
 *
 * Each paragraph is kept as its base text with attributes (emphasis is
 * bold) and the byte ranges of its ruby bases.  The characters of a base
 * are joined with U+2060 WORD JOINER, so Pango never breaks a line inside
 * one; a line break inside a paragraph is U+2028 LINE SEPARATOR, which
 * Pango honours.  Layouts are made for one width at a time and kept until
 * the width, the type or the text changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-text"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-lesson-ruby.h"
#include "ishi-lesson-text-private.h"

#define RUBY_SCALE 0.5                  /* of the base type's size, unless set */
#define RUBY_OVERLAP 0.18              /* of the base type's size */
#define PARAGRAPH_GAP 0.6               /* of the base type's size */

G_DEFINE_FINAL_TYPE (IshiLessonText, ishi_lesson_text, GTK_TYPE_WIDGET)

static void
ruby_clear (gpointer data)
{
  Ruby *ruby = data;

  g_free (ruby->reading);
}

static void
paragraph_free (gpointer data)
{
  Paragraph *paragraph = data;

  g_string_free (paragraph->text, TRUE);
  g_string_free (paragraph->spoken, TRUE);
  g_array_unref (paragraph->emphasis);
  g_array_unref (paragraph->rubies);
  g_free (paragraph);
}

Paragraph *
ishi_lesson_text_paragraph_new (void)
{
  Paragraph *paragraph = g_new0 (Paragraph, 1);

  paragraph->text = g_string_new (NULL);
  paragraph->spoken = g_string_new (NULL);
  paragraph->emphasis = g_array_new (FALSE, FALSE, sizeof (guint));
  paragraph->rubies = g_array_new (FALSE, FALSE, sizeof (Ruby));
  g_array_set_clear_func (paragraph->rubies, ruby_clear);
  return paragraph;
}

void
ishi_lesson_text_invalidate (IshiLessonText *self)
{
  self->layout_width = -1;
  g_clear_pointer (&self->layouts, g_ptr_array_unref);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ishi_lesson_text_text_changed (IshiLessonText *self)
{
  g_autoptr(GString) spoken = g_string_new (NULL);

  for (guint i = 0; i < self->paragraphs->len; i++)
    {
      Paragraph *paragraph = g_ptr_array_index (self->paragraphs, i);

      if (i > 0)
        g_string_append_c (spoken, '\n');
      g_string_append (spoken, paragraph->spoken->str);
    }
  g_free (self->spoken);
  self->spoken = g_string_free (g_steal_pointer (&spoken), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->spoken,
                                  -1);
  ishi_lesson_text_invalidate (self);
}

/* --- layout ------------------------------------------------------------- */

static PangoFontDescription *
base_font (IshiLessonText *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (context));

  if (self->font_px > 0)
    pango_font_description_set_absolute_size (font, self->font_px * PANGO_SCALE);
  return font;
}

static double
ruby_scale (IshiLessonText *self)
{
  return self->ruby_scale > 0 ? self->ruby_scale : RUBY_SCALE;
}

static int
text_width (PangoContext *context, const PangoFontDescription *font, const char *text)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  int width;

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &width, NULL);
  return width;
}

/* text_width, each text measured once for a layout (the same words come
 * back with the same readings all through a step). */
static int
cached_width (GHashTable *cache, PangoContext *context, const PangoFontDescription *font, const char *text)
{
  gpointer width;

  if (!g_hash_table_lookup_extended (cache, text, NULL, &width))
    {
      width = GINT_TO_POINTER (text_width (context, font, text));
      g_hash_table_insert (cache, g_strdup (text), width);
    }
  return GPOINTER_TO_INT (width);
}

/* May a reading reach over character `c` beside its base?  Kana and
 * punctuation, as Japanese typesetting lets ruby overhang them (JIS X 4051
 * style); not kanji, whose own reading would be misread. */
static gboolean
takes_overhang (gunichar c)
{
  GUnicodeScript script = g_unichar_get_script (c);

  return script == G_UNICODE_SCRIPT_HIRAGANA || script == G_UNICODE_SCRIPT_KATAKANA
         || c == 0x30FC /* ー */ || g_unichar_ispunct (c) || g_unichar_isspace (c);
}

/* The character before byte `index` and the one at `index` (word joiners
 * skipped); 0 at the ends of the paragraph. */
static gunichar
char_before (const GString *text, guint index)
{
  const char *p = text->str + index;

  while (p > text->str)
    {
      gunichar c;

      p = g_utf8_prev_char (p);
      c = g_utf8_get_char (p);
      if (c != 0x2060)
        return c;
    }
  return 0;
}

static gunichar
char_at (const GString *text, guint index)
{
  for (const char *p = text->str + index; p < text->str + text->len; p = g_utf8_next_char (p))
    if (g_utf8_get_char (p) != 0x2060)
      return g_utf8_get_char (p);
  return 0;
}

/* How far each reading may reach beyond its base on either side: over a
 * neighbouring kana or punctuation mark, one ruby character at most (half
 * the base's type); over a neighbouring base with ruby, only the room its
 * own narrower reading leaves free (so 交互 and 着手 side by side share
 * the line without gaps: こうご leaves a quarter of a character free at
 * each end of 交互); over a kanji without ruby, nothing. */
static void
ruby_allowances (Paragraph *paragraph, double ruby_size)
{
  guint n = paragraph->rubies->len;
  g_autofree double *free_room = g_new0 (double, n);   /* px, each side of each base */

  for (guint r = 0; r < n; r++)
    {
      Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
      double room = (ruby->base_width - ruby->reading_width) / (2.0 * PANGO_SCALE);

      free_room[r] = MAX (0.0, room);
    }
  for (guint r = 0; r < n; r++)
    {
      Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
      gunichar before = char_before (paragraph->text, ruby->start);
      gunichar after = char_at (paragraph->text, ruby->end);

      if (r > 0 && g_array_index (paragraph->rubies, Ruby, r - 1).end == ruby->start)
        ruby->reach_before = free_room[r - 1];
      else
        ruby->reach_before = before != 0 && takes_overhang (before) ? ruby_size : 0;
      if (r + 1 < n && g_array_index (paragraph->rubies, Ruby, r + 1).start == ruby->end)
        ruby->reach_after = free_room[r + 1];
      else
        ruby->reach_after = after != 0 && takes_overhang (after) ? ruby_size : 0;
    }
}

/* Where each base is in the paragraph's layout, found in one walk
 * (ishi-lesson-ruby.h) and kept with the layout for every frame drawn. */
static void
place_rubies (Paragraph *paragraph, PangoLayout *layout)
{
  guint n = 0;
  g_autofree int *indexes = NULL;
  g_autofree PangoRectangle *places = NULL;

  /* The bases shown (before an ellipsis, cut_layout). */
  while (n < paragraph->rubies->len && g_array_index (paragraph->rubies, Ruby, n).end <= paragraph->shown)
    n++;
  indexes = g_new (int, 2 * n + 1);
  places = g_new (PangoRectangle, 2 * n + 1);

  /* Each base's first and last character, in increasing order. */
  for (guint r = 0; r < n; r++)
    {
      Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);

      indexes[2 * r] = (int) ruby->start;
      indexes[2 * r + 1] = (int) (g_utf8_prev_char (paragraph->text->str + ruby->end) - paragraph->text->str);
    }
  ishi_lesson_layout_places (layout, indexes, 2 * n, places);
  for (guint r = 0; r < n; r++)
    {
      Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
      PangoRectangle *first = &places[2 * r], *last = &places[2 * r + 1];

      ruby->left = first->x / (double) PANGO_SCALE;
      ruby->right = (last->x + last->width) / (double) PANGO_SCALE;
      ruby->top = first->y / (double) PANGO_SCALE;
      if (last->y != first->y || ruby->right < ruby->left)
        ruby->right = ruby->left + first->width / (double) PANGO_SCALE;  /* should not happen: the base is joined */
    }
}

/* The layout of `text` (`length` bytes: the paragraph's text, or the
 * part of it shown before an ellipsis) at `width` pixels: emphasis bold,
 * a base narrower than its reading spread out, lines broken between
 * phrases, room above each line for the readings. */
static PangoLayout *
paragraph_layout (IshiLessonText *self, Paragraph *paragraph, const PangoFontDescription *font, double size,
                  int width, const char *text, gsize length)
{
  PangoLayout *layout = pango_layout_new (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_layout_set_font_description (layout, font);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_alignment (layout, self->alignment);
  pango_layout_set_text (layout, text, (int) length);

  for (guint e = 0; e + 1 < paragraph->emphasis->len; e += 2)
    {
      PangoAttribute *bold = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

      bold->start_index = g_array_index (paragraph->emphasis, guint, e);
      bold->end_index = g_array_index (paragraph->emphasis, guint, e + 1);
      pango_attr_list_insert (attrs, bold);
    }
  for (guint r = 0; r < paragraph->rubies->len; r++)
    {
      Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
      const char *base = paragraph->text->str + ruby->start;
      int reach = (int) ((ruby->reach_before + ruby->reach_after) * PANGO_SCALE);
      glong n_chars = 0;

      if (ruby->end > length)
        break;
      for (const char *p = base; p < paragraph->text->str + ruby->end; p = g_utf8_next_char (p))
        if (g_utf8_get_char (p) != 0x2060)
          n_chars++;
      if (ruby->reading_width > ruby->base_width + reach && n_chars > 0)
        {
          int extra = (ruby->reading_width - ruby->base_width - reach) / n_chars;
          PangoAttribute *spacing = pango_attr_letter_spacing_new (extra);

          spacing->start_index = ruby->start;
          spacing->end_index = ruby->end;
          pango_attr_list_insert (attrs, spacing);
          self->spread += (double) extra * n_chars / PANGO_SCALE;
        }
    }
  /* Lines break between words and phrases, never inside one (アタ／リ,
   * 負／けです, issue 77): as far as a line holds a phrase. */
  ishi_lesson_layout_line_breaks (text, length, (int) (width / MAX (size, 1.0)), attrs);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  if (paragraph->rubies->len > 0)
    pango_layout_set_spacing (layout, (int) (self->ruby_band * PANGO_SCALE));
  return layout;
}

/* The paragraph's first self->max_lines lines, the last ending in "…"
 * where the text goes on: cut before a character (never inside a ruby
 * base, whose reading goes with it) until the lines hold it. */
static PangoLayout *
cut_layout (IshiLessonText *self, Paragraph *paragraph, const PangoFontDescription *font, double size, int width)
{
  g_autoptr(PangoLayout) full = paragraph_layout (self, paragraph, font, size, width, paragraph->text->str,
                                                  paragraph->text->len);
  PangoLayoutLine *last = pango_layout_get_line_readonly (full, self->max_lines - 1);
  const char *text = paragraph->text->str;
  const char *cut = text + last->start_index + last->length;
  g_autoptr(GString) shown = g_string_new (NULL);
  double spread = self->spread;

  for (;;)
    {
      PangoLayout *layout;

      /* Not inside a base, nor after a joiner or a space. */
      for (guint r = 0; r < paragraph->rubies->len; r++)
        {
          Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);

          if (ruby->start < (guint) (cut - text) && (guint) (cut - text) < ruby->end)
            cut = text + ruby->start;
        }
      while (cut > text)
        {
          gunichar c = g_utf8_get_char (g_utf8_prev_char (cut));

          if (c != 0x2060 && !g_unichar_isspace (c))
            break;
          cut = g_utf8_prev_char (cut);
        }
      g_string_assign (shown, "");
      g_string_append_len (shown, text, cut - text);
      g_string_append (shown, "…");
      paragraph->shown = cut - text;
      self->spread = spread;
      layout = paragraph_layout (self, paragraph, font, size, width, shown->str, shown->len);
      if (pango_layout_get_line_count (layout) <= self->max_lines || cut == text)
        return layout;
      g_object_unref (layout);
      cut = g_utf8_prev_char (cut);
    }
}

static void
ensure_layouts (IshiLessonText *self, int width)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  g_autoptr(PangoFontDescription) font = NULL;
  g_autoptr(PangoFontDescription) ruby_font = NULL;
  g_autoptr(GHashTable) base_widths = NULL;
  g_autoptr(GHashTable) reading_widths = NULL;
  double size;
  int ruby_height;

  width = MAX (width, 1);
  if (self->layouts && self->layout_width == width)
    return;

  g_clear_pointer (&self->layouts, g_ptr_array_unref);
  self->layouts = g_ptr_array_new_with_free_func (g_object_unref);
  self->layout_width = width;
  base_widths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reading_widths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  font = base_font (self);
  size = pango_font_description_get_size (font) / (double) PANGO_SCALE;
  if (!pango_font_description_get_size_is_absolute (font))
    size *= 96.0 / 72.0;      /* points to pixels at GTK's default resolution */
  ruby_font = pango_font_description_copy (font);
  pango_font_description_set_absolute_size (ruby_font, MAX (1.0, size * ruby_scale (self)) * PANGO_SCALE);
  {
    g_autoptr(PangoLayout) probe = pango_layout_new (context);

    pango_layout_set_font_description (probe, ruby_font);
    pango_layout_set_text (probe, "あ", -1);
    pango_layout_get_pixel_size (probe, NULL, &ruby_height);
  }
  /* The line's logical box has room above the ink of the base glyphs
   * (CJK fonts have a tall ascent): the reading sits partly in it. */
  self->ruby_band = MAX (1.0, ruby_height - size * RUBY_OVERLAP);
  self->gap = round (size * PARAGRAPH_GAP);
  self->height = 0;
  self->spread = 0;

  for (guint i = 0; i < self->paragraphs->len; i++)
    {
      Paragraph *paragraph = g_ptr_array_index (self->paragraphs, i);
      PangoLayout *layout;
      double spread = self->spread;
      int height;

      /* A reading wider than its base reaches over the neighbouring
       * characters as far as they allow (ruby_allowances); only what is
       * left spreads the base out (paragraph_layout). */
      for (guint r = 0; r < paragraph->rubies->len; r++)
        {
          Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
          g_autofree char *base = g_strndup (paragraph->text->str + ruby->start, ruby->end - ruby->start);

          ruby->base_width = cached_width (base_widths, context, font, base);
          ruby->reading_width = cached_width (reading_widths, context, ruby_font, ruby->reading);
        }
      ruby_allowances (paragraph, size * ruby_scale (self));
      paragraph->shown = paragraph->text->len;
      layout = paragraph_layout (self, paragraph, font, size, width, paragraph->text->str, paragraph->text->len);
      if (self->max_lines > 0 && pango_layout_get_line_count (layout) > self->max_lines)
        {
          g_object_unref (layout);
          self->spread = spread;
          layout = cut_layout (self, paragraph, font, size, width);
        }
      place_rubies (paragraph, layout);

      pango_layout_get_pixel_size (layout, NULL, &height);
      if (i > 0)
        self->height += self->gap;
      if (paragraph->rubies->len > 0)
        self->height += ceil (self->ruby_band);
      self->height += height;
      g_ptr_array_add (self->layouts, layout);
    }
}

char *
ishi_lesson_text_dup_lines (IshiLessonText *self, int width)
{
  GString *out;

  g_return_val_if_fail (ISHI_IS_LESSON_TEXT (self), NULL);
  if (width <= 0)
    width = gtk_widget_get_width (GTK_WIDGET (self));
  if (width <= 0)
    return NULL;
  ensure_layouts (self, width);
  out = g_string_new (NULL);
  for (guint i = 0; i < self->layouts->len; i++)
    {
      PangoLayout *layout = g_ptr_array_index (self->layouts, i);
      const char *text = pango_layout_get_text (layout);

      if (i > 0)
        g_string_append (out, "\n\n");
      for (GSList *l = pango_layout_get_lines_readonly (layout); l; l = l->next)
        {
          PangoLayoutLine *line = l->data;

          if (l != pango_layout_get_lines_readonly (layout))
            g_string_append_c (out, '\n');
          for (const char *p = text + line->start_index; p < text + line->start_index + line->length;
               p = g_utf8_next_char (p))
            if (g_utf8_get_char (p) != 0x2060)
              g_string_append_unichar (out, g_utf8_get_char (p));
        }
    }
  return g_string_free (out, FALSE);
}

/* --- GtkWidget ---------------------------------------------------------- */

static GtkSizeRequestMode
ishi_lesson_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ishi_lesson_text_measure (GtkWidget *widget,
                          GtkOrientation orientation,
                          int for_size,
                          int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline)
{
  IshiLessonText *self = ISHI_LESSON_TEXT (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      PangoContext *context = gtk_widget_get_pango_context (widget);
      g_autoptr(PangoFontDescription) font = base_font (self);
      int em = text_width (context, font, "あ") / PANGO_SCALE;
      int widest = 0;

      /* Wide enough for a few characters at least; naturally as wide as the
       * longest paragraph, up to about 40 characters a line. */
      for (guint i = 0; i < self->paragraphs->len; i++)
        {
          Paragraph *paragraph = g_ptr_array_index (self->paragraphs, i);

          widest = MAX (widest, text_width (context, font, paragraph->text->str) / PANGO_SCALE);
        }
      *minimum = em * 6;
      *natural = CLAMP (widest + 1, *minimum, em * 40);
    }
  else
    {
      int width = for_size >= 0 ? for_size : gtk_widget_get_width (widget);

      if (width <= 0)
        {
          int min, nat;

          ishi_lesson_text_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          width = nat;
        }
      ensure_layouts (self, width);
      *minimum = *natural = self->height;
    }
}

static void
ishi_lesson_text_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ensure_layouts (ISHI_LESSON_TEXT (widget), width);
}

static void
ishi_lesson_text_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  IshiLessonText *self = ISHI_LESSON_TEXT (widget);
  PangoContext *context = gtk_widget_get_pango_context (widget);
  g_autoptr(PangoFontDescription) font = NULL;
  g_autoptr(PangoFontDescription) ruby_font = NULL;
  g_autoptr(PangoLayout) ruby_layout = NULL;
  GdkRGBA color;
  double size, y = 0;

  ensure_layouts (self, gtk_widget_get_width (widget));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  font = base_font (self);
  size = pango_font_description_get_size (font) / (double) PANGO_SCALE;
  if (!pango_font_description_get_size_is_absolute (font))
    size *= 96.0 / 72.0;
  ruby_font = pango_font_description_copy (font);
  pango_font_description_set_absolute_size (ruby_font, MAX (1.0, size * ruby_scale (self)) * PANGO_SCALE);
  ruby_layout = pango_layout_new (context);
  pango_layout_set_font_description (ruby_layout, ruby_font);

  for (guint i = 0; i < self->layouts->len; i++)
    {
      Paragraph *paragraph = g_ptr_array_index (self->paragraphs, i);
      PangoLayout *layout = g_ptr_array_index (self->layouts, i);
      int height;

      if (i > 0)
        y += self->gap;
      if (paragraph->rubies->len > 0)
        y += ceil (self->ruby_band);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, y));
      gtk_snapshot_append_layout (snapshot, layout, &color);

      for (guint r = 0; r < paragraph->rubies->len; r++)
        {
          Ruby *ruby = &g_array_index (paragraph->rubies, Ruby, r);
          int reading_width, reading_height;
          double left = ruby->left, right = ruby->right, x, over;

          if (ruby->end > paragraph->shown)
            break;
          pango_layout_set_text (ruby_layout, ruby->reading, -1);
          pango_layout_get_pixel_size (ruby_layout, &reading_width, &reading_height);
          x = (left + right - reading_width) / 2;
          /* Centred over its base, unless a side may not take its half of
           * the overhang: then the other side takes more. */
          over = reading_width - (right - left);
          if (over > 0)
            {
              double before = over / 2, after = over / 2;

              if (before > ruby->reach_before)
                after += before - ruby->reach_before, before = ruby->reach_before;
              if (after > ruby->reach_after)
                before += after - ruby->reach_after;
              x = left - before;
            }
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot,
                                  &GRAPHENE_POINT_INIT (round (MAX (0, x)), round (ruby->top - self->ruby_band)));
          gtk_snapshot_append_layout (snapshot, ruby_layout, &color);
          gtk_snapshot_restore (snapshot);
        }
      gtk_snapshot_restore (snapshot);

      pango_layout_get_pixel_size (layout, NULL, &height);
      y += height;
    }
}

static void
ishi_lesson_text_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (ishi_lesson_text_parent_class)->css_changed (widget, change);
  ishi_lesson_text_invalidate (ISHI_LESSON_TEXT (widget));
}

static void
ishi_lesson_text_finalize (GObject *object)
{
  IshiLessonText *self = ISHI_LESSON_TEXT (object);

  g_ptr_array_unref (self->paragraphs);
  g_clear_pointer (&self->layouts, g_ptr_array_unref);
  g_free (self->spoken);
  G_OBJECT_CLASS (ishi_lesson_text_parent_class)->finalize (object);
}

static void
ishi_lesson_text_class_init (IshiLessonTextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ishi_lesson_text_finalize;
  widget_class->get_request_mode = ishi_lesson_text_get_request_mode;
  widget_class->measure = ishi_lesson_text_measure;
  widget_class->size_allocate = ishi_lesson_text_size_allocate;
  widget_class->snapshot = ishi_lesson_text_snapshot;
  widget_class->css_changed = ishi_lesson_text_css_changed;
  gtk_widget_class_set_css_name (widget_class, "ishi-lesson-text");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
ishi_lesson_text_init (IshiLessonText *self)
{
  self->paragraphs = g_ptr_array_new_with_free_func (paragraph_free);
  self->spoken = g_strdup ("");
  self->layout_width = -1;
}

void
ishi_lesson_text_set_max_lines (IshiLessonText *self, int lines)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  if (self->max_lines == MAX (lines, 0))
    return;
  self->max_lines = MAX (lines, 0);
  ishi_lesson_text_invalidate (self);
}

void
ishi_lesson_text_set_alignment (IshiLessonText *self, PangoAlignment alignment)
{
  g_return_if_fail (ISHI_IS_LESSON_TEXT (self));

  if (self->alignment == alignment)
    return;
  self->alignment = alignment;
  ishi_lesson_text_invalidate (self);
}

GtkWidget *
ishi_lesson_text_new (void)
{
  return g_object_new (ISHI_TYPE_LESSON_TEXT, NULL);
}
