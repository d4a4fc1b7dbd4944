//! The command lines nvcc 13.0 gives cudafe++ and cicc, built from a TU's nvcc-level options.
//!
//! A corpus TU may carry `NAME.flags` with nvcc options (`-std=c++20`, `-rdc=true`, ...). They are
//! translated here exactly as `nvcc -dryrun` shows (reference-behavior.md §9), so that a recorded
//! golden is what the real flow would have produced. All argv strings are fixed and relative, so
//! goldens do not depend on where they were recorded.

use anyhow::{bail, Result};

/// The fake absolute source directory passed as `--orig_src_path_name` (only its CRC reaches the output).
pub const ORIG_SRC_DIR: &str = "/src";

/// nvcc options a TU may ask for, already resolved to what they change in cudafe++'s argv.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NvccOptions {
    /// `--c++17` unless `-std=` says otherwise.
    pub dialect: Option<String>,
    pub rdc: bool,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub debug: bool,
    pub no_warnings: bool,
    pub no_display_error_number: bool,
    pub promote_warnings: bool,
    /// `--diag_suppress 177,550` and friends, in the order given.
    pub diag: Vec<(String, String)>,
    /// `-Xcudafe X`: inserted verbatim after `--allow_managed`.
    pub xcudafe: Vec<String>,
    /// `-arch=sm_90` / `compute_90`: changes only cicc's `-arch compute_90` (default: nvcc's compute_75).
    pub arch: Option<String>,
}

impl NvccOptions {
    /// Parses the text of a `.flags` file: whitespace-separated nvcc options, `#` starts a comment.
    pub fn parse(text: &str) -> Result<Self> {
        let words: Vec<&str> = text
            .lines()
            .flat_map(|l| l.split('#').next().unwrap_or("").split_whitespace())
            .collect();
        let mut opts = NvccOptions::default();
        let mut i = 0;
        while i < words.len() {
            let w = words[i];
            let mut next = || -> Result<String> {
                i += 1;
                words
                    .get(i)
                    .map(|s| s.to_string())
                    .ok_or_else(|| anyhow::anyhow!("{w} needs a value"))
            };
            match w {
                "-std=c++03" | "-std=c++11" | "-std=c++14" | "-std=c++17" | "-std=c++20" => {
                    opts.dialect = Some(format!("--{}", &w[5..]));
                }
                "-rdc=true" | "-dc" | "--relocatable-device-code=true" => opts.rdc = true,
                "--extended-lambda" | "--expt-extended-lambda" => opts.extended_lambda = true,
                "--expt-relaxed-constexpr" => opts.relaxed_constexpr = true,
                "-G" => opts.debug = true,
                "-w" => opts.no_warnings = true,
                "--no-display-error-number" => opts.no_display_error_number = true,
                "-Werror" => match next()?.as_str() {
                    "all-warnings" => opts.promote_warnings = true,
                    other => bail!("-Werror {other} is not supported in .flags"),
                },
                "-Xcudafe" => opts.xcudafe.push(next()?),
                _ if w.starts_with("-arch=") => {
                    let arch = &w["-arch=".len()..];
                    let number = arch
                        .strip_prefix("sm_")
                        .or_else(|| arch.strip_prefix("compute_"));
                    match number {
                        Some(n)
                            if !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric()) =>
                        {
                            opts.arch = Some(format!("compute_{n}"))
                        }
                        _ => bail!("unsupported -arch value in .flags: {arch}"),
                    }
                }
                _ => {
                    let diag = [
                        ("--diag-suppress", "--diag_suppress"),
                        ("--diag-error", "--diag_error"),
                        ("--diag-warn", "--diag_warn"),
                    ]
                    .iter()
                    .find_map(|(nvcc, fe)| {
                        w.strip_prefix(nvcc)
                            .and_then(|v| v.strip_prefix('='))
                            .map(|v| (fe, v))
                    });
                    match diag {
                        Some((fe, value)) if !value.is_empty() => {
                            opts.diag.push((fe.to_string(), value.to_string()))
                        }
                        _ => bail!("unsupported nvcc option in .flags: {w}"),
                    }
                }
            }
            i += 1;
        }
        Ok(opts)
    }

    /// The front-end options nvcc passes to both cudafe++ and cicc, up to and including `--allow_managed`
    /// and the extras that follow it.
    fn front_end_options(&self, name: &str) -> Vec<String> {
        let mut argv: Vec<String> = Vec::new();
        argv.push(self.dialect.clone().unwrap_or_else(|| "--c++17".into()));
        if !self.rdc {
            argv.push("--static-host-stub".into());
        }
        argv.push("--device-hidden-visibility".into());
        argv.push("--gnu_version=120200".into());
        if self.no_warnings {
            argv.push("-w".into());
        }
        for (flag, value) in &self.diag {
            argv.push(flag.clone());
            argv.push(value.clone());
        }
        if self.promote_warnings {
            argv.push("--promote_warnings".into());
        }
        if !self.no_display_error_number {
            argv.push("--display_error_number".into());
        }
        argv.extend(["--orig_src_file_name".into(), format!("{name}.cu")]);
        argv.extend([
            "--orig_src_path_name".into(),
            format!("{ORIG_SRC_DIR}/{name}.cu"),
        ]);
        argv.push("--allow_managed".into());
        argv.extend(self.xcudafe.iter().cloned());
        if self.debug {
            argv.push("--debug_mode".into());
        }
        if self.extended_lambda {
            argv.push("--extended-lambda".into());
        }
        if self.relaxed_constexpr {
            argv.push("--relaxed_constexpr".into());
        }
        if self.rdc {
            argv.push("--device-c".into());
        }
        argv
    }

    /// cudafe++'s arguments (without argv[0]) for TU `name`, run in the TU's own directory.
    pub fn cudafe_args(&self, name: &str) -> Vec<String> {
        let mut argv = self.front_end_options(name);
        argv.extend(["--m64", "--parse_templates"].map(String::from));
        argv.extend(["--gen_c_file_name".into(), files::int_c(name)]);
        argv.extend(["--stub_file_name".into(), files::stub(name)]);
        argv.push("--gen_module_id_file".into());
        argv.extend(["--module_id_file_name".into(), files::module_id(name)]);
        argv.push(format!("{name}.cu"));
        argv
    }

    /// cicc's arguments for the stub run: nvcc's cicc line with `--device-syntax-only` (the stub is
    /// byte-identical and NVVM code generation is skipped). The module-id file is read, not written.
    pub fn cicc_args(&self, name: &str) -> Vec<String> {
        let mut argv = self.front_end_options(name);
        argv.push("-arch".into());
        argv.push(self.arch.clone().unwrap_or_else(|| "compute_75".into()));
        argv.extend(
            [
                "-m64",
                "--no-version-ident",
                "-ftz=0",
                "-prec_div=1",
                "-prec_sqrt=1",
                "-fmad=1",
            ]
            .map(String::from),
        );
        if self.debug {
            argv.extend(["-g", "-O0"].map(String::from));
        }
        argv.extend(["--include_file_name".into(), format!("{name}.fatbin.c")]);
        argv.push("-tused".into());
        argv.extend(["--module_id_file_name".into(), files::module_id(name)]);
        argv.extend(["--gen_c_file_name".into(), format!("{name}.cudafe1.c")]);
        argv.extend(["--stub_file_name".into(), files::stub(name)]);
        argv.extend([
            "--gen_device_file_name".into(),
            format!("{name}.cudafe1.gpu"),
        ]);
        argv.push("--device-syntax-only".into());
        argv.push(files::cicc_input(name));
        argv.extend(["-o".into(), format!("{name}.ptx")]);
        argv
    }
}

/// The file names used inside a TU's run directory (nvcc's, without the tmpxft prefix).
pub mod files {
    pub fn int_c(name: &str) -> String {
        format!("{name}.cudafe1.cpp")
    }
    pub fn stub(name: &str) -> String {
        format!("{name}.cudafe1.stub.c")
    }
    pub fn module_id(name: &str) -> String {
        format!("{name}.module_id")
    }
    /// cicc only accepts preprocessed extensions; the input gets a `# 1 "NAME.cu"` marker.
    pub fn cicc_input(name: &str) -> String {
        format!("{name}.cpp1.ii")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_command_line_is_nvccs() {
        let argv = NvccOptions::default().cudafe_args("k").join(" ");
        assert_eq!(
            argv,
            "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number \
             --orig_src_file_name k.cu --orig_src_path_name /src/k.cu --allow_managed --m64 --parse_templates \
             --gen_c_file_name k.cudafe1.cpp --stub_file_name k.cudafe1.stub.c --gen_module_id_file \
             --module_id_file_name k.module_id k.cu"
        );
    }

    #[test]
    fn combined_options_follow_nvcc_order() {
        let opts = NvccOptions::parse(
            "-std=c++20 --extended-lambda -rdc=true -G --expt-relaxed-constexpr # all\n",
        )
        .unwrap();
        let argv = opts.cudafe_args("k").join(" ");
        assert!(
            argv.starts_with(
                "--c++20 --device-hidden-visibility --gnu_version=120200 --display_error_number"
            ),
            "{argv}"
        );
        assert!(argv.contains("--allow_managed --debug_mode --extended-lambda --relaxed_constexpr --device-c --m64"), "{argv}");
        assert!(!argv.contains("--static-host-stub"));
        let cicc = opts.cicc_args("k").join(" ");
        assert!(
            cicc.contains("-fmad=1 -g -O0 --include_file_name k.fatbin.c -tused"),
            "{cicc}"
        );
    }

    #[test]
    fn diag_and_xcudafe_options() {
        let opts = NvccOptions::parse("--diag-suppress=177,550 -Xcudafe --remarks -w").unwrap();
        let argv = opts.cudafe_args("k").join(" ");
        assert!(
            argv.contains("--gnu_version=120200 -w --diag_suppress 177,550 --display_error_number"),
            "{argv}"
        );
        assert!(argv.contains("--allow_managed --remarks --m64"), "{argv}");
    }

    #[test]
    fn unknown_options_are_rejected() {
        assert!(NvccOptions::parse("-O3").is_err());
        assert!(NvccOptions::parse("-Xcudafe").is_err());
        assert!(NvccOptions::parse("--diag-error=").is_err());
        assert!(NvccOptions::parse("-arch=native").is_err());
    }

    #[test]
    fn arch_changes_only_cicc() {
        let opts = NvccOptions::parse("-arch=sm_90a").unwrap();
        assert_eq!(
            opts.cudafe_args("k"),
            NvccOptions::default().cudafe_args("k")
        );
        assert!(opts
            .cicc_args("k")
            .join(" ")
            .contains("-arch compute_90a -m64"));
    }
}
