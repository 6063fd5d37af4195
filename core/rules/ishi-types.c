/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-types.h"

const char *
ishi_move_status_to_string (IshiMoveStatus status)
{
  switch (status)
    {
    case ISHI_MOVE_OK: return "ok";
    case ISHI_MOVE_OFF_BOARD: return "off-board";
    case ISHI_MOVE_OCCUPIED: return "occupied";
    case ISHI_MOVE_SUICIDE: return "suicide";
    case ISHI_MOVE_KO: return "ko";
    case ISHI_MOVE_SUPERKO: return "superko";
    case ISHI_MOVE_DOUBLE_FOUR: return "double-four";
    case ISHI_MOVE_DOUBLE_THREE: return "double-three";
    case ISHI_MOVE_OVERLINE: return "overline";
    case ISHI_MOVE_GAME_OVER: return "game-over";
    case ISHI_MOVE_NOT_CENTRE: return "not-centre";
    case ISHI_MOVE_NO_PASS: return "no-pass";
    case ISHI_MOVE_OPENING_AREA: return "opening-area";
    case ISHI_MOVE_OPENING_CHOICE: return "opening-choice";
    case ISHI_MOVE_OPENING_REPEATED: return "opening-repeated";
    case ISHI_MOVE_OPENING_SYMMETRIC: return "opening-symmetric";
    case ISHI_MOVE_OPENING_NOT_OFFERED: return "opening-not-offered";
    default: return "unknown";
    }
}

const char *
ishi_move_status_describe (IshiMoveStatus status)
{
  switch (status)
    {
    case ISHI_MOVE_OK: return _("The move is legal.");
    case ISHI_MOVE_OFF_BOARD: return _("That point is not on the board.");
    case ISHI_MOVE_OCCUPIED: return _("That point is already occupied.");
    case ISHI_MOVE_SUICIDE: return _("Suicide is not allowed: the stone would have no liberties.");
    case ISHI_MOVE_KO: return _("Ko: you may not retake the ko at once. Play elsewhere first.");
    case ISHI_MOVE_SUPERKO: return _("Superko: this move would repeat an earlier position.");
    case ISHI_MOVE_DOUBLE_FOUR: return _("Forbidden for Black: double four.");
    case ISHI_MOVE_DOUBLE_THREE: return _("Forbidden for Black: double three.");
    case ISHI_MOVE_OVERLINE: return _("Forbidden for Black: overline (six or more in a row).");
    case ISHI_MOVE_GAME_OVER: return _("The game is over.");
    case ISHI_MOVE_NOT_CENTRE: return _("Renju: the first stone goes on the centre point (h8).");
    case ISHI_MOVE_NO_PASS: return _("Passing is not allowed in these rules: play a stone off the board instead.");
    case ISHI_MOVE_OPENING_AREA:
      return _("The opening rule wants this stone nearer the centre: see the bar above the board.");
    case ISHI_MOVE_OPENING_CHOICE:
      return _("The opening rule asks for a choice first: see the bar above the board.");
    case ISHI_MOVE_OPENING_REPEATED: return _("That fifth move is already offered.");
    case ISHI_MOVE_OPENING_SYMMETRIC:
      return _("That fifth move is symmetrical to one already offered: the offers must differ.");
    case ISHI_MOVE_OPENING_NOT_OFFERED: return _("White keeps one of the fifth moves Black offered.");
    default: return _("The move is not allowed.");
    }
}
