/* ishi-sgf-private.h — what the three SGF files share and nobody else needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-sgf.h"

G_BEGIN_DECLS

/* Sets an ISHI_SGF_ERROR whose message is "FILE:LINE:COLUMN: WHAT" (or
 * "FILE: WHAT" when line is 0) and whose location can be read back with
 * ishi_sgf_error_get_location. */
void ishi_sgf_set_error (GError **error, IshiSgfError code,
                         const char *filename, guint line, guint column,
                         const char *what);

/* --- the block a tree is read into ---------------------------------------
 *
 * An arena hands out memory by bumping a pointer through chunks that grow
 * as it fills; nothing in it is freed alone.  Each node allocated in it
 * holds a reference, and so does the reader while it works: the block goes
 * when the last of its nodes is freed, whichever tree the node ended in.
 * Properties, their ids, their value arrays and their values read from the
 * file live there too.  A change to the properties of a node read from a
 * file copies the list, or the property, out of the arena first (see
 * ishi-sgf.c); only the links between nodes are written in place.  The
 * count is not atomic: a tree belongs to one thread at a time. */

typedef struct _IshiSgfArenaChunk IshiSgfArenaChunk;
struct _IshiSgfArena {
  IshiSgfArenaChunk *chunks;   /* newest first */
  guchar *free;         /* in the newest chunk, structures from the bottom up… */
  guchar *top;          /* …and strings from the top down, unaligned */
  gsize next_size;
  gsize refs;
};

#define ISHI_SGF_ARENA_ALIGN (sizeof (gpointer) > sizeof (double) \
                              ? sizeof (gpointer) : sizeof (double))

IshiSgfArena *ishi_sgf_arena_new (gsize size_hint);
void ishi_sgf_arena_unref (IshiSgfArena *arena);
char *ishi_sgf_arena_strndup (IshiSgfArena *arena, const char *s, gsize length);
/* What ishi_sgf_arena_alloc does when the newest chunk is full. */
gpointer ishi_sgf_arena_alloc_chunk (IshiSgfArena *arena, gsize size);

/* Aligned for any pointer; never NULL.  Inline, like the next one: the
 * reader calls them for nearly every node of a file. */
static inline gpointer
ishi_sgf_arena_alloc (IshiSgfArena *arena,
                      gsize         size)
{
  gpointer memory;

  size = (size + ISHI_SGF_ARENA_ALIGN - 1) & ~(gsize) (ISHI_SGF_ARENA_ALIGN - 1);
  if (G_UNLIKELY (size > (gsize) (arena->top - arena->free)))
    return ishi_sgf_arena_alloc_chunk (arena, size);
  memory = arena->free;
  arena->free += size;
  return memory;
}

/* A node in the arena, with a reference to it. */
static inline IshiSgfNode *
ishi_sgf_arena_node_new (IshiSgfArena *arena,
                         guint         line,
                         guint         column)
{
  IshiSgfNode *node = ishi_sgf_arena_alloc (arena, sizeof (IshiSgfNode));

  *node = (IshiSgfNode) { .line = line, .column = column, .arena = arena };
  arena->refs++;
  return node;
}
/* A property in the arena, with no value yet; the id is copied (or, for
 * one letter, shared with a table). */
IshiSgfProperty *ishi_sgf_arena_property_new (IshiSgfArena *arena, const char *id,
                                              gsize id_length);
/* Gives a new property of the arena its values (already in the arena),
 * in a list of just that size. */
void ishi_sgf_arena_set_values (IshiSgfArena *arena, IshiSgfProperty *property,
                                char *const *values, guint n_values);
/* Appends a value (already in the arena) to a property of the arena. */
void ishi_sgf_arena_add_value (IshiSgfArena *arena, IshiSgfProperty *property,
                               char *value);
/* Gives a node of the arena a copy of `properties`, in a list of just that
 * size (the reader gathers a node's properties elsewhere first, so that a
 * list grown one by one leaves no smaller lists behind in the arena). */
void ishi_sgf_arena_set_properties (IshiSgfArena *arena, IshiSgfNode *node,
                                    IshiSgfProperty *const *properties,
                                    guint n_properties);
/* A list of one property with one value, for many nodes to share: the
 * reader gives the same one to every B[dd] of a file, so that a plain
 * record costs one node a move.  Nothing may change it in place, which
 * holds since every change copies arena lists and properties first. */
IshiSgfProperty **ishi_sgf_arena_shared_property (IshiSgfArena *arena, const char *id,
                                                  gsize id_length, const char *value,
                                                  gsize value_length);

/* Whether the values of this property are Text (C, GC) rather than
 * SimpleText or something else: a repeated Text property is joined. */
gboolean ishi_sgf_id_is_text (const char *id);

G_END_DECLS
