//! The runtime's generic serializer (rt-c/src/generic.c) on its own: a C test
//! (tests/c/generic_walker.c) built from the rt-c sources with AddressSanitizer and
//! UBSan (so every access of the walker is checked), run once. Round trips and hostile
//! messages; see the C file.

use std::path::Path;
use std::process::Command;

const CLANG: &str = "/usr/lib/llvm-22/bin/clang";

#[test]
fn generic_walker_round_trips_and_rejects_hostile_messages() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rt_c = manifest.join("../rt-c");
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("generic_walker");
    let mut cc = Command::new(CLANG);
    cc.args(["-O1", "-g", "-std=gnu11", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"])
        .arg("-I")
        .arg(rt_c.join("include"));
    for src in ["generic.c", "buffer.c", "handles.c", "alloc.c", "reuse.c"] {
        cc.arg(rt_c.join("src").join(src));
    }
    let built = cc.arg(manifest.join("tests/c/generic_walker.c")).arg("-o").arg(&exe).output().unwrap();
    assert!(built.status.success(), "building generic_walker failed:\n{}", String::from_utf8_lossy(&built.stderr));
    let run = Command::new(&exe).env("ASAN_OPTIONS", "detect_leaks=0").output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success() && stdout.contains("generic_walker: ok"), "generic_walker failed:\n{stdout}\n{stderr}");
}
