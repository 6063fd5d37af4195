/* test-window-host.c — Host a Room from the window: the room opens on
 * loopback with its code shown large, a client logs in and is counted,
 * and closing the window closes the room with its records left in their
 * folder; a second room on a port already taken says why it cannot open.
 * Start a Class serves the pupils' page for tablets on a second port,
 * and the class view shows its address as text and as a QR code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>
#include <libsoup/soup.h>

#include "ishi-application.h"
#include "ishi-class-window.h"
#include "ishi-host-window.h"
#include "ishi-qr-view.h"
#include "ishi-room-client.h"
#include "ishi-test-util.h"
#include "ishi-window.h"

typedef gboolean (*Condition) (gpointer data);

static void
wait_for (Condition cond, gpointer data, const char *what)
{
  ishi_test_wait_until (cond, data, what, 20);
}

static gboolean
client_in (gpointer data)
{
  return ishi_room_client_get_state (data) == ISHI_ROOM_CLIENT_ONLINE
         && ishi_room_client_get_room_name (data) != NULL;
}

/* The first label under `widget` whose text holds `part`. */
static GtkLabel *
find_label (GtkWidget *widget, const char *part)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), part))
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label (c, part);
      if (found)
        return found;
    }
  return NULL;
}

static GtkSpinButton *
find_spin (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    return GTK_SPIN_BUTTON (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkSpinButton *found = find_spin (c);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
counted_one (gpointer data)
{
  return find_label (data, "1 connection") != NULL;
}

static void
test_host (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-host-XXXXXX", NULL);
  GtkWidget *window = ishi_host_window_new (NULL, dir, "127.0.0.1");
  IshiHostWindow *host = ISHI_HOST_WINDOW (window);
  g_autoptr (IshiRoomClient) client = NULL;
  const char *code;
  guint16 port;

  gtk_spin_button_set_value (find_spin (window), 0);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ishi_host_window_open_room (host));
  port = ishi_host_window_get_port (host);
  code = ishi_host_window_get_code (host);
  g_assert_cmpuint (port, >, 0);
  g_assert_cmpuint (strlen (code), ==, 4);
  /* The code is on the window, large. */
  g_assert_nonnull (find_label (window, code));

  client = ishi_room_client_new ("pupil", code);
  ishi_room_client_connect (client, "127.0.0.1", port, 5);
  wait_for (client_in, client, "the pupil logged in");
  wait_for (counted_one, window, "the connection counted");
  ishi_room_client_disconnect (client);

  /* A second room on the same port cannot open, and says why. */
  {
    GtkWidget *second = ishi_host_window_new (NULL, dir, "127.0.0.1");
    gtk_spin_button_set_value (find_spin (second), port);
    g_assert_false (ishi_host_window_open_room (ISHI_HOST_WINDOW (second)));
    g_assert_nonnull (find_label (second, "cannot be opened"));
    gtk_window_destroy (GTK_WINDOW (second));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  {
    g_autofree char *name = g_strdup (g_get_host_name ());
    g_autofree char *ini = g_build_filename (dir, name, "room.ini", NULL);
    /* The room's folder is there; room.ini is written when a seat or a
     * score changes, so its absence is not a fault. */
    g_autofree char *folder = g_path_get_dirname (ini);
    g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  }
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  ishi_test_remove_tree (dir);
}

/* The first widget of `type` under `widget`. */
static GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

static IshiClassWindow *
class_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (ISHI_IS_CLASS_WINDOW (w))
        return ISHI_CLASS_WINDOW (w);
    }
  return NULL;
}

static gboolean
shows_qr (gpointer data)
{
  GtkWidget *qr = find_type (data, ISHI_TYPE_QR_VIEW);
  return qr && gtk_widget_get_mapped (qr) && ishi_qr_view_get_modules (ISHI_QR_VIEW (qr)) > 0;
}

typedef struct {
  GBytes *body;
  gboolean done;
} Fetch;

static void
fetched_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Fetch *f = data;

  f->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  f->done = TRUE;
}

static gboolean
fetch_done (gpointer data)
{
  return ((Fetch *) data)->done;
}

static void
test_class_page (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-host-XXXXXX", NULL);
  GtkWidget *window = ishi_host_window_new (NULL, dir, "127.0.0.1");
  IshiHostWindow *host = ISHI_HOST_WINDOW (window);
  g_autoptr (SoupSession) session = soup_session_new ();
  g_autoptr (SoupMessage) msg = NULL;
  g_autofree char *url = NULL;
  IshiClassWindow *view;
  GtkWidget *qr;
  Fetch f = { NULL, FALSE };

  gtk_spin_button_set_value (find_spin (window), 0);
  ishi_host_window_set_class (host);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ishi_host_window_open_room (host));
  g_assert_cmpuint (ishi_host_window_get_web_port (host), >, 0);
  g_assert_cmpuint (ishi_host_window_get_web_port (host), !=, ishi_host_window_get_port (host));
  url = g_strdup_printf ("http://127.0.0.1:%u/", ishi_host_window_get_web_port (host));
  /* The host window says where, and the class view shows it large. */
  g_assert_nonnull (find_label (window, url));
  view = class_window ();
  g_assert_nonnull (view);
  wait_for (shows_qr, view, "the class view's QR code");
  qr = find_type (GTK_WIDGET (view), ISHI_TYPE_QR_VIEW);
  g_assert_cmpstr (ishi_qr_view_get_text (ISHI_QR_VIEW (qr)), ==, url);
  /* A QR code of version 2 or more: 25 modules a side, or more, and its
   * finder pattern's dark corner. */
  g_assert_cmpint (ishi_qr_view_get_modules (ISHI_QR_VIEW (qr)), >=, 25);
  g_assert_true (ishi_qr_view_get_module (ISHI_QR_VIEW (qr), 0, 0));
  g_assert_nonnull (find_label (GTK_WIDGET (view), url));

  /* The page is there. */
  msg = soup_message_new ("GET", url);
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, fetched_cb, &f);
  wait_for (fetch_done, &f, "the page");
  g_assert_cmpuint (soup_message_get_status (msg), ==, SOUP_STATUS_OK);
  g_clear_pointer (&f.body, g_bytes_unref);

  gtk_window_destroy (GTK_WINDOW (view));
  gtk_window_destroy (GTK_WINDOW (window));
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  ishi_test_remove_tree (dir);
}

static GtkMessageDialog *
question (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static gboolean
asked (gpointer data)
{
  return question () != NULL;
}

static gboolean
gone (gpointer data)
{
  return *(GtkWidget **) data == NULL;
}

static gboolean
view_online (gpointer data)
{
  IshiClassWindow *view = class_window ();
  return view && ishi_room_client_get_state (ishi_class_window_get_client (view)) == ISHI_ROOM_CLIENT_ONLINE;
}

/* Closing the window (Ctrl+Q closes every window) while a pupil is in
 * the class asks first; Cancel keeps the class, End the Class ends it.
 * The teacher's own class view is nobody to ask about (issue 65, 5). */
static void
test_close_asks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-host-XXXXXX", NULL);
  GtkWidget *window = ishi_host_window_new (NULL, dir, "127.0.0.1");
  IshiHostWindow *host = ISHI_HOST_WINDOW (window);
  g_autoptr (IshiRoomClient) pupil = NULL;
  g_autofree char *secondary = NULL;
  GtkMessageDialog *dialog;

  gtk_spin_button_set_value (find_spin (window), 0);
  ishi_host_window_set_class (host);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ishi_host_window_open_room (host));
  wait_for (view_online, NULL, "the teacher's class view in the room");
  pupil = ishi_room_client_new ("aoi", ishi_host_window_get_code (host));
  ishi_room_client_connect (pupil, "127.0.0.1", ishi_host_window_get_port (host), 5);
  wait_for (client_in, pupil, "the pupil in the class");

  gtk_window_close (GTK_WINDOW (window));
  wait_for (asked, NULL, "the question");
  dialog = question ();
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  g_assert_nonnull (strstr (secondary, "1 person is still in the room and will be disconnected"));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_assert_true (gtk_widget_get_visible (window));
  g_assert_cmpint (ishi_room_client_get_state (pupil), ==, ISHI_ROOM_CLIENT_ONLINE);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  wait_for (asked, NULL, "the question again");
  gtk_dialog_response (GTK_DIALOG (question ()), GTK_RESPONSE_ACCEPT);
  wait_for (gone, &window, "the room ended");
  ishi_room_client_disconnect (pupil);
  if (class_window ())
    gtk_window_destroy (GTK_WINDOW (class_window ()));
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  ishi_test_remove_tree (dir);
}

static gboolean
table_playing (gpointer data)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (data, 1);
  return t && t->moves->len == 1;
}

static void
flush (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The teacher's main window, with a class running from it and a table
 * still playing: Ctrl+Q (app.quit) and closing the main window ask first,
 * and Cancel keeps everything (the class ended at once, its process gone
 * in 0.3 s, issue 77, 1); End the Class ends it, its class view with it,
 * and Ishi's windows close. */
static void
test_quit_asks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-host-XXXXXX", NULL);
  IshiApplication *app = ishi_application_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoomClient) aoi = NULL, ren = NULL;
  GtkWidget *main_window, *window, *view;
  IshiHostWindow *host;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  main_window = GTK_WIDGET (ishi_window_new (app));
  ishi_window_start (ISHI_WINDOW (main_window));
  gtk_window_present (GTK_WINDOW (main_window));
  window = ishi_host_window_new (GTK_WINDOW (main_window), dir, "127.0.0.1");
  host = ISHI_HOST_WINDOW (window);
  gtk_spin_button_set_value (find_spin (window), 0);
  ishi_host_window_set_class (host);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ishi_host_window_open_room (host));
  wait_for (view_online, NULL, "the teacher's class view in the room");
  view = GTK_WIDGET (class_window ());
  g_object_add_weak_pointer (G_OBJECT (main_window), (gpointer *) &main_window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  aoi = ishi_room_client_new ("aoi", ishi_host_window_get_code (host));
  ren = ishi_room_client_new ("ren", ishi_host_window_get_code (host));
  ishi_room_client_connect (aoi, "127.0.0.1", ishi_host_window_get_port (host), 5);
  ishi_room_client_connect (ren, "127.0.0.1", ishi_host_window_get_port (host), 5);
  wait_for (client_in, aoi, "aoi in the class");
  wait_for (client_in, ren, "ren in the class");
  ishi_room_client_send (ishi_class_window_get_client (ISHI_CLASS_WINDOW (view)), "/pair aoi ren");
  ishi_room_client_send (aoi, "E5");
  wait_for (table_playing, aoi, "aoi and ren's game");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (window)) == GTK_APPLICATION (app));

  /* Ctrl+Q while the class runs: asked, over the class's window. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  wait_for (asked, NULL, "Ctrl+Q's question");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (question ())) == GTK_WINDOW (window));
  {
    g_autofree char *primary = NULL, *secondary = NULL;
    g_object_get (question (), "text", &primary, "secondary-text", &secondary, NULL);
    g_assert_cmpstr (primary, ==, "End the class?");
    g_assert_nonnull (strstr (secondary, "2 people are still in the room"));
  }
  gtk_dialog_response (GTK_DIALOG (question ()), GTK_RESPONSE_CANCEL);
  flush ();
  g_assert_nonnull (main_window);
  g_assert_nonnull (window);
  g_assert_nonnull (view);
  g_assert_cmpint (ishi_room_client_get_state (aoi), ==, ISHI_ROOM_CLIENT_ONLINE);
  g_assert_true (table_playing (ren));

  /* Closing the main window asks the same. */
  gtk_window_close (GTK_WINDOW (main_window));
  wait_for (asked, NULL, "the main window's question");
  gtk_dialog_response (GTK_DIALOG (question ()), GTK_RESPONSE_CANCEL);
  flush ();
  g_assert_nonnull (main_window);
  g_assert_nonnull (window);
  g_assert_nonnull (view);
  g_assert_cmpint (ishi_room_client_get_state (ren), ==, ISHI_ROOM_CLIENT_ONLINE);

  /* Ctrl+Q, End the Class: the class ends, and every window goes. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  wait_for (asked, NULL, "Ctrl+Q's question again");
  gtk_dialog_response (GTK_DIALOG (question ()), GTK_RESPONSE_ACCEPT);
  wait_for (gone, &window, "the class ended");
  wait_for (gone, &view, "its class view closed");
  wait_for (gone, &main_window, "the main window closed");
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  ishi_room_client_disconnect (aoi);
  ishi_room_client_disconnect (ren);
  flush ();
  g_object_unref (app);
  ishi_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-host/open-and-close", test_host);
  g_test_add_func ("/window-host/class-page", test_class_page);
  g_test_add_func ("/window-host/close-asks", test_close_asks);
  g_test_add_func ("/window-host/quit-asks", test_quit_asks);
  return g_test_run ();
}
