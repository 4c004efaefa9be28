//! `cormicc`: the cormi compiler driver, like `mpicc`, so that a C build needs no more
//! than a different compiler name.
//!
//! `cormicc [-O0..3] [-g] [--cormi-mode=M] [--emit-llvm] [--mpi] [-I -D -L -l -m -Wl, -pthread] a.c b.c -o prog`
//! (or `-c a.c` to an object holding bitcode, linked later with `cormicc a.o b.o`)
//! compiles each C source to bitcode with clang-22, links the modules and the rt-c helper
//! bitcode with llvm-link, runs `opt` with the cormi pass (then `default<On>`), and links
//! the result against `libcormi_rt.a`. Temporary files live in a temporary directory that
//! is removed at exit (`--keep-temps` keeps it). Exit status: 0, or 1 when any step
//! fails (its messages on standard error; the pass's errors as `file:line:col: error:`).

mod archives;
mod cli;
mod debug_info;
mod diagnostics;
mod mpi;
mod steps;
mod timing;
mod tools;

use cli::Cli;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;
use steps::InputKind;
use tools::Tools;

/// A failed step: the message to print (may be empty when the tool already printed).
struct Failure(String);

fn main() -> ExitCode {
    let cli = cli::parse(std::env::args());
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(msg)) => {
            if !msg.is_empty() {
                eprintln!("cormicc: error: {msg}");
            }
            ExitCode::FAILURE
        }
    }
}

/// The whole pipeline.
fn run(cli: &Cli) -> Result<(), Failure> {
    let start = Instant::now();
    let exe = std::env::current_exe().map_err(|e| Failure(format!("cannot locate cormicc itself: {e}")))?;
    let mut tools = Tools::find(&exe);
    if cli.mpi {
        let mpicc = std::env::var("MPICC").ok().filter(|v| !v.is_empty()).unwrap_or_else(|| "mpicc".into());
        tools = tools.for_mpi(mpi::query(&mpicc).map_err(Failure)?);
    }
    let missing = tools.missing();
    if !missing.is_empty() {
        return Err(Failure(format!("missing: {}", missing.join(", "))));
    }
    let temp = tempfile::Builder::new().prefix("cormicc-").tempdir().map_err(|e| Failure(format!("temporary directory: {e}")))?;
    let result = run_in(cli, &tools, temp.path());
    if cli.keep_temps {
        let kept = temp.keep();
        eprintln!("cormicc: temporary files kept in {}", kept.display());
    }
    if cli.verbose {
        timing::report("total", &timing::Measured { wall: start.elapsed(), peak_kib: None });
    }
    result
}

/// The pipeline with temporary files in `tmp`.
fn run_in(cli: &Cli, tools: &Tools, tmp: &Path) -> Result<(), Failure> {
    if cli.compile_only {
        return compile_objects(cli, tools);
    }
    let (mut modules, natives) = front_end(cli, tools, tmp)?;
    let (archives, cli) = &bitcode_archives(cli)?;
    if !archives.is_empty() {
        // The program's modules first, then the archive members they need.
        let program = tmp.join("program.bc");
        let module_refs: Vec<&Path> = modules.iter().map(PathBuf::as_path).collect();
        exec(cli, "link-modules", &tools.llvm_link, steps::link_modules(&module_refs, &program))?;
        let with_libs = tmp.join("with-libs.bc");
        let archive_refs: Vec<&Path> = archives.iter().map(PathBuf::as_path).collect();
        exec(cli, "link-archives", &tools.llvm_link, steps::link_archives(&program, &archive_refs, &with_libs))?;
        modules = vec![with_libs];
    }
    let keep = kept_debug_info(cli, archives);
    let whole = tmp.join("whole.bc");
    let module_refs: Vec<&Path> = modules.iter().map(PathBuf::as_path).collect();
    exec(cli, "link-ir", &tools.llvm_link, steps::link_ir(tools, &module_refs, &whole))?;
    if cli.emit_llvm {
        let out = cli.output.clone().unwrap_or_else(|| PathBuf::from("-"));
        return opt(cli, tools, &whole, &out, true, keep);
    }
    let lowered = tmp.join("lowered.bc");
    opt(cli, tools, &whole, &lowered, false, keep)?;
    let mut natives = natives;
    if steps::address_sanitizer(cli) && !defines_asan_defaults(&whole, &natives) {
        let src = tmp.join("asan-defaults.c");
        std::fs::write(&src, steps::ASAN_DEFAULTS_SOURCE).map_err(|e| Failure(format!("{}: {e}", src.display())))?;
        natives.push(src);
    }
    let native_refs: Vec<&Path> = natives.iter().map(PathBuf::as_path).collect();
    let out = cli.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    exec(cli, "link", &tools.clang, steps::link_program(tools, cli, &lowered, &native_refs, &out))
}

/// The debug info the program keeps: what this command line asks for, or more when an
/// input module or archive was compiled with more (`cormicc -c -g`, see debug_info.rs).
fn kept_debug_info(cli: &Cli, archives: &[PathBuf]) -> debug_info::DebugInfo {
    let modules = cli.inputs.iter().filter(|i| link_kind(i) == Some(InputKind::Llvm));
    let from_inputs = modules.chain(archives).filter_map(|f| std::fs::read(f).ok()).map(|b| debug_info::in_module(&b));
    from_inputs.fold(debug_info::requested(cli), Ord::max)
}

/// Whether the program (its whole bitcode or a native input) names AddressSanitizer's
/// default-options function: then it sets its own options and cormicc adds none (two
/// definitions would not link).
fn defines_asan_defaults(whole: &Path, natives: &[PathBuf]) -> bool {
    let name = steps::ASAN_DEFAULTS_SYMBOL.as_bytes();
    std::iter::once(whole).chain(natives.iter().map(PathBuf::as_path)).any(|f| std::fs::read(f).is_ok_and(|b| b.windows(name.len()).any(|w| w == name)))
}

/// `-c`: compiles each C source to an object holding bitcode (no pass, no link); the
/// pass runs when the objects are linked into the whole program.
fn compile_objects(cli: &Cli, tools: &Tools) -> Result<(), Failure> {
    let sources: Vec<&PathBuf> = cli.inputs.iter().filter(|i| steps::input_kind(i) == Some(InputKind::C)).collect();
    if sources.len() != cli.inputs.len() {
        return Err(Failure("-c takes C sources only (.c, .i)".into()));
    }
    if cli.output.is_some() && sources.len() > 1 {
        return Err(Failure("cannot specify -o with -c and more than one source".into()));
    }
    for src in sources {
        let obj = steps::object_name(src, cli.output.as_deref());
        exec(cli, &format!("compile {}", src.display()), &tools.clang, steps::compile(tools, cli, src, &obj))?;
    }
    Ok(())
}

/// The kind of `input` for linking: a `.o` that holds bitcode (`cormicc -c`,
/// `clang -flto -c`) is a module of the whole program, not a native object.
fn link_kind(input: &Path) -> Option<InputKind> {
    let kind = steps::input_kind(input)?;
    if kind != InputKind::Native {
        return Some(kind);
    }
    let mut head = [0u8; 4];
    let bitcode = std::fs::File::open(input).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head)).is_ok() && steps::is_bitcode(&head);
    Some(if bitcode { InputKind::Llvm } else { InputKind::Native })
}

/// The archives among the inputs and the `-l` libraries (found in the `-L` directories)
/// whose members hold bitcode, and the options whose link items ([`Cli::link`]) lack
/// those `-l` (kept for an archive that also holds native members, which the final link
/// takes from it).
fn bitcode_archives(cli: &Cli) -> Result<(Vec<PathBuf>, Cli), Failure> {
    let holds_bitcode = |a: &Path| -> Result<archives::Members, Failure> { archives::members(a).map_err(|e| Failure(format!("{}: {e}", a.display()))) };
    let mut found = Vec::new();
    let mut rest = cli.clone();
    for input in cli.inputs.iter().filter(|i| i.extension().is_some_and(|e| e == "a")) {
        if holds_bitcode(input)?.bitcode {
            found.push(input.clone());
        }
    }
    for lib in &cli.lib {
        let Some(a) = archives::find_lib(lib, &cli.libdir) else { continue };
        let members = holds_bitcode(&a)?;
        if !members.bitcode {
            continue;
        }
        if !members.native {
            let named = format!("-l{lib}");
            rest.link.retain(|item| *item != named);
        }
        found.push(a);
    }
    Ok((found, rest))
}

/// Compiles C inputs to bitcode; returns (IR modules, native inputs).
fn front_end(cli: &Cli, tools: &Tools, tmp: &Path) -> Result<(Vec<PathBuf>, Vec<PathBuf>), Failure> {
    let mut modules = Vec::new();
    let mut natives = Vec::new();
    for (i, input) in cli.inputs.iter().enumerate() {
        match link_kind(input) {
            Some(InputKind::C) => {
                let stem = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                let bc = tmp.join(format!("{i}-{stem}.bc"));
                exec(cli, &format!("compile {}", input.display()), &tools.clang, steps::compile(tools, cli, input, &bc))?;
                modules.push(bc);
            }
            Some(InputKind::Llvm) => modules.push(input.clone()),
            // An archive of bitcode members is linked into the module
            // (bitcode_archives); one that also holds native members goes to the link too.
            Some(InputKind::Native) if input.extension().is_some_and(|e| e == "a") => match archives::members(input) {
                Ok(m) if m.bitcode && !m.native => {}
                _ => natives.push(input.clone()),
            },
            Some(InputKind::Native) => natives.push(input.clone()),
            None => return Err(Failure(format!("{}: unknown input kind (expected .c, .ll, .bc, .o, .a)", input.display()))),
        }
    }
    if modules.is_empty() {
        return Err(Failure("no C or LLVM input: the cormi pass needs the whole program".into()));
    }
    Ok((modules, natives))
}

/// Runs opt with the cormi pass; its standard error is rewritten so that the pass's
/// located errors read like compiler errors. With `-v` the pass prints its phases there
/// and the step's line follows. Under `-Werror` the pass's warnings are errors.
fn opt(cli: &Cli, tools: &Tools, input: &Path, out: &Path, text: bool, keep: debug_info::DebugInfo) -> Result<(), Failure> {
    let args = steps::run_opt(tools, cli, input, out, text, keep);
    trace(cli, &tools.opt, &args);
    let cannot = |e: std::io::Error| Failure(format!("cannot run {}: {e}", tools.opt.display()));
    let start = Instant::now();
    let mut child = Command::new(&tools.opt)
        .args(&args)
        .stdout(if out == Path::new("-") { Stdio::inherit() } else { Stdio::null() })
        .stderr(Stdio::piped())
        .spawn()
        .map_err(cannot)?;
    let mut stderr = Vec::new();
    let read = child.stderr.take().map(|mut e| e.read_to_end(&mut stderr));
    let (status, measured) = timing::wait(child, start).map_err(cannot)?;
    read.transpose().map_err(cannot)?;
    let mut shown = diagnostics::rewrite(&String::from_utf8_lossy(&stderr));
    let mut warned = false;
    if steps::cormi_warnings_are_errors(cli) {
        (shown, warned) = diagnostics::warnings_as_errors(&shown);
    }
    let _ = std::io::stderr().write_all(shown.as_bytes());
    finish(cli, "opt", status, &measured)?;
    if warned {
        // The errors are printed above, as clang prints its own under -Werror.
        return Err(Failure(String::new()));
    }
    Ok(())
}

/// Runs a tool (step `what`) with inherited standard streams; a failure is reported by
/// the tool.
fn exec(cli: &Cli, what: &str, tool: &Path, args: Vec<OsString>) -> Result<(), Failure> {
    trace(cli, tool, &args);
    let cannot = |e: std::io::Error| Failure(format!("cannot run {}: {e}", tool.display()));
    let start = Instant::now();
    let child = Command::new(tool).args(&args).spawn().map_err(cannot)?;
    let (status, measured) = timing::wait(child, start).map_err(cannot)?;
    finish(cli, what, status, &measured)
}

/// The end of a step: its `-v` line, and a failure when the tool failed (the tool has
/// said why).
fn finish(cli: &Cli, what: &str, status: std::process::ExitStatus, measured: &timing::Measured) -> Result<(), Failure> {
    if cli.verbose {
        timing::report(what, measured);
    }
    if status.success() {
        Ok(())
    } else {
        Err(Failure(String::new()))
    }
}

/// `-v`: prints the command.
fn trace(cli: &Cli, tool: &Path, args: &[OsString]) {
    if cli.verbose {
        let words: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
        eprintln!("{} {}", tool.display(), words.join(" "));
    }
}
