/* ishi-collection-picker.c — the dialog that picks a game of a collection
 * (see ishi-collection-picker.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-collection-picker.h"
#include "ishi-session.h"
#include "ishi-sgf.h"

typedef struct {
  IshiCollectionPicked picked;
  gpointer user_data;
} Picking;

char *
ishi_collection_picker_title (IshiSgfNode *root, guint index)
{
  g_autofree char *gn = ishi_sgf_node_get_simple_text (root, "GN");
  g_autofree char *pb = ishi_sgf_node_get_simple_text (root, "PB");
  g_autofree char *pw = ishi_sgf_node_get_simple_text (root, "PW");
  g_autofree char *dt = ishi_sgf_node_get_simple_text (root, "DT");

  if (gn)
    return g_strdup_printf ("%u. %s", index + 1, gn);
  if (pb || pw)
    return g_strdup_printf ("%u. %s – %s%s%s", index + 1, pb ? pb : "?", pw ? pw : "?",
                            dt ? "  " : "", dt ? dt : "");
  return g_strdup_printf (_("%u. Game %u"), index + 1, index + 1);
}

static void
response_cb (GtkDialog *dialog, int response, Picking *picking)
{
  GtkSingleSelection *selection = g_object_get_data (G_OBJECT (dialog), "selection");
  guint selected = gtk_single_selection_get_selected (selection);
  int index = response == GTK_RESPONSE_ACCEPT && selected != GTK_INVALID_LIST_POSITION
              ? (int) selected : -1;

  gtk_window_destroy (GTK_WINDOW (dialog));
  picking->picked (index, picking->user_data);
  g_free (picking);
}

static void
activate_cb (GtkListView *list, guint position, GtkDialog *dialog)
{
  gtk_dialog_response (dialog, GTK_RESPONSE_ACCEPT);
}

static void
setup_row_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (label, 10);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_item_set_child (item, label);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *title = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (title));
}

GtkWindow *
ishi_collection_picker_show (GtkWindow *parent, GPtrArray *games,
                             IshiCollectionPicked picked, gpointer user_data)
{
  GtkWidget *dialog, *list, *scrolled;
  GtkStringList *titles;
  GtkSingleSelection *selection;
  GtkListItemFactory *factory;
  Picking *picking;

  g_return_val_if_fail (games != NULL && picked != NULL, NULL);

  picking = g_new0 (Picking, 1);
  picking->picked = picked;
  picking->user_data = user_data;
  dialog = gtk_dialog_new_with_buttons (_("Choose a Game"), parent,
                                        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT
                                        | GTK_DIALOG_USE_HEADER_BAR,
                                        _("_Cancel"), GTK_RESPONSE_CANCEL,
                                        _("_Open"), GTK_RESPONSE_ACCEPT,
                                        NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 420, 360);
  /* A list view makes rows only for what is on screen: a collection of
   * 70,000 games opens as fast as one of ten (issue 14). */
  titles = gtk_string_list_new (NULL);
  for (guint i = 0; i < games->len; i++)
    {
      IshiCollectionGame *game = g_ptr_array_index (games, i);

      gtk_string_list_append (titles, game->title);
    }
  selection = gtk_single_selection_new (G_LIST_MODEL (titles));
  gtk_single_selection_set_autoselect (selection, TRUE);
  gtk_single_selection_set_selected (selection, 0);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  gtk_list_view_set_single_click_activate (GTK_LIST_VIEW (list), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games in this file"), -1);
  g_signal_connect (list, "activate", G_CALLBACK (activate_cb), dialog);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (gtk_dialog_get_content_area (GTK_DIALOG (dialog))), scrolled);
  g_object_set_data (G_OBJECT (dialog), "selection", selection);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), picking);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
