//! Builds the C++ registration shim (pass/cpp/shim.cpp) with the flags of LLVM 22's
//! `llvm-config --cxxflags` and links it into both the cdylib and the rlib.
//!
//! `llvm-config` is found through `LLVM_SYS_221_PREFIX` (set in .cargo/config.toml),
//! else `llvm-config-22`, else `llvm-config` on PATH.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/shim.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let llvm_config = llvm_config();
    let cxxflags = run(&llvm_config, &["--cxxflags"]);
    let mut build = cc::Build::new();
    build.cpp(true).file("cpp/shim.cpp").warnings(false);
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    build.flag_if_supported("-Wno-unused-parameter");
    build.compile("cormi_shim");
}

/// The path of LLVM 22's llvm-config.
fn llvm_config() -> PathBuf {
    if let Ok(prefix) = std::env::var("LLVM_SYS_221_PREFIX") {
        return PathBuf::from(prefix).join("bin").join("llvm-config");
    }
    for candidate in ["llvm-config-22", "llvm-config"] {
        if Command::new(candidate).arg("--version").output().is_ok() {
            return PathBuf::from(candidate);
        }
    }
    panic!("LLVM 22's llvm-config not found: set LLVM_SYS_221_PREFIX=/usr/lib/llvm-22 (see scripts/env.sh)");
}

/// Runs `llvm-config` and returns its trimmed standard output.
fn run(program: &PathBuf, args: &[&str]) -> String {
    let out = Command::new(program).args(args).output().unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    assert!(out.status.success(), "{} {:?} failed", program.display(), args);
    String::from_utf8(out.stdout).expect("utf-8").trim().to_string()
}
