/* test-room-security.c — the room against a stranger on the school's
 * network: each fault found by trying it as one would (SECURITY.md), as a
 * test.  The room is driven through connections that are only buffers
 * (room-helpers.h), with the room's clock in the test's hand: no test
 * waits for real time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ishi-room.h"
#include "ishi-secret.h"
#include "ishi-test-util.h"
#include "room-helpers.h"

/* ------------------------------------------------------------------------ */
/* Tokens: nothing follows from the ones before                              */
/* ------------------------------------------------------------------------ */

/* The attack on a Mersenne Twister (MT19937, GLib's g_random_*): each
 * output is a tempered word of its state, and the tempering undoes; 624
 * outputs in a row are a whole state, from which every next output
 * follows (Matsumoto and Nishimura's recurrence). */
#define MT_N 624
#define MT_M 397

static guint32
untemper (guint32 y)
{
  guint32 r;

  y ^= y >> 18;
  y ^= (y << 15) & 0xefc60000u;
  r = y;
  for (int i = 0; i < 5; i++)
    r = y ^ ((r << 7) & 0x9d2c5680u);
  y = r;
  r = y;
  for (int i = 0; i < 3; i++)
    r = y ^ (r >> 11);
  return r;
}

static guint32
temper (guint32 y)
{
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/* The `n` outputs that follow the MT_N outputs `seen`. */
static void
mt_predict (const guint32 *seen, guint32 *next, guint n)
{
  g_autofree guint32 *x = g_new (guint32, MT_N + n);

  for (guint i = 0; i < MT_N; i++)
    x[i] = untemper (seen[i]);
  for (guint k = MT_N; k < MT_N + n; k++)
    {
      guint32 y = (x[k - MT_N] & 0x80000000u) | (x[k - MT_N + 1] & 0x7fffffffu);
      x[k] = x[k - MT_N + MT_M] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
      next[k - MT_N] = temper (x[k]);
    }
}

/* The 32-bit words of a token in hexadecimal, in the order written or
 * (a token printed from two calls in one printf, whose arguments C
 * evaluates in any order) each token's words backwards. */
static GArray *
token_words (char **tokens, guint n, gboolean backwards)
{
  GArray *words = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint t = 0; t < n; t++)
    {
      guint k = strlen (tokens[t]) / 8;
      for (guint i = 0; i < k; i++)
        {
          g_autofree char *hex = g_strndup (tokens[t] + 8 * (backwards ? k - 1 - i : i), 8);
          guint32 w = (guint32) g_ascii_strtoull (hex, NULL, 16);
          g_array_append_val (words, w);
        }
    }
  return words;
}

/* Whether the last token of `tokens` (n + 1 of them) is predicted from
 * the n before it, in either order of words. */
static gboolean
predicts_next (char **tokens, guint n)
{
  for (int backwards = 0; backwards < 2; backwards++)
    {
      g_autoptr (GArray) seen = token_words (tokens, n, backwards);
      g_autoptr (GArray) last = token_words (tokens + n, 1, backwards);
      g_autofree guint32 *next = g_new (guint32, last->len);

      if (seen->len < MT_N || last->len == 0)
        return FALSE;
      mt_predict (&g_array_index (seen, guint32, seen->len - MT_N), next, last->len);
      if (memcmp (next, last->data, last->len * sizeof (guint32)) == 0)
        return TRUE;
    }
  return FALSE;
}

#define EARLIER_TOKENS 312

/* 312 guests' tokens, then the 313th: the attack that worked on the room
 * of the last round (its tokens two outputs of g_random_int) works on
 * tokens made that way here, and predicts nothing of the room's now. */
static void
test_tokens_unpredictable (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  g_autoptr (GRand) rand = g_rand_new ();
  char *old[EARLIER_TOKENS + 2] = { NULL }, *now[EARLIER_TOKENS + 2] = { NULL };
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  /* The attack is right: tokens as the old room made them are predicted. */
  for (guint i = 0; i <= EARLIER_TOKENS; i++)
    {
      guint32 second = g_rand_int (rand), first = g_rand_int (rand);
      old[i] = g_strdup_printf ("%08x%08x", first, second);
    }
  g_assert_true (predicts_next (old, EARLIER_TOKENS));

  for (guint i = 0; i <= EARLIER_TOKENS; i++)
    {
      g_autofree char *name = g_strdup_printf ("guest%u", i);
      Conn *c = conn_new (room);
      g_autofree char *out = say (c, name);
      const char *line = strstr (out, "\ntoken ");

      g_assert_nonnull (line);
      now[i] = g_strndup (line + 7, strcspn (line + 7, "\r\n"));
      conn_free (c);
      /* 128 bits in hexadecimal, never twice. */
      g_assert_cmpuint (strlen (now[i]), ==, ISHI_SECRET_TOKEN_BITS / 4);
      g_assert_cmpuint (strspn (now[i], "0123456789abcdef"), ==, ISHI_SECRET_TOKEN_BITS / 4);
      g_assert_true (g_hash_table_add (seen, now[i]));
    }
  g_assert_false (predicts_next (now, EARLIER_TOKENS));
  for (guint i = 0; i <= EARLIER_TOKENS; i++)
    {
      g_free (old[i]);
      g_free (now[i]);
    }
}

/* Codes: every digit as likely (10,000 of them, each digit of 0–9 seen
 * 1,000 ± 150 times, about five standard deviations), and two secrets
 * compared. */
static void
test_codes (void)
{
  guint counts[10] = { 0 };

  for (int i = 0; i < 2500; i++)
    {
      g_autofree char *code = ishi_secret_digits (4);
      g_assert_cmpuint (strlen (code), ==, 4);
      for (int k = 0; k < 4; k++)
        {
          g_assert_true (g_ascii_isdigit (code[k]));
          counts[code[k] - '0']++;
        }
    }
  for (int d = 0; d < 10; d++)
    {
      g_assert_cmpuint (counts[d], >, 850);
      g_assert_cmpuint (counts[d], <, 1150);
    }
  g_assert_true (ishi_secret_equal ("0417", "0417"));
  g_assert_false (ishi_secret_equal ("0417", "0418"));
  g_assert_false (ishi_secret_equal ("0417", "04170"));
  g_assert_false (ishi_secret_equal (NULL, "0417"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-security/tokens-unpredictable", test_tokens_unpredictable);
  g_test_add_func ("/room-security/codes", test_codes);
  return g_test_run ();
}
