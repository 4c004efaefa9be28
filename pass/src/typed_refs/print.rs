//! `print<cormi-typed-refs>`: the type of each site and the visible origins of each
//! invoke site's reference, one line per site in discovery's order:
//!
//! ```text
//! cormi-typed-refs: sites=3
//! site main#0 create B_new object B
//! site main#1 invoke A_get self A origins {main#0}
//! site use#0 invoke A_get self A origins hidden
//! ```
//!
//! A type without debug info is `?`. The printer shows what the check decides from; a
//! mismatch is an error of the analysis (the printer fails with it).

use super::TypedRefs;
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::discovery::{Discovery, IntrinsicKind};
use std::io::Write;

/// The printer pass (a [`crate::context::PassFn`]). Errors: those of [`TypedRefs`].
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = cx.get::<Discovery>()?;
    let refs = cx.get::<TypedRefs>()?;
    writeln!(out, "cormi-typed-refs: sites={}", found.sites.len()).expect("printer output goes to memory");
    for (k, s) in found.sites.iter().enumerate() {
        let ty = refs.types[k].as_deref().unwrap_or("?");
        let line = match s.kind {
            IntrinsicKind::Create => format!("site {} create {} object {ty}", s.label(), s.method_name),
            IntrinsicKind::Invoke => {
                let origins = match &refs.origins[k] {
                    Some(o) => format!("{{{}}}", o.iter().map(|&c| found.sites[c].label()).collect::<Vec<_>>().join(", ")),
                    None => "hidden".into(),
                };
                format!("site {} invoke {} self {ty} origins {origins}", s.label(), s.method_name)
            }
        };
        writeln!(out, "{line}").expect("printer output goes to memory");
    }
    Ok(Changed::No)
}
