/* ishi-lesson-ruby.c — see ishi-lesson-ruby.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-ruby.h"

void
ishi_lesson_layout_places (PangoLayout *layout, const int *indexes, guint n, PangoRectangle *places)
{
  PangoLayoutIter *iter;
  PangoRectangle previous = { 0, 0, 0, 0 };
  gboolean have_previous = FALSE;
  int last_index = -1;
  guint k = 0;

  g_return_if_fail (PANGO_IS_LAYOUT (layout));
  if (n == 0)
    return;
  iter = pango_layout_get_iter (layout);
  do
    {
      int index = pango_layout_iter_get_index (iter);
      PangoRectangle cluster, line;

      /* Right to left, the clusters come in visual order: the slow way. */
      if (index < last_index)
        break;
      last_index = index;
      pango_layout_iter_get_cluster_extents (iter, NULL, &cluster);
      pango_layout_iter_get_line_extents (iter, NULL, &line);
      /* The indexes before this cluster are in the one before it. */
      for (; k < n && indexes[k] < index && have_previous; k++)
        places[k] = previous;
      previous = (PangoRectangle) { cluster.x, line.y, cluster.width, line.height };
      have_previous = TRUE;
    }
  while (k < n && pango_layout_iter_next_cluster (iter));
  pango_layout_iter_free (iter);
  for (; k < n; k++)
    pango_layout_index_to_pos (layout, indexes[k], &places[k]);
}
