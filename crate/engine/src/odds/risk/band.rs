//! The chances of the bankrolls not yet ruined, over a window of bankrolls,
//! and what a round, or many rounds far from ruin, do to them.

/// A chance of one bankroll below this is let go at the window's ends.
pub(super) const NEGLIGIBLE: f64 = 1e-30;

/// The chance of each bankroll of a window: `mass[i]` for `base + i` steps
/// (a bankroll of at least one step: zero and below are ruined).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Band {
    pub base: i64,
    pub mass: Vec<f64>,
}

/// The net result of several rounds together, played far from ruin: the
/// chance of each net from `lo` steps up.
#[derive(Clone, Debug)]
pub(super) struct Power {
    pub lo: i64,
    pub p: Vec<f64>,
    /// The chance let go from its tails while it was made.
    pub lost: f64,
}

impl Band {
    /// All the chance on one bankroll.
    pub(super) fn point(at: i64) -> Band {
        Band {
            base: at,
            mass: vec![1.0],
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.mass.is_empty()
    }

    pub(super) fn total(&self) -> f64 {
        self.mass.iter().sum()
    }

    /// One round of `kernel` (net results in steps and their chances, the
    /// lowest first); the chance of ruin in it. `scratch` is working memory.
    pub(super) fn step(&mut self, kernel: &[(i64, f64)], scratch: &mut Vec<f64>) -> f64 {
        let (Some(&(low, _)), Some(&(high, _))) = (kernel.first(), kernel.last()) else {
            return 0.0;
        };
        if self.mass.is_empty() {
            return 0.0;
        }
        let top = self.base + self.mass.len() as i64 - 1;
        let base = (self.base + low).max(1);
        let len = (top + high - base + 1).max(0) as usize;
        scratch.clear();
        scratch.resize(len, 0.0);
        let mut ruined = 0.0;
        for &(j, p) in kernel {
            // Bankrolls x with x + j <= 0 are ruined.
            let first = (1 - j).max(self.base);
            let cut = ((first - self.base) as usize).min(self.mass.len());
            if cut > 0 {
                ruined += p * self.mass[..cut].iter().sum::<f64>();
            }
            if cut == self.mass.len() {
                continue;
            }
            let to = (first + j - base) as usize;
            let from = &self.mass[cut..];
            for (g, f) in scratch[to..to + from.len()].iter_mut().zip(from) {
                *g += p * f;
            }
        }
        std::mem::swap(&mut self.mass, scratch);
        self.base = base;
        ruined
    }

    /// Lets go of chances below [`NEGLIGIBLE`] at both ends; the chance let go.
    pub(super) fn trim(&mut self) -> f64 {
        let mut lost = 0.0;
        while let Some(&p) = self.mass.last() {
            if p >= NEGLIGIBLE {
                break;
            }
            lost += p;
            self.mass.pop();
        }
        let start = self
            .mass
            .iter()
            .position(|&p| p >= NEGLIGIBLE)
            .unwrap_or(self.mass.len());
        if start > 0 {
            lost += self.mass[..start].iter().sum::<f64>();
            self.mass.drain(..start);
            self.base += start as i64;
        }
        lost
    }

    /// The bankrolls from `level` up, taken out of this band.
    pub(super) fn split_from(&mut self, level: i64) -> Band {
        let at = (level - self.base).clamp(0, self.mass.len() as i64) as usize;
        let upper = Band {
            base: self.base + at as i64,
            mass: self.mass.split_off(at),
        };
        if self.mass.is_empty() {
            self.base = upper.base;
        }
        upper
    }

    /// Adds `other`'s chances to this band's.
    pub(super) fn add(&mut self, other: &Band) {
        if other.is_empty() {
            return;
        }
        if self.is_empty() {
            *self = other.clone();
            return;
        }
        let base = self.base.min(other.base);
        let top = (self.base + self.mass.len() as i64).max(other.base + other.mass.len() as i64);
        if base < self.base {
            let pad = (self.base - base) as usize;
            self.mass.splice(0..0, std::iter::repeat_n(0.0, pad));
            self.base = base;
        }
        self.mass.resize((top - base) as usize, 0.0);
        let at = (other.base - base) as usize;
        for (a, b) in self.mass[at..].iter_mut().zip(&other.mass) {
            *a += b;
        }
    }

    /// The band after the rounds of `power`, none of them ruining (the
    /// caller makes sure ruin is out of reach, and counts the chance that
    /// it is not); and a bound on the rounding (zero but for the largest
    /// convolutions, made by the FFT: see `fft.rs`).
    pub(super) fn convolve(&self, power: &Power) -> (Band, f64) {
        if self.is_empty() || power.p.is_empty() {
            return (Band::default(), 0.0);
        }
        let (out, rounding) = if self.mass.len() * power.p.len() >= FFT_FROM {
            super::fft::convolve(&self.mass, &power.p)
        } else {
            (convolve(&self.mass, &power.p), 0.0)
        };
        let mut band = Band {
            base: self.base + power.lo,
            mass: out,
        };
        // Bankrolls at zero or below cannot be reached by the caller's
        // choice; any chance there is below the caller's bound: dropped.
        if band.base < 1 {
            let drop = ((1 - band.base) as usize).min(band.mass.len());
            band.mass.drain(..drop);
            band.base = 1;
        }
        (band, rounding)
    }
}

/// Convolutions of at least this many products go by the FFT (about where
/// it starts to take a few times less).
const FFT_FROM: usize = 1 << 22;

/// The convolution of `a` and `b` (both from index 0).
fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    for (i, &x) in short.iter().enumerate() {
        if x != 0.0 {
            for (o, y) in out[i..i + long.len()].iter_mut().zip(long) {
                *o += x * y;
            }
        }
    }
    out
}

impl Power {
    /// One round of `kernel`.
    pub(super) fn one(kernel: &[(i64, f64)]) -> Power {
        let lo = kernel.first().map_or(0, |k| k.0);
        let hi = kernel.last().map_or(0, |k| k.0);
        let mut p = vec![0.0; (hi - lo + 1).max(0) as usize];
        for &(j, q) in kernel {
            p[(j - lo) as usize] += q;
        }
        Power { lo, p, lost: 0.0 }
    }

    /// The rounds of `self` and of `other` together.
    pub(super) fn then(&self, other: &Power) -> Power {
        let (p, rounding) = if self.p.len() * other.p.len() >= FFT_FROM {
            super::fft::convolve(&self.p, &other.p)
        } else {
            (convolve(&self.p, &other.p), 0.0)
        };
        let mut power = Power {
            lo: self.lo + other.lo,
            p,
            lost: self.lost + other.lost + rounding,
        };
        let (mut first, mut last) = (0, power.p.len());
        while first < last && power.p[first] < NEGLIGIBLE {
            power.lost += power.p[first];
            first += 1;
        }
        while last > first && power.p[last - 1] < NEGLIGIBLE {
            power.lost += power.p[last - 1];
            last -= 1;
        }
        power.p.truncate(last);
        power.p.drain(..first);
        power.lo += first as i64;
        power
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_band_splits_adds_and_steps() {
        let mut band = Band {
            base: 3,
            mass: vec![0.1, 0.2, 0.3, 0.4],
        };
        let upper = band.split_from(5);
        assert_eq!((band.base, band.mass.clone()), (3, vec![0.1, 0.2]));
        assert_eq!((upper.base, upper.mass.clone()), (5, vec![0.3, 0.4]));
        let mut back = upper.clone();
        back.add(&band);
        assert_eq!((back.base, back.mass), (3, vec![0.1, 0.2, 0.3, 0.4]));
        // A coin of two steps up or down: from 3 and 4, 3 goes to 1 and 5,
        // 4 to 2 and 6; none ruined.
        let coin = [(-2, 0.5), (2, 0.5)];
        let mut scratch = Vec::new();
        assert_eq!(band.step(&coin, &mut scratch), 0.0);
        assert_eq!(band.base, 1);
        assert_eq!(band.mass, vec![0.05, 0.1, 0.0, 0.0, 0.05, 0.1]);
        // From 1 and 2, both ruined on a loss.
        let ruined = band.step(&coin, &mut scratch);
        assert!((ruined - 0.075).abs() < 1e-15);
        // Two rounds at once are the same as two one by one, far from ruin.
        let two = Power::one(&coin).then(&Power::one(&coin));
        let (far, rounding) = Band::point(100).convolve(&two);
        assert_eq!(rounding, 0.0);
        let mut stepped = Band::point(100);
        stepped.step(&coin, &mut scratch);
        stepped.step(&coin, &mut scratch);
        stepped.trim();
        let mut far = far;
        far.trim();
        assert_eq!(far, stepped);
    }
}
