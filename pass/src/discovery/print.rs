//! `print<cormi-callsites>`: the discovery result as stable, line-based text.
//!
//! ```text
//! cormi-callsites: sites=2 methods=3 build-id=0x5c1f0e2a9d3b4c71
//! site 0x8d2e... invoke in @main #0 calls @Acc_f at a.c:12:3
//!   ret float
//!   arg 1 float from double (fptrunc)
//!   arg 2 i32
//! site 0x41c7... invoke in @main #1 calls @Acc_note oneway at a.c:13:3
//!   ret void
//! method @Acc_f invoked
//! method @Acc_new created annotated
//! method @Acc_note invoked oneway
//! ```
//!
//! Sites are sorted by (caller, ordinal) and methods by name, so the output does not
//! depend on the order of functions in the module. `at file:line:col` only with `!dbg`.

use super::{BuildId, CallSite, Discovery, Narrowing, Origins, RemoteMethod, SiteArg};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::ir;
use std::io::{self, Write};

/// The printer pass (a [`crate::context::PassFn`]). Errors: those of [`super::discover`].
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = cx.get::<Discovery>()?;
    let id = cx.get::<BuildId>()?;
    write_discovery(&found, *id, out).expect("printer output goes to memory");
    Ok(Changed::No)
}

/// Writes the whole report, with the module's build id.
pub fn write_discovery(d: &Discovery, build_id: BuildId, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "cormi-callsites: sites={} methods={} build-id=0x{:016x}", d.sites.len(), d.methods.len(), build_id.0)?;
    for s in &d.sites {
        write_site(s, out)?;
    }
    for m in &d.methods {
        write_method(m, out)?;
    }
    Ok(())
}

/// `site <id> <kind> in @caller #ordinal calls @method [oneway] [at loc]`, then its types.
fn write_site(s: &CallSite, out: &mut dyn Write) -> io::Result<()> {
    write!(out, "site {} {} in @{} #{} calls @{}", s.id, s.kind.as_str(), s.caller_name, s.ordinal, s.method_name)?;
    if s.oneway {
        write!(out, " oneway")?;
    }
    if let Some(loc) = &s.loc {
        write!(out, " at {loc}")?;
    }
    writeln!(out)?;
    match s.sret {
        Some(ty) => writeln!(out, "  ret {} sret({})", ir::type_str(s.ret), ir::type_str(ty))?,
        None => writeln!(out, "  ret {}", ir::type_str(s.ret))?,
    }
    for (i, a) in s.args.iter().enumerate() {
        write_arg(i + 1, a, out)?;
    }
    Ok(())
}

/// `  arg N <param type>[ byval(<T>)][ from <passed type> (fptrunc|trunc)]`.
fn write_arg(n: usize, a: &SiteArg, out: &mut dyn Write) -> io::Result<()> {
    write!(out, "  arg {n} {}", ir::type_str(a.param_ty))?;
    if let Some(ty) = a.byval {
        write!(out, " byval({})", ir::type_str(ty))?;
    }
    match a.narrowing {
        Narrowing::None => {}
        Narrowing::FpTrunc => write!(out, " from {} (fptrunc)", ir::type_str(a.passed))?,
        Narrowing::IntTrunc { .. } => write!(out, " from {} (trunc)", ir::type_str(a.passed))?,
    }
    writeln!(out)
}

/// `method @name [invoked] [created] [annotated] [oneway]`.
fn write_method(m: &RemoteMethod, out: &mut dyn Write) -> io::Result<()> {
    write!(out, "method @{}", m.name)?;
    for (origin, word) in Origins::WORDS {
        if m.origins.contains(origin) {
            write!(out, " {word}")?;
        }
    }
    writeln!(out)
}
