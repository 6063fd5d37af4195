#!/usr/bin/env bash
# build-nngs.sh SOURCE_DIR PREFIX
#
# Build + install + data setup of the NNGS Go server (nngssrv 1.1.22, GPL-2)
# from an extracted NNGS source tree, non-interactively, on Debian 12 (gcc 12).
# This file holds only commands, no NNGS source.
#
# Result:
#   PREFIX/bin/nngssrv             the server binary
#   PREFIX/bin/nngs-fake-mail      stand-in "mail" program (see below)
#   PREFIX/share/nngssrv/...       help, ahelp, info, messages, lists, news,
#                                  ladder, spool, players/a..z, games/a..z,
#                                  cgames/a..z, stats/player_data/a..z, problems
#   PREFIX/etc/nngs.cnf            config file (all paths point into PREFIX)
# Start it with run-nngs.sh PREFIX PORT (foreground, 127.0.0.1 only).
#
# Source trees accepted:
#   * a tree with an autoconf ./configure (e.g. `git archive b77bfc5` of the
#     matsu911/nngs mirror, the commit before "deleted unnecessary files");
#   * a tree with configure.in but no configure: autoreconf is tried;
#   * a tree with neither (matsu911/nngs HEAD: only wscript + Makefile.am/.in
#     remain): fallback, a config.h is written here and src/*.c compiled
#     directly with gcc (waf is not used).
#
# Workarounds / patches (all applied to a private copy of the tree, the
# SOURCE_DIR is never modified):
#   1. -fcommon: src/channel.h defines (not declares) `carray`, so with gcc>=10
#      (default -fno-common) the link fails with "multiple definition of
#      `carray'". -fcommon restores the old behaviour.
#   2. -D_DEFAULT_SOURCE: configure adds -Wp,-std=c89, which makes glibc hide
#      popen/pclose/random/wait3/vsnprintf; without it popen() is implicitly
#      declared as returning int and its FILE* is truncated on x86-64.
#   3. mlrate: src/Makefile links ../mlrate/src/libmlr.a but nothing builds it;
#      it is built first with mlrate's own Makefile (`make libmlr.a`).
#   4. network.c net_init() binds the TCP listener to INADDR_ANY; sed changes
#      that to INADDR_LOOPBACK so the server only listens on 127.0.0.1.
#      (The optional UDP port is already bound to 127.0.0.1 and is off.)
#   5. utils.c statstr_trim() passes `*str` (a char) where a pointer is wanted
#      (only reached when logging a corrupt player file); sed fixes it to `str`.
#   6. utils.c file_bplayer() returns the black name WITH the leading '-'
#      ("kumi-hana" -> "-hana"), which breaks `load white-black`, `stored`,
#      `sresign` for adjourned games ("You cannot load someone
#      else's game" / "No player named -hana is logged in" / "Found 0 stored
#      games"). sed makes it skip the '-' and stop at the next '-' (the
#      "white-black-date" names of cgames/).
#   7. configure compiles paths "$prefix/nngssrv/..." into the binary while
#      `make install` puts the data in "$prefix/share/nngssrv/...": the paths
#      are therefore all set explicitly in PREFIX/etc/nngs.cnf.
#   8. make install does not activate data: lists/*.default, messages/*.default
#      and ladder/*.example are copied to their real names here (as README says).
#   9. No MTA here: mail_program points at PREFIX/bin/nngs-fake-mail, which
#      appends every mail (e.g. the initial password sent by `register`) to
#      PREFIX/share/nngssrv/stats/mail.log. want_mail_child=No, want_fork=No
#      (stay in the foreground), want_udp_port=No.
#  10. admin_name=admin: at every start the server creates/repairs a
#      registered player "admin" with adminLevel 100 and NO password
#      (adminproc.c:create_admin_account); lists/admin contains "admin".
#  11. PREFIX/bin/nngs-add-player NAME PASSWORD [admin] (written here) creates a
#      registered account with a known password directly in the player files
#      (perl crypt() with a 2-letter salt = the DES crypt that nngs' mycrypt()
#      gets from crypt(3)). The in-server way: log in as admin (no password),
#      `register NAME EMAIL FULLNAME` (the random password is "mailed" into
#      stats/mail.log) and/or `asetpasswd NAME PASSWORD`.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 SOURCE_DIR PREFIX" >&2
  exit 2
fi
SRC=$(cd "$1" && pwd)
mkdir -p "$2"
PREFIX=$(cd "$2" && pwd)
DATA="$PREFIX/share/nngssrv"
BUILD="${NNGS_BUILD_DIR:-$PREFIX/build}"
JOBS="${JOBS:-2}"

[ -f "$SRC/src/nngsmain.c" ] || { echo "$SRC does not look like an NNGS tree" >&2; exit 1; }

# Debian packages needed (root only; skipped if already present).
need=""
command -v gcc >/dev/null || need="$need gcc"
command -v make >/dev/null || need="$need make"
[ -f /usr/include/crypt.h ] || need="$need libcrypt-dev"
if [ ! -f "$SRC/configure" ] && [ -f "$SRC/configure.in" ]; then
  command -v autoreconf >/dev/null || need="$need autoconf automake"
fi
if [ -n "$need" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need
  else
    echo "please install:$need" >&2; exit 1
  fi
fi

echo "== copying source to $BUILD"
rm -rf "$BUILD"
mkdir -p "$BUILD"
cp -a "$SRC/." "$BUILD/"
cd "$BUILD"

echo "== patching (see comments 4, 5, 6)"
sed -i 's/addr\.sin_addr\.s_addr = htonl(INADDR_ANY);/addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);/' src/network.c
grep -q 'htonl(INADDR_LOOPBACK)' src/network.c || { echo "loopback patch failed" >&2; exit 1; }
sed -i 's/return  statstr_dup(\*str, end);/return  statstr_dup(str, end);/' src/utils.c
sed -i "/^const char \*file_bplayer(/,/^}/{
s/ptr = strrchr(ptr, '-');/ptr = strchr(ptr, '-');/
s/if (ptr) len = strlen(ptr);/if (ptr) { ptr++; len = strcspn(ptr, \"-\"); }/
s/else len = 0;/else { ptr = \"\"; len = 0; }/
}" src/utils.c
grep -q 'if (ptr) { ptr++; len = strcspn(ptr, "-"); }' src/utils.c || { echo "file_bplayer patch failed" >&2; exit 1; }

echo "== building mlrate/src/libmlr.a (comment 3)"
make -C mlrate/src CC=gcc libmlr.a >mlrate.out 2>&1 || { tail -30 mlrate.out; exit 1; }

CFLAGS_NNGS="-g -O2 -fcommon"
CPPFLAGS_NNGS="-D_DEFAULT_SOURCE"

if [ ! -f configure ] && [ -f configure.in ]; then
  echo "== no configure: running autoreconf"
  autoreconf -fi >/dev/null 2>&1 || true
fi

if [ -f configure ]; then
  echo "== configure + make"
  ./configure --prefix="$PREFIX" CFLAGS="$CFLAGS_NNGS" CPPFLAGS="$CPPFLAGS_NNGS" >configure.out 2>&1 \
    || { tail -30 configure.out; exit 1; }
  make -j"$JOBS" -C src >make.out 2>&1 || { grep -E 'error|Error' make.out | head -30; exit 1; }
  BIN="$BUILD/src/nngssrv"
else
  echo "== no configure/configure.in: direct gcc build with generated config.h"
  {
    for h in ARPA_INET_H ARPA_TELNET_H CRYPT_H CTYPE_H DIRENT_H ENDIAN_H ERRNO_H \
             FCNTL_H INTTYPES_H MEMORY_H NETDB_H NETINET_IN_H SIGNAL_H STDINT_H \
             STDIO_H STDLIB_H STRINGS_H STRING_H SYS_SOCKET_H SYS_STAT_H SYS_TIME_H \
             SYS_TYPES_H TIME_H UNISTD_H UTIME_H FTRUNCATE GETTIMEOFDAY PCLOSE POPEN \
             RANDOM SNPRINTF USLEEP VSNPRINTF LIBCRYPT LIBM; do
      echo "#define HAVE_$h 1"
    done
    echo '#define STDC_HEADERS 1'
    echo '#define TIME_WITH_SYS_TIME 1'
    echo '#define SIZEOF_INT 4'
    echo "#define SIZEOF_LONG $(getconf LONG_BIT | awk '{print $1/8}')"
    echo '#define PACKAGE "nngssrv"'
    echo '#define VERSION "1.1.22"'
    echo '#define GNU_PACKAGE nngssrv'
    echo '#define MAILPROGRAM "/usr/bin/mail"'
    for kv in AHELP_DIR:ahelp HELP_DIR:help INFO_DIR:info MESSAGE_DIR:messages \
              PLAYER_DIR:players STATS_DIR:stats SPOOL_DIR:spool GAME_DIR:games \
              CGAME_DIR:cgames LIST_DIR:lists NEWS_DIR:news PROBLEM_DIR:problems \
              LADDER9_FILE:ladder/ladder9 LADDER19_FILE:ladder/ladder19 \
              EMOTES_FILE:emotestr INTERGO_FILE:intergo/intergo \
              RATINGS_FILE:results-rated NRATINGS_FILE:ratdb RESULTS_FILE:results \
              NRESULTS_FILE:nresults FIND_FILE:find.out NOTE_FILE:note \
              LOG_FILE:stats/logfile LOGONS_FILE:stats/logons; do
      echo "#define ${kv%%:*} \"$DATA/${kv#*:}\""
    done
    for m in WELCOME:welcome LOGIN:login LOGOUT:logout MOTD:motd AMOTD:admotd UNREGISTERED:unregistered; do
      echo "#define MESS_${m%%:*} \"${m#*:}\""
    done
  } > config.h
  ( cd src && gcc $CFLAGS_NNGS $CPPFLAGS_NNGS -DHAVE_CONFIG_H -I. -I.. -I../mlrate/src \
      -o nngssrv network.c bm.c channel.c utils.c language.c variable.c legal.c \
      gameproc.c adminproc.c nngsmain.c multicol.c mink.c alias.c censor.c plan.c \
      ip_ban.c chkaddr.c command.c comproc.c gamedb.c playerdb.c emote2.c pending.c \
      udp_commands.c conffile.c mailer.c ladder.c ../mlrate/src/libmlr.a -lcrypt -lm \
      >../make.out 2>&1 ) || { grep -E 'error' make.out | head -30; exit 1; }
  BIN="$BUILD/src/nngssrv"
fi

echo "== installing into $PREFIX"
mkdir -p "$PREFIX/bin" "$PREFIX/etc" "$DATA"
install -m 755 "$BIN" "$PREFIX/bin/nngssrv"

# Data (what data/Makefile.am + data/help|ahelp/Makefile.am install-data-hook do,
# done by hand so that it also works for the no-configure fallback).
for d in info ladder lists messages news spool; do
  mkdir -p "$DATA/$d"
  for f in "$BUILD/data/$d"/*; do
    [ -f "$f" ] || continue
    case "$(basename "$f")" in Makefile*) continue;; esac
    cp -n "$f" "$DATA/$d/" || true
  done
done
cp -n "$BUILD/data/emotestr" "$DATA/emotestr" || true
for h in help ahelp; do
  mkdir -p "$DATA/$h"
  for l in "$BUILD/data/$h"/*/; do
    l=$(basename "$l")
    mkdir -p "$DATA/$h/$l"
    for f in "$BUILD/data/$h/$l"/*; do
      [ -f "$f" ] && cp -n "$f" "$DATA/$h/$l/" || true
    done
  done
done
for d in players cgames games stats/player_data; do
  for s in a b c d e f g h i j k l m n o p q r s t u v w x y z; do
    mkdir -p "$DATA/$d/$s"
  done
done
mkdir -p "$DATA/problems" "$DATA/intergo" "$DATA/stats"

# Activate the shipped defaults (comment 8); existing files are kept.
for f in "$DATA"/lists/*.default "$DATA"/messages/*.default; do
  [ -f "$f" ] || continue
  t="${f%.default}"
  [ -e "$t" ] || cp "$f" "$t"
done
for f in "$DATA"/ladder/*.example; do
  [ -f "$f" ] || continue
  t="${f%.example}"
  [ -e "$t" ] || cp "$f" "$t"
done
grep -qx admin "$DATA/lists/admin" 2>/dev/null || echo admin >> "$DATA/lists/admin"

# Stand-in mailer (comment 9).
cat > "$PREFIX/bin/nngs-fake-mail" <<EOF
#!/bin/sh
# called by nngssrv as: nngs-fake-mail [-s "subject"] to-address ; body on stdin
{ echo "==== \$(date -u '+%Y-%m-%d %H:%M:%S') mail \$*"; cat; echo; } >> "$DATA/stats/mail.log"
EOF
chmod 755 "$PREFIX/bin/nngs-fake-mail"

# Helper to create a registered account with a known password (comment 11).
cat > "$PREFIX/bin/nngs-add-player" <<EOF
#!/bin/sh
# nngs-add-player NAME PASSWORD [admin]
# Writes $DATA/players/<first letter>/<name>: a registered player with a DES
# crypt() password (as com_register/com_asetpasswd store it). With "admin":
# adminLevel 100 and the name is added to lists/admin. Run it while the server
# is stopped (the server caches player files it has already read).
set -e
[ \$# -ge 2 ] || { echo "usage: \$0 NAME PASSWORD [admin]" >&2; exit 2; }
name=\$(echo "\$1" | tr 'A-Z' 'a-z'); pw=\$2; level=2
case "\$name" in *[!a-z0-9]*|?|???????????*) echo "bad name (2-10 chars a-z0-9)" >&2; exit 2;; esac
[ "\${3:-}" = admin ] && level=100
salt=\$(tr -dc 'a-z' </dev/urandom | head -c 2)
hash=\$(perl -e 'print crypt(\$ARGV[0], \$ARGV[1])' "\$pw" "\$salt")
d="$DATA/players/\$(echo "\$name" | cut -c1)"
mkdir -p "\$d"
{
  echo "Name: \$1"
  echo "Fullname: \$1"
  echo "Password: \$hash"
  echo "Email: \$name@localhost"
  echo "Rank: NR"
  echo "Ranked: NR"
  echo "RegDate: \$(date)"
  echo "LastHost: 0"
  echo "VARS: 1:3:0:1:0:1:1:1 :1:1:1:0:1:0:0:0 :0:\$level:0:0:0:0:0:0 :0:0:0:0:90:19:10:25 :-1:0:0:0"
  echo "silent_login: 0"
  echo "language: 0"
} > "\$d/\$name"
if [ "\$level" = 100 ]; then
  grep -qx "\$name" "$DATA/lists/admin" || echo "\$name" >> "$DATA/lists/admin"
fi
echo "created \$d/\$name"
EOF
chmod 755 "$PREFIX/bin/nngs-add-player"

# Config file (comment 7). run-nngs.sh copies it with the wanted port.
cat > "$PREFIX/etc/nngs.cnf" <<EOF
# nngs.cnf written by build-nngs.sh  (format: name=value, no space after '=')
ahelp_dir=$DATA/ahelp
help_dir=$DATA/help
mess_dir=$DATA/messages
info_dir=$DATA/info
stats_dir=$DATA/stats
player_dir=$DATA/players
game_dir=$DATA/games
cgame_dir=$DATA/cgames
problem_dir=$DATA/problems
lists_dir=$DATA/lists
news_dir=$DATA/news
spool_dir=$DATA/spool
ratings_file=$DATA/results-rated
nratings_file=$DATA/ratdb
intergo_file=$DATA/intergo/intergo
results_file=$DATA/results
nresults_file=$DATA/nresults
emotes_file=$DATA/emotestr
note_file=$DATA/note
ladder9_file=$DATA/ladder/ladder9
ladder19_file=$DATA/ladder/ladder19
log_file=$DATA/stats/logfile
logons_file=$DATA/stats/logons
server_name=NNGS-local
server_http=http://127.0.0.1/
server_address=127.0.0.1
server_ports=9696
server_email=nngs@localhost
geek_email=nngs@localhost
admin_name=admin
mail_program=$PREFIX/bin/nngs-fake-mail
smtp_mta=127.0.0.1
mode_for_dir=755
allow_registration=Yes
allow_unregistered=Yes
allow_mail_to_localhost=Yes
unregs_can_shout=Yes
want_udp_port=No
want_fork=No
want_mail_child=No
EOF

echo "== done: $PREFIX/bin/nngssrv, data in $DATA, config $PREFIX/etc/nngs.cnf"
