#!/usr/bin/env bash
# Checks one big plain PGN file as N shards spread over ssh hosts with GNU parallel, and merges
# the shard reports into the report of one run.
#
#   parallel-ssh.sh [-S LOGINS | --slf FILE] [-n SHARDS] [--transfer] [--retries R] \
#                   FILE.pgn [pgnlint report options...]
#
# -S/--slf: GNU parallel's --sshlogin list or file (default ":": this host only). -n: shards
# (default: 4 per host). --transfer: copy FILE.pgn to each host (rsync; otherwise each host
# reads it at the same path, e.g. on shared storage). Each shard's ndjson report comes back as
# shard-K.ndjson in the current directory; a failed shard is run again up to R times (default
# 3). `pgnlint report` then refuses to merge if any shard report is missing or cut short (exit
# 2, naming it), so a lost shard never makes a smaller report. Set PGNLINT to the pgnlint on the
# hosts (default: pgnlint on their PATH); extra parallel options in PARALLEL_OPTIONS.
set -euo pipefail

logins=(--sshlogin :)
shards=
transfer=()
retries=3
while [ $# -gt 0 ]; do
  case $1 in
    -S) logins=(--sshlogin "$2"); shift 2 ;;
    --slf) logins=(--sshloginfile "$2"); shift 2 ;;
    -n) shards=$2; shift 2 ;;
    --transfer) transfer=(--transferfile {file}); shift ;;
    --retries) retries=$2; shift 2 ;;
    *) break ;;
  esac
done
pgn=${1:?usage: parallel-ssh.sh [-S LOGINS | --slf FILE] [-n SHARDS] [--transfer] FILE.pgn [report options]}
shift
pgnlint=${PGNLINT:-pgnlint}
if [ -z "$shards" ]; then
  hosts=$(parallel "${logins[@]}" --number-of-sshlogins 2>/dev/null || echo 1)
  shards=$((4 * ${hosts:-1}))
fi

rm -f shard-*.ndjson
# Exit 1 (findings) is a finished shard; only 2 (an error) or a lost host is a failure to retry.
# shellcheck disable=SC2086
seq 1 "$shards" |
  parallel "${logins[@]}" ${PARALLEL_OPTIONS:-} --retries "$retries" --halt never \
    --return 'shard-{}.ndjson' --cleanup "${transfer[@]/\{file\}/$pgn}" \
    "$pgnlint check --format ndjson --shard {}/$shards -o shard-{}.ndjson $(printf %q "$pgn") 2>/dev/null; test \$? -le 1" ||
  echo "parallel-ssh.sh: some shards failed after $retries retries; the merge will name them" >&2

reports=()
for k in $(seq 1 "$shards"); do reports+=("shard-$k.ndjson"); done
existing=()
for report in "${reports[@]}"; do
  if [ -e "$report" ]; then existing+=("$report"); else echo "parallel-ssh.sh: $report did not come back" >&2; fi
done
exec "$pgnlint" report "$@" "${existing[@]}"
