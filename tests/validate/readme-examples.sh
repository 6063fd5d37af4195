#!/bin/sh
# readme-examples.sh README ISHI-TOOL : every ```xml example of the teachers'
# page (data/lessons/README.md) is a complete lesson that `ishi-tool lessons
# check` accepts (the schema, then the rules).
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
readme=$1
tool=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
awk -v dir="$dir" '
  /^```xml$/ { n++; file = sprintf("%s/example-%02d.xml", dir, n); inside = 1; next }
  /^```$/    { if (inside) close(file); inside = 0; next }
  inside     { print > file }
' "$readme"
count=$(ls "$dir" | wc -l)
if [ "$count" -lt 10 ]; then
  echo "only $count examples found in $readme" >&2
  exit 1
fi
"$tool" lessons check --strict "$dir"
