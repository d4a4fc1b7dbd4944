//! The differential target's oracle without the reference: the goldens the reference recorded
//! for the corpus. An input that is byte for byte a corpus TU (without `.flags`) is run through
//! rcudafe's whole driver, as nvcc would run cudafe++ and then cicc for the stub, and every channel
//! the baseline says rcudafe matches must equal its golden. Any other input (the fuzzer's
//! mutations) has no golden: it is run through the same driver, which must not panic.
//!
//! Where the goldens come from, first found: `$RCUDAFE_GOLDEN_CORPUS`; `golden_differential.corpus/`
//! beside the fuzz target (what `.clusterfuzzlite/build.sh` puts in `$OUT`); the repository's
//! `corpus/` (a local `cargo fuzz run`).

use rcudafe::cli::Console;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// What the driver prints when translation panicked (`rcudafe::driver`): a finding.
const PANICKED: &[u8] = b"rcudafe: internal error: translation panicked";

/// A module id the recorder masked (pid/mtime/cwd fallback): not reproducible in process.
const MASKED_ID: &[u8] = b"MTIMECWD_PID";

/// One corpus TU's goldens, limited to the channels rcudafe matched when the baseline was written.
pub struct Golden {
    pub id: String,
    pub name: String,
    pub int_c: Option<Option<Vec<u8>>>,
    pub stub: Option<Option<Vec<u8>>>,
    pub module_id: Option<Option<Vec<u8>>>,
    pub stderr: Option<Vec<u8>>,
    pub rc: Option<i32>,
    /// The module id the stub run reads (the reference's), when cudafe++ succeeded.
    stub_input: Option<Vec<u8>>,
}

/// What rcudafe wrote for one TU.
#[derive(Debug, Default)]
pub struct Outputs {
    pub int_c: Option<Vec<u8>>,
    pub stub: Option<Vec<u8>>,
    pub module_id: Option<Vec<u8>>,
    pub stderr: Vec<u8>,
    pub rc: i32,
}

struct Capture(Vec<u8>);

impl Console for Capture {
    fn stdout(&mut self, _: &[u8]) {}
    fn stderr(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }
}

fn corpus_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("RCUDAFE_GOLDEN_CORPUS") {
        return Some(dir.into());
    }
    let beside = std::env::current_exe().ok()?.parent()?.join("golden_differential.corpus");
    if beside.is_dir() {
        return Some(beside);
    }
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    repo.is_dir().then_some(repo)
}

/// The baseline: TU id -> channels matched.
fn baseline(dir: &Path) -> HashMap<String, Vec<String>> {
    let text = std::fs::read_to_string(dir.join("baseline.tsv")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('\t'))
        .map(|(id, channels)| (id.to_string(), channels.split(',').map(str::to_string).collect()))
        .collect()
}

/// Every corpus TU without `.flags`, by its text.
fn load(dir: &Path) -> HashMap<Vec<u8>, Golden> {
    let baseline = baseline(dir);
    let mut table = HashMap::new();
    let Ok(suites) = std::fs::read_dir(dir) else { return table };
    for suite in suites.flatten().map(|e| e.path()).filter(|p| p.is_dir()) {
        let suite_name = suite.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let Ok(entries) = std::fs::read_dir(&suite) else { continue };
        for path in entries.flatten().map(|e| e.path()) {
            if path.extension().and_then(|e| e.to_str()) != Some("cu") || path.with_extension("flags").exists() {
                continue;
            }
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let id = format!("{suite_name}/{name}");
            let (Ok(text), Some(matched)) = (std::fs::read(&path), baseline.get(&id)) else { continue };
            let golden = |ext: &str| std::fs::read(suite.join("golden").join(format!("{name}.{ext}"))).ok();
            let Some(rc) = golden("rc").and_then(|r| String::from_utf8_lossy(&r).trim().parse().ok()) else { continue };
            let (int_c, stub, module_id) = (golden("int.c"), golden("stub.c"), golden("module_id"));
            if module_id.as_deref().is_some_and(|m| m.windows(MASKED_ID.len()).any(|w| w == MASKED_ID)) {
                continue;
            }
            let has = |c: &str| matched.iter().any(|m| m == c);
            table.insert(
                text,
                Golden {
                    id,
                    name: name.clone(),
                    stub_input: (rc == 0).then(|| module_id.clone()).flatten(),
                    int_c: has("int.c").then_some(int_c),
                    stub: has("stub.c").then_some(stub),
                    module_id: has("module_id").then_some(module_id),
                    stderr: has("stderr").then(|| golden("stderr").unwrap_or_default()),
                    rc: has("rc").then_some(rc),
                },
            );
        }
    }
    table
}

/// The goldens, loaded once.
pub fn goldens() -> &'static HashMap<Vec<u8>, Golden> {
    static TABLE: OnceLock<HashMap<Vec<u8>, Golden>> = OnceLock::new();
    TABLE.get_or_init(|| corpus_dir().map(|d| load(&d)).unwrap_or_default())
}

/// nvcc's cudafe++ arguments for `NAME.cu` (as `oracle/src/invocation.rs` builds them, no `.flags`).
fn front_end_args(name: &str) -> Vec<String> {
    let mut args: Vec<String> = ["--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200", "--display_error_number"]
        .map(String::from)
        .to_vec();
    args.extend(["--orig_src_file_name".into(), format!("{name}.cu"), "--orig_src_path_name".into(), format!("/src/{name}.cu")]);
    args.push("--allow_managed".into());
    args
}

fn cudafe_args(name: &str) -> Vec<String> {
    let mut args = front_end_args(name);
    args.extend(["--m64".into(), "--parse_templates".into(), "--gen_c_file_name".into(), format!("{name}.cudafe1.cpp")]);
    args.extend(["--stub_file_name".into(), format!("{name}.cudafe1.stub.c"), "--gen_module_id_file".into()]);
    args.extend(["--module_id_file_name".into(), format!("{name}.module_id"), format!("{name}.cu")]);
    args
}

fn cicc_args(name: &str) -> Vec<String> {
    let mut args = front_end_args(name);
    args.extend(["-arch", "compute_75", "-m64", "--no-version-ident", "-ftz=0", "-prec_div=1", "-prec_sqrt=1", "-fmad=1"].map(String::from));
    args.extend(["--include_file_name".into(), format!("{name}.fatbin.c"), "-tused".into()]);
    args.extend(["--module_id_file_name".into(), format!("{name}.module_id"), "--gen_c_file_name".into(), format!("{name}.cudafe1.c")]);
    args.extend(["--stub_file_name".into(), format!("{name}.cudafe1.stub.c"), "--gen_device_file_name".into(), format!("{name}.cudafe1.gpu")]);
    args.extend(["--device-syntax-only".into(), format!("{name}.cpp1.ii"), "-o".into(), format!("{name}.ptx")]);
    args
}

/// A scratch directory of this process, made once.
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("rcudafe-golden-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        dir
    })
}

/// Runs rcudafe's driver on `text` as `NAME.cu` in the scratch directory (the prelude beside it),
/// then, given `stub_input` (a module id), the stub run with cicc's command line. The working
/// directory is the scratch directory only while the driver runs: relative names reach the output.
pub fn run(name: &str, text: &[u8], stub_input: Option<&[u8]>) -> Outputs {
    let dir = scratch();
    let read = |file: String| std::fs::read(dir.join(file)).ok();
    for ext in ["cudafe1.cpp", "cudafe1.stub.c", "module_id"] {
        let _ = std::fs::remove_file(dir.join(format!("{name}.{ext}")));
    }
    std::fs::write(dir.join(format!("{name}.cu")), text).expect("write the TU");
    std::fs::write(dir.join("prelude.cuh"), cudagen::PRELUDE).expect("write the prelude");
    let home = std::env::current_dir().expect("working directory");
    std::env::set_current_dir(dir).expect("enter the scratch directory");
    let mut console = Capture(Vec::new());
    let rc = rcudafe::driver::run(cudafe_args(name), &mut console);
    let mut out = Outputs {
        int_c: read(format!("{name}.cudafe1.cpp")),
        module_id: read(format!("{name}.module_id")),
        stderr: console.0,
        rc,
        stub: None,
    };
    if let Some(id) = stub_input {
        let mut ii = format!("# 1 \"{name}.cu\"\n").into_bytes();
        ii.extend_from_slice(text);
        std::fs::write(format!("{name}.cpp1.ii"), ii).expect("write the cicc input");
        std::fs::write(format!("{name}.module_id"), id).expect("write the module id");
        let _ = rcudafe::driver::run(cicc_args(name), &mut Capture(Vec::new()));
        out.stub = read(format!("{name}.cudafe1.stub.c"));
    }
    std::env::set_current_dir(home).expect("leave the scratch directory");
    out
}

/// The fuzz target's body: a golden input must match its goldens on the channels the baseline
/// lists; no input may make the driver panic.
pub fn check(text: &[u8]) {
    match goldens().get(text) {
        Some(golden) => {
            let out = run(&golden.name, text, golden.stub_input.as_deref());
            assert_no_panic(&out);
            let mut diverging = Vec::new();
            let mut same = |channel: &str, expected: &Option<Vec<u8>>, actual: &Option<Vec<u8>>| {
                if expected != actual {
                    diverging.push(channel.to_string());
                }
            };
            if let Some(e) = &golden.int_c {
                same("int.c", e, &out.int_c);
            }
            if let Some(e) = &golden.stub {
                same("stub.c", e, &out.stub);
            }
            if let Some(e) = &golden.module_id {
                same("module_id", e, &out.module_id);
            }
            if let Some(e) = &golden.stderr {
                same("stderr", &Some(e.clone()), &Some(out.stderr.clone()));
            }
            // Where the reference crashed (128 + signal), exit status 4 is the project's clear error
            // (`oracle::check::CLEAR_ERROR_STATUS`).
            if golden.rc.is_some_and(|rc| rc != out.rc && !(rc >= 128 && out.rc == 4)) {
                diverging.push("rc".into());
            }
            assert!(diverging.is_empty(), "{}: rcudafe no longer matches its golden on {}", golden.id, diverging.join(", "));
        }
        None => assert_no_panic(&run("fuzz", text, None)),
    }
}

fn assert_no_panic(out: &Outputs) {
    assert!(!out.stderr.windows(PANICKED.len()).any(|w| w == PANICKED), "{}", String::from_utf8_lossy(&out.stderr));
}
