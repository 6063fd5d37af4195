/* ishi-figures.h — a game printed as a book prints it: figures of N moves.
 *
 * Each figure shows the stones on the board before it without numbers and
 * its own moves numbered, from 1 or from their move number.  A move that
 * cannot be drawn — played where a stone of the figure already stands,
 * because the stone there was captured — is listed under the diagram as a
 * note, "10 at 4"; the moves of a ko fight that come back to the same
 * point are merged into one note, "13, 19, 25 at 7", as books do.
 *
 * The figures are plain data (board models and notes) and the pages are
 * drawn with cairo and pango: no GTK, so ishi-tool, the print dialog and
 * the tests draw the same pages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "ishi-board-render.h"
#include "ishi-game.h"

G_BEGIN_DECLS

/* SGF PM (FF[4]): how move numbers are printed. */
typedef enum {
  ISHI_FIGURE_NUMBERS_NONE = 0,    /* PM[0]: no numbers */
  ISHI_FIGURE_NUMBERS_AS_PLAYED,   /* PM[1], the default: the move number itself */
  ISHI_FIGURE_NUMBERS_MODULO_100,  /* PM[2]: 1..100, then 1..100 again */
  ISHI_FIGURE_NUMBERS_FROM_ONE,    /* every figure counts from 1 (not in SGF) */
} IshiFigureNumbers;

typedef struct {
  guint moves_per_figure;        /* 0: a figure only where FG starts one */
  IshiFigureNumbers numbers;     /* overridden by the record's PM when it has one */
  gboolean honour_record;        /* read FG and PM from the record (the default: TRUE) */
  gboolean split_at_comments;    /* a figure ends with each move that has a comment */
  gboolean split_at_variations;  /* a figure ends where the record branches */
  IshiBoardCoords coords;
  gboolean mono;
  guint max_figures;             /* more are refused (0: no bound; by default
                                  * ISHI_FIGURES_MAX) */
} IshiFigureOptions;

/* A thousand pages of two figures: a record that would make more (a
 * million passes printed a move a figure took 4.5 GB, issue 53) is
 * refused with a message before its figures fill the memory. */
#define ISHI_FIGURES_MAX 2000

void ishi_figure_options_init (IshiFigureOptions *options);

typedef struct {
  GArray *moves;      /* of guint: the numbers printed for the moves, in order */
  char *at;           /* the number or letter of the stone they were played on,
                       * or NULL for passes */
  gboolean ko;        /* each move took back one stone: a ko fight */
} IshiFigureNote;

typedef struct {
  IshiBoardModel *model;   /* what is drawn */
  guint first_move;        /* the moves of the figure, as numbered in the game */
  guint last_move;         /* first_move - 1 when the figure holds none */
  char *name;              /* FG's name, or NULL */
  gboolean show_notes;     /* FG flag bit 2 clear, or no FG */
  GPtrArray *notes;        /* of IshiFigureNote */
  char *comments;          /* the C of the figure's nodes, joined; NULL for none */
} IshiFigure;

void ishi_figure_free (IshiFigure *figure);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiFigure, ishi_figure_free)

/* The main line of `game` split into figures (of IshiFigure).  The game's
 * current node is not changed.  NULL with `error` set when the record holds
 * an illegal move, or would make more than options->max_figures figures. */
GPtrArray *ishi_figures_split (IshiGame *game, const IshiFigureOptions *options,
                               GError **error);

/* The numbers on the board of play (View › move numbers), as a figure of
 * the same moves prints them: the figure of the moves from `first_move` to
 * the game's current node, along the line that leads there, gives each
 * point its number (the first move played on it) and lists the moves
 * played again where a stone of the figure was captured ("10 at 4").
 * `model` is the game's current position as ishi_board_model_new_for_game
 * makes it with ISHI_GAME_MODEL_MOVE_NUMBERS (each stone numbered by the
 * move that put it there); its numbers are replaced: a stone of the colour
 * the figure draws on its point shows the figure's number (or letter); a
 * stone of the other colour, played where a stone of the figure was
 * captured, keeps its own number; stones from before `first_move` show
 * none.  Returns the figure's notes (of IshiFigureNote, for
 * ishi_figure_note_format), or NULL when no move from `first_move` is on
 * the line. */
GPtrArray *ishi_figure_number_model (IshiBoardModel *model, IshiGame *game, guint first_move);

/* A note as people read it: "10 at 4", "13, 19 at 7", "12 pass"; in
 * Japanese as Japanese game records print it (see ishi-figures.c). */
char *ishi_figure_note_format (const IshiFigureNote *note);
/* "Figure 1 (1–50)" or the FG name. */
char *ishi_figure_title (const IshiFigure *figure, guint index);

/* --- pages --------------------------------------------------------------- */

typedef struct {
  double width, height;    /* of the paper, in points */
  double margin;           /* on every side */
} IshiPage;

/* A4 and US Letter, in points, with 15 mm margins. */
void ishi_page_init_a4 (IshiPage *page);
void ishi_page_init_letter (IshiPage *page);

typedef struct _IshiFigureLayout IshiFigureLayout;

/* Places the figures on pages: the board side follows the paper (two
 * figures to a page when two boards of a readable size fit, else one), and
 * a figure whose notes and comments do not fit below the one before it
 * goes to the next page.  `title` is printed at the top of the first page.
 * `cr` is only used to measure text (any surface will do). */
IshiFigureLayout *ishi_figure_layout_new (cairo_t *cr, const IshiPage *page,
                                          GPtrArray *figures, const char *title);
void  ishi_figure_layout_free (IshiFigureLayout *layout);
guint ishi_figure_layout_n_pages (const IshiFigureLayout *layout);
/* Draws page `index` in the page's own coordinates (points). */
void  ishi_figure_layout_draw_page (IshiFigureLayout *layout, cairo_t *cr, guint index);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiFigureLayout, ishi_figure_layout_free)

/* All pages into a PDF file. */
gboolean ishi_figures_write_pdf (GPtrArray *figures, const char *title,
                                 const IshiPage *page, const char *path,
                                 GError **error);

/* Draws one figure (board and notes, no title) into width x height; for
 * golden images and exports of a single figure.  As the renderer, it
 * paints no background: the caller's paper shows around the board. */
void ishi_figure_draw (cairo_t *cr, const IshiFigure *figure, double width, double height);

/* The title of a game for the top of the first page: players and result. */
char *ishi_figures_game_title (IshiGame *game);

G_END_DECLS
