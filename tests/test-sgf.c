/* test-sgf.c — unit tests of the SGF tree, reader and writer.
 *
 * Expected values are those of the SGF FF[4] specification and of the
 * unit tests of sgfmill (sgf_grammar_tests.py, sgf_properties_tests.py),
 * GoGui (SgfReaderTest.java) and Sabaki (tokenize tests), as quoted in
 * ../shared/testdata/sgf/README.md.  Broken inputs come from
 * tests/data/sgf-broken/ and from generators here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
#include <signal.h>
#include <glib/gstdio.h>

#include "ishi-sgf.h"
#include "ishi-test-util.h"

static IshiSgfCollection *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *c = ishi_sgf_parse (text, strlen (text), "test.sgf", &error);

  g_assert_no_error (error);
  g_assert_nonnull (c);
  return c;
}

static IshiSgfNode *
first_root (IshiSgfCollection *c)
{
  return g_ptr_array_index (c->games, 0);
}

static gboolean
has_warning (IshiSgfCollection *c,
             const char        *fragment)
{
  for (guint i = 0; i < c->warnings->len; i++)
    if (strstr (((IshiSgfWarning *) c->warnings->pdata[i])->message, fragment))
      return TRUE;
  return FALSE;
}

/* --- the tokenizer (Sabaki) and escapes --------------------------------- */

static void
test_escapes (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;C[hello\\]world];C[hello\\\\];C[hello])");
  IshiSgfNode *n = first_root (c);
  g_autofree char *a = ishi_sgf_node_get_text (n, "C");
  g_autofree char *b = ishi_sgf_node_get_text (n->first_child, "C");
  g_autofree char *d = ishi_sgf_node_get_text (n->first_child->first_child, "C");

  g_assert_cmpstr (a, ==, "hello]world");
  g_assert_cmpstr (b, ==, "hello\\");
  g_assert_cmpstr (d, ==, "hello");
  /* raw values keep their escapes */
  g_assert_cmpstr (ishi_sgf_node_get_raw (n, "C"), ==, "hello\\]world");
}

static void
test_escape_writer (void)
{
  g_autofree char *e = ishi_sgf_escape ("a]b\\c[d:e");
  g_autofree char *composed = ishi_sgf_compose ("dd", "a:b]");
  g_autofree char *first = NULL, *second = NULL;

  /* ']' and '\' are escaped, '[' is not */
  g_assert_cmpstr (e, ==, "a\\]b\\\\c[d:e");
  g_assert_cmpstr (composed, ==, "dd:a\\:b\\]");
  /* sgfmill: "word\:more:?" splits at the unescaped colon only */
  g_assert_true (ishi_sgf_split_compose ("word\\:more:?", &first, &second));
  g_assert_cmpstr (first, ==, "word\\:more");
  g_assert_cmpstr (second, ==, "?");
  g_assert_false (ishi_sgf_split_compose ("no\\:colon", NULL, NULL));
}

/* GoGui SgfReaderTest.testLinebreaks and sgfmill's Text / SimpleText. */
static void
test_line_breaks (void)
{
  static const struct {
    const char *raw;
    const char *text;
    const char *simple;
  } cases[] = {
    { "foo\nbar \\\nfoo", "foo\nbar foo", "foo bar foo" },
    { "a\rb", "a\nb", "a b" },
    { "a\n\rb", "a\nb", "a b" },
    { "a\r\nb", "a\nb", "a b" },
    { "a\r\n\rb", "a\n\nb", "a  b" },
    { "foo\\\r", "foo", "foo" },
    { "foo\\\r\n", "foo", "foo" },
    { "foo\\\n\r", "foo", "foo" },
    { "a\tb\vc\fd", "a b c d", "a b c d" },
    { "a\\\tb", "a b", "a b" },
    /* "\\\\\n" keeps the backslash and the newline */
    { "x\\\\\ny", "x\\\ny", "x\\ y" },
    { "trailing\\", "trailing", "trailing" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ishi_sgf_unescape_text (cases[i].raw, FALSE);
      g_autofree char *simple = ishi_sgf_unescape_text (cases[i].raw, TRUE);

      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_cmpstr (simple, ==, cases[i].simple);
    }
}

/* Line endings of the file itself: CR, LF, CRLF, LFCR each count one line. */
static void
test_line_numbers (void)
{
  static const char *const ends[] = { "\n", "\r", "\r\n", "\n\r" };

  for (gsize i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      const char *e = ends[i];
      g_autofree char *text = g_strconcat ("(;GM[1]", e, ";B[aa]", e, e, "  ;W[bb])", NULL);
      g_autoptr(IshiSgfCollection) c = parse_ok (text);
      IshiSgfNode *b = first_root (c)->first_child;

      g_assert_cmpuint (first_root (c)->line, ==, 1);
      g_assert_cmpuint (first_root (c)->column, ==, 2);
      g_assert_cmpuint (b->line, ==, 2);
      g_assert_cmpuint (b->column, ==, 1);
      g_assert_cmpuint (b->first_child->line, ==, 4);
      g_assert_cmpuint (b->first_child->column, ==, 3);
    }

  /* plain moves one after the other on a line (read by a shortcut) */
  {
    g_autoptr(IshiSgfCollection) c = parse_ok ("(;GM[1]C[碁]\n;B[aa];W[bb] ;B[cc]C[x]\n;W[dd])");
    IshiSgfNode *b = first_root (c)->first_child;

    g_assert_cmpuint (b->line, ==, 2);
    g_assert_cmpuint (b->column, ==, 1);
    g_assert_cmpuint (b->first_child->line, ==, 2);
    g_assert_cmpuint (b->first_child->column, ==, 7);
    g_assert_cmpuint (b->first_child->first_child->column, ==, 14);
    g_assert_cmpuint (b->first_child->first_child->first_child->line, ==, 3);
    g_assert_cmpuint (b->first_child->first_child->first_child->column, ==, 1);
  }
}

/* --- points (sgfmill sgf_properties_tests) ------------------------------ */

static void
test_points (void)
{
  int x = 0, y = 0;

  g_assert_true (ishi_sgf_parse_point ("", 19, &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, -1);
  g_assert_true (ishi_sgf_parse_point ("tt", 19, &x, &y));
  g_assert_cmpint (x, ==, -1);
  /* on 21x21 "tt" is a point: column 19, row 1 counted from the bottom */
  g_assert_true (ishi_sgf_parse_point ("tt", 21, &x, &y));
  g_assert_cmpint (x, ==, 19);
  g_assert_cmpint (21 - 1 - y, ==, 1);
  g_assert_true (ishi_sgf_parse_point ("ab", 19, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);
  g_assert_false (ishi_sgf_parse_point ("rs", 9, &x, &y));
  g_assert_false (ishi_sgf_parse_point ("a", 19, &x, &y));
  g_assert_false (ishi_sgf_parse_point ("abc", 19, &x, &y));
  g_assert_false (ishi_sgf_parse_point ("90", 19, &x, &y));
  g_assert_false (ishi_sgf_parse_point ("c   c", 19, &x, &y));
  /* 25x25: letters a to y */
  g_assert_true (ishi_sgf_parse_point ("yy", 25, &x, &y));
  g_assert_cmpint (x, ==, 24);
  g_assert_false (ishi_sgf_parse_point ("za", 25, &x, &y));
  /* FF[4] upper-case letters for 27 and more */
  g_assert_true (ishi_sgf_parse_point ("Aa", 52, &x, &y));
  g_assert_cmpint (x, ==, 26);
  g_assert_false (ishi_sgf_parse_point ("Aa", 26, &x, &y));

  {
    g_autofree char *p = ishi_sgf_format_point (3, 15);
    g_autofree char *pass = ishi_sgf_format_point (-1, -1);
    g_autofree char *big = ishi_sgf_format_point (27, 0);

    g_assert_cmpstr (p, ==, "dp");
    g_assert_cmpstr (pass, ==, "");
    g_assert_cmpstr (big, ==, "Ba");
  }
}

static void
test_point_lists (void)
{
  g_autoptr(GArray) pts = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  g_assert_true (ishi_sgf_parse_point_list ("ab:bc", 19, pts));
  g_assert_cmpuint (pts->len, ==, 4);
  g_array_set_size (pts, 0);
  g_assert_true (ishi_sgf_parse_point_list ("bb:bb", 19, pts));
  g_assert_cmpuint (pts->len, ==, 1);
  g_array_set_size (pts, 0);
  /* reversed corners: accepted, as Sabaki's parseCompressedVertices does */
  g_assert_true (ishi_sgf_parse_point_list ("bb:aa", 19, pts));
  g_assert_cmpuint (pts->len, ==, 4);
  g_array_set_size (pts, 0);
  g_assert_true (ishi_sgf_parse_point_list ("aa:ss", 19, pts));
  g_assert_cmpuint (pts->len, ==, 361);
  g_array_set_size (pts, 0);
  g_assert_false (ishi_sgf_parse_point_list ("aa:tt", 19, pts));
  g_assert_false (ishi_sgf_parse_point_list ("tt", 19, pts));
  g_assert_false (ishi_sgf_parse_point_list ("aa:", 19, pts));
  g_assert_false (ishi_sgf_parse_point_list ("a", 19, pts));
  g_assert_true (ishi_sgf_parse_point_list ("", 19, pts));
  g_assert_cmpuint (pts->len, ==, 0);
  /* checked only */
  g_assert_true (ishi_sgf_parse_point_list ("aa:ss", 19, NULL));
  g_assert_false (ishi_sgf_parse_point_list ("aa:tt", 19, NULL));
}

/* Issue 53, item 5: the values of a point-list property as a set bounded
 * by the board: each point once, in the order first named, however often
 * a value or a rectangle comes back. */
static void
test_point_sets (void)
{
  g_autoptr(GArray) pts = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_autoptr(GPtrArray) values = g_ptr_array_new ();
  const char *some[] = { "cc", "bb:cd", "cc", "", "dd:bb", "aa" };
  guint bad = 99;

  for (guint i = 0; i < 100000; i++)
    g_ptr_array_add (values, (gpointer) (i % 3 == 2 ? "ab:sr" : "aa:ss"));
  g_assert_true (ishi_sgf_parse_point_set ((char **) values->pdata, values->len, 19, pts, &bad));
  g_assert_cmpuint (bad, ==, 99);
  g_assert_cmpuint (pts->len, ==, 361);
  for (guint i = 0; i < pts->len; i++)
    {
      IshiPoint *p = &g_array_index (pts, IshiPoint, i);

      /* row by row, as the first rectangle names them */
      g_assert_cmpint (p->x, ==, (int) (i % 19));
      g_assert_cmpint (p->y, ==, (int) (i / 19));
    }
  g_array_set_size (pts, 0);
  g_assert_true (ishi_sgf_parse_point_set ((char **) some, G_N_ELEMENTS (some), 19, pts, NULL));
  /* cc; bb:cd adds bb cb bc bd cd (cc is in); dd:bb adds db dc dd; aa */
  g_assert_cmpuint (pts->len, ==, 10);
  g_assert_cmpint (g_array_index (pts, IshiPoint, 0).x, ==, 2);
  g_assert_cmpint (g_array_index (pts, IshiPoint, 9).x, ==, 0);
  g_assert_cmpint (g_array_index (pts, IshiPoint, 9).y, ==, 0);
  /* the first bad value named; the good ones taken */
  g_array_set_size (pts, 0);
  some[2] = "zz";
  some[4] = "tt";
  g_assert_false (ishi_sgf_parse_point_set ((char **) some, G_N_ELEMENTS (some), 19, pts, &bad));
  g_assert_cmpuint (bad, ==, 2);
  g_assert_cmpuint (pts->len, ==, 7);
}

/* Issue 53, item 8: text labelled with the wrong character set.  The
 * bytes are valid UTF-8, and read as GB2312 (GB18030) says the last byte
 * of 手 takes the ']' after it: PB ran on over PW and RE.  The bytes are
 * trusted, with a warning; a real GB2312 file is read as GB2312 still. */
static void
test_mislabelled_utf8 (void)
{
  static const char *text
    = "(;GM[1]FF[4]CA[GB2312]SZ[19]PB[黑棋手]PW[白棋手]RE[B+R]KM[7.5];B[pd];W[dd])";
  static const char gb[] = "(;GM[1]FF[4]CA[GB2312]SZ[19]PB[\xba\xda\xc6\xe5\xca\xd6]RE[B+R];B[pd])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (text, strlen (text), "label.sgf", &error);
  g_autoptr(IshiSgfCollection) real = NULL;
  IshiSgfNode *root;
  gboolean said = FALSE;

  g_assert_no_error (error);
  root = g_ptr_array_index (collection->games, 0);
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "黑棋手");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PW"), ==, "白棋手");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "RE"), ==, "B+R");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "KM"), ==, "7.5");
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 3);
  for (guint i = 0; i < collection->warnings->len; i++)
    {
      IshiSgfWarning *w = g_ptr_array_index (collection->warnings, i);

      said |= strstr (w->message, "GB2312") != NULL && strstr (w->message, "UTF-8") != NULL;
    }
  g_assert_true (said);

  real = ishi_sgf_parse (gb, strlen (gb), "gb.sgf", &error);
  g_assert_no_error (error);
  root = g_ptr_array_index (real->games, 0);
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "黑棋手");
  g_assert_cmpuint (real->warnings->len, ==, 0);

  /* ishi-tool normalize repairs it: UTF-8, CA[UTF-8], the names whole */
  if (g_getenv ("ISHI_TOOL") != NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("ishi-sgf-XXXXXX", NULL);
      g_autofree char *in = g_build_filename (dir, "in.sgf", NULL);
      g_autofree char *out = g_build_filename (dir, "out.sgf", NULL);
      g_autofree char *said_out = NULL;
      g_autofree char *written = NULL;
      const char *argv[] = { g_getenv ("ISHI_TOOL"), "normalize", in, out, NULL };
      const char *info[] = { g_getenv ("ISHI_TOOL"), "info", in, NULL };

      g_assert_true (g_file_set_contents (in, text, -1, NULL));
      g_assert_cmpint (ishi_test_run_bounded (argv, 30, &said_out), ==, 0);
      g_assert_nonnull (strstr (said_out, "UTF-8"));
      g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
      g_assert_nonnull (strstr (written, "PB[黑棋手]"));
      g_assert_nonnull (strstr (written, "PW[白棋手]"));
      g_assert_nonnull (strstr (written, "CA[UTF-8]"));
      g_clear_pointer (&said_out, g_free);
      g_assert_cmpint (ishi_test_run_bounded (info, 30, &said_out), ==, 0);
      g_assert_nonnull (strstr (said_out, "黑棋手"));
      g_assert_null (strstr (said_out, "PW["));
      ishi_test_remove_tree (dir);
    }
}

/* Issue 53, item 10: KM and TM that C reads as no finite number ("nan",
 * "inf") are left out with a warning; a komi that is text stays. */
static void
test_numbers_not_numbers (void)
{
  static const char *const cases[][2] = {
    { "(;GM[1]FF[4]SZ[9]KM[nan];B[cc])", "KM" },
    { "(;GM[1]FF[4]SZ[9]KM[-inf]TM[600];B[cc])", "KM" },
    { "(;GM[1]FF[4]SZ[9]KM[6.5]TM[NaN];B[cc])", "TM" },
    { "(;GM[1]FF[4]SZ[9]KM[1e999];B[cc])", "KM" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (cases[i][0], strlen (cases[i][0]), "n.sgf", &error);
      IshiSgfNode *root;
      IshiSgfWarning *w;

      g_assert_no_error (error);
      root = g_ptr_array_index (collection->games, 0);
      g_assert_null (ishi_sgf_node_get_raw (root, cases[i][1]));
      g_assert_cmpuint (collection->warnings->len, ==, 1);
      w = g_ptr_array_index (collection->warnings, 0);
      g_assert_nonnull (strstr (w->message, "is not a number"));
      g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 2);
    }
  {
    static const char *text = "(;GM[1]FF[4]SZ[9]KM[6目半]TM[600];B[cc])";
    g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (text, strlen (text), "k.sgf", NULL);
    IshiSgfNode *root = g_ptr_array_index (collection->games, 0);

    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "KM"), ==, "6目半");
    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "TM"), ==, "600");
  }
}

static void
test_human_points (void)
{
  int x = 0, y = 0;

  /* GoGui reads SmartGo's B[R16] and W[Pass] */
  g_assert_true (ishi_sgf_parse_point ("R16", 19, &x, &y));
  g_assert_cmpint (x, ==, 16);
  g_assert_cmpint (y, ==, 3);
  g_assert_true (ishi_sgf_parse_point ("J1", 19, &x, &y));
  g_assert_cmpint (x, ==, 8);
  g_assert_cmpint (y, ==, 18);
  g_assert_true (ishi_sgf_parse_point ("Pass", 19, &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_false (ishi_sgf_parse_point ("I5", 19, &x, &y));
  g_assert_false (ishi_sgf_parse_point ("K20", 19, &x, &y));
}

static void
test_root_size (void)
{
  static const struct {
    const char *sgf;
    gboolean ok;
    int size;
  } cases[] = {
    { "(;GM[1])", TRUE, 19 },
    { "(;SZ[9])", TRUE, 9 },
    { "(;SZ[13:13])", TRUE, 13 },
    { "(;SZ[9:11])", FALSE, 0 },
    { "(;GM[4])", TRUE, 15 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(IshiSgfCollection) c = parse_ok (cases[i].sgf);
      int size = 0;

      g_assert_cmpint (ishi_sgf_root_size (first_root (c), &size), ==, cases[i].ok);
      if (cases[i].ok)
        g_assert_cmpint (size, ==, cases[i].size);
    }
}

/* --- structure ---------------------------------------------------------- */

static void
test_variations (void)
{
  g_autoptr(IshiSgfCollection) c =
    parse_ok ("(;FF[4]C[root](;C[a];C[b](;C[c])(;C[d];C[e]))(;C[f](;C[g];C[h];C[i])(;C[j])))");
  IshiSgfNode *root = first_root (c);

  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 11);
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 2);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_sgf_node_nth_child (root, 1), "C"), ==, "f");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root->first_child->first_child->first_child, "C"), ==, "c");
  g_assert_null (ishi_sgf_node_nth_child (root, 2));
  g_assert_true (ishi_sgf_node_root (root->first_child->first_child) == root);
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

static void
test_long_names (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;GaMe[1]SiZe[9]PlayerBlack[Kim];Black[ee];add[aa])");
  IshiSgfNode *root = first_root (c);

  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "GM"), ==, "1");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "SZ"), ==, "9");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "Kim");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root->first_child, "B"), ==, "ee");
  /* no capital at all: read in capitals, with a warning */
  g_assert_cmpstr (ishi_sgf_node_get_raw (root->first_child->first_child, "ADD"), ==, "aa");
  g_assert_cmpuint (c->warnings->len, ==, 1);
}

static void
test_unknown_properties_kept (void)
{
  const char *text = "(;GM[1]XY[some \\] thing]MULTIGOGM[1]KO[黒6目半];B[aa]ZZ[1][2])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);
  g_autofree char *out = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, c->games->len, NULL);

  g_assert_nonnull (strstr (out, "XY[some \\] thing]"));
  g_assert_nonnull (strstr (out, "MULTIGOGM[1]"));
  g_assert_nonnull (strstr (out, "KO[黒6目半]"));
  g_assert_nonnull (strstr (out, "ZZ[1][2]"));
  g_assert_nonnull (strstr (out, "CA[UTF-8]"));
}

static void
test_setup_before_size (void)
{
  /* SZ after the stones of the same node: the points are checked against
   * it, not against 19 */
  g_autoptr(IshiSgfCollection) ok = parse_ok ("(;AB[aa][bb]AW[ii]SZ[9])");
  g_autoptr(IshiSgfCollection) bad = parse_ok ("(;AB[pp]SZ[9];B[jj])");

  g_assert_cmpuint (ok->warnings->len, ==, 0);
  g_assert_cmpuint (bad->warnings->len, ==, 2);
  g_assert_true (has_warning (bad, "AB[pp]"));
  g_assert_true (has_warning (bad, "B[jj]"));
  /* kept */
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (bad), "AB"), ==, "pp");
}

static void
test_pass_forms (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;SZ[19];B[];W[tt])(;SZ[21];B[tt])");

  g_assert_cmpuint (c->warnings->len, ==, 0);
}

/* --- repairs ------------------------------------------------------------ */

static void
test_repairs (void)
{
  static const struct {
    const char *sgf;
    const char *warning;
    guint nodes;
  } cases[] = {
    { "(;C[foo]C[bar])", "twice", 1 },
    { "junk(;B[aa])", "outside a game tree", 1 },
    { "(;B[aa])junk", "outside a game tree", 1 },
    { "(;B[aa] ? ;W[bb])", "“?”", 2 },
    { "(B[aa];W[bb])", "“;”", 2 },
    { "(;B[aa];W[bb]", "“)”", 2 },
    { "(;B[aa];W[bb", "not closed", 2 },
    { "(;A;B[aa])", "no value", 2 },
    { "(;B[aa][x];[stray])", "without a property", 2 },
    { "(;B[aa]))", "outside a game tree", 1 },
    { "(;B[aa])()", "empty game tree", 1 },
    { "((;B[aa]))", "variation", 1 },
    /* a '(' that opens no game (no ';', no property after it) is text */
    { "see (below) and (;B[aa])", "outside a game tree", 1 },
    { "(( note ) (;B[aa])", "outside a game tree", 1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(IshiSgfCollection) c = parse_ok (cases[i].sgf);

      g_test_message ("%s", cases[i].sgf);
      g_assert_true (has_warning (c, cases[i].warning));
      g_assert_cmpuint (ishi_sgf_tree_count_nodes (first_root (c)), ==, cases[i].nodes);
      for (guint k = 0; k < c->warnings->len; k++)
        g_assert_cmpuint (((IshiSgfWarning *) c->warnings->pdata[k])->line, ==, 1);
    }
}

static void
test_truncated_value_kept (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;C[a comment cut sh");

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "a comment cut sh");
}

static void
test_duplicates_merge (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;AB[aa]AW[bb]AB[cc:dd]GC[x]GC[y])");
  IshiSgfProperty *ab = ishi_sgf_node_lookup (first_root (c), "AB");
  g_autofree char *gc = ishi_sgf_node_get_text (first_root (c), "GC");

  g_assert_cmpuint (ab->n_values, ==, 2);
  g_assert_cmpstr (gc, ==, "x\ny");
  g_assert_cmpuint (first_root (c)->n_properties, ==, 3);
}

static void
assert_fails (const char   *text,
              gsize         length,
              IshiSgfError  code,
              guint         line,
              guint         column)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) c = NULL;
  guint l = 0, col = 0;
  const char *what = NULL;
  g_autofree char *prefix = g_strdup_printf ("bad.sgf:%u:%u: ", line, column);

  c = ishi_sgf_parse (text, length == (gsize) -1 ? strlen (text) : length, "bad.sgf", &error);
  g_assert_null (c);
  g_assert_error (error, ISHI_SGF_ERROR, (int) code);
  g_assert_true (ishi_sgf_error_get_location (error, &l, &col, &what));
  g_assert_cmpuint (l, ==, line);
  g_assert_cmpuint (col, ==, column);
  g_assert_nonnull (what);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_true (g_str_has_suffix (error->message, what));
}

static void
test_fatal (void)
{
  assert_fails ("", 0, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  assert_fails ("  \n ", -1, ISHI_SGF_ERROR_SYNTAX, 2, 2);
  assert_fails ("this is not an sgf file", -1, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  assert_fails ("()", -1, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  /* prose with parentheses, and a '(' before something that is no node */
  assert_fails ("a game (see below) is not here", -1, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  assert_fails ("(x[aa])", -1, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  /* control characters and no "(;": noise, even with "(X[" in it */
  assert_fails ("\x01\x02\x03\x04(X[y]\x05\x06\x07\x08\x0e\x0f", -1, ISHI_SGF_ERROR_SYNTAX, 1, 1);
  assert_fails ("(;FF[4]\n  SZ[200])", -1, ISHI_SGF_ERROR_VALUE, 2, 3);
  assert_fails ("(;SZ[-10])", -1, ISHI_SGF_ERROR_VALUE, 1, 3);
  assert_fails ("(;SZ[10:53])", -1, ISHI_SGF_ERROR_VALUE, 1, 3);
  assert_fails ("(;GM[4]SZ[abc];B[aa])", -1, ISHI_SGF_ERROR_VALUE, 1, 8);
  assert_fails ("\0\0\0\0(;B[aa])", 12, ISHI_SGF_ERROR_SYNTAX, 1, 1);
}

static void
test_nul_bytes (void)
{
  static const char text[] = "(;C[a\0b]B[aa])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (text, sizeof text - 1, "z.sgf", &error);

  g_assert_no_error (error);
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "a b");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "B"), ==, "aa");
  g_assert_true (has_warning (c, "zero byte"));
}

/* --- encodings ---------------------------------------------------------- */

static void
test_encoding_per_tree (void)
{
  /* 囲碁 in Shift_JIS, 바둑 in EUC-KR, Müller in Latin-1, in one file */
  static const char text[] =
    "(;CA[Shift_JIS]C[\x88\xcd\x8c\xe9])"
    "(;C[\xb9\xd9\xb5\xcf]CA[EUC-KR])"
    "(;CA[ISO-8859-1]PB[M\xfcller])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);

  g_assert_cmpuint (c->games->len, ==, 3);
  g_assert_cmpstr (ishi_sgf_node_get_raw (c->games->pdata[0], "C"), ==, "囲碁");
  g_assert_cmpstr (ishi_sgf_node_get_raw (c->games->pdata[1], "C"), ==, "바둑");
  g_assert_cmpstr (ishi_sgf_node_get_raw (c->games->pdata[2], "PB"), ==, "Müller");
  g_assert_cmpstr (c->encoding, ==, "Shift_JIS");
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

static void
test_trail_byte_5c (void)
{
  /* ソ is 83 5C in Shift_JIS and 表 is 95 5C: the 0x5C is no escape, even
   * when it stands right before ']' and CA comes after */
  static const char text[] = "(;PB[\x83\x5c]PW[\x95\x5c]CA[SJIS]C[a\\]b];B[aa])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);
  IshiSgfNode *root = first_root (c);

  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PB"), ==, "ソ");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "PW"), ==, "表");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "C"), ==, "a\\]b");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root->first_child, "B"), ==, "aa");
}

static void
test_escaped_high_byte (void)
{
  /* the byte after a backslash is decoded like any other (found by fuzzing:
   * "\\" + 0xE9 was once stored undecoded) */
  static const char text[] = "(;CA[ISO-8859-1]C[x\\\xe9y])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);
  g_autofree char *comment = ishi_sgf_node_get_text (first_root (c), "C");

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "x\\éy");
  g_assert_cmpstr (comment, ==, "xéy");
}

static void
test_charset_text_in_value (void)
{
  /* "CA[" inside a properly escaped value is no CA (found by fuzzing);
   * the real one follows */
  static const char text[] = "(;C[a\\]CA[Shift_JIS]CA[UTF-8]PW[囲碁])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "a\\]CA[Shift_JIS");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "PW"), ==, "囲碁");
  g_assert_cmpstr (c->encoding, ==, "UTF-8");
}

static void
test_big5_trail (void)
{
  /* 功 is A5 5C in Big5 */
  static const char text[] = "(;CA[Big5]C[\xa5\x5c];B[aa])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "功");

  /* an escape covers a whole character: "\\" then A4 E5 (文) then the
   * closing ']' — not "\\" + A4, then E5 5D (found by fuzzing) */
  {
    static const char escaped[] = "(;CA[Big5]C[\\\xa4\xe5]PB[x])";
    g_autoptr(IshiSgfCollection) e = parse_ok (escaped);
    g_autofree char *out = NULL;
    g_autoptr(IshiSgfCollection) again = NULL;
    g_autofree char *out2 = NULL;

    g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (e), "C"), ==, "\\文");
    g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (e), "PB"), ==, "x");
    out = ishi_sgf_write ((IshiSgfNode **) e->games->pdata, 1, NULL);
    again = parse_ok (out);
    out2 = ishi_sgf_write ((IshiSgfNode **) again->games->pdata, 1, NULL);
    g_assert_cmpstr (out, ==, out2);
  }
}

static void
test_detection (void)
{
  /* no CA: Shift_JIS with kana, GB18030, EUC-KR */
  static const struct {
    const char *sgf;
    const char *encoding;
    const char *comment;
  } cases[] = {
    { "(;C[\x82\xb1\x82\xea\x82\xcd\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x82\xc5\x82\xb7])",
      "Shift_JIS", "これは黒の勝ちです" },
    { "(;C[\xba\xda\xc6\xe5\xca\xa4\xc1\xcb\xa3\xac\xd5\xe2\xca\xc7\xd2\xbb\xb8\xf6\xba\xc3\xc6\xe5])",
      "GB18030", "黑棋胜了，这是一个好棋" },
    { "(;C[\xc8\xe6\xc0\xcc \xbd\xc2\xb8\xae\xc7\xdf\xbd\xc0\xb4\xcf\xb4\xd9])",
      "EUC-KR", "흑이 승리했습니다" },
    { "(;PB[J\xfcrgen M\xfcller])", "windows-1252", "Jürgen Müller" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(IshiSgfCollection) c = parse_ok (cases[i].sgf);
      const char *raw = ishi_sgf_node_get_raw (first_root (c), "C");

      if (raw == NULL)
        raw = ishi_sgf_node_get_raw (first_root (c), "PB");
      g_test_message ("%s", cases[i].encoding);
      g_assert_cmpstr (c->encoding, ==, cases[i].encoding);
      g_assert_cmpstr (raw, ==, cases[i].comment);
      g_assert_true (has_warning (c, "No character set"));
    }
}

static void
test_declared_utf8_is_not (void)
{
  /* CA[UTF-8] on Shift_JIS text (囲碁は): read anyway, with a warning */
  static const char text[] = "(;CA[UTF-8]C[\x88\xcd\x8c\xe9\x82\xcd])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);
  const char *raw = ishi_sgf_node_get_raw (first_root (c), "C");

  g_assert_true (g_utf8_validate (raw, -1, NULL));
  g_assert_true (has_warning (c, "not valid UTF-8"));
}

static void
test_utf16 (void)
{
  /* 囲 is U+56F2 and 碁 U+7881 */
  static const char le[] = "\xff\xfe(\0;\0C\0[\0\xf2\x56\x81\x78]\0)\0";
  static const char be[] = "\xfe\xff\0(\0;\0C\0[\x56\xf2\x78\x81\0]\0)";
  static const char nobom[] = "(\0;\0C\0[\0\xf2\x56\x81\x78]\0)\0";
  g_autoptr(IshiSgfCollection) a = NULL, b = NULL, d = NULL;
  g_autoptr(GError) error = NULL;

  a = ishi_sgf_parse (le, sizeof le - 1, "le.sgf", &error);
  g_assert_no_error (error);
  b = ishi_sgf_parse (be, sizeof be - 1, "be.sgf", &error);
  g_assert_no_error (error);
  d = ishi_sgf_parse (nobom, sizeof nobom - 1, "nobom.sgf", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (a), "C"), ==, "囲碁");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (b), "C"), ==, "囲碁");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (d), "C"), ==, "囲碁");
  g_assert_cmpstr (a->encoding, ==, "UTF-16LE");
}

static void
test_iso_2022_jp (void)
{
  /* ISO-2022-JP writes 囲碁 as ESC $ B 0 O 8 k ESC ( B: all ASCII bytes,
   * so the file is decoded whole before it is split */
  static const char text[] = "(;CA[ISO-2022-JP]C[\x1b$B0O8k\x1b(B]PB[a])";
  g_autoptr(IshiSgfCollection) c = parse_ok (text);

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "囲碁");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "PB"), ==, "a");
}

static void
test_mislabelled_utf16 (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;CA[UTF-16]C[囲碁])");

  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "囲碁");
  g_assert_true (has_warning (c, "UTF-16"));
}

static void
test_unknown_charset (void)
{
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;CA[klingon-7]C[plain])");

  g_assert_true (has_warning (c, "klingon-7"));
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "plain");
}

/* --- the tree ----------------------------------------------------------- */

static void
test_tree_edit (void)
{
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  IshiSgfNode *a = ishi_sgf_node_new ();
  IshiSgfNode *b = ishi_sgf_node_new ();
  IshiSgfNode *c = ishi_sgf_node_new ();
  g_autoptr(IshiSgfNode) copy = NULL;
  g_autofree char *text = NULL;

  ishi_sgf_node_append_child (root, a);
  ishi_sgf_node_append_child (root, b);
  ishi_sgf_node_append_child (a, c);
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 2);
  g_assert_true (ishi_sgf_node_nth_child (root, 1) == b);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 4);

  ishi_sgf_node_set_raw (root, "GM", "1");
  ishi_sgf_node_set_raw (root, "GM", "4");
  ishi_sgf_node_add_raw (root, "AB", "aa");
  ishi_sgf_node_add_raw (root, "AB", "bb");
  ishi_sgf_node_set_text (c, "C", "a]b\\c");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "GM"), ==, "4");
  g_assert_cmpuint (ishi_sgf_node_lookup (root, "AB")->n_values, ==, 2);
  g_assert_cmpstr (ishi_sgf_node_get_raw (c, "C"), ==, "a\\]b\\\\c");
  text = ishi_sgf_node_get_text (c, "C");
  g_assert_cmpstr (text, ==, "a]b\\c");
  g_assert_cmpint (ishi_sgf_root_game (root), ==, 4);

  copy = ishi_sgf_node_copy_tree (root);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (copy), ==, 4);
  g_assert_cmpstr (ishi_sgf_node_get_raw (copy->first_child->first_child, "C"), ==, "a\\]b\\\\c");

  ishi_sgf_node_unlink (a);
  g_assert_true (root->first_child == b);
  g_assert_null (a->parent);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 2);
  ishi_sgf_node_free (a);   /* with c */

  ishi_sgf_node_free (b);   /* unlinks itself */
  g_assert_null (root->first_child);
  ishi_sgf_node_set_raw (root, "GM", NULL);
  g_assert_null (ishi_sgf_node_lookup (root, "GM"));
  ishi_sgf_node_remove (root, "AB");
  g_assert_cmpuint (root->n_properties, ==, 0);
}

/* A tree read from a file lives in one block of memory shared by its
 * nodes; changing it, cutting it apart and freeing the pieces in any order
 * must work as for nodes made one by one (AddressSanitizer watches). */
static void
test_tree_edit_read (void)
{
  g_autoptr(IshiSgfCollection) c =
    parse_ok ("(;GM[1]SZ[9]AB[aa][bb]C[root];B[cc]C[one];W[dd](;B[ee])(;B[ff]N[x]))");
  IshiSgfNode *root = first_root (c);
  IshiSgfNode *w = root->first_child->first_child;
  IshiSgfNode *variation = w->first_child->next_sibling;
  IshiSgfNode *node;
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;

  /* change values read from the file: replaced, added to, removed */
  ishi_sgf_node_set_raw (root, "C", "new");
  ishi_sgf_node_add_raw (root, "AB", "gg");
  ishi_sgf_node_add_raw (root->first_child, "LB", "aa:A");
  ishi_sgf_node_remove (root->first_child, "C");
  ishi_sgf_node_set_raw (variation, "N", NULL);
  node = ishi_sgf_node_new ();
  ishi_sgf_node_set_raw (node, "B", "hh");
  ishi_sgf_node_append_child (w, node);
  g_assert_cmpuint (ishi_sgf_node_lookup (root, "AB")->n_values, ==, 3);
  g_assert_cmpstr (ishi_sgf_node_lookup (root, "AB")->values[2], ==, "gg");
  text = ishi_sgf_node_get_text (root, "C");
  g_assert_cmpstr (text, ==, "new");
  out = ishi_sgf_write (&root, 1, NULL);
  g_assert_cmpstr (out, ==,
                   "(;GM[1]CA[UTF-8]SZ[9]AB[aa][bb][gg]C[new]\n;B[cc]LB[aa:A]\n;W[dd]\n"
                   "(;B[ee])\n(;B[ff])\n(;B[hh]))\n");

  /* a piece cut out outlives the tree it came from… */
  ishi_sgf_node_unlink (w);
  g_ptr_array_remove_index (c->games, 0);   /* frees the root and its main line */
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (w), ==, 4);
  g_assert_cmpstr (ishi_sgf_node_get_raw (w, "W"), ==, "dd");
  g_assert_cmpstr (ishi_sgf_node_get_raw (w->first_child, "B"), ==, "ee");
  /* …and is freed in pieces too */
  ishi_sgf_node_free (w->first_child);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (w), ==, 3);
  ishi_sgf_node_free (w);
}

/* Plain moves read from a file may share their property with every node
 * that plays the same point (ishi-sgf-parse.c).  Whatever happens to one
 * node, in the file or afterwards, must not show in another. */
static void
test_tree_edit_shared_moves (void)
{
  g_autoptr(IshiSgfCollection) c =
    parse_ok ("(;GM[1]SZ[9];B[cc];W[dd];B[cc] [ee];W[dd]B[ff];B[cc]W[cc]C[x];W[dd]W[ee]"
              "(;B[cc])(;B[cc])(;B[cc]))\n(;SZ[5];B[cc];W[hh])");
  IshiSgfNode *root = first_root (c);
  IshiSgfNode *n[9];
  IshiSgfNode *other = ((IshiSgfNode *) c->games->pdata[1])->first_child;
  IshiSgfProperty *b;
  g_autofree char *out = NULL;

  n[0] = root->first_child;
  for (int i = 1; i < 7; i++)
    n[i] = n[i - 1]->first_child;
  n[7] = n[6]->next_sibling;
  n[8] = n[7]->next_sibling;

  /* read as written: a list of two, a second property, a repeated id */
  g_assert_cmpuint (ishi_sgf_node_lookup (n[2], "B")->n_values, ==, 2);
  g_assert_cmpuint (n[3]->n_properties, ==, 2);
  g_assert_cmpuint (n[4]->n_properties, ==, 3);
  g_assert_cmpuint (ishi_sgf_node_lookup (n[5], "W")->n_values, ==, 2);
  g_assert_cmpstr (ishi_sgf_node_lookup (n[5], "W")->values[1], ==, "ee");
  g_assert_cmpuint (ishi_sgf_node_lookup (n[1], "W")->n_values, ==, 1);
  g_assert_cmpuint (ishi_sgf_node_lookup (n[3], "W")->n_values, ==, 1);
  g_assert_cmpstr (ishi_sgf_node_get_raw (other, "B"), ==, "cc");
  /* off the 5x5 board: kept, and not mixed up with the 9x9 game's */
  g_assert_cmpstr (ishi_sgf_node_get_raw (other->first_child, "W"), ==, "hh");
  g_assert_cmpuint (c->warnings->len, ==, 2);   /* W given twice, and hh */

  /* changed afterwards, one node at a time */
  ishi_sgf_node_set_raw (n[0], "B", "aa");
  ishi_sgf_node_add_raw (n[6], "B", "bb");
  ishi_sgf_node_add_raw (n[7], "C", "seven");
  ishi_sgf_node_remove (n[1], "W");
  b = ishi_sgf_node_lookup (n[8], "B");
  g_assert_cmpuint (b->n_values, ==, 1);
  g_assert_cmpstr (b->values[0], ==, "cc");
  g_assert_cmpstr (ishi_sgf_node_get_raw (n[7], "B"), ==, "cc");
  g_assert_null (ishi_sgf_node_lookup (n[8], "C"));
  g_assert_cmpstr (ishi_sgf_node_get_raw (n[3], "W"), ==, "dd");
  g_assert_cmpstr (ishi_sgf_node_get_raw (other, "B"), ==, "cc");

  out = ishi_sgf_write (&root, 1, NULL);
  g_assert_cmpstr (out, ==,
                   "(;GM[1]CA[UTF-8]SZ[9]\n;B[aa]\n;\n;B[cc][ee]\n;W[dd]B[ff]\n;B[cc]W[cc]C[x]\n"
                   ";W[dd][ee]\n(;B[cc][bb])\n(;B[cc]C[seven])\n(;B[cc]))\n");
}

/* fuzz fault 7: the reader looks for CA before it knows the character set,
 * reading the root as if backslashes escaped nothing.  A backslash in a
 * value before CA then made it find the text "CA[Shift_JIS" inside a
 * comment and read the written UTF-8 file as Shift_JIS. */
static void
test_write_ca_before_backslash (void)
{
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  g_autoptr(IshiSgfCollection) c = NULL;
  g_autofree char *out = NULL;
  g_autofree char *again = NULL;
  g_autofree char *name = NULL;
  g_autofree char *comment = NULL;

  ishi_sgf_node_set_text (root, "C", "x]CA[Shift_JIS] (");
  ishi_sgf_node_set_raw (root, "CA", "UTF-8");
  ishi_sgf_node_set_text (root, "PB", "碁");
  out = ishi_sgf_write (&root, 1, NULL);
  g_assert_true (g_str_has_prefix (out, "(;CA[UTF-8]C["));

  c = parse_ok (out);
  g_assert_cmpuint (c->warnings->len, ==, 0);
  name = ishi_sgf_node_get_simple_text (first_root (c), "PB");
  comment = ishi_sgf_node_get_text (first_root (c), "C");
  g_assert_cmpstr (name, ==, "碁");
  g_assert_cmpstr (comment, ==, "x]CA[Shift_JIS] (");
  again = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, 1, NULL);
  g_assert_cmpstr (again, ==, out);

  /* without a backslash before it, CA stays where it was */
  ishi_sgf_node_set_text (root, "C", "no escapes (");
  g_clear_pointer (&out, g_free);
  out = ishi_sgf_write (&root, 1, NULL);
  g_assert_true (g_str_has_prefix (out, "(;C[no escapes (]CA[UTF-8]PB["));
}

static void
test_write_format (void)
{
  g_autoptr(IshiSgfCollection) c =
    parse_ok ("(;FF[4]GM[1]PB[x];B[aa];W[bb](;B[cc])(;B[dd];W[ee]))");
  g_autofree char *out = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, 1, NULL);

  /* CA goes after the leading FF and GM; one node a line */
  g_assert_cmpstr (out, ==,
                   "(;FF[4]GM[1]CA[UTF-8]PB[x]\n;B[aa]\n;W[bb]\n(;B[cc])\n(;B[dd]\n;W[ee]))\n");
}

static void
test_write_wraps (void)
{
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;

  for (int i = 0; i < 40; i++)
    {
      g_autofree char *id = g_strdup_printf ("X%c", 'A' + i % 26);
      g_autofree char *v = g_strdup_printf ("value %d", i);

      ishi_sgf_node_add_raw (root, id, v);
    }
  out = ishi_sgf_write (&root, 1, NULL);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >, 5);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_cmpuint (strlen (lines[i]), <=, 78);
}

static void
test_write_sanitises (void)
{
  /* raw values set by hand with an unescaped ']' or a final '\' still
   * read back the same */
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  g_autoptr(IshiSgfCollection) c = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;

  ishi_sgf_node_set_raw (root, "C", "bad ] raw");
  ishi_sgf_node_set_raw (root, "GC", "ends with \\");
  out = ishi_sgf_write (&root, 1, NULL);
  c = ishi_sgf_parse (out, strlen (out), "w.sgf", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "C"), ==, "bad \\] raw");
  g_assert_cmpstr (ishi_sgf_node_get_raw (first_root (c), "GC"), ==, "ends with \\\\");
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

/* What the writer makes reads back to the very same text, also where a
 * line is nearly full and the escapes the writer adds to a raw value (a
 * final lone '\\', an unescaped ']') decide whether the next property is
 * wrapped.  Found by the fuzzer. */
static void
test_write_wrap_counts_escapes (void)
{
  for (guint n = 40; n < 90; n++)
    for (guint kind = 0; kind < 2; kind++)
      {
        g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
        g_autoptr(IshiSgfCollection) c = NULL;
        g_autofree char *raw = g_strnfill (n, 'x');
        g_autofree char *out = NULL;
        g_autofree char *again = NULL;

        raw[n - 1] = kind == 0 ? '\\' : ']';
        ishi_sgf_node_set_raw (root, "GM", "1");
        ishi_sgf_node_set_raw (root, "GN", raw);
        out = ishi_sgf_write (&root, 1, NULL);
        c = parse_ok (out);
        again = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, 1, NULL);
        g_assert_cmpstr (again, ==, out);
      }
}

/* --- depth and size ----------------------------------------------------- */

#define DEEP 100000

static void
check_deep (const char *text,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (text, length, "deep.sgf", &error);
  g_autoptr(IshiSgfCollection) again = NULL;
  g_autoptr(IshiSgfNode) copy = NULL;
  g_autofree char *out = NULL;
  gsize out_length;

  g_assert_no_error (error);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (first_root (c)), ==, DEEP + 1);
  copy = ishi_sgf_node_copy_tree (first_root (c));
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (copy), ==, DEEP + 1);
  out = ishi_sgf_write (&copy, 1, &out_length);
  again = ishi_sgf_parse (out, out_length, "deep2.sgf", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (first_root (again)), ==, DEEP + 1);
}

static void
test_deep_nesting (void)
{
  /* 100,000 levels of '(' — each a variation of one node */
  GString *s = g_string_new ("(;GM[1]");

  for (int i = 0; i < DEEP; i++)
    g_string_append (s, i % 2 ? "(;W[bb]" : "(;B[aa]");
  for (int i = 0; i <= DEEP; i++)
    g_string_append_c (s, ')');
  check_deep (s->str, s->len);

  /* the same depth as a main line, and as a truncated file */
  g_string_assign (s, "(;GM[1]");
  for (int i = 0; i < DEEP; i++)
    g_string_append (s, i % 2 ? ";W[bb]" : ";B[aa]");
  g_string_append_c (s, ')');
  check_deep (s->str, s->len);
  g_string_truncate (s, s->len - 1);
  check_deep (s->str, s->len);

  /* 100,000 variations of the root: wide rather than deep */
  g_string_assign (s, "(;GM[1]");
  for (int i = 0; i < DEEP; i++)
    g_string_append (s, "(;B[aa];W[bb])");
  g_string_append_c (s, ')');
  {
    g_autoptr(IshiSgfCollection) c = parse_ok (s->str);

    g_assert_cmpuint (ishi_sgf_node_n_children (first_root (c)), ==, DEEP);
    g_assert_cmpuint (ishi_sgf_tree_count_nodes (first_root (c)), ==, 2 * DEEP + 1);
  }
  g_string_free (s, TRUE);
}

static void
test_many_warnings (void)
{
  /* a million faults make at most a thousand and one messages */
  GString *s = g_string_new ("(;");

  for (int i = 0; i < 1000000; i++)
    g_string_append (s, "? ");
  g_string_append (s, ")");
  {
    g_autoptr(IshiSgfCollection) c = parse_ok (s->str);

    g_assert_cmpuint (c->warnings->len, ==, 1001);
  }
  g_string_free (s, TRUE);
}

static void
test_many_trees (void)
{
  /* each tree's search for CA must stop at its own end: 300,000 empty
   * trees once made 300,000 searches to the end of the file */
  GString *s = g_string_new (NULL);

  for (int i = 0; i < 300000; i++)
    g_string_append (s, "()");
  g_string_append (s, "(;B[aa])");
  for (int i = 0; i < 300000; i++)
    g_string_append (s, "(;B[aa])");
  {
    g_autoptr(IshiSgfCollection) c = parse_ok (s->str);

    g_assert_cmpuint (c->games->len, ==, 300001);
  }
  g_string_free (s, TRUE);
}

static void
test_wide_node (void)
{
  /* many different properties in one node, with a repeat at the end */
  GString *s = g_string_new ("(;");

  for (int i = 0; i < 26 * 26; i++)
    g_string_append_printf (s, "%c%c[1]", 'A' + i / 26, 'A' + i % 26);
  g_string_append (s, "AA[2])");
  {
    g_autoptr(IshiSgfCollection) c = parse_ok (s->str);

    g_assert_cmpuint (first_root (c)->n_properties, ==, 26 * 26);
    g_assert_cmpuint (ishi_sgf_node_lookup (first_root (c), "AA")->n_values, ==, 2);
  }
  g_string_free (s, TRUE);
}

/* --- the broken-input corpus -------------------------------------------- */

static void
test_broken_corpus (void)
{
  g_autofree char *dir = ishi_test_src_path ("data/sgf-broken");
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) c = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".sgf"))
        continue;
      g_test_message ("%s", name);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      c = ishi_sgf_parse (contents, length, name, &error);
      n++;
      /* every one is at fault: a fatal error that says where, or warnings */
      if (c == NULL)
        {
          guint line = 0;

          g_assert_error (error, ISHI_SGF_ERROR, error->code);
          g_assert_true (ishi_sgf_error_get_location (error, &line, NULL, NULL));
          g_assert_cmpuint (line, >, 0);
          g_assert_true (g_str_has_prefix (name, "fatal-"));
        }
      else
        {
          g_autofree char *out = NULL;
          g_autoptr(IshiSgfCollection) again = NULL;
          gsize out_length;

          g_assert_true (g_str_has_prefix (name, "warn-"));
          g_assert_cmpuint (c->warnings->len, >, 0);
          out = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, c->games->len, &out_length);
          again = ishi_sgf_parse (out, out_length, "again", &error);
          g_assert_no_error (error);
          g_assert_cmpuint (again->games->len, ==, c->games->len);
          /* and what was written reads back to the very same text */
          {
            g_autofree char *out2 = ishi_sgf_write ((IshiSgfNode **) again->games->pdata,
                                                    again->games->len, NULL);

            g_assert_cmpstr (out, ==, out2);
          }
        }
    }
  g_assert_cmpuint (n, >=, 20);
}

/* Every prefix of a real file: a truncated download never crashes. */
static void
test_truncations (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/gogui/ff4_ex.sgf");
  g_autofree char *contents = NULL;
  gsize length;

  if (path == NULL)
    return;
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize n = 0; n <= length; n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (contents, n, "cut.sgf", &error);

      g_assert_true ((c == NULL) != (error == NULL));
    }
}

/* --- saving ------------------------------------------------------------- */

static void
test_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-sgf-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autoptr(IshiSgfCollection) c = parse_ok ("(;CA[Shift_JIS]PB[\x88\xcd\x8c\xe9];B[aa])");
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (ishi_sgf_save ((IshiSgfNode **) c->games->pdata, 1, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "(;CA[UTF-8]PB[囲碁]\n;B[aa])\n");

  /* a folder that does not exist: an IO error naming the file */
  {
    g_autofree char *bad = g_build_filename (dir, "missing", "x.sgf", NULL);

    g_assert_false (ishi_sgf_save ((IshiSgfNode **) c->games->pdata, 1, bad, &error));
    g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "x.sgf"));
    g_clear_error (&error);
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A save that fails half-way (here: the file size limit, as a full disk
 * would) leaves the old file whole and no temporary file behind. */
static void
test_save_failure_keeps_old (void)
{
  static const char old[] = "(;GM[1]C[the old game])\n";
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  guint n_files = 0;

  if (g_test_subprocess ())
    {
      g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *big = g_strnfill (100000, 'x');
      struct rlimit limit = { 4096, 4096 };

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      ishi_sgf_node_set_raw (root, "C", big);
      g_assert_false (ishi_sgf_save (&root, 1, g_getenv ("ISHI_SAVE_TARGET"), &error));
      g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_IO);
      return;
    }

  dir = g_dir_make_tmp ("ishi-sgf-XXXXXX", NULL);
  path = g_build_filename (dir, "game.sgf", NULL);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_setenv ("ISHI_SAVE_TARGET", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, old);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);

    while (g_dir_read_name (d) != NULL)
      n_files++;
  }
  g_assert_cmpuint (n_files, ==, 1);
  g_remove (path);
  g_rmdir (dir);
}

/* What the review panel comes with (issue 23 item 5): a variation or a
 * comment anywhere; a plain line of moves has neither. */
static void
test_variations_or_comments (void)
{
  static const struct { const char *sgf; gboolean expected; } cases[] = {
    { "(;GM[1]SZ[9];B[ee];W[cc];B[gg])", FALSE },
    { "(;GM[1]SZ[9];B[ee];W[cc];B[gg]C[the end])", TRUE },
    { "(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))", TRUE },
    { "(;GM[1]SZ[9]C[a game];B[ee])", TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(IshiSgfCollection) c = parse_ok (cases[i].sgf);

      g_assert_cmpint (ishi_sgf_tree_has_variations_or_comments (first_root (c)), ==, cases[i].expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sgf/escapes", test_escapes);
  g_test_add_func ("/sgf/variations-or-comments", test_variations_or_comments);
  g_test_add_func ("/sgf/escape-writer", test_escape_writer);
  g_test_add_func ("/sgf/line-breaks", test_line_breaks);
  g_test_add_func ("/sgf/line-numbers", test_line_numbers);
  g_test_add_func ("/sgf/points", test_points);
  g_test_add_func ("/sgf/point-lists", test_point_lists);
  g_test_add_func ("/sgf/53-5-point-sets", test_point_sets);
  g_test_add_func ("/sgf/53-8-mislabelled-utf8", test_mislabelled_utf8);
  g_test_add_func ("/sgf/53-10-numbers-not-numbers", test_numbers_not_numbers);
  g_test_add_func ("/sgf/human-points", test_human_points);
  g_test_add_func ("/sgf/root-size", test_root_size);
  g_test_add_func ("/sgf/variations", test_variations);
  g_test_add_func ("/sgf/long-names", test_long_names);
  g_test_add_func ("/sgf/unknown-properties-kept", test_unknown_properties_kept);
  g_test_add_func ("/sgf/setup-before-size", test_setup_before_size);
  g_test_add_func ("/sgf/pass-forms", test_pass_forms);
  g_test_add_func ("/sgf/repairs", test_repairs);
  g_test_add_func ("/sgf/truncated-value-kept", test_truncated_value_kept);
  g_test_add_func ("/sgf/duplicates-merge", test_duplicates_merge);
  g_test_add_func ("/sgf/fatal", test_fatal);
  g_test_add_func ("/sgf/nul-bytes", test_nul_bytes);
  g_test_add_func ("/sgf/encoding/per-tree", test_encoding_per_tree);
  g_test_add_func ("/sgf/encoding/trail-byte-5c", test_trail_byte_5c);
  g_test_add_func ("/sgf/encoding/big5-trail", test_big5_trail);
  g_test_add_func ("/sgf/encoding/charset-text-in-value", test_charset_text_in_value);
  g_test_add_func ("/sgf/encoding/escaped-high-byte", test_escaped_high_byte);
  g_test_add_func ("/sgf/encoding/detection", test_detection);
  g_test_add_func ("/sgf/encoding/declared-utf8-is-not", test_declared_utf8_is_not);
  g_test_add_func ("/sgf/encoding/utf16", test_utf16);
  g_test_add_func ("/sgf/encoding/iso-2022-jp", test_iso_2022_jp);
  g_test_add_func ("/sgf/encoding/unknown-charset", test_unknown_charset);
  g_test_add_func ("/sgf/encoding/mislabelled-utf16", test_mislabelled_utf16);
  g_test_add_func ("/sgf/tree-edit", test_tree_edit);
  g_test_add_func ("/sgf/tree-edit-read", test_tree_edit_read);
  g_test_add_func ("/sgf/tree-edit-shared-moves", test_tree_edit_shared_moves);
  g_test_add_func ("/sgf/write-format", test_write_format);
  g_test_add_func ("/sgf/write-wraps", test_write_wraps);
  g_test_add_func ("/sgf/write-sanitises", test_write_sanitises);
  g_test_add_func ("/sgf/write-wrap-counts-escapes", test_write_wrap_counts_escapes);
  g_test_add_func ("/sgf/write-ca-before-backslash", test_write_ca_before_backslash);
  g_test_add_func ("/sgf/deep-nesting", test_deep_nesting);
  g_test_add_func ("/sgf/many-warnings", test_many_warnings);
  g_test_add_func ("/sgf/many-trees", test_many_trees);
  g_test_add_func ("/sgf/wide-node", test_wide_node);
  g_test_add_func ("/sgf/broken-corpus", test_broken_corpus);
  g_test_add_func ("/sgf/truncations", test_truncations);
  g_test_add_func ("/sgf/save", test_save);
  g_test_add_func ("/sgf/save-failure-keeps-old", test_save_failure_keeps_old);

  return g_test_run ();
}
