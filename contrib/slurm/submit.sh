#!/usr/bin/env bash
# Submits a pgnlint run to Slurm: an array job that checks N shards of one plain PGN file
# (check-array.sbatch), or groups of the files a list names (check-files.sbatch), each task into its
# own ndjson report in DIR, and a merge job (merge.sbatch) that waits for the array
# (--dependency=afterok) and writes the report of one run to OUTPUT. Prints the two job ids:
#
#   submit.sh -n N -d DIR -o OUTPUT [--array SPEC] [--after JOBID] FILE.pgn [check options...] [-- report options...]
#   submit.sh --files LIST [-g G] -d DIR -o OUTPUT [--array SPEC] [--after JOBID] [check options...] [-- report options...]
#   array 1234
#   merge 1235
#
# FILE.pgn (or LIST and its files), DIR and OUTPUT must be at the same paths on every node (shared
# storage); Slurm starts the jobs in the current directory. A first run needs a DIR holding no
# reports (it is created if missing). If a task fails, the merge never starts (its dependency is
# never satisfied, squeue shows DependencyNeverSatisfied) and `pgnlint report DIR/shard-*.ndjson`
# names the missing shards: cancel that merge (scancel), and run this script again with the same
# arguments plus --array K (only those indexes, e.g. 2 or 2,7) and --after ARRAYJOB (the first
# array: the new merge also waits for all its tasks to end). -g: files per task (default 1).
# Task logs go to DIR/slurm-ARRAYJOB_K.out, the merge's to DIR/slurm-MERGEJOB.out. Partition,
# time limit and account come from sbatch's own environment (SBATCH_PARTITION, SBATCH_TIMELIMIT,
# SBATCH_ACCOUNT, ...); PGNLINT names the pgnlint the jobs run (default: pgnlint on their PATH).
set -euo pipefail

usage="usage: submit.sh (-n N FILE.pgn | --files LIST [-g G]) -d DIR -o OUTPUT [--array SPEC] [--after JOBID] [check options...] [-- report options...]"
here=$(dirname "$(readlink -f "$0")")
shards='' list='' per_task=1 dir='' output='' array='' after=''
while [ $# -gt 0 ]; do
  case $1 in
    -n) shards=$2; shift 2 ;;
    --files) list=$2; shift 2 ;;
    -g) per_task=$2; shift 2 ;;
    -d) dir=$2; shift 2 ;;
    -o) output=$2; shift 2 ;;
    --array) array=$2; shift 2 ;;
    --after) after=$2; shift 2 ;;
    -h | --help) echo "$usage"; exit 0 ;;
    *) break ;;
  esac
done
if [ -z "$dir" ] || [ -z "$output" ]; then echo "$usage" >&2; exit 2; fi
check_options=() report_options=()
if [ -z "$list" ]; then
  if ! [[ $shards =~ ^[1-9][0-9]*$ ]] || [ $# -eq 0 ]; then echo "$usage" >&2; exit 2; fi
  pgn=$1
  shift
  [ -f "$pgn" ] || { echo "submit.sh: $pgn: no such file" >&2; exit 2; }
fi
while [ $# -gt 0 ] && [ "$1" != -- ]; do check_options+=("$1"); shift; done
[ $# -gt 0 ] && shift
report_options=("$@")

if [ -n "$list" ]; then
  if [ ! -f "$list" ] || ! [[ $per_task =~ ^[1-9][0-9]*$ ]]; then echo "$usage" >&2; exit 2; fi
  count=$((($(grep -c '' "$list") + per_task - 1) / per_task))
  [ "$count" -gt 0 ] || { echo "submit.sh: $list names no files" >&2; exit 2; }
  prefix=files
  script=("$here/check-files.sbatch" "$list" "$dir")
else
  count=$shards
  prefix=shard
  script=("$here/check-array.sbatch" "$shards" "$pgn" "$dir")
fi
mkdir -p "$dir"
if [ -z "$array" ]; then
  array=1-$count
  if compgen -G "$dir/$prefix-*.ndjson" >/dev/null; then
    echo "submit.sh: $dir holds reports of an earlier run: give an empty directory, or --array K to redo task K" >&2
    exit 2
  fi
fi

array_job=$(FILES_PER_TASK=$per_task sbatch --parsable --array="$array" --output="$dir/slurm-%A_%a.out" \
  "${script[@]}" "${check_options[@]}")
array_job=${array_job%%;*}
dependency=afterok:$array_job
[ -n "$after" ] && dependency=afterany:$after,$dependency
merge_job=$(sbatch --parsable --dependency="$dependency" --output="$dir/slurm-%j.out" \
  "$here/merge.sbatch" "$dir" "$prefix" "$count" "$output" "${report_options[@]}")
merge_job=${merge_job%%;*}
echo "array $array_job"
echo "merge $merge_job"
