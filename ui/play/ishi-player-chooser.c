/* ishi-player-chooser.c — see ishi-player-chooser.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-new-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-go-engine.h"
#include "ishi-player-chooser.h"

struct _IshiPlayerChooser {
  GtkBox parent_instance;

  GtkDropDown *drop_down;   /* Person, then `engines` */
  GtkEntry *entry;
  GtkLabel *warning;        /* what the engine chosen gets wrong under the row */
  GtkLabel *note;           /* the level Ishi plays this person at, and why */
  GtkWidget *time_row;      /* an engine of Preferences: the time it is told for a move */
  GtkSpinButton *seconds;
  int played_level;         /* that level; 0: the engine's own */
  int size;                 /* the board's size chosen (0: not told) */
  char *person;             /* whom it plays (NULL: the one at the computer) */
  GPtrArray *engines;       /* IshiEngineSpec that can play the row */
  GSettings *settings;
  const char *key;          /* "black-player" or "white-player" */
  const char *name_key;     /* "black-name" or "white-name": the person's name */
  const IshiRuleset *row;   /* the rule set chosen in New Game */
  char *replaced;           /* the engine not offered for the row, that Ishi's replaced */
};

G_DEFINE_FINAL_TYPE (IshiPlayerChooser, ishi_player_chooser, GTK_TYPE_BOX)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

const IshiEngineSpec *
ishi_player_chooser_get_engine (IshiPlayerChooser *self)
{
  guint selected;

  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);

  selected = gtk_drop_down_get_selected (self->drop_down);
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->engines->len)
    return NULL;
  return g_ptr_array_index (self->engines, selected - 1);
}

/* Beside the choice, plainly: what the engine chosen gets wrong under the
 * row, or that the one chosen before cannot play it. */
static void
update_warning (IshiPlayerChooser *self, const IshiEngineSpec *spec)
{
  g_autofree char *text = NULL;

  if (spec != NULL && self->replaced != NULL)
    /* TRANSLATORS: New Game, under the player chosen: GNU Go was chosen,
     * the rule set is Pure Go, and Ishi's engine plays instead. */
    text = g_strdup_printf (_("%s cannot play %s: %s plays instead."), self->replaced,
                            _(self->row->name), spec->name);
  else if (spec != NULL)
    ishi_engine_spec_fits (spec, self->row, self->settings, &text);
  gtk_label_set_text (self->warning, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->warning), text != NULL);
}

static void selected_cb (IshiPlayerChooser *self);

/* The engines' names in the drop-down: the one chosen as the entry names
 * it (`chosen`), the others as they are.  The drop-down kept Preferences'
 * level ("Ishi (level 5)") beside an entry that named the level played
 * (issue 66). */
static void
name_engines (IshiPlayerChooser *self, const char *chosen)
{
  GListModel *list = gtk_drop_down_get_model (self->drop_down);
  guint selected = gtk_drop_down_get_selected (self->drop_down);

  if (!GTK_IS_STRING_LIST (list))
    return;
  for (guint i = 0; i < self->engines->len; i++)
    {
      const IshiEngineSpec *spec = g_ptr_array_index (self->engines, i);
      const char *name = i + 1 == selected && chosen ? chosen : spec->name;

      if (i + 1 >= g_list_model_get_n_items (list)
          || g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (list), i + 1), name) == 0)
        continue;
      /* The same engine chosen, under its new name. */
      g_signal_handlers_block_by_func (self->drop_down, selected_cb, self);
      gtk_string_list_splice (GTK_STRING_LIST (list), i + 1, 1, (const char *const[]) { name, NULL });
      gtk_drop_down_set_selected (self->drop_down, selected);
      g_signal_handlers_unblock_by_func (self->drop_down, selected_cb, self);
    }
}

/* What a level of Ishi's Go engine is against GNU Go, in words, by its
 * rank (ishi_go_engine_level_rank); NULL where it has none. */
static const char *
rank_words (IshiGoLevelRank rank)
{
  static const char *const words[] = {
    [ISHI_GO_RANK_BELOW_GNUGO_1] = N_("weaker than GNU Go’s weakest level"),
    [ISHI_GO_RANK_GNUGO_1] = N_("about as strong as GNU Go’s weakest level"),
    [ISHI_GO_RANK_BELOW_GNUGO_5] = N_("weaker than GNU Go’s level 5"),
    [ISHI_GO_RANK_LITTLE_BELOW_GNUGO_5] = N_("a little weaker than GNU Go’s level 5"),
    [ISHI_GO_RANK_GNUGO_5] = N_("about as strong as GNU Go’s level 5"),
    [ISHI_GO_RANK_LITTLE_ABOVE_GNUGO_5] = N_("a little stronger than GNU Go’s level 5"),
    [ISHI_GO_RANK_ABOVE_GNUGO_5] = N_("stronger than GNU Go’s level 5"),
    [ISHI_GO_RANK_ABOVE_GNUGO_10] = N_("stronger than GNU Go’s level 10"),
  };

  return (guint) rank < G_N_ELEMENTS (words) && words[rank] != NULL ? _(words[rank]) : NULL;
}

/* Ishi's Go engine at `level` on the board chosen: its strength and its
 * time a move, which grows with the level and the board (level 10 thinks
 * for seconds on 19×19). */
static char *
level_note (IshiPlayerChooser *self, int level)
{
  double seconds = ishi_go_engine_level_seconds (level, self->size, 2);
  g_autofree char *time = seconds < 0.1 ? g_strdup (_("under a tenth of a second"))
                          /* TRANSLATORS: the time a move of Ishi's engine, "about 0.3 s". */
                          : g_strdup_printf (seconds < 10 ? _("about %.1f s") : _("about %.0f s"), seconds);
  const char *rank = rank_words (ishi_go_engine_level_rank (level, self->size));

  /* The rank measured on this board's size (tests/bench/README.md). */
  if (rank != NULL)
    /* TRANSLATORS: New Game, under Ishi's Go engine: "Level 5 on 9×9: about
     * as strong as GNU Go's level 5; about 0.1 s a move." */
    return g_strdup_printf (_("Level %d on %d×%d: %s; %s a move."), level, self->size, self->size,
                            rank, time);
  /* A level no match has ranked on this size yet: what it is on 9×9,
   * and that it was measured there, rather than promise the same rank. */
  /* TRANSLATORS: New Game, under Ishi's Go engine: "Level 5 on 19×19: about
   * 0.3 s a move. Its strength was measured on 9×9, where it is about as
   * strong as GNU Go's level 5." */
  return g_strdup_printf (_("Level %d on %d×%d: %s a move. Its strength was measured on 9×9, where it is %s."),
                          level, self->size, self->size, time,
                          rank_words (ishi_go_engine_level_rank (level, 9)));
}

/* The engine's name in the entry, as the record will have it: Ishi's Go
 * engine against a person plays at the level kept for that person
 * (ishi-go-levels.h), which New Game showed as Preferences' level — "Ishi
 * (level 5)" for a game played at 4 (issue 66).  The level played is
 * named, and why it is not Preferences'. */
static void
show_engine_name (IshiPlayerChooser *self, const IshiEngineSpec *spec)
{
  g_autofree char *name = NULL, *note = NULL;
  gboolean other = spec != NULL && spec->kind == ISHI_ENGINE_KIND_ISHI_GO && self->played_level > 0
                   && self->played_level != spec->level;

  if (other)
    {
      /* TRANSLATORS: Ishi's own engine in New Game and in the record (PB/PW). */
      name = g_strdup_printf (_("Ishi (level %d)"), self->played_level);
      note = self->person
               /* TRANSLATORS: New Game, under Ishi's engine: "Ishi plays Aki at level 4 (5 in Preferences)…" */
               ? g_strdup_printf (_("Ishi plays %s at level %d (%d in Preferences): its level follows each player’s wins and losses."),
                                  self->person, self->played_level, spec->level)
               : g_strdup_printf (_("Ishi plays you at level %d (%d in Preferences): its level follows your wins and losses."),
                                  self->played_level, spec->level);
    }
  if (spec != NULL && spec->kind == ISHI_ENGINE_KIND_ISHI_GO && self->size > 0)
    {
      g_autofree char *strength = level_note (self, other ? self->played_level : spec->level);
      char *both = note ? g_strconcat (note, "\n", strength, NULL) : g_steal_pointer (&strength);

      g_free (note);
      note = both;
    }
  /* Set only when it changes: each change is a name typed to the dialog,
   * which names the level again. */
  if (spec && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), name ? name : spec->name) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), name ? name : spec->name);
  gtk_label_set_text (self->note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  name_engines (self, name);
}

void
ishi_player_chooser_set_board_size (IshiPlayerChooser *self, int size)
{
  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));

  if (self->size == size)
    return;
  self->size = size;
  show_engine_name (self, ishi_player_chooser_get_engine (self));
}

void
ishi_player_chooser_set_played_level (IshiPlayerChooser *self, int level, const char *person)
{
  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));

  self->played_level = level;
  g_free (self->person);
  self->person = g_strdup (person);
  show_engine_name (self, ishi_player_chooser_get_engine (self));
}

/* The engines of Preferences (GTP programs, Piskvork brains) are told
 * a time for a move; Ishi's own play by their level, GNU Go by its. */
static gboolean
has_move_time (const IshiEngineSpec *spec)
{
  return spec != NULL && g_str_has_prefix (spec->id, "engine:") && !ishi_engine_kind_is_own (spec->kind);
}

static void
seconds_changed_cb (IshiPlayerChooser *self)
{
  IshiEngineSpec *spec = (IshiEngineSpec *) ishi_player_chooser_get_engine (self);

  if (has_move_time (spec))
    spec->move_seconds = gtk_spin_button_get_value_as_int (self->seconds);
}

/* A player is a person (whose name is typed) or an engine (whose name
 * goes into the record as it is). */
static void
player_changed_cb (IshiPlayerChooser *self)
{
  const IshiEngineSpec *spec = ishi_player_chooser_get_engine (self);
  gboolean was_engine = !gtk_widget_get_sensitive (GTK_WIDGET (self->entry));

  if (spec)
    show_engine_name (self, spec);
  else
    name_engines (self, NULL);
  if (spec == NULL && was_engine)
    {
      /* A person again: the name typed for one the last time. */
      g_autofree char *name = g_settings_get_string (self->settings, self->name_key);

      gtk_editable_set_text (GTK_EDITABLE (self->entry), name);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->entry), spec == NULL);
  /* An engine of Preferences is told a time for its moves: the one last
   * set for it, a few seconds the first time (issue 78: Rapfi took the
   * 60 s of the move timeout for every move). */
  gtk_widget_set_visible (self->time_row, has_move_time (spec));
  if (has_move_time (spec))
    gtk_spin_button_set_value (self->seconds, spec->move_seconds);
  update_warning (self, spec);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The person chose: the note about a replaced engine is said. */
static void
selected_cb (IshiPlayerChooser *self)
{
  g_clear_pointer (&self->replaced, g_free);
  player_changed_cb (self);
}

/* The players that can play the row (ishi_engine_spec_fits): Renju has
 * only Ishi's own engine, GTP speaks Go, GNU Go counts territory. */
void
ishi_player_chooser_set_ruleset (IshiPlayerChooser *self, const IshiRuleset *row)
{
  const IshiEngineSpec *current;
  g_autofree char *chosen = NULL;
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) all = NULL;
  guint selected = 0, own = 0;
  gboolean dropped = FALSE;

  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));
  g_return_if_fail (row != NULL);

  current = ishi_player_chooser_get_engine (self);
  chosen = current ? g_strdup (current->id) : g_settings_get_string (self->settings, self->key);
  self->row = row;
  gtk_string_list_append (list, _("Person"));
  /* No engine is chosen while the list changes under the drop-down; the
   * old engines outlive it. */
  g_signal_handlers_block_by_func (self->drop_down, selected_cb, self);
  gtk_drop_down_set_selected (self->drop_down, 0);
  g_clear_pointer (&self->engines, g_ptr_array_unref);
  self->engines = g_ptr_array_new_with_free_func ((GDestroyNotify) ishi_engine_spec_free);
  all = ishi_engine_spec_list (self->settings, row->game);
  for (guint j = 0; j < all->len; j++)
    {
      IshiEngineSpec *spec = g_ptr_array_index (all, j);

      if (!ishi_engine_spec_fits (spec, row, self->settings, NULL))
        {
          if (g_strcmp0 (spec->id, chosen) == 0)
            {
              g_free (self->replaced);
              self->replaced = g_strdup (spec->name);
              dropped = TRUE;
            }
          continue;
        }
      g_ptr_array_add (self->engines, ishi_engine_spec_copy (spec));
      gtk_string_list_append (list, spec->name);
      if (g_strcmp0 (spec->id, chosen) == 0)
        selected = self->engines->len;
      if (ishi_engine_kind_is_own (spec->kind) && own == 0)
        own = self->engines->len;
    }
  /* An engine that cannot play the row is not offered; a computer was
   * wanted, and Ishi's own engine plays every row. */
  if (dropped)
    selected = own;
  else
    g_clear_pointer (&self->replaced, g_free);
  gtk_drop_down_set_model (self->drop_down, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->drop_down, selected);
  g_signal_handlers_unblock_by_func (self->drop_down, selected_cb, self);
  player_changed_cb (self);
}

gboolean
ishi_player_chooser_choose (IshiPlayerChooser *self, const char *id)
{
  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (g_strcmp0 (id, "person") == 0)
    {
      gtk_drop_down_set_selected (self->drop_down, 0);
      return TRUE;
    }
  for (guint i = 0; i < self->engines->len; i++)
    if (g_strcmp0 (((IshiEngineSpec *) g_ptr_array_index (self->engines, i))->id, id) == 0)
      {
        gtk_drop_down_set_selected (self->drop_down, i + 1);
        return TRUE;
      }
  return FALSE;
}

void
ishi_player_chooser_set_game (IshiPlayerChooser *self, const char *game)
{
  ishi_player_chooser_set_ruleset (self, ishi_ruleset_default (game));
}

char *
ishi_player_chooser_get_name (IshiPlayerChooser *self)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  stripped = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  return stripped[0] ? g_steal_pointer (&stripped) : NULL;
}

GtkEntry *
ishi_player_chooser_get_entry (IshiPlayerChooser *self)
{
  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  return self->entry;
}

GtkDropDown *
ishi_player_chooser_get_drop_down (IshiPlayerChooser *self)
{
  g_return_val_if_fail (ISHI_IS_PLAYER_CHOOSER (self), NULL);
  return self->drop_down;
}

void
ishi_player_chooser_remember (IshiPlayerChooser *self)
{
  const IshiEngineSpec *spec;

  g_return_if_fail (ISHI_IS_PLAYER_CHOOSER (self));
  spec = ishi_player_chooser_get_engine (self);
  g_settings_set_string (self->settings, self->key, spec ? spec->id : "person");
  if (has_move_time (spec))
    ishi_engine_spec_set_move_seconds (self->settings, spec->id, spec->move_seconds);
  /* A person's name is offered again next time (a club's two players
   * play game after game); an engine's is its own, not kept. */
  if (spec == NULL)
    {
      g_autofree char *name = ishi_player_chooser_get_name (self);

      g_settings_set_string (self->settings, self->name_key, name ? name : "");
    }
}

/* The row's label (the dialog's "_Black", "_White") reaches the name, or
 * the drop-down when an engine plays. */
static gboolean
chooser_mnemonic_activate (GtkWidget *widget, gboolean group_cycling)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (widget);

  return gtk_widget_get_sensitive (GTK_WIDGET (self->entry))
           ? gtk_widget_mnemonic_activate (GTK_WIDGET (self->entry), group_cycling)
           : gtk_widget_mnemonic_activate (GTK_WIDGET (self->drop_down), group_cycling);
}

static void
ishi_player_chooser_dispose (GObject *object)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ishi_player_chooser_parent_class)->dispose (object);
}

/* The engines outlive the drop-down that indexes them. */
static void
ishi_player_chooser_finalize (GObject *object)
{
  IshiPlayerChooser *self = ISHI_PLAYER_CHOOSER (object);

  g_clear_pointer (&self->engines, g_ptr_array_unref);
  g_free (self->replaced);
  g_free (self->person);
  G_OBJECT_CLASS (ishi_player_chooser_parent_class)->finalize (object);
}

static void
ishi_player_chooser_class_init (IshiPlayerChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ishi_player_chooser_dispose;
  G_OBJECT_CLASS (klass)->finalize = ishi_player_chooser_finalize;
  GTK_WIDGET_CLASS (klass)->mnemonic_activate = chooser_mnemonic_activate;
  /* "changed": a person or another engine was chosen. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ishi_player_chooser_init (IshiPlayerChooser *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  self->engines = g_ptr_array_new ();
  self->drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->entry), TRUE);
  gtk_entry_set_activates_default (self->entry, TRUE);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->drop_down));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->entry));
  gtk_box_append (GTK_BOX (self), line);
  /* What the engine chosen will get wrong, said beside it. */
  self->warning = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->warning, TRUE);
  gtk_label_set_xalign (self->warning, 0);
  gtk_label_set_max_width_chars (self->warning, 60);
  gtk_widget_add_css_class (GTK_WIDGET (self->warning), "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->warning), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->warning));
  self->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->note, TRUE);
  gtk_label_set_xalign (self->note, 0);
  gtk_label_set_max_width_chars (self->note, 60);
  gtk_widget_add_css_class (GTK_WIDGET (self->note), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->note));
  {
    GtkWidget *label = gtk_label_new_with_mnemonic (_("Seconds a mo_ve:"));

    self->time_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    self->seconds = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 600, 1));
    gtk_spin_button_set_value (self->seconds, ISHI_ENGINE_DEFAULT_MOVE_SECONDS);
    gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->seconds));
    gtk_box_append (GTK_BOX (self->time_row), label);
    gtk_box_append (GTK_BOX (self->time_row), GTK_WIDGET (self->seconds));
    gtk_widget_set_visible (self->time_row, FALSE);
    gtk_box_append (GTK_BOX (self), self->time_row);
    g_signal_connect_swapped (self->seconds, "value-changed", G_CALLBACK (seconds_changed_cb), self);
  }
  g_signal_connect_swapped (self->drop_down, "notify::selected", G_CALLBACK (selected_cb), self);
}

GtkWidget *
ishi_player_chooser_new (IshiColor color, GSettings *settings)
{
  IshiPlayerChooser *self;
  gboolean black = color == ISHI_BLACK;

  g_return_val_if_fail (color == ISHI_BLACK || color == ISHI_WHITE, NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (ISHI_TYPE_PLAYER_CHOOSER, NULL);
  self->settings = g_object_ref (settings);
  self->key = black ? "black-player" : "white-player";
  self->name_key = black ? "black-name" : "white-name";
  /* The window tests find the drop-down and the entry by these names. */
  gtk_widget_set_name (GTK_WIDGET (self->drop_down), self->key);
  gtk_widget_set_name (GTK_WIDGET (self->entry), black ? "black-name" : "white-name");
  gtk_widget_set_name (GTK_WIDGET (self->warning), black ? "black-warning" : "white-warning");
  gtk_widget_set_name (GTK_WIDGET (self->note), black ? "black-level-note" : "white-level-note");
  gtk_widget_set_name (GTK_WIDGET (self->seconds), black ? "black-seconds" : "white-seconds");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seconds), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  black ? _("Seconds a move for Black’s engine")
                                        : _("Seconds a move for White’s engine"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  black ? _("Who plays Black") : _("Who plays White"), -1);
  gtk_entry_set_placeholder_text (self->entry, black ? _("Black player’s name") : _("White player’s name"));
  /* Its name to a screen reader, which said "GtkEntry" (a placeholder is
   * not a name, and goes when a name is typed). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  black ? _("Black player’s name") : _("White player’s name"), -1);
  {
    g_autofree char *name = g_settings_get_string (settings, self->name_key);

    gtk_editable_set_text (GTK_EDITABLE (self->entry), name);
  }
  return GTK_WIDGET (self);
}
