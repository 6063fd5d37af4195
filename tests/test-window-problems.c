/* test-window-problems.c — problems in the window, driven as a learner
 * would: Problems… on the Lessons page, Ishi's own sets, a file opened
 * (tests/data/problem-marks.sgf: the verdicts and Ishi's answers of its
 * right, wrong and unknown moves, as the file marks them), a folder, a
 * file that holds no problem, Hint, Undo, Try Again, Next Problem, the
 * count solved at the first try and a random order.  Clicks reach the
 * problem's board as its "point-activated" signal.
 *
 * ISHI_PROBLEM_SCREENSHOTS=DIR also writes PNG pictures of the page (in
 * the environment's language): a problem solved, a wrong move refuted, a
 * move not in the problem, the list of sets.  Nothing is compared there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-lesson-view.h"
#include "ishi-problem-view.h"
#include "ishi-test-util.h"
#include "window-helpers.h"

static void
shot (IshiWindow *window, const char *name)
{
  const char *dir = g_getenv ("ISHI_PROBLEM_SCREENSHOTS");

  if (dir != NULL)
    save_widget_png (GTK_WIDGET (window), dir, name);
}

static IshiProblemView *
view_of (IshiWindow *window)
{
  GtkWidget *view = find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_PROBLEM_VIEW);

  return view ? ISHI_PROBLEM_VIEW (view) : NULL;
}

static IshiProblemPage *
problem_page_of (IshiWindow *window)
{
  return ishi_problem_view_get_page (view_of (window));
}

static gboolean
loaded (gpointer data)
{
  return !ishi_window_is_loading_problems (data);
}

static void
open_problems (IshiWindow *window, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  ishi_window_open_problems (window, file);
  ishi_test_wait_until (loaded, window, "the problems to be read", 20);
  flush_events ();
}

/* A click on the problem's board at `where` ("F4"). */
static void
play_at (IshiWindow *window, const char *where)
{
  IshiProblemPlay *play = ishi_problem_page_get_play (problem_page_of (window));
  IshiGame *game = ishi_problem_play_get_game (play);
  int x, y;

  g_assert_true (ishi_game_get_rules (game)->parse_point (ishi_game_get_size (game), where, &x, &y));
  g_signal_emit_by_name (ishi_problem_page_get_board (problem_page_of (window)), "point-activated", x, y);
  flush_events ();
}

/* The words are checked in English; pictures may be taken in another
 * language, where only the rest is checked. */
static gboolean
english (void)
{
  return g_getenv ("ISHI_PROBLEM_SCREENSHOTS") == NULL;
}

static void
assert_says (IshiWindow *window, const char *which, const char *part)
{
  const char *text = ishi_problem_page_get_text (problem_page_of (window), which);

  if (!english () && !g_str_equal (which, "title") && !g_str_equal (which, "comment"))
    return;
  if (strstr (text, part) == NULL)
    g_error ("the %s says “%s”, not “%s”", which, text, part);
}

static void
problem_action (IshiWindow *window, const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (problem_page_of (window)), name, NULL));
  flush_events ();
}

static IshiColor
stone_at (IshiWindow *window, const char *where)
{
  IshiGame *game = ishi_problem_play_get_game (ishi_problem_page_get_play (problem_page_of (window)));
  const IshiRules *rules = ishi_game_get_rules (game);
  int x, y;

  g_assert_true (rules->parse_point (ishi_game_get_size (game), where, &x, &y));
  return rules->stone_at (ishi_game_get_position (game), x, y);
}

/* The file of the core's tests, played through the window. */
static void
test_file (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *path = ishi_test_src_path ("data/problem-marks.sgf");
  IshiProblemView *view;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  open_problems (window, path);
  view = view_of (window);
  g_assert_nonnull (view);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_false (ishi_problem_view_is_showing_list (view));
  g_assert_cmpstr (ishi_problem_view_get_counter (view), ==, "1 / 1");
  assert_says (window, "title", "Marks");
  assert_says (window, "question", "Black to capture the white stone.");

  /* Not in the problem: the stone stays, nothing more can be played. */
  play_at (window, "D6");
  assert_says (window, "verdict", "not in this problem");
  g_assert_cmpint (stone_at (window, "D6"), ==, ISHI_BLACK);
  shot (window, "problem-not-in-problem.png");
  play_at (window, "F4");
  assert_says (window, "verdict", "This line has ended");
  g_assert_cmpint (stone_at (window, "F4"), ==, ISHI_EMPTY);
  problem_action (window, "problem.undo");
  g_assert_cmpint (stone_at (window, "D6"), ==, ISHI_EMPTY);
  g_assert_cmpstr (ishi_problem_page_get_text (problem_page_of (window), "verdict"), ==, "");
  assert_says (window, "title", "Marks");

  /* Wrong (BM): refuted by the file's answer, with its comment. */
  play_at (window, "F5");
  assert_says (window, "verdict", "Wrong.");
  assert_says (window, "verdict", "White answers at E4.");
  assert_says (window, "comment", "This lets White out.");
  g_assert_cmpint (stone_at (window, "E4"), ==, ISHI_WHITE);
  shot (window, "problem-wrong.png");
  problem_action (window, "problem.retry");
  g_assert_cmpint (stone_at (window, "F5"), ==, ISHI_EMPTY);

  /* Right, Ishi answers, solved, but not at the first try. */
  play_at (window, "F4");
  assert_says (window, "verdict", "Right! White answers at F5.");
  play_at (window, "G5");
  assert_says (window, "verdict", "White answers at E4.");
  play_at (window, "E3");
  assert_says (window, "verdict", "Solved! That was the last problem of the set.");
  assert_says (window, "comment", "RIGHT: captured.");
  g_assert_cmpint (stone_at (window, "E5"), ==, ISHI_EMPTY);   /* captured */
  if (english ())
    g_assert_cmpstr (ishi_problem_view_get_tally_text (view), ==, "Solved at the first try: 0 of 1 tried");
  shot (window, "problem-solved-after-a-miss.png");
  destroy_window (window);
}

/* Ishi's own sets, from the Lessons page; Hint, Next, the tally, a
 * random order; the lessons again. */
static void
test_shipped (void)
{
  IshiWindow *window = new_window ();
  IshiProblemView *view;
  g_autofree char *list = NULL;
  guint first_try, solved, tried;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  /* Problems… on the Lessons page's list. */
  gtk_stack_set_visible_child_name (GTK_STACK (widget_by_id (window, "stack")), "lessons");
  flush_events ();
  g_assert_true (gtk_widget_get_mapped (widget_by_id (window, "problems_button")));
  g_assert_true (gtk_widget_is_sensitive (widget_by_id (window, "problems_button")));
  g_signal_emit_by_name (widget_by_id (window, "problems_button"), "clicked");
  flush_events ();
  view = view_of (window);
  g_assert_nonnull (view);
  g_assert_true (ishi_problem_view_is_showing_list (view));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  list = ishi_problem_view_describe_list (view);
  g_test_message ("%s", list);
  /* Ishi's own sets named in the window's language (issue 77 item 11). */
  if (english ())
    {
      g_assert_nonnull (strstr (list, "Capturing Stones — 6 problems · 9×9, 13×13"));
      g_assert_nonnull (strstr (list, "Ladders"));
    }
  shot (window, "problem-sets.png");

  /* The first set: 石を取る 1, the white stone in atari at E5. */
  g_assert_true (ishi_problem_view_open_set_at (view, 0));
  g_assert_cmpstr (ishi_problem_view_get_counter (view), ==, "1 / 6");
  play_at (window, "E4");
  assert_says (window, "verdict", "Solved at the first try!");
  assert_says (window, "comment", "正解！");    /* the ruby's base, without the reading */
  /* A screen reader hears the verdict with the point under the cursor. */
  ishi_board_view_set_cursor (ishi_problem_page_get_board (problem_page_of (window)), 4, 5);
  flush_events ();
  if (english ())
    g_assert_cmpstr (ishi_board_view_get_description (ishi_problem_page_get_board (problem_page_of (window))), ==,
                     "Solved at the first try! E4, black stone");
  ishi_problem_view_get_tally (view, &first_try, &solved, &tried);
  g_assert_cmpuint (first_try, ==, 1);
  g_assert_cmpuint (tried, ==, 1);
  shot (window, "problem-solved.png");

  /* Next Problem; a hint shows the right move and spends the first try. */
  problem_action (window, "problem.next");
  g_assert_cmpstr (ishi_problem_view_get_counter (view), ==, "2 / 6");
  problem_action (window, "problem.hint");
  assert_says (window, "verdict", "Hint: the right move is marked on the board (G1).");
  play_at (window, "G1");
  assert_says (window, "verdict", "Solved!");
  ishi_problem_view_get_tally (view, &first_try, &solved, &tried);
  g_assert_cmpuint (first_try, ==, 1);
  g_assert_cmpuint (solved, ==, 2);

  /* A random order keeps the problem shown and changes the rest. */
  ishi_problem_view_set_random (view, TRUE, 11);
  g_assert_true (ishi_problem_view_get_random (view));
  if (english ())
    assert_says (window, "title", "Capturing Stones 2");
  ishi_problem_view_set_random (view, FALSE, 0);
  g_assert_cmpstr (ishi_problem_view_get_counter (view), ==, "2 / 6");

  /* A 13×13 problem in a corner is shown as that part of the board. */
  g_assert_true (ishi_problem_view_go_to (view, 3));
  if (english ())
    assert_says (window, "title", "Capturing Stones 4");
  {
    const IshiBoardModel *model = ishi_board_view_get_model (ishi_problem_page_get_board (problem_page_of (window)));

    g_assert_cmpint (model->size, ==, 13);
    g_assert_true (model->has_region);
    g_assert_cmpint (model->region_min.x, ==, 0);        /* A … */
    g_assert_cmpint (model->region_max.y, ==, 12);       /* … 1 */
    g_assert_cmpint (model->region_max.x, <, 12);
  }
  shot (window, "problem-13x13-corner.png");

  /* Back to the list with the tally, then to the lessons. */
  gtk_widget_activate_action (GTK_WIDGET (view), "problems.show-list", NULL);
  g_free (list);
  list = ishi_problem_view_describe_list (view);
  g_assert_true (ishi_problem_view_is_showing_list (view));
  gtk_widget_activate_action (GTK_WIDGET (view), "problems.leave", NULL);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_true (gtk_widget_get_mapped (find_widget (GTK_WIDGET (window), NULL, ISHI_TYPE_LESSON_VIEW)));
  destroy_window (window);
}

/* A 詰め連珠 answered wrong says why (issue 67, item 5): つめれんじゅ 1,
 * f11 is a four that White blocks at h13, where the win starts. */
static void
test_renju_wrong (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *path = g_build_filename (g_getenv ("ISHI_TESTS_SRCDIR"), "..", "data", "problems",
                                            "08-renju.sgf", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  open_problems (window, path);
  /* A file opened is named as it names itself, Ishi's own too. */
  assert_says (window, "title", "つめれんじゅ 1");
  play_at (window, "f11");
  assert_says (window, "verdict", "Wrong. f11 makes a four, and White blocks it at h13. "
                                  "The block takes h13, a point your win needs.");
  g_assert_cmpint (stone_at (window, "h13"), ==, ISHI_WHITE);
  shot (window, "renju-wrong.png");
  destroy_window (window);
}

/* A folder of problems, and a file with none: said in a dialog. */
static void
test_folder_and_fault (void)
{
  IshiWindow *window = new_window ();
  g_autofree char *dir = g_dir_make_tmp ("ishi-problems-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.sgf", NULL);
  g_autofree char *b = g_build_filename (dir, "b.sgf", NULL);
  g_autofree char *none = g_build_filename (dir, "none.txt", NULL);
  GtkWindow *dialog;

  g_assert_true (g_file_set_contents (a, "(;SZ[9]GN[A]AB[aa];B[bb]C[RIGHT])", -1, NULL));
  g_assert_true (g_file_set_contents (b, "(;SZ[9]GN[B]AB[aa];B[cc]C[RIGHT])(;SZ[9]GN[No moves]AB[dd])", -1, NULL));
  g_assert_true (g_file_set_contents (none, "(;SZ[9]AB[aa])", -1, NULL));
  open_problems (window, dir);
  g_assert_cmpstr (ishi_problem_view_get_counter (view_of (window)), ==, "1 / 2");
  assert_says (window, "title", "A");
  problem_action (window, "problem.next");
  assert_says (window, "title", "B");
  /* b.sgf's second game has no move: said above the problem. */
  {
    GtkWidget *errors = find_named (GTK_WIDGET (window), "problem-errors");

    g_assert_true (gtk_widget_get_visible (errors));
    if (english ())
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (errors)), ==, "1 game of this set could not be used");
    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (errors), "b.sgf:1:"));
  }

  open_problems (window, none);
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  flush_events ();
  ishi_test_remove_tree (dir);
  destroy_window (window);
}

static gboolean
read_and_loaded (gpointer data)
{
  return !ishi_window_is_reading (data) && !ishi_window_is_loading_problems (data);
}

static const char *
info_text (IshiWindow *window)
{
  GtkInfoBar *bar = GTK_INFO_BAR (widget_by_id (window, "info_bar"));

  return gtk_info_bar_get_revealed (bar) ? gtk_label_get_text (GTK_LABEL (widget_by_id (window, "info_label"))) : "";
}

/* A problem file opened with Open… (issue 54, 8): a tsumego with its
 * answers as variations and labels A, B, C, as a problem collection
 * writes it, opens on the Problems page, where a wrong move is said; the
 * info bar offers it as a game record, which opens it on the Play page.
 * A game record with variations still opens as a game. */
static void
test_opened_as_game (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]CA[UTF-8]SZ[9]GN[Corner]"
                                     "AB[ba][bb][cb][db][eb]AW[cc][dc][ec][fc][fb]"
                                     "C[Black to play and live.]LB[da:A][ea:B][fa:C]"
                                     "(;B[ea];W[da];B[fa]C[RIGHT])"
                                     "(;B[da];W[ea]C[Dead.])"
                                     "(;B[fa];W[ea]C[Dead.]))",
                                     "corner.sgf");
  g_autofree char *game = temp_copy ("(;GM[1]FF[4]SZ[9]PB[Ann]PW[Ben]HA[2]AB[cc][gg]"
                                     "(;W[ee];B[ce])(;W[ce]C[Better: E5.]))",
                                     "handicap.sgf");
  IshiWindow *window = new_window ();
  GtkStack *stack;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  stack = GTK_STACK (widget_by_id (window, "stack"));
  open_file (window, path);
  ishi_test_wait_until (read_and_loaded, window, "the problem to be read", 20);
  flush_events ();
  g_assert_nonnull (view_of (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view_of (window))));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lessons");
  assert_says (window, "title", "Corner");
  assert_says (window, "question", "Black to play and live.");
  g_assert_null (ishi_session_get_file (ishi_window_get_session (window)));
  if (english ())
    g_assert_nonnull (strstr (info_text (window), "“corner.sgf” holds problems"));
  shot (window, "problem-opened-as-game.png");
  play_at (window, "D9");
  assert_says (window, "verdict", "Wrong.");

  /* Open as a Game Record: the file on the Play page, labels and all. */
  gtk_info_bar_response (GTK_INFO_BAR (widget_by_id (window, "info_bar")), GTK_RESPONSE_APPLY);
  ishi_test_wait_until (read_and_loaded, window, "the record to be read", 20);
  flush_events ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "play");
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    GFile *opened = ishi_session_get_file (ishi_window_get_session (window));

    g_assert_nonnull (opened);
    g_assert_true (g_file_equal (opened, file));
    g_assert_nonnull (ishi_sgf_node_lookup (ishi_game_get_root (game_of (window)), "LB"));
  }

  /* A game, opened from the Problems view: the Play page, nothing said. */
  gtk_stack_set_visible_child_name (stack, "lessons");
  open_file (window, game);
  ishi_test_wait_until (read_and_loaded, window, "the game to be read", 20);
  flush_events ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "play");
  g_assert_cmpstr (info_text (window), ==, "");
  {
    g_autoptr(GFile) file = g_file_new_for_path (game);

    g_assert_true (g_file_equal (ishi_session_get_file (ishi_window_get_session (window)), file));
  }
  destroy_window (window);
  g_unlink (path);
  g_unlink (game);
}

/* Issue 66 item 3: New Game from the Problems view (a problem file opened,
 * Ctrl+N, Start) started the game behind the problem: the Play page comes
 * to the front, the file's offer gone with it. */
static void
test_new_game_in_front (void)
{
  g_autofree char *path = temp_copy ("(;GM[1]FF[4]CA[UTF-8]SZ[9]GN[Corner]"
                                     "AB[ba][bb][cb][db][eb]AW[cc][dc][ec][fc][fb]"
                                     "C[Black to play and live.]"
                                     "(;B[ea];W[da];B[fa]C[RIGHT])"
                                     "(;B[da];W[ea]C[Dead.]))",
                                     "corner-new.sgf");
  IshiWindow *window = new_window ();
  GtkStack *stack = GTK_STACK (widget_by_id (window, "stack"));
  GtkWindow *dialog;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  open_file (window, path);
  ishi_test_wait_until (read_and_loaded, window, "the problem to be read", 20);
  flush_events ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lessons");
  /* Issue 66 item 6: the "holds problems" bar leaves the problem set's
   * own bar uncovered, and the header shows no game's title. */
  {
    GtkWidget *bar = widget_by_id (window, "info_bar");
    graphene_rect_t b, v;

    for (int i = 0; i < 60; i++)      /* the bar's slide down */
      {
        flush_events ();
        g_usleep (10000);
      }
    g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
    g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &b));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view_of (window)), GTK_WIDGET (window), &v));
    if (v.origin.y < b.origin.y + b.size.height)
      g_error ("the problems' bar (from y %g) is under the information bar (to y %g)",
               v.origin.y, b.origin.y + b.size.height);
    g_assert_false (gtk_widget_get_visible (widget_by_id (window, "title_box")));
    shot (window, "problems-under-info-bar.png");
  }
  action (window, "win.new-game");
  dialog = find_dialog_for (window);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (find_widget (GTK_WIDGET (dialog), "start_button", G_TYPE_INVALID), "clicked");
  flush_events ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "play");
  g_assert_cmpuint (ishi_game_get_move_number (game_of (window)), ==, 0);
  g_assert_cmpstr (info_text (window), ==, "");
  g_assert_true (gtk_widget_get_visible (widget_by_id (window, "title_box")));
  shot (window, "new-game-from-problems.png");
  destroy_window (window);
  g_unlink (path);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The buttons of the list of sets, in their order (each keeps its line
 * for ishi_problem_view_describe_list). */
static void
collect_set_buttons (GtkWidget *root, GPtrArray *found)
{
  if (GTK_IS_BUTTON (root) && g_object_get_data (G_OBJECT (root), "line") != NULL)
    g_ptr_array_add (found, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_set_buttons (c, found);
}

static GtkWidget *
set_button (IshiProblemView *view, guint index)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_set_buttons (GTK_WIDGET (view), found);
  return index < found->len ? g_ptr_array_index (found, index) : NULL;
}

/* The set's name as the button shows it: its first line. */
static const char *
set_button_title (GtkWidget *button)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));

  g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (box)));
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box)));
}

/* The name of the set the SGF file at `path` gives (its first EV). */
static char *
file_event (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GRegex) ev = g_regex_new ("EV\\[([^]]*)\\]", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_regex_match (ev, text, 0, &match));
  return g_match_info_fetch (match, 1);
}

/* Issue 77 items 10 and 11: every set of Ishi's own, in the list of
 * sets, is a button a screen reader names by the set's name and
 * describes by what it holds (Orca said "GtkButton" for each), the name in
 * the window's language: English in English, in Japanese the name the
 * file gives (石を取る, シチョウ …).  Run in English, then in Japanese in
 * a process of its own (GLib decides once whether to translate). */
static void
test_own_sets_named (void)
{
  gboolean japanese = g_getenv ("ISHI_TEST_JAPANESE") != NULL;
  g_autofree char *dir = ishi_test_src_path ("../data/problems");
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  IshiWindow *window;
  IshiProblemView *view;
  const char *name;
  guint i = 0;

  if (!japanese && !g_test_subprocess () && english ())
    {
      g_setenv ("ISHI_TEST_JAPANESE", "1", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("ISHI_TEST_JAPANESE");
      g_test_trap_assert_passed ();
    }
  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_suffix (name, ".sgf"))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) compare_paths);
  g_assert_cmpuint (names->len, >=, 8);

  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-problems", NULL);
  flush_events ();
  view = view_of (window);
  g_assert_nonnull (view);
  g_assert_true (ishi_problem_view_is_showing_list (view));
  for (guint k = 0; k < names->len; k++)
    {
      g_autofree char *event = file_event (g_ptr_array_index (names, k));
      GtkWidget *button = set_button (view, k);
      const char *label;
      char *failed;

      g_assert_nonnull (button);
      label = set_button_title (button);
      g_test_message ("%s: “%s”", (char *) g_ptr_array_index (names, k), label);
      /* Named, and by the set's name as the button shows it. */
      failed = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      if (failed != NULL)
        g_error ("the set %s: %s", (char *) g_ptr_array_index (names, k), failed);
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      if (japanese)
        g_assert_cmpstr (label, ==, event);
      else if (english ())   /* (pictures may be taken in another language) */
        for (const char *p = label; *p; p = g_utf8_next_char (p))
          if (g_utf8_get_char (p) >= 0x3000)
            g_error ("the set %s is named “%s” in English", (char *) g_ptr_array_index (names, k), label);
      i++;
    }
  g_assert_cmpuint (i, ==, names->len);
  destroy_window (window);
}

int
main (int argc, char **argv)
{
  g_autofree char *shipped = ishi_test_src_path ("../data/problems");
  gboolean japanese = g_getenv ("ISHI_TEST_JAPANESE") != NULL;

  if (japanese)
    {
      /* the Japanese half of /window-problems/own-sets-named */
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_setenv ("LANGUAGE", "ja", TRUE);
    }
  window_test_init (&argc, &argv, japanese ? "ISHI_TEST_JAPANESE" : "ISHI_PROBLEM_SCREENSHOTS");
  g_setenv ("ISHI_PROBLEM_DIR", shipped, TRUE);
  g_test_add_func ("/window-problems/file", test_file);
  g_test_add_func ("/window-problems/shipped", test_shipped);
  g_test_add_func ("/window-problems/renju-wrong", test_renju_wrong);
  g_test_add_func ("/window-problems/folder-and-fault", test_folder_and_fault);
  g_test_add_func ("/window-problems/opened-as-game", test_opened_as_game);
  g_test_add_func ("/window-problems/new-game-in-front", test_new_game_in_front);
  g_test_add_func ("/window-problems/own-sets-named", test_own_sets_named);
  return g_test_run ();
}
