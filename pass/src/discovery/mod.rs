//! Discovery: every remote call site (calls of `__cormi_invoke` and `__cormi_create`),
//! validated against the remote method's prototype, with a stable id; the list of
//! remote methods; and the module's build id ([`BuildId`], its own analysis over these).
//!
//! Source: DESIGN.md, "The intrinsic" (**contract**):
//! `call R (i64, ptr, ...) @__cormi_invoke(i64 %ref, ptr @method, args...)` where
//! `@method` is a `Function` whose first parameter is the object (`self`), and
//! `call i64 (i32, ptr, ...) @__cormi_create(i32 %node, ptr @ctor, args...)` where
//! `@ctor` returns a pointer to the new object. C default promotions (float to double,
//! small integers to i32) are undone using the prototype ([`Narrowing`]).
//!
//! Discovery is an analysis: it never changes the module. Results are plain data
//! holding raw LLVM values of the module they came from.

mod annotations;
pub mod build_id;
mod ids;
mod oneway;
pub mod print;
mod scan;
mod validate;

#[cfg(test)]
mod tests;

pub use build_id::BuildId;
pub use ids::SiteId;
pub use scan::IntrinsicCall;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{self, SourceLoc};
use inkwell::module::Module;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use std::collections::BTreeMap;

/// Name of the invocation intrinsic (DESIGN.md, the intrinsic).
pub const INVOKE: &str = "__cormi_invoke";
/// Name of the remote-construction intrinsic (DESIGN.md, the C API: `cormi_create`).
pub const CREATE: &str = "__cormi_create";
/// The `llvm.global.annotations` string that marks a remote method (`CORMI_REMOTE`).
pub const REMOTE_ANNOTATION: &str = "cormi_remote";
/// The `llvm.global.annotations` string that marks a one-way method (`CORMI_ONEWAY`).
pub const ONEWAY_ANNOTATION: &str = "cormi_oneway";

/// Which intrinsic a call site calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntrinsicKind {
    /// `__cormi_invoke(i64 ref, ptr method, args...)`: a remote method call.
    Invoke,
    /// `__cormi_create(i32 node, ptr ctor, args...)` returning `i64`: a remote `new`.
    Create,
}

impl IntrinsicKind {
    /// `invoke` or `create`, as printed.
    pub fn as_str(self) -> &'static str {
        match self {
            IntrinsicKind::Invoke => "invoke",
            IntrinsicKind::Create => "create",
        }
    }

    /// The intrinsic's function name.
    pub fn intrinsic(self) -> &'static str {
        match self {
            IntrinsicKind::Invoke => INVOKE,
            IntrinsicKind::Create => CREATE,
        }
    }
}

/// How an argument must be converted back to the method's parameter type (undoing C's
/// default argument promotions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Narrowing {
    /// Passed with the parameter's type.
    None,
    /// Passed as `double` for a `float` parameter: `fptrunc`.
    FpTrunc,
    /// Passed as `i32` for an `i1`/`i8`/`i16` parameter: `trunc` to `bits`.
    IntTrunc {
        /// Width of the parameter type in bits.
        bits: u32,
    },
}

/// One argument of a remote call (after `self` for invoke; every argument for create).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteArg {
    /// Index among the call's argument operands (0 is the remote reference / node,
    /// 1 the method, so this is >= 2; one more when an `sret` slot comes first).
    pub operand: u32,
    /// Index among the method's parameters (0 is `self` for invoke, so >= 1 there; one
    /// more after an `sret` parameter).
    pub param: u32,
    /// The operand as passed.
    pub value: LLVMValueRef,
    /// The type as passed (possibly promoted).
    pub passed: LLVMTypeRef,
    /// The method's parameter type.
    pub param_ty: LLVMTypeRef,
    /// The conversion from `passed` to `param_ty`.
    pub narrowing: Narrowing,
    /// For a struct passed by value in memory (`ptr byval(%T)` on the parameter and the
    /// argument, as the C ABI does for large structs): `%T`. The pointer is to the
    /// caller's private copy.
    pub byval: Option<LLVMTypeRef>,
}

/// One validated remote call site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// Stable id: a hash of (kind, caller name, ordinal, method name); see [`SiteId`].
    pub id: SiteId,
    /// Invoke or create.
    pub kind: IntrinsicKind,
    /// The call (or invoke) instruction.
    pub call: LLVMValueRef,
    /// The function containing the call, and its name.
    pub caller: LLVMValueRef,
    /// Name of `caller`.
    pub caller_name: String,
    /// 0-based position of this call among the intrinsic calls (both kinds, valid or
    /// not) in `caller`, in block order. The one ordinal convention of cormi: printers
    /// show it as `@caller #ordinal` or [`CallSite::label`] (`caller#ordinal`), and the
    /// site id hashes it.
    pub ordinal: u32,
    /// The remote method (invoke) or constructor (create), and its name.
    pub method: LLVMValueRef,
    /// Name of `method`.
    pub method_name: String,
    /// Operand 0: the remote reference (`i64`, invoke) or the node (`i32`, create).
    pub target: LLVMValueRef,
    /// The method's arguments as passed, with their narrowing.
    pub args: Vec<SiteArg>,
    /// The call's return type (the method's; `i64` for create; `void` when the result
    /// is returned through memory).
    pub ret: LLVMTypeRef,
    /// A struct result returned through memory (invoke only): its type. The call's first
    /// operand is then the caller's result slot (`ptr sret(%T)`), the reference and the
    /// method follow, and the method's first parameter is its `sret` slot, `self` second.
    pub sret: Option<LLVMTypeRef>,
    /// The call's `!dbg` location, if any.
    pub loc: Option<SourceLoc>,
    /// The method is marked one-way (`CORMI_ONEWAY`): the call sends the request and
    /// returns, with no reply (`cormi_call_oneway`). Only invoke sites of void methods.
    pub oneway: bool,
}

bitflags::bitflags! {
    /// Why a function is in the remote method list (a function may have several reasons).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Origins: u8 {
        /// Operand 1 of some `__cormi_invoke`.
        const INVOKED = 1;
        /// Operand 1 of some `__cormi_create` (a constructor run remotely).
        const CREATED = 1 << 1;
        /// Annotated `cormi_remote` in `llvm.global.annotations`.
        const ANNOTATED = 1 << 2;
        /// Annotated `cormi_oneway` (`CORMI_ONEWAY`): a one-way method.
        const ONEWAY = 1 << 3;
    }
}

impl Origins {
    /// Every origin with its word in `print<cormi-callsites>`, in printing order.
    pub const WORDS: [(Origins, &'static str); 4] =
        [(Origins::INVOKED, "invoked"), (Origins::CREATED, "created"), (Origins::ANNOTATED, "annotated"), (Origins::ONEWAY, "oneway")];
}

/// A function the server side must be able to dispatch to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemoteMethod {
    /// The function.
    pub function: LLVMValueRef,
    /// Its name.
    pub name: String,
    /// Why it is remote.
    pub origins: Origins,
}

/// The result of discovery for one module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discovery {
    /// Every valid call site, sorted by (caller name, ordinal): independent of the order
    /// of functions in the module.
    pub sites: Vec<CallSite>,
    /// Every remote method, sorted by name.
    pub methods: Vec<RemoteMethod>,
}

impl CallSite {
    /// `caller#ordinal` (0-based, see [`CallSite::ordinal`]): the short name of a site
    /// in printers and file names, the same numbering `print<cormi-callsites>` shows.
    pub fn label(&self) -> String {
        format!("{}#{}", self.caller_name, self.ordinal)
    }
}

impl Discovery {
    /// The call site with id `id`, if any.
    pub fn site(&self, id: SiteId) -> Option<&CallSite> {
        self.sites.iter().find(|s| s.id == id)
    }
}

/// Finds and validates every remote call site of `module`.
///
/// Errors: one [`Diagnostic`] per malformed call (callee not a function, wrong arity,
/// type mismatch after undoing promotions, variadic method, `self` not a pointer, a
/// call and method that disagree on a struct result returned through memory), located at the call (file:line:col from `!dbg`, else the
/// function's name), one per non-call use of an intrinsic, one per one-way method that
/// returns a value (at the method) and one per create site of a one-way constructor.
pub fn discover(module: &Module<'_>) -> Result<Discovery, Diagnostics> {
    discover_from(module, &IntrinsicCalls::find(module.as_mut_ptr()))
}

/// [`discover`] from the module's intrinsic calls, found already.
fn discover_from(module: &Module<'_>, calls: &IntrinsicCalls) -> Result<Discovery, Diagnostics> {
    let raw = module.as_mut_ptr();
    let mut errors: Vec<Diagnostic> = scan::misuses(raw);
    let mut sites = Vec::new();
    for call in &calls.calls {
        match validate::validate(call) {
            Ok(site) => sites.push(site),
            Err(d) => errors.push(d),
        }
    }
    let oneway = annotations::annotated(raw, ONEWAY_ANNOTATION);
    errors.extend(crate::rust_input::unresolved_section_marks(raw, ONEWAY_ANNOTATION));
    errors.extend(crate::rust_input::unresolved_section_marks(raw, REMOTE_ANNOTATION));
    errors.extend(oneway::mark(&mut sites, &oneway));
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    sites.sort_by(|a, b| (&a.caller_name, a.ordinal).cmp(&(&b.caller_name, b.ordinal)));
    let methods = remote_methods(&sites, &annotations::annotated(raw, REMOTE_ANNOTATION), &oneway);
    Ok(Discovery { sites, methods })
}

impl Analysis for Discovery {
    const NAME: &'static str = "discovery";

    /// [`discover`] on the context's module, from its [`IntrinsicCalls`].
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        discover_from(cx.module(), &*cx.get::<IntrinsicCalls>()?)
    }
}

/// Every call of `__cormi_invoke` and `__cormi_create` in the module, valid or not, and
/// the intrinsic functions themselves: what discovery validates into [`CallSite`]s, and
/// the calls the heap analysis treats as remote (it also analyses modules that discovery
/// rejects, for its printers). Never fails.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IntrinsicCalls {
    /// The intrinsics the module declares (or defines).
    pub functions: Vec<(IntrinsicKind, LLVMValueRef)>,
    /// Every call whose callee (pointer casts stripped) is one of them, in module order.
    pub calls: Vec<IntrinsicCall>,
}

impl IntrinsicCalls {
    /// Finds the intrinsics and their calls in `module`.
    pub fn find(module: llvm_sys::prelude::LLVMModuleRef) -> IntrinsicCalls {
        let functions = scan::intrinsics(module);
        let calls = scan::intrinsic_calls(module, &functions);
        IntrinsicCalls { functions, calls }
    }
}

impl Analysis for IntrinsicCalls {
    const NAME: &'static str = "intrinsic-calls";

    /// [`IntrinsicCalls::find`] on the context's module.
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(IntrinsicCalls::find(cx.raw_module()))
    }
}

/// The remote method list: methods of invoke sites, constructors of create sites, and
/// annotated functions (`cormi_remote` or `cormi_oneway`); sorted by name.
fn remote_methods(sites: &[CallSite], annotated: &[LLVMValueRef], oneway: &[LLVMValueRef]) -> Vec<RemoteMethod> {
    let mut by_name: BTreeMap<String, RemoteMethod> = BTreeMap::new();
    let mut mark = |f: LLVMValueRef, origin: Origins| {
        let name = ir::name(f);
        let m = by_name.entry(name.clone()).or_insert(RemoteMethod { function: f, name, origins: Origins::empty() });
        m.origins |= origin;
    };
    for s in sites {
        match s.kind {
            IntrinsicKind::Invoke => mark(s.method, Origins::INVOKED),
            IntrinsicKind::Create => mark(s.method, Origins::CREATED),
        }
    }
    for &f in annotated {
        mark(f, Origins::ANNOTATED);
    }
    for &f in oneway {
        mark(f, Origins::ONEWAY);
    }
    by_name.into_values().collect()
}
