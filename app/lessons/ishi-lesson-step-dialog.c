/* ishi-lesson-step-dialog.c — Save as a Lesson Step (see
 * ishi-lesson-step-dialog.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-board-view.h"
#include "ishi-form-row.h"
#include "ishi-game-model.h"
#include "ishi-lesson-step-dialog.h"
#include "ishi-lesson-write.h"

/* What the answer of the step's question is: the points clicked on the
 * dialog's board, or a condition the rules check, for each game. */
typedef struct {
  const char *label;
  IshiLessonCondition condition;
} AnswerKind;

static const AnswerKind go_answers[] = {
  { N_("The points clicked on the board"), ISHI_LESSON_CONDITION_NONE },
  { N_("Captures stones (how many: below)"), ISHI_LESSON_CONDITION_CAPTURES },
  { N_("Puts stones in atari"), ISHI_LESSON_CONDITION_ATARI },
  { N_("Any point the rules allow"), ISHI_LESSON_CONDITION_LEGAL },
};

static const AnswerKind renju_answers[] = {
  { N_("The points clicked on the board"), ISHI_LESSON_CONDITION_NONE },
  { N_("A forbidden point for Black"), ISHI_LESSON_CONDITION_FORBIDDEN },
  { N_("Makes five"), ISHI_LESSON_CONDITION_FIVE },
  { N_("Makes a four"), ISHI_LESSON_CONDITION_FOUR },
  { N_("Makes a four-three"), ISHI_LESSON_CONDITION_FOUR_THREE },
  { N_("Blocks the four"), ISHI_LESSON_CONDITION_BLOCK_FOUR },
};

typedef struct {
  IshiGame *game;
  GtkWindow *parent;          /* weak */
  GtkDropDown *file;          /* the files of the folder, then "New lesson" */
  GStrv files;                /* their paths, in the drop-down's order */
  GtkEntry *file_name;        /* a new file's name */
  GtkEntry *lesson_title;     /* a new lesson's title */
  GtkEntry *step_title;
  GtkTextView *text;
  GtkLabel *result;           /* what happened, with the checker's messages */
  /* the question (a <task>) */
  GtkCheckButton *task;
  GtkWidget *task_box;
  GtkEntry *prompt;
  GtkDropDown *to_play;       /* Black, White */
  GtkDropDown *answer_kind;   /* of go_answers or renju_answers */
  GtkSpinButton *count;
  GtkEntry *hint;
  IshiBoardView *board;       /* the position: click the right points */
  GArray *answers;            /* of IshiPoint */
} StepDialog;

static void
step_dialog_free (gpointer data)
{
  StepDialog *d = data;

  if (d->parent)
    g_object_remove_weak_pointer (G_OBJECT (d->parent), (gpointer *) &d->parent);
  g_clear_object (&d->game);
  g_strfreev (d->files);
  g_clear_pointer (&d->answers, g_array_unref);
  g_free (d);
}

char *
ishi_lesson_step_dialog_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "ishi", "lessons", NULL);
}

/* --- the diagram ------------------------------------------------------------ */

void
ishi_lesson_step_diagram_free (IshiLessonDiagram *diagram)
{
  if (diagram == NULL)
    return;
  g_array_unref (diagram->black);
  g_array_unref (diagram->white);
  for (guint i = 0; i < diagram->labels->len; i++)
    g_free (g_array_index (diagram->labels, IshiLessonLabel, i).text);
  g_array_unref (diagram->labels);
  g_array_unref (diagram->marks);
  g_array_unref (diagram->highlights);
  g_array_unref (diagram->lines);
  g_ptr_array_unref (diagram->moves);
  g_free (diagram);
}

IshiLessonDiagram *
ishi_lesson_step_diagram_from_game (IshiGame *game)
{
  static const struct { const char *id; IshiLessonMarkShape shape; } marks[] = {
    { "TR", ISHI_LESSON_MARK_TRIANGLE }, { "SQ", ISHI_LESSON_MARK_SQUARE },
    { "CR", ISHI_LESSON_MARK_CIRCLE }, { "MA", ISHI_LESSON_MARK_CROSS },
  };
  const IshiRules *rules;
  const IshiPosition *position;
  IshiSgfNode *node;
  IshiLessonDiagram *d;
  IshiSgfProperty *lb;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  rules = ishi_game_get_rules (game);
  position = ishi_game_get_position (game);
  node = ishi_game_get_node (game);
  d = g_new0 (IshiLessonDiagram, 1);
  d->size = ishi_game_get_size (game);
  d->to_move = rules->to_move (position);
  d->to_move_given = TRUE;
  d->region_max = (IshiPoint) { d->size - 1, d->size - 1 };
  d->black = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->white = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->labels = g_array_new (FALSE, FALSE, sizeof (IshiLessonLabel));
  d->marks = g_array_new (FALSE, FALSE, sizeof (IshiLessonMark));
  d->highlights = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  d->lines = g_array_new (FALSE, FALSE, sizeof (IshiLessonLine));
  d->moves = g_ptr_array_new ();

  /* Row by row from the top, as a reader scans the diagram. */
  for (int y = 0; y < d->size; y++)
    for (int x = 0; x < d->size; x++)
      {
        IshiColor c = rules->stone_at (position, x, y);
        IshiPoint p = { x, y };

        if (c == ISHI_BLACK)
          g_array_append_val (d->black, p);
        else if (c == ISHI_WHITE)
          g_array_append_val (d->white, p);
      }

  for (gsize m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      IshiSgfProperty *prop = ishi_sgf_node_lookup (node, marks[m].id);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      if (prop)
        ishi_sgf_parse_point_set (prop->values, prop->n_values, d->size, points, NULL);
      for (guint i = 0; i < points->len; i++)
        {
          IshiLessonMark mark = { g_array_index (points, IshiPoint, i), marks[m].shape, 0 };

          g_array_append_val (d->marks, mark);
        }
    }

  lb = ishi_sgf_node_lookup (node, "LB");
  for (guint i = 0; lb && i < lb->n_values; i++)
    {
      g_autofree char *where = NULL, *raw = NULL;
      IshiLessonLabel label = { { -1, -1 }, NULL, 0 };

      if (!ishi_sgf_split_compose (lb->values[i], &where, &raw)
          || !ishi_sgf_parse_point (where, d->size, &label.point.x, &label.point.y)
          || label.point.x < 0)
        continue;
      label.text = ishi_sgf_unescape_text (raw, TRUE);
      g_array_append_val (d->labels, label);
    }
  return d;
}

/* --- the dialog --------------------------------------------------------------- */

static StepDialog *
step_dialog_of (GtkWindow *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "ishi-step-dialog");
}

static gboolean
new_file_chosen (StepDialog *d)
{
  return gtk_drop_down_get_selected (d->file) >= g_strv_length (d->files);
}

static void
file_chosen_cb (StepDialog *d)
{
  gboolean fresh = new_file_chosen (d);

  gtk_widget_set_sensitive (GTK_WIDGET (d->file_name), fresh);
  gtk_widget_set_sensitive (GTK_WIDGET (d->lesson_title), fresh);
}

/* --- the question ---------------------------------------------------------- */



static const AnswerKind *
answer_kinds (StepDialog *d, guint *n)
{
  gboolean renju = ishi_game_get_rules (d->game)->plain_letters;

  *n = renju ? G_N_ELEMENTS (renju_answers) : G_N_ELEMENTS (go_answers);
  return renju ? renju_answers : go_answers;
}

static IshiLessonCondition
chosen_condition (StepDialog *d)
{
  guint n;
  const AnswerKind *kinds = answer_kinds (d, &n);
  guint i = gtk_drop_down_get_selected (d->answer_kind);

  return i < n ? kinds[i].condition : ISHI_LESSON_CONDITION_NONE;
}

/* The position with the right points circled. */
static void
show_answers (StepDialog *d)
{
  g_autoptr(IshiBoardModel) model = ishi_board_model_new_for_game (d->game, ISHI_GAME_MODEL_MARKUP);

  for (guint i = 0; i < d->answers->len; i++)
    {
      IshiPoint p = g_array_index (d->answers, IshiPoint, i);
      IshiBoardPoint *point = ishi_board_model_get_point (model, p.x, p.y);

      if (point != NULL)
        {
          point->mark = ISHI_BOARD_MARK_CIRCLE;
          point->flags |= ISHI_BOARD_FLAG_SELECTED;
        }
    }
  ishi_board_view_set_model (d->board, model);
}

/* A click on the dialog's board: the point is a right answer, or no
 * longer one. */
static void
answer_point_cb (IshiBoardView *board, int x, int y, StepDialog *d)
{
  for (guint i = 0; i < d->answers->len; i++)
    {
      IshiPoint p = g_array_index (d->answers, IshiPoint, i);

      if (p.x == x && p.y == y)
        {
          g_array_remove_index (d->answers, i);
          show_answers (d);
          return;
        }
    }
  g_array_append_val (d->answers, ((IshiPoint) { x, y }));
  show_answers (d);
}

static void
task_changed_cb (StepDialog *d)
{
  gboolean on = gtk_check_button_get_active (d->task);

  gtk_widget_set_sensitive (d->task_box, on);
  gtk_widget_set_sensitive (GTK_WIDGET (d->count), chosen_condition (d) == ISHI_LESSON_CONDITION_CAPTURES);
}

/* The question as the dialog holds it; FALSE (and why) when it is not
 * one yet. */
static gboolean
task_draft (StepDialog *d, IshiLessonTaskDraft *draft, GError **error)
{
  g_autofree char *prompt = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->prompt))));

  draft->to_play = gtk_drop_down_get_selected (d->to_play) == 1 ? ISHI_WHITE : ISHI_BLACK;
  draft->prompt = gtk_editable_get_text (GTK_EDITABLE (d->prompt));
  draft->answers = d->answers;
  draft->condition = chosen_condition (d);
  draft->count = gtk_spin_button_get_value_as_int (d->count);
  draft->hint = gtk_editable_get_text (GTK_EDITABLE (d->hint));
  if (*prompt == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Write the question the learner answers."));
      return FALSE;
    }
  if (draft->condition == ISHI_LESSON_CONDITION_NONE && d->answers->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Click the right points on the board, or choose what the rules must check."));
      return FALSE;
    }
  return TRUE;
}

/* The question's part of the dialog, under the text. */
static void
add_task_section (StepDialog *d, GtkGrid *grid, int *row)
{
  GtkGrid *box = GTK_GRID (gtk_grid_new ());
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  const char *sides[] = { _("Black"), _("White"), NULL };
  const AnswerKind *table;
  guint n, r = 0;

  d->task = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Ask a _question (a task the learner answers on the board)")));
  gtk_grid_attach (grid, GTK_WIDGET (d->task), 0, (*row)++, 2, 1);
  gtk_grid_set_row_spacing (box, 6);
  gtk_grid_set_column_spacing (box, 12);
  gtk_widget_set_margin_start (GTK_WIDGET (box), 24);
  d->task_box = GTK_WIDGET (box);

  d->prompt = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (d->prompt, _("Black to play: capture the white stone."));
  gtk_widget_set_hexpand (GTK_WIDGET (d->prompt), TRUE);
  gtk_grid_attach (box, ishi_form_row_label (_("_Question"), GTK_WIDGET (d->prompt)), 0, r, 1, 1);
  gtk_grid_attach (box, GTK_WIDGET (d->prompt), 1, r++, 1, 1);
  d->to_play = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (sides));
  gtk_drop_down_set_selected (d->to_play, ishi_game_get_rules (d->game)->to_move (ishi_game_get_position (d->game))
                                          == ISHI_WHITE ? 1 : 0);
  gtk_grid_attach (box, ishi_form_row_label (_("Who _answers"), GTK_WIDGET (d->to_play)), 0, r, 1, 1);
  gtk_grid_attach (box, GTK_WIDGET (d->to_play), 1, r++, 1, 1);
  table = answer_kinds (d, &n);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (kinds, _(table[i].label));
  d->answer_kind = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (kinds)), NULL));
  gtk_grid_attach (box, ishi_form_row_label (_("The _right answer"), GTK_WIDGET (d->answer_kind)), 0, r, 1, 1);
  gtk_grid_attach (box, GTK_WIDGET (d->answer_kind), 1, r++, 1, 1);
  d->count = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 99, 1));
  gtk_grid_attach (box, ishi_form_row_label (_("Stones to _capture, at least"), GTK_WIDGET (d->count)), 0, r, 1, 1);
  gtk_grid_attach (box, GTK_WIDGET (d->count), 1, r++, 1, 1);
  d->hint = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (d->hint, _("(none)"));
  gtk_grid_attach (box, ishi_form_row_label (_("_Hint"), GTK_WIDGET (d->hint)), 0, r, 1, 1);
  gtk_grid_attach (box, GTK_WIDGET (d->hint), 1, r++, 1, 1);

  /* Click the right points: circled; click again to take one back. */
  d->board = ISHI_BOARD_VIEW (ishi_board_view_new ());
  gtk_widget_set_size_request (GTK_WIDGET (d->board), 240, 240);
  ishi_board_view_set_label (d->board, _("The right points: click to choose"));
  g_signal_connect (d->board, "point-activated", G_CALLBACK (answer_point_cb), d);
  gtk_grid_attach (box, GTK_WIDGET (d->board), 0, r++, 2, 1);
  show_answers (d);
  gtk_grid_attach (grid, GTK_WIDGET (box), 0, (*row)++, 2, 1);

  g_signal_connect_swapped (d->task, "toggled", G_CALLBACK (task_changed_cb), d);
  g_signal_connect_swapped (d->answer_kind, "notify::selected", G_CALLBACK (task_changed_cb), d);
  task_changed_cb (d);
  gtk_widget_set_name (GTK_WIDGET (d->task), "task");
  gtk_widget_set_name (GTK_WIDGET (d->prompt), "prompt");
  gtk_widget_set_name (GTK_WIDGET (d->to_play), "to-play");
  gtk_widget_set_name (GTK_WIDGET (d->answer_kind), "answer-kind");
  gtk_widget_set_name (GTK_WIDGET (d->count), "count");
  gtk_widget_set_name (GTK_WIDGET (d->hint), "hint");
  gtk_widget_set_name (GTK_WIDGET (d->board), "answer-board");
}

/* The path the step goes to, or NULL with `error` for a bad name. */
static char *
chosen_path (StepDialog *d, GError **error)
{
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autofree char *name = NULL;

  if (!new_file_chosen (d))
    return g_strdup (d->files[gtk_drop_down_get_selected (d->file)]);
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->file_name))));
  if (*name == '\0' || strchr (name, G_DIR_SEPARATOR) != NULL || name[0] == '.')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                           _("Give the new lesson a file name (without “/”)."));
      return NULL;
    }
  if (!g_str_has_suffix (name, ".xml"))
    {
      char *with = g_strconcat (name, ".xml", NULL);

      g_free (name);
      name = with;
    }
  return g_build_filename (folder, name, NULL);
}

/* What happened, with everything the checker says: the same problems and
 * warnings as `ishi-tool lessons check`, and "nothing wrong" only when
 * there are none of either. */
static void
report (StepDialog *d, const char *path, guint step, const GError *error, GPtrArray *problems,
        GPtrArray *warnings)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (step == 0)
    /* Translators: the step was not written; the reason follows */
    g_string_append_printf (text, _("Not saved: %s"), error->message);
  else
    {
      g_autofree char *base = g_path_get_basename (path);

      /* Translators: "Saved as step 3 of my-lesson.xml." */
      g_string_append_printf (text, _("Saved as step %u of %s."), step, base);
      if (problems->len == 0 && warnings->len == 0)
        g_string_append_printf (text, "\n%s", _("The lesson checker finds nothing wrong."));
      else
        {
          g_autofree char *p = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem", "%u problems",
                                                             problems->len), problems->len);
          g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                             warnings->len), warnings->len);

          g_string_append_printf (text, "\n%s ", _("The lesson checker says:"));
          g_string_append_printf (text, _("%s, %s"), p, w);
        }
    }
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (problems, i));
  for (guint i = 0; i < warnings->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (warnings, i));
  gtk_label_set_text (d->result, text->str);
}

gboolean
ishi_lesson_step_dialog_save (GtkWindow *dialog, GError **error)
{
  StepDialog *d = step_dialog_of (dialog);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *step_xml = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) local = NULL;
  IshiLessonTaskDraft draft = { 0, };
  gboolean asks;
  IshiLessonDiagram *diagram;
  GtkTextIter start, end;
  guint step;

  g_return_val_if_fail (d != NULL, FALSE);

  path = chosen_path (d, &local);
  asks = gtk_check_button_get_active (d->task);
  if (path == NULL || (asks && !task_draft (d, &draft, &local)))
    {
      gtk_label_set_text (d->result, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (d->text), &start, &end);
  text = gtk_text_buffer_get_text (gtk_text_view_get_buffer (d->text), &start, &end, FALSE);
  diagram = ishi_lesson_step_diagram_from_game (d->game);
  step_xml = ishi_lesson_step_task_xml (ishi_game_get_rules (d->game), diagram,
                                        gtk_editable_get_text (GTK_EDITABLE (d->step_title)), text,
                                        asks ? &draft : NULL);
  ishi_lesson_step_diagram_free (diagram);

  step = ishi_lesson_file_add_step (path, ishi_game_get_rules (d->game),
                                    gtk_editable_get_text (GTK_EDITABLE (d->lesson_title)),
                                    step_xml, problems, warnings, &local);
  report (d, path, step, local, problems, warnings);
  if (step == 0)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* The Lessons page shows the step without a restart. */
  if (d->parent)
    gtk_widget_activate_action (GTK_WIDGET (d->parent), "win.reload-lessons", NULL);
  return TRUE;
}

static void
save_clicked (GtkButton *button, GtkWindow *dialog)
{
  (void) button;
  ishi_lesson_step_dialog_save (dialog, NULL);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The *.xml files of the folder, by name. */
static GStrv
list_files (void)
{
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (files, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  g_ptr_array_add (files, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&files), FALSE);
}


/* A small screen scrolls the dialog, the question and its board too. */
static void
set_scrolled_child (GtkWindow *dialog, GtkWidget *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 760);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  gtk_window_set_child (dialog, scroller);
}

GtkWindow *
ishi_lesson_step_dialog_present (GtkWindow *parent, IshiGame *game)
{
  GtkWindow *dialog = GTK_WINDOW (gtk_window_new ());
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scrolled, *button;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autofree char *where = NULL;
  StepDialog *d = g_new0 (StepDialog, 1);
  int row = 0;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);

  d->game = g_object_ref (game);
  d->parent = parent;
  if (parent)
    g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &d->parent);
  d->files = list_files ();
  d->answers = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  g_object_set_data_full (G_OBJECT (dialog), "ishi-step-dialog", d, step_dialog_free);
  gtk_window_set_title (dialog, _("Save as a Lesson Step"));
  gtk_window_set_modal (dialog, TRUE);
  gtk_window_set_transient_for (dialog, parent);
  gtk_window_set_destroy_with_parent (dialog, TRUE);
  gtk_window_set_default_size (dialog, 560, -1);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);

  /* Translators: where the lesson files go: "Your lesson folder: ~/.local/share/ishi/lessons" */
  where = g_strdup_printf (_("Your lesson folder: %s"), folder);
  {
    GtkWidget *label = gtk_label_new (where);

    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_widget_add_css_class (label, "dim-label");
    gtk_grid_attach (GTK_GRID (grid), label, 0, row++, 2, 1);
  }

  for (guint i = 0; d->files[i]; i++)
    g_ptr_array_add (names, g_path_get_basename (d->files[i]));
  g_ptr_array_add (names, g_strdup (_("New lesson")));
  g_ptr_array_add (names, NULL);
  d->file = GTK_DROP_DOWN (gtk_drop_down_new_from_strings ((const char *const *) names->pdata));
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Lesson file"), GTK_WIDGET (d->file)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->file), 1, row++, 1, 1);

  d->file_name = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (d->file_name, _("my-lesson.xml"));
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("New _file name"), GTK_WIDGET (d->file_name)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->file_name), 1, row++, 1, 1);
  d->lesson_title = GTK_ENTRY (gtk_entry_new ());
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("New lesson’s _title"), GTK_WIDGET (d->lesson_title)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->lesson_title), 1, row++, 1, 1);

  d->step_title = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (d->step_title, _("(none)"));
  gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (_("_Step title"), GTK_WIDGET (d->step_title)), 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->step_title), 1, row++, 1, 1);

  d->text = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_wrap_mode (d->text, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (d->text, FALSE);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (d->text));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 120);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_add_css_class (scrolled, "frame");
  {
    GtkWidget *label = ishi_form_row_label (_("Te_xt (a blank line starts a new paragraph)"), GTK_WIDGET (d->text));

    gtk_grid_attach (GTK_GRID (grid), label, 0, row++, 2, 1);
  }
  gtk_grid_attach (GTK_GRID (grid), scrolled, 0, row++, 2, 1);
  add_task_section (d, GTK_GRID (grid), &row);

  d->result = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (d->result, 0.0);
  gtk_label_set_wrap (d->result, TRUE);
  gtk_label_set_selectable (d->result, TRUE);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (d->result), 0, row++, 2, 1);

  button = gtk_button_new_with_mnemonic (_("_Close"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  gtk_box_append (GTK_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("_Add Step"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (save_clicked), dialog);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_grid_attach (GTK_GRID (grid), buttons, 0, row++, 2, 1);

  g_signal_connect_swapped (d->file, "notify::selected", G_CALLBACK (file_chosen_cb), d);
  file_chosen_cb (d);

  /* Names for the tests (and the inspector). */
  gtk_widget_set_name (GTK_WIDGET (d->file), "file");
  gtk_widget_set_name (GTK_WIDGET (d->file_name), "file-name");
  gtk_widget_set_name (GTK_WIDGET (d->lesson_title), "lesson-title");
  gtk_widget_set_name (GTK_WIDGET (d->step_title), "step-title");
  gtk_widget_set_name (GTK_WIDGET (d->text), "text");
  gtk_widget_set_name (GTK_WIDGET (d->result), "result");
  set_scrolled_child (dialog, grid);
  gtk_window_present (dialog);
  gtk_widget_grab_focus (GTK_WIDGET (d->text));
  return dialog;
}
