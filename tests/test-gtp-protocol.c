/* test-gtp-protocol.c — the GTP protocol on strings: commands, replies
 * framed by id on recorded transcripts (multi-line, errors, stray lines, a
 * blank line first, CR LF, tabs), and vertices on every corner of every
 * size from 5 to 25.
 *
 * Where the expected values come from: the GTP version 2 specification
 * (sections 2.11 vertices, 3.1 preprocessing, 3.4-3.6 responses), and the
 * transcripts GNU Go 3.8 writes (/usr/games/gnugo --mode gtp), copied by
 * hand into the strings below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ishi-analysis.h"
#include "ishi-gtp-protocol.h"
#include "ishi-sgf.h"

/* Feeds a transcript (lines split at "\n") and collects what came out:
 * each reply as "=id:text" / "?id:text" ("=-:text" with no id), each stray
 * line as "out:line", in order. */
static GPtrArray *
run_transcript (const char *transcript)
{
  g_autoptr (IshiGtpParser) parser = ishi_gtp_parser_new ();
  g_auto (GStrv) lines = g_strsplit (transcript, "\n", -1);
  GPtrArray *events = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i]; i++)
    {
      IshiGtpReply reply = { 0 };
      char *output = NULL;

      switch (ishi_gtp_parser_feed (parser, lines[i], &reply, &output))
        {
        case ISHI_GTP_LINE_REPLY:
          if (reply.has_id)
            g_ptr_array_add (events, g_strdup_printf ("%c%u:%s", reply.success ? '=' : '?',
                                                      reply.id, reply.text));
          else
            g_ptr_array_add (events, g_strdup_printf ("%c-:%s", reply.success ? '=' : '?',
                                                      reply.text));
          ishi_gtp_reply_clear (&reply);
          break;
        case ISHI_GTP_LINE_OUTPUT:
          g_ptr_array_add (events, g_strdup_printf ("out:%s", output));
          g_free (output);
          break;
        case ISHI_GTP_LINE_NONE:
          break;
        }
    }
  return events;
}

static void
assert_events (const char *transcript, const char *const *expected)
{
  g_autoptr (GPtrArray) events = run_transcript (transcript);
  guint n = g_strv_length ((char **) expected);

  for (guint i = 0; i < MIN (n, events->len); i++)
    g_assert_cmpstr (g_ptr_array_index (events, i), ==, expected[i]);
  g_assert_cmpuint (events->len, ==, n);
}

static void
test_commands (void)
{
  g_autofree char *a = ishi_gtp_format_command (1, "genmove b");
  g_autofree char *b = ishi_gtp_format_command (42, "  play\tw D4 \r");
  g_autofree char *c = ishi_gtp_format_command (3, "   ");
  g_autofree char *d = ishi_gtp_format_command (4, "play b A1\nquit");

  g_assert_cmpstr (a, ==, "1 genmove b\n");
  g_assert_cmpstr (b, ==, "42 play w D4\n");
  g_assert_null (c);
  g_assert_null (d);
}

static void
test_replies (void)
{
  /* GNU Go's answers, with ids. */
  const char *simple[] = { "=1:2", "=2:GNU Go", "=3:", "?4:unknown command", NULL };
  assert_events ("=1 2\n\n=2 GNU Go\n\n=3\n\n?4 unknown command\n\n", simple);

  /* Multi-line (list_commands, showboard): lines joined, the empty line ends. */
  const char *multi[] = { "=5:protocol_version\nname\nversion", NULL };
  assert_events ("=5 protocol_version\nname\nversion\n\n", multi);

  /* showboard's first line is empty after "=id": the text starts with a newline. */
  const char *board[] = { "=6:\n   A B C\n 3 . . . 3", NULL };
  assert_events ("=6 \n   A B C\n 3 . . . 3\n\n", board);

  /* No id. */
  const char *noid[] = { "=-:C3", "?-:illegal move", NULL };
  assert_events ("= C3\n\n? illegal move\n\n", noid);
}

static void
test_blank_first_crlf_tabs (void)
{
  /* Blank lines before a reply, CR LF endings, a tab inside. */
  const char *ev[] = { "=7:D4", "=8:a b", NULL };
  assert_events ("\n\r\n=7 D4\r\n\r\n\n=8\ta\tb\r\n\r\n", ev);
}

static void
test_stray_lines (void)
{
  /* A banner, a debug line and garbage are output, never replies; a line
   * that looks almost like a reply ("==", "=x") is output too. */
  const char *ev[] = {
    "out:KataGo v1.13 loading model...",
    "=1:2",
    "out:garbage ### 12",
    "out:==",
    "out:=x 5",
    "=2:Q16",
    NULL
  };
  assert_events ("KataGo v1.13 loading model...\n=1 2\n\ngarbage ### 12\n==\n=x 5\n=2 Q16\n\n", ev);
}

static void
test_reply_across_feeds (void)
{
  g_autoptr (IshiGtpParser) parser = ishi_gtp_parser_new ();
  IshiGtpReply reply = { 0 };

  g_assert_false (ishi_gtp_parser_in_reply (parser));
  g_assert_cmpint (ishi_gtp_parser_feed (parser, "=12 A1 B2", &reply, NULL), ==, ISHI_GTP_LINE_NONE);
  g_assert_true (ishi_gtp_parser_in_reply (parser));
  g_assert_cmpint (ishi_gtp_parser_feed (parser, "C3", &reply, NULL), ==, ISHI_GTP_LINE_NONE);
  g_assert_cmpint (ishi_gtp_parser_feed (parser, "\r", &reply, NULL), ==, ISHI_GTP_LINE_REPLY);
  g_assert_true (reply.success);
  g_assert_true (reply.has_id);
  g_assert_cmpuint (reply.id, ==, 12);
  g_assert_cmpstr (reply.text, ==, "A1 B2\nC3");
  ishi_gtp_reply_clear (&reply);
  g_assert_false (ishi_gtp_parser_in_reply (parser));
}

/* Every corner of every size: the letters skip I, rows count from the
 * bottom, y = 0 is the top row. */
static void
test_vertex_corners (void)
{
  const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

  for (int size = 5; size <= 25; size++)
    {
      struct { int x, y; char name[8]; } corners[4];
      char last = letters[size - 1];

      corners[0].x = 0;        corners[0].y = size - 1; g_snprintf (corners[0].name, 8, "A1");
      corners[1].x = size - 1; corners[1].y = size - 1; g_snprintf (corners[1].name, 8, "%c1", last);
      corners[2].x = 0;        corners[2].y = 0;        g_snprintf (corners[2].name, 8, "A%d", size);
      corners[3].x = size - 1; corners[3].y = 0;        g_snprintf (corners[3].name, 8, "%c%d", last, size);

      for (int i = 0; i < 4; i++)
        {
          g_autofree char *text = ishi_gtp_vertex_format (size, corners[i].x, corners[i].y);
          g_autofree char *lower = g_ascii_strdown (corners[i].name, -1);
          IshiGtpVertexKind kind;
          int x = -5, y = -5;

          g_assert_cmpstr (text, ==, corners[i].name);
          g_assert_true (ishi_gtp_vertex_parse (size, corners[i].name, FALSE, &kind, &x, &y, NULL));
          g_assert_cmpint (kind, ==, ISHI_GTP_VERTEX_POINT);
          g_assert_cmpint (x, ==, corners[i].x);
          g_assert_cmpint (y, ==, corners[i].y);
          x = y = -5;
          g_assert_true (ishi_gtp_vertex_parse (size, lower, FALSE, &kind, &x, &y, NULL));
          g_assert_cmpint (x, ==, corners[i].x);
          g_assert_cmpint (y, ==, corners[i].y);
        }

      /* One beyond each edge is off the board, not garbage. */
      if (size < 25)
        {
          g_autofree char *right = g_strdup_printf ("%c1", letters[size]);
          g_autoptr (GError) error = NULL;
          g_assert_false (ishi_gtp_vertex_parse (size, right, FALSE, NULL, NULL, NULL, &error));
          g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD);
        }
      {
        g_autofree char *top = g_strdup_printf ("A%d", size + 1);
        g_autoptr (GError) error = NULL;
        g_assert_false (ishi_gtp_vertex_parse (size, top, FALSE, NULL, NULL, NULL, &error));
        g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD);
      }
      g_assert_null (ishi_gtp_vertex_format (size, size, 0));
      g_assert_null (ishi_gtp_vertex_format (size, 0, size));
    }
  g_assert_null (ishi_gtp_vertex_format (4, 0, 0));
  g_assert_null (ishi_gtp_vertex_format (26, 0, 0));
}

static void
test_vertex_words (void)
{
  IshiGtpVertexKind kind;
  int x, y;
  const char *garbage[] = { "I5", "i5", "A0", "A05", "", "hello", "D", "4D", "D4x", "=D4", NULL };

  g_assert_true (ishi_gtp_vertex_parse (9, "PASS", FALSE, &kind, &x, &y, NULL));
  g_assert_cmpint (kind, ==, ISHI_GTP_VERTEX_PASS);
  g_assert_cmpint (x, ==, -1);
  g_assert_true (ishi_gtp_vertex_parse (9, " Resign ", TRUE, &kind, &x, &y, NULL));
  g_assert_cmpint (kind, ==, ISHI_GTP_VERTEX_RESIGN);
  g_assert_false (ishi_gtp_vertex_parse (9, "resign", FALSE, &kind, &x, &y, NULL));
  {
    g_autofree char *pass = ishi_gtp_vertex_format (19, -1, -1);
    g_assert_cmpstr (pass, ==, "pass");
  }
  /* J follows H: "J9" on 9x9 is the ninth column. */
  g_assert_true (ishi_gtp_vertex_parse (9, "J9", FALSE, &kind, &x, &y, NULL));
  g_assert_cmpint (x, ==, 8);
  g_assert_cmpint (y, ==, 0);
  for (guint i = 0; garbage[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_false (ishi_gtp_vertex_parse (19, garbage[i], TRUE, NULL, NULL, NULL, &error));
      g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE);
    }
}

static void
test_vertex_list (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) points = ishi_gtp_vertex_list_parse (9, "C3 G7\nE5 ", &error);
  g_autoptr (GArray) bad = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (points->len, ==, 3);
  g_assert_cmpint (g_array_index (points, IshiPoint, 0).x, ==, 2);
  g_assert_cmpint (g_array_index (points, IshiPoint, 0).y, ==, 6);
  g_assert_cmpint (g_array_index (points, IshiPoint, 2).x, ==, 4);
  g_assert_cmpint (g_array_index (points, IshiPoint, 2).y, ==, 4);
  bad = ishi_gtp_vertex_list_parse (9, "C3 Z9", &error);
  g_assert_null (bad);
  g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_OFF_BOARD);
}

/* GNU Go's top_moves_white reply after "play b E5" on 9x9, copied. */
static void
test_top_moves (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) moves = ishi_gtp_top_moves_parse (9, "C3 75.01 F4 74.01 E3 74.01", &error);
  g_autoptr (GArray) bad = NULL;
  g_autoptr (GArray) odd = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (moves->len, ==, 3);
  g_assert_cmpint (g_array_index (moves, IshiGtpCandidate, 0).point.x, ==, 2);
  g_assert_cmpint (g_array_index (moves, IshiGtpCandidate, 0).point.y, ==, 6);
  g_assert_cmpfloat_with_epsilon (g_array_index (moves, IshiGtpCandidate, 0).value, 75.01, 1e-9);
  g_assert_cmpint (g_array_index (moves, IshiGtpCandidate, 1).point.x, ==, 5);
  odd = ishi_gtp_top_moves_parse (9, "C3 75.01 F4", &error);
  g_assert_null (odd);
  g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE);
  g_clear_error (&error);
  bad = ishi_gtp_top_moves_parse (9, "C3 lots", &error);
  g_assert_null (bad);
  g_assert_error (error, ISHI_GTP_ERROR, ISHI_GTP_ERROR_GARBAGE);
}

/* IV (ishi-analysis.h): GTP scores as Black's lead, written and read back. */
static void
test_analysis_property (void)
{
  g_autoptr (IshiSgfNode) node = ishi_sgf_node_new ();
  double v = 99;

  g_assert_true (ishi_analysis_parse_score ("W+3.5 (upper bound: -2.5, lower: -4.5)", &v));
  g_assert_cmpfloat (v, ==, -3.5);
  g_assert_true (ishi_analysis_parse_score ("B+24.0", &v));
  g_assert_cmpfloat (v, ==, 24.0);
  g_assert_true (ishi_analysis_parse_score ("0", &v));
  g_assert_cmpfloat (v, ==, 0);
  g_assert_true (ishi_analysis_parse_score (" -2.5 ", &v));
  g_assert_cmpfloat (v, ==, -2.5);
  g_assert_false (ishi_analysis_parse_score ("W+", &v));
  g_assert_false (ishi_analysis_parse_score ("B+-3", &v));
  g_assert_false (ishi_analysis_parse_score ("nan", &v));
  g_assert_false (ishi_analysis_parse_score ("resign", &v));

  g_assert_false (ishi_analysis_read (node, &v));
  ishi_analysis_write (node, -10.25);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IV"), ==, "-10.3");
  g_assert_true (ishi_analysis_read (node, &v));
  g_assert_cmpfloat (v, ==, -10.3);
  ishi_analysis_write (node, 12.0);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IV"), ==, "12");
  ishi_analysis_write (node, -0.01);
  g_assert_cmpstr (ishi_sgf_node_get_raw (node, "IV"), ==, "0");
  ishi_analysis_write (node, NAN);
  g_assert_null (ishi_sgf_node_get_raw (node, "IV"));
  ishi_sgf_node_set_raw (node, "IV", "lots");
  g_assert_false (ishi_analysis_read (node, &v));
}

/* How an engine is told a rule set, by the commands it lists: KataGo's
 * compact rules made from the row (its ko rule, counting, suicide and
 * handicap compensation), KGS's names, Ishi's own row ids; Pure Go and
 * equal stones only to an engine that lists ishi-rules. */
static void
test_rules_command (void)
{
  static const char *const kata[] = { "genmove", "kata-set-rules", NULL };
  static const char *const kgs[] = { "kgs-rules", "play", NULL };
  static const char *const ishi[] = { "ishi-rules", "kata-set-rules", "kgs-rules", NULL };
  static const char *const plain[] = { "genmove", "play", NULL };
  static const struct {
    const char *const *commands;
    const char *row;
    const char *expected;
  } cases[] = {
    { kata, "japanese", "kata-set-rules koSIMPLEscoringTERRITORYtaxSEKIsui0whb0" },
    { kata, "online", "kata-set-rules koSIMPLEscoringTERRITORYtaxSEKIsui0whb0" },
    { kata, "chinese", "kata-set-rules koPOSITIONALscoringAREAtaxNONEsui0whbN" },
    { kata, "aga", "kata-set-rules koPOSITIONALscoringAREAtaxNONEsui0whbN-1" },
    { kata, "nz", "kata-set-rules koPOSITIONALscoringAREAtaxNONEsui1whb0" },
    { kata, "tromp-taylor", "kata-set-rules koPOSITIONALscoringAREAtaxNONEsui1whb0" },
    { kata, "ing", "kata-set-rules koPOSITIONALscoringAREAtaxNONEsui1whb0" },
    { kata, "pure", NULL },
    { kata, "equal-art", NULL },
    { kata, "equal-2-2", NULL },
    { kata, "renju-rif", NULL },
    { kgs, "japanese", "kgs-rules japanese" },
    { kgs, "chinese", "kgs-rules chinese" },
    { kgs, "aga", "kgs-rules aga" },
    { kgs, "nz", "kgs-rules new_zealand" },
    { kgs, "tromp-taylor", NULL },
    { kgs, "pure", NULL },
    { ishi, "pure", "ishi-rules pure" },
    { ishi, "equal-3-1", "ishi-rules equal-3-1" },
    { ishi, "japanese", "ishi-rules japanese" },
    { ishi, "renju-free", NULL },
    { plain, "japanese", NULL },
    { NULL, "japanese", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *command = ishi_gtp_rules_command (ishi_ruleset_lookup (cases[i].row),
                                                         cases[i].commands);

      g_test_message ("%s", cases[i].row);
      g_assert_cmpstr (command, ==, cases[i].expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gtp-protocol/commands", test_commands);
  g_test_add_func ("/gtp-protocol/rules-command", test_rules_command);
  g_test_add_func ("/gtp-protocol/replies", test_replies);
  g_test_add_func ("/gtp-protocol/blank-first-crlf-tabs", test_blank_first_crlf_tabs);
  g_test_add_func ("/gtp-protocol/stray-lines", test_stray_lines);
  g_test_add_func ("/gtp-protocol/reply-across-feeds", test_reply_across_feeds);
  g_test_add_func ("/gtp-protocol/vertex-corners", test_vertex_corners);
  g_test_add_func ("/gtp-protocol/vertex-words", test_vertex_words);
  g_test_add_func ("/gtp-protocol/vertex-list", test_vertex_list);

  g_test_add_func ("/gtp-protocol/analysis-property", test_analysis_property);
  g_test_add_func ("/gtp-protocol/top-moves", test_top_moves);

  return g_test_run ();
}
