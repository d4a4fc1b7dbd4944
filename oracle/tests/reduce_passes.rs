//! The reducer end to end: syntax-aware passes shrink a TU to what the test needs, the result does
//! not depend on how many candidates are tested at once, and (with the reference fetched) a
//! one-construct mutant of the reference reduces to a few lines that keep its signature.

mod common;
use common::Test;
use oracle::reduce::{reduce, size, Interestingness, ReduceConfig};
use oracle::reduce_bench::{write_mutant, MUTANTS};
use oracle::reference::Reference;
use std::time::Duration;

const TU: &str = r#"#include "prelude.cuh"
#define SCALE 7
typedef unsigned int uint;
// helpers
__device__ int helper(int a, int b) { return a * b + 1; }
template <typename T, int N> struct Box { T items[N]; };
__global__ void kernel(int *out, uint n, float bias) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    int k = helper(i, 3) + (int)bias;
    if (i < n) {
        out[i] = (k + i) % SCALE;
    }
}
int main() {
    Box<int, 4> box = {};
    kernel<<<1, 32>>>(nullptr, 4u, 1.5f);
    return 0;
}
"#;

fn grep_oracle(pattern: &str) -> Interestingness {
    Interestingness::Command {
        command: format!("grep -q '{pattern}' t.cu"),
        file_name: "t.cu".into(),
    }
}

fn syntax_passes_shrink_to_what_the_test_needs_and_the_result_is_deterministic() {
    // Interesting: a `%` whose right operand is still spelled through the macro or its value.
    let oracle = grep_oracle("% *[A-Za-z0-9]");
    let mut results = Vec::new();
    for batch in [1, 3] {
        let config = ReduceConfig {
            timeout: Duration::from_secs(10),
            line_only: false,
            batch,
        };
        let reduced = reduce(TU.as_bytes(), &[], &oracle, &config, &|_| {}).unwrap();
        results.push(reduced.text);
    }
    assert_eq!(results[0], results[1], "the batch size changed the result");
    let out = String::from_utf8(results.remove(0)).unwrap();
    assert!(out.contains('%'), "{out:?}");
    assert!(
        out.len() <= 6 && size(out.as_bytes()).0 == 1,
        "not reduced far enough: {out:?}"
    );
}

fn the_line_only_baseline_cannot_go_below_a_line() {
    let oracle = grep_oracle("% SCALE");
    let config = ReduceConfig {
        timeout: Duration::from_secs(10),
        line_only: true,
        batch: 2,
    };
    let reduced = reduce(TU.as_bytes(), &[], &oracle, &config, &|_| {}).unwrap();
    assert_eq!(
        String::from_utf8(reduced.text).unwrap(),
        "        out[i] = (k + i) % SCALE;\n"
    );
}

/// Smaller than [`TU`]: every test of this one runs the reference twice.
const SMALL_TU: &str = r#"#include "prelude.cuh"
#define SCALE 7
__global__ void kernel(int *out, int n) {
    int i = threadIdx.x;
    if (i < n) {
        out[i] = (i + 1) % SCALE;
    }
}
"#;

fn a_mutant_of_the_reference_reduces_and_keeps_its_signature(reference: &Reference) {
    let dir = tempfile::tempdir().unwrap();
    let mutant = MUTANTS.iter().find(|m| m.name == "modulo-spacing").unwrap();
    let candidate = write_mutant(dir.path(), reference, mutant).unwrap();
    let prelude = common::workspace_root().join("corpus/handwritten/prelude.cuh");
    let headers = vec![prelude];
    let options = Default::default();
    let timeout = Duration::from_secs(20);
    let target = Interestingness::divergence_signature(
        reference,
        &candidate,
        &options,
        "t",
        SMALL_TU.as_bytes(),
        &headers,
        timeout,
    )
    .unwrap()
    .expect("the mutant diverges");
    assert!(target.0.starts_with("int.c: "), "{}", target.0);
    let oracle = Interestingness::Divergence {
        reference: reference.clone(),
        candidate: candidate.clone(),
        options: Default::default(),
        name: "t".into(),
        target: target.clone(),
    };
    let config = ReduceConfig {
        timeout,
        line_only: false,
        batch: 2,
    };
    let reduced = reduce(SMALL_TU.as_bytes(), &headers, &oracle, &config, &|_| {}).unwrap();
    let again = Interestingness::divergence_signature(
        reference,
        &candidate,
        &options,
        "t",
        &reduced.text,
        &headers,
        timeout,
    )
    .unwrap();
    assert_eq!(again, Some(target));
    assert!(
        size(&reduced.text).0 <= 5,
        "{}",
        String::from_utf8_lossy(&reduced.text)
    );
}

fn a_stub_difference_let_in_by_the_quick_test_is_undone(reference: &Reference) {
    // The modulo-spacing mutant, whose stub run also adds a line when the TU lost `keep_me`: the
    // quick test (no stubs for an int.c signature) drops `keep_me`, the exact test at the end
    // sees the stub differ, and the reduction goes back and keeps it.
    let dir = tempfile::tempdir().unwrap();
    let mutant = MUTANTS.iter().find(|m| m.name == "modulo-spacing").unwrap();
    let base = write_mutant(dir.path(), reference, mutant).unwrap();
    let script = std::fs::read_to_string(&base).unwrap().replace(
        "  exit $rc;;",
        "  grep -q keep_me *.ii || echo '/* lost */' >> \"$stub\"\n  exit $rc;;",
    );
    assert!(
        script.contains("/* lost */"),
        "the mutant script changed shape:\n{script}"
    );
    let candidate = dir.path().join("stub-guard.sh");
    std::fs::write(&candidate, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&candidate, std::fs::Permissions::from_mode(0o755)).unwrap();
    let headers = vec![common::workspace_root().join("corpus/handwritten/prelude.cuh")];
    let text = format!("{SMALL_TU}__device__ int keep_me;\n");
    let options = Default::default();
    let timeout = Duration::from_secs(20);
    let target = Interestingness::divergence_signature(
        reference,
        &candidate,
        &options,
        "t",
        text.as_bytes(),
        &headers,
        timeout,
    )
    .unwrap()
    .expect("the mutant diverges");
    assert!(
        target.0.starts_with("int.c: ") && !target.0.contains("stub.c"),
        "{}",
        target.0
    );
    let oracle = Interestingness::Divergence {
        reference: reference.clone(),
        candidate: candidate.clone(),
        options: Default::default(),
        name: "t".into(),
        target: target.clone(),
    };
    let config = ReduceConfig {
        timeout,
        line_only: false,
        batch: 2,
    };
    let log = std::sync::Mutex::new(Vec::new());
    let reduced = reduce(text.as_bytes(), &headers, &oracle, &config, &|line| {
        log.lock().unwrap().push(line.to_string())
    })
    .unwrap();
    let went_back = log
        .lock()
        .unwrap()
        .iter()
        .any(|l| l.contains("the quick test let a stub difference in"));
    assert!(
        went_back,
        "the quick test never dropped keep_me: the test no longer tests the way back"
    );
    let out = String::from_utf8_lossy(&reduced.text).into_owned();
    let again = Interestingness::divergence_signature(
        reference,
        &candidate,
        &options,
        "t",
        &reduced.text,
        &headers,
        timeout,
    )
    .unwrap();
    assert_eq!(again, Some(target), "{out}");
    assert!(out.contains("keep_me"), "{out}");
}

fn main() -> std::process::ExitCode {
    common::harness(vec![
        Test::Plain(
            "syntax_passes_shrink_to_what_the_test_needs_and_the_result_is_deterministic",
            syntax_passes_shrink_to_what_the_test_needs_and_the_result_is_deterministic,
        ),
        Test::Plain(
            "the_line_only_baseline_cannot_go_below_a_line",
            the_line_only_baseline_cannot_go_below_a_line,
        ),
        Test::WithReference(
            "a_mutant_of_the_reference_reduces_and_keeps_its_signature",
            a_mutant_of_the_reference_reduces_and_keeps_its_signature,
        ),
        Test::WithReference(
            "a_stub_difference_let_in_by_the_quick_test_is_undone",
            a_stub_difference_let_in_by_the_quick_test_is_undone,
        ),
    ])
}
