//! Optimization remarks of the `cormi` pass for the handle-table decisions:
//! `HandleTableDropped` (passed, `-Rpass=cormi`) and `HandleTableKept` (missed,
//! `-Rpass-missed=cormi`), at the call, naming the method, the direction and the reason.

use super::{Decision, Verdict};
use crate::diag::{At, Remark, RemarkKind};

/// One remark per decision that has a graph.
pub fn emit(decisions: &[Decision]) {
    for d in decisions {
        let (kind, name, what) = match d.verdict {
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
