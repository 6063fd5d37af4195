/* ishi-class-window.h — the teacher's class view, for the projector: every
 * table's board, live, in a grid that fills the window (the last move
 * marked, whose turn, the captures, the clocks, the names); a click opens
 * one board large, *Back* returns to the grid; *Pause Everyone* stops
 * every clock and covers every pupil's board with a word to listen,
 * *Resume* gives the games back.
 *
 * The window is a client of the class's room (ishi-room-client.h) that
 * gives the teacher's code (`/teacher`, ishi-room-class.c) each time it
 * is connected: the room sends it every table's moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-class-record.h"
#include "ishi-room-client.h"

G_BEGIN_DECLS

#define ISHI_TYPE_CLASS_WINDOW (ishi_class_window_get_type ())
G_DECLARE_FINAL_TYPE (IshiClassWindow, ishi_class_window, ISHI, CLASS_WINDOW, GtkWindow)

GtkWidget      *ishi_class_window_new (GtkWindow *parent, const char *host, guint16 port,
                                       const char *name, const char *code, const char *teacher_code);
IshiRoomClient *ishi_class_window_get_client (IshiClassWindow *self);
/* The class menu's actions ("class": pair-random, pair-level, game (the
 * game for all, checked as the room says), grade, report, games-sheet). */
GActionGroup   *ishi_class_window_get_actions (IshiClassWindow *self);
/* The boards shown in the grid (tables with a game). */
guint           ishi_class_window_get_n_boards (IshiClassWindow *self);
/* Opens table `number` large (as a click on its board does); 0: back to the grid. */
void            ishi_class_window_show_table (IshiClassWindow *self, int number);
/* Show Everyone This Step, on or off: every pupil's lesson page shows
 * the step the class view's Lessons page shows, and follows it. */
void            ishi_class_window_share_step (IshiClassWindow *self, gboolean share);
/* The class view's Lessons page (an IshiLessonView). */
GtkWidget      *ishi_class_window_get_lesson_view (IshiClassWindow *self);
/* "24 / 30 right": the answers to the step shown everyone. */
const char     *ishi_class_window_get_answers_count (IshiClassWindow *self);
/* Each pupil's progress in this class (its room's name), kept in the
 * user's data folder (ishi/classes); NULL before the room is known. */
IshiClassRecord *ishi_class_window_get_record (IshiClassWindow *self);
/* The day's games (every game the view saw end today, and those going
 * on now at their position) as a sheet to print (a PDF), as The Day's
 * Games on a Sheet… saves it; the games are kept, one SGF each, in the
 * folder ishi_class_window_get_games_folder names. */
gboolean        ishi_class_window_save_games_sheet (IshiClassWindow *self, const char *path, GError **error);
char           *ishi_class_window_get_games_folder (IshiClassWindow *self);
/* What Pause Everyone and Resume do. */
void            ishi_class_window_pause (IshiClassWindow *self, gboolean pause);

G_END_DECLS
