/* ishi-sgf-parse.c — the SGF reader's tokens and tree, and its repairs
 * (its character sets and the checks of the text before it is read are
 * ishi-sgf-charset.c's, the checks of a complete node ishi-sgf-checks.c's,
 * the text's way in and the collection out ishi-sgf-collection.c's, its
 * files ishi-sgf-read.c's).
 *
 * One pass over the bytes with an explicit stack of open '(' — never a
 * recursion, so a 100,000-level file needs 100,000 pointers, not 100,000
 * stack frames.
 *
 * Character sets are settled BEFORE a game tree's values are split.  In
 * Shift_JIS, GBK and Big5 the second byte of a double-byte character may be
 * 0x5C ('\' in ASCII) or 0x5D (']'): a reader that looks for escapes byte
 * by byte in such a file swallows the ']' after 申眞ソ (90 5C E1 C1 83 5C)
 * and reads the rest of the file as one value.  So the root of each tree is
 * first scanned for CA (it may come after PB, as in Sabaki's chinese.sgf),
 * or the file's character set is guessed, and then values are split
 * character by character in that set.  Only values holding bytes above
 * 0x7F go through iconv; the rest are copied as they are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ishi-sgf-parser.h"

#ifdef G_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>   /* madvise */
#include <sys/stat.h>
#include <unistd.h>
#endif


/* A streaming reader's first block for each game tree: a plain record of
 * 300 moves takes some 20 KB of tree, and blocks double from there. */
#define GAME_ARENA_HINT (16 * 1024)

/* A node with more properties than this gets a hash table to find
 * repeated ones, so that a hostile node cannot make the check quadratic. */
#define DUP_TABLE_THRESHOLD 16

/* --- nodes and properties ----------------------------------------------- */

/* Two comments in one node are one comment of two paragraphs.  The joined
 * text grows in `merge_text` and is copied into the arena once, when the
 * node ends: copying it at each repeat would make C[x]C[x]… (n times) cost
 * n² bytes and time, as every old copy stays in the arena. */
static void
flush_merged_text (Parser *p)
{
  if (p->merge_prop == NULL)
    return;
  p->merge_prop->values[0] = ishi_sgf_arena_strndup (p->arena, p->merge_text->str,
                                                     p->merge_text->len);
  p->merge_prop = NULL;
  g_string_truncate (p->merge_text, 0);
}

static void
merge_text (Parser          *p,
            IshiSgfProperty *prop,
            const char      *value)
{
  if (p->merge_prop != prop)
    {
      flush_merged_text (p);
      p->merge_prop = prop;
      g_string_assign (p->merge_text, prop->values[0]);
    }
  g_string_append_c (p->merge_text, '\n');
  g_string_append (p->merge_text, value);
}

/* The node is complete: its properties go into the arena, and a root's
 * game and board, then the node's moves and setup points, are checked
 * (ishi-sgf-checks.c). */
static void
finish_node (Parser *p)
{
  IshiSgfNode *node = p->current;

  flush_merged_text (p);
  if (!p->node_open || node == NULL)
    return;
  p->node_open = FALSE;
  if (p->props->len > 0)
    {
      /* the node's list, gathered in `props`, goes into the arena */
      ishi_sgf_arena_set_properties (p->arena, node, (IshiSgfProperty **) p->props->pdata,
                                     p->props->len);
      g_ptr_array_set_size (p->props, 0);
    }
  if (p->dup_filled)
    {
      g_hash_table_remove_all (p->dup_table);
      p->dup_filled = FALSE;
    }

  if (node->parent == NULL && !p->game_checked)
    ishi_sgf_check_root (p, node);
  if (p->error != NULL || p->size == 0)
    {
      g_array_set_size (p->places, 0);
      return;
    }

  ishi_sgf_check_points (p);
  g_array_set_size (p->places, 0);
}

/* Appends `node` to the children of `parent`.  The last child is cached
 * in the frame of the '(' that opened the variations of `parent`, or in
 * `pending_*` once that frame is closed; a cached child is only a place to
 * start from, so a stale one costs a few steps, never a lost node. */
static void
link_child (Parser      *p,
            IshiSgfNode *parent,
            IshiSgfNode *node)
{
  Frame *top = p->stack->len > 0
               ? &g_array_index (p->stack, Frame, p->stack->len - 1) : NULL;
  IshiSgfNode **slot = NULL;
  IshiSgfNode *last;

  if (top != NULL && top->attach == parent)
    slot = &top->last;
  else if (p->pending_parent == parent)
    slot = &p->pending_last;
  last = slot != NULL && *slot != NULL ? *slot : parent->first_child;
  if (last != NULL)
    while (last->next_sibling != NULL)
      last = last->next_sibling;

  node->parent = parent;
  if (last == NULL)
    parent->first_child = node;
  else
    last->next_sibling = node;
  if (slot != NULL)
    *slot = node;
  else
    {
      p->pending_parent = parent;
      p->pending_last = node;
    }
}

/* A node that begins at `offset`, placed there.  Without node places its
 * line and column are 0, and node_cursor is where lines were last counted
 * (never after the node's start): a start from which the node's warnings
 * are still placed exactly. */
static IshiSgfNode *
new_node (Parser *p,
          gsize   offset)
{
  p->node_start = offset;
  if (!p->node_places)
    {
      p->node_cursor = p->cursor;
      return ishi_sgf_arena_node_new (p->arena, 0, 0);
    }
  p->node_cursor = ishi_sgf_place_of (p, offset);
  return ishi_sgf_arena_node_new (p->arena, p->node_cursor.line, p->node_cursor.column);
}

static void
begin_node (Parser *p,
            gsize   offset)
{
  IshiSgfNode *parent = p->current;
  IshiSgfNode *node;

  node = new_node (p, offset);

  if (parent == NULL)
    {
      if (p->stack->len > 1 && !p->nested_root_warned)
        {
          ishi_sgf_warn_at (p, offset, _("A game tree opens with a variation instead of a node; "
                                "each variation was read as a game"));
          p->nested_root_warned = TRUE;
        }
      g_ptr_array_add (p->collection->games, node);
      p->game_checked = FALSE;
      p->size = 0;
    }
  else
    link_child (p, parent, node);
  p->current = node;
  p->node_open = TRUE;
  p->current_shared = FALSE;
}

static IshiSgfProperty *
find_in_node (Parser     *p,
              const char *id)
{
  IshiSgfNode *node = p->current;

  if (node->n_properties < DUP_TABLE_THRESHOLD)
    {
      for (guint i = 0; i < node->n_properties; i++)
        {
          IshiSgfProperty *prop = node->properties[i];

          if (prop->id[0] == id[0] && strcmp (prop->id, id) == 0)
            return prop;
        }
      return NULL;
    }
  if (p->dup_table == NULL)
    p->dup_table = g_hash_table_new (g_str_hash, g_str_equal);
  if (!p->dup_filled)
    {
      for (guint i = 0; i < node->n_properties; i++)
        {
          IshiSgfProperty *prop = node->properties[i];

          g_hash_table_insert (p->dup_table, (gpointer) prop->id, prop);
        }
      p->dup_filled = TRUE;
    }
  return g_hash_table_lookup (p->dup_table, id);
}

/* Scans one value from just after its '[': returns the offset of its ']'
 * (or the end of the data) and whether any byte is above 0x7F. */
static gsize
scan_value (const Parser *p,
            gsize         i,
            gboolean     *high)
{
  const guchar *d = p->data;
  gsize n = p->length;
  LeadScheme lead = p->encoding ? p->encoding->lead : LEAD_NONE;
  guchar any = 0;

  if (lead == LEAD_NONE)
    {
      while (i < n)
        {
          guchar c;

          /* eight bytes with neither ']' nor '\\' in them at once, and
           * in a word with one, straight to the first (the lowest flag of
           * word_has is always a true one) */
          if (i + 8 <= n)
            {
              guint64 w = load_word (d + i);
              guint64 stops = word_has (w, ']') | word_has (w, '\\');

              if (stops == 0)
                {
                  any |= (w & HIGHS) ? 0x80 : 0;
                  i += 8;
                  continue;
                }
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
              {
                guint skip = (guint) __builtin_ctzll (stops) / 8;
                guint64 before = (G_GUINT64_CONSTANT (1) << (skip * 8)) - 1;

                any |= (w & HIGHS & before) ? 0x80 : 0;
                i += skip;
              }
#endif
            }
          c = d[i];

          if (c == ']')
            break;
          any |= c;
          if (c == '\\' && i + 1 < n)
            {
              any |= d[i + 1];   /* an escaped byte is text too */
              i += 2;
            }
          else
            i++;
        }
    }
  else
    {
      while (i < n)
        {
          guchar c = d[i];

          if (c == ']')
            break;
          any |= c;
          if (c == '\\')
            {
              /* an escape applies to a character, which may be two bytes */
              i++;
              if (i >= n)
                break;
              c = d[i];
              any |= c;
            }
          if (is_lead (lead, c))
            i += 2;   /* the next byte is part of this character */
          else
            i++;
        }
    }
  *high = (any & 0x80) != 0;
  return MIN (i, n);
}

static void
skip_space (const Parser *p,
            gsize        *i)
{
  /* in locals: a store through `i` could change p->length for all the
   * compiler knows, and both were loaded again at every byte */
  const guchar *d = p->data;
  gsize n = p->length, j = *i;

  while (j < n && g_ascii_isspace (d[j]))
    j++;
  *i = j;
}

/* Whether two letters are a point of the current board, as most moves are
 * written ("dd"; boards over 26 need capitals and are not taken here). */
static inline gboolean
on_board (const Parser *p,
          const guchar *xy)
{
  guint letters = MIN ((guint) p->size, 26);

  return xy[0] >= 'a' && xy[0] < 'a' + letters && xy[1] >= 'a' && xy[1] < 'a' + letters;
}

/* Gives `node`, which has no property yet, the file's shared list for
 * the move whose id ('B' or 'W') is at `id` and whose point is at `xy`.
 * The list of one is full, so adding a property to the node copies it. */
static void
give_shared_move (Parser       *p,
                  IshiSgfNode  *node,
                  const guchar *id,
                  const guchar *xy)
{
  IshiSgfReader *r = p->reader;
  guint16 k = (guint16) ((id[0] == 'W') * 26 * 26 + (xy[0] - 'a') * 26 + (xy[1] - 'a'));
  IshiSgfProperty ***list;

  if (r->shared_moves == NULL)
    {
      r->shared_moves = g_new0 (IshiSgfProperty **, ISHI_SGF_SHARED_MOVES);
      r->shared_set = g_new (guint16, ISHI_SGF_SHARED_MOVES);
    }
  list = &r->shared_moves[k];
  if (*list == NULL)
    {
      *list = ishi_sgf_arena_shared_property (p->arena, (const char *) id, 1,
                                              (const char *) xy, 2);
      r->shared_set[r->n_shared_set++] = k;
    }
  node->properties = *list;
  node->n_properties = 1;
  node->properties_size = 1;
}

/* A move the way plain records write it, "B[dd]" as the first property of
 * a node with nothing else to check: gives the node the file's shared list
 * for it, and returns where reading goes on, or 0 when this is not such a
 * move.  `j` is at the '['. */
static gsize
share_move (Parser *p,
            gsize   start,
            gsize   j)
{
  const guchar *d = p->data;
  IshiSgfNode *node = p->current;
  gsize after = j + 4;

  if (!p->node_open || node->n_properties > 0 || after > p->length || d[j + 3] != ']'
      || !on_board (p, d + j + 1))
    return 0;
  skip_space (p, &after);
  if (after < p->length && d[after] == '[')
    return 0;   /* a list of values: not a move */

  give_shared_move (p, node, d + start, d + j + 1);
  p->current_shared = TRUE;
  p->shared_offset = start;
  return after;
}

/* The whole of a node as plain records write it, ";B[dd]" followed by the
 * next node, a variation or the end of one, read at once: no property can
 * be repeated in it and its point is on the board, so there is nothing to
 * check at its end.  Returns where reading goes on, or 0 when the node at
 * `i` (its ';') is not of that kind. */
static gsize
read_move_node (Parser *p,
                gsize   i)
{
  const guchar *d = p->data;
  IshiSgfNode *node;
  gsize after = i + 6;

  if (p->current == NULL || after > p->length
      || (d[i + 1] != 'B' && d[i + 1] != 'W') || d[i + 2] != '[' || d[i + 5] != ']'
      || !on_board (p, d + i + 3))
    return 0;
  skip_space (p, &after);
  if (after < p->length && d[after] != ';' && d[after] != '(' && d[after] != ')')
    return 0;

  node = new_node (p, i);
  give_shared_move (p, node, d + i + 1, d + i + 3);
  link_child (p, p->current, node);
  p->current = node;
  p->node_open = FALSE;   /* complete */
  /* six ASCII characters, none a line break */
  if (p->node_places)
    {
      p->cursor.offset += 6;
      p->cursor.column += 6;
    }
  return after;
}

/* The properties of the node being read are gathered in `props`, and
 * `node->properties` points there until the node is complete (a node with
 * a shared move starts with the shared list, which is copied in first). */
static void
point_at_props (Parser *p)
{
  IshiSgfNode *node = p->current;

  node->properties = (IshiSgfProperty **) p->props->pdata;
  node->n_properties = p->props->len;
  node->properties_size = p->props->len;   /* full: a change elsewhere copies it */
}

static void
gather_properties (Parser *p)
{
  IshiSgfNode *node = p->current;

  if (node->n_properties > 0 && node->properties != (IshiSgfProperty **) p->props->pdata)
    {
      g_ptr_array_set_size (p->props, 0);
      for (guint k = 0; k < node->n_properties; k++)
        g_ptr_array_add (p->props, node->properties[k]);
    }
  point_at_props (p);
}

static void
add_property (Parser          *p,
              IshiSgfProperty *property)
{
  gather_properties (p);
  g_ptr_array_add (p->props, property);   /* may move the list */
  point_at_props (p);
}

/* The same move given again in its node ("B[dd]B[ee]"): the node gets a
 * property of its own to merge into. */
static IshiSgfProperty *
unshare_move (Parser *p)
{
  IshiSgfNode *node = p->current;
  IshiSgfProperty *shared = node->properties[0];
  IshiSgfProperty *own = ishi_sgf_arena_property_new (p->arena, shared->id,
                                                      strlen (shared->id));
  PropertyPlace place = { own, p->shared_offset };

  /* the value's text is never changed in place: it can be shared too */
  ishi_sgf_arena_set_values (p->arena, own, shared->values, 1);
  gather_properties (p);
  p->props->pdata[0] = own;
  p->current_shared = FALSE;
  if (p->dup_filled)
    g_hash_table_insert (p->dup_table, (gpointer) own->id, own);
  g_array_append_val (p->places, place);
  return own;
}

/* FF[3] allowed lower-case letters in names ("PlayerBlack" is PB): only
 * the capitals count. */
static char *
property_id (const guchar *d, gsize start, gsize j, gsize n_letters, gsize n_upper,
             char *small, gsize small_size, char **big)
{
  char *id;

  id = n_upper < small_size ? small : (*big = g_malloc (n_upper + 1));
  if (n_upper == n_letters)
    {
      memcpy (id, d + start, n_letters);
      id[n_letters] = '\0';
    }
  else if (n_upper > 0)
    {
      gsize k = 0;

      for (gsize m = start; m < j; m++)
        if (g_ascii_isupper (d[m]))
          id[k++] = d[m];
      id[k] = '\0';
    }
  else
    {
      /* no capital at all ("b[aa]"): read as written in capitals */
      id = n_letters < small_size ? small : (*big = g_malloc (n_letters + 1));
      for (gsize m = 0; m < n_letters; m++)
        id[m] = g_ascii_toupper (d[start + m]);
      id[n_letters] = '\0';
    }
  return id;
}

/* The values of a property: '[' ... ']', with white space allowed
 * between them; `*j` is left after the last. */
static void
read_values (Parser *p, IshiSgfProperty *prop, gboolean merged, gsize *jp)
{
  const guchar *d = p->data;
  gsize j = *jp;
  /* the one value of most properties, kept out of `values` (two calls
   * into GLib for each property of each node) */
  char *first = NULL;
  guint n_first = 0;

  while (j < p->length && d[j] == '[')
    {
      gsize open = j;
      gboolean high;
      gsize close = scan_value (p, j + 1, &high);
      char *value = ishi_sgf_decode_value (p, d + open + 1, close - open - 1, high, open);

      if (close >= p->length)
        ishi_sgf_warn_at (p, open, _("A value is not closed before the end of the file; "
                            "it was kept up to there"));

      if (merged && ishi_sgf_id_is_text (prop->id) && prop->n_values > 0)
        merge_text (p, prop, value);
      else if (merged)
        ishi_sgf_arena_add_value (p->arena, prop, value);
      else if (n_first == 0 && p->values->len == 0)
        {
          first = value;
          n_first = 1;
        }
      else
        {
          if (n_first > 0)
            g_ptr_array_add (p->values, first);
          n_first = 0;
          g_ptr_array_add (p->values, value);
        }

      j = close + 1;
      skip_space (p, &j);
    }
  *jp = j;
  if (merged)
    return;
  if (p->values->len == 0)
    ishi_sgf_arena_set_values (p->arena, prop, &first, n_first);
  else
    {
      ishi_sgf_arena_set_values (p->arena, prop, (char **) p->values->pdata, p->values->len);
      g_ptr_array_set_size (p->values, 0);
    }
}

/* Whether a property of a node other than a root goes into the tree
 * (ishi_sgf_reader_set_keep). */
static gboolean
kept (const Parser *p,
      const char   *id)
{
  if (p->keep == NULL || p->current->parent == NULL)
    return TRUE;
  for (char *const *k = p->keep; *k != NULL; k++)
    if ((*k)[0] == id[0] && strcmp (*k, id) == 0)
      return TRUE;
  return FALSE;
}

/* The values of a property left out of the tree: read past, with the
 * same warning as read_values for one left open, but not decoded. */
static void
skip_values (Parser *p, gsize *jp)
{
  const guchar *d = p->data;
  gsize j = *jp;

  while (j < p->length && d[j] == '[')
    {
      gboolean high;
      gsize close = scan_value (p, j + 1, &high);

      if (close >= p->length)
        ishi_sgf_warn_at (p, j, _("A value is not closed before the end of the file; "
                                  "it was kept up to there"));
      j = close + 1;
      skip_space (p, &j);
    }
  *jp = j;
}

/* Reads a property from its first letter; `*i` is left after it. */
static void
read_property (Parser *p,
               gsize  *i)
{
  const guchar *d = p->data;
  gsize start = *i, j = *i;
  gsize n_letters, n_upper = 0;
  char small[16];
  char *id;
  g_autofree char *big = NULL;
  IshiSgfProperty *prop;
  gboolean merged = FALSE;
  gsize id_length;

  while (j < p->length && g_ascii_isalpha (d[j]))
    {
      if (g_ascii_isupper (d[j]))
        n_upper++;
      j++;
    }
  n_letters = j - start;

  id = property_id (d, start, j, n_letters, n_upper, small, sizeof small, &big);

  id_length = n_upper > 0 ? n_upper : n_letters;
  skip_space (p, &j);
  if (j >= p->length || d[j] != '[')
    {
      g_autofree char *shown = ishi_sgf_value_for_message (id);

      ishi_sgf_warn_at (p, start, _("Property %s has no value; it was left out"), shown);
      *i = j;
      return;
    }
  if (n_letters == 1 && (d[start] == 'B' || d[start] == 'W'))
    {
      gsize after = share_move (p, start, j);

      if (after > 0)
        {
          *i = after;
          return;
        }
    }
  if (n_upper == 0)
    {
      g_autofree char *written = g_strndup ((const char *) d + start, MIN (n_letters, 24));

      ishi_sgf_warn_at (p, start, _("Property name “%s” has no capital letter; it was read as %s"),
               written, id);
    }

  if (!p->node_open)
    {
      ishi_sgf_warn_at (p, start, _("A node has no “;” before its properties; one was added"));
      begin_node (p, start);
    }
  if (!kept (p, id))
    {
      skip_values (p, &j);
      *i = MIN (j, p->length);
      return;
    }

  prop = find_in_node (p, id);
  if (prop != NULL && p->current_shared && prop == p->current->properties[0])
    prop = unshare_move (p);
  if (prop != NULL)
    {
      /* told once for each property of a node, however often repeated */
      if (p->dup_warned != prop)
        ishi_sgf_warn_at (p, start, _("Property %s appears twice in one node; the values were merged"), id);
      p->dup_warned = prop;
      merged = TRUE;
    }
  else
    {
      PropertyPlace place;

      prop = ishi_sgf_arena_property_new (p->arena, id, id_length);
      add_property (p, prop);
      if (p->dup_filled)
        g_hash_table_insert (p->dup_table, (gpointer) prop->id, prop);
      place.property = prop;
      place.offset = start;
      g_array_append_val (p->places, place);
    }

  read_values (p, prop, merged, &j);
  *i = MIN (j, p->length);
}

/* --- the main loop ------------------------------------------------------ */

/* When reading one game at a time, a game tree has just been closed at
 * `done`: its roots (one, or more when the tree opened with variations)
 * go to game_func, and the next tree starts afresh with a block of its
 * own and no link to this one. */
static void
give_games (Parser *p,
            gsize   done)
{
  GPtrArray *games = p->collection->games;
  IshiSgfNode **roots;
  guint n = games->len;

  if ((p->game_func == NULL && p->span_func == NULL) || n == 0 || p->error != NULL)
    return;
  roots = (IshiSgfNode **) g_ptr_array_steal (games, NULL);
  p->current = NULL;
  p->pending_parent = p->pending_last = NULL;
  p->dup_warned = NULL;
  ishi_sgf_reader_clear_shared (p->reader);
  /* the next tree's block is made when it opens (open_paren): after the
   * last one, none */
  g_clear_pointer (&p->arena, ishi_sgf_arena_unref);
  for (guint k = 0; k < n; k++)
    {
      if (p->stopped)
        {
          ishi_sgf_node_free (roots[k]);
          continue;
        }
      p->n_games++;
      if (p->span_func != NULL)
        {
          /* read alone, these bytes are decoded as they were here: by
           * their own CA, else by what the whole file was taken to be in
           * (worked out once, when a tree first needed it) */
          IshiSgfSpan span = {
            .start = p->tree_open,
            .end = done,
            .line = p->tree_cursor.line,
            .column = p->tree_cursor.column,
            .exact = p->text_is_file && n == 1,
            .file_set = p->file_utf8 < 0 ? NULL : p->file_utf8 ? ishi_sgf_enc_utf8.name : p->guessed->name,
          };

          if (!p->span_func (roots[k], &span, done, p->length, p->game_data))
            p->stopped = TRUE;
        }
      else if (!p->game_func (roots[k], done, p->length, p->game_data))
        p->stopped = TRUE;
    }
  g_free (roots);
  ishi_sgf_release_behind (p, done);
}

static void
open_paren (Parser *p,
            gsize   offset)
{
  finish_node (p);
  if (p->stack->len == 0)
    {
      ishi_sgf_start_tree_encoding (p, offset);
      p->current = NULL;
      if (p->arena == NULL)
        p->arena = ishi_sgf_arena_new (GAME_ARENA_HINT);
      if (p->span_func != NULL)
        {
          p->tree_open = offset;
          p->tree_cursor = ishi_sgf_place_of (p, offset);
        }
    }
  {
    Frame frame = { p->current, NULL };

    if (p->current != NULL && p->pending_parent == p->current)
      frame.last = p->pending_last;
    g_array_append_val (p->stack, frame);
  }
  p->node_open = FALSE;
}

static void
close_paren (Parser *p,
             gsize   offset)
{
  Frame frame;

  finish_node (p);
  if (p->stack->len == 0)
    {
      ishi_sgf_warn_at (p, offset, _("A “)” closes no game tree; it was ignored"));
      return;
    }
  frame = g_array_index (p->stack, Frame, p->stack->len - 1);
  g_array_set_size (p->stack, p->stack->len - 1);
  if (frame.attach == NULL && p->current == NULL)
    ishi_sgf_warn_at (p, offset, _("An empty game tree “()” was ignored"));
  p->current = frame.attach;
  /* an empty frame ("()") knows nothing newer than what is pending */
  if (frame.last != NULL || p->pending_parent != frame.attach)
    {
      p->pending_parent = frame.attach;
      p->pending_last = frame.last;
    }
  p->node_open = FALSE;
  if (p->stack->len == 0)
    give_games (p, offset + 1);
}

static void
junk (Parser *p,
      gsize   offset)
{
  if (p->junk_end != offset)
    {
      guchar c = p->data[offset];

      if (c >= 0x21 && c < 0x7F)
        ishi_sgf_warn_at (p, offset, _("Unexpected “%c” between properties; it was ignored"), c);
      else
        ishi_sgf_warn_at (p, offset, _("Unexpected text between properties; it was ignored"));
    }
  p->junk_end = offset + 1;
}

/* Whether the '(' at `i` opens a game tree: after more '(' and white
 * space comes a ';' or a property (a capital and letters, then '[').  The root of some
 * files has no ';' (the Nihon Ki-in's "(\nTE[...]"); random bytes and
 * prose almost never look like this, so a file of them holds no game
 * rather than a made-up one.  *end: where the look stopped, so that the
 * caller never looks at the same bytes twice. */
static gboolean
opens_game_tree (const guchar *d, gsize n, gsize i, gsize *end)
{
  gsize j = i, name;

  while (j < n && (d[j] == '(' || g_ascii_isspace (d[j])))
    j++;
  if (j < n && (d[j] == ';' || d[j] == ')'))   /* ")": an empty tree, warned of later */
    {
      *end = j;
      return TRUE;
    }
  /* a property name starts with a capital, also FF[3]'s "PlayerBlack" */
  name = j;
  while (j < n && (j > name ? g_ascii_isalpha (d[j]) : g_ascii_isupper (d[j])))
    j++;
  if (j == name)
    {
      *end = j;
      return FALSE;
    }
  while (j < n && g_ascii_isspace (d[j]))
    j++;
  *end = j;
  return j < n && d[j] == '[';
}

static void
run (Parser *p)
{
  const guchar *d = p->data;
  gsize n = p->length;
  gsize i = 0;
  gsize next_check = 1 << 16;

  while (i < n && p->error == NULL && !p->stopped)
    {
      guchar c = d[i];

      if (G_UNLIKELY (i >= next_check))
        {
          next_check = i + (1 << 16);
          if (p->cancellable != NULL
              && g_cancellable_set_error_if_cancelled (p->cancellable, &p->error))
            break;
        }

      if (p->stack->len == 0)
        {
          /* between game trees: anything but '(' is ignored */
          const guchar *open;
          gsize end = i;

          if (g_ascii_isspace (c))
            {
              i++;
              continue;
            }
          if (c != '(' || !opens_game_tree (d, n, i, &end))
            {
              /* also a "(" that opens no game ("(see below)", random
               * bytes): skipped, with what follows, to one that does */
              ishi_sgf_warn_at (p, i, _("Text outside a game tree was ignored"));
              for (;;)
                {
                  gsize from = c == '(' ? MAX (i + 1, end) : i;

                  open = from < n ? memchr (d + from, '(', n - from) : NULL;
                  if (open == NULL)
                    break;
                  i = open - d;
                  c = '(';
                  if (opens_game_tree (d, n, i, &end))
                    break;
                }
              if (open == NULL)
                break;
            }
          open_paren (p, i);
          i++;
          continue;
        }

      switch (c)
        {
        case ' ': case '\t': case '\n': case '\r': case '\v': case '\f':
          i++;
          break;
        case '(':
          open_paren (p, i);
          i++;
          break;
        case ')':
          close_paren (p, i);
          i++;
          break;
        case ';':
          {
            gsize after;

            finish_node (p);
            after = read_move_node (p, i);
            if (after > 0)
              {
                i = after;
                break;
              }
            begin_node (p, i);
            i++;
          }
          break;
        case '[':
          {
            gboolean high;
            gsize close = scan_value (p, i + 1, &high);

            ishi_sgf_warn_at (p, i, _("A value stands without a property name; it was ignored"));
            i = close + 1;
          }
          break;
        default:
          if (g_ascii_isalpha (c))
            read_property (p, &i);
          else
            {
              junk (p, i);
              i++;
            }
          break;
        }
    }
  if (p->error != NULL)
    return;

  if (p->stopped)
    return;
  finish_node (p);
  if (p->stack->len > 0)
    {
      ishi_sgf_warn_at (p, n, _("The file ends before its game tree is closed; "
                       "the missing “)” was added"));
      g_array_set_size (p->stack, 0);
    }
  give_games (p, n);
}

/* The text read in one pass, the last repeated text property's joined
 * text put into the tree. */
void
ishi_sgf_run (Parser *p)
{
  run (p);
  flush_merged_text (p);
}
