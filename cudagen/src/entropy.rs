//! Where the generator's decisions come from: a seeded ChaCha stream (reproducible runs, CI) or the
//! bytes of an `arbitrary::Unstructured` (coverage-guided fuzzing).
//!
//! Only `next_u32` of the underlying source is used and every derived draw (`below`, `chance`,
//! `weighted`) is computed here, so the bytes a seed produces depend on this crate alone, not on
//! the sampling algorithms of a `rand` release.

use arbitrary::Unstructured;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A stream of random 32-bit words.
pub trait Entropy {
    fn next_u32(&mut self) -> u32;
}

/// The seeded source: ChaCha8, seeded with `seed_from_u64`.
pub struct SeededEntropy(ChaCha8Rng);

impl SeededEntropy {
    pub fn new(seed: u64) -> Self {
        SeededEntropy(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl Entropy for SeededEntropy {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }
}

/// Bytes from a fuzzer. Once they run out every draw is 0, which always picks the first (simplest)
/// alternative, so generation still terminates with a valid program.
pub struct BytesEntropy<'u, 'a> {
    u: &'u mut Unstructured<'a>,
}

impl<'u, 'a> BytesEntropy<'u, 'a> {
    pub fn new(u: &'u mut Unstructured<'a>) -> Self {
        BytesEntropy { u }
    }
}

impl Entropy for BytesEntropy<'_, '_> {
    fn next_u32(&mut self) -> u32 {
        self.u.arbitrary::<u32>().unwrap_or(0)
    }
}

/// Derived draws over an [`Entropy`].
pub struct Rand<'e> {
    source: Box<dyn Entropy + 'e>,
}

impl<'e> Rand<'e> {
    pub fn new(source: Box<dyn Entropy + 'e>) -> Self {
        Rand { source }
    }

    pub fn next_u32(&mut self) -> u32 {
        self.source.next_u32()
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        ((u64::from(self.source.next_u32()) * n as u64) >> 32) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        lo + self.below((hi - lo + 1) as usize) as i64
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u32) -> bool {
        (self.below(100) as u32) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// An index into `weights`, drawn in proportion to them; 0 when they are all 0.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        if total == 0 {
            return 0;
        }
        let mut x = (u64::from(self.source.next_u32()) * total) >> 32;
        for (i, &w) in weights.iter().enumerate() {
            if x < u64::from(w) {
                return i;
            }
            x -= u64::from(w);
        }
        weights.len() - 1
    }
}
