/* The subcommands of ishi-tool.  Each takes the arguments after its name
 * (argv[0] is the subcommand) and returns the exit status.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stdio.h>

#include "ishi-sgf.h"

int ishi_tool_info (int argc, char **argv);
int ishi_tool_replay (int argc, char **argv);
int ishi_tool_normalize (int argc, char **argv);
int ishi_tool_render (int argc, char **argv);
int ishi_tool_score (int argc, char **argv);
int ishi_tool_renju_forbidden (int argc, char **argv);
int ishi_tool_lessons (int argc, char **argv);

/* Shared by the subcommands (tool-common.c).  An error is printed as
 * "FILE:LINE:COL: error: WHAT", or "FILE: error: WHAT" when line is 0. */
void ishi_tool_print_error (FILE *stream, const char *filename, guint line, guint column,
                            const char *what);
/* Reads the SGF file named on the command line; when it cannot be read,
 * prints where and why on `stream` and returns NULL. */
IshiSgfCollection *ishi_tool_read_sgf (FILE *stream, const char *filename);
/* The same, one game at a time (ishi_sgf_read_file_each): each root goes
 * to `func`, which owns it.  FALSE, after printing why, on a fatal error
 * (the games before it have been given to `func`). */
gboolean ishi_tool_read_sgf_each (FILE *stream, const char *filename,
                                  IshiSgfGameFunc func, gpointer user_data);
