#!/usr/bin/env bash
# The simulator's rounds a second on one core, a base commit against the
# current tree, side by side (docs/performance.md, "The simulator"):
#
#     bash tests/sim-side-by-side.sh [BASE] [RUNS] [ROUNDS]
#
# BASE (default 1b97b8d, the build issue 37 measures against) is checked
# out into a temporary `git worktree` under /tmp and built there with its
# own CARGO_TARGET_DIR; the current tree is built as usual. Then the plain
# work, six decks, S17, DAS, re-splits to three hands, the table's chart,
#
#     blackjack simulate --rules tests/rules/six-decks-das-rs3.json \
#         --rounds ROUNDS --threads 1 --strategy CHART --json
#
# (CHART: the table's own chart, `blackjack chart --json`, written once so
# that no run spends its first 0.2 s computing it) runs as whole processes,
# in pairs, RUNS pairs (default 7), the order alternating from pair to pair
# (old then new, new then old, ...) so that neither build always runs
# first. ROUNDS (default 20 000 000) makes a run take a few seconds. Two
# rates: the one the command prints, rounds over the wall-clock time of the
# simulation's loop, and rounds over the process's CPU time (user + system,
# which a busy machine's other jobs disturb less). Each side's median with
# its min–max, and the ratios of the medians new/old, are printed; the
# first ratio is the one checked.
#
# The figures must not move: every run's rounds, hands, return, interval
# and deviation must be the base's to the last digit, and before timing a
# few other runs are compared the same way (every preset, another seed,
# sessions from a bankroll, a counter's spread, a chart from a file). The
# script fails where they differ, or where the ratio is below 1.5 (unless
# CHECK_RATIO=0).
#
# With PGO=1 the current tree is built a second way for the new side: with
# profile guidance, trained on this same work (an instrumented build plays
# 2 000 000 rounds of it and 200 000 of each preset, and `llvm-profdata`
# of rustc's own LLVM version, Debian's llvm-N, installed here if missing,
# merges the profile). With BASE = HEAD it tells what the compiler alone
# can give the same code:
#
#     PGO=1 CHECK_RATIO=0 bash tests/sim-side-by-side.sh HEAD 5
set -euo pipefail

root=$(git rev-parse --show-toplevel)
cd "$root"
base=${1:-1b97b8d}
runs=${2:-7}
rounds=${3:-20000000}
rules=tests/rules/six-decks-das-rs3.json

# shellcheck source=tests/side-by-side.sh
. tests/side-by-side.sh
two_builds sim-side-by-side "$base"

if [ "${PGO:-0}" = 1 ]; then
    llvm=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
    profdata=llvm-profdata-$llvm
    if ! command -v "$profdata" >/dev/null; then
        echo "installing llvm-$llvm for $profdata (rustc's LLVM is $llvm)..."
        apt-get install -y -qq "llvm-$llvm" >/dev/null
    fi
    echo "building the current tree with profile guidance..."
    RUSTFLAGS="-Cprofile-generate=$tmp/pgo-raw" CARGO_TARGET_DIR="$tmp/target-gen" \
        nice cargo build --release --quiet -p blackjack-cli
    "$tmp/target-gen/release/blackjack" simulate --rules "$rules" --rounds 2000000 --threads 1 >/dev/null
    for preset in single-deck land-casino european shuffle-machine; do
        "$tmp/target-gen/release/blackjack" simulate --rules "$preset" --rounds 200000 --threads 1 >/dev/null
    done
    "$profdata" merge -o "$tmp/pgo.profdata" "$tmp/pgo-raw"
    RUSTFLAGS="-Cprofile-use=$tmp/pgo.profdata" CARGO_TARGET_DIR="$tmp/target-pgo" \
        nice cargo build --release --quiet -p blackjack-cli
    new="$tmp/target-pgo/release/blackjack"
fi

# A run's figures without its timing (the two last fields of --json).
figures() { sed -E 's/,"seconds":[^,}]*//; s/,"rounds_per_s":[^,}]*//'; }

echo
echo "the same figures, old against new:"
"$new" chart --rules "$rules" --json >"$tmp/chart.json" 2>/dev/null
checks=(
    "--rules $rules --rounds 300000 --threads 1"
    "--rules $rules --rounds 300000 --threads 2 --seed $(printf '5e%.0s' {1..32})"
    "--rules $rules --rounds 100000 --threads 1 --strategy $tmp/chart.json --bet 25"
    "--rules $rules --rounds 1000 --bankroll 500 --session 400 --sessions 300"
    "--rules $rules --rounds 300000 --threads 1 --spread 1:1,2:4,3:8,4:12 --bankroll 10000"
    "--rules tests/rules/six-decks-das-ls.json --rounds 200000 --threads 1"
    "--rules tests/rules/js-simulator.json --rounds 200000 --threads 1"
    "--rules single-deck --rounds 200000 --threads 1"
    "--rules land-casino --rounds 200000 --threads 1"
    "--rules european --rounds 200000 --threads 1"
    "--rules shuffle-machine --rounds 200000 --threads 1"
)
for args in "${checks[@]}"; do
    # shellcheck disable=SC2086 # the arguments are words
    a=$("$old" simulate $args --json | figures)
    # shellcheck disable=SC2086
    b=$("$new" simulate $args --json | figures)
    if [ "$a" != "$b" ]; then
        echo "FAIL: simulate $args"
        echo "  old: $a"
        echo "  new: $b"
        exit 1
    fi
    echo "  same: simulate $args"
done


echo
echo "blackjack simulate --rules $rules --rounds $rounds --threads 1 --json,"
echo "whole processes, $runs pairs, which goes first alternating; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start:"
for f in rate-old rate-new cpu-old cpu-new; do : >"$tmp/$f"; done
TIMEFORMAT='%U %S'
want=""
for run in $(seq "$runs"); do
    for side in $(turns "$run"); do
        binary=$old
        [ "$side" = new ] && binary=$new
        cpu=$({ time "$binary" simulate --rules "$rules" --rounds "$rounds" --threads 1 \
            --strategy "$tmp/chart.json" --json >"$tmp/out"; } 2>&1)
        out=$(<"$tmp/out")
        rate=$(sed -E 's/.*"rounds_per_s":([0-9.e+]+).*/\1/' <<<"$out")
        awk -v r="$rate" 'BEGIN { printf "%.3f\n", r / 1e6 }' >>"$tmp/rate-$side"
        awk -v n="$rounds" -v c="$cpu" 'BEGIN { split(c, t, " "); printf "%.3f\n", n / (t[1] + t[2]) / 1e6 }' >>"$tmp/cpu-$side"
        got=$(figures <<<"$out")
        [ -z "$want" ] && want=$got
        if [ "$got" != "$want" ]; then
            echo "FAIL: the $side build printed $got, the first run $want"
            exit 1
        fi
    done
    printf '  pair %d: old %s, new %s M rounds/s (per CPU second: old %s, new %s)\n' "$run" \
        "$(tail -1 "$tmp/rate-old")" "$(tail -1 "$tmp/rate-new")" "$(tail -1 "$tmp/cpu-old")" "$(tail -1 "$tmp/cpu-new")"
done
if [ "$(wc -l <"$tmp/rate-old")" != "$runs" ] || [ "$(wc -l <"$tmp/rate-new")" != "$runs" ]; then
    echo "FAIL: not every run gave its rate"
    exit 1
fi
ratio=$(awk -v a="$(median <"$tmp/rate-old")" -v b="$(median <"$tmp/rate-new")" 'BEGIN { printf "%.3f", b / a }')
cpu_ratio=$(awk -v a="$(median <"$tmp/cpu-old")" -v b="$(median <"$tmp/cpu-new")" 'BEGIN { printf "%.3f", b / a }')
echo
printf '  %-4s %-34s %s\n' "" "M rounds/s: median (min–max)" "M rounds per CPU second: median (min–max)"
printf '  %-4s %-36s %s\n' old "$(spread "$tmp/rate-old")" "$(spread "$tmp/cpu-old")"
printf '  %-4s %-36s %s\n' new "$(spread "$tmp/rate-new")" "$(spread "$tmp/cpu-new")"
echo "  new/old, ratio of the median rates: ${ratio}× (per CPU second: ${cpu_ratio}×)"
echo "  figures (both): $want"
echo "  load average at the end: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
if awk -v r="$ratio" 'BEGIN { exit !(r < 1.5) }' && [ "${CHECK_RATIO:-1}" = 1 ]; then
    echo "FAIL: the new build is not 1.5x the base's rate"
    exit 1
fi
echo "OK"
