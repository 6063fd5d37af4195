/* ishi-lesson-step-page-private.h — the lesson step page's parts, shared
 * by the page (ishi-lesson-step-page.c), the step as it is shown
 * (ishi-lesson-step-view.c) and its task (ishi-lesson-step-task.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson-step-page.h"
#include "ishi-lesson-progress.h"
#include "ishi-lesson-step.h"
#include "ishi-lesson-step-list.h"
#include "ishi-lesson-text.h"
#include "ishi-lesson-type-size.h"
#include "ishi-lesson-words.h"
#include "ishi-ui-resources.h"

struct _IshiLessonStepPage {
  GtkWidget parent_instance;

  /* template children */
  GtkWidget *overlay;
  GtkWidget *top_bar;
  GtkWidget *bottom_bar;
  IshiBoardView *board;
  GtkWidget *text_scroller;
  IshiLessonText *lesson_title;   /* with its ruby */
  IshiLessonText *step_title;
  IshiLessonText *text;
  IshiLessonText *move_text;
  IshiLessonText *prompt;
  IshiLessonText *feedback;
  IshiLessonText *hint;
  IshiLessonText *closing;
  GtkLabel *counter;
  GtkWidget *counter_button;  /* opens the step list */
  IshiLessonStepList *step_list;
  GtkLabel *projector_counter;
  GtkWidget *hint_button;
  GtkWidget *next_button;
  GtkWidget *try_button;
  GtkWidget *previous_button;

  const IshiLesson *lesson;   /* NULL: nothing shown */
  IshiLessonProgress *progress;
  guint step;
  IshiStepState *state;       /* NULL when the rules refuse the diagram */
  GCancellable *judging;      /* a puzzle move being judged, or NULL */
  IshiPoint judged;           /* that move */
  guint wrong_answers;        /* on this step's task, since it was shown */
  gboolean tried;             /* an answer given on this step's task, since it was shown */
  gboolean told_unanswered;   /* Next said the task waits: the next Next goes on */
  char *counter_text;

  gboolean projector;
  IshiLessonTypeSize type_size;

  IshiLessonText *revealed;   /* said just now: scrolled into view once laid out */
  guint reveal_tick;          /* its tick callback on the page, 0: none */
  guint reveal_frames;        /* frames since it was said */
};

/* Adds a paragraph to `text`: Ishi's words for a children's lesson
 * (ishi-lesson-words.h), or `fallback` (translated) for any other. */
void ishi_lesson_step_page_say (IshiLessonStepPage *self, IshiLessonText *text, IshiLessonWord word,
                                const char *const *args, const char *fallback);
void ishi_lesson_step_page_set_feedback_class (IshiLessonStepPage *self, const char *css_class);
const IshiLessonTask *ishi_lesson_step_page_task (IshiLessonStepPage *self);
gboolean ishi_lesson_step_page_sequence_over (IshiLessonStepPage *self);
gboolean ishi_lesson_step_page_takes_answers (IshiLessonStepPage *self);
void ishi_lesson_step_page_note_progress (IshiLessonStepPage *self, IshiLessonSolved solved);
void ishi_lesson_step_page_update_board (IshiLessonStepPage *self);
void ishi_lesson_step_page_update_controls (IshiLessonStepPage *self);
/* The reader's grade (hers, or the lesson's readers'), 0: none. */
int  ishi_lesson_step_page_reader_grade (IshiLessonStepPage *self);
/* Sets a button's words, with readings over the kanji above the reader's
 * grade (an IshiLessonText in place of its label). */
void ishi_lesson_step_page_label_button (IshiLessonStepPage *self, GtkWidget *button, const char *mnemonic);
void ishi_lesson_step_page_set_text_visible (IshiLessonText *text, gboolean visible);
/* Shows `text` (the feedback, the hint) and scrolls the text column so
 * that it is seen whole once laid out; NULL forgets one pending. */
void ishi_lesson_step_page_reveal (IshiLessonStepPage *self, IshiLessonText *text);
void ishi_lesson_step_page_point_activated_cb (IshiBoardView *board, int x, int y, IshiLessonStepPage *self);
