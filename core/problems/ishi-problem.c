/* ishi-problem.c — problems read from SGF files: the marks, the right
 * lines, the goal of Ishi's own problems, the text with ruby, and a set of
 * problems from a file, a collection or a folder (see ishi-problem.h).
 *
 * How other programs read the marks, which this follows (and where it
 * chooses): goproblems.com puts RIGHT in the comment of the last move of
 * each right line, and every line without it is a failure; Many Faces of
 * Go marks right answers TE[2]; uliGo marks wrong ones with its own WV[];
 * EasyGo takes the main line for the answer when nothing is marked, and
 * "right" or "correct" in a comment for another; glift reads GB as right.
 * Lower-case "right" and "correct" are too common in explanations ("the
 * right side", "is that correct?") to be marks anywhere in a comment, so
 * only a comment that begins with them counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-game.h"
#include "ishi-problem-private.h"

G_DEFINE_QUARK (ishi-problem-error-quark, ishi_problem_error)

/* --- marks ------------------------------------------------------------------ */

/* `word` (upper case) stands in `text` as a word of its own. */
static gboolean
has_word (const char *text, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[n]))
      return TRUE;
  return FALSE;
}

/* The comment's first word (after spaces and ASCII signs such as "*" or
 * "(") begins with `prefix`, any case; `whole`: and is that word. */
static gboolean
begins_with (const char *text, const char *prefix, gboolean whole)
{
  gsize n = strlen (prefix);

  while (*text != '\0' && g_ascii_isprint (*text) && !g_ascii_isalnum (*text))
    text++;
  while (g_ascii_isspace (*text))
    text++;
  if (g_ascii_strncasecmp (text, prefix, n) != 0)
    return FALSE;
  return !whole || !g_ascii_isalnum (text[n]);
}

IshiProblemMark
ishi_problem_comment_mark (const char *comment)
{
  if (comment == NULL)
    return ISHI_PROBLEM_MARK_NONE;
  if (has_word (comment, "WRONG") || has_word (comment, "INCORRECT")
      || begins_with (comment, "wrong", TRUE) || begins_with (comment, "incorrect", TRUE)
      || begins_with (comment, "fail", FALSE)
      || strstr (comment, "失敗") || strstr (comment, "失败") || strstr (comment, "不正解"))
    return ISHI_PROBLEM_MARK_WRONG;
  if (has_word (comment, "RIGHT") || has_word (comment, "CORRECT")
      || begins_with (comment, "right", TRUE) || begins_with (comment, "correct", TRUE)
      || strstr (comment, "正解") || strstr (comment, "正确"))
    return ISHI_PROBLEM_MARK_RIGHT;
  return ISHI_PROBLEM_MARK_NONE;
}

IshiColor
ishi_problem_node_mover (const IshiSgfNode *node)
{
  if (ishi_sgf_node_lookup (node, "B") != NULL)
    return ISHI_BLACK;
  if (ishi_sgf_node_lookup (node, "W") != NULL)
    return ISHI_WHITE;
  return ISHI_EMPTY;
}

IshiProblemMark
ishi_problem_node_mark (const IshiSgfNode *node, IshiColor player)
{
  IshiColor mover;
  gboolean right = FALSE, wrong = FALSE;
  g_autofree char *comment = NULL;

  g_return_val_if_fail (node != NULL, ISHI_PROBLEM_MARK_NONE);

  mover = ishi_problem_node_mover (node);
  /* TE and BM judge the move of the node: only the player's own move says
   * something about the answer (the other side's "good move" may be the
   * best resistance of a right line). */
  if (mover == player && ishi_sgf_node_lookup (node, "TE") != NULL)
    right = TRUE;
  if (mover == player && ishi_sgf_node_lookup (node, "BM") != NULL)
    wrong = TRUE;
  /* GB and GW judge the position, whoever moved. */
  if (ishi_sgf_node_lookup (node, "GB") != NULL)
    *(player == ISHI_BLACK ? &right : &wrong) = TRUE;
  if (ishi_sgf_node_lookup (node, "GW") != NULL)
    *(player == ISHI_WHITE ? &right : &wrong) = TRUE;
  if (ishi_sgf_node_lookup (node, "WV") != NULL)
    wrong = TRUE;
  comment = ishi_sgf_node_get_text (node, "C");
  switch (ishi_problem_comment_mark (comment))
    {
    case ISHI_PROBLEM_MARK_RIGHT:
      right = TRUE;
      break;
    case ISHI_PROBLEM_MARK_WRONG:
      wrong = TRUE;
      break;
    case ISHI_PROBLEM_MARK_NONE:
    default:
      break;
    }
  return wrong ? ISHI_PROBLEM_MARK_WRONG : right ? ISHI_PROBLEM_MARK_RIGHT : ISHI_PROBLEM_MARK_NONE;
}

/* --- one problem --------------------------------------------------------------- */

struct _IshiProblem {
  grefcount ref;
  IshiSgfNode *root;
  char *filename;
  guint index;
  char *title;
  const IshiRules *rules;
  IshiRulesOptions options;
  IshiSgfNode *start;
  IshiColor player;
  gboolean marked;
  GHashTable *right;  /* the nodes on a right line */
  GHashTable *wrong;  /* the nodes with a wrong mark on their path */
};

/* Where the problem starts: past the nodes that only set up stones. */
static IshiSgfNode *
find_start (IshiSgfNode *root)
{
  IshiSgfNode *node = root;

  while (node->first_child != NULL && node->first_child->next_sibling == NULL
         && ishi_problem_node_mover (node->first_child) == ISHI_EMPTY)
    node = node->first_child;
  return node;
}

static IshiColor
find_player (const IshiSgfNode *root, const IshiSgfNode *start)
{
  for (const IshiSgfNode *c = start->first_child; c != NULL; c = c->next_sibling)
    if (ishi_problem_node_mover (c) != ISHI_EMPTY)
      return ishi_problem_node_mover (c);
  for (const IshiSgfNode *n = start; n != NULL; n = n == root ? NULL : n->parent)
    {
      const char *pl = ishi_sgf_node_get_raw (n, "PL");

      if (pl != NULL && (pl[0] == 'W' || pl[0] == 'w'))
        return ISHI_WHITE;
      if (pl != NULL && (pl[0] == 'B' || pl[0] == 'b'))
        return ISHI_BLACK;
    }
  return ISHI_BLACK;
}

/* The next node of a walk of the tree under `top` (pre-order, no
 * recursion: trees may be deep), or NULL at the end. */
IshiSgfNode *
ishi_problem_next_in_tree (const IshiSgfNode *node, const IshiSgfNode *top)
{
  if (node->first_child != NULL)
    return node->first_child;
  while (node != top)
    {
      if (node->next_sibling != NULL)
        return node->next_sibling;
      node = node->parent;
    }
  return NULL;
}

static gboolean
any_mark (IshiProblem *p)
{
  for (IshiSgfNode *n = ishi_problem_next_in_tree (p->start, p->start); n != NULL; n = ishi_problem_next_in_tree (n, p->start))
    if (ishi_problem_node_mark (n, p->player) != ISHI_PROBLEM_MARK_NONE)
      return TRUE;
  return FALSE;
}

/* Which nodes are on a right line and which on a wrong path (see the
 * header).  A node's path is its own: the tree gives each one way down. */
static void
find_lines (IshiProblem *p)
{
  GHashTable *right_seen = g_hash_table_new (NULL, NULL);  /* a right mark on the path */

  p->marked = any_mark (p);
  if (!p->marked)
    {
      /* The main line is the answer; every node off it is on a wrong path. */
      for (IshiSgfNode *n = p->start->first_child; n != NULL; n = n->first_child)
        g_hash_table_add (p->right, n);
      for (IshiSgfNode *n = ishi_problem_next_in_tree (p->start, p->start); n != NULL; n = ishi_problem_next_in_tree (n, p->start))
        if (!g_hash_table_contains (p->right, n))
          g_hash_table_add (p->wrong, n);
      g_hash_table_unref (right_seen);
      return;
    }
  for (IshiSgfNode *n = ishi_problem_next_in_tree (p->start, p->start); n != NULL; n = ishi_problem_next_in_tree (n, p->start))
    {
      IshiProblemMark mark = ishi_problem_node_mark (n, p->player);
      gboolean parent_wrong = n->parent != p->start && g_hash_table_contains (p->wrong, n->parent);
      gboolean parent_right = n->parent != p->start && g_hash_table_contains (right_seen, n->parent);

      if (parent_wrong || mark == ISHI_PROBLEM_MARK_WRONG)
        g_hash_table_add (p->wrong, n);
      if (parent_right || mark == ISHI_PROBLEM_MARK_RIGHT)
        g_hash_table_add (right_seen, n);
      /* The end of a line that is right: every node up to the start is on it. */
      if (n->first_child == NULL && !g_hash_table_contains (p->wrong, n)
          && g_hash_table_contains (right_seen, n))
        for (IshiSgfNode *up = n; up != p->start && !g_hash_table_contains (p->right, up); up = up->parent)
          g_hash_table_add (p->right, up);
    }
  g_hash_table_unref (right_seen);
}

static char *
default_title (const char *filename, guint index, gboolean numbered)
{
  g_autofree char *base = filename ? g_path_get_basename (filename) : g_strdup (_("Problem"));
  char *dot = strrchr (base, '.');

  if (dot != NULL && dot != base && g_ascii_strcasecmp (dot, ".sgf") == 0)
    *dot = '\0';
  if (!numbered)
    return g_steal_pointer (&base);
  return g_strdup_printf ("%s %u", base, index + 1);
}

IshiProblem *
ishi_problem_new (IshiSgfNode *root, const char *filename, guint index, GError **error)
{
  g_autoptr(IshiProblem) p = NULL;
  g_autoptr(GError) local = NULL;
  const char *where = filename ? filename : "-";

  g_return_val_if_fail (root != NULL, NULL);

  p = g_new0 (IshiProblem, 1);
  g_ref_count_init (&p->ref);
  p->root = root;
  p->filename = g_strdup (filename);
  p->index = index;
  p->right = g_hash_table_new (NULL, NULL);
  p->wrong = g_hash_table_new (NULL, NULL);
  if (!ishi_game_options_from_root (root, &p->rules, &p->options, &local))
    {
      g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_INVALID, "%s:%u:%u: %s",
                   where, root->line, root->column, local->message);
      return NULL;
    }
  p->start = find_start (root);
  p->player = find_player (root, p->start);
  {
    gboolean has_move = FALSE;

    for (const IshiSgfNode *c = p->start->first_child; c != NULL && !has_move; c = c->next_sibling)
      has_move = ishi_problem_node_mover (c) == p->player;
    if (!has_move)
      {
        g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_INVALID,
                     _("%s:%u:%u: this game has no move to play: a problem gives its answers as moves"),
                     where, root->line, root->column);
        return NULL;
      }
  }
  p->title = ishi_sgf_node_get_simple_text (root, "GN");
  if (p->title != NULL && *g_strstrip (p->title) == '\0')
    g_clear_pointer (&p->title, g_free);
  if (p->title == NULL)
    p->title = default_title (filename, index, TRUE);
  find_lines (p);
  return g_steal_pointer (&p);
}

IshiProblem *
ishi_problem_ref (IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  g_ref_count_inc (&problem->ref);
  return problem;
}

void
ishi_problem_unref (IshiProblem *problem)
{
  if (problem == NULL || !g_ref_count_dec (&problem->ref))
    return;
  ishi_sgf_node_free (problem->root);
  g_free (problem->filename);
  g_free (problem->title);
  g_hash_table_unref (problem->right);
  g_hash_table_unref (problem->wrong);
  g_free (problem);
}

const char *
ishi_problem_get_title (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return problem->title;
}

const char *
ishi_problem_get_filename (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return problem->filename;
}

guint
ishi_problem_get_index (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, 0);
  return problem->index;
}

const IshiRules *
ishi_problem_get_rules (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return problem->rules;
}

const IshiRulesOptions *
ishi_problem_get_options (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return &problem->options;
}

int
ishi_problem_get_size (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, 0);
  return problem->options.size;
}

const IshiSgfNode *
ishi_problem_get_root (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return problem->root;
}

const IshiSgfNode *
ishi_problem_get_start (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return problem->start;
}

IshiColor
ishi_problem_get_player (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, ISHI_BLACK);
  return problem->player;
}

gboolean
ishi_problem_has_marks (const IshiProblem *problem)
{
  g_return_val_if_fail (problem != NULL, FALSE);
  return problem->marked;
}

char *
ishi_problem_dup_question (const IshiProblem *problem)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (problem != NULL, NULL);

  for (const IshiSgfNode *n = problem->root; n != NULL; n = n == problem->start ? NULL : n->first_child)
    {
      g_autofree char *c = ishi_sgf_node_get_text (n, "C");

      if (c == NULL || *g_strstrip (c) == '\0')
        continue;
      if (s->len > 0)
        g_string_append (s, "\n\n");
      g_string_append (s, c);
    }
  if (s->len == 0)
    return (g_string_free (s, TRUE), NULL);
  return g_string_free (s, FALSE);
}

gboolean
ishi_problem_node_on_right_line (const IshiProblem *problem, const IshiSgfNode *node)
{
  g_return_val_if_fail (problem != NULL, FALSE);
  return node != NULL && g_hash_table_contains (problem->right, node);
}

gboolean
ishi_problem_node_on_wrong_path (const IshiProblem *problem, const IshiSgfNode *node)
{
  g_return_val_if_fail (problem != NULL, FALSE);
  return node != NULL && g_hash_table_contains (problem->wrong, node);
}

GPtrArray *
ishi_problem_right_lines (const IshiProblem *problem)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  IshiSgfNode *start;

  g_return_val_if_fail (problem != NULL, lines);

  start = problem->start;
  for (IshiSgfNode *n = ishi_problem_next_in_tree (start, start); n != NULL; n = ishi_problem_next_in_tree (n, start))
    if (n->first_child == NULL && g_hash_table_contains (problem->right, n))
      {
        GPtrArray *line = g_ptr_array_new ();

        for (IshiSgfNode *up = n; up != start; up = up->parent)
          g_ptr_array_insert (line, 0, up);
        g_ptr_array_add (lines, line);
      }
  return lines;
}

/* --- the goal --------------------------------------------------------------------- */

static const struct {
  const char *word;
  IshiProblemGoalKind kind;
  gboolean has_target;
} goal_words[] = {
  { "capture", ISHI_PROBLEM_GOAL_CAPTURE, TRUE },
  { "escape", ISHI_PROBLEM_GOAL_ESCAPE, TRUE },
  { "live", ISHI_PROBLEM_GOAL_LIVE, TRUE },
  { "kill", ISHI_PROBLEM_GOAL_KILL, TRUE },
  { "best", ISHI_PROBLEM_GOAL_BEST, FALSE },
  { "vcf", ISHI_PROBLEM_GOAL_VCF, FALSE },
  { "vct", ISHI_PROBLEM_GOAL_VCT, FALSE },
};

static gboolean
goal_error (const IshiProblem *p, GError **error, const char *what, const char *value)
{
  g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_INVALID, "%s:%u:%u: %s: %s",
               p->filename ? p->filename : "-", p->root->line, p->root->column, what, value);
  return FALSE;
}

gboolean
ishi_problem_get_goal (const IshiProblem *problem, IshiProblemGoal *goal, GError **error)
{
  const char *ig, *im, *ir;
  int size;

  g_return_val_if_fail (problem != NULL && goal != NULL, FALSE);

  size = problem->options.size;
  memset (goal, 0, sizeof *goal);
  goal->target = (IshiPoint) { -1, -1 };
  goal->region_max = (IshiPoint) { size - 1, size - 1 };
  memset (goal->region, 1, (gsize) size * (gsize) size);
  ig = ishi_sgf_node_get_raw (problem->root, "IG");
  im = ishi_sgf_node_get_raw (problem->root, "IM");
  ir = ishi_sgf_node_get_raw (problem->root, "IR");
  if (ig == NULL)
    return TRUE;
  {
    g_autofree char *word = NULL, *point = NULL;
    gsize i;

    if (!ishi_sgf_split_compose (ig, &word, &point))
      word = g_strdup (ig);
    for (i = 0; i < G_N_ELEMENTS (goal_words); i++)
      if (strcmp (word, goal_words[i].word) == 0)
        break;
    if (i == G_N_ELEMENTS (goal_words))
      return goal_error (problem, error, _("IG names no goal Ishi knows"), ig);
    goal->kind = goal_words[i].kind;
    if (goal_words[i].has_target != (point != NULL)
        || (point != NULL && (!ishi_sgf_parse_point (point, size, &goal->target.x, &goal->target.y)
                              || goal->target.x < 0)))
      return goal_error (problem, error, goal_words[i].has_target ? _("IG needs a point on the board")
                                                                  : _("IG takes no point"), ig);
  }
  if (im != NULL)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (im, 10, 1, 99, &n, NULL))
        return goal_error (problem, error, _("IM must be a number of moves from 1 to 99"), im);
      goal->moves = (int) n;
    }
  if (ir != NULL)
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
      IshiSgfProperty *property = ishi_sgf_node_lookup (problem->root, "IR");
      guint bad = 0;

      if (!ishi_sgf_parse_point_set (property->values, property->n_values, size, points, &bad))
        return goal_error (problem, error, _("IR must be points on the board"), property->values[bad]);
      if (points->len == 0)
        return goal_error (problem, error, _("IR must be points on the board"), ir);
      memset (goal->region, 0, sizeof goal->region);
      goal->region_min = goal->region_max = g_array_index (points, IshiPoint, 0);
      for (guint i = 0; i < points->len; i++)
        {
          IshiPoint q = g_array_index (points, IshiPoint, i);

          goal->region[q.y * size + q.x] = 1;
          goal->region_min.x = MIN (goal->region_min.x, q.x);
          goal->region_min.y = MIN (goal->region_min.y, q.y);
          goal->region_max.x = MAX (goal->region_max.x, q.x);
          goal->region_max.y = MAX (goal->region_max.y, q.y);
        }
    }
  return TRUE;
}

/* --- text with ruby --------------------------------------------------------------- */

static void
run_free (gpointer data)
{
  IshiProblemRun *run = data;

  g_free (run->text);
  g_free (run->reading);
  g_free (run);
}

static void
add_run (GPtrArray *runs, IshiProblemRunKind kind, const char *text, gssize length, const char *reading)
{
  IshiProblemRun *run;

  if (kind == ISHI_PROBLEM_RUN_TEXT && (length == 0 || *text == '\0'))
    return;
  run = g_new0 (IshiProblemRun, 1);
  run->kind = kind;
  run->text = g_strndup (text ? text : "", length < 0 ? strlen (text ? text : "") : (gsize) length);
  run->reading = g_strdup (reading);
  g_ptr_array_add (runs, run);
}

/* Characters a ruby base of kanji is made of, without ｜ before it. */
static gboolean
is_kanji (gunichar c)
{
  return g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN
         || c == 0x3005 /* 々 */ || c == 0x3006 /* 〆 */ || c == 0x30F6 /* ヶ */;
}

/* Where the base of a ruby without ｜ begins in `text`: the kanji at its
 * end; `length` when there are none. */
static gsize
kanji_tail (const char *text, gsize length)
{
  const char *p = text + length;

  while (p > text)
    {
      const char *prev = g_utf8_find_prev_char (text, p);

      if (prev == NULL || !is_kanji (g_utf8_get_char (prev)))
        break;
      p = prev;
    }
  return (gsize) (p - text);
}

/* Ends the text so far: `bar` (the place of a ｜ that no ruby followed)
 * puts the ｜ back. */
static void
flush_text (GPtrArray *runs, GString *cur, gssize *bar)
{
  if (*bar >= 0)
    g_string_insert (cur, *bar, "｜");
  *bar = -1;
  add_run (runs, ISHI_PROBLEM_RUN_TEXT, cur->str, (gssize) cur->len, NULL);
  g_string_truncate (cur, 0);
}

GPtrArray *
ishi_problem_text_runs (const char *text)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func (run_free);
  g_autoptr(GString) cur = g_string_new (NULL);
  gssize bar = -1;
  const char *p;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return runs;
  for (p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *close;

      if (c == '\n')
        {
          const char *q = p + 1;
          gboolean paragraph = FALSE;

          /* An empty line (spaces allowed on it) begins a paragraph. */
          for (const char *r = q; *r == ' ' || *r == '\t' || *r == '\r' || *r == '\n'; r++)
            if (*r == '\n')
              {
                paragraph = TRUE;
                q = r + 1;
              }
          flush_text (runs, cur, &bar);
          if (runs->len > 0)
            add_run (runs, paragraph ? ISHI_PROBLEM_RUN_PARAGRAPH : ISHI_PROBLEM_RUN_BREAK, "", 0, NULL);
          p = q - 1;
          continue;
        }
      if (c == 0xFF5C /* ｜ */ || c == '|')
        {
          if (bar >= 0)
            g_string_insert (cur, bar, "｜");
          bar = (gssize) cur->len;
          continue;
        }
      close = c == 0x300A /* 《 */ ? strstr (p, "》") : NULL;
      if (close != NULL && memchr (p, '\n', (gsize) (close - p)) == NULL)
        {
          const char *reading = g_utf8_next_char (p);
          gsize base = bar >= 0 ? (gsize) bar : kanji_tail (cur->str, cur->len);

          if (base < cur->len && close > reading)
            {
              g_autofree char *base_text = g_strdup (cur->str + base);
              g_autofree char *reading_text = g_strndup (reading, (gsize) (close - reading));

              g_string_truncate (cur, base);
              bar = -1;
              flush_text (runs, cur, &bar);
              add_run (runs, ISHI_PROBLEM_RUN_RUBY, base_text, -1, reading_text);
              p = close + strlen ("》") - 1;
              continue;
            }
        }
      g_string_append_unichar (cur, c);
    }
  flush_text (runs, cur, &bar);
  /* No break or paragraph at the end. */
  while (runs->len > 0
         && ((IshiProblemRun *) g_ptr_array_index (runs, runs->len - 1))->kind != ISHI_PROBLEM_RUN_TEXT
         && ((IshiProblemRun *) g_ptr_array_index (runs, runs->len - 1))->kind != ISHI_PROBLEM_RUN_RUBY)
    g_ptr_array_remove_index (runs, runs->len - 1);
  return runs;
}

char *
ishi_problem_text_plain (const char *text, gboolean with_readings)
{
  g_autoptr(GPtrArray) runs = ishi_problem_text_runs (text);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < runs->len; i++)
    {
      IshiProblemRun *run = g_ptr_array_index (runs, i);

      switch (run->kind)
        {
        case ISHI_PROBLEM_RUN_TEXT:
          g_string_append (s, run->text);
          break;
        case ISHI_PROBLEM_RUN_RUBY:
          g_string_append (s, run->text);
          if (with_readings)
            g_string_append_printf (s, "(%s)", run->reading);
          break;
        case ISHI_PROBLEM_RUN_BREAK:
          g_string_append_c (s, '\n');
          break;
        case ISHI_PROBLEM_RUN_PARAGRAPH:
        default:
          g_string_append (s, "\n\n");
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/* --- sets ------------------------------------------------------------------------- */

void
ishi_problem_set_free (IshiProblemSet *set)
{
  if (set == NULL)
    return;
  g_free (set->name);
  g_ptr_array_unref (set->problems);
  g_ptr_array_unref (set->errors);
  g_free (set);
}

static IshiProblemSet *
set_new (const char *name)
{
  IshiProblemSet *set = g_new0 (IshiProblemSet, 1);

  set->name = g_strdup (name);
  set->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_problem_unref);
  set->errors = g_ptr_array_new_with_free_func (g_free);
  return set;
}

/* Every game of `collection` as a problem of `set`. */
static void
add_collection (IshiProblemSet *set, IshiSgfCollection *collection, const char *filename)
{
  guint n = collection->games->len;

  for (guint i = 0; i < n; i++)
    {
      IshiSgfNode *root = g_ptr_array_index (collection->games, i);
      g_autoptr(GError) error = NULL;
      IshiProblem *problem;

      if (set->problems->len >= ISHI_PROBLEM_MAX_PROBLEMS)
        {
          g_ptr_array_add (set->errors, g_strdup_printf (_("%s: only the first %d problems are read"),
                                                         filename, ISHI_PROBLEM_MAX_PROBLEMS));
          return;
        }
      g_ptr_array_index (collection->games, i) = NULL;
      problem = ishi_problem_new (root, filename, i, &error);
      if (problem == NULL)
        {
          g_ptr_array_add (set->errors, g_strdup (error->message));
          continue;
        }
      /* A file of one problem is named by the file alone. */
      if (n == 1 && ishi_sgf_node_lookup (root, "GN") == NULL)
        {
          g_free (problem->title);
          problem->title = default_title (filename, i, FALSE);
        }
      g_ptr_array_add (set->problems, problem);
    }
}

static gboolean
add_file (IshiProblemSet *set, GFile *file, GError **error)
{
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autofree char *name = g_file_get_parse_name (file);

  collection = ishi_sgf_read_file_full (file, ISHI_PROBLEM_MAX_FILE_SIZE, error);
  if (collection == NULL)
    return FALSE;
  add_collection (set, collection, name);
  return TRUE;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  const char *const *x = a, *const *y = b;
  g_autofree char *kx = g_utf8_collate_key_for_filename (*x, -1);
  g_autofree char *ky = g_utf8_collate_key_for_filename (*y, -1);

  return strcmp (kx, ky);
}

static gboolean
add_folder (IshiProblemSet *set, GFile *folder, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                                        cancellable, error);
  if (children == NULL)
    return FALSE;
  while ((info = g_file_enumerator_next_file (children, cancellable, error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);
      gsize n = strlen (name);

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR && n > 4
          && g_ascii_strcasecmp (name + n - 4, ".sgf") == 0)
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  if (error != NULL && *error != NULL)
    return FALSE;
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len && set->problems->len < ISHI_PROBLEM_MAX_PROBLEMS; i++)
    {
      g_autoptr(GFile) child = g_file_get_child (folder, g_ptr_array_index (names, i));
      g_autoptr(GError) local = NULL;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (!add_file (set, child, &local))
        g_ptr_array_add (set->errors, g_strdup (local->message));
    }
  return TRUE;
}

static gboolean
set_not_empty (IshiProblemSet *set, const char *name, GError **error)
{
  if (set->problems->len > 0)
    return TRUE;
  if (set->errors->len > 0)
    g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_EMPTY,
                 _("%s holds no problem Ishi can play:\n%s"), name,
                 (const char *) g_ptr_array_index (set->errors, 0));
  else
    g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_EMPTY,
                 _("%s holds no problem: no SGF file with moves to play"), name);
  return FALSE;
}

IshiProblemSet *
ishi_problem_set_load (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) local = NULL;
  gboolean ok;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_basename (file);
  set = set_new (name);
  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, cancellable) == G_FILE_TYPE_DIRECTORY)
    ok = add_folder (set, file, cancellable, &local);
  else
    ok = add_file (set, file, &local);
  if (!ok)
    {
      g_autofree char *shown = g_file_get_parse_name (file);

      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED) || local->domain == ISHI_SGF_ERROR)
        g_propagate_error (error, g_steal_pointer (&local));
      else
        g_set_error (error, ISHI_PROBLEM_ERROR, ISHI_PROBLEM_ERROR_IO, "%s: %s", shown, local->message);
      return NULL;
    }
  {
    g_autofree char *shown = g_file_get_parse_name (file);

    if (!set_not_empty (set, shown, error))
      return NULL;
  }
  return g_steal_pointer (&set);
}

IshiProblemSet *
ishi_problem_set_load_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_autoptr(IshiProblemSet) set = NULL;
  g_autoptr(IshiSgfCollection) collection = NULL;
  g_autofree char *name = g_path_get_basename (filename ? filename : "-");

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  collection = ishi_sgf_parse (data, length, filename ? filename : "-", error);
  if (collection == NULL)
    return NULL;
  set = set_new (name);
  add_collection (set, collection, filename ? filename : "-");
  if (!set_not_empty (set, filename ? filename : "-", error))
    return NULL;
  return g_steal_pointer (&set);
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  IshiProblemSet *set = ishi_problem_set_load (data, cancellable, &error);

  if (set == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, set, (GDestroyNotify) ishi_problem_set_free);
}

void
ishi_problem_set_load_async (GFile *file, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_return_if_fail (G_IS_FILE (file));
  g_task_set_source_tag (task, ishi_problem_set_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

IshiProblemSet *
ishi_problem_set_load_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

GArray *
ishi_problem_order_new (guint n, guint32 seed)
{
  GArray *order = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  for (guint i = 0; i < n; i++)
    g_array_append_val (order, i);
  if (seed != 0 && n > 1)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      /* Fisher and Yates: every order as likely. */
      for (guint i = n - 1; i > 0; i--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
          guint t = g_array_index (order, guint, i);

          g_array_index (order, guint, i) = g_array_index (order, guint, j);
          g_array_index (order, guint, j) = t;
        }
    }
  return order;
}
