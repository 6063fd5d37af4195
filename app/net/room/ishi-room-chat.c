/* ishi-room-chat.c — see ishi-room-chat.h.
 *
 * The buffer stays the log (its text is what the window's tests and a
 * grade of 0 read); at a grade the lines are also laid out one
 * IshiLessonText each, which draws ruby as the lessons do — a GtkTextView
 * cannot.  The newest lines are kept there (MAX_RUBY_LINES).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-text.h"
#include "ishi-net-log.h"
#include "ishi-room-chat.h"

#define MAX_RUBY_LINES 400

struct _IshiRoomChat {
  GtkBox parent_instance;

  GtkTextBuffer *log;
  GtkTextView *view;
  GtkWidget *stack;          /* "plain": the text view; "ruby": the lines with readings */
  GtkWidget *ruby_scroll;
  GtkWidget *ruby_lines;
  GtkEntry *entry;
  GPtrArray *lines;          /* "tag\ttext" of the newest lines, for the ruby view */
  int grade;
  gboolean follow;           /* the newest line kept in view (the list was at its end) */
  gboolean follow_plain;     /* … and in the plain log (grade 0) */
  GtkWidget *plain_scroll;
  guint follow_tick, follow_frames;
};

G_DEFINE_FINAL_TYPE (IshiRoomChat, ishi_room_chat, GTK_TYPE_BOX)

enum { SAY, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The lines' colours and styles as the log's tags have them. */
static void
ensure_css (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  GtkCssProvider *css;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "ishi-room-chat-css"))
    return;
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css,
                                   ".ishi-chat-info { color: #555753; }\n"
                                   ".ishi-chat-result { font-weight: bold; }\n"
                                   ".ishi-chat-error { color: #c01c28; }\n"
                                   ".ishi-chat-command { font-style: italic; }\n"
                                   ".ishi-chat-lines { background: @view_bg_color; padding: 4px 6px; }\n"
                                   /* The teacher's pause over the table (ishi-room-window.c). */
                                   ".ishi-class-cover .ishi-cover-words { font-size: 32pt; font-weight: bold; "
                                   "color: #3d2b1f; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (css);
  g_object_set_data (G_OBJECT (display), "ishi-room-chat-css", GINT_TO_POINTER (1));
}

/* The newest line in view once it is laid out (the list grows when it
 * is), unless the reader had scrolled back. */
static gboolean *
follow_of (IshiRoomChat *self, GtkAdjustment *adjustment)
{
  return self->plain_scroll
         && adjustment == gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->plain_scroll))
         ? &self->follow_plain : &self->follow;
}

static void
scroll_to_end (GtkAdjustment *adjustment, IshiRoomChat *self)
{
  if (*follow_of (self, adjustment))
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                          - gtk_adjustment_get_page_size (adjustment));
}

/* A line's text finds its height over a few frames (its readings once it
 * has its width): the end kept in view through them, from the frame
 * clock's update, before the lines are laid out.  Set while the viewport
 * configured its adjustment (in its allocation), the value was taken but
 * the lines stayed where they were: the newest line under the edge, and
 * the wheel could not reach it (issue 77). */
static gboolean
follow_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  IshiRoomChat *self = ISHI_ROOM_CHAT (widget);

  scroll_to_end (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->ruby_scroll)), self);
  scroll_to_end (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->plain_scroll)), self);
  if (++self->follow_frames < 8)
    return G_SOURCE_CONTINUE;
  self->follow_tick = 0;
  return G_SOURCE_REMOVE;
}

/* The lines grew (or the pane): followed from the next frames. */
static void
adjustment_changed_cb (GtkAdjustment *adjustment, IshiRoomChat *self)
{
  if (!*follow_of (self, adjustment))
    return;
  self->follow_frames = 0;
  if (self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL, NULL);
}

static void
adjustment_value_cb (GtkAdjustment *adjustment, IshiRoomChat *self)
{
  *follow_of (self, adjustment) = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
                                  >= gtk_adjustment_get_upper (adjustment) - 1;
}

static void
add_ruby_line (IshiRoomChat *self, const char *line)
{
  const char *tab = strchr (line, '\t');
  g_autofree char *tag = g_strndup (line, tab - line);
  IshiLessonParagraph *para = ishi_kanji_readings_paragraph (tab + 1, self->grade);
  GtkWidget *text = ishi_lesson_text_new ();

  ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), para);
  ishi_lesson_paragraph_free (para);
  if (*tag)
    {
      g_autofree char *css = g_strdup_printf ("ishi-chat-%s", tag);
      gtk_widget_add_css_class (text, css);
    }
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (self->ruby_lines), text);
  self->follow_frames = 0;
  if (self->follow && self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL, NULL);
}

void
ishi_room_chat_add (IshiRoomChat *self, const char *tag, const char *text)
{
  g_return_if_fail (ISHI_IS_ROOM_CHAT (self));
  ishi_net_log_append (self->log, self->view, tag, text);
  g_ptr_array_add (self->lines, g_strdup_printf ("%s\t%s", tag ? tag : "", text));
  if (self->lines->len > MAX_RUBY_LINES)
    g_ptr_array_remove_index (self->lines, 0);
  if (self->grade == 0)
    {
      /* The text view lays its new lines out over a few frames: the
       * end kept in view through them (it stayed where the first
       * frame's end was, under the newest lines). */
      self->follow_frames = 0;
      if (self->follow_plain && self->follow_tick == 0)
        self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL, NULL);
      return;
    }
  add_ruby_line (self, g_ptr_array_index (self->lines, self->lines->len - 1));
  if (self->lines->len == MAX_RUBY_LINES)
    gtk_box_remove (GTK_BOX (self->ruby_lines), gtk_widget_get_first_child (self->ruby_lines));
}

void
ishi_room_chat_set_grade (IshiRoomChat *self, int grade)
{
  GtkWidget *child;

  g_return_if_fail (ISHI_IS_ROOM_CHAT (self));
  grade = CLAMP (grade, 0, 6);
  if (grade == self->grade)
    return;
  self->grade = grade;
  while ((child = gtk_widget_get_first_child (self->ruby_lines)))
    gtk_box_remove (GTK_BOX (self->ruby_lines), child);
  for (guint i = 0; grade && i < self->lines->len; i++)
    add_ruby_line (self, g_ptr_array_index (self->lines, i));
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), grade ? "ruby" : "plain");
  /* A placeholder cannot carry readings: a child's has no kanji, and no
   * commands. */
  gtk_entry_set_placeholder_text (self->entry, grade
                                  /* Translators: for a child in a class; no kanji in the translation */
                                  ? _("Write to the room here, then press Enter")
                                  : _("Say something to the room, or a command: /join, /start, /option time 10…"));
}

int
ishi_room_chat_get_grade (IshiRoomChat *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CHAT (self), 0);
  return self->grade;
}

GtkWidget *
ishi_room_chat_get_ruby_lines (IshiRoomChat *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_CHAT (self), NULL);
  return self->grade ? self->ruby_lines : NULL;
}

static void
activate_cb (GtkEntry *entry, IshiRoomChat *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));

  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  g_signal_emit (self, signals[SAY], 0, text);
}

static void
ishi_room_chat_dispose (GObject *object)
{
  IshiRoomChat *self = ISHI_ROOM_CHAT (object);

  if (self->follow_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick);
  self->follow_tick = 0;
  g_clear_object (&self->log);
  g_clear_pointer (&self->lines, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_room_chat_parent_class)->dispose (object);
}

static void
ishi_room_chat_class_init (IshiRoomChatClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_room_chat_dispose;
  signals[SAY] = g_signal_new ("say", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                               G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_room_chat_init (IshiRoomChat *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  ensure_css ();
  self->lines = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->view = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_editable (self->view, FALSE);
  gtk_text_view_set_cursor_visible (self->view, FALSE);
  gtk_text_view_set_wrap_mode (self->view, GTK_WRAP_WORD_CHAR);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The room’s chat"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->view));
  self->ruby_lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (self->ruby_lines, "ishi-chat-lines");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->ruby_lines), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The room’s chat"), -1);
  self->ruby_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->ruby_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->ruby_scroll), self->ruby_lines);
  self->follow = TRUE;
  self->follow_plain = TRUE;
  self->plain_scroll = scrolled;
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), "changed",
                    G_CALLBACK (adjustment_changed_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), "value-changed",
                    G_CALLBACK (adjustment_value_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->ruby_scroll)), "changed",
                    G_CALLBACK (adjustment_changed_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->ruby_scroll)), "value-changed",
                    G_CALLBACK (adjustment_value_cb), self);
  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), scrolled, "plain");
  gtk_stack_add_named (GTK_STACK (self->stack), self->ruby_scroll, "ruby");
  gtk_widget_set_vexpand (self->stack, TRUE);
  /* Some six lines of the log, four with readings at least (it showed
   * three, the newest cut, issue 77). */
  gtk_widget_set_size_request (self->stack, -1, 150);
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->entry,
                                  _("Say something to the room, or a command: /join, /start, /option time 10…"));
  gtk_entry_set_max_length (self->entry, ISHI_IGS_MAX_LINE - 16);
  /* Its name to a screen reader, which said "GtkEntry". */
  gtk_widget_set_name (GTK_WIDGET (self->entry), "chat-entry");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Message to the room"), -1);
  g_signal_connect (self->entry, "activate", G_CALLBACK (activate_cb), self);
  gtk_box_append (GTK_BOX (self), self->stack);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->entry));
}

GtkWidget *
ishi_room_chat_new (GtkTextBuffer *log)
{
  IshiRoomChat *self = g_object_new (ISHI_TYPE_ROOM_CHAT, NULL);

  self->log = g_object_ref (log);
  gtk_text_view_set_buffer (self->view, log);
  return GTK_WIDGET (self);
}
