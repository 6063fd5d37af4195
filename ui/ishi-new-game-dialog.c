/* ishi-new-game-dialog.c — the choices of a new game: Go (Pure Go, Japanese
 * or Chinese counting, size, handicap, komi, ko rule) or Renju (opening,
 * tournament rule), and the players' names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ishi-new-game-dialog.h"
#include "ishi-renju-openings.h"
#include "ishi-ruleset.h"

struct _IshiNewGameDialog {
  GtkWindow parent_instance;

  GtkDropDown *game_dropdown;
  GtkWidget *rules_label, *size_label, *handicap_label, *komi_label, *opening_label;
  GtkDropDown *rules_dropdown;
  GtkDropDown *size_dropdown;
  GtkSpinButton *handicap_spin;
  GtkAdjustment *handicap_adjustment;
  GtkSpinButton *komi_spin;
  GtkAdjustment *komi_adjustment;
  GtkDropDown *opening_dropdown;
  GtkDropDown *pattern_dropdown;
  GtkCheckButton *tournament_check;
  GtkEntry *black_entry;
  GtkEntry *white_entry;

  GSettings *settings;
  IshiMatch *match;     /* made by Start */
};

G_DEFINE_FINAL_TYPE (IshiNewGameDialog, ishi_new_game_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

static const int sizes[] = { 7, 9, 13, 19 };

enum { OPENING_FREE, OPENING_CHOSEN, OPENING_LOT };

static IshiMatch *create_match (IshiNewGameDialog *self);

/* The Go rows of the rule-set table, in its order: the rules drop-down. */
static const IshiRuleset *
go_ruleset_at (guint index)
{
  guint n = 0, seen = 0;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (rows[i].game, "go") == 0 && seen++ == index)
      return &rows[i];
  return ishi_ruleset_default ("go");
}

static void
fill_rulesets (IshiNewGameDialog *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint n = 0;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (rows[i].game, "go") == 0)
      {
        g_autofree char *label = g_strdup_printf ("%s — %s", _(rows[i].name), _(rows[i].summary));
        gtk_string_list_append (list, label);
      }
  gtk_drop_down_set_model (self->rules_dropdown, G_LIST_MODEL (list));
}

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

static void
update_sensitivity (IshiNewGameDialog *self)
{
  gboolean renju = is_renju (self);
  GtkWidget *go_widgets[] = {
    self->rules_label, GTK_WIDGET (self->rules_dropdown),
    self->size_label, GTK_WIDGET (self->size_dropdown),
    self->handicap_label, GTK_WIDGET (self->handicap_spin),
    self->komi_label, GTK_WIDGET (self->komi_spin),
  };
  GtkWidget *renju_widgets[] = {
    self->opening_label, GTK_WIDGET (self->opening_dropdown),
    GTK_WIDGET (self->tournament_check),
  };
  int size = sizes[MIN (gtk_drop_down_get_selected (self->size_dropdown), G_N_ELEMENTS (sizes) - 1)];

  for (gsize i = 0; i < G_N_ELEMENTS (go_widgets); i++)
    gtk_widget_set_visible (go_widgets[i], !renju);
  for (gsize i = 0; i < G_N_ELEMENTS (renju_widgets); i++)
    gtk_widget_set_visible (renju_widgets[i], renju);
  gtk_widget_set_visible (GTK_WIDGET (self->pattern_dropdown),
                          renju && gtk_drop_down_get_selected (self->opening_dropdown) == OPENING_CHOSEN);

  /* Handicap stones have standard points only on 9x9 and larger boards. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->handicap_spin), size >= 9);
  gtk_adjustment_set_upper (self->handicap_adjustment, size >= 13 ? 9 : size >= 9 ? 9 : 0);
}

static void
game_changed_cb (IshiNewGameDialog *self)
{
  update_sensitivity (self);
}

static void
rules_changed_cb (IshiNewGameDialog *self)
{
  const IshiRuleset *ruleset = go_ruleset_at (gtk_drop_down_get_selected (self->rules_dropdown));
  int handicap = gtk_spin_button_get_value_as_int (self->handicap_spin);

  /* Each rule set comes with its komi (and its ko rule: the row fixes it). */
  gtk_adjustment_set_lower (self->komi_adjustment, ruleset->komi_min);
  gtk_adjustment_set_upper (self->komi_adjustment, ruleset->komi_max);
  gtk_adjustment_set_value (self->komi_adjustment, ishi_ruleset_komi (ruleset, handicap));
}

static void
size_changed_cb (IshiNewGameDialog *self)
{
  update_sensitivity (self);
}

static void
opening_changed_cb (IshiNewGameDialog *self)
{
  update_sensitivity (self);
}

static void
remember_choices (IshiNewGameDialog *self)
{
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);
  const IshiRuleset *ruleset = is_renju (self)
                                 ? ishi_ruleset_default ("renju")
                                 : go_ruleset_at (gtk_drop_down_get_selected (self->rules_dropdown));

  g_settings_set_string (self->settings, "ruleset", ruleset->id);
  if (size_index < G_N_ELEMENTS (sizes))
    g_settings_set_int (self->settings, "board-size", sizes[size_index]);
  g_settings_set_int (self->settings, "handicap", gtk_spin_button_get_value_as_int (self->handicap_spin));
  g_settings_set_boolean (self->settings, "renju-tournament",
                          gtk_check_button_get_active (self->tournament_check));
}

/* The players exchange colours: the names in the record follow them. */
static void
swap_colours (IshiGame *game, const char *why)
{
  g_autofree char *black = ishi_game_get_info (game, "PB");
  g_autofree char *white = ishi_game_get_info (game, "PW");

  ishi_game_set_info (game, "PB", white);
  ishi_game_set_info (game, "PW", black);
  ishi_game_set_node_text (game, "C", why);
}

static void
swap_response_cb (GtkDialog *question, int response, IshiNewGameDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (question));
  if (response == GTK_RESPONSE_YES)
    swap_colours (ishi_match_get_game (self->match), _("White swapped colours after the third move."));
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
start_clicked_cb (IshiNewGameDialog *self)
{
  guint opening = gtk_drop_down_get_selected (self->opening_dropdown);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  remember_choices (self);
  g_clear_object (&self->match);
  self->match = create_match (self);

  if (is_renju (self) && opening == OPENING_LOT && g_random_boolean ())
    swap_colours (ishi_match_get_game (self->match), _("The players drew lots for colours (nigiri) and exchanged them."));

  /* The window shows the new game now, so that the question below is
   * asked over the stones it is about. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[SIGNAL_DONE], 0);

  if (is_renju (self) && opening == OPENING_CHOSEN)
    {
      const IshiRenjuOpening *o = opening_at (gtk_drop_down_get_selected (self->pattern_dropdown));
      GtkWidget *question;

      /* 珠型交代打ち: Black laid out the opening's three stones; the other
       * player may now take Black instead, and White plays move 4. */
      question = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                         GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                         _("The opening %s %s is on the board. Does White swap colours?"),
                                         o->code, o->kanji);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (question), "%s",
                                                _("After a swap the players exchange colours and play goes on with White’s fourth move."));
      gtk_dialog_add_buttons (GTK_DIALOG (question), _("_Keep Colours"), GTK_RESPONSE_NO,
                              _("S_wap Colours"), GTK_RESPONSE_YES, NULL);
      g_signal_connect (question, "response", G_CALLBACK (swap_response_cb), g_object_ref (self));
      gtk_window_present (GTK_WINDOW (question));
      return;
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static char *
entry_text (GtkEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return stripped[0] ? g_steal_pointer (&stripped) : NULL;
}

static IshiMatch *
create_match (IshiNewGameDialog *self)
{
  g_autoptr(IshiMatch) match = NULL;
  IshiGame *game;
  g_autofree char *black = entry_text (self->black_entry);
  g_autofree char *white = entry_text (self->white_entry);

  if (is_renju (self))
    {
      const IshiRuleset *ruleset = ishi_ruleset_default ("renju");
      guint opening = gtk_drop_down_get_selected (self->opening_dropdown);
      IshiRulesOptions options;
      int centre;

      ishi_ruleset_get_options (ruleset, ishi_ruleset_get_rules (ruleset)->default_size, &options);
      options.tournament = gtk_check_button_get_active (self->tournament_check);
      match = ishi_match_new_game_full (ruleset, &options, 0, NAN);
      game = ishi_match_get_game (match);
      centre = options.size / 2;

      /* Black's first stone is always at the centre. */
      ishi_match_play (match, centre, centre);
      if (opening == OPENING_CHOSEN)
        {
          const IshiRenjuOpening *o = opening_at (gtk_drop_down_get_selected (self->pattern_dropdown));
          /* White 2 in the usual orientation: above Black 1 (direct, h9) or
           * diagonally up and right of it (indirect, i9). */
          IshiPoint white2 = { o->indirect ? centre + 1 : centre, centre - 1 };
          IshiPoint stones[3];
          /* Recorded as people write it, with the romaji for other programs. */
          g_autofree char *name = g_strdup_printf ("%s %s (%s)", o->code, o->kanji, o->romaji);

          if (!ishi_renju_opening_stones (o, white2, FALSE, stones))
            g_return_val_if_reached (NULL);
          ishi_match_play (match, stones[1].x, stones[1].y);
          ishi_match_play (match, stones[2].x, stones[2].y);
          ishi_game_set_info (game, "ON", name);
        }
    }
  else
    {
      const IshiRuleset *ruleset = go_ruleset_at (gtk_drop_down_get_selected (self->rules_dropdown));
      guint size_index = MIN (gtk_drop_down_get_selected (self->size_dropdown), G_N_ELEMENTS (sizes) - 1);

      match = ishi_match_new_game (ruleset, sizes[size_index],
                                   gtk_spin_button_get_value_as_int (self->handicap_spin),
                                   gtk_adjustment_get_value (self->komi_adjustment));
      game = ishi_match_get_game (match);
    }

  if (black)
    ishi_game_set_info (game, "PB", black);
  if (white)
    ishi_game_set_info (game, "PW", white);
  return g_steal_pointer (&match);
}

IshiMatch *
ishi_new_game_dialog_get_match (IshiNewGameDialog *self)
{
  g_return_val_if_fail (ISHI_IS_NEW_GAME_DIALOG (self), NULL);
  return self->match;
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
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, rules_label);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, size_label);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, handicap_label);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, komi_label);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, opening_label);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, rules_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, handicap_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, handicap_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, komi_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, opening_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, pattern_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, tournament_check);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, black_entry);
  gtk_widget_class_bind_template_child (widget_class, IshiNewGameDialog, white_entry);
  gtk_widget_class_bind_template_callback (widget_class, game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, opening_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ishi_new_game_dialog_init (IshiNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_patterns (self);
  fill_rulesets (self);
}

IshiNewGameDialog *
ishi_new_game_dialog_new (GtkWindow *parent, GSettings *settings)
{
  IshiNewGameDialog *self = g_object_new (ISHI_TYPE_NEW_GAME_DIALOG,
                                          "transient-for", parent, NULL);
  g_autofree char *id = g_settings_get_string (settings, "ruleset");
  const IshiRuleset *ruleset = ishi_ruleset_lookup (id);
  int size = g_settings_get_int (settings, "board-size");

  self->settings = g_object_ref (settings);

  gtk_drop_down_set_selected (self->game_dropdown,
                              ruleset && g_strcmp0 (ruleset->game, "renju") == 0 ? 1 : 0);
  for (guint i = 0; i < 64 && ruleset && g_strcmp0 (ruleset->game, "go") == 0; i++)
    if (go_ruleset_at (i) == ruleset)
      {
        gtk_drop_down_set_selected (self->rules_dropdown, i);
        break;
      }
  rules_changed_cb (self);  /* the komi that goes with the rule set */
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (sizes[i] == size)
      gtk_drop_down_set_selected (self->size_dropdown, i);
  gtk_adjustment_set_value (self->handicap_adjustment, g_settings_get_int (settings, "handicap"));
  gtk_check_button_set_active (self->tournament_check,
                               g_settings_get_boolean (settings, "renju-tournament"));
  update_sensitivity (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->game_dropdown));
  return self;
}
