/* ishi-play-keys.c — the play page's review keys: Home, End, Page Up and
 * Down, the arrows while reviewing, P to pass and O for a stone off the
 * board, and when a field or a list keeps its own keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-play-page"

#include "config.h"

#include <string.h>

#include "ishi-play-keys.h"

/* Enter takes the number typed (the spin button reads its text), Escape
 * puts back the current move's; either way the board has the keys again. */
static gboolean
leave_move_field (GtkWidget *board, GtkSpinButton *spin, guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      gtk_spin_button_update (spin);
      break;
    case GDK_KEY_Escape:
      gtk_spin_button_set_value (spin, gtk_spin_button_get_value (spin));
      break;
    default:
      return FALSE;
    }
  gtk_widget_grab_focus (board);
  return TRUE;
}

/* The focus is on a notebook's tabs (GTK 4.8 focuses the notebook or a
 * widget of its tab strip, outside the page shown). */
static gboolean
focus_takes_arrows (GtkWidget *focus)
{
  GtkWidget *notebook = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_NOTEBOOK) : NULL;

  if (notebook)
    {
      GtkNotebook *nb = GTK_NOTEBOOK (notebook);
      GtkWidget *page = gtk_notebook_get_nth_page (nb, gtk_notebook_get_current_page (nb));

      return page == NULL || (focus != page && !gtk_widget_is_ancestor (focus, page));
    }
  return FALSE;
}

gboolean
ishi_play_keys_review (GtkWidget *page, GtkWidget *board, gboolean reviewing,
                       IshiEditMode *edit_mode, GActionGroup *actions,
                       guint keyval, GdkModifierType modifiers)
{
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  GtkWidget *spin;
  const char *action = NULL;

  if (ishi_edit_mode_key (edit_mode, keyval, modifiers, focus))
    return TRUE;
  if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  /* The Move field (Ctrl+G) is a place to type a number, not to stay:
   * Enter goes there and Escape leaves it, and both give the board its keys
   * back; the review keys move through the record from it too, instead of
   * stepping the number by ten or moving its text cursor. */
  spin = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;
  if (spin && leave_move_field (board, GTK_SPIN_BUTTON (spin), keyval))
    return TRUE;
  if (spin == NULL && focus
      && (GTK_IS_TEXT (focus) || GTK_IS_TEXT_VIEW (focus) || GTK_IS_EDITABLE (focus)))
    return FALSE;
  /* The Tree and Moves tabs take their arrows: under Orca, Right on the
   * tabs went to the next move, not to the Moves tab. */
  if ((keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left
       || keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
      && focus_takes_arrows (focus))
    return FALSE;
  /* In the move list every arrow steps through the record from the current
   * move: the list's own arrows moved a cursor of its own, which stayed on
   * the row clicked while End and Home moved the game (issue 66). */
  if (focus && gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW))
    switch (keyval)
      {
      case GDK_KEY_Up: case GDK_KEY_KP_Up: case GDK_KEY_Left: case GDK_KEY_KP_Left:
        g_action_group_activate_action (actions, "previous", NULL);
        return TRUE;
      case GDK_KEY_Down: case GDK_KEY_KP_Down: case GDK_KEY_Right: case GDK_KEY_KP_Right:
        g_action_group_activate_action (actions, "next", NULL);
        return TRUE;
      default:
        break;
      }
  switch (keyval)
    {
    case GDK_KEY_Home: case GDK_KEY_KP_Home: action = "first"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: action = "last"; break;
    /* Ten moves at a time, as KGS and Sabaki do; the arrows (reviewing)
     * and the wheel one. */
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: action = "back-ten"; break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: action = "forward-ten"; break;
    /* While playing, the arrows move the board's keyboard cursor. */
    case GDK_KEY_Left: case GDK_KEY_KP_Left: action = reviewing ? "previous" : NULL; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: action = reviewing ? "next" : NULL; break;
    case GDK_KEY_p: case GDK_KEY_P:
      action = focus == board ? "pass" : NULL;
      break;
    /* The equal-stones rows 2-x and 3-x: a stone off the board. */
    case GDK_KEY_o: case GDK_KEY_O:
      action = focus == board ? "off-board" : NULL;
      break;
    default:
      break;
    }
  if (action == NULL)
    return FALSE;
  /* O means nothing under the rule sets without off-board moves. */
  if (strcmp (action, "off-board") == 0
      && !g_action_group_get_action_enabled (actions, action))
    return FALSE;
  g_action_group_activate_action (actions, action, NULL);
  return TRUE;
}

