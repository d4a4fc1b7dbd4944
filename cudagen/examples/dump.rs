//! Writes generated TUs without the oracle: `cargo run -p cudagen --example dump -- MODE SEED COUNT DIR`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: dump valid|invalid SEED COUNT DIR");
        std::process::exit(2);
    }
    let seed: u64 = args[2].parse().expect("seed");
    let count: u64 = args[3].parse().expect("count");
    let dir = std::path::Path::new(&args[4]);
    std::fs::create_dir_all(dir).expect("create dir");
    std::fs::write(dir.join("prelude.cuh"), cudagen::PRELUDE).expect("write prelude");
    let cfg = cudagen::Config::default();
    for s in seed..seed + count {
        let (tu, prefix) = match args[1].as_str() {
            "valid" => (cudagen::valid(s, &cfg), 'v'),
            _ => (cudagen::invalid(s, &cfg), 'i'),
        };
        std::fs::write(dir.join(format!("{prefix}{s:06}.cu")), tu.text).expect("write tu");
    }
}
