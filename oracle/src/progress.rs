//! A progress bar for long runs: drawn on a terminal, a few plain lines otherwise (CI logs).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
    done: AtomicUsize,
    label: &'static str,
}

impl Progress {
    pub fn new(total: usize, label: &'static str) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar =
                ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template(
                    "{prefix} [{bar:40}] {pos}/{len} TUs, {per_sec}, eta {eta}",
                )
                .unwrap()
                .progress_chars("=> "),
            );
            bar.set_prefix(label);
            bar
        });
        Progress {
            bar,
            total,
            done: AtomicUsize::new(0),
            label,
        }
    }

    pub fn tick(&self) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        match &self.bar {
            Some(bar) => bar.inc(1),
            // Without a terminal: a line at every quarter, so a CI log shows the run is alive.
            None if self.total >= 200 && done.is_multiple_of(self.total.div_ceil(4)) => {
                eprintln!("{}: {done}/{} TUs", self.label, self.total)
            }
            None => {}
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
