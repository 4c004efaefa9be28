//! Small, read-only helpers over the LLVM C API (llvm-sys) that inkwell 0.11 lacks or
//! makes awkward: iteration (functions, globals, blocks, instructions), names and `%N`
//! slots, printed types and values, operands and call operands, constants, type
//! predicates, attributes, debug locations. The one set every analysis uses.
//!
//! Names say what they walk or strip: [`function_instructions`] (every instruction of a
//! function) vs [`block_instructions`] (one block); [`called_operand`] (the callee operand
//! as is) vs [`stripped_called_operand`] (pointer casts stripped) vs [`direct_callee`]
//! (the called function through aliases and casts, `None` when indirect).
//!
//! Every function takes a valid `LLVMValueRef`/`LLVMTypeRef` from a live module and never
//! changes the module. They are safe functions over raw handles, like inkwell's own
//! accessors: the handles come from the module a pass runs on, which outlives the pass.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMDILocationGetLine, LLVMGetSubprogram, LLVMInstructionGetDebugLoc};
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;
use std::ffi::CStr;
use std::fmt;

/// A source position from `!dbg` (or a function's `DISubprogram`). `line` is 1-based;
/// `column` is 0 when the location has none.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceLoc {
    /// The file name as recorded in debug info (no directory).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, 0 when unknown.
    pub column: u32,
}

impl fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column == 0 {
            write!(f, "{}:{}", self.file, self.line)
        } else {
            write!(f, "{}:{}:{}", self.file, self.line, self.column)
        }
    }
}

/// The debug location of an instruction (its `!dbg`) or of a function (its subprogram);
/// `None` without debug info.
pub fn source_loc(value: LLVMValueRef) -> Option<SourceLoc> {
    // SAFETY: the caller hands a live instruction or function. LLVMGetDebugLoc* return
    // 0/NULL when there is no location (for instructions they also require one, so check
    // the `!dbg` attachment first).
    unsafe {
        if !LLVMIsAInstruction(value).is_null() && !has_debug_loc(value) {
            return None;
        }
        if !LLVMIsAFunction(value).is_null() && LLVMGetSubprogram(value).is_null() {
            return None;
        }
        let line = LLVMGetDebugLocLine(value);
        if line == 0 {
            return None;
        }
        let mut len = 0u32;
        let ptr = LLVMGetDebugLocFilename(value, &mut len);
        let file = if ptr.is_null() {
            String::from("<unknown>")
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(ptr as *const u8, len as usize)).into_owned()
        };
        let column = if LLVMIsAInstruction(value).is_null() { 0 } else { LLVMGetDebugLocColumn(value) };
        Some(SourceLoc { file, line, column })
    }
}

/// The declaration line of a global variable from its `!dbg` `DIGlobalVariableExpression`
/// (column 0); `None` without debug info.
pub fn global_source_loc(global: LLVMValueRef) -> Option<SourceLoc> {
    use llvm_sys::debuginfo::*;
    // SAFETY: metadata queries on a live global; the entry array is disposed.
    unsafe {
        let mut n = 0usize;
        let entries = LLVMGlobalCopyAllMetadata(global, &mut n);
        if entries.is_null() {
            return None;
        }
        let context = LLVMGetModuleContext(LLVMGetGlobalParent(global));
        let dbg_kind = LLVMGetMDKindIDInContext(context, c"dbg".as_ptr(), 3);
        let mut found = None;
        for i in 0..n as u32 {
            if LLVMValueMetadataEntriesGetKind(entries, i) != dbg_kind {
                continue;
            }
            let expr = LLVMValueMetadataEntriesGetMetadata(entries, i);
            let var = LLVMDIGlobalVariableExpressionGetVariable(expr);
            if var.is_null() {
                continue;
            }
            let line = LLVMDIVariableGetLine(var);
            let file = LLVMDIVariableGetFile(var);
            let name = if file.is_null() {
                String::from("<unknown>")
            } else {
                let mut len = 0u32;
                let p = LLVMDIFileGetFilename(file, &mut len);
                String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned()
            };
            if line != 0 {
                found = Some(SourceLoc { file: name, line, column: 0 });
                break;
            }
        }
        LLVMDisposeValueMetadataEntries(entries);
        found
    }
}

/// Whether an instruction carries a `!dbg` attachment.
fn has_debug_loc(inst: LLVMValueRef) -> bool {
    // SAFETY: `inst` is a live instruction.
    unsafe { !LLVMInstructionGetDebugLoc(inst).is_null() }
}

/// The name of a value (`""` for unnamed values).
pub fn name(value: LLVMValueRef) -> String {
    // SAFETY: LLVMGetValueName2 returns a pointer/length pair owned by the value.
    unsafe {
        let mut len = 0usize;
        let ptr = LLVMGetValueName2(value, &mut len);
        if ptr.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(ptr as *const u8, len)).into_owned()
    }
}

/// The IR spelling of a type, e.g. `i32`, `ptr`, `{ i64, double }`, `%struct.L` (named
/// structs by name, not by body).
pub fn type_str(ty: LLVMTypeRef) -> String {
    // SAFETY: LLVMGetStructName returns NULL for literal structs; LLVMPrintTypeToString
    // returns a heap string we must dispose.
    unsafe {
        if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
            let name = LLVMGetStructName(ty);
            if !name.is_null() {
                return format!("%{}", CStr::from_ptr(name).to_string_lossy());
            }
        }
        let raw = LLVMPrintTypeToString(ty);
        let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        s
    }
}

/// The type of a value.
pub fn type_of(value: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: any live value has a type.
    unsafe { LLVMTypeOf(value) }
}

/// Whether `value` is a call or invoke instruction (a `CallBase`).
pub fn is_call(value: LLVMValueRef) -> bool {
    // SAFETY: type queries on a live value.
    unsafe { !LLVMIsACallInst(value).is_null() || !LLVMIsAInvokeInst(value).is_null() }
}

/// The called operand of a call/invoke as it is in the IR (LLVM's `getCalledOperand`):
/// a function, a cast of one, or any pointer value for an indirect call.
pub fn called_operand(call: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `call` is a live CallBase.
    unsafe { LLVMGetCalledValue(call) }
}

/// The called operand of a call/invoke with constant-expression pointer casts stripped
/// ([`strip_casts`]): the function of a direct call even when it is called through a
/// cast. Aliases are not looked through (see [`direct_callee`]).
pub fn stripped_called_operand(call: LLVMValueRef) -> LLVMValueRef {
    strip_casts(called_operand(call))
}

/// The argument operands of a call/invoke (not the callee).
pub fn call_args(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `call` is a CallBase; argument operands come first.
    unsafe { (0..LLVMGetNumArgOperands(call)).map(|i| LLVMGetOperand(call, i)).collect() }
}

/// Strips constant-expression pointer casts (`bitcast`, `addrspacecast`) from a value.
pub fn strip_casts(mut value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: operand 0 of a cast constant expression is its source.
    unsafe {
        while !LLVMIsAConstantExpr(value).is_null() {
            match LLVMGetConstOpcode(value) {
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => {
                    value = LLVMGetOperand(value, 0);
                }
                _ => break,
            }
        }
        value
    }
}

/// The function that contains an instruction.
pub fn parent_function(inst: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: an instruction in a module has a parent block and function.
    unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)) }
}

/// Every function of the module, in module order.
pub fn functions(module: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over a live module's function list.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            out.push(f);
            f = LLVMGetNextFunction(f);
        }
    }
    out
}

/// Every instruction of a function, in block order (see [`block_instructions`] for one
/// block).
pub fn function_instructions(function: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over a live function's blocks and instructions.
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(function);
        while !bb.is_null() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                out.push(inst);
                inst = LLVMGetNextInstruction(inst);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

/// The parameter types of a function value and whether it is variadic.
pub fn signature(function: LLVMValueRef) -> (Vec<LLVMTypeRef>, LLVMTypeRef, bool) {
    // SAFETY: `function` is a Function; its global value type is its FunctionType.
    unsafe {
        let fty = LLVMGlobalGetValueType(function);
        let n = LLVMCountParamTypes(fty) as usize;
        let mut params = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetParamTypes(fty, params.as_mut_ptr());
        }
        (params, LLVMGetReturnType(fty), LLVMIsFunctionVarArg(fty) != 0)
    }
}

/// Whether parameter `index` (0-based) of `function` carries the enum attribute `kind`
/// (e.g. `"sret"`, `"byval"`).
pub fn param_has_attr(function: LLVMValueRef, index: u32, kind: &str) -> bool {
    // SAFETY: attribute queries on a live function; LLVM attribute indices are 1-based
    // for parameters.
    unsafe {
        let id = attr_kind(kind);
        id != 0 && !LLVMGetEnumAttributeAtIndex(function, index + 1, id).is_null()
    }
}

/// The type of the `byval(<ty>)` attribute on parameter `index` (0-based) of `function`.
pub fn param_byval_type(function: LLVMValueRef, index: u32) -> Option<LLVMTypeRef> {
    param_type_attr(function, index, "byval")
}

/// The type of a type attribute (`byval(<ty>)`, `sret(<ty>)`) on parameter `index`
/// (0-based) of `function`.
pub fn param_type_attr(function: LLVMValueRef, index: u32, kind: &str) -> Option<LLVMTypeRef> {
    // SAFETY: attribute queries on a live function; parameter indices are 1-based.
    unsafe {
        let attr = LLVMGetEnumAttributeAtIndex(function, index + 1, attr_kind(kind));
        (!attr.is_null() && LLVMIsTypeAttribute(attr) != 0).then(|| LLVMGetTypeAttributeValue(attr))
    }
}

/// The type of a type attribute (`sret(<ty>)`, `byval(<ty>)`) on argument `index`
/// (0-based) of a call.
pub fn call_arg_type_attr(call: LLVMValueRef, index: u32, kind: &str) -> Option<LLVMTypeRef> {
    // SAFETY: attribute queries on a live call; argument indices are 1-based.
    unsafe {
        let attr = LLVMGetCallSiteEnumAttribute(call, index + 1, attr_kind(kind));
        (!attr.is_null() && LLVMIsTypeAttribute(attr) != 0).then(|| LLVMGetTypeAttributeValue(attr))
    }
}

/// The allocation size in bytes of a sized type under the data layout of the module
/// that holds `value` (a function or an instruction).
pub fn alloc_size(ty: LLVMTypeRef, value: LLVMValueRef) -> u64 {
    // SAFETY: a live function or instruction belongs to a module with a data layout.
    unsafe {
        let f = if LLVMIsAInstruction(value).is_null() { value } else { parent_function(value) };
        let layout = llvm_sys::target::LLVMGetModuleDataLayout(LLVMGetGlobalParent(f));
        llvm_sys::target::LLVMABISizeOfType(layout, ty)
    }
}

/// The C spelling of a type when it differs from the IR one: `int` for `i32`, `a
/// pointer` for `ptr`, `struct B` for `%struct.B`; `None` for `float`, `double` and
/// types without an obvious C name.
pub fn c_spelling(ty: LLVMTypeRef) -> Option<String> {
    use LLVMTypeKind::*;
    match type_kind(ty) {
        LLVMIntegerTypeKind => match int_width(ty)? {
            1 => Some("_Bool".into()),
            8 => Some("char".into()),
            16 => Some("short".into()),
            32 => Some("int".into()),
            64 => Some("long".into()),
            _ => None,
        },
        LLVMPointerTypeKind => Some("a pointer".into()),
        LLVMStructTypeKind => {
            let name = type_str(ty);
            ["struct", "union", "class"].iter().find_map(|k| name.strip_prefix(&format!("%{k}.")).map(|n| format!("{k} {n}")))
        }
        _ => None,
    }
}

/// The IR spelling of a type followed by its C spelling when that differs:
/// `i32 (int)`, `ptr (a pointer)`, `double`.
pub fn type_str_c(ty: LLVMTypeRef) -> String {
    match c_spelling(ty) {
        Some(c) => format!("{} ({c})", type_str(ty)),
        None => type_str(ty),
    }
}

/// Whether argument `index` (0-based) of a call carries the call-site attribute `kind`.
pub fn call_arg_has_attr(call: LLVMValueRef, index: u32, kind: &str) -> bool {
    // SAFETY: attribute queries on a live call; argument indices are 1-based.
    unsafe { !LLVMGetCallSiteEnumAttribute(call, index + 1, attr_kind(kind)).is_null() }
}

/// The enum attribute kind id of an attribute name (0 if unknown).
fn attr_kind(kind: &str) -> u32 {
    // SAFETY: the name is passed with its length.
    unsafe { LLVMGetEnumAttributeKindForName(kind.as_ptr() as *const _, kind.len()) }
}

/// The width of an integer type, or `None` for other types.
pub fn int_width(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: type kind queries on a live type.
    unsafe { (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| LLVMGetIntTypeWidth(ty)) }
}

/// The kind of a type.
pub fn type_kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: any live type has a kind.
    unsafe { LLVMGetTypeKind(ty) }
}

/// Where an instruction is, for printers: `@function:line` with debug info, else
/// `@function #k` (k: its 0-based position among the function's instructions in block
/// order). Stable under reordering of functions.
pub fn instruction_place(inst: LLVMValueRef) -> String {
    let f = parent_function(inst);
    match source_loc(inst) {
        Some(loc) => format!("@{}:{}", name(f), loc.line),
        None => {
            let k = function_instructions(f).iter().position(|&i| i == inst).unwrap_or(0);
            format!("@{} #{k}", name(f))
        }
    }
}

/// The successor blocks of a block's terminator (none without a terminator).
pub fn block_successors(b: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: terminator and successor queries on a live block.
    unsafe {
        let t = LLVMGetBasicBlockTerminator(b);
        if t.is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(t)).map(|i| LLVMGetSuccessor(t, i)).collect()
    }
}

/// The function that holds an instruction or an argument; `None` for other values
/// (constants, globals).
pub fn value_function(value: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: kind queries on a live value; the parent is read only for an instruction
    // (inside a block of a function) or an argument.
    unsafe {
        if !LLVMIsAInstruction(value).is_null() {
            let b = LLVMGetInstructionParent(value);
            return (!b.is_null()).then(|| LLVMGetBasicBlockParent(b));
        }
        if !LLVMIsAArgument(value).is_null() {
            return Some(LLVMGetParamParent(value));
        }
        None
    }
}

/// Whether a value is a global value (a global variable, function, alias or ifunc).
pub fn is_global_value(value: LLVMValueRef) -> bool {
    // SAFETY: kind query on a live value.
    unsafe { !LLVMIsAGlobalValue(value).is_null() }
}

/// The IR text of a value as LLVM prints it (`ptr getelementptr (i8, ptr @g, i64 8)`).
pub fn value_str(value: LLVMValueRef) -> String {
    // SAFETY: LLVMPrintValueToString returns a heap string of a live value that we copy
    // and dispose.
    unsafe {
        let raw = LLVMPrintValueToString(value);
        let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        s
    }
}

/// The global variables of a module, in module order.
pub fn globals(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the global list of a live module.
    unsafe {
        let mut g = LLVMGetFirstGlobal(m);
        while !g.is_null() {
            out.push(g);
            g = LLVMGetNextGlobal(g);
        }
    }
    out
}

/// Whether a function has a body.
pub fn is_defined(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a live function.
    unsafe { LLVMIsDeclaration(f) == 0 }
}

/// The basic blocks of a function, in order.
pub fn blocks(f: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the blocks of a live function.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            out.push(b);
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

/// The instructions of one block, in order (see [`function_instructions`] for a whole
/// function).
pub fn block_instructions(b: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over the instructions of a live block.
    unsafe {
        let mut i = LLVMGetFirstInstruction(b);
        while !i.is_null() {
            out.push(i);
            i = LLVMGetNextInstruction(i);
        }
    }
    out
}

/// The parameters of a function.
pub fn params(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `f` is a live function and `i` stays below its parameter count.
    unsafe {
        let n = LLVMCountParams(f);
        (0..n).map(|i| LLVMGetParam(f, i)).collect()
    }
}

/// Operand `i` of a user.
pub fn operand(v: LLVMValueRef, i: u32) -> LLVMValueRef {
    // SAFETY: `v` is a live user; callers pass an index below its operand count (fixed by the
    // opcode or checked against `num_operands`).
    unsafe { LLVMGetOperand(v, i) }
}

/// Number of operands of a user.
pub fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is a live user.
    unsafe { LLVMGetNumOperands(v).max(0) as u32 }
}

/// The opcode of an instruction.
pub fn opcode(i: LLVMValueRef) -> LLVMOpcode {
    // SAFETY: `i` is a live instruction.
    unsafe { LLVMGetInstructionOpcode(i) }
}

/// Whether a type is `ptr` (any address space).
pub fn is_pointer(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMPointerTypeKind
}

/// The `!dbg` line of an instruction, if any.
pub fn dbg_line(i: LLVMValueRef) -> Option<u32> {
    // SAFETY: `i` is checked to be an instruction before its debug location is read; the location
    // is NULL-checked.
    unsafe {
        if LLVMIsAInstruction(i).is_null() {
            return None;
        }
        let loc = LLVMInstructionGetDebugLoc(i);
        if loc.is_null() {
            return None;
        }
        let l = LLVMDILocationGetLine(loc);
        if l == 0 {
            None
        } else {
            Some(l)
        }
    }
}

/// The function called by a call/invoke when it is a direct call (through aliases and
/// pointer casts); `None` for indirect calls.
pub fn direct_callee(call: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `call` is a live call/invoke; each accessor runs only after the kind check it needs
    // (aliasee of an alias, operand 0 of a cast expression).
    unsafe {
        let mut c = LLVMGetCalledValue(call);
        for _ in 0..8 {
            if c.is_null() {
                return None;
            }
            if !LLVMIsAFunction(c).is_null() {
                return Some(c);
            }
            if !LLVMIsAGlobalAlias(c).is_null() {
                c = LLVMAliasGetAliasee(c);
                continue;
            }
            if !LLVMIsAConstantExpr(c).is_null() {
                let op = LLVMGetConstOpcode(c);
                if op == LLVMOpcode::LLVMBitCast || op == LLVMOpcode::LLVMAddrSpaceCast {
                    c = LLVMGetOperand(c, 0);
                    continue;
                }
            }
            return None;
        }
        None
    }
}

/// The value of a constant integer (sign-extended), if `v` is one of at most 64 bits.
pub fn const_int(v: LLVMValueRef) -> Option<i64> {
    // SAFETY: the width is read only after checking `v` is a ConstantInt, whose type is an integer
    // type.
    unsafe {
        if LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        let t = LLVMTypeOf(v);
        if LLVMGetIntTypeWidth(t) > 64 {
            return None;
        }
        Some(LLVMConstIntGetSExtValue(v))
    }
}

/// Whether the function is variadic.
pub fn is_vararg(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a live function; its global value type is its FunctionType.
    unsafe { LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0 }
}

/// The return type of a function.
pub fn return_type(f: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `f` is a live function; its global value type is its FunctionType.
    unsafe { LLVMGetReturnType(LLVMGlobalGetValueType(f)) }
}

/// Printable names of a function's values: `%name`, or `%N` for unnamed ones, numbered
/// like LLVM's AsmWriter (unnamed arguments, then per block an unnamed block label and
/// the unnamed non-void instructions).
pub fn slot_names(f: LLVMValueRef) -> HashMap<LLVMValueRef, String> {
    let mut out = HashMap::new();
    let mut slot = 0u32;
    for p in params(f) {
        let n = name(p);
        if n.is_empty() {
            out.insert(p, format!("%{slot}"));
            slot += 1;
        } else {
            out.insert(p, format!("%{n}"));
        }
    }
    for b in blocks(f) {
        // SAFETY: `b` is a live block of `f`.
        unsafe {
            let bv = LLVMBasicBlockAsValue(b);
            if name(bv).is_empty() {
                slot += 1;
            }
        }
        for i in block_instructions(b) {
            let t = type_of(i);
            if type_kind(t) == LLVMTypeKind::LLVMVoidTypeKind {
                continue;
            }
            let n = name(i);
            if n.is_empty() {
                out.insert(i, format!("%{slot}"));
                slot += 1;
            } else {
                out.insert(i, format!("%{n}"));
            }
        }
    }
    out
}

/// Whether anything uses `v` (for a function: a call, an address taken, a remote
/// intrinsic's method operand).
pub fn has_uses(v: LLVMValueRef) -> bool {
    // SAFETY: use-list query on a live value.
    unsafe { !LLVMGetFirstUse(v).is_null() }
}

/// The intrinsic ID of a function (0 when not an intrinsic).
pub fn intrinsic_id(f: LLVMValueRef) -> u32 {
    // SAFETY: `f` is a live function.
    unsafe { LLVMGetIntrinsicID(f) }
}

/// Whether `v` is a constant integer zero or a null pointer.
pub fn is_null_like(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value.
    unsafe { LLVMIsNull(v) != 0 }
}

/// The bytes of the constant C string `v` points to (a global with a constant string
/// initializer, possibly through a zero-offset constant GEP), without the trailing NUL.
pub fn const_string(v: LLVMValueRef) -> Option<Vec<u8>> {
    // SAFETY: the initializer is read only from a global variable, and its bytes only from a
    // constant string; LLVMGetAsString returns `len` bytes owned by the live constant.
    unsafe {
        let mut g = v;
        if !LLVMIsAConstantExpr(g).is_null() && LLVMGetConstOpcode(g) == LLVMOpcode::LLVMGetElementPtr {
            g = LLVMGetOperand(g, 0);
        }
        if LLVMIsAGlobalVariable(g).is_null() {
            return None;
        }
        let init = LLVMGetInitializer(g);
        if init.is_null() || LLVMIsConstantString(init) == 0 {
            return None;
        }
        let mut len = 0usize;
        let data = LLVMGetAsString(init, &mut len);
        let bytes = std::slice::from_raw_parts(data as *const u8, len);
        Some(bytes.strip_suffix(&[0]).unwrap_or(bytes).to_vec())
    }
}

/// Whether `t` is or contains a scalable vector (its size is a multiple of `vscale`).
pub fn is_scalable(t: LLVMTypeRef) -> bool {
    // SAFETY: `t` is a live type; field and element queries follow the kind match that makes them
    // valid.
    unsafe {
        match type_kind(t) {
            LLVMTypeKind::LLVMScalableVectorTypeKind => true,
            LLVMTypeKind::LLVMStructTypeKind => (0..LLVMCountStructElementTypes(t)).any(|i| is_scalable(LLVMStructGetTypeAtIndex(t, i))),
            LLVMTypeKind::LLVMArrayTypeKind => is_scalable(LLVMGetElementType(t)),
            _ => false,
        }
    }
}

/// Whether `t` is a floating-point type or a vector of them.
pub fn is_floating(t: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    match type_kind(t) {
        LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind | LLVMX86_FP80TypeKind | LLVMFP128TypeKind | LLVMPPC_FP128TypeKind => {
            true
        }
        // SAFETY: `t` is a vector type (matched on its kind).
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => is_floating(unsafe { LLVMGetElementType(t) }),
        _ => false,
    }
}

#[cfg(test)]
#[path = "ir_tests.rs"]
mod tests;
