/* ishi-room-step.c — see ishi-room-step.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-lesson-view.h"
#include "ishi-room-step.h"

/* The pupil's answer to the class's step goes to the teacher. */
static void
answered_cb (IshiLessonView *view, const char *lesson, guint step, gboolean right, gboolean first_try,
             gboolean hinted, IshiRoomClient *client)
{
  g_autofree char *line = g_strdup_printf ("/answer %s %u %s %s %s", lesson, step, right ? "right" : "wrong",
                                           first_try ? "first" : "again", hinted ? "hint" : "nohint");

  ishi_room_client_send (client, line);
}

char *
ishi_room_step_show (GtkStack *room_stack, GtkWidget **lesson_view, GSettings *settings, IshiRoomClient *client)
{
  guint step = 0;
  const char *lesson = ishi_room_client_get_class_step (client, &step);

  if (lesson == NULL)
    {
      gtk_stack_set_visible_child_name (room_stack, "table");
      return NULL;
    }
  if (*lesson_view == NULL)
    {
      *lesson_view = ishi_lesson_view_new (settings, NULL);
      g_signal_connect_object (*lesson_view, "answered", G_CALLBACK (answered_cb), client, 0);
      gtk_stack_add_named (room_stack, *lesson_view, "lesson");
      /* Its buttons named by their words for a screen reader, as the
       * main window's Lessons page's are ("_Previous Previous" and
       * "GtkImage" read from the pupil's accessibility tree). */
      ishi_icon_buttons_unlabel_icons (*lesson_view);
      ishi_mnemonic_buttons_name (*lesson_view);
    }
  if (g_strcmp0 (ishi_lesson_view_get_lesson_id (ISHI_LESSON_VIEW (*lesson_view)), lesson) != 0
      && !ishi_lesson_view_open_lesson (ISHI_LESSON_VIEW (*lesson_view), lesson))
    return g_strdup_printf (_("The teacher shows the lesson “%s”, which this computer does not have."), lesson);
  if (ishi_lesson_view_get_step (ISHI_LESSON_VIEW (*lesson_view)) != step)
    ishi_lesson_view_go_to_step (ISHI_LESSON_VIEW (*lesson_view), step);
  gtk_stack_set_visible_child_name (room_stack, "lesson");
  return NULL;
}
