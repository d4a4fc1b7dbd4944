//! Parsing and checking flag values, with the reference's rules and messages.
//!
//! Rules learnt by running the reference: a number is one or more ASCII digits (no sign, no
//! spaces, no hex) that fits a signed 64-bit integer; range checks come after that.

use crate::diag::{catalog, tags, Diagnostic};

use super::options::{DiagAction, DiagControl, InstantiationMode, UnicodeSourceKind};
use crate::diag::Format;

/// A value error as the reference reports it.
pub type ValueResult<T> = Result<T, Diagnostic>;

fn error(message: &catalog::Message, arg: &[u8]) -> Diagnostic {
    Diagnostic::command_line(message, &[arg])
}

/// `invalid number: V` unless `value` is a plain decimal number fitting an `i64`.
pub fn number(value: &[u8]) -> ValueResult<i64> {
    parse_decimal(value).ok_or_else(|| error(&catalog::INVALID_NUMBER, value))
}

fn parse_decimal(value: &[u8]) -> Option<i64> {
    if value.is_empty() || !value.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(value).ok()?.parse().ok()
}

/// `--error_limit`: a number greater than zero.
pub fn error_limit(value: &[u8]) -> ValueResult<i64> {
    let n = number(value)?;
    if n == 0 {
        return Err(error(&catalog::INVALID_ERROR_LIMIT, value));
    }
    Ok(n)
}

/// `--gnu_version`: 30200 (gcc 3.2) up to 999999.
pub fn gnu_version(value: &[u8]) -> ValueResult<u32> {
    let n = number(value)?;
    match u32::try_from(n) {
        Ok(v) if (30200..=999_999).contains(&v) => Ok(v),
        _ => Err(error(&catalog::INVALID_GNU_VERSION, value)),
    }
}

/// `--clang_version`: 0 up to 999999.
pub fn clang_version(value: &[u8]) -> ValueResult<u32> {
    let n = number(value)?;
    match u32::try_from(n) {
        Ok(v) if v <= 999_999 => Ok(v),
        _ => Err(error(&catalog::INVALID_CLANG_VERSION, value)),
    }
}

/// `--pack_alignment`: a power of two no larger than 2^31.
pub fn pack_alignment(value: &[u8]) -> ValueResult<i64> {
    let n = number(value)?;
    if n > 0 && n <= 1 << 31 && n & (n - 1) == 0 {
        Ok(n)
    } else {
        Err(Diagnostic::command_line(&catalog::BAD_PACK_ALIGNMENT, &[]))
    }
}

/// `-t` / `--instantiate`: exactly `none`, `used`, `all` or `local`.
pub fn instantiation_mode(value: &[u8]) -> ValueResult<InstantiationMode> {
    match value {
        b"none" => Ok(InstantiationMode::None),
        b"used" => Ok(InstantiationMode::Used),
        b"all" => Ok(InstantiationMode::All),
        b"local" => Ok(InstantiationMode::Local),
        _ => Err(error(&catalog::INVALID_INSTANTIATION_MODE, value)),
    }
}

/// `--output_mode`: exactly `text` or `sarif`.
pub fn output_mode(value: &[u8]) -> ValueResult<Format> {
    match value {
        b"text" => Ok(Format::Text),
        b"sarif" => Ok(Format::Sarif),
        _ => Err(error(&catalog::INVALID_OUTPUT_MODE, value)),
    }
}

/// `--unicode_source_kind`: the spellings the reference accepts (case-sensitive).
pub fn unicode_source_kind(value: &[u8]) -> ValueResult<UnicodeSourceKind> {
    match value {
        b"none" => Ok(UnicodeSourceKind::None),
        b"UTF-8" => Ok(UnicodeSourceKind::Utf8),
        b"UTF-16" => Ok(UnicodeSourceKind::Utf16),
        b"UTF-16LE" => Ok(UnicodeSourceKind::Utf16Le),
        b"UTF-16BE" => Ok(UnicodeSourceKind::Utf16Be),
        _ => Err(error(&catalog::UNRECOGNIZED_UNICODE_SOURCE_KIND, value)),
    }
}

/// The internal flag names `--set_flag` / `--clear_flag` accept (the reference's table).
const INTERNAL_FLAG_NAMES: &[&str] = &[
    "suppress_inline_corresp_check",
    "allow_anon_types_in_anon_unions",
    "emulate_gnu_abi_bugs",
    "emulate_unsafe_gnu_abi_bugs",
    "warn_about_tail_padding_use",
    "reuse_tail_padding",
    "packing_applies_to_base_classes",
    "stack_referenced_include_directories",
    "space_used",
    "use_nonstd_partial_ordering",
    "no_checking_pragmas",
    "warn_on_try_statement",
    "terse_range_based_for_enabled",
    "relaxed_constexpr",
    "constexpr_implies_const",
    "mangle_had_been_implicitly_const",
    "coroutines",
    "suppress_deferral_on_partial_spec_members",
    "no_very_expensive_checking",
    "diag_override_does_not_affect_sfinae",
    "preload_builtin_functions",
    "gen_edg_special_types",
    "lazy_field_initializers",
    "core_constant_expr_is_noexcept",
    "null_template_ptr_arg_enabled",
    "skip_module_imports",
    "skip_module_version_check",
    "ignore_absolute_paths_for_header_units",
    "extended_float_types",
];

/// `--set_flag` / `--clear_flag`: an exact name from the table (no `=value` part).
pub fn internal_flag_name(value: &[u8]) -> ValueResult<String> {
    match std::str::from_utf8(value) {
        Ok(name) if INTERNAL_FLAG_NAMES.contains(&name) => Ok(name.to_owned()),
        _ => Err(error(&catalog::INVALID_FLAG_NAME, value)),
    }
}

/// `--ms_header_unit*`: `header=module-file`.
pub fn header_unit_mapping(value: &[u8]) -> ValueResult<()> {
    if value.contains(&b'=') {
        Ok(())
    } else {
        Err(error(&catalog::MISSING_HEADER_UNIT_MAP, value))
    }
}

/// `--target`: this build of the reference has no target configurations at all.
pub fn target(value: &[u8]) -> ValueResult<()> {
    Err(error(&catalog::INVALID_TARGET, value))
}

/// `-d` / `--db`: EDG's debug-trace argument. Either starts with a digit or `-` (a trace
/// level; the rest is ignored), or is a comma-separated list of `name=level` items where a
/// name is a letter followed by letters, digits and `_`, and a level starts with a digit.
pub fn debug_argument(value: &[u8]) -> ValueResult<()> {
    let ok = match value.first() {
        Some(c) if c.is_ascii_digit() || *c == b'-' => true,
        _ => value.split(|&b| b == b',').all(debug_item_is_valid),
    };
    if ok {
        Ok(())
    } else {
        Err(Diagnostic::command_line(
            &catalog::ERROR_IN_DEBUG_OPTION_ARGUMENT,
            &[],
        ))
    }
}

fn debug_item_is_valid(item: &[u8]) -> bool {
    let Some(eq) = item.iter().position(|&b| b == b'=') else {
        return false;
    };
    let (name, level) = (&item[..eq], &item[eq + 1..]);
    let name_ok = name.first().is_some_and(u8::is_ascii_alphabetic)
        && name.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_');
    name_ok && level.first().is_some_and(u8::is_ascii_digit)
}

/// A `--diag_*` list: spaces are dropped, items are split at commas; an item starting with
/// a digit is a diagnostic number, anything else a tag.
pub fn diag_list(action: DiagAction, value: &[u8]) -> ValueResult<Vec<DiagControl>> {
    let squeezed: Vec<u8> = value.iter().copied().filter(|&b| b != b' ').collect();
    let mut controls = Vec::new();
    for item in squeezed.split(|&b| b == b',') {
        let number = if item.first().is_some_and(u8::is_ascii_digit) {
            let n = number(item)?;
            tags::internal_number(n).ok_or_else(|| error(&catalog::INVALID_ERROR_NUMBER, item))?
        } else {
            std::str::from_utf8(item)
                .ok()
                .and_then(tags::lookup)
                .ok_or_else(|| error(&catalog::INVALID_ERROR_TAG, item))?
        };
        controls.push(DiagControl { action, number });
    }
    Ok(controls)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(d: Diagnostic) -> String {
        String::from_utf8(d.text).unwrap()
    }

    #[test]
    fn numbers() {
        assert_eq!(number(b"010").unwrap(), 10);
        assert_eq!(number(b"9223372036854775807").unwrap(), i64::MAX);
        for bad in [
            &b"9223372036854775808"[..],
            b"-1",
            b"+5",
            b" 5",
            b"5 ",
            b"0x10",
            b"",
            b"5,6",
            b"abc",
        ] {
            let text = message(number(bad).unwrap_err());
            assert_eq!(text.as_bytes(), [&b"invalid number: "[..], bad].concat());
        }
    }

    #[test]
    fn ranges() {
        assert_eq!(
            message(error_limit(b"0").unwrap_err()),
            "invalid error limit: 0"
        );
        assert_eq!(error_limit(b"4294967296").unwrap(), 4294967296);
        assert_eq!(gnu_version(b"30200").unwrap(), 30200);
        assert_eq!(gnu_version(b"999999").unwrap(), 999999);
        assert_eq!(
            message(gnu_version(b"30000").unwrap_err()),
            "invalid GNU version number: 30000"
        );
        assert_eq!(
            message(gnu_version(b"1000000").unwrap_err()),
            "invalid GNU version number: 1000000"
        );
        assert_eq!(
            message(gnu_version(b"abc").unwrap_err()),
            "invalid number: abc"
        );
        assert_eq!(clang_version(b"0").unwrap(), 0);
        assert_eq!(
            message(clang_version(b"1000000").unwrap_err()),
            "invalid clang version number: 1000000"
        );
        for ok in [1i64, 2, 4, 8, 1024, 1 << 31] {
            assert_eq!(pack_alignment(ok.to_string().as_bytes()).unwrap(), ok);
        }
        for bad in ["0", "3", "6", "4294967296", "4294967298"] {
            assert_eq!(
                message(pack_alignment(bad.as_bytes()).unwrap_err()),
                "invalid packing alignment value"
            );
        }
    }

    #[test]
    fn keywords() {
        assert!(instantiation_mode(b"used").is_ok());
        assert_eq!(
            message(instantiation_mode(b"Used").unwrap_err()),
            "invalid instantiation mode: Used"
        );
        assert!(output_mode(b"sarif").is_ok());
        assert_eq!(
            message(output_mode(b"TEXT").unwrap_err()),
            "unrecognized output mode (must be one of text, sarif): TEXT"
        );
        assert!(unicode_source_kind(b"UTF-16LE").is_ok());
        assert!(unicode_source_kind(b"utf-8").is_err());
        assert!(internal_flag_name(b"coroutines").is_ok());
        assert_eq!(
            message(internal_flag_name(b"coroutines=1").unwrap_err()),
            "unrecognized flag name: coroutines=1"
        );
        assert!(header_unit_mapping(b"a=").is_ok());
        assert_eq!(
            message(header_unit_mapping(b"ab").unwrap_err()),
            "no mapping specified for \"ab\""
        );
        assert_eq!(
            message(target(b"sm_90").unwrap_err()),
            "no \"sm_90\" --target configuration exists"
        );
    }

    #[test]
    fn debug_arguments() {
        for ok in [
            "0", "1", "-1", "-x", "1x", "1,", "5a=1", "a=1", "A=1", "a1=1", "a_b=1", "a=1x",
            "a=1=2", "a=1,b=2",
        ] {
            assert!(debug_argument(ok.as_bytes()).is_ok(), "{ok}");
        }
        for bad in [
            "abc", "name", ",", ",1", "a=", "=1", "a=b", "a=-1", "a==1", "+1", "a+b=1", "a b=1",
            "_=1", "a=1,", "a=1,b",
        ] {
            let text = message(debug_argument(bad.as_bytes()).unwrap_err());
            assert_eq!(text, "error in debug option argument", "{bad}");
        }
    }

    #[test]
    fn diag_lists() {
        let numbers = |v: &str| {
            diag_list(DiagAction::Suppress, v.as_bytes())
                .map(|c| c.iter().map(|d| d.number).collect::<Vec<_>>())
        };
        assert_eq!(numbers(" 177 , 550 ").unwrap(), vec![177, 550]);
        assert_eq!(
            numbers("20091,deprecated_entity").unwrap(),
            vec![3548, 1215]
        );
        assert_eq!(numbers("0020000").unwrap(), vec![3457]);
        let err = |v: &str| message(diag_list(DiagAction::Error, v.as_bytes()).unwrap_err());
        assert_eq!(
            err("0"),
            "invalid error number in diagnostic control option: 0"
        );
        assert_eq!(
            err("177 550"),
            "invalid error number in diagnostic control option: 177550"
        );
        assert_eq!(
            err("99999"),
            "invalid error number in diagnostic control option: 99999"
        );
        assert_eq!(err("5,6x,7"), "invalid number: 6x");
        assert_eq!(
            err("18446744073709551615"),
            "invalid number: 18446744073709551615"
        );
        assert_eq!(
            err("a b"),
            "invalid error tag in diagnostic control option: ab"
        );
        assert_eq!(
            err("177,"),
            "invalid error tag in diagnostic control option: "
        );
        assert_eq!(
            err("+5"),
            "invalid error tag in diagnostic control option: +5"
        );
        assert_eq!(err("1\t"), "invalid number: 1\t");
    }
}
