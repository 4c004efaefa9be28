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
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @T_take(ptr %self, ptr %t) { ret void }
";

fn sharing(body: &str) -> String {
    pass_output("print<cormi-sharing>", &format!("{HEAD}{body}"))
}

/// A 16-byte pair: field 0 holds a fresh allocation, field 8 what `second` stores.
fn pair(second: &str) -> String {
    sharing(&format!(
        "define void @main(i64 %r) {{
      %t = call ptr @malloc(i64 16)
      %a = call ptr @malloc(i64 8)
      store ptr %a, ptr %t
      %f = getelementptr i8, ptr %t, i64 8
      {second}
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
      ret void }}"
    ))
}

#[test]
fn fresh_children_in_two_fields_drop_the_table() {
    let out = pair("%b = call ptr @malloc(i64 8)\n store ptr %b, ptr %f");
    assert!(out.contains("sharing main#0 -> T_take args drop:"), "{out}");
    assert!(out.contains("sharing main#0 -> T_take result none: the result is not a pointer"), "{out}");
}

#[test]
fn one_allocation_stored_twice_keeps_the_table() {
    let out = pair("store ptr %a, ptr %f");
    assert!(out.contains("args keep: ") && out.contains("another store also puts into the graph"), "{out}");
}

/// An array of 4 pointers filled in a loop with one row allocated before the loop
/// (`before`) or a new row per iteration (`inside`).
fn rows(before: &str, inside: &str) -> String {
    sharing(&format!(
        "define void @main(i64 %r) {{
    entry:
      %arr = call ptr @malloc(i64 32)
      {before}
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %n, %loop ]
      {inside}
      %slot = getelementptr ptr, ptr %arr, i64 %i
      store ptr %row, ptr %slot
      %n = add i64 %i, 1
      %c = icmp ult i64 %n, 4
      br i1 %c, label %loop, label %done
    done:
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %arr)
      ret void }}"
    ))
}

#[test]
fn a_store_in_a_loop_without_the_allocation_keeps_the_table() {
    let out = rows("%row = call ptr @malloc(i64 8)", "");
    assert!(out.contains("args keep: ") && out.contains("in a loop that does not allocate again"), "{out}");
}

#[test]
fn rows_allocated_in_the_loop_drop_the_table() {
    let out = rows("", "%row = call ptr @malloc(i64 8)");
    assert!(out.contains("args drop: "), "{out}");
}

/// Unoptimised IR (cormicc runs the pass before mem2reg): `Leaf *x = new; t->l = x;`.
fn through_local(second_store: &str) -> String {
    sharing(&format!(
        "define void @main(i64 %r) {{
      %x = alloca ptr
      %t = call ptr @malloc(i64 16)
      %a = call ptr @malloc(i64 8)
      store ptr %a, ptr %x
      %l = load ptr, ptr %x
      store ptr %l, ptr %t
      {second_store}
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
      ret void }}"
    ))
}

#[test]
fn a_fresh_pointer_kept_in_a_local_and_stored_once_drops_the_table() {
    let out = through_local("");
    assert!(out.contains("args drop: "), "{out}");
}

#[test]
fn a_fresh_pointer_kept_in_a_local_and_stored_twice_keeps_the_table() {
    let out = through_local("%l2 = load ptr, ptr %x\n %f = getelementptr i8, ptr %t, i64 8\n store ptr %l2, ptr %f");
    assert!(out.contains("args keep: ") && out.contains("another store also puts into the graph"), "{out}");
}

#[test]
fn a_local_written_twice_is_not_seen_through() {
    let out = through_local("%b = call ptr @malloc(i64 8)\n store ptr %b, ptr %x");
    assert!(out.contains("args keep: ") && out.contains("not a fresh allocation"), "{out}");
}

#[test]
fn two_arguments_pointing_to_one_object_keep_the_table() {
    let out = pass_output(
        "print<cormi-sharing>",
        "
      declare void @__cormi_invoke(i64, ptr, ...)
      declare ptr @malloc(i64)
      define void @T_two(ptr %self, ptr %a, ptr %b) { ret void }
      define void @main(i64 %r) {
        %a = call ptr @malloc(i64 8)
        call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_two, ptr %a, ptr %a)
        ret void }",
    );
    assert!(out.contains("args keep: argument 1 and argument 2 may point to the same object"), "{out}");
}

#[test]
fn a_memcpy_of_a_pointer_field_keeps_the_table() {
    // p->a is a fresh allocation stored once; memcpy then copies p's 8 bytes to p->b.
    let out = pair("call void @llvm.memcpy.p0.p0.i64(ptr %f, ptr %t, i64 8, i1 false)");
    let out = out.replace('\n', " ");
    assert!(out.contains("args keep: ") && out.contains("memcpy in main copies a pointer to it"), "{out}");
}

#[test]
fn forwarding_a_received_graph_keeps_the_table() {
    // T_fwd receives a copy (a clone, paper §2) and passes it on: sharing among received
    // objects is not tracked, so the forwarding call keeps its table.
    let out = sharing(
        "define void @T_fwd(ptr %self, ptr %a) {
      call void (i64, ptr, ...) @__cormi_invoke(i64 7, ptr @T_take, ptr %a)
      ret void }
    define void @main(i64 %r) {
      %t = call ptr @malloc(i64 8)
      call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_fwd, ptr %t)
      ret void }",
    );
    assert!(out.contains("sharing T_fwd#0 -> T_take args keep: a copy received by T_fwd of the object allocated in main (malloc): sharing among objects received by a remote call is not tracked"), "{out}");
    assert!(out.contains("sharing main#0 -> T_fwd args drop: "), "{out}");
}

/// A fresh pair `%t` sent by `sites` calls, and `others` fresh allocations stored into an
/// unrelated object `%u` (none of them is in any call's graph).
fn many_sites_and_unrelated_writes(sites: usize, others: usize) -> String {
    let mut body = String::from(
        "define void @main(i64 %r) {\n %t = call ptr @malloc(i64 8)\n %a = call ptr @malloc(i64 8)\n store ptr %a, ptr %t\n %u = call ptr @malloc(i64 8)\n",
    );
    for k in 0..others {
        body += &format!(" %o{k} = call ptr @malloc(i64 8)\n store ptr %o{k}, ptr %u\n");
    }
    for _ in 0..sites {
        body += " call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)\n";
    }
    body + " ret void }\n"
}

#[test]
fn each_graph_tests_only_the_writes_into_its_objects() {
    // Work guard: testing every write of the module against every graph made the phase
    // quadratic (sites x writes: 20 x 41 here; minutes on a Rust program). Each graph
    // here receives one write (`store %a, %t`), so 20 graphs test 20 writes.
    let (sites, others) = (20, 40);
    let ir = format!("{HEAD}{}", many_sites_and_unrelated_writes(sites, others));
    let ctx = Context::create();
    let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t.ll")).expect("IR parses");
    let params = crate::params::Params::default();
    let cx = crate::context::AnalysisContext::new(&m, &params);
    let sharing = cx.get::<super::Sharing>().map_err(|d| d.render()).expect("analysis runs");
    let drops = sharing.decisions.iter().filter(|d| d.verdict == super::Verdict::Drop).count();
    assert_eq!(drops, sites, "{:?}", sharing.decisions);
    assert_eq!(sharing.writes_tested, sites);
}
