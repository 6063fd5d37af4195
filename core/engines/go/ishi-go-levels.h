/* ishi-go-levels.h — the adaptive level of Ishi's Go engine: a level kept
 * per player name, one up after the person wins, one down after a loss
 * (issue 21, "an adaptive level"), so that a beginner always has a close
 * game.  A teacher can lock the level (the GSettings key
 * "lock-engine-level"): the games then change nothing.
 *
 * The levels live in a small key file, by default levels.ini in Ishi's
 * folder of the user data dir (~/.local/share/ishi/), one line a name:
 *
 *     [levels]
 *     Hana=3
 *     太郎=5
 *
 * A key file rather than GSettings: the names are open-ended data that
 * grows with each new child, not a preference with a schema, and a
 * teacher can read, correct or delete the file by hand.  The lock, which
 * is a preference, is in GSettings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ISHI_GO_LEVELS_ERROR (ishi_go_levels_error_quark ())
GQuark ishi_go_levels_error_quark (void);

typedef enum {
  ISHI_GO_LEVELS_ERROR_BROKEN,    /* the file is not a key file of levels */
} IshiGoLevelsError;

typedef struct _IshiGoLevels IshiGoLevels;

/* The levels of the file at `path` (NULL: levels.ini in the user data
 * dir's ishi folder).  A missing file is an empty store.  A broken one is
 * reported in `error` (the file and line) and the store starts empty; the
 * broken file is kept beside as <path>.broken at the first save, never
 * overwritten unseen.  Never returns NULL. */
IshiGoLevels *ishi_go_levels_new  (const char *path, GError **error);
void          ishi_go_levels_free (IshiGoLevels *levels);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiGoLevels, ishi_go_levels_free)

const char *ishi_go_levels_get_path (IshiGoLevels *levels);

/* The level kept for `name`, or `fallback` for a name never seen. */
int  ishi_go_levels_get (IshiGoLevels *levels, const char *name, int fallback);
void ishi_go_levels_set (IshiGoLevels *levels, const char *name, int level);

/* After a game of `name` against the engine at `level`, `result` for the
 * person (> 0 a win, < 0 a loss, 0 a draw or no result): one up after a
 * win, one down after a loss (ishi_go_engine_adapt_level), unchanged
 * after a draw or when `locked`; kept for the name, saved, and returned.  The level is
 * still returned when saving fails (with the reason in `error`). */
int ishi_go_levels_record_game (IshiGoLevels *levels, const char *name, int level,
                                int result, gboolean locked, GError **error);

gboolean ishi_go_levels_save (IshiGoLevels *levels, GError **error);

G_END_DECLS
