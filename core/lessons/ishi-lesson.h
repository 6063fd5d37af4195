/* ishi-lesson.h — a lesson loaded from an XML lesson file, and the loader.
 *
 * The format is described for teachers in data/lessons/README.md and
 * defined by the RELAX NG schema data/lessons/lesson.rng (compiled into
 * core, so no installed data directory is needed to validate).
 *
 * The loaded model is plain data: public structs that the caller reads
 * directly and never changes.  Everything hangs from one IshiLesson and is
 * freed with ishi_lesson_free().  Every point is already converted to core
 * coordinates (ishi-types.h: x from the left, y from the TOP, 0-based) with
 * the game's IshiRules parse_point; a pass is (-1, -1).  Every element keeps
 * the line it was read from (`line`), so that the checker and the window can
 * say `FILE:LINE: …`.
 *
 * Which points are "right" for a task, and what a position looks like at a
 * given point of a step, are answered by core too (ishi_lesson_step_position,
 * ishi_lesson_task_judge) — a view never needs its own rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ishi-rules.h"
#include "ishi-types.h"

G_BEGIN_DECLS

/* Errors of the loader (domain ISHI_LESSON_ERROR).  The message always
 * starts with "FILE:LINE: " (LINE is 0 when no line applies, e.g. a file
 * that cannot be read). */
#define ISHI_LESSON_ERROR (ishi_lesson_error_quark ())
GQuark ishi_lesson_error_quark (void);

typedef enum {
  ISHI_LESSON_ERROR_IO,        /* cannot be read */
  ISHI_LESSON_ERROR_TOO_LARGE, /* over ISHI_LESSON_MAX_BYTES */
  ISHI_LESSON_ERROR_DOCTYPE,   /* has a DOCTYPE (refused before any parsing of it) */
  ISHI_LESSON_ERROR_XML,       /* not well-formed XML */
  ISHI_LESSON_ERROR_SCHEMA,    /* does not follow lesson.rng */
  ISHI_LESSON_ERROR_INVALID,   /* follows the schema, but a value is wrong
                                * (a point off the board, two stones on a point…) */
  ISHI_LESSON_ERROR_CHECK,     /* ishi_lesson_check(): a claim the rules refute */
} IshiLessonError;

/* Files larger than this are refused unread. */
#define ISHI_LESSON_MAX_BYTES (4 * 1024 * 1024)

/* ---- Rich text ------------------------------------------------------- */

typedef enum {
  ISHI_LESSON_RUN_TEXT,   /* plain text */
  ISHI_LESSON_RUN_EM,     /* <em>: emphasised text */
  ISHI_LESSON_RUN_RUBY,   /* <ruby>base<rt>reading</rt></ruby>: `text` is the base, `ruby` the reading */
  ISHI_LESSON_RUN_BREAK,  /* <br/>: a line break; `text` is "" */
} IshiLessonRunKind;

typedef struct {
  IshiLessonRunKind kind;
  char *text;             /* UTF-8, never NULL; white space as written */
  char *ruby;             /* the reading of a RUBY run; NULL otherwise */
} IshiLessonRun;

/* One <p> (or the <prompt> of a task): a list of runs. */
typedef struct {
  GPtrArray *runs;        /* of IshiLessonRun* */
  int line;
} IshiLessonParagraph;

void ishi_lesson_run_free (gpointer run);
void ishi_lesson_paragraph_free (IshiLessonParagraph *paragraph);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiLessonParagraph, ishi_lesson_paragraph_free)

/* ---- Diagram ----------------------------------------------------------- */

typedef enum {
  ISHI_LESSON_MARK_TRIANGLE,
  ISHI_LESSON_MARK_SQUARE,
  ISHI_LESSON_MARK_CIRCLE,
  ISHI_LESSON_MARK_CROSS,
} IshiLessonMarkShape;

typedef struct {
  IshiPoint point;
  char *text;             /* <label text="a">: short text drawn on the point */
  int line;
} IshiLessonLabel;

typedef struct {
  IshiPoint point;
  IshiLessonMarkShape shape;
  int line;
} IshiLessonMark;

typedef struct {
  IshiPoint from;         /* both ends inclusive */
  IshiPoint to;
  int line;
} IshiLessonLine;

/* A numbered move of a diagram, or a move of a sequence. */
typedef struct {
  IshiColor color;        /* given, or alternating from Black (diagram moves) /
                           * from the side to move after the diagram (sequence) */
  IshiPoint point;        /* (-1, -1) for a pass */
  int number;             /* the number drawn: number="N", else 1, 2, … in order
                           * (sequence moves continue after the diagram's moves) */
  GPtrArray *text;        /* sequence moves only: of IshiLessonParagraph*; may be empty */
  gboolean twice;         /* twice="true": the same colour as the move before, on
                           * purpose (the checker refuses it otherwise) */
  int line;
} IshiLessonMove;

/* What a diagram claims to show (shows="…"). */
typedef enum {
  ISHI_LESSON_SHOWS_NONE = 0,
  ISHI_LESSON_SHOWS_FIVE,
  ISHI_LESSON_SHOWS_OVERLINE,
  ISHI_LESSON_SHOWS_FOUR,
  ISHI_LESSON_SHOWS_STRAIGHT_FOUR,
  ISHI_LESSON_SHOWS_THREE,
  ISHI_LESSON_SHOWS_FOUR_THREE,
  ISHI_LESSON_SHOWS_DOUBLE_FOUR,
  ISHI_LESSON_SHOWS_DOUBLE_THREE,
} IshiLessonShows;

typedef struct {
  int size;               /* the whole board: Go 5..25 (default 9), Renju 15 */
  IshiColor to_move;      /* to-move="black|white"; default Black (after the
                           * numbered moves: the other colour of the last one) */
  gboolean to_move_given; /* TRUE when to-move was written */
  /* region="A19:K10": only this rectangle is drawn, in core coordinates,
   * region_min = top-left, region_max = bottom-right, both inclusive.
   * Without a region (has_region FALSE) they span the whole board. */
  gboolean has_region;
  IshiPoint region_min;
  IshiPoint region_max;
  GArray *black;          /* of IshiPoint: setup stones */
  GArray *white;          /* of IshiPoint */
  GArray *labels;         /* of IshiLessonLabel */
  GArray *marks;          /* of IshiLessonMark */
  GArray *highlights;     /* of IshiPoint */
  GArray *lines;          /* of IshiLessonLine */
  GPtrArray *moves;       /* of IshiLessonMove*: numbered moves, played in order */
  IshiLessonShows shows;
  int line;
} IshiLessonDiagram;

/* ---- Task -------------------------------------------------------------- */

typedef enum {
  ISHI_LESSON_CONDITION_NONE = 0,    /* only the listed points are right */
  ISHI_LESSON_CONDITION_CAPTURES,    /* captures at least `count` stones */
  ISHI_LESSON_CONDITION_ATARI,       /* leaves an enemy string with exactly one liberty */
  ISHI_LESSON_CONDITION_LEGAL,       /* is a legal move */
  ISHI_LESSON_CONDITION_FIVE,        /* makes five (Black: exactly five; White: five or more) */
  ISHI_LESSON_CONDITION_FOUR,        /* makes a four */
  ISHI_LESSON_CONDITION_STRAIGHT_FOUR, /* makes a straight four (棒四) */
  ISHI_LESSON_CONDITION_FOUR_THREE,  /* makes a four and a three at once, and is allowed */
  ISHI_LESSON_CONDITION_BLOCK_FOUR,  /* after it the opponent has no point that makes five */
  ISHI_LESSON_CONDITION_FORBIDDEN,   /* the point is forbidden for Black */
  /* Renju puzzles (詰め連珠): the move starts a forced win of the side to
   * play in at most `moves` moves, counted as a puzzle counts them (the
   * attacker's moves and the defender's replies, up to the move that makes
   * the win certain: a four-three, an open four, a double four, a four
   * whose one defence is forbidden to Black; ishi-renju-solver.h) */
  ISHI_LESSON_CONDITION_VCF,         /* by continuous fours */
  ISHI_LESSON_CONDITION_VCT,         /* by threes and fours */
  /* Renju's opening rules with fifth moves offered: the point is the same
   * fifth move as the one offered at `of` — a turn or a reflection of the
   * stones, about any point or line, carries one onto the other
   * (ishi_renju_fifths_symmetric), so the two may not both be offered */
  ISHI_LESSON_CONDITION_SAME_FIFTH,
} IshiLessonCondition;

typedef enum {
  ISHI_LESSON_THEN_NEXT = 0,  /* after a right answer (and reply) Next moves on */
  ISHI_LESSON_THEN_STAY,      /* the step stays */
} IshiLessonThen;

typedef struct {
  IshiColor to_play;          /* to-play, default: the side to move of the diagram */
  IshiLessonParagraph *prompt;
  GArray *answers;            /* of IshiPoint: <answer at="…">; may be empty (condition only) */
  IshiLessonCondition condition;
  int count;                  /* CAPTURES: at least this many (default 1) */
  int moves;                  /* VCF, VCT: in at most this many moves (moves="N") */
  IshiPoint of;               /* SAME_FIFTH: the fifth move offered (of="g10") */
  GPtrArray *right;           /* of IshiLessonParagraph*; may be empty */
  GPtrArray *wrong;           /* of IshiLessonParagraph*; may be empty */
  GPtrArray *hint;            /* of IshiLessonParagraph*; may be empty */
  gboolean has_reply;
  IshiPoint reply;            /* the opponent's reply after a right answer; may be a pass */
  IshiLessonThen then;
  int line;
  int answer_line;
} IshiLessonTask;

/* ---- Step and lesson ----------------------------------------------------- */

typedef struct {
  char *id;                   /* NULL when not given */
  char *title;                /* NULL when not given; ruby readings left out */
  IshiLessonParagraph *title_runs; /* the title with its ruby; NULL when not given */
  IshiLessonDiagram diagram;
  GPtrArray *text;            /* of IshiLessonParagraph* */
  GPtrArray *sequence;        /* of IshiLessonMove*; may be empty */
  IshiLessonTask *task;       /* NULL when the step has none */
  int line;
} IshiLessonStep;

typedef struct {
  char *filename;             /* as given to the loader (used in messages) */
  char *id;
  const IshiRules *rules;     /* ishi_rules_go() or ishi_rules_renju() */
  char *audience;             /* audience="…" or NULL (e.g. "child") */
  int order;                  /* order="N" (0–9999): the list shows lower
                               * first; ISHI_LESSON_NO_ORDER when absent */
  int grade;                  /* grade="N" (1–6): the school grade of its readers,
                               * whose kanji they know (ishi_lesson_check_grade);
                               * ISHI_LESSON_GRADE_ADULT for grade="adult" (a
                               * lesson for grown-ups); 0 when absent */
  char *title;                /* ruby readings left out */
  IshiLessonParagraph *title_runs;       /* the title with its ruby */
  char *description;          /* "" when absent; ruby readings left out */
  IshiLessonParagraph *description_runs; /* with its ruby; NULL when absent */
  GPtrArray *steps;           /* of IshiLessonStep* */
  int line;                   /* of <lesson> */
  int reader_grade;           /* 0: its readers are those of `grade`; else the
                               * grade of the one reading it (1–6, or
                               * ISHI_LESSON_GRADE_ADULT: no readings), set by
                               * ishi_lesson_set_reader_grade */
} IshiLesson;

#define ISHI_LESSON_NO_ORDER G_MAXINT
#define ISHI_LESSON_GRADE_ADULT 99

void ishi_lesson_free (IshiLesson *lesson);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiLesson, ishi_lesson_free)

/* Loads and validates one lesson file.  Refuses, with an ISHI_LESSON_ERROR
 * whose message is "FILE:LINE: what is wrong": a file over
 * ISHI_LESSON_MAX_BYTES, any DOCTYPE (before libxml2 sees it: no entity is
 * ever expanded, no external DTD or entity is loaded, nothing goes to the
 * network), malformed XML, a schema violation, an unreadable or off-board
 * point, a point outside the region, two setup stones on one point. */
IshiLesson *ishi_lesson_load (const char *filename, GError **error);

/* The same, from memory; `filename` is only used in messages. */
IshiLesson *ishi_lesson_load_from_data (const char *data, gsize length,
                                        const char *filename, GError **error);

/* The text of a list of paragraphs without markup (ruby as "base(reading)"),
 * paragraphs separated by "\n".  Newly allocated. */
char *ishi_lesson_paragraphs_to_plain (GPtrArray *paragraphs);

/* ---- Many lessons --------------------------------------------------------- */

/* A file that could not be loaded. */
typedef struct {
  char *filename;
  GError *error;              /* message "FILE:LINE: …" */
} IshiLessonLoadError;

typedef struct {
  GPtrArray *lessons;         /* of IshiLesson*, by order="…" (lessons without it
                               * last); the same order by folder, installed ones
                               * first, then by file name */
  GPtrArray *errors;          /* of IshiLessonLoadError* */
} IshiLessonSet;

void ishi_lesson_set_free (IshiLessonSet *set);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiLessonSet, ishi_lesson_set_free)

/* Loads every *.xml file of each directory in `dirs` (NULL-terminated; a
 * missing directory is skipped).  A broken file goes to `errors`; every
 * other file still loads.  Never fails. */
IshiLessonSet *ishi_lesson_set_load_dirs (const char * const *dirs);

/* The directories lessons come from: `installed_dir` (the installed
 * $pkgdatadir/lessons, given by the caller; may be NULL) and
 * $XDG_DATA_HOME/ishi/lessons.  Returns a NULL-terminated array for
 * ishi_lesson_set_load_dirs(); free with g_strfreev(). */
char **ishi_lesson_default_dirs (const char *installed_dir);

/* ---- Positions and judging ------------------------------------------------ */

/* The position of `step` after its setup, its numbered moves and the first
 * `n_sequence` moves of its sequence (0 = the diagram as drawn).  The side to
 * move is set as the lesson says.  NULL with an error if a move is refused
 * (ishi_lesson_check reports that at load-check time). */
IshiPosition *ishi_lesson_step_position (const IshiLesson *lesson,
                                         const IshiLessonStep *step,
                                         guint n_sequence,
                                         GError **error);

/* Does (x, y) satisfy `condition` for `color` in `position`? (count for
 * CAPTURES).  The position is not changed.  Used by the checker and by a
 * view that judges a learner's move. */
gboolean ishi_lesson_condition_holds (const IshiRules *rules,
                                      const IshiPosition *position,
                                      IshiLessonCondition condition, int count,
                                      IshiColor color, int x, int y);

/* Does (x, y) satisfy `task`'s condition in `position`: the condition with
 * the task's count, colour and offered point. */
gboolean ishi_lesson_task_holds (const IshiRules *rules, const IshiPosition *position,
                                 const IshiLessonTask *task, int x, int y);

/* Is the learner's move (x, y) a right answer to the step's task, in the
 * position where the task is asked (the diagram after its whole sequence)?
 * Right means: a listed point when the task lists points; otherwise a point
 * that satisfies the condition. */
gboolean ishi_lesson_task_judge (const IshiLesson *lesson,
                                 const IshiLessonStep *step,
                                 const IshiPosition *position,
                                 int x, int y);

/* The right answers of the step's task in `position` (where the task is
 * asked), of IshiPoint: the listed points when the task lists points;
 * otherwise every point of the diagram's region that satisfies the
 * condition.  Empty when the step has no task.  For a view that marks the
 * answer (Hint). */
GArray *ishi_lesson_task_answers (const IshiLesson *lesson,
                                  const IshiLessonStep *step,
                                  const IshiPosition *position);

/* ---- Renju puzzles (詰め連珠) ---------------------------------------------- */

/* Is the task a puzzle (condition vcf or vct)? */
gboolean ishi_lesson_task_is_puzzle (const IshiLessonTask *task);

typedef enum {
  ISHI_LESSON_PUZZLE_WRONG,         /* the move does not keep a win in the moves left */
  ISHI_LESSON_PUZZLE_GO_ON,         /* right; the defender's reply is `reply` */
  ISHI_LESSON_PUZZLE_WON,           /* right, and the win is now certain (a five, a
                                     * four-three, an open four, a double four) */
  ISHI_LESSON_PUZZLE_WON_FORBIDDEN, /* right: the four's one defence, `forbidden`,
                                     * is forbidden to Black */
} IshiLessonPuzzleVerdict;

/* The learner, as the puzzle's attacker (task->to_play), plays (x, y) in
 * `position` with `moves_left` moves of the puzzle left (task->moves at
 * the start, 2 fewer after each move and reply).  Judged by the solver
 * (ishi-renju-solver.h), as the checker proves the puzzle: right when the
 * move starts a win of the puzzle's kind within the moves left.  For
 * GO_ON, `reply` is the defender's answer: the forced block of a four, or
 * the defence that holds out longest against a three.  `reply` and
 * `forbidden` may be NULL. */
IshiLessonPuzzleVerdict ishi_lesson_puzzle_judge (const IshiLesson *lesson,
                                                  const IshiLessonStep *step,
                                                  const IshiPosition *position,
                                                  int moves_left, int x, int y,
                                                  IshiPoint *reply, IshiPoint *forbidden);

/* The same in a worker thread (ishi-renju-solve-task.h), so that a window
 * does not freeze: `position` is copied at once, and nothing of `lesson`
 * or `step` is held.  _finish sets `error` (G_IO_ERROR_CANCELLED) when
 * `cancellable` was cancelled; then the verdict means nothing. */
void ishi_lesson_puzzle_judge_async (const IshiLesson *lesson, const IshiLessonStep *step,
                                     const IshiPosition *position, int moves_left, int x, int y,
                                     GCancellable *cancellable, GAsyncReadyCallback callback,
                                     gpointer user_data);
IshiLessonPuzzleVerdict ishi_lesson_puzzle_judge_finish (GAsyncResult *result, IshiPoint *reply,
                                                         IshiPoint *forbidden, GError **error);

/* A winning line from `position` (the attacker to move) within
 * `moves_left`: the attacker's moves and the defender's replies, of
 * IshiPoint, attacker first; starting with `first` when it is not NULL.
 * Empty when the solver finds none.  For Hint's answer. */
GArray *ishi_lesson_puzzle_line (const IshiLesson *lesson, const IshiLessonStep *step,
                                 const IshiPosition *position, int moves_left,
                                 const IshiPoint *first);

/* ---- Checker --------------------------------------------------------------- */

/* Replays every diagram, numbered move, sequence and task of `lesson`
 * through the rules and appends one "FILE:LINE: what is wrong" string per
 * wrong claim to `problems` (of char*, g_free).  Returns TRUE when there is
 * none.  See ishi-lesson-check.c for the precise checks. */
gboolean ishi_lesson_check (const IshiLesson *lesson, GPtrArray *problems);

/* The same, and appends "FILE:LINE: warning: …" (of char*, g_free) to
 * `warnings` for what works but should not be so: a Renju puzzle with a
 * second winning first move.  `warnings` may be NULL (not looked for:
 * that search costs as much as the proof). */
gboolean ishi_lesson_check_full (const IshiLesson *lesson, GPtrArray *problems,
                                 GPtrArray *warnings);

/* Everything `ishi-tool lessons check` checks, for every caller that says
 * what it says (the tool, Save as a Lesson Step): the problems and the
 * warnings of ishi_lesson_check_full, then the kanji warnings of
 * ishi_lesson_check_grade.  Returns TRUE when there is no problem
 * (warnings may remain). */
gboolean ishi_lesson_check_all (const IshiLesson *lesson, GPtrArray *problems, GPtrArray *warnings);

/* For a lesson with grade="N": appends one "FILE:LINE: warning: …" (of
 * char*, g_free) for every kanji of its titles, description and texts
 * that the table of kanji by school grade (学年別漢字配当表, 2020; see
 * ishi-kanji-grade.h) does not teach by grade N and that has no ruby.
 * Returns how many; 0 for a lesson without a grade. */
guint    ishi_lesson_check_grade (const IshiLesson *lesson, GPtrArray *warnings);

G_END_DECLS
