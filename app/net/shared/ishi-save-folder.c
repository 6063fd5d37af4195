/* ishi-save-folder.c — see ishi-save-folder.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ishi-save-folder.h"

#define KEY "ishi-save-folder"

GFile *
ishi_save_folder_default (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

GFile *
ishi_save_folder_for (GObject *owner)
{
  GFile *last = owner ? g_object_get_data (owner, KEY) : NULL;

  return last ? g_object_ref (last) : ishi_save_folder_default ();
}

void
ishi_save_folder_remember (GObject *owner, GFile *saved)
{
  g_return_if_fail (G_IS_OBJECT (owner));
  g_return_if_fail (G_IS_FILE (saved));
  g_object_set_data_full (owner, KEY, g_file_get_parent (saved), g_object_unref);
}

void
ishi_save_folder_apply (GtkFileChooser *chooser, GObject *owner)
{
  g_autoptr (GFile) folder = ishi_save_folder_for (owner);

  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}
