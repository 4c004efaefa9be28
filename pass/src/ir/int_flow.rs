//! The opcodes through which an integer value flows on (arithmetic, casts, `phi`,
//! `select`, `freeze`): the one list the walks that follow addresses held as integers
//! share, forward (from a value to the users that carry it) and backward (from a value
//! to the operands it is computed from).

use super::{num_operands, opcode, operand};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;

/// Which of the integer-carrying opcodes a walk follows; the rest are always followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntFlow {
    /// Whether a product carries its operands' value. A walk that looks for any integer
    /// that may hold an address follows it; one that proves a value is only an address
    /// rebuilt in registers leaves it out (a scaled address is no such rebuild).
    pub mul: bool,
}

impl IntFlow {
    /// Every integer-carrying opcode.
    pub const ALL: IntFlow = IntFlow { mul: true };
    /// Every one but `mul`.
    pub const NO_MUL: IntFlow = IntFlow { mul: false };

    /// Whether an instruction of opcode `op` computes an integer from its operands'
    /// values (a `select` from its two arms).
    pub fn carries(self, op: LLVMOpcode) -> bool {
        use LLVMOpcode::*;
        match op {
            LLVMAdd | LLVMSub | LLVMAnd | LLVMOr | LLVMXor | LLVMShl | LLVMLShr | LLVMAShr | LLVMZExt | LLVMSExt | LLVMTrunc | LLVMPHI | LLVMFreeze
            | LLVMSelect => true,
            LLVMMul => self.mul,
            _ => false,
        }
    }

    /// The operands instruction `v` computes its integer from (a `select`'s arms, not its
    /// condition); `None` when its opcode carries none.
    pub fn sources(self, v: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
        match opcode(v) {
            LLVMOpcode::LLVMSelect => Some(vec![operand(v, 1), operand(v, 2)]),
            op if self.carries(op) => Some((0..num_operands(v)).map(|k| operand(v, k)).collect()),
            _ => None,
        }
    }
}
