//! What crosses the wire at one call site: a [`Plan`] per site, one [`Value`] per
//! argument and for the result. Scalars are sent as bytes; pointers become graphs whose
//! shapes come from the heap analysis ([`crate::shape`]). Anything else is a compile
//! error at the call site with the reason (DESIGN.md, the intrinsic: "anything the pass
//! cannot handle at a call site is a compile error with the source location").

pub mod decide;
pub mod layout_classes;
pub mod print;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::{At, Diagnostic, Diagnostics};
use crate::discovery::{CallSite, Discovery, IntrinsicKind};
use crate::facts::Facts;
use crate::heap::HeapAnalysis;
use crate::ir;
use crate::shape::{self, Shapes};
use llvm_sys::prelude::LLVMTypeRef;
use llvm_sys::LLVMTypeKind;

/// How one value crosses the wire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An integer (any width), `float` or `double`: its bytes. Remote references are
    /// `i64` and travel this way, unchanged.
    Scalar(LLVMTypeRef),
    /// A pointer: the graph reachable from it, rooted at shape node `root` of the site's
    /// [`Shapes`] (deep copy with a handle table: sharing and cycles preserved).
    Graph {
        /// Index of the root's node in [`Plan::shapes`].
        root: usize,
    },
    /// A struct passed by value in memory (`ptr byval(%T)`): its `size` bytes. Only
    /// structs without pointer members (checked from the type).
    ByVal {
        /// `%T`.
        ty: LLVMTypeRef,
        /// Its allocation size in bytes.
        size: u64,
    },
}

/// The marshaling plan of one call site.
#[derive(Clone, Debug)]
pub struct Plan {
    /// One per argument after `self` (invoke) or every argument (create), in order, in
    /// the method's parameter types (after narrowing).
    pub args: Vec<Value>,
    /// The result: `None` for `void` and for a result the caller ignores (paper §3.1:
    /// not sent back, the reply is only an acknowledgement). For create, the `i64`
    /// reference.
    pub ret: Option<Value>,
    /// Whether the call has a non-void result that nobody uses (so `ret` is `None`).
    pub ret_ignored: bool,
    /// The shape graph of every pointer value of this site (arguments and result).
    pub shapes: Shapes,
    /// Whether the request keeps its handle table (true unless the cycle-and-sharing
    /// analysis dropped it: modes `site+cycle`, `all`; `crate::sharing`).
    pub args_table: bool,
    /// The same for the reply.
    pub ret_table: bool,
    /// What becomes of the argument graphs the server received once the method returns
    /// ([`GraphFate`]; set from the escape analysis by [`decide`](crate::plan::decide)).
    pub args_fate: GraphFate,
    /// Why (for the remark); empty until the decisions are applied.
    pub args_fate_reason: String,
    /// Whether the caller's copy of a returned graph is refilled in place by the same
    /// thread's next call through this site (modes `site+reuse`, `all`, when the result
    /// does not escape the caller: `crate::escape`, client side). Only `Left` or `Reused`.
    pub ret_fate: GraphFate,
}

/// What the server does with a call's received argument graphs after the method
/// returns (DESIGN.md "Analyses" 4, "Object model"; paper §3.3). Anything but `Left`
/// only when no graph of any pointer argument of the site may escape the method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GraphFate {
    /// Left to the method (it may keep them; they are its to free).
    #[default]
    Left,
    /// Freed after the call (every object the unmarshaler allocated is logged).
    Freed,
    /// Kept in the call site's reuse slot; the next call refills them in place.
    Reused,
}

impl GraphFate {
    /// Whether the unmarshaler logs its allocations (freed or reused later).
    pub fn logged(self) -> bool {
        self != GraphFate::Left
    }
}

impl Plan {
    /// Whether the request has a handle table: some argument is a graph and the table
    /// was not dropped.
    pub fn args_need_handles(&self) -> bool {
        self.args_table && self.args.iter().any(|a| matches!(a, Value::Graph { .. }))
    }

    /// Whether the reply has a handle table: the result is a graph and the table was not
    /// dropped.
    pub fn ret_needs_handles(&self) -> bool {
        self.ret_table && matches!(self.ret, Some(Value::Graph { .. }))
    }
}

/// The plan of every discovered call site, in discovery's order (sorted by caller and
/// ordinal), before the handle-table and graph-fate decisions ([`decide`]). An
/// [`Analysis`]: asks for the heap analysis and the [`Facts`] only when a site passes or
/// returns pointers. Errors: every site that cannot be marshaled (all of them, with
/// reasons), and remote calls through `invoke`.
#[derive(Clone, Debug, Default)]
pub struct Plans {
    /// `plans[k]` is the plan of discovery's `sites[k]`.
    pub plans: Vec<Plan>,
}

impl Analysis for Plans {
    const NAME: &'static str = "plans";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        let analyses = match needs_heap(&found.sites) {
            true => Some((cx.get::<HeapAnalysis>()?, Facts::of(cx)?)),
            false => None,
        };
        let heap = analyses.as_ref().map(|(h, f)| (&**h, f));
        let mut errors = Vec::new();
        let mut plans = Vec::new();
        for site in &found.sites {
            if is_invoke_instruction(site) {
                errors.push(Diagnostic::error(At::Instruction(site.call), "remote calls through 'invoke' (with an exception handler) are not supported yet"));
                continue;
            }
            match plan(site, heap) {
                Ok(p) => plans.push(p),
                Err(mut e) => errors.append(&mut e),
            }
        }
        if !errors.is_empty() {
            return Err(Diagnostics(errors));
        }
        Ok(Plans { plans })
    }
}

/// Whether the site's instruction is an `invoke` (not a plain `call`).
fn is_invoke_instruction(site: &CallSite) -> bool {
    // SAFETY: type query on a live instruction.
    unsafe { !llvm_sys::core::LLVMIsAInvokeInst(site.call).is_null() }
}

/// Whether a type is a scalar that is sent as its bytes.
pub fn is_scalar(ty: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    matches!(ir::type_kind(ty), LLVMIntegerTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind)
}

/// Builds the plan of `site`. `heap` is the solved heap analysis and the module's
/// [`Facts`] (slots read as pointers, scalar stores) (needed only when the
/// site passes or returns pointers; `None` otherwise). Errors: every argument or result
/// that cannot be marshaled, each with the reason.
pub fn plan(site: &CallSite, heap: Option<(&HeapAnalysis, &Facts)>) -> Result<Plan, Vec<Diagnostic>> {
    if let Some(why) = missing_body(site) {
        return Err(vec![Diagnostic::error(At::Instruction(site.call), why)]);
    }
    let mut shapes = Shapes::default();
    // Built again while object classes merge (crate::shape::object_classes): then every slot
    // that can hold one object has the node of its whole class.
    loop {
        let (args, ret, ret_ignored, errors) = values(site, heap, &mut shapes);
        if !errors.is_empty() {
            return Err(errors);
        }
        if shapes.settle() {
            return Ok(Plan {
                args,
                ret,
                ret_ignored,
                shapes,
                args_table: true,
                ret_table: true,
                args_fate: GraphFate::Left,
                args_fate_reason: String::new(),
                ret_fate: GraphFate::Left,
            });
        }
    }
}

/// One round of [`plan`]: the arguments, the result, whether it is ignored, and the
/// errors, with their shapes built into `shapes`.
fn values(site: &CallSite, heap: Option<(&HeapAnalysis, &Facts)>, shapes: &mut Shapes) -> (Vec<Value>, Option<Value>, bool, Vec<Diagnostic>) {
    let at = At::Instruction(site.call);
    let mut errors = Vec::new();
    let mut args = Vec::new();
    for (i, a) in site.args.iter().enumerate() {
        let what = format!("argument {} of {}", i + 1, site.method_name);
        if let Some(ty) = a.byval {
            match by_value(site, ty) {
                Ok(v) => args.push(v),
                Err(why) => errors.push(Diagnostic::error(at, format!("{what}: {why}"))),
            }
            continue;
        }
        match value(a.param_ty, &what, || heap.map(|(h, _)| h.points_to(a.value).to_vec()), heap, shapes) {
            Ok(v) => args.push(v),
            Err(msg) => errors.push(Diagnostic::error(at, msg)),
        }
    }
    let is_void = ir::type_kind(site.ret) == LLVMTypeKind::LLVMVoidTypeKind;
    let ret_ignored = site.kind == IntrinsicKind::Invoke && !is_void && !ir::has_uses(site.call);
    let ret = match site.kind {
        IntrinsicKind::Create => Some(Value::Scalar(site.ret)),
        IntrinsicKind::Invoke if is_void || ret_ignored => None,
        IntrinsicKind::Invoke => {
            let what = format!("the result of {}", site.method_name);
            let returned = || heap.map(|(h, _)| shape::returned_targets(h, site.method));
            match value(site.ret, &what, returned, heap, shapes) {
                Ok(v) => Some(v),
                Err(msg) => {
                    errors.push(Diagnostic::error(at, msg));
                    None
                }
            }
        }
    };
    (args, ret, ret_ignored, errors)
}

/// A site that sends or receives pointers needs its method's body: the shapes of what
/// it returns and how it reads its arguments come from it (the heap analysis sees an
/// empty result set and would send nothing). A method taking and returning only scalars
/// may live in another object file (the linker finds it).
fn missing_body(site: &CallSite) -> Option<String> {
    let pointers =
        site.args.iter().any(|a| ir::is_pointer(a.param_ty) && a.byval.is_none()) || (site.kind == IntrinsicKind::Invoke && ir::is_pointer(site.ret));
    if !pointers || crate::ir::is_defined(site.method) {
        return None;
    }
    let what = match site.kind {
        IntrinsicKind::Invoke => "remote method",
        IntrinsicKind::Create => "constructor",
    };
    Some(format!("{what} {} has no body in the module: the pass needs the whole program (compile the file that defines it with cormicc)", site.method_name))
}

/// The plan of one value of type `ty`; `targets` gives its points-to set for pointers.
fn value(
    ty: LLVMTypeRef,
    what: &str,
    targets: impl FnOnce() -> Option<Vec<crate::heap::Target>>,
    heap: Option<(&HeapAnalysis, &Facts)>,
    shapes: &mut Shapes,
) -> Result<Value, String> {
    if is_scalar(ty) {
        return Ok(Value::Scalar(ty));
    }
    if !ir::is_pointer(ty) {
        return Err(format!("{what} has type {}, which cannot be sent yet (scalars and pointers can)", ir::type_str(ty)));
    }
    let (Some(heap), Some(targets)) = (heap, targets()) else {
        return Err(format!("{what} is a pointer, but no heap analysis ran"));
    };
    let root = shapes.root(heap.0, heap.1, &targets).map_err(|e| format!("{what}: {e}"))?;
    Ok(Value::Graph { root })
}

/// A struct passed by value: its bytes, when it has no pointer members.
fn by_value(site: &CallSite, ty: LLVMTypeRef) -> Result<Value, String> {
    if has_pointer_member(ty) {
        return Err(format!("the struct {} passed by value contains pointers; pass a pointer to it instead", ir::type_str(ty)));
    }
    // SAFETY: the call belongs to a live module.
    let module = unsafe { llvm_sys::core::LLVMGetGlobalParent(site.caller) };
    let size = crate::heap::layout::Layout::of(module).alloc_size(ty);
    Ok(Value::ByVal { ty, size })
}

/// Whether a type has a pointer anywhere in it (struct members, array elements).
fn has_pointer_member(ty: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    // SAFETY: type queries on a live type.
    unsafe {
        match ir::type_kind(ty) {
            LLVMPointerTypeKind => true,
            LLVMArrayTypeKind | LLVMVectorTypeKind => has_pointer_member(llvm_sys::core::LLVMGetElementType(ty)),
            LLVMStructTypeKind => {
                (0..llvm_sys::core::LLVMCountStructElementTypes(ty)).any(|i| has_pointer_member(llvm_sys::core::LLVMStructGetTypeAtIndex(ty, i)))
            }
            _ => false,
        }
    }
}

/// Whether any site passes or returns a pointer (then the heap analysis must run).
pub fn needs_heap(sites: &[CallSite]) -> bool {
    sites.iter().any(|s| s.args.iter().any(|a| ir::is_pointer(a.param_ty)) || (s.kind == IntrinsicKind::Invoke && ir::is_pointer(s.ret)))
}
