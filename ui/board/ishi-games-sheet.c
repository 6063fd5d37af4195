/* ishi-games-sheet.c — a day's games on paper: their final positions,
 * twelve to an A4 page, with the players and the result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <glib/gi18n-lib.h>

#include "ishi-board-render.h"
#include "ishi-result.h"
#include "ishi-game-model.h"
#include "ishi-game.h"
#include "ishi-games-sheet.h"
#include "ishi-sgf.h"

#define A4_WIDTH 595.28          /* points */
#define A4_HEIGHT 841.89
#define MARGIN 56.0

static void
draw_text (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, gboolean bold)
{
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold 10" : "Sans 8");

  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, bold ? -1 : 150 * PANGO_SCALE);
  /* A caption's line may take two (a long result in words), no more. */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, bold ? -1 : -2);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
}

/* The table of a record from its file's name ("table3-…sgf", as the
 * room and the class view name them), 0 for another name. */
static guint
table_of (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  guint64 number = 0;
  char *end = NULL;

  if (!g_str_has_prefix (base, "table"))
    return 0;
  number = g_ascii_strtoull (base + 5, &end, 10);
  return end != base + 5 && *end == '-' && number < G_MAXUINT ? (guint) number : 0;
}

/* In the order of the tables, then of the time each began (the names
 * go on with it): table 2 before table 10. */
static int
by_table (gconstpointer a, gconstpointer b)
{
  const char *x = *(const char **) a, *y = *(const char **) b;
  guint tx = table_of (x), ty = table_of (y);

  if (tx != ty)
    return tx < ty ? -1 : 1;
  return g_strcmp0 (x, y);
}

void
ishi_games_sheet_mark_dead (IshiBoardModel *model, IshiSgfNode *node)
{
  static const char *const keys[] = { "TB", "TW" };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      IshiSgfProperty *p = ishi_sgf_node_lookup (node, keys[k]);
      IshiColor other = k == 0 ? ISHI_WHITE : ISHI_BLACK;
      g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (IshiPoint));

      if (p == NULL)
        continue;
      ishi_sgf_parse_point_set (p->values, p->n_values, model->size, points, NULL);
      for (guint i = 0; i < points->len; i++)
        {
          IshiPoint *q = &g_array_index (points, IshiPoint, i);
          IshiBoardPoint *bp;

          if (q->x < 0 || q->y < 0 || q->x >= model->size || q->y >= model->size)
            continue;
          bp = &model->points[q->y * model->size + q->x];
          if (bp->stone == other)
            bp->flags |= ISHI_BOARD_FLAG_DEAD;
        }
    }
}

/* One game of the sheet: its final position in the square at (x, y). */
static void
draw_game (cairo_t *cr, PangoLayout *layout, const char *path, double x, double y, double side)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (IshiSgfCollection) collection = ishi_sgf_read_file (file, &error);
  g_autoptr (IshiGame) game = collection ? ishi_game_new_from_collection (collection, 0, &error) : NULL;
  g_autofree char *caption = NULL;

  if (game == NULL)
    {
      g_autofree char *base = g_path_get_basename (path);
      caption = g_strdup_printf (_("%s: cannot be read (%s)"), base, error ? error->message : "?");
      draw_text (cr, layout, caption, x, y + side + 4, FALSE);
      return;
    }
  ishi_game_go_to_end (game, NULL);
  {
    g_autoptr (IshiBoardModel) model = ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_LAST_MOVE);
    g_autofree char *black = ishi_game_get_info (game, "PB");
    g_autofree char *white = ishi_game_get_info (game, "PW");
    g_autofree char *result = ishi_game_get_info (game, "RE");
    g_autofree char *words = result && *result ? ishi_recorded_result_describe (result) : g_strdup (_("no result"));
    guint table = table_of (path);

    /* A counted game's dead stones faded, as the board draws them. */
    ishi_games_sheet_mark_dead (model, ishi_game_get_node (game));
    cairo_save (cr);
    cairo_translate (cr, x, y);
    ishi_board_render (cr, side, side, model);
    cairo_restore (cr);
    /* Two lines under the board: the table and the result in words
     * ("Table 3 · Black wins by 2.5", 「3 番卓・黒の2目半勝ち」), then the
     * players. */
    caption = table ? g_strdup_printf (_("Table %u · %s\n● %s  ○ %s"), table, words, black ? black : "?",
                                       white ? white : "?")
                    : g_strdup_printf ("%s\n● %s  ○ %s", words, black ? black : "?", white ? white : "?");
    draw_text (cr, layout, caption, x, y + side + 4, FALSE);
  }
}

gboolean
ishi_games_sheet_save_pdf (const char *folder, const char *path, GError **error)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, error);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
  const double side = 150, gap = 22, columns = 3;
  cairo_status_t status;

  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".sgf"))
      g_ptr_array_add (files, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (files, by_table);
  surface = cairo_pdf_surface_create (path, A4_WIDTH, A4_HEIGHT);
  cr = cairo_create (surface);
  layout = pango_cairo_create_layout (cr);
  for (guint i = 0; i < files->len; i++)
    {
      guint on_page = i % 12;
      double x = MARGIN + (on_page % (guint) columns) * (side + gap);
      double y = MARGIN + 24 + (on_page / (guint) columns) * (side + gap + 18);
      if (i > 0 && on_page == 0)
        cairo_show_page (cr);
      if (on_page == 0)
        {
          g_autofree char *day = g_path_get_basename (folder);
          g_autofree char *title = g_strdup_printf (_("The games of %s"), day);
          draw_text (cr, layout, title, MARGIN, MARGIN - 8, TRUE);
        }
      draw_game (cr, layout, files->pdata[i], x, y, side);
    }
  cairo_show_page (cr);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

