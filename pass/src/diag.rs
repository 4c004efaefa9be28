//! Diagnostics (errors, warnings) and optimization remarks, as plain data, and their
//! emission through LLVM's diagnostic handler via the C++ shim (`pass/cpp/shim.cpp`).
//!
//! - Errors: `DiagnosticInfoUnsupported` with the `DiagnosticLocation` when the
//!   instruction (or function) has a debug location, so clang prints
//!   `file.c:L:C: error: cormi: ...` (clang shows `DiagnosticInfoGenericWithLoc` only as
//!   `error: file.c:L:C: ...` without mapping it to the source) and opt prints
//!   `error: file.c:L:C: in function f <type>: cormi: ...`; `DiagnosticInfoGeneric`
//!   otherwise, with the message naming the function (`error: cormi: in function 'f':
//!   ...`). Under `opt`, LLVM's default handler ends the process at an error (status
//!   1); [`Diagnostics::emit`] has the shim show every error of a batch first. clang
//!   prints every error and exits 1. The `in function f <IR type>:` part under opt is
//!   LLVM's rendering of `DiagnosticInfoUnsupported`; clang and cormicc print
//!   `file:line:col: error: cormi: ...` (driver/src/diagnostics.rs rewrites opt's).
//! - Remarks: `OptimizationRemark{,Missed,Analysis}` through `OptimizationRemarkEmitter`
//!   with pass name `cormi`, so `-Rpass=cormi`, `-pass-remarks=cormi`,
//!   `-pass-remarks-analysis=cormi` and `-pass-remarks-output=file.yaml` work.
//!
//! Passes build these values and return or [`Remark::emit`] them; the plugin entry emits
//! returned [`Diagnostics`]. Unit tests read them with [`Diagnostic::render`].

use crate::ir::{self, SourceLoc};
use inkwell::module::Module;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::ffi::{c_char, c_int, CString};
use std::fmt;

/// How bad a [`Diagnostic`] is. Discriminants are the shim's `Severity` argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Compilation fails.
    Error = 0,
    /// Reported, compilation continues.
    Warning = 1,
    /// Additional information.
    Note = 2,
}

impl Severity {
    fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// What a diagnostic or remark is about: an instruction, a function or the whole module.
/// The raw values belong to the module the pass runs on: render or emit a diagnostic
/// only while that module is alive (a unit test must render before dropping its
/// `Context`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// An instruction; its `!dbg` gives the source location when present.
    Instruction(LLVMValueRef),
    /// A function; its `DISubprogram` gives the source location when present.
    Function(LLVMValueRef),
    /// No particular place.
    Module,
}

impl At {
    /// The IR value, if any.
    fn value(self) -> Option<LLVMValueRef> {
        match self {
            At::Instruction(v) | At::Function(v) => Some(v),
            At::Module => None,
        }
    }

    /// The enclosing (or named) function, if any.
    fn function(self) -> Option<LLVMValueRef> {
        match self {
            At::Instruction(i) => Some(ir::parent_function(i)),
            At::Function(f) => Some(f),
            At::Module => None,
        }
    }

    /// The source location from debug info, if any.
    pub fn source_loc(self) -> Option<SourceLoc> {
        self.value().and_then(ir::source_loc)
    }
}

/// One error/warning/note: a message about a place in the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The reason, one sentence without a trailing period, e.g.
    /// "argument 2 of remote method 'Acc_f' has type i64, expected ptr".
    pub message: String,
    /// Where.
    pub at: At,
}

impl Diagnostic {
    /// An error about `at`.
    pub fn error(at: At, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, message: message.into(), at }
    }

    /// A warning about `at` (compilation goes on).
    pub fn warning(at: At, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, message: message.into(), at }
    }

    /// An error about no particular place.
    pub fn module_error(message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(At::Module, message)
    }

    /// The message as LLVM will show it after the location: the bare reason when there
    /// is a source location, else prefixed with `in function 'f': `.
    /// Rust symbols in it are shown as paths ([`crate::rust_names::readable`]).
    pub fn located_message(&self) -> String {
        let text = match (self.at.source_loc(), self.at.function()) {
            (None, Some(f)) => format!("in function '{}': {}", ir::name(f), self.message),
            _ => self.message.clone(),
        };
        crate::rust_names::readable(&text)
    }

    /// [`Diagnostic::located_message`] as emitted: without a source location it also
    /// names the call (or instruction) and says that `-g` gives file:line, e.g.
    /// `in function 'main': <reason> (at the cormi_invoke of Acc_sum, the 2nd remote call
    /// in 'main'; compile with -g for file:line)`.
    pub fn emitted_message(&self) -> String {
        let hint = match (self.at.source_loc(), self.at) {
            (Some(_), _) | (None, At::Module) => return self.located_message(),
            (None, At::Instruction(i)) => format!("at {}; ", describe_instruction(i)),
            (None, At::Function(_)) => String::new(),
        };
        format!("{} ({hint}compile with -g for file:line)", self.located_message())
    }

    /// A one-line rendering like clang's, for unit tests and logs:
    /// `file.c:3:7: error: reason` or `error: in function 'f': reason`.
    pub fn render(&self) -> String {
        match self.at.source_loc() {
            Some(loc) => format!("{loc}: {}: {}", self.severity.as_str(), self.located_message()),
            None => format!("{}: {}", self.severity.as_str(), self.located_message()),
        }
    }

    /// Reports this diagnostic to the LLVM context of `module` (see the module docs).
    /// Under `opt`, an error does not return: LLVM exits with status 1.
    pub fn emit(&self, module: &Module<'_>) {
        self.emit_in_batch(module, false)
    }

    /// [`Diagnostic::emit`]; with `more_follow`, an error does not end `opt` (more
    /// errors of the same batch follow; the last one does).
    fn emit_in_batch(&self, module: &Module<'_>, more_follow: bool) {
        let msg = c_string(&self.emitted_message());
        let at = self.at.value().unwrap_or(std::ptr::null_mut());
        // SAFETY: `module` is live and `at` belongs to it; the shim copies the message.
        unsafe { cormi_shim_diagnose(module.as_mut_ptr(), at, self.severity as c_int, msg.as_ptr(), more_follow as c_int) }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

/// What an instruction without a source location is, for a message: `the cormi_invoke
/// of Acc_sum, the 2nd remote call in 'main'`, `the call of free`, `a store`.
fn describe_instruction(i: LLVMValueRef) -> String {
    let f = ir::parent_function(i);
    if !ir::is_call(i) {
        return format!("a '{}' instruction", format!("{:?}", ir::opcode(i)).trim_start_matches("LLVM").to_lowercase());
    }
    let callee = ir::name(ir::stripped_called_operand(i));
    let Some(kind) = [crate::discovery::INVOKE, crate::discovery::CREATE].into_iter().find(|k| *k == callee) else {
        return format!("the call of {}", if callee.is_empty() { "a function pointer".to_string() } else { callee });
    };
    let sret = usize::from(ir::call_arg_has_attr(i, 0, "sret"));
    let method = ir::call_args(i).get(sret + 1).map(|&m| ir::name(ir::strip_casts(m))).unwrap_or_default();
    let remote: Vec<LLVMValueRef> = ir::function_instructions(f)
        .into_iter()
        .filter(|&c| ir::is_call(c) && [crate::discovery::INVOKE, crate::discovery::CREATE].contains(&ir::name(ir::stripped_called_operand(c)).as_str()))
        .collect();
    let n = remote.iter().position(|&c| c == i).map_or(0, |k| k + 1);
    let what = if kind == crate::discovery::INVOKE { "cormi_invoke" } else { "cormi_create" };
    format!("the {what} of {method}, the {} remote call in '{}'", ordinal(n), ir::name(f))
}

/// `1st`, `2nd`, `3rd`, `4th`, ... `11th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One or more diagnostics: the error type of every pass ([`crate::passes::PassFn`]).
/// `?` converts a single [`Diagnostic`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

impl Diagnostics {
    /// Every diagnostic rendered, one per line (for unit tests).
    pub fn render(&self) -> String {
        self.0.iter().map(Diagnostic::render).collect::<Vec<_>>().join("\n")
    }

    /// Emits every diagnostic in order (see [`Diagnostic::emit`]). Every error is shown,
    /// also under `opt`, whose default handler exits at an error: only the last error
    /// reaches it unwrapped.
    /// A diagnostic that repeats an earlier one word for word at the same place (the
    /// call sites of an unrolled loop share a source line) is shown once.
    pub fn emit(&self, module: &Module<'_>) {
        let mut seen = std::collections::HashSet::new();
        let shown: Vec<&Diagnostic> = self.0.iter().filter(|d| seen.insert((d.render(), d.emitted_message()))).collect();
        let last_error = shown.iter().rposition(|d| d.severity == Severity::Error);
        for (i, d) in shown.iter().enumerate() {
            d.emit_in_batch(module, last_error.is_some_and(|l| i < l));
        }
    }
}

impl From<std::io::Error> for Diagnostics {
    /// A printer's failed write to its output buffer, as a module-level error.
    fn from(e: std::io::Error) -> Self {
        Diagnostic::module_error(format!("cannot write output: {e}")).into()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

/// The three kinds of optimization remark. Discriminants are the shim's `Kind` argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// An optimisation was applied (`-Rpass=cormi`).
    Passed = 0,
    /// An optimisation was not applied, with the reason (`-Rpass-missed=cormi`).
    Missed = 1,
    /// A fact the analysis found (`-Rpass-analysis=cormi`).
    Analysis = 2,
}

/// One optimization remark of pass `cormi`: a kind, a remark name (the YAML `Name:`), a
/// place (an instruction or a defined function) and a message made of named arguments.
///
/// ```text
/// Remark::new(RemarkKind::Analysis, "CallSite", At::Instruction(call))
///     .text("remote call of ").arg("Method", "Acc_f").emit();
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// Passed, missed or analysis.
    pub kind: RemarkKind,
    /// Short CamelCase identifier of the decision, e.g. `HandleTableKept`.
    pub name: String,
    /// An instruction or a function with a body; `At::Module` remarks are dropped.
    pub at: At,
    /// `(key, value)` pieces; key `String` is plain text, others are named arguments
    /// (`ore::NV`) that appear under `Args:` in `-pass-remarks-output`.
    pub args: Vec<(String, String)>,
}

impl Remark {
    /// A remark with no message yet.
    pub fn new(kind: RemarkKind, name: impl Into<String>, at: At) -> Remark {
        Remark { kind, name: name.into(), at, args: Vec::new() }
    }

    /// Appends plain text.
    pub fn text(mut self, s: impl Into<String>) -> Remark {
        self.args.push(("String".into(), s.into()));
        self
    }

    /// Appends a named argument (shown as its value in the message).
    pub fn arg(mut self, key: impl Into<String>, value: impl ToString) -> Remark {
        self.args.push((key.into(), value.to_string()));
        self
    }

    /// The message as `-Rpass` shows it.
    pub fn message(&self) -> String {
        crate::rust_names::readable(&self.args.iter().map(|(_, v)| v.as_str()).collect::<String>())
    }

    /// Hands the remark to LLVM (filtered by `-pass-remarks*`; costs little when off).
    pub fn emit(&self) {
        let Some(value) = self.at.value() else { return };
        let name = c_string(&self.name);
        let keys: Vec<CString> = self.args.iter().map(|(k, _)| c_string(k)).collect();
        let vals: Vec<CString> = self.args.iter().map(|(_, v)| c_string(&crate::rust_names::readable(v))).collect();
        let kp: Vec<*const c_char> = keys.iter().map(|s| s.as_ptr()).collect();
        let vp: Vec<*const c_char> = vals.iter().map(|s| s.as_ptr()).collect();
        // SAFETY: all pointers live until the call returns; the shim copies them.
        unsafe { cormi_shim_remark(value, self.kind as c_int, name.as_ptr(), kp.len(), kp.as_ptr(), vp.as_ptr()) }
    }
}

/// Writes printer output to LLVM's `outs()` (standard output), in order with anything
/// else LLVM prints there.
pub fn write_stdout(bytes: &[u8]) {
    // SAFETY: the shim writes `len` bytes from `ptr` and flushes.
    unsafe { cormi_shim_write_stdout(bytes.as_ptr() as *const c_char, bytes.len()) }
}

/// A C string, with interior NULs replaced (messages come from IR names).
fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', "\\0")).expect("NULs were replaced")
}

extern "C" {
    /// Shim: reports a diagnostic of `severity` (0 error, 1 warning, 2 note) at `at`
    /// (an instruction, a function, or NULL) in `module`'s context; `more_follow`: more
    /// errors of the same batch follow (do not let opt exit yet).
    fn cormi_shim_diagnose(module: LLVMModuleRef, at: LLVMValueRef, severity: c_int, msg: *const c_char, more_follow: c_int);
    /// Shim: emits an optimization remark of `kind` (0 passed, 1 missed, 2 analysis).
    fn cormi_shim_remark(at: LLVMValueRef, kind: c_int, name: *const c_char, n: usize, keys: *const *const c_char, vals: *const *const c_char);
    /// Shim: writes to `llvm::outs()` and flushes.
    fn cormi_shim_write_stdout(ptr: *const c_char, len: usize);
}
