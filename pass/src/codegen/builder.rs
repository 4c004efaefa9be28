//! A thin builder over inkwell for marshaling code, so that code generation reads as
//! intent: append a scalar, copy a byte run, bounds-checked read, test the error flag,
//! branch to an error block.
//!
//! Wire format (DESIGN.md, "Runtime": native byte order, both ends run the same binary):
//! a scalar is its in-memory bytes (`i1` as one byte 0/1), unaligned; a byte run is its
//! bytes. Reads go through the runtime's bounds-checked cursor (`cormi_in_read`): a read
//! past the payload sets the cursor's sticky `error` flag and yields zero bytes here (the
//! pointer is replaced by a zeroed scratch slot, without a branch), so generated code
//! reads every field and tests the flag once ([`Ir::in_error`]).
//!
//! Building never fails on a well-formed request; a `BuilderError` would be a bug in
//! codegen and panics (caught at the plugin boundary and reported as an LLVM error).

use crate::abi;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, InstructionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};

/// Size in bytes of the zeroed scratch slot that failed reads load from (the widest
/// scalar read at once).
pub const SCRATCH_BYTES: u32 = 16;

/// Builder state for one generated function.
pub struct Ir<'a, 'ctx> {
    /// The module being changed.
    pub module: &'a Module<'ctx>,
    /// Its context.
    pub ctx: ContextRef<'ctx>,
    /// The inkwell builder, positioned in `function`.
    pub b: Builder<'ctx>,
    /// The function being built.
    pub function: FunctionValue<'ctx>,
    /// A zeroed stack slot of [`SCRATCH_BYTES`] that failed reads load from.
    scratch: PointerValue<'ctx>,
    /// Where marshaling goes on after refusing an object ([`Ir::die_unless`]): the
    /// walk's next work-list entry, or a serializer's return (`None`: right after the
    /// check).
    abandon: std::cell::Cell<Option<BasicBlock<'ctx>>>,
}

/// Blocks of fewer bytes than this are copied inline; larger ones go through the
/// runtime's gather and scatter paths (`CORMI_GATHER_MIN` in cormi_rt.h).
pub const INLINE_COPY_MAX: u64 = 64 << 10;

/// Unwraps a builder result: an error is a codegen bug.
fn ok<T>(r: Result<T, inkwell::builder::BuilderError>) -> T {
    r.unwrap_or_else(|e| panic!("codegen: LLVM builder error: {e}"))
}

/// Sets alignment 1 on a load or store (wire data is unaligned).
fn align1(i: InstructionValue<'_>) {
    i.set_alignment(1).unwrap_or_else(|e| panic!("codegen: alignment of a load/store: {e}"));
}

impl<'a, 'ctx> Ir<'a, 'ctx> {
    /// Starts building the body of `function` (which must have no blocks): creates the
    /// entry block and the scratch slot, and positions at the end of the entry block.
    pub fn new(module: &'a Module<'ctx>, function: FunctionValue<'ctx>) -> Ir<'a, 'ctx> {
        let ctx = module.get_context();
        let b = ctx.create_builder();
        let entry = ctx.append_basic_block(function, "entry");
        b.position_at_end(entry);
        let i8 = ctx.i8_type();
        let scratch = ok(b.build_alloca(i8.array_type(SCRATCH_BYTES), "scratch"));
        ok(b.build_store(scratch, i8.array_type(SCRATCH_BYTES).const_zero()));
        Ir { module, ctx, b, function, scratch, abandon: std::cell::Cell::new(None) }
    }

    /// The `ptr` type.
    pub fn ptr_ty(&self) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::default())
    }

    /// An `i64` constant.
    pub fn i64c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    /// An `i32` constant.
    pub fn i32c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i32_type().const_int(v, false)
    }

    /// A new block at the end of the function.
    pub fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.ctx.append_basic_block(self.function, name)
    }

    /// Positions at the end of `bb`.
    pub fn at(&self, bb: BasicBlock<'ctx>) {
        self.b.position_at_end(bb);
    }

    /// Calls runtime function `name` (rt-c/include/cormi_rt.h) with `args`; its result,
    /// if not void.
    pub fn rt(&self, name: &str, args: &[BasicMetadataValueEnum<'ctx>]) -> Option<BasicValueEnum<'ctx>> {
        let f = abi::function(self.module, name);
        ok(self.b.build_call(f, args, "")).try_as_basic_value().basic()
    }

    /// [`Ir::rt`] for a function returning a pointer.
    pub fn rt_ptr(&self, name: &str, args: &[BasicMetadataValueEnum<'ctx>]) -> PointerValue<'ctx> {
        self.rt(name, args).expect("returns a pointer").into_pointer_value()
    }

    /// [`Ir::rt`] for a function returning an integer.
    pub fn rt_int(&self, name: &str, args: &[BasicMetadataValueEnum<'ctx>]) -> IntValue<'ctx> {
        self.rt(name, args).expect("returns an integer").into_int_value()
    }

    /// `base + offset` bytes.
    pub fn byte_gep(&self, base: PointerValue<'ctx>, offset: IntValue<'ctx>) -> PointerValue<'ctx> {
        // SAFETY: an i8 GEP on a pointer is always well-typed; bounds are the caller's.
        ok(unsafe { self.b.build_gep(self.ctx.i8_type(), base, &[offset], "at") })
    }

    /// `base + offset` bytes, constant offset.
    pub fn field(&self, base: PointerValue<'ctx>, offset: u64) -> PointerValue<'ctx> {
        if offset == 0 {
            return base;
        }
        self.byte_gep(base, self.i64c(offset))
    }

    /// Size in bytes of a value sent as its bytes (a scalar, a vector or an aggregate
    /// without pointers): its store size (`i1` is one byte, `x86_fp80` ten).
    pub fn wire_size(&self, ty: BasicTypeEnum<'ctx>) -> u64 {
        crate::heap::layout::Layout::of(self.module.as_mut_ptr()).store_size(inkwell::types::AsTypeRef::as_type_ref(&ty))
    }

    /// Appends scalar `v` to the output buffer `out` (a `cormi_out *`): `i1` as one byte,
    /// everything else as its bytes.
    pub fn append_scalar(&self, out: PointerValue<'ctx>, v: BasicValueEnum<'ctx>) {
        let v = self.widen_bool(v);
        let n = self.wire_size(v.get_type());
        let dst = self.rt_ptr("cormi_out_reserve", &[out.into(), self.i64c(n).into()]);
        let store = ok(self.b.build_store(dst, v));
        align1(store);
    }

    /// Appends the `u32` `tag` and then `n` bytes from `src` to `out` through one
    /// reservation (one capacity check per object instead of two). `n` must stay below
    /// [`INLINE_COPY_MAX`]: larger blocks go through `cormi_out_append`'s gather path.
    pub fn append_tag_and_bytes(&self, out: PointerValue<'ctx>, tag: IntValue<'ctx>, src: PointerValue<'ctx>, n: u64) {
        debug_assert!(n < INLINE_COPY_MAX);
        let dst = self.rt_ptr("cormi_out_reserve", &[out.into(), self.i64c(4 + n).into()]);
        align1(ok(self.b.build_store(dst, tag)));
        ok(self.b.build_memcpy(self.field(dst, 4), 1, src, 1, self.i64c(n)));
    }

    /// Reads `n` bytes (`0 < n <` [`INLINE_COPY_MAX`]) off the input cursor: where they
    /// are in the message buffer (stable until the next read), or null with the error
    /// flag set when the message is short. One bounds check where a count check and a
    /// copy would make two.
    pub fn read_in_place(&self, inp: PointerValue<'ctx>, n: u64) -> PointerValue<'ctx> {
        debug_assert!(n > 0 && n < INLINE_COPY_MAX);
        self.rt_ptr("cormi_in_read", &[inp.into(), self.i64c(n).into()])
    }

    /// Copies `n` bytes from `src` to `dst` (a `memcpy` of a constant size).
    pub fn copy_bytes(&self, dst: PointerValue<'ctx>, src: PointerValue<'ctx>, n: u64) {
        ok(self.b.build_memcpy(dst, 1, src, 1, self.i64c(n)));
    }

    /// Appends `n` bytes from `src` to `out`.
    pub fn append_bytes(&self, out: PointerValue<'ctx>, src: PointerValue<'ctx>, n: IntValue<'ctx>) {
        self.rt("cormi_out_append", &[out.into(), src.into(), n.into()]);
    }

    /// Reads a scalar of type `ty` from the input cursor `inp` (a `cormi_in *`),
    /// bounds-checked: zero (and the cursor's error flag set) when the message is short.
    pub fn read_scalar(&self, inp: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
        let is_bool = matches!(ty, BasicTypeEnum::IntType(t) if t.get_bit_width() == 1);
        let load_ty: BasicTypeEnum<'ctx> = if is_bool { self.ctx.i8_type().into() } else { ty };
        let n = self.wire_size(load_ty);
        if n > u64::from(SCRATCH_BYTES) {
            // Wider than the scratch slot (a vector or aggregate): through a zeroed slot.
            let slot = self.entry_slot(ty, "wide");
            self.zero_bytes(slot, self.i64c(n));
            self.read_bytes(inp, slot, self.i64c(n));
            return self.load(ty, slot);
        }
        let p = self.rt_ptr("cormi_in_read", &[inp.into(), self.i64c(n).into()]);
        let short = ok(self.b.build_is_null(p, "short"));
        let src = ok(self.b.build_select(short, self.scratch, p, "src")).into_pointer_value();
        let v = ok(self.b.build_load(load_ty, src, "v"));
        align1(v.as_instruction_value().expect("a load"));
        if is_bool {
            let zero = self.ctx.i8_type().const_zero();
            return ok(self.b.build_int_compare(IntPredicate::NE, v.into_int_value(), zero, "b")).into();
        }
        v
    }

    /// Copies `n` bytes from the input cursor to `dst`; on a short message nothing is
    /// copied and the error flag is set.
    pub fn read_bytes(&self, inp: PointerValue<'ctx>, dst: PointerValue<'ctx>, n: IntValue<'ctx>) {
        self.rt("cormi_in_copy", &[inp.into(), dst.into(), n.into()]);
    }

    /// `memset(dst, 0, n)`: the receiver's own bytes over slots that must not come from
    /// the message ([`crate::facts::ptr_reads`]).
    pub fn zero_bytes(&self, dst: PointerValue<'ctx>, n: IntValue<'ctx>) {
        ok(self.b.build_memset(dst, 1, self.ctx.i8_type().const_zero(), n));
    }

    /// Whether `count` elements of `elem` wire bytes each fit in what is left of the
    /// message (`cormi_in_check_count`): an `i1`, true when they fit. Call before every
    /// allocation whose size comes off the wire.
    pub fn check_count(&self, inp: PointerValue<'ctx>, count: IntValue<'ctx>, elem: u64) -> IntValue<'ctx> {
        let r = self.rt_int("cormi_in_check_count", &[inp.into(), count.into(), self.i64c(elem).into()]);
        ok(self.b.build_int_compare(IntPredicate::EQ, r, self.i32c(0), "fits"))
    }

    /// The cursor's sticky error flag, as an `i1` (true: some read failed).
    pub fn in_error(&self, inp: PointerValue<'ctx>) -> IntValue<'ctx> {
        let flag = self.field(inp, abi::IN_ERROR);
        let v = ok(self.b.build_load(self.ctx.i32_type(), flag, "error")).into_int_value();
        ok(self.b.build_int_compare(IntPredicate::NE, v, self.i32c(0), "failed"))
    }

    /// Ends the current block with a branch to `bad` when `cond` holds, else continues in
    /// a new block (returned, and positioned at).
    pub fn error_branch(&self, cond: IntValue<'ctx>, bad: BasicBlock<'ctx>) -> BasicBlock<'ctx> {
        let cont = self.block("ok");
        ok(self.b.build_conditional_branch(cond, bad, cont));
        self.at(cont);
        cont
    }

    /// Continues in a new block when `good` holds; otherwise refuses the object at `p`
    /// with `cormi_extent_unknown(p, why)` (rather than read past it), which stops the
    /// process in the ABORT error mode and records the refusal in the RETURN mode; then
    /// marshaling goes on at [`Ir::abandon_to`]'s block, skipping the object (the call
    /// fails without sending). Rust symbols in `why` are shown as paths. Outside a walk
    /// (no abandon block) it goes on after the check: the caller must then read nothing
    /// the check guards (`interior::start_of` goes on with a NULL start).
    pub fn die_unless(&self, good: IntValue<'ctx>, p: PointerValue<'ctx>, why: &str) {
        let (cont, die) = (self.block("sized"), self.block("unsized"));
        self.cond_br(good, cont, die);
        self.at(die);
        let why = crate::rust_names::readable(why);
        let text = ok(self.b.build_global_string_ptr(&why, "cormi.why")).as_pointer_value();
        self.rt("cormi_extent_unknown", &[p.into(), text.into()]);
        self.br(self.abandon.get().unwrap_or(cont));
        self.at(cont);
    }

    /// Sets the block marshaling goes on at after a refused object ([`Ir::die_unless`],
    /// [`Ir::refused`]); returns the previous one, to restore.
    pub fn abandon_to(&self, to: Option<BasicBlock<'ctx>>) -> Option<BasicBlock<'ctx>> {
        self.abandon.replace(to)
    }

    /// The block marshaling goes on at after a refused object, inside a walk.
    pub fn abandon_block(&self) -> Option<BasicBlock<'ctx>> {
        self.abandon.get()
    }

    /// Ends the current block (after a refusal was recorded) with a branch to the abandon
    /// block, or to `otherwise` outside a walk.
    pub fn refused(&self, otherwise: BasicBlock<'ctx>) {
        self.br(self.abandon.get().unwrap_or(otherwise));
    }

    /// The extent of the object at `p` (`cormi_extent`, cormi_rt.h); refuses the object
    /// naming `what` when the runtime does not know it ([`Ir::die_unless`]).
    pub fn extent(&self, p: PointerValue<'ctx>, what: &str) -> IntValue<'ctx> {
        let n = self.rt_int("cormi_extent", &[p.into()]);
        let known = ok(self.b.build_int_compare(IntPredicate::NE, n, self.i64c(abi::EXTENT_UNKNOWN), "known"));
        self.die_unless(known, p, &format!("its size is unknown at run time (no heap block, noted global, stack object or argv string the runtime knows starts there: memory of another allocator?): {what}"));
        n
    }

    /// `br label %to`.
    pub fn br(&self, to: BasicBlock<'ctx>) {
        ok(self.b.build_unconditional_branch(to));
    }

    /// `br i1 cond, label then, label otherwise`.
    pub fn cond_br(&self, cond: IntValue<'ctx>, then: BasicBlock<'ctx>, otherwise: BasicBlock<'ctx>) {
        ok(self.b.build_conditional_branch(cond, then, otherwise));
    }

    /// `ret` with an optional value.
    pub fn ret(&self, v: Option<BasicValueEnum<'ctx>>) {
        match v {
            Some(v) => ok(self.b.build_return(Some(&v))),
            None => ok(self.b.build_return(None)),
        };
    }

    /// Converts a value back to a method's parameter type (DESIGN.md, the intrinsic:
    /// undoing C's default promotions): `fptrunc` double to float, `trunc` i32 to a
    /// narrower integer; anything else unchanged.
    pub fn narrow(&self, v: BasicValueEnum<'ctx>, to: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
        match (v, to) {
            (BasicValueEnum::FloatValue(f), BasicTypeEnum::FloatType(t)) if f.get_type() != t => ok(self.b.build_float_trunc(f, t, "narrow")).into(),
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(t)) if i.get_type() != t => ok(self.b.build_int_truncate(i, t, "narrow")).into(),
            _ => v,
        }
    }

    /// The zero value of `ty` (what a failed call returns in the RETURN error mode).
    pub fn zero(&self, ty: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
        ty.const_zero()
    }

    /// `icmp eq a, b`.
    pub fn eq(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(self.b.build_int_compare(IntPredicate::EQ, a, b, "eq"))
    }

    /// `select c, a, b`.
    pub fn select(&self, c: IntValue<'ctx>, a: BasicValueEnum<'ctx>, b: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        ok(self.b.build_select(c, a, b, "sel"))
    }

    /// Loads a value of `ty` from `p` (natural alignment unknown: align 1).
    pub fn load(&self, ty: BasicTypeEnum<'ctx>, p: PointerValue<'ctx>) -> BasicValueEnum<'ctx> {
        let v = ok(self.b.build_load(ty, p, "ld"));
        align1(v.as_instruction_value().expect("a load"));
        v
    }

    /// Stores `v` at `p` (align 1).
    pub fn store(&self, p: PointerValue<'ctx>, v: BasicValueEnum<'ctx>) {
        let s = ok(self.b.build_store(p, v));
        align1(s);
    }

    /// Calls `f` with `args`; its result, if not void.
    pub fn call(&self, f: FunctionValue<'ctx>, args: &[BasicMetadataValueEnum<'ctx>]) -> Option<BasicValueEnum<'ctx>> {
        ok(self.b.build_call(f, args, "")).try_as_basic_value().basic()
    }

    /// An entry-block stack slot of `ty` (so that mem2reg/SROA can promote it).
    pub fn entry_slot(&self, ty: BasicTypeEnum<'ctx>, name: &str) -> PointerValue<'ctx> {
        let here = self.b.get_insert_block().expect("positioned");
        let entry = self.function.get_first_basic_block().expect("has an entry block");
        match entry.get_first_instruction() {
            Some(first) => self.b.position_before(&first),
            None => self.b.position_at_end(entry),
        }
        let slot = ok(self.b.build_alloca(ty, name));
        self.b.position_at_end(here);
        slot
    }

    /// `i1` values are sent as one byte: zero-extends them to `i8`.
    fn widen_bool(&self, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        match v {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() == 1 => ok(self.b.build_int_z_extend(i, self.ctx.i8_type(), "byte")).into(),
            _ => v,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    /// Builds `void f(ptr out, ptr in)` with `body`, verifies the module and returns its IR.
    fn build(body: impl for<'a, 'c> Fn(&Ir<'a, 'c>, PointerValue<'c>, PointerValue<'c>)) -> String {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        let ptr = ctx.ptr_type(AddressSpace::default());
        let f = m.add_function("f", ctx.void_type().fn_type(&[ptr.into(), ptr.into()], false), None);
        let ir = Ir::new(&m, f);
        let out = f.get_nth_param(0).unwrap().into_pointer_value();
        let inp = f.get_nth_param(1).unwrap().into_pointer_value();
        body(&ir, out, inp);
        ir.ret(None);
        m.verify().unwrap_or_else(|e| panic!("{}\n{}", e.to_string(), m.print_to_string().to_string()));
        m.print_to_string().to_string()
    }

    #[test]
    fn append_scalar_reserves_its_size_and_stores_unaligned() {
        let ir = build(|ir, out, _| {
            ir.append_scalar(out, ir.ctx.f64_type().const_float(1.5).into());
            ir.append_scalar(out, ir.ctx.i16_type().const_int(7, false).into());
        });
        assert!(ir.contains("call ptr @cormi_out_reserve(ptr %0, i64 8)"), "{ir}");
        assert!(ir.contains("store double 1.500000e+00, ptr %1, align 1") || ir.contains("store double 1.5"), "{ir}");
        assert!(ir.contains("call ptr @cormi_out_reserve(ptr %0, i64 2)"), "{ir}");
    }

    #[test]
    fn bool_goes_as_one_byte_and_reads_back_as_compare() {
        let ir = build(|ir, out, inp| {
            ir.append_scalar(out, ir.ctx.bool_type().const_int(1, false).into());
            let v = ir.read_scalar(inp, ir.ctx.bool_type().into());
            assert_eq!(v.get_type(), ir.ctx.bool_type().into());
        });
        assert!(ir.contains("call ptr @cormi_out_reserve(ptr %0, i64 1)"), "{ir}");
        assert!(ir.contains("icmp ne i8"), "{ir}");
    }

    #[test]
    fn read_scalar_is_bounds_checked_without_a_branch() {
        let ir = build(|ir, _, inp| {
            ir.read_scalar(inp, ir.ctx.i32_type().into());
        });
        assert!(ir.contains("call ptr @cormi_in_read(ptr %1, i64 4)"), "{ir}");
        assert!(ir.contains("icmp eq ptr"), "{ir}");
        assert!(ir.contains("select i1"), "{ir}");
        assert!(ir.contains("load i32, ptr %src, align 1"), "{ir}");
    }

    #[test]
    fn error_branch_tests_the_sticky_flag() {
        let ir = build(|ir, _, inp| {
            let bad = ir.block("bad");
            let here = ir.b.get_insert_block().unwrap();
            ir.at(bad);
            ir.ret(None);
            ir.at(here);
            let failed = ir.in_error(inp);
            ir.error_branch(failed, bad);
        });
        assert!(ir.contains("getelementptr i8, ptr %1, i64 24"), "{ir}");
        assert!(ir.contains("br i1 %failed, label %bad, label %ok"), "{ir}");
    }

    #[test]
    fn count_check_and_byte_runs_call_the_helpers() {
        let ir = build(|ir, out, inp| {
            let n = ir.i64c(3);
            ir.check_count(inp, n, 8);
            ir.append_bytes(out, inp, n);
            ir.read_bytes(inp, out, n);
        });
        assert!(ir.contains("call i32 @cormi_in_check_count(ptr %1, i64 3, i64 8)"), "{ir}");
        assert!(ir.contains("call void @cormi_out_append(ptr %0, ptr %1, i64 3)"), "{ir}");
        assert!(ir.contains("call i32 @cormi_in_copy(ptr %1, ptr %0, i64 3)"), "{ir}");
    }

    #[test]
    fn narrowing_undoes_promotions() {
        let ir = build(|ir, _, _| {
            let d = ir.ctx.f64_type().const_float(2.5);
            let v = ir.narrow(d.into(), ir.ctx.f32_type().into());
            assert_eq!(v.get_type(), ir.ctx.f32_type().into());
            let i = ir.ctx.i32_type().const_int(300, false);
            let v = ir.narrow(i.into(), ir.ctx.i8_type().into());
            assert_eq!(v.get_type(), ir.ctx.i8_type().into());
        });
        assert!(ir.contains("define void @f"), "{ir}");
    }
}
