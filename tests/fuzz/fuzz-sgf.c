/* fuzz-sgf.c — libFuzzer target for the SGF reader and writer.
 *
 * Any input must parse without a crash, a hang or a leak; when it parses,
 * the text the writer makes must parse again, with the same number of games
 * and nodes, and writing that again must give the very same text (the
 * writer's output is valid SGF that means the same tree).  Read one game
 * at a time (ishi_sgf_parse_each), the same input gives the same games
 * with the same warnings, or the same refusal.  The point lists of each
 * root (AB, AW, AE, TR, SQ...) read as a set hold each point of the board
 * at most once, however the file repeats them (issue 53).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-sgf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Reading one game at a time must give the very games of a whole read. */
typedef struct {
  IshiSgfCollection *whole;
  guint n;
  gboolean differ;
} Each;

static gboolean
each_game (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Each *e = user_data;

  /* a file refused for a fault in a later game has given the games
   * before it already: only a file read whole has games to compare */
  if (done > total
      || (e->whole != NULL
          && (e->n >= e->whole->games->len
              || ishi_sgf_tree_count_nodes (root)
                 != ishi_sgf_tree_count_nodes (e->whole->games->pdata[e->n]))))
    e->differ = TRUE;
  e->n++;
  ishi_sgf_node_free (root);
  return TRUE;
}

/* Every point-list property of `root` as a set: points of the board, each
 * once, never more than the board has. */
static void
check_point_sets (IshiSgfNode *root)
{
  int size;

  if (!ishi_sgf_root_size (root, &size))
    return;
  for (guint i = 0; i < root->n_properties; i++)
    {
      IshiSgfProperty *prop = root->properties[i];
      g_autoptr(GArray) points = NULL;
      g_autofree guint8 *seen = NULL;

      if (strchr ("A T S M C", prop->id[0]) == NULL || prop->id[1] == '\0')
        continue;
      points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      seen = g_new0 (guint8, size * size);
      ishi_sgf_parse_point_set (prop->values, prop->n_values, size, points, NULL);
      if (points->len > (guint) (size * size))
        abort ();
      for (guint k = 0; k < points->len; k++)
        {
          IshiPoint p = g_array_index (points, IshiPoint, k);

          if (p.x < 0 || p.y < 0 || p.x >= size || p.y >= size || seen[p.y * size + p.x]++)
            abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiSgfCollection) again = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  collection = ishi_sgf_parse ((const char *) data, size, "fuzz.sgf", &error);
  {
    Each e = { collection, 0, FALSE };
    g_autoptr(IshiSgfCollection) info =
      ishi_sgf_parse_each ((const char *) data, size, "fuzz.sgf", each_game, &e, NULL, NULL);

    if ((info == NULL) != (collection == NULL) || e.differ)
      abort ();
    if (info != NULL && (e.n != collection->games->len
                         || info->warnings->len != collection->warnings->len))
      abort ();
  }
  if (collection == NULL)
    {
      /* a fatal error must say where */
      if (error == NULL || error->domain != ISHI_SGF_ERROR)
        abort ();
      return 0;
    }
  if (collection->games->len == 0)
    abort ();
  for (guint i = 0; i < collection->games->len; i++)
    check_point_sets (collection->games->pdata[i]);

  text = ishi_sgf_write ((IshiSgfNode **) collection->games->pdata,
                         collection->games->len, &length);
  again = ishi_sgf_parse (text, length, "written.sgf", NULL);
  if (again == NULL || again->games->len != collection->games->len)
    abort ();
  /* what the writer makes reads back to the same text */
  {
    g_autofree char *text2 = NULL;
    gsize length2 = 0;

    text2 = ishi_sgf_write ((IshiSgfNode **) again->games->pdata, again->games->len, &length2);
    if (length2 != length || memcmp (text, text2, length) != 0)
      abort ();
  }
  for (guint i = 0; i < collection->games->len; i++)
    {
      IshiSgfNode *a = collection->games->pdata[i];
      IshiSgfNode *b = again->games->pdata[i];
      g_autoptr(IshiSgfNode) copy = ishi_sgf_node_copy_tree (a);

      if (ishi_sgf_tree_count_nodes (a) != ishi_sgf_tree_count_nodes (b)
          || ishi_sgf_tree_count_nodes (copy) != ishi_sgf_tree_count_nodes (a))
        abort ();
    }
  return 0;
}
