//! The received-graph log and reuse slots (rt-c/src/reuse.c, cormi_rt.h layer 9) on
//! their own: a C test (tests/c/reuse_log.c) built from the rt-c sources with
//! AddressSanitizer, LeakSanitizer and UBSan, so a double free, a use of a freed object
//! or a leaked graph fails it. See the C file for the cases.

use std::path::Path;
use std::process::Command;

const CLANG: &str = "/usr/lib/llvm-22/bin/clang";

#[test]
fn reuse_log_reuses_by_position_and_frees_what_does_not_fit() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt_c = manifest.join("../rt-c");
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("reuse_log");
    let mut cc = Command::new(CLANG);
    cc.args(["-O1", "-g", "-std=gnu11", "-pthread", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"])
        .arg("-I")
        .arg(rt_c.join("include"));
    for src in ["reuse.c", "alloc.c"] {
        cc.arg(rt_c.join("src").join(src));
    }
    let built = cc.arg(manifest.join("tests/c/reuse_log.c")).arg("-o").arg(&exe).output().unwrap();
    assert!(built.status.success(), "building reuse_log failed:\n{}", String::from_utf8_lossy(&built.stderr));
    let run = Command::new(&exe).env("ASAN_OPTIONS", "detect_leaks=1").output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success() && stdout.contains("reuse_log: ok"), "reuse_log failed:\n{stdout}\n{stderr}");
}
