//! Allocation wrappers: defined functions that return what an allocator inside them
//! returned, and do nothing else with it but initialise it, test it and free it on a
//! failure path (`void *xmalloc(size_t n) { void *p = malloc(n); if (!p) abort(); return
//! p; }`, a `new_buffer(size_t n)` that allocates and zeroes). A call of a wrapper is an
//! allocation site of its own (one abstract object per call, like a `malloc` call), so
//! objects of different types made through one wrapper keep their own layouts: the
//! analysis is otherwise context-insensitive and would merge them into one object.
//!
//! Found syntactically, before the constraints are built, in the IR the pass sees (local
//! variables still in stack slots): the returned value must come (through casts, phis,
//! selects and stack slots that hold nothing else) from allocator calls, and every use
//! of it must be one that keeps no copy of the pointer (a load or store through it, a
//! comparison, `memset`/`memcpy` into it, `free`). The size of the object made at a call
//! comes from the call's arguments when the allocator's size is a parameter.

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

/// Where a wrapper's allocation size comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum WrapperSize {
    /// Not known (computed in the wrapper, or several allocators disagree).
    Unknown,
    /// The wrapper's parameter `k`.
    Param(usize),
    /// The product of parameters `k` and `j` (calloc).
    Product(usize, usize),
    /// Computed inside as a count times this constant: an array of such elements.
    Elem(u64),
    /// A constant number of bytes (`calloc(1, sizeof *p)` in a `new_node(kind)`).
    Const(u64),
}

/// An allocation wrapper.
#[derive(Clone, Debug)]
pub(crate) struct Wrapper {
    /// The allocator calls inside it whose results it returns.
    pub allocs: Vec<LLVMValueRef>,
    /// The allocator's name (for the object's kind: `malloc`, `calloc`, ...).
    pub allocator: String,
    /// The size of what it returns.
    pub size: WrapperSize,
}

/// Allocators a wrapper may wrap, with the argument positions of their size (one, or
/// two multiplied).
fn allocator(name: &str) -> Option<&'static [usize]> {
    match name {
        "malloc" => Some(&[0]),
        "strdup" | "strndup" => Some(&[]),
        "calloc" => Some(&[0, 1]),
        "aligned_alloc" | "memalign" => Some(&[1]),
        _ => None,
    }
}

/// Functions a fresh pointer may be passed to without being kept: they write into it or
/// release it.
fn keeps_nothing(name: &str) -> bool {
    name == "free" || name == "memset" || name == "bzero" || name.starts_with("llvm.memset") || name.starts_with("llvm.lifetime")
}

/// The allocation wrappers among the defined functions of `m`, by function.
pub(crate) fn find(functions: &[LLVMValueRef]) -> HashMap<LLVMValueRef, Wrapper> {
    functions.iter().filter_map(|&f| wrapper(f).map(|w| (f, w))).collect()
}

/// Whether `f` is a wrapper, and of what.
fn wrapper(f: LLVMValueRef) -> Option<Wrapper> {
    let (_, ret_ty, variadic) = ir::signature(f);
    if variadic || !ir::is_pointer(ret_ty) || ir::blocks(f).is_empty() {
        return None;
    }
    let insts: Vec<LLVMValueRef> = ir::blocks(f).into_iter().flat_map(ir::block_instructions).collect();
    let slots: HashSet<LLVMValueRef> = insts.iter().copied().filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMAlloca && local_slot(i)).collect();
    let allocs: Vec<LLVMValueRef> = insts.iter().copied().filter(|&i| callee_name(i).is_some_and(|n| allocator(&n).is_some())).collect();
    if allocs.is_empty() {
        return None;
    }
    let fresh = fresh_values(&insts, &slots, &allocs);
    let rets: Vec<LLVMValueRef> = insts.iter().copied().filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet).collect();
    let returns_fresh = rets.iter().all(|&r| ir::num_operands(r) == 1 && (fresh.contains(&ir::operand(r, 0)) || is_null(ir::operand(r, 0))));
    if !returns_fresh || !fresh.iter().all(|&v| uses_keep_nothing(v, &fresh, &slots)) {
        return None;
    }
    let names: HashSet<String> = allocs.iter().filter_map(|&a| callee_name(a)).collect();
    let allocator = if names.len() == 1 { names.into_iter().next().unwrap_or_default() } else { "malloc".into() };
    let sizes: HashSet<Option<WrapperSize>> = allocs.iter().map(|&a| size_of(f, a, &slots)).collect();
    let size = match sizes.into_iter().collect::<Vec<_>>()[..] {
        [Some(s)] => s,
        _ => WrapperSize::Unknown,
    };
    Some(Wrapper { allocs, allocator, size })
}

/// The name of a direct call's callee.
fn callee_name(i: LLVMValueRef) -> Option<String> {
    if ir::opcode(i) != LLVMOpcode::LLVMCall {
        return None;
    }
    ir::direct_callee(i).map(ir::name)
}

fn is_null(v: LLVMValueRef) -> bool {
    // SAFETY: type queries on a live value.
    unsafe { !LLVMIsAConstantPointerNull(v).is_null() }
}

/// An alloca used only as the address of loads and stores (and lifetime markers): a local
/// variable whose value the analysis can follow.
pub(super) fn local_slot(a: LLVMValueRef) -> bool {
    ir::users(a).into_iter().all(|u| match ir::opcode(u) {
        LLVMOpcode::LLVMLoad => true,
        LLVMOpcode::LLVMStore => ir::operand(u, 1) == a && ir::operand(u, 0) != a,
        LLVMOpcode::LLVMCall => callee_name(u).is_some_and(|n| n.starts_with("llvm.lifetime") || n.starts_with("llvm.dbg")),
        _ => false,
    })
}

/// The values of `insts` that hold a fresh allocation: the allocator calls, their casts,
/// phis and selects of fresh values and null, and loads of slots into which only fresh
/// values and null are stored.
fn fresh_values(insts: &[LLVMValueRef], slots: &HashSet<LLVMValueRef>, allocs: &[LLVMValueRef]) -> HashSet<LLVMValueRef> {
    let mut fresh: HashSet<LLVMValueRef> = allocs.iter().copied().collect();
    loop {
        let before = fresh.len();
        for &i in insts {
            if fresh.contains(&i) {
                continue;
            }
            let ok = |v: LLVMValueRef| fresh.contains(&v) || is_null(v);
            let is_fresh = match ir::opcode(i) {
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => fresh.contains(&ir::operand(i, 0)),
                LLVMOpcode::LLVMPHI => {
                    (0..ir::num_operands(i)).all(|k| ok(ir::operand(i, k))) && (0..ir::num_operands(i)).any(|k| fresh.contains(&ir::operand(i, k)))
                }
                LLVMOpcode::LLVMSelect => {
                    ok(ir::operand(i, 1)) && ok(ir::operand(i, 2)) && (fresh.contains(&ir::operand(i, 1)) || fresh.contains(&ir::operand(i, 2)))
                }
                LLVMOpcode::LLVMLoad => {
                    let slot = ir::operand(i, 0);
                    slots.contains(&slot)
                        && ir::is_pointer(ir::type_of(i))
                        && stored_values(slot).iter().all(|&v| ok(v))
                        && stored_values(slot).iter().any(|v| fresh.contains(v))
                }
                _ => false,
            };
            if is_fresh {
                fresh.insert(i);
            }
        }
        if fresh.len() == before {
            return fresh;
        }
    }
}

/// The values stored into a slot.
pub(super) fn stored_values(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    ir::users(slot).into_iter().filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMStore && ir::operand(u, 1) == slot).map(|u| ir::operand(u, 0)).collect()
}

/// Whether every use of fresh value `v` keeps no copy of it outside `fresh` and the
/// slots.
fn uses_keep_nothing(v: LLVMValueRef, fresh: &HashSet<LLVMValueRef>, slots: &HashSet<LLVMValueRef>) -> bool {
    ir::users(v).into_iter().all(|u| match ir::opcode(u) {
        LLVMOpcode::LLVMRet | LLVMOpcode::LLVMICmp | LLVMOpcode::LLVMLoad => true,
        LLVMOpcode::LLVMStore => ir::operand(u, 0) != v || slots.contains(&ir::operand(u, 1)),
        LLVMOpcode::LLVMGetElementPtr => inside_only(u),
        LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect => fresh.contains(&u),
        LLVMOpcode::LLVMCall => writes_into(u, v),
        _ => false,
    })
}

/// Whether a call passes `v` only as the destination of a write or to `free`.
fn writes_into(call: LLVMValueRef, v: LLVMValueRef) -> bool {
    let Some(name) = callee_name(call) else { return false };
    if name.starts_with("llvm.dbg") {
        return true;
    }
    let args = ir::call_args(call);
    let dst_only = args.iter().skip(1).all(|&a| a != v);
    dst_only && (keeps_nothing(&name) || name == "memcpy" || name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove"))
}

/// Whether a GEP into a fresh object is only read or written through (or offset further,
/// or written into by memset/memcpy).
fn inside_only(gep: LLVMValueRef) -> bool {
    ir::users(gep).into_iter().all(|u| match ir::opcode(u) {
        LLVMOpcode::LLVMLoad => true,
        LLVMOpcode::LLVMStore => ir::operand(u, 0) != gep,
        LLVMOpcode::LLVMGetElementPtr => inside_only(u),
        LLVMOpcode::LLVMCall => writes_into(u, gep),
        _ => false,
    })
}

/// The size of allocator call `a` in terms of `f`'s parameters, or `None` for a size the
/// call cannot give (computed inside the wrapper).
fn size_of(f: LLVMValueRef, a: LLVMValueRef, slots: &HashSet<LLVMValueRef>) -> Option<WrapperSize> {
    let name = callee_name(a)?;
    let positions = allocator(&name)?;
    let args = ir::call_args(a);
    let consts: Option<Vec<i64>> = positions.iter().map(|&k| args.get(k).and_then(|&v| ir::const_int(ir::strip_int_casts(v)))).collect();
    if let Some(c) = consts.filter(|c| !c.is_empty()) {
        return c.iter().try_fold(1u64, |acc, &x| u64::try_from(x).ok().and_then(|x| acc.checked_mul(x))).map(WrapperSize::Const);
    }
    let params: Vec<Option<usize>> = positions.iter().map(|&k| args.get(k).and_then(|&v| param_index(f, v, slots))).collect();
    match params[..] {
        [Some(k)] => Some(WrapperSize::Param(k)),
        [Some(k), Some(j)] => Some(WrapperSize::Product(k, j)),
        [None] => args.get(positions[0]).and_then(|&v| crate::heap::libc_models::element_size(v)).map(WrapperSize::Elem),
        _ => None,
    }
}

/// Which parameter of `f` the value `v` is (through integer casts and a slot that holds
/// only that parameter).
fn param_index(f: LLVMValueRef, v: LLVMValueRef, slots: &HashSet<LLVMValueRef>) -> Option<usize> {
    let v = ir::strip_int_casts(v);
    if let Some(k) = ir::params(f).iter().position(|&p| p == v) {
        return Some(k);
    }
    if !ir::is_instruction(v) || ir::opcode(v) != LLVMOpcode::LLVMLoad || !slots.contains(&ir::operand(v, 0)) {
        return None;
    }
    match stored_values(ir::operand(v, 0))[..] {
        [only] => ir::params(f).iter().position(|&p| p == ir::strip_int_casts(only)),
        _ => None,
    }
}
