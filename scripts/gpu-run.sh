#!/usr/bin/env bash
# Runs the executables `oracle build-check` built with both toolkits on this machine's GPU and
# compares, program by program, their stdout, stderr and exit status. The programs check their
# own results (they print `PASS: NAME` or `FAIL: NAME` and exit non-zero on failure).
#
#   scripts/gpu-run.sh BIN_DIR OUT_DIR
#
# BIN_DIR is build-check's `bin/` folder: `reference/NAME` (built with the reference toolkit) and
# `rcudafe/NAME` (built with the toolkit whose cudafe++ is rcudafe; only the programs it built).
# Writes OUT_DIR/gpu-run.md (the table), OUT_DIR/gpu.txt (nvidia-smi's name and driver) and every
# run's stdout, stderr, exit status and wall time under OUT_DIR/runs/SIDE/. Each program runs in
# a fresh empty folder with a time limit ($GPU_RUN_TIMEOUT seconds, default 60).
# Exit status: 0 when every program built by both toolkits gave identical output and the
# reference's programs all exited 0; 1 otherwise; 2 on bad usage.
set -u
if [ $# -ne 2 ] || [ ! -d "$1/reference" ]; then
  echo "usage: $0 BIN_DIR OUT_DIR   (BIN_DIR holds reference/ and rcudafe/ from oracle build-check)" >&2
  exit 2
fi
bin=$(cd "$1" && pwd)
out=$2
limit=${GPU_RUN_TIMEOUT:-60}
mkdir -p "$out/runs/reference" "$out/runs/rcudafe"
out=$(cd "$out" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1
else
  echo "no nvidia-smi" >"$out/gpu.txt"
fi

# run SIDE NAME: runs bin/SIDE/NAME once; leaves NAME.{stdout,stderr,rc,seconds} in runs/SIDE.
run() {
  local side=$1 name=$2 dir="$out/runs/$1" start end
  rm -rf "$scratch/cwd" && mkdir "$scratch/cwd"
  start=$(date +%s.%N)
  (cd "$scratch/cwd" && exec timeout -k 5 "$limit" "$bin/$side/$name") \
    >"$dir/$name.stdout" 2>"$dir/$name.stderr" </dev/null
  echo $? >"$dir/$name.rc"
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f\n", b - a }' >"$dir/$name.seconds"
}

# First stdout line, fit for a table cell.
first_line() {
  head -n 1 "$1" | cut -c1-80 | sed 's/|/\\|/g'
}

programs=0 ref_pass=0 both=0 same=0 failed=0
rows=""
for exe in "$bin"/reference/*; do
  [ -f "$exe" ] && [ -x "$exe" ] || continue
  name=$(basename "$exe")
  programs=$((programs + 1))
  run reference "$name"
  ref_rc=$(cat "$out/runs/reference/$name.rc")
  ref_s=$(cat "$out/runs/reference/$name.seconds")
  [ "$ref_rc" = 0 ] && ref_pass=$((ref_pass + 1)) || failed=1
  ref_cell="exit $ref_rc, ${ref_s} s: $(first_line "$out/runs/reference/$name.stdout")"
  if [ -x "$bin/rcudafe/$name" ]; then
    both=$((both + 1))
    run rcudafe "$name"
    rc_rc=$(cat "$out/runs/rcudafe/$name.rc")
    rc_s=$(cat "$out/runs/rcudafe/$name.seconds")
    rc_cell="exit $rc_rc, ${rc_s} s: $(first_line "$out/runs/rcudafe/$name.stdout")"
    verdict=""
    for channel in stdout stderr rc; do
      if cmp -s "$out/runs/reference/$name.$channel" "$out/runs/rcudafe/$name.$channel"; then
        verdict="$verdict ✓"
      else
        verdict="$verdict ✗"
        failed=1
      fi
    done
    case $verdict in
      " ✓ ✓ ✓") same=$((same + 1)); verdict="$verdict | yes" ;;
      *) verdict="$verdict | no" ;;
    esac
  else
    rc_cell="not built by the rcudafe toolkit"
    verdict=" – | – | – | –"
  fi
  rows="$rows| $name | $ref_cell | $rc_cell |$verdict |
"
  echo "$name: reference exit $ref_rc; rcudafe: $rc_cell" >&2
done

{
  echo "# Programs run on the GPU, built with both toolkits"
  echo
  echo "GPU: $(cat "$out/gpu.txt")."
  echo "Each executable of \`oracle build-check\` (bin/reference and bin/rcudafe) run once, in an empty"
  echo "folder, with a limit of $limit s; stdout, stderr and the exit status compared byte for byte."
  echo
  echo "| | programs |"
  echo "|---|---|"
  echo "| built by the reference toolkit | $programs |"
  echo "| reference run exits 0 | $ref_pass/$programs |"
  echo "| built by the rcudafe toolkit too | $both/$programs |"
  echo "| identical stdout, stderr and exit status | $same/$both |"
  echo
  echo "| program | reference toolkit's build | rcudafe toolkit's build | stdout | stderr | exit | identical |"
  echo "|---|---|---|---|---|---|---|"
  printf '%s' "$rows"
} >"$out/gpu-run.md"
cat "$out/gpu-run.md"
exit $failed
