/* fuzz-renlib.c — libFuzzer target for the RenLib library reader.
 *
 * Any input must be read into SGF or refused with an ISHI_RENLIB_ERROR,
 * never a crash, a hang or a leak; the SGF made must parse as one game,
 * and that game is made as the window makes it (ishi_game_new_from_tree;
 * a refused one must come with an error).  The input's first byte, odd or
 * even, says whether the file is named .lib (RenLib's headerless files).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ishi-game.h"
#include "ishi-renlib.h"
#include "ishi-sgf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  IshiRenlibSummary summary;
  char *sgf;
  gboolean named_lib = size > 0 && (data[0] & 1);

  sgf = ishi_renlib_to_sgf (data, size, named_lib, &summary, &error);
  if (sgf == NULL)
    {
      if (error == NULL || error->domain != ISHI_RENLIB_ERROR)
        abort ();
      g_error_free (error);
      return 0;
    }
  {
    IshiSgfCollection *collection = ishi_sgf_parse (sgf, strlen (sgf), "lib", &error);
    IshiGame *game;

    if (collection == NULL || collection->games->len != 1)
      abort ();
    game = ishi_game_new_from_collection (collection, 0, &error);
    if (game == NULL && error == NULL)
      abort ();
    g_clear_error (&error);
    g_clear_object (&game);
    ishi_sgf_collection_free (collection);
  }
  g_free (sgf);
  return 0;
}
