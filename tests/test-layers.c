/* test-layers.c — the includes keep the house's layers.
 *
 * core/ and ui/ are built as folders, one static library each, linked
 * bottom to top (core/meson.build and ui/meson.build say what each holds).
 * The build catches a wrong include only by chance: a header of a higher
 * layer is often on the include path anyway.  This test reads every
 * `#include "…"` under core/, ui/ and app/, finds the folder that holds the
 * header, and fails with the file, the line and the rule broken when
 *
 *   - a file includes a header of a higher layer, or of a folder beside
 *     its own (tests/layers.txt, the one table of the order);
 *   - a file of core/ includes GTK (<gtk/…>, <gdk/…>, <gsk/…>);
 *   - a file of ui/ includes anything of app/;
 *   - a folder under core/ or ui/ with C files is missing from the table;
 *   - two headers have one name (an include would find either);
 *   - a file writes a word (a name of the code, a header) that an `only`
 *     line of tests/layers.txt keeps to other folders;
 *   - in a folder of parts (a `parts` line of tests/layers.txt), the parts
 *     include each other in a circle (a part is a .c file and the header
 *     of its name; a face, the library's header its parts include for its
 *     types, stands for the parts it includes), or a header belongs to no
 *     part (a header that several files share is how their calls to each
 *     other hide).
 *
 * Headers that are not in the tree (config.h, the generated resources)
 * belong to no layer and are passed over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

typedef struct {
  GHashTable *rank;       /* folder ("core/rules") -> line of the table, 1-based */
  GHashTable *header;     /* header basename -> folder, or "" when in two folders */
  GPtrArray  *folders;    /* every folder under core/, ui/, app/ that holds C files */
  GPtrArray  *files;      /* every .c and .h, relative to the root */
  GPtrArray  *problems;   /* "FILE:LINE: what is wrong" */
  GHashTable *parts;      /* folder of parts -> its faces (GPtrArray of header names) */
  GPtrArray  *only;       /* of Only: words only some folders may write */
} Layers;

/* An `only` line of the table: the words (a name of the code, a header)
 * that only the files under `prefixes` may write. */
typedef struct {
  GStrv prefixes;
  GStrv words;
} Only;

static void
only_free (gpointer data)
{
  Only *o = data;

  g_strfreev (o->prefixes);
  g_strfreev (o->words);
  g_free (o);
}

static void
layers_clear (Layers *l)
{
  g_clear_pointer (&l->rank, g_hash_table_unref);
  g_clear_pointer (&l->header, g_hash_table_unref);
  g_clear_pointer (&l->folders, g_ptr_array_unref);
  g_clear_pointer (&l->files, g_ptr_array_unref);
  g_clear_pointer (&l->problems, g_ptr_array_unref);
  g_clear_pointer (&l->parts, g_hash_table_unref);
  g_clear_pointer (&l->only, g_ptr_array_unref);
}

static gboolean
read_table (Layers *l, const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  int rank = 0;

  if (!g_file_get_contents (path, &text, NULL, error))
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;
      char *line = g_strstrip (lines[i]);

      if (*line == '\0' || *line == '#')
        continue;
      words = g_strsplit_set (line, " \t", -1);
      if (strcmp (words[0], "only") == 0)
        {
          /* only PREFIX… : WORD… */
          GStrvBuilder *prefixes = g_strv_builder_new (), *said = g_strv_builder_new ();
          gboolean after = FALSE;
          Only *o = g_new0 (Only, 1);

          for (int w = 1; words[w] != NULL; w++)
            if (strcmp (words[w], ":") == 0)
              after = TRUE;
            else if (*words[w] != '\0')
              g_strv_builder_add (after ? said : prefixes, words[w]);
          o->prefixes = g_strv_builder_end (prefixes);
          o->words = g_strv_builder_end (said);
          g_strv_builder_unref (prefixes);
          g_strv_builder_unref (said);
          g_ptr_array_add (l->only, o);
          continue;
        }
      if (strcmp (words[0], "parts") == 0)
        {
          /* parts FOLDER [face HEADER…] */
          GPtrArray *faces = g_ptr_array_new_with_free_func (g_free);

          for (int w = 2; words[1] != NULL && words[w] != NULL; w++)
            if (*words[w] != '\0' && strcmp (words[w], "face") != 0)
              g_ptr_array_add (faces, g_strdup (words[w]));
          g_hash_table_insert (l->parts, g_strdup (words[1] ? words[1] : ""), faces);
          continue;
        }
      rank++;
      for (int w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0')
          g_hash_table_insert (l->rank, g_strdup (words[w]), GINT_TO_POINTER (rank));
    }
  return TRUE;
}

static void
walk (Layers *l, const char *root, const char *rel)
{
  g_autofree char *dir_path = g_build_filename (root, rel, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  gboolean has_c = FALSE;
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (rel, name, NULL);
      g_autofree char *path = g_build_filename (root, child, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        walk (l, root, child);
      else if (g_str_has_suffix (name, ".c") || g_str_has_suffix (name, ".h"))
        {
          const char *known = g_hash_table_lookup (l->header, name);

          has_c = TRUE;
          g_ptr_array_add (l->files, g_strdup (child));
          if (g_str_has_suffix (name, ".h"))
            g_hash_table_insert (l->header, g_strdup (name),
                                 g_strdup (known == NULL ? rel : ""));
        }
    }
  if (has_c)
    g_ptr_array_add (l->folders, g_strdup (rel));
}

static int
rank_of (Layers *l, const char *folder)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (l->rank, folder));
}

static void
problem (Layers *l, const char *file, int line, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
problem (Layers *l, const char *file, int line, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (l->problems, g_strdup_printf ("%s:%d: %s", file, line, what));
}

/* One `#include` line of `file` (in `folder`), already known to be one. */
static void
check_include (Layers *l, const char *file, const char *folder, int line_no,
               const char *line)
{
  const char *p = line + strlen ("#include");
  const char *end;
  g_autofree char *name = NULL;
  g_autofree char *base = NULL;
  const char *target;

  while (*p == ' ' || *p == '\t')
    p++;
  if (*p == '<')
    {
      if (g_str_has_prefix (folder, "core")
          && (g_str_has_prefix (p + 1, "gtk/") || g_str_has_prefix (p + 1, "gdk/")
              || g_str_has_prefix (p + 1, "gsk/")))
        {
          g_autofree char *what = g_strstrip (g_strdup (p));
          problem (l, file, line_no, "core/ includes GTK (%s): core is GLib, GIO and libxml2 only",
                   what);
        }
      return;
    }
  if (*p != '"' || (end = strchr (p + 1, '"')) == NULL)
    return;
  name = g_strndup (p + 1, end - p - 1);
  base = g_path_get_basename (name);
  target = g_hash_table_lookup (l->header, base);
  if (target == NULL)
    return;  /* config.h, generated resources: no layer */
  if (*target == '\0')
    {
      problem (l, file, line_no, "\"%s\" is the name of headers in two folders", name);
      return;
    }
  if (strcmp (target, folder) == 0 || rank_of (l, folder) == 0)
    return;  /* its own folder; or a folder the table lacks, reported once */
  if (g_str_has_prefix (folder, "ui") && g_str_has_prefix (target, "app"))
    problem (l, file, line_no, "ui/ includes \"%s\" of %s/: ui/ never includes app/",
             name, target);
  else if (rank_of (l, target) > rank_of (l, folder))
    problem (l, file, line_no, "%s includes \"%s\" of %s, a higher layer (tests/layers.txt)",
             folder, name, target);
  else if (rank_of (l, target) == rank_of (l, folder))
    problem (l, file, line_no, "%s includes \"%s\" of %s, which sits beside it (tests/layers.txt)",
             folder, name, target);
}

/* Does `line` hold `word` whole (not inside a longer name)? */
static gboolean
says_word (const char *line, const char *word)
{
  gsize n = strlen (word);

  for (const char *at = strstr (line, word); at != NULL; at = strstr (at + 1, word))
    {
      gboolean before = at > line && (g_ascii_isalnum (at[-1]) || at[-1] == '_' || at[-1] == '-');
      gboolean after = g_ascii_isalnum (at[n]) || at[n] == '_' || at[n] == '-';

      if (!before && !after)
        return TRUE;
    }
  return FALSE;
}

/* The `only` lines: a word written outside the folders that may. */
static void
check_only (Layers *l, const char *file, char **lines)
{
  for (guint k = 0; k < l->only->len; k++)
    {
      const Only *o = g_ptr_array_index (l->only, k);
      gboolean allowed = FALSE;

      for (int p = 0; o->prefixes[p] != NULL && !allowed; p++)
        allowed = g_str_has_prefix (file, o->prefixes[p]);
      if (allowed)
        continue;
      for (int i = 0; lines[i] != NULL; i++)
        for (int w = 0; o->words[w] != NULL; w++)
          if (says_word (lines[i], o->words[w]))
            {
              g_autofree char *who = g_strjoinv (" ", o->prefixes);

              problem (l, file, i + 1, "%s is written only in %s", o->words[w], who);
            }
    }
}

static void
check_file (Layers *l, const char *root, const char *file)
{
  g_autofree char *path = g_build_filename (root, file, NULL);
  g_autofree char *folder = g_path_get_dirname (file);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      problem (l, file, 0, "cannot be read");
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  check_only (l, file, lines);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *p = lines[i];

      while (*p == ' ' || *p == '\t')
        p++;
      if (*p != '#')
        continue;
      p++;
      while (*p == ' ' || *p == '\t')
        p++;
      if (g_str_has_prefix (p, "include"))
        {
          g_autofree char *normal = g_strconcat ("#", p, NULL);
          check_include (l, file, folder, i + 1, normal);
        }
    }
}

/* ------------------------------------------------------------------------ */
/* A folder of parts: no circle                                              */
/* ------------------------------------------------------------------------ */

/* The part a file of the folder belongs to: its name without ".c" or ".h". */
/* g_ptr_array_sort () hands its function pointers to the elements. */
static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static char *
part_of (const char *file)
{
  g_autofree char *base = g_path_get_basename (file);
  char *dot = strrchr (base, '.');

  if (dot)
    *dot = '\0';
  return g_steal_pointer (&base);
}

typedef struct {
  char *to;       /* the part included */
  char *where;    /* "FILE:LINE" of the include */
} PartEdge;

static void
part_edge_free (gpointer data)
{
  PartEdge *e = data;

  g_free (e->to);
  g_free (e->where);
  g_free (e);
}

static gboolean
is_face (GPtrArray *faces, const char *header)
{
  for (guint i = 0; i < faces->len; i++)
    if (strcmp (faces->pdata[i], header) == 0)
      return TRUE;
  return FALSE;
}

/* Depth first from `part`; a part met again while on the path closes a
 * circle, reported once at the include that closes it. */
static void
visit_part (Layers *l, const char *folder, GHashTable *edges, GHashTable *state, GPtrArray *path,
            const char *part)
{
  GPtrArray *out = g_hash_table_lookup (edges, part);

  g_hash_table_insert (state, (gpointer) part, GINT_TO_POINTER (1));   /* on the path */
  g_ptr_array_add (path, (gpointer) part);
  for (guint i = 0; out && i < out->len; i++)
    {
      PartEdge *e = out->pdata[i];
      int seen = GPOINTER_TO_INT (g_hash_table_lookup (state, e->to));

      if (seen == 1)
        {
          g_autoptr (GString) circle = g_string_new (NULL);
          guint from = 0;

          while (strcmp (path->pdata[from], e->to) != 0)
            from++;
          for (guint k = from; k < path->len; k++)
            g_string_append_printf (circle, "%s -> ", (char *) path->pdata[k]);
          g_string_append (circle, e->to);
          g_ptr_array_add (l->problems,
                           g_strdup_printf ("%s: the parts of %s call each other in a circle: %s",
                                            e->where, folder, circle->str));
        }
      else if (seen == 0)
        {
          /* The edges' own key, which lives as long as the walk. */
          const char *to = NULL;
          g_hash_table_lookup_extended (edges, e->to, (gpointer *) &to, NULL);
          visit_part (l, folder, edges, state, path, to ? to : e->to);
        }
    }
  g_ptr_array_remove_index (path, path->len - 1);
  g_hash_table_insert (state, (gpointer) part, GINT_TO_POINTER (2));   /* done */
}

/* The headers of `folder` that `file` includes, in order: "NAME" for
 * each, its line in `lines_out`. */
static GPtrArray *
folder_includes (Layers *l, const char *root, const char *file, const char *folder, GArray *lines_out)
{
  g_autofree char *path = g_build_filename (root, file, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return names;
  lines = g_strsplit (text, "\n", -1);
  for (int n = 0; lines[n] != NULL; n++)
    {
      const char *p = lines[n], *end;
      g_autofree char *name = NULL;
      const char *target_folder;

      while (*p == ' ' || *p == '\t')
        p++;
      if (!g_str_has_prefix (p, "#include"))
        continue;
      p += strlen ("#include");
      while (*p == ' ' || *p == '\t')
        p++;
      if (*p != '"' || (end = strchr (p + 1, '"')) == NULL)
        continue;
      name = g_strndup (p + 1, end - p - 1);
      target_folder = g_hash_table_lookup (l->header, name);
      if (target_folder == NULL || strcmp (target_folder, folder) != 0)
        continue;
      g_ptr_array_add (names, g_steal_pointer (&name));
      g_array_append_val (lines_out, (int) { n + 1 });
    }
  return names;
}

/* `part` includes `header` at `where`: an edge to the header's part; a
 * face is no part, and stands for the parts' headers it includes. */
static void
add_part_edge (GHashTable *edges, GHashTable *face_includes, GPtrArray *faces, const char *part,
               const char *header, const char *where, int depth)
{
  g_autofree char *to = part_of (header);

  if (is_face (faces, header))
    {
      GPtrArray *through = g_hash_table_lookup (face_includes, header);

      for (guint i = 0; through && depth < 8 && i < through->len; i++)
        add_part_edge (edges, face_includes, faces, part, through->pdata[i], where, depth + 1);
      return;
    }
  if (strcmp (to, part) != 0)
    {
      PartEdge *e = g_new0 (PartEdge, 1);
      e->to = g_steal_pointer (&to);
      e->where = g_strdup (where);
      g_ptr_array_add (g_hash_table_lookup (edges, part), e);
    }
}

/* The parts of `folder` include each other one way only, and every
 * header but a face is a part's. */
static void
check_parts (Layers *l, const char *root, const char *folder, GPtrArray *faces)
{
  g_autoptr (GHashTable) sources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) edges = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        (GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GHashTable) face_includes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                                (GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GHashTable) state = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  g_autoptr (GPtrArray) files = g_ptr_array_new ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  for (guint i = 0; i < l->files->len; i++)
    {
      g_autofree char *dir = g_path_get_dirname (l->files->pdata[i]);

      if (strcmp (dir, folder) != 0)
        continue;
      g_ptr_array_add (files, l->files->pdata[i]);
      if (g_str_has_suffix (l->files->pdata[i], ".c"))
        g_hash_table_add (sources, part_of (l->files->pdata[i]));
    }
  g_ptr_array_sort (files, compare_names);
  /* What each face includes of the folder, first. */
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));

      if (is_face (faces, base))
        g_hash_table_insert (face_includes, g_strdup (base),
                             folder_includes (l, root, files->pdata[i], folder, lines));
    }
  for (guint i = 0; i < files->len; i++)
    {
      const char *file = files->pdata[i];
      g_autofree char *base = g_path_get_basename (file);
      g_autofree char *part = part_of (file);
      g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr (GPtrArray) included = NULL;

      if (is_face (faces, base))
        continue;
      if (g_str_has_suffix (file, ".h") && !g_hash_table_contains (sources, part))
        problem (l, file, 0, "a header of no part of %s (no %s.c): a header several files share hides "
                 "their calls to each other", folder, part);
      if (!g_hash_table_contains (edges, part))
        g_hash_table_insert (edges, g_strdup (part), g_ptr_array_new_with_free_func (part_edge_free));
      included = folder_includes (l, root, file, folder, lines);
      for (guint k = 0; k < included->len; k++)
        {
          g_autofree char *where = g_strdup_printf ("%s:%d", file, g_array_index (lines, int, k));
          add_part_edge (edges, face_includes, faces, part, included->pdata[k], where, 0);
        }
    }
  /* In the order of their names, so that a circle is reported the same
   * way each time. */
  g_hash_table_iter_init (&iter, edges);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (names, key);
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    if (g_hash_table_lookup (state, names->pdata[i]) == NULL)
      visit_part (l, folder, edges, state, path, names->pdata[i]);
}

/* Checks the tree at `root` by the table at `table_path`; the problems
 * found are left in l->problems. */
static gboolean
layers_check (Layers *l, const char *root, const char *table_path, GError **error)
{
  l->rank = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  l->header = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  l->folders = g_ptr_array_new_with_free_func (g_free);
  l->files = g_ptr_array_new_with_free_func (g_free);
  l->problems = g_ptr_array_new_with_free_func (g_free);
  l->parts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  l->only = g_ptr_array_new_with_free_func (only_free);

  if (!read_table (l, table_path, error))
    return FALSE;
  walk (l, root, "core");
  walk (l, root, "ui");
  walk (l, root, "app");

  for (guint i = 0; i < l->folders->len; i++)
    if (rank_of (l, l->folders->pdata[i]) == 0)
      problem (l, l->folders->pdata[i], 0, "a folder with C files that tests/layers.txt does not list");
  {
    GHashTableIter iter;
    gpointer name, folder;

    g_hash_table_iter_init (&iter, l->header);
    while (g_hash_table_iter_next (&iter, &name, &folder))
      if (*(const char *) folder == '\0')
        problem (l, name, 0, "the name of headers in two folders");
  }
  for (guint i = 0; i < l->files->len; i++)
    check_file (l, root, l->files->pdata[i]);
  {
    GHashTableIter iter;
    gpointer folder, faces;

    g_hash_table_iter_init (&iter, l->parts);
    while (g_hash_table_iter_next (&iter, &folder, &faces))
      check_parts (l, root, folder, faces);
  }
  return TRUE;
}

static char *
source_root (void)
{
  const char *tests = g_getenv ("ISHI_TESTS_SRCDIR");

  g_assert_nonnull (tests);
  return g_path_get_dirname (tests);
}

/* The house as it is: no include breaks a layer. */
static void
test_tree (void)
{
  g_autofree char *root = source_root ();
  g_autofree char *table = g_build_filename (root, "tests", "layers.txt", NULL);
  g_autoptr(GError) error = NULL;
  Layers l = { 0 };

  g_assert_true (layers_check (&l, root, table, &error));
  g_assert_no_error (error);
  /* The walk really found the house (a wrong root finds nothing and would
   * pass): every layer of core and ui, and a few hundred files. */
  g_assert_cmpuint (l.folders->len, >=, 9);
  g_assert_cmpuint (l.files->len, >=, 100);
  for (guint i = 0; i < l.problems->len; i++)
    g_printerr ("%s\n", (char *) l.problems->pdata[i]);
  g_assert_cmpuint (l.problems->len, ==, 0);
  /* The network by side: the host and the client beside each other, so
   * that neither includes the other, both over the protocol; the windows
   * of app/net over the folders they share. */
  g_assert_cmpint (rank_of (&l, "core/net/protocol"), >, 0);
  g_assert_cmpint (rank_of (&l, "core/net/host"), ==, rank_of (&l, "core/net/client"));
  g_assert_cmpint (rank_of (&l, "core/net/protocol"), <, rank_of (&l, "core/net/host"));
  g_assert_cmpint (rank_of (&l, "app/net/shared"), <, rank_of (&l, "app/net/table"));
  g_assert_cmpint (rank_of (&l, "app/net/table"), <, rank_of (&l, "app/net/class"));
  g_assert_cmpint (rank_of (&l, "app/net/class"), ==, rank_of (&l, "app/net/server"));
  g_assert_cmpint (rank_of (&l, "app/net/room"), ==, rank_of (&l, "app/net/host"));
  /* The host's parts call each other one way (its files were walked: a
   * base and its parts above). */
  g_assert_true (g_hash_table_contains (l.parts, "core/net/host"));
  g_assert_true (g_ptr_array_find_with_equal_func (l.files, "core/net/host/ishi-room-base.h", g_str_equal, NULL));
  /* The engines' registry (issue 79): above every engine, and the one
   * door of ui/ to the engines' programs (an `only` line of the table). */
  g_assert_cmpint (rank_of (&l, "core/engines/registry"), >, rank_of (&l, "core/engines/piskvork"));
  g_assert_cmpint (rank_of (&l, "core/engines/registry"), <, rank_of (&l, "ui/play"));
  g_assert_cmpuint (l.only->len, >=, 1);
  layers_clear (&l);
}

/* A small house written for the test, with one fault of each kind; each
 * is found, with its file and line. */
static void
write_file (const char *root, const char *rel, const char *text)
{
  g_autofree char *path = g_build_filename (root, rel, NULL);
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static gboolean
has_problem (Layers *l, const char *start)
{
  for (guint i = 0; i < l->problems->len; i++)
    if (g_str_has_prefix (l->problems->pdata[i], start))
      return TRUE;
  return FALSE;
}

static void
test_faults (void)
{
  g_autofree char *root = g_dir_make_tmp ("ishi-layers-XXXXXX", NULL);
  g_autofree char *table = g_build_filename (root, "layers.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *rm = NULL;
  Layers l = { 0 };

  g_assert_nonnull (root);
  write_file (root, "layers.txt",
              "# test\ncore/rules\ncore/record\ncore/play core/lessons\ncore/host\nui/board\napp\n"
              "parts core/host face ishi-host.h\n"
              "only core/engines/ : ISHI_KIND_GTP ishi-gtp-player.h\n");
  write_file (root, "core/rules/ishi-rules.h", "#pragma once\n");
  write_file (root, "core/rules/ishi-rules.c",
              "#include \"config.h\"\n#include \"ishi-rules.h\"\n\n#include \"ishi-match.h\"\n");
  write_file (root, "core/record/ishi-sgf.h", "#pragma once\n# include <gtk/gtk.h>\n");
  write_file (root, "core/play/ishi-match.h", "#pragma once\n#include \"ishi-sgf.h\"\n");
  write_file (root, "core/lessons/ishi-lesson.c", "#include \"ishi-match.h\"\n");
  write_file (root, "core/extra/ishi-extra.c", "#include \"ishi-rules.h\"\n");
  write_file (root, "ui/board/ishi-board.c",
              "#include \"ishi-match.h\"\n#include <gtk/gtk.h>\n#include \"ishi-window.h\"\n");
  write_file (root, "app/ishi-window.h", "#include \"ishi-board.h\"\n");
  write_file (root, "core/play/ishi-room.h", "#pragma once\n");
  write_file (root, "core/lessons/ishi-room.h", "#pragma once\n");
  /* A folder of parts: a face, a part that includes it for its types (no
   * circle), two parts that include each other, and a header of no part. */
  write_file (root, "core/host/ishi-host.h", "#pragma once\n");
  write_file (root, "core/host/ishi-host.c", "#include \"ishi-host.h\"\n#include \"ishi-host-a.h\"\n");
  write_file (root, "core/host/ishi-host-a.h", "#pragma once\n#include \"ishi-host.h\"\n");
  write_file (root, "core/host/ishi-host-a.c", "#include \"ishi-host-a.h\"\n#include \"ishi-host-b.h\"\n");
  write_file (root, "core/host/ishi-host-b.h", "#pragma once\n");
  write_file (root, "core/host/ishi-host-b.c", "#include \"ishi-host-b.h\"\n#include \"ishi-host-a.h\"\n");
  write_file (root, "core/host/ishi-host-private.h", "#pragma once\n");
  /* Words only core/engines/ may write: once where it may, twice where
   * not (a longer name that holds the word is another word). */
  write_file (root, "core/engines/ishi-kinds.c", "int k = ISHI_KIND_GTP;\n#include \"ishi-gtp-player.h\"\n");
  write_file (root, "ui/board/ishi-chooser.c", "int a = ISHI_KIND_GTPX;\nint b = ISHI_KIND_GTP;\n"
             "#include \"ishi-gtp-player.h\"\n");

  g_assert_true (layers_check (&l, root, table, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < l.problems->len; i++)
    g_test_message ("%s", (char *) l.problems->pdata[i]);

  g_assert_true (has_problem (&l, "core/rules/ishi-rules.c:4: core/rules includes \"ishi-match.h\" of core/play, a higher layer"));
  g_assert_true (has_problem (&l, "core/record/ishi-sgf.h:2: core/ includes GTK"));
  g_assert_true (has_problem (&l, "core/lessons/ishi-lesson.c:1: core/lessons includes \"ishi-match.h\" of core/play, which sits beside it"));
  g_assert_true (has_problem (&l, "core/extra:0: a folder with C files"));
  g_assert_true (has_problem (&l, "ui/board/ishi-board.c:3: ui/ includes \"ishi-window.h\" of app/"));
  g_assert_true (has_problem (&l, "ishi-room.h:0: the name of headers in two folders"));
  g_assert_true (has_problem (&l, "core/host/ishi-host-b.c:2: the parts of core/host call each other in a circle: ishi-host-a -> ishi-host-b -> ishi-host-a"));
  g_assert_true (has_problem (&l, "core/host/ishi-host-private.h:0: a header of no part of core/host"));
  g_assert_true (has_problem (&l, "ui/board/ishi-chooser.c:2: ISHI_KIND_GTP is written only in core/engines/"));
  g_assert_true (has_problem (&l, "ui/board/ishi-chooser.c:3: ishi-gtp-player.h is written only in core/engines/"));
  /* Downward includes, GTK in ui/, config.h, the face included by a
   * part, a word where it may be written: no problem (core/engines is a
   * folder the small table does not list: one more). */
  g_assert_true (has_problem (&l, "core/engines:0: a folder with C files"));
  g_assert_cmpuint (l.problems->len, ==, 11);
  layers_clear (&l);

  rm = g_strdup_printf ("rm -rf '%s'", root);
  g_assert_true (g_spawn_command_line_sync (rm, NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/layers/tree", test_tree);
  g_test_add_func ("/layers/faults", test_faults);
  return g_test_run ();
}
