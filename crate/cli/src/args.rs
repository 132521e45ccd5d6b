//! Reading a command's options: `--flag value` pairs (and `--json`), whole
//! numbers in a range, refused naming the option.

/// `(flag, value)` pairs of a command line.
pub type Pairs<'a> = Vec<(&'a str, &'a str)>;

/// Splits `args` into `(flag, value)` pairs, `--json` apart.
pub fn pairs<'a>(args: &'a [String], usage: &str) -> Result<(Pairs<'a>, bool), String> {
    let (mut out, mut json) = (Vec::new(), false);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--json" {
            json = true;
            continue;
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{usage}"))?;
        out.push((flag.as_str(), value.as_str()));
    }
    Ok((out, json))
}

/// A whole number `text` for option `name`, within `range`.
pub fn whole<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
    name: &str,
    text: &str,
    range: std::ops::RangeInclusive<T>,
) -> Result<T, String> {
    let bad = || {
        format!(
            "{name}: a whole number from {} to {} is needed, not {text}",
            range.start(),
            range.end()
        )
    };
    let v: T = text.trim().parse().map_err(|_| bad())?;
    if !range.contains(&v) {
        return Err(bad());
    }
    Ok(v)
}
