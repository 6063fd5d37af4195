/* ishi-edit-mode.c — the Play page's Edit mode (see ishi-edit-mode.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-edit-mode.h"
#include "ishi-lesson-step-dialog.h"

struct _IshiEditMode {
  GObject parent_instance;

  GActionMap *map;             /* the page's, not referenced: it holds us */
  IshiEditPalette *palette;    /* not referenced: the page's template holds it */
  GtkWidget *owner;
  IshiMatch *match;
  IshiGameEditor *editor;      /* while editing */
};

G_DEFINE_FINAL_TYPE (IshiEditMode, ishi_edit_mode, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static GSimpleAction *
lookup (IshiEditMode *self, const char *name)
{
  return G_SIMPLE_ACTION (g_action_map_lookup_action (self->map, name));
}

static IshiGame *
game_of (IshiEditMode *self)
{
  return self->match ? ishi_match_get_game (self->match) : NULL;
}

/* Both sides played by people: an engine would answer every edit. */
static gboolean
editable (IshiEditMode *self)
{
  if (self->match == NULL)
    return FALSE;
  for (IshiColor c = ISHI_BLACK; c <= ISHI_WHITE; c++)
    {
      IshiPlayer *player = ishi_match_get_player (self->match, c);

      if (player && !ishi_player_is_human (player))
        return FALSE;
    }
  return TRUE;
}

/* The actions follow the game: undo and redo what the editor has, the
 * side to move what the position says. */
static void
update_actions (IshiEditMode *self)
{
  IshiGame *game = game_of (self);
  gboolean on = self->editor != NULL;

  g_simple_action_set_enabled (lookup (self, "edit"), on || editable (self));
  g_simple_action_set_enabled (lookup (self, "edit-undo"), on && ishi_game_editor_can_undo (self->editor));
  g_simple_action_set_enabled (lookup (self, "edit-redo"), on && ishi_game_editor_can_redo (self->editor));
  g_simple_action_set_enabled (lookup (self, "edit-tool"), on);
  g_simple_action_set_enabled (lookup (self, "edit-to-move"), on);
  g_simple_action_set_enabled (lookup (self, "save-lesson-step"), game != NULL);
  if (game)
    {
      const IshiRules *rules = ishi_game_get_rules (game);
      IshiColor to_move = rules->to_move (ishi_game_get_position (game));

      g_simple_action_set_state (lookup (self, "edit-to-move"),
                                 g_variant_new_string (to_move == ISHI_WHITE ? "white" : "black"));
    }
}

static void
set_active (IshiEditMode *self, gboolean active)
{
  if (active == (self->editor != NULL))
    return;
  if (active)
    {
      if (!editable (self))
        return;
      self->editor = ishi_game_editor_new (game_of (self));
      g_signal_connect_swapped (self->editor, "history-changed", G_CALLBACK (update_actions), self);
    }
  else
    g_clear_object (&self->editor);
  g_simple_action_set_state (lookup (self, "edit"), g_variant_new_boolean (active));
  gtk_widget_set_visible (GTK_WIDGET (self->palette), active);
  update_actions (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
edit_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  set_active (data, g_variant_get_boolean (state));
}

static void
tool_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  g_simple_action_set_state (action, state);
}

static void
to_move_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  IshiEditMode *self = data;

  if (self->editor == NULL)
    return;
  ishi_game_editor_set_to_move (self->editor,
                                strcmp (g_variant_get_string (state, NULL), "white") == 0
                                  ? ISHI_WHITE : ISHI_BLACK);
  update_actions (self);
}

static void
undo_cb (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  IshiEditMode *self = data;

  if (self->editor && !ishi_game_editor_undo (self->editor))
    gtk_widget_error_bell (self->owner);
}

static void
redo_cb (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  IshiEditMode *self = data;

  if (self->editor && !ishi_game_editor_redo (self->editor))
    gtk_widget_error_bell (self->owner);
}

static void
save_step_cb (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  IshiEditMode *self = data;
  GtkRoot *root = gtk_widget_get_root (self->owner);

  if (game_of (self) != NULL)
    ishi_lesson_step_dialog_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, game_of (self));
}

static const GActionEntry entries[] = {
  { "edit", NULL, NULL, "false", edit_cb },
  { "edit-tool", NULL, "s", "'black'", tool_cb },
  { "edit-to-move", NULL, "s", "'black'", to_move_cb },
  { "edit-undo", undo_cb },
  { "edit-redo", redo_cb },
  { "save-lesson-step", save_step_cb },
};

/* --- the board ------------------------------------------------------------- */

static char *
tool (IshiEditMode *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (lookup (self, "edit-tool")));

  return g_variant_dup_string (state, NULL);
}

void
ishi_edit_mode_point_activated (IshiEditMode *self, int x, int y)
{
  g_autofree char *name = NULL;
  gboolean done;

  g_return_if_fail (ISHI_IS_EDIT_MODE (self));

  if (self->editor == NULL)
    return;
  name = tool (self);
  if (strcmp (name, "black") == 0)
    done = ishi_game_editor_toggle_stone (self->editor, x, y, ISHI_BLACK);
  else if (strcmp (name, "white") == 0)
    done = ishi_game_editor_toggle_stone (self->editor, x, y, ISHI_WHITE);
  else if (strcmp (name, "erase") == 0)
    done = ishi_game_editor_set_stone (self->editor, x, y, ISHI_EMPTY);
  else if (strcmp (name, "label") == 0)
    done = ishi_game_editor_toggle_label (self->editor, x, y,
                                          ishi_edit_palette_get_label_text (self->palette));
  else
    done = ishi_game_editor_toggle_mark (self->editor, x, y, name);
  if (!done)
    gtk_widget_error_bell (self->owner);
}

void
ishi_edit_mode_decorate (IshiEditMode *self, IshiBoardModel *model, IshiPoint hover)
{
  IshiGame *game = game_of (self);
  const IshiRules *rules;
  const IshiPosition *position;
  g_autofree char *name = NULL;

  g_return_if_fail (ISHI_IS_EDIT_MODE (self));

  if (self->editor == NULL || game == NULL || ishi_game_get_size (game) != model->size)
    return;
  rules = ishi_game_get_rules (game);
  position = ishi_game_get_position (game);

  /* The stone a click would put. */
  name = tool (self);
  model->ghost = (IshiPoint) { -1, -1 };
  if (hover.x >= 0 && rules->stone_at (position, hover.x, hover.y) == ISHI_EMPTY
      && (strcmp (name, "black") == 0 || strcmp (name, "white") == 0))
    {
      model->ghost = hover;
      model->ghost_color = name[0] == 'b' ? ISHI_BLACK : ISHI_WHITE;
    }

  /* Renju: a teacher setting up a position wants Black's forbidden points
   * in sight, also while White is to move. */
  if (rules->hints != NULL && rules->to_move (position) != ISHI_BLACK)
    {
      IshiPosition *copy = rules->position_copy (position);
      g_autoptr(GArray) hints = NULL;

      rules->set_to_move (copy, ISHI_BLACK);
      hints = rules->hints (copy);
      for (guint i = 0; hints && i < hints->len; i++)
        {
          IshiHint *h = &g_array_index (hints, IshiHint, i);
          IshiBoardPoint *bp = ishi_board_model_get_point (model, h->point.x, h->point.y);

          if (bp)
            bp->flags |= ISHI_BOARD_FLAG_FORBIDDEN;
        }
      rules->position_free (copy);
    }
}

/* --- keys ----------------------------------------------------------------- */

gboolean
ishi_edit_mode_key (IshiEditMode *self, guint keyval, GdkModifierType modifiers, GtkWidget *focus)
{
  static const struct { guint keyval; const char *tool; } tools[] = {
    { GDK_KEY_b, "black" }, { GDK_KEY_w, "white" }, { GDK_KEY_e, "erase" },
    { GDK_KEY_t, "TR" }, { GDK_KEY_c, "CR" }, { GDK_KEY_s, "SQ" }, { GDK_KEY_x, "MA" },
    { GDK_KEY_l, "label" },
  };
  gboolean typing = focus && (GTK_IS_TEXT (focus) || GTK_IS_TEXT_VIEW (focus) || GTK_IS_EDITABLE (focus));
  GdkModifierType mods = modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK);

  g_return_val_if_fail (ISHI_IS_EDIT_MODE (self), FALSE);

  if (self->editor == NULL)
    return FALSE;
  /* Undo and redo are the edits' while editing, in the label entry too
   * (it is three characters long; its own undo would matter little). */
  if ((mods == GDK_CONTROL_MASK && (keyval == GDK_KEY_z || keyval == GDK_KEY_Z))
      || (mods == (GDK_CONTROL_MASK | GDK_SHIFT_MASK) && (keyval == GDK_KEY_z || keyval == GDK_KEY_Z))
      || (mods == GDK_CONTROL_MASK && (keyval == GDK_KEY_y || keyval == GDK_KEY_Y)))
    {
      gboolean redo = (mods & GDK_SHIFT_MASK) || keyval == GDK_KEY_y || keyval == GDK_KEY_Y;

      g_action_group_activate_action (G_ACTION_GROUP (self->map), redo ? "edit-redo" : "edit-undo", NULL);
      return TRUE;
    }
  if (mods == 0 && keyval == GDK_KEY_Escape)
    {
      set_active (self, FALSE);
      return TRUE;
    }
  if (mods != 0 || typing)
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (tools); i++)
    if (gdk_keyval_to_lower (keyval) == tools[i].keyval)
      {
        g_action_group_change_action_state (G_ACTION_GROUP (self->map), "edit-tool",
                                            g_variant_new_string (tools[i].tool));
        return TRUE;
      }
  return FALSE;
}

void
ishi_edit_mode_hold_play_actions (IshiEditMode *self)
{
  static const char *const play[] = {
    "pass", "off-board", "agree-stop", "resign", "undo", "redo", "delete-variation",
  };

  g_return_if_fail (ISHI_IS_EDIT_MODE (self));

  if (self->editor == NULL)
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (play); i++)
    {
      GAction *action = g_action_map_lookup_action (self->map, play[i]);

      if (G_IS_SIMPLE_ACTION (action))
        g_simple_action_set_enabled (G_SIMPLE_ACTION (action), FALSE);
    }
}

/* --- the match -------------------------------------------------------------- */

static void
match_changed_cb (IshiEditMode *self)
{
  update_actions (self);
}

void
ishi_edit_mode_set_match (IshiEditMode *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_EDIT_MODE (self));

  /* Another game: its edits start afresh (and out of the mode). */
  set_active (self, FALSE);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match)
    g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  update_actions (self);
}

gboolean
ishi_edit_mode_get_active (IshiEditMode *self)
{
  g_return_val_if_fail (ISHI_IS_EDIT_MODE (self), FALSE);
  return self->editor != NULL;
}

IshiGameEditor *
ishi_edit_mode_get_editor (IshiEditMode *self)
{
  g_return_val_if_fail (ISHI_IS_EDIT_MODE (self), NULL);
  return self->editor;
}

/* --- GObject ---------------------------------------------------------------- */

static void
ishi_edit_mode_dispose (GObject *object)
{
  IshiEditMode *self = ISHI_EDIT_MODE (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->editor);
  G_OBJECT_CLASS (ishi_edit_mode_parent_class)->dispose (object);
}

static void
ishi_edit_mode_class_init (IshiEditModeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_edit_mode_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_edit_mode_init (IshiEditMode *self)
{
}

IshiEditMode *
ishi_edit_mode_new (GActionMap *map, IshiEditPalette *palette, GtkWidget *owner)
{
  IshiEditMode *self;

  g_return_val_if_fail (G_IS_ACTION_MAP (map), NULL);
  g_return_val_if_fail (ISHI_IS_EDIT_PALETTE (palette), NULL);

  self = g_object_new (ISHI_TYPE_EDIT_MODE, NULL);
  self->map = map;
  self->palette = palette;
  self->owner = owner;
  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  /* The actions point at us: we live as long as the map holding them. */
  g_object_set_data_full (G_OBJECT (map), "ishi-edit-mode", g_object_ref (self), g_object_unref);
  gtk_widget_set_visible (GTK_WIDGET (palette), FALSE);
  update_actions (self);
  return self;
}
