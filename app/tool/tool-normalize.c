/* SPDX-License-Identifier: GPL-3.0-or-later */
/* placeholder: being written */
#include "config.h"
#include <stdio.h>
#include "ishi-tool.h"

int
ishi_tool_normalize (int argc, char **argv)
{
  fprintf (stderr, "ishi-tool: %s is not written yet\n", argv[0]);
  return 2;
}
