//! Builds the rt-c hot helpers twice with clang-22:
//! 1. as an object archive linked into this crate (staticlib and rlib), so hand-written
//!    C and the Rust runtime call them;
//! 2. as LLVM bitcode (`cormi-rt-helpers.bc`, hot paths `available_externally`), copied
//!    next to the crate's outputs (`target/<profile>/cormi-rt-helpers.bc`), which the pass
//!    llvm-links into a program so generated marshalers inline them.
//!
//! The C header lives in `rt-c/include/cormi_rt.h`.

use std::path::{Path, PathBuf};
use std::process::Command;

const CLANG: &str = "/usr/lib/llvm-22/bin/clang";
const LIBRARY_SOURCES: &[&str] = &["buffer.c", "handles.c", "alloc.c", "extent.c", "heap.c", "object_of.c", "generic.c", "reuse.c", "unlowered.c", "threads.c"];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let rt_c = manifest.join("../rt-c");
    let include = rt_c.join("include");
    let src = rt_c.join("src");
    println!("cargo:rerun-if-changed={}", rt_c.display());
    build_library(&src, &include);
    let bitcode = build_bitcode(&src, &include);
    publish_bitcode(&bitcode);
}

/// Compiles the helpers (and the unlowered-intrinsic guard) into `libcormi_rt_c.a`.
fn build_library(src: &Path, include: &Path) {
    let mut build = cc::Build::new();
    build.compiler(CLANG).include(include).opt_level(2).warnings(true);
    // The malloc family (heap.c) is on every allocation's path: no frame pointer set-up,
    // and its calls into glibc (__libc_malloc, ...) jump through the GOT, not a PLT stub.
    build.flag("-fno-semantic-interposition").flag("-std=gnu11").flag("-fomit-frame-pointer").flag("-fno-plt");
    for file in LIBRARY_SOURCES {
        build.file(src.join(file));
    }
    build.compile("cormi_rt_c");
}

/// Compiles `hot_table.c` (which includes the hot sources) to unoptimized-but-O2-ready
/// bitcode; returns its path in OUT_DIR.
fn build_bitcode(src: &Path, include: &Path) -> PathBuf {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("cormi-rt-helpers.bc");
    let status = Command::new(CLANG)
        .args(["-O2", "-Xclang", "-disable-llvm-optzns", "-std=gnu11", "-DCORMI_RT_BITCODE"])
        .args(["-emit-llvm", "-c", "-fPIC"])
        .arg("-I")
        .arg(include)
        .arg("-I")
        .arg(src)
        .arg(src.join("hot_table.c"))
        .arg("-o")
        .arg(&out)
        .status()
        .expect("cannot run clang-22 (/usr/lib/llvm-22/bin/clang) for the helper bitcode");
    assert!(status.success(), "clang-22 failed to build the helper bitcode");
    out
}

/// Copies the bitcode to `target/<profile>/cormi-rt-helpers.bc` (OUT_DIR is
/// `target/<profile>/build/cormi-rt-<hash>/out`).
fn publish_bitcode(bitcode: &Path) {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    if let Some(profile_dir) = out_dir.ancestors().nth(3) {
        let dest = profile_dir.join("cormi-rt-helpers.bc");
        std::fs::copy(bitcode, &dest).expect("cannot copy cormi-rt-helpers.bc");
    }
    println!("cargo:rustc-env=CORMI_RT_HELPERS_BC={}", bitcode.display());
}
