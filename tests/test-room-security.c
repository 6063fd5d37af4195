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

#include "ishi-room-client.h"
#include "ishi-room-gate.h"
#include "ishi-room-name.h"
#include "ishi-room-server.h"
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

/* ------------------------------------------------------------------------ */
/* Tries that cost time                                                      */
/* ------------------------------------------------------------------------ */

/* A guest of a new name, logged in. */
static Conn *
guest (IshiRoom *room, guint *n)
{
  g_autofree char *name = g_strdup_printf ("sweep%u", (*n)++);
  Conn *c = conn_new (room);

  g_free (say (c, name));
  forget (c);
  return c;
}

/* The last round's sweep: four connections, each coming back after 38
 * tries, every room code in turn, for 30 s — each connection within the
 * rate of lines (19 a second), so that only the tries are in question.
 * The old room answered every one of them (2,300 here). */
static void
test_code_sweep (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *conns[4];
  guint names = 0, answered = 0, waits = 0, tries = 0;
  gint64 start = fake_now = (gint64) 5000 * G_USEC_PER_SEC;

  for (guint i = 0; i < 4; i++)
    conns[i] = guest (room, &names);
  for (guint code = 0; code < 10000 && fake_now < start + 30 * G_USEC_PER_SEC; code++)
    {
      Conn *c = conns[code % 4];
      g_autofree char *line = g_strdup_printf ("/code %04u", code);
      g_autofree char *out = NULL;

      if (code == 4711)
        continue;
      out = say (c, line);
      answered += count_lines (out, "That is not this room's code.");
      waits += count_lines (out, "before the next try.");
      g_assert_null (strstr (out, "code ok"));
      forget (c);
      tries++;
      if (tries % (4 * 38) == 0)
        for (guint i = 0; i < 4; i++)
          {
            conn_free (conns[i]);
            conns[i] = guest (room, &names);
          }
      fake_now += 13 * G_USEC_PER_SEC / 1000;
    }
  g_test_message ("%u tries in 30 s: %u answered, %u told to wait", tries, answered, waits);
  g_assert_cmpuint (tries, >, 2000);
  g_assert_cmpuint (answered, <=, 150);
  g_assert_cmpuint (answered + waits, ==, tries);
  /* The right code, once the wait is over, is taken. */
  fake_now += (gint64) 301 * G_USEC_PER_SEC;
  {
    g_autofree char *out = say (conns[0], "/code 4711");
    assert_line (out, "code ok");
  }
  for (guint i = 0; i < 4; i++)
    conn_free (conns[i]);
}

/* Wrong teacher codes cost time too.  A token is 128 bits from the
 * system's random source: it needs no try limit, and has none, so that a
 * seated pupil never waits behind her network's wrong codes (issue 74);
 * 300 guesses find nothing, and her own token still brings her back. */
static void
test_teacher_and_token_tries (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  Conn *a, *k, *x;
  guint answered = 0;
  g_autofree char *token = NULL;

  g_assert_no_error (error);
  fake_now = (gint64) 9000 * G_USEC_PER_SEC;
  a = member (room, "anna", &token);
  k = member (room, "ken", NULL);
  seat_two (room, a, k, NULL);
  x = member (room, "mallory", NULL);
  for (guint i = 0; i < 500; i++)
    {
      g_autofree char *line = g_strdup_printf ("/teacher %08u", 20000000 + i);
      g_autofree char *out = say (x, line);
      answered += count_lines (out, "That is not the teacher's code.");
      forget (x);
      fake_now += 60 * G_USEC_PER_SEC / 1000;
    }
  g_assert_cmpuint (answered, <=, 20);
  conn_free (x);
  /* anna away; a stranger gives her name and guesses her token. */
  g_assert_nonnull (token);
  conn_free (a);
  fake_now += (gint64) 1000 * G_USEC_PER_SEC;
  answered = 0;
  for (guint i = 0; i < 300; i++)
    {
      Conn *t = conn_new (room);
      g_autofree char *out = NULL;
      g_autofree char *guess = g_strdup_printf ("%032x", i);
      g_free (say (t, "anna"));
      out = say (t, guess);
      /* In a class she is told that her teacher is asked (no token
       * either way). */
      answered += count_lines (out, "That name keeps a seat for another computer: your teacher is asked to let you back to it from here.");
      assert_no_line_with (out, "Welcome");
      conn_free (t);
      fake_now += 100 * G_USEC_PER_SEC / 1000;
    }
  g_assert_cmpuint (answered, ==, 300);
  {
    Conn *back = conn_new (room);
    g_autofree char *out = NULL;
    g_free (say (back, "anna"));
    out = say (back, token);
    assert_has (out, "Welcome to 5-2, anna.");
    conn_free (back);
  }
  conn_free (k);
  g_object_unref (g_steal_pointer (&room));
  ishi_test_remove_tree (dir);
}

/* By address: a class of thirty, each with a typo, is never slowed, nor
 * is one address behind which they all sit with a few; an address that
 * sweeps slows itself only; the host's log names it. */
static void
test_tries_by_address (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *x;

  fake_now = (gint64) 20000 * G_USEC_PER_SEC;
  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *address = g_strdup_printf ("127.0.1.%u", i + 10);
      g_autofree char *name = g_strdup_printf ("pupil%u", i);
      Conn *c = conn_new_from (room, address);
      g_autofree char *typo = NULL, *right = NULL;
      g_free (say (c, name));
      typo = say (c, "/code 4171");
      assert_has (typo, "That is not this room's code.");
      forget (c);
      right = say (c, "/code 4711");
      assert_has (right, "code ok");
      conn_free (c);
    }
  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *name = g_strdup_printf ("nat%u", i);
      Conn *c = conn_new_from (room, "127.0.7.1");
      g_autofree char *out = NULL;
      g_free (say (c, name));
      if (i % 6 == 0)
        g_free (say (c, "/code 1147"));
      forget (c);
      out = say (c, "/code 4711");
      assert_has (out, "code ok");
      conn_free (c);
    }
  /* A sweep from 127.0.0.7, on two connections; told, and the host's
   * log names it in its report of the minute (test-room-door). */
  x = conn_new_from (room, "127.0.0.7");
  g_free (say (x, "mallory"));
  for (guint i = 0; i < ISHI_ROOM_FREE_TRIES; i++)
    g_free (say (x, "/code 0000"));
  forget (x);
  {
    g_autofree char *out = say (x, "/code 0001");
    assert_has (out, "That is not this room's code.");
  }
  {
    Conn *y = conn_new_from (room, "127.0.0.7");
    g_autofree char *out = NULL;
    g_free (say (y, "mallory2"));
    forget (y);
    out = say (y, "/code 4711");
    assert_has (out, "Too many wrong codes or tokens from your address: wait 1 s before the next try.");
    conn_free (y);
  }
  /* Another address meanwhile: not slowed. */
  {
    Conn *z = conn_new_from (room, "127.0.0.8");
    g_autofree char *out = NULL;
    g_free (say (z, "zoe"));
    out = say (z, "/code 4711");
    assert_has (out, "code ok");
    conn_free (z);
  }
  conn_free (x);
}

/* The gate's own figures: the waits, forgetting, the addresses. */
static void
test_gate (void)
{
  IshiRoomGate *gate = ishi_room_gate_new ();
  static const guint waits[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300 };
  gint64 now = (gint64) 1000 * G_USEC_PER_SEC;
  guint wait = 0;
  g_autofree char *k1 = ishi_room_gate_key ("::ffff:127.1.2.3");
  g_autofree char *k2 = ishi_room_gate_key ("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
  g_autofree char *k3 = ishi_room_gate_key ("::1");
  g_autofree char *k4 = ishi_room_gate_key (NULL);

  g_assert_cmpstr (k1, ==, "127.1.2.3");
  g_assert_cmpstr (k2, ==, "2001:db8:1:2:aaaa:bbbb:cccc:dddd");
  g_assert_cmpstr (k3, ==, "::1");
  g_assert_cmpstr (k4, ==, "");
  for (guint i = 0; i < ISHI_ROOM_FREE_TRIES; i++)
    {
      g_assert_true (ishi_room_gate_may_try (gate, "127.1.2.3", now, NULL));
      g_assert_cmpuint (ishi_room_gate_wrong (gate, "127.1.2.3", now), ==, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (waits); i++)
    {
      g_assert_cmpuint (ishi_room_gate_wrong (gate, "::ffff:127.1.2.3", now), ==, waits[i]);
      g_assert_false (ishi_room_gate_may_try (gate, "127.1.2.3", now + G_USEC_PER_SEC / 2, &wait));
      g_assert_cmpuint (wait, ==, waits[i]);
      now += waits[i] * G_USEC_PER_SEC;
      g_assert_true (ishi_room_gate_may_try (gate, "127.1.2.3", now, NULL));
    }
  /* An IPv6 address is counted whole: another of its /64 is another
   * machine. */
  ishi_room_gate_wrong (gate, "2001:db8:1:2::5", now);
  g_assert_cmpuint (ishi_room_gate_count (gate, "2001:db8:1:2:0::5", now), ==, 1);
  g_assert_cmpuint (ishi_room_gate_count (gate, "2001:db8:1:2::6", now), ==, 0);
  /* Quiet for 15 minutes: forgotten. */
  g_assert_cmpuint (ishi_room_gate_count (gate, "127.1.2.3", now), ==, ISHI_ROOM_FREE_TRIES + G_N_ELEMENTS (waits));
  now += ISHI_ROOM_FORGET_SECONDS * G_USEC_PER_SEC;
  g_assert_cmpuint (ishi_room_gate_count (gate, "127.1.2.3", now), ==, 0);
  ishi_room_gate_free (gate);
}

/* Two machines on a school's IPv6 network (one /64): one's wrong codes
 * never make the other wait (old main: counted as one, both waited);
 * many addresses of one /64 trying codes at once make the /64 wait. */
static void
test_gate_ipv6 (void)
{
  IshiRoomGate *gate = ishi_room_gate_new ();
  gint64 now = (gint64) 1000 * G_USEC_PER_SEC;
  guint wait = 0, tries = 0;
  g_autofree char *group = ishi_room_gate_group ("2001:db8:1:2::7");
  g_autofree char *none = ishi_room_gate_group ("10.0.0.7");
  g_autofree char *loopback = ishi_room_gate_group ("::1");

  g_assert_cmpstr (group, ==, "2001:db8:1:2::/64");
  g_assert_null (none);
  g_assert_null (loopback);
  for (guint i = 0; i < ISHI_ROOM_FREE_TRIES + 3; i++)
    ishi_room_gate_wrong (gate, "2001:db8:1:2::10", now);
  g_assert_false (ishi_room_gate_may_try (gate, "2001:db8:1:2::10", now, &wait));
  g_assert_true (ishi_room_gate_may_try (gate, "2001:db8:1:2::11", now, NULL));
  g_assert_true (ishi_room_gate_may_try (gate, "fe80::1", now, NULL));
  /* One machine taking new addresses of its /64, each with its free
   * tries: the /64 waits after its own free tries. */
  for (guint a = 0x100; ishi_room_gate_may_try (gate, "2001:db8:1:2::11", now, NULL) && a < 0x200; a++)
    {
      g_autofree char *address = g_strdup_printf ("2001:db8:1:2::%x", a);
      for (guint i = 0; i < ISHI_ROOM_FREE_TRIES; i++, tries++)
        ishi_room_gate_wrong (gate, address, now);
    }
  g_assert_cmpuint (tries + ISHI_ROOM_FREE_TRIES + 3, >, ISHI_ROOM_GROUP_FREE_TRIES);
  g_assert_cmpuint (tries + ISHI_ROOM_FREE_TRIES + 3, <=, ISHI_ROOM_GROUP_FREE_TRIES + ISHI_ROOM_FREE_TRIES);
  g_assert_false (ishi_room_gate_may_try (gate, "2001:db8:1:2::9999", now, &wait));
  g_assert_cmpuint (wait, >=, 1);
  /* Another /64 (another network) is not held up. */
  g_assert_true (ishi_room_gate_may_try (gate, "2001:db8:1:3::11", now, NULL));
  ishi_room_gate_free (gate);
}

/* ------------------------------------------------------------------------ */
/* Silent connections, floods                                                */
/* ------------------------------------------------------------------------ */

/* 200 connections that say nothing: a newcomer 35 s later logs in (the
 * old room told every newcomer "The room is full" for as long as they
 * stayed). */
static void
test_silent_connections (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  g_autoptr (GPtrArray) silent = g_ptr_array_new ();
  Conn *late;
  g_autofree char *out = NULL;
  guint closed = 0;

  fake_now = (gint64) 30000 * G_USEC_PER_SEC;
  for (guint i = 0; i < 200; i++)
    g_ptr_array_add (silent, conn_new (room));
  fake_now += (gint64) 35 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  for (guint i = 0; i < silent->len; i++)
    closed += ((Conn *) silent->pdata[i])->closed;
  g_assert_cmpuint (closed, ==, 200);
  late = conn_new (room);
  g_assert_cmpstr (late->out->str, ==, "Login: ");
  forget (late);
  out = say (late, "newcomer");
  assert_line (out, "\"newcomer\" is a guest account here: the room keeps no accounts.");
  for (guint i = 0; i < silent->len; i++)
    conn_free (silent->pdata[i]);
  conn_free (late);
}

static gboolean
all_closed (Conn **conns, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!conns[i]->closed)
      return FALSE;
  return TRUE;
}

/* The door by address: 200 silent connections from one address; at once,
 * a newcomer from another logs in, a seated player comes back to a full
 * room, a guest is refused from it; the silent address's own connections
 * wait their turn, and none is left after 20 s. */
static void
test_door (void)
{
  IshiRoomConfig config = {
    .name = "Room 3", .game = "go", .code = "4711", .max_connections = 4,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  Conn *silent[200], *a, *k, *o, *back, *late, *refused, *filler;
  g_autofree char *token = NULL, *out = NULL;
  guint greeted = 0, waiting = 0, closed = 0;

  g_assert_no_error (error);
  fake_now = (gint64) 40000 * G_USEC_PER_SEC;
  a = member (room, "anna", &token);
  k = member (room, "ken", NULL);
  seat_two (room, a, k, NULL);
  conn_free (a);                       /* anna's network is gone */
  o = member (room, "obs", NULL);
  filler = conn_new_from (room, "127.0.5.5");
  g_free (say (filler, "filler"));                     /* 3 in of 4 */
  for (guint i = 0; i < 200; i++)
    {
      silent[i] = conn_new_from (room, "127.0.9.9");
      greeted += strcmp (silent[i]->out->str, "Login: ") == 0;
      waiting += silent[i]->out->len == 0;
      closed += silent[i]->closed;
    }
  g_assert_cmpuint (greeted, ==, ISHI_ROOM_PROMPTS_PER_ADDRESS);
  g_assert_cmpuint (waiting, ==, ISHI_ROOM_WAITING_PER_ADDRESS);
  g_assert_cmpuint (closed, ==, 200 - ISHI_ROOM_PROMPTS_PER_ADDRESS - ISHI_ROOM_WAITING_PER_ADDRESS);
  /* A waiting one is read nothing; greeted when a greeted one logs in. */
  g_free (say (silent[20], "early"));
  g_assert_cmpuint (silent[20]->out->len, ==, 0);
  out = say (silent[0], "quick");                      /* the 4th of 4 */
  assert_has (out, "\"quick\" is a guest account here: the room keeps no accounts.");
  g_clear_pointer (&out, g_free);
  g_assert_cmpstr (silent[ISHI_ROOM_PROMPTS_PER_ADDRESS]->out->str, ==, "Login: ");
  /* The room is full: a newcomer makes the oldest guest go (the filler;
   * test-room-door holds the rule), a second one from her address (which
   * then holds as many guests as any) is refused, anna comes back. */
  refused = conn_new_from (room, "127.0.0.2");
  out = say (refused, "late");
  assert_has (out, "guest account");
  g_assert_true (filler->closed);
  g_clear_pointer (&out, g_free);
  conn_free (filler);
  filler = refused;
  refused = conn_new_from (room, "127.0.0.2");
  out = say (refused, "later");
  assert_has (out, "The room is full.");
  g_assert_true (refused->closed);
  g_clear_pointer (&out, g_free);
  back = conn_new_from (room, "127.0.0.3");
  g_free (say (back, "anna"));
  out = say (back, token);
  assert_has (out, "Welcome to Room 3, anna.");
  g_clear_pointer (&out, g_free);
  /* 20 s on: every silent one closed, greeted or waiting. */
  fake_now += ISHI_ROOM_LOGIN_SECONDS * G_USEC_PER_SEC;
  ishi_room_tick (room);
  g_assert_true (all_closed (silent + 1, 199));
  g_assert_false (back->closed);
  conn_free (o);
  late = conn_new_from (room, "127.0.9.9");
  g_assert_cmpstr (late->out->str, ==, "Login: ");
  for (guint i = 0; i < 200; i++)
    conn_free (silent[i]);
  conn_free (late);
  conn_free (refused);
  conn_free (back);
  conn_free (filler);
  conn_free (k);
}

/* 1,000 lines a second for 20 s: closed after ten, whatever got through
 * meanwhile (the old room let a line through now and then, and each began
 * the ten seconds again).  A member within the rate is never closed, nor
 * one who sends a burst and then waits. */
static void
test_flood (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *f, *calm;
  guint yes = 0;
  gint64 start;

  fake_now = (gint64) 50000 * G_USEC_PER_SEC;
  f = member (room, "flood", NULL);
  calm = member (room, "calm", NULL);
  start = fake_now;
  while (!f->closed && fake_now < start + 20 * G_USEC_PER_SEC)
    {
      g_free (say (f, "ayt"));
      yes += count_lines (f->out->str, "9 yes");
      forget (f);
      fake_now += G_USEC_PER_SEC / 1000;
    }
  g_assert_true (f->closed);
  g_assert_cmpint (fake_now - start, >=, ISHI_ROOM_FLOOD_SECONDS * G_USEC_PER_SEC);
  g_assert_cmpint (fake_now - start, <, (ISHI_ROOM_FLOOD_SECONDS + 1) * G_USEC_PER_SEC);
  g_test_message ("%u of %d lines answered before the close", yes, (int) ((fake_now - start) / 1000));
  g_assert_cmpuint (yes, <=, ISHI_ROOM_LINES_PER_SECOND * (ISHI_ROOM_FLOOD_SECONDS + 1) + 2 * ISHI_ROOM_LINES_PER_SECOND);
  /* 19 lines a second for a minute, after a burst of 60. */
  for (guint i = 0; i < 60; i++)
    g_free (say (calm, "ayt"));
  for (guint i = 0; i < 19 * 60; i++)
    {
      g_free (say (calm, "ayt"));
      fake_now += G_USEC_PER_SEC / 19;
    }
  g_assert_false (calm->closed);
  conn_free (f);
  conn_free (calm);
}

/* ------------------------------------------------------------------------ */
/* Names                                                                     */
/* ------------------------------------------------------------------------ */

/* Every file and folder under `dir`, but those under `except`. */
static void
list_tree (const char *dir, const char *except, GPtrArray *found)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (strcmp (path, except) == 0)
        continue;
      g_ptr_array_add (found, g_strdup (path));
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        list_tree (path, except, found);
    }
}

static gboolean
logs_in (IshiRoom *room, const char *name, Conn **kept)
{
  Conn *c = conn_new (room);
  g_autofree char *out = say (c, name);
  gboolean in = strstr (out, "is a guest account here") != NULL;

  if (kept && in)
    *kept = c;
  else
    conn_free (c);
  return in;
}

/* The last round's traversal: in a class, Black `a/../../../..` against
 * White `/../evil` wrote evil.sgf two folders above the records folder.
 * The names are refused now; and a game of any two names writes only in
 * the records folder. */
static void
test_traversal_names (void)
{
  g_autofree char *top = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (top, "a", "b", "records", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room;
  Conn *b = NULL, *w = NULL;
  g_autoptr (GPtrArray) outside = g_ptr_array_new_with_free_func (g_free);
  static const char *const hostile[] = {
    "a/../../../..", "/../evil", "..", ".", "../x", "a\\b", "-x", "x.", "tab\tx", "nul\x01x",
  };

  g_assert_true (g_mkdir_with_parents (dir, 0700) == 0);
  room = ishi_room_new (&config, &error);
  g_assert_no_error (error);
  fake_now = (gint64) 60000 * G_USEC_PER_SEC;
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    if (logs_in (room, hostile[i], NULL))
      g_test_message ("taken: %s", hostile[i]);
  if (logs_in (room, "a/../../../..", &b) && logs_in (room, "/../evil", &w))
    {
      const char *moves[] = { "D4", "Q16", NULL };
      g_free (say (b, "set client true"));
      g_free (say (w, "set client true"));
      g_free (say (b, "/code 4711"));
      g_free (say (w, "/code 4711"));
      g_free (say (b, "/join"));
      g_free (say (w, "/join"));
      g_free (say (b, "/start"));
      for (guint i = 0; moves[i]; i++)
        g_free (say (i % 2 ? w : b, moves[i]));
    }
  /* Two names of the rule that a file name could not take as they are. */
  {
    Conn *x = NULL, *y = NULL;
    g_assert_true (logs_in (room, "tarō.x", &x));
    g_assert_true (logs_in (room, "名前-2", &y));
    g_free (say (x, "set client true"));
    g_free (say (y, "set client true"));
    g_free (say (x, "/code 4711"));
    g_free (say (y, "/code 4711"));
    g_free (say (x, "/join 2"));
    g_free (say (y, "/join 2"));
    g_free (say (x, "/start"));
    g_free (say (x, "D4"));
    {
      const char *path = ishi_room_get_record_path (room, 2);
      g_autofree char *base = g_path_get_basename (path);
      g_assert_true (g_str_has_prefix (path, dir));
      g_assert_nonnull (strstr (base, "-tarō_x-名前-2.sgf"));
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
    conn_free (x);
    conn_free (y);
  }
  ishi_room_flush (room, 10000);
  list_tree (top, dir, outside);
  for (guint i = 0; i < outside->len; i++)
    if (!g_str_has_suffix (outside->pdata[i], "/a") && !g_str_has_suffix (outside->pdata[i], "/a/b"))
      g_error ("written outside the records folder: %s", (char *) outside->pdata[i]);
  g_assert_null (b);
  g_assert_null (w);
  g_object_unref (room);
  ishi_test_remove_tree (top);
}

/* Look-alikes of names in the room: taken beside the real ones by the
 * old room (Cyrillic а, full width, other cases, an accent on b). */
static void
test_look_alikes (void)
{
  g_autoptr (IshiRoom) room = room_new (NULL);
  Conn *alice = NULL, *bob = NULL;
  static const char *const alikes[] = {
    "\xd0\xb0lice", "\xef\xbd\x81\xef\xbd\x8c\xef\xbd\x89\xef\xbd\x83\xef\xbd\x85", "Alice", "ALICE",
    "b\xcc\x81ob", "BOB", "\xce\xb1lice",
  };

  g_assert_true (logs_in (room, "alice", &alice));
  g_assert_true (logs_in (room, "bob", &bob));
  for (guint i = 0; i < G_N_ELEMENTS (alikes); i++)
    if (logs_in (room, alikes[i], NULL))
      g_error ("a look-alike of a name in the room was taken: %s", alikes[i]);
  conn_free (alice);
  conn_free (bob);
}

/* The rule itself, and the forms it keeps. */
static void
test_name_rule (void)
{
  static const char *const good[][2] = {
    { "anna", "anna" }, { "Ishi-Lv3-2", "Ishi-Lv3-2" }, { "ok-name_1.2", "ok-name_1.2" },
    { "太郎", "太郎" }, { "José", "José" }, { "Jose\xcc\x81", "José" },
    { "\xef\xbd\x81\xef\xbd\x8c\xef\xbd\x89\xef\xbd\x83\xef\xbd\x85", "alice" },
    { "\xef\xbd\xb6\xef\xbe\x80\xef\xbd\xb6\xef\xbe\x85", "カタカナ" },
    { "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81", "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81" },   /* अनु */
    { "Ωμέγα", "Ωμέγα" }, { "Иван", "Иван" }, { "①", "1" }, { "abcdefghijklmnop", "abcdefghijklmnop" },
  };
  static const char *const bad[] = {
    "", "abcdefghijklmnopq", "a b", "a/b", "a\\b", ".", "..", "-a", "a.", "_a", "rl\xe2\x80\xaeo",
    "zw\xe2\x80\x8bj", "b\xcc\x81ob", "\xd0\xb0lice", "Ωmega", "x\x07", "a:b", "a@b", "\xe3\x83\xbb",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *taken = ishi_room_name_take (good[i][0], NULL);
      g_assert_cmpstr (taken, ==, good[i][1]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      IshiRoomMessageId why = ISHI_ROOM_MSG_NONE;
      g_autofree char *taken = ishi_room_name_take (bad[i], &why);
      if (taken)
        g_error ("taken: %s", bad[i]);
      g_assert_cmpint (why, !=, ISHI_ROOM_MSG_NONE);
    }
  g_assert_true (ishi_room_name_equal ("ALICE", "alice"));
  g_assert_true (ishi_room_name_equal ("\xef\xbd\x81\xef\xbd\x8c\xef\xbd\x89\xef\xbd\x83\xef\xbd\x85", "Alice"));
  g_assert_false (ishi_room_name_equal ("alice", "alicia"));
  {
    g_autofree char *safe = ishi_room_name_safe ("a/../b");
    g_autofree char *jp = ishi_room_name_safe ("名前-2.x");
    g_autofree char *empty = ishi_room_name_safe ("//");
    g_assert_cmpstr (safe, ==, "a____b");
    g_assert_cmpstr (jp, ==, "名前-2_x");
    g_assert_cmpstr (empty, ==, "__");
  }
}

/* A class's list by the same rule: a look-alike of a pupil on it is that
 * pupil; a rename may change only the case. */
static void
test_pupil_names (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoomConfig config = {
    .name = "5-2", .game = "go", .code = "4711", .records_dir = dir, .teacher_code = "12345678",
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  g_autoptr (GError) error = NULL;
  IshiRoom *room = ishi_room_new (&config, &error);
  Conn *t;
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  t = member (room, "sensei", NULL);
  g_free (say (t, "/teacher 12345678"));
  g_free (say (t, "/pupil add anna"));
  forget (t);
  out = say (t, "/pupil add \xef\xbc\xa1NNA");
  assert_line (out, "5 anna is on the class's list already.");
  g_clear_pointer (&out, g_free);
  out = say (t, "/pupil add a/b");
  g_assert_nonnull (strstr (out, "5 Names are 1 to 16 letters or digits"));
  g_clear_pointer (&out, g_free);
  forget (t);
  out = say (t, "/pupil rename ANNA Anna");
  assert_line (out, "9 anna is now Anna.");
  g_clear_pointer (&out, g_free);
  conn_free (t);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* ------------------------------------------------------------------------ */
/* Nothing announced that is not saved                                      */
/* ------------------------------------------------------------------------ */

/* The records folder replaced by a file mid-game (what a full disk or a
 * folder gone does, and it stops root too): the move is refused, both
 * players and the watcher are told in words and see no move, the clocks
 * stop; the folder back, play goes on, and the record holds every move
 * announced.  (The old room announced moves 2–5, and the record after a
 * restart held moves 0–1.) */
static void
test_unsaved_move_refused (void)
{
  g_autofree char *top = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (top, "records", NULL);
  g_autofree char *away = g_build_filename (top, "records.away", NULL);
  IshiRoom *room;
  Conn *a, *k, *o;
  g_autofree char *out = NULL;
  const char *options[] = { "/option time 10", NULL };

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  room = room_new (dir);
  fake_now = (gint64) 80000 * G_USEC_PER_SEC;
  a = member (room, "anna", NULL);
  k = member (room, "ken", NULL);
  o = member (room, "obs", NULL);
  seat_two (room, a, k, options);
  g_free (say (o, "observe 1"));
  play (a, "E5");
  forget (a); forget (k); forget (o);

  /* The folder goes. */
  g_assert_cmpint (g_rename (dir, away), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  g_test_expect_message ("ishi-net", G_LOG_LEVEL_WARNING, "Table 1: the game's record cannot be written*");
  out = say (k, "C3");
  g_test_assert_expected_messages ();
  assert_line (out, "5 The host cannot save the game: it is paused. The last move was not taken.");
  g_clear_pointer (&out, g_free);
  assert_line (a->out->str, "5 The host cannot save the game: it is paused. The last move was not taken.");
  assert_line (o->out->str, "5 The host cannot save the game: it is paused. The last move was not taken.");
  assert_no_line_with (a->out->str, "C3");
  assert_no_line_with (o->out->str, "C3");
  g_assert_cmpstr (ishi_room_get_save_problem (room), !=, NULL);
  forget (a); forget (k); forget (o);
  /* Paused: no move, no time lost; a try meanwhile fails again. */
  out = say (k, "C3");
  assert_line (out, "5 The host cannot save the game: it is paused.");
  g_clear_pointer (&out, g_free);
  fake_now += 5 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  g_assert_true (ishi_room_flush (room, 10000));
  assert_no_line_with (k->out->str, "play goes on");
  forget (k);

  /* The folder back: play goes on, C3 again. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (away, dir), ==, 0);
  fake_now += 3 * G_USEC_PER_SEC;
  ishi_room_tick (room);
  g_assert_true (ishi_room_flush (room, 10000));
  assert_line (k->out->str, "9 The host can save the game again: play goes on.");
  assert_line (a->out->str, "9 The host can save the game again: play goes on.");
  g_assert_cmpstr (ishi_room_get_save_problem (room), ==, NULL);
  forget (a); forget (k); forget (o);
  play (k, "C3");
  assert_line (o->out->str, "15   1(W): C3");
  play (a, "D4");
  /* The clock lost nothing while the game was paused: 10 minutes less
   * what the moves took (none: the room's clock only moved while paused). */
  assert_line (o->out->str, "15 Game 1 I: ken (0 600 -1) vs anna (0 600 -1)");
  /* A restart: the record holds every move announced. */
  g_assert_true (ishi_room_flush (room, 10000));
  conn_free (a); conn_free (k); conn_free (o);
  g_object_unref (room);
  {
    IshiRoom *again = room_new (dir);
    Conn *w = member (again, "watch", NULL);
    g_autofree char *moves = say (w, "moves 1");
    assert_line (moves, "15   0(B): E5");
    assert_line (moves, "15   1(W): C3");
    assert_line (moves, "15   2(B): D4");
    conn_free (w);
    g_object_unref (again);
  }
  ishi_test_remove_tree (top);
}

/* ------------------------------------------------------------------------ */
/* A restart at any moment                                                   */
/* ------------------------------------------------------------------------ */

/* The host killed between /start and the first move: started again, the
 * table comes back with its game and its players, with no warning; Black
 * plays the first move.  (The old room said "cannot be resumed: no
 * players", answered the players "It is not your turn" and GLib "invalid
 * cast from IshiHumanPlayer to IshiRemotePlayer".) */
static void
test_restart_before_first_move (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  IshiRoom *room = room_new (dir);
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  g_autofree char *anna_token = NULL, *ken_token = NULL, *out = NULL;

  fake_now = (gint64) 70000 * G_USEC_PER_SEC;
  seat_two (room, a, k, NULL);
  g_assert_true (ishi_room_flush (room, 10000));
  /* The tokens, as their clients keep them. */
  out = say (a, "set client true");
  anna_token = token_of (strstr (out, "700 token ") + 4);
  g_clear_pointer (&out, g_free);
  out = say (k, "set client true");
  ken_token = token_of (strstr (out, "700 token ") + 4);
  g_clear_pointer (&out, g_free);
  /* kill -9: nothing more is written; the connections are gone. */
  a->id = k->id = 0;
  conn_free (a);
  conn_free (k);
  g_object_unref (room);

  room = room_new (dir);
  a = conn_new (room);
  k = conn_new (room);
  g_free (say (a, "anna"));
  g_free (say (a, anna_token));
  g_free (say (k, "ken"));
  g_free (say (k, ken_token));
  g_free (say (a, "set client true"));
  g_free (say (k, "set client true"));
  forget (a);
  forget (k);
  out = say (a, "/start");
  assert_line (out, "5 The game at table 1 is on already.");
  g_clear_pointer (&out, g_free);
  forget (a);
  out = say (a, "E5");
  assert_no_line_with (out, "\n5 ");
  g_clear_pointer (&out, g_free);
  assert_line (k->out->str, "15   0(B): E5");
  conn_free (a);
  conn_free (k);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

/* A room.ini full of garbage: the host starts, says which line is wrong,
 * keeps the file as room.ini.broken-DATE, and opens the room from the
 * records — the game at its table, its players taking their seats by
 * name.  (The old host did not start: "Key file does not start with a
 * group".) */
static void
test_broken_room_ini (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ishi-room-XXXXXX", NULL);
  g_autofree char *ini = g_build_filename (dir, "room.ini", NULL);
  IshiRoom *room = room_new (dir);
  Conn *a = member (room, "anna", NULL), *k = member (room, "ken", NULL);
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  IshiRoomConfig config = {
    .name = "Room 3", .game = "go", .code = "4711", .records_dir = dir,
    .time_func = fake_time, .tick_ms = G_MAXUINT,
  };
  gboolean kept = FALSE;

  fake_now = (gint64) 90000 * G_USEC_PER_SEC;
  seat_two (room, a, k, NULL);
  play (a, "E5");
  play (k, "C3");
  g_assert_true (ishi_room_flush (room, 10000));
  a->id = k->id = 0;
  conn_free (a);
  conn_free (k);
  g_object_unref (room);
  g_assert_true (g_file_set_contents (ini, "[room]\nname=Room 3\n\x01\x02 garbage\n[table 1]\nblack=anna\n", -1, NULL));

  g_test_expect_message ("ishi-net", G_LOG_LEVEL_WARNING, "*room.ini: line 3 is wrong*kept as*room.ini.broken-*");
  room = ishi_room_new (&config, &error);
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  g_assert_nonnull (room);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while ((name = g_dir_read_name (d)) != NULL)
      kept |= g_str_has_prefix (name, "room.ini.broken-");
  }
  g_assert_true (kept);
  /* The game at table 1; anna and ken take their seats by name. */
  a = conn_new (room);
  k = conn_new (room);
  g_free (say (a, "anna"));
  g_free (say (k, "ken"));
  out = say (a, "set client true");
  assert_line (out, "15   0(B): E5");
  assert_line (out, "15   1(W): C3");
  g_clear_pointer (&out, g_free);
  g_free (say (k, "set client true"));
  forget (k);
  play (a, "D4");
  assert_line (k->out->str, "15   2(B): D4");
  conn_free (a);
  conn_free (k);
  g_object_unref (room);
  ishi_test_remove_tree (dir);
}

static void
login_failed_cb (IshiRoomClient *client, const char *text, char **said)
{
  /* The refusal's id in the catalogue, read in the handler (issue 64). */
  g_free (*said);
  *said = g_strdup_printf ("%s: %s", ishi_room_client_get_refusal (client), text);
}

static gboolean
has_text (gpointer data)
{
  return *(char **) data != NULL;
}

/* A name the room refuses, from Ishi's own client over loopback: the
 * client says the room's words once, and does not ask again and again. */
static void
test_refused_name_on_loopback (void)
{
  IshiRoomConfig config = { .name = "Loopback", .game = "go", .code = "2024" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomClient) client = ishi_room_client_new ("\xd0\xb0lice", "2024");
  g_autofree char *said = NULL;

  g_assert_no_error (error);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  g_signal_connect (client, "login-failed", G_CALLBACK (login_failed_cb), &said);
  ishi_room_client_connect (client, "127.0.0.1", ishi_room_server_get_port (server), 3);
  ishi_test_wait_until (has_text, &said, "the name refused", 20);
  g_assert_cmpstr (said, ==, "name-mixed-scripts: The room refused to let you in: A name does not mix Latin letters with Cyrillic or Greek ones.");
  ishi_room_server_stop (server);
}

/* A seated name from a computer without its token (a pupil at another
 * computer, or one whose program lost it): the client says where the seat
 * is kept and what to do — it said the name was in use on another
 * computer, which to a pupil whose own computer had crashed meant nothing. */
static void
test_seat_kept_on_loopback (void)
{
  IshiRoomConfig config = { .name = "Loopback", .game = "go", .code = "2024" };
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiRoom) room = ishi_room_new (&config, &error);
  g_autoptr (IshiRoomServer) server = NULL;
  g_autoptr (IshiRoomClient) client = ishi_room_client_new ("ken", "2024");
  g_autofree char *said = NULL;
  g_autofree char *out = NULL;
  Conn *k;

  g_assert_no_error (error);
  k = conn_new (room);
  g_free (say (k, "ken"));
  g_free (say (k, "/code 2024"));
  out = say (k, "/join");
  g_assert_nonnull (strstr (out, "ken sits at table 1 as Black."));
  /* His computer goes: he keeps the seat, away. */
  conn_free (k);
  server = ishi_room_server_new (room, NULL);
  g_assert_true (ishi_room_server_listen (server, "127.0.0.1", 0, &error));
  g_signal_connect (client, "login-failed", G_CALLBACK (login_failed_cb), &said);
  ishi_room_client_connect (client, "127.0.0.1", ishi_room_server_get_port (server), 3);
  ishi_test_wait_until (has_text, &said, "the seat's name refused", 20);
  g_assert_cmpstr (said, ==, "invalid-password: The name “ken” keeps a seat for the computer that sat down with it: "
                             "join from that computer, or choose another name.");
  g_assert_cmpint (ishi_room_client_get_state (client), ==, ISHI_ROOM_CLIENT_OFFLINE);
  ishi_room_server_stop (server);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-security/tokens-unpredictable", test_tokens_unpredictable);
  g_test_add_func ("/room-security/codes", test_codes);
  g_test_add_func ("/room-security/code-sweep", test_code_sweep);
  g_test_add_func ("/room-security/teacher-and-token-tries", test_teacher_and_token_tries);
  g_test_add_func ("/room-security/tries-by-address", test_tries_by_address);
  g_test_add_func ("/room-security/gate", test_gate);
  g_test_add_func ("/room-security/gate-ipv6", test_gate_ipv6);
  g_test_add_func ("/room-security/silent-connections", test_silent_connections);
  g_test_add_func ("/room-security/door", test_door);
  g_test_add_func ("/room-security/flood", test_flood);
  g_test_add_func ("/room-security/traversal-names", test_traversal_names);
  g_test_add_func ("/room-security/look-alikes", test_look_alikes);
  g_test_add_func ("/room-security/name-rule", test_name_rule);
  g_test_add_func ("/room-security/pupil-names", test_pupil_names);
  g_test_add_func ("/room-security/refused-name-on-loopback", test_refused_name_on_loopback);
  g_test_add_func ("/room-security/seat-kept-on-loopback", test_seat_kept_on_loopback);
  g_test_add_func ("/room-security/unsaved-move-refused", test_unsaved_move_refused);
  g_test_add_func ("/room-security/restart-before-first-move", test_restart_before_first_move);
  g_test_add_func ("/room-security/broken-room-ini", test_broken_room_ini);
  return g_test_run ();
}
