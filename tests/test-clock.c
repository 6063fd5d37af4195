/* test-clock.c — the game clock under every time system, with a fake
 * time source, and the time properties of SGF (TM, OT, BL, WL, OB, OW).
 *
 * Where the expected values come from:
 *   - absolute time (持ち時間) and the online page's byo-yomi:
 *     online-go-rules.ja.txt, "time" (the time used is taken from the main
 *     time; at 0 the game is lost) and "byoyomi" (the reading starts once
 *     the remaining main time is below the byo-yomi seconds, and the game
 *     is lost when the main time reaches 0 — unlike the usual byo-yomi,
 *     which starts after the main time is used up);
 *   - Japanese byo-yomi, Canadian overtime and the Fischer clock: their
 *     standard definitions (Japanese: N periods of S seconds after the main
 *     time, a period is used up only by a move that takes longer than S;
 *     Canadian: M moves in T seconds, a new block after the M-th move;
 *     Fischer: a fixed increment after every move);
 *   - OT values: the forms KGS/CGoban write ("5x30 byo-yomi",
 *     "25/600 Canadian") and OGS writes ("10 fischer").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-clock.h"
#include "ishi-match.h"
#include "ishi-sgf.h"
#include "ishi-test-util.h"

#define S(x) ((gint64) ((double) (x) * G_USEC_PER_SEC + ((x) >= 0 ? 0.5 : -0.5)))

typedef struct {
  gint64 now;
  int time_outs[3];
  IshiColor last_time_out;
} Fake;

static gint64
fake_now (gpointer data)
{
  return ((Fake *) data)->now;
}

static void
time_out_cb (IshiClock *clock, int color, Fake *fake)
{
  g_assert_true (color == ISHI_BLACK || color == ISHI_WHITE);
  fake->time_outs[color]++;
  fake->last_time_out = color;
}

static IshiClock *
fake_clock (const IshiTimeControl *tc, Fake *fake)
{
  IshiClock *clock;

  memset (fake, 0, sizeof *fake);
  fake->now = S (1000);  /* any start: the clock must only use differences */
  clock = ishi_clock_new (tc);
  ishi_clock_set_time_source (clock, fake_now, fake, NULL);
  g_assert_true (ishi_time_control_equal (ishi_clock_get_time_control (clock), tc));
  g_signal_connect (clock, "time-out", G_CALLBACK (time_out_cb), fake);
  return clock;
}

/* `color` thinks for `seconds`, then moves. */
static gboolean
move_after (IshiClock *clock, Fake *fake, IshiColor color, double seconds)
{
  g_assert_cmpint (ishi_clock_get_side (clock), ==, color);
  fake->now += S (seconds);
  return ishi_clock_move_made (clock, color);
}

static void
assert_last (IshiClock *clock, IshiColor color, double time_left, int overtime_left)
{
  gint64 t;
  int o;

  g_assert_true (ishi_clock_get_last_move (clock, color, &t, &o));
  g_assert_cmpint (t, ==, S (time_left));
  g_assert_cmpint (o, ==, overtime_left);
}

/* ------------------------------------------------------------------------ */
/* No clock                                                                  */
/* ------------------------------------------------------------------------ */

static void
test_none (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_NONE };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  ishi_clock_switch (clock, ISHI_BLACK);
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 1e6));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1e6));
  fake.now += S (1e6);
  g_assert_true (ishi_clock_tick (clock));
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_cmpint (st.countdown, ==, -1);
  g_assert_false (st.last_seconds);
  g_assert_false (ishi_clock_get_last_move (clock, ISHI_BLACK, NULL, NULL));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK] + fake.time_outs[ISHI_WHITE], ==, 0);
  g_autofree char *text = ishi_clock_format (clock, ISHI_BLACK);
  g_assert_cmpstr (text, ==, "");
}

/* ------------------------------------------------------------------------ */
/* Absolute time                                                             */
/* ------------------------------------------------------------------------ */

static void
test_absolute (void)
{
  /* 1 minute each (online-go-rules.ja.txt allows 1 to 60 minutes). */
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 60 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  /* Nobody's time runs before the game starts. */
  fake.now += S (500);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (60));
  ishi_clock_switch (clock, ISHI_BLACK);

  /* Only the side to move spends time. */
  fake.now += S (20);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.running);
  g_assert_cmpint (st.main_left, ==, S (40));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (60));
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.periods_left, ==, -1);
  g_assert_cmpint (st.period_left, ==, -1);

  /* Black uses 59.9 s in all and moves with 0.1 s left: in time. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 39.9));
  assert_last (clock, ISHI_BLACK, 0.1, -1);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (0.1));
  g_assert_true (ishi_clock_is_last_seconds (clock, ISHI_BLACK));
  g_assert_false (ishi_clock_is_last_seconds (clock, ISHI_WHITE));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 49.9));

  /* 10 s or less is the last seconds, more is not. */
  g_assert_false (ishi_clock_is_last_seconds (clock, ISHI_WHITE));
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 0.05));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 0.1));
  g_assert_true (ishi_clock_is_last_seconds (clock, ISHI_WHITE));

  /* Black's 0.05 s runs out exactly: a move at 0 is not in time. */
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 0);
  g_assert_false (move_after (clock, &fake, ISHI_BLACK, 0.05));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
  g_assert_true (ishi_clock_has_flag_fallen (clock, ISHI_BLACK));
  g_assert_false (ishi_clock_has_flag_fallen (clock, ISHI_WHITE));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_EMPTY);

  /* Nothing more happens: no second time-out, no move, no time runs. */
  fake.now += S (100);
  g_assert_false (ishi_clock_tick (clock));
  g_assert_false (ishi_clock_move_made (clock, ISHI_BLACK));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
  g_assert_cmpint (fake.time_outs[ISHI_WHITE], ==, 0);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (10));
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.flag_fallen);
  g_assert_cmpint (st.countdown, ==, 0);
}

static void
count_cb (int *n)
{
  (*n)++;
}

/* The flag falls on a tick too, with nobody moving. */
static void
test_absolute_tick (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 300 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  int ticks = 0;

  g_signal_connect_swapped (clock, "tick", G_CALLBACK (count_cb), &ticks);
  ishi_clock_switch (clock, ISHI_BLACK);
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 10));
  fake.now += S (299.9);
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (fake.time_outs[ISHI_WHITE], ==, 0);
  fake.now += S (0.1);
  g_assert_false (ishi_clock_tick (clock));
  g_assert_cmpint (fake.time_outs[ISHI_WHITE], ==, 1);
  g_assert_cmpint (fake.last_time_out, ==, ISHI_WHITE);
  g_assert_false (ishi_clock_tick (clock));
  g_assert_cmpint (fake.time_outs[ISHI_WHITE], ==, 1);
  g_assert_cmpint (ticks, ==, 1);
  /* Black's time did not run meanwhile. */
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (290));
}

/* ------------------------------------------------------------------------ */
/* Japanese byo-yomi                                                         */
/* ------------------------------------------------------------------------ */

static void
test_byoyomi (void)
{
  /* 1 min + 3 × 30 s. */
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60,
                         .periods = 3, .period_time = 30 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  ishi_clock_switch (clock, ISHI_BLACK);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.periods_left, ==, 3);

  /* Main time first: 59 s of it. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 59));
  assert_last (clock, ISHI_BLACK, 1, -1);
  /* The end of the main time loses nothing: not "last seconds". */
  g_assert_false (ishi_clock_is_last_seconds (clock, ISHI_BLACK));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* 1 s of main time, then 29.9 s of the first period: in time, and the
   * period is kept (not used up: the move took less than 30 s). */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 30.9));
  assert_last (clock, ISHI_BLACK, 0.1, 3);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, 0);
  g_assert_cmpint (st.periods_left, ==, 3);
  g_assert_cmpint (st.period_left, ==, S (30));  /* the count starts again */
  g_assert_cmpint (st.countdown, ==, S (30));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* While Black thinks, the period counts down; the last 10 s show. */
  fake.now += S (21);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_cmpint (st.period_left, ==, S (9));
  g_assert_true (st.last_seconds);
  {
    g_autofree char *text = ishi_clock_format (clock, ISHI_BLACK);
    g_assert_cmpstr (text, ==, "0:09.0 (3)");
  }

  /* 45 s in all: longer than a period, so one is used up. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 24));
  assert_last (clock, ISHI_BLACK, 15, 2);
  g_assert_cmpint (ishi_clock_get_periods_left (clock, ISHI_BLACK), ==, 2);
  g_assert_cmpint (ishi_clock_get_period_left (clock, ISHI_BLACK), ==, S (30));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* 59.9 s: one more period used, the last one is kept. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 59.9));
  assert_last (clock, ISHI_BLACK, 0.1, 1);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* In the last period: 29.9 s is in time, again and again. */
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (move_after (clock, &fake, ISHI_BLACK, 29.9));
      assert_last (clock, ISHI_BLACK, 0.1, 1);
      g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));
    }
  /* ... and 30 s is not: the last period is used up, the game lost. */
  g_assert_false (move_after (clock, &fake, ISHI_BLACK, 30));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
  g_assert_cmpint (ishi_clock_get_periods_left (clock, ISHI_BLACK), ==, 0);

  /* White, who used 1 s a move from 60 s, is still in main time. */
  ishi_clock_get_state (clock, ISHI_WHITE, &st);
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, S (53));
  g_assert_cmpint (st.periods_left, ==, 3);
}

/* Loss on a tick in byo-yomi: main time and every period run out while
 * the side thinks. */
static void
test_byoyomi_tick (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 10,
                         .periods = 2, .period_time = 5 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);

  ishi_clock_switch (clock, ISHI_BLACK);
  fake.now += S (19.9);   /* 10 + 5 + 4.9 */
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (ishi_clock_get_periods_left (clock, ISHI_BLACK), ==, 1);
  g_assert_cmpint (ishi_clock_get_period_left (clock, ISHI_BLACK), ==, S (0.1));
  fake.now += S (0.1);
  g_assert_false (ishi_clock_tick (clock));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
}

/* ------------------------------------------------------------------------ */
/* The online page's byo-yomi                                                */
/* ------------------------------------------------------------------------ */

static void
test_byoyomi_online (void)
{
  /* 1 minute, byo-yomi 30 s (online-go-rules.ja.txt: /option time 1,
   * /option byoyomi 30). */
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 60,
                         .period_time = 30 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  ishi_clock_switch (clock, ISHI_BLACK);
  /* Not below 30 s yet: no reading. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 30));
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, S (30));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* Below 30 s: the reading has started, counting the main time down. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 0.5));
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, S (29.5));
  g_assert_cmpint (st.period_left, ==, S (29.5));
  g_assert_cmpint (st.periods_left, ==, -1);
  assert_last (clock, ISHI_BLACK, 29.5, -1);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* 29.4 s of the 29.5: in time, 0.1 s left — and no time comes back
   * after the move (unlike Japanese byo-yomi). */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 29.4));
  assert_last (clock, ISHI_BLACK, 0.1, -1);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (0.1));
  g_assert_cmpint (ishi_clock_get_period_left (clock, ISHI_BLACK), ==, S (0.1));
  g_assert_true (ishi_clock_is_last_seconds (clock, ISHI_BLACK));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* The main time reaches 0: lost, where Japanese byo-yomi would give a
   * period of 30 s. */
  g_assert_false (move_after (clock, &fake, ISHI_BLACK, 0.1));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
}

static void
test_byoyomi_online_vs_japanese (void)
{
  /* The same numbers under both semantics: 60 s, then 30 s. */
  IshiTimeControl online = { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 60,
                             .period_time = 30 };
  IshiTimeControl japanese = { .system = ISHI_TIME_BYOYOMI, .main_time = 60,
                               .periods = 1, .period_time = 30 };
  Fake f1, f2;
  g_autoptr(IshiClock) c1 = fake_clock (&online, &f1);
  g_autoptr(IshiClock) c2 = fake_clock (&japanese, &f2);

  ishi_clock_switch (c1, ISHI_BLACK);
  ishi_clock_switch (c2, ISHI_BLACK);
  /* A move at 70 s: the usual byo-yomi starts after the main time and the
   * move is in time; on the online page the main time has reached 0. */
  g_assert_false (move_after (c1, &f1, ISHI_BLACK, 70));
  g_assert_true (move_after (c2, &f2, ISHI_BLACK, 70));
  assert_last (c2, ISHI_BLACK, 20, 1);
  g_assert_cmpint (f1.time_outs[ISHI_BLACK], ==, 1);
  g_assert_cmpint (f2.time_outs[ISHI_BLACK], ==, 0);
}

static void
test_byoyomi_online_no_main (void)
{
  /* /option time 0 with byoyomi 30: every move within 30 s. */
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 0,
                         .period_time = 30 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);

  g_assert_true (ishi_clock_is_in_overtime (clock, ISHI_BLACK));
  ishi_clock_switch (clock, ISHI_BLACK);
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (move_after (clock, &fake, ISHI_BLACK, 29.9));
      assert_last (clock, ISHI_BLACK, 0.1, -1);
      g_assert_cmpint (ishi_clock_get_period_left (clock, ISHI_BLACK), ==, S (30));
      g_assert_true (move_after (clock, &fake, ISHI_WHITE, 10));
    }
  fake.now += S (30);
  g_assert_false (ishi_clock_tick (clock));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
}

/* ------------------------------------------------------------------------ */
/* Canadian                                                                  */
/* ------------------------------------------------------------------------ */

static void
test_canadian (void)
{
  /* 10 s, then 3 moves in 60 s. */
  IshiTimeControl tc = { .system = ISHI_TIME_CANADIAN, .main_time = 10,
                         .stones = 3, .period_time = 60 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  ishi_clock_switch (clock, ISHI_BLACK);
  /* 10 s of main time and 5 s of the block: 2 stones left in 55 s. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 15));
  assert_last (clock, ISHI_BLACK, 55, 2);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.periods_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, S (55));
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* The block's time is not restored after a move. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 20));
  assert_last (clock, ISHI_BLACK, 35, 1);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));
  {
    g_autofree char *text = ishi_clock_format (clock, ISHI_BLACK);
    g_assert_cmpstr (text, ==, "0:35 / 1");
  }

  /* The third stone in time: a new block of 3 stones in 60 s. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 34.9));
  assert_last (clock, ISHI_BLACK, 60, 3);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));

  /* 59.9 s on one stone: in time, 2 stones left in 0.1 s. */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 59.9));
  assert_last (clock, ISHI_BLACK, 0.1, 2);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));
  /* The block runs out before its stones are played. */
  g_assert_false (move_after (clock, &fake, ISHI_BLACK, 0.1));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
}

/* ------------------------------------------------------------------------ */
/* Fischer                                                                   */
/* ------------------------------------------------------------------------ */

static void
test_fischer (void)
{
  /* 60 s + 10 s a move, at most 90 s. */
  IshiTimeControl tc = { .system = ISHI_TIME_FISCHER, .main_time = 60,
                         .increment = 10, .cap = 90 };
  IshiTimeControl uncapped = { .system = ISHI_TIME_FISCHER, .main_time = 60, .increment = 10 };
  Fake fake, f2;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  g_autoptr(IshiClock) free_clock = fake_clock (&uncapped, &f2);

  ishi_clock_switch (clock, ISHI_BLACK);
  ishi_clock_switch (free_clock, ISHI_BLACK);
  /* 60 − 5 + 10 = 65, 70, 75, 80, 85, 90, then the cap holds it at 90. */
  for (int i = 1; i <= 8; i++)
    {
      g_assert_true (move_after (clock, &fake, ISHI_BLACK, 5));
      g_assert_true (move_after (free_clock, &f2, ISHI_BLACK, 5));
      assert_last (clock, ISHI_BLACK, MIN (60 + 5 * i, 90), -1);
      assert_last (free_clock, ISHI_BLACK, 60 + 5 * i, -1);
      /* White spends exactly the increment: 60 s, move after move. */
      g_assert_true (move_after (clock, &fake, ISHI_WHITE, 10));
      g_assert_true (move_after (free_clock, &f2, ISHI_WHITE, 10));
      assert_last (clock, ISHI_WHITE, 60, -1);
    }
  g_assert_cmpint (ishi_clock_get_main_left (free_clock, ISHI_BLACK), ==, S (100));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (90));
}

static void
test_fischer_flag (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_FISCHER, .main_time = 30, .increment = 5 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);

  ishi_clock_switch (clock, ISHI_BLACK);
  /* 30 − 10 + 5 = 25, 20, 15, 10. */
  for (int i = 1; i <= 4; i++)
    {
      g_assert_true (move_after (clock, &fake, ISHI_BLACK, 10));
      assert_last (clock, ISHI_BLACK, 30 - 5 * i, -1);
      g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));
    }
  /* 10 s left: 9.9 s is in time (0.1 + 5 = 5.1 left); then 5.1 s is not
   * (the increment comes after a move made in time, not before). */
  g_assert_true (move_after (clock, &fake, ISHI_BLACK, 9.9));
  assert_last (clock, ISHI_BLACK, 5.1, -1);
  g_assert_true (move_after (clock, &fake, ISHI_WHITE, 1));
  g_assert_false (move_after (clock, &fake, ISHI_BLACK, 5.1));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 1);
}

/* ------------------------------------------------------------------------ */
/* Pausing                                                                   */
/* ------------------------------------------------------------------------ */

static void
test_pause (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 60,
                         .periods = 1, .period_time = 10 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  IshiClockState st;

  ishi_clock_switch (clock, ISHI_BLACK);
  fake.now += S (10);
  ishi_clock_set_paused (clock, TRUE);
  g_assert_true (ishi_clock_get_paused (clock));
  /* An hour of pause: no time runs, no flag falls. */
  fake.now += S (3600);
  g_assert_true (ishi_clock_tick (clock));
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_false (st.running);
  g_assert_cmpint (st.main_left, ==, S (50));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);
  g_assert_cmpint (fake.time_outs[ISHI_BLACK], ==, 0);

  ishi_clock_set_paused (clock, FALSE);
  fake.now += S (10);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (40));
  g_assert_true (ishi_clock_move_made (clock, ISHI_BLACK));
  assert_last (clock, ISHI_BLACK, 40, -1);

  /* A move made during a pause is charged the time before the pause, and
   * the other side's clock starts paused. */
  fake.now += S (5);
  ishi_clock_set_paused (clock, TRUE);
  fake.now += S (100);
  g_assert_true (ishi_clock_move_made (clock, ISHI_WHITE));
  assert_last (clock, ISHI_WHITE, 55, -1);
  fake.now += S (100);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (40));
  ishi_clock_set_paused (clock, FALSE);
  fake.now += S (1);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (39));

  /* Stopped (counting, the end): nobody's time runs; play resumes. */
  ishi_clock_stop (clock);
  fake.now += S (1000);
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (39));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (55));
  ishi_clock_switch (clock, ISHI_WHITE);
  fake.now += S (5);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (50));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK] + fake.time_outs[ISHI_WHITE], ==, 0);
}

/* ------------------------------------------------------------------------ */
/* Ticking helper                                                            */
/* ------------------------------------------------------------------------ */

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
test_ticking (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 };
  g_autoptr(IshiClock) clock = ishi_clock_new (&tc);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  int ticks = 0;

  g_signal_connect_swapped (clock, "tick", G_CALLBACK (count_cb), &ticks);
  ishi_clock_switch (clock, ISHI_BLACK);
  ishi_clock_set_ticking (clock, 10);
  g_timeout_add (200, quit_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (ticks, >, 0);
  /* The real monotonic clock ran. */
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), <, S (600));
  ishi_clock_set_ticking (clock, 0);
}

/* ------------------------------------------------------------------------ */
/* SGF: TM and OT                                                            */
/* ------------------------------------------------------------------------ */

static void
test_ot_forms (void)
{
  struct {
    const char *ot;
    IshiTimeControl tc;
  } cases[] = {
    /* KGS, CGoban, OGS */
    { "5x30 byo-yomi", { .system = ISHI_TIME_BYOYOMI, .periods = 5, .period_time = 30 } },
    { "3X60 Byo-Yomi", { .system = ISHI_TIME_BYOYOMI, .periods = 3, .period_time = 60 } },
    { " 5 x 30 byoyomi ", { .system = ISHI_TIME_BYOYOMI, .periods = 5, .period_time = 30 } },
    { "25/600 Canadian", { .system = ISHI_TIME_CANADIAN, .stones = 25, .period_time = 600 } },
    { "10/300 canadian", { .system = ISHI_TIME_CANADIAN, .stones = 10, .period_time = 300 } },
    /* OGS */
    { "30 fischer", { .system = ISHI_TIME_FISCHER, .increment = 30 } },
    { "Fischer 10", { .system = ISHI_TIME_FISCHER, .increment = 10 } },
    /* Ishi's own */
    { "10 fischer max 600", { .system = ISHI_TIME_FISCHER, .increment = 10, .cap = 600 } },
    { "30 byo-yomi in main time", { .system = ISHI_TIME_BYOYOMI_ONLINE, .period_time = 30 } },
  };
  const char *unknown[] = {
    "", "byo-yomi", "5x byo-yomi", "x30 byo-yomi", "5x30", "hourglass", "3x30 byo-yomi extra",
    "-5x30 byo-yomi", "99999999999x30 byo-yomi", "25/600", "simple 30",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      IshiTimeControl tc = { 0 };

      g_assert_true (ishi_time_control_parse_ot (cases[i].ot, &tc));
      g_assert_true (ishi_time_control_equal (&tc, &cases[i].tc));
    }
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      IshiTimeControl tc = { 0 };

      g_assert_false (ishi_time_control_parse_ot (unknown[i], &tc));
    }
}

static IshiSgfNode *
reread (IshiSgfNode *root)
{
  g_autofree char *text = ishi_sgf_write (&root, 1, NULL);
  g_autoptr(GError) error = NULL;
  IshiSgfCollection *collection = ishi_sgf_parse (text, strlen (text), "test.sgf", &error);
  IshiSgfNode *copy;

  g_assert_no_error (error);
  copy = ishi_sgf_node_copy_tree (g_ptr_array_index (collection->games, 0));
  ishi_sgf_collection_free (collection);
  return copy;
}

static void
test_root_round_trip (void)
{
  const IshiTimeControl controls[] = {
    { .system = ISHI_TIME_NONE },
    { .system = ISHI_TIME_ABSOLUTE, .main_time = 1800 },
    { .system = ISHI_TIME_BYOYOMI, .main_time = 600, .periods = 5, .period_time = 30 },
    { .system = ISHI_TIME_BYOYOMI, .main_time = 0, .periods = 3, .period_time = 10 },
    { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 600, .period_time = 30 },
    { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 0, .period_time = 20 },
    { .system = ISHI_TIME_CANADIAN, .main_time = 300, .stones = 25, .period_time = 600 },
    { .system = ISHI_TIME_FISCHER, .main_time = 300, .increment = 10 },
    { .system = ISHI_TIME_FISCHER, .main_time = 300, .increment = 10, .cap = 600 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
      g_autoptr(IshiSgfNode) back = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *words = NULL;
      IshiTimeControl tc;

      g_assert_true (ishi_time_control_validate (&controls[i], NULL));
      ishi_sgf_node_set_raw (root, "GM", "1");
      ishi_time_control_write_root (&controls[i], root);
      back = reread (root);
      g_assert_true (ishi_time_control_read_root (back, &tc, &error));
      g_assert_no_error (error);
      g_assert_true (ishi_time_control_equal (&tc, &controls[i]));
      words = ishi_time_control_describe (&tc);
      g_assert_true (words != NULL && *words != '\0');
    }

  /* What is written, exactly. */
  {
    g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();

    ishi_time_control_write_root (&controls[2], root);
    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "TM"), ==, "600");
    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "OT"), ==, "5x30 byo-yomi");
    ishi_time_control_write_root (&controls[6], root);
    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "OT"), ==, "25/600 Canadian");
    ishi_time_control_write_root (&controls[1], root);
    g_assert_cmpstr (ishi_sgf_node_get_raw (root, "TM"), ==, "1800");
    g_assert_null (ishi_sgf_node_lookup (root, "OT"));
    ishi_time_control_write_root (&controls[0], root);
    g_assert_null (ishi_sgf_node_lookup (root, "TM"));
  }
}

static void
test_root_unknown (void)
{
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  g_autoptr(GError) error = NULL;
  IshiTimeControl tc;

  /* An OT nobody defined: the main time is kept as absolute time, and the
   * caller is told. */
  ishi_sgf_node_set_raw (root, "TM", "900");
  ishi_sgf_node_set_raw (root, "OT", "hourglass");
  g_assert_false (ishi_time_control_read_root (root, &tc, &error));
  g_assert_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_UNKNOWN_OT);
  g_assert_nonnull (strstr (error->message, "hourglass"));
  g_assert_cmpint (tc.system, ==, ISHI_TIME_ABSOLUTE);
  g_assert_cmpint (tc.main_time, ==, 900);
  g_clear_error (&error);

  /* A known form with impossible numbers is unknown too. */
  ishi_sgf_node_set_raw (root, "OT", "0x30 byo-yomi");
  g_assert_false (ishi_time_control_read_root (root, &tc, &error));
  g_assert_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_UNKNOWN_OT);
  g_assert_cmpint (tc.system, ==, ISHI_TIME_ABSOLUTE);
  g_clear_error (&error);

  /* A real TM is rounded; a TM that is no number: no clock. */
  ishi_sgf_node_remove (root, "OT");
  ishi_sgf_node_set_raw (root, "TM", "90.6");
  g_assert_true (ishi_time_control_read_root (root, &tc, NULL));
  g_assert_cmpint (tc.system, ==, ISHI_TIME_ABSOLUTE);
  g_assert_cmpint (tc.main_time, ==, 91);
  ishi_sgf_node_set_raw (root, "TM", "ten minutes");
  g_assert_false (ishi_time_control_read_root (root, &tc, &error));
  g_assert_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_BAD_TM);
  g_assert_cmpint (tc.system, ==, ISHI_TIME_NONE);
  g_clear_error (&error);
  ishi_sgf_node_set_raw (root, "TM", "-5");
  g_assert_false (ishi_time_control_read_root (root, &tc, NULL));

  /* No TM but a known OT: overtime from the first move. */
  ishi_sgf_node_remove (root, "TM");
  ishi_sgf_node_set_raw (root, "OT", "5x30 byo-yomi");
  g_assert_true (ishi_time_control_read_root (root, &tc, NULL));
  g_assert_cmpint (tc.system, ==, ISHI_TIME_BYOYOMI);
  g_assert_cmpint (tc.main_time, ==, 0);
}

/* ------------------------------------------------------------------------ */
/* SGF: BL, WL, OB, OW                                                       */
/* ------------------------------------------------------------------------ */

/* Plays a game on `clock`, writing each move's BL/WL/OB/OW as the game
 * controller does, then reads them back from the written file. */
static void
test_node_times (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 20,
                         .periods = 3, .period_time = 10 };
  /* Seconds each move takes, alternating Black, White. */
  const double think[] = { 12, 3, 8.25, 4, 15, 6, 4.5, 37 };
  /* Expected for each move: BL/WL and OB/OW (-1 for none). */
  const double left[] = { 8, 17, 10 - 0.25, 13, 5, 7, 5.5, 0 };
  const int periods[] = { -1, -1, 3, -1, 2, -1, 2, -1 };
  Fake fake;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  g_autoptr(IshiSgfNode) root = ishi_sgf_node_new ();
  g_autoptr(IshiSgfNode) back = NULL;
  IshiSgfNode *node = root;
  IshiNodeTime t;
  guint n = G_N_ELEMENTS (think) - 1;  /* the last one is a time-out */

  ishi_time_control_write_root (&tc, root);
  ishi_clock_switch (clock, ISHI_BLACK);
  for (guint i = 0; i < n; i++)
    {
      IshiColor color = i % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
      IshiSgfNode *child = ishi_sgf_node_new ();
      gint64 time_left;
      int overtime;

      g_assert_true (move_after (clock, &fake, color, think[i]));
      g_assert_true (ishi_clock_get_last_move (clock, color, &time_left, &overtime));
      ishi_sgf_node_set_raw (child, color == ISHI_BLACK ? "B" : "W", "");
      ishi_node_time_write (child, color, time_left, overtime);
      ishi_sgf_node_append_child (node, child);
      node = child;
    }
  /* White's 37 s: 7 s of main time, then all three periods. */
  g_assert_false (move_after (clock, &fake, ISHI_WHITE, think[n]));

  back = reread (root);
  g_assert_false (ishi_node_time_read (back, ISHI_BLACK, &t));
  node = back->first_child;
  for (guint i = 0; i < n; i++, node = node->first_child)
    {
      IshiColor color = i % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;

      g_assert_nonnull (node);
      g_assert_false (ishi_node_time_read (node, ishi_color_other (color), &t));
      g_assert_true (ishi_node_time_read (node, color, &t));
      g_assert_true (t.has_time);
      g_assert_cmpfloat_with_epsilon (t.time_left, left[i], 0.0005);
      g_assert_cmpint (t.has_overtime, ==, periods[i] >= 0);
      if (periods[i] >= 0)
        g_assert_cmpint (t.overtime_left, ==, periods[i]);
    }

  /* The exact words: "9.75" and OB[3] at move 3. */
  node = back->first_child->first_child->first_child;
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "BL"), ==, "9.75");
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "OB"), ==, "3");
  g_assert_null (ishi_sgf_node_lookup (node, "WL"));

  /* Review: White's time at move 3 is what move 2 recorded. */
  g_assert_true (ishi_node_time_find (node, ISHI_WHITE, &t));
  g_assert_cmpfloat_with_epsilon (t.time_left, 17, 0.0005);
  g_assert_false (t.has_overtime);
}

static void
test_node_time_values (void)
{
  g_autoptr(IshiSgfNode) node = ishi_sgf_node_new ();
  IshiNodeTime t;

  ishi_node_time_write (node, ISHI_WHITE, S (600), -1);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "WL"), ==, "600");
  ishi_node_time_write (node, ISHI_WHITE, S (0.1), 5);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "WL"), ==, "0.1");
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "OW"), ==, "5");
  ishi_node_time_write (node, ISHI_WHITE, -S (3), -1);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "WL"), ==, "0");
  g_assert_null (ishi_sgf_node_lookup (node, "OW"));

  /* What other programs write, and what is no number. */
  ishi_sgf_node_set_raw (node, "BL", "1795.961");
  ishi_sgf_node_set_raw (node, "OB", "25");
  g_assert_true (ishi_node_time_read (node, ISHI_BLACK, &t));
  g_assert_cmpfloat_with_epsilon (t.time_left, 1795.961, 1e-9);
  g_assert_cmpint (t.overtime_left, ==, 25);
  ishi_sgf_node_set_raw (node, "BL", "soon");
  ishi_sgf_node_set_raw (node, "OB", "-1");
  g_assert_false (ishi_node_time_read (node, ISHI_BLACK, &t));
}

/* A clock set from a record's BL/OB plays on as the record left it. */
static void
test_restore (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 600,
                         .periods = 5, .period_time = 30 };
  IshiTimeControl canadian = { .system = ISHI_TIME_CANADIAN, .main_time = 600,
                               .stones = 25, .period_time = 300 };
  Fake fake, f2;
  g_autoptr(IshiClock) clock = fake_clock (&tc, &fake);
  g_autoptr(IshiClock) c2 = fake_clock (&canadian, &f2);
  IshiNodeTime t = { .has_time = TRUE, .time_left = 12.5, .has_overtime = TRUE,
                     .overtime_left = 2 };
  IshiNodeTime main_only = { .has_time = TRUE, .time_left = 123.4 };
  IshiClockState st;

  ishi_clock_restore (clock, ISHI_BLACK, &t);
  ishi_clock_get_state (clock, ISHI_BLACK, &st);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.periods_left, ==, 2);
  g_assert_cmpint (st.period_left, ==, S (30));
  ishi_clock_restore (clock, ISHI_WHITE, &main_only);
  ishi_clock_get_state (clock, ISHI_WHITE, &st);
  g_assert_false (st.in_overtime);
  g_assert_cmpint (st.main_left, ==, S (123.4));

  /* From a record: each colour as its last move left it. */
  {
    const char *sgf = "(;GM[1]SZ[9]TM[600]OT[5x30 byo-yomi];B[cc]BL[590.5];W[gg]WL[21]OW[4];B[cg]BL[580])";
    g_autoptr(IshiSgfCollection) collection = ishi_sgf_parse (sgf, strlen (sgf), "t.sgf", NULL);
    IshiSgfNode *root = g_ptr_array_index (collection->games, 0);
    IshiSgfNode *second = root->first_child->first_child;
    IshiTimeControl read;
    g_autoptr(IshiClock) c3 = NULL;

    g_assert_true (ishi_time_control_read_root (root, &read, NULL));
    g_assert_true (ishi_time_control_equal (&read, &tc));
    c3 = ishi_clock_new (&read);
    ishi_clock_restore_from_node (c3, second);
    g_assert_cmpint (ishi_clock_get_main_left (c3, ISHI_BLACK), ==, S (590.5));
    g_assert_cmpint (ishi_clock_get_periods_left (c3, ISHI_WHITE), ==, 4);
    g_assert_cmpint (ishi_clock_get_period_left (c3, ISHI_WHITE), ==, S (30));
    ishi_clock_restore_from_node (c3, second->first_child);
    g_assert_cmpint (ishi_clock_get_main_left (c3, ISHI_BLACK), ==, S (580));
    /* At the root nothing is recorded: full time. */
    ishi_clock_restore_from_node (c3, root);
    g_assert_cmpint (ishi_clock_get_main_left (c3, ISHI_BLACK), ==, S (600));
    g_assert_false (ishi_clock_is_in_overtime (c3, ISHI_WHITE));
  }

  /* Canadian: the block keeps its time and stones. */
  t.time_left = 120;
  t.overtime_left = 7;
  ishi_clock_restore (c2, ISHI_BLACK, &t);
  ishi_clock_get_state (c2, ISHI_BLACK, &st);
  g_assert_true (st.in_overtime);
  g_assert_cmpint (st.periods_left, ==, 7);
  g_assert_cmpint (st.period_left, ==, S (120));
}

static void
test_validate (void)
{
  IshiTimeControl bad[] = {
    { .system = ISHI_TIME_ABSOLUTE, .main_time = 0 },
    { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 0, .period_time = 30 },
    { .system = ISHI_TIME_BYOYOMI, .main_time = 60, .periods = 3, .period_time = 0 },
    { .system = ISHI_TIME_CANADIAN, .main_time = 60, .stones = 0, .period_time = 30 },
    { .system = ISHI_TIME_FISCHER, .main_time = -1, .increment = 5 },
    { .system = 99 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(IshiClock) clock = NULL;

      g_assert_false (ishi_time_control_validate (&bad[i], &error));
      g_assert_error (error, ISHI_TIME_CONTROL_ERROR, ISHI_TIME_CONTROL_ERROR_INVALID);
      /* A clock for it is a clock without time, never a broken one. */
      clock = ishi_clock_new (&bad[i]);
      g_assert_cmpint (ishi_clock_get_time_control (clock)->system, ==, ISHI_TIME_NONE);
    }

  for (IshiTimeSystem s = ISHI_TIME_NONE; s <= ISHI_TIME_FISCHER; s++)
    {
      IshiTimeSystem back;

      g_assert_true (ishi_time_system_from_string (ishi_time_system_to_string (s), &back));
      g_assert_cmpint (back, ==, s);
    }
}

static void
test_format (void)
{
  struct { double s; gboolean tenths; const char *text; } cases[] = {
    { 600, FALSE, "10:00" },
    { 599.2, FALSE, "10:00" },   /* rounded up: 0:00 only when nothing is left */
    { 598.9, FALSE, "9:59" },
    { 3725, FALSE, "1:02:05" },
    { 0.3, FALSE, "0:01" },
    { 0, FALSE, "0:00" },
    { 9.25, TRUE, "0:09.3" },
    { 0.04, TRUE, "0:00.1" },
    { 12, TRUE, "0:12" },
    { -1, TRUE, "0:00.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ishi_time_format (S (cases[i].s), cases[i].tenths);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* ------------------------------------------------------------------------ */
/* The clock in the game controller                                          */
/* ------------------------------------------------------------------------ */

static IshiMatch *
timed_match (const IshiTimeControl *tc, Fake *fake, IshiClock **clock_out)
{
  IshiMatch *match = ishi_match_new_game (ishi_ruleset_lookup ("japanese"), 9, 0, NAN);
  g_autoptr(IshiClock) clock = fake_clock (tc, fake);

  ishi_match_set_clock (match, clock);
  g_assert_true (ishi_match_get_clock (match) == clock);
  *clock_out = clock;
  return match;
}

static IshiMoveStatus
play_after (IshiMatch *match, Fake *fake, double seconds, int x, int y)
{
  fake->now += S (seconds);
  return x < 0 ? ishi_match_pass (match) : ishi_match_play (match, x, y);
}

static void
test_match_records_times (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI, .main_time = 10,
                         .periods = 2, .period_time = 5 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);
  IshiGame *game = ishi_match_get_game (match);
  IshiSgfNode *root = ishi_game_get_root (game);
  g_autoptr(IshiSgfNode) back = NULL;
  IshiTimeControl read;
  IshiNodeTime t;
  IshiSgfNode *node;

  /* TM and OT on the root of the new game; Black's time runs. */
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "TM"), ==, "10");
  g_assert_cmpstr (ishi_sgf_node_get_raw (root, "OT"), ==, "2x5 byo-yomi");
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);

  g_assert_cmpint (play_after (match, &fake, 4, 2, 2), ==, ISHI_MOVE_OK);  /* B: 6 s left */
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  g_assert_cmpint (play_after (match, &fake, 3, 6, 6), ==, ISHI_MOVE_OK);  /* W: 7 s left */
  g_assert_cmpint (play_after (match, &fake, 8, 2, 6), ==, ISHI_MOVE_OK);  /* B: 3 s into a period */
  g_assert_cmpint (play_after (match, &fake, 1, -1, -1), ==, ISHI_MOVE_OK); /* W passes: 6 s left */

  /* A paused game spends no time. */
  ishi_match_set_paused (match, TRUE);
  g_assert_true (ishi_match_get_paused (match));
  g_assert_true (ishi_clock_get_paused (clock));
  fake.now += S (600);
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  ishi_match_set_paused (match, FALSE);

  /* Black: 6 s of a 5 s period uses one up. */
  g_assert_cmpint (play_after (match, &fake, 6, 6, 2), ==, ISHI_MOVE_OK);

  back = reread (root);
  g_assert_true (ishi_time_control_read_root (back, &read, NULL));
  g_assert_true (ishi_time_control_equal (&read, &tc));
  {
    const struct { IshiColor color; double left; int ot; } expect[] = {
      { ISHI_BLACK, 6, -1 }, { ISHI_WHITE, 7, -1 }, { ISHI_BLACK, 3, 2 },
      { ISHI_WHITE, 6, -1 }, { ISHI_BLACK, 4, 1 },
    };

    node = back->first_child;
    for (guint i = 0; i < G_N_ELEMENTS (expect); i++, node = node->first_child)
      {
        g_assert_nonnull (node);
        g_assert_true (ishi_node_time_read (node, expect[i].color, &t));
        g_assert_cmpfloat_with_epsilon (t.time_left, expect[i].left, 0.0005);
        g_assert_cmpint (t.has_overtime, ==, expect[i].ot >= 0);
        if (expect[i].ot >= 0)
          g_assert_cmpint (t.overtime_left, ==, expect[i].ot);
        g_assert_false (ishi_node_time_read (node, ishi_color_other (expect[i].color), &t));
      }
  }
}

static void
test_match_time_out_on_tick (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 60 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);
  IshiResult result;
  g_autofree char *words = NULL;

  g_assert_cmpint (play_after (match, &fake, 30, 2, 2), ==, ISHI_MOVE_OK);
  fake.now += S (59.9);
  g_assert_true (ishi_clock_tick (clock));
  fake.now += S (0.1);
  g_assert_false (ishi_clock_tick (clock));

  /* White lost on time: the game is over, RE B+T. */
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  ishi_match_get_result (match, &result);
  g_assert_cmpint (result.kind, ==, ISHI_RESULT_TIME);
  g_assert_cmpint (result.winner, ==, ISHI_BLACK);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (ishi_match_get_game (match)), "RE"),
                   ==, "B+T");
  words = ishi_match_describe_result (match);
  g_assert_nonnull (words);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_EMPTY);
  g_assert_cmpint (play_after (match, &fake, 1, 3, 3), ==, ISHI_MOVE_GAME_OVER);
}

static void
test_match_late_move (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_BYOYOMI_ONLINE, .main_time = 60,
                         .period_time = 30 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);
  IshiGame *game = ishi_match_get_game (match);

  /* With 0.1 s left the move is in time ... */
  g_assert_cmpint (play_after (match, &fake, 59.9, 2, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_game_get_move_number (game), ==, 1);
  g_assert_cmpint (play_after (match, &fake, 1, 6, 6), ==, ISHI_MOVE_OK);
  /* ... and a move when the main time has reached 0 is refused: Black
   * lost on time, and the stone is not played. */
  g_assert_cmpint (play_after (match, &fake, 0.1, 2, 6), ==, ISHI_MOVE_GAME_OVER);
  g_assert_cmpint (ishi_game_get_move_number (game), ==, 2);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_FINISHED);
  g_assert_cmpstr (ishi_sgf_node_get_raw (ishi_game_get_root (game), "RE"), ==, "W+T");
}

static void
test_match_counting_stops_clock (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 60 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);

  g_assert_cmpint (play_after (match, &fake, 5, 2, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpint (play_after (match, &fake, 5, -1, -1), ==, ISHI_MOVE_OK);  /* W passes first */
  g_assert_cmpint (play_after (match, &fake, 5, -1, -1), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_COUNTING);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_EMPTY);
  /* Counting for ten minutes costs nobody time. */
  fake.now += S (600);
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (50));
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (55));
  /* Continue play: the first passer (White) is to move, and his time runs. */
  g_assert_true (ishi_match_continue_play (match));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  fake.now += S (5);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (50));
}

/* Looking back through the record, or taking a move back, stops the
 * clocks: a reviewed position never loses on time. */
static void
test_match_review_stops_clock (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 60 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);

  g_assert_cmpint (play_after (match, &fake, 5, 2, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpint (play_after (match, &fake, 5, 6, 6), ==, ISHI_MOVE_OK);
  g_assert_cmpint (play_after (match, &fake, 5, 2, 6), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);

  g_assert_true (ishi_match_back (match));
  g_assert_true (ishi_match_back (match));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_EMPTY);
  fake.now += S (3600);
  g_assert_true (ishi_clock_tick (clock));
  g_assert_cmpint (ishi_match_get_phase (match), ==, ISHI_PHASE_PLAYING);
  g_assert_true (ishi_match_last (match, NULL));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_WHITE), ==, S (55));

  /* Undo is no look at the record: play goes on from the move taken back
   * to, and so does the player's time (issue 77 item 14); the move played
   * instead starts the other side's. */
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);
  g_assert_cmpint (play_after (match, &fake, 10, 6, 2), ==, ISHI_MOVE_OK);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (40));
  g_assert_cmpint (fake.time_outs[ISHI_BLACK] + fake.time_outs[ISHI_WHITE], ==, 0);
}

/* Along every line of `node`'s tree, each side's time left (BL, WL) goes
 * down from one of its moves to its next, never up and never the same
 * (absolute time: no period starts again, nothing is added).  The number
 * of times read. */
static guint
assert_times_go_down (const IshiSgfNode *node, double black, double white)
{
  guint n = 0;
  IshiNodeTime t;

  if (ishi_node_time_read (node, ISHI_BLACK, &t))
    {
      if (!(t.time_left < black))
        g_error ("BL[%g] after BL[%g]", t.time_left, black);
      black = t.time_left;
      n++;
    }
  if (ishi_node_time_read (node, ISHI_WHITE, &t))
    {
      if (!(t.time_left < white))
        g_error ("WL[%g] after WL[%g]", t.time_left, white);
      white = t.time_left;
      n++;
    }
  for (const IshiSgfNode *c = node->first_child; c; c = c->next_sibling)
    n += assert_times_go_down (c, black, white);
  return n;
}

/* Issue 77 item 14: the times saved went up (WL[585.731] at move 2,
 * WL[598.133] at move 4) and were repeated (moves 82-90).  A game with
 * Undo, the same move played again after it (which follows the record's
 * own node), an engine-like answer played again, a look back and a move
 * from there: each move the clock counted has the time its player had
 * left, every line's times go down, and a move played while the clock
 * stood has none. */
static void
test_match_undo_times (void)
{
  IshiTimeControl tc = { .system = ISHI_TIME_ABSOLUTE, .main_time = 600 };
  Fake fake;
  IshiClock *clock;
  g_autoptr(IshiMatch) match = timed_match (&tc, &fake, &clock);
  IshiGame *game = ishi_match_get_game (match);
  g_autoptr(IshiSgfNode) back = NULL;
  IshiNodeTime t;

  g_assert_cmpint (play_after (match, &fake, 5, 2, 2), ==, ISHI_MOVE_OK);    /* B 595 */
  g_assert_cmpint (play_after (match, &fake, 10, 6, 6), ==, ISHI_MOVE_OK);   /* W 590 */
  g_assert_cmpint (play_after (match, &fake, 5, 2, 6), ==, ISHI_MOVE_OK);    /* B 590 */
  g_assert_cmpint (play_after (match, &fake, 3, 6, 2), ==, ISHI_MOVE_OK);    /* W 587 */
  /* Undo White's move: White thinks again on his time, and plays it again
   * (the record's node followed): 2 s more. */
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  g_assert_cmpint (play_after (match, &fake, 2, 6, 2), ==, ISHI_MOVE_OK);
  g_assert_true (ishi_node_time_read (ishi_game_get_node (game), ISHI_WHITE, &t));
  g_assert_cmpfloat_with_epsilon (t.time_left, 585, 0.0005);
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);
  /* Two moves back and both played again, the first as before. */
  g_assert_cmpint (play_after (match, &fake, 4, 4, 4), ==, ISHI_MOVE_OK);    /* B 586 */
  g_assert_cmpint (play_after (match, &fake, 1, 4, 6), ==, ISHI_MOVE_OK);    /* W 584 */
  g_assert_true (ishi_match_undo (match));
  g_assert_true (ishi_match_undo (match));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_BLACK);
  g_assert_cmpint (play_after (match, &fake, 6, 4, 4), ==, ISHI_MOVE_OK);    /* B 580, the same node */
  g_assert_true (ishi_node_time_read (ishi_game_get_node (game), ISHI_BLACK, &t));
  g_assert_cmpfloat_with_epsilon (t.time_left, 580, 0.0005);
  g_assert_cmpint (play_after (match, &fake, 2, 5, 5), ==, ISHI_MOVE_OK);    /* W 582, a new line */
  g_assert_true (ishi_node_time_read (ishi_game_get_node (game), ISHI_WHITE, &t));
  g_assert_cmpfloat_with_epsilon (t.time_left, 582, 0.0005);
  /* A look two moves back stops the clock; a move from there is played
   * untimed (no BL), and starts White's time. */
  g_assert_true (ishi_match_step (match, -2, NULL));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_EMPTY);
  fake.now += S (100);
  g_assert_cmpint (ishi_match_play (match, 0, 8), ==, ISHI_MOVE_OK);
  g_assert_false (ishi_node_time_read (ishi_game_get_node (game), ISHI_BLACK, &t));
  g_assert_cmpint (ishi_clock_get_side (clock), ==, ISHI_WHITE);
  g_assert_cmpint (ishi_clock_get_main_left (clock, ISHI_BLACK), ==, S (580));

  back = reread (ishi_game_get_root (game));
  g_assert_cmpuint (assert_times_go_down (back, 601, 601), ==, 7);
  g_assert_cmpint (fake.time_outs[ISHI_BLACK] + fake.time_outs[ISHI_WHITE], ==, 0);
}

/* The settings' compact form: every system there and back; wrong text
 * refused (a field too many, a negative or too big number, an unknown
 * system, an invalid control). */
static void
test_setting_round_trip (void)
{
  static const char *const good[] = {
    "none:0:0:0:0:0:0", "absolute:600:0:0:0:0:0", "byoyomi:600:5:30:0:0:0",
    "canadian:600:0:300:25:0:0", "fischer:300:0:0:0:10:600",
  };
  static const char *const bad[] = {
    "", "byoyomi:600:5:30:0:0", "byoyomi:600:5:30:0:0:0:0", "byoyomi:-1:5:30:0:0:0",
    "byoyomi:600:5:30:0:0:999999", "hourglass:600:0:0:0:0:0", "absolute:0:0:0:0:0:0",
  };
  IshiTimeControl tc;

  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (ishi_time_control_from_setting (good[i], &tc));
      back = ishi_time_control_to_setting (&tc);
      g_assert_cmpstr (back, ==, good[i]);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (ishi_time_control_from_setting (bad[i], &tc));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/none", test_none);
  g_test_add_func ("/clock/absolute", test_absolute);
  g_test_add_func ("/clock/absolute-tick", test_absolute_tick);
  g_test_add_func ("/clock/byoyomi", test_byoyomi);
  g_test_add_func ("/clock/byoyomi-tick", test_byoyomi_tick);
  g_test_add_func ("/clock/byoyomi-online", test_byoyomi_online);
  g_test_add_func ("/clock/byoyomi-online-vs-japanese", test_byoyomi_online_vs_japanese);
  g_test_add_func ("/clock/byoyomi-online-no-main", test_byoyomi_online_no_main);
  g_test_add_func ("/clock/canadian", test_canadian);
  g_test_add_func ("/clock/fischer", test_fischer);
  g_test_add_func ("/clock/fischer-flag", test_fischer_flag);
  g_test_add_func ("/clock/pause", test_pause);
  g_test_add_func ("/clock/ticking", test_ticking);
  g_test_add_func ("/clock/restore", test_restore);
  g_test_add_func ("/clock/validate", test_validate);
  g_test_add_func ("/clock/format", test_format);
  g_test_add_func ("/sgf-time/ot-forms", test_ot_forms);
  g_test_add_func ("/sgf-time/root-round-trip", test_root_round_trip);
  g_test_add_func ("/sgf-time/root-unknown", test_root_unknown);
  g_test_add_func ("/sgf-time/node-times", test_node_times);
  g_test_add_func ("/sgf-time/node-time-values", test_node_time_values);

  g_test_add_func ("/match-clock/records-times", test_match_records_times);
  g_test_add_func ("/match-clock/time-out-on-tick", test_match_time_out_on_tick);
  g_test_add_func ("/match-clock/late-move", test_match_late_move);
  g_test_add_func ("/match-clock/counting-stops-clock", test_match_counting_stops_clock);
  g_test_add_func ("/match-clock/review-stops-clock", test_match_review_stops_clock);
  g_test_add_func ("/match-clock/undo-times", test_match_undo_times);
  g_test_add_func ("/time-control/setting-round-trip", test_setting_round_trip);

  return g_test_run ();
}
