//! The program keeps the debug info its user asked for, while the cormi pass always
//! reads it (cormicc compiles with `-g` and strips after the pass): no `-g`, `-g`,
//! line tables only, and `-c` objects linked later (an object's own `-g` counts). Reads
//! the program's compile unit with llvm-dwarfdump (the runtime brings line tables of its
//! own). Needs the plugin, the runtime and its helper bitcode built, like every cormicc run.

use std::path::{Path, PathBuf};
use std::process::Command;

/// tests/e2e/typed_refs.c: its methods' types are what the pass reads.
fn source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/e2e/typed_refs.c")
}

/// Runs the built cormicc with `args`; panics with its messages when it fails.
fn cormicc(args: &[&std::ffi::OsStr]) {
    let out = Command::new(env!("CARGO_BIN_EXE_cormicc")).args(args).output().expect("cormicc runs");
    assert!(out.status.success(), "cormicc {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// The debug-info entries of `prog` (llvm-dwarfdump --debug-info).
fn dwarf(prog: &Path) -> String {
    let bin = std::env::var("CORMI_LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let out = Command::new(Path::new(&bin).join("llvm-dwarfdump")).arg("--debug-info").arg(prog).output().expect("llvm-dwarfdump runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What the program's debug info says of typed_refs.c: (its compile unit is there, its
/// struct types are there).
fn kept(prog: &Path) -> (bool, bool) {
    let d = dwarf(prog);
    (d.contains("typed_refs.c"), d.contains("DW_TAG_structure_type") && d.contains("\"Account\""))
}

/// Builds typed_refs.c in one call with `flags`.
fn one_call(dir: &Path, flags: &[&str]) -> PathBuf {
    let prog = dir.join(format!("one{}", flags.join("")));
    let mut args: Vec<&std::ffi::OsStr> = flags.iter().map(|f| f.as_ref()).collect();
    let src = source();
    args.extend([src.as_os_str(), "-o".as_ref(), prog.as_os_str()]);
    cormicc(&args);
    prog
}

/// Compiles typed_refs.c with `-c` and `compile` flags, then links the object with `link` flags.
fn separate(dir: &Path, compile: &[&str], link: &[&str]) -> PathBuf {
    let tag = format!("{}-{}", compile.join(""), link.join(""));
    let obj = dir.join(format!("sep{tag}.o"));
    let prog = dir.join(format!("sep{tag}"));
    let src = source();
    let mut args: Vec<&std::ffi::OsStr> = vec!["-c".as_ref()];
    args.extend(compile.iter().map(|f| f.as_ref() as &std::ffi::OsStr));
    args.extend([src.as_os_str(), "-o".as_ref(), obj.as_os_str()]);
    cormicc(&args);
    let mut args: Vec<&std::ffi::OsStr> = link.iter().map(|f| f.as_ref()).collect();
    args.extend([obj.as_os_str(), "-o".as_ref(), prog.as_os_str()]);
    cormicc(&args);
    prog
}

#[test]
fn one_call_keeps_what_its_flags_ask_for() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(kept(&one_call(dir.path(), &["-O2"])), (false, false), "no -g");
    assert_eq!(kept(&one_call(dir.path(), &["-O2", "-g"])), (true, true), "-g");
    assert_eq!(kept(&one_call(dir.path(), &["-O0", "-g", "-g0"])), (false, false), "-g -g0");
    assert_eq!(kept(&one_call(dir.path(), &["-O1", "-gline-tables-only"])), (true, false), "line tables");
}

#[test]
fn objects_keep_their_own_debug_info_when_linked() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(kept(&separate(dir.path(), &["-O2"], &["-O2"])), (false, false), "no -g anywhere");
    assert_eq!(kept(&separate(dir.path(), &["-O2", "-g"], &["-O2"])), (true, true), "-c -g");
    assert_eq!(kept(&separate(dir.path(), &["-O2"], &["-O2", "-g"])), (true, true), "-g at the link");
}
