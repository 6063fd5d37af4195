/* ishi-lesson-keys.h — the Lessons page's keys while a step is on screen,
 * wherever the focus is in the window: Page Down and Up, → and ←, Space
 * for the next and previous step; Home, End and a step's number; Ctrl+G
 * for the list of steps; Enter for the board of a task; F11 and Esc for
 * projector mode.  A widget that needs a key keeps it (the board of a
 * task, a text field, Space on a button).  The lesson view
 * (ishi-lesson-view.c) asks on each key press and does what is answered
 * about projector mode, which is its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-lesson-step-page.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_LESSON_KEY_NONE,             /* not the page's: let it go on */
  ISHI_LESSON_KEY_DONE,             /* done on the step page */
  ISHI_LESSON_KEY_PROJECTOR,        /* projector mode on or off */
  ISHI_LESSON_KEY_LEAVE_PROJECTOR,  /* projector mode off */
} IshiLessonKey;

/* A key pressed: what it does, or ISHI_LESSON_KEY_NONE when `page` (the
 * step page, which must show a lesson) is not on screen or the key is
 * not the page's.  `projector`: projector mode is on. */
IshiLessonKey ishi_lesson_keys_press (IshiLessonStepPage *page, gboolean projector, guint keyval,
                                      GdkModifierType modifiers);

G_END_DECLS
