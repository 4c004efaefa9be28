//! `print<cormi-alias-checks>`: reads alias assertions in the program and checks them
//! against the heap analysis. The assertion functions are those of the SVF/PTABen alias
//! test suites; the rules below are the contract.
//!
//! An assertion is every direct call, in every defined function (reachable or not), to a
//! function named exactly `MAYALIAS`, `NOALIAS`, `MUSTALIAS`, `PARTIALALIAS`,
//! `EXPECTEDFAIL_MAYALIAS` or `EXPECTEDFAIL_NOALIAS`, or a C++-mangled form of one
//! (`_Z8MAYALIASPvS_`, reported under the plain name), declared or defined, any return
//! type, whose first two arguments are pointers `a` and `b` (an `sret` argument, the
//! storage of a large return value, is not counted). The calls are analysed like
//! any other call (declared ones have no effect) and read after solving.
//!
//! ANSWER ([`super::HeapAnalysis::alias_sets`]): `NoAlias` when no target of pts(a)
//! overlaps a target of pts(b), `MustAlias` when both are the same single concrete
//! location, else `MayAlias`; the answer does not depend on the assertion's kind, so
//! `PARTIALALIAS(&s, &s.b)` is `fail NoAlias` (distinct offsets of one object do not
//! overlap: targets are compared, not byte ranges). `ok` when MAYALIAS, MUSTALIAS,
//! PARTIALALIAS, EXPECTEDFAIL_NOALIAS get an answer other than NoAlias, and NOALIAS,
//! EXPECTEDFAIL_MAYALIAS get NoAlias.
//!
//! Output (stdout), one line per assertion in module order, then the summary:
//!
//! ```text
//! check <LINE> <KIND> <ok|fail> <ANSWER>
//! check-summary total=<N> ok=<K> fail=<F>
//! ```
//!
//! LINE is the call's `!dbg` line or 0. Nothing else printed starts with `check`.

use super::{AliasAnswer, HeapAnalysis};
use crate::context::{AnalysisContext, Changed};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::io::Write;

/// The assertion kinds, by their plain names.
pub const KINDS: [&str; 6] = ["MAYALIAS", "NOALIAS", "MUSTALIAS", "PARTIALALIAS", "EXPECTEDFAIL_MAYALIAS", "EXPECTEDFAIL_NOALIAS"];

/// The assertion kind named by a function name (plain or Itanium-mangled `_Z<len><name>...`).
pub fn kind_of(name: &str) -> Option<&'static str> {
    if let Some(k) = KINDS.iter().find(|k| **k == name) {
        return Some(k);
    }
    let rest = name.strip_prefix("_Z")?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let len: usize = digits.parse().ok()?;
    let ident = rest.get(digits.len()..digits.len() + len)?;
    KINDS.iter().find(|k| **k == ident).copied()
}

/// One assertion and its result.
#[derive(Debug, Clone)]
pub struct Check {
    /// The call instruction.
    pub call: LLVMValueRef,
    /// `!dbg` line, 0 without.
    pub line: u32,
    /// The assertion kind (plain name).
    pub kind: &'static str,
    /// The analysis's answer.
    pub answer: AliasAnswer,
    /// Whether the answer satisfies the assertion.
    pub ok: bool,
}

/// Whether `answer` satisfies assertion `kind`.
pub fn satisfied(kind: &str, answer: AliasAnswer) -> bool {
    match kind {
        "NOALIAS" | "EXPECTEDFAIL_MAYALIAS" => answer == AliasAnswer::NoAlias,
        _ => answer != AliasAnswer::NoAlias,
    }
}

/// Every assertion of the module, in module order, checked against `heap`.
pub fn collect(m: LLVMModuleRef, heap: &HeapAnalysis) -> Vec<Check> {
    let mut out = Vec::new();
    for f in ir::functions(m) {
        if !ir::is_defined(f) {
            continue;
        }
        for bb in ir::blocks(f) {
            for i in ir::block_instructions(bb) {
                if let Some(c) = check_of(i, heap) {
                    out.push(c);
                }
            }
        }
    }
    out
}

fn check_of(i: LLVMValueRef, heap: &HeapAnalysis) -> Option<Check> {
    use llvm_sys::LLVMOpcode as Op;
    if !matches!(ir::opcode(i), Op::LLVMCall | Op::LLVMInvoke | Op::LLVMCallBr) {
        return None;
    }
    let callee = ir::direct_callee(i)?;
    let kind = kind_of(&ir::name(callee))?;
    // A large return type is returned through an `sret` pointer argument: not `a`/`b`.
    let args: Vec<LLVMValueRef> = ir::call_args(i).into_iter().enumerate().filter(|&(k, _)| !is_sret(i, callee, k as u32)).map(|(_, a)| a).collect();
    if args.len() < 2 || !ir::is_pointer(ir::type_of(args[0])) || !ir::is_pointer(ir::type_of(args[1])) {
        return None;
    }
    let answer = heap.may_alias(args[0], args[1]);
    Some(Check { call: i, line: ir::dbg_line(i).unwrap_or(0), kind, answer, ok: satisfied(kind, answer) })
}

/// Whether argument `k` of call `i` (to `callee`) is an `sret` pointer.
fn is_sret(i: LLVMValueRef, callee: LLVMValueRef, k: u32) -> bool {
    use llvm_sys::core::{LLVMGetCallSiteEnumAttribute, LLVMGetEnumAttributeAtIndex, LLVMGetEnumAttributeKindForName};
    const SRET: &str = "sret";
    // SAFETY: attribute queries on the live call `i` and its callee; the name is passed with its
    // length, and parameter attributes are read only for k below the callee's parameter count.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(SRET.as_ptr() as *const _, SRET.len());
        // Attribute index k + 1 is argument k.
        !LLVMGetCallSiteEnumAttribute(i, k + 1, kind).is_null()
            || (k < llvm_sys::core::LLVMCountParams(callee) && !LLVMGetEnumAttributeAtIndex(callee, k + 1, kind).is_null())
    }
}

/// Writes the check lines and the summary.
pub fn print_alias_checks(m: LLVMModuleRef, heap: &HeapAnalysis, out: &mut dyn Write) -> std::io::Result<()> {
    let checks = collect(m, heap);
    let ok = checks.iter().filter(|c| c.ok).count();
    for c in &checks {
        writeln!(out, "check {} {} {} {}", c.line, c.kind, if c.ok { "ok" } else { "fail" }, c.answer)?;
    }
    writeln!(out, "check-summary total={} ok={} fail={}", checks.len(), ok, checks.len() - ok)
}

/// The `print<cormi-alias-checks>` pass.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    print_alias_checks(cx.raw_module(), &heap, out).map_err(|e| Diagnostics::from(Diagnostic::module_error(format!("cannot write output: {e}"))))?;
    Ok(Changed::No)
}
