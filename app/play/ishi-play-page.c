/* ishi-play-page.c — the board, the status line, the review panel and the
 * count, as views of an IshiMatch (see ishi-play-page.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-analysis-panel.h"
#include "ishi-board-frame.h"
#include "ishi-board-view.h"
#include "ishi-clock-view.h"
#include "ishi-edit-mode.h"
#include "ishi-forced-win.h"
#include "ishi-game-panel.h"
#include "ishi-match-actions.h"
#include "ishi-opening-bar.h"
#include "ishi-play-board.h"
#include "ishi-play-keys.h"
#include "ishi-play-page.h"
#include "ishi-play-speech.h"

#include "ishi-a11y-names.h"
#include "ishi-game-analyser.h"
#include "ishi-review-panel.h"

struct _IshiPlayPage {
  GtkBox parent_instance;

  IshiBoardFrame *board_frame;
  IshiBoardView *board;
  GtkWidget *paused_label;
  GtkWidget *side_panel;
  IshiReviewPanel *review_panel;
  IshiGamePanel *game_panel;
  GtkWidget *analysis_slot;
  IshiAnalysisPanel *analysis_panel;
  IshiForcedWin *forced_win;        /* held by `actions` */
  IshiEditPalette *edit_palette;
  IshiEditMode *edit_mode;           /* held by `actions` */

  GSettings *settings;
  GSimpleActionGroup *actions;
  IshiMatchActions *match_actions;   /* held by `actions` */
  IshiMatch *match;
  IshiGame *game;

  gboolean user_paused;     /* Pause was chosen */
  gboolean hidden;          /* the page is not on the screen */
  gboolean held;            /* New Game is open over it */
  char *message;            /* the last refusal, shown until the next change */
  IshiPoint hover;          /* the point under the pointer, x < 0 for none */
  gboolean covered;         /* a menu is open over the board: no ghost */
  IshiPhase phase;          /* the match's, as last seen */
  char *hover_reason;       /* why that point is forbidden (Renju), or NULL */
  GArray *hover_segments;   /* of IshiSegment: the lines that forbid it */

  IshiPlaySpeech *speech;    /* what the board says to screen readers */
};

G_DEFINE_FINAL_TYPE (IshiPlayPage, ishi_play_page, GTK_TYPE_BOX)

/* ------------------------------------------------------------------------ */
/* The board                                                                 */
/* ------------------------------------------------------------------------ */

/* Why the point under the pointer is forbidden (Renju), with the lines. */
static void
refresh_hover_reason (IshiPlayPage *self)
{
  g_free (self->hover_reason);
  self->hover_reason = ishi_play_board_hover_reason (self->settings, self->match, self->hover,
                                                     self->hover_segments);
}

static void
update_board (IshiPlayPage *self)
{
  g_autoptr(IshiBoardModel) model = NULL;
  g_autofree char *number_notes = NULL;
  IshiPlayBoard parts = {
    .settings = self->settings,
    .match = self->match,
    .game_panel = self->game_panel,
    .edit_mode = self->edit_mode,
    .analysis_panel = self->analysis_panel,
    .forced_win = self->forced_win,
    .hover = self->hover,
    .hover_segments = self->hover_segments,
    /* A paused game says so on the board (the label over it) and hides
     * nothing but dims it — not when only New Game stands its clock: the
     * board behind the dialog said "Paused" over a game nobody paused. */
    .dimmed = ishi_match_get_paused (self->match) && (self->user_paused || !self->held),
  };

  model = ishi_play_board_model (&parts, &number_notes);
  ishi_game_panel_set_numbers_note (self->game_panel, number_notes);
  gtk_widget_set_visible (self->paused_label, parts.dimmed);
  ishi_board_view_set_model (self->board, model);
}

/* ------------------------------------------------------------------------ */
/* Actions                                                                   */
/* ------------------------------------------------------------------------ */

/* Pause where it stops something (ishi_match_can_pause); a pause already
 * on stays reachable, to be taken off. */
static void
update_pause (IshiPlayPage *self)
{
  GAction *pause = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "pause");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (pause), ishi_match_can_pause (self->match) || self->user_paused);
}

static void
update_all (IshiPlayPage *self)
{
  if (self->match == NULL)
    return;
  update_pause (self);
  refresh_hover_reason (self);
  update_board (self);
  ishi_game_panel_set_note (self->game_panel, self->message, self->hover_reason);
  ishi_match_actions_update (self->match_actions);
  ishi_edit_mode_hold_play_actions (self->edit_mode);
}

static void
say (IshiPlayPage *self, const char *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  gtk_widget_error_bell (GTK_WIDGET (self->board));
  ishi_board_view_update_description (self->board);
  ishi_game_panel_set_note (self->game_panel, self->message, self->hover_reason);
}

/* Each handler asks the match; the match's "changed" redraws. */
static void
said (IshiPlayPage *self, gboolean done, GError *error)
{
  if (error)
    say (self, error->message);
  else if (!done)
    gtk_widget_error_bell (GTK_WIDGET (self->board));
}

/* An action on the match was refused: its reason, or a bell. */
static void
refused_cb (IshiPlayPage *self, const char *message)
{
  if (message)
    say (self, message);
  else
    gtk_widget_error_bell (GTK_WIDGET (self->board));
}

/* The review panel is made when it is first shown, not before the first
 * frame: a new game starts without it (issue 23 item 16). */
static IshiReviewPanel *
ensure_review_panel (IshiPlayPage *self)
{
  if (self->review_panel == NULL)
    {
      self->review_panel = g_object_new (ISHI_TYPE_REVIEW_PANEL, NULL);
      /* its arrows named for a screen reader, as the window's others are */
      ishi_icon_buttons_unlabel_icons (GTK_WIDGET (self->review_panel));
      ishi_mnemonic_buttons_name (GTK_WIDGET (self->review_panel));
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->side_panel),
                                     GTK_WIDGET (self->review_panel));
      if (self->match)
        ishi_review_panel_set_match (self->review_panel, self->match);
    }
  return self->review_panel;
}

static void
goto_move_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiPlayPage *self = data;

  g_action_group_change_action_state (G_ACTION_GROUP (self->actions), "review",
                                      g_variant_new_boolean (TRUE));
  ishi_review_panel_focus_move (ensure_review_panel (self));
}

/* The clock stops while the game is paused, the page is not shown or New
 * Game is open over it. */
static void
apply_pause (IshiPlayPage *self)
{
  if (self->match)
    ishi_match_set_paused (self->match, self->user_paused || self->hidden || self->held);
}

void
ishi_play_page_hold_clock (IshiPlayPage *self, gboolean held)
{
  g_return_if_fail (ISHI_IS_PLAY_PAGE (self));

  self->held = held;
  apply_pause (self);
}

static void
pause_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  IshiPlayPage *self = data;

  g_simple_action_set_state (action, state);
  self->user_paused = g_variant_get_boolean (state);
  apply_pause (self);
}

static void
review_cb (GSimpleAction *action, GVariant *state, gpointer data)
{
  IshiPlayPage *self = data;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  gboolean hiding = !g_variant_get_boolean (state);

  g_simple_action_set_state (action, state);
  /* The focus in the panel that goes goes to the board, not to the header
   * bar (where Orca's player found it after F9, and P no longer passed). */
  if (hiding && focus && gtk_widget_is_ancestor (focus, self->side_panel))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (!hiding)
    ensure_review_panel (self);
  gtk_widget_set_visible (self->side_panel, !hiding);
  if (self->analysis_panel)
    ishi_analysis_panel_set_reviewing (self->analysis_panel, !hiding);
}

/* The next or previous of the biggest mistakes (the Mistakes tab). */
static void
step_mistake_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  IshiPlayPage *self = data;
  int direction = g_str_equal (g_action_get_name (G_ACTION (action)), "next-mistake") ? 1 : -1;

  if (!gtk_widget_get_visible (self->side_panel))
    g_action_group_change_action_state (G_ACTION_GROUP (self->actions), "review", g_variant_new_boolean (TRUE));
  if (!ishi_review_panel_step_mistake (ensure_review_panel (self), direction))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

/* The page's own actions; those on the game are IshiMatchActions'. */
static const GActionEntry play_entries[] = {
  { "goto-move", goto_move_cb },
  { "next-mistake", step_mistake_cb },
  { "previous-mistake", step_mistake_cb },
  { "review", NULL, NULL, "false", review_cb },
  { "pause", NULL, NULL, "false", pause_cb },
};

/* ------------------------------------------------------------------------ */
/* Keys                                                                      */
/* ------------------------------------------------------------------------ */

/* The keys themselves are ishi-play-keys.c's. */
gboolean
ishi_play_page_review_key (IshiPlayPage *self, guint keyval, GdkModifierType modifiers)
{
  g_return_val_if_fail (ISHI_IS_PLAY_PAGE (self), FALSE);
  return ishi_play_keys_review (GTK_WIDGET (self), GTK_WIDGET (self->board),
                                gtk_widget_get_visible (self->side_panel), self->edit_mode,
                                G_ACTION_GROUP (self->actions), keyval, modifiers);
}

/* ------------------------------------------------------------------------ */
/* The board's signals                                                       */
/* ------------------------------------------------------------------------ */

static void
point_activated_cb (IshiPlayPage *self, int x, int y)
{
  IshiMoveStatus status;

  if (self->match == NULL)
    return;
  if (ishi_edit_mode_get_active (self->edit_mode))
    {
      ishi_edit_mode_point_activated (self->edit_mode, x, y);
      return;
    }
  if (ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING)
    {
      /* While counting, a click marks a group dead or alive again, or
       * (equal stones) claims a point. */
      if (ishi_game_panel_get_claim_mode (self->game_panel))
        {
          said (self, ishi_game_panel_propose_claim (self->game_panel, x, y), NULL);
          return;
        }
      gboolean done = ishi_game_panel_get_seki_mode (self->game_panel)
                        ? ishi_match_toggle_seki (self->match, x, y)
                        : ishi_match_toggle_dead (self->match, x, y);
      said (self, done, NULL);
      return;
    }
  if (ishi_play_board_engine_turn (self->match))
    {
      say (self, _("It is the engine’s turn."));
      return;
    }
  status = ishi_match_play (self->match, x, y);
  if (status != ISHI_MOVE_OK)
    {
      g_autofree char *why = ishi_play_board_refusal (self->match, x, y, status);

      say (self, why);
    }
}

static void
point_hovered_cb (IshiPlayPage *self, int x, int y)
{
  if (self->covered)
    return;   /* a late motion under an open menu brings no ghost back */
  if (self->hover.x == x && self->hover.y == y)
    return;
  self->hover = (IshiPoint) { x, y };
  if (self->match)
    {
      refresh_hover_reason (self);
      update_board (self);
      ishi_game_panel_set_note (self->game_panel, self->message, self->hover_reason);
    }
}

static void
scroll_step_cb (IshiPlayPage *self, int delta)
{
  if (self->match == NULL)
    return;
  if (delta < 0)
    ishi_match_back (self->match);
  else
    ishi_match_forward (self->match, NULL);
}

static IshiBoardCoords
speech_coords (gpointer data)
{
  IshiPlayPage *self = data;

  return ishi_play_board_coords (self->settings, self->game);
}

static char *
describe_point_cb (IshiBoardView *board, int x, int y, gpointer data)
{
  IshiPlayPage *self = data;

  return ishi_play_speech_describe_point (self->speech, self->game, self->match, self->message, x, y);
}

static void
note_event (IshiPlayPage *self)
{
  ishi_play_speech_note_event (self->speech, self->game);
}

/* ------------------------------------------------------------------------ */
/* The match                                                                 */
/* ------------------------------------------------------------------------ */

/* The panel shows a step of the count, or a claim waits. */
static void
board_changed_cb (IshiPlayPage *self)
{
  if (self->match)
    update_board (self);
}

static void
players_changed_cb (IshiPlayPage *self)
{
  if (!ishi_board_frame_get_aside_shown (self->board_frame))
    ishi_board_frame_plan_again (self->board_frame);
}

/* The analysis' estimate, in the status line (which keeps its room). */
static void
estimate_changed_cb (IshiPlayPage *self)
{
  ishi_game_panel_set_estimate (self->game_panel, ishi_analysis_panel_get_estimate_text (self->analysis_panel));
}

/* Play went on or stopped (Continue Playing, Finish, two passes): a focus
 * left on the count's buttons, which then have no use and are hidden,
 * goes to the board, where P passes and the arrows move the cursor again
 * without a Tab first (issue 77 item 12). */
static void
phase_changed (IshiPlayPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  IshiPhase phase = ishi_match_get_phase (self->match);

  if (phase == self->phase)
    return;
  self->phase = phase;
  /* The count's parts are beside the board, in its frame; a button that
   * lost its use may have lost the focus already (to none). */
  if (gtk_widget_get_mapped (GTK_WIDGET (self->board))
      && (focus == NULL
          || (focus != GTK_WIDGET (self->board)
              && (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->game_panel))
                  || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_frame))))))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
match_changed_cb (IshiPlayPage *self)
{
  g_clear_pointer (&self->message, g_free);
  note_event (self);
  update_all (self);
  phase_changed (self);
}

void
ishi_play_page_set_match (IshiPlayPage *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_PLAY_PAGE (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_set_object (&self->game, ishi_match_get_game (match));
  /* Nothing was played in this game yet, as far as the board has said. */
  ishi_play_speech_forget (self->speech);
  note_event (self);
  g_clear_pointer (&self->message, g_free);
  self->hover = (IshiPoint) { -1, -1 };
  self->phase = ishi_match_get_phase (match);
  g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  ishi_match_actions_set_match (self->match_actions, match);
  ishi_edit_mode_set_match (self->edit_mode, match);
  if (self->review_panel)
    ishi_review_panel_set_match (self->review_panel, match);
  ishi_game_panel_set_match (self->game_panel, match);
  /* Another game's count (other rules, other columns, an engine's line):
   * where it goes is worked out again, once, before the board is first
   * drawn — and when the players are seated, as they are right after. */
  ishi_board_frame_plan_again (self->board_frame);
  g_signal_connect_object (match, "players-changed", G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
  ishi_clock_view_set_match (ishi_game_panel_get_clock_view (self->game_panel), match);
  if (self->analysis_panel)
    ishi_analysis_panel_set_match (self->analysis_panel, match);
  if (self->forced_win)
    ishi_forced_win_set_match (self->forced_win, match);
  apply_pause (self);
  /* The review panel comes with a record that has variations, comments or
   * an analysis to show, and goes with a new game; in between it is the
   * player's (F9). */
  {
    g_autoptr(GArray) analysed = ishi_game_analysis_values (self->game, NULL);

    g_action_group_change_action_state (G_ACTION_GROUP (self->actions), "review",
                                        g_variant_new_boolean (analysed != NULL
                                                               || ishi_sgf_tree_has_variations_or_comments (ishi_game_get_root (self->game))));
  }

  {
    const IshiRules *rules = ishi_game_get_rules (self->game);
    int size = ishi_game_get_size (self->game);
    /* Translators: the board for screen readers: "Go board, 9 by 9" */
    g_autofree char *label = g_strdup_printf (_("%s board, %d by %d"),
                                              rules->name ? _(rules->name) : "", size, size);

    ishi_board_view_set_label (self->board, label);
    ishi_board_view_set_cursor (self->board, size / 2, size / 2);
  }
  update_all (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
ishi_play_page_set_covered (IshiPlayPage *self, gboolean covered)
{
  g_return_if_fail (ISHI_IS_PLAY_PAGE (self));

  self->covered = covered;
  if (covered)
    ishi_play_page_drop_hover (self);
}

void
ishi_play_page_drop_hover (IshiPlayPage *self)
{
  g_return_if_fail (ISHI_IS_PLAY_PAGE (self));

  if (self->hover.x < 0)
    return;
  self->hover = (IshiPoint) { -1, -1 };
  if (self->match)
    update_all (self);
}

IshiMatch *
ishi_play_page_get_match (IshiPlayPage *self)
{
  g_return_val_if_fail (ISHI_IS_PLAY_PAGE (self), NULL);
  return self->match;
}

GActionGroup *
ishi_play_page_get_actions (IshiPlayPage *self)
{
  g_return_val_if_fail (ISHI_IS_PLAY_PAGE (self), NULL);
  return G_ACTION_GROUP (self->actions);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void
ishi_play_page_dispose (GObject *object)
{
  IshiPlayPage *self = ISHI_PLAY_PAGE (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_object (&self->actions);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), ISHI_TYPE_PLAY_PAGE);
  G_OBJECT_CLASS (ishi_play_page_parent_class)->dispose (object);
}

static void
ishi_play_page_finalize (GObject *object)
{
  IshiPlayPage *self = ISHI_PLAY_PAGE (object);

  g_free (self->message);
  g_clear_pointer (&self->speech, ishi_play_speech_free);
  g_free (self->hover_reason);
  g_array_unref (self->hover_segments);
  G_OBJECT_CLASS (ishi_play_page_parent_class)->finalize (object);
}

/* Another page shown, or the window closed: the clock does not run for a
 * game nobody sees. */
static void
page_map (GtkWidget *widget)
{
  IshiPlayPage *self = ISHI_PLAY_PAGE (widget);

  GTK_WIDGET_CLASS (ishi_play_page_parent_class)->map (widget);
  self->hidden = FALSE;
  apply_pause (self);
}

static void
page_unmap (GtkWidget *widget)
{
  IshiPlayPage *self = ISHI_PLAY_PAGE (widget);

  self->hidden = TRUE;
  apply_pause (self);
  GTK_WIDGET_CLASS (ishi_play_page_parent_class)->unmap (widget);
}

static void
clock_sound_changed_cb (IshiPlayPage *self)
{
  ishi_clock_view_set_sound (ishi_game_panel_get_clock_view (self->game_panel),
                             g_settings_get_boolean (self->settings, "clock-sound"));
}

static void
ishi_play_page_class_init (IshiPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ishi_play_page_dispose;
  object_class->finalize = ishi_play_page_finalize;

  g_type_ensure (ISHI_TYPE_BOARD_FRAME);
  g_type_ensure (ISHI_TYPE_BOARD_VIEW);
  g_type_ensure (ISHI_TYPE_GAME_PANEL);
  g_type_ensure (ISHI_TYPE_CLOCK_VIEW);
  g_type_ensure (ISHI_TYPE_EDIT_PALETTE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-play-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, IshiPlayPage, name)
  BIND (board_frame); BIND (board); BIND (side_panel);
  BIND (game_panel); BIND (paused_label); BIND (analysis_slot); BIND (edit_palette);
#undef BIND
  widget_class->map = page_map;
  widget_class->unmap = page_unmap;
}

static void
ishi_play_page_init (IshiPlayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->speech = ishi_play_speech_new (speech_coords, self);
  ishi_game_panel_place_count (self->game_panel, self->board_frame);
  /* The board clear of the window's edges and of the review panel: with
   * the panel open at 760 pixels it touched the window's left edge
   * (issue 66). */
  ishi_board_frame_set_margin (self->board_frame, 6);
  self->hover = (IshiPoint) { -1, -1 };
  self->hover_segments = g_array_new (FALSE, FALSE, sizeof (IshiSegment));

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), play_entries,
                                   G_N_ELEMENTS (play_entries), self);
  self->match_actions = ishi_match_actions_new (G_ACTION_MAP (self->actions), GTK_WIDGET (self));
  g_object_unref (self->match_actions);   /* the group holds it */
  g_signal_connect_object (self->match_actions, "refused", G_CALLBACK (refused_cb), self,
                           G_CONNECT_SWAPPED);
  self->edit_mode = ishi_edit_mode_new (G_ACTION_MAP (self->actions), self->edit_palette, GTK_WIDGET (self));
  g_object_unref (self->edit_mode);   /* the group holds it */
  g_signal_connect_object (self->edit_mode, "changed", G_CALLBACK (update_all), self, G_CONNECT_SWAPPED);
  /* The page's own buttons reach the group too, in a window or not. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "play", G_ACTION_GROUP (self->actions));

  g_signal_connect_swapped (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);
  g_signal_connect_swapped (self->board, "point-hovered", G_CALLBACK (point_hovered_cb), self);
  g_signal_connect_swapped (self->board, "scroll-step", G_CALLBACK (scroll_step_cb), self);
  ishi_board_view_set_describe_func (self->board, describe_point_cb, self, NULL);
  g_signal_connect_swapped (self->game_panel, "board-changed", G_CALLBACK (board_changed_cb), self);
}

static void
reading_grade_changed_cb (IshiPlayPage *self)
{
  ishi_game_panel_set_reading_grade (self->game_panel, g_settings_get_int (self->settings, "reading-grade"));
}

GtkWidget *
ishi_play_page_new (GSettings *settings)
{
  IshiPlayPage *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (ISHI_TYPE_PLAY_PAGE, NULL);
  self->settings = g_object_ref (settings);
  self->analysis_panel = ISHI_ANALYSIS_PANEL (ishi_analysis_panel_new (settings,
                                                                       G_ACTION_MAP (self->actions)));
  gtk_box_append (GTK_BOX (self->analysis_slot), GTK_WIDGET (self->analysis_panel));
  g_signal_connect_object (self->analysis_panel, "estimate-changed", G_CALLBACK (estimate_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis_panel, "board-changed", G_CALLBACK (board_changed_cb),
                           self, G_CONNECT_SWAPPED);
  self->forced_win = ishi_forced_win_new (G_ACTION_MAP (self->actions), settings);
  gtk_box_append (GTK_BOX (self->analysis_slot), GTK_WIDGET (ishi_forced_win_get_bar (self->forced_win)));
  g_signal_connect_object (ishi_forced_win_get_bar (self->forced_win), "board-changed",
                           G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed", G_CALLBACK (update_all), self, G_CONNECT_SWAPPED);
  /* Turned with the View menu; only the picture turns. */
  g_settings_bind (settings, "board-orientation", self->board, "orientation", G_SETTINGS_BIND_GET);
  g_signal_connect_object (settings, "changed::clock-sound", G_CALLBACK (clock_sound_changed_cb),
                           self, G_CONNECT_SWAPPED);
  clock_sound_changed_cb (self);
  /* A child's school year: the status line reads at it (issue 77). */
  g_signal_connect_object (settings, "changed::reading-grade", G_CALLBACK (reading_grade_changed_cb),
                           self, G_CONNECT_SWAPPED);
  reading_grade_changed_cb (self);
  return GTK_WIDGET (self);
}

void
ishi_play_page_set_engine_dead (IshiPlayPage *self, const char *engine, GArray *dead)
{
  g_return_if_fail (ISHI_IS_PLAY_PAGE (self));
  ishi_game_panel_set_engine_dead (self->game_panel, engine, dead);
}

GtkBox *
ishi_play_page_get_status_end (IshiPlayPage *self)
{
  g_return_val_if_fail (ISHI_IS_PLAY_PAGE (self), NULL);
  return ishi_game_panel_get_status_end (self->game_panel);
}
