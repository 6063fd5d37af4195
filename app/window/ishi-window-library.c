/* ishi-window-library.c — a RenLib library opened: the set its texts were
 * read in said in the info bar, with a list to read them in another when
 * the guess was wrong (issue 78).  RenLib writes its texts in its user's
 * Windows code page and says nothing of it, so Ishi guesses
 * (core/record/ishi-renlib.c); the player who sees 「¡ï»¶Ó­Ê¹ÓÃ」 where
 * Chinese should stand picks Chinese and the library is read again, the
 * choice kept in the record (RLCA) and used when it is saved back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-window-private.h"

/* The sets a library is written in, as the list offers them: the name the
 * reader reports, and the words for people. */
static const struct {
  const char *name;
  const char *label;
} sets[] = {
  { "GB18030", N_("Chinese, simplified (GBK)") },
  { "Big5", N_("Chinese, traditional (Big5)") },
  { "Shift_JIS", N_("Japanese (Shift_JIS)") },
  { "EUC-KR", N_("Korean (EUC-KR)") },
  { "windows-1252", N_("Western (Windows-1252)") },
  { "UTF-8", N_("Unicode (UTF-8)") },
};

typedef struct {
  GFile *file;
  const char *encoding;
} Reread;

static void
reread_free (gpointer data)
{
  Reread *reread = data;

  g_object_unref (reread->file);
  g_free (reread);
}

static void
reread_now (GtkWindow *window, gpointer data)
{
  Reread *reread = data;

  ishi_reader_read_as (ISHI_WINDOW (window)->reader, reread->file, reread->encoding);
  reread_free (reread);
}

static guint
index_of (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    if (g_strcmp0 (sets[i].name, name) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

static void
chosen_cb (GtkDropDown *list, GParamSpec *pspec, IshiWindow *self)
{
  guint i = gtk_drop_down_get_selected (list);
  Reread *reread;

  if (self->library_file == NULL || i >= G_N_ELEMENTS (sets) || sets[i].name == self->library_encoding)
    return;
  reread = g_new0 (Reread, 1);
  reread->file = g_object_ref (self->library_file);
  reread->encoding = sets[i].name;
  /* the game shown may have changes: asked first, as for any Open */
  ishi_window_guard (self, reread_now, reread, reread_free);
}

static void
make_list (IshiWindow *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    gtk_string_list_append (labels, _(sets[i].label));
  /* Beside the bar's words, which say what it is for; a screen reader
   * hears its name. */
  self->library_list = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->library_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The set the library’s comments are read in"), -1);
  gtk_widget_set_valign (GTK_WIDGET (self->library_list), GTK_ALIGN_CENTER);
  self->library_box = GTK_WIDGET (self->library_list);
  gtk_info_bar_add_action_widget (self->info_bar, self->library_box, GTK_RESPONSE_NONE);
  g_signal_connect (self->library_list, "notify::selected", G_CALLBACK (chosen_cb), self);
}

void
ishi_window_library_read (IshiWindow *self, GFile *file, GPtrArray *games)
{
  IshiCollectionGame *entry = games && games->len == 1 ? g_ptr_array_index (games, 0) : NULL;

  g_clear_object (&self->library_file);
  self->library_encoding = NULL;
  if (entry == NULL || !entry->from_renlib || entry->encoding == NULL)
    return;
  self->library_file = g_object_ref (file);
  self->library_encoding = entry->encoding;
  self->library_guessed = entry->encoding_guessed;
}

gboolean
ishi_window_library_opened (IshiWindow *self)
{
  guint i;
  g_autofree char *text = NULL;

  if (self->library_file == NULL)
    return FALSE;
  if (self->library_box == NULL)
    make_list (self);
  i = index_of (self->library_encoding);
  g_signal_handlers_block_by_func (self->library_list, chosen_cb, self);
  gtk_drop_down_set_selected (self->library_list, i);
  g_signal_handlers_unblock_by_func (self->library_list, chosen_cb, self);
  text = g_strdup_printf (self->library_guessed
                          /* Translators: a RenLib library's texts; the set, as "Chinese, simplified (GBK)" */
                          ? _("The library’s comments were read as %s, the set they look like. If they look wrong, "
                              "choose the set they were written in.")
                          : _("The library’s comments were read as %s."),
                          i < G_N_ELEMENTS (sets) ? _(sets[i].label) : self->library_encoding);
  ishi_window_show_info (self, text, NULL, GTK_MESSAGE_INFO);
  gtk_widget_set_visible (self->library_box, TRUE);
  return TRUE;
}

void
ishi_window_library_hide (IshiWindow *self)
{
  if (self->library_box)
    gtk_widget_set_visible (self->library_box, FALSE);
}
