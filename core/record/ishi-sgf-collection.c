/* ishi-sgf-collection.c — one text read into a collection of games: the
 * text settled first (a byte-order mark, zero bytes, a stateful character
 * set; ishi-sgf-charset.c), the parser set up with its reader's lists and
 * run over it (ishi-sgf-parse.c), a text without a game failed, the
 * warnings put in the order of the file, and the parser's hold given back;
 * and the collection freed.  The entry points ishi_sgf_parse and
 * ishi_sgf_parse_each, and ishi_sgf_parse_text under the reader's files
 * (ishi-sgf-read.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-sgf"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-sgf-parser.h"

static void
warning_free (IshiSgfWarning *w)
{
  g_free (w->message);
  g_free (w);
}

void
ishi_sgf_collection_free (IshiSgfCollection *collection)
{
  if (collection == NULL)
    return;
  g_ptr_array_unref (collection->games);
  g_ptr_array_unref (collection->warnings);
  g_free (collection->encoding);
  g_free (collection);
}

/* --- entry points ------------------------------------------------------- */

static int
compare_warnings (gconstpointer a,
                  gconstpointer b)
{
  const IshiSgfWarning *x = *(IshiSgfWarning *const *) a;
  const IshiSgfWarning *y = *(IshiSgfWarning *const *) b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->column != y->column)
    return x->column < y->column ? -1 : 1;
  return 0;
}

/* The collection and the parser's buffers, once the text is settled
 * (`forced_name`: the set it was decoded from, or NULL). */
static void
start_collection (Parser     *p,
                  const char *forced_name)
{
  IshiSgfCollection *collection = g_new0 (IshiSgfCollection, 1);

  collection->games = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_node_free);
  collection->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) warning_free);
  p->collection = collection;
  p->forced = forced_name != NULL;
  if (p->forced)
    collection->encoding = g_strdup (forced_name);
  p->owned_encodings = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_sgf_encoding_free);
  /* A first chunk of half the text's size: a plain record takes about
   * seven times its text in tree (some 8 bytes a node against 56), and
   * chunks double from there.  Read one game at a time, each tree has a
   * block of its own, made when it opens (open_paren, ishi-sgf-parse.c). */
  if (p->game_func == NULL && p->span_func == NULL)
    p->arena = ishi_sgf_arena_new (p->length / 2);
  p->stack = p->reader->stack;
  p->places = p->reader->places;
  p->props = p->reader->props;
  p->values = p->reader->values;
  p->merge_text = p->reader->merge_text;
}

/* A text read to its end without a single game is an error, placed at its
 * first character that is not a space. */
static void
fail_without_games (Parser *p)
{
  gsize first = 0;

  if (p->error != NULL || p->collection->games->len != 0 || p->n_games != 0)
    return;
  while (first < p->length && g_ascii_isspace (p->data[first]))
    first++;
  ishi_sgf_fail_at (p, first, ISHI_SGF_ERROR_SYNTAX,
           _("No game tree was found: an SGF file holds games written as “(;…)”"));
}

/* The warnings in the order of the file (a node's points are checked at
 * its end; g_ptr_array_sort is stable), then one that counts those past
 * MAX_WARNINGS, which were not kept. */
static void
order_warnings (Parser *p)
{
  GPtrArray *warnings = p->collection->warnings;
  IshiSgfWarning *w;

  g_ptr_array_sort (warnings, compare_warnings);
  if (p->n_warnings <= MAX_WARNINGS)
    return;
  w = g_new0 (IshiSgfWarning, 1);
  w->message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more problem was not listed",
                                          "%u more problems were not listed",
                                          p->n_warnings - MAX_WARNINGS),
                                p->n_warnings - MAX_WARNINGS);
  g_ptr_array_add (warnings, w);
}

/* Frees what the parser holds; returns its collection, or NULL with
 * `error` set when the text could not be read. */
static IshiSgfCollection *
finish_parser (Parser  *p,
               GError **error)
{
  IshiSgfCollection *collection = p->collection;

  if (p->cd_encoding != NULL)
    ishi_sgf_converter_give (p->cd_from, p->cd);
  g_free (p->first_ca);
  g_clear_pointer (&p->dup_table, g_hash_table_unref);
  /* the nodes hold the arena now */
  g_clear_pointer (&p->arena, ishi_sgf_arena_unref);

  if (p->error != NULL)
    {
      g_propagate_error (error, p->error);
      ishi_sgf_collection_free (collection);
      collection = NULL;
    }
  else if (collection->encoding == NULL)
    collection->encoding = g_strdup ("UTF-8");
  /* the lists are left empty for the next text, after the nodes: one
   * left open would still point into `props` */
  g_array_set_size (p->stack, 0);
  g_array_set_size (p->places, 0);
  g_ptr_array_set_size (p->props, 0);
  g_ptr_array_set_size (p->values, 0);
  g_string_truncate (p->merge_text, 0);
  ishi_sgf_reader_clear_shared (p->reader);
  p->reader->busy = FALSE;
  if (p->own_reader)
    ishi_sgf_reader_free (p->reader);
  g_ptr_array_unref (p->owned_encodings);
  return collection;
}

/* The text is settled first (byte-order marks, zero bytes, a stateful
 * set), then read in one pass by ishi_sgf_run (ishi-sgf-parse.c). */
IshiSgfCollection *
ishi_sgf_parse_text (const char      *data,
            gsize            length,
            const char      *filename,
            IshiSgfGameFunc  func,
            IshiSgfSpanFunc  span_func,
            gpointer         user_data,
            GCancellable    *cancellable,
            gboolean         release,
            const char      *file_set,
            IshiSgfReader   *reader,
            GError         **error)
{
  Parser parser = { 0 };
  Parser *p = &parser;
  g_autofree char *decoded = NULL;
  const char *forced_name;
  g_autofree char *forced_owned = NULL;
  const guchar *d = (const guchar *) data;
  gsize n = length;
  gboolean bad = FALSE;
  GArray *nul_offsets;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (filename == NULL)
    filename = "-";

  forced_name = ishi_sgf_read_byte_order (&d, &n, &decoded, &bad);

  p->data = d;
  p->length = n;
  p->filename = filename;
  p->cursor = p->node_cursor = (Cursor) { 0, 1, 1 };
  p->file_utf8 = -1;
  p->first_ca_open = (gsize) -1;
  /* a span read alone: the set its file was taken to be in (a guess from
   * the whole file, which its own bytes might not repeat) */
  if (file_set != NULL)
    {
      static const Encoding *const sets[] = {
        &ishi_sgf_enc_utf8, &ishi_sgf_enc_sjis, &ishi_sgf_enc_gb, &ishi_sgf_enc_kr, &ishi_sgf_enc_big5, &ishi_sgf_enc_cp1252, &ishi_sgf_enc_latin1,
      };

      for (gsize k = 0; k < G_N_ELEMENTS (sets); k++)
        if (strcmp (sets[k]->name, file_set) == 0)
          {
            p->file_utf8 = sets[k] == &ishi_sgf_enc_utf8;
            p->guessed = p->file_utf8 ? NULL : sets[k];
          }
    }
  p->game_func = func;
  p->span_func = span_func;
  p->game_data = user_data;
  p->cancellable = cancellable;
  p->release = release && decoded == NULL;
  p->text_is_file = forced_name == NULL;

  if (!ishi_sgf_check_text_is_sgf (d, n, filename, error))
    return NULL;
  /* from here on the text is p->data: these may replace it */
  nul_offsets = ishi_sgf_blank_zero_bytes (p, &decoded);
  if (forced_name == NULL)
    forced_name = forced_owned = ishi_sgf_decode_stateful_start (p, &decoded, &bad);
  if (decoded != NULL)
    p->text_is_file = FALSE;

  p->reader = reader;
  if (p->reader == NULL)
    {
      p->reader = ishi_sgf_reader_new ();
      p->own_reader = TRUE;
    }
  p->reader->busy = TRUE;
  p->node_places = !p->reader->no_node_places;
  p->keep = p->reader->keep;
  start_collection (p, forced_name);
  if (bad)
    ishi_sgf_warn_at (p, 0, _("This text is not valid %s; the bad bytes were replaced"), forced_name);
  if (nul_offsets != NULL)
    ishi_sgf_warn_zero_bytes (p, nul_offsets);

  ishi_sgf_run (p);
  fail_without_games (p);
  order_warnings (p);
  return finish_parser (p, error);
}

IshiSgfCollection *
ishi_sgf_parse (const char  *data,
                gsize        length,
                const char  *filename,
                GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return ishi_sgf_parse_text (data, length, filename, NULL, NULL, NULL, NULL, FALSE, NULL, NULL, error);
}

IshiSgfCollection *
ishi_sgf_parse_each (const char       *data,
                     gsize             length,
                     const char       *filename,
                     IshiSgfGameFunc   func,
                     gpointer          user_data,
                     GCancellable     *cancellable,
                     GError          **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (func != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return ishi_sgf_parse_text (data, length, filename, func, NULL, user_data, cancellable, FALSE, NULL, NULL, error);
}
