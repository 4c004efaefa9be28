//! Optimization remarks of the `cormi` pass for the handle-table decisions:
//! `HandleTableDropped` (passed, `-Rpass=cormi`) and `HandleTableKept` (missed,
//! `-Rpass-missed=cormi`), at the call, naming the method, the direction and the reason.

use super::{Decision, Verdict};
use crate::diag::{At, Remark, RemarkKind};
use llvm_sys::prelude::LLVMValueRef;

/// One remark per decision that has a graph. `freed_through_table(call)`: the serving
/// node frees the call's returned graph through the reply's table, so a result table the
/// analysis could drop is kept.
pub fn emit(decisions: &[Decision], freed_through_table: impl Fn(LLVMValueRef) -> bool) {
    for d in decisions {
        let kept_for_free = d.verdict == Verdict::Drop && d.dir == super::Direction::Result && freed_through_table(d.call);
        let (kind, name, what) = match d.verdict {
            Verdict::Drop if kept_for_free => {
                let r = Remark::new(RemarkKind::Missed, "HandleTableKept", At::Instruction(d.call)).text("handle table kept for the result of ");
                r.arg("Method", &d.method).text(": ").arg("Reason", "it lists the objects the serving node frees after the reply").emit();
                continue;
            }
            Verdict::Drop => (RemarkKind::Passed, "HandleTableDropped", "handle table dropped for "),
            Verdict::Keep => (RemarkKind::Missed, "HandleTableKept", "handle table kept for "),
            Verdict::NoGraph => continue,
        };
        let part = match d.dir {
            super::Direction::Args => "the arguments of ",
            super::Direction::Result => "the result of ",
        };
        Remark::new(kind, name, At::Instruction(d.call)).text(what).text(part).arg("Method", &d.method).text(": ").arg("Reason", &d.reason).emit();
    }
}
