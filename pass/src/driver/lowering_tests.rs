//! In-process tests of code generation: parse IR, run the `cormi` pass on it as a whole
//! program, verify the module and look at the result.

use crate::codegen::gate;
use crate::context::Changed;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// Runs `cormi` on `ir` plus the whole-program marker ([`gate`]); returns (printed
/// module, rendered errors).
fn lower_ir(ir: &str) -> (String, Result<Changed, String>) {
    let context = Context::create();
    let text = format!("{ir}\n@{} = global [0 x ptr] zeroinitializer\n", gate::HELPERS_MARKER);
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).expect("valid IR");
    let result = crate::passes::run("cormi", "", &module, &mut Vec::new()).map_err(|d| d.render());
    if result.is_ok() {
        module.verify().unwrap_or_else(|e| panic!("{}\n{}", e.to_string(), module.print_to_string().to_string()));
    }
    (module.print_to_string().to_string(), result)
}

const SCALARS: &str = "
    declare void @__cormi_invoke(i64, ptr, ...)
    declare i64 @__cormi_create(i32, ptr, ...)
    define float @Acc_f(ptr %self, float %x, i8 %c, i64 %r) { ret float %x }
    define ptr @Acc_new(i32 %v) { ret ptr null }
    define float @main() {
      %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new, i32 5)
      %a = call float (i64, ptr, ...) @__cormi_invoke(i64 %ref, ptr @Acc_f, double 1.5, i32 3, i64 %ref)
      ret float %a
    }";

#[test]
fn scalar_sites_are_lowered_and_registered() {
    let (ir, result) = lower_ir(SCALARS);
    assert_eq!(result, Ok(Changed::Yes));
    assert!(!ir.contains("call float (i64, ptr, ...) @__cormi_invoke"), "{ir}");
    assert!(!ir.contains("call i64 (i32, ptr, ...) @__cormi_create"), "{ir}");
    assert!(ir.contains("@cormi_call_begin(i64"), "{ir}");
    assert!(ir.contains("@cormi_call_begin_node(i32"), "{ir}");
    assert!(ir.contains("@llvm.global_ctors = appending global"), "{ir}");
    assert!(ir.contains("call i32 @cormi_register_sites(i64"), "{ir}");
    assert!(ir.contains("call i64 @cormi_object_register"), "{ir}");
}

#[test]
fn promoted_float_is_narrowed_before_marshaling() {
    let (ir, _) = lower_ir(SCALARS);
    assert!(ir.contains("fptrunc double"), "{ir}");
    assert!(ir.contains("trunc i32"), "{ir}");
}

#[test]
fn without_the_helpers_the_module_is_left_alone() {
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(SCALARS.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).unwrap();
    let before = module.print_to_string().to_string();
    assert_eq!(crate::passes::run("cormi", "", &module, &mut Vec::new()), Ok(Changed::No));
    assert_eq!(before, module.print_to_string().to_string());
}

const LIST: &str = "
        declare void @__cormi_invoke(i64, ptr, ...)
        declare ptr @cormi_alloc_object(i64)
        define i64 @L_sum(ptr %self, ptr %l) { ret i64 0 }
        define i64 @main(i64 %r) {
        entry:
          br label %loop
        loop:
          %head = phi ptr [ null, %entry ], [ %n, %loop ]
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %n = call ptr @cormi_alloc_object(i64 16)
          %next = getelementptr i8, ptr %n, i64 8
          store ptr %head, ptr %next
          %i1 = add i32 %i, 1
          %c = icmp ult i32 %i1, 100
          br i1 %c, label %loop, label %done
        done:
          %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
          ret i64 %s
        }";

#[test]
fn list_argument_is_walked_with_a_work_list() {
    let (out, result) = lower_ir(LIST);
    assert_eq!(result, Ok(Changed::Yes), "{out}");
    assert!(out.contains("@__cormi_ws_push"), "{out}");
    assert!(out.contains("cormi_handles_find_or_add"), "{out}");
    assert!(out.contains("cormi_handles_add"), "{out}");
    assert!(out.contains("call ptr @cormi_in_read(ptr %0, i64 16)"), "{out}");
}

#[test]
fn function_pointer_argument_is_an_error() {
    let ir = "
        declare void @__cormi_invoke(i64, ptr, ...)
        define void @cb() { ret void }
        define void @A_run(ptr %self, ptr %f) { ret void }
        define void @main(i64 %r) {
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_run, ptr @cb)
          ret void
        }";
    let (_, result) = lower_ir(ir);
    let err = result.unwrap_err();
    assert!(err.contains("argument 1 of A_run: is a function pointer"), "{err}");
}

#[test]
fn oneway_site_sends_without_waiting_or_ending_the_call() {
    let (ir, result) = lower_ir(
        "
        @.oneway = private unnamed_addr constant [13 x i8] c\"cormi_oneway\\00\"
        @llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [
          { ptr, ptr, ptr, i32, ptr } { ptr @Acc_note, ptr @.oneway, ptr null, i32 1, ptr null }
        ], section \"llvm.metadata\"
        declare void @__cormi_invoke(i64, ptr, ...)
        define void @Acc_note(ptr %self, i64 %v) { ret void }
        define void @main(i64 %r) {
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_note, i64 3)
          ret void
        }",
    );
    assert_eq!(result, Ok(Changed::Yes));
    assert!(ir.contains("call i32 @cormi_call_oneway(ptr"), "{ir}");
    assert!(!ir.contains("@cormi_call_invoke"), "{ir}");
    assert!(!ir.contains("@cormi_call_end"), "{ir}");
}

#[test]
fn every_analysis_is_computed_once_per_run() {
    let context = Context::create();
    let text = format!("{LIST}\n@{} = global [0 x ptr] zeroinitializer\n", gate::HELPERS_MARKER);
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).expect("valid IR");
    let params = crate::params::Params::default();
    let cx = crate::context::AnalysisContext::new(&module, &params);
    assert_eq!(crate::driver::run(&cx, &mut Vec::new()).map_err(|d| d.render()), Ok(Changed::Yes));
    let computed = cx.computed();
    for name in [
        "intrinsic-calls",
        "discovery",
        "heap",
        "ptr-reads",
        "scalar-stores",
        "int-to-ptr",
        "plans",
        "typed-refs",
        "module-scan",
        "sharing",
        "call-graph",
        "escape",
        "layout-classes",
        "build-id",
        "out-args",
    ] {
        assert_eq!(computed.iter().filter(|&&c| c == name).count(), 1, "{name} in {computed:?}");
    }
}

#[test]
fn scalar_sites_need_no_heap_analysis() {
    let context = Context::create();
    let text = format!("{SCALARS}\n@{} = global [0 x ptr] zeroinitializer\n", gate::HELPERS_MARKER);
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).expect("valid IR");
    let params = crate::params::Params::default();
    let cx = crate::context::AnalysisContext::new(&module, &params);
    assert_eq!(crate::driver::run(&cx, &mut Vec::new()).map_err(|d| d.render()), Ok(Changed::Yes));
    assert_eq!(cx.computed(), ["intrinsic-calls", "discovery", "plans", "typed-refs", "layout-classes", "build-id", "out-args"]);
}

#[test]
fn a_module_that_is_not_lowered_needs_no_build_id() {
    // Per-TU compiles under -flto: no helper marker, so nothing is generated or registered.
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(SCALARS.as_bytes(), "t.ll");
    let module = context.create_module_from_ir(buffer).expect("valid IR");
    let params = crate::params::Params::default();
    let cx = crate::context::AnalysisContext::new(&module, &params);
    assert_eq!(crate::driver::run(&cx, &mut Vec::new()).map_err(|d| d.render()), Ok(Changed::No));
    assert_eq!(cx.computed(), ["intrinsic-calls", "discovery"]);
}
