//! Emits `__cormi_pts_table`, the constant the runtime reads. Its layout is mirrored by
//! `struct cormi_pts_table` in tests/soundness/rt/cormi_pts_rt.c:
//!
//! ```c
//! struct cormi_pts_table {
//!   uint32_t nvalues, nsites;
//!   const uint32_t *allowed_start;   /* nvalues + 1 offsets into allowed */
//!   const uint32_t *allowed;         /* sorted site ids per value */
//!   const uint8_t *any;              /* per value: 1 = may point anywhere */
//!   const uint32_t *value_name_off;  /* per value: offset into names */
//!   const uint32_t *site_name_off;   /* per site: offset into names */
//!   const char *names;               /* NUL-separated descriptions */
//! };
//! ```

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use std::ffi::CString;

use super::allowed::Allowed;
use super::collect::{CheckPoint, Site};
use super::TABLE;

/// Adds the table (and its private arrays) to the module.
pub fn emit(m: LLVMModuleRef, sites: &[Site], points: &[CheckPoint], allowed: &[Allowed]) {
    let (starts, flat, any) = flatten(allowed);
    let mut names = Vec::new();
    let value_off: Vec<u32> = points.iter().map(|p| push_name(&mut names, &p.desc)).collect();
    let site_off: Vec<u32> = sites.iter().map(|s| push_name(&mut names, &s.desc)).collect();
    // SAFETY: every handle below is created in (or read from) the live module `m`.
    unsafe {
        let ctx = LLVMGetModuleContext(m);
        let i32t = LLVMInt32TypeInContext(ctx);
        let fields = [
            LLVMConstInt(i32t, points.len() as u64, 0),
            LLVMConstInt(i32t, sites.len() as u64, 0),
            u32_array(m, "__cormi_pts_allowed_start", &starts),
            u32_array(m, "__cormi_pts_allowed", &flat),
            byte_array(m, "__cormi_pts_any", &any),
            u32_array(m, "__cormi_pts_value_name_off", &value_off),
            u32_array(m, "__cormi_pts_site_name_off", &site_off),
            byte_array(m, "__cormi_pts_names", &names),
        ];
        let mut fields = fields;
        let init = LLVMConstStructInContext(ctx, fields.as_mut_ptr(), fields.len() as u32, 0);
        let name = CString::new(TABLE).expect("no NUL in name");
        let g = LLVMAddGlobal(m, LLVMTypeOf(init), name.as_ptr());
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, 1);
    }
}

/// Flattens the allowed sets: (offsets with a final end offset, site ids, any flags).
pub fn flatten(allowed: &[Allowed]) -> (Vec<u32>, Vec<u32>, Vec<u8>) {
    let mut starts = Vec::with_capacity(allowed.len() + 1);
    let mut flat = Vec::new();
    let mut any = Vec::with_capacity(allowed.len());
    for a in allowed {
        starts.push(flat.len() as u32);
        match a {
            Allowed::Any => any.push(1),
            Allowed::Sites(s) => {
                any.push(0);
                flat.extend_from_slice(s);
            }
        }
    }
    starts.push(flat.len() as u32);
    (starts, flat, any)
}

/// Appends `s` and a NUL to `names`; returns where it starts.
fn push_name(names: &mut Vec<u8>, s: &str) -> u32 {
    let off = names.len() as u32;
    names.extend(s.bytes().filter(|b| *b != 0));
    names.push(0);
    off
}

/// A private constant `[N x i32]` global.
///
/// # Safety
/// `m` is a live module.
unsafe fn u32_array(m: LLVMModuleRef, name: &str, vals: &[u32]) -> LLVMValueRef {
    let ctx = LLVMGetModuleContext(m);
    let i32t = LLVMInt32TypeInContext(ctx);
    let mut elems: Vec<LLVMValueRef> = vals.iter().map(|v| LLVMConstInt(i32t, *v as u64, 0)).collect();
    let init = LLVMConstArray2(i32t, elems.as_mut_ptr(), elems.len() as u64);
    private_constant(m, name, init)
}

/// A private constant `[N x i8]` global.
///
/// # Safety
/// `m` is a live module.
unsafe fn byte_array(m: LLVMModuleRef, name: &str, bytes: &[u8]) -> LLVMValueRef {
    let ctx = LLVMGetModuleContext(m);
    let init = LLVMConstStringInContext2(ctx, bytes.as_ptr() as *const _, bytes.len(), 1);
    private_constant(m, name, init)
}

/// A private constant global `name` with initializer `init`.
///
/// # Safety
/// `m` is a live module and `init` a constant of its context.
unsafe fn private_constant(m: LLVMModuleRef, name: &str, init: LLVMValueRef) -> LLVMValueRef {
    let cname = CString::new(name).expect("no NUL in name");
    let g = LLVMAddGlobal(m, LLVMTypeOf(init), cname.as_ptr());
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
    g
}
