//! The stub file against the corpus goldens: rcudafe runs in cicc mode with nvcc 13.0's
//! cicc command line (as `oracle` does) on every handwritten TU and on a sample of the
//! generated-valid ones; two counts are checked against floors:
//! - kernel names: every `__device_stub_<mangled>` rcudafe declares that the golden declares
//!   too, over the golden's (the mangler on real parses);
//! - whole files: stub files byte-identical to the golden.
//!
//! The floors are what this branch reached; raise them as the stub writer improves.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every `SAMPLE`th generated-valid TU (the whole suite takes minutes).
const SAMPLE: usize = 8;

struct Counts {
    tus: usize,
    identical: usize,
    golden_kernels: usize,
    matched_kernels: usize,
}

/// The kernels a stub file declares (`__device_stub_<mangled>(`), from its declarations.
fn stub_names(stub: &[u8]) -> BTreeSet<Vec<u8>> {
    let text = String::from_utf8_lossy(stub);
    text.lines()
        .filter(|l| l.ends_with(");") && !l.contains('{'))
        .filter_map(|l| {
            let start = l.find("__device_stub_")? + "__device_stub_".len();
            let end = start + l[start..].find('(')?;
            Some(l.as_bytes()[start..end].to_vec())
        })
        .collect()
}

fn cicc_args(name: &str) -> Vec<String> {
    let mut a: Vec<String> = [
        "--c++17",
        "--static-host-stub",
        "--device-hidden-visibility",
        "--gnu_version=120200",
        "--display_error_number",
        "--orig_src_file_name",
    ]
    .map(String::from)
    .to_vec();
    a.push(format!("{name}.cu"));
    a.push("--orig_src_path_name".into());
    a.push(format!("/src/{name}.cu"));
    a.extend(
        [
            "--allow_managed",
            "-arch",
            "compute_75",
            "-m64",
            "--no-version-ident",
            "-ftz=0",
            "-prec_div=1",
            "-prec_sqrt=1",
            "-fmad=1",
            "--include_file_name",
        ]
        .map(String::from),
    );
    a.push(format!("{name}.fatbin.c"));
    a.push("-tused".into());
    a.push("--module_id_file_name".into());
    a.push(format!("{name}.module_id"));
    a.push("--gen_c_file_name".into());
    a.push(format!("{name}.cudafe1.c"));
    a.push("--stub_file_name".into());
    a.push(format!("{name}.cudafe1.stub.c"));
    a.push("--gen_device_file_name".into());
    a.push(format!("{name}.cudafe1.gpu"));
    a.push("--device-syntax-only".into());
    a.push(format!("{name}.cpp1.ii"));
    a.push("-o".into());
    a.push(format!("{name}.ptx"));
    a
}

fn run_suite(suite: &str, sample: usize, scratch: &Path) -> Counts {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(suite);
    let mut counts = Counts {
        tus: 0,
        identical: 0,
        golden_kernels: 0,
        matched_kernels: 0,
    };
    let Ok(entries) = fs::read_dir(&dir) else {
        return counts;
    };
    let mut sources: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    sources.sort();
    let headers: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cuh" || x == "h"))
        .collect();
    for source in sources.iter().step_by(sample) {
        let name = source.file_stem().unwrap().to_str().unwrap().to_owned();
        let golden = dir.join("golden").join(format!("{name}.stub.c"));
        // TUs with their own nvcc flags run under other command lines.
        if dir.join(format!("{name}.flags")).exists() {
            continue;
        }
        let (Ok(golden), Ok(id)) = (
            fs::read(&golden),
            fs::read(dir.join("golden").join(format!("{name}.module_id"))),
        ) else {
            continue;
        };
        let work = scratch.join(&name);
        fs::create_dir_all(&work).unwrap();
        for h in &headers {
            fs::copy(h, work.join(h.file_name().unwrap())).unwrap();
        }
        let mut ii = format!("# 1 \"{name}.cu\"\n").into_bytes();
        ii.extend(fs::read(source).unwrap());
        fs::write(work.join(format!("{name}.cpp1.ii")), ii).unwrap();
        fs::write(work.join(format!("{name}.module_id")), id).unwrap();
        Command::new(env!("CARGO_BIN_EXE_rcudafe"))
            .args(cicc_args(&name))
            .current_dir(&work)
            .output()
            .unwrap();
        let mine = fs::read(work.join(format!("{name}.cudafe1.stub.c"))).unwrap_or_default();
        counts.tus += 1;
        if mine == golden {
            counts.identical += 1;
        }
        let want = stub_names(&golden);
        let got = stub_names(&mine);
        counts.golden_kernels += want.len();
        counts.matched_kernels += want.intersection(&got).count();
        let _ = fs::remove_dir_all(&work);
    }
    counts
}

#[test]
fn stub_files_match_the_goldens() {
    let scratch = std::env::temp_dir().join(format!("rcudafe-stub-corpus-{}", std::process::id()));
    let _ = fs::remove_dir_all(&scratch);
    // (suite, sample, floor of identical files, floor of matched kernel names)
    let floors = [
        ("handwritten", 1, 52, 90),
        ("generated-valid", SAMPLE, 290, 730),
    ];
    for (suite, sample, identical_floor, kernel_floor) in floors {
        let c = run_suite(suite, sample, &scratch);
        eprintln!(
            "{suite}: {}/{} stub files identical; {}/{} golden kernel names declared",
            c.identical, c.tus, c.matched_kernels, c.golden_kernels
        );
        assert!(c.tus > 0, "{suite}: no TUs found");
        assert!(
            c.identical >= identical_floor,
            "{suite}: {} identical stub files, floor {identical_floor}",
            c.identical
        );
        assert!(
            c.matched_kernels >= kernel_floor,
            "{suite}: {} kernel names matched, floor {kernel_floor}",
            c.matched_kernels
        );
    }
    let _ = fs::remove_dir_all(&scratch);
}

#[test]
fn stub_names_reads_declarations() {
    let stub = b"#include \"x\"\nextern __attribute__((visibility(\"hidden\"))) void __device_stub__Z1kPi(int *);\nstatic void __nv_cudaEntityRegisterCallback(void **);\nvoid __device_stub__Z1kPi(int *__par0){__cudaLaunchPrologue(1);}\n";
    let names = stub_names(stub);
    assert_eq!(names.len(), 1);
    assert!(names.contains(b"_Z1kPi".as_slice()));
}
