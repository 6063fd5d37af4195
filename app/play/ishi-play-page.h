/* ishi-play-page.h — the "Play" page of the window: the board, the status
 * line, the review panel and the count, all views of one IshiMatch.
 *
 * The page never decides that a game is over: clicks, keys and its
 * actions ask the match (ishi-match.h) to play, pass, count or move
 * through the record, and the page redraws from the match's "changed"
 * signal.  Its actions are in the group ishi_play_page_get_actions()
 * returns; the window inserts it under the prefix "play", so the header
 * bar and the menus reach them:
 *
 *   play.pass, play.off-board, play.agree-stop, play.resign, play.undo, play.redo, play.first,
 *   play.previous, play.next, play.last, play.back-ten, play.forward-ten (Page Up and Page
 *   Down: ten moves), play.goto-move,
 *   play.delete-variation, play.finish, play.continue, play.reopen-count,
 *   play.review (boolean state: the review panel is shown).
 *
 * Review keys (Home, End, Page Up, Page Down, and ← → while the review
 * panel is shown) work wherever the focus is — after a click on a
 * variation or a button too — except in a text field, where they edit the
 * text: the window passes the keys it gets to ishi_play_page_review_key()
 * before anything else sees them, while the page is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-match.h"

G_BEGIN_DECLS

#define ISHI_TYPE_PLAY_PAGE (ishi_play_page_get_type ())
G_DECLARE_FINAL_TYPE (IshiPlayPage, ishi_play_page, ISHI, PLAY_PAGE, GtkBox)

/* The view preferences (coordinates, move numbers, forbidden points) are
 * read from `settings`. */
GtkWidget    *ishi_play_page_new (GSettings *settings);
void          ishi_play_page_set_match (IshiPlayPage *self, IshiMatch *match);
IshiMatch    *ishi_play_page_get_match (IshiPlayPage *self);
GActionGroup *ishi_play_page_get_actions (IshiPlayPage *self);
/* Something now covers the board (a menu): no ghost stone under it until
 * the pointer moves to another point. */
void          ishi_play_page_drop_hover (IshiPlayPage *self);
/* A menu is open over the board (TRUE) or closed again: while it is open
 * the pointer's moves bring no ghost stone back. */
void          ishi_play_page_set_covered (IshiPlayPage *self, gboolean covered);
/* New Game is open (TRUE) or closed again: the game's clock stops while
 * the players choose the next game (issue 66), as when Pause is chosen. */
void          ishi_play_page_hold_clock (IshiPlayPage *self, gboolean held);
/* An engine's dead stones beside the count (ishi_score_view_set_engine_dead). */
void          ishi_play_page_set_engine_dead (IshiPlayPage *self, const char *engine, GArray *dead);
/* The end of the status line under the board (ishi_game_panel_get_status_end). */
GtkBox       *ishi_play_page_get_status_end (IshiPlayPage *self);
/* A key pressed in the window: TRUE when it was a review key and the page
 * acted on it. */
gboolean      ishi_play_page_review_key (IshiPlayPage *self, guint keyval, GdkModifierType modifiers);

G_END_DECLS
