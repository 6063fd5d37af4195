/* test-lesson-ruby.c — a lesson step with thousands of ruby is laid out in
 * linear time (issue 53, item 6: 4,000 ruby took 2.6 s of CPU, 8,000 took
 * 8.7 s, the window frozen meanwhile).  Each reading was placed with
 * pango_layout_index_to_pos, which walks the paragraph's layout from its
 * start at each call, twice a ruby and at every frame drawn.  The test
 * counts those calls (it defines the function, which counts and hands
 * on to Pango's), so that it fails on the old code whatever the machine's
 * speed, and checks that the places found in one walk are the places
 * pango_layout_index_to_pos gives.  Runs under Xvfb; the time laid out and
 * drawn is printed, never compared (ISHI_RUBY_COUNT sets the number of
 * ruby, 2,000 by default, for figures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "ishi-lesson-ruby.h"
#include "ishi-phrases.h"
#include "ishi-lesson-text-private.h"
#include "ishi-lesson.h"
#include "ishi-ruby-words.h"
#include "window-helpers.h"

static guint index_to_pos_calls;

/* Pango's own, counted. */
void
pango_layout_index_to_pos (PangoLayout *layout, int index, PangoRectangle *pos)
{
  static void (*pango_own) (PangoLayout *, int, PangoRectangle *);

  if (pango_own == NULL)
    pango_own = (void (*) (PangoLayout *, int, PangoRectangle *)) dlsym (RTLD_NEXT, "pango_layout_index_to_pos");
  g_assert_nonnull (pango_own);
  index_to_pos_calls++;
  pango_own (layout, index, pos);
}

static const char *const words[][2] = {
  { "交互", "こうご" }, { "着手", "ちゃくしゅ" }, { "盤", "ばん" }, { "囲碁", "いご" },
};

/* One paragraph: `n` bases with their readings, each followed by a kana. */
static IshiLessonParagraph *
paragraph_with_ruby (guint n)
{
  IshiLessonParagraph *paragraph = g_new0 (IshiLessonParagraph, 1);

  paragraph->runs = g_ptr_array_new_with_free_func (ishi_lesson_run_free);
  for (guint i = 0; i < n; i++)
    {
      IshiLessonRun *ruby = g_new0 (IshiLessonRun, 1);
      IshiLessonRun *kana = g_new0 (IshiLessonRun, 1);

      ruby->kind = ISHI_LESSON_RUN_RUBY;
      ruby->text = g_strdup (words[i % G_N_ELEMENTS (words)][0]);
      ruby->ruby = g_strdup (words[i % G_N_ELEMENTS (words)][1]);
      kana->kind = ISHI_LESSON_RUN_TEXT;
      kana->text = g_strdup (i % 7 == 6 ? "。" : "に");
      g_ptr_array_add (paragraph->runs, ruby);
      g_ptr_array_add (paragraph->runs, kana);
    }
  return paragraph;
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6;
}

/* Laid out in a window 600 px wide and drawn: the calls to
 * pango_layout_index_to_pos stay a handful, not two for each ruby. */
static void
test_many_ruby (void)
{
  const char *count = g_getenv ("ISHI_RUBY_COUNT");
  guint n = count ? (guint) atoi (count) : 2000;
  g_autoptr(IshiLessonParagraph) paragraph = paragraph_with_ruby (n);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *text = ishi_lesson_text_new ();
  double start;

  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  start = cpu_seconds ();
  index_to_pos_calls = 0;
  ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), paragraph);
  /* laid out, and drawn twice (a frame, then the same again) */
  for (int frame = 0; frame < 2; frame++)
    {
      g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (text);
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      flush_events ();
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (text), gtk_widget_get_height (text));
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_nonnull (node);
    }
  g_test_message ("%u ruby: laid out and drawn twice in %.2f s of CPU; pango_layout_index_to_pos called %u times",
                  n, cpu_seconds () - start, index_to_pos_calls);
  g_assert_cmpint (gtk_widget_get_height (text), >, 100);
  g_assert_cmpuint (index_to_pos_calls, <, 20);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The places found in one walk are the places Pango gives one by one,
 * over lines that wrap, word joiners and bases spread by letter spacing. */
static void
test_places_match (void)
{
  PangoFontMap *fonts = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (fonts);
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree PangoRectangle *places = NULL;
  PangoAttrList *attrs = pango_attr_list_new ();
  PangoAttribute *spacing;

  for (guint i = 0; i < 300; i++)
    {
      const char *base = words[i % G_N_ELEMENTS (words)][0];

      for (const char *p = base; *p; p = g_utf8_next_char (p))
        {
          int index = (int) text->len;

          if (p != base)
            g_string_append (text, "\xe2\x81\xa0");   /* U+2060 WORD JOINER */
          index = (int) text->len;
          g_array_append_val (indexes, index);
          g_string_append_len (text, p, g_utf8_next_char (p) - p);
        }
      g_string_append (text, i % 5 == 4 ? " and so on, " : "に");
    }
  pango_layout_set_text (layout, text->str, (int) text->len);
  pango_layout_set_width (layout, 300 * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  spacing = pango_attr_letter_spacing_new (3 * PANGO_SCALE);
  spacing->start_index = 0;
  spacing->end_index = text->len / 2;
  pango_attr_list_insert (attrs, spacing);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  g_assert_cmpint (pango_layout_get_line_count (layout), >, 10);

  places = g_new (PangoRectangle, indexes->len);
  ishi_lesson_layout_places (layout, (const int *) (gpointer) indexes->data, indexes->len, places);
  for (guint i = 0; i < indexes->len; i++)
    {
      PangoRectangle one;

      pango_layout_index_to_pos (layout, g_array_index (indexes, int, i), &one);
      g_assert_cmpint (places[i].x, ==, one.x);
      g_assert_cmpint (places[i].y, ==, one.y);
      g_assert_cmpint (places[i].width, ==, one.width);
      g_assert_cmpint (places[i].height, ==, one.height);
    }
  g_object_unref (layout);
  g_object_unref (context);
}

/* Does a line of `layout` start with a mark that may not start a line
 * (JIS X 4051), or is a sentence's last line two characters or fewer
 * (「ん。」 alone, issue 65 item 21)?  The offending line, or NULL. */
static char *
kinsoku_fault (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  static const char marks[] = "。、」）！？・ーっゃゅょッャュョ";

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *start = text + line->start_index, *end = start + line->length;
      g_autoptr(GString) chars = g_string_new (NULL);
      char first[8];
      int first_len;
      glong n = 0;

      for (const char *p = start; p < end; p = g_utf8_next_char (p))
        if (g_utf8_get_char (p) != 0x2060)
          {
            g_string_append_unichar (chars, g_utf8_get_char (p));
            n++;
          }
      if (line->start_index == 0 || n == 0)
        continue;
      first_len = g_unichar_to_utf8 (g_utf8_get_char (chars->str), first);
      first[first_len] = '\0';
      if (strstr (marks, first) != NULL)
        return g_string_free (g_steal_pointer (&chars), FALSE);
      if (n <= 2 && g_str_has_suffix (chars->str, "。"))
        return g_string_free (g_steal_pointer (&chars), FALSE);
    }
  return NULL;
}

/* Japanese line breaking in the lesson text: at every width from five
 * characters to a whole line, no line starts with 。、」 or a small kana,
 * and no sentence ends on a line of its own (「ん。」, seen in projector
 * mode).  On the old code the last line of a sentence was 「ん。」 or
 * 「い。」 alone at about a hundred widths (Pango keeps the small kana of
 * these words with the kana before them by itself). */
static void
test_kinsoku (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = ishi_lesson_text_new ();
  IshiLessonText *text = ISHI_LESSON_TEXT (widget);
  guint faults = 0;

  ishi_lesson_text_set_font_px (text, 20);
  ishi_lesson_text_append (text, ISHI_TEXT_RUN_PLAIN, "その石はもう取れません。", NULL);
  ishi_lesson_text_append (text, ISHI_TEXT_RUN_RUBY, "黒", "くろ");
  ishi_lesson_text_append (text, ISHI_TEXT_RUN_PLAIN, "がちょっと", NULL);
  ishi_lesson_text_append (text, ISHI_TEXT_RUN_RUBY, "有利", "ゆうり");
  ishi_lesson_text_append (text, ISHI_TEXT_RUN_PLAIN, "です。「ジャンケン」で決めましょう！ここには打てません。しょっちゅう、きゅうしょをねらってちょうだい。", NULL);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  for (int width = 100; width <= 700; width++)
    {
      int height;

      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
      for (guint i = 0; i < text->layouts->len; i++)
        {
          g_autofree char *fault = kinsoku_fault (g_ptr_array_index (text->layouts, i));

          if (fault != NULL)
            {
              g_test_message ("at %d px a line reads 「%s」", width, fault);
              faults++;
            }
        }
    }
  g_assert_cmpuint (faults, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The lessons' line breaking as Pango lays it out (the lesson text, the
 * sheets and a pupil's wrapping labels share it): at widths from 3 to 30
 * characters, every line begins where ishi_phrases_breaks lets it, or
 * inside a phrase longer than the line, and never inside a compound
 * verb.  A phrase's range beside a closing mark's made Pango break where
 * the second began (四々／で、, issue 77). */
static void
test_phrase_breaks (void)
{
  static const char *const texts[] = {
    "正解です。そこは四が二つできる四々で、黒の禁じ手です。",
    "先生があなたの卓を決めます。ここで待つか、「着席」で空いている卓に座りましょう。",
    "もう打つところがないときや、打つと損をするときは「パス」をします。パスも一手とかぞえます。",
    "正解！白は e9 でふせぎました。つづけて打ちましょう（あと 1 手）。",
    "こんどは黒がbで取り返せます。詰め連珠の打ち方を読み込みます。",
  };
  /* words no line begins inside where their phrase fits (7 characters
   * at most here): a compound verb, nouns made of verbs
   * (取り／返せ, 詰め／連珠) */
  static const char *const whole[] = { "取り返せ", "詰め連珠", "打ち方", "読み込み" };
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (map);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  guint lines = 0;

  pango_font_description_set_absolute_size (font, 20 * PANGO_SCALE);
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (int chars = 3; chars <= 30; chars++)
      {
        g_autoptr (PangoLayout) layout = pango_layout_new (context);
        g_autoptr (GArray) breaks = ishi_phrases_breaks (texts[t], -1);
        PangoAttrList *attrs = pango_attr_list_new ();

        pango_layout_set_font_description (layout, font);
        pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_width (layout, chars * 20 * PANGO_SCALE);
        pango_layout_set_text (layout, texts[t], -1);
        ishi_lesson_layout_line_breaks (texts[t], strlen (texts[t]), chars, attrs);
        pango_layout_set_attributes (layout, attrs);
        pango_attr_list_unref (attrs);
        for (GSList *l = pango_layout_get_lines_readonly (layout)->next; l; l = l->next, lines++)
          {
            gsize at = ((PangoLayoutLine *) l->data)->start_index, from = 0, to = strlen (texts[t]);
            gboolean allowed = FALSE;

            for (guint w = 0; chars >= 8 && w < G_N_ELEMENTS (whole); w++)
              for (const char *p = strstr (texts[t], whole[w]); p; p = strstr (p + 1, whole[w]))
                if (at > (gsize) (p - texts[t]) && at < (gsize) (p - texts[t]) + strlen (whole[w]))
                  g_error ("%d characters a line: a line begins inside 「%s」: 「%s」", chars, whole[w],
                           texts[t] + at);

            for (guint b = 0; b < breaks->len; b++)
              {
                gsize x = g_array_index (breaks, gsize, b);
                allowed |= x == at;
                if (x < at)
                  from = x;
                else if (x > at && x < to)
                  to = x;
              }
            if (!allowed && g_utf8_strlen (texts[t] + from, to - from) <= chars)
              g_error ("%d characters a line: a line begins inside 「%.*s」: 「%s」", chars, (int) (to - from),
                       texts[t] + from, texts[t] + at);
          }
      }
  g_assert_cmpuint (lines, >, 100);
  pango_font_description_free (font);
  g_object_unref (context);
}

/* The words of a window outside the lessons read at a child's grade
 * (issue 77, 9: the Play page's bars, its count, the header): a label
 * followed at grade 1 shows a twin with the readings in its stead while
 * its words have a kanji above the grade, whatever its owner sets them
 * to; its owner's showing and hiding reach the twin; the twin goes with
 * the label; grade 0 gives the label back. */
static void
test_follow_label (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  GtkWidget *label = gtk_label_new ("黒の番");
  GtkWidget *twin;

  gtk_box_append (GTK_BOX (box), label);
  ishi_ruby_follow_label (GTK_LABEL (label), 1);
  twin = g_object_get_data (G_OBJECT (label), "ishi-ruby-twin");
  g_assert_true (ISHI_IS_LESSON_TEXT (twin));
  g_assert_true (gtk_widget_get_parent (twin) == box);
  g_assert_true (gtk_widget_get_visible (twin));
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_cmpstr (ishi_lesson_text_get_text (ISHI_LESSON_TEXT (twin)), ==, "黒の番");
  {
    g_autofree char *read = ishi_lesson_text_dup_text_with_readings (ISHI_LESSON_TEXT (twin));

    g_assert_cmpstr (read, ==, "黒(くろ)の番(ばん)");
  }

  /* Words with no kanji above the grade (石 and 白 are a first-year's):
   * the label, as written. */
  gtk_label_set_text (GTK_LABEL (label), "白い石");
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_false (gtk_widget_get_visible (twin));
  gtk_label_set_text (GTK_LABEL (label), "石を取る");
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_true (gtk_widget_get_visible (twin));
  g_assert_cmpstr (ishi_lesson_text_get_text (ISHI_LESSON_TEXT (twin)), ==, "石を取る");

  /* The owner shows it (again): the twin still shows in its stead. */
  gtk_widget_set_visible (label, TRUE);
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_true (gtk_widget_get_visible (twin));
  /* The owner empties and hides it: nothing shows. */
  gtk_label_set_text (GTK_LABEL (label), "");
  gtk_widget_set_visible (label, FALSE);
  g_assert_false (gtk_widget_get_visible (twin));
  gtk_label_set_text (GTK_LABEL (label), "取った");
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_false (gtk_widget_get_visible (twin));
  gtk_widget_set_visible (label, TRUE);
  g_assert_true (gtk_widget_get_visible (twin));

  /* Read as written again. */
  ishi_ruby_follow_label (GTK_LABEL (label), 0);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_false (gtk_widget_get_visible (twin));
  ishi_ruby_follow_label (GTK_LABEL (label), 2);
  g_assert_true (gtk_widget_get_visible (twin));

  /* The label taken out (a count's table made again): its twin too. */
  gtk_box_remove (GTK_BOX (box), label);
  g_assert_null (gtk_widget_get_first_child (box));
  g_object_unref (box);
}

/* A button of words followed: read at the grade, and again when its owner
 * gives it new words; its name for a screen reader the words. */
static void
test_follow_buttons (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  GtkWidget *button = gtk_button_new_with_mnemonic ("新しいゲーム(_N)");
  GtkWidget *icon = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  GtkWidget *child;

  gtk_box_append (GTK_BOX (box), button);
  gtk_box_append (GTK_BOX (box), icon);
  ishi_ruby_follow_buttons (box, 1);
  child = gtk_button_get_child (GTK_BUTTON (button));
  g_assert_true (ISHI_IS_LESSON_TEXT (child));
  g_assert_cmpstr (ishi_lesson_text_get_text (ISHI_LESSON_TEXT (child)), ==, "新しいゲーム(N)");
  g_assert_true (GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (icon))));

  gtk_button_set_label (GTK_BUTTON (button), "対局(_P)");
  child = gtk_button_get_child (GTK_BUTTON (button));
  g_assert_true (ISHI_IS_LESSON_TEXT (child));
  g_assert_cmpstr (ishi_lesson_text_get_text (ISHI_LESSON_TEXT (child)), ==, "対局(P)");

  ishi_ruby_follow_buttons (box, 0);
  child = gtk_button_get_child (GTK_BUTTON (button));
  g_assert_true (GTK_IS_LABEL (child));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child)), ==, "対局(_P)");
  g_object_unref (box);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-ruby/53-6-places-match", test_places_match);
  g_test_add_func ("/lesson-ruby/53-6-many-ruby", test_many_ruby);
  g_test_add_func ("/lesson-ruby/65-21-kinsoku", test_kinsoku);
  g_test_add_func ("/lesson-ruby/77-6-phrase-breaks", test_phrase_breaks);
  g_test_add_func ("/lesson-ruby/77-9-follow-label", test_follow_label);
  g_test_add_func ("/lesson-ruby/77-9-follow-buttons", test_follow_buttons);

  return g_test_run ();
}
