//! What the caller receives for a pointer result that may point inside an object the
//! serving node keeps (`Value::Graph` with an interior offset, the reply not freed): the
//! bytes from the pointer to the end of the member it points into, in a block of its own
//! that `free` accepts. A local call's `return self->status;` hands out a pointer the
//! caller never frees; a remote call's result is the caller's to free, so it cannot be a
//! pointer into the middle of a copy. (A pointer into an object handed over arrives in
//! a copy of the whole object, as from a local call: `plan::decide`.)
//!
//! The member comes from the method's returned values: a chain of typed GEPs (clang's
//! IR before optimisation) from a pointer to an object's start (`self`, a loaded field
//! `self->items`) names the member and its constant byte range; pointer arithmetic
//! stays inside it (C's rule for arrays). An array object (a string, a heap array) is
//! its own member: the bytes to its end. Anything else is an error naming the fix.

use crate::heap::{HeapAnalysis, Offset};
use crate::ir;
use crate::shape::{interior, Elems, NodeKind, Shapes};
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashSet;

/// How many bytes of its object an interior pointer result gives the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultExtent {
    /// From the pointer to byte `end` of the object: the end of the struct member the
    /// result points into (`start` is where the member begins, for the remark).
    Member {
        /// The member's first byte in the object.
        start: u64,
        /// One past the member's last byte in the object.
        end: u64,
    },
    /// From the pointer to the end of the object (an array, or a pointer moved over a
    /// whole struct's bytes): its extent less the offset.
    Object,
}

/// Where a pointer lies in the object it points into, as far as the IR tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Member {
    /// Anywhere in the object (its start, or arithmetic over its bytes).
    Whole,
    /// Inside the member of this byte range.
    Range(u64, u64),
    /// Not known.
    Unknown,
}

/// A pointer's constant offset in its object (if known) and its member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    at: Option<u64>,
    member: Member,
}

const UNKNOWN: Pos = Pos { at: None, member: Member::Unknown };

/// The extent of the result of `method`, a pointer into the objects of shape node
/// `root`; `what` names the result and `why` says what moves it (for the error).
pub fn of(method: LLVMValueRef, heap: &HeapAnalysis, shapes: &Shapes, root: usize, what: &str, why: &str) -> Result<ResultExtent, String> {
    let node = &shapes.nodes[root];
    let fix = "return a pointer to a block of its own instead (strdup, or malloc and memcpy), which the caller frees";
    match &node.kind {
        NodeKind::Array { elems: Elems::Scalars { .. }, .. } => Ok(ResultExtent::Object),
        NodeKind::Struct { size, ptr_fields, runtime, .. } => {
            let extent = member(method, heap).map_err(|cause| {
                format!(
                    "{what} points inside {}, and which member it points into is not known from the method's code{} (the caller receives the member's bytes in a block of its own); {fix}",
                    node.about,
                    lost_at(cause, why)
                )
            })?;
            let (start, end) = match extent {
                ResultExtent::Member { start, end } => (start, end),
                ResultExtent::Object if ptr_fields.is_empty() => return Ok(ResultExtent::Object),
                ResultExtent::Object => (0, *size),
            };
            if end > *size && !*runtime {
                return Err(format!("{what} points into bytes {start}..{end} of {}, past its {size} bytes ({why}); {fix}", node.about));
            }
            if let Some((off, _)) = ptr_fields.iter().find(|(off, _)| (start..end).contains(off)) {
                return Err(format!(
                    "{what} points into bytes {start}..{end} of {} ({why}), which hold a pointer at byte {off}: the caller receives those bytes in a block of its own, where the pointer would lead into a copy it cannot free; {fix}",
                    node.about
                ));
            }
            Ok(extent)
        }
        _ => Err(format!(
            "{what} points inside {} ({why}), whose elements hold pointers or whose layout has several variants: the caller receives the bytes from the pointer on in a block of its own, where those pointers would lead into a copy it cannot free; {fix}",
            node.about
        )),
    }
}

/// Why the member is not known: the method's first instruction (in the walk back from
/// its returns) where the pointer's place in its object is lost, or else `why` (what
/// moves the pointer in the whole program).
fn lost_at(cause: Option<LLVMValueRef>, why: &str) -> String {
    match cause {
        Some(i) if ir::opcode(i) == LLVMOpcode::LLVMRet => format!(": its returns point into different members ({})", interior::place(i)),
        Some(i) if ir::opcode(i) == LLVMOpcode::LLVMGetElementPtr => {
            format!(": the pointer arithmetic {} moves it by an amount only known at run time", interior::place(i))
        }
        Some(i) if ir::opcode(i) == LLVMOpcode::LLVMPHI => format!(": a loop {} moves it", interior::place(i)),
        Some(i) if ir::is_instruction(i) => format!(": {} {} may point anywhere in its object", value_what(i), interior::place(i)),
        _ => format!(" ({why})"),
    }
}

/// What a value that may point anywhere in its object is, for messages.
fn value_what(i: LLVMValueRef) -> String {
    match ir::opcode(i) {
        LLVMOpcode::LLVMLoad => "the pointer loaded".into(),
        LLVMOpcode::LLVMCall => interior::what(i),
        _ => "the pointer".into(),
    }
}

/// The member every value `method` returns lies in; else the instruction where it is
/// lost (`None` when none is found).
fn member(method: LLVMValueRef, heap: &HeapAnalysis) -> Result<ResultExtent, Option<LLVMValueRef>> {
    let mut w = Walk { heap, seen: HashSet::new(), lost: None };
    let mut joined: Option<Pos> = None;
    for bb in ir::blocks(method) {
        for i in ir::block_instructions(bb) {
            // NULL (or a sentinel) comes back as it is, whatever the member.
            if ir::opcode(i) == LLVMOpcode::LLVMRet && ir::num_operands(i) == 1 && !ir::is_unmapped_address(ir::operand(i, 0)) {
                let p = w.pos(ir::operand(i, 0));
                if let Some(j) = joined.filter(|j| j.member != p.member && p.member != Member::Unknown && j.member != Member::Unknown) {
                    w.lose(i);
                    joined = Some(join(j, p));
                    continue;
                }
                joined = Some(joined.map_or(p, |j| join(j, p)));
            }
        }
    }
    match joined.ok_or(None)?.member {
        Member::Whole => Ok(ResultExtent::Object),
        Member::Range(start, end) => Ok(ResultExtent::Member { start, end }),
        Member::Unknown => Err(w.lost),
    }
}

fn join(a: Pos, b: Pos) -> Pos {
    Pos { at: if a.at == b.at { a.at } else { None }, member: if a.member == b.member { a.member } else { Member::Unknown } }
}

/// The walk back from a method's returned values.
struct Walk<'h> {
    heap: &'h HeapAnalysis,
    /// Values being walked (a cycle through a phi is a loop moving the pointer).
    seen: HashSet<LLVMValueRef>,
    /// The first instruction where a pointer's place was lost.
    lost: Option<LLVMValueRef>,
}

impl Walk<'_> {
    /// Records `i` as where the place was lost (the first one found: the deepest).
    fn lose(&mut self, i: LLVMValueRef) -> Pos {
        if self.lost.is_none() && ir::is_instruction(i) {
            self.lost = Some(i);
        }
        UNKNOWN
    }

    /// Where `v` points in its object.
    fn pos(&mut self, v: LLVMValueRef) -> Pos {
        if !self.seen.insert(v) {
            return self.lose(v);
        }
        let p = self.pos_fresh(v);
        self.seen.remove(&v);
        p
    }

    fn pos_fresh(&mut self, v: LLVMValueRef) -> Pos {
        if !ir::is_instruction(v) {
            return self.start_or_unknown(v);
        }
        match ir::opcode(v) {
            LLVMOpcode::LLVMGetElementPtr => self.gep(v),
            LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => self.pos(ir::operand(v, 0)),
            LLVMOpcode::LLVMPHI => self.incoming(v, (0..ir::num_operands(v)).map(|k| ir::operand(v, k)).collect()),
            LLVMOpcode::LLVMSelect => self.incoming(v, vec![ir::operand(v, 1), ir::operand(v, 2)]),
            LLVMOpcode::LLVMLoad => {
                let slot = ir::operand(v, 0);
                let is_local = ir::is_instruction(slot) && ir::opcode(slot) == LLVMOpcode::LLVMAlloca;
                if is_local && ir::only_loaded_and_stored(slot) {
                    // A local variable (clang's `retval`, `p = ...; return p;`): every value stored.
                    let stored: Vec<LLVMValueRef> =
                        ir::users(slot).into_iter().filter(|u| ir::opcode(*u) == LLVMOpcode::LLVMStore).map(|s| ir::operand(s, 0)).collect();
                    return self.incoming(v, stored);
                }
                self.start_or_unknown(v)
            }
            _ => self.start_or_unknown(v),
        }
    }

    /// The join of `values` (a phi's, a select's, a local's stores); a value at an object's
    /// start wins over the walk when the heap analysis says so.
    fn incoming(&mut self, v: LLVMValueRef, values: Vec<LLVMValueRef>) -> Pos {
        if is_start(v, self.heap) {
            return Pos { at: Some(0), member: Member::Whole };
        }
        values.into_iter().filter(|&x| !ir::is_unmapped_address(x)).map(|x| self.pos(x)).reduce(join).unwrap_or(UNKNOWN)
    }

    fn start_or_unknown(&mut self, v: LLVMValueRef) -> Pos {
        if is_start(v, self.heap) {
            Pos { at: Some(0), member: Member::Whole }
        } else {
            self.lose(v)
        }
    }

    /// A GEP: its first index moves within the member its base lies in; the others step
    /// into struct members (which become the member) and array elements (which stay in
    /// it). A struct member of an element found by a run-time index stays in the member
    /// (or object) the elements lie in.
    fn gep(&mut self, v: LLVMValueRef) -> Pos {
        // SAFETY: a live GEP instruction.
        let mut ty = unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(v) };
        let lost = self.lost;
        let base = match self.pos(ir::operand(v, 0)) {
            b if b.member != Member::Unknown => b,
            _ if typed_start(v, ty, self.heap) => {
                self.lost = lost;
                Pos { at: Some(0), member: Member::Whole }
            }
            _ => return UNKNOWN,
        };
        let mut at = step(base.at, ir::const_int(ir::operand(v, 1)), ir::alloc_size(ty, v));
        let mut member = base.member;
        for k in 2..ir::num_operands(v) {
            let index = ir::const_int(ir::operand(v, k));
            match ir::type_kind(ty) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    let Some(j) = index else { return self.lose(v) };
                    let (off, field) = field_of(ty, j as u32, v);
                    at = at.map(|a| a + off);
                    ty = field;
                    member = match at {
                        // A flexible array member: its bytes run to the object's end.
                        Some(_) if is_empty_array(ty) => Member::Whole,
                        Some(a) => Member::Range(a, a + ir::alloc_size(ty, v)),
                        None => member,
                    };
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    // SAFETY: an array or vector type.
                    ty = unsafe { llvm_sys::core::LLVMGetElementType(ty) };
                    at = step(at, index, ir::alloc_size(ty, v));
                }
                _ => return self.lose(v),
            }
        }
        Pos { at, member }
    }
}

fn is_start(v: LLVMValueRef, heap: &HeapAnalysis) -> bool {
    let targets = heap.points_to_interior(v);
    !targets.is_empty() && targets.iter().all(|t| t.offset == Offset::At(0))
}

/// A struct GEP (`f->name`, first index 0) whose base may point anywhere in its objects
/// (a pointer found by arithmetic the analysis does not follow: uthash's `HASH_FIND`),
/// when every such object is exactly one struct of the GEP's type: a pointer to that
/// struct (C's typing of `f`) can only be the object's start.
fn typed_start(v: LLVMValueRef, ty: LLVMTypeRef, heap: &HeapAnalysis) -> bool {
    if ir::type_kind(ty) != LLVMTypeKind::LLVMStructTypeKind || ir::const_int(ir::operand(v, 1)) != Some(0) || ir::num_operands(v) < 3 {
        return false;
    }
    let size = ir::alloc_size(ty, v);
    let targets = heap.points_to_interior(ir::operand(v, 0));
    !targets.is_empty() && targets.iter().all(|t| heap.object(t.obj).size == Some(size) && !matches!(heap.object(t.obj).kind, crate::heap::ObjectKind::Unknown))
}

fn step(at: Option<u64>, index: Option<i64>, size: u64) -> Option<u64> {
    let moved = at? as i64 + index? * size as i64;
    u64::try_from(moved).ok()
}

fn is_empty_array(ty: LLVMTypeRef) -> bool {
    // SAFETY: type queries on a live type.
    ir::type_kind(ty) == LLVMTypeKind::LLVMArrayTypeKind && unsafe { llvm_sys::core::LLVMGetArrayLength2(ty) } == 0
}

/// The byte offset and type of field `j` of struct type `ty` under the data layout of
/// `at`'s module.
fn field_of(ty: LLVMTypeRef, j: u32, at: LLVMValueRef) -> (u64, LLVMTypeRef) {
    // SAFETY: `ty` is a sized struct type of a live module; `j` indexes it (verified IR).
    unsafe {
        let m = llvm_sys::core::LLVMGetGlobalParent(ir::parent_function(at));
        let layout = llvm_sys::target::LLVMGetModuleDataLayout(m);
        (llvm_sys::target::LLVMOffsetOfElement(layout, ty, j), llvm_sys::core::LLVMStructGetTypeAtIndex(ty, j))
    }
}
