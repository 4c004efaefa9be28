//! Marshaling of pointer graphs: structs, arrays, lists, trees,
//! DAGs and cycles, walked with an explicit work list ([`super::worklist`]) and a handle
//! table (`cormi_handles_*`, kept unless the plan dropped it), so sharing and cycles
//! arrive intact and no graph size can overflow the native stack.
//!
//! Wire format of one pointer (pre-order, in work-list pop order):
//!
//! ```text
//! u32 tag: 0 = null | k (1..) = the object with handle k, already sent | NEW = 0xFFFFFFFF
//!          | NEW_LINKED = 0xFFFFFFFD: a new struct whose linked back link (a TAILQ element's
//!            tqe_prev, [`super::interior_recent::linked_field`]) points at the field of the
//!            object written just before it that the walk went on from: that link's
//!            announcement is not sent (site dispatch with a handle table only)
//!          | ADDR = 0xFFFFFFFE, then u64 address: a non-null pointer into the first or
//!            the last page (below 4096: Rust's dangling pointer of an empty String/Vec,
//!            a C sentinel such as (T*)1; at or above 2^64 - 4096: (T*)-1, MAP_FAILED),
//!            where no object can live; the receiver stores those bits; any other
//!            address (or 0) is malformed
//! class mode only: after NEW, u32 class id (checked by the receiver against the class
//! it expects in that slot)
//! polymorphic slot (NodeKind::Poly), every mode: then u32 variant index (the receiver
//! rejects one out of range), then the variant's body
//! after NEW, the object's body by its shape node:
//!   struct of S bytes      S bytes (the receiver overwrites the pointer fields, and writes
//!                          NULL into slots read as pointers: crate::facts::ptr_reads)
//!   array of scalars       u64 count, count * elem bytes
//!   array of pointers      u64 count; then each element as a pointer (pushed in order)
//! ```
//!
//! The receiver accepts a back-reference only into a slot that expects the layout class
//! the object was read as ([`super::recv_handles`], [`crate::plan::layout_classes`]).
//!
//! Both ends give handles in the order objects are first met (marshal: `find_or_add`
//! before the body; unmarshal: `add` after allocating, before the children), so the
//! numbering matches. Every count is checked against the remaining message before any
//! allocation (`cormi_in_check_count`); a bad tag, a bad handle or a short message
//! sets the cursor's error flag and leaves through the failure block.
//! Source: DESIGN.md, "Object model" and "Code generation".
//!
//! Files: this one holds the wire constants, the dispatch (site, class, generic) and the
//! control-flow helpers both directions share; `marshal.rs` writes a graph (the walk and
//! one object's body), `unmarshal.rs` reads one (the walk, allocation, back-reference
//! checks), `tagged.rs` the tag switch of a tagged union (`CORMI_UNION`). The work list
//! itself is `WorkList` in `super::worklist`.

mod marshal;
mod tagged;
mod unmarshal;

pub use marshal::{class_serializer, marshal, marshal_walk};
pub use unmarshal::{class_deserializer, unmarshal, unmarshal_walk};

use super::builder::Ir;
use super::shared_bodies::SharedBodies;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PhiValue, PointerValue};
use inkwell::IntPredicate;
use std::cell::RefCell;

/// The tag that announces a new object.
pub const TAG_NEW: u64 = 0xFFFF_FFFF;
/// The tag of a new struct whose linked back link points at the field that reached it
/// (the walk's [`Step`] went on from it): the link's announcement is left out.
pub const TAG_NEW_LINKED: u64 = 0xFFFF_FFFD;
/// The tag of an address where no object can live ([`no_object_at`]) sent as its bits.
pub const TAG_ADDR: u64 = 0xFFFF_FFFE;
/// Size of the first and the last page of the address space: no object lives in either,
/// so a pointer there is a sentinel (`(T *)1`, `(T *)-1`, Rust's dangling pointer) and
/// travels as its value.
pub const SMALL_ADDR_END: u64 = 4096;

/// Whether `addr` lies in the first or the last page (null included), as an `i1`: one
/// add and one compare, `addr + END < 2 * END` (wrapping).
pub fn no_object_at<'ctx>(ir: &Ir<'_, 'ctx>, addr: IntValue<'ctx>) -> IntValue<'ctx> {
    let shifted = ir.b.build_int_add(addr, ir.i64c(SMALL_ADDR_END), "pages").expect("builder");
    ir.b.build_int_compare(IntPredicate::ULT, shifted, ir.i64c(2 * SMALL_ADDR_END), "noobject").expect("builder")
}
/// Smallest wire size of one pointer (its tag), for checking counts of pointer arrays.
pub const TAG_BYTES: u64 = 4;

/// How the walk finds the code for an object's body.
#[derive(Clone, Copy)]
pub enum Dispatch<'a, 'ctx> {
    /// `site` mode: every body inline in the walk (a `switch` on the layout class, one
    /// body per class), no type tag on the wire; work-list entries carry layout classes.
    Inline {
        /// Layout class of each shape node of the site ([`crate::plan::layout_classes`]).
        ids: &'a [u32],
        /// The module's shared walks: a walk is a call of the one built for its key
        /// ([`super::shared_bodies`]); `None`: the walk is emitted in place.
        shared: Option<&'a SharedBodies<'ctx>>,
    },
    /// `class` mode: one serializer/deserializer function per class, called indirectly
    /// through the class tables, and a `u32` class id after every NEW tag; work-list
    /// entries carry class ids. `ids[node]` is the class of each node of this site.
    Class {
        /// The class tables of the module.
        tables: &'a ClassTables<'ctx>,
        /// Class id of each shape node of the site.
        ids: &'a [u32],
        /// The module's shared walks, as for `Inline`.
        shared: Option<&'a SharedBodies<'ctx>>,
    },
    /// `generic` mode: every graph goes through the runtime's descriptor-driven walkers
    /// (`cormi_generic_write/_read`, [`super::generic`]); `ids[node]` is the type id of
    /// each node of this site.
    Generic {
        /// `@__cormi_types`.
        types: PointerValue<'ctx>,
        /// Number of descriptors.
        ntypes: u64,
        /// Type id of each shape node of the site.
        ids: &'a [u32],
    },
}

impl<'a, 'ctx> Dispatch<'a, 'ctx> {
    /// What a work-list entry for shape node `node` carries: its layout class (also
    /// the shape recorded in the receiver's handle table).
    fn id(&self, node: usize) -> usize {
        self.class_of(node) as usize
    }

    /// The layout class (class / type id) of shape node `node` of the site.
    pub fn class_of(&self, node: usize) -> u32 {
        match self {
            Dispatch::Inline { ids, .. } | Dispatch::Class { ids, .. } | Dispatch::Generic { ids, .. } => ids[node],
        }
    }

    /// The layout class of every shape node of the site.
    fn ids(&self) -> &'a [u32] {
        match self {
            Dispatch::Inline { ids, .. } | Dispatch::Class { ids, .. } | Dispatch::Generic { ids, .. } => ids,
        }
    }

    /// Whether objects' bodies are class mode's functions in the class tables.
    pub fn has_tables(&self) -> bool {
        matches!(self, Dispatch::Class { .. })
    }

    /// How many object bodies a walk over `nodes` holds: one per layout class in site
    /// mode, one (the indirect call) in class mode.
    pub fn body_count(&self, nodes: &[usize]) -> usize {
        match self {
            Dispatch::Inline { ids, .. } => class_reps(ids, nodes).len(),
            _ => 1,
        }
    }

    /// The shared walks to call, if the walks are shared.
    fn shared(&self) -> Option<&'a SharedBodies<'ctx>> {
        match self {
            Dispatch::Inline { shared, .. } | Dispatch::Class { shared, .. } => *shared,
            Dispatch::Generic { .. } => None,
        }
    }

    /// This dispatch with walks emitted in place (for building a shared walk).
    fn in_place(self) -> Self {
        match self {
            Dispatch::Inline { ids, .. } => Dispatch::Inline { ids, shared: None },
            Dispatch::Class { tables, ids, .. } => Dispatch::Class { tables, ids, shared: None },
            generic => generic,
        }
    }
}

/// The class-mode tables: `[n x ptr]` of serializers `void (ptr obj, ptr out, ptr ws)`
/// and of deserializers `i32 (ptr in, ptr handles, ptr ws, ptr slot, ptr shapes, ptr
/// log)` (0 ok, 1 bad; `shapes`: [`super::recv_handles::RecvHandles::shapes`]; `log`: the call's
/// `cormi_graph_log`, or null when its graphs are left to the method).
pub struct ClassTables<'ctx> {
    /// Serializer table.
    pub ser: PointerValue<'ctx>,
    /// Deserializer table.
    pub deser: PointerValue<'ctx>,
}

/// Serializer function type.
pub fn ser_type<'ctx>(ir: &Ir<'_, 'ctx>) -> inkwell::types::FunctionType<'ctx> {
    let p = ir.ptr_ty();
    ir.ctx.void_type().fn_type(&[p.into(), p.into(), p.into()], false)
}

/// Deserializer function type.
pub fn deser_type<'ctx>(ir: &Ir<'_, 'ctx>) -> inkwell::types::FunctionType<'ctx> {
    let p = ir.ptr_ty();
    ir.ctx.i32_type().fn_type(&[p.into(), p.into(), p.into(), p.into(), p.into(), p.into()], false)
}

/// Loads entry `which` of a function table.
fn table_entry<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, which: IntValue<'ctx>) -> PointerValue<'ctx> {
    let off = ir.b.build_int_mul(which, ir.i64c(8), "slot").expect("builder");
    ir.load(ir.ptr_ty().into(), ir.byte_gep(table, off)).into_pointer_value()
}

/// `switch value` with one block per case running `body(k)` for case `k` (`otherwise`:
/// no case matched); returns the block where every case continues.
fn variant_switch<'ctx>(
    ir: &Ir<'_, 'ctx>,
    value: IntValue<'ctx>,
    cases: Vec<IntValue<'ctx>>,
    otherwise: BasicBlock<'ctx>,
    name: &str,
    body: impl Fn(&Ir<'_, 'ctx>, usize),
) -> BasicBlock<'ctx> {
    let join = ir.block(&format!("{name}.done"));
    let blocks: Vec<BasicBlock<'ctx>> = (0..cases.len()).map(|k| ir.block(&format!("{name}{k}"))).collect();
    let table: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = cases.into_iter().zip(blocks.iter().copied()).collect();
    ir.b.build_switch(value, otherwise, &table).expect("builder");
    for (k, &bb) in blocks.iter().enumerate() {
        ir.at(bb);
        body(ir, k);
        ir.br(join);
    }
    join
}

/// The layout classes of the site's nodes `nodes` (`ids[node]`), each once, as (class,
/// first node of that class), in the order of `nodes`: one inline body per class.
fn class_reps(ids: &[u32], nodes: &[usize]) -> Vec<(u32, usize)> {
    let mut out: Vec<(u32, usize)> = Vec::new();
    for &n in nodes {
        let c = ids[n];
        if !out.iter().any(|&(seen, _)| seen == c) {
            out.push((c, n));
        }
    }
    out
}

/// The order the pointer fields of a struct or record are queued in, the same on both
/// sides: fields that may point inside their objects (interior nodes) first. The work
/// list is a stack, so they are taken last, once the objects the other fields reach are
/// written: a `TAILQ`'s back link then finds the element it points into in the handle
/// table (`crate::codegen::interior`) instead of reaching the list backwards through
/// the runtime's look-up by address.
pub(in crate::codegen) fn field_order(shapes: &crate::shape::Shapes, ptr_fields: &[(u64, usize)]) -> Vec<usize> {
    let interior = |k: &usize| matches!(shapes.nodes[ptr_fields[*k].1].kind, crate::shape::NodeKind::Interior { .. });
    let (mut first, rest): (Vec<usize>, Vec<usize>) = (0..ptr_fields.len()).partition(interior);
    first.extend(rest);
    first
}

/// The layout classes among `nodes` that are buffer headers held in place
/// ([`crate::shape::NodeKind::Vec`]): their work-list entries carry no tag and no handle.
fn header_classes(shapes: &crate::shape::Shapes, ids: &[u32], nodes: &[usize]) -> Vec<(u32, usize)> {
    let headers: Vec<usize> = nodes.iter().copied().filter(|&n| shapes.is_header(n)).collect();
    class_reps(ids, &headers)
}

/// Branches to `header` when `which` is one of `classes`, else continues in a new block.
fn branch_if_header<'ctx>(ir: &Ir<'_, 'ctx>, which: IntValue<'ctx>, classes: &[(u32, usize)], header: BasicBlock<'ctx>) {
    let mut any = ir.ctx.bool_type().const_zero();
    for &(c, _) in classes {
        let hit = ir.eq(which, ir.i64c(u64::from(c)));
        any = ir.b.build_or(any, hit, "isheader").expect("builder");
    }
    let other = ir.block("object");
    ir.cond_br(any, header, other);
    ir.at(other);
}

/// The step of a site-dispatch walk that takes an entry (pointer or slot, class) as
/// phis: fed by the pop and by a struct's body that goes on with the last pointer field
/// it would queue (a list's `next`), skipping that push and the pop that would take it
/// straight back (the work list is LIFO: the same entries in the same order, the same
/// bytes on the wire).
///
/// Where a node of the walk has a linked back link (a `TAILQ`), a body goes on instead
/// to a typed step of the entry's class ([`TypedStep`]): its own null test,
/// handle-table probe and body, with no `switch` on the class, and for an entry whose
/// linked back link may point at the field it went on from, that field's address (never
/// null) to compare with. The pop's step then carries no link.
pub(super) struct Step<'ctx> {
    block: BasicBlock<'ctx>,
    p: PhiValue<'ctx>,
    which: PhiValue<'ctx>,
    /// The classes a body may go on with: none of their nodes is interior (resolved
    /// before the step) or a buffer header held in place (no tag).
    plain: Vec<u64>,
    /// The typed steps bodies go on to, when the walk has them; each is built by the
    /// walk once a body branches to it ([`Step::next_typed`]).
    typed: Option<RefCell<Vec<TypedStep<'ctx>>>>,
    name: String,
}

/// A step of one class a body goes on to ([`Step::go`]): the entry's pointer or slot as
/// a phi, and, for an entry whose linked back link may point at the field it went on
/// from ([`super::interior_recent::links`]), that field's address as a phi (sender: in
/// the sender's object; receiver: the slot).
#[derive(Clone, Copy)]
pub(super) struct TypedStep<'ctx> {
    /// The entry's class.
    pub(super) class: u64,
    /// Where its code starts.
    pub(super) block: BasicBlock<'ctx>,
    p: PhiValue<'ctx>,
    link: Option<PhiValue<'ctx>>,
    built: bool,
}

impl<'ctx> TypedStep<'ctx> {
    /// The entry's pointer (sender) or slot (receiver).
    pub(super) fn p(&self) -> PointerValue<'ctx> {
        self.p.as_basic_value().into_pointer_value()
    }

    /// The field the entry went on from, when its linked back link may point at it.
    pub(super) fn link(&self) -> Option<PointerValue<'ctx>> {
        self.link.map(|l| l.as_basic_value().into_pointer_value())
    }
}

impl<'ctx> Step<'ctx> {
    /// Branches from the current block to a new step block fed with (`p`, `which`) and
    /// positions there; bodies may go on with the classes of `nodes` that are `plain`
    /// (none for class dispatch, whose bodies are functions). With `linking` (a node of
    /// the walk has a linked back link), bodies go on to typed steps
    /// ([`Step::next_typed`]).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn start(
        ir: &Ir<'_, 'ctx>,
        p: PointerValue<'ctx>,
        which: IntValue<'ctx>,
        shapes: &crate::shape::Shapes,
        dispatch: Dispatch<'_, 'ctx>,
        nodes: &[usize],
        name: &str,
        linking: bool,
    ) -> Step<'ctx> {
        let (plain, typed) = match dispatch {
            Dispatch::Inline { ids, .. } => {
                let plain = plain_classes(shapes, ids, nodes);
                let typed = !plain.is_empty() && linking;
                (plain, typed)
            }
            _ => (Vec::new(), false),
        };
        let from = ir.b.get_insert_block().expect("positioned");
        let block = ir.block(name);
        ir.br(block);
        ir.at(block);
        let phi = |ty: inkwell::types::BasicTypeEnum<'ctx>, n: &str| ir.b.build_phi(ty, n).expect("builder");
        let (pp, wp) = (phi(ir.ptr_ty().into(), "step.p"), phi(ir.ctx.i64_type().into(), "step.which"));
        pp.add_incoming(&[(&p, from)]);
        wp.add_incoming(&[(&which, from)]);
        let typed = typed.then(|| RefCell::new(Vec::new()));
        Step { block, p: pp, which: wp, plain, typed, name: name.to_string() }
    }

    /// The entry the step works on: (pointer or slot, class).
    pub(super) fn entry(&self) -> (PointerValue<'ctx>, IntValue<'ctx>) {
        (self.p.as_basic_value().into_pointer_value(), self.which.as_basic_value().into_int_value())
    }

    /// Whether a body may go on with an entry of `class` instead of queuing it.
    pub(super) fn takes(&self, class: u64) -> bool {
        self.plain.contains(&class)
    }

    /// Ends the current block going on with entry (`v`, `class`), as if it were pushed and
    /// popped at once; `link`: the field it goes on from, when the entry's linked back
    /// link may point at it ([`super::interior_recent::links`]; kept by typed steps only).
    pub(super) fn go(&self, ir: &Ir<'_, 'ctx>, v: PointerValue<'ctx>, class: u64, link: Option<PointerValue<'ctx>>) {
        let from = ir.b.get_insert_block().expect("positioned");
        let Some(typed) = &self.typed else {
            self.p.add_incoming(&[(&v, from)]);
            self.which.add_incoming(&[(&ir.i64c(class), from)]);
            ir.br(self.block);
            return;
        };
        let mut typed = typed.borrow_mut();
        let k = match typed.iter().position(|t| t.class == class && t.link.is_some() == link.is_some()) {
            Some(k) => k,
            None => {
                let suffix = if link.is_some() { ".linked" } else { "" };
                let block = ir.block(&format!("{}{class}{suffix}", self.name));
                ir.at(block);
                let p = ir.b.build_phi(ir.ptr_ty(), "typed.p").expect("builder");
                let l = link.map(|_| ir.b.build_phi(ir.ptr_ty(), "typed.link").expect("builder"));
                ir.at(from);
                typed.push(TypedStep { class, block, p, link: l, built: false });
                typed.len() - 1
            }
        };
        let t = typed[k];
        t.p.add_incoming(&[(&v, from)]);
        if let (Some(phi), Some(l)) = (t.link, link) {
            phi.add_incoming(&[(&l, from)]);
        }
        ir.br(t.block);
    }

    /// A typed step some body goes on to whose code the walk has not built yet (marked
    /// built): the walk builds it (its own null test, probe or tag, and body), whose body
    /// may ask for more.
    pub(super) fn next_typed(&self) -> Option<TypedStep<'ctx>> {
        let mut typed = self.typed.as_ref()?.borrow_mut();
        let t = typed.iter_mut().find(|t| !t.built)?;
        t.built = true;
        Some(*t)
    }
}

/// The classes of `nodes` none of whose nodes is interior or a buffer header held in
/// place: an entry of one of them goes straight from the step to its tag and body.
fn plain_classes(shapes: &crate::shape::Shapes, ids: &[u32], nodes: &[usize]) -> Vec<u64> {
    let special = |n: usize| shapes.is_header(n) || matches!(shapes.nodes[n].kind, crate::shape::NodeKind::Interior { .. });
    let mut out: Vec<u64> = Vec::new();
    for &n in nodes {
        let c = ids[n];
        if !out.contains(&u64::from(c)) && !nodes.iter().any(|&m| ids[m] == c && special(m)) {
            out.push(u64::from(c));
        }
    }
    out
}

/// Whether the builder's block still lacks a terminator (a body that went on through
/// [`Step::go`] has one).
pub(super) fn open(ir: &Ir<'_, '_>) -> bool {
    ir.b.get_insert_block().expect("positioned").get_terminator().is_none()
}

/// `switch i64 which` over the bodies of `classes` (default: the last body; never
/// taken, the class always comes from this code's own pushes).
pub(super) fn switch<'ctx>(ir: &Ir<'_, 'ctx>, which: IntValue<'ctx>, classes: &[(u32, usize)], bodies: &[BasicBlock<'ctx>]) {
    let cases: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = classes.iter().zip(bodies).map(|(&(c, _), &bb)| (ir.i64c(u64::from(c)), bb)).collect();
    let default = *bodies.last().expect("at least one node");
    ir.b.build_switch(which, default, &cases[..cases.len() - 1]).expect("builder");
}

/// `!c` for an `i1`.
pub(super) fn not<'ctx>(ir: &Ir<'_, 'ctx>, c: IntValue<'ctx>) -> IntValue<'ctx> {
    ir.b.build_not(c, "not").expect("builder")
}

/// A counted loop `for (k = 0; k < n; k++) body(k)`; continues after it.
pub(super) fn for_each<'ctx>(ir: &Ir<'_, 'ctx>, n: IntValue<'ctx>, body: impl Fn(&Ir<'_, 'ctx>, IntValue<'ctx>)) {
    let pre = ir.b.get_insert_block().expect("positioned");
    let (head, step, after) = (ir.block("each"), ir.block("each.body"), ir.block("each.done"));
    ir.br(head);
    ir.at(head);
    let k = ir.b.build_phi(ir.ctx.i64_type(), "k").expect("builder");
    k.add_incoming(&[(&ir.i64c(0), pre)]);
    let kv = k.as_basic_value().into_int_value();
    ir.cond_br(ir.b.build_int_compare(IntPredicate::ULT, kv, n, "more").expect("builder"), step, after);
    ir.at(step);
    body(ir, kv);
    let k1 = ir.b.build_int_add(kv, ir.i64c(1), "k1").expect("builder");
    let latch = ir.b.get_insert_block().expect("positioned");
    k.add_incoming(&[(&k1, latch)]);
    ir.br(head);
    ir.at(after);
}
