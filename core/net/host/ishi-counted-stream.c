/* ishi-counted-stream.c — see ishi-counted-stream.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-counted-stream.h"

/* The output side: every write goes to the base stream, and what it took
 * is added to the stream's count. */
#define COUNTED_TYPE_OUTPUT (counted_output_get_type ())
G_DECLARE_FINAL_TYPE (CountedOutput, counted_output, COUNTED, OUTPUT, GOutputStream)

struct _CountedOutput {
  GOutputStream parent_instance;
  GOutputStream *base;
  guint64 written;
};

static void counted_output_pollable_init (GPollableOutputStreamInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CountedOutput, counted_output, G_TYPE_OUTPUT_STREAM,
                               G_IMPLEMENT_INTERFACE (G_TYPE_POLLABLE_OUTPUT_STREAM,
                                                      counted_output_pollable_init))

static gssize
counted_output_write (GOutputStream *stream, const void *buffer, gsize count,
                      GCancellable *cancellable, GError **error)
{
  CountedOutput *self = COUNTED_OUTPUT (stream);
  gssize n = g_output_stream_write (self->base, buffer, count, cancellable, error);

  if (n > 0)
    self->written += n;
  return n;
}

static gboolean
counted_output_flush (GOutputStream *stream, GCancellable *cancellable, GError **error)
{
  return g_output_stream_flush (COUNTED_OUTPUT (stream)->base, cancellable, error);
}

/* The base stream is closed with the base GIOStream, not here. */
static gboolean
counted_output_close (GOutputStream *stream, GCancellable *cancellable, GError **error)
{
  return TRUE;
}

static gboolean
counted_output_can_poll (GPollableOutputStream *stream)
{
  GOutputStream *base = COUNTED_OUTPUT (stream)->base;

  return G_IS_POLLABLE_OUTPUT_STREAM (base) && g_pollable_output_stream_can_poll (G_POLLABLE_OUTPUT_STREAM (base));
}

static gboolean
counted_output_is_writable (GPollableOutputStream *stream)
{
  return g_pollable_output_stream_is_writable (G_POLLABLE_OUTPUT_STREAM (COUNTED_OUTPUT (stream)->base));
}

static GSource *
counted_output_create_source (GPollableOutputStream *stream, GCancellable *cancellable)
{
  GPollableOutputStream *base = G_POLLABLE_OUTPUT_STREAM (COUNTED_OUTPUT (stream)->base);
  g_autoptr (GSource) child = g_pollable_output_stream_create_source (base, NULL);

  return g_pollable_source_new_full (stream, child, cancellable);
}

static gssize
counted_output_write_nonblocking (GPollableOutputStream *stream, const void *buffer, gsize count,
                                  GError **error)
{
  CountedOutput *self = COUNTED_OUTPUT (stream);
  gssize n = g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (self->base), buffer,
                                                         count, NULL, error);

  if (n > 0)
    self->written += n;
  return n;
}

static void
counted_output_pollable_init (GPollableOutputStreamInterface *iface)
{
  iface->can_poll = counted_output_can_poll;
  iface->is_writable = counted_output_is_writable;
  iface->create_source = counted_output_create_source;
  iface->write_nonblocking = counted_output_write_nonblocking;
}

static void
counted_output_finalize (GObject *object)
{
  g_clear_object (&COUNTED_OUTPUT (object)->base);
  G_OBJECT_CLASS (counted_output_parent_class)->finalize (object);
}

static void
counted_output_class_init (CountedOutputClass *klass)
{
  GOutputStreamClass *stream_class = G_OUTPUT_STREAM_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = counted_output_finalize;
  stream_class->write_fn = counted_output_write;
  stream_class->flush = counted_output_flush;
  stream_class->close_fn = counted_output_close;
}

static void
counted_output_init (CountedOutput *self)
{
}

/* ------------------------------------------------------------------------ */

/* The input side: reads count, up to the limit. */
#define COUNTED_TYPE_INPUT (counted_input_get_type ())
G_DECLARE_FINAL_TYPE (CountedInput, counted_input, COUNTED, INPUT, GInputStream)

struct _CountedInput {
  GInputStream parent_instance;
  GInputStream *base;
  guint64 read;
  guint64 limit;
};

static void counted_input_pollable_init (GPollableInputStreamInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CountedInput, counted_input, G_TYPE_INPUT_STREAM,
                               G_IMPLEMENT_INTERFACE (G_TYPE_POLLABLE_INPUT_STREAM,
                                                      counted_input_pollable_init))

/* How much may be read now; FALSE (and the error) when nothing. */
static gboolean
counted_input_allows (CountedInput *self, gsize *count, GError **error)
{
  if (self->read >= self->limit)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, "The message is too long.");
      return FALSE;
    }
  *count = MIN (*count, self->limit - self->read);
  return TRUE;
}

static gssize
counted_input_read (GInputStream *stream, void *buffer, gsize count, GCancellable *cancellable,
                    GError **error)
{
  CountedInput *self = COUNTED_INPUT (stream);
  gssize n;

  if (!counted_input_allows (self, &count, error))
    return -1;
  n = g_input_stream_read (self->base, buffer, count, cancellable, error);
  if (n > 0)
    self->read += n;
  return n;
}

static gboolean
counted_input_close (GInputStream *stream, GCancellable *cancellable, GError **error)
{
  return TRUE;
}

static gboolean
counted_input_can_poll (GPollableInputStream *stream)
{
  GInputStream *base = COUNTED_INPUT (stream)->base;

  return G_IS_POLLABLE_INPUT_STREAM (base) && g_pollable_input_stream_can_poll (G_POLLABLE_INPUT_STREAM (base));
}

static gboolean
counted_input_is_readable (GPollableInputStream *stream)
{
  return g_pollable_input_stream_is_readable (G_POLLABLE_INPUT_STREAM (COUNTED_INPUT (stream)->base));
}

static GSource *
counted_input_create_source (GPollableInputStream *stream, GCancellable *cancellable)
{
  GPollableInputStream *base = G_POLLABLE_INPUT_STREAM (COUNTED_INPUT (stream)->base);
  g_autoptr (GSource) child = g_pollable_input_stream_create_source (base, NULL);

  return g_pollable_source_new_full (stream, child, cancellable);
}

static gssize
counted_input_read_nonblocking (GPollableInputStream *stream, void *buffer, gsize count, GError **error)
{
  CountedInput *self = COUNTED_INPUT (stream);
  gssize n;

  if (!counted_input_allows (self, &count, error))
    return -1;
  n = g_pollable_input_stream_read_nonblocking (G_POLLABLE_INPUT_STREAM (self->base), buffer, count, NULL,
                                                error);
  if (n > 0)
    self->read += n;
  return n;
}

static void
counted_input_pollable_init (GPollableInputStreamInterface *iface)
{
  iface->can_poll = counted_input_can_poll;
  iface->is_readable = counted_input_is_readable;
  iface->create_source = counted_input_create_source;
  iface->read_nonblocking = counted_input_read_nonblocking;
}

static void
counted_input_finalize (GObject *object)
{
  g_clear_object (&COUNTED_INPUT (object)->base);
  G_OBJECT_CLASS (counted_input_parent_class)->finalize (object);
}

static void
counted_input_class_init (CountedInputClass *klass)
{
  GInputStreamClass *stream_class = G_INPUT_STREAM_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = counted_input_finalize;
  stream_class->read_fn = counted_input_read;
  stream_class->close_fn = counted_input_close;
}

static void
counted_input_init (CountedInput *self)
{
  self->limit = G_MAXUINT64;
}

/* ------------------------------------------------------------------------ */

struct _IshiCountedStream {
  GIOStream parent_instance;
  GIOStream *base;
  CountedInput *input;
  CountedOutput *output;
  void (*closed_func) (gpointer data);
  gpointer closed_data;
};

G_DEFINE_FINAL_TYPE (IshiCountedStream, ishi_counted_stream, G_TYPE_IO_STREAM)

static GInputStream *
ishi_counted_stream_get_input_stream (GIOStream *stream)
{
  return G_INPUT_STREAM (ISHI_COUNTED_STREAM (stream)->input);
}

static GOutputStream *
ishi_counted_stream_get_output_stream (GIOStream *stream)
{
  return G_OUTPUT_STREAM (ISHI_COUNTED_STREAM (stream)->output);
}

static void
tell_closed (IshiCountedStream *self)
{
  void (*func) (gpointer) = self->closed_func;

  self->closed_func = NULL;
  if (func)
    func (self->closed_data);
}

static gboolean
ishi_counted_stream_close (GIOStream *stream, GCancellable *cancellable, GError **error)
{
  tell_closed (ISHI_COUNTED_STREAM (stream));
  return g_io_stream_close (ISHI_COUNTED_STREAM (stream)->base, cancellable, error);
}

static void
close_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  GError *error = NULL;

  if (g_io_stream_close_finish (G_IO_STREAM (source), result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Closed as the base closes (a socket's close does not block), not in a
 * thread as GIOStream would close it. */
static void
ishi_counted_stream_close_async (GIOStream *stream, int priority, GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer data)
{
  GTask *task = g_task_new (stream, cancellable, callback, data);

  tell_closed (ISHI_COUNTED_STREAM (stream));
  g_io_stream_close_async (ISHI_COUNTED_STREAM (stream)->base, priority, cancellable, close_cb, task);
}

static gboolean
ishi_counted_stream_close_finish (GIOStream *stream, GAsyncResult *result, GError **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
ishi_counted_stream_finalize (GObject *object)
{
  IshiCountedStream *self = ISHI_COUNTED_STREAM (object);

  g_clear_object (&self->input);
  g_clear_object (&self->output);
  g_clear_object (&self->base);
  G_OBJECT_CLASS (ishi_counted_stream_parent_class)->finalize (object);
}

static void
ishi_counted_stream_class_init (IshiCountedStreamClass *klass)
{
  GIOStreamClass *stream_class = G_IO_STREAM_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ishi_counted_stream_finalize;
  stream_class->get_input_stream = ishi_counted_stream_get_input_stream;
  stream_class->get_output_stream = ishi_counted_stream_get_output_stream;
  stream_class->close_fn = ishi_counted_stream_close;
  stream_class->close_async = ishi_counted_stream_close_async;
  stream_class->close_finish = ishi_counted_stream_close_finish;
}

static void
ishi_counted_stream_init (IshiCountedStream *self)
{
}

IshiCountedStream *
ishi_counted_stream_new (GIOStream *base)
{
  IshiCountedStream *self;

  g_return_val_if_fail (G_IS_IO_STREAM (base), NULL);
  self = g_object_new (ISHI_TYPE_COUNTED_STREAM, NULL);
  self->base = g_object_ref (base);
  self->input = g_object_new (COUNTED_TYPE_INPUT, NULL);
  self->input->base = g_object_ref (g_io_stream_get_input_stream (base));
  self->output = g_object_new (COUNTED_TYPE_OUTPUT, NULL);
  self->output->base = g_object_ref (g_io_stream_get_output_stream (base));
  return self;
}

guint64
ishi_counted_stream_get_written (IshiCountedStream *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTED_STREAM (self), 0);
  return self->output->written;
}

guint64
ishi_counted_stream_get_read (IshiCountedStream *self)
{
  g_return_val_if_fail (ISHI_IS_COUNTED_STREAM (self), 0);
  return self->input->read;
}

void
ishi_counted_stream_allow_reading (IshiCountedStream *self, guint64 total)
{
  g_return_if_fail (ISHI_IS_COUNTED_STREAM (self));
  self->input->limit = total;
}

void
ishi_counted_stream_set_closed_func (IshiCountedStream *self, void (*func) (gpointer data), gpointer data)
{
  g_return_if_fail (ISHI_IS_COUNTED_STREAM (self));
  self->closed_func = func;
  self->closed_data = data;
}
