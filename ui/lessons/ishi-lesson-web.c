/* ishi-lesson-web.c — see ishi-lesson-web.h.
 *
 * Each request is played from the step's start on a state of its own
 * (ishi-lesson-step.h: the sequence, the hints, the answers), exactly as
 * the Lessons page would have played the same clicks, and the words are
 * the page's: the lesson's own texts, else the words of a children's
 * lesson (ishi-lesson-words.h), else Ishi's translated messages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include "ishi-lesson-web.h"
#include "ishi-phrases.h"

#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "ishi-kanji-grade.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-words.h"

/* The diagram's side in the SVG's units (the page scales it). */
#define SVG_SIDE 480.0
/* More answers than a puzzle has moves is no answer. */
#define MAX_MOVES 64
/* The readers a step is said for: 0 as each lesson is written, 1 to 6 a
 * school year, GROWN_UP no readings (the page's grade=adult). */
#define GROWN_UP 7

struct _IshiLessonWeb {
  char **dirs;
  GMutex lock;                       /* guards the loading of sets[1..] */
  IshiLessonSet *sets[GROWN_UP + 1]; /* the lessons as each reader reads them */
};

IshiLessonWeb *
ishi_lesson_web_new (const char *const *dirs)
{
  IshiLessonWeb *web = g_new0 (IshiLessonWeb, 1);

  web->dirs = g_strdupv ((char **) dirs);
  g_mutex_init (&web->lock);
  web->sets[0] = ishi_lesson_set_load_dirs (dirs);
  return web;
}

void
ishi_lesson_web_free (IshiLessonWeb *web)
{
  if (web == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (web->sets); i++)
    if (web->sets[i])
      ishi_lesson_set_free (web->sets[i]);
  g_mutex_clear (&web->lock);
  g_strfreev (web->dirs);
  g_free (web);
}

/* The lessons read by a reader of `grade` (0, 1 to 6, GROWN_UP), as the
 * Lessons page reads them for the reading grade a parent set
 * (ishi_lesson_set_reader_grade): loaded once for each, at its first
 * request, then only read (a worker thread each request). */
static IshiLessonSet *
lessons_for (IshiLessonWeb *web, guint grade)
{
  IshiLessonSet *set;

  if (grade == 0)
    return web->sets[0];
  g_mutex_lock (&web->lock);
  if (web->sets[grade] == NULL)
    {
      IshiLessonSet *read = ishi_lesson_set_load_dirs ((const char *const *) web->dirs);

      for (guint i = 0; i < read->lessons->len; i++)
        ishi_lesson_set_reader_grade (g_ptr_array_index (read->lessons, i),
                                      grade == GROWN_UP ? ISHI_LESSON_GRADE_ADULT : (int) grade);
      web->sets[grade] = read;
    }
  set = web->sets[grade];
  g_mutex_unlock (&web->lock);
  return set;
}

/* --- JSON ------------------------------------------------------------------ */

/* A string, escaped so that nothing in it can end it (the page reads it
 * with JSON.parse and puts it in the page as text, never as markup). */
static void
json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      guchar c = *p;
      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, c);
    }
  g_string_append_c (out, '"');
}

static gboolean
is_break (GArray *breaks, gsize offset)
{
  guint lo = 0, hi = breaks->len;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      gsize at = g_array_index (breaks, gsize, mid);

      if (at == offset)
        return TRUE;
      if (at < offset)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

/* A run's piece of text (`length` bytes of `text`, at byte `at` of the
 * paragraph), plain or emphasised; a space no line breaks after (e9 で,
 * 1 手) is a no-break space, as CSS would break there. */
static void
json_text_run (GString *out, const IshiLessonRun *run, const char *text, gsize length, gsize at, GArray *breaks)
{
  g_autoptr (GString) piece = g_string_new (NULL);

  for (gsize i = 0; i < length; i++)
    if (text[i] == ' ' && !is_break (breaks, at + i + 1))
      g_string_append (piece, "\u00a0");
    else
      g_string_append_c (piece, text[i]);
  g_string_append (out, "{\"text\":");
  json_string (out, piece->str);
  if (run->kind == ISHI_LESSON_RUN_EM)
    g_string_append (out, ",\"em\":true");
  g_string_append_c (out, '}');
}

/* A paragraph's runs, with {"wbr":true} where a line may break: the
 * window's rule (ishi-phrases.h), for the page's CSS word-break: keep-all
 * (Chromium broke アタ／リ, い／いました). */
static void
json_paragraph (GString *out, const IshiLessonParagraph *paragraph)
{
  g_autoptr (GString) plain = g_string_new (NULL);
  g_autoptr (GArray) breaks = NULL;
  gsize at = 0;
  guint b = 0;
  gboolean first = TRUE;

  if (paragraph == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  for (guint i = 0; i < paragraph->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (paragraph->runs, i);
      g_string_append (plain, run->kind == ISHI_LESSON_RUN_BREAK ? "\n" : run->text ? run->text : "");
    }
  breaks = ishi_phrases_breaks (plain->str, plain->len);
  g_string_append_c (out, '[');
  for (guint i = 0; i < paragraph->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (paragraph->runs, i);
      const char *text = run->kind == ISHI_LESSON_RUN_BREAK ? "\n" : run->text ? run->text : "";
      gsize length = strlen (text), from = 0;

      /* A break where the run begins (a line's end comes anyway at <br>). */
      while (b < breaks->len && g_array_index (breaks, gsize, b) <= at)
        {
          if (g_array_index (breaks, gsize, b) == at && at > 0 && run->kind != ISHI_LESSON_RUN_BREAK
              && ((const IshiLessonRun *) g_ptr_array_index (paragraph->runs, i - 1))->kind != ISHI_LESSON_RUN_BREAK)
            {
              g_string_append (out, first ? "" : ",");
              g_string_append (out, "{\"wbr\":true}");
              first = FALSE;
            }
          b++;
        }
      g_string_append (out, first ? "" : ",");
      first = FALSE;
      if (run->kind == ISHI_LESSON_RUN_BREAK)
        g_string_append (out, "{\"br\":true}");
      else if (run->kind == ISHI_LESSON_RUN_RUBY)
        {
          g_string_append (out, "{\"text\":");
          json_string (out, text);
          g_string_append (out, ",\"ruby\":");
          json_string (out, run->ruby ? run->ruby : "");
          g_string_append_c (out, '}');
        }
      else
        {
          /* The breaks inside the run split it. */
          for (; b < breaks->len && g_array_index (breaks, gsize, b) < at + length; b++)
            {
              gsize cut = g_array_index (breaks, gsize, b) - at;
              json_text_run (out, run, text + from, cut - from, at + from, breaks);
              g_string_append (out, ",{\"wbr\":true},");
              from = cut;
            }
          json_text_run (out, run, text + from, length - from, at + from, breaks);
        }
      at += length;
    }
  g_string_append_c (out, ']');
}

/* A list of paragraphs, as it grows: the texts of a verdict or a hint. */
typedef struct {
  GPtrArray *own;       /* paragraphs made here (freed) */
  GPtrArray *all;       /* in order, own and the lesson's */
} Paragraphs;

static void
paragraphs_init (Paragraphs *p)
{
  p->own = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_lesson_paragraph_free);
  p->all = g_ptr_array_new ();
}

static void
paragraphs_clear (Paragraphs *p)
{
  g_ptr_array_unref (p->all);
  g_ptr_array_unref (p->own);
}

/* Takes `paragraph` (may be NULL). */
static void
paragraphs_take (Paragraphs *p, IshiLessonParagraph *paragraph)
{
  if (paragraph == NULL)
    return;
  g_ptr_array_add (p->own, paragraph);
  g_ptr_array_add (p->all, paragraph);
}

static void
paragraphs_add (Paragraphs *p, GPtrArray *lesson_paragraphs)
{
  for (guint i = 0; lesson_paragraphs && i < lesson_paragraphs->len; i++)
    g_ptr_array_add (p->all, g_ptr_array_index (lesson_paragraphs, i));
}

/* The children's words, or Ishi's own (translated). */
static void
paragraphs_say (Paragraphs *p, const IshiLesson *lesson, IshiLessonWord word, const char *const *args,
                const char *fallback)
{
  IshiLessonParagraph *words = ishi_lesson_words (lesson, word, args);

  paragraphs_take (p, words ? words : ishi_lesson_paragraph_new_plain (fallback));
}

static void
json_paragraphs (GString *out, GPtrArray *paragraphs)
{
  g_string_append_c (out, '[');
  for (guint i = 0; paragraphs && i < paragraphs->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      json_paragraph (out, g_ptr_array_index (paragraphs, i));
    }
  g_string_append_c (out, ']');
}

/* --- the board ------------------------------------------------------------- */

static cairo_status_t
svg_write (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The diagram as the window draws it, and where each of its points is. */
static void
json_board (GString *out, IshiStepState *state)
{
  g_autoptr (IshiBoardModel) model = ishi_step_state_build_model (state);
  int size = ishi_step_state_get_step (state)->diagram.size;
  g_autoptr (GString) svg = g_string_new (NULL);
  IshiBoardGeometry geometry;
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean first = TRUE;

  surface = cairo_svg_surface_create_for_stream (svg_write, svg, SVG_SIDE, SVG_SIDE);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
  cr = cairo_create (surface);
  ishi_board_render (cr, SVG_SIDE, SVG_SIDE, model);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);

  ishi_board_geometry_init_for_model (&geometry, SVG_SIDE, SVG_SIDE, model);
  g_string_append (out, "{\"svg\":");
  json_string (out, svg->str);
  g_string_append_printf (out, ",\"width\":%g,\"height\":%g,\"spacing\":%.2f,\"points\":[", SVG_SIDE, SVG_SIDE,
                          geometry.spacing);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        double px, py;

        if (!ishi_board_geometry_shows (&geometry, x, y))
          continue;
        ishi_board_geometry_point_to_pixel (&geometry, x, y, &px, &py);
        g_string_append_printf (out, "%s[%d,%d,%.1f,%.1f]", first ? "" : ",", x, y, px, py);
        first = FALSE;
      }
  g_string_append (out, "]}");
}

/* --- the request ----------------------------------------------------------- */

static gboolean
query_uint (GHashTable *query, const char *name, guint max, guint *value, GError **error)
{
  const char *text = g_hash_table_lookup (query, name);
  guint64 v = 0;

  *value = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &v, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s: not a number from 0 to %u.", name, max);
      return FALSE;
    }
  *value = v;
  return TRUE;
}

/* "x.y,x.y" into points on a board of `size`. */
static GArray *
parse_moves (const char *text, int size, GError **error)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_auto (GStrv) parts = NULL;

  if (text == NULL || *text == '\0')
    return g_steal_pointer (&moves);
  parts = g_strsplit (text, ",", MAX_MOVES + 1);
  for (guint i = 0; parts[i]; i++)
    {
      g_auto (GStrv) xy = g_strsplit (parts[i], ".", 3);
      guint64 x, y;

      if (i >= MAX_MOVES || g_strv_length (xy) != 2
          || !g_ascii_string_to_unsigned (xy[0], 10, 0, size - 1, &x, NULL)
          || !g_ascii_string_to_unsigned (xy[1], 10, 0, size - 1, &y, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "moves: “%s” is not a point.", parts[i]);
          return NULL;
        }
      g_array_append_val (moves, ((IshiPoint) { x, y }));
    }
  return g_steal_pointer (&moves);
}

/* grade=1…6 or grade=adult (GROWN_UP); none: 0, as written. */
static gboolean
query_grade (GHashTable *query, guint *grade, GError **error)
{
  const char *text = g_hash_table_lookup (query, "grade");

  if (g_strcmp0 (text, "adult") == 0)
    {
      *grade = GROWN_UP;
      return TRUE;
    }
  if (!query_uint (query, "grade", ISHI_KANJI_GRADES, grade, error))
    return FALSE;
  if (text != NULL && *grade == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "grade: 1 to 6, or adult.");
      return FALSE;
    }
  return TRUE;
}

static const IshiLesson *
find_lesson (IshiLessonSet *set, const char *id)
{
  for (guint i = 0; id && i < set->lessons->len; i++)
    {
      const IshiLesson *lesson = g_ptr_array_index (set->lessons, i);
      if (g_strcmp0 (lesson->id, id) == 0)
        return lesson;
    }
  return NULL;
}

static const char *
verdict_name (IshiTaskVerdict verdict)
{
  switch (verdict)
    {
    case ISHI_TASK_RIGHT:
      return "right";
    case ISHI_TASK_WRONG:
      return "wrong";
    case ISHI_TASK_GO_ON:
      return "goOn";
    case ISHI_TASK_IGNORED:
    default:
      return "ignored";
    }
}

/* What the Lessons page says of a verdict (ishi-lesson-step-task.c). */
static void
say_verdict (Paragraphs *feedback, IshiStepState *state, const IshiLesson *lesson, IshiTaskVerdict verdict,
             IshiLessonParagraph *reason)
{
  const IshiLessonTask *task = ishi_step_state_get_task (state);

  switch (verdict)
    {
    case ISHI_TASK_RIGHT:
      /* One message for one answer, as the Lessons page says it: the
       * lesson's own, else the rules' reason, else Ishi's word. */
      paragraphs_add (feedback, task->right);
      if (feedback->all->len == 0)
        paragraphs_take (feedback, g_steal_pointer (&reason));
      if (feedback->all->len == 0)
        paragraphs_say (feedback, lesson, ISHI_LESSON_WORD_RIGHT, NULL, _("Right!"));
      ishi_lesson_paragraph_free (reason);
      break;
    case ISHI_TASK_WRONG:
      /* A touch on a stone: the rules' one sentence, not the lesson's
       * "wrong" (issue 65 item 19); else the lesson's own words, and the
       * rules' reason only when it says nothing (issue 77). */
      if (!ishi_step_state_was_occupied (state))
        paragraphs_add (feedback, task->wrong);
      if (feedback->all->len == 0)
        paragraphs_take (feedback, g_steal_pointer (&reason));
      if (feedback->all->len == 0)
        paragraphs_say (feedback, lesson, ISHI_LESSON_WORD_WRONG, NULL, _("Not quite. Try again."));
      ishi_lesson_paragraph_free (reason);
      break;
    case ISHI_TASK_GO_ON:
      {
        IshiLessonParagraph *words = NULL;
        g_autofree char *text = ishi_step_state_describe_reply (state, &words);

        ishi_lesson_paragraph_free (reason);
        if (words)
          {
            paragraphs_take (feedback, words);
            break;
          }
        paragraphs_take (feedback, ishi_lesson_paragraph_new_plain (text));
        break;
      }
    case ISHI_TASK_IGNORED:
    default:
      ishi_lesson_paragraph_free (reason);
      break;
    }
}

static void
json_task (GString *out, IshiStepState *state)
{
  const IshiLessonTask *task = ishi_step_state_get_task (state);

  if (task == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append (out, "{\"prompt\":");
  json_paragraph (out, task->prompt);
  g_string_append_printf (out, ",\"hasHint\":%s,\"puzzle\":%s,\"takesAnswers\":%s,\"solved\":%s,\"movesLeft\":%d}",
                          ishi_step_state_has_hint (state) ? "true" : "false",
                          ishi_step_state_is_puzzle (state) ? "true" : "false",
                          ishi_step_state_takes_answers (state) ? "true" : "false",
                          ishi_step_state_is_solved (state) ? "true" : "false",
                          ishi_step_state_get_moves_left (state));
}

/* The text of the sequence's last move played; a pass changes nothing on
 * the board, so when the lesson says nothing over it, it is said as the
 * Lessons page says it (a whole game's replay would step through its
 * passes in silence). */
static void
say_sequence_move (Paragraphs *moved, IshiStepState *state, const IshiLesson *lesson,
                   const IshiLessonStep *step)
{
  guint done = ishi_step_state_get_sequence_done (state);
  const IshiLessonMove *move;

  if (done == 0)
    return;
  move = g_ptr_array_index (step->sequence, done - 1);
  paragraphs_add (moved, move->text);
  if (moved->all->len == 0 && move->point.x < 0)
    {
      if (move->color == ISHI_BLACK)
        paragraphs_say (moved, lesson, ISHI_LESSON_WORD_BLACK_PASSES, NULL, _("Black passes."));
      else
        paragraphs_say (moved, lesson, ISHI_LESSON_WORD_WHITE_PASSES, NULL, _("White passes."));
    }
}

/* The hints asked so far: the task's hint, then where the answer is. */
static void
say_hints (Paragraphs *hints, IshiStepState *state, const IshiLesson *lesson)
{
  if (ishi_step_state_get_hint_level (state) >= 1)
    paragraphs_add (hints, ishi_step_state_get_task (state)->hint);
  if (ishi_step_state_get_hint_level (state) >= 2)
    {
      if (ishi_step_state_is_puzzle (state))
        paragraphs_say (hints, lesson, ISHI_LESSON_WORD_HINT_LINE, NULL,
                        _("The winning line is numbered on the board."));
      else
        paragraphs_say (hints, lesson, ISHI_LESSON_WORD_HINT_ANSWER, NULL, _("The answer is marked on the board."));
    }
}

/* Whose readings the step was read for: none (0), a grown-up, a grade. */
static void
json_reader (GString *out, guint grade)
{
  if (grade == 0)
    g_string_append (out, "null");
  else if (grade == GROWN_UP)
    g_string_append (out, "\"adult\"");
  else
    g_string_append_printf (out, "\"%u\"", grade);
}

GBytes *
ishi_lesson_web_answer (GHashTable *query, gpointer data, GError **error)
{
  IshiLessonWeb *web = data;
  const char *id = g_hash_table_lookup (query, "id");
  const IshiLesson *lesson;
  const IshiLessonStep *step;
  guint n, seq, hint, grade;
  g_autoptr (GArray) moves = NULL;
  g_autoptr (GArray) answer = NULL;
  IshiStepState *state;
  IshiTaskVerdict verdict = ISHI_TASK_IGNORED;
  Paragraphs feedback, hints, moved;
  GString *out;

  if (!query_grade (query, &grade, error))
    return NULL;
  lesson = find_lesson (lessons_for (web, grade), id);
  if (lesson == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "No lesson “%s” here.", id ? id : "");
      return NULL;
    }
  if (!query_uint (query, "step", 9999, &n, error) || !query_uint (query, "seq", 9999, &seq, error)
      || !query_uint (query, "hint", 2, &hint, error))
    return NULL;
  if (n >= lesson->steps->len)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "The lesson “%s” has no step %u.", id, n);
      return NULL;
    }
  step = g_ptr_array_index (lesson->steps, n);
  moves = parse_moves (g_hash_table_lookup (query, "moves"), step->diagram.size, error);
  if (moves == NULL)
    return NULL;
  if (g_hash_table_lookup (query, "answer"))
    {
      answer = parse_moves (g_hash_table_lookup (query, "answer"), step->diagram.size, error);
      if (answer == NULL)
        return NULL;
      if (answer->len != 1)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "answer: one point.");
          return NULL;
        }
    }
  state = ishi_step_state_new (lesson, n, error);
  if (state == NULL)
    return NULL;

  /* Played as the page's clicks were: the sequence, the hints, the answers. */
  paragraphs_init (&feedback);
  paragraphs_init (&hints);
  paragraphs_init (&moved);
  for (guint i = 0; i < seq && !ishi_step_state_sequence_over (state); i++)
    if (!ishi_step_state_play_sequence (state, NULL))
      break;
  for (guint i = 0; i < moves->len; i++)
    {
      IshiPoint p = g_array_index (moves, IshiPoint, i);
      IshiLessonParagraph *reason = NULL;

      ishi_step_state_answer (state, p.x, p.y, &reason);
      ishi_lesson_paragraph_free (reason);
    }
  for (guint i = 0; i < hint && ishi_step_state_takes_answers (state); i++)
    ishi_step_state_ask_hint (state);
  if (answer)
    {
      IshiPoint p = g_array_index (answer, IshiPoint, 0);
      IshiLessonParagraph *reason = NULL;

      verdict = ishi_step_state_answer (state, p.x, p.y, &reason);
      say_verdict (&feedback, state, lesson, verdict, reason);
    }
  say_sequence_move (&moved, state, lesson, step);
  say_hints (&hints, state, lesson);

  out = g_string_new ("{\"lesson\":");
  json_string (out, lesson->id);
  g_string_append (out, ",\"game\":");
  json_string (out, lesson->rules == ishi_rules_renju () ? "renju" : "go");
  g_string_append (out, ",\"title\":");
  json_paragraph (out, lesson->title_runs);
  g_string_append_printf (out, ",\"grade\":%d,\"reader\":", lesson->grade);
  json_reader (out, grade);
  g_string_append_printf (out, ",\"step\":%u,\"steps\":%u,\"stepTitle\":", n, lesson->steps->len);
  json_paragraph (out, step->title_runs);
  g_string_append (out, ",\"text\":");
  json_paragraphs (out, step->text);
  g_string_append_printf (out, ",\"sequence\":{\"length\":%u,\"done\":%u,\"text\":",
                          ishi_step_state_get_sequence_length (state), ishi_step_state_get_sequence_done (state));
  json_paragraphs (out, moved.all);
  g_string_append (out, "},\"task\":");
  json_task (out, state);
  if (answer)
    g_string_append_printf (out, ",\"verdict\":\"%s\"", verdict_name (verdict));
  else
    g_string_append (out, ",\"verdict\":null");
  g_string_append (out, ",\"feedback\":");
  json_paragraphs (out, feedback.all);
  g_string_append (out, ",\"hint\":");
  json_paragraphs (out, hints.all);
  g_string_append (out, ",\"board\":");
  json_board (out, state);
  g_string_append (out, "}");

  paragraphs_clear (&feedback);
  paragraphs_clear (&hints);
  paragraphs_clear (&moved);
  ishi_step_state_free (state);
  return g_string_free_to_bytes (out);
}
