/* ishi-match-actions.c — see ishi-match-actions.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-match-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-match-actions.h"

struct _IshiMatchActions {
  GObject parent_instance;

  GActionMap *map;       /* not referenced: its owner holds us */
  GtkWidget *owner;
  IshiMatch *match;
  GSettings *settings;   /* confirm-resign, engine-undo */
};

G_DEFINE_FINAL_TYPE (IshiMatchActions, ishi_match_actions, G_TYPE_OBJECT)

enum { SIGNAL_REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
said (IshiMatchActions *self, gboolean done, GError *error)
{
  if (error)
    g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error->message);
  else if (!done)
    g_signal_emit (self, signals[SIGNAL_REFUSED], 0, NULL);
}

static void
moved (IshiMatchActions *self, IshiMoveStatus status)
{
  if (status != ISHI_MOVE_OK)
    g_signal_emit (self, signals[SIGNAL_REFUSED], 0, ishi_move_status_describe (status));
}

/* The first node of the variation `node` is on (a child that is not its
 * parent's first), or NULL on the main line. */
static IshiSgfNode *
variation_start (IshiSgfNode *node)
{
  for (; node && node->parent; node = node->parent)
    if (node->parent->first_child != node)
      return node;
  return NULL;
}

static void
pass_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  moved (self, ishi_match_pass (self->match));
}

static void
off_board_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  moved (self, ishi_match_play_off_board (self->match));
}

static void
agree_stop_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_agree_stop (self->match), NULL);
}

static void
resign_response_cb (GtkDialog *dialog, int response, IshiMatchActions *self)
{
  IshiColor color = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "color"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT && self->match)
    ishi_match_resign (self->match, color);
}

static void
resign_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  IshiGame *game = ishi_match_get_game (self->match);
  const IshiRules *rules = ishi_game_get_rules (game);
  IshiColor color = rules->to_move (ishi_game_get_position (game));
  GtkWidget *dialog;

  if (self->owner == NULL)
    return;
  if (!g_settings_get_boolean (self->settings, "confirm-resign"))
    {
      ishi_match_resign (self->match, color);
      return;
    }
  dialog = gtk_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (self->owner)),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s",
                                   color == ISHI_BLACK ? _("Does Black resign?") : _("Does White resign?"));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL,
                          _("_Resign"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  ishi_window_help_screen_readers (GTK_WINDOW (dialog), 0);
  g_object_set_data (G_OBJECT (dialog), "color", GINT_TO_POINTER (color));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The side the match waits for is a person's (in Renju's opening, the
 * side to choose: White keeping a fifth move while Black is to move). */
static gboolean
human_to_move (IshiMatchActions *self)
{
  IshiPlayer *player = ishi_match_get_player (self->match, ishi_match_get_acting_color (self->match));

  return player == NULL || ishi_player_is_human (player);
}

static void
undo_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  gboolean done = ishi_match_undo (self->match);

  /* Against an engine, Undo may go back to the person's last move, so that
   * the engine does not answer again at once (Preferences, Play). */
  if (done && g_settings_get_enum (self->settings, "engine-undo") == 1 && !human_to_move (self)
      && ishi_match_can_undo (self->match))
    ishi_match_undo (self->match);
  said (self, done, NULL);
}

static void
redo_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  g_autoptr(GError) error = NULL;

  said (self, ishi_match_redo (self->match, &error), error);
}

static void
first_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_first (self->match), NULL);
}

static void
previous_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_back (self->match), NULL);
}

static void
next_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  g_autoptr(GError) error = NULL;

  said (self, ishi_match_forward (self->match, &error), error);
}

/* Page Up and Page Down: ten moves at a time, as KGS and Sabaki do. */
static void
step_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  g_autoptr(GError) error = NULL;
  int moves = g_str_equal (g_action_get_name (G_ACTION (a)), "back-ten") ? -10 : 10;

  said (self, ishi_match_step (self->match, moves, &error), error);
}

static void
last_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  g_autoptr(GError) error = NULL;

  said (self, ishi_match_last (self->match, &error), error);
}

static void
delete_variation_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;
  IshiSgfNode *start = variation_start (ishi_game_get_node (ishi_match_get_game (self->match)));

  said (self, start && ishi_match_delete_variation (self->match, start), NULL);
}

static void
finish_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_finish (self->match), NULL);
}

static void
continue_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_continue_play (self->match), NULL);
}

static void
reopen_count_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiMatchActions *self = data;

  said (self, ishi_match_reopen_count (self->match), NULL);
}

static const GActionEntry entries[] = {
  { "pass", pass_cb }, { "resign", resign_cb },
  { "off-board", off_board_cb }, { "agree-stop", agree_stop_cb },
  { "undo", undo_cb }, { "redo", redo_cb },
  { "first", first_cb }, { "previous", previous_cb },
  { "next", next_cb }, { "last", last_cb },
  { "back-ten", step_cb }, { "forward-ten", step_cb },
  { "delete-variation", delete_variation_cb },
  { "finish", finish_cb }, { "continue", continue_cb }, { "reopen-count", reopen_count_cb },
};

static void
set_enabled (IshiMatchActions *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (self->map, name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
ishi_match_actions_update (IshiMatchActions *self)
{
  IshiGame *game;
  IshiSgfNode *node;
  IshiPhase phase;
  IshiCounting *counting;
  const IshiRulesOptions *options;

  g_return_if_fail (ISHI_IS_MATCH_ACTIONS (self));

  if (self->match == NULL)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (entries); i++)
        set_enabled (self, entries[i].name, FALSE);
      return;
    }
  game = ishi_match_get_game (self->match);
  node = ishi_game_get_node (game);
  phase = ishi_match_get_phase (self->match);
  counting = ishi_match_get_counting (self->match);
  options = ishi_game_get_options (game);
  /* 3-x: no passing, an off-board move or the agreed stop instead. */
  /* Passing and resigning belong to a game in progress.  Reviewing the
   * moves of a finished record (it has a result), they would end a game
   * nobody is playing there; a game being played keeps them after Undo. */
  gboolean at_tip = node->first_child == NULL
                    || ishi_sgf_node_lookup (ishi_game_get_root (game), "RE") == NULL;

  set_enabled (self, "pass", phase == ISHI_PHASE_PLAYING && at_tip && !options->no_pass);
  set_enabled (self, "off-board", phase == ISHI_PHASE_PLAYING && options->off_board_moves);
  set_enabled (self, "agree-stop", phase == ISHI_PHASE_PLAYING && options->no_pass);
  set_enabled (self, "resign", phase != ISHI_PHASE_FINISHED && at_tip);
  set_enabled (self, "undo", ishi_match_can_undo (self->match));
  set_enabled (self, "redo", ishi_match_can_redo (self->match));
  set_enabled (self, "first", node->parent != NULL);
  set_enabled (self, "previous", node->parent != NULL);
  set_enabled (self, "next", node->first_child != NULL);
  set_enabled (self, "back-ten", node->parent != NULL);
  set_enabled (self, "forward-ten", node->first_child != NULL);
  set_enabled (self, "last", node->first_child != NULL);
  set_enabled (self, "delete-variation", variation_start (node) != NULL);
  set_enabled (self, "finish", phase == ISHI_PHASE_COUNTING);
  set_enabled (self, "continue", phase == ISHI_PHASE_COUNTING);
  set_enabled (self, "reopen-count", phase == ISHI_PHASE_FINISHED && counting
               && ishi_score_method_has_dead_stones (ishi_counting_get_method (counting)));
}

void
ishi_match_actions_set_match (IshiMatchActions *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_MATCH_ACTIONS (self));

  g_set_object (&self->match, match);
  ishi_match_actions_update (self);
}

IshiMatchActions *
ishi_match_actions_new (GActionMap *map, GtkWidget *owner)
{
  IshiMatchActions *self;

  g_return_val_if_fail (G_IS_ACTION_MAP (map), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (owner), NULL);

  self = g_object_new (ISHI_TYPE_MATCH_ACTIONS, NULL);
  self->map = map;
  self->owner = owner;
  self->settings = g_settings_new (APP_ID);
  g_object_add_weak_pointer (G_OBJECT (owner), (gpointer *) &self->owner);
  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  /* The actions point at us: we live as long as the map holding them. */
  g_object_set_data_full (G_OBJECT (map), "ishi-match-actions", g_object_ref (self), g_object_unref);
  ishi_match_actions_update (self);
  return self;
}

static void
ishi_match_actions_dispose (GObject *object)
{
  IshiMatchActions *self = ISHI_MATCH_ACTIONS (object);

  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  if (self->owner)
    g_object_remove_weak_pointer (G_OBJECT (self->owner), (gpointer *) &self->owner);
  self->owner = NULL;
  G_OBJECT_CLASS (ishi_match_actions_parent_class)->dispose (object);
}

static void
ishi_match_actions_class_init (IshiMatchActionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_match_actions_dispose;
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_match_actions_init (IshiMatchActions *self)
{
}
