/* ishi-problem.h — problems (詰碁, 詰め連珠) read from SGF files.
 *
 * A problem is one game tree of an SGF file: the position of its root
 * (AB, AW, PL…), and below it the moves the file knows, as variations.
 * The side to move is the player's; the other side's moves are the
 * answers the file gives.  Which lines are right is read from the marks
 * problem files use (see core/README.md, "Problems"):
 *
 *   right  a comment with RIGHT or CORRECT (goproblems.com's files), or
 *          one that begins with "Right" or "Correct", or holds 正解 (not
 *          不正解) or 正确; TE on a move of the player (Many Faces of Go);
 *          GB when the player is Black, GW when White;
 *   wrong  a comment with WRONG or INCORRECT, or one that begins with
 *          "Wrong", "Incorrect" or "Fail", or holds 失敗, 失败 or 不正解;
 *          BM on a move of the player; GW when the player is Black, GB
 *          when White; uliGo's WV.  A wrong mark beats a right one.
 *
 * A line (from the start to the end of a variation) is right when no node
 * of it is marked wrong and one of its nodes is marked right — most files
 * mark its last move.  Every other line is wrong (goproblems' rule: a line
 * that does not end in RIGHT is a failure).  A file that marks nothing at
 * all below the start has its main line for the answer and its other
 * variations for failures (EasyGo's rule).
 *
 * Ishi's own problems also say what they claim, for the checker
 * (ishi-problem-check.h), in private root properties: IG (the goal:
 * capture:POINT, escape:POINT, live:POINT, kill:POINT, best, vcf, vct),
 * IM (the number of moves the proof allows) and IR (the points the proof
 * plays on, as a point list: single points and rectangles).  Other
 * programs keep and ignore them.
 *
 * Everything here is plain data that never changes once loaded: a problem
 * is shared by reference (ishi_problem_ref) between the list, the page and
 * a play (ishi-problem-play.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-rules.h"
#include "ishi-sgf.h"

G_BEGIN_DECLS

#define ISHI_PROBLEM_ERROR (ishi_problem_error_quark ())
GQuark ishi_problem_error_quark (void);

typedef enum {
  ISHI_PROBLEM_ERROR_IO,        /* the file or folder cannot be read */
  ISHI_PROBLEM_ERROR_EMPTY,     /* nothing in it can be a problem */
  ISHI_PROBLEM_ERROR_INVALID,   /* a game that cannot be a problem */
} IshiProblemError;

/* Files larger than this are refused unread: a collection of problems is
 * small (goproblems.com's whole archive is a few MB). */
#define ISHI_PROBLEM_MAX_FILE_SIZE (G_GUINT64_CONSTANT (64) << 20)
/* A folder gives at most this many problems (the rest is refused with a
 * message, never read). */
#define ISHI_PROBLEM_MAX_PROBLEMS 100000

/* ---- Marks ---------------------------------------------------------------- */

typedef enum {
  ISHI_PROBLEM_MARK_NONE = 0,
  ISHI_PROBLEM_MARK_RIGHT,
  ISHI_PROBLEM_MARK_WRONG,
} IshiProblemMark;

/* The mark of a comment's words alone (see above).  NULL: none. */
IshiProblemMark ishi_problem_comment_mark (const char *comment);
/* The mark of a node for a problem whose player is `player`: its comment,
 * TE and BM on the player's moves, GB and GW, WV. */
IshiProblemMark ishi_problem_node_mark (const IshiSgfNode *node, IshiColor player);

/* ---- Goals (Ishi's own problems) -------------------------------------------- */

typedef enum {
  ISHI_PROBLEM_GOAL_NONE = 0,  /* the file claims nothing Ishi can prove */
  ISHI_PROBLEM_GOAL_CAPTURE,   /* capture the other side's string at `target` */
  ISHI_PROBLEM_GOAL_ESCAPE,    /* save the player's string at `target` */
  ISHI_PROBLEM_GOAL_LIVE,      /* make the player's group at `target` live */
  ISHI_PROBLEM_GOAL_KILL,      /* kill the other side's group at `target` */
  ISHI_PROBLEM_GOAL_BEST,      /* Pure Go: end the game with the most stones */
  ISHI_PROBLEM_GOAL_VCF,       /* Renju: win by continuous fours */
  ISHI_PROBLEM_GOAL_VCT,       /* Renju: win by threes and fours */
} IshiProblemGoalKind;

#define ISHI_PROBLEM_MAX_POINTS (25 * 25)

typedef struct {
  IshiProblemGoalKind kind;
  IshiPoint target;            /* core coordinates; (-1, -1) when the kind has none */
  int moves;                   /* IM[N]; 0 when not given */
  /* IR: the points listed (single points or rectangles "aa:ee"); the
   * whole board when not given.  `region` has 1 for each of them, row by
   * row (y * size + x); min and max enclose them. */
  guint8 region[ISHI_PROBLEM_MAX_POINTS];
  IshiPoint region_min;
  IshiPoint region_max;
} IshiProblemGoal;

/* ---- One problem ------------------------------------------------------------ */

typedef struct _IshiProblem IshiProblem;

/* A problem of the game tree `root` (taken: freed with the problem, also
 * when NULL is returned), game `index` (from 0) of `filename` (for
 * messages and the title; may be NULL).  NULL and ISHI_PROBLEM_ERROR_INVALID
 * (message "FILE:LINE:COL: …") when the record is refused, has no move to
 * play, or a move of it that the rules refuse. */
IshiProblem *ishi_problem_new (IshiSgfNode *root, const char *filename, guint index,
                               GError **error);
IshiProblem *ishi_problem_ref (IshiProblem *problem);
void         ishi_problem_unref (IshiProblem *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiProblem, ishi_problem_unref)

/* GN, else the file's name with the game's number ("tsumego.sgf 3"). */
const char      *ishi_problem_get_title (const IshiProblem *problem);
const char      *ishi_problem_get_filename (const IshiProblem *problem);  /* may be NULL */
guint            ishi_problem_get_index (const IshiProblem *problem);
const IshiRules *ishi_problem_get_rules (const IshiProblem *problem);
const IshiRulesOptions *ishi_problem_get_options (const IshiProblem *problem);
int              ishi_problem_get_size (const IshiProblem *problem);
/* The whole tree, as read; never change it. */
const IshiSgfNode *ishi_problem_get_root (const IshiProblem *problem);
/* Where the problem starts: the root, or the last of its setup-only nodes
 * before the first move. */
const IshiSgfNode *ishi_problem_get_start (const IshiProblem *problem);
/* The side the learner plays: the colour of the first move the file
 * gives, else PL, else Black. */
IshiColor        ishi_problem_get_player (const IshiProblem *problem);
/* The problem's question: the comments of the root and the start, joined
 * (NULL when there is none). */
char            *ishi_problem_dup_question (const IshiProblem *problem);
/* TRUE when the file marks its lines; FALSE when its main line is the
 * answer. */
gboolean         ishi_problem_has_marks (const IshiProblem *problem);
/* The goal of IG, IM and IR; kind NONE when there is none.  FALSE, with
 * ISHI_PROBLEM_ERROR_INVALID, when they are there but cannot be read. */
gboolean         ishi_problem_get_goal (const IshiProblem *problem, IshiProblemGoal *goal,
                                        GError **error);

/* The node is on a right line (a node of the problem's tree below the
 * start). */
gboolean ishi_problem_node_on_right_line (const IshiProblem *problem, const IshiSgfNode *node);
/* Some node from the start down to this one is marked wrong (or, in a file
 * without marks, the node is off the main line). */
gboolean ishi_problem_node_on_wrong_path (const IshiProblem *problem, const IshiSgfNode *node);
/* The right lines from the start, each of IshiSgfNode* from the start's
 * child to the end of the line (of GPtrArray*). */
GPtrArray *ishi_problem_right_lines (const IshiProblem *problem);

/* ---- A record opened as a game ----------------------------------------------- */

/* Whether the game tree `root` reads as a problem rather than a game, for
 * a file opened as a game (issue 54): it sets up a position (AB, AW at the
 * root or the setup nodes after it; not handicap stones, HA) with a move
 * to play, names no players and has no result (PB, PW, RE), its main line
 * is short (60 moves at most), and its lines are marked right or wrong as
 * the Problems page reads them, or it gives its answers as variations.
 * Ishi's own problems (IG) are problems whatever else they hold. */
gboolean ishi_problem_record_is_problem (const IshiSgfNode *root);

/* ---- Text with ruby --------------------------------------------------------- */

/* Comments may give a reading to kanji as Japanese plain text does
 * (青空文庫's notation): 漢字《かんじ》 puts the reading over the kanji
 * just before it, ｜ (or |) marks where a base begins when it is not
 * those kanji: ｜純碁《じゅんご》.  Other programs show the text as it is. */
typedef enum {
  ISHI_PROBLEM_RUN_TEXT,
  ISHI_PROBLEM_RUN_RUBY,       /* `text` the base, `reading` the ruby */
  ISHI_PROBLEM_RUN_BREAK,      /* a line break (one newline) */
  ISHI_PROBLEM_RUN_PARAGRAPH,  /* a new paragraph (an empty line) */
} IshiProblemRunKind;

typedef struct {
  IshiProblemRunKind kind;
  char *text;                  /* never NULL */
  char *reading;               /* RUBY only */
} IshiProblemRun;

/* The runs of `text` (of IshiProblemRun*, freed with the array). */
GPtrArray *ishi_problem_text_runs (const char *text);
/* The text with the notation taken out: readings dropped (`with_readings`
 * FALSE) or put in parentheses after the base. */
char      *ishi_problem_text_plain (const char *text, gboolean with_readings);

/* ---- A set: a file, a collection or a folder ---------------------------------- */

typedef struct {
  char *name;              /* the file's or folder's name, for people */
  GPtrArray *problems;     /* of IshiProblem* */
  GPtrArray *errors;       /* of char*: "FILE:LINE:COL: why", for each game or
                            * file that could not be used */
} IshiProblemSet;

void ishi_problem_set_free (IshiProblemSet *set);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiProblemSet, ishi_problem_set_free)

/* Every game of an SGF file, or of each *.sgf file of a folder (not its
 * subfolders; by name).  A game or file that cannot be used goes to
 * `errors`, the rest loads.  NULL with an error only when `file` cannot be
 * read at all or gives no problem. */
IshiProblemSet *ishi_problem_set_load (GFile *file, GCancellable *cancellable, GError **error);
/* The same from text in memory; `filename` names it in messages. */
IshiProblemSet *ishi_problem_set_load_data (const char *data, gsize length, const char *filename,
                                            GError **error);
/* ishi_problem_set_load in a thread. */
void            ishi_problem_set_load_async (GFile *file, GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
IshiProblemSet *ishi_problem_set_load_finish (GAsyncResult *result, GError **error);

/* An order to go through `n` problems: 0, 1, 2… or, with `seed` not 0, a
 * random order drawn from it (the same seed, the same order).  Of guint. */
GArray *ishi_problem_order_new (guint n, guint32 seed);

G_END_DECLS
