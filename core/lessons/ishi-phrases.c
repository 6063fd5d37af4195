/* ishi-phrases.c — see ishi-phrases.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include "ishi-phrases.h"

typedef enum {
  C_NONE,      /* the text's ends */
  C_SPACE,
  C_HARD,      /* a line separator */
  C_OPEN,      /* 「（『… */
  C_CLOSE,     /* 」）』、。！？… */
  C_HIRA,
  C_KATA,      /* with ー */
  C_KANJI,     /* with 々 〆 〇 */
  C_ALNUM,     /* letters and digits */
  C_GLUE,      /* the marks glued to them (3.5, a-b, 50%, "2. ") */
  C_OTHER,     /* ①, ×, ○, →… */
} Class;

#define WORD_JOINER 0x2060

static gboolean
in_list (const char *list, gunichar c)
{
  for (const char *p = list; *p; p = g_utf8_next_char (p))
    if (g_utf8_get_char (p) == c)
      return TRUE;
  return FALSE;
}

static Class
class_of (gunichar c)
{
  GUnicodeScript script;

  if (c == ' ' || c == 0x3000 || c == '\t')
    return C_SPACE;
  if (c == '\n' || c == 0x2028 || c == 0x2029)
    return C_HARD;
  if (in_list ("「『（［｛〔〈《【〘〖“‘([{", c))
    return C_OPEN;
  if (in_list ("」』）］｝〕〉》】〙〗”’)]}、。，．！？!?‼⁇⁈⁉…‥・：；", c))
    return C_CLOSE;
  if (c == 0x30FC /* ー */ || c == 0xFF70)
    return C_KATA;
  if (c == 0x3005 /* 々 */ || c == 0x3006 /* 〆 */ || c == 0x3007 /* 〇 */)
    return C_KANJI;
  script = g_unichar_get_script (c);
  if (script == G_UNICODE_SCRIPT_HIRAGANA)
    return C_HIRA;
  if (script == G_UNICODE_SCRIPT_KATAKANA)
    return C_KATA;
  if (script == G_UNICODE_SCRIPT_HAN)
    return C_KANJI;
  if (g_unichar_isalnum (c))
    return C_ALNUM;
  if (c < 0x80 && g_ascii_ispunct (c))
    return C_GLUE;
  return C_OTHER;
}

static gboolean
is_japanese (Class k)
{
  return k == C_HIRA || k == C_KATA || k == C_KANJI;
}

/* The characters of `text` with their classes and offsets, word joiners
 * left out. */
typedef struct {
  gsize offset;
  Class k;
  gunichar c;
} Char;

static GArray *
chars_of (const char *text, gssize length)
{
  const char *end = text + (length < 0 ? (gssize) strlen (text) : length);
  GArray *chars = g_array_new (FALSE, FALSE, sizeof (Char));

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      Char ch = { p - text, class_of (c), c };

      if (c != WORD_JOINER)
        g_array_append_val (chars, ch);
    }
  return chars;
}

/* Text written in words: a space between two Japanese words (いしを
 * 2こ とったよ); not the spaces that set letters and digits apart in
 * text without them (だから h の線, あと 1 手), nor the one after a
 * list's "2.". */
static gboolean
spaced (GArray *chars)
{
  for (guint i = 1; i + 1 < chars->len; i++)
    if (g_array_index (chars, Char, i).k == C_SPACE && is_japanese (g_array_index (chars, Char, i - 1).k)
        && is_japanese (g_array_index (chars, Char, i + 1).k))
      return TRUE;
  return FALSE;
}

gboolean
ishi_phrases_spaced (const char *text, gssize length)
{
  g_autoptr (GArray) chars = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  chars = chars_of (text, length);
  return spaced (chars);
}

/* The last kana of a verb's stem (its 連用形: 取り, 打ち, 詰め, おわり,
 * すき): the i- and e-row kana. */
#define STEM_ENDS "きぎしじちびみりえけげせぜねべめれ"

/* Whether the kana `a` before the kanji `b` is inside a word, not a
 * phrase's end: か所 (一か所, 13か所); one kana between two kanji that
 * is the stem's okurigana of a compound verb or of a noun made from a
 * verb (取り返す, 打ち込む, 書き出す, 持ち時間, 引き分け, 読み込み,
 * 受け付け, 詰め連珠, 死に石); a verb's stem in kana before the kanji
 * that makes a noun of it, 方 (the way of: おわり方, やり方) or 間 (すき間),
 * as children's texts write them; not an adjective's い (弱い方, 遠い点),
 * nor 同じ or 少し (同じ点, 少し待つ), phrases of their own.  (`before`
 * is the character before `a`, of class `before_class`.) */
static gboolean
inside_word (Class before_class, gunichar before, gunichar a, gunichar b)
{
  if (a == 0x304B /* か */ && b == 0x6240 /* 所 */)
    return TRUE;
  if (before_class == C_HIRA && (b == 0x65B9 /* 方 */ || b == 0x9593 /* 間 */))
    return in_list (STEM_ENDS, a);
  if (before_class != C_KANJI)
    return FALSE;
  if (a == 0x3044 /* い */)
    return !in_list ("赤青白黒高安低長短強弱近遠広狭古早速遅重軽深浅太細丸若悪良濃薄暑寒熱痛辛甘苦暗固硬堅鋭鈍多無偉怖色角", before);
  if ((a == 0x3058 /* じ */ && before == 0x540C /* 同 */) || (a == 0x3057 /* し */ && before == 0x5C11 /* 少 */))
    return FALSE;
  return in_list (STEM_ENDS, a) || (a == 0x306B /* に */ && before == 0x6B7B /* 死 */);
}

/* May a line break between the characters `a` and `b` (`before` the one
 * before `a`, NULL at the start)? */
static gboolean
may_break (const Char *before_char, const Char *a_char, const Char *b_char, gboolean in_words)
{
  Class before = before_char != NULL ? before_char->k : C_NONE, a = a_char->k, b = b_char->k;

  if (a == C_HARD || b == C_HARD)
    return TRUE;    /* the line ends there anyway: no phrase runs across */
  if (b == C_SPACE)
    return FALSE;   /* a space ends its line */
  /* After a space, but not between letters or digits and the kana or
   * kanji they go with: e9 でふせぎました, h の線, あと 1 手. */
  if (a == C_SPACE)
    return !((before == C_ALNUM || before == C_GLUE) && is_japanese (b));
  if (a == C_CLOSE)
    return b != C_CLOSE;
  if (b == C_OPEN)
    return a != C_OPEN;
  /* Between phrases of text without spaces: a word's kana ending (or a
   * particle) before the next word; not the polite お or ご that begins
   * a word (お友だち), nor a kana inside a word (取り返す). */
  return !in_words && a == C_HIRA && (b == C_KANJI || b == C_KATA || b == C_ALNUM || b == C_OTHER)
         && !((a_char->c == 0x304A /* お */ || a_char->c == 0x3054 /* ご */) && before != C_HIRA)
         && !(b == C_KANJI && inside_word (before, before_char != NULL ? before_char->c : 0, a_char->c, b_char->c));
}

GArray *
ishi_phrases_breaks (const char *text, gssize length)
{
  g_autoptr (GArray) chars = NULL;
  GArray *breaks = g_array_new (FALSE, FALSE, sizeof (gsize));
  gboolean in_words;

  g_return_val_if_fail (text != NULL, breaks);
  chars = chars_of (text, length);
  in_words = spaced (chars);
  for (guint i = 1; i < chars->len; i++)
    {
      const Char *a = &g_array_index (chars, Char, i - 1), *b = &g_array_index (chars, Char, i);
      const Char *before = i >= 2 ? &g_array_index (chars, Char, i - 2) : NULL;

      if (may_break (before, a, b, in_words))
        g_array_append_val (breaks, b->offset);
    }
  return breaks;
}
