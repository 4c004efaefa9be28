//! The command line of each pipeline step (DESIGN.md, "The pipeline"):
//!
//! ```text
//! a.c b.c --clang -emit-llvm-- a.bc b.bc --llvm-link (+ cormi-rt-helpers.bc)-- whole.bc
//!   --opt -passes='cormi<mode=M>,default<On>'-- lowered.bc --clang-- prog (+ libcormi_rt.a)
//! ```
//!
//! With archives of bitcode members (`libw.a` of `cormicc -c` objects, as an input or
//! through `-L -l`): `llvm-link a.bc b.bc -o program.bc`, then `llvm-link --only-needed
//! program.bc libw.a -o with-libs.bc`, which the step above links with the helpers.
//!
//! Pure functions from options to argument vectors, so they are unit-tested without
//! running anything; `main.rs` runs them.

use crate::cli::Cli;
use crate::debug_info::{self, DebugInfo};
use crate::tools::Tools;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The kind of an input file, by extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// C source: compiled to bitcode.
    C,
    /// LLVM IR (`.ll` text or `.bc`): linked as is.
    Llvm,
    /// Object or archive (`.o`, `.a`, `.so`): passed to the final link.
    Native,
}

/// Classifies an input by extension; `None` for an unknown one.
pub fn input_kind(path: &Path) -> Option<InputKind> {
    match path.extension()?.to_str()? {
        "c" | "i" => Some(InputKind::C),
        "ll" | "bc" => Some(InputKind::Llvm),
        "o" | "a" | "so" => Some(InputKind::Native),
        _ => None,
    }
}

/// Whether `bytes` (the start of a file) are LLVM bitcode: raw (`BC` 0xC0DE) or in the
/// bitcode wrapper (0x0B17C0DE, little-endian), as `cormicc -c` and `clang -flto -c`
/// write into `.o` files. Such an object is a module of the whole program.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// The object `cormicc -c` writes for `src`: `-o` when given, else `src`'s file name
/// with `.o` in the current directory (as cc does).
pub fn object_name(src: &Path, output: Option<&Path>) -> PathBuf {
    match output {
        Some(o) => o.to_path_buf(),
        None => PathBuf::from(src.file_name().unwrap_or(src.as_os_str())).with_extension("o"),
    }
}

/// `-m` target options as clang flags (`-march=native`).
fn machine_flags(cli: &Cli) -> impl Iterator<Item = OsString> + '_ {
    cli.machine.iter().map(|m| format!("-m{m}").into())
}

/// The optimisation level flag for clang (`-O2`).
fn level(cli: &Cli) -> String {
    format!("-O{}", cli.opt)
}

/// `clang -emit-llvm -c src -o out` with the user's preprocessor, warning and codegen
/// flags and cormi's include directories. clang's own IR passes are disabled
/// (`-Xclang -disable-llvm-passes`, which also keeps sanitizer instrumentation for the
/// final step): opt runs the pipeline after the cormi pass, on the whole program.
pub fn compile(tools: &Tools, cli: &Cli, src: &Path, out: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = vec!["-emit-llvm".into(), "-c".into(), level(cli).into()];
    a.extend(["-Xclang".into(), "-disable-llvm-passes".into()]);
    // `realloc(NULL, n)` stays a realloc (LLVM would make it a malloc): the runtime's
    // realloc zeroes the block, so a vector's spare records hold NULL pointers.
    a.push("-fno-builtin-realloc".into());
    if let Some(std) = &cli.std {
        a.push(format!("-std={std}").into());
    }
    if cli.pthread || cli.mpi {
        a.push("-pthread".into());
    }
    a.extend(tools.mpi.compile.iter().map(OsString::from));
    a.extend(cli.define.iter().map(|d| format!("-D{d}").into()));
    a.extend(cli.undefine.iter().map(|d| format!("-U{d}").into()));
    a.extend(cli.warning.iter().filter(|w| !is_cormi_warning(w)).map(|w| format!("-W{w}").into()));
    a.extend(cli.flag.iter().filter_map(|f| compile_flag(f)).map(|f| format!("-f{f}").into()));
    a.extend(machine_flags(cli));
    a.extend(cli.compile.iter().map(OsString::from));
    a.extend(debug_info::compile_flags(cli).into_iter().map(OsString::from));
    a.extend(cli.include.iter().map(|i| format!("-I{i}").into()));
    for dir in &tools.include {
        a.push("-I".into());
        a.push(dir.into());
    }
    a.extend([src.into(), "-o".into(), out.into()]);
    a
}

/// A user's `-f` flag as the per-file compile gets it: `-fsanitize=fuzzer` loses
/// `fuzzer`, whose coverage instrumentation would split the `cormi_invoke` pattern the
/// pass reads; it runs in the final step, over the lowered program, with the other
/// sanitizers' passes ([`link_program`]). `None` when nothing is left.
fn compile_flag(f: &str) -> Option<String> {
    let Some(list) = f.strip_prefix("sanitize=") else { return Some(f.to_string()) };
    let kept: Vec<&str> = list.split(',').filter(|s| *s != "fuzzer").collect();
    (!kept.is_empty()).then(|| format!("sanitize={}", kept.join(",")))
}

/// `llvm-link modules... cormi-rt-helpers.bc -o out`: the whole program plus the rt-c
/// hot helpers (available_externally), linked *before* the pass so that generated
/// marshalers inline them (DESIGN.md, layout: rt-c).
pub fn link_ir(tools: &Tools, modules: &[&Path], out: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = modules.iter().map(|m| (*m).into()).collect();
    a.push(tools.rt_bc.clone().into());
    a.extend(["-o".into(), out.into()]);
    a
}

/// `llvm-link modules... -o out`: the program's own modules in one.
pub fn link_modules(modules: &[&Path], out: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = modules.iter().map(|m| (*m).into()).collect();
    a.extend(["-o".into(), out.into()]);
    a
}

/// `llvm-link --only-needed program archives... -o out`: the program whole, then only
/// the archive members (bitcode) it needs, as a linker picks archive members.
pub fn link_archives(program: &Path, archives: &[&Path], out: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = vec!["--only-needed".into(), program.into()];
    a.extend(archives.iter().map(|m| (*m).into()));
    a.extend(["-o".into(), out.into()]);
    a
}

/// Whether AddressSanitizer is requested (`-fsanitize=address`, alone or in a list).
pub fn address_sanitizer(cli: &Cli) -> bool {
    cli.flag.iter().filter_map(|f| f.strip_prefix("sanitize=")).any(|l| l.split(',').any(|s| s == "address"))
}

/// The symbol AddressSanitizer reads its default options from before `main`.
pub const ASAN_DEFAULTS_SYMBOL: &str = "__asan_default_options";

/// A C source defining [`ASAN_DEFAULTS_SYMBOL`] for an AddressSanitizer build: every new
/// block (malloc's, realloc's growth) reads as zeros up to 2 GiB, as the runtime's own
/// realloc zeroes what it grows a block by (ASan fills it with 0xbe otherwise, and spare
/// capacity sent whole held garbage pointers). `ASAN_OPTIONS` still overrides it. Strong:
/// the sanitizer's own definition is weak and comes first in the link.
pub const ASAN_DEFAULTS_SOURCE: &str = "const char *__asan_default_options(void) { return \"malloc_fill_byte=0:max_malloc_fill_size=2147483647\"; }\n";

/// Whether a sanitizer is requested (`-fsanitize=...`).
pub fn sanitizing(cli: &Cli) -> bool {
    cli.flag.iter().any(|f| f.starts_with("sanitize="))
}

/// The `-W` option that silences the pass's out-argument warnings (a method writing into
/// a pointer argument its caller reads after the call).
pub const NO_OUT_ARG_WARNINGS: &str = "no-cormi-out-args";

/// Whether `-W<w>` is the pass's (`-Wcormi-*`, `-Wno-cormi-*`, `-W[no-]error=cormi-*`),
/// not clang's.
fn is_cormi_warning(w: &str) -> bool {
    w.trim_start_matches("no-").trim_start_matches("error=").starts_with("cormi-")
}

/// Whether the pass's warnings fail the build: `-Werror` or `-Werror=cormi-out-args`, the
/// last of those and `-Wno-error`/`-Wno-error=cormi-out-args` winning, as in clang.
pub fn cormi_warnings_are_errors(cli: &Cli) -> bool {
    cli.warning.iter().fold(false, |on, w| match w.as_str() {
        "error" | "error=cormi-out-args" => true,
        "no-error" | "no-error=cormi-out-args" => false,
        _ => on,
    })
}

/// The `-passes=` pipeline: `cormi<mode=M>`, the pass that strips the debug info the
/// program does not `keep` ([`debug_info::strip_pass`]), then `default<On>` (none at
/// -O0); with `-v` the pass also prints its phases' timings (`cormi<mode=M;timings>`);
/// `-Wno-cormi-out-args` gives it `no-out-arg-warnings`.
pub fn pipeline(cli: &Cli, keep: DebugInfo) -> String {
    let mut params: Vec<String> = cli.mode.iter().map(|m| format!("mode={m}")).collect();
    if cli.verbose {
        params.push("timings".into());
    }
    if cli.warning.iter().any(|w| w == NO_OUT_ARG_WARNINGS) {
        params.push("no-out-arg-warnings".into());
    }
    let mut passes = vec![if params.is_empty() { "cormi".to_string() } else { format!("cormi<{}>", params.join(";")) }];
    passes.extend(debug_info::strip_pass(keep).map(String::from));
    if cli.opt != "0" {
        passes.push(format!("default<O{}>", cli.opt));
    }
    passes.join(",")
}

/// `opt -load-pass-plugin=P -passes=... in -o out` (`-S` for text IR), leaving the
/// debug info the program keeps.
pub fn run_opt(tools: &Tools, cli: &Cli, input: &Path, out: &Path, text: bool, keep: DebugInfo) -> Vec<OsString> {
    let mut plugin = OsString::from("-load-pass-plugin=");
    plugin.push(&tools.plugin);
    let mut a: Vec<OsString> = vec![plugin, format!("-passes={}", pipeline(cli, keep)).into()];
    a.extend(remark_options(cli).into_iter().map(OsString::from));
    if let Some(file) = &cli.remarks_output {
        let mut o = OsString::from("-pass-remarks-output=");
        o.push(file);
        a.extend([o, "-pass-remarks-filter=cormi".into()]);
    }
    if text {
        a.push("-S".into());
    }
    a.extend([input.into(), "-o".into(), out.into()]);
    a
}

/// opt's options for clang-style `-R` remarks: `-Rpass=X` -> `-pass-remarks=X`,
/// `-Rpass-missed=X` -> `-pass-remarks-missed=X`, `-Rpass-analysis=X` ->
/// `-pass-remarks-analysis=X`; anything else is kept for clang's compiles (`-R` flags
/// clang knows, none of which reach the cormi pass).
pub fn remark_options(cli: &Cli) -> Vec<String> {
    cli.remarks
        .iter()
        .filter_map(|r| {
            let (kind, regex) = r.split_once('=')?;
            let opt = match kind {
                "pass" => "-pass-remarks",
                "pass-missed" => "-pass-remarks-missed",
                "pass-analysis" => "-pass-remarks-analysis",
                _ => return None,
            };
            Some(format!("{opt}={regex}"))
        })
        .collect()
}

/// `clang lowered.bc natives... -o prog -L.. -l.. libcormi_rt.a -lpthread -ldl -lm`.
/// The IR is already optimised: clang only generates code (`-disable-llvm-passes`) at
/// the requested level, except with `-fsanitize=...`, whose instrumentation passes run
/// here, after the cormi pass (they were disabled in the per-file compiles).
pub fn link_program(tools: &Tools, cli: &Cli, bitcode: &Path, natives: &[&Path], out: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = vec![level(cli).into()];
    if !sanitizing(cli) {
        a.extend(["-Xclang".into(), "-disable-llvm-passes".into()]);
    }
    if cli.debug {
        a.push("-g".into());
    }
    a.extend(machine_flags(cli));
    a.push(bitcode.into());
    a.extend(natives.iter().map(|n| (*n).into()));
    a.extend(["-o".into(), out.into()]);
    a.extend(cli.libdir.iter().map(|l| format!("-L{l}").into()));
    a.extend(cli.link.iter().map(OsString::from));
    if leaves_static(&cli.link) {
        // The runtime's and the C library's shared objects follow: a static libc brings its
        // own malloc beside the runtime's (`-static` is refused for that reason).
        a.push("-Wl,-Bdynamic".into());
    }
    // Sanitizers need their runtime at link time too.
    a.extend(cli.flag.iter().filter(|f| f.starts_with("sanitize")).map(|f| format!("-f{f}").into()));
    if cli.pthread || cli.mpi {
        a.push("-pthread".into());
    }
    a.push(tools.rt_lib.clone().into());
    a.extend(tools.mpi.link.iter().map(OsString::from));
    a.extend(["-lpthread".into(), "-ldl".into(), "-lm".into()]);
    a
}

/// Whether the user's link items (`-l`, `-Wl,...`, `-Xlinker`) end in the linker's static
/// mode (`-Bstatic`, `-dn`, `-non_shared` after the last `-Bdynamic`/`-dy`/`-call_shared`),
/// which would make the libraries the link adds after them static.
fn leaves_static(linker: &[String]) -> bool {
    linker.iter().flat_map(|o| crate::cli::linker_words(o)).fold(false, |on, w| match w {
        "-Bstatic" | "-dn" | "-non_shared" => true,
        "-Bdynamic" | "-dy" | "-call_shared" => false,
        _ => on,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cli(s: &str) -> Cli {
        crate::cli::try_parse(std::iter::once("cormicc").chain(s.split_whitespace()).map(String::from)).unwrap()
    }

    fn tools() -> Tools {
        Tools::from_lookup(Path::new("/r/target/release/cormicc"), |_| None, |_| false)
    }

    fn strs(v: Vec<OsString>) -> Vec<String> {
        v.into_iter().map(|s| s.into_string().unwrap()).collect()
    }

    #[test]
    fn inputs_are_classified() {
        assert_eq!(input_kind(Path::new("a.c")), Some(InputKind::C));
        assert_eq!(input_kind(Path::new("x/b.ll")), Some(InputKind::Llvm));
        assert_eq!(input_kind(Path::new("lib.a")), Some(InputKind::Native));
        assert_eq!(input_kind(Path::new("README")), None);
    }

    #[test]
    fn pipeline_per_level_and_mode() {
        assert_eq!(pipeline(&cli("a.c"), DebugInfo::Full), "cormi");
        assert_eq!(pipeline(&cli("-O2 --cormi-mode=site a.c"), DebugInfo::Full), "cormi<mode=site>,default<O2>");
    }

    #[test]
    fn debug_info_the_program_does_not_keep_is_stripped_after_the_pass() {
        assert_eq!(pipeline(&cli("-O2 a.c"), DebugInfo::None), "cormi,cormi-strip-debug,default<O2>");
        assert_eq!(pipeline(&cli("a.c"), DebugInfo::LineTables), "cormi,strip-nonlinetable-debuginfo");
    }

    #[test]
    fn every_compile_has_debug_info_for_the_pass() {
        for flags in ["a.c", "-g0 a.c", "-gline-tables-only a.c"] {
            let a = strs(compile(&tools(), &cli(flags), Path::new("a.c"), Path::new("a.bc")));
            let last_g = a.iter().rposition(|x| x.starts_with("-g")).unwrap();
            assert_eq!(a[last_g], "-g", "{flags}: {a:?}");
        }
    }

    #[test]
    fn verbose_asks_the_pass_for_its_timings() {
        assert_eq!(pipeline(&cli("-v a.c"), DebugInfo::Full), "cormi<timings>");
        assert_eq!(pipeline(&cli("-Wall -Wno-cormi-out-args a.c"), DebugInfo::Full), "cormi<no-out-arg-warnings>");
        assert_eq!(pipeline(&cli("-v -O2 --cormi-mode=site a.c"), DebugInfo::Full), "cormi<mode=site;timings>,default<O2>");
    }

    #[test]
    fn compile_passes_user_flags_and_shim_includes() {
        let a = strs(compile(&tools(), &cli("-O2 -g -DX=1 -Iinc a.c"), Path::new("a.c"), Path::new("a.bc")));
        for want in ["-emit-llvm", "-O2", "-disable-llvm-passes", "-fno-builtin-realloc", "-g", "-DX=1", "-Iinc", "a.c", "a.bc"] {
            assert!(a.iter().any(|x| x == want), "{want} missing from {a:?}");
        }
        assert!(a.iter().any(|x| x.ends_with("frontend-shim/include")));
    }

    #[test]
    fn fuzzer_instrumentation_waits_for_the_final_step() {
        let c = strs(compile(&tools(), &cli("-fsanitize=fuzzer,address a.c"), Path::new("a.c"), Path::new("a.bc")));
        assert!(c.iter().any(|x| x == "-fsanitize=address"), "{c:?}");
        assert!(!c.iter().any(|x| x.contains("fuzzer")), "{c:?}");
        let c = strs(compile(&tools(), &cli("-fsanitize=fuzzer a.c"), Path::new("a.c"), Path::new("a.bc")));
        assert!(!c.iter().any(|x| x.contains("sanitize")), "{c:?}");
        assert!(address_sanitizer(&cli("-fsanitize=fuzzer,address a.c")));
        assert!(!address_sanitizer(&cli("-fsanitize=undefined a.c")));
        let l = strs(link_program(&tools(), &cli("-fsanitize=fuzzer,address a.c -o p"), Path::new("w.bc"), &[], &PathBuf::from("p")));
        assert!(l.iter().any(|x| x == "-fsanitize=fuzzer,address"), "{l:?}");
    }

    #[test]
    fn link_has_runtime_and_system_libraries_last() {
        let a = strs(link_program(&tools(), &cli("-lm a.c -o p"), Path::new("w.bc"), &[], &PathBuf::from("p")));
        let rt = a.iter().position(|x| x.ends_with("libcormi_rt.a")).unwrap();
        assert!(a.iter().position(|x| x == "-lm").unwrap() < rt);
        assert_eq!(&a[a.len() - 3..], ["-lpthread", "-ldl", "-lm"]);
    }

    #[test]
    fn mpi_programs_get_the_mpi_runtime_and_library() {
        let flags = crate::mpi::MpiFlags { compile: vec!["-I/mpi/include".into()], link: vec!["-L/mpi/lib".into(), "-lmpi".into()] };
        let t = tools().for_mpi(flags);
        let c = cli("--mpi a.c -o p");
        let link = strs(link_program(&t, &c, Path::new("w.bc"), &[], Path::new("p")));
        let rt = link.iter().position(|x| x.ends_with("mpi/release/libcormi_rt.a")).expect("the MPI runtime");
        assert_eq!(link[rt + 1..rt + 3], ["-L/mpi/lib", "-lmpi"], "{link:?}");
        assert!(link.contains(&"-pthread".to_string()));
        let comp = strs(compile(&t, &c, Path::new("a.c"), Path::new("a.bc")));
        assert!(comp.contains(&"-I/mpi/include".to_string()), "{comp:?}");
    }

    #[test]
    fn linker_options_reach_only_the_link() {
        let c = cli("-Wl,-rpath,/opt/x -Wall a.c -o p");
        let link = strs(link_program(&tools(), &c, Path::new("w.bc"), &[], Path::new("p")));
        assert!(link.contains(&"-Wl,-rpath,/opt/x".to_string()), "{link:?}");
        let comp = strs(compile(&tools(), &c, Path::new("a.c"), Path::new("a.bc")));
        assert!(!comp.iter().any(|x| x.contains("rpath")), "{comp:?}");
        assert!(comp.contains(&"-Wall".to_string()));
    }

    #[test]
    fn the_pass_warning_options_reach_only_the_pass() {
        let c = cli("-Wall -Wno-cormi-out-args a.c");
        let comp = strs(compile(&tools(), &c, Path::new("a.c"), Path::new("a.bc")));
        assert!(comp.contains(&"-Wall".to_string()), "{comp:?}");
        assert!(!comp.iter().any(|x| x.contains("cormi-out-args")), "{comp:?}");
    }

    #[test]
    fn werror_reaches_the_pass_warnings_and_its_cormi_form_only_the_pass() {
        assert!(cormi_warnings_are_errors(&cli("-Wall -Werror a.c")));
        assert!(cormi_warnings_are_errors(&cli("-Werror=cormi-out-args a.c")));
        assert!(!cormi_warnings_are_errors(&cli("-Werror -Wno-error=cormi-out-args a.c")));
        assert!(!cormi_warnings_are_errors(&cli("-Wall a.c")));
        let c = cli("-Werror=cormi-out-args -Wno-error=cormi-out-args a.c");
        let comp = strs(compile(&tools(), &c, Path::new("a.c"), Path::new("a.bc")));
        assert!(!comp.iter().any(|x| x.contains("cormi-out-args")), "{comp:?}");
    }

    #[test]
    fn a_link_left_static_ends_dynamic() {
        let link = |flags: &str| strs(link_program(&tools(), &cli(flags), Path::new("p.bc"), &[], Path::new("p")));
        let last_user = |a: &[String]| a.iter().rposition(|x| x.contains("static")).unwrap();
        let a = link("-Wl,-Bstatic a.c");
        assert_eq!(a[last_user(&a) + 1], "-Wl,-Bdynamic", "{a:?}");
        let a = link("-Xlinker -Bstatic a.c");
        assert!(a.contains(&"-Wl,-Bdynamic".to_string()), "{a:?}");
        for (flags, given) in [("-Wl,-Bstatic -lw -Wl,-Bdynamic a.c", 1), ("-Wl,-rpath,/x a.c", 0)] {
            assert_eq!(link(flags).iter().filter(|x| *x == "-Wl,-Bdynamic").count(), given, "{flags}");
        }
    }

    #[test]
    fn target_options_reach_compile_and_codegen() {
        let c = cli("-march=x86-64-v3 -mno-avx512f a.c");
        let comp = strs(compile(&tools(), &c, Path::new("a.c"), Path::new("a.bc")));
        let link = strs(link_program(&tools(), &c, Path::new("w.bc"), &[], Path::new("p")));
        for a in [&comp, &link] {
            assert!(a.contains(&"-march=x86-64-v3".to_string()) && a.contains(&"-mno-avx512f".to_string()), "{a:?}");
        }
    }

    #[test]
    fn bitcode_is_recognised_raw_and_wrapped() {
        assert!(is_bitcode(b"BC\xC0\xDE\x35\x14"));
        assert!(is_bitcode(&[0xDE, 0xC0, 0x17, 0x0B, 0, 0]));
        assert!(!is_bitcode(b"\x7fELF\x02\x01"));
        assert!(!is_bitcode(b"BC"));
    }

    #[test]
    fn objects_are_named_like_cc() {
        assert_eq!(object_name(Path::new("src/a.c"), None), PathBuf::from("a.o"));
        assert_eq!(object_name(Path::new("a.c"), Some(Path::new("x/b.o"))), PathBuf::from("x/b.o"));
    }

    #[test]
    fn opt_loads_the_plugin() {
        let a = strs(run_opt(&tools(), &cli("-O1 a.c"), Path::new("w.bc"), Path::new("o.ll"), true, DebugInfo::Full));
        assert_eq!(a[0], "-load-pass-plugin=/r/target/release/libcormi_pass.so");
        assert_eq!(a[1], "-passes=cormi,default<O1>");
        assert!(a.contains(&"-S".to_string()));
    }

    #[test]
    fn the_last_optimisation_level_wins() {
        assert_eq!(pipeline(&cli("-O2 -O0 a.c"), DebugInfo::Full), "cormi");
        assert_eq!(pipeline(&cli("-O0 -O2 a.c"), DebugInfo::Full), "cormi,default<O2>");
    }

    #[test]
    fn remarks_reach_opt() {
        let a = strs(run_opt(
            &tools(),
            &cli("-Rpass=cormi -Rpass-missed=cormi -Rpass-analysis=cor.* a.c"),
            Path::new("w.bc"),
            Path::new("o"),
            false,
            DebugInfo::Full,
        ));
        for want in ["-pass-remarks=cormi", "-pass-remarks-missed=cormi", "-pass-remarks-analysis=cor.*"] {
            assert!(a.contains(&want.to_string()), "{want} missing from {a:?}");
        }
        let a = strs(run_opt(&tools(), &cli("--remarks-output r.yaml a.c"), Path::new("w.bc"), Path::new("o"), false, DebugInfo::Full));
        assert!(a.contains(&"-pass-remarks-output=r.yaml".to_string()) && a.contains(&"-pass-remarks-filter=cormi".to_string()), "{a:?}");
    }
}
