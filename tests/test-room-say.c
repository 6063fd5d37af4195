/* test-room-say.c — the room's messages in Ishi's own words: the
 * catalogue (core/net/protocol/ishi-room-messages.c) and the window's saying of it
 * (app/net/table/ishi-room-say.c), issue 52 item 5 and issue 64 item 2.
 *
 * Every line the room can send a person (IGS codes 9 and 5: what it says,
 * what it refuses) is read out of core/net's sources and must be a
 * message of the catalogue, word for word, so that no window shows IGS's
 * words ("Set client to be True.", "Creating match [1] with alice vs
 * bob."); each message's words take its arguments, have their Japanese,
 * and the page's catalogue (ishi-says.js) has them; messages are said by
 * id in English and in Japanese; a plain server's line is said in the
 * same words, one nobody knows as it came; a message travels encoded
 * and comes out as the English IGS clients always read.
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
#include "ishi-room-messages.h"
#include "ishi-room-say.h"
#include "ishi-web-resources.h"
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

/* The sources of the room's network code: the host, the protocol (but
 * the catalogue itself) and the client. */
static GPtrArray *
net_sources (void)
{
  const char *srcdir = g_getenv ("ISHI_TESTS_SRCDIR");
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (const char *const *sub = (const char *const[]) { "host", "protocol", "client", NULL }; *sub; sub++)
    {
      g_autofree char *dir = g_build_filename (srcdir ? srcdir : "tests", "..", "core", "net", *sub, NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;

      g_assert_nonnull (d);
      while ((name = g_dir_read_name (d)) != NULL)
        if ((g_str_has_suffix (name, ".c") || g_str_has_suffix (name, ".h"))
            && strcmp (name, "ishi-room-messages.c") != 0)
          g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
    }
  return paths;
}

/* The catalogue's messages are said by id, never found from their
 * English: every message is named somewhere in the network code
 * (room_say (conn, ROOM_MSG_X, …), ISHI_ROOM_MSG_X), and no string of the
 * host is a message's English (a sender that wrote it out would send
 * Ishi's clients English for it), and the host sends no English line of
 * its own with an INFO or ERROR code (a line of no message). */
static void
test_by_id (void)
{
  g_autoptr (GPtrArray) paths = net_sources ();
  g_autoptr (GHashTable) named = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GRegex) names = g_regex_new ("\\b(?:ISHI_)?ROOM_MSG_([A-Z0-9_]+)\\b", 0, 0, NULL);
  g_autoptr (GRegex) literals = g_regex_new (LITERALS, 0, 0, NULL);
  g_autoptr (GRegex) sends = g_regex_new ("ISHI_IGS_(?:INFO|ERROR)\\s*,\\s*(?:[^\";]*\\?\\s*)?" LITERALS, 0, 0, NULL);
  g_autoptr (GHashTable) english = g_hash_table_new (g_str_hash, g_str_equal);
  guint n, missing = 0, written = 0, plain = 0;
  const IshiRoomMessage *all = ishi_room_messages_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (strchr (all[i].igs, ' '))   /* "yes", a word, is a word of other lines too */
      g_hash_table_insert (english, (gpointer) all[i].igs, (gpointer) all[i].id);
  for (guint p = 0; p < paths->len; p++)
    {
      const char *path = paths->pdata[p];
      gboolean host = strstr (path, G_DIR_SEPARATOR_S "host" G_DIR_SEPARATOR_S) != NULL;
      g_autofree char *text = NULL;
      g_autoptr (GMatchInfo) m = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      for (g_regex_match (names, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *upper = g_match_info_fetch (m, 1);
          char *id = g_ascii_strdown (upper, -1);

          g_strdelimit (id, "_", '-');
          /* ROOM_MSG_X: the comments' name for any of them */
          if (strcmp (id, "none") == 0 || strcmp (id, "x") == 0)
            {
              g_free (id);
              continue;
            }
          if (ishi_room_message_by_id (id) == NULL)
            g_error ("%s names ROOM_MSG_%s, which the catalogue has not", path, upper);
          g_hash_table_add (named, id);
        }
      g_clear_pointer (&m, g_match_info_free);
      if (!host)
        continue;
      /* The code, not its comments (which quote IGS's lines). */
      {
        g_autoptr (GRegex) comments = g_regex_new ("/\\*.*?\\*/", G_REGEX_DOTALL, 0, NULL);
        char *code = g_regex_replace_literal (comments, text, -1, 0, "", 0, NULL);

        g_free (text);
        text = code;
      }
      for (g_regex_match (literals, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *lit = g_match_info_fetch (m, 1);
          g_autofree char *line = join_literals (lit);
          const char *id = g_hash_table_lookup (english, line);

          if (id)
            {
              g_test_message ("%s writes the English of %s: say it by id (ROOM_MSG_…)", path, id);
              written++;
            }
        }
      g_clear_pointer (&m, g_match_info_free);
      for (g_regex_match (sends, text, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *lit = g_match_info_fetch (m, 1);
          g_autofree char *line = join_literals (lit);

          if (strcmp (line, "%s") != 0)
            {
              g_test_message ("%s sends a line of no message: \"%s\"", path, line);
              plain++;
            }
        }
    }
  for (guint i = 0; i < n; i++)
    if (!g_hash_table_contains (named, all[i].id))
      {
        g_test_message ("%s is said nowhere", all[i].id);
        missing++;
      }
  g_test_message ("%u of the catalogue's %u messages named; %u English lines of no message", g_hash_table_size (named),
                  n, plain);
  g_assert_cmpuint (n, >, 100);
  g_assert_cmpuint (written, ==, 0);
  g_assert_cmpuint (plain, ==, 0);
  g_assert_cmpuint (missing, ==, 0);
}

/* The highest %N$s of `words`, and whether each is of that form. */
static guint
highest_argument (const char *words)
{
  guint high = 0;

  for (const char *p = strchr (words, '%'); p; p = strchr (p + 1, '%'))
    {
      g_assert_true (g_ascii_isdigit (p[1]) && p[2] == '$' && p[3] == 's');
      high = MAX (high, (guint) (p[1] - '0'));
    }
  return high;
}

/* Each message: a unique id of lowercase words, a format of the
 * conversions the catalogue carries, words that take no argument it does
 * not have, kinds for no more arguments than it has. */
static void
test_catalogue (void)
{
  guint n;
  const IshiRoomMessage *all = ishi_room_messages_get_all (&n);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) formats = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (n, >, 100);
  for (guint i = 0; i < n; i++)
    {
      int args = ishi_room_message_n_args (&all[i]);

      g_assert_true (g_regex_match_simple ("^[a-z0-9]+(-[a-z0-9]+)*$", all[i].id, 0, 0));
      g_assert_true (g_hash_table_add (ids, (gpointer) all[i].id));
      g_assert_true (g_hash_table_add (formats, (gpointer) all[i].igs));
      g_assert_true (ishi_room_message_by_id (all[i].id) == &all[i]);
      g_assert_true (ishi_room_message_get (ishi_room_message_get_id (&all[i])) == &all[i]);
      if (args < 0)
        g_error ("%s: \"%s\" has a conversion the catalogue does not carry", all[i].id, all[i].igs);
      g_assert_cmpuint (strlen (all[i].kinds), <=, (guint) args);
      if (all[i].words)
        g_assert_cmpuint (highest_argument (all[i].words), <=, (guint) args);
      if (all[i].server_words)
        g_assert_cmpuint (highest_argument (all[i].server_words), <=, (guint) args);
    }
}

/* A message said by id (ishi_room_message_encode, as room_say makes it)
 * comes out for IGS clients as printf made it before, and for Ishi's as
 * its code, id and arguments; a plain text stays as it is. */
static void
test_encoding (void)
{
  struct { char *encoded, *printed; const char *wire; } made[] = {
    { ishi_room_message_encode (ROOM_MSG_OBSERVING_GAME_VS, 3, "bob", "alice"),
      g_strdup_printf ("Observing game %2d (%s vs. %s) :", 3, "bob", "alice"), "say 9 observing-game-vs\t3\tbob\talice" },
    { ishi_room_message_encode (ROOM_MSG_RESULT_COUNTED, 12, "bob", "alice", 6.5, 0.0),
      g_strdup_printf ("{Game %d: %s vs %s : W %.1f B %.1f}", 12, "bob", "alice", 6.5, 0.0),
      "say 9 result-counted\t12\tbob\talice\t6.5\t0.0" },
    { ishi_room_message_encode (ROOM_MSG_KOMI_WHOLE_OR_HALF_NUMBER, -50.0, 50.0),
      g_strdup_printf ("Komi is a whole or half number from %g to %g.", -50.0, 50.0),
      "say 5 komi-whole-or-half-number\t-50\t50" },
    { ishi_room_message_encode (ROOM_MSG_PUPILS_PAIRED_WAITING, 4u, 1u),
      g_strdup_printf ("%u pupils paired, %u waiting.", 4u, 1u), "say 9 pupils-paired-waiting\t4\t1" },
    /* A name with the catalogue's marks and a tab in it keeps its place. */
    { ishi_room_message_encode (ROOM_MSG_LEAVES_TABLE, "a\x1f" "b\tc", 2),
      g_strdup ("a b c leaves table 2."), "say 9 leaves-table\ta b c\t2" },
    { ishi_room_message_encode (ROOM_MSG_NOT_YOUR_TURN), g_strdup ("It is not your turn."), "say 5 not-your-turn" },
    /* Not a message: as it is, and nothing for Ishi's clients. */
    { g_strdup_printf ("!%s!: %s", "hana", "hello"), g_strdup ("!hana!: hello"), NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (made); i++)
    {
      g_autofree char *igs = ishi_room_message_igs (made[i].encoded);
      g_autofree char *wire = ishi_room_message_to_say (made[i].encoded);

      g_assert_cmpstr (igs, ==, made[i].printed);
      g_assert_cmpstr (wire, ==, made[i].wire);
      if (wire)
        {
          int code = 0;
          g_autofree char *id = NULL;
          g_auto (GStrv) args = NULL;
          const IshiRoomMessage *message = NULL;

          g_assert_true (ishi_room_message_parse_wire (wire + 4, &code, &id, &message, &args));
          g_assert_nonnull (message);
          g_assert_cmpint (code, ==, message->code);
          g_assert_cmpstr (message->id, ==, id);
          g_assert_cmpint (g_strv_length (args), ==, ishi_room_message_n_args (message));
        }
      g_free (made[i].encoded);
      g_free (made[i].printed);
    }
  {
    /* A line said before the client asks for ids, read by the id it
     * expects; and one of an unknown id (a newer room's): read, not said
     * as another. */
    g_autofree char *id = NULL;
    const IshiRoomMessage *message = &ishi_room_messages_get_all (NULL)[0];
    g_auto (GStrv) args = NULL;

    g_assert_true (ishi_room_message_is ("That name is in the room already; choose another.", ISHI_ROOM_MSG_NAME_IN_ROOM));
    g_assert_false (ishi_room_message_is ("That name is in the room already", ISHI_ROOM_MSG_NAME_IN_ROOM));
    g_assert_false (ishi_room_message_is ("Invalid password.", ISHI_ROOM_MSG_NAME_IN_ROOM));
    {
      /* Its English again from the arguments (ishi-tool bot prints it). */
      const char *const two[] = { "ko", "D4", NULL };
      g_autofree char *igs = ishi_room_message_igs_of (ishi_room_message_by_id ("illegal-move"), two);
      g_assert_cmpstr (igs, ==, "Illegal move (ko): D4.");
    }
    g_assert_true (ishi_room_message_parse_wire ("9 leaves-table\tana", NULL, &id, &message, &args));
    g_assert_null (message);   /* two arguments, one given */
    g_assert_false (ishi_room_message_parse_wire ("9", NULL, NULL, NULL, NULL));
    g_assert_false (ishi_room_message_parse_wire ("x not-your-turn", NULL, NULL, NULL, NULL));
  }
}

typedef struct {
  const char *id;            /* a room's message, or NULL: a plain server's line */
  const char *args;          /* the message's arguments, tab-separated; the server's line */
  const char *en;            /* a part of Ishi's words; NULL: not said */
  const char *ja;            /* … in Japanese */
} Case;

static const Case cases[] = {
  { "set-client", "True", NULL, NULL },
  { "adding-game-observation-list", "", NULL, NULL },
  { "game-begins", "1\tbob\talice", "table 1 begins: alice plays Black, bob White",
    "黒は alice さん、白は bob さん" },
  { "has-restarted-game", "alice", "You are back at your game against alice.", "alice さんとの対局に戻りました" },
  { "requesting-match-min", "10\tquinn\tWhite", "quinn playing White", "quinn さんが白" },
  { "sets-table", "alice\tboardsize\t9\t1", "alice sets the board size to 9 at table 1.", "碁盤の大きさを 9" },
  { "sets-table", "alice\trule\tpure\t1", "alice sets the rules to Pure Go", "純碁" },
  { "result-resigns", "1\tbob\talice\tWhite", "White resigns (alice against bob)", "白が投了" },
  { "result", "1\tbob\talice\tB+T", "Black wins on time", "黒の時間勝ち" },
  { "result-counted", "1\tbob\talice\t6.0\t0.0", "counted: Black 0, White 6 (", "黒 0、白 6 です" },
  { "result-counted", "1\tbob\talice\t6.5\t10.0", "Black 10, White 6.5 (", "黒 10、白 6.5 です" },
  { "illegal-move", "occupied\tf7", "The host refused f7: ", "f7" },
  { "not-your-turn", "", "your opponent’s turn", "相手の番" },
  /* A plain server's lines: the room's words, and NNGS's own. */
  { NULL, "Set client to be True.", NULL, NULL },
  { NULL, "Creating match [1] with bob vs alice.", "Game 1 begins: alice plays Black, bob White",
    "黒は alice さん、白は bob さん" },
  { NULL, "{Game 1: bob vs alice : W 6.5 B 10.0}", "Game 1 is counted: Black 10, White 6.5 (", "黒 10、白 6.5 です" },
  { NULL, "It is not your turn.", "your opponent’s turn", "相手の番" },
  { NULL, "Match [1] with hana in 10 accepted.", NULL, NULL },
  { NULL, "Creating match [2] with hana.", "Game 2 begins against hana.", "hana さん" },
  { NULL, "Removing @ F3", "The group at F3 is marked dead.", "F3 の石を死に石" },
  { NULL, "hana has restored your old game.", NULL, NULL },
};

static void
check_cases (gboolean japanese)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = NULL;
      const char *want = japanese ? cases[i].ja : cases[i].en;

      if (cases[i].id)
        {
          g_auto (GStrv) args = *cases[i].args ? g_strsplit (cases[i].args, "\t", -1) : g_new0 (char *, 1);
          g_assert_nonnull (ishi_room_message_by_id (cases[i].id));
          words = ishi_room_say_message (cases[i].id, (const char *const *) args);
        }
      else
        {
          gboolean known = FALSE;
          words = ishi_room_say (cases[i].args, &known);
          g_assert_true (known);
        }
      g_test_message ("%s %s → %s", cases[i].id ? cases[i].id : "", cases[i].args, words ? words : "(not said)");
      if (want == NULL)
        {
          g_assert_null (words);
          continue;
        }
      g_assert_nonnull (words);
      if (strstr (words, want) == NULL)
        g_error ("\"%s\" said as \"%s\", without \"%s\"", cases[i].args, words, want);
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
  const char *two[] = { "ana", NULL };

  check_cases (FALSE);
  /* A line no entry knows is said as it came. */
  other = ishi_room_say ("Something new from a server.", &known);
  g_assert_false (known);
  g_assert_cmpstr (other, ==, "Something new from a server.");
  /* A newer room's message, or one with other arguments: not said. */
  g_assert_null (ishi_room_say_message ("something-new", NULL));
  g_assert_null (ishi_room_say_message ("leaves-table", two));
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
  {
    /* The page's catalogue (ishi-says.js, built from po/ja.po) has every
     * message, with its number of arguments and, where a window says it,
     * the window's Japanese, word for word. */
    g_autoptr (GBytes) bytes = g_resource_lookup_data (ishi_web_get_resource (), "/io/github/ishi/Ishi/web/ishi-says.js",
                                                       G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
    g_autofree char *js = NULL;
    g_auto (GStrv) lines = NULL;
    g_autoptr (GHashTable) page = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    guint n;
    const IshiRoomMessage *all = ishi_room_messages_get_all (&n);

    g_assert_nonnull (bytes);
    js = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    lines = g_strsplit (js, "\n", -1);
    for (guint i = 0; lines[i]; i++)
      if (g_str_has_prefix (lines[i], " \""))
        {
          g_autofree char *id = g_strndup (lines[i] + 2, strcspn (lines[i] + 2, "\""));
          g_hash_table_insert (page, g_steal_pointer (&id), lines[i]);
        }
    g_assert_cmpuint (g_hash_table_size (page), ==, n);
    for (guint i = 0; i < n; i++)
      {
        const char *line = g_hash_table_lookup (page, all[i].id);
        g_autofree char *args = g_strdup_printf ("\"n\": %d}", ishi_room_message_n_args (&all[i]));

        if (line == NULL)
          g_error ("%s is not in the page's catalogue", all[i].id);
        g_assert_nonnull (strstr (line, args));
        if (all[i].words)
          {
            GString *ja = g_string_new ("\"ja\": \"");
            for (const char *p = _(all[i].words); *p; p++)
              {
                if (*p == '"' || *p == '\\')
                  g_string_append_c (ja, '\\');
                g_string_append_c (ja, *p);
              }
            g_string_append (ja, "\", ");
            if (strstr (line, ja->str) == NULL)
              g_error ("%s: the page says \"%s\", not %s", all[i].id, line, ja->str);
            g_string_free (ja, TRUE);
          }
        else
          g_assert_null (strstr (line, "\"ja\""));
      }
  }
  {
    /* Every message a window says has its Japanese. */
    guint n, untranslated = 0;
    const IshiRoomMessage *all = ishi_room_messages_get_all (&n);
    for (guint i = 0; i < n; i++)
      for (const char *const *w = (const char *const[]) { all[i].words, all[i].server_words, NULL }; *w; w++)
        if (strcmp (_(*w), *w) == 0)
          {
            g_test_message ("%s: no Japanese for \"%s\" in po/ja.po", all[i].id, *w);
            untranslated++;
          }
    g_assert_cmpuint (untranslated, ==, 0);
  }
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
  g_test_add_func ("/room-say/by-id", test_by_id);
  g_test_add_func ("/room-say/catalogue", test_catalogue);
  g_test_add_func ("/room-say/encoding", test_encoding);
  g_test_add_func ("/room-say/words", test_words);
  g_test_add_func ("/room-say/words-japanese", test_words_japanese);
  g_test_add_func ("/room-say/pupil-readings", test_pupil_readings);
  return g_test_run ();
}
