/* ishi-window-private.h — the window's parts, shared by the files that
 * make the window (ishi-window.c, ishi-window-lessons.c, ishi-window-net.c,
 * ishi-window-view.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-bar-slot.h"
#include "ishi-engine-control.h"
#include "ishi-file-dialogs.h"
#include "ishi-lesson-view.h"
#include "ishi-opening-bar.h"
#include "ishi-play-page.h"
#include "ishi-problem-view.h"
#include "ishi-reader.h"
#include "ishi-session.h"
#include "ishi-set-bar.h"
#include "ishi-window.h"

struct _IshiWindow {
  GtkApplicationWindow parent_instance;

  GtkWidget *header_bar;
  GtkWidget *switcher;
  GtkWidget *menu_button;
  GtkInfoBar *info_bar;
  GtkLabel *info_label;
  GtkLabel *header_title, *header_rules;
  GtkStack *stack;
  IshiSetBar *set_bar;
  IshiBarSlot *bar_slot;
  IshiOpeningBar *opening_bar;

  IshiPlayPage *play_page;
  GtkWidget *lessons_page;  /* the Lessons page: a box, its view made when first shown */
  IshiLessonView *lessons;  /* NULL until then */
  IshiProblemView *problems;/* on the Lessons page, in the lessons' place when
                             * shown; NULL until first asked for */
  guint problems_loading;   /* sets being read */
  IshiSession *session;
  GSettings *settings;
  GtkWindow *preferences;   /* weak: the window owns itself */
  IshiEngineControl *engines;
  GtkWidget *details_button, *restore_button, *discard_button, *as_game_button;
  GPtrArray *warnings;      /* of char*: details behind the info bar */
  gboolean info_is_restore; /* the info bar offers to restore an autosave */
  char *pending_warning;    /* said once the restore question is answered */
  IshiReader *reader;
  GtkInfoBar *room_bar;     /* the offer to join the room again after a crash */
  GFile *problems_opened;   /* opened as a game, shown on the Problems page: the
                             * info bar offers it as a game record */
  GFile *as_game;           /* to be opened as a game record all the same */
  /* ishi-window-library.c: a RenLib library's texts' set, and the list to
   * read them in another */
  GFile *library_file;
  const char *library_encoding;
  gboolean library_guessed;
  GtkWidget *library_box;
  GtkDropDown *library_list;
};

/* ishi-window-net.c: the network menu's actions. */
void ishi_window_host_room_activated (GSimpleAction *action, GVariant *param, gpointer data);
void ishi_window_start_class_activated (GSimpleAction *action, GVariant *param, gpointer data);
void ishi_window_join_room_activated (GSimpleAction *action, GVariant *param, gpointer data);
void ishi_window_connect_server_activated (GSimpleAction *action, GVariant *param, gpointer data);
/* At start-up: Join a Room, on a computer a class shares. */
void ishi_window_net_start (IshiWindow *self);

/* ishi-window.c: the info bar, and a step once nothing of the game shown
 * would be lost (ishi_file_dialogs_guard). */
void ishi_window_show_info (IshiWindow *self, const char *text, GPtrArray *details, GtkMessageType type);
void ishi_window_guard (IshiWindow *self, IshiThenFunc then, gpointer data, GDestroyNotify destroy);
/* New Game, the players chosen in it (`black` and `white`: "person" or an
 * engine's id; both NULL: the choice remembered) but remembered only at
 * Start. */
void ishi_window_new_game (IshiWindow *self, const char *black, const char *white);

/* ishi-window-restore.c: the autosaves offered back, a restored game's
 * players, a failing autosave said. */
void     ishi_window_restore_init (IshiWindow *self);
gboolean ishi_window_offer_restore (IshiWindow *self);
void     ishi_window_restore_answered (IshiWindow *self, int response);

/* ishi-window-clipboard.c: Paste Game and Copy Moves as Text. */
void ishi_window_clipboard_init (IshiWindow *self);

/* ishi-window-engine-bar.c: the engines' bar and their control, once the
 * play page is made. */
void ishi_window_engine_bar_init (IshiWindow *self);

/* The header's words at the reader's grade (ishi-window-read.c). */
void ishi_window_read_init (IshiWindow *self);
/* A dialog's words at the reader's grade (New Game: a child's way to play
 * Ishi from the first page). */
void ishi_window_read_dialog (IshiWindow *self, GtkWidget *dialog);

/* ishi-window-view.c: the View menu's board orientation. */
void ishi_window_add_view_actions (IshiWindow *self);

/* ishi-window-lessons.c: the Lessons page's side of the window. */
void ishi_window_page_changed_cb (IshiWindow *self);
/* ishi-window-start.c: the first start's page left for a game or a lesson. */
void ishi_window_start_page_left (IshiWindow *self);
/* Shows the lesson that was open when the last window closed, if any. */
void ishi_window_lessons_resume (IshiWindow *self);
void ishi_window_info_room_cb (IshiWindow *self);
void ishi_window_print_lesson_activated (GSimpleAction *action, GVariant *param, gpointer data);
void ishi_window_reload_lessons_activated (GSimpleAction *action, GVariant *param, gpointer data);

/* ishi-window-library.c: a RenLib library read (`games` as the reader
 * gave them) and opened: the set its texts were read in, in the info bar
 * with the list to read them in another (TRUE when it said so). */
void     ishi_window_library_read (IshiWindow *self, GFile *file, GPtrArray *games);
gboolean ishi_window_library_opened (IshiWindow *self);
void     ishi_window_library_hide (IshiWindow *self);

/* ishi-window-problems.c: the Problems page, its actions. */
void ishi_window_problems_init (IshiWindow *self);
/* A file opened as a game whose games read as problems (`games` as the
 * reader gave them): TRUE when it went to the Problems page instead. */
gboolean ishi_window_problems_take (IshiWindow *self, GFile *file, GPtrArray *games);
/* The info bar's Open as a Game Record: that file on the Play page. */
void ishi_window_problems_open_as_game (IshiWindow *self);
