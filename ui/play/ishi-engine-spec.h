/* ishi-engine-spec.h — an engine a player can choose: GNU Go at the level
 * of Preferences, or one of the engines listed there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  char *id;        /* "gnugo", or "engine:" and the name in Preferences */
  char *name;      /* for the screen and PB/PW */
  char *command;   /* a shell-quoted command line, run without a shell */
  char *folder;    /* where it starts; NULL: the home folder */
  char **init;     /* GTP commands sent after it starts (may be empty) */
} IshiEngineSpec;

#define ISHI_TYPE_ENGINE_SPEC (ishi_engine_spec_get_type ())
GType ishi_engine_spec_get_type (void) G_GNUC_CONST;

IshiEngineSpec *ishi_engine_spec_copy (const IshiEngineSpec *spec);
void            ishi_engine_spec_free (IshiEngineSpec *spec);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiEngineSpec, ishi_engine_spec_free)

/* Every engine of `settings`: GNU Go first when it is installed, then the
 * others in the order of Preferences.  An array of IshiEngineSpec. */
GPtrArray      *ishi_engine_spec_list   (GSettings *settings);
/* The engine with `id`, or NULL ("person", or an engine removed since). */
IshiEngineSpec *ishi_engine_spec_lookup (GSettings *settings, const char *id);

G_END_DECLS
