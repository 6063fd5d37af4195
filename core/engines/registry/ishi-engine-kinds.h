/* ishi-engine-kinds.h — the kinds of engine Ishi can seat at a game, one
 * row each: how an engine of the kind is named and listed, what it can
 * play, and how its player is made.  The one table the window reads
 * (New Game, Preferences, the engines' control), so that a new protocol is
 * a folder in core/engines (its player) and one row here (issue 79).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-player.h"
#include "ishi-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  ISHI_ENGINE_KIND_GTP = 0,     /* a program run as a child (GNU Go, KataGo...) */
  ISHI_ENGINE_KIND_ISHI_GO,     /* core/engines/go, in a worker thread */
  ISHI_ENGINE_KIND_ISHI_RENJU,  /* core/engines/renju, in a worker thread */
  ISHI_ENGINE_KIND_PISKVORK,    /* a Renju brain run as a child (Rapfi, Embryo...) */
  ISHI_ENGINE_N_KINDS
} IshiEngineKind;

typedef struct _IshiEngineSpec IshiEngineSpec;

typedef struct {
  IshiEngineKind kind;
  /* Ishi's own engines: the id ("ishi", "ishi-renju") and the highest
   * level (the lowest is 1); NULL and 0 for the programs of Preferences. */
  const char *own_id;
  int max_level;
  /* The programs of Preferences: the protocol they are spoken to in, as
   * the "engine-protocols" setting names it ("gtp", "piskvork"), and the
   * game an engine of this protocol plays.  For Ishi's own, the game. */
  const char *protocol;
  const char *game;
  /* What Preferences keep for one: init commands sent after it starts
   * (GTP's); and whether Ishi's own may resign (its Go engine's). */
  gboolean has_init;
  gboolean resigns;
  /* Preferences' editor of a program: what it plays (N_(), "Go (a GTP
   * engine)"), the examples of a name and a command line, and whether a
   * command line (its words) looks like a program of this kind (NULL: the
   * kind nothing else looks like). */
  const char *label;
  const char *example_name;
  const char *example_command;
  gboolean (*looks_like) (const char *const *argv);
  /* Preferences' Test: starts a program of this kind and completes `task`
   * with what it says of itself, in words ("The engine works: GNU Go
   * 3.8."), remembering in `settings` what it can be told; NULL for
   * Ishi's own. */
  void (*test) (GTask *task, const char *command, const char *folder, const char *const *init,
                const char *name, guint timeout_seconds, GSettings *settings);
  /* Can `spec` play the rule-set row `row` (see ishi_engine_spec_fits)?
   * `settings` may be NULL; `warning` (may be NULL) gets what it will get
   * wrong. */
  gboolean (*fits) (const IshiEngineSpec *spec, const IshiRuleset *row, GSettings *settings,
                    char **warning);
  /* Its player (see ishi_engine_spec_new_player). */
  IshiPlayer *(*new_player) (const IshiEngineSpec *spec, int move_timeout_s);
} IshiEngineKindRow;

/* The row of `kind`, or NULL for none. */
const IshiEngineKindRow *ishi_engine_kind_row (IshiEngineKind kind);
/* The row of the programs spoken to in `protocol` ("gtp", "piskvork"),
 * or NULL for a protocol no row speaks. */
const IshiEngineKindRow *ishi_engine_kind_for_protocol (const char *protocol);
/* The kinds of the programs Preferences keeps (those with a protocol),
 * in the table's order, into `rows` (ISHI_ENGINE_N_KINDS of room); how
 * many. */
guint ishi_engine_kind_programs (const IshiEngineKindRow **rows);
/* The kind of program a command line looks like by its name (Rapfi's
 * "pbrain-rapfi": a Piskvork brain), else (NULL too) the kind nothing
 * else looks like: GTP's. */
const IshiEngineKindRow *ishi_engine_kind_guess (const char *command);

/* Preferences' Test of a program of `kind` (`name` may be NULL, `init`
 * is for a kind that has init commands): see the row's test.  The result
 * is a sentence for people, or NULL and why not. */
void  ishi_engine_kind_test_async  (IshiEngineKind kind, const char *command, const char *folder,
                                    const char *const *init, const char *name, guint timeout_seconds,
                                    GSettings *settings,
                                    GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data);
char *ishi_engine_kind_test_finish (GAsyncResult *result, GError **error);

/* Is an engine of `kind` one of Ishi's own (a level, no program, no time
 * told), or a program of Preferences (a command line, a time a move)? */
gboolean ishi_engine_kind_is_own (IshiEngineKind kind);

G_END_DECLS
