//! Read-only collection of what the instrumentation needs: the allocation sites the
//! runtime registers and the pointer values it checks, each with a dense id and a
//! human-readable description (for violation reports).

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;

use super::TABLE;

/// How an allocation site gets its run-time object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteKind {
    /// A defined global variable, registered at the start of `main`.
    Global,
    /// A function (target of function pointers), registered at the start of `main`.
    Function,
    /// An `alloca`, registered right after it (entry-block allocas: after the last one).
    Alloca,
    /// A heap allocation call, registered right after it with its size.
    Heap(HeapFn),
}

/// The heap allocation functions and where their size comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapFn {
    /// `malloc(size)`, `cormi_alloc_object(size)`.
    Size0,
    /// `calloc(n, size)`, `cormi_alloc_array(elem, n)`: the product of arguments 0 and 1.
    Product01,
    /// `realloc(p, size)`, `aligned_alloc(align, size)`: argument 1.
    Size1,
}

/// One allocation site: a global, a function, an alloca or an allocating call.
#[derive(Clone, Debug)]
pub struct Site {
    /// Dense id (index in the site list), the `site` argument of `__cormi_pts_alloc`.
    pub id: u32,
    /// The IR value (global, function or instruction).
    pub value: LLVMValueRef,
    /// How it is registered.
    pub kind: SiteKind,
    /// `function:line kind name`, for reports.
    pub desc: String,
}

/// Which pointer value a check point checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// The result of a `load` of a pointer.
    Load,
    /// The pointer result of a call.
    CallResult,
    /// A pointer parameter of a defined function that has uses, checked at entry.
    Argument,
}

/// One checked pointer value.
#[derive(Clone, Debug)]
pub struct CheckPoint {
    /// Dense id, the `value` argument of `__cormi_pts_check`.
    pub id: u32,
    /// The load, call or argument.
    pub value: LLVMValueRef,
    /// The function that holds it.
    pub function: LLVMValueRef,
    /// What it is.
    pub kind: CheckKind,
    /// `function:line kind name`, for reports.
    pub desc: String,
}

/// The defined `main`, if any.
pub fn main_function(m: LLVMModuleRef) -> Option<LLVMValueRef> {
    ir::functions(m).into_iter().find(|f| ir::name(*f) == "main" && ir::is_defined(*f))
}

/// Every allocation site, in a deterministic order: globals, functions, then each
/// function's allocas and allocating calls in instruction order.
pub fn sites(m: LLVMModuleRef) -> Vec<Site> {
    let mut out = Vec::new();
    let mut push = |value, kind, desc: String| {
        let id = out.len() as u32;
        out.push(Site { id, value, kind, desc });
    };
    for g in ir::globals(m) {
        if registers_global(g) {
            push(g, SiteKind::Global, format!("global @{}", ir::name(g)));
        }
    }
    for f in ir::functions(m) {
        if registers_function(f) {
            push(f, SiteKind::Function, format!("function @{}", ir::name(f)));
        }
    }
    for f in instrumented_functions(m) {
        for inst in ir::function_instructions(f) {
            if is_alloca(inst) {
                push(inst, SiteKind::Alloca, describe(f, inst, "alloca"));
            } else if let Some(h) = heap_fn(inst) {
                let callee = ir::direct_callee(inst).map(ir::name).unwrap_or_default();
                push(inst, SiteKind::Heap(h), describe(f, inst, &callee));
            }
        }
    }
    out
}

/// Every check point, in a deterministic order, keeping every `sample`-th one.
pub fn check_points(m: LLVMModuleRef, sample: usize) -> Vec<CheckPoint> {
    let mut all = Vec::new();
    for f in instrumented_functions(m) {
        for (i, p) in ir::params(f).into_iter().enumerate() {
            // An unused parameter is never observed, and optimised callers pass it
            // `poison` (whatever the register holds), so it is not checked.
            if is_ptr(p) && ir::has_uses(p) {
                all.push((p, f, CheckKind::Argument, describe_arg(f, p, i)));
            }
        }
        for inst in ir::function_instructions(f) {
            if !is_ptr(inst) {
                continue;
            }
            if ir::opcode(inst) == LLVMOpcode::LLVMLoad {
                all.push((inst, f, CheckKind::Load, describe(f, inst, "load")));
            } else if ir::opcode(inst) == LLVMOpcode::LLVMCall && checks_call_result(inst) {
                all.push((inst, f, CheckKind::CallResult, describe(f, inst, "call")));
            }
        }
    }
    all.into_iter()
        .step_by(sample.max(1))
        .enumerate()
        .map(|(id, (value, function, kind, desc))| CheckPoint { id: id as u32, value, function, kind, desc })
        .collect()
}

/// The heap allocation function a call calls, if any (see [`HeapFn`]).
pub fn heap_fn(inst: LLVMValueRef) -> Option<HeapFn> {
    if ir::opcode(inst) != LLVMOpcode::LLVMCall {
        return None;
    }
    let name = ir::name(ir::direct_callee(inst)?);
    match name.as_str() {
        "malloc" | "cormi_alloc_object" => Some(HeapFn::Size0),
        "calloc" | "cormi_alloc_array" => Some(HeapFn::Product01),
        "realloc" | "aligned_alloc" => Some(HeapFn::Size1),
        _ => None,
    }
}

/// Whether a call frees (or may move) the object its first argument points to.
pub fn frees(inst: LLVMValueRef) -> bool {
    ir::opcode(inst) == LLVMOpcode::LLVMCall && matches!(ir::direct_callee(inst).map(ir::name).as_deref(), Some("free" | "realloc" | "cormi_free"))
}

/// Defined functions that get instrumented (not the runtime's own, should it be linked in).
pub fn instrumented_functions(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    ir::functions(m).into_iter().filter(|f| ir::is_defined(*f) && !is_runtime(&ir::name(*f))).collect()
}

/// Whether a value has pointer type.
pub fn is_ptr(v: LLVMValueRef) -> bool {
    ir::is_pointer(ir::type_of(v))
}

/// Whether an instruction is an `alloca`.
pub fn is_alloca(inst: LLVMValueRef) -> bool {
    ir::opcode(inst) == LLVMOpcode::LLVMAlloca
}

fn is_runtime(name: &str) -> bool {
    name.starts_with("__cormi_pts_")
}

/// Globals with a definition in this module, other than LLVM's own (`llvm.*`) and ours.
fn registers_global(g: LLVMValueRef) -> bool {
    let name = ir::name(g);
    // SAFETY: `g` is a live global variable.
    let defined = unsafe { LLVMIsDeclaration(g) == 0 };
    defined && !name.starts_with("llvm.") && name != TABLE
}

/// Functions whose address a program can take: everything but intrinsics and the runtime.
fn registers_function(f: LLVMValueRef) -> bool {
    let name = ir::name(f);
    ir::intrinsic_id(f) == 0 && !is_runtime(&name)
}

/// Whether the pointer result of a call is checked: not for intrinsics, and not for
/// `musttail` calls (nothing may follow them but `ret`).
fn checks_call_result(call: LLVMValueRef) -> bool {
    // SAFETY: `call` is a live call instruction.
    let musttail = unsafe { LLVMGetTailCallKind(call) } == llvm_sys::LLVMTailCallKind::LLVMTailCallKindMustTail;
    let intrinsic = ir::direct_callee(call).map(|f| ir::intrinsic_id(f) != 0).unwrap_or(false);
    !musttail && !intrinsic
}

/// `@function arg N %name`.
fn describe_arg(f: LLVMValueRef, p: LLVMValueRef, i: usize) -> String {
    let name = ir::name(p);
    let name = if name.is_empty() { String::new() } else { format!(" %{name}") };
    format!("@{} arg {}{}", ir::name(f), i, name)
}

/// `@function:line what %name`.
fn describe(f: LLVMValueRef, inst: LLVMValueRef, what: &str) -> String {
    let line = ir::dbg_line(inst).map(|l| format!(":{l}")).unwrap_or_default();
    let name = ir::name(inst);
    if name.is_empty() {
        format!("@{}{} {}", ir::name(f), line, what)
    } else {
        format!("@{}{} {} %{}", ir::name(f), line, what, name)
    }
}
