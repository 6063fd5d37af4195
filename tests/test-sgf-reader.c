/* test-sgf-reader.c — IshiSgfReader, one reader for many files in turn
 * (ishi-tool replay, issue 35): each file read as a reader of its own
 * would read it, with node places or without, and with only some
 * properties kept below the roots.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ishi-sgf.h"
#include "ishi-test-util.h"

typedef struct {
  GPtrArray *roots;      /* the games read, kept */
} Gather;

static gboolean
gather (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Gather *g = user_data;

  (void) done;
  (void) total;
  g_assert_null (root->parent);
  g_ptr_array_add (g->roots, root);
  return TRUE;
}

/* One IshiSgfReader for many files in turn (ishi-tool replay) reads each
 * as a reader of its own would: the same games, warnings and faults, and
 * nothing of one file (a shared move, a merged comment, an open tree)
 * left for the next.  Each file's trees are freed before the next is
 * read, so that a list kept from an earlier file would be memory already
 * given back (which the sanitizers and valgrind see). */
static void
test_reader_many_files (void)
{
  static const char *const texts[] = {
    "(;GM[1]SZ[9];B[cc];W[dd](;B[ee])(;B[ff]))",
    "(;GM[1]SZ[9];B[cc]C[x]C[y];W[dd])(;SZ[13];B[cc];W[dd])",
    "(;GM[1]SZ[9];B[cc];W[dd]",
    "(;SZ[99];B[cc])",
    "(;GM[1]SZ[9];B[cc];W[dd](;B[ee])(;B[ff]))",
  };
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autoptr(IshiSgfReader) reader = ishi_sgf_reader_new ();

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_autofree char *path = g_build_filename (dir, "r.sgf", NULL);
      g_autoptr(GPtrArray) a = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(GPtrArray) b = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(IshiSgfCollection) ca = NULL;
      g_autoptr(IshiSgfCollection) cb = NULL;
      g_autoptr(GError) ea = NULL;
      g_autoptr(GError) eb = NULL;
      Gather ga = { a }, gb = { b };

      g_assert_true (g_file_set_contents (path, texts[t], -1, NULL));
      ca = ishi_sgf_read_path_each_full (path, ISHI_SGF_MAX_FILE_SIZE, gather, &ga, NULL, &ea);
      cb = ishi_sgf_reader_read_path_each (reader, path, ISHI_SGF_MAX_FILE_SIZE, gather, &gb, NULL, &eb);
      g_assert_true ((ca == NULL) == (cb == NULL));
      if (ca == NULL)
        g_assert_cmpstr (ea->message, ==, eb->message);
      else
        g_assert_cmpuint (ca->warnings->len, ==, cb->warnings->len);
      g_assert_cmpuint (a->len, ==, b->len);
      for (guint i = 0; i < a->len; i++)
        {
          g_autofree char *x = ishi_sgf_write ((IshiSgfNode **) &a->pdata[i], 1, NULL);
          g_autofree char *y = ishi_sgf_write ((IshiSgfNode **) &b->pdata[i], 1, NULL);

          g_assert_cmpstr (x, ==, y);
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* A reader without node places (ishi-tool replay): the same trees with
 * every node's line and column 0, and the same warnings and fatal errors,
 * placed as exactly as with them.  The texts have warnings before, inside
 * and after nodes, points off the board checked at a node's end, and a
 * fatal SZ in a second root. */
static void
test_reader_no_node_places (void)
{
  static const char *const texts[] = {
    "junk (;GM[1]SZ[9]\nC[a\nb];B[cc]\n;W[zz] x ;B[dd]C[1]C[2]\n;W[ee]AB[zz])",
    "(;GM[1]SZ[9];B[cc];W[dd])\n\n(;GM[1]\n  KM[6.5]SZ[99];B[cc])",
    "(;GM[1]SZ[9];B[cc];W[dd]",
  };
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autoptr(IshiSgfReader) reader = ishi_sgf_reader_new ();

  ishi_sgf_reader_set_node_places (reader, FALSE);
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_autofree char *path = g_build_filename (dir, "p.sgf", NULL);
      g_autoptr(GPtrArray) a = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(GPtrArray) b = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
      g_autoptr(IshiSgfCollection) ca = NULL;
      g_autoptr(IshiSgfCollection) cb = NULL;
      g_autoptr(GError) ea = NULL;
      g_autoptr(GError) eb = NULL;
      Gather ga = { a }, gb = { b };

      g_assert_true (g_file_set_contents (path, texts[t], -1, NULL));
      ca = ishi_sgf_read_path_each_full (path, ISHI_SGF_MAX_FILE_SIZE, gather, &ga, NULL, &ea);
      cb = ishi_sgf_reader_read_path_each (reader, path, ISHI_SGF_MAX_FILE_SIZE, gather, &gb, NULL, &eb);
      g_assert_true ((ca == NULL) == (cb == NULL));
      if (ca == NULL)
        g_assert_cmpstr (ea->message, ==, eb->message);
      else
        {
          g_assert_cmpuint (ca->warnings->len, >, 0);
          g_assert_cmpuint (ca->warnings->len, ==, cb->warnings->len);
          for (guint i = 0; i < ca->warnings->len; i++)
            {
              IshiSgfWarning *x = g_ptr_array_index (ca->warnings, i);
              IshiSgfWarning *y = g_ptr_array_index (cb->warnings, i);

              g_assert_cmpuint (x->line, ==, y->line);
              g_assert_cmpuint (x->column, ==, y->column);
              g_assert_cmpstr (x->message, ==, y->message);
            }
        }
      g_assert_cmpuint (a->len, ==, b->len);
      for (guint i = 0; i < a->len; i++)
        {
          g_autofree char *x = ishi_sgf_write ((IshiSgfNode **) &a->pdata[i], 1, NULL);
          g_autofree char *y = ishi_sgf_write ((IshiSgfNode **) &b->pdata[i], 1, NULL);
          IshiSgfNode *root_a = a->pdata[i], *root_b = b->pdata[i];

          g_assert_cmpstr (x, ==, y);
          g_assert_cmpuint (root_a->line, >, 0);
          g_assert_cmpuint (root_b->line, ==, 0);
          g_assert_cmpuint (root_b->first_child->line, ==, 0);
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* A reader that keeps only some properties below the roots: the roots
 * whole, the other nodes with only those (in file order, repeated ones
 * merged as always), the same tree of nodes, and a fatal fault as fatal. */
static void
test_reader_keep (void)
{
  static const char *const keep[] = { "B", "W", "AB", NULL };
  static const char text[] =
    "(;GM[1]SZ[9]C[root]PB[x];B[cc]BL[10.5]C[a \\] b]CR[cc]\n;W[dd]C[x]C[y]"
    "(;B[ee]LB[ee:1];AB[aa][bb]TR[aa]AW[cc])(;B[ff]N[v]))";
  g_autofree char *dir = g_dir_make_tmp ("ishi-stream-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "k.sgf", NULL);
  g_autoptr(IshiSgfReader) reader = ishi_sgf_reader_new ();
  g_autoptr(GPtrArray) a = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  g_autoptr(IshiSgfCollection) c = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  Gather g = { a };

  ishi_sgf_reader_set_keep (reader, keep);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  c = ishi_sgf_reader_read_path_each (reader, path, ISHI_SGF_MAX_FILE_SIZE, gather, &g, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (a->len, ==, 1);
  written = ishi_sgf_write ((IshiSgfNode **) a->pdata, 1, NULL);
  g_assert_nonnull (strstr (written, "C[root]PB[x]"));
  g_assert_nonnull (strstr (written, ";B[cc]\n;W[dd]\n(;B[ee]\n;AB[aa][bb])\n(;B[ff]))"));
  g_assert_null (strstr (written, "BL["));
  g_clear_pointer (&c, ishi_sgf_collection_free);

  /* fatal faults are the same */
  g_assert_true (g_file_set_contents (path, "(;SZ[99];B[cc]C[x])", -1, NULL));
  c = ishi_sgf_reader_read_path_each (reader, path, ISHI_SGF_MAX_FILE_SIZE, gather, &g, NULL, &error);
  g_assert_null (c);
  g_assert_error (error, ISHI_SGF_ERROR, ISHI_SGF_ERROR_VALUE);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sgf-reader/many-files", test_reader_many_files);
  g_test_add_func ("/sgf-reader/no-node-places", test_reader_no_node_places);
  g_test_add_func ("/sgf-reader/keep", test_reader_keep);

  return g_test_run ();
}
