/* ishi-preferences-engines.c — the Engines page's list of other engines:
 * testing an engine (GNU Go's, or one of the list), adding, editing and
 * removing them, and the editor of one engine's command, folder and first
 * commands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-preferences"
#include "config.h"
#include <string.h>
#include <glib/gi18n-lib.h>
#include "ishi-a11y-names.h"
#include "ishi-engine-spec.h"
#include "ishi-preferences-private.h"

#define PROBE_TIMEOUT_SECONDS 15

/* ---- Testing an engine ---------------------------------------------- */

/* The page scrolled, the least it takes, so that the test's line is in
 * view with the row of the engine tested (its slot): for a few frames
 * after its text changed, as the page is laid out anew around it (its
 * height, then the scrollbar's range, follow). */
static gboolean
reveal_tick (GtkWidget *line, GdkFrameClock *clock, gpointer data)
{
  int *frames = data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (line, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport = scrolled ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)) : NULL;
  graphene_rect_t r;

  /* Where the line is in the viewport, plus how far it is scrolled: where
   * it is on the whole page. */
  if (viewport && gtk_widget_get_visible (line)
      && gtk_widget_compute_bounds (gtk_widget_get_parent (line), viewport, &r))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      double top = gtk_adjustment_get_value (adjustment) + r.origin.y;

      gtk_adjustment_clamp_page (adjustment, top, top + r.size.height);
    }
  return ++*frames < 6 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
reveal_test_line (IshiPreferencesWindow *self)
{
  gtk_widget_add_tick_callback (self->test_line, reveal_tick, g_new0 (int, 1), g_free);
}

/* The Test's answer (ishi_engine_kind_test_async: the row of the engine's
 * kind starts it and says what it is), under the engine tested. */
static void
tested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(IshiPreferencesWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ishi_engine_kind_test_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (self->test_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), FALSE);
  gtk_label_set_text (self->test_result, text ? text : error->message);
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), text ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->test_result), text ? "success" : "error");
  reveal_test_line (self);
}

static void
start_probe (IshiPreferencesWindow *self, IshiEngineKind kind, const char *command, const char *folder,
             const char *const *init, const char *name)
{
  g_cancellable_cancel (self->probe_cancel);
  g_clear_object (&self->probe_cancel);
  self->probe_cancel = g_cancellable_new ();
  gtk_label_set_text (self->test_result, _("Starting the engine…"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_result), "success");
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), TRUE);
  gtk_spinner_start (self->test_spinner);
  reveal_test_line (self);
  ishi_engine_kind_test_async (kind, command, folder, init, name, PROBE_TIMEOUT_SECONDS, self->settings,
                               self->probe_cancel, tested_cb, g_object_ref (self));
}

/* The result is said under the engine tested, where the eye is (it was at
 * the foot of the page, under Add Engine…, out of view with a few engines
 * in the list). */
void
ishi_preferences_window_place_test_line (IshiPreferencesWindow *self, GtkWidget *slot)
{
  GtkWidget *parent = gtk_widget_get_parent (self->test_line);

  if (parent != slot)
    {
      if (parent)
        gtk_box_remove (GTK_BOX (parent), self->test_line);
      gtk_box_append (GTK_BOX (slot), self->test_line);
    }
  gtk_widget_set_visible (self->test_line, TRUE);
}

void
ishi_preferences_window_test_gnugo_cb (IshiPreferencesWindow *self)
{
  g_autoptr(IshiEngineSpec) gnugo = ishi_engine_spec_lookup (self->settings, "gnugo");

  if (gnugo == NULL)
    return;
  ishi_preferences_window_place_test_line (self, self->gnugo_slot);
  start_probe (self, gnugo->kind, gnugo->command, NULL, NULL, NULL);
}

/* ---- The list of other engines -------------------------------------- */

typedef struct {
  char *name, *command, *folder, *init;
} Engine;

/* The row of the engine's kind, by the protocol Preferences keep for it. */
static const IshiEngineKindRow *
kind_of (GSettings *settings, const Engine *engine)
{
  const IshiEngineKindRow *row = ishi_engine_kind_for_protocol (ishi_engine_spec_protocol (settings, engine->name));

  return row ? row : ishi_engine_kind_guess (NULL);   /* the protocol nothing else is: GTP */
}

static gboolean
is_brain (GSettings *settings, const Engine *engine)
{
  return !kind_of (settings, engine)->has_init;
}

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
  ishi_preferences_window_place_test_line (self, g_object_get_data (G_OBJECT (button), "result-slot"));
  start_probe (self, kind_of (self->settings, engine)->kind, engine->command, engine->folder,
               (const char *const *) init, engine->name);
}

static void
edit_engine_cb (GtkButton *button, IshiPreferencesWindow *self)
{
  edit_engine (self, row_index (GTK_WIDGET (button)));
}

void
ishi_preferences_window_add_engine_cb (IshiPreferencesWindow *self)
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
  ishi_engine_spec_set_protocol (self->settings, g_array_index (engines, Engine, index).name, "gtp");
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

void
ishi_preferences_window_fill_engine_list (IshiPreferencesWindow *self)
{
  g_autoptr(GArray) engines = read_engines (self->settings);
  GtkWidget *child;

  /* A result said in a row of the list goes with the row: the engines
   * changed, and the test's answer would be about another one. */
  if (gtk_widget_get_parent (self->test_line) != self->gnugo_slot)
    {
      g_cancellable_cancel (self->probe_cancel);
      gtk_widget_set_visible (self->test_line, FALSE);
      ishi_preferences_window_place_test_line (self, self->gnugo_slot);
      gtk_widget_set_visible (self->test_line, FALSE);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->engine_list))))
    gtk_list_box_remove (self->engine_list, child);
  for (guint i = 0; i < engines->len; i++)
    {
      Engine *engine = &g_array_index (engines, Engine, i);
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (engine->name);
      /* TRANSLATORS: under a Piskvork brain's name in Preferences: the game it plays, its command. */
      g_autofree char *brain_line = g_strdup_printf (_("Renju brain · %s"), engine->command);
      GtkWidget *command = gtk_label_new (is_brain (self->settings, engine) ? brain_line : engine->command);
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
      g_object_set_data (G_OBJECT (button), "result-slot", slot);
      g_signal_connect (button, "clicked", G_CALLBACK (test_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      button = icon_button ("document-edit-symbolic", "engine-edit", _("Edit"));
      g_signal_connect (button, "clicked", G_CALLBACK (edit_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      button = icon_button ("user-trash-symbolic", "engine-remove", _("Remove"));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_engine_cb), self);
      gtk_box_append (GTK_BOX (row), button);
      /* The row, then the test's line under it when this one is tested. */
      gtk_box_append (GTK_BOX (slot), row);
      gtk_list_box_append (self->engine_list, slot);
    }
  /* "Test", not "_Test Test", for a screen reader. */
  ishi_mnemonic_buttons_name (GTK_WIDGET (self->engine_list));
}

/* ---- The engine editor ---------------------------------------------- */

typedef struct {
  IshiPreferencesWindow *self;   /* owned */
  int index;                     /* -1: a new engine */
  GtkEntry *name, *command, *folder;
  GtkTextView *init;
  GtkLabel *error;
  GtkDropDown *game;             /* 0: Go (GTP), 1: Renju (Piskvork) */
  GtkWidget *init_label, *init_box;
  gboolean game_chosen;          /* by the person: no longer guessed */
  char *old_name;                /* the engine's name before the edit */
} Editor;

/* The kinds of program the editor offers under Plays (the table's), and
 * the one chosen. */
static const IshiEngineKindRow *
editor_kind (Editor *editor)
{
  const IshiEngineKindRow *rows[ISHI_ENGINE_N_KINDS];
  guint n = ishi_engine_kind_programs (rows);
  guint i = gtk_drop_down_get_selected (editor->game);

  return i < n ? rows[i] : ishi_engine_kind_guess (NULL);
}

static void
editor_choose_kind (Editor *editor, const IshiEngineKindRow *kind)
{
  const IshiEngineKindRow *rows[ISHI_ENGINE_N_KINDS];
  guint n = ishi_engine_kind_programs (rows);

  for (guint i = 0; i < n; i++)
    if (rows[i] == kind)
      gtk_drop_down_set_selected (editor->game, i);
}

static void
editor_game_shown (Editor *editor)
{
  const IshiEngineKindRow *kind = editor_kind (editor);

  gtk_widget_set_visible (editor->init_label, kind->has_init);
  gtk_widget_set_visible (editor->init_box, kind->has_init);
  /* The examples of the kind chosen: a Renju brain is added as often as a
   * Go engine (issue 78: the editor spoke of KataGo only). */
  gtk_entry_set_placeholder_text (editor->name, _(kind->example_name));
  gtk_entry_set_placeholder_text (editor->command, _(kind->example_command));
}

static void
editor_command_changed_cb (GtkEditable *entry, Editor *editor)
{
  if (editor->game_chosen)
    return;
  g_signal_handlers_block_matched (editor->game, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, editor);
  editor_choose_kind (editor, ishi_engine_kind_guess (gtk_editable_get_text (entry)));
  g_signal_handlers_unblock_matched (editor->game, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, editor);
  editor_game_shown (editor);
}

static void
editor_game_changed_cb (GtkDropDown *drop_down, GParamSpec *pspec, Editor *editor)
{
  editor->game_chosen = TRUE;
  editor_game_shown (editor);
}

static void
editor_free (Editor *editor)
{
  g_free (editor->old_name);
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
      /* the protocol first: the list is drawn again when the engines change */
      if (editor->old_name && !g_str_equal (editor->old_name, engine.name))
        ishi_engine_spec_set_protocol (editor->self->settings, editor->old_name, "gtp");
      ishi_engine_spec_set_protocol (editor->self->settings, engine.name, editor_kind (editor)->protocol);
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
  label = gtk_label_new_with_mnemonic (_("_Plays"));
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  {
    /* The kinds of program of the engines' table (ishi-engine-kinds.h). */
    const IshiEngineKindRow *rows[ISHI_ENGINE_N_KINDS];
    guint n = ishi_engine_kind_programs (rows);
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    GtkWidget *drop_down;

    for (guint i = 0; i < n; i++)
      gtk_string_list_append (list, _(rows[i]->label));
    drop_down = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)),
                                   gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
    gtk_widget_set_name (drop_down, "engine-game");
    gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop_down);
    editor->game = GTK_DROP_DOWN (drop_down);
    gtk_grid_attach (GTK_GRID (grid), label, 0, 3, 1, 1);
    gtk_grid_attach (GTK_GRID (grid), drop_down, 1, 3, 1, 1);
  }
  editor->init_label = label = gtk_label_new_with_mnemonic (_("_Init commands, one a line"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 4, 2, 1);
  text = gtk_text_view_new ();
  gtk_widget_set_name (text, "engine-init");
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (text), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), text);
  if (engine)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), engine->init, -1);
  editor->init = GTK_TEXT_VIEW (text);
  editor->init_box = scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);
  gtk_widget_set_size_request (scrolled, -1, 100);
  gtk_widget_add_css_class (scrolled, "frame");
  gtk_grid_attach (GTK_GRID (grid), scrolled, 0, 5, 2, 1);
  /* An engine's kind as kept; a new one's guessed from its command until
   * the person chooses. */
  if (engine)
    {
      editor->old_name = g_strdup (engine->name);
      editor->game_chosen = TRUE;
      editor_choose_kind (editor, kind_of (self->settings, engine));
    }
  editor_game_shown (editor);
  g_signal_connect (editor->command, "changed", G_CALLBACK (editor_command_changed_cb), editor);
  g_signal_connect (editor->game, "notify::selected", G_CALLBACK (editor_game_changed_cb), editor);
  label = gtk_label_new (NULL);
  gtk_widget_set_name (label, "engine-error");
  gtk_widget_add_css_class (label, "error");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_visible (label, FALSE);
  editor->error = GTK_LABEL (label);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 6, 2, 1);
  gtk_window_set_child (GTK_WINDOW (window), grid);
  gtk_window_present (GTK_WINDOW (window));
}
