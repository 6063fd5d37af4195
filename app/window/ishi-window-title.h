/* ishi-window-title.h — the words that name the game shown: the window's
 * title ("• New game — Ishi"), the header bar's two lines (the game's
 * name with • for unsaved changes; its rules and komi, "Japanese · komi
 * 6.5", 「日本ルール・コミ6目半」) and their tooltip.  Made from the
 * session; the main window (ishi-window.c) shows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-session.h"

G_BEGIN_DECLS

typedef struct {
  char *window;    /* the window's title */
  char *header;    /* the header bar's first line */
  char *rules;     /* its second: the rules ("" without a game) */
  char *tooltip;   /* both lines whole */
} IshiWindowTitle;

void ishi_window_title_make  (IshiSession *session, IshiWindowTitle *title);
void ishi_window_title_clear (IshiWindowTitle *title);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (IshiWindowTitle, ishi_window_title_clear)

G_END_DECLS
