#!/usr/bin/env bash
# The student's wait, measured as README describes it (docs/ARCHITECTURE.md, "The student's wait"):
#   scripts/bench.sh                          every exercise, 3 runs
#   scripts/bench.sh --runs 5 --exercise 2    only Exercise 2's edits, 5 runs
#   scripts/bench.sh --exercism PATH          also an exercism Swift exercise (a folder with its
#                                             Package.swift and a stub that compiles), timed in turn
#                                             with the lab in the same runs
# Each run: a fresh clone of this lab's commit, then the student's first command as README spells
# it (`swift test --filter Exercise1Tests`); then, in that clone, for each exercise, a comment added
# to its first source file and its command again, a real edit (its files swapped for the
# solution's) and its command again, and back (timed too). The exercism exercise gets the same: a
# fresh copy and `swift test`, a comment, a real edit (its example solution over its stub).
# Each side's run starts from an empty HOME, so no cache outside the folder (on Linux SwiftPM's
# manifest cache is in ~/.cache; its place on macOS is not checked) is warm for either's first
# result; its edits find it as a student's would. The student's environment: none of the LAB_*
# settings the other scripts export.
# Prints min, median and max of each measurement in seconds and, with --exercism, each lab
# figure's ratio to exercism's median. The lab's own clone is never changed.
set -u
. "$(dirname "$0")/lib.sh"
# The student's command, not the gate's: lib.sh turns on the lab's own tests for the scripts.
unset LAB_SELF_TESTS LAB_TRACK LAB_SETTINGS LAB_EXERCISES
# `time -p` and printf write and read decimals with a point only in the C locale.
LC_ALL=C
export LC_ALL

runs=3
only=""
exercism=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs)
      [ $# -ge 2 ] || die 2 "--runs needs a number, as in --runs 5"
      case "$2" in ''|*[!0-9]*) die 2 "--runs takes a positive whole number, not '$2'" ;; esac
      [ "$2" -gt 0 ] || die 2 "--runs takes a positive whole number, not '$2'"
      runs=$2; shift 2 ;;
    --exercise)
      [ $# -ge 2 ] || die 2 "--exercise needs a number, as in --exercise 2"
      [ -d "$lab_root/Exercises/Exercise$2" ] || die 2 "no Exercise $2 in this lab (Exercises/Exercise$2 is missing)"
      only=$2; shift 2 ;;
    --exercism)
      [ $# -ge 2 ] || die 2 "--exercism needs the folder of an exercism Swift exercise"
      [ -f "$2/Package.swift" ] || die 2 "$2 has no Package.swift: give the folder of an exercism Swift exercise"
      exercism=$(cd "$2" && pwd); shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) die 2 "unknown argument '$1'; usage: scripts/bench.sh [--runs N] [--exercise N] [--exercism PATH]" ;;
  esac
done
require_swift
# POSIX `time -p` as a command (bash's own `time` is a keyword `command` cannot reach).
[ -x /usr/bin/time ] || die 127 "/usr/bin/time is missing: install it (Debian: apt-get install time)"

work=$(mktemp -d "${TMPDIR:-/tmp}/lab-bench.XXXXXX") || die 1 "cannot make a folder under ${TMPDIR:-/tmp}"
trap 'rm -rf "$work"' EXIT
trap 'rm -rf "$work"; printf "\nbench.sh: interrupted\n" >&2; exit 130' INT
trap 'rm -rf "$work"; exit 143' TERM HUP
times="$work/times"
: > "$times"

# seconds LABEL DIR COMMAND...: runs COMMAND in DIR with HOME set to $home, and notes its wall
# time (POSIX `time -p`, on macOS too) under LABEL. Each side's run starts from an empty HOME of
# its own, which its later commands share, as a student's own cache would be warm after the first.
# The test verdict does not matter: a red run is a result, as a fresh clone's first run is.
# run_with_timeout (lib.sh) stops the command's whole tree on Ctrl-C: `swift test` runs its test
# process in a process group of its own, which the terminal's signal does not reach.
seconds() {
  label=$1; dir=$2; shift 2
  log="$work/last.log"
  rm -f "$log"
  cd "$dir" || die 1 "cannot enter $dir"
  status=0
  run_with_timeout 1800 "$log" env HOME="$home" XDG_CACHE_HOME="$home/.cache" /usr/bin/time -p "$@" || status=$?
  cd "$lab_root" || die 1 "cannot enter $lab_root"
  [ "$status" -ne 124 ] || die 1 "'$*' in $dir ran past 30 minutes"
  elapsed=$(awk '/^real / { value = $2 } END { print value }' "$log")
  [ -n "$elapsed" ] || { tail -n 5 "$log" >&2; die 1 "could not time '$*' in $dir (its last lines above)"; }
  printf '%s %s\n' "$label" "$elapsed" >> "$times"
  printf '  %-44s %6.2f s\n' "$label" "$elapsed"
}

# fresh_home NAME: an empty HOME for one side's run.
fresh_home() {
  home="$work/home-$1"
  rm -rf "$home"; mkdir -p "$home"
}

# The lab as committed (a student clones it), and the exercises to edit.
commit=$(git -C "$lab_root" rev-parse HEAD) || die 1 "$lab_root is not a git clone: the benchmark clones the lab's commit"
if [ -n "$only" ]; then numbers=$only; else
  numbers=$(cd "$lab_root/Exercises" && ls -d Exercise* | sed 's/Exercise//' | sort -n | tr '\n' ' ')
fi

# edit_lab CLONE N: a comment added to Exercise N's first source file, then its command; the real
# edit (the solution's files over the exercise's), then its command; the edit undone, then its
# command (timed too: untimed, its rebuild would land in the next exercise's comment).
edit_lab() {
  clone=$1; n=$2
  file=$(cd "$clone/Exercises/Exercise$n" && ls *.swift | head -n 1)
  printf '// a comment a student adds\n' >> "$clone/Exercises/Exercise$n/$file" || die 1 "cannot edit Exercise $n"
  seconds "Exercise $n: a comment -> result" "$clone" swift test --filter "Exercise${n}Tests"
  git -C "$clone" checkout -q -- "Exercises/Exercise$n" || die 1 "cannot undo the comment in Exercise $n"
  cp "$clone/Solutions/Exercise$n"/*.swift "$clone/Exercises/Exercise$n/" || die 1 "cannot lay Exercise $n's solution"
  seconds "Exercise $n: a real edit -> result" "$clone" swift test --filter "Exercise${n}Tests"
  git -C "$clone" checkout -q -- "Exercises/Exercise$n" || die 1 "cannot undo the real edit in Exercise $n"
  # A file the solution adds (none today) would stay: remove what git does not know.
  git -C "$clone" clean -q -f -- "Exercises/Exercise$n" || die 1 "cannot clean Exercise $n"
  seconds "Exercise $n: the edit undone -> result" "$clone" swift test --filter "Exercise${n}Tests"
}

# bench_exercism: a fresh copy and its first `swift test`; a comment; its example over its stub.
bench_exercism() {
  copy="$work/exercism-$1"
  rm -rf "$copy"; cp -R "$exercism" "$copy" || die 1 "cannot copy $exercism"; rm -rf "$copy/.build"
  fresh_home "exercism-$1"
  seconds "exercism: fresh copy -> first result" "$copy" swift test
  stub=$(ls "$copy"/Sources/*/*.swift 2>/dev/null | head -n 1)
  example=$(ls "$copy"/.meta/Sources/*/*.swift 2>/dev/null | head -n 1)
  if [ -z "$stub" ]; then
    [ "$1" -gt 1 ] || printf '  (%s has no Sources/*/*.swift: no edits compared)\n' "$exercism"
  else
    printf '// a comment a student adds\n' >> "$stub" || die 1 "cannot edit $stub"
    seconds "exercism: a comment -> result" "$copy" swift test
    if [ -n "$example" ]; then
      cp "$example" "$stub" || die 1 "cannot lay $example over $stub"
      seconds "exercism: a real edit -> result" "$copy" swift test
    else
      [ "$1" -gt 1 ] || printf '  (%s has no .meta example, as a downloaded exercise has none: real edits not compared)\n' "$exercism"
    fi
  fi
  rm -rf "$copy" "$home"
}

run=0
while [ "$run" -lt "$runs" ]; do
  run=$((run + 1))
  printf 'run %s of %s\n' "$run" "$runs"
  [ -z "$exercism" ] || bench_exercism "$run"
  clone="$work/lab-$run"
  git clone -q "$lab_root" "$clone" && git -C "$clone" checkout -q "$commit" || die 1 "cannot clone $lab_root"
  fresh_home "lab-$run"
  seconds "fresh clone -> first result (Exercise1Tests)" "$clone" swift test --filter Exercise1Tests
  for n in $numbers; do edit_lab "$clone" "$n"; done
  rm -rf "$clone" "$home"
done

# One line per measurement: min, median, max, and the ratio of its median to exercism's.
printf '\n%-44s %7s %7s %7s %s\n' "measurement (seconds, $runs runs)" min median max "${exercism:+x exercism}"
awk '
  { label = $0; sub(/ [^ ]*$/, "", label); value = $NF
    if (!(label in count)) order[++labels] = label
    count[label]++; values[label, count[label]] = value }
  function median(label,   n, i, j, t, a) {
    n = count[label]; for (i = 1; i <= n; i++) a[i] = values[label, i]
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    low[label] = a[1]; high[label] = a[n]
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
  END {
    for (i = 1; i <= labels; i++) mid[order[i]] = median(order[i])
    for (i = 1; i <= labels; i++) {
      label = order[i]; ratio = ""
      yardstick = ""
      if (label ~ /first result/) yardstick = "exercism: fresh copy -> first result"
      else if (label ~ /a comment/) yardstick = "exercism: a comment -> result"
      else if (label ~ /a real edit|edit undone/) yardstick = "exercism: a real edit -> result"
      if (label !~ /^exercism/ && (yardstick in mid) && mid[yardstick] > 0) ratio = sprintf("%.2fx", mid[label] / mid[yardstick])
      printf "%-44s %7.2f %7.2f %7.2f %s\n", label, low[label], mid[label], high[label], ratio
      if (ratio == "") continue
      r = mid[label] / mid[yardstick]
      if (label ~ /first result/) first = r
      else if (label ~ /a comment/) { comments++; comment[comments] = r; commentLabel[comments] = label }
      else if (label ~ /a real edit/) { edits++; edit[edits] = r; editLabel[edits] = label } }
    # The budgets (the issue on the wait budget): they scale with the course.
    if (first == "") exit
    printf "\nbudgets (%d exercises in the course):\n", exercises
    budget = 1.5 + 0.10 * (exercises - 1)
    printf "  %-60s %5.2fx  %s\n", sprintf("fresh clone -> first result <= %.2fx", budget), first, first <= budget ? "ok" : "OVER"
    if (edits > 0) {
      for (i = 1; i <= edits; i++) for (j = i + 1; j <= edits; j++) if (edit[j] < edit[i]) {
        t = edit[i]; edit[i] = edit[j]; edit[j] = t; t = editLabel[i]; editLabel[i] = editLabel[j]; editLabel[j] = t }
      m = edits % 2 ? edit[(edits + 1) / 2] : (edit[edits / 2] + edit[edits / 2 + 1]) / 2
      printf "  %-60s %5.2fx  %s\n", "a real edit -> result, median over the exercises <= 1.50x", m, m <= 1.5 ? "ok" : "OVER"
      slowest = editLabel[edits]; sub(/: a real edit.*/, "", slowest)
      printf "  %-60s %5.2fx  %s\n", "a real edit -> result, the slowest (" slowest ") <= 2.00x", edit[edits], edit[edits] <= 2.0 ? "ok" : "OVER"
    }
    over = ""; worst = 0
    for (i = 1; i <= comments; i++) {
      if (comment[i] > worst) { worst = comment[i]; worstLabel = commentLabel[i] }
      if (comment[i] > 2.5) { name = commentLabel[i]; sub(/: a comment.*/, "", name); over = over (over == "" ? "" : ", ") name }
    }
    if (comments > 0) {
      sub(/: a comment.*/, "", worstLabel)
      printf "  %-60s %5.2fx  %s\n", "a comment -> result, every exercise <= 2.50x (slowest: " worstLabel ")", worst, over == "" ? "ok" : "OVER: " over
    }
  }' exercises="$(ls -d "$lab_root"/Exercises/Exercise*/ | wc -l | tr -d ' ')" "$times"
