//! Where the integer of a `ptrtoint` goes: whether it may become a pointer again. An
//! address turned into an integer that only feeds arithmetic, compares, branches and
//! printing (a pointer difference, an index, a `%zu` of it) keeps no object: the method
//! cannot reach the object through it after returning. Printing is safe here because a
//! program that parses text back into pointers makes the heap analysis expose every
//! address turned into an integer (the escape analysis' `exposed` check).
//!
//! A pointer difference (`p - s`: the `sub` of two addresses) is an offset, not an
//! address: it may also be returned, to every caller of its function, as long as no
//! caller adds it to a pointer or turns it into one ([`difference_stays_integer`]).

use crate::ir;
use llvm_sys::core::{LLVMGetConstOpcode, LLVMIsAConstant, LLVMIsAConstantExpr, LLVMIsAGlobalVariable};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode as Op;
use std::collections::HashSet;

/// Values followed before the walk gives up (and answers "may").
const LIMIT: usize = 256;

/// Functions that only print their arguments (streams and buffers of text).
const PRINTS: &[&str] =
    &["printf", "fprintf", "dprintf", "sprintf", "snprintf", "asprintf", "syslog", "__printf_chk", "__fprintf_chk", "__sprintf_chk", "__snprintf_chk"];

/// Whether the integer that `ptrtoint` makes may become a pointer again: it reaches an
/// `inttoptr`, memory other than a stack slot of its function that is only loaded and
/// stored (whose loads are followed), a call other than printing, a return, or anything
/// this walk does not model; or the walk is too long.
pub fn may_become_pointer(ptrtoint: LLVMValueRef) -> bool {
    reaches_pointer(ptrtoint, false)
}

/// Whether `sub` is the difference of two addresses (`ptrtoint` operands, as C's `p - s`
/// compiles) whose result never becomes a pointer again: it only feeds arithmetic,
/// compares, branches, printing, private stack slots and returns, and every call of a
/// function returning it (direct, or the remote call intrinsic) uses the result the same
/// way. Adding it to a pointer (a GEP index) or `inttoptr` counts as becoming one
/// (`base + (p - q)` may re-form `p`).
pub fn difference_stays_integer(sub: LLVMValueRef) -> bool {
    is_difference(sub) && !reaches_pointer(sub, true)
}

/// Whether `v` is a `sub` of two `ptrtoint`s (instructions or constant expressions).
fn is_difference(v: LLVMValueRef) -> bool {
    let address = |x: LLVMValueRef| ir::is_instruction(x) && ir::opcode(x) == Op::LLVMPtrToInt || is_const_ptrtoint(x);
    ir::is_instruction(v) && ir::opcode(v) == Op::LLVMSub && address(ir::operand(v, 0)) && address(ir::operand(v, 1))
}

/// The walk of [`may_become_pointer`] from `start`; `returns`: a `ret` of the integer
/// follows the results of its function's calls instead of answering "may".
fn reaches_pointer(start: LLVMValueRef, returns: bool) -> bool {
    let mut seen: HashSet<LLVMValueRef> = HashSet::from([start]);
    let mut work = vec![start];
    while let Some(x) = work.pop() {
        for user in ir::users(x) {
            if !ir::is_instruction(user) {
                return true;
            }
            let step = match ir::opcode(user) {
                Op::LLVMRet if returns => call_results(ir::parent_function(user)),
                // A difference taken from this integer: an offset, followed on its own.
                Op::LLVMSub if !returns && is_difference(user) => (!reaches_pointer(user, true)).then(Vec::new),
                _ => flows_into(x, user),
            };
            let Some(next) = step else { return true };
            for n in next {
                if seen.insert(n) {
                    if seen.len() > LIMIT {
                        return true;
                    }
                    work.push(n);
                }
            }
        }
    }
    false
}

/// What the integer `x` flows into through `user` (empty: nowhere that can hold it);
/// `None` when it may become a pointer there.
fn flows_into(x: LLVMValueRef, user: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    match ir::opcode(user) {
        Op::LLVMAdd
        | Op::LLVMSub
        | Op::LLVMMul
        | Op::LLVMUDiv
        | Op::LLVMSDiv
        | Op::LLVMURem
        | Op::LLVMSRem
        | Op::LLVMAnd
        | Op::LLVMOr
        | Op::LLVMXor
        | Op::LLVMShl
        | Op::LLVMLShr
        | Op::LLVMAShr
        | Op::LLVMZExt
        | Op::LLVMSExt
        | Op::LLVMTrunc
        | Op::LLVMFreeze
        | Op::LLVMPHI
        | Op::LLVMSelect => is_integer(user).then(|| vec![user]),
        Op::LLVMICmp | Op::LLVMSwitch | Op::LLVMBr => Some(Vec::new()),
        Op::LLVMStore if ir::operand(user, 0) == x => private_slot_loads(ir::operand(user, 1)),
        Op::LLVMCall => {
            let printed = ir::direct_callee(user).is_some_and(|c| PRINTS.contains(&ir::name(c).as_str()));
            let arg = ir::call_args(user).contains(&x);
            (printed && arg).then(Vec::new)
        }
        _ => None,
    }
}

/// The results of every call of `f`: direct calls and remote calls through the invoke
/// intrinsic; `None` when `f` has another use (its address taken: unknown callers).
fn call_results(f: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    let mut out = Vec::new();
    for u in ir::users(f) {
        if !ir::is_instruction(u) {
            if !only_annotates(u) {
                return None;
            }
            continue;
        }
        let is_call = ir::opcode(u) == Op::LLVMCall;
        let direct = is_call && ir::direct_callee(u) == Some(f) && !ir::call_args(u).contains(&f);
        let remote = is_call
            && ir::direct_callee(u).is_some_and(|c| ir::name(c) == crate::discovery::INVOKE)
            && ir::call_args(u).iter().position(|&a| ir::strip_casts(a) == f) == Some(1);
        if !direct && !remote {
            return None;
        }
        out.push(u);
    }
    Some(out)
}

/// The loads of `addr` when it is a stack slot whose address goes nowhere but its loads
/// and stores, and every load reads an integer; `None` otherwise.
fn private_slot_loads(addr: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    let is_alloca = ir::is_instruction(addr) && ir::opcode(addr) == Op::LLVMAlloca;
    if !is_alloca || !ir::only_loaded_and_stored(addr) {
        return None;
    }
    let loads: Vec<LLVMValueRef> = ir::users(addr).into_iter().filter(|&u| ir::opcode(u) == Op::LLVMLoad).collect();
    loads.iter().all(|&l| is_integer(l)).then_some(loads)
}

fn is_integer(v: LLVMValueRef) -> bool {
    ir::int_width(ir::type_of(v)).is_some()
}

/// Whether `v` is a constant expression `ptrtoint` (a global's address).
fn is_const_ptrtoint(v: LLVMValueRef) -> bool {
    // SAFETY: kind check before reading the constant expression's opcode.
    unsafe { !LLVMIsAConstantExpr(v).is_null() && LLVMGetConstOpcode(v) == Op::LLVMPtrToInt }
}

/// Whether the constant `c` (a use of a function) only ends up in module metadata
/// globals (`llvm.global.annotations`, `llvm.used`): no code can call through it.
fn only_annotates(c: LLVMValueRef) -> bool {
    const META: &[&str] = &["llvm.global.annotations", "llvm.used", "llvm.compiler.used"];
    let mut work = vec![c];
    let mut steps = 0;
    while let Some(v) = work.pop() {
        steps += 1;
        // SAFETY: kind checks on live values.
        let global = unsafe { !LLVMIsAGlobalVariable(v).is_null() };
        if global {
            if !META.contains(&ir::name(v).as_str()) {
                return false;
            }
            continue;
        }
        // SAFETY: as above.
        let constant = unsafe { !LLVMIsAConstant(v).is_null() };
        if !constant || ir::is_instruction(v) || steps > LIMIT {
            return false;
        }
        work.extend(ir::users(v));
    }
    true
}
