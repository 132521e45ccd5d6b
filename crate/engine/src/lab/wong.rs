//! Back-counting ("wonging"): watching a shoe and playing only from a true
//! count on.
//!
//! - `--wong-in E`: a player not seated sits down for the round whose true
//!   count before it is E or more; without it, the player is seated at
//!   each shoe's first round.
//! - `--wong-out L`: a seated player gets up at the round whose true count
//!   is below L, and plays none until sitting down again (at E or more with
//!   `--wong-in`, else at the next shoe). With `--wong-in` alone, L is E.
//!
//! With E alone (or L = E) a round is played exactly when its count is E
//! or more, so the share played at each count is 1 or 0. With a stay in
//! between (L below E, or L alone) it depends on the counts before, so it
//! is read from the shoes the counts were simulated on, round by round
//! (their first blocks: `counts.rs`).

use super::counts::{Counts, LabError, MAX_COUNT, ROWS, tc_of};

/// When a back-counter plays (see the module's documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wong {
    /// Sit down at this true count or above (`None`: seated at each shoe's start).
    pub enter: Option<i32>,
    /// Get up below this true count (`None`: `enter`, or never).
    pub leave: Option<i32>,
}

/// The farthest count a back-counter may name.
const FARTHEST: i32 = MAX_COUNT - 2;

impl Wong {
    /// Checked: counts within ±10, and leaving at or below entering.
    pub fn new(enter: Option<i32>, leave: Option<i32>) -> Result<Wong, LabError> {
        for (name, value) in [("wong-in", enter), ("wong-out", leave)] {
            if let Some(v) = value.filter(|v| !(-FARTHEST..=FARTHEST).contains(v)) {
                return Err(LabError::Wong(format!(
                    "{name}: a whole true count from -{FARTHEST} to {FARTHEST} is needed, not {v}"
                )));
            }
        }
        if let (Some(e), Some(l)) = (enter, leave.filter(|&l| enter.is_some_and(|e| l > e))) {
            return Err(LabError::Wong(format!(
                "wong-out: a count at or below wong-in ({e}) is needed, not {l}"
            )));
        }
        Ok(Wong { enter, leave })
    }

    /// [`Wong::new`] from numbers as a front end gives them (a count may
    /// come as any number): each must be a whole true count within ±10.
    pub fn from_numbers(enter: Option<f64>, leave: Option<f64>) -> Result<Wong, LabError> {
        let whole = |name: &str, value: Option<f64>| match value {
            None => Ok(None),
            Some(v) if v.fract() == 0.0 && v.abs() <= f64::from(FARTHEST) => Ok(Some(v as i32)),
            Some(v) => Err(LabError::Wong(format!(
                "{name}: a whole true count from -{FARTHEST} to {FARTHEST} is needed, not {v}"
            ))),
        };
        Wong::new(whole("wong-in", enter)?, whole("wong-out", leave)?)
    }

    /// Whether a player seated (or not) before a round at true count `tc`
    /// plays it.
    pub fn plays(&self, seated: bool, tc: i32) -> bool {
        let leave = self.leave.or(self.enter);
        if seated {
            leave.is_none_or(|l| tc >= l)
        } else {
            self.enter.is_some_and(|e| tc >= e)
        }
    }

    /// Whether a player is seated at a shoe's first round, before its count
    /// is read.
    pub fn seated_at_start(&self) -> bool {
        self.enter.is_none()
    }

    /// Whether the share played at a count depends on the counts before.
    fn stays(&self) -> bool {
        match (self.enter, self.leave) {
            (_, None) => false,
            (Some(e), Some(l)) => l < e,
            (None, Some(_)) => true,
        }
    }

    /// The share of the rounds at each count that are played.
    pub(super) fn shares(&self, counts: &Counts) -> [f64; ROWS] {
        if !self.stays() {
            return std::array::from_fn(|r| {
                let seated = self.enter.is_none() && self.leave.is_none();
                f64::from(u8::from(self.plays(seated, tc_of(r))))
            });
        }
        let (mut played, mut seen) = ([0u64; ROWS], [0u64; ROWS]);
        for sequence in &counts.sequences {
            let mut seated = self.seated_at_start();
            for &(r, first) in sequence {
                let r = usize::from(r);
                if first {
                    seated = self.seated_at_start();
                }
                seated = self.plays(seated, tc_of(r));
                seen[r] += 1;
                played[r] += u64::from(seated);
            }
        }
        std::array::from_fn(|r| {
            if seen[r] == 0 {
                // A count never seen in the sample: played as its neighbours would be
                f64::from(u8::from(self.enter.is_none_or(|e| tc_of(r) >= e)))
            } else {
                played[r] as f64 / seen[r] as f64
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_back_counter_sits_and_stands_as_defined() {
        let wong = Wong::new(Some(2), Some(0)).unwrap();
        assert!(!wong.seated_at_start());
        assert!(!wong.plays(false, 1) && wong.plays(false, 2));
        assert!(wong.plays(true, 0) && !wong.plays(true, -1));
        let only_in = Wong::new(Some(1), None).unwrap();
        assert!(only_in.plays(true, 1) && !only_in.plays(true, 0));
        let only_out = Wong::new(None, Some(-1)).unwrap();
        assert!(only_out.seated_at_start());
        assert!(only_out.plays(true, -1) && !only_out.plays(true, -2));
        assert!(!only_out.plays(false, 5), "back only at the next shoe");
        assert!(Wong::new(Some(1), Some(2)).is_err());
        assert!(Wong::new(Some(11), None).is_err());
        assert_eq!(Wong::from_numbers(Some(2.0), Some(0.0)), Ok(wong));
        assert_eq!(Wong::from_numbers(None, None), Ok(Wong::default()));
        for bad in [1.5, f64::NAN, f64::INFINITY, 11.0, -11.0] {
            let e = Wong::from_numbers(Some(bad), None).unwrap_err();
            assert!(e.to_string().starts_with("wong-in: "), "{e}");
            let e = Wong::from_numbers(None, Some(bad)).unwrap_err();
            assert!(e.to_string().starts_with("wong-out: "), "{e}");
        }
    }
}
