/* ishi-room-options.c — a table's options as controls, sent as the online
 * page's commands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ishi-lesson-text.h"
#include "ishi-room-options.h"
#include "ishi-ruby-words.h"
#include "ishi-ruleset.h"

struct _IshiRoomOptions {
  GtkBox parent_instance;

  GtkDropDown *rule;
  GtkStringList *rule_names;
  GPtrArray *rule_ids;            /* of const char *, by the rule dropdown's rows */
  char *game;
  GtkSpinButton *size, *komi, *handicap, *minutes, *byoyomi;
  GtkWidget *komi_label, *handicap_label;
  GtkWidget *set_button;
  GtkListItemFactory *plain_factory;   /* the drop-down's own, for grade 0 */
  int grade;

  /* What the host announced last, to send only what changed and to
   * follow the host without undoing what is being typed. */
  char *shown_rule;
  int shown_size, shown_handicap, shown_minutes, shown_byoyomi;
  double shown_komi;
};

G_DEFINE_FINAL_TYPE (IshiRoomOptions, ishi_room_options, GTK_TYPE_BOX)

enum { SEND, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
fill_rules (IshiRoomOptions *self, const char *game)
{
  guint n = 0;
  const IshiRuleset *rows = ishi_ruleset_get_all (&n);

  if (g_strcmp0 (self->game, game) == 0)
    return;
  g_free (self->game);
  self->game = g_strdup (game);
  g_ptr_array_set_size (self->rule_ids, 0);
  gtk_string_list_splice (self->rule_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->rule_names)), NULL);
  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (rows[i].game, game) != 0 || ishi_ruleset_has_opening_steps (&rows[i]))
        continue;
      g_ptr_array_add (self->rule_ids, (gpointer) rows[i].id);
      gtk_string_list_append (self->rule_names, _(rows[i].name));
    }
}

static void
set_spin (GtkSpinButton *spin, double value, double *shown)
{
  /* Only a change of the host's value moves the control. */
  if (*shown == value)
    return;
  *shown = value;
  gtk_spin_button_set_value (spin, value);
}

static void
set_spin_int (GtkSpinButton *spin, int value, int *shown)
{
  if (*shown == value)
    return;
  *shown = value;
  gtk_spin_button_set_value (spin, value);
}

void
ishi_room_options_show (IshiRoomOptions *self, const char *game, const IshiRoomClientTable *table)
{
  gboolean go;

  g_return_if_fail (ISHI_IS_ROOM_OPTIONS (self));
  if (game == NULL || table == NULL)
    return;
  go = strcmp (game, "go") == 0;
  fill_rules (self, game);
  gtk_widget_set_visible (GTK_WIDGET (self->komi), go);
  ishi_ruby_set_visible (self->komi_label, go);
  gtk_widget_set_visible (GTK_WIDGET (self->handicap), go);
  ishi_ruby_set_visible (self->handicap_label, go);
  if (table->ruleset && g_strcmp0 (self->shown_rule, table->ruleset) != 0)
    {
      g_free (self->shown_rule);
      self->shown_rule = g_strdup (table->ruleset);
      for (guint i = 0; i < self->rule_ids->len; i++)
        if (strcmp (self->rule_ids->pdata[i], table->ruleset) == 0)
          gtk_drop_down_set_selected (self->rule, i);
    }
  set_spin_int (self->size, table->size, &self->shown_size);
  if (!isnan (table->komi))
    set_spin (self->komi, table->komi, &self->shown_komi);
  set_spin_int (self->handicap, table->handicap, &self->shown_handicap);
  set_spin_int (self->minutes, table->minutes, &self->shown_minutes);
  set_spin_int (self->byoyomi, table->byoyomi, &self->shown_byoyomi);
}

static void
send_line (IshiRoomOptions *self, const char *line)
{
  g_signal_emit (self, signals[SEND], 0, line);
}

static void
send_int (IshiRoomOptions *self, const char *option, GtkSpinButton *spin, int shown)
{
  int value = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *line = NULL;

  if (value == shown || !gtk_widget_get_visible (GTK_WIDGET (spin)))
    return;
  line = g_strdup_printf ("/option %s %d", option, value);
  send_line (self, line);
}

void
ishi_room_options_apply (IshiRoomOptions *self)
{
  guint row;

  g_return_if_fail (ISHI_IS_ROOM_OPTIONS (self));
  /* The rule first: it may bring the komi and handicap back in range. */
  row = gtk_drop_down_get_selected (self->rule);
  if (row < self->rule_ids->len && g_strcmp0 (self->rule_ids->pdata[row], self->shown_rule) != 0)
    {
      g_autofree char *line = g_strdup_printf ("/option rule %s", (char *) self->rule_ids->pdata[row]);
      send_line (self, line);
    }
  send_int (self, "boardsize", self->size, self->shown_size);
  send_int (self, "handicap", self->handicap, self->shown_handicap);
  send_int (self, "time", self->minutes, self->shown_minutes);
  send_int (self, "byoyomi", self->byoyomi, self->shown_byoyomi);
  if (gtk_widget_get_visible (GTK_WIDGET (self->komi)) && !isnan (self->shown_komi)
      && gtk_spin_button_get_value (self->komi) != self->shown_komi)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      g_autofree char *line = g_strdup_printf ("/komi %s", g_ascii_dtostr (number, sizeof number,
                                                                      gtk_spin_button_get_value (self->komi)));
      send_line (self, line);
    }
}

static GtkSpinButton *
add_row (IshiRoomOptions *self, GtkGrid *grid, int row, const char *mnemonic, double min, double max,
         double step, GtkWidget **label_out)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  g_object_set_data (G_OBJECT (label), "ishi-words", (gpointer) mnemonic);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, spin, 1, row, 1, 1);
  if (label_out)
    *label_out = label;
  return GTK_SPIN_BUTTON (spin);
}

static void
set_clicked_cb (GtkButton *button, IshiRoomOptions *self)
{
  ishi_room_options_apply (self);
}

static void
ishi_room_options_finalize (GObject *object)
{
  IshiRoomOptions *self = ISHI_ROOM_OPTIONS (object);

  g_ptr_array_unref (self->rule_ids);
  g_clear_object (&self->plain_factory);
  g_free (self->game);
  g_free (self->shown_rule);
  G_OBJECT_CLASS (ishi_room_options_parent_class)->finalize (object);
}

static void
ishi_room_options_class_init (IshiRoomOptionsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ishi_room_options_finalize;
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_room_options_init (IshiRoomOptions *self)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *rule_label = gtk_label_new_with_mnemonic (_("_Rules"));
  GtkWidget *set = gtk_button_new_with_mnemonic (_("_Set Options"));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->rule_ids = g_ptr_array_new ();
  self->rule_names = gtk_string_list_new (NULL);
  self->rule = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (self->rule_names), NULL));
  self->plain_factory = g_object_ref (gtk_drop_down_get_factory (self->rule));
  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);
  gtk_label_set_mnemonic_widget (GTK_LABEL (rule_label), GTK_WIDGET (self->rule));
  gtk_label_set_xalign (GTK_LABEL (rule_label), 0);
  g_object_set_data (G_OBJECT (rule_label), "ishi-words", (gpointer) _("_Rules"));
  gtk_grid_attach (grid, rule_label, 0, 0, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->rule), 1, 0, 1, 1);
  self->size = add_row (self, grid, 1, _("Board _size"), 5, 19, 1, NULL);
  self->komi = add_row (self, grid, 2, _("_Komi"), -50, 50, 0.5, &self->komi_label);
  gtk_spin_button_set_digits (self->komi, 1);
  self->handicap = add_row (self, grid, 3, _("_Handicap"), 0, 9, 1, &self->handicap_label);
  self->minutes = add_row (self, grid, 4, _("_Minutes each"), 0, 60, 1, NULL);
  self->byoyomi = add_row (self, grid, 5, _("_Byo-yomi (seconds)"), 0, 120, 1, NULL);
  self->shown_size = self->shown_handicap = self->shown_minutes = self->shown_byoyomi = -1;
  self->shown_komi = NAN;
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (grid));
  gtk_widget_set_halign (set, GTK_ALIGN_END);
  self->set_button = set;
  g_signal_connect (set, "clicked", G_CALLBACK (set_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), set);
}

GtkWidget *
ishi_room_options_new (void)
{
  return g_object_new (ISHI_TYPE_ROOM_OPTIONS, NULL);
}

/* The rule sets' names at a class's grade: a label, or its readings
 * beside it (ishi_ruby_text). */
static void
rule_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, IshiRoomOptions *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), ishi_lesson_text_new ());
  gtk_list_item_set_child (item, box);
}

static void
rule_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, IshiRoomOptions *self)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  ishi_ruby_text (GTK_LABEL (label), gtk_widget_get_next_sibling (label),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)), self->grade);
}

void
ishi_room_options_set_grade (IshiRoomOptions *self, int grade)
{
  GtkWidget *grid = gtk_widget_get_first_child (GTK_WIDGET (self));
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  g_return_if_fail (ISHI_IS_ROOM_OPTIONS (self));
  /* The labels first: the twins they get are put beside them. */
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && g_object_get_data (G_OBJECT (c), "ishi-words"))
      g_ptr_array_add (labels, c);
  for (guint i = 0; i < labels->len; i++)
    ishi_ruby_label (labels->pdata[i], g_object_get_data (labels->pdata[i], "ishi-words"), grade);
  ishi_ruby_button (self->set_button, _("_Set Options"), grade);
  if (grade != self->grade)
    {
      self->grade = grade;
      if (grade == 0)
        gtk_drop_down_set_factory (self->rule, self->plain_factory);
      else
        {
          g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

          g_signal_connect (factory, "setup", G_CALLBACK (rule_setup_cb), self);
          g_signal_connect (factory, "bind", G_CALLBACK (rule_bind_cb), self);
          gtk_drop_down_set_factory (self->rule, factory);
        }
    }
}
