/* ishi-room-name.c — see ishi-room-name.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ishi-net"

#include "ishi-room-name.h"

#include <string.h>

/* Why a name is refused: messages of the catalogue (ishi-room-messages.c). */
#define RULE ISHI_ROOM_MSG_NAME_RULE

static gboolean
is_mark (gunichar c)
{
  GUnicodeType t = g_unichar_type (c);

  return t == G_UNICODE_SPACING_MARK || t == G_UNICODE_ENCLOSING_MARK || t == G_UNICODE_NON_SPACING_MARK;
}

/* Latin, Greek and Cyrillic: the scripts whose letters look alike. */
static int
look_alike_script (gunichar c)
{
  switch (g_unichar_get_script (c))
    {
    case G_UNICODE_SCRIPT_LATIN: return 1;
    case G_UNICODE_SCRIPT_GREEK: return 2;
    case G_UNICODE_SCRIPT_CYRILLIC: return 4;
    default: return 0;
    }
}

/* The rule, on a name in NFKC form. */
static gboolean
check (const char *name, IshiRoomMessageId *why)
{
  glong n = 0;
  int scripts = 0;
  gunichar last = 0;
  int last_script = -1;    /* of the last letter; -1: none yet */

  for (const char *p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      gboolean edge = p == name || *g_utf8_next_char (p) == '\0';

      n++;
      if (g_unichar_isalpha (c) || g_unichar_isdigit (c))
        {
          int s = g_unichar_isalpha (c) ? look_alike_script (c) : 0;
          scripts |= s;
          if (g_unichar_isalpha (c))
            last_script = s;
        }
      else if (is_mark (c))
        {
          /* A mark belongs to the letter before it; on a Latin, Greek or
           * Cyrillic one, NFKC would have made one letter of the two if
           * the pair were a letter of its own. */
          if (last_script != 0 || !(g_unichar_isalpha (last) || is_mark (last)))
            {
              if (why)
                *why = ISHI_ROOM_MSG_NAME_ACCENT;
              return FALSE;
            }
        }
      else if (!(c == '-' || c == '_' || c == '.') || edge)
        {
          if (why)
            *why = RULE;
          return FALSE;
        }
      last = c;
    }
  if (n == 0 || n > ISHI_ROOM_NAME_MAX_CHARS)
    {
      if (why)
        *why = RULE;
      return FALSE;
    }
  /* More than one of the three. */
  if (scripts & (scripts - 1))
    {
      if (why)
        *why = ISHI_ROOM_MSG_NAME_MIXED_SCRIPTS;
      return FALSE;
    }
  return TRUE;
}

char *
ishi_room_name_take (const char *name, IshiRoomMessageId *why)
{
  g_autofree char *nfkc = NULL;

  if (why)
    *why = RULE;
  if (name == NULL || strlen (name) > 256 || !g_utf8_validate (name, -1, NULL))
    return NULL;
  nfkc = g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE);
  if (nfkc == NULL || !check (nfkc, why))
    return NULL;
  return g_steal_pointer (&nfkc);
}

gboolean
ishi_room_name_is_valid (const char *name)
{
  g_autofree char *taken = ishi_room_name_take (name, NULL);

  return taken != NULL && strcmp (taken, name) == 0;
}

gboolean
ishi_room_name_check (const char *name)
{
  g_autofree char *taken = ishi_room_name_take (name, NULL);

  return taken != NULL;
}

char *
ishi_room_name_key (const char *name)
{
  g_autofree char *nfkc = NULL;

  if (!g_utf8_validate (name, -1, NULL))
    return g_strdup (name);
  nfkc = g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE);
  /* Case folding may undo NFKC (ǰ, ΐ): once more. */
  {
    g_autofree char *folded = g_utf8_casefold (nfkc, -1);
    return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL_COMPOSE);
  }
}

guint
ishi_room_name_hash (gconstpointer name)
{
  g_autofree char *key = ishi_room_name_key (name);

  return g_str_hash (key);
}

gboolean
ishi_room_name_equal (gconstpointer a, gconstpointer b)
{
  g_autofree char *ka = NULL, *kb = NULL;

  if (strcmp (a, b) == 0)
    return TRUE;
  ka = ishi_room_name_key (a);
  kb = ishi_room_name_key (b);
  return strcmp (ka, kb) == 0;
}

char *
ishi_room_name_safe (const char *name)
{
  GString *safe = g_string_new (NULL);
  glong n = 0;

  if (g_utf8_validate (name, -1, NULL))
    for (const char *p = name; *p && n < ISHI_ROOM_NAME_MAX_CHARS; p = g_utf8_next_char (p), n++)
      {
        gunichar c = g_utf8_get_char (p);
        if (g_unichar_isalnum (c) || c == '-' || c == '_')
          g_string_append_unichar (safe, c);
        else
          g_string_append_c (safe, '_');
      }
  if (safe->len == 0)
    g_string_append_c (safe, 'x');
  return g_string_free (safe, FALSE);
}
