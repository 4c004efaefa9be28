//! `cormi-cc`: the linker of a Rust program built through the cormi pass. Cargo runs it
//! as the program's linker (`.cargo/config.toml`: `linker = ".../cormi-cc"`,
//! `rustflags = ["-C", "linker-plugin-lto"]`), so every crate of the program arrives as
//! LLVM bitcode objects:
//!
//! ```text
//! rustc's link line --pick the program's bitcode (its own crates, not std, not the runtime)--> a.o b.o libmine.rlib
//!   --llvm-link (+ cormi-rt-helpers.bc)--> whole.bc --opt cormi<mode=M>,default<O2>--> lowered.bc
//!   --clang -c--> lowered.o --clang -fuse-ld=lld (the rest of rustc's line: std, the runtime)--> prog
//! ```
//!
//! The runtime's crates (`cormi`, `cormi_rt`, their dependencies; [`link_line::NATIVE_CRATES`],
//! `CORMI_NATIVE_CRATES`) stay on the line and lld compiles their bitcode. A link that
//! holds no remote call (a build script, a proc macro) runs `clang -fuse-ld=lld`
//! unchanged. Environment: `CORMI_MODE` (the pass's mode, as `cormicc --cormi-mode`),
//! `CORMI_CC_VERBOSE=1` (each command and step time on standard error),
//! `CORMI_CC_LOG=file` (appends the step times, the pass's own, and its remarks and
//! errors to `file`: cargo shows a link's output only when it fails), `CORMI_REMARKS=1`
//! (`-Rpass=cormi` and `-Rpass-missed=cormi`), `CORMI_KEEP_TEMPS=1`,
//! `CORMI_CC_LTO_CACHE=dir` (lld keeps its ThinLTO compiles of the native crates' bitcode
//! in `dir`: programs and modes that link the same runtime reuse them), and the
//! `CORMI_*` tool overrides of `cormicc`.
//! Exit status: 0, or 1 when a step fails (the pass's errors as `file:line:col: error:`).

#[allow(dead_code)]
#[path = "../diagnostics.rs"]
mod diagnostics;
mod link_line;
#[allow(dead_code)]
#[path = "../mpi.rs"]
mod mpi;
#[allow(dead_code)]
#[path = "../timing.rs"]
mod timing;
#[allow(dead_code)]
#[path = "../tools.rs"]
mod tools;

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;
use tools::Tools;

/// A failed step: the message to print (empty when the tool already printed).
struct Failure(String);

/// Settings from the environment.
struct Settings {
    verbose: bool,
    log: Option<PathBuf>,
    mode: Option<String>,
    remarks: bool,
    keep: bool,
    native: Vec<String>,
    lto_cache: Option<PathBuf>,
    /// The program being linked (the `-o` file's name): each log line starts with it, so
    /// that the lines of programs cargo links side by side can be told apart.
    program: String,
}

impl Settings {
    fn from_env() -> Settings {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        Settings {
            verbose: var("CORMI_CC_VERBOSE").is_some_and(|v| v != "0"),
            log: var("CORMI_CC_LOG").map(PathBuf::from),
            mode: var("CORMI_MODE"),
            remarks: var("CORMI_REMARKS").is_some_and(|v| v != "0"),
            keep: var("CORMI_KEEP_TEMPS").is_some_and(|v| v != "0"),
            native: var("CORMI_NATIVE_CRATES").map(|v| v.split(',').map(|s| s.trim().to_string()).collect()).unwrap_or_default(),
            lto_cache: var("CORMI_CC_LTO_CACHE").map(PathBuf::from),
            program: String::new(),
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(msg)) => {
            if !msg.is_empty() {
                eprintln!("cormi-cc: error: {msg}");
            }
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Failure> {
    let mut settings = Settings::from_env();
    let raw: Vec<OsString> = std::env::args_os().skip(1).collect();
    let args = link_line::expand_response_files(raw).map_err(|e| Failure(format!("response file: {e}")))?;
    settings.program = output_name(&args);
    let exe = std::env::current_exe().map_err(|e| Failure(format!("cannot locate cormi-cc itself: {e}")))?;
    let tools = Tools::find(&exe);
    let objects: Vec<(usize, PathBuf)> = link_line::inputs(&args, "o").into_iter().filter(|(_, p)| is_bitcode_file(p)).collect();
    let rlibs: Vec<(usize, PathBuf)> = link_line::inputs(&args, "rlib").into_iter().filter(|(_, p)| !link_line::native_crate(p, &settings.native)).collect();
    let program: Vec<&Path> = objects.iter().chain(&rlibs).map(|(_, p)| p.as_path()).collect();
    if link_line::is_shared(&args) || !program.iter().any(|p| has_marker(p)) {
        return exec(&settings, "link", &tools.clang, link_line::final_link(&args, &[], &[], None));
    }
    let missing: Vec<String> = tools.missing().into_iter().filter(|m| !m.contains("libcormi_rt.a")).collect();
    if !missing.is_empty() {
        return Err(Failure(format!("missing: {}", missing.join(", "))));
    }
    let temp = tempfile::Builder::new().prefix("cormi-cc-").tempdir().map_err(|e| Failure(format!("temporary directory: {e}")))?;
    let result = lower_and_link(&settings, &tools, &args, &objects, &rlibs, temp.path());
    if settings.keep {
        eprintln!("cormi-cc: temporary files kept in {}", temp.keep().display());
    }
    result
}

/// Links the program's bitcode with the helpers, runs the pass, compiles the result and
/// links it with the rest of rustc's line.
fn lower_and_link(s: &Settings, tools: &Tools, args: &[OsString], objects: &[(usize, PathBuf)], rlibs: &[(usize, PathBuf)], tmp: &Path) -> Result<(), Failure> {
    let start = Instant::now();
    let mut modules: Vec<PathBuf> = objects.iter().map(|(_, p)| p.clone()).collect();
    let mut replace = Vec::new();
    let mut drop: Vec<usize> = objects.iter().map(|(i, _)| *i).collect();
    for (k, (index, rlib)) in rlibs.iter().enumerate() {
        let dir = tmp.join(format!("rlib{k}"));
        let (bitcode, native) = extract(s, tools, rlib, &dir)?;
        modules.extend(bitcode);
        match native.is_empty() {
            true => drop.push(*index),
            false => {
                let archive = tmp.join(format!("rlib{k}-native.a"));
                let mut a: Vec<OsString> = vec!["rcs".into(), archive.clone().into()];
                a.extend(native.into_iter().map(OsString::from));
                exec(s, "archive", &llvm_tool(tools, "llvm-ar"), a)?;
                replace.push((*index, archive));
            }
        }
    }
    let whole = tmp.join("whole.bc");
    // rustc's modules and clang's helper bitcode name the same target differently
    // (x86_64-unknown-linux-gnu, x86_64-pc-linux-gnu): the warning about it is noise.
    let mut a: Vec<OsString> = vec!["--suppress-warnings".into()];
    a.extend(modules.iter().map(OsString::from));
    a.extend([tools.rt_bc.clone().into(), "-o".into(), whole.clone().into()]);
    exec(s, "link-ir", &tools.llvm_link, a)?;
    let lowered = tmp.join("lowered.bc");
    opt(s, tools, &whole, &lowered)?;
    let object = tmp.join("lowered.o");
    let a: Vec<OsString> = vec!["-c".into(), "-O2".into(), "-fPIC".into(), lowered.into(), "-o".into(), object.clone().into()];
    exec(s, "codegen", &tools.clang, a)?;
    let mut line = link_line::final_link(args, &drop, &replace, Some(&object));
    if let Some(dir) = &s.lto_cache {
        line.push(link_line::lto_cache_flag(dir));
    }
    let result = exec(s, "link", &tools.clang, line);
    log(s, "total", start.elapsed().as_secs_f64(), None);
    result
}

/// Extracts the members of `rlib` into `dir`: (bitcode objects, native objects); the
/// crate metadata is neither.
fn extract(s: &Settings, tools: &Tools, rlib: &Path, dir: &Path) -> Result<(Vec<PathBuf>, Vec<PathBuf>), Failure> {
    std::fs::create_dir_all(dir).map_err(|e| Failure(format!("{}: {e}", dir.display())))?;
    let rlib_abs = std::fs::canonicalize(rlib).map_err(|e| Failure(format!("{}: {e}", rlib.display())))?;
    let ar = llvm_tool(tools, "llvm-ar");
    trace(s, &ar, &["x".into(), rlib_abs.clone().into()]);
    let status = Command::new(&ar).arg("x").arg(&rlib_abs).current_dir(dir).status().map_err(|e| Failure(format!("cannot run {}: {e}", ar.display())))?;
    if !status.success() {
        return Err(Failure(format!("cannot extract {}", rlib.display())));
    }
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).map_err(|e| Failure(format!("{}: {e}", dir.display())))?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    let (bitcode, rest): (Vec<PathBuf>, Vec<PathBuf>) = entries.into_iter().partition(|p| is_bitcode_file(p));
    let native = rest.into_iter().filter(|p| p.extension().is_some_and(|e| e == "o")).collect();
    Ok((bitcode, native))
}

/// The LLVM tool `name` next to clang.
fn llvm_tool(tools: &Tools, name: &str) -> PathBuf {
    tools.clang.with_file_name(name)
}

/// Whether the file at `p` starts with LLVM bitcode's magic (raw or wrapped).
fn is_bitcode_file(p: &Path) -> bool {
    let mut head = [0u8; 4];
    std::fs::File::open(p).and_then(|mut f| f.read_exact(&mut head)).is_ok() && (head == *b"BC\xC0\xDE" || head == [0xDE, 0xC0, 0x17, 0x0B])
}

/// Whether the file at `p` names one of the cormi markers (its bitcode's string table
/// holds symbol names as plain bytes).
fn has_marker(p: &Path) -> bool {
    let Ok(bytes) = std::fs::read(p) else { return false };
    link_line::MARKERS.iter().any(|m| bytes.windows(m.len()).any(|w| w == *m))
}

/// `opt` with the cormi pass then `default<O2>`; its errors rewritten compiler-style.
fn opt(s: &Settings, tools: &Tools, input: &Path, out: &Path) -> Result<(), Failure> {
    let mut params: Vec<String> = s.mode.iter().map(|m| format!("mode={m}")).collect();
    // The log gets the pass's own time beside the opt step's (which includes O2).
    if s.verbose || s.log.is_some() {
        params.push("timings".into());
    }
    let cormi = if params.is_empty() { "cormi".to_string() } else { format!("cormi<{}>", params.join(";")) };
    let mut plugin = OsString::from("-load-pass-plugin=");
    plugin.push(&tools.plugin);
    let mut a: Vec<OsString> = vec![plugin, format!("-passes={cormi},default<O2>").into()];
    if s.remarks {
        a.extend(["-pass-remarks=cormi".into(), "-pass-remarks-missed=cormi".into()]);
    }
    a.extend([input.into(), "-o".into(), out.into()]);
    trace(s, &tools.opt, &a);
    let cannot = |e: std::io::Error| Failure(format!("cannot run {}: {e}", tools.opt.display()));
    let start = Instant::now();
    let mut child = Command::new(&tools.opt).args(&a).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().map_err(cannot)?;
    let mut stderr = Vec::new();
    let read = child.stderr.take().map(|mut e| e.read_to_end(&mut stderr));
    let (status, measured) = timing::wait(child, start).map_err(cannot)?;
    read.transpose().map_err(cannot)?;
    let text = String::from_utf8_lossy(&stderr);
    // The table was asked for only for the log: keep it off standard error.
    let asked = s.log.is_some() && !s.verbose;
    let (timings, rest): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| is_timings_line(l));
    if let Some(secs) = timings.iter().find_map(|l| pass_seconds(l)) {
        log_only(s, "pass", secs);
    }
    let shown = if asked { rest.iter().map(|l| format!("{l}\n")).collect() } else { text.to_string() };
    let shown = diagnostics::rewrite(&shown);
    let _ = std::io::stderr().write_all(shown.as_bytes());
    // Cargo shows a link's output only when it fails: the log keeps remarks and errors.
    append_log(s, &shown);
    finish(s, "opt", status, &measured)
}

/// A line of the pass's timings table (`cormi: phase timings ...`, `cormi:   heap  0.0121  70.4`).
fn is_timings_line(l: &str) -> bool {
    l.starts_with("cormi: phase timings") || l.starts_with("cormi:   ")
}

/// The whole pass's seconds from its table's last row (`cormi:   cormi pass  0.0301  75.0`).
fn pass_seconds(l: &str) -> Option<f64> {
    l.strip_prefix("cormi:   cormi pass")?.split_whitespace().next()?.parse().ok()
}

/// Appends a step's time (measured inside the tool) to the log file only.
fn log_only(s: &Settings, what: &str, secs: f64) {
    append_log(s, &format!("cormi-cc: step {what}: {secs:.3} s\n"));
}

/// Appends `text` to the log file, if there is one (errors writing it are ignored), each
/// line prefixed with `[program] `.
fn append_log(s: &Settings, text: &str) {
    if let (Some(file), false) = (&s.log, text.is_empty()) {
        if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(file) {
            let _ = f.write_all(prefixed(&s.program, text).as_bytes());
        }
    }
}

/// `text` with `[program] ` before each line (unchanged without a program name).
fn prefixed(program: &str, text: &str) -> String {
    if program.is_empty() {
        return text.to_string();
    }
    text.lines().map(|l| format!("[{program}] {l}\n")).collect()
}

/// The file name of the link's `-o` output (rustc passes `-o path`), or "".
fn output_name(args: &[OsString]) -> String {
    args.windows(2).find(|w| w[0] == "-o").and_then(|w| Path::new(&w[1]).file_name().map(|n| n.to_string_lossy().into_owned())).unwrap_or_default()
}

/// Runs a tool with inherited standard streams.
fn exec(s: &Settings, what: &str, tool: &Path, args: Vec<OsString>) -> Result<(), Failure> {
    trace(s, tool, &args);
    let cannot = |e: std::io::Error| Failure(format!("cannot run {}: {e}", tool.display()));
    let start = Instant::now();
    let child = Command::new(tool).args(&args).spawn().map_err(cannot)?;
    let (status, measured) = timing::wait(child, start).map_err(cannot)?;
    finish(s, what, status, &measured)
}

/// A step's time line (verbose, log) and its failure.
fn finish(s: &Settings, what: &str, status: std::process::ExitStatus, m: &timing::Measured) -> Result<(), Failure> {
    log(s, what, m.wall.as_secs_f64(), m.peak_kib);
    if status.success() {
        return Ok(());
    }
    // A tool that failed printed why; one killed by a signal could not.
    use std::os::unix::process::ExitStatusExt;
    Err(Failure(status.signal().map(|sig| killed_message(what, sig, m.peak_kib)).unwrap_or_default()))
}

/// Why a step ended without a word: killed by signal `sig` (the kernel's out-of-memory
/// killer sends SIGKILL), with its peak memory when measured.
fn killed_message(what: &str, sig: i32, peak_kib: Option<u64>) -> String {
    let peak = peak_kib.map(|k| format!(" after using {:.0} MiB", k as f64 / 1024.0)).unwrap_or_default();
    let hint = if sig == 9 { " (SIGKILL: the kernel's out-of-memory killer, when the machine ran out of memory)" } else { "" };
    format!("the {what} step was killed by signal {sig}{peak}{hint}")
}

/// Writes a step's time to standard error (verbose) and to the log file.
fn log(s: &Settings, what: &str, secs: f64, peak_kib: Option<u64>) {
    let line = timing::line(what, &timing::Measured { wall: std::time::Duration::from_secs_f64(secs), peak_kib }).replacen("cormicc", "cormi-cc", 1);
    if s.verbose {
        eprintln!("{line}");
    }
    append_log(s, &format!("{line}\n"));
}

/// Verbose: prints the command.
fn trace(s: &Settings, tool: &Path, args: &[OsString]) {
    if s.verbose {
        let words: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
        eprintln!("{} {}", tool.display(), words.join(" "));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn log_lines_name_the_program() {
        let args: Vec<std::ffi::OsString> = ["x.o", "-o", "/t/release/deps/workq-1a2b", "-lc"].iter().map(Into::into).collect();
        let name = super::output_name(&args);
        assert_eq!(name, "workq-1a2b");
        assert_eq!(super::prefixed(&name, "cormi-cc: step pass: 0.1 s\nremark\n"), "[workq-1a2b] cormi-cc: step pass: 0.1 s\n[workq-1a2b] remark\n");
        assert_eq!(super::prefixed("", "a\n"), "a\n");
    }

    use super::*;

    #[test]
    fn the_pass_time_comes_from_the_last_row_of_its_table() {
        let table = "cormi: phase timings (wall seconds of each phase alone, peak resident MiB after it)\ncormi:   heap                    0.0121     70.4\ncormi:   cormi pass              0.0301     75.0\n";
        let rows: Vec<&str> = table.lines().filter(|l| is_timings_line(l)).collect();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows.iter().find_map(|l| pass_seconds(l)), Some(0.0301));
    }

    #[test]
    fn a_step_killed_by_the_kernel_says_so() {
        let m = killed_message("opt", 9, Some(22 * 1024 * 1024));
        assert!(m.starts_with("the opt step was killed by signal 9 after using 22528 MiB"), "{m}");
        assert!(m.contains("out-of-memory killer"), "{m}");
        assert_eq!(killed_message("link", 11, None), "the link step was killed by signal 11");
    }

    #[test]
    fn diagnostics_are_not_timings() {
        assert!(!is_timings_line("main.rs:3:5: error: cormi: argument 1 of f: ..."));
        assert!(!is_timings_line("cormi: warning: something"));
        assert_eq!(pass_seconds("cormi:   heap 0.5 1.0"), None);
    }
}
