/* ishi-window-actions.c — what the user asks the window to do: new games,
 * files, moves, navigation, the view, and never losing a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ishi-window-private.h"
#include "ishi-new-game-dialog.h"
#include "ishi-game-info-dialog.h"
#include "ishi-score.h"

/* ------------------------------------------------------------------------ */
/* Unsaved changes                                                           */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiWindow *self;
  void (*then) (IshiWindow *self, gpointer data);
  gpointer data;
} Pending;

static void save_then (IshiWindow *self, Pending *pending);

static void
pending_free (Pending *pending)
{
  g_object_unref (pending->self);
  g_free (pending);
}

/* What was asked for goes on once the question's dialog is completely gone:
 * the next step may close the window the dialog belongs to. */
static void
discard_then_cb (gpointer data)
{
  Pending *pending = data;
  IshiWindow *self = pending->self;

  self->modified = FALSE;
  ishi_window_discard_autosave ();
  pending->then (self, pending->data);
  pending_free (pending);
}

static void
save_then_cb (gpointer data)
{
  Pending *pending = data;

  save_then (pending->self, pending);
}

static void
discard_response_cb (GtkDialog *dialog, int response, Pending *pending)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:  /* save first */
      g_idle_add_once (save_then_cb, pending);
      break;
    case GTK_RESPONSE_REJECT:  /* discard */
      g_idle_add_once (discard_then_cb, pending);
      break;
    default:
      pending_free (pending);
      break;
    }
}

/* Runs `then` at once when nothing would be lost; otherwise asks whether to
 * save, discard or cancel first. */
void
ishi_window_maybe_discard (IshiWindow *self, void (*then) (IshiWindow *self, gpointer data),
                           gpointer data)
{
  GtkWidget *dialog;
  Pending *pending;

  if (!self->modified)
    {
      then (self, data);
      return;
    }

  pending = g_new0 (Pending, 1);
  pending->self = g_object_ref (self);
  pending->then = then;
  pending->data = data;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Save the changes to this game?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("If you don’t save, the moves and comments since the last save are lost."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Discard"), GTK_RESPONSE_REJECT,
                          _("_Save"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT),
                            "destructive-action");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */
/* ------------------------------------------------------------------------ */

static void
show_error (IshiWindow *self, const char *primary, const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              "%s", primary);

  if (secondary)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
save_to (IshiWindow *self, GFile *file)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  IshiSgfNode *root = ishi_game_get_root (self->game);

  if (self->collection)
    {
      for (guint i = 0; i < self->collection->len; i++)
        {
          IshiSgfNode *other = g_ptr_array_index (self->collection, i);
          g_ptr_array_add (roots, other ? other : root);
        }
    }
  else
    g_ptr_array_add (roots, root);

  if (path == NULL)
    {
      show_error (self, _("Could not save the game"), _("Ishi can only save to local files."));
      return FALSE;
    }
  if (!ishi_sgf_save ((IshiSgfNode *const *) roots->pdata, roots->len, path, &error))
    {
      /* The old file is untouched (the save is atomic) and the game is
       * still in the autosave: nothing is lost, say why and let them retry. */
      show_error (self, _("Could not save the game"), error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  self->modified = FALSE;
  ishi_window_discard_autosave ();
  {
    g_autofree char *uri = g_file_get_uri (file);
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  }
  ishi_window_update (self);
  return TRUE;
}

typedef struct {
  IshiWindow *self;
  Pending *pending;   /* run after a successful save, or NULL */
} SaveAs;

static void
save_as_response_cb (GtkNativeDialog *chooser, int response, SaveAs *save_as)
{
  IshiWindow *self = save_as->self;
  Pending *pending = save_as->pending;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (save_to (self, file) && pending)
        pending->then (self, pending->data);
    }
  if (pending)
    pending_free (pending);
  g_object_unref (chooser);
  g_object_unref (self);
  g_free (save_as);
}

static GtkFileFilter *
sgf_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game records (SGF)"));
  gtk_file_filter_add_mime_type (filter, "application/x-go-sgf");
  gtk_file_filter_add_suffix (filter, "sgf");
  return filter;
}

static void
save_as (IshiWindow *self, Pending *pending)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = sgf_filter ();
  SaveAs *data = g_new0 (SaveAs, 1);

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      g_autofree char *black = ishi_game_get_info (self->game, "PB");
      g_autofree char *white = ishi_game_get_info (self->game, "PW");
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
      g_autofree char *name = (black && white)
                                ? g_strdup_printf ("%s-%s-%s.sgf", date, black, white)
                                : g_strdup_printf ("%s.sgf", date);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  data->self = g_object_ref (self);
  data->pending = pending;
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_then (IshiWindow *self, Pending *pending)
{
  if (self->file && save_to (self, self->file))
    {
      pending->then (self, pending->data);
      pending_free (pending);
      return;
    }
  save_as (self, pending);
}

static void
save_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  if (self->file)
    save_to (self, self->file);
  else
    save_as (self, NULL);
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  save_as (ISHI_WINDOW (data), NULL);
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */
/* ------------------------------------------------------------------------ */

static char *
collection_game_title (IshiSgfNode *root, guint index)
{
  g_autofree char *gn = ishi_sgf_node_get_simple_text (root, "GN");
  g_autofree char *pb = ishi_sgf_node_get_simple_text (root, "PB");
  g_autofree char *pw = ishi_sgf_node_get_simple_text (root, "PW");
  g_autofree char *dt = ishi_sgf_node_get_simple_text (root, "DT");

  if (gn)
    return g_strdup_printf ("%u. %s", index + 1, gn);
  if (pb || pw)
    return g_strdup_printf ("%u. %s – %s%s%s", index + 1, pb ? pb : "?", pw ? pw : "?",
                            dt ? "  " : "", dt ? dt : "");
  return g_strdup_printf (_("%u. Game %u"), index + 1, index + 1);
}

typedef struct {
  IshiWindow *self;
  GFile *file;
  GPtrArray *roots;       /* the whole collection, owned */
  GPtrArray *warnings;
} Picking;

static void
picking_free (Picking *picking)
{
  g_object_unref (picking->self);
  g_object_unref (picking->file);
  g_ptr_array_unref (picking->roots);
  g_clear_pointer (&picking->warnings, g_ptr_array_unref);
  g_free (picking);
}

static void
show_warnings (IshiWindow *self, GPtrArray *warnings)
{
  g_autofree char *text = NULL;

  if (warnings == NULL || warnings->len == 0)
    return;
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Ishi repaired %u problem in this file",
                                       "Ishi repaired %u problems in this file",
                                       warnings->len),
                          warnings->len);
  ishi_window_show_info (self, text, warnings);
}

/* Takes the game at `index` out of the collection and shows it. */
static gboolean
open_game (IshiWindow *self, GFile *file, GPtrArray *roots, guint index,
           GPtrArray *warnings, GError **error)
{
  IshiSgfNode *root = g_ptr_array_index (roots, index);
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(GPtrArray) collection = NULL;
  g_autofree char *scoring = NULL;
  g_autoptr(GError) local_error = NULL;

  game = ishi_game_new_from_tree (root, error);
  if (game == NULL)
    return FALSE;
  /* The game owns its root now; the collection keeps its place. */
  g_ptr_array_index (roots, index) = NULL;
  if (roots->len > 1)
    collection = g_ptr_array_ref (roots);

  {
    g_autofree char *ru = ishi_sgf_node_get_simple_text (root, "RU");
    IshiScoreMethod method = ISHI_SCORE_JAPANESE;

    /* Counted as the record's rules say; Japanese when it does not say. */
    if (ru != NULL)
      ishi_score_method_for_ruleset (ru, &method);
    scoring = g_strdup (ishi_score_method_to_string (method));
  }

  ishi_window_set_game (self, game, file, collection, scoring);
  /* A record opened for review shows its first position and the panel. */
  g_action_group_change_action_state (G_ACTION_GROUP (self), "review", g_variant_new_boolean (TRUE));
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  show_warnings (self, warnings);
  if (file)
    {
      g_autofree char *uri = g_file_get_uri (file);
      gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
    }
  (void) local_error;
  return TRUE;
}

static void
pick_response_cb (GtkDialog *dialog, int response, Picking *picking)
{
  GtkListBox *list = g_object_get_data (G_OBJECT (dialog), "list");
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && row != NULL)
    {
      guint index = gtk_list_box_row_get_index (row);

      if (!open_game (picking->self, picking->file, picking->roots, index,
                      picking->warnings, &error))
        show_error (picking->self, _("Could not open the game"), error->message);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  picking_free (picking);
}

static void
pick_row_activated_cb (GtkListBox *list, GtkListBoxRow *row, GtkDialog *dialog)
{
  gtk_dialog_response (dialog, GTK_RESPONSE_ACCEPT);
}

/* A collection: let the user pick the game. */
static void
pick_game (IshiWindow *self, GFile *file, GPtrArray *roots, GPtrArray *warnings)
{
  GtkWidget *dialog, *list, *scrolled, *content;
  Picking *picking = g_new0 (Picking, 1);

  picking->self = g_object_ref (self);
  picking->file = g_object_ref (file);
  picking->roots = g_ptr_array_ref (roots);
  picking->warnings = warnings ? g_ptr_array_ref (warnings) : NULL;

  dialog = gtk_dialog_new_with_buttons (_("Choose a Game"), GTK_WINDOW (self),
                                        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT
                                        | GTK_DIALOG_USE_HEADER_BAR,
                                        _("_Cancel"), GTK_RESPONSE_CANCEL,
                                        _("_Open"), GTK_RESPONSE_ACCEPT,
                                        NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 420, 360);
  list = gtk_list_box_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games in this file"), -1);
  for (guint i = 0; i < roots->len; i++)
    {
      g_autofree char *title = collection_game_title (g_ptr_array_index (roots, i), i);
      GtkWidget *label = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 10);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_signal_connect (list, "row-activated", G_CALLBACK (pick_row_activated_cb), dialog);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);
  content = gtk_dialog_get_content_area (GTK_DIALOG (dialog));
  gtk_box_append (GTK_BOX (content), scrolled);
  g_object_set_data (G_OBJECT (dialog), "list", list);
  g_signal_connect (dialog, "response", G_CALLBACK (pick_response_cb), picking);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
free_root (gpointer root)
{
  if (root)
    ishi_sgf_node_free (root);
}

gboolean
ishi_window_load_file (IshiWindow *self, GFile *file, GError **error)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GPtrArray) warnings = NULL;

  collection = ishi_sgf_read_file (file, error);
  if (collection == NULL)
    return FALSE;

  warnings = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < collection->warnings->len; i++)
    {
      IshiSgfWarning *w = g_ptr_array_index (collection->warnings, i);
      /* Translators: a repaired fault: "line 3, column 7: ..." */
      g_ptr_array_add (warnings, g_strdup_printf (_("line %u, column %u: %s"),
                                                  w->line, w->column, w->message));
    }

  /* Take the trees out of the collection: the window owns them now. */
  roots = g_ptr_array_new_with_free_func (free_root);
  for (guint i = 0; i < collection->games->len; i++)
    {
      g_ptr_array_add (roots, g_ptr_array_index (collection->games, i));
      g_ptr_array_index (collection->games, i) = NULL;
    }

  if (roots->len > 1)
    {
      pick_game (self, file, roots, warnings);
      return TRUE;
    }
  return open_game (self, file, roots, 0, warnings, error);
}

static void
open_file_now (IshiWindow *self, gpointer data)
{
  g_autoptr(GFile) file = data;
  g_autoptr(GError) error = NULL;

  if (!ishi_window_load_file (self, file, &error))
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);

      show_error (self, primary, error->message);
    }
}

gboolean
ishi_window_open (IshiWindow *self, GFile *file)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  ishi_window_maybe_discard (self, open_file_now, g_object_ref (file));
  return TRUE;
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
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = sgf_filter ();

  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
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
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = g_value_get_boxed (value);
  if (files == NULL)
    return FALSE;
  ishi_window_open (self, files->data);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Restoring the autosave                                                    */
/* ------------------------------------------------------------------------ */

static void
restore_response_cb (GtkInfoBar *bar, int response, IshiWindow *self)
{
  g_autofree char *path = ishi_window_autosave_path ();

  if (!self->info_is_restore)
    return;
  self->info_is_restore = FALSE;
  g_signal_handlers_disconnect_by_func (bar, restore_response_cb, self);
  gtk_info_bar_set_revealed (bar, FALSE);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) autosave = g_file_new_for_path (path);
      g_autoptr(IshiSgfCollection) collection = ishi_sgf_read_file (autosave, &error);
      IshiSgfNode *root;
      g_autoptr(IshiGame) game = NULL;
      g_autoptr(GFile) original = NULL;
      g_autofree char *scoring = NULL;

      if (collection == NULL || collection->games->len == 0)
        {
          show_error (self, _("Could not restore the game"), error ? error->message : NULL);
          return;
        }
      root = g_ptr_array_index (collection->games, 0);
      g_ptr_array_index (collection->games, 0) = NULL;
      if (ishi_sgf_node_get_raw (root, "XISHIFILE"))
        {
          g_autofree char *uri = ishi_sgf_unescape_text (ishi_sgf_node_get_raw (root, "XISHIFILE"), TRUE);
          original = g_file_new_for_uri (uri);
        }
      scoring = g_strdup (ishi_sgf_node_get_raw (root, "XISHISCORING"));
      ishi_sgf_node_remove (root, "XISHIFILE");
      ishi_sgf_node_remove (root, "XISHISCORING");
      game = ishi_game_new_from_tree (root, &error);
      if (game == NULL)
        {
          ishi_sgf_node_free (root);
          show_error (self, _("Could not restore the game"), error->message);
          return;
        }
      ishi_game_go_to_end (game, NULL);
      ishi_window_set_game (self, game, original, NULL, scoring ? scoring : "japanese");
      /* Still unsaved: keep it safe until the user saves or discards it. */
      self->modified = TRUE;
      ishi_window_update (self);
    }
  else
    ishi_window_discard_autosave ();
}

void
ishi_window_offer_restore (IshiWindow *self)
{
  g_autofree char *path = ishi_window_autosave_path ();

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;

  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  self->info_is_restore = TRUE;
  gtk_label_set_text (self->info_label,
                      _("Ishi was closed before a game was saved. Restore that game?"));
  gtk_info_bar_set_message_type (self->info_bar, GTK_MESSAGE_QUESTION);
  if (g_object_get_data (G_OBJECT (self->info_bar), "restore-buttons") == NULL)
    {
      gtk_info_bar_add_button (self->info_bar, _("_Restore"), GTK_RESPONSE_ACCEPT);
      gtk_info_bar_add_button (self->info_bar, _("D_iscard"), GTK_RESPONSE_REJECT);
      g_object_set_data (G_OBJECT (self->info_bar), "restore-buttons", GINT_TO_POINTER (1));
    }
  g_signal_connect (self->info_bar, "response", G_CALLBACK (restore_response_cb), self);
  gtk_info_bar_set_revealed (self->info_bar, TRUE);
}

/* ------------------------------------------------------------------------ */
/* New game                                                                  */
/* ------------------------------------------------------------------------ */

static void
new_game_done_cb (IshiNewGameDialog *dialog, IshiWindow *self)
{
  IshiGame *game = ishi_new_game_dialog_get_game (dialog);
  g_autofree char *scoring = ishi_new_game_dialog_get_scoring (dialog);

  if (game == NULL)
    return;
  ishi_window_set_game (self, game, NULL, NULL, scoring);
  ishi_window_discard_autosave ();
}

static void
new_game_now (IshiWindow *self, gpointer data)
{
  IshiNewGameDialog *dialog = ishi_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "done", G_CALLBACK (new_game_done_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  /* Playing on is never blocked by a question: an unsaved game is asked
   * about only when the moves in it would otherwise be lost. */
  ishi_window_maybe_discard (self, new_game_now, NULL);
}

/* ------------------------------------------------------------------------ */
/* Moves                                                                     */
/* ------------------------------------------------------------------------ */

void
ishi_window_game_over (IshiWindow *self)
{
  IshiOutcome outcome;
  const IshiRules *rules = ishi_game_get_rules (self->game);

  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end == ISHI_END_TWO_PASSES && rules->has_captures)
    {
      /* Count: the score view shows the result (Pure Go) or lets the
       * players mark dead stones first. */
      ishi_score_view_start (self->score_view);
      gtk_revealer_set_reveal_child (self->score_revealer, TRUE);
    }
  ishi_window_update (self);
}

static void
pass_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  IshiMoveStatus status = ishi_game_pass (self->game);
  IshiOutcome outcome;

  if (status != ISHI_MOVE_OK)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      ishi_window_set_message (self, ishi_move_status_describe (status));
      return;
    }
  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end != ISHI_END_NONE)
    ishi_window_game_over (self);
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_revealer_set_reveal_child (self->score_revealer, FALSE);
  if (!ishi_game_back (self->game))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  g_autoptr(GError) error = NULL;
  IshiOutcome outcome;

  if (!ishi_game_forward (self->game, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      if (error)
        ishi_window_set_message (self, error->message);
      return;
    }
  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end != ISHI_END_NONE)
    ishi_window_game_over (self);
}

static void
resign_response_cb (GtkDialog *dialog, int response, IshiWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    ishi_game_resign (self->game);
}

static void
resign_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  const IshiRules *rules = ishi_game_get_rules (self->game);
  IshiColor color = rules->to_move (ishi_game_get_position (self->game));
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s",
                                   color == ISHI_BLACK ? _("Does Black resign?")
                                                       : _("Does White resign?"));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Resign"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  g_signal_connect (dialog, "response", G_CALLBACK (resign_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------------------ */
/* Review                                                                    */
/* ------------------------------------------------------------------------ */

static void
navigated (IshiWindow *self, gboolean moved, GError *error)
{
  IshiOutcome outcome;

  if (error)
    ishi_window_set_message (self, error->message);
  else if (!moved)
    gtk_widget_error_bell (GTK_WIDGET (self));

  /* Reviewing up to the two passes that ended a game shows its count. */
  ishi_game_get_outcome (self->game, &outcome);
  if (moved && outcome.end == ISHI_END_TWO_PASSES)
    ishi_window_game_over (self);
}

static void
first_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  navigated (self, ishi_game_go_to_start (self->game), NULL);
}

static void
previous_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_revealer_set_reveal_child (self->score_revealer, FALSE);
  navigated (self, ishi_game_back (self->game), NULL);
}

static void
next_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  g_autoptr(GError) error = NULL;
  gboolean moved = ishi_game_forward (self->game, &error);

  navigated (self, moved, error);
}

static void
last_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  g_autoptr(GError) error = NULL;
  gboolean moved = ishi_game_go_to_end (self->game, &error);

  navigated (self, moved, error);
}

static void
goto_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;

  gtk_widget_set_visible (self->side_panel, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->move_spin));
}

static void
game_info_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiWindow *self = data;
  GtkWindow *dialog = ishi_game_info_dialog_new (GTK_WINDOW (self), self->game);

  gtk_window_present (dialog);
}

/* ------------------------------------------------------------------------ */
/* Installing                                                                */
/* ------------------------------------------------------------------------ */

static void
set_enabled (IshiWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
ishi_window_update_actions (IshiWindow *self)
{
  IshiOutcome outcome;
  IshiSgfNode *node = ishi_game_get_node (self->game);
  gboolean over, at_start = node->parent == NULL;
  gboolean counting = gtk_revealer_get_reveal_child (self->score_revealer);

  ishi_game_get_outcome (self->game, &outcome);
  over = outcome.end != ISHI_END_NONE;

  set_enabled (self, "pass", !over && !counting);
  set_enabled (self, "resign", !over && !counting);
  set_enabled (self, "undo", !at_start || outcome.end == ISHI_END_RESIGN);
  set_enabled (self, "redo", node->first_child != NULL && outcome.end != ISHI_END_RESIGN);
  set_enabled (self, "first", !at_start);
  set_enabled (self, "previous", !at_start);
  set_enabled (self, "next", node->first_child != NULL);
  set_enabled (self, "last", node->first_child != NULL);
}

static void
review_changed_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  IshiWindow *self = data;

  g_simple_action_set_state (action, state);
  gtk_widget_set_visible (self->side_panel, g_variant_get_boolean (state));
}

static gboolean
board_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
              GdkModifierType modifiers, IshiWindow *self)
{
  const char *action = NULL;

  if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Home: case GDK_KEY_KP_Home: action = "first"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: action = "last"; break;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: action = "previous"; break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: action = "next"; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      /* With the review panel open the arrows step through the record;
       * while playing they move the keyboard cursor on the board. */
      if (gtk_widget_get_visible (self->side_panel))
        action = "previous";
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      if (gtk_widget_get_visible (self->side_panel))
        action = "next";
      break;
    case GDK_KEY_p: case GDK_KEY_P:
      action = "pass";
      break;
    default:
      break;
    }
  if (action == NULL)
    return FALSE;
  g_action_group_activate_action (G_ACTION_GROUP (self), action, NULL);
  return TRUE;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (tb, ta);
}

/* "Open Recent": the last few game records, newest first. */
static void
update_recent_menu (IshiWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GMenu) menu = g_menu_new ();
  GMenuModel *primary = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (self->menu_button));
  guint shown = 0;

  items = g_list_sort (items, newest_first);
  for (GList *l = items; l && shown < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);

      if (!g_str_has_suffix (uri, ".sgf") && !g_str_has_suffix (uri, ".SGF"))
        continue;
      if (!gtk_recent_info_exists (info))
        continue;
      {
        g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
        g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
        g_menu_append_item (menu, item);
      }
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);

  /* The submenu is the first section's fourth item (after Open, Save,
   * Save As). */
  if (primary)
    {
      GMenuModel *section = g_menu_model_get_item_link (primary, 0, G_MENU_LINK_SECTION);
      if (G_IS_MENU (section))
        {
          g_autoptr(GMenuItem) item = g_menu_item_new_submenu (_("Open _Recent"), G_MENU_MODEL (menu));
          g_menu_remove (G_MENU (section), 3);
          g_menu_insert_item (G_MENU (section), 3, item);
        }
      g_clear_object (&section);
    }
}

static const GActionEntry win_entries[] = {
  { "new-game", new_game_activated },
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "pass", pass_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "resign", resign_activated },
  { "first", first_activated },
  { "previous", previous_activated },
  { "next", next_activated },
  { "last", last_activated },
  { "goto-move", goto_move_activated },
  { "game-info", game_info_activated },
  { "review", NULL, NULL, "false", review_changed_cb },
};

void
ishi_window_install_actions (IshiWindow *self)
{
  static const char *settings_actions[] = {
    "coordinate-style", "show-move-numbers", "show-forbidden",
  };
  GtkEventController *keys;
  GtkDropTarget *drop;

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries,
                                   G_N_ELEMENTS (win_entries), self);
  for (gsize i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, settings_actions[i]);
      g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (ishi_window_update),
                           self, G_CONNECT_SWAPPED);

  /* Keys that belong to the board: only while it has the focus, so that
   * typing "p" in a comment never passes. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (board_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), keys);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);
}
