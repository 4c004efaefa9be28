//! Unit tests of the IR helpers on small parsed modules: the helpers whose names differ
//! only in what they walk or strip.

use super::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;

const IR: &str = r#"
@alias = alias void (), ptr @target

define void @target() {
  ret void
}

define void @far() addrspace(1) {
  ret void
}

define void @main(ptr %fp) {
entry:
  call void @target()
  call void addrspacecast (ptr addrspace(1) @far to ptr)()
  call void @alias()
  br label %next
next:
  call void %fp()
  ret void
}
"#;

/// Parses `ir` in `ctx`; panics on parse errors.
fn parse<'c>(ctx: &'c Context, ir: &str) -> Module<'c> {
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "test");
    ctx.create_module_from_ir(buf).expect("IR parses")
}

/// The function named `name` of `m`.
fn function(m: &Module<'_>, name: &str) -> LLVMValueRef {
    functions(m.as_mut_ptr()).into_iter().find(|&f| self::name(f) == name).expect("function exists")
}

/// The call instructions of `f`, in order.
fn calls(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    function_instructions(f).into_iter().filter(|&i| is_call(i)).collect()
}

#[test]
fn function_instructions_walk_every_block_and_block_instructions_one() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let main = function(&m, "main");
    let all = function_instructions(main);
    let blocks = blocks(main);
    assert_eq!(blocks.len(), 2);
    assert_eq!(block_instructions(blocks[0]).len(), 4);
    assert_eq!(block_instructions(blocks[1]).len(), 2);
    assert_eq!(all.len(), 6);
    let concatenated: Vec<_> = blocks.iter().flat_map(|&b| block_instructions(b)).collect();
    assert_eq!(all, concatenated);
}

#[test]
fn called_operand_keeps_casts_and_stripped_called_operand_removes_them() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let target = function(&m, "target");
    let c = calls(function(&m, "main"));
    assert_eq!(c.len(), 4);
    // A plain direct call: all three agree.
    assert_eq!(called_operand(c[0]), target);
    assert_eq!(stripped_called_operand(c[0]), target);
    assert_eq!(direct_callee(c[0]), Some(target));
    // Through a cast: the operand is the cast expression; stripping finds the function.
    let far = function(&m, "far");
    assert_ne!(called_operand(c[1]), far);
    assert_eq!(stripped_called_operand(c[1]), far);
    assert_eq!(direct_callee(c[1]), Some(far));
    // Through an alias: only direct_callee looks through it.
    assert_eq!(name(stripped_called_operand(c[2])), "alias");
    assert_eq!(direct_callee(c[2]), Some(target));
    // Indirect: the operand is the parameter; no direct callee.
    assert_eq!(called_operand(c[3]), params(function(&m, "main"))[0]);
    assert_eq!(direct_callee(c[3]), None);
}

#[test]
fn slot_names_number_unnamed_values_like_the_printer() {
    let ctx = Context::create();
    let m = parse(&ctx, "define ptr @f(ptr %0, ptr %named) {\n  %2 = getelementptr i8, ptr %0, i64 8\n  %x = load ptr, ptr %2\n  ret ptr %x\n}\n");
    let f = function(&m, "f");
    let names = slot_names(f);
    let p = params(f);
    assert_eq!(names[&p[0]], "%0");
    assert_eq!(names[&p[1]], "%named");
    let insts = function_instructions(f);
    assert_eq!(names[&insts[0]], "%2");
    assert_eq!(names[&insts[1]], "%x");
    assert!(!names.contains_key(&insts[2]), "void instructions have no slot");
}

#[test]
fn constants_and_types() {
    let ctx = Context::create();
    let m = parse(&ctx, "@s = constant [3 x i8] c\"hi\\00\"\n@p = global ptr @s\ndefine void @f() {\n  ret void\n}\n");
    let g = globals(m.as_mut_ptr());
    assert_eq!(g.len(), 2);
    assert_eq!(const_string(g[0]).as_deref(), Some(&b"hi"[..]));
    assert_eq!(const_string(g[1]), None);
    assert!(is_pointer(type_of(g[1])));
    assert!(is_defined(function(&m, "f")));
    assert!(!has_uses(function(&m, "f")));
    assert!(has_uses(g[0]));
}

const RESULTS: &str = r#"
declare { ptr, i64 } @make()
declare void @use(ptr)
declare void @llvm.lifetime.start.p0(ptr)

define void @main() {
  %dead = alloca { ptr, i64 }
  %read = alloca { ptr, i64 }
  call void @llvm.lifetime.start.p0(ptr %dead)
  %a = call { ptr, i64 } @make()
  %a0 = extractvalue { ptr, i64 } %a, 0
  store ptr %a0, ptr %dead
  %a1 = extractvalue { ptr, i64 } %a, 1
  %dead.1 = getelementptr inbounds { ptr, i64 }, ptr %dead, i32 0, i32 1
  store i64 %a1, ptr %dead.1
  %b = call { ptr, i64 } @make()
  %b0 = extractvalue { ptr, i64 } %b, 0
  store ptr %b0, ptr %read
  %back = load ptr, ptr %read
  call void @use(ptr %back)
  %c = call { ptr, i64 } @make()
  %c0 = extractvalue { ptr, i64 } %c, 0
  call void @use(ptr %c0)
  %d = call { ptr, i64 } @make()
  ret void
}
"#;

#[test]
fn never_read_sees_through_extractvalue_into_slots_only_written() {
    let ctx = Context::create();
    let m = parse(&ctx, RESULTS);
    let made: Vec<_> = calls(function(&m, "main")).into_iter().filter(|&c| direct_callee(c).is_some_and(|f| name(f) == "make")).collect();
    let read: Vec<bool> = made.iter().map(|&c| never_read(c)).collect();
    // %a: stored into a slot only written (and scope-marked); %b: into a slot read back;
    // %c: passed to a call; %d: unused.
    assert_eq!(read, [true, false, false, true]);
    let slots: Vec<_> = function_instructions(function(&m, "main")).into_iter().filter(|&i| opcode(i) == LLVMOpcode::LLVMAlloca).collect();
    assert!(!only_loaded_and_stored(slots[0]), "a GEP of %dead is neither a load nor a store");
    assert!(only_loaded_and_stored(slots[1]));
}

const INT_FLOW_IR: &str = r#"
define i64 @f(ptr %p, i64 %k, i1 %c) {
  %a = ptrtoint ptr %p to i64
  %m = mul i64 %a, %k
  %s = select i1 %c, i64 %a, i64 %k
  %g = getelementptr i8, ptr %p, i64 24
  %z = getelementptr [4 x i64], ptr %p, i64 0, i64 0
  %v = getelementptr i64, ptr %p, i64 %k
  ret i64 %m
}
"#;

#[test]
fn int_flow_differs_only_in_mul_and_takes_select_arms() {
    let ctx = Context::create();
    let m = parse(&ctx, INT_FLOW_IR);
    let insts = function_instructions(function(&m, "f"));
    let (mul, select) = (insts[1], insts[2]);
    assert!(IntFlow::ALL.carries(opcode(mul)));
    assert!(!IntFlow::NO_MUL.carries(opcode(mul)));
    assert_eq!(IntFlow::NO_MUL.sources(mul), None);
    assert_eq!(IntFlow::ALL.sources(mul), Some(vec![operand(mul, 0), operand(mul, 1)]));
    assert_eq!(IntFlow::NO_MUL.sources(select), Some(vec![operand(select, 1), operand(select, 2)]));
    assert_eq!(IntFlow::ALL.sources(insts[0]), None, "ptrtoint starts a value, it carries none");
}

#[test]
fn byte_gep_offset_reads_constant_byte_steps_and_zero_indices() {
    let ctx = Context::create();
    let m = parse(&ctx, INT_FLOW_IR);
    let insts = function_instructions(function(&m, "f"));
    assert_eq!(byte_gep_offset(insts[3]), Some(24));
    assert_eq!(byte_gep_offset(insts[4]), Some(0));
    assert_eq!(byte_gep_offset(insts[5]), None);
}
