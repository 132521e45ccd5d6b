#!/usr/bin/env bash
# The docs' checks:
# - docs/ keeps copies of the shared spec, so the project stands on its own;
#   each copy must equal its source in ../shared when that folder exists;
# - every relative link in README.md, CHANGELOG.md and docs/*.md must lead
#   to a file or folder of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0

copies=(
  "../shared/RULES.md docs/rules.md"
  "../shared/scenarios/FORMAT.md docs/scenario-format.md"
)
for seed in ../shared/seeds/*.txt; do
  [ -e "$seed" ] && copies+=("$seed docs/seeds/$(basename "$seed")")
done
if [ -d ../shared ]; then
  for pair in "${copies[@]}"; do
    read -r source copy <<< "$pair"
    if [ ! -f "$source" ]; then
      echo "skip $copy: $source is absent"
    elif cmp -s "$source" "$copy"; then
      echo "ok $copy"
    else
      echo "FAIL $copy differs from $source (cp $source $copy)"
      failed=1
    fi
  done
else
  echo "skip: ../shared is absent, so the copies in docs/ are not compared"
fi

# [text](target) links, outside code blocks; web links and anchors are skipped.
for page in README.md CHANGELOG.md docs/*.md; do
  dir=$(dirname "$page")
  while IFS= read -r target; do
    target="${target%%#*}"
    [ -z "$target" ] && continue
    case "$target" in http://* | https://* | mailto:*) continue ;; esac
    if [ ! -e "$dir/$target" ]; then
      echo "FAIL $page: the link $target leads nowhere"
      failed=1
    fi
  done < <(awk '/^```/ { code = !code; next } !code' "$page" |
    grep -o '\]([^)]*)' | sed -E 's/^\]\((.*)\)$/\1/')
done
[ "$failed" = 0 ] && echo "ok the docs' links"
exit "$failed"
