//! `cormicc -static` (and `-static-pie`, `-Wl,-static`) is refused before anything is
//! built, naming the option, why, and what to do: a static glibc brings its own malloc
//! beside the runtime's, and such a program aborted at its first remote call.

use std::path::Path;
use std::process::Command;

#[test]
fn static_programs_are_refused_with_the_reason() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/e2e/typed_refs.c");
    let dir = tempfile::tempdir().unwrap();
    let prog = dir.path().join("prog");
    for flag in ["-static", "-static-pie", "-Wl,-static"] {
        let out = Command::new(env!("CARGO_BIN_EXE_cormicc")).args(["-O2", flag]).arg(&src).arg("-o").arg(&prog).output().expect("cormicc runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag}: {err}");
        assert!(err.contains(&format!("option '{flag}' is not supported")) && err.contains("malloc") && err.contains("link dynamically"), "{flag}: {err}");
        assert!(!prog.exists(), "{flag}: a program was written");
    }
}
