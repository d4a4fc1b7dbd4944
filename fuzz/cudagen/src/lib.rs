//! cudagen: grammar-aware generators of CUDA translation units.
//!
//! Placeholder crate: the generator itself (typed program model, swarm testing, invalid mode,
//! `arbitrary` input for cargo-fuzz) is the subject of the generator issue. It exists now so
//! the workspace has its final shape.
