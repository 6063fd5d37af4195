/* ishi-eyespace.h — reading a closed eye space to the end: the dead-stone
 * suggestion's last step (ishi-deadstones.c).  Private to the scoring core.
 *
 * A group whose every liberty lies in one small area walled in by the
 * group alone (its eye space, with any of the opponent's stones inside)
 * lives or dies by what is played there, and nowhere else.  Such an area
 * is read move by move, the opponent first — as the rules judge stones at
 * the end of a game: stones that the opponent can capture are dead even
 * if their owner, moving first, could have saved them (the Japanese
 * rules' confirmation of life; GNU Go's aftermath calls them dead too).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ishi-types.h"

G_BEGIN_DECLS

/* The largest eye space read, in points (empty or the opponent's). */
#define ISHI_EYE_SPACE_MAX 12

/* For every group of `board` (size × size, row by row from the top) whose
 * liberties all lie in one closed eye space of ISHI_EYE_SPACE_MAX points
 * or fewer, with no stone of it in `alive` nor dead in `dead`, and whose
 * walls' neighbours (the opponent's stones around it) are not dead in
 * `dead`: reads the eye space with the opponent to play first, simple ko,
 * either side free to pass and two passes in a row ending the reading.
 * When the opponent captures one of the group's strings in every line,
 * marks the group's stones dead in `dead` and the opponent's stones inside
 * alive.  A reading too long to finish (a long ko, a large space) changes
 * nothing.  Returns the number of stones it marked dead. */
guint ishi_eye_space_kill (int size, const IshiColor *board, const guint8 *alive, guint8 *dead);

G_END_DECLS
