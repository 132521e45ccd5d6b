#!/usr/bin/env bash
# The averaged gain of an index play at one whole true count, over several
# seeds: how the engine's index and a book's differ in money. Each seed is a
# whole `blackjack indices --json` run (48 000 shoes); the script prints,
# for each PLAY@COUNT asked, the gain at that count by seed, their mean and
# the standard error of the mean (percent of the bet).
#
#   bash tests/index-disputed.sh [SEEDS] [RULES] [PLAY@COUNT ...]
#
# By default: 8 seeds, tests/rules/six-decks-das.json, and the three plays
# where the engine's index is not the published Illustrious 18 one, each at
# the count between the two (docs/counting.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-8}
rules=${2:-tests/rules/six-decks-das.json}
shift $(($# > 2 ? 2 : $#))
asked=("$@")
if [ ${#asked[@]} -eq 0 ]; then
    asked=("10 v A@3" "10,10 v 6@4" "12 v 5@-2")
fi
cargo build --release --quiet --bin blackjack
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
for seed in $(seq 1 "$seeds"); do
    target/release/blackjack indices --rules "$rules" --json --seed "$seed" >"$runs/$seed.json"
done
node - "$runs" "${asked[@]}" <<'EOF'
const fs = require('fs');
const [dir, ...asked] = process.argv.slice(2);
const runs = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8')));
for (const ask of asked) {
  const at = ask.lastIndexOf('@');
  const name = ask.slice(0, at);
  const count = Number(ask.slice(at + 1));
  const gains = runs.map((plays) => {
    const play = plays.find((p) => p.name === name);
    const found = play && (play.by_count || []).find((c) => c.count === count);
    if (!found) throw new Error(`${name} at ${count}: not read in every run`);
    return found.gain * 100;
  });
  const mean = gains.reduce((a, b) => a + b, 0) / gains.length;
  const sd = Math.sqrt(gains.reduce((a, g) => a + (g - mean) ** 2, 0) / (gains.length - 1));
  const se = sd / Math.sqrt(gains.length);
  const each = gains.map((g) => g.toFixed(3)).join(' ');
  console.log(`${name} at ${count >= 0 ? '+' : ''}${count}: ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} % ± ${se.toFixed(3)} (seeds: ${each})`);
}
EOF
