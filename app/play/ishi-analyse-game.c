/* ishi-analyse-game.c — see ishi-analyse-game.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-analyse-game"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-analyse-game.h"
#include "ishi-analyst-choice.h"
#include "ishi-ruleset.h"

struct _IshiAnalyseGame {
  GObject parent_instance;

  GSettings *settings;
  GActionMap *actions;        /* the play page's group (a weak pointer) */
  IshiMatch *match;
  IshiGame *game;

  IshiGameAnalyser *analyser; /* under way, or NULL */
  gboolean thorough;          /* …with the thorough budget */
  GCancellable *cancellable;

  GtkWidget *progress_box;    /* the bar over Cancel */
  GtkWidget *progress;
};

G_DEFINE_FINAL_TYPE (IshiAnalyseGame, ishi_analyse_game, G_TYPE_OBJECT)

enum { PROGRESS, FINISHED, STATUS, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
enable (IshiAnalyseGame *self, const char *name, gboolean enabled)
{
  GAction *action = self->actions ? g_action_map_lookup_action (self->actions, name) : NULL;

  if (action)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* Go and Renju have analysts; one analysis at a time. */
static void
update_actions (IshiAnalyseGame *self)
{
  const char *game = self->match ? ishi_match_get_ruleset (self->match)->game : "";
  gboolean can = g_str_equal (game, "go") || g_str_equal (game, "renju");

  enable (self, "analyse-game", can && self->analyser == NULL);
  enable (self, "analyse-game-thoroughly", can && self->analyser == NULL);
  enable (self, "cancel-analysis", self->analyser != NULL);
}

static void
update_progress (IshiAnalyseGame *self)
{
  guint n, done;
  g_autofree char *text = NULL;

  if (self->analyser == NULL)
    return;
  n = ishi_game_analyser_get_n_positions (self->analyser);
  done = ishi_game_analyser_get_n_done (self->analyser);
  text = g_strdup_printf (self->thorough ? _("Analysing this game thoroughly: %u of %u positions")
                                         : _("Analysing this game: %u of %u positions"), done, n);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), n ? (double) done / n : 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), text);
}

static void
position_done_cb (IshiAnalyseGame *self, guint index)
{
  update_progress (self);
  g_signal_emit (self, signals[PROGRESS], 0);
}

/* Drops the analysis under way, its results not applied. */
static void
drop (IshiAnalyseGame *self)
{
  if (self->analyser == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->analyser);
  gtk_widget_set_visible (self->progress_box, FALSE);
}

static void
finished (IshiAnalyseGame *self, IshiGameAnalyser *analyser, const GError *error)
{
  /* What was found is kept, also after Cancel or an engine's failure:
   * written into the record (so it is saved), on the line analysed. */
  if (self->game && ishi_game_analyser_get_n_done (analyser) > 0)
    ishi_game_analyser_apply (analyser, self->game);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->analyser);
  gtk_widget_set_visible (self->progress_box, FALSE);
  if (error && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (self, signals[STATUS], 0, error->message);
  update_actions (self);
  g_signal_emit (self, signals[FINISHED], 0);
}

static void
on_analysed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  IshiGameAnalyser *analyser = ISHI_GAME_ANALYSER (source);
  IshiAnalyseGame *self = data;

  ishi_game_analyser_run_finish (analyser, result, &error);
  /* Otherwise another game was opened meanwhile, or the window closed. */
  if (self->analyser == analyser)
    finished (self, analyser, error);
  g_object_unref (self);
}

static void
analyse_game_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiAnalyseGame *self = data;
  g_autofree char *key = NULL;
  g_autoptr(IshiAnalyst) analyst = NULL;
  g_autoptr(GError) error = NULL;

  if (self->match == NULL || self->analyser)
    return;
  self->thorough = g_str_equal (g_action_get_name (G_ACTION (a)), "analyse-game-thoroughly");
  analyst = ishi_analyst_choose (self->settings, self->match,
                                 self->thorough ? GAME_PLAYOUTS_THOROUGH : GAME_PLAYOUTS, &key);
  self->analyser = ishi_game_analyser_new (analyst, self->game, &error);
  if (self->analyser == NULL)
    {
      g_signal_emit (self, signals[STATUS], 0, error->message);
      return;
    }
  self->cancellable = g_cancellable_new ();
  g_signal_connect_object (self->analyser, "position-done", G_CALLBACK (position_done_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analyser, "position-failed", G_CALLBACK (position_done_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->progress_box, TRUE);
  update_progress (self);
  ishi_game_analyser_run_async (self->analyser, 0, self->cancellable, on_analysed, g_object_ref (self));
  update_actions (self);
  g_signal_emit (self, signals[PROGRESS], 0);
}

static void
cancel_analysis_cb (GSimpleAction *a, GVariant *p, gpointer data)
{
  IshiAnalyseGame *self = data;

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
}

static const GActionEntry entries[] = {
  { "analyse-game", analyse_game_cb, NULL, NULL, NULL, { 0 } },
  { "analyse-game-thoroughly", analyse_game_cb, NULL, NULL, NULL, { 0 } },
  { "cancel-analysis", cancel_analysis_cb, NULL, NULL, NULL, { 0 } },
};

void
ishi_analyse_game_set_match (IshiAnalyseGame *self, IshiMatch *match)
{
  g_return_if_fail (ISHI_IS_ANALYSE_GAME (self));
  if (self->match == match)
    return;
  drop (self);
  g_set_object (&self->match, match);
  g_clear_object (&self->game);
  if (match)
    self->game = g_object_ref (ishi_match_get_game (match));
  update_actions (self);
}

GtkWidget *
ishi_analyse_game_get_progress (IshiAnalyseGame *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSE_GAME (self), NULL);
  return self->progress_box;
}

IshiGameAnalyser *
ishi_analyse_game_get_analyser (IshiAnalyseGame *self)
{
  g_return_val_if_fail (ISHI_IS_ANALYSE_GAME (self), NULL);
  return self->analyser;
}

void
ishi_analyse_game_stop (IshiAnalyseGame *self)
{
  g_return_if_fail (ISHI_IS_ANALYSE_GAME (self));
  drop (self);
  if (self->actions)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (entries); i++)
        g_action_map_remove_action (self->actions, entries[i].name);
      g_object_remove_weak_pointer (G_OBJECT (self->actions), (gpointer *) &self->actions);
      self->actions = NULL;
    }
}

static void
ishi_analyse_game_dispose (GObject *object)
{
  IshiAnalyseGame *self = ISHI_ANALYSE_GAME (object);

  ishi_analyse_game_stop (self);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress_box);
  G_OBJECT_CLASS (ishi_analyse_game_parent_class)->dispose (object);
}

static void
ishi_analyse_game_class_init (IshiAnalyseGameClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_analyse_game_dispose;
  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STATUS] = g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_analyse_game_init (IshiAnalyseGame *self)
{
  GtkWidget *cancel;

  /* The bar over Cancel, not beside it: the panel is as narrow as the room
   * left of the board (the play page puts it there), and beside Cancel the
   * bar's words (217 pixels) had 203 at 1280×800, cut where the count of
   * positions done is.  Narrower still, the end goes first. */
  self->progress_box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  self->progress = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress), TRUE);
  gtk_progress_bar_set_ellipsize (GTK_PROGRESS_BAR (self->progress), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->progress, TRUE);
  gtk_box_append (GTK_BOX (self->progress_box), self->progress);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_halign (cancel, GTK_ALIGN_END);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "play.cancel-analysis");
  gtk_box_append (GTK_BOX (self->progress_box), cancel);
  gtk_widget_set_visible (self->progress_box, FALSE);
}

IshiAnalyseGame *
ishi_analyse_game_new (GSettings *settings, GActionMap *actions)
{
  IshiAnalyseGame *self = g_object_new (ISHI_TYPE_ANALYSE_GAME, NULL);

  self->settings = g_object_ref (settings);
  /* The play page's group may go first when the window closes. */
  self->actions = actions;
  g_object_add_weak_pointer (G_OBJECT (actions), (gpointer *) &self->actions);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  update_actions (self);
  return self;
}
