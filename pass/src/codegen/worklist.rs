//! The explicit work list that graph marshalers and unmarshalers use instead of native
//! recursion (DESIGN.md, "Code generation": a million-node list must not overflow the
//! stack). A growable LIFO stack of 16-byte entries `{ptr, i64 shape node}` that starts
//! in a buffer of [`INLINE`] entries on the native stack (most graphs of a call never
//! need more, so no allocation) and moves to the heap when it outgrows it:
//!
//! ```text
//! %ws = alloca { ptr data, i64 len, i64 cap, ptr inline }  ; data = inline, cap = INLINE
//! call void @__cormi_ws_push(ptr %ws, ptr %p, i64 %node)   ; grows x2: malloc + copy out of
//!                                                          ; the inline buffer, then realloc
//! %p = call ptr @__cormi_ws_pop(ptr %ws, ptr %node_out)    ; caller checks len > 0
//! if data != inline: call void @free(ptr data)             ; when done
//! ```
//!
//! The two helpers are written in IR text here and linked into the module once (as
//! `weak_odr`, so the IR linker keeps them although nothing calls them yet, then made
//! `internal`); -O2 inlines them. `WorkList` emits a list's header, pushes, pops and
//! release in the function being built (the walks of [`super::graph`] use it).

use super::builder::Ir;
use inkwell::context::AsContextRef;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;

/// Name of the push helper.
pub const PUSH: &str = "__cormi_ws_push";
/// Name of the pop helper.
pub const POP: &str = "__cormi_ws_pop";
/// Byte offset of `len` in the work-list header.
pub const LEN: u64 = 8;
/// Byte offset of `cap` in the work-list header.
pub const CAP: u64 = 16;
/// Byte offset of `inline` (the native-stack buffer) in the work-list header.
pub const INLINE_AT: u64 = 24;
/// Size of the header `{ptr data, i64 len, i64 cap, ptr inline}`.
pub const HEADER: u32 = 32;
/// Entries in the native-stack buffer (16 bytes each: 2 KiB). Interior fields wait on
/// the list until the objects the other fields reach are written (a 100-element `TAILQ`
/// keeps about 100 back links queued), so 32 moved to the heap on every such call.
pub const INLINE: u64 = 128;

const HELPERS: &str = r#"
declare ptr @realloc(ptr, i64)
declare ptr @malloc(i64)
declare void @abort()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define weak_odr hidden void @__cormi_ws_push(ptr %ws, ptr %p, i64 %node) {
entry:
  %lenp = getelementptr inbounds i8, ptr %ws, i64 8
  %capp = getelementptr inbounds i8, ptr %ws, i64 16
  %len = load i64, ptr %lenp, align 8
  %cap = load i64, ptr %capp, align 8
  %full = icmp eq i64 %len, %cap
  br i1 %full, label %grow, label %put, !prof !0
grow:
  %dbl = shl i64 %cap, 1
  %small = icmp ult i64 %dbl, 16
  %ncap = select i1 %small, i64 16, i64 %dbl
  %bytes = shl i64 %ncap, 4
  %old = load ptr, ptr %ws, align 8
  %inlp = getelementptr inbounds i8, ptr %ws, i64 24
  %inl = load ptr, ptr %inlp, align 8
  %first = icmp eq ptr %old, %inl
  br i1 %first, label %move, label %again
move:
  %fresh = call ptr @malloc(i64 %bytes)
  %used = shl i64 %len, 4
  %ok = icmp ne ptr %fresh, null
  br i1 %ok, label %copy, label %die
copy:
  call void @llvm.memcpy.p0.p0.i64(ptr %fresh, ptr %old, i64 %used, i1 false)
  br label %moved
again:
  %re = call ptr @realloc(ptr %old, i64 %bytes)
  br label %moved
moved:
  %new = phi ptr [ %fresh, %copy ], [ %re, %again ]
  %oom = icmp eq ptr %new, null
  br i1 %oom, label %die, label %grown
die:
  call void @abort()
  unreachable
grown:
  store ptr %new, ptr %ws, align 8
  store i64 %ncap, ptr %capp, align 8
  br label %put
put:
  %data = load ptr, ptr %ws, align 8
  %off = shl i64 %len, 4
  %e = getelementptr inbounds i8, ptr %data, i64 %off
  store ptr %p, ptr %e, align 8
  %e1 = getelementptr inbounds i8, ptr %e, i64 8
  store i64 %node, ptr %e1, align 8
  %len1 = add i64 %len, 1
  store i64 %len1, ptr %lenp, align 8
  ret void
}

define weak_odr hidden ptr @__cormi_ws_pop(ptr %ws, ptr %node_out) {
entry:
  %lenp = getelementptr inbounds i8, ptr %ws, i64 8
  %len = load i64, ptr %lenp, align 8
  %len1 = sub i64 %len, 1
  store i64 %len1, ptr %lenp, align 8
  %data = load ptr, ptr %ws, align 8
  %off = shl i64 %len1, 4
  %e = getelementptr inbounds i8, ptr %data, i64 %off
  %p = load ptr, ptr %e, align 8
  %e1 = getelementptr inbounds i8, ptr %e, i64 8
  %node = load i64, ptr %e1, align 8
  store i64 %node, ptr %node_out, align 8
  ret ptr %p
}

!0 = !{!"branch_weights", i32 1, i32 1000}
"#;

/// The (push, pop) helpers of `module`, linking them in on first use.
pub fn helpers<'ctx>(module: &Module<'ctx>) -> (FunctionValue<'ctx>, FunctionValue<'ctx>) {
    if let (Some(push), Some(pop)) = (module.get_function(PUSH), module.get_function(POP)) {
        return (push, pop);
    }
    let buffer = MemoryBuffer::create_from_memory_range_copy(HELPERS.as_bytes(), "cormi-worklist");
    let helper = parse_keeping_names(module, buffer);
    helper.set_data_layout(&module.get_data_layout());
    helper.set_triple(&module.get_triple());
    link(module, helper);
    let (push, pop) = (module.get_function(PUSH).expect("linked"), module.get_function(POP).expect("linked"));
    push.set_linkage(Linkage::Internal);
    pop.set_linkage(Linkage::Internal);
    (push, pop)
}

/// Links `helper` into `module` (which destroys `helper`). Not inkwell's
/// `Module::link_in_module`: that installs a diagnostic callback of its own, pointing
/// into its stack frame, and never restores the host's, so every later remark, warning
/// and error of the context would go to it (lost under opt, written through a dangling
/// pointer). `LLVMLinkModules2` reports through the host's handler.
fn link<'ctx>(module: &Module<'ctx>, helper: Module<'ctx>) {
    // SAFETY: both modules are live and in the same context; the source module is
    // destroyed by LLVMLinkModules2, so inkwell must not dispose of it again.
    let failed = unsafe { llvm_sys::linker::LLVMLinkModules2(module.as_mut_ptr(), helper.as_mut_ptr()) };
    std::mem::forget(helper);
    assert!(failed == 0, "codegen: the work-list helpers link");
}

/// Parses `buffer` in `module`'s context. The IR parser refuses text with named values
/// in a context that discards names (ld.lld's under LTO, clang's without -g), so names
/// are kept while it parses.
fn parse_keeping_names<'ctx>(module: &Module<'ctx>, buffer: MemoryBuffer) -> Module<'ctx> {
    let ctx = module.get_context().as_ctx_ref();
    // SAFETY: flag query and update on the module's live context.
    let discard = unsafe { llvm_sys::core::LLVMContextShouldDiscardValueNames(ctx) };
    unsafe { llvm_sys::core::LLVMContextSetDiscardValueNames(ctx, 0) };
    let helper = module.get_context().create_module_from_ir(buffer);
    unsafe { llvm_sys::core::LLVMContextSetDiscardValueNames(ctx, discard) };
    helper.expect("codegen: the work-list helper IR parses")
}

/// A work list in the current function.
pub(super) struct WorkList<'ctx> {
    pub(super) header: PointerValue<'ctx>,
    node_slot: PointerValue<'ctx>,
    push: FunctionValue<'ctx>,
    pop: FunctionValue<'ctx>,
}

impl<'ctx> WorkList<'ctx> {
    /// A new, empty work list (entry-block slots): its data starts in an entry-block
    /// buffer of [`INLINE`] entries.
    pub(super) fn new(ir: &Ir<'_, 'ctx>) -> WorkList<'ctx> {
        let (push, pop) = helpers(ir.module);
        let ty = ir.ctx.i8_type().array_type(HEADER);
        let header = ir.entry_slot(ty.into(), "worklist");
        let buffer = ir.entry_slot(ir.ctx.i8_type().array_type((INLINE * 16) as u32).into(), "worklist.inline");
        ir.store(header, buffer.into());
        ir.store(ir.field(header, LEN), ir.i64c(0).into());
        ir.store(ir.field(header, CAP), ir.i64c(INLINE).into());
        ir.store(ir.field(header, INLINE_AT), buffer.into());
        let node_slot = ir.entry_slot(ir.ctx.i64_type().into(), "node");
        WorkList { header, node_slot, push, pop }
    }

    /// A view of an existing work list whose header is at `header` (class-mode
    /// serializer functions receive the caller's list).
    pub(super) fn from_header(ir: &Ir<'_, 'ctx>, header: PointerValue<'ctx>) -> WorkList<'ctx> {
        let (push, pop) = helpers(ir.module);
        let node_slot = ir.entry_slot(ir.ctx.i64_type().into(), "node");
        WorkList { header, node_slot, push, pop }
    }

    pub(super) fn push(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, node: usize) {
        self.push_value(ir, p, ir.i64c(node as u64));
    }

    /// Pushes `p` with a run-time `i64` shape or type id.
    pub(super) fn push_value(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, id: IntValue<'ctx>) {
        ir.call(self.push, &[self.header.into(), p.into(), id.into()]);
    }

    /// An `i1`: whether the list is empty.
    pub(super) fn is_empty(&self, ir: &Ir<'_, 'ctx>) -> IntValue<'ctx> {
        let len = ir.load(ir.ctx.i64_type().into(), ir.field(self.header, LEN)).into_int_value();
        ir.eq(len, ir.i64c(0))
    }

    /// Pops an entry: (pointer, node index as i64).
    pub(super) fn pop(&self, ir: &Ir<'_, 'ctx>) -> (PointerValue<'ctx>, IntValue<'ctx>) {
        let p = ir.call(self.pop, &[self.header.into(), self.node_slot.into()]).expect("returns ptr").into_pointer_value();
        let node = ir.load(ir.ctx.i64_type().into(), self.node_slot).into_int_value();
        (p, node)
    }

    /// Frees the list's storage if it moved to the heap.
    pub(super) fn free(&self, ir: &Ir<'_, 'ctx>) {
        let data = ir.load(ir.ptr_ty().into(), self.header).into_pointer_value();
        let inline = ir.load(ir.ptr_ty().into(), ir.field(self.header, INLINE_AT)).into_pointer_value();
        let moved = ir.b.build_int_compare(IntPredicate::NE, data, inline, "ws.moved").expect("builder");
        let (release, done) = (ir.block("ws.free"), ir.block("ws.freed"));
        ir.cond_br(moved, release, done);
        ir.at(release);
        ir.rt("free", &[data.into()]);
        ir.br(done);
        ir.at(done);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    #[test]
    fn helpers_link_once_and_verify() {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        let (push, pop) = helpers(&m);
        let (push2, pop2) = helpers(&m);
        assert_eq!((push, pop), (push2, pop2));
        assert!(m.verify().is_ok());
        assert_eq!(push.count_params(), 3);
        assert_eq!(pop.count_params(), 2);
    }

    #[test]
    fn linking_keeps_the_hosts_diagnostic_handler() {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        // SAFETY: handler queries on a live context.
        let before = unsafe { llvm_sys::core::LLVMContextGetDiagnosticHandler((&ctx).as_ctx_ref()) };
        helpers(&m);
        let after = unsafe { llvm_sys::core::LLVMContextGetDiagnosticHandler((&ctx).as_ctx_ref()) };
        assert_eq!(before.map(|f| f as usize), after.map(|f| f as usize), "remarks after the first graph site would vanish");
    }

    #[test]
    fn helpers_link_in_a_context_that_discards_names() {
        let ctx = Context::create();
        // SAFETY: flag updates on a live context.
        unsafe { llvm_sys::core::LLVMContextSetDiscardValueNames((&ctx).as_ctx_ref(), 1) };
        let m = ctx.create_module("t");
        helpers(&m);
        assert!(m.verify().is_ok());
        // SAFETY: a query on a live context.
        assert_eq!(unsafe { llvm_sys::core::LLVMContextShouldDiscardValueNames((&ctx).as_ctx_ref()) }, 1);
    }
}
