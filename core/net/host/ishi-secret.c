/* ishi-secret.c — see ishi-secret.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-secret.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

void
ishi_secret_fill (void *buffer, gsize length)
{
  guint8 *p = buffer;

  while (length > 0)
    {
      /* Blocks only until the kernel's pool is first seeded, at boot. */
      gssize n = getrandom (p, MIN (length, 256), 0);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          g_error ("The system gives no random numbers for the room's secrets: %s", g_strerror (errno));
        }
      p += n;
      length -= n;
    }
}

char *
ishi_secret_token (void)
{
  guint8 bytes[ISHI_SECRET_TOKEN_BITS / 8];
  GString *text = g_string_sized_new (2 * sizeof bytes);

  ishi_secret_fill (bytes, sizeof bytes);
  for (gsize i = 0; i < sizeof bytes; i++)
    g_string_append_printf (text, "%02x", bytes[i]);
  memset (bytes, 0, sizeof bytes);
  return g_string_free (text, FALSE);
}

char *
ishi_secret_digits (guint n)
{
  char *code = g_malloc (n + 1);

  for (guint i = 0; i < n;)
    {
      guint8 byte;
      ishi_secret_fill (&byte, 1);
      /* 250 is the largest multiple of 10 a byte holds: the bytes above
       * it are thrown away, so that every digit is as likely. */
      if (byte < 250)
        code[i++] = '0' + byte % 10;
    }
  code[n] = '\0';
  return code;
}

gboolean
ishi_secret_equal (const char *a, const char *b)
{
  gsize n;
  guint8 diff = 0;

  if (a == NULL || b == NULL)
    return FALSE;
  n = strlen (a);
  if (n != strlen (b))
    return FALSE;
  for (gsize i = 0; i < n; i++)
    diff |= (guint8) a[i] ^ (guint8) b[i];
  return diff == 0;
}
