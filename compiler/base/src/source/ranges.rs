//! Source ranges (function bodies, lambda bodies) indexed for "is this position inside
//! one of them" in logarithmic time: a real TU has thousands of template bodies and
//! hundreds of thousands of expressions, so a scan per expression is quadratic.

use super::{FileId, Pos};

/// A set of closed ranges `[open, close]` within files, merged where they overlap.
#[derive(Default)]
pub struct PosRanges {
    /// (file, open, close), sorted, disjoint.
    spans: Vec<(u32, u32, u32)>,
}

impl PosRanges {
    pub fn new(ranges: impl IntoIterator<Item = (FileId, u32, u32)>) -> Self {
        let mut all: Vec<(u32, u32, u32)> =
            ranges.into_iter().map(|(f, o, c)| (f.0, o, c)).collect();
        all.sort_unstable();
        let mut spans: Vec<(u32, u32, u32)> = Vec::with_capacity(all.len());
        for (f, o, c) in all {
            match spans.last_mut() {
                Some(last) if last.0 == f && o <= last.2 => last.2 = last.2.max(c),
                _ => spans.push((f, o, c)),
            }
        }
        PosRanges { spans }
    }

    /// Whether `pos` is inside one of the ranges (bounds included).
    pub fn contains(&self, pos: Pos) -> bool {
        let key = (pos.file.0, pos.offset);
        let i = self.spans.partition_point(|&(f, o, _)| (f, o) <= key);
        i.checked_sub(1)
            .is_some_and(|j| self.spans[j].0 == key.0 && key.1 <= self.spans[j].2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_and_overlapping_ranges_merge() {
        let f = FileId(1);
        let r = PosRanges::new([(f, 10, 20), (f, 12, 15), (f, 18, 30), (FileId(2), 0, 5)]);
        assert!(r.contains(Pos::new(f, 10)));
        assert!(r.contains(Pos::new(f, 25)));
        assert!(r.contains(Pos::new(f, 30)));
        assert!(!r.contains(Pos::new(f, 31)));
        assert!(!r.contains(Pos::new(f, 9)));
        assert!(r.contains(Pos::new(FileId(2), 5)));
        assert!(!r.contains(Pos::new(FileId(3), 1)));
    }
}
