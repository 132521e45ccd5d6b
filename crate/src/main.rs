//! The `blackjack` command: `blackjack scenario FILE...` runs scenario files.

use std::process::ExitCode;

const USAGE: &str = "usage: blackjack scenario FILE...";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.split_first() {
        Some((command, files)) if command == "scenario" && !files.is_empty() => scenario(files),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn scenario(files: &[String]) -> ExitCode {
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        let result = std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read the file: {e}"))
            .and_then(|text| blackjack::scenario::run(&text));
        match result {
            Ok(()) => {
                passed += 1;
                println!("ok {file}");
            }
            Err(reason) => {
                failed += 1;
                println!("FAIL {file}: {reason}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
