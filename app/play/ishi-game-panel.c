/* ishi-game-panel.c — the players, the count and the status line under the
 * board (see ishi-game-panel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-game-panel"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-game-panel-private.h"
#include "ishi-game-status.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-ruby.h"
#include "ishi-ruby-words.h"
#include "ishi-lesson-text.h"
#include "ishi-score-view.h"

G_DEFINE_FINAL_TYPE (IshiGamePanel, ishi_game_panel, GTK_TYPE_BOX)

enum {
  BOARD_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum { PROP_0, PROP_COUNT_SHOWN, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The count's steps, when the count has them (the equal-stones methods). */
static GPtrArray *
count_steps (IshiGamePanel *self)
{
  IshiCounting *counting = self->match ? ishi_match_get_counting (self->match) : NULL;
  const IshiScore *score = counting ? ishi_counting_get_score (counting) : NULL;

  return score && score->steps && score->steps->len > 0 ? score->steps : NULL;
}

gboolean
ishi_game_panel_claims_allowed (IshiGamePanel *self)
{
  IshiCounting *counting = ishi_match_get_counting (self->match);

  return counting && ishi_match_get_phase (self->match) == ISHI_PHASE_COUNTING
         && ishi_score_method_is_equal_stones (ishi_counting_get_method (counting));
}

/* `text` for the reader's grade: a paragraph with a reading over each
 * kanji above it, or NULL where there is none to show (no grade set, or
 * no such kanji: in English never). */
static IshiLessonParagraph *
read_at_grade (IshiGamePanel *self, const char *text, gboolean *any)
{
  IshiLessonParagraph *para;

  if (self->grade < 1 || self->grade > 6 || text == NULL)
    return NULL;
  para = ishi_kanji_readings_paragraph (text, self->grade);
  for (guint i = 0; i < para->runs->len; i++)
    if (((IshiLessonRun *) g_ptr_array_index (para->runs, i))->kind == ISHI_LESSON_RUN_RUBY)
      *any = TRUE;
  return para;
}

/* The status line with readings over its kanji at the reader's grade (a
 * child playing Ishi, issue 77 item 9), laid out as the label would be:
 * the headline in its larger type, then one line; or one paragraph in
 * two lines, or two in a line each.  FALSE when there is nothing to
 * read: the label shows. */
static gboolean
set_status_ruby (IshiGamePanel *self, const char *first, const char *rest, gboolean headline)
{
  gboolean any = FALSE;
  g_autoptr(IshiLessonParagraph) head = headline ? read_at_grade (self, first, &any) : NULL;
  g_autoptr(IshiLessonParagraph) line = read_at_grade (self, headline ? rest : first, &any);
  g_autoptr(IshiLessonParagraph) more = headline ? NULL : read_at_grade (self, rest, &any);

  if (!any)
    return FALSE;
  ishi_lesson_text_clear (ISHI_LESSON_TEXT (self->status_head));
  ishi_lesson_text_clear (ISHI_LESSON_TEXT (self->status_ruby));
  if (head)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (self->status_head), head);
  ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (self->status_ruby), line);
  if (more)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (self->status_ruby), more);
  ishi_lesson_text_set_max_lines (ISHI_LESSON_TEXT (self->status_ruby), head || more ? 1 : 2);
  gtk_widget_set_visible (self->status_head, head != NULL);
  return TRUE;
}

/* A phrase of the status line longer than this may break inside (the
 * line holds some 40 characters at the narrowest window). */
#define STATUS_PHRASE_MAX 16

/* The status line in the room kept for it (two lines, or a headline and
 * a line): Pango's limit of lines is a paragraph's, and the winner's
 * headline over a result that wrapped took a third line at Finish — the
 * board shrank by it (issue 66).  The headline over the result have a
 * line each, ellipsized; anything else is one paragraph that may wrap to
 * two lines.  At a child's grade its twin with readings shows in its
 * stead, in the same room. */
static void
set_status (IshiGamePanel *self, const char *winner, const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "\n", -1);
  g_autofree char *first = NULL, *rest = NULL, *shown = NULL;
  PangoAttrList *attrs = pango_attr_list_new ();
  gboolean ruby;

  if (winner)
    {
      first = g_strdup (winner);
      rest = g_strjoinv (" · ", parts);
    }
  else
    /* A note over whose turn it is: one paragraph in the two lines, the
     * turn after the note (a line each cut the note at 760 pixels in
     * Japanese: 「…打つところがなくなっ…」, issue 77 item 13). */
    first = g_strjoinv (" · ", parts);
  shown = winner ? g_strdup_printf ("%s\n%s", first, rest) : g_strdup (first);
  if (winner)
    {
      PangoAttribute *large = pango_attr_scale_new (PANGO_SCALE_LARGE);
      PangoAttribute *bold = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

      large->end_index = bold->end_index = (guint) strlen (first);
      pango_attr_list_insert (attrs, large);
      pango_attr_list_insert (attrs, bold);
    }
  /* Its lines break between words and phrases, as the lessons' do: 「な
   * くなった｜ら」 broke at 760 wide (issue 77, 6). */
  ishi_lesson_layout_line_breaks (shown, strlen (shown), STATUS_PHRASE_MAX, attrs);
  gtk_label_set_lines (self->status_label, rest ? 1 : 2);
  gtk_label_set_text (self->status_label, shown);
  gtk_label_set_attributes (self->status_label, attrs);
  pango_attr_list_unref (attrs);
  /* No tooltip with the whole line: GTK 4.8 leaks an object of the
   * status label's tooltip at each window's end (LeakSanitizer, in every
   * window test); a screen reader reads the label's whole text. */
  ruby = set_status_ruby (self, first, rest, winner != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), !ruby);
  gtk_widget_set_visible (self->status_read, ruby);
}

/* The words (ishi-game-status.h), or a step of the count on the board
 * saying what it did; once the game is over, who won comes first, as a
 * headline. */
static void
update_status (IshiGamePanel *self)
{
  GPtrArray *steps = count_steps (self);
  g_autofree char *text = NULL;
  g_autofree char *winner = NULL;

  if (self->step >= 0 && steps)
    {
      const IshiScoreStep *step = g_ptr_array_index (steps, self->step);

      text = g_strdup_printf (_("Step %d of %u: %s"), self->step + 1, steps->len, step->text);
      set_status (self, NULL, text);
      return;
    }
  {
    IshiGameStatus status = {
      .message = self->message,
      .hint = self->hint,
      .estimate = self->estimate,
      .numbers_note = self->numbers_note,
      .claim_pending = self->pending,
      .claim_point = self->claim_point,
      .claim_color = self->claim_color,
    };

    text = ishi_game_status_text (self->match, &status);
  }
  winner = ishi_match_describe_winner (self->match);
  set_status (self, winner, text);
}

/* The players' bars: names and ranks from the record (PB/PW, BR/WR),
 * captures where the rules have them, the side to move while playing. */
static void
update_players (IshiGamePanel *self, gboolean playing, IshiColor to_move)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);

  for (int i = 0; i < 2; i++)
    {
      IshiColor color = i == 0 ? ISHI_BLACK : ISHI_WHITE;
      g_autofree char *name = ishi_game_get_info (self->game, i == 0 ? "PB" : "PW");
      g_autofree char *rank = ishi_game_get_info (self->game, i == 0 ? "BR" : "WR");

      ishi_clock_view_set_player (self->clock_view, color, name, rank);
    }
  if (rules->has_captures)
    ishi_clock_view_set_captures (self->clock_view, rules->captures (position, ISHI_BLACK),
                                  rules->captures (position, ISHI_WHITE));
  else
    ishi_clock_view_set_captures (self->clock_view, -1, -1);
  ishi_clock_view_set_to_move (self->clock_view, playing ? to_move : ISHI_EMPTY);
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
  IshiColor to_move = ishi_match_get_acting_color (self->match);
  gboolean playing = phase == ISHI_PHASE_PLAYING;
  gboolean marks = counting && phase == ISHI_PHASE_COUNTING
                   && ishi_score_method_has_dead_stones (ishi_counting_get_method (counting));

  const IshiRulesOptions *options = ishi_game_get_options (self->game);

  gtk_widget_set_visible (self->off_board_box, options->off_board_moves);
  gtk_widget_set_visible (self->stop_button, options->no_pass);
  update_players (self, playing, to_move);
  ishi_score_view_set_expected (self->score_view, ishi_match_get_ruleset (self->match)->scoring,
                                ishi_match_get_komi (self->match) != 0 && !isnan (ishi_match_get_komi (self->match)));
  ishi_score_view_set_counting (self->score_view, counting);
  /* Against an engine its opinion of the dead stones comes with the count:
   * its line's room is kept before. */
  ishi_score_view_set_engine_expected (self->score_view,
                                       !ishi_player_is_human (ishi_match_get_player (self->match, ISHI_BLACK))
                                       || !ishi_player_is_human (ishi_match_get_player (self->match, ISHI_WHITE)));
  if (self->grade)
    ishi_ruby_follow_labels (self->count_view, self->grade);
  if (self->count_shown != (counting != NULL))
    {
      self->count_shown = counting != NULL;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT_SHOWN]);
    }
  show_button (GTK_WIDGET (self->seki_toggle), marks);
  show_button (self->undo_mark_button, marks);
  show_button (self->continue_button, phase == ISHI_PHASE_COUNTING);
  show_button (self->finish_button, phase == ISHI_PHASE_COUNTING);
  show_button (self->reopen_button, phase == ISHI_PHASE_FINISHED && counting
               && ishi_score_method_has_dead_stones (ishi_counting_get_method (counting)));
  /* A record's own verdict is counted for the first time here. */
  gtk_button_set_label (GTK_BUTTON (self->reopen_button),
                        ishi_match_result_is_recorded (self->match) ? _("C_ount Again") : _("C_hange the Count"));
  if (!marks)
    gtk_toggle_button_set_active (self->seki_toggle, FALSE);

  /* Claims while counting under the equal-stones methods.  The controls
   * are there (taking their room, invisible) for the whole of such a
   * game, so that the panel's width, and the board's, do not change when
   * counting begins; under the other rule sets they take no room. */
  {
    gboolean equal = ishi_score_method_is_equal_stones (ishi_match_get_ruleset (self->match)->scoring);

    gtk_widget_set_visible (GTK_WIDGET (self->claim_toggle), equal);
    gtk_widget_set_visible (self->claim_box, equal);
    gtk_widget_set_visible (self->step_box, equal);
    gtk_widget_set_visible (GTK_WIDGET (self->step_label), equal);
    gtk_widget_set_visible (GTK_WIDGET (self->way_dropdown),
                            ishi_match_get_ruleset (self->match)->scoring == ISHI_SCORE_EQUAL_OFF_LAW);
  }
  show_button (GTK_WIDGET (self->claim_toggle), ishi_game_panel_claims_allowed (self));
  if (!ishi_game_panel_claims_allowed (self))
    gtk_toggle_button_set_active (self->claim_toggle, FALSE);
  show_button (self->claim_box, self->pending);
  show_button (self->accept_button, self->pending);
  show_button (self->dispute_button, self->pending);
  {
    GPtrArray *steps = count_steps (self);
    g_autofree char *where = NULL;

    show_button (self->step_box, steps != NULL);
    if (counting)
      gtk_drop_down_set_selected (self->way_dropdown, ishi_counting_get_way (counting));
    show_button (self->step_back_button, steps != NULL && self->step >= 0);
    show_button (self->step_forward_button, steps != NULL && self->step + 1 < (int) (steps ? steps->len : 0));
    if (steps && self->step >= 0)
      where = g_strdup_printf (_("Step %d of %u"), self->step + 1, steps->len);
    else if (steps)
      where = g_strdup_printf (_("%u steps"), steps->len);
    gtk_label_set_text (self->step_label, where ? where : "");
  }
}

void
ishi_game_panel_update (IshiGamePanel *self)
{
  if (self->match == NULL)
    return;
  update_status (self);
  update_bottom (self);
}

/* The match changed (a mark, a claim, play): the steps are those of
 * another count, and a claim only waits while counting. */
static void
match_changed_cb (IshiGamePanel *self)
{
  gboolean had = self->step >= 0 || self->pending;

  self->step = -1;
  if (!ishi_game_panel_claims_allowed (self))
    self->pending = FALSE;
  ishi_game_panel_update (self);
  if (had)
    g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

/* The record's game information changed (White took Black after the
 * opening, Game Information): the players' bars follow at once, and the
 * status line that names who acts in Renju. */
static void
record_changed_cb (IshiGamePanel *self)
{
  IshiColor to_move = ishi_match_get_acting_color (self->match);

  update_players (self, ishi_match_get_phase (self->match) == ISHI_PHASE_PLAYING, to_move);
  update_status (self);
}

gboolean
ishi_game_panel_show_step (IshiGamePanel *self, int index)
{
  GPtrArray *steps;

  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), FALSE);

  steps = count_steps (self);
  if (index < -1 || (index >= 0 && (steps == NULL || index >= (int) steps->len)))
    return FALSE;
  if (self->step == index)
    return TRUE;
  self->step = index;
  ishi_game_panel_update (self);
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
  return TRUE;
}

const IshiScoreStep *
ishi_game_panel_get_step (IshiGamePanel *self)
{
  GPtrArray *steps;

  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), NULL);

  steps = count_steps (self);
  if (steps == NULL || self->step < 0 || self->step >= (int) steps->len)
    return NULL;
  return g_ptr_array_index (steps, self->step);
}

/* equal-2-2: section 八 or the appendix's way (a), (b) — the order of the
 * dropdown's items is that of IshiScoreWay. */
static void
way_selected_cb (IshiGamePanel *self)
{
  IshiCounting *counting = self->match ? ishi_match_get_counting (self->match) : NULL;
  guint way = gtk_drop_down_get_selected (self->way_dropdown);

  if (counting && way <= ISHI_SCORE_WAY_APPENDIX_B)
    ishi_counting_set_way (counting, (IshiScoreWay) way);
}

static void
step_back_cb (IshiGamePanel *self)
{
  ishi_game_panel_show_step (self, self->step - 1);
}

static void
step_forward_cb (IshiGamePanel *self)
{
  ishi_game_panel_show_step (self, self->step + 1);
}

void
ishi_game_panel_emit_board_changed (IshiGamePanel *self)
{
  g_signal_emit (self, signals[BOARD_CHANGED], 0);
}

void
ishi_game_panel_set_match (IshiGamePanel *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));
  g_return_if_fail (ISHI_IS_MATCH (match));

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->match, match);
  g_set_object (&self->game, ishi_match_get_game (match));
  self->step = -1;
  self->pending = FALSE;
  g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
  /* An engine seated: its line under the count keeps its room from now. */
  g_signal_connect_swapped (match, "players-changed", G_CALLBACK (ishi_game_panel_update), self);
  g_signal_connect_swapped (self->game, "record-changed", G_CALLBACK (record_changed_cb), self);
  ishi_game_panel_update (self);
}

void
ishi_game_panel_set_engine_dead (IshiGamePanel *self, const char *engine, GArray *dead)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));
  ishi_score_view_set_engine_dead (self->score_view, engine, dead);
  if (self->grade)
    ishi_ruby_follow_labels (self->count_view, self->grade);
}

GtkBox *
ishi_game_panel_get_status_end (IshiGamePanel *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), NULL);
  return GTK_BOX (self->status_end);
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

void
ishi_game_panel_set_estimate (IshiGamePanel *self, const char *estimate)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));

  if (g_strcmp0 (self->estimate, estimate) == 0)
    return;
  g_free (self->estimate);
  self->estimate = g_strdup (estimate);
  if (self->match)
    update_status (self);
}

void
ishi_game_panel_set_numbers_note (IshiGamePanel *self, const char *note)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));

  if (g_strcmp0 (self->numbers_note, note) == 0)
    return;
  g_free (self->numbers_note);
  self->numbers_note = g_strdup (note);
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
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
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
  g_free (self->numbers_note);
  g_free (self->estimate);
  G_OBJECT_CLASS (ishi_game_panel_parent_class)->finalize (object);
}

static void
ishi_game_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  IshiGamePanel *self = ISHI_GAME_PANEL (object);

  switch (prop_id)
    {
    case PROP_COUNT_SHOWN:
      g_value_set_boolean (value, self->count_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ishi_game_panel_class_init (IshiGamePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_game_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_game_panel_finalize;
  G_OBJECT_CLASS (klass)->get_property = ishi_game_panel_get_property;
  /* Whether there is a count to show (counting, or counted). */
  properties[PROP_COUNT_SHOWN] = g_param_spec_boolean ("count-shown", NULL, NULL, FALSE,
                                                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
  g_type_ensure (ISHI_TYPE_SCORE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/ishi/Ishi/ishi-game-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, IshiGamePanel, name)
  BIND (count_view); BIND (count_buttons); BIND (clock_view); BIND (score_view);
  BIND (off_board_box); BIND (off_board_button); BIND (stop_button);
  BIND (seki_toggle); BIND (continue_button); BIND (undo_mark_button); BIND (finish_button);
  BIND (reopen_button); BIND (status_label); BIND (status_read); BIND (status_end);
  BIND (claim_toggle); BIND (claim_box); BIND (accept_button); BIND (dispute_button);
  BIND (step_box); BIND (step_back_button); BIND (step_forward_button); BIND (step_label);
  BIND (way_dropdown);
#undef BIND
  /* "board-changed": what the board shows for the count changed (a step
   * of it, a claim waiting) without the match changing. */
  signals[BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
}

/* The height of the status line with readings: a headline and a line,
 * or two lines, each with a reading over it. */
static int
ruby_status_height (IshiGamePanel *self)
{
  IshiLessonText *head = ISHI_LESSON_TEXT (self->status_head), *line = ISHI_LESSON_TEXT (self->status_ruby);
  int one, two, headline;

  ishi_lesson_text_clear (line);
  ishi_lesson_text_set_max_lines (line, 1);
  ishi_lesson_text_append (line, ISHI_TEXT_RUN_RUBY, "字", "じ");
  gtk_widget_measure (self->status_ruby, GTK_ORIENTATION_VERTICAL, 1000, &one, NULL, NULL, NULL);
  ishi_lesson_text_begin_paragraph (line);
  ishi_lesson_text_append (line, ISHI_TEXT_RUN_RUBY, "字", "じ");
  gtk_widget_measure (self->status_ruby, GTK_ORIENTATION_VERTICAL, 1000, &two, NULL, NULL, NULL);
  ishi_lesson_text_clear (head);
  ishi_lesson_text_append (head, ISHI_TEXT_RUN_RUBY, "字", "じ");
  gtk_widget_measure (self->status_head, GTK_ORIENTATION_VERTICAL, 1000, &headline, NULL, NULL, NULL);
  return MAX (two, headline + one);
}

/* The status line always has room for the winner's headline and a line
 * under it (or two lines of a long count, which are lower), so that it
 * never changes the board's size either — and with a child's grade set,
 * for the same with readings, whichever it shows.  The sample is in the
 * interface's own script: a Japanese line (a fallback CJK font) is taller
 * than a Latin one, but measuring a kanji in an English interface loaded
 * a CJK font before the first frame for nothing (issue 23 item 16).
 * Measured again once the panel is in a window, in its type. */
static void
reserve_status (IshiGamePanel *self)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *sample = NULL;
  const char *line;
  gboolean kanji = FALSE;
  int height;

  /* Translators: a sample of the tallest characters the status line shows
   * in your language (Japanese: "Ag字"), to give it its height. */
  line = _("Ag");
  sample = g_markup_printf_escaped ("<span size=\"large\" weight=\"bold\">%s</span>\n%s", line, line);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->status_label), NULL);
  pango_layout_set_markup (layout, sample, -1);
  pango_layout_get_pixel_size (layout, NULL, &height);
  for (const char *p = line; *p; p = g_utf8_next_char (p))
    kanji = kanji || g_unichar_get_script (g_utf8_get_char (p)) == G_UNICODE_SCRIPT_HAN;
  if (kanji && self->grade >= 1 && self->grade <= 6)
    height = MAX (height, ruby_status_height (self));
  gtk_widget_set_size_request (GTK_WIDGET (self->status_label), -1, height);
  gtk_widget_set_size_request (self->status_read, -1, height);
  if (self->match)
    update_status (self);
}

/* The rest of the panel's words at the reader's grade (issue 77, 9): the
 * players' bars, the count and its buttons, the engine's bar at the
 * status line's end — followed as their owners change them; the count's
 * table is made again at each count, so it is read again after. */
static void
read_words (IshiGamePanel *self)
{
  GtkWidget *parts[] = { GTK_WIDGET (self->clock_view), self->count_view, self->count_buttons, self->status_end };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      ishi_ruby_follow_labels (parts[i], self->grade);
      ishi_ruby_follow_buttons (parts[i], self->grade);
    }
}

void
ishi_game_panel_set_reading_grade (IshiGamePanel *self, int grade)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));

  grade = grade >= 1 && grade <= 6 ? grade : 0;
  if (self->grade == grade)
    return;
  self->grade = grade;
  reserve_status (self);
  read_words (self);
}

static void
ishi_game_panel_init (IshiGamePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->step = -1;
  g_signal_connect_swapped (self->step_back_button, "clicked", G_CALLBACK (step_back_cb), self);
  g_signal_connect_swapped (self->step_forward_button, "clicked", G_CALLBACK (step_forward_cb), self);
  g_signal_connect_swapped (self->way_dropdown, "notify::selected", G_CALLBACK (way_selected_cb), self);
  g_signal_connect_swapped (self->accept_button, "clicked", G_CALLBACK (ishi_game_panel_accept_cb), self);
  g_signal_connect_swapped (self->dispute_button, "clicked", G_CALLBACK (ishi_game_panel_dispute_cb), self);
  self->status_head = ishi_lesson_text_new ();
  gtk_widget_add_css_class (self->status_head, "ishi-status-headline");
  self->status_ruby = ishi_lesson_text_new ();
  ishi_lesson_text_set_max_lines (ISHI_LESSON_TEXT (self->status_head), 1);
  gtk_box_append (GTK_BOX (self->status_read), self->status_head);
  gtk_box_append (GTK_BOX (self->status_read), self->status_ruby);
  reserve_status (self);
  g_signal_connect (self, "realize", G_CALLBACK (reserve_status), NULL);
}

/* The count beside the board (ishi-board-frame.h), shown while there is
 * one. */
void
ishi_game_panel_place_count (IshiGamePanel *self, IshiBoardFrame *frame)
{
  g_return_if_fail (ISHI_IS_GAME_PANEL (self));
  g_return_if_fail (ISHI_IS_BOARD_FRAME (frame));

  ishi_board_frame_set_aside (frame, self->count_view, self->count_buttons);
  /* The players' bars under the board, as wide as it. */
  g_object_ref (self->clock_view);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->clock_view))), GTK_WIDGET (self->clock_view));
  ishi_board_frame_set_footer (frame, GTK_WIDGET (self->clock_view));
  g_object_unref (self->clock_view);
  g_object_bind_property (self, "count-shown", frame, "aside-shown", G_BINDING_SYNC_CREATE);
}

IshiClockView *
ishi_game_panel_get_clock_view (IshiGamePanel *self)
{
  g_return_val_if_fail (ISHI_IS_GAME_PANEL (self), NULL);
  return self->clock_view;
}
