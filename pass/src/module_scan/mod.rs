//! One read-only pass over every defined function: the instructions that write pointers
//! into memory and the ones that let a pointer leave the analysed code (free, threads,
//! external functions, integers, phis, returns). Both the cycle-and-sharing analysis and
//! the escape analysis test these against object graphs through the heap analysis.
//! Computed once per run ([`ModuleScan`] is an [`Analysis`]); printer [`print`]
//! (`print<cormi-module-scan>`).

pub mod print;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;

use crate::heap::{AllocSite, HeapAnalysis, ObjectKind};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;

/// How an instruction writes pointers into memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteKind {
    /// `store value, addr`.
    Store,
    /// `atomicrmw` / `cmpxchg` writing `value` at `addr`.
    Atomic,
    /// A library call or intrinsic that copies memory (memcpy, memmove, realloc, fread, ...),
    /// named by its callee: it may write into any pointer argument what any pointer
    /// argument's objects hold.
    Copy(String),
}

/// One instruction that may write a pointer into memory.
#[derive(Clone, Debug)]
pub struct Write {
    /// The instruction.
    pub inst: LLVMValueRef,
    /// Store or atomic: the written value and the address; copies: `None`.
    pub value_addr: Option<(LLVMValueRef, LLVMValueRef)>,
    /// What kind of write.
    pub kind: WriteKind,
}

/// How an instruction lets a pointer leave the code the analysis sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeakKind {
    /// Passed to a deallocator (`free`, `cormi_free`, `realloc`...), named.
    Free(String),
    /// Handed to another thread (`pthread_create`, `thrd_create`), named.
    Thread(String),
    /// Passed to an external (declared, not defined) function outside the lists above.
    External(String),
    /// Operand of `ptrtoint`.
    PtrToInt,
    /// Formatted as text by the named printf-family function (a `%p` conversion, or any
    /// pointer vararg when the format is not a constant): `sscanf` can give it back.
    Text(String),
    /// The buffer of the named output call (`fwrite`, `write`, `send`, ...): a pointer
    /// held in its bytes leaves the process's memory and can be read back.
    Output(String),
    /// A `phi` or `select` (the value can be carried to a later iteration or call).
    Merge,
    /// Returned by the named function.
    Return(String),
}

/// One instruction through which the pointers `values` leave.
#[derive(Clone, Debug)]
pub struct Leak {
    /// The instruction.
    pub inst: LLVMValueRef,
    /// The operands (or for `Merge` the instruction itself) that carry the pointers.
    pub values: Vec<LLVMValueRef>,
    /// What happens to them.
    pub kind: LeakKind,
}

/// Every [`Write`] and [`Leak`] of the module, in module order.
#[derive(Clone, Debug, Default)]
pub struct ModuleScan {
    /// Pointer writes (stores whose value may carry a pointer, atomics, copies).
    pub writes: Vec<Write>,
    /// Ways out of the analysed code.
    pub leaks: Vec<Leak>,
}

const FREES: &[&str] = &["free", "cormi_free", "realloc", "reallocarray", "cfree", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "__rust_dealloc", "__rust_realloc"];
const THREADS: &[&str] = &["pthread_create", "thrd_create"];
const COPIES: &[&str] = &[
    "memcpy",
    "memmove",
    "mempcpy",
    "bcopy",
    "memccpy",
    "wmemcpy",
    "wmemmove",
    "realloc",
    "reallocarray",
    "fread",
    "read",
    "pread",
    "recv",
    "recvfrom",
    "recvmsg",
];
/// printf-family functions and the index of their format argument.
const PRINTS: &[(&str, usize)] = &[
    ("printf", 0),
    ("fprintf", 1),
    ("dprintf", 1),
    ("sprintf", 1),
    ("snprintf", 2),
    ("asprintf", 1),
    ("syslog", 1),
    ("__printf_chk", 1),
    ("__fprintf_chk", 2),
    ("__sprintf_chk", 3),
    ("__snprintf_chk", 4),
    ("vprintf", 0),
    ("vfprintf", 1),
    ("vdprintf", 1),
    ("vsprintf", 1),
    ("vsnprintf", 2),
    ("vasprintf", 1),
];
/// Output calls and the index of their buffer argument.
const OUTPUTS: &[(&str, usize)] = &[
    ("fwrite", 0),
    ("fwrite_unlocked", 0),
    ("write", 1),
    ("pwrite", 1),
    ("pwrite64", 1),
    ("send", 1),
    ("sendto", 1),
    ("fputs", 0),
    ("puts", 0),
    ("msgsnd", 1),
    ("mq_send", 1),
];
/// The runtime's entry points and the intrinsics: they copy (marshal) or do not keep
/// what they are given.
const RUNTIME_PREFIXES: &[&str] = &["__cormi_", "cormi_", "llvm."];

impl ModuleScan {
    /// Scans `module` (read-only). `heap` tells which stored values can carry pointers.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> ModuleScan {
        let mut scan = ModuleScan::default();
        for f in ir::functions(module).into_iter().filter(|f| ir::is_defined(*f)) {
            for bb in ir::blocks(f) {
                for i in ir::block_instructions(bb) {
                    scan.instruction(f, i, heap);
                }
            }
        }
        scan
    }

    fn instruction(&mut self, f: LLVMValueRef, i: LLVMValueRef, heap: &HeapAnalysis) {
        let carries = |v: LLVMValueRef| !heap.points_to(v).is_empty();
        match ir::opcode(i) {
            LLVMOpcode::LLVMStore if carries(ir::operand(i, 0)) => {
                self.writes.push(Write { inst: i, value_addr: Some((ir::operand(i, 0), ir::operand(i, 1))), kind: WriteKind::Store })
            }
            LLVMOpcode::LLVMAtomicRMW if carries(ir::operand(i, 1)) => {
                self.writes.push(Write { inst: i, value_addr: Some((ir::operand(i, 1), ir::operand(i, 0))), kind: WriteKind::Atomic })
            }
            LLVMOpcode::LLVMAtomicCmpXchg if carries(ir::operand(i, 2)) => {
                self.writes.push(Write { inst: i, value_addr: Some((ir::operand(i, 2), ir::operand(i, 0))), kind: WriteKind::Atomic })
            }
            LLVMOpcode::LLVMPtrToInt => self.leak(i, vec![ir::operand(i, 0)], LeakKind::PtrToInt),
            LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect if carries(i) => self.leak(i, vec![i], LeakKind::Merge),
            LLVMOpcode::LLVMRet if ir::num_operands(i) == 1 => self.leak(i, vec![ir::operand(i, 0)], LeakKind::Return(ir::name(f))),
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => match ir::direct_callee(i) {
                // Rust's allocator functions (mangled, defined by the allocator shim) by
                // their attributes: a deallocation frees its argument.
                Some(callee) => match crate::rust_input::allocator_model(callee) {
                    Some(model) => self.call(i, model, false),
                    None => self.call(i, &ir::name(callee), ir::is_defined(callee)),
                },
                None => self.indirect_call(i, heap),
            },
            _ => {}
        }
    }

    /// A call through a pointer has the effects of every function it may call: a library
    /// function's as if called directly; code the heap analysis cannot name (the unknown
    /// object, a pointer to data, inline assembly) is an external call.
    fn indirect_call(&mut self, i: LLVMValueRef, heap: &HeapAnalysis) {
        let callee = ir::called_operand(i);
        if ir::is_inline_asm(callee) {
            return self.leak(i, ir::call_args(i), LeakKind::External("inline assembly".into()));
        }
        let mut externals: Vec<String> = Vec::new();
        let mut unknown = false;
        for t in heap.points_to(callee) {
            let object = heap.object(t.obj);
            match (&object.kind, &object.site) {
                (ObjectKind::Function, AllocSite::Function(f)) if ir::is_defined(*f) => {}
                (ObjectKind::Function, AllocSite::Function(f)) => externals.push(ir::name(*f)),
                _ => unknown = true,
            }
        }
        externals.sort();
        externals.dedup();
        for name in externals {
            self.call(i, &name, false);
        }
        if unknown {
            self.leak(i, ir::call_args(i), LeakKind::External("code called through an unknown pointer".into()));
        }
    }

    /// A call of the function `name` (`defined`: its body is in the module).
    fn call(&mut self, i: LLVMValueRef, name: &str, defined: bool) {
        let name = name.to_string();
        let args = ir::call_args(i);
        if name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove") || COPIES.contains(&name.as_str()) {
            self.writes.push(Write { inst: i, value_addr: None, kind: WriteKind::Copy(copy_name(&name)) });
        }
        if let Some(&(_, at)) = PRINTS.iter().find(|(n, _)| *n == name) {
            if !constant_format_without_pointers(args.get(at).copied()) {
                // v* variants: the va_list's contents are the arguments (conservative: all).
                let from = if name.starts_with('v') { 0 } else { at + 1 };
                self.leak(i, args.iter().skip(from).copied().collect(), LeakKind::Text(name.clone()));
            }
        }
        if let Some(&(_, at)) = OUTPUTS.iter().find(|(n, _)| *n == name) {
            if let Some(&buf) = args.get(at) {
                self.leak(i, vec![buf], LeakKind::Output(name.clone()));
            }
        }
        if FREES.contains(&name.as_str()) {
            self.leak(i, args, LeakKind::Free(name));
        } else if THREADS.contains(&name.as_str()) {
            self.leak(i, args, LeakKind::Thread(name));
        } else if !defined && !RUNTIME_PREFIXES.iter().any(|p| name.starts_with(p)) {
            self.leak(i, args, LeakKind::External(name));
        }
    }

    fn leak(&mut self, inst: LLVMValueRef, values: Vec<LLVMValueRef>, kind: LeakKind) {
        self.leaks.push(Leak { inst, values, kind });
    }
}

/// Whether `format` is a constant string with no `%p` conversion (`%%` is a literal).
fn constant_format_without_pointers(format: Option<LLVMValueRef>) -> bool {
    let Some(text) = format.and_then(ir::const_string) else { return false };
    let text = String::from_utf8_lossy(&text).replace("%%", "");
    !text.contains("%p")
}

/// `llvm.memcpy.p0.p0.i64` -> `memcpy`.
fn copy_name(name: &str) -> String {
    name.strip_prefix("llvm.").map(|s| s.split('.').next().unwrap_or(s).to_string()).unwrap_or_else(|| name.to_string())
}

impl Analysis for ModuleScan {
    const NAME: &'static str = "module-scan";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(ModuleScan::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?))
    }
}
