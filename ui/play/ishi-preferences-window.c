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
#include "ishi-engine-spec.h"
#include "ishi-preferences-private.h"

/* A test that takes longer is reported as a hang (GoGui found 8 s too
 * short for slow engines and waits 15 s). */

G_DEFINE_FINAL_TYPE (IshiPreferencesWindow, ishi_preferences_window, GTK_TYPE_WINDOW)

static const char *const coordinate_nicks[] = { "western", "japanese", "none", NULL };
static const char *const undo_nicks[] = { "to-person", "one-move", NULL };
static const char *const numbers_nicks[] = { "off", "last", "from", NULL };

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

/* A setting's nick as TRUE when it is `data` (a widget made sensitive by it). */
static gboolean
nick_is (GValue *value, GVariant *variant, gpointer data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), data) == 0);
  return TRUE;
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

      /* Ishi's own engine comes last, as "any rule set"; the programs
       * of Go here (the engines' table says which kinds are programs). */
      if (ishi_engine_kind_is_own (spec->kind))
        continue;
      gtk_string_list_append (names, spec->name);
      g_strv_builder_add (ids, spec->id);
      if (g_strcmp0 (spec->id, chosen) == 0)
        selected = n;
      n++;
    }
  /* The Piskvork brains, for Renju games (Ishi's Renju engine otherwise). */
  {
    g_autoptr(GPtrArray) brains = ishi_engine_spec_list (self->settings, "renju");

    for (guint i = 0; i < brains->len; i++)
      {
        const IshiEngineSpec *spec = g_ptr_array_index (brains, i);
        g_autofree char *label = NULL;

        if (ishi_engine_kind_is_own (spec->kind))
          continue;
        /* TRANSLATORS: a Piskvork brain in the "Analyse with" list. */
        label = g_strdup_printf (_("%s (Renju games)"), spec->name);
        gtk_string_list_append (names, label);
        g_strv_builder_add (ids, spec->id);
        if (g_strcmp0 (spec->id, chosen) == 0)
          selected = n;
        n++;
      }
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
  g_autofree char *gnugo = ishi_engine_spec_gnugo_path ();
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
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (ishi_preferences_window_test_gnugo_cb), self);
  gtk_box_append (GTK_BOX (line), button);
  /* A test's spinner and answer, under the engine tested
   * (ishi_preferences_window_place_test_line): here under GNU Go's row. */
  self->gnugo_slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (self->gnugo_slot), line);
  gtk_box_append (GTK_BOX (box), self->gnugo_slot);
  self->test_line = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_widget_set_margin_start (self->test_line, 12);
  gtk_widget_set_margin_end (self->test_line, 12);
  gtk_widget_set_margin_bottom (self->test_line, 6);
  self->test_spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->test_spinner), FALSE);
  gtk_box_append (GTK_BOX (self->test_line), GTK_WIDGET (self->test_spinner));
  self->test_result = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->test_result), "test-result");
  gtk_label_set_wrap (GTK_LABEL (self->test_result), TRUE);
  gtk_label_set_selectable (GTK_LABEL (self->test_result), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->test_result), 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->test_result), TRUE);
  gtk_box_append (GTK_BOX (self->test_line), GTK_WIDGET (self->test_result));
  gtk_box_append (GTK_BOX (self->gnugo_slot), self->test_line);
  gtk_widget_set_visible (self->test_line, FALSE);

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

    GtkWidget *resign = gtk_check_button_new_with_mnemonic (_("Go: r_esign a game that stays lost (never when a school year is chosen under Lessons)"));

    gtk_widget_set_name (lock, "lock-engine-level");
    g_settings_bind (self->settings, "lock-engine-level", lock, "active", G_SETTINGS_BIND_DEFAULT);
    gtk_box_append (GTK_BOX (box), lock);
    gtk_widget_set_name (resign, "ishi-resign");
    g_settings_bind (self->settings, "ishi-resign", resign, "active", G_SETTINGS_BIND_DEFAULT);
    gtk_box_append (GTK_BOX (box), resign);
  }
  spin = gtk_spin_button_new_with_range (1, 6, 1);
  gtk_widget_set_name (spin, "ishi-renju-level");
  g_settings_bind (self->settings, "ishi-renju-level", spin, "value", G_SETTINGS_BIND_DEFAULT);
  gtk_box_append (GTK_BOX (box), setting_row (_("_Renju, level (1 weakest, 6 strongest)"), spin));

  gtk_box_append (GTK_BOX (box), heading (_("Other Engines")));
  label = gtk_label_new (_("Programs of your own: Go engines that speak GTP (KataGo, Leela Zero, Pachi, Fuego…) "
                           "and Renju brains that speak the Piskvork protocol of Gomocup (Rapfi, Embryo, "
                           "Yixin…). Add one with its command line; New Game then offers it."));
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
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (ishi_preferences_window_add_engine_cb), self);
  gtk_box_append (GTK_BOX (box), button);
  ishi_preferences_window_fill_engine_list (self);
  g_signal_connect_object (self->settings, "changed::engines", G_CALLBACK (ishi_preferences_window_fill_engine_list), self,
                           G_CONNECT_SWAPPED);
  add_analyst_choice (self, box);
  add_page (self, box, "engines", _("Engines"));
}

static void
build_board_page (IshiPreferencesWindow *self)
{
  /* Not "A–T, 1–19": the letters and numbers are the game's own (a–o and
   * 1–15 in Renju, A–J and 1–9 on 9×9). */
  static const char *const coordinate_labels[] = { N_("Letters and numbers"), N_("Numbers and kanji"),
                                                   N_("None"), NULL };
  static const char *const numbers_labels[] = { N_("None"), N_("On the last moves"),
                                                N_("On every move from a chosen one"), NULL };
  GtkWidget *box = page_box ();
  GtkWidget *spin;

  gtk_box_append (GTK_BOX (box), setting_row (_("_Coordinates"),
                                              bound_drop_down (self, "coordinate-style", coordinate_labels,
                                                               coordinate_nicks)));
  gtk_box_append (GTK_BOX (box), setting_row (_("Move _numbers on the stones"),
                                              bound_drop_down (self, "move-numbers", numbers_labels,
                                                               numbers_nicks)));
  gtk_box_append (GTK_BOX (box), setting_row (_("Move numbers in _Renju"),
                                              bound_drop_down (self, "renju-move-numbers", numbers_labels,
                                                               numbers_nicks)));
  spin = gtk_spin_button_new_with_range (1, 999, 1);
  gtk_widget_set_name (spin, "move-numbers-last");
  g_settings_bind (self->settings, "move-numbers-last", spin, "value", G_SETTINGS_BIND_DEFAULT);
  /* Each count is there to change when its way of numbering is chosen. */
  g_settings_bind_with_mapping (self->settings, "move-numbers", spin, "sensitive", G_SETTINGS_BIND_GET,
                                nick_is, NULL, (gpointer) "last", NULL);
  gtk_box_append (GTK_BOX (box), setting_row (_("How many of the _last moves"), spin));
  spin = gtk_spin_button_new_with_range (1, 9999, 1);
  gtk_widget_set_name (spin, "move-numbers-from");
  g_settings_bind (self->settings, "move-numbers-from", spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "move-numbers", spin, "sensitive", G_SETTINGS_BIND_GET,
                                nick_is, NULL, (gpointer) "from", NULL);
  gtk_box_append (GTK_BOX (box), setting_row (_("Numbered fro_m move"), spin));
  gtk_box_append (GTK_BOX (box), setting_row (_("_Forbidden points for Black (Renju)"),
                                              bound_switch (self, "show-forbidden")));
  gtk_box_append (GTK_BOX (box), setting_row (_("Clock _sound in the last ten seconds"),
                                              bound_switch (self, "clock-sound")));
  add_page (self, box, "board", _("Board"));
}

/* An int key as the position in a drop-down (0, 1, 2… in order). */
static gboolean
int_to_index (GValue *value, GVariant *variant, gpointer data)
{
  g_value_set_uint (value, (guint) MAX (0, g_variant_get_int32 (variant)));
  return TRUE;
}

static GVariant *
index_to_int (const GValue *value, const GVariantType *type, gpointer data)
{
  return g_variant_new_int32 ((gint32) g_value_get_uint (value));
}

/* Who reads the lessons (issue 65 item 13): a parent sets the child's
 * school year, and the readings over the kanji follow it. */
static void
build_lessons_page (IshiPreferencesWindow *self)
{
  static const char *const grades[] = {
    N_("As each lesson is written"), N_("Grade 1"), N_("Grade 2"), N_("Grade 3"), N_("Grade 4"),
    N_("Grade 5"), N_("Grade 6"), N_("A grown-up: no readings"), NULL
  };
  g_autofree const char **translated = g_new0 (const char *, G_N_ELEMENTS (grades));
  GtkWidget *box = page_box ();
  GtkWidget *drop_down, *note;

  for (guint i = 0; grades[i]; i++)
    translated[i] = _(grades[i]);
  drop_down = gtk_drop_down_new_from_strings (translated);
  gtk_widget_set_name (drop_down, "reading-grade");
  g_settings_bind_with_mapping (self->settings, "reading-grade", drop_down, "selected", G_SETTINGS_BIND_DEFAULT,
                                int_to_index, index_to_int, NULL, NULL);
  gtk_box_append (GTK_BOX (box), setting_row (_("_School year of the reader"), drop_down));
  note = gtk_label_new (_("Readings (furigana) are shown over the kanji a child of that year has not learnt yet: in the lessons, in Ishi's words on the Lessons page, on the first page, on the Play page and in New Game."));
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 50);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (box), note);
  add_page (self, box, "lessons", _("Lessons"));
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
  g_clear_object (&self->test_line);
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
  build_lessons_page (self);
  /* The pages' buttons named for a screen reader, now they are made. */
  ishi_mnemonic_buttons_name (GTK_WIDGET (self));
  return GTK_WINDOW (self);
}

void
ishi_preferences_window_show_page (IshiPreferencesWindow *self, const char *name)
{
  g_return_if_fail (ISHI_IS_PREFERENCES_WINDOW (self));
  gtk_stack_set_visible_child_name (self->stack, name);
}
