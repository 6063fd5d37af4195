/* ishi-room-messages.c — the catalogue of what the room says to people
 * (ishi-room-messages.h).
 *
 * Each row: the message's id, its English for IGS clients as the room
 * writes it (tests/test-room-say.c holds every line of core/net to it),
 * the kinds of its arguments, Ishi's words for it, and, where a plain
 * server's line of the same words means a game rather than a table,
 * the words for that.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-room-messages.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-igs.h"

/* What an encoded message begins with, and what comes before each of its
 * arguments: characters no line a person types keeps (ishi-room.c makes
 * them spaces). */
#define MARK '\x1e'
#define SEP '\x1f'

static const IshiRoomMessage messages[] = {
  { "set-client", ISHI_IGS_INFO, "Set client to be %s.",
    "", NULL, NULL },
  { "adding-game-observation-list", ISHI_IGS_INFO, "Adding game to observation list.",
    "", NULL, NULL },
  { "removing-game-from-observation-list", ISHI_IGS_INFO, "Removing game %d from observation list.",
    "", NULL, NULL },
  { "can-check-score-score-command", ISHI_IGS_INFO, "You can check your score with the score command, type 'done' when finished.",
    "", NULL, NULL },
  { "yes", ISHI_IGS_INFO, "yes",
    "", NULL, NULL },
  { "match-offer-respond", ISHI_IGS_INFO, "Use <match %s %s %d %d %d> or <decline %s> to respond.",
    "", NULL, NULL },
  { "welcome", ISHI_IGS_INFO, "Welcome to %s, %s.",
    "", N_("Welcome to %1$s, %2$s."), NULL },
  { "goodbye", ISHI_IGS_INFO, "Goodbye.",
    "", N_("Goodbye."), NULL },
  { "logged-again-from-elsewhere-this", ISHI_IGS_INFO, "You logged in again from elsewhere: this connection is closed.",
    "", N_("You joined again from another window: this one has left the room."), NULL },
  { "has-restarted-game", ISHI_IGS_INFO, "%s has restarted your game.",
    "", N_("You are back at your game against %1$s."), NULL },
  { "sits-table", ISHI_IGS_INFO, "%s sits at table %d as %s.",
    "nnc", N_("%1$s sits down at table %2$s and plays %3$s."), NULL },
  { "leaves-table", ISHI_IGS_INFO, "%s leaves table %d.",
    "", N_("%1$s leaves table %2$s."), NULL },
  { "sets-table", ISHI_IGS_INFO, "%s sets %s to %s at table %d.",
    "nov", N_("%1$s sets %2$s to %3$s at table %4$s."), NULL },
  { "game-begins", ISHI_IGS_INFO, "Creating match [%d] with %s vs %s.",
    "", N_("The game at table %1$s begins: %3$s plays Black, %2$s White."), N_("Game %1$s begins: %3$s plays Black, %2$s White.") },
  { "sit-table-black", ISHI_IGS_INFO, "%s and %s sit at table %d (%s Black).",
    "", N_("%1$s and %2$s sit down at table %3$s: %4$s plays Black."), NULL },
  { "has-lost-connection-clock-stopped", ISHI_IGS_INFO, "%s has lost the connection: the clock is stopped.",
    "", N_("%1$s has lost the connection: the clock is stopped until they are back."), NULL },
  { "has-lost-connection", ISHI_IGS_INFO, "%s has lost the connection.",
    "", N_("%1$s has lost the connection."), NULL },
  { "is-back", ISHI_IGS_INFO, "%s is back.",
    "", N_("%1$s is back."), NULL },
  { "wants-play-on-game-continues", ISHI_IGS_INFO, "%s wants to play on: the game continues.",
    "", N_("%1$s chose Continue Playing: the game goes on."), NULL },
  { "took-back-last-marking", ISHI_IGS_INFO, "%s took back the last marking.",
    "", N_("%1$s took back their last dead mark."), NULL },
  { "has-typed-done", ISHI_IGS_INFO, "%s has typed done.",
    "", N_("%1$s accepts the count: Finish to accept it too."), NULL },
  { "would-like-adjourn-game", ISHI_IGS_INFO, "%s would like to adjourn the game.",
    "", N_("%1$s asks to adjourn the game: Adjourn agrees."), NULL },
  { "use-adjourn-adjourn-game", ISHI_IGS_INFO, "Use adjourn to adjourn the game.",
    "", NULL, NULL },
  { "request-adjournment-sent", ISHI_IGS_INFO, "Request for adjournment sent.",
    "", N_("You asked to adjourn the game."), NULL },
  { "decline-adjournment", ISHI_IGS_INFO, "You decline the adjournment.",
    "", N_("You go on with the game rather than adjourn it."), NULL },
  { "adjourned-taken-up", ISHI_IGS_INFO, "Game %d: %s vs %s : taken up again by %s.",
    "", N_("%4$s takes the adjourned game at table %1$s up again (%3$s against %2$s)."), N_("%4$s takes adjourned game %1$s up again (%3$s against %2$s).") },
  { "result-adjourned", ISHI_IGS_INFO, "{Game %d: %s vs %s : has adjourned.}",
    "", N_("The game at table %1$s is adjourned (%3$s against %2$s)."), N_("Game %1$s is adjourned (%3$s against %2$s).") },
  { "result-resigns", ISHI_IGS_INFO, "{Game %d: %s vs %s : %s resigns.}",
    "nnnc", N_("The game at table %1$s is over: %4$s resigns (%3$s against %2$s)."), N_("Game %1$s is over: %4$s resigns (%3$s against %2$s).") },
  { "result-on-time", ISHI_IGS_INFO, "{Game %d: %s vs %s : %s forfeits on time.}",
    "nnnc", N_("The game at table %1$s is over: %4$s loses on time (%3$s against %2$s)."), N_("Game %1$s is over: %4$s loses on time (%3$s against %2$s).") },
  { "result-counted", ISHI_IGS_INFO, "{Game %d: %s vs %s : W %.1f B %.1f}",
    "nnnpp", N_("The game at table %1$s is counted: Black %5$s, White %4$s (%3$s against %2$s)."), N_("Game %1$s is counted: Black %5$s, White %4$s (%3$s against %2$s).") },
  { "result", ISHI_IGS_INFO, "{Game %d: %s vs %s : %s}",
    "nnnr", N_("The game at table %1$s is over: %4$s (%3$s against %2$s)."), N_("Game %1$s is over: %4$s (%3$s against %2$s).") },
  { "chooses-opening-table-swap-or", ISHI_IGS_INFO, "%s chooses the opening %s at table %d. %s: /swap or /keep.",
    "", N_("%1$s chooses the opening %2$s at table %3$s. %4$s: swap or keep."), NULL },
  { "swaps-now-holds-black-plays", ISHI_IGS_INFO, "%s swaps: %s now holds Black, and %s plays White 4.",
    "", N_("%1$s swaps: %2$s now holds Black, and %3$s plays White’s fourth move."), NULL },
  { "keeps-white-plays-black-plays", ISHI_IGS_INFO, "%s keeps White: %s plays Black, and %s plays White 4.",
    "", N_("%1$s keeps White: %2$s plays Black, and %3$s plays White’s fourth move."), NULL },
  { "host-cannot-save", ISHI_IGS_ERROR, "The host cannot save the game: it is paused.",
    "", N_("The host cannot save the game: it is paused."), NULL },
  { "host-cannot-save-move-lost", ISHI_IGS_ERROR, "The host cannot save the game: it is paused. The last move was not taken.",
    "", N_("The host cannot save the game: it is paused, and the last move was not taken."), NULL },
  { "host-can-save-again", ISHI_IGS_INFO, "The host can save the game again: play goes on.",
    "", N_("The host can save the game again: play goes on."), NULL },
  { "cannot-observe-game-that-are", ISHI_IGS_INFO, "You cannot observe a game that you are playing.",
    "", N_("You cannot watch a game you are playing."), NULL },
  { "observing-game-vs", ISHI_IGS_INFO, "Observing game %2d (%s vs. %s) :",
    "", N_("Watching the game at table %1$s (%3$s against %2$s):"), N_("Watching game %1$s (%3$s against %2$s):") },
  { "found-observers", ISHI_IGS_INFO, "Found %u observers.",
    "", N_("Watchers: %1$s."), NULL },
  { "requesting-match-min", ISHI_IGS_INFO, "Requesting match in %d min with %s as %s.",
    "nnc", N_("You offered %2$s a game, %1$s minutes each, %2$s playing %3$s."), NULL },
  { "match-x-minutes-requested", ISHI_IGS_INFO, "Match [%dx%d] in %d minutes requested with %s as %s.",
    "nnnnc", N_("%4$s offers you a game on %1$s×%2$s, %3$s minutes each, %4$s playing %5$s."), NULL },
  { "declines-request-match", ISHI_IGS_INFO, "%s declines your request for a match.",
    "", N_("%1$s declines your offer of a game."), NULL },
  { "updates-match-request", ISHI_IGS_INFO, "%s updates the match request.",
    "", N_("%1$s changes the terms of the game offered."), NULL },
  { "declining-offer-from-offering-new", ISHI_IGS_INFO, "Declining offer from %s and offering new match parameters.",
    "", N_("You turn down %1$s’s terms and offer your own."), NULL },
  { "decline-match-offer-from", ISHI_IGS_INFO, "You decline the match offer from %s.",
    "", N_("You decline %1$s’s offer of a game."), NULL },
  { "accepts-but-needs-room-code", ISHI_IGS_INFO, "%s accepts, but needs the room's code: the game begins when it is given.",
    "", N_("%1$s accepts your offer of a game but needs the room’s code: the game begins once it is given."), NULL },
  { "pupils-paired-waiting", ISHI_IGS_INFO, "%u pupils paired, %u waiting.",
    "", N_("%1$s pupils paired, %2$s waiting."), NULL },
  { "class-plays-on-minutes-each", ISHI_IGS_INFO, "The class plays %s on %d×%d, %d minutes each.",
    "u", N_("The class plays %1$s on %2$s×%3$s, %4$s minutes each."), NULL },
  { "each-table-chooses-its-own", ISHI_IGS_INFO, "Each table chooses its own game now (/option).",
    "", N_("Each table chooses its own game now."), NULL },
  { "everyone-else-has-partner-play", ISHI_IGS_INFO, "Everyone else has a partner: you play in the next pairing, or with the teacher.",
    "", N_("Everyone else has a partner: you play in the next pairing, or with the teacher."), NULL },
  { "ishi-plays-level", ISHI_IGS_INFO, "Ishi plays %s at level %d.",
    "", N_("Ishi plays %1$s at level %2$s."), NULL },
  { "renamed", ISHI_IGS_INFO, "%s is now %s.",
    "", N_("%1$s is now called %2$s."), NULL },
  { "number-on-class-list", ISHI_IGS_INFO, "%s is number %d on the class's list.",
    "", N_("%1$s is number %2$s on the class’s list."), NULL },
  { "unknown-command", ISHI_IGS_ERROR, "Unknown command. Type help for the commands.",
    "", N_("The room does not know that command."), NULL },
  { "unknown-command-named", ISHI_IGS_ERROR, "Unknown command: %s. Type help for the commands.",
    "", N_("The room does not know the command “%1$s”."), NULL },
  { "too-many-lines-some-were", ISHI_IGS_ERROR, "Too many lines: some were dropped.",
    "", N_("Too much was sent at once: some of it was dropped."), NULL },
  { "wrong-room-code", ISHI_IGS_ERROR, "That is not this room's code.",
    "", N_("That is not this room’s code."), NULL },
  { "wrong-teacher-code", ISHI_IGS_ERROR, "That is not the teacher's code.",
    "", N_("That is not the teacher’s code."), NULL },
  { "sit-need-room-code-code", ISHI_IGS_ERROR, "To sit you need the room's code: /code NNNN.",
    "", N_("To sit at a table you need the room’s code: type /code and its four digits."), NULL },
  { "play-need-room-code-code", ISHI_IGS_ERROR, "To play you need the room's code: /code NNNN.",
    "", N_("To play you need the room’s code: type /code and its four digits."), NULL },
  { "match-needs-code", ISHI_IGS_ERROR, "Player \"%s\" is not open to match requests without the room's code: /code NNNN.",
    "", N_("To play %1$s you need the room’s code: type /code and its four digits."), NULL },
  { "match-needs-code-begins", ISHI_IGS_ERROR, "Player \"%s\" is not open to match requests without the room's code: /code NNNN, and the game begins.",
    "", N_("To play %1$s you need the room’s code: type /code and its four digits, and the game begins."), NULL },
  { "answer-need-room-code-code", ISHI_IGS_ERROR, "To answer you need the room's code: /code NNNN.",
    "", N_("To answer you need the room’s code: type /code and its four digits."), NULL },
  { "need-room-code-code-nnnn", ISHI_IGS_ERROR, "You need the room's code: /code NNNN.",
    "", N_("You need the room’s code: type /code and its four digits."), NULL },
  { "only-teacher-may-do-that", ISHI_IGS_ERROR, "Only the teacher may do that.",
    "", N_("Only the teacher may do that."), NULL },
  { "only-teacher-may-pause-or", ISHI_IGS_ERROR, "Only the teacher may pause or resume the class.",
    "", N_("Only the teacher may pause or resume the class."), NULL },
  { "only-teacher-pairs-class-sets", ISHI_IGS_ERROR, "Only the teacher pairs the class and sets its game.",
    "", N_("Only the teacher pairs the class and sets its game."), NULL },
  { "only-teacher-shows-lesson-step", ISHI_IGS_ERROR, "Only the teacher shows a lesson's step to everyone.",
    "", N_("Only the teacher shows a lesson’s step to everyone."), NULL },
  { "only-teacher-changes-class-list", ISHI_IGS_ERROR, "Only the teacher changes the class's list.",
    "", N_("Only the teacher changes the class’s list."), NULL },
  { "only-teacher-sets-ishi-level", ISHI_IGS_ERROR, "Only the teacher sets Ishi's level for a pupil.",
    "", N_("Only the teacher sets Ishi’s level for a pupil."), NULL },
  { "only-teacher-sets-class-grade", ISHI_IGS_ERROR, "Only the teacher sets the class's grade.",
    "", N_("Only the teacher sets the class’s grade."), NULL },
  { "no-seat", ISHI_IGS_ERROR, "You have no seat.",
    "", N_("You have no seat: Sit Down first."), NULL },
  { "are-seated-table-already", ISHI_IGS_ERROR, "You are seated at table %d already.",
    "", N_("You sit at table %1$s already."), NULL },
  { "table-has-no-free-seat", ISHI_IGS_ERROR, "Table %d has no free seat.",
    "", N_("Table %1$s has no free seat."), NULL },
  { "every-table-taken", ISHI_IGS_ERROR, "Every table is taken.",
    "", N_("Every table is taken."), NULL },
  { "use-join-or-join-n", ISHI_IGS_ERROR, "Use: /join, or /join N for table N (1 to %d).",
    "", N_("Sit Down takes a seat; /join N takes one at table N (1 to %1$s)."), NULL },
  { "game-on-resign-or-finish", ISHI_IGS_ERROR, "Your game is on: resign or finish it first.",
    "", N_("Your game is on: resign or finish it first."), NULL },
  { "options-belong-table-join-first", ISHI_IGS_ERROR, "Options belong to a table: /join first.",
    "", N_("Options belong to a table: Sit Down first."), NULL },
  { "options-cannot-change-during-game", ISHI_IGS_ERROR, "Options cannot change during a game.",
    "", N_("Options cannot change during a game."), NULL },
  { "teacher-set-one-game-everyone", ISHI_IGS_ERROR, "The teacher set one game for everyone: %s on %d×%d.",
    "u", N_("The teacher set one game for everyone: %1$s on %2$s×%3$s."), NULL },
  { "komi-whole-or-half-number", ISHI_IGS_ERROR, "Komi is a whole or half number from %g to %g.",
    "", N_("Komi is a whole or half number from %1$s to %2$s."), NULL },
  { "options-option-time-option-byoyomi", ISHI_IGS_ERROR, "Options: /option time 0..60, /option byoyomi 0..120, /option handicap 0..9, /option rule NAME, /option boardsize %d..%d, /komi %g..%g.",
    "", N_("The room takes no such option or value: time 0 to 60 minutes, byo-yomi 0 to 120 seconds, handicap 0 to 9, board size %1$s to %2$s, komi %3$s to %4$s."), NULL },
  { "not-played-room-yet-its", ISHI_IGS_ERROR, "%s is not played in a room yet: its swaps and fifth moves have no commands here.",
    "u", N_("%1$s cannot be played in a room yet: its swaps and fifth moves have no commands here."), NULL },
  { "game-starts-when-two-players", ISHI_IGS_ERROR, "A game starts when two players are seated: /join.",
    "", N_("A game begins when two players sit at the table."), NULL },
  { "game-table-on-already", ISHI_IGS_ERROR, "The game at table %d is on already.",
    "", N_("The game at table %1$s is on already."), NULL },
  { "last-game-still-being-saved", ISHI_IGS_ERROR, "The last game is still being saved: /start again.",
    "", N_("The last game is still being saved: Start again in a moment."), NULL },
  { "opponent-away", ISHI_IGS_ERROR, "Your opponent is away.",
    "", N_("Your opponent is away."), NULL },
  { "not-playing-a-game", ISHI_IGS_ERROR, "You are not playing a game.",
    "", N_("You are not playing a game."), NULL },
  { "not-playing-game-number", ISHI_IGS_ERROR, "You are not playing game %s.",
    "", N_("You are not playing the game at table %1$s."), N_("You are not playing game %1$s.") },
  { "not-your-turn", ISHI_IGS_ERROR, "It is not your turn.",
    "", N_("It is your opponent’s turn."), NULL },
  { "not-point-board", ISHI_IGS_ERROR, "Not a point of the board: %s.",
    "", N_("%1$s is not a point of the board."), NULL },
  { "illegal-move", ISHI_IGS_ERROR, "Illegal move (%s): %s.",
    "m", N_("The host refused %2$s: %1$s"), NULL },
  { "there-no-stone-mark-there", ISHI_IGS_ERROR, "There is no stone to mark there.",
    "", N_("There is no stone to mark there."), NULL },
  { "only-own-last-marking-can", ISHI_IGS_ERROR, "Only your own last marking can be taken back.",
    "", N_("Undo takes back only your own last marking."), NULL },
  { "can-only-take-back-own", ISHI_IGS_ERROR, "You can only take back your own last move.",
    "", N_("Undo takes back only your own last move."), NULL },
  { "game-being-counted-mark-dead", ISHI_IGS_ERROR, "The game is being counted: mark dead stones, done, or /continue.",
    "", N_("The game is being counted: mark the dead stones, then Finish, or Continue Playing."), NULL },
  { "that-counting-after-two-passes", ISHI_IGS_ERROR, "That is for the counting, after two passes.",
    "", N_("That is for the count, after two passes."), NULL },
  { "game-adjourned-start-takes-it", ISHI_IGS_ERROR, "The game is adjourned: /start takes it up again.",
    "", N_("The game is adjourned: Start takes it up again."), NULL },
  { "game-table-adjourned-already-start", ISHI_IGS_ERROR, "The game at table %d is adjourned already: /start takes it up again.",
    "", N_("The game at table %1$s is adjourned already: Start takes it up again."), NULL },
  { "adjourned-game-waits-opponent", ISHI_IGS_ERROR, "The adjourned game waits for your opponent.",
    "", N_("The adjourned game waits for your opponent."), NULL },
  { "nobody-asked-adjourn", ISHI_IGS_ERROR, "Nobody asked you to adjourn.",
    "", N_("Nobody asked you to adjourn."), NULL },
  { "game-waits-player-who-away", ISHI_IGS_ERROR, "The game waits for a player who is away.",
    "", N_("The game waits for a player who is away."), NULL },
  { "teacher-has-paused-class", ISHI_IGS_ERROR, "The teacher has paused the class.",
    "", N_("The teacher has paused the class."), NULL },
  { "opening-stones-cannot-taken-back", ISHI_IGS_ERROR, "The opening's stones cannot be taken back.",
    "", N_("The opening’s stones cannot be taken back."), NULL },
  { "opening-could-not-placed", ISHI_IGS_ERROR, "The opening could not be placed (%s).",
    "", N_("The opening could not be placed (%1$s)."), NULL },
  { "opening-chosen-already", ISHI_IGS_ERROR, "The opening is chosen already.",
    "", N_("The opening is chosen already."), NULL },
  { "black-chooses-opening", ISHI_IGS_ERROR, "The player who holds Black chooses the opening.",
    "", N_("The player who holds Black chooses the opening."), NULL },
  { "white-decides", ISHI_IGS_ERROR, "The player who holds White decides.",
    "", N_("The player who holds White decides."), NULL },
  { "black-chooses-opening-first", ISHI_IGS_ERROR, "The player who holds Black chooses the opening first: /opening D1 to D13 or I1 to I13.",
    "", N_("The player who holds Black chooses the opening first."), NULL },
  { "white-decides-first", ISHI_IGS_ERROR, "The player who holds White decides first: /swap (take Black) or /keep (stay White).",
    "", N_("The player who holds White decides first: swap (take Black) or keep White."), NULL },
  { "game-waiting-nothing-can-chosen", ISHI_IGS_ERROR, "The game is waiting: nothing can be chosen now.",
    "", N_("The game is waiting: nothing can be chosen now."), NULL },
  { "this-game-has-no-opening", ISHI_IGS_ERROR, "This game has no opening to choose (its rule is %s).",
    "u", N_("This game has no opening to choose (it plays %1$s)."), NULL },
  { "white-swaps-or-keeps-once", ISHI_IGS_ERROR, "White swaps or keeps once, right after the opening is chosen.",
    "", N_("White swaps or keeps once, right after the opening is chosen."), NULL },
  { "this-room-plays-sit-join", ISHI_IGS_ERROR, "This room plays %s: sit with /join and begin with /start.",
    "", N_("This room plays %1$s: Sit Down, then Start."), NULL },
  { "this-room-its-players-only", ISHI_IGS_ERROR, "This room is for its players only: nobody may observe.",
    "", N_("This room is for its players only: nobody may watch."), NULL },
  { "no-such-game", ISHI_IGS_ERROR, "No such game: %s.",
    "", N_("There is no game at table %1$s."), N_("There is no game %1$s.") },
  { "say-talks-opponent-are-not", ISHI_IGS_ERROR, "say talks to your opponent: you are not playing. Use shout.",
    "", N_("You are not playing: what you type goes to the whole room."), NULL },
  { "use-kibitz-game-text", ISHI_IGS_ERROR, "Use: kibitz GAME TEXT.",
    "", N_("Type kibitz, the table’s number and your words."), NULL },
  { "use-match-name-b-w", ISHI_IGS_ERROR, "Use: match NAME B|W SIZE MINUTES BYO-YOMI-MINUTES.",
    "", N_("Challenge someone from People."), NULL },
  { "no-user-named-logged", ISHI_IGS_ERROR, "No user named \"%s\" is logged in.",
    "", N_("%1$s is not in the room."), NULL },
  { "cannot-challenge-yourself", ISHI_IGS_ERROR, "You cannot challenge yourself.",
    "", N_("You cannot challenge yourself."), NULL },
  { "cannot-challenge-while-playing", ISHI_IGS_ERROR, "You can't challenge while you are playing a game.",
    "", N_("You cannot challenge anyone while you are playing a game."), NULL },
  { "player-involved-another-game", ISHI_IGS_ERROR, "Player \"%s\" is involved in another game.",
    "", N_("%1$s is playing another game."), NULL },
  { "seated-table-leave-first", ISHI_IGS_ERROR, "%s is seated at a table: /leave first.",
    "", N_("%1$s sits at a table: they must leave it first."), NULL },
  { "board-sizes-are-here", ISHI_IGS_ERROR, "Board sizes are %d to %d here.",
    "", N_("Board sizes are %1$s to %2$s here."), NULL },
  { "there-was-problem-creating-new", ISHI_IGS_ERROR, "There was a problem creating the new match: every table is taken.",
    "", N_("The game could not begin: every table is taken."), NULL },
  { "there-no-offer-from-decline", ISHI_IGS_ERROR, "There is no offer from \"%s\" to decline.",
    "", N_("%1$s has offered you no game."), NULL },
  { "this-room-no-class-it", ISHI_IGS_ERROR, "This room is no class: it has no teacher.",
    "", N_("This room is no class: it has no teacher."), NULL },
  { "teacher-does-not-sit-table", ISHI_IGS_ERROR, "The teacher does not sit at a table: /leave first.",
    "", N_("The teacher does not sit at a table: Leave Seat first."), NULL },
  { "not-pupil-free-play-now", ISHI_IGS_ERROR, "%s is not a pupil free to play now.",
    "", N_("%1$s is not a pupil free to play now."), NULL },
  { "not-pupil-room-now", ISHI_IGS_ERROR, "%s is not a pupil in the room now.",
    "", N_("%1$s is not a pupil in the room now."), NULL },
  { "game-on-it-ends-first", ISHI_IGS_ERROR, "%s's game is on: it ends first.",
    "", N_("%1$s’s game is on: it ends first."), NULL },
  { "ishi-plays-pupils-class-this", ISHI_IGS_ERROR, "Ishi plays the pupils of a class: this room is no class.",
    "", N_("Ishi plays the pupils of a class: this room is no class."), NULL },
  { "ishi-cannot-play-class-game", ISHI_IGS_ERROR, "Ishi cannot play the class's game here (its moves off the board).",
    "", N_("Ishi cannot play the class’s game here."), NULL },
  { "this-class-has-no-engine", ISHI_IGS_ERROR, "This class has no engine to play.",
    "", N_("This class has no engine to play."), NULL },
  { "only-teacher-seats-another-pupil", ISHI_IGS_ERROR, "Only the teacher seats another pupil at Ishi's table.",
    "", N_("Only the teacher seats another pupil at Ishi’s table."), NULL },
  { "name-class-already", ISHI_IGS_ERROR, "%s is a name in the class already.",
    "", N_("%1$s is a name in the class already."), NULL },
  { "room-now-remove-name-once", ISHI_IGS_ERROR, "%s is in the room now: remove the name once she has left.",
    "", N_("%1$s is in the room now: remove the name once she has left."), NULL },
  { "room-or-keeps-seat-rename", ISHI_IGS_ERROR, "%s is in the room or keeps a seat: rename her once she has left.",
    "", N_("%1$s is in the room or keeps a seat: rename her once she has left."), NULL },
  { "not-on-class-list", ISHI_IGS_ERROR, "%s is not on the class's list.",
    "", N_("%1$s is not on the class’s list."), NULL },
  { "on-class-list-already", ISHI_IGS_ERROR, "%s is on the class's list already.",
    "", N_("%1$s is on the class’s list already."), NULL },
  { "use-answer-lesson-step-right", ISHI_IGS_ERROR, "Use: /answer LESSON STEP right|wrong first|again hint|nohint.",
    "", N_("The answer was not understood."), NULL },
  { "use-classgame-rule-size-minutes", ISHI_IGS_ERROR, "Use: /classgame RULE SIZE MINUTES (e.g. pure 7 0), or /classgame - to let the tables choose.",
    "", N_("Type /classgame, the rules, the board size and the minutes (pure 7 0), or /classgame - to let the tables choose."), NULL },
  { "use-grade-n-n-pupils", ISHI_IGS_ERROR, "Use: /grade N, N the pupils' school grade from 1 to 6 (0: none).",
    "", N_("Type /grade and the pupils’ school grade from 1 to 6 (0: none)."), NULL },
  { "use-engine-name-pupil-who", ISHI_IGS_ERROR, "Use: /engine NAME (the pupil who plays Ishi).",
    "", N_("Type /engine and the name of the pupil who plays Ishi."), NULL },
  { "use-level-name-n-n", ISHI_IGS_ERROR, "Use: /level NAME N, N from %d to %d.",
    "", N_("Type /level, a pupil’s name and a level from %1$s to %2$s."), NULL },
  { "use-pair-black-white", ISHI_IGS_ERROR, "Use: /pair BLACK WHITE.",
    "", N_("Type /pair and two names, Black’s first."), NULL },
  { "use-pairall-random-or-pairall", ISHI_IGS_ERROR, "Use: /pairall random, or /pairall level.",
    "", N_("Type /pairall random, or /pairall level."), NULL },
  { "use-pupil-add-name-pupil", ISHI_IGS_ERROR, "Use: /pupil add NAME, /pupil rename OLD NEW, /pupil remove NAME, or /pupil move NAME N.",
    "", N_("Type /pupil add NAME, /pupil rename OLD NEW, /pupil remove NAME, or /pupil move NAME N."), NULL },
  { "use-pupil-move-name-n", ISHI_IGS_ERROR, "Use: /pupil move NAME N, N from 1 to %u.",
    "", N_("Type /pupil move, a pupil’s name and her place on the list, from 1 to %1$s."), NULL },
  { "use-step-lesson-step-task", ISHI_IGS_ERROR, "Use: /step LESSON STEP [task] (STEP from 0), or /step - to stop.",
    "", N_("Type /step, a lesson and its step (from 0), and task for a step to answer; or /step - to stop."), NULL },
  { "this-step-has-no-task", ISHI_IGS_ERROR, "This step has no task to answer.",
    "", N_("This step has no task to answer."), NULL },
  { "room-full", ISHI_IGS_ERROR, "The room is full.",
    "", N_("The room is full."), NULL },
  { "too-many-connections-from-address", ISHI_IGS_ERROR, "Too many connections from your address are logging in: try again in a minute.",
    "", N_("Too many people from this computer’s address are joining: try again in a minute."), NULL },
  { "too-many-lines-ten-seconds", ISHI_IGS_ERROR, "Too many lines for ten seconds: the connection is closed.",
    "", N_("Too much was sent for ten seconds: the room closed the connection."), NULL },
  { "no-login-within-seconds-connection", ISHI_IGS_ERROR, "No login within 20 seconds: the connection is closed.",
    "", N_("No name came within 20 seconds: the room closed the connection."), NULL },
  { "too-many-wrong-codes-or", ISHI_IGS_ERROR, "Too many wrong codes or tokens from your address: wait %u s before the next try.",
    "", N_("Too many wrong codes from this computer’s address: wait %1$s seconds before the next try."), NULL },
  { "line-too-long", ISHI_IGS_ERROR, "Line too long: it was dropped.",
    "", N_("A line was too long for the room: it was not read."), NULL },
  /* The door's places kept for the class, and chat (ishi-room-door.c,
   * issue 74). */
  { "door-let-go", ISHI_IGS_ERROR, "Too many are at the door: try again in a moment.",
    "", N_("Too many connections were waiting to join: the room let this one go. Try again in a moment."), NULL },
  { "guest-let-go", ISHI_IGS_ERROR, "The room needed your place: come back with the room's code.",
    "", N_("The room needed your place for someone else: join again with the room’s code."), NULL },
  { "member-let-go", ISHI_IGS_ERROR, "The room was full: your place went to someone who came.",
    "", N_("The room was full: your place went to someone who was joining."), NULL },
  { "too-many-guests-from-address", ISHI_IGS_ERROR, "Too many guests from your address: come in with the room's code.",
    "", N_("Too many people from this computer’s address are in the room without its code: join with the room’s code."), NULL },
  { "too-much-talk", ISHI_IGS_ERROR, "Too much talk at once: your words were not sent.",
    "", N_("Too much was said at once in the room: your words were not sent."), NULL },
  { "talk-needs-code", ISHI_IGS_ERROR, "Only the class's pupils and teacher talk here: /code NNNN.",
    "", N_("In a class only its pupils and teacher talk: join with the room’s code."), NULL },
  { "watch-needs-code", ISHI_IGS_ERROR, "Only the class's pupils and teacher watch its games: /code NNNN.",
    "", N_("In a class only its pupils and teacher watch its games: join with the room’s code."), NULL },
  { "network-waits-teacher", ISHI_IGS_ERROR, "Many wrong codes came from your network: your teacher can let you in.",
    "", N_("Many wrong codes came from this network: your teacher can let you in."), NULL },
  { "nobody-waits-let-in", ISHI_IGS_ERROR, "Nobody called %s waits to be let in.",
    "", N_("Nobody called %1$s is waiting to be let in."), NULL },
  { "teacher-let-in", ISHI_IGS_INFO, "Your teacher let you in.",
    "", N_("Your teacher let you in."), NULL },
  { "seat-asked-of-teacher", ISHI_IGS_ERROR, "That name keeps a seat for another computer: your teacher is asked to let you back to it from here.",
    "", N_("That name keeps a seat for another computer: your teacher has been asked to let you back to it from this one. Join again once she has."), NULL },
  { "seat-let-back", ISHI_IGS_INFO, "%s may take the seat back from the computer that joins next with that name.",
    "", N_("%1$s may take her seat back: the next computer that joins with her name sits there."), NULL },
  { "only-teacher-lets-in", ISHI_IGS_ERROR, "Only the teacher lets a pupil in.",
    "", N_("Only the teacher lets a pupil in."), NULL },
  /* At the login, before a client mode (ishi-room.c, ishi-room-name.c,
   * ishi-room-pupils.c). */
  { "name-rule", ISHI_IGS_ERROR, "Names are 1 to 16 letters or digits (of any script), with - _ . inside, without spaces.",
    "", N_("A name is 1 to 16 letters or digits, of any script, with - _ . inside it and no spaces."), NULL },
  { "name-accent", ISHI_IGS_ERROR, "A name has no accent on a letter that has none of its own.",
    "", N_("A name has no accent on a letter that has none of its own."), NULL },
  { "name-mixed-scripts", ISHI_IGS_ERROR, "A name does not mix Latin letters with Cyrillic or Greek ones.",
    "", N_("A name does not mix Latin letters with Cyrillic or Greek ones."), NULL },
  { "name-in-room", ISHI_IGS_ERROR, "That name is in the room already; choose another.",
    "", N_("Someone with that name is in the room already: choose another name."), NULL },
  { "invalid-password", ISHI_IGS_ERROR, "Invalid password.",
    "", N_("That name keeps a seat for another computer."), NULL },
  { "no-class-no-list", ISHI_IGS_ERROR, "This room is no class: it keeps no list of pupils.",
    "", N_("This room is no class: it keeps no list of pupils."), NULL },
  { "openings-on-fifteen", ISHI_IGS_ERROR, "The 26 openings are played on 15×15.",
    "", N_("The 26 openings are played on the 15×15 board."), NULL },
  { "use-opening-direct-indirect", ISHI_IGS_ERROR, "Use: /opening D1 … D13 (direct) or I1 … I13 (indirect).",
    "", N_("Choose one of the 26 openings: D1 to D13 (direct) or I1 to I13 (indirect)."), NULL },
  { "on-class-list", ISHI_IGS_INFO, "%s is on the class's list.",
    "", N_("%1$s is on the class’s list."), NULL },
  { "no-longer-on-class-list", ISHI_IGS_INFO, "%s is no longer on the class's list.",
    "", N_("%1$s is no longer on the class’s list."), NULL },
};

/* The ids (ishi-room-message-ids.h) are made from these rows, in order. */
G_STATIC_ASSERT (G_N_ELEMENTS (messages) == ISHI_ROOM_N_MESSAGES - 1);

const IshiRoomMessage *
ishi_room_messages_get_all (guint *n)
{
  if (n)
    *n = G_N_ELEMENTS (messages);
  return messages;
}

static GHashTable *
index_of_ids (void)
{
  static GHashTable *table;

  if (g_once_init_enter (&table))
    {
      GHashTable *t = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < G_N_ELEMENTS (messages); i++)
        g_hash_table_insert (t, (gpointer) messages[i].id, (gpointer) &messages[i]);
      g_once_init_leave (&table, t);
    }
  return table;
}

const IshiRoomMessage *
ishi_room_message_get (IshiRoomMessageId id)
{
  g_return_val_if_fail (id < ISHI_ROOM_N_MESSAGES, NULL);
  return id == ISHI_ROOM_MSG_NONE ? NULL : &messages[id - 1];
}

IshiRoomMessageId
ishi_room_message_get_id (const IshiRoomMessage *message)
{
  return message ? (IshiRoomMessageId) (message - messages + 1) : ISHI_ROOM_MSG_NONE;
}

const IshiRoomMessage *
ishi_room_message_by_id (const char *id)
{
  return id ? g_hash_table_lookup (index_of_ids (), id) : NULL;
}

/* The conversion at `p` (after its '%'): its length up to and with its
 * letter, and the letter; 0 for one the catalogue does not carry. */
static gsize
conversion (const char *p, char *letter)
{
  gsize n = 0;

  while (p[n] == '-' || p[n] == '.' || g_ascii_isdigit (p[n]))
    n++;
  *letter = p[n];
  return strchr ("sdugf", p[n]) && p[n] ? n + 1 : 0;
}

int
ishi_room_message_n_args (const IshiRoomMessage *message)
{
  int n = 0;

  for (const char *p = message->igs; *p; p++)
    {
      char letter;
      gsize len;

      if (*p != '%')
        continue;
      if (p[1] == '%')
        {
          p++;
          continue;
        }
      len = conversion (p + 1, &letter);
      if (len == 0)
        return -1;
      p += len;
      n++;
    }
  return n;
}

/* `message` with its arguments, each read as its format's conversion
 * says: its encoded form. */
static char *
encode (const IshiRoomMessage *message, va_list args)
{
  GString *out = g_string_new (NULL);

  g_string_append_c (out, MARK);
  g_string_append (out, message->id);
  for (const char *p = message->igs; *p; p++)
    {
      char spec[16], letter;
      gsize len;

      if (*p != '%' || p[1] == '%')
        {
          p += *p == '%';
          continue;
        }
      len = conversion (p + 1, &letter);
      g_assert (len > 0 && len < sizeof spec - 1);
      spec[0] = '%';
      memcpy (spec + 1, p + 1, len);
      spec[len + 1] = '\0';
      g_string_append_c (out, SEP);
      /* One conversion of the catalogue's own format, its letter read
       * above: the argument is taken as that letter says. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      switch (letter)
        {
        case 's':
          {
            const char *s = va_arg (args, const char *);
            g_autofree char *clean = g_strdup (s ? s : "(null)");
            g_strdelimit (clean, "\x1e\x1f\t\n", ' ');
            g_string_append_printf (out, spec, clean);
            break;
          }
        case 'd':
          g_string_append_printf (out, spec, va_arg (args, int));
          break;
        case 'u':
          g_string_append_printf (out, spec, va_arg (args, unsigned int));
          break;
        default:
          g_string_append_printf (out, spec, va_arg (args, double));
          break;
        }
#pragma GCC diagnostic pop
      p += len;
    }
  return g_string_free (out, FALSE);
}

char *
ishi_room_message_encode_valist (IshiRoomMessageId id, va_list args)
{
  const IshiRoomMessage *message = ishi_room_message_get (id);

  g_return_val_if_fail (message != NULL, NULL);
  return encode (message, args);
}

char *
ishi_room_message_encode (IshiRoomMessageId id, const char *types, ...)
{
  va_list args;
  char *said;

  va_start (args, types);
  said = ishi_room_message_encode_valist (id, args);
  va_end (args);
  return said;
}

gboolean
ishi_room_message_is (const char *line, IshiRoomMessageId id)
{
  const IshiRoomMessage *message = ishi_room_message_get (id);

  g_return_val_if_fail (message != NULL && ishi_room_message_n_args (message) == 0, FALSE);
  return line != NULL && strcmp (line, message->igs) == 0;
}

gboolean
ishi_room_message_decode (const char *text, const IshiRoomMessage **message, GStrv *args)
{
  g_auto (GStrv) parts = NULL;
  const IshiRoomMessage *m;

  if (text == NULL || text[0] != MARK)
    return FALSE;
  parts = g_strsplit (text + 1, (const char[]) { SEP, '\0' }, -1);
  m = ishi_room_message_by_id (parts[0]);
  if (m == NULL || (int) g_strv_length (parts) - 1 != ishi_room_message_n_args (m))
    return FALSE;
  if (message)
    *message = m;
  if (args)
    *args = g_strdupv (parts + 1);
  return TRUE;
}

char *
ishi_room_message_igs (const char *text)
{
  const IshiRoomMessage *message;
  g_auto (GStrv) args = NULL;

  if (!ishi_room_message_decode (text, &message, &args))
    return g_strdup (text);
  return ishi_room_message_igs_of (message, (const char *const *) args);
}

char *
ishi_room_message_igs_of (const IshiRoomMessage *message, const char *const *args)
{
  GString *out;
  guint a = 0;

  g_return_val_if_fail ((int) g_strv_length ((char **) args) == ishi_room_message_n_args (message), NULL);
  out = g_string_new (NULL);
  for (const char *p = message->igs; *p; p++)
    {
      char letter;

      if (*p != '%')
        g_string_append_c (out, *p);
      else if (p[1] == '%')
        g_string_append_c (out, *++p);
      else
        {
          p += conversion (p + 1, &letter);
          g_string_append (out, args[a++]);
        }
    }
  return g_string_free (out, FALSE);
}

char *
ishi_room_message_to_say (const char *said)
{
  const IshiRoomMessage *message;
  g_auto (GStrv) args = NULL;
  GString *out;

  if (!ishi_room_message_decode (said, &message, &args))
    return NULL;
  out = g_string_new (NULL);
  g_string_append_printf (out, "say %d %s", message->code, message->id);
  for (guint i = 0; args[i]; i++)
    {
      g_string_append_c (out, '\t');
      g_string_append (out, g_strstrip (args[i]));
    }
  return g_string_free (out, FALSE);
}

gboolean
ishi_room_message_parse_wire (const char *rest, int *code, char **id,
                              const IshiRoomMessage **message, GStrv *args)
{
  g_auto (GStrv) fields = NULL;
  const char *space;
  char *end = NULL;
  gint64 c;

  c = g_ascii_strtoll (rest, &end, 10);
  if (end == rest || *end != ' ' || c <= 0 || c > 999)
    return FALSE;
  space = end + 1;
  fields = g_strsplit (space, "\t", -1);
  if (fields[0] == NULL || *fields[0] == '\0' || strchr (fields[0], ' '))
    return FALSE;
  if (code)
    *code = (int) c;
  if (message)
    {
      *message = ishi_room_message_by_id (fields[0]);
      if (*message && ishi_room_message_n_args (*message) != (int) g_strv_length (fields) - 1)
        *message = NULL;   /* a newer room's message of the same name: not said as this one */
    }
  if (id)
    *id = g_strdup (fields[0]);
  if (args)
    *args = g_strdupv (fields + 1);
  return TRUE;
}
