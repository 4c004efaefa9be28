//! `cormi-strip-debug`: removes all debug info from the module. `cormicc` compiles every
//! file with `-g` so that the `cormi` pass reads the types of objects and selfs
//! ([`crate::typed_refs`]) and locates its diagnostics, whatever the user asked for;
//! when the user did not ask for `-g`, this pass runs right after `cormi`, so the
//! program carries no debug info (clang's `-g` does not change code generation).

use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use std::io::Write;

/// Strips every debug-info record, location and metadata node from the module.
pub fn run(cx: &AnalysisContext<'_, '_>, _out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    // SAFETY: the module is live and owned by the pass manager for this run.
    let stripped = unsafe { llvm_sys::debuginfo::LLVMStripModuleDebugInfo(cx.module().as_mut_ptr()) };
    Ok(if stripped != 0 { Changed::Yes } else { Changed::No })
}
