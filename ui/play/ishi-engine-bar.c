/* ishi-engine-bar.c — see ishi-engine-bar.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-engine-bar"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ishi-engine-bar.h"
#include "ishi-a11y-names.h"

/* The stderr lines shown while an engine starts. */
#define OUTPUT_LINES 3

enum { RESPONSE_STOP = 1, RESPONSE_PAUSE, RESPONSE_RESUME, RESPONSE_PLAY_ON, RESPONSE_RESTART };

struct _IshiEngineBar {
  GtkWidget parent_instance;

  GtkInfoBar *info_bar;
  GtkSpinner *spinner;
  GtkLabel *message;
  GtkLabel *output;
  GtkWidget *buttons[RESPONSE_RESTART + 1];
  GQueue lines;               /* of char *: the last OUTPUT_LINES of stderr */
  char *output_text;          /* the lines shown under the message, or NULL */
  IshiEngineBarState state;
  gboolean compact;
};

G_DEFINE_FINAL_TYPE (IshiEngineBar, ishi_engine_bar, GTK_TYPE_WIDGET)

enum { SIGNAL_STOP, SIGNAL_PAUSE, SIGNAL_RESUME, SIGNAL_PLAY_ON, SIGNAL_RESTART, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_STATE, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The buttons' widget names, for the tests: the names of their signals. */
static const char *
names_of_response (int response)
{
  static const char *names[] = { NULL, "stop", "pause", "resume", "play-on", "restart" };

  return names[response];
}

static void
response_cb (GtkInfoBar *info_bar, int response, IshiEngineBar *self)
{
  if (response >= RESPONSE_STOP && response <= RESPONSE_RESTART)
    g_signal_emit (self, signals[response - RESPONSE_STOP], 0);
}

/* Shows the bar in `state` with the buttons `shown` (a NULL-free list
 * ending in 0). */
static void
set_state (IshiEngineBar *self, IshiEngineBarState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
show (IshiEngineBar *self, IshiEngineBarState state, GtkMessageType type, const char *text,
      const int *shown)
{
  gtk_label_set_text (self->message, text);
  gtk_info_bar_set_message_type (self->info_bar, type);
  for (int r = RESPONSE_STOP; r <= RESPONSE_RESTART; r++)
    gtk_widget_set_visible (self->buttons[r], FALSE);
  for (; *shown; shown++)
    gtk_widget_set_visible (self->buttons[*shown], TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner),
                          state == ISHI_ENGINE_BAR_STARTING || state == ISHI_ENGINE_BAR_THINKING);
  if (gtk_widget_get_visible (GTK_WIDGET (self->spinner)))
    gtk_spinner_start (self->spinner);
  else
    gtk_spinner_stop (self->spinner);
  gtk_info_bar_set_revealed (self->info_bar, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  set_state (self, state);
}

/* The output's lines one under the other; in a compact bar on one line,
 * its end (the latest) in view. */
static void
show_output_text (IshiEngineBar *self)
{
  const char *text = self->output_text;

  if (self->compact && text)
    {
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      g_autofree char *joined = g_strjoinv (" · ", lines);

      gtk_label_set_text (self->output, joined);
    }
  else
    gtk_label_set_text (self->output, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->output), text && text[0]);
}

static void
show_output (IshiEngineBar *self, const char *text)
{
  g_free (self->output_text);
  self->output_text = g_strdup (text);
  show_output_text (self);
}

void
ishi_engine_bar_set_compact (IshiEngineBar *self, gboolean compact)
{
  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));

  self->compact = compact = !!compact;
  gtk_label_set_wrap (self->message, !compact);
  gtk_label_set_ellipsize (self->message, compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (self->output, !compact);
  gtk_label_set_ellipsize (self->output, compact ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_NONE);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "ishi-compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "ishi-compact");
  show_output_text (self);
}

void
ishi_engine_bar_show_starting (IshiEngineBar *self, const char *name)
{
  g_autofree char *text = NULL;

  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  text = g_strdup_printf (_("Starting %s…"), name);
  g_queue_clear_full (&self->lines, g_free);
  show_output (self, NULL);
  show (self, ISHI_ENGINE_BAR_STARTING, GTK_MESSAGE_INFO, text, (const int[]) { RESPONSE_STOP, 0 });
}

void
ishi_engine_bar_add_output (IshiEngineBar *self, const char *line)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  if (line == NULL || line[0] == '\0')
    return;
  g_queue_push_tail (&self->lines, g_utf8_make_valid (line, -1));
  while (self->lines.length > OUTPUT_LINES)
    g_free (g_queue_pop_head (&self->lines));
  for (GList *l = self->lines.head; l; l = l->next)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", (char *) l->data);
  if (self->state == ISHI_ENGINE_BAR_STARTING)
    show_output (self, text->str);
}

void
ishi_engine_bar_show_thinking (IshiEngineBar *self, const char *name)
{
  g_autofree char *text = NULL;

  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  text = g_strdup_printf (_("%s is thinking…"), name);
  show_output (self, NULL);
  show (self, ISHI_ENGINE_BAR_THINKING, GTK_MESSAGE_INFO, text, (const int[]) { RESPONSE_STOP, RESPONSE_PAUSE, 0 });
}

void
ishi_engine_bar_show_paused (IshiEngineBar *self)
{
  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  show_output (self, NULL);
  show (self, ISHI_ENGINE_BAR_PAUSED, GTK_MESSAGE_INFO, _("The engines are paused."),
        (const int[]) { RESPONSE_RESUME, 0 });
}

void
ishi_engine_bar_show_failed (IshiEngineBar *self, const char *message, const char *output)
{
  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  show_output (self, output);
  show (self, ISHI_ENGINE_BAR_FAILED, GTK_MESSAGE_ERROR, message,
        (const int[]) { RESPONSE_PLAY_ON, RESPONSE_RESTART, 0 });
}

void
ishi_engine_bar_hide (IshiEngineBar *self)
{
  g_return_if_fail (ISHI_IS_ENGINE_BAR (self));
  gtk_spinner_stop (self->spinner);
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  set_state (self, ISHI_ENGINE_BAR_HIDDEN);
}

IshiEngineBarState
ishi_engine_bar_get_state (IshiEngineBar *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_BAR (self), ISHI_ENGINE_BAR_HIDDEN);
  return self->state;
}

const char *
ishi_engine_bar_get_message (IshiEngineBar *self)
{
  g_return_val_if_fail (ISHI_IS_ENGINE_BAR (self), NULL);
  return gtk_label_get_text (self->message);
}

static void
ishi_engine_bar_dispose (GObject *object)
{
  IshiEngineBar *self = ISHI_ENGINE_BAR (object);

  g_queue_clear_full (&self->lines, g_free);
  g_clear_pointer (&self->output_text, g_free);
  if (self->info_bar)
    gtk_widget_unparent (GTK_WIDGET (self->info_bar));
  self->info_bar = NULL;
  G_OBJECT_CLASS (ishi_engine_bar_parent_class)->dispose (object);
}

static void
ishi_engine_bar_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  IshiEngineBar *self = ISHI_ENGINE_BAR (object);

  if (id == PROP_STATE)
    g_value_set_int (value, self->state);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
ishi_engine_bar_class_init (IshiEngineBarClass *klass)
{
  static const char *names[N_SIGNALS] = { "stop", "pause", "resume", "play-on", "restart" };

  G_OBJECT_CLASS (klass)->dispose = ishi_engine_bar_dispose;
  G_OBJECT_CLASS (klass)->get_property = ishi_engine_bar_get_property;
  /* an IshiEngineBarState */
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, ISHI_ENGINE_BAR_HIDDEN, ISHI_ENGINE_BAR_FAILED,
                                             ISHI_ENGINE_BAR_HIDDEN,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  for (int i = 0; i < N_SIGNALS; i++)
    signals[i] = g_signal_new (names[i], G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                               NULL, G_TYPE_NONE, 0);
}

static void
ishi_engine_bar_init (IshiEngineBar *self)
{
  static const struct { int response; const char *label; } buttons[] = {
    { RESPONSE_STOP, N_("_Stop") },
    { RESPONSE_PAUSE, N_("_Pause") },
    { RESPONSE_RESUME, N_("_Resume") },
    { RESPONSE_PLAY_ON, N_("Play On _Without the Engine") },
    { RESPONSE_RESTART, N_("Restart the _Engine") },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  g_queue_init (&self->lines);
  self->info_bar = GTK_INFO_BAR (gtk_info_bar_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->info_bar), GTK_WIDGET (self));
  ishi_info_bar_name_close_button (self->info_bar);
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->message), "engine-message");
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  self->output = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->output), "engine-output");
  gtk_label_set_wrap (self->output, TRUE);
  gtk_label_set_wrap_mode (self->output, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->output, 0);
  gtk_label_set_selectable (self->output, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->output), "monospace");
  gtk_widget_add_css_class (GTK_WIDGET (self->output), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->output), FALSE);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->message));
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->output));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->spinner));
  gtk_box_append (GTK_BOX (box), texts);
  gtk_info_bar_add_child (self->info_bar, box);
  for (gsize i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      self->buttons[buttons[i].response] = gtk_info_bar_add_button (self->info_bar, _(buttons[i].label),
                                                                    buttons[i].response);
      gtk_widget_set_name (self->buttons[buttons[i].response], names_of_response (buttons[i].response));
    }
  g_signal_connect (self->info_bar, "response", G_CALLBACK (response_cb), self);
  gtk_info_bar_set_revealed (self->info_bar, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ishi_engine_bar_new (void)
{
  return g_object_new (ISHI_TYPE_ENGINE_BAR, NULL);
}
