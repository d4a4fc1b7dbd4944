//! Printer tests on hand-built IL.
