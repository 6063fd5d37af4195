/* ishi-secret.h — the room's secrets: members' tokens, the room's code,
 * a class's teacher code.
 *
 * A secret is what a stranger on the network must not work out, so it
 * comes from the system's random source (getrandom(2)), never from a
 * game's generator: GLib's g_random_* is a Mersenne Twister whose every
 * later and earlier output follows from 624 of them (SECURITY.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Bits of a member's token: 32 hexadecimal digits. */
#define ISHI_SECRET_TOKEN_BITS 128

/* `length` bytes from the system's random source.  The program stops
 * (g_error) if the system has none: a secret is never made up. */
void      ishi_secret_fill   (void *buffer, gsize length);
/* A new token: ISHI_SECRET_TOKEN_BITS bits in small hexadecimal digits. */
char     *ishi_secret_token  (void);
/* `n` decimal digits, each uniform ("0417"): a room's or a teacher's code. */
char     *ishi_secret_digits (guint n);
/* Whether two secrets are equal, in a time that depends on their lengths
 * only (NULL equals nothing). */
gboolean  ishi_secret_equal  (const char *a, const char *b);

G_END_DECLS
