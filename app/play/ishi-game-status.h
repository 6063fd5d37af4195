/* ishi-game-status.h — the words of the status line under the board:
 * whose turn it is (and who acts in Renju's opening), a refusal or a
 * hint beside it, a note over it (a pass, Pure Go's filling engine, the
 * record's end, an estimate), a claim waiting in the count, the result,
 * the move number.  Made from the match and what the panel holds, with
 * no widget: the game panel (ishi-game-panel.c) lays the words out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-match.h"

G_BEGIN_DECLS

/* What the status line says besides the match itself. */
typedef struct {
  const char *message;       /* a refusal, said before whose turn it is, or NULL */
  const char *hint;          /* said before whose turn it is, or NULL */
  const char *estimate;      /* the analysis' estimate in words, or NULL */
  const char *numbers_note;  /* "10 at 4", or NULL */
  gboolean claim_pending;    /* equal stones: a claim waiting for the other side */
  IshiPoint claim_point;
  IshiColor claim_color;
} IshiGameStatus;

/* The status line's text: lines split by "\n", parts by " · " (the
 * winner's headline is not in it: ishi_match_describe_winner). */
char *ishi_game_status_text (IshiMatch *match, const IshiGameStatus *status);

G_END_DECLS
