/* fake-gtp.c — a small GTP engine for the tests, which misbehaves on
 * request.  It plays the first empty point from A1 upwards (the points it
 * was told of are occupied; captures are not followed, which the short
 * test games never need).
 *
 *   --die-at-start        exit 3 at once, after a line on stderr
 *   --slow-start=N        write N lines on stderr before the first reply
 *   --die-after=N         exit (status 1) on the (N+1)-th genmove
 *   --crash               kill itself (SIGKILL) on the first genmove
 *   --hang-on=CMD         never answer CMD (e.g. genmove, protocol_version)
 *   --garbage             write a garbage line before every reply
 *   --blank-first         write an empty line before every reply
 *   --answer=V            answer every genmove with V (off-board, occupied)
 *   --answer-after=N      ... only after N ordinary genmoves
 *   --resign / --pass     genmove answers resign / pass
 *   --no-undo             do not know "undo" (not listed, "?" when sent)
 *   --cleanup             list and answer kgs-genmove_cleanup (as genmove)
 *   --dead=V              answer "final_status_list dead" with the vertex V
 *   --dead-until-cleanup  ... only until kgs-genmove_cleanup is first asked
 *                         (as if the stone had been captured in the cleanup)
 *   --log=FILE            append every command received to FILE
 *   --analyse             list and answer estimate_score (a lead made from
 *                         the number of moves: (5 n mod 17) - 8 + 0.5, with
 *                         bounds one point either side, as GNU Go writes
 *                         them) and top_moves_black / _white (the first
 *                         three empty points from A1, values 30 20 10)
 *   --kata                list and answer kata-analyze: "=" and two info
 *                         lines at once, the stream ended (an empty line)
 *                         by the next command, as KataGo does
 *   --estimate-fail-at=N  estimate_score answers "?" after N moves
 *   --estimate-delay=MS   estimate_score waits MS milliseconds first
 *   --huge=N              genmove answers one line of N bytes of garbage
 *                         (an engine gone mad: what Ishi quotes must stay short)
 *   --rules-commands=L    list and accept (answer "=") the commands of the
 *                         comma-separated list L, e.g. kata-set-rules,kgs-rules
 *   --child=FILE          start a child process and write its pid to FILE
 *                         and then sleeps, holding stdout and stderr open (an
 *                         engine's helper left behind)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>
#include <signal.h>
#include <unistd.h>

#define MAX 25

static int size = 19;
static char board[MAX][MAX];       /* [col][row], row 0 = "1" */
static int n_moves;
static int hist_c[1024], hist_r[1024];

static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

static int
parse_vertex (const char *v, int *c, int *r)
{
  const char *l;
  if (strcasecmp (v, "pass") == 0)
    return 0;
  l = strchr (letters, toupper ((unsigned char) v[0]));
  if (!l || !*l)
    return -1;
  *c = (int) (l - letters);
  *r = atoi (v + 1) - 1;
  if (*c >= size || *r < 0 || *r >= size)
    return -1;
  return 1;
}

int
main (int argc, char **argv)
{
  int die_at_start = 0, slow = 0, die_after = -1, garbage = 0, blank = 0, resign = 0, pass = 0;
  int no_undo = 0, cleanup = 0, answer_after = 0, genmoves = 0, first = 1, crash = 0;
  int analyse = 0, kata = 0, streaming = 0, fail_at = -1, estimate_delay = 0;
  int dead_until_cleanup = 0, cleanups = 0;
  long huge = 0;
  const char *hang = NULL, *answer = NULL, *logname = NULL, *dead = NULL, *child = NULL;
  char rules_commands[256] = "";
  char line[4096];
  FILE *logf = NULL;

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (!strcmp (a, "--die-at-start")) die_at_start = 1;
      else if (!strncmp (a, "--slow-start=", 13)) slow = atoi (a + 13);
      else if (!strncmp (a, "--die-after=", 12)) die_after = atoi (a + 12);
      else if (!strncmp (a, "--hang-on=", 10)) hang = a + 10;
      else if (!strcmp (a, "--garbage")) garbage = 1;
      else if (!strcmp (a, "--crash")) crash = 1;
      else if (!strcmp (a, "--blank-first")) blank = 1;
      else if (!strncmp (a, "--answer=", 9)) answer = a + 9;
      else if (!strncmp (a, "--answer-after=", 15)) answer_after = atoi (a + 15);
      else if (!strcmp (a, "--resign")) resign = 1;
      else if (!strcmp (a, "--pass")) pass = 1;
      else if (!strcmp (a, "--no-undo")) no_undo = 1;
      else if (!strcmp (a, "--cleanup")) cleanup = 1;
      else if (!strncmp (a, "--dead=", 7)) dead = a + 7;
      else if (!strcmp (a, "--dead-until-cleanup")) dead_until_cleanup = 1;
      else if (!strncmp (a, "--log=", 6)) logname = a + 6;
      else if (!strcmp (a, "--analyse")) analyse = 1;
      else if (!strcmp (a, "--kata")) kata = 1;
      else if (!strncmp (a, "--estimate-fail-at=", 19)) fail_at = atoi (a + 19);
      else if (!strncmp (a, "--estimate-delay=", 17)) estimate_delay = atoi (a + 17);
      else if (!strncmp (a, "--huge=", 7)) huge = atol (a + 7);
      else if (!strncmp (a, "--child=", 8)) child = a + 8;
      else if (!strncmp (a, "--rules-commands=", 17))
        {
          /* "a,b" → "\na\nb", as list_commands writes them */
          size_t n = 0;
          for (const char *c = a + 17; *c && n + 2 < sizeof rules_commands; c++)
            {
              if (c == a + 17 || *c == ',')
                rules_commands[n++] = '\n';
              if (*c != ',')
                rules_commands[n++] = *c;
            }
          rules_commands[n] = '\0';
        }
    }
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (logname)
    {
      logf = fopen (logname, "a");
      if (logf)
        setvbuf (logf, NULL, _IOLBF, 0);
    }
  if (child)
    {
      pid_t pid = fork ();

      if (pid == 0)
        {
          /* Holding the pipes, as a helper that outlives its engine. */
          for (int i = 0; i < 600; i++)
            sleep (1);
          _exit (0);
        }
      /* The engine writes its child's pid before it answers anything, so
       * the file is there when the match is over (the child itself might
       * not have run yet). */
      if (pid > 0)
        {
          FILE *f = fopen (child, "w");

          if (f)
            {
              fprintf (f, "%d\n", (int) pid);
              fclose (f);
            }
        }
    }
  if (die_at_start)
    {
      fprintf (stderr, "fake-gtp: cannot load the network file\n");
      return 3;
    }

  while (fgets (line, sizeof line, stdin))
    {
      char id[32] = "";
      char *cmd = line, *args;
      char reply[2048] = "";
      int ok = 1;

      line[strcspn (line, "\r\n")] = '\0';
      if (streaming)
        {
          /* Any command ends kata-analyze's stream. */
          printf ("\n");
          streaming = 0;
        }
      if (logf)
        fprintf (logf, "%s\n", line);
      if (isdigit ((unsigned char) *cmd))
        {
          int n = 0;
          while (isdigit ((unsigned char) cmd[n]) && n < 30)
            n++;
          memcpy (id, cmd, (size_t) n);
          id[n] = '\0';
          cmd += n;
        }
      while (*cmd == ' ')
        cmd++;
      args = strchr (cmd, ' ');
      if (args)
        *args++ = '\0';
      else
        args = cmd + strlen (cmd);

      if (first && slow > 0)
        {
          for (int i = 0; i < slow; i++)
            fprintf (stderr, "fake-gtp: tuning %d/%d\n", i + 1, slow);
          usleep (300000);
        }
      first = 0;
      if (hang && !strcmp (cmd, hang))
        continue;

      if (!strcmp (cmd, "protocol_version")) strcpy (reply, "2");
      else if (!strcmp (cmd, "name")) strcpy (reply, "Fake GTP");
      else if (!strcmp (cmd, "version")) strcpy (reply, "1.0");
      else if (!strcmp (cmd, "list_commands"))
        snprintf (reply, sizeof reply,
                  "protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\n"
                  "komi\nplay\ngenmove\nset_free_handicap\ntime_settings\ntime_left\n"
                  "final_status_list\nquit%s%s%s%s%s", rules_commands, no_undo ? "" : "\nundo",
                  cleanup ? "\nkgs-genmove_cleanup" : "",
                  analyse ? "\nestimate_score\ntop_moves_black\ntop_moves_white" : "",
                  kata ? "\nkata-analyze" : "");
      else if (!strcmp (cmd, "boardsize"))
        {
          size = atoi (args);
          if (size < 2 || size > MAX) { ok = 0; strcpy (reply, "unacceptable size"); size = 19; }
          memset (board, 0, sizeof board);
          n_moves = 0;
        }
      else if (!strcmp (cmd, "clear_board")) { memset (board, 0, sizeof board); n_moves = 0; }
      else if (!strcmp (cmd, "final_status_list"))
        {
          if (dead && !strcmp (args, "dead") && !(dead_until_cleanup && cleanups > 0))
            snprintf (reply, sizeof reply, "%s", dead);
        }
      else if (!strcmp (cmd, "komi") || !strcmp (cmd, "time_settings")
               || !strcmp (cmd, "time_left")) ;
      else if (rules_commands[0] && (!strcmp (cmd, "kata-set-rules") || !strcmp (cmd, "kgs-rules")
                                     || !strcmp (cmd, "ishi-rules"))
               && strstr (rules_commands, cmd)) ;
      else if (!strcmp (cmd, "set_free_handicap") || !strcmp (cmd, "play"))
        {
          char *v = args, *save = NULL;
          if (!strcmp (cmd, "play"))
            v = strchr (args, ' ') ? strchr (args, ' ') + 1 : args;
          for (char *t = strtok_r (v, " ", &save); t; t = strtok_r (NULL, " ", &save))
            {
              int c, r, k = parse_vertex (t, &c, &r);
              if (k < 0 || (k > 0 && board[c][r])) { ok = 0; strcpy (reply, "illegal move"); break; }
              if (k > 0) board[c][r] = 1;
              if (n_moves < 1024) { hist_c[n_moves] = k > 0 ? c : -1; hist_r[n_moves] = k > 0 ? r : -1; n_moves++; }
            }
        }
      else if (!strcmp (cmd, "undo") && !no_undo)
        {
          if (n_moves == 0) { ok = 0; strcpy (reply, "cannot undo"); }
          else { n_moves--; if (hist_c[n_moves] >= 0) board[hist_c[n_moves]][hist_r[n_moves]] = 0; }
        }
      else if (!strcmp (cmd, "genmove") || (cleanup && !strcmp (cmd, "kgs-genmove_cleanup")))
        {
          if (!strcmp (cmd, "kgs-genmove_cleanup"))
            cleanups++;
          if (crash)
            {
              fprintf (stderr, "fake-gtp: about to crash\n");
              kill (getpid (), SIGKILL);
            }
          if (die_after >= 0 && genmoves >= die_after)
            {
              fprintf (stderr, "fake-gtp: segmentation fault (pretend)\n");
              return 1;
            }
          genmoves++;
          if (huge > 0)
            {
              printf ("=%s ", id);
              for (long i = 0; i < huge; i++)
                putchar ('x');
              printf ("\n\n");
              fflush (stdout);
              continue;
            }
          if (resign) strcpy (reply, "resign");
          else if (pass) strcpy (reply, "pass");
          else if (answer && genmoves > answer_after) snprintf (reply, sizeof reply, "%s", answer);
          else
            {
              strcpy (reply, "pass");
              for (int r = 0; r < size && !strcmp (reply, "pass"); r++)
                for (int c = 0; c < size; c++)
                  if (!board[c][r])
                    {
                      board[c][r] = 1;
                      if (n_moves < 1024) { hist_c[n_moves] = c; hist_r[n_moves] = r; n_moves++; }
                      snprintf (reply, sizeof reply, "%c%d", letters[c], r + 1);
                      break;
                    }
            }
        }
      else if (analyse && !strcmp (cmd, "estimate_score"))
        {
          double lead = (5 * n_moves) % 17 - 8 + 0.5;
          if (estimate_delay > 0)
            usleep ((useconds_t) estimate_delay * 1000);
          if (n_moves == fail_at) { ok = 0; strcpy (reply, "cannot estimate"); }
          else
            snprintf (reply, sizeof reply, "%c+%.1f (upper bound: %.1f, lower: %.1f)",
                      lead > 0 ? 'B' : 'W', lead > 0 ? lead : -lead, -lead + 1, -lead - 1);
        }
      else if (analyse && !strncmp (cmd, "top_moves_", 10))
        {
          int found = 0;
          for (int r = 0; r < size && found < 3; r++)
            for (int c = 0; c < size && found < 3; c++)
              if (!board[c][r])
                {
                  size_t n = strlen (reply);
                  snprintf (reply + n, sizeof reply - n, "%s%c%d %d", found ? " " : "",
                            letters[c], r + 1, 30 - 10 * found);
                  found++;
                }
        }
      else if (kata && !strcmp (cmd, "kata-analyze"))
        {
          /* KataGo: "=", then reports until the next command. */
          printf ("=%s\n", id);
          printf ("info move C3 visits 60 winrate 0.55 scoreMean 2.1 pv C3 D4 "
                  "info move D4 visits 30 winrate 0.52 pv D4\n");
          printf ("info move C3 visits 90 winrate 0.56 scoreMean 2.2 pv C3 D4 "
                  "info move D4 visits 30 winrate 0.51 pv D4 info move pass visits 0 winrate 0.1 pv pass\n");
          streaming = 1;
          continue;
        }
      else if (!strcmp (cmd, "quit"))
        {
          printf ("=%s\n\n", id);
          return 0;
        }
      else { ok = 0; strcpy (reply, "unknown command"); }

      if (garbage)
        printf ("@@ garbage %s ##\n", cmd);
      if (blank)
        printf ("\n");
      printf ("%c%s %s\n\n", ok ? '=' : '?', id, reply);
    }
  return 0;
}
