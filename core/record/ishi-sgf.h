/* ishi-sgf.h — the SGF game tree, its reader and its writer.
 *
 * The tree is the source of truth for a game: the board at any node is
 * derived by replaying from the root (ishi-game.h).  Values are kept exactly
 * as they stood between '[' and ']' in the file — converted to UTF-8 but with
 * their escapes intact — so that a read and a write give back the same
 * values, including properties Ishi does not know.  The typed accessors
 * below unescape (Text, SimpleText) and escape on the way in.
 *
 * Trees may be very deep (a 100,000-move main line is 100,000 levels), so
 * nothing here recurses on depth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_SGF_ERROR (ishi_sgf_error_quark ())
GQuark ishi_sgf_error_quark (void);

typedef enum {
  ISHI_SGF_ERROR_SYNTAX,     /* cannot be read as SGF at all */
  ISHI_SGF_ERROR_ENCODING,   /* the text cannot be decoded */
  ISHI_SGF_ERROR_VALUE,      /* a value that makes the game unusable (SZ[200]) */
  ISHI_SGF_ERROR_IO,         /* reading or writing the file failed */
} IshiSgfError;

/* Where a fatal ISHI_SGF_ERROR from the reader was (1-based; 0 when the
 * error has no place, e.g. a file that cannot be opened) and what is wrong
 * without the "FILE:LINE:COLUMN: " prefix the message carries.  FALSE for an
 * error of another domain. */
gboolean ishi_sgf_error_get_location (const GError *error, guint *line,
                                      guint *column, const char **what);

typedef struct _IshiSgfArena IshiSgfArena;

/* Read these structures freely; change them only through the functions
 * below.  A tree read from a file lives in one block of memory shared by
 * all its nodes (so that a 50 MB collection is not millions of small
 * allocations); nodes made later are allocated one by one.  The functions
 * keep track of which is which.  In such a tree one property (and its list)
 * may serve many nodes: every plain B[dd] of a file is the same one, which
 * is one more reason never to write through these pointers. */
typedef struct {
  const char *id;    /* upper-case: "B", "AB", "C"; FF[3] "PlayerBlack" becomes "PB" */
  char **values;     /* n_values of them: UTF-8, escapes intact */
  guint n_values;    /* never 0 in a tree ("[]" is one "") */
  /*< private >*/
  guint values_size : 31;
  guint own : 1;     /* allocated on its own (else in the tree's block) */
} IshiSgfProperty;

typedef struct _IshiSgfNode IshiSgfNode;
struct _IshiSgfNode {
  IshiSgfNode *parent;
  IshiSgfNode *first_child;   /* the main line continues through first_child */
  IshiSgfNode *next_sibling;
  IshiSgfProperty **properties;  /* n_properties of them, in file order */
  guint n_properties;
  guint line, column;         /* where the node began in the file (1-based), 0 if new */
  /*< private >*/
  guint properties_size : 31;
  guint own_properties : 1;   /* `properties` allocated on its own */
  IshiSgfArena *arena;        /* the block the node lives in, or NULL */
};

/* A repaired fault: where it was and what was tolerated. */
typedef struct {
  guint line;
  guint column;
  char *message;   /* translated */
} IshiSgfWarning;

typedef struct {
  GPtrArray *games;     /* of IshiSgfNode* (roots), at least one */
  GPtrArray *warnings;  /* of IshiSgfWarning* */
  char *encoding;       /* what the file was decoded from, e.g. "Shift_JIS" */
} IshiSgfCollection;

/* --- reading ------------------------------------------------------------ */

/* Parses a whole file in memory.  `filename` is only used in messages.
 * Faults that can be repaired become warnings; a fatal one sets `error`
 * with a message naming the file, the line and the column.
 *
 * What is repaired, and how (each with a warning):
 *  - text outside game trees, stray values and junk between nodes: skipped;
 *  - a missing ';' before a node's properties: the node is made;
 *  - a missing ')' or a value left open at the end of the file: closed there
 *    (the partial value is kept);
 *  - a property given twice in one node: the values are merged into the
 *    first (C and GC are joined with a newline, others become a list);
 *  - a property with no value: dropped;
 *  - a move or setup point off the board (B[rs] on SZ[9]): KEPT as it is, so
 *    nothing is lost; replaying it is the game's error
 *    (ishi_sgf_parse_point says FALSE);
 *  - text that is not valid in its declared CA: read with the detected
 *    character set, else with U+FFFD for the bad bytes.
 * Fatal: no game tree at all, binary data, and a root SZ that is no board
 * (not N or N:M with 1 <= N, M <= 52), as ISHI_SGF_ERROR_VALUE.
 *
 * Encodings: a BOM (UTF-8, UTF-16) wins; else each game tree's CA, found by
 * a scan of its root before its values are split, so that a Shift_JIS or
 * Big5 trail byte 0x5C is never taken for an escape; else UTF-8 when the
 * file is valid UTF-8; else the most plausible of Shift_JIS, GB18030, EUC-KR,
 * Big5 and ISO-8859-1 (with a warning). */
IshiSgfCollection *ishi_sgf_parse (const char *data, gsize length,
                                   const char *filename, GError **error);
/* Reading a file: only a regular file of at most `max_size` bytes is read
 * (ISHI_SGF_ERROR_IO otherwise, before anything is read): a device or a
 * FIFO would never end.  ishi_sgf_read_file and ishi_sgf_read_file_each
 * take ISHI_SGF_MAX_FILE_SIZE, 256 MiB, ten times the biggest collection
 * commonly shared (GoGoD's is about 25 MB). */
#define ISHI_SGF_MAX_FILE_SIZE (G_GUINT64_CONSTANT (256) << 20)
IshiSgfCollection *ishi_sgf_read_file (GFile *file, GError **error);
IshiSgfCollection *ishi_sgf_read_file_full (GFile *file, guint64 max_size, GError **error);
void ishi_sgf_collection_free (IshiSgfCollection *collection);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiSgfCollection, ishi_sgf_collection_free)

/* Given each game of a collection read by ishi_sgf_parse_each, as soon as
 * its tree is closed.  The root is the function's own, to keep or to free
 * with ishi_sgf_node_free; the reader keeps nothing of it (each tree has a
 * block of its own).  `done` of `total` bytes of text have been read, for
 * a progress bar.  Returns FALSE to stop reading (which is no error). */
typedef gboolean (*IshiSgfGameFunc) (IshiSgfNode *root, gsize done, gsize total,
                                     gpointer user_data);

/* Reads a collection one game at a time, with the same repairs, warnings
 * and fatal errors as ishi_sgf_parse, so that a collection of any size is
 * read in the memory of its biggest game (and of the text).  Returns a
 * collection whose `games` is EMPTY, with the warnings and the encoding,
 * or NULL with `error` set: a fatal fault (the games before it have been
 * given to `func` already) or G_IO_ERROR_CANCELLED, checked every 64 KiB. */
IshiSgfCollection *ishi_sgf_parse_each (const char *data, gsize length,
                                        const char *filename,
                                        IshiSgfGameFunc func, gpointer user_data,
                                        GCancellable *cancellable, GError **error);
/* The same on a file.  A local regular file is mapped rather than read,
 * and the pages already read are given back as reading goes on, so that
 * the text costs little memory too; anything else is read whole first. */
IshiSgfCollection *ishi_sgf_read_file_each (GFile *file, IshiSgfGameFunc func,
                                            gpointer user_data, GCancellable *cancellable,
                                            GError **error);
IshiSgfCollection *ishi_sgf_read_file_each_full (GFile *file, guint64 max_size,
                                                 IshiSgfGameFunc func, gpointer user_data,
                                                 GCancellable *cancellable, GError **error);
/* The same on a local path, for tools that read many small files: a
 * regular file of at most 1 MiB is read with open, fstat and one read
 * (no GFile, no mapping: a few system calls a file); anything else goes
 * through ishi_sgf_read_file_each_full, with its checks and messages. */
IshiSgfCollection *ishi_sgf_read_path_each_full (const char *path, guint64 max_size,
                                                 IshiSgfGameFunc func, gpointer user_data,
                                                 GCancellable *cancellable, GError **error);

/* A reader for many files read one after another (a tool run over
 * thousands of records): what reading a file needs besides the tree — the
 * parser's lists, a buffer for the text — is kept from one file to the
 * next rather than made and freed for each.  It reads one file at a time:
 * not from inside the IshiSgfGameFunc of a file it is reading. */
typedef struct _IshiSgfReader IshiSgfReader;
IshiSgfReader *ishi_sgf_reader_new (void);
void ishi_sgf_reader_free (IshiSgfReader *reader);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiSgfReader, ishi_sgf_reader_free)
/* With FALSE, the nodes the reader reads have line and column 0 (as new
 * nodes have): counting lines and columns up to every node was a tenth of
 * reading a plain record.  Warnings and errors are placed all the same.
 * For a tool that needs a place only for the rare node it reports, and
 * can read the file again to find it.  TRUE by default. */
void ishi_sgf_reader_set_node_places (IshiSgfReader *reader, gboolean places);
/* Below the roots, only the properties named in `ids` (NULL-terminated;
 * NULL, the default: all) go into the trees the reader reads: the others
 * are read past, with their syntax checked and repaired as always, but
 * their values are not decoded nor kept — nor warned of when their text
 * is not valid in its character set, nor merged when repeated.  Roots
 * keep everything.  For a tool that replays records: a record's comments,
 * times and marks were most of what it read into memory, only to free. */
void ishi_sgf_reader_set_keep (IshiSgfReader *reader, const char *const *ids);
/* ishi_sgf_read_path_each_full with `reader`'s lists and buffer. */
IshiSgfCollection *ishi_sgf_reader_read_path_each (IshiSgfReader *reader, const char *path,
                                                   guint64 max_size, IshiSgfGameFunc func,
                                                   gpointer user_data, GCancellable *cancellable,
                                                   GError **error);

/* Where a game tree stands in the bytes of its file, so that a window can
 * keep the place of each game of a big collection rather than its tree
 * (issue 23 item 14), read it again when it is opened, and copy it byte
 * for byte when the collection is saved. */
typedef struct {
  guint64 start;       /* the tree's '(' */
  guint64 end;         /* just after its ')' (or the end of the text) */
  guint line, column;  /* of its '(' (1-based) */
  /* These bytes, read alone by ishi_sgf_read_span, give back this very
   * game: the file is not decoded whole (no byte-order mark, no UTF-16, no
   * zero byte, no stateful set) and the tree is one game.  Otherwise keep
   * the tree itself. */
  gboolean exact;
  /* The set the whole file was taken to be in, for text with no CA (a
   * static string, or NULL when the tree needed none): the bytes alone are
   * read with it, since alone they might be guessed otherwise. */
  const char *file_set;
} IshiSgfSpan;

/* Like IshiSgfGameFunc, with the place of the game's tree. */
typedef gboolean (*IshiSgfSpanFunc) (IshiSgfNode *root, const IshiSgfSpan *span,
                                     gsize done, gsize total, gpointer user_data);

/* ishi_sgf_read_file_each that also tells where each game is. */
IshiSgfCollection *ishi_sgf_read_file_spans (GFile *file, IshiSgfSpanFunc func,
                                             gpointer user_data, GCancellable *cancellable,
                                             GError **error);
/* The bytes of an exact span of `file`, and the game they hold, its nodes
 * placed (line, column) where they are in the whole file.  An error, with
 * the file named, when the file no longer holds one game there (it was
 * changed since it was read). */
char *ishi_sgf_read_span_text (GFile *file, const IshiSgfSpan *span, gsize *length,
                               GError **error);
IshiSgfNode *ishi_sgf_read_span (GFile *file, const IshiSgfSpan *span, GError **error);

/* The name Ishi reports for a character set it knows by any alias ("gbk"
 * → "GB18030", "sjis" → "Shift_JIS", "cp1252" → "windows-1252"), a static
 * string, or NULL for one it does not know. */
const char *ishi_sgf_charset_name (const char *name);

/* --- writing ------------------------------------------------------------ */

/* Writes UTF-8 with CA[UTF-8] in each root. */
char *ishi_sgf_write (IshiSgfNode *const *roots, guint n_roots, gsize *length);
/* Atomic: a temporary file beside the target is written, flushed and renamed
 * over it, so a failed save leaves the old file whole.  A replaced file's
 * permissions are kept (a private 0600 record stays private), a symbolic
 * link is followed (its target is saved, the link stays), and when the
 * folder cannot take the temporary file but the file is writable, it is
 * written in place, its room reserved before the first byte changes. */
gboolean ishi_sgf_save (IshiSgfNode *const *roots, guint n_roots,
                        const char *path, GError **error);

/* The atomic save of ishi_sgf_save, of text already made (a collection
 * whose unopened games are copied from their file). */
gboolean ishi_sgf_save_text (const char *path, const char *data, gsize length,
                             GError **error);

/* --- the tree ----------------------------------------------------------- */

IshiSgfNode *ishi_sgf_node_new (void);
/* Frees the node and everything below it (iteratively).  Unlinks it first. */
void ishi_sgf_node_free (IshiSgfNode *node);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiSgfNode, ishi_sgf_node_free)
IshiSgfNode *ishi_sgf_node_copy_tree (const IshiSgfNode *node);
void ishi_sgf_node_append_child (IshiSgfNode *parent, IshiSgfNode *child);
void ishi_sgf_node_unlink (IshiSgfNode *node);
guint ishi_sgf_node_n_children (const IshiSgfNode *node);
IshiSgfNode *ishi_sgf_node_nth_child (const IshiSgfNode *node, guint n);
IshiSgfNode *ishi_sgf_node_root (IshiSgfNode *node);
guint ishi_sgf_tree_count_nodes (const IshiSgfNode *root);
/* Whether the tree under `root` has a variation or a comment (C) anywhere:
 * what a reviewer has to look at beyond the moves. */
gboolean ishi_sgf_tree_has_variations_or_comments (const IshiSgfNode *root);

/* The property, or NULL; it stays valid until the node is changed. */
IshiSgfProperty *ishi_sgf_node_lookup (const IshiSgfNode *node, const char *id);
/* The first raw value, or NULL. */
const char *ishi_sgf_node_get_raw (const IshiSgfNode *node, const char *id);
/* Replaces (or, with NULL, removes) a property with one raw value. */
void ishi_sgf_node_set_raw (IshiSgfNode *node, const char *id, const char *raw);
/* Appends a raw value, creating the property when needed. */
void ishi_sgf_node_add_raw (IshiSgfNode *node, const char *id, const char *raw);
void ishi_sgf_node_remove (IshiSgfNode *node, const char *id);

/* Text (C, GC): escapes removed, soft line breaks joined, other white
 * space but newlines made spaces.  SimpleText (PB, GN, ...): the same, with
 * newlines made spaces too.  Both return newly allocated UTF-8 or NULL. */
char *ishi_sgf_node_get_text (const IshiSgfNode *node, const char *id);
char *ishi_sgf_node_get_simple_text (const IshiSgfNode *node, const char *id);
/* Escapes ']' and '\'; build composed values with ishi_sgf_compose. */
void ishi_sgf_node_set_text (IshiSgfNode *node, const char *id, const char *text);
char *ishi_sgf_escape (const char *text);
char *ishi_sgf_unescape_text (const char *raw, gboolean simple);
/* Composed values ("dd:label" in LB, "Ishi:1.0" in AP): split at the first
 * unescaped ':' into two raw parts (FALSE, and nothing set, when there is
 * none), and the reverse, escaping ']', '\' and ':' in both texts. */
gboolean ishi_sgf_split_compose (const char *raw, char **first, char **second);
char *ishi_sgf_compose (const char *first, const char *second);

/* Points.  `size` is the board size; "" and, up to 19x19, "tt" are a pass
 * (x = y = -1).  Returns FALSE for anything else that is off the board.
 * Also accepted, as the GoGui reader does, what SmartGo-style files write:
 * "R16" (column letter without I, row from the bottom) and "pass". */
gboolean ishi_sgf_parse_point (const char *raw, int size, int *x, int *y);
char *ishi_sgf_format_point (int x, int y);
/* A point list value ("aa" or the compressed rectangle "aa:cc"), appended
 * to `points` (of IshiPoint; NULL: only checked).  FALSE if malformed or
 * off the board; "" is an empty list (TRUE, nothing appended); "tt" is
 * never a pass here; a rectangle given with its corners the other way
 * round ("cc:aa") is accepted, as Sabaki and Seki do. */
gboolean ishi_sgf_parse_point_list (const char *raw, int size, GArray *points);
/* The points of all `values` of a point-list property (AB, AW, AE, TB,
 * TR...) as a set: each point once, in the order it is first named,
 * appended to `points` — never more than size × size points, however many
 * values or rectangles a file repeats (issue 53: AB[aa:ss] a million
 * times was 361 million points and 2.8 GB).  Every value that is a point
 * list of the board is taken; FALSE when one is not, with *first_bad (may
 * be NULL) the index of the first such value. */
gboolean ishi_sgf_parse_point_set (char *const *values, guint n_values, int size, GArray *points,
                                   guint *first_bad);

/* SZ of the root (19 when absent, 15 for Renju, GM[4] or GM[5]); FALSE for
 * a rectangular or invalid size. */
gboolean ishi_sgf_root_size (const IshiSgfNode *root, int *size);
/* GM of the root (1 when absent). */
int ishi_sgf_root_game (const IshiSgfNode *root);

G_END_DECLS
