#!/usr/bin/env bash
# The strategy charts in docs/charts/ are generated files: one per preset,
# exactly what `blackjack chart --rules PRESET` prints, less its time line.
#
#   bash tests/charts.sh           regenerate them and fail on any difference
#   bash tests/charts.sh --write   rewrite them (after a deliberate change)
set -euo pipefail
cd "$(dirname "$0")/.."

write=false
case "${1:-}" in
  "") ;;
  --write) write=true ;;
  *) echo "usage: bash tests/charts.sh [--write]" >&2; exit 2 ;;
esac

presets=(single-deck land-casino european shuffle-machine)
failed=0
for preset in "${presets[@]}"; do
  file="docs/charts/$preset.txt"
  # The time taken changes from run to run; the sweep count does not.
  chart=$(cargo run --quiet --release --bin blackjack -- chart --rules "$preset" |
    sed -E 's/^time [0-9.]+ s \((.*)\)$/\1/')
  if $write; then
    printf '%s\n' "$chart" > "$file"
    echo "wrote $file"
  elif [ ! -f "$file" ]; then
    echo "FAIL $file: missing (bash tests/charts.sh --write makes it)"
    failed=1
  elif ! diff -u "$file" <(printf '%s\n' "$chart"); then
    echo "FAIL $file: the CLI's chart differs (above; bash tests/charts.sh --write rewrites it)"
    failed=1
  else
    echo "ok $file"
  fi
done
exit "$failed"
