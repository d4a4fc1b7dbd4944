//! The NVVM builtin functions of the device side: cicc's front end (the same EDG as
//! cudafe++) knows them without a declaration, cudafe++ does not. The CUDA headers call
//! them only under `__CUDA_ARCH__` (`__match32_any_sync`, the wmma `__hmma_*`/`__imma_*`
//! loads and stores, ...), so only the device-side TU (`NAME.cpp1.ii`, cicc mode) meets
//! them. They are declared on first use exactly as the GNU builtins are
//! ([`super::builtins::BuiltinDecls::function`]); the signatures are data
//! (`device_builtins.def`), each the type cicc reports for the name used as a value.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::builtins::{parse_table, Signature};

const TABLE: &str = include_str!("device_builtins.def");

/// Every device-side builtin function by name.
pub fn table() -> &'static HashMap<String, Signature> {
    static TABLE_MAP: OnceLock<HashMap<String, Signature>> = OnceLock::new();
    TABLE_MAP.get_or_init(|| parse_table(TABLE).expect("device_builtins.def is well formed"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_device_table_parses_and_is_apart_from_the_gnu_one() {
        let t = table();
        assert!(t.len() > 100, "{}", t.len());
        let m = &t["__match64_all_sync"];
        assert_eq!(
            (m.ret.as_str(), m.params.as_deref()),
            (
                "unsigned int",
                Some(
                    &[
                        "unsigned int".to_string(),
                        "unsigned long long".to_string(),
                        "int*".to_string()
                    ][..]
                )
            )
        );
        let gnu = super::super::builtins::table();
        assert!(t.keys().all(|k| !gnu.contains_key(k)));
    }
}
