/* The subcommands of ishi-tool.  Each takes the arguments after its name
 * (argv[0] is the subcommand) and returns the exit status.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

int ishi_tool_info (int argc, char **argv);
int ishi_tool_replay (int argc, char **argv);
int ishi_tool_normalize (int argc, char **argv);
int ishi_tool_render (int argc, char **argv);
int ishi_tool_score (int argc, char **argv);
int ishi_tool_renju_forbidden (int argc, char **argv);
