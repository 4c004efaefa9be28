//! cormi's LLVM module pass plugin (see ARCHITECTURE.md).
