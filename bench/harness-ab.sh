#!/usr/bin/env bash
# bench/harness-ab.sh [-r ROUNDS] ROUTE_SLUG...: times the Go harness (A) against its Playwright reference,
# bench/playwright/harness.mjs (B), on the same cells: every cell of the routes named.
#
#   A: cd harness && go test -count=1 -run '^TestMatrix$/^(slug1|slug2)$/' $HARNESS_FLAGS
#   B: node bench/playwright/harness.mjs --routes slug1,slug2
#
# They take turns, A B A B ..., ROUNDS times each (default 3): on a shared machine the speed a run gets drifts
# from minute to minute, and two runs seconds apart see nearly the same machine. Before the rounds, one pass
# of each that is not timed: B with --update, so that it has baselines of its own (in bench/playwright/.baselines),
# and A with no cells, so that no round of A pays for compiling the test binary. A time is the wall time of the
# whole command, start-up included; each run's own summary line follows it. At the end: the medians, their
# ratio B/A (above 1: the Go harness is faster), and the phase totals of each tool's last run.
#
# HARNESS_FLAGS holds extra flags for the Go harness (such as -tabs 2, or -full). Both tools drive the same Chromium:
# CHROME_PATH when set, else the binary the Go harness picks (Debian's /usr/lib/chromium/chromium, not the
# wrapper script /usr/bin/chromium, which adds switches of its own). The site and server are built when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: bench/harness-ab.sh [-r ROUNDS] ROUTE_SLUG..." >&2
  exit 2
}
rounds=3
while getopts r: o; do
  case $o in
    r) rounds=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
(($# > 0)) && [[ $rounds =~ ^[1-9][0-9]*$ ]] || usage

routes=$(IFS=,; echo "$*")
pattern="^TestMatrix\$/^($(IFS='|'; echo "$*"))\$/"
if [[ -z ${CHROME_PATH:-} && -x /usr/lib/chromium/chromium ]]; then
  export CHROME_PATH=/usr/lib/chromium/chromium
fi
[[ -f site/dist/site.json ]] || npm run --silent build
[[ -x bin/tessera ]] || go build -trimpath -o bin/tessera ./cmd/tessera

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The two commands. HARNESS_FLAGS is split into words on purpose.
# shellcheck disable=SC2086
harness() { (cd harness && go test -count=1 -run "$1" ${HARNESS_FLAGS:-}); }
playwright() { node bench/playwright/harness.mjs --routes "$routes" "$@"; }

# timed NAME LOG COMMAND...: runs the command into LOG, stops the benchmark when it fails, and prints its wall
# time in seconds.
timed() {
  local name=$1 log=$2 start=$EPOCHREALTIME
  shift 2
  if ! "$@" >"$log" 2>&1; then
    echo "$name failed; the end of its output:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
  awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f\n", b - a }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "cells: every cell of $routes; $rounds rounds; Chromium: ${CHROME_PATH:-/usr/bin/chromium}; HARNESS_FLAGS: ${HARNESS_FLAGS:-none}"
update=$(timed 'playwright --update' "$logs/update.log" playwright --update)
compile=$(timed 'harness with no cells' "$logs/compile.log" harness '^$')
echo "warm-up: playwright --update ${update} s, harness with no cells ${compile} s"

for ((i = 1; i <= rounds; i++)); do
  a=$(timed "harness (round $i)" "$logs/a$i.log" harness "$pattern")
  echo "$a" >>"$logs/a.times"
  echo "round $i  A harness    ${a} s  $(grep -m1 -E '^harness: [0-9]+ cells in' "$logs/a$i.log" | sed 's/; report:.*//')"
  b=$(timed "playwright (round $i)" "$logs/b$i.log" playwright)
  echo "$b" >>"$logs/b.times"
  echo "round $i  B playwright ${b} s  $(grep -m1 -E '^playwright: [0-9]+ cells in' "$logs/b$i.log")"
done

ma=$(median <"$logs/a.times")
mb=$(median <"$logs/b.times")
echo "median    A harness    ${ma} s"
echo "median    B playwright ${mb} s"
echo "ratio     playwright/harness $(awk -v a="$ma" -v b="$mb" 'BEGIN { printf "%.2f", b / a }') (above 1: the Go harness is faster)"
echo "phases of the last round:"
grep -E '^harness: +[a-z]+ +n=' "$logs/a$rounds.log"
grep -E '^playwright: +[a-z]+ +n=' "$logs/b$rounds.log"
