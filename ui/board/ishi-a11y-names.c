/* ishi-a11y-names.c — names a screen reader can say, for the controls
 * GTK 4.8 leaves unnamed (see ishi-a11y-names.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-a11y-names"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ishi-a11y-names.h"

#define NAME_KEY "ishi-drop-down-name"

/* The drop-down's own toggle button: the child that takes the focus. */
static GtkWidget *
focus_button (GtkDropDown *drop_down)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      return child;
  return NULL;
}

static void
update_name (GtkDropDown *drop_down)
{
  GtkWidget *button = focus_button (drop_down);
  const char *name = g_object_get_data (G_OBJECT (drop_down), NAME_KEY);
  gpointer item = gtk_drop_down_get_selected_item (drop_down);
  g_autofree char *text = NULL;

  if (button == NULL)
    return;
  text = GTK_IS_STRING_OBJECT (item)
    ? g_strdup_printf ("%s, %s", name, gtk_string_object_get_string (item))
    : g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
selected_item_cb (GtkDropDown *drop_down, GParamSpec *pspec, gpointer data)
{
  update_name (drop_down);
}

void
ishi_drop_down_name_button (GtkDropDown *drop_down, const char *name)
{
  g_autoptr(GList) labels = NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  labels = gtk_widget_list_mnemonic_labels (GTK_WIDGET (drop_down));
  if (name == NULL && labels != NULL)
    name = gtk_label_get_text (GTK_LABEL (labels->data));
  g_return_if_fail (name != NULL);
  g_object_set_data_full (G_OBJECT (drop_down), NAME_KEY, g_strdup (name), g_free);
  /* "selected-item" changes with the choice and with a new model. */
  g_signal_connect (drop_down, "notify::selected-item", G_CALLBACK (selected_item_cb), NULL);
  update_name (drop_down);
}

/* The info bar's close button: a button with the close icon and no
 * label, wherever GTK put it (GTK 4.8 has more than one in the tree). */
static void
name_close_buttons (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) == NULL
      && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (root)), "window-close-symbolic") == 0)
    /* Translators: the name a screen reader says for the close button of a message bar */
    gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Close"), -1);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    name_close_buttons (child);
}

void
ishi_info_bar_name_close_button (GtkInfoBar *info_bar)
{
  g_return_if_fail (GTK_IS_INFO_BAR (info_bar));


  name_close_buttons (GTK_WIDGET (info_bar));
}

void
ishi_icon_buttons_unlabel_icons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (root))))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    ishi_icon_buttons_unlabel_icons (child);
}

/* The text of a label with mnemonics as it reads: "_" marks the next
 * character, "__" is an underscore. */
static char *
without_mnemonics (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; *p; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

static void name_one (GtkWidget *widget);

static void
relabelled_cb (GtkWidget *widget)
{
  name_one (widget);
}

/* One button or check button named by its text alone; named again when
 * its text changes ("C_ount Again" / "C_hange the Count"), which sets
 * GTK 4.8's name with the underscore again. */
static void
name_one (GtkWidget *widget)
{
  const char *label = NULL;

  /* Only a label of GTK's own: a button given text with readings
   * (ishi-room-ruby.c, the lessons' buttons) keeps use-underline from its
   * label before, and GTK 4.8 would read its child as a label; such a
   * button is named by the code that gave it its text. */
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget))))
    label = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget))
           && (gtk_check_button_get_child (GTK_CHECK_BUTTON (widget)) == NULL
               || GTK_IS_LABEL (gtk_check_button_get_child (GTK_CHECK_BUTTON (widget)))))
    label = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (label == NULL)
    return;
  if (!g_object_get_data (G_OBJECT (widget), "ishi-named-by-text"))
    {
      g_object_set_data (G_OBJECT (widget), "ishi-named-by-text", GINT_TO_POINTER (1));
      g_signal_connect (widget, "notify::label", G_CALLBACK (relabelled_cb), NULL);
      g_signal_connect (widget, "notify::use-underline", G_CALLBACK (relabelled_cb), NULL);
    }
  if (strchr (label, '_') != NULL)
    {
      g_autofree char *text = without_mnemonics (label);

      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
}

static void
name_mnemonic_buttons (GtkWidget *root)
{
  name_one (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    name_mnemonic_buttons (child);
}

void
ishi_mnemonic_buttons_name (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  name_mnemonic_buttons (root);
}

static void
focus_widget_cb (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  /* The focus may be on the button or on a widget inside it. */
  while (focus != NULL && !GTK_IS_BUTTON (focus) && focus != GTK_WIDGET (window))
    focus = gtk_widget_get_parent (focus);
  if (focus != NULL && GTK_IS_BUTTON (focus))
    name_mnemonic_buttons (focus);
}

typedef struct {
  GtkWindow *window;        /* not a reference: the data goes with it */
  guint first_delay_ms;
  gboolean was_active;
  guint source_id;
  guint round;              /* of the focus given again at the start */
  gpointer first_focus;     /* compared, never used: the focus then */
} SpeakFocus;

static void
speak_focus_free (gpointer data)
{
  SpeakFocus *sf = data;

  g_clear_handle_id (&sf->source_id, g_source_remove);
  g_free (sf);
}

static void
give_focus_again (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  if (!gtk_window_is_active (window) || focus == NULL || GTK_IS_EDITABLE (focus))
    return;
  g_object_ref (focus);
  gtk_window_set_focus (window, NULL);
  gtk_widget_grab_focus (focus);
  g_object_unref (focus);
}

/* At the start the focus is given again after first_delay_ms, then twice
 * more (3 and 8 times that) while it has not moved: a screen reader drops
 * what an application says before it is on the desktop, and on a slow or
 * busy computer that comes later than a second (a11y-board saw it).  Orca
 * says nothing more for the focus given again to what it already follows. */
static const guint again_after[] = { 1, 3, 8 };

static gboolean
give_focus_again_cb (gpointer data)
{
  SpeakFocus *sf = data;
  GtkWidget *focus = gtk_window_get_focus (sf->window);

  sf->source_id = 0;
  if (sf->round > 0 && (gpointer) focus != sf->first_focus)
    return G_SOURCE_REMOVE;       /* the person moved it: leave it */
  sf->first_focus = focus;
  give_focus_again (sf->window);
  if (++sf->round < G_N_ELEMENTS (again_after))
    sf->source_id = g_timeout_add (sf->first_delay_ms * (again_after[sf->round] - again_after[sf->round - 1]),
                                   give_focus_again_cb, sf);
  return G_SOURCE_REMOVE;
}

static void
window_active_cb (GtkWindow *window, GParamSpec *pspec, SpeakFocus *sf)
{
  if (!gtk_window_is_active (window))
    return;
  if (sf->was_active || sf->first_delay_ms == 0)
    give_focus_again (window);
  else if (sf->source_id == 0)
    sf->source_id = g_timeout_add (sf->first_delay_ms, give_focus_again_cb, sf);
  sf->was_active = TRUE;
}

void
ishi_window_help_screen_readers (GtkWindow *window, guint first_delay_ms)
{
  SpeakFocus *sf;

  g_return_if_fail (GTK_IS_WINDOW (window));

  name_mnemonic_buttons (GTK_WIDGET (window));
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);

  sf = g_new0 (SpeakFocus, 1);
  sf->window = window;
  sf->first_delay_ms = first_delay_ms;
  g_object_set_data_full (G_OBJECT (window), "ishi-speak-focus", sf, speak_focus_free);
  g_signal_connect (window, "notify::is-active", G_CALLBACK (window_active_cb), sf);
}
