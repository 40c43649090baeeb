#!/usr/bin/env bash
# Runs the tests once per date and time zone (docs/decisions/0050-tests-on-a-fixed-clock.md):
# the machine's clock moved with libfaketime, one summary line per case, exit 1 if any case failed.
set -uo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/test-dates.sh [--only NAME]... [--list] [-- COMMAND...]

Runs COMMAND (default: npm test) once per case, each with the machine's clock or time zone moved:

  dec-01       the clock at 2026-12-01 12:00 (the machine's time zone)
  lagos-new    the clock at 2027-01-01 00:30 in Africa/Lagos (TZ=Africa/Lagos; still 31 December in UTC)
  feb-28       the clock at 2027-02-28 12:00
  jun-15       the clock at 2027-06-15 12:00
  los-angeles  the real date, TZ=America/Los_Angeles

Each case's output goes to test-results/test-dates/NAME.log (or $TEST_DATES_LOGS/NAME.log); one
line per case says how it went.
The exit code is 0 when every case passed, 1 when one failed, 2 on a usage error.

The clock is moved with libfaketime (`faketime`, Debian's package faketime, installed with apt-get
when missing); child processes go on from their parent's time (FAKETIME_DONT_RESET). The clock
runs at its real pace, so timers and timings are as usual. (Not --exclude-monotonic: Chromium
then takes about 25 s to start.)

  --only NAME   run only this case (repeatable)
  --list        print the cases and exit
  --help        print this help

Examples:
  scripts/test-dates.sh                                          # npm test, every case (about 50 minutes)
  scripts/test-dates.sh -- npx vitest run --project node --project dom
  scripts/test-dates.sh --only lagos-new -- npx vitest run e2e/admin-dashboard.e2e.ts
EOF
}

# name|faketime start ("" = the real date)|TZ ("" = the machine's)
CASES=(
  'dec-01|2026-12-01 12:00:00|'
  'lagos-new|2027-01-01 00:30:00|Africa/Lagos'
  'feb-28|2027-02-28 12:00:00|'
  'jun-15|2027-06-15 12:00:00|'
  'los-angeles||America/Los_Angeles'
)

only=()
list=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --help | -h)
      usage
      exit 0
      ;;
    --list) list=true ;;
    --only)
      [[ $# -ge 2 ]] || {
        echo "test-dates: --only needs a case name (--list prints them)" >&2
        exit 2
      }
      only+=("$2")
      shift
      ;;
    --)
      shift
      break
      ;;
    *)
      echo "test-dates: unknown argument \"$1\" (--help lists the flags; a command goes after --)" >&2
      exit 2
      ;;
  esac
  shift
done
command=("$@")
[[ ${#command[@]} -gt 0 ]] || command=(npm test)

names=()
for entry in "${CASES[@]}"; do names+=("${entry%%|*}"); done
for name in "${only[@]}"; do
  if [[ " ${names[*]} " != *" $name "* ]]; then
    echo "test-dates: no case \"$name\"; the cases: ${names[*]}" >&2
    exit 2
  fi
done

if $list; then
  for entry in "${CASES[@]}"; do
    IFS='|' read -r name at zone <<<"$entry"
    printf '%-12s clock %-19s  TZ %s\n' "$name" "${at:-(real)}" "${zone:-(machine)}"
  done
  exit 0
fi

if ! command -v faketime >/dev/null; then
  echo "test-dates: faketime is missing; installing Debian's package faketime" >&2
  sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq faketime >&2 || {
    echo "test-dates: could not install faketime (apt-get install faketime)" >&2
    exit 1
  }
fi

cd "$(dirname "$0")/.." || exit 1
logs=${TEST_DATES_LOGS:-test-results/test-dates}
mkdir -p "$logs"
failed=0
for entry in "${CASES[@]}"; do
  IFS='|' read -r name at zone <<<"$entry"
  if [[ ${#only[@]} -gt 0 && " ${only[*]} " != *" $name "* ]]; then continue; fi
  # Each case starts from the real clock, even when this script itself runs under faketime (its test does).
  run=(env -u FAKETIME -u FAKETIME_DONT_RESET "LD_PRELOAD=$(tr ':' '\n' <<<"${LD_PRELOAD:-}" | grep -v libfaketime | paste -sd: -)")
  [[ -n $zone ]] && run+=("TZ=$zone")
  [[ -n $at ]] && run+=(FAKETIME_DONT_RESET=1 faketime "$at")
  log="$logs/$name.log"
  started=$SECONDS
  "${run[@]}" "${command[@]}" >"$log" 2>&1
  code=$?
  took=$((SECONDS - started))
  # npm test ends with one "N passed, N failed" line; Vitest with "Tests  N passed (N)".
  tally=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '[0-9]+ passed, [0-9]+ failed|^ +Tests +[0-9]' | tail -n 1 | sed 's/^ *//')
  verdict=pass
  if [[ $code -ne 0 ]]; then
    verdict="FAIL (exit $code)"
    failed=1
  fi
  printf '%-12s clock %-19s TZ %-19s %s in %dm%02ds%s  (%s)\n' "$name" "${at:-(real)}" "${zone:-(machine)}" \
    "$verdict" $((took / 60)) $((took % 60)) "${tally:+: $tally}" "$log"
done
exit "$failed"
