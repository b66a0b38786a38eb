#!/usr/bin/env bash
# Instructors: every test of both tracks under ThreadSanitizer.
#   scripts/tsan.sh             every exercise
#   scripts/tsan.sh 1           only Exercise 1
#   scripts/tsan.sh --runs 50   also repeat each race driver and print the detection rate
# Builds both tracks with -sanitize=thread (.build-tsan-exercises, .build-tsan-solutions),
# runs every test (the solutions as one run that must be clean, the exercises one run per
# exercise, each report attributed to its exercise), prints one table. Exit 0 only if every
# exercise with a tsan proof is caught, every other one is clean, and every solution is clean.
set -u
. "$(dirname "$0")/lib.sh"

exercise=""
runs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --runs)
      [ $# -ge 2 ] || die 2 "--runs needs a number, as in --runs 50"
      case "$2" in ''|*[!0-9]*|0) die 2 "--runs takes a positive whole number, not '$2'" ;; esac
      runs=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *[!0-9]*|'') die 2 "unknown argument '$1'; usage: scripts/tsan.sh [N] [--runs K]" ;;
    *) exercise=$1; shift ;;
  esac
done

require_swift

# ThreadSanitizer needs Linux or macOS on x86_64/arm64, and a toolchain that ships it.
case "$(uname -s)/$(uname -m)" in
  Linux/x86_64|Linux/aarch64|Darwin/x86_64|Darwin/arm64) ;;
  *) die 3 "ThreadSanitizer is not supported on $(uname -s)/$(uname -m); run the TSan proofs on Linux or macOS (x86_64 or arm64)" ;;
esac
probe_dir=$(mktemp -d "${TMPDIR:-/tmp}/lab-tsan-probe.XXXXXX")
printf 'print("tsan")\n' > "$probe_dir/probe.swift"
if ! (cd "$probe_dir" && swiftc -sanitize=thread probe.swift -o probe >probe.log 2>&1 && ./probe >/dev/null 2>&1); then
  rm -rf "$probe_dir"
  die 3 "this Swift toolchain cannot build with -sanitize=thread on $(uname -s)/$(uname -m); install one that ships ThreadSanitizer"
fi
rm -rf "$probe_dir"

build_lab_as_students_do
set -- tsan --runs "$runs"
[ -n "$exercise" ] && set -- "$@" --exercise "$exercise"
lab_run "$@"
