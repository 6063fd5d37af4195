/* ishi-window.c — the main window: header bar, pages, info bar; the
 * questions and file choosers around the session (see ishi-window.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-collection-picker.h"
#include "ishi-a11y-names.h"
#include "ishi-counting.h"
#include "ishi-dialogs.h"
#include "ishi-engine-control.h"
#include "ishi-file-dialogs.h"
#include "ishi-handouts.h"
#include "ishi-help.h"
#include "ishi-game-info-dialog.h"
#include "ishi-new-game-dialog.h"
#include "ishi-lesson-view.h"
#include "ishi-lesson.h"
#include "ishi-play-page.h"
#include "ishi-preferences-window.h"
#include "ishi-reader.h"
#include "ishi-session-open.h"
#include "ishi-recent-menu.h"
#include "ishi-opening-bar.h"
#include "ishi-set-bar.h"
#include "ishi-window-private.h"
#include "ishi-window-title.h"


G_DEFINE_FINAL_TYPE (IshiWindow, ishi_window, GTK_TYPE_APPLICATION_WINDOW)

static void
update_title (IshiWindow *self)
{
  g_auto(IshiWindowTitle) t = { 0 };

  ishi_window_title_make (self->session, &t);
  gtk_window_set_title (GTK_WINDOW (self), t.window);
  gtk_label_set_text (self->header_title, t.header);
  gtk_label_set_text (self->header_rules, t.rules);
  /* In a narrow window the two lines are cut short: whole in the tooltip. */
  gtk_widget_set_tooltip_text (gtk_widget_get_parent (GTK_WIDGET (self->header_title)), t.tooltip);
}

static void
match_changed_cb (IshiWindow *self)
{
  ishi_play_page_set_match (self->play_page, ishi_session_get_match (self->session));
  /* Another game: the room its bars need is its own. */
  ishi_bar_slot_forget (self->bar_slot);
  ishi_set_bar_follow (self->set_bar, ishi_session_get_match (self->session));
  ishi_opening_bar_follow (self->opening_bar, ishi_session_get_match (self->session));
  ishi_engine_control_follow (self->engines, ishi_session_get_match (self->session));
  update_title (self);
}

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */
/* ------------------------------------------------------------------------ */

/* Runs `then` once nothing of the game shown would be lost. */
void
ishi_window_guard (IshiWindow *self, IshiThenFunc then, gpointer data, GDestroyNotify destroy)
{
  ishi_file_dialogs_guard (GTK_WINDOW (self), self->session, then, data, destroy);
}

static void
save_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  GFile *file = ishi_session_get_file (self->session);

  if (file)
    ishi_file_dialogs_save (GTK_WINDOW (self), self->session, file);
  else
    ishi_file_dialogs_save_as (GTK_WINDOW (self), self->session, NULL, NULL, NULL);
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  ishi_file_dialogs_save_as (GTK_WINDOW (self), self->session, NULL, NULL, NULL);
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */
/* ------------------------------------------------------------------------ */

void
ishi_window_show_info (IshiWindow *self, const char *text, GPtrArray *details, GtkMessageType type)
{
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  if (details)
    self->warnings = g_ptr_array_ref (details);
  gtk_label_set_text (self->info_label, text);
  gtk_widget_set_visible (self->details_button, details != NULL);
  gtk_widget_set_visible (self->restore_button, self->info_is_restore);
  gtk_widget_set_visible (self->discard_button, self->info_is_restore);
  gtk_widget_set_visible (self->as_game_button, FALSE);
  ishi_window_library_hide (self);
  gtk_info_bar_set_show_close_button (self->info_bar, !self->info_is_restore);
  gtk_info_bar_set_message_type (self->info_bar, type);
  gtk_info_bar_set_revealed (self->info_bar, TRUE);
}

/* A game of the file was opened: the problems repaired are told. */
static void
opened_cb (GPtrArray *warnings, gpointer data)
{
  IshiWindow *self = data;
  guint n = warnings ? warnings->len : 0;

  /* Opened from the Lessons page (or the Problems view): the game shown. */
  gtk_stack_set_visible_child_name (self->stack, "play");
  if (self->info_is_restore)
    return;  /* the restore question stays until it is answered */
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  if (ishi_window_library_opened (self))
    return;
  if (n > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Ishi repaired %u problem in this file",
                                                            "Ishi repaired %u problems in this file", n), n);
      ishi_window_show_info (self, text, warnings, GTK_MESSAGE_WARNING);
    }
}

/* What was read (or why not) becomes the game shown, or a picker. */
static void
read_cb (IshiWindow *self, GFile *file, GPtrArray *games, GPtrArray *warnings, const GError *error)
{
  if (ishi_window_problems_take (self, file, games))
    return;
  ishi_window_library_read (self, file, games);
  ishi_session_open_read (self->session, GTK_WINDOW (self), file, games, warnings, error,
                          opened_cb, self);
}

static void
open_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  g_autoptr(GFile) file = data;

  ishi_reader_read (self->reader, file);
}

gboolean
ishi_window_is_reading (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), FALSE);

  return ishi_reader_is_busy (self->reader);
}

void
ishi_window_open (IshiWindow *self, GFile *file)
{
  g_return_if_fail (ISHI_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  ishi_window_guard (self, open_now, g_object_ref (file), g_object_unref);
}

static void
open_response_cb (GtkNativeDialog *chooser, int response, IshiWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      ishi_window_open (self, file);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  GtkFileChooserNative *chooser = ishi_file_dialogs_chooser (GTK_WINDOW (self), self->session, _("Open Game"),
                                                             GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));

  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_recent_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  ishi_window_open (ISHI_WINDOW (data), file);
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, IshiWindow *self)
{
  GSList *files = G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST) ? g_value_get_boxed (value) : NULL;

  if (files == NULL)
    return FALSE;
  ishi_window_open (self, files->data);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* The info bar                                                              */
/* ------------------------------------------------------------------------ */

static void
info_bar_response_cb (IshiWindow *self, int response)
{
  if (self->info_is_restore && (response == GTK_RESPONSE_ACCEPT || response == GTK_RESPONSE_REJECT))
    ishi_window_restore_answered (self, response);
  else if (response == GTK_RESPONSE_HELP && self->warnings)
    ishi_show_details (GTK_WINDOW (self), _("What Ishi repaired"), self->warnings);
  else if (response == GTK_RESPONSE_APPLY)
    ishi_window_problems_open_as_game (self);
  else if (!self->info_is_restore)
    gtk_info_bar_set_revealed (self->info_bar, FALSE);
}

/* ------------------------------------------------------------------------ */
/* New game, game information                                                */
/* ------------------------------------------------------------------------ */

static void
new_game_done_cb (IshiNewGameDialog *dialog, IshiWindow *self)
{
  IshiMatch *match = ishi_new_game_dialog_get_match (dialog);

  if (match == NULL)
    return;
  ishi_session_set_match (self->session, match);
  /* Started from the Lessons page or the Problems view: the game in front
   * (it began behind the problem), and the problem file's offer gone. */
  gtk_stack_set_visible_child_name (self->stack, "play");
  if (!self->info_is_restore)
    gtk_info_bar_set_revealed (self->info_bar, FALSE);
  ishi_set_bar_start (self->set_bar, ishi_new_game_dialog_get_renju_set (dialog), match);
  ishi_engine_control_start (self->engines, match, ishi_new_game_dialog_get_engine (dialog, ISHI_BLACK),
                             ishi_new_game_dialog_get_engine (dialog, ISHI_WHITE));
  ishi_opening_bar_start (self->opening_bar, match);
  /* Nothing played yet: the names the start wrote into the record (Ishi
   * renamed for the level it plays at) are no change to save, and showed
   * "•" at move 0 (issue 66). */
  if (ishi_game_get_move_number (ishi_match_get_game (match)) == 0)
    ishi_session_start_unchanged (self->session);
}

/* 珠型交代打ち: White took Black; the engines change sides with it. */
static void
opening_swap_cb (IshiWindow *self)
{
  ishi_engine_control_exchange (self->engines, ishi_session_get_match (self->session));
}

/* A two-game set: game 2 replaces game 1, once game 1 is saved or given up. */
static void
set_next_game_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  IshiMatch *match = ishi_set_bar_get_next (self->set_bar);

  if (match == NULL)
    return;
  /* An engine of the set plays game 2 with the other colour. */
  ishi_engine_control_exchange (self->engines, match);
  ishi_session_set_match (self->session, match);
}

static void
set_next_game_cb (IshiWindow *self)
{
  ishi_window_guard (self, set_next_game_now, NULL, NULL);
}

/* New Game closed, with a new game or none: the clock runs again. */
static void
new_game_closed_cb (IshiWindow *self)
{
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    ishi_play_page_hold_clock (self->play_page, FALSE);
}

/* `data`: NULL, or the players to offer (a GStrv: Black's, White's),
 * which this step owns once it runs (ishi_file_dialogs_guard). */
static void
new_game_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  IshiNewGameDialog *dialog = ishi_new_game_dialog_new (GTK_WINDOW (self), self->settings);
  g_auto(GStrv) players = data;

  if (players)
    ishi_new_game_dialog_set_players (dialog, players[0], players[1]);

  /* The game's clock stands while the players choose the next one. */
  ishi_play_page_hold_clock (self->play_page, TRUE);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (new_game_closed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "done", G_CALLBACK (new_game_done_cb), self, 0);
  ishi_help_attach (GTK_WINDOW (dialog), NULL);
  ishi_window_read_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  ishi_window_new_game (ISHI_WINDOW (data), NULL, NULL);
}

void
ishi_window_new_game (IshiWindow *self, const char *black, const char *white)
{
  char **players = black && white ? g_strdupv ((char *[]) { (char *) black, (char *) white, NULL }) : NULL;

  /* An unsaved game is asked about only when its moves would be lost. */
  ishi_window_guard (self, new_game_now, players, (GDestroyNotify) g_strfreev);
}

static void
game_info_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  GtkWindow *dialog = ishi_game_info_dialog_new (GTK_WINDOW (self), ishi_session_get_game (self->session));

  ishi_help_attach (dialog, NULL);
  gtk_window_present (dialog);
}

/* One Preferences window per main window: asked again, it comes to the front. */
static void
preferences_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  if (self->preferences == NULL)
    {
      self->preferences = ishi_preferences_window_new (GTK_WINDOW (self), self->settings);
      ishi_help_attach (self->preferences, NULL);
      g_object_add_weak_pointer (G_OBJECT (self->preferences), (gpointer *) &self->preferences);
    }
  gtk_window_present (self->preferences);
}

/* "Open Recent" is the fourth item of the menu's first section (after
 * Open, Save, Save As). */
static void
update_recent_menu (IshiWindow *self)
{
  GMenuModel *primary = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (self->menu_button));
  g_autoptr(GMenuModel) section = primary ? g_menu_model_get_item_link (primary, 0, G_MENU_LINK_SECTION)
                                          : NULL;

  if (G_IS_MENU (section))
    ishi_recent_menu_replace (G_MENU (section), 3);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void
close_now (GtkWindow *window, gpointer data)
{
  IshiWindow *self = ISHI_WINDOW (window);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The main menu covers the board: no ghost stone under it, whether or
 * not the menu takes the keyboard focus from the board. */
/* The recent files are listed as the menu opens: the list of recent
 * files (~/.local/share/recently-used.xbel, often hundreds of entries)
 * was read before the first frame (issue 23 item 16). */
static void
menu_shown_cb (IshiWindow *self)
{
  update_recent_menu (self);
  ishi_play_page_set_covered (self->play_page, TRUE);
}

static void
menu_hidden_cb (IshiWindow *self)
{
  ishi_play_page_set_covered (self->play_page, FALSE);
}

static gboolean
close_request_cb (GtkWindow *window)
{
  IshiWindow *self = ISHI_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  /* -1 (no size set, never resized): the size it has */
  if (width <= 0 || height <= 0)
    {
      width = gtk_widget_get_width (GTK_WIDGET (window));
      height = gtk_widget_get_height (GTK_WIDGET (window));
    }
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  /* A class running from this window: asked first, and closed once it
   * has ended (Ctrl+Q, or closing this window, ended it at once). */
  if (ishi_window_net_ask_rooms ((void (*) (GObject *)) gtk_window_close, G_OBJECT (self)))
    return TRUE;
  if (!ishi_session_get_modified (self->session))
    {
      ishi_session_forget (self->session);
      return FALSE;
    }
  ishi_session_autosave_now (self->session);
  ishi_window_guard (self, close_now, NULL, NULL);
  return TRUE;
}

/* The review keys belong to the page shown, wherever the focus is. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType modifiers, IshiWindow *self)
{
  return gtk_stack_get_visible_child (self->stack) == GTK_WIDGET (self->play_page)
         && ishi_play_page_review_key (self->play_page, keyval, modifiers);
}

static void
export_image_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  GtkWindow *dialog = ishi_handouts_export_dialog (GTK_WINDOW (self), self->session);

  ishi_help_attach (dialog, "print");
  gtk_window_present (dialog);
}

static void
print_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  g_autoptr(GError) error = NULL;
  IshiPrintKind kind = g_strcmp0 (g_action_get_name (G_ACTION (action)), "print-figures") == 0
                       ? ISHI_PRINT_FIGURES : ISHI_PRINT_POSITION;

  if (ishi_handouts_print (GTK_WINDOW (self), ishi_session_get_game (self->session), kind, NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    ishi_show_error (GTK_WINDOW (self), _("The game could not be printed"), error ? error->message : NULL);
}

static const GActionEntry win_entries[] = {
  { "show-help-overlay", ishi_help_shortcuts_activated },
  { "export-image", export_image_activated },
  { "reload-lessons", ishi_window_reload_lessons_activated },
  { "print-lesson", ishi_window_print_lesson_activated },
  { "print-position", print_activated },
  { "print-figures", print_activated },
  { "new-game", new_game_activated },
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "game-info", game_info_activated },
  { "preferences", preferences_activated },
  { "host-room", ishi_window_host_room_activated },
  { "start-class", ishi_window_start_class_activated },
  { "join-room", ishi_window_join_room_activated },
  { "connect-server", ishi_window_connect_server_activated },
};

static void
ishi_window_dispose (GObject *object)
{
  IshiWindow *self = ISHI_WINDOW (object);

  if (self->session)
    ishi_session_set_seat_func (self->session, NULL, NULL);
  g_clear_object (&self->reader);
  g_clear_object (&self->problems_opened);
  g_clear_object (&self->as_game);
  g_clear_object (&self->library_file);
  g_clear_object (&self->engines);
  if (self->preferences)
    g_object_remove_weak_pointer (G_OBJECT (self->preferences), (gpointer *) &self->preferences);
  self->preferences = NULL;
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  g_clear_pointer (&self->pending_warning, g_free);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_window_parent_class)->dispose (object);
}

static void
ishi_window_class_init (IshiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = close_request_cb;

  g_type_ensure (ISHI_TYPE_BAR_SLOT);
  g_type_ensure (ISHI_TYPE_SET_BAR);
  g_type_ensure (ISHI_TYPE_OPENING_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-window.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, switcher);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, info_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, info_label);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, header_title);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, header_rules);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, set_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, bar_slot);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, opening_bar);
  /* Found by ishi_window_page_changed_cb() with gtk_widget_get_template_child(). */
  gtk_widget_class_bind_template_child_full (widget_class, "pass_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "undo_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "edit_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "title_box", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, set_next_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, opening_swap_cb);
  gtk_widget_class_bind_template_callback (widget_class, info_bar_response_cb);
}

static void
ishi_window_init (IshiWindow *self)
{
  /* move-numbers: the game shown's setting, Go's or Renju's (ishi-window-view.c) */
  static const char *settings_actions[] = { "coordinate-style", "show-forbidden", "clock-sound" };
  g_autofree char *state_dir = g_build_filename (g_get_user_state_dir (), "ishi", NULL);
  GtkDropTarget *drop;
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->session = ishi_session_new (self->settings, state_dir);
  ishi_window_restore_init (self);
  self->reader = ishi_reader_new (GTK_WINDOW (self));
  g_signal_connect_object (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->menu_button)), "show",
                           G_CALLBACK (menu_shown_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->menu_button)), "hide",
                           G_CALLBACK (menu_hidden_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->reader, "read", G_CALLBACK (read_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->session, "notify::match", G_CALLBACK (match_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->session, "notify::file", G_CALLBACK (update_title), self);

  self->play_page = ISHI_PLAY_PAGE (ishi_play_page_new (self->settings));
  ishi_window_engine_bar_init (self);
  /* An engine's dead stones go beside the count. */
  g_signal_connect_object (self->engines, "dead-stones", G_CALLBACK (ishi_play_page_set_engine_dead),
                           self->play_page, G_CONNECT_SWAPPED);
  ishi_window_add_page (self, GTK_WIDGET (self->play_page), "play", _("Play"));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "play",
                                  ishi_play_page_get_actions (self->play_page));
  self->lessons_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  ishi_window_add_page (self, self->lessons_page, "lessons", _("Lessons"));
  ishi_window_problems_init (self);
  ishi_window_clipboard_init (self);
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (ishi_window_page_changed_cb), self);
  g_signal_connect_swapped (self->info_bar, "notify::revealed", G_CALLBACK (ishi_window_info_room_cb), self);
  g_signal_connect_swapped (self->info_label, "notify::label", G_CALLBACK (ishi_window_info_room_cb), self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries), self);
  ishi_window_add_view_actions (self);
  for (gsize i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, settings_actions[i]);
      g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  self->details_button = gtk_info_bar_add_button (self->info_bar, _("_Details"), GTK_RESPONSE_HELP);
  self->restore_button = gtk_info_bar_add_button (self->info_bar, _("_Restore"), GTK_RESPONSE_ACCEPT);
  self->discard_button = gtk_info_bar_add_button (self->info_bar, _("D_iscard"), GTK_RESPONSE_REJECT);
  self->as_game_button = gtk_info_bar_add_button (self->info_bar, _("Open as a _Game Record"), GTK_RESPONSE_APPLY);
  gtk_widget_set_visible (self->as_game_button, FALSE);
  ishi_info_bar_name_close_button (self->info_bar);
  ishi_icon_buttons_unlabel_icons (GTK_WIDGET (self));
  ishi_window_read_init (self);
  /* Orca says the board (which has the focus) when the window opens. */
  ishi_window_help_screen_readers (GTK_WINDOW (self), 1000);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  /* A size from the settings that no window has (negative, zero, or
   * beyond any screen: issue 53, a Gtk-CRITICAL) is no size: the window's
   * own. */
  {
    int width = g_settings_get_int (self->settings, "window-width");
    int height = g_settings_get_int (self->settings, "window-height");

    gtk_window_set_default_size (GTK_WINDOW (self), width > 0 && width <= 32767 ? width : -1,
                                 height > 0 && height <= 32767 ? height : -1);
  }
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

IshiWindow *
ishi_window_new (IshiApplication *application)
{
  return g_object_new (ISHI_TYPE_WINDOW, "application", application, NULL);
}

IshiSession *
ishi_window_get_session (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), NULL);
  return self->session;
}

void
ishi_window_add_page (IshiWindow *self, GtkWidget *page, const char *name, const char *title)
{
  g_return_if_fail (ISHI_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  gtk_stack_add_titled (self->stack, page, name, title);
  gtk_widget_set_visible (self->switcher,
                          g_list_model_get_n_items (G_LIST_MODEL (gtk_stack_get_pages (self->stack))) > 1);
}

/* The game a new window starts with: the kind last chosen (Pure Go on 7×7
 * the first time), then the offer to restore a game that was never saved. */
void
ishi_window_start (IshiWindow *self)
{
  g_autofree char *kind = g_settings_get_string (self->settings, "game");
  gboolean renju = g_strcmp0 (kind, "renju") == 0;
  g_autofree char *id = g_settings_get_string (self->settings, renju ? "renju-ruleset" : "ruleset");
  const IshiRuleset *ruleset = ishi_ruleset_lookup (id);
  g_autoptr(IshiMatch) match = NULL;
  IshiRulesOptions options;

  g_return_if_fail (ISHI_IS_WINDOW (self));

  if (ruleset == NULL)
    ruleset = ishi_ruleset_default (renju ? "renju" : "go");
  ishi_ruleset_get_options (ruleset, g_strcmp0 (ruleset->game, "go") == 0
                                       ? g_settings_get_int (self->settings, "board-size")
                                       : ishi_ruleset_get_rules (ruleset)->default_size,
                            &options);
  options.tournament = g_settings_get_boolean (self->settings, "renju-tournament");
  match = ishi_match_new_game_full (ruleset, &options,
                                    g_strcmp0 (ruleset->game, "go") == 0
                                      ? g_settings_get_int (self->settings, "handicap") : 0,
                                    NAN);
  /* The offer first: from then on this game autosaves to a slot of its own. */
  ishi_session_begin_restore_offer (self->session);
  ishi_window_offer_restore (self);
  ishi_session_set_match (self->session, match);
  ishi_window_net_start (self);
  ishi_window_lessons_resume (self);
}
