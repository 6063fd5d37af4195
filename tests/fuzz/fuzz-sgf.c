/* fuzz-sgf.c — libFuzzer target for the SGF reader and writer.
 *
 * Any input must parse without a crash, a hang or a leak; when it parses,
 * the text the writer makes must parse again, with the same number of games
 * and nodes, and writing that again must give the very same text (the
 * writer's output is valid SGF that means the same tree).  Read one game
 * at a time (ishi_sgf_parse_each), the same input gives the same games
 * with the same warnings, or the same refusal.
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
