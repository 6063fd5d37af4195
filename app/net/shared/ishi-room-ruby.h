/* ishi-room-ruby.h — a pupil's screen in a class at the class's grade: the
 * room's buttons and its table's state read their kanji above the grade
 * the teacher set (/grade, ishi-room-class.c), as the lessons for that
 * grade do (issue 55, 7).  The readings are those of
 * ishi-kanji-readings.h; in English nothing changes (no kanji).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `button`'s label: `mnemonic` (translated, "着席(_S)") as it is for
 * grade 0, or with the readings over its kanji above `grade` (1 to 6)
 * and its key shown ("着席(S)"), Alt and the key still pressing it (a
 * mnemonic shortcut on the button); its accessible label the words as
 * read. */
void ishi_room_ruby_button (GtkWidget *button, const char *mnemonic, int grade);

/* `label` showing `words` (translated; with a mnemonic when the label has
 * a mnemonic widget), or, when they have a kanji above `grade` (1 to 6),
 * an IshiLessonText with their readings in its place (its twin, made in
 * the same place of its parent, a GtkBox or a GtkGrid, with its CSS
 * classes; Alt and the key still reach the mnemonic widget). */
void ishi_room_ruby_label (GtkLabel *label, const char *words, int grade);
/* Shows or hides `label`, or its twin when that is shown in its stead. */
void ishi_room_ruby_set_visible (GtkWidget *label, gboolean visible);

/* The key of a mnemonic ("着席(_S)": s), or 0. */
guint ishi_room_ruby_mnemonic_key (const char *mnemonic);

/* A text shown in `label`, or with readings in `ruby` (an IshiLessonText
 * beside it) when `grade` is 1 to 6 and the text has a kanji above it:
 * the one shown, the other hidden.  `label` keeps the text either way. */
void ishi_room_ruby_text (GtkLabel *label, GtkWidget *ruby, const char *text, int grade);

/* The English of the words a pupil's table shows (msgids), for the test
 * that every kanji of their translations has its reading. */
const char *const *ishi_room_ruby_pupil_words (void);

G_END_DECLS
