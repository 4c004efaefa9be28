//! What crosses the wire at one call site: a [`Plan`] per site, one [`Value`] per
//! argument and for the result. Scalars are sent as bytes; pointers become graphs whose
//! shapes come from the heap analysis ([`crate::shape`]). Anything else is a compile
//! error at the call site with the reason (DESIGN.md, the intrinsic: "anything the pass
//! cannot handle at a call site is a compile error with the source location").

pub mod decide;
pub mod layout_classes;
pub mod print;
pub mod result_extent;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::{At, Diagnostic, Diagnostics};
use crate::discovery::{CallSite, Discovery, IntrinsicKind};
use crate::facts::Facts;
use crate::heap::layout::Layout;
use crate::heap::{AllocSite, HeapAnalysis, Offset, Target};
use crate::ir;
use crate::shape::{self, Shapes};
use llvm_sys::prelude::LLVMTypeRef;
use llvm_sys::LLVMTypeKind;

/// How one value crosses the wire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A first-class value without pointers: an integer (any width), any floating-point
    /// type (`long double` is `x86_fp80`), or a vector, array or struct of those (a struct
    /// result the ABI returns in registers, `{double, double}`): its store-size bytes.
    /// Remote references are `i64` and travel this way, unchanged.
    Scalar(LLVMTypeRef),
    /// A pointer: the graph reachable from it, rooted at shape node `root` of the site's
    /// [`Shapes`] (deep copy with a handle table: sharing and cycles preserved).
    Graph {
        /// Index of the root's node in [`Plan::shapes`].
        root: usize,
        /// Where the pointer points inside its object, for an argument or a result that
        /// may point inside it (`None`: at its start).
        interior: Option<crate::shape::Interior>,
        /// Why it may point inside (the instruction, by file:line), for the remark; empty
        /// for a start.
        why: String,
    },
    /// A struct value: its bytes, then the graph of each pointer member.
    Struct(StructValue),
}

/// How a struct value is handed over at the call and to the method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// An argument passed in memory (`ptr byval(%T)`): the pointer is to the caller's
    /// private copy, the server passes its own copy.
    ByVal,
    /// A result returned through memory (`sret`): the caller's slot is the call's first
    /// operand, the server gives the method a slot of its own.
    Sret,
    /// A first-class aggregate holding pointers (`{ptr, i64}`, a slice returned in
    /// registers): stored into a slot to be sent, loaded from one when received.
    Aggregate,
    /// A Rust value passed indirectly (a pointer to the caller's copy, which the method
    /// reads and never frees; its type from debug info): the server passes its own copy.
    Indirect,
    /// A Rust fat pointer (`&[T]`, `&str`) passed as its data pointer (this argument) and
    /// its length (the next one): sent as its `{data_ptr, length}` header; the server
    /// passes the copy's data pointer. Borrowed: the method cannot keep or free it.
    Slice,
}

/// A struct value on the wire: `size` bytes (pointer members included, their bits
/// meaningless on the other node), then the graph of each pointer member in `fields`
/// order, sharing the direction's handle table with the other graphs. The receiver
/// writes every pointer member (a fresh object, a back-reference or NULL).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructValue {
    /// The struct (or aggregate) type.
    pub ty: LLVMTypeRef,
    /// Its allocation size in bytes.
    pub size: u64,
    /// How it is handed over.
    pub via: Via,
    /// The pointer members, by byte offset (from the type), with their graphs.
    pub fields: Vec<PtrField>,
}

/// A pointer member of a struct value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PtrField {
    /// Byte offset in the struct.
    pub offset: u64,
    /// Shape node of the graph it points to ([`Plan::shapes`]).
    pub root: usize,
    /// The member is not a pointer but the graph's root object itself, held in place (a
    /// Rust value typed from debug info, [`crate::rust_types`]): the sender walks from
    /// the member's address, the receiver copies the received root object over the
    /// member.
    pub inline: bool,
}

impl Value {
    /// Whether pointer graphs travel with this value (a pointer, or a struct with
    /// pointer members).
    pub fn has_graphs(&self) -> bool {
        match self {
            Value::Scalar(_) => false,
            Value::Graph { .. } => true,
            Value::Struct(s) => !s.fields.is_empty(),
        }
    }
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
    /// An ignored result holding pointers (also a struct returned through memory),
    /// planned as if sent: when the method keeps
    /// nothing of it ([`Plan::reply_fate`] `Freed`), the serving node walks it through
    /// a scratch buffer, not sent, and frees it. `None` otherwise (or when it cannot be
    /// planned: then it stays the method's, as before).
    pub ret_unsent: Option<Value>,
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
    /// When `args_fate` is not `Left`: the arguments (0-based) whose graphs are left to
    /// the method all the same (they may escape it, and at the caller they share no
    /// object with the others), each with why; the others are freed or reused.
    pub args_left: Vec<(usize, String)>,
    /// The method may return part of its argument graphs (`args_fate` is not `Left`
    /// only because nothing else keeps them): the graphs are freed or reused after the
    /// reply is marshaled, and objects the reply frees leave the log first
    /// (`cormi_log_forget`).
    pub args_returned: bool,
    /// Whether the caller's copy of a returned graph is refilled in place by the same
    /// thread's next call through this site (modes `site+reuse`, `all`, when the result
    /// does not escape the caller: `crate::escape`, client side). Only `Left` or `Reused`.
    pub ret_fate: GraphFate,
    /// What the serving node does with the graph the method returned once the reply is
    /// marshaled: `Freed` when the method keeps no object of it (`crate::escape::reply`;
    /// the reply then keeps its handle table, the list of objects to free), else `Left`.
    pub reply_fate: GraphFate,
    /// Why (for the remark); empty when no pointer graph is returned.
    pub reply_fate_reason: String,
    /// When `reply_fate` is `Left` (the method may keep part of the returned graph): its
    /// parts, each freed on its own by the serving node once the reply is marshaled
    /// (`Freed`) or left to the method, with why. Parts are the pointer members of a
    /// struct result, or the pointer fields of the returned object (which is freed
    /// then: the method keeps none of it), by byte offset; empty when not split.
    pub reply_parts: Vec<ReplyPart>,
    /// A pointer result that may point inside an object the serving node keeps: the
    /// bytes the caller receives in a block of its own ([`result_extent::ResultExtent`];
    /// set by [`decide`](crate::plan::decide)); `None` otherwise (a pointer into an
    /// object handed over arrives inside a copy of the whole object, as from a local call).
    pub ret_extent: Option<result_extent::ResultExtent>,
}

/// A part of a returned graph with its own fate on the serving node ([`Plan::reply_parts`]).
#[derive(Clone, Debug)]
pub struct ReplyPart {
    /// Byte offset of the pointer member (struct result) or field (returned object).
    pub offset: u64,
    /// Shape node of the graph it points to.
    pub node: usize,
    /// `Freed` or `Left`.
    pub fate: GraphFate,
    /// Why, for the remark.
    pub reason: String,
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
        self.args_table && self.args.iter().any(Value::has_graphs)
    }

    /// Whether the reply has a handle table: the result is a graph and the table was not
    /// dropped.
    pub fn ret_needs_handles(&self) -> bool {
        self.ret_table && self.ret.as_ref().is_some_and(Value::has_graphs)
    }

    /// Whether a struct value with pointer members travels in either direction (its
    /// graphs keep their handle table: the sharing analysis does not see its members as
    /// roots).
    pub fn has_struct_graphs(&self) -> bool {
        self.args.iter().chain(&self.ret).any(|v| matches!(v, Value::Struct(s) if !s.fields.is_empty()))
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

/// Whether a type is sent as its bytes: a sized first-class type without pointers
/// (integers, floating point of any width, and vectors, arrays and structs of those).
pub fn is_scalar(ty: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    let kind = ir::type_kind(ty);
    let bytes = matches!(
        kind,
        LLVMIntegerTypeKind
            | LLVMHalfTypeKind
            | LLVMBFloatTypeKind
            | LLVMFloatTypeKind
            | LLVMDoubleTypeKind
            | LLVMX86_FP80TypeKind
            | LLVMFP128TypeKind
            | LLVMPPC_FP128TypeKind
            | LLVMVectorTypeKind
            | LLVMArrayTypeKind
            | LLVMStructTypeKind
    );
    bytes && !has_pointer_member(ty) && is_sized(ty) && !ir::is_scalable(ty)
}

/// Whether a type has a size (not an opaque struct).
fn is_sized(ty: LLVMTypeRef) -> bool {
    // SAFETY: a sizedness query on a live type.
    unsafe { llvm_sys::core::LLVMTypeIsSized(ty) != 0 }
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
        let (args, ret, ret_ignored, ret_unsent, errors) = values(site, heap, &mut shapes);
        if !errors.is_empty() {
            return Err(errors);
        }
        if shapes.settle() {
            return Ok(Plan {
                args,
                ret,
                ret_ignored,
                ret_unsent,
                shapes,
                args_table: true,
                ret_table: true,
                args_fate: GraphFate::Left,
                args_fate_reason: String::new(),
                args_left: Vec::new(),
                args_returned: false,
                ret_fate: GraphFate::Left,
                reply_fate: GraphFate::Left,
                reply_fate_reason: String::new(),
                reply_parts: Vec::new(),
                ret_extent: None,
            });
        }
    }
}

/// The values of one round of [`plan`]: arguments, result, whether it is ignored, the
/// ignored result planned as if sent, and the errors.
type Values = (Vec<Value>, Option<Value>, bool, Option<Value>, Vec<Diagnostic>);

/// One round of [`plan`], with the shapes built into `shapes`.
fn values(site: &CallSite, heap: Option<(&HeapAnalysis, &Facts)>, shapes: &mut Shapes) -> Values {
    let at = At::Instruction(site.call);
    let mut errors = Vec::new();
    let mut args = Vec::new();
    let rust = crate::rust_types::method_types(site.method, site.args.len(), site.kind == IntrinsicKind::Invoke);
    for (i, a) in site.args.iter().enumerate() {
        let what = format!("argument {} of {}", i + 1, site.method_name);
        let typed = rust.as_ref().and_then(|(types, _)| rust_value(site, types[i], Some(a.param_ty), &what, shapes));
        let planned = match a.byval {
            _ if typed.is_some() => typed.expect("checked").and_then(|v| rust_addresses_sent(a, heap, shapes, &v, &what).map(|()| v)),
            Some(ty) => {
                let fields = |off: u64| heap.map(|(h, _)| fields_of(h, h.points_to(a.value), off));
                struct_value(site, ty, Via::ByVal, &what, fields, heap, shapes)
            }
            None if address_as_integer(site, a, heap) => Err(format!(
                "{what} is an integer that holds an address of this node (made from a pointer, or the register of a struct passed by value whose union member holds one), and {} turns it into a pointer: an address means nothing on another node; pass the pointer itself (its object is copied, a struct through a pointer to it), or a number the serving node made",
                site.method_name
            )),
            None => value(site, a.param_ty, &what, || heap.map(|(h, _)| h.points_to_interior(a.value)), heap, shapes),
        };
        match planned {
            Ok(v) => args.push(v),
            Err(msg) => errors.push(Diagnostic::error(at, msg)),
        }
    }
    let is_void = ir::type_kind(site.ret) == LLVMTypeKind::LLVMVoidTypeKind;
    // Unused, or only stored into a temporary nobody reads (clang's ignored struct
    // result), or returned through memory into such a temporary (`sret`).
    let ret_ignored = site.kind == IntrinsicKind::Invoke
        && match site.sret {
            Some(_) => ir::result_slot_never_read(site.call),
            None => !is_void && ir::never_read(site.call),
        };
    // An ignored struct result returned through memory is planned only to free its graphs
    // on the serving node: a shape that cannot be planned is no error then.
    let before = (ret_ignored && site.sret.is_some()).then(|| shapes.clone());
    let what = format!("the result of {}", site.method_name);
    let rust_ret = rust.as_ref().and_then(|(_, ret)| *ret);
    let typed_ret = match (&rust, site.sret) {
        (Some((_, Some(ty))), Some(_)) => rust_value(site, crate::rust_types::ArgType::Indirect(*ty), None, &what, shapes),
        _ => None,
    };
    let planned = match (site.kind, site.sret) {
        (IntrinsicKind::Invoke, Some(_)) if rust.is_some() && result_slot_address(site, rust_ret, heap).is_some() => {
            Err(format!("{what} {}", result_slot_address(site, rust_ret, heap).expect("checked")))
        }
        (IntrinsicKind::Invoke, Some(_)) if typed_ret.is_some() => typed_ret.expect("checked").map(|v| match v {
            Value::Struct(s) => Some(Value::Struct(StructValue { via: Via::Sret, ..s })),
            other => Some(other),
        }),
        (IntrinsicKind::Create, _) => Ok(Some(Value::Scalar(site.ret))),
        (IntrinsicKind::Invoke, Some(ty)) => {
            let fields = |off: u64| heap.map(|(h, _)| result_slot(h, site).map_or_else(Vec::new, |slot| fields_of(h, &[slot], off)));
            struct_value(site, ty, Via::Sret, &what, fields, heap, shapes).map(Some)
        }
        (IntrinsicKind::Invoke, None) if is_void || ret_ignored => Ok(None),
        (IntrinsicKind::Invoke, None) if rust.is_some() && returns_address(site).is_some() => {
            let back = returns_address(site).expect("checked");
            Err(format!(
                "{what} holds an address of the serving node as an integer (made from a pointer with `as usize`), which is turned back into a pointer at {}: an address means nothing on another node; return the value itself (a Box or a copy), or a number such as an index",
                crate::rust_addresses::place(back)
            ))
        }
        (IntrinsicKind::Invoke, None) if heap.is_some_and(|(h, _)| returns_pointer_bits(h, site)) => Err(format!(
            "{what} is a struct returned by value in registers whose union member holds a pointer, where its type has a number: its bits would mean nothing on another node; return a pointer to the struct instead (its union then follows CORMI_UNION)"
        )),
        (IntrinsicKind::Invoke, None) => {
            value(site, site.ret, &what, || heap.map(|(h, _)| shape::returned_targets_interior(h, site.method)), heap, shapes).map(Some)
        }
    };
    if let Some(before) = before {
        let unsent = match planned {
            Ok(Some(v)) if site.sret.is_some_and(has_pointer_member) => Some(v),
            _ => {
                *shapes = before;
                None
            }
        };
        return (args, None, ret_ignored, unsent, errors);
    }
    let ret = planned.unwrap_or_else(|msg| {
        errors.push(Diagnostic::error(at, msg));
        None
    });
    let unsent = match ret_ignored && has_pointer_member(site.ret) {
        // A shape that cannot be planned is no error here: the result is not sent.
        true => {
            let before = shapes.clone();
            value(site, site.ret, &what, || heap.map(|(h, _)| shape::returned_targets_interior(h, site.method)), heap, shapes).ok().or_else(|| {
                *shapes = before;
                None
            })
        }
        false => None,
    };
    (args, ret, ret_ignored, unsent, errors)
}

/// A Rust argument planned from its type whose integers carry addresses of the calling
/// node that the program turns back into pointers ([`crate::rust_addresses`]): an error.
fn rust_addresses_sent(a: &crate::discovery::SiteArg, heap: Option<(&HeapAnalysis, &Facts)>, shapes: &Shapes, v: &Value, what: &str) -> Result<(), String> {
    let (Some((h, facts)), Value::Struct(s)) = (heap, v) else { return Ok(()) };
    let Some(root) = s.fields.first().map(|f| f.root) else { return Ok(()) };
    let Some((obj, off, back)) = crate::rust_addresses::sent_address(h, shapes, root, h.points_to(a.value), &facts.converted.0) else { return Ok(()) };
    let at = match off {
        Offset::At(x) => format!("byte {x}"),
        Offset::Any => "an element".into(),
    };
    Err(format!(
        "{what}: the integer at {at} of the object {} holds an address of this node (made from a pointer with `as usize`), and the program turns such integers back into pointers at {}: an address means nothing on another node; send the value itself (a Box, a Vec of values) or an index",
        shape::describe(h.object(obj)),
        crate::rust_addresses::place(back)
    ))
}

/// Why the struct result of Rust method call `site`, returned through memory, may carry
/// an address of the serving node that the caller turns into a pointer (the rest of the
/// message after "the result of M"): a number read from its slot, or from a copy, reaches
/// an `inttoptr`; a number read from the buffers its value arrives with does
/// ([`crate::rust_addresses::received_address`]); or the method fills a field from a
/// pointer (`as usize`), the slot's address goes where the walk does not follow, and the
/// program turns loaded integers into pointers ([`crate::rust_addresses::result_slot_read`]).
fn result_slot_address(site: &CallSite, ret: Option<llvm_sys::prelude::LLVMMetadataRef>, heap: Option<(&HeapAnalysis, &Facts)>) -> Option<String> {
    use crate::rust_addresses::{copied_address, field_at, first_converted, place, received_address, result_holds_address, result_slot_read, SlotRead};
    let field = |off: Option<i64>| match (off, ret) {
        (Some(o), Some(ty)) => match field_at(site.method, ty, o) {
            Some(name) => format!("field `{name}` (byte {o})"),
            None => format!("byte {o}"),
        },
        (Some(o), None) => format!("byte {o}"),
        (None, _) => "a field".into(),
    };
    const WHY: &str = "an address of the serving node means nothing on this node; return the value itself (a Box or a copy), or a number such as an index";
    let received = heap.and_then(|(h, facts)| received_address(ir::module_of(site.call), h, site.call, &facts.converted.0));
    if let Some(back) = received {
        let ty = ret.map(|t| crate::rust_types::short_name(&crate::rust_layout::name(t))).unwrap_or_default();
        return Some(format!("holds numbers in an element of a buffer of its value (`{ty}`) that the caller turns into a pointer at {}: {WHY}", place(back)));
    }
    match result_slot_read(site.call, ir::operand(site.call, 0))? {
        SlotRead::Converted { offset, back } => {
            Some(format!("holds a number in {} that the caller turns into a pointer at {}: {WHY}", field(offset), place(back)))
        }
        SlotRead::Escaped { at } => {
            // Only a method seen storing an address into its result, or copying a struct
            // into it whose integers carry a pointer's provenance: a copy alone (a `Vec`'s
            // element moved out by `pop`) says nothing, and refusing it would refuse every
            // such result of a program with a conversion.
            let filled = match result_holds_address(site.method)? {
                Some(off) => Some(off),
                None => copied_address(heap?.0, site.method, ret)?,
            };
            let back = first_converted(ir::module_of(site.call))?;
            Some(format!(
                "holds an address of the serving node in {} (made from a pointer with `as usize`), and the result goes on at {} where the pass does not follow it while the program turns integers read from memory into pointers (at {}): {WHY}",
                field(filled),
                place(at),
                place(back)
            ))
        }
    }
}

/// The `inttoptr` of the caller that turns an address the Rust method returns as an
/// integer back into a pointer ([`crate::rust_addresses::returned_address`]).
fn returns_address(site: &CallSite) -> Option<llvm_sys::prelude::LLVMValueRef> {
    if has_pointer_member(site.ret) {
        return None;
    }
    crate::rust_addresses::returned_address(site.call)
}

/// Whether integer argument `a` may carry an address of the calling node (its value has
/// pointer provenance) and the method turns its parameter into a pointer: the serving
/// node would follow the caller's address.
fn address_as_integer(site: &CallSite, a: &crate::discovery::SiteArg, heap: Option<(&HeapAnalysis, &Facts)>) -> bool {
    let Some((h, facts)) = heap else { return false };
    if !h.points_to(a.value).is_empty() {
        return made_pointer(site, a) || stored_where_read_as_pointer(site, a, h, facts) || stored_where_converted(site, a, h, facts);
    }
    loads_pointer_bits(h, a.value) && stored_where_read_as_pointer(site, a, h, facts)
}

/// Whether the (defined) method of `site` returns a number or a struct of numbers loaded
/// from bytes that may hold a pointer.
fn returns_pointer_bits(heap: &HeapAnalysis, site: &CallSite) -> bool {
    !has_pointer_member(site.ret)
        && ir::is_defined(site.method)
        && returned_loads(site.method).into_iter().any(|v| from_union_local(v) && loads_pointer_bits(heap, v))
}

/// Whether `v` is a load from a local whose type holds a union (a struct returned by value
/// built in a local).
fn from_union_local(v: llvm_sys::prelude::LLVMValueRef) -> bool {
    if !ir::is_instruction(v) || ir::opcode(v) != llvm_sys::LLVMOpcode::LLVMLoad {
        return false;
    }
    let p = ir::gep_base(ir::operand(v, 0));
    // SAFETY: allocated-type query on a live alloca.
    ir::is_instruction(p) && ir::opcode(p) == llvm_sys::LLVMOpcode::LLVMAlloca && holds_union(unsafe { llvm_sys::core::LLVMGetAllocatedType(p) })
}

/// The values the `ret` instructions of `f` return.
fn returned_loads(f: llvm_sys::prelude::LLVMValueRef) -> Vec<llvm_sys::prelude::LLVMValueRef> {
    ir::function_instructions(f)
        .into_iter()
        .filter(|&i| ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMRet && ir::num_operands(i) == 1)
        .map(|i| ir::operand(i, 0))
        .collect()
}

/// Whether `v` is an integer loaded from bytes that may hold a pointer (the second
/// register of a struct passed by value, copied from where the union's pointer was
/// stored).
fn loads_pointer_bits(heap: &HeapAnalysis, v: llvm_sys::prelude::LLVMValueRef) -> bool {
    let v = ir::strip_int_casts(v);
    if !ir::is_instruction(v) || ir::opcode(v) != llvm_sys::LLVMOpcode::LLVMLoad {
        return false;
    }
    // SAFETY: the load belongs to a live module.
    let module = unsafe { llvm_sys::core::LLVMGetGlobalParent(ir::parent_function(v)) };
    let len = Layout::of(module).alloc_size(ir::type_of(v)) as i64;
    heap.points_to(ir::operand(v, 0)).iter().any(|t| {
        heap.fields(t.obj).iter().any(|(off, to)| {
            !to.is_empty()
                && match (*off, t.offset) {
                    (Offset::At(f), Offset::At(x)) => f < x + len && x < f + 8,
                    _ => true,
                }
        })
    })
}

/// Whether the method stores integer parameter `a` into bytes it reads as a pointer: a
/// struct passed by value in registers (`{ int k; union { long num; char *s; } u; }`
/// arrives as an `i32` and an `i64`) whose union member is read as the pointer.
fn stored_where_read_as_pointer(site: &CallSite, a: &crate::discovery::SiteArg, heap: &HeapAnalysis, facts: &Facts) -> bool {
    if ir::int_width(a.param_ty).is_none() || !ir::is_defined(site.method) {
        return false;
    }
    let Some(&p) = ir::params(site.method).get(a.param as usize) else { return false };
    ir::users(p).into_iter().filter(|&u| ir::opcode(u) == llvm_sys::LLVMOpcode::LLVMStore && ir::operand(u, 0) == p).any(|store| {
        heap.points_to(ir::operand(store, 1)).iter().any(|t| {
            facts.reads.offsets(heap.object(t.obj).physical).any(|read| match (read, t.offset) {
                (Offset::At(r), Offset::At(x)) => r < x + 8 && x < r + 8,
                _ => true,
            })
        })
    })
}

/// Whether the method stores integer parameter `a` into memory from which the program
/// loads an integer that it turns into a pointer after arithmetic
/// ([`crate::rust_addresses::ConvertedLoads`]: `(base + k * 8) as *const f64` in a later
/// call of the object).
fn stored_where_converted(site: &CallSite, a: &crate::discovery::SiteArg, heap: &HeapAnalysis, facts: &Facts) -> bool {
    if ir::int_width(a.param_ty).is_none() || !ir::is_defined(site.method) {
        return false;
    }
    let Some(&p) = ir::params(site.method).get(a.param as usize) else { return false };
    let stores: Vec<_> = ir::users(p).into_iter().filter(|&u| ir::opcode(u) == llvm_sys::LLVMOpcode::LLVMStore && ir::operand(u, 0) == p).collect();
    let loads = &facts.converted.0;
    stores.into_iter().any(|store| loads.iter().any(|&(load, _)| crate::rust_addresses::may_alias(heap, ir::operand(store, 1), ir::operand(load, 0))))
}

/// Whether `a` is an integer argument whose parameter the (defined) method of `site`
/// turns into a pointer (also when it is a piece that the method puts together with
/// others into a pointer).
fn made_pointer(site: &CallSite, a: &crate::discovery::SiteArg) -> bool {
    ir::int_width(a.param_ty).is_some()
        && ir::is_defined(site.method)
        && ir::params(site.method)
            .get(a.param as usize)
            .is_some_and(|&p| crate::facts::ptr_reads::feeds_inttoptr(p) || crate::facts::int_to_ptr::rebuilt_into_pointer(p))
}

/// The plan of a Rust value whose type holds a buffer (`Vec`, `String`, a slice), from
/// its debug-info type ([`crate::rust_types`]): a struct value whose one member is the
/// whole value, sent as a graph object held in place. `None` for other values (planned
/// from points-to sets). `param_ty`: the IR parameter's type (`None` for a result
/// returned through memory).
fn rust_value(
    site: &CallSite,
    how: crate::rust_types::ArgType,
    param_ty: Option<LLVMTypeRef>,
    what: &str,
    shapes: &mut Shapes,
) -> Option<Result<Value, String>> {
    use crate::rust_types::{needs_types, ArgType, Builder};
    let (ty, via) = match how {
        ArgType::Indirect(ty) => (ty, Via::Indirect),
        ArgType::SliceData(ty) => (ty, Via::Slice),
        ArgType::Plain => return None,
    };
    // SAFETY: the method belongs to a live module.
    let ctx = unsafe { llvm_sys::core::LLVMGetModuleContext(llvm_sys::core::LLVMGetGlobalParent(site.method)) };
    let rust_name = crate::rust_layout::name(ty);
    if let Some(why) = crate::rust_types::std_collection(ctx, ty) {
        return Some(Err(format!("{what} (Rust type '{}'): {why}", crate::rust_types::short_name(&rust_name))));
    }
    if !needs_types(ctx, ty) || param_ty.is_some_and(|t| !ir::is_pointer(t)) {
        return None;
    }
    let root = match Builder::new(site.method, shapes).object(ty) {
        Ok(root) => root,
        Err(e) => return Some(Err(format!("{what} (Rust type '{rust_name}'): {e}"))),
    };
    let crate::shape::NodeKind::Struct { size, .. } = shapes.nodes[root].kind else {
        return Some(Err(format!("{what} (Rust type '{rust_name}') has no layout the pass can send")));
    };
    // SAFETY: a type constructor of a live context.
    let bytes = unsafe { llvm_sys::core::LLVMArrayType2(llvm_sys::core::LLVMInt8TypeInContext(ctx), size) };
    let fields = vec![PtrField { offset: 0, root, inline: true }];
    Some(Ok(Value::Struct(StructValue { ty: bytes, size, via, fields })))
}

/// What member `off` of the objects `targets` point to can hold (`targets` point to the
/// struct's start; an unknown offset reads every member).
fn fields_of(heap: &HeapAnalysis, targets: &[Target], off: u64) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    for t in targets {
        let at = match t.offset {
            Offset::At(base) => Offset::At(base + off as i64),
            Offset::Any => Offset::Any,
        };
        out.extend_from_slice(heap.field_points_to_interior(t.obj, at));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The server's slot of a struct result returned through memory: the object the heap
/// analysis made for the method's `sret` parameter at this call.
fn result_slot(heap: &HeapAnalysis, site: &CallSite) -> Option<Target> {
    let slot = heap.objects().iter().find(|o| o.site == AllocSite::Instruction(site.call))?;
    Some(Target { obj: slot.id, offset: Offset::At(0) })
}

/// A site that sends or receives pointers needs its method's body: the shapes of what
/// it returns and how it reads its arguments come from it (the heap analysis sees an
/// empty result set and would send nothing). A method taking and returning only scalars
/// may live in another object file (the linker finds it).
fn missing_body(site: &CallSite) -> Option<String> {
    if !sends_pointers(site) || crate::ir::is_defined(site.method) {
        return None;
    }
    let what = match site.kind {
        IntrinsicKind::Invoke => "remote method",
        IntrinsicKind::Create => "constructor",
    };
    Some(format!("{what} {} has no body in the module: the pass needs the whole program (compile the file that defines it with cormicc)", site.method_name))
}

/// Whether the site passes or returns pointers, also as members of struct values.
fn sends_pointers(site: &CallSite) -> bool {
    let arg = |a: &crate::discovery::SiteArg| has_pointer_member(a.byval.unwrap_or(a.param_ty));
    let ret = site.kind == IntrinsicKind::Invoke && has_pointer_member(site.sret.unwrap_or(site.ret));
    site.args.iter().any(arg) || ret
}

/// The plan of one value of type `ty`; `targets` gives its points-to set for pointers
/// (and first-class aggregates holding them). A pointer may point inside its objects
/// ([`crate::shape::Interior`]).
fn value(
    site: &CallSite,
    ty: LLVMTypeRef,
    what: &str,
    targets: impl FnOnce() -> Option<Vec<crate::heap::Target>>,
    heap: Option<(&HeapAnalysis, &Facts)>,
    shapes: &mut Shapes,
) -> Result<Value, String> {
    if is_scalar(ty) {
        return Ok(Value::Scalar(ty));
    }
    if is_aggregate(ty) {
        // One points-to set for the whole value: the heap analysis does not tell its
        // members apart, so every pointer member gets the union.
        let all = targets();
        return struct_value(site, ty, Via::Aggregate, what, |_| all.clone(), heap, shapes);
    }
    if !ir::is_pointer(ty) {
        return Err(format!("{what} has type {}, which cannot be sent (scalars, pointers and structs can)", ir::type_str(ty)));
    }
    let (Some(heap), Some(targets)) = (heap, targets()) else {
        return Err(format!("{what} is a pointer, but no heap analysis ran"));
    };
    let (root, inside) = shapes.root_interior(heap.0, heap.1, &targets).map_err(|e| format!("{what}: {e}"))?;
    let (interior, why) = inside.map_or((None, String::new()), |(i, why)| (Some(i), why));
    Ok(Value::Graph { root, interior, why })
}

/// A struct value of type `ty` handed over `via`: its bytes, and a graph for each pointer
/// member, rooted at what `field_targets(offset)` says the member points to.
fn struct_value(
    site: &CallSite,
    ty: LLVMTypeRef,
    via: Via,
    what: &str,
    field_targets: impl Fn(u64) -> Option<Vec<Target>>,
    heap: Option<(&HeapAnalysis, &Facts)>,
    shapes: &mut Shapes,
) -> Result<Value, String> {
    // SAFETY: the call belongs to a live module.
    let module = unsafe { llvm_sys::core::LLVMGetGlobalParent(site.caller) };
    let layout = Layout::of(module);
    let size = layout.alloc_size(ty);
    let mut offsets = Vec::new();
    layout.ptr_typed_leaves(ty, 0, &mut offsets, MAX_POINTER_MEMBERS + 1);
    if offsets.len() > MAX_POINTER_MEMBERS {
        return Err(format!(
            "{what} is {}, a struct value with more than {MAX_POINTER_MEMBERS} pointer members; pass a pointer to it instead (and keep an array of more than 64 records with pointers in a block of its own: malloc(n * sizeof *p))",
            c_name(ty)
        ));
    }
    // A pointer kept in a union member where the struct's type shows a number (the
    // union's IR type is its first member) would travel as its bits. (An integer that
    // holds an address travels as the number it is.)
    if heap.is_some() && holds_union(ty) {
        let hidden =
            (0..size / 8).map(|k| k * 8).filter(|off| !offsets.contains(&(*off as i64))).find(|&off| field_targets(off).is_some_and(|t| !t.is_empty()));
        if let Some(off) = hidden {
            return Err(format!(
                "{what} is {} passed by value and holds a pointer at byte {off} in a union member, where its type has a number: its bits would mean nothing on another node; pass a pointer to the struct instead (its union then follows CORMI_UNION), or keep the pointer in a pointer member",
                c_name(ty)
            ));
        }
    }
    let mut fields = Vec::new();
    for off in offsets {
        let off = off as u64;
        let (Some(heap), Some(targets)) = (heap, field_targets(off)) else {
            return Err(format!("{what} holds a pointer, but no heap analysis ran"));
        };
        let field = format!("the pointer at byte {off} of {what}");
        let root = shapes.pointer(heap.0, heap.1, &targets, &field).map_err(|e| format!("{what}, the pointer at byte {off} of {}: {e}", c_name(ty)))?;
        fields.push(PtrField { offset: off, root, inline: false });
    }
    Ok(Value::Struct(StructValue { ty, size, via, fields }))
}

/// At most this many pointer members in one struct value (each is a graph of its own).
const MAX_POINTER_MEMBERS: usize = 64;

/// A type in C's spelling where it differs from the IR's.
fn c_name(ty: LLVMTypeRef) -> String {
    ir::c_spelling(ty).unwrap_or_else(|| ir::type_str(ty))
}

/// Whether a type has a pointer anywhere in it (struct members, array elements).
pub(crate) fn has_pointer_member(ty: LLVMTypeRef) -> bool {
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

/// A first-class struct or array value (a struct result returned in registers).
fn is_aggregate(ty: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    matches!(ir::type_kind(ty), LLVMStructTypeKind | LLVMArrayTypeKind)
}

/// Whether any site passes or returns a pointer, also as a member of a struct value, or
/// passes an integer its method turns into a pointer (then the heap analysis must run).
pub fn needs_heap(sites: &[CallSite]) -> bool {
    sites.iter().any(|s| sends_pointers(s) || integer_made_pointer(s) || struct_value_with_union(s)) || copied_result_kept(sites)
}

/// Whether a Rust method copies into its result (returned through memory) in whole, and
/// the caller passes the result on where the walk does not follow while the program
/// turns loaded integers into pointers: [`result_slot_address`] asks the heap analysis
/// what the copy holds.
fn copied_result_kept(sites: &[CallSite]) -> bool {
    use crate::rust_addresses::{first_converted, result_holds_address, result_slot_read, SlotRead};
    let copied = sites.iter().any(|s| {
        s.kind == IntrinsicKind::Invoke
            && s.sret.is_some()
            && ir::is_defined(s.method)
            && result_holds_address(s.method) == Some(None)
            && matches!(result_slot_read(s.call, ir::operand(s.call, 0)), Some(SlotRead::Escaped { .. }))
            && crate::rust_types::method_types(s.method, s.args.len(), true).is_some()
    });
    copied && sites.first().is_some_and(|s| first_converted(ir::module_of(s.call)).is_some())
}

/// Whether a struct passed or returned by value through memory holds a union (whose
/// other members may be pointers that its IR type does not show).
fn struct_value_with_union(site: &CallSite) -> bool {
    site.args.iter().filter_map(|a| a.byval).chain(site.sret).any(holds_union)
}

/// Whether type `ty` is, or contains, a C union (an IR struct named `union.*`).
fn holds_union(ty: LLVMTypeRef) -> bool {
    use llvm_sys::core::*;
    // SAFETY: type queries on a live type.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMStructTypeKind => {
                let name = LLVMGetStructName(ty);
                let named_union = !name.is_null() && std::ffi::CStr::from_ptr(name).to_bytes().starts_with(b"union.");
                named_union || (0..LLVMCountStructElementTypes(ty)).any(|k| holds_union(LLVMStructGetTypeAtIndex(ty, k)))
            }
            LLVMTypeKind::LLVMArrayTypeKind => holds_union(LLVMGetElementType(ty)),
            _ => false,
        }
    }
}

/// Whether the method of `site` turns an integer parameter into a pointer.
fn integer_made_pointer(site: &CallSite) -> bool {
    site.args.iter().any(|a| made_pointer(site, a) || spilled_and_read_as_pointer(site, a)) || returns_from_pointer_slot(site)
}

/// Whether the method returns, as numbers, a load from a local that a pointer is stored
/// into (a struct returned by value in registers, built in a local with a union member
/// set to a pointer): the heap analysis then decides ([`returns_pointer_bits`]).
fn returns_from_pointer_slot(site: &CallSite) -> bool {
    if site.kind != IntrinsicKind::Invoke || has_pointer_member(site.ret) || !ir::is_defined(site.method) {
        return false;
    }
    let insts = ir::function_instructions(site.method);
    let pointer_slots: Vec<_> = insts
        .iter()
        .filter(|&&i| ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMStore && ir::is_pointer(ir::type_of(ir::operand(i, 0))))
        .map(|&i| ir::gep_base(ir::operand(i, 1)))
        .collect();
    returned_loads(site.method)
        .into_iter()
        .any(|v| ir::is_instruction(v) && ir::opcode(v) == llvm_sys::LLVMOpcode::LLVMLoad && pointer_slots.contains(&ir::gep_base(ir::operand(v, 0))))
}

/// Whether the method stores integer parameter `a` into a local it also reads a
/// pointer from (a struct passed by value in registers, rebuilt in a local, whose union
/// member is read as the pointer): the heap analysis then decides
/// ([`stored_where_read_as_pointer`]).
fn spilled_and_read_as_pointer(site: &CallSite, a: &crate::discovery::SiteArg) -> bool {
    if ir::int_width(a.param_ty).is_none() || !ir::is_defined(site.method) {
        return false;
    }
    let Some(&p) = ir::params(site.method).get(a.param as usize) else { return false };
    let slots: Vec<_> = ir::users(p)
        .into_iter()
        .filter(|&u| ir::opcode(u) == llvm_sys::LLVMOpcode::LLVMStore && ir::operand(u, 0) == p)
        .map(|u| ir::gep_base(ir::operand(u, 1)))
        .collect();
    !slots.is_empty()
        && ir::function_instructions(site.method)
            .into_iter()
            .any(|i| ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMLoad && ir::is_pointer(ir::type_of(i)) && slots.contains(&ir::gep_base(ir::operand(i, 0))))
}
