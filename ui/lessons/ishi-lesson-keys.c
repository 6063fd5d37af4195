/* ishi-lesson-keys.c — see ishi-lesson-keys.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-lesson-view"

#include "config.h"

#include "ishi-lesson-keys.h"

/* Is a step on screen?  Mapped is not enough: a stack keeps the page it
 * leaves mapped while its transition runs, so every stack above the page
 * (the window's pages) must show the way down to it. */
static gboolean
step_on_screen (IshiLessonStepPage *page)
{
  GtkWidget *child = GTK_WIDGET (page);

  if (!gtk_widget_get_mapped (child))
    return FALSE;
  for (GtkWidget *parent = gtk_widget_get_parent (child); parent;
       child = parent, parent = gtk_widget_get_parent (parent))
    if (GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != child)
      return FALSE;
  return TRUE;
}

/* The page's keys act wherever the focus is in the window, but only while
 * a step is on screen.  They are caught by a key controller on the window
 * itself, in the capture phase: before a focused button takes an arrow key
 * to move the focus, and whatever part of the window has the focus (the
 * header bar too).  Only a widget that needs the keys keeps them: the
 * board of a task (its arrows move the cursor, Space plays), a text entry;
 * and Space stays with a focused button, which it presses. */
IshiLessonKey
ishi_lesson_keys_press (IshiLessonStepPage *page, gboolean projector, guint keyval, GdkModifierType modifiers)
{
  GtkWidget *focus;

  if (!step_on_screen (page))
    return ISHI_LESSON_KEY_NONE;
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page)));
  /* Ctrl+G: go to a step (as on the Play page, go to a move) */
  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) == GDK_CONTROL_MASK
      && (keyval == GDK_KEY_g || keyval == GDK_KEY_G))
    {
      ishi_lesson_step_page_show_step_list (page, NULL);
      return ISHI_LESSON_KEY_DONE;
    }
  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) != 0)
    return ISHI_LESSON_KEY_NONE;
  /* Home, End, a step's number (not while a text field has the focus:
   * the step list's own, too) */
  if (!(focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)))
      && ishi_lesson_step_page_go_to_key (page, keyval))
    return ISHI_LESSON_KEY_DONE;

  switch (keyval)
    {
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down:
      ishi_lesson_step_page_next (page);
      return ISHI_LESSON_KEY_DONE;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up:
      ishi_lesson_step_page_previous (page);
      return ISHI_LESSON_KEY_DONE;
    case GDK_KEY_F11:
      return ISHI_LESSON_KEY_PROJECTOR;
    case GDK_KEY_Escape:
      return projector ? ISHI_LESSON_KEY_LEAVE_PROJECTOR : ISHI_LESSON_KEY_NONE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      /* Enter chooses the keyboard for the board of a task, when nothing
       * has the focus (a focused button or field takes its Enter; the
       * focused board plays at its cursor). */
      if (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page))) != NULL)
        return ISHI_LESSON_KEY_NONE;
      return ishi_lesson_step_page_choose_board (page) ? ISHI_LESSON_KEY_DONE : ISHI_LESSON_KEY_NONE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      break;
    default:
      return ISHI_LESSON_KEY_NONE;
    }

  if (focus != NULL
      && ((focus == GTK_WIDGET (ishi_lesson_step_page_get_board (page))
           && ishi_lesson_step_page_board_wants_keys (page))
          || GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)
          || ((keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
              && (GTK_IS_BUTTON (focus) || GTK_IS_LIST_BOX_ROW (focus)))))
    return ISHI_LESSON_KEY_NONE;

  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    ishi_lesson_step_page_previous (page);
  else
    ishi_lesson_step_page_next (page);
  return ISHI_LESSON_KEY_DONE;
}
