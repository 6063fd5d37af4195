/* ishi-lesson-web.h — a lesson step for the pupils' page (the class's
 * page on the tablets, ishi-room-web.h): the step as the Lessons page
 * plays it (ishi-lesson-step.h), said in JSON, its diagram drawn as SVG
 * by the board renderer that draws the window's.
 *
 * The page asks
 * `GET /lesson?id=LESSON&step=N[&seq=K][&moves=X.Y,…][&hint=H][&answer=X.Y][&grade=G]`:
 * the step N (from 0) of the lesson, K moves of its sequence played, a
 * Renju puzzle's moves so far (each judged right), the hint asked for H
 * times, and the answer just given, judged (points in core coordinates,
 * x.y: x from the left, y from the top), for a reader of school grade G
 * (1 to 6, the class's /grade; "adult": no readings; none: as the lesson
 * is written) as the Lessons page reads a lesson for the grade a parent
 * set (ishi_lesson_set_reader_grade): its texts and Ishi's words.  A
 * pass of a sequence the lesson says nothing over is said ("白はパスしま
 * した。").  The answer:
 *
 *   { "lesson": ID, "game": "go"|"renju", "title": P, "grade": G,
 *     "reader": null|"1"…"6"|"adult" (the grade asked for),
 *     "step": N, "steps": COUNT, "stepTitle": P|null, "text": [P…],
 *     "sequence": { "length": L, "done": K, "text": [P…] },
 *     "task": null | { "prompt": P|null, "hasHint": B, "puzzle": B,
 *                      "takesAnswers": B, "solved": B, "movesLeft": M },
 *     "verdict": null | "right" | "wrong" | "goOn" | "ignored",
 *     "feedback": [P…], "hint": [P…],
 *     "board": { "svg": SVG, "width": W, "height": H, "spacing": S,
 *                "points": [[x, y, px, py]…] } }
 *
 * where a paragraph P is a list of runs: {"text": T} (plain),
 * {"text": T, "em": true}, {"text": BASE, "ruby": READING}, {"br": true}.
 * The page judges nothing itself: every verdict is the core's (the same
 * judge as the window's), and the page sends the answer to the teacher
 * (`/answer`) on the room's WebSocket.  No GTK; thread-safe (the lessons
 * are only read).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-lesson.h"

G_BEGIN_DECLS

typedef struct _IshiLessonWeb IshiLessonWeb;

/* The lessons of `dirs` (ishi_lesson_default_dirs), loaded once. */
IshiLessonWeb *ishi_lesson_web_new (const char *const *dirs);
void           ishi_lesson_web_free (IshiLessonWeb *web);

/* The answer to a request's query (name → value), or NULL with an error:
 * G_IO_ERROR_NOT_FOUND for a lesson or step there is not,
 * G_IO_ERROR_INVALID_ARGUMENT for a query that makes no sense.  `web` is
 * an IshiLessonWeb (the signature of IshiRoomWebLessonFunc). */
GBytes *ishi_lesson_web_answer (GHashTable *query, gpointer web, GError **error);

G_END_DECLS
