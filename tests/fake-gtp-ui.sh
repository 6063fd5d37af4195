#!/bin/sh
# fake-gtp-ui.sh — a small GTP engine for the window tests of issue 20,
# misbehaving on purpose.  FAKE_MOVES: the moves it answers to genmove, in
# turn ("D4 C3 pass"); FAKE_MODE:
#   ok          answers as a GTP engine does
#   slow-start  writes three lines to stderr and waits a second first
#   exit-start  says why on stderr and exits with status 2 at once
#   hang        never answers genmove
#   crash       kills itself (SIGKILL) at genmove
#   garbage     answers genmove with stray lines and no reply
#   stray       writes a stray line before each reply (must be ignored)
#   resign      answers genmove with resign
# Moves played are not checked: the window checks the engine's answers.
mode=${FAKE_MODE:-ok}
echo "fake engine: mode $mode" >&2
moves=${FAKE_MOVES:-pass}
case $mode in
  slow-start) echo 'loading the network' >&2; echo 'tuning: 1/2' >&2; echo 'tuning: 2/2' >&2; sleep 1 ;;
  exit-start) echo 'error: no model file given' >&2; exit 2 ;;
esac
reply () { [ "$mode" = stray ] && echo 'stray line: thinking...'; printf '=%s %s\n\n' "$1" "$2"; }
while read -r id cmd args; do
  case $cmd in
    protocol_version) reply "$id" 2 ;;
    name) reply "$id" Fake ;;
    version) reply "$id" 1.0 ;;
    list_commands) printf '=%s protocol_version\nname\nversion\nboardsize\nclear_board\nkomi\nplay\nundo\ngenmove\nquit\n\n' "$id" ;;
    quit) reply "$id" ""; exit 0 ;;
    genmove)
      case $mode in
        hang) sleep 600 ;;
        crash) kill -9 $$ ;;
        garbage) echo 'I am not sure what to say'; echo '@@@ %%%' ; continue ;;
        resign) reply "$id" resign; continue ;;
      esac
      move=${moves%% *}
      case $moves in *' '*) moves=${moves#* } ;; *) moves=pass ;; esac
      reply "$id" "$move" ;;
    *) reply "$id" "" ;;
  esac
done
