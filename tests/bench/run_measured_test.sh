#!/usr/bin/env bash
# run_measured (the benchmarks' timer): its figures, and the exit status it passes on.
set -euo pipefail
run_measured=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# A command that sleeps, then burns CPU, then exits 3: wall time covers the sleep, CPU time the
# loop, both at sub-10 ms resolution (six decimals), and the status comes back unchanged.
status=0
"$run_measured" "$out/busy" bash -c 'sleep 0.2; for ((i = 0; i < 300000; i++)); do :; done; exit 3' ||
  status=$?
[ "$status" -eq 3 ] || fail "exit status $status, expected 3"
read -r wall cpu rss < "$out/busy"
[[ $wall =~ ^[0-9]+\.[0-9]{6}$ && $cpu =~ ^[0-9]+\.[0-9]{6}$ && $rss =~ ^[0-9]+$ ]] ||
  fail "malformed figures: $(cat "$out/busy")"
awk -v w="$wall" -v c="$cpu" 'BEGIN { exit !(w >= 0.2 && c > 0.01 && w >= c) }' ||
  fail "wall $wall s (sleep 0.2 s), cpu $cpu s (a busy loop)"
[ "$rss" -gt 1000 ] || fail "peak RSS $rss KB for bash"

# A command ended by a signal: 128 + the signal's number, as a shell reports it.
status=0
"$run_measured" "$out/killed" bash -c 'kill -TERM $$' || status=$?
[ "$status" -eq 143 ] || fail "exit status $status after SIGTERM, expected 143"

# A command that does not exist: 127, as a shell reports it, and no figures.
status=0
"$run_measured" "$out/missing" /nonexistent/command 2> "$out/error" || status=$?
[ "$status" -eq 127 ] || fail "exit status $status for a missing command, expected 127"
grep -q "cannot run /nonexistent/command" "$out/error" || fail "no error message"
[ ! -e "$out/missing" ] || fail "figures written for a command that did not run"
echo "run_measured: ok"
