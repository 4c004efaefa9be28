//! Runs a C test of the rt-c sources built with AddressSanitizer and UBSan (every access
//! checked; LeakSanitizer on when `detect_leaks`), shared by the C-level tests; each is
//! linked with tests/c/runtime_stubs.c in place of the Rust runtime.

use std::path::Path;
use std::process::Command;

const CLANG: &str = "/usr/lib/llvm-22/bin/clang";

/// Builds `tests/c/<test>.c` with the rt-c sources `sources` (file names in rt-c/src),
/// runs it once and panics with its output unless it exits 0 and prints `<test>: ok`.
pub fn run_c_test(test: &str, sources: &[&str], detect_leaks: bool) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt_c = manifest.join("../rt-c");
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let mut cc = Command::new(CLANG);
    cc.args(["-O1", "-g", "-std=gnu11", "-pthread", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]).arg("-I").arg(rt_c.join("include"));
    for src in sources {
        cc.arg(rt_c.join("src").join(src));
    }
    // What rt-c calls in the Rust runtime (the error mode, refused sends).
    cc.arg(manifest.join("tests/c/runtime_stubs.c"));
    let built = cc.arg(manifest.join(format!("tests/c/{test}.c"))).arg("-o").arg(&exe).output().unwrap();
    assert!(built.status.success(), "building {test} failed:\n{}", String::from_utf8_lossy(&built.stderr));
    let leaks = format!("detect_leaks={}", u8::from(detect_leaks));
    let run = Command::new(&exe).env("ASAN_OPTIONS", leaks).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success() && stdout.contains(&format!("{test}: ok")), "{test} failed:\n{stdout}\n{stderr}");
}

/// Builds `tests/c/<test>.c` with the rt-c sources `sources` without sanitizers (-O2), runs
/// it once and panics with its output unless it exits 0 and prints `<test>: ok (<says>)`.
#[allow(dead_code)]
pub fn run_plain_c_test(test: &str, sources: &[&str], says: &str) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt_c = manifest.join("../rt-c");
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{test}-plain"));
    let mut cc = Command::new(CLANG);
    cc.args(["-O2", "-g", "-std=gnu11", "-pthread"]).arg("-I").arg(rt_c.join("include"));
    for src in sources {
        cc.arg(rt_c.join("src").join(src));
    }
    // What rt-c calls in the Rust runtime (the error mode, refused sends).
    cc.arg(manifest.join("tests/c/runtime_stubs.c"));
    let built = cc.arg(manifest.join(format!("tests/c/{test}.c"))).arg("-o").arg(&exe).arg("-ldl").output().unwrap();
    assert!(built.status.success(), "building {test} failed:\n{}", String::from_utf8_lossy(&built.stderr));
    let run = Command::new(&exe).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success() && stdout.contains(&format!("{test}: ok ({says})")), "{test} failed:\n{stdout}\n{stderr}");
}
