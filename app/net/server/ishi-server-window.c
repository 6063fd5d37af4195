/* ishi-server-window.c — Connect to a Server: the form, then the server's
 * players and games, a tab for each game followed, and the chat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs-server.h"
#include "ishi-igs.h"
#include "ishi-net-log.h"
#include "ishi-net-window.h"
#include "ishi-room-table-view.h"
#include "ishi-server-form.h"
#include "ishi-server-lists.h"
#include "ishi-server-offer.h"
#include "ishi-server-record.h"
#include "ishi-room-say.h"
#include "ishi-server-window.h"

struct _IshiServerWindow {
  GtkWindow parent_instance;

  GSettings *settings;
  IshiRoomClient *client;
  char *records_dir;
  char *where;                   /* "host, port N", for people */
  char *address;                 /* "host:port", for records */
  gboolean was_online;

  GtkWidget *stack, *form, *server_box;
  GtkNotebook *tabs;
  GtkStack *games_stack;         /* the tabs, or a word when there is none */
  GHashTable *views;             /* game number → its view (the notebook owns it) */
  GHashTable *saved;             /* game number → the result its record was saved with */
  GtkTextBuffer *log;
  GtkTextView *log_view;
  GtkLabel *title, *subtitle;
  GtkWidget *disconnect_button;

  /* What to set when the game challenged for begins. */
  char *wanted_opponent;
  double wanted_komi;
  int wanted_handicap;
};

G_DEFINE_FINAL_TYPE (IshiServerWindow, ishi_server_window, GTK_TYPE_WINDOW)

/* ------------------------------------------------------------------------ */
/* The log                                                                   */
/* ------------------------------------------------------------------------ */

static void
log_line (IshiServerWindow *self, const char *tag, const char *text)
{
  ishi_net_log_append (self->log, self->log_view, tag, text);
}

char *
ishi_server_window_get_log (IshiServerWindow *self)
{
  g_return_val_if_fail (ISHI_IS_SERVER_WINDOW (self), NULL);
  return ishi_net_log_get_text (self->log);
}

static void
chat_cb (IshiRoomClient *client, const char *kind, const char *name, const char *text,
         IshiServerWindow *self)
{
  g_autofree char *line = NULL;

  if (strcmp (kind, "kibitz") == 0)
    line = g_strdup_printf (_("%s (to the game’s observers): %s"), name, text);
  else if (strcmp (kind, "shout") == 0)
    line = g_strdup_printf (_("%s (to everyone): %s"), name, text);
  else
    line = g_strdup_printf (_("%s (to you): %s"), name, text);
  log_line (self, NULL, line);
}

static void
error_cb (IshiRoomClient *client, const char *text, IshiServerWindow *self)
{
  /* The server's words (English on NNGS and IGS), in Ishi's where the
   * line is one Ishi knows (ishi-room-say.c). */
  g_autofree char *words = ishi_room_say (text, NULL);

  if (words)
    log_line (self, "error", words);
}

static void
line_cb (IshiRoomClient *client, int code, const char *text, IshiServerWindow *self)
{
  /* The server's messages, as it says them; the lists and the offers have
   * their own places. */
  if (code == ISHI_IGS_INFO && g_str_has_prefix (text, "Use <match "))
    return;
  /* NNGS's word that the loser "has resigned" after a count (its
   * gameproc.c), which a counted game does not need. */
  if (code == ISHI_IGS_INFO && g_str_has_suffix (text, " has resigned the game."))
    {
      int own = ishi_room_client_get_own_table (client, NULL);
      const IshiRoomClientTable *t = own ? ishi_room_client_get_table (client, own) : NULL;
      if (t && t->server_counted)
        return;
    }
  if (code == ISHI_IGS_INFO && *text)
    {
      g_autofree char *words = ishi_room_say (text, NULL);
      if (words && *words)
        log_line (self, text[0] == '{' ? "result" : "info", words);
    }
}

/* ------------------------------------------------------------------------ */
/* Games                                                                     */
/* ------------------------------------------------------------------------ */

static void close_tab (IshiServerWindow *self, int number);

static void
close_clicked_cb (GtkButton *button, IshiServerWindow *self)
{
  close_tab (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ishi-game")));
}

static GtkWidget *
open_tab (IshiServerWindow *self, int number)
{
  GtkWidget *view = g_hash_table_lookup (self->views, GINT_TO_POINTER (number));
  GtkWidget *tab, *label, *close;
  g_autofree char *text = NULL;

  if (view)
    {
      gtk_notebook_set_current_page (self->tabs, gtk_notebook_page_num (self->tabs, view));
      return view;
    }
  view = ishi_room_table_view_new_for_game (self->client, number);
  gtk_widget_set_margin_start (view, 12);
  gtk_widget_set_margin_end (view, 12);
  gtk_widget_set_margin_top (view, 12);
  tab = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  text = g_strdup_printf (_("Game %d"), number);
  label = gtk_label_new (text);
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_tooltip_text (close, _("Close this game (stop observing it)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Close this game"), -1);
  g_object_set_data (G_OBJECT (close), "ishi-game", GINT_TO_POINTER (number));
  g_signal_connect (close, "clicked", G_CALLBACK (close_clicked_cb), self);
  gtk_box_append (GTK_BOX (tab), label);
  gtk_box_append (GTK_BOX (tab), close);
  gtk_widget_set_visible (GTK_WIDGET (self->tabs), TRUE);
  gtk_notebook_set_current_page (self->tabs, gtk_notebook_append_page (self->tabs, view, tab));
  g_hash_table_insert (self->views, GINT_TO_POINTER (number), view);
  gtk_stack_set_visible_child_name (self->games_stack, "tabs");
  return view;
}

static void
close_tab (IshiServerWindow *self, int number)
{
  GtkWidget *view = g_hash_table_lookup (self->views, GINT_TO_POINTER (number));
  const IshiRoomClientTable *t = ishi_room_client_get_table (self->client, number);
  IshiColor own = ISHI_EMPTY;

  if (view == NULL)
    return;
  if (t && t->result == NULL && t->started
      && ishi_room_client_get_own_table (self->client, &own) == number)
    return;   /* one's own game is played to its end (or adjourned), not closed */
  if (t && t->result == NULL && !t->adjourned)
    {
      /* `unobserve N` toggles on NNGS (its help file): sent only while
       * the game goes on and is observed. */
      g_autofree char *line = g_strdup_printf ("unobserve %d", number);
      ishi_room_client_send (self->client, line);
    }
  g_hash_table_remove (self->views, GINT_TO_POINTER (number));
  gtk_notebook_remove_page (self->tabs, gtk_notebook_page_num (self->tabs, view));
  if (gtk_notebook_get_n_pages (self->tabs) == 0)
    {
      /* Hidden too: GTK 4.8 measures a notebook whose last page went
       * with tabs of height -3 (a warning), and the stack measures it. */
      gtk_stack_set_visible_child_name (self->games_stack, "empty");
      gtk_widget_set_visible (GTK_WIDGET (self->tabs), FALSE);
    }
}

void
ishi_server_window_observe (IshiServerWindow *self, int number)
{
  g_return_if_fail (ISHI_IS_SERVER_WINDOW (self));
  if (self->client == NULL || g_hash_table_contains (self->views, GINT_TO_POINTER (number)))
    {
      if (self->client)
        open_tab (self, number);
      return;
    }
  {
    g_autofree char *line = g_strdup_printf ("observe %d", number);
    ishi_room_client_send (self->client, line);
  }
  open_tab (self, number);
}

GtkWidget *
ishi_server_window_get_view (IshiServerWindow *self, int number)
{
  g_return_val_if_fail (ISHI_IS_SERVER_WINDOW (self), NULL);
  return g_hash_table_lookup (self->views, GINT_TO_POINTER (number));
}

void
ishi_server_window_set_records_dir (IshiServerWindow *self, const char *dir)
{
  g_return_if_fail (ISHI_IS_SERVER_WINDOW (self));
  g_free (self->records_dir);
  self->records_dir = g_strdup (dir);
}

/* The record of a game that ended, as SGF with the server's result. */
static void
save_record (IshiServerWindow *self, int number, const IshiRoomClientTable *t)
{
  IshiMatch *match = ishi_room_client_get_match (self->client, number);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;

  if (match == NULL)
    {
      log_line (self, "error", _("The game’s record could not be kept: its moves were not all received."));
      return;
    }
  path = ishi_server_record_save (match, t, self->records_dir, self->address, &error);
  text = path ? g_strdup_printf (_("The game’s record is saved: %s"), path)
              : g_strdup_printf (_("The game’s record could not be saved: %s"), error->message);
  log_line (self, path ? "info" : "error", text);
}

static void
table_changed_cb (IshiRoomClient *client, int number, IshiServerWindow *self)
{
  const IshiRoomClientTable *t = ishi_room_client_get_table (client, number);
  IshiColor own = ISHI_EMPTY;
  int own_table = ishi_room_client_get_own_table (client, &own);

  if (t == NULL)
    return;
  if (own_table == number && t->result == NULL && !g_hash_table_contains (self->views, GINT_TO_POINTER (number)))
    {
      /* One's own game begins: its tab, and the terms asked for. */
      open_tab (self, number);
      ishi_room_client_refresh_lists (client);
      gtk_window_present (GTK_WINDOW (self));
      if (self->wanted_opponent
          && (g_strcmp0 (t->seats[ishi_color_other (own)], self->wanted_opponent) == 0))
        {
          char buffer[G_ASCII_DTOSTR_BUF_SIZE];
          g_autofree char *komi = g_strdup_printf ("komi %s", g_ascii_dtostr (buffer, sizeof buffer,
                                                                              self->wanted_komi));
          ishi_room_client_send (client, komi);
          if (self->wanted_handicap >= 2)
            {
              g_autofree char *handicap = g_strdup_printf ("handicap %d", self->wanted_handicap);
              ishi_room_client_send (client, handicap);
            }
          g_clear_pointer (&self->wanted_opponent, g_free);
        }
    }
  if (t->resumed_as && g_hash_table_contains (self->views, GINT_TO_POINTER (number)))
    {
      /* Taken up again under another number (NNGS's load): its tab is
       * the new number's; the old one would stay, dead. */
      close_tab (self, number);
      return;
    }
  if (t->result && g_hash_table_contains (self->views, GINT_TO_POINTER (number))
      && g_strcmp0 (g_hash_table_lookup (self->saved, GINT_TO_POINTER (number)), t->result) != 0)
    {
      g_hash_table_insert (self->saved, GINT_TO_POINTER (number), g_strdup (t->result));
      save_record (self, number, t);
      ishi_room_client_refresh_lists (client);
    }
}

/* ------------------------------------------------------------------------ */
/* Offers and requests                                                       */
/* ------------------------------------------------------------------------ */

static void
offer_cb (IshiRoomClient *client, const char *name, int color, int size, int minutes, int byoyomi,
          IshiServerWindow *self)
{
  g_autofree char *question = ishi_server_describe_offer (name, color, size, minutes, byoyomi);
  g_autofree char *accept = ishi_igs_format_match (name, color, size, minutes, byoyomi);
  g_autofree char *decline = g_strdup_printf ("decline %s", name);

  log_line (self, "info", question);
  ishi_server_ask (GTK_WINDOW (self), self->client, question, _("_Accept"), _("_Decline"), accept, decline);
}

static void
komi_cb (IshiRoomClient *client, const char *name, double komi, IshiServerWindow *self)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *question = g_strdup_printf (_("%s offers a komi of %g points for White."), name, komi);
  g_autofree char *accept = g_strdup_printf ("komi %s", g_ascii_dtostr (buffer, sizeof buffer, komi));
  g_autofree char *decline = g_strdup_printf ("decline %s", name);

  ishi_server_ask (GTK_WINDOW (self), self->client, question, _("_Accept"), _("_Decline"), accept, decline);
}

static void
adjourn_cb (IshiRoomClient *client, const char *name, IshiServerWindow *self)
{
  g_autofree char *question = g_strdup_printf (_("%s asks to adjourn the game: it is kept on the server and taken up again later."), name);
  g_autofree char *decline = g_strdup_printf ("decline %s", name);

  ishi_server_ask (GTK_WINDOW (self), self->client, question, _("_Adjourn"), _("_Go On Playing"), "adjourn", decline);
}

static void
challenge_cb (const char *line, double komi, int handicap, gpointer data)
{
  IshiServerWindow *self = data;
  g_auto (GStrv) words = g_strsplit (line, " ", 3);

  if (self->client == NULL)
    return;
  g_free (self->wanted_opponent);
  self->wanted_opponent = g_strdup (words[1]);
  self->wanted_komi = komi;
  self->wanted_handicap = handicap;
  ishi_room_client_send (self->client, line);
}

static void
challenge_wanted_cb (IshiServerLists *lists, const char *name, IshiServerWindow *self)
{
  gtk_window_present (GTK_WINDOW (ishi_server_challenge_new (GTK_WINDOW (self), name, challenge_cb, self)));
}

/* ------------------------------------------------------------------------ */
/* The lists                                                                 */
/* ------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------ */
/* Chat                                                                      */
/* ------------------------------------------------------------------------ */

void
ishi_server_window_say (IshiServerWindow *self, const char *text)
{
  g_autofree char *line = g_strstrip (g_strdup (text));
  g_autofree char *command = NULL;
  int own;

  g_return_if_fail (ISHI_IS_SERVER_WINDOW (self));
  if (self->client == NULL || *line == '\0')
    return;
  own = ishi_room_client_get_own_table (self->client, NULL);
  if (line[0] == '/')
    command = g_strdup (line + 1);   /* a server command, as typed */
  else if (own && ishi_room_client_get_table (self->client, own)->result == NULL)
    command = g_strdup_printf ("say %s", line);
  else
    {
      /* To the observers of the game in front. */
      GtkWidget *view = gtk_notebook_get_nth_page (self->tabs, gtk_notebook_get_current_page (self->tabs));
      if (view == NULL)
        {
          log_line (self, "error", _("Say it in a game: open one, or type a command such as /tell NAME hello."));
          return;
        }
      command = g_strdup_printf ("kibitz %d %s", ishi_room_table_view_get_table (ISHI_ROOM_TABLE_VIEW (view)), line);
    }
  log_line (self, "command", line);
  ishi_room_client_send (self->client, command);
}

static void
observe_wanted_cb (IshiServerLists *lists, int number, IshiServerWindow *self)
{
  ishi_server_window_observe (self, number);
}

static void
chat_activate_cb (GtkEntry *entry, IshiServerWindow *self)
{
  ishi_server_window_say (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* ------------------------------------------------------------------------ */
/* Connecting                                                                */
/* ------------------------------------------------------------------------ */

static void
state_cb (IshiRoomClient *client, IshiServerWindow *self)
{
  switch (ishi_room_client_get_state (client))
    {
    case ISHI_ROOM_CLIENT_ONLINE:
      if (self->was_online)
        log_line (self, "info", _("Connected again."));
      self->was_online = TRUE;
      gtk_label_set_text (self->subtitle, self->where);
      break;
    case ISHI_ROOM_CLIENT_CONNECTING:
    case ISHI_ROOM_CLIENT_LOGGING_IN:
      if (self->was_online && strcmp (gtk_label_get_text (self->subtitle), self->where) == 0)
        log_line (self, "error", _("The connection to the server was lost: connecting again…"));
      gtk_label_set_text (self->subtitle, self->was_online ? _("Connection lost: connecting again…")
                                                           : _("Connecting…"));
      break;
    case ISHI_ROOM_CLIENT_OFFLINE:
    default:
      gtk_label_set_text (self->subtitle, _("Not connected"));
      break;
    }
}

static GtkWidget *
make_server (IshiServerWindow *self)
{
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget *left = ishi_server_lists_new (self->client);
  GtkWidget *chat = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEntry *entry = GTK_ENTRY (gtk_entry_new ());

  g_signal_connect (left, "observe", G_CALLBACK (observe_wanted_cb), self);
  g_signal_connect (left, "challenge", G_CALLBACK (challenge_wanted_cb), self);

  self->tabs = GTK_NOTEBOOK (gtk_notebook_new ());
  gtk_notebook_set_scrollable (self->tabs, TRUE);
  self->games_stack = GTK_STACK (gtk_stack_new ());
  {
    GtkWidget *empty = gtk_label_new (_("No game open. Double-click a game in the Games list to watch it, "
                                        "or challenge a player in the Players list."));
    gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
    gtk_widget_add_css_class (empty, "dim-label");
    gtk_widget_set_margin_start (empty, 24);
    gtk_widget_set_margin_end (empty, 24);
    gtk_stack_add_named (self->games_stack, empty, "empty");
    gtk_stack_add_named (self->games_stack, GTK_WIDGET (self->tabs), "tabs");
  }
  self->log_view = GTK_TEXT_VIEW (gtk_text_view_new_with_buffer (self->log));
  gtk_text_view_set_editable (self->log_view, FALSE);
  gtk_text_view_set_cursor_visible (self->log_view, FALSE);
  gtk_text_view_set_wrap_mode (self->log_view, GTK_WRAP_WORD_CHAR);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->log_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chat and the server’s messages"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->log_view));
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_size_request (scrolled, -1, 100);
  gtk_entry_set_placeholder_text (entry, _("Say something in the game, or a server command: /tell NAME hello, /shout …"));
  gtk_entry_set_max_length (entry, ISHI_IGS_MAX_LINE - 16);
  g_signal_connect (entry, "activate", G_CALLBACK (chat_activate_cb), self);
  gtk_box_append (GTK_BOX (chat), scrolled);
  gtk_box_append (GTK_BOX (chat), GTK_WIDGET (entry));
  gtk_paned_set_start_child (GTK_PANED (paned), left);
  gtk_paned_set_end_child (GTK_PANED (paned), ishi_net_window_over_chat (GTK_WIDGET (self->games_stack), chat));
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  return paned;
}

static void
disconnect_from_server (IshiServerWindow *self)
{
  ishi_net_window_disconnect (self->client, self);
  if (self->server_box)
    {
      gtk_stack_remove (GTK_STACK (self->stack), self->server_box);
      self->server_box = NULL;
      self->log_view = NULL;
    }
  g_hash_table_remove_all (self->views);
  g_hash_table_remove_all (self->saved);
  g_clear_object (&self->client);
}

static void disconnect_clicked_cb (GtkButton *button, IshiServerWindow *self);

/* The server refused the name or the password: back to the form. */
static void
login_failed_cb (IshiRoomClient *client, const char *text, IshiServerWindow *self)
{
  g_autofree char *why = g_strdup (text);

  disconnect_clicked_cb (NULL, self);
  ishi_server_form_set_problem (ISHI_SERVER_FORM (self->form), why);
}

static void
disconnect_clicked_cb (GtkButton *button, IshiServerWindow *self)
{
  disconnect_from_server (self);
  gtk_widget_set_visible (self->disconnect_button, FALSE);
  gtk_label_set_text (self->title, _("Connect to a Server"));
  gtk_label_set_text (self->subtitle, "");
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->form);
  ishi_server_form_focus (ISHI_SERVER_FORM (self->form));
}

void
ishi_server_window_connect (IshiServerWindow *self, const char *host, guint16 port, const char *name,
                            const char *password)
{
  g_return_if_fail (ISHI_IS_SERVER_WINDOW (self));
  disconnect_from_server (self);
  self->was_online = FALSE;
  g_free (self->where);
  self->where = g_strdup_printf (_("%s, port %u"), host, port);
  g_free (self->address);
  self->address = strchr (host, ':') ? g_strdup_printf ("[%s]:%u", host, port) : g_strdup_printf ("%s:%u", host, port);
  self->client = ishi_room_client_new_for_server (name, password);
  g_signal_connect (self->client, "chat", G_CALLBACK (chat_cb), self);
  g_signal_connect (self->client, "error", G_CALLBACK (error_cb), self);
  g_signal_connect (self->client, "line", G_CALLBACK (line_cb), self);
  g_signal_connect (self->client, "state-changed", G_CALLBACK (state_cb), self);
  g_signal_connect (self->client, "table-changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (self->client, "match-offer", G_CALLBACK (offer_cb), self);
  g_signal_connect (self->client, "adjourn-request", G_CALLBACK (adjourn_cb), self);
  g_signal_connect (self->client, "komi-offer", G_CALLBACK (komi_cb), self);
  g_signal_connect (self->client, "login-failed", G_CALLBACK (login_failed_cb), self);
  gtk_text_buffer_set_text (self->log, "", 0);
  gtk_window_set_focus (GTK_WINDOW (self), NULL);   /* the form's field is hidden */
  self->server_box = make_server (self);
  ishi_net_window_show_page (self->stack, self->server_box, "server");
  gtk_widget_set_visible (self->disconnect_button, TRUE);
  gtk_label_set_text (self->title, host);
  /* Tried again without end while the window is open: a game in progress
   * is adjourned by the server and taken up again when Ishi is back. */
  ishi_room_client_connect (self->client, host, port, G_MAXUINT);
  state_cb (self->client, self);
}

static void
connect_cb (IshiServerForm *form, const char *host, guint port, const char *name, const char *password,
            IshiServerWindow *self)
{
  ishi_server_window_connect (self, host, (guint16) port, name, password);
}

IshiRoomClient *
ishi_server_window_get_client (IshiServerWindow *self)
{
  g_return_val_if_fail (ISHI_IS_SERVER_WINDOW (self), NULL);
  return self->client;
}

/* ------------------------------------------------------------------------ */

static void
ishi_server_window_dispose (GObject *object)
{
  IshiServerWindow *self = ISHI_SERVER_WINDOW (object);

  disconnect_from_server (self);
  g_clear_object (&self->settings);
  g_clear_object (&self->log);
  G_OBJECT_CLASS (ishi_server_window_parent_class)->dispose (object);
}

static void
ishi_server_window_finalize (GObject *object)
{
  IshiServerWindow *self = ISHI_SERVER_WINDOW (object);

  g_hash_table_unref (self->views);
  g_hash_table_unref (self->saved);
  g_free (self->where);
  g_free (self->address);
  g_free (self->records_dir);
  g_free (self->wanted_opponent);
  G_OBJECT_CLASS (ishi_server_window_parent_class)->finalize (object);
}

static void
ishi_server_window_class_init (IshiServerWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_server_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_server_window_finalize;
}

static void
ishi_server_window_init (IshiServerWindow *self)
{
  GtkHeaderBar *header = ishi_net_window_frame (GTK_WINDOW (self), _("Connect to a Server"), 1100, 760,
                                                &self->title, &self->subtitle, &self->stack, &self->log);

  self->views = g_hash_table_new (NULL, NULL);
  self->saved = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->records_dir = g_build_filename (g_get_user_data_dir (), "ishi", "server-games", NULL);
  self->disconnect_button = gtk_button_new_with_mnemonic (_("_Disconnect"));
  gtk_widget_set_visible (self->disconnect_button, FALSE);
  g_signal_connect (self->disconnect_button, "clicked", G_CALLBACK (disconnect_clicked_cb), self);
  gtk_header_bar_pack_start (header, self->disconnect_button);
}

GtkWidget *
ishi_server_window_new (GtkWindow *parent, GSettings *settings)
{
  IshiServerWindow *self = g_object_new (ISHI_TYPE_SERVER_WINDOW, NULL);

  self->settings = settings ? g_object_ref (settings) : NULL;
  self->form = ishi_server_form_new (settings);
  g_signal_connect (self->form, "connect", G_CALLBACK (connect_cb), self);
  ishi_net_window_show_form (GTK_WINDOW (self), parent, self->stack, self->form);
  ishi_server_form_focus (ISHI_SERVER_FORM (self->form));
  return GTK_WIDGET (self);
}
