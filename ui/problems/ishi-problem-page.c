/* ishi-problem-page.c — see ishi-problem-page.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-game-model.h"
#include "ishi-lesson-text.h"
#include "ishi-problem-page.h"

struct _IshiProblemPage {
  GtkWidget parent_instance;

  GtkWidget *box;
  IshiBoardView *board;
  GtkLabel *title;
  IshiLessonText *question;
  IshiLessonText *verdict;
  IshiLessonText *comment;
  GtkWidget *next_button;

  IshiProblemPlay *play;
  IshiPoint hint;            /* marked on the board; x < 0: none */
  gboolean has_next;
};

G_DEFINE_FINAL_TYPE (IshiProblemPage, ishi_problem_page, GTK_TYPE_WIDGET)

enum { SIGNAL_CHANGED, SIGNAL_NEXT, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char page_css[] =
  ".ishi-problem-page .problem-title { font-size: 1.3em; font-weight: bold; }\n"
  ".ishi-problem-page .problem-question { font-size: 1.15em; }\n"
  ".ishi-problem-page .problem-verdict { font-size: 1.15em; font-weight: bold; }\n"
  ".ishi-problem-page .problem-verdict.right { color: #26a269; }\n"
  ".ishi-problem-page .problem-verdict.wrong { color: #c01c28; }\n"
  ".ishi-problem-page .problem-verdict.outside { color: #9c6e03; }\n"
  ".ishi-problem-page .problem-comment { color: alpha(currentColor, 0.8); }\n";

/* --- the board ------------------------------------------------------------------ */

static void
grow (IshiPoint *min, IshiPoint *max, int x, int y)
{
  min->x = MIN (min->x, x);
  min->y = MIN (min->y, y);
  max->x = MAX (max->x, x);
  max->y = MAX (max->y, y);
}

/* The part of the board to show: the file's VW, or on a Go board of
 * 13×13 or more the corner or side the problem's stones and moves are in
 * (a problem in a corner of 19×19 would be small and hard to click). */
static gboolean
view_region (IshiProblem *problem, IshiGame *game, IshiPoint *min, IshiPoint *max)
{
  const IshiSgfNode *root = ishi_problem_get_root (problem);
  int size = ishi_problem_get_size (problem);
  const IshiRules *rules = ishi_problem_get_rules (problem);
  IshiSgfProperty *vw = ishi_sgf_node_lookup (root, "VW");

  *min = (IshiPoint) { size, size };
  *max = (IshiPoint) { -1, -1 };
  if (vw != NULL)
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      ishi_sgf_parse_point_set (vw->values, vw->n_values, size, points, NULL);
      for (guint i = 0; i < points->len; i++)
        grow (min, max, g_array_index (points, IshiPoint, i).x, g_array_index (points, IshiPoint, i).y);
      return points->len > 0 && (max->x > min->x || max->y > min->y);
    }
  /* (9×9 and Renju's 15×15 are shown whole, as such problems are printed.) */
  if (size < 13 || rules->plain_letters)
    return FALSE;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (ishi_game_get_position (game), x, y) != ISHI_EMPTY)
        grow (min, max, x, y);
  for (const IshiSgfNode *n = ishi_problem_get_start (problem)->first_child; n != NULL;)
    {
      IshiColor color;
      int x, y;

      if (ishi_game_node_move (n, size, &color, &x, &y) && x >= 0)
        grow (min, max, x, y);
      if (n->first_child != NULL)
        n = n->first_child;
      else
        {
          while (n != NULL && n->next_sibling == NULL)
            n = n->parent == ishi_problem_get_start (problem) ? NULL : n->parent;
          n = n ? n->next_sibling : NULL;
        }
    }
  if (max->x < 0)
    return FALSE;
  /* Two lines of room around them, and the edge when it is near. */
  min->x = min->x - 2 <= 2 ? 0 : min->x - 2;
  min->y = min->y - 2 <= 2 ? 0 : min->y - 2;
  max->x = max->x + 2 >= size - 3 ? size - 1 : max->x + 2;
  max->y = max->y + 2 >= size - 3 ? size - 1 : max->y + 2;
  return (max->x - min->x + 1) * (max->y - min->y + 1) < size * size * 3 / 4;
}

static void
update_board (IshiProblemPage *self)
{
  g_autoptr(IshiBoardModel) model = NULL;
  IshiGame *game;
  IshiProblem *problem;

  if (self->play == NULL)
    {
      g_autoptr(IshiBoardModel) empty = ishi_board_model_new (9);

      ishi_board_view_set_model (self->board, empty);
      return;
    }
  game = ishi_problem_play_get_game (self->play);
  problem = ishi_problem_play_get_problem (self->play);
  /* No variation letters: they would give the answers away. */
  model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_MARKUP | ISHI_GAME_MODEL_HINTS
                                               | ISHI_GAME_MODEL_LAST_MOVE | ISHI_GAME_MODEL_OUTCOME);
  model->coords = ishi_problem_get_rules (problem)->plain_letters ? ISHI_BOARD_COORDS_RENJU
                                                                  : ISHI_BOARD_COORDS_WESTERN;
  model->has_region = view_region (problem, game, &model->region_min, &model->region_max);
  if (self->hint.x >= 0)
    {
      IshiBoardPoint *point = ishi_board_model_get_point (model, self->hint.x, self->hint.y);

      if (point != NULL)
        {
          point->flags |= ISHI_BOARD_FLAG_HIGHLIGHT;
          point->mark = ISHI_BOARD_MARK_CIRCLE;
        }
    }
  ishi_board_view_set_model (self->board, model);
}

/* --- what the page says ------------------------------------------------------------- */

/* Text from a file, with its readings as ruby. */
static void
add_file_text (IshiLessonText *text, const char *words)
{
  g_autoptr(GPtrArray) runs = ishi_problem_text_runs (words);

  ishi_lesson_text_begin_paragraph (text);
  for (guint i = 0; i < runs->len; i++)
    {
      IshiProblemRun *run = g_ptr_array_index (runs, i);

      switch (run->kind)
        {
        case ISHI_PROBLEM_RUN_TEXT:
          ishi_lesson_text_append (text, ISHI_TEXT_RUN_PLAIN, run->text, NULL);
          break;
        case ISHI_PROBLEM_RUN_RUBY:
          ishi_lesson_text_append (text, ISHI_TEXT_RUN_RUBY, run->text, run->reading);
          break;
        case ISHI_PROBLEM_RUN_BREAK:
          ishi_lesson_text_append (text, ISHI_TEXT_RUN_BREAK, "", NULL);
          break;
        case ISHI_PROBLEM_RUN_PARAGRAPH:
        default:
          ishi_lesson_text_begin_paragraph (text);
          break;
        }
    }
}

static void
say (IshiProblemPage *self, const char *css_class, const char *words)
{
  static const char *const classes[] = { "right", "wrong", "outside" };

  for (gsize i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), classes[i]);
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->verdict), css_class);
  ishi_lesson_text_set_plain (self->verdict, words ? words : "");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), words != NULL);
}

static void
show_comment (IshiProblemPage *self, const char *comment)
{
  ishi_lesson_text_clear (self->comment);
  if (comment != NULL)
    add_file_text (self->comment, comment);
  gtk_widget_set_visible (GTK_WIDGET (self->comment), comment != NULL);
}

static char *
point_name (IshiProblemPage *self, IshiPoint p)
{
  IshiProblem *problem = ishi_problem_play_get_problem (self->play);

  if (p.x < 0)
    return g_strdup (_("a pass"));
  return ishi_problem_get_rules (problem)->format_point (ishi_problem_get_size (problem), p.x, p.y);
}

/* Ishi's answer, said after the verdict ("White answers at F5."). */
static char *
answer_words (IshiProblemPage *self, const IshiProblemAnswer *answer)
{
  IshiColor other = ishi_color_other (ishi_problem_get_player (ishi_problem_play_get_problem (self->play)));
  g_autofree char *name = NULL;

  if (!answer->replied)
    return g_strdup ("");
  if (answer->reply.x < 0)
    /* Translators: Ishi's answer in a problem: "White passes." */
    return g_strdup (other == ISHI_BLACK ? _("Black passes.") : _("White passes."));
  name = point_name (self, answer->reply);
  /* Translators: Ishi's answer in a problem: "White answers at F5." */
  return g_strdup_printf (other == ISHI_BLACK ? _("Black answers at %s.") : _("White answers at %s."), name);
}

static void
show_verdict (IshiProblemPage *self, IshiProblemVerdict verdict, const IshiProblemAnswer *answer)
{
  g_autofree char *reply = answer_words (self, answer);
  g_autofree char *words = NULL;

  switch (verdict)
    {
    case ISHI_PROBLEM_VERDICT_REFUSED:
      say (self, "wrong", ishi_move_status_describe (answer->status));
      return;
    case ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM:
      say (self, "outside", _("This move is not in this problem. Take it back with Undo and try another."));
      break;
    case ISHI_PROBLEM_VERDICT_RIGHT:
      /* Translators: a right move of a problem; %s is Ishi's answer, e.g.
       * "White answers at F5." */
      words = *reply ? g_strdup_printf (_("Right! %s Go on."), reply) : g_strdup (_("Right! Go on."));
      say (self, "right", words);
      break;
    case ISHI_PROBLEM_VERDICT_SOLVED:
      words = g_strdup_printf ("%s %s %s", reply, ishi_problem_play_get_first_try (self->play)
                                                  ? _("Solved at the first try!") : _("Solved!"),
                               self->has_next ? "" : _("That was the last problem of the set."));
      say (self, "right", g_strstrip (words));
      break;
    case ISHI_PROBLEM_VERDICT_WRONG:
      /* Translators: a wrong move of a problem; then Ishi's answer, e.g.
       * "White answers at E4.", and what the learner may do */
      {
        const char *next = ishi_problem_play_is_over (self->play)
                           ? _("Take the move back with Undo, or Try Again.")
                           : _("You may play on to see why, or take the move back with Undo.");

        /* a 詰め連珠: why the move fails, Ishi's answer said in it */
        if (answer->why)
          words = g_strdup_printf ("%s %s %s", _("Wrong."), answer->why, next);
        else if (*reply)
          words = g_strdup_printf ("%s %s %s", _("Wrong."), reply, next);
        else
          words = g_strdup_printf ("%s %s", _("Wrong."), _("Take the move back with Undo, or Try Again."));
      }
      say (self, "wrong", words);
      break;
    case ISHI_PROBLEM_VERDICT_OVER:
      say (self, NULL, _("This line has ended. Undo, Try Again, or go on to the next problem."));
      return;
    case ISHI_PROBLEM_VERDICT_NONE:
    default:
      say (self, NULL, NULL);
      return;
    }
  show_comment (self, answer->comment);
}

static void
update_controls (IshiProblemPage *self)
{
  gboolean has_play = self->play != NULL;
  gboolean solved = has_play && ishi_problem_play_get_verdict (self->play) == ISHI_PROBLEM_VERDICT_SOLVED;
  IshiGame *game = has_play ? ishi_problem_play_get_game (self->play) : NULL;
  gboolean moved = has_play && ishi_game_get_move_number (game) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problem.hint",
                                 has_play && !ishi_problem_play_is_over (self->play));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problem.undo", moved);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problem.retry", moved);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problem.next", has_play && self->has_next);
  if (solved)
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
}

/* What a screen reader says of the point under the keyboard cursor: what
 * Ishi said of the last move first, then the point and its stone. */
static char *
describe_point (IshiBoardView *board, int x, int y, gpointer data)
{
  IshiProblemPage *self = data;
  IshiGame *game;
  const IshiRules *rules;
  const char *stone;
  const char *said;
  g_autofree char *name = NULL;

  if (self->play == NULL)
    return NULL;
  game = ishi_problem_play_get_game (self->play);
  rules = ishi_game_get_rules (game);
  name = rules->format_point (ishi_game_get_size (game), x, y);
  switch (rules->stone_at (ishi_game_get_position (game), x, y))
    {
    case ISHI_BLACK: stone = _("black stone"); break;
    case ISHI_WHITE: stone = _("white stone"); break;
    case ISHI_EMPTY:
    default: stone = _("empty"); break;
    }
  said = gtk_widget_get_visible (GTK_WIDGET (self->verdict)) ? ishi_lesson_text_get_text (self->verdict) : "";
  return *said ? g_strdup_printf ("%s %s, %s", said, name, stone) : g_strdup_printf ("%s, %s", name, stone);
}

static void
changed (IshiProblemPage *self)
{
  update_board (self);
  update_controls (self);
  ishi_board_view_update_description (self->board);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* --- what the learner does ----------------------------------------------------------- */

void
ishi_problem_page_play (IshiProblemPage *self, int x, int y)
{
  IshiProblemAnswer answer = { 0 };
  IshiProblemVerdict verdict;

  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));

  if (self->play == NULL)
    return;
  verdict = ishi_problem_play_move (self->play, x, y, &answer);
  if (verdict == ISHI_PROBLEM_VERDICT_REFUSED || verdict == ISHI_PROBLEM_VERDICT_OVER
      || verdict == ISHI_PROBLEM_VERDICT_WRONG || verdict == ISHI_PROBLEM_VERDICT_NOT_IN_PROBLEM)
    gtk_widget_error_bell (GTK_WIDGET (self));
  if (verdict != ISHI_PROBLEM_VERDICT_REFUSED && verdict != ISHI_PROBLEM_VERDICT_OVER)
    self->hint = (IshiPoint) { -1, -1 };
  show_verdict (self, verdict, &answer);
  ishi_problem_answer_clear (&answer);
  changed (self);
}

void
ishi_problem_page_hint (IshiProblemPage *self)
{
  IshiPoint p;

  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));

  if (self->play == NULL)
    return;
  if (ishi_problem_play_hint (self->play, &p))
    {
      g_autofree char *name = point_name (self, p);
      g_autofree char *words = NULL;

      self->hint = p;
      /* Translators: Hint in a problem; %s is the point ("F4") */
      words = g_strdup_printf (_("Hint: the right move is marked on the board (%s)."), name);
      say (self, "outside", words);
    }
  else
    say (self, "outside", _("No right line goes on from here: take the last move back with Undo."));
  changed (self);
}

void
ishi_problem_page_undo (IshiProblemPage *self)
{
  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));

  if (self->play == NULL || !ishi_problem_play_undo (self->play))
    return;
  self->hint = (IshiPoint) { -1, -1 };
  say (self, NULL, ishi_problem_play_get_verdict (self->play) == ISHI_PROBLEM_VERDICT_WRONG
                   ? _("Taken back. This line is still a wrong one.") : NULL);
  show_comment (self, NULL);
  changed (self);
}

void
ishi_problem_page_retry (IshiProblemPage *self)
{
  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));

  if (self->play == NULL)
    return;
  ishi_problem_play_restart (self->play);
  self->hint = (IshiPoint) { -1, -1 };
  say (self, NULL, NULL);
  show_comment (self, NULL);
  changed (self);
}

static void
point_activated_cb (IshiBoardView *board, int x, int y, IshiProblemPage *self)
{
  ishi_problem_page_play (self, x, y);
}

static void
action_cb (GtkWidget *widget, const char *name, GVariant *param)
{
  IshiProblemPage *self = ISHI_PROBLEM_PAGE (widget);

  if (g_str_equal (name, "problem.hint"))
    ishi_problem_page_hint (self);
  else if (g_str_equal (name, "problem.undo"))
    ishi_problem_page_undo (self);
  else if (g_str_equal (name, "problem.retry"))
    ishi_problem_page_retry (self);
  else if (g_str_equal (name, "problem.next"))
    g_signal_emit (self, signals[SIGNAL_NEXT], 0);
}

/* --- the page ---------------------------------------------------------------------- */

void
ishi_problem_page_set_play (IshiProblemPage *self, IshiProblemPlay *play)
{
  g_autofree char *question = NULL;
  IshiProblem *problem;

  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));

  g_set_object (&self->play, play);
  self->hint = (IshiPoint) { -1, -1 };
  say (self, NULL, NULL);
  show_comment (self, NULL);
  ishi_lesson_text_clear (self->question);
  if (play == NULL)
    {
      gtk_label_set_text (self->title, "");
      changed (self);
      return;
    }
  problem = ishi_problem_play_get_problem (play);
  gtk_label_set_text (self->title, ishi_problem_get_title (problem));
  question = ishi_problem_dup_question (problem);
  if (question != NULL)
    add_file_text (self->question, question);
  else
    ishi_lesson_text_set_plain (self->question, ishi_problem_get_player (problem) == ISHI_BLACK
                                                ? _("Black to play.") : _("White to play."));
  {
    int size = ishi_problem_get_size (problem);
    /* Translators: the board for screen readers: "Go board, 9 by 9" */
    g_autofree char *label = g_strdup_printf (_("%s board, %d by %d"), _(ishi_problem_get_rules (problem)->name),
                                              size, size);

    ishi_board_view_set_label (self->board, label);
  }
  changed (self);
}

void
ishi_problem_page_set_title (IshiProblemPage *self, const char *title)
{
  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));
  gtk_label_set_text (self->title, title ? title : "");
}

IshiProblemPlay *
ishi_problem_page_get_play (IshiProblemPage *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PAGE (self), NULL);
  return self->play;
}

void
ishi_problem_page_set_has_next (IshiProblemPage *self, gboolean has_next)
{
  g_return_if_fail (ISHI_IS_PROBLEM_PAGE (self));
  self->has_next = has_next;
  update_controls (self);
}

const char *
ishi_problem_page_get_text (IshiProblemPage *self, const char *which)
{
  IshiLessonText *text = NULL;

  g_return_val_if_fail (ISHI_IS_PROBLEM_PAGE (self), "");

  if (g_strcmp0 (which, "title") == 0)
    return gtk_label_get_text (self->title);
  if (g_strcmp0 (which, "question") == 0)
    text = self->question;
  else if (g_strcmp0 (which, "verdict") == 0)
    text = self->verdict;
  else if (g_strcmp0 (which, "comment") == 0)
    text = self->comment;
  if (text == NULL || !gtk_widget_get_visible (GTK_WIDGET (text)))
    return "";
  return ishi_lesson_text_get_text (text);
}

IshiBoardView *
ishi_problem_page_get_board (IshiProblemPage *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_PAGE (self), NULL);
  return self->board;
}

static IshiLessonText *
add_text (GtkWidget *box, const char *css_class)
{
  GtkWidget *text = ishi_lesson_text_new ();

  gtk_widget_add_css_class (text, css_class);
  gtk_box_append (GTK_BOX (box), text);
  return ISHI_LESSON_TEXT (text);
}

static GtkWidget *
add_button (GtkWidget *box, const char *label, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
build (IshiProblemPage *self)
{
  GtkWidget *side_scroll = gtk_scrolled_window_new ();
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->board = ISHI_BOARD_VIEW (ishi_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->board));
  g_signal_connect (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);
  ishi_board_view_set_describe_func (self->board, describe_point, self, NULL);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (side_scroll, 300, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroll), side);
  gtk_box_append (GTK_BOX (self->box), side_scroll);

  self->title = GTK_LABEL (title);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_add_css_class (title, "problem-title");
  gtk_box_append (GTK_BOX (side), title);
  self->question = add_text (side, "problem-question");
  self->verdict = add_text (side, "problem-verdict");
  self->comment = add_text (side, "problem-comment");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->comment), FALSE);

  gtk_widget_set_margin_top (buttons, 6);
  add_button (buttons, _("_Hint"), "problem.hint", _("Mark the next right move on the board"));
  add_button (buttons, _("_Undo"), "problem.undo", _("Take back your last move and Ishi's answer"));
  add_button (buttons, _("_Try Again"), "problem.retry", _("Back to the start of this problem"));
  gtk_box_append (GTK_BOX (side), buttons);
  self->next_button = add_button (side, _("_Next Problem"), "problem.next", _("Go on to the next problem"));
  gtk_widget_set_halign (self->next_button, GTK_ALIGN_START);
}

static void
ishi_problem_page_dispose (GObject *object)
{
  IshiProblemPage *self = ISHI_PROBLEM_PAGE (object);

  g_clear_object (&self->play);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ishi_problem_page_parent_class)->dispose (object);
}

static void
ishi_problem_page_class_init (IshiProblemPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ishi_problem_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ishi-problem-page");
  gtk_widget_class_install_action (widget_class, "problem.hint", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "problem.undo", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "problem.retry", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "problem.next", NULL, action_cb);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_problem_page_init (IshiProblemPage *self)
{
  GdkDisplay *display = gdk_display_get_default ();

  self->hint = (IshiPoint) { -1, -1 };
  gtk_widget_add_css_class (GTK_WIDGET (self), "ishi-problem-page");
  if (display != NULL && g_object_get_data (G_OBJECT (display), "ishi-problem-page-css") == NULL)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_data (provider, page_css, -1);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_set_data_full (G_OBJECT (display), "ishi-problem-page-css", g_steal_pointer (&provider),
                              g_object_unref);
    }
  build (self);
  update_board (self);
  update_controls (self);
}

GtkWidget *
ishi_problem_page_new (void)
{
  return g_object_new (ISHI_TYPE_PROBLEM_PAGE, NULL);
}
