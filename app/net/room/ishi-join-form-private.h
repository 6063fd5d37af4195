/* ishi-join-form-private.h — the Join a Room form's parts, for its files
 * (ishi-join-form.c: the form and a class's names; ishi-join-rooms.c:
 * the rooms found).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-join-form.h"
#include "ishi-room-mdns.h"

G_BEGIN_DECLS

struct _IshiJoinForm {
  GtkBox parent_instance;

  GSettings *settings;
  IshiRoomMdns *mdns;
  GtkListBox *rooms;
  GtkLabel *rooms_note;
  GtkWidget *rooms_part;         /* the rooms found: set aside while the class's names show */
  GtkEntry *address_entry, *name_entry, *code_entry;
  GtkLabel *problem_label;
  GtkWidget *detail;              /* "Details for the Teacher": what the system said */
  GtkLabel *detail_label;
  char *rooms_detail, *names_detail;   /* … for the rooms' list, for the class's names */
  /* A computer the class shares (the "shared-computer" setting): the
   * class's names, asked of its room once the code is typed. */
  gboolean shared;
  GtkWidget *shared_check;
  GtkWidget *name_label;
  GtkWidget *names_box;          /* "Who are you?" and the names */
  GtkFlowBox *names;
  GtkWidget *not_listed;         /* "My name is not on the list" */
  GCancellable *asking;
  char *refusal;                 /* the room refused the name: said until the next try */
  /* A child's computer in a class: the form read at the class's grade
   * (class-grade, or the room's answer with the class's names). */
  int grade;
  GtkWidget *heading, *address_label, *code_label, *code_hint, *names_heading, *join_button;
};

/* The details for the teacher, from the rooms' and the names' problems. */
void ishi_join_form_update_detail (IshiJoinForm *self);
/* The rooms found, listed again (and the note under them). */
void ishi_join_form_rebuild_rooms (IshiJoinForm *self);
void ishi_join_form_row_selected_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self);
void ishi_join_form_row_activated_cb (GtkListBox *box, GtkListBoxRow *row, IshiJoinForm *self);

G_END_DECLS
