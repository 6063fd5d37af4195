/* ishi-forced-win.c — see ishi-forced-win.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-forced-win"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-forced-win.h"
#include "ishi-renju-solve-task.h"
#include "ishi-ruleset.h"

struct _IshiForcedWin {
  GObject parent_instance;

  GActionMap *map;          /* the page's, not referenced: it holds us */
  GSettings *settings;
  IshiSolveBar *bar;
  IshiMatch *match;
  IshiGame *game;

  GCancellable *search;     /* a search under way, or NULL */
  IshiSgfNode *asked_at;    /* the node it was asked at, then the node shown */
  IshiRenjuBoard asked_board; /* and the stones there (Edit changes them in place) */
  guint seconds;            /* of the search under way, or of the last one */
  gboolean may_search_longer; /* the last search stopped at its time */
  IshiColor attacker;
};

G_DEFINE_FINAL_TYPE (IshiForcedWin, ishi_forced_win, G_TYPE_OBJECT)

/* The longest line looked for (the solver's own default): a win by fours
 * or threes longer than this is not one a person would be shown. */
#define MAX_MOVES 35u
/* Search Longer gives six times the last search's time (10 s, then one
 * minute, six, and ten, the most forced-win-seconds allows). */
#define LONGER_FACTOR 6u
#define LONGEST_SECONDS 600u

static const char *
side_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static void
enable (IshiForcedWin *self, const char *name, gboolean enabled)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (self->map, name)),
                               enabled);
}

static void
update_actions (IshiForcedWin *self)
{
  gboolean renju = self->match != NULL
                   && g_str_equal (ishi_match_get_ruleset (self->match)->game, "renju")
                   && ishi_game_get_size (self->game) == ISHI_RENJU_SIZE;
  guint step = ishi_solve_bar_get_step (self->bar), n = ishi_solve_bar_get_length (self->bar);

  enable (self, "forced-win", renju && self->search == NULL);
  enable (self, "forced-win-cancel", self->search != NULL);
  enable (self, "forced-win-longer", renju && self->search == NULL && self->may_search_longer);
  enable (self, "forced-win-previous", step > 0);
  enable (self, "forced-win-next", step < n);
  enable (self, "forced-win-all", step < n);
}

static void
stop (IshiForcedWin *self)
{
  if (self->search)
    g_cancellable_cancel (self->search);
  g_clear_object (&self->search);
  self->asked_at = NULL;
  self->may_search_longer = FALSE;
  ishi_solve_bar_hide (self->bar);
  update_actions (self);
}

/* "Black wins by continuous fours in 7 moves", with a sentence more when
 * the last four's one defence is forbidden to Black. */
static char *
describe_win (const IshiRenjuSolution *s, IshiColor attacker)
{
  guint n = s->line->len;
  g_autofree char *win = NULL;

  if (s->win == ISHI_RENJU_WIN_FIVE_NOW)
    /* Translators: %s is Black or White */
    return g_strdup_printf (_("%s makes five at once."), side_name (attacker));
  if (s->found_by == ISHI_RENJU_SOLVE_VCF)
    /* Translators: "Black wins by continuous fours in 7 moves." (a VCF) */
    win = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins by continuous fours in %u move.",
                                        "%s wins by continuous fours in %u moves.", n),
                           side_name (attacker), n);
  else
    /* Translators: "White wins by threes and fours in 5 moves." (a VCT) */
    win = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins by threes and fours in %u move.",
                                        "%s wins by threes and fours in %u moves.", n),
                           side_name (attacker), n);
  if (s->win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK)
    /* Translators: two sentences one after the other (Japanese: "%s%s") */
    return g_strdup_printf (C_("two sentences", "%s %s"), win,
                            _("White’s last four can be stopped only on a point forbidden to Black."));
  return g_steal_pointer (&win);
}

static void
show_answer (IshiForcedWin *self, const IshiRenjuSolution *s)
{
  if (s->win != ISHI_RENJU_WIN_NONE)
    {
      g_autofree char *text = describe_win (s, self->attacker);
      IshiPoint forbidden = s->win == ISHI_RENJU_WIN_FORBIDDEN_BLOCK ? s->forbidden_point
                                                                    : (IshiPoint) { -1, -1 };

      ishi_solve_bar_show_line (self->bar, text, s->line, self->attacker, forbidden);
    }
  else if (s->limit_reached)
    {
      g_autofree char *text = g_strdup_printf (
        /* Translators: %s is Black or White, %u the seconds searched */
        _("No forced win for %s found within %u s — that does not mean there is none."),
        side_name (self->attacker), self->seconds);

      self->may_search_longer = self->seconds < LONGEST_SECONDS;
      if (self->may_search_longer)
        ishi_solve_bar_show_limit (self->bar, text);
      else
        ishi_solve_bar_show_message (self->bar, text);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (
        /* Translators: %s is Black or White, %u the longest line searched */
        g_dngettext (GETTEXT_PACKAGE,
                     "No forced win for %s found by fours and threes within %u move — that does not mean there is none.",
                     "No forced win for %s found by fours and threes within %u moves — that does not mean there is none.",
                     MAX_MOVES),
        side_name (self->attacker), MAX_MOVES);

      ishi_solve_bar_show_message (self->bar, text);
    }
}

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRenjuSolution solution;
  g_autoptr(GError) error = NULL;
  IshiForcedWin *self;

  if (!ishi_renju_solve_finish (result, &solution, &error))
    return;   /* cancelled: the position changed, or the page is gone */
  self = data;
  g_clear_object (&self->search);
  show_answer (self, &solution);
  ishi_renju_solution_clear (&solution);
  update_actions (self);
}

/* Is there a five on the board already (the game is over)? */
static gboolean
has_five (const IshiRenjuBoard *board)
{
  static const int dx[4] = { 1, 0, 1, 1 }, dy[4] = { 0, 1, 1, -1 };

  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      for (int d = 0; d < 4; d++)
        {
          IshiColor c = ishi_renju_board_get (board, x, y);
          int k = 1;

          while (c != ISHI_EMPTY && k < 5 && x + k * dx[d] < ISHI_RENJU_SIZE
                 && y + k * dy[d] >= 0 && y + k * dy[d] < ISHI_RENJU_SIZE
                 && ishi_renju_board_get (board, x + k * dx[d], y + k * dy[d]) == c)
            k++;
          if (k == 5)
            return TRUE;
        }
  return FALSE;
}

/* The stones on the board now. */
static void
current_board (IshiForcedWin *self, IshiRenjuBoard *board)
{
  const IshiRules *rules = ishi_game_get_rules (self->game);
  const IshiPosition *position = ishi_game_get_position (self->game);

  ishi_renju_board_init (board);
  for (int y = 0; y < ISHI_RENJU_SIZE; y++)
    for (int x = 0; x < ISHI_RENJU_SIZE; x++)
      ishi_renju_board_set (board, x, y, rules->stone_at (position, x, y));
}

/* Searches the position now for `seconds` of CPU time. */
static void
start_search (IshiForcedWin *self, guint seconds)
{
  IshiRenjuSolveLimits limits = { ISHI_RENJU_SOLVE_VCT, MAX_MOVES, 0, 0, FALSE, NULL };
  IshiRenjuBoard *board = &self->asked_board;
  g_autofree char *text = NULL;

  if (self->match == NULL || self->search != NULL)
    return;
  current_board (self, board);
  self->attacker = ishi_game_get_rules (self->game)->to_move (ishi_game_get_position (self->game));
  self->asked_at = ishi_game_get_node (self->game);
  self->may_search_longer = FALSE;
  if (has_five (board))
    {
      ishi_solve_bar_show_message (self->bar, _("The game is over: there is a five on the board."));
      update_actions (self);
      return;
    }
  self->seconds = seconds;
  limits.max_seconds = seconds;
  limits.cpu_seconds = TRUE;   /* the budget of ishi-tool renju-solve --time */
  self->search = g_cancellable_new ();
  /* Translators: %s is Black or White, %u the seconds the search may take */
  text = g_strdup_printf (_("Searching for a forced win for %s, for up to %u s of computing time…"),
                          side_name (self->attacker), seconds);
  ishi_solve_bar_show_searching (self->bar, text);
  ishi_renju_solve_async (board, self->attacker, NULL, &limits, self->search, on_solved, self);
  update_actions (self);
}

static void
forced_win_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiForcedWin *self = data;

  start_search (self, g_settings_get_int (self->settings, "forced-win-seconds"));
}

/* The same position again, for longer: the answer said none was found
 * within the time. */
static void
longer_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiForcedWin *self = data;

  if (!self->may_search_longer)
    return;
  start_search (self, MIN (self->seconds * LONGER_FACTOR, LONGEST_SECONDS));
}

static void
cancel_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  stop (data);
}

static void
previous_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  ishi_solve_bar_step (ISHI_FORCED_WIN (data)->bar, -1);
}

static void
next_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  ishi_solve_bar_step (ISHI_FORCED_WIN (data)->bar, 1);
}

static void
all_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  ishi_solve_bar_show_all (ISHI_FORCED_WIN (data)->bar);
}

static const GActionEntry entries[] = {
  { "forced-win", forced_win_cb, NULL, NULL, NULL, { 0 } },
  { "forced-win-cancel", cancel_cb, NULL, NULL, NULL, { 0 } },
  { "forced-win-longer", longer_cb, NULL, NULL, NULL, { 0 } },
  { "forced-win-previous", previous_cb, NULL, NULL, NULL, { 0 } },
  { "forced-win-next", next_cb, NULL, NULL, NULL, { 0 } },
  { "forced-win-all", all_cb, NULL, NULL, NULL, { 0 } },
};

/* The answer belongs to one position: it goes when the position changes,
 * and a search for it is dropped. */
static void
match_changed_cb (IshiForcedWin *self)
{
  IshiRenjuBoard now;

  if (self->asked_at == NULL)
    return;
  current_board (self, &now);
  if (self->asked_at != ishi_game_get_node (self->game)
      || memcmp (&now, &self->asked_board, sizeof now) != 0
      || self->attacker != ishi_game_get_rules (self->game)->to_move (ishi_game_get_position (self->game)))
    stop (self);
}

void
ishi_forced_win_set_match (IshiForcedWin *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_FORCED_WIN (self));
  if (self->match == match)
    return;
  stop (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  g_clear_object (&self->game);
  if (match)
    {
      self->game = g_object_ref (ishi_match_get_game (match));
      g_signal_connect_swapped (match, "changed", G_CALLBACK (match_changed_cb), self);
    }
  update_actions (self);
}

IshiSolveBar *
ishi_forced_win_get_bar (IshiForcedWin *self)
{
  g_return_val_if_fail (ISHI_IS_FORCED_WIN (self), NULL);
  return self->bar;
}

void
ishi_forced_win_decorate (IshiForcedWin *self, IshiBoardModel *model)
{
  g_return_if_fail (ISHI_IS_FORCED_WIN (self));
  if (self->game != NULL && self->asked_at == ishi_game_get_node (self->game))
    ishi_solve_bar_decorate (self->bar, model);
}

static void
bar_cancel_cb (IshiForcedWin *self)
{
  stop (self);
}

static void
bar_longer_cb (IshiForcedWin *self)
{
  longer_cb (NULL, NULL, self);
}

static void
ishi_forced_win_dispose (GObject *object)
{
  IshiForcedWin *self = ISHI_FORCED_WIN (object);

  if (self->search)
    g_cancellable_cancel (self->search);
  g_clear_object (&self->search);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  if (self->bar)
    g_signal_handlers_disconnect_by_data (self->bar, self);
  g_clear_object (&self->bar);
  G_OBJECT_CLASS (ishi_forced_win_parent_class)->dispose (object);
}

static void
ishi_forced_win_class_init (IshiForcedWinClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_forced_win_dispose;
}

static void
ishi_forced_win_init (IshiForcedWin *self)
{
}

IshiForcedWin *
ishi_forced_win_new (GActionMap *map, GSettings *settings)
{
  IshiForcedWin *self;

  g_return_val_if_fail (G_IS_ACTION_MAP (map), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (ISHI_TYPE_FORCED_WIN, NULL);
  self->map = map;
  self->settings = g_object_ref (settings);
  self->bar = g_object_ref_sink (ISHI_SOLVE_BAR (ishi_solve_bar_new ()));
  g_signal_connect_swapped (self->bar, "cancel", G_CALLBACK (bar_cancel_cb), self);
  g_signal_connect_swapped (self->bar, "longer", G_CALLBACK (bar_longer_cb), self);
  g_signal_connect_swapped (self->bar, "board-changed", G_CALLBACK (update_actions), self);
  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  /* The actions point at us: we live as long as the map holding them. */
  g_object_set_data_full (G_OBJECT (map), "ishi-forced-win", self, g_object_unref);
  update_actions (self);
  return self;
}
