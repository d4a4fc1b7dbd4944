//! The language-mode checks against what the reference did: every ordered pair of 45 mode
//! flags (`data/dialect_pairs.txt`) and every flag of the table under seven language modes
//! (`data/flags_in_modes.txt`), both recorded by running cudafe++ 13.0.88.

use std::collections::HashMap;

use rcudafe::cli::{self, CliOutcome, Console};

struct Silent;

impl Console for Silent {
    fn stdout(&mut self, _: &[u8]) {}
    fn stderr(&mut self, _: &[u8]) {}
}

/// The first stderr line rcudafe prints for these flags, or "" when it accepts them.
fn first_line(flags: &[String]) -> String {
    let mut args: Vec<String> = flags.to_vec();
    args.extend(["--no_code_gen", "--stub_file_name", "s.c", "t.cu"].map(String::from));
    match cli::parse(args, &mut Silent) {
        CliOutcome::Fail(e) => {
            let text = e.diagnostic.render(e.style);
            String::from_utf8_lossy(&text)
                .lines()
                .next()
                .unwrap_or("")
                .to_owned()
        }
        _ => String::new(),
    }
}

#[test]
fn every_pair_of_mode_flags() {
    let data = include_str!("data/dialect_pairs.txt");
    let mut codes = HashMap::new();
    let mut flags: Vec<&str> = Vec::new();
    let mut mismatches = Vec::new();
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (kind, rest) = line.split_once(' ').unwrap();
        match kind {
            "code" => {
                let (code, text) = rest.split_once(' ').unwrap();
                codes.insert(code.chars().next().unwrap(), text);
            }
            "flags" => flags = rest.split(' ').collect(),
            "row" => {
                let (first, cells) = rest.split_once(' ').unwrap();
                for (second, cell) in flags.iter().zip(cells.chars()) {
                    let expected = if cell == '.' { "" } else { codes[&cell] };
                    let args = [format!("--{first}"), format!("--{second}")];
                    let got = first_line(&args);
                    checked += 1;
                    if got != expected {
                        mismatches.push(format!("{args:?}: expected {expected:?}, got {got:?}"));
                    }
                }
            }
            _ => panic!("bad line {line}"),
        }
    }
    assert_eq!(checked, 45 * 45);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn every_flag_in_seven_language_modes() {
    let data = include_str!("data/flags_in_modes.txt");
    let mut values = HashMap::new();
    let mut modes: Vec<&str> = Vec::new();
    let mut rejected = HashMap::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (kind, rest) = line.split_once(' ').unwrap();
        match kind {
            "value" => {
                let (name, value) = rest.split_once(' ').unwrap();
                values.insert(name, value);
            }
            "modes" => modes = rest.split(' ').collect(),
            "reject" => {
                let (key, text) = rest.split_once('\t').unwrap();
                rejected.insert(key.to_owned(), text);
            }
            _ => panic!("bad line {line}"),
        }
    }
    let mut mismatches = Vec::new();
    for mode in &modes {
        for spec in cli::FLAG_TABLE {
            let flag = match values.get(spec.name) {
                Some(v) => format!("--{}={v}", spec.name),
                None => format!("--{}", spec.name),
            };
            let expected = rejected
                .get(&format!("{mode} {}", spec.name))
                .copied()
                .unwrap_or("");
            let got = first_line(&[mode.to_string(), flag.clone()]);
            if got != expected {
                mismatches.push(format!("{mode} {flag}: expected {expected:?}, got {got:?}"));
            }
        }
    }
    assert_eq!(modes.len(), 7);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
