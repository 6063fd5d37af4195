/* ishi-phrases.h — where a line of Japanese may break: at the spaces of
 * text written in words (分かち書き, as the children's words are) and
 * between phrases (文節) of text written without them, never inside a
 * word.  The one rule of the lesson window and the projector (Pango, in
 * ishi-lesson-ruby.c) and of the tablets' page (<wbr> in the lesson's
 * JSON, ishi-lesson-web.c, under CSS word-break: keep-all).
 *
 * A line may break
 *   - after a space, but not between letters or digits and the kana or
 *     kanji after them (e9 でふせぎました, あと 1 手);
 *   - after a closing mark (」）』】、。，．！？・：；) not followed by
 *     another, and before an opening one (「（『【);
 *   - and, in text written without spaces between its words, where a
 *     run of hiragana (a word's ending, a particle) is followed by a
 *     kanji, katakana, a letter or a digit: the start of the next
 *     phrase (石を｜取る, 白が｜aに, もう｜打つところが), but not where
 *     the kana is inside a word: a verb's stem between two kanji
 *     (取り返す, 打ち方, 詰め連珠, not 弱い｜方, 同じ｜点), a stem in kana
 *     before 方 or 間 (おわり方, すき間), か所.
 * Nowhere else: not inside a run of katakana (アタリ, ルール, レッスン),
 * of hiragana (この, いいました), of kanji, of letters and digits, nor
 * between a kanji and the kana after it (負けです) or a digit and the
 * kanji after it (1手).  A phrase longer than the line is the layout's
 * to break (the window breaks it as Pango would, the page by CSS
 * overflow-wrap: anywhere); kinsoku (ishi_lesson_layout_kinsoku) still
 * holds there.
 *
 * U+2060 WORD JOINER (inside ruby bases) counts as no character; a line
 * separator (U+2028, '\n') ends a line anyway.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The byte offsets of `text` (its `length` bytes; -1: up to its NUL)
 * before which a line may break, in increasing order, 0 and the end not
 * among them.  Free with g_array_unref. */
GArray  *ishi_phrases_breaks (const char *text, gssize length);

/* Whether `text` is written in words: a space between two Japanese
 * words (the children's words, 「いしを 2こ とったよ」). */
gboolean ishi_phrases_spaced (const char *text, gssize length);

G_END_DECLS
