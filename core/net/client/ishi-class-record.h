/* ishi-class-record.h — each pupil's progress in a class, by name, kept on
 * the teacher's computer across classes: the lesson steps she answered,
 * those right at the first try, the hints she asked for, the games she
 * played and won.  A key file (one group per pupil), saved atomically;
 * the report is a table of it, as rows or as CSV.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _IshiClassRecord IshiClassRecord;

typedef struct {
  char *name;
  guint answered;            /* lesson steps answered (each step once) */
  guint first_try;           /* … right at the first try */
  guint hints;               /* … with a hint asked for */
  guint games, won;
} IshiClassRow;

/* The record kept in `path`; an empty one when there is no file yet.
 * NULL (and the file named in the error) when the file cannot be read. */
IshiClassRecord *ishi_class_record_load (const char *path, GError **error);
void             ishi_class_record_free (IshiClassRecord *record);
gboolean         ishi_class_record_save (IshiClassRecord *record, GError **error);

/* An answer to step `step` of `lesson`: a step counts once, with the best
 * it came to (right, at the first try) and whether a hint was asked. */
void ishi_class_record_note_answer (IshiClassRecord *record, const char *name, const char *lesson,
                                    guint step, gboolean right, gboolean first_try, gboolean hinted);
/* A game `game_id` (unique in the class: say "2026-11-25 table 3 game 2")
 * played by `name`, won or not; a game counts once. */
void ishi_class_record_note_game (IshiClassRecord *record, const char *name, const char *game_id,
                                  gboolean won);

/* The teacher renamed a pupil (a name typed wrong): her progress goes
 * with her, into what the new name has already. */
void ishi_class_record_rename (IshiClassRecord *record, const char *old, const char *new);

/* The rows, by name (free with g_ptr_array_unref). */
GPtrArray *ishi_class_record_rows (IshiClassRecord *record);
/* The report's columns (a row's name, then its five counts in the order
 * of IshiClassRow) and their titles, translated. */
#define ISHI_CLASS_RECORD_N_COLUMNS 6
const char *ishi_class_record_column_title (guint column);
/* The report as CSV (RFC 4180: a header line of the titles, one line per
 * pupil), in UTF-8 with a byte order mark, for spreadsheets to read it as
 * UTF-8 whatever their language. */
char      *ishi_class_record_to_csv (IshiClassRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (IshiClassRecord, ishi_class_record_free)

G_END_DECLS
