//! `oracle`: the command line of the differential oracle. See `oracle --help`.

use anyhow::{bail, Context, Result};
use clap::Parser;
use oracle::baseline::Baseline;
use oracle::check::{check, CheckConfig};
use oracle::outcome::Channel;
use oracle::record::{record, Mode};
use oracle::report::{render_html, render_markdown, Scoreboard};
use oracle::{corpus, find_workspace_root, reference, resolve_candidate};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

mod cli_args;
mod commands;

use cli_args::*;
use commands::*;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("oracle: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    if let Some(jobs) = cli.jobs {
        rayon::ThreadPoolBuilder::new()
            .num_threads(jobs.max(1))
            .build_global()?;
    }
    let root = match cli.root {
        Some(root) => root,
        None => {
            let cwd = std::env::current_dir()?;
            find_workspace_root(&cwd).with_context(|| {
                format!("{} is not inside the rcudafe workspace (no Cargo.toml + corpus/ above it); pass --root", cwd.display())
            })?
        }
    };
    let cache = reference::cache_dir(&root);
    match cli.command {
        Command::FetchReference => {
            let found = reference::fetch(&cache, &mut |line| eprintln!("{line}"))?;
            println!("cudafe++: {}", found.cudafe.display());
            println!("cicc:     {}", found.cicc.display());
            Ok(ExitCode::SUCCESS)
        }
        Command::Record {
            suites,
            verify,
            timeout,
        } => {
            let found = reference::locate(&cache)?;
            let suites = load_suites(
                &root,
                &suites,
                Some(&found),
                Duration::from_secs(timeout),
                false,
            )?;
            let mode = if verify { Mode::Verify } else { Mode::Write };
            let summary = record(&found, &suites, Duration::from_secs(timeout), mode)?;
            if verify {
                if !summary.differing.is_empty() {
                    eprintln!("the committed goldens differ from what the reference produces now:");
                    for line in &summary.differing {
                        eprintln!("  {line}");
                    }
                    return Ok(ExitCode::from(1));
                }
                println!(
                    "{} TUs: the committed goldens are reproduced byte for byte",
                    summary.recorded
                );
            } else {
                println!(
                    "recorded {} TUs (each run twice in two directories; identical)",
                    summary.recorded
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        cmd @ Command::Bench { .. } => run_bench(&root, &cache, cmd),
        cmd @ Command::Reduce { .. } => run_reduce(&root, &cache, cmd),
        cmd @ Command::BenchReduce { .. } => run_bench_reduce(&root, &cache, cmd),
        cmd @ Command::Fuzz { .. } => run_fuzz(&root, &cache, cmd),
        cmd @ Command::Triage { .. } => run_triage(&root, &cache, cmd),
        Command::Probe {
            input,
            candidate,
            flags,
            out,
            timeout,
            real,
        } => {
            let reference = reference::locate(&cache)?;
            let candidate = resolve_candidate(candidate, &root, &cache)?;
            let out = out.unwrap_or_else(|| oracle::probe::default_out(&input));
            let result = oracle::probe::probe(
                &reference,
                &candidate,
                &input,
                &flags,
                &out,
                Duration::from_secs(timeout),
                real,
                &oracle::real_tu::cache_dir(&root),
            )?;
            print!("{}", result.report);
            Ok(if result.both_failed_to_open {
                ExitCode::from(2)
            } else if result.all_match {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Check {
            suites,
            candidate,
            live,
            timeout,
            channels,
            allow_divergence,
            baseline,
            write_baseline,
            ci_sample,
            report_dir,
        } => {
            // Only the full default run is the committed scoreboard; any other check must not overwrite it.
            let scoreboard_run =
                suites.is_empty() && candidate.is_none() && !live && channels.is_empty();
            let channels = parse_channels(&channels)?;
            let candidate = resolve_candidate(candidate, &root, &cache)?;
            let live = if live {
                Some(reference::locate(&cache)?)
            } else {
                None
            };
            let against = if live.is_some() {
                "the live reference"
            } else {
                "the recorded goldens"
            };
            let fetched = reference::locate(&cache).ok();
            let suites = load_suites(
                &root,
                &suites,
                fetched.as_ref(),
                // Preparing runs the reference once per TU: a Thrust TU takes it a while.
                Duration::from_secs(300),
                ci_sample,
            )?;
            let config = CheckConfig {
                candidate: candidate.clone(),
                live,
                timeout: Duration::from_secs(timeout),
                channels: channels.clone(),
            };
            let results = check(&suites, &config)?;

            let board = Scoreboard::new(&results, &channels);
            let name = candidate
                .file_name()
                .map_or("candidate".into(), |n| n.to_string_lossy().into_owned());
            let title = format!("oracle check: {name} against {against}");
            print!("{}", board.render_text());
            let report_dir = report_dir.unwrap_or_else(|| {
                root.join(if scoreboard_run {
                    "reports"
                } else {
                    "reports/runs"
                })
            });
            std::fs::create_dir_all(&report_dir)?;
            let mut markdown = render_markdown(&title, &board, &results, 300);
            if let Some(by_construct) = oracle::constructs::render(&suites, &results) {
                // After the scoreboard, before the long list of diverging TUs.
                let at = markdown.find("## Diverging TUs").unwrap_or(markdown.len());
                markdown.insert_str(at, &by_construct);
            }
            std::fs::write(report_dir.join("latest.md"), markdown)?;
            std::fs::write(
                report_dir.join("latest.html"),
                render_html(&title, &board, &results, 300),
            )?;
            eprintln!("reports: {}", report_dir.join("latest.{md,html}").display());
            // The gate is read before anything is rewritten: a baseline or snapshot written
            // over a regression still reports it (and the exit status says so).
            let gate_before = match &baseline {
                Some(path) => Some(gate(path, &suites)?),
                None => None,
            };
            if let Some(path) = write_baseline {
                write_baselines(&path, &suites, &results, &channels)?;
            }

            let diverging = results.iter().filter(|r| !r.diverging.is_empty()).count();
            if let (Some(path), Some(baseline)) = (baseline, gate_before) {
                let regressions = baseline.regressions(&results);
                let improved = baseline.improvements(&results, &channels);
                if improved > 0 {
                    eprintln!("{improved} TU channel(s) match now that did not in the baseline: update it with --write-baseline {}", path.display());
                }
                if !regressions.is_empty() {
                    eprintln!(
                        "{} regression(s) against {}:",
                        regressions.len(),
                        path.display()
                    );
                    for r in &regressions {
                        eprintln!("  {} {}", r.tu, r.channel);
                    }
                    return Ok(ExitCode::from(1));
                }
                eprintln!("no regressions against {}", path.display());
                return Ok(ExitCode::SUCCESS);
            }
            if diverging > 0 && !allow_divergence {
                eprintln!("{diverging} of {} TUs diverge", results.len());
                return Ok(ExitCode::from(1));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Gen {
            count,
            seed,
            mode,
            out,
            size,
            grammar,
            headers,
            validate,
        } => {
            let mode = match mode {
                GenMode::Valid => cudagen::Mode::Valid,
                GenMode::Invalid => cudagen::Mode::Invalid,
            };
            let req = oracle::gen::GenRequest {
                count,
                seed,
                mode,
                size: size.into(),
                grammar: if headers {
                    cudagen::Grammar::Cxx
                } else {
                    grammar.into()
                },
                headers,
            };
            gen_command(&root, &cache, &out, &req, validate)
        }
        Command::Coverage { suites } => coverage_command(&root, &cache, &suites),
        Command::Toolkit(args) => oracle::toolkit::command(&root, args),
        Command::BuildCheck(args) => oracle::build_check::command(&root, args),
        Command::Stress(args) => oracle::stress::command(&root, args),
    }
}

/// The corpus suites, real ones prepared (preprocessed, goldens recorded into the cache).
fn load_suites(
    root: &Path,
    only: &[String],
    reference: Option<&reference::Reference>,
    timeout: Duration,
    sample: bool,
) -> Result<Vec<corpus::Suite>> {
    let cache = oracle::real_tu::cache_dir(root);
    oracle::real_tu::load_prepared(
        &root.join("corpus"),
        only,
        reference,
        &cache,
        timeout,
        sample,
        &|line| eprintln!("{line}"),
    )
}

/// What a check is gated on: the baseline file for self-contained suites, and each real suite's
/// committed snapshot.
fn gate(path: &Path, suites: &[corpus::Suite]) -> Result<Baseline> {
    let mut gate = Baseline::load(path)?;
    for suite in suites.iter().filter(|s| s.real.is_some()) {
        match oracle::snapshot::load(suite)? {
            Some(snapshot) => gate.extend(snapshot),
            None => eprintln!(
                "{}: no {} yet, so nothing to regress from",
                suite.name,
                oracle::snapshot::SNAPSHOT_FILE
            ),
        }
    }
    Ok(gate)
}

/// Writes the baseline file for the self-contained suites checked (keeping the lines of suites not
/// checked) and the snapshot of each real suite checked.
fn write_baselines(
    path: &Path,
    suites: &[corpus::Suite],
    results: &[oracle::check::TuResult],
    channels: &[Channel],
) -> Result<()> {
    let is_real = |suite: &str| suites.iter().any(|s| s.name == suite && s.real.is_some());
    let checked = |tu: &str| {
        suites.iter().any(|s| {
            tu.strip_prefix(&s.name)
                .is_some_and(|rest| rest.starts_with('/'))
        })
    };
    let mut baseline = if path.is_file() {
        Baseline::load(path)?
    } else {
        Baseline::default()
    };
    baseline.retain(|tu| !checked(tu));
    baseline.extend(Baseline::from_results(
        results.iter().filter(|r| !is_real(&r.suite)),
        channels,
    ));
    std::fs::write(path, baseline.render())?;
    eprintln!("baseline written to {}", path.display());
    for suite in suites {
        let Some(real) = &suite.real else { continue };
        if channels != Channel::ALL {
            eprintln!(
                "{}: snapshot not written (it needs a check of every channel)",
                suite.name
            );
            continue;
        }
        eprintln!(
            "snapshot written to {}",
            oracle::snapshot::write(suite, real, results)?.display()
        );
    }
    Ok(())
}

fn parse_channels(names: &[String]) -> Result<Vec<Channel>> {
    if names.is_empty() {
        return Ok(Channel::ALL.to_vec());
    }
    let mut channels = Vec::new();
    for name in names {
        let Some(c) = Channel::from_name(name) else {
            bail!("unknown channel {name:?} (channels: int.c, stub.c, module_id, stderr, rc)")
        };
        if !channels.contains(&c) {
            channels.push(c);
        }
    }
    channels.sort();
    Ok(channels)
}
