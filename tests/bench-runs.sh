#!/usr/bin/env bash
# A criterion benchmark run RUNS times, each run's estimate kept, and for
# every bench the median of those estimates with their min–max
# (docs/performance.md: a figure is the median of its runs, never the best):
#
#     bash tests/bench-runs.sh RUNS cargo bench -p blackjack --bench odds -- next-round
#
# Criterion prints `time: [low estimate high]` (and `thrpt: [...]` for a
# bench with a throughput): the middle value is its estimate of the mean
# time of one iteration over its samples. Each run's estimate is one run
# here. Also printed: the date and the load average before and after.
set -euo pipefail
runs=${1:?usage: bash tests/bench-runs.sh RUNS COMMAND...}
shift
[ $# -gt 0 ] || { echo "usage: bash tests/bench-runs.sh RUNS COMMAND..." >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
load() { cut -d' ' -f1 /proc/loadavg; }

start=$(load)
for i in $(seq "$runs"); do
    echo "run $i of $runs: $*" >&2
    # criterion writes the bench's name, then its figures on the same line or the next
    "$@" 2>/dev/null | tee -a "$out" | { grep -E 'time:|thrpt:' | grep -v % || true; } >&2
done
end=$(load)

# the command as typed: an argument with a space or a shell character quoted
shown=$(for a in "$@"; do [[ $a =~ ^[A-Za-z0-9_./=:,+-]+$ ]] && printf ' %s' "$a" || printf ' "%s"' "$a"; done)
echo "\$ bash tests/bench-runs.sh $runs$shown"
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $start → $end"
# Each bench's estimates in one unit (ns, or elements/s), then median (min–max).
awk '
function base(v, u) {
    if (u == "ns") return v; if (u == "µs" || u == "us") return v * 1e3
    if (u == "ms") return v * 1e6; if (u == "s") return v * 1e9
    if (u == "elem/s") return v; if (u == "Kelem/s") return v * 1e3
    if (u == "Melem/s") return v * 1e6; if (u == "Gelem/s") return v * 1e9
    return -1
}
function unit(x, kind) {  # the unit of the median, used for its min and max too
    if (kind == "thrpt") { scale = 1e6; return "M/s" }
    if (x >= 1e9) { scale = 1e9; return "s" }; if (x >= 1e6) { scale = 1e6; return "ms" }
    if (x >= 1e3) { scale = 1e3; return "µs" }; scale = 1; return "ns"
}
function num(x) { x /= scale; return sprintf(x >= 100 ? "%.0f" : x >= 10 ? "%.1f" : "%.2f", x) }
/^[^ ]/ && !/time:|thrpt:|change:|^Found|^Benchmarking|^Gnuplot|^Warning|^ *(Performance|No change|Change within)/ { name = $0; sub(/ +$/, "", name) }
/time:|thrpt:/ && !/%/ {  # (a change since the last run is in %: left out)
    line = $0; kind = (line ~ /thrpt:/) ? "thrpt" : "time"
    pre = line; sub(/ *(time|thrpt): .*/, "", pre); if (pre != "") name = pre
    sub(/.*(time|thrpt): *\[/, "", line); split(line, f, " ")  # low unit est unit high unit
    key = name " " kind
    if (!(key in count)) order[++keys] = key
    vals[key, ++count[key]] = base(f[3], f[4])
}
END {
    for (k = 1; k <= keys; k++) {
        key = order[k]; n = count[key]; kind = (key ~ / thrpt$/) ? "thrpt" : "time"
        for (i = 1; i <= n; i++) s[i] = vals[key, i]
        for (i = 2; i <= n; i++) for (j = i; j > 1 && s[j - 1] > s[j]; j--) { t = s[j]; s[j] = s[j - 1]; s[j - 1] = t }
        med = (n % 2) ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
        label = key; sub(/ (time|thrpt)$/, "", label)
        u = unit(med, kind)
        printf "%s: %s %s (%s–%s), median of %d runs\n", label, num(med), u, num(s[1]), num(s[n]), n
    }
}' "$out"
