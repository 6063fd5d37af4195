/* hostile-files.h — SGF files made to be slow (issue 14), built in memory,
 * for test-hostile (each read within a time and memory budget) and
 * bench-hostile (bytes per second on each).  Static functions, included
 * by both programs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <glib.h>

typedef struct {
  const char *name;
  const char *what;
  GString *(*make) (void);
} HostileFile;

/* A point of a 19x19 board for the i-th value: all 361 in turn. */
static inline void
hostile_append_point (GString *s, guint i)
{
  g_string_append_c (s, 'a' + i % 19);
  g_string_append_c (s, 'a' + (i / 19) % 19);
}

static inline GString *
hostile_repeated_comment (void)
{
  GString *s = g_string_new ("(;");

  for (guint i = 0; i < 80000; i++)
    g_string_append (s, "C[xx]");
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_repeated_ab (void)
{
  GString *s = g_string_new ("(;SZ[19]");

  for (guint i = 0; i < 80000; i++)
    {
      g_string_append (s, "AB[");
      hostile_append_point (s, i);
      g_string_append_c (s, ']');
    }
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_ab_values (void)
{
  GString *s = g_string_new ("(;SZ[19]AB");

  for (guint i = 0; i < 80000; i++)
    {
      g_string_append_c (s, '[');
      hostile_append_point (s, i);
      g_string_append_c (s, ']');
    }
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_repeated_lb (void)
{
  GString *s = g_string_new ("(;SZ[19]");

  for (guint i = 0; i < 80000; i++)
    {
      g_string_append (s, "LB[");
      hostile_append_point (s, i);
      g_string_append (s, ":A]");
    }
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_repeated_ma (void)
{
  GString *s = g_string_new ("(;SZ[19]");

  for (guint i = 0; i < 80000; i++)
    g_string_append (s, "MA[dd]");
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_variations (void)
{
  GString *s = g_string_new ("(;SZ[19]");

  for (guint i = 0; i < 100000; i++)
    {
      g_string_append (s, "(;B[");
      hostile_append_point (s, i);
      g_string_append (s, "])");
    }
  g_string_append (s, ")\n");
  return s;
}

static inline GString *
hostile_nesting (void)
{
  GString *s = g_string_new ("(;SZ[19]");

  for (guint i = 0; i < 10000; i++)
    {
      g_string_append (s, "(;");
      g_string_append_c (s, i % 2 ? 'W' : 'B');
      g_string_append_c (s, '[');
      hostile_append_point (s, i);
      g_string_append_c (s, ']');
    }
  for (guint i = 0; i <= 10000; i++)
    g_string_append_c (s, ')');
  g_string_append_c (s, '\n');
  return s;
}

static inline GString *
hostile_big_comment (void)
{
  GString *s = g_string_new ("(;SZ[19]C[");

  /* 10 MB of text, with the escapes and line breaks a comment may hold */
  while (s->len < 10 * 1000 * 1000)
    g_string_append (s, "A long comment \\] with escapes \\\\ and lines.\n");
  g_string_append (s, "])\n");
  return s;
}

static inline GString *
hostile_many_games (void)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < 100000; i++)
    {
      g_string_append (s, "(;SZ[9];B[");
      hostile_append_point (s, i % 81 % 9 + i % 81 / 9 * 19);
      g_string_append (s, "])\n");
    }
  return s;
}

static const HostileFile hostile_files[] = {
  { "repeated-c", "C[xx] 80,000 times in one node", hostile_repeated_comment },
  { "repeated-ab", "AB[..] 80,000 times in one node", hostile_repeated_ab },
  { "ab-values", "one AB with 80,000 values", hostile_ab_values },
  { "repeated-lb", "LB[..:A] 80,000 times in one node", hostile_repeated_lb },
  { "repeated-ma", "MA[dd] 80,000 times in one node", hostile_repeated_ma },
  { "variations", "100,000 variations at one node", hostile_variations },
  { "nesting", "variations nested 10,000 deep", hostile_nesting },
  { "big-comment", "a 10 MB comment", hostile_big_comment },
  { "many-games", "a collection of 100,000 games", hostile_many_games },
};
