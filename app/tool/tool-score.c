/* ishi-tool score FILE.sgf [--rules R] [--komi K] [--dead auto|none|marks|POINTS]
 * — counts the final position of the main line.
 *
 * Options:
 *   --rules   pure, japanese, chinese, equal-art or equal-law.  Default: the
 *             RU of the record (ishi_score_method_for_ruleset), else japanese.
 *   --komi    Default: KM of the record, else the method's default komi.
 *   --dead    auto   the dead stones ishi-deadstones.h suggests (default);
 *             none   no stone is dead;
 *             marks  the territory marks (TB, TW) of the last node of the
 *                    main line, as KGS and CGoban write them: a stone that
 *                    stands on one of its opponent's TB/TW points is dead;
 *             POINTS comma-separated SGF points (cc,dg): the whole string of
 *                    the stone on each point is dead.
 *             Pure Go has no dead stones: --dead changes nothing there.
 *   --appendix a|b  equal-2-2 only: make the stones equal by the appendix of
 *             2-2 (附文, IshiScoreWay) instead of its section 八: the moves
 *             balanced by (a) an off-board stone of the other side or (b) a
 *             stone the last mover takes out of its own territory (with
 *             handicap stones, the stones the refill leaves are balanced),
 *             and a stone filled for each pass before the last two.  Same
 *             result; the sides' lines add pass-filled= and negative=.
 *   --explain the equal-stones methods: before the usual lines, the count
 *             step by step as counting-methods.zh.txt does it on the board
 *             (IshiScore.steps), each step a "step N: text" line and the
 *             board after it (X black, O white, '.' empty; a stone the step
 *             put there in lower case, a point it emptied as '*').
 *
 * Output (scripts read it): "KEY: value" lines — method, komi, dead, seki,
 * black, white, dame — where black and white list the parts of that side's
 * count as key=value pairs; the LAST line is the result in SGF RE form:
 * B+3.5, W+12 or 0.  A file that cannot be used gives
 * "FILE:LINE:COL: error: MESSAGE" on stderr and status 1; bad arguments
 * status 2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-deadstones.h"
#include "ishi-game.h"
#include "ishi-go-dead.h"
#include "ishi-grid-private.h"
#include "ishi-score.h"
#include "ishi-tool.h"

static void
node_error (const char *filename, const IshiSgfNode *node, const char *what)
{
  ishi_tool_print_error (stderr, filename, node ? node->line : 0, node ? node->column : 0, what);
}

/* Marks the whole string through p. */
static void
mark_string (int size, const IshiColor *board, guint8 *dead, int p)
{
  g_autofree int *stack = g_new (int, size * size);
  int top = 0;
  IshiColor color = board[p];

  dead[p] = 1;
  stack[top++] = p;
  while (top > 0)
    {
      int q = stack[--top], nb[4], k = ishi_grid_neighbours (size, q, nb);

      for (int i = 0; i < k; i++)
        if (board[nb[i]] == color && !dead[nb[i]])
          {
            dead[nb[i]] = 1;
            stack[top++] = nb[i];
          }
    }
}

/* --dead marks: TB and TW of the last node of the main line. */
static gboolean
dead_from_marks (const char *filename, const IshiSgfNode *last, const IshiScoreInput *input,
                 guint8 *dead)
{
  const char *const ids[2] = { "TB", "TW" };
  const IshiColor owner[2] = { ISHI_BLACK, ISHI_WHITE };
  int size = input->size;

  for (int k = 0; k < 2; k++)
    {
      IshiSgfProperty *prop = ishi_sgf_node_lookup (last, ids[k]);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      if (prop == NULL)
        continue;
      {
        guint bad = 0;

        if (!ishi_sgf_parse_point_set (prop->values, prop->n_values, size, points, &bad))
          {
            g_autofree char *what =
              g_strdup_printf (_("%s[%s] is not a point on the %d×%d board"),
                               ids[k], prop->values[bad], size, size);

            node_error (filename, last, what);
            return FALSE;
          }
      }
      for (guint i = 0; i < points->len; i++)
        {
          IshiPoint pt = g_array_index (points, IshiPoint, i);
          int p = pt.y * size + pt.x;

          /* A territory mark of one colour on a stone of the other: the
           * stone was taken off as dead. */
          if (input->board[p] == ishi_color_other (owner[k]))
            dead[p] = 1;
        }
    }
  return TRUE;
}

/* --dead POINTS. */
static gboolean
dead_from_points (const char *list, const IshiScoreInput *input, guint8 *dead)
{
  g_auto(GStrv) points = g_strsplit (list, ",", -1);

  for (guint i = 0; points[i]; i++)
    {
      int x, y;

      g_strstrip (points[i]);
      if (!ishi_sgf_parse_point (points[i], input->size, &x, &y) || x < 0)
        {
          fprintf (stderr, _("ishi-tool score: --dead: “%s” is not a point on the %d×%d board\n"),
                   points[i], input->size, input->size);
          return FALSE;
        }
      if (input->board[y * input->size + x] == ISHI_EMPTY)
        {
          fprintf (stderr, _("ishi-tool score: --dead: there is no stone at %s\n"), points[i]);
          return FALSE;
        }
      mark_string (input->size, input->board, dead, y * input->size + x);
    }
  return TRUE;
}

static char *
points_list (int size, const guint8 *mask, IshiColor color, const IshiColor *board)
{
  GString *s = g_string_new (NULL);

  for (int p = 0; p < size * size; p++)
    if (mask[p] && (color == ISHI_EMPTY || board[p] == color))
      g_string_append_printf (s, "%s%c%c", s->len ? "," : "", 'a' + p % size, 'a' + p / size);
  if (s->len == 0)
    g_string_append_c (s, '-');
  return g_string_free (s, FALSE);
}

static char *
number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", value));
}

static void
print_side (const char *name, IshiScoreMethod method, gboolean appendix, const IshiScoreSide *s)
{
  g_autofree char *komi = number (s->komi);
  g_autofree char *total = number (s->total);
  g_autofree char *shared = number (s->shared);
  g_autofree char *points = number (s->points);

  printf ("%s:", name);
  switch (method)
    {
    case ISHI_SCORE_PURE:
      printf (" stones=%d", s->stones);
      break;
    case ISHI_SCORE_JAPANESE:
      printf (" territory=%d captures=%d dead=%d prisoners=%d",
              s->territory, s->captures, s->dead, s->prisoners);
      break;
    case ISHI_SCORE_CHINESE:
      printf (" stones=%d territory=%d shared=%s handicap=%d",
              s->stones, s->territory, shared, s->handicap);
      break;
    case ISHI_SCORE_EQUAL_ART:
    case ISHI_SCORE_EQUAL_LAW:
      printf (" territory=%d refilled=%d removed=%d paid=%d moku=%d stones=%d shared=%s points=%s",
              s->territory, s->refilled, s->removed, s->paid, s->moku, s->stones, shared, points);
      break;
    case ISHI_SCORE_EQUAL_OFF_ART:
    case ISHI_SCORE_EQUAL_OFF_LAW:
    case ISHI_SCORE_EQUAL_NOPASS_ART:
    case ISHI_SCORE_EQUAL_NOPASS_LAW:
      printf (" territory=%d refilled=%d off-board=%d balanced=%d removed=%d paid=%d moku=%d"
              " stones=%d shared=%s points=%s",
              s->territory, s->refilled, s->off_board, s->balanced, s->removed, s->paid, s->moku,
              s->stones, shared, points);
      if (appendix)
        printf (" pass-filled=%d negative=%d", s->pass_filled, s->negative);
      break;
    case ISHI_SCORE_EQUAL_BOWLS_ART:
    case ISHI_SCORE_EQUAL_BOWLS_LAW:
      printf (" territory=%d paid=%d bowl=%d filled=%d moku=%d stones=%d shared=%s points=%s",
              s->territory, s->paid, s->bowl, s->filled, s->moku, s->stones, shared, points);
      break;
    default:
      break;
    }
  printf (" komi=%s total=%s\n", komi, total);
}

/* --explain: each step and the board after it. */
static void
print_steps (const IshiScore *score)
{
  for (guint i = 0; i < score->steps->len; i++)
    {
      const IshiScoreStep *step = g_ptr_array_index (score->steps, i);

      printf ("step %u: %s\n", i + 1, step->text);
      for (int y = 0; y < score->size; y++)
        {
          printf ("  ");
          for (int x = 0; x < score->size; x++)
            {
              int p = y * score->size + x;
              IshiColor c = step->board[p];

              putchar (c == ISHI_BLACK ? (step->changed[p] ? 'x' : 'X')
                       : c == ISHI_WHITE ? (step->changed[p] ? 'o' : 'O')
                       : step->changed[p] ? '*' : '.');
            }
          putchar ('\n');
        }
    }
}

/* The command line, as parse_options leaves it. */
typedef struct {
  char *rules;               /* --rules, or NULL */
  char *komi;                /* --komi, or NULL */
  char *dead;                /* --dead, or NULL */
  char *appendix;            /* --appendix: "a", "b" or NULL */
  gboolean explain;          /* --explain */
  char **files;              /* FILE.sgf: exactly one, once parsed */
  IshiScoreMethod method;    /* --rules read, else Japanese */
} ScoreOptions;

static void
score_options_clear (ScoreOptions *options)
{
  g_free (options->rules);
  g_free (options->komi);
  g_free (options->dead);
  g_free (options->appendix);
  g_strfreev (options->files);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ScoreOptions, score_options_clear)

/* Reads the command line into `options`: 0, or the status to exit with (2)
 * after saying what is wrong on stderr. */
static int
parse_options (int argc, char **argv, ScoreOptions *options)
{
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &options->rules,
      N_("Counting method: pure, japanese, chinese, equal-art or equal-law"), N_("RULES") },
    { "komi", 'k', 0, G_OPTION_ARG_STRING, &options->komi, N_("Komi given to White"), N_("KOMI") },
    { "dead", 'd', 0, G_OPTION_ARG_STRING, &options->dead,
      N_("Dead stones: auto, none, marks, or SGF points"), N_("auto|none|marks|POINTS") },
    { "appendix", 0, 0, G_OPTION_ARG_STRING, &options->appendix,
      N_("Equal stones 2-2: make the stones equal by the appendix's way a or b"), N_("a|b") },
    { "explain", 'e', 0, G_OPTION_ARG_NONE, &options->explain,
      N_("Show the equal-stones count step by step"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options->files, NULL, N_("FILE.sgf") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;

  options->method = ISHI_SCORE_JAPANESE;
  g_option_context_set_summary (context, _("Count the final position of the main line."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "ishi-tool score: %s\n", error->message);
      return 2;
    }
  if (options->files == NULL || options->files[0] == NULL || options->files[1] != NULL)
    {
      return 2;
    }
  if (options->rules && !ishi_score_method_from_string (options->rules, &options->method))
    {
      fprintf (stderr, _("ishi-tool score: unknown rules “%s”: use pure, japanese, chinese, equal-art or equal-law\n"),
               options->rules);
      return 2;
    }
  if (options->appendix && !g_str_equal (options->appendix, "a") && !g_str_equal (options->appendix, "b"))
    {
      g_autofree char *shown = ishi_tool_show (stderr, options->appendix);

      fprintf (stderr, _("ishi-tool score: --appendix takes a or b, not “%s”\n"), shown);
      return 2;
    }
  return 0;
}

/* The record of `filename` played to the end of its main line, with that
 * final position in `input` (free it with ishi_score_input_clear).  NULL,
 * after the error on stderr, when the file cannot be used. */
static IshiGame *
read_final_position (const char *filename, IshiScoreInput *input)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(GError) error = NULL;
  IshiSgfNode *root;
  guint root_line, root_column;

  collection = ishi_tool_read_sgf (stderr, filename);
  if (collection == NULL)
    return NULL;
  root = g_ptr_array_index (collection->games, 0);
  g_ptr_array_index (collection->games, 0) = NULL;
  root_line = root->line;
  root_column = root->column;
  /* The game owns the tree once it is made; a refused tree is ours. */
  game = ishi_game_new_from_tree (root, &error);
  if (game == NULL)
    {
      ishi_tool_print_error (stderr, filename, root_line, root_column, error->message);
      ishi_sgf_node_free (root);
      return NULL;
    }
  ishi_game_go_to_end (game, &error);
  if (error)
    {
      node_error (filename, ishi_game_get_node (game)->first_child, error->message);
      return NULL;
    }
  if (!ishi_score_input_init_from_game (input, game))
    {
      node_error (filename, ishi_game_get_root (game), _("Only games of Go can be counted"));
      return NULL;
    }
  return g_steal_pointer (&game);
}

/* Method: --rules, else RU, else Japanese. */
static IshiScoreMethod
choose_method (const ScoreOptions *options, const IshiSgfNode *root)
{
  IshiScoreMethod method = options->method;

  if (options->rules == NULL && ishi_sgf_node_get_raw (root, "RU"))
    {
      g_autofree char *ruleset = ishi_sgf_node_get_simple_text (root, "RU");

      ishi_score_method_for_ruleset (ruleset, &method);
    }
  return method;
}

/* --appendix: the way of making the stones equal, for equal-2-2 only.  0,
 * or the status to exit with (2) after the error on stderr. */
static int
set_appendix_way (const char *appendix, IshiScoreMethod method, IshiScoreInput *input)
{
  if (appendix == NULL)
    return 0;
  if (method != ISHI_SCORE_EQUAL_OFF_LAW)
    {
      fprintf (stderr, _("ishi-tool score: --appendix is a way of counting equal-2-2 only, "
                         "and these rules are %s\n"), ishi_score_method_to_string (method));
      return 2;
    }
  input->way = g_str_equal (appendix, "a") ? ISHI_SCORE_WAY_APPENDIX_A : ISHI_SCORE_WAY_APPENDIX_B;
  return 0;
}

/* Komi: --komi, else KM, else the method's.  0, or the status to exit with
 * after the error on stderr: 2 for a bad --komi, 1 for a bad KM. */
static int
set_komi (const char *komi, IshiScoreMethod method, const char *filename,
          const IshiSgfNode *root, IshiScoreInput *input)
{
  if (komi)
    {
      char *end = NULL;

      input->komi = g_ascii_strtod (komi, &end);
      /* Even 52×52 has 2,704 points: a komi beyond ±1000 is a typing
       * error, and 1e308 would overflow every total. */
      if (end == komi || *end != '\0' || !isfinite (input->komi) || fabs (input->komi) > 1000)
        {
          fprintf (stderr, _("ishi-tool score: “%s” is not a komi (a number from −1000 to 1000)\n"), komi);
          return 2;
        }
    }
  else if (isnan (input->komi))
    {
      const char *raw = ishi_sgf_node_get_raw (root, "KM");

      if (raw && *raw)
        {
          g_autofree char *what = g_strdup_printf (_("KM[%s] is not a komi"), raw);

          node_error (filename, root, what);
          return 1;
        }
      input->komi = ishi_score_method_default_komi (method);
    }
  return 0;
}

/* Dead stones, for the methods that have them: --dead marks them in `dead`
 * (all 0 on entry), which input->dead then points to.  0, or the status to
 * exit with after the error on stderr: 1 for bad marks in the file, 2 for
 * bad --dead points. */
static int
find_dead_stones (const char *dead_arg, IshiScoreMethod method, const char *filename,
                  IshiGame *game, IshiScoreInput *input, guint8 *dead)
{
  if (!ishi_score_method_has_dead_stones (method))
    return 0;
  if (dead_arg == NULL || g_str_equal (dead_arg, "auto"))
    {
      const IshiRules *rules = ishi_game_get_rules (game);
      IshiGoDeadOptions options = { .komi = input->komi };

      ishi_go_dead_stones (input->size, input->board,
                           rules->to_move (ishi_game_get_position (game)),
                           &options, dead, NULL);
    }
  else if (g_str_equal (dead_arg, "local"))
    {
      const IshiRules *rules = ishi_game_get_rules (game);

      ishi_dead_stones_guess (input->size, input->board,
                              rules->to_move (ishi_game_get_position (game)),
                              NULL, dead, NULL);
    }
  else if (g_str_equal (dead_arg, "none"))
    ;
  else if (g_str_equal (dead_arg, "marks"))
    {
      if (!dead_from_marks (filename, ishi_game_get_node (game), input, dead))
        return 1;
    }
  else if (!dead_from_points (dead_arg, input, dead))
    return 2;
  input->dead = dead;
  return 0;
}

/* The output the file's comment describes: the steps with --explain, then
 * the "KEY: value" lines, the result last. */
static void
print_count (IshiScoreMethod method, gboolean explain, const IshiScoreInput *input,
             const guint8 *dead, const IshiScore *score)
{
  g_autofree char *dead_text = points_list (input->size, dead, ISHI_EMPTY, input->board);
  g_autofree char *seki_text = points_list (input->size, score->seki, ISHI_EMPTY, input->board);
  g_autofree char *komi_text = number (input->komi);
  gboolean appendix = input->way != ISHI_SCORE_WAY_SECTION_8;

  if (explain)
    print_steps (score);
  printf ("method: %s\n", ishi_score_method_to_string (method));
  printf ("komi: %s\n", komi_text);
  if (ishi_score_method_has_dead_stones (method))
    {
      printf ("dead: %s\n", dead_text);
      printf ("seki: %s\n", seki_text);
    }
  print_side ("black", method, appendix, &score->black);
  print_side ("white", method, appendix, &score->white);
  if (method != ISHI_SCORE_PURE)
    printf ("dame: %d\n", score->dame);
  printf ("%s\n", score->result);
}

int
ishi_tool_score (int argc, char **argv)
{
  g_auto(ScoreOptions) options = { 0 };
  g_autoptr(IshiGame) game = NULL;
  g_autoptr(IshiScore) score = NULL;
  g_autofree guint8 *dead = NULL;
  IshiScoreMethod method;
  IshiScoreInput input;
  IshiSgfNode *root;
  const char *filename;
  int status;

  status = parse_options (argc, argv, &options);
  if (status != 0)
    return status;
  filename = options.files[0];
  game = read_final_position (filename, &input);
  if (game == NULL)
    return 1;
  root = ishi_game_get_root (game);
  method = choose_method (&options, root);
  status = set_appendix_way (options.appendix, method, &input);
  if (status == 0)
    status = set_komi (options.komi, method, filename, root, &input);
  if (status == 0)
    {
      dead = g_new0 (guint8, input.size * input.size);
      status = find_dead_stones (options.dead, method, filename, game, &input, dead);
    }
  if (status == 0)
    {
      score = ishi_score_compute (method, &input);
      print_count (method, options.explain, &input, dead, score);
    }
  ishi_score_input_clear (&input);
  return status;
}
