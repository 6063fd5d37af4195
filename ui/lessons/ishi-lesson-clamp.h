/* ishi-lesson-clamp.h — a column no wider than its child wants, centred,
 * for the list of lessons.
 *
 * A child with halign="center" is measured for the whole width it is
 * offered and then given only its natural width: text that wraps (an
 * IshiLessonText, height-for-width) takes more lines in the narrower
 * column than it was measured with, and the last rows fell below the end
 * of the scrolled list (issue 65 item 12: 三追いの詰め連珠 could not be
 * reached).  The clamp measures its child at the width it will have.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ISHI_TYPE_LESSON_CLAMP (ishi_lesson_clamp_get_type ())
G_DECLARE_FINAL_TYPE (IshiLessonClamp, ishi_lesson_clamp, ISHI, LESSON_CLAMP, GtkWidget)

G_END_DECLS
