# What the side-by-side scripts share (sourced by tests/edge-side-by-side.sh
# and tests/sim-side-by-side.sh, from the repository's root):
#
#     two_builds NAME BASE
#
# checks BASE out into a temporary `git worktree` under /tmp (removed on
# exit), builds its `blackjack` there with its own CARGO_TARGET_DIR and the
# current tree's as usual, and sets `tmp` (the temporary folder), `old` and
# `new` (the two binaries). `median` and `spread` summarise a file of
# figures, one a line.

two_builds() { # NAME BASE
    tmp=$(mktemp -d "/tmp/$1.XXXXXX")
    # shellcheck disable=SC2317 # called by the trap
    cleanup() {
        git worktree remove --force "$tmp/base" >/dev/null 2>&1 || true
        rm -rf "$tmp"
    }
    trap cleanup EXIT
    git worktree add --detach --quiet "$tmp/base" "$2"

    echo "base $(git rev-parse --short "$2"), current tree $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with changes)')"
    echo "building both (release)..."
    (cd "$tmp/base" && CARGO_TARGET_DIR="$tmp/target-base" nice cargo build --release --quiet -p blackjack-cli)
    local target_new=${CARGO_TARGET_DIR:-$PWD/target}
    nice cargo build --release --quiet -p blackjack-cli
    old="$tmp/target-base/release/blackjack"
    new="$target_new/release/blackjack"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# The median of a file of figures and their range: "12.3 (11.9–13.0)".
spread() { printf '%s (%s–%s)' "$(median <"$1")" "$(sort -g "$1" | sed -n 1p)" "$(sort -g "$1" | tail -1)"; }
# The sides in pair RUN's order: old first in odd pairs, new first in even
# ones, so that neither build always runs first.
turns() { if [ $(($1 % 2)) = 1 ]; then echo "old new"; else echo "new old"; fi; }
