/* test-piskvork.c — `ishi-tool piskvork`, Ishi's Renju engine as a
 * Piskvork brain, answers a recorded session (tests/data/piskvork/).
 *
 * The session file holds what a manager says ("> ") and what the brain
 * must answer ("< "), in order; see the file for the forms.  Every move the
 * brain plays is checked here with the rules core (ishi-renju-board.h): on
 * an empty point, and for Black not forbidden.  The brain plays at level 1
 * with a generous timeout_turn, so its budget of positions ends each
 * search first and the answers are the same on every run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "ishi-renju-board.h"
#include "ishi-test-util.h"

typedef struct {
  IshiRenjuBoard board;
  IshiColor own;         /* the brain's colour, ISHI_EMPTY before it is known */
  guint stones;
} Tracker;

static gboolean
parse_point (const char *text, int *x, int *y)
{
  return sscanf (text, "%d,%d", x, y) == 2 && *x >= 0 && *y >= 0
         && *x < ISHI_RENJU_SIZE && *y < ISHI_RENJU_SIZE;
}

/* What the manager said: the board the brain sees. */
static void
track_input (Tracker *t, char **lines, guint *i)
{
  const char *line = lines[*i] + 2;
  int x, y;

  if (g_str_has_prefix (line, "START") || g_str_has_prefix (line, "RESTART"))
    {
      ishi_renju_board_init (&t->board);
      t->own = ISHI_EMPTY;
      t->stones = 0;
    }
  else if (g_str_has_prefix (line, "BEGIN"))
    t->own = ISHI_BLACK;
  else if (g_str_has_prefix (line, "TURN ") && parse_point (line + 5, &x, &y)
           && ishi_renju_board_get (&t->board, x, y) == ISHI_EMPTY)
    {
      if (t->own == ISHI_EMPTY)
        t->own = ISHI_WHITE;
      ishi_renju_board_set (&t->board, x, y, ishi_color_other (t->own));
      t->stones++;
    }
  else if (g_str_has_prefix (line, "TAKEBACK ") && parse_point (line + 9, &x, &y))
    {
      ishi_renju_board_set (&t->board, x, y, ISHI_EMPTY);
      t->stones--;
    }
  else if (g_str_equal (line, "BOARD"))
    {
      int own = 0, other = 0, who;
      GArray *points = g_array_new (FALSE, FALSE, sizeof (int));

      for ((*i)++; lines[*i] != NULL && !g_str_equal (lines[*i], "DONE"); (*i)++)
        {
          g_assert_cmpint (sscanf (lines[*i], "%d,%d,%d", &x, &y, &who), ==, 3);
          g_array_append_val (points, x);
          g_array_append_val (points, y);
          g_array_append_val (points, who);
          if (who == 1)
            own++;
          else
            other++;
        }
      t->own = own == other ? ISHI_BLACK : ISHI_WHITE;
      ishi_renju_board_init (&t->board);
      for (guint k = 0; k < points->len; k += 3)
        ishi_renju_board_set (&t->board, g_array_index (points, int, k), g_array_index (points, int, k + 1),
                              g_array_index (points, int, k + 2) == 1 ? t->own : ishi_color_other (t->own));
      t->stones = (guint) (own + other);
      g_array_unref (points);
    }
}

/* The brain's answer `got` against the expected `want`. */
static void
check_answer (Tracker *t, const char *want, const char *got, guint line_number)
{
  int x, y;

  if (got == NULL)
    g_error ("session line %u: expected “%s”, the brain said nothing more", line_number, want);
  if (g_str_equal (want, "MOVE") || parse_point (want, &x, &y))
    {
      if (!parse_point (got, &x, &y))
        g_error ("session line %u: expected a move, got “%s”", line_number, got);
      if (!g_str_equal (want, "MOVE") && !g_str_equal (want, got))
        g_error ("session line %u: expected %s, got %s", line_number, want, got);
      g_assert_cmpint (t->own, !=, ISHI_EMPTY);
      if (ishi_renju_board_get (&t->board, x, y) != ISHI_EMPTY)
        g_error ("session line %u: %s is not empty", line_number, got);
      if (t->own == ISHI_BLACK && ishi_renju_board_forbidden (&t->board, x, y) != ISHI_MOVE_OK)
        g_error ("session line %u: %s is forbidden for Black", line_number, got);
      ishi_renju_board_set (&t->board, x, y, t->own);
      t->stones++;
    }
  else if (g_str_has_suffix (want, "*"))
    {
      g_autofree char *prefix = g_strndup (want, strlen (want) - 1);

      if (!g_str_has_prefix (got, prefix))
        g_error ("session line %u: expected “%s”, got “%s”", line_number, want, got);
    }
  else if (!g_str_equal (want, got))
    g_error ("session line %u: expected “%s”, got “%s”", line_number, want, got);
}

static void
test_session (void)
{
  g_autofree char *path = ishi_test_src_path ("data/piskvork/session-renju.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GSubprocess) brain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) answers = NULL;
  Tracker t = { .own = ISHI_EMPTY };
  guint a = 0, checked = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  /* the manager's side: every "> " line and the BOARD lines up to DONE */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "> "))
        g_string_append_printf (input, "%s\r\n", lines[i] + 2);
      else if (lines[i][0] != '#' && lines[i][0] != '<' && lines[i][0] != '\0')
        g_string_append_printf (input, "%s\r\n", lines[i]);
    }

  brain = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            g_getenv ("ISHI_TOOL"), "piskvork", "--level", "1", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (brain, input->str, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (brain));
  g_assert_cmpint (g_subprocess_get_exit_status (brain), ==, 0);
  answers = g_strsplit (out, "\n", -1);

  ishi_renju_board_init (&t.board);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "> "))
        track_input (&t, lines, &i);
      else if (g_str_has_prefix (lines[i], "< "))
        {
          const char *got = answers[a] != NULL && answers[a][0] != '\0' ? answers[a] : NULL;

          check_answer (&t, lines[i] + 2, got, i + 1);
          a++;
          checked++;
        }
    }
  /* nothing after END, and nothing unasked for */
  g_assert_true (answers[a] == NULL || (answers[a][0] == '\0' && answers[a + 1] == NULL));
  g_assert_cmpuint (checked, >=, 15);
}

/* A manager that goes away mid-BOARD ends the brain, and nothing hangs. */
static void
test_end_of_input (void)
{
  g_autoptr(GSubprocess) brain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  brain = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            g_getenv ("ISHI_TOOL"), "piskvork", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (brain, "START 15\nBOARD\n7,7,1\n", NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (out, ==, "OK\n");
  g_assert_cmpint (g_subprocess_get_exit_status (brain), ==, 0);
}

/* `ishi-tool match --game renju`: a brain against Ishi's own engine,
 * colours swapped; each game is a record (GM[4], RE) and a row of the
 * table.  A brain that answers an occupied point loses that game by
 * forfeit, with the reason in the note and an error in the table. */
static void
test_match (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-piskvork-XXXXXX", NULL);
  g_autofree char *brain = g_strdup_printf ("%s piskvork --level 1", g_getenv ("ISHI_TOOL"));
  /* a brain that always answers the centre: as White, on Black's stone */
  const char *liar = "sh -c 'while read l; do case \"$l\" in START*) echo OK;; ABOUT*) echo name=\\\"liar\\\";; "
                     "BEGIN*|TURN*) echo 7,7;; END*) exit 0;; esac; done'";
  g_autoptr(GSubprocess) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--black", brain, "--white", "ishi:1", "--games", "2",
                            "--alternate", "--sgf-dir", dir, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 0);
  g_assert_nonnull (strstr (out, "game\tblack\twhite\tmoves\tresult"));
  g_assert_nonnull (strstr (out, "games: 2"));
  for (int g = 1; g <= 2; g++)
    {
      g_autofree char *name = g_strdup_printf ("%s/game-%03d.sgf", dir, g);
      g_autofree char *sgf = NULL;

      g_assert_true (g_file_get_contents (name, &sgf, NULL, NULL));
      g_assert_nonnull (strstr (sgf, "GM[4]"));
      g_assert_nonnull (strstr (sgf, "RE["));
      g_assert_nonnull (strstr (sgf, ";B[hh]"));
      g_remove (name);
    }

  g_clear_object (&match);
  g_clear_pointer (&out, g_free);
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--black", "ishi:1", "--white", liar, "--games", "1", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 0);
  /* a fault: a forfeit, not a resignation */
  g_assert_nonnull (strstr (out, "B+F"));
  g_assert_null (strstr (out, "B+R"));
  g_assert_nonnull (strstr (out, "B: 7,7 refused"));
  g_assert_nonnull (strstr (out, "B\t0.0%"));
  g_rmdir (dir);
}

/* Issue 53, item 4: a brain that exits after its first move.  The next
 * command written to it ended the tool by SIGPIPE (exit 141, no table, no
 * record); now the brain loses that game by forfeit, a new one plays the
 * next, and every game is written. */
static void
test_match_brain_exits (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-piskvork-XXXXXX", NULL);
  const char *quitter = "sh -c 'while read l; do case \"$l\" in START*) echo OK;; ABOUT*) echo name=\\\"quitter\\\";; "
                        "BEGIN*|TURN*) echo 0,0; exit 0;; END*) exit 0;; esac; done'";
  const char *argv[] = { g_getenv ("ISHI_TOOL"), "match", "--game", "renju", "--black", "ishi:1", "--white", quitter,
                         "--games", "2", "--move-timeout", "10", "--sgf-dir", dir, NULL };
  g_autofree char *out = NULL;

  g_assert_cmpint (ishi_test_run_bounded (argv, 120, &out), ==, 0);
  g_test_message ("%s", out);
  g_assert_nonnull (strstr (out, "games: 2"));
  for (int g = 1; g <= 2; g++)
    {
      g_autofree char *name = g_strdup_printf ("%s/game-%03d.sgf", dir, g);
      g_autofree char *sgf = NULL;

      g_assert_true (g_file_get_contents (name, &sgf, NULL, NULL));
      g_assert_nonnull (strstr (sgf, "RE[B+F]"));
      g_assert_nonnull (strstr (sgf, "W[aa]"));
      g_remove (name);
    }
  g_rmdir (dir);
}

/* --turn-time is what a brain is told a move has (INFO timeout_turn), apart
 * from --move-timeout, the limit past which a side loses; more time told
 * than allowed is refused. */
static void
test_match_turn_time (void)
{
  g_autofree char *log = NULL;
  g_autofree char *brain = NULL;
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GSubprocess) match = NULL;
  g_autoptr(GError) error = NULL;
  int fd = g_file_open_tmp ("ishi-turn-XXXXXX.log", &log, &error);

  g_assert_no_error (error);
  close (fd);
  brain = g_strdup_printf ("sh -c 'tee -a %s | %s piskvork --level 1'", log, g_getenv ("ISHI_TOOL"));
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--black", brain, "--white", "ishi:1", "--games", "1",
                            "--max-moves", "6", "--turn-time", "0.5", "--move-timeout", "30", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 0);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "INFO timeout_turn 500\r\n"));
  g_unlink (log);

  g_clear_object (&match);
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--black", "ishi:1", "--white", "ishi:1",
                            "--turn-time", "5", "--move-timeout", "2", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (match, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 2);
}

/* `ishi-tool match --game renju --rules renju-rif` between Ishi's engine
 * levels: Black's engine lays out an opening, White's decides the swap;
 * the record has the opening (ON), White's reason on move 3 and RU of the
 * RIF row.  A brain cannot lay out an opening: refused with a message. */
static void
test_match_rif (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-piskvork-XXXXXX", NULL);
  g_autoptr(GSubprocess) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;

  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--rules", "renju-rif", "--black", "ishi:1", "--white", "ishi:1",
                            "--games", "4", "--max-moves", "12", "--sgf-dir", dir, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 0);
  g_assert_nonnull (strstr (out, "games: 4"));
  for (int g = 1; g <= 4; g++)
    {
      g_autofree char *name = g_strdup_printf ("%s/game-%03d.sgf", dir, g);
      g_autofree char *sgf = NULL;

      g_assert_true (g_file_get_contents (name, &sgf, NULL, NULL));
      g_assert_nonnull (strstr (sgf, "ON["));
      g_assert_nonnull (strstr (sgf, ";B[hh]"));
      g_assert_true (strstr (sgf, "I take Black") || strstr (sgf, "I keep White"));
      g_remove (name);
    }
  g_rmdir (dir);

  g_clear_object (&match);
  g_clear_pointer (&out, g_free);
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                            g_getenv ("ISHI_TOOL"), "match", "--game", "renju", "--rules", "renju-rif",
                            "--black", "ishi:1", "--white", "pbrain-x", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, &err, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 2);
  g_assert_nonnull (strstr (err, "Ishi’s own engines"));
}

/* `--openings --alternate`: games 1 and 2 start from D1 (寒星: h8, h9,
 * h10), 3 and 4 from D2, the colours exchanged within each pair; the
 * record has the stones and the opening (ON), the note its code.  A brain
 * whose first move comes after the opening is told the position with
 * BOARD (its stones 1, the other's 2, in the order played): as White the
 * three stones, as Black four. */
static void
test_match_openings (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-piskvork-XXXXXX", NULL);
  g_autofree char *log = NULL;
  g_autofree char *brain = NULL;
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GSubprocess) match = NULL;
  g_autoptr(GError) error = NULL;
  int fd = g_file_open_tmp ("ishi-openings-XXXXXX.log", &log, &error);
  const char *own = "Ishi (level 1)";

  g_assert_no_error (error);
  close (fd);
  brain = g_strdup_printf ("sh -c 'tee -a %s | %s piskvork --level 1'", log, g_getenv ("ISHI_TOOL"));
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--black", brain, "--white", "ishi:1", "--games", "4",
                            "--alternate", "--openings", "--max-moves", "7", "--sgf-dir", dir, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (match, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 0);
  g_assert_nonnull (strstr (out, "\n1\tA\tB\t7\t"));
  g_assert_nonnull (strstr (out, "\n2\tB\tA\t7\t"));
  g_assert_nonnull (strstr (out, "\n3\tA\tB\t7\t"));
  g_assert_nonnull (strstr (out, "\n4\tB\tA\t7\t"));
  g_assert_nonnull (strstr (out, "D1; "));
  g_assert_nonnull (strstr (out, "D2; "));
  for (int g = 1; g <= 4; g++)
    {
      g_autofree char *name = g_strdup_printf ("%s/game-%03d.sgf", dir, g);
      g_autofree char *sgf = NULL;
      g_autofree char *pb = NULL;
      g_autofree char *flat = NULL;
      g_auto(GStrv) lines = NULL;
      gboolean brain_black = g % 2 == 1;

      g_assert_true (g_file_get_contents (name, &sgf, NULL, NULL));
      lines = g_strsplit (sgf, "\n", -1);
      flat = g_strjoinv ("", lines);
      g_assert_nonnull (strstr (flat, g <= 2 ? "ON[D1 寒星 (Kansei)]" : "ON[D2 "));
      g_assert_nonnull (strstr (flat, g <= 2 ? ";B[hh];W[hg];B[hf];W[" : ";B[hh];W[hg];B["));
      pb = g_strdup_printf ("PB[%s]", own);
      g_assert_true ((strstr (flat, pb) == NULL) == brain_black);
      g_remove (name);
    }
  g_rmdir (dir);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  /* game 1, the brain Black: Black 1 and 3 its own, then White 4 */
  g_assert_nonnull (strstr (text, "BOARD\r\n7,7,1\r\n7,6,2\r\n7,5,1\r\n"));
  /* game 2, the brain White, to play move 4 */
  g_assert_nonnull (strstr (text, "BOARD\r\n7,7,2\r\n7,6,1\r\n7,5,2\r\nDONE\r\n"));
  g_assert_null (strstr (text, "BEGIN"));
  g_unlink (log);

  g_clear_object (&match);
  match = g_subprocess_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, g_getenv ("ISHI_TOOL"), "match",
                            "--game", "renju", "--rules", "renju-rif", "--openings",
                            "--black", "ishi:1", "--white", "ishi:1", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (match, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (match), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/piskvork/session", test_session);
  g_test_add_func ("/piskvork/end-of-input", test_end_of_input);
  g_test_add_func ("/piskvork/53-4-brain-exits", test_match_brain_exits);
  g_test_add_func ("/piskvork/match", test_match);
  g_test_add_func ("/piskvork/match-rif", test_match_rif);
  g_test_add_func ("/piskvork/match-turn-time", test_match_turn_time);
  g_test_add_func ("/piskvork/match-openings", test_match_openings);
  return g_test_run ();
}
