/* ishi-kanji-readings.c — see ishi-kanji-readings.h.
 *
 * The words are those of a pupil's screens in a class as po/ja.po says
 * them: the room's buttons (着席, 離席, 投了, 終局, 打ち掛け, 成績表,
 * 対局条件), its table's state and results, the pause and the lost
 * connection.  test-room-say fails for a kanji of those screens that no
 * word here reads, so a new or changed translation comes with its word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include "ishi-kanji-grade.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-words.h"

/* The words as written, with their readings in the lessons' form; a
 * longer word is matched before a shorter one (対局室 before 対局). */
static const char *const words[] = {
  "{着席|ちゃくせき}", "{離席|りせき}", "{開始|かいし}", "{取|と}り{消|け}し", "{投了|とうりょう}",
  "{終局|しゅうきょく}", "{対局条件|たいきょくじょうけん}", "{対局者|たいきょくしゃ}",
  "{対局室|たいきょくしつ}", "{対局|たいきょく}", "{戻|もど}る", "{打|う}ち{掛|か}け",
  "{成績表|せいせきひょう}", "{番卓|ばんたく}", "{卓|たく}", "{路|ろ}", "{純碁|じゅんご}", "{囲碁|いご}",
  "{連珠|れんじゅ}", "{待|ま}って", "{待|ま}つ", "{先生|せんせい}", "{決|き}めます", "{空|あ}いて",
  "{空席|くうせき}", "{座|すわ}り", "{座|すわ}って", "{座|すわ}れ", "{接続|せつぞく}", "{再接続|さいせつぞく}",
  "{試|こころ}みて", "{誰|だれ}", "{席|せき}", "{着|つ}きます", "{着|つ}けます", "{相手|あいて}",
  "{二人|ふたり}", "{始|はじ}まり", "{始|はじ}まって", "{続|つづ}き", "{続|つづ}ける", "{打|う}てます",
  "{打|う}つ", "{切|き}れ", "{時計|とけい}", "{止|と}まって", "{整地中|せいちちゅう}", "{整地|せいち}",
  "{計算中|けいさんちゅう}", "{計算|けいさん}", "{方式|ほうしき}", "{死|し}に{石|いし}", "{生|い}き{石|いし}",
  "{石|いし}", "{一団|いちだん}", "{両者|りょうしゃ}", "{盤|ばん}", "{取|と}り{除|のぞ}き",
  "{終|お}わったら", "{終|お}わりました", "{押|お}して", "{切|き}り{替|か}え", "{番|ばん}",
  "{観戦中|かんせんちゅう}", "{話|はなし}", "{聞|き}き", "{勝|か}ち", "{中押|ちゅうお}し", "{時間|じかん}",
  "{反則|はんそく}", "{目|め}", "{結果|けっか}", "{引|ひ}き{分|わ}け", "{持碁|じご}", "{終了|しゅうりょう}",
  "{入|はい}り{直|なお}して", "{入室中|にゅうしつちゅう}", "{入室|にゅうしつ}", "{応答|おうとう}",
  "{一度|いちど}", "{読|よ}み{込|こ}んで", "{手|て}", "{黒|くろ}", "{白|しろ}", "{状況|じょうきょう}",
  "{切断中|せつだんちゅう}", "{部屋|へや}", "{合|あ}って", "{入|はい}り", "{中|ちゅう}",
};

/* A word as written without its readings ("打ち掛け"). */
static char *
surface (const char *word)
{
  GString *out = g_string_new (NULL);

  for (const char *p = word; *p; p++)
    {
      if (*p == '{')
        continue;
      if (*p == '|')
        {
          p = strchr (p, '}');
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
ishi_kanji_readings_add (const char *text, guint *missing)
{
  static char *surfaces[G_N_ELEMENTS (words)];
  static gsize done;
  GString *out;
  guint unread = 0;

  g_return_val_if_fail (text != NULL, NULL);
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < G_N_ELEMENTS (words); i++)
        surfaces[i] = surface (words[i]);
      g_once_init_leave (&done, 1);
    }
  out = g_string_new (NULL);
  for (const char *p = text; *p;)
    {
      gsize best_length = 0;
      guint best = 0;

      /* A brace of the text itself would read as a word of ours: its
       * full-width form. */
      if (*p == '{' || *p == '}' || *p == '|')
        {
          g_string_append (out, *p == '{' ? "｛" : *p == '}' ? "｝" : "｜");
          p++;
          continue;
        }
      for (guint i = 0; i < G_N_ELEMENTS (words); i++)
        {
          gsize length = strlen (surfaces[i]);
          if (length > best_length && strncmp (p, surfaces[i], length) == 0)
            {
              best_length = length;
              best = i;
            }
        }
      if (best_length > 0)
        {
          g_string_append (out, words[best]);
          p += best_length;
          continue;
        }
      if (ishi_kanji_is_kanji (g_utf8_get_char (p)))
        unread++;
      g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  if (missing)
    *missing = unread;
  return g_string_free (out, FALSE);
}

IshiLessonParagraph *
ishi_kanji_readings_paragraph (const char *text, int grade)
{
  g_autofree char *braced = ishi_kanji_readings_add (text, NULL);

  return ishi_lesson_words_parse (braced, grade, NULL);
}
