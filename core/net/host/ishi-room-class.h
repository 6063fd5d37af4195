/* ishi-room-class.h — a class's commands (ishi-room-class.c), in the form
 * of the table of ishi-room-commands.c (which checked the right: the
 * teacher's for all but /teacher and /answer).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ishi-room-base.h"

void room_command_teacher (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_pause (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_pair (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_pair_all (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_class_game (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_grade (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_step (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
void room_command_answer (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
/* What a member who logs in learns of the class (its pause). */
void room_class_send_state (IshiRoom *room, RoomConn *conn);
/* Two free pupils leave the tables they sat at alone and play at a free
 * one, in the class's game (or the room's defaults). */
void room_class_pair (IshiRoom *room, RoomMember *black, RoomMember *white);
/* The member gave the room's code (or the teacher let her in): she may
 * sit; told "700 code ok", and a pupil of a class goes on its list. */
void room_class_code_given (IshiRoom *room, RoomMember *member);
void room_command_admit (IshiRoom *room, RoomConn *conn, const char *word, const char *args);
