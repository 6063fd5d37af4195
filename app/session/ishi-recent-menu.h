/* ishi-recent-menu.h — "Open Recent": the last few game records opened or
 * saved, newest first, from the desktop's list of recent files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Puts an up-to-date "Open Recent" submenu at `position` of `section`
 * (replacing the item there); its items activate "win.open-recent" with
 * the file's URI. */
void ishi_recent_menu_replace (GMenu *section, int position);

G_END_DECLS
