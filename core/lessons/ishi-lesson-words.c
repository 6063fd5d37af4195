/* ishi-lesson-words.c — see ishi-lesson-words.h.
 *
 * The table's form: a kanji word with its reading is written {漢字|かんじ};
 * a kanji outside braces must be one of the first grade's (石, 白, 手…),
 * which every reader knows; %1 and %2 are the arguments.  The words are
 * the lessons' own: the points next to a stone are its となり (the Pure Go
 * lessons never say ダメ or 呼吸点), a stone is 取られる when it is
 * かこまれる, Black's forbidden moves are 禁手 (三々, 四々, 長連: renju-rules.ja.txt's words, 第１章 3), a
 * Renju puzzle is won by 四追い or 三追い — as renju-rules.ja.txt and
 * pure-go-intro.ja.txt teach them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-kanji-grade.h"
#include "ishi-lesson-words.h"

static const char *const words[ISHI_LESSON_N_WORDS] = {
  [ISHI_LESSON_WORD_RIGHT] = "{正解|せいかい}！",
  [ISHI_LESSON_WORD_WRONG] = "ちがうよ。もう{一度|いちど}やってみよう。",
  [ISHI_LESSON_WORD_OCCUPIED] = "そこには、もう石があります。あいている{点|てん}をえらんでね。",
  [ISHI_LESSON_WORD_SUICIDE] = "そこには{打|う}てません。{打|う}ったとたんに、となりがぜんぶ"
                               "{相|あい}手の石で、{取|と}られた{形|かたち}になってしまいます。",
  [ISHI_LESSON_WORD_KO] = "コウです。{取|と}られたすぐあとには、{取|と}り{返|かえ}せません。"
                          "{一度|いちど}ほかのところに{打|う}ってからにしましょう。",
  [ISHI_LESSON_WORD_SUPERKO] = "{前|まえ}と{同|おな}じ{形|かたち}にもどってしまうので、そこには{打|う}てません。",
  [ISHI_LESSON_WORD_DOUBLE_THREE] = "{三々|さんさん}の{禁手|きんて}です。三が二つ{同時|どうじ}にできるので、"
                                    "{黒|くろ}はそこに{打|う}てません。",
  [ISHI_LESSON_WORD_DOUBLE_FOUR] = "四々の{禁手|きんて}です。四が二つ{同時|どうじ}にできるので、"
                                   "{黒|くろ}はそこに{打|う}てません。",
  [ISHI_LESSON_WORD_OVERLINE] = "{長連|ちょうれん}の{禁手|きんて}です。{黒|くろ}の石が六つ{以上|いじょう}"
                                "ならんでしまうので、{黒|くろ}はそこに{打|う}てません。",
  [ISHI_LESSON_WORD_NOT_ALLOWED] = "そこには{打|う}てません。",
  [ISHI_LESSON_WORD_WHITE_DEFENDS] = "{正解|せいかい}！白は %1 でふせぎました。つづけて{打|う}ちましょう"
                                     "（あと %2 手）。",
  [ISHI_LESSON_WORD_BLACK_DEFENDS] = "{正解|せいかい}！{黒|くろ}は %1 でふせぎました。つづけて{打|う}ちましょう"
                                     "（あと %2 手）。",
  [ISHI_LESSON_WORD_THINKING] = "{考|かんが}えています…",
  [ISHI_LESSON_WORD_HINT_ANSWER] = "{答|こた}えの{点|てん}に、○をつけました。",
  [ISHI_LESSON_WORD_HINT_LINE] = "{勝|か}つまでの{打|う}ち{方|かた}を、{番号|ばんごう}で{書|か}きました。",
  [ISHI_LESSON_WORD_END] = "これで、このレッスンはおしまいです。よくがんばりました！",
  [ISHI_LESSON_WORD_END_PARTLY] = "これで、このレッスンはおしまいです。%1{問|もん}のうち、%2{問|もん}に"
                                  "{答|こた}えられました。のこりの{問題|もんだい}にも、もどってみよう。",
  [ISHI_LESSON_WORD_UNANSWERED] = "まだ、この{問題|もんだい}に{答|こた}えていません。{答|こた}えないで"
                                  "先へ{進|すす}むときは、もう{一度|いちど}おしてね。",
  [ISHI_LESSON_WORD_BLACK_PASSES] = "{黒|くろ}はパスしました。",
  [ISHI_LESSON_WORD_WHITE_PASSES] = "白はパスしました。",
  [ISHI_LESSON_WORD_NAME] = "{名前|なまえ}",
  [ISHI_LESSON_WORD_ANSWER] = "こたえ",
  [ISHI_LESSON_WORD_ANSWER_KEY] = "こたえ（{先生用|せんせいよう}）",
  [ISHI_LESSON_WORD_BLANK_BOARDS] = "じゆうに{書|か}いてみよう",
  [ISHI_LESSON_WORD_PROBLEM] = "{問題|もんだい} %1",
  [ISHI_LESSON_WORD_ANY_OF] = "%1 か{所|しょ}のどこでも",
  [ISHI_LESSON_WORD_NO_POINT] = "（{答|こた}えの{点|てん}はありません）",
  [ISHI_LESSON_WORD_REASON_CAPTURES] = "{相|あい}手の石を %1 こ{取|と}れます。",
  [ISHI_LESSON_WORD_REASON_ATARI] = "{相|あい}手の石のとなりが、あと一つになります（アタリ）。",
  [ISHI_LESSON_WORD_REASON_LEGAL] = "{打|う}ってよい{点|てん}です。",
  [ISHI_LESSON_WORD_REASON_FIVE] = "{五連|ごれん}ができます。",
  [ISHI_LESSON_WORD_REASON_FOUR] = "四ができます。",
  [ISHI_LESSON_WORD_REASON_STRAIGHT_FOUR] = "{棒四|ぼうし}ができます。",
  [ISHI_LESSON_WORD_REASON_FOUR_THREE] = "四と三が{同時|どうじ}にできます（四三）。",
  [ISHI_LESSON_WORD_REASON_BLOCK_FOUR] = "{相|あい}手の四を{止|と}めます。",
  [ISHI_LESSON_WORD_REASON_FORBIDDEN] = "{黒|くろ}の{禁手|きんて}の{点|てん}です。",
  [ISHI_LESSON_WORD_REASON_VCF] = "四を{打|う}ちつづけて{勝|か}てます（四{追|お}い）。",
  [ISHI_LESSON_WORD_REASON_VCT] = "三と四を{打|う}ちつづけて{勝|か}てます（三{追|お}い）。",
};

gboolean
ishi_lesson_is_for_children (const IshiLesson *lesson)
{
  return lesson != NULL && lesson->grade >= 1 && lesson->grade <= ISHI_KANJI_GRADES;
}

const char *
ishi_lesson_words_text (IshiLessonWord word)
{
  g_return_val_if_fail (word < ISHI_LESSON_N_WORDS, "");
  return words[word];
}

static void
add_run (IshiLessonParagraph *para, IshiLessonRunKind kind, const char *text, gssize length,
         const char *ruby)
{
  g_autofree char *piece = length < 0 ? g_strdup (text) : g_strndup (text, length);
  IshiLessonRun *last = para->runs->len > 0 ? g_ptr_array_index (para->runs, para->runs->len - 1) : NULL;
  IshiLessonRun *run;

  if (*piece == '\0')
    return;
  /* plain text after plain text: one run */
  if (kind == ISHI_LESSON_RUN_TEXT && last != NULL && last->kind == ISHI_LESSON_RUN_TEXT)
    {
      char *joined = g_strconcat (last->text, piece, NULL);

      g_free (last->text);
      last->text = joined;
      return;
    }
  run = g_new0 (IshiLessonRun, 1);
  run->kind = kind;
  run->text = g_steal_pointer (&piece);
  run->ruby = g_strdup (ruby);
  g_ptr_array_add (para->runs, run);
}

/* Does `base` have a kanji not taught by `grade` (or not taught at all)? */
static gboolean
above_grade (const char *base, gsize length, int grade)
{
  for (const char *p = base; p < base + length; p = g_utf8_next_char (p))
    {
      int g = ishi_kanji_grade (g_utf8_get_char (p));

      if (g == 0 || g > grade)
        return TRUE;
    }
  return FALSE;
}

IshiLessonParagraph *
ishi_lesson_words_for_grade (IshiLessonWord word, int grade, const char *const *args)
{
  g_return_val_if_fail (word < ISHI_LESSON_N_WORDS, NULL);
  return ishi_lesson_words_parse (words[word], grade, args);
}

IshiLessonParagraph *
ishi_lesson_words_parse (const char *text, int grade, const char *const *args)
{
  IshiLessonParagraph *para;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);
  para = ishi_lesson_paragraph_new_plain ("");
  g_ptr_array_set_size (para->runs, 0);
  p = text;
  while (*p)
    {
      const char *bar, *close;

      if (p[0] == '%' && (p[1] == '1' || p[1] == '2'))
        {
          const char *arg = args != NULL ? args[p[1] - '1'] : NULL;

          add_run (para, ISHI_LESSON_RUN_TEXT, arg ? arg : "", -1, NULL);
          p += 2;
        }
      else if (*p == '{' && (bar = strchr (p, '|')) != NULL && (close = strchr (bar, '}')) != NULL)
        {
          g_autofree char *reading = g_strndup (bar + 1, close - bar - 1);

          if (above_grade (p + 1, bar - p - 1, grade))
            add_run (para, ISHI_LESSON_RUN_RUBY, p + 1, bar - p - 1, reading);
          else
            add_run (para, ISHI_LESSON_RUN_TEXT, p + 1, bar - p - 1, NULL);
          p = close + 1;
        }
      else
        {
          const char *next = g_utf8_next_char (p);

          add_run (para, ISHI_LESSON_RUN_TEXT, p, next - p, NULL);
          p = next;
        }
    }
  return para;
}

IshiLessonParagraph *
ishi_lesson_words (const IshiLesson *lesson, IshiLessonWord word, const char *const *args)
{
  if (!ishi_lesson_is_for_children (lesson) || lesson->reader_grade == ISHI_LESSON_GRADE_ADULT)
    return NULL;
  /* A child's words at her own grade, when a parent set it. */
  return ishi_lesson_words_for_grade (word, lesson->reader_grade >= 1 && lesson->reader_grade <= ISHI_KANJI_GRADES
                                              ? lesson->reader_grade : lesson->grade, args);
}

IshiLessonWord
ishi_lesson_word_for_status (IshiMoveStatus status)
{
  switch (status)
    {
    case ISHI_MOVE_OCCUPIED: return ISHI_LESSON_WORD_OCCUPIED;
    case ISHI_MOVE_SUICIDE: return ISHI_LESSON_WORD_SUICIDE;
    case ISHI_MOVE_KO: return ISHI_LESSON_WORD_KO;
    case ISHI_MOVE_SUPERKO: return ISHI_LESSON_WORD_SUPERKO;
    case ISHI_MOVE_DOUBLE_THREE: return ISHI_LESSON_WORD_DOUBLE_THREE;
    case ISHI_MOVE_DOUBLE_FOUR: return ISHI_LESSON_WORD_DOUBLE_FOUR;
    case ISHI_MOVE_OVERLINE: return ISHI_LESSON_WORD_OVERLINE;
    default: return ISHI_LESSON_WORD_NOT_ALLOWED;
    }
}

IshiLessonParagraph *
ishi_lesson_paragraph_new_plain (const char *text)
{
  IshiLessonParagraph *para = g_new0 (IshiLessonParagraph, 1);
  IshiLessonRun *run = g_new0 (IshiLessonRun, 1);

  para->runs = g_ptr_array_new_with_free_func (ishi_lesson_run_free);
  run->kind = ISHI_LESSON_RUN_TEXT;
  run->text = g_strdup (text ? text : "");
  g_ptr_array_add (para->runs, run);
  return para;
}

IshiLessonParagraph *
ishi_lesson_refusal (const IshiLesson *lesson, const IshiPosition *position, int x, int y,
                     IshiMoveStatus status, GArray *segments)
{
  const IshiRules *rules;
  g_autofree char *explained = NULL;

  g_return_val_if_fail (lesson != NULL && position != NULL, NULL);

  rules = lesson->rules;
  /* Renju explains a forbidden point with its lines (drawn on the board
   * for every reader); otherwise the reason in one sentence. */
  if (rules->explain != NULL)
    explained = rules->explain (position, x, y, segments);
  if (ishi_lesson_is_for_children (lesson))
    return ishi_lesson_words (lesson, ishi_lesson_word_for_status (status), NULL);
  return ishi_lesson_paragraph_new_plain (explained ? explained : ishi_move_status_describe (status));
}

/* --- the check ------------------------------------------------------------- */

static void
warn_kanji (gunichar c, int grade, const char *text, const char *filename, int line,
            GPtrArray *warnings)
{
  char kanji[8] = { 0 };
  g_autofree char *shown = g_strdup (text);
  int g = ishi_kanji_grade (c);

  g_unichar_to_utf8 (c, kanji);
  /* the words as they are shown, without the table's marks */
  g_strdelimit (shown, "{}", ' ');
  if (g == 0)
    /* TRANSLATORS: Ishi's own words in a children's lesson: the kanji, its words, the grade */
    g_ptr_array_add (warnings, g_strdup_printf (_("%s:%d: warning: “%s” in Ishi's words “%s” is not taught in primary school and has no ruby (the lesson is for grade %d)"),
                                                filename, line, kanji, shown, grade));
  else
    g_ptr_array_add (warnings, g_strdup_printf (_("%s:%d: warning: “%s” in Ishi's words “%s” is taught in grade %d and has no ruby (the lesson is for grade %d)"),
                                                filename, line, kanji, shown, g, grade));
}

guint
ishi_lesson_words_check_text (const char *text, int grade, const char *filename, int line,
                              GPtrArray *warnings)
{
  guint before = warnings->len;
  const char *p = text;

  while (*p)
    {
      const char *bar, *close;

      if (*p == '{' && (bar = strchr (p, '|')) != NULL && (close = strchr (bar, '}')) != NULL
          && close > bar + 1)
        {
          /* a word with its reading: read whatever its grade */
          p = close + 1;
          continue;
        }
      {
        gunichar c = g_utf8_get_char (p);
        int g = ishi_kanji_grade (c);

        if (g == 0 || g > grade)
          warn_kanji (c, grade, text, filename, line, warnings);
      }
      p = g_utf8_next_char (p);
    }
  return warnings->len - before;
}

guint
ishi_lesson_words_check (int grade, const char *filename, int line, GPtrArray *warnings)
{
  guint n = 0;

  g_return_val_if_fail (warnings != NULL, 0);

  for (int w = 0; w < ISHI_LESSON_N_WORDS; w++)
    n += ishi_lesson_words_check_text (words[w], grade, filename, line, warnings);
  return n;
}
