//! In-process unit tests: parse IR text with inkwell, run the analysis, compare.

use super::objects::targets_text;
use super::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// Parses `ir`, runs the analysis and returns what `print` writes; panics on parse errors.
fn printed(ir: &str, print: fn(llvm_sys::prelude::LLVMModuleRef, &HeapAnalysis, &mut dyn std::io::Write) -> std::io::Result<()>) -> String {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "test");
    let m = ctx.create_module_from_ir(buf).expect("IR parses");
    let h = HeapAnalysis::run(&m).expect("analysis runs");
    let mut out = Vec::new();
    print(m.as_mut_ptr(), &h, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The heap printout (`print<cormi-heap>`) of `ir`.
pub(crate) fn heap_text(ir: &str) -> String {
    printed(ir, print::print_heap)
}

/// Alias-check output for `ir`.
pub(crate) fn checks_text(ir: &str) -> String {
    printed(ir, alias_checks::print_alias_checks)
}

/// Asserts that every line of `expected` occurs in the heap printout of `ir`, in order.
pub(crate) fn check(ir: &str, expected: &[&str]) {
    let text = heap_text(ir);
    let lines: Vec<&str> = text.lines().collect();
    let mut pos = 0;
    for e in expected {
        match lines[pos..].iter().position(|l| l.trim() == e.trim()) {
            Some(k) => pos += k + 1,
            None => panic!("expected line `{e}` (in order) in:\n{text}"),
        }
    }
}

const DL: &str =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\ntarget triple = \"x86_64-pc-linux-gnu\"\n";

fn ir(body: &str) -> String {
    format!("{DL}{body}")
}

#[test]
fn copy_load_store() {
    check(
        &ir(r#"
declare ptr @malloc(i64)
define void @main() {
  %a = alloca ptr
  %m = call ptr @malloc(i64 16)
  store ptr %m, ptr %a
  %l = load ptr, ptr %a
  ret void
}"#),
        &[
            "obj#1 (1,1) alloca @main size=8",
            "  +0 -> {obj#2+0}",
            "obj#2 (2,2) malloc @main size=16",
            "fn @main",
            "%a -> {obj#1+0}",
            "%m -> {obj#2+0}",
            "%l -> {obj#2+0}",
        ],
    );
}

#[test]
fn field_sensitive_gep() {
    check(
        &ir(r#"
%struct.S = type { ptr, ptr }
declare ptr @malloc(i64)
define void @f() {
  %s = call ptr @malloc(i64 16)
  %x = call ptr @malloc(i64 4)
  %y = call ptr @malloc(i64 4)
  %f1 = getelementptr %struct.S, ptr %s, i32 0, i32 1
  store ptr %x, ptr %s
  store ptr %y, ptr %f1
  %l0 = load ptr, ptr %s
  %l1 = load ptr, ptr %f1
  ret void
}"#),
        &["%f1 -> {obj#1+8}", "%l0 -> {obj#2+0}", "%l1 -> {obj#3+0}"],
    );
}

#[test]
fn variable_gep_any_offset() {
    check(
        &ir(r#"
declare ptr @malloc(i64)
define void @f(i64 %i) {
  %s = call ptr @malloc(i64 64)
  %x = call ptr @malloc(i64 4)
  %g = getelementptr ptr, ptr %s, i64 %i
  store ptr %x, ptr %g
  %h = getelementptr i8, ptr %s, i64 8
  %l = load ptr, ptr %h
  ret void
}"#),
        &["obj#1 (1,1) malloc @f size=64 indexed", "+0 -> {obj#2+0}", "+8 -> {obj#2+0}", "+* -> {obj#2+0}", "%g -> {obj#1+*}", "%l -> {obj#2+0}"],
    );
}

#[test]
fn paper_figure_4_loop_terminates() {
    // zoo: t = new (2,2); loop: t = me.foo(t). The formal gets (3,2), the result (4,2).
    check(
        &ir(r#"
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)
define ptr @Foo_new() {
  %o = call ptr @malloc(i64 8)
  ret ptr %o
}
define ptr @Foo_foo(ptr %self, ptr %a) {
  ret ptr %a
}
define void @zoo() {
entry:
  %me = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Foo_new)
  %t0 = call ptr @malloc(i64 8)
  br label %loop
loop:
  %t = phi ptr [ %t0, %entry ], [ %t1, %loop ]
  %t1 = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %me, ptr @Foo_foo, ptr %t)
  br label %loop
}"#),
        &[
            "obj#1 (1,1) malloc @Foo_new size=8",
            "obj#2 (2,2) malloc @zoo size=8",
            "obj#3 (3,2) malloc @zoo size=8 clone-of obj#2 @Foo_foo arg",
            "obj#4 (4,2) malloc @zoo size=8 clone-of obj#3 @Foo_foo ret",
            "fn @Foo_foo",
            "%self -> {obj#1+0}",
            "%a -> {obj#3+0}",
            "fn @zoo",
            "%t -> {obj#2+0, obj#4+0}",
            "%t1 -> {obj#4+0}",
        ],
    );
    let t = heap_text(&ir(r#"
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
define ptr @Foo_foo(ptr %self, ptr %a) {
  ret ptr %a
}
define void @zoo(i64 %me) {
entry:
  %t0 = call ptr @malloc(i64 8)
  br label %loop
loop:
  %t = phi ptr [ %t0, %entry ], [ %t1, %loop ]
  %t1 = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %me, ptr @Foo_foo, ptr %t)
  br label %loop
}"#));
    assert!(!t.contains("obj#4 "), "no more clones than (2,1)->(2,1)' and back:\n{t}");
}

#[test]
fn alias_checks_format() {
    let t = checks_text(&ir(r#"
declare void @MAYALIAS(ptr, ptr)
declare void @NOALIAS(ptr, ptr)
declare void @_Z8MAYALIASPvS_(ptr, ptr)
declare ptr @malloc(i64)
define void @f() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  call void @MAYALIAS(ptr %a, ptr %a)
  call void @NOALIAS(ptr %a, ptr %b)
  call void @_Z8MAYALIASPvS_(ptr %a, ptr %b)
  ret void
}"#));
    assert_eq!(t, "check 0 MAYALIAS ok MayAlias\ncheck 0 NOALIAS ok NoAlias\ncheck 0 MAYALIAS fail NoAlias\ncheck-summary total=3 ok=2 fail=1\n");
    assert_eq!(checks_text(&ir("define void @g() {\n  ret void\n}")), "check-summary total=0 ok=0 fail=0\n");
}

#[test]
fn targets_print() {
    assert_eq!(targets_text(&[]), "{}");
}

/// Runs `f` on the analysis of `ir` and the parsed module's functions by name.
fn with_analysis(ir: &str, f: impl FnOnce(&HeapAnalysis, &dyn Fn(&str, &str) -> llvm_sys::prelude::LLVMValueRef)) {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "test");
    let m = ctx.create_module_from_ir(buf).expect("IR parses");
    let h = HeapAnalysis::run(&m).expect("analysis runs");
    let raw = m.as_mut_ptr();
    let lookup = move |func: &str, val: &str| {
        for fv in crate::ir::functions(raw) {
            if crate::ir::name(fv) != func {
                continue;
            }
            let names = crate::ir::slot_names(fv);
            for (v, n) in names {
                if n == format!("%{val}") {
                    return v;
                }
            }
        }
        panic!("no value %{val} in @{func}");
    };
    f(&h, &lookup);
}

#[test]
fn api_may_alias_and_fields() {
    with_analysis(
        &ir(r#"
declare ptr @malloc(i64)
@g = global ptr null
define void @main() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  %a8 = getelementptr i8, ptr %a, i64 8
  store ptr %b, ptr %a8
  store ptr %a, ptr @g
  %l = load ptr, ptr %a8
  ret void
}"#),
        |h, v| {
            let (a, b, a8, l) = (v("main", "a"), v("main", "b"), v("main", "a8"), v("main", "l"));
            assert_eq!(h.may_alias(a, b), AliasAnswer::NoAlias);
            assert_eq!(h.may_alias(a, a8), AliasAnswer::NoAlias, "different offsets of one object");
            assert_eq!(h.may_alias(l, b), AliasAnswer::MayAlias, "heap objects are summaries");
            let ta = h.points_to(a)[0];
            assert_eq!(ta.offset, Offset::At(0));
            assert_eq!(h.field_points_to(ta.obj, Offset::At(8)), h.points_to(b));
            assert_eq!(h.object(ta.obj).kind, ObjectKind::Heap("malloc".into()));
            assert_eq!(h.object(ta.obj).size, Some(16));
            let g = h.objects().iter().find(|o| o.kind == ObjectKind::Global).unwrap();
            assert!(g.concrete);
            assert_eq!(h.fields(g.id).len(), 1);
        },
    );
}

#[test]
fn api_remote_calls_report_clones() {
    with_analysis(
        &ir(r#"
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
define ptr @M_echo(ptr %self, ptr %x) {
  ret ptr %x
}
define void @main(i64 %r) {
  %o = call ptr @malloc(i64 8)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_echo, ptr %o)
  ret void
}"#),
        |h, v| {
            let calls = h.remote_calls();
            assert_eq!(calls.len(), 1);
            let c = &calls[0];
            assert_eq!(c.method_name, "M_echo");
            assert_eq!(c.actuals[0], h.points_to(v("main", "o")).to_vec());
            let (orig, clone) = c.arg_clones[0];
            assert_eq!(orig, c.actuals[0][0].obj);
            assert_eq!(c.formals[0][0].obj, clone);
            assert_eq!(h.object(clone).physical, h.object(orig).physical);
            assert_ne!(h.object(clone).logical, h.object(orig).logical);
            let (rorig, rclone) = c.ret_clones[0];
            assert_eq!(rorig, clone);
            assert_eq!(c.result[0].obj, rclone);
            assert_eq!(h.may_alias(v("main", "o"), v("main", "res")), AliasAnswer::NoAlias, "results are deep copies");
        },
    );
}

#[test]
fn mangled_kinds() {
    assert_eq!(alias_checks::kind_of("_Z8MAYALIASPvS_"), Some("MAYALIAS"));
    assert_eq!(alias_checks::kind_of("_Z7NOALIASPKvS0_"), Some("NOALIAS"));
    assert_eq!(alias_checks::kind_of("_Z21EXPECTEDFAIL_MAYALIASPvS_"), Some("EXPECTEDFAIL_MAYALIAS"));
    assert_eq!(alias_checks::kind_of("MAYALIASX"), None);
    assert_eq!(alias_checks::kind_of("_Z9MAYALIASXPvS_"), None);
}

#[test]
fn memcpy_and_escape() {
    check(
        &ir(r#"
declare ptr @malloc(i64)
declare void @sink(ptr)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
define void @f() {
  %s = call ptr @malloc(i64 16)
  %d = call ptr @malloc(i64 16)
  %x = call ptr @malloc(i64 4)
  %s8 = getelementptr i8, ptr %s, i64 8
  store ptr %x, ptr %s8
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
  call void @sink(ptr %d)
  ret void
}"#),
        &[
            "obj#0 (0,0) unknown collapsed",
            "+* -> {unknown, obj#2+0, obj#3+0}",
            "obj#2 (2,2) malloc @f size=16 escaped",
            "+8 -> {unknown, obj#2+0, obj#3+0}",
            "obj#3 (3,3) malloc @f size=4 escaped",
        ],
    );
}

#[test]
fn ptr_offsets_follow_typed_accesses_memcpy_and_clones() {
    with_analysis(
        &ir(r#"
%struct.S = type { i64, ptr }
declare ptr @malloc(i64)
declare void @__cormi_invoke(i64, ptr, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @M_use(ptr %self, ptr %s) {
  %f = getelementptr i8, ptr %s, i64 8
  %p = load ptr, ptr %f
  ret void
}
define void @main(i64 %r) {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  %len = ptrtoint ptr %a to i64
  store i64 %len, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_use, ptr %b)
  ret void
}"#),
        |h, v| {
            let a = h.points_to(v("main", "a"))[0].obj;
            let b = h.points_to(v("main", "b"))[0].obj;
            // The i64 at +0 holds pointer bits (listed by fields) but is not a ptr field.
            assert!(h.fields(a).iter().any(|(o, _)| *o == Offset::At(0)));
            // +8 is read as ptr in the method (through the clone of b), so b and (by the
            // memcpy) a have a pointer field at +8 only.
            assert_eq!(h.object(b).ptr_offsets, vec![Offset::At(8)]);
            assert_eq!(h.object(a).ptr_offsets, Vec::<Offset>::new(), "marks flow from source to destination only");
        },
    );
}

#[test]
fn remote_sites_are_the_intrinsic_calls_handed_over() {
    let text = ir(r#"
declare ptr @malloc(i64)
declare ptr @__cormi_invoke(i64, ptr, ...)
define ptr @M_echo(ptr %self, ptr %o) {
  ret ptr %o
}
define void @main(i64 %r) {
  %o = call ptr @malloc(i64 8)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_echo, ptr %o)
  ret void
}"#);
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test");
    let m = ctx.create_module_from_ir(buf).expect("IR parses");
    let found = crate::discovery::IntrinsicCalls::find(m.as_mut_ptr());
    assert_eq!(found.calls.len(), 1);
    // Given discovery's calls (what `run` finds itself), the invoke is a remote call.
    let with = HeapAnalysis::run_with(&m, &found).expect("analysis runs");
    assert_eq!(with.remote_calls().len(), 1);
    assert_eq!(with.remote_calls()[0].method_name, "M_echo");
    assert_eq!(HeapAnalysis::run(&m).expect("analysis runs").remote_calls().len(), 1);
    // Without them the heap does not look for the intrinsic by name: no remote call.
    let none = crate::discovery::IntrinsicCalls { functions: found.functions.clone(), calls: Vec::new() };
    assert!(HeapAnalysis::run_with(&m, &none).expect("analysis runs").remote_calls().is_empty());
}

#[test]
fn pass_through_result_is_the_calls_own_argument() {
    // `id` returns its parameter through a stack slot (as at -O0): each call's result is
    // its own argument, not what every caller passed.
    check(
        &ir(r#"
declare ptr @malloc(i64)
define internal ptr @id(ptr %p) {
  %slot = alloca ptr
  store ptr %p, ptr %slot
  %v = load ptr, ptr %slot
  ret ptr %v
}
define void @f() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %ra = call ptr @id(ptr %a)
  %rb = call ptr @id(ptr %b)
  ret void
}"#),
        &["fn @f", "%ra -> {obj#2+0}", "%rb -> {obj#3+0}"],
    );
}

#[test]
fn offset_or_choice_is_no_pass_through() {
    // Returning `p + 1`, or one of two parameters, is not returning a parameter
    // unchanged: the results stay merged over the calls.
    check(
        &ir(r#"
declare ptr @malloc(i64)
define internal ptr @next(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1
  ret ptr %q
}
define internal ptr @pick(ptr %p, ptr %q, i1 %c) {
  %r = select i1 %c, ptr %p, ptr %q
  ret ptr %r
}
define void @f(i1 %c) {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %na = call ptr @next(ptr %a)
  %nb = call ptr @next(ptr %b)
  %pa = call ptr @pick(ptr %a, ptr %b, i1 %c)
  %pb = call ptr @pick(ptr %b, ptr %b, i1 %c)
  ret void
}"#),
        &["fn @f", "%na -> {obj#1+1, obj#2+1}", "%nb -> {obj#1+1, obj#2+1}", "%pa -> {obj#1+0, obj#2+0}", "%pb -> {obj#1+0, obj#2+0}"],
    );
}

/// `points_to` and `points_to_interior` of each named instruction of `ir`'s `@main`, as
/// `name: plain | interior` lines.
fn interior_text(ir: &str) -> String {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "test");
    let m = ctx.create_module_from_ir(buf).expect("IR parses");
    let h = HeapAnalysis::run(&m).expect("analysis runs");
    let main = crate::ir::functions(m.as_mut_ptr()).into_iter().find(|&f| crate::ir::name(f) == "main").expect("main");
    let mut out = String::new();
    for i in crate::ir::function_instructions(main) {
        let name = crate::ir::name(i);
        if !name.is_empty() {
            out += &format!("{name}: {} | {}\n", targets_text(h.points_to(i)), targets_text(&h.points_to_interior(i)));
        }
    }
    out
}

#[test]
fn later_elements_of_a_smashed_array_are_inside_it() {
    // An array of 16-byte records of a run-time count: a variable index and a constant
    // index past element 0 may point to a later element (interior: `+*`), the start and a
    // field of element 0 may not; `points_to` keeps element 0's offsets for every one.
    let text = interior_text(&ir(r#"
%struct.E = type { i64, ptr }
declare ptr @calloc(i64, i64)
define void @main(i64 %n, i64 %i) {
  %a = call ptr @calloc(i64 %n, i64 16)
  %f = getelementptr i8, ptr %a, i64 8
  %e = getelementptr inbounds %struct.E, ptr %a, i64 %i
  %c = getelementptr i8, ptr %a, i64 40
  %b = getelementptr i8, ptr %c, i64 -32
  %s = getelementptr i8, ptr %c, i64 16
  ret void
}
"#));
    let want = "a: {obj#1+0} | {obj#1+0}\n\
                f: {obj#1+8} | {obj#1+8}\n\
                e: {obj#1+0} | {obj#1+0, obj#1+*}\n\
                c: {obj#1+8} | {obj#1+*}\n\
                b: {obj#1+8} | {obj#1+8, obj#1+*}\n\
                s: {obj#1+8} | {obj#1+*}\n";
    assert_eq!(text, want);
}

#[test]
fn variable_length_arrays_are_arrays_of_their_element() {
    // `double *rows[n]` and `Rec recs[n]` (and bytes `n * 16` after optimisation) are
    // arrays of a run-time count like `malloc(n * sizeof(T))`; a `char buf[n]` is not
    // (its element holds no pointer).
    check(
        &ir(r#"
%struct.Rec = type { ptr, i64 }
define void @main(i64 %n) {
  %rows = alloca ptr, i64 %n
  %recs = alloca %struct.Rec, i64 %n
  %m = mul i64 %n, 16
  %raw = alloca i8, i64 %m
  %buf = alloca i8, i64 %n
  %one = alloca ptr
  ret void
}"#),
        &[
            "obj#1 (1,1) alloca @main elem=8",
            "obj#2 (2,2) alloca @main elem=16",
            "obj#3 (3,3) alloca @main elem=16",
            "obj#4 (4,4) alloca @main",
            "obj#5 (5,5) alloca @main size=8",
        ],
    );
}
