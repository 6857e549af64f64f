#!/usr/bin/env bash
# Records a local trend, as a nightly trend run would, into a history directory, then writes
# the trend report. For each commit given (oldest first): `benchgate run` from its parent to it,
# and with --anchor a second run from the anchor to it (the anchor comparison); both go into one
# history entry with `benchgate history import`. docs/history-format.md "Recording a trend locally".
#
#   scripts/local-trend.sh --history DIR --bench 'node bench.mjs' [--build 'npm ci'] [--anchor v1.0] \
#     [--repo PATH] [--out DIR] COMMIT... [-- EXTRA RUN FLAGS]
#
# EXTRA RUN FLAGS go to every `benchgate run` (e.g. --format tinybench --binaries 2 --executions 5).
# BENCHGATE names the CLI to call (default: `npx benchgate`).
set -euo pipefail

history='' bench='' build='' anchor='' repo='.' out=''
extra=()
commits=()
while [ $# -gt 0 ]; do
  case "$1" in
    --history) history=$2; shift 2 ;;
    --bench) bench=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --anchor) anchor=$2; shift 2 ;;
    --repo) repo=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    -*) echo "local-trend: unknown option $1" >&2; exit 2 ;;
    *) commits+=("$1"); shift ;;
  esac
done
if [ -z "$history" ] || [ -z "$bench" ] || [ ${#commits[@]} -eq 0 ]; then
  sed -n '7,10p' "$0" >&2
  exit 2
fi
read -r -a cli <<< "${BENCHGATE:-npx benchgate}"
work=$(mktemp -d "${TMPDIR:-/tmp}/benchgate-trend-XXXXXX")
trap 'rm -rf "$work"' EXIT

# A regression (exit 1) is still a run to record; anything else stops the script.
measure() { "${cli[@]}" run --repo "$repo" --bench "$bench" ${build:+--build "$build"} "$@" "${extra[@]}" || [ $? -eq 1 ]; }

n=0
for commit in "${commits[@]}"; do
  n=$((n + 1))
  sha=$(git -C "$repo" rev-parse --verify "$commit^{commit}")
  date=$(git -C "$repo" show -s --format=%cI "$sha")
  echo "== $n/${#commits[@]}: ${sha:0:12} ($date)" >&2
  measure --base "$sha^" --head "$sha" --out "$work/$n/run" > /dev/null
  anchored=()
  if [ -n "$anchor" ]; then
    measure --base "$anchor" --head "$sha" --out "$work/$n/anchor" > /dev/null
    anchored=(--anchor "$anchor" --anchor-results "$work/$n/anchor/results.json")
  fi
  "${cli[@]}" history import --history "$history" "$work/$n/run/results.json" --sha "$sha" --date "$date" --run-id "local-$n" "${anchored[@]}"
done

if [ -n "$out" ]; then
  "${cli[@]}" history trend --history "$history" --out "$out" ${anchor:+--anchor "$anchor"}
else
  "${cli[@]}" history trend --history "$history" ${anchor:+--anchor "$anchor"}
fi
