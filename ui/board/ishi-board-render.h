/* ishi-board-render.h — the board as a picture: a plain model, its geometry
 * and one drawing function.
 *
 * The renderer is a pure function of an IshiBoardModel: it knows nothing of
 * rules, games or widgets.  Whoever owns a position (the window, ishi-tool)
 * fills a model — stones, the last move, markup, hints — and asks for a
 * picture.  The same code draws the window's board, the images of
 * `ishi-tool render` and the golden images of the tests, so what the tests
 * see is what people see.
 *
 * Points use the core convention (ishi-types.h): x from the left, y from
 * the TOP, both from 0.  A point with x < 0 means "none".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "ishi-board-orient.h"
#include "ishi-types.h"

G_BEGIN_DECLS

#define ISHI_BOARD_MIN_SIZE 2
#define ISHI_BOARD_MAX_SIZE 52   /* SGF's limit; games use 5..25 */

/* How the lines and rows are named along the edges. */
typedef enum {
  ISHI_BOARD_COORDS_NONE = 0,
  /* Go: columns A B C … without I, rows 1..N from the bottom (left, right,
   * top and bottom edges). */
  ISHI_BOARD_COORDS_WESTERN,
  /* Japanese diagrams: 1..N across the top from the left, 一..十九 (up to
   * 二十五) down the right side from the top. */
  ISHI_BOARD_COORDS_JAPANESE,
  /* Renju: columns a b c … WITH i ("h8" is the centre of 15x15), rows
   * 1..N from the bottom. */
  ISHI_BOARD_COORDS_RENJU,
} IshiBoardCoords;

/* SGF markup shapes, one per point. */
typedef enum {
  ISHI_BOARD_MARK_NONE = 0,
  ISHI_BOARD_MARK_TRIANGLE,   /* TR */
  ISHI_BOARD_MARK_SQUARE,     /* SQ */
  ISHI_BOARD_MARK_CIRCLE,     /* CR */
  ISHI_BOARD_MARK_CROSS,      /* MA */
} IshiBoardMark;

typedef enum {
  ISHI_BOARD_FLAG_NONE      = 0,
  ISHI_BOARD_FLAG_SELECTED  = 1 << 0,  /* SL: a tinted square over the point */
  ISHI_BOARD_FLAG_DIMMED    = 1 << 1,  /* DD: the point is greyed out */
  ISHI_BOARD_FLAG_FORBIDDEN = 1 << 2,  /* a small red ×: the side to move may not play here */
  ISHI_BOARD_FLAG_DEAD      = 1 << 3,  /* scoring: the stone is dead (drawn faded) */
  ISHI_BOARD_FLAG_HIGHLIGHT = 1 << 4,  /* lessons: an amber ring (and a tint on an empty point) */
} IshiBoardFlags;

/* What one intersection shows.  Everything but `stone` is optional. */
typedef struct {
  IshiColor stone;
  IshiBoardMark mark;
  IshiColor territory;      /* scoring: a small square of the owner's colour */
  IshiBoardFlags flags;
  guint number;             /* move number written on the stone; 0 for none */
  /* Show Territory (ishi-board-territory.h): -1 White's for sure … +1
   * Black's for sure; 0 (the default) no shading. */
  double ownership;
  /* A review (ishi-review.h): how much the move that put this stone lost,
   * as a coloured dot on it: 0 none, 1 a little (yellow), 2 a mistake
   * (orange), 3 a blunder (red). */
  guint8 loss;
} IshiBoardPoint;

/* Text on a point: an SGF LB label (color ISHI_EMPTY: the text alone, on
 * a cleared patch of wood when the point is empty) or a lettered ghost
 * stone showing a variation (color set: a translucent stone under it). */
typedef struct {
  IshiPoint point;
  IshiColor color;
  char *text;               /* UTF-8, owned */
} IshiBoardLabel;

typedef enum {
  ISHI_BOARD_LINE_PLAIN = 0,  /* SGF LN */
  ISHI_BOARD_LINE_ARROW,      /* SGF AR: the head is at `to` */
  ISHI_BOARD_LINE_WIN,        /* a broad band through a winning row (Renju five) */
  ISHI_BOARD_LINE_HINT,       /* a broad band through a row that explains a hint */
} IshiBoardLineKind;

typedef struct {
  IshiBoardLineKind kind;
  IshiPoint from;           /* both ends inclusive, on the board */
  IshiPoint to;
} IshiBoardLine;

typedef struct _IshiBoardModel IshiBoardModel;

struct _IshiBoardModel {
  int size;                 /* the board is size x size */
  IshiBoardPoint *points;   /* size * size, row by row from the top: points[y * size + x] */
  GArray *labels;           /* of IshiBoardLabel (the text is freed with the model) */
  GArray *lines;            /* of IshiBoardLine, drawn in order above the stones */

  IshiPoint last_move;      /* a ring on that stone; x < 0 for none */
  IshiPoint ghost;          /* a translucent stone (hover); x < 0 for none */
  IshiColor ghost_color;
  IshiPoint cursor;         /* the keyboard cursor; x < 0 for none */

  IshiBoardCoords coords;
  /* How the picture lies (ishi-board-orient.h): everything above is in the
   * record's points, and the renderer turns it; NORMAL draws the record as
   * it is. */
  IshiBoardOrientation orientation;
  gboolean dimmed;          /* the whole board faded (a dialog is in front, the game is over) */
  gboolean bold_marks;      /* a bolder forbidden ✕, to be seen across a classroom (lessons) */
  gboolean bold_last_move;  /* the last move as a large disc in a ring, seen on a small board
                             * from the back of a classroom (the class's grid of boards) */

  /* Lessons: draw only a part of the board, the rectangle region_min (top
   * left) .. region_max (bottom right), both inclusive: a corner or an edge
   * of a larger board.  Where the region touches the board's edge the edge
   * is drawn; on the cut sides the lines run off.  Nothing outside it is
   * drawn.  FALSE (the default): the whole board. */
  gboolean has_region;
  IshiPoint region_min;
  IshiPoint region_max;

  /* Handouts: black and white for a photocopier — white paper instead of
   * wood, flat black stones and white stones with a black rim, no shadows
   * and no colour (the last move and forbidden points in black too). */
  gboolean mono;
};

#define ISHI_TYPE_BOARD_MODEL (ishi_board_model_get_type ())
GType ishi_board_model_get_type (void) G_GNUC_CONST;

/* An empty board: no stones, markup, last move, ghost or cursor. */
IshiBoardModel *ishi_board_model_new (int size);
IshiBoardModel *ishi_board_model_copy (const IshiBoardModel *model);
void ishi_board_model_free (IshiBoardModel *model);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiBoardModel, ishi_board_model_free)

/* Empties every point and drops labels, lines and the marked points
 * (last move, ghost, cursor); the size and coordinate style stay. */
void ishi_board_model_clear (IshiBoardModel *model);

gboolean ishi_board_model_contains (const IshiBoardModel *model, int x, int y);
/* The point at (x, y), or NULL when it is off the board. */
IshiBoardPoint *ishi_board_model_get_point (IshiBoardModel *model, int x, int y);
const IshiBoardPoint *ishi_board_model_peek_point (const IshiBoardModel *model, int x, int y);

/* Shortcuts; points off the board are ignored. */
void ishi_board_model_set_stone (IshiBoardModel *model, int x, int y, IshiColor color);
void ishi_board_model_add_label (IshiBoardModel *model, int x, int y,
                                 IshiColor color, const char *text);
void ishi_board_model_add_line (IshiBoardModel *model, IshiBoardLineKind kind,
                                int from_x, int from_y, int to_x, int to_y);

/* The star points (hoshi) of a board, appended to `points` (of IshiPoint):
 * 9x9 the 3-3 points and the centre; 13x13, 19x19 and larger odd boards the
 * 4-4 points, the side points and the centre; 15x15 the centre and the 4-4
 * points (the five marks of a Renju board: h8, d4, l4, d12, l12). */
void ishi_board_star_points (int size, GArray *points);

/* --- geometry ------------------------------------------------------------
 *
 * Where everything goes in a width x height area.  The renderer and the
 * widget both use this, so a click always lands on the point that is drawn
 * under it.  The board is the largest square that fits, centred. */
typedef struct {
  int size;
  /* The lines drawn: first..last, both inclusive (the whole board, 0 and
   * size - 1, unless the model has a region), in view points: the columns
   * and rows of the picture, which are the record's own unless the board
   * is turned (`orientation`). */
  int first_x, first_y, last_x, last_y;
  double board_x, board_y;  /* top-left corner of the wooden square */
  double board_side;
  double origin_x, origin_y;/* the pixel of view point (first_x, first_y) */
  double spacing;           /* distance between neighbouring lines */
  double line_width;
  IshiBoardCoords coords;
  IshiBoardOrientation orientation;
} IshiBoardGeometry;

void ishi_board_geometry_init (IshiBoardGeometry *geometry,
                               double width, double height,
                               int size, IshiBoardCoords coords);
/* The same for what `model` draws: its region when it has one, turned as
 * the model says. */
void ishi_board_geometry_init_for_model (IshiBoardGeometry *geometry,
                                         double width, double height,
                                         const IshiBoardModel *model);
/* The pixel where the record's point (x, y) is drawn. */
void ishi_board_geometry_point_to_pixel (const IshiBoardGeometry *geometry,
                                         int x, int y,
                                         double *px, double *py);
/* The record's intersection under a pixel: the nearest one, if the pixel
 * is within half a spacing of it (so the whole grid and a half-cell band
 * around it answers, but not the coordinate margin or the space beside the
 * board). */
gboolean ishi_board_geometry_pixel_to_point (const IshiBoardGeometry *geometry,
                                             double px, double py,
                                             int *x, int *y);
/* The record's point drawn nearest to a pixel, wherever the pixel is (a
 * rectangle dragged past the edge stops at the edge). */
void ishi_board_geometry_nearest_point (const IshiBoardGeometry *geometry,
                                        double px, double py,
                                        int *x, int *y);
/* TRUE when the record's point (x, y) is in the part of the board drawn. */
gboolean ishi_board_geometry_shows (const IshiBoardGeometry *geometry, int x, int y);

/* --- drawing ------------------------------------------------------------- */

/* Draws the board into the rectangle (0, 0, width, height) of `cr` (in its
 * user units).  The area outside the board square is left untouched.  The
 * state of `cr` is saved and restored. */
void ishi_board_render (cairo_t *cr, double width, double height,
                        const IshiBoardModel *model);

#define ISHI_BOARD_RENDER_ERROR (ishi_board_render_error_quark ())
GQuark ishi_board_render_error_quark (void);

typedef enum {
  ISHI_BOARD_RENDER_ERROR_FORMAT,   /* the file name has no .png, .svg or .pdf ending */
  ISHI_BOARD_RENDER_ERROR_FAILED,   /* cairo could not draw or write */
} IshiBoardRenderError;

/* Writes a square picture of `width_px` (points for PDF) to `path`, the
 * format chosen by the ending: .png, .svg or .pdf (any case). */
gboolean ishi_board_render_to_file (const IshiBoardModel *model,
                                    const char *path,
                                    int width_px,
                                    GError **error);

/* Closes a file drawn through `cr` on `surface` (PDF pages, SVG):
 * destroys both, and says in words why the file named `path` could not
 * be written, if it could not. */
gboolean ishi_board_render_close_file (cairo_t *cr, cairo_surface_t *surface,
                                       const char *path, GError **error);

/* 1..99 in kanji as Japanese board edges and game records write rows
 * (七, 十六); other numbers in digits. */
char *ishi_board_kanji_number (int n);

/* The name written along an edge of the picture at view line `index`:
 * `across` TRUE for the labels above and below the board (one a view
 * column), FALSE for those at its sides (one a view row).  It names the
 * record's column or row that is drawn on that line, so that on a turned
 * board the names follow their points ("D" and "4" still meet at D4).
 * *kanji is set when the name is written in kanji (Japanese rows).  NULL
 * for ISHI_BOARD_COORDS_NONE. */
char *ishi_board_coords_label (IshiBoardCoords coords, int size,
                               IshiBoardOrientation orientation,
                               gboolean across, int index, gboolean *kanji);

G_END_DECLS
