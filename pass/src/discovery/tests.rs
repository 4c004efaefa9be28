//! Unit tests of discovery through one helper: `check(ir_text, expected)` parses the IR
//! with inkwell, runs the `print<cormi-callsites>` printer in-process and compares its
//! output (or the rendered errors) with `expected`. Site ids and the build id are
//! replaced by `0x…` so that expectations read as intent; the stable-id tests compare
//! the real values.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// Declarations of both intrinsics, as the C shim produces them.
const DECLS: &str = "
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
";

/// Minimal debug info: file t.c, one subprogram `!10`, locations `!11` (7:3), `!12` (9:5).
const DEBUG: &str = r#"
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 7, column: 3, scope: !10)
!12 = !DILocation(line: 9, column: 5, scope: !10)
!13 = !DISubroutineType(types: !{})
"#;

/// The printer's output for `ir` (with [`DECLS`] prepended), or the rendered errors.
fn run_printer(ir: &str) -> String {
    let context = Context::create();
    let text = format!("{DECLS}\n{ir}");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
    let module = context.create_module_from_ir(buffer).unwrap_or_else(|e| panic!("bad test IR: {e}\n{text}"));
    let mut out = Vec::new();
    match crate::passes::run("print<cormi-callsites>", "", &module, &mut out) {
        Ok(_) => String::from_utf8(out).expect("utf-8"),
        Err(diags) => diags.render() + "\n",
    }
}

/// Replaces every `0x` + 16 hex digits with `0x…`.
fn mask_ids(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("0x") {
        let hex = &rest[i + 2..];
        let n = hex.chars().take_while(|c| c.is_ascii_hexdigit()).count();
        out.push_str(&rest[..i]);
        if n == 16 {
            out.push_str("0x…");
            rest = &hex[16..];
        } else {
            out.push_str("0x");
            rest = hex;
        }
    }
    out.push_str(rest);
    out
}

/// Runs discovery's printer on `ir` and compares with `expected` (leading/trailing
/// blank lines and common indentation of `expected` are ignored).
fn check(ir: &str, expected: &str) {
    let actual = mask_ids(&run_printer(ir));
    let expected = dedent(expected);
    assert_eq!(actual.trim_end(), expected.trim_end(), "\n--- actual ---\n{actual}\n--- expected ---\n{expected}");
}

/// Removes the common leading indentation and the first newline.
fn dedent(s: &str) -> String {
    let lines: Vec<&str> = s.lines().skip_while(|l| l.trim().is_empty()).collect();
    let indent = lines.iter().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
    lines.iter().map(|l| if l.len() >= indent { &l[indent..] } else { l.trim() }).collect::<Vec<_>>().join("\n") + "\n"
}

const METHODS: &str = "
define float @Acc_f(ptr %self, float %x, i8 signext %c, i16 %s, i1 zeroext %b) { ret float %x }
define void @Acc_ping(ptr %self) { ret void }
define ptr @Acc_new(i32 %n) { ret ptr null }
";

#[test]
fn empty_module_has_no_sites() {
    check("define void @f() { ret void }", "cormi-callsites: sites=0 methods=0 build-id=0x…");
}

#[test]
fn invoke_and_create_sites() {
    check(
        &format!(
            "{METHODS}
            define void @main(i64 %r) {{
              call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
              %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new, i32 4)
              ret void
            }}"
        ),
        "
        cormi-callsites: sites=2 methods=2 build-id=0x…
        site 0x… invoke in @main #0 calls @Acc_ping
          ret void
        site 0x… create in @main #1 calls @Acc_new
          ret i64
          arg 1 i32
        method @Acc_new created
        method @Acc_ping invoked
        ",
    );
}

#[test]
fn default_promotions_are_undone() {
    check(
        &format!(
            "{METHODS}
            define float @main(i64 %r) {{
              %v = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double 1.5, i32 3, i32 7, i32 1)
              ret float %v
            }}"
        ),
        "
        cormi-callsites: sites=1 methods=1 build-id=0x…
        site 0x… invoke in @main #0 calls @Acc_f
          ret float
          arg 1 float from double (fptrunc)
          arg 2 i8 from i32 (trunc)
          arg 3 i16 from i32 (trunc)
          arg 4 i1 from i32 (trunc)
        method @Acc_f invoked
        ",
    );
}

#[test]
fn unpromoted_arguments_are_accepted_too() {
    check(
        &format!(
            "{METHODS}
            define float @main(i64 %r) {{
              %v = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, float 1.5, i8 3, i16 7, i1 true)
              ret float %v
            }}"
        ),
        "
        cormi-callsites: sites=1 methods=1 build-id=0x…
        site 0x… invoke in @main #0 calls @Acc_f
          ret float
          arg 1 float
          arg 2 i8
          arg 3 i16
          arg 4 i1
        method @Acc_f invoked
        ",
    );
}

#[test]
fn locations_come_from_debug_info() {
    check(
        &format!(
            "{METHODS}
            define void @main(i64 %r) !dbg !10 {{
              call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping), !dbg !11
              ret void
            }}
            {DEBUG}"
        ),
        "
        cormi-callsites: sites=1 methods=1 build-id=0x…
        site 0x… invoke in @main #0 calls @Acc_ping at t.c:7:3
          ret void
        method @Acc_ping invoked
        ",
    );
}

#[test]
fn annotated_methods_are_remote() {
    check(
        "
        @.str = private unnamed_addr constant [13 x i8] c\"cormi_remote\\00\"
        @.other = private unnamed_addr constant [6 x i8] c\"other\\00\"
        @llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [
          { ptr, ptr, ptr, i32, ptr } { ptr @Srv_get, ptr @.str, ptr null, i32 3, ptr null },
          { ptr, ptr, ptr, i32, ptr } { ptr @Srv_put, ptr @.other, ptr null, i32 4, ptr null }
        ], section \"llvm.metadata\"
        define i32 @Srv_get(ptr %self) { ret i32 0 }
        define void @Srv_put(ptr %self) { ret void }
        ",
        "
        cormi-callsites: sites=0 methods=1 build-id=0x…
        method @Srv_get annotated
        ",
    );
}

/// `llvm.global.annotations` marking each of `functions` one-way (`CORMI_ONEWAY`).
fn oneway_annotations(functions: &[&str]) -> String {
    let entries: Vec<String> =
        functions.iter().map(|f| format!("{{ ptr, ptr, ptr, i32, ptr }} {{ ptr @{f}, ptr @.oneway, ptr null, i32 1, ptr null }}")).collect();
    format!(
        "@.oneway = private unnamed_addr constant [13 x i8] c\"cormi_oneway\\00\"
        @llvm.global.annotations = appending global [{} x {{ ptr, ptr, ptr, i32, ptr }}] [{}], section \"llvm.metadata\"",
        entries.len(),
        entries.join(", ")
    )
}

#[test]
fn oneway_methods_mark_their_invoke_sites() {
    check(
        &format!(
            "{}
            define void @Srv_note(ptr %self, i64 %v) {{ ret void }}
            define void @Srv_idle(ptr %self) {{ ret void }}
            define void @main(i64 %r) {{
              call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Srv_note, i64 1)
              call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Srv_idle)
              ret void
            }}",
            oneway_annotations(&["Srv_note"])
        ),
        "
        cormi-callsites: sites=2 methods=2 build-id=0x…
        site 0x… invoke in @main #0 calls @Srv_note oneway
          ret void
          arg 1 i64
        site 0x… invoke in @main #1 calls @Srv_idle
          ret void
        method @Srv_idle invoked
        method @Srv_note invoked oneway
        ",
    );
}

#[test]
fn oneway_method_returning_a_value_is_an_error_at_the_method() {
    check(
        &format!("{}
 define i32 @Srv_count(ptr %self) {{ ret i32 0 }}", oneway_annotations(&["Srv_count"])),
        "
        error: in function 'Srv_count': one-way method 'Srv_count' returns i32 (int); a one-way call gets no reply, so the method must return void (remove CORMI_ONEWAY, or return void and read the result with a synchronous call)
        ",
    );
}

#[test]
fn oneway_constructor_is_an_error_at_the_create() {
    let out = run_printer(&format!(
        "{}
        define ptr @Srv_new() {{ ret ptr null }}
        define i64 @main() {{
          %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Srv_new)
          ret i64 %r
        }}",
        oneway_annotations(&["Srv_new"])
    ));
    assert!(out.contains("error: in function 'Srv_new': one-way method 'Srv_new' returns ptr (a pointer)"), "{out}");
    assert!(out.contains("error: in function 'main': constructor 'Srv_new' is marked one-way (CORMI_ONEWAY), but cormi_create waits for its reply"), "{out}");
}

/// A module with an unrelated function, and the same module with another unrelated
/// function added and the functions in another order.
const STABLE_A: &str = "
define void @Acc_ping(ptr %self) { ret void }
define void @helper() { ret void }
define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
";
const STABLE_B: &str = "
define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
define void @unrelated(i32 %x) { ret void }
define void @main(i64 %r) {
  %a = add i64 %r, 1
  call void @unrelated(i32 0)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
define void @Acc_ping(ptr %self) { ret void }
";

#[test]
fn ids_do_not_depend_on_unrelated_functions_or_order() {
    // Site ids only: the build id hashes the whole module, which differs.
    let sites = |out: String| out.lines().skip(1).collect::<Vec<_>>().join("\n");
    let a = sites(run_printer(STABLE_A));
    let b = sites(run_printer(STABLE_B));
    assert_eq!(a, b);
    assert_eq!(a.lines().filter(|l| l.starts_with("site ")).count(), 3);
}

#[test]
fn sites_are_labelled_with_the_ordinal_printers_show() {
    let context = Context::create();
    let text = format!("{DECLS}\n{STABLE_A}");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).expect("valid IR");
    let found = super::discover(&module).expect("valid sites");
    let labels: Vec<String> = found.sites.iter().map(|s| s.label()).collect();
    assert_eq!(labels, ["main#0", "main#1", "worker#0"]);
}

#[test]
fn ids_are_distinct_and_deterministic() {
    let a = run_printer(STABLE_A);
    assert_eq!(a, run_printer(STABLE_A));
    let mut ids: Vec<&str> = a.lines().filter(|l| l.starts_with("site ")).map(|l| l.split(' ').nth(1).unwrap()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 3);
}

/// Each malformed call: (IR of @main's body line, expected error without debug info).
const MALFORMED: &[(&str, &str)] = &[
    (
        "%p = load ptr, ptr null\n  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr %p)",
        "the remote method must be named directly (a function), found a function pointer read from memory at run time ('p') (operand 1 of \
         __cormi_invoke): each call site is compiled for one method, so a method chosen at run time (a function pointer, a table of methods) \
         cannot be called remotely; call cormi_invoke with each method by name, e.g. in a switch",
    ),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr null)",
        "the remote method must be named directly (a function), found a null pointer (operand 1 of __cormi_invoke): each call site is \
         compiled for one method, so a method chosen at run time (a function pointer, a table of methods) cannot be called remotely; call \
         cormi_invoke with each method by name, e.g. in a switch",
    ),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping, i32 1)",
        "__cormi_invoke of 'Acc_ping' passes 1 argument(s), but 'Acc_ping' takes 0 besides self",
    ),
    (
        "call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double 1.0, i32 1, i32 2, i64 1)",
        "argument 4 of remote method 'Acc_f' (counted after self) has type i64 (long), but 'Acc_f' declares it as i1 (_Bool)",
    ),
    (
        "call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, i32 1, i32 1, i32 2, i32 1)",
        "argument 1 of remote method 'Acc_f' (counted after self) has type i32 (int), but 'Acc_f' declares it as float",
    ),
    ("call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Var_m, i32 1)", "remote method 'Var_m' is variadic; variadic functions cannot be called remotely"),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Int_self, i32 1)",
        "the first parameter (self) of remote method 'Int_self' must be a pointer, found i32 (int)",
    ),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @No_self)",
        "remote method 'No_self' has no parameters; its first parameter must be the object (self)",
    ),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Big_get)",
        "'Big_get' returns %Big through memory (sret), but the call of __cormi_invoke does not",
    ),
    (
        // What clang makes of `B b = cormi_invoke(r, m)` for a struct returned in memory
        // (the hidden result slot first), for a method that returns nothing.
        "%tmp = alloca %struct.B\n  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.B) %tmp, i64 %r, ptr @Acc_ping)",
        "__cormi_invoke returns struct B through memory (sret), but 'Acc_ping' does not",
    ),
    (
        "%tmp = alloca %Big\n  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%Big) %tmp, i64 %r, ptr @B_get)",
        "__cormi_invoke returns %Big through memory (sret), but 'B_get' returns struct B",
    ),
    ("call void (i32, ptr, ...) @__cormi_invoke(i32 0, ptr @Acc_ping)", "operand 0 of __cormi_invoke must be a remote reference (i64), found i32 (int)"),
    (
        "call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double 1.0, i32 1, i32 2, i32 1)",
        "__cormi_invoke of 'Acc_f' returns void, but 'Acc_f' returns float",
    ),
    ("call i64 (i32, ptr, ...) @__cormi_create(i32 0, ptr @Acc_ping)", "remote constructor 'Acc_ping' must return a pointer to the new object, found void"),
    ("call i64 (i32, ptr, ...) @__cormi_create(i32 0, ptr @Acc_new)", "__cormi_create of 'Acc_new' passes 0 argument(s), but 'Acc_new' takes 1"),
    ("call void (i64, ...) @__cormi_invoke(i64 %r)", "__cormi_invoke needs a remote reference (i64) and a method, but is called with 1 operand(s)"),
];

/// Extra methods for the malformed cases.
const BAD_METHODS: &str = "
define void @Var_m(ptr %self, ...) { ret void }
define void @Int_self(i32 %self) { ret void }
define void @No_self() { ret void }
%Big = type { [8 x i64] }
define void @Big_get(ptr sret(%Big) %out, ptr %self) { ret void }
%struct.B = type { i64, i64, i64 }
define void @B_get(ptr sret(%struct.B) %out, ptr %self) { ret void }
";

#[test]
fn malformed_calls_name_the_function_without_debug_info() {
    for (body, reason) in MALFORMED {
        let ir = format!("{METHODS}{BAD_METHODS}\ndefine void @main(i64 %r) {{\n  {body}\n  ret void\n}}");
        check(&ir, &format!("error: in function 'main': {reason}"));
    }
}

#[test]
fn malformed_calls_have_file_line_col_with_debug_info() {
    for (body, reason) in MALFORMED {
        let located = body.replace(")\n", "), !dbg !12\n");
        let located = if located.ends_with(')') { format!("{located}, !dbg !11") } else { located };
        let ir = format!("{METHODS}{BAD_METHODS}\ndefine void @main(i64 %r) !dbg !10 {{\n  {located}\n  ret void\n}}\n{DEBUG}");
        check(&ir, &format!("t.c:7:3: error: {reason}"));
    }
}

#[test]
fn every_malformed_call_is_reported() {
    let ir = format!(
        "{METHODS}\ndefine void @main(i64 %r) {{
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping, i32 1)
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping, i32 2)
          ret void
        }}"
    );
    assert_eq!(run_printer(&ir).lines().filter(|l| l.starts_with("error: ")).count(), 2);
}

#[test]
fn taking_the_address_of_the_intrinsic_is_an_error() {
    check(
        "@table = global ptr @__cormi_invoke
         define void @main(ptr %out) {
           store ptr @__cormi_create, ptr %out
           ret void
         }",
        "
        error: in the initializer of global 'table': __cormi_invoke may only be called directly; its address is used here
        error: in function 'main': __cormi_create may only be called directly; its address is used here
        ",
    );
}

#[test]
fn an_intrinsic_in_a_global_initializer_names_the_global_and_its_line() {
    check(
        &format!(
            "%S = type {{ i32, ptr }}
             @gfp = global ptr @__cormi_invoke, !dbg !20
             @gs = global %S {{ i32 1, ptr @__cormi_create }}
             define void @main() {{ ret void }}
             {DEBUG}
             !20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
             !21 = distinct !DIGlobalVariable(name: \"gfp\", scope: !0, file: !1, line: 8, type: !22, isLocal: false, isDefinition: true)
             !22 = !DIBasicType(name: \"long\", size: 64, encoding: DW_ATE_signed)"
        ),
        "
        error: in the initializer of global 'gfp' (t.c:8): __cormi_invoke may only be called directly; its address is used here
        error: in the initializer of global 'gs': __cormi_create may only be called directly; its address is used here
        ",
    );
}

/// The build id of `ir` (with [`DECLS`] prepended) under pass parameters `params`.
fn build_id_with(ir: &str, params: &str) -> String {
    let context = Context::create();
    let text = format!("{DECLS}\n{ir}");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
    let module = context.create_module_from_ir(buffer).unwrap_or_else(|e| panic!("bad test IR: {e}\n{text}"));
    let mut out = Vec::new();
    crate::passes::run("print<cormi-callsites>", params, &module, &mut out).map_err(|d| d.render()).expect("discovery succeeds");
    let out = String::from_utf8(out).expect("utf-8");
    let first = out.lines().next().unwrap_or_default();
    first.split("build-id=").nth(1).unwrap_or_else(|| panic!("no build id: {out}")).to_string()
}

/// The build id of `ir` in the default mode.
fn build_id_of(ir: &str) -> String {
    build_id_with(ir, "")
}

/// A module with one remote method, an unrelated helper, a struct type and a global.
const BUILD: &str = "
    %struct.P = type { i32, i32 }
    @g = global i32 1
    define i32 @Acc_get(ptr %self) { %v = load i32, ptr %self\n ret i32 %v }
    define i32 @helper(ptr %p) { %q = getelementptr %struct.P, ptr %p, i32 0, i32 1\n %v = load i32, ptr %q\n ret i32 %v }
    define void @main(i64 %r) {
      %x = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_get)
      ret void
    }";

/// Replaces `from` (which must occur) with `to` in [`BUILD`].
fn build_edit(from: &str, to: &str) -> String {
    assert!(BUILD.contains(from), "{from}");
    BUILD.replace(from, to)
}

#[test]
fn the_same_module_gets_the_same_build_id() {
    // Each call parses into a new context: no address or allocation order leaks in.
    let id = build_id_of(BUILD);
    assert_eq!(id, build_id_of(BUILD));
    assert!(id.starts_with("0x") && id.len() == 18, "{id}");
}

#[test]
fn names_of_locals_order_and_debug_info_leave_the_build_id() {
    let id = build_id_of(BUILD);
    // Functions in another order.
    let helper = "define i32 @helper(ptr %p) { %q = getelementptr %struct.P, ptr %p, i32 0, i32 1\n %v = load i32, ptr %q\n ret i32 %v }";
    assert_eq!(id, build_id_of(&(build_edit(helper, "") + "\n" + helper)));
    // Locals renamed.
    assert_eq!(
        id,
        build_id_of(&build_edit(
            "%q = getelementptr %struct.P, ptr %p, i32 0, i32 1\n %v = load i32, ptr %q",
            "%addr = getelementptr %struct.P, ptr %p, i32 0, i32 1\n %v = load i32, ptr %addr"
        ))
    );
    // Debug locations (and the paths in them).
    let with_dbg = build_edit("      ret void\n", "      ret void, !dbg !11\n") + DEBUG;
    assert_eq!(id, build_id_of(&with_dbg));
    assert_eq!(id, build_id_of(&with_dbg.replace("directory: \"/tmp\"", "directory: \"/elsewhere\"")));
}

#[test]
fn the_wire_contract_changes_the_build_id() {
    let id = build_id_of(BUILD);
    for changed in [
        // A remote method's signature (and the call that matches it).
        build_edit(
            "define i32 @Acc_get(ptr %self) { %v = load i32, ptr %self\n ret i32 %v }",
            "define i64 @Acc_get(ptr %self) { %v = load i64, ptr %self\n ret i64 %v }",
        )
        .replace("%x = call i32", "%x = call i64"),
        build_edit("define i32 @Acc_get(ptr %self)", "define i32 @Acc_get(ptr %self, i32 %extra)").replace("ptr @Acc_get)", "ptr @Acc_get, i32 7)"),
        // One more call site.
        build_edit("      ret void\n", "      %y = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_get)\n      ret void\n"),
        // A struct layout.
        build_edit("type { i32, i32 }", "type { i32, i64 }"),
    ] {
        assert_ne!(id, build_id_of(&changed), "{changed}");
    }
    // The mode: graphs are encoded differently.
    assert_ne!(build_id_with(BUILD, "mode=site"), build_id_with(BUILD, "mode=generic"));
}

#[test]
fn any_code_change_changes_the_build_id() {
    // Intended: the analyses that choose a graph's encoding read every function, so a
    // body that no call site reaches (@helper), or a global, can still change the wire.
    let id = build_id_of(BUILD);
    for (from, to) in [
        ("%v = load i32, ptr %self", "%v = add i32 0, 7"),
        ("i32 0, i32 1\n", "i32 0, i32 0\n"),
        ("@g = global i32 1", "@g = global i32 2"),
        ("@g = global i32 1", "@g = constant i32 1"),
    ] {
        assert_ne!(id, build_id_of(&build_edit(from, to)), "changing {from:?} to {to:?} must change the build id");
    }
}

#[test]
fn structs_by_value_follow_the_c_abi() {
    // clang -O0 for `struct {int a, b;}`, `struct {double x, y;}` and a 24-byte struct:
    // coerced to i64, split into two doubles, and passed byval in memory.
    check(
        "
        %struct.L = type { i64, i64, i64 }
        define i32 @m1(ptr %self, i64 %p) { ret i32 0 }
        define i32 @m2(ptr %self, double %x, double %y) { ret i32 0 }
        define i32 @m3(ptr %self, ptr byval(%struct.L) align 8 %l) { ret i32 0 }
        define void @use(i64 %r, i64 %p, double %x, double %y, ptr %l) {
          %1 = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @m1, i64 %p)
          %2 = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @m2, double %x, double %y)
          %3 = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @m3, ptr byval(%struct.L) align 8 %l)
          ret void
        }",
        "
        cormi-callsites: sites=3 methods=3 build-id=0x…
        site 0x… invoke in @use #0 calls @m1
          ret i32
          arg 1 i64
        site 0x… invoke in @use #1 calls @m2
          ret i32
          arg 1 double
          arg 2 double
        site 0x… invoke in @use #2 calls @m3
          ret i32
          arg 1 ptr byval(%struct.L)
        method @m1 invoked
        method @m2 invoked
        method @m3 invoked
        ",
    );
}

#[test]
fn byval_must_agree_between_call_and_method() {
    check(
        "
        %struct.L = type { i64, i64, i64 }
        define i32 @m3(ptr %self, ptr byval(%struct.L) %l) { ret i32 0 }
        define void @use(i64 %r, ptr %l) {
          %1 = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @m3, ptr %l)
          ret void
        }",
        "error: in function 'use': argument 1 of remote method 'm3' (counted after self): 'm3' passes a struct by value (byval) but the call does not",
    );
}

#[test]
fn invoke_instructions_are_call_sites_too() {
    // C++ callers reach the intrinsic through `invoke` when an exception can unwind.
    check(
        &format!(
            "{METHODS}
            declare i32 @__gxx_personality_v0(...)
            define void @main(i64 %r) personality ptr @__gxx_personality_v0 {{
              invoke void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping) to label %ok unwind label %lp
            ok:
              ret void
            lp:
              %x = landingpad {{ ptr, i32 }} cleanup
              resume {{ ptr, i32 }} %x
            }}"
        ),
        "
        cormi-callsites: sites=1 methods=1 build-id=0x…
        site 0x… invoke in @main #0 calls @Acc_ping
          ret void
        method @Acc_ping invoked
        ",
    );
}

#[test]
fn the_build_id_sees_instruction_state_and_nested_struct_bodies() {
    let base = "
        %struct.In = type { i32, double }
        %struct.Out = type { ptr, %struct.In }
        @name = constant [3 x i8] c\"ab\\00\"
        @table = global [2 x ptr] [ptr @name, ptr getelementptr (i8, ptr @name, i64 1)]
        define i32 @Acc_get(ptr %self, i32 %a) {
        entry:
          %c = icmp slt i32 %a, 3
          br i1 %c, label %then, label %join
        then:
          %p = getelementptr %struct.Out, ptr %self, i32 0, i32 1, i32 0
          %x = load i32, ptr %p
          br label %join
        join:
          %r = phi i32 [ %x, %then ], [ 0, %entry ]
          ret i32 %r
        }
        define void @main(i64 %r) {
          call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_get, i32 1)
          ret void
        }";
    let id = build_id_of(base);
    for (from, to) in [
        ("%struct.In = type { i32, double }", "%struct.In = type { i32, float }"),
        ("icmp slt", "icmp sgt"),
        ("getelementptr %struct.Out", "getelementptr inbounds %struct.Out"),
        ("[ 0, %entry ]", "[ 1, %entry ]"),
        ("c\"ab\\00\"", "c\"ac\\00\""),
        ("i64 1)]", "i64 2)]"),
    ] {
        assert!(base.contains(from), "{from}");
        assert_ne!(id, build_id_of(&base.replace(from, to)), "changing {from:?} must change the build id");
    }
}
