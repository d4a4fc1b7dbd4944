//! What one run of a front end produced, channel by channel, and the one normalisation allowed.

use std::fmt;

/// An output channel, compared on its own. The order is the order of the report's columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Channel {
    IntC,
    Stub,
    ModuleId,
    Stderr,
    Rc,
}

impl Channel {
    pub const ALL: [Channel; 5] = [
        Channel::IntC,
        Channel::Stub,
        Channel::ModuleId,
        Channel::Stderr,
        Channel::Rc,
    ];

    /// The name in tables, baselines and on the command line; also the golden file's extension.
    pub fn name(self) -> &'static str {
        match self {
            Channel::IntC => "int.c",
            Channel::Stub => "stub.c",
            Channel::ModuleId => "module_id",
            Channel::Stderr => "stderr",
            Channel::Rc => "rc",
        }
    }

    pub fn from_name(name: &str) -> Option<Channel> {
        let name = match name {
            "int_c" | "intc" => "int.c",
            "stub" => "stub.c",
            other => other,
        };
        Channel::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Channel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a run produced nothing trustworthy: it fails every channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    TimedOut {
        seconds: u64,
    },
    Signal {
        signal: i32,
    },
    CouldNotStart(String),
    /// Exit status 0 without the `.int.c` the command line asked for: the tool's contract is broken.
    SucceededWithoutOutput,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::TimedOut { seconds } => write!(f, "timed out after {seconds} s"),
            Broken::Signal { signal } => write!(f, "killed by signal {signal}"),
            Broken::CouldNotStart(why) => write!(f, "could not start: {why}"),
            Broken::SucceededWithoutOutput => f.write_str("exited 0 without writing its .int.c"),
        }
    }
}

/// Everything a front end produced for one TU. `None` means the file was not written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub int_c: Option<Vec<u8>>,
    pub stub: Option<Vec<u8>>,
    pub module_id: Option<Vec<u8>>,
    pub stderr: Vec<u8>,
    /// Exit status as a shell reports it: the code, or 128 + signal.
    pub rc: i32,
    /// Set for candidates only: a broken run fails every channel.
    pub broken: Option<Broken>,
}

impl Outcome {
    /// The bytes of a channel; `None` for a file that was not written.
    pub fn channel(&self, channel: Channel) -> Option<Vec<u8>> {
        match channel {
            Channel::IntC => self.int_c.clone(),
            Channel::Stub => self.stub.clone(),
            Channel::ModuleId => self.module_id.clone(),
            Channel::Stderr => Some(self.stderr.clone()),
            Channel::Rc => Some(format!("{}\n", self.rc).into_bytes()),
        }
    }

    /// Applies the module-id masking (see [`mask_fallback_id`]) to every channel that can contain the id.
    pub fn mask_module_id(&mut self, display_base: &str) {
        let Some(id) = self.module_id.clone() else {
            return;
        };
        let Some(masked) = mask_fallback_id(&id, display_base) else {
            return;
        };
        for text in [&mut self.int_c, &mut self.stub].into_iter().flatten() {
            *text = replace_all(text, &id, &masked);
        }
        self.stderr = replace_all(&self.stderr, &id, &masked);
        self.module_id = Some(masked);
    }
}

/// What replaces the varying tail of a fallback module id.
pub const MASKED_TAIL: &str = "MTIMECWD_PID";

/// The only normalisation the oracle allows (reference-behavior.md §4). A module id is
/// `_{crc8}_{len}_{base}_{E}` where `E` is the first eligible entity's name (at most 8 characters,
/// or its CRC as 8 hex digits). A TU without an eligible entity instead gets
/// `_{crc8}_{len}_{base}_{crc(ctime(mtime) + cwd)}_{pid}`, which varies from run to run. The two are
/// told apart by the tail's length: more than 8 characters can only be the fallback form. Returns the
/// id with that tail replaced by [`MASKED_TAIL`], or `None` when the id is deterministic.
pub fn mask_fallback_id(id: &[u8], display_base: &str) -> Option<Vec<u8>> {
    // _xxxxxxxx_ + length in bytes + _ + base with each non-alphanumeric character made `_` + _
    let base_len = display_base.len();
    let prefix_len = 1 + 8 + 1 + base_len.to_string().len() + 1 + display_base.chars().count() + 1;
    let expected_len = format!("_{base_len}_");
    if id.len() <= prefix_len || id.get(9..9 + expected_len.len()) != Some(expected_len.as_bytes())
    {
        return None;
    }
    let tail = &id[prefix_len..];
    let is_fallback = tail.len() >= 10
        && tail[..8].iter().all(u8::is_ascii_hexdigit)
        && tail[8] == b'_'
        && tail[9..].iter().all(u8::is_ascii_digit);
    if !is_fallback {
        return None;
    }
    let mut masked = id[..prefix_len].to_vec();
    masked.extend_from_slice(MASKED_TAIL.as_bytes());
    Some(masked)
}

fn replace_all(haystack: &[u8], needle: &[u8], with: &[u8]) -> Vec<u8> {
    if needle.is_empty() {
        return haystack.to_vec();
    }
    let mut out = Vec::with_capacity(haystack.len());
    let mut i = 0;
    while i < haystack.len() {
        if haystack[i..].starts_with(needle) {
            out.extend_from_slice(with);
            i += needle.len();
        } else {
            out.push(haystack[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_ids_are_kept() {
        assert_eq!(
            mask_fallback_id(b"_529e151f_8_saxpy_cu_60b126a1", "saxpy.cu"),
            None
        );
        assert_eq!(mask_fallback_id(b"_df8fe729_4_a_cu__Z1kPi", "a.cu"), None);
        assert_eq!(mask_fallback_id(b"_df8fe729_4_a_cu_main", "a.cu"), None);
    }

    #[test]
    fn fallback_ids_are_masked() {
        assert_eq!(
            mask_fallback_id(b"_9f47114c_4_t_cu_2642c742_5720", "t.cu").unwrap(),
            b"_9f47114c_4_t_cu_MTIMECWD_PID".to_vec()
        );
        // A base that itself looks like an id does not confuse the parse: it is skipped by length.
        assert!(mask_fallback_id(b"_9f47114c_10_a_12345678_2642c742_1", "a_12345678").is_some());
    }

    #[test]
    fn masking_reaches_every_channel() {
        let mut outcome = Outcome {
            int_c: Some(
                b"#define _NV_ANON_NAMESPACE _GLOBAL__N__9f47114c_4_t_cu_2642c742_5720\n".to_vec(),
            ),
            module_id: Some(b"_9f47114c_4_t_cu_2642c742_5720".to_vec()),
            ..Outcome::default()
        };
        outcome.mask_module_id("t.cu");
        assert_eq!(
            outcome.int_c.unwrap(),
            b"#define _NV_ANON_NAMESPACE _GLOBAL__N__9f47114c_4_t_cu_MTIMECWD_PID\n".to_vec()
        );
    }

    #[test]
    fn channel_names_round_trip() {
        for c in Channel::ALL {
            assert_eq!(Channel::from_name(c.name()), Some(c));
        }
        assert_eq!(Channel::from_name("int_c"), Some(Channel::IntC));
    }
}
