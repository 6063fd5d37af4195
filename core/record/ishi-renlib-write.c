/* ishi-renlib-write.c — a record of Renju written as a RenLib library
 * (ishi_renlib_from_sgf, ishi-renlib.h): the reader of ishi-renlib.c run
 * backwards.
 *
 * The nodes go in pre-order, each as its point (x + 16 (y − 1), 0 for the
 * root and a pass) and its flags: 0x80 when a sibling follows its subtree,
 * 0x40 when it has no child, 0x08 when a comment follows, 0x02 when it is
 * no move but a board text's place, 0x01 with two more bytes when a board
 * text follows; 0x10 and 0x04 for RenLib's mark and start (RLMARK,
 * RLSTART).  A label (LB) of a node is a board text on its child at that
 * point: the move there when the record has one, else a node that is no
 * move.  Texts end with a NUL and are padded to an even length.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-record"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-renlib.h"
#include "ishi-sgf-parser.h"

#define SIZE 15

enum {
  FLAG_SIBLING = 0x80,
  FLAG_LEAF = 0x40,
  FLAG_MARK = 0x10,
  FLAG_COMMENT = 0x08,
  FLAG_START = 0x04,
  FLAG_NO_MOVE = 0x02,
  FLAG_EXTENSION = 0x01,
};

/* A node of the library: a move of the record (`node`), or a board text's
 * place that is no move (`node` NULL). */
typedef struct {
  const IshiSgfNode *node;
  guint8 point;
  char *text;       /* the board text at this point, or NULL */
} Child;

typedef struct {
  GByteArray *out;
  const char *charset;      /* iconv's name */
  GError **error;
  guint depth;
  gboolean taken[SIZE * SIZE];
} Writer;

static void
child_clear (gpointer data)
{
  g_free (((Child *) data)->text);
}

/* The text in the library's set, NUL-ended and padded to an even length. */
static gboolean
put_text (Writer *w, const char *text, guint move)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *windows = g_strjoinv ("\r\n", lines);   /* RenLib runs on Windows */
  gsize n = 0;
  g_autofree char *bytes = g_convert (windows, -1, w->charset, "UTF-8", NULL, &n, &error);
  static const guint8 zero[2] = { 0, 0 };

  if (bytes == NULL)
    {
      g_set_error (w->error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE,
                   /* Translators: the move's number, the encoding, why */
                   _("The text at move %u cannot be written in %s: %s"), move, w->charset, error->message);
      return FALSE;
    }
  /* A NUL inside would end the text early: none can come from UTF-8 but
   * U+0000, which SGF text does not hold. */
  n = strnlen (bytes, n);
  g_byte_array_append (w->out, (const guint8 *) bytes, (guint) n);
  g_byte_array_append (w->out, zero, n % 2 == 0 ? 2 : 1);
  return TRUE;
}

/* The node's comment: N, then a backspace and C, as RenLib parts them. */
static char *
comment_of (const IshiSgfNode *node)
{
  g_autofree char *name = ishi_sgf_node_get_simple_text (node, "N");
  g_autofree char *text = ishi_sgf_node_get_text (node, "C");

  if ((name == NULL || *name == '\0') && (text == NULL || *text == '\0'))
    return NULL;
  if (text == NULL || *text == '\0')
    return g_strdup (name);
  return g_strdup_printf ("%s\b%s", name ? name : "", text);
}

static gboolean
colour_of (const IshiSgfNode *node, char *color, const char **value)
{
  for (guint i = 0; i < node->n_properties; i++)
    {
      const IshiSgfProperty *p = node->properties[i];

      if ((strcmp (p->id, "B") == 0 || strcmp (p->id, "W") == 0) && p->n_values > 0)
        {
          *color = p->id[0];
          *value = p->values[0];
          return TRUE;
        }
    }
  return FALSE;
}

/* The library's point of an SGF point, 0 for a pass ("" or tt). */
static gboolean
point_of (const char *value, guint8 *point)
{
  int x, y;

  if (!ishi_sgf_parse_point (value, SIZE, &x, &y))
    return FALSE;
  *point = x < 0 ? 0 : (guint8) ((x + 1) + 16 * y);
  return TRUE;
}

static gboolean write_node (Writer *w, const Child *c, gboolean sibling_follows);

/* The children of `node` in the library: the board texts of its labels
 * that stand on no move, then its moves. */
static GArray *
children_of (const IshiSgfNode *node)
{
  GArray *children = g_array_new (FALSE, TRUE, sizeof (Child));
  IshiSgfProperty *lb = ishi_sgf_node_lookup (node, "LB");
  guint n_texts_alone = 0;

  g_array_set_clear_func (children, child_clear);
  for (const IshiSgfNode *c = node->first_child; c; c = c->next_sibling)
    {
      Child child = { .node = c };
      char color;
      const char *value;

      if (colour_of (c, &color, &value))
        point_of (value, &child.point);
      g_array_append_val (children, child);
    }
  for (guint i = 0; lb && i < lb->n_values; i++)
    {
      g_autofree char *where = NULL, *label = NULL;
      g_autofree char *text = NULL;
      guint8 point;
      gboolean placed = FALSE;

      if (!ishi_sgf_split_compose (lb->values[i], &where, &label) || !point_of (where, &point) || point == 0)
        continue;
      text = ishi_sgf_unescape_text (label, TRUE);
      if (text == NULL || *g_strstrip (text) == '\0')
        continue;
      for (guint k = 0; k < children->len && !placed; k++)
        {
          Child *c = &g_array_index (children, Child, k);

          if (c->point == point)
            {
              if (c->text == NULL)
                c->text = g_steal_pointer (&text);
              placed = TRUE;
            }
        }
      if (!placed)
        {
          Child child = { .node = NULL, .point = point, .text = g_steal_pointer (&text) };

          /* before the moves, in the order of the labels: read back, the
           * labels come in the order they were */
          g_array_insert_val (children, n_texts_alone++, child);
        }
    }
  return children;
}

static gboolean
write_children (Writer *w, const IshiSgfNode *node)
{
  g_autoptr(GArray) children = children_of (node);

  for (guint i = 0; i < children->len; i++)
    if (!write_node (w, &g_array_index (children, Child, i), i + 1 < children->len))
      return FALSE;
  return TRUE;
}

static gboolean
unwritable (Writer *w, const IshiSgfNode *node, const char *why)
{
  g_set_error (w->error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE,
               /* Translators: a move's number, its place in the SGF file, why it cannot be in a library */
               _("Move %u (line %u) cannot go into a RenLib library: %s"), w->depth, node ? node->line : 0, why);
  return FALSE;
}

static gboolean
write_node (Writer *w, const Child *c, gboolean sibling_follows)
{
  const IshiSgfNode *node = c->node;
  g_autofree char *comment = node ? comment_of (node) : NULL;
  g_autoptr(GArray) children = NULL;
  guint8 flags = 0;
  gboolean has_children;
  char color = 0;
  const char *value = NULL;
  guint8 point;
  int cell = -1;

  w->depth++;
  if (node != NULL)
    {
      if (ishi_sgf_node_lookup (node, "AB") || ishi_sgf_node_lookup (node, "AW")
          || ishi_sgf_node_lookup (node, "AE"))
        return unwritable (w, node, _("it sets up stones, which a library cannot hold."));
      if (!colour_of (node, &color, &value))
        return unwritable (w, node, _("it is no move, which a library holds only at its start."));
      if (color != (w->depth % 2 == 1 ? 'B' : 'W'))
        return unwritable (w, node, _("a library's colours alternate, Black first, and this move breaks that."));
      if (!point_of (value, &point))
        return unwritable (w, node, _("its point is off the 15 × 15 board."));
    }
  if (c->point != 0)
    {
      cell = (c->point / 16) * SIZE + c->point % 16 - 1;
      if (node != NULL && w->taken[cell])
        return unwritable (w, node, _("its point is taken already."));
    }
  if (node != NULL && cell >= 0)
    w->taken[cell] = TRUE;
  children = node ? children_of (node) : NULL;
  has_children = children != NULL && children->len > 0;
  if (sibling_follows)
    flags |= FLAG_SIBLING;
  if (!has_children)
    flags |= FLAG_LEAF;
  if (comment)
    flags |= FLAG_COMMENT;
  if (node == NULL)
    flags |= FLAG_NO_MOVE;
  if (node && ishi_sgf_node_lookup (node, "RLMARK"))
    flags |= FLAG_MARK;
  if (node && ishi_sgf_node_lookup (node, "RLSTART"))
    flags |= FLAG_START;
  if (c->text)
    flags |= FLAG_EXTENSION;
  g_byte_array_append (w->out, &c->point, 1);
  g_byte_array_append (w->out, &flags, 1);
  if (c->text)
    {
      static const guint8 extension[2] = { 0x00, 0x01 };

      g_byte_array_append (w->out, extension, 2);
    }
  if (comment && !put_text (w, comment, w->depth))
    return FALSE;
  if (c->text && !put_text (w, c->text, w->depth))
    return FALSE;
  for (guint i = 0; has_children && i < children->len; i++)
    if (!write_node (w, &g_array_index (children, Child, i), i + 1 < children->len))
      return FALSE;
  if (node != NULL && cell >= 0)
    w->taken[cell] = FALSE;
  w->depth--;
  return TRUE;
}

/* All the record's texts, for choosing a set that holds them. */
static void
gather_texts (const IshiSgfNode *node, GString *all)
{
  for (guint i = 0; i < node->n_properties; i++)
    {
      const IshiSgfProperty *p = node->properties[i];

      if (strcmp (p->id, "N") == 0 || strcmp (p->id, "C") == 0 || strcmp (p->id, "LB") == 0)
        for (guint k = 0; k < p->n_values; k++)
          g_string_append (all, p->values[k]);
    }
  for (const IshiSgfNode *c = node->first_child; c; c = c->next_sibling)
    gather_texts (c, all);
}

static gboolean
is_ascii (const char *s)
{
  for (; *s; s++)
    if ((guchar) *s >= 0x80)
      return FALSE;
  return TRUE;
}

/* The first set that holds every text: the Windows code pages RenLib's
 * users write in, Western first (the Swedish and Estonian libraries),
 * then Japanese, Korean and Chinese (GB18030 holds every character). */
static const char *
choose_charset (const IshiSgfNode *root)
{
  static const char *const sets[] = { "windows-1252", "Shift_JIS", "EUC-KR", "GB18030" };
  g_autoptr(GString) all = g_string_new (NULL);

  gather_texts (root, all);
  if (is_ascii (all->str))
    return "windows-1252";
  for (gsize i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      const char *iconv_name = strcmp (sets[i], "Shift_JIS") == 0 ? "CP932"
                               : strcmp (sets[i], "EUC-KR") == 0 ? "CP949" : sets[i];
      g_autofree char *bytes = g_convert (all->str, (gssize) all->len, iconv_name, "UTF-8", NULL, NULL, NULL);

      if (bytes != NULL)
        return sets[i];
    }
  return "GB18030";
}

/* iconv's name of a set Ishi reports: the supersets real files use. */
static const char *
iconv_of (const char *name)
{
  if (strcmp (name, "Shift_JIS") == 0)
    return "CP932";
  if (strcmp (name, "EUC-KR") == 0)
    return "CP949";
  if (strcmp (name, "Big5") == 0)
    return "CP950";
  return name;
}

guint8 *
ishi_renlib_from_sgf (const IshiSgfNode *root, const char *charset, gsize *length,
                      const char **charset_used, GError **error)
{
  static const guint8 header[20] = { 0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 4,
                                     0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF };
  Writer w = { .error = error };
  g_autofree char *game = NULL;
  g_autofree char *recorded = NULL;
  int size = 0;
  const char *name;
  g_autofree char *comment = NULL;
  g_autoptr(GArray) children = NULL;
  guint8 flags = 0;

  g_return_val_if_fail (root != NULL && length != NULL, NULL);

  game = ishi_sgf_node_get_simple_text (root, "GM");
  if (g_strcmp0 (game, "4") != 0 || !ishi_sgf_root_size (root, &size) || size != SIZE)
    {
      g_set_error_literal (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE,
                           _("A RenLib library holds Renju on a 15 × 15 board: this record is another game."));
      return NULL;
    }
  recorded = ishi_sgf_node_get_simple_text (root, "RLCA");
  if (charset != NULL)
    name = ishi_sgf_charset_name (charset);
  else if (recorded != NULL && ishi_sgf_charset_name (recorded) != NULL)
    name = ishi_sgf_charset_name (recorded);
  else
    name = choose_charset (root);
  if (name == NULL)
    {
      g_set_error (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_ENCODING,
                   _("“%s” is no encoding Ishi knows; it knows %s."), charset,
                   "UTF-8, GBK (GB18030), Shift_JIS, Big5, EUC-KR, windows-1252");
      return NULL;
    }
  w.charset = iconv_of (name);
  w.out = g_byte_array_new ();
  g_byte_array_append (w.out, header, sizeof header);

  /* The root: its comment, and the board texts of its labels. */
  if (ishi_sgf_node_lookup (root, "AB") || ishi_sgf_node_lookup (root, "AW")
      || ishi_sgf_node_lookup (root, "B") || ishi_sgf_node_lookup (root, "W"))
    {
      g_set_error_literal (error, ISHI_RENLIB_ERROR, ISHI_RENLIB_ERROR_UNWRITABLE,
                           _("A RenLib library starts from the empty board: this record sets up stones or "
                             "plays a move in its first node."));
      g_byte_array_unref (w.out);
      return NULL;
    }
  comment = comment_of (root);
  children = children_of (root);
  if (children->len == 0)
    flags |= FLAG_LEAF;
  if (comment)
    flags |= FLAG_COMMENT;
  g_byte_array_append (w.out, (const guint8 *) "", 1);   /* the root: no point */
  g_byte_array_append (w.out, &flags, 1);
  if ((comment && !put_text (&w, comment, 0)) || !write_children (&w, root))
    {
      g_byte_array_unref (w.out);
      return NULL;
    }
  if (charset_used)
    *charset_used = name;
  *length = w.out->len;
  return g_byte_array_free (w.out, FALSE);
}
