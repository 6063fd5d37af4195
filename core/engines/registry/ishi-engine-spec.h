/* ishi-engine-spec.h — a player a person can choose in New Game: Ishi's
 * own Go or Renju engine at the level of Preferences, GNU Go at its
 * level, or one of the GTP engines and Piskvork brains listed there; and
 * the one place where a player is made from such a choice
 * (ishi_engine_spec_new_player), by the row of its kind
 * (ishi-engine-kinds.h).  Below the window: it reads the application's
 * settings it is given (the engines of Preferences, their levels), and
 * nothing of GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-engine-kinds.h"
#include "ishi-player.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

struct _IshiEngineSpec {
  char *id;        /* "ishi", "ishi-renju", "gnugo", or "engine:" and the name in Preferences */
  char *name;      /* for the screen and PB/PW */
  char *command;   /* GTP, Piskvork: a shell-quoted command line, run without a shell */
  char *folder;    /* GTP, Piskvork: where it starts; NULL: the home folder */
  char **init;     /* GTP: commands sent after it starts (may be empty) */
  IshiEngineKind kind;
  int level;       /* Ishi's engines: their level */
  gboolean resign; /* Ishi's Go engine: resigns a game that stays lost */
  int move_seconds; /* GTP and Piskvork engines of Preferences: the time told for a move
                     * in a game without a clock ("engine-move-seconds"); 0: none */
};

/* The time a move an engine of Preferences is told when New Game has
 * not been asked for another: a few seconds, as a person waits for a
 * move (60 s, the move timeout, was what Rapfi took for every move). */
#define ISHI_ENGINE_DEFAULT_MOVE_SECONDS 5

#define ISHI_TYPE_ENGINE_SPEC (ishi_engine_spec_get_type ())
GType ishi_engine_spec_get_type (void) G_GNUC_CONST;

IshiEngineSpec *ishi_engine_spec_copy (const IshiEngineSpec *spec);
void            ishi_engine_spec_free (IshiEngineSpec *spec);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiEngineSpec, ishi_engine_spec_free)

/* The engines that can play `game` ("go" or "renju"; NULL: all): for Go,
 * Ishi's Go engine, GNU Go when it is installed, then the GTP engines of
 * Preferences in their order (GTP speaks Go only); for Renju, Ishi's
 * Renju engine, then the Piskvork brains of Preferences (the
 * "engine-protocols" key says which).  An array of IshiEngineSpec. */
GPtrArray      *ishi_engine_spec_list   (GSettings *settings, const char *game);
/* Where GNU Go's program is (/usr/games/gnugo or on PATH), or NULL when
 * it is not installed: Preferences say so. */
char           *ishi_engine_spec_gnugo_path (void);
/* The engine with `id`, or NULL ("person", or an engine removed since). */
IshiEngineSpec *ishi_engine_spec_lookup (GSettings *settings, const char *id);

/* A player's description for an autosave (issue 53): the engine's id
 * with the level it plays at and whether it resigns, as GVariant text
 * "('ishi', 3, false)".  Read back by ishi_engine_spec_from_seat: the
 * engine with that id as Preferences have it now (a command line is never
 * taken from the file), at the level written; NULL and `error` set when
 * the text is not such a description or no engine has that id any more. */
char           *ishi_engine_spec_to_seat   (const IshiEngineSpec *spec);
IshiEngineSpec *ishi_engine_spec_from_seat (GSettings *settings, const char *seat, GError **error);

/* Whether `spec` can play the rule-set row `row`.  TRUE with *warning
 * NULL when it plays the row as Ishi counts it: Ishi's own engines their
 * games' rows, GNU Go the territory and area rows (it counts territory),
 * a GTP engine the rows it can be told (ishi_gtp_rules_command: by the
 * commands it listed when it was last started or tested).  TRUE with
 * *warning set (words for people, to show beside it) when it is offered
 * but will get something wrong: a GTP engine under Pure Go or equal
 * stones, or one that cannot be told the rules.  FALSE when it is not
 * offered for the row: GNU Go under Pure Go and equal stones, any engine
 * of the other game.  `warning` may be NULL. */
gboolean        ishi_engine_spec_fits   (const IshiEngineSpec *spec, const IshiRuleset *row,
                                         GSettings *settings, char **warning);
/* The commands a GTP engine listed (its list_commands), kept in the
 * settings ("engine-commands") by its command line when it starts or is
 * tested; NULL when it never answered one. */
void            ishi_engine_spec_remember_commands (GSettings *settings, const char *command_line,
                                                    const char *const *commands);
char          **ishi_engine_spec_known_commands    (GSettings *settings, const char *command_line);

/* How the engine named `name` in Preferences is spoken to: "piskvork" or
 * "gtp"; set, or "gtp" forgotten, with set_protocol. */
const char     *ishi_engine_spec_protocol     (GSettings *settings, const char *name);
void            ishi_engine_spec_set_protocol (GSettings *settings, const char *name, const char *protocol);

/* The time a move an engine of Preferences is told (its id, "engine:…"),
 * as New Game last set it; kept by set_move_seconds. */
int             ishi_engine_spec_move_seconds     (GSettings *settings, const char *id);
void            ishi_engine_spec_set_move_seconds (GSettings *settings, const char *id, int seconds);

/* The player for `spec`: an IshiPiskvorkPlayer for a brain (told the
 * spec's move_seconds for a move, its INFO timeout_turn, else
 * `move_timeout_s`), an IshiGtpPlayer (not started: its first sync starts
 * it and sends the init commands; told the spec's move_seconds without a
 * clock; a genmove without a clock may take `move_timeout_s` seconds), an
 * IshiGoEnginePlayer or an
 * IshiRenjuEnginePlayer at the spec's level (deterministic: a fixed seed
 * and the level's playouts or budget, never a time); Ishi's Go engine
 * resigns only when the spec says so (the "ishi-resign" setting). */
IshiPlayer     *ishi_engine_spec_new_player (const IshiEngineSpec *spec, int move_timeout_s);

G_END_DECLS
