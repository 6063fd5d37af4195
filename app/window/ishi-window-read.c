/* ishi-window-read.c — the window's header read at a child's school year
 * (issue 77, 9): with the reader's grade set (reading-grade 1 to 6), the
 * kanji of the header's words above it — Play and Lessons, New Game, the
 * game's name and its rules under it — have their readings over them, as
 * the lessons and the Play page's own words do (ishi-ruby-words.h), and
 * the engine's bar ("Ishi is thinking…") at the status line's end, the
 * window's question bar (a game to restore); and
 * New Game's words, which a child meets from the first page's Play Ishi.  The
 * main menu's items are a GMenu drawn by GTK, and stay as written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include "ishi-ruby-words.h"
#include "ishi-window-private.h"

static void
reading_grade_cb (GSettings *settings, const char *key, IshiWindow *self)
{
  int grade = g_settings_get_int (settings, "reading-grade");

  GtkWidget *parts[] = { self->header_bar, GTK_WIDGET (ishi_play_page_get_status_end (self->play_page)),
                         GTK_WIDGET (self->info_bar) };

  /* The engine's bar at the status line's end is put there after the
   * Play page read its own words. */
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      ishi_ruby_follow_labels (parts[i], grade);
      ishi_ruby_follow_buttons (parts[i], grade);
    }
}

/* The switcher makes its buttons again when a page comes (the start
 * page, a problem collection): they are read again after it. */
static void
pages_changed_cb (GListModel *pages, guint position, guint removed, guint added, IshiWindow *self)
{
  /* Not while the window goes (its pages leave after its settings). */
  if (self->settings && self->switcher)
    ishi_ruby_follow_buttons (self->switcher, g_settings_get_int (self->settings, "reading-grade"));
}

void
ishi_window_read_init (IshiWindow *self)
{
  g_autoptr (GtkSelectionModel) pages = gtk_stack_get_pages (self->stack);

  g_signal_connect_object (self->settings, "changed::reading-grade", G_CALLBACK (reading_grade_cb), self, 0);
  g_signal_connect_object (pages, "items-changed", G_CALLBACK (pages_changed_cb), self, G_CONNECT_AFTER);
  reading_grade_cb (self->settings, "reading-grade", self);
}

void
ishi_window_read_dialog (IshiWindow *self, GtkWidget *dialog)
{
  int grade = g_settings_get_int (self->settings, "reading-grade");

  if (grade < 1 || grade > 6)
    return;
  ishi_ruby_follow_labels (dialog, grade);
  ishi_ruby_follow_buttons (dialog, grade);
}
