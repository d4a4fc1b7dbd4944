//! Diagnostic tags and numbers, as the `--diag_*` options and `#pragma nv_diag_*` name them.
//!
//! `error_tags.txt` holds every tag the reference accepts with its internal number, sorted
//! byte-wise as the reference's own table is (it looks tags up by binary search, so the
//! lookup is exact and case-sensitive). It was read out of the reference's tag table and
//! checked tag by tag against `--diag_suppress`.

use std::sync::OnceLock;

/// The last internal diagnostic number.
pub const LAST_NUMBER: u16 = 3794;
/// The first internal number of the CUDA range, shown to users as number + [`CUDA_OFFSET`].
pub const FIRST_CUDA_NUMBER: u16 = 3457;
/// Internal CUDA number + this = the number users see (`#20091-D` is internal 3548).
pub const CUDA_OFFSET: u16 = 16543;

static TABLE_TEXT: &str = include_str!("error_tags.txt");

fn table() -> &'static [(&'static str, u16)] {
    static TABLE: OnceLock<Vec<(&'static str, u16)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        TABLE_TEXT
            .lines()
            .filter_map(|line| {
                let (tag, number) = line.split_once(' ')?;
                Some((tag, number.parse().ok()?))
            })
            .collect()
    })
}

/// The internal number of a diagnostic tag (`deprecated_entity` → 1215).
pub fn lookup(tag: &str) -> Option<u16> {
    let table = table();
    table
        .binary_search_by(|(t, _)| t.as_bytes().cmp(tag.as_bytes()))
        .ok()
        .map(|i| table[i].1)
}

/// The internal number for a number given on the command line, if it names a diagnostic:
/// internal numbers 1..=3794 are accepted as they are, and the CUDA range also in its
/// displayed form 20000..=20337. The reference truncates the value to a 32-bit `int` first.
pub fn internal_number(value: i64) -> Option<u16> {
    let n = value as i32;
    let last = i32::from(LAST_NUMBER);
    let offset = i32::from(CUDA_OFFSET);
    if (1..=last).contains(&n) {
        return u16::try_from(n).ok();
    }
    if (i32::from(FIRST_CUDA_NUMBER) + offset..=last + offset).contains(&n) {
        return u16::try_from(n - offset).ok();
    }
    None
}

/// The number a user sees for an internal number (`#20091-D` for 3548).
pub fn display_number(internal: u16) -> u32 {
    if internal >= FIRST_CUDA_NUMBER {
        u32::from(internal) + u32::from(CUDA_OFFSET)
    } else {
        u32::from(internal)
    }
}

/// The catalog's numbers and tags, for the preprocessor's check of `#pragma nv_diag_*`
/// arguments (numbers as the command line accepts them: internal or displayed).
#[derive(Clone, Copy, Debug, Default)]
pub struct CatalogNames;

impl super::pragmas::DiagNames for CatalogNames {
    fn number_is_valid(&self, n: u32) -> bool {
        internal_number(i64::from(n)).is_some()
    }
    fn tag_is_valid(&self, tag: &[u8]) -> bool {
        std::str::from_utf8(tag).ok().and_then(lookup).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_complete() {
        let t = table();
        assert_eq!(t.len(), 3372);
        assert!(t.windows(2).all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(t.iter().all(|&(_, n)| n <= LAST_NUMBER));
    }

    #[test]
    fn tags_nvcc_passes() {
        // nvcc -Wno-deprecated-declarations, -Wreorder, -Werror cross-execution-space-call
        assert_eq!(lookup("deprecated_entity"), Some(1215));
        assert!(lookup("deprecated_entity_with_custom_message").is_some());
        assert!(lookup("out_of_order_ctor_init").is_some());
        assert_eq!(lookup("h_hd_illegal_call"), Some(3468));
        assert!(lookup("h_hd_illegal_call_generic").is_some());
        assert_eq!(lookup("device_var_read_in_host"), Some(3548));
        assert_eq!(lookup("Deprecated_entity"), None);
        assert_eq!(lookup("bogus_tag"), None);
        assert_eq!(lookup(""), None);
    }

    #[test]
    fn numbers() {
        assert_eq!(internal_number(0), None);
        assert_eq!(internal_number(1), Some(1));
        assert_eq!(internal_number(3794), Some(3794));
        assert_eq!(internal_number(3795), None);
        assert_eq!(internal_number(19999), None);
        assert_eq!(internal_number(20000), Some(3457));
        assert_eq!(internal_number(20337), Some(3794));
        assert_eq!(internal_number(20338), None);
        // Truncated to int, as the reference does: 2^32 + 1 is 1, 2^32 - 1 is -1.
        assert_eq!(internal_number(4_294_967_297), Some(1));
        assert_eq!(internal_number(4_294_967_295), None);
        assert_eq!(display_number(3548), 20091);
        assert_eq!(display_number(187), 187);
    }
}
