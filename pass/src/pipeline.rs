//! The `cormi` pass: the driver that reads like the pipeline. For now it discovers and
//! validates remote call sites and reports each as an analysis remark; later issues add
//! the analyses and code generation here, one step per file.

use crate::diag::{At, Diagnostics, Remark, RemarkKind};
use crate::discovery;
use crate::params::Params;
use crate::passes::Changed;
use inkwell::module::Module;
use std::io::Write;

/// Runs the `cormi` pass (a [`crate::passes::PassFn`]). Errors: every malformed remote
/// call (see [`discovery::discover`]).
pub fn run(module: &Module<'_>, params: &Params, _out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = discovery::discover(module)?;
    for site in &found.sites {
        Remark::new(RemarkKind::Analysis, "RemoteCallSite", At::Instruction(site.call))
            .text("remote call site ")
            .arg("SiteId", site.id)
            .text(" of ")
            .arg("Method", &site.method_name)
            .text(" (mode ")
            .arg("Mode", params.mode)
            .text(")")
            .emit();
    }
    Ok(Changed::No)
}
