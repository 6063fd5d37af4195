/* ishi-problem-view.c — see ishi-problem-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-problem-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-problem-view.h"
#include "ishi-problem-progress.h"

struct _IshiProblemView {
  GtkWidget parent_instance;

  GtkWidget *stack;
  GtkWidget *list_box;
  GtkLabel *set_title;
  GtkLabel *counter;
  GtkLabel *tally;
  GtkLabel *errors;
  IshiProblemPage *page;

  GPtrArray *entries;    /* of IshiProblemProgress*: Ishi's own sets first */
  IshiProblemProgress *current;        /* the set shown, or NULL */
  gboolean missed_before;/* the problem shown had been missed before this try */
};

G_DEFINE_FINAL_TYPE (IshiProblemView, ishi_problem_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_RANDOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_LEAVE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
update_labels (IshiProblemView *self)
{
  IshiProblemProgress *e = self->current;
  g_autofree char *counter = NULL, *text = NULL;

  if (e == NULL)
    return;
  counter = g_strdup_printf ("%u / %u", e->position + 1, e->order->len);
  text = ishi_problem_progress_tally_text (e);
  gtk_label_set_text (self->set_title, e->title);
  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->tally, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problems.previous", e->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "problems.next", e->position + 1 < e->order->len);
  ishi_problem_page_set_has_next (self->page, e->position + 1 < e->order->len);
}

/* The try changed: note how the problem went. */
static void
page_changed_cb (IshiProblemView *self)
{
  IshiProblemPlay *play = ishi_problem_page_get_play (self->page);
  if (self->current == NULL || play == NULL)
    return;
  ishi_problem_progress_note (self->current, play, self->missed_before);
  update_labels (self);
}

/* --- showing a problem ----------------------------------------------------------------- */

static void
show_problem (IshiProblemView *self)
{
  IshiProblemProgress *e = self->current;
  g_autoptr(IshiProblemPlay) play = NULL;
  g_autoptr(GError) error = NULL;
  IshiProblem *problem;
  guint index;

  index = g_array_index (e->order, guint, e->position);
  problem = g_ptr_array_index (e->set->problems, index);
  self->missed_before = e->results[index].missed;
  play = ishi_problem_play_new (problem, &error);
  if (play == NULL)
    g_warning ("%s", error->message);   /* the loader read this very record */
  ishi_problem_page_set_play (self->page, play);
  /* Ishi's own problems are numbered under the set's name in the window's
   * language, as their GN numbers them in Japanese (「石を取る 1」). */
  if (e->own_title != NULL && play != NULL)
    {
      /* TRANSLATORS: a problem of Ishi's own sets: the set's name and the
       * problem's number, "Ladders 3"; Japanese 「シチョウ 3」. */
      g_autofree char *title = g_strdup_printf (_("%s %u"), e->title, index + 1);

      ishi_problem_page_set_title (self->page, title);
    }
  update_labels (self);
}

static void
show_set (IshiProblemView *self, IshiProblemProgress *e)
{
  self->current = e;
  /* "random" is the shown set's. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANDOM]);
  {
    guint n = e->set->errors->len;

    if (n > 0)
      {
        g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u game of this set could not be used",
                                                              "%u games of this set could not be used", n), n);
        g_autofree char *all = g_strjoinv ("\n", (char **) e->set->errors->pdata);

        gtk_label_set_text (self->errors, text);
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->errors), all);
      }
    gtk_widget_set_visible (GTK_WIDGET (self->errors), n > 0);
  }
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "set");
  show_problem (self);
}

/* --- the list ------------------------------------------------------------------------------ */

static void rebuild_list (IshiProblemView *self);

static void
row_clicked_cb (GtkButton *button, IshiProblemView *self)
{
  ishi_problem_view_open_set_at (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static GtkWidget *
list_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
rebuild_list (IshiProblemView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->list_box), child);
  for (guint i = 0; i < self->entries->len; i++)
    {
      IshiProblemProgress *e = g_ptr_array_index (self->entries, i);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *progress = ishi_problem_progress_tally_text (e);
      guint first_try, solved, tried;

      ishi_problem_progress_tally (e, &first_try, &solved, &tried);
      gtk_box_append (GTK_BOX (box), list_label (e->title, "heading"));
      gtk_box_append (GTK_BOX (box), list_label (e->details, NULL));
      if (tried > 0)
        gtk_box_append (GTK_BOX (box), list_label (progress, "dim-label"));
      gtk_button_set_child (GTK_BUTTON (button), box);
      /* Named for a screen reader, which said "GtkButton" for a button
       * whose child is a box: the set's name, then what it holds and how
       * it went as the description. */
      {
        g_autofree char *description = tried > 0 ? g_strdup_printf ("%s. %s", e->details, progress)
                                                 : g_strdup (e->details);

        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, e->title,
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
      }
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_object_set_data_full (G_OBJECT (button), "line", g_strdup_printf ("%s — %s", e->title, e->details),
                              g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (row_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->list_box), button);
    }
  if (self->entries->len == 0)
    gtk_box_append (GTK_BOX (self->list_box),
                    list_label (_("No problems are installed. Open a problem file or a folder of them."), NULL));
}

/* --- the public side ----------------------------------------------------------------------- */

void
ishi_problem_view_open_set (IshiProblemView *self, IshiProblemSet *set)
{
  g_return_if_fail (ISHI_IS_PROBLEM_VIEW (self));
  g_return_if_fail (set != NULL && set->problems->len > 0);

  g_ptr_array_add (self->entries, ishi_problem_progress_new (set, FALSE));
  rebuild_list (self);
  show_set (self, g_ptr_array_index (self->entries, self->entries->len - 1));
}

gboolean
ishi_problem_view_open_set_at (IshiProblemView *self, guint index)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), FALSE);

  if (index >= self->entries->len)
    return FALSE;
  show_set (self, g_ptr_array_index (self->entries, index));
  return TRUE;
}

void
ishi_problem_view_show_list (IshiProblemView *self)
{
  g_return_if_fail (ISHI_IS_PROBLEM_VIEW (self));

  rebuild_list (self);   /* with the tallies as they are now */
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "list");
}

gboolean
ishi_problem_view_is_showing_list (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), TRUE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "list") == 0;
}

guint
ishi_problem_view_get_position (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), 0);
  return self->current ? self->current->position : 0;
}

guint
ishi_problem_view_get_n_problems (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), 0);
  return self->current ? self->current->order->len : 0;
}

gboolean
ishi_problem_view_go_to (IshiProblemView *self, guint position)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), FALSE);

  if (self->current == NULL || position >= self->current->order->len)
    return FALSE;
  self->current->position = position;
  show_problem (self);
  return TRUE;
}

void
ishi_problem_view_set_random (IshiProblemView *self, gboolean random, guint32 seed)
{
  IshiProblemProgress *e;

  g_return_if_fail (ISHI_IS_PROBLEM_VIEW (self));

  e = self->current;
  if (e == NULL || e->random == (random != FALSE))
    return;
  ishi_problem_progress_set_random (e, random ? (seed ? seed : g_random_int () | 1) : 0);
  update_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANDOM]);
}

gboolean
ishi_problem_view_get_random (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), FALSE);
  return self->current != NULL && self->current->random;
}

void
ishi_problem_view_get_tally (IshiProblemView *self, guint *first_try, guint *solved, guint *tried)
{
  guint a, b, c;

  g_return_if_fail (ISHI_IS_PROBLEM_VIEW (self));
  ishi_problem_progress_tally (self->current, &a, &b, &c);
  if (first_try)
    *first_try = a;
  if (solved)
    *solved = b;
  if (tried)
    *tried = c;
}

IshiProblemPage *
ishi_problem_view_get_page (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), NULL);
  return self->page;
}

const char *
ishi_problem_view_get_counter (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), "");
  return gtk_label_get_text (self->counter);
}

const char *
ishi_problem_view_get_tally_text (IshiProblemView *self)
{
  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), "");
  return gtk_label_get_text (self->tally);
}

char *
ishi_problem_view_describe_list (IshiProblemView *self)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (ISHI_IS_PROBLEM_VIEW (self), g_string_free (s, FALSE));

  for (GtkWidget *c = gtk_widget_get_first_child (self->list_box); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      const char *line = g_object_get_data (G_OBJECT (c), "line");

      if (line != NULL)
        g_string_append_printf (s, "%s\n", line);
    }
  return g_string_free (s, FALSE);
}

/* --- building ---------------------------------------------------------------------------------- */

static void
action_cb (GtkWidget *widget, const char *name, GVariant *param)
{
  IshiProblemView *self = ISHI_PROBLEM_VIEW (widget);

  if (g_str_equal (name, "problems.show-list"))
    ishi_problem_view_show_list (self);
  else if (g_str_equal (name, "problems.leave"))
    g_signal_emit (self, signals[SIGNAL_LEAVE], 0);
  else if (g_str_equal (name, "problems.next") && self->current)
    ishi_problem_view_go_to (self, self->current->position + 1);
  else if (g_str_equal (name, "problems.previous") && self->current && self->current->position > 0)
    ishi_problem_view_go_to (self, self->current->position - 1);
}

static void
page_next_cb (IshiProblemView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "problems.next", NULL);
}

static GtkWidget *
top_button (const char *icon, const char *label, const char *action, const char *tooltip)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  if (icon != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static GtkWidget *
build_list_page (IshiProblemView *self)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open Problems…"));
  GtkWidget *folder = gtk_button_new_with_mnemonic (_("Open a _Folder of Problems…"));

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (box, 360, -1);
  gtk_box_append (GTK_BOX (box), list_label (_("Problems"), "title-2"));
  gtk_box_append (GTK_BOX (box),
                  list_label (_("Find the move for the side to play. Ishi answers from the problem's own "
                                "variations and says whether your move is right, wrong, or not in the "
                                "problem."), NULL));
  self->list_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->list_box);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "win.open-problems");
  gtk_widget_set_tooltip_text (open, _("Open an SGF file of problems (詰碁, 詰め連珠), or a collection of them"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (folder), "win.open-problem-folder");
  gtk_widget_set_tooltip_text (folder, _("Open every SGF file of a folder as one set of problems"));
  gtk_box_append (GTK_BOX (buttons), open);
  gtk_box_append (GTK_BOX (buttons), folder);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  {
    GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *back = top_button ("go-previous-symbolic", _("Lessons"), "problems.leave", _("Back to the lessons"));
    GtkWidget *label = gtk_label_new (_("Lessons"));
    GtkWidget *inside = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    /* "← Lessons", as the lesson steps have it. */
    gtk_button_set_child (GTK_BUTTON (back), inside);
    gtk_box_append (GTK_BOX (inside), gtk_image_new_from_icon_name ("go-previous-symbolic"));
    gtk_box_append (GTK_BOX (inside), label);
    gtk_widget_set_halign (back, GTK_ALIGN_START);
    gtk_widget_set_margin_start (back, 6);
    gtk_widget_set_margin_top (back, 6);
    gtk_box_append (GTK_BOX (page), back);
    gtk_box_append (GTK_BOX (page), scroll);
    return page;
  }
}

static GtkWidget *
build_set_page (IshiProblemView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *random = gtk_toggle_button_new_with_mnemonic (_("_Random Order"));

  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 6);
  gtk_widget_set_margin_top (bar, 6);
  gtk_box_append (GTK_BOX (bar), top_button (NULL, _("_Problems"), "problems.show-list", _("All the sets of problems")));
  self->set_title = GTK_LABEL (list_label ("", "heading"));
  gtk_label_set_wrap (self->set_title, FALSE);
  gtk_label_set_ellipsize (self->set_title, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->set_title), TRUE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->set_title));
  self->tally = GTK_LABEL (list_label ("", "dim-label"));
  gtk_label_set_wrap (self->tally, FALSE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->tally));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (random), "problems.random");
  gtk_widget_set_tooltip_text (random, _("Take the set's problems in a random order"));
  gtk_box_append (GTK_BOX (bar), random);
  gtk_box_append (GTK_BOX (bar), top_button ("go-previous-symbolic", _("Previous Problem"), "problems.previous",
                                            _("The previous problem (Page Up)")));
  self->counter = GTK_LABEL (gtk_label_new (""));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->counter));
  gtk_box_append (GTK_BOX (bar), top_button ("go-next-symbolic", _("Next Problem"), "problems.next",
                                            _("The next problem (Page Down)")));
  gtk_box_append (GTK_BOX (box), bar);
  self->errors = GTK_LABEL (list_label ("", "dim-label"));
  gtk_widget_set_name (GTK_WIDGET (self->errors), "problem-errors");
  gtk_widget_set_margin_start (GTK_WIDGET (self->errors), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->errors), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->errors));
  self->page = ISHI_PROBLEM_PAGE (ishi_problem_page_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->page), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->page));
  g_signal_connect_swapped (self->page, "changed", G_CALLBACK (page_changed_cb), self);
  g_signal_connect_swapped (self->page, "next", G_CALLBACK (page_next_cb), self);
  return box;
}

static void
ishi_problem_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == PROP_RANDOM)
    g_value_set_boolean (value, ishi_problem_view_get_random (ISHI_PROBLEM_VIEW (object)));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
ishi_problem_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  if (id == PROP_RANDOM)
    ishi_problem_view_set_random (ISHI_PROBLEM_VIEW (object), g_value_get_boolean (value), 0);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
ishi_problem_view_dispose (GObject *object)
{
  IshiProblemView *self = ISHI_PROBLEM_VIEW (object);

  g_clear_pointer (&self->stack, gtk_widget_unparent);
  self->current = NULL;
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  G_OBJECT_CLASS (ishi_problem_view_parent_class)->dispose (object);
}

static void
ishi_problem_view_class_init (IshiProblemViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ishi_problem_view_dispose;
  object_class->get_property = ishi_problem_view_get_property;
  object_class->set_property = ishi_problem_view_set_property;
  properties[PROP_RANDOM] = g_param_spec_boolean ("random", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ishi-problem-view");
  gtk_widget_class_install_action (widget_class, "problems.show-list", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "problems.leave", NULL, action_cb);
  signals[SIGNAL_LEAVE] = g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_install_action (widget_class, "problems.next", NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "problems.previous", NULL, action_cb);
  gtk_widget_class_install_property_action (widget_class, "problems.random", "random");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "problems.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "problems.previous", NULL);
}

static void
ishi_problem_view_init (IshiProblemView *self)
{
  self->entries = g_ptr_array_new_with_free_func (ishi_problem_progress_free);
  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));
  /* Titled: a screen reader names the page by its title (Orca said
   * "GtkStackPage panel"). */
  gtk_stack_add_titled (GTK_STACK (self->stack), build_list_page (self), "list", _("Problems"));
  gtk_stack_add_titled (GTK_STACK (self->stack), build_set_page (self), "set", _("Problem"));
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "list");
}

GtkWidget *
ishi_problem_view_new (const char *shipped_dir)
{
  IshiProblemView *self = g_object_new (ISHI_TYPE_PROBLEM_VIEW, NULL);

  ishi_problem_progress_load_own (self->entries, shipped_dir);
  rebuild_list (self);
  return GTK_WIDGET (self);
}
