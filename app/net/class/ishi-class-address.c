/* ishi-class-address.c — where the pupils' tablets join the class: the
 * address of the class's page (ishi-room-web.h, told by the room as
 * `700 web URL`) as text and as a QR code, in a bar above the boards and
 * as a page of its own as large as the window, for the projector.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ishi-class-window-private.h"
#include "ishi-qr-view.h"
#include "ishi-room-server.h"

static void
large_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "address");
}

static void
back_clicked_cb (GtkButton *button, IshiClassWindow *self)
{
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "grid");
}

GtkWidget *
ishi_class_address_bar_new (IshiClassWindow *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *caption = gtk_label_new (_("Pupils on tablets: read the QR code, or open this address in the browser:"));
  GtkWidget *large = gtk_button_new_with_mnemonic (_("Show the Address _Large"));

  self->address_qr = ishi_qr_view_new ();
  gtk_widget_set_size_request (self->address_qr, 120, 120);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  /* The address large enough to be typed from the back row (not
   * selectable: a selectable label takes the focus and shows itself
   * selected on the projector). */
  self->address_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->address_label, 0);
  self->window_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->window_label, 0);
  gtk_label_set_wrap (self->window_label, TRUE);
  gtk_widget_set_name (GTK_WIDGET (self->window_label), "window-address");
  gtk_box_append (GTK_BOX (words), caption);
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (self->address_label));
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (self->window_label));
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (large, GTK_ALIGN_CENTER);
  g_signal_connect (large, "clicked", G_CALLBACK (large_clicked_cb), self);
  gtk_box_append (GTK_BOX (bar), self->address_qr);
  gtk_box_append (GTK_BOX (bar), words);
  gtk_box_append (GTK_BOX (bar), large);
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_name (bar, "address-bar");
  gtk_widget_set_visible (bar, FALSE);
  self->address_bar = bar;
  return bar;
}

GtkWidget *
ishi_class_address_page_new (IshiClassWindow *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back to All Boards"));
  GtkWidget *caption = gtk_label_new (_("Join from a tablet: read the code with its camera, or type the address."));

  gtk_widget_set_halign (back, GTK_ALIGN_START);
  gtk_widget_set_margin_start (back, 12);
  gtk_widget_set_margin_top (back, 12);
  g_signal_connect (back, "clicked", G_CALLBACK (back_clicked_cb), self);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_widget_add_css_class (caption, "title-2");
  self->address_qr_large = ishi_qr_view_new ();
  gtk_widget_set_vexpand (self->address_qr_large, TRUE);
  gtk_widget_set_hexpand (self->address_qr_large, TRUE);
  self->address_large = GTK_LABEL (gtk_label_new (NULL));
  /* The room's code too: a pupil needs both. */
  self->address_code = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->address_code), "address-code");
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->address_code), 24);
  gtk_box_append (GTK_BOX (page), back);
  gtk_box_append (GTK_BOX (page), caption);
  gtk_box_append (GTK_BOX (page), self->address_qr_large);
  self->window_large = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->window_large, TRUE);
  gtk_label_set_justify (self->window_large, GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->address_large));
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->window_large));
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->address_code));
  return page;
}

/* What a pupil at an Ishi window types in Join a Room: the page's host
 * and the room's port (none when it is the default, which the form
 * takes; the form takes the page's address too), or NULL. */
char *
ishi_class_address_for_windows (const char *url, guint16 room_port)
{
  g_autoptr (GUri) uri = url ? g_uri_parse (url, G_URI_FLAGS_NONE, NULL) : NULL;
  const char *host = uri ? g_uri_get_host (uri) : NULL;

  if (host == NULL || *host == '\0')
    return NULL;
  if (room_port == 0 || room_port == ISHI_ROOM_DEFAULT_PORT)
    return strchr (host, ':') ? g_strdup_printf ("[%s]", host) : g_strdup (host);
  return strchr (host, ':') ? g_strdup_printf ("[%s]:%u", host, room_port) : g_strdup_printf ("%s:%u", host, room_port);
}

void
ishi_class_address_update (IshiClassWindow *self)
{
  g_autofree char *for_windows = NULL, *window_words = NULL, *window_markup = NULL;
  const char *url = ishi_room_client_get_web_url (self->client);
  const char *code = ishi_room_client_get_room_code (self->client);
  g_autofree char *small = NULL, *markup = NULL, *code_markup = NULL;

  ishi_qr_view_set_text (ISHI_QR_VIEW (self->address_qr), url);
  ishi_qr_view_set_text (ISHI_QR_VIEW (self->address_qr_large), url);
  gtk_widget_set_visible (self->address_bar, url != NULL && ishi_room_client_is_teacher (self->client));
  if (url == NULL)
    {
      if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "address") == 0)
        gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "grid");
      return;
    }
  small = g_markup_printf_escaped ("<span size='200%%' weight='bold'>%s</span>", url);
  gtk_label_set_markup (self->address_label, small);
  markup = g_markup_printf_escaped ("<span size='300%%' weight='bold'>%s</span>", url);
  gtk_label_set_markup (self->address_large, markup);
  /* The code half as large again as the band's over the boards, which
   * grows with the window (ishi-class-boards.c): at a fixed 300 % it came
   * out smaller there than over the boards at a projector's size. */
  code_markup = code ? g_markup_printf_escaped ("<span size='150%%'>%s</span>  <span size='%d' weight='bold'>%s</span>",
                                                _("The room’s code"),
                                                (int) (MAX (self->code_px, 40) * 1.5 * 0.75 * PANGO_SCALE), code)
                     : NULL;
  gtk_label_set_markup (self->address_code, code_markup ? code_markup : "");
  /* A pupil at an Ishi window types the room's computer (issue 65, 3). */
  for_windows = ishi_class_address_for_windows (url, self->room_port);
  window_words = for_windows ? g_strdup_printf (_("In an Ishi window: Join a Room, address %s"), for_windows) : NULL;
  gtk_label_set_text (self->window_label, window_words ? window_words : "");
  window_markup = window_words ? g_markup_printf_escaped ("<span size='150%%'>%s</span>", window_words) : NULL;
  gtk_label_set_markup (self->window_large, window_markup ? window_markup : "");
}
