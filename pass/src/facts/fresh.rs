//! Objects no call can reach: a pointer returned by an allocator (or by a function of
//! the program that returns such a pointer and keeps no copy of it) whose value this
//! function never stores into memory, passes to a call or turns into an integer. A call
//! gets its pointers from its arguments, globals and memory, so none of them leads to
//! such an object, and the call cannot change its bytes. [`super::tag_flow`] keeps the
//! tags known in it across calls (a parser's `v = mk(J_ARR);` before the recursive
//! calls that parse the items, `v->u.arr.items = items;` after them).
//!
//! A pointer kept in a stack slot that only loads and stores use (-O0 keeps `v` in one)
//! is followed through the slot's loads; a `return` of it is not a capture (the
//! function's calls are over by then).

use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// Library allocators whose result is a new object that nothing else points to (when
/// the program does not define them itself).
const ALLOCATORS: &[&str] =
    &["malloc", "calloc", "aligned_alloc", "memalign", "strdup", "strndup", "xmalloc", "xcalloc", "cormi_alloc_object", "cormi_alloc_array"];

/// Users followed from one pointer before the walk gives up (calls it captured).
const WALK_LIMIT: usize = 256;

/// The functions of a module that return fresh objects, and a cache of which pointers
/// are private (never captured) in their function.
#[derive(Debug, Default)]
pub struct Fresh {
    functions: HashSet<LLVMValueRef>,
    private: RefCell<HashMap<LLVMValueRef, bool>>,
}

impl Clone for Fresh {
    fn clone(&self) -> Self {
        Fresh { functions: self.functions.clone(), private: RefCell::default() }
    }
}

impl Fresh {
    /// The defined functions of `module` whose every non-null `return` gives a fresh,
    /// uncaptured object (least fixed point: a recursive parser returning `mk(...)`
    /// results is one).
    pub fn of(module: LLVMModuleRef) -> Fresh {
        let defined: Vec<LLVMValueRef> = ir::functions(module).into_iter().filter(|&f| ir::is_defined(f) && ir::is_pointer(ir::return_type(f))).collect();
        let mut fresh = Fresh::default();
        loop {
            let found: Vec<LLVMValueRef> = defined.iter().copied().filter(|f| !fresh.functions.contains(f) && fresh.returns_fresh(*f)).collect();
            if found.is_empty() {
                return fresh;
            }
            fresh.functions.extend(found);
        }
    }

    /// Whether no call of `v`'s function can reach the object the pointer `v` points
    /// to: `v` is a fresh object's pointer that the function never captures.
    pub fn is_private(&self, v: LLVMValueRef) -> bool {
        if let Some(&known) = self.private.borrow().get(&v) {
            return known;
        }
        let private = self.is_fresh_call(v) && uncaptured(v);
        self.private.borrow_mut().insert(v, private);
        private
    }

    /// Whether every pointer ever stored into the stack slot `slot` is private.
    pub fn is_private_slot(&self, slot: LLVMValueRef) -> bool {
        ir::is_instruction(slot) && ir::opcode(slot) == LLVMOpcode::LLVMAlloca && ir::only_loaded_and_stored(slot) && {
            let stored = stored_into(slot);
            !stored.is_empty() && stored.into_iter().all(|v| self.is_private(v))
        }
    }

    /// Whether `v` is a call of an allocator or of a function returning fresh objects.
    fn is_fresh_call(&self, v: LLVMValueRef) -> bool {
        if !ir::is_instruction(v) || !ir::is_call(v) {
            return false;
        }
        let Some(callee) = ir::direct_callee(v) else { return false };
        if ir::is_defined(callee) {
            return self.functions.contains(&callee);
        }
        ALLOCATORS.contains(&ir::name(callee).as_str())
    }

    /// Whether every non-null value `f` returns is fresh and uncaptured.
    fn returns_fresh(&self, f: LLVMValueRef) -> bool {
        let rets: Vec<LLVMValueRef> =
            ir::function_instructions(f).into_iter().filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet && ir::num_operands(i) == 1).collect();
        !rets.is_empty() && rets.into_iter().all(|r| self.fresh_value(ir::operand(r, 0), &mut HashSet::new()))
    }

    /// Whether `v` is null, a fresh call's uncaptured result, or a phi, select or
    /// tracked slot's load of such values.
    fn fresh_value(&self, v: LLVMValueRef, seen: &mut HashSet<LLVMValueRef>) -> bool {
        // SAFETY: value query on a live value.
        if unsafe { !llvm_sys::core::LLVMIsAConstantPointerNull(v).is_null() } {
            return true;
        }
        if !ir::is_instruction(v) || !seen.insert(v) || seen.len() > WALK_LIMIT {
            return false;
        }
        if ir::is_call(v) {
            return self.is_fresh_call(v) && uncaptured(v);
        }
        match ir::opcode(v) {
            LLVMOpcode::LLVMPHI => (0..ir::num_operands(v)).all(|k| self.fresh_value(ir::operand(v, k), seen)),
            LLVMOpcode::LLVMSelect => self.fresh_value(ir::operand(v, 1), seen) && self.fresh_value(ir::operand(v, 2), seen),
            LLVMOpcode::LLVMLoad => {
                let slot = ir::operand(v, 0);
                ir::is_instruction(slot) && ir::opcode(slot) == LLVMOpcode::LLVMAlloca && ir::only_loaded_and_stored(slot) && {
                    let stored = stored_into(slot);
                    !stored.is_empty() && stored.into_iter().all(|s| self.fresh_value(s, seen))
                }
            }
            _ => false,
        }
    }
}

/// The values stored into `slot`.
fn stored_into(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    ir::users(slot).into_iter().filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMStore && ir::operand(u, 1) == slot).map(|u| ir::operand(u, 0)).collect()
}

/// Whether the pointer `v` never leaves its function but by `return`: its uses (and
/// those of the addresses computed from it, and of the loads of a stack slot it is kept
/// in) load, store into, compare, or return it.
fn uncaptured(v: LLVMValueRef) -> bool {
    let mut steps = 0usize;
    !ir::users_reach(v, WALK_LIMIT, |x, user| {
        steps += 1;
        if steps > WALK_LIMIT {
            return None;
        }
        match ir::opcode(user) {
            LLVMOpcode::LLVMGetElementPtr if ir::operand(user, 0) == x => Some(vec![user]),
            LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMPHI => Some(vec![user]),
            LLVMOpcode::LLVMSelect if ir::operand(user, 0) != x => Some(vec![user]),
            LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMICmp | LLVMOpcode::LLVMRet => Some(Vec::new()),
            LLVMOpcode::LLVMStore if ir::operand(user, 0) != x => Some(Vec::new()),
            LLVMOpcode::LLVMStore => {
                let slot = ir::operand(user, 1);
                let tracked = ir::is_instruction(slot) && ir::opcode(slot) == LLVMOpcode::LLVMAlloca && ir::only_loaded_and_stored(slot);
                tracked.then(|| ir::users(slot).into_iter().filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMLoad).collect())
            }
            LLVMOpcode::LLVMCall => ir::direct_callee(user).filter(|c| ir::name(*c).starts_with("llvm.lifetime.")).map(|_| Vec::new()),
            _ => None,
        }
    })
}
