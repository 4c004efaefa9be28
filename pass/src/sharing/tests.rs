//! In-process tests of the cycle-and-sharing analysis through `print<cormi-sharing>`.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// What pass `name` prints for `ir` (the module must parse and the pass succeed).
pub(crate) fn pass_output(name: &str, ir: &str) -> String {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t.ll");
    let m = ctx.create_module_from_ir(buf).expect("IR parses");
    let mut out = Vec::new();
    crate::passes::run(name, "", &m, &mut out).map_err(|d| d.render()).expect("pass runs");
    String::from_utf8(out).unwrap()
}

const HEAD: &str = "
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
define void @T_take(ptr %self, ptr %t) { ret void }
";

fn sharing(body: &str) -> String {
    pass_output("print<cormi-sharing>", &format!("{HEAD}{body}"))
}

#[test]
fn fresh_children_in_two_fields_drop_the_table() {
    let out = sharing("define void @main(i64 %r) {
      %t = call ptr @malloc(i64 16)
      %a = call ptr @malloc(i64 8)
      store ptr %a, ptr %t
      %b = call ptr @malloc(i64 8)
      %f = getelementptr i8, ptr %t, i64 8
      store ptr %b, ptr %f
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
      ret void }");
    assert!(out.contains("sharing main#0 -> T_take args drop:"), "{out}");
    assert!(out.contains("sharing main#0 -> T_take result none: the result is not a pointer"), "{out}");
}

#[test]
fn one_allocation_stored_twice_keeps_the_table() {
    let out = sharing("define void @main(i64 %r) {
      %t = call ptr @malloc(i64 16)
      %a = call ptr @malloc(i64 8)
      store ptr %a, ptr %t
      %f = getelementptr i8, ptr %t, i64 8
      store ptr %a, ptr %f
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
      ret void }");
    assert!(out.contains("args keep: ") && out.contains("another store also puts into the graph"), "{out}");
}

#[test]
fn a_store_in_a_loop_without_the_allocation_keeps_the_table() {
    let out = sharing("define void @main(i64 %r) {
    entry:
      %arr = call ptr @malloc(i64 32)
      %row = call ptr @malloc(i64 8)
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %n, %loop ]
      %slot = getelementptr ptr, ptr %arr, i64 %i
      store ptr %row, ptr %slot
      %n = add i64 %i, 1
      %c = icmp ult i64 %n, 4
      br i1 %c, label %loop, label %done
    done:
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %arr)
      ret void }");
    assert!(out.contains("args keep: ") && out.contains("in a loop that does not allocate again"), "{out}");
}

#[test]
fn rows_allocated_in_the_loop_drop_the_table() {
    let out = sharing("define void @main(i64 %r) {
    entry:
      %arr = call ptr @malloc(i64 32)
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %n, %loop ]
      %row = call ptr @malloc(i64 8)
      %slot = getelementptr ptr, ptr %arr, i64 %i
      store ptr %row, ptr %slot
      %n = add i64 %i, 1
      %c = icmp ult i64 %n, 4
      br i1 %c, label %loop, label %done
    done:
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %arr)
      ret void }");
    assert!(out.contains("args drop: "), "{out}");
}
