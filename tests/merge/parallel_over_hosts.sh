#!/usr/bin/env bash
# contrib/shard/parallel-ssh.sh with GNU parallel over two fake hosts (tests/merge/fake-ssh: each
# runs its jobs in a working directory of its own), the file transferred to them and the shard
# reports returned: the merged report is one run's; a shard that fails once is retried; a shard
# that never comes back makes `report` exit 2 naming it.
set -uo pipefail
pgnlint=${1:?usage: parallel_over_hosts.sh PGNLINT TESTDATA_DIR SOURCE_DIR}
testdata=${2:?}
source_dir=${3:?}
command -v parallel >/dev/null && command -v rsync >/dev/null || {
  echo "SKIP: GNU parallel and rsync are needed (scripts/setup.sh installs them)"
  exit 77
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export FAKE_HOSTS=$work/hosts PGNLINT=$pgnlint
mkdir -p "$work/local" "$FAKE_HOSTS"
cd "$work/local" || exit 2
cat "$testdata"/check/world-matches-first-10.pgn "$testdata"/pgn/*.pgn >games.pgn
"$pgnlint" check --format ndjson games.pgn 2>/dev/null | sed -E 's/"seconds":[0-9.]+/S/' >../one.ndjson
ssh_wrapper=$source_dir/tests/merge/fake-ssh
logins="1/$ssh_wrapper hostA,1/$ssh_wrapper hostB"

FAKE_FAIL_ONCE=2/5 PARALLEL_OPTIONS="--ssh $ssh_wrapper" \
  "$source_dir/contrib/shard/parallel-ssh.sh" -S "$logins" -n 5 --transfer games.pgn --format ndjson \
  2>../err | sed -E 's/"seconds":[0-9.]+/S/' >../merged.ndjson
[ -d "$FAKE_HOSTS/failed-once" ] || fail "shard 2/5 was to fail once"
cmp -s ../one.ndjson ../merged.ndjson || fail "the merged report differs from one run's: $(cat ../err)"
[ -d "$FAKE_HOSTS/hostA" ] && [ -d "$FAKE_HOSTS/hostB" ] || fail "both hosts should have run jobs"
for k in 1 2 3 4 5; do [ -e "shard-$k.ndjson" ] || fail "shard-$k.ndjson did not come back"; done

FAKE_FAIL_ALWAYS=3/5 PARALLEL_OPTIONS="--ssh $ssh_wrapper" \
  "$source_dir/contrib/shard/parallel-ssh.sh" -S "$logins" -n 5 --retries 2 --transfer games.pgn \
  >/dev/null 2>../err
status=$?
[ "$status" -eq 2 ] || fail "a shard that never came back must make the merge exit 2, not $status"
grep -q "shard report missing: 3/5" ../err || fail "the merge must name shard 3/5: $(cat ../err)"
echo "ok: 5 shards over two fake hosts, one retried, merged into one run's report; a lost shard is named"
