//! One marshaler and one unmarshaler per distinct graph walk, shared by every call site
//! that needs it, so that a program with many call sites over a few shapes does not make
//! `-O2` optimise the same walk once per site.
//!
//! A walk ([`super::graph`]) is fully determined by its key: the direction, the layout
//! class of the root (classes are canonical over the module,
//! [`crate::plan::layout_classes`], so the root's class fixes every class reachable from
//! it and each one's body), whether the direction keeps its handle table, whether a
//! received graph is allocated through a log, and the dispatch (site's inline bodies or
//! class mode's tables). The first site with a key builds the walk as an internal
//! function from its own shapes; every site with that key calls it:
//!
//! ```text
//! void __cormi_marshal_<k>(ptr out, [ptr handles,] ptr root)
//! ptr  __cormi_unmarshal_<k>(ptr in, [ptr objs, ptr shapes,] [ptr log])
//!        returns the root; on a malformed message the cursor's error flag is set (the
//!        caller tests it right after the call and leaves through its failure block)
//! ```
//!
//! A walk with bodies for only the classes reachable from its root is the same code the
//! site would have inlined (the other classes' bodies were dead code). When every site
//! is generated, [`SharedBodies::finish`] marks `noinline` each walk that several sites
//! call and that holds more than [`INLINE_BODIES`] object bodies; the others stay
//! ordinary internal functions that the inliner may copy into their callers.

use super::builder::Ir;
use super::graph::{self, Dispatch};
use super::recv_handles::RecvHandles;
use crate::shape::{Elems, NodeKind, Shapes};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, PointerValue};
use std::cell::RefCell;
use std::collections::HashMap;

/// Walks with at most this many object bodies stay inlinable even when shared.
pub const INLINE_BODIES: usize = 1;

/// Which way a walk goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Direction {
    Marshal,
    Unmarshal,
}

/// What makes two walks the same code (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    direction: Direction,
    /// Layout class of the root.
    root: u32,
    /// The direction keeps its handle table.
    handles: bool,
    /// Received objects are allocated through a `cormi_graph_log`.
    log: bool,
    /// Class mode's tables (else site mode's inline bodies).
    class_tables: bool,
}

/// A built walk: its function, how many object bodies it holds, how many sites call it.
struct Walk<'ctx> {
    function: FunctionValue<'ctx>,
    bodies: usize,
    users: usize,
}

/// The shared walks of one module (site and class modes; generic mode's walks are the
/// runtime's). Built lazily as sites ask for them.
pub struct SharedBodies<'ctx> {
    walks: RefCell<HashMap<Key, Walk<'ctx>>>,
    /// Keys in order of creation (for [`SharedBodies::finish`] and the names).
    order: RefCell<Vec<Key>>,
}

impl Default for SharedBodies<'_> {
    fn default() -> Self {
        SharedBodies { walks: RefCell::new(HashMap::new()), order: RefCell::new(Vec::new()) }
    }
}

impl<'ctx> SharedBodies<'ctx> {
    /// Calls the marshal walk of the graph rooted at `root` (shape node `node` of
    /// `shapes`) into `out` from the function `ir` builds, building the walk on first use.
    /// `dispatch` is the site's (not generic).
    #[allow(clippy::too_many_arguments)]
    pub fn call_marshal(
        &self,
        ir: &Ir<'_, 'ctx>,
        shapes: &Shapes,
        out: PointerValue<'ctx>,
        handles: Option<PointerValue<'ctx>>,
        root: PointerValue<'ctx>,
        node: usize,
        dispatch: Dispatch<'_, 'ctx>,
    ) {
        let key =
            Key { direction: Direction::Marshal, root: dispatch.class_of(node), handles: handles.is_some(), log: false, class_tables: dispatch.has_tables() };
        let nodes = reachable(shapes, node);
        let f = self.walk(ir, key, dispatch.body_count(&nodes), |wir, f| {
            let mut params = f.get_param_iter().map(|p| p.into_pointer_value());
            let out = params.next().expect("out parameter");
            let handles = key.handles.then(|| params.next().expect("handles parameter"));
            let root = params.next().expect("root parameter");
            graph::marshal_walk(wir, shapes, out, handles, root, node, dispatch, &nodes);
            wir.ret(None);
        });
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![out.into()];
        args.extend(handles.map(BasicMetadataValueEnum::from));
        args.push(root.into());
        ir.b.build_call(f, &args, "").expect("builder");
    }

    /// Calls the unmarshal walk of a graph of shape node `node` from `inp` (handle tables
    /// `handles`, allocation log `log`) from the function `ir` builds, building the walk
    /// on first use; returns the root. A malformed message branches to `fail` (the walk
    /// has set the cursor's error flag). Ends positioned in a fresh block.
    #[allow(clippy::too_many_arguments)]
    pub fn call_unmarshal(
        &self,
        ir: &Ir<'_, 'ctx>,
        shapes: &Shapes,
        inp: PointerValue<'ctx>,
        handles: Option<RecvHandles<'ctx>>,
        log: Option<PointerValue<'ctx>>,
        node: usize,
        fail: BasicBlock<'ctx>,
        dispatch: Dispatch<'_, 'ctx>,
    ) -> PointerValue<'ctx> {
        let key = Key {
            direction: Direction::Unmarshal,
            root: dispatch.class_of(node),
            handles: handles.is_some(),
            log: log.is_some(),
            class_tables: dispatch.has_tables(),
        };
        let nodes = reachable(shapes, node);
        let f = self.walk(ir, key, dispatch.body_count(&nodes), |wir, f| {
            let mut params = f.get_param_iter().map(|p| p.into_pointer_value());
            let inp = params.next().expect("in parameter");
            let handles = key.handles.then(|| RecvHandles { objs: params.next().expect("objs parameter"), shapes: params.next().expect("shapes parameter") });
            let log = key.log.then(|| params.next().expect("log parameter"));
            let bad = wir.block("malformed");
            let root = graph::unmarshal_walk(wir, shapes, inp, handles, log, node, bad, dispatch, &nodes);
            wir.ret(Some(root.into()));
            wir.at(bad);
            wir.ret(Some(wir.ptr_ty().const_null().into()));
        });
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![inp.into()];
        if let Some(h) = handles {
            args.extend([BasicMetadataValueEnum::from(h.objs), h.shapes.into()]);
        }
        args.extend(log.map(BasicMetadataValueEnum::from));
        let call = ir.b.build_call(f, &args, "graph").expect("builder");
        let root = call.try_as_basic_value().basic().expect("returns the root").into_pointer_value();
        ir.error_branch(ir.in_error(inp), fail);
        root
    }

    /// Marks `noinline` every walk that several sites call and that holds more than
    /// [`INLINE_BODIES`] object bodies (the others stay inlinable).
    pub fn finish(&self) {
        let walks = self.walks.borrow();
        for key in self.order.borrow().iter() {
            let w = &walks[key];
            if w.users > 1 && w.bodies > INLINE_BODIES {
                let kind = Attribute::get_named_enum_kind_id("noinline");
                let ctx = w.function.get_type().get_context();
                w.function.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
            }
        }
    }

    /// The walk of `key` (holding `bodies` object bodies): built by `body` (given a
    /// builder in the new function and the function) the first time, counted as used by one more site every time. The walk
    /// takes the sanitizer attributes of every function that calls it.
    fn walk(&self, ir: &Ir<'_, 'ctx>, key: Key, bodies: usize, body: impl FnOnce(&Ir<'_, 'ctx>, FunctionValue<'ctx>)) -> FunctionValue<'ctx> {
        if let Some(w) = self.walks.borrow_mut().get_mut(&key) {
            w.users += 1;
            super::sanitize::inherit(w.function, ir.function);
            return w.function;
        }
        let f = declare(ir.module, key, self.order.borrow().len());
        super::sanitize::inherit(f, ir.function);
        body(&Ir::new(ir.module, f), f);
        self.walks.borrow_mut().insert(key, Walk { function: f, bodies, users: 1 });
        self.order.borrow_mut().push(key);
        f
    }
}

/// `internal` function of a walk: `__cormi_marshal_<k>` or `__cormi_unmarshal_<k>` with
/// the parameters of `key` (see the module documentation).
fn declare<'ctx>(module: &Module<'ctx>, key: Key, k: usize) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let p: BasicMetadataTypeEnum<'ctx> = ctx.ptr_type(Default::default()).into();
    let (name, ty) = match key.direction {
        Direction::Marshal => {
            let params = if key.handles { vec![p, p, p] } else { vec![p, p] };
            (format!("__cormi_marshal_{k}"), ctx.void_type().fn_type(&params, false))
        }
        Direction::Unmarshal => {
            let n = 1 + 2 * usize::from(key.handles) + usize::from(key.log);
            (format!("__cormi_unmarshal_{k}"), ctx.ptr_type(Default::default()).fn_type(&vec![p; n], false))
        }
    };
    module.add_function(&name, ty, Some(Linkage::Internal))
}

/// The nodes reachable from `root` in `shapes` (itself included), in node order: the
/// walk needs bodies for their classes only.
fn reachable(shapes: &Shapes, root: usize) -> Vec<usize> {
    let mut seen = vec![root];
    let mut next = 0;
    while next < seen.len() {
        let children: Vec<usize> = match &shapes.nodes[seen[next]].kind {
            NodeKind::Null => vec![],
            NodeKind::Struct { ptr_fields, .. } => ptr_fields.iter().map(|f| f.1).collect(),
            NodeKind::Array { elems, .. } => match elems {
                Elems::Scalars { .. } => vec![],
                Elems::Pointers(c) => vec![*c],
                Elems::Records { ptr_fields, .. } => ptr_fields.iter().map(|f| f.1).collect(),
            },
            NodeKind::Poly { variants } => variants.iter().map(|v| v.1).collect(),
            NodeKind::Vec { elems, .. } => match elems {
                Elems::Scalars { .. } => vec![],
                Elems::Pointers(c) => vec![*c],
                Elems::Records { ptr_fields, .. } => ptr_fields.iter().map(|f| f.1).collect(),
            },
            NodeKind::Interior { target, .. } => vec![*target],
        };
        for c in children {
            if !seen.contains(&c) {
                seen.push(c);
            }
        }
        next += 1;
    }
    seen.sort_unstable();
    seen
}
