//! cormi's runtime (see ARCHITECTURE.md).
