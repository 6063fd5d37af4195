/* ishi-renlib.c — see ishi-renlib.h.
 *
 * The format as RenLib 3.6 reads and writes it (its source, read, not
 * copied: LibraryFile.cpp for the header, MoveNode.cpp for the flags,
 * RenLibDoc.cpp's AddLibrary, ReadOldComment, ReadNewComment and WriteNode
 * for the walk and the texts, Utils.cpp's PosToPoint for the points):
 *
 *   header   0xFF 'R' 'e' 'n' 'L' 'i' 'b' 0xFF, major, minor, ten 0xFF
 *            (20 bytes; RenLib reads versions up to 3.4); a file with no
 *            header starts with h8, 0x78
 *   node     point, flags; then, when flags has 0x01, two more bytes whose
 *            second's 0x01 says a board text follows
 *   point    0 for none (the root, or a pass); else x + 16 (y − 1), x and y
 *            1–15, y from the top (RenJS.cpp's y = 16 − row), so x − 1 and
 *            y − 1 are SGF's column and row
 *   flags    0x80 a sibling follows this node's subtree; 0x40 this node has
 *            no child (the walk goes back to the parent of the last 0x80
 *            node); 0x20 an old comment follows, 0x08 a new one; 0x10 a
 *            mark; 0x04 a start; 0x02 no move (a board text's place)
 *   new text bytes up to a NUL, the whole padded to an even length; a
 *            backspace (8) parts the one-line comment from the rest
 *   old text 7-bit bytes, the last with its high bit set, in pairs; '{'
 *            '}' '|' '[' ']' '\' stand for ä å ö Ä Å Ö
 *
 * A child at a point its parent already has is the same node (RenLib merges
 * them too).  The first node of a file with a header is the root when its
 * point is 0.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-record"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-renlib.h"
#include "ishi-sgf.h"
#include "ishi-sgf-parser.h"

G_DEFINE_QUARK (ishi-renlib-error-quark, ishi_renlib_error)

#define SIZE 15
#define HEADER_BYTES 20
#define NO_NODE G_MAXUINT32
/* RenLib's big libraries hold some hundred thousand moves; a million nodes
 * (some 40 MB here, more in the game tree) is the most Ishi takes. */
#define MAX_NODES 1000000
/* Every point and as many passes: no line of Renju is longer. */
#define MAX_DEPTH (2 * SIZE * SIZE)

enum {
  FLAG_SIBLING = 0x80,     /* RenLib's DOWN */
  FLAG_LEAF = 0x40,        /* RenLib's RIGHT */
  FLAG_OLD_COMMENT = 0x20,
  FLAG_MARK = 0x10,
  FLAG_COMMENT = 0x08,
  FLAG_START = 0x04,
  FLAG_NO_MOVE = 0x02,
  FLAG_EXTENSION = 0x01,
  EXTENSION_BOARD_TEXT = 0x01,   /* in the extension's second byte */
};

typedef struct {
  guint32 parent, first_child, next_sibling;
  guint32 comment_at, comment_length;   /* in the file; length 0: none */
  guint32 text_at, text_length;
  guint8 point;
  guint8 is_move : 1;
  guint8 old_comment : 1;
  guint8 mark : 1;
  guint8 start : 1;
} Node;

typedef struct {
  const guint8 *data;
  gsize length;
  gsize at;
  GArray *nodes;          /* of Node; 0 the root */
  GByteArray *sample;     /* the new texts' bytes, for the guess */
  IshiRenlibSummary summary;
  const char *charset;    /* the set of the texts (a name ishi_sgf_decode_charset takes) */
  gboolean chosen;        /* given by the caller, not guessed */
  gboolean taken[SIZE * SIZE];
  GString *sgf;
} Reader;

static inline Node *
node_at (Reader *r, guint32 i)
{
  return &g_array_index (r->nodes, Node, i);
}

gboolean
ishi_renlib_looks_like (const guint8 *data, gsize length, gboolean named_lib)
{
  static const guint8 magic[8] = { 0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF };

  if (length >= HEADER_BYTES && memcmp (data, magic, sizeof magic) == 0)
    return TRUE;
  return named_lib && length >= 2 && data[0] == 0x78;
}

static gboolean
truncated (Reader *r, GError **error)
{
  guint n = r->nodes->len - 1;

  g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TRUNCATED,
               /* Translators: a RenLib library cut short; the number of moves read */
               g_dngettext (GETTEXT_PACKAGE,
                            "The RenLib library ends in the middle of a move or its text, after %u move.",
                            "The RenLib library ends in the middle of a move or its text, after %u moves.", n),
               n);
  return FALSE;
}

/* A NUL-ended text (board text or new comment), padded to an even length:
 * its place in the file.  RenLib reads it two bytes at a time. */
static gboolean
read_text (Reader *r, guint32 *at, guint32 *length, GError **error)
{
  gsize start = r->at;

  for (;;)
    {
      if (r->at + 2 > r->length)
        return truncated (r, error);
      r->at += 2;
      if (r->data[r->at - 2] == 0)
        {
          *length = (guint32) (r->at - 2 - start);
          break;
        }
      if (r->data[r->at - 1] == 0)
        {
          *length = (guint32) (r->at - 1 - start);
          break;
        }
    }
  *at = (guint32) start;
  return TRUE;
}

/* An old comment: pairs of 7-bit bytes up to one with its high bit set. */
static gboolean
read_old_comment (Reader *r, guint32 *at, guint32 *length, GError **error)
{
  gsize start = r->at;

  for (;;)
    {
      if (r->at + 2 > r->length)
        return truncated (r, error);
      r->at += 2;
      if (r->data[r->at - 2] & 0x80)
        {
          *length = (guint32) (r->at - 1 - start);
          break;
        }
      if (r->data[r->at - 1] & 0x80)
        {
          *length = (guint32) (r->at - start);
          break;
        }
    }
  *at = (guint32) start;
  return TRUE;
}

/* The child of `parent` at `point`, made if it is new. */
static guint32
child_at (Reader *r, guint32 parent, guint8 point)
{
  guint32 last = NO_NODE;
  Node fresh = { .parent = parent, .first_child = NO_NODE, .next_sibling = NO_NODE, .point = point };

  for (guint32 c = node_at (r, parent)->first_child; c != NO_NODE; c = node_at (r, c)->next_sibling)
    {
      if (node_at (r, c)->point == point)
        return c;
      last = c;
    }
  g_array_append_val (r->nodes, fresh);
  if (last == NO_NODE)
    node_at (r, parent)->first_child = r->nodes->len - 1;
  else
    node_at (r, last)->next_sibling = r->nodes->len - 1;
  return r->nodes->len - 1;
}

static guint
depth_of (Reader *r, guint32 node)
{
  guint depth = 0;

  for (; node != 0; node = node_at (r, node)->parent)
    depth++;
  return depth;
}

/* The nodes of the file after its header, into r->nodes. */
static gboolean
read_tree (Reader *r, GError **error)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint32 current = 0;
  guint current_depth = 0;
  gboolean first = TRUE;

  while (r->at < r->length)
    {
      guint8 point, flags, extension = 0;
      guint32 node;
      Node *n;

      if (r->at + 2 > r->length)
        return truncated (r, error);
      point = r->data[r->at];
      flags = r->data[r->at + 1];
      r->at += 2;
      if (flags & FLAG_EXTENSION)
        {
          if (r->at + 2 > r->length)
            return truncated (r, error);
          extension = r->data[r->at + 1];
          r->at += 2;
        }
      if (first && point == 0)
        node = 0;     /* the root: its texts are the game's */
      else
        {
          if (point != 0 && (point % 16 == 0 || point / 16 + 1 > SIZE))
            {
              g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_BAD_NODE,
                           /* Translators: the byte's value and its place in the file */
                           _("The RenLib library has a move off the board (byte 0x%02X at offset %lu)."),
                           point, (unsigned long) (r->at - 2 - ((flags & FLAG_EXTENSION) ? 2 : 0)));
              return FALSE;
            }
          if (current_depth + 1 > MAX_DEPTH)
            {
              g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_BAD_NODE,
                           _("The RenLib library has a line of more than %d moves."), MAX_DEPTH);
              return FALSE;
            }
          if (r->nodes->len >= MAX_NODES)
            {
              g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_TOO_BIG,
                           _("The RenLib library has more than %d moves: Ishi reads no bigger ones."), MAX_NODES);
              return FALSE;
            }
          node = child_at (r, current, point);
          if (!(flags & FLAG_NO_MOVE))
            node_at (r, node)->is_move = TRUE;
          current = node;
          current_depth++;
        }
      first = FALSE;
      n = node_at (r, node);
      if (flags & (FLAG_OLD_COMMENT | FLAG_COMMENT))
        {
          guint32 at, length;
          gboolean old = (flags & FLAG_OLD_COMMENT) != 0;

          if (old ? !read_old_comment (r, &at, &length, error) : !read_text (r, &at, &length, error))
            return FALSE;
          n = node_at (r, node);
          if (n->comment_length == 0 && length > 0)
            {
              n->comment_at = at;
              n->comment_length = length;
              n->old_comment = old;
              if (!old && r->sample->len < (1 << 16))
                {
                  g_byte_array_append (r->sample, r->data + at, length);
                  g_byte_array_append (r->sample, (const guint8 *) " ", 1);
                }
            }
        }
      if (extension & EXTENSION_BOARD_TEXT)
        {
          guint32 at, length;

          if (!read_text (r, &at, &length, error))
            return FALSE;
          n = node_at (r, node);
          if (n->text_length == 0 && length > 0)
            {
              n->text_at = at;
              n->text_length = length;
              if (r->sample->len < (1 << 16))
                {
                  g_byte_array_append (r->sample, r->data + at, length);
                  g_byte_array_append (r->sample, (const guint8 *) " ", 1);
                }
            }
        }
      if (flags & FLAG_MARK)
        {
          r->summary.marks++;
          node_at (r, node)->mark = TRUE;
        }
      if (flags & FLAG_START)
        {
          r->summary.starts++;
          node_at (r, node)->start = TRUE;
        }
      if ((flags & FLAG_SIBLING) && node != 0)
        g_array_append_val (stack, node);
      if ((flags & FLAG_LEAF) && stack->len > 0)
        {
          guint32 back = g_array_index (stack, guint32, stack->len - 1);

          g_array_set_size (stack, stack->len - 1);
          current = node_at (r, back)->parent;
          current_depth = depth_of (r, current);
        }
    }
  return TRUE;
}

/* The text at `at`, `length` in the file as UTF-8: control characters but
 * line breaks gone, "\r\n" as "\n". */
static char *
text_of (Reader *r, guint32 at, guint32 length, gboolean old)
{
  g_autofree char *utf8 = NULL;
  GString *out;

  if (old)
    {
      GString *s = g_string_new (NULL);

      for (guint32 i = 0; i < length; i++)
        {
          char c = (char) (r->data[at + i] & 0x7F);

          switch (c)
            {
            case '}': g_string_append (s, "å"); break;
            case '{': g_string_append (s, "ä"); break;
            case '|': g_string_append (s, "ö"); break;
            case ']': g_string_append (s, "Å"); break;
            case '[': g_string_append (s, "Ä"); break;
            case '\\': g_string_append (s, "Ö"); break;
            default: g_string_append_c (s, c); break;
            }
        }
      utf8 = g_string_free (s, FALSE);
    }
  else
    {
      const guchar *bytes = r->data + at;
      gboolean bad = FALSE;

      utf8 = ishi_sgf_decode_charset (r->charset, bytes, length, &bad);
      /* Libraries are merged from their authors' files, each in its own
       * code page: a text the library's set cannot read is read in the
       * set it looks like alone — unless the set was chosen. */
      if (bad && !r->chosen)
        {
          const char *own = ishi_sgf_guess_charset (bytes, length);

          if (g_strcmp0 (own, r->charset) != 0)
            {
              g_free (utf8);
              utf8 = ishi_sgf_decode_charset (own, bytes, length, NULL);
              r->summary.other_set++;
            }
        }
    }
  out = g_string_new (NULL);
  for (const char *p = utf8; p && *p; p++)
    {
      if (*p == '\r' && p[1] == '\n')
        continue;
      if (*p == '\r')
        g_string_append_c (out, '\n');
      else if ((guchar) *p < 0x20 && *p != '\n' && *p != '\t' && *p != '\b')
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
append_property (GString *sgf, const char *id, const char *text)
{
  g_autofree char *escaped = ishi_sgf_escape (text);

  g_string_append_printf (sgf, "%s[%s]", id, escaped);
}

/* A move node has children in the record; a node that is no move and has
 * no children is a board text only. */
static gboolean
is_in_record (Reader *r, guint32 i)
{
  Node *n = node_at (r, i);

  return n->is_move || n->first_child != NO_NODE;
}

static gboolean write_node (Reader *r, guint32 i, guint depth, GError **error);

static gboolean
write_children (Reader *r, guint32 i, guint depth, GError **error)
{
  guint count = 0;

  for (guint32 c = node_at (r, i)->first_child; c != NO_NODE; c = node_at (r, c)->next_sibling)
    count += is_in_record (r, c);
  for (guint32 c = node_at (r, i)->first_child; c != NO_NODE; c = node_at (r, c)->next_sibling)
    {
      if (!is_in_record (r, c))
        continue;
      if (count > 1)
        g_string_append_c (r->sgf, '(');
      if (!write_node (r, c, depth + 1, error))
        return FALSE;
      if (count > 1)
        g_string_append_c (r->sgf, ')');
    }
  return TRUE;
}

/* Node `i` at `depth` (the root 0; black moves at odd depths), then its
 * subtree. */
static gboolean
write_node (Reader *r, guint32 i, guint depth, GError **error)
{
  Node *n = node_at (r, i);
  int x = -1, y = -1;
  g_autoptr(GString) labels = g_string_new (NULL);

  g_string_append_c (r->sgf, ';');
  if (i != 0)
    {
      char color = depth % 2 == 1 ? 'B' : 'W';

      if (n->point == 0)
        g_string_append_printf (r->sgf, "%c[]", color);
      else
        {
          x = n->point % 16 - 1;
          y = n->point / 16;
          if (r->taken[y * SIZE + x])
            {
              g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_BAD_NODE,
                           /* Translators: move number, the point as "h8" */
                           _("The RenLib library has move %u, %c%d, on a point its line has already taken."),
                           depth, 'a' + x, SIZE - y);
              return FALSE;
            }
          r->taken[y * SIZE + x] = TRUE;
          g_string_append_printf (r->sgf, "%c[%c%c]", color, 'a' + x, 'a' + y);
        }
      r->summary.moves++;
    }
  else
    {
      g_string_append (r->sgf, "GM[4]FF[4]CA[UTF-8]SZ[15]");
      /* The set the texts were read in, so that the library is written
       * back in it (ishi-renlib-write.c) and read again the same. */
      if (r->summary.encoding)
        g_string_append_printf (r->sgf, "RLCA[%s]", r->summary.encoding);
    }
  if (n->mark)
    g_string_append (r->sgf, "RLMARK[]");
  if (n->start)
    g_string_append (r->sgf, "RLSTART[]");
  if (n->comment_length > 0)
    {
      g_autofree char *text = text_of (r, n->comment_at, n->comment_length, n->old_comment);
      char *rest = strchr (text, '\b');

      if (rest)
        *rest++ = '\0';
      g_strstrip (text);
      if (*text)
        append_property (r->sgf, "N", text);
      if (rest && *g_strstrip (rest))
        append_property (r->sgf, "C", rest);
      r->summary.comments++;
    }
  for (guint32 c = n->first_child; c != NO_NODE; c = node_at (r, c)->next_sibling)
    {
      Node *child = node_at (r, c);
      g_autofree char *text = NULL;
      g_autofree char *escaped = NULL;

      if (child->text_length == 0 || child->point == 0)
        continue;
      text = text_of (r, child->text_at, child->text_length, FALSE);
      g_strdelimit (g_strstrip (text), "\n\t\b", ' ');
      if (*text == '\0')
        continue;
      escaped = ishi_sgf_escape (text);
      g_string_append_printf (labels, "[%c%c:%s]", 'a' + child->point % 16 - 1, 'a' + child->point / 16, escaped);
      r->summary.labels++;
    }
  if (labels->len > 0)
    g_string_append_printf (r->sgf, "LB%s", labels->str);
  if (!write_children (r, i, depth, error))
    return FALSE;
  if (x >= 0)
    r->taken[y * SIZE + x] = FALSE;
  return TRUE;
}

char *
ishi_renlib_to_sgf (const guint8 *data, gsize length, gboolean named_lib,
                    IshiRenlibSummary *summary, GError **error)
{
  return ishi_renlib_to_sgf_full (data, length, named_lib, NULL, summary, error);
}

/* Are there bytes above 0x7F in the sample (a text not in ASCII)? */
static gboolean
has_high_bytes (const GByteArray *sample)
{
  for (guint i = 0; i < sample->len; i++)
    if (sample->data[i] >= 0x80)
      return TRUE;
  return FALSE;
}

char *
ishi_renlib_to_sgf_full (const guint8 *data, gsize length, gboolean named_lib, const char *charset,
                         IshiRenlibSummary *summary, GError **error)
{
  Reader r = { .data = data, .length = length };
  Node root = { .first_child = NO_NODE, .next_sibling = NO_NODE, .parent = NO_NODE };
  gboolean read;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (charset != NULL && ishi_sgf_charset_name (charset) == NULL)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_ENCODING,
                   /* Translators: an encoding named on the command line, then the ones known */
                   _("“%s” is no encoding Ishi knows; it knows %s."), charset,
                   "UTF-8, GBK (GB18030), Shift_JIS, Big5, EUC-KR, windows-1252");
      return NULL;
    }
  if (!ishi_renlib_looks_like (data, length, named_lib))
    {
      g_set_error_literal (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_NOT_RENLIB,
                           _("This is not a RenLib library: it does not start as one."));
      return NULL;
    }
  if (data[0] == 0xFF)
    {
      guint major = data[8], minor = data[9];

      if (major * 100 + minor > 304)
        {
          g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_VERSION,
                       /* Translators: the library's version, as "3.5" */
                       _("The RenLib library is of version %u.%u; Ishi reads those of RenLib 3.4 and earlier."),
                       major, minor);
          return NULL;
        }
      r.at = HEADER_BYTES;
    }
  r.nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  r.sample = g_byte_array_new ();
  g_array_append_val (r.nodes, root);
  read = read_tree (&r, error);
  if (read)
    {
      if (charset != NULL)
        {
          r.charset = ishi_sgf_charset_name (charset);
          r.chosen = TRUE;
        }
      else
        r.charset = ishi_sgf_guess_charset (r.sample->data, r.sample->len);
      /* Named only where a text needs it: ASCII reads the same in all. */
      if (r.chosen || has_high_bytes (r.sample))
        {
          r.summary.encoding = r.charset;
          r.summary.encoding_guessed = !r.chosen;
        }
      r.sgf = g_string_new ("(");
      read = write_node (&r, 0, 0, error);
      if (read)
        g_string_append_c (r.sgf, ')');
    }
  g_array_unref (r.nodes);
  g_byte_array_unref (r.sample);
  if (!read)
    {
      if (r.sgf)
        g_string_free (r.sgf, TRUE);
      return NULL;
    }
  if (summary)
    *summary = r.summary;
  return g_string_free (r.sgf, FALSE);
}
