# Shared by the lab's scripts; sourced, not run. Bash 3.2-compatible (macOS): no
# associative arrays, no mapfile, no GNU-only flags.

lab_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The lab's own tests (Catalog, LabKit; the tools' are in Tools/) are part of every build the scripts
# make; a student's plain `swift test` leaves them out (Package.swift).
LAB_SELF_TESTS=1
export LAB_SELF_TESTS
lab_results="$lab_root/.build-lab-results"
lab_bin="$lab_root/.build-lab/debug/lab"

# One clear line and a non-zero exit.
die() {
  code=$1; shift
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  exit "$code"
}

now() { date +%s; }

# Fails with one line if swift is missing or older than the package needs (6.2).
require_swift() {
  command -v swift >/dev/null 2>&1 \
    || die 127 "swift is not on PATH: install the Swift 6.3 toolchain (https://www.swift.org/install) and try again"
  version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
  set -- $version
  if [ -z "${1:-}" ] || [ "$1" -lt 6 ] || { [ "$1" -eq 6 ] && [ "${2:-0}" -lt 2 ]; }; then
    die 127 "this lab needs Swift 6.2 or newer; found: $(swift --version 2>&1 | head -n 1)"
  fi
}

# descendants PID: every process below PID, one per line (POSIX ps and awk: macOS has no pgrep -P tree).
descendants() {
  ps -A -o pid= -o ppid= | awk -v root="$1" '
    { below[$2] = below[$2] " " $1 }
    END {
      queue = root
      while (queue != "") {
        n = split(queue, parents, " "); queue = ""
        for (i = 1; i <= n; i++) {
          m = split(below[parents[i]], kids, " ")
          for (j = 1; j <= m; j++) { print kids[j]; queue = queue " " kids[j] }
        }
      }
    }'
}

# stop_tree PID: SIGTERM to PID and everything below it, SIGKILL to what is left 5 s later.
# `swift test` runs its test process in a process group of its own, which neither a signal to
# `swift test` nor the terminal's Ctrl-C reaches.
stop_tree() {
  tree="$1 $(descendants "$1" | tr '\n' ' ')"
  # shellcheck disable=SC2086
  kill -TERM $tree 2>/dev/null
  waited=0
  while [ "$waited" -lt 50 ] && kill -0 $tree 2>/dev/null; do sleep 0.1; waited=$((waited + 1)); done
  # shellcheck disable=SC2086
  kill -KILL $tree 2>/dev/null
  return 0
}

# run_with_timeout SECONDS LOG COMMAND...: runs COMMAND with its output in LOG and an
# outer time limit (no GNU `timeout` on macOS). Returns the command's status, 124 on timeout.
# Ctrl-C (or a TERM) stops the command's whole tree before the script ends: a command run in
# the background of a script ignores the terminal's SIGINT by itself.
run_with_timeout() {
  limit=$1; log=$2; shift 2
  "$@" >"$log" 2>&1 &
  child=$!
  # The caller's own traps, put back afterwards (bash 3.2 has `trap -p`).
  caller_traps=$(trap -p INT TERM HUP)
  trap 'stop_tree "$child"; exit 130' INT
  trap 'stop_tree "$child"; exit 143' TERM HUP
  # A deadline, not synchronisation: it only stops a command that hangs.
  ( sleep "$limit" && touch "$log.timed-out" && stop_tree "$child" ) >/dev/null 2>&1 &
  watchdog=$!
  status=0
  wait "$child" || status=$?
  trap - INT TERM HUP
  eval "$caller_traps"
  if [ -e "$log.timed-out" ]; then
    rm -f "$log.timed-out"
    status=124
  fi
  stop_tree "$watchdog" >/dev/null 2>&1
  return "$status"
}

# lab_run COMMAND [OPTIONS]: runs the lab tool on this package, with its logs in the
# results folder named above (the one place the scripts and the tool agree on it).
lab_run() {
  "$lab_bin" "$@" --root "$lab_root" --results "$lab_results"
}

# build_lab_with ARGS...: `swift build ARGS --product lab`, logged, with one clear line if it fails.
build_lab_with() {
  mkdir -p "$lab_results"
  run_with_timeout 900 "$lab_results/build-lab.log" swift build "$@" --product lab \
    || { tail -n 30 "$lab_results/build-lab.log" >&2; die 1 "could not build the lab tool; see $lab_results/build-lab.log"; }
}

# Builds the `lab` tool once (its package is Tools/), in its own scratch path so switching
# tracks never rebuilds it; warnings are errors, as everywhere in the gate.
build_lab() {
  build_lab_with --package-path "$lab_root/Tools" --scratch-path "$lab_root/.build-lab" -Xswiftc -warnings-as-errors
}

# Builds the `lab` tool where `swift run lab` builds it (the package's .build): an instructor's
# script then shares one build of the tool with the student's command instead of making a second.
# Not the gate's way: that one builds with warnings as errors, which a shared folder would undo.
build_lab_as_students_do() {
  build_lab_with --package-path "$lab_root"
  lab_bin="$lab_root/.build/debug/lab"
}

# The tools' own tests (Tools/Tests: LabToolTests, ActorCostTests), with the flags the tool was built with.
lab_self_tests() {
  log="$lab_results/lab-tool-tests.log"
  run_with_timeout 900 "$log" \
    swift test --package-path "$lab_root/Tools" --scratch-path "$lab_root/.build-lab" -Xswiftc -warnings-as-errors \
    || { grep -E 'error:|✘' "$log" | head -n 20; echo "    (full log: $log)"; return 1; }
  ! grep -q 'warning:' "$log" || { grep 'warning:' "$log" | sort -u | head -n 20; echo "    (full log: $log)"; return 1; }
}
