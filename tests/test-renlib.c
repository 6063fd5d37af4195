/* test-renlib.c — RenLib libraries (.lib) read into a record (issue 67, item 1).
 *
 * Where the answers come from: no RenLib file is shipped; every library
 * here is built byte by byte from the format as ishi-renlib.c describes it
 * (RenLib 3.6's own reader and writer: a 20-byte header, then each node as
 * its point x + 16 (y − 1), y from the top, and its flags, texts ended by a
 * NUL and padded to an even length).  So h8 is 0x78, i9 0x69, j10 0x5A, i7
 * 0x89, h9 0x68 — and SGF's points are x − 1, y − 1: h8 "hh", i9 "ig",
 * j10 "jf", i7 "ii", h9 "hg".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "ishi-game.h"
#include "ishi-record-file.h"
#include "ishi-renlib.h"
#include "ishi-rules.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

#define HEADER 0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 4, \
  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF

/* flags of a node, as RenLib's MoveNode.cpp names them */
enum { DOWN = 0x80, RIGHT = 0x40, OLD_COMMENT = 0x20, MARK = 0x10, COMMENT = 0x08,
       START = 0x04, NO_MOVE = 0x02, EXTENSION = 0x01 };

static char *
sgf_of (const guint8 *data, gsize length, IshiRenlibSummary *summary)
{
  g_autoptr(GError) error = NULL;
  char *sgf = ishi_renlib_to_sgf (data, length, FALSE, summary, &error);

  g_assert_no_error (error);
  return sgf;
}

/* The record of `sgf` as a game: it must open as Renju. */
static void
assert_opens (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "lib", &error);
  g_autoptr(IshiGame) game = NULL;

  g_assert_no_error (error);
  game = ishi_game_new_from_collection (collection, 0, &error);
  g_assert_no_error (error);
  g_assert_true (ishi_game_get_rules (game) == ishi_rules_renju ());
}

/* A root with a one-line comment, the main line h8 i9, then two answers:
 * j10 with a one-line and a longer comment (parted by a backspace), i7. */
static void
test_tree (void)
{
  static const guint8 lib[] = {
    HEADER,
    0x00, COMMENT, 'K', 'a', 'g', 'e', 't', 's', 'u', 0,            /* root, 8 bytes of text */
    0x78, 0,                                                        /* h8 */
    0x69, 0,                                                        /* i9 */
    0x5A, DOWN | RIGHT | COMMENT,                                   /* j10: a sibling follows; no child */
    'g', 'o', 'o', 'd', 8, 'B', 'l', 'a', 'c', 'k', ' ', 'w', 'i', 'n', 's', '.', 0, 0,
    0x89, RIGHT,                                                    /* i7 */
  };
  IshiRenlibSummary summary;
  g_autofree char *sgf = sgf_of (lib, sizeof lib, &summary);

  g_assert_cmpstr (sgf, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15]N[Kagetsu];B[hh];W[ig]"
                            "(;B[jf]N[good]C[Black wins.])(;B[ii]))");
  g_assert_cmpuint (summary.moves, ==, 4);
  g_assert_cmpuint (summary.comments, ==, 2);
  g_assert_cmpuint (summary.marks, ==, 0);
  assert_opens (sgf);
  g_assert_true (ishi_renlib_looks_like (lib, sizeof lib, FALSE));
}

/* Deeper variations: after h8, i9 (then j10) and h9 (then i7 and j10);
 * the walk goes back to h8 after j10, the leaf of the first branch. */
static void
test_walk (void)
{
  static const guint8 lib[] = {
    HEADER,
    0x00, 0,
    0x78, 0,                 /* h8 */
    0x69, DOWN,              /* i9, a sibling (h9) after its subtree */
    0x5A, RIGHT,             /* j10, a leaf: back to h8 */
    0x68, 0,                 /* h9 */
    0x89, DOWN | RIGHT,      /* i7, a leaf with a sibling */
    0x5A, RIGHT,             /* j10 */
  };
  g_autofree char *sgf = sgf_of (lib, sizeof lib, NULL);

  g_assert_cmpstr (sgf, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh](;W[ig];B[jf])(;W[hg](;B[ii])(;B[jf])))");
  assert_opens (sgf);
}

/* A board text: on a point that is no move (label "a" at h9 after h8) and
 * on a move (label "1" at i9); RenLib's marks and start flags counted; a
 * second h8 from the root is the same node; a pass is an empty move. */
static void
test_marks (void)
{
  static const guint8 lib[] = {
    HEADER,
    0x00, 0,
    0x78, DOWN | MARK | START,                             /* h8, a second h8 later */
    0x68, DOWN | RIGHT | NO_MOVE | EXTENSION, 0x00, 0x01, 'a', 0,
    0x69, RIGHT | EXTENSION | MARK, 0x00, 0x01, '1', 0,    /* i9 with the text 1 */
    0x78, 0,                                               /* h8 again: merged */
    0x00, 0,                                               /* White passes */
    0x89, RIGHT,                                           /* Black i7 */
  };
  IshiRenlibSummary summary;
  g_autofree char *sgf = sgf_of (lib, sizeof lib, &summary);

  g_assert_cmpstr (sgf, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh]RLMARK[]RLSTART[]LB[hg:a][ig:1]"
                            "(;W[ig]RLMARK[])(;W[];B[ii]))");
  g_assert_cmpuint (summary.marks, ==, 2);
  g_assert_cmpuint (summary.starts, ==, 1);
  g_assert_cmpuint (summary.labels, ==, 2);
  g_assert_cmpuint (summary.moves, ==, 4);
  assert_opens (sgf);
}

/* Texts: an old comment (7-bit, the last byte's high bit set, '}' for å),
 * a Shift_JIS one (黒勝ち, "Black wins"), one with "\r\n" and a ']' that SGF
 * must escape. */
static void
test_texts (void)
{
  static const guint8 old[] = {
    HEADER,
    0x78, OLD_COMMENT, 'H', 'e', 'j', ' ', '}' | 0x80, 0,
  };
  static const guint8 sjis[] = {
    HEADER,
    0x78, COMMENT, 0x8D, 0x95, 0x8F, 0x9F, 0x82, 0xBF, 0, 0,
  };
  static const guint8 lines[] = {
    HEADER,
    0x78, COMMENT, 8, 'a', ']', '\r', '\n', 'b', 0, 0,
  };
  g_autofree char *a = sgf_of (old, sizeof old, NULL);
  g_autofree char *b = sgf_of (sjis, sizeof sjis, NULL);
  g_autofree char *c = sgf_of (lines, sizeof lines, NULL);

  g_assert_cmpstr (a, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh]N[Hej å])");
  g_assert_cmpstr (b, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15]RLCA[Shift_JIS];B[hh]N[黒勝ち])");
  g_assert_cmpstr (c, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh]C[a\\]\nb])");
  assert_opens (c);
}

/* RenLib's first files had no header and start with h8: read when the file
 * is named .lib, else not taken for a library. */
static void
test_no_header (void)
{
  static const guint8 lib[] = { 0x78, 0, 0x69, RIGHT };
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = ishi_renlib_to_sgf (lib, sizeof lib, TRUE, NULL, &error);
  g_autofree char *none = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (sgf, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15];B[hh];W[ig])");
  g_assert_false (ishi_renlib_looks_like (lib, sizeof lib, FALSE));
  none = ishi_renlib_to_sgf (lib, sizeof lib, FALSE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_NOT_RENLIB);
}

static void
assert_refused (const guint8 *data, gsize length, int code, const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sgf = ishi_renlib_to_sgf (data, length, FALSE, NULL, &error);

  g_assert_null (sgf);
  g_assert_error (error, ISHI_RENLIB_ERROR, code);
  if (strstr (error->message, part) == NULL)
    g_error ("the library is refused with “%s”, not “%s”", error->message, part);
}

/* Broken files are refused with what is wrong, never read past their end. */
static void
test_refused (void)
{
  static const guint8 newer[] = { 0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 5,
                                  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x78, 0 };
  static const guint8 odd[] = { HEADER, 0x78, 0, 0x69 };
  static const guint8 cut_text[] = { HEADER, 0x78, COMMENT, 'a', 'b', 'c', 'd' };
  static const guint8 cut_old[] = { HEADER, 0x78, OLD_COMMENT, 'a', 'b' };
  static const guint8 cut_extension[] = { HEADER, 0x78, EXTENSION, 0x00 };
  static const guint8 column_0[] = { HEADER, 0x78, 0, 0x70, 0 };
  static const guint8 row_16[] = { HEADER, 0x78, 0, 0xF5, 0 };
  static const guint8 taken[] = { HEADER, 0x78, 0, 0x69, 0, 0x78, 0 };
  static const guint8 text[] = "(;GM[4]SZ[15];B[hh])";
  g_autoptr(GByteArray) passes = g_byte_array_new ();
  static const guint8 header[] = { HEADER };

  assert_refused (newer, sizeof newer, ISHI_RENLIB_ERROR_VERSION, "version 3.5");
  assert_refused (odd, sizeof odd, ISHI_RENLIB_ERROR_TRUNCATED, "after 1 move.");
  assert_refused (cut_text, sizeof cut_text, ISHI_RENLIB_ERROR_TRUNCATED, "ends in the middle");
  assert_refused (cut_old, sizeof cut_old, ISHI_RENLIB_ERROR_TRUNCATED, "ends in the middle");
  assert_refused (cut_extension, sizeof cut_extension, ISHI_RENLIB_ERROR_TRUNCATED, "ends in the middle");
  assert_refused (column_0, sizeof column_0, ISHI_RENLIB_ERROR_BAD_NODE, "byte 0x70 at offset 22");
  assert_refused (row_16, sizeof row_16, ISHI_RENLIB_ERROR_BAD_NODE, "off the board");
  assert_refused (taken, sizeof taken, ISHI_RENLIB_ERROR_BAD_NODE, "move 3, h8, on a point its line has already taken");
  assert_refused (text, sizeof text - 1, ISHI_RENLIB_ERROR_NOT_RENLIB, "not a RenLib library");
  assert_refused (text, 0, ISHI_RENLIB_ERROR_NOT_RENLIB, "not a RenLib library");

  /* passes without end: a line longer than the board allows */
  g_byte_array_append (passes, header, sizeof header);
  for (int i = 0; i < 5000; i++)
    g_byte_array_append (passes, (const guint8 *) "\0\0", 2);
  assert_refused (passes->data, passes->len, ISHI_RENLIB_ERROR_BAD_NODE, "more than 450 moves");
}

/* Every prefix of a library and every byte of it changed: an error or a
 * record that the SGF reader and the game take, never a crash. */
static void
test_hostile (void)
{
  static const guint8 lib[] = {
    HEADER,
    0x00, COMMENT, 'K', 0,
    0x78, DOWN | MARK,
    0x68, DOWN | RIGHT | NO_MOVE | EXTENSION, 0x00, 0x01, 'a', 0,
    0x69, RIGHT | EXTENSION | OLD_COMMENT, 0x00, 0x01, 'x' | 0x80, 0, '1', 0,
    0x78, 0,
    0x00, 0,
    0x89, RIGHT | COMMENT, 'b', 8, 'c', 0,
  };
  guint8 copy[sizeof lib];
  guint read = 0;

  for (gsize length = 0; length <= sizeof lib; length++)
    for (gsize at = 0; at < sizeof lib; at++)
      for (int value = 0; value < 256; value += 51)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *sgf = NULL;

          memcpy (copy, lib, sizeof lib);
          copy[at] = (guint8) value;
          sgf = ishi_renlib_to_sgf (copy, length, FALSE, NULL, &error);
          g_assert_true ((sgf == NULL) == (error != NULL));
          if (sgf)
            {
              g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "lib", NULL);
              g_autoptr(IshiGame) game = NULL;

              g_assert_nonnull (collection);
              g_assert_cmpuint (collection->games->len, ==, 1);
              game = ishi_game_new_from_collection (collection, 0, NULL);
              read++;
            }
        }
  g_assert_cmpuint (read, >, 0);
}

/* A library of tests/data/renlib/ (made by make-libs.py there, its texts
 * encoded by Python's codecs), read with `charset` (NULL: guessed). */
static char *
made_lib (const char *name, const char *charset, IshiRenlibSummary *summary)
{
  g_autofree char *path = ishi_test_src_path (name);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;
  char *sgf;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  sgf = ishi_renlib_to_sgf_full ((const guint8 *) data, length, TRUE, charset, summary, &error);
  g_assert_no_error (error);
  return sgf;
}

/* Issue 78: the openings library's Chinese comments read as GBK says, though
 * one of them is cut short in the middle of a character (one byte GBK
 * cannot read made windows-1252 the only set left: 「¡ï»¶Ó­Ê¹ÓÃRenlib…」);
 * Shift_JIS and windows-1252 libraries read in theirs. */
static void
test_encodings (void)
{
  IshiRenlibSummary summary;
  g_autofree char *gbk = made_lib ("data/renlib/gbk.lib", NULL, &summary);
  g_autofree char *sjis = NULL, *western = NULL;

  g_assert_cmpstr (gbk, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15]RLCA[GB18030]N[★欢迎使用Renlib棋谱库软件！];B[hh];W[hg]"
                            ";B[ig]N[花月]C[黑必胜的开局。]LB[ih:A][gf:B](;W[gf]N[白方最强的防守]"
                            ";B[jf]N[黑棋冲四，\xEF\xBF\xBD])(;W[jh]N[黑胜]))");
  g_assert_cmpstr (summary.encoding, ==, "GB18030");
  g_assert_true (summary.encoding_guessed);
  assert_opens (gbk);
  sjis = made_lib ("data/renlib/sjis.lib", NULL, &summary);
  g_assert_cmpstr (sjis, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15]RLCA[Shift_JIS]N[連珠の定石集];B[hh];W[hg]N[直接止め]"
                             "LB[hf:あ];B[hf]N[寒星]C[黒必勝とされる珠型です。];W[ig]N[白四])");
  western = made_lib ("data/renlib/cp1252.lib", NULL, &summary);
  g_assert_cmpstr (western, ==, "(;GM[4]FF[4]CA[UTF-8]SZ[15]RLCA[windows-1252]N[Öppningar – Svart vinner];B[hh]"
                                ";W[hg]N[Mängu algus, vit försvarar])");
}

/* The set chosen by the reader when the guess is wrong: kept in RLCA. */
static void
test_encoding_chosen (void)
{
  IshiRenlibSummary summary;
  g_autofree char *wrong = made_lib ("data/renlib/gbk.lib", "cp1252", &summary);
  g_autofree char *right = made_lib ("data/renlib/gbk.lib", "gbk", &summary);
  g_autoptr(GError) error = NULL;
  static const guint8 lib[] = { HEADER, 0x78, RIGHT };

  g_assert_nonnull (strstr (wrong, "RLCA[windows-1252]N[¡ï»¶Ó­Ê¹ÓÃRenlib"));
  g_assert_nonnull (strstr (right, "RLCA[GB18030]N[★欢迎使用Renlib棋谱库软件！]"));
  g_assert_cmpstr (summary.encoding, ==, "GB18030");
  g_assert_false (summary.encoding_guessed);
  g_assert_null (ishi_renlib_to_sgf_full (lib, sizeof lib, FALSE, "klingon", NULL, &error));
  g_assert_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_ENCODING);
}

/* Read, written back and read again, a library is the same record: its
 * moves, variations, comments in their set, board texts, marks. */
static void
test_write_back (void)
{
  static const char *const names[] = { "data/renlib/gbk.lib", "data/renlib/sjis.lib", "data/renlib/cp1252.lib" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *sgf = made_lib (names[i], NULL, NULL);
      g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "lib", NULL);
      g_autoptr(GError) error = NULL;
      g_autofree guint8 *bytes = NULL;
      g_autofree char *again = NULL;
      g_autofree char *path = ishi_test_src_path (names[i]);
      g_autofree char *original = NULL;
      const char *used = NULL;
      gsize length = 0, original_length = 0;

      bytes = ishi_renlib_from_sgf (g_ptr_array_index (collection->games, 0), NULL, &length, &used, &error);
      g_assert_no_error (error);
      again = ishi_renlib_to_sgf_full (bytes, length, FALSE, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (again, ==, sgf);
      /* the texts in the set they were read in, byte for byte: the
       * library as made, but for its one text cut short (written whole) */
      g_assert_true (g_file_get_contents (path, &original, &original_length, NULL));
      if (i > 0)
        {
          g_assert_cmpuint (length, ==, original_length);
          g_assert_cmpmem (bytes, length, original, original_length);
        }
    }
}

/* A record written as a library, byte for byte as the format says, and
 * the records a library cannot hold refused with the place. */
static void
test_write (void)
{
  static const char *const sgf =
    "(;GM[4]FF[4]SZ[15]N[Kagetsu];B[hh]RLMARK[];W[ig]LB[jf:a][ih:1]"
    "(;B[jf]N[good]C[Black wins.\nSure.])(;B[ii]))";
  static const guint8 expected[] = {
    HEADER,
    0x00, COMMENT, 'K', 'a', 'g', 'e', 't', 's', 'u', 0,
    0x78, MARK,
    0x69, 0,
    0x79, DOWN | RIGHT | NO_MOVE | EXTENSION, 0x00, 0x01, '1', 0,
    0x5A, DOWN | RIGHT | COMMENT | EXTENSION, 0x00, 0x01,
    'g', 'o', 'o', 'd', 8, 'B', 'l', 'a', 'c', 'k', ' ', 'w', 'i', 'n', 's', '.', '\r', '\n',
    'S', 'u', 'r', 'e', '.', 0, 'a', 0,
    0x89, RIGHT,
  };
  static const char *const refused[][2] = {
    { "(;GM[1]SZ[19];B[dd])", "another game" },
    { "(;GM[4]SZ[15];B[hh];B[ig])", "Move 2 (line 1)" },
    { "(;GM[4]SZ[15];B[hh]AB[aa])", "sets up stones" },
    { "(;GM[4]SZ[15]AB[hh];W[ig])", "starts from the empty board" },
  };
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "sgf", NULL);
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree guint8 *bytes = ishi_renlib_from_sgf (g_ptr_array_index (collection->games, 0), NULL, &length,
                                                   NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpmem (bytes, length, expected, sizeof expected);
  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (refused[i][0], strlen (refused[i][0]), "sgf", NULL);
      g_autofree guint8 *none = ishi_renlib_from_sgf (g_ptr_array_index (c->games, 0), NULL, &length, NULL, &error);

      g_assert_null (none);
      g_assert_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE);
      if (strstr (error->message, refused[i][1]) == NULL)
        g_error ("%s refused with “%s”", refused[i][0], error->message);
      g_clear_error (&error);
    }
  /* a text the set asked for cannot hold */
  {
    static const char *const japanese = "(;GM[4]SZ[15];B[hh]C[黒勝ち])";
    g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (japanese, strlen (japanese), "sgf", NULL);
    g_autofree guint8 *none = ishi_renlib_from_sgf (g_ptr_array_index (c->games, 0), "windows-1252", &length,
                                                    NULL, &error);

    g_assert_null (none);
    g_assert_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE);
  }
}

/* Whatever players keep a record in, one reader: a library, SGF, a move
 * list. */
static void
test_any_record (void)
{
  static const char *const list = "1. h8 2. h9 3. h10";
  static const char *const sgf = "(;GM[4]SZ[15];B[hh])";
  static const char *const neither = "Dear friend, here is my game.";
  g_autofree char *path = ishi_test_src_path ("data/renlib/sjis.lib");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  IshiRecordFormat format;
  IshiRenlibSummary summary;
  g_autoptr(IshiSgfCollection) a = ishi_record_read_file (file, 1 << 20, NULL, &format, &summary, &error);
  g_autoptr(IshiSgfCollection) b = NULL, c = NULL, d = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (format, ==, ISHI_RECORD_RENLIB);
  g_assert_cmpstr (summary.encoding, ==, "Shift_JIS");
  g_assert_cmpuint (a->games->len, ==, 1);
  b = ishi_record_parse ((const guint8 *) list, strlen (list), "moves.txt", NULL, &format, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, ISHI_RECORD_MOVE_LIST);
  c = ishi_record_parse ((const guint8 *) sgf, strlen (sgf), "a.sgf", NULL, &format, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, ISHI_RECORD_SGF);
  d = ishi_record_parse ((const guint8 *) neither, strlen (neither), "letter.txt", NULL, &format, NULL, &error);
  g_assert_null (d);
  g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX);
  g_clear_error (&error);
  /* bytes that only start like a point are no move list: plain text is */
  {
    static const guint8 noise[] = { 'U', '1', 0x81, 0x02, 'x', 0xFE, ' ', 'h', '8' };
    g_autoptr(IshiSgfCollection) e = ishi_record_parse (noise, sizeof noise, "noise.bin", NULL, &format, NULL,
                                                        &error);

    g_assert_null (e);
    g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX);
  }
  g_assert_cmpint (ishi_record_format_for_path ("D4.LIB"), ==, ISHI_RECORD_RENLIB);
  g_assert_cmpint (ishi_record_format_for_path ("d4.sgf"), ==, ISHI_RECORD_SGF);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/renlib/tree", test_tree);
  g_test_add_func ("/renlib/walk", test_walk);
  g_test_add_func ("/renlib/marks", test_marks);
  g_test_add_func ("/renlib/texts", test_texts);
  g_test_add_func ("/renlib/no-header", test_no_header);
  g_test_add_func ("/renlib/refused", test_refused);
  g_test_add_func ("/renlib/hostile", test_hostile);
  g_test_add_func ("/renlib/encodings", test_encodings);
  g_test_add_func ("/renlib/encoding-chosen", test_encoding_chosen);
  g_test_add_func ("/renlib/write-back", test_write_back);
  g_test_add_func ("/renlib/write", test_write);
  g_test_add_func ("/renlib/any-record", test_any_record);
  return g_test_run ();
}
