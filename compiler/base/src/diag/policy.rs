//! Which severity a diagnostic ends up with, and whether it is shown with its number.
//!
//! Observed on the reference (tests/diag_engine.rs replays the probes):
//! * Only *discretionary* diagnostics (issued as note, remark or warning) can be changed:
//!   `--diag_suppress=7` and `#pragma nv_diag_suppress 7` leave the hard error #7 alone.
//! * A `#pragma nv_diag_*` setting overrides the command line's for its number until
//!   `nv_diag_default` (back to the command line's) or the `nv_diagnostic pop` that undoes it.
//! * `nv_diag_once` shows a diagnostic the first time only, and stays in force when a later
//!   `nv_diag_suppress` / `nv_diag_default` changes the number's severity (a second
//!   occurrence after `nv_diag_default` is not shown).
//! * `--promote_warnings` makes a warning an error that keeps its number (`error #1105-D`);
//!   `--diag_error` / `nv_diag_error` make a plain `error:` without one.
//! * Remarks are shown only with `--remarks`; `-w` hides warnings (and remarks).
//! * Numbers are shown (`#N-D`) only with `--display_error_number`, and only on notes,
//!   remarks, warnings and promoted warnings; hard errors never show one.

use std::collections::{HashMap, HashSet};

use super::options::{DiagAction as CliAction, DiagnosticOptions};
use super::pragmas::{DiagAction, DiagItem, DiagPragma};
use super::tags;
use super::Severity;

/// What a `--diag_*` option or a `#pragma nv_diag_*` asks for one number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Override {
    Suppress,
    Remark,
    Warning,
    Error,
    Once,
}

impl Override {
    fn from_cli(action: CliAction) -> Override {
        match action {
            CliAction::Suppress => Override::Suppress,
            CliAction::Remark => Override::Remark,
            CliAction::Warning => Override::Warning,
            CliAction::Error => Override::Error,
            CliAction::Once => Override::Once,
        }
    }
}

/// How one diagnostic is shown: its final severity and the number printed with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub severity: Severity,
    /// The display number (`#20091-D` for internal 3548), when shown.
    pub shown_number: Option<u32>,
}

/// The command line's part: fixed for the whole compilation.
#[derive(Clone, Debug, Default)]
pub struct Policy {
    pub display_numbers: bool,
    pub remarks: bool,
    pub no_warnings: bool,
    pub promote_warnings: bool,
    /// `--diag_*` options, the last one per number winning.
    pub command_line: HashMap<u16, Override>,
}

impl Policy {
    pub fn from_options(o: &DiagnosticOptions) -> Policy {
        let mut command_line = HashMap::new();
        for c in &o.controls {
            command_line.insert(c.number, Override::from_cli(c.action));
        }
        Policy {
            display_numbers: o.display_error_number,
            remarks: o.remarks,
            no_warnings: o.no_warnings,
            promote_warnings: o.promote_warnings,
            command_line,
        }
    }
}

/// The settings pragmas made: per number, a severity (`Some(o)`; `None` is back to the
/// command line's, `nv_diag_default`), and the numbers marked `once`.
#[derive(Clone, Debug, Default)]
struct Settings {
    severity: HashMap<u16, Option<Override>>,
    once: HashSet<u16>,
}

/// The pragma part: `nv_diag_*` settings in effect and the `push`/`pop` stack.
#[derive(Clone, Debug, Default)]
pub struct PragmaState {
    current: Settings,
    stack: Vec<Settings>,
}

impl PragmaState {
    /// Applies one pragma event.
    pub fn apply(&mut self, pragma: &DiagPragma) {
        let set = match pragma.action {
            DiagAction::Push => {
                self.stack.push(self.current.clone());
                return;
            }
            DiagAction::Pop => {
                // An unmatched pop is reported by the preprocessor and changes nothing.
                if let Some(saved) = self.stack.pop() {
                    self.current = saved;
                }
                return;
            }
            DiagAction::Suppress => Some(Override::Suppress),
            DiagAction::Remark => Some(Override::Remark),
            DiagAction::Warning => Some(Override::Warning),
            DiagAction::Error => Some(Override::Error),
            DiagAction::Once => Some(Override::Once),
            DiagAction::Default => None,
        };
        for (item, _) in &pragma.items {
            let number = match item {
                DiagItem::Number(n) => tags::internal_number(i64::from(*n)),
                DiagItem::Tag(t) => std::str::from_utf8(t).ok().and_then(tags::lookup),
            };
            if let Some(n) = number {
                if set == Some(Override::Once) {
                    self.current.once.insert(n);
                } else {
                    self.current.severity.insert(n, set);
                }
            }
        }
    }

    fn get(&self, number: u16) -> Option<Option<Override>> {
        self.current.severity.get(&number).copied()
    }

    fn once(&self, number: u16) -> bool {
        self.current.once.contains(&number)
    }
}

/// Decides diagnostics one after the other (the `once` memory lives here).
#[derive(Debug, Default)]
pub struct Decider {
    pub policy: Policy,
    pub pragmas: PragmaState,
    seen_once: HashSet<u16>,
}

impl Decider {
    pub fn new(policy: Policy) -> Decider {
        Decider {
            policy,
            pragmas: PragmaState::default(),
            seen_once: HashSet::new(),
        }
    }

    /// The decision for a diagnostic issued as `severity` with internal `number`, or
    /// `None` when it is not shown. `in_system_header`: warnings and remarks there are
    /// not shown.
    pub fn decide(
        &mut self,
        number: Option<u16>,
        severity: Severity,
        in_system_header: bool,
    ) -> Option<Decision> {
        let discretionary = severity < Severity::Error;
        if !discretionary {
            return Some(Decision {
                severity,
                shown_number: None,
            });
        }
        if in_system_header && severity != Severity::Note {
            return None;
        }
        let wanted = number.and_then(|n| {
            self.pragmas
                .get(n)
                .unwrap_or_else(|| self.policy.command_line.get(&n).copied())
        });
        let wanted = match (wanted, number) {
            (Some(Override::Suppress), _) => wanted,
            (_, Some(n)) if self.pragmas.once(n) => {
                if !self.seen_once.insert(n) {
                    return None;
                }
                wanted.filter(|&o| o != Override::Once)
            }
            _ => wanted,
        };
        let (final_severity, numbered) = match wanted {
            Some(Override::Suppress) => return None,
            Some(Override::Remark) => (Severity::Remark, true),
            Some(Override::Warning) => (Severity::Warning, true),
            Some(Override::Error) => (Severity::Error, false),
            Some(Override::Once) => {
                let n = number.unwrap_or_default();
                if !self.seen_once.insert(n) {
                    return None;
                }
                (severity, true)
            }
            None => (severity, true),
        };
        let (final_severity, numbered) =
            if final_severity == Severity::Warning && self.policy.promote_warnings {
                (Severity::Error, true)
            } else {
                (final_severity, numbered)
            };
        match final_severity {
            Severity::Remark if !self.policy.remarks || self.policy.no_warnings => return None,
            Severity::Warning if self.policy.no_warnings => return None,
            _ => {}
        }
        let shown_number = match number {
            Some(n) if numbered && self.policy.display_numbers => Some(tags::display_number(n)),
            _ => None,
        };
        Some(Decision {
            severity: final_severity,
            shown_number,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{FileId, Pos};

    fn pragma(action: DiagAction, number: u32, token_index: u32) -> DiagPragma {
        let at = Pos::new(FileId(1), 0);
        DiagPragma {
            action,
            items: vec![(DiagItem::Number(number), at)],
            at,
            token_index,
        }
    }

    fn numbered() -> Policy {
        Policy {
            display_numbers: true,
            ..Policy::default()
        }
    }

    #[test]
    fn hard_errors_are_never_changed_or_numbered() {
        let mut policy = numbered();
        policy.command_line.insert(7, Override::Suppress);
        let mut d = Decider::new(policy);
        let e = d.decide(Some(7), Severity::Error, true).unwrap();
        assert_eq!((e.severity, e.shown_number), (Severity::Error, None));
    }

    #[test]
    fn cuda_numbers_show_in_the_20000_range() {
        let mut d = Decider::new(numbered());
        let w = d.decide(Some(3548), Severity::Warning, false).unwrap();
        assert_eq!(w.shown_number, Some(20091));
        assert_eq!(d.decide(Some(3548), Severity::Warning, true), None);
    }

    #[test]
    fn promotion_keeps_the_number_and_diag_error_drops_it() {
        let mut policy = numbered();
        policy.promote_warnings = true;
        let mut d = Decider::new(policy);
        let w = d.decide(Some(1105), Severity::Warning, false).unwrap();
        assert_eq!((w.severity, w.shown_number), (Severity::Error, Some(1105)));
        d.pragmas.apply(&pragma(DiagAction::Error, 1105, 0));
        let e = d.decide(Some(1105), Severity::Warning, false).unwrap();
        assert_eq!((e.severity, e.shown_number), (Severity::Error, None));
    }

    #[test]
    fn pragmas_push_pop_default_and_once() {
        let mut policy = numbered();
        policy.command_line.insert(1105, Override::Remark);
        let mut d = Decider::new(policy);
        // The command line made it a remark, hidden without --remarks.
        assert_eq!(d.decide(Some(1105), Severity::Warning, false), None);
        d.pragmas.apply(&pragma(DiagAction::Push, 0, 0));
        d.pragmas.apply(&pragma(DiagAction::Warning, 1105, 0));
        assert!(d.decide(Some(1105), Severity::Warning, false).is_some());
        d.pragmas.apply(&pragma(DiagAction::Pop, 0, 0));
        assert_eq!(d.decide(Some(1105), Severity::Warning, false), None);
        d.pragmas.apply(&pragma(DiagAction::Once, 1422, 0));
        assert!(d.decide(Some(1422), Severity::Warning, false).is_some());
        assert_eq!(d.decide(Some(1422), Severity::Warning, false), None);
        d.pragmas.apply(&pragma(DiagAction::Default, 1422, 0));
        assert_eq!(d.decide(Some(1422), Severity::Warning, false), None);
    }

    #[test]
    fn no_warnings_hides_warnings_and_remarks() {
        let mut policy = numbered();
        policy.no_warnings = true;
        policy.remarks = true;
        let mut d = Decider::new(policy);
        assert_eq!(d.decide(Some(1105), Severity::Warning, false), None);
        assert_eq!(d.decide(Some(177), Severity::Remark, false), None);
        assert!(d.decide(Some(39), Severity::Error, false).is_some());
    }
}
