//! Small, read-only helpers over the LLVM C API (llvm-sys) that inkwell 0.11 lacks or
//! makes awkward: names, printed types, call operands, debug locations.
//!
//! Every function takes a valid `LLVMValueRef`/`LLVMTypeRef` from a live module and never
//! changes the module. They are safe functions over raw handles, like inkwell's own
//! accessors: the handles come from the module a pass runs on, which outlives the pass.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMGetSubprogram, LLVMInstructionGetDebugLoc};
use llvm_sys::prelude::*;
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
        if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
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

/// The called operand of a call/invoke, with pointer casts stripped.
pub fn called_value(call: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `call` is a CallBase.
    unsafe { strip_casts(LLVMGetCalledValue(call)) }
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
                llvm_sys::LLVMOpcode::LLVMBitCast | llvm_sys::LLVMOpcode::LLVMAddrSpaceCast => {
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

/// Every instruction of a function, in block order.
pub fn instructions(function: LLVMValueRef) -> Vec<LLVMValueRef> {
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
    use llvm_sys::LLVMTypeKind::*;
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
    unsafe { (LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind).then(|| LLVMGetIntTypeWidth(ty)) }
}

/// The kind of a type.
pub fn type_kind(ty: LLVMTypeRef) -> llvm_sys::LLVMTypeKind {
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
            let k = instructions(f).iter().position(|&i| i == inst).unwrap_or(0);
            format!("@{} #{k}", name(f))
        }
    }
}

/// The successor blocks of a block's terminator (none without a terminator).
pub fn block_successors(b: llvm_sys::prelude::LLVMBasicBlockRef) -> Vec<llvm_sys::prelude::LLVMBasicBlockRef> {
    // SAFETY: terminator and successor queries on a live block.
    unsafe {
        let t = llvm_sys::core::LLVMGetBasicBlockTerminator(b);
        if t.is_null() {
            return Vec::new();
        }
        (0..llvm_sys::core::LLVMGetNumSuccessors(t)).map(|i| llvm_sys::core::LLVMGetSuccessor(t, i)).collect()
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
