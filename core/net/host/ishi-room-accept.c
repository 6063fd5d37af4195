/* ishi-room-accept.c — see ishi-room-accept.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-accept.h"

#include <sys/resource.h>

#define FIRST_WAIT_MS 50
#define LONGEST_WAIT_MS 1000

struct _IshiRoomAccept {
  GSocketListener *listener;
  GCancellable *cancellable;
  IshiRoomAcceptFunc func;
  gpointer data;
  IshiRoomAcceptMakeRoom make_room;
  gpointer make_room_data;
  guint reserve;
  guint wait_ms;             /* before the next accept; 0: none */
  guint retry;               /* the wait's source */
  gboolean pending;          /* an accept under way */
  gboolean freed;            /* freed meanwhile: the accept's callback frees */
  gint64 told_failing;       /* when the shortage was last said (once a minute at most) */
  gboolean failing;
  gint64 told_reserve;
  guint64 failures;
  guint64 refused;
  guint64 made_room;
};

/* Whether a thing last said at *told may be said again now (once a
 * minute: the log says a shortage, not every turn of it). */
static gboolean
time_to_tell (gint64 *told)
{
  gint64 now = g_get_monotonic_time ();

  if (*told != 0 && now - *told < 60 * G_USEC_PER_SEC)
    return FALSE;
  *told = now;
  return TRUE;
}

static void accept_next (IshiRoomAccept *self);

/* The process's limit on descriptors; G_MAXUINT when there is none. */
static guint
descriptor_limit (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > G_MAXUINT)
    return G_MAXUINT;
  return (guint) limit.rlim_cur;
}

/* Whether a connection on `socket` would leave fewer than `reserve`
 * descriptors. */
static gboolean
within_reserve (GSocket *socket, guint reserve)
{
  int fd = g_socket_get_fd (socket);
  guint limit = descriptor_limit ();

  return limit != G_MAXUINT && fd >= 0 && (guint64) fd + reserve >= limit;
}

static gboolean
retry_cb (gpointer data)
{
  IshiRoomAccept *self = data;

  self->retry = 0;
  accept_next (self);
  return G_SOURCE_REMOVE;
}

static void
accepted_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  IshiRoomAccept *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocketConnection) connection = g_socket_listener_accept_finish (G_SOCKET_LISTENER (source), result,
                                                                              NULL, &error);
  GSocket *socket;
  gboolean made_room = FALSE;

  self->pending = FALSE;
  if (self->freed)
    {
      g_free (self);
      return;
    }
  if (connection == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      self->failures++;
      if (!self->failing && time_to_tell (&self->told_failing))
        g_message ("New connections wait: %s", error->message);
      self->failing = TRUE;
      self->wait_ms = self->wait_ms ? MIN (2 * self->wait_ms, LONGEST_WAIT_MS) : FIRST_WAIT_MS;
      self->retry = g_timeout_add (self->wait_ms, retry_cb, self);
      return;
    }
  self->wait_ms = 0;
  self->failing = FALSE;
  socket = g_socket_connection_get_socket (connection);
  /* Among the reserved descriptors: another connection goes for it (its
   * descriptor closed from the main loop before anything else, so before
   * the next accept); in the last half of them, the newcomer is closed,
   * so that connections whose close takes a while can never eat the
   * reserve. */
  if (within_reserve (socket, self->reserve))
    {
      made_room = !within_reserve (socket, self->reserve / 2) && self->make_room
                  && self->make_room (connection, self->make_room_data);
      if (!made_room)
        {
          self->refused++;
          if (time_to_tell (&self->told_reserve))
            g_message ("Few file descriptors are left: new connections are closed (%u kept free).", self->reserve);
          g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
          accept_next (self);
          return;
        }
      self->made_room++;
    }
  self->func (connection, self->data);
  accept_next (self);
}

static void
accept_next (IshiRoomAccept *self)
{
  self->pending = TRUE;
  g_socket_listener_accept_async (self->listener, self->cancellable, accepted_cb, self);
}

IshiRoomAccept *
ishi_room_accept_new (GSocketListener *listener, guint reserve, IshiRoomAcceptFunc func, gpointer data)
{
  IshiRoomAccept *self;

  g_return_val_if_fail (G_IS_SOCKET_LISTENER (listener), NULL);
  g_return_val_if_fail (func != NULL, NULL);
  self = g_new0 (IshiRoomAccept, 1);
  self->listener = g_object_ref (listener);
  self->cancellable = g_cancellable_new ();
  self->func = func;
  self->data = data;
  self->reserve = reserve;
  accept_next (self);
  return self;
}

void
ishi_room_accept_set_reserve (IshiRoomAccept *self, guint reserve)
{
  g_return_if_fail (self != NULL);
  self->reserve = reserve;
}

void
ishi_room_accept_set_make_room (IshiRoomAccept *self, IshiRoomAcceptMakeRoom make_room, gpointer data)
{
  g_return_if_fail (self != NULL);
  self->make_room = make_room;
  self->make_room_data = data;
}

void
ishi_room_accept_free (IshiRoomAccept *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->retry, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->listener);
  if (self->pending)
    self->freed = TRUE;   /* the callback, cancelled, frees it */
  else
    g_free (self);
}

guint64
ishi_room_accept_get_failures (IshiRoomAccept *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->failures;
}

guint64
ishi_room_accept_get_refused (IshiRoomAccept *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->refused;
}

guint64
ishi_room_accept_get_made_room (IshiRoomAccept *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->made_room;
}
