#!/usr/bin/env bash
# The averaged gain of an index play at one whole true count, over several
# seeds: how the engine's index and a book's differ in money. Each seed is a
# whole `blackjack indices --json` run (48 000 shoes); the script prints,
# for each PLAY@COUNT asked, the gain at that count by seed, their mean and
# the standard error of the mean (percent of the bet). Then how honest each
# run's own standard errors are: over pairs of seeds (1 and 2, 3 and 4, ...),
# every count both read, the difference of the two gains over their combined
# errors; its root mean square is near 1 when the errors are right.
#
#   bash tests/index-disputed.sh [SEEDS] [RULES] [PLAY@COUNT ...]
#
# By default: 8 seeds, tests/rules/six-decks-das.json, the two plays where
# the engine's index is not the published Illustrious 18 one, each at the
# count between the two, and the pairs of tens at +4 (docs/counting.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-8}
rules=${2:-tests/rules/six-decks-das.json}
shift $(($# > 2 ? 2 : $#))
asked=("$@")
if [ ${#asked[@]} -eq 0 ]; then
    asked=("10 v A@3" "12 v 5@-2" "10,10 v 6@4" "10,10 v 5@4")
fi
cargo build --release --quiet --bin blackjack
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
for seed in $(seq 1 "$seeds"); do
    target/release/blackjack indices --rules "$rules" --json --seed "$seed" >"$runs/$seed.json"
done
node - "$runs" "$seeds" "${asked[@]}" <<'EOF'
const fs = require('fs');
const [dir, seeds, ...asked] = process.argv.slice(2);
const runs = [];
for (let seed = 1; seed <= Number(seeds); seed++) {
  runs.push(JSON.parse(fs.readFileSync(`${dir}/${seed}.json`, 'utf8')));
}
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
const scores = [];
for (let i = 0; i + 1 < runs.length; i += 2) {
  for (const a of runs[i]) {
    const b = runs[i + 1].find((p) => p.name === a.name);
    for (const c of a.by_count || []) {
      const d = b && (b.by_count || []).find((x) => x.count === c.count);
      if (d && c.error != null && d.error != null) scores.push((c.gain - d.gain) / Math.hypot(c.error, d.error));
    }
  }
}
if (scores.length) {
  const rms = Math.sqrt(scores.reduce((a, z) => a + z * z, 0) / scores.length);
  const beyond = (k) => scores.filter((z) => Math.abs(z) > k).length;
  console.log(`the runs' own errors: ${scores.length} counts in pairs of seeds, differences over combined errors rms ${rms.toFixed(2)}, ${beyond(2)} beyond 2, ${beyond(3)} beyond 3`);
}
EOF
