/* fuzz-open.c — libFuzzer target for the whole path of opening a record.
 *
 * What the window does with a file, without the window: each input is read
 * as a collection, one game at a time (ishi_sgf_parse_each), and each game
 * read is made a game (ishi_game_new_from_tree), its main line is replayed
 * to the end, the board model with markup, move numbers and variations is
 * built at a few nodes on the way, and drawn by the renderer into a small
 * cairo image surface.  A refused record must be refused with an error,
 * and nothing may crash, hang or leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "ishi-game.h"
#include "ishi-game-model.h"
#include "ishi-sgf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* a few games of a collection are enough: the reader is fuzzed alone */
#define MAX_GAMES 4
#define MAX_MOVES 2000

static void
render (IshiGame *game, cairo_surface_t *surface)
{
  g_autoptr(IshiBoardModel) model =
    ishi_board_model_new_for_game (game, ISHI_GAME_MODEL_DEFAULT | ISHI_GAME_MODEL_MOVE_NUMBERS);
  cairo_t *cr = cairo_create (surface);

  ishi_board_render (cr, 64, 64, model);
  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    abort ();
  cairo_destroy (cr);
}

static gboolean
open_game (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  cairo_surface_t *surface = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiGame) game = NULL;
  static const guint shots[] = { 1, 2, 3, 50, 200 };
  guint moves = 0, shot = 0;

  (void) done;
  (void) total;
  game = ishi_game_new_from_tree (root, &error);
  if (game == NULL)
    {
      /* refused: the root is still ours, and there is a reason */
      if (error == NULL)
        abort ();
      ishi_sgf_node_free (root);
      return TRUE;
    }
  render (game, surface);
  while (moves < MAX_MOVES)
    {
      g_autoptr(GError) step_error = NULL;

      if (!ishi_game_forward (game, &step_error))
        break;
      moves++;
      if (shot < G_N_ELEMENTS (shots) && moves == shots[shot])
        {
          render (game, surface);
          shot++;
        }
    }
  render (game, surface);
  /* and back to the start, as the window's Home key does */
  ishi_game_go_to_start (game);
  render (game, surface);
  return TRUE;
}

typedef struct {
  cairo_surface_t *surface;
  guint games;
} Open;

static gboolean
open_some (IshiSgfNode *root, gsize done, gsize total, gpointer user_data)
{
  Open *o = user_data;

  open_game (root, done, total, o->surface);
  return ++o->games < MAX_GAMES;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(IshiSgfCollection) info = NULL;
  Open o = { cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64), 0 };

  info = ishi_sgf_parse_each ((const char *) data, size, "fuzz.sgf", open_some, &o,
                              NULL, &error);
  if (info == NULL && (error == NULL || error->domain != ISHI_SGF_ERROR))
    abort ();
  cairo_surface_destroy (o.surface);
  return 0;
}
