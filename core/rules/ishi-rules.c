/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ishi-rules.h"

const IshiRules *
ishi_rules_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  if (strcmp (id, "go") == 0)
    return ishi_rules_go ();
  if (strcmp (id, "renju") == 0)
    return ishi_rules_renju ();
  return NULL;
}

const IshiRules *
ishi_rules_for_sgf_game (int gm)
{
  switch (gm)
    {
    case 1: return ishi_rules_go ();
    case 4: /* Gomoku and Renju */
    case 5: /* some Renju exporters write GM[5] */
      return ishi_rules_renju ();
    default: return NULL;
    }
}
