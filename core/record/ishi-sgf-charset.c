/* ishi-sgf-charset.c — the SGF reader's character sets: the sets Ishi
 * knows and their names, a tree's CA found before its values are split,
 * the file's set guessed when none is given, and values decoded to UTF-8
 * (only those with bytes above 0x7F go through iconv).  And the text as a
 * whole before it is read: binary data or noise refused, byte-order marks
 * and UTF-16, zero bytes, a first game in a stateful set decoded whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-sgf-parser.h"

#ifdef G_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>   /* madvise */
#include <sys/stat.h>
#include <unistd.h>
#endif


const Encoding ishi_sgf_enc_utf8 = { "UTF-8", "UTF-8", LEAD_NONE, FALSE };
/* glibc's SHIFT_JIS maps 0x5C to ¥ and 0x7E to ‾; CP932 keeps them ASCII
 * and adds the NEC and IBM characters real files hold. */
const Encoding ishi_sgf_enc_sjis = { "Shift_JIS", "CP932", LEAD_SJIS, FALSE };
static const Encoding enc_eucjp = { "EUC-JP", "EUC-JP", LEAD_NONE, FALSE };
/* Files that say GB2312 are very often GBK; GB18030 holds both. */
const Encoding ishi_sgf_enc_gb = { "GB18030", "GB18030", LEAD_DBCS, FALSE };
const Encoding ishi_sgf_enc_big5 = { "Big5", "CP950", LEAD_DBCS, FALSE };
static const Encoding enc_big5hk = { "Big5-HKSCS", "BIG5-HKSCS", LEAD_DBCS, FALSE };
/* CP949 (UHC) is EUC-KR plus the rest of the Hangul syllables. */
const Encoding ishi_sgf_enc_kr = { "EUC-KR", "CP949", LEAD_DBCS, FALSE };
const Encoding ishi_sgf_enc_latin1 = { "ISO-8859-1", "ISO-8859-1", LEAD_NONE, FALSE };
const Encoding ishi_sgf_enc_cp1252 = { "windows-1252", "WINDOWS-1252", LEAD_NONE, FALSE };

static const struct {
  const char *alias;   /* upper case, letters and digits only */
  const Encoding *encoding;
} encoding_aliases[] = {
  { "UTF8", &ishi_sgf_enc_utf8 },
  { "SHIFTJIS", &ishi_sgf_enc_sjis }, { "SJIS", &ishi_sgf_enc_sjis }, { "MSKANJI", &ishi_sgf_enc_sjis },
  { "CP932", &ishi_sgf_enc_sjis }, { "MS932", &ishi_sgf_enc_sjis }, { "WINDOWS31J", &ishi_sgf_enc_sjis },
  { "XSJIS", &ishi_sgf_enc_sjis }, { "CSSHIFTJIS", &ishi_sgf_enc_sjis }, { "SHIFTJIS2004", &ishi_sgf_enc_sjis },
  { "EUCJP", &enc_eucjp }, { "XEUCJP", &enc_eucjp }, { "CSEUCPKDFMTJAPANESE", &enc_eucjp },
  { "GB2312", &ishi_sgf_enc_gb }, { "GBK", &ishi_sgf_enc_gb }, { "CP936", &ishi_sgf_enc_gb }, { "MS936", &ishi_sgf_enc_gb },
  { "WINDOWS936", &ishi_sgf_enc_gb }, { "GB18030", &ishi_sgf_enc_gb }, { "EUCCN", &ishi_sgf_enc_gb },
  { "XGBK", &ishi_sgf_enc_gb }, { "CSGB2312", &ishi_sgf_enc_gb }, { "CHINESE", &ishi_sgf_enc_gb }, { "GB231280", &ishi_sgf_enc_gb },
  { "BIG5", &ishi_sgf_enc_big5 }, { "CP950", &ishi_sgf_enc_big5 }, { "XXBIG5", &ishi_sgf_enc_big5 }, { "CSBIG5", &ishi_sgf_enc_big5 },
  { "BIG5HKSCS", &enc_big5hk },
  { "EUCKR", &ishi_sgf_enc_kr }, { "KSC5601", &ishi_sgf_enc_kr }, { "KSC56011987", &ishi_sgf_enc_kr },
  { "KSC56011989", &ishi_sgf_enc_kr }, { "CP949", &ishi_sgf_enc_kr }, { "UHC", &ishi_sgf_enc_kr },
  { "WINDOWS949", &ishi_sgf_enc_kr }, { "KOREAN", &ishi_sgf_enc_kr }, { "CSEUCKR", &ishi_sgf_enc_kr },
  { "ISO88591", &ishi_sgf_enc_latin1 }, { "LATIN1", &ishi_sgf_enc_latin1 }, { "L1", &ishi_sgf_enc_latin1 },
  { "WINDOWS1252", &ishi_sgf_enc_cp1252 }, { "CP1252", &ishi_sgf_enc_cp1252 },
};

/* Sets where ASCII bytes may stand inside a character, so that no byte can
 * be trusted to be '[' or ']' until the text is decoded. */
const char *const ishi_sgf_stateful_sets[ISHI_SGF_N_STATEFUL_SETS] = {
  "ISO2022JP", "ISO2022JP1", "ISO2022JP2", "ISO2022JP3", "ISO2022KR",
  "ISO2022CN", "ISO2022CNEXT", "HZGB2312", "HZ", "UTF7",
};

/* A file whose CA could be read as ASCII is not in one of these, whatever
 * it says (UTF-16 itself is found by its byte-order mark or zero bytes). */
static gboolean
is_wide_set (const char *key)
{
  return g_str_has_prefix (key, "UTF16") || g_str_has_prefix (key, "UTF32")
         || g_str_has_prefix (key, "UCS2") || g_str_has_prefix (key, "UCS4");
}

char *
ishi_sgf_normalise_charset (const char *name)
{
  GString *s = g_string_new (NULL);

  for (const char *c = name; *c != '\0'; c++)
    if (g_ascii_isalnum (*c))
      g_string_append_c (s, g_ascii_toupper (*c));
  return g_string_free (s, FALSE);
}

/* --- converters kept open between files ---------------------------------
 *
 * Opening an iconv converter loads glibc's module for its set (a dlopen),
 * and closing the last one of a set unloads it a little later; a tool
 * that reads thousands of records in a few sets paid a dlopen and a
 * dlclose for many of them (a tenth of `ishi-tool replay` on the mixed
 * records of bench-files.sh).  So a converter given back is kept, reset,
 * for the next reader that asks for the same set.  This pool is the
 * reader's one shared state: it holds no record's data, only converters
 * in their initial state, behind a lock, and at most POOL_SIZE of them
 * (the rest are closed). */

#define POOL_SIZE 16

static struct {
  char *from;
  GIConv cd;
} pool[POOL_SIZE];
static guint pool_len;
G_LOCK_DEFINE_STATIC (pool);

/* A converter from `from` to UTF-8 in its initial state, the caller's
 * until given back; (GIConv) -1 when iconv does not know the set. */
GIConv
ishi_sgf_converter_take (const char *from)
{
  GIConv cd = (GIConv) -1;

  G_LOCK (pool);
  for (guint i = 0; i < pool_len; i++)
    if (strcmp (pool[i].from, from) == 0)
      {
        cd = pool[i].cd;
        g_free (pool[i].from);
        pool[i] = pool[--pool_len];
        break;
      }
  G_UNLOCK (pool);
  if (cd == (GIConv) -1)
    return g_iconv_open ("UTF-8", from);
  return cd;
}

void
ishi_sgf_converter_give (const char *from, GIConv cd)
{
  if (cd == (GIConv) -1)
    return;
  /* back to the initial state: no shift state is carried to the next */
  g_iconv (cd, NULL, NULL, NULL, NULL);
  G_LOCK (pool);
  if (pool_len < POOL_SIZE)
    {
      pool[pool_len].from = g_strdup (from);
      pool[pool_len].cd = cd;
      pool_len++;
      cd = (GIConv) -1;
    }
  G_UNLOCK (pool);
  if (cd != (GIConv) -1)
    g_iconv_close (cd);
}

gboolean
ishi_sgf_iconv_supports (const char *name)
{
  GIConv cd = ishi_sgf_converter_take (name);

  if (cd == (GIConv) -1)
    return FALSE;
  ishi_sgf_converter_give (name, cd);
  return TRUE;
}

/* --- decoding values ---------------------------------------------------- */

/* Whether `n` bytes are valid UTF-8, taking eight ASCII bytes at a time. */
static gboolean
utf8_valid (const guchar *s,
            gsize         n)
{
  gsize i = 0;

  while (i < n)
    {
      if (i + 8 <= n)
        {
          guint64 w;

          memcpy (&w, s + i, 8);
          if ((w & G_GUINT64_CONSTANT (0x8080808080808080)) == 0)
            {
              i += 8;
              continue;
            }
        }
      if (s[i] < 0x80)
        {
          i++;
          continue;
        }
      {
        /* one non-ASCII stretch, up to the next ASCII byte */
        gsize j = i;
        const char *end;

        while (j < n && s[j] >= 0x80)
          j++;
        if (!g_utf8_validate ((const char *) s + i, j - i, &end))
          return FALSE;
        i = j;
      }
    }
  return TRUE;
}

static GIConv
converter_for (Parser         *p,
               const Encoding *encoding)
{
  if (p->cd_encoding != encoding)
    {
      if (p->cd_encoding != NULL)
        ishi_sgf_converter_give (p->cd_from, p->cd);
      p->cd_from = encoding->iconv;
      p->cd = ishi_sgf_converter_take (encoding->iconv);
      p->cd_encoding = encoding;
      if (p->cd == (GIConv) -1)
        {
          /* checked before a set is used, so this should not happen */
          p->cd_from = "ISO-8859-1";
          p->cd = ishi_sgf_converter_take (p->cd_from);
        }
    }
  return p->cd;
}

/* Decodes with iconv, putting U+FFFD for each byte it cannot read.  Sets
 * *bad when that happened. */
char *
ishi_sgf_convert_lenient (GIConv        cd,
                 LeadScheme    lead,
                 const guchar *s,
                 gsize         n,
                 gboolean     *bad)
{
  GString *out = g_string_sized_new (n + n / 2 + 4);
  char *in = (char *) s;
  gsize in_left = n;
  char buffer[1024];

  g_iconv (cd, NULL, NULL, NULL, NULL);
  for (;;)
    {
      char *o = buffer;
      gsize o_left = sizeof buffer;
      gsize r;

      if (in_left > 0)
        r = g_iconv (cd, &in, &in_left, &o, &o_left);
      else
        r = g_iconv (cd, NULL, NULL, &o, &o_left);  /* flush a shift state */
      g_string_append_len (out, buffer, o - buffer);
      if (r == (gsize) -1)
        {
          if (errno == E2BIG)
            continue;
          /* EILSEQ, or EINVAL for a character cut short at the end */
          if (in_left == 0)
            break;
          g_string_append (out, "\xEF\xBF\xBD");
          /* a bad pair goes as one, as the value was split: its second
           * byte may be ']' or '\\' and must not come out alone */
          if (is_lead (lead, (guchar) *in) && in_left >= 2)
            {
              in++;
              in_left--;
            }
          in++;
          in_left--;
          if (bad)
            *bad = TRUE;
          g_iconv (cd, NULL, NULL, NULL, NULL);
          continue;
        }
      if (in_left == 0 && o == buffer)
        break;
    }
  return g_string_free (out, FALSE);
}

static const Encoding *guess_encoding (Parser *p);

/* The last guard of "a value read is a value written back the same": after
 * decoding, a ']' must still be escaped and the value must not end in an
 * escaping '\'.  Decoding as the value was split keeps this true; a
 * decoder that pairs bytes otherwise (a guessed set, U+FFFD for bad bytes)
 * could break it, and this puts it right.  Takes `text`. */
static char *
escapes_fixed (char *text)
{
  GString *out = NULL;
  const char *s = text;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '\\' && c[1] != '\0')
        {
          c++;
          continue;
        }
      if (*c == ']' || (*c == '\\' && c[1] == '\0'))
        {
          if (out == NULL)
            out = g_string_new (NULL);
          g_string_append_len (out, s, c - s);
          g_string_append_c (out, '\\');
          s = c;
        }
    }
  if (out == NULL)
    return text;
  g_string_append (out, s);
  g_free (text);
  return g_string_free (out, FALSE);
}

/* The UTF-8 text of one raw value of the current tree, when it has bytes
 * above 0x7F (newly allocated). */
static char *
decode_high (Parser       *p,
             const guchar *s,
             gsize         n,
             gsize         offset)
{
  gboolean bad = FALSE;
  char *text;

  if (p->forced || p->encoding == &ishi_sgf_enc_utf8)
    {
      const Encoding *fallback;

      if (utf8_valid (s, n))
        return g_strndup ((const char *) s, n);
      /* Not UTF-8 after all: most often a legacy file that says CA[UTF-8]
       * or says nothing.  Read this value as the file's likely set. */
      fallback = p->forced ? NULL : guess_encoding (p);
      if (fallback != NULL && fallback != &ishi_sgf_enc_utf8)
        {
          if (!p->tree_invalid_warned)
            ishi_sgf_warn_at (p, offset, _("This text is not valid UTF-8; it was read as %s"),
                     fallback->name);
          p->tree_invalid_warned = TRUE;
          return escapes_fixed (ishi_sgf_convert_lenient (converter_for (p, fallback), LEAD_NONE,
                                                 s, n, NULL));
        }
      if (!p->tree_invalid_warned)
        ishi_sgf_warn_at (p, offset, _("This text is not valid UTF-8; the bad bytes were replaced"));
      p->tree_invalid_warned = TRUE;
      return escapes_fixed (g_utf8_make_valid ((const char *) s, n));
    }

  text = escapes_fixed (ishi_sgf_convert_lenient (converter_for (p, p->encoding), p->encoding->lead,
                                         s, n, &bad));
  if (bad && !p->tree_invalid_warned)
    {
      ishi_sgf_warn_at (p, offset, _("This text is not valid %s; the bad bytes were replaced"),
               p->encoding->name);
      p->tree_invalid_warned = TRUE;
    }
  return text;
}

/* The same, in the arena; ASCII, the usual case, is copied as it is. */
char *
ishi_sgf_decode_value (Parser       *p,
              const guchar *s,
              gsize         n,
              gboolean      high,
              gsize         offset)
{
  char *text, *copy;

  if (!high)
    return ishi_sgf_arena_strndup (p->arena, (const char *) s, n);
  text = decode_high (p, s, n, offset);
  copy = ishi_sgf_arena_strndup (p->arena, text, strlen (text));
  g_free (text);
  return copy;
}

/* --- guessing a character set ------------------------------------------- */

/* Characters that are frequent in Go records and in ordinary Japanese,
 * Chinese (both scripts) and Korean text.  A wrong decoding turns
 * double-byte text into valid but rare characters; a right one hits these
 * often.  Shared ideographs favour no one. */
static const char frequent_characters[] =
  /* Go words: Japanese, simplified and traditional Chinese */
  "黒白先番勝負中押目半手局段碁囲名人本因坊戦期第回決定日棋院時間分秒解説対図変化"
  "黑胜负围战赛届杯劫打吃死活变线步角边圍戰賽屆盃勝負"
  /* frequent Chinese characters, simplified and traditional */
  "的一是不了在有我他这个们来上大为和国地到以说要就出会可也你对生能而子那得于着下自之年过发后"
  "作里用道行所然家种事成方多经么去法学如都同现当没动面起看天还进好小部其些主样理心她前开但因只从想实"
  "這個們來為國說時會對於著過發後裡種經麼學現當沒動還進樣"
  /* Korean syllables, frequent ones and Go words */
  "이의다는에가하고지을를리기사로도한서자대으수어시나아일정그전게해적보인경요만상것들있국부주제구면장성라"
  "여없되마우연세동유과와소화현생진방원비위후계공신흑백바둑승패집반단";

/* frequent_characters as a set of the Basic Multilingual Plane's code
 * points, one bit each (8 KiB): made once (a constant afterwards, shared
 * by every reader), so that scoring a guess costs a lookup per character
 * and not a search. */
static const guint8 *
frequent_set (void)
{
  static guint8 *table;

  if (g_once_init_enter (&table))
    {
      guint8 *t = g_new0 (guint8, 65536 / 8);

      for (const char *c = frequent_characters; *c; c = g_utf8_next_char (c))
        {
          gunichar ch = g_utf8_get_char (c);

          if (ch < 65536)
            t[ch >> 3] |= (guint8) (1u << (ch & 7));
        }
      g_once_init_leave (&table, t);
    }
  return table;
}

static inline gboolean
is_frequent (const guint8 *set, gunichar ch)
{
  return ch < 65536 && (set[ch >> 3] >> (ch & 7)) & 1;
}

static int
score_text (const char     *text,
            const guint8   *frequent,
            gboolean        latin)
{
  int score = 0;
  gunichar prev = ' ';
  gunichar ch;

  if (*text == '\0')
    return 0;
  /* each character decoded once, as `next`, then kept as `ch` (the
   * sample is mostly ASCII: those bytes are taken as they are) */
  ch = g_utf8_get_char (text);
  for (const char *s = text; *s != '\0'; s = g_utf8_next_char (s))
    {
      const char *after = g_utf8_next_char (s);
      gunichar next = *after == '\0' ? ' '
                      : (guchar) *after < 0x80 ? (gunichar) *after : g_utf8_get_char (after);

      if (ch < 0x80)
        ;
      else if (latin)
        {
          /* An accented letter between ASCII letters is a European name;
           * runs of them are CJK bytes read one by one. */
          if (ch >= 0xC0 && ch <= 0xFF && ch != 0xD7 && ch != 0xF7)
            score += (g_ascii_isalpha (prev < 0x80 ? (char) prev : ' ')
                      || g_ascii_isalpha (next < 0x80 ? (char) next : ' ')) ? 2 : -1;
          else
            score -= 1;
        }
      else if (is_frequent (frequent, ch))
        score += 3;
      else if (ch >= 0x3041 && ch <= 0x309F)   /* hiragana */
        score += 3;
      else if (ch >= 0x30A0 && ch <= 0x30FF)   /* katakana */
        score += 2;
      else if (ch >= 0x4E00 && ch <= 0x9FFF)   /* CJK ideographs */
        score += 1;
      else if (ch >= 0xAC00 && ch <= 0xD7A3)   /* Hangul syllables */
        score += 1;
      else if ((ch >= 0x3000 && ch <= 0x303F) || (ch >= 0xFF01 && ch <= 0xFF60))
        score += 1;                            /* CJK and full-width punctuation */
      else if (ch >= 0xFF61 && ch <= 0xFF9F)   /* half-width katakana */
        score -= 1;
      else
        score -= 3;
      prev = ch;
      ch = next;
    }
  return score;
}

/* The file's bytes around every non-ASCII stretch (with one byte before,
 * for context, and the trail byte after), at most 64 KiB of them. */
static GByteArray *
detection_sample (const guchar *d,
                  gsize         n)
{
  GByteArray *sample = g_byte_array_new ();
  gsize i = 0;

  while (i < n && sample->len < 65536)
    {
      gsize start, end;

      if (d[i] < 0x80)
        {
          i++;
          continue;
        }
      start = i > 0 ? i - 1 : 0;
      end = i;
      /* a stretch: high bytes, each possibly followed by an ASCII trail */
      while (end < n && d[end] >= 0x80)
        {
          end++;
          if (end < n && d[end] < 0x80 && d[end] >= 0x40 && end + 1 < n && d[end + 1] >= 0x80)
            end++;
        }
      if (end < n)
        end++;
      if (start > 0 && d[start] >= 0x40 && d[start] < 0x80)
        start++;   /* could be a trail byte of something we did not take */
      g_byte_array_append (sample, d + start, end - start);
      g_byte_array_append (sample, (const guint8 *) " ", 1);
      i = end;
    }
  return sample;
}

static const Encoding *
guess_from_bytes (const guchar *d,
                  gsize         n)
{
  static const Encoding *const candidates[] = {
    &ishi_sgf_enc_sjis, &ishi_sgf_enc_gb, &ishi_sgf_enc_kr, &ishi_sgf_enc_big5, &ishi_sgf_enc_cp1252,
  };
  g_autoptr(GByteArray) sample = detection_sample (d, n);
  const guint8 *frequent;
  const Encoding *best = &ishi_sgf_enc_latin1;
  int best_score = G_MININT;

  if (sample->len == 0)
    return &ishi_sgf_enc_utf8;
  frequent = frequent_set ();

  for (gsize k = 0; k < G_N_ELEMENTS (candidates); k++)
    {
      g_autofree char *text = NULL;
      int score;

      GIConv cd = ishi_sgf_converter_take (candidates[k]->iconv);

      if (cd == (GIConv) -1)
        continue;
      /* A byte the set cannot read costs that set (U+FFFD scores low)
       * but does not rule it out: one stray byte in a long text in GBK
       * (a character cut short, a byte of another set pasted in) made
       * windows-1252 the only set left, and every comment garbled. */
      text = ishi_sgf_convert_lenient (cd, candidates[k]->lead, sample->data, sample->len, NULL);
      ishi_sgf_converter_give (candidates[k]->iconv, cd);
      if (text == NULL)
        continue;
      score = score_text (text, frequent, candidates[k] == &ishi_sgf_enc_cp1252);
      if (score > best_score)
        {
          best_score = score;
          best = candidates[k];
        }
    }
  return best;
}

const char *
ishi_sgf_guess_iconv (const guchar *d,
                      gsize         n)
{
  if (g_utf8_validate ((const char *) d, (gssize) n, NULL))
    return ishi_sgf_enc_utf8.iconv;
  return guess_from_bytes (d, n)->iconv;
}

const char *
ishi_sgf_guess_charset (const guchar *d,
                        gsize         n)
{
  if (g_utf8_validate ((const char *) d, (gssize) n, NULL))
    return ishi_sgf_enc_utf8.name;
  return guess_from_bytes (d, n)->name;
}

/* One of the sets Ishi knows by name (an alias: "gbk", "SJIS", "cp1252"),
 * or NULL. */
static const Encoding *
known_encoding (const char *name)
{
  g_autofree char *key = ishi_sgf_normalise_charset (name);

  for (gsize k = 0; k < G_N_ELEMENTS (encoding_aliases); k++)
    if (strcmp (key, encoding_aliases[k].alias) == 0)
      return encoding_aliases[k].encoding;
  return NULL;
}

const char *
ishi_sgf_charset_name (const char *name)
{
  const Encoding *e;

  g_return_val_if_fail (name != NULL, NULL);
  e = known_encoding (name);
  return e ? e->name : NULL;
}

char *
ishi_sgf_decode_charset (const char *name, const guchar *d, gsize n, gboolean *bad)
{
  const Encoding *e = known_encoding (name);
  GIConv cd;
  char *text;

  g_return_val_if_fail (e != NULL, NULL);
  if (e == &ishi_sgf_enc_utf8)
    {
      if (g_utf8_validate ((const char *) d, (gssize) n, NULL))
        return g_strndup ((const char *) d, n);
      if (bad)
        *bad = TRUE;
      return g_utf8_make_valid ((const char *) d, (gssize) n);
    }
  cd = ishi_sgf_converter_take (e->iconv);
  if (cd == (GIConv) -1)
    {
      if (bad)
        *bad = TRUE;
      return g_utf8_make_valid ((const char *) d, (gssize) n);
    }
  text = ishi_sgf_convert_lenient (cd, e->lead, d, n, bad);
  ishi_sgf_converter_give (e->iconv, cd);
  return text;
}

/* The character set of text with no CA: UTF-8 if the whole file is valid
 * UTF-8, else the likeliest legacy set.  Worked out once per file. */
static const Encoding *
guess_encoding (Parser *p)
{
  if (p->file_utf8 < 0)
    {
      /* in blocks, each given back once checked when the file is mapped
       * (a block ends at an ASCII byte, where no character is cut) */
      const gsize block = 4 << 20;
      gsize i = 0;

      p->file_utf8 = TRUE;
      while (i < p->length && p->file_utf8)
        {
          gsize end = p->release ? MIN (i + block, p->length) : p->length;

          while (end < p->length && p->data[end] >= 0x80)
            end++;
          p->file_utf8 = utf8_valid (p->data + i, end - i);
          ishi_sgf_release_pages (p, MAX (i, p->cursor.offset + (1 << 16)), end);
          i = end;
        }
    }
  if (p->file_utf8)
    return &ishi_sgf_enc_utf8;
  if (p->guessed == NULL)
    p->guessed = guess_from_bytes (p->data, p->length);
  return p->guessed;
}

/* --- the CA of a tree, before its values are read ----------------------- */

/* Looks for CA in the first node of the game tree that starts at `i` (just
 * after its '(').  The character set is not known yet, so escapes are
 * ambiguous: in Shift_JIS, GBK or Big5 a '\' right before ']' is usually
 * the second half of a character, not an escape.  With `escapes` FALSE a
 * value ends at the first ']' whatever stands before it; with TRUE, "\]"
 * does not end it (right for UTF-8 and for every file Ishi writes).
 * Returns the value or NULL. */
static char *
scan_for_charset (const guchar *d,
                  gsize         n,
                  gsize         i,
                  gboolean      escapes,
                  gsize        *end)
{
  gboolean in_node = FALSE;
  char *found = NULL;

  while (i < n)
    {
      guchar c = d[i];

      if (c == '[')
        {
          /* a value: up to ']', or past "\\]" too when escapes count */
          i++;
          if (!escapes)
            {
              const guchar *close = memchr (d + i, ']', n - i);

              i = close != NULL ? (gsize) (close - d) : n;
            }
          else
            while (i < n && d[i] != ']')
              i += d[i] == '\\' ? 2 : 1;
          if (i >= n)
            break;
          i++;
        }
      else if (c == ')')
        break;   /* the end of this tree: never look into the next */
      else if (c == ';' || c == '(')
        {
          if (in_node)
            break;
          in_node = c == ';';
          i++;
        }
      else if (g_ascii_isalpha (c))
        {
          char id[3] = { 0, 0, 0 };
          guint n_upper = 0;
          gboolean long_id = FALSE;
          gsize close;

          in_node = TRUE;  /* a node without ';' (Nihon Ki-in) */
          while (i < n && g_ascii_isalpha (d[i]))
            {
              if (g_ascii_isupper (d[i]))
                {
                  if (n_upper < 2)
                    id[n_upper] = d[i];
                  else
                    long_id = TRUE;
                  n_upper++;
                }
              i++;
            }
          while (i < n && g_ascii_isspace (d[i]))
            i++;
          if (found != NULL || long_id || strcmp (id, "CA") != 0 || i >= n || d[i] != '[')
            continue;
          /* a character set name is plain ASCII, with no escape in it */
          for (close = i + 1; close < n && d[close] != ']'; close++)
            ;
          if (close < n)
            {
              found = g_strndup ((const char *) d + i + 1, close - i - 1);
              g_strstrip (found);
            }
        }
      else
        i++;
    }
  if (end != NULL)
    *end = MIN (i, n);
  return found;
}

/* The CA of a tree.  The escape-blind reading is safe for every set and
 * marks where the root ends; within that stretch, a reading where escapes
 * count is preferred, since a well-formed value may hold the text "CA[" after
 * a "\\]" (any file Ishi writes can).  Each tree costs the length of its
 * root, so a file of many trees is read in linear time. */
char *
ishi_sgf_find_charset (const guchar *d,
              gsize         n,
              gsize         i)
{
  gsize end = n;
  g_autofree char *blind = scan_for_charset (d, n, i, FALSE, &end);
  char *escaped;

  /* without a backslash in the root, both readings are the same */
  if (end <= i || memchr (d + i, '\\', end - i) == NULL)
    return g_steal_pointer (&blind);
  escaped = scan_for_charset (d, end, i, TRUE, NULL);
  return escaped != NULL ? escaped : g_steal_pointer (&blind);
}

/* The set a CA value names, or NULL when iconv does not know it. */
static const Encoding *
encoding_for_charset (Parser     *p,
                      const char *charset)
{
  g_autofree char *key = ishi_sgf_normalise_charset (charset);
  Encoding *made;

  for (gsize k = 0; k < G_N_ELEMENTS (encoding_aliases); k++)
    if (strcmp (key, encoding_aliases[k].alias) == 0)
      return encoding_aliases[k].encoding;
  if (*key == '\0' || !ishi_sgf_iconv_supports (charset))
    return NULL;

  made = g_new0 (Encoding, 1);
  made->name = g_strdup (charset);
  made->iconv = g_strdup (charset);
  made->lead = LEAD_NONE;
  for (gsize k = 0; k < G_N_ELEMENTS (ishi_sgf_stateful_sets); k++)
    if (strcmp (key, ishi_sgf_stateful_sets[k]) == 0)
      made->whole_file = TRUE;
  g_ptr_array_add (p->owned_encodings, made);
  return made;
}

void
ishi_sgf_encoding_free (Encoding *e)
{
  g_free ((char *) e->name);
  g_free ((char *) e->iconv);
  g_free (e);
}

/* The end of the game tree whose '(' is at `open` (just after its ')', or
 * the end of the data), its values found as in UTF-8 (only a '\\'
 * escapes, no byte of a character is ASCII); 0 as soon as a byte shows
 * that the tree is not UTF-8 (the usual case for a legacy set's text,
 * found at its first character). */
static gsize
tree_end_utf8 (const guchar *d, gsize n, gsize open)
{
  gboolean in_value = FALSE;
  int depth = 0;

  for (gsize i = open; i < n; i++)
    {
      guchar c = d[i];

      if (c >= 0x80)
        {
          gunichar ch = g_utf8_get_char_validated ((const char *) d + i, (gssize) (n - i));

          if (ch == (gunichar) -1 || ch == (gunichar) -2)
            return 0;
          i += (gsize) g_utf8_skip[c] - 1;
        }
      else if (in_value)
        {
          /* an escaped ASCII byte; an escaped character is read as one */
          if (c == '\\' && i + 1 < n && d[i + 1] < 0x80)
            i++;
          else if (c == ']')
            in_value = FALSE;
        }
      else if (c == '[')
        in_value = TRUE;
      else if (c == '(')
        depth++;
      else if (c == ')' && --depth <= 0)
        return i + 1;
    }
  return n;
}

/* Is the game tree whose '(' is at `open`, labelled with a set whose
 * characters take two bytes, the second of which may be ASCII (Shift_JIS,
 * GBK, Big5, UHC: `lead`), valid UTF-8 that the label would misread so
 * that a ']' or a '\\' is taken for the second byte of a character, and a
 * value runs on over the properties after it?  UTF-8 labelled GB2312 is:
 * the last byte of 手 (E6 89 8B) leads, and PB[黑棋手]PW[… is one value.
 * Only the tree's own bytes are looked at, so that the tree read alone
 * later (its span) is read the same. */
static gboolean
tree_misread_utf8 (Parser *p, LeadScheme lead, gsize open)
{
  const guchar *d = p->data;
  gsize end = tree_end_utf8 (d, p->length, open);

  if (end == 0)
    return FALSE;
  for (gsize i = open; i < end; i++)
    {
      if (d[i] != '[')
        continue;
      for (i++; i < end && d[i] != ']'; i++)
        {
          if (d[i] == '\\')
            i++;
          else if (d[i] >= 0x80 && is_lead (lead, d[i]))
            {
              /* a character of the label's, as it would pair the bytes */
              if (i + 1 < end && (d[i + 1] == ']' || d[i + 1] == '\\'))
                return TRUE;
              i++;
            }
        }
    }
  return FALSE;
}

/* Chooses the set of the game tree whose '(' is at `open`. */
void
ishi_sgf_start_tree_encoding (Parser *p,
                     gsize   open)
{
  g_autofree char *charset = NULL;
  const Encoding *e = NULL;

  p->tree_invalid_warned = FALSE;
  p->tree_own_set = FALSE;
  if (p->forced)
    {
      p->encoding = &ishi_sgf_enc_utf8;
      return;
    }
  if (open == p->first_ca_open)
    {
      /* looked for already (ishi_sgf_decode_stateful_start), once */
      charset = g_steal_pointer (&p->first_ca);
      p->first_ca_open = (gsize) -1;
    }
  else
    charset = ishi_sgf_find_charset (p->data, p->length, open + 1);
  if (charset != NULL)
    {
      g_autofree char *key = ishi_sgf_normalise_charset (charset);

      e = is_wide_set (key) ? NULL : encoding_for_charset (p, charset);
      if (e == NULL && is_wide_set (key))
        {
          g_autofree char *shown = ishi_sgf_value_for_message (charset);

          e = guess_encoding (p);
          ishi_sgf_warn_at (p, open, _("The file says it is %s (CA) but is not; the text was read as %s"),
                   shown, e->name);
        }
      else if (e == NULL)
        {
          g_autofree char *shown = ishi_sgf_value_for_message (charset);

          e = guess_encoding (p);
          ishi_sgf_warn_at (p, open, _("Unknown character set “%s” (CA); the text was read as %s"),
                   shown, e->name);
        }
      else if (e->whole_file)
        {
          /* only possible for a later tree: the first was decoded up front */
          ishi_sgf_warn_at (p, open, _("Character set %s is only read for the first game of a file; "
                              "this game was read as UTF-8"), e->name);
          e = &ishi_sgf_enc_utf8;
        }
      else if (e->lead != LEAD_NONE && tree_misread_utf8 (p, e->lead, open))
        {
          g_autofree char *shown = ishi_sgf_value_for_message (charset);

          /* The bytes are valid UTF-8, and reading them as the label says
           * would break the brackets of the properties: the bytes are
           * trusted (issue 53), and the person told. */
          /* TRANSLATORS: %s is the character set the file names in CA (GB2312, Shift_JIS...). */
          ishi_sgf_warn_at (p, open, _("The file says it is %s (CA), but its text is UTF-8, which %s would "
                                       "misread; it was read as UTF-8"), shown, shown);
          e = &ishi_sgf_enc_utf8;
        }
      else
        p->tree_own_set = TRUE;
    }
  else
    {
      e = guess_encoding (p);
      if (e != &ishi_sgf_enc_utf8 && !p->guess_warned)
        {
          ishi_sgf_warn_at (p, open, _("No character set is given (CA); the text was read as %s"),
                   e->name);
          p->guess_warned = TRUE;
        }
    }
  p->encoding = e;
  if (p->collection->encoding == NULL)
    p->collection->encoding = g_strdup (e->name);
}

/* --- the text before it is read --------------------------------------- */

/* Text never holds zero bytes; other files hold many (one byte in 256 of
 * random data, far more in most formats).  The start of the file decides,
 * so that a text file with a damaged, zero-filled end still loads, and a
 * stray zero or two in text (SGFC's test file has one) is not enough.
 * Other control characters do not count: they are legal in values, so the
 * writer may give them back and its output must read again. */
static gboolean
looks_binary (const guchar *d,
              gsize         n)
{
  gsize window = MIN (n, 4096);
  gsize zeros = 0;

  /* Text has no zero byte at all: memchr says so at once. */
  if (memchr (d, 0, window) == NULL)
    return FALSE;
  for (gsize i = 0; i < window; i++)
    if (d[i] == 0)
      zeros++;
  return zeros >= 2 && zeros * 512 > window;
}

/* Random bytes with no zero byte (or too few to count as binary) and no
 * "(;" anywhere: the repairs could still make a "game" of a '(' followed
 * by a capital and a '['.  Text in any character set read here has next
 * to no control characters but tab and line ends; random bytes have one
 * in nine.  A file with no node start and more than one in 64 of its first
 * 4096 bytes such is no game record. */
/* Whether a node start, '(' then ';' with only spaces between, is in the
 * text. */
static gboolean
has_node_start (const guchar *d,
                gsize         n)
{
  for (const guchar *open = memchr (d, '(', n); open != NULL;
       open = memchr (open + 1, '(', n - (open + 1 - d)))
    {
      const guchar *q = open + 1;

      while (q < d + n && g_ascii_isspace (*q))
        q++;
      if (q < d + n && *q == ';')
        return TRUE;
      if (q >= d + n)
        break;
    }
  return FALSE;
}

static gboolean
looks_like_noise (const guchar *d,
                  gsize         n)
{
  gsize window = MIN (n, 4096);
  gsize controls = 0;

  /* Both tests must hold; a record's "(;" is near its start, so that one
   * goes first and a record costs a few bytes here, not 4096. */
  if (has_node_start (d, MIN (n, 64)))
    return FALSE;
  for (gsize i = 0; i < window; i++)
    if ((d[i] < 0x20 && d[i] != '\t' && d[i] != '\n' && d[i] != '\r') || d[i] == 0x7f)
      controls++;
  /* text ends here, before the whole file is looked through */
  if (controls * 64 <= window)
    return FALSE;
  return !has_node_start (d, n);
}

/* Text in a set where ASCII bytes may be parts of characters, or with a
 * byte-order mark: decoded whole before anything else. */
static char *
decode_whole (const guchar *d,
              gsize         n,
              const char   *charset,
              gboolean     *bad)
{
  GIConv cd = ishi_sgf_converter_take (charset);
  char *text;

  if (cd == (GIConv) -1)
    return NULL;
  text = ishi_sgf_convert_lenient (cd, LEAD_NONE, d, n, bad);
  ishi_sgf_converter_give (charset, cd);
  return text;
}

/* The first zero byte, looked for in blocks that are given back once
 * searched when the file is mapped. */
static const guchar *
find_zero (Parser       *p,
           const guchar *d,
           gsize         n)
{
  const gsize block = 4 << 20;

  for (gsize i = 0; i < n; i += block)
    {
      gsize len = MIN (block, n - i);
      const guchar *z = memchr (d + i, '\0', len);

      if (z != NULL)
        return z;
      if (i > 0)
        ishi_sgf_release_pages (p, i, i + len);
    }
  return NULL;
}

/* Byte-order marks, and UTF-16 without one ("(" then a zero byte): a UTF-8
 * mark is stepped over; UTF-16 is decoded whole into `*decoded`, which then
 * becomes the text.  Returns the set so settled, or NULL. */
const char *
ishi_sgf_read_byte_order (const guchar **text,
                          gsize         *length,
                          char         **decoded,
                          gboolean      *bad)
{
  const guchar *d = *text;
  gsize n = *length;
  const char *forced_name = NULL;

  if (n >= 3 && d[0] == 0xEF && d[1] == 0xBB && d[2] == 0xBF)
    {
      d += 3;
      n -= 3;
      forced_name = "UTF-8";
    }
  else if (n >= 2 && ((d[0] == 0xFF && d[1] == 0xFE) || (d[0] == 0xFE && d[1] == 0xFF)))
    {
      forced_name = d[0] == 0xFF ? "UTF-16LE" : "UTF-16BE";
      *decoded = decode_whole (d + 2, n - 2, forced_name, bad);
    }
  else if (n >= 2 && d[0] != 0 && d[0] < 0x80 && d[1] == 0)
    {
      forced_name = "UTF-16LE";
      *decoded = decode_whole (d, n, forced_name, bad);
    }
  else if (n >= 2 && d[0] == 0 && d[1] != 0 && d[1] < 0x80)
    {
      forced_name = "UTF-16BE";
      *decoded = decode_whole (d, n, forced_name, bad);
    }
  if (*decoded != NULL)
    {
      d = (const guchar *) *decoded;
      n = strlen (*decoded);
    }
  *text = d;
  *length = n;
  return forced_name;
}

/* Text that no repair could make a record of is refused at once, before
 * anything is set up for it. */
gboolean
ishi_sgf_check_text_is_sgf (const guchar  *d,
                            gsize          n,
                            const char    *filename,
                            GError       **error)
{
  if (n == 0)
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_SYNTAX, filename, 1, 1,
                          _("The file is empty"));
      return FALSE;
    }
  if (looks_binary (d, n))
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_SYNTAX, filename, 1, 1,
                          _("This is binary data, not an SGF file"));
      return FALSE;
    }
  if (looks_like_noise (d, n))
    {
      ishi_sgf_set_error (error, ISHI_SGF_ERROR_SYNTAX, filename, 1, 1,
                          _("No game tree was found: an SGF file holds games written as “(;…)”"));
      return FALSE;
    }
  return TRUE;
}

/* A few zero bytes in text (a damaged file, or SGFC's test of them)
 * would end C strings early: they become spaces, in a copy of the text
 * that replaces `*decoded`.  Returns their offsets, for the warnings
 * (see ishi_sgf_warn_zero_bytes), or NULL when there are none. */
GArray *
ishi_sgf_blank_zero_bytes (Parser  *p,
                           char   **decoded)
{
  const guchar *d = p->data;
  gsize n = p->length;
  const guchar *nul = find_zero (p, d, n);
  GArray *nul_offsets;
  char *copy;

  if (nul == NULL)
    return NULL;
  p->release = FALSE;
  copy = g_malloc (n + 1);
  memcpy (copy, d, n);
  copy[n] = '\0';
  nul_offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  for (char *z = copy + (nul - d); z != NULL; z = memchr (z, '\0', copy + n - z))
    {
      gsize offset = z - copy;

      g_array_append_val (nul_offsets, offset);
      *z = ' ';
    }
  g_free (*decoded);
  *decoded = copy;
  p->data = (const guchar *) copy;
  return nul_offsets;
}

/* A first game in a stateful set (ISO-2022-JP...) is decoded whole: until
 * then no byte of it can be trusted to be '[' or ']'.  The decoded text
 * replaces `*decoded`; returns the set's name (to be freed), or NULL when
 * the text is left as it is. */
char *
ishi_sgf_decode_stateful_start (Parser    *p,
                                char     **decoded,
                                gboolean  *bad)
{
  const guchar *d = p->data;
  gsize n = p->length;
  const guchar *open = memchr (d, '(', n);
  g_autofree char *charset = NULL;
  g_autofree char *key = NULL;

  if (open == NULL)
    return NULL;
  charset = ishi_sgf_find_charset (d, n, open - d + 1);
  if (charset == NULL)
    {
      p->first_ca_open = open - d;
      return NULL;
    }
  key = ishi_sgf_normalise_charset (charset);
  for (gsize k = 0; k < G_N_ELEMENTS (ishi_sgf_stateful_sets); k++)
    if (strcmp (key, ishi_sgf_stateful_sets[k]) == 0 && ishi_sgf_iconv_supports (charset))
      {
        char *whole = decode_whole (d, n, charset, bad);

        g_free (*decoded);
        *decoded = whole;
        p->data = (const guchar *) whole;
        p->length = strlen (whole);
        p->release = FALSE;
        return g_steal_pointer (&charset);
      }
  p->first_ca_open = open - d;
  p->first_ca = g_steal_pointer (&charset);
  return NULL;
}

/* One warning for each run of zero bytes that ishi_sgf_blank_zero_bytes made
 * spaces; takes `nul_offsets`. */
void
ishi_sgf_warn_zero_bytes (Parser *p,
                          GArray *nul_offsets)
{
  /* placed with a cursor of their own: the parser's only goes forward */
  Cursor c = { 0, 1, 1 };

  for (guint k = 0; k < nul_offsets->len && k < MAX_WARNINGS; k++)
    {
      gsize offset = g_array_index (nul_offsets, gsize, k);

      if (k > 0 && g_array_index (nul_offsets, gsize, k - 1) == offset - 1)
        continue;
      ishi_sgf_cursor_advance (p, &c, offset);
      ishi_sgf_add_warning (p, c.line, c.column, g_strdup (_("A zero byte was read as a space")));
    }
  g_array_unref (nul_offsets);
}
