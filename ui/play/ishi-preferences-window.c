/* ishi-preferences-window.c — Preferences: the engines Ishi can play
 * against, how the board looks, and how play goes.
 *
 * Plain GTK 4 as GNOME 43 applications without libadwaita build it: a
 * GtkStackSidebar beside a GtkStack of pages.  Every control is bound to
 * a GSettings key with g_settings_bind(), and the View menu's items are
 * g_settings_create_action() on the same keys, so a change on either side
 * shows on the other at once, with nothing to keep in step by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-preferences"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-a11y-names.h"
#include "ishi-engine-probe.h"
#include "ishi-engine-spec.h"
#include "ishi-preferences-window.h"

/* A test that takes longer is reported as a hang (GoGui found 8 s too
 * short for slow engines and waits 15 s). */
#define PROBE_TIMEOUT_SECONDS 15

struct _IshiPreferencesWindow {
  GtkWindow parent_instance;

  GSettings *settings;
  GtkStack *stack;
  GtkListBox *engine_list;
  GtkLabel *test_result;
  GtkSpinner *test_spinner;
  GCancellable *probe_cancel;
};

G_DEFINE_FINAL_TYPE (IshiPreferencesWindow, ishi_preferences_window, GTK_TYPE_WINDOW)

static const char *const coordinate_nicks[] = { "western", "japanese", "none", NULL };
static const char *const undo_nicks[] = { "to-person", "one-move", NULL };

/* The nick of an enum key ⇄ the position in a drop-down. */
static gboolean
nick_to_index (GValue *value, GVariant *variant, gpointer data)
{
  const char *const *nicks = data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i]; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue *value, const GVariantType *type, gpointer data)
{
  const char *const *nicks = data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 12);
  return label;
}

/* A line of a page: the label on the left, the control on the right. */
static GtkWidget *
setting_row (const char *mnemonic, GtkWidget *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

static GtkWidget *
page_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 24);
  return box;
}

static void
add_page (IshiPreferencesWindow *self, GtkWidget *box, const char *name, const char *title)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_stack_add_titled (self->stack, scrolled, name, title);
}

static GtkWidget *
bound_switch (IshiPreferencesWindow *self, const char *key)
{
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_name (toggle, key);
  g_settings_bind (self->settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return toggle;
}

static GtkWidget *
bound_drop_down (IshiPreferencesWindow *self, const char *key, const char *const *labels,
                 const char *const *nicks)
{
  g_autofree const char **translated = g_new0 (const char *, g_strv_length ((char **) labels) + 1);
  GtkWidget *drop_down;

  for (guint i = 0; labels[i]; i++)
    translated[i] = _(labels[i]);
  drop_down = gtk_drop_down_new_from_strings (translated);
  gtk_widget_set_name (drop_down, key);
  g_settings_bind_with_mapping (self->settings, key, drop_down, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) nicks, NULL);
  return drop_down;
}

/* ---- Testing an engine ---------------------------------------------- */

static void
probed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiPreferencesWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = ishi_engine_probe_finish (result, &error);
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (self->test_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), FALSE);
  if (answer)
    text = g_strdup_printf (_("The engine works: %s."), answer);
  gtk_label_set_text (self->test_result, answer ? text : error->message);
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), answer ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->test_result), answer ? "success" : "error");
}

static void
start_probe (IshiPreferencesWindow *self, const char *command, const char *folder, const char *const *init)
{
  g_cancellable_cancel (self->probe_cancel);
  g_clear_object (&self->probe_cancel);
  self->probe_cancel = g_cancellable_new ();
  gtk_label_set_text (self->test_result, _("Starting the engine…"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), "success");
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), TRUE);
  gtk_spinner_start (self->test_spinner);
  ishi_engine_probe_async (command, folder, init, PROBE_TIMEOUT_SECONDS, self->probe_cancel, probed_cb,
                           g_object_ref (self));
}

static void
test_gnugo_cb (IshiPreferencesWindow *self)
{
  g_autofree char *command = ishi_engine_gnugo_command (g_settings_get_int (self->settings, "gnugo-level"));

  if (command)
    start_probe (self, command, NULL, NULL);
}

/* ---- The list of other engines -------------------------------------- */

typedef struct {
  char *name, *command, *folder, *init;
} Engine;

static void
engine_clear (Engine *engine)
{
  g_free (engine->name);
  g_free (engine->command);
  g_free (engine->folder);
  g_free (engine->init);
}

static GArray *
read_engines (GSettings *settings)
{
  g_autoptr(GVariant) value = g_settings_get_value (settings, "engines");
  GArray *engines = g_array_new (FALSE, TRUE, sizeof (Engine));
  GVariantIter iter;
  Engine engine;

  g_array_set_clear_func (engines, (GDestroyNotify) engine_clear);
  g_variant_iter_init (&iter, value);
  while (g_variant_iter_next (&iter, "(ssss)", &engine.name, &engine.command, &engine.folder, &engine.init))
    g_array_append_val (engines, engine);
  return engines;
}

static void
write_engines (GSettings *settings, GArray *engines)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssss)"));
  for (guint i = 0; i < engines->len; i++)
    {
      Engine *e = &g_array_index (engines, Engine, i);

      g_variant_builder_add (&builder, "(ssss)", e->name, e->command, e->folder, e->init);
    }
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
}

static void edit_engine (IshiPreferencesWindow *self, int index);

static int
row_index (GtkWidget *button)
{
  GtkWidget *row = gtk_widget_get_ancestor (button, GTK_TYPE_LIST_BOX_ROW);

  return row ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : -1;
}

static void
test_engine_cb (GtkButton *button, IshiPreferencesWindow *self)
{
  g_autoptr(GArray) engines = read_engines (self->settings);
  int index = row_index (GTK_WIDGET (button));
  g_auto(GStrv) init = NULL;
  Engine *engine;

  if (index < 0 || (guint) index >= engines->len)
    return;
  engine = &g_array_index (engines, Engine, index);
  init = g_strsplit (engine->init, "\n", -1);
  start_probe (self, engine->command, engine->folder, (const char *const *) init);
}

static void
edit_engine_cb (GtkButton *button, IshiPreferencesWindow *self)
{
  edit_engine (self, row_index (GTK_WIDGET (button)));
}

static void
add_engine_cb (IshiPreferencesWindow *self)
{
  edit_engine (self, -1);
}

static void
remove_engine_cb (GtkButton *button, IshiPreferencesWindow *self)
{
  g_autoptr(GArray) engines = read_engines (self->settings);
  int index = row_index (GTK_WIDGET (button));

  if (index < 0 || (guint) index >= engines->len)
    return;
  g_array_remove_index (engines, index);
  write_engines (self->settings, engines);
}

static GtkWidget *
icon_button (const char *icon, const char *name, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
fill_engine_list (IshiPreferencesWindow *self)
{
  g_autoptr(GArray) engines = read_engines (self->settings);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->engine_list))))
    gtk_list_box_remove (self->engine_list, child);
  for (guint i = 0; i < engines->len; i++)
    {
      Engine *engine = &g_array_index (engines, Engine, i);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (engine->name);
      GtkWidget *command = gtk_label_new (engine->command);
      GtkWidget *button;

      gtk_widget_set_margin_start (row, 12);
      gtk_widget_set_margin_end (row, 6);
      gtk_widget_set_margin_top (row, 6);
      gtk_widget_set_margin_bottom (row, 6);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_xalign (GTK_LABEL (command), 0);
      gtk_label_set_ellipsize (GTK_LABEL (command), PANGO_ELLIPSIZE_MIDDLE);
      gtk_widget_add_css_class (command, "dim-label");
      gtk_widget_add_css_class (command, "caption");
      gtk_widget_set_hexpand (texts, TRUE);
      gtk_box_append (GTK_BOX (texts), name);
      gtk_box_append (GTK_BOX (texts), command);
      gtk_box_append (GTK_BOX (row), texts);
      button = gtk_button_new_with_mnemonic (_("_Test"));
      gtk_widget_set_name (button, "engine-test");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_signal_connect (button, "clicked", G_CALLBACK (test_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      button = icon_button ("document-edit-symbolic", "engine-edit", _("Edit"));
      g_signal_connect (button, "clicked", G_CALLBACK (edit_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      button = icon_button ("user-trash-symbolic", "engine-remove", _("Remove"));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      gtk_list_box_append (self->engine_list, row);
    }
}

/* ---- The engine editor ---------------------------------------------- */

typedef struct {
  IshiPreferencesWindow *self;   /* owned */
  int index;                     /* -1: a new engine */
  GtkEntry *name, *command, *folder;
  GtkTextView *init;
  GtkLabel *error;
} Editor;

static void
editor_free (Editor *editor)
{
  g_object_unref (editor->self);
  g_free (editor);
}

static void
editor_save_cb (GtkButton *button, Editor *editor)
{
  g_autoptr(GArray) engines = read_engines (editor->self->settings);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (editor->init);
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextIter start, end;
  Engine engine = { 0 };

  engine.name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (editor->name))));
  engine.command = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (editor->command))));
  engine.folder = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (editor->folder))));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  engine.init = g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
  if (engine.name[0] == '\0')
    gtk_label_set_text (editor->error, _("The engine needs a name."));
  else if (!g_shell_parse_argv (engine.command, NULL, &argv, &error))
    gtk_label_set_text (editor->error, engine.command[0] == '\0'
                                         ? _("The engine needs a command line.") : error->message);
  else if (engine.folder[0] != '\0' && !g_file_test (engine.folder, G_FILE_TEST_IS_DIR))
    gtk_label_set_text (editor->error, _("The working folder does not exist."));
  else
    {
      if (editor->index >= 0 && (guint) editor->index < engines->len)
        {
          engine_clear (&g_array_index (engines, Engine, editor->index));
          g_array_index (engines, Engine, editor->index) = engine;
        }
      else
        g_array_append_val (engines, engine);
      write_engines (editor->self->settings, engines);
      gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))));
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (editor->error), TRUE);
  engine_clear (&engine);
}

static GtkEntry *
editor_entry (GtkGrid *grid, int row, const char *mnemonic, const char *name, const char *text,
              const char *placeholder)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *entry = gtk_entry_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  gtk_widget_set_name (entry, name);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), text ? text : "");
  if (placeholder)
    gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, entry, 1, row, 1, 1);
  return GTK_ENTRY (entry);
}

static void
edit_engine (IshiPreferencesWindow *self, int index)
{
  g_autoptr(GArray) engines = read_engines (self->settings);
  Engine *engine = index >= 0 && (guint) index < engines->len ? &g_array_index (engines, Engine, index) : NULL;
  Editor *editor = g_new0 (Editor, 1);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label, *scrolled, *text, *button;

  editor->self = g_object_ref (self);
  editor->index = engine ? index : -1;
  g_object_set_data_full (G_OBJECT (window), "ishi-editor", editor, (GDestroyNotify) editor_free);
  gtk_widget_set_name (window, "engine-editor");
  gtk_window_set_title (GTK_WINDOW (window), engine ? _("Edit Engine") : _("Add Engine"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, -1);
  gtk_header_bar_set_show_title_buttons (GTK_HEADER_BAR (header), FALSE);
  button = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (gtk_window_destroy), window);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), button);
  button = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_widget_set_name (button, "engine-save");
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (editor_save_cb), editor);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), button);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  editor->name = editor_entry (GTK_GRID (grid), 0, _("_Name"), "engine-name", engine ? engine->name : NULL,
                               _("KataGo"));
  editor->command = editor_entry (GTK_GRID (grid), 1, _("_Command"), "engine-command",
                                  engine ? engine->command : NULL, _("katago gtp -model model.bin.gz"));
  editor->folder = editor_entry (GTK_GRID (grid), 2, _("_Working folder"), "engine-folder",
                                 engine ? engine->folder : NULL, _("The home folder"));
  label = gtk_label_new_with_mnemonic (_("_Init commands, one a line"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 3, 2, 1);
  text = gtk_text_view_new ();
  gtk_widget_set_name (text, "engine-init");
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (text), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), text);
  if (engine)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), engine->init, -1);
  editor->init = GTK_TEXT_VIEW (text);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);
  gtk_widget_set_size_request (scrolled, -1, 100);
  gtk_widget_add_css_class (scrolled, "frame");
  gtk_grid_attach (GTK_GRID (grid), scrolled, 0, 4, 2, 1);
  label = gtk_label_new (NULL);
  gtk_widget_set_name (label, "engine-error");
  gtk_widget_add_css_class (label, "error");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_visible (label, FALSE);
  editor->error = GTK_LABEL (label);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 5, 2, 1);
  gtk_window_set_child (GTK_WINDOW (window), grid);
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- The pages ------------------------------------------------------ */

/* "Analyse with": the analysis-engine key as a drop-down of the engines
 * there are (ishi-analysis-panel.c reads it). */
static void
analyst_selected_cb (GtkDropDown *drop_down, GParamSpec *pspec, IshiPreferencesWindow *self)
{
  GStrv ids = g_object_get_data (G_OBJECT (drop_down), "ids");
  guint i = gtk_drop_down_get_selected (drop_down);

  if (ids && i < g_strv_length (ids))
    g_settings_set_string (self->settings, "analysis-engine", ids[i]);
}

static void
fill_analyst_choices (GtkDropDown *drop_down, IshiPreferencesWindow *self)
{
  g_autoptr(GPtrArray) specs = ishi_engine_spec_list (self->settings, "go");
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *chosen = g_settings_get_string (self->settings, "analysis-engine");
  guint selected = 0, n = 1;
  GStrv built;

  gtk_string_list_append (names, _("The game’s engine, else GNU Go"));
  g_strv_builder_add (ids, "");
  for (guint i = 0; i < specs->len; i++)
    {
      const IshiEngineSpec *spec = g_ptr_array_index (specs, i);

      /* Ishi's own engine comes last, as "any rule set". */
      if (spec->kind != ISHI_ENGINE_KIND_GTP)
        continue;
      gtk_string_list_append (names, spec->name);
      g_strv_builder_add (ids, spec->id);
      if (g_strcmp0 (spec->id, chosen) == 0)
        selected = n;
      n++;
    }
  /* TRANSLATORS: Ishi's own Go engine in the "Analyse with" list. */
  gtk_string_list_append (names, _("Ishi (any rule set)"));
  g_strv_builder_add (ids, "ishi");
  if (g_strcmp0 (chosen, "ishi") == 0)
    selected = n;
  built = g_strv_builder_end (ids);
  g_signal_handlers_block_by_func (drop_down, analyst_selected_cb, self);
  g_object_set_data_full (G_OBJECT (drop_down), "ids", built, (GDestroyNotify) g_strfreev);
  gtk_drop_down_set_model (drop_down, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (drop_down, selected);
  g_signal_handlers_unblock_by_func (drop_down, analyst_selected_cb, self);
}

static void
analyst_settings_changed_cb (IshiPreferencesWindow *self)
{
  GtkDropDown *drop_down = g_object_get_data (G_OBJECT (self), "analyst-choice");
  g_autofree char *chosen = g_settings_get_string (self->settings, "analysis-engine");
  GStrv ids = g_object_get_data (G_OBJECT (drop_down), "ids");
  guint i = gtk_drop_down_get_selected (drop_down);

  /* Only when the list or the choice differs from what is shown: the
   * drop-down's own choice writes the key too. */
  if (ids && i < g_strv_length (ids) && g_str_equal (ids[i], chosen))
    return;
  fill_analyst_choices (drop_down, self);
}

static void
analyst_engines_changed_cb (IshiPreferencesWindow *self)
{
  fill_analyst_choices (g_object_get_data (G_OBJECT (self), "analyst-choice"), self);
}

static void
add_analyst_choice (IshiPreferencesWindow *self, GtkWidget *box)
{
  /* With the expression the drop-down's default factory shows the strings
   * (without it, GTK 4.8 leaks a list per row: LeakSanitizer saw it). */
  GtkWidget *drop_down = gtk_drop_down_new (NULL, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT,
                                                                              NULL, "string"));

  gtk_box_append (GTK_BOX (box), heading (_("Help While Playing")));
  gtk_widget_set_name (drop_down, "analysis-engine");
  g_object_set_data (G_OBJECT (self), "analyst-choice", drop_down);
  fill_analyst_choices (GTK_DROP_DOWN (drop_down), self);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (analyst_selected_cb), self);
  g_signal_connect_object (self->settings, "changed::engines",
                           G_CALLBACK (analyst_engines_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::analysis-engine",
                           G_CALLBACK (analyst_settings_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box),
                  setting_row (_("_Show good moves, estimate and analyse with"), drop_down));
}

static void
build_engines_page (IshiPreferencesWindow *self)
{
  g_autofree char *gnugo = ishi_engine_gnugo_path ();
  GtkWidget *box = page_box ();
  GtkWidget *label, *spin, *button, *line;

  gtk_box_append (GTK_BOX (box), heading (_("GNU Go")));
  if (gnugo)
    {
      g_autofree char *text = g_strdup_printf (_("Found at %s."), gnugo);

      label = gtk_label_new (text);
    }
  else
    label = gtk_label_new (_("GNU Go is not installed. On Debian and Ubuntu it is the package “gnugo”."));
  gtk_widget_set_name (label, "gnugo-status");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  spin = gtk_spin_button_new_with_range (1, 10, 1);
  gtk_widget_set_name (spin, "gnugo-level");
  g_settings_bind (self->settings, "gnugo-level", spin, "value", G_SETTINGS_BIND_DEFAULT);
  line = setting_row (_("_Level (1 weakest, 10 strongest)"), spin);
  button = gtk_button_new_with_mnemonic (_("_Test"));
  gtk_widget_set_name (button, "gnugo-test");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, gnugo != NULL);
  gtk_widget_set_sensitive (spin, gnugo != NULL);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (test_gnugo_cb), self);
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (GTK_BOX (box), line);

  /* Ishi's own engines need nothing installed: only their levels. */
  gtk_box_append (GTK_BOX (box), heading (_("Ishi’s Own Engines")));
  spin = gtk_spin_button_new_with_range (1, 10, 1);
  gtk_widget_set_name (spin, "ishi-level");
  g_settings_bind (self->settings, "ishi-level", spin, "value", G_SETTINGS_BIND_DEFAULT);
  gtk_box_append (GTK_BOX (box), setting_row (_("_Go, level (1 weakest, 10 strongest)"), spin));
  {
    /* Against a person Ishi's Go engine goes one level up after the
     * person wins and one down after a loss, kept per name; a teacher
     * can hold it at the level above. */
    GtkWidget *lock = gtk_check_button_new_with_mnemonic (_("_Keep this level (otherwise it follows each player’s results)"));

    GtkWidget *resign = gtk_check_button_new_with_mnemonic (_("Go: r_esign a game that stays lost (off for children)"));

    gtk_widget_set_name (lock, "lock-engine-level");
    g_settings_bind (self->settings, "lock-engine-level", lock, "active", G_SETTINGS_BIND_DEFAULT);
    gtk_box_append (GTK_BOX (box), lock);
    gtk_widget_set_name (resign, "ishi-resign");
    g_settings_bind (self->settings, "ishi-resign", resign, "active", G_SETTINGS_BIND_DEFAULT);
    gtk_box_append (GTK_BOX (box), resign);
  }
  spin = gtk_spin_button_new_with_range (1, 5, 1);
  gtk_widget_set_name (spin, "ishi-renju-level");
  g_settings_bind (self->settings, "ishi-renju-level", spin, "value", G_SETTINGS_BIND_DEFAULT);
  gtk_box_append (GTK_BOX (box), setting_row (_("_Renju, level (1 weakest, 5 strongest)"), spin));

  gtk_box_append (GTK_BOX (box), heading (_("Other Engines")));
  label = gtk_label_new (_("Any program that speaks GTP: KataGo, Leela Zero, Pachi, Fuego…"));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  self->engine_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->engine_list), "engine-list");
  gtk_list_box_set_selection_mode (self->engine_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->engine_list), "boxed-list");
  gtk_widget_add_css_class (GTK_WIDGET (self->engine_list), "frame");
  label = gtk_label_new (_("No other engines yet."));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_list_box_set_placeholder (self->engine_list, label);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->engine_list));
  button = gtk_button_new_with_mnemonic (_("_Add Engine…"));
  gtk_widget_set_name (button, "add-engine");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_engine_cb), self);
  gtk_box_append (GTK_BOX (box), button);

  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->test_spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), FALSE);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->test_spinner));
  self->test_result = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->test_result), "test-result");
  gtk_label_set_wrap (GTK_LABEL (self->test_result), TRUE);
  gtk_label_set_selectable (GTK_LABEL (self->test_result), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->test_result), 0);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->test_result));
  gtk_box_append (GTK_BOX (box), line);
  fill_engine_list (self);
  g_signal_connect_object (self->settings, "changed::engines", G_CALLBACK (fill_engine_list), self,
                           G_CONNECT_SWAPPED);
  add_analyst_choice (self, box);
  add_page (self, box, "engines", _("Engines"));
}

static void
build_board_page (IshiPreferencesWindow *self)
{
  static const char *const coordinate_labels[] = { N_("A–T, 1–19"), N_("1–19, 一–十九"), N_("None"), NULL };
  GtkWidget *box = page_box ();

  gtk_box_append (GTK_BOX (box), setting_row (_("_Coordinates"),
                                              bound_drop_down (self, "coordinate-style", coordinate_labels,
                                                               coordinate_nicks)));
  gtk_box_append (GTK_BOX (box), setting_row (_("Move _numbers on the stones"),
                                              bound_switch (self, "show-move-numbers")));
  gtk_box_append (GTK_BOX (box), setting_row (_("_Forbidden points for Black (Renju)"),
                                              bound_switch (self, "show-forbidden")));
  gtk_box_append (GTK_BOX (box), setting_row (_("Clock _sound in the last ten seconds"),
                                              bound_switch (self, "clock-sound")));
  add_page (self, box, "board", _("Board"));
}

static void
build_play_page (IshiPreferencesWindow *self)
{
  static const char *const undo_labels[] = { N_("Back to my last move"), N_("One move"), NULL };
  GtkWidget *box = page_box ();

  gtk_box_append (GTK_BOX (box), setting_row (_("_Ask before resigning"), bound_switch (self, "confirm-resign")));
  gtk_box_append (GTK_BOX (box), setting_row (_("_Undo against an engine takes back"),
                                              bound_drop_down (self, "engine-undo", undo_labels, undo_nicks)));
  add_page (self, box, "play", _("Play"));
}

static void
ishi_preferences_window_dispose (GObject *object)
{
  IshiPreferencesWindow *self = ISHI_PREFERENCES_WINDOW (object);

  g_cancellable_cancel (self->probe_cancel);
  g_clear_object (&self->probe_cancel);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_preferences_window_parent_class)->dispose (object);
}

static void
ishi_preferences_window_class_init (IshiPreferencesWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_preferences_window_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ishi_preferences_window_init (IshiPreferencesWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *sidebar = gtk_stack_sidebar_new ();

  ishi_window_help_screen_readers (GTK_WINDOW (self), 0);

  gtk_window_set_title (GTK_WINDOW (self), _("Preferences"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 460);
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_sidebar_set_stack (GTK_STACK_SIDEBAR (sidebar), self->stack);
  gtk_widget_set_size_request (sidebar, 150, -1);
  gtk_box_append (GTK_BOX (box), sidebar);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  gtk_window_set_child (GTK_WINDOW (self), box);
}

GtkWindow *
ishi_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  IshiPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* A dialog to a screen reader (see ishi-new-game-dialog.c). */
  self = g_object_new (ISHI_TYPE_PREFERENCES_WINDOW, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE, NULL);
  self->settings = g_object_ref (settings);
  build_engines_page (self);
  build_board_page (self);
  build_play_page (self);
  return GTK_WINDOW (self);
}

void
ishi_preferences_window_show_page (IshiPreferencesWindow *self, const char *name)
{
  g_return_if_fail (ISHI_IS_PREFERENCES_WINDOW (self));
  gtk_stack_set_visible_child_name (self->stack, name);
}
