/* ishi-server-offer.c — the terms of a game on a Go server.
 *
 * NNGS's `match NAME COLOR SIZE TIME BYO` (its help file, match) carries
 * the colour, the size and the times; the komi and the handicap are set
 * after the game begins, with `komi K` (the other player types the same
 * to agree) and Black's first move `handicap N`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "config.h"

#include <glib/gi18n.h>

#include "ishi-form-row.h"
#include "ishi-igs-server.h"
#include "ishi-server-offer.h"

typedef struct {
  char *opponent;
  IshiChallengeFunc func;
  gpointer data;
  GtkDropDown *color, *size;
  GtkSpinButton *minutes, *byoyomi, *komi, *handicap;
  gboolean unparented;   /* komi and handicap not shown (a room): held here */
} Terms;

static void
terms_free (gpointer data)
{
  Terms *t = data;

  if (t->unparented)
    {
      g_object_unref (t->komi);
      g_object_unref (t->handicap);
    }
  g_free (t->opponent);
  g_free (t);
}

static const int sizes[] = { 9, 13, 19 };

void
ishi_server_challenge_send (GtkWidget *dialog)
{
  Terms *t = g_object_get_data (G_OBJECT (dialog), "ishi-terms");
  IshiColor color = gtk_drop_down_get_selected (t->color) == 0 ? ISHI_BLACK : ISHI_WHITE;
  int size = sizes[MIN (gtk_drop_down_get_selected (t->size), G_N_ELEMENTS (sizes) - 1)];
  g_autofree char *line = ishi_igs_format_match (t->opponent, color, size,
                                                 gtk_spin_button_get_value_as_int (t->minutes),
                                                 gtk_spin_button_get_value_as_int (t->byoyomi));

  t->func (line, gtk_spin_button_get_value (t->komi), gtk_spin_button_get_value_as_int (t->handicap),
           t->data);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A handicap game is played with half a point of komi (NNGS sets it so
 * after `handicap N`): the field follows, until it is changed by hand. */
static void
handicap_changed_cb (GtkSpinButton *handicap, Terms *t)
{
  double komi = gtk_spin_button_get_value (t->komi);
  int n = gtk_spin_button_get_value_as_int (handicap);

  if (n >= 2 && komi == 6.5)
    gtk_spin_button_set_value (t->komi, 0.5);
  else if (n < 2 && komi == 0.5)
    gtk_spin_button_set_value (t->komi, 6.5);
}

static GtkSpinButton *
spin (double min, double max, double step, double value, int digits)
{
  GtkSpinButton *s = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (min, max, step));

  gtk_spin_button_set_digits (s, digits);
  gtk_spin_button_set_value (s, value);
  return s;
}

static GtkWidget *
challenge_new (GtkWindow *parent, const char *opponent, IshiChallengeFunc func, gpointer data,
               gboolean room)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *send = gtk_button_new_with_mnemonic (_("C_hallenge"));
  const char *colors[] = { _("Black"), _("White"), NULL };
  const char *size_names[] = { "9×9", "13×13", "19×19", NULL };
  g_autofree char *title = g_strdup_printf (_("Challenge %s"), opponent);
  Terms *t = g_new0 (Terms, 1);
  GtkWidget *fields[6];
  const char *labels[6] = { _("Your _colour"), _("Board _size"), _("_Main time (minutes)"),
                            _("_Byo-yomi (minutes for 25 stones)"), _("_Komi"), _("_Handicap stones") };

  t->opponent = g_strdup (opponent);
  t->func = func;
  t->data = data;
  t->color = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (colors));
  t->size = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (size_names));
  t->minutes = spin (0, 600, 1, 10, 0);
  t->byoyomi = spin (0, 60, 1, 10, 0);
  t->komi = spin (-50, 50, 0.5, 6.5, 1);
  t->handicap = spin (0, 9, 1, 0, 0);
  g_signal_connect (t->handicap, "value-changed", G_CALLBACK (handicap_changed_cb), t);
  fields[0] = GTK_WIDGET (t->color);
  fields[1] = GTK_WIDGET (t->size);
  fields[2] = GTK_WIDGET (t->minutes);
  fields[3] = GTK_WIDGET (t->byoyomi);
  fields[4] = GTK_WIDGET (t->komi);
  fields[5] = GTK_WIDGET (t->handicap);
  g_object_set_data_full (G_OBJECT (window), "ishi-terms", t, terms_free);

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 24);
  gtk_widget_set_margin_end (grid, 24);
  gtk_widget_set_margin_top (grid, 24);
  gtk_widget_set_margin_bottom (grid, 24);
  /* In Ishi's room the komi and the handicap are the table's rule set's. */
  for (int i = 0; i < (room ? 4 : 6); i++)
    {
      gtk_grid_attach (GTK_GRID (grid), ishi_form_row_label (labels[i], fields[i]), 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), fields[i], 1, i, 1, 1);
    }
  if (room)
    {
      g_object_ref_sink (t->komi);
      g_object_ref_sink (t->handicap);
      t->unparented = TRUE;
    }
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_add_css_class (send, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), send);
  gtk_grid_attach (GTK_GRID (grid), buttons, 0, 6, 2, 1);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), window);
  g_signal_connect_swapped (send, "clicked", G_CALLBACK (ishi_server_challenge_send), window);
  gtk_window_set_child (GTK_WINDOW (window), grid);
  gtk_window_set_default_widget (GTK_WINDOW (window), send);
  return window;
}

GtkWidget *
ishi_server_challenge_new (GtkWindow *parent, const char *opponent, IshiChallengeFunc func,
                           gpointer data)
{
  return challenge_new (parent, opponent, func, data, FALSE);
}

GtkWidget *
ishi_server_challenge_new_for_room (GtkWindow *parent, const char *opponent, IshiChallengeFunc func,
                                    gpointer data)
{
  return challenge_new (parent, opponent, func, data, TRUE);
}

char *
ishi_server_describe_offer (const char *name, IshiColor color, int size, int minutes, int byoyomi)
{
  return g_strdup_printf (_("%s asks for a game: %d×%d, you play %s, %d minutes and %d minutes of byo-yomi for 25 stones."),
                          name, size, size, color == ISHI_WHITE ? _("White") : _("Black"), minutes,
                          byoyomi);
}

/* ------------------------------------------------------------------------ */
/* A question                                                                */
/* ------------------------------------------------------------------------ */

typedef struct {
  IshiRoomClient *client;
  char *accept, *decline;
} Answer;

static void
answer_cb (GtkDialog *dialog, int response, gpointer data)
{
  Answer *a = data;

  if (response == GTK_RESPONSE_ACCEPT || response == GTK_RESPONSE_REJECT)
    ishi_room_client_send (a->client, response == GTK_RESPONSE_ACCEPT ? a->accept : a->decline);
  g_object_unref (a->client);
  g_free (a->accept);
  g_free (a->decline);
  g_free (a);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
ishi_server_ask (GtkWindow *parent, IshiRoomClient *client, const char *question, const char *yes,
                 const char *no, const char *accept, const char *decline)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent, GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_QUESTION,
                                              GTK_BUTTONS_NONE, "%s", question);
  Answer *a = g_new0 (Answer, 1);

  a->client = g_object_ref (client);
  a->accept = g_strdup (accept);
  a->decline = g_strdup (decline);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), no, GTK_RESPONSE_REJECT, yes, GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect (dialog, "response", G_CALLBACK (answer_cb), a);
  gtk_window_present (GTK_WINDOW (dialog));
}
