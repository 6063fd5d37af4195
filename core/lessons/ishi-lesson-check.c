/* ishi-lesson-check.c — the checker behind `ishi-tool lessons check`.
 *
 * Everything a lesson claims is replayed through the rules core: the setup
 * and the numbered moves through IshiRules setup/play, the sequence and the
 * answers through IshiRules check/play, and the Renju shapes through the
 * five-point and forbidden-point tests of ishi-renju-board.c.  No answer is
 * ever taken from a list: a "find the point" task is checked by trying every
 * point of the diagram.
 *
 * The words of the conditions and the shapes are defined in
 * ishi-lesson-condition.c; the kanji of the readers' grade are checked in
 * ishi-lesson-check-grade.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-lesson-private.h"
#include "ishi-renju-board.h"
#include "ishi-renju-solver.h"

/* --- the checker -------------------------------------------------------------------- */

typedef struct {
  const IshiLesson *lesson;
  const IshiLessonStep *step;
  GPtrArray *problems;
  GPtrArray *warnings;   /* NULL: warnings are not looked for */
} Checker;

G_GNUC_PRINTF (3, 4)
static void
problem (Checker *c, int line, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (c->problems, g_strdup_printf ("%s:%d: %s", c->lesson->filename, line, what));
}

static const char *
condition_words (IshiLessonCondition condition)
{
  switch (condition)
    {
    case ISHI_LESSON_CONDITION_CAPTURES: return _("captures");
    case ISHI_LESSON_CONDITION_ATARI: return _("puts a string in atari");
    case ISHI_LESSON_CONDITION_LEGAL: return _("is a legal move");
    case ISHI_LESSON_CONDITION_FIVE: return _("makes five");
    case ISHI_LESSON_CONDITION_FOUR: return _("makes a four");
    case ISHI_LESSON_CONDITION_STRAIGHT_FOUR: return _("makes a straight four");
    case ISHI_LESSON_CONDITION_FOUR_THREE: return _("makes a four-three");
    case ISHI_LESSON_CONDITION_BLOCK_FOUR: return _("blocks the four");
    case ISHI_LESSON_CONDITION_FORBIDDEN: return _("is forbidden for Black");
    case ISHI_LESSON_CONDITION_SAME_FIFTH: return _("is the same fifth move as the one offered");
    case ISHI_LESSON_CONDITION_VCF: return _("starts a win by continuous fours");
    case ISHI_LESSON_CONDITION_VCT: return _("starts a win by threes and fours");
    case ISHI_LESSON_CONDITION_NONE:
    default: return "";
    }
}

static const char *
shows_name (IshiLessonShows shows)
{
  static const char *names[] = {
    "", "five", "overline", "four", "straight-four", "three", "four-three",
    "double-four", "double-three",
  };

  return shows < G_N_ELEMENTS (names) ? names[shows] : "";
}

static gboolean
check_go_setup (Checker *c, const IshiPosition *pos)
{
  const IshiRules *rules = c->lesson->rules;
  int size = c->step->diagram.size;
  gboolean ok = TRUE;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if (rules->stone_at (pos, x, y) != ISHI_EMPTY
          && ishi_lesson_string_liberties (rules, pos, x, y, NULL) == 0)
        {
          g_autofree char *name = ishi_lesson_point_name (rules, size, (IshiPoint) { x, y });

          /* Report each string once: at its first point in reading order. */
          gboolean first = TRUE;
          IshiColor color = rules->stone_at (pos, x, y);

          for (int k = 0; k < 2; k++)
            {
              int qx = k == 0 ? x - 1 : x, qy = k == 0 ? y : y - 1;

              if (qx >= 0 && qy >= 0 && rules->stone_at (pos, qx, qy) == color)
                first = FALSE;
            }
          if (first)
            problem (c, c->step->diagram.line,
                     color == ISHI_BLACK
                       ? _("the setup is not a legal position: the black string at %s has no liberty")
                       : _("the setup is not a legal position: the white string at %s has no liberty"),
                     name);
          ok = FALSE;
        }
  return ok;
}

/* Does the diagram really show `shows`?  Some stone of either colour (or an
 * empty point, for the shapes a diagram shows by marking where to play) is
 * part of that shape. */
static gboolean
renju_shows (const IshiRenjuBoard *b, IshiLessonShows shows)
{
  gboolean exact;
  int longest;

  for (IshiColor color = ISHI_BLACK; color <= ISHI_WHITE; color++)
    {
      switch (shows)
        {
        case ISHI_LESSON_SHOWS_FIVE:
          longest = ishi_lesson_longest_row (b, color, TRUE, &exact);
          if (exact || (color == ISHI_WHITE && longest >= 5))
            return TRUE;
          continue;
        case ISHI_LESSON_SHOWS_OVERLINE:
          if (ishi_lesson_longest_row (b, color, FALSE, &exact) >= 6)
            return TRUE;
          continue;
        default:
          break;
        }
      for (int y = 0; y < ISHI_RENJU_SIZE; y++)
        for (int x = 0; x < ISHI_RENJU_SIZE; x++)
          {
            IshiColor here = ishi_renju_board_get (b, x, y);
            IshiRenjuBoard with = *b;
            IshiLessonShapes s;

            if (here != ISHI_EMPTY && here != color)
              continue;
            if (here == ISHI_EMPTY)
              {
                if (shows == ISHI_LESSON_SHOWS_FOUR || shows == ISHI_LESSON_SHOWS_STRAIGHT_FOUR
                    || shows == ISHI_LESSON_SHOWS_THREE)
                  continue;   /* these are shapes of stones on the board */
                if (ishi_renju_board_makes_five (b, color, x, y, NULL))
                  continue;
                if (color == ISHI_BLACK)
                  {
                    IshiMoveStatus why = ishi_renju_board_forbidden (b, x, y);

                    if ((shows == ISHI_LESSON_SHOWS_DOUBLE_FOUR && why == ISHI_MOVE_DOUBLE_FOUR)
                        || (shows == ISHI_LESSON_SHOWS_DOUBLE_THREE && why == ISHI_MOVE_DOUBLE_THREE))
                      return TRUE;
                    if (shows == ISHI_LESSON_SHOWS_FOUR_THREE && why != ISHI_MOVE_OK)
                      continue;
                  }
                ishi_renju_board_set (&with, x, y, color);
              }
            s = ishi_lesson_shapes_at (&with, color, x, y);
            switch (shows)
              {
              case ISHI_LESSON_SHOWS_FOUR:
                if (s.fours >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_STRAIGHT_FOUR:
                if (s.straight_four)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_THREE:
                if (s.threes >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_FOUR_THREE:
                if (s.fours >= 1 && s.threes >= 1)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_DOUBLE_FOUR:
                if (s.fours >= 2)
                  return TRUE;
                break;
              case ISHI_LESSON_SHOWS_DOUBLE_THREE:
                if (s.threes >= 2)
                  return TRUE;
                break;
              default:
                break;
              }
          }
    }
  return FALSE;
}

static void
check_renju_diagram (Checker *c, const IshiPosition *pos)
{
  const IshiLessonDiagram *d = &c->step->diagram;
  IshiRenjuBoard board;
  gboolean exact_black, exact_white;
  int black, white;

  ishi_lesson_renju_board_from (c->lesson->rules, pos, &board);
  black = ishi_lesson_longest_row (&board, ISHI_BLACK, TRUE, &exact_black);
  white = ishi_lesson_longest_row (&board, ISHI_WHITE, TRUE, &exact_white);
  if ((black >= 5 || white >= 5)
      && d->shows != ISHI_LESSON_SHOWS_FIVE && d->shows != ISHI_LESSON_SHOWS_OVERLINE)
    problem (c, d->line,
             _("the diagram has %s on the board but does not say so (shows=\"five\" or shows=\"overline\")"),
             black >= 6 || white >= 6 ? _("an overline") : _("a five"));
  if (d->shows != ISHI_LESSON_SHOWS_NONE && !renju_shows (&board, d->shows))
    problem (c, d->line, _("the diagram claims shows=\"%s\", but there is none on the board"),
             shows_name (d->shows));
}

static char *
line_words (const IshiRules *rules, const GArray *line)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < line->len; i++)
    {
      g_autofree char *name = ishi_lesson_point_name (rules, ISHI_RENJU_SIZE,
                                                      g_array_index (line, IshiPoint, i));

      g_string_append_printf (s, "%s%s", i ? " " : "", name);
    }
  return g_string_free (s, FALSE);
}

/* A Renju puzzle (詰め連珠): the side to play wins by continuous fours (or
 * threes and fours) in at most N moves, starting with the answer.  Proved
 * by the solver, counted as a puzzle counts (the line ends with the
 * four-three, the open four, the double four, or the four whose defence is
 * forbidden).  Refused: no such win; a shorter win (the puzzle would claim
 * less than is there); an answer that does not start a win in N.  Warned
 * (when asked): another first move that also wins in N. */
static void
check_puzzle (Checker *c, const IshiPosition *pos)
{
  const IshiRules *rules = c->lesson->rules;
  const IshiLessonTask *task = c->step->task;
  int line = task->answer_line ? task->answer_line : task->line;
  IshiColor attacker = task->to_play;
  IshiRenjuSolveLimits limits = ishi_lesson_puzzle_limits (task->condition, task->moves);
  gboolean vcf = task->condition == ISHI_LESSON_CONDITION_VCF;
  IshiRenjuSolution solution;
  IshiRenjuBoard board;
  gboolean found;

  ishi_lesson_renju_board_from (rules, pos, &board);
  found = ishi_renju_solve (&board, attacker, &limits, &solution);
  if (!found)
    {
      const char *side = attacker == ISHI_BLACK ? _("Black") : _("White");

      if (solution.limit_reached)
        problem (c, line, vcf ? _("no win of %s by continuous fours in at most %d moves was found within the search limit of %lu positions")
                              : _("no win of %s by threes and fours in at most %d moves was found within the search limit of %lu positions"),
                 side, task->moves, (unsigned long) ISHI_LESSON_PUZZLE_MAX_NODES);
      else
        problem (c, line, vcf ? _("%s has no win by continuous fours in at most %d moves")
                              : _("%s has no win by threes and fours in at most %d moves"),
                 side, task->moves);
      ishi_renju_solution_clear (&solution);
      return;
    }
  ishi_renju_solution_clear (&solution);

  if (task->moves >= 3)
    {
      IshiRenjuSolveLimits shorter = ishi_lesson_puzzle_limits (task->condition, task->moves - 2);

      if (ishi_renju_solve (&board, attacker, &shorter, &solution))
        {
          g_autofree char *words = line_words (rules, solution.line);

          problem (c, line, g_dngettext (GETTEXT_PACKAGE,
                                         "there is a shorter win than the %d moves claimed: %u move (%s)",
                                         "there is a shorter win than the %d moves claimed: %u moves (%s)",
                                         solution.line->len),
                   task->moves, solution.line->len, words);
        }
      ishi_renju_solution_clear (&solution);
    }

  for (guint i = 0; i < task->answers->len; i++)
    {
      IshiPoint p = g_array_index (task->answers, IshiPoint, i);
      g_autofree char *name = ishi_lesson_point_name (rules, ISHI_RENJU_SIZE, p);

      if (!ishi_renju_solve_from (&board, attacker, p, &limits, &solution))
        problem (c, line, _("the answer %s does not start a win in at most %d moves"), name, task->moves);
      ishi_renju_solution_clear (&solution);
    }

  if (c->warnings != NULL)
    {
      g_autoptr(GArray) winning = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      ishi_renju_winning_moves (&board, attacker, &limits, winning, NULL);
      for (guint i = 0; i < winning->len; i++)
        {
          IshiPoint p = g_array_index (winning, IshiPoint, i);
          g_autofree char *name = NULL;

          if (ishi_lesson_task_is_answer (task, p.x, p.y))
            continue;
          name = ishi_lesson_point_name (rules, ISHI_RENJU_SIZE, p);
          g_ptr_array_add (c->warnings,
                           g_strdup_printf (_("%s:%d: warning: %s also wins in at most %d moves (a good puzzle has one answer)"),
                                            c->lesson->filename, line, name, task->moves));
        }
    }
}

static void
check_task (Checker *c, IshiPosition *pos)
{
  const IshiLesson *lesson = c->lesson;
  const IshiRules *rules = lesson->rules;
  const IshiLessonStep *step = c->step;
  const IshiLessonTask *task = step->task;
  const IshiLessonDiagram *d = &step->diagram;
  int line = task->answer_line ? task->answer_line : task->line;
  const char *words = condition_words (task->condition);
  guint n_right = 0, n_others = 0;

  if (task->condition != ISHI_LESSON_CONDITION_NONE)
    {
      if (ishi_lesson_condition_is_renju (task->condition) && !ishi_lesson_is_renju (rules))
        {
          problem (c, line, _("condition=\"%s\" is for Renju lessons"), words);
          return;
        }
      if (ishi_lesson_condition_is_go (task->condition) && !rules->has_captures)
        {
          problem (c, line, _("condition=\"%s\" is for Go lessons"), words);
          return;
        }
      if (task->condition == ISHI_LESSON_CONDITION_FORBIDDEN && task->to_play != ISHI_BLACK)
        problem (c, task->line, _("a forbidden point task must have Black to play"));
    }

  if (ishi_lesson_condition_is_puzzle (task->condition))
    {
      for (guint i = 0; i < task->answers->len; i++)
        {
          IshiPoint p = g_array_index (task->answers, IshiPoint, i);
          IshiMoveStatus status = rules->check (pos, task->to_play, p.x, p.y);

          if (status != ISHI_MOVE_OK)
            {
              g_autofree char *name = ishi_lesson_point_name (rules, d->size, p);

              problem (c, line, _("the answer %s is not a legal move: %s"), name,
                       ishi_move_status_describe (status));
              return;
            }
        }
      check_puzzle (c, pos);
      return;
    }

  for (guint i = 0; i < task->answers->len; i++)
    {
      IshiPoint p = g_array_index (task->answers, IshiPoint, i);
      g_autofree char *name = ishi_lesson_point_name (rules, d->size, p);

      if (task->condition != ISHI_LESSON_CONDITION_FORBIDDEN)
        {
          IshiMoveStatus status = rules->check (pos, task->to_play, p.x, p.y);

          if (status != ISHI_MOVE_OK)
            {
              problem (c, line, _("the answer %s is not a legal move: %s"), name,
                       ishi_move_status_describe (status));
              continue;
            }
        }
      if (task->condition != ISHI_LESSON_CONDITION_NONE
          && !ishi_lesson_task_holds (rules, pos, task, p.x, p.y))
        {
          if (task->condition == ISHI_LESSON_CONDITION_CAPTURES)
            problem (c, line, _("the answer %s does not capture %d stone(s)"), name, task->count);
          else
            problem (c, line, _("the answer %s does not do what the task claims: it is not true that it %s"),
                     name, words);
          continue;
        }
      if (task->has_reply && task->condition != ISHI_LESSON_CONDITION_FORBIDDEN)
        {
          IshiPosition *after = rules->position_copy (pos);
          IshiMoveStatus status;

          rules->play (after, task->to_play, p.x, p.y);
          status = rules->play (after, ishi_color_other (task->to_play), task->reply.x, task->reply.y);
          if (status != ISHI_MOVE_OK)
            {
              g_autofree char *reply = ishi_lesson_point_name (rules, d->size, task->reply);

              problem (c, line, _("the reply %s after the answer %s is refused by the rules: %s"),
                       reply, name, ishi_move_status_describe (status));
            }
          rules->position_free (after);
        }
    }

  if (task->condition == ISHI_LESSON_CONDITION_NONE)
    return;

  /* Try every point the learner can click: the region. */
  for (int y = d->region_min.y; y <= d->region_max.y; y++)
    for (int x = d->region_min.x; x <= d->region_max.x; x++)
      {
        if (!ishi_lesson_task_holds (rules, pos, task, x, y))
          continue;
        n_right++;
        if (task->answers->len > 0 && !ishi_lesson_task_is_answer (task, x, y) && n_others++ < 3)
          {
            g_autofree char *name = ishi_lesson_point_name (rules, d->size, (IshiPoint) { x, y });

            problem (c, line, _("%s also %s, but is not listed as an answer (a find-the-point task must have no other right point)"),
                     name, words);
          }
      }
  if (n_others > 3)
    problem (c, line, g_dngettext (GETTEXT_PACKAGE, "… and %u more point like it", "… and %u more points like them",
                                   n_others - 3), n_others - 3);
  if (n_right == 0)
    problem (c, line, _("the task has no right answer: no point %s"), words);
}

/* Colours alternate: in a game one side never plays twice running, so a
 * move of the colour of the move before it (for the first move of a
 * sequence: not of the side to move after the diagram) is a mistake in the
 * file — a pass left out, a colour mistyped — unless it says twice="true".
 * A sequence that goes wrong this way numbers every later move of one side
 * with the other side's parity.  A pass is written as a move (at="pass"),
 * stones put down before the diagram as <black>/<white>. */
static void
check_move_colour (Checker *c, const IshiLessonMove *move, IshiColor expected, gboolean first)
{
  const IshiRules *rules = c->lesson->rules;
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;

  if (move->color == expected || move->twice)
    return;
  name = move->point.x < 0 ? g_strdup (_("pass"))
                           : ishi_lesson_point_name (rules, c->step->diagram.size, move->point);
  if (first)
    what = g_strdup_printf (move->color == ISHI_BLACK
                              ? _("move %d (Black, %s) is played where the diagram gives White to move")
                              : _("move %d (White, %s) is played where the diagram gives Black to move"),
                            move->number, name);
  else
    what = g_strdup_printf (move->color == ISHI_BLACK
                              ? _("move %d (Black, %s) follows another move of Black")
                              : _("move %d (White, %s) follows another move of White"),
                            move->number, name);
  /* TRANSLATORS: %s is one of the sentences above */
  problem (c, move->line, _("%s: the colours must alternate (a pass is written at=\"pass\", stones set up before the diagram as <black> and <white>; twice=\"true\" says that one side plays twice on purpose)"),
           what);
}

static void
check_colours (Checker *c)
{
  const IshiLessonStep *step = c->step;
  IshiColor expected = step->diagram.to_move;

  for (guint i = 1; i < step->diagram.moves->len; i++)
    {
      const IshiLessonMove *before = g_ptr_array_index (step->diagram.moves, i - 1);

      check_move_colour (c, g_ptr_array_index (step->diagram.moves, i), ishi_color_other (before->color), FALSE);
    }
  for (guint i = 0; i < step->sequence->len; i++)
    {
      const IshiLessonMove *move = g_ptr_array_index (step->sequence, i);

      check_move_colour (c, move, expected, i == 0);
      expected = ishi_color_other (move->color);
    }
}

/* The stones of each colour on a position: [0] Black, [1] White. */
static void
count_stones (const IshiRules *rules, const IshiPosition *pos, guint counts[2])
{
  int size = rules->options (pos)->size;

  counts[0] = counts[1] = 0;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiColor color = rules->stone_at (pos, x, y);

        if (color == ISHI_BLACK)
          counts[0]++;
        else if (color == ISHI_WHITE)
          counts[1]++;
      }
}

/* The text as it is read: ruby bases without their readings, paragraphs
 * and line breaks as newlines. */
static char *
bases_only (GPtrArray *paragraphs)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; paragraphs != NULL && i < paragraphs->len; i++)
    {
      IshiLessonParagraph *para = g_ptr_array_index (paragraphs, i);

      if (i > 0)
        g_string_append_c (out, '\n');
      for (guint j = 0; j < para->runs->len; j++)
        {
          IshiLessonRun *run = g_ptr_array_index (para->runs, j);

          g_string_append (out, run->kind == ISHI_LESSON_RUN_BREAK ? "\n" : run->text);
        }
    }
  return g_string_free (out, FALSE);
}

/* A number in ASCII or full-width digits. */
static guint
read_number (const char *digits)
{
  guint n = 0;

  for (const char *p = digits; *p; p = g_utf8_next_char (p))
    n = n * 10 + (guint) g_unichar_digit_value (g_utf8_get_char (p));
  return n;
}

/* The stones counted on the board must be the stones drawn (issue 65 item
 * 17: はじめての純碁's step on counting showed an empty board).  Two rules,
 * each exact, neither a guess at what a sentence means:
 *
 * - A count the text states — the colour, は, a number and 個 (or こ)
 *   ending its clause (followed by 、 。 です あり or the paragraph's end):
 *   「黒は24個、白は21個」; in English "Black has 24 stones" — is the number
 *   of stones of that colour on the step's board, as it is shown (after its
 *   moves) or after its sequence.  「黒石が2個取れます」 (が, and 取れ after
 *   個) states no count on the board.
 * - A step whose title names counting (数え, かぞえ, count) shows stones.
 *
 * A sentence that tells the rule in general over an empty board (「さいご
 * に石を数えて、多いほうが勝ち」) states no number and is not a title: it
 * passes. */
static void
check_counting (Checker *c, const guint shown[2], const guint end[2])
{
  const IshiLessonStep *step = c->step;
  g_autofree char *text = bases_only (step->text);
  g_autofree char *title = step->title ? g_utf8_casefold (step->title, -1) : NULL;
  GRegex *patterns[2];

  /* A handful of steps a lesson: compiled for each, kept simple. */
  g_autoptr(GRegex) japanese = g_regex_new ("(黒|白)石?は([0-9０-９]+)(?:個|こ)(?=、|。|，|．|です|あり|\\n|$)",
                                            0, 0, NULL);
  g_autoptr(GRegex) english = g_regex_new ("\\b(black|white) has ([0-9]+) stones?\\b",
                                           G_REGEX_CASELESS, 0, NULL);

  patterns[0] = japanese;
  patterns[1] = english;

  if (title != NULL && shown[0] + shown[1] + end[0] + end[1] == 0
      && (strstr (title, "数え") || strstr (title, "かぞえ") || strstr (title, "count")))
    problem (c, step->diagram.line, _("the step counts stones, but its diagram has none"));

  for (guint k = 0; k < G_N_ELEMENTS (patterns) && text != NULL; k++)
    {
      g_autoptr(GMatchInfo) match = NULL;

      g_regex_match (patterns[k], text, 0, &match);
      while (g_match_info_matches (match))
        {
          g_autofree char *colour = g_match_info_fetch (match, 1);
          g_autofree char *number = g_match_info_fetch (match, 2);
          gboolean black = strcmp (colour, "黒") == 0 || g_ascii_strcasecmp (colour, "black") == 0;
          guint said = read_number (number), i = black ? 0 : 1;

          if (said != shown[i] && said != end[i])
            problem (c, step->diagram.line,
                     black ? _("the text says Black has %u stones, but the diagram shows %u")
                           : _("the text says White has %u stones, but the diagram shows %u"),
                     said, shown[i]);
          g_match_info_next (match, NULL);
        }
    }
}

static void
check_step (Checker *c)
{
  const IshiLesson *lesson = c->lesson;
  const IshiRules *rules = lesson->rules;
  const IshiLessonStep *step = c->step;
  g_autoptr(GError) error = NULL;
  IshiPosition *pos = ishi_lesson_setup_position (lesson, step);
  guint shown[2], end[2];

  if (rules->has_captures && !check_go_setup (c, pos))
    {
      rules->position_free (pos);
      return;
    }
  if (!ishi_lesson_is_renju (rules) && step->diagram.shows != ISHI_LESSON_SHOWS_NONE)
    problem (c, step->diagram.line, _("shows=\"%s\" is for Renju lessons"), shows_name (step->diagram.shows));
  check_colours (c);

  for (guint i = 0; i < step->diagram.moves->len; i++)
    if (!ishi_lesson_play_move (lesson, step, pos, g_ptr_array_index (step->diagram.moves, i), &error))
      {
        g_ptr_array_add (c->problems, g_strdup (error->message));
        rules->position_free (pos);
        return;
      }
  rules->set_to_move (pos, step->diagram.to_move);
  count_stones (rules, pos, shown);
  if (ishi_lesson_is_renju (rules))
    check_renju_diagram (c, pos);

  for (guint i = 0; i < step->sequence->len; i++)
    if (!ishi_lesson_play_move (lesson, step, pos, g_ptr_array_index (step->sequence, i), &error))
      {
        g_ptr_array_add (c->problems, g_strdup (error->message));
        rules->position_free (pos);
        return;
      }

  count_stones (rules, pos, end);
  check_counting (c, shown, end);
  if (step->task != NULL)
    check_task (c, pos);
  rules->position_free (pos);
}

gboolean
ishi_lesson_check (const IshiLesson *lesson, GPtrArray *problems)
{
  return ishi_lesson_check_full (lesson, problems, NULL);
}

gboolean
ishi_lesson_check_full (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings)
{
  Checker c = { lesson, NULL, problems, warnings };
  guint before;

  g_return_val_if_fail (lesson != NULL && problems != NULL, FALSE);

  before = problems->len;
  for (guint i = 0; i < lesson->steps->len; i++)
    {
      c.step = g_ptr_array_index (lesson->steps, i);
      check_step (&c);
    }
  return problems->len == before;
}

gboolean
ishi_lesson_check_all (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings)
{
  gboolean ok;

  g_return_val_if_fail (lesson != NULL && problems != NULL && warnings != NULL, FALSE);

  ok = ishi_lesson_check_full (lesson, problems, warnings);
  ishi_lesson_check_grade (lesson, warnings);
  return ok;
}
