/* ishi-new-game-dialog.c — the choices of a new game: the game, a rule set
 * from the one table (ishi-ruleset.h) with a line saying what it counts,
 * any board size from 5 to 25, handicap and komi as the rule set says, the
 * Renju opening, a time control, and the players' names.  Every choice is
 * remembered for the next game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"

#include "config.h"

#include <math.h>

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-new-game-private.h"
#include "ishi-new-game-time.h"
#include "ishi-a11y-names.h"
#include "ishi-counting.h"
#include "ishi-go-board.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-openings.h"
#include "ishi-engine-spec.h"
#include "ishi-player-chooser.h"
#include "ishi-renju-set.h"

G_DEFINE_FINAL_TYPE (IshiNewGameDialog, ishi_new_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The sizes with a button of their own, as KGS and Sabaki have them. */
static const int usual_sizes[] = { 9, 13, 19 };

const IshiRenjuOpening *
ishi_new_game_dialog_opening_at (guint index)
{
  guint n = 0;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n);

  return &openings[MIN (index, n - 1)];
}

gboolean
ishi_new_game_dialog_is_renju (IshiNewGameDialog *self)
{
  return gtk_drop_down_get_selected (self->game_dropdown) == 1;
}

const IshiRuleset *
ishi_new_game_dialog_current_row (IshiNewGameDialog *self)
{
  guint index = gtk_drop_down_get_selected (self->rules_dropdown);

  if (self->rows == NULL || self->rows->len == 0)
    return ishi_ruleset_default (ishi_new_game_dialog_is_renju (self) ? "renju" : "go");
  return g_ptr_array_index (self->rows, MIN (index, self->rows->len - 1));
}

/* The most handicap stones a board has standard points for. */
static int
max_handicap (int size)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

  for (int n = 9; n >= 2; n--)
    {
      g_array_set_size (points, 0);
      if (ishi_go_handicap_points (size, n, points))
        return n;
    }
  return 0;
}

static void
update_visibility (IshiNewGameDialog *self)
{
  gboolean renju = ishi_new_game_dialog_is_renju (self);
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  GtkWidget *go_widgets[] = {
    self->size_label, self->size_box,
    self->handicap_label, GTK_WIDGET (self->handicap_spin),
    self->komi_label, GTK_WIDGET (self->komi_spin),
  };
  int size = (int) gtk_adjustment_get_value (self->size_adjustment);
  int most = renju ? 0 : max_handicap (size);

  for (gsize i = 0; i < G_N_ELEMENTS (go_widgets); i++)
    gtk_widget_set_visible (go_widgets[i], !renju);
  /* The tentative Black lays out one of the 26 openings (珠型交代打ち,
   * the RIF rule with fifth moves, Soosõrv-8); Taraguchi-10 places its
   * stones one by one on the board. */
  gtk_widget_set_visible (self->opening_label, renju && ishi_ruleset_lays_out_opening (row));
  gtk_widget_set_visible (GTK_WIDGET (self->pattern_dropdown), renju && ishi_ruleset_lays_out_opening (row));
  gtk_widget_set_visible (GTK_WIDGET (self->nigiri_check), renju);
  gtk_widget_set_visible (GTK_WIDGET (self->tournament_check), renju);
  /* renju-rules.ja.txt, 自由打ち: sometimes a set of two games, one with
   * each colour. */
  gtk_widget_set_visible (GTK_WIDGET (self->set_check), renju && row->opening == ISHI_OPENING_FREE);

  /* Handicap 1 is offered where the rule set knows it (Black first
   * without komi); otherwise the stones need their standard points. */
  gtk_adjustment_set_upper (self->handicap_adjustment, MAX (most, row->handicap_one ? 1 : 0));
  gtk_widget_set_sensitive (GTK_WIDGET (self->handicap_spin), most > 0 || row->handicap_one);

  ishi_new_game_time_update_visibility (self);
}

/* The rule set's line, then the komi as the field has it (the rule set's
 * for the handicap, or changed) and the points White gets for handicap
 * stones in the count: "… Komi 0.5.", 「…コミ半目。」 */
static void
update_summary (IshiNewGameDialog *self)
{
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  double komi = gtk_adjustment_get_value (self->komi_adjustment);
  int points = ishi_ruleset_handicap_compensation (row, gtk_spin_button_get_value_as_int (self->handicap_spin));
  g_autofree char *amount = ishi_score_format_margin (komi);
  g_autofree char *line = komi == 0 ? g_strdup (_("No komi."))
                          : g_strdup_printf (komi < 0 ? _("Reverse komi %s.") : _("Komi %s."), amount);
  g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White gets %d point for the handicap stones.",
                                                        "White gets %d points for the handicap stones.", points), points);
  /* TRANSLATORS: sentences of the New Game dialog one after the other;
   * Japanese writes them without spaces. */
  g_autofree char *text = points > 0 ? g_strdup_printf (C_("sentences", "%s %s %s"), _(row->summary), line, more)
                                     : g_strdup_printf (C_("sentences", "%s %s"), _(row->summary), line);

  gtk_label_set_text (self->summary_label, ishi_new_game_dialog_is_renju (self) ? _(row->summary) : text);
}

static void
komi_changed_cb (IshiNewGameDialog *self)
{
  update_summary (self);
}

/* The komi of the rule set for the chosen handicap, within its range. */
static void
follow_rule_set (IshiNewGameDialog *self)
{
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  int handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);

  gtk_adjustment_set_lower (self->komi_adjustment, row->komi_min);
  gtk_adjustment_set_upper (self->komi_adjustment, row->komi_max);
  gtk_adjustment_set_value (self->komi_adjustment, ishi_ruleset_komi (row, handicap));
}

static void
fill_rules (IshiNewGameDialog *self, const char *select_id)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  const char *game = ishi_new_game_dialog_is_renju (self) ? "renju" : "go";
  guint n, selected = 0;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  self->filling = TRUE;
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (rows[i].game, game) == 0)
      {
        if (g_strcmp0 (rows[i].id, select_id) == 0)
          selected = self->rows->len;
        g_ptr_array_add (self->rows, (gpointer) &rows[i]);
        gtk_string_list_append (list, _(rows[i].name));
      }
  gtk_drop_down_set_model (self->rules_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->rules_dropdown, selected);
  self->filling = FALSE;
}

static void
rules_changed_cb (IshiNewGameDialog *self)
{
  if (self->filling)
    return;
  update_visibility (self);
  follow_rule_set (self);
  update_summary (self);
  /* Only the engines that can play the row (GNU Go counts territory: not
   * for Pure Go), or what they get wrong said beside them. */
  for (int i = 0; i < 2 && self->players[i]; i++)
    ishi_player_chooser_set_ruleset (self->players[i], ishi_new_game_dialog_current_row (self));
}

static void
choices_clear (IshiGameChoices *c)
{
  g_free (c->ruleset);
  for (int i = 0; i < 2; i++)
    {
      g_free (c->players[i]);
      g_free (c->names[i]);
    }
  memset (c, 0, sizeof *c);
}

/* The fields as they are, kept for their game. */
static void
keep_choices (IshiNewGameDialog *self, IshiGameChoices *c)
{
  choices_clear (c);
  c->kept = TRUE;
  c->ruleset = g_strdup (ishi_new_game_dialog_current_row (self)->id);
  c->size = (int) gtk_adjustment_get_value (self->size_adjustment);
  c->handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);
  c->komi = gtk_adjustment_get_value (self->komi_adjustment);
  c->tournament = gtk_check_button_get_active (self->tournament_check);
  c->nigiri = gtk_check_button_get_active (self->nigiri_check);
  c->set = gtk_check_button_get_active (self->set_check);
  c->pattern = gtk_drop_down_get_selected (self->pattern_dropdown);
  for (int i = 0; i < 2; i++)
    {
      const IshiEngineSpec *spec = ishi_player_chooser_get_engine (self->players[i]);

      c->players[i] = g_strdup (spec ? spec->id : "person");
      c->names[i] = g_strdup (gtk_editable_get_text (GTK_EDITABLE (ishi_player_chooser_get_entry (self->players[i]))));
    }
}

/* What was kept for the game shown again, after its rules are filled in
 * (whose komi it overrides). */
static void
give_back_choices (IshiNewGameDialog *self, const IshiGameChoices *c)
{
  gtk_adjustment_set_value (self->handicap_adjustment, c->handicap);
  gtk_adjustment_set_value (self->komi_adjustment, c->komi);
  gtk_check_button_set_active (self->tournament_check, c->tournament);
  gtk_check_button_set_active (self->nigiri_check, c->nigiri);
  gtk_check_button_set_active (self->set_check, c->set);
  gtk_drop_down_set_selected (self->pattern_dropdown, c->pattern);
  for (int i = 0; i < 2; i++)
    if (ishi_player_chooser_choose (self->players[i], c->players[i]) && g_str_equal (c->players[i], "person"))
      gtk_editable_set_text (GTK_EDITABLE (ishi_player_chooser_get_entry (self->players[i])), c->names[i]);
}

/* Go or Renju chosen: each keeps its own rules, size, komi, handicap,
 * options and players, as they were left when the other was chosen; the
 * first time, the rules and size last played (issue 77 item 15: Renju set
 * White to Person, and Go came back as Pure Go, 9×9, no komi).  A player
 * that was an engine stays one: Ishi's own for the other game, the only
 * one that plays both. */
static void
game_changed_cb (IshiNewGameDialog *self)
{
  gboolean renju = ishi_new_game_dialog_is_renju (self);
  IshiGameChoices *to = &self->choices[renju ? 1 : 0];
  gboolean engine[2] = { FALSE, FALSE };
  g_autofree char *ruleset = NULL;

  if (!self->built)
    {
      fill_rules (self, NULL);
      ishi_new_game_time_fill (self, ishi_new_game_dialog_is_renju (self));
      rules_changed_cb (self);
      return;
    }
  if (renju == self->shown_renju)
    return;
  keep_choices (self, &self->choices[self->shown_renju ? 1 : 0]);
  for (int i = 0; i < 2; i++)
    engine[i] = ishi_player_chooser_get_engine (self->players[i]) != NULL;
  self->shown_renju = renju;
  ruleset = to->kept ? g_strdup (to->ruleset) : g_settings_get_string (self->settings, renju ? "renju-ruleset" : "ruleset");
  if (!renju)
    gtk_adjustment_set_value (self->size_adjustment, to->kept ? to->size : g_settings_get_int (self->settings, "board-size"));
  fill_rules (self, ruleset);
  ishi_new_game_time_fill (self, ishi_new_game_dialog_is_renju (self));
  rules_changed_cb (self);
  if (to->kept)
    give_back_choices (self, to);
  else
    {
      if (!renju)
        gtk_adjustment_set_value (self->handicap_adjustment, g_settings_get_int (self->settings, "handicap"));
      follow_rule_set (self);
      for (int i = 0; i < 2; i++)
        if (engine[i] && ishi_player_chooser_get_engine (self->players[i]) == NULL)
          ishi_player_chooser_choose (self->players[i], renju ? "ishi-renju" : "ishi");
    }
  update_summary (self);
}

/* The size's button pressed in, the others out. */
static void
size_changed_cb (IshiNewGameDialog *self)
{
  update_visibility (self);
  for (int i = 0; i < 2 && self->players[i]; i++)
    ishi_player_chooser_set_board_size (self->players[i],
                                        (int) gtk_adjustment_get_value (self->size_adjustment));
  for (guint i = 0; i < G_N_ELEMENTS (usual_sizes); i++)
    gtk_toggle_button_set_active (self->size_buttons[i],
                                  (int) gtk_adjustment_get_value (self->size_adjustment) == usual_sizes[i]);
}

/* A button pressed sets its size; a second click leaves it pressed. */
static void
size_button_cb (GtkToggleButton *button, IshiNewGameDialog *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (usual_sizes); i++)
    if (button == self->size_buttons[i] && gtk_toggle_button_get_active (button))
      gtk_adjustment_set_value (self->size_adjustment, usual_sizes[i]);
    else if (button == self->size_buttons[i]
             && (int) gtk_adjustment_get_value (self->size_adjustment) == usual_sizes[i])
      gtk_toggle_button_set_active (button, TRUE);
}

static void
handicap_changed_cb (IshiNewGameDialog *self)
{
  follow_rule_set (self);
  update_summary (self);
}

void
ishi_new_game_dialog_remember_choices (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  const IshiRuleset *row = ishi_new_game_dialog_current_row (self);
  g_autofree char *time = ishi_time_control_to_setting (tc);

  g_settings_set_string (self->settings, "game", ishi_new_game_dialog_is_renju (self) ? "renju" : "go");
  g_settings_set_string (self->settings, ishi_new_game_dialog_is_renju (self) ? "renju-ruleset" : "ruleset", row->id);
  if (!ishi_new_game_dialog_is_renju (self))
    {
      g_settings_set_int (self->settings, "board-size", (int) gtk_adjustment_get_value (self->size_adjustment));
      g_settings_set_int (self->settings, "handicap", gtk_spin_button_get_value_as_int (self->handicap_spin));
      g_settings_set_string (self->settings, "scoring", ishi_score_method_to_string (row->scoring));
    }
  g_settings_set_boolean (self->settings, "renju-tournament",
                          gtk_check_button_get_active (self->tournament_check));
  g_settings_set_boolean (self->settings, "renju-nigiri", gtk_check_button_get_active (self->nigiri_check));
  g_settings_set_boolean (self->settings, "renju-set", gtk_check_button_get_active (self->set_check));
  g_settings_set_string (self->settings, "time-control", time);
  for (int i = 0; i < 2; i++)
    ishi_player_chooser_remember (self->players[i]);
}

/* 珠型交代打ち with Ishi's Renju engine holding Black: the engine, not
 * the pattern drop-down, chooses the opening. */
gboolean
ishi_new_game_dialog_engine_chooses_opening (IshiNewGameDialog *self)
{
  const IshiEngineSpec *black = ishi_new_game_dialog_get_engine (self, ISHI_BLACK);

  return black != NULL && black->kind == ISHI_ENGINE_KIND_ISHI_RENJU;
}

/* Ishi's Renju engine holding Black lays out its own opening: the pattern
 * drop-down is not the person's to choose then. */
static void
players_changed_cb (IshiNewGameDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->pattern_dropdown), !ishi_new_game_dialog_engine_chooses_opening (self));
  /* Ishi's Go engine against a person plays at the level kept for the
   * person's name (as ishi-engine-control.c starts it: the name typed, or
   * the login name), unless a teacher locked the levels.  Naming it
   * changes the engine's entry, which calls this again: not then. */
  if (self->naming_levels)
    return;
  self->naming_levels = TRUE;
  for (int i = 0; i < 2; i++)
    {
      const IshiEngineSpec *spec = ishi_player_chooser_get_engine (self->players[i]);
      g_autofree char *person = NULL;
      int level = 0;

      if (self->players[1 - i] == NULL)
        break;    /* Black's chooser, before White's is made */
      if (spec && spec->kind == ISHI_ENGINE_KIND_ISHI_GO
          && ishi_player_chooser_get_engine (self->players[1 - i]) == NULL
          && !g_settings_get_boolean (self->settings, "lock-engine-level"))
        {
          person = ishi_player_chooser_get_name (self->players[1 - i]);
          if (self->levels == NULL)
            self->levels = ishi_go_levels_new (NULL, NULL);   /* a broken file: Preferences' level */
          level = CLAMP (ishi_go_levels_get (self->levels, person ? person : g_get_user_name (), spec->level),
                         1, 10);
        }
      ishi_player_chooser_set_played_level (self->players[i], level, person);
    }
  self->naming_levels = FALSE;
}

void
ishi_new_game_dialog_emit_done (IshiNewGameDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_DONE], 0);
}

IshiMatch *
ishi_new_game_dialog_get_match (IshiNewGameDialog *self)
{
  g_return_val_if_fail (ISHI_IS_NEW_GAME_DIALOG (self), NULL);
  return self->match;
}

/* The two-game set the new game is the first game of, or NULL. */
IshiRenjuSet *
ishi_new_game_dialog_get_renju_set (IshiNewGameDialog *self)
{
  g_return_val_if_fail (ISHI_IS_NEW_GAME_DIALOG (self), NULL);
  return self->set;
}

GListModel *
ishi_renju_opening_names_new (void)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  guint n = 0;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n);

  for (guint i = 0; i < n; i++)
    {
      const IshiRenjuOpening *o = &openings[i];
      const char *name = ishi_renju_opening_display_name (o);
      /* In Japanese the name is the kanji itself: say it once. */
      g_autofree char *label = g_strcmp0 (name, o->kanji) == 0
                                 ? g_strdup_printf ("%s  %s", o->code, o->kanji)
                                 : g_strdup_printf ("%s  %s  %s", o->code, o->kanji, name);

      gtk_string_list_append (list, label);
    }
  return G_LIST_MODEL (list);
}

static void
fill_patterns (IshiNewGameDialog *self)
{
  g_autoptr (GListModel) list = ishi_renju_opening_names_new ();

  gtk_drop_down_set_model (self->pattern_dropdown, list);
}

static void
ishi_new_game_dialog_dispose (GObject *object)
{
  IshiNewGameDialog *self = ISHI_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->match);
  g_clear_object (&self->set);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->levels, ishi_go_levels_free);
  choices_clear (&self->choices[0]);
  choices_clear (&self->choices[1]);
  G_OBJECT_CLASS (ishi_new_game_dialog_parent_class)->dispose (object);
}

static void
ishi_new_game_dialog_class_init (IshiNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ishi_new_game_dialog_dispose;

  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ishi/Ishi/ui/ishi-new-game-dialog.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, name)
  CHILD (game_dropdown);
  CHILD (rules_label);
  CHILD (size_label);
  CHILD (handicap_label);
  CHILD (komi_label);
  CHILD (opening_label);
  CHILD (rules_dropdown);
  CHILD (summary_label);
  CHILD (size_spin);
  CHILD (size_adjustment);
  CHILD (size_box);
  CHILD (handicap_spin);
  CHILD (handicap_adjustment);
  CHILD (komi_spin);
  CHILD (komi_adjustment);
  CHILD (pattern_dropdown);
  CHILD (nigiri_check);
  CHILD (tournament_check);
  CHILD (set_check);
  CHILD (time_dropdown);
  CHILD (custom_box);
  CHILD (system_dropdown);
  CHILD (main_adjustment);
  CHILD (count_adjustment);
  CHILD (seconds_adjustment);
  CHILD (count_label);
  CHILD (count_spin);
  CHILD (seconds_label);
  CHILD (black_label);
  CHILD (white_label);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, handicap_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, komi_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_visibility);
  gtk_widget_class_bind_template_callback_full (widget_class, "start_clicked_cb",
                                                G_CALLBACK (ishi_new_game_dialog_start_clicked_cb));

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ishi_new_game_dialog_init (IshiNewGameDialog *self)
{
  self->rows = g_ptr_array_new ();
  self->filling = TRUE;   /* until the settings are shown */
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Orca did not say the first drop-down, which has the focus, as the
   * dialog opened. */
  ishi_window_help_screen_readers (GTK_WINDOW (self), 0);
  /* The linked buttons beside the spin button, in the order of usual_sizes. */
  self->size_buttons[0] = GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (gtk_widget_get_last_child (self->size_box)));
  for (guint i = 0; i < G_N_ELEMENTS (usual_sizes); i++)
    {
      if (i > 0)
        self->size_buttons[i] = GTK_TOGGLE_BUTTON (gtk_widget_get_next_sibling (GTK_WIDGET (self->size_buttons[i - 1])));
      g_signal_connect (self->size_buttons[i], "toggled", G_CALLBACK (size_button_cb), self);
    }
  fill_patterns (self);
}

/* What a screen reader says on each drop-down's button: "Game, Go". */
static void
name_drop_downs (IshiNewGameDialog *self)
{
  ishi_drop_down_name_button (self->game_dropdown, NULL);
  ishi_drop_down_name_button (self->rules_dropdown, NULL);
  ishi_drop_down_name_button (self->pattern_dropdown, NULL);
  ishi_drop_down_name_button (self->time_dropdown, NULL);
  ishi_drop_down_name_button (self->system_dropdown, _("Time system"));
  ishi_drop_down_name_button (ishi_player_chooser_get_drop_down (self->players[0]), _("Who plays Black"));
  ishi_drop_down_name_button (ishi_player_chooser_get_drop_down (self->players[1]), _("Who plays White"));
}

IshiNewGameDialog *
ishi_new_game_dialog_new (GtkWindow *parent, GSettings *settings)
{
  /* A dialog to a screen reader.  GTK 4.8 takes the role of a GtkWindow
   * subclass on AT-SPI from this property only, not from the class's
   * role: with that, Orca saw a "filler", never active, and said nothing
   * when the dialog opened. */
  IshiNewGameDialog *self = g_object_new (ISHI_TYPE_NEW_GAME_DIALOG,
                                          "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                                          "transient-for", parent, NULL);
  g_autofree char *game = g_settings_get_string (settings, "game");
  g_autofree char *ruleset = NULL;
  g_autofree char *time = g_settings_get_string (settings, "time-control");
  IshiTimeControl tc;
  gboolean renju = g_strcmp0 (game, "renju") == 0;

  self->settings = g_object_ref (settings);
  ruleset = g_settings_get_string (settings, renju ? "renju-ruleset" : "ruleset");

  gtk_drop_down_set_selected (self->game_dropdown, renju ? 1 : 0);
  gtk_adjustment_set_value (self->size_adjustment, g_settings_get_int (settings, "board-size"));
  fill_rules (self, ruleset);
  ishi_new_game_time_fill (self, ishi_new_game_dialog_is_renju (self));
  rules_changed_cb (self);
  gtk_adjustment_set_value (self->handicap_adjustment, g_settings_get_int (settings, "handicap"));
  follow_rule_set (self);
  gtk_check_button_set_active (self->tournament_check,
                               g_settings_get_boolean (settings, "renju-tournament"));
  gtk_check_button_set_active (self->nigiri_check, g_settings_get_boolean (settings, "renju-nigiri"));
  gtk_check_button_set_active (self->set_check, g_settings_get_boolean (settings, "renju-set"));
  if (ishi_time_control_from_setting (time, &tc))
    ishi_new_game_time_show (self, &tc);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *label = i == 0 ? self->black_label : self->white_label;
      GtkWidget *chooser = ishi_player_chooser_new (i == 0 ? ISHI_BLACK : ISHI_WHITE, settings);

      self->players[i] = ISHI_PLAYER_CHOOSER (chooser);
      gtk_grid_attach (GTK_GRID (gtk_widget_get_parent (label)), chooser, 1, 11 + i, 1, 1);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), chooser);
      ishi_player_chooser_set_ruleset (self->players[i], ishi_new_game_dialog_current_row (self));
      ishi_player_chooser_set_board_size (self->players[i], (int) gtk_adjustment_get_value (self->size_adjustment));
      g_signal_connect_swapped (chooser, "changed", G_CALLBACK (players_changed_cb), self);
      /* The name typed is whose level Ishi plays at. */
      g_signal_connect_swapped (ishi_player_chooser_get_entry (self->players[i]), "changed",
                                G_CALLBACK (players_changed_cb), self);
    }
  players_changed_cb (self);
  name_drop_downs (self);
  update_visibility (self);
  self->shown_renju = renju;
  self->built = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self->game_dropdown));
  return self;
}

void
ishi_new_game_dialog_set_players (IshiNewGameDialog *self, const char *black, const char *white)
{
  const char *ids[2] = { black, white };

  g_return_if_fail (ISHI_IS_NEW_GAME_DIALOG (self));
  for (int i = 0; i < 2; i++)
    if (ids[i])
      ishi_player_chooser_choose (self->players[i], ids[i]);
}

const IshiEngineSpec *
ishi_new_game_dialog_get_engine (IshiNewGameDialog *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_NEW_GAME_DIALOG (self), NULL);
  return ishi_player_chooser_get_engine (self->players[color == ISHI_BLACK ? 0 : 1]);
}
