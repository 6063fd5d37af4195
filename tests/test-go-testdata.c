/* test-go-testdata.c — the Go rules against the shared test positions.
 *
 *  - sgfmill's play tests (go-rules/sgfmill/expected.json, converted once
 *    into tests/data/go/sgfmill-play.txt): moves, then the stones that must
 *    be left and the simple-ko point.  Played both from the move list and
 *    from the case's SGF file.
 *  - Fuego's repetition regression suite (go-rules/fuego/repetition.tst):
 *    which move is legal under simple ko and which under positional superko.
 *  - Little Go's illegal records and setup tests (sgf/littlego/, expected
 *    behaviour in its doc/TESTING, summarised in sgf/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-go-board.h"
#include "ishi-rules.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

#define assert_status(expr, want) \
  g_assert_cmpstr (ishi_move_status_to_string (expr), ==, ishi_move_status_to_string (want))

/* --- helpers ------------------------------------------------------------- */

static IshiSgfNode *
load_root (const char *path, IshiSgfCollection **collection)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  *collection = ishi_sgf_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*collection);
  g_assert_cmpuint ((*collection)->games->len, >=, 1);
  return g_ptr_array_index ((*collection)->games, 0);
}

static IshiPosition *
new_position (const IshiSgfNode *root, IshiKoRule ko_rule, gboolean allow_suicide)
{
  const IshiRules *rules = NULL;
  IshiRulesOptions options;
  g_autoptr(GError) error = NULL;

  g_assert_true (ishi_game_options_from_root (root, &rules, &options, &error));
  g_assert_no_error (error);
  g_assert_true (rules == ishi_rules_go ());
  options.ko_rule = ko_rule;
  options.allow_suicide = allow_suicide;
  return rules->position_new (&options);
}

/* Applies the main line from the root until `n_moves` moves are on the
 * board (all of it for -1); returns the node that would come next. */
static const IshiSgfNode *
replay (const IshiSgfNode *root, IshiPosition *position, int n_moves, const char *what)
{
  const IshiRules *rules = ishi_rules_go ();
  int size = rules->options (position)->size;
  const IshiSgfNode *node;
  guint moves = 0;

  for (node = root; node; node = node->first_child)
    {
      IshiColor color;
      int x, y;
      IshiMoveStatus status = ISHI_MOVE_OK;
      g_autoptr(GError) error = NULL;

      if (n_moves >= 0 && (int) moves == n_moves && ishi_game_node_move (node, size, &color, &x, &y))
        return node;
      if (!ishi_game_apply_node (rules, position, node, &moves, &status, &error))
        g_error ("%s: move %u refused (%s): %s", what, moves + 1,
                 ishi_move_status_to_string (status), error ? error->message : "");
    }
  if (n_moves >= 0)
    g_assert_cmpint ((int) moves, ==, n_moves);
  return NULL;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The stones of `color` as sorted point names, space-separated. */
static char *
stones (const IshiPosition *position, IshiColor color)
{
  const IshiRules *rules = ishi_rules_go ();
  int size = rules->options (position)->size;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (position, x, y) == color)
        g_ptr_array_add (names, rules->format_point (size, x, y));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
sorted_words (char **words)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new ();

  for (char **w = words; *w; w++)
    g_ptr_array_add (list, *w);
  g_ptr_array_sort (list, compare_names);
  g_ptr_array_add (list, NULL);
  return g_strjoinv (" ", (char **) list->pdata);
}

/* --- sgfmill ------------------------------------------------------------- */

typedef struct {
  char *code, *sgf;
  int size;
  char **moves;       /* "B", "B2", "W", "C2", ... */
  char *black, *white;
  char *ko;           /* NULL: none */
} SgfmillCase;

static void
sgfmill_case_clear (SgfmillCase *c)
{
  g_free (c->code);
  g_free (c->sgf);
  g_strfreev (c->moves);
  g_free (c->black);
  g_free (c->white);
  g_free (c->ko);
}

static GArray *
read_sgfmill_cases (void)
{
  g_autofree char *path = ishi_test_src_path ("data/go/sgfmill-play.txt");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *cases = g_array_new (FALSE, TRUE, sizeof (SgfmillCase));
  SgfmillCase *c = NULL;

  g_array_set_clear_func (cases, (GDestroyNotify) sgfmill_case_clear);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) words = g_strsplit (lines[i], " ", -1);

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (g_str_equal (words[0], "case"))
        {
          g_assert_cmpuint (g_strv_length (words), ==, 4);
          g_array_set_size (cases, cases->len + 1);
          c = &g_array_index (cases, SgfmillCase, cases->len - 1);
          c->code = g_strdup (words[1]);
          c->sgf = g_strdup (words[2]);
          c->size = atoi (words[3]);
          continue;
        }
      g_assert_nonnull (c);
      if (g_str_equal (words[0], "moves"))
        c->moves = g_strdupv (words + 1);
      else if (g_str_equal (words[0], "black"))
        c->black = sorted_words (words + 1);
      else if (g_str_equal (words[0], "white"))
        c->white = sorted_words (words + 1);
      else if (g_str_equal (words[0], "ko"))
        c->ko = g_str_equal (words[1], "-") ? NULL : g_strdup (words[1]);
      else
        g_error ("%s:%u: cannot read \"%s\"", path, i + 1, lines[i]);
    }
  return cases;
}

static void
check_ko (const IshiGoBoard *board, const char *want, const char *code)
{
  const IshiRules *rules = ishi_rules_go ();
  int x, y;

  if (want == NULL)
    {
      if (ishi_go_board_get_ko (board, &x, &y, NULL))
        g_error ("%s: ko point at (%d, %d), sgfmill says none", code, x, y);
    }
  else
    {
      g_autofree char *have = NULL;

      g_assert_true (ishi_go_board_get_ko (board, &x, &y, NULL));
      have = rules->format_point (ishi_go_board_get_size (board), x, y);
      g_assert_cmpstr (have, ==, want);
    }
}

static void
test_sgfmill_moves (void)
{
  const IshiRules *rules = ishi_rules_go ();
  g_autoptr(GArray) cases = read_sgfmill_cases ();

  g_assert_cmpuint (cases->len, ==, 16);
  for (guint i = 0; i < cases->len; i++)
    {
      SgfmillCase *c = &g_array_index (cases, SgfmillCase, i);
      g_autoptr(IshiGoBoard) board = ishi_go_board_new (c->size, ISHI_KO_SIMPLE, TRUE);
      IshiRulesOptions options = { .size = c->size, .allow_suicide = TRUE };
      IshiPosition *position = rules->position_new (&options);
      g_autofree char *black = NULL, *white = NULL;

      g_test_message ("sgfmill %s", c->code);
      g_assert_cmpuint (g_strv_length (c->moves) % 2, ==, 0);
      for (guint m = 0; c->moves[m]; m += 2)
        {
          IshiColor color = g_str_equal (c->moves[m], "B") ? ISHI_BLACK : ISHI_WHITE;
          int x, y;

          g_assert_true (rules->parse_point (c->size, c->moves[m + 1], &x, &y));
          assert_status (ishi_go_board_play (board, color, x, y), ISHI_MOVE_OK);
          assert_status (rules->play (position, color, x, y), ISHI_MOVE_OK);
        }
      black = stones (position, ISHI_BLACK);
      white = stones (position, ISHI_WHITE);
      g_assert_cmpstr (black, ==, c->black);
      g_assert_cmpstr (white, ==, c->white);
      g_assert_cmpuint (rules->hash (position), ==, ishi_go_board_get_hash (board));
      check_ko (board, c->ko, c->code);
      rules->position_free (position);
    }
}

static void
test_sgfmill_files (void)
{
  g_autoptr(GArray) cases = read_sgfmill_cases ();

  for (guint i = 0; i < cases->len; i++)
    {
      SgfmillCase *c = &g_array_index (cases, SgfmillCase, i);
      g_autofree char *rel = g_build_filename ("go-rules", "sgfmill", c->sgf, NULL);
      g_autofree char *path = ishi_test_data_path (rel);
      g_autoptr(IshiSgfCollection) collection = NULL;
      IshiSgfNode *root;
      IshiPosition *position;
      g_autofree char *black = NULL, *white = NULL;

      if (path == NULL)
        return;
      root = load_root (path, &collection);
      position = new_position (root, ISHI_KO_SIMPLE, TRUE);
      replay (root, position, -1, c->sgf);
      black = stones (position, ISHI_BLACK);
      white = stones (position, ISHI_WHITE);
      g_assert_cmpstr (black, ==, c->black);
      g_assert_cmpstr (white, ==, c->white);
      ishi_rules_go ()->position_free (position);
    }
}

/* --- legality of one move after a record --------------------------------- */

typedef struct {
  const char *file;        /* under the testdata folder */
  int n_moves;             /* moves to play first; -1: the whole record */
  IshiColor color;
  const char *point;       /* the move to judge */
  gboolean in_record;      /* that move is the record's next one */
  int simple;              /* expected under simple ko, -1: not stated */
  int superko;             /* expected under positional superko, -1: see below */
  const char *source;
} LegalityCase;

static const LegalityCase legality_cases[] = {
  /* repetition.tst 10-12: "loadsgf simpleko.sgf", "is_legal w b1" -> 0. */
  { "go-rules/fuego/simpleko.sgf", -1, ISHI_WHITE, "B1", FALSE,
    ISHI_MOVE_KO, ISHI_MOVE_KO, "repetition.tst 10, 12" },
  /* 20-22: "loadsgf long-life.sgf 4", "is_legal w a4": 1 simple, 0 pos_superko.
   * (GTP loadsgf N gives the position before move N.) */
  { "go-rules/fuego/long-life.sgf", 3, ISHI_WHITE, "A4", TRUE,
    ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "repetition.tst 20, 22" },
  /* 30-32: "Last move 105 B C9 repeats 99".  Under positional superko
   * the record cannot be replayed that far: see test_repetition_record. */
  { "go-rules/fuego/repetition-1.sgf", 104, ISHI_BLACK, "C9", TRUE,
    ISHI_MOVE_OK, -1, "repetition.tst 30" },
  /* 40-42: triple ko, "W E7 forbidden if situational superko is used"
   * and by positional superko too. */
  { "go-rules/fuego/triple-ko.sgf", 5, ISHI_WHITE, "E7", TRUE,
    ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "repetition.tst 40, 42" },
  /* 50-52: send two, return one: legal under simple (and situational)
   * superko, "W B9 is forbidden if positional superko is used". */
  { "go-rules/fuego/positional-superko.sgf", 2, ISHI_WHITE, "B9", TRUE,
    ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "repetition.tst 50, 52" },
  /* Little Go: "positional-superko.sgf (11x11: last move illegal ONLY under
   * positional superko)". */
  { "sgf/littlego/illegal/positional-superko.sgf", 22, ISHI_BLACK, "E5", TRUE,
    ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "littlego TESTING" },
  /* "situational-superko.sgf (last move illegal under situational AND
   * positional superko, legal under simple ko)". */
  { "sgf/littlego/illegal/situational-superko.sgf", 23, ISHI_WHITE, "B9", TRUE,
    ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "littlego TESTING" },
  /* "suicide.sgf (W[aa] suicide - no SZ so 19x19)". */
  { "sgf/littlego/illegal/suicide.sgf", 3, ISHI_WHITE, "A19", TRUE,
    ISHI_MOVE_SUICIDE, ISHI_MOVE_SUICIDE, "littlego TESTING" },
  /* "illegal-move.sgf (W plays on occupied point in a variation)": the
   * first variation, W[hd] after B[hd], is on the main line. */
  { "sgf/littlego/illegal/illegal-move.sgf", 15, ISHI_WHITE, "H6", TRUE,
    ISHI_MOVE_OCCUPIED, ISHI_MOVE_OCCUPIED, "littlego TESTING" },
  /* Setup test 18: "a board setup can contribute to a positional superko.
   * The .sgf file is illegal when loaded with positional superko rules.
   * The .sgf file is legal when loaded with simple ko". */
  { "sgf/littlego/setup-tests/18-with-setup-with-playersetup-no-handicap-with-moves.sgf",
    3, ISHI_BLACK, "B1", TRUE, ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "littlego TESTING 18" },
  /* Setup test 19: illegal under situational "and also positional
   * superko", legal under simple ko. */
  { "sgf/littlego/setup-tests/19-with-setup-with-playersetup-no-handicap-with-moves.sgf",
    3, ISHI_BLACK, "B1", TRUE, ISHI_MOVE_OK, ISHI_MOVE_SUPERKO, "littlego TESTING 19" },
  /* "play-b-b7-for-superko.sgf (7x7: B at B7 would repeat a position)";
   * what simple ko says is not stated. */
  { "sgf/littlego/misc/play-b-b7-for-superko.sgf", -1, ISHI_BLACK, "B7", FALSE,
    -1, ISHI_MOVE_SUPERKO, "sgf/README.md" },
};

static void
test_legality (gconstpointer data)
{
  const LegalityCase *lc = data;
  const IshiRules *rules = ishi_rules_go ();
  g_autofree char *path = ishi_test_data_path (lc->file);
  g_autoptr(IshiSgfCollection) collection = NULL;
  IshiSgfNode *root;

  if (path == NULL)
    return;
  root = load_root (path, &collection);

  for (int k = 0; k < 2; k++)
    {
      IshiKoRule ko_rule = k == 0 ? ISHI_KO_SIMPLE : ISHI_KO_POSITIONAL_SUPERKO;
      int want = k == 0 ? lc->simple : lc->superko;
      IshiPosition *position;

      if (want < 0 && k == 1)
        continue;
      position = new_position (root, ko_rule, FALSE);
      int size = rules->options (position)->size;
      const IshiSgfNode *next;
      int x, y;

      g_test_message ("%s (%s), %s", lc->file, lc->source,
                      k == 0 ? "simple ko" : "positional superko");
      next = replay (root, position, lc->n_moves, lc->file);
      g_assert_true (rules->parse_point (size, lc->point, &x, &y));

      /* Make sure the expectation is about the move the source means. */
      if (lc->in_record)
        {
          IshiColor color;
          int rx, ry;

          g_assert_nonnull (next);
          g_assert_true (ishi_game_node_move (next, size, &color, &rx, &ry));
          g_assert_cmpint (color, ==, lc->color);
          g_assert_cmpint (rx, ==, x);
          g_assert_cmpint (ry, ==, y);
        }

      if (want >= 0)
        assert_status (rules->check (position, lc->color, x, y), (IshiMoveStatus) want);
      rules->position_free (position);
    }
}

/* Fuego loads repetition-1.sgf without looking at superko and then asks
 * whether move 105 repeats a position (it repeats move 99).  Under
 * positional superko the record breaks the rule long before, in the same
 * corner: after move 62 Black has a lone stone at J2; B J3 (63) adds a
 * second, W J1 (64) takes both, B J2 (65) takes J1 back — send two, return
 * one — and the board is again as after move 62.  So move 65 must be
 * refused, and moves 99, 103 and 105 repeat the pattern. */
static void
test_repetition_record (void)
{
  const IshiRules *rules = ishi_rules_go ();
  g_autofree char *path = ishi_test_data_path ("go-rules/fuego/repetition-1.sgf");
  g_autoptr(IshiSgfCollection) collection = NULL;
  const IshiSgfNode *root, *node;
  IshiPosition *position;
  IshiMoveStatus status = ISHI_MOVE_OK;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  IshiColor color;
  int x, y;
  guint moves = 0;

  if (path == NULL)
    return;
  root = load_root (path, &collection);
  position = new_position (root, ISHI_KO_POSITIONAL_SUPERKO, FALSE);
  node = replay (root, position, 62, path);
  before = stones (position, ISHI_BLACK);

  /* 63 and 64 are legal... */
  for (int i = 0; i < 2; i++, node = node->first_child)
    {
      g_assert_true (ishi_game_apply_node (rules, position, node, &moves, &status, &error));
      g_assert_no_error (error);
    }
  /* ...65 is not. */
  g_assert_true (ishi_game_node_move (node, 9, &color, &x, &y));
  g_assert_cmpint (color, ==, ISHI_BLACK);
  g_assert_cmpint (x, ==, 8);
  g_assert_cmpint (y, ==, 7);
  assert_status (rules->check (position, ISHI_BLACK, x, y), ISHI_MOVE_SUPERKO);
  g_assert_false (ishi_game_apply_node (rules, position, node, &moves, &status, &error));
  g_assert_error (error, ISHI_GAME_ERROR, ISHI_GAME_ERROR_ILLEGAL_MOVE);
  assert_status (status, ISHI_MOVE_SUPERKO);
  rules->position_free (position);

  /* Under simple ko the same move is played and gives back the stones
   * of move 62. */
  position = new_position (root, ISHI_KO_SIMPLE, FALSE);
  replay (root, position, 65, path);
  after = stones (position, ISHI_BLACK);
  g_assert_cmpstr (after, ==, before);
  rules->position_free (position);
}

/* Every Fuego test record replays move by move without a refusal under
 * simple ko: they are games and positions Fuego loads for its tests. */
static void
test_fuego_records (void)
{
  g_autofree char *dir = ishi_test_data_path ("go-rules/fuego");
  const char *subdirs[] = { "", "bent_four", "scoring", "seki" };
  guint n_files = 0;

  if (dir == NULL)
    return;
  for (guint d = 0; d < G_N_ELEMENTS (subdirs); d++)
    {
      g_autofree char *folder = g_build_filename (dir, subdirs[d], NULL);
      g_autoptr(GDir) gdir = g_dir_open (folder, 0, NULL);
      const char *name;

      g_assert_nonnull (gdir);
      while ((name = g_dir_read_name (gdir)))
        {
          g_autofree char *path = g_build_filename (folder, name, NULL);
          g_autoptr(IshiSgfCollection) collection = NULL;
          IshiSgfNode *root;
          IshiPosition *position;

          if (!g_str_has_suffix (name, ".sgf"))
            continue;
          g_test_message ("%s", path);
          root = load_root (path, &collection);
          position = new_position (root, ISHI_KO_SIMPLE, FALSE);
          replay (root, position, -1, path);
          ishi_rules_go ()->position_free (position);
          n_files++;
        }
    }
  g_assert_cmpuint (n_files, >=, 25);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/go-testdata/sgfmill/moves", test_sgfmill_moves);
  g_test_add_func ("/go-testdata/sgfmill/files", test_sgfmill_files);
  for (guint i = 0; i < G_N_ELEMENTS (legality_cases); i++)
    {
      g_autofree char *base = g_path_get_basename (legality_cases[i].file);
      g_autofree char *name = g_strdup_printf ("/go-testdata/legality/%s/%s",
                                               strstr (legality_cases[i].file, "fuego") ? "fuego" : "littlego",
                                               base);

      g_test_add_data_func (name, &legality_cases[i], test_legality);
    }
  g_test_add_func ("/go-testdata/fuego-records", test_fuego_records);
  g_test_add_func ("/go-testdata/repetition-record", test_repetition_record);

  return g_test_run ();
}
