/* ishi-room-gate.c — see ishi-room-gate.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-gate.h"

#include <gio/gio.h>
#include <string.h>
#include <sys/resource.h>

/* Addresses remembered at most: beyond, the one whose last wrong try is
 * oldest is forgotten (each costs a few dozen bytes). */
#define MAX_ADDRESSES 4096

/* A flood ends after this long without a line dropped. */
#define FLOOD_QUIET_S 2

typedef struct {
  guint count;             /* wrong secrets */
  gint64 last;             /* the last one */
  gint64 next_try;         /* no try before */
} Record;

struct _IshiRoomGate {
  GHashTable *records;     /* key → Record (owned) */
};

IshiRoomGate *
ishi_room_gate_new (void)
{
  IshiRoomGate *gate = g_new0 (IshiRoomGate, 1);

  gate->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return gate;
}

void
ishi_room_gate_free (IshiRoomGate *gate)
{
  if (gate == NULL)
    return;
  g_hash_table_unref (gate->records);
  g_free (gate);
}

char *
ishi_room_gate_key (const char *address)
{
  g_autoptr (GInetAddress) inet = NULL;
  const guint8 *bytes;

  if (address == NULL)
    return g_strdup ("");
  inet = g_inet_address_new_from_string (address);
  if (inet == NULL || g_inet_address_get_family (inet) != G_SOCKET_FAMILY_IPV6)
    return g_strdup (address);
  bytes = g_inet_address_to_bytes (inet);
  /* ::ffff:a.b.c.d is the IPv4 address a.b.c.d. */
  {
    static const guint8 mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
    if (memcmp (bytes, mapped, 12) == 0)
      return g_strdup_printf ("%u.%u.%u.%u", bytes[12], bytes[13], bytes[14], bytes[15]);
  }
  /* A machine is its whole address, as the network tells machines apart:
   * the machines of a school's network share one /64. */
  return g_inet_address_to_string (inet);
}

char *
ishi_room_gate_group (const char *address)
{
  g_autoptr (GInetAddress) inet = address ? g_inet_address_new_from_string (address) : NULL;
  g_autofree char *key = ishi_room_gate_key (address);
  guint8 prefix[16] = { 0 };
  g_autoptr (GInetAddress) net = NULL;
  g_autofree char *text = NULL;

  if (inet == NULL || strchr (key, ':') == NULL || g_inet_address_get_is_loopback (inet))
    return NULL;
  memcpy (prefix, g_inet_address_to_bytes (inet), 8);
  net = g_inet_address_new_from_bytes (prefix, G_SOCKET_FAMILY_IPV6);
  text = g_inet_address_to_string (net);
  return g_strdup_printf ("%s/64", text);
}

guint
ishi_room_door_places (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= 1024)
    return ISHI_ROOM_MAX_UNLOGGED;
  return MAX (32, (guint) limit.rlim_cur / 8);
}

/* The address's record as it stands at `now` (forgotten after a quiet
 * while), or NULL. */
static Record *
lookup (IshiRoomGate *gate, const char *key, gint64 now)
{
  Record *r = g_hash_table_lookup (gate->records, key);

  if (r && now - r->last >= (gint64) ISHI_ROOM_FORGET_SECONDS * G_USEC_PER_SEC)
    {
      g_hash_table_remove (gate->records, key);
      r = NULL;
    }
  return r;
}

static void
forget_oldest (IshiRoomGate *gate)
{
  GHashTableIter iter;
  gpointer key, value, oldest = NULL;
  gint64 when = G_MAXINT64;

  g_hash_table_iter_init (&iter, gate->records);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (((Record *) value)->last < when)
      {
        when = ((Record *) value)->last;
        oldest = key;
      }
  if (oldest)
    g_hash_table_remove (gate->records, oldest);
}

/* How long from `now` the record's next try waits, 0: none. */
static gint64
record_wait (Record *r, gint64 now)
{
  return r && now < r->next_try ? r->next_try - now : 0;
}

gboolean
ishi_room_gate_may_try (IshiRoomGate *gate, const char *address, gint64 now, guint *wait_s)
{
  g_autofree char *key = ishi_room_gate_key (address);
  g_autofree char *group = ishi_room_gate_group (address);
  gint64 own = record_wait (lookup (gate, key, now), now);
  gint64 shared = group ? record_wait (lookup (gate, group, now), now) : 0;
  gint64 wait = MAX (own, shared);

  if (wait == 0)
    return TRUE;
  if (wait_s)
    *wait_s = (guint) ((wait + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC);
  return FALSE;
}

gboolean
ishi_room_gate_group_waits (IshiRoomGate *gate, const char *address, gint64 now)
{
  g_autofree char *key = ishi_room_gate_key (address);
  g_autofree char *group = ishi_room_gate_group (address);

  return group != NULL && record_wait (lookup (gate, key, now), now) == 0
         && record_wait (lookup (gate, group, now), now) > 0;
}

/* A wrong try against `key`, which has `free` tries before it waits:
 * the wait its next try has, in seconds. */
static guint
record_wrong (IshiRoomGate *gate, const char *key, guint free, gint64 now)
{
  Record *r = lookup (gate, key, now);
  guint wait = 0;

  if (r == NULL)
    {
      if (g_hash_table_size (gate->records) >= MAX_ADDRESSES)
        forget_oldest (gate);
      r = g_new0 (Record, 1);
      g_hash_table_insert (gate->records, g_strdup (key), r);
    }
  r->count++;
  r->last = now;
  if (r->count > free)
    {
      guint doublings = r->count - free - 1;
      wait = doublings >= 9 ? ISHI_ROOM_MAX_WAIT_SECONDS : MIN (1u << doublings, ISHI_ROOM_MAX_WAIT_SECONDS);
    }
  r->next_try = now + (gint64) wait * G_USEC_PER_SEC;
  return wait;
}

guint
ishi_room_gate_wrong (IshiRoomGate *gate, const char *address, gint64 now)
{
  g_autofree char *key = ishi_room_gate_key (address);
  g_autofree char *group = ishi_room_gate_group (address);
  guint wait = record_wrong (gate, key, ISHI_ROOM_FREE_TRIES, now);

  /* Many addresses of one /64 at once: the /64 waits too. */
  if (group)
    {
      guint group_wait = record_wrong (gate, group, ISHI_ROOM_GROUP_FREE_TRIES, now);
      wait = MAX (wait, group_wait);
    }
  return wait;
}

guint
ishi_room_gate_count (IshiRoomGate *gate, const char *address, gint64 now)
{
  g_autofree char *key = ishi_room_gate_key (address);
  Record *r = lookup (gate, key, now);

  return r ? r->count : 0;
}

void
ishi_room_flood_init (IshiRoomFlood *flood, guint rate, gint64 now)
{
  flood->rate = rate ? rate : ISHI_ROOM_LINES_PER_SECOND;
  flood->tokens = 2.0 * flood->rate;
  flood->refilled = now;
  flood->flood_since = 0;
  flood->dropped = 0;
  flood->told = 0;
}

/* A token bucket of 2 × rate lines, refilled at `rate` a second.  A
 * flood begins with the first line dropped and ends only after
 * FLOOD_QUIET_S seconds without one: a sender over the rate goes on
 * losing lines, so the lines let through meanwhile do not end it (the
 * last round's fault: each of them began the ten seconds again). */
IshiRoomLine
ishi_room_flood_line (IshiRoomFlood *flood, gint64 now)
{
  double burst = 2.0 * flood->rate;

  if (now > flood->refilled)
    flood->tokens = MIN (burst, flood->tokens + (now - flood->refilled) * flood->rate / (double) G_USEC_PER_SEC);
  flood->refilled = MAX (flood->refilled, now);
  if (flood->flood_since && now - flood->dropped > (gint64) FLOOD_QUIET_S * G_USEC_PER_SEC)
    flood->flood_since = 0;
  if (flood->tokens >= 1)
    {
      flood->tokens -= 1;
      return ISHI_ROOM_LINE_TAKEN;
    }
  flood->dropped = now;
  if (flood->flood_since == 0)
    flood->flood_since = now;
  if (now - flood->flood_since >= (gint64) ISHI_ROOM_FLOOD_SECONDS * G_USEC_PER_SEC)
    return ISHI_ROOM_LINE_CLOSE;
  if (flood->told == 0 || now - flood->told >= G_USEC_PER_SEC)
    {
      flood->told = now;
      return ISHI_ROOM_LINE_DROPPED_TELL;
    }
  return ISHI_ROOM_LINE_DROPPED;
}

gboolean
ishi_room_budget_take (IshiRoomBudget *budget, double rate, double burst, gint64 now)
{
  if (budget->refilled == 0)
    budget->tokens = burst;
  else if (now > budget->refilled)
    budget->tokens = MIN (burst, budget->tokens + (now - budget->refilled) * rate / (double) G_USEC_PER_SEC);
  budget->refilled = MAX (budget->refilled, now);
  if (budget->refilled == 0)
    budget->refilled = 1;
  if (budget->tokens < 1)
    return FALSE;
  budget->tokens -= 1;
  return TRUE;
}

/* Addresses named in one line of the report at most; the others are
 * counted together (a report is bounded whatever the attack). */
#define REPORT_ADDRESSES 64
#define REPORT_NAMED 4

typedef struct {
  char *what;
  guint64 total;
  GHashTable *by_address;  /* address → count (GUINT_TO_POINTER) */
} ReportLine;

struct _IshiRoomReport {
  GPtrArray *lines;        /* ReportLine, in the order first noted */
  gint64 since;            /* the last report (0: none yet) */
};

static void
report_line_free (gpointer data)
{
  ReportLine *line = data;

  g_free (line->what);
  g_hash_table_unref (line->by_address);
  g_free (line);
}

IshiRoomReport *
ishi_room_report_new (void)
{
  IshiRoomReport *report = g_new0 (IshiRoomReport, 1);

  report->lines = g_ptr_array_new_with_free_func (report_line_free);
  return report;
}

void
ishi_room_report_free (IshiRoomReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->lines);
  g_free (report);
}

void
ishi_room_report_note (IshiRoomReport *report, const char *what, const char *address)
{
  ReportLine *line = NULL;
  const char *key = address && *address ? address : "?";

  for (guint i = 0; i < report->lines->len && line == NULL; i++)
    if (strcmp (((ReportLine *) report->lines->pdata[i])->what, what) == 0)
      line = report->lines->pdata[i];
  if (line == NULL)
    {
      line = g_new0 (ReportLine, 1);
      line->what = g_strdup (what);
      line->by_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_ptr_array_add (report->lines, line);
    }
  line->total++;
  if (g_hash_table_contains (line->by_address, key) || g_hash_table_size (line->by_address) < REPORT_ADDRESSES)
    g_hash_table_replace (line->by_address, g_strdup (key),
                          GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (line->by_address, key)) + 1));
}

static int
by_count (gconstpointer a, gconstpointer b, gpointer data)
{
  guint na = GPOINTER_TO_UINT (g_hash_table_lookup (data, *(const char **) a));
  guint nb = GPOINTER_TO_UINT (g_hash_table_lookup (data, *(const char **) b));

  if (na != nb)
    return na > nb ? -1 : 1;
  return strcmp (*(const char **) a, *(const char **) b);
}

char *
ishi_room_report_take (IshiRoomReport *report, gint64 now)
{
  GString *text;

  if (report->since == 0)
    report->since = now;
  if (report->lines->len == 0 || now - report->since < (gint64) ISHI_ROOM_REPORT_SECONDS * G_USEC_PER_SEC)
    return NULL;
  text = g_string_new (NULL);
  g_string_append_printf (text, "the door in the last %d s:",
                          (int) ((now - report->since + G_USEC_PER_SEC / 2) / G_USEC_PER_SEC));
  for (guint i = 0; i < report->lines->len; i++)
    {
      ReportLine *line = report->lines->pdata[i];
      g_autoptr (GPtrArray) keys = g_ptr_array_new ();
      GHashTableIter iter;
      gpointer key;
      guint64 named = 0;

      g_hash_table_iter_init (&iter, line->by_address);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_ptr_array_add (keys, key);

      g_ptr_array_sort_with_data (keys, by_count, line->by_address);
      g_string_append_printf (text, "%s %s: %" G_GUINT64_FORMAT " (", i ? ";" : "", line->what, line->total);
      for (guint k = 0; k < keys->len && k < REPORT_NAMED; k++)
        {
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (line->by_address, keys->pdata[k]));
          g_string_append_printf (text, "%s%s %u", k ? ", " : "", (char *) keys->pdata[k], n);
          named += n;
        }
      if (line->total > named)
        g_string_append_printf (text, "%s%" G_GUINT64_FORMAT " from other addresses", named ? ", " : "",
                                line->total - named);
      g_string_append_c (text, ')');
    }
  g_ptr_array_set_size (report->lines, 0);
  report->since = now;
  return g_string_free (text, FALSE);
}
