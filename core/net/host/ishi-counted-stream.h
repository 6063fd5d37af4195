/* ishi-counted-stream.h — a GIOStream over another that counts the bytes
 * written and read through it, and reads no further than it is allowed.
 *
 * libsoup's WebSocket connection keeps the frames it could not yet write
 * in a queue of its own and says nothing of its length; the room needs it
 * to close a reader too slow (ishi-room-server.h): what was handed to the
 * WebSocket less what went through this stream is what waits.  And
 * libsoup 3.2 puts a message's fragments together with no limit on the
 * whole: reading stops (an error, and libsoup closes the connection) when
 * a message goes on past what its reader allows.  Polling and closing are
 * the base stream's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ISHI_TYPE_COUNTED_STREAM (ishi_counted_stream_get_type ())
G_DECLARE_FINAL_TYPE (IshiCountedStream, ishi_counted_stream, ISHI, COUNTED_STREAM, GIOStream)

/* `base`'s output stream must be pollable (a socket's is). */
IshiCountedStream *ishi_counted_stream_new (GIOStream *base);
/* The bytes written so far. */
guint64 ishi_counted_stream_get_written (IshiCountedStream *self);
/* The bytes read so far. */
guint64 ishi_counted_stream_get_read (IshiCountedStream *self);
/* Reading goes up to `total` bytes from the start, then fails with
 * G_IO_ERROR_MESSAGE_TOO_LARGE (G_MAXUINT64 at first: no limit). */
void    ishi_counted_stream_allow_reading (IshiCountedStream *self, guint64 total);
/* `func` is called once, when the stream is first asked to close (by
 * whoever holds it), before the base closes; NULL: nothing. */
void    ishi_counted_stream_set_closed_func (IshiCountedStream *self, void (*func) (gpointer data),
                                             gpointer data);

G_END_DECLS
