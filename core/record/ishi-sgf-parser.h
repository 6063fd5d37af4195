/* ishi-sgf-parser.h — the SGF reader's state and what its stages share:
 * the character sets and the text's checks before it is read
 * (ishi-sgf-charset.c), the text settled and read into a collection
 * (ishi-sgf-collection.c), the tokens and the tree (ishi-sgf-parse.c), the
 * checks of a complete node (ishi-sgf-checks.c), and reading files and
 * spans (ishi-sgf-read.c).
 * Private to core/record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <glib.h>

#include "ishi-sgf.h"
#include "ishi-sgf-private.h"

G_BEGIN_DECLS

/* Past this many, warnings are counted but not kept: a broken 50 MB file
 * must not make a million messages. */
#define MAX_WARNINGS 1000

/* --- eight bytes at a time --------------------------------------------- */

#define ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

/* Non-zero when one of the eight bytes of `w` is `b` (the classic "has a
 * zero byte" test on w XOR b…b). */
static inline guint64
word_has (guint64 w,
          guchar  b)
{
  guint64 x = w ^ (ONES * b);

  return (x - ONES) & ~x & HIGHS;
}

static inline guint64
load_word (const guchar *s)
{
  guint64 w;

  memcpy (&w, s, sizeof w);
  return w;
}

/* --- character sets ----------------------------------------------------- */

typedef enum {
  LEAD_NONE,   /* UTF-8, EUC-*, single-byte sets: no byte of a character is ASCII */
  LEAD_SJIS,   /* Shift_JIS / CP932: lead bytes 81-9F and E0-FC */
  LEAD_DBCS,   /* GB18030, Big5, UHC: lead bytes 81-FE */
} LeadScheme;

static inline gboolean
is_lead (LeadScheme lead,
         guchar     c)
{
  switch (lead)
    {
    case LEAD_SJIS:
      return (c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC);
    case LEAD_DBCS:
      return c >= 0x81 && c <= 0xFE;
    case LEAD_NONE:
    default:
      return FALSE;
    }
}

typedef struct {
  const char *name;      /* what the collection reports */
  const char *iconv;     /* what iconv is asked for (a superset, often) */
  LeadScheme lead;
  gboolean whole_file;   /* stateful (ISO-2022, UTF-16...): decode the file first */
} Encoding;
/* --- the parser's state ------------------------------------------------- */

typedef struct {
  gsize offset;
  guint line;
  guint column;
} Cursor;

typedef struct {
  IshiSgfProperty *property;
  gsize offset;
} PropertyPlace;

/* An open '(': the node its variation hangs from (NULL for a game tree)
 * and the last child given to that node so far, so that adding a child
 * never walks the list of its brothers. */
typedef struct {
  IshiSgfNode *attach;
  IshiSgfNode *last;
} Frame;

/* What a reader keeps from one file to the next (ishi_sgf_reader_new):
 * the parser's working lists, its table of shared moves and a buffer for
 * a small file's text.  Read one after another, thousands of small
 * records made and freed them all for each file (ishi-tool replay). */
struct _IshiSgfReader {
  GArray *stack;                 /* of Frame, one for each open '(' */
  GArray *places;                /* of PropertyPlace */
  GPtrArray *props;
  GPtrArray *values;
  GString *merge_text;
  /* B[dd] or W[dd] alone in a node, as plain records are written: one
   * list for each move (2 × 26 × 26, White's after Black's), shared by all
   * the nodes of a game tree that play it; NULL until the first.  Which
   * are set is listed, so that only those are cleared for the next. */
  IshiSgfProperty ***shared_moves;
  guint16 *shared_set;           /* made with the table: at most all of it */
  guint n_shared_set;
  char *text;                    /* a small file's bytes */
  gsize text_size;
  gboolean busy;                 /* reading a file now */
  gboolean no_node_places;       /* see ishi_sgf_reader_set_node_places */
  char **keep;                   /* see ishi_sgf_reader_set_keep; NULL: all */
};

#define ISHI_SGF_SHARED_MOVES (2 * 26 * 26)

void ishi_sgf_reader_clear_shared (IshiSgfReader *reader);

typedef struct {
  const guchar *data;
  gsize length;
  const char *filename;
  IshiSgfCollection *collection;
  GError *error;

  /* character sets */
  gboolean forced;              /* decoded already (BOM, UTF-16, ISO-2022) */
  const Encoding *encoding;     /* of the current game tree */
  gboolean tree_invalid_warned;
  GPtrArray *owned_encodings;   /* Encoding* made for sets not in the table */
  GIConv cd;                    /* from the pool (ishi_sgf_converter_take) */
  const Encoding *cd_encoding;
  const char *cd_from;          /* the set cd reads */
  int file_utf8;                /* -1 not known yet, else whether valid UTF-8 */
  const Encoding *guessed;      /* NULL until guessed */
  gboolean guess_warned;
  /* The CA of the tree that opens at the file's first '(', as
   * ishi_sgf_decode_stateful_start found it: the first tree's own look
   * (ishi_sgf_start_tree_encoding) takes it rather than scan its root
   * again.  Valid while first_ca_open is not (gsize) -1. */
  gsize first_ca_open;
  char *first_ca;

  /* places */
  Cursor cursor;       /* moves forward only */
  Cursor node_cursor;  /* where the node being read began (without node
                        * places: where lines were last counted before it) */
  gsize node_start;    /* the offset where the node being read began */
  gboolean node_places; /* nodes get their line and column (see
                         * ishi_sgf_reader_set_node_places) */
  char *const *keep;   /* the properties kept below roots, NULL: all */

  /* the tree */
  IshiSgfArena *arena;           /* where the nodes go */
  GArray *stack;                 /* of Frame, one for each open '(' */
  IshiSgfNode *pending_parent;   /* after a ')': the node we are back at… */
  IshiSgfNode *pending_last;     /* …and its last child */
  IshiSgfNode *current;
  gboolean node_open;            /* properties may be added to `current` */
  GArray *places;                /* PropertyPlace of the node being read */
  GPtrArray *props;              /* the properties of the node being read… */
  GPtrArray *values;             /* …and the values of the property */
  GHashTable *dup_table;         /* id -> property, for big nodes only */
  gboolean dup_filled;           /* dup_table holds the current node's */
  IshiSgfProperty *dup_warned;   /* the last property told of as repeated */
  /* a text property repeated in the current node: its joined text grows
   * here and goes into the arena once (see flush_merged_text) */
  IshiSgfProperty *merge_prop;
  GString *merge_text;
  /* its lists, the table of shared moves (see IshiSgfReader) */
  IshiSgfReader *reader;
  gboolean own_reader;           /* made for this text, freed with it */
  gboolean current_shared;       /* `current` has one of those lists */
  gsize shared_offset;           /* where its move was */
  gboolean game_checked;         /* the root's GM and SZ have been read */
  int size;                      /* board size for checking points, 0 none */
  gboolean nested_root_warned;

  guint n_warnings;
  gsize junk_end;                /* just after the last junk byte seen */

  /* reading one game at a time (ishi_sgf_parse_each) */
  IshiSgfGameFunc game_func;     /* NULL: all games go in the collection */
  gpointer game_data;
  GCancellable *cancellable;
  guint n_games;                 /* given to game_func so far */
  gboolean stopped;              /* game_func said FALSE */
  gboolean release;              /* `data` is a mapped file: give its pages back */
  /* telling where each game is (ishi_sgf_read_file_spans) */
  IshiSgfSpanFunc span_func;     /* instead of game_func */
  gboolean text_is_file;         /* `data` is the file's own bytes */
  gsize tree_open;               /* the '(' of the game tree being read */
  Cursor tree_cursor;            /* its place */
  gboolean tree_own_set;         /* its set came from its own CA */
  gsize released;                /* pages before this offset were given back */
} Parser;

/* --- between the stages -------------------------------------------------- */

/* ishi-sgf-places.c */
void ishi_sgf_cursor_advance (const Parser *p, Cursor *c, gsize target);
Cursor ishi_sgf_place_of (Parser *p, gsize offset);
void ishi_sgf_add_warning (Parser *p, guint line, guint column, char *message);
void ishi_sgf_warn_from (Parser *p, Cursor *from, gsize offset, const char *format, ...) G_GNUC_PRINTF (4, 5);
void ishi_sgf_fail_at (Parser *p, gsize offset, IshiSgfError code, const char *what);
void ishi_sgf_release_behind (Parser *p, gsize offset);

char *ishi_sgf_convert_lenient (GIConv cd, LeadScheme lead, const guchar *s, gsize n, gboolean *bad);
char *ishi_sgf_decode_value (Parser *p, const guchar *s, gsize n, gboolean high, gsize offset);
void ishi_sgf_encoding_free (Encoding *e);
char *ishi_sgf_find_charset (const guchar *d, gsize n, gsize i);
gboolean ishi_sgf_iconv_supports (const char *name);
GIConv ishi_sgf_converter_take (const char *from);
void ishi_sgf_converter_give (const char *from, GIConv cd);
char *ishi_sgf_normalise_charset (const char *name);
void ishi_sgf_start_tree_encoding (Parser *p, gsize open);
void ishi_sgf_release_pages (Parser *p, gsize from, gsize to);
char *ishi_sgf_value_for_message (const char *value);
void ishi_sgf_warn_at (Parser *p, gsize offset, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* the text read in one pass into p->collection (ishi-sgf-parse.c), once
 * ishi_sgf_parse_text (ishi-sgf-collection.c) has settled it */
void ishi_sgf_run (Parser *p);
/* a complete node checked (ishi-sgf-checks.c): a root's game, board and
 * numbers (it sets p->size, or fails on a bad SZ), then every node's
 * moves and setup points against the board */
void ishi_sgf_check_root (Parser *p, IshiSgfNode *root);
void ishi_sgf_check_points (Parser *p);
/* the text before it is read (ishi-sgf-charset.c) */
const char *ishi_sgf_read_byte_order (const guchar **text, gsize *length, char **decoded, gboolean *bad);
gboolean ishi_sgf_check_text_is_sgf (const guchar *d, gsize n, const char *filename, GError **error);
GArray *ishi_sgf_blank_zero_bytes (Parser *p, char **decoded);
char *ishi_sgf_decode_stateful_start (Parser *p, char **decoded, gboolean *bad);
void ishi_sgf_warn_zero_bytes (Parser *p, GArray *nul_offsets);
/* The iconv name of the likeliest set of `d` (text with no CA): "UTF-8"
 * when it is valid UTF-8; for other readers of legacy text (RenLib's). */
const char *ishi_sgf_guess_iconv (const guchar *d, gsize n);
/* The same as the name a collection reports ("UTF-8", "GB18030",
 * "Shift_JIS", "windows-1252"…), which ishi_sgf_decode_charset takes. */
const char *ishi_sgf_guess_charset (const guchar *d, gsize n);
/* `n` bytes in the set `name` (one ishi_sgf_charset_name knows) as UTF-8,
 * U+FFFD for each byte the set cannot read (then *bad, may be NULL, is
 * set). */
char *ishi_sgf_decode_charset (const char *name, const guchar *d, gsize n, gboolean *bad);
/* `reader`: whose lists to use (NULL: lists of its own, for this text) */
IshiSgfCollection *ishi_sgf_parse_text (const char *data, gsize length, const char *filename, IshiSgfGameFunc func, IshiSgfSpanFunc span_func, gpointer user_data, GCancellable *cancellable, gboolean release, const char *file_set, IshiSgfReader *reader, GError **error);

extern const Encoding ishi_sgf_enc_big5;
extern const Encoding ishi_sgf_enc_cp1252;
extern const Encoding ishi_sgf_enc_gb;
extern const Encoding ishi_sgf_enc_kr;
extern const Encoding ishi_sgf_enc_latin1;
extern const Encoding ishi_sgf_enc_sjis;
extern const Encoding ishi_sgf_enc_utf8;
/* The sets that need the whole file decoded first (ISO-2022, HZ, UTF-7). */
#define ISHI_SGF_N_STATEFUL_SETS 10
extern const char *const ishi_sgf_stateful_sets[ISHI_SGF_N_STATEFUL_SETS];

G_END_DECLS
