//! Options rcudafe reads as the reference does but whose effect on the output it does not produce
//! yet. Translating with one of them would write a host file that differs from the reference's
//! without a word, so rcudafe stops after the command line instead, exactly as the reference stops
//! on an option it does not know: `Command-line error: invalid option: --NAME`, exit status 4.
//!
//! How the list was made: every cudafe++ option nvcc 13.0 passes (`nvcc --dryrun` with `-rdc`,
//! `-G`, `--extended-lambda`, `--expt-relaxed-constexpr`, `-std=c++NN`, `-w`, `-Werror`,
//! `--keep-device-functions`, `-ewp`, `--static-global-template-stub=false`, ...) was given to both
//! front ends on the same preprocessed programs; only `--partial-link` (`nvcc -ewp`,
//! `--extensible-whole-program`) changed the reference's host file while leaving rcudafe's as it
//! was (the `.nvHR*` host-reference arrays it adds). `-Xcudafe` passes any option through: those
//! the reference knows are read by the table in `flag.rs`, the others are invalid on both sides.

use super::{fail, invalid_option, CliError, CliOutcome, Options};

/// The first option of `opts` whose effect rcudafe does not produce, as a command-line error.
pub fn unhandled(opts: &Options) -> Option<CliError> {
    let name: &[u8] = if opts.cuda.partial_link {
        b"--partial-link"
    } else {
        return None;
    };
    match fail(opts, invalid_option(name)) {
        CliOutcome::Fail(error) => Some(error),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{parse, Console};

    struct Silent;

    impl Console for Silent {
        fn stdout(&mut self, _: &[u8]) {}
        fn stderr(&mut self, _: &[u8]) {}
    }

    fn options(args: &[&str]) -> Options {
        let mut console = Silent;
        match parse(args.iter().copied(), &mut console) {
            CliOutcome::Run(o) => *o,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn partial_link_stops_as_an_unknown_option_does() {
        let o = options(&["--partial-link", "--m64", "t.ii"]);
        let error = unhandled(&o).expect("--partial-link is not handled yet");
        assert_eq!(error.diagnostic.text, b"invalid option: --partial-link");
        assert_eq!(error.display_name, None);
        let o = options(&["--device-c", "--debug_mode", "--extended-lambda", "t.ii"]);
        assert!(unhandled(&o).is_none());
    }
}
