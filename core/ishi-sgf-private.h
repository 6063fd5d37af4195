/* ishi-sgf-private.h — what the three SGF files share and nobody else needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-sgf.h"

G_BEGIN_DECLS

/* Sets an ISHI_SGF_ERROR whose message is "FILE:LINE:COLUMN: WHAT" (or
 * "FILE: WHAT" when line is 0) and whose location can be read back with
 * ishi_sgf_error_get_location. */
void ishi_sgf_set_error (GError **error, IshiSgfError code,
                         const char *filename, guint line, guint column,
                         const char *what);

/* A property whose id is `length` bytes at `id` (not NUL-terminated),
 * with room reserved for `n_values` values. */
IshiSgfProperty *ishi_sgf_property_new_len (const char *id, gsize length,
                                            guint n_values);

/* Whether the values of this property are Text (C, GC) rather than
 * SimpleText or something else: a repeated Text property is joined. */
gboolean ishi_sgf_id_is_text (const char *id);

G_END_DECLS
