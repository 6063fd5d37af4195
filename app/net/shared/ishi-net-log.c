/* ishi-net-log.c — the network windows' chat and messages pane.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ishi-net-log.h"

GtkTextBuffer *
ishi_net_log_new (void)
{
  GtkTextBuffer *log = gtk_text_buffer_new (NULL);

  gtk_text_buffer_create_tag (log, "info", "foreground", "#555753", NULL);
  gtk_text_buffer_create_tag (log, "result", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_buffer_create_tag (log, "error", "foreground", "#c01c28", NULL);
  gtk_text_buffer_create_tag (log, "command", "style", PANGO_STYLE_ITALIC, NULL);
  return log;
}

void
ishi_net_log_append (GtkTextBuffer *log, GtkTextView *view, const char *tag, const char *text)
{
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (log, &end);
  if (gtk_text_buffer_get_char_count (log) > 0)
    gtk_text_buffer_insert (log, &end, "\n", 1);
  if (tag)
    gtk_text_buffer_insert_with_tags_by_name (log, &end, text, -1, tag, NULL);
  else
    gtk_text_buffer_insert (log, &end, text, -1);
  gtk_text_buffer_get_end_iter (log, &end);
  gtk_text_buffer_place_cursor (log, &end);
  if (view)
    gtk_text_view_scroll_mark_onscreen (view, gtk_text_buffer_get_insert (log));
}

char *
ishi_net_log_get_text (GtkTextBuffer *log)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (log, &start, &end);
  return gtk_text_buffer_get_text (log, &start, &end, FALSE);
}
