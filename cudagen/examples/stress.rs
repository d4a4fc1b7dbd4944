//! Writes one stress TU to stdout (`oracle stress` runs them against the reference):
//! `cargo run -p cudagen --example stress -- FAMILY N > t.cu`; without arguments, lists the families.

use std::io::Write as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, n] = args.as_slice() else {
        eprintln!("usage: stress FAMILY N\nfamilies:");
        for f in cudagen::stress::FAMILIES {
            eprintln!("  {:<20} {}", f.name, f.shape);
        }
        std::process::exit(2);
    };
    let Some(family) = cudagen::stress::family(name) else {
        eprintln!("no family {name:?} (run without arguments for the list)");
        std::process::exit(2);
    };
    let n: usize = n.parse().expect("N is a number");
    std::io::stdout()
        .write_all(&family.generate(n))
        .expect("write stdout");
}
