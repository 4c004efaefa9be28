//! Unit tests of the instrumentation through one helper: `instrumented(ir)` parses the IR,
//! runs the heap analysis and the instrumentation in-process, verifies the module and
//! returns its text, on which each test checks the calls that matter.

use super::{instrument, Config, Summary};
use crate::heap::HeapAnalysis;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

const TARGET: &str = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n";

/// The instrumented module's text and the summary; panics if the result does not verify.
fn instrumented(ir: &str, cfg: Config) -> (String, Summary) {
    let context = Context::create();
    let text = format!("{TARGET}{ir}");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
    let module = context.create_module_from_ir(buffer).unwrap_or_else(|e| panic!("bad test IR: {e}\n{text}"));
    let heap = HeapAnalysis::run(&module).expect("analysis runs");
    let summary = instrument(&module, &heap, cfg).unwrap_or_else(|e| panic!("{}", e.render()));
    if let Err(e) = module.verify() {
        panic!("instrumented module does not verify: {e}\n{}", module.print_to_string());
    }
    (module.print_to_string().to_string(), summary)
}

/// The non-debug lines of function `name`'s body that call the runtime or are `marker`s.
fn calls_in(text: &str, name: &str) -> Vec<String> {
    let start = text.find(&format!("@{name}(")).expect("function present");
    let body = &text[start..];
    let body = &body[..body.find("\n}").expect("function end")];
    body.lines().filter(|l| l.contains("__cormi_pts_") || l.contains("@marker")).map(|l| l.trim().to_string()).collect()
}

const LIST: &str = r#"
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @marker()
@head = global ptr null

define ptr @push(ptr %next) {
entry:
  %n = call ptr @malloc(i64 16)
  %slot = getelementptr i8, ptr %n, i64 8
  store ptr %next, ptr %slot
  ret ptr %n
}

define i32 @main() {
entry:
  %local = alloca [4 x i32]
  %h = load ptr, ptr @head
  %n = call ptr @push(ptr %h)
  store ptr %n, ptr @head
  call void @marker()
  call void @free(ptr %n)
  ret i32 0
}
"#;

#[test]
fn registers_globals_functions_allocas_and_heap() {
    let (text, summary) = instrumented(LIST, Config::default());
    let main = calls_in(&text, "main");
    // The frame entry first, then globals and functions, then the entry allocas, all
    // before the first real instruction of main.
    assert!(main[0].contains("@__cormi_pts_enter(ptr"), "{main:?}");
    assert!(main[1].starts_with("call void @__cormi_pts_alloc(i32 0, ptr @head, i64 8)"), "{main:?}");
    assert!(main.iter().any(|l| l.contains("@__cormi_pts_alloc(i32") && l.contains("ptr %local, i64 16")), "{main:?}");
    let push = calls_in(&text, "push");
    let reg = push.iter().position(|l| l.contains("@__cormi_pts_alloc") && l.contains("ptr %n, i64 16")).expect("malloc registered");
    let chk = push.iter().position(|l| l.contains("@__cormi_pts_check") && l.contains("ptr %n)")).expect("malloc result checked");
    assert!(reg < chk, "registration must come before the check: {push:?}");
    assert!(push.iter().any(|l| l.contains("@__cormi_pts_check") && l.contains("ptr %next)")), "argument checked: {push:?}");
    assert!(summary.sites >= 5, "{summary:?}");
}

#[test]
fn frees_and_checks_in_main() {
    let (text, _) = instrumented(LIST, Config::default());
    let main = calls_in(&text, "main");
    let free = main.iter().position(|l| l.contains("@__cormi_pts_free(ptr %n)")).expect("free unregistered");
    let marker = main.iter().position(|l| l.contains("@marker")).unwrap();
    assert!(marker < free, "{main:?}");
    assert!(main.iter().any(|l| l.contains("@__cormi_pts_check") && l.contains("ptr %h)")), "load checked: {main:?}");
}

#[test]
fn table_allows_the_static_sites() {
    let (text, summary) = instrumented(LIST, Config::default());
    assert!(text.contains("@__cormi_pts_table = constant"), "table emitted");
    // every check point has an entry; none of them can point to unknown memory here
    assert_eq!(summary.any, 0, "{summary:?}");
    assert!(summary.checks >= 4, "{summary:?}");
}

#[test]
fn sampling_keeps_every_nth_check() {
    let (_, all) = instrumented(LIST, Config::default());
    let (_, half) = instrumented(LIST, Config { sample: 2 });
    assert_eq!(half.checks, all.checks.div_ceil(2));
}

#[test]
fn needs_main() {
    let context = Context::create();
    let text = format!("{TARGET}define void @f() {{\n  ret void\n}}\n");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).unwrap();
    let heap = HeapAnalysis::run(&module).expect("analysis runs");
    let err = instrument(&module, &heap, Config::default()).unwrap_err();
    assert!(err.render().contains("needs a module with a defined main"), "{}", err.render());
}

#[test]
fn flatten_marks_any_and_offsets() {
    use super::allowed::Allowed;
    let (starts, flat, any) = super::table::flatten(&[Allowed::Sites(vec![1, 3]), Allowed::Any, Allowed::Sites(vec![2])]);
    assert_eq!(starts, vec![0, 2, 2, 3]);
    assert_eq!(flat, vec![1, 3, 2]);
    assert_eq!(any, vec![0, 1, 0]);
}

#[test]
fn lifetime_start_registers_the_alloca() {
    let ir = r#"
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @use(ptr)
define i32 @main() {
entry:
  %a = alloca [8 x i8]
  br label %body
body:
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @use(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 0
}
"#;
    let (text, _) = instrumented(ir, Config::default());
    let start = text.find("call void @llvm.lifetime.start.p0(ptr %a)").expect("marker kept");
    let reg = text.find("ptr %a, i64 8)").expect("registered");
    assert!(start < reg, "registered after lifetime.start, not at entry:\n{text}");
    assert!(text.contains("noinline"), "functions made noinline");
}

#[test]
fn unused_parameters_are_not_checked() {
    let ir = r#"
define internal void @f(ptr %used, ptr %dead) {
  %v = load i8, ptr %used
  ret void
}
define i32 @main() {
  %x = alloca i8
  call void @f(ptr %x, ptr poison)
  ret i32 0
}
"#;
    let (text, _) = instrumented(ir, Config::default());
    let f = calls_in(&text, "f");
    assert!(f.iter().any(|l| l.contains("ptr %used)")), "{f:?}");
    assert!(!f.iter().any(|l| l.contains("ptr %dead)")), "{f:?}");
}
