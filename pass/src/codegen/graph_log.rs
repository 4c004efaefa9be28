//! The allocation log of one receiving walk (cormi_rt.h layer 9): taken before the
//! unmarshal, given back after it. Servers log non-escaping argument graphs (freed after
//! the call, or kept in the site's reuse slot); clients log non-escaping results (kept
//! in the calling thread's slot). See `server.rs` and `client.rs`.

use super::builder::Ir;
use inkwell::basic_block::BasicBlock;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, PointerValue};

/// A taken `cormi_graph_log *` and where it goes back.
pub struct GraphLog<'ctx> {
    /// The log; pass it to the unmarshal walk.
    pub log: PointerValue<'ctx>,
    /// The slot it is put back into; `None`: released (every object freed).
    slot: Option<PointerValue<'ctx>>,
}

impl<'ctx> GraphLog<'ctx> {
    /// `cormi_log_take(slot)` (`None`: a fresh log, released by [`GraphLog::give_back`]).
    pub fn take(ir: &Ir<'_, 'ctx>, slot: Option<PointerValue<'ctx>>) -> GraphLog<'ctx> {
        let log = ir.rt_ptr("cormi_log_take", &[slot.unwrap_or(ir.ptr_ty().const_null()).into()]);
        GraphLog { log, slot }
    }

    /// Into the slot (`cormi_log_put`), or freed (`cormi_log_release`).
    pub fn give_back(&self, ir: &Ir<'_, 'ctx>) {
        match self.slot {
            Some(slot) => ir.rt("cormi_log_put", &[slot.into(), self.log.into()]),
            None => ir.rt("cormi_log_release", &[self.log.into()]),
        };
    }

    /// A new block `u.giveback` that gives the log back and branches to `then` (a walk's
    /// failure path); the builder stays where it was.
    pub fn give_back_then(&self, ir: &Ir<'_, 'ctx>, then: BasicBlock<'ctx>) -> BasicBlock<'ctx> {
        let here = ir.b.get_insert_block().expect("positioned");
        let bb = ir.block("u.giveback");
        ir.at(bb);
        self.give_back(ir);
        ir.br(then);
        ir.at(here);
        bb
    }
}

/// `@name = internal global ptr null`: a call site's reuse slot, shared by the threads
/// that serve it (taken and put back with an atomic exchange).
pub fn site_slot<'ctx>(ir: &Ir<'_, 'ctx>, module: &Module<'ctx>, name: &str) -> PointerValue<'ctx> {
    slot_global(ir, module, name, false).as_pointer_value()
}

/// `@name = internal thread_local global ptr null` and its address in the running
/// thread (`llvm.threadlocal.address`): one slot per thread, so threads never refill
/// each other's graphs.
pub fn thread_slot<'ctx>(ir: &Ir<'_, 'ctx>, module: &Module<'ctx>, name: &str) -> PointerValue<'ctx> {
    let g = slot_global(ir, module, name, true);
    let p = ir.b.build_call(thread_local_address(module), &[g.as_pointer_value().into()], "slot").expect("builder");
    p.try_as_basic_value().basic().expect("ptr").into_pointer_value()
}

fn slot_global<'ctx>(ir: &Ir<'_, 'ctx>, module: &Module<'ctx>, name: &str, per_thread: bool) -> inkwell::values::GlobalValue<'ctx> {
    let g = module.add_global(ir.ptr_ty(), None, name);
    g.set_linkage(Linkage::Internal);
    g.set_thread_local(per_thread);
    g.set_initializer(&ir.ptr_ty().const_null());
    g
}

/// `llvm.threadlocal.address.p0`.
fn thread_local_address<'ctx>(module: &Module<'ctx>) -> FunctionValue<'ctx> {
    let p = module.get_context().ptr_type(Default::default());
    inkwell::intrinsics::Intrinsic::find("llvm.threadlocal.address")
        .and_then(|i| i.get_declaration(module, &[p.into()]))
        .expect("llvm.threadlocal.address exists in LLVM 22")
}
