/* ishi-ruby-words.h — a window's words read at a child's school year: a
 * button's or a label's kanji above the grade (1 to 6) get their readings
 * over them, as the lessons for that grade have them — a pupil's screen
 * in a class at the grade the teacher set (issue 55, 7), the start page
 * and the Play page at the reader's grade (issue 77, 9).  The readings
 * are those of ishi-kanji-readings.h; in English nothing changes (no
 * kanji).
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
void ishi_ruby_button (GtkWidget *button, const char *mnemonic, int grade);

/* `label` showing `words` (translated; with a mnemonic when the label has
 * a mnemonic widget), or, when they have a kanji above `grade` (1 to 6),
 * an IshiLessonText with their readings in its place (its twin, made in
 * the same place of its parent, a GtkBox or a GtkGrid, with its CSS
 * classes; Alt and the key still reach the mnemonic widget). */
void ishi_ruby_label (GtkLabel *label, const char *words, int grade);
/* Shows or hides `label`, or its twin when that is shown in its stead. */
void ishi_ruby_set_visible (GtkWidget *label, gboolean visible);

/* The key of a mnemonic ("着席(_S)": s), or 0. */
guint ishi_ruby_mnemonic_key (const char *mnemonic);

/* A text shown in `label`, or with readings in `ruby` (an IshiLessonText
 * beside it) when `grade` is 1 to 6 and the text has a kanji above it:
 * the one shown, the other hidden.  `label` keeps the text either way. */
void ishi_ruby_text (GtkLabel *label, GtkWidget *ruby, const char *text, int grade);

/* Keeps readings over `label`'s words at `grade` (1 to 6; 0 to stop) as
 * its owner changes them: while its text has a kanji above the grade, a
 * twin with the readings shows in its stead (as ishi_ruby_label makes
 * it), shown and hidden with the label by its owner; the label itself is
 * never changed (its markup, its mnemonic stay).  A label whose parent is
 * not a GtkBox or a GtkGrid is left as it is.  The twin goes with the
 * label.  (An owner that hides the label while its twin shows is not
 * seen: the label is hidden already.) */
void ishi_ruby_follow_label (GtkLabel *label, int grade);

/* Every label under `root` followed at `grade`, but those in a text that
 * reads already (an IshiLessonText), a person's entry, or with the CSS
 * class "ishi-ruby-skip" (a number, a name). */
void ishi_ruby_follow_labels (GtkWidget *root, int grade);

/* Every button of words under `root` (a GtkButton whose child is a
 * label: a stack switcher's too) read at `grade` as ishi_ruby_button
 * reads them, and again when its owner gives it new words; but those
 * with the CSS class "ishi-ruby-skip". */
void ishi_ruby_follow_buttons (GtkWidget *root, int grade);

G_END_DECLS
