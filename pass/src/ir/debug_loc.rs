//! Source places of instructions and globals (`!dbg` locations and debug info), for
//! diagnostics, remarks and printers.

use super::*;
use llvm_sys::debuginfo::{LLVMDILocationGetInlinedAt, LLVMDILocationGetLine, LLVMGetSubprogram, LLVMInstructionGetDebugLoc};
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

/// The line of `i` in its own function: where the call that inlined it sits, for an
/// instruction inlined from another function (a `Box::new`'s allocation inlined from
/// std's `alloc.rs` into the user's `main` is at the `Box::new` line of `main`), else
/// [`dbg_line`].
pub fn dbg_outer_line(i: LLVMValueRef) -> Option<u32> {
    // SAFETY: `i` is checked to be an instruction before its debug location is read; every
    // location in the inlined-at chain is NULL-checked.
    unsafe {
        if LLVMIsAInstruction(i).is_null() {
            return None;
        }
        let mut loc = LLVMInstructionGetDebugLoc(i);
        if loc.is_null() {
            return None;
        }
        loop {
            let outer = LLVMDILocationGetInlinedAt(loc);
            if outer.is_null() {
                break;
            }
            loc = outer;
        }
        Some(LLVMDILocationGetLine(loc)).filter(|&l| l != 0)
    }
}
