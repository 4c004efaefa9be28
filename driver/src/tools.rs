//! Where `cormicc` finds LLVM's tools, the cormi plugin, the runtime and the headers.
//!
//! Defaults are relative to the `cormicc` executable, which cargo puts in
//! `target/<profile>/` next to `libcormi_pass.so`, `libcormi_rt.a` and
//! `cormi-rt-helpers.bc` (runtime/build.rs publishes the bitcode there); the headers are
//! in the repository two levels up. Each has an environment override (see [`Tools::find`]).

use std::env;
use std::path::{Path, PathBuf};

/// Default directory of LLVM 22's `clang`, `opt` and `llvm-link` (Debian's llvm-22 packages).
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// Paths of everything the pipeline runs or links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tools {
    /// clang-22 (compiles C to bitcode, links the program).
    pub clang: PathBuf,
    /// opt-22 (runs the cormi pass and the optimisation pipeline).
    pub opt: PathBuf,
    /// llvm-link-22 (links the modules and the rt-c helper bitcode).
    pub llvm_link: PathBuf,
    /// The pass plugin, `libcormi_pass.so`.
    pub plugin: PathBuf,
    /// The runtime archive, `libcormi_rt.a`.
    pub rt_lib: PathBuf,
    /// The rt-c helper bitcode, `cormi-rt-helpers.bc`.
    pub rt_bc: PathBuf,
    /// Directories holding `cormi.h` and `cormi_rt.h`.
    pub include: Vec<PathBuf>,
}

impl Tools {
    /// Finds the tools for the executable at `exe`, honouring the environment:
    /// `CORMI_LLVM_BIN`, `CORMI_PLUGIN`, `CORMI_RT_LIB`, `CORMI_RT_BC`, `CORMI_INCLUDE`
    /// (`:`-separated). Does not check that the files exist (see [`Tools::missing`]).
    pub fn find(exe: &Path) -> Tools {
        let lookup = |k: &str| env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
        Tools::from_lookup(exe, lookup)
    }

    /// [`Tools::find`] with an explicit environment lookup (for tests).
    pub fn from_lookup(exe: &Path, lookup: impl Fn(&str) -> Option<PathBuf>) -> Tools {
        let dir = exe.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
        let root = dir.join("..").join("..");
        let llvm = lookup("CORMI_LLVM_BIN").unwrap_or_else(|| PathBuf::from(LLVM_BIN));
        let include = match lookup("CORMI_INCLUDE") {
            Some(list) => env::split_paths(&list).collect(),
            None => vec![root.join("frontend-shim").join("include"), root.join("rt-c").join("include")],
        };
        Tools {
            clang: llvm.join("clang"),
            opt: llvm.join("opt"),
            llvm_link: llvm.join("llvm-link"),
            plugin: lookup("CORMI_PLUGIN").unwrap_or_else(|| dir.join("libcormi_pass.so")),
            rt_lib: lookup("CORMI_RT_LIB").unwrap_or_else(|| dir.join("libcormi_rt.a")),
            rt_bc: lookup("CORMI_RT_BC").unwrap_or_else(|| dir.join("cormi-rt-helpers.bc")),
            include,
        }
    }

    /// The files that do not exist, each with what builds it.
    pub fn missing(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut need = |p: &Path, hint: &str| {
            if !p.exists() {
                out.push(format!("{} (build it with {hint})", p.display()));
            }
        };
        need(&self.clang, "apt-get install clang-22");
        need(&self.opt, "apt-get install llvm-22");
        need(&self.llvm_link, "apt-get install llvm-22");
        need(&self.plugin, "cargo build --release -p cormi-pass");
        need(&self.rt_lib, "cargo build --release -p cormi-rt");
        need(&self.rt_bc, "cargo build --release -p cormi-rt");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_next_to_the_executable() {
        let t = Tools::from_lookup(Path::new("/r/target/release/cormicc"), |_| None);
        assert_eq!(t.plugin, PathBuf::from("/r/target/release/libcormi_pass.so"));
        assert_eq!(t.rt_lib, PathBuf::from("/r/target/release/libcormi_rt.a"));
        assert_eq!(t.rt_bc, PathBuf::from("/r/target/release/cormi-rt-helpers.bc"));
        assert_eq!(t.opt, PathBuf::from("/usr/lib/llvm-22/bin/opt"));
        assert_eq!(t.include[0], PathBuf::from("/r/target/release/../../frontend-shim/include"));
    }

    #[test]
    fn environment_overrides_win() {
        let t = Tools::from_lookup(Path::new("/r/target/release/cormicc"), |k| match k {
            "CORMI_PLUGIN" => Some(PathBuf::from("/p.so")),
            "CORMI_LLVM_BIN" => Some(PathBuf::from("/llvm")),
            "CORMI_INCLUDE" => Some(PathBuf::from("/a:/b")),
            _ => None,
        });
        assert_eq!(t.plugin, PathBuf::from("/p.so"));
        assert_eq!(t.clang, PathBuf::from("/llvm/clang"));
        assert_eq!(t.include, vec![PathBuf::from("/a"), PathBuf::from("/b")]);
    }

    #[test]
    fn missing_files_are_named() {
        let t = Tools::from_lookup(Path::new("/nonexistent/x/cormicc"), |_| None);
        assert!(t.missing().iter().any(|m| m.contains("libcormi_pass.so") && m.contains("cormi-pass")));
    }
}
