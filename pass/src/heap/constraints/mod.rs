//! From LLVM IR to constraints (see `solver/mod.rs` for the constraint kinds), and the driver
//! that alternates solving with resolving indirect calls.
//!
//! Which values are nodes: every value whose type can carry a pointer (`ptr`, an integer
//! as wide as a pointer, vectors/aggregates of them; `Layout::carries_pointers`).
//! Aggregates are field-insensitive values; they are spread over byte offsets only when
//! stored or loaded, and an `extractvalue` reads only its member where the aggregate's
//! origin is visible (`aggregates.rs`). Constants get nodes on first use (a global's or function's address,
//! constant GEPs, casts).
//!
//! Per instruction: `alloca` -> a stack object; `load`/`store` -> load/store constraints
//! at each pointer-sized offset of the accessed type; GEP -> gep edge (constant byte
//! offset from the DataLayout, or `ANY` for a variable index); `phi`/`select`/casts/
//! aggregate ops/integer arithmetic -> copies (add/sub of a constant: exact gep);
//! `inttoptr` -> variable gep of its operand's provenance, or the unknown object when the
//! operand carries none (nothing for a constant in the first or last page, where no
//! object lies: null, Rust's dangling `NonNull`s); calls -> parameter/return copies (direct), on-the-fly resolution
//! (indirect), library models (`libc_models.rs`), remote calls -> clone edges
//! (`cloning.rs`); `va_arg`/`llvm.va_start` -> the function's varargs object.
//!
//! Files, one concern each:
//!
//! | file | concern |
//! | --- | --- |
//! | `mod.rs` | the [`Builder`] (constraint builder state), [`analyse`] and the driver loop (solve, resolve the indirect calls found, repeat) |
//! | `module.rs` | the module walk: global objects and initializers, the function table, `main`'s argv/envp, each defined function's instructions |
//! | `values.rs` | nodes of values and constants (addresses, constant GEPs and casts, aggregates), GEP edges, allocation-site and varargs objects |
//! | `memory.rs` | non-call instructions: `alloca`, typed loads/stores, copies, `inttoptr`, atomics, varargs |
//! | `aggregates.rs` | `extractvalue` member by member through loads, `insertvalue`, phis and direct calls' `ret`s |
//! | `calls.rs` | calls: defined functions, indirect calls, intrinsics, library models, unknown code, remote intrinsics |
//! | `wrappers.rs` | allocation wrappers: a call is an allocation site of its own |
//! | `pass_through.rs` | functions returning a parameter unchanged: a direct call's result is its own argument |
//! | `results.rs` | after solving: final sets, object fields, `ptr_offsets`, counters, debug facts, remote call sites |

mod aggregates;
mod calls;
mod init_path;
mod memory;
mod module;
mod pass_through;
mod results;
mod selves;
mod stored_offsets;
pub(crate) mod string_copy;
mod values;
mod wrappers;

pub(crate) use results::reachable;

use super::layout::Layout;
use super::objects::ObjectId;
use super::ptr_fields::{Access, Copy};
use super::pts_sets::SetId;
use super::solver::{FxMap, NodeId, Solver};
use super::{DebugFacts, HeapAnalysis, HeapError, Targets};
use crate::discovery::{IntrinsicCalls, IntrinsicKind};
use llvm_sys::prelude::*;

/// Per-function facts.
pub(crate) struct FuncInfo {
    pub value: LLVMValueRef,
    pub name: String,
    pub defined: bool,
    pub variadic: bool,
    /// Nodes of the parameters that can carry pointers.
    pub params: Vec<Option<NodeId>>,
    /// The node all `ret` values flow to.
    pub ret: Option<NodeId>,
    /// The varargs object (made on first use).
    pub vararg: Option<ObjectId>,
}

struct RemoteRec {
    inst: LLVMValueRef,
    caller: String,
    method: Option<u32>,
    args: Vec<Option<NodeId>>,
    result: Option<NodeId>,
    line: u32,
    index: u32,
}

/// The constraint builder and driver.
pub(crate) struct Builder {
    pub layout: Layout,
    pub s: Solver,
    vals: FxMap<LLVMValueRef, NodeId>,
    pub funcs: Vec<FuncInfo>,
    fn_index: FxMap<LLVMValueRef, u32>,
    fn_obj: FxMap<LLVMValueRef, ObjectId>,
    global_obj: FxMap<LLVMValueRef, ObjectId>,
    site_objs: FxMap<(LLVMValueRef, String), ObjectId>,
    /// Pointer values that always point to one location (an alloca, a global, a constant
    /// GEP of one): loads and stores through them become plain copies.
    fixed: FxMap<LLVMValueRef, (ObjectId, i64)>,
    /// `ptr`-typed accesses and field-wise copies, for `AbstractObject::ptr_offsets`.
    accesses: Vec<Access>,
    copies: Vec<Copy>,
    /// Final target sets by representative node (filled by `finish`).
    memo: FxMap<SetId, Targets>,
    remote_self: NodeId,
    /// `self` of remote methods by class (`selves.rs`).
    selves: selves::Selves,
    remote: Vec<RemoteRec>,
    cur_fn: u32,
    /// Node holding strtok's hidden state.
    pub strtok_state: NodeId,
    /// Node holding what thread routines return (read by `pthread_join`).
    pub thread_ret: NodeId,
    /// Node pointing to the environment strings (`envp`'s strings, `putenv`'s
    /// arguments): `getenv` returns pointers into them.
    pub env_strings: NodeId,
    /// Node holding what the program wrote to files and sockets (fwrite, write, send):
    /// what fread/read/recv may read back.
    pub file_data: NodeId,
    /// Node holding the exposed addresses: every location whose address was turned into
    /// an integer (`ptrtoint`), formatted (printf family) or written out (file data). An
    /// integer of unknown origin turned back into a pointer may be any of them.
    pub exposed: NodeId,
    instructions: usize,
    /// What was handed to unknown code (see [`DebugFacts`]); the library models add
    /// their pointer-rebuilding calls to it.
    pub(in crate::heap) debug: DebugFacts,
    /// The remote call sites: every call of an intrinsic, by instruction.
    remote_sites: FxMap<LLVMValueRef, IntrinsicKind>,
    /// The intrinsic functions themselves.
    intrinsic_functions: Vec<LLVMValueRef>,
    /// The allocation wrappers (`wrappers.rs`), by function.
    wrappers: std::collections::HashMap<LLVMValueRef, wrappers::Wrapper>,
    /// The pass-through functions (`pass_through.rs`) and the parameter each returns.
    pass_through: std::collections::HashMap<LLVMValueRef, usize>,
    /// Loads read as the constant their field always holds (`stored_offsets.rs`).
    assumed: stored_offsets::Assumed,
}

/// Runs the whole analysis on a module.
/// `calls` are the module's intrinsic calls (discovery's [`IntrinsicCalls`]): the remote
/// call sites.
pub(crate) fn analyse(m: LLVMModuleRef, calls: &IntrinsicCalls) -> Result<HeapAnalysis, HeapError> {
    if m.is_null() {
        return Err(HeapError::Unsupported("null module".into()));
    }
    let mut assumed = stored_offsets::candidates(m, &Layout::of(m));
    loop {
        let mut b = Builder::new(m, calls);
        b.assumed = assumed.clone();
        b.build(m);
        b.drive().map_err(HeapError::Unsupported)?;
        let intrinsics = b.intrinsic_functions.clone();
        let h = b.finish();
        // A guess the solution does not confirm is dropped, and the module solved again.
        let bad = stored_offsets::refuted(m, &h, &assumed, &intrinsics);
        if bad.is_empty() {
            return Ok(h);
        }
        for l in bad {
            assumed.remove(&l);
        }
    }
}

impl Builder {
    fn new(m: LLVMModuleRef, calls: &IntrinsicCalls) -> Builder {
        let mut s = Solver::new();
        let remote_self = s.new_node();
        let strtok_state = s.new_node();
        let thread_ret = s.new_node();
        let env_strings = s.new_node();
        let file_data = s.new_node();
        let exposed = s.new_node();
        // What was written out may come back as text or integers: it is exposed.
        s.add_copy(file_data, exposed);
        Builder {
            remote_sites: calls.calls.iter().map(|c| (c.call, c.kind)).collect(),
            intrinsic_functions: calls.functions.iter().map(|&(_, f)| f).collect(),
            layout: Layout::of(m),
            s,
            vals: FxMap::default(),
            funcs: Vec::new(),
            fn_index: FxMap::default(),
            fn_obj: FxMap::default(),
            global_obj: FxMap::default(),
            site_objs: FxMap::default(),
            fixed: FxMap::default(),
            memo: FxMap::default(),
            accesses: Vec::new(),
            copies: Vec::new(),
            remote_self,
            selves: Default::default(),
            remote: Vec::new(),
            cur_fn: 0,
            strtok_state,
            thread_ret,
            env_strings,
            file_data,
            exposed,
            instructions: 0,
            debug: DebugFacts::default(),
            wrappers: Default::default(),
            pass_through: Default::default(),
            assumed: Default::default(),
        }
    }

    /// Solves, resolving indirect calls as their targets become known, until nothing is
    /// pending. Errors: the solver's budget ([`Solver::solve`]).
    fn drive(&mut self) -> Result<(), String> {
        loop {
            self.s.solve()?;
            if self.s.pending.is_empty() {
                return Ok(());
            }
            let pending = std::mem::take(&mut self.s.pending);
            for (ic, f) in pending {
                self.resolve(ic, f);
            }
        }
    }
}
