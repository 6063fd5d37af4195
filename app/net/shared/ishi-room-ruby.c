/* ishi-room-ruby.c — see ishi-room-ruby.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-room-ruby.h"

const char *const *
ishi_room_ruby_pupil_words (void)
{
  static const char *const words[] = {
    "_Sit Down", "Lea_ve Seat", "S_tart", "_Pass", "_Undo", "_Resign", "_Finish", "_Continue Playing",
    "_Adjourn", "Scor_e List", "_Options", "_Table", "Waiting for Your Table", "Table %d",
    "Table %d — %s, %d×%d", "Go", "Pure Go", "Renju",
    "Your teacher gives you your table: wait here, or Sit Down at a free one.",
    "Not connected: Ishi is trying to reach the room again…",
    "Nobody sits at this table yet: Sit Down takes a seat.", "Waiting for an opponent to sit down.",
    "Both seats are taken: Start begins the game.", "The players are seated; the game has not begun.",
    "A seat is free: Sit Down takes it.",
    "The game is adjourned: Start takes it up again when both players are here.",
    "%s (%s) has lost the connection: the clock is stopped until they are back.",
    "Counting. Click a group to mark it dead or alive, then Finish; Continue Playing goes back to the game. %s",
    "The players are counting. %s", "Your move (%s).", "%s to play.", "Black", "White",
    "Reading the game’s moves from the host…", "The game has not begun.", "You are watching: Sit Down to play.",
    "It is your opponent’s turn.", "The game ended without a result.", "The game is a draw.", "Result: %s",
    "%s wins.", "%s wins by resignation.", "%s wins on time.", "%s wins by forfeit.", "%s wins by %s points.",
    "Listen to your teacher.", "Connection lost: joining again…", "Joining…",
    /* The room's window: its log, Play Ishi, its title. */
    "The room’s score list (the winner scores the difference, the loser 0):",
    "The room’s score list is empty: no game has ended yet.", "  %s: %s points",
    "Your points in this class: %s (the winner of a game scores the difference, the loser 0).",
    "That is the room’s code: you may sit at a table.", "%s (to the table): %s", "%s (to you): %s",
    "The teacher shows the lesson “%s”, which this computer does not have.", "Play _Ishi (Level %d)",
    "_Rules", "Board _size", "_Komi", "_Handicap", "_Minutes each", "_Byo-yomi (seconds)", "_Set Options",
    "Resign this game?", "%s wins it, and the room’s score list gives them 20 points.", "Resign",
    "Leave the room during your game?", "_Cancel",
    "You are seated at table %d and your game is not over. If you leave, its clock stops and your opponent waits until you come back.",
    "In the room", "Not connected", "No answer from %s yet: trying again…", "Join a Room", "_Leave the Room",
    "_People", "(free seat)", " (away)", "%s (you)", "%s — at table %d", "Challenge…", "_Refresh the Lists",
    /* Join a Room on a child's computer in a class (ishi-join-form.c). */
    "Rooms on this network", "_Address", "Your _name", "Room _code", "Who are you? Click your name.",
    "My name is _not on the list", "_Join", "4 digits; empty to watch", "in use on another computer",
    "Ishi cannot look for rooms here: type the address your teacher gives you.", "No room found on this network yet.",
    "Ishi cannot look for rooms on this network: type the address of the room’s computer.",
    "Type the address of the room’s computer.", "Click your name in the list.",
    "Type the room’s code from the projector, then click your name.", "Ishi cannot reach the class. Ask your teacher.",
    "That is not the room’s code: look at the projector again.",
    "The room’s code is four digits (leave it empty to watch only); a teacher gives her class’s eight.",
    "A name is 1 to 16 letters or digits, with - _ . inside and no spaces; it does not mix Latin letters with Cyrillic or Greek ones.",
    "Choose a room in the list, or type its computer’s address (host or host:port).", NULL,
  };
  return words;
}
