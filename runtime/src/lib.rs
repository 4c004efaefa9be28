//! cormi's runtime (see NOTES-for-architecture.md).
