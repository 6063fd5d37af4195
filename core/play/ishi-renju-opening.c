/* ishi-renju-opening.c — see ishi-renju-opening.h.
 *
 * The steps are read from the record each time they are asked for: the
 * moves from the root to the current node, the choices written on them
 * (SWAP, FIFTHS) and the fifth moves offered (children marked OFFER).
 * A choice counts as made when it is written, and also when the record
 * goes on past it with a stone — a record from another program, which
 * writes no SWAP, is still followed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-renju-opening"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-renju-board.h"
#include "ishi-renju-opening.h"
#include "ishi-renju-openings.h"

#define SIZE ISHI_RENJU_SIZE
/* Taraguchi-10 keeps its first five stones within these many lines of h8
 * (the 1 × 1, 3 × 3, 5 × 5, 7 × 7 and 9 × 9 squares). */
#define TARAGUCHI_LAST_SQUARE_MOVE 5

/* The path from the root to the current node, up to White 6. */
typedef struct {
  IshiSgfNode *nodes[6];     /* nodes[k]: the node of stone k (1 … moves); [0] the root */
  guint moves;
} Path;

static gboolean
has_setup (const IshiSgfNode *node)
{
  return ishi_sgf_node_lookup (node, "AB") || ishi_sgf_node_lookup (node, "AW")
         || ishi_sgf_node_lookup (node, "AE");
}

/* A plain stone of `color` on the board: not a pass, no setup beside it. */
static gboolean
is_stone (const IshiSgfNode *node, IshiColor color, int *x, int *y)
{
  IshiColor c;
  int px, py;

  if (!ishi_game_node_move (node, SIZE, &c, &px, &py) || px < 0 || c != color || has_setup (node))
    return FALSE;
  if (x)
    *x = px;
  if (y)
    *y = py;
  return TRUE;
}

static gboolean
is_offer (const IshiSgfNode *node)
{
  return ishi_sgf_node_lookup (node, "OFFER") != NULL && is_stone (node, ISHI_BLACK, NULL, NULL);
}

/* The record went on from `node` with a stone that is no offer. */
static gboolean
goes_on (const IshiSgfNode *node)
{
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling)
    if (!is_offer (child) && ishi_game_node_move (child, SIZE, NULL, NULL, NULL))
      return TRUE;
  return FALSE;
}

static gboolean
decided (const IshiSgfNode *node, const char *id)
{
  return ishi_sgf_node_lookup (node, id) != NULL || goes_on (node);
}

static guint
count_offers (const IshiSgfNode *node)
{
  guint n = 0;

  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling)
    n += is_offer (child);
  return n;
}

static guint
fifths_named (const IshiSgfNode *node)
{
  const char *raw = ishi_sgf_node_get_raw (node, "FIFTHS");
  guint64 n = 0;

  if (raw == NULL || !g_ascii_string_to_unsigned (raw, 10, 1, 99, &n, NULL))
    return 0;
  return (guint) n;
}

/* FALSE when the record is no opening Ishi can follow: setup stones, a
 * pass, stones out of turn, a game on another board, or a current node
 * without a stone (a comment alone after one). */
static gboolean
read_path (IshiGame *game, Path *path)
{
  IshiSgfNode *current = ishi_game_get_node (game);
  guint k = ishi_game_get_move_number (game);

  memset (path, 0, sizeof *path);
  if (ishi_game_get_size (game) != SIZE || k >= G_N_ELEMENTS (path->nodes))
    return FALSE;
  path->moves = k;
  for (IshiSgfNode *node = current; node != NULL; node = node->parent)
    {
      if (has_setup (node))
        return FALSE;
      if (node->parent == NULL)
        {
          path->nodes[0] = node;
          break;
        }
      if (!ishi_game_node_move (node, SIZE, NULL, NULL, NULL))
        continue;
      if (k == 0 || !is_stone (node, k % 2 == 1 ? ISHI_BLACK : ISHI_WHITE, NULL, NULL))
        return FALSE;
      path->nodes[k--] = node;
    }
  return k == 0 && path->nodes[path->moves] == current
         && !ishi_game_node_move (path->nodes[0], SIZE, NULL, NULL, NULL);
}

static void
set_step (IshiOpeningStep *step, IshiOpeningStepKind kind, IshiColor color, guint move, int radius,
          guint count, guint offered)
{
  *step = (IshiOpeningStep) { kind, color, move, radius, count, offered };
}

/* The offers of White 4, or White's choice among them. */
static void
offer_step (IshiOpeningStep *step, const IshiSgfNode *node, guint count)
{
  guint offered = count_offers (node);

  if (offered < count)
    set_step (step, ISHI_OPENING_STEP_OFFER, ISHI_BLACK, 4, -1, count, offered);
  else
    set_step (step, ISHI_OPENING_STEP_PICK, ISHI_WHITE, 4, -1, count, offered);
}

/* The RIF rule of 1996 and Soosõrv-8: one of the 26 openings, a swap,
 * White 4 (Soosõrv: with the number of fifth moves and a second swap),
 * the offers. */
static void
step_after_opening (const Path *path, IshiOpeningRule rule, guint most, IshiOpeningStep *step)
{
  const IshiSgfNode *node = path->nodes[path->moves];
  IshiColor to_move = path->moves % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
  guint count;

  switch (path->moves)
    {
    case 0:
    case 1:
    case 2:
      /* The three stones of an opening: h8, beside it, within two lines. */
      set_step (step, ISHI_OPENING_STEP_PLACE, to_move, path->moves + 1, path->moves, 0, 0);
      return;
    case 3:
      if (!decided (node, "SWAP"))
        set_step (step, ISHI_OPENING_STEP_SWAP, ISHI_WHITE, 3, -1, 0, 0);
      else if (rule == ISHI_OPENING_SOOSORV && !decided (node, "FIFTHS"))
        set_step (step, ISHI_OPENING_STEP_DECLARE, ISHI_WHITE, 3, -1, most, 0);
      else
        set_step (step, ISHI_OPENING_STEP_PLACE, ISHI_WHITE, 4, -1, 0, 0);
      return;
    case 4:
      count = rule == ISHI_OPENING_SOOSORV ? MIN (fifths_named (path->nodes[3]), most) : most;
      if (goes_on (node) || count == 0)
        return;
      if (rule == ISHI_OPENING_SOOSORV && ishi_sgf_node_lookup (node, "SWAP") == NULL)
        set_step (step, ISHI_OPENING_STEP_SWAP, ISHI_BLACK, 4, -1, count, 0);
      else
        offer_step (step, node, count);
      return;
    default:
      return;
    }
}

/* Taraguchi-10: stones in growing squares with a swap after each, and
 * after White 4 Black's way to the fifth move. */
static void
step_taraguchi (const Path *path, guint most, IshiOpeningStep *step)
{
  const IshiSgfNode *node = path->nodes[path->moves];
  IshiColor to_move = path->moves % 2 == 0 ? ISHI_BLACK : ISHI_WHITE;
  guint m = path->moves, count;

  if (m == 0)
    set_step (step, ISHI_OPENING_STEP_PLACE, ISHI_BLACK, 1, 0, 0, 0);
  else if (m < 4)
    {
      if (!decided (node, "SWAP"))
        set_step (step, ISHI_OPENING_STEP_SWAP, to_move, m, -1, 0, 0);
      else
        set_step (step, ISHI_OPENING_STEP_PLACE, to_move, m + 1, (int) m, 0, 0);
    }
  else if (m == 4)
    {
      count = MIN (fifths_named (node), most);
      if (count > 0)
        {
          if (!goes_on (node))
            offer_step (step, node, count);
        }
      else if (!decided (node, "SWAP"))
        set_step (step, ISHI_OPENING_STEP_FIFTH_WAY, ISHI_BLACK, 4, -1, most, 0);
      else
        set_step (step, ISHI_OPENING_STEP_PLACE, ISHI_BLACK, TARAGUCHI_LAST_SQUARE_MOVE,
                  TARAGUCHI_LAST_SQUARE_MOVE - 1, 0, 0);
    }
  else if (m == 5 && fifths_named (path->nodes[4]) == 0 && !decided (node, "SWAP"))
    set_step (step, ISHI_OPENING_STEP_SWAP, ISHI_WHITE, 5, -1, 0, 0);
}

void
ishi_renju_opening_get_step (IshiGame *game, const IshiRuleset *ruleset, IshiOpeningStep *step)
{
  Path path;

  g_return_if_fail (ISHI_IS_GAME (game));
  g_return_if_fail (ruleset != NULL && step != NULL);

  set_step (step, ISHI_OPENING_STEP_NONE, ISHI_EMPTY, 0, -1, 0, 0);
  if (!ishi_ruleset_has_opening_steps (ruleset) || ishi_game_get_rules (game) != ishi_rules_renju ()
      || !read_path (game, &path))
    return;
  if (ruleset->opening == ISHI_OPENING_TARAGUCHI)
    step_taraguchi (&path, ruleset->fifths, step);
  else
    step_after_opening (&path, ruleset->opening, ruleset->fifths, step);
}

GArray *
ishi_renju_opening_get_offers (IshiGame *game)
{
  GArray *offers = g_array_new (FALSE, FALSE, sizeof (IshiPoint));
  IshiSgfNode *node;

  g_return_val_if_fail (ISHI_IS_GAME (game), offers);

  node = ishi_game_get_node (game);
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling)
    {
      IshiPoint p;

      if (is_offer (child) && is_stone (child, ISHI_BLACK, &p.x, &p.y))
        g_array_append_val (offers, p);
    }
  return offers;
}

IshiMoveStatus
ishi_renju_opening_check_move (IshiGame *game, const IshiRuleset *ruleset, int x, int y)
{
  IshiOpeningStep step;

  ishi_renju_opening_get_step (game, ruleset, &step);
  switch (step.kind)
    {
    case ISHI_OPENING_STEP_NONE:
      return ISHI_MOVE_OK;
    case ISHI_OPENING_STEP_PLACE:
      /* No pass in the opening: the rules ask for a stone. */
      if (x < 0)
        return ISHI_MOVE_OPENING_CHOICE;
      if (step.radius >= 0 && ishi_renju_opening_distance (x, y) > step.radius)
        return ISHI_MOVE_OPENING_AREA;
      return ISHI_MOVE_OK;
    case ISHI_OPENING_STEP_SWAP:
    case ISHI_OPENING_STEP_DECLARE:
    case ISHI_OPENING_STEP_FIFTH_WAY:
    case ISHI_OPENING_STEP_OFFER:
    case ISHI_OPENING_STEP_PICK:
    default:
      return ISHI_MOVE_OPENING_CHOICE;
    }
}

static void
board_of (IshiGame *game, IshiRenjuBoard *board)
{
  const IshiRules *rules = ishi_game_get_rules (game);
  const IshiPosition *position = ishi_game_get_position (game);

  ishi_renju_board_init (board);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      ishi_renju_board_set (board, x, y, rules->stone_at (position, x, y));
}

IshiMoveStatus
ishi_renju_opening_check_offer (IshiGame *game, const IshiRuleset *ruleset, int x, int y, IshiPoint *mirror)
{
  IshiOpeningStep step;
  IshiRenjuBoard board;
  g_autoptr(GArray) offers = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, ISHI_MOVE_OPENING_CHOICE);

  ishi_renju_opening_get_step (game, ruleset, &step);
  if (step.kind != ISHI_OPENING_STEP_OFFER)
    return ISHI_MOVE_OPENING_CHOICE;
  board_of (game, &board);
  offers = ishi_renju_opening_get_offers (game);
  return ishi_renju_fifth_check (&board, (IshiPoint *) offers->data, offers->len, (IshiPoint) { x, y }, mirror);
}

char *
ishi_renju_opening_explain_offer (IshiGame *game, const IshiRuleset *ruleset, int x, int y)
{
  IshiOpeningStep step;
  IshiRenjuBoard board;
  g_autoptr(GArray) offers = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, NULL);

  ishi_renju_opening_get_step (game, ruleset, &step);
  if (step.kind != ISHI_OPENING_STEP_OFFER)
    return NULL;
  board_of (game, &board);
  offers = ishi_renju_opening_get_offers (game);
  if (ishi_renju_fifth_validate (&board, (IshiPoint *) offers->data, offers->len, (IshiPoint) { x, y }, &error))
    return NULL;
  return g_strdup (error->message);
}

/* --- the record ------------------------------------------------------------ */

static char *
point_name (int x, int y)
{
  return ishi_rules_renju ()->format_point (SIZE, x, y);
}

static const char *
colour_name (IshiColor color)
{
  return color == ISHI_BLACK ? _("Black") : _("White");
}

static void
add_comment (IshiSgfNode *node, const char *text)
{
  g_autofree char *comment = ishi_sgf_node_get_text (node, "C");

  if (comment != NULL && *comment != '\0')
    {
      g_autofree char *both = g_strconcat (comment, "\n", text, NULL);

      ishi_sgf_node_set_text (node, "C", both);
    }
  else
    ishi_sgf_node_set_text (node, "C", text);
}

/* "what. reason" */
static char *
with_reason (const char *what, const char *reason)
{
  return reason && *reason ? g_strdup_printf ("%s %s", what, reason) : g_strdup (what);
}

void
ishi_renju_exchange_colours (IshiGame *game, const char *why)
{
  static const char *const pairs[][2] = { { "PB", "PW" }, { "BR", "WR" } };

  g_return_if_fail (ISHI_IS_GAME (game));

  for (gsize i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *black = ishi_game_get_info (game, pairs[i][0]);
      g_autofree char *white = ishi_game_get_info (game, pairs[i][1]);

      ishi_game_set_info (game, pairs[i][0], white);
      ishi_game_set_info (game, pairs[i][1], black);
    }
  if (why == NULL || *why == '\0')
    return;
  add_comment (ishi_game_get_node (game), why);
  ishi_game_touch (game);
}

static gboolean
expect (IshiGame *game, const IshiRuleset *ruleset, IshiOpeningStep *step, IshiOpeningStepKind kind,
        IshiOpeningStepKind or_kind, GError **error)
{
  ishi_renju_opening_get_step (game, ruleset, step);
  if (step->kind == kind || step->kind == or_kind)
    return TRUE;
  g_set_error_literal (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_STEP,
                       _("The opening does not ask for that now."));
  return FALSE;
}

gboolean
ishi_renju_opening_choose (IshiGame *game, const IshiRuleset *ruleset, IshiOpeningChoice choice,
                           const char *reason, gboolean *swapped, GError **error)
{
  IshiSgfNode *node;
  IshiOpeningStep step;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, FALSE);

  if (swapped)
    *swapped = FALSE;
  if (!expect (game, ruleset, &step, ISHI_OPENING_STEP_SWAP, ISHI_OPENING_STEP_FIFTH_WAY, error))
    return FALSE;
  if (choice == ISHI_OPENING_OFFER && step.kind != ISHI_OPENING_STEP_FIFTH_WAY)
    {
      g_set_error_literal (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_STEP,
                           _("Fifth moves are offered here only after White 4 of Taraguchi-10."));
      return FALSE;
    }
  node = ishi_game_get_node (game);
  ishi_sgf_node_set_raw (node, "SWAP", choice == ISHI_OPENING_SWAP ? "1" : "0");
  switch (choice)
    {
    case ISHI_OPENING_SWAP:
      /* TRANSLATORS: "After move 3 the player holding White took Black:
       * the players exchanged colours." */
      what = g_strdup_printf (_("After move %u the player holding %s took %s: the players exchanged colours."),
                              step.move, colour_name (step.color), colour_name (ishi_color_other (step.color)));
      break;
    case ISHI_OPENING_OFFER:
      {
        g_autofree char *count = g_strdup_printf ("%u", step.count);

        ishi_sgf_node_set_raw (node, "FIFTHS", count);
        what = g_strdup_printf (_("After move %u Black kept Black and offers %u fifth moves."), step.move,
                                step.count);
      }
      break;
    case ISHI_OPENING_KEEP:
    default:
      /* TRANSLATORS: "After move 3 the player holding White kept White." */
      what = g_strdup_printf (_("After move %u the player holding %s kept %s."), step.move,
                              colour_name (step.color), colour_name (step.color));
      break;
    }
  text = with_reason (what, reason);
  if (choice == ISHI_OPENING_SWAP)
    ishi_renju_exchange_colours (game, text);
  else
    add_comment (node, text);
  ishi_game_touch (game);
  if (swapped)
    *swapped = choice == ISHI_OPENING_SWAP;
  return TRUE;
}

gboolean
ishi_renju_opening_declare (IshiGame *game, const IshiRuleset *ruleset, guint count, const char *reason,
                            GError **error)
{
  IshiOpeningStep step;
  g_autofree char *raw = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, FALSE);

  if (!expect (game, ruleset, &step, ISHI_OPENING_STEP_DECLARE, ISHI_OPENING_STEP_DECLARE, error))
    return FALSE;
  if (count < 1 || count > step.count)
    {
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_COUNT,
                   _("White names from 1 to %u fifth moves, not %u."), step.count, count);
      return FALSE;
    }
  raw = g_strdup_printf ("%u", count);
  ishi_sgf_node_set_raw (ishi_game_get_node (game), "FIFTHS", raw);
  what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "White asks Black to offer %u fifth move.",
                                       "White asks Black to offer %u fifth moves.", count), count);
  text = with_reason (what, reason);
  add_comment (ishi_game_get_node (game), text);
  ishi_game_touch (game);
  return TRUE;
}

gboolean
ishi_renju_opening_offer (IshiGame *game, const IshiRuleset *ruleset, const IshiPoint *points, guint n,
                          GError **error)
{
  IshiOpeningStep step;
  IshiRenjuBoard board;
  IshiSgfNode *node;
  g_autoptr(GArray) offers = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, FALSE);
  g_return_val_if_fail (points != NULL || n == 0, FALSE);

  if (!expect (game, ruleset, &step, ISHI_OPENING_STEP_OFFER, ISHI_OPENING_STEP_OFFER, error))
    return FALSE;
  if (n == 0 || step.offered + n > step.count)
    {
      g_set_error (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_COUNT,
                   _("Black offers %u fifth moves: %u more, not %u."), step.count, step.count - step.offered, n);
      return FALSE;
    }
  board_of (game, &board);
  offers = ishi_renju_opening_get_offers (game);
  /* All checked first, each beside those before it: all or none. */
  for (guint i = 0; i < n; i++)
    {
      if (!ishi_renju_fifth_validate (&board, (IshiPoint *) offers->data, offers->len, points[i], error))
        return FALSE;
      g_array_append_val (offers, points[i]);
    }
  node = ishi_game_get_node (game);
  for (guint i = 0; i < n; i++)
    {
      IshiSgfNode *child = ishi_sgf_node_new ();
      g_autofree char *raw = ishi_sgf_format_point (points[i].x, points[i].y);

      ishi_sgf_node_set_raw (child, "B", raw);
      ishi_sgf_node_set_raw (child, "OFFER", "");
      ishi_sgf_node_append_child (node, child);
    }
  ishi_game_touch (game);
  return TRUE;
}

gboolean
ishi_renju_opening_take_back_offer (IshiGame *game, const IshiRuleset *ruleset)
{
  IshiOpeningStep step;
  IshiSgfNode *last = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, FALSE);

  if (!expect (game, ruleset, &step, ISHI_OPENING_STEP_OFFER, ISHI_OPENING_STEP_PICK, NULL))
    return FALSE;
  for (IshiSgfNode *child = ishi_game_get_node (game)->first_child; child; child = child->next_sibling)
    if (is_offer (child))
      last = child;
  return last != NULL && ishi_game_delete_variation (game, last);
}

gboolean
ishi_renju_opening_pick (IshiGame *game, const IshiRuleset *ruleset, int x, int y, const char *reason,
                         GError **error)
{
  IshiOpeningStep step;
  IshiSgfNode *node, *kept = NULL;
  GPtrArray *children;
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autofree char *given_back = NULL;

  g_return_val_if_fail (ISHI_IS_GAME (game) && ruleset != NULL, FALSE);

  if (!expect (game, ruleset, &step, ISHI_OPENING_STEP_PICK, ISHI_OPENING_STEP_PICK, error))
    return FALSE;
  node = ishi_game_get_node (game);
  for (IshiSgfNode *child = node->first_child; child; child = child->next_sibling)
    {
      int cx, cy;

      if (!is_offer (child) || !is_stone (child, ISHI_BLACK, &cx, &cy))
        continue;
      {
        g_autofree char *offer = point_name (cx, cy);

        g_string_append_printf (list, "%s%s", list->len ? ", " : "", offer);
      }
      if (cx == x && cy == y)
        kept = child;
    }
  if (kept == NULL)
    {
      g_set_error_literal (error, ISHI_RENJU_OPENING_ERROR, ISHI_RENJU_OPENING_ERROR_NOT_OFFERED,
                           ishi_move_status_describe (ISHI_MOVE_OPENING_NOT_OFFERED));
      return FALSE;
    }

  /* The kept one first, the main line; the others after it in the order
   * they were offered. */
  children = g_ptr_array_new ();
  while (node->first_child)
    {
      IshiSgfNode *child = node->first_child;

      ishi_sgf_node_unlink (child);
      if (child != kept)
        g_ptr_array_add (children, child);
    }
  ishi_sgf_node_append_child (node, kept);
  for (guint i = 0; i < children->len; i++)
    ishi_sgf_node_append_child (node, children->pdata[i]);
  g_ptr_array_unref (children);

  name = point_name (x, y);
  /* TRANSLATORS: "Black offered i9, j7 as the fifth move; White kept i9." */
  what = g_strdup_printf (_("Black offered %s as the fifth move; White kept %s."), list->str, name);
  text = with_reason (what, reason);
  given_back = g_strdup_printf (_("Offered as the fifth move and given back: White kept %s."), name);
  /* The offers' comments are the choice's own: a choice made again after
   * an undo says the new one, not both. */
  ishi_sgf_node_set_text (kept, "C", text);
  for (IshiSgfNode *child = kept->next_sibling; child; child = child->next_sibling)
    if (is_offer (child))
      ishi_sgf_node_set_text (child, "C", given_back);
  ishi_game_touch (game);
  return ishi_game_go_to (game, kept, error);
}
