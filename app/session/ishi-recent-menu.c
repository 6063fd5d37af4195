/* ishi-recent-menu.c — the "Open Recent" submenu (see ishi-recent-menu.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ishi-recent-menu.h"

static int
newest_first (gconstpointer a, gconstpointer b)
{
  return g_date_time_compare (gtk_recent_info_get_modified ((GtkRecentInfo *) b),
                              gtk_recent_info_get_modified ((GtkRecentInfo *) a));
}

void
ishi_recent_menu_replace (GMenu *section, int position)
{
  GList *items = g_list_sort (gtk_recent_manager_get_items (gtk_recent_manager_get_default ()),
                              newest_first);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) submenu = NULL;
  guint shown = 0;

  g_return_if_fail (G_IS_MENU (section));

  for (GList *l = items; l && shown < 8; l = l->next)
    {
      const char *uri = gtk_recent_info_get_uri (l->data);
      g_autoptr(GMenuItem) item = NULL;

      if ((!g_str_has_suffix (uri, ".sgf") && !g_str_has_suffix (uri, ".SGF"))
          || !gtk_recent_info_exists (l->data))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (l->data), NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (menu, item);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);

  submenu = g_menu_item_new_submenu (_("Open _Recent"), G_MENU_MODEL (menu));
  g_menu_remove (section, position);
  g_menu_insert_item (section, position, submenu);
}
