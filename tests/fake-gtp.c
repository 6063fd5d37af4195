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
 *   --die-at-estimate=N   exit (status 1) on the (N+1)-th estimate_score
 *   --huge=N              genmove answers one line of N bytes of garbage
 *                         (an engine gone mad: what Ishi quotes must stay short)
 *   --endless             genmove answers a line that never ends (bytes
 *                         without a line end, for as long as it is read)
 *   --endless-lines       genmove answers D4, then lines for ever, never the
 *                         empty line that ends an answer
 *   --rules-commands=L    list and accept (answer "=") the commands of the
 *                         comma-separated list L, e.g. kata-set-rules,kgs-rules
 *   --child=FILE          start a child process that sleeps, holding stdout
 *                         and stderr open (an engine's helper left behind),
 *                         and write its pid to FILE
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

/* What the command line asked for. */
typedef struct {
  int die_at_start, slow, die_after, garbage, blank, resign, pass;
  int no_undo, cleanup, answer_after, crash;
  int analyse, kata, fail_at, estimate_delay, dead_until_cleanup, die_at_estimate;
  long huge;
  int endless, endless_lines;
  const char *hang, *answer, *logname, *dead, *child;
  char rules_commands[256];   /* "\na\nb", as list_commands writes them */
} Options;

/* What the engine has done so far. */
static int genmoves, cleanups, streaming;

static void
parse_options (int argc, char **argv, Options *o)
{
  memset (o, 0, sizeof *o);
  o->die_after = -1;
  o->fail_at = -1;
  o->die_at_estimate = -1;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (!strcmp (a, "--die-at-start")) o->die_at_start = 1;
      else if (!strncmp (a, "--slow-start=", 13)) o->slow = atoi (a + 13);
      else if (!strncmp (a, "--die-after=", 12)) o->die_after = atoi (a + 12);
      else if (!strncmp (a, "--hang-on=", 10)) o->hang = a + 10;
      else if (!strcmp (a, "--garbage")) o->garbage = 1;
      else if (!strcmp (a, "--crash")) o->crash = 1;
      else if (!strcmp (a, "--blank-first")) o->blank = 1;
      else if (!strncmp (a, "--answer=", 9)) o->answer = a + 9;
      else if (!strncmp (a, "--answer-after=", 15)) o->answer_after = atoi (a + 15);
      else if (!strcmp (a, "--resign")) o->resign = 1;
      else if (!strcmp (a, "--pass")) o->pass = 1;
      else if (!strcmp (a, "--no-undo")) o->no_undo = 1;
      else if (!strcmp (a, "--cleanup")) o->cleanup = 1;
      else if (!strncmp (a, "--dead=", 7)) o->dead = a + 7;
      else if (!strcmp (a, "--dead-until-cleanup")) o->dead_until_cleanup = 1;
      else if (!strncmp (a, "--log=", 6)) o->logname = a + 6;
      else if (!strcmp (a, "--analyse")) o->analyse = 1;
      else if (!strcmp (a, "--kata")) o->kata = 1;
      else if (!strncmp (a, "--estimate-fail-at=", 19)) o->fail_at = atoi (a + 19);
      else if (!strncmp (a, "--estimate-delay=", 17)) o->estimate_delay = atoi (a + 17);
      else if (!strncmp (a, "--die-at-estimate=", 18)) o->die_at_estimate = atoi (a + 18);
      else if (!strncmp (a, "--huge=", 7)) o->huge = atol (a + 7);
      else if (!strcmp (a, "--endless")) o->endless = 1;
      else if (!strcmp (a, "--endless-lines")) o->endless_lines = 1;
      else if (!strncmp (a, "--child=", 8)) o->child = a + 8;
      else if (!strncmp (a, "--rules-commands=", 17))
        {
          /* "a,b" → "\na\nb" */
          size_t n = 0;
          for (const char *c = a + 17; *c && n + 2 < sizeof o->rules_commands; c++)
            {
              if (c == a + 17 || *c == ',')
                o->rules_commands[n++] = '\n';
              if (*c != ',')
                o->rules_commands[n++] = *c;
            }
          o->rules_commands[n] = '\0';
        }
    }
}

/* A child that sleeps holding the pipes, as a helper that outlives its
 * engine.  The engine writes the child's pid before it answers anything,
 * so the file is there when the match is over (the child itself might not
 * have run yet). */
static void
start_child (const char *file)
{
  pid_t pid = fork ();

  if (pid == 0)
    {
      for (int i = 0; i < 600; i++)
        sleep (1);
      _exit (0);
    }
  if (pid > 0)
    {
      FILE *f = fopen (file, "w");

      if (f)
        {
          fprintf (f, "%d\n", (int) pid);
          fclose (f);
        }
    }
}

/* Splits "12 play B C3" into its id ("12", or ""), command and arguments. */
static void
split_command (char *line, char id[32], char **cmd, char **args)
{
  char *c = line;

  id[0] = '\0';
  if (isdigit ((unsigned char) *c))
    {
      int n = 0;
      while (isdigit ((unsigned char) c[n]) && n < 30)
        n++;
      memcpy (id, c, (size_t) n);
      id[n] = '\0';
      c += n;
    }
  while (*c == ' ')
    c++;
  *cmd = c;
  *args = strchr (c, ' ');
  if (*args)
    *(*args)++ = '\0';
  else
    *args = c + strlen (c);
}

static void
remember_move (int c, int r)
{
  if (n_moves < 1024)
    {
      hist_c[n_moves] = c;
      hist_r[n_moves] = r;
      n_moves++;
    }
}

/* play and set_free_handicap: the stones are marked, not judged. */
static int
play_stones (const char *cmd, char *args, char *reply)
{
  char *v = args, *save = NULL;
  if (!strcmp (cmd, "play"))
    v = strchr (args, ' ') ? strchr (args, ' ') + 1 : args;
  for (char *t = strtok_r (v, " ", &save); t; t = strtok_r (NULL, " ", &save))
    {
      int c, r, k = parse_vertex (t, &c, &r);
      if (k < 0 || (k > 0 && board[c][r])) { strcpy (reply, "illegal move"); return 0; }
      if (k > 0) board[c][r] = 1;
      remember_move (k > 0 ? c : -1, k > 0 ? r : -1);
    }
  return 1;
}

/* genmove (and kgs-genmove_cleanup): the reply, or a return other than
 * -1: the engine exits with it (a pretended crash), or 0 with `*done`
 * when the answer is already written (the huge line). */
static int
genmove (const Options *o, const char *id, char *reply, size_t reply_size, int *done)
{
  *done = 0;
  if (o->crash)
    {
      fprintf (stderr, "fake-gtp: about to crash\n");
      kill (getpid (), SIGKILL);
    }
  if (o->die_after >= 0 && genmoves >= o->die_after)
    {
      fprintf (stderr, "fake-gtp: segmentation fault (pretend)\n");
      return 1;
    }
  genmoves++;
  if (o->endless || o->endless_lines)
    {
      /* until Ishi stops reading (then a write fails, or SIGPIPE) */
      printf ("=%s %s", id, o->endless_lines ? "D4\n" : "");
      for (;;)
        if (fputs (o->endless_lines ? "more of the answer\n" : "xxxxxxxxxxxxxxxx", stdout) < 0)
          exit (0);
    }
  if (o->huge > 0)
    {
      printf ("=%s ", id);
      for (long i = 0; i < o->huge; i++)
        putchar ('x');
      printf ("\n\n");
      fflush (stdout);
      *done = 1;
      return -1;
    }
  if (o->resign) strcpy (reply, "resign");
  else if (o->pass) strcpy (reply, "pass");
  else if (o->answer && genmoves > o->answer_after) snprintf (reply, reply_size, "%s", o->answer);
  else
    {
      strcpy (reply, "pass");
      for (int r = 0; r < size && !strcmp (reply, "pass"); r++)
        for (int c = 0; c < size; c++)
          if (!board[c][r])
            {
              board[c][r] = 1;
              remember_move (c, r);
              snprintf (reply, reply_size, "%c%d", letters[c], r + 1);
              break;
            }
    }
  return -1;
}

/* estimate_score and top_moves_*: TRUE when `cmd` was one of them. */
static int
analysis (const Options *o, const char *cmd, char *reply, size_t reply_size, int *ok)
{
  static int estimates;

  if (!strcmp (cmd, "estimate_score") && o->die_at_estimate >= 0 && estimates++ >= o->die_at_estimate)
    {
      fprintf (stderr, "fake-gtp: out of memory (pretend)\n");
      exit (1);
    }
  if (!strcmp (cmd, "estimate_score"))
    {
      double lead = (5 * n_moves) % 17 - 8 + 0.5;
      if (o->estimate_delay > 0)
        usleep ((useconds_t) o->estimate_delay * 1000);
      if (n_moves == o->fail_at) { *ok = 0; strcpy (reply, "cannot estimate"); }
      else
        snprintf (reply, reply_size, "%c+%.1f (upper bound: %.1f, lower: %.1f)",
                  lead > 0 ? 'B' : 'W', lead > 0 ? lead : -lead, -lead + 1, -lead - 1);
      return 1;
    }
  if (!strncmp (cmd, "top_moves_", 10))
    {
      int found = 0;
      for (int r = 0; r < size && found < 3; r++)
        for (int c = 0; c < size && found < 3; c++)
          if (!board[c][r])
            {
              size_t n = strlen (reply);
              snprintf (reply + n, reply_size - n, "%s%c%d %d", found ? " " : "",
                        letters[c], r + 1, 30 - 10 * found);
              found++;
            }
      return 1;
    }
  return 0;
}

/* KataGo's kata-analyze: "=", then reports until the next command. */
static void
kata_analyze (const char *id)
{
  printf ("=%s\n", id);
  printf ("info move C3 visits 60 winrate 0.55 scoreMean 2.1 pv C3 D4 "
          "info move D4 visits 30 winrate 0.52 pv D4\n");
  printf ("info move C3 visits 90 winrate 0.56 scoreMean 2.2 pv C3 D4 "
          "info move D4 visits 30 winrate 0.51 pv D4 info move pass visits 0 winrate 0.1 pv pass\n");
  streaming = 1;
}

/* One command: its reply in `reply`, FALSE in `*ok` for "?".  Returns -1
 * to answer, -2 when nothing is to be written (the answer is out, or the
 * command is never answered), or the engine's exit status. */
static int
answer_command (const Options *o, const char *id, const char *cmd, char *args,
                char *reply, size_t reply_size, int *ok)
{
  const char *rc = o->rules_commands;

  if (o->hang && !strcmp (cmd, o->hang))
    return -2;
  if (!strcmp (cmd, "protocol_version")) strcpy (reply, "2");
  else if (!strcmp (cmd, "name")) strcpy (reply, "Fake GTP");
  else if (!strcmp (cmd, "version")) strcpy (reply, "1.0");
  else if (!strcmp (cmd, "list_commands"))
    snprintf (reply, reply_size,
              "protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\n"
              "komi\nplay\ngenmove\nset_free_handicap\ntime_settings\ntime_left\n"
              "final_status_list\nquit%s%s%s%s%s", rc, o->no_undo ? "" : "\nundo",
              o->cleanup ? "\nkgs-genmove_cleanup" : "",
              o->analyse ? "\nestimate_score\ntop_moves_black\ntop_moves_white" : "",
              o->kata ? "\nkata-analyze" : "");
  else if (!strcmp (cmd, "boardsize"))
    {
      size = atoi (args);
      if (size < 2 || size > MAX) { *ok = 0; strcpy (reply, "unacceptable size"); size = 19; }
      memset (board, 0, sizeof board);
      n_moves = 0;
    }
  else if (!strcmp (cmd, "clear_board")) { memset (board, 0, sizeof board); n_moves = 0; }
  else if (!strcmp (cmd, "final_status_list"))
    {
      if (o->dead && !strcmp (args, "dead") && !(o->dead_until_cleanup && cleanups > 0))
        snprintf (reply, reply_size, "%s", o->dead);
    }
  else if (!strcmp (cmd, "komi") || !strcmp (cmd, "time_settings")
           || !strcmp (cmd, "time_left")) ;
  else if (rc[0] && (!strcmp (cmd, "kata-set-rules") || !strcmp (cmd, "kgs-rules")
                     || !strcmp (cmd, "ishi-rules"))
           && strstr (rc, cmd)) ;
  else if (!strcmp (cmd, "set_free_handicap") || !strcmp (cmd, "play"))
    *ok = play_stones (cmd, args, reply);
  else if (!strcmp (cmd, "undo") && !o->no_undo)
    {
      if (n_moves == 0) { *ok = 0; strcpy (reply, "cannot undo"); }
      else { n_moves--; if (hist_c[n_moves] >= 0) board[hist_c[n_moves]][hist_r[n_moves]] = 0; }
    }
  else if (!strcmp (cmd, "genmove") || (o->cleanup && !strcmp (cmd, "kgs-genmove_cleanup")))
    {
      int done, status;

      if (!strcmp (cmd, "kgs-genmove_cleanup"))
        cleanups++;
      status = genmove (o, id, reply, reply_size, &done);
      if (status >= 0)
        return status;
      if (done)
        return -2;
    }
  else if (o->analyse && analysis (o, cmd, reply, reply_size, ok)) ;
  else if (o->kata && !strcmp (cmd, "kata-analyze"))
    {
      kata_analyze (id);
      return -2;
    }
  else if (!strcmp (cmd, "quit"))
    {
      printf ("=%s\n\n", id);
      return 0;
    }
  else { *ok = 0; strcpy (reply, "unknown command"); }
  return -1;
}

int
main (int argc, char **argv)
{
  Options o;
  int first = 1;
  char line[4096];
  FILE *logf = NULL;

  parse_options (argc, argv, &o);
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (o.logname)
    {
      logf = fopen (o.logname, "a");
      if (logf)
        setvbuf (logf, NULL, _IOLBF, 0);
    }
  if (o.child)
    start_child (o.child);
  if (o.die_at_start)
    {
      fprintf (stderr, "fake-gtp: cannot load the network file\n");
      return 3;
    }

  while (fgets (line, sizeof line, stdin))
    {
      char id[32];
      char *cmd, *args;
      char reply[2048] = "";
      int ok = 1, status;

      line[strcspn (line, "\r\n")] = '\0';
      if (streaming)
        {
          /* Any command ends kata-analyze's stream. */
          printf ("\n");
          streaming = 0;
        }
      if (logf)
        fprintf (logf, "%s\n", line);
      split_command (line, id, &cmd, &args);
      if (first && o.slow > 0)
        {
          for (int i = 0; i < o.slow; i++)
            fprintf (stderr, "fake-gtp: tuning %d/%d\n", i + 1, o.slow);
          usleep (300000);
        }
      first = 0;
      status = answer_command (&o, id, cmd, args, reply, sizeof reply, &ok);
      if (status >= 0)
        return status;
      if (status == -2)
        continue;
      if (o.garbage)
        printf ("@@ garbage %s ##\n", cmd);
      if (o.blank)
        printf ("\n");
      printf ("%c%s %s\n\n", ok ? '=' : '?', id, reply);
    }
  return 0;
}
