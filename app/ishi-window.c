/* ishi-window.c — the main window: the board, the status line and the review
 * panel, kept in step with the game.  What the user asks for (actions,
 * files, dialogs) is in ishi-window-actions.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <math.h>

#include "ishi-window-private.h"
#include "ishi-score.h"

G_DEFINE_FINAL_TYPE (IshiWindow, ishi_window, GTK_TYPE_APPLICATION_WINDOW)

const char *
ishi_window_color_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

/* ------------------------------------------------------------------------ */
/* Autosave: the game in progress survives a crash                           */
/* ------------------------------------------------------------------------ */

char *
ishi_window_autosave_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "ishi", "autosave.sgf", NULL);
}

void
ishi_window_discard_autosave (void)
{
  g_autofree char *path = ishi_window_autosave_path ();

  g_unlink (path);
}

/* Written atomically after every change of the record, so that whatever
 * happens — a crash, kill -9, a power cut — the last complete state is on
 * disk.  The file it came from is remembered in the root (a private
 * property that is never written to the user's own files). */
void
ishi_window_autosave_now (IshiWindow *self)
{
  g_autofree char *path = ishi_window_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  IshiSgfNode *root;

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->game == NULL || !self->modified)
    return;

  root = ishi_game_get_root (self->game);
  g_ptr_array_add (roots, root);
  if (self->file)
    {
      g_autofree char *uri = g_file_get_uri (self->file);
      g_autofree char *escaped = ishi_sgf_escape (uri);

      ishi_sgf_node_set_raw (root, "XISHIFILE", escaped);
    }
  if (self->scoring)
    ishi_sgf_node_set_raw (root, "XISHISCORING", self->scoring);

  if (g_mkdir_with_parents (dir, 0700) != 0
      || !ishi_sgf_save ((IshiSgfNode *const *) roots->pdata, roots->len, path, &error))
    g_warning ("Could not autosave to %s: %s", path,
               error ? error->message : g_strerror (errno));

  ishi_sgf_node_remove (root, "XISHIFILE");
  ishi_sgf_node_remove (root, "XISHISCORING");
}

/* ------------------------------------------------------------------------ */
/* What the board shows                                                      */
/* ------------------------------------------------------------------------ */

static IshiBoardCoords
current_coords (IshiWindow *self)
{
  g_autofree char *style = g_settings_get_string (self->settings, "coordinate-style");
  const IshiRules *rules = ishi_game_get_rules (self->game);

  if (g_strcmp0 (style, "none") == 0)
    return ISHI_BOARD_COORDS_NONE;
  /* A game names its points its own way: Renju diagrams are always a–o
   * and 1–15, whatever the Go preference is. */
  if (rules->plain_letters)
    return ISHI_BOARD_COORDS_RENJU;
  if (g_strcmp0 (style, "japanese") == 0)
    return ISHI_BOARD_COORDS_JAPANESE;
  return ISHI_BOARD_COORDS_WESTERN;
}

static gboolean
hover_is_legal (IshiWindow *self)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);
  IshiOutcome outcome;

  if (self->hover.x < 0)
    return FALSE;
  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end != ISHI_END_NONE)
    return FALSE;
  return rules->check (position, rules->to_move (position), self->hover.x, self->hover.y)
         == ISHI_MOVE_OK;
}

/* Why the point under the pointer is forbidden (Renju), with the lines
 * involved: worked out once per change, for the board and the status line. */
static void
refresh_hover_reason (IshiWindow *self)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);

  g_clear_pointer (&self->hover_reason, g_free);
  g_array_set_size (self->hover_segments, 0);
  if (self->hover.x < 0 || rules->explain == NULL
      || !g_settings_get_boolean (self->settings, "show-forbidden"))
    return;
  self->hover_reason = rules->explain (ishi_game_get_position (self->game),
                                       self->hover.x, self->hover.y, self->hover_segments);
  if (self->hover_reason == NULL)
    g_array_set_size (self->hover_segments, 0);
}

static void
update_board (IshiWindow *self)
{
  g_autoptr(IshiBoardModel) model = NULL;
  IshiGameModelFlags flags = ISHI_GAME_MODEL_DEFAULT;
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);

  if (g_settings_get_boolean (self->settings, "show-move-numbers"))
    flags |= ISHI_GAME_MODEL_MOVE_NUMBERS;
  if (!g_settings_get_boolean (self->settings, "show-forbidden"))
    flags &= ~ISHI_GAME_MODEL_HINTS;

  model = ishi_board_model_new_for_game (self->game, flags);
  model->coords = current_coords (self);

  if (self->score_view && gtk_revealer_get_reveal_child (self->score_revealer))
    ishi_score_view_decorate (self->score_view, model);
  else if (hover_is_legal (self))
    {
      model->ghost = self->hover;
      model->ghost_color = rules->to_move (position);
    }
  else
    {
      /* Pointing at a forbidden point shows the lines that forbid it. */
      for (guint i = 0; i < self->hover_segments->len; i++)
        {
          IshiSegment *s = &g_array_index (self->hover_segments, IshiSegment, i);

          ishi_board_model_add_line (model, ISHI_BOARD_LINE_HINT,
                                     s->from.x, s->from.y, s->to.x, s->to.y);
        }
    }

  ishi_board_view_set_model (self->board, model);
}

/* ------------------------------------------------------------------------ */
/* The status line                                                           */
/* ------------------------------------------------------------------------ */

static char *
outcome_text (IshiWindow *self, const IshiOutcome *outcome)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);

  switch (outcome->end)
    {
    case ISHI_END_RESIGN:
      return g_strdup (outcome->winner == ISHI_BLACK ? _("Black wins by resignation")
                                                     : _("White wins by resignation"));
    case ISHI_END_FIVE:
      return g_strdup (outcome->winner == ISHI_BLACK ? _("Black wins with five in a row")
                                                     : _("White wins with five or more in a row"));
    case ISHI_END_FORBIDDEN:
      return g_strdup (_("White wins: Black played a forbidden point"));
    case ISHI_END_FULL_BOARD:
      return g_strdup (_("Draw: the board is full"));
    case ISHI_END_TWO_PASSES:
      if (!rules->has_captures)
        return g_strdup (_("Draw: both players passed"));
      return self->score_view ? ishi_score_view_result_text (self->score_view)
                              : g_strdup (_("Both players passed"));
    case ISHI_END_NONE:
    default:
      return NULL;
    }
}

static void
update_status (IshiWindow *self)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *result = NULL;
  IshiOutcome outcome;

  ishi_game_get_outcome (self->game, &outcome);
  result = outcome_text (self, &outcome);

  if (self->message)
    g_string_append (text, self->message);
  else if (result)
    g_string_append (text, result);
  else if (self->hover_reason)
    g_string_append (text, self->hover_reason);

  if (text->len == 0)
    g_string_append (text, rules->to_move (position) == ISHI_BLACK ? _("Black to play")
                                                                    : _("White to play"));
  g_string_append (text, " · ");
  g_string_append_printf (text, _("Move %u"), ishi_game_get_move_number (self->game));
  if (rules->has_captures)
    {
      g_string_append (text, " · ");
      g_string_append_printf (text, _("Captures: Black %d, White %d"),
                              rules->captures (position, ISHI_BLACK),
                              rules->captures (position, ISHI_WHITE));
    }

  gtk_label_set_text (self->status_label, text->str);
}

/* ------------------------------------------------------------------------ */
/* The review panel                                                          */
/* ------------------------------------------------------------------------ */

/* Moves from the root to the end of the line the current node is on. */
static guint
line_length (IshiGame *game)
{
  IshiSgfNode *node = ishi_game_get_node (game);
  int size = ishi_game_get_size (game);
  guint moves = ishi_game_get_move_number (game);

  for (IshiSgfNode *n = node->first_child; n; n = n->first_child)
    if (ishi_game_node_move (n, size, NULL, NULL, NULL))
      moves++;
  return moves;
}

static void
update_side_panel (IshiWindow *self)
{
  IshiSgfNode *node = ishi_game_get_node (self->game);
  int size = ishi_game_get_size (self->game);
  const IshiRules *rules = ishi_game_get_rules (self->game);
  g_autofree char *name = ishi_game_get_node_text (self->game, "N");
  g_autofree char *comment = ishi_game_get_node_text (self->game, "C");
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  GtkWidget *row;
  guint index = 0;

  self->updating = TRUE;

  gtk_adjustment_set_upper (self->move_adjustment, line_length (self->game));
  gtk_adjustment_set_value (self->move_adjustment, ishi_game_get_move_number (self->game));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)), name ? name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name ? name : "");
  {
    GtkTextIter start, end;
    g_autofree char *old = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    old = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    if (g_strcmp0 (old, comment ? comment : "") != 0)
      gtk_text_buffer_set_text (buffer, comment ? comment : "", -1);
  }

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->variation_list))) != NULL)
    gtk_list_box_remove (self->variation_list, row);
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling, index++)
    {
      g_autofree char *letter = ishi_variation_letter (index);
      g_autofree char *child_name = ishi_sgf_node_get_simple_text (child, "N");
      g_autofree char *label = NULL;
      g_autofree char *where = NULL;
      IshiColor color;
      int x, y;

      if (ishi_game_node_move (child, size, &color, &x, &y))
        {
          g_autofree char *point = x < 0 ? g_strdup (_("pass")) : rules->format_point (size, x, y);

          where = g_strdup_printf ("%s %s", ishi_window_color_name (color), point);
        }
      else
        where = g_strdup (_("no move"));
      label = child_name ? g_strdup_printf ("%s  %s — %s", letter, where, child_name)
                         : g_strdup_printf ("%s  %s", letter, where);
      row = gtk_label_new (label);
      gtk_label_set_xalign (GTK_LABEL (row), 0);
      gtk_widget_set_margin_start (row, 8);
      gtk_widget_set_margin_top (row, 4);
      gtk_widget_set_margin_bottom (row, 4);
      g_object_set_data (G_OBJECT (row), "ishi-node", child);
      gtk_list_box_append (self->variation_list, row);
    }
  /* One next move is the line itself; variations are two or more. */
  gtk_widget_set_visible (GTK_WIDGET (self->variation_list), index > 1);
  gtk_widget_set_visible (self->variations_label, index > 1);

  self->updating = FALSE;
}

static void
update_title (IshiWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (self->file)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (self->file,
                                                     G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                                     G_FILE_QUERY_INFO_NONE, NULL, NULL);
      name = info ? g_strdup (g_file_info_get_display_name (info))
                  : g_file_get_basename (self->file);
    }
  else
    name = NULL;
  /* The header bar is narrow at small sizes: the file name, or the program. */
  title = g_strdup_printf ("%s%s", self->modified ? "• " : "", name ? name : _("Ishi"));
  gtk_window_set_title (GTK_WINDOW (self), title);
}

void
ishi_window_update (IshiWindow *self)
{
  if (self->game == NULL)
    return;
  refresh_hover_reason (self);
  update_board (self);
  update_status (self);
  update_side_panel (self);
  update_title (self);
  ishi_window_update_actions (self);
}

void
ishi_window_set_message (IshiWindow *self, const char *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  update_status (self);
}

/* ------------------------------------------------------------------------ */
/* Game                                                                      */
/* ------------------------------------------------------------------------ */

static void
game_changed_cb (IshiWindow *self)
{
  IshiOutcome outcome;

  g_clear_pointer (&self->message, g_free);
  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end == ISHI_END_NONE && gtk_revealer_get_reveal_child (self->score_revealer))
    gtk_revealer_set_reveal_child (self->score_revealer, FALSE);
  ishi_window_update (self);
}

static gboolean
autosave_timeout_cb (gpointer data)
{
  IshiWindow *self = data;

  self->autosave_id = 0;
  ishi_window_autosave_now (self);
  return G_SOURCE_REMOVE;
}

static void
record_changed_cb (IshiWindow *self)
{
  self->modified = TRUE;
  update_title (self);
  /* A move is saved at once, before anything else can happen; comments
   * typed letter by letter are gathered for a moment. */
  if (!self->typing)
    ishi_window_autosave_now (self);
  else if (self->autosave_id == 0)
    self->autosave_id = g_timeout_add (300, autosave_timeout_cb, self);
}

void
ishi_window_set_game (IshiWindow *self, IshiGame *game, GFile *file,
                      GPtrArray *collection, const char *scoring)
{
  g_return_if_fail (ISHI_IS_WINDOW (self));
  g_return_if_fail (ISHI_IS_GAME (game));

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  g_clear_pointer (&self->collection, g_ptr_array_unref);
  if (collection)
    self->collection = g_ptr_array_ref (collection);
  g_free (self->scoring);
  self->scoring = g_strdup (scoring);
  self->modified = FALSE;
  self->hover = (IshiPoint) { -1, -1 };
  g_clear_pointer (&self->message, g_free);
  gtk_revealer_set_reveal_child (self->score_revealer, FALSE);

  {
    const IshiRules *rules = ishi_game_get_rules (game);
    int size = ishi_game_get_size (game);
    /* Translators: the board for screen readers: "Go board, 9 by 9" */
    g_autofree char *label = g_strdup_printf (_("%s board, %d by %d"),
                                              rules->name ? _(rules->name) : "", size, size);

    ishi_board_view_set_label (self->board, label);
    ishi_board_view_set_cursor (self->board, size / 2, size / 2);
  }
  g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (game, "record-changed", G_CALLBACK (record_changed_cb), self);
  ishi_score_view_set_game (self->score_view, game, scoring);

  ishi_window_update (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* ------------------------------------------------------------------------ */
/* The board's signals                                                       */
/* ------------------------------------------------------------------------ */

static void
point_activated_cb (IshiWindow *self, int x, int y)
{
  IshiMoveStatus status;
  IshiOutcome outcome;

  if (gtk_revealer_get_reveal_child (self->score_revealer))
    {
      /* While counting, a click marks a group dead or alive again. */
      ishi_score_view_toggle (self->score_view, x, y);
      ishi_window_update (self);
      return;
    }

  status = ishi_game_play (self->game, x, y);
  if (status != ISHI_MOVE_OK)
    {
      const IshiRules *rules = ishi_game_get_rules (self->game);
      g_autofree char *why = NULL;

      gtk_widget_error_bell (GTK_WIDGET (self->board));
      /* A Renju refusal says which lines forbid the point. */
      if (rules->explain)
        why = rules->explain (ishi_game_get_position (self->game), x, y, NULL);
      ishi_window_set_message (self, why ? why : ishi_move_status_describe (status));
      return;
    }

  ishi_game_get_outcome (self->game, &outcome);
  if (outcome.end != ISHI_END_NONE)
    ishi_window_game_over (self);
}

static void
point_hovered_cb (IshiWindow *self, int x, int y)
{
  if (self->hover.x == x && self->hover.y == y)
    return;
  self->hover = (IshiPoint) { x, y };
  if (self->game)
    {
      refresh_hover_reason (self);
      update_board (self);
      update_status (self);
    }
}

static void
scroll_step_cb (IshiWindow *self, int delta)
{
  if (delta < 0)
    ishi_game_back (self->game);
  else
    ishi_game_forward (self->game, NULL);
}

static char *
describe_point_cb (IshiBoardView *board, int x, int y, gpointer data)
{
  IshiWindow *self = data;
  const IshiRules *rules;
  const IshiPosition *position;
  g_autofree char *where = NULL;
  const char *stone, *turn;

  if (self->game == NULL)
    return NULL;
  rules = ishi_game_get_rules (self->game);
  position = ishi_game_get_position (self->game);
  where = rules->format_point (ishi_game_get_size (self->game), x, y);
  switch (rules->stone_at (position, x, y))
    {
    case ISHI_BLACK: stone = _("black stone"); break;
    case ISHI_WHITE: stone = _("white stone"); break;
    default: stone = _("empty"); break;
    }
  turn = rules->to_move (position) == ISHI_BLACK ? _("black to play") : _("white to play");
  /* Translators: a point on the board for screen readers: "D4, black stone, white to play" */
  return g_strdup_printf (_("%s, %s, %s"), where, stone, turn);
}

/* ------------------------------------------------------------------------ */
/* The review panel's signals                                                */
/* ------------------------------------------------------------------------ */

static void
move_spin_changed_cb (IshiWindow *self)
{
  guint n = (guint) gtk_adjustment_get_value (self->move_adjustment);

  if (self->updating || self->game == NULL || n == ishi_game_get_move_number (self->game))
    return;
  ishi_game_go_to_move (self->game, n, NULL);
}

static void
variation_activated_cb (IshiWindow *self, GtkListBoxRow *row)
{
  IshiSgfNode *node = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ishi-node");
  g_autoptr(GError) error = NULL;

  if (node && !ishi_game_go_to (self->game, node, &error))
    ishi_window_set_message (self, error ? error->message : NULL);
}

static void
name_entry_changed_cb (IshiWindow *self)
{
  if (self->updating || self->game == NULL)
    return;
  self->typing = TRUE;
  ishi_game_set_node_text (self->game, "N", gtk_editable_get_text (GTK_EDITABLE (self->name_entry)));
  self->typing = FALSE;
}

static void
comment_changed_cb (IshiWindow *self, GtkTextBuffer *buffer)
{
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (self->updating || self->game == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  self->typing = TRUE;
  ishi_game_set_node_text (self->game, "C", text);
  self->typing = FALSE;
}

/* ------------------------------------------------------------------------ */
/* Info bar                                                                  */
/* ------------------------------------------------------------------------ */

void
ishi_window_show_info (IshiWindow *self, const char *text, GPtrArray *details)
{
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  if (details)
    self->warnings = g_ptr_array_ref (details);
  self->info_is_restore = FALSE;
  gtk_label_set_text (self->info_label, text);
  gtk_info_bar_set_message_type (self->info_bar, GTK_MESSAGE_WARNING);
  gtk_info_bar_set_revealed (self->info_bar, TRUE);
}

static void
info_bar_response_cb (IshiWindow *self, int response)
{
  if (response == GTK_RESPONSE_HELP && self->warnings)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      GtkWidget *dialog;

      for (guint i = 0; i < self->warnings->len; i++)
        g_string_append_printf (text, "%s\n", (char *) g_ptr_array_index (self->warnings, i));
      dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE,
                                       "%s", _("What Ishi repaired"));
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", text->str);
      g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (response == GTK_RESPONSE_ACCEPT || response == GTK_RESPONSE_REJECT)
    return;  /* the restore offer handles its own buttons */
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void
destroy_window (IshiWindow *self, gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
close_request_cb (GtkWindow *window)
{
  IshiWindow *self = ISHI_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  if (self->modified)
    {
      ishi_window_autosave_now (self);
      ishi_window_maybe_discard (self, destroy_window, NULL);
      return TRUE;
    }
  ishi_window_discard_autosave ();
  return FALSE;
}

static void
ishi_window_dispose (GObject *object)
{
  IshiWindow *self = ISHI_WINDOW (object);

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->collection, g_ptr_array_unref);
  g_clear_pointer (&self->warnings, g_ptr_array_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ishi_window_parent_class)->dispose (object);
}

static void
ishi_window_finalize (GObject *object)
{
  IshiWindow *self = ISHI_WINDOW (object);

  g_free (self->scoring);
  g_free (self->message);
  g_free (self->hover_reason);
  g_array_unref (self->hover_segments);
  G_OBJECT_CLASS (ishi_window_parent_class)->finalize (object);
}

static void
ishi_window_class_init (IshiWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ishi_window_dispose;
  object_class->finalize = ishi_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = close_request_cb;

  g_type_ensure (ISHI_TYPE_BOARD_VIEW);
  g_type_ensure (ISHI_TYPE_SCORE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-window.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, info_bar);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, info_label);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, paned);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, board_box);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, move_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, move_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, variations_label);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, variation_list);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, comment_view);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, score_revealer);
  gtk_widget_class_bind_template_child (widget_class, IshiWindow, status_label);
  gtk_widget_class_bind_template_callback (widget_class, move_spin_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, variation_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, info_bar_response_cb);
}

static void
ishi_window_init (IshiWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->hover = (IshiPoint) { -1, -1 };
  self->hover_segments = g_array_new (FALSE, FALSE, sizeof (IshiSegment));

  self->board = ISHI_BOARD_VIEW (ishi_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_box_append (GTK_BOX (self->board_box), GTK_WIDGET (self->board));
  g_signal_connect_swapped (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);
  g_signal_connect_swapped (self->board, "point-hovered", G_CALLBACK (point_hovered_cb), self);
  g_signal_connect_swapped (self->board, "scroll-step", G_CALLBACK (scroll_step_cb), self);
  ishi_board_view_set_describe_func (self->board, describe_point_cb, self, NULL);

  self->score_view = ishi_score_view_new ();
  gtk_revealer_set_child (self->score_revealer, GTK_WIDGET (self->score_view));

  g_signal_connect_swapped (gtk_text_view_get_buffer (self->comment_view), "changed",
                            G_CALLBACK (comment_changed_cb), self);
  gtk_info_bar_add_button (self->info_bar, _("_Details"), GTK_RESPONSE_HELP);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  ishi_window_install_actions (self);
}

IshiWindow *
ishi_window_new (IshiApplication *application)
{
  return g_object_new (ISHI_TYPE_WINDOW, "application", application, NULL);
}

IshiGame *
ishi_window_get_game (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), NULL);
  return self->game;
}

GtkWidget *
ishi_window_get_board (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board);
}

const char *
ishi_window_get_status (IshiWindow *self)
{
  g_return_val_if_fail (ISHI_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

/* The game a new window starts with: the kind last chosen (Pure Go on 7×7
 * the first time), then the offer to restore a game that was never saved. */
void
ishi_window_start (IshiWindow *self)
{
  g_autofree char *kind = g_settings_get_string (self->settings, "game");
  g_autofree char *scoring = g_settings_get_string (self->settings, "scoring");
  g_autoptr(IshiGame) game = NULL;
  IshiRulesOptions options = { 0 };

  g_return_if_fail (ISHI_IS_WINDOW (self));

  if (g_strcmp0 (kind, "renju") == 0)
    {
      options.size = ishi_rules_renju ()->default_size;
      options.tournament = g_settings_get_boolean (self->settings, "renju-tournament");
      game = ishi_game_new (ishi_rules_renju (), &options, 0, NAN, "RIF");
      g_clear_pointer (&scoring, g_free);
    }
  else
    {
      static const char *const rulesets[] = {
        [ISHI_SCORE_JAPANESE] = "Japanese", [ISHI_SCORE_CHINESE] = "Chinese",
        [ISHI_SCORE_PURE] = "Pure Go", [ISHI_SCORE_EQUAL_ART] = "equal-art",
        [ISHI_SCORE_EQUAL_LAW] = "equal-law",
      };
      IshiScoreMethod method = ISHI_SCORE_PURE;
      const char *ruleset;
      double komi;

      ishi_score_method_from_string (scoring, &method);
      ruleset = rulesets[method];
      komi = ishi_score_method_default_komi (method);
      int handicap = g_settings_get_int (self->settings, "handicap");

      options.size = g_settings_get_int (self->settings, "board-size");
      options.ko_rule = g_settings_get_boolean (self->settings, "superko")
                          ? ISHI_KO_POSITIONAL_SUPERKO : ISHI_KO_SIMPLE;
      game = ishi_game_new (ishi_rules_go (), &options, handicap >= 2 ? handicap : 0,
                            komi, ruleset);
    }
  ishi_window_set_game (self, game, NULL, NULL, scoring);
  ishi_window_offer_restore (self);
}
