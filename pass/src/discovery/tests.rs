//! Unit tests of discovery through one helper: `check(ir_text, expected)`.
