/* ishi-room-window.c — Join a Room: the form, then a table and the chat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-class-window.h"
#include "ishi-net-log.h"
#include "ishi-net-window.h"
#include "ishi-lesson-text.h"
#include "ishi-join-form.h"
#include "ishi-room-mdns.h"
#include "ishi-room-chat.h"
#include "ishi-room-leave.h"
#include "ishi-room-people.h"
#include "ishi-room-said.h"
#include "ishi-ruby-words.h"
#include "ishi-room-say.h"
#include "ishi-room-step.h"
#include "ishi-room-table-view.h"
#include "ishi-room-window.h"

struct _IshiRoomWindow {
  GtkWindow parent_instance;

  GSettings *settings;
  IshiRoomMdns *mdns;
  IshiRoomClient *client;
  char *token_key;               /* "host:port name", the settings' key of the token */

  GtkWidget *stack;
  GtkWidget *form;
  GtkWidget *room_box;           /* the table and the chat, made on joining */
  GtkWidget *table_view;
  GtkWidget *cover;              /* over the table while the teacher has paused the class */
  GtkWidget *room_stack;         /* the table, or the lesson step the teacher shows everyone */
  GtkWidget *lesson_view;        /* made when a step is first shown */
  GtkLabel *cover_label;
  GtkWidget *cover_ruby;         /* the cover's words with readings, at a class's grade */
  GtkTextBuffer *log;
  GtkWidget *chat;               /* the log and the line to type in (ishi-room-chat.h) */
  GtkLabel *title, *subtitle;
  GtkWidget *leave_button;
  GtkWidget *header;
  GtkWidget *people_button;      /* who is in the room, made on joining */
  GtkWidget *ishi_button;        /* a class's pupil: Play Ishi, at the level her teacher set */
  gboolean was_online;
  guint attempts;                /* connections tried before the first login */
  char *where;                   /* "host, port N", for people */
  char *host, *code;             /* where it joined, to come back to a class */
  guint16 port;
  gboolean in_class;             /* a class's pupil here: remembered to come back to */
  gboolean coming_back;          /* the next join goes back to where this computer was */
  gboolean code_typed;           /* /code typed: its answer is said */
};

G_DEFINE_FINAL_TYPE (IshiRoomWindow, ishi_room_window, GTK_TYPE_WINDOW)

/* ------------------------------------------------------------------------ */
/* The log                                                                   */
/* ------------------------------------------------------------------------ */

static void
log_line (IshiRoomWindow *self, const char *tag, const char *text)
{
  if (self->chat)
    ishi_room_chat_add (ISHI_ROOM_CHAT (self->chat), tag, text);
  else
    ishi_net_log_append (self->log, NULL, tag, text);
}

char *
ishi_room_window_get_log (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return ishi_net_log_get_text (self->log);
}




/* A class's pupil reads her screen at the class's grade (issue 55, 7). */
static int
pupil_grade (IshiRoomWindow *self)
{
  if (self->client == NULL || !ishi_room_client_in_class (self->client) || ishi_room_client_is_teacher (self->client))
    return 0;
  return ishi_room_client_get_class_grade (self->client);
}

/* The header's words at its reader's grade: a class's pupil's in the
 * room, this computer's class's on the form (title, state, Leave, People). */
static void
set_titles (IshiRoomWindow *self, const char *title, const char *subtitle)
{
  int grade = self->client ? pupil_grade (self) : ishi_join_form_get_grade (ISHI_JOIN_FORM (self->form));
  g_autofree char *t = g_strdup (title ? title : gtk_label_get_text (self->title));
  g_autofree char *st = g_strdup (subtitle ? subtitle : gtk_label_get_text (self->subtitle));

  ishi_ruby_label (self->title, t, grade);
  ishi_ruby_label (self->subtitle, st, grade);
  ishi_ruby_button (self->leave_button, _("_Leave the Room"), grade);
  if (self->people_button)
    ishi_ruby_button (self->people_button, _("_People"), grade);
}


static void
token_given_cb (IshiRoomClient *client, const char *token, IshiRoomWindow *self)
{
  ishi_room_window_keep_token (self->settings, self->token_key, token);
}

static void
code_accepted_cb (IshiRoomClient *client, IshiRoomWindow *self)
{
  /* /code typed in the chat: its answer, which was silent. */
  if (self->code_typed)
    log_line (self, "info", _("That is the room’s code: you may sit at a table."));
  self->code_typed = FALSE;
}




static void
room_named_cb (IshiRoomClient *client, IshiRoomWindow *self)
{
  g_autofree char *title = g_strdup_printf ("%s — %s", ishi_room_client_get_room_name (client),
                                            g_strcmp0 (ishi_room_client_get_room_game (client), "renju") == 0
                                            ? _("Renju") : _("Go"));

  set_titles (self, title, NULL);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

GtkWidget *
ishi_room_window_get_lesson_view (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return self->room_stack && g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->room_stack)), "lesson") == 0
         ? self->lesson_view : NULL;
}

/* Play Ishi: shown to a class's pupil who is not playing a game. */
static void
update_ishi_button (IshiRoomWindow *self)
{
  int level = self->client ? ishi_room_client_get_engine_level (self->client) : 0;
  IshiColor color;
  int own = level > 0 ? ishi_room_client_get_own_table (self->client, &color) : 0;
  const IshiRoomClientTable *t = own ? ishi_room_client_get_table (self->client, own) : NULL;
  g_autofree char *label = g_strdup_printf (_("Play _Ishi (Level %d)"), level);

  if (g_strcmp0 (label, g_object_get_data (G_OBJECT (self->ishi_button), "ishi-words")) != 0
      || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self->ishi_button), "ishi-grade")) != pupil_grade (self))
    {
      ishi_ruby_button (self->ishi_button, label, pupil_grade (self));
      g_object_set_data_full (G_OBJECT (self->ishi_button), "ishi-words", g_steal_pointer (&label), g_free);
      g_object_set_data (G_OBJECT (self->ishi_button), "ishi-grade", GINT_TO_POINTER (pupil_grade (self)));
    }
  gtk_widget_set_visible (self->ishi_button, level > 0 && (t == NULL || !t->started || t->result != NULL));
}

static void
ishi_clicked_cb (GtkButton *button, IshiRoomWindow *self)
{
  if (self->client)
    ishi_room_client_send (self->client, "/engine");
}

static void
table_changed_cb (IshiRoomClient *client, int number, IshiRoomWindow *self)
{
  update_ishi_button (self);
}

/* A class's pupil (the room told her Ishi's level, which it tells only a
 * class's pupils with its code): kept in the settings until she leaves,
 * so that Ishi goes back to the class when her computer starts again. */
static void
remember_class (IshiRoomWindow *self, IshiRoomClient *client)
{
  if (self->in_class || self->settings == NULL || ishi_room_client_get_engine_level (client) <= 0)
    return;
  self->in_class = TRUE;
  ishi_room_window_remember (self->settings, "room-class", self->host, self->port,
                             ishi_room_client_get_name (client), self->code);
}

/* She left the class or the room (Leave the Room, the window closed, her
 * name refused): nothing to go back to. */
static void
forget_room (IshiRoomWindow *self)
{
  self->in_class = FALSE;
  if (self->settings)
    ishi_room_window_forget_room (self->settings);
}

/* In a room (its window open, not left): Ishi offers it again at start-up
 * when it ends without the window closed — a crash (issue 52, 10). */
static void
remember_seat (IshiRoomWindow *self)
{
  if (self->settings && self->client)
    ishi_room_window_remember (self->settings, "room-seat", self->host, self->port,
                               ishi_room_client_get_name (self->client), self->code);
}

static void
class_cb (IshiRoomClient *client, IshiRoomWindow *self)
{
  const char *text = NULL;
  gboolean paused = ishi_room_client_get_class_paused (client, &text);
  int grade = pupil_grade (self);

  remember_class (self, client);
  /* The Join a Room form of this computer reads at this grade (a child's
   * computer in a class). */
  if (self->settings && pupil_grade (self) != g_settings_get_int (self->settings, "class-grade")
      && ishi_room_client_in_class (client) && !ishi_room_client_is_teacher (client))
    g_settings_set_int (self->settings, "class-grade", grade);

  update_ishi_button (self);
  if (self->cover == NULL)
    return;
  ishi_room_chat_set_grade (ISHI_ROOM_CHAT (self->chat), grade);
  set_titles (self, NULL, NULL);
  ishi_ruby_text (self->cover_label, self->cover_ruby, text && *text ? text : _("Listen to your teacher."), grade);
  gtk_widget_set_visible (self->cover, paused);
  /* Nor does the keyboard reach under it. */
  gtk_widget_set_sensitive (self->room_stack, !paused);
  {
    g_autofree char *missing = ishi_room_step_show (GTK_STACK (self->room_stack), &self->lesson_view, self->settings,
                                                    client);
    if (missing)
      log_line (self, "error", missing);
  }
}

gboolean
ishi_room_window_get_covered (IshiRoomWindow *self, const char **text)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), FALSE);
  if (text)
    *text = self->cover ? gtk_label_get_text (self->cover_label) : NULL;
  /* On screen: over whatever she sees (mapped), not only meant to be. */
  return self->cover && gtk_widget_get_visible (self->cover) && gtk_widget_get_mapped (self->cover);
}

static void leave_room (IshiRoomWindow *self);

/* The room would not take the name (in use on another computer): back
 * to the form, which says why, and no more tries — once the client has
 * finished saying so (it is let go of here). */
static gboolean
refused_idle_cb (gpointer data)
{
  IshiRoomWindow *self = data;
  g_autofree char *why = g_object_steal_data (G_OBJECT (self), "ishi-refused");

  if (self->log == NULL)
    return G_SOURCE_REMOVE;   /* the window was closed meanwhile */
  leave_room (self);
  forget_room (self);
  gtk_widget_set_visible (self->leave_button, FALSE);
  set_titles (self, _("Join a Room"), "");
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->form);
  ishi_join_form_refused (ISHI_JOIN_FORM (self->form), why);
  ishi_join_form_focus (ISHI_JOIN_FORM (self->form));
  return G_SOURCE_REMOVE;
}

/* Ishi's room's refusal read by its id: a name against the rules
 * (name-rule, name-accent…) in the window's words, in her language; a
 * name someone else holds (name-in-room, invalid-password) as the client
 * says it, with the name; an older room's line as it came. */
static void
login_failed_cb (IshiRoomClient *client, const char *text, IshiRoomWindow *self)
{
  const char *id = ishi_room_client_get_refusal (client);
  g_autofree char *words = NULL;

  if (id && strcmp (id, "name-in-room") != 0 && strcmp (id, "invalid-password") != 0)
    words = ishi_room_say_message (id, NULL);
  g_object_set_data_full (G_OBJECT (self), "ishi-refused", g_strdup (words ? words : text), g_free);
  g_idle_add_full (G_PRIORITY_DEFAULT, refused_idle_cb, g_object_ref (self), g_object_unref);
}

static void
state_cb (IshiRoomClient *client, IshiRoomWindow *self)
{
  switch (ishi_room_client_get_state (client))
    {
    case ISHI_ROOM_CLIENT_ONLINE:
      if (!self->was_online)
        remember_seat (self);
      self->was_online = TRUE;
      set_titles (self, NULL, _("In the room"));
      break;
    case ISHI_ROOM_CLIENT_CONNECTING:
    case ISHI_ROOM_CLIENT_LOGGING_IN:
      if (self->was_online)
        set_titles (self, NULL, _("Connection lost: joining again…"));
      else if (self->attempts++ == 0)
        set_titles (self, NULL, _("Joining…"));
      else
        {
          g_autofree char *text = g_strdup_printf (_("No answer from %s yet: trying again…"), self->where);
          set_titles (self, NULL, text);
        }
      break;
    case ISHI_ROOM_CLIENT_OFFLINE:
    default:
      set_titles (self, NULL, _("Not connected"));
      break;
    }
}

/* ------------------------------------------------------------------------ */
/* Chat                                                                      */
/* ------------------------------------------------------------------------ */

void
ishi_room_window_say (IshiRoomWindow *self, const char *text)
{
  g_autofree char *line = g_strstrip (g_strdup (text));

  g_return_if_fail (ISHI_IS_ROOM_WINDOW (self));
  if (self->client == NULL || *line == '\0')
    return;
  if (line[0] == '/')
    {
      /* One of the page's commands, as typed; the host answers it. */
      log_line (self, "command", line);
      if (g_str_has_prefix (line, "/code "))
        self->code_typed = TRUE;
      ishi_room_client_send (self->client, line);
    }
  else
    {
      g_autofree char *shout = g_strdup_printf ("shout %s", line);
      ishi_room_client_send (self->client, shout);
    }
}

static void
chat_say_cb (IshiRoomChat *chat, const char *text, IshiRoomWindow *self)
{
  ishi_room_window_say (self, text);
}

/* ------------------------------------------------------------------------ */
/* Joining and leaving                                                       */
/* ------------------------------------------------------------------------ */

static GtkWidget *
make_room (IshiRoomWindow *self)
{
  GtkWidget *chat = ishi_room_chat_new (self->log);
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *table_scroll = gtk_scrolled_window_new ();

  self->table_view = ishi_room_table_view_new (self->client);
  /* Its buttons named by their words before they take the focus ("_Sit
   * Down Sit Down" in the accessibility tree). */
  ishi_mnemonic_buttons_name (self->table_view);
  gtk_widget_set_margin_start (self->table_view, 12);
  gtk_widget_set_margin_end (self->table_view, 12);
  gtk_widget_set_margin_top (self->table_view, 12);
  /* A class paused by the teacher: the board is covered with her words. */
  self->cover = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->cover, "ishi-class-cover");
  self->cover_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->cover_label, TRUE);
  gtk_label_set_justify (self->cover_label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_vexpand (GTK_WIDGET (self->cover_label), TRUE);
  gtk_box_append (GTK_BOX (self->cover), GTK_WIDGET (self->cover_label));
  self->cover_ruby = ishi_lesson_text_new ();
  gtk_widget_add_css_class (self->cover_ruby, "ishi-cover-words");
  gtk_widget_set_valign (self->cover_ruby, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (self->cover_ruby, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (self->cover_ruby, TRUE);
  gtk_widget_set_visible (self->cover_ruby, FALSE);
  gtk_box_append (GTK_BOX (self->cover), self->cover_ruby);
  gtk_widget_set_visible (self->cover, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->cover);
  self->chat = chat;
  ishi_room_said_follow (self->client, ISHI_ROOM_CHAT (chat));
  g_signal_connect (chat, "say", G_CALLBACK (chat_say_cb), self);
  /* Taller than its pane (Options open), the table scrolls (shrunk, it lost its top). */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (table_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (table_scroll), self->table_view);
  self->room_stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->room_stack), table_scroll, "table");
  /* The cover is over the table or the lesson's step, whichever the
   * pupil sees (it covered the table only: her click on a step shown to
   * everyone counted while the class was paused, issue 65). */
  gtk_overlay_set_child (GTK_OVERLAY (overlay), self->room_stack);
  return ishi_net_window_over_chat (overlay, chat);
}

static void
leave_room (IshiRoomWindow *self)
{
  ishi_net_window_disconnect (self->client, self);
  if (self->people_button)
    {
      gtk_header_bar_remove (GTK_HEADER_BAR (self->header), self->people_button);
      self->people_button = NULL;
    }
  if (self->room_box)
    {
      gtk_stack_remove (GTK_STACK (self->stack), self->room_box);
      self->room_box = NULL;
      self->table_view = NULL;
      self->cover = NULL;
      self->chat = NULL;
      self->room_stack = NULL;
      self->lesson_view = NULL;
    }
  g_clear_object (&self->client);
  gtk_widget_set_visible (self->ishi_button, FALSE);
}

static void
leave_clicked_cb (GtkButton *button, IshiRoomWindow *self)
{
  leave_room (self);
  forget_room (self);
  ishi_join_form_next_pupil (ISHI_JOIN_FORM (self->form));
  gtk_widget_set_visible (self->leave_button, FALSE);
  set_titles (self, _("Join a Room"), "");
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->form);
  ishi_join_form_focus (ISHI_JOIN_FORM (self->form));
}

void
ishi_room_window_join (IshiRoomWindow *self, const char *host, guint16 port, const char *name,
                       const char *code)
{
  g_return_if_fail (ISHI_IS_ROOM_WINDOW (self));
  leave_room (self);
  self->was_online = FALSE;
  self->attempts = 0;
  g_free (self->where);
  self->where = g_strdup_printf (_("%s, port %u"), host, port);
  g_free (self->host);
  self->host = g_strdup (host);
  self->port = port;
  g_free (self->code);
  self->code = g_strdup (code);
  self->in_class = FALSE;
  self->client = ishi_room_client_new (name, code && *code ? code : NULL);
  ishi_room_client_set_coming_back (self->client, self->coming_back);
  self->coming_back = FALSE;
  g_free (self->token_key);
  self->token_key = g_strdup_printf ("%s:%u %s", host, port, name);
  {
    g_autofree char *token = ishi_room_window_find_token (self->settings, self->token_key);
    if (token)
      ishi_room_client_set_token (self->client, token);
  }
  g_signal_connect (self->client, "token-given", G_CALLBACK (token_given_cb), self);
  g_signal_connect (self->client, "code-accepted", G_CALLBACK (code_accepted_cb), self);
  g_signal_connect (self->client, "room-named", G_CALLBACK (room_named_cb), self);
  g_signal_connect (self->client, "state-changed", G_CALLBACK (state_cb), self);
  g_signal_connect (self->client, "login-failed", G_CALLBACK (login_failed_cb), self);
  g_signal_connect (self->client, "class-changed", G_CALLBACK (class_cb), self);
  g_signal_connect (self->client, "table-changed", G_CALLBACK (table_changed_cb), self);
  gtk_text_buffer_set_text (self->log, "", 0);
  self->room_box = make_room (self);
  ishi_net_window_show_page (self->stack, self->room_box, "room");
  gtk_widget_set_visible (self->leave_button, TRUE);
  self->people_button = ishi_room_people_new (GTK_WINDOW (self), self->client);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (self->header), self->people_button);
  set_titles (self, host, NULL);
  /* Retries without end while the window is open: a school's network
   * that drops for a minute must not end the game. */
  ishi_room_client_connect (self->client, host, port, G_MAXUINT);
  state_cb (self->client, self);
}

static void
join_cb (IshiJoinForm *form, const char *host, guint port, const char *name, const char *code,
         IshiRoomWindow *self)
{
  if (strlen (code) == 8)
    {
      /* The teacher of a class (ishi-tool serve --class): her view of
       * every board, in place of this window. */
      GtkWidget *view = ishi_class_window_new (GTK_WINDOW (self), host, (guint16) port, name, NULL, code);
      gtk_window_present (GTK_WINDOW (view));
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  ishi_room_window_join (self, host, (guint16) port, name, code);
}

static void
form_grade_cb (IshiRoomWindow *self)
{
  if (self->client == NULL)
    set_titles (self, NULL, NULL);
}

IshiRoomClient *
ishi_room_window_get_client (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return self->client;
}

GtkWidget *
ishi_room_window_get_form (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return self->form;
}

GtkWidget *
ishi_room_window_get_ishi_button (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return self->ishi_button;
}

GtkWidget *
ishi_room_window_get_table_view (IshiRoomWindow *self)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), NULL);
  return self->table_view;
}

/* ------------------------------------------------------------------------ */

static void
ishi_room_window_dispose (GObject *object)
{
  IshiRoomWindow *self = ISHI_ROOM_WINDOW (object);

  leave_room (self);
  ishi_net_ask_gone (GTK_WINDOW (self));
  g_clear_object (&self->mdns);
  g_clear_object (&self->settings);
  g_clear_object (&self->log);
  G_OBJECT_CLASS (ishi_room_window_parent_class)->dispose (object);
}

/* The window closed by its pupil: she has left the class — asked first
 * when she leaves in the middle of her game (issue 77, 1). */
static gboolean
close_request_cb (GtkWindow *window, gpointer data)
{
  IshiRoomWindow *self = ISHI_ROOM_WINDOW (window);

  if (!ishi_net_ask_confirmed (GTK_WINDOW (self))
      && ishi_room_leave_ask (window, self->client, pupil_grade (self)))
    return TRUE;
  if (self->client)
    forget_room (self);
  return FALSE;
}

gboolean
ishi_room_window_ask_to_leave (IshiRoomWindow *self, IshiNetThenFunc then, GObject *object)
{
  g_return_val_if_fail (ISHI_IS_ROOM_WINDOW (self), FALSE);
  if (ishi_net_ask_confirmed (GTK_WINDOW (self)) || !ishi_room_leave_in_game (self->client, NULL))
    return FALSE;
  ishi_net_ask_then (GTK_WINDOW (self), then, object);
  return TRUE;
}

static void
ishi_room_window_finalize (GObject *object)
{
  g_free (ISHI_ROOM_WINDOW (object)->host);
  g_free (ISHI_ROOM_WINDOW (object)->code);
  g_free (ISHI_ROOM_WINDOW (object)->token_key);
  g_free (ISHI_ROOM_WINDOW (object)->where);
  G_OBJECT_CLASS (ishi_room_window_parent_class)->finalize (object);
}

static void
ishi_room_window_class_init (IshiRoomWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_room_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_room_window_finalize;
}

static void
ishi_room_window_init (IshiRoomWindow *self)
{
  GtkHeaderBar *header = ishi_net_window_frame (GTK_WINDOW (self), _("Join a Room"), 900, 700, &self->title,
                                                &self->subtitle, &self->stack, &self->log);

  self->header = GTK_WIDGET (header);
  self->leave_button = gtk_button_new_with_mnemonic (_("_Leave the Room"));
  gtk_widget_set_name (self->leave_button, "leave");
  gtk_widget_set_visible (self->leave_button, FALSE);
  g_signal_connect (self->leave_button, "clicked", G_CALLBACK (leave_clicked_cb), self);
  gtk_header_bar_pack_start (header, self->leave_button);
  self->ishi_button = gtk_button_new_with_mnemonic ("");
  gtk_widget_set_visible (self->ishi_button, FALSE);
  g_signal_connect (self->ishi_button, "clicked", G_CALLBACK (ishi_clicked_cb), self);
  gtk_header_bar_pack_end (header, self->ishi_button);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

GtkWidget *
ishi_room_window_new (GtkWindow *parent, GSettings *settings, gboolean browse)
{
  IshiRoomWindow *self = g_object_new (ISHI_TYPE_ROOM_WINDOW, NULL);

  self->settings = settings ? g_object_ref (settings) : NULL;
  if (browse)
    self->mdns = ishi_room_mdns_new (NULL);
  self->form = ishi_join_form_new (settings, self->mdns);
  g_signal_connect (self->form, "join", G_CALLBACK (join_cb), self);
  g_signal_connect_swapped (self->form, "grade-changed", G_CALLBACK (form_grade_cb), self);
  set_titles (self, NULL, NULL);
  ishi_net_window_show_form (GTK_WINDOW (self), parent, self->stack, self->form);
  ishi_join_form_focus (ISHI_JOIN_FORM (self->form));
  /* Buttons named by their words, not "_Join Join" (GTK 4.8). */
  ishi_window_help_screen_readers (GTK_WINDOW (self), 0);
  return GTK_WIDGET (self);
}

void
ishi_room_window_join_again (IshiRoomWindow *self, const char *host, guint16 port, const char *name,
                             const char *code)
{
  g_return_if_fail (ISHI_IS_ROOM_WINDOW (self));
  self->coming_back = TRUE;
  ishi_room_window_join (self, host, port, name, code);
}
