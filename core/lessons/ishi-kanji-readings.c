/* ishi-kanji-readings.c — see ishi-kanji-readings.h.
 *
 * The words are those of a pupil's screens in a class as po/ja.po says
 * them: the room's buttons (着席, 離席, 投了, 終局, 打ち掛け, 成績表,
 * 対局条件), its table's state and results, the pause and the lost
 * connection, the rule sets' names.  test-room-say fails for a kanji of those screens that no
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
  /* The room's sentences in the log (ishi-room-say.c) and the Join a
   * Room form: a kanji alone is read only where no other kanji is glued
   * to it (see ishi_kanji_readings_add). */
  "{一部|いちぶ}", "{交替|こうたい}", " {人|にん}", "{人|ひと}", "{今|いま}", "{付|つ}", "{何|なに}",
  "{使|つか}", "{保存|ほぞん}", "{値|あたい}", "{先|さき}に", "{入|はい}", "{入力|にゅうりょく}",
  "{全員|ぜんいん}", "{再開|さいかい}", "{申|もう}し{出|で}", "{出|で}て", "{出|で}ま", "{申|もう}し", "{込|こ}", "{切|き}", "{別|べつ}",
  "{前|まえ}", "{半目|はんもく}", "{印|しるし}", "{反則勝|はんそくが}ち", "{時間勝|じかんが}ち",
  "{目勝|めが}ち", "{時間切|じかんぎ}れ", "{受|う}け", "{古|ふる}い", "{新|あたら}しい", "{組|く}み",
  "{合|あ}わせ", "{同意|どうい}", "{名前|なまえ}", "{名簿|めいぼ}", "{問題|もんだい}",
  /* the Lessons page's own words (issue 65 item 15) */
  "{正解|せいかい}", "{一覧|いちらん}", "{試|ため}す", "{次|つぎ}へ", "{向|む}け", "{見|み}た", "{変|か}え",
  "{多|おお}", "{大|おお}きさ", "{始|はじ}め", "{学年|がくねん}", "{対|たい}", "{少|すこ}し",
  "{後|あと}", "{必要|ひつよう}", "{戻|もど}", "{手目|てめ}", "{打|う}", "{押|お}", "{持|も}", "{捨|す}",
  "{提示|ていじ}", "{数字|すうじ}", "{整数|せいすう}", "{断|ことわ}", "{最後|さいご}", "{条件|じょうけん}",
  "{来|こ}なかっ", "{次|つぎ}", "{止|と}", "{決|き}", "{消|け}", "{満員|まんいん}", "{点|てん}",
  "{珠型|しゅけい}", "{生徒|せいと}", "{番号|ばんごう}", "{順番|じゅんばん}", "{順|じゅん}",
  "{直|なお}", "{直後|ちょくご}", "{着|つ}", "{知|し}", "{碁盤|ごばん}", "{秒|びょう}", "{秒読|びょうよ}み",
  "{答|こた}え", "{終|お}え", "{続|つづ}け", "{置|お}", "{自分|じぶん}", "{自身|じしん}", "{見|み}",
  "{観戦|かんせん}", "{観戦者|かんせんしゃ}", "{言|い}", "{試|ため}し", "{負|ま}け", "{送|おく}",
  "{選|えら}", "{間|あいだ}", "{間違|まちが}", "{離|はな}れ", " {分|ふん}", "({分|ふん})", "{分後|ふんご}", "{読|よ}",
  "{時間|じかん}", "{聞|き}", "{強|つよ}さ", "{一覧|いちらん}", "{更新|こうしん}", "{教|おし}え", "{桁|けた}",
  "{空欄|くうらん}", "{使用中|しようちゅう}", "{空|から}で", "{空|から}の", "{設定|せってい}", "{退室|たいしつ}", "{教室|きょうしつ}", "{文字|もじ}", "{途中|とちゅう}", "{空白|くうはく}", "{混|ま}ぜ", "{名|めい}", "{終|お}わ", "{勝|か}っ", "{差|さ}", "{点数|てんすう}", "{詳|くわ}しい", "{情報|じょうほう}", "{向|む}け",
  /* The rule sets' names (Options). */
  "{日本|にほん}", "{中国|ちゅうごく}", "{応氏|おうし}", "{等子比空|とうしひくう}", "{等子|とうし}", "{芸術版|げいじゅつばん}",
  "{律法版|りっぽうばん}", "{単純|たんじゅん}", "{盤外|ばんがい}", "{着手|ちゃくしゅ}", "{碁笥|ごけ}", "{自由|じゆう}",
  "{五珠|ごじゅ}", "{二題|にだい}",
  /* The shipped lessons' words that they, written for third-years, leave
   * bare: read for a first- or second-year (issue 65 item 13;
   * test-lesson /lesson/younger-reader). */
  "{一局|いっきょく}", "{二局|にきょく}", "{一手|いって}", "{一方|いっぽう}", "{一番|いちばん}",
  "{三回|さんかい}", "{二回|にかい}", "{回|かい}", "{三追|さんお}い", "{四追|しお}い", "{両|りょう}",
  "{両方|りょうほう}", "{片方|かたほう}", "{二度|にど}", "{今度|こんど}", "{何度|なんど}", "{二組|ふたくみ}",
  "{交|まじ}わ", "{交代|こうたい}", "{交点|こうてん}", "{仕上|しあ}げ", "{作|つく}", "{列|れつ}",
  "{動|うご}か", "{勝|か}た", "{勝|か}つ", "{勝|か}て", "{勝負|しょうぶ}", "{友|とも}だち",
  "{取|と}っ", "{取|と}ら", "{取|と}り", "{取|と}る", "{取|と}れ", "{返|かえ}", "{同|おな}じ",
  "{同時|どうじ}", "{向|む}き", "{図|ず}", "{場|ば}", "{場合|ばあい}", "{場所|ばしょ}", "{大会|たいかい}",
  "{守|まも}", "{家|いえ}", "{少|すく}な", "{広|ひろ}", "{弱|よわ}", "{強|つよ}い", "{強|つよ}す",
  "{形|かたち}", "{思|おも}", "{所|しょ}", "{手数|てかず}", "{数|かぞ}え", "{数|かず}", "{方|ほう}",
  "{取|と}り{方|かた}", "{打|う}ち{方|かた}", "{数|かぞ}え{方|かた}", "{遊|あそ}び{方|かた}",
  "{受|う}け{方|かた}", "{使|つか}い{方|かた}", "{時点|じてん}", "{書|か}", "{本物|ほんもの}",
  "{注意|ちゅうい}", "{線|せん}", "{考|かんが}え", "{色|いろ}", "{遊|あそ}", "{長|なが}い", "{黒先|くろせん}",
  /* and the compounds the single kanji above would misread */
  "{対局数|たいきょくすう}", "{秒数|びょうすう}", "{回数|かいすう}", "{一回|いっかい}",
  /* the review's words, in the Mistakes tab (issue 76) */
  "{子|し}を", "{子|し}）", "{取|と}り{逃|のが}し", "{生|い}きて", "{生|い}きられ", "{死|し}にます",
  "{眼|め}", "{一|ひと}つ", "{残|のこ}らず", "{一眼|いちがん}",
  "{逃|に}げる", "{損|そん}", "{大|おお}きく", "{大|おお}きな", "{地|ち}", "{中|なか}に", "{増|ふ}え",
  "{大|おお}きな{所|ところ}", "{残|のこ}って", "{詰|つ}め", "{一番|いちばん}{大|おお}きな{所|ところ}",
  "{第一候補|だいいちこうほ}", "{勝率|しょうりつ}", "{下|さ}がり", "{約|やく}", "{良|よ}い",
  "{悪手|あくしゅ}", "{検討|けんとう}", "{目半|もくはん}の", "{目|もく}の",
  /* The grown-ups' lessons (連珠の珠型, the Renju puzzles) read by a
   * third-year: every kanji above her grade has its word (有利, 最初,
   * 互角, 戦, 呼, 種類 were bare, issue 77; test-lesson
   * /lesson/younger-reader) */
  "{有利|ゆうり}", "{最初|さいしょ}", "{互角|ごかく}", "{戦|たたか}", "{呼|よ}", "{種類|しゅるい}",
  "{並|なら}", "{交互|こうご}", "{例|れい}", "{側|がわ}", "{右側|みぎがわ}", "{右下側|みぎしたがわ}",
  "{反対側|はんたいがわ}", "{初級者|しょきゅうしゃ}", "{中級者|ちゅうきゅうしゃ}", "{国際大会|こくさいたいかい}",
  "{境|さかい}", "{変|か}わ", "{実際|じっさい}", "{対称|たいしょう}", "{左右対称|さゆうたいしょう}",
  "{必|かなら}ず", "{折|お}り{返|かえ}", "{段|だん}", "{直接|ちょくせつ}", "{間接|かんせつ}", "{範囲|はんい}",
  "{記録|きろく}", "{説明|せつめい}", "{以内|いない}", "{開局規定|かいきょくきてい}",
  "{規定|きてい}", "{候補|こうほ}", "{示|しめ}", "{折|お}り{目|め}", "{探|さが}",
  "{丘月|きゅうげつ}", "{峡月|きょうげつ}", "{嵐月|らんげつ}", "{彗星|すいせい}", "{恒星|こうせい}",
  "{斜月|しゃげつ}", "{松月|しょうげつ}", "{残月|ざんげつ}", "{浦月|ほげつ}", "{渓月|けいげつ}", "{溪月|けいげつ}",
  "{瑞星|ずいせい}", "{疎星|そせい}", "{疏星|そせい}",
  /* Ishi's first page, read by a child (ishi-window-start.c) */
  "{一歩|いっぽ}", "{解|と}", "{棋譜|きふ}", "{開|ひら}",
  /* The Play page's status line, read by a child playing Ishi
   * (ishi-game-panel.c; test-window-endgame /child-reads-status) */
  "{陣地|じんち}", "{埋|う}め", "{子勝|しが}ち", "{自殺手|じさつしゅ}",
  /* and a pupil asked before she leaves her game (ishi-room-leave.c) */
  "{待|ま}ち",
  /* The rest of the Play page: the count beside the board, the engine's
   * bar (test-window-endgame /child-words) */
  "{盤上|ばんじょう}", "{合計|ごうけい}", "{共有点|きょうゆうてん}", "{薄|うす}い", "{判定|はんてい}",
  "{起動|きどう}", "{一時停止|いちじていし}",
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

/* Does `p` start with a reading in brackets, （かな）, which reads the
 * kanji before it (the lessons write a rare name so: 丘月（きゅうげつ））? */
static gboolean
read_in_brackets (const char *p)
{
  const char *open = "（";
  const char *q;

  if (strncmp (p, open, strlen (open)) != 0)
    return FALSE;
  for (q = p + strlen (open); *q && g_unichar_get_script (g_utf8_get_char (q)) == G_UNICODE_SCRIPT_HIRAGANA;
       q = g_utf8_next_char (q))
    ;
  return q > p + strlen (open) && g_utf8_get_char (q) == 0xFF09;   /* ） */
}

/* A piece of the text: a word of the table (`word` its index) or one
 * character (`word` -1). */
typedef struct {
  gsize start, length;
  int word;
} Piece;

char *
ishi_kanji_readings_add (const char *text, guint *missing)
{
  static char *surfaces[G_N_ELEMENTS (words)];
  static gsize done;
  g_autoptr (GArray) pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  GString *out;
  guint unread = 0;

  g_return_val_if_fail (text != NULL, NULL);
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < G_N_ELEMENTS (words); i++)
        surfaces[i] = surface (words[i]);
      g_once_init_leave (&done, 1);
    }
  /* The words, longest first from the left. */
  for (const char *p = text; *p;)
    {
      Piece piece = { p - text, g_utf8_next_char (p) - p, -1 };

      for (guint i = 0; i < G_N_ELEMENTS (words); i++)
        {
          gsize length = strlen (surfaces[i]);
          if (length > (piece.word < 0 ? 0 : piece.length) && strncmp (p, surfaces[i], length) == 0)
            {
              piece.length = length;
              piece.word = i;
            }
        }
      g_array_append_val (pieces, piece);
      p += piece.length;
    }
  /* A run of kanji is read only when the table's words cover all of it:
   * not the 黒 of 黒板 nor the 中 of 中学, which it would misread. */
  for (guint i = 0; i < pieces->len;)
    {
      guint last = i;
      gboolean whole = TRUE;

      /* The pieces from i to last hold one run of kanji (and the kana
       * of its words). */
      while (last < pieces->len)
        {
          Piece *q = &g_array_index (pieces, Piece, last);
          gunichar first = g_utf8_get_char (text + q->start);
          gunichar end = g_utf8_get_char (g_utf8_prev_char (text + q->start + q->length));

          if (!ishi_kanji_is_kanji (first) && (last == i || !ishi_kanji_is_kanji (end)))
            break;
          if (q->word < 0)
            whole = FALSE;
          last++;
          if (!ishi_kanji_is_kanji (end))
            break;
        }
      if (last == i)
        {
          i++;
          continue;
        }
      /* A run the text reads itself, "丘月（きゅうげつ）": left as it is. */
      {
        Piece *q = &g_array_index (pieces, Piece, last - 1);
        if (read_in_brackets (text + q->start + q->length))
          {
            for (guint k = i; k < last; k++)
              g_array_index (pieces, Piece, k).word = -2;
            i = last;
            continue;
          }
      }
      for (guint k = i; k < last; k++)
        {
          Piece *q = &g_array_index (pieces, Piece, k);
          if (!whole && q->word >= 0)
            {
              /* Said as it is, a character at a time. */
              for (const char *c = text + q->start; c < text + q->start + q->length; c = g_utf8_next_char (c))
                if (ishi_kanji_is_kanji (g_utf8_get_char (c)))
                  unread++;
              q->word = -2;
            }
          else if (q->word < 0)
            unread++;
        }
      i = last;
    }
  out = g_string_new (NULL);
  for (guint i = 0; i < pieces->len; i++)
    {
      Piece *q = &g_array_index (pieces, Piece, i);
      const char *p = text + q->start;

      if (q->word >= 0)
        g_string_append (out, words[q->word]);
      /* A brace of the text itself would read as a word of ours: its
       * full-width form. */
      else if (*p == '{' || *p == '}' || *p == '|')
        g_string_append (out, *p == '{' ? "｛" : *p == '}' ? "｝" : "｜");
      else
        g_string_append_len (out, p, q->length);
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

/* Does `text` have a kanji not taught by `grade` (or not taught at all)? */
static gboolean
has_kanji_above (const char *text, int grade)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      int g = ishi_kanji_grade (g_utf8_get_char (p));

      if (g == 0 || g > grade)
        return TRUE;
    }
  return FALSE;
}

static void
append_run (IshiLessonParagraph *para, IshiLessonRunKind kind, const char *text, const char *ruby)
{
  IshiLessonRun *run = g_new0 (IshiLessonRun, 1);

  run->kind = kind;
  run->text = g_strdup (text);
  run->ruby = g_strdup (ruby);
  g_ptr_array_add (para->runs, run);
}

IshiLessonParagraph *
ishi_kanji_readings_for_reader (const IshiLessonParagraph *para, int grade)
{
  IshiLessonParagraph *out;
  gboolean adult = grade == ISHI_LESSON_GRADE_ADULT;

  if (para == NULL)
    return NULL;
  g_return_val_if_fail (adult || (grade >= 1 && grade <= ISHI_KANJI_GRADES), NULL);
  out = ishi_lesson_paragraph_new_plain ("");
  g_ptr_array_set_size (out->runs, 0);
  out->line = para->line;
  for (guint i = 0; i < para->runs->len; i++)
    {
      const IshiLessonRun *run = g_ptr_array_index (para->runs, i);

      switch (run->kind)
        {
        case ISHI_LESSON_RUN_RUBY:
          /* the lesson's own reading, where this reader needs one */
          if (!adult && run->ruby != NULL && *run->ruby && has_kanji_above (run->text, grade))
            append_run (out, ISHI_LESSON_RUN_RUBY, run->text, run->ruby);
          else
            append_run (out, ISHI_LESSON_RUN_TEXT, run->text, NULL);
          break;
        case ISHI_LESSON_RUN_TEXT:
        case ISHI_LESSON_RUN_EM:
          if (adult || !has_kanji_above (run->text, grade))
            append_run (out, run->kind, run->text, NULL);
          else
            {
              /* a kanji above her grade that the lesson, written for an
               * older reader, left bare: the table's reading, if it
               * knows the word */
              g_autoptr(IshiLessonParagraph) read = ishi_kanji_readings_paragraph (run->text, grade);

              for (guint j = 0; j < read->runs->len; j++)
                {
                  const IshiLessonRun *r = g_ptr_array_index (read->runs, j);

                  append_run (out, r->kind == ISHI_LESSON_RUN_RUBY ? ISHI_LESSON_RUN_RUBY : run->kind,
                              r->text, r->ruby);
                }
            }
          break;
        case ISHI_LESSON_RUN_BREAK:
        default:
          append_run (out, run->kind, run->text, NULL);
          break;
        }
    }
  return out;
}

static void
reread (IshiLessonParagraph **para, int grade)
{
  IshiLessonParagraph *read = ishi_kanji_readings_for_reader (*para, grade);

  ishi_lesson_paragraph_free (*para);
  *para = read;
}

static void
reread_all (GPtrArray *paragraphs, int grade)
{
  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    reread ((IshiLessonParagraph **) &g_ptr_array_index (paragraphs, i), grade);
}

void
ishi_lesson_set_reader_grade (IshiLesson *lesson, int grade)
{
  g_return_if_fail (lesson != NULL);
  g_return_if_fail (grade == 0 || grade == ISHI_LESSON_GRADE_ADULT || (grade >= 1 && grade <= ISHI_KANJI_GRADES));

  if (grade == 0 || lesson->reader_grade != 0)
    return;
  lesson->reader_grade = grade;
  reread (&lesson->title_runs, grade);
  if (lesson->description_runs != NULL)
    reread (&lesson->description_runs, grade);
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      IshiLessonStep *step = g_ptr_array_index (lesson->steps, i);

      if (step->title_runs != NULL)
        reread (&step->title_runs, grade);
      reread_all (step->text, grade);
      for (guint j = 0; step->sequence != NULL && j < step->sequence->len; j++)
        reread_all (((IshiLessonMove *) g_ptr_array_index (step->sequence, j))->text, grade);
      if (step->task != NULL)
        {
          reread (&step->task->prompt, grade);
          reread_all (step->task->right, grade);
          reread_all (step->task->wrong, grade);
          reread_all (step->task->hint, grade);
        }
    }
}
