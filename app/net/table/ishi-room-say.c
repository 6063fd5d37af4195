/* ishi-room-say.c — a room's or a server's lines in Ishi's own words
 * (ishi-room-say.h).
 *
 * Each entry is a line as the room writes it (its printf format, word for
 * word: tests/test-room-say.c holds every line of core/net to this table)
 * and what a window says in its place, with %1$s, %2$s… for the line's
 * values in their order; an entry with no words is not said.  Some values
 * are said in words too: a colour, a result, an option and its value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-room-say.h"
#include "ishi-room-words.h"
#include "ishi-ruleset.h"
#include "ishi-types.h"

/* What a value of the line is, for the words (one letter per value, in
 * order; a missing letter is 'n'): n a name or a number, said as it is;
 * c a colour (Black, White, B, W); r a result (RE: B+R, W+3.5); o an
 * option's name (boardsize, time…); v an option's value (a rule's id is
 * said by its name); u a rule's id; m why a move is illegal (occupied,
 * ko…), said as the board says it; p points, said without a ".0" (IGS
 * writes 6.0). */
typedef struct {
  int code;                  /* ISHI_IGS_INFO, ISHI_IGS_ERROR */
  const char *wire;          /* the line as the room writes it */
  const char *words;         /* N_(), or NULL: not said */
  const char *kinds;
  /* On a plain server (NNGS, IGS), where the number is a game's, not a
   * table's: other words, or NULL for the same. */
  const char *server_words;
} Said;

static const Said said[] = {
  /* Nothing for a person: the window shows it otherwise. */
  { ISHI_IGS_INFO, "Set client to be %s.", NULL, NULL },
  { ISHI_IGS_INFO, "Adding game to observation list.", NULL, NULL },
  { ISHI_IGS_INFO, "Removing game %d from observation list.", NULL, NULL },
  { ISHI_IGS_INFO, "You can check your score with the score command, type 'done' when finished.", NULL, NULL },
  { ISHI_IGS_INFO, "yes", NULL, NULL },
  { ISHI_IGS_INFO, "Use <match %s %s %d %d %d> or <decline %s> to respond.", NULL, NULL },
  /* NNGS's, said again by the line after them ("{Game 1: … has
   * adjourned.}", "… has restarted your game."). */
  { ISHI_IGS_INFO, "Game has been adjourned.", NULL, NULL },
  { ISHI_IGS_INFO, "Game %d: %s vs %s : has adjourned.", NULL, NULL },
  { ISHI_IGS_INFO, "%s has restored your old game.", NULL, NULL },
  { ISHI_IGS_INFO, "Match [%d] with %s in %d accepted.", NULL, NULL },
  /* The room and its tables. */
  { ISHI_IGS_INFO, "Welcome to %s, %s.", N_("Welcome to %1$s, %2$s."), NULL },
  { ISHI_IGS_INFO, "Goodbye.", N_("Goodbye."), NULL },
  { ISHI_IGS_INFO, "You logged in again from elsewhere: this connection is closed.",
    N_("You joined again from another window: this one has left the room."), NULL },
  { ISHI_IGS_INFO, "%s has restarted your game.", N_("You are back at your game against %1$s."), NULL },
  { ISHI_IGS_INFO, "%s sits at table %d as %s.", N_("%1$s sits down at table %2$s and plays %3$s."), "nnc" },
  { ISHI_IGS_INFO, "%s leaves table %d.", N_("%1$s leaves table %2$s."), NULL },
  { ISHI_IGS_INFO, "%s sets %s to %s at table %d.", N_("%1$s sets %2$s to %3$s at table %4$s."), "nov" },
  { ISHI_IGS_INFO, "Creating match [%d] with %s vs %s.",
    N_("The game at table %1$s begins: %3$s plays Black, %2$s White."), NULL,
    N_("Game %1$s begins: %3$s plays Black, %2$s White.") },
  /* NNGS's, to the players of a game (its formats table; after the room's
   * line above, which this one's %s would take whole). */
  { ISHI_IGS_INFO, "Creating match [%d] with %s.", N_("Game %1$s begins against %2$s."), NULL },
  { ISHI_IGS_INFO, "Removing @ %s", N_("The group at %1$s is marked dead."), NULL },
  { ISHI_IGS_INFO, "%s and %s sit at table %d (%s Black).",
    N_("%1$s and %2$s sit down at table %3$s: %4$s plays Black."), NULL },
  { ISHI_IGS_INFO, "%s has lost the connection: the clock is stopped.",
    N_("%1$s has lost the connection: the clock is stopped until they are back."), NULL },
  { ISHI_IGS_INFO, "%s has lost the connection.", N_("%1$s has lost the connection."), NULL },
  { ISHI_IGS_INFO, "%s is back.", N_("%1$s is back."), NULL },
  { ISHI_IGS_INFO, "%s wants to play on: the game continues.",
    N_("%1$s chose Continue Playing: the game goes on."), NULL },
  { ISHI_IGS_INFO, "%s took back the last marking.", N_("%1$s took back their last dead mark."), NULL },
  { ISHI_IGS_INFO, "%s has typed done.", N_("%1$s accepts the count: Finish to accept it too."), NULL },
  { ISHI_IGS_INFO, "%s would like to adjourn the game.",
    N_("%1$s asks to adjourn the game: Adjourn agrees."), NULL },
  { ISHI_IGS_INFO, "Use adjourn to adjourn the game.", NULL, NULL },
  { ISHI_IGS_INFO, "Request for adjournment sent.", N_("You asked to adjourn the game."), NULL },
  { ISHI_IGS_INFO, "You decline the adjournment.", N_("You go on with the game rather than adjourn it."), NULL },
  { ISHI_IGS_INFO, "Game %d: %s vs %s : taken up again by %s.",
    N_("%4$s takes the adjourned game at table %1$s up again (%3$s against %2$s)."), NULL,
    N_("%4$s takes adjourned game %1$s up again (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : has adjourned.}",
    N_("The game at table %1$s is adjourned (%3$s against %2$s)."), NULL,
    N_("Game %1$s is adjourned (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : %s resigns.}",
    N_("The game at table %1$s is over: %4$s resigns (%3$s against %2$s)."), "nnnc",
    N_("Game %1$s is over: %4$s resigns (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : %s forfeits on time.}",
    N_("The game at table %1$s is over: %4$s loses on time (%3$s against %2$s)."), "nnnc",
    N_("Game %1$s is over: %4$s loses on time (%3$s against %2$s).") },
  /* NNGS's result of a count (its gameproc.c, END_DONE: the loser
   * "resigns", with the scores); it said "Black resigns" of a counted game. */
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : %s resigns. W %.1f B %.1f}",
    N_("The game at table %1$s is over: %4$s resigns (%3$s against %2$s)."), "nnncpp",
    N_("Game %1$s is counted: Black %6$s, White %5$s (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : W %.1f B %.1f}",
    N_("The game at table %1$s is counted: Black %5$s, White %4$s (%3$s against %2$s)."), "nnnpp",
    N_("Game %1$s is counted: Black %5$s, White %4$s (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "{Game %d: %s vs %s : %s}",
    N_("The game at table %1$s is over: %4$s (%3$s against %2$s)."), "nnnr",
    N_("Game %1$s is over: %4$s (%3$s against %2$s).") },
  { ISHI_IGS_INFO, "%s chooses the opening %s at table %d. %s: /swap or /keep.",
    N_("%1$s chooses the opening %2$s at table %3$s. %4$s: swap or keep."), NULL },
  { ISHI_IGS_INFO, "%s swaps: %s now holds Black, and %s plays White 4.",
    N_("%1$s swaps: %2$s now holds Black, and %3$s plays White’s fourth move."), NULL },
  { ISHI_IGS_INFO, "%s keeps White: %s plays Black, and %s plays White 4.",
    N_("%1$s keeps White: %2$s plays Black, and %3$s plays White’s fourth move."), NULL },
  { ISHI_IGS_INFO, "The host cannot save the game: it is paused.",
    N_("The host cannot save the game: it is paused."), NULL },
  { ISHI_IGS_INFO, "The host cannot save the game: it is paused. The last move was not taken.",
    N_("The host cannot save the game: it is paused, and the last move was not taken."), NULL },
  { ISHI_IGS_INFO, "The host can save the game again: play goes on.",
    N_("The host can save the game again: play goes on."), NULL },
  /* Watching. */
  { ISHI_IGS_INFO, "You cannot observe a game that you are playing.",
    N_("You cannot watch a game you are playing."), NULL },
  { ISHI_IGS_INFO, "Observing game %2d (%s vs. %s) :", N_("Watching the game at table %1$s (%3$s against %2$s):"), NULL,
    N_("Watching game %1$s (%3$s against %2$s):") },
  { ISHI_IGS_INFO, "Found %u observers.", N_("Watchers: %1$s."), NULL },
  /* A challenge (IGS's match). */
  { ISHI_IGS_INFO, "Requesting match in %d min with %s as %s.",
    N_("You offered %2$s a game, %1$s minutes each, %2$s playing %3$s."), "nnc" },
  { ISHI_IGS_INFO, "Match [%dx%d] in %d minutes requested with %s as %s.",
    N_("%4$s offers you a game on %1$s×%2$s, %3$s minutes each, %4$s playing %5$s."), "nnnnc" },
  { ISHI_IGS_INFO, "%s declines your request for a match.", N_("%1$s declines your offer of a game."), NULL },
  { ISHI_IGS_INFO, "%s updates the match request.", N_("%1$s changes the terms of the game offered."), NULL },
  { ISHI_IGS_INFO, "Declining offer from %s and offering new match parameters.",
    N_("You turn down %1$s’s terms and offer your own."), NULL },
  { ISHI_IGS_INFO, "You decline the match offer from %s.", N_("You decline %1$s’s offer of a game."), NULL },
  { ISHI_IGS_INFO, "%s accepts, but needs the room's code: the game begins when it is given.",
    N_("%1$s accepts your offer of a game but needs the room’s code: the game begins once it is given."), NULL },
  /* A class. */
  { ISHI_IGS_INFO, "%u pupils paired, %u waiting.", N_("%1$s pupils paired, %2$s waiting."), NULL },
  { ISHI_IGS_INFO, "The class plays %s on %d×%d, %d minutes each.",
    N_("The class plays %1$s on %2$s×%3$s, %4$s minutes each."), "u" },
  { ISHI_IGS_INFO, "Each table chooses its own game now (/option).", N_("Each table chooses its own game now."), NULL },
  { ISHI_IGS_INFO, "Everyone else has a partner: you play in the next pairing, or with the teacher.",
    N_("Everyone else has a partner: you play in the next pairing, or with the teacher."), NULL },
  { ISHI_IGS_INFO, "Ishi plays %s at level %d.", N_("Ishi plays %1$s at level %2$s."), NULL },
  { ISHI_IGS_INFO, "%s is now %s.", N_("%1$s is now called %2$s."), NULL },
  { ISHI_IGS_INFO, "%s is number %d on the class's list.", N_("%1$s is number %2$s on the class’s list."), NULL },

  /* The room's refusals. */
  { ISHI_IGS_ERROR, "Unknown command. Type help for the commands.", N_("The room does not know that command."), NULL },
  { ISHI_IGS_ERROR, "Unknown command: %s. Type help for the commands.",
    N_("The room does not know the command “%1$s”."), NULL },
  { ISHI_IGS_ERROR, "Too many lines: some were dropped.", N_("Too much was sent at once: some of it was dropped."), NULL },
  { ISHI_IGS_ERROR, "That is not this room's code.", N_("That is not this room’s code."), NULL },
  { ISHI_IGS_ERROR, "That is not the teacher's code.", N_("That is not the teacher’s code."), NULL },
  { ISHI_IGS_ERROR, "To sit you need the room's code: /code NNNN.",
    N_("To sit at a table you need the room’s code: type /code and its four digits."), NULL },
  { ISHI_IGS_ERROR, "To play you need the room's code: /code NNNN.",
    N_("To play you need the room’s code: type /code and its four digits."), NULL },
  { ISHI_IGS_ERROR, "Player \"%s\" is not open to match requests without the room's code: /code NNNN.",
    N_("To play %1$s you need the room’s code: type /code and its four digits."), NULL },
  { ISHI_IGS_ERROR, "Player \"%s\" is not open to match requests without the room's code: /code NNNN, and the game begins.",
    N_("To play %1$s you need the room’s code: type /code and its four digits, and the game begins."), NULL },
  { ISHI_IGS_ERROR, "To answer you need the room's code: /code NNNN.",
    N_("To answer you need the room’s code: type /code and its four digits."), NULL },
  { ISHI_IGS_ERROR, "You need the room's code: /code NNNN.",
    N_("You need the room’s code: type /code and its four digits."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher may do that.", N_("Only the teacher may do that."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher may pause or resume the class.", N_("Only the teacher may pause or resume the class."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher pairs the class and sets its game.", N_("Only the teacher pairs the class and sets its game."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher shows a lesson's step to everyone.", N_("Only the teacher shows a lesson’s step to everyone."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher changes the class's list.", N_("Only the teacher changes the class’s list."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher sets Ishi's level for a pupil.", N_("Only the teacher sets Ishi’s level for a pupil."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher sets the class's grade.", N_("Only the teacher sets the class’s grade."), NULL },
  { ISHI_IGS_ERROR, "You have no seat.", N_("You have no seat: Sit Down first."), NULL },
  { ISHI_IGS_ERROR, "You are seated at table %d already.", N_("You sit at table %1$s already."), NULL },
  { ISHI_IGS_ERROR, "Table %d has no free seat.", N_("Table %1$s has no free seat."), NULL },
  { ISHI_IGS_ERROR, "Every table is taken.", N_("Every table is taken."), NULL },
  { ISHI_IGS_ERROR, "Use: /join, or /join N for table N (1 to %d).",
    N_("Sit Down takes a seat; /join N takes one at table N (1 to %1$s)."), NULL },
  { ISHI_IGS_ERROR, "Your game is on: resign or finish it first.", N_("Your game is on: resign or finish it first."), NULL },
  { ISHI_IGS_ERROR, "Options belong to a table: /join first.", N_("Options belong to a table: Sit Down first."), NULL },
  { ISHI_IGS_ERROR, "Options cannot change during a game.", N_("Options cannot change during a game."), NULL },
  { ISHI_IGS_ERROR, "The teacher set one game for everyone: %s on %d×%d.",
    N_("The teacher set one game for everyone: %1$s on %2$s×%3$s."), "u" },
  { ISHI_IGS_ERROR, "Komi is a whole or half number from %g to %g.",
    N_("Komi is a whole or half number from %1$s to %2$s."), NULL },
  { ISHI_IGS_ERROR, "Options: /option time 0..60, /option byoyomi 0..120, /option handicap 0..9, /option rule NAME, /option boardsize %d..%d, /komi %g..%g.",
    N_("The room takes no such option or value: time 0 to 60 minutes, byo-yomi 0 to 120 seconds, handicap 0 to 9, board size %1$s to %2$s, komi %3$s to %4$s."), NULL },
  { ISHI_IGS_ERROR, "%s is not played in a room yet: its swaps and fifth moves have no commands here.",
    N_("%1$s cannot be played in a room yet: its swaps and fifth moves have no commands here."), "u" },
  { ISHI_IGS_ERROR, "A game starts when two players are seated: /join.",
    N_("A game begins when two players sit at the table."), NULL },
  { ISHI_IGS_ERROR, "The game at table %d is on already.", N_("The game at table %1$s is on already."), NULL },
  { ISHI_IGS_ERROR, "The last game is still being saved: /start again.",
    N_("The last game is still being saved: Start again in a moment."), NULL },
  { ISHI_IGS_ERROR, "Your opponent is away.", N_("Your opponent is away."), NULL },
  { ISHI_IGS_ERROR, "You are not playing a game.", N_("You are not playing a game."), NULL },
  { ISHI_IGS_ERROR, "You are not playing game %s.", N_("You are not playing the game at table %1$s."), NULL,
    N_("You are not playing game %1$s.") },
  { ISHI_IGS_ERROR, "It is not your turn.", N_("It is your opponent’s turn."), NULL },
  { ISHI_IGS_ERROR, "Not a point of the board: %s.", N_("%1$s is not a point of the board."), NULL },
  { ISHI_IGS_ERROR, "Illegal move (%s): %s.", N_("The host refused %2$s: %1$s"), "m" },
  { ISHI_IGS_ERROR, "There is no stone to mark there.", N_("There is no stone to mark there."), NULL },
  { ISHI_IGS_ERROR, "Only your own last marking can be taken back.",
    N_("Undo takes back only your own last marking."), NULL },
  { ISHI_IGS_ERROR, "You can only take back your own last move.", N_("Undo takes back only your own last move."), NULL },
  { ISHI_IGS_ERROR, "The game is being counted: mark dead stones, done, or /continue.",
    N_("The game is being counted: mark the dead stones, then Finish, or Continue Playing."), NULL },
  { ISHI_IGS_ERROR, "That is for the counting, after two passes.", N_("That is for the count, after two passes."), NULL },
  { ISHI_IGS_ERROR, "The game is adjourned: /start takes it up again.",
    N_("The game is adjourned: Start takes it up again."), NULL },
  { ISHI_IGS_ERROR, "The game at table %d is adjourned already: /start takes it up again.",
    N_("The game at table %1$s is adjourned already: Start takes it up again."), NULL },
  { ISHI_IGS_ERROR, "The adjourned game waits for your opponent.", N_("The adjourned game waits for your opponent."), NULL },
  { ISHI_IGS_ERROR, "Nobody asked you to adjourn.", N_("Nobody asked you to adjourn."), NULL },
  { ISHI_IGS_ERROR, "The game waits for a player who is away.", N_("The game waits for a player who is away."), NULL },
  { ISHI_IGS_ERROR, "The teacher has paused the class.", N_("The teacher has paused the class."), NULL },
  { ISHI_IGS_ERROR, "The host cannot save the game: it is paused.",
    N_("The host cannot save the game: it is paused."), NULL },
  { ISHI_IGS_ERROR, "The opening's stones cannot be taken back.", N_("The opening’s stones cannot be taken back."), NULL },
  { ISHI_IGS_ERROR, "The opening could not be placed (%s).", N_("The opening could not be placed (%1$s)."), NULL },
  { ISHI_IGS_ERROR, "The opening is chosen already.", N_("The opening is chosen already."), NULL },
  { ISHI_IGS_ERROR, "The player who holds Black chooses the opening.", N_("The player who holds Black chooses the opening."), NULL },
  { ISHI_IGS_ERROR, "The player who holds White decides.", N_("The player who holds White decides."), NULL },
  { ISHI_IGS_ERROR, "The player who holds Black chooses the opening first: /opening D1 to D13 or I1 to I13.",
    N_("The player who holds Black chooses the opening first."), NULL },
  { ISHI_IGS_ERROR, "The player who holds White decides first: /swap (take Black) or /keep (stay White).",
    N_("The player who holds White decides first: swap (take Black) or keep White."), NULL },
  { ISHI_IGS_ERROR, "The game is waiting: nothing can be chosen now.", N_("The game is waiting: nothing can be chosen now."), NULL },
  { ISHI_IGS_ERROR, "This game has no opening to choose (its rule is %s).",
    N_("This game has no opening to choose (it plays %1$s)."), "u" },
  { ISHI_IGS_ERROR, "White swaps or keeps once, right after the opening is chosen.",
    N_("White swaps or keeps once, right after the opening is chosen."), NULL },
  { ISHI_IGS_ERROR, "This room plays %s: sit with /join and begin with /start.",
    N_("This room plays %1$s: Sit Down, then Start."), NULL },
  { ISHI_IGS_ERROR, "This room is for its players only: nobody may observe.",
    N_("This room is for its players only: nobody may watch."), NULL },
  { ISHI_IGS_ERROR, "No such game: %s.", N_("There is no game at table %1$s."), NULL,
    N_("There is no game %1$s.") },
  { ISHI_IGS_ERROR, "say talks to your opponent: you are not playing. Use shout.",
    N_("You are not playing: what you type goes to the whole room."), NULL },
  { ISHI_IGS_ERROR, "Use: kibitz GAME TEXT.", N_("Type kibitz, the table’s number and your words."), NULL },
  /* A challenge. */
  { ISHI_IGS_ERROR, "Use: match NAME B|W SIZE MINUTES BYO-YOMI-MINUTES.",
    N_("Challenge someone from People."), NULL },
  { ISHI_IGS_ERROR, "No user named \"%s\" is logged in.", N_("%1$s is not in the room."), NULL },
  { ISHI_IGS_ERROR, "You cannot challenge yourself.", N_("You cannot challenge yourself."), NULL },
  { ISHI_IGS_ERROR, "You can't challenge while you are playing a game.",
    N_("You cannot challenge anyone while you are playing a game."), NULL },
  { ISHI_IGS_ERROR, "Player \"%s\" is involved in another game.", N_("%1$s is playing another game."), NULL },
  { ISHI_IGS_ERROR, "%s is seated at a table: /leave first.", N_("%1$s sits at a table: they must leave it first."), NULL },
  { ISHI_IGS_ERROR, "Board sizes are %d to %d here.", N_("Board sizes are %1$s to %2$s here."), NULL },
  { ISHI_IGS_ERROR, "There was a problem creating the new match: every table is taken.",
    N_("The game could not begin: every table is taken."), NULL },
  { ISHI_IGS_ERROR, "There is no offer from \"%s\" to decline.", N_("%1$s has offered you no game."), NULL },
  /* A class. */
  { ISHI_IGS_ERROR, "This room is no class: it has no teacher.", N_("This room is no class: it has no teacher."), NULL },
  { ISHI_IGS_ERROR, "The teacher does not sit at a table: /leave first.",
    N_("The teacher does not sit at a table: Leave Seat first."), NULL },
  { ISHI_IGS_ERROR, "%s is not a pupil free to play now.", N_("%1$s is not a pupil free to play now."), NULL },
  { ISHI_IGS_ERROR, "%s is not a pupil in the room now.", N_("%1$s is not a pupil in the room now."), NULL },
  { ISHI_IGS_ERROR, "%s's game is on: it ends first.", N_("%1$s’s game is on: it ends first."), NULL },
  { ISHI_IGS_ERROR, "Ishi plays the pupils of a class: this room is no class.",
    N_("Ishi plays the pupils of a class: this room is no class."), NULL },
  { ISHI_IGS_ERROR, "Ishi cannot play the class's game here (its moves off the board).",
    N_("Ishi cannot play the class’s game here."), NULL },
  { ISHI_IGS_ERROR, "This class has no engine to play.", N_("This class has no engine to play."), NULL },
  { ISHI_IGS_ERROR, "Only the teacher seats another pupil at Ishi's table.",
    N_("Only the teacher seats another pupil at Ishi’s table."), NULL },
  { ISHI_IGS_ERROR, "%s is a name in the class already.", N_("%1$s is a name in the class already."), NULL },
  { ISHI_IGS_ERROR, "%s is in the room now: remove the name once she has left.",
    N_("%1$s is in the room now: remove the name once she has left."), NULL },
  { ISHI_IGS_ERROR, "%s is in the room or keeps a seat: rename her once she has left.",
    N_("%1$s is in the room or keeps a seat: rename her once she has left."), NULL },
  { ISHI_IGS_ERROR, "%s is not on the class's list.", N_("%1$s is not on the class’s list."), NULL },
  { ISHI_IGS_ERROR, "%s is on the class's list already.", N_("%1$s is on the class’s list already."), NULL },
  { ISHI_IGS_ERROR, "Use: /answer LESSON STEP right|wrong first|again hint|nohint.",
    N_("The answer was not understood."), NULL },
  { ISHI_IGS_ERROR, "Use: /classgame RULE SIZE MINUTES (e.g. pure 7 0), or /classgame - to let the tables choose.",
    N_("Type /classgame, the rules, the board size and the minutes (pure 7 0), or /classgame - to let the tables choose."), NULL },
  { ISHI_IGS_ERROR, "Use: /grade N, N the pupils' school grade from 1 to 6 (0: none).",
    N_("Type /grade and the pupils’ school grade from 1 to 6 (0: none)."), NULL },
  { ISHI_IGS_ERROR, "Use: /engine NAME (the pupil who plays Ishi).", N_("Type /engine and the name of the pupil who plays Ishi."), NULL },
  { ISHI_IGS_ERROR, "Use: /level NAME N, N from %d to %d.", N_("Type /level, a pupil’s name and a level from %1$s to %2$s."), NULL },
  { ISHI_IGS_ERROR, "Use: /pair BLACK WHITE.", N_("Type /pair and two names, Black’s first."), NULL },
  { ISHI_IGS_ERROR, "Use: /pairall random, or /pairall level.", N_("Type /pairall random, or /pairall level."), NULL },
  { ISHI_IGS_ERROR, "Use: /pupil add NAME, /pupil rename OLD NEW, /pupil remove NAME, or /pupil move NAME N.",
    N_("Type /pupil add NAME, /pupil rename OLD NEW, /pupil remove NAME, or /pupil move NAME N."), NULL },
  { ISHI_IGS_ERROR, "Use: /pupil move NAME N, N from 1 to %u.",
    N_("Type /pupil move, a pupil’s name and her place on the list, from 1 to %1$s."), NULL },
  { ISHI_IGS_ERROR, "Use: /step LESSON STEP [task] (STEP from 0), or /step - to stop.",
    N_("Type /step, a lesson and its step (from 0), and task for a step to answer; or /step - to stop."), NULL },
  { ISHI_IGS_ERROR, "This step has no task to answer.", N_("This step has no task to answer."), NULL },
  /* The room's door (ishi-room-door.c). */
  { ISHI_IGS_ERROR, "The room is full.", N_("The room is full."), NULL },
  { ISHI_IGS_ERROR, "Too many connections from your address are logging in: try again in a minute.",
    N_("Too many people from this computer’s address are joining: try again in a minute."), NULL },
  { ISHI_IGS_ERROR, "Too many lines for ten seconds: the connection is closed.",
    N_("Too much was sent for ten seconds: the room closed the connection."), NULL },
  { ISHI_IGS_ERROR, "No login within 20 seconds: the connection is closed.",
    N_("No name came within 20 seconds: the room closed the connection."), NULL },
  { ISHI_IGS_ERROR, "Too many wrong codes or tokens from your address: wait %u s before the next try.",
    N_("Too many wrong codes from this computer’s address: wait %1$s seconds before the next try."), NULL },
};

typedef struct {
  GRegex *regex;
} Compiled;

/* The room's format as a regular expression: %s any text, %d and %u a
 * whole number (with a width, spaces before it), %g and %.1f a number. */
static GRegex *
compile_wire (const char *wire)
{
  GString *re = g_string_new ("^");
  GRegex *regex;

  for (const char *p = wire; *p; p++)
    {
      if (*p != '%')
        {
          g_autofree char *c = g_regex_escape_string (p, 1);
          g_string_append (re, c);
          continue;
        }
      p++;
      if (*p == '%')
        {
          g_string_append_c (re, '%');
          continue;
        }
      while (*p == '-' || *p == '.' || g_ascii_isdigit (*p))
        p++;
      if (*p == 's')
        g_string_append (re, "(.*?)");
      else if (*p == 'd' || *p == 'u')
        g_string_append (re, " *(-?[0-9]+)");
      else
        g_string_append (re, " *(-?[0-9.]+)");
    }
  g_string_append_c (re, '$');
  regex = g_regex_new (re->str, G_REGEX_OPTIMIZE | G_REGEX_DOTALL, 0, NULL);
  g_string_free (re, TRUE);
  return regex;
}

static GRegex **
compiled (void)
{
  static GRegex **table;

  if (g_once_init_enter (&table))
    {
      GRegex **t = g_new0 (GRegex *, G_N_ELEMENTS (said));
      for (guint i = 0; i < G_N_ELEMENTS (said); i++)
        t[i] = compile_wire (said[i].wire);
      g_once_init_leave (&table, t);
    }
  return table;
}

static const char *
option_name (const char *option)
{
  static const struct { const char *wire, *words; } options[] = {
    { "boardsize", N_("the board size") }, { "time", N_("the time (minutes)") },
    { "byoyomi", N_("byo-yomi (seconds a move)") }, { "handicap", N_("the handicap") },
    { "rule", N_("the rules") }, { "komi", N_("komi") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (strcmp (option, options[i].wire) == 0)
      return _(options[i].words);
  return option;
}

static char *
rule_name (const char *id)
{
  const IshiRuleset *row = ishi_ruleset_lookup (id);

  return g_strdup (row ? _(row->name) : id);
}

/* A value of the line in words, by its kind. */
static char *
say_value (char kind, const char *value, const char *option)
{
  switch (kind)
    {
    case 'c':
      if (strcmp (value, "Black") == 0 || strcmp (value, "B") == 0)
        return g_strdup (_("Black"));
      if (strcmp (value, "White") == 0 || strcmp (value, "W") == 0)
        return g_strdup (_("White"));
      return g_strdup (value);
    case 'r':
      {
        /* "Black wins by resignation." without its full stop, in the
         * middle of a sentence. */
        char *re = ishi_room_describe_re (value);
        gsize n = strlen (re);
        if (n > 0 && re[n - 1] == '.')
          re[n - 1] = '\0';
        else if (n >= 3 && strcmp (re + n - 3, "。") == 0)
          re[n - 3] = '\0';
        return re;
      }
    case 'o':
      return g_strdup (option_name (value));
    case 'v':
      return option && strcmp (option, "rule") == 0 ? rule_name (value) : g_strdup (value);
    case 'u':
      return rule_name (value);
    case 'p':
      return g_str_has_suffix (value, ".0") ? g_strndup (value, strlen (value) - 2) : g_strdup (value);
    case 'm':
      for (IshiMoveStatus st = ISHI_MOVE_OK + 1; st <= ISHI_MOVE_OPENING_NOT_OFFERED; st++)
        if (strcmp (value, ishi_move_status_to_string (st)) == 0)
          return g_strdup (ishi_move_status_describe (st));
      return g_strdup (value);
    default:
      return g_strdup (value);
    }
}

/* `words` with %1$s… replaced by the values. */
static char *
fill (const char *words, char **values, guint n)
{
  GString *out = g_string_new (NULL);

  for (const char *p = words; *p; p++)
    {
      if (p[0] == '%' && g_ascii_isdigit (p[1]) && p[2] == '$' && p[3] == 's')
        {
          guint i = p[1] - '1';
          g_string_append (out, i < n ? values[i] : "");
          p += 3;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
ishi_room_say (int code, const char *text, gboolean server, gboolean *known)
{
  GRegex **regexes = compiled ();

  g_return_val_if_fail (text != NULL, NULL);
  if (known)
    *known = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    {
      g_autoptr (GMatchInfo) info = NULL;
      g_auto (GStrv) values = NULL;
      guint n;

      if (said[i].code != code || regexes[i] == NULL || !g_regex_match (regexes[i], text, 0, &info))
        continue;
      if (said[i].words == NULL)
        return NULL;
      n = g_match_info_get_match_count (info) - 1;
      values = g_new0 (char *, n + 1);
      for (guint v = 0; v < n; v++)
        {
          g_autofree char *raw = g_match_info_fetch (info, v + 1);
          /* An option's value is said by the option before it. */
          g_autofree char *before = v > 0 ? g_match_info_fetch (info, v) : NULL;
          char kind = said[i].kinds && v < strlen (said[i].kinds) ? said[i].kinds[v] : 'n';
          values[v] = say_value (kind, raw, before);
        }
      return fill (server && said[i].server_words ? _(said[i].server_words) : _(said[i].words), values, n);
    }
  if (known)
    *known = FALSE;
  return g_strdup (text);
}

const char *const *
ishi_room_say_wires (void)
{
  static const char **wires;

  if (g_once_init_enter (&wires))
    {
      const char **w = g_new0 (const char *, G_N_ELEMENTS (said) + 1);
      for (guint i = 0; i < G_N_ELEMENTS (said); i++)
        w[i] = said[i].wire;
      g_once_init_leave (&wires, w);
    }
  return wires;
}

const char *const *
ishi_room_say_words (void)
{
  static const char **words;

  if (g_once_init_enter (&words))
    {
      const char **w = g_new0 (const char *, G_N_ELEMENTS (said) + 1);
      guint n = 0;
      for (guint i = 0; i < G_N_ELEMENTS (said); i++)
        if (said[i].words)
          w[n++] = said[i].words;
      g_once_init_leave (&words, w);
    }
  return words;
}
