//! The language a translation unit is written in, as the command line selects it and the
//! later stages read it.

/// A C++ standard, as `--c++NN` selects it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CxxStandard {
    Cxx03,
    Cxx11,
    Cxx14,
    Cxx17,
    Cxx20,
    Cxx23,
}

impl CxxStandard {
    /// The value of `__cplusplus` for this standard (cudafe++ predefines no macros; this is
    /// the value EDG uses internally).
    pub fn cplusplus(self) -> u32 {
        match self {
            CxxStandard::Cxx03 => 199711,
            CxxStandard::Cxx11 => 201103,
            CxxStandard::Cxx14 => 201402,
            CxxStandard::Cxx17 => 201703,
            CxxStandard::Cxx20 => 202002,
            CxxStandard::Cxx23 => 202302,
        }
    }
}
