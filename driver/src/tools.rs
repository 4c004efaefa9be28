//! Where `cormicc` finds LLVM's tools, the cormi plugin, the runtime and the headers.
//!
//! Each file has an environment override (see [`Tools::find`]); without one, the first
//! layout that has the file wins, relative to the `cormicc` executable:
//! 1. installed (`scripts/install.sh`): `PREFIX/bin/cormicc`, `PREFIX/lib/libcormi_rt.a`,
//!    `PREFIX/lib/cormi/{libcormi_pass.so,cormi-rt-helpers.bc}`, `PREFIX/include`;
//! 2. build tree: cargo puts `cormicc` in `target/<profile>/` next to the plugin, the
//!    runtime and the bitcode (runtime/build.rs publishes it there); the headers are in
//!    the repository two levels up;
//! 3. headers only: the source tree this `cormicc` was built from (a `CARGO_TARGET_DIR`
//!    outside the repository), then `$CORMI_ROOT` (set by scripts/env.sh).
//!
//! When no layout has a file, the path of the layout the executable's directory suggests
//! (`bin/`: installed) is kept, and [`Tools::missing`] names it.

use std::env;
use std::path::{Path, PathBuf};

/// Default directory of LLVM 22's `clang`, `opt` and `llvm-link` (Debian's llvm-22 packages).
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// The repository this `cormicc` was built from (the driver crate's parent).
const SOURCE_ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

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
    /// The runtime archive with the MPI transport (`--mpi`): installed as
    /// `PREFIX/lib/cormi/mpi/libcormi_rt.a`, in the build tree under `target/mpi/<profile>/`
    /// (`scripts/build-mpi.sh`).
    pub rt_mpi_lib: PathBuf,
    /// The rt-c helper bitcode, `cormi-rt-helpers.bc`.
    pub rt_bc: PathBuf,
    /// The MPI library's compile and link flags (`--mpi`; empty otherwise).
    pub mpi: crate::mpi::MpiFlags,
    /// Directories holding `cormi.h` and `cormi_rt.h`.
    pub include: Vec<PathBuf>,
}

impl Tools {
    /// Finds the tools for the executable at `exe`, honouring the environment:
    /// `CORMI_LLVM_BIN`, `CORMI_PLUGIN`, `CORMI_RT_LIB`, `CORMI_RT_BC`, `CORMI_INCLUDE`
    /// (`:`-separated), and `CORMI_ROOT` as the last place to look for the headers.
    /// Does not check that the files exist (see [`Tools::missing`]).
    pub fn find(exe: &Path) -> Tools {
        let lookup = |k: &str| env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
        Tools::from_lookup(exe, lookup, |p| p.exists())
    }

    /// [`Tools::find`] with an explicit environment lookup and file test (for tests).
    pub fn from_lookup(exe: &Path, lookup: impl Fn(&str) -> Option<PathBuf>, exists: impl Fn(&Path) -> bool) -> Tools {
        let dir = exe.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
        let prefix = dir.parent().map(Path::to_path_buf).unwrap_or_else(|| dir.join(".."));
        let installed_lib = prefix.join("lib");
        let root = dir.join("..").join("..");
        // A `bin/` directory suggests the installed layout, anything else the build tree.
        let installed_first = dir.file_name().is_some_and(|n| n == "bin");
        let pick = |installed: PathBuf, build: PathBuf| -> PathBuf {
            let order = if installed_first { [installed, build] } else { [build, installed] };
            order.iter().find(|p| exists(p)).unwrap_or(&order[0]).clone()
        };
        let file = |var: &str, installed: PathBuf, name: &str| lookup(var).unwrap_or_else(|| pick(installed, dir.join(name)));

        let llvm = lookup("CORMI_LLVM_BIN").unwrap_or_else(|| PathBuf::from(LLVM_BIN));
        let include = match lookup("CORMI_INCLUDE") {
            Some(list) => env::split_paths(&list).collect(),
            None => {
                let tree = |r: &Path| vec![r.join("frontend-shim").join("include"), r.join("rt-c").join("include")];
                let mut layouts = vec![vec![prefix.join("include")], tree(&root)];
                if !installed_first {
                    layouts.swap(0, 1);
                }
                layouts.push(tree(Path::new(SOURCE_ROOT)));
                if let Some(r) = lookup("CORMI_ROOT") {
                    layouts.push(tree(&r));
                }
                let has_header = |dirs: &Vec<PathBuf>| dirs.iter().any(|d| exists(&d.join("cormi.h")));
                layouts.iter().find(|l| has_header(l)).unwrap_or(&layouts[0]).clone()
            }
        };
        Tools {
            clang: llvm.join("clang"),
            opt: llvm.join("opt"),
            llvm_link: llvm.join("llvm-link"),
            plugin: file("CORMI_PLUGIN", installed_lib.join("cormi").join("libcormi_pass.so"), "libcormi_pass.so"),
            rt_lib: file("CORMI_RT_LIB", installed_lib.join("libcormi_rt.a"), "libcormi_rt.a"),
            rt_mpi_lib: lookup("CORMI_RT_MPI_LIB").unwrap_or_else(|| pick(installed_lib.join("cormi").join("mpi").join("libcormi_rt.a"), mpi_build_lib(&dir))),
            rt_bc: file("CORMI_RT_BC", installed_lib.join("cormi").join("cormi-rt-helpers.bc"), "cormi-rt-helpers.bc"),
            include,
            mpi: crate::mpi::MpiFlags::default(),
        }
    }

    /// These tools for an MPI program: the runtime with the MPI transport, and the MPI
    /// library's `flags`.
    pub fn for_mpi(self, flags: crate::mpi::MpiFlags) -> Tools {
        Tools { rt_lib: self.rt_mpi_lib.clone(), mpi: flags, ..self }
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
        need(&self.plugin, "cargo build --release -p cormi-pass, or install with scripts/install.sh");
        let rt_hint =
            if self.rt_lib == self.rt_mpi_lib { "scripts/build-mpi.sh" } else { "cargo build --release -p cormi-rt, or install with scripts/install.sh" };
        need(&self.rt_lib, rt_hint);
        need(&self.rt_bc, "cargo build --release -p cormi-rt, or install with scripts/install.sh");
        if !self.include.iter().any(|d| d.join("cormi.h").exists()) {
            let dirs: Vec<String> = self.include.iter().map(|d| d.display().to_string()).collect();
            out.push(format!("cormi.h in {} (set CORMI_INCLUDE, or install with scripts/install.sh)", dirs.join(", ")));
        }
        out
    }
}

/// Where `scripts/build-mpi.sh` puts the MPI runtime for a `cormicc` in `dir`
/// (`target/<profile>`): `target/mpi/<profile>/libcormi_rt.a`.
fn mpi_build_lib(dir: &Path) -> PathBuf {
    let profile = dir.file_name().map(PathBuf::from).unwrap_or_else(|| PathBuf::from("release"));
    dir.join("..").join("mpi").join(profile).join("libcormi_rt.a")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none(_: &str) -> Option<PathBuf> {
        None
    }

    #[test]
    fn defaults_are_next_to_the_executable() {
        let t = Tools::from_lookup(Path::new("/r/target/release/cormicc"), none, |_| false);
        assert_eq!(t.plugin, PathBuf::from("/r/target/release/libcormi_pass.so"));
        assert_eq!(t.rt_lib, PathBuf::from("/r/target/release/libcormi_rt.a"));
        assert_eq!(t.rt_bc, PathBuf::from("/r/target/release/cormi-rt-helpers.bc"));
        assert_eq!(t.rt_mpi_lib, PathBuf::from("/r/target/release/../mpi/release/libcormi_rt.a"));
        assert_eq!(t.opt, PathBuf::from("/usr/lib/llvm-22/bin/opt"));
        assert_eq!(t.include[0], PathBuf::from("/r/target/release/../../frontend-shim/include"));
    }

    #[test]
    fn installed_layout_is_found_from_bin() {
        let exists = |p: &Path| p.starts_with("/opt/c/lib") || p == Path::new("/opt/c/include/cormi.h");
        let t = Tools::from_lookup(Path::new("/opt/c/bin/cormicc"), none, exists);
        assert_eq!(t.plugin, PathBuf::from("/opt/c/lib/cormi/libcormi_pass.so"));
        assert_eq!(t.rt_bc, PathBuf::from("/opt/c/lib/cormi/cormi-rt-helpers.bc"));
        assert_eq!(t.rt_lib, PathBuf::from("/opt/c/lib/libcormi_rt.a"));
        assert_eq!(t.rt_mpi_lib, PathBuf::from("/opt/c/lib/cormi/mpi/libcormi_rt.a"));
        assert_eq!(t.include, vec![PathBuf::from("/opt/c/include")]);
        // Nothing there: the installed paths are the ones reported missing.
        let t = Tools::from_lookup(Path::new("/opt/c/bin/cormicc"), none, |_| false);
        assert_eq!(t.plugin, PathBuf::from("/opt/c/lib/cormi/libcormi_pass.so"));
        assert_eq!(t.include, vec![PathBuf::from("/opt/c/include")]);
    }

    #[test]
    fn headers_come_from_the_source_tree_when_the_target_dir_is_elsewhere() {
        let shim = Path::new(SOURCE_ROOT).join("frontend-shim/include/cormi.h");
        let exists = |p: &Path| p.parent() == Some(Path::new("/tmp/t/release")) || p == shim;
        let t = Tools::from_lookup(Path::new("/tmp/t/release/cormicc"), none, exists);
        assert_eq!(t.plugin, PathBuf::from("/tmp/t/release/libcormi_pass.so"));
        assert_eq!(t.include[0], Path::new(SOURCE_ROOT).join("frontend-shim/include"));
        assert_eq!(t.include[1], Path::new(SOURCE_ROOT).join("rt-c/include"));
    }

    #[test]
    fn cormi_root_is_the_last_place_for_headers() {
        let lookup = |k: &str| (k == "CORMI_ROOT").then(|| PathBuf::from("/src"));
        let exists = |p: &Path| p == Path::new("/src/frontend-shim/include/cormi.h");
        let t = Tools::from_lookup(Path::new("/tmp/t/release/cormicc"), lookup, exists);
        assert_eq!(t.include, vec![PathBuf::from("/src/frontend-shim/include"), PathBuf::from("/src/rt-c/include")]);
    }

    #[test]
    fn environment_overrides_win() {
        let lookup = |k: &str| match k {
            "CORMI_PLUGIN" => Some(PathBuf::from("/p.so")),
            "CORMI_LLVM_BIN" => Some(PathBuf::from("/llvm")),
            "CORMI_INCLUDE" => Some(PathBuf::from("/a:/b")),
            _ => None,
        };
        let t = Tools::from_lookup(Path::new("/opt/c/bin/cormicc"), lookup, |_| true);
        assert_eq!(t.plugin, PathBuf::from("/p.so"));
        assert_eq!(t.clang, PathBuf::from("/llvm/clang"));
        assert_eq!(t.include, vec![PathBuf::from("/a"), PathBuf::from("/b")]);
    }

    #[test]
    fn missing_files_are_named() {
        let t = Tools::from_lookup(Path::new("/nonexistent/x/cormicc"), none, |_| false);
        let m = t.missing();
        assert!(m.iter().any(|m| m.contains("libcormi_pass.so") && m.contains("cormi-pass")));
        assert!(m.iter().any(|m| m.starts_with("cormi.h in /nonexistent/x/../../frontend-shim/include")), "{m:?}");
    }
}
