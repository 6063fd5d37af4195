/* ishi-room-rif.c — see ishi-room-rif.h. The steps are those of
 * renju-rules.ja.txt, 第3章 (2): Black's holder lays out an opening of the
 * 26, White's holder may swap, then White plays move 4.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ishi-a11y-names.h"
#include "ishi-new-game-dialog.h"
#include "ishi-renju-openings.h"
#include "ishi-room-rif.h"
#include "ishi-ruleset.h"

struct _IshiRoomRif {
  GtkBox parent_instance;

  GtkDropDown *openings;
  GtkWidget *place, *swap, *keep;
};

G_DEFINE_FINAL_TYPE (IshiRoomRif, ishi_room_rif, GTK_TYPE_BOX)

enum { SIGNAL_SEND, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef enum { STEP_NONE, STEP_CHOOSE, STEP_DECIDE } Step;

static Step
step_of (const IshiRoomClientTable *t)
{
  const IshiRuleset *row = t && t->ruleset ? ishi_ruleset_lookup (t->ruleset) : NULL;

  if (row == NULL || row->opening != ISHI_OPENING_RIF || !t->started || t->result || t->adjourned)
    return STEP_NONE;
  if (t->moves->len == 0)
    return STEP_CHOOSE;
  if (t->moves->len == 3 && !t->opening_decided)
    return STEP_DECIDE;
  return STEP_NONE;
}

char *
ishi_room_rif_describe (const IshiRoomClientTable *t, IshiColor own)
{
  switch (step_of (t))
    {
    case STEP_CHOOSE:
      return g_strdup (own == ISHI_BLACK
                         ? _("You hold Black: choose one of the 26 openings; the host lays out its three stones.")
                         : _("Black chooses the opening."));
    case STEP_DECIDE:
      {
        const IshiRenjuOpening *o = t->opening ? ishi_renju_opening_lookup (t->opening) : NULL;
        g_autofree char *name = o ? g_strdup_printf ("%s %s", o->code, ishi_renju_opening_display_name (o))
                                  : g_strdup ("?");
        return own == ISHI_WHITE
          ? g_strdup_printf (_("The opening %s is on the board. You hold White: swap colours and play "
                               "Black, or keep White and play move 4."), name)
          : g_strdup_printf (_("The opening %s is on the board. White decides whether to swap colours."), name);
      }
    case STEP_NONE:
    default:
      return NULL;
    }
}

void
ishi_room_rif_show (IshiRoomRif *self, const IshiRoomClientTable *t, IshiColor own)
{
  Step step;

  g_return_if_fail (ISHI_IS_ROOM_RIF (self));
  step = step_of (t);
  gtk_widget_set_visible (GTK_WIDGET (self->openings), step == STEP_CHOOSE && own == ISHI_BLACK);
  gtk_widget_set_visible (self->place, step == STEP_CHOOSE && own == ISHI_BLACK);
  gtk_widget_set_visible (self->swap, step == STEP_DECIDE && own == ISHI_WHITE);
  gtk_widget_set_visible (self->keep, step == STEP_DECIDE && own == ISHI_WHITE);
  gtk_widget_set_visible (GTK_WIDGET (self),
                          (step == STEP_CHOOSE && own == ISHI_BLACK) || (step == STEP_DECIDE && own == ISHI_WHITE));
}

static void
place_clicked_cb (GtkButton *button, IshiRoomRif *self)
{
  guint n = 0, i = gtk_drop_down_get_selected (self->openings);
  const IshiRenjuOpening *all = ishi_renju_openings (&n);
  g_autofree char *line = NULL;

  if (i >= n)
    return;
  line = g_strdup_printf ("/opening %s", all[i].code);
  g_signal_emit (self, signals[SIGNAL_SEND], 0, line);
}

static void
swap_clicked_cb (GtkButton *button, IshiRoomRif *self)
{
  g_signal_emit (self, signals[SIGNAL_SEND], 0, "/swap");
}

static void
keep_clicked_cb (GtkButton *button, IshiRoomRif *self)
{
  g_signal_emit (self, signals[SIGNAL_SEND], 0, "/keep");
}

static void
ishi_room_rif_class_init (IshiRoomRifClass *klass)
{
  signals[SIGNAL_SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ishi_room_rif_init (IshiRoomRif *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->openings = GTK_DROP_DOWN (gtk_drop_down_new (ishi_renju_opening_names_new (), NULL));
  ishi_drop_down_name_button (self->openings, _("Opening"));
  self->place = gtk_button_new_with_mnemonic (_("_Lay Out the Opening"));
  self->swap = gtk_button_new_with_mnemonic (_("S_wap Colours"));
  self->keep = gtk_button_new_with_mnemonic (_("_Keep White"));
  g_signal_connect (self->place, "clicked", G_CALLBACK (place_clicked_cb), self);
  g_signal_connect (self->swap, "clicked", G_CALLBACK (swap_clicked_cb), self);
  g_signal_connect (self->keep, "clicked", G_CALLBACK (keep_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->openings));
  gtk_box_append (GTK_BOX (self), self->place);
  gtk_box_append (GTK_BOX (self), self->swap);
  gtk_box_append (GTK_BOX (self), self->keep);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ishi_room_rif_new (void)
{
  return g_object_new (ISHI_TYPE_ROOM_RIF, NULL);
}
