/* test-sgf-testdata.c — the SGF reader and writer over the shared test
 * files.  The expected values come from ../shared/testdata/sgf/README.md,
 * which quotes the unit tests of GoGui, Sabaki, sgfmill, KataGo and
 * littlego, and from the GTP file an independent converter made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "ishi-sgf.h"
#include "ishi-test-util.h"

/* --- helpers ------------------------------------------------------------ */

static IshiSgfCollection *
load (const char *relative)
{
  g_autofree char *path = ishi_test_data_path (relative);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *c;

  if (path == NULL)
    return NULL;
  file = g_file_new_for_path (path);
  c = ishi_sgf_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (c);
  g_assert_cmpuint (c->games->len, >, 0);
  return c;
}

static gboolean
has_warning (IshiSgfCollection *c,
             const char        *fragment)
{
  for (guint i = 0; i < c->warnings->len; i++)
    {
      IshiSgfWarning *w = c->warnings->pdata[i];

      if (strstr (w->message, fragment) != NULL)
        return TRUE;
    }
  return FALSE;
}

static IshiSgfNode *
main_line (IshiSgfNode *node,
           guint        steps)
{
  while (steps-- > 0)
    {
      g_assert_nonnull (node->first_child);
      node = node->first_child;
    }
  return node;
}

/* The number of points a list property covers, compressed lists expanded. */
static guint
n_points (const IshiSgfNode *node,
          const char        *id,
          int                size)
{
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, id);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  if (p == NULL)
    return 0;
  for (guint i = 0; i < p->n_values; i++)
    g_assert_true (ishi_sgf_parse_point_list (p->values[i], size, points));
  return points->len;
}

static guint
n_values (const IshiSgfNode *node,
          const char        *id)
{
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, id);

  return p ? p->n_values : 0;
}

static gboolean
properties_equal (const IshiSgfNode *a,
                  const IshiSgfNode *b,
                  gboolean           root)
{
  if (a->n_properties != b->n_properties)
    return FALSE;
  for (guint i = 0; i < a->n_properties; i++)
    {
      IshiSgfProperty *pa = a->properties[i];
      IshiSgfProperty *pb = b->properties[i];

      if (strcmp (pa->id, pb->id) != 0 || pa->n_values != pb->n_values)
        return FALSE;
      /* the writer's one change: CA[UTF-8] in each root */
      if (root && strcmp (pa->id, "CA") == 0)
        continue;
      for (guint k = 0; k < pa->n_values; k++)
        if (strcmp (pa->values[k], pb->values[k]) != 0)
          return FALSE;
    }
  return TRUE;
}

/* Same shape, same properties, same values; the written copy may have
 * gained a CA in its root. */
static void
assert_trees_equal (const IshiSgfNode *a,
                    const IshiSgfNode *b)
{
  const IshiSgfNode *x = a, *y = b;

  if (ishi_sgf_node_lookup (a, "CA") == NULL && ishi_sgf_node_lookup (b, "CA") != NULL)
    {
      IshiSgfNode *copy = ishi_sgf_node_copy_tree (b);

      ishi_sgf_node_remove (copy, "CA");
      g_assert_true (properties_equal (a, copy, TRUE));
      ishi_sgf_node_free (copy);
    }
  else
    g_assert_true (properties_equal (a, b, TRUE));

  for (;;)
    {
      if (x != a)
        g_assert_true (properties_equal (x, y, FALSE));
      g_assert_true ((x->first_child == NULL) == (y->first_child == NULL));
      if (x->first_child != NULL)
        {
          x = x->first_child;
          y = y->first_child;
          continue;
        }
      while (x != a && x->next_sibling == NULL)
        {
          g_assert_null (y->next_sibling);
          x = x->parent;
          y = y->parent;
        }
      if (x == a)
        break;
      g_assert_nonnull (y->next_sibling);
      x = x->next_sibling;
      y = y->next_sibling;
    }
}

static IshiSgfCollection *
round_trip (IshiSgfCollection *c)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *again;
  gsize length;

  text = ishi_sgf_write ((IshiSgfNode **) c->games->pdata, c->games->len, &length);
  g_assert_true (g_utf8_validate (text, length, NULL));
  again = ishi_sgf_parse (text, length, "written", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->encoding, ==, "UTF-8");
  g_assert_cmpuint (again->games->len, ==, c->games->len);
  for (guint i = 0; i < c->games->len; i++)
    assert_trees_equal (c->games->pdata[i], again->games->pdata[i]);
  /* and writing what was read back gives the very same text */
  {
    g_autofree char *text2 = NULL;
    gsize length2;

    text2 = ishi_sgf_write ((IshiSgfNode **) again->games->pdata, again->games->len, &length2);
    g_assert_cmpuint (length2, ==, length);
    g_assert_true (memcmp (text, text2, length) == 0);
  }
  return again;
}

/* --- every file --------------------------------------------------------- */

static void
collect_sgf (const char *dir,
             GPtrArray  *out)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_sgf (path, out);
      else if (g_str_has_suffix (name, ".sgf"))
        g_ptr_array_add (out, g_steal_pointer (&path));
    }
}

static void
test_every_file (void)
{
  g_autofree char *root = ishi_test_data_path ("sgf");
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  guint loaded = 0, refused = 0;

  if (root == NULL)
    return;
  collect_sgf (root, files);
  g_assert_cmpuint (files->len, >=, 80);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiSgfCollection) c = NULL;
      g_autoptr(IshiSgfCollection) again = NULL;
      gsize length;

      g_test_message ("%s", path);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      c = ishi_sgf_parse (contents, length, path, &error);

      /* The only file with no SGF in it at all (littlego doc/TESTING). */
      if (g_str_has_suffix (path, "littlego/illegal/not-an-sgf-file.sgf"))
        {
          guint line = 0, column = 0;

          g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_SYNTAX);
          g_assert_true (g_str_has_prefix (error->message, path));
          g_assert_true (ishi_sgf_error_get_location (error, &line, &column, NULL));
          g_assert_cmpuint (line, ==, 1);
          g_assert_cmpuint (column, ==, 1);
          refused++;
          continue;
        }
      g_assert_no_error (error);
      loaded++;
      again = round_trip (c);
    }
  g_assert_cmpuint (refused, ==, 1);
  g_test_message ("%u files loaded and round-tripped", loaded);
}

/* --- the FF[4] example (GoGui SgfReaderTest.checkFF4Example) ------------ */

static void
check_ff4_example (IshiSgfNode *root)
{
  IshiSgfNode *v2, *v3, *v4, *n;
  int size = 0;

  g_assert_true (ishi_sgf_root_size (root, &size));
  g_assert_cmpint (size, ==, 19);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 54);
  g_assert_cmpuint (ishi_sgf_node_n_children (root), ==, 5);

  v2 = ishi_sgf_node_nth_child (root, 1);
  g_assert_cmpuint (n_points (v2, "AB", 19), ==, 16);
  g_assert_cmpuint (n_points (v2, "AW", 19), ==, 16);
  n = v2->first_child;
  g_assert_cmpuint (n_points (n, "AE", 19), ==, 9);
  n = n->first_child;
  g_assert_cmpuint (n_points (n, "AB", 19), ==, 1);
  g_assert_cmpuint (n_points (n, "AW", 19), ==, 1);
  n = n->first_child;
  g_assert_null (n->first_child);
  g_assert_cmpstr (ishi_sgf_node_get_raw (n, "PL"), ==, "W");

  v3 = ishi_sgf_node_nth_child (root, 2);
  g_assert_cmpuint (n_points (v3, "AB", 19), ==, 35);
  g_assert_cmpuint (n_points (v3, "AW", 19), ==, 37);
  n = v3->first_child;
  g_assert_cmpuint (n_points (n, "MA", 19), ==, 9);
  g_assert_cmpuint (n_points (n, "CR", 19), ==, 9);
  g_assert_cmpuint (n_points (n, "SQ", 19), ==, 9);
  g_assert_cmpuint (n_points (n, "TR", 19), ==, 9);
  g_assert_cmpuint (n_points (n, "SL", 19), ==, 9);
  g_assert_cmpuint (n_points (n, "TB", 19), ==, 18);
  g_assert_cmpuint (n_points (n, "TW", 19), ==, 19);
  n = n->first_child;
  {
    IshiSgfProperty *lb = ishi_sgf_node_lookup (n, "LB");
    static const char *const ar[] = { "aa:sc", "sa:ac", "aa:sa", "aa:ac", "cd:cj",
                                      "gd:md", "fh:ij", "kj:nh" };
    IshiSgfProperty *p;
    gboolean d17 = FALSE, g1 = FALSE, n1 = FALSE;

    g_assert_nonnull (lb);
    g_assert_cmpuint (lb->n_values, ==, 22);
    for (guint i = 0; i < lb->n_values; i++)
      {
        g_autofree char *point = NULL, *raw = NULL, *label = NULL;
        int x, y;

        g_assert_true (ishi_sgf_split_compose (lb->values[i], &point, &raw));
        g_assert_true (ishi_sgf_parse_point (point, 19, &x, &y));
        label = ishi_sgf_unescape_text (raw, TRUE);
        /* D17, G1 and N1 in the spec's coordinates: column letter without
         * I, row counted from the bottom */
        if (x == 3 && y == 19 - 17)
          d17 = g_str_equal (label, "1");
        if (x == 6 && y == 19 - 1)
          g1 = g_str_equal (label, "ABCDEFGH");
        if (x == 12 && y == 19 - 1)
          n1 = g_str_equal (label, "12345678");
      }
    g_assert_true (d17 && g1 && n1);

    /* the node after the labels: arrows, lines and dimmed points */
    n = n->first_child;
    p = ishi_sgf_node_lookup (n, "AR");
    g_assert_nonnull (p);
    g_assert_cmpuint (p->n_values, ==, G_N_ELEMENTS (ar));
    for (guint i = 0; i < G_N_ELEMENTS (ar); i++)
      g_assert_cmpstr (p->values[i], ==, ar[i]);
    p = ishi_sgf_node_lookup (n, "DD");
    g_assert_nonnull (p);
    g_assert_cmpuint (p->n_values, ==, 2);
    g_assert_cmpstr (p->values[0], ==, "kq:os");
    g_assert_cmpstr (p->values[1], ==, "dq:hs");
    g_assert_cmpuint (n_values (n, "LN"), ==, 4);
  }

  v4 = ishi_sgf_node_nth_child (root, 3);
  g_assert_cmpuint (ishi_sgf_node_n_children (v4), ==, 6);
  {
    g_autofree char *text = ishi_sgf_node_get_text (v4, "C");
    const char *s = text;
    guint oks = 0;

    g_assert_nonnull (text);
    /* every ">ok<" comes out whole, whichever line break was escaped */
    while ((s = strstr (s, ">ok<")) != NULL)
      {
        oks++;
        s += 4;
      }
    g_assert_cmpuint (oks, >=, 4);
    g_assert_null (strstr (text, ">o\n"));
    g_assert_null (strstr (text, ">o\\"));
  }
}

static void
test_ff4_example (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/ff4_ex.1.sgf");
  g_autoptr(IshiSgfCollection) again = NULL;
  g_autoptr(IshiSgfCollection) whole = NULL;

  if (c == NULL)
    return;
  g_assert_cmpuint (c->games->len, ==, 1);
  g_assert_cmpuint (c->warnings->len, ==, 0);
  check_ff4_example (c->games->pdata[0]);
  again = round_trip (c);
  check_ff4_example (again->games->pdata[0]);

  whole = load ("sgf/gogui/ff4_ex.sgf");
  g_assert_cmpuint (whole->games->len, ==, 2);
  check_ff4_example (whole->games->pdata[0]);
  /* the same file split in two: the second tree is ff4_ex.2.sgf */
  {
    g_autoptr(IshiSgfCollection) second = load ("sgf/gogui/ff4_ex.2.sgf");

    assert_trees_equal (second->games->pdata[0], whole->games->pdata[1]);
  }
}

static void
test_ff4_example_passes (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/ff4_ex.1.sgf");
  IshiSgfNode *n;
  int x = 0, y = 0;

  if (c == NULL)
    return;
  /* variation 1 ends with W[] and B[tt], both passes on 19x19 */
  n = ishi_sgf_node_nth_child (c->games->pdata[0], 0);
  while (n->first_child != NULL)
    n = n->first_child;
  g_assert_cmpstr (ishi_sgf_node_get_raw (n, "B"), ==, "tt");
  g_assert_true (ishi_sgf_parse_point ("tt", 19, &x, &y));
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, -1);
  g_assert_cmpstr (ishi_sgf_node_get_raw (n->parent, "W"), ==, "");
}

/* --- encodings (Sabaki parse.test.js, encoding.test.js) ----------------- */

static void
check_text (IshiSgfNode *node,
            const char  *id,
            const char  *expected)
{
  g_autofree char *text = ishi_sgf_node_get_simple_text (node, id);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_chinese (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/chinese.sgf");
  IshiSgfNode *root;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  /* PB stands before CA[GB2312] */
  check_text (root, "PB", "古力");
  check_text (root, "PW", "柯洁");
  check_text (main_line (root, 2), "C", "围棋 is fun");
}

static void
test_japanese (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/japanese.sgf");

  if (c == NULL)
    return;
  check_text (main_line (c->games->pdata[0], 2), "C", "囲碁 is fun");
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

static void
test_korean (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/korean.sgf");

  if (c == NULL)
    return;
  check_text (main_line (c->games->pdata[0], 2), "C", "바둑 is fun");
}

static void
test_japanese_bad (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/japanese_bad.sgf");
  g_autofree char *comment = NULL;

  if (c == NULL)
    return;
  comment = ishi_sgf_node_get_text (main_line (c->games->pdata[0], 2), "C");
  g_assert_nonnull (comment);
  g_assert_true (g_utf8_validate (comment, -1, NULL));
  g_assert_cmpstr (comment, !=, "囲碁 is fun");
}

static void
test_no_ca (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/no-ca.sgf");
  g_autofree char *comment = NULL;
  IshiSgfNode *root;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  comment = ishi_sgf_node_get_text (root, "C");
  g_assert_true (g_str_has_prefix (comment, "【第三型】"));
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "MULTIGOGM"), ==, "1");
  g_assert_cmpuint (ishi_sgf_node_n_children (root->first_child), >, 1);
}

static void
test_bom (void)
{
  g_autoptr(IshiSgfCollection) le = load ("sgf/sabaki/utf16le.sgf");
  g_autoptr(IshiSgfCollection) bom = load ("sgf/sabaki/utf8bom.sgf");

  if (le == NULL || bom == NULL)
    return;
  g_assert_cmpstr (ishi_sgf_node_get_raw (le->games->pdata[0], "GM"), ==, "1");
  g_assert_cmpstr (ishi_sgf_node_get_raw (bom->games->pdata[0], "GM"), ==, "1");
  /* the same game in two encodings */
  assert_trees_equal (le->games->pdata[0], bom->games->pdata[0]);
}

static void
test_nihon_kiin (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/nihon-kiin.sgf");
  g_autofree char *te = NULL;
  IshiSgfNode *root;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  check_text (root, "PW", "党毅飛");
  /* 90 5C E1 C1 83 5C: both 0x5C are trail bytes, not escapes */
  check_text (root, "PB", "申眞ソ");
  te = ishi_sgf_node_get_simple_text (root, "TE");
  g_assert_nonnull (strstr (te, "世界最高棋士決定戦"));
  check_text (root, "KO", "黒6目半");
  check_text (root, "RE", "257手完, 黒中押し勝ち");
  check_text (root, "TM", "1時間");
  g_assert_cmpstr (c->encoding, ==, "Shift_JIS");
  /* the root had no ';' */
  g_assert_true (has_warning (c, "“;”"));
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 9);
  g_assert_cmpstr (ishi_sgf_node_get_raw (main_line (root, 8), "W"), ==, "dd");
}

static void
test_littlego_encodings (void)
{
  /* littlego refuses these three; Ishi reads what can be read, with a
   * warning where the character set is unknown. */
  g_autoptr(IshiSgfCollection) multiple = load ("sgf/littlego/illegal/encoding-multiple.sgf");
  g_autoptr(IshiSgfCollection) unsupported = load ("sgf/littlego/illegal/encoding-unsupported.sgf");
  g_autoptr(IshiSgfCollection) fails = load ("sgf/littlego/illegal/encoding-detection-fails.sgf");

  if (multiple == NULL || unsupported == NULL || fails == NULL)
    return;
  g_assert_cmpuint (multiple->games->len, ==, 2);
  g_assert_cmpstr (ishi_sgf_node_get_raw (multiple->games->pdata[1], "CA"), ==, "ISO-8859-1");
  g_assert_true (has_warning (unsupported, "foo"));
  g_assert_true (has_warning (unsupported, "“)”"));
  g_assert_cmpuint (fails->games->len, ==, 2);
}

/* --- dialects ----------------------------------------------------------- */

static void
test_verbose_names (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/verbose-property-names.sgf");
  IshiSgfNode *root;
  g_autofree char *gc = NULL;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "GM"), ==, "1");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "SZ"), ==, "19");
  check_text (root, "PB", "Robin Upton");
  check_text (root, "PW", "J. Chin");
  check_text (root, "RE", "B+Resign");
  gc = ishi_sgf_node_get_text (root, "GC");
  g_assert_true (g_str_has_prefix (gc, "This is slightly commented by R.Upton (BadShape[8k*])"));
  g_assert_cmpstr (ishi_sgf_node_get_raw (main_line (root, 1), "B"), ==, "qc");
  g_assert_nonnull (ishi_sgf_node_lookup (main_line (root, 5), "C"));
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

static void
test_duplicate_property (void)
{
  static const char text[] = "(;C[foo]C[bar])";
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) c = ishi_sgf_parse (text, strlen (text), "dup.sgf", &error);
  g_autofree char *comment = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (c->warnings->len, ==, 1);
  /* merged: the two comments become one, nothing is lost */
  comment = ishi_sgf_node_get_text (c->games->pdata[0], "C");
  g_assert_cmpstr (comment, ==, "foo\nbar");
}

static void
test_invalid_move (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/invalidmove.sgf");
  IshiSgfNode *n;
  int size = 0;

  if (c == NULL)
    return;
  g_assert_true (ishi_sgf_root_size (c->games->pdata[0], &size));
  g_assert_cmpint (size, ==, 9);
  /* kept, warned about, and refused by the point reader (the game's error) */
  g_assert_true (has_warning (c, "B[rs]"));
  for (n = c->games->pdata[0]; n != NULL; n = n->first_child)
    {
      const char *b = ishi_sgf_node_get_raw (n, "B");

      if (b != NULL && g_str_equal (b, "rs"))
        break;
    }
  g_assert_nonnull (n);
  g_assert_false (ishi_sgf_parse_point ("rs", size, NULL, NULL));
}

static void
test_size_after_points (void)
{
  g_autoptr(IshiSgfCollection) valid = load ("sgf/gogui/size-after-valid-points.sgf");
  g_autoptr(IshiSgfCollection) invalid = load ("sgf/gogui/size-after-invalid-points.sgf");

  if (valid == NULL || invalid == NULL)
    return;
  g_assert_cmpuint (valid->warnings->len, ==, 0);
  g_assert_true (has_warning (invalid, "AB[pp]"));
  g_assert_true (has_warning (invalid, "9×9"));
}

static void
test_unknown_ot (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/time-settings-unknown-ot.sgf");
  g_autoptr(IshiSgfCollection) again = NULL;

  if (c == NULL)
    return;
  g_assert_cmpstr (ishi_sgf_node_get_raw (c->games->pdata[0], "OT"), ==, "8 xyz 16");
  again = round_trip (c);
  g_assert_cmpstr (ishi_sgf_node_get_raw (again->games->pdata[0], "OT"), ==, "8 xyz 16");
}

static void
test_human_readable (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/gogui/human-readable.sgf");
  IshiSgfNode *root;
  int x, y;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  /* R16 on 19x19 is the point "qd"; W[Pass] is a pass */
  g_assert_true (ishi_sgf_parse_point (ishi_sgf_node_get_raw (main_line (root, 1), "B"), 19, &x, &y));
  g_assert_cmpint (x, ==, 'q' - 'a');
  g_assert_cmpint (y, ==, 'd' - 'a');
  g_assert_true (ishi_sgf_parse_point (ishi_sgf_node_get_raw (main_line (root, 6), "W"), 19, &x, &y));
  g_assert_cmpint (x, ==, -1);
}

static void
test_foxlike (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/katago/foxlike.sgf");
  IshiSgfNode *root;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  check_text (root, "PB", "testname1");
  check_text (root, "PW", "testname2");
  check_text (root, "BR", "3段");
  check_text (root, "RE", "draw");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "HA"), ==, "2");
  g_assert_cmpuint (n_points (main_line (root, 1), "AB", 19), ==, 2);
  /* AP twice: merged, both kept */
  g_assert_cmpuint (n_values (root, "AP"), ==, 2);
  /* the trailing ";)" is an empty last node */
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (root), ==, 5);
  g_assert_cmpuint (main_line (root, 4)->n_properties, ==, 0);
}

static void
test_redrose (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/trevoke/redrose-tartrate.sgf");
  gboolean found = FALSE;

  if (c == NULL)
    return;
  g_assert_cmpuint (c->warnings->len, ==, 0);
  check_text (c->games->pdata[0], "RE", "B+Resign");
  check_text (c->games->pdata[0], "OT", "3x30 byo-yomi");
  for (IshiSgfNode *n = c->games->pdata[0]; n != NULL && !found; n = n->first_child)
    {
      const char *raw = ishi_sgf_node_get_raw (n, "C");
      g_autofree char *text = NULL;

      if (raw == NULL || strstr (raw, "\\]") == NULL)
        continue;
      text = ishi_sgf_node_get_text (n, "C");
      g_assert_null (strstr (text, "\\]"));
      g_assert_nonnull (strchr (text, ']'));
      found = TRUE;
    }
  g_assert_true (found);
}

static void
test_messy (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/katago/messy.sgf");
  gboolean pass = FALSE;
  int size = 0;

  if (c == NULL)
    return;
  g_assert_true (ishi_sgf_root_size (c->games->pdata[0], &size));
  /* B[] is the second variation after W[df] */
  for (IshiSgfNode *n = main_line (c->games->pdata[0], 3)->next_sibling; n != NULL; n = n->first_child)
    {
      const char *b = ishi_sgf_node_get_raw (n, "B");
      int x = 0, y = 0;

      if (b != NULL && *b == '\0')
        {
          g_assert_true (ishi_sgf_parse_point (b, size, &x, &y));
          g_assert_cmpint (x, ==, -1);
          pass = TRUE;
        }
    }
  g_assert_true (pass);
}

/* The OGS game and the GTP commands an independent converter made from it:
 * handicap stones then moves, "play B K10" style (no I, row 20 - y). */
static void
test_gtp_conversion (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/trevoke/12483156-096-Kamilia13-BTRON.sgf");
  g_autofree char *gtp_path = ishi_test_data_path ("sgf/trevoke/12483156-096-Kamilia13-BTRON.gtp");
  g_autofree char *gtp = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
  IshiSgfNode *root;
  int size = 0;

  if (c == NULL || gtp_path == NULL)
    return;
  root = c->games->pdata[0];
  g_assert_true (ishi_sgf_root_size (root, &size));
  g_assert_true (g_file_get_contents (gtp_path, &gtp, NULL, NULL));
  lines = g_strsplit (gtp, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "play "))
      g_ptr_array_add (theirs, g_strdup (g_strstrip (lines[i]) + 5));

  for (IshiSgfNode *n = root; n != NULL; n = n->first_child)
    for (guint k = 0; k < n->n_properties; k++)
      {
        IshiSgfProperty *p = n->properties[k];
        const char *color;

        if (g_str_equal (p->id, "AB") || g_str_equal (p->id, "B"))
          color = "B";
        else if (g_str_equal (p->id, "AW") || g_str_equal (p->id, "W"))
          color = "W";
        else
          continue;
        for (guint v = 0; v < p->n_values; v++)
          {
            int x, y;

            g_assert_true (ishi_sgf_parse_point (p->values[v], size, &x, &y));
            if (x < 0)
              g_ptr_array_add (ours, g_strdup_printf ("%s pass", color));
            else
              g_ptr_array_add (ours, g_strdup_printf ("%s %c%d", color,
                                                      "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x],
                                                      size - y));
          }
      }
  g_assert_cmpuint (ours->len, ==, theirs->len);
  for (guint i = 0; i < ours->len; i++)
    {
      g_autofree char *a = g_ascii_strup (ours->pdata[i], -1);
      g_autofree char *b = g_ascii_strup (theirs->pdata[i], -1);

      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_simple_collection (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/trevoke/simple.sgf");
  g_autoptr(IshiSgfCollection) e = load ("sgf/trevoke/example1.sgf");

  if (c == NULL || e == NULL)
    return;
  /* The README calls simple.sgf two games; the file holds one game of four
   * nodes whose last adds AB in a later node. */
  g_assert_cmpuint (c->games->len, ==, 1);
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (c->games->pdata[0]), ==, 4);
  g_assert_cmpuint (n_points (main_line (c->games->pdata[0], 3), "AB", 19), ==, 3);
  /* nested variations and comment-only nodes */
  g_assert_cmpuint (ishi_sgf_tree_count_nodes (e->games->pdata[0]), ==, 11);
  g_assert_cmpuint (ishi_sgf_node_n_children (e->games->pdata[0]), ==, 2);
  check_text (main_line (e->games->pdata[0], 3), "C", "c");
  check_text (ishi_sgf_node_nth_child (main_line (e->games->pdata[0], 2), 1), "C", "d");
  check_text (ishi_sgf_node_nth_child (e->games->pdata[0], 1)->first_child->next_sibling, "C", "j");
}

static void
test_sgfc_evil_file (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/littlego/sgfc/test.sgf");
  g_autoptr(IshiSgfCollection) strict = load ("sgf/littlego/sgfc/test-strict.sgf");

  if (c == NULL || strict == NULL)
    return;
  /* SGFC's file of faults: its nesting is never closed, so it is one
   * tree, read with a warning for each fault Ishi repairs. */
  g_assert_true (has_warning (c, "zero byte"));
  g_assert_true (has_warning (c, "outside a game tree"));
  g_assert_true (has_warning (c, "appears twice"));
  g_assert_true (has_warning (c, "B[90]"));
  g_assert_true (has_warning (c, "not closed before the end"));
  g_assert_true (has_warning (c, "“)”"));
  g_assert_cmpuint (c->warnings->len, >=, 15);
  /* the conforming one reads without a word */
  g_assert_cmpuint (strict->warnings->len, ==, 0);
}

static void
test_sabaki_complex (void)
{
  g_autoptr(IshiSgfCollection) c = load ("sgf/sabaki/complex.sgf");
  IshiSgfNode *root;

  if (c == NULL)
    return;
  root = c->games->pdata[0];
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "CA"), ==, "UTF-8");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "RU"), ==, "chinese");
  g_assert_cmpuint (c->warnings->len, ==, 0);
}

/* --- ishi-tool info and normalize ---------------------------------------- */

static gboolean
run_tool_in (const char         *dir,
             const char *const  *args,
             char              **out,
             char              **err,
             int                *status)
{
  const char *tool = g_getenv ("ISHI_TOOL");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  if (tool == NULL || !g_file_test (tool, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("ISHI_TOOL is not set");
      return FALSE;
    }
  g_ptr_array_add (argv, (gpointer) tool);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (dir, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &wait_status, &error));
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return TRUE;
}

static gboolean
run_tool (const char *const *args,
          char              **out,
          char              **err,
          int                *status)
{
  return run_tool_in (NULL, args, out, err, status);
}

static void
test_tool_info (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/sabaki/nihon-kiin.sgf");
  g_autofree char *bad = ishi_test_data_path ("sgf/littlego/illegal/not-an-sgf-file.sgf");
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_autofree char *prefix = NULL;
  int status = -1;

  if (path == NULL || bad == NULL)
    return;
  if (!run_tool ((const char *[]) { "info", path, NULL }, &out, &err, &status))
    return;
  g_assert_cmpint (status, ==, 0);
  /* the README's values, in the order of the brief; no DT (RD is not DT) */
  g_assert_cmpstr (out, ==,
                   "PB: 申眞ソ\nPW: 党毅飛\nBR: 九段\nWR: 九段\n"
                   "RE: 257手完, 黒中押し勝ち\nmoves: 8\n");

  g_assert_true (run_tool ((const char *[]) { "info", bad, NULL }, &out2, &err2, &status));
  g_assert_cmpint (status, ==, 1);
  prefix = g_strdup_printf ("%s:1:1: error: ", bad);
  g_assert_true (g_str_has_prefix (err2, prefix));
}

static void
test_tool_normalize (void)
{
  g_autofree char *path = ishi_test_data_path ("sgf/sabaki/nihon-kiin.sgf");
  g_autofree char *dir = NULL, *target = NULL;
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_auto(GStrv) lines = NULL;
  int status = -1;

  if (path == NULL)
    return;
  dir = g_dir_make_tmp ("ishi-normalize-XXXXXX", NULL);
  target = g_build_filename (dir, "out.sgf", NULL);
  if (!run_tool ((const char *[]) { "normalize", path, target, NULL }, &out, &err, &status))
    return;
  g_assert_cmpint (status, ==, 0);
  /* two repairs: the guessed character set, the missing ';' at 2:1 */
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s:", path);

      g_assert_true (g_str_has_prefix (lines[i], prefix));
      g_assert_nonnull (strstr (lines[i], ": warning: "));
    }
  g_assert_nonnull (strstr (lines[1], ":2:1: warning: "));
  g_assert_true (g_file_get_contents (target, &written, NULL, NULL));
  g_assert_true (g_utf8_validate (written, -1, NULL));
  g_assert_true (g_str_has_prefix (written, "(;CA[UTF-8]"));
  g_assert_nonnull (strstr (written, "PB[申眞ソ]"));
  g_remove (target);
  g_rmdir (dir);
}

/* `normalize IN -`: the record on standard output, byte for byte what
 * `normalize IN OUT.sgf` writes into OUT.sgf, the repairs on standard
 * error, and no file named "-" (it was one before).  Needs no testdata. */
static void
test_tool_normalize_stdout (void)
{
  /* A game with one repair: the first node has no ';'. */
  static const char record[] = "(GM[1]FF[4]SZ[9]PB[Ann]\n;B[ee];W[dd]C[hi])";
  g_autofree char *dir = g_dir_make_tmp ("ishi-normalize-XXXXXX", NULL);
  g_autofree char *in = g_build_filename (dir, "in.sgf", NULL);
  g_autofree char *file = g_build_filename (dir, "out.sgf", NULL);
  g_autofree char *dash = g_build_filename (dir, "-", NULL);
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *written = NULL;
  int status = -1;

  g_assert_nonnull (dir);
  g_assert_true (g_file_set_contents (in, record, -1, NULL));
  if (!run_tool_in (dir, (const char *[]) { "normalize", "in.sgf", "-", NULL }, &out, &err, &status))
    {
      ishi_test_remove_tree (dir);
      return;
    }
  g_assert_cmpint (status, ==, 0);
  g_assert_false (g_file_test (dash, G_FILE_TEST_EXISTS));
  g_assert_true (g_str_has_prefix (out, "(;GM[1]FF[4]CA[UTF-8]SZ[9]PB[Ann]"));
  g_assert_null (strstr (out, "warning"));
  g_assert_true (g_str_has_prefix (err, "in.sgf:1:2: warning: "));

  g_assert_true (run_tool_in (dir, (const char *[]) { "normalize", "in.sgf", "out.sgf", NULL }, &out2, &err2,
                              &status));
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_file_get_contents (file, &written, NULL, NULL));
  g_assert_cmpstr (out, ==, written);
  /* the repairs are the output when the record goes to a file */
  g_assert_cmpstr (out2, ==, err);
  g_assert_cmpstr (err2, ==, "");
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sgf-testdata/every-file", test_every_file);
  g_test_add_func ("/sgf-testdata/ff4-example", test_ff4_example);
  g_test_add_func ("/sgf-testdata/ff4-example-passes", test_ff4_example_passes);
  g_test_add_func ("/sgf-testdata/encoding/chinese", test_chinese);
  g_test_add_func ("/sgf-testdata/encoding/japanese", test_japanese);
  g_test_add_func ("/sgf-testdata/encoding/korean", test_korean);
  g_test_add_func ("/sgf-testdata/encoding/japanese-bad", test_japanese_bad);
  g_test_add_func ("/sgf-testdata/encoding/no-ca", test_no_ca);
  g_test_add_func ("/sgf-testdata/encoding/bom", test_bom);
  g_test_add_func ("/sgf-testdata/encoding/nihon-kiin", test_nihon_kiin);
  g_test_add_func ("/sgf-testdata/encoding/littlego", test_littlego_encodings);
  g_test_add_func ("/sgf-testdata/verbose-names", test_verbose_names);
  g_test_add_func ("/sgf-testdata/duplicate-property", test_duplicate_property);
  g_test_add_func ("/sgf-testdata/invalid-move", test_invalid_move);
  g_test_add_func ("/sgf-testdata/size-after-points", test_size_after_points);
  g_test_add_func ("/sgf-testdata/unknown-ot", test_unknown_ot);
  g_test_add_func ("/sgf-testdata/human-readable", test_human_readable);
  g_test_add_func ("/sgf-testdata/foxlike", test_foxlike);
  g_test_add_func ("/sgf-testdata/redrose", test_redrose);
  g_test_add_func ("/sgf-testdata/messy", test_messy);
  g_test_add_func ("/sgf-testdata/gtp-conversion", test_gtp_conversion);
  g_test_add_func ("/sgf-testdata/simple-collection", test_simple_collection);
  g_test_add_func ("/sgf-testdata/sgfc-evil-file", test_sgfc_evil_file);
  g_test_add_func ("/sgf-testdata/sabaki-complex", test_sabaki_complex);
  g_test_add_func ("/sgf-testdata/tool/info", test_tool_info);
  g_test_add_func ("/sgf-testdata/tool/normalize", test_tool_normalize);
  g_test_add_func ("/sgf-testdata/tool/normalize-stdout", test_tool_normalize_stdout);

  return g_test_run ();
}
