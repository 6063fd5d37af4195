/* ishi-opening-bar.c — see ishi-opening-bar.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-game-model.h"
#include "ishi-opening-bar.h"
#include "ishi-renju-opening-choice.h"
#include "ishi-renju-set.h"
#include "ishi-ruleset.h"

struct _IshiOpeningBar {
  GtkBox parent_instance;

  GtkLabel *label;
  GtkWidget *swap_button;
  GtkWidget *keep_button;
  GtkWidget *offer_button;
  GtkWidget *count_spin;
  GtkAdjustment *count_adjustment;
  GtkWidget *declare_button;
  GtkWidget *pick_dropdown;
  GtkStringList *offer_names;
  GtkWidget *pick_button;

  IshiMatch *match;        /* the game whose White chooses, or whose choice is shown */
  gboolean steps;          /* the match plays its opening step by step (ishi-renju-opening.h) */
  IshiSgfNode *closed_at;  /* Close hid the bar at this node (step rules): until it changes */
};

G_DEFINE_FINAL_TYPE (IshiOpeningBar, ishi_opening_bar, GTK_TYPE_BOX)

enum { SIGNAL_SWAP, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The opening on the board: Black 1 on the centre, White 2, Black 3. */
static const IshiRenjuOpening *
opening_of (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);
  int size = ishi_game_get_size (game), centre = size / 2;
  IshiPoint stones[3] = { { centre, centre }, { -1, -1 }, { -1, -1 } };

  if (size != 15 || rules->stone_at (position, centre, centre) != ISHI_BLACK)
    return NULL;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor c = rules->stone_at (position, x, y);

        if (c == ISHI_WHITE)
          stones[1] = (IshiPoint) { x, y };
        else if (c == ISHI_BLACK && (x != centre || y != centre))
          stones[2] = (IshiPoint) { x, y };
      }
  return stones[1].x < 0 || stones[2].x < 0 ? NULL : ishi_renju_opening_identify (stones, NULL);
}

static void
set_match (IshiOpeningBar *self, IshiMatch *match);

static void
show_only (IshiOpeningBar *self, GtkWidget *const *shown)
{
  GtkWidget *all[] = { self->swap_button, self->keep_button, self->offer_button, self->count_spin,
                       self->declare_button, self->pick_dropdown, self->pick_button };

  for (gsize i = 0; i < G_N_ELEMENTS (all); i++)
    {
      gboolean visible = FALSE;

      for (GtkWidget *const *w = shown; *w && !visible; w++)
        visible = *w == all[i];
      gtk_widget_set_visible (all[i], visible);
    }
}

/* ---- 珠型交代打ち (renju-rif): White's one choice, kept apart ----------- */

/* The choice is made: written into the record, and after a swap the
 * window exchanges the players. */
static void
choose (IshiOpeningBar *self, gboolean swap, const char *reason)
{
  IshiGame *game = ishi_match_get_game (self->match);
  const char *what = swap ? _("White swapped colours after the third move.")
                          : _("White kept White after the third move.");
  g_autofree char *why = reason ? g_strdup_printf ("%s %s", what, reason) : g_strdup (what);

  gtk_widget_set_visible (self->swap_button, FALSE);
  gtk_widget_set_visible (self->keep_button, FALSE);
  if (swap)
    {
      ishi_renju_exchange_colours (game, why);
      g_signal_emit (self, signals[SIGNAL_SWAP], 0);
    }
  else
    {
      g_autofree char *comment = ishi_game_get_node_text (game, "C");
      g_autofree char *both = comment && *comment ? g_strconcat (comment, "\n", why, NULL) : NULL;

      ishi_game_set_node_text (game, "C", both ? both : why);
    }
}

/* Past the opening (White 4 played, or an undo below move 3): White's
 * question is answered or gone; the engine's reason stays until Black 5. */
static void
rif_changed (IshiOpeningBar *self)
{
  guint moves = ishi_game_get_move_number (ishi_match_get_game (self->match));
  gboolean asking = gtk_widget_get_visible (self->swap_button);

  if (moves != 3 && (asking || moves < 3 || moves > 5))
    set_match (self, NULL);
}

static void
rif_start (IshiOpeningBar *self, IshiMatch *match, const IshiRenjuOpening *opening)
{
  IshiPlayer *white = ishi_match_get_player (match, ISHI_WHITE);
  GtkWidget *buttons[] = { self->swap_button, self->keep_button, NULL };

  gtk_button_set_label (GTK_BUTTON (self->keep_button), _("_Keep White"));
  if (white != NULL && !ishi_player_is_human (white))
    {
      g_autofree char *reason = NULL;
      gboolean swap = ishi_renju_engine_decide_swap (opening, &reason);
      /* Translators: %s is the engine's reason, "Kagetsu (D4) is a sure win for Black: I take Black." */
      g_autofree char *text = g_strdup_printf (_("White’s choice: %s"), reason);

      gtk_label_set_text (self->label, text);
      show_only (self, (GtkWidget *[]) { NULL });
      choose (self, swap, reason);
    }
  else
    {
      g_autofree char *name = g_strdup_printf ("%s %s", opening->code, ishi_renju_opening_display_name (opening));
      g_autofree char *text = g_strdup_printf (_("The opening %s is on the board. White chooses: swap colours "
                                                 "and play Black, or keep White and play move 4."), name);

      gtk_label_set_text (self->label, text);
      show_only (self, buttons);
    }
}

/* ---- the rules of stronger players: a step at a time ------------------- */

static const char *
colour (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

/* The question of a step a person takes. */
static char *
ask (IshiOpeningBar *self, const IshiOpeningStep *step)
{
  const IshiRenjuOpening *opening;

  switch (step->kind)
    {
    case ISHI_OPENING_STEP_PLACE:
      if (step->radius == 0)
        return g_strdup_printf (_("%s plays move %u on the centre point."), colour (step->color), step->move);
      if (step->radius > 0)
        /* TRANSLATORS: "White plays move 2 within the 3 × 3 square around the centre." */
        return g_strdup_printf (_("%s plays move %u within the %d × %d square around the centre."),
                                colour (step->color), step->move, 2 * step->radius + 1, 2 * step->radius + 1);
      return g_strdup_printf (_("%s plays move %u anywhere on the board."), colour (step->color), step->move);
    case ISHI_OPENING_STEP_SWAP:
      opening = step->move == 3 ? opening_of (self->match) : NULL;
      if (step->count > 0)
        return g_strdup_printf (_("White asks for %u fifth moves. The player holding Black chooses: swap colours "
                                  "and keep one of them as White, or keep Black and offer them."), step->count);
      if (opening != NULL)
        {
          g_autofree char *name = g_strdup_printf ("%s %s", opening->code,
                                                   ishi_renju_opening_display_name (opening));

          return g_strdup_printf (_("The opening %s is on the board. The player holding White chooses: "
                                    "swap colours and hold Black, or keep White."), name);
        }
      /* TRANSLATORS: "After move 2 the player holding Black chooses: swap
       * colours and hold White, or keep Black." */
      return g_strdup_printf (_("After move %u the player holding %s chooses: swap colours and hold %s, "
                                "or keep %s."), step->move, colour (step->color),
                              colour (ishi_color_other (step->color)), colour (step->color));
    case ISHI_OPENING_STEP_DECLARE:
      return g_strdup_printf (_("White names how many fifth moves Black will offer, from 1 to %u, "
                                "then plays move 4 anywhere."), step->count);
    case ISHI_OPENING_STEP_FIFTH_WAY:
      return g_strdup_printf (_("The player holding Black chooses: swap colours; keep Black and play move 5 "
                                "within the 9 × 9 square (White may swap after it); or keep Black and offer "
                                "%u fifth moves anywhere, White keeping one."), step->count);
    case ISHI_OPENING_STEP_OFFER:
      return g_strdup_printf (_("Black offers %u fifth moves: click each on the board (%u so far). No two may "
                                "be symmetrical; Undo takes the last back."), step->count, step->offered);
    case ISHI_OPENING_STEP_PICK:
      return g_strdup_printf (_("Black offered %u fifth moves, the lettered stones. White keeps one: click it "
                                "on the board, or choose it here."), step->offered);
    case ISHI_OPENING_STEP_NONE:
    default:
      return NULL;
    }
}

/* The last choice written at the current node, for the line under the
 * question: what an engine chose and why, or what was offered and kept. */
static char *
note_of (IshiMatch *match)
{
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *node = ishi_game_get_node (game);
  g_autofree char *comment = NULL;
  char *last;

  if (!ishi_sgf_node_lookup (node, "SWAP") && !ishi_sgf_node_lookup (node, "FIFTHS")
      && !ishi_sgf_node_lookup (node, "OFFER"))
    return NULL;
  comment = ishi_game_get_node_text (game, "C");
  if (comment == NULL || *comment == '\0')
    return NULL;
  last = strrchr (comment, '\n');
  return g_strdup (last ? last + 1 : comment);
}

static void
fill_offers (IshiOpeningBar *self)
{
  g_autoptr(GArray) offers = ishi_renju_opening_get_offers (ishi_match_get_game (self->match));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->offer_names));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < offers->len; i++)
    {
      IshiPoint p = g_array_index (offers, IshiPoint, i);
      g_autofree char *letter = ishi_variation_letter (i);
      g_autofree char *point = ishi_rules_renju ()->format_point (15, p.x, p.y);

      g_ptr_array_add (names, g_strdup_printf ("%s  %s", letter, point));
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->offer_names, 0, n, (const char *const *) names->pdata);
}

static void
steps_changed (IshiOpeningBar *self)
{
  IshiOpeningStep step;
  IshiPlayer *player;
  g_autofree char *question = NULL;
  g_autofree char *note = note_of (self->match);
  IshiGame *game = ishi_match_get_game (self->match);

  ishi_match_get_opening_step (self->match, &step);
  if (self->closed_at != NULL && self->closed_at != ishi_game_get_node (game))
    self->closed_at = NULL;
  if (ishi_match_get_phase (self->match) != ISHI_PHASE_PLAYING || self->closed_at != NULL
      || (step.kind == ISHI_OPENING_STEP_NONE && note == NULL)
      /* a stone to place in the middle of a record: a review, not a game */
      || (step.kind == ISHI_OPENING_STEP_PLACE && ishi_game_get_node (game)->first_child != NULL))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  player = step.kind == ISHI_OPENING_STEP_NONE ? NULL : ishi_match_get_player (self->match, step.color);
  if (player != NULL && !ishi_player_is_human (player))
    question = g_strdup_printf (_("The engine holding %s is choosing."), colour (step.color));
  else
    question = ask (self, &step);
  /* The question, and under it, dimmed, the last choice and its reason. */
  if (question != NULL && note != NULL)
    {
      g_autofree char *markup = g_markup_printf_escaped ("%s\n<span alpha=\"60%%\">%s</span>", question, note);

      gtk_label_set_markup (self->label, markup);
    }
  else
    gtk_label_set_text (self->label, question ? question : note);

  if (player == NULL || !ishi_player_is_human (player))
    show_only (self, (GtkWidget *[]) { NULL });
  else if (step.kind == ISHI_OPENING_STEP_SWAP || step.kind == ISHI_OPENING_STEP_FIFTH_WAY)
    {
      g_autofree char *offer = g_strdup_printf (_("_Offer %u Fifth Moves"), step.count);

      gtk_button_set_label (GTK_BUTTON (self->keep_button),
                            step.color == ISHI_BLACK ? _("_Keep Black") : _("_Keep White"));
      gtk_button_set_label (GTK_BUTTON (self->offer_button), offer);
      show_only (self, (GtkWidget *[]) { self->swap_button, self->keep_button,
                                         step.kind == ISHI_OPENING_STEP_FIFTH_WAY ? self->offer_button : NULL,
                                         NULL });
    }
  else if (step.kind == ISHI_OPENING_STEP_DECLARE)
    {
      gtk_adjustment_set_upper (self->count_adjustment, step.count);
      show_only (self, (GtkWidget *[]) { self->count_spin, self->declare_button, NULL });
    }
  else if (step.kind == ISHI_OPENING_STEP_PICK)
    {
      fill_offers (self);
      show_only (self, (GtkWidget *[]) { self->pick_dropdown, self->pick_button, NULL });
    }
  else
    show_only (self, (GtkWidget *[]) { NULL });
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
match_changed_cb (IshiOpeningBar *self)
{
  if (self->steps)
    steps_changed (self);
  else
    rif_changed (self);
}

static void
set_match (IshiOpeningBar *self, IshiMatch *match)
{
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  self->steps = match != NULL && ishi_ruleset_has_opening_steps (ishi_match_get_ruleset (match));
  self->closed_at = NULL;
  if (match)
    g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self), match != NULL);
  if (self->steps)
    steps_changed (self);
}

void
ishi_opening_bar_start (IshiOpeningBar *self, IshiMatch *match)
{
  const IshiRenjuOpening *opening;

  g_return_if_fail (ISHI_IS_OPENING_BAR (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  set_match (self, NULL);
  if (ishi_ruleset_has_opening_steps (ishi_match_get_ruleset (match)))
    {
      set_match (self, match);
      return;
    }
  if (ishi_match_get_ruleset (match)->opening != ISHI_OPENING_RIF
      || ishi_game_get_move_number (ishi_match_get_game (match)) != 3
      || (opening = opening_of (match)) == NULL)
    return;
  set_match (self, match);
  rif_start (self, match, opening);
}

void
ishi_opening_bar_follow (IshiOpeningBar *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_OPENING_BAR (self));
  if (match == self->match)
    return;
  set_match (self, NULL);
  if (match != NULL && ishi_ruleset_has_opening_steps (ishi_match_get_ruleset (match)))
    set_match (self, match);
}

void
ishi_opening_bar_decorate (IshiMatch *match, IshiBoardModel *model)
{
  IshiOpeningStep step;
  g_autoptr(GArray) offers = NULL;

  g_return_if_fail (model != NULL);
  if (match == NULL)
    return;
  ishi_match_get_opening_step (match, &step);
  if (step.kind != ISHI_OPENING_STEP_OFFER && step.kind != ISHI_OPENING_STEP_PICK)
    return;
  offers = ishi_renju_opening_get_offers (ishi_match_get_game (match));
  if (offers->len == 1)
    {
      IshiPoint p = g_array_index (offers, IshiPoint, 0);
      g_autofree char *letter = ishi_variation_letter (0);

      ishi_board_model_add_label (model, p.x, p.y, ISHI_BLACK, letter);
    }
}

/* ---- the buttons --------------------------------------------------------- */

/* A choice of the step rules went to the match; a refusal rings. */
static void
answered (IshiOpeningBar *self, gboolean done, GError *error)
{
  if (!done)
    {
      if (error)
        gtk_label_set_text (self->label, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

/* Swap, Keep, or Taraguchi's offer: the match's choice under the rules of
 * stronger players; 珠型交代打ち's own choice otherwise. */
static void
choice_clicked (IshiOpeningBar *self, IshiOpeningChoice choice)
{
  g_autoptr(GError) error = NULL;

  if (self->match == NULL)
    return;
  if (self->steps)
    answered (self, ishi_match_opening_choose (self->match, choice, NULL, &error), error);
  else if (choice != ISHI_OPENING_OFFER)
    {
      choose (self, choice == ISHI_OPENING_SWAP, NULL);
      set_match (self, NULL);
    }
}

static void
swap_clicked_cb (IshiOpeningBar *self)
{
  choice_clicked (self, ISHI_OPENING_SWAP);
}

static void
keep_clicked_cb (IshiOpeningBar *self)
{
  choice_clicked (self, ISHI_OPENING_KEEP);
}

static void
offer_clicked_cb (IshiOpeningBar *self)
{
  choice_clicked (self, ISHI_OPENING_OFFER);
}

static void
declare_clicked_cb (IshiOpeningBar *self)
{
  g_autoptr(GError) error = NULL;
  guint count = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->count_spin));

  if (self->match && self->steps)
    answered (self, ishi_match_opening_declare (self->match, count, NULL, &error), error);
}

static void
pick_clicked_cb (IshiOpeningBar *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) offers = NULL;
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->pick_dropdown));

  if (self->match == NULL || !self->steps)
    return;
  offers = ishi_renju_opening_get_offers (ishi_match_get_game (self->match));
  if (i >= offers->len)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  answered (self, ishi_match_opening_pick (self->match, g_array_index (offers, IshiPoint, i).x,
                                           g_array_index (offers, IshiPoint, i).y, NULL, &error), error);
}

static void
close_clicked_cb (IshiOpeningBar *self)
{
  if (self->steps)
    {
      /* Hidden until the game moves on: the question is still the
       * game's, and comes back with the next step. */
      self->closed_at = ishi_game_get_node (ishi_match_get_game (self->match));
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  set_match (self, NULL);
}

static void
ishi_opening_bar_dispose (GObject *object)
{
  set_match (ISHI_OPENING_BAR (object), NULL);
  G_OBJECT_CLASS (ishi_opening_bar_parent_class)->dispose (object);
}

static void
ishi_opening_bar_class_init (IshiOpeningBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_opening_bar_dispose;
  signals[SIGNAL_SWAP] = g_signal_new ("swap", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-opening-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, label);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, swap_button);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, keep_button);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, offer_button);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, count_spin);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, count_adjustment);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, declare_button);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, pick_dropdown);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, offer_names);
  gtk_widget_class_bind_template_child (widget_class, IshiOpeningBar, pick_button);
  gtk_widget_class_bind_template_callback (widget_class, swap_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, keep_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, offer_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, declare_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pick_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);
}

static void
ishi_opening_bar_init (IshiOpeningBar *self)
{
  g_autoptr(PangoLayout) line = NULL;
  int height = 0;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Two lines at least: in GTK 4.8 a wrapping label of Japanese mixed
   * with digits measured its one line two pixels taller when wrapped to
   * a width than when not, and the bar warned that it reported two
   * heights; a floor of two lines (the question and its note are rarely
   * less) is above both. */
  line = gtk_widget_create_pango_layout (GTK_WIDGET (self->label), "黒 W 8");
  pango_layout_get_pixel_size (line, NULL, &height);
  gtk_widget_set_size_request (GTK_WIDGET (self->label), -1, 2 * height + 2);
}
