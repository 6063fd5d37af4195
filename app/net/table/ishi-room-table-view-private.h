/* ishi-room-table-view-private.h — the room's table view, shared by its
 * two files: ishi-room-table-view.c (its state, actions and layout) and
 * ishi-room-table-show.c (what it shows: board, bars, the board's words,
 * a class's readings).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-view.h"
#include "ishi-play-speech.h"
#include "ishi-room-table-view.h"

G_BEGIN_DECLS

struct _IshiRoomTableView {
  GtkBox parent_instance;

  IshiRoomClient *client;
  gboolean fixed;                 /* one game of a plain server, whoever plays it */
  int chosen;                     /* the table chosen to watch */
  int observing;                  /* the table an `observe` was sent for */
  GSimpleActionGroup *actions;

  GtkWidget *board;
  GtkWidget *bar[3];
  GtkLabel *bar_name[3], *bar_captures[3], *bar_clock[3];
  GtkLabel *title, *status;
  GtkSpinButton *table_spin;
  GtkWidget *table_row;           /* "Table" and its spin button */
  GtkWidget *buttons[10];         /* the table's buttons, with their words in `labels` */
  GtkWidget *options_expander;
  GtkWidget *title_ruby, *status_ruby;   /* title and status with readings (IshiLessonText) */
  int grade;                      /* the class's grade the words are read at, 0: none */
  GtkWidget *options;
  GtkWidget *rif;                 /* renju-rif: the opening's choices */
  char *status_text;
  char *message;                  /* a refusal said by the board, until the next change */
  IshiPlaySpeech *speech;         /* what the board says to screen readers */
  IshiMatch *spoken;              /* the copy it last spoke of (a new copy: no move told) */

  gint64 changed_at;              /* monotonic µs of the last change: the clock runs from it */
  guint tick;
  guint watch_idle;               /* a table told of: watched once its seats are read too */
};

/* "go" or "renju": the room's game. */
const char     *room_table_game (IshiRoomTableView *self);
/* ishi-room-table-show.c */
void            room_table_show_board (IshiRoomTableView *self, const IshiRoomClientTable *t, IshiMatch *match,
                                       char **count_text);
void            room_table_show_bars (IshiRoomTableView *self, const IshiRoomClientTable *t, IshiColor to_move,
                                      gboolean on);
void            room_table_show_grade (IshiRoomTableView *self);
void            room_table_ask_resign (IshiRoomTableView *self, int number, IshiColor own);
IshiBoardCoords room_table_speech_coords (gpointer data);
char           *room_table_describe_point (IshiBoardView *board, int x, int y, gpointer data);

G_END_DECLS
