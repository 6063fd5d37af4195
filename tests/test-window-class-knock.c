/* test-window-class-knock.c — a pupil whose school's IPv6 network waits
 * after a sweep of codes is let in by her teacher from the class view
 * (issue 74): a class on loopback in one process, the teacher's class
 * view on TCP; the sweep and the pupil come through connections the test
 * attaches to the room with their IPv6 addresses (2001:db8:1:2::/64, the
 * documentation's prefix), as a transport would give them.  The pupil's
 * right code puts her name above the view with Let In; its click lets her
 * in, and the row goes.
 *
 * ISHI_WINDOW_SCREENSHOTS=DIR saves the view with the row (class-knock.png).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "ishi-class-window.h"
#include "ishi-room-client.h"
#include "ishi-room-server.h"
#include "ishi-room.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

typedef struct {
  IshiRoom *room;
  guint id;
  GString *out;
} Buffer;

static void
buffer_send (gpointer data, const char *text, gsize length)
{
  g_string_append_len (((Buffer *) data)->out, text, length);
}

static void
buffer_close (gpointer data)
{
}

static Buffer *
buffer_new (IshiRoom *room, const char *address)
{
  Buffer *b = g_new0 (Buffer, 1);

  b->room = room;
  b->out = g_string_new (NULL);
  b->id = ishi_room_attach_from (room, b, buffer_send, buffer_close, address);
  return b;
}

static void
buffer_free (Buffer *b)
{
  ishi_room_detach (b->room, b->id);
  g_string_free (b->out, TRUE);
  g_free (b);
}

static void
buffer_say (Buffer *b, const char *line)
{
  ishi_room_receive (b->room, b->id, line);
}

static gboolean
teacher_in (gpointer data)
{
  return ishi_room_client_is_teacher (ishi_class_window_get_client (data));
}

static gboolean
knock_shown (gpointer data)
{
  GtkWidget *bar = find_named (data, "knock-bar");
  return find_named (data, "let-in") != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (bar));
}

static gboolean
knock_gone (gpointer data)
{
  return find_named (data, "let-in") == NULL
         && !gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (data, "knock-bar")));
}

static gboolean
let_in (gpointer data)
{
  return strstr (((Buffer *) data)->out->str, "code ok") != NULL;
}

static void
test_knock (void)
{
  IshiRoomConfig config = { .name = "5-2", .game = "go", .code = "4711", .teacher_code = "20261125" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  GtkWidget *teacher;
  Buffer *pupil;
  guint wrong = 0;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  teacher = ishi_class_window_new (NULL, "127.0.0.1", ishi_room_server_get_port (server), "sensei", NULL,
                                   "20261125");
  gtk_window_set_default_size (GTK_WINDOW (teacher), 1280, 800);
  gtk_window_present (GTK_WINDOW (teacher));
  ishi_test_wait_until (teacher_in, teacher, "the teacher's code taken", 20);
  /* The sweep: 161 wrong codes from 17 addresses of the school's /64. */
  for (guint a = 0; a < 17; a++)
    {
      g_autofree char *address = g_strdup_printf ("2001:db8:1:2::%x", 0x100 + a);
      Buffer *s = buffer_new (room, address);
      buffer_say (s, "sweeper");
      for (guint i = 0; i < 10 && wrong < 161; i++, wrong++)
        {
          g_autofree char *line = g_strdup_printf ("/code %04u", 1000 + wrong);
          buffer_say (s, line);
        }
      buffer_free (s);
    }
  pupil = buffer_new (room, "2001:db8:1:2::a2");
  buffer_say (pupil, "hana");
  buffer_say (pupil, "/code 4711");
  g_assert_nonnull (strstr (pupil->out->str, "your teacher can let you in"));
  g_assert_null (strstr (pupil->out->str, "code ok"));
  ishi_test_wait_until (knock_shown, teacher, "hana's name above the class view", 20);
  save_widget_png_if_asked (teacher, "class-knock.png");
  g_signal_emit_by_name (find_named (teacher, "let-in"), "clicked");
  ishi_test_wait_until (let_in, pupil, "hana let in", 20);
  ishi_test_wait_until (knock_gone, teacher, "the row gone", 20);
  buffer_free (pupil);
  gtk_window_destroy (GTK_WINDOW (teacher));
  ishi_room_server_stop (server);
}

static gboolean
seat_ask_shown (gpointer data)
{
  GtkWidget *bar = find_named (data, "knock-bar");
  return find_named (data, "let-back-in") != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (bar));
}

static gboolean
seat_ask_gone (gpointer data)
{
  return find_named (data, "let-back-in") == NULL
         && !gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (data, "knock-bar")));
}

static void
login_failed_cb (IshiRoomClient *client, const char *text, char **refusal)
{
  g_free (*refusal);
  *refusal = g_strdup (ishi_room_client_get_refusal (client));
}

static gboolean
has_text (gpointer data)
{
  return *(char **) data != NULL;
}

static gboolean
client_online (gpointer data)
{
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_ONLINE && ishi_room_client_get_token (data) != NULL;
}

/* A pupil's program lost her seat's token while she was away from it
 * (or she moved to another computer): Ishi's client is refused in the
 * words that say her teacher is asked; the teacher's view shows her name
 * with Let Back In; its click lets the next login of her name take the
 * seat, and the row goes. */
static void
test_seat_asked (void)
{
  IshiRoomConfig config = { .name = "5-2", .game = "go", .code = "4711", .teacher_code = "20261125" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomClient) lost = NULL;
  g_autoptr (IshiRoomClient) again = NULL;
  g_autofree char *refusal = NULL;
  GtkWidget *teacher;
  Buffer *pupil;
  guint port;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  port = ishi_room_server_get_port (server);
  teacher = ishi_class_window_new (NULL, "127.0.0.1", port, "sensei", NULL, "20261125");
  gtk_window_set_default_size (GTK_WINDOW (teacher), 1280, 800);
  gtk_window_present (GTK_WINDOW (teacher));
  ishi_test_wait_until (teacher_in, teacher, "the teacher's code taken", 20);
  pupil = buffer_new (room, "127.0.0.31");
  buffer_say (pupil, "hana");
  buffer_say (pupil, "/code 4711");
  buffer_say (pupil, "/join 1");
  g_assert_nonnull (strstr (pupil->out->str, "hana sits at table 1"));
  buffer_free (pupil);
  /* Her program, without the token, from another computer. */
  lost = ishi_room_client_new ("hana", "4711");
  g_signal_connect (lost, "login-failed", G_CALLBACK (login_failed_cb), &refusal);
  ishi_room_client_connect (lost, "127.0.0.1", port, 3);
  ishi_test_wait_until (has_text, &refusal, "hana refused", 20);
  g_assert_cmpstr (refusal, ==, "seat-asked-of-teacher");
  ishi_test_wait_until (seat_ask_shown, teacher, "hana's seat asked above the class view", 20);
  save_widget_png_if_asked (teacher, "class-seat-asked.png");
  g_signal_emit_by_name (find_named (teacher, "let-back-in"), "clicked");
  ishi_test_wait_until (seat_ask_gone, teacher, "the row gone", 20);
  /* She joins again: her seat, with a token of her own now. */
  again = ishi_room_client_new ("hana", "4711");
  ishi_room_client_connect (again, "127.0.0.1", port, 3);
  ishi_test_wait_until (client_online, again, "hana back in", 20);
  g_assert_true (ishi_room_client_get_state (lost) != ISHI_ROOM_CLIENT_ONLINE);
  gtk_window_destroy (GTK_WINDOW (teacher));
  ishi_room_server_stop (server);
}

int
main (int argc, char **argv)
{
  window_test_init (&argc, &argv, "ISHI_WINDOW_SCREENSHOTS");
  g_test_add_func ("/window-class/knock", test_knock);
  g_test_add_func ("/window-class/seat-asked", test_seat_asked);
  return g_test_run ();
}
