/* ishi-problem-progress.c — see ishi-problem-progress.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem-view"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-problem-progress.h"
#include "ishi-board-render.h"

void
ishi_problem_progress_free (gpointer data)
{
  IshiProblemProgress *e = data;

  ishi_problem_set_free (e->set);
  g_free (e->title);
  g_free (e->details);
  g_free (e->results);
  g_array_unref (e->order);
  g_free (e);
}

/* The set's name: the event (EV) all its problems share, as collections
 * name their book, else the file's name. */
static char *
set_title (IshiProblemSet *set)
{
  g_autofree char *first = NULL;
  char *dot;

  for (guint i = 0; i < set->problems->len; i++)
    {
      const IshiSgfNode *root = ishi_problem_get_root (g_ptr_array_index (set->problems, i));
      g_autofree char *ev = ishi_sgf_node_get_simple_text (root, "EV");

      if (ev == NULL || (first != NULL && strcmp (first, ev) != 0))
        {
          g_clear_pointer (&first, g_free);
          break;
        }
      if (first == NULL)
        first = g_steal_pointer (&ev);
    }
  if (first != NULL)
    return ishi_problem_text_plain (first, FALSE);
  first = g_strdup (set->name);
  dot = strrchr (first, '.');
  if (dot != NULL && dot != first && g_ascii_strcasecmp (dot, ".sgf") == 0)
    *dot = '\0';
  return g_steal_pointer (&first);
}

/* Ishi's own sets (data/problems) are written in Japanese, their names
 * too (EV, GN), as the problems are for Japanese children first; here are
 * their names for the window's language, by file.  test-window-problems
 * checks that every file installed has one. */
static const struct {
  const char *file;
  const char *title;
} own_titles[] = {
  /* TRANSLATORS: the names of Ishi's own sets of problems; Japanese gives
   * the names the files have (石を取る, にげる, シチョウ …). */
  { "01-capture.sgf", N_("Capturing Stones") },
  { "02-escape.sgf", N_("Escaping") },
  { "03-ladder.sgf", N_("Ladders") },
  { "04-net.sgf", N_("Nets") },
  { "05-snapback.sgf", N_("Snapbacks") },
  { "06-eyes.sgf", N_("Making and Taking Eyes") },
  { "07-pure-go-endings.sgf", N_("Ending a Game of Pure Go") },
  { "08-renju.sgf", N_("Renju Problems") },
};

static const char *
own_title (const char *file)
{
  for (guint i = 0; file != NULL && i < G_N_ELEMENTS (own_titles); i++)
    if (strcmp (own_titles[i].file, file) == 0)
      return own_titles[i].title;
  return NULL;
}

/* "12 problems · 9×9, 13×13" */
static char *
set_details (IshiProblemSet *set)
{
  GString *s = g_string_new (NULL);
  gboolean sizes[ISHI_BOARD_MAX_SIZE + 1] = { FALSE };
  guint n = set->problems->len;

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u problem", "%u problems", n), n);
  for (guint i = 0; i < n; i++)
    {
      int size = ishi_problem_get_size (g_ptr_array_index (set->problems, i));

      if (size > 0 && size <= ISHI_BOARD_MAX_SIZE)
        sizes[size] = TRUE;
    }
  for (int size = 0, first = TRUE; size <= ISHI_BOARD_MAX_SIZE; size++)
    if (sizes[size])
      {
        g_string_append_printf (s, first ? " · %d×%d" : ", %d×%d", size, size);
        first = FALSE;
      }
  return g_string_free (s, FALSE);
}

IshiProblemProgress *
ishi_problem_progress_new (IshiProblemSet *set, gboolean own)
{
  IshiProblemProgress *e = g_new0 (IshiProblemProgress, 1);

  e->set = set;
  e->own_title = own ? own_title (set->name) : NULL;
  e->title = e->own_title ? g_strdup (_(e->own_title)) : set_title (set);
  e->details = set_details (set);
  e->results = g_new0 (IshiProblemResult, MAX (set->problems->len, 1));
  e->order = ishi_problem_order_new (set->problems->len, 0);
  return e;
}

void
ishi_problem_progress_tally (const IshiProblemProgress *e, guint *first_try, guint *solved, guint *tried)
{
  *first_try = *solved = *tried = 0;
  for (guint i = 0; e != NULL && i < e->set->problems->len; i++)
    {
      *first_try += e->results[i].first_try;
      *solved += e->results[i].solved;
      *tried += e->results[i].tried;
    }
}

char *
ishi_problem_progress_tally_text (const IshiProblemProgress *e)
{
  guint first_try, solved, tried;

  ishi_problem_progress_tally (e, &first_try, &solved, &tried);
  /* Translators: the count of a set of problems, e.g. "Solved at the
   * first try: 3 of 5 tried" */
  return g_strdup_printf (_("Solved at the first try: %u of %u tried"), first_try, tried);
}

void
ishi_problem_progress_note (IshiProblemProgress *e, IshiProblemPlay *play, gboolean missed_before)
{
  IshiProblemResult *r = &e->results[g_array_index (e->order, guint, e->position)];

  if (ishi_game_get_move_number (ishi_problem_play_get_game (play)) > 0 || ishi_problem_play_get_missed (play))
    r->tried = TRUE;
  if (ishi_problem_play_get_solved (play) && !r->solved)
    {
      r->solved = TRUE;
      r->first_try = !missed_before && ishi_problem_play_get_first_try (play);
    }
  r->missed |= ishi_problem_play_get_missed (play);
}

void
ishi_problem_progress_set_random (IshiProblemProgress *e, guint32 seed)
{
  guint shown = g_array_index (e->order, guint, e->position);

  g_array_unref (e->order);
  e->order = ishi_problem_order_new (e->set->problems->len, seed);
  e->random = seed != 0;
  /* The problem shown stays; the others come in the new order. */
  for (guint i = 0; i < e->order->len; i++)
    if (g_array_index (e->order, guint, i) == shown)
      e->position = i;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

void
ishi_problem_progress_load_own (GPtrArray *into, const char *dir)
{
  g_autoptr(GDir) folder = dir ? g_dir_open (dir, 0, NULL) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_suffix (name, ".sgf"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      IshiProblemSet *set = ishi_problem_set_load (file, NULL, &error);

      if (set == NULL)
        g_warning ("%s", error->message);
      else
        g_ptr_array_add (into, ishi_problem_progress_new (set, TRUE));
    }
}

