/* The subcommands of ishi-tool.  Each takes the arguments after its name
 * (argv[0] is the subcommand) and returns the exit status.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stdio.h>
#include <string.h>

#include "ishi-board-render.h"
#include "ishi-game.h"
#include "ishi-room-client.h"
#include "ishi-rules.h"
#include "ishi-sgf.h"

int ishi_tool_info (int argc, char **argv);
int ishi_tool_replay (int argc, char **argv);
int ishi_tool_normalize (int argc, char **argv);
int ishi_tool_render (int argc, char **argv);
int ishi_tool_score (int argc, char **argv);
int ishi_tool_renju_forbidden (int argc, char **argv);
int ishi_tool_renju_solve (int argc, char **argv);
int ishi_tool_lessons (int argc, char **argv);
int ishi_tool_problems (int argc, char **argv);   /* tool-problems.c */
int ishi_tool_match (int argc, char **argv);
int ishi_tool_analyse (int argc, char **argv);
int ishi_tool_figures (int argc, char **argv);
int ishi_tool_lessons_sheet (int argc, char **argv);   /* ishi-tool lessons sheet */
/* The folders lessons come from: the installed ones (or ISHI_LESSON_DIR),
 * then $XDG_DATA_HOME/ishi/lessons (tool-lessons.c). */
char **ishi_tool_lesson_dirs (void);

/* "western", "japanese", "renju" or "none" (any case). */
gboolean ishi_tool_parse_coordinates (const char *text, IshiBoardCoords *coords);
/* The first game of the SGF file named on the command line, or NULL after
 * printing where and why it cannot be read. */
IshiGame *ishi_tool_read_game (const char *filename);
int ishi_tool_gtp (int argc, char **argv);
int ishi_tool_piskvork (int argc, char **argv);
int ishi_tool_serve (int argc, char **argv);   /* tool-serve.c: a room, headless */
int ishi_tool_bot (int argc, char **argv);     /* tool-bot.c: an engine at a table */
/* tool-bot-igs.c: the bot on a plain Go server (--igs): match offers,
 * komi, and its engine's dead stones as one point a chain. */
GPtrArray *ishi_tool_bot_dead_points (IshiGame *game, const char *reply);
void       ishi_tool_bot_answer_offer (IshiRoomClient *client, const gboolean *sizes, guint n_sizes,
                                       int max_minutes, const char *name, int color, int size,
                                       int minutes, int byoyomi);
void       ishi_tool_bot_komi_cb (IshiRoomClient *client, const char *name, double komi,
                                  gpointer data);

/* tool-bot-options.c: ishi-tool bot's command line, read and checked. */
typedef struct {
  const char *name, *code, *engine, *password, *token_file;
  char *host;                 /* of --server */
  guint16 port;
  gboolean igs;               /* a plain Go server (NNGS, IGS) */
  guint games;                /* --games: 0 for no end */
  int move_timeout;           /* seconds */
  int max_minutes;            /* the longest main time accepted (--igs) */
  gboolean sizes[53];         /* the board sizes accepted (--igs) */
} IshiToolBotOptions;

gboolean ishi_tool_bot_parse_options (int argc, char **argv, IshiToolBotOptions *options);
void     ishi_tool_bot_options_clear (IshiToolBotOptions *options);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (IshiToolBotOptions, ishi_tool_bot_options_clear)

/* tool-bot-token.c: where a bot keeps its room's token by default (its
 * state folder, a file for each room and name), and keeping it (0600). */
char *ishi_tool_bot_token_path (const char *host, guint16 port, const char *name);
void  ishi_tool_bot_token_save (const char *path, const char *token);
int ishi_tool_games_sheet (int argc, char **argv);   /* tool-serve.c: a class's day of games */

/* ishi-tool match --game renju (tool-match-renju.c): the options that
 * apply to Renju, as tool-match.c parsed them. */
typedef struct {
  const char *black;          /* a Piskvork brain's command line, or "ishi[:LEVEL]" */
  const char *white;
  const char *sgf_dir;        /* NULL: no records written */
  int games;
  int max_moves;
  int move_timeout;           /* seconds a move before the side loses */
  int turn_time_ms;           /* the time each side is told it has a move */
  gboolean alternate;
  gboolean rif;               /* 珠型交代打ち: Ishi's engines on both sides */
  gboolean openings;          /* each game from one of the 26 openings in turn */
} IshiToolRenjuMatch;
int ishi_tool_match_renju (const IshiToolRenjuMatch *options);

/* Shared by the subcommands (tool-common.c).  An error is printed as
 * "FILE:LINE:COL: error: WHAT", or "FILE: error: WHAT" when line is 0; a
 * warning the same with "warning".  Both always escape control characters
 * (ishi_tool_escape).  Errors and warnings go to stderr. */
void ishi_tool_print_error (FILE *stream, const char *filename, guint line, guint column,
                            const char *what);
void ishi_tool_print_warning (FILE *stream, const char *filename, guint line, guint column,
                              const char *what);
/* An error of the SGF reader or of a record (ISHI_SGF_ERROR keeps its
 * place) for `filename`, on stderr. */
void ishi_tool_print_gerror (const char *filename, const GError *error);
/* Text from a file with its control characters shown as \xNN, \n, \u009b:
 * never a command to the terminal. */
char *ishi_tool_escape (const char *text);
/* `text` as it may be printed on `stream`: escaped when it is a terminal,
 * as it is for a pipe or a file (scripts get the record's own text). */
char *ishi_tool_show (FILE *stream, const char *text);
/* One engine's line of `ishi-tool match`'s results table: its score over
 * `played` games, a draw counting half a win, with one standard error
 * √(p(1−p)/n), then the seconds it used, its errors and its command. */
void ishi_tool_print_match_side (const char *label, int wins, int draws, int played,
                                 double seconds, int errors, const char *command);
/* The largest file read (--max-size; ISHI_SGF_MAX_FILE_SIZE at first). */
void    ishi_tool_set_max_size (guint64 bytes);
guint64 ishi_tool_get_max_size (void);
/* --encoding: the set of a RenLib library's texts (NULL: guessed);
 * FALSE for a set Ishi does not know. */
gboolean    ishi_tool_set_encoding (const char *name);
const char *ishi_tool_get_encoding (void);
/* Reads the SGF file named on the command line; when it cannot be read,
 * prints where and why on stderr and returns NULL (`stream` is unused). */
IshiSgfCollection *ishi_tool_read_sgf (FILE *stream, const char *filename);
/* The same, one game at a time (ishi_sgf_read_file_each): each root goes
 * to `func`, which owns it.  FALSE, after printing why, on a fatal error
 * (the games before it have been given to `func`).  `reader`, when not
 * NULL, is kept from file to file by a command that reads many. */
gboolean ishi_tool_read_sgf_each (FILE *stream, IshiSgfReader *reader, const char *filename,
                                  IshiSgfGameFunc func, gpointer user_data);

/* The position at the end of a Renju record's main line (tool-renju.c),
 * replayed with the tournament rule; NULL after printing why not. */
IshiPosition *ishi_tool_renju_final_position (const char *filename, const IshiRules **rules_out);
