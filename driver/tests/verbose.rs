//! `cormicc -v` on a real program (tests/e2e/graphs.c: its sites send pointer graphs, so
//! the heap analysis runs): each step's command, then its wall time and peak
//! memory, and the cormi pass' phase timings (asked with `cormi<...;timings>`) before the
//! opt step's line; without `-v`, none of it. Needs the plugin, the runtime and its
//! helper bitcode built (`cargo build --release --workspace`), like every cormicc run.

use std::path::Path;
use std::process::Command;

/// Runs the built cormicc on tests/e2e/graphs.c with `extra` flags; returns (success,
/// standard error).
fn cormicc(extra: &[&str], out: &Path) -> (bool, String) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/e2e/graphs.c");
    let output = Command::new(env!("CARGO_BIN_EXE_cormicc")).args(extra).args(["-O1", "-g"]).arg(&src).arg("-o").arg(out).output().expect("cormicc runs");
    (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// The index of the first line of `text` starting with `prefix` (panics when none).
fn line_of(text: &str, prefix: &str) -> usize {
    text.lines().position(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no line starting with {prefix:?} in:\n{text}"))
}

#[test]
fn verbose_prints_steps_and_the_pass_phases() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, err) = cormicc(&["-v"], &dir.path().join("prog"));
    assert!(ok, "cormicc -v failed:\n{err}");
    let compile = line_of(&err, "cormicc: step compile ");
    let link_ir = line_of(&err, "cormicc: step link-ir: ");
    let table = line_of(&err, "cormi: phase timings");
    let heap = line_of(&err, "cormi:   heap ");
    let generate = line_of(&err, "cormi:   generate ");
    let pass = line_of(&err, "cormi:   cormi pass ");
    let opt = line_of(&err, "cormicc: step opt: ");
    let link = line_of(&err, "cormicc: step link: ");
    let total = line_of(&err, "cormicc: step total: ");
    let order = [compile, link_ir, table, heap, generate, pass, opt, link, total];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "steps out of order:\n{err}");
    for step in [compile, link_ir, opt, link] {
        let l = err.lines().nth(step).unwrap();
        assert!(l.contains(" s, peak ") && l.ends_with(" MiB"), "no time and memory in {l:?}");
    }
    assert!(err.contains("-passes=cormi<timings>,default<O1>"), "the pass is not asked for its timings:\n{err}");
}

#[test]
fn quiet_without_verbose() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, err) = cormicc(&[], &dir.path().join("prog"));
    assert!(ok, "cormicc failed:\n{err}");
    assert!(!err.contains("cormicc: step") && !err.contains("phase timings"), "{err}");
}
