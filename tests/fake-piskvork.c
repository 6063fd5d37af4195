/* fake-piskvork.c — a small Piskvork brain for the tests, which misbehaves
 * on request.  It plays the first empty point from the top left, row by
 * row (no rules: a forbidden point to Black is as good as any).
 *
 *   --die-at-start        exit 3 at once
 *   --refuse-start        answer START with "ERROR unsupported size"
 *   --die-after=N         exit (status 1) on the (N+1)-th move asked
 *   --hang-after=N        never answer the (N+1)-th move asked (nor later)
 *   --garbage             answer every move with "banana"
 *   --answer=X,Y          answer every move with X,Y (occupied, off-board)
 *   --endless             answer a move with bytes that never end a line
 *   --eval=N              write "MESSAGE Depth 3-5 | Eval N | Time 0ms"
 *                         before every move (N may be Rapfi's "+M3")
 *   --name=NAME           ABOUT's name (default "Fake Brain")
 *   --log=FILE            append every line received to FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 15

static int board[SIZE][SIZE];
static FILE *log_file;

static void
say (const char *line)
{
  printf ("%s\n", line);
  fflush (stdout);
}

static int
read_line (char *buffer, size_t n)
{
  size_t len;

  if (fgets (buffer, (int) n, stdin) == NULL)
    return 0;
  len = strlen (buffer);
  while (len > 0 && (buffer[len - 1] == '\n' || buffer[len - 1] == '\r'))
    buffer[--len] = '\0';
  if (log_file)
    {
      fprintf (log_file, "%s\n", buffer);
      fflush (log_file);
    }
  return 1;
}

int
main (int argc, char **argv)
{
  const char *name = "Fake Brain", *answer = NULL, *eval = NULL;
  int die_after = -1, hang_after = -1, garbage = 0, endless = 0, refuse_start = 0;
  int asked = 0;
  char line[4096];

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--die-at-start") == 0)
        return 3;
      else if (strcmp (argv[i], "--refuse-start") == 0)
        refuse_start = 1;
      else if (strncmp (argv[i], "--die-after=", 12) == 0)
        die_after = atoi (argv[i] + 12);
      else if (strncmp (argv[i], "--hang-after=", 13) == 0)
        hang_after = atoi (argv[i] + 13);
      else if (strcmp (argv[i], "--garbage") == 0)
        garbage = 1;
      else if (strcmp (argv[i], "--endless") == 0)
        endless = 1;
      else if (strncmp (argv[i], "--answer=", 9) == 0)
        answer = argv[i] + 9;
      else if (strncmp (argv[i], "--eval=", 7) == 0)
        eval = argv[i] + 7;
      else if (strncmp (argv[i], "--name=", 7) == 0)
        name = argv[i] + 7;
      else if (strncmp (argv[i], "--log=", 6) == 0)
        log_file = fopen (argv[i] + 6, "a");
    }

  while (read_line (line, sizeof line))
    {
      int move = 0;

      if (strcmp (line, "ABOUT") == 0)
        printf ("name=\"%s\", version=\"1.0\", author=\"Ishi's tests\", country=\"JP\"\n", name), fflush (stdout);
      else if (strncmp (line, "START", 5) == 0)
        say (refuse_start ? "ERROR unsupported size" : "OK");
      else if (strcmp (line, "RESTART") == 0)
        {
          memset (board, 0, sizeof board);
          say ("OK");
        }
      else if (strncmp (line, "INFO", 4) == 0)
        ;
      else if (strcmp (line, "END") == 0)
        return 0;
      else if (strcmp (line, "BEGIN") == 0)
        move = 1;
      else if (strncmp (line, "TURN ", 5) == 0)
        {
          int x, y;

          if (sscanf (line + 5, "%d,%d", &x, &y) == 2 && x >= 0 && y >= 0 && x < SIZE && y < SIZE)
            board[y][x] = 2;
          move = 1;
        }
      else if (strcmp (line, "BOARD") == 0)
        {
          memset (board, 0, sizeof board);
          while (read_line (line, sizeof line) && strcmp (line, "DONE") != 0)
            {
              int x, y, who;

              if (sscanf (line, "%d,%d,%d", &x, &y, &who) == 3 && x >= 0 && y >= 0 && x < SIZE && y < SIZE)
                board[y][x] = who;
            }
          move = 1;
        }
      else
        {
          printf ("UNKNOWN %s\n", line);
          fflush (stdout);
        }
      if (!move)
        continue;
      if (asked == die_after)
        exit (1);
      if (hang_after >= 0 && asked >= hang_after)
        {
          asked++;
          continue;
        }
      asked++;
      if (eval)
        printf ("MESSAGE Depth 3-5 | Eval %s | Time 0ms | h8\n", eval);
      if (garbage)
        say ("banana");
      else if (endless)
        {
          for (;;)
            {
              if (fputs ("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", stdout) == EOF)
                return 1;
            }
        }
      else if (answer)
        say (answer);
      else
        {
          int done = 0;

          for (int y = 0; y < SIZE && !done; y++)
            for (int x = 0; x < SIZE && !done; x++)
              if (board[y][x] == 0)
                {
                  board[y][x] = 1;
                  printf ("%d,%d\n", x, y);
                  fflush (stdout);
                  done = 1;
                }
          if (!done)
            say ("ERROR the board is full");
        }
    }
  return 0;
}
