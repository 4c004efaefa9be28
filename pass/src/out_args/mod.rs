//! Out-arguments: a remote method that writes into an object of a pointer argument's
//! graph works on its node's copy, so a caller that reads the object after the call
//! reads what it had before (C's "results through pointer arguments", the first shape of
//! almost every C API). Plain C would show the method's writes; cormi's arguments are
//! copies (DESIGN.md, "Object model"), so the pass warns where both halves are seen:
//!
//! - server side: an instruction of the method, or of a function it may call, writes
//!   into an object reachable from the formal's received copies (a store, an atomic, a
//!   `memcpy`/`memset` destination, a library call that fills a buffer: `snprintf`,
//!   `strcpy`, `fgets`, `read`, `qsort`, ...);
//! - client side: after the call site (the rest of its block and every block reachable
//!   from it, loops included), the caller loads from an object reachable from the actual
//!   argument, or passes a pointer into it to another call (`printf("%s", buf)`), or a
//!   function called after the site loads from it.
//!
//! Rust methods are left out: rustc's drop glue reads every argument after the call.
//! A warning never changes the program. Entry: [`OutArgs`] (asked through the context);
//! printer: [`print`] (`print<cormi-out-args>`); the `cormi` pass reports each as a
//! warning unless its `no-out-arg-warnings` flag is given (`cormicc -Wno-cormi-out-args`).

pub mod print;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::discovery::{CallSite, Discovery};
use crate::escape::call_graph::CallGraph;
use crate::heap::{AllocSite, CloneDir, HeapAnalysis, ObjectId};
use crate::ir;
use crate::sharing::graph::{self, hits};
use llvm_sys::core::LLVMGetInstructionParent;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeSet, HashSet};

/// One argument a method writes and its caller reads after the call.
#[derive(Clone, Debug)]
pub struct OutArg {
    /// The remote call.
    pub call: LLVMValueRef,
    /// `caller#ordinal`.
    pub site: String,
    /// The remote method.
    pub method_name: String,
    /// The user's argument number (1-based, after `self` for methods).
    pub arg: u32,
    /// The first instruction of the method side that writes into the argument's copy.
    pub write: LLVMValueRef,
    /// The first instruction after the call that reads the caller's object.
    pub read: LLVMValueRef,
}

/// Every out-argument, in discovery's site order, arguments in order.
#[derive(Clone, Debug, Default)]
pub struct OutArgs {
    /// The findings.
    pub found: Vec<OutArg>,
}

impl Analysis for OutArgs {
    const NAME: &'static str = "out-args";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        // Sites that send no pointer need no heap analysis.
        if !found.sites.iter().any(|s| s.args.iter().any(|a| ir::is_pointer(a.param_ty) && a.byval.is_none())) {
            return Ok(OutArgs::default());
        }
        let heap = cx.get::<HeapAnalysis>()?;
        let calls = cx.get::<CallGraph>()?;
        Ok(analyse(&found.sites, &heap, &calls))
    }
}

/// Runs the analysis over `sites` of the module that `heap` analysed and `calls` walked.
pub fn analyse(sites: &[CallSite], heap: &HeapAnalysis, calls: &CallGraph) -> OutArgs {
    let remote: HashSet<LLVMValueRef> = sites.iter().map(|s| s.call).collect();
    let mut out = OutArgs::default();
    for s in sites.iter().filter(|s| !is_rust_symbol(&ir::name(s.method))) {
        for (k, a) in s.args.iter().enumerate() {
            if !ir::is_pointer(a.param_ty) || a.byval.is_some() {
                continue;
            }
            let formal = ir::params(s.method)[a.param as usize];
            let copies = graph::reachable(heap, received(heap, formal, &s.method_name));
            let Some(write) = first_write(heap, calls.frame_of(s.method), &copies) else { continue };
            let mine = graph::reachable(heap, heap.points_to(a.value).iter().copied());
            let Some(read) = first_read_after(heap, calls, s.call, &mine, &remote) else { continue };
            out.found.push(OutArg { call: s.call, site: s.label(), method_name: s.method_name.clone(), arg: k as u32 + 1, write, read });
        }
    }
    out
}

/// Whether `name` is a mangled Rust symbol (legacy `_ZN...17h<hash>E` or v0 `_R`).
fn is_rust_symbol(name: &str) -> bool {
    name.starts_with("_R") || (name.starts_with("_ZN") && name.ends_with('E') && name.contains("17h"))
}

/// The unmarshaler's copies that `formal` of `method_name` points to.
fn received(heap: &HeapAnalysis, formal: LLVMValueRef, method_name: &str) -> Vec<crate::heap::Target> {
    let copy = |o: ObjectId| matches!(&heap.object(o).site, AllocSite::Clone { key, method, .. } if key.dir == CloneDir::Arg && method == method_name);
    heap.points_to(formal).iter().copied().filter(|t| copy(t.obj)).collect()
}

/// The first instruction of `frame` (in function order) that writes into `objects`.
fn first_write(heap: &HeapAnalysis, frame: HashSet<LLVMValueRef>, objects: &BTreeSet<ObjectId>) -> Option<LLVMValueRef> {
    if objects.is_empty() {
        return None;
    }
    let mut functions: Vec<LLVMValueRef> = frame.into_iter().collect();
    functions.sort_by_key(|f| ir::name(*f));
    functions.into_iter().flat_map(ir::function_instructions).find(|&i| written_pointers(i).iter().any(|&p| hits(heap.points_to(p), objects)))
}

/// The pointers whose objects `inst` writes into: a store's or atomic's address, a
/// memory intrinsic's destination, the buffers a library call fills.
fn written_pointers(inst: LLVMValueRef) -> Vec<LLVMValueRef> {
    match ir::opcode(inst) {
        LLVMOpcode::LLVMStore => vec![ir::operand(inst, 1)],
        LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => vec![ir::operand(inst, 0)],
        LLVMOpcode::LLVMCall => {
            let args = ir::call_args(inst);
            let callee = ir::direct_callee(inst).map(ir::name).unwrap_or_default();
            library_writes(&callee).iter().filter_map(|&k| args.get(k).copied()).collect()
        }
        _ => Vec::new(),
    }
}

/// The argument indices a library function or memory intrinsic writes through.
fn library_writes(callee: &str) -> &'static [usize] {
    let base = callee.strip_prefix("__").and_then(|c| c.strip_suffix("_chk")).unwrap_or(callee);
    if base.starts_with("llvm.memcpy") || base.starts_with("llvm.memmove") || base.starts_with("llvm.memset") {
        return &[0];
    }
    match base {
        "memcpy" | "memmove" | "mempcpy" | "memset" | "memccpy" | "bzero" | "explicit_bzero" | "strcpy" | "stpcpy" | "strncpy" | "stpncpy" | "strcat"
        | "strncat" | "sprintf" | "snprintf" | "vsprintf" | "vsnprintf" | "fgets" | "fread" | "qsort" | "strftime" => &[0],
        "bcopy" | "read" | "pread" | "recv" | "recvfrom" | "getline" | "getdelim" | "strerror_r" => &[1],
        "sscanf" | "vsscanf" => &[2, 3, 4, 5, 6, 7, 8, 9],
        _ => &[],
    }
}

/// The argument indices a library function or memory intrinsic only writes through (a
/// copy's destination, a buffer it fills), which are no reads of what they point to.
fn write_only_args(callee: &str) -> &'static [usize] {
    match library_writes(callee) {
        _ if callee.contains("strcat") || callee == "qsort" || callee == "getline" || callee == "getdelim" => &[],
        written => written,
    }
}

/// The first instruction that runs after `call` (in its block, then in every block
/// reachable from it) and reads `objects`: a load, a call that is given a pointer into
/// them (remote calls and `free` aside), or a call of a function whose frame loads them.
fn first_read_after(
    heap: &HeapAnalysis,
    calls: &CallGraph,
    call: LLVMValueRef,
    objects: &BTreeSet<ObjectId>,
    remote: &HashSet<LLVMValueRef>,
) -> Option<LLVMValueRef> {
    if objects.is_empty() {
        return None;
    }
    let after = instructions_after(call);
    let plain_call = |i: LLVMValueRef| matches!(ir::opcode(i), LLVMOpcode::LLVMCall) && !remote.contains(&i) && !frees_or_marks(i);
    let reads = |i: LLVMValueRef| match ir::opcode(i) {
        LLVMOpcode::LLVMLoad => hits(heap.points_to(ir::operand(i, 0)), objects),
        LLVMOpcode::LLVMCall if plain_call(i) => {
            let only_written = write_only_args(&ir::direct_callee(i).map(ir::name).unwrap_or_default());
            ir::call_args(i).iter().enumerate().any(|(k, &a)| !only_written.contains(&k) && ir::is_pointer(ir::type_of(a)) && hits(heap.points_to(a), objects))
        }
        _ => false,
    };
    if let Some(&i) = after.iter().find(|&&i| reads(i)) {
        return Some(i);
    }
    // Functions called after the call: each frame is scanned once, and only when the
    // frames together load the objects is the first such call looked for.
    let callees: Vec<(LLVMValueRef, LLVMValueRef)> =
        after.iter().filter(|&&i| plain_call(i)).filter_map(|&i| ir::direct_callee(i).filter(|f| ir::is_defined(*f)).map(|f| (i, f))).collect();
    let frames: HashSet<LLVMValueRef> = callees.iter().flat_map(|&(_, f)| calls.frame_of(f)).collect();
    if !frames.iter().any(|&f| function_loads(heap, f, objects)) {
        return None;
    }
    callees.into_iter().find(|&(_, f)| calls.frame_of(f).into_iter().any(|g| function_loads(heap, g, objects))).map(|(i, _)| i)
}

/// Calls that read nothing of their pointer arguments: deallocators and intrinsics other
/// than memory copies (lifetime markers, debug records).
fn frees_or_marks(call: LLVMValueRef) -> bool {
    let callee = ir::direct_callee(call).map(ir::name).unwrap_or_default();
    let copies = callee.starts_with("llvm.memcpy") || callee.starts_with("llvm.memmove");
    matches!(callee.as_str(), "free" | "cormi_free") || (callee.starts_with("llvm.") && !copies)
}

/// Whether `f` itself loads from `objects`.
fn function_loads(heap: &HeapAnalysis, f: LLVMValueRef, objects: &BTreeSet<ObjectId>) -> bool {
    ir::function_instructions(f).into_iter().any(|i| matches!(ir::opcode(i), LLVMOpcode::LLVMLoad) && hits(heap.points_to(ir::operand(i, 0)), objects))
}

/// The instructions after `call` in its block, then those of every block reachable from
/// its block's successors (each once, in a breadth-first order; the call's own block
/// again, whole, when a loop leads back to it).
fn instructions_after(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: parent query on a live instruction.
    let home: LLVMBasicBlockRef = unsafe { LLVMGetInstructionParent(call) };
    let own = ir::block_instructions(home);
    let at = own.iter().position(|&i| i == call).map_or(own.len(), |k| k + 1);
    let mut out: Vec<LLVMValueRef> = own[at..].to_vec();
    let mut seen: HashSet<LLVMBasicBlockRef> = HashSet::new();
    let mut queue: std::collections::VecDeque<LLVMBasicBlockRef> = ir::block_successors(home).into();
    while let Some(b) = queue.pop_front() {
        if !seen.insert(b) {
            continue;
        }
        out.extend(ir::block_instructions(b));
        queue.extend(ir::block_successors(b));
    }
    out
}
