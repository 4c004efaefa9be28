//! Small, read-only helpers over the LLVM C API (llvm-sys) that inkwell 0.11 lacks or
//! makes awkward: iteration (functions, globals, blocks, instructions), names and `%N`
//! slots, printed types and values, operands and call operands, constants, type
//! predicates, attributes, debug locations. The one set every analysis uses.
//!
//! Names say what they walk or strip: [`function_instructions`] (every instruction of a
//! function) vs [`block_instructions`] (one block); [`called_operand`] (the callee operand
//! as is) vs [`stripped_called_operand`] (pointer casts stripped) vs [`direct_callee`]
//! (the called function through aliases and casts, `None` when indirect).
//!
//! Every function takes a valid `LLVMValueRef`/`LLVMTypeRef` from a live module and never
//! changes the module. They are safe functions over raw handles, like inkwell's own
//! accessors: the handles come from the module a pass runs on, which outlives the pass.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;
use std::ffi::CStr;

mod calls;
mod constants;
mod debug_loc;
mod int_flow;
mod types;

pub use calls::*;
pub use constants::*;
pub use debug_loc::*;
pub use int_flow::IntFlow;
pub use types::*;

/// The name of a value (`""` for unnamed values).
pub fn name(value: LLVMValueRef) -> String {
    // SAFETY: LLVMGetValueName2 returns a pointer/length pair owned by the value.
    unsafe {
        let mut len = 0usize;
        let ptr = LLVMGetValueName2(value, &mut len);
        if ptr.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(ptr as *const u8, len)).into_owned()
    }
}

/// The function that contains an instruction.
pub fn parent_function(inst: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: an instruction in a module has a parent block and function.
    unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)) }
}

/// The module that contains an instruction.
pub fn module_of(inst: LLVMValueRef) -> LLVMModuleRef {
    // SAFETY: the function of an instruction in a module is a global of that module.
    unsafe { LLVMGetGlobalParent(parent_function(inst)) }
}

/// Every function of the module, in module order.
pub fn functions(module: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over a live module's function list.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            out.push(f);
            f = LLVMGetNextFunction(f);
        }
    }
    out
}

/// Every instruction of a function, in block order (see [`block_instructions`] for one
/// block).
pub fn function_instructions(function: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over a live function's blocks and instructions.
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(function);
        while !bb.is_null() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                out.push(inst);
                inst = LLVMGetNextInstruction(inst);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

/// The successor blocks of a block's terminator (none without a terminator).
pub fn block_successors(b: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: terminator and successor queries on a live block.
    unsafe {
        let t = LLVMGetBasicBlockTerminator(b);
        if t.is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(t)).map(|i| LLVMGetSuccessor(t, i)).collect()
    }
}

/// The function that holds an instruction or an argument; `None` for other values
/// (constants, globals).
pub fn value_function(value: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: kind queries on a live value; the parent is read only for an instruction
    // (inside a block of a function) or an argument.
    unsafe {
        if !LLVMIsAInstruction(value).is_null() {
            let b = LLVMGetInstructionParent(value);
            return (!b.is_null()).then(|| LLVMGetBasicBlockParent(b));
        }
        if !LLVMIsAArgument(value).is_null() {
            return Some(LLVMGetParamParent(value));
        }
        None
    }
}

/// Whether a value is a global value (a global variable, function, alias or ifunc).
pub fn is_global_value(value: LLVMValueRef) -> bool {
    // SAFETY: kind query on a live value.
    unsafe { !LLVMIsAGlobalValue(value).is_null() }
}

/// The IR text of a value as LLVM prints it (`ptr getelementptr (i8, ptr @g, i64 8)`).
pub fn value_str(value: LLVMValueRef) -> String {
    // SAFETY: LLVMPrintValueToString returns a heap string of a live value that we copy
    // and dispose.
    unsafe {
        let raw = LLVMPrintValueToString(value);
        let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        s
    }
}

/// The global variables of a module, in module order.
pub fn globals(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the global list of a live module.
    unsafe {
        let mut g = LLVMGetFirstGlobal(m);
        while !g.is_null() {
            out.push(g);
            g = LLVMGetNextGlobal(g);
        }
    }
    out
}

/// Whether a function has a body.
pub fn is_defined(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a live function.
    unsafe { LLVMIsDeclaration(f) == 0 }
}

/// The basic blocks of a function, in order.
pub fn blocks(f: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the blocks of a live function.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            out.push(b);
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

/// The instructions of one block, in order (see [`function_instructions`] for a whole
/// function).
pub fn block_instructions(b: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the instructions of a live block.
    unsafe {
        let mut i = LLVMGetFirstInstruction(b);
        while !i.is_null() {
            out.push(i);
            i = LLVMGetNextInstruction(i);
        }
    }
    out
}

/// The parameters of a function.
pub fn params(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `f` is a live function and `i` stays below its parameter count.
    unsafe {
        let n = LLVMCountParams(f);
        (0..n).map(|i| LLVMGetParam(f, i)).collect()
    }
}

/// Operand `i` of a user.
pub fn operand(v: LLVMValueRef, i: u32) -> LLVMValueRef {
    // SAFETY: `v` is a live user; callers pass an index below its operand count (fixed by the
    // opcode or checked against `num_operands`).
    unsafe { LLVMGetOperand(v, i) }
}

/// Number of operands of a user.
pub fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is a live user.
    unsafe { LLVMGetNumOperands(v).max(0) as u32 }
}

/// Whether `v` is an instruction.
pub fn is_instruction(v: LLVMValueRef) -> bool {
    // SAFETY: type query on a live value.
    unsafe { !LLVMIsAInstruction(v).is_null() }
}

/// `v` without integer-width casts (`zext`, `sext`, `trunc` instructions), as a size
/// expression passes through them (`malloc((size_t)n * 16)`).
pub fn strip_int_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    while is_instruction(v) && matches!(opcode(v), LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMTrunc) {
        v = operand(v, 0);
    }
    v
}

/// The opcode of an instruction.
pub fn opcode(i: LLVMValueRef) -> LLVMOpcode {
    // SAFETY: `i` is a live instruction.
    unsafe { LLVMGetInstructionOpcode(i) }
}

/// Printable names of a function's values: `%name`, or `%N` for unnamed ones, numbered
/// like LLVM's AsmWriter (unnamed arguments, then per block an unnamed block label and
/// the unnamed non-void instructions).
pub fn slot_names(f: LLVMValueRef) -> HashMap<LLVMValueRef, String> {
    let mut out = HashMap::new();
    let mut slot = 0u32;
    for p in params(f) {
        let n = name(p);
        if n.is_empty() {
            out.insert(p, format!("%{slot}"));
            slot += 1;
        } else {
            out.insert(p, format!("%{n}"));
        }
    }
    for b in blocks(f) {
        // SAFETY: `b` is a live block of `f`.
        unsafe {
            let bv = LLVMBasicBlockAsValue(b);
            if name(bv).is_empty() {
                slot += 1;
            }
        }
        for i in block_instructions(b) {
            let t = type_of(i);
            if type_kind(t) == LLVMTypeKind::LLVMVoidTypeKind {
                continue;
            }
            let n = name(i);
            if n.is_empty() {
                out.insert(i, format!("%{slot}"));
                slot += 1;
            } else {
                out.insert(i, format!("%{n}"));
            }
        }
    }
    out
}

/// Whether anything uses `v` (for a function: a call, an address taken, a remote
/// intrinsic's method operand).
pub fn has_uses(v: LLVMValueRef) -> bool {
    // SAFETY: use-list query on a live value.
    unsafe { !LLVMGetFirstUse(v).is_null() }
}

/// The address `v` steps from through GEPs (a local's `alloca` for its fields).
pub fn gep_base(mut v: LLVMValueRef) -> LLVMValueRef {
    while is_instruction(v) && opcode(v) == LLVMOpcode::LLVMGetElementPtr {
        v = operand(v, 0);
    }
    v
}

/// The byte offset a GEP adds to its base when it is a constant: rustc's
/// `getelementptr i8, ptr %p, i64 K`, or one whose indices are all zero.
pub fn byte_gep_offset(gep: LLVMValueRef) -> Option<i64> {
    let indices: Vec<i64> = (1..num_operands(gep)).map(|k| const_int(operand(gep, k))).collect::<Option<_>>()?;
    if indices.iter().all(|&i| i == 0) {
        return Some(0);
    }
    // SAFETY: type queries on a live GEP instruction.
    let byte = unsafe {
        let t = LLVMGetGEPSourceElementType(gep);
        type_kind(t) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 8
    };
    (byte && indices.len() == 1).then(|| indices[0])
}

/// A walk over the users of a value and of what it flows into, bounded to `limit`
/// values (a longer chain is beyond what the callers model): `step(x, user)` says
/// whether `user` of `x` is what the walk looks for (`None`), or which values it flows
/// into next. True when some step found it.
pub fn users_reach(v: LLVMValueRef, limit: usize, mut step: impl FnMut(LLVMValueRef, LLVMValueRef) -> Option<Vec<LLVMValueRef>>) -> bool {
    let mut seen: std::collections::HashSet<LLVMValueRef> = std::collections::HashSet::from([v]);
    let mut work = vec![v];
    while let Some(x) = work.pop() {
        for user in users(x).into_iter().filter(|&u| is_instruction(u)) {
            let Some(next) = step(x, user) else { return true };
            for n in next {
                if seen.len() < limit && seen.insert(n) {
                    work.push(n);
                }
            }
        }
    }
    false
}

/// Whether every use of the stack slot `slot` loads from it, stores into it (not stores
/// it) or marks its scope (`llvm.lifetime.start/end`, which read nothing): its address
/// goes nowhere else, so only those stores change it.
pub fn only_loaded_and_stored(slot: LLVMValueRef) -> bool {
    // SAFETY: use-list iteration over a live value.
    unsafe {
        let mut u = LLVMGetFirstUse(slot);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            let ok = match opcode(user) {
                LLVMOpcode::LLVMLoad => true,
                LLVMOpcode::LLVMCall => direct_callee(user).is_some_and(|c| name(c).starts_with("llvm.lifetime.")),
                LLVMOpcode::LLVMStore => operand(user, 1) == slot && operand(user, 0) != slot,
                _ => false,
            };
            if !ok {
                return false;
            }
            u = LLVMGetNextUse(u);
        }
        true
    }
}

/// The instructions (or constants) that use `v`, one per use.
pub fn users(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: use-list iteration over a live value.
    unsafe {
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            out.push(LLVMGetUser(u));
            u = LLVMGetNextUse(u);
        }
    }
    out
}

/// Whether the value `v` is never read: each use is an `extractvalue` whose value is
/// never read, or a store of it into a stack slot that is only ever written (the
/// temporary clang stores an ignored struct result into).
pub fn never_read(v: LLVMValueRef) -> bool {
    users(v).into_iter().all(|u| match opcode(u) {
        LLVMOpcode::LLVMExtractValue => never_read(u),
        LLVMOpcode::LLVMStore => operand(u, 0) == v && operand(u, 1) != v && written_only(operand(u, 1)),
        _ => false,
    })
}

/// Whether `p` is an `alloca`, or a GEP of one, whose slot is only ever written: every
/// use stores into it or into a GEP of it, or marks its scope.
fn written_only(p: LLVMValueRef) -> bool {
    let mut slot = p;
    while is_instruction(slot) && opcode(slot) == LLVMOpcode::LLVMGetElementPtr {
        slot = operand(slot, 0);
    }
    is_instruction(slot) && opcode(slot) == LLVMOpcode::LLVMAlloca && only_written(slot)
}

fn only_written(slot: LLVMValueRef) -> bool {
    only_written_by(slot, None)
}

/// Whether `slot`'s uses only write it (stores into it or a GEP of it, scope markers, or
/// `writer`, a call that gets it as its first operand and no other).
fn only_written_by(slot: LLVMValueRef, writer: Option<LLVMValueRef>) -> bool {
    users(slot).into_iter().all(|u| match opcode(u) {
        LLVMOpcode::LLVMStore => operand(u, 1) == slot && operand(u, 0) != slot,
        LLVMOpcode::LLVMGetElementPtr => operand(u, 0) == slot && only_written_by(u, None),
        LLVMOpcode::LLVMCall if Some(u) == writer => (1..num_operands(u)).all(|k| operand(u, k) != slot),
        LLVMOpcode::LLVMCall => direct_callee(u).is_some_and(|c| name(c).starts_with("llvm.lifetime.")),
        _ => false,
    })
}

/// Whether the result slot of `call` (its first operand, where a struct result returned
/// through memory is written: `sret`) is an `alloca` that nothing reads: clang's
/// temporary for a struct result the caller ignores.
pub fn result_slot_never_read(call: LLVMValueRef) -> bool {
    if num_operands(call) == 0 {
        return false;
    }
    let slot = operand(call, 0);
    is_instruction(slot) && opcode(slot) == LLVMOpcode::LLVMAlloca && only_written_by(slot, Some(call))
}

#[cfg(test)]
mod tests;
