//! The caller's side of a pointer result that may point inside its object
//! (`Plan::ret_extent`, `crate::plan::result_extent`): the object arrives whole through
//! a fresh allocation log, the bytes from the pointer to the end of its member are copied
//! into a `malloc` block of their own (the result, which the caller frees), and the log
//! is released, freeing the copy. A NULL (or sentinel) result stays as it came.

use super::builder::Ir;
use super::graph::{self, Dispatch};
use super::graph_log::GraphLog;
use super::interior;
use super::recv_handles::RecvHandles;
use crate::plan::result_extent::ResultExtent;
use crate::shape::{Interior, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// Reads the result graph rooted at shape node `root` from `inp` and returns the
/// caller's block; a malformed reply branches to `malformed` (the copy freed).
#[allow(clippy::too_many_arguments)]
pub fn unmarshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    root: usize,
    at: Interior,
    extent: ResultExtent,
    malformed: BasicBlock<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) -> PointerValue<'ctx> {
    let offset = interior::read_offset(ir, inp, Some(at));
    let log = GraphLog::take(ir, None);
    let fail = log.give_back_then(ir, malformed);
    let start = graph::unmarshal(ir, shapes, inp, handles, Some(log.log), root, fail, dispatch);
    let p = interior::unmarshal_offset(ir, start, offset, Some(at), fail);
    let error = ir.in_error(inp);
    ir.error_branch(error, fail);
    let off = match at {
        Interior::At(k) => ir.i64c(k),
        Interior::Found => offset.expect("Found reads its offset first"),
    };
    let start_addr = ir.b.build_ptr_to_int(start, ir.ctx.i64_type(), "start.addr").expect("builder");
    let (copy, join) = (ir.block("member.copy"), ir.block("member.join"));
    let here = ir.b.get_insert_block().expect("positioned");
    ir.cond_br(graph::no_object_at(ir, start_addr), join, copy);
    ir.at(copy);
    let len = member_len(ir, start, off, extent, fail);
    let block = ir.rt_ptr("malloc", &[len.into()]);
    ir.b.build_memcpy(block, 1, p, 1, len).expect("builder");
    let copied = ir.b.get_insert_block().expect("positioned");
    ir.br(join);
    ir.at(join);
    let phi = ir.b.build_phi(ir.ptr_ty(), "member").expect("builder");
    phi.add_incoming(&[(&p, here), (&block, copied)]);
    log.give_back(ir);
    phi.as_basic_value().into_pointer_value()
}

/// The bytes from offset `off` of the received object `start` to the end of the member:
/// `end - off` (an offset past the member's end branches to `bad`), or the copy's extent
/// less `off` (already checked against it).
fn member_len<'ctx>(ir: &Ir<'_, 'ctx>, start: PointerValue<'ctx>, off: IntValue<'ctx>, extent: ResultExtent, bad: BasicBlock<'ctx>) -> IntValue<'ctx> {
    let end = match extent {
        ResultExtent::Member { end, .. } => {
            let end = ir.i64c(end);
            let past = ir.b.build_int_compare(IntPredicate::UGT, off, end, "past.member").expect("builder");
            ir.error_branch(past, bad);
            end
        }
        ResultExtent::Object => ir.rt_int("cormi_extent", &[start.into()]),
    };
    ir.b.build_int_sub(end, off, "member.len").expect("builder")
}
