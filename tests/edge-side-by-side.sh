#!/usr/bin/env bash
# The exact return of every preset, a base commit against the current tree,
# side by side (docs/performance.md, "Exact odds"):
#
#     bash tests/edge-side-by-side.sh [BASE] [RUNS]
#
# BASE (default: the merge-base with main) is checked out into a temporary
# `git worktree` under /tmp and built there with its own CARGO_TARGET_DIR;
# the current tree is built as usual. Then `blackjack edge --rules P` runs
# for every preset as whole processes, in pairs, RUNS pairs (default 9), the
# order alternating from pair to pair (old then new, new then old, ...) so
# that neither build always runs first; each side's median with its
# min–max, and the ratio of the medians old/new to three digits, are printed.
#
# The values must not move: a small program built against each tree's
# engine prints every preset's return (and the pair bonus's, and the next
# round of the 307-card land-casino shoe of docs/counting.md) to 17
# digits, and the script fails where old and new differ by more than 1e-12.
# It also fails where single-deck or european is less than 2x faster, or
# any preset slower (a ratio below 1), unless CHECK_RATIOS=0.
set -euo pipefail

root=$(git rev-parse --show-toplevel)
cd "$root"
base=${1:-$(git merge-base HEAD main)}
runs=${2:-9}
presets=(single-deck land-casino european shuffle-machine)

# shellcheck source=tests/side-by-side.sh
. tests/side-by-side.sh
two_builds edge-side-by-side "$base"

# The values to 17 digits, from each tree's engine.
digits() { # TREE OUT
    local crate="$tmp/digits-$(basename "$2")"
    mkdir -p "$crate/src"
    cp "$1/Cargo.lock" "$crate/Cargo.lock"
    cat >"$crate/Cargo.toml" <<EOF
[package]
name = "edge-digits"
version = "0.0.0"
edition = "2024"

[dependencies]
blackjack = { path = "$1/crate/engine" }

[workspace]
EOF
    cat >"$crate/src/main.rs" <<'EOF'
use blackjack::Preset;
use blackjack::odds::{Composition, expected_return, next_round_return};

fn main() {
    for preset in Preset::ALL {
        let edge = expected_return(&preset.rules());
        println!("{} {:.17e}", preset.name(), edge.player);
        if let Some(bonus) = edge.pair_bonus {
            println!("{}-pair-bonus {bonus:.17e}", preset.name());
        }
    }
    let left = Composition::from_counts([24, 24, 24, 24, 23, 20, 24, 24, 24, 96]);
    for preset in [Preset::LandCasino, Preset::European] {
        let next = next_round_return(&preset.rules(), &left).unwrap();
        println!("{}-307-cards {next:.17e}", preset.name());
    }
}
EOF
    CARGO_TARGET_DIR="$tmp/target-digits" cargo run --release --quiet \
        --manifest-path "$crate/Cargo.toml" >"$2"
}
digits "$tmp/base" "$tmp/old.txt"
digits "$root" "$tmp/new.txt"
echo
echo "values, old against new (to 17 digits):"
paste "$tmp/old.txt" "$tmp/new.txt" | awk '
    $1 != $3 { print "different lines: " $0; bad = 1; next }
    { d = $2 - $4; if (d < 0) d = -d; printf "  %-28s %s  %s  |diff| %.1e\n", $1, $2, $4, d
      if (d > 1e-12) bad = 1 }
    END { exit bad }' || { echo "FAIL: the values moved by more than 1e-12"; exit 1; }

# TEXT padded to WIDTH columns (its one "–" is three bytes and one column).
pad() {
    local LC_ALL=C
    printf '%s%*s' "$1" $(($2 - ${#1} + 2)) ""
}

echo
echo "blackjack edge --rules P, whole processes, $runs pairs, which goes first alternating:"
printf '  %-16s %s %s %8s   %s\n' preset "$(pad "old ms: median (min–max)" 26)" "$(pad "new ms: median (min–max)" 26)" old/new "printed (new)"
failed=0
for preset in "${presets[@]}"; do
    : >"$tmp/t-old"
    : >"$tmp/t-new"
    for run in $(seq "$runs"); do
        for side in $(turns "$run"); do
            binary=$old
            [ "$side" = new ] && binary=$new
            # Bash's own clock, in microseconds: a timer that forked `date`
            # would put its fork and exec inside every measurement.
            start=${EPOCHREALTIME/[.,]/}
            "$binary" edge --rules "$preset" >"$tmp/out"
            end=${EPOCHREALTIME/[.,]/}
            out=$(<"$tmp/out")
            echo "$(((end - start) / 1000)).$((((end - start) / 100) % 10))" >>"$tmp/t-$side"
            [ "$side" = old ] && printed_old=${out%%$'\n'*} && printed_old=${printed_old%% (*}
            [ "$side" = new ] && printed_new=${out%%$'\n'*} && printed_new=${printed_new%% (*}
        done
    done
    if [ "$printed_old" != "$printed_new" ]; then
        echo "FAIL: $preset prints '$printed_new', the base printed '$printed_old'"
        exit 1
    fi
    m_old=$(median <"$tmp/t-old")
    m_new=$(median <"$tmp/t-new")
    # Rounded to three digits, not cut.
    ratio=$(awk -v a="$m_old" -v b="$m_new" 'BEGIN { printf "%.3f", a / b }')
    printf '  %-16s %s %s %7s×   %s\n' "$preset" \
        "$(pad "$(spread "$tmp/t-old")" 26)" "$(pad "$(spread "$tmp/t-new")" 26)" "$ratio" "$printed_new"
    case $preset in
    single-deck | european) want=2 ;;
    *) want=1 ;;
    esac
    if awk -v r="$ratio" -v w="$want" 'BEGIN { exit !(r < w) }'; then
        echo "  ($preset: $ratio is below $want)"
        failed=1
    fi
done
if [ "$failed" = 1 ] && [ "${CHECK_RATIOS:-1}" = 1 ]; then
    echo "FAIL: single-deck and european must be 2x faster and no preset slower"
    exit 1
fi
echo "OK"
