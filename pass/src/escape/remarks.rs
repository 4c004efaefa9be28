//! Optimization remarks of the `cormi` pass for the escape decisions, at each call:
//! `ReuseOn` (passed) / `ReuseOff` (missed, with the reason) per pointer argument, and
//! `ResultReuseOn` / `ResultReuseOff` for a used pointer result.

use super::{Escape, Verdict};
use crate::diag::{At, Remark, RemarkKind};
use crate::discovery::CallSite;

/// One remark per pointer argument of every site and per used pointer result.
pub fn emit(sites: &[CallSite], e: &Escape) {
    for s in sites {
        for a in &s.args {
            let Some(f) = e.formal(s.method, a.param) else { continue };
            let r = match f.verdict {
                Verdict::Reuse => Remark::new(RemarkKind::Passed, "ReuseOn", At::Instruction(s.call)).text("reuse on for "),
                Verdict::Escapes => Remark::new(RemarkKind::Missed, "ReuseOff", At::Instruction(s.call)).text("reuse off for "),
            };
            r.text("argument ").arg("Arg", f.arg).text(" of ").arg("Method", &f.method_name).text(": ").arg("Reason", &f.reason).emit();
        }
    }
    for d in &e.results {
        let r = match d.verdict {
            Verdict::Reuse => Remark::new(RemarkKind::Passed, "ResultReuseOn", At::Instruction(d.call)).text("reuse on for "),
            Verdict::Escapes => Remark::new(RemarkKind::Missed, "ResultReuseOff", At::Instruction(d.call)).text("reuse off for "),
        };
        r.text("the result of ").arg("Method", &d.method).text(" at the caller: ").arg("Reason", &d.reason).emit();
    }
}
