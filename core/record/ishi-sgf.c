/* ishi-sgf.c — the SGF tree: nodes, properties, values and points.
 *
 * Every walk over a tree here is a loop over the parent / first_child /
 * next_sibling links, never a recursion: a record with a 100,000-move main
 * line is 100,000 levels deep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#ifdef G_OS_UNIX
#include <sys/mman.h>   /* mmap, and on Linux MAP_POPULATE */
#endif

#include "ishi-sgf.h"
#include "ishi-sgf-private.h"

/* --- errors ------------------------------------------------------------- */

/* The reader's errors carry their place, so that ishi-tool can print
 * "FILE:LINE:COL: error: WHAT" and a dialog can show the message whole. */
typedef struct {
  guint line;
  guint column;
  char *what;
} IshiSgfErrorPrivate;

static void
ishi_sgf_error_private_init (IshiSgfErrorPrivate *priv)
{
  priv->line = 0;
  priv->column = 0;
  priv->what = NULL;
}

static void
ishi_sgf_error_private_copy (const IshiSgfErrorPrivate *src,
                             IshiSgfErrorPrivate       *dest)
{
  dest->line = src->line;
  dest->column = src->column;
  dest->what = g_strdup (src->what);
}

static void
ishi_sgf_error_private_clear (IshiSgfErrorPrivate *priv)
{
  g_clear_pointer (&priv->what, g_free);
}

G_DEFINE_EXTENDED_ERROR (IshiSgfError, ishi_sgf_error)

void
ishi_sgf_set_error (GError      **error,
                    IshiSgfError  code,
                    const char   *filename,
                    guint         line,
                    guint         column,
                    const char   *what)
{
  IshiSgfErrorPrivate *priv;

  if (error == NULL)
    return;
  if (filename == NULL)
    filename = "-";
  if (line > 0)
    /* TRANSLATORS: FILE:LINE:COLUMN: what is wrong, as compilers write it */
    g_set_error (error, ISHI_SGF_ERROR, code, _("%s:%u:%u: %s"),
                 filename, line, column, what);
  else
    g_set_error (error, ISHI_SGF_ERROR, code, "%s: %s", filename, what);
  priv = ishi_sgf_error_get_private (*error);
  priv->line = line;
  priv->column = column;
  priv->what = g_strdup (what);
}

gboolean
ishi_sgf_error_get_location (const GError  *error,
                             guint         *line,
                             guint         *column,
                             const char   **what)
{
  IshiSgfErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, FALSE);

  if (error->domain != ISHI_SGF_ERROR)
    return FALSE;
  priv = ishi_sgf_error_get_private (error);
  if (priv == NULL)
    return FALSE;
  if (line)
    *line = priv->line;
  if (column)
    *column = priv->column;
  if (what)
    *what = priv->what ? priv->what : error->message;
  return TRUE;
}

/* --- the arena ---------------------------------------------------------- */

/* Chunks start small, so that a one-game file keeps little memory for the
 * lifetime of its game, and double up to a few megabytes, so that a 50 MB
 * collection takes a few dozen of them. */
#define ARENA_FIRST_CHUNK 2048
#define ARENA_LAST_CHUNK (4 << 20)
/* Chunks from this size up are mapped with their pages in place, where
 * the system can (see chunk_new). */
#define ARENA_MAPPED_CHUNK (1 << 20)
#define ARENA_ALIGN ISHI_SGF_ARENA_ALIGN

typedef IshiSgfArenaChunk ArenaChunk;
struct _IshiSgfArenaChunk {
  ArenaChunk *next;
  gsize mapped;   /* the size of its mapping, or 0 when it came from g_malloc */
  /* the memory follows, aligned */
};


#define CHUNK_HEADER ((sizeof (ArenaChunk) + ARENA_ALIGN - 1) / ARENA_ALIGN * ARENA_ALIGN)

IshiSgfArena *
ishi_sgf_arena_new (gsize size_hint)
{
  IshiSgfArena *arena = g_new0 (IshiSgfArena, 1);

  arena->next_size = CLAMP (size_hint, ARENA_FIRST_CHUNK, ARENA_LAST_CHUNK);
  arena->refs = 1;
  return arena;
}

void
ishi_sgf_arena_unref (IshiSgfArena *arena)
{
  g_assert (arena->refs > 0);
  if (--arena->refs > 0)
    return;
  while (arena->chunks != NULL)
    {
      ArenaChunk *next = arena->chunks->next;

#ifdef MAP_POPULATE
      if (arena->chunks->mapped > 0)
        munmap (arena->chunks, arena->chunks->mapped);
      else
#endif
        g_free (arena->chunks);
      arena->chunks = next;
    }
  g_free (arena);
}

/* A chunk of `size` bytes, header included.  A big one is filled to its
 * end (all but the newest are, and a big one only comes with a big file),
 * so where the system allows it its pages are put in place by the one call
 * that maps it: on Linux that reads a 50 MB collection of plain records
 * some 10% faster than taking a page fault for every 4 KB as the parser
 * first writes there. */
static ArenaChunk *
chunk_new (gsize size)
{
  ArenaChunk *chunk;

#ifdef MAP_POPULATE
  if (size >= ARENA_MAPPED_CHUNK)
    {
      chunk = mmap (NULL, size, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      if (chunk != MAP_FAILED)
        {
          chunk->mapped = size;
          return chunk;
        }
    }
#endif
  chunk = g_malloc (size);
  chunk->mapped = 0;
  return chunk;
}

/* Room for `size` bytes that the current chunk does not have: a new chunk,
 * or, for a big piece, a chunk of its own behind the current one, so that
 * the room left in the current one is not thrown away. */
static gpointer
arena_new_chunk (IshiSgfArena *arena,
                 gsize         size,
                 gboolean      string)
{
  gsize want = MAX (arena->next_size, size);
  ArenaChunk *chunk = chunk_new (CHUNK_HEADER + want);
  guchar *memory = (guchar *) chunk + CHUNK_HEADER;

  if (size > arena->next_size / 4 && arena->chunks != NULL)
    {
      chunk->next = arena->chunks->next;
      arena->chunks->next = chunk;
      return memory;
    }
  chunk->next = arena->chunks;
  arena->chunks = chunk;
  arena->free = memory;
  arena->top = memory + want;
  if (arena->next_size < ARENA_LAST_CHUNK)
    arena->next_size *= 2;
  if (string)
    {
      arena->top -= size;
      return arena->top;
    }
  arena->free += size;
  return memory;
}

gpointer
ishi_sgf_arena_alloc_chunk (IshiSgfArena *arena,
                            gsize         size)
{
  return arena_new_chunk (arena, size, FALSE);
}

char *
ishi_sgf_arena_strndup (IshiSgfArena *arena,
                        const char   *s,
                        gsize         length)
{
  char *copy;

  if (G_UNLIKELY (length + 1 > (gsize) (arena->top - arena->free)))
    copy = arena_new_chunk (arena, length + 1, TRUE);
  else
    {
      arena->top -= length + 1;
      copy = (char *) arena->top;
    }
  memcpy (copy, s, length);
  copy[length] = '\0';
  return copy;
}

/* Appends `item` to an array that holds `*n` items in room for `size`,
 * and returns the room it has now.  A full array grows twice as big: in
 * `arena` by a copy (the old one is left where it is), or, with no arena,
 * by g_renew. */
static guint
array_push (IshiSgfArena *arena,
            gpointer    **items,
            guint        *n,
            guint         size,
            gpointer      item)
{
  if (*n == size)
    {
      size = MAX (size * 2, 1);
      if (arena != NULL)
        {
          gpointer *bigger = ishi_sgf_arena_alloc (arena, size * sizeof (gpointer));

          if (*n > 0)
            memcpy (bigger, *items, *n * sizeof (gpointer));
          *items = bigger;
        }
      else
        *items = g_renew (gpointer, *items, size);
    }
  (*items)[(*n)++] = item;
  return size;
}

/* The one-letter ids (B, W, C, N...) of most properties, so that the
 * arena need not hold a copy of each. */
static const char one_letter_ids[26][2] = {
  "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
  "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
};

IshiSgfProperty *
ishi_sgf_arena_property_new (IshiSgfArena *arena,
                             const char   *id,
                             gsize         id_length)
{
  /* the property and room for one value, in one piece */
  IshiSgfProperty *property = ishi_sgf_arena_alloc (arena, sizeof (IshiSgfProperty)
                                                           + sizeof (char *));

  if (id_length == 1 && id[0] >= 'A' && id[0] <= 'Z')
    property->id = one_letter_ids[id[0] - 'A'];
  else
    property->id = ishi_sgf_arena_strndup (arena, id, id_length);
  property->values = (char **) (property + 1);
  property->n_values = 0;
  property->values_size = 1;
  property->own = FALSE;
  return property;
}

void
ishi_sgf_arena_set_values (IshiSgfArena    *arena,
                           IshiSgfProperty *property,
                           char *const     *values,
                           guint            n_values)
{
  g_assert (!property->own && property->n_values == 0);
  if (n_values > property->values_size)
    {
      property->values = ishi_sgf_arena_alloc (arena, n_values * sizeof (char *));
      property->values_size = n_values;
    }
  memcpy (property->values, values, n_values * sizeof (char *));
  property->n_values = n_values;
}

void
ishi_sgf_arena_set_properties (IshiSgfArena     *arena,
                               IshiSgfNode      *node,
                               IshiSgfProperty *const *properties,
                               guint             n_properties)
{
  g_assert (!node->own_properties);
  node->properties = ishi_sgf_arena_alloc (arena, n_properties * sizeof (IshiSgfProperty *));
  memcpy (node->properties, properties, n_properties * sizeof (IshiSgfProperty *));
  node->n_properties = n_properties;
  node->properties_size = n_properties;
}

void
ishi_sgf_arena_add_value (IshiSgfArena    *arena,
                          IshiSgfProperty *property,
                          char            *value)
{
  g_assert (!property->own);
  property->values_size = array_push (arena, (gpointer **) &property->values,
                                      &property->n_values, property->values_size, value);
}

IshiSgfProperty **
ishi_sgf_arena_shared_property (IshiSgfArena *arena,
                                const char   *id,
                                gsize         id_length,
                                const char   *value,
                                gsize         value_length)
{
  IshiSgfProperty **list = ishi_sgf_arena_alloc (arena, sizeof *list);
  char *copy = ishi_sgf_arena_strndup (arena, value, value_length);

  list[0] = ishi_sgf_arena_property_new (arena, id, id_length);
  ishi_sgf_arena_set_values (arena, list[0], &copy, 1);
  return list;
}

/* --- properties made one by one ----------------------------------------- */

/* With its id right after the struct: one allocation instead of two. */
static IshiSgfProperty *
property_new_len (const char *id,
                  gsize       length,
                  guint       values_size)
{
  IshiSgfProperty *property = g_malloc (sizeof (IshiSgfProperty) + length + 1);
  char *copy = (char *) (property + 1);

  memcpy (copy, id, length);
  copy[length] = '\0';
  property->id = copy;
  property->values_size = MAX (values_size, 1);
  property->values = g_new (char *, property->values_size);
  property->n_values = 0;
  property->own = TRUE;
  return property;
}

static void
property_free (IshiSgfProperty *property)
{
  if (!property->own)
    return;   /* the arena has it */
  for (guint i = 0; i < property->n_values; i++)
    g_free (property->values[i]);
  g_free (property->values);
  g_free (property);
}

/* Takes `value`. */
static void
property_take_value (IshiSgfProperty *property,
                     char            *value)
{
  g_assert (property->own);
  property->values_size = array_push (NULL, (gpointer **) &property->values,
                                      &property->n_values, property->values_size, value);
}

gboolean
ishi_sgf_id_is_text (const char *id)
{
  return strcmp (id, "C") == 0 || strcmp (id, "GC") == 0;
}

static IshiSgfProperty *
property_copy (const IshiSgfProperty *property)
{
  IshiSgfProperty *copy = property_new_len (property->id, strlen (property->id),
                                            property->n_values);

  for (guint i = 0; i < property->n_values; i++)
    property_take_value (copy, g_strdup (property->values[i]));
  return copy;
}

/* Before a node's list of properties changes: a list in the arena is
 * copied out of it (the properties themselves stay where they are). */
static void
node_own_properties (IshiSgfNode *node)
{
  IshiSgfProperty **own;

  if (node->own_properties)
    return;
  node->properties_size = MAX (node->n_properties, 4);
  own = g_new (IshiSgfProperty *, node->properties_size);
  if (node->n_properties > 0)
    memcpy (own, node->properties, node->n_properties * sizeof *own);
  node->properties = own;
  node->own_properties = TRUE;
}

static void
node_append_property (IshiSgfNode     *node,
                      IshiSgfProperty *property)
{
  node_own_properties (node);
  node->properties_size = array_push (NULL, (gpointer **) &node->properties,
                                      &node->n_properties, node->properties_size, property);
}

/* Before the values of the node's `i`th property change: one in the arena
 * is replaced by a copy of its own. */
static IshiSgfProperty *
node_own_property (IshiSgfNode *node,
                   guint        i)
{
  IshiSgfProperty *property = node->properties[i];

  if (property->own)
    return property;
  node_own_properties (node);
  property = property_copy (property);
  node->properties[i] = property;
  return property;
}

/* --- nodes -------------------------------------------------------------- */

IshiSgfNode *
ishi_sgf_node_new (void)
{
  IshiSgfNode *node = g_new0 (IshiSgfNode, 1);

  node->own_properties = TRUE;
  return node;
}

static void
node_free_one (IshiSgfNode *node)
{
  for (guint i = 0; i < node->n_properties; i++)
    property_free (node->properties[i]);
  if (node->own_properties)
    g_free (node->properties);
  if (node->arena != NULL)
    ishi_sgf_arena_unref (node->arena);
  else
    g_free (node);
}

void
ishi_sgf_node_unlink (IshiSgfNode *node)
{
  IshiSgfNode *parent;

  g_return_if_fail (node != NULL);

  parent = node->parent;
  if (parent != NULL)
    {
      if (parent->first_child == node)
        parent->first_child = node->next_sibling;
      else
        {
          IshiSgfNode *prev = parent->first_child;

          while (prev != NULL && prev->next_sibling != node)
            prev = prev->next_sibling;
          if (prev != NULL)
            prev->next_sibling = node->next_sibling;
        }
    }
  node->parent = NULL;
  node->next_sibling = NULL;
}

void
ishi_sgf_node_free (IshiSgfNode *node)
{
  IshiSgfNode *root = node;

  if (node == NULL)
    return;
  ishi_sgf_node_unlink (node);

  /* Post-order without a stack: go down first children; free a leaf and
   * move to its next sibling, or back to its parent, which has one child
   * fewer and becomes a leaf once all are gone. */
  while (node != NULL)
    {
      IshiSgfNode *next;

      if (node->first_child != NULL)
        {
          node = node->first_child;
          continue;
        }
      if (node == root)
        {
          node_free_one (node);
          break;
        }
      next = node->next_sibling;
      node->parent->first_child = next;
      if (next == NULL)
        next = node->parent;
      node_free_one (node);
      node = next;
    }
}

static IshiSgfNode *
node_copy_one (const IshiSgfNode *node)
{
  IshiSgfNode *copy = ishi_sgf_node_new ();

  copy->properties_size = MAX (node->n_properties, 1);
  copy->properties = g_new (IshiSgfProperty *, copy->properties_size);
  for (guint i = 0; i < node->n_properties; i++)
    copy->properties[i] = property_copy (node->properties[i]);
  copy->n_properties = node->n_properties;
  copy->line = node->line;
  copy->column = node->column;
  return copy;
}

IshiSgfNode *
ishi_sgf_node_copy_tree (const IshiSgfNode *node)
{
  const IshiSgfNode *src = node;
  IshiSgfNode *top, *dst;

  g_return_val_if_fail (node != NULL, NULL);

  top = dst = node_copy_one (node);
  /* Pre-order; `dst` is always the copy of `src`.  Children are linked in
   * order as they come, so wide nodes cost no more than deep ones. */
  for (;;)
    {
      IshiSgfNode *copy;

      if (src->first_child != NULL)
        {
          src = src->first_child;
          copy = node_copy_one (src);
          copy->parent = dst;
          dst->first_child = copy;
          dst = copy;
          continue;
        }
      while (src != node && src->next_sibling == NULL)
        {
          src = src->parent;
          dst = dst->parent;
        }
      if (src == node)
        break;
      src = src->next_sibling;
      copy = node_copy_one (src);
      copy->parent = dst->parent;
      dst->next_sibling = copy;
      dst = copy;
    }
  return top;
}

void
ishi_sgf_node_append_child (IshiSgfNode *parent,
                            IshiSgfNode *child)
{
  g_return_if_fail (parent != NULL);
  g_return_if_fail (child != NULL);
  g_return_if_fail (child->parent == NULL);

  child->parent = parent;
  child->next_sibling = NULL;
  if (parent->first_child == NULL)
    parent->first_child = child;
  else
    {
      IshiSgfNode *last = parent->first_child;

      while (last->next_sibling != NULL)
        last = last->next_sibling;
      last->next_sibling = child;
    }
}

guint
ishi_sgf_node_n_children (const IshiSgfNode *node)
{
  guint n = 0;

  g_return_val_if_fail (node != NULL, 0);

  for (const IshiSgfNode *c = node->first_child; c != NULL; c = c->next_sibling)
    n++;
  return n;
}

IshiSgfNode *
ishi_sgf_node_nth_child (const IshiSgfNode *node,
                         guint              n)
{
  IshiSgfNode *c;

  g_return_val_if_fail (node != NULL, NULL);

  for (c = node->first_child; c != NULL && n > 0; c = c->next_sibling)
    n--;
  return c;
}

IshiSgfNode *
ishi_sgf_node_root (IshiSgfNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);

  while (node->parent != NULL)
    node = node->parent;
  return node;
}

gboolean
ishi_sgf_tree_has_variations_or_comments (const IshiSgfNode *root)
{
  g_return_val_if_fail (root != NULL, FALSE);

  /* Until the first variation the tree is one line: walk it (iteratively,
   * records can be deep). */
  for (const IshiSgfNode *node = root; node != NULL; node = node->first_child)
    if ((node->first_child != NULL && node->first_child->next_sibling != NULL)
        || ishi_sgf_node_lookup (node, "C") != NULL)
      return TRUE;
  return FALSE;
}

guint
ishi_sgf_tree_count_nodes (const IshiSgfNode *root)
{
  const IshiSgfNode *node = root;
  guint n = 0;

  g_return_val_if_fail (root != NULL, 0);

  for (;;)
    {
      n++;
      if (node->first_child != NULL)
        {
          node = node->first_child;
          continue;
        }
      while (node != root && node->next_sibling == NULL)
        node = node->parent;
      if (node == root)
        break;
      node = node->next_sibling;
    }
  return n;
}

/* --- property access ---------------------------------------------------- */

static guint
lookup_index (const IshiSgfNode *node,
              const char        *id)
{
  for (guint i = 0; i < node->n_properties; i++)
    {
      const char *other = node->properties[i]->id;

      if (other[0] == id[0] && strcmp (other, id) == 0)
        return i;
    }
  return G_MAXUINT;
}

IshiSgfProperty *
ishi_sgf_node_lookup (const IshiSgfNode *node,
                      const char        *id)
{
  guint i;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  i = lookup_index (node, id);
  return i == G_MAXUINT ? NULL : node->properties[i];
}

const char *
ishi_sgf_node_get_raw (const IshiSgfNode *node,
                       const char        *id)
{
  IshiSgfProperty *p = ishi_sgf_node_lookup (node, id);

  if (p == NULL || p->n_values == 0)
    return NULL;
  return p->values[0];
}

/* The node's property `id`, ready to change: made when missing, copied
 * out of the arena when it was read from a file. */
static IshiSgfProperty *
property_to_change (IshiSgfNode *node,
                    const char  *id)
{
  guint i = lookup_index (node, id);
  IshiSgfProperty *p;

  if (i != G_MAXUINT)
    return node_own_property (node, i);
  p = property_new_len (id, strlen (id), 1);
  node_append_property (node, p);
  return p;
}

void
ishi_sgf_node_set_raw (IshiSgfNode *node,
                       const char  *id,
                       const char  *raw)
{
  IshiSgfProperty *p;

  g_return_if_fail (node != NULL);
  g_return_if_fail (id != NULL && *id != '\0');

  if (raw == NULL)
    {
      ishi_sgf_node_remove (node, id);
      return;
    }
  p = property_to_change (node, id);
  for (guint k = 0; k < p->n_values; k++)
    g_free (p->values[k]);
  p->n_values = 0;
  property_take_value (p, g_strdup (raw));
}

void
ishi_sgf_node_add_raw (IshiSgfNode *node,
                       const char  *id,
                       const char  *raw)
{
  IshiSgfProperty *p;

  g_return_if_fail (node != NULL);
  g_return_if_fail (id != NULL && *id != '\0');
  g_return_if_fail (raw != NULL);

  p = property_to_change (node, id);
  property_take_value (p, g_strdup (raw));
}

void
ishi_sgf_node_remove (IshiSgfNode *node,
                      const char  *id)
{
  guint i;

  g_return_if_fail (node != NULL);
  g_return_if_fail (id != NULL);

  i = lookup_index (node, id);
  if (i == G_MAXUINT)
    return;
  node_own_properties (node);
  property_free (node->properties[i]);
  memmove (node->properties + i, node->properties + i + 1,
           (node->n_properties - i - 1) * sizeof (IshiSgfProperty *));
  node->n_properties--;
}
