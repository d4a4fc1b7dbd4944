//! rcudafe: an open reimplementation of NVIDIA's cudafe++ 13.0.
