//! Candidate edits of a TU's text: each is one or more replacements made together (renaming an
//! identifier changes every occurrence at once).

/// Replace `start..end` by `with`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Splice {
    pub start: usize,
    pub end: usize,
    pub with: Vec<u8>,
}

/// One candidate: its splices, in text order and not overlapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub splices: Vec<Splice>,
}

impl Edit {
    pub fn delete(start: usize, end: usize) -> Edit {
        Edit::replace(start, end, b"")
    }

    pub fn replace(start: usize, end: usize, with: &[u8]) -> Edit {
        Edit {
            splices: vec![Splice {
                start,
                end,
                with: with.to_vec(),
            }],
        }
    }

    /// Several splices at once; they are sorted, and one that overlaps an earlier one is dropped.
    pub fn many(mut splices: Vec<Splice>) -> Edit {
        splices.sort_by_key(|s| (s.start, s.end));
        let mut kept: Vec<Splice> = Vec::with_capacity(splices.len());
        for s in splices {
            if kept.last().is_none_or(|k| k.end <= s.start) {
                kept.push(s);
            }
        }
        Edit { splices: kept }
    }

    /// The text with the edit made. Out-of-range splices are clamped, so no edit can panic.
    pub fn apply(&self, text: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(text.len());
        let mut at = 0;
        for s in &self.splices {
            let start = s.start.clamp(at, text.len());
            let end = s.end.clamp(start, text.len());
            out.extend_from_slice(&text[at..start]);
            out.extend_from_slice(&s.with);
            at = end;
        }
        out.extend_from_slice(&text[at..]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splices_apply_together_and_overlaps_are_dropped() {
        let e = Edit::many(vec![
            Splice {
                start: 4,
                end: 5,
                with: b"y".to_vec(),
            },
            Splice {
                start: 0,
                end: 1,
                with: b"z".to_vec(),
            },
            Splice {
                start: 0,
                end: 3,
                with: b"!".to_vec(),
            },
        ]);
        assert_eq!(e.apply(b"x = x;"), b"z = y;");
        assert_eq!(Edit::delete(3, 99).apply(b"abcdef"), b"abc");
    }
}
