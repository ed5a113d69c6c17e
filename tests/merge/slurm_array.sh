#!/usr/bin/env bash
# contrib/slurm/ on a real one-node Slurm cluster that this test starts and stops: munged,
# slurmctld and slurmd from Debian's munge and slurm-wlm, as root, with a key, a socket, a minimal
# slurm.conf, state, spool, pid and log files of their own in a temporary directory and two free
# high ports. It submits 4 shards of one file (submit.sh: the array and a merge that waits for it
# with afterok), and kills shard 2's first attempt half-way through writing its report: that task
# fails, no shard-2.ndjson appears, the merge never starts (DependencyNeverSatisfied) and
# `pgnlint report` names shard 2/4 as missing. Resubmitting just index 2 (submit.sh --array 2
# --after ARRAYJOB) and a new merge gives the report of one sequential run, byte for byte. It also
# runs the many-files variant (two files a task, one gzip-compressed) against one run over the
# list. The daemons are stopped by pid whatever happens (an EXIT trap), and checked gone.
set -uo pipefail
pgnlint=${1:?usage: slurm_array.sh PGNLINT TESTDATA_DIR SOURCE_DIR}
testdata=${2:?}
source_dir=${3:?}
pgnlint=$(realpath "$pgnlint") testdata=$(realpath "$testdata") source_dir=$(realpath "$source_dir")
skip() {
  echo "SKIP: $*"
  exit 77
}
for tool in munged mungekey slurmctld slurmd sbatch squeue sinfo scontrol scancel python3 gzip; do
  command -v "$tool" >/dev/null || skip "$tool not found: a one-node Slurm cluster needs Debian's slurm-wlm and munge (scripts/setup.sh --tests installs them)"
done
[ "$(id -u)" -eq 0 ] || skip "the one-node Slurm cluster runs as root (SlurmUser=root); run this test as root"

work=$(mktemp -d)
chmod 711 "$work"
daemons=()
stop_cluster() {
  local status=$? pid name left=()
  cd / || exit 2
  if [ ${#daemons[@]} -gt 0 ]; then
    # Only this cluster's jobs: SLURM_CONF is this test's own once it is set.
    [ "${SLURM_CONF:-}" = "$work/slurm.conf" ] && timeout 10 scancel --quiet --user=root 2>/dev/null
    for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do
      kill -TERM "${daemons[i]#*:}" 2>/dev/null
    done
    for _ in $(seq 1 50); do
      left=()
      for entry in "${daemons[@]}"; do kill -0 "${entry#*:}" 2>/dev/null && left+=("$entry"); done
      [ ${#left[@]} -eq 0 ] && break
      sleep 0.2
    done
    for entry in "${left[@]}"; do
      echo "FAIL: ${entry%%:*} (pid ${entry#*:}) did not stop on SIGTERM in 10 s; killed" >&2
      kill -KILL "${entry#*:}" 2>/dev/null
      status=1
    done
    wait 2>/dev/null
    for name in munged slurmctld slurmd; do
      pid=$(cat "$work/$name.pid" 2>/dev/null) || continue
      if kill -0 "$pid" 2>/dev/null; then
        echo "FAIL: $name (pid $pid from its pid file) still runs; killed" >&2
        kill -KILL "$pid"
        status=1
      fi
    done
    for proc in /proc/[0-9]*; do
      if [[ $(readlink "$proc/cwd" 2>/dev/null) == "$work"* ]]; then
        echo "FAIL: a process was left in the test's directory: $(tr '\0' ' ' <"$proc/cmdline")" >&2
        kill -KILL "${proc#/proc/}" 2>/dev/null
        status=1
      fi
    done
  fi
  rm -rf "$work"
  exit "$status"
}
trap stop_cluster EXIT
trap 'exit 143' TERM INT HUP
fail() {
  echo "FAIL: $*" >&2
  for log in slurmctld.log slurmd.log; do
    [ -s "$work/$log" ] && { echo "--- $log (end)" >&2; tail -n 15 "$work/$log" >&2; }
  done
  exit 1
}
# Waits up to $1 seconds for the command after it to succeed.
wait_for() {
  local seconds=$1
  shift
  # By the clock, not by tries: a try of a client against a controller that cannot reach its
  # node can itself take seconds.
  local deadline=$((SECONDS + seconds))
  while [ "$SECONDS" -lt "$deadline" ]; do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}
node_idle() { [ "$(timeout 5 sinfo -h -n localhost -o %T 2>/dev/null)" = idle ]; }
job_gone() { [ -z "$(timeout 5 squeue -h -j "$1" 2>/dev/null)" ]; }
reason_is() { [ "$(timeout 5 squeue -h -j "$1" -o %r 2>/dev/null)" = "$2" ]; }
job_state() { timeout 5 scontrol -o show job "$1" 2>/dev/null | grep -o 'JobState=[A-Z_]*' | head -n 1; }

# The cluster: a munge key and daemon, then the controller and the node, on two free ports.
mkdir -p "$work/state" "$work/spool"
mungekey --create --keyfile="$work/munge.key" 2>/dev/null ||
  dd if=/dev/urandom of="$work/munge.key" bs=1024 count=1 status=none
chmod 600 "$work/munge.key"
munged --foreground --force --socket="$work/munge.socket" --key-file="$work/munge.key" \
  --pid-file="$work/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munged.seed" \
  >"$work/munged.out" 2>&1 &
daemons+=("munged:$!")
wait_for 10 test -S "$work/munge.socket" || skip "munged did not start: $(tail -n 3 "$work/munged.out")"
read -r ctld_port slurmd_port < <(python3 -c '
import socket
sockets = [socket.socket() for _ in range(2)]
for s in sockets:
    s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in sockets))')
cat >"$work/slurm.conf" <<CONF
ClusterName=pgnlinttest
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge.socket
CredType=cred/munge
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MailProg=/bin/true
ReturnToService=2
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$work/slurm.conf
# Nothing of the environment's Slurm settings: only this cluster's defaults.
unset SBATCH_PARTITION SBATCH_ACCOUNT SBATCH_TIMELIMIT SBATCH_QOS SBATCH_RESERVATION
(cd "$work" && exec slurmctld -D -f "$SLURM_CONF") >"$work/slurmctld.out" 2>&1 &
daemons+=("slurmctld:$!")
(cd "$work" && exec slurmd -D -f "$SLURM_CONF" -N localhost) >"$work/slurmd.out" 2>&1 &
slurmd_pid=$!
daemons+=("slurmd:$slurmd_pid")
# A node daemon that cannot start (no cgroup file system in a chroot or a container) exits at
# once: say so then, rather than after the wait.
node_up() {
  kill -0 "$slurmd_pid" 2>/dev/null ||
    skip "slurmd could not start here: $(tail -q -n 3 "$work/slurmd.log" "$work/slurmd.out" 2>/dev/null)"
  node_idle
}
wait_for 30 node_up ||
  skip "the one-node Slurm cluster did not come up in 30 s: $(tail -n 3 "$work/slurmctld.log" "$work/slurmd.log" 2>&1)"
started=$SECONDS

# One file of a few hundred games, and one sequential run of it.
cd "$work" || exit 2
cat "$testdata"/check/world-matches-first-10.pgn "$testdata"/pgn/*.pgn >games.pgn
mask() { sed -E 's/"seconds":[0-9.]+/S/'; }
"$pgnlint" check --format ndjson games.pgn 2>/dev/null | mask >one.ndjson

# A pgnlint whose first run of shard 2/4 is killed half-way through its report, with its task.
cat >pgnlint-flaky <<WRAPPER
#!/usr/bin/env bash
if [[ " \$* " == *" --shard 2/4 "* ]] && mkdir "$work/shard-2-killed" 2>/dev/null; then
  "$pgnlint" "\$@"
  while [ \$# -gt 0 ] && [ "\$1" != -o ]; do shift; done
  truncate -s \$((\$(stat -c %s "\$2") / 2)) "\$2"
  kill -KILL \$PPID \$\$
fi
exec "$pgnlint" "\$@"
WRAPPER
chmod +x pgnlint-flaky
export PGNLINT=$work/pgnlint-flaky
submit=$source_dir/contrib/slurm/submit.sh

{ read -r _ array1 && read -r _ merge1; } < <("$submit" -n 4 -d shards -o merged.ndjson games.pgn -- --format ndjson)
[[ $array1 =~ ^[0-9]+$ && $merge1 =~ ^[0-9]+$ ]] || fail "submit.sh printed no job ids"
wait_for 40 job_gone "$array1" || fail "the array job $array1 did not end in 40 s"
[ -d shard-2-killed ] || fail "shard 2's first attempt was to be killed"
wait_for 10 reason_is "$merge1" DependencyNeverSatisfied ||
  fail "the merge $merge1 should wait for ever after a failed task: $(squeue -h -j "$merge1" -o '%T %r')"
[ ! -e merged.ndjson ] || fail "no merged report may be written while a shard failed"
for k in 1 3 4; do [ -s "shards/shard-$k.ndjson" ] || fail "shards/shard-$k.ndjson is missing"; done
[ ! -e shards/shard-2.ndjson ] || fail "the killed shard 2 must leave no shard-2.ndjson"
compgen -G 'shards/.shard-2.ndjson.*.part' >/dev/null || fail "the killed task should have left its partial report"
"$pgnlint" report shards/shard-*.ndjson >/dev/null 2>report.err
status=$?
[ "$status" -eq 2 ] || fail "report over shards 1, 3 and 4 must exit 2, not $status"
grep -q "shard report missing: 2/4" report.err || fail "report must name shard 2/4: $(cat report.err)"

# The recovery: cancel the merge that can never run, resubmit index 2 and the merge again.
scancel "$merge1"
{ read -r _ array2 && read -r _ merge2; } < <("$submit" -n 4 -d shards -o merged.ndjson --array 2 --after "$array1" \
  games.pgn -- --format ndjson)
[[ $array2 =~ ^[0-9]+$ && $merge2 =~ ^[0-9]+$ ]] || fail "submit.sh --array 2 printed no job ids"
wait_for 40 job_gone "$merge2" || fail "the merge $merge2 did not end in 40 s"
[ "$(job_state "$merge2")" = JobState=COMPLETED ] ||
  fail "the merge $merge2 ended $(job_state "$merge2"): $(cat shards/slurm-"$merge2".out)"
! compgen -G 'shards/.shard-2.ndjson.*.part' >/dev/null || fail "the rerun of shard 2 should remove the killed attempt's partial report"
mask <merged.ndjson | cmp -s one.ndjson - || fail "the merged report differs from one run's"

# Many files: two files a task, one of them compressed, merged in the list's order.
export PGNLINT=$pgnlint
gzip -c games.pgn >games.pgn.gz
printf '%s\n' "$testdata"/pgn/chess.js__{0,1,2}.pgn games.pgn.gz "$testdata"/check/world-matches-first-10.pgn >list.txt
mapfile -t files <list.txt
"$pgnlint" check --format ndjson -- "${files[@]}" 2>/dev/null | mask >one-list.ndjson
{ read -r _ array3 && read -r _ merge3; } < <("$submit" --files list.txt -g 2 -d files -o files.ndjson -- --format ndjson)
[[ $array3 =~ ^[0-9]+$ && $merge3 =~ ^[0-9]+$ ]] || fail "submit.sh --files printed no job ids"
wait_for 40 job_gone "$merge3" || fail "the many-files merge $merge3 did not end in 40 s"
[ "$(job_state "$merge3")" = JobState=COMPLETED ] ||
  fail "the many-files merge $merge3 ended $(job_state "$merge3"): $(cat files/slurm-"$merge3".out)"
for k in 1 2 3; do [ -s "files/files-$k.ndjson" ] || fail "files/files-$k.ndjson is missing"; done
mask <files.ndjson | cmp -s one-list.ndjson - || fail "the many-files report differs from one run over the list"
echo "ok: Slurm array of 4 shards, shard 2 killed, merge held, 2/4 named, index 2 resubmitted, merged = one run;" \
  "3 tasks of 2 files merged = one run ($((SECONDS - started)) s on the cluster)"
