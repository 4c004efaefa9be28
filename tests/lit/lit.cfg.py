# lit configuration for cormi's pass tests: `; RUN: opt -load-pass-plugin=%cormi ...`.
import os
import lit.formats

config.name = "cormi"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".ll", ".c"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
llvm_bin = "/usr/lib/llvm-22/bin"
config.environment["PATH"] = llvm_bin + os.pathsep + os.environ.get("PATH", "")
plugin = os.path.join(root, "target", "release", "libcormi_pass.so")
config.substitutions.append(("%cormi", plugin))
config.substitutions.append(("%root", root))
# clang and lld of LLVM 22 (tests under plugin/ drive -fpass-plugin and full LTO).
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
# Keep Rust panics in tests short and identical across machines.
config.environment["RUST_BACKTRACE"] = "0"
