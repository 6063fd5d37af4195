/* ishi-lesson-step-dialog.h — Save as a Lesson Step: the position on the
 * board, its marks and labels and a text, added as a step to a lesson file
 * in the user's lesson folder ($XDG_DATA_HOME/ishi/lessons, the folder the
 * Lessons page reads), a new file or one already there.  The step may ask
 * a question (a <task>): its words, who answers, and what is right — the
 * points clicked on the dialog's board, or a condition the rules check
 * (captures N, atari, a forbidden point, five…).  The file is checked as
 * `ishi-tool lessons check` checks it (problems and warnings, the kanji of
 * a lesson's grade too) and all of it is shown in the dialog; the window's
 * win.reload-lessons action brings the step onto the Lessons page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ishi-game.h"
#include "ishi-lesson.h"

G_BEGIN_DECLS

/* The dialog for the game's current position (the game is referenced). */
GtkWindow *ishi_lesson_step_dialog_present (GtkWindow *parent, IshiGame *game);

/* The folder the steps go to. */
char *ishi_lesson_step_dialog_folder (void);

/* The diagram of the game at its current node, as a lesson step holds it:
 * the stones, the side to move, the node's marks (TR SQ CR MA) and labels
 * (LB).  Free with ishi_lesson_step_diagram_free. */
IshiLessonDiagram *ishi_lesson_step_diagram_from_game (IshiGame *game);
void               ishi_lesson_step_diagram_free (IshiLessonDiagram *diagram);

/* The dialog's Save, as its button does it (tests call it directly):
 * the file chosen or named, the texts typed.  FALSE with `error` when the
 * step was not added; the checker's messages are shown either way. */
gboolean ishi_lesson_step_dialog_save (GtkWindow *dialog, GError **error);

G_END_DECLS
