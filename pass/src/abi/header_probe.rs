//! Checks `abi` against rt-c/include/cormi_rt.h: a C probe, generated from abi.rs's tables,
//! is compiled with clang-22 against the header (rt-c's include directory and `-std`, as
//! in runtime/build.rs) to LLVM IR, which is parsed back into the context the expected
//! types are built in:
//!
//! - `CORMI_PASS_FUNCTIONS(X)` gives the header's pass-facing names (a string) and takes
//!   each function's address (so clang declares it with its lowered signature); the names
//!   must equal [`RUNTIME_FUNCTIONS`]', and every declaration must have [`signature`]'s
//!   type; the same for [`LIBC_FUNCTIONS`] against <stdlib.h> and <string.h>;
//! - each of [`CONSTANTS`] becomes `const unsigned long long` initialised with its C
//!   expression (`offsetof(...)`, a macro), read back from the IR;
//! - `cormi_site`, `cormi_type` and `cormi_server_fn` must lower to [`site_type`],
//!   [`descriptor_type`] and [`server_fn_type`], and each field named in [`SITE_FIELDS`]
//!   and [`DESCRIPTOR_FIELDS`] must sit at the offset its position gives (two same-typed
//!   fields swapped fail here);
//! - the header's parameter names of each runtime function (clang's AST dump) must be
//!   the names in [`RUNTIME_FUNCTIONS`], in order (two same-typed parameters swapped);
//! - rt-c/src/hot_table.c, compiled as for the helper bitcode, must define
//!   [`HELPERS_MARKER`].
//!
//! So a change on either side alone (a signature, a value, a name added to or dropped from
//! the header's list or abi.rs) fails here, naming what differs.

use super::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::BasicValueEnum;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Prefix of every name the probe defines.
const P: &str = "cormi_probe_";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("pass/ has a parent").to_path_buf()
}

/// clang-22 (the one rt-c is built with).
fn clang() -> PathBuf {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    Path::new(&prefix).join("bin/clang")
}

/// The probe's C source (see the module comment).
fn probe_source() -> String {
    let mut c = String::from("#include <stddef.h>\n#include <stdlib.h>\n#include <string.h>\n#include \"cormi_rt.h\"\n\n");
    c += &format!("#define NAME(f) #f \" \"\n#define ADDRESS(f) (void *)&f,\nconst char {P}pass_functions[] = CORMI_PASS_FUNCTIONS(NAME);\n");
    c += &format!("void *const {P}runtime[] = {{CORMI_PASS_FUNCTIONS(ADDRESS)}};\n");
    let libc: Vec<String> = LIBC_FUNCTIONS.iter().map(|f| format!("(void *)&{}", f.0)).collect();
    c += &format!("void *const {P}libc[] = {{{}}};\n", libc.join(", "));
    c += &format!("extern __typeof__(*(cormi_server_fn)0) {P}server_fn;\nvoid *const {P}server = (void *)&{P}server_fn;\n");
    c += &format!("cormi_site {P}site;\ncormi_type {P}type;\n");
    for (c_struct, fields) in [("cormi_site", SITE_FIELDS), ("cormi_type", DESCRIPTOR_FIELDS)] {
        for f in fields {
            c += &format!("const unsigned long long {P}offset_{c_struct}_{f} = offsetof({c_struct}, {f});\n");
        }
    }
    for (name, expr, _) in CONSTANTS {
        c += &format!("const unsigned long long {P}{name} = (unsigned long long)({expr});\n");
    }
    c
}

/// Compiles `source` (a file) to LLVM IR in `dir` with clang-22, `-I rt-c/include` and
/// `extra`, and parses it into `ctx`.
fn compile<'ctx>(ctx: &'ctx Context, source: &Path, dir: &Path, extra: &[&str]) -> Module<'ctx> {
    let out = dir.join("out.ll");
    let include = root().join("rt-c/include");
    let run = Command::new(clang())
        .args(["-std=gnu11", "-Wall", "-Wextra", "-Werror", "-O0", "-S", "-emit-llvm"])
        .args(extra)
        .arg("-I")
        .arg(&include)
        .arg(source)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", clang().display()));
    assert!(run.status.success(), "clang-22 failed on {} against {}:\n{}", source.display(), include.display(), String::from_utf8_lossy(&run.stderr));
    let buffer = MemoryBuffer::create_from_file(&out).expect("the probe's IR");
    ctx.create_module_from_ir(buffer).unwrap_or_else(|e| panic!("the probe's IR does not parse: {e}"))
}

/// A fresh scratch directory for this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cormi-abi-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Every difference between abi.rs and the header, one line each.
fn differences(m: &Module<'_>) -> Vec<String> {
    let ctx = m.get_context();
    let mut diffs = Vec::new();
    let global = |name: &str| m.get_global(&format!("{P}{name}")).and_then(|g| g.get_initializer()).unwrap_or_else(|| panic!("probe global {P}{name}"));

    let BasicValueEnum::ArrayValue(list) = global("pass_functions") else { panic!("{P}pass_functions is not a string") };
    let bytes = list.as_const_string().expect("a C string");
    let text = std::str::from_utf8(bytes).expect("ASCII names").trim_end_matches('\0');
    let header: BTreeSet<&str> = text.split_whitespace().collect();
    let ours: BTreeSet<&str> = RUNTIME_FUNCTIONS.iter().map(|f| f.0).collect();
    for name in header.difference(&ours) {
        diffs.push(format!("{name}: in cormi_rt.h's CORMI_PASS_FUNCTIONS, missing from abi::RUNTIME_FUNCTIONS"));
    }
    for name in ours.difference(&header) {
        diffs.push(format!("{name}: in abi::RUNTIME_FUNCTIONS, missing from cormi_rt.h's CORMI_PASS_FUNCTIONS"));
    }
    for name in header.intersection(&ours).copied().chain(LIBC_FUNCTIONS.iter().map(|f| f.0)) {
        let theirs = m.get_function(name).unwrap_or_else(|| panic!("the probe declares {name}")).get_type();
        let expected = signature(ctx, name);
        if theirs != expected {
            diffs.push(format!("{name}: the header declares {}, abi.rs has {}", theirs.print_to_string(), expected.print_to_string()));
        }
    }

    let server = m.get_function(&format!("{P}server_fn")).expect("the probe declares a server function").get_type();
    if server != server_fn_type(ctx) {
        diffs.push(format!("cormi_server_fn: the header has {}, abi.rs {}", server.print_to_string(), server_fn_type(ctx).print_to_string()));
    }
    for (c, ours) in [("cormi_site", site_type(ctx)), ("cormi_type", descriptor_type(ctx))] {
        let theirs = m.get_struct_type(&format!("struct.{c}")).unwrap_or_else(|| panic!("the probe uses struct {c}"));
        if theirs.get_field_types() != ours.get_field_types() || theirs.is_packed() != ours.is_packed() {
            diffs.push(format!("{c}: the header lays it out as {}, abi.rs as {}", theirs.print_to_string(), ours.print_to_string()));
        }
    }

    let layout = inkwell::targets::TargetData::create(m.get_data_layout().as_str().to_str().expect("an ASCII data layout"));
    for (c, ours, fields) in [("cormi_site", site_type(ctx), SITE_FIELDS), ("cormi_type", descriptor_type(ctx), DESCRIPTOR_FIELDS)] {
        if fields.len() as u32 != ours.count_fields() {
            diffs.push(format!("{c}: abi.rs names {} fields, its type has {}", fields.len(), ours.count_fields()));
        }
        for (i, f) in fields.iter().enumerate() {
            let BasicValueEnum::IntValue(v) = global(&format!("offset_{c}_{f}")) else { panic!("{P}offset_{c}_{f} is not an integer") };
            let theirs = v.get_zero_extended_constant().expect("a constant");
            let expected = layout.offset_of_element(&ours, i as u32).unwrap_or(u64::MAX);
            if theirs != expected {
                diffs.push(format!("{c}.{f}: at offset {theirs} in cormi_rt.h, abi.rs has it as field {i} (offset {expected})"));
            }
        }
    }

    for (name, expr, value) in CONSTANTS {
        let BasicValueEnum::IntValue(v) = global(name) else { panic!("{P}{name} is not an integer") };
        let theirs = v.get_zero_extended_constant().expect("a constant");
        if theirs != *value {
            diffs.push(format!("{name}: `{expr}` is {theirs} in cormi_rt.h, abi.rs has {value}"));
        }
    }
    diffs
}

/// The parameter names the header gives each runtime function, from clang's AST dump:
/// a top-level `FunctionDecl ... name 'type'` line and its `ParmVarDecl ... name 'type'`
/// children (the first declaration of each name).
fn header_parameter_names(dir: &Path) -> std::collections::BTreeMap<String, Vec<String>> {
    let source = dir.join("decls.c");
    std::fs::write(&source, "#include \"cormi_rt.h\"\n").expect("write the declarations probe");
    let run = Command::new(clang())
        .args(["-std=gnu11", "-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", "-I"])
        .arg(root().join("rt-c/include"))
        .arg(&source)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", clang().display()));
    assert!(run.status.success(), "clang-22 -ast-dump failed:\n{}", String::from_utf8_lossy(&run.stderr));
    let text = String::from_utf8_lossy(&run.stdout);
    let name_before_type = |line: &str| line.split(" '").next().and_then(|head| head.rsplit(' ').next()).map(str::to_string);
    let mut names = std::collections::BTreeMap::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        if line.starts_with("|-FunctionDecl ") || line.starts_with("`-FunctionDecl ") {
            if let Some((f, params)) = current.take() {
                names.entry(f).or_insert(params);
            }
            current = name_before_type(line).map(|f| (f, Vec::new()));
        } else if line.starts_with("| |-ParmVarDecl ") || line.starts_with("| `-ParmVarDecl ") {
            if let (Some((_, params)), Some(p)) = (current.as_mut(), name_before_type(line)) {
                params.push(p);
            }
        } else if !line.starts_with("| ") {
            if let Some((f, params)) = current.take() {
                names.entry(f).or_insert(params);
            }
        }
    }
    names
}

/// Runtime functions whose parameter names (so, for same-typed ones, their order)
/// differ from the header's.
fn parameter_differences(dir: &Path) -> Vec<String> {
    let header = header_parameter_names(dir);
    RUNTIME_FUNCTIONS
        .iter()
        .filter_map(|(name, _, params)| {
            let ours: Vec<&str> = params.iter().map(|p| p.0).collect();
            let theirs = header.get(*name)?;
            (theirs != &ours).then(|| format!("{name}: the header's parameters are ({}), abi.rs has ({})", theirs.join(", "), ours.join(", ")))
        })
        .collect()
}

#[test]
fn abi_matches_the_header() {
    let dir = scratch("probe");
    let source = dir.join("probe.c");
    std::fs::write(&source, probe_source()).expect("write the probe");
    let ctx = Context::create();
    let module = compile(&ctx, &source, &dir, &[]);
    let mut diffs = differences(&module);
    diffs.extend(parameter_differences(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(diffs.is_empty(), "pass/src/abi.rs and rt-c/include/cormi_rt.h disagree:\n  {}", diffs.join("\n  "));
}

#[test]
fn the_helper_bitcode_defines_the_marker() {
    // The flags of runtime/build.rs's bitcode build.
    let src = root().join("rt-c/src");
    let dir = scratch("helpers");
    let ctx = Context::create();
    let module = compile(&ctx, &src.join("hot_table.c"), &dir, &["-DCORMI_RT_BITCODE", "-I", src.to_str().expect("a UTF-8 path")]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(module.get_global(HELPERS_MARKER).is_some_and(|g| !g.is_declaration()), "rt-c/src/hot_table.c no longer defines {HELPERS_MARKER}");
    // The hot helpers the pass calls are defined there with the signatures it expects.
    for (name, _, _) in RUNTIME_FUNCTIONS {
        if let Some(f) = module.get_function(name).filter(|f| f.count_basic_blocks() > 0) {
            assert_eq!(f.get_type(), signature(module.get_context(), name), "{name} in the helper bitcode");
        }
    }
}
