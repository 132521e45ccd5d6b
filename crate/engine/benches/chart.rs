//! Each preset's best strategy chart, found and valued exactly, on one core.
//!
//! Run with `cargo bench --bench chart`.

use std::hint::black_box;

use blackjack::Preset;
use blackjack::odds::chart::{Code, Row, best_chart};
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chart");
    group.sample_size(10);
    for preset in Preset::ALL {
        let rules = preset.rules();
        // The benchmark checks its answer: the chart returns a little less
        // than perfect play, and splits eights against a six.
        let best = best_chart(&rules);
        let gap = best.perfect - best.chart_return;
        assert!((0.0..0.0005).contains(&gap), "{preset}: {gap}");
        assert_eq!(best.chart.code(Row::Pair(8), 6), Code::P, "{preset}");
        group.bench_function(preset.name(), |b| {
            b.iter(|| black_box(best_chart(black_box(&rules))))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
