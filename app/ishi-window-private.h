/* ishi-window-private.h — the window's insides, shared by ishi-window.c (the
 * view of the game) and ishi-window-actions.c (what the user asks for).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-window.h"

#include "ishi-board-view.h"
#include "ishi-game.h"
#include "ishi-game-model.h"
#include "ishi-score-view.h"

G_BEGIN_DECLS

struct _IshiWindow {
  GtkApplicationWindow parent_instance;

  /* template children */
  GtkWidget *header_bar;
  GtkWidget *menu_button;
  GtkInfoBar *info_bar;
  GtkLabel *info_label;
  GtkWidget *paned;
  GtkWidget *board_box;
  GtkWidget *side_panel;
  GtkSpinButton *move_spin;
  GtkAdjustment *move_adjustment;
  GtkWidget *variations_label;
  GtkListBox *variation_list;
  GtkEntry *name_entry;
  GtkTextView *comment_view;
  GtkRevealer *score_revealer;
  GtkLabel *status_label;

  IshiBoardView *board;
  IshiScoreView *score_view;
  GSettings *settings;

  IshiGame *game;
  /* The other games of a collection the game was opened from, in file
   * order, with a NULL where this game stands; NULL for a single game. */
  GPtrArray *collection;
  GFile *file;              /* where the game is saved, or NULL */
  gboolean modified;        /* changed since it was last saved or opened */
  char *scoring;            /* "pure", "japanese", "chinese", ... for a Go game */

  char *message;            /* the last refusal, shown until the next change */
  IshiPoint hover;          /* the point under the pointer, x < 0 for none */
  char *hover_reason;       /* why that point is forbidden (Renju), or NULL */
  GArray *hover_segments;   /* of IshiSegment: the lines that forbid it */
  guint autosave_id;
  gboolean updating;        /* the side panel is being filled: ignore its signals */
  gboolean typing;          /* the record changes as a comment or name is typed */
  gboolean info_is_restore; /* the info bar offers to restore an autosave */
  GPtrArray *warnings;      /* of char*: details behind the info bar */
};

/* ishi-window.c */
void ishi_window_set_game (IshiWindow *self, IshiGame *game, GFile *file,
                           GPtrArray *collection, const char *scoring);
void ishi_window_update (IshiWindow *self);
void ishi_window_set_message (IshiWindow *self, const char *message);
void ishi_window_show_info (IshiWindow *self, const char *text, GPtrArray *details);
void ishi_window_autosave_now (IshiWindow *self);
void ishi_window_discard_autosave (void);
char *ishi_window_autosave_path (void);
const char *ishi_window_color_name (IshiColor color);

/* ishi-window-actions.c */
void ishi_window_install_actions (IshiWindow *self);
void ishi_window_update_actions (IshiWindow *self);
void ishi_window_maybe_discard (IshiWindow *self, void (*then) (IshiWindow *self, gpointer data),
                                gpointer data);
void ishi_window_offer_restore (IshiWindow *self);
void ishi_window_game_over (IshiWindow *self);

G_END_DECLS
