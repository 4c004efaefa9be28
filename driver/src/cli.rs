//! Command line of `cormicc`, compiler style (like `mpicc`): `-O2 -g -I dir -DX=1 -lm
//! -pthread a.c b.c -o prog`, plus cormi's own `--cormi-mode=M` and `--emit-llvm`.
//!
//! clap parses it after [`normalize`] rewrites the few single-dash long flags that GCC
//! and clang accept (`-pthread`, `-std=c11`) into clap's `--long` form, so that the flags
//! users pass to a C compiler pass through unchanged.

use clap::{ArgAction, Parser};
use std::path::PathBuf;

/// Parsed options. Flags not listed here are not accepted (clap reports them).
#[derive(Parser, Debug, Clone, PartialEq, Eq)]
#[command(
    name = "cormicc",
    version,
    // Like cc: a later `-O2` (or --cormi-mode, -o) wins over an earlier one.
    args_override_self = true,
    about = "Compiles C programs with remote calls through the cormi pass and links them against cormi-rt",
    after_help = "Environment overrides: CORMI_LLVM_BIN (clang, opt, llvm-link), CORMI_PLUGIN (libcormi_pass.so), \
CORMI_RT_LIB (libcormi_rt.a), CORMI_RT_MPI_LIB (the runtime with the MPI transport, for --mpi), MPICC (--mpi), CORMI_RT_BC (cormi-rt-helpers.bc), CORMI_INCLUDE (directories with cormi.h and cormi_rt.h, ':'-separated). \
Without them, files are found relative to cormicc: installed (PREFIX/bin/cormicc, PREFIX/lib, PREFIX/lib/cormi, PREFIX/include), \
else the build tree (target/<profile>/ and the repository's headers), and headers last in $CORMI_ROOT."
)]
pub struct Cli {
    /// Optimisation level after the cormi pass: 0 runs the cormi pass only.
    #[arg(short = 'O', value_name = "LEVEL", default_value = "0", value_parser = ["0", "1", "2", "3", "s", "z"])]
    pub opt: String,
    /// Debug information (also gives file:line in cormi's errors and remarks).
    #[arg(short = 'g')]
    pub debug: bool,
    /// Code-generation mode of the cormi pass (generic, class, site, site+cycle, site+reuse, all).
    #[arg(long = "cormi-mode", value_name = "MODE")]
    pub mode: Option<String>,
    /// Writes the transformed (whole-program) IR as text instead of linking a program:
    /// to the `-o` file, or standard output without `-o`.
    #[arg(long = "emit-llvm")]
    pub emit_llvm: bool,
    /// Include directory (passed to clang).
    #[arg(short = 'I', value_name = "DIR", action = ArgAction::Append)]
    pub include: Vec<String>,
    /// Preprocessor definition NAME or NAME=VALUE (passed to clang).
    #[arg(short = 'D', value_name = "DEF", action = ArgAction::Append)]
    pub define: Vec<String>,
    /// Preprocessor undefinition (passed to clang).
    #[arg(short = 'U', value_name = "NAME", action = ArgAction::Append)]
    pub undefine: Vec<String>,
    /// Library directory (passed to the link).
    #[arg(short = 'L', value_name = "DIR", action = ArgAction::Append)]
    pub libdir: Vec<String>,
    /// Library to link (passed to the link).
    #[arg(short = 'l', value_name = "LIB", action = ArgAction::Append)]
    pub lib: Vec<String>,
    /// Warning option (`-Wall`, `-Werror`, ...), passed to clang.
    #[arg(short = 'W', value_name = "WARNING", action = ArgAction::Append)]
    pub warning: Vec<String>,
    /// Target option (`-march=native`, `-mavx2`, ...), passed to every clang step
    /// (the per-file compiles and the final code generation).
    #[arg(short = 'm', value_name = "OPTION", action = ArgAction::Append)]
    pub machine: Vec<String>,
    /// Linker options (`-Wl,-rpath,/x`), passed to the final link as written.
    /// [`normalize`] turns `-Wl,...` into this option so that `-W` does not take it.
    #[arg(long = "linker-option", value_name = "-Wl,...", action = ArgAction::Append, allow_hyphen_values = true, hide = true)]
    pub linker: Vec<String>,
    /// Compiles each C source to an object holding LLVM bitcode (`a.c` -> `a.o`) without
    /// running the pass or linking; a later `cormicc a.o b.o -o prog` links them as
    /// modules of the whole program.
    #[arg(short = 'c')]
    pub compile_only: bool,
    /// Optimization remarks like clang's: `-Rpass=cormi` (decisions taken),
    /// `-Rpass-missed=cormi` (not taken, with the reason), `-Rpass-analysis=cormi`
    /// (analysis facts); the value is a regular expression over pass names. Printed on
    /// standard error as `file:line:col: remark: ...` (with `-g`).
    #[arg(short = 'R', value_name = "pass[-missed|-analysis]=REGEX", action = ArgAction::Append)]
    pub remarks: Vec<String>,
    /// Writes every remark of the cormi pass to FILE as YAML (LLVM's
    /// `-pass-remarks-output`), e.g. for `opt-viewer`.
    #[arg(long = "remarks-output", value_name = "FILE")]
    pub remarks_output: Option<PathBuf>,
    /// Code-generation option (`-fno-strict-aliasing`, ...), passed to clang.
    #[arg(short = 'f', value_name = "FLAG", action = ArgAction::Append)]
    pub flag: Vec<String>,
    /// Language standard (`-std=c11`).
    #[arg(long = "std", value_name = "STD")]
    pub std: Option<String>,
    /// POSIX threads (`-pthread`): compile and link with it.
    #[arg(long = "pthread")]
    pub pthread: bool,
    /// Builds a program that runs under an MPI launcher (`mpirun -n N ./prog`, `srun`):
    /// links the runtime built with the MPI transport (`scripts/build-mpi.sh`) and the MPI
    /// library that `$MPICC -show` (default `mpicc`) names, whose headers the program
    /// may include. Also implies `-pthread`.
    #[arg(long = "mpi")]
    pub mpi: bool,
    /// Output file (default `a.out`, or standard output with `--emit-llvm`).
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Prints each command before running it and, after it, its wall time and peak
    /// memory; the cormi pass prints its phases' (on standard error).
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Keeps the temporary directory (its path is printed) for inspection.
    #[arg(long = "keep-temps")]
    pub keep_temps: bool,
    /// C sources (`.c`), LLVM modules (`.ll`, `.bc`) and objects or archives (`.o`, `.a`).
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,
}

/// Rewrites GCC-style single-dash long options into clap's form: `-pthread` to
/// `--pthread`, `-std=X` to `--std=X`, `-Wl,X` to `--linker-option=-Wl,X`. Everything
/// else is unchanged.
pub fn normalize<I: IntoIterator<Item = String>>(args: I) -> Vec<String> {
    args.into_iter()
        .map(|a| {
            if a == "-pthread" {
                "--pthread".to_string()
            } else if a.starts_with("-Wl,") {
                format!("--linker-option={a}")
            } else if let Some(rest) = a.strip_prefix("-std=") {
                format!("--std={rest}")
            } else {
                a
            }
        })
        .collect()
}

/// Parses `args` (with the program name first); exits with clap's message on error.
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Cli {
    Cli::parse_from(normalize(args))
}

/// Like [`parse`], but returns clap's error (for tests).
#[cfg(test)]
pub fn try_parse<I: IntoIterator<Item = String>>(args: I) -> Result<Cli, clap::Error> {
    Cli::try_parse_from(normalize(args))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        std::iter::once("cormicc").chain(s.split_whitespace()).map(String::from).collect()
    }

    #[test]
    fn compiler_style_flags_parse() {
        let c = try_parse(args("-O2 -g -Iinc -I other -DX=1 -lm -L/x -pthread -std=c11 -Wall a.c b.c -o prog")).unwrap();
        assert_eq!(c.opt, "2");
        assert!(c.debug && c.pthread);
        assert_eq!(c.include, vec!["inc", "other"]);
        assert_eq!(c.define, vec!["X=1"]);
        assert_eq!(c.lib, vec!["m"]);
        assert_eq!(c.libdir, vec!["/x"]);
        assert_eq!(c.std.as_deref(), Some("c11"));
        assert_eq!(c.warning, vec!["all"]);
        assert_eq!(c.inputs, vec![PathBuf::from("a.c"), PathBuf::from("b.c")]);
        assert_eq!(c.output, Some(PathBuf::from("prog")));
    }

    #[test]
    fn linker_and_target_options_parse() {
        let c = try_parse(args("-Wall -Wl,-rpath,/opt/lib -march=native -mavx2 a.c")).unwrap();
        assert_eq!(c.warning, vec!["all"]);
        assert_eq!(c.linker, vec!["-Wl,-rpath,/opt/lib"]);
        assert_eq!(c.machine, vec!["arch=native", "avx2"]);
    }

    #[test]
    fn compile_only_parses() {
        let c = try_parse(args("-c -O2 a.c -o a.o")).unwrap();
        assert!(c.compile_only);
        assert!(!try_parse(args("a.c")).unwrap().compile_only);
    }

    #[test]
    fn cormi_flags_parse() {
        let c = try_parse(args("--cormi-mode=site --emit-llvm a.c")).unwrap();
        assert_eq!(c.mode.as_deref(), Some("site"));
        assert!(c.emit_llvm);
        assert_eq!(c.opt, "0");
    }

    #[test]
    fn mpi_flag_parses() {
        assert!(try_parse(args("--mpi a.c")).unwrap().mpi);
        assert!(!try_parse(args("a.c")).unwrap().mpi);
    }

    #[test]
    fn bad_level_and_missing_input_are_errors() {
        assert!(try_parse(args("-O7 a.c")).is_err());
        assert!(try_parse(args("-O2")).is_err());
    }
}
