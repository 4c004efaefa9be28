//! Command line of `cormicc`, compiler style (like `mpicc`): `-O2 -g -I dir -DX=1 -lm
//! -pthread a.c b.c -o prog`, plus cormi's own `--cormi-mode=M` and `--emit-llvm`.
//!
//! clap parses it after [`normalize`] rewrites the few single-dash long flags that GCC
//! and clang accept (`-pthread`, `-std=c11`) into clap's `--long` form, so that the flags
//! users pass to a C compiler pass through unchanged.

use clap::{ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser};
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
    /// The `-l` libraries (as `-lNAME`) and the linker options, in command-line order: the
    /// order the link gets them in (`-Wl,-Bstatic -lfoo -Wl,-Bdynamic`, `--start-group`).
    #[arg(skip)]
    pub link: Vec<String>,
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
    /// Other compile options as written (`-pedantic`, `-w`, `-MMD -MP`, `-isystem DIR`,
    /// `-include FILE`, `-g3`): [`normalize`] turns the GCC flags a makefile passes into
    /// this option; each file's compile gets them.
    #[arg(long = "compile-option", value_name = "OPTION", action = ArgAction::Append, allow_hyphen_values = true, hide = true)]
    pub compile: Vec<String>,
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

/// Compile options passed through as written.
const COMPILE_FLAGS: &[&str] = &["-pedantic", "-pedantic-errors", "-w", "-ansi", "-MMD", "-MD", "-MP"];

/// Compile options that take a value, joined to it or as the next argument (clang takes
/// both forms joined).
const COMPILE_WITH_VALUE: &[&str] = &["-isystem", "-include", "-iquote", "-idirafter", "-imacros", "-MF", "-MT", "-MQ"];

/// Link options passed through as written (a static link is then refused: [`static_link`]).
const LINK_FLAGS: &[&str] = &["-static", "-static-pie", "-s", "-rdynamic", "-pie", "-no-pie", "-static-libgcc", "-shared-libgcc"];

/// Why a static program is refused, for the error after the option's name.
const STATIC_REFUSED: &str =
    "a static program cannot work with the cormi runtime: its malloc family (which records every heap block's size, so that objects can be sent) \
sits over the shared C library's malloc, and a static link brings libc.a's own malloc in beside it, so the program aborts at its first remote call; \
link dynamically (drop the option; -static-libgcc is fine), and copy the program with its shared libraries where it runs";

/// The first letters of the short options clap knows (`-O2`, `-Iinc`, `-c`, ...).
const SHORT_OPTIONS: &str = "OIDULlWmRfogcv";

/// Rewrites GCC-style single-dash long options into clap's form: `-pthread` to
/// `--pthread`, `-std=X` to `--std=X`, `-Wl,X` and `-Xlinker X` to `--linker-option`,
/// link-only flags (`-static`, `-rdynamic`) to `--linker-option`, compile-only flags
/// (`-pedantic`, `-MMD`, `-isystem DIR`, `-g3`) to `--compile-option` (`-g3` also to
/// `-g`, `-g` also to `--compile-option`), `-Ofast` to `-O3 -ffast-math`, `-Og` to `-O1`. Everything else is unchanged.
pub fn normalize<I: IntoIterator<Item = String>>(args: I) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.into_iter().peekable();
    while let Some(a) = it.next() {
        let mut value = || it.next().unwrap_or_default();
        match a.as_str() {
            "-pthread" => out.push("--pthread".to_string()),
            "-Ofast" => out.extend(["-O3".to_string(), "-ffast-math".to_string()]),
            "-Og" => out.push("-O1".to_string()),
            "-Xlinker" => out.extend(["--linker-option=-Xlinker".to_string(), format!("--linker-option={}", value())]),
            f if COMPILE_FLAGS.contains(&f) => out.push(format!("--compile-option={f}")),
            f if LINK_FLAGS.contains(&f) => out.push(format!("--linker-option={f}")),
            f if COMPILE_WITH_VALUE.contains(&f) => out.push(format!("--compile-option={f}{}", value())),
            f if COMPILE_WITH_VALUE.iter().any(|p| f.starts_with(p)) => out.push(format!("--compile-option={f}")),
            f if f.starts_with("-Wl,") => out.push(format!("--linker-option={f}")),
            f if f.starts_with("-std=") => out.push(format!("--std={}", &f[5..])),
            // The order of the `-g` flags decides the level (debug_info.rs).
            "-g" => out.extend(["-g".to_string(), "--compile-option=-g".to_string()]),
            "-g0" => out.push("--compile-option=-g0".to_string()),
            f if f.starts_with("-g") && f.len() > 2 => out.extend(["-g".to_string(), format!("--compile-option={f}")]),
            _ => out.push(a),
        }
    }
    out
}

/// A single-dash option clap would split into letters it does not know (`-foo` as
/// `-f -o -o`), named whole so the error says what was not understood.
fn unsupported(args: &[String]) -> Option<&String> {
    args.iter().skip(1).find(|a| {
        let b = a.as_bytes();
        b.len() > 2 && b[0] == b'-' && b[1] != b'-' && !SHORT_OPTIONS.contains(b[1] as char)
    })
}

/// The link option (normalized) that asks for a static program: `-static`,
/// `-static-pie`, or `-static`/`--static` handed to the linker (`-Wl,`, `-Xlinker`).
fn static_link(args: &[String]) -> Option<&str> {
    args.iter().filter_map(|a| a.strip_prefix("--linker-option=")).find(|o| linker_words(o).any(|w| matches!(w, "-static" | "-static-pie" | "--static")))
}

/// The words a linker option hands the linker: `-Wl,a,b` gives `a` and `b`; any other
/// option (`-Xlinker`'s value, `-static`) is one word.
pub fn linker_words(option: &str) -> impl Iterator<Item = &str> {
    option.strip_prefix("-Wl,").map_or_else(|| vec![option], |list| list.split(',').collect()).into_iter()
}

/// Parses `args` (with the program name first); exits with clap's message on error.
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Cli {
    let args = normalize(args);
    if let Some(a) = unsupported(&args) {
        eprintln!("cormicc: error: option '{a}' is not supported (cormicc passes clang the C compiler flags `cormicc --help` lists)");
        std::process::exit(2);
    }
    if let Some(a) = static_link(&args) {
        eprintln!("cormicc: error: option '{a}' is not supported: {STATIC_REFUSED}");
        std::process::exit(2);
    }
    from_normalized(args).unwrap_or_else(|e| e.exit())
}

/// Like [`parse`], but returns clap's error (for tests).
#[cfg(test)]
pub fn try_parse<I: IntoIterator<Item = String>>(args: I) -> Result<Cli, clap::Error> {
    from_normalized(normalize(args))
}

/// clap's parse of normalized `args`, with [`Cli::link`] filled in.
fn from_normalized(args: Vec<String>) -> Result<Cli, clap::Error> {
    let matches = Cli::command().try_get_matches_from(args)?;
    let mut cli = Cli::from_arg_matches(&matches)?;
    cli.link = link_order(&matches);
    Ok(cli)
}

/// The `-l` libraries and linker options in the order of the command line.
fn link_order(matches: &ArgMatches) -> Vec<String> {
    let mut items: Vec<(usize, String)> = Vec::new();
    for (id, prefix) in [("lib", "-l"), ("linker", "")] {
        if let (Some(at), Some(values)) = (matches.indices_of(id), matches.get_many::<String>(id)) {
            items.extend(at.zip(values).map(|(i, v)| (i, format!("{prefix}{v}"))));
        }
    }
    items.sort_by_key(|(i, _)| *i);
    items.into_iter().map(|(_, v)| v).collect()
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
    fn makefile_flags_pass_through() {
        let c = try_parse(args("-pedantic -w -MMD -MP -MF dep.d -isystem /sys/inc -include cfg.h -g3 -Ofast -static -Xlinker --as-needed a.c")).unwrap();
        assert_eq!(c.compile, vec!["-pedantic", "-w", "-MMD", "-MP", "-MFdep.d", "-isystem/sys/inc", "-includecfg.h", "-g3"]);
        assert!(c.debug);
        assert_eq!(c.opt, "3");
        assert_eq!(c.flag, vec!["fast-math"]);
        assert_eq!(c.linker, vec!["-static", "-Xlinker", "--as-needed"]);
        assert_eq!(c.inputs, vec![PathBuf::from("a.c")]);
    }

    #[test]
    fn libraries_and_linker_options_keep_their_order() {
        let c = try_parse(args("-Wl,-Bstatic -lfoo -Wl,-Bdynamic -l bar a.c -Xlinker --as-needed -lm")).unwrap();
        assert_eq!(c.link, vec!["-Wl,-Bstatic", "-lfoo", "-Wl,-Bdynamic", "-lbar", "-Xlinker", "--as-needed", "-lm"]);
    }

    #[test]
    fn static_links_are_found() {
        for flags in ["-static a.c", "-static-pie a.c", "-Wl,-O1,-static a.c", "-Xlinker -static a.c", "-Wl,--static a.c"] {
            assert!(static_link(&normalize(args(flags))).is_some(), "{flags}");
        }
        for flags in ["-static-libgcc a.c", "-Wl,-rpath,/x -pie a.c", "-lstatic a.c", "-Wl,-Bstatic -lw -Wl,-Bdynamic a.c"] {
            assert_eq!(static_link(&normalize(args(flags))), None, "{flags}");
        }
    }

    #[test]
    fn unknown_long_single_dash_options_are_named_whole() {
        let a = normalize(args("-O2 -Iinc -frobnicate -zz a.c"));
        assert_eq!(unsupported(&a).map(String::as_str), Some("-zz"));
        assert_eq!(unsupported(&normalize(args("-pedantic -ggdb a.c"))), None);
    }

    #[test]
    fn bad_level_and_missing_input_are_errors() {
        assert!(try_parse(args("-O7 a.c")).is_err());
        assert!(try_parse(args("-O2")).is_err());
    }
}
