/* test-room-say.c — the room's lines in Ishi's own words
 * (app/net/ishi-room-say.c), issue 52 item 5.
 *
 * Every line the room can send a person (IGS codes 9 and 5: what it says,
 * what it refuses) is read out of core/net's sources and must have its
 * entry, word for word, so that no window shows IGS's words ("Set client
 * to be True.", "Creating match [1] with alice vs bob."); the lines the
 * issue names are said in Ishi's words, in English and in Japanese; a
 * line nobody knows is said as it came.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-igs.h"
#include "ishi-kanji-readings.h"
#include "ishi-lesson-words.h"
#include "ishi-room-ruby.h"
#include "ishi-room-say.h"
#include "ishi-ruleset.h"

/* "…" "…" pieces of C string literals as one text. */
static char *
join_literals (const char *source)
{
  GString *out = g_string_new (NULL);
  gboolean inside = FALSE;

  for (const char *p = source; *p; p++)
    {
      if (!inside)
        {
          if (*p == '"')
            inside = TRUE;
          continue;
        }
      if (*p == '\\' && p[1])
        {
          p++;
          g_string_append_c (out, *p == 'n' ? '\n' : *p);
        }
      else if (*p == '"')
        inside = FALSE;
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

#define LITERALS "((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+)"

/* The room's lines for people, as its sources write them:
 *   a send (room_send…, table_send…, room_broadcast…) of code INFO or ERROR,
 *     its format or both formats of a `cond ? "…" : "…"`;
 *   a command's refusal in the command table, and `refused = "…"`;
 *   a closing word of the door (room_conn_close (…, "…")) and its other
 *     words made with g_strdup_printf;
 *   what a player waits for in the opening (`return "…";` there);
 *   the ROOM_…_TEXT words of ishi-room-private.h, wherever they are used. */
static void
room_lines (GHashTable *lines)
{
  const char *srcdir = g_getenv ("ISHI_TESTS_SRCDIR");
  g_autofree char *dir = g_build_filename (srcdir ? srcdir : "tests", "..", "core", "net", "host", NULL);
  g_autofree char *private_path = g_build_filename (dir, "ishi-room-private.h", NULL);
  g_autofree char *private_h = NULL;
  g_autoptr (GRegex) defines = g_regex_new ("#define (ROOM_\\w+_TEXT) " LITERALS, 0, 0, NULL);
  g_autoptr (GRegex) sends = g_regex_new ("ISHI_IGS_(?:INFO|ERROR)\\s*,\\s*(?:[\\w>-]+\\s*\\?\\s*" LITERALS
                                          ":\\s*" LITERALS "|" LITERALS ")", 0, 0, NULL);
  g_autoptr (GRegex) refusals = g_regex_new ("(?:RIGHT_\\w+,\\s*\\w+,\\s*|refused = |room_conn_close \\([^,]+,[^,]+,\\s*)"
                                             LITERALS, 0, 0, NULL);
  g_autoptr (GRegex) printfs = g_regex_new ("text = g_strdup_printf \\(" LITERALS, 0, 0, NULL);
  g_autoptr (GRegex) returns = g_regex_new ("return " LITERALS ";", 0, 0, NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GHashTable *macros = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GMatchInfo) m = NULL;
  const char *name;

  g_assert_nonnull (d);
  g_assert_true (g_file_get_contents (private_path, &private_h, NULL, NULL));
  for (g_regex_match (defines, private_h, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      g_autofree char *lit = g_match_info_fetch (m, 2);
      g_hash_table_insert (macros, g_match_info_fetch (m, 1), g_strdup (lit));
      g_hash_table_add (lines, join_literals (lit));
    }
  g_clear_pointer (&m, g_match_info_free);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      GHashTableIter iter;
      gpointer key, value;

      if (!g_str_has_suffix (name, ".c") || !g_str_has_prefix (name, "ishi-room")
          || g_str_has_prefix (name, "ishi-room-client"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      /* The words' macros as the literals they are. */
      g_hash_table_iter_init (&iter, macros);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          g_auto (GStrv) parts = g_strsplit (text, key, -1);
          g_free (text);
          text = g_strjoinv (value, parts);
        }
      for (g_regex_match (sends, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        for (int group = 1; group <= 3; group++)
          {
            g_autofree char *lit = g_match_info_fetch (m, group);
            if (lit && *lit)
              g_hash_table_add (lines, join_literals (lit));
          }
      g_clear_pointer (&m, g_match_info_free);
      for (GRegex *const *r = (GRegex *const[]) { refusals, printfs, NULL }; *r; r++)
        {
          if (*r == printfs && strcmp (name, "ishi-room-door.c") != 0)
            continue;
          for (g_regex_match (*r, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
            {
              g_autofree char *lit = g_match_info_fetch (m, 1);
              g_hash_table_add (lines, join_literals (lit));
            }
          g_clear_pointer (&m, g_match_info_free);
        }
      if (strcmp (name, "ishi-room-opening.c") == 0)
        {
          for (g_regex_match (returns, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
            {
              g_autofree char *lit = g_match_info_fetch (m, 1);
              g_hash_table_add (lines, join_literals (lit));
            }
          g_clear_pointer (&m, g_match_info_free);
        }
    }
  g_hash_table_unref (macros);
  /* Passed on as they are made elsewhere: no words of their own. */
  g_hash_table_remove (lines, "%s");
}

/* Every line of the room has its words (or is said to need none). */
static void
test_every_line (void)
{
  g_autoptr (GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);
  const char *const *wires = ishi_room_say_wires ();
  GHashTableIter iter;
  gpointer line;
  guint missing = 0;

  room_lines (lines);
  /* The room says more than 100 things to people: the sources were read. */
  g_assert_cmpuint (g_hash_table_size (lines), >, 100);
  for (guint i = 0; wires[i]; i++)
    g_hash_table_add (known, (gpointer) wires[i]);
  g_hash_table_iter_init (&iter, lines);
  while (g_hash_table_iter_next (&iter, &line, NULL))
    if (!g_hash_table_contains (known, line))
      {
        g_test_message ("the room says \"%s\": give it Ishi's words in app/net/ishi-room-say.c", (char *) line);
        missing++;
      }
  g_assert_cmpuint (missing, ==, 0);
}

typedef struct {
  int code;
  const char *line;          /* as the room sends it */
  const char *en;            /* a part of Ishi's words; NULL: not said */
  const char *ja;            /* … in Japanese */
} Case;

static const Case cases[] = {
  { ISHI_IGS_INFO, "Set client to be True.", NULL, NULL },
  { ISHI_IGS_INFO, "Adding game to observation list.", NULL, NULL },
  { ISHI_IGS_INFO, "Creating match [1] with bob vs alice.", "table 1 begins: alice plays Black, bob White",
    "黒は alice さん、白は bob さん" },
  { ISHI_IGS_INFO, "alice has restarted your game.", "You are back at your game against alice.", "alice さんとの対局に戻りました" },
  { ISHI_IGS_INFO, "Requesting match in 10 min with quinn as White.", "quinn playing White",
    "quinn さんが白" },
  { ISHI_IGS_INFO, "alice sets boardsize to 9 at table 1.", "alice sets the board size to 9 at table 1.",
    "碁盤の大きさを 9" },
  { ISHI_IGS_INFO, "alice sets rule to pure at table 1.", "alice sets the rules to Pure Go", "純碁" },
  { ISHI_IGS_INFO, "{Game 1: bob vs alice : White resigns.}", "White resigns (alice against bob)", "白が投了" },
  { ISHI_IGS_INFO, "{Game 1: bob vs alice : B+T}", "Black wins on time", "黒の時間勝ち" },
  { ISHI_IGS_INFO, "{Game 1: bob vs alice : W 6.0 B 0.0}", "counted: Black 0, White 6 (", "黒 0、白 6 です" },
  { ISHI_IGS_INFO, "{Game 1: bob vs alice : W 6.5 B 10.0}", "Black 10, White 6.5 (", "黒 10、白 6.5 です" },
  { ISHI_IGS_ERROR, "Illegal move (occupied): f7.", "The host refused f7: ", "f7" },
  { ISHI_IGS_ERROR, "It is not your turn.", "your opponent’s turn", "相手の番" },
  /* NNGS's (its formats table), in a server's window. */
  { ISHI_IGS_INFO, "Match [1] with hana in 10 accepted.", NULL, NULL },
  { ISHI_IGS_INFO, "Creating match [2] with hana.", "Game 2 begins against hana.", "hana さん" },
  { ISHI_IGS_INFO, "Removing @ F3", "The group at F3 is marked dead.", "F3 の石を死に石" },
  { ISHI_IGS_INFO, "hana has restored your old game.", NULL, NULL },
};

static void
check_cases (gboolean japanese)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean known = FALSE;
      g_autofree char *words = ishi_room_say (cases[i].code, cases[i].line, FALSE, &known);
      const char *want = japanese ? cases[i].ja : cases[i].en;

      g_test_message ("%s → %s", cases[i].line, words ? words : "(not said)");
      g_assert_true (known);
      if (want == NULL)
        {
          g_assert_null (words);
          continue;
        }
      g_assert_nonnull (words);
      if (strstr (words, want) == NULL)
        g_error ("\"%s\" said as \"%s\", without \"%s\"", cases[i].line, words, want);
      /* Nothing of the wire's words, and no value left unfilled. */
      g_assert_null (strstr (words, "Creating match"));
      g_assert_null (strstr (words, "$s"));
    }
}

static void
test_words (void)
{
  gboolean known = TRUE;
  g_autofree char *other = NULL;

  check_cases (FALSE);
  /* A line no entry knows is said as it came. */
  other = ishi_room_say (ISHI_IGS_INFO, "Something new from a server.", TRUE, &known);
  g_assert_false (known);
  g_assert_cmpstr (other, ==, "Something new from a server.");
}

static void
test_words_japanese (void)
{
  const char *dir = g_getenv ("ISHI_LOCALEDIR");

  if (dir == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);   /* the window's _() (gi18n.h), as main.c sets it */
  check_cases (TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
}

/* A pupil's table in a class reads every kanji of its words at the
 * class's grade (issue 55, 7): each of its Japanese words has the
 * readings of its kanji (ishi-kanji-readings.c), the rule sets' names
 * too (Options), checked as a children's
 * lesson's text is at grade 1; at grade 3, 着席 is read and 白 is not. */
static void
test_pupil_readings (void)
{
  const char *dir = g_getenv ("ISHI_LOCALEDIR");
  guint n_rows;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n_rows);
  g_autoptr (GPtrArray) rule_names = g_ptr_array_new ();   /* the Options' drop-down */
  const char *const *lists[] = { ishi_room_ruby_pupil_words (), ishi_room_say_words (), NULL };
  guint unread = 0;

  for (guint i = 0; i < n_rows; i++)
    g_ptr_array_add (rule_names, (gpointer) rows[i].name);
  g_ptr_array_add (rule_names, NULL);
  lists[2] = (const char *const *) rule_names->pdata;

  if (dir == NULL)
    {
      g_test_skip ("ISHI_LOCALEDIR is not set");
      return;
    }
  g_setenv ("LANGUAGE", "ja", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
  for (guint i = 0; lists[l][i]; i++)
    {
      const char *const *words = lists[l];
      const char *ja = _(words[i]);
      guint missing = 99;
      g_autofree char *braced = ishi_kanji_readings_add (ja, &missing);
      g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

      g_assert_cmpstr (ja, !=, words[i]);   /* translated */
      if (missing || ishi_lesson_words_check_text (braced, 1, "po/ja.po", 0, warnings))
        {
          g_test_message ("no reading for a kanji of \"%s\" (%s)", ja, braced);
          unread++;
        }
    }
  g_assert_cmpuint (unread, ==, 0);
  {
    /* A word alone is read where no other kanji is glued to it: the 黒
     * of 黒板 and the 中 of 中学 would be misread; the words of 今部屋
     * and 一度試し cover the whole run. */
    static const char *const glued[][2] = {
      { "黒板を見ましょう。黒の番です。", "黒板を{見|み}ましょう。{黒|くろ}の{番|ばん}です。" },
      { "中学の対局中", "中学の{対局|たいきょく}{中|ちゅう}" },
      { "今部屋にいます", "{今|いま}{部屋|へや}にいます" },
      { "一度試して", "{一度|いちど}{試|ため}して" },
      { "白の反則勝ちです。3 人", "{白|しろ}の{反則勝|はんそくが}ちです。3 {人|にん}" },
      { "{a|b}", "｛a｜b｝" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (glued); i++)
      {
        guint missing = 0;
        g_autofree char *braced = ishi_kanji_readings_add (glued[i][0], &missing);
        g_assert_cmpstr (braced, ==, glued[i][1]);
        g_assert_cmpuint (missing, ==, i == 0 ? 2 : i == 1 ? 2 : 0);
      }
  }
  {
    g_autoptr (IshiLessonParagraph) para = ishi_kanji_readings_paragraph ("白の番です。着席しました。", 3);
    IshiLessonRun *first = g_ptr_array_index (para->runs, 0), *second = g_ptr_array_index (para->runs, 1);
    g_assert_cmpuint (para->runs->len, ==, 3);
    g_assert_cmpint (first->kind, ==, ISHI_LESSON_RUN_TEXT);
    g_assert_cmpstr (first->text, ==, "白の番です。");   /* 白 and 番: grade 1 and 2 */
    g_assert_cmpint (second->kind, ==, ISHI_LESSON_RUN_RUBY);
    g_assert_cmpstr (second->text, ==, "着席");
    g_assert_cmpstr (second->ruby, ==, "ちゃくせき");
  }
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/room-say/every-line", test_every_line);
  g_test_add_func ("/room-say/words", test_words);
  g_test_add_func ("/room-say/words-japanese", test_words_japanese);
  g_test_add_func ("/room-say/pupil-readings", test_pupil_readings);
  return g_test_run ();
}
