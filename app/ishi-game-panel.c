/* ishi-game-panel.c — the players, the count and the status line under the
 * board (see ishi-game-panel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-game-panel.h"
#include "ishi-score-view.h"

struct _IshiGamePanel {
  GtkBox parent_instance;

  GtkStack *bottom_stack;
  GtkLabel *black_label;
  GtkLabel *white_label;
  IshiScoreView *score_view;
  GtkToggleButton *seki_toggle;
  GtkWidget *continue_button;
  GtkWidget *undo_mark_button;
  GtkWidget *finish_button;
  GtkWidget *reopen_button;
  GtkLabel *status_label;

  IshiMatch *match;
  IshiGame *game;
  char *message;
  char *hint;
};

G_DEFINE_FINAL_TYPE (IshiGamePanel, ishi_game_panel, GTK_TYPE_BOX)

static const char *
color_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static void
update_status (IshiGamePanel *self)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *result = ishi_match_describe_result (self->match);

  /* A refusal is said beside whose turn it is, never instead of it. */
  if (self->message)
    g_string_append_printf (text, "%s · ", self->message);
  switch (ishi_match_get_phase (self->match))
    {
    case ISHI_PHASE_COUNTING:
      g_string_append (text, result ? result : "");
      if (ishi_score_method_has_dead_stones (ishi_match_get_ruleset (self->match)->scoring))
        g_string_append_printf (text, " · %s", _("Click a group to mark it dead, or alive again"));
      break;
    case ISHI_PHASE_FINISHED:
      g_string_append (text, result ? result : _("The game is over"));
      break;
    case ISHI_PHASE_PLAYING:
    default:
      if (self->hint && !self->message)
        g_string_append_printf (text, "%s · ", self->hint);
      g_string_append (text, rules->to_move (position) == ISHI_BLACK ? _("Black to play")
                                                                      : _("White to play"));
      break;
    }
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

static void
update_player (IshiGamePanel *self, GtkLabel *label, IshiColor color, gboolean to_move)
{
  g_autofree char *name = ishi_game_get_info (self->game, color == ISHI_BLACK ? "PB" : "PW");
  g_autofree char *text = name ? g_strdup_printf ("%s %s — %s", color == ISHI_BLACK ? "●" : "○",
                                                  color_name (color), name)
                               : g_strdup_printf ("%s %s", color == ISHI_BLACK ? "●" : "○",
                                                  color_name (color));
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_autofree char *markup = to_move ? g_strdup_printf ("<b>%s</b>", escaped) : g_strdup (escaped);

  gtk_label_set_markup (label, markup);
}

/* A button that has no use now is hidden but keeps its place: the panel
 * keeps one height whatever it shows, and so the board keeps its size. */
static void
show_button (GtkWidget *button, gboolean shown)
{
  gtk_widget_set_opacity (button, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (button, shown);
  gtk_widget_set_can_focus (button, shown);
  /* Buttons with an action follow it; the seki toggle has none. */
  if (!GTK_IS_ACTIONABLE (button) || gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) == NULL)
    gtk_widget_set_sensitive (button, shown);
}

/* Below the board: the players while the game goes on, the count after. */
static void
update_bottom (IshiGamePanel *self)
{
  IshiPhase phase = ishi_match_get_phase (self->match);
  IshiCounting *counting = ishi_match_get_counting (self->match);
  const IshiRules *rules = ishi_game_get_rules (self->game);
  IshiColor to_move = rules->to_move (ishi_game_get_position (self->game));
  gboolean playing = phase == ISHI_PHASE_PLAYING;
  gboolean marks = counting && phase == ISHI_PHASE_COUNTING
                   && ishi_score_method_has_dead_stones (ishi_counting_get_method (counting));

  update_player (self, self->black_label, ISHI_BLACK, playing && to_move == ISHI_BLACK);
  update_player (self, self->white_label, ISHI_WHITE, playing && to_move == ISHI_WHITE);
  ishi_score_view_set_counting (self->score_view, counting);
  gtk_stack_set_visible_child_name (self->bottom_stack, counting ? "count" : "players");
  show_button (GTK_WIDGET (self->seki_toggle), marks);
  show_button (self->undo_mark_button, marks);
  show_button (self->continue_button, phase == ISHI_PHASE_COUNTING);
  show_button (self->finish_button, phase == ISHI_PHASE_COUNTING);
  show_button (self->reopen_button, phase == ISHI_PHASE_FINISHED && counting
               && ishi_score_method_has_dead_stones (ishi_counting_get_method (counting)));
  if (!marks)
    gtk_toggle_button_set_active (self->seki_toggle, FALSE);
}

static void
update (IshiGamePanel *self)
{
  if (self->match == NULL)
    return;
  update_status (self);
  update_bottom (self);
}

void
ishi_game_panel_set_match (IshiGamePanel *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_set_object (&self->game, ishi_match_get_game (match));
  g_signal_connect_swapped (match, "changed", G_CALLBACK (update), self);
  update (self);
}

void
ishi_game_panel_set_note (IshiGamePanel *self, const char *message, const char *hint)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));

  if (g_strcmp0 (self->message, message) == 0 && g_strcmp0 (self->hint, hint) == 0)
    return;
  g_free (self->message);
  self->message = g_strdup (message);
  g_free (self->hint);
  self->hint = g_strdup (hint);
  if (self->match)
    update_status (self);
}

gboolean
ishi_game_panel_get_seki_mode (IshiGamePanel *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);
  return gtk_widget_get_can_target (GTK_WIDGET (self->seki_toggle))
         && gtk_toggle_button_get_active (self->seki_toggle);
}

static void
ishi_game_panel_dispose (GObject *object)
{
  IshiGamePanel *self = ISHI_GAME_PANEL (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ishi_game_panel_parent_class)->dispose (object);
}

static void
ishi_game_panel_finalize (GObject *object)
{
  IshiGamePanel *self = ISHI_GAME_PANEL (object);

  g_free (self->message);
  g_free (self->hint);
  G_OBJECT_CLASS (ishi_game_panel_parent_class)->finalize (object);
}

static void
ishi_game_panel_class_init (IshiGamePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_game_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_game_panel_finalize;
  g_type_ensure (ISHI_TYPE_SCORE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-game-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, IshiGamePanel, name)
  BIND (bottom_stack); BIND (black_label); BIND (white_label); BIND (score_view);
  BIND (seki_toggle); BIND (continue_button); BIND (undo_mark_button); BIND (finish_button);
  BIND (reopen_button); BIND (status_label);
#undef BIND
}

static void
ishi_game_panel_init (IshiGamePanel *self)
{
  g_autoptr(PangoLayout) layout = NULL;
  int height;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The status line always has room for two lines (a long count wraps),
   * so that it never changes the board's size either. */
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->status_label), "Ag\nAg");
  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (GTK_WIDGET (self->status_label), -1, height);
}
