/* test-renju-openings-lesson.c — the shipped lesson
 * data/lessons/renju-openings.xml, read through the core loader and compared
 * with ../shared/testdata/renju/openings.txt (parsed here, at test time):
 *
 *   - the 26 opening steps come in the order of openings.txt (D1–D13, then
 *     I1–I13), one after another, each with the id "d1"… and a title
 *     "CODE KANJI（reading）";
 *   - each draws exactly Black 1 on h8, White 2 on the listed white2 point
 *     and Black 3 on the listed black3 point, as numbered moves 1–3, and a
 *     triangle on the listed mirror point (none when the list has "-");
 *   - the reading, written in romaji without long vowels, is the romaji of
 *     the list;
 *   - the numbering figures (steps "direct-places", "indirect-places") put
 *     the label N on the black3 point of DN / IN;
 *   - a task whose prompt names an opening "（CODE）" starts from that
 *     opening's Black 1 and White 2 — or White 2 turned about h8 — and lists
 *     exactly its black3 and mirror points (turned the same way) as answers;
 *   - the step "turned" draws D4 turned, with the other mirror point marked.
 *
 * So a slip in a coordinate of the lesson fails here against a list that
 * was written from other sources.  Without the testdata folder, SKIP.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "ishi-lesson.h"
#include "ishi-test-util.h"

#define SIZE 15

typedef struct {
  char *code;     /* "D4" */
  char *kanji;    /* "花月" */
  char *romaji;   /* "Kagetsu" */
  IshiPoint white2;
  IshiPoint black3;
  gboolean has_mirror;
  IshiPoint mirror;
} Opening;

static void
opening_free (gpointer data)
{
  Opening *o = data;

  g_free (o->code);
  g_free (o->kanji);
  g_free (o->romaji);
  g_free (o);
}

/* "h8" -> core coordinates (x from the left, y from the top), by hand:
 * columns a–o left to right, rows 1–15 bottom to top (openings.txt). */
static IshiPoint
point_of (const char *name)
{
  int row = atoi (name + 1);

  g_assert_true (name[0] >= 'a' && name[0] < 'a' + SIZE);
  g_assert_cmpint (row, >=, 1);
  g_assert_cmpint (row, <=, SIZE);
  return (IshiPoint) { name[0] - 'a', SIZE - row };
}

static gboolean
same_point (IshiPoint a, IshiPoint b)
{
  return a.x == b.x && a.y == b.y;
}

/* `p` turned k quarter turns anticlockwise about h8, worked out here:
 * (right, up) offsets (dx, dy) go to (-dy, dx); core y grows downwards. */
static IshiPoint
turn (IshiPoint p, int k)
{
  int dx = p.x - 7, dy = 7 - p.y;

  for (int i = 0; i < k; i++)
    {
      int t = dx;

      dx = -dy;
      dy = t;
    }
  return (IshiPoint) { 7 + dx, 7 - dy };
}

/* The quarter turns that bring the list's White 2 onto `white2`, or -1. */
static int
turns_onto (const Opening *o, IshiPoint white2)
{
  for (int k = 0; k < 4; k++)
    if (same_point (turn (o->white2, k), white2))
      return k;
  return -1;
}

/* The rows of openings.txt, in file order, or NULL (and SKIP). */
static GPtrArray *
read_openings (void)
{
  g_autofree char *path = ishi_test_data_path ("renju/openings.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *rows;

  if (path == NULL)
    return NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  rows = g_ptr_array_new_with_free_func (opening_free);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) f = NULL;
      g_autoptr(GPtrArray) fields = g_ptr_array_new ();
      Opening *o;
      guint k = 0;

      if (lines[i][0] != 'D' && lines[i][0] != 'I')
        continue;
      f = g_strsplit_set (lines[i], " \t", -1);
      for (guint r = 0; f[r] != NULL; r++)
        if (*f[r] != '\0')
          g_ptr_array_add (fields, f[r]);
      /* code kanji [(variant)] romaji white2 black3 offset mirror */
      g_assert_cmpuint (fields->len, >=, 7);
      o = g_new0 (Opening, 1);
      o->code = g_strdup (g_ptr_array_index (fields, k++));
      o->kanji = g_strdup (g_ptr_array_index (fields, k++));
      if (((const char *) g_ptr_array_index (fields, k))[0] == '(')
        k++;
      g_assert_cmpuint (fields->len, ==, k + 5);
      o->romaji = g_strdup (g_ptr_array_index (fields, k++));
      o->white2 = point_of (g_ptr_array_index (fields, k++));
      o->black3 = point_of (g_ptr_array_index (fields, k++));
      k++; /* offset */
      if (strcmp (g_ptr_array_index (fields, k), "-") != 0)
        {
          o->has_mirror = TRUE;
          o->mirror = point_of (g_ptr_array_index (fields, k));
        }
      g_ptr_array_add (rows, o);
    }
  g_assert_cmpuint (rows->len, ==, 26);
  return rows;
}

static IshiLesson *
load_lesson (void)
{
  g_autofree char *path = ishi_test_src_path ("../data/lessons/renju-openings.xml");
  g_autoptr(GError) error = NULL;
  IshiLesson *lesson = ishi_lesson_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (lesson);
  g_assert_cmpstr (lesson->rules->id, ==, "renju");
  return lesson;
}

/* Hiragana to romaji, long vowels dropped the way openings.txt writes them
 * ("しょうげつ" → "shogetsu", "きゅうげつ" → "kyugetsu"). */
static char *
kana_to_romaji (const char *kana)
{
  static const char *const table[][2] = {
    { "きゃ", "kya" }, { "きゅ", "kyu" }, { "きょ", "kyo" },
    { "しゃ", "sha" }, { "しゅ", "shu" }, { "しょ", "sho" },
    { "ちゃ", "cha" }, { "ちゅ", "chu" }, { "ちょ", "cho" },
    { "みゃ", "mya" }, { "みゅ", "myu" }, { "みょ", "myo" },
    { "りゃ", "rya" }, { "りゅ", "ryu" }, { "りょ", "ryo" },
    { "ぎゃ", "gya" }, { "ぎゅ", "gyu" }, { "ぎょ", "gyo" },
    { "じゃ", "ja" },  { "じゅ", "ju" },  { "じょ", "jo" },
    { "あ", "a" }, { "い", "i" }, { "う", "u" }, { "え", "e" }, { "お", "o" },
    { "か", "ka" }, { "き", "ki" }, { "く", "ku" }, { "け", "ke" }, { "こ", "ko" },
    { "が", "ga" }, { "ぎ", "gi" }, { "ぐ", "gu" }, { "げ", "ge" }, { "ご", "go" },
    { "さ", "sa" }, { "し", "shi" }, { "す", "su" }, { "せ", "se" }, { "そ", "so" },
    { "ざ", "za" }, { "じ", "ji" }, { "ず", "zu" }, { "ぜ", "ze" }, { "ぞ", "zo" },
    { "た", "ta" }, { "ち", "chi" }, { "つ", "tsu" }, { "て", "te" }, { "と", "to" },
    { "だ", "da" }, { "で", "de" }, { "ど", "do" },
    { "な", "na" }, { "に", "ni" }, { "ぬ", "nu" }, { "ね", "ne" }, { "の", "no" },
    { "は", "ha" }, { "ひ", "hi" }, { "ふ", "fu" }, { "へ", "he" }, { "ほ", "ho" },
    { "ば", "ba" }, { "び", "bi" }, { "ぶ", "bu" }, { "べ", "be" }, { "ぼ", "bo" },
    { "ま", "ma" }, { "み", "mi" }, { "む", "mu" }, { "め", "me" }, { "も", "mo" },
    { "や", "ya" }, { "ゆ", "yu" }, { "よ", "yo" },
    { "ら", "ra" }, { "り", "ri" }, { "る", "ru" }, { "れ", "re" }, { "ろ", "ro" },
    { "わ", "wa" }, { "ん", "n" },
  };
  GString *out = g_string_new (NULL);
  const char *p = kana;
  char *s;

  while (*p != '\0')
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (table) && !found; i++)
        if (g_str_has_prefix (p, table[i][0]))
          {
            g_string_append (out, table[i][1]);
            p += strlen (table[i][0]);
            found = TRUE;
          }
      if (!found)
        g_error ("reading “%s”: no romaji for “%s”", kana, p);
    }
  /* Long vowels: "ou" → "o", "uu" → "u". */
  s = g_string_free (out, FALSE);
  for (char *q; (q = strstr (s, "ou")) != NULL || (q = strstr (s, "uu")) != NULL;)
    memmove (q + 1, q + 2, strlen (q + 2) + 1);
  return s;
}

static void
assert_opening_moves (const IshiLessonStep *step, const Opening *o)
{
  const IshiLessonDiagram *d = &step->diagram;
  const IshiPoint want[3] = { { 7, 7 }, o->white2, o->black3 };
  const IshiColor colour[3] = { ISHI_BLACK, ISHI_WHITE, ISHI_BLACK };

  g_assert_cmpint (d->size, ==, SIZE);
  g_assert_cmpuint (d->black->len, ==, 0);
  g_assert_cmpuint (d->white->len, ==, 0);
  g_assert_cmpuint (d->moves->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const IshiLessonMove *m = g_ptr_array_index (d->moves, i);

      if (!same_point (m->point, want[i]) || m->color != colour[i] || m->number != (int) i + 1)
        g_error ("%s (line %d): move %u is (%d,%d) colour %d number %d, openings.txt says (%d,%d)",
                 o->code, m->line, i + 1, m->point.x, m->point.y, m->color, m->number,
                 want[i].x, want[i].y);
    }
  /* The centre and the 5 × 5 square around it are drawn. */
  if (d->has_region)
    {
      g_assert_cmpint (d->region_min.x, <=, 5);
      g_assert_cmpint (d->region_min.y, <=, 5);
      g_assert_cmpint (d->region_max.x, >=, 9);
      g_assert_cmpint (d->region_max.y, >=, 9);
    }
}

static void
test_opening_steps (void)
{
  g_autoptr(GPtrArray) rows = read_openings ();
  g_autoptr(IshiLesson) lesson = NULL;
  guint first = 0;

  if (rows == NULL)
    return;
  lesson = load_lesson ();

  /* The first opening step, then all 26 in the order of the list. */
  while (first < lesson->steps->len
         && g_strcmp0 (((IshiLessonStep *) g_ptr_array_index (lesson->steps, first))->id, "d1") != 0)
    first++;
  g_assert_cmpuint (first + rows->len, <=, lesson->steps->len);

  for (guint i = 0; i < rows->len; i++)
    {
      const Opening *o = g_ptr_array_index (rows, i);
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, first + i);
      const IshiLessonDiagram *d = &step->diagram;
      g_autofree char *id = g_ascii_strdown (o->code, -1);
      g_autofree char *title_start = g_strconcat (o->code, " ", o->kanji, "（", NULL);
      g_autofree char *reading = NULL;
      g_autofree char *romaji = NULL;
      g_autofree char *want_romaji = g_ascii_strdown (o->romaji, -1);
      const char *open, *close;
      guint n_triangles = 0;

      g_assert_cmpstr (step->id, ==, id);
      g_assert_nonnull (step->title);
      if (!g_str_has_prefix (step->title, title_start) || !g_str_has_suffix (step->title, "）"))
        g_error ("%s: title “%s” does not start with “%s”", o->code, step->title, title_start);

      open = step->title + strlen (title_start);
      close = strstr (open, "）");
      reading = g_strndup (open, close - open);
      romaji = kana_to_romaji (reading);
      g_assert_cmpstr (romaji, ==, want_romaji);

      assert_opening_moves (step, o);

      for (guint k = 0; k < d->marks->len; k++)
        {
          const IshiLessonMark *mark = &g_array_index (d->marks, IshiLessonMark, k);

          g_assert_cmpint (mark->shape, ==, ISHI_LESSON_MARK_TRIANGLE);
          g_assert_true (o->has_mirror);
          g_assert_true (same_point (mark->point, o->mirror));
          n_triangles++;
        }
      g_assert_cmpuint (n_triangles, ==, o->has_mirror ? 1 : 0);
    }
  g_test_message ("%u opening steps match openings.txt", rows->len);
}

static void
test_numbering_figures (void)
{
  g_autoptr(GPtrArray) rows = read_openings ();
  g_autoptr(IshiLesson) lesson = NULL;
  guint n_figures = 0;

  if (rows == NULL)
    return;
  lesson = load_lesson ();

  for (guint s = 0; s < lesson->steps->len; s++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, s);
      const IshiLessonDiagram *d = &step->diagram;
      char letter;

      if (g_strcmp0 (step->id, "direct-places") == 0)
        letter = 'D';
      else if (g_strcmp0 (step->id, "indirect-places") == 0)
        letter = 'I';
      else
        continue;
      n_figures++;
      g_assert_cmpuint (d->labels->len, ==, 13);
      for (guint k = 0; k < d->labels->len; k++)
        {
          const IshiLessonLabel *label = &g_array_index (d->labels, IshiLessonLabel, k);
          g_autofree char *code = g_strdup_printf ("%c%s", letter, label->text);
          gboolean found = FALSE;

          for (guint i = 0; i < rows->len; i++)
            {
              const Opening *o = g_ptr_array_index (rows, i);

              if (strcmp (o->code, code) != 0)
                continue;
              found = TRUE;
              if (!same_point (label->point, o->black3))
                g_error ("line %d: label %s is at (%d,%d), openings.txt puts %s at (%d,%d)",
                         label->line, label->text, label->point.x, label->point.y,
                         code, o->black3.x, o->black3.y);
              /* White 2 of the figure is that of the list. */
              g_assert_cmpuint (d->moves->len, ==, 2);
              g_assert_true (same_point (((IshiLessonMove *) g_ptr_array_index (d->moves, 1))->point,
                                         o->white2));
            }
          g_assert_true (found);
        }
    }
  g_assert_cmpuint (n_figures, ==, 2);
}

static void
test_tasks (void)
{
  g_autoptr(GPtrArray) rows = read_openings ();
  g_autoptr(IshiLesson) lesson = NULL;
  guint n_tasks = 0, n_turned = 0;

  if (rows == NULL)
    return;
  lesson = load_lesson ();

  for (guint s = 0; s < lesson->steps->len; s++)
    {
      const IshiLessonStep *step = g_ptr_array_index (lesson->steps, s);
      g_autoptr(GPtrArray) paragraphs = g_ptr_array_new ();
      g_autofree char *prompt = NULL;

      if (step->task == NULL)
        continue;
      g_ptr_array_add (paragraphs, step->task->prompt);
      prompt = ishi_lesson_paragraphs_to_plain (paragraphs);

      for (guint i = 0; i < rows->len; i++)
        {
          const Opening *o = g_ptr_array_index (rows, i);
          g_autofree char *tag = g_strconcat ("（", o->code, "）", NULL);
          const IshiLessonDiagram *d = &step->diagram;
          GArray *answers = step->task->answers;
          int k_turn;

          if (strstr (prompt, tag) == NULL)
            continue;
          n_tasks++;
          g_assert_cmpint (step->task->condition, ==, ISHI_LESSON_CONDITION_NONE);
          g_assert_cmpint (step->task->to_play, ==, ISHI_BLACK);
          g_assert_cmpuint (d->moves->len, ==, 2);
          g_assert_true (same_point (((IshiLessonMove *) g_ptr_array_index (d->moves, 0))->point,
                                     (IshiPoint) { 7, 7 }));
          /* White 2 may stand elsewhere: the list's shape, turned. */
          k_turn = turns_onto (o, ((IshiLessonMove *) g_ptr_array_index (d->moves, 1))->point);
          if (k_turn < 0)
            g_error ("%s (line %d): White 2 is not a turn of openings.txt's White 2", o->code, d->line);
          n_turned += k_turn != 0;
          g_assert_cmpuint (answers->len, ==, o->has_mirror ? 2 : 1);
          for (guint k = 0; k < answers->len; k++)
            {
              IshiPoint p = g_array_index (answers, IshiPoint, k);

              if (!same_point (p, turn (o->black3, k_turn))
                  && !(o->has_mirror && same_point (p, turn (o->mirror, k_turn))))
                g_error ("%s: answer (%d,%d) is neither black3 nor its mirror in openings.txt "
                         "(turned %d quarter turns)", o->code, p.x, p.y, k_turn);
            }
          if (o->has_mirror)
            g_assert_false (same_point (g_array_index (answers, IshiPoint, 0),
                                        g_array_index (answers, IshiPoint, 1)));
        }
    }
  g_assert_cmpuint (n_tasks, >=, 3);
  g_assert_cmpuint (n_turned, >=, 1);
  g_test_message ("%u opening tasks match openings.txt, %u of them turned", n_tasks, n_turned);
}

/* The test's own romaji must be able to fail. */
static void
test_romaji (void)
{
  g_autofree char *a = kana_to_romaji ("みょうじょう");
  g_autofree char *b = kana_to_romaji ("きゅうげつ");
  g_autofree char *c = kana_to_romaji ("ずいせい");

  g_assert_cmpstr (a, ==, "myojo");
  g_assert_cmpstr (b, ==, "kyugetsu");
  g_assert_cmpstr (c, ==, "zuisei");
}

/* The step "turned" shows D4 (花月) with White 2 on i8: openings.txt's
 * D4 turned a quarter turn clockwise (three anticlockwise). */
static void
test_turned (void)
{
  g_autoptr(GPtrArray) rows = read_openings ();
  g_autoptr(IshiLesson) lesson = NULL;
  const Opening *d4 = NULL;
  const IshiLessonStep *step = NULL;
  const IshiLessonMark *mark;
  int k;

  if (rows == NULL)
    return;
  lesson = load_lesson ();
  for (guint i = 0; i < rows->len; i++)
    if (strcmp (((Opening *) g_ptr_array_index (rows, i))->code, "D4") == 0)
      d4 = g_ptr_array_index (rows, i);
  for (guint s = 0; s < lesson->steps->len; s++)
    if (g_strcmp0 (((IshiLessonStep *) g_ptr_array_index (lesson->steps, s))->id, "turned") == 0)
      step = g_ptr_array_index (lesson->steps, s);
  g_assert_nonnull (d4);
  g_assert_nonnull (step);
  g_assert_nonnull (strstr (step->title, "同じ珠型"));

  g_assert_cmpuint (step->diagram.moves->len, ==, 3);
  k = turns_onto (d4, ((IshiLessonMove *) g_ptr_array_index (step->diagram.moves, 1))->point);
  g_assert_cmpint (k, ==, 3);
  /* Black 3 is the list's black3 or its mirror, turned; the triangle the other one. */
  {
    IshiPoint b3 = ((IshiLessonMove *) g_ptr_array_index (step->diagram.moves, 2))->point;
    gboolean is_black3 = same_point (b3, turn (d4->black3, k));

    g_assert_true (is_black3 || same_point (b3, turn (d4->mirror, k)));
    g_assert_cmpuint (step->diagram.marks->len, ==, 1);
    mark = &g_array_index (step->diagram.marks, IshiLessonMark, 0);
    g_assert_true (same_point (mark->point, turn (is_black3 ? d4->mirror : d4->black3, k)));
  }
}

/* The test's own turning: h9 goes to g8, i9 to g9, after one anticlockwise quarter turn. */
static void
test_turn (void)
{
  g_assert_true (same_point (turn (point_of ("h9"), 1), point_of ("g8")));
  g_assert_true (same_point (turn (point_of ("i9"), 1), point_of ("g9")));
  g_assert_true (same_point (turn (point_of ("j6"), 2), point_of ("f10")));
  g_assert_true (same_point (turn (point_of ("h8"), 3), point_of ("h8")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renju-openings-lesson/romaji", test_romaji);
  g_test_add_func ("/renju-openings-lesson/opening-steps", test_opening_steps);
  g_test_add_func ("/renju-openings-lesson/numbering-figures", test_numbering_figures);
  g_test_add_func ("/renju-openings-lesson/tasks", test_tasks);
  g_test_add_func ("/renju-openings-lesson/turned", test_turned);
  g_test_add_func ("/renju-openings-lesson/turn", test_turn);
  return g_test_run ();
}
