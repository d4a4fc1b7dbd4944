//! Deep recursion without a depth cap: the parser, sema's walks and the printer recurse as
//! deep as the source nests (the reference accepts 1,000,000 nested parentheses), so each
//! recursive step that can repeat without bound runs through [`deep`], which moves the
//! rest of the recursion onto a new stack segment when the current one is nearly used
//! up (the `stacker` crate, as rustc uses it). Memory stays linear in the depth.

/// Stack left below which a new segment is started: more than any chain of frames between
/// two calls of [`deep`] uses.
pub const RED_ZONE: usize = 1 << 20;

/// The size of each new segment.
pub const SEGMENT: usize = 64 << 20;

/// Runs `f`, on a fresh stack segment if this one has less than [`RED_ZONE`] left.
#[inline]
pub fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

#[cfg(test)]
mod tests {
    use super::deep;

    fn nest(n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            // A frame of a few KiB, as the parser's are.
            let pad = std::hint::black_box([n; 256]);
            deep(|| nest(n - 1)) + pad[0] / n
        }
    }

    /// A million levels on a thread with a 256 KiB stack.
    #[test]
    fn recursion_outgrows_the_thread_stack() {
        let depth = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| nest(1_000_000))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(depth, 1_000_000);
    }
}
