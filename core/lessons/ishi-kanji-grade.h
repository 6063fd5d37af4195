/* ishi-kanji-grade.h — in which school grade a kanji is taught
 * (学年別漢字配当表, 2020), for checking that a children's lesson gives
 * ruby to every kanji its readers have not learnt yet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ISHI_KANJI_GRADES 6

/* 1 to 6: the grade of primary school that teaches `c`; 0: a kanji the
 * table does not have (taught later, or not at school); -1: not a kanji. */
int      ishi_kanji_grade (gunichar c);
gboolean ishi_kanji_is_kanji (gunichar c);
/* How many kanji the table gives grade `grade` (1 to 6). */
guint    ishi_kanji_grade_count (int grade);

G_END_DECLS
