//! The `oracle` subcommands beyond check/record: fuzz, triage, reduce, bench, gen, coverage.

use crate::cli_args::*;
use crate::load_suites;
use anyhow::{bail, Context, Result};
use oracle::bench::{bench, render, BenchConfig};
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::{corpus, reference, resolve_candidate};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

pub(crate) fn run_fuzz(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::fuzz::{against_known, fuzz, read_known, render, render_known, FuzzConfig};
    let Command::Fuzz {
        minutes,
        max_tus,
        seed,
        mode,
        size,
        grammar,
        headers,
        source,
        donor_suites,
        candidate,
        timeout,
        out,
        known,
        write_known,
    } = cmd
    else {
        unreachable!()
    };
    let known = match &known {
        Some(path) => Some(read_known(
            &std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?,
        )),
        None => None,
    };
    if !(minutes > 0.0 && minutes.is_finite()) {
        bail!("--minutes must be a positive number");
    }
    if source == SourceArg::Mutate && headers {
        bail!("--source mutate takes self-contained corpus TUs: --headers does not apply");
    }
    let mutation = if source == SourceArg::Mutate {
        let suites = if donor_suites.is_empty() {
            oracle::mutate::DEFAULT_SUITES.map(String::from).to_vec()
        } else {
            donor_suites
        };
        Some(std::sync::Arc::new(oracle::mutate::Pool::load(
            &root.join("corpus"),
            &suites,
        )?))
    } else {
        None
    };
    let config = FuzzConfig {
        reference: reference::locate(cache)?,
        candidate: resolve_candidate(candidate, root, cache)?,
        first_seed: seed,
        mode,
        size: size.into(),
        grammar: if headers {
            cudagen::Grammar::Cxx
        } else {
            grammar.into()
        },
        headers,
        deadline: Duration::from_secs_f64(minutes * 60.0),
        max_tus,
        timeout: Duration::from_secs(timeout),
        out: out.unwrap_or_else(|| root.join("reports/fuzz")),
        mutation,
    };
    let summary = fuzz(&config, &mut |line| eprintln!("{line}"))?;
    print!("{}", render(&summary, &config));
    eprintln!("{}", oracle::fuzz::mode_line(&summary, &config));
    eprintln!(
        "witnesses, buckets.tsv and summary.md in {}",
        config.out.display()
    );
    if let Some(path) = write_known {
        std::fs::write(&path, render_known(&summary.buckets, &config))?;
        eprintln!("known buckets written to {}", path.display());
    }
    let Some(known) = known else {
        return Ok(if summary.buckets.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        });
    };
    let (new, unseen) = against_known(&summary.buckets, &known);
    if !unseen.is_empty() {
        eprintln!(
            "{} known bucket(s) did not occur in this run (fixed, or not reached):",
            unseen.len()
        );
        for s in &unseen {
            eprintln!("  {s}");
        }
    }
    if new.is_empty() {
        eprintln!("no bucket outside the known list ({} known)", known.len());
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!("{} new bucket(s), not in the known list:", new.len());
    for b in &new {
        eprintln!(
            "  {} TUs, witness {}: {}",
            b.count,
            b.witness.display(),
            b.signature.0
        );
    }
    Ok(ExitCode::from(1))
}

pub(crate) fn run_triage(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::triage::{render_html, render_markdown, report_paths, triage, TriageConfig};
    let Command::Triage {
        suites,
        dir,
        candidate,
        max_reduced,
        timeout,
        label,
    } = cmd
    else {
        unreachable!()
    };
    let candidate = resolve_candidate(candidate, root, cache)?;
    let reference = reference::locate(cache).ok();
    let timeout = Duration::from_secs(timeout);
    let mut weights = oracle::triage::Weights::new();
    let (loaded, live, default_label) = match &dir {
        Some(dir) => {
            let name = dir
                .file_name()
                .map_or("dir".into(), |n| n.to_string_lossy().into_owned());
            let live = Some(
                reference::locate(cache)
                    .context("triage of a folder compares with the live reference")?,
            );
            // A fuzz run's witnesses: each stands for the TUs of its bucket.
            if let Ok(text) = std::fs::read_to_string(dir.join(oracle::fuzz::BUCKETS_FILE)) {
                for (witness, count) in oracle::fuzz::read_bucket_sizes(&text) {
                    weights.insert(format!("{name}/{witness}"), count);
                }
            }
            (vec![corpus::load_suite(dir, &name)?], live, name)
        }
        None => {
            let loaded = load_suites(root, &suites, reference.as_ref(), timeout, false)?;
            let label = if suites.is_empty() {
                "corpus".to_string()
            } else {
                suites.join("+")
            };
            (loaded, None, label)
        }
    };
    let config = CheckConfig {
        candidate: candidate.clone(),
        live,
        timeout,
        channels: Channel::ALL.to_vec(),
    };
    let results = check(&loaded, &config)?;
    if reference.is_none() {
        eprintln!("the reference is not fetched: buckets only, no reduction (run `oracle fetch-reference`)");
    }
    let triage_config = TriageConfig {
        reference,
        candidate,
        timeout,
        max_reduced,
        weights,
    };
    let buckets = triage(&loaded, &results, &triage_config, &|line| {
        eprintln!("{line}")
    })?;
    let label = label.unwrap_or(default_label);
    let title = format!("oracle triage: {label}");
    let (md, html) = report_paths(&root.join("reports"), &label);
    std::fs::create_dir_all(root.join("reports"))?;
    std::fs::write(&md, render_markdown(&title, &buckets))?;
    std::fs::write(&html, render_html(&title, &buckets))?;
    let diverging: u64 = buckets.iter().map(|b| b.tus).sum();
    println!(
        "{diverging} diverging TUs in {} buckets; reports: {} and {}",
        buckets.len(),
        md.display(),
        html.display()
    );
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_reduce(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::reduce::{reduce, Interestingness, ReduceConfig};
    let Command::Reduce {
        input,
        output,
        reference,
        candidate,
        test,
        line_only,
        timeout,
    } = cmd
    else {
        unreachable!()
    };
    let text = std::fs::read(&input).with_context(|| format!("cannot read {}", input.display()))?;
    let file_name = input
        .file_name()
        .context("the input has no file name")?
        .to_string_lossy()
        .into_owned();
    let name = file_name
        .strip_suffix(".cu")
        .unwrap_or(&file_name)
        .to_string();
    let flags = input.with_extension("flags");
    let options = if flags.is_file() {
        oracle::invocation::NvccOptions::parse(&std::fs::read_to_string(&flags)?)?
    } else {
        Default::default()
    };
    let dir = input
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let headers = corpus::headers_in(dir)?;
    let timeout = Duration::from_secs(timeout);
    // The local headers (the prelude) become part of the TU, so the result stands alone.
    let original = text;
    let (mut text, inlined) = oracle::reduce::inline_local_includes(&original, &headers);
    if inlined > 0 {
        eprintln!(
            "inlined {inlined} local header(s) before reducing: the result needs no file beside it"
        );
    }
    let oracle = match test {
        Some(command) => Interestingness::Command { command, file_name },
        None => {
            let reference = match reference {
                Some(cudafe) => {
                    let cudafe = std::fs::canonicalize(&cudafe)
                        .with_context(|| format!("no reference at {}", cudafe.display()))?;
                    let cicc = cudafe
                        .parent()
                        .map(|b| b.join("../nvvm/bin/cicc"))
                        .unwrap_or_default();
                    reference::Reference { cudafe, cicc }
                }
                None => reference::locate(cache)?,
            };
            let candidate = resolve_candidate(candidate, root, cache)?;
            let mut target = Interestingness::divergence_signature(
                &reference, &candidate, &options, &name, &text, &headers, timeout,
            )?;
            if target.is_none() && inlined > 0 {
                eprintln!(
                    "the TU does not diverge once its headers are inlined: reducing it as it is"
                );
                text = original;
                target = Interestingness::divergence_signature(
                    &reference, &candidate, &options, &name, &text, &headers, timeout,
                )?;
            }
            let target = target.context("the candidate does not diverge from the reference on this input: nothing to reduce")?;
            eprintln!("signature: {}", target.0);
            Interestingness::Divergence {
                reference,
                candidate,
                options,
                name,
                target,
            }
        }
    };
    let started = std::time::Instant::now();
    let config = ReduceConfig {
        timeout,
        line_only,
        batch: rayon::current_num_threads().max(2),
    };
    let reduced = reduce(&text, &headers, &oracle, &config, &|line| {
        eprintln!("{line}")
    })?;
    let lines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count();
    let tmp = output.with_extension("reducing.tmp");
    std::fs::write(&tmp, &reduced.text)?;
    std::fs::rename(&tmp, &output)?;
    println!(
        "{}: {} lines ({} bytes) -> {} lines ({} bytes), {} tests, {:.1} s; written to {}",
        input.display(),
        lines(&text),
        text.len(),
        lines(&reduced.text),
        reduced.text.len(),
        reduced.tests,
        started.elapsed().as_secs_f64(),
        output.display()
    );
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_bench_reduce(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    use oracle::reduce_bench::{bench_reduce, render, BenchReduceConfig};
    let Command::BenchReduce {
        suites,
        mutants,
        per_mutant,
        min_lines,
        max_lines,
        timeout,
        out,
        no_baseline,
    } = cmd
    else {
        unreachable!()
    };
    let suites = if suites.is_empty() {
        ["generated-valid", "generated-invalid", "handwritten"]
            .map(String::from)
            .to_vec()
    } else {
        suites
    };
    let config = BenchReduceConfig {
        reference: reference::locate(cache)?,
        timeout: Duration::from_secs(timeout),
        per_mutant,
        min_lines,
        max_lines,
        batch: rayon::current_num_threads().max(2),
        only: mutants,
        baseline: !no_baseline,
    };
    let loaded = corpus::load_suites(&root.join("corpus"), &suites)?;
    let rows = bench_reduce(&loaded, &config, &|line| eprintln!("{line}"))?;
    let text = render(&rows, &config);
    let path = out.unwrap_or_else(|| root.join("reports/reduce-bench.md"));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(
        &path,
        format!("# oracle bench-reduce: the reducer against line-based delta debugging\n\n{text}"),
    )?;
    eprintln!("report: {}", path.display());
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_bench(root: &Path, cache: &Path, cmd: Command) -> Result<ExitCode> {
    let Command::Bench {
        suites,
        candidate,
        repeat,
        large_blocks,
        expression_terms,
        timeout,
    } = cmd
    else {
        unreachable!()
    };
    let suites = if suites.is_empty() {
        vec!["handwritten".to_string()]
    } else {
        suites
    };
    let found = reference::locate(cache)?;
    let config = BenchConfig {
        reference: found.cudafe.clone(),
        candidate: resolve_candidate(candidate, root, cache)?,
        repeat,
        timeout: Duration::from_secs(timeout),
        large_blocks,
        expression_terms,
    };
    // A real suite's TUs are timed as nvcc hands them over: preprocessed with the headers.
    let suites = load_suites(root, &suites, Some(&found), config.timeout, false)?;
    let prelude_path = root.join("corpus/handwritten/prelude.cuh");
    let prelude = std::fs::read_to_string(&prelude_path)
        .with_context(|| format!("cannot read {}", prelude_path.display()))?;
    let rows = bench(&suites, &prelude, &config, &mut |input| {
        eprintln!("timed {input}")
    })?;
    let text = render(&rows, &config);
    print!("{text}");
    let path = root.join("reports/bench.md");
    std::fs::create_dir_all(root.join("reports"))?;
    std::fs::write(
        &path,
        format!("# oracle bench: rcudafe against cudafe++ 13.0.88\n\n{text}"),
    )?;
    eprintln!("report: {}", path.display());
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn gen_command(
    root: &Path,
    cache: &Path,
    out: &Path,
    req: &oracle::gen::GenRequest,
    validate: bool,
) -> Result<ExitCode> {
    let n = oracle::gen::write_suite(out, req)?;
    let extra = if req.headers {
        "suite.toml"
    } else {
        "prelude.cuh"
    };
    println!("wrote {n} TUs and {extra} to {}", out.display());
    if !validate {
        return Ok(ExitCode::SUCCESS);
    }
    let reference = reference::locate(cache)?;
    let verdicts = oracle::gen_check::validate(
        out,
        &reference,
        &oracle::real_tu::cache_dir(root),
        Duration::from_secs(120),
    )?;
    print!("{}", oracle::gen_check::render(&verdicts));
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn coverage_command(root: &Path, cache: &Path, suites: &[String]) -> Result<ExitCode> {
    // A header-mode suite's goldens are in the real-TU cache: prepared when the reference is here.
    let fetched = reference::locate(cache).ok();
    let mut names = suites.to_vec();
    if names.is_empty() {
        names = corpus::load_suites(&root.join("corpus"), &[])?
            .into_iter()
            .map(|s| s.name)
            .filter(|n| n.starts_with("generated"))
            .collect();
        if names.is_empty() {
            bail!("no generated suite in corpus/ (write one with `oracle gen`)");
        }
    }
    // A header-mode suite's outcomes come from its CI sample (each TU costs two `gcc -E` and a
    // reference run); its features from every TU.
    let sample = match &fetched {
        Some(found) => load_suites(root, &names, Some(found), Duration::from_secs(120), true)?,
        None => corpus::load_suites(&root.join("corpus"), &names)?,
    };
    let mut loaded = corpus::load_suites(&root.join("corpus"), &names)?;
    for (suite, sampled) in loaded.iter_mut().zip(&sample) {
        for tu in suite.tus.iter_mut() {
            tu.prepared = sampled
                .tus
                .iter()
                .find(|t| t.name == tu.name)
                .and_then(|t| t.prepared.clone());
        }
    }
    let report = oracle::gen::coverage_report(&loaded)?;
    print!("{report}");
    let dir = root.join("reports");
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("coverage.md"), &report)?;
    eprintln!("report: {}", dir.join("coverage.md").display());
    Ok(ExitCode::SUCCESS)
}
