/* ishi-application.c — the GtkApplication: one window, app-wide actions and
 * keyboard accelerators, files from the command line or a file manager.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-application"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-application.h"
#include "ishi-first-frame.h"
#include "ishi-help.h"
#include "ishi-window.h"

struct _IshiApplication {
  GtkApplication parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (IshiApplication, ishi_application, GTK_TYPE_APPLICATION)

static IshiWindow *
get_window (IshiApplication *self, gboolean *created)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  *created = window == NULL;
  if (window == NULL)
    {
      window = GTK_WINDOW (ishi_window_new (self));
      first_frame_watch (window);   /* only for bench-startup */
    }
  return ISHI_WINDOW (window);
}

static void
ishi_application_activate (GApplication *app)
{
  gboolean created;
  IshiWindow *window = get_window (ISHI_APPLICATION (app), &created);

  gtk_window_present (GTK_WINDOW (window));
  if (created)
    {
      ishi_window_start (window);
      ishi_window_show_start_page (window);
    }
}

static void
ishi_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  gboolean created;
  IshiWindow *window = get_window (ISHI_APPLICATION (app), &created);

  gtk_window_present (GTK_WINDOW (window));
  if (created)
    ishi_window_start (window);
  /* One window plays one game: the last file named wins. */
  if (n_files > 0)
    ishi_window_open (window, files[n_files - 1]);
}

static void
about_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = data;
  static const char *developers[] = { "The Ishi developers", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Ishi"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Play and teach Go, Pure Go and Renju"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", developers,
                         /* Translators: put your names here */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

/* F1, Help: the manual, on the page of the window in front. */
static void
help_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *front = gtk_application_get_active_window (GTK_APPLICATION (data));

  ishi_help_show (front, ishi_help_topic (front));
}

static void
quit_now (GObject *app)
{
  GList *windows;

  /* A room or class with people in it ends only when its host says so:
   * asked first, and the quitting goes on once it has ended (Ctrl+Q
   * ended a running class at once, issue 77). */
  if (ishi_window_net_ask_rooms (quit_now, app))
    return;
  /* Closing through close-request asks about unsaved games first.  A
   * copy of the list: each window closed leaves it. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
}

static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  quit_now (data);
}

static const GActionEntry app_entries[] = {
  { "about", about_activated },
  { "help", help_activated },
  { "quit", quit_activated },
};

static void
ishi_application_startup (GApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.help", { "F1", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "play.undo", { "<Control>z", NULL } },
    { "play.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "play.goto-move", { "<Control>g", NULL } },
    { "play.delete-variation", { "<Control>Delete", NULL } },
    { "win.game-info", { "<Control>i", NULL } },
    { "win.preferences", { "<Control>comma", NULL } },
    { "play.review", { "F9", NULL } },
    { "play.show-good-move", { "<Control>h", NULL } },
    { "play.estimate-score", { "<Control>e", NULL } },
    { "play.analyse-game", { "<Control><Shift>a", NULL } },
    /* The biggest mistakes of an analysed game, in the order played. */
    { "play.next-mistake", { "<Control>bracketright", NULL } },
    { "play.previous-mistake", { "<Control>bracketleft", NULL } },
    { "play.show-territory", { "<Control>t", NULL } },
    { "play.forced-win", { "<Control>f", NULL } },
    { "play.forced-win-previous", { "<Alt>Page_Up", NULL } },
    { "play.forced-win-next", { "<Alt>Page_Down", NULL } },
    { "play.forced-win-all", { "<Alt>End", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    /* The board turned (ishi-window-view.c): R for rotate, M for mirror. */
    { "win.rotate-board", { "<Control>r", NULL } },
    { "win.rotate-board-back", { "<Control><Shift>r", NULL } },
    { "win.flip-board", { "<Control>m", NULL } },
    { "win.board-as-recorded", { "<Control>0", NULL } },
  };
  IshiApplication *self = ISHI_APPLICATION (app);

  G_APPLICATION_CLASS (ishi_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries), app);
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

static void
ishi_application_dispose (GObject *object)
{
  IshiApplication *self = ISHI_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_application_parent_class)->dispose (object);
}

static void
ishi_application_class_init (IshiApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_application_dispose;
  G_APPLICATION_CLASS (klass)->activate = ishi_application_activate;
  G_APPLICATION_CLASS (klass)->open = ishi_application_open;
  G_APPLICATION_CLASS (klass)->startup = ishi_application_startup;
}

static void
ishi_application_init (IshiApplication *self)
{
}

IshiApplication *
ishi_application_new (void)
{
  IshiApplication *self = g_object_new (ISHI_TYPE_APPLICATION,
                                        "application-id", APP_ID,
                                        "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                                        "resource-base-path", "/io/github/ishi/Ishi",
                                        NULL);

  /* `ishi --help` says that a record can be named on the command line. */
  /* TRANSLATORS: after "ishi" in `ishi --help`'s usage line. */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
    _("Play and review Go, Pure Go and Renju, and learn their rules.\n\n"
      "FILE is a game record (SGF) to open, a single game or a collection;\n"
      "with several, the last one is opened."));
  return self;
}

GSettings *
ishi_application_get_settings (IshiApplication *self)
{
  g_return_val_if_fail (ISHI_IS_APPLICATION (self), NULL);
  return self->settings;
}
