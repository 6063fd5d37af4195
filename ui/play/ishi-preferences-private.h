/* ishi-preferences-private.h — the preferences window's parts, shared by its
 * pages (ishi-preferences-window.c) and its engine list
 * (ishi-preferences-engines.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-preferences-window.h"

#include "ishi-a11y-names.h"
#include "ishi-engine-spec.h"

struct _IshiPreferencesWindow {
  GtkWindow parent_instance;

  GSettings *settings;
  GtkStack *stack;
  GtkListBox *engine_list;
  /* A test's spinner and result, one line (test_line, kept alive here)
   * put right under the engine tested: GNU Go's row (gnugo_slot) or the
   * list's row, where the Test button was pressed. */
  GtkWidget *test_line;
  GtkWidget *gnugo_slot;
  GtkLabel *test_result;
  GtkSpinner *test_spinner;
  GCancellable *probe_cancel;
};

void ishi_preferences_window_add_engine_cb (IshiPreferencesWindow *self);
void ishi_preferences_window_fill_engine_list (IshiPreferencesWindow *self);
void ishi_preferences_window_test_gnugo_cb (IshiPreferencesWindow *self);
/* Puts the test's line at the end of `slot` (a vertical box), shown. */
void ishi_preferences_window_place_test_line (IshiPreferencesWindow *self, GtkWidget *slot);
