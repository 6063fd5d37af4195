/* ishi-room-ruby.h — the words a pupil's screen in a class shows, read at
 * the class's grade (ishi-ruby-words.h): listed for the test that every
 * kanji of their translations has its reading.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The English of the words a pupil's table shows (msgids), for the test
 * that every kanji of their translations has its reading. */
const char *const *ishi_room_ruby_pupil_words (void);

G_END_DECLS
