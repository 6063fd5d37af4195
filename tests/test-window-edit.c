/* test-window-edit.c — the Play page's Edit mode, driven as a teacher
 * would: the Edit toggle, tools chosen with the keys, stones, marks, a
 * label and the side to move set with clicks, an edit undone with Ctrl+Z;
 * the edits are in the record (saved, marked changed); Save as a Lesson
 * Step writes a file that the lesson checker passes and the Lessons page
 * shows; the edited position exported as SVG and PNG.
 *
 * ISHI_EDIT_SCREENSHOTS=DIR takes pictures instead (in the environment's
 * language): Edit mode with its palette, the saved step on the Lessons
 * page.  Nothing is compared there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include <cairo.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ishi-edit-mode.h"
#include "ishi-handouts.h"
#include "ishi-lesson-step-dialog.h"
#include "ishi-lesson-view.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static gboolean
key (IshiWindow *window, guint keyval, GdkModifierType modifiers)
{
  gboolean handled = ishi_play_page_review_key (page_of (window), keyval, modifiers);

  flush_events ();
  return handled;
}

static IshiColor
stone (IshiWindow *window, const char *where)
{
  IshiGame *game = game_of (window);
  const IshiRules *rules = ishi_game_get_rules (game);
  int x, y;

  g_assert_true (rules->parse_point (ishi_game_get_size (game), where, &x, &y));
  return rules->stone_at (ishi_game_get_position (game), x, y);
}

static void
click_at (IshiWindow *window, const char *where)
{
  IshiGame *game = game_of (window);
  int x, y;

  g_assert_true (ishi_game_get_rules (game)->parse_point (ishi_game_get_size (game), where, &x, &y));
  click (window, x, y);
}

static char *
node_values (IshiWindow *window, const char *id)
{
  IshiSgfProperty *prop = ishi_sgf_node_lookup (ishi_game_get_node (game_of (window)), id);
  GString *s = g_string_new (NULL);

  for (guint i = 0; prop && i < prop->n_values; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", prop->values[i]);
  return g_string_free (s, FALSE);
}

#define assert_node(window, id, expected) \
  G_STMT_START { g_autofree char *v_ = node_values (window, id); g_assert_cmpstr (v_, ==, expected); } G_STMT_END

static gboolean
edit_active (IshiWindow *window)
{
  g_autoptr(GVariant) state =
    g_action_group_get_action_state (ishi_play_page_get_actions (page_of (window)), "edit");

  return g_variant_get_boolean (state);
}

/* A 9×9 game with one move each, then Edit mode: the position of the
 * tests (and of the pictures). */
static IshiWindow *
window_with_setup (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = NULL;
  const IshiRuleset *ruleset = ishi_ruleset_lookup ("japanese");

  match = ishi_match_new_game (ruleset, 9, 0, NAN);
  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
  click_at (window, "E5");
  click_at (window, "C3");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);

  /* The toggle; the palette shows. */
  g_assert_true (enabled (window, "edit"));
  action (window, "edit");
  g_assert_true (edit_active (window));
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "edit_palette")));
  return window;
}

static void
test_set_up_position (void)
{
  IshiWindow *window = window_with_setup ();
  IshiSession *session = ishi_window_get_session (window);
  IshiSgfNode *move = ishi_game_get_node (game_of (window));   /* W C3 */

  /* The default tool is black stones: a click after the move makes a
   * setup node of its own (FF[4]), not a move. */
  click_at (window, "D4");
  g_assert_cmpint (stone (window, "D4"), ==, ISHI_BLACK);
  g_assert_true (ishi_game_get_node (game_of (window))->parent == move);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 2);
  assert_node (window, "AB", "df");
  g_assert_true (ishi_session_get_modified (session));
  /* The header bar's play buttons wait: no pass or move undo in a setup. */
  g_assert_false (enabled (window, "pass"));
  g_assert_false (enabled (window, "undo"));
  g_assert_false (enabled (window, "resign"));

  /* W chooses white stones; E erases; both by key, on the board. */
  g_assert_true (key (window, GDK_KEY_w, 0));
  click_at (window, "F6");
  click_at (window, "F5");
  g_assert_cmpint (stone (window, "F6"), ==, ISHI_WHITE);
  g_assert_true (key (window, GDK_KEY_e, 0));
  click_at (window, "C3");   /* the stone White played */
  g_assert_cmpint (stone (window, "C3"), ==, ISHI_EMPTY);
  assert_node (window, "AE", "cg");

  /* Ctrl+Z takes back the erase, Ctrl+Shift+Z does it again, Ctrl+Z again. */
  g_assert_true (key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (stone (window, "C3"), ==, ISHI_WHITE);
  g_assert_true (key (window, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpint (stone (window, "C3"), ==, ISHI_EMPTY);
  g_assert_true (key (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (stone (window, "C3"), ==, ISHI_WHITE);
  /* Undo in the palette too. */
  g_assert_true (enabled (window, "edit-undo"));
  action (window, "edit-undo");
  g_assert_cmpint (stone (window, "F5"), ==, ISHI_EMPTY);

  /* Marks: T, S; a second click takes a mark off. */
  g_assert_true (key (window, GDK_KEY_t, 0));
  click_at (window, "E5");
  g_assert_true (key (window, GDK_KEY_s, 0));
  click_at (window, "F6");
  g_assert_true (key (window, GDK_KEY_c, 0));
  click_at (window, "G7");
  g_assert_true (key (window, GDK_KEY_x, 0));
  click_at (window, "G3");
  click_at (window, "G3");
  assert_node (window, "TR", "ee");
  assert_node (window, "SQ", "fd");
  assert_node (window, "CR", "gc");
  assert_node (window, "MA", "");

  /* Labels: the next free letter, then typed text. */
  g_assert_true (key (window, GDK_KEY_l, 0));
  click_at (window, "D6");
  click_at (window, "E6");
  ishi_edit_palette_set_label_text (ISHI_EDIT_PALETTE (widget_by_id (window, "edit_palette")), "1");
  click_at (window, "D5");
  assert_node (window, "LB", "dd:A ed:B de:1");

  /* The side to move: White (PL[W]). */
  g_action_group_change_action_state (ishi_play_page_get_actions (page_of (window)), "edit-to-move",
                                      g_variant_new_string ("white"));
  flush_events ();
  assert_node (window, "PL", "W");
  g_assert_cmpint (ishi_game_get_rules (game_of (window))->to_move (ishi_game_get_position (game_of (window))),
                   ==, ISHI_WHITE);

  /* The board shows the marks and labels while editing. */
  {
    const IshiBoardModel *model = ishi_board_view_get_model (board_of (window));

    g_assert_cmpint (ishi_board_model_get_point ((IshiBoardModel *) model, 4, 4)->mark, ==,
                     ISHI_BOARD_MARK_TRIANGLE);
    g_assert_cmpuint (model->labels->len, ==, 3);
  }

  /* Esc leaves; play goes on at that node: White plays. */
  g_assert_true (key (window, GDK_KEY_Escape, 0));
  g_assert_false (edit_active (window));
  g_assert_false (gtk_widget_get_visible (widget_by_id (window, "edit_palette")));
  g_assert_true (enabled (window, "pass"));
  g_assert_true (enabled (window, "resign"));
  click_at (window, "H8");
  g_assert_cmpint (stone (window, "H8"), ==, ISHI_WHITE);
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 3);

  /* The record as saved keeps the setup. */
  {
    g_autofree char *dir = g_dir_make_tmp ("ishi-edit-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "edited.sgf", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *text = NULL;

    g_assert_true (ishi_session_save (session, file, NULL));
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, ";W[cg]\n;AB[df]AW[fd]TR[ee]SQ[fd]CR[gc]LB[dd:A][ed:B][de:1]PL[W]\n;W[hb]"));
    g_assert_cmpint (g_remove (path), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
  destroy_window (window);
}

/* Save as a Lesson Step: a new file in the user's folder, then a second
 * step into the same file; the checker passes it; the Lessons page shows
 * it; the position is exported too. */
static void
test_save_lesson_step (void)
{
  IshiWindow *window = window_with_setup ();
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autofree char *path = g_build_filename (folder, "edit-test.xml", NULL);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *lessons;

  g_assert_true (key (window, GDK_KEY_t, 0));
  click_at (window, "E5");
  g_assert_true (key (window, GDK_KEY_l, 0));
  click_at (window, "D6");

  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "file-name")), "edit-test");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "lesson-title")), "Edit test");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "step-title")), "Black & White");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_named (GTK_WIDGET (dialog), "text"))),
                            "First paragraph <with> a line\nbreak.\n\nSecond paragraph.", -1);
  g_assert_true (ishi_lesson_step_dialog_save (dialog, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (dialog), "result"))),
                            "step 1 of edit-test.xml"));
  gtk_window_destroy (dialog);
  flush_events ();

  /* The checker API passes the file, and it holds what was set up. */
  lesson = ishi_lesson_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (ishi_lesson_check (lesson, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpstr (lesson->id, ==, "edit-test");
  g_assert_cmpstr (lesson->title, ==, "Edit test");
  g_assert_cmpuint (lesson->steps->len, ==, 1);
  {
    IshiLessonStep *step = g_ptr_array_index (lesson->steps, 0);
    g_autofree char *text = ishi_lesson_paragraphs_to_plain (step->text);

    g_assert_cmpstr (step->title, ==, "Black & White");
    g_assert_cmpint (step->diagram.size, ==, 9);
    g_assert_cmpuint (step->diagram.black->len, ==, 1);   /* E5 */
    g_assert_cmpuint (step->diagram.white->len, ==, 1);   /* C3 */
    g_assert_cmpuint (step->diagram.marks->len, ==, 1);
    g_assert_cmpuint (step->diagram.labels->len, ==, 1);
    g_assert_cmpint (step->diagram.to_move, ==, ISHI_BLACK);
    g_assert_cmpstr (text, ==, "First paragraph <with> a line\nbreak.\nSecond paragraph.");
  }
  g_clear_pointer (&lesson, ishi_lesson_free);

  /* A second step, into the file now listed first in the dialog. */
  g_assert_true (key (window, GDK_KEY_b, 0));
  click_at (window, "G7");
  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "file"))), ==, 0);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_named (GTK_WIDGET (dialog), "text"))),
                            "黒がもう一つ。", -1);
  g_assert_true (ishi_lesson_step_dialog_save (dialog, NULL));
  gtk_window_destroy (dialog);
  flush_events ();
  lesson = ishi_lesson_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (ishi_lesson_check (lesson, problems));
  g_assert_cmpuint (lesson->steps->len, ==, 2);

  /* The Lessons page has it, without a restart (the page is made when it
   * is first shown). */
  gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (window, "stack")), "lessons");
  flush_events ();
  lessons = find_widget (gtk_stack_get_child_by_name (GTK_STACK (widget_by_id (window, "stack")), "lessons"),
                         NULL, ISHI_TYPE_LESSON_VIEW);
  g_assert_nonnull (lessons);
  {
    g_autofree char *list = ishi_lesson_view_describe_list (ISHI_LESSON_VIEW (lessons));

    g_assert_nonnull (strstr (list, "Edit test"));
  }

  /* A broken file is refused and left as it was. */
  {
    g_autofree char *broken = g_build_filename (folder, "broken.xml", NULL);
    g_autofree char *after = NULL;

    g_assert_true (g_file_set_contents (broken, "<lesson>not a lesson", -1, NULL));
    action (window, "save-lesson-step");
    dialog = find_dialog_for (window);
    /* broken.xml sorts first. */
    g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "file"))), ==, 0);
    g_assert_false (ishi_lesson_step_dialog_save (dialog, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (dialog), "result"))),
                              "broken.xml"));
    g_clear_error (&error);
    gtk_window_destroy (dialog);
    flush_events ();
    g_assert_true (g_file_get_contents (broken, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, "<lesson>not a lesson");
    g_assert_cmpint (g_remove (broken), ==, 0);
  }

  /* The edited position exported: the SVG has the label, the PNG the size. */
  {
    g_autofree char *dir = g_dir_make_tmp ("ishi-edit-XXXXXX", NULL);
    g_autofree char *svg = g_build_filename (dir, "setup.svg", NULL);
    g_autofree char *png = g_build_filename (dir, "setup.png", NULL);
    g_autofree char *text = NULL;
    GtkWindow *export = ishi_handouts_export_dialog (GTK_WINDOW (window), ishi_window_get_session (window));
    cairo_surface_t *picture;

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (export), "size")), 320);
    g_assert_true (ishi_handouts_export_dialog_save (export, svg, NULL));
    g_assert_true (ishi_handouts_export_dialog_save (export, png, NULL));
    g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
    g_assert_true (g_str_has_prefix (text, "<?xml"));
    g_assert_nonnull (strstr (text, "<svg"));
    picture = cairo_image_surface_create_from_png (png);
    g_assert_cmpint (cairo_surface_status (picture), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (picture), ==, 320);
    cairo_surface_destroy (picture);
    gtk_window_destroy (export);
    g_assert_cmpint (g_remove (svg), ==, 0);
    g_assert_cmpint (g_remove (png), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  destroy_window (window);
}

/* Renju: forbidden points are shown while editing, also with White to move. */
/* Save as a Lesson Step makes a question: the right point clicked on the
 * dialog's board (C4 takes the white stone C3, whose other neighbours are
 * black), or a condition the rules check (captures); the file holds the
 * task and the checker passes it. */
static void
test_save_lesson_task (void)
{
  IshiWindow *window = window_with_setup ();
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autofree char *path = g_build_filename (folder, "task-test.xml", NULL);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(IshiLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  const IshiLessonTask *task;
  GtkWindow *dialog;
  GtkWidget *d;

  /* black stones round the white C3: its last liberty is C4 */
  click_at (window, "B3");
  click_at (window, "C2");
  click_at (window, "D3");
  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  d = GTK_WIDGET (dialog);
  gtk_editable_set_text (GTK_EDITABLE (find_named (d, "file-name")), "task-test");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_named (d, "text"))), "白石を取ろう。", -1);
  /* a question without its answer is not saved */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_named (d, "task")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (find_named (d, "prompt")), "黒番：白石を取ってください。");
  g_assert_false (ishi_lesson_step_dialog_save (dialog, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* C4 on 9×9: column 2, row 9 - 4 = 5 from the top */
  g_signal_emit_by_name (find_named (d, "answer-board"), "point-activated", 2, 5);
  gtk_editable_set_text (GTK_EDITABLE (find_named (d, "hint")), "白石のとなりを見よう。");
  g_assert_true (ishi_lesson_step_dialog_save (dialog, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (d, "result"))), "nothing wrong"));
  gtk_window_destroy (dialog);
  flush_events ();

  /* the same question answered by a condition: captures */
  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  d = GTK_WIDGET (dialog);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_named (d, "task")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (find_named (d, "prompt")), "黒番：白石を取ってください。");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (d, "answer-kind")), 1);
  g_assert_true (ishi_lesson_step_dialog_save (dialog, &error));
  g_assert_no_error (error);
  gtk_window_destroy (dialog);
  flush_events ();

  lesson = ishi_lesson_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (ishi_lesson_check (lesson, problems));
  g_assert_cmpuint (lesson->steps->len, ==, 2);
  task = ((IshiLessonStep *) g_ptr_array_index (lesson->steps, 0))->task;
  g_assert_nonnull (task);
  g_assert_cmpint (task->to_play, ==, ISHI_BLACK);
  g_assert_cmpuint (task->answers->len, ==, 1);
  g_assert_cmpint (g_array_index (task->answers, IshiPoint, 0).x, ==, 2);
  g_assert_cmpint (g_array_index (task->answers, IshiPoint, 0).y, ==, 5);
  g_assert_cmpint (task->condition, ==, ISHI_LESSON_CONDITION_NONE);
  g_assert_cmpuint (task->hint->len, ==, 1);
  task = ((IshiLessonStep *) g_ptr_array_index (lesson->steps, 1))->task;
  g_assert_cmpint (task->condition, ==, ISHI_LESSON_CONDITION_CAPTURES);
  g_assert_cmpuint (task->answers->len, ==, 0);
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The dialog's verdict agrees with `ishi-tool lessons check`: a lesson
 * for third-year pupils whose text has 解 and 囲 without ruby was called
 * "nothing wrong" by the dialog while the command warned twice. */
static void
test_save_lesson_step_agrees (void)
{
  IshiWindow *window = window_with_setup ();
  g_autofree char *folder = ishi_lesson_step_dialog_folder ();
  g_autofree char *path = g_build_filename (folder, "aaa-graded.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char *argv[] = { g_getenv ("ISHI_TOOL"), "lessons", "check", path, NULL };
  g_auto(GStrv) lines = NULL;
  const char *result;
  GtkWindow *dialog;
  guint warned = 0;

  g_assert_nonnull (argv[0]);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<lesson xmlns=\"https://ishi.github.io/ns/lesson/1\" id=\"graded\" game=\"go\" grade=\"3\">\n"
                                      "  <title>学年</title>\n"
                                      "  <step>\n    <diagram size=\"9\"/>\n    <text><p>石を打つ。</p></text>\n  </step>\n"
                                      "</lesson>\n", -1, NULL));
  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  /* aaa-graded.xml sorts first */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "file"))), ==, 0);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_named (GTK_WIDGET (dialog), "text"))),
                            "正解は、石を囲むことです。", -1);
  g_assert_true (ishi_lesson_step_dialog_save (dialog, &error));
  g_assert_no_error (error);
  result = gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (dialog), "result")));
  g_assert_null (strstr (result, "nothing wrong"));

  /* every warning of the command is in the dialog */
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (err, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (strstr (lines[i], "warning") != NULL)
      {
        warned++;
        if (strstr (result, lines[i]) == NULL)
          g_error ("the dialog does not say “%s”:\n%s", lines[i], result);
      }
  g_assert_cmpuint (warned, ==, 2);
  g_assert_nonnull (strstr (result, "“解”"));
  g_assert_nonnull (strstr (result, "“囲”"));
  gtk_window_destroy (dialog);
  flush_events ();
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
test_renju (void)
{
  IshiWindow *window = new_window ();
  g_autoptr(IshiMatch) match = ishi_match_new_game (ishi_ruleset_lookup ("renju-free"), 15, 0, NAN);
  const IshiBoardModel *model;

  ishi_session_set_match (ishi_window_get_session (window), match);
  flush_events ();
  action (window, "edit");
  g_assert_true (edit_active (window));
  click_at (window, "h8");
  click_at (window, "i8");
  click_at (window, "g9");
  click_at (window, "g10");
  g_action_group_change_action_state (ishi_play_page_get_actions (page_of (window)), "edit-to-move",
                                      g_variant_new_string ("white"));
  flush_events ();
  model = ishi_board_view_get_model (board_of (window));
  /* g8: a double three for Black (renju-rules.ja.txt, 三々の禁手). */
  g_assert_true (ishi_board_model_get_point ((IshiBoardModel *) model, 6, 7)->flags & ISHI_BOARD_FLAG_FORBIDDEN);
  destroy_window (window);
}

/* ---- Looking at it ------------------------------------------------------------- */

static void
screenshot (GtkWidget *widget, const char *name)
{
  save_widget_png (widget, g_getenv ("ISHI_EDIT_SCREENSHOTS"), name);
}

/* A drag on the export dialog's board, as test-handouts does it. */
static void
drag (GtkWidget *board, int from_x, int from_y, int to_x, int to_y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  GtkGesture *gesture = NULL;
  IshiBoardGeometry g;
  double x1, y1, x2, y2;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && gesture == NULL; i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (c))
        gesture = GTK_GESTURE (c);
    }
  ishi_board_geometry_init_for_model (&g, gtk_widget_get_width (board), gtk_widget_get_height (board),
                                      ishi_board_view_get_model (ISHI_BOARD_VIEW (board)));
  ishi_board_geometry_point_to_pixel (&g, from_x, from_y, &x1, &y1);
  ishi_board_geometry_point_to_pixel (&g, to_x, to_y, &x2, &y2);
  g_signal_emit_by_name (gesture, "drag-begin", x1, y1);
  g_signal_emit_by_name (gesture, "drag-update", x2 - x1, y2 - y1);
  g_signal_emit_by_name (gesture, "drag-end", x2 - x1, y2 - y1);
}

static void
test_screenshots (void)
{
  IshiWindow *window;
  GtkWindow *dialog;
  GtkWidget *lessons;

  if (g_getenv ("ISHI_EDIT_SCREENSHOTS") == NULL)
    {
      g_test_skip ("ISHI_EDIT_SCREENSHOTS is not set");
      return;
    }
  window = window_with_setup ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 780);
  click_at (window, "D4");
  key (window, GDK_KEY_w, 0);
  click_at (window, "F6");
  key (window, GDK_KEY_t, 0);
  click_at (window, "E5");
  key (window, GDK_KEY_s, 0);
  click_at (window, "F6");
  key (window, GDK_KEY_l, 0);
  click_at (window, "D6");
  click_at (window, "F4");
  key (window, GDK_KEY_w, 0);
  screenshot (GTK_WIDGET (window), "edit-mode.png");

  /* Export: a rectangle dragged over the lower left, C2-F6. */
  {
    const char *dir = g_getenv ("ISHI_EDIT_SCREENSHOTS");
    g_autofree char *png = g_build_filename (dir, "region-export.png", NULL);
    GtkWindow *export = ishi_handouts_export_dialog (GTK_WINDOW (window), ishi_window_get_session (window));
    GtkWidget *board = find_named (GTK_WIDGET (export), "region-board");

    gtk_window_present (export);
    screenshot (GTK_WIDGET (export), "export-dialog-before.png");
    drag (board, 5, 7, 2, 3);
    screenshot (GTK_WIDGET (export), "export-dialog.png");
    g_assert_true (ishi_handouts_export_dialog_save (export, png, NULL));
    gtk_window_destroy (export);
  }

  action (window, "save-lesson-step");
  dialog = find_dialog_for (window);
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "file-name")), "my-diagrams");
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "lesson-title")), _("Diagrams"));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "step-title")), "AとB");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_named (GTK_WIDGET (dialog), "text"))),
                            "黒番です。AとBのどちらに打ちますか。\n\n△の石と□の石を見てください。", -1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_named (GTK_WIDGET (dialog), "task")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (dialog), "prompt")), "黒番：どちらに打ちますか。");
  g_signal_emit_by_name (find_named (GTK_WIDGET (dialog), "answer-board"), "point-activated", 3, 3);
  ishi_lesson_step_dialog_save (dialog, NULL);
  screenshot (GTK_WIDGET (dialog), "save-step-dialog.png");
  gtk_window_destroy (dialog);
  flush_events ();

  gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (window, "stack")), "lessons");
  flush_events ();
  lessons = find_widget (gtk_stack_get_child_by_name (GTK_STACK (widget_by_id (window, "stack")), "lessons"),
                         NULL, ISHI_TYPE_LESSON_VIEW);
  g_assert_true (ishi_lesson_view_open_lesson (ISHI_LESSON_VIEW (lessons), "my-diagrams"));
  screenshot (GTK_WIDGET (window), "lesson-step.png");
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  const char *shots = g_getenv ("ISHI_EDIT_SCREENSHOTS");
  g_autofree char *home = g_dir_make_tmp ("ishi-test-home-XXXXXX", NULL);
  g_autofree char *installed = g_build_filename (home, "installed-lessons", NULL);

  for (const char *const *var = (const char *const[]) { "XDG_STATE_HOME", "XDG_DATA_HOME",
                                                        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", NULL };
       *var; var++)
    {
      g_autofree char *dir = g_build_filename (home, *var, NULL);
      g_mkdir_with_parents (dir, 0700);
      g_setenv (*var, dir, TRUE);
    }
  /* No installed lessons: the list holds what the tests save. */
  g_setenv ("ISHI_LESSON_DIR", installed, TRUE);
  if (shots == NULL)
    {
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_unsetenv ("LANGUAGE");
    }
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("ISHI_LOCALEDIR") ? g_getenv ("ISHI_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");

  g_test_add_func ("/edit/set-up-position", test_set_up_position);
  g_test_add_func ("/edit/save-lesson-step", test_save_lesson_step);
  g_test_add_func ("/edit/save-lesson-task", test_save_lesson_task);
  g_test_add_func ("/edit/save-lesson-step-agrees", test_save_lesson_step_agrees);
  g_test_add_func ("/edit/renju", test_renju);
  g_test_add_func ("/edit/screenshots", test_screenshots);
  return g_test_run ();
}
