/* ishi-figures.c — a game split into printed figures (their pages are
 * ishi-figure-pages.c's).
 *
 * How a figure is made follows printed game records: the stones already on
 * the board are drawn plain, each move of the figure is drawn at the first
 * stone placed on its point, numbered; any later move on a point that
 * already shows a stone (the stone there was captured) is listed under the
 * diagram instead.  A stone that stood before the figure and is played on
 * again gets a letter, as books mark it ("12 at A").
 *
 * The record may say how to print it (SGF FF[4], properties.html, the
 * "Miscellaneous properties"):
 * - FG starts a new figure at its node; its value, when not empty, is
 *   "flags:name" — bit 0 set: no coordinates; bit 1 set: no name; bit 2 set:
 *   the moves not shown are not listed; bit 8 set: captured stones are
 *   taken off the diagram (a move on their point is then drawn); bit 10
 *   set: bits 0-9 are ignored and the application's defaults used.
 * - PM (inherited) prints move numbers: 0 none, 1 as they are (the
 *   default), 2 modulo 100.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-figures"

#include "config.h"

#include <stdlib.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#ifdef CAIRO_HAS_PDF_SURFACE
#include <cairo-pdf.h>
#endif

#include "ishi-figures.h"
#include "ishi-game-model.h"

#define FG_NO_COORDINATES  0x001
#define FG_NO_NAME         0x002
#define FG_NO_MOVE_LIST    0x004
#define FG_REMOVE_CAPTURED 0x100
#define FG_IGNORE_FLAGS    0x400


void
ishi_figure_options_init (IshiFigureOptions *options)
{
  memset (options, 0, sizeof *options);
  options->moves_per_figure = 50;
  options->numbers = ISHI_FIGURE_NUMBERS_AS_PLAYED;
  options->honour_record = TRUE;
  options->coords = ISHI_BOARD_COORDS_NONE;
  options->max_figures = ISHI_FIGURES_MAX;
}

static void
note_free (gpointer data)
{
  IshiFigureNote *note = data;

  g_array_unref (note->moves);
  g_free (note->at);
  g_free (note);
}

void
ishi_figure_free (IshiFigure *figure)
{
  if (figure == NULL)
    return;
  ishi_board_model_free (figure->model);
  g_free (figure->name);
  g_ptr_array_unref (figure->notes);
  g_free (figure->comments);
  g_free (figure);
}

/* --- splitting ----------------------------------------------------------- */

typedef struct {
  const IshiRules *rules;
  IshiPosition *position;
  const IshiFigureOptions *options;
  int size;
  guint move_number;
  IshiFigureNumbers numbers;    /* the options' or the record's PM */
  GPtrArray *figures;

  /* The figure being made. */
  IshiFigure *figure;
  guint fg_flags;
  char **marks;                 /* per point: the number or letter drawn there, or NULL */
  guint n_letters;
  GString *comments;
} Splitter;

static void
close_figure (Splitter *s)
{
  if (s->figure == NULL)
    return;
  if (s->comments->len > 0)
    s->figure->comments = g_strdup (s->comments->str);
  g_string_truncate (s->comments, 0);
  g_ptr_array_add (s->figures, s->figure);
  s->figure = NULL;
  for (int i = 0; i < s->size * s->size; i++)
    g_clear_pointer (&s->marks[i], g_free);
}

static void
read_fg (Splitter *s, const IshiSgfNode *fg_node)
{
  IshiFigure *figure = s->figure;
  const char *raw = ishi_sgf_node_get_raw (fg_node, "FG");
  g_autofree char *flags = NULL;
  g_autofree char *name = NULL;

  if (raw != NULL && raw[0] != '\0' && ishi_sgf_split_compose (raw, &flags, &name))
    {
      guint value = (guint) strtoul (flags, NULL, 10);

      s->fg_flags = (value & FG_IGNORE_FLAGS) ? 0 : value;
      g_clear_pointer (&figure->name, g_free);
      if (!(s->fg_flags & FG_NO_NAME))
        {
          g_autofree char *text = ishi_sgf_unescape_text (name, TRUE);

          if (text != NULL && text[0] != '\0')
            figure->name = g_steal_pointer (&text);
        }
    }
  if (s->fg_flags & FG_NO_COORDINATES)
    figure->model->coords = ISHI_BOARD_COORDS_NONE;
  if (s->fg_flags & FG_NO_MOVE_LIST)
    figure->show_notes = FALSE;
}

static void
open_figure (Splitter *s, const IshiSgfNode *fg_node)
{
  IshiFigure *figure = g_new0 (IshiFigure, 1);

  close_figure (s);
  figure->model = ishi_board_model_new (s->size);
  figure->model->coords = s->options->coords;
  figure->model->mono = s->options->mono;
  for (int y = 0; y < s->size; y++)
    for (int x = 0; x < s->size; x++)
      ishi_board_model_set_stone (figure->model, x, y, s->rules->stone_at (s->position, x, y));
  figure->first_move = s->move_number + 1;
  figure->last_move = s->move_number;
  figure->show_notes = TRUE;
  figure->notes = g_ptr_array_new_with_free_func (note_free);
  s->fg_flags = 0;
  s->n_letters = 0;

  s->figure = figure;
  if (fg_node != NULL)
    read_fg (s, fg_node);
}

static guint
printed_number (const Splitter *s, guint move)
{
  switch (s->numbers)
    {
    case ISHI_FIGURE_NUMBERS_MODULO_100:
      return (move - 1) % 100 + 1;
    case ISHI_FIGURE_NUMBERS_FROM_ONE:
      return move - s->figure->first_move + 1;
    case ISHI_FIGURE_NUMBERS_NONE:
    case ISHI_FIGURE_NUMBERS_AS_PLAYED:
    default:
      return move;
    }
}

static void
add_note (Splitter *s, guint number, const char *at, gboolean ko)
{
  IshiFigureNote *note;

  /* Books merge the moves that come back to the same stone — a ko fight's
   * takes and retakes — into one note. */
  for (guint i = 0; i < s->figure->notes->len; i++)
    {
      note = g_ptr_array_index (s->figure->notes, i);
      if (g_strcmp0 (note->at, at) == 0 && note->ko == ko)
        {
          g_array_append_val (note->moves, number);
          return;
        }
    }
  note = g_new0 (IshiFigureNote, 1);
  note->moves = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (note->moves, number);
  note->at = g_strdup (at);
  note->ko = ko;
  g_ptr_array_add (s->figure->notes, note);
}

/* The name of the stone shown at (x, y) for a note: its number, or for a
 * stone without one a letter, written on it. */
static const char *
mark_of (Splitter *s, int x, int y)
{
  int i = y * s->size + x;

  if (s->marks[i] == NULL)
    {
      IshiBoardPoint *bp = ishi_board_model_get_point (s->figure->model, x, y);

      if (s->numbers == ISHI_FIGURE_NUMBERS_NONE || bp->number == 0)
        {
          s->marks[i] = ishi_variation_letter (s->n_letters++);
          ishi_board_model_add_label (s->figure->model, x, y, bp->stone, s->marks[i]);
        }
      else
        s->marks[i] = g_strdup_printf ("%u", bp->number);
    }
  return s->marks[i];
}

static void
take_off_captured (Splitter *s)
{
  for (int y = 0; y < s->size; y++)
    for (int x = 0; x < s->size; x++)
      {
        IshiBoardPoint *bp = ishi_board_model_get_point (s->figure->model, x, y);

        if (bp->stone != ISHI_EMPTY && s->rules->stone_at (s->position, x, y) == ISHI_EMPTY)
          {
            bp->stone = ISHI_EMPTY;
            bp->number = 0;
            g_clear_pointer (&s->marks[y * s->size + x], g_free);
          }
      }
}

/* A ko take: the move took one stone and stands alone with one liberty,
 * the point it just emptied. */
static gboolean
is_ko_take (const Splitter *s, int x, int y, int captured)
{
  IshiColor color = s->rules->stone_at (s->position, x, y);
  static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };
  int liberties = 0;

  if (captured != 1)
    return FALSE;
  for (int k = 0; k < 4; k++)
    {
      int nx = x + dx[k], ny = y + dy[k];
      IshiColor there;

      if (nx < 0 || ny < 0 || nx >= s->size || ny >= s->size)
        continue;
      there = s->rules->stone_at (s->position, nx, ny);
      if (there == color)
        return FALSE;
      if (there == ISHI_EMPTY)
        liberties++;
    }
  return liberties == 1;
}

static gboolean
play_node (Splitter *s, const IshiSgfNode *node, GError **error)
{
  IshiColor color;
  int x, y;
  gboolean is_move = ishi_game_node_move (node, s->size, &color, &x, &y);
  int captured_before = 0, captured;

  if (is_move && s->rules->captures != NULL)
    captured_before = s->rules->captures (s->position, color);
  if (!ishi_game_apply_node (s->rules, s->position, node, &s->move_number, NULL, error))
    return FALSE;

  if (!is_move)
    {
      /* Stones set up in the middle of a game: drawn plain where the
       * diagram has room. */
      for (int py = 0; py < s->size; py++)
        for (int px = 0; px < s->size; px++)
          {
            IshiBoardPoint *bp = ishi_board_model_get_point (s->figure->model, px, py);
            IshiColor now = s->rules->stone_at (s->position, px, py);

            if (bp->stone == ISHI_EMPTY && now != ISHI_EMPTY)
              bp->stone = now;
          }
      return TRUE;
    }

  s->figure->last_move = s->move_number;
  captured = s->rules->captures != NULL ? s->rules->captures (s->position, color) - captured_before : 0;
  if (x < 0)
    add_note (s, printed_number (s, s->move_number), NULL, FALSE);
  else
    {
      IshiBoardPoint *bp = ishi_board_model_get_point (s->figure->model, x, y);

      if (bp->stone == ISHI_EMPTY)
        {
          bp->stone = color;
          if (s->numbers != ISHI_FIGURE_NUMBERS_NONE)
            bp->number = printed_number (s, s->move_number);
        }
      else
        add_note (s, printed_number (s, s->move_number), mark_of (s, x, y),
                  is_ko_take (s, x, y, captured));
    }
  if (s->fg_flags & FG_REMOVE_CAPTURED)
    take_off_captured (s);
  return TRUE;
}

static void
add_comment (Splitter *s, const IshiSgfNode *node)
{
  g_autofree char *text = ishi_sgf_node_get_text (node, "C");
  IshiColor color;
  int x, y;

  if (text == NULL || text[0] == '\0')
    return;
  g_strstrip (text);
  if (s->comments->len > 0)
    g_string_append (s->comments, "\n");
  if (ishi_game_node_move (node, s->size, &color, &x, &y))
    g_string_append_printf (s->comments, "%u: ", printed_number (s, s->move_number));
  g_string_append (s->comments, text);
}

static void
read_pm (Splitter *s, const IshiSgfNode *node)
{
  const char *pm;

  /* A numbering the user chose wins over the record's. */
  if (!s->options->honour_record || s->options->numbers != ISHI_FIGURE_NUMBERS_AS_PLAYED
      || (pm = ishi_sgf_node_get_raw (node, "PM")) == NULL)
    return;
  switch (atoi (pm))
    {
    case 0: s->numbers = ISHI_FIGURE_NUMBERS_NONE; break;
    case 2: s->numbers = ISHI_FIGURE_NUMBERS_MODULO_100; break;
    default: s->numbers = ISHI_FIGURE_NUMBERS_AS_PLAYED; break;
    }
}

static void
splitter_init (Splitter *s, IshiGame *game, const IshiFigureOptions *options)
{
  s->rules = ishi_game_get_rules (game);
  s->position = s->rules->position_new (ishi_game_get_options (game));
  s->options = options;
  s->size = ishi_game_get_size (game);
  s->numbers = options->numbers;
  s->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_figure_free);
  s->marks = g_new0 (char *, s->size * s->size);
  s->comments = g_string_new (NULL);
}

static void
splitter_clear (Splitter *s)
{
  g_clear_pointer (&s->figure, ishi_figure_free);
  for (int i = 0; i < s->size * s->size; i++)
    g_free (s->marks[i]);
  g_free (s->marks);
  g_string_free (s->comments, TRUE);
  s->rules->position_free (s->position);
  g_clear_pointer (&s->figures, g_ptr_array_unref);
}

GPtrArray *
ishi_figures_split (IshiGame *game, const IshiFigureOptions *options, GError **error)
{
  Splitter splitter = { 0, }, *s = &splitter;
  IshiSgfNode *root;
  GPtrArray *figures = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  root = ishi_game_get_root (game);
  splitter_init (s, game, options);

  read_pm (s, root);
  ok = ishi_game_apply_node (s->rules, s->position, root, &s->move_number, NULL, error);
  if (ok)
    {
      open_figure (s, options->honour_record && ishi_sgf_node_lookup (root, "FG") ? root : NULL);
      add_comment (s, root);
    }
  for (IshiSgfNode *node = root->first_child; ok && node != NULL; node = node->first_child)
    {
      IshiColor color;
      int x, y;
      gboolean is_move = ishi_game_node_move (node, s->size, &color, &x, &y);
      gboolean has_fg = options->honour_record && ishi_sgf_node_lookup (node, "FG") != NULL;
      guint in_figure = s->figure->last_move + 1 - s->figure->first_move;

      read_pm (s, node);
      if ((has_fg && (in_figure > 0 || s->comments->len > 0))
          || (is_move && options->moves_per_figure > 0 && in_figure >= options->moves_per_figure))
        open_figure (s, has_fg ? node : NULL);
      else if (has_fg)
        read_fg (s, node);   /* on the first node of a figure: it names it */
      if (options->max_figures > 0 && s->figures->len >= options->max_figures)
        {
          /* TRANSLATORS: printing a game; %u is the most figures Ishi makes. */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("The game would make more than %u figures, too many to print: put more moves in "
                         "each figure."), options->max_figures);
          ok = FALSE;
          break;
        }
      ok = play_node (s, node, error);
      if (ok)
        add_comment (s, node);
      /* Books end a figure where the commentary or a variation is, so
       * that the text under it speaks of the last move shown. */
      if (ok && node->first_child != NULL
          && ((options->split_at_comments && ishi_sgf_node_lookup (node, "C") != NULL)
              || (options->split_at_variations && node->first_child->next_sibling != NULL)))
        open_figure (s, NULL);
    }
  if (ok)
    {
      close_figure (s);
      figures = g_steal_pointer (&s->figures);
    }
  splitter_clear (s);
  return figures;
}

/* --- the numbers on the board of play ------------------------------------ */

/* The figure of the moves from `first_move` to the game's current node,
 * along the line that leads there; NULL when the line has no such move. */
static IshiFigure *
figure_of_line (IshiGame *game, guint first_move)
{
  Splitter splitter = { 0, }, *s = &splitter;
  IshiFigureOptions options;
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  IshiSgfNode *root = ishi_game_get_root (game);
  IshiFigure *figure = NULL;
  gboolean ok;

  ishi_figure_options_init (&options);
  options.moves_per_figure = 0;
  options.honour_record = FALSE;
  splitter_init (s, game, &options);
  for (IshiSgfNode *n = ishi_game_get_node (game); n != NULL && n != root; n = n->parent)
    g_ptr_array_add (line, n);
  ok = ishi_game_apply_node (s->rules, s->position, root, &s->move_number, NULL, NULL);
  if (ok)
    open_figure (s, NULL);
  for (guint i = line->len; ok && i-- > 0;)
    {
      IshiSgfNode *node = g_ptr_array_index (line, i);
      IshiColor color;
      int x, y;

      /* The figure begins before the first move numbered: the stones
       * already there are drawn plain. */
      if (ishi_game_node_move (node, s->size, &color, &x, &y)
          && s->move_number + 1 == first_move && s->figure->first_move != first_move)
        open_figure (s, NULL);
      ok = play_node (s, node, NULL);
    }
  if (ok && s->figure->first_move == first_move && s->figure->last_move >= first_move)
    figure = g_steal_pointer (&s->figure);
  splitter_clear (s);
  return figure;
}

/* The label the figure writes on the point (x, y) — a letter on a stone
 * that stood before the figure and was played on again — or NULL. */
static const char *
figure_label_at (const IshiFigure *figure, int x, int y)
{
  for (guint i = 0; i < figure->model->labels->len; i++)
    {
      const IshiBoardLabel *label = &g_array_index (figure->model->labels, IshiBoardLabel, i);

      if (label->point.x == x && label->point.y == y)
        return label->text;
    }
  return NULL;
}

GPtrArray *
ishi_figure_number_model (IshiBoardModel *model, IshiGame *game, guint first_move)
{
  g_autoptr(IshiFigure) figure = NULL;
  int size;

  g_return_val_if_fail (model != NULL, NULL);
  g_return_val_if_fail (ISHI_IS_GAME (game), NULL);
  g_return_val_if_fail (model->size == ishi_game_get_size (game), NULL);

  size = model->size;
  figure = figure_of_line (game, MAX (first_move, 1));
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        IshiBoardPoint *p = ishi_board_model_get_point (model, x, y);
        const IshiBoardPoint *f = figure ? ishi_board_model_peek_point (figure->model, x, y) : NULL;
        guint own = p->number;   /* the move that put this stone here */
        const char *letter;

        p->number = 0;
        if (f == NULL || p->stone == ISHI_EMPTY)
          continue;
        /* The figure's name for the point, on a stone of the colour the
         * figure draws there: the first move played on it, or the letter
         * of a stone from before that was played on again ("12 at A").
         * A stone of the other colour, played where a stone of the
         * figure was captured, shows its own number: the note says where
         * it was played. */
        if (f->stone == p->stone && f->number > 0)
          p->number = f->number;
        else if (f->stone == p->stone && (letter = figure_label_at (figure, x, y)) != NULL)
          ishi_board_model_add_label (model, x, y, ISHI_EMPTY, letter);
        else if (own >= figure->first_move)
          p->number = own;
      }
  return figure ? g_ptr_array_ref (figure->notes) : NULL;
}

/* --- text ---------------------------------------------------------------- */

char *
ishi_figure_note_format (const IshiFigureNote *note)
{
  g_autoptr(GString) moves = g_string_new (NULL);

  for (guint i = 0; i < note->moves->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the move numbers of a merged note, "13, 19 at 7". */
        g_string_append (moves, C_("figure note", ", "));
      g_string_append_printf (moves, "%u", g_array_index (note->moves, guint, i));
    }
  if (note->at == NULL)
    /* TRANSLATORS: under a figure, moves that were passes: "12 pass". */
    return g_strdup_printf (C_("figure note", "%s pass"), moves->str);
  /* Japanese game records write the move, the stone it was played on in
   * brackets, and 劫トリ for a ko take: "149［37］劫トリ" (the page
   * "棋譜と棋譜データ" on writing game records, orange.zero.jp/qin.olive,
   * kifu.html).  English books write "10 at 4". */
  if (note->ko)
    /* TRANSLATORS: under a figure: moves 13 and 19 were played where stone 7
     * stood, each taking a ko ("13, 19 at 7").  Japanese: "13・19［7］劫トリ". */
    return g_strdup_printf (C_("figure note ko", "%s at %s"), moves->str, note->at);
  /* TRANSLATORS: under a figure: move 10 was played where stone 4 stood
   * ("10 at 4").  Japanese game records: "10［4］". */
  return g_strdup_printf (C_("figure note", "%s at %s"), moves->str, note->at);
}

char *
ishi_figure_title (const IshiFigure *figure, guint index)
{
  if (figure->name != NULL)
    return g_strdup (figure->name);
  if (figure->last_move < figure->first_move)
    /* TRANSLATORS: a figure without moves (the opening position). */
    return g_strdup_printf (_("Figure %u"), index + 1);
  /* TRANSLATORS: a printed figure and its moves; Japanese "第1譜（1–50）". */
  return g_strdup_printf (_("Figure %u (%u–%u)"), index + 1, figure->first_move, figure->last_move);
}

char *
ishi_figures_game_title (IshiGame *game)
{
  g_autofree char *name = ishi_game_get_info (game, "GN");
  g_autofree char *black = ishi_game_get_info (game, "PB");
  g_autofree char *white = ishi_game_get_info (game, "PW");
  g_autofree char *result = ishi_game_get_info (game, "RE");
  g_autofree char *komi = ishi_game_get_info (game, "KM");
  g_autofree char *date = ishi_game_get_info (game, "DT");
  GString *title = g_string_new (NULL);

  if (name != NULL)
    g_string_append_printf (title, "%s\n", name);
  /* TRANSLATORS: the players at the top of a printed game. */
  g_string_append_printf (title, _("Black: %s    White: %s"),
                          black ? black : "?", white ? white : "?");
  /* Printed game records give the komi beside the players (Japanese ones
   * as "コミ6目半"): a half point is written as such, not as ".5". */
  if (komi != NULL)
    {
      double value = g_ascii_strtod (komi, NULL);
      double whole = floor (value);

      if (value >= 0.0 && value < 100.0 && (value == whole || value - whole == 0.5))
        g_string_append_printf (title, value == whole
                                  /* TRANSLATORS: the komi, a whole number of points; Japanese "コミ6目". */
                                  ? _("    Komi: %d")
                                  /* TRANSLATORS: the komi and a half point: "Komi: 6½"; Japanese "コミ6目半". */
                                  : _("    Komi: %d½"),
                                (int) whole);
      else
        g_string_append_printf (title, _("    Komi: %s"), komi);
    }
  /* "?" is SGF's "result unknown": nothing worth printing. */
  if (result != NULL && *result != '\0' && strcmp (result, "?") != 0)
    /* TRANSLATORS: the result of the game, after the players. */
    g_string_append_printf (title, _("    Result: %s"), result);
  if (date != NULL)
    g_string_append_printf (title, "    %s", date);
  return g_string_free (title, FALSE);
}
