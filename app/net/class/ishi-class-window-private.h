/* ishi-class-window-private.h — the class view's parts, shared by the
 * files that make it, each a job of its own:
 *   ishi-class-window.c    the window, one board large, the pause and the
 *                          class menu;
 *   ishi-class-boards.c    the page of boards: the room's code large, and
 *                          every table's board in a grid that fills the
 *                          screen (laid out by ishi-class-grid.c);
 *   ishi-class-lessons.c   the Lessons page: the step shown everyone and
 *                          who answered it;
 *   ishi-class-progress.c  each pupil's progress kept by name, and the
 *                          day's games kept and printed on a sheet;
 *   ishi-class-pupils.c    the class's list of pupils (added, renamed,
 *                          removed, Ishi's level for each) and the
 *                          pairing by dragging names;
 *   ishi-class-address.c   the address of the pupils' page for tablets,
 *                          as text and as a QR code.
 * ishi-class-window.c calls the others; they call only
 * ishi-class-progress.c (ishi-class-boards.c also the strip of
 * ishi-class-pupils.c), which calls none of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-render.h"
#include "ishi-class-grid.h"
#include "ishi-class-window.h"

struct _IshiClassWindow {
  GtkWindow parent_instance;

  IshiRoomClient *client;
  char *teacher_code;
  GtkWidget *stack;
  GtkFlowBox *grid;
  GHashTable *cells;             /* table number → Cell (the grid owns the widgets) */
  GtkWidget *large_box;          /* the page of one board large */
  GtkWidget *large_view;
  GtkWidget *pause_button, *resume_button;
  GtkWidget *menu_button, *switcher;     /* the teacher's controls, shown once she is the teacher */
  GSimpleAction *game_action, *grade_action;  /* the menu's game for all and pupils' grade (their checks) */
  GActionGroup *actions;         /* "class": the menu's */
  GtkLabel *title, *subtitle, *empty;
  gboolean refused;              /* the room refused the teacher's code */
  GtkWidget *scrolled;
  IshiClassGrid layout;          /* the grid as laid out last */
  guint relayout_idle;           /* the grid's size changed: the boards' size is chosen again */
  GtkWidget *code_band;          /* the room's code large (a GtkRevealer) … */
  GtkWidget *code_toggle;        /* … shown and hidden from the header bar */
  GtkLabel *code_caption, *code_digits;
  GtkWidget *code_extras;        /* beside the code: the room's other ways in */
  int code_px;
  GtkWidget *outer;              /* the boards, the lessons or the pupils */
  GtkWidget *lesson_view;
  GtkWidget *share_toggle;       /* Show Everyone This Step */
  char *shared;                  /* "LESSON STEP" last sent, NULL: none */
  IshiClassRecord *record;       /* each pupil's progress, kept across classes */
  GHashTable *games_noted;       /* table number → its game's result was noted */
  GHashTable *game_files;        /* table number → its game's file in the day's folder */
  GtkLabel *answers_count;       /* "24 / 30 right" */
  GtkListBox *answers_list;      /* who answered, and how */
  GtkWidget *waiting;            /* the pupils not playing, as names to pair */
  GtkListBox *pupils_list;       /* the class's list, to correct */
  GtkEntry *add_entry;
  char *roster_shown;            /* the list the two above show */
  char *chosen;                  /* a name clicked, to pair with the next one clicked */
  GtkWidget *address_bar;        /* the tablets' address above the boards */
  GtkWidget *address_qr, *address_qr_large;
  GtkLabel *address_label, *address_large, *address_code;
  GtkLabel *window_label, *window_large;   /* what a pupil types in an Ishi window */
  guint16 room_port;             /* the room's, as this window joined it */
  GtkWidget *knock_bar;          /* pupils waiting to be let in (a GtkRevealer) … */
  GtkWidget *knock_box;          /* … one row each */
  guint tick;
};

/* ishi-class-boards.c */
GtkWidget       *ishi_class_boards_page_new (IshiClassWindow *self, GCallback activated);
void             ishi_class_boards_cell_free (gpointer cell);
void             ishi_class_boards_table_changed (IshiClassWindow *self, int number);
/* The stones the count marks dead (while counting, and after a counted
 * result) marked on a grid's board, drawn faded as the table's board
 * draws them. */
void             ishi_class_boards_mark_dead (IshiBoardModel *model, const IshiRoomClientTable *t,
                                              IshiMatch *match);
void             ishi_class_boards_relayout (IshiClassWindow *self);
void             ishi_class_boards_tick (IshiClassWindow *self);
/* The room's code once the room told it, and the teacher's. */
void             ishi_class_boards_update_code (IshiClassWindow *self);

/* ishi-class-knock.c: the pupils who wait for the teacher to let them in */
GtkWidget       *ishi_class_knock_bar_new (IshiClassWindow *self);
void             ishi_class_knock_update (IshiClassWindow *self);

/* ishi-class-lessons.c */
GtkWidget       *ishi_class_lessons_page_new (IshiClassWindow *self);
/* Sends the step shown (or none) when it changed. */
void             ishi_class_lessons_share (IshiClassWindow *self);
void             ishi_class_lessons_update_answers (IshiClassWindow *self);

/* ishi-class-progress.c */
IshiClassRecord *ishi_class_progress_record (IshiClassWindow *self);
void             ishi_class_progress_save (IshiClassWindow *self);
/* A table's game: its copy kept in the day's folder, and its result
 * noted once in each pupil's progress when it ends. */
void             ishi_class_progress_table_changed (IshiClassWindow *self, int number);
/* The teacher renamed a pupil: her progress goes with her. */
void             ishi_class_progress_rename (IshiClassWindow *self, const char *old, const char *new);
/* Print the Day's Games…: a save dialog, then the sheet. */
void             ishi_class_progress_print (IshiClassWindow *self);

/* ishi-class-address.c: the bar above the boards, the page of the
 * address large (the "address" page of the boards' stack), and both
 * updated from what the room said. */
GtkWidget       *ishi_class_address_bar_new (IshiClassWindow *self);
GtkWidget       *ishi_class_address_page_new (IshiClassWindow *self);
void             ishi_class_address_update (IshiClassWindow *self);
char            *ishi_class_address_for_windows (const char *url, guint16 room_port);

/* ishi-class-pupils.c */
GtkWidget       *ishi_class_pupils_page_new (IshiClassWindow *self);
GtkWidget       *ishi_class_pupils_strip_new (IshiClassWindow *self);
/* The list and the names to pair, after the room told the list. */
void             ishi_class_pupils_update (IshiClassWindow *self);
