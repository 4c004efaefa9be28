//! Where the integer of a `ptrtoint` goes: whether it may become a pointer again. An
//! address turned into an integer that only feeds arithmetic, compares, branches and
//! printing (a pointer difference, an index, a `%zu` of it) keeps no object: the method
//! cannot reach the object through it after returning. Printing is safe here because a
//! program that parses text back into pointers makes the heap analysis expose every
//! address turned into an integer (the escape analysis' `exposed` check).

use crate::ir;
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
    let mut seen: HashSet<LLVMValueRef> = HashSet::from([ptrtoint]);
    let mut work = vec![ptrtoint];
    while let Some(x) = work.pop() {
        for user in ir::users(x) {
            if !ir::is_instruction(user) {
                return true;
            }
            let Some(next) = flows_into(x, user) else { return true };
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
