/* ishi-lesson-ruby.h — where the bases of ruby are in a Pango layout, and
 * where its lines may break, for the lesson window (ishi-lesson-text.c) and the printed sheets
 * (ishi-lesson-sheet-text.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>

G_BEGIN_DECLS

/* The places of the characters at the byte offsets `indexes` (`n` of
 * them, in increasing order) of `layout`, as pango_layout_index_to_pos
 * gives them (x and width of the character's cluster, y and height of its
 * line), found in one walk over the layout.  pango_layout_index_to_pos
 * walks the layout from its start at each call: a step with 8,000 ruby
 * took 8.7 s to lay out (issue 53). */
void ishi_lesson_layout_places (PangoLayout *layout, const int *indexes, guint n, PangoRectangle *places);

/* Japanese line breaking (kinsoku) for `text` (its `length` bytes, the
 * text of a layout): adds to `attrs` the places where a line may not
 * break, beyond Pango's own (UAX #14, which lets a line start with a small
 * kana: 「ょっと」).  A line never starts with a mark JIS X 4051 keeps
 * from a line's start (closing brackets, 、。，．・：；！？, small kana,
 * ー and the iteration marks), and a sentence's last line holds at least
 * the two characters before its 。！？ (never 「ん。」 alone).  U+2060 WORD
 * JOINER (inside ruby bases) counts as no character. */
void ishi_lesson_layout_kinsoku (const char *text, gsize length, PangoAttrList *attrs);

/* The lessons' line breaking for `text`: kinsoku as above, and no line
 * breaks inside a word or a phrase (ishi-phrases.h) of at most
 * `max_chars` characters (a line's room); a longer phrase breaks where
 * Pango would (the line could not hold it).  In place of
 * ishi_lesson_layout_kinsoku, not beside it: one attribute list holds
 * both without overlapping ranges (Pango broke a line where a second,
 * overlapping range began). */
void ishi_lesson_layout_line_breaks (const char *text, gsize length, int max_chars, PangoAttrList *attrs);

G_END_DECLS
