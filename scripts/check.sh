#!/usr/bin/env bash
# The lab's own check, and CI's gate (docs/ARCHITECTURE.md, "Proofs"):
#   0. the lab tool (Tools/) builds, and its own tests pass, with warnings as errors
#   1. strict concurrency: both tracks build in Swift 6 mode with warnings as errors
#   2-3. both tracks' tests: every solution passes, every exercise fails exactly the proofs it declares
#   4. compile-fail fixtures are rejected as annotated; their fixed twins compile
#   5. ThreadSanitizer proofs (scripts/tsan.sh)
#   6. the wrong-fix gallery: every wrong fix red with its clause's message, every correct one green
#   7. the harness as a library: Examples/SeatBooking tests its actor with the products, every
#      public symbol is documented, and docc builds the catalog with no warning
#   8. the proofs track (Proofs/): each proof exercise's lab proof passes its judge (it catches the
#      broken version and every wrong fix, passes the fixed one and every correct fix); each
#      starting proof is told it asserts nothing (the proof galleries: lab proofs --galleries,
#      which maintainers run; not here, for the gate's time budget)
#   9. structure: READMEs, contracts, galleries, hints, TODO markers, manifests, same public API, justified escape hatches
# One line per step with its time, then a summary. Exit 0 only if every step passed.
set -u
. "$(dirname "$0")/lib.sh"

[ $# -eq 0 ] || die 2 "takes no arguments (instructors: scripts/tsan.sh [N] [--runs K] for the TSan proofs alone)"
require_swift
cd "$lab_root" || die 1 "cannot enter $lab_root"
mkdir -p "$lab_results"

# Ctrl-C ends the gate, not just its current step (a step's own command stops what it started).
trap 'printf "\ncheck.sh: interrupted\n" >&2; exit 130' INT
trap 'printf "\ncheck.sh: stopped\n" >&2; exit 143' TERM HUP

started=$(now)
failed=""
summary=""
passed_steps=0
failed_steps=0

# step NAME COMMAND...: runs one step, prints its verdict and time, remembers failures.
step() {
  name=$1; shift
  begin=$(now)
  printf '==> %s\n' "$name"
  if "$@"; then
    verdict=ok; passed_steps=$((passed_steps + 1))
  else
    verdict=FAIL; failed_steps=$((failed_steps + 1)); failed="$failed
  - $name"
  fi
  line=$(printf '%-4s %-58s %4ss' "$verdict" "$name" "$(( $(now) - begin ))")
  printf '%s\n' "$line"
  summary="$summary
$line"
}

step "build the lab tool" build_lab
step "the lab tool's own tests (Tools/)" lab_self_tests
step "strict concurrency build, exercises track" lab_run build --track exercises
step "strict concurrency build, solutions track" lab_run build --track solutions
step "tests: solutions pass, exercises fail exactly their proofs" lab_run tests
step "Xcode 26's defaults: the same gate, strict (LAB_SETTINGS=xcode26)" lab_run tests --settings xcode26
step "compile-fail fixtures" lab_run fixtures
step "ThreadSanitizer proofs (scripts/tsan.sh)" "$lab_root/scripts/tsan.sh"
step "wrong-fix gallery (lab gallery)" lab_run gallery
step "the harness as a library: an outside package, public docs, DocC (lab library)" lab_run library
step "the proofs track: the lab's proofs pass their judges (lab proofs)" lab_run proofs
step "structure check" lab_run structure

printf '\nSummary (%ss in all):%s\n' "$(( $(now) - started ))" "$summary"
printf 'check: %s passed, %s failed\n' "$passed_steps" "$failed_steps"
if [ -n "$failed" ]; then
  printf '\ncheck.sh: FAILED:%s\nLogs: %s\n' "$failed" "$lab_results"
  exit 1
fi
printf '\ncheck.sh: every solution passes and every exercise fails exactly its proofs.\n'
