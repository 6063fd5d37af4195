/* ishi-play-speech.h — what the play page's board says to screen readers
 * (ishi-play-speech.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-board-view.h"
#include "ishi-match.h"

G_BEGIN_DECLS

typedef struct _IshiPlaySpeech IshiPlaySpeech;

/* The coordinates the board shows (a point is said the same way). */
typedef IshiBoardCoords (*IshiPlaySpeechCoordsFunc) (gpointer data);

IshiPlaySpeech *ishi_play_speech_new (IshiPlaySpeechCoordsFunc coords, gpointer data);
void            ishi_play_speech_free (IshiPlaySpeech *self);
/* A new game: the next change is not told as a move. */
void            ishi_play_speech_forget (IshiPlaySpeech *self);
/* The record moved: what the last change was ("Black D4, captures 2",
 * "Taken back: White passes"), kept for the description. */
void            ishi_play_speech_note_event (IshiPlaySpeech *self, IshiGame *game);
/* The board's accessible description of (x, y): a refusal (`message`),
 * the move just played, the point, the stone on it and whose turn it is
 * (or the result once the game is over). */
char           *ishi_play_speech_describe_point (IshiPlaySpeech *self, IshiGame *game,
                                                 IshiMatch *match, const char *message,
                                                 int x, int y);

G_END_DECLS
