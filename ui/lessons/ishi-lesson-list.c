/* ishi-lesson-list.c — see ishi-lesson-list.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-kanji-readings.h"
#include "ishi-lesson-list.h"
#include "ishi-lesson-progress.h"
#include "ishi-lesson-text.h"

/* Is lesson `index` replaced by a later lesson of the same id? */
static gboolean
replaced (IshiLessonSet *set, guint index)
{
  const IshiLesson *lesson = g_ptr_array_index (set->lessons, index);

  for (guint i = index + 1; i < set->lessons->len; i++)
    if (strcmp (((const IshiLesson *) g_ptr_array_index (set->lessons, i))->id, lesson->id) == 0)
      return TRUE;
  return FALSE;
}

/* The lesson that lesson `index` stands in place of (an earlier one of the
 * same id: a teacher's copy in her own folder replaces the installed one),
 * or NULL. */
static const IshiLesson *
replaces (IshiLessonSet *set, guint index)
{
  const IshiLesson *lesson = g_ptr_array_index (set->lessons, index);

  for (guint i = 0; i < index; i++)
    {
      const IshiLesson *earlier = g_ptr_array_index (set->lessons, i);

      if (strcmp (earlier->id, lesson->id) == 0)
        return earlier;
    }
  return NULL;
}

const IshiLesson *
ishi_lesson_list_lookup (IshiLessonSet *set, const char *id)
{
  g_return_val_if_fail (set != NULL && id != NULL, NULL);

  for (guint i = set->lessons->len; i-- > 0;)
    {
      const IshiLesson *lesson = g_ptr_array_index (set->lessons, i);

      if (strcmp (lesson->id, id) == 0)
        return lesson;
    }
  return NULL;
}

/* Who the lesson is for, as the list says it: a school grade, or
 * grown-ups (a lesson's grade="adult" version); progress after it. */
static char *
lesson_detail (IshiLessonProgress *progress, IshiLessonSet *set, guint index)
{
  const IshiLesson *lesson = g_ptr_array_index (set->lessons, index);
  const IshiLesson *earlier = replaces (set, index);
  g_autofree char *seen = ishi_lesson_progress_describe (progress, lesson);

  /* The list shows one lesson of an id: it says which file stands in
   * place of which, so that the one not listed is not simply missing. */
  if (earlier != NULL)
    {
      g_autofree char *mine = g_path_get_basename (lesson->filename);
      g_autofree char *theirs = g_path_get_dirname (earlier->filename);
      g_autofree char *with = NULL;

      /* TRANSLATORS: after a lesson's progress, when a lesson file in the
       * user's folder has the same id as one installed: "5 / 34 steps seen
       * · from my-lesson.xml, in place of the lesson of the same id in
       * /usr/share/ishi/lessons" */
      with = g_strdup_printf (_("%s · from %s, in place of the lesson of the same id in %s"),
                              seen, mine, theirs);
      g_free (seen);
      seen = g_steal_pointer (&with);
    }
  if (lesson->grade >= 1 && lesson->grade <= 6)
    /* TRANSLATORS: who a lesson is for, then the progress in it:
     * "For grade 3 pupils · 5 / 34 steps seen" */
    return g_strdup_printf (_("For grade %d pupils · %s"), lesson->grade, seen);
  if (lesson->grade == ISHI_LESSON_GRADE_ADULT)
    /* TRANSLATORS: "For grown-ups · 5 / 34 steps seen" */
    return g_strdup_printf (_("For grown-ups · %s"), seen);
  return g_steal_pointer (&seen);
}

static void
row_activated_cb (GtkListBox *box, GtkListBoxRow *row, gpointer unused)
{
  const char *id = g_object_get_data (G_OBJECT (row), "lesson-id");
  IshiLessonOpenFunc open = (IshiLessonOpenFunc) g_object_get_data (G_OBJECT (box), "lesson-open");

  if (id != NULL && open != NULL)
    open (id, g_object_get_data (G_OBJECT (box), "lesson-open-data"));
}

/* A text with its ruby (IshiLessonText: a GtkLabel draws none), or a
 * plain one for a file that could not be read. */
static GtkWidget *
row_text (const IshiLessonParagraph *runs, const char *plain, const char *css_class)
{
  GtkWidget *text = ishi_lesson_text_new ();

  if (runs != NULL)
    ishi_lesson_text_add_paragraph (ISHI_LESSON_TEXT (text), runs);
  else
    ishi_lesson_text_set_plain (ISHI_LESSON_TEXT (text), plain);
  if (css_class != NULL)
    gtk_widget_add_css_class (text, css_class);
  return text;
}

/* The grade whose kanji the lesson's reader knows: hers, when a parent set
 * it, or the lesson's readers'; 0 for a grown-up or no grade. */
static int
reader_grade (const IshiLesson *lesson)
{
  if (lesson->reader_grade == ISHI_LESSON_GRADE_ADULT)
    return 0;
  if (lesson->reader_grade >= 1 && lesson->reader_grade <= 6)
    return lesson->reader_grade;
  return lesson->grade >= 1 && lesson->grade <= 6 ? lesson->grade : 0;
}

static GtkWidget *
list_row (const IshiLessonParagraph *title, const char *plain_title,
          const IshiLessonParagraph *description, const char *detail, gboolean error, int grade)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *label;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 9);
  gtk_widget_set_margin_bottom (box, 9);

  gtk_box_append (GTK_BOX (box), row_text (title, plain_title, "heading"));
  if (description != NULL)
    gtk_box_append (GTK_BOX (box), row_text (description, NULL, NULL));
  if (grade > 0)
    {
      /* Ishi's words under the lesson (who it is for, 正解) read as the
       * lesson is, for its reader (issue 65 item 15) */
      g_autoptr(IshiLessonParagraph) read = ishi_kanji_readings_paragraph (detail, grade);

      gtk_box_append (GTK_BOX (box), row_text (read, NULL, "dim-label"));
    }
  else
    {
      label = gtk_label_new (detail);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_selectable (GTK_LABEL (label), error);
      gtk_widget_add_css_class (label, error ? "lesson-error" : "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !error);
  return row;
}

static GtkWidget *
group (GtkWidget *parent, const char *heading_text)
{
  GtkWidget *heading = gtk_label_new (heading_text);
  GtkWidget *box = gtk_list_box_new ();

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "lesson-game-heading");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (box, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, heading_text, -1);
  gtk_box_append (GTK_BOX (parent), heading);
  gtk_box_append (GTK_BOX (parent), box);
  return box;
}

void
ishi_lesson_list_fill (GtkWidget *parent, IshiLessonSet *set, IshiLessonProgress *progress,
                       IshiLessonOpenFunc open, gpointer data)
{
  static const struct { const char *game; const char *heading; } games[] = {
    { "go", N_("Pure Go") },
    { "renju", N_("Renju") },
  };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    gtk_box_remove (GTK_BOX (parent), child);

  for (gsize g = 0; g < G_N_ELEMENTS (games); g++)
    {
      GtkWidget *box = NULL;

      for (guint i = 0; i < set->lessons->len; i++)
        {
          const IshiLesson *lesson = g_ptr_array_index (set->lessons, i);
          g_autofree char *detail = NULL;
          GtkWidget *row;

          if (strcmp (lesson->rules->id, games[g].game) != 0 || replaced (set, i))
            continue;
          if (box == NULL)
            {
              box = group (parent, _(games[g].heading));
              g_object_set_data (G_OBJECT (box), "lesson-open", (gpointer) open);
              g_object_set_data (G_OBJECT (box), "lesson-open-data", data);
              g_signal_connect (box, "row-activated", G_CALLBACK (row_activated_cb), NULL);
            }
          detail = lesson_detail (progress, set, i);
          row = list_row (lesson->title_runs, lesson->title, lesson->description_runs, detail, FALSE,
                         reader_grade (lesson));
          g_object_set_data_full (G_OBJECT (row), "lesson-id", g_strdup (lesson->id), g_free);
          gtk_list_box_append (GTK_LIST_BOX (box), row);
        }
    }

  /* Files that could not be read: listed with what is wrong, so the
   * teacher who copied them in sees why they are missing. */
  if (set->errors->len > 0)
    {
      GtkWidget *box = group (parent, _("Lessons that could not be read"));

      for (guint i = 0; i < set->errors->len; i++)
        {
          const IshiLessonLoadError *e = g_ptr_array_index (set->errors, i);
          g_autofree char *name = g_path_get_basename (e->filename);

          gtk_list_box_append (GTK_LIST_BOX (box), list_row (NULL, name, NULL, e->error->message, TRUE, 0));
        }
    }

  if (gtk_widget_get_first_child (parent) == NULL)
    {
      GtkWidget *label = gtk_label_new (_("No lessons are installed."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (parent), label);
    }
}

char *
ishi_lesson_list_describe (IshiLessonSet *set, IshiLessonProgress *progress)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < set->lessons->len; i++)
    {
      const IshiLesson *lesson = g_ptr_array_index (set->lessons, i);
      g_autofree char *detail = NULL;

      if (replaced (set, i))
        continue;
      detail = lesson_detail (progress, set, i);
      g_string_append_printf (out, "%s — %s\n", lesson->title, detail);
    }
  for (guint i = 0; i < set->errors->len; i++)
    {
      const IshiLessonLoadError *e = g_ptr_array_index (set->errors, i);
      g_autofree char *name = g_path_get_basename (e->filename);

      g_string_append_printf (out, "%s — %s\n", name, e->error->message);
    }
  return g_string_free (out, FALSE);
}
