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

#include <glib/gi18n-lib.h>

#include "ishi-new-game-dialog.h"
#include "ishi-a11y-names.h"
#include "ishi-counting.h"
#include "ishi-go-board.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-openings.h"
#include "ishi-engine-spec.h"
#include "ishi-player-chooser.h"
#include "ishi-renju-set.h"

struct _IshiNewGameDialog {
  GtkWindow parent_instance;

  GtkDropDown *game_dropdown;
  GtkWidget *rules_label, *size_label, *handicap_label, *komi_label, *opening_label;
  GtkDropDown *rules_dropdown;
  GtkLabel *summary_label;
  GtkSpinButton *size_spin;
  GtkAdjustment *size_adjustment;
  GtkWidget *size_box;
  GtkToggleButton *size_buttons[3];   /* 9×9, 13×13, 19×19 */
  GtkSpinButton *handicap_spin;
  GtkAdjustment *handicap_adjustment;
  GtkSpinButton *komi_spin;
  GtkAdjustment *komi_adjustment;
  GtkDropDown *pattern_dropdown;
  GtkCheckButton *nigiri_check;
  GtkCheckButton *tournament_check;
  GtkCheckButton *set_check;
  GtkDropDown *time_dropdown;
  GtkWidget *custom_box;
  GtkDropDown *system_dropdown;
  GtkAdjustment *main_adjustment;
  GtkAdjustment *count_adjustment;
  GtkAdjustment *seconds_adjustment;
  GtkWidget *count_label, *count_spin, *seconds_label;
  GtkWidget *black_label, *white_label;
  IshiPlayerChooser *players[2];   /* Black's, White's */

  GSettings *settings;
  GPtrArray *rows;          /* the IshiRuleset rows the rules drop-down lists */
  gboolean filling;         /* the drop-downs are being filled: ignore their signals */
  IshiMatch *match;         /* made by Start */
  IshiRenjuSet *set;        /* made by Start for a two-game set */
};

G_DEFINE_FINAL_TYPE (IshiNewGameDialog, ishi_new_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The time drop-down's presets, in its order; the last entry is "Other…". */
static const IshiTimeControl presets[] = {
  { .system = ISHI_TIME_NONE },
  { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 },
  { .system = ISHI_TIME_BYOYOMI, .main_time = 600, .periods = 5, .period_time = 30 },
  { .system = ISHI_TIME_BYOYOMI, .main_time = 1800, .periods = 3, .period_time = 60 },
  { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 1800, .period_time = 30 },
  { .system = ISHI_TIME_CANADIAN, .main_time = 600, .stones = 25, .period_time = 300 },
  { .system = ISHI_TIME_FISCHER, .main_time = 300, .increment = 10 },
};
#define TIME_OTHER G_N_ELEMENTS (presets)

/* The custom system drop-down's order. */
static const IshiTimeSystem systems[] = {
  ISHI_TIME_ABSOLUTE, ISHI_TIME_BYOYOMI, ISHI_TIME_BYOYOMI_ONLINE,
  ISHI_TIME_CANADIAN, ISHI_TIME_FISCHER,
};

/* The sizes with a button of their own, as KGS and Sabaki have them. */
static const int usual_sizes[] = { 9, 13, 19 };

static const IshiRenjuOpening *
opening_at (guint index)
{
  guint n = 0;
  const IshiRenjuOpening *openings = ishi_renju_openings (&n);

  return &openings[MIN (index, n - 1)];
}

static gboolean
is_renju (IshiNewGameDialog *self)
{
  return gtk_drop_down_get_selected (self->game_dropdown) == 1;
}

static const IshiRuleset *
current_row (IshiNewGameDialog *self)
{
  guint index = gtk_drop_down_get_selected (self->rules_dropdown);

  if (self->rows == NULL || self->rows->len == 0)
    return ishi_ruleset_default (is_renju (self) ? "renju" : "go");
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
  gboolean renju = is_renju (self);
  const IshiRuleset *row = current_row (self);
  GtkWidget *go_widgets[] = {
    self->size_label, self->size_box,
    self->handicap_label, GTK_WIDGET (self->handicap_spin),
    self->komi_label, GTK_WIDGET (self->komi_spin),
  };
  guint time = gtk_drop_down_get_selected (self->time_dropdown);
  IshiTimeSystem system = systems[MIN (gtk_drop_down_get_selected (self->system_dropdown),
                                       G_N_ELEMENTS (systems) - 1)];
  int size = (int) gtk_adjustment_get_value (self->size_adjustment);
  int most = renju ? 0 : max_handicap (size);

  for (gsize i = 0; i < G_N_ELEMENTS (go_widgets); i++)
    gtk_widget_set_visible (go_widgets[i], !renju);
  gtk_widget_set_visible (self->opening_label, renju && row->opening == ISHI_OPENING_RIF);
  gtk_widget_set_visible (GTK_WIDGET (self->pattern_dropdown), renju && row->opening == ISHI_OPENING_RIF);
  gtk_widget_set_visible (GTK_WIDGET (self->nigiri_check), renju);
  gtk_widget_set_visible (GTK_WIDGET (self->tournament_check), renju);
  /* renju-rules.ja.txt, 自由打ち: sometimes a set of two games, one with
   * each colour. */
  gtk_widget_set_visible (GTK_WIDGET (self->set_check), renju && row->opening != ISHI_OPENING_RIF);

  /* Handicap 1 is offered where the rule set knows it (Black first
   * without komi); otherwise the stones need their standard points. */
  gtk_adjustment_set_upper (self->handicap_adjustment, MAX (most, row->handicap_one ? 1 : 0));
  gtk_widget_set_sensitive (GTK_WIDGET (self->handicap_spin), most > 0 || row->handicap_one);

  gtk_widget_set_visible (self->custom_box, time == TIME_OTHER);
  gtk_widget_set_visible (self->count_label, system == ISHI_TIME_BYOYOMI || system == ISHI_TIME_CANADIAN);
  gtk_widget_set_visible (self->count_spin, system == ISHI_TIME_BYOYOMI || system == ISHI_TIME_CANADIAN);
  gtk_widget_set_visible (self->seconds_label, system != ISHI_TIME_ABSOLUTE);
  gtk_widget_set_visible (GTK_WIDGET (gtk_widget_get_next_sibling (self->seconds_label)),
                          system != ISHI_TIME_ABSOLUTE);
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->count_label),
                                    system == ISHI_TIME_CANADIAN ? _("_Moves per block") : _("_Periods"));
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->seconds_label),
                                    system == ISHI_TIME_FISCHER ? _("_Seconds added a move")
                                    : system == ISHI_TIME_CANADIAN ? _("_Seconds per block")
                                    : _("_Seconds per move"));
}

/* The rule set's line, then the komi as the field has it (the rule set's
 * for the handicap, or changed) and the points White gets for handicap
 * stones in the count: "… Komi 0.5.", 「…コミ半目。」 */
static void
update_summary (IshiNewGameDialog *self)
{
  const IshiRuleset *row = current_row (self);
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

  gtk_label_set_text (self->summary_label, is_renju (self) ? _(row->summary) : text);
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
  const IshiRuleset *row = current_row (self);
  int handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);

  gtk_adjustment_set_lower (self->komi_adjustment, row->komi_min);
  gtk_adjustment_set_upper (self->komi_adjustment, row->komi_max);
  gtk_adjustment_set_value (self->komi_adjustment, ishi_ruleset_komi (row, handicap));
}

static void
fill_rules (IshiNewGameDialog *self, const char *select_id)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  const char *game = is_renju (self) ? "renju" : "go";
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
}

static void
game_changed_cb (IshiNewGameDialog *self)
{
  fill_rules (self, NULL);
  rules_changed_cb (self);
  for (int i = 0; i < 2 && self->players[i]; i++)
    ishi_player_chooser_set_game (self->players[i], is_renju (self) ? "renju" : "go");
}

/* The size's button pressed in, the others out. */
static void
size_changed_cb (IshiNewGameDialog *self)
{
  update_visibility (self);
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

static void
current_time_control (IshiNewGameDialog *self, IshiTimeControl *tc)
{
  guint index = gtk_drop_down_get_selected (self->time_dropdown);
  IshiTimeSystem system;
  int seconds;

  if (index < G_N_ELEMENTS (presets))
    {
      *tc = presets[index];
      return;
    }
  memset (tc, 0, sizeof *tc);
  system = systems[MIN (gtk_drop_down_get_selected (self->system_dropdown), G_N_ELEMENTS (systems) - 1)];
  seconds = (int) gtk_adjustment_get_value (self->seconds_adjustment);
  tc->system = system;
  tc->main_time = (int) gtk_adjustment_get_value (self->main_adjustment) * 60;
  switch (system)
    {
    case ISHI_TIME_BYOYOMI:
      tc->periods = (int) gtk_adjustment_get_value (self->count_adjustment);
      tc->period_time = seconds;
      break;
    case ISHI_TIME_BYOYOMI_ONLINE:
      tc->period_time = seconds;
      break;
    case ISHI_TIME_CANADIAN:
      tc->stones = (int) gtk_adjustment_get_value (self->count_adjustment);
      tc->period_time = seconds;
      break;
    case ISHI_TIME_FISCHER:
      tc->increment = seconds;
      break;
    case ISHI_TIME_ABSOLUTE:
    case ISHI_TIME_NONE:
    default:
      break;
    }
}

static void
show_time_control (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (ishi_time_control_equal (&presets[i], tc))
      {
        gtk_drop_down_set_selected (self->time_dropdown, i);
        return;
      }
  gtk_drop_down_set_selected (self->time_dropdown, TIME_OTHER);
  for (guint i = 0; i < G_N_ELEMENTS (systems); i++)
    if (systems[i] == tc->system)
      gtk_drop_down_set_selected (self->system_dropdown, i);
  gtk_adjustment_set_value (self->main_adjustment, tc->main_time / 60);
  gtk_adjustment_set_value (self->count_adjustment, tc->system == ISHI_TIME_CANADIAN ? tc->stones : tc->periods);
  gtk_adjustment_set_value (self->seconds_adjustment,
                            tc->system == ISHI_TIME_FISCHER ? tc->increment : tc->period_time);
}

static void
remember_choices (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  const IshiRuleset *row = current_row (self);
  g_autofree char *time = ishi_time_control_to_setting (tc);

  g_settings_set_string (self->settings, "game", is_renju (self) ? "renju" : "go");
  g_settings_set_string (self->settings, is_renju (self) ? "renju-ruleset" : "ruleset", row->id);
  if (!is_renju (self))
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
static gboolean
engine_chooses_opening (IshiNewGameDialog *self)
{
  const IshiEngineSpec *black = ishi_new_game_dialog_get_engine (self, ISHI_BLACK);

  return black != NULL && black->kind == ISHI_ENGINE_KIND_ISHI_RENJU;
}

/* Ishi's Renju engine holding Black lays out its own opening: the pattern
 * drop-down is not the person's to choose then. */
static void
players_changed_cb (IshiNewGameDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->pattern_dropdown), !engine_chooses_opening (self));
}

/* The three stones of the opening under 珠型交代打ち (renju-rules.ja.txt
 * 第3章 (2) ①: the player holding Black chooses one of the 26), and its
 * name for ON. */
static const IshiRenjuOpening *
rif_opening (IshiNewGameDialog *self, int centre, IshiPoint stones[3])
{
  const IshiRenjuOpening *o;

  if (engine_chooses_opening (self))
    return ishi_renju_engine_choose_opening (ishi_new_game_dialog_get_engine (self, ISHI_BLACK)->level,
                                             g_random_int (), stones);
  o = opening_at (gtk_drop_down_get_selected (self->pattern_dropdown));
  /* White 2 in the usual orientation: above Black 1 (direct, h9) or
   * diagonally up and right of it (indirect, i9). */
  if (!ishi_renju_opening_stones (o, (IshiPoint) { o->indirect ? centre + 1 : centre, centre - 1 }, FALSE,
                                  stones))
    g_return_val_if_reached (NULL);
  return o;
}

static IshiMatch *
create_match (IshiNewGameDialog *self, const IshiTimeControl *tc)
{
  const IshiRuleset *row = current_row (self);
  IshiRulesOptions options = { 0 };
  g_autoptr(IshiMatch) match = NULL;
  g_autofree char *black = ishi_player_chooser_get_name (self->players[0]);
  g_autofree char *white = ishi_player_chooser_get_name (self->players[1]);
  IshiGame *game;
  int handicap = 0;
  double komi = NAN;

  if (is_renju (self))
    {
      options.size = ishi_rules_renju ()->default_size;
      options.tournament = gtk_check_button_get_active (self->tournament_check);
    }
  else
    {
      options.size = (int) gtk_adjustment_get_value (self->size_adjustment);
      handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);
      komi = gtk_adjustment_get_value (self->komi_adjustment);
    }
  match = ishi_match_new_game_full (row, &options, handicap, komi);
  game = ishi_match_get_game (match);
  if (black)
    ishi_game_set_info (game, "PB", black);
  if (white)
    ishi_game_set_info (game, "PW", white);

  if (is_renju (self))
    {
      int centre = options.size / 2;

      /* renju-rules.ja.txt: Black's first stone is on the centre point. */
      ishi_match_play (match, centre, centre);
      if (row->opening == ISHI_OPENING_RIF)
        {
          IshiPoint stones[3];
          const IshiRenjuOpening *o = rif_opening (self, centre, stones);
          /* Recorded as people write it, with the romaji for other programs. */
          g_autofree char *name = g_strdup_printf ("%s %s (%s)", o->code, o->kanji, o->romaji);

          ishi_match_play (match, stones[1].x, stones[1].y);
          ishi_match_play (match, stones[2].x, stones[2].y);
          ishi_game_set_info (game, "ON", name);
        }
    }

  if (tc->system != ISHI_TIME_NONE)
    {
      g_autoptr(IshiClock) clock = ishi_clock_new (tc);

      ishi_match_set_clock (match, clock);
    }
  return g_steal_pointer (&match);
}

static void
start_clicked_cb (IshiNewGameDialog *self)
{
  const IshiRuleset *row = current_row (self);
  IshiTimeControl tc;
  g_autoptr(GError) error = NULL;
  int black_in_game_1 = 0;

  current_time_control (self, &tc);
  if (tc.system != ISHI_TIME_NONE && !ishi_time_control_validate (&tc, &error))
    {
      gtk_label_set_text (self->summary_label, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  remember_choices (self, &tc);
  g_clear_object (&self->match);
  self->match = create_match (self, &tc);
  g_clear_object (&self->set);

  if (is_renju (self) && gtk_check_button_get_active (self->nigiri_check))
    {
      /* 握り (renju-rules.ja.txt): the player named first holds the black
       * stones; an even total exchanges the colours. */
      g_autoptr(GRand) rand = g_rand_new ();
      IshiNigiri nigiri;
      g_autofree char *why = NULL;

      ishi_renju_nigiri (rand, 0, 0, &nigiri);
      why = g_strdup_printf (nigiri.exchange
                               ? _("Nigiri: %u and %u stones, an even total: the players exchanged colours.")
                               : _("Nigiri: %u and %u stones, an odd total: the colours stay."),
                             nigiri.black_hand, nigiri.white_hand);
      if (nigiri.exchange)
        ishi_renju_exchange_colours (ishi_match_get_game (self->match), why);
      else
        ishi_game_set_node_text (ishi_match_get_game (self->match), "C", why);
      black_in_game_1 = nigiri.exchange ? 1 : 0;
    }
  if (is_renju (self) && row->opening != ISHI_OPENING_RIF
      && gtk_check_button_get_active (self->set_check))
    {
      /* Player 1 is the one named as Black; after a nigiri that exchanged
       * the colours, player 2 plays Black in game 1. */
      g_autofree char *first = ishi_player_chooser_get_name (self->players[0]);
      g_autofree char *second = ishi_player_chooser_get_name (self->players[1]);

      self->set = ishi_renju_set_new (first, second, black_in_game_1);
      ishi_renju_set_write_game_info (self->set, 1, ishi_game_get_root (ishi_match_get_game (self->match)));
    }

  /* Under 珠型交代打ち the window then asks White about the swap, over the
   * stones it is about (IshiOpeningBar). */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[SIGNAL_DONE], 0);

  gtk_window_destroy (GTK_WINDOW (self));
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

static void
fill_patterns (IshiNewGameDialog *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
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
  gtk_drop_down_set_model (self->pattern_dropdown, G_LIST_MODEL (list));
}

static void
ishi_new_game_dialog_dispose (GObject *object)
{
  IshiNewGameDialog *self = ISHI_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->match);
  g_clear_object (&self->set);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);

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
  rules_changed_cb (self);
  gtk_adjustment_set_value (self->handicap_adjustment, g_settings_get_int (settings, "handicap"));
  follow_rule_set (self);
  gtk_check_button_set_active (self->tournament_check,
                               g_settings_get_boolean (settings, "renju-tournament"));
  gtk_check_button_set_active (self->nigiri_check, g_settings_get_boolean (settings, "renju-nigiri"));
  gtk_check_button_set_active (self->set_check, g_settings_get_boolean (settings, "renju-set"));
  if (ishi_time_control_from_setting (time, &tc))
    show_time_control (self, &tc);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *label = i == 0 ? self->black_label : self->white_label;
      GtkWidget *chooser = ishi_player_chooser_new (i == 0 ? ISHI_BLACK : ISHI_WHITE, settings);

      self->players[i] = ISHI_PLAYER_CHOOSER (chooser);
      gtk_grid_attach (GTK_GRID (gtk_widget_get_parent (label)), chooser, 1, 11 + i, 1, 1);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), chooser);
      ishi_player_chooser_set_game (self->players[i], renju ? "renju" : "go");
      g_signal_connect_swapped (chooser, "changed", G_CALLBACK (players_changed_cb), self);
    }
  players_changed_cb (self);
  name_drop_downs (self);
  update_visibility (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->game_dropdown));
  return self;
}

const IshiEngineSpec *
ishi_new_game_dialog_get_engine (IshiNewGameDialog *self, IshiColor color)
{
  g_return_val_if_fail (ISHI_IS_NEW_GAME_DIALOG (self), NULL);
  return ishi_player_chooser_get_engine (self->players[color == ISHI_BLACK ? 0 : 1]);
}
