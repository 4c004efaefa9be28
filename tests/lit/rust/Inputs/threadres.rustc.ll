; ModuleID = 'threadres.641dc3b8c4453585-cgu.0'
source_filename = "threadres.641dc3b8c4453585-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::sync::atomic::AtomicUsize" = type { i64 }
%"alloc::boxed::Box<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { %"core::ptr::unique::Unique<dyn core::ops::function::FnOnce() + core::marker::Send>", %"alloc::alloc::Global" }
%"core::ptr::unique::Unique<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { %"core::ptr::non_null::NonNull<dyn core::ops::function::FnOnce() + core::marker::Send>", %"core::marker::PhantomData<dyn core::ops::function::FnOnce() + core::marker::Send>" }
%"core::ptr::non_null::NonNull<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { { ptr, ptr } }
%"core::marker::PhantomData<dyn core::ops::function::FnOnce() + core::marker::Send>" = type {}
%"alloc::alloc::Global" = type {}

@alloc_99934ceadea2ef3a7bbccbd3e4b2fedc = private unnamed_addr constant [74 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/io/mod.rs\00", align 1
@alloc_8d68fcbc011419193bd208f22e2789d1 = private unnamed_addr constant [28 x i8] c"failed to write whole buffer", align 1
@alloc_0c6bd0c1dc63d8d7fb1eb0c800f5dec2 = private unnamed_addr constant <{ ptr, [9 x i8], [7 x i8] }> <{ ptr @alloc_8d68fcbc011419193bd208f22e2789d1, [9 x i8] c"\1C\00\00\00\00\00\00\00\17", [7 x i8] undef }>, align 8
@alloc_a2b462ac72db38b51a27d3bbf062bd3b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_99934ceadea2ef3a7bbccbd3e4b2fedc, [16 x i8] c"I\00\00\00\00\00\00\00Y\07\00\00$\00\00\00" }>, align 8
@vtable.1 = private constant <{ ptr, [16 x i8], ptr }> <{ ptr @"_ZN4core3ptr219drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadres..send_joined..$u7b$$u7b$closure$u7d$$u7d$$C$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb98fe1adaa4a4b8bE", [16 x i8] c"0\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hbe8dfbadf2c51a9eE" }>, align 8, !dbg !0
@_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN = external local_unnamed_addr global %"core::sync::atomic::AtomicUsize"
@alloc_7a0078e56453c84a4274ce689b2bb39a = private unnamed_addr constant [14 x i8] c"RUST_MIN_STACK", align 1
@alloc_987f9181f01088182face37be6d0a1cd = private unnamed_addr constant [41 x i8] c"threads should not terminate unexpectedly", align 1
@alloc_d71163240bab68464d47d4f464e0e58e = private unnamed_addr constant [84 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/thread/lifecycle.rs\00", align 1
@alloc_c8fa0f44c6d4fbb5209642c5dc0b0954 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d71163240bab68464d47d4f464e0e58e, [16 x i8] c"S\00\00\00\00\00\00\00\F7\00\00\00\0E\00\00\00" }>, align 8
@alloc_5c930fb1751f82b8f0fb1f0c7d0d38d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d71163240bab68464d47d4f464e0e58e, [16 x i8] c"S\00\00\00\00\00\00\00\FB\00\00\00\0E\00\00\00" }>, align 8
@vtable.2 = private constant <{ ptr, [16 x i8], ptr }> <{ ptr @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E", [16 x i8] c"\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @_RNvXNtNtCsjrHSEGnQ3l9_3std2io5errorNtB2_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt }>, align 8, !dbg !414
@vtable.3 = private constant <{ ptr, [16 x i8], ptr }> <{ ptr @"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE", [16 x i8] c"\10\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN67_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h37a64bc5bdb5cdb8E" }>, align 8, !dbg !532
@alloc_00ae4b301f7fab8ac9617c03fcbd7274 = private unnamed_addr constant [43 x i8] c"called `Result::unwrap()` on an `Err` value", align 1
@alloc_58f213f5b48e0bea76ba0b429606a6b5 = private unnamed_addr constant [62 x i8] c"fatal runtime error: thread result panicked on drop, aborting\0A", align 1
@alloc_e3605bf48dd8479a638909176cc37fce = private unnamed_addr constant [22 x i8] c"failed to spawn thread", align 1
@alloc_ac3c4e69c0cf013c504e8d949189a5f7 = private unnamed_addr constant [84 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/thread/functions.rs\00", align 1
@alloc_0246dd9f5900f3685febed10b072f357 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ac3c4e69c0cf013c504e8d949189a5f7, [16 x i8] c"S\00\00\00\00\00\00\00\83\00\00\00\1D\00\00\00" }>, align 8
@alloc_f5754b18dda3dee36b74d262f1e604e4 = private unnamed_addr constant [13 x i8] c"threadres.rs\00", align 1
@alloc_9ac5998e1d2139f9258c9ecdc2c6df8f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_f5754b18dda3dee36b74d262f1e604e4, [16 x i8] c"\0C\00\00\00\00\00\00\00\1A\00\00\00Z\00\00\00" }>, align 8

; std::io::Write::write_all
; Function Attrs: nonlazybind uwtable
define internal fastcc noundef ptr @_ZN3std2io5Write9write_all17h796c60051987d1c9E(ptr noalias noundef nonnull align 1 %self, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %0, i64 noundef range(i64 0, -9223372036854775808) %1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !667 {
start:
  %_4 = alloca [16 x i8], align 8
    #dbg_value(ptr %0, !678, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(ptr %0, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !729)
    #dbg_value(ptr %0, !731, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !740)
    #dbg_value(ptr %0, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
    #dbg_value(i64 %1, !678, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
    #dbg_value(i64 %1, !691, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !729)
    #dbg_value(i64 %1, !731, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !740)
    #dbg_value(i64 %1, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
    #dbg_value(ptr %self, !677, !DIExpression(), !690)
    #dbg_value(ptr poison, !755, !DIExpression(), !765)
    #dbg_value(ptr poison, !755, !DIExpression(), !783)
    #dbg_value(ptr poison, !755, !DIExpression(), !785)
  %2 = icmp eq i64 %1, 0, !dbg !787
  br i1 %2, label %bb13, label %bb3.lr.ph, !dbg !787

bb3.lr.ph:                                        ; preds = %start
  %3 = getelementptr inbounds nuw i8, ptr %_4, i64 8
  br label %bb3, !dbg !787

bb3:                                              ; preds = %bb3.lr.ph, %bb15
  %buf.sroa.0.056 = phi ptr [ %0, %bb3.lr.ph ], [ %buf.sroa.0.121, %bb15 ]
  %buf.sroa.6.055 = phi i64 [ %1, %bb3.lr.ph ], [ %buf.sroa.6.119, %bb15 ]
    #dbg_value(ptr %buf.sroa.0.056, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
    #dbg_value(i64 %buf.sroa.6.055, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
  call void @llvm.lifetime.start.p0(ptr nonnull %_4), !dbg !788
; call <std::sys::stdio::unix::Stderr as std::io::Write>::write
  %4 = tail call { i64, ptr } @_RNvXs3_NtNtNtCsjrHSEGnQ3l9_3std3sys5stdio4unixNtB5_6StderrNtNtBb_2io5Write5write(ptr noalias noundef nonnull align 1 %self, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %buf.sroa.0.056, i64 noundef %buf.sroa.6.055), !dbg !789
  %5 = extractvalue { i64, ptr } %4, 0, !dbg !789
  %6 = extractvalue { i64, ptr } %4, 1, !dbg !789
  store i64 %5, ptr %_4, align 8, !dbg !789
  store ptr %6, ptr %3, align 8, !dbg !789
  %7 = trunc nuw i64 %5 to i1, !dbg !790
  %8 = ptrtoint ptr %6 to i64, !dbg !790
  br i1 %7, label %bb7, label %bb6, !dbg !790

bb13:                                             ; preds = %bb15, %start, %bb12
  %_0.sroa.0.0 = phi ptr [ %_0.sroa.0.1, %bb12 ], [ null, %start ], [ null, %bb15 ], !dbg !690
  ret ptr %_0.sroa.0.0, !dbg !791

bb7:                                              ; preds = %bb3
    #dbg_value(ptr %_4, !773, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !792)
    #dbg_value(ptr %_4, !793, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !824)
    #dbg_value(ptr %6, !826, !DIExpression(), !848)
    #dbg_declare(ptr poison, !834, !DIExpression(), !850)
    #dbg_value(i64 1, !851, !DIExpression(), !861)
    #dbg_value(i64 1, !863, !DIExpression(), !870)
    #dbg_value(i64 -1, !872, !DIExpression(), !879)
    #dbg_value(ptr %6, !860, !DIExpression(), !861)
    #dbg_value(i64 %8, !835, !DIExpression(), !881)
  %_5.i = and i64 %8, 3, !dbg !882
  switch i64 %_5.i, label %default.unreachable [
    i64 2, label %bb23
    i64 3, label %bb24
    i64 0, label %bb20
    i64 1, label %bb22
  ], !dbg !883, !prof !884

default.unreachable:                              ; preds = %bb7
  unreachable

bb6:                                              ; preds = %bb3
  %9 = icmp eq ptr %6, null, !dbg !790
  br i1 %9, label %bb12, label %bb8, !dbg !790

bb8:                                              ; preds = %bb6
    #dbg_value(i64 %8, !679, !DIExpression(), !885)
    #dbg_value(i64 %8, !726, !DIExpression(), !729)
    #dbg_value(i64 %8, !737, !DIExpression(), !740)
    #dbg_value(i64 %8, !751, !DIExpression(), !753)
  %_29 = icmp ult i64 %buf.sroa.6.055, %8, !dbg !886
  br i1 %_29, label %bb26, label %bb17, !dbg !886, !prof !887

bb12:                                             ; preds = %bb24, %bb23, %bb22, %bb20, %bb6
  %_0.sroa.0.1 = phi ptr [ @alloc_0c6bd0c1dc63d8d7fb1eb0c800f5dec2, %bb6 ], [ %6, %bb20 ], [ %6, %bb22 ], [ %6, %bb23 ], [ %6, %bb24 ], !dbg !690
  call void @llvm.lifetime.end.p0(ptr nonnull %_4), !dbg !888
  br label %bb13, !dbg !791

bb26:                                             ; preds = %bb8
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %8, i64 noundef %buf.sroa.6.055, i64 noundef %buf.sroa.6.055, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_a2b462ac72db38b51a27d3bbf062bd3b) #18, !dbg !889
  unreachable

bb17:                                             ; preds = %bb8
  %new_len = sub nuw nsw i64 %buf.sroa.6.055, %8, !dbg !890
    #dbg_value(i64 %new_len, !738, !DIExpression(), !891)
    #dbg_value(i64 %new_len, !752, !DIExpression(), !753)
  %_36 = getelementptr inbounds nuw i8, ptr %buf.sroa.0.056, i64 %8, !dbg !892
    #dbg_value(ptr %_36, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
    #dbg_value(ptr %_36, !731, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !740)
    #dbg_value(ptr %_36, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !729)
    #dbg_value(ptr %_36, !678, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(i64 %new_len, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
    #dbg_value(i64 %new_len, !731, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !740)
    #dbg_value(i64 %new_len, !691, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !729)
    #dbg_value(i64 %new_len, !678, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
  br label %bb15, !dbg !888

bb23:                                             ; preds = %bb7
    #dbg_value(i64 %8, !774, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !893)
    #dbg_value(i64 %8, !894, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !903)
  %_7.i.mask = and i64 %8, -4294967296, !dbg !905
  %10 = icmp eq i64 %_7.i.mask, 17179869184, !dbg !905
  br i1 %10, label %bb16, label %bb12, !dbg !906

bb20:                                             ; preds = %bb7
  %11 = icmp ne ptr %6, null
  tail call void @llvm.assume(i1 %11)
    #dbg_value(ptr %6, !781, !DIExpression(), !907)
    #dbg_value(ptr %6, !764, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !908)
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !908
  %13 = load i8, ptr %12, align 8, !dbg !908, !range !909, !noundef !43
  %14 = icmp eq i8 %13, 35, !dbg !908
  br i1 %14, label %bb16, label %bb12, !dbg !906

bb22:                                             ; preds = %bb7
    #dbg_value(ptr %6, !869, !DIExpression(), !870)
    #dbg_value(ptr %6, !878, !DIExpression(), !879)
    #dbg_value(ptr %6, !776, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !910)
    #dbg_value(ptr %6, !764, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_plus_uconst, 16, DW_OP_stack_value), !911)
  %15 = getelementptr i8, ptr %6, i64 15, !dbg !911
  %16 = load i8, ptr %15, align 8, !dbg !911, !range !909, !noundef !43
  %17 = icmp eq i8 %16, 35, !dbg !911
  br i1 %17, label %bb16, label %bb12, !dbg !906

bb24:                                             ; preds = %bb7
    #dbg_value(i64 %8, !839, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !912)
    #dbg_value(i32 poison, !913, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !943)
    #dbg_value(ptr poison, !940, !DIExpression(), !945)
  %18 = icmp ult ptr %6, inttoptr (i64 180388626432 to ptr), !dbg !946
  tail call void @llvm.assume(i1 %18), !dbg !947
    #dbg_value(i32 poison, !779, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !948)
    #dbg_value(ptr poison, !764, !DIExpression(), !949)
  %_10.i.mask = and i64 %8, -4294967296, !dbg !949
  %19 = icmp eq i64 %_10.i.mask, 150323855360, !dbg !949
  br i1 %19, label %bb16, label %bb12, !dbg !906

bb16:                                             ; preds = %bb24, %bb23, %bb22, %bb20
    #dbg_value(ptr %buf.sroa.0.056, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
    #dbg_value(ptr %buf.sroa.0.056, !731, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !740)
    #dbg_value(ptr %buf.sroa.0.056, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !729)
    #dbg_value(ptr %buf.sroa.0.056, !678, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(i64 %buf.sroa.6.055, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
    #dbg_value(i64 %buf.sroa.6.055, !731, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !740)
    #dbg_value(i64 %buf.sroa.6.055, !691, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !729)
    #dbg_value(i64 %buf.sroa.6.055, !678, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
; call core::ptr::drop_in_place<std::io::error::Error>
  call void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E"(ptr noalias noundef nonnull align 8 dereferenceable(8) %3), !dbg !888
  br label %bb15, !dbg !888

bb15:                                             ; preds = %bb17, %bb16
  %buf.sroa.0.121 = phi ptr [ %buf.sroa.0.056, %bb16 ], [ %_36, %bb17 ]
  %buf.sroa.6.119 = phi i64 [ %buf.sroa.6.055, %bb16 ], [ %new_len, %bb17 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_4), !dbg !888
    #dbg_value(ptr %buf.sroa.0.121, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
    #dbg_value(ptr %buf.sroa.0.121, !731, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !740)
    #dbg_value(ptr %buf.sroa.0.121, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !729)
    #dbg_value(ptr %buf.sroa.0.121, !678, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(i64 %buf.sroa.6.119, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
    #dbg_value(i64 %buf.sroa.6.119, !731, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !740)
    #dbg_value(i64 %buf.sroa.6.119, !691, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !729)
    #dbg_value(i64 %buf.sroa.6.119, !678, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
  %20 = icmp eq i64 %buf.sroa.6.119, 0, !dbg !787
  br i1 %20, label %bb13, label %bb3, !dbg !787
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nonlazybind uwtable
define noalias noundef nonnull align 8 ptr @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h31cbd2a17e19337aE(i64 noundef %f) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !950 {
start:
    #dbg_value(i64 %f, !956, !DIExpression(), !961)
    #dbg_declare(ptr poison, !962, !DIExpression(), !969)
    #dbg_value(i64 %f, !971, !DIExpression(), !975)
    #dbg_value(ptr poison, !977, !DIExpression(), !990)
    #dbg_value(i64 poison, !977, !DIExpression(), !990)
    #dbg_value(i64 8, !992, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1011)
    #dbg_value(i64 8, !1013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1039)
    #dbg_value(i64 8, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1049)
    #dbg_value(i64 16, !992, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1011)
    #dbg_value(i64 16, !1013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1039)
    #dbg_value(i64 16, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1049)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1038, !DIExpression(), !1039)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1047, !DIExpression(), !1049)
    #dbg_value(i8 0, !1048, !DIExpression(), !1049)
    #dbg_value(i64 8, !1051, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1086)
    #dbg_value(i64 8, !1088, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 16, !1051, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1086)
    #dbg_value(i64 16, !1088, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1091)
    #dbg_value(i1 false, !1057, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1086)
    #dbg_value(i64 16, !1058, !DIExpression(), !1093)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !dbg !1094
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 16, 49) 16, i64 noundef 8) #19, !dbg !1095
  %1 = icmp eq ptr %0, null, !dbg !1096
  br i1 %1, label %bb2.i1.i, label %"_ZN9threadres11send_joined28_$u7b$$u7b$closure$u7d$$u7d$17he49ae4787afaee5dE.exit", !dbg !1097, !prof !887

bb2.i1.i:                                         ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #18, !dbg !1098
  unreachable, !dbg !1098

"_ZN9threadres11send_joined28_$u7b$$u7b$closure$u7d$$u7d$17he49ae4787afaee5dE.exit": ; preds = %start
    #dbg_value(ptr %0, !985, !DIExpression(), !1099)
  store ptr null, ptr %0, align 8, !dbg !1100
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !1100
  store i64 %f, ptr %2, align 8, !dbg !1100
    #dbg_value(ptr %0, !957, !DIExpression(), !1101)
  tail call void asm sideeffect "", "~{memory}"() #19, !dbg !1102, !srcloc !1103
  ret ptr %0, !dbg !1104
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h804e35880862613fE(ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(32) %f) unnamed_addr #1 !dbg !1105 {
start:
  %_2.i = alloca [32 x i8], align 8
    #dbg_declare(ptr poison, !1115, !DIExpression(), !1119)
    #dbg_declare(ptr %f, !1114, !DIExpression(), !1120)
    #dbg_declare(ptr poison, !1121, !DIExpression(), !1124)
    #dbg_declare(ptr %f, !1126, !DIExpression(), !1130)
  call void @llvm.lifetime.start.p0(ptr nonnull %_2.i), !dbg !1132, !noalias !1133
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_2.i, ptr noundef nonnull readonly align 8 dereferenceable(32) %f, i64 32, i1 false), !dbg !1132
; call <std::thread::spawnhook::ChildSpawnHooks>::run
  call void @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB4_15ChildSpawnHooks3run(ptr noalias noundef nonnull align 8 captures(address) dereferenceable(32) %_2.i), !dbg !1136, !noalias !1133
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.i), !dbg !1137, !noalias !1133
  call void asm sideeffect "", "~{memory}"() #19, !dbg !1138, !srcloc !1103
  ret void, !dbg !1139
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal void @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hbe8dfbadf2c51a9eE"(ptr noundef readonly captures(none) %_1) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1140 {
start:
  %f.i.i = alloca [40 x i8], align 16
    #dbg_declare(ptr poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !1212)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1240)
    #dbg_value(ptr poison, !1251, !DIExpression(), !1255)
    #dbg_value(ptr poison, !1249, !DIExpression(), !1256)
    #dbg_value(ptr poison, !1248, !DIExpression(), !1257)
    #dbg_value(ptr poison, !1258, !DIExpression(), !1270)
    #dbg_value(ptr poison, !1267, !DIExpression(), !1272)
    #dbg_value(ptr poison, !1265, !DIExpression(), !1273)
    #dbg_value(ptr poison, !1172, !DIExpression(), !1274)
  %_x.i = alloca [8 x i8], align 8
    #dbg_value(ptr %_1, !1148, !DIExpression(), !1275)
    #dbg_declare(ptr poison, !1149, !DIExpression(), !1276)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1277), !dbg !1276
    #dbg_declare(ptr poison, !1218, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !1280)
    #dbg_declare(ptr poison, !1171, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !1281)
    #dbg_declare(ptr %_1, !1225, !DIExpression(DW_OP_plus_uconst, 40), !1282)
    #dbg_declare(ptr %_1, !1226, !DIExpression(), !1283)
    #dbg_declare(ptr %_1, !1227, !DIExpression(DW_OP_plus_uconst, 32), !1284)
    #dbg_declare(ptr %_x.i, !1285, !DIExpression(), !1293)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 40, !dbg !1295
  %self.i = load i64, ptr %0, align 8, !dbg !1295, !alias.scope !1277
    #dbg_value(i64 %self.i, !1228, !DIExpression(), !1296)
  %_6.sroa.0.sroa.5.0._1.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !1297
  %data.sroa.10.0.f.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %f.i.i, i64 16, !dbg !1298
  call void @llvm.lifetime.start.p0(ptr nonnull %f.i.i), !dbg !1298, !noalias !1277
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %data.sroa.10.0.f.i.sroa_idx.i, ptr noundef nonnull readonly align 8 dereferenceable(16) %_6.sroa.0.sroa.5.0._1.sroa_idx.i, i64 16, i1 false), !dbg !1297
    #dbg_value(ptr poison, !1171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1305)
    #dbg_value(ptr poison, !1218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1306)
    #dbg_value(ptr poison, !1171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1305)
    #dbg_value(ptr poison, !1218, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1306)
    #dbg_value(i64 %self.i, !1218, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1306)
    #dbg_value(i64 %self.i, !1171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1305)
    #dbg_value(ptr poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1307)
    #dbg_value(ptr poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1307)
    #dbg_value(i64 %self.i, !1153, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1307)
    #dbg_value(ptr undef, !1172, !DIExpression(), !1274)
    #dbg_value(ptr undef, !1248, !DIExpression(), !1257)
    #dbg_declare(ptr %f.i.i, !1252, !DIExpression(), !1308)
    #dbg_value(ptr undef, !1249, !DIExpression(), !1256)
    #dbg_value(ptr undef, !1251, !DIExpression(), !1255)
    #dbg_value(ptr undef, !1232, !DIExpression(), !1240)
  %1 = load <2 x ptr>, ptr %_1, align 8, !dbg !1297, !alias.scope !1277
  store <2 x ptr> %1, ptr %f.i.i, align 16, !dbg !1298, !noalias !1277
  %data.sroa.1023.0.f.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %f.i.i, i64 32, !dbg !1298
  store i64 %self.i, ptr %data.sroa.1023.0.f.i.sroa_idx.i, align 16, !dbg !1298, !noalias !1277
    #dbg_declare(ptr %f.i.i, !1309, !DIExpression(), !1320)
    #dbg_declare(ptr poison, !1317, !DIExpression(), !1322)
    #dbg_declare(ptr poison, !1316, !DIExpression(), !1322)
    #dbg_declare(ptr %f.i.i, !1323, !DIExpression(), !1329)
    #dbg_declare(ptr %f.i.i, !1328, !DIExpression(DW_OP_plus_uconst, 32), !1331)
; invoke std::sys::backtrace::__rust_begin_short_backtrace
  invoke void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h804e35880862613fE(ptr noalias noundef nonnull readonly align 8 captures(address) dereferenceable(40) %f.i.i)
          to label %.noexc18.i unwind label %catch.i.i, !dbg !1332, !noalias !1277

.noexc18.i:                                       ; preds = %start
; invoke std::sys::backtrace::__rust_begin_short_backtrace
  %_0.i.i.i19.i = invoke noalias noundef nonnull align 8 ptr @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h31cbd2a17e19337aE(i64 noundef %self.i)
          to label %7 unwind label %catch.i.i, !dbg !1333, !noalias !1277

catch.i.i:                                        ; preds = %.noexc18.i, %start
  %2 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1334
  %3 = extractvalue { ptr, i32 } %2, 0, !dbg !1334
    #dbg_value(ptr undef, !1265, !DIExpression(), !1273)
    #dbg_value(ptr %3, !1266, !DIExpression(), !1273)
    #dbg_value(ptr undef, !1267, !DIExpression(), !1272)
    #dbg_value(ptr undef, !1258, !DIExpression(), !1270)
; invoke std::panicking::catch_unwind::cleanup
  %4 = invoke { ptr, ptr } @_RNvNvNtCsjrHSEGnQ3l9_3std9panicking12catch_unwind7cleanup(ptr noundef %3)
          to label %6 unwind label %terminate.i.i, !dbg !1335, !noalias !1277

terminate.i.i:                                    ; preds = %catch.i.i
  %5 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #20, !dbg !1336, !noalias !1277
  unreachable, !dbg !1336

6:                                                ; preds = %catch.i.i
  %obj.0.i.i = extractvalue { ptr, ptr } %4, 0, !dbg !1335
  %obj.1.i.i = extractvalue { ptr, ptr } %4, 1, !dbg !1335
    #dbg_value(ptr %obj.0.i.i, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1307)
    #dbg_value(ptr %obj.1.i.i, !1153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1307)
  br label %8, !dbg !1334

7:                                                ; preds = %.noexc18.i
    #dbg_value(ptr %_0.i.i.i19.i, !1153, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1307)
  call void @llvm.lifetime.end.p0(ptr nonnull %f.i.i), !dbg !1337, !noalias !1277
    #dbg_value(ptr poison, !1153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1307)
  br label %8, !dbg !1334

8:                                                ; preds = %7, %6
  %9 = phi ptr [ %_0.i.i.i19.i, %7 ], [ %obj.1.i.i, %6 ]
  %10 = phi ptr [ null, %7 ], [ %obj.0.i.i, %6 ], !dbg !1334
    #dbg_value(ptr %10, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1338)
    #dbg_value(ptr %9, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1338)
    #dbg_value(ptr %_1, !1339, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !1348)
    #dbg_value(ptr %_1, !1350, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !1357)
  %11 = getelementptr inbounds nuw i8, ptr %_1, i64 32, !dbg !1359
  %_37.i = load ptr, ptr %11, align 8, !dbg !1359, !alias.scope !1277, !nonnull !43, !noundef !43
    #dbg_value(ptr %_37.i, !1367, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1376)
  %_38.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 24, !dbg !1378
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1379), !dbg !1382
    #dbg_value(ptr %_38.i, !1383, !DIExpression(), !1388)
  %_2.i.i = load i64, ptr %_38.i, align 8, !dbg !1390, !range !1391, !alias.scope !1379, !noalias !1277, !noundef !43
  %12 = icmp eq i64 %_2.i.i, 0, !dbg !1390
  br i1 %12, label %bb1.i, label %bb2.i.i, !dbg !1390

bb2.i.i:                                          ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %_37.i, i64 32, !dbg !1390
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1392), !dbg !1390
    #dbg_value(ptr %13, !1395, !DIExpression(), !1401)
  %14 = load ptr, ptr %13, align 8, !dbg !1403, !alias.scope !1404, !noalias !1277, !noundef !43
  %15 = icmp eq ptr %14, null, !dbg !1403
  br i1 %15, label %bb2.i.i.i, label %bb3.i.i.i, !dbg !1403

bb2.i.i.i:                                        ; preds = %bb2.i.i
  %16 = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !1403
    #dbg_value(ptr %16, !1405, !DIExpression(), !1411)
  %17 = load ptr, ptr %16, align 8, !dbg !1413, !alias.scope !1414, !noalias !1277, !align !1417, !noundef !43
  %18 = icmp eq ptr %17, null, !dbg !1413
  br i1 %18, label %bb1.i, label %bb2.i.i.i.i, !dbg !1413

bb2.i.i.i.i:                                      ; preds = %bb2.i.i.i
; invoke core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  invoke fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %16)
          to label %bb1.i unwind label %cleanup.i, !dbg !1413, !noalias !1277

bb3.i.i.i:                                        ; preds = %bb2.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1418), !dbg !1403
    #dbg_value(ptr %13, !1421, !DIExpression(), !1427)
  %19 = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !1429
  %_6.1.i.i.i.i = load ptr, ptr %19, align 8, !dbg !1429, !alias.scope !1430, !noalias !1277, !nonnull !43, !align !1417, !noundef !43
  %20 = load ptr, ptr %_6.1.i.i.i.i, align 8, !dbg !1429, !invariant.load !43, !noalias !1431
  %.not.i.i.i.i = icmp eq ptr %20, null, !dbg !1429
  br i1 %.not.i.i.i.i, label %bb3.i.i.i.i, label %is_not_null.i.i.i.i, !dbg !1429

is_not_null.i.i.i.i:                              ; preds = %bb3.i.i.i
  invoke void %20(ptr noundef nonnull %14)
          to label %bb3.i.i.i.i unwind label %cleanup.i.i.i.i, !dbg !1429, !noalias !1431

bb3.i.i.i.i:                                      ; preds = %is_not_null.i.i.i.i, %bb3.i.i.i
    #dbg_value(ptr poison, !1432, !DIExpression(), !1458)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1460)
    #dbg_value(ptr %_6.1.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1471)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1478)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1489)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1494)
    #dbg_value(ptr %_6.1.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1471)
    #dbg_value(ptr %_6.1.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1478)
    #dbg_value(ptr %_6.1.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1489)
    #dbg_value(ptr %_6.1.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1494)
  %21 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 8, !dbg !1496
  %22 = load i64, ptr %21, align 8, !dbg !1496, !range !1497, !invariant.load !43, !noalias !1431
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1498)
    #dbg_value(i64 %22, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1498)
  %23 = icmp eq i64 %22, 0, !dbg !1499
  br i1 %23, label %bb1.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !1499

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %bb3.i.i.i.i
  %24 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 16, !dbg !1496
  %25 = load i64, ptr %24, align 8, !dbg !1500, !range !1501, !invariant.load !43, !noalias !1431
    #dbg_value(i64 %25, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1498)
    #dbg_value(ptr %14, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1471)
    #dbg_value(ptr %14, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1478)
    #dbg_value(ptr %14, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1489)
    #dbg_value(ptr %14, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1494)
    #dbg_value(ptr %14, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1460)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1509)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1517)
    #dbg_value(ptr %14, !1507, !DIExpression(), !1509)
    #dbg_value(ptr %14, !1515, !DIExpression(), !1517)
    #dbg_value(ptr %14, !1519, !DIExpression(), !1526)
    #dbg_value(i64 %25, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1509)
    #dbg_value(i64 %25, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1517)
    #dbg_value(i64 %25, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1526)
    #dbg_value(i64 %25, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1534)
    #dbg_value(i64 %22, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1509)
    #dbg_value(i64 %22, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1517)
    #dbg_value(i64 %22, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1526)
    #dbg_value(i64 %22, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1534)
    #dbg_value(ptr %14, !1533, !DIExpression(), !1534)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %14, i64 noundef %22, i64 noundef range(i64 1, -9223372036854775807) %25) #19, !dbg !1536, !noalias !1431
  br label %bb1.i, !dbg !1537

cleanup.i.i.i.i:                                  ; preds = %is_not_null.i.i.i.i
  %26 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1432, !DIExpression(), !1538)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1540)
    #dbg_value(ptr %_6.1.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1540)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1541)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1543)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1545)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1547)
    #dbg_value(ptr %_6.1.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1541)
    #dbg_value(ptr %_6.1.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1543)
    #dbg_value(ptr %_6.1.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1545)
    #dbg_value(ptr %_6.1.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1547)
  %27 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 8, !dbg !1549
  %28 = load i64, ptr %27, align 8, !dbg !1549, !range !1497, !invariant.load !43, !noalias !1431
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1550)
    #dbg_value(i64 %28, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1550)
  %29 = icmp eq i64 %28, 0, !dbg !1551
  br i1 %29, label %bb5.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i, !dbg !1551

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i: ; preds = %cleanup.i.i.i.i
  %30 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 16, !dbg !1549
  %31 = load i64, ptr %30, align 8, !dbg !1552, !range !1501, !invariant.load !43, !noalias !1431
    #dbg_value(i64 %31, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1550)
    #dbg_value(ptr %14, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1541)
    #dbg_value(ptr %14, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1543)
    #dbg_value(ptr %14, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1545)
    #dbg_value(ptr %14, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1547)
    #dbg_value(ptr %14, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1540)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1553)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1555)
    #dbg_value(ptr %14, !1507, !DIExpression(), !1553)
    #dbg_value(ptr %14, !1515, !DIExpression(), !1555)
    #dbg_value(ptr %14, !1519, !DIExpression(), !1557)
    #dbg_value(i64 %31, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1553)
    #dbg_value(i64 %31, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1555)
    #dbg_value(i64 %31, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1557)
    #dbg_value(i64 %31, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1559)
    #dbg_value(i64 %28, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1553)
    #dbg_value(i64 %28, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1555)
    #dbg_value(i64 %28, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1557)
    #dbg_value(i64 %28, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1559)
    #dbg_value(ptr %14, !1533, !DIExpression(), !1559)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %14, i64 noundef %28, i64 noundef range(i64 1, -9223372036854775807) %31) #19, !dbg !1561, !noalias !1431
  br label %bb5.i, !dbg !1562

cleanup.i:                                        ; preds = %bb2.i.i.i.i
  %32 = landingpad { ptr, i32 }
          cleanup
  br label %bb5.i, !dbg !1382

bb1.i:                                            ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, %bb3.i.i.i.i, %bb2.i.i.i.i, %bb2.i.i.i, %8
  store i64 1, ptr %_38.i, align 8, !dbg !1382, !noalias !1277
  %_7.sroa.5.0._38.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 32, !dbg !1382
  store ptr %10, ptr %_7.sroa.5.0._38.sroa_idx.i, align 8, !dbg !1382, !noalias !1277
  %_7.sroa.6.0._38.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !1382
  store ptr %9, ptr %_7.sroa.6.0._38.sroa_idx.i, align 8, !dbg !1382, !noalias !1277
  call void @llvm.lifetime.start.p0(ptr nonnull %_x.i), !dbg !1563, !noalias !1277
  store ptr %_37.i, ptr %_x.i, align 8, !dbg !1563, !noalias !1277
    #dbg_value(ptr %_x.i, !1564, !DIExpression(), !1570)
    #dbg_value(ptr %_x.i, !1572, !DIExpression(), !1579)
    #dbg_value(i64 1, !1581, !DIExpression(), !1591)
    #dbg_value(i8 1, !1590, !DIExpression(), !1591)
    #dbg_value(i64 1, !1593, !DIExpression(), !1603)
    #dbg_value(i8 1, !1600, !DIExpression(), !1603)
    #dbg_value(ptr %_37.i, !1589, !DIExpression(), !1605)
    #dbg_value(ptr %_37.i, !1599, !DIExpression(), !1603)
  %33 = atomicrmw sub ptr %_37.i, i64 1 release, align 8, !dbg !1606, !noalias !1607
  %34 = icmp eq i64 %33, 1, !dbg !1612
  br i1 %34, label %bb2.i.i12.i, label %"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E.exit", !dbg !1612

bb2.i.i12.i:                                      ; preds = %bb1.i
    #dbg_value(i8 2, !1613, !DIExpression(), !1618)
  fence acquire, !dbg !1620
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_x.i) #21, !dbg !1621, !noalias !1277
  br label %"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E.exit", !dbg !1621

bb3.i:                                            ; preds = %bb2.i.i15.i, %bb5.i
  resume { ptr, i32 } %eh.lpad-body.i, !dbg !1622

bb5.i:                                            ; preds = %cleanup.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i, %cleanup.i.i.i.i
  %eh.lpad-body.i = phi { ptr, i32 } [ %32, %cleanup.i ], [ %26, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i ], [ %26, %cleanup.i.i.i.i ]
  store i64 1, ptr %_38.i, align 8, !dbg !1382, !noalias !1277
  store ptr %10, ptr %13, align 8, !dbg !1382, !noalias !1277
  %_7.sroa.6.0._38.sroa_idx8.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !1382
  store ptr %9, ptr %_7.sroa.6.0._38.sroa_idx8.i, align 8, !dbg !1382, !noalias !1277
    #dbg_value(ptr %11, !1564, !DIExpression(), !1623)
    #dbg_value(ptr %11, !1572, !DIExpression(), !1625)
    #dbg_value(i64 1, !1581, !DIExpression(), !1627)
    #dbg_value(i8 1, !1590, !DIExpression(), !1627)
    #dbg_value(i64 1, !1593, !DIExpression(), !1629)
    #dbg_value(i8 1, !1600, !DIExpression(), !1629)
    #dbg_value(ptr %_37.i, !1589, !DIExpression(), !1631)
    #dbg_value(ptr %_37.i, !1599, !DIExpression(), !1629)
  %35 = atomicrmw sub ptr %_37.i, i64 1 release, align 8, !dbg !1632, !noalias !1633
  %36 = icmp eq i64 %35, 1, !dbg !1638
  br i1 %36, label %bb2.i.i15.i, label %bb3.i, !dbg !1638

bb2.i.i15.i:                                      ; preds = %bb5.i
    #dbg_value(i8 2, !1613, !DIExpression(), !1639)
  fence acquire, !dbg !1641
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %11) #21
          to label %bb3.i unwind label %terminate.i, !dbg !1642

terminate.i:                                      ; preds = %bb2.i.i15.i
  %37 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !1622, !noalias !1277
  unreachable, !dbg !1622

"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E.exit": ; preds = %bb1.i, %bb2.i.i12.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_x.i), !dbg !1643, !noalias !1277
  ret void, !dbg !1276
}

; core::ptr::drop_in_place<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node>>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr127drop_in_place$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$17he9094310e739dcceE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(32) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !1644 {
start:
  %_11.i = alloca [0 x i8], align 1
    #dbg_value(ptr poison, !1650, !DIExpression(), !1697)
    #dbg_value(ptr poison, !1656, !DIExpression(), !1743)
    #dbg_value(ptr poison, !1655, !DIExpression(), !1744)
    #dbg_value(ptr poison, !1745, !DIExpression(), !1755)
    #dbg_value(ptr poison, !1752, !DIExpression(), !1757)
    #dbg_value(ptr poison, !1750, !DIExpression(), !1758)
    #dbg_value(ptr poison, !1721, !DIExpression(), !1759)
  %_12.i = alloca [8 x i8], align 8
    #dbg_value(ptr %_1, !1649, !DIExpression(), !1760)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1761), !dbg !1764
    #dbg_value(ptr %_1, !1734, !DIExpression(), !1765)
    #dbg_declare(ptr poison, !1736, !DIExpression(), !1766)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !1767
  %_5.i = load i64, ptr %0, align 8, !dbg !1767, !range !1391, !alias.scope !1761, !noundef !43
  %1 = trunc nuw i64 %_5.i to i1, !dbg !1768
  %2 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !1768
  %3 = load ptr, ptr %2, align 8, !dbg !1768, !alias.scope !1761
  %4 = icmp ne ptr %3, null, !dbg !1768
  %unhandled_panic.sroa.0.0.i = select i1 %1, i1 %4, i1 false, !dbg !1768
    #dbg_value(i8 poison, !1735, !DIExpression(), !1769)
    #dbg_value(ptr %0, !1726, !DIExpression(), !1770)
    #dbg_value(ptr %0, !1719, !DIExpression(), !1771)
    #dbg_value(ptr %0, !1720, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1772)
    #dbg_value(ptr undef, !1721, !DIExpression(), !1759)
    #dbg_value(ptr undef, !1655, !DIExpression(), !1744)
    #dbg_value(ptr undef, !1656, !DIExpression(), !1743)
    #dbg_value(ptr undef, !1650, !DIExpression(), !1697)
    #dbg_value(ptr %0, !1695, !DIExpression(), !1773)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1774), !dbg !1777
    #dbg_value(ptr %0, !1778, !DIExpression(), !1787)
    #dbg_declare(ptr poison, !1784, !DIExpression(), !1789)
    #dbg_declare(ptr poison, !1783, !DIExpression(), !1789)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1790), !dbg !1793
    #dbg_value(ptr %0, !1794, !DIExpression(), !1802)
    #dbg_declare(ptr poison, !1799, !DIExpression(), !1804)
    #dbg_value(ptr poison, !1805, !DIExpression(DW_OP_deref, DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1811)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1813), !dbg !1816
    #dbg_value(ptr %0, !1383, !DIExpression(), !1817)
  %5 = icmp eq i64 %_5.i, 0, !dbg !1819
  br i1 %5, label %bb17.thread.i, label %bb2.i.i.i.i.i.i, !dbg !1819

bb2.i.i.i.i.i.i:                                  ; preds = %start
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1820), !dbg !1819
    #dbg_value(ptr %2, !1395, !DIExpression(), !1823)
  %6 = icmp eq ptr %3, null, !dbg !1825
  br i1 %6, label %bb2.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i, !dbg !1825

bb2.i.i.i.i.i.i.i:                                ; preds = %bb2.i.i.i.i.i.i
  %7 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !1825
    #dbg_value(ptr %7, !1405, !DIExpression(), !1826)
  %8 = load ptr, ptr %7, align 8, !dbg !1828, !alias.scope !1829, !align !1417, !noundef !43
  %9 = icmp eq ptr %8, null, !dbg !1828
  br i1 %9, label %bb17.thread.i, label %bb2.i.i.i.i.i.i.i.i, !dbg !1828

bb2.i.i.i.i.i.i.i.i:                              ; preds = %bb2.i.i.i.i.i.i.i
; invoke core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  invoke fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %7)
          to label %bb17.thread.i unwind label %cleanup.i.i.i.i.i, !dbg !1828

bb3.i.i.i.i.i.i.i:                                ; preds = %bb2.i.i.i.i.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1832), !dbg !1825
    #dbg_value(ptr %2, !1421, !DIExpression(), !1835)
  %10 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !1837
  %_6.1.i.i.i.i.i.i.i.i = load ptr, ptr %10, align 8, !dbg !1837, !alias.scope !1838, !nonnull !43, !align !1417, !noundef !43
  %11 = load ptr, ptr %_6.1.i.i.i.i.i.i.i.i, align 8, !dbg !1837, !invariant.load !43, !noalias !1838
  %.not.i.i.i.i.i.i.i.i = icmp eq ptr %11, null, !dbg !1837
  br i1 %.not.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i, label %is_not_null.i.i.i.i.i.i.i.i, !dbg !1837

is_not_null.i.i.i.i.i.i.i.i:                      ; preds = %bb3.i.i.i.i.i.i.i
  invoke void %11(ptr noundef nonnull %3)
          to label %bb3.i.i.i.i.i.i.i.i unwind label %cleanup.i.i.i.i.i.i.i.i, !dbg !1837, !noalias !1838

bb3.i.i.i.i.i.i.i.i:                              ; preds = %is_not_null.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i
    #dbg_value(ptr poison, !1432, !DIExpression(), !1839)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1841)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1841)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1842)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1844)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1846)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1848)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1842)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1844)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1846)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1848)
  %12 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i.i.i.i.i, i64 8, !dbg !1850
  %13 = load i64, ptr %12, align 8, !dbg !1850, !range !1497, !invariant.load !43, !noalias !1838
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1851)
    #dbg_value(i64 %13, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1851)
  %14 = icmp eq i64 %13, 0, !dbg !1852
  br i1 %14, label %bb17.thread.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i, !dbg !1852

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i: ; preds = %bb3.i.i.i.i.i.i.i.i
  %15 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i.i.i.i.i, i64 16, !dbg !1850
  %16 = load i64, ptr %15, align 8, !dbg !1853, !range !1501, !invariant.load !43, !noalias !1838
    #dbg_value(i64 %16, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1851)
    #dbg_value(ptr %3, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1842)
    #dbg_value(ptr %3, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1844)
    #dbg_value(ptr %3, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1846)
    #dbg_value(ptr %3, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1848)
    #dbg_value(ptr %3, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1841)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1854)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1856)
    #dbg_value(ptr %3, !1507, !DIExpression(), !1854)
    #dbg_value(ptr %3, !1515, !DIExpression(), !1856)
    #dbg_value(ptr %3, !1519, !DIExpression(), !1858)
    #dbg_value(i64 %16, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1854)
    #dbg_value(i64 %16, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1856)
    #dbg_value(i64 %16, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1858)
    #dbg_value(i64 %16, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1860)
    #dbg_value(i64 %13, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1854)
    #dbg_value(i64 %13, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1856)
    #dbg_value(i64 %13, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1858)
    #dbg_value(i64 %13, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1860)
    #dbg_value(ptr %3, !1533, !DIExpression(), !1860)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef %13, i64 noundef range(i64 1, -9223372036854775807) %16) #19, !dbg !1862, !noalias !1838
  br label %bb17.thread.i, !dbg !1863

cleanup.i.i.i.i.i.i.i.i:                          ; preds = %is_not_null.i.i.i.i.i.i.i.i
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr null
    #dbg_value(ptr poison, !1432, !DIExpression(), !1864)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1866)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1866)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1867)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1869)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1871)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1873)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1867)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1869)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1871)
    #dbg_value(ptr %_6.1.i.i.i.i.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1873)
  %18 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i.i.i.i.i, i64 8, !dbg !1875
  %19 = load i64, ptr %18, align 8, !dbg !1875, !range !1497, !invariant.load !43, !noalias !1838
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1876)
    #dbg_value(i64 %19, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1876)
  %20 = icmp eq i64 %19, 0, !dbg !1877
  br i1 %20, label %cleanup.body.i.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i.i.i, !dbg !1877

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i.i.i: ; preds = %cleanup.i.i.i.i.i.i.i.i
  %21 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i.i.i.i.i, i64 16, !dbg !1875
  %22 = load i64, ptr %21, align 8, !dbg !1878, !range !1501, !invariant.load !43, !noalias !1838
    #dbg_value(i64 %22, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1876)
    #dbg_value(ptr %3, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1867)
    #dbg_value(ptr %3, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1869)
    #dbg_value(ptr %3, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1871)
    #dbg_value(ptr %3, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1873)
    #dbg_value(ptr %3, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1866)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1879)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1881)
    #dbg_value(ptr %3, !1507, !DIExpression(), !1879)
    #dbg_value(ptr %3, !1515, !DIExpression(), !1881)
    #dbg_value(ptr %3, !1519, !DIExpression(), !1883)
    #dbg_value(i64 %22, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1879)
    #dbg_value(i64 %22, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1881)
    #dbg_value(i64 %22, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1883)
    #dbg_value(i64 %22, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1885)
    #dbg_value(i64 %19, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1879)
    #dbg_value(i64 %19, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1881)
    #dbg_value(i64 %19, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1883)
    #dbg_value(i64 %19, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1885)
    #dbg_value(ptr %3, !1533, !DIExpression(), !1885)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef %19, i64 noundef range(i64 1, -9223372036854775807) %22) #19, !dbg !1887, !noalias !1838
  br label %cleanup.body.i.i.i.i.i, !dbg !1888

cleanup.i.i.i.i.i:                                ; preds = %bb2.i.i.i.i.i.i.i.i
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  br label %cleanup.body.i.i.i.i.i, !dbg !1816

cleanup.body.i.i.i.i.i:                           ; preds = %cleanup.i.i.i.i.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i.i.i, %cleanup.i.i.i.i.i.i.i.i
  %eh.lpad-body.i.i.i.i.i = phi { ptr, i32 } [ %23, %cleanup.i.i.i.i.i ], [ %17, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i.i.i ], [ %17, %cleanup.i.i.i.i.i.i.i.i ]
  store i64 0, ptr %0, align 8, !dbg !1816, !alias.scope !1889
  %24 = extractvalue { ptr, i32 } %eh.lpad-body.i.i.i.i.i, 0, !dbg !1890
    #dbg_value(ptr undef, !1750, !DIExpression(), !1758)
    #dbg_value(ptr %24, !1751, !DIExpression(), !1758)
    #dbg_value(ptr undef, !1752, !DIExpression(), !1757)
    #dbg_value(ptr undef, !1745, !DIExpression(), !1755)
; invoke std::panicking::catch_unwind::cleanup
  %25 = invoke { ptr, ptr } @_RNvNvNtCsjrHSEGnQ3l9_3std9panicking12catch_unwind7cleanup(ptr noundef %24)
          to label %bb17.i unwind label %terminate.i.i, !dbg !1891, !noalias !1761

terminate.i.i:                                    ; preds = %cleanup.body.i.i.i.i.i
  %26 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #20, !dbg !1892, !noalias !1761
  unreachable, !dbg !1892

bb17.thread.i:                                    ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i, %start
  store i64 0, ptr %0, align 8, !dbg !1816, !alias.scope !1889
    #dbg_value(ptr poison, !1720, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1772)
    #dbg_value(ptr poison, !1720, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1772)
  br label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E.exit.i", !dbg !1893

bb17.i:                                           ; preds = %cleanup.body.i.i.i.i.i
  %obj.0.i.i = extractvalue { ptr, ptr } %25, 0, !dbg !1891
  %obj.1.i.i = extractvalue { ptr, ptr } %25, 1, !dbg !1891
    #dbg_value(ptr %obj.0.i.i, !1720, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1772)
    #dbg_value(ptr %obj.1.i.i, !1720, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1772)
  %27 = icmp ne ptr %obj.1.i.i, null
  tail call void @llvm.assume(i1 %27)
  %.not.i = icmp eq ptr %obj.0.i.i, null, !dbg !1894
  br i1 %.not.i, label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E.exit.i", label %bb4.i, !dbg !1893

bb4.i:                                            ; preds = %bb17.i
  call void @llvm.lifetime.start.p0(ptr nonnull %_12.i), !dbg !1895, !noalias !1761
    #dbg_value(ptr @alloc_58f213f5b48e0bea76ba0b429606a6b5, !1896, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1974)
    #dbg_value(ptr inttoptr (i64 125 to ptr), !1896, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1974)
    #dbg_value(ptr %_11.i, !1971, !DIExpression(), !1974)
    #dbg_value(ptr @alloc_58f213f5b48e0bea76ba0b429606a6b5, !1972, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1976)
    #dbg_value(i64 62, !1972, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1976)
; invoke std::io::Write::write_all
  %28 = invoke fastcc noundef ptr @_ZN3std2io5Write9write_all17h796c60051987d1c9E(ptr noalias noundef nonnull align 1 %_11.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_58f213f5b48e0bea76ba0b429606a6b5, i64 noundef 62)
          to label %bb5.i unwind label %cleanup.i, !dbg !1977, !noalias !1761

"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E.exit.i": ; preds = %bb17.i, %bb17.thread.i
  %29 = load ptr, ptr %_1, align 8, !dbg !1978, !alias.scope !1761, !noundef !43
  %.not2.i = icmp eq ptr %29, null, !dbg !1978
  br i1 %.not2.i, label %bb5, label %bb9.i, !dbg !1979

cleanup.i:                                        ; preds = %bb6.i, %bb2.i6.i, %bb4.i
  %30 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<core::result::Result<(),alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>>
  invoke fastcc void @"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E"(ptr nonnull %obj.0.i.i, ptr nonnull %obj.1.i.i) #22
          to label %cleanup.body unwind label %terminate.i, !dbg !1980, !noalias !1761

bb5.i:                                            ; preds = %bb4.i
  store ptr %28, ptr %_12.i, align 8, !dbg !1895, !noalias !1761
    #dbg_value(ptr %_12.i, !1981, !DIExpression(), !1989)
  %31 = icmp eq ptr %28, null, !dbg !1991
  br i1 %31, label %bb6.i, label %bb2.i6.i, !dbg !1991

bb2.i6.i:                                         ; preds = %bb5.i
; invoke core::ptr::drop_in_place<std::io::error::Error>
  invoke void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_12.i)
          to label %bb6.i unwind label %cleanup.i, !dbg !1991, !noalias !1761

bb6.i:                                            ; preds = %bb2.i6.i, %bb5.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_12.i), !dbg !1992, !noalias !1761
; invoke std::process::abort
  invoke void @_RNvNtCsjrHSEGnQ3l9_3std7process5abort() #18
          to label %unreachable.i unwind label %cleanup.i, !dbg !1993, !noalias !1761

unreachable.i:                                    ; preds = %bb6.i
  unreachable

terminate.i:                                      ; preds = %cleanup.i
  %32 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !1995, !noalias !1761
  unreachable, !dbg !1995

bb9.i:                                            ; preds = %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E.exit.i"
    #dbg_value(ptr %_1, !1739, !DIExpression(), !1996)
    #dbg_value(ptr %_1, !1997, !DIExpression(), !2002)
  %_19.i = getelementptr inbounds nuw i8, ptr %29, i64 16, !dbg !2004
; invoke <std::thread::scoped::ScopeData>::decrement_num_running_threads
  invoke void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29decrement_num_running_threads(ptr noundef nonnull align 8 %_19.i, i1 noundef zeroext %unhandled_panic.sroa.0.0.i)
          to label %bb2.i4 unwind label %cleanup.body.thread, !dbg !2005

cleanup.body.thread:                              ; preds = %bb9.i
  %33 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr %_1, !2006, !DIExpression(), !2014)
  br label %bb2.i, !dbg !2016

cleanup.body:                                     ; preds = %cleanup.i
  %.pre = load ptr, ptr %_1, align 8, !dbg !2016, !alias.scope !2017
  call void @llvm.experimental.noalias.scope.decl(metadata !2017), !dbg !1764
    #dbg_value(ptr %_1, !2006, !DIExpression(), !2014)
  %34 = icmp eq ptr %.pre, null, !dbg !2016
  br i1 %34, label %bb3, label %bb2.i, !dbg !2016

bb2.i:                                            ; preds = %cleanup.body.thread, %cleanup.body
  %eh.lpad-body19 = phi { ptr, i32 } [ %33, %cleanup.body.thread ], [ %30, %cleanup.body ]
  %35 = phi ptr [ %29, %cleanup.body.thread ], [ %.pre, %cleanup.body ]
    #dbg_value(ptr %_1, !2020, !DIExpression(), !2026)
    #dbg_value(ptr %_1, !2028, !DIExpression(), !2034)
    #dbg_value(i64 1, !2036, !DIExpression(), !2041)
    #dbg_value(i8 1, !2040, !DIExpression(), !2041)
    #dbg_value(i64 1, !2043, !DIExpression(), !2048)
    #dbg_value(i8 1, !2047, !DIExpression(), !2048)
    #dbg_value(ptr %35, !2039, !DIExpression(), !2050)
    #dbg_value(ptr %35, !2046, !DIExpression(), !2048)
  %36 = atomicrmw sub ptr %35, i64 1 release, align 8, !dbg !2051, !noalias !2052
  %37 = icmp eq i64 %36, 1, !dbg !2057
  br i1 %37, label %bb2.i.i.i, label %bb3, !dbg !2057

bb2.i.i.i:                                        ; preds = %bb2.i
    #dbg_value(i8 2, !1613, !DIExpression(), !2058)
  fence acquire, !dbg !2060
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b84f7b1083b7bcfE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_1) #21
          to label %bb3 unwind label %terminate, !dbg !2061

bb2.i4:                                           ; preds = %bb9.i
    #dbg_value(ptr %_1, !2006, !DIExpression(), !2062)
    #dbg_value(ptr %_1, !2020, !DIExpression(), !2064)
    #dbg_value(ptr %_1, !2028, !DIExpression(), !2066)
    #dbg_value(i64 1, !2036, !DIExpression(), !2068)
    #dbg_value(i8 1, !2040, !DIExpression(), !2068)
    #dbg_value(i64 1, !2043, !DIExpression(), !2070)
    #dbg_value(i8 1, !2047, !DIExpression(), !2070)
    #dbg_value(ptr %29, !2039, !DIExpression(), !2072)
    #dbg_value(ptr %29, !2046, !DIExpression(), !2070)
  %38 = atomicrmw sub ptr %29, i64 1 release, align 8, !dbg !2073, !noalias !2074
  %39 = icmp eq i64 %38, 1, !dbg !2081
  br i1 %39, label %bb2.i.i.i5, label %bb5, !dbg !2081

bb2.i.i.i5:                                       ; preds = %bb2.i4
    #dbg_value(i8 2, !1613, !DIExpression(), !2082)
  fence acquire, !dbg !2084
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b84f7b1083b7bcfE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_1) #21
          to label %bb5 unwind label %cleanup1, !dbg !2085

bb3:                                              ; preds = %bb2.i, %cleanup.body, %bb2.i.i.i, %cleanup1
  %.pn = phi { ptr, i32 } [ %40, %cleanup1 ], [ %eh.lpad-body19, %bb2.i.i.i ], [ %30, %cleanup.body ], [ %eh.lpad-body19, %bb2.i ]
; invoke core::ptr::drop_in_place<core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node>>,alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>>>>
  invoke fastcc void @"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE"(ptr noalias noundef align 8 dereferenceable(24) %0) #22
          to label %common.resume unwind label %terminate, !dbg !1764

cleanup1:                                         ; preds = %bb2.i.i.i5
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %bb3

bb5:                                              ; preds = %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E.exit.i", %bb2.i4, %bb2.i.i.i5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2086), !dbg !1764
    #dbg_value(ptr %0, !2089, !DIExpression(), !2097)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2099), !dbg !2102
    #dbg_value(ptr %0, !1383, !DIExpression(), !2103)
  %_2.i.i = load i64, ptr %0, align 8, !dbg !2105, !range !1391, !alias.scope !2106, !noundef !43
  %41 = icmp eq i64 %_2.i.i, 0, !dbg !2105
  br i1 %41, label %"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit", label %bb2.i.i, !dbg !2105

bb2.i.i:                                          ; preds = %bb5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2107), !dbg !2105
    #dbg_value(ptr %2, !1395, !DIExpression(), !2110)
  %42 = load ptr, ptr %2, align 8, !dbg !2112, !alias.scope !2113, !noundef !43
  %43 = icmp eq ptr %42, null, !dbg !2112
  br i1 %43, label %bb2.i.i.i8, label %bb3.i.i.i, !dbg !2112

bb2.i.i.i8:                                       ; preds = %bb2.i.i
  %44 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !2112
    #dbg_value(ptr %44, !1405, !DIExpression(), !2114)
  %45 = load ptr, ptr %44, align 8, !dbg !2116, !alias.scope !2117, !align !1417, !noundef !43
  %46 = icmp eq ptr %45, null, !dbg !2116
  br i1 %46, label %"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit", label %bb2.i.i.i.i, !dbg !2116

bb2.i.i.i.i:                                      ; preds = %bb2.i.i.i8
; call core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  tail call fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %44), !dbg !2116
  br label %"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit", !dbg !2116

bb3.i.i.i:                                        ; preds = %bb2.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2120), !dbg !2112
    #dbg_value(ptr %2, !1421, !DIExpression(), !2123)
  %47 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !2125
  %_6.1.i.i.i.i = load ptr, ptr %47, align 8, !dbg !2125, !alias.scope !2126, !nonnull !43, !align !1417, !noundef !43
  %48 = load ptr, ptr %_6.1.i.i.i.i, align 8, !dbg !2125, !invariant.load !43, !noalias !2126
  %.not.i.i.i.i = icmp eq ptr %48, null, !dbg !2125
  br i1 %.not.i.i.i.i, label %bb3.i.i.i.i, label %is_not_null.i.i.i.i, !dbg !2125

is_not_null.i.i.i.i:                              ; preds = %bb3.i.i.i
  invoke void %48(ptr noundef nonnull %42)
          to label %bb3.i.i.i.i unwind label %cleanup.i.i.i.i, !dbg !2125, !noalias !2126

bb3.i.i.i.i:                                      ; preds = %is_not_null.i.i.i.i, %bb3.i.i.i
    #dbg_value(ptr poison, !1432, !DIExpression(), !2127)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2129)
    #dbg_value(ptr %_6.1.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2129)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2130)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2132)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2134)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2136)
    #dbg_value(ptr %_6.1.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2130)
    #dbg_value(ptr %_6.1.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2132)
    #dbg_value(ptr %_6.1.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2134)
    #dbg_value(ptr %_6.1.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2136)
  %49 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 8, !dbg !2138
  %50 = load i64, ptr %49, align 8, !dbg !2138, !range !1497, !invariant.load !43, !noalias !2126
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2139)
    #dbg_value(i64 %50, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2139)
  %51 = icmp eq i64 %50, 0, !dbg !2140
  br i1 %51, label %"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !2140

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %bb3.i.i.i.i
  %52 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 16, !dbg !2138
  %53 = load i64, ptr %52, align 8, !dbg !2141, !range !1501, !invariant.load !43, !noalias !2126
    #dbg_value(i64 %53, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2139)
    #dbg_value(ptr %42, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2130)
    #dbg_value(ptr %42, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2132)
    #dbg_value(ptr %42, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2134)
    #dbg_value(ptr %42, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2136)
    #dbg_value(ptr %42, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2129)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2142)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2144)
    #dbg_value(ptr %42, !1507, !DIExpression(), !2142)
    #dbg_value(ptr %42, !1515, !DIExpression(), !2144)
    #dbg_value(ptr %42, !1519, !DIExpression(), !2146)
    #dbg_value(i64 %53, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2142)
    #dbg_value(i64 %53, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2144)
    #dbg_value(i64 %53, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2146)
    #dbg_value(i64 %53, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2148)
    #dbg_value(i64 %50, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2142)
    #dbg_value(i64 %50, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2144)
    #dbg_value(i64 %50, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2146)
    #dbg_value(i64 %50, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2148)
    #dbg_value(ptr %42, !1533, !DIExpression(), !2148)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %42, i64 noundef %50, i64 noundef range(i64 1, -9223372036854775807) %53) #19, !dbg !2150, !noalias !2126
  br label %"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit", !dbg !2151

cleanup.i.i.i.i:                                  ; preds = %is_not_null.i.i.i.i
  %54 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1432, !DIExpression(), !2152)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2154)
    #dbg_value(ptr %_6.1.i.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2154)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2155)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2157)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2159)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2161)
    #dbg_value(ptr %_6.1.i.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2155)
    #dbg_value(ptr %_6.1.i.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2157)
    #dbg_value(ptr %_6.1.i.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2159)
    #dbg_value(ptr %_6.1.i.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2161)
  %55 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 8, !dbg !2163
  %56 = load i64, ptr %55, align 8, !dbg !2163, !range !1497, !invariant.load !43, !noalias !2126
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2164)
    #dbg_value(i64 %56, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2164)
  %57 = icmp eq i64 %56, 0, !dbg !2165
  br i1 %57, label %common.resume, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i, !dbg !2165

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i: ; preds = %cleanup.i.i.i.i
  %58 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i.i, i64 16, !dbg !2163
  %59 = load i64, ptr %58, align 8, !dbg !2166, !range !1501, !invariant.load !43, !noalias !2126
    #dbg_value(i64 %59, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2164)
    #dbg_value(ptr %42, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2155)
    #dbg_value(ptr %42, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2157)
    #dbg_value(ptr %42, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2159)
    #dbg_value(ptr %42, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2161)
    #dbg_value(ptr %42, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2154)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2167)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2169)
    #dbg_value(ptr %42, !1507, !DIExpression(), !2167)
    #dbg_value(ptr %42, !1515, !DIExpression(), !2169)
    #dbg_value(ptr %42, !1519, !DIExpression(), !2171)
    #dbg_value(i64 %59, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2167)
    #dbg_value(i64 %59, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2169)
    #dbg_value(i64 %59, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2171)
    #dbg_value(i64 %59, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2173)
    #dbg_value(i64 %56, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2167)
    #dbg_value(i64 %56, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2169)
    #dbg_value(i64 %56, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2171)
    #dbg_value(i64 %56, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2173)
    #dbg_value(ptr %42, !1533, !DIExpression(), !2173)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %42, i64 noundef %56, i64 noundef range(i64 1, -9223372036854775807) %59) #19, !dbg !2175, !noalias !2126
  br label %common.resume, !dbg !2176

common.resume:                                    ; preds = %bb3, %cleanup.i.i.i.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i
  %common.resume.op = phi { ptr, i32 } [ %54, %cleanup.i.i.i.i ], [ %54, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i ], [ %.pn, %bb3 ]
  resume { ptr, i32 } %common.resume.op, !dbg !1764

"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE.exit": ; preds = %bb5, %bb2.i.i.i8, %bb2.i.i.i.i, %bb3.i.i.i.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i
  ret void, !dbg !1764

terminate:                                        ; preds = %bb2.i.i.i, %bb3
  %60 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !1764
  unreachable, !dbg !1764
}

; core::ptr::drop_in_place<core::result::Result<(),alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E"(ptr %_1.0.val, ptr readonly captures(address_is_null) %_1.8.val) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2177 {
start:
    #dbg_value(ptr poison, !2182, !DIExpression(), !2185)
  %0 = icmp eq ptr %_1.0.val, null, !dbg !2186
  br i1 %0, label %bb1, label %bb2, !dbg !2186

bb1:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i, %bb3.i, %start
  ret void, !dbg !2186

bb2:                                              ; preds = %start
    #dbg_value(ptr poison, !1421, !DIExpression(), !2187)
  %1 = icmp ne ptr %_1.8.val, null
  tail call void @llvm.assume(i1 %1)
  %2 = load ptr, ptr %_1.8.val, align 8, !dbg !2189, !invariant.load !43, !noalias !2190
  %.not.i = icmp eq ptr %2, null, !dbg !2189
  br i1 %.not.i, label %bb3.i, label %is_not_null.i, !dbg !2189

is_not_null.i:                                    ; preds = %bb2
  invoke void %2(ptr noundef nonnull %_1.0.val)
          to label %bb3.i unwind label %cleanup.i, !dbg !2189, !noalias !2190

bb3.i:                                            ; preds = %is_not_null.i, %bb2
    #dbg_value(ptr poison, !1432, !DIExpression(), !2193)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2195)
    #dbg_value(ptr %_1.8.val, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2195)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2196)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2198)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2200)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2202)
    #dbg_value(ptr %_1.8.val, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2196)
    #dbg_value(ptr %_1.8.val, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2198)
    #dbg_value(ptr %_1.8.val, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2200)
    #dbg_value(ptr %_1.8.val, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2202)
  %3 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 8, !dbg !2204
  %4 = load i64, ptr %3, align 8, !dbg !2204, !range !1497, !invariant.load !43, !noalias !2190
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2205)
    #dbg_value(i64 %4, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2205)
  %5 = icmp eq i64 %4, 0, !dbg !2206
  br i1 %5, label %bb1, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i, !dbg !2206

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i: ; preds = %bb3.i
  %6 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 16, !dbg !2204
  %7 = load i64, ptr %6, align 8, !dbg !2207, !range !1501, !invariant.load !43, !noalias !2190
    #dbg_value(i64 %7, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2205)
    #dbg_value(ptr %_1.0.val, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2196)
    #dbg_value(ptr %_1.0.val, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2198)
    #dbg_value(ptr %_1.0.val, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2200)
    #dbg_value(ptr %_1.0.val, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2202)
    #dbg_value(ptr %_1.0.val, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2195)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2208)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2210)
    #dbg_value(ptr %_1.0.val, !1507, !DIExpression(), !2208)
    #dbg_value(ptr %_1.0.val, !1515, !DIExpression(), !2210)
    #dbg_value(ptr %_1.0.val, !1519, !DIExpression(), !2212)
    #dbg_value(i64 %7, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2208)
    #dbg_value(i64 %7, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2210)
    #dbg_value(i64 %7, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2212)
    #dbg_value(i64 %7, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2214)
    #dbg_value(i64 %4, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2208)
    #dbg_value(i64 %4, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2210)
    #dbg_value(i64 %4, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2212)
    #dbg_value(i64 %4, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2214)
    #dbg_value(ptr %_1.0.val, !1533, !DIExpression(), !2214)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef %4, i64 noundef range(i64 1, -9223372036854775807) %7) #19, !dbg !2216, !noalias !2190
  br label %bb1, !dbg !2217

cleanup.i:                                        ; preds = %is_not_null.i
  %8 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1432, !DIExpression(), !2218)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2220)
    #dbg_value(ptr %_1.8.val, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2220)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2221)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2223)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2225)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2227)
    #dbg_value(ptr %_1.8.val, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2221)
    #dbg_value(ptr %_1.8.val, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2223)
    #dbg_value(ptr %_1.8.val, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2225)
    #dbg_value(ptr %_1.8.val, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2227)
  %9 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 8, !dbg !2229
  %10 = load i64, ptr %9, align 8, !dbg !2229, !range !1497, !invariant.load !43, !noalias !2190
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2230)
    #dbg_value(i64 %10, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2230)
  %11 = icmp eq i64 %10, 0, !dbg !2231
  br i1 %11, label %bb1.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i, !dbg !2231

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i: ; preds = %cleanup.i
  %12 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 16, !dbg !2229
  %13 = load i64, ptr %12, align 8, !dbg !2232, !range !1501, !invariant.load !43, !noalias !2190
    #dbg_value(i64 %13, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2230)
    #dbg_value(ptr %_1.0.val, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2221)
    #dbg_value(ptr %_1.0.val, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2223)
    #dbg_value(ptr %_1.0.val, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2225)
    #dbg_value(ptr %_1.0.val, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2227)
    #dbg_value(ptr %_1.0.val, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2220)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2233)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2235)
    #dbg_value(ptr %_1.0.val, !1507, !DIExpression(), !2233)
    #dbg_value(ptr %_1.0.val, !1515, !DIExpression(), !2235)
    #dbg_value(ptr %_1.0.val, !1519, !DIExpression(), !2237)
    #dbg_value(i64 %13, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2233)
    #dbg_value(i64 %13, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2235)
    #dbg_value(i64 %13, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2237)
    #dbg_value(i64 %13, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2239)
    #dbg_value(i64 %10, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2233)
    #dbg_value(i64 %10, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2235)
    #dbg_value(i64 %10, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2237)
    #dbg_value(i64 %10, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2239)
    #dbg_value(ptr %_1.0.val, !1533, !DIExpression(), !2239)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef %10, i64 noundef range(i64 1, -9223372036854775807) %13) #19, !dbg !2241, !noalias !2190
  br label %bb1.i, !dbg !2242

bb1.i:                                            ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i, %cleanup.i
  resume { ptr, i32 } %8, !dbg !2189
}

; core::ptr::drop_in_place<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE"(ptr %_1.0.val, ptr readonly captures(address_is_null) %_1.8.val) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2243 {
start:
    #dbg_value(ptr poison, !2248, !DIExpression(), !2249)
  %0 = icmp ne ptr %_1.8.val, null
  tail call void @llvm.assume(i1 %0)
  %1 = load ptr, ptr %_1.8.val, align 8, !dbg !2250, !invariant.load !43
  %.not = icmp eq ptr %1, null, !dbg !2250
  br i1 %.not, label %bb3, label %is_not_null, !dbg !2250

is_not_null:                                      ; preds = %start
  %2 = icmp ne ptr %_1.0.val, null
  tail call void @llvm.assume(i1 %2)
  invoke void %1(ptr noundef nonnull %_1.0.val)
          to label %bb3 unwind label %cleanup, !dbg !2250

bb3:                                              ; preds = %is_not_null, %start
    #dbg_value(ptr poison, !2251, !DIExpression(), !2276)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2278)
    #dbg_value(ptr %_1.8.val, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2278)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2288)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2295)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2305)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2310)
    #dbg_value(ptr %_1.8.val, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2288)
    #dbg_value(ptr %_1.8.val, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2295)
    #dbg_value(ptr %_1.8.val, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2305)
    #dbg_value(ptr %_1.8.val, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2310)
  %3 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 8, !dbg !2312
  %4 = load i64, ptr %3, align 8, !dbg !2312, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2313)
    #dbg_value(i64 %4, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2313)
  %5 = icmp eq i64 %4, 0, !dbg !2314
  br i1 %5, label %"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57f1cdbee57b4443E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i, !dbg !2314

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i: ; preds = %bb3
  %6 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 16, !dbg !2312
  %7 = load i64, ptr %6, align 8, !dbg !2315, !range !1501, !invariant.load !43
    #dbg_value(i64 %7, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2313)
  %8 = icmp ne ptr %_1.0.val, null
  tail call void @llvm.assume(i1 %8)
    #dbg_value(ptr %_1.0.val, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2288)
    #dbg_value(ptr %_1.0.val, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2295)
    #dbg_value(ptr %_1.0.val, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2305)
    #dbg_value(ptr %_1.0.val, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2310)
    #dbg_value(ptr %_1.0.val, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2278)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2316)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2318)
    #dbg_value(ptr %_1.0.val, !1507, !DIExpression(), !2316)
    #dbg_value(ptr %_1.0.val, !1515, !DIExpression(), !2318)
    #dbg_value(ptr %_1.0.val, !1519, !DIExpression(), !2320)
    #dbg_value(i64 %7, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2316)
    #dbg_value(i64 %7, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2318)
    #dbg_value(i64 %7, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2320)
    #dbg_value(i64 %7, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2322)
    #dbg_value(i64 %4, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2316)
    #dbg_value(i64 %4, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2318)
    #dbg_value(i64 %4, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2320)
    #dbg_value(i64 %4, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2322)
    #dbg_value(ptr %_1.0.val, !1533, !DIExpression(), !2322)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef %4, i64 noundef range(i64 1, -9223372036854775807) %7) #19, !dbg !2324
  br label %"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57f1cdbee57b4443E.exit", !dbg !2325

"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57f1cdbee57b4443E.exit": ; preds = %bb3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i
  ret void, !dbg !2250

cleanup:                                          ; preds = %is_not_null
  %9 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !2251, !DIExpression(), !2326)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2328)
    #dbg_value(ptr %_1.8.val, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2328)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2329)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2331)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2333)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2335)
    #dbg_value(ptr %_1.8.val, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2329)
    #dbg_value(ptr %_1.8.val, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2331)
    #dbg_value(ptr %_1.8.val, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2333)
    #dbg_value(ptr %_1.8.val, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2335)
  %10 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 8, !dbg !2337
  %11 = load i64, ptr %10, align 8, !dbg !2337, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2338)
    #dbg_value(i64 %11, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2338)
  %12 = icmp eq i64 %11, 0, !dbg !2339
  br i1 %12, label %bb1, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4, !dbg !2339

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4: ; preds = %cleanup
  %13 = getelementptr inbounds nuw i8, ptr %_1.8.val, i64 16, !dbg !2337
  %14 = load i64, ptr %13, align 8, !dbg !2340, !range !1501, !invariant.load !43
    #dbg_value(i64 %14, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2338)
    #dbg_value(ptr %_1.0.val, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2329)
    #dbg_value(ptr %_1.0.val, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2331)
    #dbg_value(ptr %_1.0.val, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2333)
    #dbg_value(ptr %_1.0.val, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2335)
    #dbg_value(ptr %_1.0.val, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2328)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2341)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2343)
    #dbg_value(ptr %_1.0.val, !1507, !DIExpression(), !2341)
    #dbg_value(ptr %_1.0.val, !1515, !DIExpression(), !2343)
    #dbg_value(ptr %_1.0.val, !1519, !DIExpression(), !2345)
    #dbg_value(i64 %14, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2341)
    #dbg_value(i64 %14, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2343)
    #dbg_value(i64 %14, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2345)
    #dbg_value(i64 %14, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2347)
    #dbg_value(i64 %11, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2341)
    #dbg_value(i64 %11, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2343)
    #dbg_value(i64 %11, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2345)
    #dbg_value(i64 %11, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2347)
    #dbg_value(ptr %_1.0.val, !1533, !DIExpression(), !2347)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef %11, i64 noundef range(i64 1, -9223372036854775807) %14) #19, !dbg !2349
  br label %bb1, !dbg !2350

bb1:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4, %cleanup
  resume { ptr, i32 } %9, !dbg !2250
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hc2622c5d2f2769cdE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2351 {
start:
    #dbg_value(ptr %_1, !2356, !DIExpression(), !2359)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !2360
  %_1.val = load ptr, ptr %0, align 8, !dbg !2360, !nonnull !43, !noundef !43
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !2360
  %_1.val1 = load i64, ptr %1, align 8, !dbg !2360, !noundef !43
    #dbg_value(ptr poison, !2361, !DIExpression(), !2369)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2371), !dbg !2374
    #dbg_value(ptr %_1.val, !2375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2385)
    #dbg_value(i64 %_1.val1, !2375, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2385)
  %_78.i.i = icmp eq i64 %_1.val1, 0, !dbg !2387
  br i1 %_78.i.i, label %bb4, label %bb5.i.i, !dbg !2387

bb5.i.i:                                          ; preds = %start, %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i"
  %_3.sroa.0.09.i.i = phi i64 [ %2, %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i" ], [ 0, %start ]
  %_6.i.i = getelementptr inbounds nuw %"alloc::boxed::Box<dyn core::ops::function::FnOnce() + core::marker::Send>", ptr %_1.val, i64 %_3.sroa.0.09.i.i, !dbg !2387
  %2 = add nuw i64 %_3.sroa.0.09.i.i, 1, !dbg !2387
  %_6.val.i.i = load ptr, ptr %_6.i.i, align 8, !dbg !2387, !alias.scope !2371
  %3 = getelementptr i8, ptr %_6.i.i, i64 8, !dbg !2387
  %_6.val7.i.i = load ptr, ptr %3, align 8, !dbg !2387, !alias.scope !2371, !nonnull !43, !align !1417, !noundef !43
    #dbg_value(ptr poison, !2248, !DIExpression(), !2388)
  %4 = load ptr, ptr %_6.val7.i.i, align 8, !dbg !2390, !invariant.load !43, !noalias !2371
  %.not.i.i.i = icmp eq ptr %4, null, !dbg !2390
  br i1 %.not.i.i.i, label %bb3.i.i.i, label %is_not_null.i.i.i, !dbg !2390

is_not_null.i.i.i:                                ; preds = %bb5.i.i
  %5 = icmp ne ptr %_6.val.i.i, null
  tail call void @llvm.assume(i1 %5)
  invoke void %4(ptr noundef nonnull %_6.val.i.i)
          to label %bb3.i.i.i unwind label %cleanup.i.i.i, !dbg !2390, !noalias !2371

bb3.i.i.i:                                        ; preds = %is_not_null.i.i.i, %bb5.i.i
    #dbg_value(ptr poison, !2251, !DIExpression(), !2391)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2393)
    #dbg_value(ptr %_6.val7.i.i, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2393)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2394)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2396)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2398)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2400)
    #dbg_value(ptr %_6.val7.i.i, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2394)
    #dbg_value(ptr %_6.val7.i.i, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2396)
    #dbg_value(ptr %_6.val7.i.i, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2398)
    #dbg_value(ptr %_6.val7.i.i, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2400)
  %6 = getelementptr inbounds nuw i8, ptr %_6.val7.i.i, i64 8, !dbg !2402
  %7 = load i64, ptr %6, align 8, !dbg !2402, !range !1497, !invariant.load !43, !noalias !2371
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2403)
    #dbg_value(i64 %7, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2403)
  %8 = icmp eq i64 %7, 0, !dbg !2404
  br i1 %8, label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i, !dbg !2404

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i: ; preds = %bb3.i.i.i
  %9 = getelementptr inbounds nuw i8, ptr %_6.val7.i.i, i64 16, !dbg !2402
  %10 = load i64, ptr %9, align 8, !dbg !2405, !range !1501, !invariant.load !43, !noalias !2371
    #dbg_value(i64 %10, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2403)
  %11 = icmp ne ptr %_6.val.i.i, null
  tail call void @llvm.assume(i1 %11)
    #dbg_value(ptr %_6.val.i.i, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2394)
    #dbg_value(ptr %_6.val.i.i, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2396)
    #dbg_value(ptr %_6.val.i.i, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2398)
    #dbg_value(ptr %_6.val.i.i, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2400)
    #dbg_value(ptr %_6.val.i.i, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2393)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2406)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2408)
    #dbg_value(ptr %_6.val.i.i, !1507, !DIExpression(), !2406)
    #dbg_value(ptr %_6.val.i.i, !1515, !DIExpression(), !2408)
    #dbg_value(ptr %_6.val.i.i, !1519, !DIExpression(), !2410)
    #dbg_value(i64 %10, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2406)
    #dbg_value(i64 %10, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2408)
    #dbg_value(i64 %10, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2410)
    #dbg_value(i64 %10, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2412)
    #dbg_value(i64 %7, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2406)
    #dbg_value(i64 %7, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2408)
    #dbg_value(i64 %7, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2410)
    #dbg_value(i64 %7, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2412)
    #dbg_value(ptr %_6.val.i.i, !1533, !DIExpression(), !2412)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i, i64 noundef %7, i64 noundef range(i64 1, -9223372036854775807) %10) #19, !dbg !2414, !noalias !2371
  br label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i", !dbg !2415

cleanup.i.i.i:                                    ; preds = %is_not_null.i.i.i
  %12 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !2251, !DIExpression(), !2416)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2418)
    #dbg_value(ptr %_6.val7.i.i, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2418)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2419)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2421)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2423)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2425)
    #dbg_value(ptr %_6.val7.i.i, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2419)
    #dbg_value(ptr %_6.val7.i.i, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2421)
    #dbg_value(ptr %_6.val7.i.i, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2423)
    #dbg_value(ptr %_6.val7.i.i, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2425)
  %13 = getelementptr inbounds nuw i8, ptr %_6.val7.i.i, i64 8, !dbg !2427
  %14 = load i64, ptr %13, align 8, !dbg !2427, !range !1497, !invariant.load !43, !noalias !2371
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2428)
    #dbg_value(i64 %14, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2428)
  %15 = icmp eq i64 %14, 0, !dbg !2429
  br i1 %15, label %bb4.i.i.preheader, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i, !dbg !2429

bb4.i.i.preheader:                                ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i, %cleanup.i.i.i
  br label %bb4.i.i, !dbg !2387

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i: ; preds = %cleanup.i.i.i
  %16 = getelementptr inbounds nuw i8, ptr %_6.val7.i.i, i64 16, !dbg !2427
  %17 = load i64, ptr %16, align 8, !dbg !2430, !range !1501, !invariant.load !43, !noalias !2371
    #dbg_value(i64 %17, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2428)
    #dbg_value(ptr %_6.val.i.i, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2419)
    #dbg_value(ptr %_6.val.i.i, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2421)
    #dbg_value(ptr %_6.val.i.i, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2423)
    #dbg_value(ptr %_6.val.i.i, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2425)
    #dbg_value(ptr %_6.val.i.i, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2418)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2431)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2433)
    #dbg_value(ptr %_6.val.i.i, !1507, !DIExpression(), !2431)
    #dbg_value(ptr %_6.val.i.i, !1515, !DIExpression(), !2433)
    #dbg_value(ptr %_6.val.i.i, !1519, !DIExpression(), !2435)
    #dbg_value(i64 %17, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2431)
    #dbg_value(i64 %17, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2433)
    #dbg_value(i64 %17, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2435)
    #dbg_value(i64 %17, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2437)
    #dbg_value(i64 %14, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2431)
    #dbg_value(i64 %14, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2433)
    #dbg_value(i64 %14, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2435)
    #dbg_value(i64 %14, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2437)
    #dbg_value(ptr %_6.val.i.i, !1533, !DIExpression(), !2437)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i, i64 noundef %14, i64 noundef range(i64 1, -9223372036854775807) %17) #19, !dbg !2439, !noalias !2371
  br label %bb4.i.i.preheader, !dbg !2440

"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i, %bb3.i.i.i
  %_7.i.i = icmp eq i64 %2, %_1.val1, !dbg !2387
  br i1 %_7.i.i, label %bb4, label %bb5.i.i, !dbg !2387

bb4.i.i:                                          ; preds = %bb4.i.i.preheader, %bb3.i.i
  %_3.sroa.0.1.i.i = phi i64 [ %18, %bb3.i.i ], [ %2, %bb4.i.i.preheader ], !dbg !2387
  %_5.i.i = icmp eq i64 %_3.sroa.0.1.i.i, %_1.val1, !dbg !2387
  br i1 %_5.i.i, label %cleanup.body, label %bb3.i.i, !dbg !2387

bb3.i.i:                                          ; preds = %bb4.i.i
  %_4.i.i = getelementptr inbounds nuw %"alloc::boxed::Box<dyn core::ops::function::FnOnce() + core::marker::Send>", ptr %_1.val, i64 %_3.sroa.0.1.i.i, !dbg !2387
  %18 = add i64 %_3.sroa.0.1.i.i, 1, !dbg !2387
  %_4.val.i.i = load ptr, ptr %_4.i.i, align 8, !dbg !2387, !alias.scope !2371
  %19 = getelementptr i8, ptr %_4.i.i, i64 8, !dbg !2387
  %_4.val6.i.i = load ptr, ptr %19, align 8, !dbg !2387, !alias.scope !2371, !nonnull !43, !align !1417, !noundef !43
; invoke core::ptr::drop_in_place<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>
  invoke fastcc void @"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE"(ptr %_4.val.i.i, ptr nonnull %_4.val6.i.i) #22
          to label %bb4.i.i unwind label %terminate.i.i, !dbg !2387, !noalias !2371

terminate.i.i:                                    ; preds = %bb3.i.i
  %20 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !2387, !noalias !2371
  unreachable, !dbg !2387

cleanup.body:                                     ; preds = %bb4.i.i
  %_1.val2 = load i64, ptr %_1, align 8, !dbg !2360, !range !1497, !noundef !43
    #dbg_value(ptr poison, !2441, !DIExpression(), !2449)
    #dbg_value(ptr poison, !2451, !DIExpression(), !2459)
    #dbg_value(ptr poison, !2461, !DIExpression(), !2472)
    #dbg_value(i64 8, !2468, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2472)
    #dbg_value(i64 16, !2468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2472)
    #dbg_value(ptr poison, !2474, !DIExpression(), !2503)
    #dbg_value(i64 8, !2498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2503)
    #dbg_value(i64 16, !2498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2503)
    #dbg_value(i64 16, !2505, !DIExpression(), !2513)
  %21 = icmp eq i64 %_1.val2, 0, !dbg !2515
  br i1 %21, label %bb1, label %bb2.i.i.i, !dbg !2515

bb2.i.i.i:                                        ; preds = %cleanup.body
    #dbg_value(i64 %_1.val2, !2512, !DIExpression(), !2513)
  %alloc_size.i.i.i.i = shl nuw i64 %_1.val2, 4, !dbg !2516
    #dbg_value(ptr %_1.val, !2469, !DIExpression(), !2517)
    #dbg_value(i64 8, !2471, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2517)
    #dbg_value(i64 %alloc_size.i.i.i.i, !2471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2517)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2518)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2520)
    #dbg_value(ptr %_1.val, !1507, !DIExpression(), !2518)
    #dbg_value(ptr %_1.val, !1515, !DIExpression(), !2520)
    #dbg_value(ptr %_1.val, !1519, !DIExpression(), !2522)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2518)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2520)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2522)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2524)
    #dbg_value(i64 %alloc_size.i.i.i.i, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2518)
    #dbg_value(i64 %alloc_size.i.i.i.i, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2520)
    #dbg_value(i64 %alloc_size.i.i.i.i, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2522)
    #dbg_value(i64 %alloc_size.i.i.i.i, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2524)
    #dbg_value(ptr %_1.val, !1533, !DIExpression(), !2524)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val, i64 noundef %alloc_size.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !dbg !2526
  br label %bb1, !dbg !2527

bb4:                                              ; preds = %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit.i.i", %start
  %_1.val4 = load i64, ptr %_1, align 8, !dbg !2360, !range !1497, !noundef !43
    #dbg_value(ptr poison, !2441, !DIExpression(), !2528)
    #dbg_value(ptr poison, !2451, !DIExpression(), !2530)
    #dbg_value(ptr poison, !2461, !DIExpression(), !2532)
    #dbg_value(i64 8, !2468, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2532)
    #dbg_value(i64 16, !2468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2532)
    #dbg_value(ptr poison, !2474, !DIExpression(), !2534)
    #dbg_value(i64 8, !2498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2534)
    #dbg_value(i64 16, !2498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2534)
    #dbg_value(i64 16, !2505, !DIExpression(), !2536)
  %22 = icmp eq i64 %_1.val4, 0, !dbg !2538
  br i1 %22, label %"_ZN4core3ptr184drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hb9f643c33bd634a0E.exit8", label %bb2.i.i.i6, !dbg !2538

bb2.i.i.i6:                                       ; preds = %bb4
    #dbg_value(i64 %_1.val4, !2512, !DIExpression(), !2536)
  %alloc_size.i.i.i.i7 = shl nuw i64 %_1.val4, 4, !dbg !2539
    #dbg_value(ptr %_1.val, !2469, !DIExpression(), !2540)
    #dbg_value(i64 8, !2471, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2540)
    #dbg_value(i64 %alloc_size.i.i.i.i7, !2471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2540)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2541)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2543)
    #dbg_value(ptr %_1.val, !1507, !DIExpression(), !2541)
    #dbg_value(ptr %_1.val, !1515, !DIExpression(), !2543)
    #dbg_value(ptr %_1.val, !1519, !DIExpression(), !2545)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2541)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2543)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2545)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2547)
    #dbg_value(i64 %alloc_size.i.i.i.i7, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2541)
    #dbg_value(i64 %alloc_size.i.i.i.i7, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2543)
    #dbg_value(i64 %alloc_size.i.i.i.i7, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2545)
    #dbg_value(i64 %alloc_size.i.i.i.i7, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2547)
    #dbg_value(ptr %_1.val, !1533, !DIExpression(), !2547)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val, i64 noundef %alloc_size.i.i.i.i7, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !dbg !2549
  br label %"_ZN4core3ptr184drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hb9f643c33bd634a0E.exit8", !dbg !2550

"_ZN4core3ptr184drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hb9f643c33bd634a0E.exit8": ; preds = %bb4, %bb2.i.i.i6
  ret void, !dbg !2360

bb1:                                              ; preds = %bb2.i.i.i, %cleanup.body
  resume { ptr, i32 } %12, !dbg !2360
}

; core::ptr::drop_in_place<std::thread::lifecycle::spawn_unchecked<threadres::send_joined::{{closure}},core::option::Option<alloc::boxed::Box<threadres::Node>>>::{{closure}}>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr219drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadres..send_joined..$u7b$$u7b$closure$u7d$$u7d$$C$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb98fe1adaa4a4b8bE"(ptr noalias noundef align 8 dereferenceable(48) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2551 {
bb6:
    #dbg_value(ptr %_1, !2553, !DIExpression(), !2556)
; invoke core::ptr::drop_in_place<std::thread::spawnhook::ChildSpawnHooks>
  invoke fastcc void @"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h4ccdd6786a2d28e8E"(ptr noalias noundef align 8 dereferenceable(32) %_1)
          to label %bb5 unwind label %cleanup1, !dbg !2557

bb2.i.i:                                          ; preds = %cleanup1
    #dbg_value(i8 2, !1613, !DIExpression(), !2558)
  fence acquire, !dbg !2562
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %1) #21
          to label %bb1 unwind label %terminate, !dbg !2563

cleanup1:                                         ; preds = %bb6
  %0 = landingpad { ptr, i32 }
          cleanup
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 32, !dbg !2557
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2564), !dbg !2557
    #dbg_value(ptr %1, !1564, !DIExpression(), !2567)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2568), !dbg !2571
    #dbg_value(ptr %1, !1572, !DIExpression(), !2572)
    #dbg_value(ptr %1, !2573, !DIExpression(), !2576)
    #dbg_value(i64 1, !1581, !DIExpression(), !2578)
    #dbg_value(i8 1, !1590, !DIExpression(), !2578)
    #dbg_value(i64 1, !1593, !DIExpression(), !2580)
    #dbg_value(i8 1, !1600, !DIExpression(), !2580)
  %_10.i.i = load ptr, ptr %1, align 8, !dbg !2582, !alias.scope !2585, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i, !1589, !DIExpression(), !2586)
    #dbg_value(ptr %_10.i.i, !1599, !DIExpression(), !2580)
  %2 = atomicrmw sub ptr %_10.i.i, i64 1 release, align 8, !dbg !2587, !noalias !2585
  %3 = icmp eq i64 %2, 1, !dbg !2588
  br i1 %3, label %bb2.i.i, label %bb1, !dbg !2588

bb5:                                              ; preds = %bb6
  %4 = getelementptr inbounds nuw i8, ptr %_1, i64 32, !dbg !2557
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2589), !dbg !2557
    #dbg_value(ptr %4, !1564, !DIExpression(), !2592)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2594), !dbg !2597
    #dbg_value(ptr %4, !1572, !DIExpression(), !2598)
    #dbg_value(ptr %4, !2573, !DIExpression(), !2600)
    #dbg_value(i64 1, !1581, !DIExpression(), !2602)
    #dbg_value(i8 1, !1590, !DIExpression(), !2602)
    #dbg_value(i64 1, !1593, !DIExpression(), !2604)
    #dbg_value(i8 1, !1600, !DIExpression(), !2604)
  %_10.i.i3 = load ptr, ptr %4, align 8, !dbg !2606, !alias.scope !2608, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i3, !1589, !DIExpression(), !2609)
    #dbg_value(ptr %_10.i.i3, !1599, !DIExpression(), !2604)
  %5 = atomicrmw sub ptr %_10.i.i3, i64 1 release, align 8, !dbg !2610, !noalias !2608
  %6 = icmp eq i64 %5, 1, !dbg !2611
  br i1 %6, label %bb2.i.i4, label %"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE.exit5", !dbg !2611

bb2.i.i4:                                         ; preds = %bb5
    #dbg_value(i8 2, !1613, !DIExpression(), !2612)
  fence acquire, !dbg !2614
; call alloc::sync::Arc<T,A>::drop_slow
  tail call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %4) #21, !dbg !2615
  br label %"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE.exit5", !dbg !2615

"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE.exit5": ; preds = %bb5, %bb2.i.i4
  ret void, !dbg !2557

terminate:                                        ; preds = %bb2.i.i
  %7 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !2557
  unreachable, !dbg !2557

bb1:                                              ; preds = %cleanup1, %bb2.i.i
  resume { ptr, i32 } %0, !dbg !2557
}

; core::ptr::drop_in_place<core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node>>,alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2090 {
start:
    #dbg_value(ptr %_1, !2089, !DIExpression(), !2616)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2617), !dbg !2620
    #dbg_value(ptr %_1, !1383, !DIExpression(), !2621)
  %_2.i = load i64, ptr %_1, align 8, !dbg !2623, !range !1391, !alias.scope !2617, !noundef !43
  %0 = icmp eq i64 %_2.i, 0, !dbg !2623
  br i1 %0, label %"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit", label %bb2.i, !dbg !2623

bb2.i:                                            ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !2623
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2624), !dbg !2623
    #dbg_value(ptr %1, !1395, !DIExpression(), !2627)
  %2 = load ptr, ptr %1, align 8, !dbg !2629, !alias.scope !2630, !noundef !43
  %3 = icmp eq ptr %2, null, !dbg !2629
  br i1 %3, label %bb2.i.i, label %bb3.i.i, !dbg !2629

bb2.i.i:                                          ; preds = %bb2.i
  %4 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !2629
    #dbg_value(ptr %4, !1405, !DIExpression(), !2631)
  %5 = load ptr, ptr %4, align 8, !dbg !2633, !alias.scope !2634, !align !1417, !noundef !43
  %6 = icmp eq ptr %5, null, !dbg !2633
  br i1 %6, label %"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit", label %bb2.i.i.i, !dbg !2633

bb2.i.i.i:                                        ; preds = %bb2.i.i
; call core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  tail call fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %4), !dbg !2633
  br label %"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit", !dbg !2633

bb3.i.i:                                          ; preds = %bb2.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2637), !dbg !2629
    #dbg_value(ptr %1, !1421, !DIExpression(), !2640)
  %7 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !2642
  %_6.1.i.i.i = load ptr, ptr %7, align 8, !dbg !2642, !alias.scope !2643, !nonnull !43, !align !1417, !noundef !43
  %8 = load ptr, ptr %_6.1.i.i.i, align 8, !dbg !2642, !invariant.load !43, !noalias !2643
  %.not.i.i.i = icmp eq ptr %8, null, !dbg !2642
  br i1 %.not.i.i.i, label %bb3.i.i.i, label %is_not_null.i.i.i, !dbg !2642

is_not_null.i.i.i:                                ; preds = %bb3.i.i
  invoke void %8(ptr noundef nonnull %2)
          to label %bb3.i.i.i unwind label %cleanup.i.i.i, !dbg !2642, !noalias !2643

bb3.i.i.i:                                        ; preds = %is_not_null.i.i.i, %bb3.i.i
    #dbg_value(ptr poison, !1432, !DIExpression(), !2644)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2646)
    #dbg_value(ptr %_6.1.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2646)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2647)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2649)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2651)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2653)
    #dbg_value(ptr %_6.1.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2647)
    #dbg_value(ptr %_6.1.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2649)
    #dbg_value(ptr %_6.1.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2651)
    #dbg_value(ptr %_6.1.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2653)
  %9 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i, i64 8, !dbg !2655
  %10 = load i64, ptr %9, align 8, !dbg !2655, !range !1497, !invariant.load !43, !noalias !2643
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2656)
    #dbg_value(i64 %10, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2656)
  %11 = icmp eq i64 %10, 0, !dbg !2657
  br i1 %11, label %"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i, !dbg !2657

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i: ; preds = %bb3.i.i.i
  %12 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i, i64 16, !dbg !2655
  %13 = load i64, ptr %12, align 8, !dbg !2658, !range !1501, !invariant.load !43, !noalias !2643
    #dbg_value(i64 %13, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2656)
    #dbg_value(ptr %2, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2647)
    #dbg_value(ptr %2, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2649)
    #dbg_value(ptr %2, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2651)
    #dbg_value(ptr %2, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2653)
    #dbg_value(ptr %2, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2646)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2659)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2661)
    #dbg_value(ptr %2, !1507, !DIExpression(), !2659)
    #dbg_value(ptr %2, !1515, !DIExpression(), !2661)
    #dbg_value(ptr %2, !1519, !DIExpression(), !2663)
    #dbg_value(i64 %13, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2659)
    #dbg_value(i64 %13, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2661)
    #dbg_value(i64 %13, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2663)
    #dbg_value(i64 %13, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2665)
    #dbg_value(i64 %10, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2659)
    #dbg_value(i64 %10, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2661)
    #dbg_value(i64 %10, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2663)
    #dbg_value(i64 %10, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2665)
    #dbg_value(ptr %2, !1533, !DIExpression(), !2665)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %2, i64 noundef %10, i64 noundef range(i64 1, -9223372036854775807) %13) #19, !dbg !2667, !noalias !2643
  br label %"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit", !dbg !2668

cleanup.i.i.i:                                    ; preds = %is_not_null.i.i.i
  %14 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1432, !DIExpression(), !2669)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2671)
    #dbg_value(ptr %_6.1.i.i.i, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2671)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2672)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2674)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2676)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2678)
    #dbg_value(ptr %_6.1.i.i.i, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2672)
    #dbg_value(ptr %_6.1.i.i.i, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2674)
    #dbg_value(ptr %_6.1.i.i.i, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2676)
    #dbg_value(ptr %_6.1.i.i.i, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2678)
  %15 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i, i64 8, !dbg !2680
  %16 = load i64, ptr %15, align 8, !dbg !2680, !range !1497, !invariant.load !43, !noalias !2643
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2681)
    #dbg_value(i64 %16, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2681)
  %17 = icmp eq i64 %16, 0, !dbg !2682
  br i1 %17, label %bb1.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i, !dbg !2682

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i: ; preds = %cleanup.i.i.i
  %18 = getelementptr inbounds nuw i8, ptr %_6.1.i.i.i, i64 16, !dbg !2680
  %19 = load i64, ptr %18, align 8, !dbg !2683, !range !1501, !invariant.load !43, !noalias !2643
    #dbg_value(i64 %19, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2681)
    #dbg_value(ptr %2, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2672)
    #dbg_value(ptr %2, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2674)
    #dbg_value(ptr %2, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2676)
    #dbg_value(ptr %2, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2678)
    #dbg_value(ptr %2, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2671)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2684)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2686)
    #dbg_value(ptr %2, !1507, !DIExpression(), !2684)
    #dbg_value(ptr %2, !1515, !DIExpression(), !2686)
    #dbg_value(ptr %2, !1519, !DIExpression(), !2688)
    #dbg_value(i64 %19, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2684)
    #dbg_value(i64 %19, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2686)
    #dbg_value(i64 %19, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2688)
    #dbg_value(i64 %19, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2690)
    #dbg_value(i64 %16, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2684)
    #dbg_value(i64 %16, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2686)
    #dbg_value(i64 %16, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2688)
    #dbg_value(i64 %16, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2690)
    #dbg_value(ptr %2, !1533, !DIExpression(), !2690)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %2, i64 noundef %16, i64 noundef range(i64 1, -9223372036854775807) %19) #19, !dbg !2692, !noalias !2643
  br label %bb1.i.i.i, !dbg !2693

bb1.i.i.i:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i, %cleanup.i.i.i
  resume { ptr, i32 } %14, !dbg !2642

"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E.exit": ; preds = %start, %bb2.i.i, %bb2.i.i.i, %bb3.i.i.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i
  ret void, !dbg !2620
}

; core::ptr::drop_in_place<std::io::error::Error>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2694 {
start:
    #dbg_value(ptr %_1, !2699, !DIExpression(), !2702)
  %_1.val = load ptr, ptr %_1, align 8, !dbg !2703, !nonnull !43, !noundef !43
    #dbg_value(ptr poison, !2704, !DIExpression(), !2712)
    #dbg_value(ptr poison, !2714, !DIExpression(), !2721)
    #dbg_value(ptr %_1.val, !2723, !DIExpression(), !2743)
    #dbg_declare(ptr poison, !2730, !DIExpression(), !2745)
    #dbg_value(i64 1, !2746, !DIExpression(), !2750)
    #dbg_value(i64 1, !2752, !DIExpression(), !2756)
    #dbg_value(i64 -1, !2758, !DIExpression(), !2762)
    #dbg_value(ptr %_1.val, !2764, !DIExpression(), !2769)
    #dbg_value(ptr %_1.val, !2749, !DIExpression(), !2750)
  %bits.i.i.i = ptrtoint ptr %_1.val to i64, !dbg !2771
    #dbg_value(i64 %bits.i.i.i, !2731, !DIExpression(), !2772)
  %_5.i.i.i = and i64 %bits.i.i.i, 3, !dbg !2773
  switch i64 %_5.i.i.i, label %default.unreachable [
    i64 2, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E.exit"
    i64 3, label %bb4.i.i.i
    i64 0, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E.exit"
    i64 1, label %bb2.i2.i.i
  ], !dbg !2774, !prof !884

default.unreachable:                              ; preds = %start
  unreachable

bb4.i.i.i:                                        ; preds = %start
    #dbg_value(i64 %bits.i.i.i, !2735, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2775)
    #dbg_value(i32 poison, !2776, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2790)
    #dbg_value(ptr poison, !2787, !DIExpression(), !2792)
  %0 = icmp ult ptr %_1.val, inttoptr (i64 180388626432 to ptr), !dbg !2793
  tail call void @llvm.assume(i1 %0), !dbg !2794
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E.exit", !dbg !2795

bb2.i2.i.i:                                       ; preds = %start
    #dbg_value(ptr %_1.val, !2755, !DIExpression(), !2756)
    #dbg_value(ptr %_1.val, !2761, !DIExpression(), !2762)
  %1 = getelementptr i8, ptr %_1.val, i64 -1, !dbg !2796
    #dbg_value(ptr poison, !2797, !DIExpression(), !2803)
  %2 = icmp ne ptr %1, null
  tail call void @llvm.assume(i1 %2)
    #dbg_value(ptr poison, !2805, !DIExpression(), !2813)
  %_6.val.i.i.i.i = load ptr, ptr %1, align 8, !dbg !2815
  %3 = getelementptr i8, ptr %_1.val, i64 7, !dbg !2815
  %_6.val1.i.i.i.i = load ptr, ptr %3, align 8, !dbg !2815, !nonnull !43, !align !1417, !noundef !43
    #dbg_value(ptr poison, !2816, !DIExpression(), !2823)
    #dbg_value(ptr poison, !2825, !DIExpression(), !2833)
  %4 = load ptr, ptr %_6.val1.i.i.i.i, align 8, !dbg !2835, !invariant.load !43
  %.not.i.i.i.i.i.i = icmp eq ptr %4, null, !dbg !2835
  br i1 %.not.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i, label %is_not_null.i.i.i.i.i.i, !dbg !2835

is_not_null.i.i.i.i.i.i:                          ; preds = %bb2.i2.i.i
  %5 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %5)
  invoke void %4(ptr noundef nonnull %_6.val.i.i.i.i)
          to label %bb3.i.i.i.i.i.i unwind label %cleanup.i.i.i.i.i.i, !dbg !2835

bb3.i.i.i.i.i.i:                                  ; preds = %is_not_null.i.i.i.i.i.i, %bb2.i2.i.i
    #dbg_value(ptr poison, !2836, !DIExpression(), !2861)
    #dbg_value(ptr poison, !2842, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2863)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2842, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2863)
    #dbg_value(ptr poison, !2864, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2873)
    #dbg_value(ptr poison, !2875, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2880)
    #dbg_value(ptr poison, !2882, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2890)
    #dbg_value(ptr poison, !2892, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2895)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2864, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2873)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2875, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2880)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2890)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2892, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2895)
  %6 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 8, !dbg !2897
  %7 = load i64, ptr %6, align 8, !dbg !2897, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2858, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2898)
    #dbg_value(i64 %7, !2858, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2898)
  %8 = icmp eq i64 %7, 0, !dbg !2899
  br i1 %8, label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h2f802d00e27b8fd9E.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, !dbg !2899

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i: ; preds = %bb3.i.i.i.i.i.i
  %9 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 16, !dbg !2897
  %10 = load i64, ptr %9, align 8, !dbg !2900, !range !1501, !invariant.load !43
    #dbg_value(i64 %10, !2858, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2898)
  %11 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %11)
    #dbg_value(ptr %_6.val.i.i.i.i, !2864, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2873)
    #dbg_value(ptr %_6.val.i.i.i.i, !2875, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2880)
    #dbg_value(ptr %_6.val.i.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2890)
    #dbg_value(ptr %_6.val.i.i.i.i, !2892, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2895)
    #dbg_value(ptr %_6.val.i.i.i.i, !2842, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2863)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2901)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2903)
    #dbg_value(ptr %_6.val.i.i.i.i, !1507, !DIExpression(), !2901)
    #dbg_value(ptr %_6.val.i.i.i.i, !1515, !DIExpression(), !2903)
    #dbg_value(ptr %_6.val.i.i.i.i, !1519, !DIExpression(), !2905)
    #dbg_value(i64 %10, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2901)
    #dbg_value(i64 %10, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2903)
    #dbg_value(i64 %10, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2905)
    #dbg_value(i64 %10, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2907)
    #dbg_value(i64 %7, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2901)
    #dbg_value(i64 %7, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2903)
    #dbg_value(i64 %7, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2905)
    #dbg_value(i64 %7, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2907)
    #dbg_value(ptr %_6.val.i.i.i.i, !1533, !DIExpression(), !2907)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %7, i64 noundef range(i64 1, -9223372036854775807) %10) #19, !dbg !2909
  br label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h2f802d00e27b8fd9E.exit.i.i.i", !dbg !2910

cleanup.i.i.i.i.i.i:                              ; preds = %is_not_null.i.i.i.i.i.i
  %12 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !2836, !DIExpression(), !2911)
    #dbg_value(ptr poison, !2842, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2913)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2842, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2913)
    #dbg_value(ptr poison, !2864, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2914)
    #dbg_value(ptr poison, !2875, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2916)
    #dbg_value(ptr poison, !2882, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2918)
    #dbg_value(ptr poison, !2892, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2920)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2864, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2914)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2875, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2916)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2918)
    #dbg_value(ptr %_6.val1.i.i.i.i, !2892, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2920)
  %13 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 8, !dbg !2922
  %14 = load i64, ptr %13, align 8, !dbg !2922, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2858, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2923)
    #dbg_value(i64 %14, !2858, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2923)
  %15 = icmp eq i64 %14, 0, !dbg !2924
  br i1 %15, label %bb1.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i, !dbg !2924

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i: ; preds = %cleanup.i.i.i.i.i.i
  %16 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 16, !dbg !2922
  %17 = load i64, ptr %16, align 8, !dbg !2925, !range !1501, !invariant.load !43
    #dbg_value(i64 %17, !2858, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2923)
    #dbg_value(ptr %_6.val.i.i.i.i, !2864, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2914)
    #dbg_value(ptr %_6.val.i.i.i.i, !2875, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2916)
    #dbg_value(ptr %_6.val.i.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2918)
    #dbg_value(ptr %_6.val.i.i.i.i, !2892, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2920)
    #dbg_value(ptr %_6.val.i.i.i.i, !2842, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2913)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2926)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2928)
    #dbg_value(ptr %_6.val.i.i.i.i, !1507, !DIExpression(), !2926)
    #dbg_value(ptr %_6.val.i.i.i.i, !1515, !DIExpression(), !2928)
    #dbg_value(ptr %_6.val.i.i.i.i, !1519, !DIExpression(), !2930)
    #dbg_value(i64 %17, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2926)
    #dbg_value(i64 %17, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2928)
    #dbg_value(i64 %17, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2930)
    #dbg_value(i64 %17, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2932)
    #dbg_value(i64 %14, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2926)
    #dbg_value(i64 %14, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2928)
    #dbg_value(i64 %14, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2930)
    #dbg_value(i64 %14, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2932)
    #dbg_value(ptr %_6.val.i.i.i.i, !1533, !DIExpression(), !2932)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %14, i64 noundef range(i64 1, -9223372036854775807) %17) #19, !dbg !2934
  br label %bb1.i.i.i.i, !dbg !2935

bb1.i.i.i.i:                                      ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i, %cleanup.i.i.i.i.i.i
    #dbg_value(ptr poison, !2936, !DIExpression(), !2956)
    #dbg_value(i64 8, !2953, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2958)
    #dbg_value(i64 24, !2953, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2958)
    #dbg_value(ptr %1, !2942, !DIExpression(), !2959)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2960)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2962)
    #dbg_value(ptr %1, !1507, !DIExpression(), !2960)
    #dbg_value(ptr %1, !1515, !DIExpression(), !2962)
    #dbg_value(ptr %1, !1519, !DIExpression(), !2964)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2960)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2962)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2964)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2966)
    #dbg_value(i64 24, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2960)
    #dbg_value(i64 24, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2962)
    #dbg_value(i64 24, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2964)
    #dbg_value(i64 24, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2966)
    #dbg_value(ptr %1, !1533, !DIExpression(), !2966)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 8) #19, !dbg !2968
  resume { ptr, i32 } %12, !dbg !2815

"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h2f802d00e27b8fd9E.exit.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i
    #dbg_value(ptr poison, !2936, !DIExpression(), !2969)
    #dbg_value(i64 8, !2953, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2971)
    #dbg_value(i64 24, !2953, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2971)
    #dbg_value(ptr %1, !2942, !DIExpression(), !2972)
    #dbg_value(ptr poison, !1502, !DIExpression(), !2973)
    #dbg_value(ptr poison, !1511, !DIExpression(), !2975)
    #dbg_value(ptr %1, !1507, !DIExpression(), !2973)
    #dbg_value(ptr %1, !1515, !DIExpression(), !2975)
    #dbg_value(ptr %1, !1519, !DIExpression(), !2977)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2973)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2975)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2977)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2979)
    #dbg_value(i64 24, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2973)
    #dbg_value(i64 24, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2975)
    #dbg_value(i64 24, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2977)
    #dbg_value(i64 24, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2979)
    #dbg_value(ptr %1, !1533, !DIExpression(), !2979)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 8) #19, !dbg !2981
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E.exit", !dbg !2982

"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E.exit": ; preds = %start, %start, %bb4.i.i.i, %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h2f802d00e27b8fd9E.exit.i.i.i"
  ret void, !dbg !2703
}

; core::ptr::drop_in_place<std::thread::lifecycle::ThreadInit>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr55drop_in_place$LT$std..thread..lifecycle..ThreadInit$GT$17h2447a0ff04e9f4b2E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2983 {
start:
    #dbg_value(ptr %_1, !2992, !DIExpression(), !2995)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2996), !dbg !2999
    #dbg_value(ptr %_1, !3000, !DIExpression(), !3008)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3010), !dbg !3013
    #dbg_value(ptr %_1, !3014, !DIExpression(), !3022)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3024), !dbg !3027
    #dbg_value(ptr %_1, !3028, !DIExpression(), !3036)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3038), !dbg !3041
    #dbg_value(ptr %_1, !3042, !DIExpression(), !3048)
    #dbg_value(ptr %_1, !3050, !DIExpression(), !3058)
    #dbg_value(i64 1, !3060, !DIExpression(), !3065)
    #dbg_value(i8 1, !3064, !DIExpression(), !3065)
    #dbg_value(i64 1, !3067, !DIExpression(), !3072)
    #dbg_value(i8 1, !3071, !DIExpression(), !3072)
  %_10.i.i.i.i = load ptr, ptr %_1, align 8, !dbg !3074, !alias.scope !3081, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i, !3063, !DIExpression(), !3082)
    #dbg_value(ptr %_10.i.i.i.i, !3070, !DIExpression(), !3072)
  %0 = atomicrmw sub ptr %_10.i.i.i.i, i64 1 release, align 8, !dbg !3083, !noalias !3081
  %1 = icmp eq i64 %0, 1, !dbg !3084
  br i1 %1, label %bb2.i.i.i.i, label %bb4, !dbg !3084

bb2.i.i.i.i:                                      ; preds = %start
    #dbg_value(i8 2, !1613, !DIExpression(), !3085)
  fence acquire, !dbg !3087
; invoke <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %_1) #21
          to label %bb4 unwind label %cleanup, !dbg !3088

cleanup:                                          ; preds = %bb2.i.i.i.i
  %2 = landingpad { ptr, i32 }
          cleanup
  %3 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !2999
  %.val = load ptr, ptr %3, align 8, !dbg !2999
  %4 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !2999
  %.val1 = load ptr, ptr %4, align 8, !dbg !2999, !nonnull !43, !align !1417, !noundef !43
; invoke core::ptr::drop_in_place<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>
  invoke fastcc void @"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE"(ptr %.val, ptr nonnull %.val1) #22
          to label %common.resume unwind label %terminate, !dbg !2999

bb4:                                              ; preds = %start, %bb2.i.i.i.i
  %5 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !2999
  %.val2 = load ptr, ptr %5, align 8, !dbg !2999
  %6 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !2999
  %.val3 = load ptr, ptr %6, align 8, !dbg !2999, !nonnull !43, !align !1417, !noundef !43
    #dbg_value(ptr poison, !2248, !DIExpression(), !3089)
  %7 = load ptr, ptr %.val3, align 8, !dbg !3091, !invariant.load !43
  %.not.i = icmp eq ptr %7, null, !dbg !3091
  br i1 %.not.i, label %bb3.i, label %is_not_null.i, !dbg !3091

is_not_null.i:                                    ; preds = %bb4
  %8 = icmp ne ptr %.val2, null
  tail call void @llvm.assume(i1 %8)
  invoke void %7(ptr noundef nonnull %.val2)
          to label %bb3.i unwind label %cleanup.i, !dbg !3091

bb3.i:                                            ; preds = %is_not_null.i, %bb4
    #dbg_value(ptr poison, !2251, !DIExpression(), !3092)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3094)
    #dbg_value(ptr %.val3, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3094)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3095)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3097)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3099)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3101)
    #dbg_value(ptr %.val3, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3095)
    #dbg_value(ptr %.val3, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3097)
    #dbg_value(ptr %.val3, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3099)
    #dbg_value(ptr %.val3, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3101)
  %9 = getelementptr inbounds nuw i8, ptr %.val3, i64 8, !dbg !3103
  %10 = load i64, ptr %9, align 8, !dbg !3103, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3104)
    #dbg_value(i64 %10, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3104)
  %11 = icmp eq i64 %10, 0, !dbg !3105
  br i1 %11, label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i, !dbg !3105

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i: ; preds = %bb3.i
  %12 = getelementptr inbounds nuw i8, ptr %.val3, i64 16, !dbg !3103
  %13 = load i64, ptr %12, align 8, !dbg !3106, !range !1501, !invariant.load !43
    #dbg_value(i64 %13, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3104)
  %14 = icmp ne ptr %.val2, null
  tail call void @llvm.assume(i1 %14)
    #dbg_value(ptr %.val2, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3095)
    #dbg_value(ptr %.val2, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3097)
    #dbg_value(ptr %.val2, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3099)
    #dbg_value(ptr %.val2, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3101)
    #dbg_value(ptr %.val2, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3094)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3107)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3109)
    #dbg_value(ptr %.val2, !1507, !DIExpression(), !3107)
    #dbg_value(ptr %.val2, !1515, !DIExpression(), !3109)
    #dbg_value(ptr %.val2, !1519, !DIExpression(), !3111)
    #dbg_value(i64 %13, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3107)
    #dbg_value(i64 %13, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3109)
    #dbg_value(i64 %13, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3111)
    #dbg_value(i64 %13, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3113)
    #dbg_value(i64 %10, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3107)
    #dbg_value(i64 %10, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3109)
    #dbg_value(i64 %10, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3111)
    #dbg_value(i64 %10, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3113)
    #dbg_value(ptr %.val2, !1533, !DIExpression(), !3113)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.val2, i64 noundef %10, i64 noundef range(i64 1, -9223372036854775807) %13) #19, !dbg !3115
  br label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit", !dbg !3116

cleanup.i:                                        ; preds = %is_not_null.i
  %15 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !2251, !DIExpression(), !3117)
    #dbg_value(ptr poison, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3119)
    #dbg_value(ptr %.val3, !2257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3119)
    #dbg_value(ptr poison, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3120)
    #dbg_value(ptr poison, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3122)
    #dbg_value(ptr poison, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3124)
    #dbg_value(ptr poison, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(ptr %.val3, !2279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3120)
    #dbg_value(ptr %.val3, !2290, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3122)
    #dbg_value(ptr %.val3, !2297, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3124)
    #dbg_value(ptr %.val3, !2307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
  %16 = getelementptr inbounds nuw i8, ptr %.val3, i64 8, !dbg !3128
  %17 = load i64, ptr %16, align 8, !dbg !3128, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3129)
    #dbg_value(i64 %17, !2273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3129)
  %18 = icmp eq i64 %17, 0, !dbg !3130
  br i1 %18, label %common.resume, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i, !dbg !3130

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i: ; preds = %cleanup.i
  %19 = getelementptr inbounds nuw i8, ptr %.val3, i64 16, !dbg !3128
  %20 = load i64, ptr %19, align 8, !dbg !3131, !range !1501, !invariant.load !43
    #dbg_value(i64 %20, !2273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3129)
    #dbg_value(ptr %.val2, !2279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3120)
    #dbg_value(ptr %.val2, !2290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3122)
    #dbg_value(ptr %.val2, !2297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3124)
    #dbg_value(ptr %.val2, !2307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(ptr %.val2, !2257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3119)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3132)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3134)
    #dbg_value(ptr %.val2, !1507, !DIExpression(), !3132)
    #dbg_value(ptr %.val2, !1515, !DIExpression(), !3134)
    #dbg_value(ptr %.val2, !1519, !DIExpression(), !3136)
    #dbg_value(i64 %20, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3132)
    #dbg_value(i64 %20, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3134)
    #dbg_value(i64 %20, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3136)
    #dbg_value(i64 %20, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3138)
    #dbg_value(i64 %17, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3132)
    #dbg_value(i64 %17, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3134)
    #dbg_value(i64 %17, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3136)
    #dbg_value(i64 %17, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3138)
    #dbg_value(ptr %.val2, !1533, !DIExpression(), !3138)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.val2, i64 noundef %17, i64 noundef range(i64 1, -9223372036854775807) %20) #19, !dbg !3140
  br label %common.resume, !dbg !3141

common.resume:                                    ; preds = %cleanup, %cleanup.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i
  %common.resume.op = phi { ptr, i32 } [ %15, %cleanup.i ], [ %15, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i ], [ %2, %cleanup ]
  resume { ptr, i32 } %common.resume.op, !dbg !2999

"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE.exit": ; preds = %bb3.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i
  ret void, !dbg !2999

terminate:                                        ; preds = %cleanup
  %21 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !2999
  unreachable, !dbg !2999
}

; core::ptr::drop_in_place<std::thread::spawnhook::ChildSpawnHooks>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h4ccdd6786a2d28e8E"(ptr noalias noundef nonnull align 8 dereferenceable(32) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !3142 {
start:
    #dbg_value(ptr %_1, !3147, !DIExpression(), !3150)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !3151
    #dbg_value(ptr %0, !3152, !DIExpression(), !3160)
; invoke <std::thread::spawnhook::SpawnHooks as core::ops::drop::Drop>::drop
  invoke void @_RNvXNtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB2_10SpawnHooksNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef nonnull align 8 dereferenceable(8) %0)
          to label %bb4.i unwind label %cleanup.i, !dbg !3162

cleanup.i:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          cleanup
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3163), !dbg !3162
    #dbg_value(ptr %0, !3166, !DIExpression(), !3174)
  %2 = load ptr, ptr %0, align 8, !dbg !3176, !alias.scope !3177, !noundef !43
  %3 = icmp eq ptr %2, null, !dbg !3176
  br i1 %3, label %cleanup.body, label %bb2.i.i, !dbg !3176

bb2.i.i:                                          ; preds = %cleanup.i
    #dbg_value(ptr %0, !3180, !DIExpression(), !3186)
    #dbg_value(ptr %0, !3188, !DIExpression(), !3194)
    #dbg_value(i64 1, !3196, !DIExpression(), !3201)
    #dbg_value(i8 1, !3200, !DIExpression(), !3201)
    #dbg_value(i64 1, !3203, !DIExpression(), !3208)
    #dbg_value(i8 1, !3207, !DIExpression(), !3208)
    #dbg_value(ptr %2, !3199, !DIExpression(), !3210)
    #dbg_value(ptr %2, !3206, !DIExpression(), !3208)
  %4 = atomicrmw sub ptr %2, i64 1 release, align 8, !dbg !3211, !noalias !3212
  %5 = icmp eq i64 %4, 1, !dbg !3217
  br i1 %5, label %bb2.i.i.i.i, label %cleanup.body, !dbg !3217

bb2.i.i.i.i:                                      ; preds = %bb2.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !3218)
  fence acquire, !dbg !3220
; invoke <alloc::sync::Arc<std::thread::spawnhook::SpawnHook>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook9SpawnHookE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %0) #21
          to label %cleanup.body unwind label %terminate.i, !dbg !3221

bb4.i:                                            ; preds = %start
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3222), !dbg !3162
    #dbg_value(ptr %0, !3166, !DIExpression(), !3225)
  %6 = load ptr, ptr %0, align 8, !dbg !3227, !alias.scope !3228, !noundef !43
  %7 = icmp eq ptr %6, null, !dbg !3227
  br i1 %7, label %bb4, label %bb2.i1.i, !dbg !3227

bb2.i1.i:                                         ; preds = %bb4.i
    #dbg_value(ptr %0, !3180, !DIExpression(), !3229)
    #dbg_value(ptr %0, !3188, !DIExpression(), !3231)
    #dbg_value(i64 1, !3196, !DIExpression(), !3233)
    #dbg_value(i8 1, !3200, !DIExpression(), !3233)
    #dbg_value(i64 1, !3203, !DIExpression(), !3235)
    #dbg_value(i8 1, !3207, !DIExpression(), !3235)
    #dbg_value(ptr %6, !3199, !DIExpression(), !3237)
    #dbg_value(ptr %6, !3206, !DIExpression(), !3235)
  %8 = atomicrmw sub ptr %6, i64 1 release, align 8, !dbg !3238, !noalias !3239
  %9 = icmp eq i64 %8, 1, !dbg !3244
  br i1 %9, label %bb2.i.i.i2.i, label %bb4, !dbg !3244

bb2.i.i.i2.i:                                     ; preds = %bb2.i1.i
    #dbg_value(i8 2, !1613, !DIExpression(), !3245)
  fence acquire, !dbg !3247
; invoke <alloc::sync::Arc<std::thread::spawnhook::SpawnHook>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook9SpawnHookE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %0) #21
          to label %bb4 unwind label %cleanup, !dbg !3248

terminate.i:                                      ; preds = %bb2.i.i.i.i
  %10 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !3162
  unreachable, !dbg !3162

cleanup:                                          ; preds = %bb2.i.i.i2.i
  %11 = landingpad { ptr, i32 }
          cleanup
  br label %cleanup.body, !dbg !3151

cleanup.body:                                     ; preds = %cleanup.i, %bb2.i.i, %bb2.i.i.i.i, %cleanup
  %eh.lpad-body = phi { ptr, i32 } [ %11, %cleanup ], [ %1, %bb2.i.i.i.i ], [ %1, %bb2.i.i ], [ %1, %cleanup.i ]
; invoke core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>>
  invoke fastcc void @"_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hc2622c5d2f2769cdE"(ptr noalias noundef align 8 dereferenceable(24) %_1) #22
          to label %bb1 unwind label %terminate, !dbg !3151

bb4:                                              ; preds = %bb2.i1.i, %bb4.i, %bb2.i.i.i2.i
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn core::ops::function::FnOnce<()>+Output = ()+core::marker::Send>>>
  tail call fastcc void @"_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hc2622c5d2f2769cdE"(ptr noalias noundef align 8 dereferenceable(24) %_1), !dbg !3151
  ret void, !dbg !3151

terminate:                                        ; preds = %cleanup.body
  %12 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !3151
  unreachable, !dbg !3151

bb1:                                              ; preds = %cleanup.body
  resume { ptr, i32 } %eh.lpad-body, !dbg !3151
}

; core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !3249 {
start:
    #dbg_value(ptr %_1, !3254, !DIExpression(), !3255)
  %_6 = load ptr, ptr %_1, align 8, !dbg !3256, !nonnull !43, !noundef !43
    #dbg_value(ptr %_6, !3257, !DIExpression(), !3262)
    #dbg_value(ptr %_6, !1405, !DIExpression(), !3264)
  %0 = load ptr, ptr %_6, align 8, !dbg !3266, !alias.scope !3267, !align !1417, !noundef !43
  %1 = icmp eq ptr %0, null, !dbg !3266
  br i1 %1, label %bb3, label %bb2.i.i, !dbg !3266

bb2.i.i:                                          ; preds = %start
; invoke core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  invoke fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull align 8 dereferenceable(16) %_6)
          to label %bb3 unwind label %bb1, !dbg !3266

bb3:                                              ; preds = %start, %bb2.i.i
    #dbg_value(ptr poison, !3272, !DIExpression(), !3292)
    #dbg_value(i64 8, !3289, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3294)
    #dbg_value(i64 16, !3289, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3294)
    #dbg_value(ptr %_6, !3278, !DIExpression(), !3295)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3296)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3298)
    #dbg_value(ptr %_6, !1507, !DIExpression(), !3296)
    #dbg_value(ptr %_6, !1515, !DIExpression(), !3298)
    #dbg_value(ptr %_6, !1519, !DIExpression(), !3300)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3296)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3298)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3300)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3302)
    #dbg_value(i64 16, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3296)
    #dbg_value(i64 16, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3298)
    #dbg_value(i64 16, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3300)
    #dbg_value(i64 16, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3302)
    #dbg_value(ptr %_6, !1533, !DIExpression(), !3302)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6, i64 noundef 16, i64 noundef 8) #19, !dbg !3304
  ret void, !dbg !3256

bb1:                                              ; preds = %bb2.i.i
  %2 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !3272, !DIExpression(), !3305)
    #dbg_value(i64 8, !3289, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3307)
    #dbg_value(i64 16, !3289, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3307)
    #dbg_value(ptr %_6, !3278, !DIExpression(), !3308)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3309)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3311)
    #dbg_value(ptr %_6, !1507, !DIExpression(), !3309)
    #dbg_value(ptr %_6, !1515, !DIExpression(), !3311)
    #dbg_value(ptr %_6, !1519, !DIExpression(), !3313)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3309)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3311)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3313)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3315)
    #dbg_value(i64 16, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3309)
    #dbg_value(i64 16, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3311)
    #dbg_value(i64 16, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3313)
    #dbg_value(i64 16, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3315)
    #dbg_value(ptr %_6, !1533, !DIExpression(), !3315)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6, i64 noundef 16, i64 noundef 8) #19, !dbg !3317
  resume { ptr, i32 } %2, !dbg !3256
}

; core::ptr::drop_in_place<alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !1422 {
start:
    #dbg_value(ptr %_1, !1421, !DIExpression(), !3318)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !3319
  %_6.1 = load ptr, ptr %0, align 8, !dbg !3319, !nonnull !43, !align !1417, !noundef !43
  %1 = load ptr, ptr %_6.1, align 8, !dbg !3319, !invariant.load !43
  %.not = icmp eq ptr %1, null, !dbg !3319
  br i1 %.not, label %bb3, label %is_not_null, !dbg !3319

is_not_null:                                      ; preds = %start
  %_6.0 = load ptr, ptr %_1, align 8, !dbg !3319, !nonnull !43, !noundef !43
  invoke void %1(ptr noundef nonnull %_6.0)
          to label %bb3 unwind label %cleanup, !dbg !3319

bb3:                                              ; preds = %is_not_null, %start
    #dbg_value(ptr poison, !1432, !DIExpression(), !3320)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3322)
    #dbg_value(ptr %_6.1, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3322)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3323)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3325)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3327)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3329)
    #dbg_value(ptr %_6.1, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3323)
    #dbg_value(ptr %_6.1, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3325)
    #dbg_value(ptr %_6.1, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3327)
    #dbg_value(ptr %_6.1, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3329)
  %2 = getelementptr inbounds nuw i8, ptr %_6.1, i64 8, !dbg !3331
  %3 = load i64, ptr %2, align 8, !dbg !3331, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3332)
    #dbg_value(i64 %3, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3332)
  %4 = icmp eq i64 %3, 0, !dbg !3333
  br i1 %4, label %"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h01914b6f684b170dE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i, !dbg !3333

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i: ; preds = %bb3
  %_1.val2 = load ptr, ptr %_1, align 8, !dbg !3319, !nonnull !43, !noundef !43
  %5 = getelementptr inbounds nuw i8, ptr %_6.1, i64 16, !dbg !3331
  %6 = load i64, ptr %5, align 8, !dbg !3334, !range !1501, !invariant.load !43
    #dbg_value(i64 %6, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3332)
    #dbg_value(ptr %_1.val2, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3323)
    #dbg_value(ptr %_1.val2, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3325)
    #dbg_value(ptr %_1.val2, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3327)
    #dbg_value(ptr %_1.val2, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3329)
    #dbg_value(ptr %_1.val2, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3322)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3335)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3337)
    #dbg_value(ptr %_1.val2, !1507, !DIExpression(), !3335)
    #dbg_value(ptr %_1.val2, !1515, !DIExpression(), !3337)
    #dbg_value(ptr %_1.val2, !1519, !DIExpression(), !3339)
    #dbg_value(i64 %6, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3335)
    #dbg_value(i64 %6, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3337)
    #dbg_value(i64 %6, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3339)
    #dbg_value(i64 %6, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3341)
    #dbg_value(i64 %3, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3335)
    #dbg_value(i64 %3, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3337)
    #dbg_value(i64 %3, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3339)
    #dbg_value(i64 %3, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3341)
    #dbg_value(ptr %_1.val2, !1533, !DIExpression(), !3341)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val2, i64 noundef %3, i64 noundef range(i64 1, -9223372036854775807) %6) #19, !dbg !3343
  br label %"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h01914b6f684b170dE.exit", !dbg !3344

"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h01914b6f684b170dE.exit": ; preds = %bb3, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i
  ret void, !dbg !3319

cleanup:                                          ; preds = %is_not_null
  %7 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1432, !DIExpression(), !3345)
    #dbg_value(ptr poison, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3347)
    #dbg_value(ptr %_6.1, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3347)
    #dbg_value(ptr poison, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3348)
    #dbg_value(ptr poison, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3350)
    #dbg_value(ptr poison, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3352)
    #dbg_value(ptr poison, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3354)
    #dbg_value(ptr %_6.1, !1461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3348)
    #dbg_value(ptr %_6.1, !1473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3350)
    #dbg_value(ptr %_6.1, !1480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3352)
    #dbg_value(ptr %_6.1, !1491, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3354)
  %8 = getelementptr inbounds nuw i8, ptr %_6.1, i64 8, !dbg !3356
  %9 = load i64, ptr %8, align 8, !dbg !3356, !range !1497, !invariant.load !43
    #dbg_value(i64 poison, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3357)
    #dbg_value(i64 %9, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3357)
  %10 = icmp eq i64 %9, 0, !dbg !3358
  br i1 %10, label %bb1, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4, !dbg !3358

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4: ; preds = %cleanup
  %11 = getelementptr inbounds nuw i8, ptr %_6.1, i64 16, !dbg !3356
  %12 = load i64, ptr %11, align 8, !dbg !3359, !range !1501, !invariant.load !43
    #dbg_value(i64 %12, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3357)
    #dbg_value(ptr %_6.0, !1461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3348)
    #dbg_value(ptr %_6.0, !1473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3350)
    #dbg_value(ptr %_6.0, !1480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3352)
    #dbg_value(ptr %_6.0, !1491, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3354)
    #dbg_value(ptr %_6.0, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3347)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3360)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3362)
    #dbg_value(ptr %_6.0, !1507, !DIExpression(), !3360)
    #dbg_value(ptr %_6.0, !1515, !DIExpression(), !3362)
    #dbg_value(ptr %_6.0, !1519, !DIExpression(), !3364)
    #dbg_value(i64 %12, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3360)
    #dbg_value(i64 %12, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3362)
    #dbg_value(i64 %12, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3364)
    #dbg_value(i64 %12, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3366)
    #dbg_value(i64 %9, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3360)
    #dbg_value(i64 %9, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3362)
    #dbg_value(i64 %9, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3364)
    #dbg_value(i64 %9, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3366)
    #dbg_value(ptr %_6.0, !1533, !DIExpression(), !3366)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.0, i64 noundef %9, i64 noundef range(i64 1, -9223372036854775807) %12) #19, !dbg !3368
  br label %bb1, !dbg !3369

bb1:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4, %cleanup
  resume { ptr, i32 } %7, !dbg !3319
}

; alloc::sync::Arc<T,A>::drop_slow
; Function Attrs: noinline nonlazybind uwtable
define void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b84f7b1083b7bcfE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !3370 {
start:
    #dbg_value(ptr %self, !3373, !DIExpression(), !3382)
  %_3 = load ptr, ptr %self, align 8, !dbg !3383, !nonnull !43, !noundef !43
    #dbg_value(ptr %_3, !3374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3384)
    #dbg_value(ptr %self, !3374, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3384)
  %_6 = getelementptr inbounds nuw i8, ptr %_3, i64 16, !dbg !3385
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3386), !dbg !3389
    #dbg_value(ptr %_6, !3390, !DIExpression(), !3396)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3398), !dbg !3401
    #dbg_value(ptr %_6, !3000, !DIExpression(), !3402)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3404), !dbg !3407
    #dbg_value(ptr %_6, !3014, !DIExpression(), !3408)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3410), !dbg !3413
    #dbg_value(ptr %_6, !3028, !DIExpression(), !3414)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3416), !dbg !3419
    #dbg_value(ptr %_6, !3042, !DIExpression(), !3420)
    #dbg_value(ptr %_6, !3050, !DIExpression(), !3422)
    #dbg_value(i64 1, !3060, !DIExpression(), !3424)
    #dbg_value(i8 1, !3064, !DIExpression(), !3424)
    #dbg_value(i64 1, !3067, !DIExpression(), !3426)
    #dbg_value(i8 1, !3071, !DIExpression(), !3426)
  %_10.i.i.i.i.i = load ptr, ptr %_6, align 8, !dbg !3428, !alias.scope !3430, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i.i, !3063, !DIExpression(), !3431)
    #dbg_value(ptr %_10.i.i.i.i.i, !3070, !DIExpression(), !3426)
  %0 = atomicrmw sub ptr %_10.i.i.i.i.i, i64 1 release, align 8, !dbg !3432, !noalias !3430
  %1 = icmp eq i64 %0, 1, !dbg !3433
  br i1 %1, label %bb2.i.i.i.i.i, label %bb1, !dbg !3433

bb2.i.i.i.i.i:                                    ; preds = %start
    #dbg_value(i8 2, !1613, !DIExpression(), !3434)
  fence acquire, !dbg !3436
; invoke <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(24) %_6) #21
          to label %bb1 unwind label %cleanup, !dbg !3437

cleanup:                                          ; preds = %bb2.i.i.i.i.i
  %2 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !3438, !DIExpression(), !3446)
    #dbg_value(ptr poison, !3448, !DIExpression(), !3463)
    #dbg_value(ptr poison, !3465, !DIExpression(), !3488)
    #dbg_value(i64 1, !3490, !DIExpression(), !3495)
    #dbg_value(i8 1, !3494, !DIExpression(), !3495)
    #dbg_value(i64 1, !3497, !DIExpression(), !3502)
    #dbg_value(i8 1, !3501, !DIExpression(), !3502)
    #dbg_value(ptr %_3, !3485, !DIExpression(), !3504)
  %3 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !3505
  br i1 %3, label %bb4, label %bb8.i.i, !dbg !3505

bb8.i.i:                                          ; preds = %cleanup
  %_19.i.i = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !3506
    #dbg_value(ptr %_19.i.i, !3455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3507)
    #dbg_value(ptr %_19.i.i, !3461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3508)
    #dbg_value(ptr %_19.i.i, !3493, !DIExpression(), !3495)
    #dbg_value(ptr %_3, !3455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3507)
    #dbg_value(ptr %_3, !3461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3508)
    #dbg_value(ptr %_19.i.i, !3500, !DIExpression(), !3502)
  %4 = atomicrmw sub ptr %_19.i.i, i64 1 release, align 8, !dbg !3509
  %5 = icmp eq i64 %4, 1, !dbg !3510
  br i1 %5, label %bb1.i.i, label %bb4, !dbg !3510

bb1.i.i:                                          ; preds = %bb8.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !3511)
  fence acquire, !dbg !3513
    #dbg_value(ptr poison, !3514, !DIExpression(), !3524)
    #dbg_value(ptr %_3, !3522, !DIExpression(), !3524)
    #dbg_value(i64 8, !3523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3524)
    #dbg_value(i64 40, !3523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3524)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3526)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3528)
    #dbg_value(ptr %_3, !1507, !DIExpression(), !3526)
    #dbg_value(ptr %_3, !1515, !DIExpression(), !3528)
    #dbg_value(ptr %_3, !1519, !DIExpression(), !3530)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3526)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3528)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3530)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3532)
    #dbg_value(i64 40, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3526)
    #dbg_value(i64 40, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3528)
    #dbg_value(i64 40, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3530)
    #dbg_value(i64 40, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3532)
    #dbg_value(ptr %_3, !1533, !DIExpression(), !3532)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 40, i64 noundef 8) #19, !dbg !3534
  br label %bb4, !dbg !3535

bb1:                                              ; preds = %start, %bb2.i.i.i.i.i
    #dbg_value(ptr poison, !3438, !DIExpression(), !3536)
    #dbg_value(ptr poison, !3448, !DIExpression(), !3538)
    #dbg_value(ptr poison, !3465, !DIExpression(), !3540)
    #dbg_value(i64 1, !3490, !DIExpression(), !3542)
    #dbg_value(i8 1, !3494, !DIExpression(), !3542)
    #dbg_value(i64 1, !3497, !DIExpression(), !3544)
    #dbg_value(i8 1, !3501, !DIExpression(), !3544)
    #dbg_value(ptr %_3, !3485, !DIExpression(), !3546)
  %6 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !3547
  br i1 %6, label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hb1aee488454b5b06E.exit7", label %bb8.i.i4, !dbg !3547

bb8.i.i4:                                         ; preds = %bb1
  %_19.i.i5 = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !3548
    #dbg_value(ptr %_19.i.i5, !3455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3549)
    #dbg_value(ptr %_19.i.i5, !3461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3550)
    #dbg_value(ptr %_19.i.i5, !3493, !DIExpression(), !3542)
    #dbg_value(ptr %_3, !3455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3549)
    #dbg_value(ptr %_3, !3461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3550)
    #dbg_value(ptr %_19.i.i5, !3500, !DIExpression(), !3544)
  %7 = atomicrmw sub ptr %_19.i.i5, i64 1 release, align 8, !dbg !3551
  %8 = icmp eq i64 %7, 1, !dbg !3552
  br i1 %8, label %bb1.i.i6, label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hb1aee488454b5b06E.exit7", !dbg !3552

bb1.i.i6:                                         ; preds = %bb8.i.i4
    #dbg_value(i8 2, !1613, !DIExpression(), !3553)
  fence acquire, !dbg !3555
    #dbg_value(ptr poison, !3514, !DIExpression(), !3556)
    #dbg_value(ptr %_3, !3522, !DIExpression(), !3556)
    #dbg_value(i64 8, !3523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3556)
    #dbg_value(i64 40, !3523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3556)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3558)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3560)
    #dbg_value(ptr %_3, !1507, !DIExpression(), !3558)
    #dbg_value(ptr %_3, !1515, !DIExpression(), !3560)
    #dbg_value(ptr %_3, !1519, !DIExpression(), !3562)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3558)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3560)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3562)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3564)
    #dbg_value(i64 40, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3558)
    #dbg_value(i64 40, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3560)
    #dbg_value(i64 40, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3562)
    #dbg_value(i64 40, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3564)
    #dbg_value(ptr %_3, !1533, !DIExpression(), !3564)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 40, i64 noundef 8) #19, !dbg !3566
  br label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hb1aee488454b5b06E.exit7", !dbg !3567

"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hb1aee488454b5b06E.exit7": ; preds = %bb1, %bb8.i.i4, %bb1.i.i6
  ret void, !dbg !3568

bb4:                                              ; preds = %bb1.i.i, %bb8.i.i, %cleanup
  resume { ptr, i32 } %2, !dbg !3569
}

; alloc::sync::Arc<T,A>::drop_slow
; Function Attrs: noinline nonlazybind uwtable
define void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !3570 {
start:
    #dbg_value(ptr %self, !3573, !DIExpression(), !3581)
  %_3 = load ptr, ptr %self, align 8, !dbg !3582, !nonnull !43, !noundef !43
    #dbg_value(ptr %_3, !3574, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3583)
    #dbg_value(ptr %self, !3574, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3583)
  %_6 = getelementptr inbounds nuw i8, ptr %_3, i64 16, !dbg !3584
; invoke core::ptr::drop_in_place<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node>>>>
  invoke fastcc void @"_ZN4core3ptr127drop_in_place$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$17he9094310e739dcceE"(ptr noalias noundef align 8 dereferenceable(32) %_6)
          to label %bb1 unwind label %cleanup, !dbg !3585

cleanup:                                          ; preds = %start
  %0 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !3586, !DIExpression(), !3594)
    #dbg_value(ptr poison, !3596, !DIExpression(), !3606)
    #dbg_value(ptr poison, !3608, !DIExpression(), !3618)
    #dbg_value(i64 1, !3620, !DIExpression(), !3625)
    #dbg_value(i8 1, !3624, !DIExpression(), !3625)
    #dbg_value(i64 1, !3627, !DIExpression(), !3632)
    #dbg_value(i8 1, !3631, !DIExpression(), !3632)
    #dbg_value(ptr %_3, !3615, !DIExpression(), !3634)
  %1 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !3635
  br i1 %1, label %bb4, label %bb8.i.i, !dbg !3635

bb8.i.i:                                          ; preds = %cleanup
  %_19.i.i = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !3636
    #dbg_value(ptr %_19.i.i, !3602, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3637)
    #dbg_value(ptr %_19.i.i, !3604, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3638)
    #dbg_value(ptr %_19.i.i, !3623, !DIExpression(), !3625)
    #dbg_value(ptr %_3, !3602, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3637)
    #dbg_value(ptr %_3, !3604, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3638)
    #dbg_value(ptr %_19.i.i, !3630, !DIExpression(), !3632)
  %2 = atomicrmw sub ptr %_19.i.i, i64 1 release, align 8, !dbg !3639
  %3 = icmp eq i64 %2, 1, !dbg !3640
  br i1 %3, label %bb1.i.i, label %bb4, !dbg !3640

bb1.i.i:                                          ; preds = %bb8.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !3641)
  fence acquire, !dbg !3643
    #dbg_value(ptr poison, !3514, !DIExpression(), !3644)
    #dbg_value(ptr %_3, !3522, !DIExpression(), !3644)
    #dbg_value(i64 8, !3523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3644)
    #dbg_value(i64 48, !3523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3644)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3646)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3648)
    #dbg_value(ptr %_3, !1507, !DIExpression(), !3646)
    #dbg_value(ptr %_3, !1515, !DIExpression(), !3648)
    #dbg_value(ptr %_3, !1519, !DIExpression(), !3650)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3646)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3648)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3650)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3652)
    #dbg_value(i64 48, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3646)
    #dbg_value(i64 48, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3648)
    #dbg_value(i64 48, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3650)
    #dbg_value(i64 48, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3652)
    #dbg_value(ptr %_3, !1533, !DIExpression(), !3652)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 48, i64 noundef 8) #19, !dbg !3654
  br label %bb4, !dbg !3655

bb1:                                              ; preds = %start
    #dbg_value(ptr poison, !3586, !DIExpression(), !3656)
    #dbg_value(ptr poison, !3596, !DIExpression(), !3658)
    #dbg_value(ptr poison, !3608, !DIExpression(), !3660)
    #dbg_value(i64 1, !3620, !DIExpression(), !3662)
    #dbg_value(i8 1, !3624, !DIExpression(), !3662)
    #dbg_value(i64 1, !3627, !DIExpression(), !3664)
    #dbg_value(i8 1, !3631, !DIExpression(), !3664)
    #dbg_value(ptr %_3, !3615, !DIExpression(), !3666)
  %4 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !3667
  br i1 %4, label %"_ZN4core3ptr179drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h03dc1cd0019ad848E.exit7", label %bb8.i.i4, !dbg !3667

bb8.i.i4:                                         ; preds = %bb1
  %_19.i.i5 = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !3668
    #dbg_value(ptr %_19.i.i5, !3602, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3669)
    #dbg_value(ptr %_19.i.i5, !3604, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3670)
    #dbg_value(ptr %_19.i.i5, !3623, !DIExpression(), !3662)
    #dbg_value(ptr %_3, !3602, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3669)
    #dbg_value(ptr %_3, !3604, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3670)
    #dbg_value(ptr %_19.i.i5, !3630, !DIExpression(), !3664)
  %5 = atomicrmw sub ptr %_19.i.i5, i64 1 release, align 8, !dbg !3671
  %6 = icmp eq i64 %5, 1, !dbg !3672
  br i1 %6, label %bb1.i.i6, label %"_ZN4core3ptr179drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h03dc1cd0019ad848E.exit7", !dbg !3672

bb1.i.i6:                                         ; preds = %bb8.i.i4
    #dbg_value(i8 2, !1613, !DIExpression(), !3673)
  fence acquire, !dbg !3675
    #dbg_value(ptr poison, !3514, !DIExpression(), !3676)
    #dbg_value(ptr %_3, !3522, !DIExpression(), !3676)
    #dbg_value(i64 8, !3523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3676)
    #dbg_value(i64 48, !3523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3676)
    #dbg_value(ptr poison, !1502, !DIExpression(), !3678)
    #dbg_value(ptr poison, !1511, !DIExpression(), !3680)
    #dbg_value(ptr %_3, !1507, !DIExpression(), !3678)
    #dbg_value(ptr %_3, !1515, !DIExpression(), !3680)
    #dbg_value(ptr %_3, !1519, !DIExpression(), !3682)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3678)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3680)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3682)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3684)
    #dbg_value(i64 48, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3678)
    #dbg_value(i64 48, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3680)
    #dbg_value(i64 48, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3682)
    #dbg_value(i64 48, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3684)
    #dbg_value(ptr %_3, !1533, !DIExpression(), !3684)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 48, i64 noundef 8) #19, !dbg !3686
  br label %"_ZN4core3ptr179drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h03dc1cd0019ad848E.exit7", !dbg !3687

"_ZN4core3ptr179drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h03dc1cd0019ad848E.exit7": ; preds = %bb1, %bb8.i.i4, %bb1.i.i6
  ret void, !dbg !3688

bb4:                                              ; preds = %bb1.i.i, %bb8.i.i, %cleanup
  resume { ptr, i32 } %0, !dbg !3689
}

; <alloc::boxed::Box<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN67_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h37a64bc5bdb5cdb8E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 !dbg !3690 {
start:
    #dbg_value(ptr %self, !3696, !DIExpression(), !3698)
    #dbg_value(ptr %f, !3697, !DIExpression(), !3698)
  %_5.0 = load ptr, ptr %self, align 8, !dbg !3699, !nonnull !43, !noundef !43
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !3699
  %_5.1 = load ptr, ptr %0, align 8, !dbg !3699, !nonnull !43, !align !1417, !noundef !43
; call <dyn core::any::Any + core::marker::Send as core::fmt::Debug>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXs0_NtCsgEmfK2I1SDS_4core3anyDNtB5_3AnyNtNtB7_6marker4SendEL_NtNtB7_3fmt5Debug3fmt(ptr noundef nonnull align 1 %_5.0, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %_5.1, ptr noalias noundef nonnull align 8 dereferenceable(24) %f), !dbg !3700
  ret i1 %_0, !dbg !3701
}

; threadres::send_joined
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN9threadres11send_joined17h57194e383e522901E(i64 noundef %r, i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !3702 {
bb30.i.i:
  %e.i3 = alloca [8 x i8], align 8
  %self1.i.i.i.i = alloca [24 x i8], align 8
  %self1.i.i.i = alloca [24 x i8], align 8
  %_51.i.i = alloca [48 x i8], align 8
  %_33.i.i = alloca [24 x i8], align 8
  %_30.i.i = alloca [48 x i8], align 8
  %rust_start.i.i = alloca [48 x i8], align 8
  %my_packet.i.i = alloca [8 x i8], align 8
  %hooks.i.i = alloca [32 x i8], align 8
  %thread.i.i = alloca [8 x i8], align 8
  %name.i = alloca [24 x i8], align 8
  %e.i = alloca [16 x i8], align 8
  %_14 = alloca [24 x i8], align 8
    #dbg_declare(ptr poison, !3719, !DIExpression(DW_OP_LLVM_fragment, 328, 56), !3820)
    #dbg_declare(ptr poison, !3825, !DIExpression(DW_OP_LLVM_fragment, 328, 56), !3836)
    #dbg_value(i64 %r, !3706, !DIExpression(), !3837)
    #dbg_value(i64 %k, !3707, !DIExpression(), !3837)
    #dbg_value(i64 %k, !3834, !DIExpression(), !3838)
    #dbg_value(i64 %k, !3826, !DIExpression(), !3839)
    #dbg_value(i64 -9223372036854775808, !3825, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3839)
    #dbg_value(i64 -9223372036854775808, !3719, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3840)
    #dbg_value(i64 0, !3825, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3839)
    #dbg_value(i64 0, !3719, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3840)
    #dbg_value(i8 0, !3825, !DIExpression(DW_OP_LLVM_fragment, 320, 8), !3839)
    #dbg_value(i8 0, !3719, !DIExpression(DW_OP_LLVM_fragment, 320, 8), !3840)
  call void @llvm.lifetime.start.p0(ptr nonnull %name.i), !dbg !3841
    #dbg_value(i64 %k, !3798, !DIExpression(), !3840)
    #dbg_declare(ptr %name.i, !3799, !DIExpression(), !3842)
  store i64 -9223372036854775808, ptr %name.i, align 8, !dbg !3841, !noalias !3843
    #dbg_value(i64 0, !3801, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3846)
    #dbg_value(i64 undef, !3801, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3846)
    #dbg_value(i1 false, !3802, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3846)
    #dbg_value(i64 0, !3847, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3906)
    #dbg_value(i64 0, !3908, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3920)
    #dbg_value(i64 undef, !3847, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3906)
    #dbg_value(i64 undef, !3908, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3920)
    #dbg_value(ptr null, !3869, !DIExpression(), !3906)
    #dbg_declare(ptr %name.i, !3867, !DIExpression(), !3922)
    #dbg_value(i1 false, !3868, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3906)
    #dbg_value(i64 %k, !3870, !DIExpression(), !3906)
    #dbg_declare(ptr %thread.i.i, !3875, !DIExpression(), !3923)
    #dbg_declare(ptr %hooks.i.i, !3877, !DIExpression(), !3924)
    #dbg_declare(ptr %my_packet.i.i, !3879, !DIExpression(), !3925)
    #dbg_declare(ptr %rust_start.i.i, !3885, !DIExpression(), !3926)
    #dbg_declare(ptr poison, !3917, !DIExpression(), !3927)
    #dbg_value(i64 1, !3928, !DIExpression(), !3934)
    #dbg_value(i8 0, !3933, !DIExpression(), !3934)
    #dbg_value(i64 1, !3945, !DIExpression(), !3950)
    #dbg_value(i8 0, !3949, !DIExpression(), !3950)
    #dbg_declare(ptr poison, !3952, !DIExpression(), !3959)
    #dbg_value(i64 1, !3928, !DIExpression(), !3961)
    #dbg_value(i8 0, !3933, !DIExpression(), !3961)
    #dbg_value(i64 1, !3945, !DIExpression(), !3990)
    #dbg_value(i8 0, !3949, !DIExpression(), !3990)
    #dbg_declare(ptr poison, !3993, !DIExpression(), !4002)
    #dbg_declare(ptr %self1.i.i.i, !4004, !DIExpression(), !4040)
    #dbg_value(i8 0, !4042, !DIExpression(), !4049)
    #dbg_declare(ptr poison, !4037, !DIExpression(), !4051)
    #dbg_value(i64 2097152, !4052, !DIExpression(), !4061)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !4063, !DIExpression(), !4071)
    #dbg_value(i8 0, !4070, !DIExpression(), !4071)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !4048, !DIExpression(), !4049)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !4073, !DIExpression(), !4080)
    #dbg_value(i8 0, !4079, !DIExpression(), !4080)
  %0 = load atomic i64, ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN monotonic, align 8, !dbg !4082, !noalias !4083
    #dbg_value(i64 %0, !3998, !DIExpression(), !4088)
  %1 = icmp eq i64 %0, 0, !dbg !4089
  br i1 %1, label %bb2.i50.i.i, label %bb1.i.i.i, !dbg !4089

bb2.i50.i.i:                                      ; preds = %bb30.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %self1.i.i.i), !dbg !4090, !noalias !4083
    #dbg_value(ptr @alloc_7a0078e56453c84a4274ce689b2bb39a, !4091, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4100)
    #dbg_value(i64 14, !4091, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4100)
; call std::env::_var_os
  call void @_RNvNtCsjrHSEGnQ3l9_3std3env7__var_os(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %self1.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_7a0078e56453c84a4274ce689b2bb39a, i64 noundef 14), !dbg !4102, !noalias !4083
  %2 = load i64, ptr %self1.i.i.i, align 8, !dbg !4103, !range !4104, !noalias !4083, !noundef !43
  %.not.i.i.i = icmp eq i64 %2, -9223372036854775808, !dbg !4103
  br i1 %.not.i.i.i, label %bb10.i.i.i, label %bb8.i.i.i, !dbg !4105

bb1.i.i.i:                                        ; preds = %bb30.i.i
  %3 = add i64 %0, -1, !dbg !4106
    #dbg_value(i64 %3, !4000, !DIExpression(), !4107)
  br label %bb29.i.i, !dbg !4108

bb8.i.i.i:                                        ; preds = %bb2.i50.i.i
    #dbg_value(i64 %2, !4038, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4109)
  %x.sroa.5.0.self1.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %self1.i.i.i, i64 8, !dbg !4110
  %x.sroa.5.0.copyload.i.i.i = load ptr, ptr %x.sroa.5.0.self1.sroa_idx.i.i.i, align 8, !dbg !4110, !noalias !4083, !nonnull !43, !noundef !43
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !4038, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4109)
  %x.sroa.6.0.self1.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %self1.i.i.i, i64 16, !dbg !4110
  %x.sroa.6.0.copyload.i.i.i = load i64, ptr %x.sroa.6.0.self1.sroa_idx.i.i.i, align 8, !dbg !4110, !noalias !4083
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !4038, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4109)
    #dbg_value(i64 %2, !4111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4117)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !4111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4117)
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !4111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4117)
    #dbg_declare(ptr poison, !4116, !DIExpression(), !4119)
    #dbg_declare(ptr %self1.i.i.i.i, !4120, !DIExpression(), !4172)
    #dbg_declare(ptr poison, !4197, !DIExpression(), !4210)
    #dbg_value(i32 10, !4212, !DIExpression(), !4238)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !4191, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4261)
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !4191, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4261)
  call void @llvm.lifetime.start.p0(ptr nonnull %self1.i.i.i.i), !dbg !4262, !noalias !4263
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !4266, !DIExpression(), !4278)
; invoke core::str::converts::from_utf8
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self1.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %x.sroa.5.0.copyload.i.i.i, i64 noundef %x.sroa.6.0.copyload.i.i.i)
          to label %bb4.i.i.i.i unwind label %cleanup.i.i.i.i, !dbg !4280, !noalias !4263

cleanup.i.i.i.i:                                  ; preds = %bb8.i.i.i
  %4 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !4281, !DIExpression(), !4287)
    #dbg_value(ptr poison, !4289, !DIExpression(), !4297)
    #dbg_value(ptr poison, !4299, !DIExpression(), !4307)
    #dbg_value(ptr poison, !4309, !DIExpression(), !4317)
    #dbg_value(ptr poison, !4319, !DIExpression(), !4325)
    #dbg_value(ptr poison, !2461, !DIExpression(), !4327)
    #dbg_value(i64 1, !2468, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4327)
    #dbg_value(i64 1, !2468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4327)
    #dbg_value(ptr poison, !2474, !DIExpression(), !4329)
    #dbg_value(i64 1, !2498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4329)
    #dbg_value(i64 1, !2498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4329)
  %5 = icmp eq i64 %2, 0, !dbg !4331
  br i1 %5, label %common.resume, label %bb2.i.i.i4.i.i.i.i.i.i.i, !dbg !4331

bb2.i.i.i4.i.i.i.i.i.i.i:                         ; preds = %cleanup.i.i.i.i
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !2469, !DIExpression(), !4332)
    #dbg_value(i64 1, !2471, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4332)
    #dbg_value(i64 %2, !2471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4332)
    #dbg_value(ptr poison, !1502, !DIExpression(), !4333)
    #dbg_value(ptr poison, !1511, !DIExpression(), !4335)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1507, !DIExpression(), !4333)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1515, !DIExpression(), !4335)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1519, !DIExpression(), !4337)
    #dbg_value(i64 1, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4333)
    #dbg_value(i64 1, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4335)
    #dbg_value(i64 1, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4337)
    #dbg_value(i64 1, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4339)
    #dbg_value(i64 %2, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4333)
    #dbg_value(i64 %2, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4335)
    #dbg_value(i64 %2, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4337)
    #dbg_value(i64 %2, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4339)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1533, !DIExpression(), !4339)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %x.sroa.5.0.copyload.i.i.i, i64 noundef %2, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !dbg !4341, !noalias !4263
  br label %common.resume, !dbg !4342

bb4.i.i.i.i:                                      ; preds = %bb8.i.i.i
  %_16.i.i.i.i = load i64, ptr %self1.i.i.i.i, align 8, !dbg !4343, !range !1391, !noalias !4263, !noundef !43
  %6 = trunc nuw i64 %_16.i.i.i.i to i1, !dbg !4344
  br i1 %6, label %bb6.i.i.i.i, label %bb7.i.i.i.i, !dbg !4344

bb6.i.i.i.i:                                      ; preds = %bb4.i.i.i.i
    #dbg_value(ptr poison, !4207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4345)
    #dbg_value(i64 poison, !4207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4345)
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i.i), !dbg !4346, !noalias !4263
  br label %bb8.i.i.i.i, !dbg !4347

bb7.i.i.i.i:                                      ; preds = %bb4.i.i.i.i
  %7 = getelementptr inbounds nuw i8, ptr %self1.i.i.i.i, i64 8, !dbg !4348
  %x.0.i.i.i.i = load ptr, ptr %7, align 8, !dbg !4348, !noalias !4263, !nonnull !43, !align !4349, !noundef !43
  %8 = getelementptr inbounds nuw i8, ptr %self1.i.i.i.i, i64 16, !dbg !4348
  %x.1.i.i.i.i = load i64, ptr %8, align 8, !dbg !4348, !noalias !4263, !noundef !43
    #dbg_value(ptr %x.0.i.i.i.i, !4207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4345)
    #dbg_value(i64 %x.1.i.i.i.i, !4207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4345)
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i.i), !dbg !4346, !noalias !4263
    #dbg_value(ptr %x.0.i.i.i.i, !4208, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4350)
    #dbg_value(ptr %x.0.i.i.i.i, !4259, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4351)
    #dbg_value(ptr %x.0.i.i.i.i, !4251, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4352)
    #dbg_value(ptr %x.0.i.i.i.i, !4245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4353)
    #dbg_value(ptr %x.0.i.i.i.i, !4237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4238)
    #dbg_value(i64 %x.1.i.i.i.i, !4208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4350)
    #dbg_value(i64 %x.1.i.i.i.i, !4259, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4351)
    #dbg_value(i64 %x.1.i.i.i.i, !4251, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4352)
    #dbg_value(i64 %x.1.i.i.i.i, !4245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4353)
    #dbg_value(i64 %x.1.i.i.i.i, !4237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4238)
    #dbg_value(ptr %x.0.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(ptr %x.0.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4416)
    #dbg_value(i64 %x.1.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(i64 %x.1.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4416)
    #dbg_value(i32 10, !4359, !DIExpression(), !4414)
    #dbg_value(i32 10, !4417, !DIExpression(), !4424)
    #dbg_value(i8 0, !4360, !DIExpression(), !4426)
    #dbg_value(i8 0, !4422, !DIExpression(), !4424)
  switch i64 %x.1.i.i.i.i, label %bb9thread-pre-split.i.i.i.i.i [
    i64 0, label %bb8.i.i.i.i
    i64 1, label %bb7.i.i.i.i.i
  ], !dbg !4427

bb7.i.i.i.i.i:                                    ; preds = %bb7.i.i.i.i
  %9 = load i8, ptr %x.0.i.i.i.i, align 1, !dbg !4428, !alias.scope !4429, !noalias !4432, !noundef !43
  switch i8 %9, label %bb9.i.i.i.i.i [
    i8 43, label %bb8.i.i.i.i
    i8 45, label %bb8.i.i.i.i
  ], !dbg !4428

bb9thread-pre-split.i.i.i.i.i:                    ; preds = %bb7.i.i.i.i
  %.pr.i.i.i.i.i = load i8, ptr %x.0.i.i.i.i, align 1, !dbg !4428, !alias.scope !4429, !noalias !4432
  br label %bb9.i.i.i.i.i, !dbg !4428

bb9.i.i.i.i.i:                                    ; preds = %bb9thread-pre-split.i.i.i.i.i, %bb7.i.i.i.i.i
  %10 = phi i8 [ %.pr.i.i.i.i.i, %bb9thread-pre-split.i.i.i.i.i ], [ %9, %bb7.i.i.i.i.i ], !dbg !4428
  %cond.i.i.i.i.i = icmp eq i8 %10, 43, !dbg !4428
  %rest.1.i.i.i.i.i = sext i1 %cond.i.i.i.i.i to i64, !dbg !4428
  %src.sroa.15.0.i.i.i.i.i = add nsw i64 %x.1.i.i.i.i, %rest.1.i.i.i.i.i, !dbg !4428
  %src.sroa.0.0.idx.i.i.i.i.i = zext i1 %cond.i.i.i.i.i to i64, !dbg !4428
  %src.sroa.0.0.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.0.i.i.i.i, i64 %src.sroa.0.0.idx.i.i.i.i.i, !dbg !4428
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4416)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4416)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(i64 0, !4371, !DIExpression(), !4434)
    #dbg_value(i64 0, !4435, !DIExpression(), !4447)
    #dbg_value(i64 0, !4449, !DIExpression(), !4459)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !4423, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4424)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !4423, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4424)
  %_10.i.i.i.i.i = icmp samesign ult i64 %src.sroa.15.0.i.i.i.i.i, 17
  br i1 %_10.i.i.i.i.i, label %bb15.preheader.i.i.i.i.i, label %bb22.i.i.i.i.i, !dbg !4461

bb15.preheader.i.i.i.i.i:                         ; preds = %bb9.i.i.i.i.i
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4416)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4416)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(i64 0, !4449, !DIExpression(), !4459)
    #dbg_value(i64 0, !4435, !DIExpression(), !4447)
    #dbg_value(i64 0, !4371, !DIExpression(), !4434)
  %_13.not62.i.i.i.i.i = icmp eq i64 %src.sroa.15.0.i.i.i.i.i, 0, !dbg !4462
  br i1 %_13.not62.i.i.i.i.i, label %bb8.i.i.i.i, label %bb16.i.i.i.i.i, !dbg !4462

bb22.i.i.i.i.i:                                   ; preds = %bb9.i.i.i.i.i, %bb33.i.i.i.i.i
  %result.sroa.0.0.i.i.i.i.i = phi i64 [ %_66.0.i.i.i.i.i, %bb33.i.i.i.i.i ], [ 0, %bb9.i.i.i.i.i ], !dbg !4416
  %src.sroa.15.1.i.i.i.i.i = phi i64 [ %rest.13.i.i.i.i.i, %bb33.i.i.i.i.i ], [ %src.sroa.15.0.i.i.i.i.i, %bb9.i.i.i.i.i ], !dbg !4426
  %src.sroa.0.1.i.i.i.i.i = phi ptr [ %rest.02.i.i.i.i.i, %bb33.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i, %bb9.i.i.i.i.i ], !dbg !4426
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4416)
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4416)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !4449, !DIExpression(), !4459)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !4435, !DIExpression(), !4447)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !4371, !DIExpression(), !4434)
  %_30.not.i.not.i.i.i.i = icmp eq i64 %src.sroa.15.1.i.i.i.i.i, 0, !dbg !4463
  br i1 %_30.not.i.not.i.i.i.i, label %bb8.i.i.i.i, label %bb23.i.i.i.i.i, !dbg !4463

bb23.i.i.i.i.i:                                   ; preds = %bb22.i.i.i.i.i
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !4388, !DIExpression(), !4464)
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !4390, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !4464)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !4390, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !4464)
    #dbg_value(i64 10, !4440, !DIExpression(), !4447)
    #dbg_value(i64 10, !4458, !DIExpression(), !4459)
  %11 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %result.sroa.0.0.i.i.i.i.i, i64 10), !dbg !4465
  %_60.1.i.i.i.i.i = extractvalue { i64, i1 } %11, 1, !dbg !4465
    #dbg_value(i1 %_60.1.i.i.i.i.i, !4443, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4466)
    #dbg_value(i1 %_60.1.i.i.i.i.i, !4467, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4474)
    #dbg_value(i64 poison, !4441, !DIExpression(), !4466)
  br i1 %_60.1.i.i.i.i.i, label %bb8.i.i.i.i, label %bb33.i.i.i.i.i, !dbg !4476, !prof !887

bb33.i.i.i.i.i:                                   ; preds = %bb23.i.i.i.i.i
  %_60.0.i.i.i.i.i = extractvalue { i64, i1 } %11, 0, !dbg !4465
    #dbg_value(i64 %_60.0.i.i.i.i.i, !4441, !DIExpression(), !4466)
  %rest.13.i.i.i.i.i = add nsw i64 %src.sroa.15.1.i.i.i.i.i, -1, !dbg !4477
    #dbg_value(i64 %rest.13.i.i.i.i.i, !4390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4464)
  %rest.02.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.1.i.i.i.i.i, i64 1, !dbg !4477
    #dbg_value(ptr %rest.02.i.i.i.i.i, !4390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4464)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !4391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4478)
    #dbg_value(i64 1, !4391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4478)
  %12 = load i8, ptr %src.sroa.0.1.i.i.i.i.i, align 1, !dbg !4479, !alias.scope !4429, !noalias !4432, !noundef !43
  %13 = zext i8 %12 to i32, !dbg !4480
    #dbg_value(i32 %13, !4481, !DIExpression(), !4505)
    #dbg_value(i32 10, !4502, !DIExpression(), !4505)
    #dbg_value(i32 65, !4507, !DIExpression(), !4514)
    #dbg_value(i32 48, !4507, !DIExpression(), !4516)
    #dbg_value(i32 %13, !4513, !DIExpression(), !4516)
  %14 = add nsw i32 %13, -48, !dbg !4518
    #dbg_value(i32 %14, !4503, !DIExpression(), !4519)
  %_14.i.i.i.i.i.i = icmp ugt i32 %14, 9, !dbg !4520
  %15 = zext nneg i32 %14 to i64
    #dbg_value(i64 %_60.0.i.i.i.i.i, !4371, !DIExpression(), !4434)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !4435, !DIExpression(), !4447)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !4449, !DIExpression(), !4459)
  %_66.0.i.i.i.i.i = add i64 %_60.0.i.i.i.i.i, %15
  %_66.1.i.i.i.i.i = icmp ult i64 %_66.0.i.i.i.i.i, %_60.0.i.i.i.i.i
    #dbg_value(i1 %_66.1.i.i.i.i.i, !4467, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4521)
  %or.cond.i.i.i.i = select i1 %_14.i.i.i.i.i.i, i1 true, i1 %_66.1.i.i.i.i.i, !dbg !4528, !prof !4529
  br i1 %or.cond.i.i.i.i, label %bb8.i.i.i.i, label %bb22.i.i.i.i.i, !dbg !4528, !prof !4529

bb16.i.i.i.i.i:                                   ; preds = %bb15.preheader.i.i.i.i.i, %bb20.i.i.i.i.i
  %src.sroa.0.265.i.i.i.i.i = phi ptr [ %rest.010.i.i.i.i.i, %bb20.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i, %bb15.preheader.i.i.i.i.i ]
  %src.sroa.15.264.i.i.i.i.i = phi i64 [ %rest.111.i.i.i.i.i, %bb20.i.i.i.i.i ], [ %src.sroa.15.0.i.i.i.i.i, %bb15.preheader.i.i.i.i.i ]
  %result.sroa.0.263.i.i.i.i.i = phi i64 [ %18, %bb20.i.i.i.i.i ], [ 0, %bb15.preheader.i.i.i.i.i ]
    #dbg_value(ptr %src.sroa.0.265.i.i.i.i.i, !4373, !DIExpression(), !4530)
    #dbg_value(ptr %src.sroa.0.265.i.i.i.i.i, !4376, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !4530)
    #dbg_value(i64 %src.sroa.15.264.i.i.i.i.i, !4376, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !4530)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !4371, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !4434)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !4435, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !4447)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !4449, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !4459)
  %_20.i.i.i.i.i = load i8, ptr %src.sroa.0.265.i.i.i.i.i, align 1, !dbg !4531, !alias.scope !4429, !noalias !4432, !noundef !43
  %_19.i.i.i.i.i = zext i8 %_20.i.i.i.i.i to i32, !dbg !4532
    #dbg_value(i32 %_19.i.i.i.i.i, !4481, !DIExpression(), !4533)
    #dbg_value(i32 10, !4502, !DIExpression(), !4533)
    #dbg_value(i32 65, !4507, !DIExpression(), !4535)
    #dbg_value(i32 48, !4507, !DIExpression(), !4537)
    #dbg_value(i32 %_19.i.i.i.i.i, !4513, !DIExpression(), !4537)
  %16 = add nsw i32 %_19.i.i.i.i.i, -48, !dbg !4539
    #dbg_value(i32 %16, !4503, !DIExpression(), !4540)
  %_14.i52.i.i.i.i.i = icmp ugt i32 %16, 9, !dbg !4541
  br i1 %_14.i52.i.i.i.i.i, label %bb8.i.i.i.i, label %bb20.i.i.i.i.i, !dbg !4542

bb20.i.i.i.i.i:                                   ; preds = %bb16.i.i.i.i.i
  %17 = mul i64 %result.sroa.0.263.i.i.i.i.i, 10, !dbg !4543
    #dbg_value(i64 %17, !4371, !DIExpression(), !4434)
    #dbg_value(i64 %17, !4435, !DIExpression(), !4447)
    #dbg_value(i64 %17, !4449, !DIExpression(), !4459)
  %rest.111.i.i.i.i.i = add nsw i64 %src.sroa.15.264.i.i.i.i.i, -1, !dbg !4544
    #dbg_value(i64 %rest.111.i.i.i.i.i, !4376, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4530)
  %rest.010.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.265.i.i.i.i.i, i64 1, !dbg !4544
    #dbg_value(ptr %rest.010.i.i.i.i.i, !4376, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4530)
    #dbg_value(i32 %16, !4377, !DIExpression(), !4545)
  %_24.i.i.i.i.i = zext nneg i32 %16 to i64, !dbg !4546
  %18 = add i64 %17, %_24.i.i.i.i.i, !dbg !4547
    #dbg_value(ptr %rest.010.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4416)
    #dbg_value(ptr %rest.010.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4414)
    #dbg_value(i64 %rest.111.i.i.i.i.i, !4364, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4416)
    #dbg_value(i64 %rest.111.i.i.i.i.i, !4354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4414)
    #dbg_value(i64 %18, !4449, !DIExpression(), !4459)
    #dbg_value(i64 %18, !4435, !DIExpression(), !4447)
    #dbg_value(i64 %18, !4371, !DIExpression(), !4434)
  %_13.not.i.i.i.i.i = icmp eq i64 %rest.111.i.i.i.i.i, 0, !dbg !4462
  br i1 %_13.not.i.i.i.i.i, label %bb8.i.i.i.i, label %bb16.i.i.i.i.i, !dbg !4462

bb8.i.i.i.i:                                      ; preds = %bb33.i.i.i.i.i, %bb23.i.i.i.i.i, %bb22.i.i.i.i.i, %bb20.i.i.i.i.i, %bb16.i.i.i.i.i, %bb15.preheader.i.i.i.i.i, %bb7.i.i.i.i.i, %bb7.i.i.i.i.i, %bb7.i.i.i.i, %bb6.i.i.i.i
  %_0.sroa.0.1.i.i.i.i = phi i64 [ 2097152, %bb6.i.i.i.i ], [ 0, %bb15.preheader.i.i.i.i.i ], [ 2097152, %bb7.i.i.i.i.i ], [ 2097152, %bb7.i.i.i.i ], [ 2097152, %bb7.i.i.i.i.i ], [ %18, %bb20.i.i.i.i.i ], [ 2097152, %bb16.i.i.i.i.i ], [ 2097152, %bb33.i.i.i.i.i ], [ 2097152, %bb23.i.i.i.i.i ], [ %result.sroa.0.0.i.i.i.i.i, %bb22.i.i.i.i.i ], !dbg !4345
    #dbg_value(ptr poison, !4281, !DIExpression(), !4548)
    #dbg_value(ptr poison, !4289, !DIExpression(), !4550)
    #dbg_value(ptr poison, !4299, !DIExpression(), !4552)
    #dbg_value(ptr poison, !4309, !DIExpression(), !4554)
    #dbg_value(ptr poison, !4319, !DIExpression(), !4556)
    #dbg_value(ptr poison, !2461, !DIExpression(), !4558)
    #dbg_value(i64 1, !2468, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4558)
    #dbg_value(i64 1, !2468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4558)
    #dbg_value(ptr poison, !2474, !DIExpression(), !4560)
    #dbg_value(i64 1, !2498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4560)
    #dbg_value(i64 1, !2498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4560)
  %19 = icmp eq i64 %2, 0, !dbg !4562
  br i1 %19, label %bb10.i.i.i, label %bb2.i.i.i4.i.i.i10.i.i.i.i, !dbg !4562

bb2.i.i.i4.i.i.i10.i.i.i.i:                       ; preds = %bb8.i.i.i.i
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !2469, !DIExpression(), !4563)
    #dbg_value(i64 1, !2471, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4563)
    #dbg_value(i64 %2, !2471, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4563)
    #dbg_value(ptr poison, !1502, !DIExpression(), !4564)
    #dbg_value(ptr poison, !1511, !DIExpression(), !4566)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1507, !DIExpression(), !4564)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1515, !DIExpression(), !4566)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1519, !DIExpression(), !4568)
    #dbg_value(i64 1, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4564)
    #dbg_value(i64 1, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4566)
    #dbg_value(i64 1, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4568)
    #dbg_value(i64 1, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4570)
    #dbg_value(i64 %2, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4564)
    #dbg_value(i64 %2, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4566)
    #dbg_value(i64 %2, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4568)
    #dbg_value(i64 %2, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4570)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1533, !DIExpression(), !4570)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %x.sroa.5.0.copyload.i.i.i, i64 noundef %2, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !dbg !4572, !noalias !4263
  br label %bb10.i.i.i, !dbg !4573

bb10.i.i.i:                                       ; preds = %bb2.i.i.i4.i.i.i10.i.i.i.i, %bb8.i.i.i.i, %bb2.i50.i.i
  %amt.sroa.0.0.i.i.i = phi i64 [ %_0.sroa.0.1.i.i.i.i, %bb2.i.i.i4.i.i.i10.i.i.i.i ], [ %_0.sroa.0.1.i.i.i.i, %bb8.i.i.i.i ], [ 2097152, %bb2.i50.i.i ], !dbg !4061
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i), !dbg !4574, !noalias !4083
    #dbg_value(i64 %amt.sroa.0.0.i.i.i, !4000, !DIExpression(), !4107)
  %val.i.i.i = add i64 %amt.sroa.0.0.i.i.i, 1, !dbg !4575
    #dbg_value(i64 %val.i.i.i, !4069, !DIExpression(), !4071)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !4576, !DIExpression(), !4583)
    #dbg_value(i64 %val.i.i.i, !4581, !DIExpression(), !4583)
    #dbg_value(i8 0, !4582, !DIExpression(), !4583)
  store atomic i64 %val.i.i.i, ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN monotonic, align 8, !dbg !4585, !noalias !4083
  br label %bb29.i.i, !dbg !4108

bb29.i.i:                                         ; preds = %bb10.i.i.i, %bb1.i.i.i
  %stack_size1.sroa.0.0.i.i = phi i64 [ %3, %bb1.i.i.i ], [ %amt.sroa.0.0.i.i.i, %bb10.i.i.i ], !dbg !3920
    #dbg_value(i64 %stack_size1.sroa.0.0.i.i, !3871, !DIExpression(), !4586)
; call <std::thread::id::ThreadId>::new
  %id.i.i = call noundef i64 @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread2idNtB2_8ThreadId3new(), !dbg !4587, !noalias !4083
    #dbg_value(i64 %id.i.i, !3873, !DIExpression(), !4588)
  call void @llvm.lifetime.start.p0(ptr nonnull %thread.i.i), !dbg !4589, !noalias !4083
; call <std::thread::thread::Thread>::new
  %20 = call noundef nonnull ptr @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB4_6Thread3new(i64 noundef %id.i.i, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %name.i), !dbg !4590, !noalias !4591
  store ptr %20, ptr %thread.i.i, align 8, !dbg !4590, !noalias !4083
  call void @llvm.lifetime.start.p0(ptr nonnull %hooks.i.i), !dbg !4592, !noalias !4083
; invoke std::thread::spawnhook::run_spawn_hooks
  invoke void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook15run_spawn_hooks(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(none) dereferenceable(32) %hooks.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %thread.i.i)
          to label %bb5.i.i unwind label %cleanup12.i.i, !dbg !4593, !noalias !4083

bb17.i.i:                                         ; preds = %bb23.i.i, %bb2.i.i68.i.i, %bb16.i.i, %bb24.i.i, %cleanup12.i.i
  %.pn.pn.i.i = phi { ptr, i32 } [ %28, %bb23.i.i ], [ %30, %bb24.i.i ], [ %23, %cleanup12.i.i ], [ %eh.lpad-body9.i.i, %bb16.i.i ], [ %eh.lpad-body9.i.i, %bb2.i.i68.i.i ]
  call void @llvm.experimental.noalias.scope.decl(metadata !4594), !dbg !4597
    #dbg_value(ptr %thread.i.i, !3000, !DIExpression(), !4598)
  call void @llvm.experimental.noalias.scope.decl(metadata !4600), !dbg !4603
    #dbg_value(ptr %thread.i.i, !3014, !DIExpression(), !4604)
  call void @llvm.experimental.noalias.scope.decl(metadata !4606), !dbg !4609
    #dbg_value(ptr %thread.i.i, !3028, !DIExpression(), !4610)
  call void @llvm.experimental.noalias.scope.decl(metadata !4612), !dbg !4615
    #dbg_value(ptr %thread.i.i, !3042, !DIExpression(), !4616)
    #dbg_value(ptr %thread.i.i, !3050, !DIExpression(), !4618)
    #dbg_value(i64 1, !3060, !DIExpression(), !4620)
    #dbg_value(i8 1, !3064, !DIExpression(), !4620)
    #dbg_value(i64 1, !3067, !DIExpression(), !4622)
    #dbg_value(i8 1, !3071, !DIExpression(), !4622)
  %_10.i.i.i.i.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !4624, !alias.scope !4626, !noalias !4083, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i.i.i, !3063, !DIExpression(), !4627)
    #dbg_value(ptr %_10.i.i.i.i.i.i, !3070, !DIExpression(), !4622)
  %21 = atomicrmw sub ptr %_10.i.i.i.i.i.i, i64 1 release, align 8, !dbg !4628, !noalias !4629
  %22 = icmp eq i64 %21, 1, !dbg !4630
  br i1 %22, label %bb2.i.i.i.i.i.i, label %common.resume, !dbg !4630

bb2.i.i.i.i.i.i:                                  ; preds = %bb17.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !4631)
  fence acquire, !dbg !4633
; invoke <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %thread.i.i) #21
          to label %common.resume unwind label %terminate.i.i, !dbg !4634, !noalias !4083

cleanup12.i.i:                                    ; preds = %bb29.i.i
  %23 = landingpad { ptr, i32 }
          cleanup
  br label %bb17.i.i

bb5.i.i:                                          ; preds = %bb29.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %my_packet.i.i), !dbg !4635, !noalias !4083
    #dbg_value(ptr null, !4636, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4645)
    #dbg_value(i64 0, !4636, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4645)
  call void @llvm.lifetime.start.p0(ptr nonnull %_51.i.i), !dbg !4647, !noalias !4083
  store i64 1, ptr %_51.i.i, align 8, !dbg !4647, !noalias !4083
  %24 = getelementptr inbounds nuw i8, ptr %_51.i.i, i64 8, !dbg !4647
  store i64 1, ptr %24, align 8, !dbg !4647, !noalias !4083
  %25 = getelementptr inbounds nuw i8, ptr %_51.i.i, i64 16, !dbg !4647
    #dbg_declare(ptr %_51.i.i, !4648, !DIExpression(), !4655)
    #dbg_value(i64 8, !992, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4657)
    #dbg_value(i64 8, !1013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4659)
    #dbg_value(i64 8, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4661)
    #dbg_value(i64 48, !992, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4657)
    #dbg_value(i64 48, !1013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4659)
    #dbg_value(i64 48, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4661)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1038, !DIExpression(), !4659)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1047, !DIExpression(), !4661)
    #dbg_value(i8 0, !1048, !DIExpression(), !4661)
    #dbg_value(i64 8, !1051, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4663)
    #dbg_value(i64 8, !1088, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4665)
    #dbg_value(i64 48, !1051, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4663)
    #dbg_value(i64 48, !1088, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4665)
    #dbg_value(i1 false, !1057, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4663)
    #dbg_value(i64 48, !1058, !DIExpression(), !4667)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false), !dbg !4647, !noalias !4083
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !dbg !4668, !noalias !4669
; call __rustc::__rust_alloc
  %26 = call noundef align 8 dereferenceable_or_null(48) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 16, 49) 48, i64 noundef 8) #19, !dbg !4672, !noalias !4669
  %27 = icmp eq ptr %26, null, !dbg !4673
  br i1 %27, label %bb2.i53.i.i, label %bb33.i.i, !dbg !4674, !prof !887

bb2.i53.i.i:                                      ; preds = %bb5.i.i
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 48) #18
          to label %.noexc54.i.i unwind label %cleanup.i38.i.i, !dbg !4675, !noalias !4083

.noexc54.i.i:                                     ; preds = %bb2.i53.i.i
  unreachable, !dbg !4675

cleanup.i38.i.i:                                  ; preds = %bb2.i53.i.i
  %28 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr %_51.i.i, !4676, !DIExpression(), !4681)
; invoke core::ptr::drop_in_place<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node>>>>
  invoke fastcc void @"_ZN4core3ptr127drop_in_place$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$17he9094310e739dcceE"(ptr noalias noundef align 8 dereferenceable(32) %25)
          to label %bb23.i.i unwind label %terminate.i39.i.i, !dbg !4683, !noalias !4083

terminate.i39.i.i:                                ; preds = %cleanup.i38.i.i
  %29 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !4684, !noalias !4083
  unreachable, !dbg !4684

bb24.i.i:                                         ; preds = %bb2.i.i.i.i
  %30 = landingpad { ptr, i32 }
          cleanup
  br label %bb17.i.i, !dbg !4685

bb33.i.i:                                         ; preds = %bb5.i.i
    #dbg_value(ptr %26, !4653, !DIExpression(), !4686)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %26, ptr noundef nonnull align 8 dereferenceable(48) %_51.i.i, i64 48, i1 false), !dbg !4687, !noalias !4083
    #dbg_value(ptr %26, !4642, !DIExpression(), !4688)
  call void @llvm.lifetime.end.p0(ptr nonnull %_51.i.i), !dbg !4689, !noalias !4083
    #dbg_value(ptr %26, !4690, !DIExpression(), !4696)
  store ptr %26, ptr %my_packet.i.i, align 8, !dbg !4698, !noalias !4083
    #dbg_value(ptr %my_packet.i.i, !3941, !DIExpression(), !4700)
    #dbg_value(ptr %26, !3932, !DIExpression(), !4701)
    #dbg_value(ptr %26, !3948, !DIExpression(), !3950)
  %31 = atomicrmw add ptr %26, i64 1 monotonic, align 8, !dbg !4702, !noalias !4083
    #dbg_value(i64 %31, !3942, !DIExpression(), !4703)
  %_59.i.i = icmp slt i64 %31, 0, !dbg !4704
  br i1 %_59.i.i, label %bb34.i.i, label %bb35.i.i, !dbg !4704

bb35.i.i:                                         ; preds = %bb33.i.i
    #dbg_value(ptr %26, !3958, !DIExpression(), !4705)
    #dbg_value(ptr %26, !3881, !DIExpression(), !4706)
    #dbg_value(i64 %k, !3883, !DIExpression(), !4707)
  call void @llvm.lifetime.start.p0(ptr nonnull %rust_start.i.i), !dbg !4708, !noalias !4083
  %32 = getelementptr inbounds nuw i8, ptr %rust_start.i.i, i64 40, !dbg !4709
  store i64 %k, ptr %32, align 8, !dbg !4709, !noalias !4083
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %rust_start.i.i, ptr noundef nonnull align 8 dereferenceable(32) %hooks.i.i, i64 32, i1 false), !dbg !4709, !noalias !4083
  %33 = getelementptr inbounds nuw i8, ptr %rust_start.i.i, i64 32, !dbg !4709
  store ptr %26, ptr %33, align 8, !dbg !4709, !noalias !4083
  %34 = getelementptr inbounds nuw i8, ptr %26, i64 16, !dbg !4710
  %35 = load ptr, ptr %34, align 8, !dbg !4710, !noalias !4083, !noundef !43
  %.not.i.i = icmp eq ptr %35, null, !dbg !4710
  br i1 %.not.i.i, label %bb8.i.i, label %bb6.i.i, !dbg !4711

bb34.i.i:                                         ; preds = %bb33.i.i
  call void @llvm.trap(), !dbg !4712
  unreachable, !dbg !4712

bb6.i.i:                                          ; preds = %bb35.i.i
    #dbg_value(ptr %26, !3887, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !4713)
    #dbg_value(ptr %26, !4714, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !4717)
  %_26.i.i = getelementptr inbounds nuw i8, ptr %35, i64 16, !dbg !4719
; invoke <std::thread::scoped::ScopeData>::increment_num_running_threads
  invoke void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29increment_num_running_threads(ptr noundef nonnull align 8 %_26.i.i)
          to label %bb8.i.i unwind label %bb21.i.i, !dbg !4720, !noalias !4083

bb8.i.i:                                          ; preds = %bb6.i.i, %bb35.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %_30.i.i), !dbg !4721, !noalias !4083
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %_30.i.i, ptr noundef nonnull align 8 dereferenceable(48) %rust_start.i.i, i64 48, i1 false), !dbg !4721, !noalias !4083
    #dbg_declare(ptr %_30.i.i, !4722, !DIExpression(), !4730)
    #dbg_value(i64 8, !992, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4732)
    #dbg_value(i64 8, !1013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4734)
    #dbg_value(i64 8, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4736)
    #dbg_value(i64 48, !992, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4732)
    #dbg_value(i64 48, !1013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4734)
    #dbg_value(i64 48, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4736)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1038, !DIExpression(), !4734)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1047, !DIExpression(), !4736)
    #dbg_value(i8 0, !1048, !DIExpression(), !4736)
    #dbg_value(i64 8, !1051, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4738)
    #dbg_value(i64 8, !1088, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4740)
    #dbg_value(i64 48, !1051, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4738)
    #dbg_value(i64 48, !1088, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4740)
    #dbg_value(i1 false, !1057, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4738)
    #dbg_value(i64 48, !1058, !DIExpression(), !4742)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !dbg !4743, !noalias !4744
; call __rustc::__rust_alloc
  %36 = call noundef align 8 dereferenceable_or_null(48) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 16, 49) 48, i64 noundef 8) #19, !dbg !4747, !noalias !4744
  %37 = icmp eq ptr %36, null, !dbg !4748
  br i1 %37, label %bb2.i56.i.i, label %bb9.i.i, !dbg !4749, !prof !887

bb2.i56.i.i:                                      ; preds = %bb8.i.i
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 48) #18
          to label %.noexc57.i.i unwind label %cleanup.i.i.i, !dbg !4750, !noalias !4083

.noexc57.i.i:                                     ; preds = %bb2.i56.i.i
  unreachable, !dbg !4750

cleanup.i.i.i:                                    ; preds = %bb2.i56.i.i
  %38 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<std::thread::lifecycle::spawn_unchecked<threadres::send_joined::{{closure}},core::option::Option<alloc::boxed::Box<threadres::Node>>>::{{closure}}>
  invoke void @"_ZN4core3ptr219drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadres..send_joined..$u7b$$u7b$closure$u7d$$u7d$$C$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb98fe1adaa4a4b8bE"(ptr noalias noundef nonnull align 8 dereferenceable(48) %_30.i.i) #22
          to label %bb16.i.i unwind label %terminate.i.i.i, !dbg !4751, !noalias !4083

terminate.i.i.i:                                  ; preds = %cleanup.i.i.i
  %39 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !4752, !noalias !4083
  unreachable, !dbg !4752

cleanup17.body.i.i:                               ; preds = %bb10.i.i
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %bb16.i.i, !dbg !4753

bb9.i.i:                                          ; preds = %bb8.i.i
    #dbg_value(ptr %36, !4728, !DIExpression(), !4754)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %36, ptr noundef nonnull align 8 dereferenceable(48) %rust_start.i.i, i64 48, i1 false), !dbg !4755, !noalias !4083
  call void @llvm.lifetime.end.p0(ptr nonnull %_30.i.i), !dbg !4756, !noalias !4083
    #dbg_value(ptr %36, !3889, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4757)
    #dbg_value(ptr @vtable.1, !3889, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4757)
  call void @llvm.lifetime.start.p0(ptr nonnull %_33.i.i), !dbg !4758, !noalias !4083
    #dbg_value(ptr %thread.i.i, !3988, !DIExpression(), !4759)
    #dbg_value(ptr %thread.i.i, !3979, !DIExpression(), !4760)
    #dbg_value(ptr %thread.i.i, !3968, !DIExpression(), !4761)
    #dbg_value(ptr %thread.i.i, !4762, !DIExpression(), !4765)
  %_92.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !4767, !noalias !4083, !nonnull !43, !noundef !43
    #dbg_value(ptr %_92.i.i, !3932, !DIExpression(), !4771)
    #dbg_value(ptr %_92.i.i, !3948, !DIExpression(), !3990)
  %41 = atomicrmw add ptr %_92.i.i, i64 1 monotonic, align 8, !dbg !4772, !noalias !4083
    #dbg_value(i64 %41, !3969, !DIExpression(), !4773)
  %_87.i.i = icmp slt i64 %41, 0, !dbg !4774
  br i1 %_87.i.i, label %bb40.i.i, label %bb41.i.i, !dbg !4774

bb41.i.i:                                         ; preds = %bb9.i.i
  %ptr24.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !4775, !noalias !4083, !nonnull !43, !noundef !43
  store ptr %ptr24.i.i, ptr %_33.i.i, align 8, !dbg !4758, !noalias !4083
  %42 = getelementptr inbounds nuw i8, ptr %_33.i.i, i64 8, !dbg !4758
  store ptr %36, ptr %42, align 8, !dbg !4758, !noalias !4083
  %43 = getelementptr inbounds nuw i8, ptr %_33.i.i, i64 16, !dbg !4758
  store ptr @vtable.1, ptr %43, align 8, !dbg !4758, !noalias !4083
    #dbg_declare(ptr %_33.i.i, !4776, !DIExpression(), !4783)
    #dbg_value(i64 8, !992, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4785)
    #dbg_value(i64 8, !1013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4787)
    #dbg_value(i64 8, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4789)
    #dbg_value(i64 24, !992, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4785)
    #dbg_value(i64 24, !1013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4787)
    #dbg_value(i64 24, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4789)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1038, !DIExpression(), !4787)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1047, !DIExpression(), !4789)
    #dbg_value(i8 0, !1048, !DIExpression(), !4789)
    #dbg_value(i64 8, !1051, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4791)
    #dbg_value(i64 8, !1088, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4793)
    #dbg_value(i64 24, !1051, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4791)
    #dbg_value(i64 24, !1088, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4793)
    #dbg_value(i1 false, !1057, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !4791)
    #dbg_value(i64 24, !1058, !DIExpression(), !4795)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !dbg !4796, !noalias !4797
; call __rustc::__rust_alloc
  %44 = call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 16, 49) 24, i64 noundef 8) #19, !dbg !4800, !noalias !4797
  %45 = icmp eq ptr %44, null, !dbg !4801
  br i1 %45, label %bb2.i59.i.i, label %bb10.i.i, !dbg !4802, !prof !887

bb2.i59.i.i:                                      ; preds = %bb41.i.i
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #18
          to label %.noexc60.i.i unwind label %cleanup.i43.i.i, !dbg !4803, !noalias !4083

.noexc60.i.i:                                     ; preds = %bb2.i59.i.i
  unreachable, !dbg !4803

cleanup.i43.i.i:                                  ; preds = %bb2.i59.i.i
  %46 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<std::thread::lifecycle::ThreadInit>
  invoke fastcc void @"_ZN4core3ptr55drop_in_place$LT$std..thread..lifecycle..ThreadInit$GT$17h2447a0ff04e9f4b2E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %_33.i.i) #22
          to label %bb16.i.i unwind label %terminate.i44.i.i, !dbg !4804, !noalias !4083

terminate.i44.i.i:                                ; preds = %cleanup.i43.i.i
  %47 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !4805, !noalias !4083
  unreachable, !dbg !4805

bb40.i.i:                                         ; preds = %bb9.i.i
  call void @llvm.trap(), !dbg !4806
  unreachable, !dbg !4806

bb10.i.i:                                         ; preds = %bb41.i.i
    #dbg_value(ptr %44, !4781, !DIExpression(), !4807)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %44, ptr noundef nonnull align 8 dereferenceable(24) %_33.i.i, i64 24, i1 false), !dbg !4808, !noalias !4083
    #dbg_value(ptr %44, !3899, !DIExpression(), !4809)
  call void @llvm.lifetime.end.p0(ptr nonnull %_33.i.i), !dbg !4810, !noalias !4083
; invoke <std::sys::thread::unix::Thread>::new
  %48 = invoke { i64, ptr } @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread3new(i64 noundef %stack_size1.sroa.0.0.i.i, ptr noalias noundef nonnull align 8 %44)
          to label %bb11.i.i unwind label %cleanup17.body.i.i, !dbg !4811, !noalias !4083

bb11.i.i:                                         ; preds = %bb10.i.i
  %49 = extractvalue { i64, ptr } %48, 0, !dbg !4811
  %50 = extractvalue { i64, ptr } %48, 1, !dbg !4811
    #dbg_value(i64 %49, !4812, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4854)
    #dbg_value(ptr %50, !4812, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4854)
  %51 = trunc nuw i64 %49 to i1, !dbg !4856
  br i1 %51, label %bb43.i.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E.exit", !dbg !4856

bb43.i.i:                                         ; preds = %bb11.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %rust_start.i.i), !dbg !4753, !noalias !4083
    #dbg_value(ptr %my_packet.i.i, !1564, !DIExpression(), !4857)
    #dbg_value(ptr %my_packet.i.i, !1572, !DIExpression(), !4859)
    #dbg_value(i64 1, !1581, !DIExpression(), !4861)
    #dbg_value(i8 1, !1590, !DIExpression(), !4861)
    #dbg_value(i64 1, !1593, !DIExpression(), !4863)
    #dbg_value(i8 1, !1600, !DIExpression(), !4863)
    #dbg_value(ptr %26, !1589, !DIExpression(), !4865)
    #dbg_value(ptr %26, !1599, !DIExpression(), !4863)
  %52 = atomicrmw sub ptr %26, i64 1 release, align 8, !dbg !4866, !noalias !4867
  %53 = icmp eq i64 %52, 1, !dbg !4872
  br i1 %53, label %bb2.i.i.i.i, label %bb13.i.i, !dbg !4872

bb2.i.i.i.i:                                      ; preds = %bb43.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !4873)
  fence acquire, !dbg !4875
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %my_packet.i.i) #21
          to label %bb13.i.i unwind label %bb24.i.i, !dbg !4876, !noalias !4083

bb13.i.i:                                         ; preds = %bb2.i.i.i.i, %bb43.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %my_packet.i.i), !dbg !4877, !noalias !4083
  call void @llvm.lifetime.end.p0(ptr nonnull %hooks.i.i), !dbg !4685, !noalias !4083
  call void @llvm.experimental.noalias.scope.decl(metadata !4878), !dbg !4597
    #dbg_value(ptr %thread.i.i, !3000, !DIExpression(), !4881)
  call void @llvm.experimental.noalias.scope.decl(metadata !4883), !dbg !4886
    #dbg_value(ptr %thread.i.i, !3014, !DIExpression(), !4887)
  call void @llvm.experimental.noalias.scope.decl(metadata !4889), !dbg !4892
    #dbg_value(ptr %thread.i.i, !3028, !DIExpression(), !4893)
  call void @llvm.experimental.noalias.scope.decl(metadata !4895), !dbg !4898
    #dbg_value(ptr %thread.i.i, !3042, !DIExpression(), !4899)
    #dbg_value(ptr %thread.i.i, !3050, !DIExpression(), !4901)
    #dbg_value(i64 1, !3060, !DIExpression(), !4903)
    #dbg_value(i8 1, !3064, !DIExpression(), !4903)
    #dbg_value(i64 1, !3067, !DIExpression(), !4905)
    #dbg_value(i8 1, !3071, !DIExpression(), !4905)
  %_10.i.i.i.i63.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !4907, !alias.scope !4909, !noalias !4083, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i63.i.i, !3063, !DIExpression(), !4910)
    #dbg_value(ptr %_10.i.i.i.i63.i.i, !3070, !DIExpression(), !4905)
  %54 = atomicrmw sub ptr %_10.i.i.i.i63.i.i, i64 1 release, align 8, !dbg !4911, !noalias !4912
  %55 = icmp eq i64 %54, 1, !dbg !4913
  br i1 %55, label %bb2.i.i.i.i64.i.i, label %bb2.i4, !dbg !4913

bb2.i.i.i.i64.i.i:                                ; preds = %bb13.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !4914)
  fence acquire, !dbg !4916
; call <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %thread.i.i) #21, !dbg !4917, !noalias !4083
  br label %bb2.i4, !dbg !4917

bb16.i.i:                                         ; preds = %bb21.i.i, %cleanup.i43.i.i, %cleanup17.body.i.i, %cleanup.i.i.i
  %eh.lpad-body9.i.i = phi { ptr, i32 } [ %40, %cleanup17.body.i.i ], [ %58, %bb21.i.i ], [ %38, %cleanup.i.i.i ], [ %46, %cleanup.i43.i.i ]
    #dbg_value(ptr %my_packet.i.i, !1564, !DIExpression(), !4918)
    #dbg_value(ptr %my_packet.i.i, !1572, !DIExpression(), !4920)
    #dbg_value(i64 1, !1581, !DIExpression(), !4922)
    #dbg_value(i8 1, !1590, !DIExpression(), !4922)
    #dbg_value(i64 1, !1593, !DIExpression(), !4924)
    #dbg_value(i8 1, !1600, !DIExpression(), !4924)
    #dbg_value(ptr %26, !1589, !DIExpression(), !4926)
    #dbg_value(ptr %26, !1599, !DIExpression(), !4924)
  %56 = atomicrmw sub ptr %26, i64 1 release, align 8, !dbg !4927, !noalias !4928
  %57 = icmp eq i64 %56, 1, !dbg !4933
  br i1 %57, label %bb2.i.i68.i.i, label %bb17.i.i, !dbg !4933

bb2.i.i68.i.i:                                    ; preds = %bb16.i.i
    #dbg_value(i8 2, !1613, !DIExpression(), !4934)
  fence acquire, !dbg !4936
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %my_packet.i.i) #21
          to label %bb17.i.i unwind label %terminate.i.i, !dbg !4937, !noalias !4083

bb21.i.i:                                         ; preds = %bb6.i.i
  %58 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<std::thread::lifecycle::spawn_unchecked<threadres::send_joined::{{closure}},core::option::Option<alloc::boxed::Box<threadres::Node>>>::{{closure}}>
  invoke void @"_ZN4core3ptr219drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadres..send_joined..$u7b$$u7b$closure$u7d$$u7d$$C$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb98fe1adaa4a4b8bE"(ptr noalias noundef nonnull align 8 dereferenceable(48) %rust_start.i.i) #22
          to label %bb16.i.i unwind label %terminate.i.i, !dbg !4753, !noalias !4083

terminate.i.i:                                    ; preds = %bb23.i.i, %bb21.i.i, %bb2.i.i68.i.i, %bb2.i.i.i.i.i.i
  %59 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !4938, !noalias !4083
  unreachable, !dbg !4938

bb23.i.i:                                         ; preds = %cleanup.i38.i.i
; invoke core::ptr::drop_in_place<std::thread::spawnhook::ChildSpawnHooks>
  invoke fastcc void @"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h4ccdd6786a2d28e8E"(ptr noalias noundef align 8 dereferenceable(32) %hooks.i.i) #22
          to label %bb17.i.i unwind label %terminate.i.i, !dbg !4685, !noalias !4083

common.resume:                                    ; preds = %cleanup.i, %cleanup4.i, %bb2.i.i.i, %bb6.i, %bb2.i.i15.i, %cleanup.i5, %bb17.i.i, %bb2.i.i.i.i.i.i, %bb2.i.i.i4.i.i.i.i.i.i.i, %cleanup.i.i.i.i
  %common.resume.op = phi { ptr, i32 } [ %64, %bb6.i ], [ %4, %cleanup.i.i.i.i ], [ %61, %cleanup.i5 ], [ %.pn.pn.i.i, %bb2.i.i.i.i.i.i ], [ %.pn.pn.i.i, %bb17.i.i ], [ %85, %cleanup.i ], [ %4, %bb2.i.i.i4.i.i.i.i.i.i.i ], [ %75, %cleanup4.i ], [ %75, %bb2.i.i.i ], [ %64, %bb2.i.i15.i ]
  resume { ptr, i32 } %common.resume.op, !dbg !4939

bb2.i4:                                           ; preds = %bb13.i.i, %bb2.i.i.i.i64.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %thread.i.i), !dbg !4597, !noalias !4083
  %60 = icmp ne ptr %50, null
  call void @llvm.assume(i1 %60)
    #dbg_value(i64 poison, !4940, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4951)
    #dbg_value(ptr %50, !4940, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4951)
    #dbg_value(ptr null, !4940, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4951)
  call void @llvm.lifetime.end.p0(ptr nonnull %name.i), !dbg !4953
    #dbg_value(ptr @alloc_e3605bf48dd8479a638909176cc37fce, !4946, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4951)
    #dbg_value(i64 22, !4946, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4951)
    #dbg_declare(ptr %e.i3, !4949, !DIExpression(), !4954)
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i3), !dbg !4955, !noalias !4956
  store ptr %50, ptr %e.i3, align 8, !dbg !4955, !noalias !4956
; invoke core::result::unwrap_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_e3605bf48dd8479a638909176cc37fce, i64 noundef 22, ptr noundef nonnull align 1 %e.i3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0246dd9f5900f3685febed10b072f357) #18
          to label %unreachable.i8 unwind label %cleanup.i5, !dbg !4960, !noalias !4956

cleanup.i5:                                       ; preds = %bb2.i4
  %61 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<std::io::error::Error>
  invoke void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E"(ptr noalias noundef nonnull align 8 dereferenceable(8) %e.i3) #22
          to label %common.resume unwind label %terminate.i6, !dbg !4961, !noalias !4956

unreachable.i8:                                   ; preds = %bb2.i4
  unreachable

terminate.i6:                                     ; preds = %cleanup.i5
  %62 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !4962, !noalias !4956
  unreachable, !dbg !4962

"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E.exit": ; preds = %bb11.i.i
  %63 = ptrtoint ptr %50 to i64, !dbg !4811
    #dbg_value(i64 %63, !4812, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4854)
  %_41.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !4963, !noalias !4083, !nonnull !43, !noundef !43
  call void @llvm.lifetime.end.p0(ptr nonnull %rust_start.i.i), !dbg !4753, !noalias !4083
  call void @llvm.lifetime.end.p0(ptr nonnull %my_packet.i.i), !dbg !4877, !noalias !4083
  call void @llvm.lifetime.end.p0(ptr nonnull %hooks.i.i), !dbg !4685, !noalias !4083
  call void @llvm.lifetime.end.p0(ptr nonnull %thread.i.i), !dbg !4597, !noalias !4083
    #dbg_value(i64 %63, !4940, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4951)
    #dbg_value(ptr %26, !4940, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4951)
    #dbg_value(ptr %_41.i.i, !4940, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4951)
  call void @llvm.lifetime.end.p0(ptr nonnull %name.i), !dbg !4953
    #dbg_value(ptr @alloc_e3605bf48dd8479a638909176cc37fce, !4946, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4951)
    #dbg_value(i64 22, !4946, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4951)
    #dbg_declare(ptr %e.i3, !4949, !DIExpression(), !4954)
    #dbg_value(ptr %_41.i.i, !4964, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !4971)
    #dbg_value(ptr %26, !4964, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !4971)
    #dbg_value(i64 %63, !4964, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !4971)
  call void @llvm.lifetime.start.p0(ptr nonnull %_14), !dbg !4973
  store ptr %_41.i.i, ptr %_14, align 8, !dbg !4973
  %self.sroa.4.0._14.sroa_idx = getelementptr inbounds nuw i8, ptr %_14, i64 8, !dbg !4973
  store ptr %26, ptr %self.sroa.4.0._14.sroa_idx, align 8, !dbg !4973
  %self.sroa.5.0._14.sroa_idx = getelementptr inbounds nuw i8, ptr %_14, i64 16, !dbg !4973
  store i64 %63, ptr %self.sroa.5.0._14.sroa_idx, align 8, !dbg !4973
  call void @llvm.experimental.noalias.scope.decl(metadata !4974), !dbg !4977
    #dbg_declare(ptr %_14, !4978, !DIExpression(), !4984)
    #dbg_value(ptr @alloc_987f9181f01088182face37be6d0a1cd, !4986, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5008)
    #dbg_value(i64 41, !4986, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5008)
; invoke <std::sys::thread::unix::Thread>::join
  invoke void @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread4join(i64 noundef %63)
          to label %bb1.i unwind label %cleanup.i9, !dbg !5010, !noalias !5011

cleanup.i9:                                       ; preds = %bb12.i, %bb10.i, %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E.exit"
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.experimental.noalias.scope.decl(metadata !5013), !dbg !5016
    #dbg_value(ptr %_14, !3000, !DIExpression(), !5017)
  call void @llvm.experimental.noalias.scope.decl(metadata !5019), !dbg !5022
    #dbg_value(ptr %_14, !3014, !DIExpression(), !5023)
  call void @llvm.experimental.noalias.scope.decl(metadata !5025), !dbg !5028
    #dbg_value(ptr %_14, !3028, !DIExpression(), !5029)
  call void @llvm.experimental.noalias.scope.decl(metadata !5031), !dbg !5034
    #dbg_value(ptr %_14, !3042, !DIExpression(), !5035)
    #dbg_value(ptr %_14, !3050, !DIExpression(), !5037)
    #dbg_value(i64 1, !3060, !DIExpression(), !5039)
    #dbg_value(i8 1, !3064, !DIExpression(), !5039)
    #dbg_value(i64 1, !3067, !DIExpression(), !5041)
    #dbg_value(i8 1, !3071, !DIExpression(), !5041)
  %_10.i.i.i.i.i10 = load ptr, ptr %_14, align 8, !dbg !5043, !alias.scope !5045, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i.i10, !3063, !DIExpression(), !5047)
    #dbg_value(ptr %_10.i.i.i.i.i10, !3070, !DIExpression(), !5041)
  %65 = atomicrmw sub ptr %_10.i.i.i.i.i10, i64 1 release, align 8, !dbg !5048, !noalias !5049
  %66 = icmp eq i64 %65, 1, !dbg !5050
  br i1 %66, label %bb2.i.i.i.i.i, label %bb6.i, !dbg !5050

bb2.i.i.i.i.i:                                    ; preds = %cleanup.i9
    #dbg_value(i8 2, !1613, !DIExpression(), !5051)
  fence acquire, !dbg !5053
; invoke <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(24) %_14) #21
          to label %bb6.i unwind label %terminate.i12, !dbg !5054, !noalias !5046

bb1.i:                                            ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E.exit"
    #dbg_value(ptr %_14, !5055, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5061)
    #dbg_value(ptr %_14, !5063, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5069)
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !5071, !DIExpression(), !5079)
    #dbg_value(i64 1, !5081, !DIExpression(), !5106)
    #dbg_value(i64 -1, !5103, !DIExpression(), !5106)
    #dbg_value(i8 2, !5104, !DIExpression(), !5106)
    #dbg_value(i8 0, !5105, !DIExpression(), !5106)
    #dbg_value(i8 2, !5108, !DIExpression(), !5112)
    #dbg_value(i64 1, !5114, !DIExpression(), !5119)
    #dbg_value(i8 1, !5118, !DIExpression(), !5119)
    #dbg_value(ptr %26, !5102, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5121)
    #dbg_value(ptr %26, !5122, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5129)
  %_12.i.i = getelementptr inbounds nuw i8, ptr %26, i64 8, !dbg !5131
    #dbg_value(ptr %_12.i.i, !5132, !DIExpression(), !5144)
    #dbg_value(i64 1, !5137, !DIExpression(), !5144)
    #dbg_value(i64 -1, !5138, !DIExpression(), !5144)
    #dbg_value(i8 2, !5139, !DIExpression(), !5144)
    #dbg_value(i8 0, !5140, !DIExpression(), !5144)
  %67 = cmpxchg ptr %_12.i.i, i64 1, i64 -1 acquire monotonic, align 8, !dbg !5146, !noalias !5147
  %68 = extractvalue { i64, i1 } %67, 1, !dbg !5146
  br i1 %68, label %bb8.i, label %bb10.i, !dbg !5150, !prof !5151

bb8.i:                                            ; preds = %bb1.i
    #dbg_value(ptr %26, !5111, !DIExpression(), !5152)
    #dbg_value(ptr %26, !5122, !DIExpression(), !5153)
    #dbg_value(ptr %26, !4073, !DIExpression(), !5155)
    #dbg_value(i8 2, !4079, !DIExpression(), !5155)
  %69 = load atomic i64, ptr %26 acquire, align 8, !dbg !5157, !noalias !5147
  %70 = icmp eq i64 %69, 1, !dbg !5158
    #dbg_value(i1 %70, !5077, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !5159)
    #dbg_value(ptr %26, !5117, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5160)
    #dbg_value(ptr %26, !5122, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5161)
    #dbg_value(ptr %_12.i.i, !4576, !DIExpression(), !5163)
    #dbg_value(i64 1, !4581, !DIExpression(), !5163)
    #dbg_value(i8 1, !4582, !DIExpression(), !5163)
  store atomic i64 1, ptr %_12.i.i release, align 8, !dbg !5165, !noalias !5147
    #dbg_value(i8 poison, !5077, !DIExpression(), !5159)
  br i1 %70, label %bb9.i, label %bb10.i, !dbg !5166, !prof !5167

bb10.i:                                           ; preds = %bb8.i, %bb1.i
    #dbg_value(ptr null, !5005, !DIExpression(), !5008)
; invoke core::option::expect_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_987f9181f01088182face37be6d0a1cd, i64 noundef 41, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c8fa0f44c6d4fbb5209642c5dc0b0954) #18
          to label %unreachable.i13 unwind label %cleanup.i9, !dbg !5168, !noalias !5011

bb9.i:                                            ; preds = %bb8.i
  %_14.i = load ptr, ptr %self.sroa.4.0._14.sroa_idx, align 8, !dbg !5169, !alias.scope !4974, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_14.i, !5005, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !5008)
    #dbg_value(ptr %_14.i, !5170, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !5177)
    #dbg_value(ptr %_14.i, !5179, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !5184)
  %71 = getelementptr inbounds nuw i8, ptr %_14.i, i64 24, !dbg !5186
  %self1.sroa.0.0.copyload.i = load i64, ptr %71, align 8, !dbg !5186, !noalias !5011
    #dbg_value(i64 %self1.sroa.0.0.copyload.i, !5187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5195)
  store i64 0, ptr %71, align 8, !dbg !5197, !noalias !5011
  %72 = trunc nuw i64 %self1.sroa.0.0.copyload.i to i1, !dbg !5198
  br i1 %72, label %bb13.i, label %bb12.i, !dbg !5198, !prof !5199

unreachable.i13:                                  ; preds = %bb12.i, %bb10.i
  unreachable

bb13.i:                                           ; preds = %bb9.i
  %self1.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %_14.i, i64 32, !dbg !5186
  %_4.sroa.0.0.copyload = load ptr, ptr %self1.sroa.4.0..sroa_idx.i, align 8, !dbg !5200, !noalias !4974
    #dbg_value(ptr %_4.sroa.0.0.copyload, !5201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !5211)
  %_4.sroa.5.0.self1.sroa.4.0..sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_14.i, i64 40, !dbg !5200
  %_4.sroa.5.0.copyload = load ptr, ptr %_4.sroa.5.0.self1.sroa.4.0..sroa_idx.i.sroa_idx, align 8, !dbg !5200, !noalias !4974
    #dbg_value(ptr %_4.sroa.5.0.copyload, !5201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !5211)
  call void @llvm.experimental.noalias.scope.decl(metadata !5213), !dbg !5016
    #dbg_value(ptr %_14, !3000, !DIExpression(), !5216)
  call void @llvm.experimental.noalias.scope.decl(metadata !5218), !dbg !5221
    #dbg_value(ptr %_14, !3014, !DIExpression(), !5222)
  call void @llvm.experimental.noalias.scope.decl(metadata !5224), !dbg !5227
    #dbg_value(ptr %_14, !3028, !DIExpression(), !5228)
  call void @llvm.experimental.noalias.scope.decl(metadata !5230), !dbg !5233
    #dbg_value(ptr %_14, !3042, !DIExpression(), !5234)
    #dbg_value(ptr %_14, !3050, !DIExpression(), !5236)
    #dbg_value(i64 1, !3060, !DIExpression(), !5238)
    #dbg_value(i8 1, !3064, !DIExpression(), !5238)
    #dbg_value(i64 1, !3067, !DIExpression(), !5240)
    #dbg_value(i8 1, !3071, !DIExpression(), !5240)
  %_10.i.i.i.i6.i = load ptr, ptr %_14, align 8, !dbg !5242, !alias.scope !5244, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i.i6.i, !3063, !DIExpression(), !5245)
    #dbg_value(ptr %_10.i.i.i.i6.i, !3070, !DIExpression(), !5240)
  %73 = atomicrmw sub ptr %_10.i.i.i.i6.i, i64 1 release, align 8, !dbg !5246, !noalias !5247
  %74 = icmp eq i64 %73, 1, !dbg !5248
  br i1 %74, label %bb2.i.i.i.i7.i, label %bb5.i14, !dbg !5248

bb2.i.i.i.i7.i:                                   ; preds = %bb13.i
    #dbg_value(i8 2, !1613, !DIExpression(), !5249)
  fence acquire, !dbg !5251
; invoke <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  invoke void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(24) %_14) #21
          to label %bb5.i14 unwind label %cleanup4.i, !dbg !5252, !noalias !5046

bb12.i:                                           ; preds = %bb9.i
; invoke core::option::unwrap_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_5c930fb1751f82b8f0fb1f0c7d0d38d5) #18
          to label %unreachable.i13 unwind label %cleanup.i9, !dbg !5253, !noalias !5011

cleanup4.i:                                       ; preds = %bb2.i.i.i.i7.i
  %75 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.experimental.noalias.scope.decl(metadata !5254), !dbg !5016
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1564, !DIExpression(), !5257)
  call void @llvm.experimental.noalias.scope.decl(metadata !5259), !dbg !5262
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1572, !DIExpression(), !5263)
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !2573, !DIExpression(), !5265)
    #dbg_value(i64 1, !1581, !DIExpression(), !5267)
    #dbg_value(i8 1, !1590, !DIExpression(), !5267)
    #dbg_value(i64 1, !1593, !DIExpression(), !5269)
    #dbg_value(i8 1, !1600, !DIExpression(), !5269)
  %_10.i.i.i = load ptr, ptr %self.sroa.4.0._14.sroa_idx, align 8, !dbg !5271, !alias.scope !5273, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i.i, !1589, !DIExpression(), !5274)
    #dbg_value(ptr %_10.i.i.i, !1599, !DIExpression(), !5269)
  %76 = atomicrmw sub ptr %_10.i.i.i, i64 1 release, align 8, !dbg !5275, !noalias !5276
  %77 = icmp eq i64 %76, 1, !dbg !5277
  br i1 %77, label %bb2.i.i.i, label %common.resume, !dbg !5277

bb2.i.i.i:                                        ; preds = %cleanup4.i
    #dbg_value(i8 2, !1613, !DIExpression(), !5278)
  fence acquire, !dbg !5280
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %self.sroa.4.0._14.sroa_idx) #21
          to label %common.resume unwind label %terminate.i12, !dbg !5281, !noalias !5046

bb5.i14:                                          ; preds = %bb2.i.i.i.i7.i, %bb13.i
  call void @llvm.experimental.noalias.scope.decl(metadata !5282), !dbg !5016
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1564, !DIExpression(), !5285)
  call void @llvm.experimental.noalias.scope.decl(metadata !5287), !dbg !5290
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1572, !DIExpression(), !5291)
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !2573, !DIExpression(), !5293)
    #dbg_value(i64 1, !1581, !DIExpression(), !5295)
    #dbg_value(i8 1, !1590, !DIExpression(), !5295)
    #dbg_value(i64 1, !1593, !DIExpression(), !5297)
    #dbg_value(i8 1, !1600, !DIExpression(), !5297)
  %_10.i.i11.i = load ptr, ptr %self.sroa.4.0._14.sroa_idx, align 8, !dbg !5299, !alias.scope !5301, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i11.i, !1589, !DIExpression(), !5302)
    #dbg_value(ptr %_10.i.i11.i, !1599, !DIExpression(), !5297)
  %78 = atomicrmw sub ptr %_10.i.i11.i, i64 1 release, align 8, !dbg !5303, !noalias !5304
  %79 = icmp eq i64 %78, 1, !dbg !5305
  br i1 %79, label %bb2.i.i12.i, label %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E.exit", !dbg !5305

bb2.i.i12.i:                                      ; preds = %bb5.i14
    #dbg_value(i8 2, !1613, !DIExpression(), !5306)
  fence acquire, !dbg !5308
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %self.sroa.4.0._14.sroa_idx) #21, !dbg !5309, !noalias !5046
  br label %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E.exit", !dbg !5309

terminate.i12:                                    ; preds = %bb2.i.i15.i, %bb2.i.i.i, %bb2.i.i.i.i.i
  %80 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !5310, !noalias !5046
  unreachable, !dbg !5310

bb6.i:                                            ; preds = %bb2.i.i.i.i.i, %cleanup.i9
  call void @llvm.experimental.noalias.scope.decl(metadata !5311), !dbg !5016
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1564, !DIExpression(), !5314)
  call void @llvm.experimental.noalias.scope.decl(metadata !5316), !dbg !5319
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !1572, !DIExpression(), !5320)
    #dbg_value(ptr %self.sroa.4.0._14.sroa_idx, !2573, !DIExpression(), !5322)
    #dbg_value(i64 1, !1581, !DIExpression(), !5324)
    #dbg_value(i8 1, !1590, !DIExpression(), !5324)
    #dbg_value(i64 1, !1593, !DIExpression(), !5326)
    #dbg_value(i8 1, !1600, !DIExpression(), !5326)
  %_10.i.i14.i = load ptr, ptr %self.sroa.4.0._14.sroa_idx, align 8, !dbg !5328, !alias.scope !5330, !noalias !5046, !nonnull !43, !noundef !43
    #dbg_value(ptr %_10.i.i14.i, !1589, !DIExpression(), !5331)
    #dbg_value(ptr %_10.i.i14.i, !1599, !DIExpression(), !5326)
  %81 = atomicrmw sub ptr %_10.i.i14.i, i64 1 release, align 8, !dbg !5332, !noalias !5333
  %82 = icmp eq i64 %81, 1, !dbg !5334
  br i1 %82, label %bb2.i.i15.i, label %common.resume, !dbg !5334

bb2.i.i15.i:                                      ; preds = %bb6.i
    #dbg_value(i8 2, !1613, !DIExpression(), !5335)
  fence acquire, !dbg !5337
; invoke alloc::sync::Arc<T,A>::drop_slow
  invoke void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %self.sroa.4.0._14.sroa_idx) #21
          to label %common.resume unwind label %terminate.i12, !dbg !5338, !noalias !5046

"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E.exit": ; preds = %bb5.i14, %bb2.i.i12.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_14), !dbg !5339
    #dbg_declare(ptr %e.i, !5209, !DIExpression(), !5340)
  %.not.i = icmp eq ptr %_4.sroa.0.0.copyload, null, !dbg !5341
  br i1 %.not.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E.exit", label %bb2.i, !dbg !5342, !prof !5199

bb2.i:                                            ; preds = %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E.exit"
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i), !dbg !5343, !noalias !5344
  %83 = icmp ne ptr %_4.sroa.5.0.copyload, null
  call void @llvm.assume(i1 %83)
  store ptr %_4.sroa.0.0.copyload, ptr %e.i, align 8, !dbg !5343, !noalias !5344
  %84 = getelementptr inbounds nuw i8, ptr %e.i, i64 8, !dbg !5343
  store ptr %_4.sroa.5.0.copyload, ptr %84, align 8, !dbg !5343, !noalias !5344
; invoke core::result::unwrap_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_00ae4b301f7fab8ac9617c03fcbd7274, i64 noundef 43, ptr noundef nonnull align 1 %e.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9ac5998e1d2139f9258c9ecdc2c6df8f) #18
          to label %unreachable.i unwind label %cleanup.i, !dbg !5347, !noalias !5344

cleanup.i:                                        ; preds = %bb2.i
  %85 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<alloc::boxed::Box<dyn core::any::Any+core::marker::Send>>
  invoke void @"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"(ptr noalias noundef nonnull align 8 dereferenceable(16) %e.i) #22
          to label %common.resume unwind label %terminate.i, !dbg !5348, !noalias !5344

unreachable.i:                                    ; preds = %bb2.i
  unreachable

terminate.i:                                      ; preds = %cleanup.i
  %86 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #20, !dbg !5349, !noalias !5344
  unreachable, !dbg !5349

"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E.exit": ; preds = %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E.exit"
    #dbg_value(ptr %_4.sroa.5.0.copyload, !3708, !DIExpression(), !5350)
  %_8 = call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN9threadres5w_sum17hec59e9e4aa57806aE) #19, !dbg !5351
  %87 = icmp ne ptr %_8, null, !dbg !5352
  call void @llvm.assume(i1 %87), !dbg !5352
    #dbg_value(ptr %_8, !3710, !DIExpression(), !5353)
  %_0 = call noundef i64 %_8(ptr noundef null, ptr noalias noundef align 8 %_4.sroa.5.0.copyload), !dbg !5354
  ret i64 %_0, !dbg !5355
}

; threadres::w_sum
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN9threadres5w_sum17hec59e9e4aa57806aE(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef align 8 %0) unnamed_addr #0 !dbg !5356 {
start:
  %l = alloca [8 x i8], align 8
  store ptr %0, ptr %l, align 8
    #dbg_value(ptr %this, !5361, !DIExpression(), !5383)
    #dbg_declare(ptr %l, !5362, !DIExpression(), !5384)
  %1 = load i64, ptr %this, align 8, !dbg !5385, !noundef !43
    #dbg_value(i64 %1, !5363, !DIExpression(), !5386)
    #dbg_value(ptr %l, !5387, !DIExpression(), !5394)
    #dbg_value(ptr %l, !5396, !DIExpression(), !5420)
  %.not = icmp eq ptr %0, null, !dbg !5422
    #dbg_value(ptr %0, !5365, !DIExpression(), !5423)
  br i1 %.not, label %"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE.exit", label %bb2, !dbg !5424

bb2:                                              ; preds = %start, %bb2
  %s.sroa.0.013 = phi i64 [ %3, %bb2 ], [ %1, %start ]
  %c.sroa.0.112 = phi ptr [ %4, %bb2 ], [ %0, %start ]
    #dbg_value(i64 %s.sroa.0.013, !5363, !DIExpression(), !5386)
    #dbg_value(ptr %c.sroa.0.112, !5365, !DIExpression(), !5423)
    #dbg_value(ptr %c.sroa.0.112, !5381, !DIExpression(), !5425)
  %2 = getelementptr inbounds nuw i8, ptr %c.sroa.0.112, i64 8, !dbg !5426
  %_6 = load i64, ptr %2, align 8, !dbg !5426, !noundef !43
  %3 = add i64 %_6, %s.sroa.0.013, !dbg !5427
    #dbg_value(i64 %3, !5363, !DIExpression(), !5386)
    #dbg_value(ptr %c.sroa.0.112, !5387, !DIExpression(), !5428)
    #dbg_value(ptr %c.sroa.0.112, !5396, !DIExpression(), !5430)
  %4 = load ptr, ptr %c.sroa.0.112, align 8, !dbg !5433, !align !1417, !noundef !43
    #dbg_value(ptr %4, !5365, !DIExpression(), !5423)
  %.not8 = icmp eq ptr %4, null, !dbg !5434
  br i1 %.not8, label %bb2.i, label %bb2, !dbg !5424

bb2.i:                                            ; preds = %bb2
    #dbg_value(ptr %l, !1405, !DIExpression(), !5435)
; call core::ptr::drop_in_place<alloc::boxed::Box<threadres::Node>>
  call fastcc void @"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %l), !dbg !5437
  br label %"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE.exit", !dbg !5437

"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE.exit": ; preds = %start, %bb2.i
  %s.sroa.0.0.lcssa15 = phi i64 [ %3, %bb2.i ], [ %1, %start ]
  ret i64 %s.sroa.0.0.lcssa15, !dbg !5438
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #4

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #10

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #4

; core::panicking::panic_in_cleanup
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() unnamed_addr #11

; <std::sys::stdio::unix::Stderr as std::io::Write>::write
; Function Attrs: nonlazybind uwtable
declare { i64, ptr } @_RNvXs3_NtNtNtCsjrHSEGnQ3l9_3std3sys5stdio4unixNtB5_6StderrNtNtBb_2io5Write5write(ptr noalias noundef nonnull align 1, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #0

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; std::env::_var_os
; Function Attrs: nonlazybind uwtable
declare void @_RNvNtCsjrHSEGnQ3l9_3std3env7__var_os(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(address) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #0

; <std::thread::id::ThreadId>::new
; Function Attrs: nonlazybind uwtable
declare noundef range(i64 1, 0) i64 @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread2idNtB2_8ThreadId3new() unnamed_addr #0

; <std::thread::thread::Thread>::new
; Function Attrs: nonlazybind uwtable
declare noundef nonnull ptr @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB4_6Thread3new(i64 noundef range(i64 1, 0), ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24)) unnamed_addr #0

; std::thread::spawnhook::run_spawn_hooks
; Function Attrs: nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook15run_spawn_hooks(ptr dead_on_unwind noalias noundef writable sret([32 x i8]) align 8 captures(none) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8)) unnamed_addr #0

; <std::thread::scoped::ScopeData>::increment_num_running_threads
; Function Attrs: nonlazybind uwtable
declare void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29increment_num_running_threads(ptr noundef nonnull align 8) unnamed_addr #0

; <std::sys::thread::unix::Thread>::new
; Function Attrs: nonlazybind uwtable
declare { i64, ptr } @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread3new(i64 noundef, ptr noalias noundef nonnull align 8) unnamed_addr #0

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #13

; core::str::converts::from_utf8
; Function Attrs: nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #0

; <std::thread::spawnhook::ChildSpawnHooks>::run
; Function Attrs: nonlazybind uwtable
declare void @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB4_15ChildSpawnHooks3run(ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(32)) unnamed_addr #0

; <std::sys::thread::unix::Thread>::join
; Function Attrs: nonlazybind uwtable
declare void @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread4join(i64 noundef) unnamed_addr #0

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; std::panicking::catch_unwind::cleanup
; Function Attrs: cold minsize nonlazybind optsize uwtable
declare { ptr, ptr } @_RNvNvNtCsjrHSEGnQ3l9_3std9panicking12catch_unwind7cleanup(ptr noundef) unnamed_addr #14

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #15

; <std::thread::spawnhook::SpawnHooks as core::ops::drop::Drop>::drop
; Function Attrs: nonlazybind uwtable
declare void @_RNvXNtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB2_10SpawnHooksNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #0

; <std::io::error::Error as core::fmt::Debug>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXNtNtCsjrHSEGnQ3l9_3std2io5errorNtB2_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; core::result::unwrap_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; <dyn core::any::Any + core::marker::Send as core::fmt::Debug>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs0_NtCsgEmfK2I1SDS_4core3anyDNtB5_3AnyNtNtB7_6marker4SendEL_NtNtB7_3fmt5Debug3fmt(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
; Function Attrs: noinline nonlazybind uwtable
declare void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #1

; <alloc::sync::Arc<std::thread::spawnhook::SpawnHook>>::drop_slow
; Function Attrs: noinline nonlazybind uwtable
declare void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook9SpawnHookE9drop_slowBM_(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #1

; std::process::abort
; Function Attrs: cold noreturn nonlazybind uwtable
declare void @_RNvNtCsjrHSEGnQ3l9_3std7process5abort() unnamed_addr #16

; <std::thread::scoped::ScopeData>::decrement_num_running_threads
; Function Attrs: nonlazybind uwtable
declare void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29decrement_num_running_threads(ptr noundef nonnull align 8, i1 noundef zeroext) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #14 = { cold minsize nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { cold noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { noreturn }
attributes #19 = { nounwind }
attributes #20 = { cold noreturn nounwind }
attributes #21 = { noinline }
attributes #22 = { cold }

!llvm.module.flags = !{!540, !541, !542, !543}
!llvm.ident = !{!544}
!llvm.dbg.cu = !{!545}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>> as core::ops::function::FnOnce<()>>::{vtable}", scope: null, file: !2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "<unknown>", directory: "")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>> as core::ops::function::FnOnce<()>>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !4, vtableHolder: !12, templateParams: !43, identifier: "51fce09f287b9fb9a0251008b5b53fda")
!4 = !{!5, !8, !10, !11}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !3, file: !2, baseType: !6, size: 64, align: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!7 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!9 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !3, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !13, file: !2, size: 384, align: 64, elements: !17, templateParams: !43, identifier: "bf93c24b3a285ee61dbf33535cdf6d6")
!13 = !DINamespace(name: "spawn_unchecked", scope: !14)
!14 = !DINamespace(name: "lifecycle", scope: !15)
!15 = !DINamespace(name: "thread", scope: !16)
!16 = !DINamespace(name: "std", scope: null)
!17 = !{!18, !48, !172}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !12, file: !2, baseType: !19, size: 64, align: 64, offset: 320)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<threadres::send_joined::{closure_env#0}>", scope: !13, file: !2, size: 64, align: 64, flags: DIFlagProtected, elements: !20, templateParams: !46, identifier: "37e61986e46327e450c1a5c3bc12542f")
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !19, file: !2, baseType: !22, size: 64, align: 64, flags: DIFlagProtected)
!22 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<threadres::send_joined::{closure_env#0}>", scope: !23, file: !2, size: 64, align: 64, elements: !26, templateParams: !46, identifier: "dd7476ae5d2dd8597e5151048f3cb1a9")
!23 = !DINamespace(name: "maybe_uninit", scope: !24)
!24 = !DINamespace(name: "mem", scope: !25)
!25 = !DINamespace(name: "core", scope: null)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !22, file: !2, baseType: !7, align: 8)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !22, file: !2, baseType: !29, size: 64, align: 64)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<threadres::send_joined::{closure_env#0}>", scope: !30, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !31, templateParams: !46, identifier: "93d73ff8edf4590d6fa90124d9265bb")
!30 = !DINamespace(name: "manually_drop", scope: !24)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !29, file: !2, baseType: !33, size: 64, align: 64, flags: DIFlagPrivate)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<threadres::send_joined::{closure_env#0}>", scope: !34, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !35, templateParams: !44, identifier: "133d740718bfcc2cbda0055e29622a21")
!34 = !DINamespace(name: "maybe_dangling", scope: !24)
!35 = !{!36}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !33, file: !2, baseType: !37, size: 64, align: 64, flags: DIFlagPrivate)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !38, file: !2, size: 64, align: 64, elements: !40, templateParams: !43, identifier: "382af97103c98ff3e7db3f62207ca6b9")
!38 = !DINamespace(name: "send_joined", scope: !39)
!39 = !DINamespace(name: "threadres", scope: null)
!40 = !{!41}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !37, file: !2, baseType: !42, size: 64, align: 64)
!42 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!43 = !{}
!44 = !{!45}
!45 = !DITemplateTypeParameter(name: "P", type: !37)
!46 = !{!47}
!47 = !DITemplateTypeParameter(name: "T", type: !37)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !12, file: !2, baseType: !49, size: 256, align: 64)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "ChildSpawnHooks", scope: !50, file: !2, size: 256, align: 64, flags: DIFlagProtected, elements: !51, templateParams: !43, identifier: "eeb8377564d41ffd727c9fa14ad1c79c")
!50 = !DINamespace(name: "spawnhook", scope: !15)
!51 = !{!52, !123}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !49, file: !2, baseType: !53, size: 64, align: 64, offset: 192, flags: DIFlagPrivate)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "SpawnHooks", scope: !50, file: !2, size: 64, align: 64, flags: DIFlagPrivate, elements: !54, templateParams: !43, identifier: "eebec3c86ebd2acbfaa46fa2eadbdb0")
!54 = !{!55}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "first", scope: !53, file: !2, baseType: !56, size: 64, align: 64, flags: DIFlagPrivate)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !58, templateParams: !43, identifier: "9c26074f4796feaefe0fa89af36e666")
!57 = !DINamespace(name: "option", scope: !25)
!58 = !{!59}
!59 = !DICompositeType(tag: DW_TAG_variant_part, scope: !56, file: !2, size: 64, align: 64, elements: !60, templateParams: !43, identifier: "fe2ec0e7f6e85b00b3154582f9b16849", discriminator: !122)
!60 = !{!61, !118}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !59, file: !2, baseType: !62, size: 64, align: 64, extraData: i64 0)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !56, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !63, identifier: "de0e56b27d0f8050cebd7cdd5066c822")
!63 = !{!64}
!64 = !DITemplateTypeParameter(name: "T", type: !65)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", scope: !66, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !68, templateParams: !116, identifier: "5c46653250a9f64572e7c06e649052f2")
!66 = !DINamespace(name: "sync", scope: !67)
!67 = !DINamespace(name: "alloc", scope: null)
!68 = !{!69, !110, !113}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !65, file: !2, baseType: !70, size: 64, align: 64, flags: DIFlagPrivate)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !73, templateParams: !108, identifier: "3d00bcf266f3da0552efa4d79943cc82")
!71 = !DINamespace(name: "non_null", scope: !72)
!72 = !DINamespace(name: "ptr", scope: !25)
!73 = !{!74}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !70, file: !2, baseType: !75, size: 64, align: 64, flags: DIFlagPrivate)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>", baseType: !76, size: 64, align: 64, dwarfAddressSpace: 0)
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::spawnhook::SpawnHook>", scope: !66, file: !2, size: 320, align: 64, flags: DIFlagPrivate, elements: !77, templateParams: !106, identifier: "66fdc315f712b4647c5f1b77e02ea9a6")
!77 = !{!78, !90, !91}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !76, file: !2, baseType: !79, size: 64, align: 64, flags: DIFlagPrivate)
!79 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicUsize", scope: !80, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !82, templateParams: !43, identifier: "4d473d2171783819ad804082894a3856")
!80 = !DINamespace(name: "atomic", scope: !81)
!81 = !DINamespace(name: "sync", scope: !25)
!82 = !{!83}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !79, file: !2, baseType: !84, size: 64, align: 64, flags: DIFlagPrivate)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<usize>", scope: !85, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !86, templateParams: !88, identifier: "39a99da3e6158f476ae51abf051b55a8")
!85 = !DINamespace(name: "cell", scope: !25)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !84, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!88 = !{!89}
!89 = !DITemplateTypeParameter(name: "T", type: !9)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !76, file: !2, baseType: !79, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !76, file: !2, baseType: !92, size: 192, align: 64, offset: 128, flags: DIFlagPrivate)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "SpawnHook", scope: !50, file: !2, size: 192, align: 64, flags: DIFlagPrivate, elements: !93, templateParams: !43, identifier: "a0fa40b3023c1c67dd5268f694d43239")
!93 = !{!94, !105}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !92, file: !2, baseType: !95, size: 128, align: 64, flags: DIFlagPrivate)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::ops::function::Fn<(&std::thread::thread::Thread), Output=alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>> + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !96, templateParams: !43, identifier: "c70ada2156cf59a2dd08cb168dd6b2b4")
!96 = !{!97, !100}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !95, file: !2, baseType: !98, size: 64, align: 64)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::ops::function::Fn<(&std::thread::thread::Thread), Output=alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>> + core::marker::Send + core::marker::Sync)", file: !2, align: 8, elements: !43, identifier: "e829d690d0e003e2ef599cf502eed75c")
!100 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !95, file: !2, baseType: !101, size: 64, align: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, align: 64, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 6, lowerBound: 0)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !92, file: !2, baseType: !56, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!106 = !{!107}
!107 = !DITemplateTypeParameter(name: "T", type: !92)
!108 = !{!109}
!109 = !DITemplateTypeParameter(name: "T", type: !76)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !65, file: !2, baseType: !111, align: 8, offset: 64, flags: DIFlagPrivate)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !108, identifier: "bd39b1adf08db9894779313c94f6575")
!112 = !DINamespace(name: "marker", scope: !25)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !65, file: !2, baseType: !114, align: 8, offset: 64, flags: DIFlagPrivate)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !115, file: !2, align: 8, flags: DIFlagPublic, elements: !43, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!115 = !DINamespace(name: "alloc", scope: !67)
!116 = !{!107, !117}
!117 = !DITemplateTypeParameter(name: "A", type: !114)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !59, file: !2, baseType: !119, size: 64, align: 64)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !56, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !120, templateParams: !63, identifier: "dd763ff7771c5d4fa4e25199f00c06b")
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !119, file: !2, baseType: !65, size: 64, align: 64, flags: DIFlagPublic)
!122 = !DIDerivedType(tag: DW_TAG_member, scope: !56, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "to_run", scope: !49, file: !2, baseType: !124, size: 192, align: 64, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", scope: !125, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !126, templateParams: !170, identifier: "5bdf23c267c8f87ea3d5f063d063e306")
!125 = !DINamespace(name: "vec", scope: !67)
!126 = !{!127, !171}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !124, file: !2, baseType: !128, size: 128, align: 64, flags: DIFlagPrivate)
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", scope: !129, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !130, templateParams: !170, identifier: "c2d7c12bb10a631dc03401c085691c18")
!129 = !DINamespace(name: "raw_vec", scope: !67)
!130 = !{!131, !156}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !128, file: !2, baseType: !132, size: 128, align: 64, flags: DIFlagPrivate)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !129, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !133, templateParams: !155, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!133 = !{!134, !148, !154}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !132, file: !2, baseType: !135, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !136, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !137, templateParams: !144, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!136 = !DINamespace(name: "unique", scope: !72)
!137 = !{!138, !146}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !135, file: !2, baseType: !139, size: 64, align: 64, flags: DIFlagPrivate)
!139 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !140, templateParams: !144, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!140 = !{!141}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !139, file: !2, baseType: !142, size: 64, align: 64, flags: DIFlagPrivate)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !143, size: 64, align: 64, dwarfAddressSpace: 0)
!143 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!144 = !{!145}
!145 = !DITemplateTypeParameter(name: "T", type: !143)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !135, file: !2, baseType: !147, align: 8, offset: 64, flags: DIFlagPrivate)
!147 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !144, identifier: "15bae875c56c7c0f828edf19d836075e")
!148 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !132, file: !2, baseType: !149, size: 64, align: 64, flags: DIFlagPrivate)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !150, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !152, templateParams: !43, identifier: "cad7375c0c871c072d809328de25b44")
!150 = !DINamespace(name: "niche_types", scope: !151)
!151 = !DINamespace(name: "num", scope: !25)
!152 = !{!153}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !149, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !132, file: !2, baseType: !114, align: 8, offset: 128, flags: DIFlagPrivate)
!155 = !{!117}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !128, file: !2, baseType: !157, align: 8, offset: 128, flags: DIFlagPrivate)
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !158, identifier: "fc69ebabb4dbbbad75cac103711330b0")
!158 = !{!159}
!159 = !DITemplateTypeParameter(name: "T", type: !160)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !161, templateParams: !43, identifier: "784f70b9191dc401f45ccad49dd98a60")
!161 = !{!162, !165}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !160, file: !2, baseType: !163, size: 64, align: 64)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64, align: 64, dwarfAddressSpace: 0)
!164 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, align: 8, elements: !43, identifier: "81b0c2b508a9eeb1c9c4cf84be6b519b")
!165 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !160, file: !2, baseType: !166, size: 64, align: 64, offset: 64)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 4]", baseType: !167, size: 64, align: 64, dwarfAddressSpace: 0)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, align: 64, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 4, lowerBound: 0)
!170 = !{!159, !117}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !124, file: !2, baseType: !9, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "their_packet", scope: !12, file: !2, baseType: !173, size: 64, align: 64, offset: 256)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", scope: !66, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !174, templateParams: !413, identifier: "d33508873c42fa601115b9f47e798ef3")
!174 = !{!175, !410, !412}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !173, file: !2, baseType: !176, size: 64, align: 64, flags: DIFlagPrivate)
!176 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !177, templateParams: !408, identifier: "e3b18a33f6626484e8585d9c48e95354")
!177 = !{!178}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !176, file: !2, baseType: !179, size: 64, align: 64, flags: DIFlagPrivate)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!180 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", scope: !66, file: !2, size: 384, align: 64, flags: DIFlagPrivate, elements: !181, templateParams: !406, identifier: "20d73f0dc79fbe8e48ffbafefd8f0eb3")
!181 = !{!182, !183, !184}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !180, file: !2, baseType: !79, size: 64, align: 64, flags: DIFlagPrivate)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !180, file: !2, baseType: !79, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !180, file: !2, baseType: !185, size: 256, align: 64, offset: 128, flags: DIFlagPrivate)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !14, file: !2, size: 256, align: 64, flags: DIFlagPrivate, elements: !186, templateParams: !405, identifier: "5ac84c5263cbc711de28e1083d648c66")
!186 = !{!187, !327, !387}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "scope", scope: !185, file: !2, baseType: !188, size: 64, align: 64, flags: DIFlagPrivate)
!188 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !189, templateParams: !43, identifier: "5fb98ac86a7315b43e2b6618a15480f9")
!189 = !{!190}
!190 = !DICompositeType(tag: DW_TAG_variant_part, scope: !188, file: !2, size: 64, align: 64, elements: !191, templateParams: !43, identifier: "2c7c1c795725e24c3bc0594e8c8246cc", discriminator: !326)
!191 = !{!192, !322}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !190, file: !2, baseType: !193, size: 64, align: 64, extraData: i64 0)
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !188, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !194, identifier: "98fef0ad5724695823fedfb81f35429f")
!194 = !{!195}
!195 = !DITemplateTypeParameter(name: "T", type: !196)
!196 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", scope: !66, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !197, templateParams: !321, identifier: "cd79285008b59249f6d84f12e947241a")
!197 = !{!198, !318, !320}
!198 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !196, file: !2, baseType: !199, size: 64, align: 64, flags: DIFlagPrivate)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::scoped::ScopeData>>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !200, templateParams: !316, identifier: "c6044cdf17742002f1fe5ece2095d9c4")
!200 = !{!201}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !199, file: !2, baseType: !202, size: 64, align: 64, flags: DIFlagPrivate)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::scoped::ScopeData>", baseType: !203, size: 64, align: 64, dwarfAddressSpace: 0)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::scoped::ScopeData>", scope: !66, file: !2, size: 320, align: 64, flags: DIFlagPrivate, elements: !204, templateParams: !314, identifier: "f1f944dbbb4e153993ec73bd62fa46f0")
!204 = !{!205, !206, !207}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !203, file: !2, baseType: !79, size: 64, align: 64, flags: DIFlagPrivate)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !203, file: !2, baseType: !79, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !203, file: !2, baseType: !208, size: 192, align: 64, offset: 128, flags: DIFlagPrivate)
!208 = !DICompositeType(tag: DW_TAG_structure_type, name: "ScopeData", scope: !209, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !210, templateParams: !43, identifier: "46b284ff1c0eefbb631e04ae7f64f9a2")
!209 = !DINamespace(name: "scoped", scope: !15)
!210 = !{!211, !212, !219}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "num_running_threads", scope: !208, file: !2, baseType: !79, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "a_thread_panicked", scope: !208, file: !2, baseType: !213, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicBool", scope: !80, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !214, templateParams: !43, identifier: "60f0e70b153cf109f3b1ce7e34993661")
!214 = !{!215}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !213, file: !2, baseType: !216, size: 8, align: 8, flags: DIFlagPrivate)
!216 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<u8>", scope: !85, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !217, templateParams: !144, identifier: "df3fe7d204cf9645c1e0417088da45bf")
!217 = !{!218}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !216, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagPrivate)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "main_thread", scope: !208, file: !2, baseType: !220, size: 64, align: 64, flags: DIFlagPrivate)
!220 = !DICompositeType(tag: DW_TAG_structure_type, name: "Thread", scope: !221, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !222, templateParams: !43, identifier: "403a666d5f21c87995fdafc8bf1e6351")
!221 = !DINamespace(name: "thread", scope: !15)
!222 = !{!223}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !220, file: !2, baseType: !224, size: 64, align: 64, flags: DIFlagPrivate)
!224 = !DICompositeType(tag: DW_TAG_structure_type, name: "Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", scope: !225, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !226, templateParams: !312, identifier: "bc0a901ebfeb8aaf57b9b1aff716c8c1")
!225 = !DINamespace(name: "pin", scope: !25)
!226 = !{!227}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !224, file: !2, baseType: !228, size: 64, align: 64, flags: DIFlagPrivate)
!228 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::thread::Inner, std::alloc::System>", scope: !66, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !229, templateParams: !310, identifier: "17e830a2d9b5f9169616a87ed1cd0fe9")
!229 = !{!230, !305, !307}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !228, file: !2, baseType: !231, size: 64, align: 64, flags: DIFlagPrivate)
!231 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::thread::Inner>>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !232, templateParams: !303, identifier: "b685f3cbfd8d3414d1ba6294362e4d00")
!232 = !{!233}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !231, file: !2, baseType: !234, size: 64, align: 64, flags: DIFlagPrivate)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::thread::Inner>", baseType: !235, size: 64, align: 64, dwarfAddressSpace: 0)
!235 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::thread::Inner>", scope: !66, file: !2, size: 384, align: 64, flags: DIFlagPrivate, elements: !236, templateParams: !301, identifier: "727304cc1db499aa1753946b26666957")
!236 = !{!237, !238, !239}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !235, file: !2, baseType: !79, size: 64, align: 64, flags: DIFlagPrivate)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !235, file: !2, baseType: !79, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !235, file: !2, baseType: !240, size: 256, align: 64, offset: 128, flags: DIFlagPrivate)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "Inner", scope: !221, file: !2, size: 256, align: 64, flags: DIFlagPrivate, elements: !241, templateParams: !43, identifier: "b4e68275b6ef48d14e0d0ca922e61cfe")
!241 = !{!242, !270, !284}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !240, file: !2, baseType: !243, size: 128, align: 64, offset: 64, flags: DIFlagPrivate)
!243 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::thread::thread::thread_name_string::ThreadNameString>", scope: !57, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !244, templateParams: !43, identifier: "69c3d296694bad8c828d2c84c68eb0c7")
!244 = !{!245}
!245 = !DICompositeType(tag: DW_TAG_variant_part, scope: !243, file: !2, size: 128, align: 64, elements: !246, templateParams: !43, identifier: "572a2b1f4b15b0cc2a73f1fb7932db83", discriminator: !269)
!246 = !{!247, !265}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !245, file: !2, baseType: !248, size: 128, align: 64, extraData: i64 0)
!248 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !243, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !249, identifier: "213221054ad9a922be49fd8e2e5e6b4e")
!249 = !{!250}
!250 = !DITemplateTypeParameter(name: "T", type: !251)
!251 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadNameString", scope: !252, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !253, templateParams: !43, identifier: "8c164ab72a2dfb2e38f74277af352297")
!252 = !DINamespace(name: "thread_name_string", scope: !221)
!253 = !{!254}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !251, file: !2, baseType: !255, size: 128, align: 64, flags: DIFlagPrivate)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "CString", scope: !256, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !258, templateParams: !43, identifier: "fc613295dbb8274a87f65b7c54af0c14")
!256 = !DINamespace(name: "c_str", scope: !257)
!257 = !DINamespace(name: "ffi", scope: !67)
!258 = !{!259}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !255, file: !2, baseType: !260, size: 128, align: 64, flags: DIFlagPrivate)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<[u8], alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !261, templateParams: !43, identifier: "921886ecc911f281d55f77903c5973b8")
!261 = !{!262, !264}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !260, file: !2, baseType: !263, size: 64, align: 64)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64, align: 64, dwarfAddressSpace: 0)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !260, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !245, file: !2, baseType: !266, size: 128, align: 64)
!266 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !243, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !267, templateParams: !249, identifier: "bcc98044100a111a3512307fbe506506")
!267 = !{!268}
!268 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !266, file: !2, baseType: !251, size: 128, align: 64, flags: DIFlagPublic)
!269 = !DIDerivedType(tag: DW_TAG_member, scope: !243, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !240, file: !2, baseType: !271, size: 64, align: 64, flags: DIFlagPrivate)
!271 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadId", scope: !272, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !273, templateParams: !43, identifier: "de609d3b81242813820c995a10001b08")
!272 = !DINamespace(name: "id", scope: !15)
!273 = !{!274}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !271, file: !2, baseType: !275, size: 64, align: 64, flags: DIFlagPrivate)
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZero<u64>", scope: !276, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !277, templateParams: !282, identifier: "ff786a4ac72ed82b974b9cfadfcee5d")
!276 = !DINamespace(name: "nonzero", scope: !151)
!277 = !{!278}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !275, file: !2, baseType: !279, size: 64, align: 64, flags: DIFlagPrivate)
!279 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZeroU64Inner", scope: !150, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !280, templateParams: !43, identifier: "e2f4201cd798a8ec8a688583cf768d10")
!280 = !{!281}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !279, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!282 = !{!283}
!283 = !DITemplateTypeParameter(name: "T", type: !42)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "parker", scope: !240, file: !2, baseType: !285, size: 32, align: 32, offset: 192, flags: DIFlagPrivate)
!285 = !DICompositeType(tag: DW_TAG_structure_type, name: "Parker", scope: !286, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !290, templateParams: !43, identifier: "39c9dceecc8e8d9c89798e8b95a41668")
!286 = !DINamespace(name: "futex", scope: !287)
!287 = !DINamespace(name: "thread_parking", scope: !288)
!288 = !DINamespace(name: "sync", scope: !289)
!289 = !DINamespace(name: "sys", scope: !16)
!290 = !{!291}
!291 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !285, file: !2, baseType: !292, size: 32, align: 32, flags: DIFlagPrivate)
!292 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicU32", scope: !80, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !293, templateParams: !43, identifier: "c7c2c74a85904bd0c8528b4e15d5ce44")
!293 = !{!294}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !292, file: !2, baseType: !295, size: 32, align: 32, flags: DIFlagPrivate)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<u32>", scope: !85, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !296, templateParams: !299, identifier: "276fcd5afdff990e3d83fbd36936145c")
!296 = !{!297}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !295, file: !2, baseType: !298, size: 32, align: 32, flags: DIFlagPrivate)
!298 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!299 = !{!300}
!300 = !DITemplateTypeParameter(name: "T", type: !298)
!301 = !{!302}
!302 = !DITemplateTypeParameter(name: "T", type: !240)
!303 = !{!304}
!304 = !DITemplateTypeParameter(name: "T", type: !235)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !228, file: !2, baseType: !306, align: 8, offset: 64, flags: DIFlagPrivate)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::thread::Inner>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !303, identifier: "8cbae2973f2416ba3239b50b421f1d46")
!307 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !228, file: !2, baseType: !308, align: 8, offset: 64, flags: DIFlagPrivate)
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "System", scope: !309, file: !2, align: 8, flags: DIFlagPublic, elements: !43, identifier: "1ff8b479d8c32c4b3ae3cd5b6d913415")
!309 = !DINamespace(name: "alloc", scope: !16)
!310 = !{!302, !311}
!311 = !DITemplateTypeParameter(name: "A", type: !308)
!312 = !{!313}
!313 = !DITemplateTypeParameter(name: "Ptr", type: !228)
!314 = !{!315}
!315 = !DITemplateTypeParameter(name: "T", type: !208)
!316 = !{!317}
!317 = !DITemplateTypeParameter(name: "T", type: !203)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !196, file: !2, baseType: !319, align: 8, offset: 64, flags: DIFlagPrivate)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::scoped::ScopeData>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !316, identifier: "8369e9356a96f8e98cc34218d394fbbb")
!320 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !196, file: !2, baseType: !114, align: 8, offset: 64, flags: DIFlagPrivate)
!321 = !{!315, !117}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !190, file: !2, baseType: !323, size: 64, align: 64)
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !188, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !324, templateParams: !194, identifier: "46c596e44a2b993ec28349bb0d5ed6f3")
!324 = !{!325}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !323, file: !2, baseType: !196, size: 64, align: 64, flags: DIFlagPublic)
!326 = !DIDerivedType(tag: DW_TAG_member, scope: !188, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !185, file: !2, baseType: !328, size: 192, align: 64, offset: 64, flags: DIFlagPrivate)
!328 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", scope: !85, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !329, templateParams: !385, identifier: "e56844140e830b67c5342f5ef68ca21c")
!329 = !{!330}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !328, file: !2, baseType: !331, size: 192, align: 64, flags: DIFlagPrivate)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", scope: !57, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !332, templateParams: !43, identifier: "63761d5d38f95c299ef4b8f372cf1783")
!332 = !{!333}
!333 = !DICompositeType(tag: DW_TAG_variant_part, scope: !331, file: !2, size: 192, align: 64, elements: !334, templateParams: !43, identifier: "51caaf628c85f760d92e6826c9ef213e", discriminator: !384)
!334 = !{!335, !380}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !333, file: !2, baseType: !336, size: 192, align: 64, extraData: i64 0)
!336 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !331, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !337, identifier: "8d293904479d7117b4d2ba0db4ce695e")
!337 = !{!338}
!338 = !DITemplateTypeParameter(name: "T", type: !339)
!339 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !341, templateParams: !43, identifier: "ac9b39329c175fd08acd96b6c223abfb")
!340 = !DINamespace(name: "result", scope: !25)
!341 = !{!342}
!342 = !DICompositeType(tag: DW_TAG_variant_part, scope: !339, file: !2, size: 128, align: 64, elements: !343, templateParams: !43, identifier: "7a5779d6bf9594d13dcf3f6e041704bc", discriminator: !379)
!343 = !{!344, !375}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !342, file: !2, baseType: !345, size: 128, align: 64, extraData: i64 0)
!345 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !339, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !346, templateParams: !366, identifier: "258d037706e0cef742cc75628c9289c")
!346 = !{!347}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !345, file: !2, baseType: !348, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!348 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !349, templateParams: !43, identifier: "260a751c206ee6933827393d430d131")
!349 = !{!350}
!350 = !DICompositeType(tag: DW_TAG_variant_part, scope: !348, file: !2, size: 64, align: 64, elements: !351, templateParams: !43, identifier: "8e16cd0bfd311073754fd0a3ec7fb410", discriminator: !365)
!351 = !{!352, !361}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !350, file: !2, baseType: !353, size: 64, align: 64, extraData: i64 0)
!353 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !348, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !354, identifier: "8b29822de862a1cfd8a4af9fb482fe7b")
!354 = !{!355}
!355 = !DITemplateTypeParameter(name: "T", type: !356)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<threadres::Node, alloc::alloc::Global>", baseType: !357, size: 64, align: 64, dwarfAddressSpace: 0)
!357 = !DICompositeType(tag: DW_TAG_structure_type, name: "Node", scope: !39, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !358, templateParams: !43, identifier: "b83ae231633253044cc92f6adebe45f8")
!358 = !{!359, !360}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !357, file: !2, baseType: !348, size: 64, align: 64, flags: DIFlagPublic)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !357, file: !2, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !350, file: !2, baseType: !362, size: 64, align: 64)
!362 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !348, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !363, templateParams: !354, identifier: "1f116a5afd5c8227ea581bc9bb5bf1f")
!363 = !{!364}
!364 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !362, file: !2, baseType: !356, size: 64, align: 64, flags: DIFlagPublic)
!365 = !DIDerivedType(tag: DW_TAG_member, scope: !348, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!366 = !{!367, !368}
!367 = !DITemplateTypeParameter(name: "T", type: !348)
!368 = !DITemplateTypeParameter(name: "E", type: !369)
!369 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !370, templateParams: !43, identifier: "10ed3ba8a6abd8274ce7f839cd83118a")
!370 = !{!371, !374}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !369, file: !2, baseType: !372, size: 64, align: 64)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64, align: 64, dwarfAddressSpace: 0)
!373 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::any::Any + core::marker::Send)", file: !2, align: 8, elements: !43, identifier: "b160390ced8ba3d9da5565e1f758d814")
!374 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !369, file: !2, baseType: !166, size: 64, align: 64, offset: 64)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !342, file: !2, baseType: !376, size: 128, align: 64)
!376 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !339, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !377, templateParams: !366, identifier: "12ac6566ca2a48efddbceb3929f4fd75")
!377 = !{!378}
!378 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !376, file: !2, baseType: !369, size: 128, align: 64, flags: DIFlagPublic)
!379 = !DIDerivedType(tag: DW_TAG_member, scope: !339, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !333, file: !2, baseType: !381, size: 192, align: 64, extraData: i64 1)
!381 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !331, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !382, templateParams: !337, identifier: "e248801d0ce3ae4bf36a801f6f550521")
!382 = !{!383}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !381, file: !2, baseType: !339, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!384 = !DIDerivedType(tag: DW_TAG_member, scope: !331, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!385 = !{!386}
!386 = !DITemplateTypeParameter(name: "T", type: !331)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !185, file: !2, baseType: !388, align: 8, offset: 256, flags: DIFlagPrivate)
!388 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<core::option::Option<&std::thread::scoped::ScopeData>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !389, identifier: "7bcceec13b83e53e6f59d42b42af8226")
!389 = !{!390}
!390 = !DITemplateTypeParameter(name: "T", type: !391)
!391 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&std::thread::scoped::ScopeData>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !392, templateParams: !43, identifier: "b7ad46b7c0d94cf3c40441f639ed8d29")
!392 = !{!393}
!393 = !DICompositeType(tag: DW_TAG_variant_part, scope: !391, file: !2, size: 64, align: 64, elements: !394, templateParams: !43, identifier: "e431ce6618197e7c9b94ab32566e0e45", discriminator: !404)
!394 = !{!395, !400}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !393, file: !2, baseType: !396, size: 64, align: 64, extraData: i64 0)
!396 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !391, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !397, identifier: "1ca62aa73fcc7bda55ba342407c1b324")
!397 = !{!398}
!398 = !DITemplateTypeParameter(name: "T", type: !399)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::scoped::ScopeData", baseType: !208, size: 64, align: 64, dwarfAddressSpace: 0)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !393, file: !2, baseType: !401, size: 64, align: 64)
!401 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !391, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !402, templateParams: !397, identifier: "b4f47f30642887146ad274cf2574e54d")
!402 = !{!403}
!403 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !401, file: !2, baseType: !399, size: 64, align: 64, flags: DIFlagPublic)
!404 = !DIDerivedType(tag: DW_TAG_member, scope: !391, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!405 = !{!367}
!406 = !{!407}
!407 = !DITemplateTypeParameter(name: "T", type: !185)
!408 = !{!409}
!409 = !DITemplateTypeParameter(name: "T", type: !180)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !173, file: !2, baseType: !411, align: 8, offset: 64, flags: DIFlagPrivate)
!411 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !408, identifier: "4a5e6ffbf5f559e28ac253174a5613f6")
!412 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !173, file: !2, baseType: !114, align: 8, offset: 64, flags: DIFlagPrivate)
!413 = !{!407, !117}
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(name: "<std::io::error::Error as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !416, isLocal: true, isDefinition: true)
!416 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::io::error::Error as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !417, vtableHolder: !422, templateParams: !43, identifier: "9899f3b834037c46701741a51261c1ba")
!417 = !{!418, !419, !420, !421}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !416, file: !2, baseType: !6, size: 64, align: 64)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !416, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !416, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !416, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!422 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !423, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !425, templateParams: !43, identifier: "e85a88758bb6b463983651803f51593b")
!423 = !DINamespace(name: "error", scope: !424)
!424 = !DINamespace(name: "io", scope: !16)
!425 = !{!426}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "repr", scope: !422, file: !2, baseType: !427, size: 64, align: 64, flags: DIFlagPrivate)
!427 = !DICompositeType(tag: DW_TAG_structure_type, name: "Repr", scope: !428, file: !2, size: 64, align: 64, flags: DIFlagProtected, elements: !429, templateParams: !43, identifier: "2b12c7d6f0999e88fb5b624c805a9b5c")
!428 = !DINamespace(name: "repr_bitpacked", scope: !423)
!429 = !{!430, !436}
!430 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !427, file: !2, baseType: !431, size: 64, align: 64, flags: DIFlagPrivate)
!431 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !432, templateParams: !434, identifier: "f4e496144210c619b96aa08326287b92")
!432 = !{!433}
!433 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !431, file: !2, baseType: !6, size: 64, align: 64, flags: DIFlagPrivate)
!434 = !{!435}
!435 = !DITemplateTypeParameter(name: "T", type: !7)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !427, file: !2, baseType: !437, align: 8, offset: 64, flags: DIFlagPrivate)
!437 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !438, identifier: "1e81c851dbf599cbb5b9d59441a7942d")
!438 = !{!439}
!439 = !DITemplateTypeParameter(name: "T", type: !440)
!440 = !DICompositeType(tag: DW_TAG_structure_type, name: "ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", scope: !423, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !441, templateParams: !43, identifier: "ffef33cfda2f3413349fa61eea1a1c76")
!441 = !{!442}
!442 = !DICompositeType(tag: DW_TAG_variant_part, scope: !440, file: !2, size: 128, align: 64, elements: !443, templateParams: !43, identifier: "829637cf065b43e3b34210a435834087", discriminator: !531)
!443 = !{!444, !510, !514, !527}
!444 = !DIDerivedType(tag: DW_TAG_member, name: "Os", scope: !442, file: !2, baseType: !445, size: 128, align: 64, extraData: i8 0)
!445 = !DICompositeType(tag: DW_TAG_structure_type, name: "Os", scope: !440, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !446, templateParams: !449, identifier: "8231477b47c7e5ee3b6f484fb3758b62")
!446 = !{!447}
!447 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !445, file: !2, baseType: !448, size: 32, align: 32, offset: 32, flags: DIFlagPrivate)
!448 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!449 = !{!450}
!450 = !DITemplateTypeParameter(name: "C", type: !451)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !452, size: 64, align: 64, dwarfAddressSpace: 0)
!452 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !423, file: !2, size: 192, align: 64, flags: DIFlagPrivate, elements: !453, templateParams: !43, identifier: "7fdd58ebd6f6d542dadee54399a568fb")
!453 = !{!454, !499}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !452, file: !2, baseType: !455, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!455 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ErrorKind", scope: !423, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagEnumClass, elements: !456)
!456 = !{!457, !458, !459, !460, !461, !462, !463, !464, !465, !466, !467, !468, !469, !470, !471, !472, !473, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484, !485, !486, !487, !488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498}
!457 = !DIEnumerator(name: "NotFound", value: 0, isUnsigned: true)
!458 = !DIEnumerator(name: "PermissionDenied", value: 1, isUnsigned: true)
!459 = !DIEnumerator(name: "ConnectionRefused", value: 2, isUnsigned: true)
!460 = !DIEnumerator(name: "ConnectionReset", value: 3, isUnsigned: true)
!461 = !DIEnumerator(name: "HostUnreachable", value: 4, isUnsigned: true)
!462 = !DIEnumerator(name: "NetworkUnreachable", value: 5, isUnsigned: true)
!463 = !DIEnumerator(name: "ConnectionAborted", value: 6, isUnsigned: true)
!464 = !DIEnumerator(name: "NotConnected", value: 7, isUnsigned: true)
!465 = !DIEnumerator(name: "AddrInUse", value: 8, isUnsigned: true)
!466 = !DIEnumerator(name: "AddrNotAvailable", value: 9, isUnsigned: true)
!467 = !DIEnumerator(name: "NetworkDown", value: 10, isUnsigned: true)
!468 = !DIEnumerator(name: "BrokenPipe", value: 11, isUnsigned: true)
!469 = !DIEnumerator(name: "AlreadyExists", value: 12, isUnsigned: true)
!470 = !DIEnumerator(name: "WouldBlock", value: 13, isUnsigned: true)
!471 = !DIEnumerator(name: "NotADirectory", value: 14, isUnsigned: true)
!472 = !DIEnumerator(name: "IsADirectory", value: 15, isUnsigned: true)
!473 = !DIEnumerator(name: "DirectoryNotEmpty", value: 16, isUnsigned: true)
!474 = !DIEnumerator(name: "ReadOnlyFilesystem", value: 17, isUnsigned: true)
!475 = !DIEnumerator(name: "FilesystemLoop", value: 18, isUnsigned: true)
!476 = !DIEnumerator(name: "StaleNetworkFileHandle", value: 19, isUnsigned: true)
!477 = !DIEnumerator(name: "InvalidInput", value: 20, isUnsigned: true)
!478 = !DIEnumerator(name: "InvalidData", value: 21, isUnsigned: true)
!479 = !DIEnumerator(name: "TimedOut", value: 22, isUnsigned: true)
!480 = !DIEnumerator(name: "WriteZero", value: 23, isUnsigned: true)
!481 = !DIEnumerator(name: "StorageFull", value: 24, isUnsigned: true)
!482 = !DIEnumerator(name: "NotSeekable", value: 25, isUnsigned: true)
!483 = !DIEnumerator(name: "QuotaExceeded", value: 26, isUnsigned: true)
!484 = !DIEnumerator(name: "FileTooLarge", value: 27, isUnsigned: true)
!485 = !DIEnumerator(name: "ResourceBusy", value: 28, isUnsigned: true)
!486 = !DIEnumerator(name: "ExecutableFileBusy", value: 29, isUnsigned: true)
!487 = !DIEnumerator(name: "Deadlock", value: 30, isUnsigned: true)
!488 = !DIEnumerator(name: "CrossesDevices", value: 31, isUnsigned: true)
!489 = !DIEnumerator(name: "TooManyLinks", value: 32, isUnsigned: true)
!490 = !DIEnumerator(name: "InvalidFilename", value: 33, isUnsigned: true)
!491 = !DIEnumerator(name: "ArgumentListTooLong", value: 34, isUnsigned: true)
!492 = !DIEnumerator(name: "Interrupted", value: 35, isUnsigned: true)
!493 = !DIEnumerator(name: "Unsupported", value: 36, isUnsigned: true)
!494 = !DIEnumerator(name: "UnexpectedEof", value: 37, isUnsigned: true)
!495 = !DIEnumerator(name: "OutOfMemory", value: 38, isUnsigned: true)
!496 = !DIEnumerator(name: "InProgress", value: 39, isUnsigned: true)
!497 = !DIEnumerator(name: "Other", value: 40, isUnsigned: true)
!498 = !DIEnumerator(name: "Uncategorized", value: 41, isUnsigned: true)
!499 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !452, file: !2, baseType: !500, size: 128, align: 64, flags: DIFlagPrivate)
!500 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !501, templateParams: !43, identifier: "a7e7b87722ec91db468fbff97d02e79f")
!501 = !{!502, !505}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !500, file: !2, baseType: !503, size: 64, align: 64)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !504, size: 64, align: 64, dwarfAddressSpace: 0)
!504 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !2, align: 8, elements: !43, identifier: "cb89d378028ef3909bc35c36e5d517c6")
!505 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !500, file: !2, baseType: !506, size: 64, align: 64, offset: 64)
!506 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 10]", baseType: !507, size: 64, align: 64, dwarfAddressSpace: 0)
!507 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 640, align: 64, elements: !508)
!508 = !{!509}
!509 = !DISubrange(count: 10, lowerBound: 0)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "Simple", scope: !442, file: !2, baseType: !511, size: 128, align: 64, extraData: i8 1)
!511 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simple", scope: !440, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !512, templateParams: !449, identifier: "12c26e44c514fd706977573f1e51277b")
!512 = !{!513}
!513 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !511, file: !2, baseType: !455, size: 8, align: 8, offset: 8, flags: DIFlagPrivate)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "SimpleMessage", scope: !442, file: !2, baseType: !515, size: 128, align: 64, extraData: i8 2)
!515 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !440, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !516, templateParams: !449, identifier: "683115b188484d9c66c29199b1668743")
!516 = !{!517}
!517 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !515, file: !2, baseType: !518, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::SimpleMessage", baseType: !519, size: 64, align: 64, dwarfAddressSpace: 0)
!519 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !423, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !520, templateParams: !43, identifier: "fc3ba5ffb90353c74d91c7e48a819290")
!520 = !{!521, !522}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !519, file: !2, baseType: !455, size: 8, align: 8, offset: 128, flags: DIFlagPublic)
!522 = !DIDerivedType(tag: DW_TAG_member, name: "message", scope: !519, file: !2, baseType: !523, size: 128, align: 64, flags: DIFlagPublic)
!523 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !2, size: 128, align: 64, elements: !524, templateParams: !43, identifier: "9277eecd40495f85161460476aacc992")
!524 = !{!525, !526}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !523, file: !2, baseType: !263, size: 64, align: 64)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !523, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "Custom", scope: !442, file: !2, baseType: !528, size: 128, align: 64, extraData: i8 3)
!528 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !440, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !529, templateParams: !449, identifier: "fbbb3263f2671f5cd18b279ae5597d20")
!529 = !{!530}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !528, file: !2, baseType: !451, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!531 = !DIDerivedType(tag: DW_TAG_member, scope: !440, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!532 = !DIGlobalVariableExpression(var: !533, expr: !DIExpression())
!533 = distinct !DIGlobalVariable(name: "<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global> as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !534, isLocal: true, isDefinition: true)
!534 = !DICompositeType(tag: DW_TAG_structure_type, name: "<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global> as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !535, vtableHolder: !369, templateParams: !43, identifier: "16286048a8c74cb467b1adaaa18c43b0")
!535 = !{!536, !537, !538, !539}
!536 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !534, file: !2, baseType: !6, size: 64, align: 64)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !534, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !534, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !534, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!540 = !{i32 8, !"PIC Level", i32 2}
!541 = !{i32 2, !"RtLibUseGOT", i32 1}
!542 = !{i32 7, !"Dwarf Version", i32 4}
!543 = !{i32 2, !"Debug Info Version", i32 3}
!544 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!545 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !546, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !547, globals: !630, splitDebugInlining: false, nameTableKind: None)
!546 = !DIFile(filename: "threadres.rs/@/threadres.641dc3b8c4453585-cgu.0", directory: "/work/wt-size/tests/lit/rust/Inputs")
!547 = !{!548, !615, !623, !455}
!548 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !549, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagEnumClass, elements: !550)
!549 = !DINamespace(name: "alignment", scope: !72)
!550 = !{!551, !552, !553, !554, !555, !556, !557, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !572, !573, !574, !575, !576, !577, !578, !579, !580, !581, !582, !583, !584, !585, !586, !587, !588, !589, !590, !591, !592, !593, !594, !595, !596, !597, !598, !599, !600, !601, !602, !603, !604, !605, !606, !607, !608, !609, !610, !611, !612, !613, !614}
!551 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!552 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!553 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!554 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!555 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!556 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!557 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!558 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!559 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!560 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!561 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!562 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!563 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!564 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!565 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!566 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!567 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!568 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!569 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!570 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!571 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!572 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!573 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!574 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!575 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!576 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!577 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!578 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!579 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!580 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!581 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!582 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!583 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!584 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!585 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!586 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!587 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!588 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!589 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!590 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!591 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!592 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!593 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!594 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!595 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!596 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!597 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!598 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!599 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!600 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!601 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!602 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!603 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!604 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!605 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!606 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!607 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!608 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!609 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!610 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!611 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!612 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!613 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!614 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!615 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "IntErrorKind", scope: !616, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagEnumClass, elements: !617)
!616 = !DINamespace(name: "error", scope: !151)
!617 = !{!618, !619, !620, !621, !622}
!618 = !DIEnumerator(name: "Empty", value: 0, isUnsigned: true)
!619 = !DIEnumerator(name: "InvalidDigit", value: 1, isUnsigned: true)
!620 = !DIEnumerator(name: "PosOverflow", value: 2, isUnsigned: true)
!621 = !DIEnumerator(name: "NegOverflow", value: 3, isUnsigned: true)
!622 = !DIEnumerator(name: "Zero", value: 4, isUnsigned: true)
!623 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Ordering", scope: !80, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagEnumClass, elements: !624)
!624 = !{!625, !626, !627, !628, !629}
!625 = !DIEnumerator(name: "Relaxed", value: 0, isUnsigned: true)
!626 = !DIEnumerator(name: "Release", value: 1, isUnsigned: true)
!627 = !DIEnumerator(name: "Acquire", value: 2, isUnsigned: true)
!628 = !DIEnumerator(name: "AcqRel", value: 3, isUnsigned: true)
!629 = !DIEnumerator(name: "SeqCst", value: 4, isUnsigned: true)
!630 = !{!631, !0, !414, !532}
!631 = !DIGlobalVariableExpression(var: !632, expr: !DIExpression())
!632 = distinct !DIGlobalVariable(name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable}", scope: null, file: !2, type: !633, isLocal: true, isDefinition: true)
!633 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable_type}", file: !2, size: 384, align: 64, flags: DIFlagArtificial, elements: !634, vtableHolder: !641, templateParams: !43, identifier: "a2d776a634e9ee49f2620c60c1a0773")
!634 = !{!635, !636, !637, !638, !639, !640}
!635 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !633, file: !2, baseType: !6, size: 64, align: 64)
!636 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !633, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!637 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !633, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!638 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !633, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!639 = !DIDerivedType(tag: DW_TAG_member, name: "__method4", scope: !633, file: !2, baseType: !6, size: 64, align: 64, offset: 256)
!640 = !DIDerivedType(tag: DW_TAG_member, name: "__method5", scope: !633, file: !2, baseType: !6, size: 64, align: 64, offset: 320)
!641 = !DICompositeType(tag: DW_TAG_structure_type, name: "Adapter<std::sys::stdio::unix::Stderr>", scope: !642, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !643, templateParams: !665, identifier: "7ce56b418518d8591f8be18f4f64418b")
!642 = !DINamespace(name: "default_write_fmt", scope: !424)
!643 = !{!644, !649}
!644 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !641, file: !2, baseType: !645, size: 64, align: 64, flags: DIFlagProtected)
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::sys::stdio::unix::Stderr", baseType: !646, size: 64, align: 64, dwarfAddressSpace: 0)
!646 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stderr", scope: !647, file: !2, align: 8, flags: DIFlagPublic, elements: !43, identifier: "44962adef41932092963bc2cf3c1dc5b")
!647 = !DINamespace(name: "unix", scope: !648)
!648 = !DINamespace(name: "stdio", scope: !289)
!649 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !641, file: !2, baseType: !650, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!650 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), std::io::error::Error>", scope: !340, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !651, templateParams: !43, identifier: "e5cc42c9786a5088859dacc9c24236ff")
!651 = !{!652}
!652 = !DICompositeType(tag: DW_TAG_variant_part, scope: !650, file: !2, size: 64, align: 64, elements: !653, templateParams: !43, identifier: "9e9e32fae5387bcb158160209ed8d0c7", discriminator: !664)
!653 = !{!654, !660}
!654 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !652, file: !2, baseType: !655, size: 64, align: 64, extraData: i64 0)
!655 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !650, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !656, templateParams: !658, identifier: "15084b43d1d94e2332c7efdfcfe61c0")
!656 = !{!657}
!657 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !655, file: !2, baseType: !7, align: 8, flags: DIFlagPublic)
!658 = !{!435, !659}
!659 = !DITemplateTypeParameter(name: "E", type: !422)
!660 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !652, file: !2, baseType: !661, size: 64, align: 64)
!661 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !650, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !662, templateParams: !658, identifier: "784f3ae8b57a859ebe2c15a3b4ddd532")
!662 = !{!663}
!663 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !661, file: !2, baseType: !422, size: 64, align: 64, flags: DIFlagPublic)
!664 = !DIDerivedType(tag: DW_TAG_member, scope: !650, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!665 = !{!666}
!666 = !DITemplateTypeParameter(name: "T", type: !646)
!667 = distinct !DISubprogram(name: "write_all<std::sys::stdio::unix::Stderr>", linkageName: "_ZN3std2io5Write9write_all17h796c60051987d1c9E", scope: !669, file: !668, line: 1875, type: !670, scopeLine: 1875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !688, retainedNodes: !676)
!668 = !DIFile(filename: "library/std/src/io/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ad3b23eb2db88ec77831ebf778688811")
!669 = !DINamespace(name: "Write", scope: !424)
!670 = !DISubroutineType(types: !671)
!671 = !{!650, !645, !672}
!672 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !2, size: 128, align: 64, elements: !673, templateParams: !43, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!673 = !{!674, !675}
!674 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !672, file: !2, baseType: !263, size: 64, align: 64)
!675 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !672, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!676 = !{!677, !678, !679, !681, !684, !686}
!677 = !DILocalVariable(name: "self", arg: 1, scope: !667, file: !668, line: 1875, type: !645)
!678 = !DILocalVariable(name: "buf", arg: 2, scope: !667, file: !668, line: 1875, type: !672)
!679 = !DILocalVariable(name: "n", scope: !680, file: !668, line: 1881, type: !9, align: 64)
!680 = distinct !DILexicalBlock(scope: !667, file: !668, line: 1881, column: 17)
!681 = !DILocalVariable(name: "e", scope: !682, file: !668, line: 1882, type: !683, align: 64)
!682 = distinct !DILexicalBlock(scope: !667, file: !668, line: 1882, column: 17)
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::Error", baseType: !422, size: 64, align: 64, dwarfAddressSpace: 0)
!684 = !DILocalVariable(name: "e", scope: !682, file: !668, line: 1882, type: !685, align: 64)
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&std::io::error::Error", baseType: !683, size: 64, align: 64, dwarfAddressSpace: 0)
!686 = !DILocalVariable(name: "e", scope: !687, file: !668, line: 1883, type: !422, align: 64)
!687 = distinct !DILexicalBlock(scope: !667, file: !668, line: 1883, column: 17)
!688 = !{!689}
!689 = !DITemplateTypeParameter(name: "Self", type: !646)
!690 = !DILocation(line: 0, scope: !667)
!691 = !DILocalVariable(name: "self", arg: 1, scope: !692, file: !693, line: 18, type: !672)
!692 = distinct !DISubprogram(name: "index<u8, core::ops::range::RangeFrom<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h38015ba96eefc9e7E", scope: !694, file: !693, line: 18, type: !697, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !727, retainedNodes: !725)
!693 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!694 = !DINamespace(name: "{impl#0}", scope: !695)
!695 = !DINamespace(name: "index", scope: !696)
!696 = !DINamespace(name: "slice", scope: !25)
!697 = !DISubroutineType(types: !698)
!698 = !{!672, !672, !699, !706}
!699 = !DICompositeType(tag: DW_TAG_structure_type, name: "RangeFrom<usize>", scope: !700, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !702, templateParams: !704, identifier: "dae3ef637417c7c22fbe71130fe73be")
!700 = !DINamespace(name: "range", scope: !701)
!701 = !DINamespace(name: "ops", scope: !25)
!702 = !{!703}
!703 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !699, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPublic)
!704 = !{!705}
!705 = !DITemplateTypeParameter(name: "Idx", type: !9)
!706 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !707, size: 64, align: 64, dwarfAddressSpace: 0)
!707 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !708, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !710, templateParams: !43, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!708 = !DINamespace(name: "location", scope: !709)
!709 = !DINamespace(name: "panic", scope: !25)
!710 = !{!711, !719, !720, !721}
!711 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !707, file: !2, baseType: !712, size: 128, align: 64, flags: DIFlagPrivate)
!712 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !71, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !713, templateParams: !144, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!713 = !{!714}
!714 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !712, file: !2, baseType: !715, size: 128, align: 64, flags: DIFlagPrivate)
!715 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !2, size: 128, align: 64, elements: !716, templateParams: !43, identifier: "238a44609877474087c05adf26cd41fa")
!716 = !{!717, !718}
!717 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !715, file: !2, baseType: !263, size: 64, align: 64)
!718 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !715, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!719 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !707, file: !2, baseType: !298, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!720 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !707, file: !2, baseType: !298, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!721 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !707, file: !2, baseType: !722, align: 8, offset: 192, flags: DIFlagPrivate)
!722 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !723, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!723 = !{!724}
!724 = !DITemplateTypeParameter(name: "T", type: !523)
!725 = !{!691, !726}
!726 = !DILocalVariable(name: "index", scope: !692, file: !693, line: 18, type: !699, align: 64)
!727 = !{!145, !728}
!728 = !DITemplateTypeParameter(name: "I", type: !699)
!729 = !DILocation(line: 0, scope: !692, inlinedAt: !730)
!730 = !DILocation(line: 1881, column: 36, scope: !680)
!731 = !DILocalVariable(name: "slice", arg: 2, scope: !732, file: !693, line: 567, type: !672)
!732 = distinct !DISubprogram(name: "index<u8>", linkageName: "_ZN110_$LT$core..ops..range..RangeFrom$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h4e8abdf2a913760aE", scope: !733, file: !693, line: 567, type: !734, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !736)
!733 = !DINamespace(name: "{impl#7}", scope: !695)
!734 = !DISubroutineType(types: !735)
!735 = !{!672, !699, !672, !706}
!736 = !{!737, !731, !738}
!737 = !DILocalVariable(name: "self", scope: !732, file: !693, line: 567, type: !699, align: 64)
!738 = !DILocalVariable(name: "new_len", scope: !739, file: !693, line: 573, type: !9, align: 64)
!739 = distinct !DILexicalBlock(scope: !732, file: !693, line: 573, column: 13)
!740 = !DILocation(line: 0, scope: !732, inlinedAt: !741)
!741 = !DILocation(line: 19, column: 15, scope: !692, inlinedAt: !730)
!742 = !DILocalVariable(name: "ptr", arg: 1, scope: !743, file: !693, line: 83, type: !672)
!743 = distinct !DISubprogram(name: "get_offset_len_noubcheck<u8>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17h4899b602f9b38b8eE", scope: !695, file: !693, line: 82, type: !744, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !750)
!744 = !DISubroutineType(types: !745)
!745 = !{!746, !746, !9, !9}
!746 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !2, size: 128, align: 64, elements: !747, templateParams: !43, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!747 = !{!748, !749}
!748 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !746, file: !2, baseType: !263, size: 64, align: 64)
!749 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !746, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!750 = !{!742, !751, !752}
!751 = !DILocalVariable(name: "offset", arg: 2, scope: !743, file: !693, line: 84, type: !9)
!752 = !DILocalVariable(name: "len", arg: 3, scope: !743, file: !693, line: 85, type: !9)
!753 = !DILocation(line: 0, scope: !743, inlinedAt: !754)
!754 = !DILocation(line: 574, column: 15, scope: !739, inlinedAt: !741)
!755 = !DILocalVariable(name: "other", scope: !756, file: !757, line: 230, type: !762, align: 64)
!756 = distinct !DISubprogram(name: "eq", linkageName: "_RNvXsj_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_9ErrorKindNtNtCsgEmfK2I1SDS_4core3cmp9PartialEq2eq", scope: !758, file: !757, line: 230, type: !759, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !763)
!757 = !DIFile(filename: "library/std/src/io/error.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9c3d4b81a3b892756a4ccd809fd4fbd7")
!758 = !DINamespace(name: "{impl#21}", scope: !423)
!759 = !DISubroutineType(types: !760)
!760 = !{!761, !762, !762}
!761 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!762 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::ErrorKind", baseType: !455, size: 64, align: 64, dwarfAddressSpace: 0)
!763 = !{!764, !755, !755, !755}
!764 = !DILocalVariable(name: "self", arg: 1, scope: !756, file: !757, line: 230, type: !762)
!765 = !DILocation(line: 0, scope: !756, inlinedAt: !766)
!766 = !DILocation(line: 1020, column: 44, scope: !767, inlinedAt: !782)
!767 = distinct !DILexicalBlock(scope: !768, file: !757, line: 1020, column: 13)
!768 = distinct !DISubprogram(name: "is_interrupted", linkageName: "_RNvMs5_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5Error14is_interrupted", scope: !422, file: !757, line: 1015, type: !769, scopeLine: 1015, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !771, retainedNodes: !772)
!769 = !DISubroutineType(types: !770)
!770 = !{!761, !683}
!771 = !DISubprogram(name: "is_interrupted", linkageName: "_RNvMs5_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5Error14is_interrupted", scope: !422, file: !757, line: 1015, type: !769, scopeLine: 1015, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!772 = !{!773, !774, !776, !779, !781}
!773 = !DILocalVariable(name: "self", arg: 1, scope: !768, file: !757, line: 1015, type: !683)
!774 = !DILocalVariable(name: "code", scope: !775, file: !757, line: 1017, type: !448, align: 32)
!775 = distinct !DILexicalBlock(scope: !768, file: !757, line: 1017, column: 13)
!776 = !DILocalVariable(name: "c", scope: !777, file: !757, line: 1018, type: !778, align: 64)
!777 = distinct !DILexicalBlock(scope: !768, file: !757, line: 1018, column: 13)
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::Custom", baseType: !452, size: 64, align: 64, dwarfAddressSpace: 0)
!779 = !DILocalVariable(name: "kind", scope: !780, file: !757, line: 1019, type: !455, align: 8)
!780 = distinct !DILexicalBlock(scope: !768, file: !757, line: 1019, column: 13)
!781 = !DILocalVariable(name: "m", scope: !767, file: !757, line: 1020, type: !518, align: 64)
!782 = !DILocation(line: 1882, column: 33, scope: !667)
!783 = !DILocation(line: 0, scope: !756, inlinedAt: !784)
!784 = !DILocation(line: 1019, column: 40, scope: !780, inlinedAt: !782)
!785 = !DILocation(line: 0, scope: !756, inlinedAt: !786)
!786 = !DILocation(line: 1018, column: 37, scope: !777, inlinedAt: !782)
!787 = !DILocation(line: 1876, column: 16, scope: !667)
!788 = !DILocation(line: 1877, column: 19, scope: !667)
!789 = !DILocation(line: 1877, column: 24, scope: !667)
!790 = !DILocation(line: 1877, column: 13, scope: !667)
!791 = !DILocation(line: 1887, column: 6, scope: !667)
!792 = !DILocation(line: 1015, column: 34, scope: !768, inlinedAt: !782)
!793 = !DILocalVariable(name: "self", arg: 1, scope: !794, file: !795, line: 208, type: !821)
!794 = distinct !DISubprogram(name: "data", linkageName: "_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4Repr4data", scope: !427, file: !795, line: 208, type: !796, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !822, retainedNodes: !823)
!795 = !DIFile(filename: "library/std/src/io/error/repr_bitpacked.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5eb8b63e91ae5a0b67b803836fec054a")
!796 = !DISubroutineType(types: !797)
!797 = !{!798, !821}
!798 = !DICompositeType(tag: DW_TAG_structure_type, name: "ErrorData<&std::io::error::Custom>", scope: !423, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !799, templateParams: !43, identifier: "277c88d3e7baa229ff6065bf48b7e283")
!799 = !{!800}
!800 = !DICompositeType(tag: DW_TAG_variant_part, scope: !798, file: !2, size: 128, align: 64, elements: !801, templateParams: !43, identifier: "3e32f2b759e09e4333544b92a07c3363", discriminator: !820)
!801 = !{!802, !808, !812, !816}
!802 = !DIDerivedType(tag: DW_TAG_member, name: "Os", scope: !800, file: !2, baseType: !803, size: 128, align: 64, extraData: i8 0)
!803 = !DICompositeType(tag: DW_TAG_structure_type, name: "Os", scope: !798, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !804, templateParams: !806, identifier: "f61428c58223401e5d97fc9531768ecb")
!804 = !{!805}
!805 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !803, file: !2, baseType: !448, size: 32, align: 32, offset: 32, flags: DIFlagPrivate)
!806 = !{!807}
!807 = !DITemplateTypeParameter(name: "C", type: !778)
!808 = !DIDerivedType(tag: DW_TAG_member, name: "Simple", scope: !800, file: !2, baseType: !809, size: 128, align: 64, extraData: i8 1)
!809 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simple", scope: !798, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !810, templateParams: !806, identifier: "f2caf68640a319501c7cd8f18ad063f3")
!810 = !{!811}
!811 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !809, file: !2, baseType: !455, size: 8, align: 8, offset: 8, flags: DIFlagPrivate)
!812 = !DIDerivedType(tag: DW_TAG_member, name: "SimpleMessage", scope: !800, file: !2, baseType: !813, size: 128, align: 64, extraData: i8 2)
!813 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !798, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !814, templateParams: !806, identifier: "a266d167b649a4c727507600a70d8599")
!814 = !{!815}
!815 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !813, file: !2, baseType: !518, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!816 = !DIDerivedType(tag: DW_TAG_member, name: "Custom", scope: !800, file: !2, baseType: !817, size: 128, align: 64, extraData: i8 3)
!817 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !798, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !818, templateParams: !806, identifier: "76948b0ce04cbb76d3b5277e397e915f")
!818 = !{!819}
!819 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !817, file: !2, baseType: !778, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!820 = !DIDerivedType(tag: DW_TAG_member, scope: !798, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!821 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::repr_bitpacked::Repr", baseType: !427, size: 64, align: 64, dwarfAddressSpace: 0)
!822 = !DISubprogram(name: "data", linkageName: "_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4Repr4data", scope: !427, file: !795, line: 208, type: !796, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!823 = !{!793}
!824 = !DILocation(line: 208, column: 24, scope: !794, inlinedAt: !825)
!825 = !DILocation(line: 1016, column: 25, scope: !768, inlinedAt: !782)
!826 = !DILocalVariable(name: "ptr", arg: 1, scope: !827, file: !795, line: 244, type: !431)
!827 = distinct !DISubprogram(name: "decode_repr<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>", linkageName: "_ZN3std2io5error14repr_bitpacked11decode_repr17hcf4368e3175050e5E", scope: !428, file: !795, line: 244, type: !828, scopeLine: 244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !846, retainedNodes: !833)
!828 = !DISubroutineType(types: !829)
!829 = !{!798, !431, !830}
!830 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !831, file: !2, align: 8, elements: !43, identifier: "577d1678fe72d2523d69cdff0c09ddb4")
!831 = !DINamespace(name: "data", scope: !832)
!832 = !DINamespace(name: "{impl#2}", scope: !428)
!833 = !{!826, !834, !835, !837, !839, !841, !843}
!834 = !DILocalVariable(name: "make_custom", arg: 2, scope: !827, file: !795, line: 244, type: !830)
!835 = !DILocalVariable(name: "bits", scope: !836, file: !795, line: 248, type: !9, align: 64)
!836 = distinct !DILexicalBlock(scope: !827, file: !795, line: 248, column: 5)
!837 = !DILocalVariable(name: "code", scope: !838, file: !795, line: 251, type: !448, align: 32)
!838 = distinct !DILexicalBlock(scope: !836, file: !795, line: 251, column: 13)
!839 = !DILocalVariable(name: "kind_bits", scope: !840, file: !795, line: 255, type: !298, align: 32)
!840 = distinct !DILexicalBlock(scope: !836, file: !795, line: 255, column: 13)
!841 = !DILocalVariable(name: "kind", scope: !842, file: !795, line: 256, type: !455, align: 8)
!842 = distinct !DILexicalBlock(scope: !840, file: !795, line: 256, column: 13)
!843 = !DILocalVariable(name: "custom", scope: !844, file: !795, line: 276, type: !845, align: 64)
!844 = distinct !DILexicalBlock(scope: !836, file: !795, line: 276, column: 13)
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Custom", baseType: !452, size: 64, align: 64, dwarfAddressSpace: 0)
!846 = !{!807, !847}
!847 = !DITemplateTypeParameter(name: "F", type: !830)
!848 = !DILocation(line: 0, scope: !827, inlinedAt: !849)
!849 = distinct !DILocation(line: 210, column: 18, scope: !794, inlinedAt: !825)
!850 = !DILocation(line: 244, column: 47, scope: !827, inlinedAt: !849)
!851 = !DILocalVariable(name: "count", scope: !852, file: !853, line: 1244, type: !9, align: 64)
!852 = distinct !DISubprogram(name: "wrapping_byte_sub<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$17wrapping_byte_sub17hd49b2021b63a8e48E", scope: !854, file: !853, line: 1244, type: !856, scopeLine: 1244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !434, retainedNodes: !859)
!853 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!854 = !DINamespace(name: "{impl#0}", scope: !855)
!855 = !DINamespace(name: "mut_ptr", scope: !72)
!856 = !DISubroutineType(types: !857)
!857 = !{!858, !858, !9}
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!859 = !{!860, !851}
!860 = !DILocalVariable(name: "self", arg: 1, scope: !852, file: !853, line: 1244, type: !858)
!861 = !DILocation(line: 0, scope: !852, inlinedAt: !862)
!862 = distinct !DILocation(line: 276, column: 39, scope: !836, inlinedAt: !849)
!863 = !DILocalVariable(name: "count", scope: !864, file: !853, line: 1224, type: !9, align: 64)
!864 = distinct !DISubprogram(name: "wrapping_sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$12wrapping_sub17h2bbeda1842ee28b1E", scope: !854, file: !853, line: 1224, type: !865, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !868)
!865 = !DISubroutineType(types: !866)
!866 = !{!867, !867, !9}
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !143, size: 64, align: 64, dwarfAddressSpace: 0)
!868 = !{!869, !863}
!869 = !DILocalVariable(name: "self", arg: 1, scope: !864, file: !853, line: 1224, type: !867)
!870 = !DILocation(line: 0, scope: !864, inlinedAt: !871)
!871 = distinct !DILocation(line: 1245, column: 27, scope: !852, inlinedAt: !862)
!872 = !DILocalVariable(name: "count", scope: !873, file: !853, line: 465, type: !876, align: 64)
!873 = distinct !DISubprogram(name: "wrapping_offset<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$15wrapping_offset17hc62c33944676ac7dE", scope: !854, file: !853, line: 465, type: !874, scopeLine: 465, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !877)
!874 = !DISubroutineType(types: !875)
!875 = !{!867, !867, !876}
!876 = !DIBasicType(name: "isize", size: 64, encoding: DW_ATE_signed)
!877 = !{!878, !872}
!878 = !DILocalVariable(name: "self", arg: 1, scope: !873, file: !853, line: 465, type: !867)
!879 = !DILocation(line: 0, scope: !873, inlinedAt: !880)
!880 = distinct !DILocation(line: 1228, column: 14, scope: !864, inlinedAt: !871)
!881 = !DILocation(line: 0, scope: !836, inlinedAt: !849)
!882 = !DILocation(line: 249, column: 11, scope: !836, inlinedAt: !849)
!883 = !DILocation(line: 249, column: 5, scope: !836, inlinedAt: !849)
!884 = !{!"branch_weights", i32 1, i32 2000, i32 2000, i32 2000, i32 2000}
!885 = !DILocation(line: 0, scope: !680)
!886 = !DILocation(line: 568, column: 12, scope: !732, inlinedAt: !741)
!887 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!888 = !DILocation(line: 1884, column: 13, scope: !667)
!889 = !DILocation(line: 569, column: 13, scope: !732, inlinedAt: !741)
!890 = !DILocation(line: 573, column: 27, scope: !732, inlinedAt: !741)
!891 = !DILocation(line: 0, scope: !739, inlinedAt: !741)
!892 = !DILocation(line: 89, column: 24, scope: !743, inlinedAt: !754)
!893 = !DILocation(line: 0, scope: !775, inlinedAt: !782)
!894 = !DILocalVariable(name: "errno", arg: 1, scope: !895, file: !896, line: 97, type: !448)
!895 = distinct !DISubprogram(name: "is_interrupted", linkageName: "_RNvNtNtNtNtCsjrHSEGnQ3l9_3std3sys2io5error4unix14is_interrupted", scope: !897, file: !896, line: 97, type: !900, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !902)
!896 = !DIFile(filename: "library/std/src/sys/io/error/unix.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "625484a698dede5adf6f1dae3c0d32f9")
!897 = !DINamespace(name: "unix", scope: !898)
!898 = !DINamespace(name: "error", scope: !899)
!899 = !DINamespace(name: "io", scope: !289)
!900 = !DISubroutineType(types: !901)
!901 = !{!761, !448}
!902 = !{!894}
!903 = !DILocation(line: 0, scope: !895, inlinedAt: !904)
!904 = !DILocation(line: 1017, column: 36, scope: !775, inlinedAt: !782)
!905 = !DILocation(line: 98, column: 5, scope: !895, inlinedAt: !904)
!906 = !DILocation(line: 1882, column: 31, scope: !667)
!907 = !DILocation(line: 0, scope: !767, inlinedAt: !782)
!908 = !DILocation(line: 230, column: 45, scope: !756, inlinedAt: !766)
!909 = !{i8 0, i8 42}
!910 = !DILocation(line: 0, scope: !777, inlinedAt: !782)
!911 = !DILocation(line: 230, column: 45, scope: !756, inlinedAt: !786)
!912 = !DILocation(line: 0, scope: !840, inlinedAt: !849)
!913 = !DILocalVariable(name: "self", arg: 1, scope: !914, file: !915, line: 1061, type: !916)
!914 = distinct !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h157422d88ac6e4e3E", scope: !916, file: !915, line: 1061, type: !929, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !937, declaration: !936, retainedNodes: !939)
!915 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!916 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::io::error::ErrorKind>", scope: !57, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !917, templateParams: !43, identifier: "32f0eafa52a75ad7b39ccbe26c83bfd")
!917 = !{!918}
!918 = !DICompositeType(tag: DW_TAG_variant_part, scope: !916, file: !2, size: 8, align: 8, elements: !919, templateParams: !43, identifier: "48d4313e1e34c18418248c5ac945a0be", discriminator: !928)
!919 = !{!920, !924}
!920 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !918, file: !2, baseType: !921, size: 8, align: 8, extraData: i8 42)
!921 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !916, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !922, identifier: "f566ecd97eb19b615cc32afb87464438")
!922 = !{!923}
!923 = !DITemplateTypeParameter(name: "T", type: !455)
!924 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !918, file: !2, baseType: !925, size: 8, align: 8)
!925 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !916, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !926, templateParams: !922, identifier: "1fe3be376d27ab25b5e5345dffe629f7")
!926 = !{!927}
!927 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !925, file: !2, baseType: !455, size: 8, align: 8, flags: DIFlagPublic)
!928 = !DIDerivedType(tag: DW_TAG_member, scope: !916, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!929 = !DISubroutineType(types: !930)
!930 = !{!455, !916, !931, !706}
!931 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>", scope: !932, file: !2, size: 64, align: 64, elements: !933, templateParams: !43, identifier: "91190dbf1855562ed48899a75345b674")
!932 = !DINamespace(name: "decode_repr", scope: !428)
!933 = !{!934}
!934 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__bits", scope: !931, file: !2, baseType: !935, size: 64, align: 64)
!935 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!936 = !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h157422d88ac6e4e3E", scope: !916, file: !915, line: 1061, type: !929, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !937)
!937 = !{!923, !938}
!938 = !DITemplateTypeParameter(name: "F", type: !931)
!939 = !{!913, !940, !941}
!940 = !DILocalVariable(name: "f", scope: !914, file: !915, line: 1061, type: !931, align: 64)
!941 = !DILocalVariable(name: "x", scope: !942, file: !915, line: 1066, type: !455, align: 8)
!942 = distinct !DILexicalBlock(scope: !914, file: !915, line: 1066, column: 13)
!943 = !DILocation(line: 0, scope: !914, inlinedAt: !944)
!944 = distinct !DILocation(line: 256, column: 50, scope: !840, inlinedAt: !849)
!945 = !DILocation(line: 1061, column: 42, scope: !914, inlinedAt: !944)
!946 = !DILocation(line: 1065, column: 15, scope: !914, inlinedAt: !944)
!947 = !DILocation(line: 1065, column: 9, scope: !914, inlinedAt: !944)
!948 = !DILocation(line: 0, scope: !780, inlinedAt: !782)
!949 = !DILocation(line: 230, column: 45, scope: !756, inlinedAt: !784)
!950 = distinct !DISubprogram(name: "__rust_begin_short_backtrace<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h31cbd2a17e19337aE", scope: !952, file: !951, line: 162, type: !953, scopeLine: 162, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !955)
!951 = !DIFile(filename: "library/std/src/sys/backtrace.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "0469076862be40bd9e65965440a24fae")
!952 = !DINamespace(name: "backtrace", scope: !289)
!953 = !DISubroutineType(types: !954)
!954 = !{!348, !37}
!955 = !{!956, !957}
!956 = !DILocalVariable(name: "f", arg: 1, scope: !950, file: !951, line: 162, type: !37)
!957 = !DILocalVariable(name: "result", scope: !958, file: !951, line: 166, type: !348, align: 64)
!958 = distinct !DILexicalBlock(scope: !950, file: !951, line: 166, column: 5)
!959 = !{!960, !367}
!960 = !DITemplateTypeParameter(name: "F", type: !37)
!961 = !DILocation(line: 0, scope: !950)
!962 = !DILocalVariable(name: "dummy", scope: !963, file: !964, line: 490, type: !7, align: 8)
!963 = distinct !DISubprogram(name: "black_box<()>", linkageName: "_ZN4core4hint9black_box17h12e44e05163b6e83E", scope: !965, file: !964, line: 490, type: !966, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !434, retainedNodes: !968)
!964 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!965 = !DINamespace(name: "hint", scope: !25)
!966 = !DISubroutineType(types: !967)
!967 = !{null, !7}
!968 = !{!962}
!969 = !DILocation(line: 490, column: 27, scope: !963, inlinedAt: !970)
!970 = !DILocation(line: 169, column: 5, scope: !958)
!971 = !DILocalVariable(name: "k", scope: !972, file: !973, line: 25, type: !42, align: 64)
!972 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN9threadres11send_joined28_$u7b$$u7b$closure$u7d$$u7d$17he49ae4787afaee5dE", scope: !38, file: !973, line: 26, type: !953, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !974)
!973 = !DIFile(filename: "threadres.rs", directory: "/work/wt-size/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "1367ef8c51c2aa453d291d92375d203f")
!974 = !{!971}
!975 = !DILocation(line: 0, scope: !972, inlinedAt: !976)
!976 = distinct !DILocation(line: 166, column: 18, scope: !950)
!977 = !DILocalVariable(name: "x", arg: 1, scope: !978, file: !979, line: 284, type: !357)
!978 = distinct !DISubprogram(name: "new<threadres::Node>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h28634eb685ed55afE", scope: !980, file: !979, line: 284, type: !982, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !988, retainedNodes: !984)
!979 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!980 = !DINamespace(name: "{impl#0}", scope: !981)
!981 = !DINamespace(name: "boxed", scope: !67)
!982 = !DISubroutineType(types: !983)
!983 = !{!356, !357}
!984 = !{!977, !985}
!985 = !DILocalVariable(name: "ptr", scope: !986, file: !979, line: 286, type: !987, align: 64)
!986 = distinct !DILexicalBlock(scope: !978, file: !979, line: 286, column: 9)
!987 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut threadres::Node", baseType: !357, size: 64, align: 64, dwarfAddressSpace: 0)
!988 = !{!989}
!989 = !DITemplateTypeParameter(name: "T", type: !357)
!990 = !DILocation(line: 0, scope: !978, inlinedAt: !991)
!991 = distinct !DILocation(line: 26, column: 45, scope: !972, inlinedAt: !976)
!992 = !DILocalVariable(name: "layout", arg: 1, scope: !993, file: !979, line: 247, type: !996)
!993 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !981, file: !979, line: 247, type: !994, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1005)
!994 = !DISubroutineType(types: !995)
!995 = !{!867, !996}
!996 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !997, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !999, templateParams: !43, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!997 = !DINamespace(name: "layout", scope: !998)
!998 = !DINamespace(name: "alloc", scope: !25)
!999 = !{!1000, !1001}
!1000 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !996, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1001 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !996, file: !2, baseType: !1002, size: 64, align: 64, flags: DIFlagPrivate)
!1002 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !549, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1003, templateParams: !43, identifier: "5099570874743123f8e757e4da3ea37b")
!1003 = !{!1004}
!1004 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !1002, file: !2, baseType: !548, size: 64, align: 64, flags: DIFlagPrivate)
!1005 = !{!992, !1006}
!1006 = !DILocalVariable(name: "ptr", scope: !1007, file: !979, line: 249, type: !1008, align: 64)
!1007 = distinct !DILexicalBlock(scope: !993, file: !979, line: 249, column: 9)
!1008 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !71, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1009, templateParams: !144, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!1009 = !{!1010}
!1010 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1008, file: !2, baseType: !746, size: 128, align: 64, flags: DIFlagPrivate)
!1011 = !DILocation(line: 0, scope: !993, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 286, column: 19, scope: !978, inlinedAt: !991)
!1013 = !DILocalVariable(name: "layout", arg: 2, scope: !1014, file: !1015, line: 428, type: !996)
!1014 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !1016, file: !1015, line: 428, type: !1017, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1037)
!1015 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!1016 = !DINamespace(name: "{impl#1}", scope: !115)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!1019, !1036, !996}
!1019 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1020, templateParams: !43, identifier: "519a674418a5b51cf8bee27a967aa54e")
!1020 = !{!1021}
!1021 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1019, file: !2, size: 128, align: 64, elements: !1022, templateParams: !43, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !1035)
!1022 = !{!1023, !1031}
!1023 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1021, file: !2, baseType: !1024, size: 128, align: 64)
!1024 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1019, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1025, templateParams: !1027, identifier: "30b736d771929d0b7715388dfe942406")
!1025 = !{!1026}
!1026 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1024, file: !2, baseType: !1008, size: 128, align: 64, flags: DIFlagPublic)
!1027 = !{!1028, !1029}
!1028 = !DITemplateTypeParameter(name: "T", type: !1008)
!1029 = !DITemplateTypeParameter(name: "E", type: !1030)
!1030 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !998, file: !2, align: 8, flags: DIFlagPublic, elements: !43, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!1031 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1021, file: !2, baseType: !1032, size: 128, align: 64, extraData: i64 0)
!1032 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1019, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1033, templateParams: !1027, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!1033 = !{!1034}
!1034 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1032, file: !2, baseType: !1030, align: 8, flags: DIFlagPublic)
!1035 = !DIDerivedType(tag: DW_TAG_member, scope: !1019, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!1036 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!1037 = !{!1038, !1013}
!1038 = !DILocalVariable(name: "self", scope: !1014, file: !1015, line: 428, type: !1036, align: 64)
!1039 = !DILocation(line: 0, scope: !1014, inlinedAt: !1040)
!1040 = distinct !DILocation(line: 248, column: 18, scope: !993, inlinedAt: !1012)
!1041 = !DILocalVariable(name: "layout", arg: 2, scope: !1042, file: !1015, line: 311, type: !996)
!1042 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !114, file: !1015, line: 311, type: !1043, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1045, retainedNodes: !1046)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!1019, !1036, !996, !761}
!1045 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !114, file: !1015, line: 311, type: !1043, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!1046 = !{!1047, !1041, !1048}
!1047 = !DILocalVariable(name: "self", scope: !1042, file: !1015, line: 311, type: !1036, align: 64)
!1048 = !DILocalVariable(name: "zeroed", scope: !1042, file: !1015, line: 311, type: !761, align: 8)
!1049 = !DILocation(line: 0, scope: !1042, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 429, column: 14, scope: !1014, inlinedAt: !1040)
!1051 = !DILocalVariable(name: "layout", arg: 1, scope: !1052, file: !1015, line: 185, type: !996)
!1052 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !114, file: !1015, line: 185, type: !1053, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1055, retainedNodes: !1056)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{!1019, !996, !761}
!1055 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !114, file: !1015, line: 185, type: !1053, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!1056 = !{!1051, !1057, !1058, !1060, !1062, !1064, !1084}
!1057 = !DILocalVariable(name: "zeroed", arg: 2, scope: !1052, file: !1015, line: 185, type: !761)
!1058 = !DILocalVariable(name: "size", scope: !1059, file: !1015, line: 189, type: !9, align: 64)
!1059 = distinct !DILexicalBlock(scope: !1052, file: !1015, line: 189, column: 13)
!1060 = !DILocalVariable(name: "raw_ptr", scope: !1061, file: !1015, line: 190, type: !867, align: 64)
!1061 = distinct !DILexicalBlock(scope: !1059, file: !1015, line: 190, column: 17)
!1062 = !DILocalVariable(name: "ptr", scope: !1063, file: !1015, line: 191, type: !139, align: 64)
!1063 = distinct !DILexicalBlock(scope: !1061, file: !1015, line: 191, column: 17)
!1064 = !DILocalVariable(name: "residual", scope: !1065, file: !1015, line: 191, type: !1066, align: 8)
!1065 = distinct !DILexicalBlock(scope: !1061, file: !1015, line: 191, column: 66)
!1066 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !340, file: !2, align: 8, flags: DIFlagPublic, elements: !1067, templateParams: !43, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!1067 = !{!1068}
!1068 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1066, file: !2, align: 8, elements: !1069, templateParams: !43, identifier: "f5e162db303eef1e33f578c71ec0a693")
!1069 = !{!1070, !1080}
!1070 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1068, file: !2, baseType: !1071, align: 8)
!1071 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1066, file: !2, align: 8, flags: DIFlagPublic, elements: !1072, templateParams: !1078, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!1072 = !{!1073}
!1073 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1071, file: !2, baseType: !1074, align: 8, flags: DIFlagPublic)
!1074 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !1075, file: !2, align: 8, flags: DIFlagPublic, elements: !1076, templateParams: !43, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!1075 = !DINamespace(name: "convert", scope: !25)
!1076 = !{!1077}
!1077 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1074, file: !2, align: 8, elements: !43, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!1078 = !{!1079, !1029}
!1079 = !DITemplateTypeParameter(name: "T", type: !1074)
!1080 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1068, file: !2, baseType: !1081, align: 8)
!1081 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1066, file: !2, align: 8, flags: DIFlagPublic, elements: !1082, templateParams: !1078, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!1082 = !{!1083}
!1083 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1081, file: !2, baseType: !1030, align: 8, flags: DIFlagPublic)
!1084 = !DILocalVariable(name: "val", scope: !1085, file: !1015, line: 191, type: !139, align: 64)
!1085 = distinct !DILexicalBlock(scope: !1061, file: !1015, line: 191, column: 66)
!1086 = !DILocation(line: 0, scope: !1052, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 312, column: 9, scope: !1042, inlinedAt: !1050)
!1088 = !DILocalVariable(name: "layout", arg: 1, scope: !1089, file: !1015, line: 89, type: !996)
!1089 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !115, file: !1015, line: 89, type: !994, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1090)
!1090 = !{!1088}
!1091 = !DILocation(line: 0, scope: !1089, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 190, column: 73, scope: !1059, inlinedAt: !1087)
!1093 = !DILocation(line: 0, scope: !1059, inlinedAt: !1087)
!1094 = !DILocation(line: 93, column: 9, scope: !1089, inlinedAt: !1092)
!1095 = !DILocation(line: 95, column: 9, scope: !1089, inlinedAt: !1092)
!1096 = !DILocation(line: 248, column: 11, scope: !993, inlinedAt: !1012)
!1097 = !DILocation(line: 248, column: 5, scope: !993, inlinedAt: !1012)
!1098 = !DILocation(line: 250, column: 19, scope: !993, inlinedAt: !1012)
!1099 = !DILocation(line: 0, scope: !986, inlinedAt: !991)
!1100 = !DILocation(line: 289, column: 56, scope: !986, inlinedAt: !991)
!1101 = !DILocation(line: 0, scope: !958)
!1102 = !DILocation(line: 491, column: 5, scope: !963, inlinedAt: !970)
!1103 = !{i64 20024838345663577}
!1104 = !DILocation(line: 172, column: 2, scope: !950)
!1105 = distinct !DISubprogram(name: "__rust_begin_short_backtrace<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure#0}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, ()>", linkageName: "_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h804e35880862613fE", scope: !952, file: !951, line: 162, type: !1106, scopeLine: 162, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1117, retainedNodes: !1113)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{null, !1108}
!1108 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !1109, file: !2, size: 256, align: 64, elements: !1111, templateParams: !43, identifier: "63333717ef770e6426cee1909c32f600")
!1109 = !DINamespace(name: "{closure#0}", scope: !1110)
!1110 = !DINamespace(name: "{closure#1}", scope: !13)
!1111 = !{!1112}
!1112 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !1108, file: !2, baseType: !49, size: 256, align: 64)
!1113 = !{!1114, !1115}
!1114 = !DILocalVariable(name: "f", arg: 1, scope: !1105, file: !951, line: 162, type: !1108)
!1115 = !DILocalVariable(name: "result", scope: !1116, file: !951, line: 166, type: !7, align: 8)
!1116 = distinct !DILexicalBlock(scope: !1105, file: !951, line: 166, column: 5)
!1117 = !{!1118, !435}
!1118 = !DITemplateTypeParameter(name: "F", type: !1108)
!1119 = !DILocation(line: 166, column: 9, scope: !1116)
!1120 = !DILocation(line: 162, column: 43, scope: !1105)
!1121 = !DILocalVariable(name: "dummy", scope: !1122, file: !964, line: 490, type: !7, align: 8)
!1122 = distinct !DISubprogram(name: "black_box<()>", linkageName: "_ZN4core4hint9black_box17h12e44e05163b6e83E", scope: !965, file: !964, line: 490, type: !966, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !434, retainedNodes: !1123)
!1123 = !{!1121}
!1124 = !DILocation(line: 490, column: 27, scope: !1122, inlinedAt: !1125)
!1125 = !DILocation(line: 169, column: 5, scope: !1116)
!1126 = !DILocalVariable(name: "hooks", scope: !1127, file: !1128, line: 50, type: !49, align: 64)
!1127 = distinct !DISubprogram(name: "{closure#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h07aeb0dd0f12ba02E", scope: !1109, file: !1128, line: 90, type: !1106, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !1129)
!1128 = !DIFile(filename: "library/std/src/thread/lifecycle.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "990c34c6641562b1886c6a140e080712")
!1129 = !{!1126}
!1130 = !DILocation(line: 50, column: 9, scope: !1127, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 166, column: 18, scope: !1105)
!1132 = !DILocation(line: 90, column: 68, scope: !1127, inlinedAt: !1131)
!1133 = !{!1134}
!1134 = distinct !{!1134, !1135, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h07aeb0dd0f12ba02E: %_1"}
!1135 = distinct !{!1135, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h07aeb0dd0f12ba02E"}
!1136 = !DILocation(line: 90, column: 74, scope: !1127, inlinedAt: !1131)
!1137 = !DILocation(line: 90, column: 78, scope: !1127, inlinedAt: !1131)
!1138 = !DILocation(line: 491, column: 5, scope: !1122, inlinedAt: !1125)
!1139 = !DILocation(line: 172, column: 2, scope: !1105)
!1140 = distinct !DISubprogram(name: "call_once<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, ()>", linkageName: "_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hbe8dfbadf2c51a9eE", scope: !1142, file: !1141, line: 250, type: !1144, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1150, retainedNodes: !1147)
!1141 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!1142 = !DINamespace(name: "FnOnce", scope: !1143)
!1143 = !DINamespace(name: "function", scope: !701)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{null, !1146}
!1146 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!1147 = !{!1148, !1149}
!1148 = !DILocalVariable(arg: 1, scope: !1140, file: !1141, line: 250, type: !1146)
!1149 = !DILocalVariable(arg: 2, scope: !1140, file: !1141, line: 250, type: !7)
!1150 = !{!1151, !1152}
!1151 = !DITemplateTypeParameter(name: "Self", type: !12)
!1152 = !DITemplateTypeParameter(name: "Args", type: !7)
!1153 = !DILocalVariable(name: "data", scope: !1154, file: !1155, line: 531, type: !1177, align: 64)
!1154 = distinct !DILexicalBlock(scope: !1156, file: !1155, line: 531, column: 5)
!1155 = !DIFile(filename: "library/std/src/panicking.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "0ac2307e599d52afa9e15b3337980dce")
!1156 = distinct !DISubprogram(name: "catch_unwind<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN3std9panicking12catch_unwind17he05287dd6d092fc1E", scope: !1157, file: !1155, line: 500, type: !1158, scopeLine: 500, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1174, retainedNodes: !1170)
!1157 = !DINamespace(name: "panicking", scope: !16)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!339, !1160}
!1160 = !DICompositeType(tag: DW_TAG_structure_type, name: "AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", scope: !1161, file: !2, size: 320, align: 64, flags: DIFlagPublic, elements: !1162, templateParams: !1168, identifier: "d3f11ca1a9f17e41fd7b4f2700c92bc1")
!1161 = !DINamespace(name: "unwind_safe", scope: !709)
!1162 = !{!1163}
!1163 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1160, file: !2, baseType: !1164, size: 320, align: 64, flags: DIFlagPublic)
!1164 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !1110, file: !2, size: 320, align: 64, elements: !1165, templateParams: !43, identifier: "8ab60d990e778ae6cf9e96bf31163fdb")
!1165 = !{!1166, !1167}
!1166 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !1164, file: !2, baseType: !49, size: 256, align: 64)
!1167 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1164, file: !2, baseType: !37, size: 64, align: 64, offset: 256)
!1168 = !{!1169}
!1169 = !DITemplateTypeParameter(name: "T", type: !1164)
!1170 = !{!1171, !1153, !1172}
!1171 = !DILocalVariable(name: "f", arg: 1, scope: !1156, file: !1155, line: 500, type: !1160)
!1172 = !DILocalVariable(name: "data_ptr", scope: !1173, file: !1155, line: 533, type: !867, align: 64)
!1173 = distinct !DILexicalBlock(scope: !1154, file: !1155, line: 533, column: 5)
!1174 = !{!1175, !1176}
!1175 = !DITemplateTypeParameter(name: "R", type: !348)
!1176 = !DITemplateTypeParameter(name: "F", type: !1160)
!1177 = !DICompositeType(tag: DW_TAG_union_type, name: "Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !1178, file: !2, size: 320, align: 64, elements: !1179, templateParams: !1211, identifier: "5d1dc42774ec36cd3adcaae28f2e18dd")
!1178 = !DINamespace(name: "catch_unwind", scope: !1157)
!1179 = !{!1180, !1191, !1200}
!1180 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1177, file: !2, baseType: !1181, size: 320, align: 64)
!1181 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !30, file: !2, size: 320, align: 64, flags: DIFlagPublic, elements: !1182, templateParams: !1189, identifier: "8c457c01919ce8817ff7a8d131ce9468")
!1182 = !{!1183}
!1183 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1181, file: !2, baseType: !1184, size: 320, align: 64, flags: DIFlagPrivate)
!1184 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !34, file: !2, size: 320, align: 64, flags: DIFlagPublic, elements: !1185, templateParams: !1187, identifier: "81e7319ad03cac81608a2fb101a5db0e")
!1185 = !{!1186}
!1186 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1184, file: !2, baseType: !1160, size: 320, align: 64, flags: DIFlagPrivate)
!1187 = !{!1188}
!1188 = !DITemplateTypeParameter(name: "P", type: !1160)
!1189 = !{!1190}
!1190 = !DITemplateTypeParameter(name: "T", type: !1160)
!1191 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1177, file: !2, baseType: !1192, size: 64, align: 64)
!1192 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !30, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1193, templateParams: !405, identifier: "df8dc99cd9c6c97a13bf73ddb041c71b")
!1193 = !{!1194}
!1194 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1192, file: !2, baseType: !1195, size: 64, align: 64, flags: DIFlagPrivate)
!1195 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !34, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1196, templateParams: !1198, identifier: "de2f6c5102b6bc88615886bd8af50098")
!1196 = !{!1197}
!1197 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1195, file: !2, baseType: !348, size: 64, align: 64, flags: DIFlagPrivate)
!1198 = !{!1199}
!1199 = !DITemplateTypeParameter(name: "P", type: !348)
!1200 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !1177, file: !2, baseType: !1201, size: 128, align: 64)
!1201 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !30, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1202, templateParams: !1209, identifier: "a2caa241518a3d6bf727ff2793e69225")
!1202 = !{!1203}
!1203 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1201, file: !2, baseType: !1204, size: 128, align: 64, flags: DIFlagPrivate)
!1204 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !34, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1205, templateParams: !1207, identifier: "d8c44cbad3f35b202e5ee99b06658d6a")
!1205 = !{!1206}
!1206 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1204, file: !2, baseType: !369, size: 128, align: 64, flags: DIFlagPrivate)
!1207 = !{!1208}
!1208 = !DITemplateTypeParameter(name: "P", type: !369)
!1209 = !{!1210}
!1210 = !DITemplateTypeParameter(name: "T", type: !369)
!1211 = !{!1176, !1175}
!1212 = !DILocation(line: 531, column: 9, scope: !1154, inlinedAt: !1213)
!1213 = distinct !DILocation(line: 359, column: 14, scope: !1214, inlinedAt: !1219)
!1214 = distinct !DISubprogram(name: "catch_unwind<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std5panic12catch_unwind17h882fd0ac87abba9fE", scope: !1216, file: !1215, line: 358, type: !1158, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1211, retainedNodes: !1217)
!1215 = !DIFile(filename: "library/std/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "eabcde3e1826d674cab677562404074c")
!1216 = !DINamespace(name: "panic", scope: !16)
!1217 = !{!1218}
!1218 = !DILocalVariable(name: "f", arg: 1, scope: !1214, file: !1215, line: 358, type: !1160)
!1219 = distinct !DILocation(line: 89, column: 26, scope: !1220, inlinedAt: !1231)
!1220 = distinct !DILexicalBlock(scope: !1221, file: !1128, line: 88, column: 9)
!1221 = distinct !DISubprogram(name: "{closure#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E", scope: !13, file: !1128, line: 87, type: !1222, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !1224)
!1222 = !DISubroutineType(types: !1223)
!1223 = !{null, !12}
!1224 = !{!1225, !1226, !1227, !1228, !1229}
!1225 = !DILocalVariable(name: "f", scope: !1221, file: !1128, line: 83, type: !19, align: 64)
!1226 = !DILocalVariable(name: "hooks", scope: !1221, file: !1128, line: 50, type: !49, align: 64)
!1227 = !DILocalVariable(name: "their_packet", scope: !1221, file: !1128, line: 58, type: !173, align: 64)
!1228 = !DILocalVariable(name: "f", scope: !1220, file: !1128, line: 88, type: !37, align: 64)
!1229 = !DILocalVariable(name: "try_result", scope: !1230, file: !1128, line: 89, type: !339, align: 64)
!1230 = distinct !DILexicalBlock(scope: !1220, file: !1128, line: 89, column: 9)
!1231 = distinct !DILocation(line: 250, column: 5, scope: !1140)
!1232 = !DILocalVariable(name: "slot", arg: 1, scope: !1233, file: !1234, line: 227, type: !1237)
!1233 = distinct !DISubprogram(name: "take<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3mem13manually_drop21ManuallyDrop$LT$T$GT$4take17h8e366c61c6bffaaeE", scope: !1181, file: !1234, line: 227, type: !1235, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1189, declaration: !1238, retainedNodes: !1239)
!1234 = !DIFile(filename: "library/core/src/mem/manually_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f2d905afd131cce616527f096419d1e9")
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!1160, !1237}
!1237 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::mem::manually_drop::ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", baseType: !1181, size: 64, align: 64, dwarfAddressSpace: 0)
!1238 = !DISubprogram(name: "take<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3mem13manually_drop21ManuallyDrop$LT$T$GT$4take17h8e366c61c6bffaaeE", scope: !1181, file: !1234, line: 227, type: !1235, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1189)
!1239 = !{!1232}
!1240 = !DILocation(line: 227, column: 30, scope: !1233, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 580, column: 21, scope: !1242, inlinedAt: !1254)
!1242 = distinct !DILexicalBlock(scope: !1243, file: !1155, line: 579, column: 13)
!1243 = distinct !DILexicalBlock(scope: !1244, file: !1155, line: 578, column: 13)
!1244 = distinct !DISubprogram(name: "do_call<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std9panicking12catch_unwind7do_call17h5d8656c1e6acfd1aE", scope: !1178, file: !1155, line: 575, type: !1245, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1211, retainedNodes: !1247)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{null, !867}
!1247 = !{!1248, !1249, !1251, !1252}
!1248 = !DILocalVariable(name: "data", arg: 1, scope: !1244, file: !1155, line: 575, type: !867)
!1249 = !DILocalVariable(name: "data", scope: !1243, file: !1155, line: 578, type: !1250, align: 64)
!1250 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::panicking::catch_unwind::Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !1177, size: 64, align: 64, dwarfAddressSpace: 0)
!1251 = !DILocalVariable(name: "data", scope: !1242, file: !1155, line: 579, type: !1250, align: 64)
!1252 = !DILocalVariable(name: "f", scope: !1253, file: !1155, line: 580, type: !1160, align: 64)
!1253 = distinct !DILexicalBlock(scope: !1242, file: !1155, line: 580, column: 13)
!1254 = distinct !DILocation(line: 544, column: 19, scope: !1173, inlinedAt: !1213)
!1255 = !DILocation(line: 0, scope: !1242, inlinedAt: !1254)
!1256 = !DILocation(line: 0, scope: !1243, inlinedAt: !1254)
!1257 = !DILocation(line: 0, scope: !1244, inlinedAt: !1254)
!1258 = !DILocalVariable(name: "data", scope: !1259, file: !1155, line: 606, type: !1250, align: 64)
!1259 = distinct !DILexicalBlock(scope: !1260, file: !1155, line: 606, column: 13)
!1260 = distinct !DILexicalBlock(scope: !1261, file: !1155, line: 605, column: 13)
!1261 = distinct !DISubprogram(name: "do_catch<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std9panicking12catch_unwind8do_catch17h648b9a311cae433fE", scope: !1178, file: !1155, line: 598, type: !1262, scopeLine: 598, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1211, retainedNodes: !1264)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{null, !867, !867}
!1264 = !{!1265, !1266, !1267, !1258, !1268}
!1265 = !DILocalVariable(name: "data", arg: 1, scope: !1261, file: !1155, line: 598, type: !867)
!1266 = !DILocalVariable(name: "payload", arg: 2, scope: !1261, file: !1155, line: 598, type: !867)
!1267 = !DILocalVariable(name: "data", scope: !1260, file: !1155, line: 605, type: !1250, align: 64)
!1268 = !DILocalVariable(name: "obj", scope: !1269, file: !1155, line: 607, type: !369, align: 64)
!1269 = distinct !DILexicalBlock(scope: !1259, file: !1155, line: 607, column: 13)
!1270 = !DILocation(line: 0, scope: !1259, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 544, column: 19, scope: !1173, inlinedAt: !1213)
!1272 = !DILocation(line: 0, scope: !1260, inlinedAt: !1271)
!1273 = !DILocation(line: 0, scope: !1261, inlinedAt: !1271)
!1274 = !DILocation(line: 0, scope: !1173, inlinedAt: !1213)
!1275 = !DILocation(line: 0, scope: !1140)
!1276 = !DILocation(line: 250, column: 5, scope: !1140)
!1277 = !{!1278}
!1278 = distinct !{!1278, !1279, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E: %_1"}
!1279 = distinct !{!1279, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17h4b50bc453fb96dc6E"}
!1280 = !DILocation(line: 358, column: 55, scope: !1214, inlinedAt: !1219)
!1281 = !DILocation(line: 500, column: 49, scope: !1156, inlinedAt: !1213)
!1282 = !DILocation(line: 83, column: 9, scope: !1221, inlinedAt: !1231)
!1283 = !DILocation(line: 50, column: 9, scope: !1221, inlinedAt: !1231)
!1284 = !DILocation(line: 58, column: 9, scope: !1221, inlinedAt: !1231)
!1285 = !DILocalVariable(name: "_x", arg: 1, scope: !1286, file: !1287, line: 971, type: !173)
!1286 = distinct !DISubprogram(name: "drop<alloc::sync::Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>>", linkageName: "_ZN4core3mem4drop17h0bc22fa9be822295E", scope: !24, file: !1287, line: 971, type: !1288, scopeLine: 971, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1291, retainedNodes: !1290)
!1287 = !DIFile(filename: "library/core/src/mem/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6bca88b164013e73def192dcdbc80502")
!1288 = !DISubroutineType(types: !1289)
!1289 = !{null, !173}
!1290 = !{!1285}
!1291 = !{!1292}
!1292 = !DITemplateTypeParameter(name: "T", type: !173)
!1293 = !DILocation(line: 971, column: 22, scope: !1286, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 101, column: 9, scope: !1230, inlinedAt: !1231)
!1295 = !DILocation(line: 88, column: 17, scope: !1221, inlinedAt: !1231)
!1296 = !DILocation(line: 0, scope: !1220, inlinedAt: !1231)
!1297 = !DILocation(line: 89, column: 70, scope: !1220, inlinedAt: !1231)
!1298 = !DILocation(line: 1717, column: 9, scope: !1299, inlinedAt: !1304)
!1299 = distinct !DISubprogram(name: "read<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr4read17hdf9739ffa46231ffE", scope: !72, file: !1300, line: 1678, type: !1301, scopeLine: 1678, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1189)
!1300 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!1301 = !DISubroutineType(types: !1302)
!1302 = !{!1160, !1303, !706}
!1303 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", baseType: !1160, size: 64, align: 64, dwarfAddressSpace: 0)
!1304 = distinct !DILocation(line: 230, column: 18, scope: !1233, inlinedAt: !1241)
!1305 = !DILocation(line: 0, scope: !1156, inlinedAt: !1213)
!1306 = !DILocation(line: 0, scope: !1214, inlinedAt: !1219)
!1307 = !DILocation(line: 0, scope: !1154, inlinedAt: !1213)
!1308 = !DILocation(line: 580, column: 17, scope: !1253, inlinedAt: !1254)
!1309 = !DILocalVariable(name: "self", arg: 1, scope: !1310, file: !1311, line: 273, type: !1160)
!1310 = distinct !DISubprogram(name: "call_once<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17h5208a5676b23acc4E", scope: !1312, file: !1311, line: 273, type: !1313, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1318, retainedNodes: !1315)
!1311 = !DIFile(filename: "library/core/src/panic/unwind_safe.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "df145b948c9ea7be347c4d10b5fddfbe")
!1312 = !DINamespace(name: "{impl#23}", scope: !1161)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!348, !1160}
!1315 = !{!1309, !1316, !1317}
!1316 = !DILocalVariable(name: "_args", scope: !1310, file: !1311, line: 273, type: !7, align: 8)
!1317 = !DILocalVariable(arg: 2, scope: !1310, file: !1311, line: 273, type: !7)
!1318 = !{!1175, !1319}
!1319 = !DITemplateTypeParameter(name: "F", type: !1164)
!1320 = !DILocation(line: 273, column: 37, scope: !1310, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 581, column: 40, scope: !1253, inlinedAt: !1254)
!1322 = !DILocation(line: 273, column: 43, scope: !1310, inlinedAt: !1321)
!1323 = !DILocalVariable(name: "hooks", scope: !1324, file: !1128, line: 50, type: !49, align: 64)
!1324 = distinct !DISubprogram(name: "{closure#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb47442a39c1949d1E", scope: !1110, file: !1128, line: 89, type: !1325, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !1327)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!348, !1164}
!1327 = !{!1323, !1328}
!1328 = !DILocalVariable(name: "f", scope: !1324, file: !1128, line: 88, type: !37, align: 64)
!1329 = !DILocation(line: 50, column: 9, scope: !1324, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 274, column: 9, scope: !1310, inlinedAt: !1321)
!1331 = !DILocation(line: 88, column: 13, scope: !1324, inlinedAt: !1330)
!1332 = !DILocation(line: 90, column: 13, scope: !1324, inlinedAt: !1330)
!1333 = !DILocation(line: 91, column: 13, scope: !1324, inlinedAt: !1330)
!1334 = !DILocation(line: 544, column: 19, scope: !1173, inlinedAt: !1213)
!1335 = !DILocation(line: 607, column: 23, scope: !1259, inlinedAt: !1271)
!1336 = !DILocation(line: 598, column: 5, scope: !1261, inlinedAt: !1271)
!1337 = !DILocation(line: 583, column: 6, scope: !1244, inlinedAt: !1254)
!1338 = !DILocation(line: 0, scope: !1230, inlinedAt: !1231)
!1339 = !DILocalVariable(name: "self", arg: 1, scope: !1340, file: !1341, line: 2421, type: !1346)
!1340 = distinct !DISubprogram(name: "deref<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN73_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17he1de2c60a7384335E", scope: !1342, file: !1341, line: 2421, type: !1343, scopeLine: 2421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, retainedNodes: !1347)
!1341 = !DIFile(filename: "library/alloc/src/sync.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "edadc1ff7553857570421b5d3475d9bc")
!1342 = !DINamespace(name: "{impl#34}", scope: !66)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{!1345, !1346}
!1345 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !185, size: 64, align: 64, dwarfAddressSpace: 0)
!1346 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!1347 = !{!1339}
!1348 = !DILocation(line: 2421, column: 14, scope: !1340, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 97, column: 19, scope: !1230, inlinedAt: !1231)
!1350 = !DILocalVariable(name: "self", arg: 1, scope: !1351, file: !1341, line: 2098, type: !1346)
!1351 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hf4ab5d189d59ac54E", scope: !173, file: !1341, line: 2098, type: !1352, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !1355, retainedNodes: !1356)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!1354, !1346}
!1354 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!1355 = !DISubprogram(name: "inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hf4ab5d189d59ac54E", scope: !173, file: !1341, line: 2098, type: !1352, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!1356 = !{!1350}
!1357 = !DILocation(line: 2098, column: 14, scope: !1351, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 2422, column: 15, scope: !1340, inlinedAt: !1349)
!1359 = !DILocation(line: 444, column: 20, scope: !1360, inlinedAt: !1366)
!1360 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hab2f2923e1bd36b7E", scope: !176, file: !1361, line: 440, type: !1362, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !408, declaration: !1365)
!1361 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!1362 = !DISubroutineType(types: !1363)
!1363 = !{!1354, !1364}
!1364 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", baseType: !176, size: 64, align: 64, dwarfAddressSpace: 0)
!1365 = !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hab2f2923e1bd36b7E", scope: !176, file: !1361, line: 440, type: !1362, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!1366 = distinct !DILocation(line: 2104, column: 27, scope: !1351, inlinedAt: !1358)
!1367 = !DILocalVariable(name: "self", arg: 1, scope: !1368, file: !1369, line: 2443, type: !1373)
!1368 = distinct !DISubprogram(name: "get<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17hfe2b44336b2cf045E", scope: !328, file: !1369, line: 2443, type: !1370, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !385, declaration: !1374, retainedNodes: !1375)
!1369 = !DIFile(filename: "library/core/src/cell.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "96404e804c6faf0fea9fa631bcb8d1d2")
!1370 = !DISubroutineType(types: !1371)
!1371 = !{!1372, !1373}
!1372 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", baseType: !331, size: 64, align: 64, dwarfAddressSpace: 0)
!1373 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !328, size: 64, align: 64, dwarfAddressSpace: 0)
!1374 = !DISubprogram(name: "get<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17hfe2b44336b2cf045E", scope: !328, file: !1369, line: 2443, type: !1370, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !385)
!1375 = !{!1367}
!1376 = !DILocation(line: 2443, column: 22, scope: !1368, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 97, column: 39, scope: !1230, inlinedAt: !1231)
!1378 = !DILocation(line: 2447, column: 9, scope: !1368, inlinedAt: !1377)
!1379 = !{!1380}
!1380 = distinct !{!1380, !1381, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E: %_1"}
!1381 = distinct !{!1381, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E"}
!1382 = !DILocation(line: 97, column: 18, scope: !1230, inlinedAt: !1231)
!1383 = !DILocalVariable(arg: 1, scope: !1384, file: !1300, line: 805, type: !1372)
!1384 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E", scope: !72, file: !1300, line: 805, type: !1385, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !385, retainedNodes: !1387)
!1385 = !DISubroutineType(types: !1386)
!1386 = !{null, !1372}
!1387 = !{!1383}
!1388 = !DILocation(line: 0, scope: !1384, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 97, column: 18, scope: !1230, inlinedAt: !1231)
!1390 = !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !1389)
!1391 = !{i64 0, i64 2}
!1392 = !{!1393}
!1393 = distinct !{!1393, !1394, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E: %_1"}
!1394 = distinct !{!1394, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E"}
!1395 = !DILocalVariable(arg: 1, scope: !1396, file: !1300, line: 805, type: !1399)
!1396 = distinct !DISubprogram(name: "drop_in_place<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E", scope: !72, file: !1300, line: 805, type: !1397, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !337, retainedNodes: !1400)
!1397 = !DISubroutineType(types: !1398)
!1398 = !{null, !1399}
!1399 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", baseType: !339, size: 64, align: 64, dwarfAddressSpace: 0)
!1400 = !{!1395}
!1401 = !DILocation(line: 0, scope: !1396, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !1389)
!1403 = !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1402)
!1404 = !{!1393, !1380}
!1405 = !DILocalVariable(arg: 1, scope: !1406, file: !1300, line: 805, type: !1409)
!1406 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE", scope: !72, file: !1300, line: 805, type: !1407, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !405, retainedNodes: !1410)
!1407 = !DISubroutineType(types: !1408)
!1408 = !{null, !1409}
!1409 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", baseType: !348, size: 64, align: 64, dwarfAddressSpace: 0)
!1410 = !{!1405}
!1411 = !DILocation(line: 0, scope: !1406, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1402)
!1413 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !1412)
!1414 = !{!1415, !1393, !1380}
!1415 = distinct !{!1415, !1416, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE: %_1"}
!1416 = distinct !{!1416, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE"}
!1417 = !{i64 8}
!1418 = !{!1419}
!1419 = distinct !{!1419, !1420, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE: %_1"}
!1420 = distinct !{!1420, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"}
!1421 = !DILocalVariable(arg: 1, scope: !1422, file: !1300, line: 805, type: !1425)
!1422 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE", scope: !72, file: !1300, line: 805, type: !1423, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1209, retainedNodes: !1426)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{null, !1425}
!1425 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", baseType: !369, size: 64, align: 64, dwarfAddressSpace: 0)
!1426 = !{!1421}
!1427 = !DILocation(line: 0, scope: !1422, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1402)
!1429 = !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1428)
!1430 = !{!1419, !1393, !1380}
!1431 = !{!1419, !1393, !1380, !1278}
!1432 = !DILocalVariable(name: "self", arg: 1, scope: !1433, file: !979, line: 1913, type: !1437)
!1433 = distinct !DISubprogram(name: "drop<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h01914b6f684b170dE", scope: !1434, file: !979, line: 1913, type: !1435, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1457, retainedNodes: !1438)
!1434 = !DINamespace(name: "{impl#10}", scope: !981)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{null, !1437}
!1437 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", baseType: !369, size: 64, align: 64, dwarfAddressSpace: 0)
!1438 = !{!1432, !1439, !1439, !1455}
!1439 = !DILocalVariable(name: "ptr", scope: !1440, file: !979, line: 1916, type: !1441, align: 64)
!1440 = distinct !DILexicalBlock(scope: !1433, file: !979, line: 1916, column: 9)
!1441 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::any::Any + core::marker::Send)>", scope: !136, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1442, templateParams: !1451, identifier: "7df7cd9d71c7bc5d21f4e0e966914a11")
!1442 = !{!1443, !1453}
!1443 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1441, file: !2, baseType: !1444, size: 128, align: 64, flags: DIFlagPrivate)
!1444 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::any::Any + core::marker::Send)>", scope: !71, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1445, templateParams: !1451, identifier: "7cde8c9cdcdbddd95c693ff6a6ef6d3")
!1445 = !{!1446}
!1446 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1444, file: !2, baseType: !1447, size: 128, align: 64, flags: DIFlagPrivate)
!1447 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::any::Any + core::marker::Send)", file: !2, size: 128, align: 64, elements: !1448, templateParams: !43, identifier: "157735e54da8f30c5b2300aa3d7fcdf")
!1448 = !{!1449, !1450}
!1449 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1447, file: !2, baseType: !372, size: 64, align: 64)
!1450 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1447, file: !2, baseType: !166, size: 64, align: 64, offset: 64)
!1451 = !{!1452}
!1452 = !DITemplateTypeParameter(name: "T", type: !373)
!1453 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1441, file: !2, baseType: !1454, align: 8, offset: 128, flags: DIFlagPrivate)
!1454 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::any::Any + core::marker::Send)>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !1451, identifier: "e658fe9502551a0fd51fedfe1a3c0b6")
!1455 = !DILocalVariable(name: "layout", scope: !1456, file: !979, line: 1919, type: !996, align: 64)
!1456 = distinct !DILexicalBlock(scope: !1440, file: !979, line: 1919, column: 13)
!1457 = !{!1452, !117}
!1458 = !DILocation(line: 0, scope: !1433, inlinedAt: !1459)
!1459 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1428)
!1460 = !DILocation(line: 0, scope: !1440, inlinedAt: !1459)
!1461 = !DILocalVariable(name: "t", arg: 1, scope: !1462, file: !1463, line: 253, type: !1447)
!1462 = distinct !DISubprogram(name: "for_value_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hca7f163ea84f8bb6E", scope: !996, file: !1463, line: 253, type: !1464, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1451, declaration: !1466, retainedNodes: !1467)
!1463 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!1464 = !DISubroutineType(types: !1465)
!1465 = !{!996, !1447}
!1466 = !DISubprogram(name: "for_value_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hca7f163ea84f8bb6E", scope: !996, file: !1463, line: 253, type: !1464, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1451)
!1467 = !{!1461, !1468, !1470}
!1468 = !DILocalVariable(name: "size", scope: !1469, file: !1463, line: 255, type: !9, align: 64)
!1469 = distinct !DILexicalBlock(scope: !1462, file: !1463, line: 255, column: 9)
!1470 = !DILocalVariable(name: "alignment", scope: !1469, file: !1463, line: 255, type: !1002, align: 64)
!1471 = !DILocation(line: 0, scope: !1462, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !1459)
!1473 = !DILocalVariable(name: "val", arg: 1, scope: !1474, file: !1287, line: 427, type: !1447)
!1474 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3mem15size_of_val_raw17h9a7194d60c33d4e0E", scope: !24, file: !1287, line: 427, type: !1475, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1451, retainedNodes: !1477)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{!9, !1447}
!1477 = !{!1473}
!1478 = !DILocation(line: 0, scope: !1474, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !1472)
!1480 = !DILocalVariable(name: "val", arg: 1, scope: !1481, file: !1482, line: 123, type: !1447)
!1481 = distinct !DISubprogram(name: "of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h1fbbd1b6f71b2342E", scope: !1002, file: !1482, line: 123, type: !1483, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1451, declaration: !1485, retainedNodes: !1486)
!1482 = !DIFile(filename: "library/core/src/ptr/alignment.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cac27ccc0ad4cc4f955f24d91514cdd0")
!1483 = !DISubroutineType(types: !1484)
!1484 = !{!1002, !1447}
!1485 = !DISubprogram(name: "of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h1fbbd1b6f71b2342E", scope: !1002, file: !1482, line: 123, type: !1483, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1451)
!1486 = !{!1480, !1487}
!1487 = !DILocalVariable(name: "align", scope: !1488, file: !1482, line: 125, type: !9, align: 64)
!1488 = distinct !DILexicalBlock(scope: !1481, file: !1482, line: 125, column: 9)
!1489 = !DILocation(line: 0, scope: !1481, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !1472)
!1491 = !DILocalVariable(name: "val", arg: 1, scope: !1492, file: !1287, line: 566, type: !1447)
!1492 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3mem16align_of_val_raw17hac21e97302bcda50E", scope: !24, file: !1287, line: 566, type: !1475, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1451, retainedNodes: !1493)
!1493 = !{!1491}
!1494 = !DILocation(line: 0, scope: !1492, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !1490)
!1496 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !1479)
!1497 = !{i64 0, i64 -9223372036854775808}
!1498 = !DILocation(line: 0, scope: !1456, inlinedAt: !1459)
!1499 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !1459)
!1500 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !1495)
!1501 = !{i64 1, i64 536870913}
!1502 = !DILocalVariable(name: "self", arg: 1, scope: !1503, file: !1015, line: 440, type: !1036)
!1503 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !1016, file: !1015, line: 440, type: !1504, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1506)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{null, !1036, !139, !996}
!1506 = !{!1502, !1507, !1508}
!1507 = !DILocalVariable(name: "ptr", arg: 2, scope: !1503, file: !1015, line: 440, type: !139)
!1508 = !DILocalVariable(name: "layout", arg: 3, scope: !1503, file: !1015, line: 440, type: !996)
!1509 = !DILocation(line: 0, scope: !1503, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !1459)
!1511 = !DILocalVariable(name: "self", arg: 1, scope: !1512, file: !1015, line: 323, type: !1036)
!1512 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !114, file: !1015, line: 323, type: !1504, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1513, retainedNodes: !1514)
!1513 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !114, file: !1015, line: 323, type: !1504, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!1514 = !{!1511, !1515, !1516}
!1515 = !DILocalVariable(name: "ptr", arg: 2, scope: !1512, file: !1015, line: 323, type: !139)
!1516 = !DILocalVariable(name: "layout", arg: 3, scope: !1512, file: !1015, line: 323, type: !996)
!1517 = !DILocation(line: 0, scope: !1512, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1510)
!1519 = !DILocalVariable(name: "ptr", arg: 1, scope: !1520, file: !1015, line: 199, type: !139)
!1520 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !114, file: !1015, line: 199, type: !1521, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1523, retainedNodes: !1524)
!1521 = !DISubroutineType(types: !1522)
!1522 = !{null, !139, !996}
!1523 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !114, file: !1015, line: 199, type: !1521, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!1524 = !{!1519, !1525}
!1525 = !DILocalVariable(name: "layout", arg: 2, scope: !1520, file: !1015, line: 199, type: !996)
!1526 = !DILocation(line: 0, scope: !1520, inlinedAt: !1527)
!1527 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1518)
!1528 = !DILocalVariable(name: "layout", arg: 2, scope: !1529, file: !1015, line: 114, type: !996)
!1529 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !115, file: !1015, line: 114, type: !1530, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1532)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{null, !867, !996}
!1532 = !{!1533, !1528}
!1533 = !DILocalVariable(name: "ptr", arg: 1, scope: !1529, file: !1015, line: 114, type: !867)
!1534 = !DILocation(line: 0, scope: !1529, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1527)
!1536 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1535)
!1537 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !1459)
!1538 = !DILocation(line: 0, scope: !1433, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1428)
!1540 = !DILocation(line: 0, scope: !1440, inlinedAt: !1539)
!1541 = !DILocation(line: 0, scope: !1462, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !1539)
!1543 = !DILocation(line: 0, scope: !1474, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !1542)
!1545 = !DILocation(line: 0, scope: !1481, inlinedAt: !1546)
!1546 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !1542)
!1547 = !DILocation(line: 0, scope: !1492, inlinedAt: !1548)
!1548 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !1546)
!1549 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !1544)
!1550 = !DILocation(line: 0, scope: !1456, inlinedAt: !1539)
!1551 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !1539)
!1552 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !1548)
!1553 = !DILocation(line: 0, scope: !1503, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !1539)
!1555 = !DILocation(line: 0, scope: !1512, inlinedAt: !1556)
!1556 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1554)
!1557 = !DILocation(line: 0, scope: !1520, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1556)
!1559 = !DILocation(line: 0, scope: !1529, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1558)
!1561 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1560)
!1562 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !1539)
!1563 = !DILocation(line: 101, column: 14, scope: !1230, inlinedAt: !1231)
!1564 = !DILocalVariable(arg: 1, scope: !1565, file: !1300, line: 805, type: !1568)
!1565 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE", scope: !72, file: !1300, line: 805, type: !1566, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1291, retainedNodes: !1569)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{null, !1568}
!1568 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!1569 = !{!1564}
!1570 = !DILocation(line: 0, scope: !1565, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 975, column: 1, scope: !1286, inlinedAt: !1294)
!1572 = !DILocalVariable(name: "self", arg: 1, scope: !1573, file: !1341, line: 2807, type: !1577)
!1573 = distinct !DISubprogram(name: "drop<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE", scope: !1574, file: !1341, line: 2807, type: !1575, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, retainedNodes: !1578)
!1574 = !DINamespace(name: "{impl#42}", scope: !66)
!1575 = !DISubroutineType(types: !1576)
!1576 = !{null, !1577}
!1577 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!1578 = !{!1572}
!1579 = !DILocation(line: 0, scope: !1573, inlinedAt: !1580)
!1580 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !1571)
!1581 = !DILocalVariable(name: "val", scope: !1582, file: !1583, line: 3165, type: !9, align: 64)
!1582 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !1588)
!1583 = !DIFile(filename: "library/core/src/sync/atomic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "efd884d336fd52cdd46abf1cb836765b")
!1584 = !DISubroutineType(types: !1585)
!1585 = !{!9, !1586, !9, !623}
!1586 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::sync::atomic::AtomicUsize", baseType: !79, size: 64, align: 64, dwarfAddressSpace: 0)
!1587 = !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!1588 = !{!1589, !1581, !1590}
!1589 = !DILocalVariable(name: "self", arg: 1, scope: !1582, file: !1583, line: 3165, type: !1586)
!1590 = !DILocalVariable(name: "order", scope: !1582, file: !1583, line: 3165, type: !623, align: 8)
!1591 = !DILocation(line: 0, scope: !1582, inlinedAt: !1592)
!1592 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !1580)
!1593 = !DILocalVariable(name: "val", scope: !1594, file: !1583, line: 3936, type: !9, align: 64)
!1594 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !1598)
!1595 = !DISubroutineType(types: !1596)
!1596 = !{!9, !1597, !9, !623}
!1597 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!1598 = !{!1599, !1593, !1600}
!1599 = !DILocalVariable(name: "dst", arg: 1, scope: !1594, file: !1583, line: 3936, type: !1597)
!1600 = !DILocalVariable(name: "order", scope: !1594, file: !1583, line: 3936, type: !623, align: 8)
!1601 = !{!89, !1602}
!1602 = !DITemplateTypeParameter(name: "U", type: !9)
!1603 = !DILocation(line: 0, scope: !1594, inlinedAt: !1604)
!1604 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !1592)
!1605 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !1592)
!1606 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !1604)
!1607 = !{!1608, !1610, !1278}
!1608 = distinct !{!1608, !1609, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!1609 = distinct !{!1609, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!1610 = distinct !{!1610, !1611, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!1611 = distinct !{!1611, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!1612 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !1580)
!1613 = !DILocalVariable(name: "order", arg: 1, scope: !1614, file: !1583, line: 4369, type: !623)
!1614 = distinct !DISubprogram(name: "fence", linkageName: "_RNvNtNtCsgEmfK2I1SDS_4core4sync6atomic5fence", scope: !80, file: !1583, line: 4369, type: !1615, scopeLine: 4369, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !1617)
!1615 = !DISubroutineType(types: !1616)
!1616 = !{null, !623}
!1617 = !{!1613}
!1618 = !DILocation(line: 0, scope: !1614, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !1580)
!1620 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !1619)
!1621 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !1580)
!1622 = !DILocation(line: 87, column: 22, scope: !1221, inlinedAt: !1231)
!1623 = !DILocation(line: 0, scope: !1565, inlinedAt: !1624)
!1624 = distinct !DILocation(line: 104, column: 5, scope: !1221, inlinedAt: !1231)
!1625 = !DILocation(line: 0, scope: !1573, inlinedAt: !1626)
!1626 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !1624)
!1627 = !DILocation(line: 0, scope: !1582, inlinedAt: !1628)
!1628 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !1626)
!1629 = !DILocation(line: 0, scope: !1594, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !1628)
!1631 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !1628)
!1632 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !1630)
!1633 = !{!1634, !1636, !1278}
!1634 = distinct !{!1634, !1635, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!1635 = distinct !{!1635, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!1636 = distinct !{!1636, !1637, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!1637 = distinct !{!1637, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!1638 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !1626)
!1639 = !DILocation(line: 0, scope: !1614, inlinedAt: !1640)
!1640 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !1626)
!1641 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !1640)
!1642 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !1626)
!1643 = !DILocation(line: 101, column: 26, scope: !1230, inlinedAt: !1231)
!1644 = distinct !DISubprogram(name: "drop_in_place<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr127drop_in_place$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$17he9094310e739dcceE", scope: !72, file: !1300, line: 805, type: !1645, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !406, retainedNodes: !1648)
!1645 = !DISubroutineType(types: !1646)
!1646 = !{null, !1647}
!1647 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !185, size: 64, align: 64, dwarfAddressSpace: 0)
!1648 = !{!1649}
!1649 = !DILocalVariable(arg: 1, scope: !1644, file: !1300, line: 805, type: !1647)
!1650 = !DILocalVariable(name: "data", scope: !1651, file: !1155, line: 579, type: !1657, align: 64)
!1651 = distinct !DILexicalBlock(scope: !1652, file: !1155, line: 579, column: 13)
!1652 = distinct !DILexicalBlock(scope: !1653, file: !1155, line: 578, column: 13)
!1653 = distinct !DISubprogram(name: "do_call<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, ()>", linkageName: "_ZN3std9panicking12catch_unwind7do_call17h47859c7a7bf215e9E", scope: !1178, file: !1155, line: 575, type: !1245, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1692, retainedNodes: !1654)
!1654 = !{!1655, !1656, !1650, !1695}
!1655 = !DILocalVariable(name: "data", arg: 1, scope: !1653, file: !1155, line: 575, type: !867)
!1656 = !DILocalVariable(name: "data", scope: !1652, file: !1155, line: 578, type: !1657, align: 64)
!1657 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::panicking::catch_unwind::Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, ()>", baseType: !1658, size: 64, align: 64, dwarfAddressSpace: 0)
!1658 = !DICompositeType(tag: DW_TAG_union_type, name: "Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, ()>", scope: !1178, file: !2, size: 128, align: 64, elements: !1659, templateParams: !1692, identifier: "a229f678faaa6d745205b618b1063fde")
!1659 = !{!1660, !1682, !1691}
!1660 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1658, file: !2, baseType: !1661, size: 64, align: 64)
!1661 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !30, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1662, templateParams: !1680, identifier: "ebabae24a1cc696e47abd497f9810701")
!1662 = !{!1663}
!1663 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1661, file: !2, baseType: !1664, size: 64, align: 64, flags: DIFlagPrivate)
!1664 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", scope: !34, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1665, templateParams: !1678, identifier: "10eac550320634b121963e3fff599ab6")
!1665 = !{!1666}
!1666 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1664, file: !2, baseType: !1667, size: 64, align: 64, flags: DIFlagPrivate)
!1667 = !DICompositeType(tag: DW_TAG_structure_type, name: "AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", scope: !1161, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1668, templateParams: !1676, identifier: "9457006d8002c2826a9571c28f113ef")
!1668 = !{!1669}
!1669 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1667, file: !2, baseType: !1670, size: 64, align: 64, flags: DIFlagPublic)
!1670 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !1671, file: !2, size: 64, align: 64, elements: !1673, templateParams: !43, identifier: "57d06e20517191b88dce71cbdb4aeb33")
!1671 = !DINamespace(name: "drop", scope: !1672)
!1672 = !DINamespace(name: "{impl#2}", scope: !14)
!1673 = !{!1674}
!1674 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__self__result", scope: !1670, file: !2, baseType: !1675, size: 64, align: 64)
!1675 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !328, size: 64, align: 64, dwarfAddressSpace: 0)
!1676 = !{!1677}
!1677 = !DITemplateTypeParameter(name: "T", type: !1670)
!1678 = !{!1679}
!1679 = !DITemplateTypeParameter(name: "P", type: !1667)
!1680 = !{!1681}
!1681 = !DITemplateTypeParameter(name: "T", type: !1667)
!1682 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1658, file: !2, baseType: !1683, align: 8)
!1683 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<()>", scope: !30, file: !2, align: 8, flags: DIFlagPublic, elements: !1684, templateParams: !434, identifier: "3e63e7dd7f618c219da066e61e98fe53")
!1684 = !{!1685}
!1685 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1683, file: !2, baseType: !1686, align: 8, flags: DIFlagPrivate)
!1686 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<()>", scope: !34, file: !2, align: 8, flags: DIFlagPublic, elements: !1687, templateParams: !1689, identifier: "bac63eaffd1059d5a86ebd59ec3e9223")
!1687 = !{!1688}
!1688 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1686, file: !2, baseType: !7, align: 8, flags: DIFlagPrivate)
!1689 = !{!1690}
!1690 = !DITemplateTypeParameter(name: "P", type: !7)
!1691 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !1658, file: !2, baseType: !1201, size: 128, align: 64)
!1692 = !{!1693, !1694}
!1693 = !DITemplateTypeParameter(name: "F", type: !1667)
!1694 = !DITemplateTypeParameter(name: "R", type: !7)
!1695 = !DILocalVariable(name: "f", scope: !1696, file: !1155, line: 580, type: !1667, align: 64)
!1696 = distinct !DILexicalBlock(scope: !1651, file: !1155, line: 580, column: 13)
!1697 = !DILocation(line: 0, scope: !1651, inlinedAt: !1698)
!1698 = distinct !DILocation(line: 544, column: 19, scope: !1699, inlinedAt: !1723)
!1699 = distinct !DILexicalBlock(scope: !1700, file: !1155, line: 533, column: 5)
!1700 = distinct !DILexicalBlock(scope: !1701, file: !1155, line: 531, column: 5)
!1701 = distinct !DISubprogram(name: "catch_unwind<(), core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN3std9panicking12catch_unwind17h7a014d09353d496bE", scope: !1157, file: !1155, line: 500, type: !1702, scopeLine: 500, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1722, retainedNodes: !1718)
!1702 = !DISubroutineType(types: !1703)
!1703 = !{!1704, !1667}
!1704 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1705, templateParams: !43, identifier: "c448c4ebf0b62f4d8d98567f640d849d")
!1705 = !{!1706}
!1706 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1704, file: !2, size: 128, align: 64, elements: !1707, templateParams: !43, identifier: "4eec28cfbaf2dd0cdbf9507812b9ffe3", discriminator: !1717)
!1707 = !{!1708, !1713}
!1708 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1706, file: !2, baseType: !1709, size: 128, align: 64, extraData: i64 0)
!1709 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1704, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1710, templateParams: !1712, identifier: "5443d5216cfa4da242209ce74fbe215")
!1710 = !{!1711}
!1711 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1709, file: !2, baseType: !7, align: 8, flags: DIFlagPublic)
!1712 = !{!435, !368}
!1713 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1706, file: !2, baseType: !1714, size: 128, align: 64)
!1714 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1704, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1715, templateParams: !1712, identifier: "92ad92ae753b59d672022ed9f9c790bd")
!1715 = !{!1716}
!1716 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1714, file: !2, baseType: !369, size: 128, align: 64, flags: DIFlagPublic)
!1717 = !DIDerivedType(tag: DW_TAG_member, scope: !1704, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!1718 = !{!1719, !1720, !1721}
!1719 = !DILocalVariable(name: "f", arg: 1, scope: !1701, file: !1155, line: 500, type: !1667)
!1720 = !DILocalVariable(name: "data", scope: !1700, file: !1155, line: 531, type: !1658, align: 64)
!1721 = !DILocalVariable(name: "data_ptr", scope: !1699, file: !1155, line: 533, type: !867, align: 64)
!1722 = !{!1694, !1693}
!1723 = distinct !DILocation(line: 359, column: 14, scope: !1724, inlinedAt: !1727)
!1724 = distinct !DISubprogram(name: "catch_unwind<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, ()>", linkageName: "_ZN3std5panic12catch_unwind17h68c757233698d3fcE", scope: !1216, file: !1215, line: 358, type: !1702, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1692, retainedNodes: !1725)
!1725 = !{!1726}
!1726 = !DILocalVariable(name: "f", arg: 1, scope: !1724, file: !1215, line: 358, type: !1667)
!1727 = distinct !DILocation(line: 208, column: 25, scope: !1728, inlinedAt: !1742)
!1728 = distinct !DILexicalBlock(scope: !1729, file: !1128, line: 197, column: 9)
!1729 = distinct !DISubprogram(name: "drop<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9147b65bff161e0eE", scope: !1672, file: !1128, line: 193, type: !1730, scopeLine: 193, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !405, retainedNodes: !1733)
!1730 = !DISubroutineType(types: !1731)
!1731 = !{null, !1732}
!1732 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !185, size: 64, align: 64, dwarfAddressSpace: 0)
!1733 = !{!1734, !1735, !1736, !1739}
!1734 = !DILocalVariable(name: "self", arg: 1, scope: !1729, file: !1128, line: 193, type: !1732)
!1735 = !DILocalVariable(name: "unhandled_panic", scope: !1728, file: !1128, line: 197, type: !761, align: 8)
!1736 = !DILocalVariable(name: "out", scope: !1737, file: !1738, line: 43, type: !646, align: 8)
!1737 = distinct !DILexicalBlock(scope: !1728, file: !1738, line: 43, column: 66)
!1738 = !DIFile(filename: "library/std/src/rt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "83eadca7bec2ebce94abb46f51902baa")
!1739 = !DILocalVariable(name: "scope", scope: !1740, file: !1128, line: 214, type: !1741, align: 64)
!1740 = distinct !DILexicalBlock(scope: !1728, file: !1128, line: 214, column: 42)
!1741 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !196, size: 64, align: 64, dwarfAddressSpace: 0)
!1742 = distinct !DILocation(line: 805, column: 1, scope: !1644)
!1743 = !DILocation(line: 0, scope: !1652, inlinedAt: !1698)
!1744 = !DILocation(line: 0, scope: !1653, inlinedAt: !1698)
!1745 = !DILocalVariable(name: "data", scope: !1746, file: !1155, line: 606, type: !1657, align: 64)
!1746 = distinct !DILexicalBlock(scope: !1747, file: !1155, line: 606, column: 13)
!1747 = distinct !DILexicalBlock(scope: !1748, file: !1155, line: 605, column: 13)
!1748 = distinct !DISubprogram(name: "do_catch<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, ()>", linkageName: "_ZN3std9panicking12catch_unwind8do_catch17h1c72b6309b7fd14eE", scope: !1178, file: !1155, line: 598, type: !1262, scopeLine: 598, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1692, retainedNodes: !1749)
!1749 = !{!1750, !1751, !1752, !1745, !1753}
!1750 = !DILocalVariable(name: "data", arg: 1, scope: !1748, file: !1155, line: 598, type: !867)
!1751 = !DILocalVariable(name: "payload", arg: 2, scope: !1748, file: !1155, line: 598, type: !867)
!1752 = !DILocalVariable(name: "data", scope: !1747, file: !1155, line: 605, type: !1657, align: 64)
!1753 = !DILocalVariable(name: "obj", scope: !1754, file: !1155, line: 607, type: !369, align: 64)
!1754 = distinct !DILexicalBlock(scope: !1746, file: !1155, line: 607, column: 13)
!1755 = !DILocation(line: 0, scope: !1746, inlinedAt: !1756)
!1756 = distinct !DILocation(line: 544, column: 19, scope: !1699, inlinedAt: !1723)
!1757 = !DILocation(line: 0, scope: !1747, inlinedAt: !1756)
!1758 = !DILocation(line: 0, scope: !1748, inlinedAt: !1756)
!1759 = !DILocation(line: 0, scope: !1699, inlinedAt: !1723)
!1760 = !DILocation(line: 0, scope: !1644)
!1761 = !{!1762}
!1762 = distinct !{!1762, !1763, !"_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9147b65bff161e0eE: %self"}
!1763 = distinct !{!1763, !"_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9147b65bff161e0eE"}
!1764 = !DILocation(line: 805, column: 1, scope: !1644)
!1765 = !DILocation(line: 0, scope: !1729, inlinedAt: !1742)
!1766 = !DILocation(line: 43, column: 21, scope: !1737, inlinedAt: !1742)
!1767 = !DILocation(line: 197, column: 40, scope: !1729, inlinedAt: !1742)
!1768 = !DILocation(line: 197, column: 31, scope: !1729, inlinedAt: !1742)
!1769 = !DILocation(line: 0, scope: !1728, inlinedAt: !1742)
!1770 = !DILocation(line: 0, scope: !1724, inlinedAt: !1727)
!1771 = !DILocation(line: 0, scope: !1701, inlinedAt: !1723)
!1772 = !DILocation(line: 0, scope: !1700, inlinedAt: !1723)
!1773 = !DILocation(line: 0, scope: !1696, inlinedAt: !1698)
!1774 = !{!1775}
!1775 = distinct !{!1775, !1776, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hf411a1e1c673df18E: %self"}
!1776 = distinct !{!1776, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hf411a1e1c673df18E"}
!1777 = !DILocation(line: 581, column: 40, scope: !1696, inlinedAt: !1698)
!1778 = !DILocalVariable(name: "self", arg: 1, scope: !1779, file: !1311, line: 273, type: !1667)
!1779 = distinct !DISubprogram(name: "call_once<(), std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hf411a1e1c673df18E", scope: !1312, file: !1311, line: 273, type: !1780, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1785, retainedNodes: !1782)
!1780 = !DISubroutineType(types: !1781)
!1781 = !{null, !1667}
!1782 = !{!1778, !1783, !1784}
!1783 = !DILocalVariable(name: "_args", scope: !1779, file: !1311, line: 273, type: !7, align: 8)
!1784 = !DILocalVariable(arg: 2, scope: !1779, file: !1311, line: 273, type: !7)
!1785 = !{!1694, !1786}
!1786 = !DITemplateTypeParameter(name: "F", type: !1670)
!1787 = !DILocation(line: 0, scope: !1779, inlinedAt: !1788)
!1788 = distinct !DILocation(line: 581, column: 40, scope: !1696, inlinedAt: !1698)
!1789 = !DILocation(line: 273, column: 43, scope: !1779, inlinedAt: !1788)
!1790 = !{!1791}
!1791 = distinct !{!1791, !1792, !"_ZN4core3ops8function6FnOnce9call_once17hd34387084a03be24E: argument 0"}
!1792 = distinct !{!1792, !"_ZN4core3ops8function6FnOnce9call_once17hd34387084a03be24E"}
!1793 = !DILocation(line: 274, column: 9, scope: !1779, inlinedAt: !1788)
!1794 = !DILocalVariable(arg: 1, scope: !1795, file: !1141, line: 250, type: !1670)
!1795 = distinct !DISubprogram(name: "call_once<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, ()>", linkageName: "_ZN4core3ops8function6FnOnce9call_once17hd34387084a03be24E", scope: !1142, file: !1141, line: 250, type: !1796, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1800, retainedNodes: !1798)
!1796 = !DISubroutineType(types: !1797)
!1797 = !{null, !1670}
!1798 = !{!1794, !1799}
!1799 = !DILocalVariable(arg: 2, scope: !1795, file: !1141, line: 250, type: !7)
!1800 = !{!1801, !1152}
!1801 = !DITemplateTypeParameter(name: "Self", type: !1670)
!1802 = !DILocation(line: 0, scope: !1795, inlinedAt: !1803)
!1803 = distinct !DILocation(line: 274, column: 9, scope: !1779, inlinedAt: !1788)
!1804 = !DILocation(line: 250, column: 5, scope: !1795, inlinedAt: !1803)
!1805 = !DILocalVariable(name: "self__result", scope: !1806, file: !1128, line: 193, type: !328, align: 64)
!1806 = distinct !DISubprogram(name: "{closure#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop28_$u7b$$u7b$closure$u7d$$u7d$17hb1abc9e9a4ad6f1dE", scope: !1671, file: !1128, line: 208, type: !1807, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !405, retainedNodes: !1810)
!1807 = !DISubroutineType(types: !1808)
!1808 = !{null, !1809}
!1809 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", baseType: !1670, size: 64, align: 64, dwarfAddressSpace: 0)
!1810 = !{!1805}
!1811 = !DILocation(line: 0, scope: !1806, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 250, column: 5, scope: !1795, inlinedAt: !1803)
!1813 = !{!1814}
!1814 = distinct !{!1814, !1815, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E: %_1"}
!1815 = distinct !{!1815, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E"}
!1816 = !DILocation(line: 209, column: 13, scope: !1806, inlinedAt: !1812)
!1817 = !DILocation(line: 0, scope: !1384, inlinedAt: !1818)
!1818 = distinct !DILocation(line: 209, column: 13, scope: !1806, inlinedAt: !1812)
!1819 = !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !1818)
!1820 = !{!1821}
!1821 = distinct !{!1821, !1822, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E: %_1"}
!1822 = distinct !{!1822, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E"}
!1823 = !DILocation(line: 0, scope: !1396, inlinedAt: !1824)
!1824 = distinct !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !1818)
!1825 = !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1824)
!1826 = !DILocation(line: 0, scope: !1406, inlinedAt: !1827)
!1827 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1824)
!1828 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !1827)
!1829 = !{!1830, !1821, !1814, !1791, !1775, !1762}
!1830 = distinct !{!1830, !1831, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE: %_1"}
!1831 = distinct !{!1831, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE"}
!1832 = !{!1833}
!1833 = distinct !{!1833, !1834, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE: %_1"}
!1834 = distinct !{!1834, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"}
!1835 = !DILocation(line: 0, scope: !1422, inlinedAt: !1836)
!1836 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !1824)
!1837 = !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1836)
!1838 = !{!1833, !1821, !1814, !1791, !1775, !1762}
!1839 = !DILocation(line: 0, scope: !1433, inlinedAt: !1840)
!1840 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1836)
!1841 = !DILocation(line: 0, scope: !1440, inlinedAt: !1840)
!1842 = !DILocation(line: 0, scope: !1462, inlinedAt: !1843)
!1843 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !1840)
!1844 = !DILocation(line: 0, scope: !1474, inlinedAt: !1845)
!1845 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !1843)
!1846 = !DILocation(line: 0, scope: !1481, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !1843)
!1848 = !DILocation(line: 0, scope: !1492, inlinedAt: !1849)
!1849 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !1847)
!1850 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !1845)
!1851 = !DILocation(line: 0, scope: !1456, inlinedAt: !1840)
!1852 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !1840)
!1853 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !1849)
!1854 = !DILocation(line: 0, scope: !1503, inlinedAt: !1855)
!1855 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !1840)
!1856 = !DILocation(line: 0, scope: !1512, inlinedAt: !1857)
!1857 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1855)
!1858 = !DILocation(line: 0, scope: !1520, inlinedAt: !1859)
!1859 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1857)
!1860 = !DILocation(line: 0, scope: !1529, inlinedAt: !1861)
!1861 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1859)
!1862 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1861)
!1863 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !1840)
!1864 = !DILocation(line: 0, scope: !1433, inlinedAt: !1865)
!1865 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !1836)
!1866 = !DILocation(line: 0, scope: !1440, inlinedAt: !1865)
!1867 = !DILocation(line: 0, scope: !1462, inlinedAt: !1868)
!1868 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !1865)
!1869 = !DILocation(line: 0, scope: !1474, inlinedAt: !1870)
!1870 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !1868)
!1871 = !DILocation(line: 0, scope: !1481, inlinedAt: !1872)
!1872 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !1868)
!1873 = !DILocation(line: 0, scope: !1492, inlinedAt: !1874)
!1874 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !1872)
!1875 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !1870)
!1876 = !DILocation(line: 0, scope: !1456, inlinedAt: !1865)
!1877 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !1865)
!1878 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !1874)
!1879 = !DILocation(line: 0, scope: !1503, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !1865)
!1881 = !DILocation(line: 0, scope: !1512, inlinedAt: !1882)
!1882 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1880)
!1883 = !DILocation(line: 0, scope: !1520, inlinedAt: !1884)
!1884 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1882)
!1885 = !DILocation(line: 0, scope: !1529, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1884)
!1887 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1886)
!1888 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !1865)
!1889 = !{!1791, !1775, !1762}
!1890 = !DILocation(line: 544, column: 19, scope: !1699, inlinedAt: !1723)
!1891 = !DILocation(line: 607, column: 23, scope: !1746, inlinedAt: !1756)
!1892 = !DILocation(line: 598, column: 5, scope: !1748, inlinedAt: !1756)
!1893 = !DILocation(line: 208, column: 16, scope: !1728, inlinedAt: !1742)
!1894 = !DILocation(line: 208, column: 25, scope: !1728, inlinedAt: !1742)
!1895 = !DILocation(line: 44, column: 21, scope: !1737, inlinedAt: !1742)
!1896 = !DILocalVariable(name: "args", arg: 2, scope: !1897, file: !668, line: 1990, type: !1900)
!1897 = distinct !DISubprogram(name: "write_fmt<std::sys::stdio::unix::Stderr>", linkageName: "_ZN3std2io5Write9write_fmt17h1e0e187c851da9f0E", scope: !669, file: !668, line: 1990, type: !1898, scopeLine: 1990, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !688, retainedNodes: !1970)
!1898 = !DISubroutineType(types: !1899)
!1899 = !{!650, !645, !1900}
!1900 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !1901, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1902, templateParams: !43, identifier: "e5c67bbe046da39973c72077c7f66185")
!1901 = !DINamespace(name: "fmt", scope: !25)
!1902 = !{!1903, !1904}
!1903 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !1900, file: !2, baseType: !139, size: 64, align: 64, flags: DIFlagPrivate)
!1904 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !1900, file: !2, baseType: !1905, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1905 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1906, templateParams: !1968, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!1906 = !{!1907}
!1907 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1905, file: !2, baseType: !1908, size: 64, align: 64, flags: DIFlagPrivate)
!1908 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !1909, size: 64, align: 64, dwarfAddressSpace: 0)
!1909 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !1910, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1911, templateParams: !43, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!1910 = !DINamespace(name: "rt", scope: !1901)
!1911 = !{!1912}
!1912 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !1909, file: !2, baseType: !1913, size: 128, align: 64, flags: DIFlagPrivate)
!1913 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !1910, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1914, templateParams: !43, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!1914 = !{!1915}
!1915 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1913, file: !2, size: 128, align: 64, elements: !1916, templateParams: !43, identifier: "fbd384083752b747f8b252853b979154", discriminator: !1967)
!1916 = !{!1917, !1963}
!1917 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !1915, file: !2, baseType: !1918, size: 128, align: 64)
!1918 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !1913, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1919, templateParams: !43, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!1919 = !{!1920, !1921, !1958}
!1920 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1918, file: !2, baseType: !431, size: 64, align: 64, flags: DIFlagPrivate)
!1921 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !1918, file: !2, baseType: !1922, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1922 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !1923, size: 64, align: 64, dwarfAddressSpace: 0)
!1923 = !DISubroutineType(types: !1924)
!1924 = !{!1925, !431, !1941}
!1925 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !340, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !1926, templateParams: !43, identifier: "1c6752419820cdc3961061cc58b31873")
!1926 = !{!1927}
!1927 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1925, file: !2, size: 8, align: 8, elements: !1928, templateParams: !43, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !1940)
!1928 = !{!1929, !1936}
!1929 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1927, file: !2, baseType: !1930, size: 8, align: 8, extraData: i8 0)
!1930 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1925, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !1931, templateParams: !1933, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!1931 = !{!1932}
!1932 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1930, file: !2, baseType: !7, align: 8, offset: 8, flags: DIFlagPublic)
!1933 = !{!435, !1934}
!1934 = !DITemplateTypeParameter(name: "E", type: !1935)
!1935 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !1901, file: !2, align: 8, flags: DIFlagPublic, elements: !43, identifier: "5a24300cdda31093f5fe20c939b4885")
!1936 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1927, file: !2, baseType: !1937, size: 8, align: 8, extraData: i8 1)
!1937 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1925, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !1938, templateParams: !1933, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!1938 = !{!1939}
!1939 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1937, file: !2, baseType: !1935, align: 8, offset: 8, flags: DIFlagPublic)
!1940 = !DIDerivedType(tag: DW_TAG_member, scope: !1925, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!1941 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !1942, size: 64, align: 64, dwarfAddressSpace: 0)
!1942 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !1901, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !1943, templateParams: !43, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!1943 = !{!1944, !1951}
!1944 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !1942, file: !2, baseType: !1945, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!1945 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !1901, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !1946, templateParams: !43, identifier: "ca2f5547247cd95c514a47d5800e09e")
!1946 = !{!1947, !1948, !1950}
!1947 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !1945, file: !2, baseType: !298, size: 32, align: 32, flags: DIFlagPrivate)
!1948 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !1945, file: !2, baseType: !1949, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!1949 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!1950 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !1945, file: !2, baseType: !1949, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!1951 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !1942, file: !2, baseType: !1952, size: 128, align: 64, flags: DIFlagPrivate)
!1952 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !2, size: 128, align: 64, elements: !1953, templateParams: !43, identifier: "effe97114690fc58a8e246cb04e37234")
!1953 = !{!1954, !1957}
!1954 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1952, file: !2, baseType: !1955, size: 64, align: 64)
!1955 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1956, size: 64, align: 64, dwarfAddressSpace: 0)
!1956 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !2, align: 8, elements: !43, identifier: "64328679825f9c73b507edbfd5b86b47")
!1957 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1952, file: !2, baseType: !101, size: 64, align: 64, offset: 64)
!1958 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !1918, file: !2, baseType: !1959, align: 8, offset: 128, flags: DIFlagPrivate)
!1959 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !1960, identifier: "efa596960370766459fc018866dc4048")
!1960 = !{!1961}
!1961 = !DITemplateTypeParameter(name: "T", type: !1962)
!1962 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!1963 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !1915, file: !2, baseType: !1964, size: 128, align: 64, extraData: i64 0)
!1964 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !1913, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1965, templateParams: !43, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!1965 = !{!1966}
!1966 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1964, file: !2, baseType: !1949, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!1967 = !DIDerivedType(tag: DW_TAG_member, scope: !1913, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!1968 = !{!1969}
!1969 = !DITemplateTypeParameter(name: "T", type: !1909)
!1970 = !{!1971, !1896, !1972}
!1971 = !DILocalVariable(name: "self", arg: 1, scope: !1897, file: !668, line: 1990, type: !645)
!1972 = !DILocalVariable(name: "s", scope: !1973, file: !668, line: 1991, type: !523, align: 64)
!1973 = distinct !DILexicalBlock(scope: !1897, file: !668, line: 1991, column: 57)
!1974 = !DILocation(line: 0, scope: !1897, inlinedAt: !1975)
!1975 = distinct !DILocation(line: 44, column: 21, scope: !1737, inlinedAt: !1742)
!1976 = !DILocation(line: 0, scope: !1973, inlinedAt: !1975)
!1977 = !DILocation(line: 1992, column: 18, scope: !1973, inlinedAt: !1975)
!1978 = !DILocation(line: 214, column: 30, scope: !1740, inlinedAt: !1742)
!1979 = !DILocation(line: 214, column: 16, scope: !1740, inlinedAt: !1742)
!1980 = !DILocation(line: 212, column: 9, scope: !1728, inlinedAt: !1742)
!1981 = !DILocalVariable(arg: 1, scope: !1982, file: !1300, line: 805, type: !1985)
!1982 = distinct !DISubprogram(name: "drop_in_place<core::result::Result<(), std::io::error::Error>>", linkageName: "_ZN4core3ptr81drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$std..io..error..Error$GT$$GT$17h675b18ff8948f899E", scope: !72, file: !1300, line: 805, type: !1983, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1987, retainedNodes: !1986)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{null, !1985}
!1985 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::result::Result<(), std::io::error::Error>", baseType: !650, size: 64, align: 64, dwarfAddressSpace: 0)
!1986 = !{!1981}
!1987 = !{!1988}
!1988 = !DITemplateTypeParameter(name: "T", type: !650)
!1989 = !DILocation(line: 0, scope: !1982, inlinedAt: !1990)
!1990 = distinct !DILocation(line: 44, column: 80, scope: !1737, inlinedAt: !1742)
!1991 = !DILocation(line: 805, column: 1, scope: !1982, inlinedAt: !1990)
!1992 = !DILocation(line: 44, column: 80, scope: !1737, inlinedAt: !1742)
!1993 = !DILocation(line: 57, column: 13, scope: !1994, inlinedAt: !1742)
!1994 = !DILexicalBlockFile(scope: !1728, file: !1738, discriminator: 0)
!1995 = !DILocation(line: 193, column: 5, scope: !1729, inlinedAt: !1742)
!1996 = !DILocation(line: 214, column: 21, scope: !1740, inlinedAt: !1742)
!1997 = !DILocalVariable(name: "self", arg: 1, scope: !1998, file: !1341, line: 2421, type: !1741)
!1998 = distinct !DISubprogram(name: "deref<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN73_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17he6e2cb16beb1661cE", scope: !1342, file: !1341, line: 2421, type: !1999, scopeLine: 2421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !321, retainedNodes: !2001)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!399, !1741}
!2001 = !{!1997}
!2002 = !DILocation(line: 2421, column: 14, scope: !1998, inlinedAt: !2003)
!2003 = distinct !DILocation(line: 219, column: 13, scope: !1740, inlinedAt: !1742)
!2004 = !DILocation(line: 2422, column: 9, scope: !1998, inlinedAt: !2003)
!2005 = !DILocation(line: 219, column: 19, scope: !1740, inlinedAt: !1742)
!2006 = !DILocalVariable(arg: 1, scope: !2007, file: !1300, line: 805, type: !2010)
!2007 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h7bc484059c4a7a69E", scope: !72, file: !1300, line: 805, type: !2008, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2012, retainedNodes: !2011)
!2008 = !DISubroutineType(types: !2009)
!2009 = !{null, !2010}
!2010 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", baseType: !188, size: 64, align: 64, dwarfAddressSpace: 0)
!2011 = !{!2006}
!2012 = !{!2013}
!2013 = !DITemplateTypeParameter(name: "T", type: !188)
!2014 = !DILocation(line: 0, scope: !2007, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 805, column: 1, scope: !1644)
!2016 = !DILocation(line: 805, column: 1, scope: !2007, inlinedAt: !2015)
!2017 = !{!2018}
!2018 = distinct !{!2018, !2019, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h7bc484059c4a7a69E: %_1"}
!2019 = distinct !{!2019, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h7bc484059c4a7a69E"}
!2020 = !DILocalVariable(arg: 1, scope: !2021, file: !1300, line: 805, type: !2024)
!2021 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17h72e9056b3c80a49aE", scope: !72, file: !1300, line: 805, type: !2022, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !194, retainedNodes: !2025)
!2022 = !DISubroutineType(types: !2023)
!2023 = !{null, !2024}
!2024 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !196, size: 64, align: 64, dwarfAddressSpace: 0)
!2025 = !{!2020}
!2026 = !DILocation(line: 0, scope: !2021, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 805, column: 1, scope: !2007, inlinedAt: !2015)
!2028 = !DILocalVariable(name: "self", arg: 1, scope: !2029, file: !1341, line: 2807, type: !2032)
!2029 = distinct !DISubprogram(name: "drop<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6c506e1318775131E", scope: !1574, file: !1341, line: 2807, type: !2030, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !321, retainedNodes: !2033)
!2030 = !DISubroutineType(types: !2031)
!2031 = !{null, !2032}
!2032 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !196, size: 64, align: 64, dwarfAddressSpace: 0)
!2033 = !{!2028}
!2034 = !DILocation(line: 0, scope: !2029, inlinedAt: !2035)
!2035 = distinct !DILocation(line: 805, column: 1, scope: !2021, inlinedAt: !2027)
!2036 = !DILocalVariable(name: "val", scope: !2037, file: !1583, line: 3165, type: !9, align: 64)
!2037 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !2038)
!2038 = !{!2039, !2036, !2040}
!2039 = !DILocalVariable(name: "self", arg: 1, scope: !2037, file: !1583, line: 3165, type: !1586)
!2040 = !DILocalVariable(name: "order", scope: !2037, file: !1583, line: 3165, type: !623, align: 8)
!2041 = !DILocation(line: 0, scope: !2037, inlinedAt: !2042)
!2042 = distinct !DILocation(line: 2811, column: 32, scope: !2029, inlinedAt: !2035)
!2043 = !DILocalVariable(name: "val", scope: !2044, file: !1583, line: 3936, type: !9, align: 64)
!2044 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !2045)
!2045 = !{!2046, !2043, !2047}
!2046 = !DILocalVariable(name: "dst", arg: 1, scope: !2044, file: !1583, line: 3936, type: !1597)
!2047 = !DILocalVariable(name: "order", scope: !2044, file: !1583, line: 3936, type: !623, align: 8)
!2048 = !DILocation(line: 0, scope: !2044, inlinedAt: !2049)
!2049 = distinct !DILocation(line: 3167, column: 26, scope: !2037, inlinedAt: !2042)
!2050 = !DILocation(line: 3165, column: 30, scope: !2037, inlinedAt: !2042)
!2051 = !DILocation(line: 3942, column: 24, scope: !2044, inlinedAt: !2049)
!2052 = !{!2053, !2055, !2018}
!2053 = distinct !{!2053, !2054, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6c506e1318775131E: %self"}
!2054 = distinct !{!2054, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6c506e1318775131E"}
!2055 = distinct !{!2055, !2056, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17h72e9056b3c80a49aE: %_1"}
!2056 = distinct !{!2056, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17h72e9056b3c80a49aE"}
!2057 = !DILocation(line: 2811, column: 12, scope: !2029, inlinedAt: !2035)
!2058 = !DILocation(line: 0, scope: !1614, inlinedAt: !2059)
!2059 = distinct !DILocation(line: 64, column: 9, scope: !2029, inlinedAt: !2035)
!2060 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !2059)
!2061 = !DILocation(line: 2854, column: 18, scope: !2029, inlinedAt: !2035)
!2062 = !DILocation(line: 0, scope: !2007, inlinedAt: !2063)
!2063 = distinct !DILocation(line: 805, column: 1, scope: !1644)
!2064 = !DILocation(line: 0, scope: !2021, inlinedAt: !2065)
!2065 = distinct !DILocation(line: 805, column: 1, scope: !2007, inlinedAt: !2063)
!2066 = !DILocation(line: 0, scope: !2029, inlinedAt: !2067)
!2067 = distinct !DILocation(line: 805, column: 1, scope: !2021, inlinedAt: !2065)
!2068 = !DILocation(line: 0, scope: !2037, inlinedAt: !2069)
!2069 = distinct !DILocation(line: 2811, column: 32, scope: !2029, inlinedAt: !2067)
!2070 = !DILocation(line: 0, scope: !2044, inlinedAt: !2071)
!2071 = distinct !DILocation(line: 3167, column: 26, scope: !2037, inlinedAt: !2069)
!2072 = !DILocation(line: 3165, column: 30, scope: !2037, inlinedAt: !2069)
!2073 = !DILocation(line: 3942, column: 24, scope: !2044, inlinedAt: !2071)
!2074 = !{!2075, !2077, !2079}
!2075 = distinct !{!2075, !2076, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6c506e1318775131E: %self"}
!2076 = distinct !{!2076, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6c506e1318775131E"}
!2077 = distinct !{!2077, !2078, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17h72e9056b3c80a49aE: %_1"}
!2078 = distinct !{!2078, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17h72e9056b3c80a49aE"}
!2079 = distinct !{!2079, !2080, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h7bc484059c4a7a69E: %_1"}
!2080 = distinct !{!2080, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h7bc484059c4a7a69E"}
!2081 = !DILocation(line: 2811, column: 12, scope: !2029, inlinedAt: !2067)
!2082 = !DILocation(line: 0, scope: !1614, inlinedAt: !2083)
!2083 = distinct !DILocation(line: 64, column: 9, scope: !2029, inlinedAt: !2067)
!2084 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !2083)
!2085 = !DILocation(line: 2854, column: 18, scope: !2029, inlinedAt: !2067)
!2086 = !{!2087}
!2087 = distinct !{!2087, !2088, !"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE: %_1"}
!2088 = distinct !{!2088, !"_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE"}
!2089 = !DILocalVariable(arg: 1, scope: !2090, file: !1300, line: 805, type: !2093)
!2090 = distinct !DISubprogram(name: "drop_in_place<core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr248drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h05685acdd65e433eE", scope: !72, file: !1300, line: 805, type: !2091, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2095, retainedNodes: !2094)
!2091 = !DISubroutineType(types: !2092)
!2092 = !{null, !2093}
!2093 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::UnsafeCell<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !328, size: 64, align: 64, dwarfAddressSpace: 0)
!2094 = !{!2089}
!2095 = !{!2096}
!2096 = !DITemplateTypeParameter(name: "T", type: !328)
!2097 = !DILocation(line: 0, scope: !2090, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 805, column: 1, scope: !1644)
!2099 = !{!2100}
!2100 = distinct !{!2100, !2101, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E: %_1"}
!2101 = distinct !{!2101, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E"}
!2102 = !DILocation(line: 805, column: 1, scope: !2090, inlinedAt: !2098)
!2103 = !DILocation(line: 0, scope: !1384, inlinedAt: !2104)
!2104 = distinct !DILocation(line: 805, column: 1, scope: !2090, inlinedAt: !2098)
!2105 = !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !2104)
!2106 = !{!2100, !2087}
!2107 = !{!2108}
!2108 = distinct !{!2108, !2109, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E: %_1"}
!2109 = distinct !{!2109, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E"}
!2110 = !DILocation(line: 0, scope: !1396, inlinedAt: !2111)
!2111 = distinct !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !2104)
!2112 = !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2111)
!2113 = !{!2108, !2100, !2087}
!2114 = !DILocation(line: 0, scope: !1406, inlinedAt: !2115)
!2115 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2111)
!2116 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !2115)
!2117 = !{!2118, !2108, !2100, !2087}
!2118 = distinct !{!2118, !2119, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE: %_1"}
!2119 = distinct !{!2119, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE"}
!2120 = !{!2121}
!2121 = distinct !{!2121, !2122, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE: %_1"}
!2122 = distinct !{!2122, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"}
!2123 = !DILocation(line: 0, scope: !1422, inlinedAt: !2124)
!2124 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2111)
!2125 = !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2124)
!2126 = !{!2121, !2108, !2100, !2087}
!2127 = !DILocation(line: 0, scope: !1433, inlinedAt: !2128)
!2128 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2124)
!2129 = !DILocation(line: 0, scope: !1440, inlinedAt: !2128)
!2130 = !DILocation(line: 0, scope: !1462, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2128)
!2132 = !DILocation(line: 0, scope: !1474, inlinedAt: !2133)
!2133 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2131)
!2134 = !DILocation(line: 0, scope: !1481, inlinedAt: !2135)
!2135 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2131)
!2136 = !DILocation(line: 0, scope: !1492, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2135)
!2138 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2133)
!2139 = !DILocation(line: 0, scope: !1456, inlinedAt: !2128)
!2140 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2128)
!2141 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2137)
!2142 = !DILocation(line: 0, scope: !1503, inlinedAt: !2143)
!2143 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2128)
!2144 = !DILocation(line: 0, scope: !1512, inlinedAt: !2145)
!2145 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2143)
!2146 = !DILocation(line: 0, scope: !1520, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2145)
!2148 = !DILocation(line: 0, scope: !1529, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2147)
!2150 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2149)
!2151 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2128)
!2152 = !DILocation(line: 0, scope: !1433, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2124)
!2154 = !DILocation(line: 0, scope: !1440, inlinedAt: !2153)
!2155 = !DILocation(line: 0, scope: !1462, inlinedAt: !2156)
!2156 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2153)
!2157 = !DILocation(line: 0, scope: !1474, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2156)
!2159 = !DILocation(line: 0, scope: !1481, inlinedAt: !2160)
!2160 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2156)
!2161 = !DILocation(line: 0, scope: !1492, inlinedAt: !2162)
!2162 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2160)
!2163 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2158)
!2164 = !DILocation(line: 0, scope: !1456, inlinedAt: !2153)
!2165 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2153)
!2166 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2162)
!2167 = !DILocation(line: 0, scope: !1503, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2153)
!2169 = !DILocation(line: 0, scope: !1512, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2168)
!2171 = !DILocation(line: 0, scope: !1520, inlinedAt: !2172)
!2172 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2170)
!2173 = !DILocation(line: 0, scope: !1529, inlinedAt: !2174)
!2174 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2172)
!2175 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2174)
!2176 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2153)
!2177 = distinct !DISubprogram(name: "drop_in_place<core::result::Result<(), alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h452bd5671851a701E", scope: !72, file: !1300, line: 805, type: !2178, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2183, retainedNodes: !2181)
!2178 = !DISubroutineType(types: !2179)
!2179 = !{null, !2180}
!2180 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::result::Result<(), alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", baseType: !1704, size: 64, align: 64, dwarfAddressSpace: 0)
!2181 = !{!2182}
!2182 = !DILocalVariable(arg: 1, scope: !2177, file: !1300, line: 805, type: !2180)
!2183 = !{!2184}
!2184 = !DITemplateTypeParameter(name: "T", type: !1704)
!2185 = !DILocation(line: 0, scope: !2177)
!2186 = !DILocation(line: 805, column: 1, scope: !2177)
!2187 = !DILocation(line: 0, scope: !1422, inlinedAt: !2188)
!2188 = distinct !DILocation(line: 805, column: 1, scope: !2177)
!2189 = !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2188)
!2190 = !{!2191}
!2191 = distinct !{!2191, !2192, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE: %_1"}
!2192 = distinct !{!2192, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"}
!2193 = !DILocation(line: 0, scope: !1433, inlinedAt: !2194)
!2194 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2188)
!2195 = !DILocation(line: 0, scope: !1440, inlinedAt: !2194)
!2196 = !DILocation(line: 0, scope: !1462, inlinedAt: !2197)
!2197 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2194)
!2198 = !DILocation(line: 0, scope: !1474, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2197)
!2200 = !DILocation(line: 0, scope: !1481, inlinedAt: !2201)
!2201 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2197)
!2202 = !DILocation(line: 0, scope: !1492, inlinedAt: !2203)
!2203 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2201)
!2204 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2199)
!2205 = !DILocation(line: 0, scope: !1456, inlinedAt: !2194)
!2206 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2194)
!2207 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2203)
!2208 = !DILocation(line: 0, scope: !1503, inlinedAt: !2209)
!2209 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2194)
!2210 = !DILocation(line: 0, scope: !1512, inlinedAt: !2211)
!2211 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2209)
!2212 = !DILocation(line: 0, scope: !1520, inlinedAt: !2213)
!2213 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2211)
!2214 = !DILocation(line: 0, scope: !1529, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2213)
!2216 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2215)
!2217 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2194)
!2218 = !DILocation(line: 0, scope: !1433, inlinedAt: !2219)
!2219 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2188)
!2220 = !DILocation(line: 0, scope: !1440, inlinedAt: !2219)
!2221 = !DILocation(line: 0, scope: !1462, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2219)
!2223 = !DILocation(line: 0, scope: !1474, inlinedAt: !2224)
!2224 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2222)
!2225 = !DILocation(line: 0, scope: !1481, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2222)
!2227 = !DILocation(line: 0, scope: !1492, inlinedAt: !2228)
!2228 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2226)
!2229 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2224)
!2230 = !DILocation(line: 0, scope: !1456, inlinedAt: !2219)
!2231 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2219)
!2232 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2228)
!2233 = !DILocation(line: 0, scope: !1503, inlinedAt: !2234)
!2234 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2219)
!2235 = !DILocation(line: 0, scope: !1512, inlinedAt: !2236)
!2236 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2234)
!2237 = !DILocation(line: 0, scope: !1520, inlinedAt: !2238)
!2238 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2236)
!2239 = !DILocation(line: 0, scope: !1529, inlinedAt: !2240)
!2240 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2238)
!2241 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2240)
!2242 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2219)
!2243 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17hb27e6c7193911f6dE", scope: !72, file: !1300, line: 805, type: !2244, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !158, retainedNodes: !2247)
!2244 = !DISubroutineType(types: !2245)
!2245 = !{null, !2246}
!2246 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!2247 = !{!2248}
!2248 = !DILocalVariable(arg: 1, scope: !2243, file: !1300, line: 805, type: !2246)
!2249 = !DILocation(line: 0, scope: !2243)
!2250 = !DILocation(line: 805, column: 1, scope: !2243)
!2251 = !DILocalVariable(name: "self", arg: 1, scope: !2252, file: !979, line: 1913, type: !2255)
!2252 = distinct !DISubprogram(name: "drop<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57f1cdbee57b4443E", scope: !1434, file: !979, line: 1913, type: !2253, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2275, retainedNodes: !2256)
!2253 = !DISubroutineType(types: !2254)
!2254 = !{null, !2255}
!2255 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!2256 = !{!2251, !2257, !2257, !2273}
!2257 = !DILocalVariable(name: "ptr", scope: !2258, file: !979, line: 1916, type: !2259, align: 64)
!2258 = distinct !DILexicalBlock(scope: !2252, file: !979, line: 1916, column: 9)
!2259 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !136, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2260, templateParams: !2269, identifier: "4e4ed0839472a8a41f471153098dcafd")
!2260 = !{!2261, !2271}
!2261 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2259, file: !2, baseType: !2262, size: 128, align: 64, flags: DIFlagPrivate)
!2262 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !71, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2263, templateParams: !2269, identifier: "37a2038f29b490f24472a72061fe8e04")
!2263 = !{!2264}
!2264 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2262, file: !2, baseType: !2265, size: 128, align: 64, flags: DIFlagPrivate)
!2265 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, size: 128, align: 64, elements: !2266, templateParams: !43, identifier: "6c54cd83872cb0df9e985870111ed78a")
!2266 = !{!2267, !2268}
!2267 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2265, file: !2, baseType: !163, size: 64, align: 64)
!2268 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !2265, file: !2, baseType: !166, size: 64, align: 64, offset: 64)
!2269 = !{!2270}
!2270 = !DITemplateTypeParameter(name: "T", type: !164)
!2271 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !2259, file: !2, baseType: !2272, align: 8, offset: 128, flags: DIFlagPrivate)
!2272 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !2269, identifier: "c74d9fc24fe160c523506740e3d20018")
!2273 = !DILocalVariable(name: "layout", scope: !2274, file: !979, line: 1919, type: !996, align: 64)
!2274 = distinct !DILexicalBlock(scope: !2258, file: !979, line: 1919, column: 13)
!2275 = !{!2270, !117}
!2276 = !DILocation(line: 0, scope: !2252, inlinedAt: !2277)
!2277 = distinct !DILocation(line: 805, column: 1, scope: !2243)
!2278 = !DILocation(line: 0, scope: !2258, inlinedAt: !2277)
!2279 = !DILocalVariable(name: "t", arg: 1, scope: !2280, file: !1463, line: 253, type: !2265)
!2280 = distinct !DISubprogram(name: "for_value_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17h9a387da01e8cb608E", scope: !996, file: !1463, line: 253, type: !2281, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2269, declaration: !2283, retainedNodes: !2284)
!2281 = !DISubroutineType(types: !2282)
!2282 = !{!996, !2265}
!2283 = !DISubprogram(name: "for_value_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17h9a387da01e8cb608E", scope: !996, file: !1463, line: 253, type: !2281, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2269)
!2284 = !{!2279, !2285, !2287}
!2285 = !DILocalVariable(name: "size", scope: !2286, file: !1463, line: 255, type: !9, align: 64)
!2286 = distinct !DILexicalBlock(scope: !2280, file: !1463, line: 255, column: 9)
!2287 = !DILocalVariable(name: "alignment", scope: !2286, file: !1463, line: 255, type: !1002, align: 64)
!2288 = !DILocation(line: 0, scope: !2280, inlinedAt: !2289)
!2289 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !2277)
!2290 = !DILocalVariable(name: "val", arg: 1, scope: !2291, file: !1287, line: 427, type: !2265)
!2291 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3mem15size_of_val_raw17he787bfa2a06be8a0E", scope: !24, file: !1287, line: 427, type: !2292, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2269, retainedNodes: !2294)
!2292 = !DISubroutineType(types: !2293)
!2293 = !{!9, !2265}
!2294 = !{!2290}
!2295 = !DILocation(line: 0, scope: !2291, inlinedAt: !2296)
!2296 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !2289)
!2297 = !DILocalVariable(name: "val", arg: 1, scope: !2298, file: !1482, line: 123, type: !2265)
!2298 = distinct !DISubprogram(name: "of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h60388d7978160749E", scope: !1002, file: !1482, line: 123, type: !2299, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2269, declaration: !2301, retainedNodes: !2302)
!2299 = !DISubroutineType(types: !2300)
!2300 = !{!1002, !2265}
!2301 = !DISubprogram(name: "of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h60388d7978160749E", scope: !1002, file: !1482, line: 123, type: !2299, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2269)
!2302 = !{!2297, !2303}
!2303 = !DILocalVariable(name: "align", scope: !2304, file: !1482, line: 125, type: !9, align: 64)
!2304 = distinct !DILexicalBlock(scope: !2298, file: !1482, line: 125, column: 9)
!2305 = !DILocation(line: 0, scope: !2298, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !2289)
!2307 = !DILocalVariable(name: "val", arg: 1, scope: !2308, file: !1287, line: 566, type: !2265)
!2308 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3mem16align_of_val_raw17h141ee3509424ff6bE", scope: !24, file: !1287, line: 566, type: !2292, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2269, retainedNodes: !2309)
!2309 = !{!2307}
!2310 = !DILocation(line: 0, scope: !2308, inlinedAt: !2311)
!2311 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !2306)
!2312 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !2296)
!2313 = !DILocation(line: 0, scope: !2274, inlinedAt: !2277)
!2314 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !2277)
!2315 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !2311)
!2316 = !DILocation(line: 0, scope: !1503, inlinedAt: !2317)
!2317 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !2277)
!2318 = !DILocation(line: 0, scope: !1512, inlinedAt: !2319)
!2319 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2317)
!2320 = !DILocation(line: 0, scope: !1520, inlinedAt: !2321)
!2321 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2319)
!2322 = !DILocation(line: 0, scope: !1529, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2321)
!2324 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2323)
!2325 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !2277)
!2326 = !DILocation(line: 0, scope: !2252, inlinedAt: !2327)
!2327 = distinct !DILocation(line: 805, column: 1, scope: !2243)
!2328 = !DILocation(line: 0, scope: !2258, inlinedAt: !2327)
!2329 = !DILocation(line: 0, scope: !2280, inlinedAt: !2330)
!2330 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !2327)
!2331 = !DILocation(line: 0, scope: !2291, inlinedAt: !2332)
!2332 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !2330)
!2333 = !DILocation(line: 0, scope: !2298, inlinedAt: !2334)
!2334 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !2330)
!2335 = !DILocation(line: 0, scope: !2308, inlinedAt: !2336)
!2336 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !2334)
!2337 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !2332)
!2338 = !DILocation(line: 0, scope: !2274, inlinedAt: !2327)
!2339 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !2327)
!2340 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !2336)
!2341 = !DILocation(line: 0, scope: !1503, inlinedAt: !2342)
!2342 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !2327)
!2343 = !DILocation(line: 0, scope: !1512, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2342)
!2345 = !DILocation(line: 0, scope: !1520, inlinedAt: !2346)
!2346 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2344)
!2347 = !DILocation(line: 0, scope: !1529, inlinedAt: !2348)
!2348 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2346)
!2349 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2348)
!2350 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !2327)
!2351 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hc2622c5d2f2769cdE", scope: !72, file: !1300, line: 805, type: !2352, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2357, retainedNodes: !2355)
!2352 = !DISubroutineType(types: !2353)
!2353 = !{null, !2354}
!2354 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !124, size: 64, align: 64, dwarfAddressSpace: 0)
!2355 = !{!2356}
!2356 = !DILocalVariable(arg: 1, scope: !2351, file: !1300, line: 805, type: !2354)
!2357 = !{!2358}
!2358 = !DITemplateTypeParameter(name: "T", type: !124)
!2359 = !DILocation(line: 0, scope: !2351)
!2360 = !DILocation(line: 805, column: 1, scope: !2351)
!2361 = !DILocalVariable(name: "self", arg: 1, scope: !2362, file: !2363, line: 4219, type: !2367)
!2362 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h178b0bb06728393bE", scope: !2364, file: !2363, line: 4219, type: !2365, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !170, retainedNodes: !2368)
!2363 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!2364 = !DINamespace(name: "{impl#26}", scope: !125)
!2365 = !DISubroutineType(types: !2366)
!2366 = !{null, !2367}
!2367 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !124, size: 64, align: 64, dwarfAddressSpace: 0)
!2368 = !{!2361}
!2369 = !DILocation(line: 0, scope: !2362, inlinedAt: !2370)
!2370 = distinct !DILocation(line: 805, column: 1, scope: !2351)
!2371 = !{!2372}
!2372 = distinct !{!2372, !2373, !"_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h5d4f8ec3dfa1d3d0E: %_1.0"}
!2373 = distinct !{!2373, !"_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h5d4f8ec3dfa1d3d0E"}
!2374 = !DILocation(line: 4224, column: 13, scope: !2362, inlinedAt: !2370)
!2375 = !DILocalVariable(arg: 1, scope: !2376, file: !1300, line: 805, type: !2379)
!2376 = distinct !DISubprogram(name: "drop_in_place<[alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>]>", linkageName: "_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h5d4f8ec3dfa1d3d0E", scope: !72, file: !1300, line: 805, type: !2377, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !158, retainedNodes: !2384)
!2377 = !DISubroutineType(types: !2378)
!2378 = !{null, !2379}
!2379 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>]", file: !2, size: 128, align: 64, elements: !2380, templateParams: !43, identifier: "fe849fee27c5fbbee2daac71f111f835")
!2380 = !{!2381, !2383}
!2381 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !2379, file: !2, baseType: !2382, size: 64, align: 64)
!2382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!2383 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !2379, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!2384 = !{!2375}
!2385 = !DILocation(line: 0, scope: !2376, inlinedAt: !2386)
!2386 = distinct !DILocation(line: 4224, column: 13, scope: !2362, inlinedAt: !2370)
!2387 = !DILocation(line: 805, column: 1, scope: !2376, inlinedAt: !2386)
!2388 = !DILocation(line: 0, scope: !2243, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 805, column: 1, scope: !2376, inlinedAt: !2386)
!2390 = !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !2389)
!2391 = !DILocation(line: 0, scope: !2252, inlinedAt: !2392)
!2392 = distinct !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !2389)
!2393 = !DILocation(line: 0, scope: !2258, inlinedAt: !2392)
!2394 = !DILocation(line: 0, scope: !2280, inlinedAt: !2395)
!2395 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !2392)
!2396 = !DILocation(line: 0, scope: !2291, inlinedAt: !2397)
!2397 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !2395)
!2398 = !DILocation(line: 0, scope: !2298, inlinedAt: !2399)
!2399 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !2395)
!2400 = !DILocation(line: 0, scope: !2308, inlinedAt: !2401)
!2401 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !2399)
!2402 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !2397)
!2403 = !DILocation(line: 0, scope: !2274, inlinedAt: !2392)
!2404 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !2392)
!2405 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !2401)
!2406 = !DILocation(line: 0, scope: !1503, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !2392)
!2408 = !DILocation(line: 0, scope: !1512, inlinedAt: !2409)
!2409 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2407)
!2410 = !DILocation(line: 0, scope: !1520, inlinedAt: !2411)
!2411 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2409)
!2412 = !DILocation(line: 0, scope: !1529, inlinedAt: !2413)
!2413 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2411)
!2414 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2413)
!2415 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !2392)
!2416 = !DILocation(line: 0, scope: !2252, inlinedAt: !2417)
!2417 = distinct !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !2389)
!2418 = !DILocation(line: 0, scope: !2258, inlinedAt: !2417)
!2419 = !DILocation(line: 0, scope: !2280, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !2417)
!2421 = !DILocation(line: 0, scope: !2291, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !2420)
!2423 = !DILocation(line: 0, scope: !2298, inlinedAt: !2424)
!2424 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !2420)
!2425 = !DILocation(line: 0, scope: !2308, inlinedAt: !2426)
!2426 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !2424)
!2427 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !2422)
!2428 = !DILocation(line: 0, scope: !2274, inlinedAt: !2417)
!2429 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !2417)
!2430 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !2426)
!2431 = !DILocation(line: 0, scope: !1503, inlinedAt: !2432)
!2432 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !2417)
!2433 = !DILocation(line: 0, scope: !1512, inlinedAt: !2434)
!2434 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2432)
!2435 = !DILocation(line: 0, scope: !1520, inlinedAt: !2436)
!2436 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2434)
!2437 = !DILocation(line: 0, scope: !1529, inlinedAt: !2438)
!2438 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2436)
!2439 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2438)
!2440 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !2417)
!2441 = !DILocalVariable(arg: 1, scope: !2442, file: !1300, line: 805, type: !2445)
!2442 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr184drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17hb9f643c33bd634a0E", scope: !72, file: !1300, line: 805, type: !2443, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2447, retainedNodes: !2446)
!2443 = !DISubroutineType(types: !2444)
!2444 = !{null, !2445}
!2445 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !128, size: 64, align: 64, dwarfAddressSpace: 0)
!2446 = !{!2441}
!2447 = !{!2448}
!2448 = !DITemplateTypeParameter(name: "T", type: !128)
!2449 = !DILocation(line: 0, scope: !2442, inlinedAt: !2450)
!2450 = distinct !DILocation(line: 805, column: 1, scope: !2351)
!2451 = !DILocalVariable(name: "self", arg: 1, scope: !2452, file: !2453, line: 421, type: !2457)
!2452 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2d0f63134f320f04E", scope: !2454, file: !2453, line: 421, type: !2455, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !170, retainedNodes: !2458)
!2453 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!2454 = !DINamespace(name: "{impl#3}", scope: !129)
!2455 = !DISubroutineType(types: !2456)
!2456 = !{null, !2457}
!2457 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !128, size: 64, align: 64, dwarfAddressSpace: 0)
!2458 = !{!2451}
!2459 = !DILocation(line: 0, scope: !2452, inlinedAt: !2460)
!2460 = distinct !DILocation(line: 805, column: 1, scope: !2442, inlinedAt: !2450)
!2461 = !DILocalVariable(name: "self", arg: 1, scope: !2462, file: !2453, line: 870, type: !2465)
!2462 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h1b36ea49f18998f3E", scope: !132, file: !2453, line: 870, type: !2463, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !155, declaration: !2466, retainedNodes: !2467)
!2463 = !DISubroutineType(types: !2464)
!2464 = !{null, !2465, !996}
!2465 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!2466 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h1b36ea49f18998f3E", scope: !132, file: !2453, line: 870, type: !2463, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !155)
!2467 = !{!2461, !2468, !2469, !2471}
!2468 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !2462, file: !2453, line: 870, type: !996)
!2469 = !DILocalVariable(name: "ptr", scope: !2470, file: !2453, line: 872, type: !139, align: 64)
!2470 = distinct !DILexicalBlock(scope: !2462, file: !2453, line: 872, column: 82)
!2471 = !DILocalVariable(name: "layout", scope: !2470, file: !2453, line: 872, type: !996, align: 64)
!2472 = !DILocation(line: 0, scope: !2462, inlinedAt: !2473)
!2473 = distinct !DILocation(line: 423, column: 29, scope: !2452, inlinedAt: !2460)
!2474 = !DILocalVariable(name: "self", arg: 1, scope: !2475, file: !2453, line: 631, type: !2495)
!2475 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3adbbe61544ce36dE", scope: !132, file: !2453, line: 631, type: !2476, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !155, declaration: !2496, retainedNodes: !2497)
!2476 = !DISubroutineType(types: !2477)
!2477 = !{!2478, !2495, !996}
!2478 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !57, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2479, templateParams: !43, identifier: "ee7541504661f874c2915c0073b72bc1")
!2479 = !{!2480}
!2480 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2478, file: !2, size: 192, align: 64, elements: !2481, templateParams: !43, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !2494)
!2481 = !{!2482, !2490}
!2482 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2480, file: !2, baseType: !2483, size: 192, align: 64, extraData: i64 0)
!2483 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2478, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !2484, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!2484 = !{!2485}
!2485 = !DITemplateTypeParameter(name: "T", type: !2486)
!2486 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !2, size: 192, align: 64, elements: !2487, templateParams: !43, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!2487 = !{!2488, !2489}
!2488 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2486, file: !2, baseType: !139, size: 64, align: 64)
!2489 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !2486, file: !2, baseType: !996, size: 128, align: 64, offset: 64)
!2490 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2480, file: !2, baseType: !2491, size: 192, align: 64)
!2491 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2478, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2492, templateParams: !2484, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!2492 = !{!2493}
!2493 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2491, file: !2, baseType: !2486, size: 192, align: 64, flags: DIFlagPublic)
!2494 = !DIDerivedType(tag: DW_TAG_member, scope: !2478, file: !2, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!2495 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!2496 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3adbbe61544ce36dE", scope: !132, file: !2453, line: 631, type: !2476, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !155)
!2497 = !{!2474, !2498, !2499, !2501}
!2498 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !2475, file: !2453, line: 631, type: !996)
!2499 = !DILocalVariable(name: "alloc_size", scope: !2500, file: !2453, line: 640, type: !9, align: 64)
!2500 = distinct !DILexicalBlock(scope: !2475, file: !2453, line: 640, column: 17)
!2501 = !DILocalVariable(name: "layout", scope: !2502, file: !2453, line: 641, type: !996, align: 64)
!2502 = distinct !DILexicalBlock(scope: !2500, file: !2453, line: 641, column: 17)
!2503 = !DILocation(line: 0, scope: !2475, inlinedAt: !2504)
!2504 = distinct !DILocation(line: 872, column: 52, scope: !2470, inlinedAt: !2473)
!2505 = !DILocalVariable(name: "self", arg: 1, scope: !2506, file: !2507, line: 1220, type: !9)
!2506 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !2508, file: !2507, line: 1220, type: !2509, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !2511)
!2507 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!2508 = !DINamespace(name: "{impl#11}", scope: !151)
!2509 = !DISubroutineType(types: !2510)
!2510 = !{!9, !9, !9, !706}
!2511 = !{!2505, !2512}
!2512 = !DILocalVariable(name: "rhs", arg: 2, scope: !2506, file: !2507, line: 1220, type: !9)
!2513 = !DILocation(line: 0, scope: !2506, inlinedAt: !2514)
!2514 = distinct !DILocation(line: 640, column: 53, scope: !2475, inlinedAt: !2504)
!2515 = !DILocation(line: 632, column: 39, scope: !2475, inlinedAt: !2504)
!2516 = !DILocation(line: 1232, column: 17, scope: !2506, inlinedAt: !2514)
!2517 = !DILocation(line: 0, scope: !2470, inlinedAt: !2473)
!2518 = !DILocation(line: 0, scope: !1503, inlinedAt: !2519)
!2519 = distinct !DILocation(line: 874, column: 28, scope: !2470, inlinedAt: !2473)
!2520 = !DILocation(line: 0, scope: !1512, inlinedAt: !2521)
!2521 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2519)
!2522 = !DILocation(line: 0, scope: !1520, inlinedAt: !2523)
!2523 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2521)
!2524 = !DILocation(line: 0, scope: !1529, inlinedAt: !2525)
!2525 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2523)
!2526 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2525)
!2527 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !2523)
!2528 = !DILocation(line: 0, scope: !2442, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 805, column: 1, scope: !2351)
!2530 = !DILocation(line: 0, scope: !2452, inlinedAt: !2531)
!2531 = distinct !DILocation(line: 805, column: 1, scope: !2442, inlinedAt: !2529)
!2532 = !DILocation(line: 0, scope: !2462, inlinedAt: !2533)
!2533 = distinct !DILocation(line: 423, column: 29, scope: !2452, inlinedAt: !2531)
!2534 = !DILocation(line: 0, scope: !2475, inlinedAt: !2535)
!2535 = distinct !DILocation(line: 872, column: 52, scope: !2470, inlinedAt: !2533)
!2536 = !DILocation(line: 0, scope: !2506, inlinedAt: !2537)
!2537 = distinct !DILocation(line: 640, column: 53, scope: !2475, inlinedAt: !2535)
!2538 = !DILocation(line: 632, column: 39, scope: !2475, inlinedAt: !2535)
!2539 = !DILocation(line: 1232, column: 17, scope: !2506, inlinedAt: !2537)
!2540 = !DILocation(line: 0, scope: !2470, inlinedAt: !2533)
!2541 = !DILocation(line: 0, scope: !1503, inlinedAt: !2542)
!2542 = distinct !DILocation(line: 874, column: 28, scope: !2470, inlinedAt: !2533)
!2543 = !DILocation(line: 0, scope: !1512, inlinedAt: !2544)
!2544 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2542)
!2545 = !DILocation(line: 0, scope: !1520, inlinedAt: !2546)
!2546 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2544)
!2547 = !DILocation(line: 0, scope: !1529, inlinedAt: !2548)
!2548 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2546)
!2549 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2548)
!2550 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !2546)
!2551 = distinct !DISubprogram(name: "drop_in_place<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr219drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadres..send_joined..$u7b$$u7b$closure$u7d$$u7d$$C$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb98fe1adaa4a4b8bE", scope: !72, file: !1300, line: 805, type: !1144, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2554, retainedNodes: !2552)
!2552 = !{!2553}
!2553 = !DILocalVariable(arg: 1, scope: !2551, file: !1300, line: 805, type: !1146)
!2554 = !{!2555}
!2555 = !DITemplateTypeParameter(name: "T", type: !12)
!2556 = !DILocation(line: 0, scope: !2551)
!2557 = !DILocation(line: 805, column: 1, scope: !2551)
!2558 = !DILocation(line: 0, scope: !1614, inlinedAt: !2559)
!2559 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !2560)
!2560 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !2561)
!2561 = distinct !DILocation(line: 805, column: 1, scope: !2551)
!2562 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !2559)
!2563 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !2560)
!2564 = !{!2565}
!2565 = distinct !{!2565, !2566, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!2566 = distinct !{!2566, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!2567 = !DILocation(line: 0, scope: !1565, inlinedAt: !2561)
!2568 = !{!2569}
!2569 = distinct !{!2569, !2570, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!2570 = distinct !{!2570, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!2571 = !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !2561)
!2572 = !DILocation(line: 0, scope: !1573, inlinedAt: !2560)
!2573 = !DILocalVariable(name: "self", arg: 1, scope: !2574, file: !1341, line: 2098, type: !1577)
!2574 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hf4ab5d189d59ac54E", scope: !173, file: !1341, line: 2098, type: !1352, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !1355, retainedNodes: !2575)
!2575 = !{!2573}
!2576 = !DILocation(line: 0, scope: !2574, inlinedAt: !2577)
!2577 = distinct !DILocation(line: 2811, column: 17, scope: !1573, inlinedAt: !2560)
!2578 = !DILocation(line: 0, scope: !1582, inlinedAt: !2579)
!2579 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !2560)
!2580 = !DILocation(line: 0, scope: !1594, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !2579)
!2582 = !DILocation(line: 444, column: 20, scope: !2583, inlinedAt: !2584)
!2583 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hab2f2923e1bd36b7E", scope: !176, file: !1361, line: 440, type: !1362, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !408, declaration: !1365)
!2584 = distinct !DILocation(line: 2104, column: 27, scope: !2574, inlinedAt: !2577)
!2585 = !{!2569, !2565}
!2586 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !2579)
!2587 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !2581)
!2588 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !2560)
!2589 = !{!2590}
!2590 = distinct !{!2590, !2591, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!2591 = distinct !{!2591, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!2592 = !DILocation(line: 0, scope: !1565, inlinedAt: !2593)
!2593 = distinct !DILocation(line: 805, column: 1, scope: !2551)
!2594 = !{!2595}
!2595 = distinct !{!2595, !2596, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!2596 = distinct !{!2596, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!2597 = !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !2593)
!2598 = !DILocation(line: 0, scope: !1573, inlinedAt: !2599)
!2599 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !2593)
!2600 = !DILocation(line: 0, scope: !2574, inlinedAt: !2601)
!2601 = distinct !DILocation(line: 2811, column: 17, scope: !1573, inlinedAt: !2599)
!2602 = !DILocation(line: 0, scope: !1582, inlinedAt: !2603)
!2603 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !2599)
!2604 = !DILocation(line: 0, scope: !1594, inlinedAt: !2605)
!2605 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !2603)
!2606 = !DILocation(line: 444, column: 20, scope: !2583, inlinedAt: !2607)
!2607 = distinct !DILocation(line: 2104, column: 27, scope: !2574, inlinedAt: !2601)
!2608 = !{!2595, !2590}
!2609 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !2603)
!2610 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !2605)
!2611 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !2599)
!2612 = !DILocation(line: 0, scope: !1614, inlinedAt: !2613)
!2613 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !2599)
!2614 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !2613)
!2615 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !2599)
!2616 = !DILocation(line: 0, scope: !2090)
!2617 = !{!2618}
!2618 = distinct !{!2618, !2619, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E: %_1"}
!2619 = distinct !{!2619, !"_ZN4core3ptr218drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h992d709c2848ae67E"}
!2620 = !DILocation(line: 805, column: 1, scope: !2090)
!2621 = !DILocation(line: 0, scope: !1384, inlinedAt: !2622)
!2622 = distinct !DILocation(line: 805, column: 1, scope: !2090)
!2623 = !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !2622)
!2624 = !{!2625}
!2625 = distinct !{!2625, !2626, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E: %_1"}
!2626 = distinct !{!2626, !"_ZN4core3ptr190drop_in_place$LT$core..result..Result$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17hcfc26c47bd184658E"}
!2627 = !DILocation(line: 0, scope: !1396, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 805, column: 1, scope: !1384, inlinedAt: !2622)
!2629 = !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2628)
!2630 = !{!2625, !2618}
!2631 = !DILocation(line: 0, scope: !1406, inlinedAt: !2632)
!2632 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2628)
!2633 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !2632)
!2634 = !{!2635, !2625, !2618}
!2635 = distinct !{!2635, !2636, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE: %_1"}
!2636 = distinct !{!2636, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE"}
!2637 = !{!2638}
!2638 = distinct !{!2638, !2639, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE: %_1"}
!2639 = distinct !{!2639, !"_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h5631ef6b1c43ae1bE"}
!2640 = !DILocation(line: 0, scope: !1422, inlinedAt: !2641)
!2641 = distinct !DILocation(line: 805, column: 1, scope: !1396, inlinedAt: !2628)
!2642 = !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2641)
!2643 = !{!2638, !2625, !2618}
!2644 = !DILocation(line: 0, scope: !1433, inlinedAt: !2645)
!2645 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2641)
!2646 = !DILocation(line: 0, scope: !1440, inlinedAt: !2645)
!2647 = !DILocation(line: 0, scope: !1462, inlinedAt: !2648)
!2648 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2645)
!2649 = !DILocation(line: 0, scope: !1474, inlinedAt: !2650)
!2650 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2648)
!2651 = !DILocation(line: 0, scope: !1481, inlinedAt: !2652)
!2652 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2648)
!2653 = !DILocation(line: 0, scope: !1492, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2652)
!2655 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2650)
!2656 = !DILocation(line: 0, scope: !1456, inlinedAt: !2645)
!2657 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2645)
!2658 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2654)
!2659 = !DILocation(line: 0, scope: !1503, inlinedAt: !2660)
!2660 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2645)
!2661 = !DILocation(line: 0, scope: !1512, inlinedAt: !2662)
!2662 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2660)
!2663 = !DILocation(line: 0, scope: !1520, inlinedAt: !2664)
!2664 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2662)
!2665 = !DILocation(line: 0, scope: !1529, inlinedAt: !2666)
!2666 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2664)
!2667 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2666)
!2668 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2645)
!2669 = !DILocation(line: 0, scope: !1433, inlinedAt: !2670)
!2670 = distinct !DILocation(line: 805, column: 1, scope: !1422, inlinedAt: !2641)
!2671 = !DILocation(line: 0, scope: !1440, inlinedAt: !2670)
!2672 = !DILocation(line: 0, scope: !1462, inlinedAt: !2673)
!2673 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !2670)
!2674 = !DILocation(line: 0, scope: !1474, inlinedAt: !2675)
!2675 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !2673)
!2676 = !DILocation(line: 0, scope: !1481, inlinedAt: !2677)
!2677 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !2673)
!2678 = !DILocation(line: 0, scope: !1492, inlinedAt: !2679)
!2679 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !2677)
!2680 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !2675)
!2681 = !DILocation(line: 0, scope: !1456, inlinedAt: !2670)
!2682 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !2670)
!2683 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !2679)
!2684 = !DILocation(line: 0, scope: !1503, inlinedAt: !2685)
!2685 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !2670)
!2686 = !DILocation(line: 0, scope: !1512, inlinedAt: !2687)
!2687 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2685)
!2688 = !DILocation(line: 0, scope: !1520, inlinedAt: !2689)
!2689 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2687)
!2690 = !DILocation(line: 0, scope: !1529, inlinedAt: !2691)
!2691 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2689)
!2692 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2691)
!2693 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !2670)
!2694 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Error>", linkageName: "_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h0c1737e275cbfe25E", scope: !72, file: !1300, line: 805, type: !2695, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2700, retainedNodes: !2698)
!2695 = !DISubroutineType(types: !2696)
!2696 = !{null, !2697}
!2697 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Error", baseType: !422, size: 64, align: 64, dwarfAddressSpace: 0)
!2698 = !{!2699}
!2699 = !DILocalVariable(arg: 1, scope: !2694, file: !1300, line: 805, type: !2697)
!2700 = !{!2701}
!2701 = !DITemplateTypeParameter(name: "T", type: !422)
!2702 = !DILocation(line: 0, scope: !2694)
!2703 = !DILocation(line: 805, column: 1, scope: !2694)
!2704 = !DILocalVariable(arg: 1, scope: !2705, file: !1300, line: 805, type: !2708)
!2705 = distinct !DISubprogram(name: "drop_in_place<std::io::error::repr_bitpacked::Repr>", linkageName: "_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17h69782ef964ca2ad7E", scope: !72, file: !1300, line: 805, type: !2706, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2710, retainedNodes: !2709)
!2706 = !DISubroutineType(types: !2707)
!2707 = !{null, !2708}
!2708 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::repr_bitpacked::Repr", baseType: !427, size: 64, align: 64, dwarfAddressSpace: 0)
!2709 = !{!2704}
!2710 = !{!2711}
!2711 = !DITemplateTypeParameter(name: "T", type: !427)
!2712 = !DILocation(line: 0, scope: !2705, inlinedAt: !2713)
!2713 = distinct !DILocation(line: 805, column: 1, scope: !2694)
!2714 = !DILocalVariable(name: "self", arg: 1, scope: !2715, file: !795, line: 230, type: !2719)
!2715 = distinct !DISubprogram(name: "drop", linkageName: "_RNvXs1_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4ReprNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop", scope: !2716, file: !795, line: 230, type: !2717, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !2720)
!2716 = !DINamespace(name: "{impl#3}", scope: !428)
!2717 = !DISubroutineType(types: !2718)
!2718 = !{null, !2719}
!2719 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::io::error::repr_bitpacked::Repr", baseType: !427, size: 64, align: 64, dwarfAddressSpace: 0)
!2720 = !{!2714}
!2721 = !DILocation(line: 0, scope: !2715, inlinedAt: !2722)
!2722 = distinct !DILocation(line: 805, column: 1, scope: !2705, inlinedAt: !2713)
!2723 = !DILocalVariable(name: "ptr", arg: 1, scope: !2724, file: !795, line: 244, type: !431)
!2724 = distinct !DISubprogram(name: "decode_repr<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", linkageName: "_ZN3std2io5error14repr_bitpacked11decode_repr17h73d5b369c545a181E", scope: !428, file: !795, line: 244, type: !2725, scopeLine: 244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2741, retainedNodes: !2729)
!2725 = !DISubroutineType(types: !2726)
!2726 = !{!440, !431, !2727}
!2727 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !2728, file: !2, align: 8, elements: !43, identifier: "314169df718c082536f851d87fa6c097")
!2728 = !DINamespace(name: "drop", scope: !2716)
!2729 = !{!2723, !2730, !2731, !2733, !2735, !2737, !2739}
!2730 = !DILocalVariable(name: "make_custom", arg: 2, scope: !2724, file: !795, line: 244, type: !2727)
!2731 = !DILocalVariable(name: "bits", scope: !2732, file: !795, line: 248, type: !9, align: 64)
!2732 = distinct !DILexicalBlock(scope: !2724, file: !795, line: 248, column: 5)
!2733 = !DILocalVariable(name: "code", scope: !2734, file: !795, line: 251, type: !448, align: 32)
!2734 = distinct !DILexicalBlock(scope: !2732, file: !795, line: 251, column: 13)
!2735 = !DILocalVariable(name: "kind_bits", scope: !2736, file: !795, line: 255, type: !298, align: 32)
!2736 = distinct !DILexicalBlock(scope: !2732, file: !795, line: 255, column: 13)
!2737 = !DILocalVariable(name: "kind", scope: !2738, file: !795, line: 256, type: !455, align: 8)
!2738 = distinct !DILexicalBlock(scope: !2736, file: !795, line: 256, column: 13)
!2739 = !DILocalVariable(name: "custom", scope: !2740, file: !795, line: 276, type: !845, align: 64)
!2740 = distinct !DILexicalBlock(scope: !2732, file: !795, line: 276, column: 13)
!2741 = !{!450, !2742}
!2742 = !DITemplateTypeParameter(name: "F", type: !2727)
!2743 = !DILocation(line: 0, scope: !2724, inlinedAt: !2744)
!2744 = distinct !DILocation(line: 234, column: 21, scope: !2715, inlinedAt: !2722)
!2745 = !DILocation(line: 244, column: 47, scope: !2724, inlinedAt: !2744)
!2746 = !DILocalVariable(name: "count", scope: !2747, file: !853, line: 1244, type: !9, align: 64)
!2747 = distinct !DISubprogram(name: "wrapping_byte_sub<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$17wrapping_byte_sub17hd49b2021b63a8e48E", scope: !854, file: !853, line: 1244, type: !856, scopeLine: 1244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !434, retainedNodes: !2748)
!2748 = !{!2749, !2746}
!2749 = !DILocalVariable(name: "self", arg: 1, scope: !2747, file: !853, line: 1244, type: !858)
!2750 = !DILocation(line: 0, scope: !2747, inlinedAt: !2751)
!2751 = distinct !DILocation(line: 276, column: 39, scope: !2732, inlinedAt: !2744)
!2752 = !DILocalVariable(name: "count", scope: !2753, file: !853, line: 1224, type: !9, align: 64)
!2753 = distinct !DISubprogram(name: "wrapping_sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$12wrapping_sub17h2bbeda1842ee28b1E", scope: !854, file: !853, line: 1224, type: !865, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !2754)
!2754 = !{!2755, !2752}
!2755 = !DILocalVariable(name: "self", arg: 1, scope: !2753, file: !853, line: 1224, type: !867)
!2756 = !DILocation(line: 0, scope: !2753, inlinedAt: !2757)
!2757 = distinct !DILocation(line: 1245, column: 27, scope: !2747, inlinedAt: !2751)
!2758 = !DILocalVariable(name: "count", scope: !2759, file: !853, line: 465, type: !876, align: 64)
!2759 = distinct !DISubprogram(name: "wrapping_offset<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$15wrapping_offset17hc62c33944676ac7dE", scope: !854, file: !853, line: 465, type: !874, scopeLine: 465, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !144, retainedNodes: !2760)
!2760 = !{!2761, !2758}
!2761 = !DILocalVariable(name: "self", arg: 1, scope: !2759, file: !853, line: 465, type: !867)
!2762 = !DILocation(line: 0, scope: !2759, inlinedAt: !2763)
!2763 = distinct !DILocation(line: 1228, column: 14, scope: !2753, inlinedAt: !2757)
!2764 = !DILocalVariable(name: "self", arg: 1, scope: !2765, file: !853, line: 144, type: !858)
!2765 = distinct !DISubprogram(name: "addr<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$4addr17h647c6e4209f2d1b7E", scope: !854, file: !853, line: 144, type: !2766, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !434, retainedNodes: !2768)
!2766 = !DISubroutineType(types: !2767)
!2767 = !{!9, !858}
!2768 = !{!2764}
!2769 = !DILocation(line: 0, scope: !2765, inlinedAt: !2770)
!2770 = distinct !DILocation(line: 248, column: 29, scope: !2724, inlinedAt: !2744)
!2771 = !DILocation(line: 150, column: 18, scope: !2765, inlinedAt: !2770)
!2772 = !DILocation(line: 0, scope: !2732, inlinedAt: !2744)
!2773 = !DILocation(line: 249, column: 11, scope: !2732, inlinedAt: !2744)
!2774 = !DILocation(line: 249, column: 5, scope: !2732, inlinedAt: !2744)
!2775 = !DILocation(line: 0, scope: !2736, inlinedAt: !2744)
!2776 = !DILocalVariable(name: "self", arg: 1, scope: !2777, file: !915, line: 1061, type: !916)
!2777 = distinct !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h44d9b18386f4c3f3E", scope: !916, file: !915, line: 1061, type: !2778, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2784, declaration: !2783, retainedNodes: !2786)
!2778 = !DISubroutineType(types: !2779)
!2779 = !{!455, !916, !2780, !706}
!2780 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", scope: !932, file: !2, size: 64, align: 64, elements: !2781, templateParams: !43, identifier: "d60917ee853a876041acadc572b8e29b")
!2781 = !{!2782}
!2782 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__bits", scope: !2780, file: !2, baseType: !935, size: 64, align: 64)
!2783 = !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h44d9b18386f4c3f3E", scope: !916, file: !915, line: 1061, type: !2778, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2784)
!2784 = !{!923, !2785}
!2785 = !DITemplateTypeParameter(name: "F", type: !2780)
!2786 = !{!2776, !2787, !2788}
!2787 = !DILocalVariable(name: "f", scope: !2777, file: !915, line: 1061, type: !2780, align: 64)
!2788 = !DILocalVariable(name: "x", scope: !2789, file: !915, line: 1066, type: !455, align: 8)
!2789 = distinct !DILexicalBlock(scope: !2777, file: !915, line: 1066, column: 13)
!2790 = !DILocation(line: 0, scope: !2777, inlinedAt: !2791)
!2791 = distinct !DILocation(line: 256, column: 50, scope: !2736, inlinedAt: !2744)
!2792 = !DILocation(line: 1061, column: 42, scope: !2777, inlinedAt: !2791)
!2793 = !DILocation(line: 1065, column: 15, scope: !2777, inlinedAt: !2791)
!2794 = !DILocation(line: 1065, column: 9, scope: !2777, inlinedAt: !2791)
!2795 = !DILocation(line: 267, column: 9, scope: !2732, inlinedAt: !2744)
!2796 = !DILocation(line: 470, column: 18, scope: !2759, inlinedAt: !2763)
!2797 = !DILocalVariable(arg: 1, scope: !2798, file: !1300, line: 805, type: !2801)
!2798 = distinct !DISubprogram(name: "drop_in_place<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr101drop_in_place$LT$std..io..error..ErrorData$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$$GT$17h7b9fdcd0920a5825E", scope: !72, file: !1300, line: 805, type: !2799, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !438, retainedNodes: !2802)
!2799 = !DISubroutineType(types: !2800)
!2800 = !{null, !2801}
!2801 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", baseType: !440, size: 64, align: 64, dwarfAddressSpace: 0)
!2802 = !{!2797}
!2803 = !DILocation(line: 0, scope: !2798, inlinedAt: !2804)
!2804 = distinct !DILocation(line: 234, column: 72, scope: !2715, inlinedAt: !2722)
!2805 = !DILocalVariable(arg: 1, scope: !2806, file: !1300, line: 805, type: !2809)
!2806 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h2f802d00e27b8fd9E", scope: !72, file: !1300, line: 805, type: !2807, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2811, retainedNodes: !2810)
!2807 = !DISubroutineType(types: !2808)
!2808 = !{null, !2809}
!2809 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !451, size: 64, align: 64, dwarfAddressSpace: 0)
!2810 = !{!2805}
!2811 = !{!2812}
!2812 = !DITemplateTypeParameter(name: "T", type: !451)
!2813 = !DILocation(line: 0, scope: !2806, inlinedAt: !2814)
!2814 = distinct !DILocation(line: 805, column: 1, scope: !2798, inlinedAt: !2804)
!2815 = !DILocation(line: 805, column: 1, scope: !2806, inlinedAt: !2814)
!2816 = !DILocalVariable(arg: 1, scope: !2817, file: !1300, line: 805, type: !845)
!2817 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Custom>", linkageName: "_ZN4core3ptr43drop_in_place$LT$std..io..error..Custom$GT$17hc3664f6bd71c89a6E", scope: !72, file: !1300, line: 805, type: !2818, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2821, retainedNodes: !2820)
!2818 = !DISubroutineType(types: !2819)
!2819 = !{null, !845}
!2820 = !{!2816}
!2821 = !{!2822}
!2822 = !DITemplateTypeParameter(name: "T", type: !452)
!2823 = !DILocation(line: 0, scope: !2817, inlinedAt: !2824)
!2824 = distinct !DILocation(line: 805, column: 1, scope: !2806, inlinedAt: !2814)
!2825 = !DILocalVariable(arg: 1, scope: !2826, file: !1300, line: 805, type: !2829)
!2826 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr118drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..error..Error$u2b$core..marker..Sync$u2b$core..marker..Send$GT$$GT$17h4fe7d725014b14a9E", scope: !72, file: !1300, line: 805, type: !2827, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2831, retainedNodes: !2830)
!2827 = !DISubroutineType(types: !2828)
!2828 = !{null, !2829}
!2829 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !500, size: 64, align: 64, dwarfAddressSpace: 0)
!2830 = !{!2825}
!2831 = !{!2832}
!2832 = !DITemplateTypeParameter(name: "T", type: !500)
!2833 = !DILocation(line: 0, scope: !2826, inlinedAt: !2834)
!2834 = distinct !DILocation(line: 805, column: 1, scope: !2817, inlinedAt: !2824)
!2835 = !DILocation(line: 805, column: 1, scope: !2826, inlinedAt: !2834)
!2836 = !DILocalVariable(name: "self", arg: 1, scope: !2837, file: !979, line: 1913, type: !2840)
!2837 = distinct !DISubprogram(name: "drop<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he3f118e7026ee03cE", scope: !1434, file: !979, line: 1913, type: !2838, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2860, retainedNodes: !2841)
!2838 = !DISubroutineType(types: !2839)
!2839 = !{null, !2840}
!2840 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !500, size: 64, align: 64, dwarfAddressSpace: 0)
!2841 = !{!2836, !2842, !2842, !2858}
!2842 = !DILocalVariable(name: "ptr", scope: !2843, file: !979, line: 1916, type: !2844, align: 64)
!2843 = distinct !DILexicalBlock(scope: !2837, file: !979, line: 1916, column: 9)
!2844 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !136, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2845, templateParams: !2854, identifier: "c75dfb3328e50b02baa35712fc26e5d5")
!2845 = !{!2846, !2856}
!2846 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2844, file: !2, baseType: !2847, size: 128, align: 64, flags: DIFlagPrivate)
!2847 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !71, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2848, templateParams: !2854, identifier: "1702f4861b193fdb272a4e9f7186362a")
!2848 = !{!2849}
!2849 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2847, file: !2, baseType: !2850, size: 128, align: 64, flags: DIFlagPrivate)
!2850 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !2, size: 128, align: 64, elements: !2851, templateParams: !43, identifier: "1c7ce11c7517d39a58278ef010046c40")
!2851 = !{!2852, !2853}
!2852 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2850, file: !2, baseType: !503, size: 64, align: 64)
!2853 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !2850, file: !2, baseType: !506, size: 64, align: 64, offset: 64)
!2854 = !{!2855}
!2855 = !DITemplateTypeParameter(name: "T", type: !504)
!2856 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !2844, file: !2, baseType: !2857, align: 8, offset: 128, flags: DIFlagPrivate)
!2857 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !2854, identifier: "f0926be65b7b9355f7fa9e3fa007e214")
!2858 = !DILocalVariable(name: "layout", scope: !2859, file: !979, line: 1919, type: !996, align: 64)
!2859 = distinct !DILexicalBlock(scope: !2843, file: !979, line: 1919, column: 13)
!2860 = !{!2855, !117}
!2861 = !DILocation(line: 0, scope: !2837, inlinedAt: !2862)
!2862 = distinct !DILocation(line: 805, column: 1, scope: !2826, inlinedAt: !2834)
!2863 = !DILocation(line: 0, scope: !2843, inlinedAt: !2862)
!2864 = !DILocalVariable(name: "t", arg: 1, scope: !2865, file: !1463, line: 253, type: !2850)
!2865 = distinct !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hb4ec79a58c9fefbeE", scope: !996, file: !1463, line: 253, type: !2866, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2854, declaration: !2868, retainedNodes: !2869)
!2866 = !DISubroutineType(types: !2867)
!2867 = !{!996, !2850}
!2868 = !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hb4ec79a58c9fefbeE", scope: !996, file: !1463, line: 253, type: !2866, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2854)
!2869 = !{!2864, !2870, !2872}
!2870 = !DILocalVariable(name: "size", scope: !2871, file: !1463, line: 255, type: !9, align: 64)
!2871 = distinct !DILexicalBlock(scope: !2865, file: !1463, line: 255, column: 9)
!2872 = !DILocalVariable(name: "alignment", scope: !2871, file: !1463, line: 255, type: !1002, align: 64)
!2873 = !DILocation(line: 0, scope: !2865, inlinedAt: !2874)
!2874 = distinct !DILocation(line: 1919, column: 26, scope: !2843, inlinedAt: !2862)
!2875 = !DILocalVariable(name: "val", arg: 1, scope: !2876, file: !1287, line: 427, type: !2850)
!2876 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem15size_of_val_raw17haa1d64333003a25dE", scope: !24, file: !1287, line: 427, type: !2877, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2854, retainedNodes: !2879)
!2877 = !DISubroutineType(types: !2878)
!2878 = !{!9, !2850}
!2879 = !{!2875}
!2880 = !DILocation(line: 0, scope: !2876, inlinedAt: !2881)
!2881 = distinct !DILocation(line: 255, column: 43, scope: !2865, inlinedAt: !2874)
!2882 = !DILocalVariable(name: "val", arg: 1, scope: !2883, file: !1482, line: 123, type: !2850)
!2883 = distinct !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h11529e0c8eb4eec2E", scope: !1002, file: !1482, line: 123, type: !2884, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2854, declaration: !2886, retainedNodes: !2887)
!2884 = !DISubroutineType(types: !2885)
!2885 = !{!1002, !2850}
!2886 = !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h11529e0c8eb4eec2E", scope: !1002, file: !1482, line: 123, type: !2884, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2854)
!2887 = !{!2882, !2888}
!2888 = !DILocalVariable(name: "align", scope: !2889, file: !1482, line: 125, type: !9, align: 64)
!2889 = distinct !DILexicalBlock(scope: !2883, file: !1482, line: 125, column: 9)
!2890 = !DILocation(line: 0, scope: !2883, inlinedAt: !2891)
!2891 = distinct !DILocation(line: 255, column: 68, scope: !2865, inlinedAt: !2874)
!2892 = !DILocalVariable(name: "val", arg: 1, scope: !2893, file: !1287, line: 566, type: !2850)
!2893 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem16align_of_val_raw17h21f41f0d2461ec1dE", scope: !24, file: !1287, line: 566, type: !2877, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2854, retainedNodes: !2894)
!2894 = !{!2892}
!2895 = !DILocation(line: 0, scope: !2893, inlinedAt: !2896)
!2896 = distinct !DILocation(line: 125, column: 30, scope: !2883, inlinedAt: !2891)
!2897 = !DILocation(line: 429, column: 14, scope: !2876, inlinedAt: !2881)
!2898 = !DILocation(line: 0, scope: !2859, inlinedAt: !2862)
!2899 = !DILocation(line: 1920, column: 16, scope: !2859, inlinedAt: !2862)
!2900 = !DILocation(line: 568, column: 14, scope: !2893, inlinedAt: !2896)
!2901 = !DILocation(line: 0, scope: !1503, inlinedAt: !2902)
!2902 = distinct !DILocation(line: 1921, column: 24, scope: !2859, inlinedAt: !2862)
!2903 = !DILocation(line: 0, scope: !1512, inlinedAt: !2904)
!2904 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2902)
!2905 = !DILocation(line: 0, scope: !1520, inlinedAt: !2906)
!2906 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2904)
!2907 = !DILocation(line: 0, scope: !1529, inlinedAt: !2908)
!2908 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2906)
!2909 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2908)
!2910 = !DILocation(line: 1920, column: 13, scope: !2859, inlinedAt: !2862)
!2911 = !DILocation(line: 0, scope: !2837, inlinedAt: !2912)
!2912 = distinct !DILocation(line: 805, column: 1, scope: !2826, inlinedAt: !2834)
!2913 = !DILocation(line: 0, scope: !2843, inlinedAt: !2912)
!2914 = !DILocation(line: 0, scope: !2865, inlinedAt: !2915)
!2915 = distinct !DILocation(line: 1919, column: 26, scope: !2843, inlinedAt: !2912)
!2916 = !DILocation(line: 0, scope: !2876, inlinedAt: !2917)
!2917 = distinct !DILocation(line: 255, column: 43, scope: !2865, inlinedAt: !2915)
!2918 = !DILocation(line: 0, scope: !2883, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 255, column: 68, scope: !2865, inlinedAt: !2915)
!2920 = !DILocation(line: 0, scope: !2893, inlinedAt: !2921)
!2921 = distinct !DILocation(line: 125, column: 30, scope: !2883, inlinedAt: !2919)
!2922 = !DILocation(line: 429, column: 14, scope: !2876, inlinedAt: !2917)
!2923 = !DILocation(line: 0, scope: !2859, inlinedAt: !2912)
!2924 = !DILocation(line: 1920, column: 16, scope: !2859, inlinedAt: !2912)
!2925 = !DILocation(line: 568, column: 14, scope: !2893, inlinedAt: !2921)
!2926 = !DILocation(line: 0, scope: !1503, inlinedAt: !2927)
!2927 = distinct !DILocation(line: 1921, column: 24, scope: !2859, inlinedAt: !2912)
!2928 = !DILocation(line: 0, scope: !1512, inlinedAt: !2929)
!2929 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2927)
!2930 = !DILocation(line: 0, scope: !1520, inlinedAt: !2931)
!2931 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2929)
!2932 = !DILocation(line: 0, scope: !1529, inlinedAt: !2933)
!2933 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2931)
!2934 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2933)
!2935 = !DILocation(line: 1920, column: 13, scope: !2859, inlinedAt: !2912)
!2936 = !DILocalVariable(name: "self", arg: 1, scope: !2937, file: !979, line: 1913, type: !2940)
!2937 = distinct !DISubprogram(name: "drop<std::io::error::Custom, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2e4113f148ffd916E", scope: !1434, file: !979, line: 1913, type: !2938, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2955, retainedNodes: !2941)
!2938 = !DISubroutineType(types: !2939)
!2939 = !{null, !2940}
!2940 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !451, size: 64, align: 64, dwarfAddressSpace: 0)
!2941 = !{!2936, !2942, !2942, !2953}
!2942 = !DILocalVariable(name: "ptr", scope: !2943, file: !979, line: 1916, type: !2944, align: 64)
!2943 = distinct !DILexicalBlock(scope: !2937, file: !979, line: 1916, column: 9)
!2944 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<std::io::error::Custom>", scope: !136, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2945, templateParams: !2821, identifier: "2a6dc4f46575480727e2e2fcd7184dbd")
!2945 = !{!2946, !2951}
!2946 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2944, file: !2, baseType: !2947, size: 64, align: 64, flags: DIFlagPrivate)
!2947 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<std::io::error::Custom>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2948, templateParams: !2821, identifier: "27b44cab5b1d1849304c6ddb3fb66302")
!2948 = !{!2949}
!2949 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2947, file: !2, baseType: !2950, size: 64, align: 64, flags: DIFlagPrivate)
!2950 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const std::io::error::Custom", baseType: !452, size: 64, align: 64, dwarfAddressSpace: 0)
!2951 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !2944, file: !2, baseType: !2952, align: 8, offset: 64, flags: DIFlagPrivate)
!2952 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::Custom>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !2821, identifier: "73a1c622db2f419c5739f1d7f60ad822")
!2953 = !DILocalVariable(name: "layout", scope: !2954, file: !979, line: 1919, type: !996, align: 64)
!2954 = distinct !DILexicalBlock(scope: !2943, file: !979, line: 1919, column: 13)
!2955 = !{!2822, !117}
!2956 = !DILocation(line: 0, scope: !2937, inlinedAt: !2957)
!2957 = distinct !DILocation(line: 805, column: 1, scope: !2806, inlinedAt: !2814)
!2958 = !DILocation(line: 0, scope: !2954, inlinedAt: !2957)
!2959 = !DILocation(line: 0, scope: !2943, inlinedAt: !2957)
!2960 = !DILocation(line: 0, scope: !1503, inlinedAt: !2961)
!2961 = distinct !DILocation(line: 1921, column: 24, scope: !2954, inlinedAt: !2957)
!2962 = !DILocation(line: 0, scope: !1512, inlinedAt: !2963)
!2963 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2961)
!2964 = !DILocation(line: 0, scope: !1520, inlinedAt: !2965)
!2965 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2963)
!2966 = !DILocation(line: 0, scope: !1529, inlinedAt: !2967)
!2967 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2965)
!2968 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2967)
!2969 = !DILocation(line: 0, scope: !2937, inlinedAt: !2970)
!2970 = distinct !DILocation(line: 805, column: 1, scope: !2806, inlinedAt: !2814)
!2971 = !DILocation(line: 0, scope: !2954, inlinedAt: !2970)
!2972 = !DILocation(line: 0, scope: !2943, inlinedAt: !2970)
!2973 = !DILocation(line: 0, scope: !1503, inlinedAt: !2974)
!2974 = distinct !DILocation(line: 1921, column: 24, scope: !2954, inlinedAt: !2970)
!2975 = !DILocation(line: 0, scope: !1512, inlinedAt: !2976)
!2976 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !2974)
!2977 = !DILocation(line: 0, scope: !1520, inlinedAt: !2978)
!2978 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !2976)
!2979 = !DILocation(line: 0, scope: !1529, inlinedAt: !2980)
!2980 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !2978)
!2981 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !2980)
!2982 = !DILocation(line: 805, column: 1, scope: !2798, inlinedAt: !2804)
!2983 = distinct !DISubprogram(name: "drop_in_place<std::thread::lifecycle::ThreadInit>", linkageName: "_ZN4core3ptr55drop_in_place$LT$std..thread..lifecycle..ThreadInit$GT$17h2447a0ff04e9f4b2E", scope: !72, file: !1300, line: 805, type: !2984, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2993, retainedNodes: !2991)
!2984 = !DISubroutineType(types: !2985)
!2985 = !{null, !2986}
!2986 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::ThreadInit", baseType: !2987, size: 64, align: 64, dwarfAddressSpace: 0)
!2987 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadInit", scope: !14, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !2988, templateParams: !43, identifier: "772389f7cf07027866fbdbdfe7ae307a")
!2988 = !{!2989, !2990}
!2989 = !DIDerivedType(tag: DW_TAG_member, name: "handle", scope: !2987, file: !2, baseType: !220, size: 64, align: 64, flags: DIFlagPublic)
!2990 = !DIDerivedType(tag: DW_TAG_member, name: "rust_start", scope: !2987, file: !2, baseType: !160, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2991 = !{!2992}
!2992 = !DILocalVariable(arg: 1, scope: !2983, file: !1300, line: 805, type: !2986)
!2993 = !{!2994}
!2994 = !DITemplateTypeParameter(name: "T", type: !2987)
!2995 = !DILocation(line: 0, scope: !2983)
!2996 = !{!2997}
!2997 = distinct !{!2997, !2998, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!2998 = distinct !{!2998, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!2999 = !DILocation(line: 805, column: 1, scope: !2983)
!3000 = !DILocalVariable(arg: 1, scope: !3001, file: !1300, line: 805, type: !3004)
!3001 = distinct !DISubprogram(name: "drop_in_place<std::thread::thread::Thread>", linkageName: "_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E", scope: !72, file: !1300, line: 805, type: !3002, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3006, retainedNodes: !3005)
!3002 = !DISubroutineType(types: !3003)
!3003 = !{null, !3004}
!3004 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::thread::Thread", baseType: !220, size: 64, align: 64, dwarfAddressSpace: 0)
!3005 = !{!3000}
!3006 = !{!3007}
!3007 = !DITemplateTypeParameter(name: "T", type: !220)
!3008 = !DILocation(line: 0, scope: !3001, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 805, column: 1, scope: !2983)
!3010 = !{!3011}
!3011 = distinct !{!3011, !3012, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!3012 = distinct !{!3012, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!3013 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !3009)
!3014 = !DILocalVariable(arg: 1, scope: !3015, file: !1300, line: 805, type: !3018)
!3015 = distinct !DISubprogram(name: "drop_in_place<core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>>", linkageName: "_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E", scope: !72, file: !1300, line: 805, type: !3016, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3020, retainedNodes: !3019)
!3016 = !DISubroutineType(types: !3017)
!3017 = !{null, !3018}
!3018 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", baseType: !224, size: 64, align: 64, dwarfAddressSpace: 0)
!3019 = !{!3014}
!3020 = !{!3021}
!3021 = !DITemplateTypeParameter(name: "T", type: !224)
!3022 = !DILocation(line: 0, scope: !3015, inlinedAt: !3023)
!3023 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !3009)
!3024 = !{!3025}
!3025 = distinct !{!3025, !3026, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!3026 = distinct !{!3026, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!3027 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !3023)
!3028 = !DILocalVariable(arg: 1, scope: !3029, file: !1300, line: 805, type: !3032)
!3029 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", linkageName: "_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE", scope: !72, file: !1300, line: 805, type: !3030, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3034, retainedNodes: !3033)
!3030 = !DISubroutineType(types: !3031)
!3031 = !{null, !3032}
!3032 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !228, size: 64, align: 64, dwarfAddressSpace: 0)
!3033 = !{!3028}
!3034 = !{!3035}
!3035 = !DITemplateTypeParameter(name: "T", type: !228)
!3036 = !DILocation(line: 0, scope: !3029, inlinedAt: !3037)
!3037 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !3023)
!3038 = !{!3039}
!3039 = distinct !{!3039, !3040, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!3040 = distinct !{!3040, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!3041 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !3037)
!3042 = !DILocalVariable(name: "self", arg: 1, scope: !3043, file: !1341, line: 2807, type: !3046)
!3043 = distinct !DISubprogram(name: "drop<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E", scope: !1574, file: !1341, line: 2807, type: !3044, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !310, retainedNodes: !3047)
!3044 = !DISubroutineType(types: !3045)
!3045 = !{null, !3046}
!3046 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !228, size: 64, align: 64, dwarfAddressSpace: 0)
!3047 = !{!3042}
!3048 = !DILocation(line: 0, scope: !3043, inlinedAt: !3049)
!3049 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !3037)
!3050 = !DILocalVariable(name: "self", arg: 1, scope: !3051, file: !1341, line: 2098, type: !3046)
!3051 = distinct !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hd5de47a7adfea8b5E", scope: !228, file: !1341, line: 2098, type: !3052, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !310, declaration: !3056, retainedNodes: !3057)
!3052 = !DISubroutineType(types: !3053)
!3053 = !{!3054, !3055}
!3054 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::ArcInner<std::thread::thread::Inner>", baseType: !235, size: 64, align: 64, dwarfAddressSpace: 0)
!3055 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !228, size: 64, align: 64, dwarfAddressSpace: 0)
!3056 = !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hd5de47a7adfea8b5E", scope: !228, file: !1341, line: 2098, type: !3052, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !310)
!3057 = !{!3050}
!3058 = !DILocation(line: 0, scope: !3051, inlinedAt: !3059)
!3059 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !3049)
!3060 = !DILocalVariable(name: "val", scope: !3061, file: !1583, line: 3165, type: !9, align: 64)
!3061 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !3062)
!3062 = !{!3063, !3060, !3064}
!3063 = !DILocalVariable(name: "self", arg: 1, scope: !3061, file: !1583, line: 3165, type: !1586)
!3064 = !DILocalVariable(name: "order", scope: !3061, file: !1583, line: 3165, type: !623, align: 8)
!3065 = !DILocation(line: 0, scope: !3061, inlinedAt: !3066)
!3066 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !3049)
!3067 = !DILocalVariable(name: "val", scope: !3068, file: !1583, line: 3936, type: !9, align: 64)
!3068 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !3069)
!3069 = !{!3070, !3067, !3071}
!3070 = !DILocalVariable(name: "dst", arg: 1, scope: !3068, file: !1583, line: 3936, type: !1597)
!3071 = !DILocalVariable(name: "order", scope: !3068, file: !1583, line: 3936, type: !623, align: 8)
!3072 = !DILocation(line: 0, scope: !3068, inlinedAt: !3073)
!3073 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !3066)
!3074 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !3080)
!3075 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h44eb471078b334e1E", scope: !231, file: !1361, line: 440, type: !3076, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !303, declaration: !3079)
!3076 = !DISubroutineType(types: !3077)
!3077 = !{!3054, !3078}
!3078 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<alloc::sync::ArcInner<std::thread::thread::Inner>>", baseType: !231, size: 64, align: 64, dwarfAddressSpace: 0)
!3079 = !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h44eb471078b334e1E", scope: !231, file: !1361, line: 440, type: !3076, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !303)
!3080 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !3059)
!3081 = !{!3039, !3025, !3011, !2997}
!3082 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !3066)
!3083 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !3073)
!3084 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !3049)
!3085 = !DILocation(line: 0, scope: !1614, inlinedAt: !3086)
!3086 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !3049)
!3087 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3086)
!3088 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !3049)
!3089 = !DILocation(line: 0, scope: !2243, inlinedAt: !3090)
!3090 = distinct !DILocation(line: 805, column: 1, scope: !2983)
!3091 = !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !3090)
!3092 = !DILocation(line: 0, scope: !2252, inlinedAt: !3093)
!3093 = distinct !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !3090)
!3094 = !DILocation(line: 0, scope: !2258, inlinedAt: !3093)
!3095 = !DILocation(line: 0, scope: !2280, inlinedAt: !3096)
!3096 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !3093)
!3097 = !DILocation(line: 0, scope: !2291, inlinedAt: !3098)
!3098 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !3096)
!3099 = !DILocation(line: 0, scope: !2298, inlinedAt: !3100)
!3100 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !3096)
!3101 = !DILocation(line: 0, scope: !2308, inlinedAt: !3102)
!3102 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !3100)
!3103 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !3098)
!3104 = !DILocation(line: 0, scope: !2274, inlinedAt: !3093)
!3105 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !3093)
!3106 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !3102)
!3107 = !DILocation(line: 0, scope: !1503, inlinedAt: !3108)
!3108 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !3093)
!3109 = !DILocation(line: 0, scope: !1512, inlinedAt: !3110)
!3110 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3108)
!3111 = !DILocation(line: 0, scope: !1520, inlinedAt: !3112)
!3112 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3110)
!3113 = !DILocation(line: 0, scope: !1529, inlinedAt: !3114)
!3114 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3112)
!3115 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3114)
!3116 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !3093)
!3117 = !DILocation(line: 0, scope: !2252, inlinedAt: !3118)
!3118 = distinct !DILocation(line: 805, column: 1, scope: !2243, inlinedAt: !3090)
!3119 = !DILocation(line: 0, scope: !2258, inlinedAt: !3118)
!3120 = !DILocation(line: 0, scope: !2280, inlinedAt: !3121)
!3121 = distinct !DILocation(line: 1919, column: 26, scope: !2258, inlinedAt: !3118)
!3122 = !DILocation(line: 0, scope: !2291, inlinedAt: !3123)
!3123 = distinct !DILocation(line: 255, column: 43, scope: !2280, inlinedAt: !3121)
!3124 = !DILocation(line: 0, scope: !2298, inlinedAt: !3125)
!3125 = distinct !DILocation(line: 255, column: 68, scope: !2280, inlinedAt: !3121)
!3126 = !DILocation(line: 0, scope: !2308, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 125, column: 30, scope: !2298, inlinedAt: !3125)
!3128 = !DILocation(line: 429, column: 14, scope: !2291, inlinedAt: !3123)
!3129 = !DILocation(line: 0, scope: !2274, inlinedAt: !3118)
!3130 = !DILocation(line: 1920, column: 16, scope: !2274, inlinedAt: !3118)
!3131 = !DILocation(line: 568, column: 14, scope: !2308, inlinedAt: !3127)
!3132 = !DILocation(line: 0, scope: !1503, inlinedAt: !3133)
!3133 = distinct !DILocation(line: 1921, column: 24, scope: !2274, inlinedAt: !3118)
!3134 = !DILocation(line: 0, scope: !1512, inlinedAt: !3135)
!3135 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3133)
!3136 = !DILocation(line: 0, scope: !1520, inlinedAt: !3137)
!3137 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3135)
!3138 = !DILocation(line: 0, scope: !1529, inlinedAt: !3139)
!3139 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3137)
!3140 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3139)
!3141 = !DILocation(line: 1920, column: 13, scope: !2274, inlinedAt: !3118)
!3142 = distinct !DISubprogram(name: "drop_in_place<std::thread::spawnhook::ChildSpawnHooks>", linkageName: "_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h4ccdd6786a2d28e8E", scope: !72, file: !1300, line: 805, type: !3143, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3148, retainedNodes: !3146)
!3143 = !DISubroutineType(types: !3144)
!3144 = !{null, !3145}
!3145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::spawnhook::ChildSpawnHooks", baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!3146 = !{!3147}
!3147 = !DILocalVariable(arg: 1, scope: !3142, file: !1300, line: 805, type: !3145)
!3148 = !{!3149}
!3149 = !DITemplateTypeParameter(name: "T", type: !49)
!3150 = !DILocation(line: 0, scope: !3142)
!3151 = !DILocation(line: 805, column: 1, scope: !3142)
!3152 = !DILocalVariable(arg: 1, scope: !3153, file: !1300, line: 805, type: !3156)
!3153 = distinct !DISubprogram(name: "drop_in_place<std::thread::spawnhook::SpawnHooks>", linkageName: "_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hd4823c8366ba425cE", scope: !72, file: !1300, line: 805, type: !3154, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3158, retainedNodes: !3157)
!3154 = !DISubroutineType(types: !3155)
!3155 = !{null, !3156}
!3156 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::spawnhook::SpawnHooks", baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!3157 = !{!3152}
!3158 = !{!3159}
!3159 = !DITemplateTypeParameter(name: "T", type: !53)
!3160 = !DILocation(line: 0, scope: !3153, inlinedAt: !3161)
!3161 = distinct !DILocation(line: 805, column: 1, scope: !3142)
!3162 = !DILocation(line: 805, column: 1, scope: !3153, inlinedAt: !3161)
!3163 = !{!3164}
!3164 = distinct !{!3164, !3165, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h1d58878c7a60ee8eE: %_1"}
!3165 = distinct !{!3165, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h1d58878c7a60ee8eE"}
!3166 = !DILocalVariable(arg: 1, scope: !3167, file: !1300, line: 805, type: !3170)
!3167 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h1d58878c7a60ee8eE", scope: !72, file: !1300, line: 805, type: !3168, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3172, retainedNodes: !3171)
!3168 = !DISubroutineType(types: !3169)
!3169 = !{null, !3170}
!3170 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", baseType: !56, size: 64, align: 64, dwarfAddressSpace: 0)
!3171 = !{!3166}
!3172 = !{!3173}
!3173 = !DITemplateTypeParameter(name: "T", type: !56)
!3174 = !DILocation(line: 0, scope: !3167, inlinedAt: !3175)
!3175 = distinct !DILocation(line: 805, column: 1, scope: !3153, inlinedAt: !3161)
!3176 = !DILocation(line: 805, column: 1, scope: !3167, inlinedAt: !3175)
!3177 = !{!3164, !3178}
!3178 = distinct !{!3178, !3179, !"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hd4823c8366ba425cE: %_1"}
!3179 = distinct !{!3179, !"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hd4823c8366ba425cE"}
!3180 = !DILocalVariable(arg: 1, scope: !3181, file: !1300, line: 805, type: !3184)
!3181 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h2ec0960323e1a3c1E", scope: !72, file: !1300, line: 805, type: !3182, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !63, retainedNodes: !3185)
!3182 = !DISubroutineType(types: !3183)
!3183 = !{null, !3184}
!3184 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", baseType: !65, size: 64, align: 64, dwarfAddressSpace: 0)
!3185 = !{!3180}
!3186 = !DILocation(line: 0, scope: !3181, inlinedAt: !3187)
!3187 = distinct !DILocation(line: 805, column: 1, scope: !3167, inlinedAt: !3175)
!3188 = !DILocalVariable(name: "self", arg: 1, scope: !3189, file: !1341, line: 2807, type: !3192)
!3189 = distinct !DISubprogram(name: "drop<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb17e4cb866c28916E", scope: !1574, file: !1341, line: 2807, type: !3190, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !116, retainedNodes: !3193)
!3190 = !DISubroutineType(types: !3191)
!3191 = !{null, !3192}
!3192 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", baseType: !65, size: 64, align: 64, dwarfAddressSpace: 0)
!3193 = !{!3188}
!3194 = !DILocation(line: 0, scope: !3189, inlinedAt: !3195)
!3195 = distinct !DILocation(line: 805, column: 1, scope: !3181, inlinedAt: !3187)
!3196 = !DILocalVariable(name: "val", scope: !3197, file: !1583, line: 3165, type: !9, align: 64)
!3197 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !3198)
!3198 = !{!3199, !3196, !3200}
!3199 = !DILocalVariable(name: "self", arg: 1, scope: !3197, file: !1583, line: 3165, type: !1586)
!3200 = !DILocalVariable(name: "order", scope: !3197, file: !1583, line: 3165, type: !623, align: 8)
!3201 = !DILocation(line: 0, scope: !3197, inlinedAt: !3202)
!3202 = distinct !DILocation(line: 2811, column: 32, scope: !3189, inlinedAt: !3195)
!3203 = !DILocalVariable(name: "val", scope: !3204, file: !1583, line: 3936, type: !9, align: 64)
!3204 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !3205)
!3205 = !{!3206, !3203, !3207}
!3206 = !DILocalVariable(name: "dst", arg: 1, scope: !3204, file: !1583, line: 3936, type: !1597)
!3207 = !DILocalVariable(name: "order", scope: !3204, file: !1583, line: 3936, type: !623, align: 8)
!3208 = !DILocation(line: 0, scope: !3204, inlinedAt: !3209)
!3209 = distinct !DILocation(line: 3167, column: 26, scope: !3197, inlinedAt: !3202)
!3210 = !DILocation(line: 3165, column: 30, scope: !3197, inlinedAt: !3202)
!3211 = !DILocation(line: 3942, column: 24, scope: !3204, inlinedAt: !3209)
!3212 = !{!3213, !3215, !3164}
!3213 = distinct !{!3213, !3214, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb17e4cb866c28916E: %self"}
!3214 = distinct !{!3214, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb17e4cb866c28916E"}
!3215 = distinct !{!3215, !3216, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h2ec0960323e1a3c1E: %_1"}
!3216 = distinct !{!3216, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h2ec0960323e1a3c1E"}
!3217 = !DILocation(line: 2811, column: 12, scope: !3189, inlinedAt: !3195)
!3218 = !DILocation(line: 0, scope: !1614, inlinedAt: !3219)
!3219 = distinct !DILocation(line: 64, column: 9, scope: !3189, inlinedAt: !3195)
!3220 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3219)
!3221 = !DILocation(line: 2854, column: 18, scope: !3189, inlinedAt: !3195)
!3222 = !{!3223}
!3223 = distinct !{!3223, !3224, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h1d58878c7a60ee8eE: %_1"}
!3224 = distinct !{!3224, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h1d58878c7a60ee8eE"}
!3225 = !DILocation(line: 0, scope: !3167, inlinedAt: !3226)
!3226 = distinct !DILocation(line: 805, column: 1, scope: !3153, inlinedAt: !3161)
!3227 = !DILocation(line: 805, column: 1, scope: !3167, inlinedAt: !3226)
!3228 = !{!3223, !3178}
!3229 = !DILocation(line: 0, scope: !3181, inlinedAt: !3230)
!3230 = distinct !DILocation(line: 805, column: 1, scope: !3167, inlinedAt: !3226)
!3231 = !DILocation(line: 0, scope: !3189, inlinedAt: !3232)
!3232 = distinct !DILocation(line: 805, column: 1, scope: !3181, inlinedAt: !3230)
!3233 = !DILocation(line: 0, scope: !3197, inlinedAt: !3234)
!3234 = distinct !DILocation(line: 2811, column: 32, scope: !3189, inlinedAt: !3232)
!3235 = !DILocation(line: 0, scope: !3204, inlinedAt: !3236)
!3236 = distinct !DILocation(line: 3167, column: 26, scope: !3197, inlinedAt: !3234)
!3237 = !DILocation(line: 3165, column: 30, scope: !3197, inlinedAt: !3234)
!3238 = !DILocation(line: 3942, column: 24, scope: !3204, inlinedAt: !3236)
!3239 = !{!3240, !3242, !3223}
!3240 = distinct !{!3240, !3241, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb17e4cb866c28916E: %self"}
!3241 = distinct !{!3241, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb17e4cb866c28916E"}
!3242 = distinct !{!3242, !3243, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h2ec0960323e1a3c1E: %_1"}
!3243 = distinct !{!3243, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h2ec0960323e1a3c1E"}
!3244 = !DILocation(line: 2811, column: 12, scope: !3189, inlinedAt: !3232)
!3245 = !DILocation(line: 0, scope: !1614, inlinedAt: !3246)
!3246 = distinct !DILocation(line: 64, column: 9, scope: !3189, inlinedAt: !3232)
!3247 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3246)
!3248 = !DILocation(line: 2854, column: 18, scope: !3189, inlinedAt: !3232)
!3249 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$17h7abe1612cf88d150E", scope: !72, file: !1300, line: 805, type: !3250, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !354, retainedNodes: !3253)
!3250 = !DISubroutineType(types: !3251)
!3251 = !{null, !3252}
!3252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<threadres::Node, alloc::alloc::Global>", baseType: !356, size: 64, align: 64, dwarfAddressSpace: 0)
!3253 = !{!3254}
!3254 = !DILocalVariable(arg: 1, scope: !3249, file: !1300, line: 805, type: !3252)
!3255 = !DILocation(line: 0, scope: !3249)
!3256 = !DILocation(line: 805, column: 1, scope: !3249)
!3257 = !DILocalVariable(arg: 1, scope: !3258, file: !1300, line: 805, type: !987)
!3258 = distinct !DISubprogram(name: "drop_in_place<threadres::Node>", linkageName: "_ZN4core3ptr36drop_in_place$LT$threadres..Node$GT$17h260b790110cf5943E", scope: !72, file: !1300, line: 805, type: !3259, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !988, retainedNodes: !3261)
!3259 = !DISubroutineType(types: !3260)
!3260 = !{null, !987}
!3261 = !{!3257}
!3262 = !DILocation(line: 0, scope: !3258, inlinedAt: !3263)
!3263 = distinct !DILocation(line: 805, column: 1, scope: !3249)
!3264 = !DILocation(line: 0, scope: !1406, inlinedAt: !3265)
!3265 = distinct !DILocation(line: 805, column: 1, scope: !3258, inlinedAt: !3263)
!3266 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !3265)
!3267 = !{!3268, !3270}
!3268 = distinct !{!3268, !3269, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE: %_1"}
!3269 = distinct !{!3269, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$17h6c3578945559300aE"}
!3270 = distinct !{!3270, !3271, !"_ZN4core3ptr36drop_in_place$LT$threadres..Node$GT$17h260b790110cf5943E: %_1"}
!3271 = distinct !{!3271, !"_ZN4core3ptr36drop_in_place$LT$threadres..Node$GT$17h260b790110cf5943E"}
!3272 = !DILocalVariable(name: "self", arg: 1, scope: !3273, file: !979, line: 1913, type: !3276)
!3273 = distinct !DISubprogram(name: "drop<threadres::Node, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc8dfed78285eb2c1E", scope: !1434, file: !979, line: 1913, type: !3274, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3291, retainedNodes: !3277)
!3274 = !DISubroutineType(types: !3275)
!3275 = !{null, !3276}
!3276 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<threadres::Node, alloc::alloc::Global>", baseType: !356, size: 64, align: 64, dwarfAddressSpace: 0)
!3277 = !{!3272, !3278, !3278, !3289}
!3278 = !DILocalVariable(name: "ptr", scope: !3279, file: !979, line: 1916, type: !3280, align: 64)
!3279 = distinct !DILexicalBlock(scope: !3273, file: !979, line: 1916, column: 9)
!3280 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<threadres::Node>", scope: !136, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3281, templateParams: !988, identifier: "701f1909b5b44986adcc00af80013c94")
!3281 = !{!3282, !3287}
!3282 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !3280, file: !2, baseType: !3283, size: 64, align: 64, flags: DIFlagPrivate)
!3283 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<threadres::Node>", scope: !71, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3284, templateParams: !988, identifier: "87f31597c6db1066bc057047e642847d")
!3284 = !{!3285}
!3285 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !3283, file: !2, baseType: !3286, size: 64, align: 64, flags: DIFlagPrivate)
!3286 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const threadres::Node", baseType: !357, size: 64, align: 64, dwarfAddressSpace: 0)
!3287 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !3280, file: !2, baseType: !3288, align: 8, offset: 64, flags: DIFlagPrivate)
!3288 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<threadres::Node>", scope: !112, file: !2, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !988, identifier: "6a263f88286634d5b17636ccda244462")
!3289 = !DILocalVariable(name: "layout", scope: !3290, file: !979, line: 1919, type: !996, align: 64)
!3290 = distinct !DILexicalBlock(scope: !3279, file: !979, line: 1919, column: 13)
!3291 = !{!989, !117}
!3292 = !DILocation(line: 0, scope: !3273, inlinedAt: !3293)
!3293 = distinct !DILocation(line: 805, column: 1, scope: !3249)
!3294 = !DILocation(line: 0, scope: !3290, inlinedAt: !3293)
!3295 = !DILocation(line: 0, scope: !3279, inlinedAt: !3293)
!3296 = !DILocation(line: 0, scope: !1503, inlinedAt: !3297)
!3297 = distinct !DILocation(line: 1921, column: 24, scope: !3290, inlinedAt: !3293)
!3298 = !DILocation(line: 0, scope: !1512, inlinedAt: !3299)
!3299 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3297)
!3300 = !DILocation(line: 0, scope: !1520, inlinedAt: !3301)
!3301 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3299)
!3302 = !DILocation(line: 0, scope: !1529, inlinedAt: !3303)
!3303 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3301)
!3304 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3303)
!3305 = !DILocation(line: 0, scope: !3273, inlinedAt: !3306)
!3306 = distinct !DILocation(line: 805, column: 1, scope: !3249)
!3307 = !DILocation(line: 0, scope: !3290, inlinedAt: !3306)
!3308 = !DILocation(line: 0, scope: !3279, inlinedAt: !3306)
!3309 = !DILocation(line: 0, scope: !1503, inlinedAt: !3310)
!3310 = distinct !DILocation(line: 1921, column: 24, scope: !3290, inlinedAt: !3306)
!3311 = !DILocation(line: 0, scope: !1512, inlinedAt: !3312)
!3312 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3310)
!3313 = !DILocation(line: 0, scope: !1520, inlinedAt: !3314)
!3314 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3312)
!3315 = !DILocation(line: 0, scope: !1529, inlinedAt: !3316)
!3316 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3314)
!3317 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3316)
!3318 = !DILocation(line: 0, scope: !1422)
!3319 = !DILocation(line: 805, column: 1, scope: !1422)
!3320 = !DILocation(line: 0, scope: !1433, inlinedAt: !3321)
!3321 = distinct !DILocation(line: 805, column: 1, scope: !1422)
!3322 = !DILocation(line: 0, scope: !1440, inlinedAt: !3321)
!3323 = !DILocation(line: 0, scope: !1462, inlinedAt: !3324)
!3324 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !3321)
!3325 = !DILocation(line: 0, scope: !1474, inlinedAt: !3326)
!3326 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !3324)
!3327 = !DILocation(line: 0, scope: !1481, inlinedAt: !3328)
!3328 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !3324)
!3329 = !DILocation(line: 0, scope: !1492, inlinedAt: !3330)
!3330 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !3328)
!3331 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !3326)
!3332 = !DILocation(line: 0, scope: !1456, inlinedAt: !3321)
!3333 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !3321)
!3334 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !3330)
!3335 = !DILocation(line: 0, scope: !1503, inlinedAt: !3336)
!3336 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !3321)
!3337 = !DILocation(line: 0, scope: !1512, inlinedAt: !3338)
!3338 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3336)
!3339 = !DILocation(line: 0, scope: !1520, inlinedAt: !3340)
!3340 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3338)
!3341 = !DILocation(line: 0, scope: !1529, inlinedAt: !3342)
!3342 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3340)
!3343 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3342)
!3344 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !3321)
!3345 = !DILocation(line: 0, scope: !1433, inlinedAt: !3346)
!3346 = distinct !DILocation(line: 805, column: 1, scope: !1422)
!3347 = !DILocation(line: 0, scope: !1440, inlinedAt: !3346)
!3348 = !DILocation(line: 0, scope: !1462, inlinedAt: !3349)
!3349 = distinct !DILocation(line: 1919, column: 26, scope: !1440, inlinedAt: !3346)
!3350 = !DILocation(line: 0, scope: !1474, inlinedAt: !3351)
!3351 = distinct !DILocation(line: 255, column: 43, scope: !1462, inlinedAt: !3349)
!3352 = !DILocation(line: 0, scope: !1481, inlinedAt: !3353)
!3353 = distinct !DILocation(line: 255, column: 68, scope: !1462, inlinedAt: !3349)
!3354 = !DILocation(line: 0, scope: !1492, inlinedAt: !3355)
!3355 = distinct !DILocation(line: 125, column: 30, scope: !1481, inlinedAt: !3353)
!3356 = !DILocation(line: 429, column: 14, scope: !1474, inlinedAt: !3351)
!3357 = !DILocation(line: 0, scope: !1456, inlinedAt: !3346)
!3358 = !DILocation(line: 1920, column: 16, scope: !1456, inlinedAt: !3346)
!3359 = !DILocation(line: 568, column: 14, scope: !1492, inlinedAt: !3355)
!3360 = !DILocation(line: 0, scope: !1503, inlinedAt: !3361)
!3361 = distinct !DILocation(line: 1921, column: 24, scope: !1456, inlinedAt: !3346)
!3362 = !DILocation(line: 0, scope: !1512, inlinedAt: !3363)
!3363 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3361)
!3364 = !DILocation(line: 0, scope: !1520, inlinedAt: !3365)
!3365 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3363)
!3366 = !DILocation(line: 0, scope: !1529, inlinedAt: !3367)
!3367 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3365)
!3368 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3367)
!3369 = !DILocation(line: 1920, column: 13, scope: !1456, inlinedAt: !3346)
!3370 = distinct !DISubprogram(name: "drop_slow<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b84f7b1083b7bcfE", scope: !196, file: !1341, line: 2109, type: !2030, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !321, declaration: !3371, retainedNodes: !3372)
!3371 = !DISubprogram(name: "drop_slow<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b84f7b1083b7bcfE", scope: !196, file: !1341, line: 2109, type: !2030, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !321)
!3372 = !{!3373, !3374}
!3373 = !DILocalVariable(name: "self", arg: 1, scope: !3370, file: !1341, line: 2109, type: !2032)
!3374 = !DILocalVariable(name: "_weak", scope: !3375, file: !1341, line: 2115, type: !3376, align: 64)
!3375 = distinct !DILexicalBlock(scope: !3370, file: !1341, line: 2115, column: 9)
!3376 = !DICompositeType(tag: DW_TAG_structure_type, name: "Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", scope: !66, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3377, templateParams: !3380, identifier: "57c42bb951b37c34b764e65d0f4d0514")
!3377 = !{!3378, !3379}
!3378 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !3376, file: !2, baseType: !199, size: 64, align: 64, flags: DIFlagPrivate)
!3379 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !3376, file: !2, baseType: !1036, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!3380 = !{!315, !3381}
!3381 = !DITemplateTypeParameter(name: "A", type: !1036)
!3382 = !DILocation(line: 0, scope: !3370)
!3383 = !DILocation(line: 2115, column: 33, scope: !3370)
!3384 = !DILocation(line: 0, scope: !3375)
!3385 = !DILocation(line: 2120, column: 37, scope: !3375)
!3386 = !{!3387}
!3387 = distinct !{!3387, !3388, !"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h98a6d772fc9540bbE: %_1"}
!3388 = distinct !{!3388, !"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h98a6d772fc9540bbE"}
!3389 = !DILocation(line: 2120, column: 18, scope: !3375)
!3390 = !DILocalVariable(arg: 1, scope: !3391, file: !1300, line: 805, type: !3394)
!3391 = distinct !DISubprogram(name: "drop_in_place<std::thread::scoped::ScopeData>", linkageName: "_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h98a6d772fc9540bbE", scope: !72, file: !1300, line: 805, type: !3392, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !314, retainedNodes: !3395)
!3392 = !DISubroutineType(types: !3393)
!3393 = !{null, !3394}
!3394 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::scoped::ScopeData", baseType: !208, size: 64, align: 64, dwarfAddressSpace: 0)
!3395 = !{!3390}
!3396 = !DILocation(line: 0, scope: !3391, inlinedAt: !3397)
!3397 = distinct !DILocation(line: 2120, column: 18, scope: !3375)
!3398 = !{!3399}
!3399 = distinct !{!3399, !3400, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!3400 = distinct !{!3400, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!3401 = !DILocation(line: 805, column: 1, scope: !3391, inlinedAt: !3397)
!3402 = !DILocation(line: 0, scope: !3001, inlinedAt: !3403)
!3403 = distinct !DILocation(line: 805, column: 1, scope: !3391, inlinedAt: !3397)
!3404 = !{!3405}
!3405 = distinct !{!3405, !3406, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!3406 = distinct !{!3406, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!3407 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !3403)
!3408 = !DILocation(line: 0, scope: !3015, inlinedAt: !3409)
!3409 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !3403)
!3410 = !{!3411}
!3411 = distinct !{!3411, !3412, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!3412 = distinct !{!3412, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!3413 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !3409)
!3414 = !DILocation(line: 0, scope: !3029, inlinedAt: !3415)
!3415 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !3409)
!3416 = !{!3417}
!3417 = distinct !{!3417, !3418, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!3418 = distinct !{!3418, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!3419 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !3415)
!3420 = !DILocation(line: 0, scope: !3043, inlinedAt: !3421)
!3421 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !3415)
!3422 = !DILocation(line: 0, scope: !3051, inlinedAt: !3423)
!3423 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !3421)
!3424 = !DILocation(line: 0, scope: !3061, inlinedAt: !3425)
!3425 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !3421)
!3426 = !DILocation(line: 0, scope: !3068, inlinedAt: !3427)
!3427 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !3425)
!3428 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !3429)
!3429 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !3423)
!3430 = !{!3417, !3411, !3405, !3399, !3387}
!3431 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !3425)
!3432 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !3427)
!3433 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !3421)
!3434 = !DILocation(line: 0, scope: !1614, inlinedAt: !3435)
!3435 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !3421)
!3436 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3435)
!3437 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !3421)
!3438 = !DILocalVariable(arg: 1, scope: !3439, file: !1300, line: 805, type: !3442)
!3439 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>>", linkageName: "_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hb1aee488454b5b06E", scope: !72, file: !1300, line: 805, type: !3440, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3444, retainedNodes: !3443)
!3440 = !DISubroutineType(types: !3441)
!3441 = !{null, !3442}
!3442 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !3376, size: 64, align: 64, dwarfAddressSpace: 0)
!3443 = !{!3438}
!3444 = !{!3445}
!3445 = !DITemplateTypeParameter(name: "T", type: !3376)
!3446 = !DILocation(line: 0, scope: !3439, inlinedAt: !3447)
!3447 = distinct !DILocation(line: 2121, column: 5, scope: !3370)
!3448 = !DILocalVariable(name: "self", arg: 1, scope: !3449, file: !1341, line: 3468, type: !3453)
!3449 = distinct !DISubprogram(name: "drop<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..sync..Weak$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he8fbde2c6d04f8abE", scope: !3450, file: !1341, line: 3468, type: !3451, scopeLine: 3468, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3380, retainedNodes: !3454)
!3450 = !DINamespace(name: "{impl#52}", scope: !66)
!3451 = !DISubroutineType(types: !3452)
!3452 = !{null, !3453}
!3453 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !3376, size: 64, align: 64, dwarfAddressSpace: 0)
!3454 = !{!3448, !3455, !3455, !3461, !3461}
!3455 = !DILocalVariable(name: "inner", scope: !3456, file: !1341, line: 3477, type: !3457, align: 64)
!3456 = distinct !DILexicalBlock(scope: !3449, file: !1341, line: 3477, column: 9)
!3457 = !DICompositeType(tag: DW_TAG_structure_type, name: "WeakInner", scope: !66, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !3458, templateParams: !43, identifier: "3fb1708ff1a23a641418ae7877df0780")
!3458 = !{!3459, !3460}
!3459 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !3457, file: !2, baseType: !1586, size: 64, align: 64, flags: DIFlagPrivate)
!3460 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !3457, file: !2, baseType: !1586, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!3461 = !DILocalVariable(name: "inner", scope: !3462, file: !1341, line: 3477, type: !3457, align: 64)
!3462 = distinct !DILexicalBlock(scope: !3449, file: !1341, line: 3477, column: 55)
!3463 = !DILocation(line: 0, scope: !3449, inlinedAt: !3464)
!3464 = distinct !DILocation(line: 805, column: 1, scope: !3439, inlinedAt: !3447)
!3465 = !DILocalVariable(name: "self", arg: 1, scope: !3466, file: !1341, line: 3325, type: !3453)
!3466 = distinct !DISubprogram(name: "inner<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h429597db8d4e7fa4E", scope: !3376, file: !1341, line: 3325, type: !3467, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3380, declaration: !3483, retainedNodes: !3484)
!3467 = !DISubroutineType(types: !3468)
!3468 = !{!3469, !3482}
!3469 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::WeakInner>", scope: !57, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3470, templateParams: !43, identifier: "e465991810dac75a84e4c72a6b4fc453")
!3470 = !{!3471}
!3471 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3469, file: !2, size: 128, align: 64, elements: !3472, templateParams: !43, identifier: "8052219ee73fd0d7c67d9e8d476388b4", discriminator: !3481)
!3472 = !{!3473, !3477}
!3473 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !3471, file: !2, baseType: !3474, size: 128, align: 64, extraData: i64 0)
!3474 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !3469, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !3475, identifier: "324806d74fb9eaa6a700272c15d336eb")
!3475 = !{!3476}
!3476 = !DITemplateTypeParameter(name: "T", type: !3457)
!3477 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !3471, file: !2, baseType: !3478, size: 128, align: 64)
!3478 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !3469, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3479, templateParams: !3475, identifier: "752bd2e924b53a0130f76d30b160b008")
!3479 = !{!3480}
!3480 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3478, file: !2, baseType: !3457, size: 128, align: 64, flags: DIFlagPublic)
!3481 = !DIDerivedType(tag: DW_TAG_member, scope: !3469, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3482 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !3376, size: 64, align: 64, dwarfAddressSpace: 0)
!3483 = !DISubprogram(name: "inner<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h429597db8d4e7fa4E", scope: !3376, file: !1341, line: 3325, type: !3467, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !3380)
!3484 = !{!3465, !3485}
!3485 = !DILocalVariable(name: "ptr", scope: !3486, file: !1341, line: 3326, type: !3487, align: 64)
!3486 = distinct !DILexicalBlock(scope: !3466, file: !1341, line: 3326, column: 9)
!3487 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::ArcInner<std::thread::scoped::ScopeData>", baseType: !203, size: 64, align: 64, dwarfAddressSpace: 0)
!3488 = !DILocation(line: 0, scope: !3466, inlinedAt: !3489)
!3489 = distinct !DILocation(line: 3477, column: 47, scope: !3462, inlinedAt: !3464)
!3490 = !DILocalVariable(name: "val", scope: !3491, file: !1583, line: 3165, type: !9, align: 64)
!3491 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !3492)
!3492 = !{!3493, !3490, !3494}
!3493 = !DILocalVariable(name: "self", arg: 1, scope: !3491, file: !1583, line: 3165, type: !1586)
!3494 = !DILocalVariable(name: "order", scope: !3491, file: !1583, line: 3165, type: !623, align: 8)
!3495 = !DILocation(line: 0, scope: !3491, inlinedAt: !3496)
!3496 = distinct !DILocation(line: 3479, column: 23, scope: !3456, inlinedAt: !3464)
!3497 = !DILocalVariable(name: "val", scope: !3498, file: !1583, line: 3936, type: !9, align: 64)
!3498 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !3499)
!3499 = !{!3500, !3497, !3501}
!3500 = !DILocalVariable(name: "dst", arg: 1, scope: !3498, file: !1583, line: 3936, type: !1597)
!3501 = !DILocalVariable(name: "order", scope: !3498, file: !1583, line: 3936, type: !623, align: 8)
!3502 = !DILocation(line: 0, scope: !3498, inlinedAt: !3503)
!3503 = distinct !DILocation(line: 3167, column: 26, scope: !3491, inlinedAt: !3496)
!3504 = !DILocation(line: 0, scope: !3486, inlinedAt: !3489)
!3505 = !DILocation(line: 3327, column: 12, scope: !3486, inlinedAt: !3489)
!3506 = !DILocation(line: 3333, column: 69, scope: !3486, inlinedAt: !3489)
!3507 = !DILocation(line: 0, scope: !3456, inlinedAt: !3464)
!3508 = !DILocation(line: 0, scope: !3462, inlinedAt: !3464)
!3509 = !DILocation(line: 3942, column: 24, scope: !3498, inlinedAt: !3503)
!3510 = !DILocation(line: 3479, column: 12, scope: !3456, inlinedAt: !3464)
!3511 = !DILocation(line: 0, scope: !1614, inlinedAt: !3512)
!3512 = distinct !DILocation(line: 64, column: 9, scope: !3456, inlinedAt: !3464)
!3513 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3512)
!3514 = !DILocalVariable(name: "self", arg: 1, scope: !3515, file: !3516, line: 388, type: !3520)
!3515 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN48_$LT$$RF$A$u20$as$u20$core..alloc..Allocator$GT$10deallocate17hd864d5d5260eaad2E", scope: !3517, file: !3516, line: 388, type: !3518, scopeLine: 388, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !155, retainedNodes: !3521)
!3516 = !DIFile(filename: "library/core/src/alloc/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ef5fdd420c12591762e4494959e9e675")
!3517 = !DINamespace(name: "{impl#2}", scope: !998)
!3518 = !DISubroutineType(types: !3519)
!3519 = !{null, !3520, !139, !996}
!3520 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&alloc::alloc::Global", baseType: !1036, size: 64, align: 64, dwarfAddressSpace: 0)
!3521 = !{!3514, !3522, !3523}
!3522 = !DILocalVariable(name: "ptr", arg: 2, scope: !3515, file: !3516, line: 388, type: !139)
!3523 = !DILocalVariable(name: "layout", arg: 3, scope: !3515, file: !3516, line: 388, type: !996)
!3524 = !DILocation(line: 0, scope: !3515, inlinedAt: !3525)
!3525 = distinct !DILocation(line: 3491, column: 28, scope: !3456, inlinedAt: !3464)
!3526 = !DILocation(line: 0, scope: !1503, inlinedAt: !3527)
!3527 = distinct !DILocation(line: 390, column: 27, scope: !3515, inlinedAt: !3525)
!3528 = !DILocation(line: 0, scope: !1512, inlinedAt: !3529)
!3529 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3527)
!3530 = !DILocation(line: 0, scope: !1520, inlinedAt: !3531)
!3531 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3529)
!3532 = !DILocation(line: 0, scope: !1529, inlinedAt: !3533)
!3533 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3531)
!3534 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3533)
!3535 = !DILocation(line: 3479, column: 9, scope: !3456, inlinedAt: !3464)
!3536 = !DILocation(line: 0, scope: !3439, inlinedAt: !3537)
!3537 = distinct !DILocation(line: 2121, column: 5, scope: !3370)
!3538 = !DILocation(line: 0, scope: !3449, inlinedAt: !3539)
!3539 = distinct !DILocation(line: 805, column: 1, scope: !3439, inlinedAt: !3537)
!3540 = !DILocation(line: 0, scope: !3466, inlinedAt: !3541)
!3541 = distinct !DILocation(line: 3477, column: 47, scope: !3462, inlinedAt: !3539)
!3542 = !DILocation(line: 0, scope: !3491, inlinedAt: !3543)
!3543 = distinct !DILocation(line: 3479, column: 23, scope: !3456, inlinedAt: !3539)
!3544 = !DILocation(line: 0, scope: !3498, inlinedAt: !3545)
!3545 = distinct !DILocation(line: 3167, column: 26, scope: !3491, inlinedAt: !3543)
!3546 = !DILocation(line: 0, scope: !3486, inlinedAt: !3541)
!3547 = !DILocation(line: 3327, column: 12, scope: !3486, inlinedAt: !3541)
!3548 = !DILocation(line: 3333, column: 69, scope: !3486, inlinedAt: !3541)
!3549 = !DILocation(line: 0, scope: !3456, inlinedAt: !3539)
!3550 = !DILocation(line: 0, scope: !3462, inlinedAt: !3539)
!3551 = !DILocation(line: 3942, column: 24, scope: !3498, inlinedAt: !3545)
!3552 = !DILocation(line: 3479, column: 12, scope: !3456, inlinedAt: !3539)
!3553 = !DILocation(line: 0, scope: !1614, inlinedAt: !3554)
!3554 = distinct !DILocation(line: 64, column: 9, scope: !3456, inlinedAt: !3539)
!3555 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3554)
!3556 = !DILocation(line: 0, scope: !3515, inlinedAt: !3557)
!3557 = distinct !DILocation(line: 3491, column: 28, scope: !3456, inlinedAt: !3539)
!3558 = !DILocation(line: 0, scope: !1503, inlinedAt: !3559)
!3559 = distinct !DILocation(line: 390, column: 27, scope: !3515, inlinedAt: !3557)
!3560 = !DILocation(line: 0, scope: !1512, inlinedAt: !3561)
!3561 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3559)
!3562 = !DILocation(line: 0, scope: !1520, inlinedAt: !3563)
!3563 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3561)
!3564 = !DILocation(line: 0, scope: !1529, inlinedAt: !3565)
!3565 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3563)
!3566 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3565)
!3567 = !DILocation(line: 3479, column: 9, scope: !3456, inlinedAt: !3539)
!3568 = !DILocation(line: 2121, column: 6, scope: !3370)
!3569 = !DILocation(line: 2109, column: 5, scope: !3370)
!3570 = distinct !DISubprogram(name: "drop_slow<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE", scope: !173, file: !1341, line: 2109, type: !1575, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !3571, retainedNodes: !3572)
!3571 = !DISubprogram(name: "drop_slow<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17hd14f345f0d35097eE", scope: !173, file: !1341, line: 2109, type: !1575, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!3572 = !{!3573, !3574}
!3573 = !DILocalVariable(name: "self", arg: 1, scope: !3570, file: !1341, line: 2109, type: !1577)
!3574 = !DILocalVariable(name: "_weak", scope: !3575, file: !1341, line: 2115, type: !3576, align: 64)
!3575 = distinct !DILexicalBlock(scope: !3570, file: !1341, line: 2115, column: 9)
!3576 = !DICompositeType(tag: DW_TAG_structure_type, name: "Weak<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", scope: !66, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3577, templateParams: !3580, identifier: "1d48c0c2606aaa6817230ba16e4a362b")
!3577 = !{!3578, !3579}
!3578 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !3576, file: !2, baseType: !176, size: 64, align: 64, flags: DIFlagPrivate)
!3579 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !3576, file: !2, baseType: !1036, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!3580 = !{!407, !3381}
!3581 = !DILocation(line: 0, scope: !3570)
!3582 = !DILocation(line: 2115, column: 33, scope: !3570)
!3583 = !DILocation(line: 0, scope: !3575)
!3584 = !DILocation(line: 2120, column: 37, scope: !3575)
!3585 = !DILocation(line: 2120, column: 18, scope: !3575)
!3586 = !DILocalVariable(arg: 1, scope: !3587, file: !1300, line: 805, type: !3590)
!3587 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Weak<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>>", linkageName: "_ZN4core3ptr179drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h03dc1cd0019ad848E", scope: !72, file: !1300, line: 805, type: !3588, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3592, retainedNodes: !3591)
!3588 = !DISubroutineType(types: !3589)
!3589 = !{null, !3590}
!3590 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Weak<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", baseType: !3576, size: 64, align: 64, dwarfAddressSpace: 0)
!3591 = !{!3586}
!3592 = !{!3593}
!3593 = !DITemplateTypeParameter(name: "T", type: !3576)
!3594 = !DILocation(line: 0, scope: !3587, inlinedAt: !3595)
!3595 = distinct !DILocation(line: 2121, column: 5, scope: !3570)
!3596 = !DILocalVariable(name: "self", arg: 1, scope: !3597, file: !1341, line: 3468, type: !3600)
!3597 = distinct !DISubprogram(name: "drop<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..sync..Weak$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4c99df407f3f7b72E", scope: !3450, file: !1341, line: 3468, type: !3598, scopeLine: 3468, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3580, retainedNodes: !3601)
!3598 = !DISubroutineType(types: !3599)
!3599 = !{null, !3600}
!3600 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Weak<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", baseType: !3576, size: 64, align: 64, dwarfAddressSpace: 0)
!3601 = !{!3596, !3602, !3602, !3604, !3604}
!3602 = !DILocalVariable(name: "inner", scope: !3603, file: !1341, line: 3477, type: !3457, align: 64)
!3603 = distinct !DILexicalBlock(scope: !3597, file: !1341, line: 3477, column: 9)
!3604 = !DILocalVariable(name: "inner", scope: !3605, file: !1341, line: 3477, type: !3457, align: 64)
!3605 = distinct !DILexicalBlock(scope: !3597, file: !1341, line: 3477, column: 55)
!3606 = !DILocation(line: 0, scope: !3597, inlinedAt: !3607)
!3607 = distinct !DILocation(line: 805, column: 1, scope: !3587, inlinedAt: !3595)
!3608 = !DILocalVariable(name: "self", arg: 1, scope: !3609, file: !1341, line: 3325, type: !3600)
!3609 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h1dc097d905327822E", scope: !3576, file: !1341, line: 3325, type: !3610, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3580, declaration: !3613, retainedNodes: !3614)
!3610 = !DISubroutineType(types: !3611)
!3611 = !{!3469, !3612}
!3612 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Weak<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", baseType: !3576, size: 64, align: 64, dwarfAddressSpace: 0)
!3613 = !DISubprogram(name: "inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h1dc097d905327822E", scope: !3576, file: !1341, line: 3325, type: !3610, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !3580)
!3614 = !{!3608, !3615}
!3615 = !DILocalVariable(name: "ptr", scope: !3616, file: !1341, line: 3326, type: !3617, align: 64)
!3616 = distinct !DILexicalBlock(scope: !3609, file: !1341, line: 3326, column: 9)
!3617 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!3618 = !DILocation(line: 0, scope: !3609, inlinedAt: !3619)
!3619 = distinct !DILocation(line: 3477, column: 47, scope: !3605, inlinedAt: !3607)
!3620 = !DILocalVariable(name: "val", scope: !3621, file: !1583, line: 3165, type: !9, align: 64)
!3621 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !79, file: !1583, line: 3165, type: !1584, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !1587, retainedNodes: !3622)
!3622 = !{!3623, !3620, !3624}
!3623 = !DILocalVariable(name: "self", arg: 1, scope: !3621, file: !1583, line: 3165, type: !1586)
!3624 = !DILocalVariable(name: "order", scope: !3621, file: !1583, line: 3165, type: !623, align: 8)
!3625 = !DILocation(line: 0, scope: !3621, inlinedAt: !3626)
!3626 = distinct !DILocation(line: 3479, column: 23, scope: !3603, inlinedAt: !3607)
!3627 = !DILocalVariable(name: "val", scope: !3628, file: !1583, line: 3936, type: !9, align: 64)
!3628 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17hcc2ac8bd7a06f31fE", scope: !80, file: !1583, line: 3936, type: !1595, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !3629)
!3629 = !{!3630, !3627, !3631}
!3630 = !DILocalVariable(name: "dst", arg: 1, scope: !3628, file: !1583, line: 3936, type: !1597)
!3631 = !DILocalVariable(name: "order", scope: !3628, file: !1583, line: 3936, type: !623, align: 8)
!3632 = !DILocation(line: 0, scope: !3628, inlinedAt: !3633)
!3633 = distinct !DILocation(line: 3167, column: 26, scope: !3621, inlinedAt: !3626)
!3634 = !DILocation(line: 0, scope: !3616, inlinedAt: !3619)
!3635 = !DILocation(line: 3327, column: 12, scope: !3616, inlinedAt: !3619)
!3636 = !DILocation(line: 3333, column: 69, scope: !3616, inlinedAt: !3619)
!3637 = !DILocation(line: 0, scope: !3603, inlinedAt: !3607)
!3638 = !DILocation(line: 0, scope: !3605, inlinedAt: !3607)
!3639 = !DILocation(line: 3942, column: 24, scope: !3628, inlinedAt: !3633)
!3640 = !DILocation(line: 3479, column: 12, scope: !3603, inlinedAt: !3607)
!3641 = !DILocation(line: 0, scope: !1614, inlinedAt: !3642)
!3642 = distinct !DILocation(line: 64, column: 9, scope: !3603, inlinedAt: !3607)
!3643 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3642)
!3644 = !DILocation(line: 0, scope: !3515, inlinedAt: !3645)
!3645 = distinct !DILocation(line: 3491, column: 28, scope: !3603, inlinedAt: !3607)
!3646 = !DILocation(line: 0, scope: !1503, inlinedAt: !3647)
!3647 = distinct !DILocation(line: 390, column: 27, scope: !3515, inlinedAt: !3645)
!3648 = !DILocation(line: 0, scope: !1512, inlinedAt: !3649)
!3649 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3647)
!3650 = !DILocation(line: 0, scope: !1520, inlinedAt: !3651)
!3651 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3649)
!3652 = !DILocation(line: 0, scope: !1529, inlinedAt: !3653)
!3653 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3651)
!3654 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3653)
!3655 = !DILocation(line: 3479, column: 9, scope: !3603, inlinedAt: !3607)
!3656 = !DILocation(line: 0, scope: !3587, inlinedAt: !3657)
!3657 = distinct !DILocation(line: 2121, column: 5, scope: !3570)
!3658 = !DILocation(line: 0, scope: !3597, inlinedAt: !3659)
!3659 = distinct !DILocation(line: 805, column: 1, scope: !3587, inlinedAt: !3657)
!3660 = !DILocation(line: 0, scope: !3609, inlinedAt: !3661)
!3661 = distinct !DILocation(line: 3477, column: 47, scope: !3605, inlinedAt: !3659)
!3662 = !DILocation(line: 0, scope: !3621, inlinedAt: !3663)
!3663 = distinct !DILocation(line: 3479, column: 23, scope: !3603, inlinedAt: !3659)
!3664 = !DILocation(line: 0, scope: !3628, inlinedAt: !3665)
!3665 = distinct !DILocation(line: 3167, column: 26, scope: !3621, inlinedAt: !3663)
!3666 = !DILocation(line: 0, scope: !3616, inlinedAt: !3661)
!3667 = !DILocation(line: 3327, column: 12, scope: !3616, inlinedAt: !3661)
!3668 = !DILocation(line: 3333, column: 69, scope: !3616, inlinedAt: !3661)
!3669 = !DILocation(line: 0, scope: !3603, inlinedAt: !3659)
!3670 = !DILocation(line: 0, scope: !3605, inlinedAt: !3659)
!3671 = !DILocation(line: 3942, column: 24, scope: !3628, inlinedAt: !3665)
!3672 = !DILocation(line: 3479, column: 12, scope: !3603, inlinedAt: !3659)
!3673 = !DILocation(line: 0, scope: !1614, inlinedAt: !3674)
!3674 = distinct !DILocation(line: 64, column: 9, scope: !3603, inlinedAt: !3659)
!3675 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !3674)
!3676 = !DILocation(line: 0, scope: !3515, inlinedAt: !3677)
!3677 = distinct !DILocation(line: 3491, column: 28, scope: !3603, inlinedAt: !3659)
!3678 = !DILocation(line: 0, scope: !1503, inlinedAt: !3679)
!3679 = distinct !DILocation(line: 390, column: 27, scope: !3515, inlinedAt: !3677)
!3680 = !DILocation(line: 0, scope: !1512, inlinedAt: !3681)
!3681 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !3679)
!3682 = !DILocation(line: 0, scope: !1520, inlinedAt: !3683)
!3683 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !3681)
!3684 = !DILocation(line: 0, scope: !1529, inlinedAt: !3685)
!3685 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !3683)
!3686 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !3685)
!3687 = !DILocation(line: 3479, column: 9, scope: !3603, inlinedAt: !3659)
!3688 = !DILocation(line: 2121, column: 6, scope: !3570)
!3689 = !DILocation(line: 2109, column: 5, scope: !3570)
!3690 = distinct !DISubprogram(name: "fmt<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", linkageName: "_ZN67_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h37a64bc5bdb5cdb8E", scope: !3691, file: !979, line: 2198, type: !3692, scopeLine: 2198, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1457, retainedNodes: !3695)
!3691 = !DINamespace(name: "{impl#25}", scope: !981)
!3692 = !DISubroutineType(types: !3693)
!3693 = !{!1925, !3694, !1941}
!3694 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", baseType: !369, size: 64, align: 64, dwarfAddressSpace: 0)
!3695 = !{!3696, !3697}
!3696 = !DILocalVariable(name: "self", arg: 1, scope: !3690, file: !979, line: 2198, type: !3694)
!3697 = !DILocalVariable(name: "f", arg: 2, scope: !3690, file: !979, line: 2198, type: !1941)
!3698 = !DILocation(line: 0, scope: !3690)
!3699 = !DILocation(line: 2199, column: 25, scope: !3690)
!3700 = !DILocation(line: 2199, column: 9, scope: !3690)
!3701 = !DILocation(line: 2200, column: 6, scope: !3690)
!3702 = distinct !DISubprogram(name: "send_joined", linkageName: "_ZN9threadres11send_joined17h57194e383e522901E", scope: !39, file: !973, line: 25, type: !3703, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !3705)
!3703 = !DISubroutineType(types: !3704)
!3704 = !{!42, !42, !42}
!3705 = !{!3706, !3707, !3708, !3710}
!3706 = !DILocalVariable(name: "r", arg: 1, scope: !3702, file: !973, line: 25, type: !42)
!3707 = !DILocalVariable(name: "k", arg: 2, scope: !3702, file: !973, line: 25, type: !42)
!3708 = !DILocalVariable(name: "l", scope: !3709, file: !973, line: 26, type: !348, align: 64)
!3709 = distinct !DILexicalBlock(scope: !3702, file: !973, line: 26, column: 5)
!3710 = !DILocalVariable(name: "sum", scope: !3711, file: !973, line: 29, type: !3712, align: 64)
!3711 = distinct !DILexicalBlock(scope: !3709, file: !973, line: 29, column: 9)
!3712 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut threadres::W, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>) -> u64", baseType: !3713, size: 64, align: 64, dwarfAddressSpace: 0)
!3713 = !DISubroutineType(types: !3714)
!3714 = !{!42, !3715, !348}
!3715 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut threadres::W", baseType: !3716, size: 64, align: 64, dwarfAddressSpace: 0)
!3716 = !DICompositeType(tag: DW_TAG_structure_type, name: "W", scope: !39, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3717, templateParams: !43, identifier: "a642fe29a8012a111136c980f6a16fb1")
!3717 = !{!3718}
!3718 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !3716, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPublic)
!3719 = !DILocalVariable(name: "self", arg: 1, scope: !3720, file: !3721, line: 254, type: !3722)
!3720 = distinct !DISubprogram(name: "spawn_unchecked<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread7builder7Builder15spawn_unchecked17h1be68d550de02e60E", scope: !3722, file: !3721, line: 254, type: !3765, scopeLine: 254, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, declaration: !3796, retainedNodes: !3797)
!3721 = !DIFile(filename: "library/std/src/thread/builder.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5d5ace7c26f5ce5a28d4e4a2a875f174")
!3722 = !DICompositeType(tag: DW_TAG_structure_type, name: "Builder", scope: !3723, file: !2, size: 384, align: 64, flags: DIFlagPublic, elements: !3724, templateParams: !43, identifier: "123fac9c1631846bed96440770c53d8e")
!3723 = !DINamespace(name: "builder", scope: !15)
!3724 = !{!3725, !3752, !3764}
!3725 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !3722, file: !2, baseType: !3726, size: 192, align: 64, offset: 128, flags: DIFlagProtected)
!3726 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::string::String>", scope: !57, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3727, templateParams: !43, identifier: "49d1863e839a3182896d34ea65f0bc6")
!3727 = !{!3728}
!3728 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3726, file: !2, size: 192, align: 64, elements: !3729, templateParams: !43, identifier: "d3313c0ff8ed9069b2283ec38db192b8", discriminator: !3751)
!3729 = !{!3730, !3747}
!3730 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !3728, file: !2, baseType: !3731, size: 192, align: 64, extraData: i64 -9223372036854775808)
!3731 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !3726, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !3732, identifier: "d56e67cd8780041d746d751fe2646303")
!3732 = !{!3733}
!3733 = !DITemplateTypeParameter(name: "T", type: !3734)
!3734 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !3735, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3736, templateParams: !43, identifier: "bc53cb80a87db744310a1cd4bda01882")
!3735 = !DINamespace(name: "string", scope: !67)
!3736 = !{!3737}
!3737 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !3734, file: !2, baseType: !3738, size: 192, align: 64, flags: DIFlagPrivate)
!3738 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !125, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3739, templateParams: !3745, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!3739 = !{!3740, !3746}
!3740 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !3738, file: !2, baseType: !3741, size: 128, align: 64, flags: DIFlagPrivate)
!3741 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !129, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !3742, templateParams: !3745, identifier: "1786a941d613205182510ae0fe838410")
!3742 = !{!3743, !3744}
!3743 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !3741, file: !2, baseType: !132, size: 128, align: 64, flags: DIFlagPrivate)
!3744 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !3741, file: !2, baseType: !147, align: 8, offset: 128, flags: DIFlagPrivate)
!3745 = !{!145, !117}
!3746 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !3738, file: !2, baseType: !9, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!3747 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !3728, file: !2, baseType: !3748, size: 192, align: 64)
!3748 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !3726, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3749, templateParams: !3732, identifier: "3c3a503f4bad1a61526c9545514e8605")
!3749 = !{!3750}
!3750 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3748, file: !2, baseType: !3734, size: 192, align: 64, flags: DIFlagPublic)
!3751 = !DIDerivedType(tag: DW_TAG_member, scope: !3726, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3752 = !DIDerivedType(tag: DW_TAG_member, name: "stack_size", scope: !3722, file: !2, baseType: !3753, size: 128, align: 64, flags: DIFlagProtected)
!3753 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !57, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3754, templateParams: !43, identifier: "6f59025219977f466509bd4ae79a2945")
!3754 = !{!3755}
!3755 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3753, file: !2, size: 128, align: 64, elements: !3756, templateParams: !43, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !3763)
!3756 = !{!3757, !3759}
!3757 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !3755, file: !2, baseType: !3758, size: 128, align: 64, extraData: i64 0)
!3758 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !3753, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !88, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!3759 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !3755, file: !2, baseType: !3760, size: 128, align: 64, extraData: i64 1)
!3760 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !3753, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3761, templateParams: !88, identifier: "c70f2dfad93186ce146b7e80830727")
!3761 = !{!3762}
!3762 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3760, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3763 = !DIDerivedType(tag: DW_TAG_member, scope: !3753, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3764 = !DIDerivedType(tag: DW_TAG_member, name: "no_hooks", scope: !3722, file: !2, baseType: !761, size: 8, align: 8, offset: 320, flags: DIFlagProtected)
!3765 = !DISubroutineType(types: !3766)
!3766 = !{!3767, !3722, !37}
!3767 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::thread::join_handle::JoinHandle<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, std::io::error::Error>", scope: !340, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3768, templateParams: !43, identifier: "61252f64c8c0484b9fcb00158a9c0623")
!3768 = !{!3769}
!3769 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3767, file: !2, size: 192, align: 64, elements: !3770, templateParams: !43, identifier: "ae05d756cc35f94cbc1f004df387ff20", discriminator: !3795)
!3770 = !{!3771, !3791}
!3771 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3769, file: !2, baseType: !3772, size: 192, align: 64)
!3772 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3767, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3773, templateParams: !3789, identifier: "81b8c01c79fbae112c1c9c5baab828fb")
!3773 = !{!3774}
!3774 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3772, file: !2, baseType: !3775, size: 192, align: 64, flags: DIFlagPublic)
!3775 = !DICompositeType(tag: DW_TAG_structure_type, name: "JoinHandle<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !3776, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3777, templateParams: !405, identifier: "793aed612ba68c7fc6251826e067d5cc")
!3776 = !DINamespace(name: "join_handle", scope: !15)
!3777 = !{!3778}
!3778 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3775, file: !2, baseType: !3779, size: 192, align: 64, flags: DIFlagProtected)
!3779 = !DICompositeType(tag: DW_TAG_structure_type, name: "JoinInner<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !14, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !3780, templateParams: !405, identifier: "a743d5e307086376bd3d86c4cd6e0fe2")
!3780 = !{!3781, !3787, !3788}
!3781 = !DIDerivedType(tag: DW_TAG_member, name: "native", scope: !3779, file: !2, baseType: !3782, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!3782 = !DICompositeType(tag: DW_TAG_structure_type, name: "Thread", scope: !3783, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3785, templateParams: !43, identifier: "e8c1d139f76b654a68ba5f7b6defa260")
!3783 = !DINamespace(name: "unix", scope: !3784)
!3784 = !DINamespace(name: "thread", scope: !289)
!3785 = !{!3786}
!3786 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !3782, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!3787 = !DIDerivedType(tag: DW_TAG_member, name: "thread", scope: !3779, file: !2, baseType: !220, size: 64, align: 64, flags: DIFlagPrivate)
!3788 = !DIDerivedType(tag: DW_TAG_member, name: "packet", scope: !3779, file: !2, baseType: !173, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!3789 = !{!3790, !659}
!3790 = !DITemplateTypeParameter(name: "T", type: !3775)
!3791 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3769, file: !2, baseType: !3792, size: 192, align: 64, extraData: i64 0)
!3792 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3767, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3793, templateParams: !3789, identifier: "4a10b0e416c6a00f23572c0b61ae5de3")
!3793 = !{!3794}
!3794 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3792, file: !2, baseType: !422, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3795 = !DIDerivedType(tag: DW_TAG_member, scope: !3767, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3796 = !DISubprogram(name: "spawn_unchecked<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread7builder7Builder15spawn_unchecked17h1be68d550de02e60E", scope: !3722, file: !3721, line: 254, type: !3765, scopeLine: 254, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !959)
!3797 = !{!3719, !3798, !3799, !3801, !3802, !3803, !3818}
!3798 = !DILocalVariable(name: "f", arg: 2, scope: !3720, file: !3721, line: 254, type: !37)
!3799 = !DILocalVariable(name: "name", scope: !3800, file: !3721, line: 260, type: !3726, align: 64)
!3800 = distinct !DILexicalBlock(scope: !3720, file: !3721, line: 260, column: 9)
!3801 = !DILocalVariable(name: "stack_size", scope: !3800, file: !3721, line: 260, type: !3753, align: 64)
!3802 = !DILocalVariable(name: "no_hooks", scope: !3800, file: !3721, line: 260, type: !761, align: 8)
!3803 = !DILocalVariable(name: "residual", scope: !3804, file: !3721, line: 261, type: !3805, align: 64)
!3804 = distinct !DILexicalBlock(scope: !3800, file: !3721, line: 261, column: 86)
!3805 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, std::io::error::Error>", scope: !340, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3806, templateParams: !43, identifier: "72a8f6e01d4acb12907e0d0f75169e32")
!3806 = !{!3807}
!3807 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3805, file: !2, size: 64, align: 64, elements: !3808, templateParams: !43, identifier: "2ecc0e67d217039d3595447495a05485")
!3808 = !{!3809, !3814}
!3809 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3807, file: !2, baseType: !3810, size: 64, align: 64)
!3810 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3805, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3811, templateParams: !3813, identifier: "1a7bc56486e5c194122d748a02c45a15")
!3811 = !{!3812}
!3812 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3810, file: !2, baseType: !1074, align: 8, flags: DIFlagPublic)
!3813 = !{!1079, !659}
!3814 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3807, file: !2, baseType: !3815, size: 64, align: 64)
!3815 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3805, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3816, templateParams: !3813, identifier: "61a285588f9a0c215292e288748f1334")
!3816 = !{!3817}
!3817 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3815, file: !2, baseType: !422, size: 64, align: 64, flags: DIFlagPublic)
!3818 = !DILocalVariable(name: "val", scope: !3819, file: !3721, line: 261, type: !3779, align: 64)
!3819 = distinct !DILexicalBlock(scope: !3800, file: !3721, line: 261, column: 86)
!3820 = !DILocation(line: 254, column: 41, scope: !3720, inlinedAt: !3821)
!3821 = distinct !DILocation(line: 191, column: 23, scope: !3822, inlinedAt: !3827)
!3822 = distinct !DISubprogram(name: "spawn<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread7builder7Builder5spawn17h57c8e50a95d24c1eE", scope: !3722, file: !3721, line: 185, type: !3765, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, declaration: !3823, retainedNodes: !3824)
!3823 = !DISubprogram(name: "spawn<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread7builder7Builder5spawn17h57c8e50a95d24c1eE", scope: !3722, file: !3721, line: 185, type: !3765, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !959)
!3824 = !{!3825, !3826}
!3825 = !DILocalVariable(name: "self", arg: 1, scope: !3822, file: !3721, line: 185, type: !3722)
!3826 = !DILocalVariable(name: "f", arg: 2, scope: !3822, file: !3721, line: 185, type: !37)
!3827 = !DILocation(line: 131, column: 20, scope: !3828, inlinedAt: !3835)
!3828 = distinct !DISubprogram(name: "spawn<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9functions5spawn17h3bfa0f5b32a57e6eE", scope: !3830, file: !3829, line: 125, type: !3831, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !3833)
!3829 = !DIFile(filename: "library/std/src/thread/functions.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7697548f80973ff2b1a9a328f6458f4b")
!3830 = !DINamespace(name: "functions", scope: !15)
!3831 = !DISubroutineType(types: !3832)
!3832 = !{!3775, !37}
!3833 = !{!3834}
!3834 = !DILocalVariable(name: "f", arg: 1, scope: !3828, file: !3829, line: 125, type: !37)
!3835 = !DILocation(line: 26, column: 13, scope: !3702)
!3836 = !DILocation(line: 185, column: 24, scope: !3822, inlinedAt: !3827)
!3837 = !DILocation(line: 0, scope: !3702)
!3838 = !DILocation(line: 0, scope: !3828, inlinedAt: !3835)
!3839 = !DILocation(line: 0, scope: !3822, inlinedAt: !3827)
!3840 = !DILocation(line: 0, scope: !3720, inlinedAt: !3821)
!3841 = !DILocation(line: 260, column: 23, scope: !3720, inlinedAt: !3821)
!3842 = !DILocation(line: 260, column: 23, scope: !3800, inlinedAt: !3821)
!3843 = !{!3844}
!3844 = distinct !{!3844, !3845, !"_ZN3std6thread7builder7Builder15spawn_unchecked17h1be68d550de02e60E: %_0"}
!3845 = distinct !{!3845, !"_ZN3std6thread7builder7Builder15spawn_unchecked17h1be68d550de02e60E"}
!3846 = !DILocation(line: 0, scope: !3800, inlinedAt: !3821)
!3847 = !DILocalVariable(name: "stack_size", arg: 2, scope: !3848, file: !1128, line: 19, type: !3753)
!3848 = distinct !DISubprogram(name: "spawn_unchecked<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked17h5c8736be0e875794E", scope: !14, file: !1128, line: 17, type: !3849, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !3866)
!3849 = !DISubroutineType(types: !3850)
!3850 = !{!3851, !3726, !3753, !761, !188, !37}
!3851 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::thread::lifecycle::JoinInner<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, std::io::error::Error>", scope: !340, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3852, templateParams: !43, identifier: "e5c2740b66406fc9f50288b3bd0afcfd")
!3852 = !{!3853}
!3853 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3851, file: !2, size: 192, align: 64, elements: !3854, templateParams: !43, identifier: "b3555eed29e564c1835bc99db3b59173", discriminator: !3865)
!3854 = !{!3855, !3861}
!3855 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3853, file: !2, baseType: !3856, size: 192, align: 64)
!3856 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3851, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3857, templateParams: !3859, identifier: "ea61047a77289f6c634364f6e39bb38b")
!3857 = !{!3858}
!3858 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3856, file: !2, baseType: !3779, size: 192, align: 64, flags: DIFlagPublic)
!3859 = !{!3860, !659}
!3860 = !DITemplateTypeParameter(name: "T", type: !3779)
!3861 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3853, file: !2, baseType: !3862, size: 192, align: 64, extraData: i64 0)
!3862 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3851, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !3863, templateParams: !3859, identifier: "f748cf12338c19badfa509125f7365f0")
!3863 = !{!3864}
!3864 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3862, file: !2, baseType: !422, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3865 = !DIDerivedType(tag: DW_TAG_member, scope: !3851, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3866 = !{!3867, !3847, !3868, !3869, !3870, !3871, !3873, !3875, !3877, !3879, !3881, !3883, !3885, !3887, !3889, !3891, !3893, !3899, !3902, !3904}
!3867 = !DILocalVariable(name: "name", arg: 1, scope: !3848, file: !1128, line: 18, type: !3726)
!3868 = !DILocalVariable(name: "no_hooks", arg: 3, scope: !3848, file: !1128, line: 20, type: !761)
!3869 = !DILocalVariable(name: "scope_data", arg: 4, scope: !3848, file: !1128, line: 21, type: !188)
!3870 = !DILocalVariable(name: "f", arg: 5, scope: !3848, file: !1128, line: 22, type: !37)
!3871 = !DILocalVariable(name: "stack_size", scope: !3872, file: !1128, line: 29, type: !9, align: 64)
!3872 = distinct !DILexicalBlock(scope: !3848, file: !1128, line: 29, column: 5)
!3873 = !DILocalVariable(name: "id", scope: !3874, file: !1128, line: 47, type: !271, align: 64)
!3874 = distinct !DILexicalBlock(scope: !3872, file: !1128, line: 47, column: 5)
!3875 = !DILocalVariable(name: "thread", scope: !3876, file: !1128, line: 48, type: !220, align: 64)
!3876 = distinct !DILexicalBlock(scope: !3874, file: !1128, line: 48, column: 5)
!3877 = !DILocalVariable(name: "hooks", scope: !3878, file: !1128, line: 50, type: !49, align: 64)
!3878 = distinct !DILexicalBlock(scope: !3876, file: !1128, line: 50, column: 5)
!3879 = !DILocalVariable(name: "my_packet", scope: !3880, file: !1128, line: 56, type: !173, align: 64)
!3880 = distinct !DILexicalBlock(scope: !3878, file: !1128, line: 56, column: 5)
!3881 = !DILocalVariable(name: "their_packet", scope: !3882, file: !1128, line: 58, type: !173, align: 64)
!3882 = distinct !DILexicalBlock(scope: !3880, file: !1128, line: 58, column: 5)
!3883 = !DILocalVariable(name: "f", scope: !3884, file: !1128, line: 83, type: !19, align: 64)
!3884 = distinct !DILexicalBlock(scope: !3882, file: !1128, line: 83, column: 5)
!3885 = !DILocalVariable(name: "rust_start", scope: !3886, file: !1128, line: 87, type: !12, align: 64)
!3886 = distinct !DILexicalBlock(scope: !3884, file: !1128, line: 87, column: 5)
!3887 = !DILocalVariable(name: "scope_data", scope: !3888, file: !1128, line: 106, type: !1741, align: 64)
!3888 = distinct !DILexicalBlock(scope: !3886, file: !1128, line: 106, column: 48)
!3889 = !DILocalVariable(name: "rust_start", scope: !3890, file: !1128, line: 112, type: !160, align: 64)
!3890 = distinct !DILexicalBlock(scope: !3886, file: !1128, line: 112, column: 5)
!3891 = !DILocalVariable(name: "ptr", scope: !3892, file: !1128, line: 113, type: !1146, align: 64)
!3892 = distinct !DILexicalBlock(scope: !3886, file: !1128, line: 113, column: 9)
!3893 = !DILocalVariable(name: "ptr", scope: !3894, file: !1128, line: 114, type: !3895, align: 64)
!3894 = distinct !DILexicalBlock(scope: !3892, file: !1128, line: 114, column: 9)
!3895 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut (dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, size: 128, align: 64, elements: !3896, templateParams: !43, identifier: "3407113f7913f60060dac8ccf115095")
!3896 = !{!3897, !3898}
!3897 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !3895, file: !2, baseType: !163, size: 64, align: 64)
!3898 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !3895, file: !2, baseType: !166, size: 64, align: 64, offset: 64)
!3899 = !DILocalVariable(name: "init", scope: !3900, file: !1128, line: 121, type: !3901, align: 64)
!3900 = distinct !DILexicalBlock(scope: !3890, file: !1128, line: 121, column: 5)
!3901 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::thread::lifecycle::ThreadInit, alloc::alloc::Global>", baseType: !2987, size: 64, align: 64, dwarfAddressSpace: 0)
!3902 = !DILocalVariable(name: "residual", scope: !3903, file: !1128, line: 137, type: !3805, align: 64)
!3903 = distinct !DILexicalBlock(scope: !3900, file: !1128, line: 137, column: 60)
!3904 = !DILocalVariable(name: "val", scope: !3905, file: !1128, line: 137, type: !3782, align: 64)
!3905 = distinct !DILexicalBlock(scope: !3900, file: !1128, line: 137, column: 60)
!3906 = !DILocation(line: 0, scope: !3848, inlinedAt: !3907)
!3907 = distinct !DILocation(line: 261, column: 32, scope: !3800, inlinedAt: !3821)
!3908 = !DILocalVariable(name: "self", arg: 1, scope: !3909, file: !915, line: 1061, type: !3753)
!3909 = distinct !DISubprogram(name: "unwrap_or_else<usize, std::thread::lifecycle::spawn_unchecked::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h5837ad16fc4ace24E", scope: !3753, file: !915, line: 1061, type: !3910, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3914, declaration: !3913, retainedNodes: !3916)
!3910 = !DISubroutineType(types: !3911)
!3911 = !{!9, !3753, !3912, !706}
!3912 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !13, file: !2, align: 8, elements: !43, identifier: "bbbfcdeebf169f928440303e261a8ea4")
!3913 = !DISubprogram(name: "unwrap_or_else<usize, std::thread::lifecycle::spawn_unchecked::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h5837ad16fc4ace24E", scope: !3753, file: !915, line: 1061, type: !3910, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !3914)
!3914 = !{!89, !3915}
!3915 = !DITemplateTypeParameter(name: "F", type: !3912)
!3916 = !{!3908, !3917, !3918}
!3917 = !DILocalVariable(name: "f", scope: !3909, file: !915, line: 1061, type: !3912, align: 8)
!3918 = !DILocalVariable(name: "x", scope: !3919, file: !915, line: 1066, type: !9, align: 64)
!3919 = distinct !DILexicalBlock(scope: !3909, file: !915, line: 1066, column: 13)
!3920 = !DILocation(line: 0, scope: !3909, inlinedAt: !3921)
!3921 = distinct !DILocation(line: 29, column: 33, scope: !3848, inlinedAt: !3907)
!3922 = !DILocation(line: 18, column: 5, scope: !3848, inlinedAt: !3907)
!3923 = !DILocation(line: 48, column: 9, scope: !3876, inlinedAt: !3907)
!3924 = !DILocation(line: 50, column: 9, scope: !3878, inlinedAt: !3907)
!3925 = !DILocation(line: 56, column: 9, scope: !3880, inlinedAt: !3907)
!3926 = !DILocation(line: 87, column: 9, scope: !3886, inlinedAt: !3907)
!3927 = !DILocation(line: 1061, column: 42, scope: !3909, inlinedAt: !3921)
!3928 = !DILocalVariable(name: "val", scope: !3929, file: !1583, line: 3134, type: !9, align: 64)
!3929 = distinct !DISubprogram(name: "fetch_add", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_add", scope: !79, file: !1583, line: 3134, type: !1584, scopeLine: 3134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !3930, retainedNodes: !3931)
!3930 = !DISubprogram(name: "fetch_add", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_add", scope: !79, file: !1583, line: 3134, type: !1584, scopeLine: 3134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!3931 = !{!3932, !3928, !3933, !3928, !3933}
!3932 = !DILocalVariable(name: "self", arg: 1, scope: !3929, file: !1583, line: 3134, type: !1586)
!3933 = !DILocalVariable(name: "order", scope: !3929, file: !1583, line: 3134, type: !623, align: 8)
!3934 = !DILocation(line: 0, scope: !3929, inlinedAt: !3935)
!3935 = distinct !DILocation(line: 2388, column: 44, scope: !3936, inlinedAt: !3944)
!3936 = distinct !DISubprogram(name: "clone<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN68_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h3ecea447e20bcd92E", scope: !3937, file: !1341, line: 2376, type: !3938, scopeLine: 2376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, retainedNodes: !3940)
!3937 = !DINamespace(name: "{impl#32}", scope: !66)
!3938 = !DISubroutineType(types: !3939)
!3939 = !{!173, !1346}
!3940 = !{!3941, !3942}
!3941 = !DILocalVariable(name: "self", arg: 1, scope: !3936, file: !1341, line: 2376, type: !1346)
!3942 = !DILocalVariable(name: "old_size", scope: !3943, file: !1341, line: 2388, type: !9, align: 64)
!3943 = distinct !DILexicalBlock(scope: !3936, file: !1341, line: 2388, column: 9)
!3944 = distinct !DILocation(line: 58, column: 34, scope: !3880, inlinedAt: !3907)
!3945 = !DILocalVariable(name: "val", scope: !3946, file: !1583, line: 3919, type: !9, align: 64)
!3946 = distinct !DISubprogram(name: "atomic_add<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_add17hcc830e754465c67cE", scope: !80, file: !1583, line: 3919, type: !1595, scopeLine: 3919, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !1601, retainedNodes: !3947)
!3947 = !{!3948, !3945, !3949, !3945, !3949}
!3948 = !DILocalVariable(name: "dst", arg: 1, scope: !3946, file: !1583, line: 3919, type: !1597)
!3949 = !DILocalVariable(name: "order", scope: !3946, file: !1583, line: 3919, type: !623, align: 8)
!3950 = !DILocation(line: 0, scope: !3946, inlinedAt: !3951)
!3951 = distinct !DILocation(line: 3136, column: 26, scope: !3929, inlinedAt: !3935)
!3952 = !DILocalVariable(name: "alloc", scope: !3953, file: !1341, line: 309, type: !114, align: 8)
!3953 = distinct !DISubprogram(name: "from_inner_in<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$13from_inner_in17hc5bb19117ff39553E", scope: !173, file: !1341, line: 309, type: !3954, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !3956, retainedNodes: !3957)
!3954 = !DISubroutineType(types: !3955)
!3955 = !{!173, !176, !114}
!3956 = !DISubprogram(name: "from_inner_in<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$13from_inner_in17hc5bb19117ff39553E", scope: !173, file: !1341, line: 309, type: !3954, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!3957 = !{!3958, !3952}
!3958 = !DILocalVariable(name: "ptr", arg: 1, scope: !3953, file: !1341, line: 309, type: !176)
!3959 = !DILocation(line: 309, column: 56, scope: !3953, inlinedAt: !3960)
!3960 = distinct !DILocation(line: 2409, column: 18, scope: !3943, inlinedAt: !3944)
!3961 = !DILocation(line: 0, scope: !3929, inlinedAt: !3962)
!3962 = distinct !DILocation(line: 2388, column: 44, scope: !3963, inlinedAt: !3971)
!3963 = !DILexicalBlockFile(scope: !3964, file: !1341, discriminator: 2)
!3964 = distinct !DISubprogram(name: "clone<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN68_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17hea3a3a792d5ff7cfE", scope: !3937, file: !1341, line: 2376, type: !3965, scopeLine: 2376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !310, retainedNodes: !3967)
!3965 = !DISubroutineType(types: !3966)
!3966 = !{!228, !3055}
!3967 = !{!3968, !3969}
!3968 = !DILocalVariable(name: "self", arg: 1, scope: !3964, file: !1341, line: 2376, type: !3055)
!3969 = !DILocalVariable(name: "old_size", scope: !3970, file: !1341, line: 2388, type: !9, align: 64)
!3970 = distinct !DILexicalBlock(scope: !3964, file: !1341, line: 2388, column: 9)
!3971 = distinct !DILocation(line: 1091, column: 16, scope: !3972, inlinedAt: !3980)
!3972 = distinct !DISubprogram(name: "clone<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", linkageName: "_ZN64_$LT$core..pin..Pin$LT$Ptr$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h434e2637d70d5c81E", scope: !3974, file: !3973, line: 1091, type: !3975, scopeLine: 1091, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !312, retainedNodes: !3978)
!3973 = !DIFile(filename: "library/core/src/pin.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "a7e518e7fd98a383ffad20f21e00e5b3")
!3974 = !DINamespace(name: "{impl#28}", scope: !225)
!3975 = !DISubroutineType(types: !3976)
!3976 = !{!224, !3977}
!3977 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", baseType: !224, size: 64, align: 64, dwarfAddressSpace: 0)
!3978 = !{!3979}
!3979 = !DILocalVariable(name: "self", arg: 1, scope: !3972, file: !3973, line: 1091, type: !3977)
!3980 = distinct !DILocation(line: 61, column: 10, scope: !3981, inlinedAt: !3989)
!3981 = distinct !DISubprogram(name: "clone", linkageName: "_RNvXs1_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB5_6ThreadNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone", scope: !3983, file: !3982, line: 61, type: !3984, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !3987)
!3982 = !DIFile(filename: "library/std/src/thread/thread.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3005680e1504410ed32e1506758665e5")
!3983 = !DINamespace(name: "{impl#3}", scope: !221)
!3984 = !DISubroutineType(types: !3985)
!3985 = !{!220, !3986}
!3986 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::thread::Thread", baseType: !220, size: 64, align: 64, dwarfAddressSpace: 0)
!3987 = !{!3988}
!3988 = !DILocalVariable(name: "self", arg: 1, scope: !3981, file: !3982, line: 61, type: !3986)
!3989 = distinct !DILocation(line: 121, column: 53, scope: !3890, inlinedAt: !3907)
!3990 = !DILocation(line: 0, scope: !3946, inlinedAt: !3991)
!3991 = distinct !DILocation(line: 3136, column: 26, scope: !3992, inlinedAt: !3962)
!3992 = !DILexicalBlockFile(scope: !3929, file: !1583, discriminator: 2)
!3993 = !DILocalVariable(arg: 1, scope: !3994, file: !1128, line: 29, type: !3912)
!3994 = distinct !DISubprogram(name: "{closure#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hb3dd6b9e4ce011bcE", scope: !13, file: !1128, line: 29, type: !3995, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !3997)
!3995 = !DISubroutineType(types: !3996)
!3996 = !{!9, !3912}
!3997 = !{!3998, !4000, !3993}
!3998 = !DILocalVariable(name: "n", scope: !3999, file: !1128, line: 34, type: !9, align: 64)
!3999 = distinct !DILexicalBlock(scope: !3994, file: !1128, line: 34, column: 13)
!4000 = !DILocalVariable(name: "amt", scope: !4001, file: !1128, line: 37, type: !9, align: 64)
!4001 = distinct !DILexicalBlock(scope: !3994, file: !1128, line: 37, column: 9)
!4002 = !DILocation(line: 29, column: 48, scope: !3994, inlinedAt: !4003)
!4003 = distinct !DILocation(line: 1067, column: 21, scope: !3909, inlinedAt: !3921)
!4004 = !DILocalVariable(name: "self", arg: 1, scope: !4005, file: !915, line: 1541, type: !4006)
!4005 = distinct !DISubprogram(name: "and_then<std::ffi::os_str::OsString, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hcfcafece816d5cf3E", scope: !4006, file: !915, line: 1541, type: !4029, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4034, declaration: !4033, retainedNodes: !4036)
!4006 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::ffi::os_str::OsString>", scope: !57, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4007, templateParams: !43, identifier: "45fe4a459e6da64dc342cf01dae1121a")
!4007 = !{!4008}
!4008 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4006, file: !2, size: 192, align: 64, elements: !4009, templateParams: !43, identifier: "6db36bd6e9fa950033843b36d828bf98", discriminator: !4028)
!4009 = !{!4010, !4024}
!4010 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !4008, file: !2, baseType: !4011, size: 192, align: 64, extraData: i64 -9223372036854775808)
!4011 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !4006, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !4012, identifier: "ab9ba039511e7f24837f764d69d1ee67")
!4012 = !{!4013}
!4013 = !DITemplateTypeParameter(name: "T", type: !4014)
!4014 = !DICompositeType(tag: DW_TAG_structure_type, name: "OsString", scope: !4015, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4017, templateParams: !43, identifier: "199623efef18463058824be4a9382ca2")
!4015 = !DINamespace(name: "os_str", scope: !4016)
!4016 = !DINamespace(name: "ffi", scope: !16)
!4017 = !{!4018}
!4018 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !4014, file: !2, baseType: !4019, size: 192, align: 64, flags: DIFlagPrivate)
!4019 = !DICompositeType(tag: DW_TAG_structure_type, name: "Buf", scope: !4020, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4022, templateParams: !43, identifier: "eb793ea8c69a73daa307a3862c2a53a")
!4020 = !DINamespace(name: "bytes", scope: !4021)
!4021 = !DINamespace(name: "os_str", scope: !289)
!4022 = !{!4023}
!4023 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !4019, file: !2, baseType: !3738, size: 192, align: 64, flags: DIFlagPublic)
!4024 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !4008, file: !2, baseType: !4025, size: 192, align: 64)
!4025 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !4006, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4026, templateParams: !4012, identifier: "37c87ca8fd8ab2e5462c35cffaf4433b")
!4026 = !{!4027}
!4027 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4025, file: !2, baseType: !4014, size: 192, align: 64, flags: DIFlagPublic)
!4028 = !DIDerivedType(tag: DW_TAG_member, scope: !4006, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!4029 = !DISubroutineType(types: !4030)
!4030 = !{!3753, !4006, !4031}
!4031 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !4032, file: !2, align: 8, elements: !43, identifier: "dbefc4afc6609c0625336547b59638df")
!4032 = !DINamespace(name: "{closure#0}", scope: !13)
!4033 = !DISubprogram(name: "and_then<std::ffi::os_str::OsString, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hcfcafece816d5cf3E", scope: !4006, file: !915, line: 1541, type: !4029, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !4034)
!4034 = !{!4013, !1602, !4035}
!4035 = !DITemplateTypeParameter(name: "F", type: !4031)
!4036 = !{!4004, !4037, !4038}
!4037 = !DILocalVariable(name: "f", scope: !4005, file: !915, line: 1541, type: !4031, align: 8)
!4038 = !DILocalVariable(name: "x", scope: !4039, file: !915, line: 1546, type: !4014, align: 64)
!4039 = distinct !DILexicalBlock(scope: !4005, file: !915, line: 1546, column: 13)
!4040 = !DILocation(line: 1541, column: 33, scope: !4005, inlinedAt: !4041)
!4041 = distinct !DILocation(line: 38, column: 14, scope: !3994, inlinedAt: !4003)
!4042 = !DILocalVariable(name: "order", scope: !4043, file: !1583, line: 2842, type: !623, align: 8)
!4043 = distinct !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !79, file: !1583, line: 2842, type: !4044, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4046, retainedNodes: !4047)
!4044 = !DISubroutineType(types: !4045)
!4045 = !{!9, !1586, !623}
!4046 = !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !79, file: !1583, line: 2842, type: !4044, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!4047 = !{!4048, !4042}
!4048 = !DILocalVariable(name: "self", arg: 1, scope: !4043, file: !1583, line: 2842, type: !1586)
!4049 = !DILocation(line: 0, scope: !4043, inlinedAt: !4050)
!4050 = distinct !DILocation(line: 32, column: 19, scope: !3994, inlinedAt: !4003)
!4051 = !DILocation(line: 1541, column: 39, scope: !4005, inlinedAt: !4041)
!4052 = !DILocalVariable(name: "default", scope: !4053, file: !915, line: 1038, type: !9, align: 64)
!4053 = distinct !DISubprogram(name: "unwrap_or<usize>", linkageName: "_ZN4core6option15Option$LT$T$GT$9unwrap_or17h8f30618d2727f271E", scope: !3753, file: !915, line: 1038, type: !4054, scopeLine: 1038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, declaration: !4056, retainedNodes: !4057)
!4054 = !DISubroutineType(types: !4055)
!4055 = !{!9, !3753, !9}
!4056 = !DISubprogram(name: "unwrap_or<usize>", linkageName: "_ZN4core6option15Option$LT$T$GT$9unwrap_or17h8f30618d2727f271E", scope: !3753, file: !915, line: 1038, type: !4054, scopeLine: 1038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !88)
!4057 = !{!4058, !4052, !4059}
!4058 = !DILocalVariable(name: "self", arg: 1, scope: !4053, file: !915, line: 1038, type: !3753)
!4059 = !DILocalVariable(name: "x", scope: !4060, file: !915, line: 1043, type: !9, align: 64)
!4060 = distinct !DILexicalBlock(scope: !4053, file: !915, line: 1043, column: 13)
!4061 = !DILocation(line: 0, scope: !4053, inlinedAt: !4062)
!4062 = distinct !DILocation(line: 39, column: 14, scope: !3994, inlinedAt: !4003)
!4063 = !DILocalVariable(name: "self", scope: !4064, file: !1583, line: 2870, type: !1586, align: 64)
!4064 = distinct !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !79, file: !1583, line: 2870, type: !4065, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4067, retainedNodes: !4068)
!4065 = !DISubroutineType(types: !4066)
!4066 = !{null, !1586, !9, !623}
!4067 = !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !79, file: !1583, line: 2870, type: !4065, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!4068 = !{!4063, !4069, !4070}
!4069 = !DILocalVariable(name: "val", arg: 2, scope: !4064, file: !1583, line: 2870, type: !9)
!4070 = !DILocalVariable(name: "order", scope: !4064, file: !1583, line: 2870, type: !623, align: 8)
!4071 = !DILocation(line: 0, scope: !4064, inlinedAt: !4072)
!4072 = distinct !DILocation(line: 43, column: 13, scope: !4001, inlinedAt: !4003)
!4073 = !DILocalVariable(name: "dst", arg: 1, scope: !4074, file: !1583, line: 3886, type: !4077)
!4074 = distinct !DISubprogram(name: "atomic_load<usize>", linkageName: "_ZN4core4sync6atomic11atomic_load17h8b074f76d19aec93E", scope: !80, file: !1583, line: 3886, type: !4075, scopeLine: 3886, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, retainedNodes: !4078)
!4075 = !DISubroutineType(types: !4076)
!4076 = !{!9, !4077, !623}
!4077 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!4078 = !{!4073, !4079}
!4079 = !DILocalVariable(name: "order", arg: 2, scope: !4074, file: !1583, line: 3886, type: !623)
!4080 = !DILocation(line: 0, scope: !4074, inlinedAt: !4081)
!4081 = distinct !DILocation(line: 2844, column: 26, scope: !4043, inlinedAt: !4050)
!4082 = !DILocation(line: 3890, column: 24, scope: !4074, inlinedAt: !4081)
!4083 = !{!4084, !4086, !3844, !4087}
!4084 = distinct !{!4084, !4085, !"_ZN3std6thread9lifecycle15spawn_unchecked17h5c8736be0e875794E: %_0"}
!4085 = distinct !{!4085, !"_ZN3std6thread9lifecycle15spawn_unchecked17h5c8736be0e875794E"}
!4086 = distinct !{!4086, !4085, !"_ZN3std6thread9lifecycle15spawn_unchecked17h5c8736be0e875794E: %name"}
!4087 = distinct !{!4087, !3845, !"_ZN3std6thread7builder7Builder15spawn_unchecked17h1be68d550de02e60E: %self"}
!4088 = !DILocation(line: 0, scope: !3999, inlinedAt: !4003)
!4089 = !DILocation(line: 32, column: 9, scope: !3994, inlinedAt: !4003)
!4090 = !DILocation(line: 37, column: 19, scope: !3994, inlinedAt: !4003)
!4091 = !DILocalVariable(name: "key", arg: 1, scope: !4092, file: !4093, line: 259, type: !523)
!4092 = distinct !DISubprogram(name: "var_os<&str>", linkageName: "_ZN3std3env6var_os17h09975283cfbf32fcE", scope: !4094, file: !4093, line: 259, type: !4095, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4098, retainedNodes: !4097)
!4093 = !DIFile(filename: "library/std/src/env.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ea222fa0ef0f8138bff3cc805406605d")
!4094 = !DINamespace(name: "env", scope: !16)
!4095 = !DISubroutineType(types: !4096)
!4096 = !{!4006, !523}
!4097 = !{!4091}
!4098 = !{!4099}
!4099 = !DITemplateTypeParameter(name: "K", type: !523)
!4100 = !DILocation(line: 0, scope: !4092, inlinedAt: !4101)
!4101 = distinct !DILocation(line: 37, column: 19, scope: !3994, inlinedAt: !4003)
!4102 = !DILocation(line: 260, column: 5, scope: !4092, inlinedAt: !4101)
!4103 = !DILocation(line: 1545, column: 15, scope: !4005, inlinedAt: !4041)
!4104 = !{i64 0, i64 -9223372036854775807}
!4105 = !DILocation(line: 1545, column: 9, scope: !4005, inlinedAt: !4041)
!4106 = !DILocation(line: 34, column: 25, scope: !3999, inlinedAt: !4003)
!4107 = !DILocation(line: 0, scope: !4001, inlinedAt: !4003)
!4108 = !DILocation(line: 45, column: 6, scope: !3994, inlinedAt: !4003)
!4109 = !DILocation(line: 0, scope: !4039, inlinedAt: !4041)
!4110 = !DILocation(line: 1546, column: 18, scope: !4005, inlinedAt: !4041)
!4111 = !DILocalVariable(name: "s", arg: 2, scope: !4112, file: !1128, line: 38, type: !4014)
!4112 = distinct !DISubprogram(name: "{closure#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6d1eba6daedef7deE", scope: !4032, file: !1128, line: 38, type: !4113, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !4115)
!4113 = !DISubroutineType(types: !4114)
!4114 = !{!3753, !4031, !4014}
!4115 = !{!4111, !4116}
!4116 = !DILocalVariable(arg: 1, scope: !4112, file: !1128, line: 38, type: !4031)
!4117 = !DILocation(line: 0, scope: !4112, inlinedAt: !4118)
!4118 = distinct !DILocation(line: 1546, column: 24, scope: !4039, inlinedAt: !4041)
!4119 = !DILocation(line: 38, column: 23, scope: !4112, inlinedAt: !4118)
!4120 = !DILocalVariable(name: "self", arg: 1, scope: !4121, file: !4122, line: 708, type: !4123)
!4121 = distinct !DISubprogram(name: "ok<&str, core::str::error::Utf8Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$2ok17h99dac1e3e1a6a808E", scope: !4123, file: !4122, line: 708, type: !4155, scopeLine: 708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4131, declaration: !4168, retainedNodes: !4169)
!4122 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!4123 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<&str, core::str::error::Utf8Error>", scope: !340, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4124, templateParams: !43, identifier: "5582fb2b4f7836c2b89331cf171c5afa")
!4124 = !{!4125}
!4125 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4123, file: !2, size: 192, align: 64, elements: !4126, templateParams: !43, identifier: "6cf57bbe5981774bf4790e94b77f380", discriminator: !4154)
!4126 = !{!4127, !4150}
!4127 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !4125, file: !2, baseType: !4128, size: 192, align: 64, extraData: i64 0)
!4128 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !4123, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4129, templateParams: !4131, identifier: "6f375c847b087fd65c2efe46c2d601fc")
!4129 = !{!4130}
!4130 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4128, file: !2, baseType: !523, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!4131 = !{!724, !4132}
!4132 = !DITemplateTypeParameter(name: "E", type: !4133)
!4133 = !DICompositeType(tag: DW_TAG_structure_type, name: "Utf8Error", scope: !4134, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4136, templateParams: !43, identifier: "a1b2917cf4ad01b98aaa8d55424ca90e")
!4134 = !DINamespace(name: "error", scope: !4135)
!4135 = !DINamespace(name: "str", scope: !25)
!4136 = !{!4137, !4138}
!4137 = !DIDerivedType(tag: DW_TAG_member, name: "valid_up_to", scope: !4133, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagProtected)
!4138 = !DIDerivedType(tag: DW_TAG_member, name: "error_len", scope: !4133, file: !2, baseType: !4139, size: 16, align: 8, offset: 64, flags: DIFlagProtected)
!4139 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u8>", scope: !57, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !4140, templateParams: !43, identifier: "6850a92a40c22a3fa30403901fda925d")
!4140 = !{!4141}
!4141 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4139, file: !2, size: 16, align: 8, elements: !4142, templateParams: !43, identifier: "6dc00fc24aa236d6513d9de8c7098b42", discriminator: !4149)
!4142 = !{!4143, !4145}
!4143 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !4141, file: !2, baseType: !4144, size: 16, align: 8, extraData: i8 0)
!4144 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !4139, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !43, templateParams: !144, identifier: "82686c0219b197b3634b19b380fb0074")
!4145 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !4141, file: !2, baseType: !4146, size: 16, align: 8, extraData: i8 1)
!4146 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !4139, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !4147, templateParams: !144, identifier: "da7c844113dbf375df5d296690266c32")
!4147 = !{!4148}
!4148 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4146, file: !2, baseType: !143, size: 8, align: 8, offset: 8, flags: DIFlagPublic)
!4149 = !DIDerivedType(tag: DW_TAG_member, scope: !4139, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!4150 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !4125, file: !2, baseType: !4151, size: 192, align: 64, extraData: i64 1)
!4151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !4123, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !4152, templateParams: !4131, identifier: "2937e7ba81d49a1c39907cf4541f6c52")
!4152 = !{!4153}
!4153 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4151, file: !2, baseType: !4133, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!4154 = !DIDerivedType(tag: DW_TAG_member, scope: !4123, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!4155 = !DISubroutineType(types: !4156)
!4156 = !{!4157, !4123}
!4157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !57, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4158, templateParams: !43, identifier: "388f0724495c9979543236d6ae2d54c2")
!4158 = !{!4159}
!4159 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4157, file: !2, size: 128, align: 64, elements: !4160, templateParams: !43, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !4167)
!4160 = !{!4161, !4163}
!4161 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !4159, file: !2, baseType: !4162, size: 128, align: 64, extraData: i64 0)
!4162 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !4157, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !723, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!4163 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !4159, file: !2, baseType: !4164, size: 128, align: 64)
!4164 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !4157, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4165, templateParams: !723, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!4165 = !{!4166}
!4166 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4164, file: !2, baseType: !523, size: 128, align: 64, flags: DIFlagPublic)
!4167 = !DIDerivedType(tag: DW_TAG_member, scope: !4157, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!4168 = !DISubprogram(name: "ok<&str, core::str::error::Utf8Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$2ok17h99dac1e3e1a6a808E", scope: !4123, file: !4122, line: 708, type: !4155, scopeLine: 708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !4131)
!4169 = !{!4120, !4170}
!4170 = !DILocalVariable(name: "x", scope: !4171, file: !4122, line: 714, type: !523, align: 64)
!4171 = distinct !DILexicalBlock(scope: !4121, file: !4122, line: 714, column: 13)
!4172 = !DILocation(line: 708, column: 21, scope: !4121, inlinedAt: !4173)
!4173 = distinct !DILocation(line: 914, column: 29, scope: !4174, inlinedAt: !4196)
!4174 = distinct !DISubprogram(name: "to_str", linkageName: "_RNvMsl_NtNtCsjrHSEGnQ3l9_3std3ffi6os_strNtB5_5OsStr6to_str", scope: !4176, file: !4175, line: 913, type: !4182, scopeLine: 913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4189, retainedNodes: !4190)
!4175 = !DIFile(filename: "library/std/src/ffi/os_str.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6eec051f87d8cefa8b614e4b3d949fd0")
!4176 = !DICompositeType(tag: DW_TAG_structure_type, name: "OsStr", scope: !4015, file: !2, align: 8, flags: DIFlagPublic, elements: !4177, templateParams: !43, identifier: "9b2ff0e99145c91adaf994211d6efd2a")
!4177 = !{!4178}
!4178 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !4176, file: !2, baseType: !4179, align: 8, flags: DIFlagPrivate)
!4179 = !DICompositeType(tag: DW_TAG_structure_type, name: "Slice", scope: !4020, file: !2, align: 8, flags: DIFlagPublic, elements: !4180, templateParams: !43, identifier: "4daaa6a3d6e2ac322e5faa02ad2f2c71")
!4180 = !{!4181}
!4181 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !4179, file: !2, baseType: !143, align: 8, flags: DIFlagPublic)
!4182 = !DISubroutineType(types: !4183)
!4183 = !{!4157, !4184}
!4184 = !DICompositeType(tag: DW_TAG_structure_type, name: "&std::ffi::os_str::OsStr", file: !2, size: 128, align: 64, elements: !4185, templateParams: !43, identifier: "5ad606f5414a2d9527e9cd3c27c80654")
!4185 = !{!4186, !4188}
!4186 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !4184, file: !2, baseType: !4187, size: 64, align: 64)
!4187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4176, size: 64, align: 64, dwarfAddressSpace: 0)
!4188 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !4184, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!4189 = !DISubprogram(name: "to_str", linkageName: "_RNvMsl_NtNtCsjrHSEGnQ3l9_3std3ffi6os_strNtB5_5OsStr6to_str", scope: !4176, file: !4175, line: 913, type: !4182, scopeLine: 913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!4190 = !{!4191}
!4191 = !DILocalVariable(name: "self", arg: 1, scope: !4174, file: !4175, line: 913, type: !4192)
!4192 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const std::ffi::os_str::OsStr", file: !2, size: 128, align: 64, elements: !4193, templateParams: !43, identifier: "fcdd8c6d8e8385321623bf8c6fbc98cc")
!4193 = !{!4194, !4195}
!4194 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !4192, file: !2, baseType: !4187, size: 64, align: 64)
!4195 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !4192, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!4196 = distinct !DILocation(line: 38, column: 29, scope: !4112, inlinedAt: !4118)
!4197 = !DILocalVariable(name: "f", scope: !4198, file: !915, line: 1541, type: !4201, align: 8)
!4198 = distinct !DISubprogram(name: "and_then<&str, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure#0}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hee7a81b475a17467E", scope: !4157, file: !915, line: 1541, type: !4199, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4204, declaration: !4203, retainedNodes: !4206)
!4199 = !DISubroutineType(types: !4200)
!4200 = !{!3753, !4157, !4201}
!4201 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", scope: !4202, file: !2, align: 8, elements: !43, identifier: "eee1a28d9ca13e71812d7d0be92193ab")
!4202 = !DINamespace(name: "{closure#0}", scope: !4032)
!4203 = !DISubprogram(name: "and_then<&str, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure#0}::{closure_env#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hee7a81b475a17467E", scope: !4157, file: !915, line: 1541, type: !4199, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !4204)
!4204 = !{!724, !1602, !4205}
!4205 = !DITemplateTypeParameter(name: "F", type: !4201)
!4206 = !{!4207, !4197, !4208}
!4207 = !DILocalVariable(name: "self", arg: 1, scope: !4198, file: !915, line: 1541, type: !4157)
!4208 = !DILocalVariable(name: "x", scope: !4209, file: !915, line: 1546, type: !523, align: 64)
!4209 = distinct !DILexicalBlock(scope: !4198, file: !915, line: 1546, column: 13)
!4210 = !DILocation(line: 1541, column: 39, scope: !4198, inlinedAt: !4211)
!4211 = distinct !DILocation(line: 38, column: 38, scope: !4112, inlinedAt: !4118)
!4212 = !DILocalVariable(name: "radix", scope: !4213, file: !4214, line: 1629, type: !298, align: 32)
!4213 = distinct !DISubprogram(name: "from_str_radix", linkageName: "_RNvMsv_NtCsgEmfK2I1SDS_4core3numj14from_str_radix", scope: !4215, file: !4214, line: 1629, type: !4216, scopeLine: 1629, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4236)
!4214 = !DIFile(filename: "library/core/src/num/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "1db7404d1c8f3f7800b5a2176e16a3e4")
!4215 = !DINamespace(name: "{impl#33}", scope: !151)
!4216 = !DISubroutineType(types: !4217)
!4217 = !{!4218, !523, !298}
!4218 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<usize, core::num::error::ParseIntError>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4219, templateParams: !43, identifier: "6d3af7ce428cd6cc82e757daf4ebf0c0")
!4219 = !{!4220}
!4220 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4218, file: !2, size: 128, align: 64, elements: !4221, templateParams: !43, identifier: "4327e9ab2957c403a5761f2393aced4", discriminator: !4235)
!4221 = !{!4222, !4231}
!4222 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !4220, file: !2, baseType: !4223, size: 128, align: 64, extraData: i8 0)
!4223 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !4218, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4224, templateParams: !4226, identifier: "49acdc61c11aed3184f953118eaa67c9")
!4224 = !{!4225}
!4225 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4223, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!4226 = !{!89, !4227}
!4227 = !DITemplateTypeParameter(name: "E", type: !4228)
!4228 = !DICompositeType(tag: DW_TAG_structure_type, name: "ParseIntError", scope: !616, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !4229, templateParams: !43, identifier: "f413e33ccd4d99b7e5207af7dbc7958c")
!4229 = !{!4230}
!4230 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !4228, file: !2, baseType: !615, size: 8, align: 8, flags: DIFlagProtected)
!4231 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !4220, file: !2, baseType: !4232, size: 128, align: 64, extraData: i8 1)
!4232 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !4218, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4233, templateParams: !4226, identifier: "e95c5481c4f5dd586c38665176a42d88")
!4233 = !{!4234}
!4234 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4232, file: !2, baseType: !4228, size: 8, align: 8, offset: 8, flags: DIFlagPublic)
!4235 = !DIDerivedType(tag: DW_TAG_member, scope: !4218, file: !2, baseType: !143, size: 8, align: 8, flags: DIFlagArtificial)
!4236 = !{!4237, !4212}
!4237 = !DILocalVariable(name: "src", arg: 1, scope: !4213, file: !4214, line: 1629, type: !523)
!4238 = !DILocation(line: 0, scope: !4213, inlinedAt: !4239)
!4239 = distinct !DILocation(line: 1579, column: 17, scope: !4240, inlinedAt: !4246)
!4240 = distinct !DISubprogram(name: "from_str", linkageName: "_RNvXsu_NtCsgEmfK2I1SDS_4core3numjNtNtNtB7_3str6traits7FromStr8from_str", scope: !4241, file: !4214, line: 1578, type: !4242, scopeLine: 1578, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4244)
!4241 = !DINamespace(name: "{impl#32}", scope: !151)
!4242 = !DISubroutineType(types: !4243)
!4243 = !{!4218, !523}
!4244 = !{!4245}
!4245 = !DILocalVariable(name: "src", arg: 1, scope: !4240, file: !4214, line: 1578, type: !523)
!4246 = distinct !DILocation(line: 2766, column: 9, scope: !4247, inlinedAt: !4254)
!4247 = distinct !DISubprogram(name: "parse<usize>", linkageName: "_ZN4core3str21_$LT$impl$u20$str$GT$5parse17h7f0d0d45ee005259E", scope: !4249, file: !4248, line: 2765, type: !4242, scopeLine: 2765, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4252, retainedNodes: !4250)
!4248 = !DIFile(filename: "library/core/src/str/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b67baab1b9aefdbe1feb84767953c83d")
!4249 = !DINamespace(name: "{impl#0}", scope: !4135)
!4250 = !{!4251}
!4251 = !DILocalVariable(name: "self", arg: 1, scope: !4247, file: !4248, line: 2765, type: !523)
!4252 = !{!4253}
!4253 = !DITemplateTypeParameter(name: "F", type: !9)
!4254 = distinct !DILocation(line: 38, column: 53, scope: !4255, inlinedAt: !4260)
!4255 = distinct !DISubprogram(name: "{closure#0}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h7ff57dc9833ac39dE", scope: !4202, file: !1128, line: 38, type: !4256, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !959, retainedNodes: !4258)
!4256 = !DISubroutineType(types: !4257)
!4257 = !{!3753, !4201, !523}
!4258 = !{!4259}
!4259 = !DILocalVariable(name: "s", arg: 2, scope: !4255, file: !1128, line: 38, type: !523)
!4260 = distinct !DILocation(line: 1546, column: 24, scope: !4209, inlinedAt: !4211)
!4261 = !DILocation(line: 0, scope: !4174, inlinedAt: !4196)
!4262 = !DILocation(line: 914, column: 9, scope: !4174, inlinedAt: !4196)
!4263 = !{!4264, !4084, !4086, !3844, !4087}
!4264 = distinct !{!4264, !4265, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6d1eba6daedef7deE: %s"}
!4265 = distinct !{!4265, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6d1eba6daedef7deE"}
!4266 = !DILocalVariable(name: "self", arg: 1, scope: !4267, file: !4268, line: 287, type: !4271)
!4267 = distinct !DISubprogram(name: "to_str", linkageName: "_RNvMs7_NtNtNtCsjrHSEGnQ3l9_3std3sys6os_str5bytesNtB5_5Slice6to_str", scope: !4179, file: !4268, line: 287, type: !4269, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4276, retainedNodes: !4277)
!4268 = !DIFile(filename: "library/std/src/sys/os_str/bytes.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6c7f4a29e2f232ef89a4a80dadafd37f")
!4269 = !DISubroutineType(types: !4270)
!4270 = !{!4123, !4271}
!4271 = !DICompositeType(tag: DW_TAG_structure_type, name: "&std::sys::os_str::bytes::Slice", file: !2, size: 128, align: 64, elements: !4272, templateParams: !43, identifier: "330e638bb2ec503629394ffc278dbde1")
!4272 = !{!4273, !4275}
!4273 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !4271, file: !2, baseType: !4274, size: 64, align: 64)
!4274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4179, size: 64, align: 64, dwarfAddressSpace: 0)
!4275 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !4271, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!4276 = !DISubprogram(name: "to_str", linkageName: "_RNvMs7_NtNtNtCsjrHSEGnQ3l9_3std3sys6os_str5bytesNtB5_5Slice6to_str", scope: !4179, file: !4268, line: 287, type: !4269, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!4277 = !{!4266}
!4278 = !DILocation(line: 287, column: 19, scope: !4267, inlinedAt: !4279)
!4279 = distinct !DILocation(line: 914, column: 20, scope: !4174, inlinedAt: !4196)
!4280 = !DILocation(line: 288, column: 9, scope: !4267, inlinedAt: !4279)
!4281 = !DILocalVariable(arg: 1, scope: !4282, file: !1300, line: 805, type: !4285)
!4282 = distinct !DISubprogram(name: "drop_in_place<std::ffi::os_str::OsString>", linkageName: "_ZN4core3ptr47drop_in_place$LT$std..ffi..os_str..OsString$GT$17hd891d1fa8e399c01E", scope: !72, file: !1300, line: 805, type: !4283, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4012, retainedNodes: !4286)
!4283 = !DISubroutineType(types: !4284)
!4284 = !{null, !4285}
!4285 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::ffi::os_str::OsString", baseType: !4014, size: 64, align: 64, dwarfAddressSpace: 0)
!4286 = !{!4281}
!4287 = !DILocation(line: 0, scope: !4282, inlinedAt: !4288)
!4288 = distinct !DILocation(line: 38, column: 65, scope: !4112, inlinedAt: !4118)
!4289 = !DILocalVariable(arg: 1, scope: !4290, file: !1300, line: 805, type: !4293)
!4290 = distinct !DISubprogram(name: "drop_in_place<std::sys::os_str::bytes::Buf>", linkageName: "_ZN4core3ptr49drop_in_place$LT$std..sys..os_str..bytes..Buf$GT$17hfe958e5071015fc5E", scope: !72, file: !1300, line: 805, type: !4291, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4295, retainedNodes: !4294)
!4291 = !DISubroutineType(types: !4292)
!4292 = !{null, !4293}
!4293 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::sys::os_str::bytes::Buf", baseType: !4019, size: 64, align: 64, dwarfAddressSpace: 0)
!4294 = !{!4289}
!4295 = !{!4296}
!4296 = !DITemplateTypeParameter(name: "T", type: !4019)
!4297 = !DILocation(line: 0, scope: !4290, inlinedAt: !4298)
!4298 = distinct !DILocation(line: 805, column: 1, scope: !4282, inlinedAt: !4288)
!4299 = !DILocalVariable(arg: 1, scope: !4300, file: !1300, line: 805, type: !4303)
!4300 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h57d4e8c1aff9c381E", scope: !72, file: !1300, line: 805, type: !4301, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4305, retainedNodes: !4304)
!4301 = !DISubroutineType(types: !4302)
!4302 = !{null, !4303}
!4303 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !3738, size: 64, align: 64, dwarfAddressSpace: 0)
!4304 = !{!4299}
!4305 = !{!4306}
!4306 = !DITemplateTypeParameter(name: "T", type: !3738)
!4307 = !DILocation(line: 0, scope: !4300, inlinedAt: !4308)
!4308 = distinct !DILocation(line: 805, column: 1, scope: !4290, inlinedAt: !4298)
!4309 = !DILocalVariable(arg: 1, scope: !4310, file: !1300, line: 805, type: !4313)
!4310 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h2ab081f380441c1fE", scope: !72, file: !1300, line: 805, type: !4311, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4315, retainedNodes: !4314)
!4311 = !DISubroutineType(types: !4312)
!4312 = !{null, !4313}
!4313 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !3741, size: 64, align: 64, dwarfAddressSpace: 0)
!4314 = !{!4309}
!4315 = !{!4316}
!4316 = !DITemplateTypeParameter(name: "T", type: !3741)
!4317 = !DILocation(line: 0, scope: !4310, inlinedAt: !4318)
!4318 = distinct !DILocation(line: 805, column: 1, scope: !4300, inlinedAt: !4308)
!4319 = !DILocalVariable(name: "self", arg: 1, scope: !4320, file: !2453, line: 421, type: !4323)
!4320 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfcd846a88667a8a7E", scope: !2454, file: !2453, line: 421, type: !4321, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3745, retainedNodes: !4324)
!4321 = !DISubroutineType(types: !4322)
!4322 = !{null, !4323}
!4323 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !3741, size: 64, align: 64, dwarfAddressSpace: 0)
!4324 = !{!4319}
!4325 = !DILocation(line: 0, scope: !4320, inlinedAt: !4326)
!4326 = distinct !DILocation(line: 805, column: 1, scope: !4310, inlinedAt: !4318)
!4327 = !DILocation(line: 0, scope: !2462, inlinedAt: !4328)
!4328 = distinct !DILocation(line: 423, column: 29, scope: !4320, inlinedAt: !4326)
!4329 = !DILocation(line: 0, scope: !2475, inlinedAt: !4330)
!4330 = distinct !DILocation(line: 872, column: 52, scope: !2470, inlinedAt: !4328)
!4331 = !DILocation(line: 632, column: 39, scope: !2475, inlinedAt: !4330)
!4332 = !DILocation(line: 0, scope: !2470, inlinedAt: !4328)
!4333 = !DILocation(line: 0, scope: !1503, inlinedAt: !4334)
!4334 = distinct !DILocation(line: 874, column: 28, scope: !2470, inlinedAt: !4328)
!4335 = !DILocation(line: 0, scope: !1512, inlinedAt: !4336)
!4336 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !4334)
!4337 = !DILocation(line: 0, scope: !1520, inlinedAt: !4338)
!4338 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !4336)
!4339 = !DILocation(line: 0, scope: !1529, inlinedAt: !4340)
!4340 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !4338)
!4341 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !4340)
!4342 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !4338)
!4343 = !DILocation(line: 713, column: 15, scope: !4121, inlinedAt: !4173)
!4344 = !DILocation(line: 713, column: 9, scope: !4121, inlinedAt: !4173)
!4345 = !DILocation(line: 0, scope: !4198, inlinedAt: !4211)
!4346 = !DILocation(line: 914, column: 32, scope: !4174, inlinedAt: !4196)
!4347 = !DILocation(line: 1549, column: 5, scope: !4198, inlinedAt: !4211)
!4348 = !DILocation(line: 714, column: 16, scope: !4121, inlinedAt: !4173)
!4349 = !{i64 1}
!4350 = !DILocation(line: 0, scope: !4209, inlinedAt: !4211)
!4351 = !DILocation(line: 0, scope: !4255, inlinedAt: !4260)
!4352 = !DILocation(line: 0, scope: !4247, inlinedAt: !4254)
!4353 = !DILocation(line: 0, scope: !4240, inlinedAt: !4246)
!4354 = !DILocalVariable(name: "src", arg: 1, scope: !4355, file: !4214, line: 1708, type: !672)
!4355 = distinct !DISubprogram(name: "from_ascii_radix", linkageName: "_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix", scope: !4215, file: !4214, line: 1708, type: !4356, scopeLine: 1708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4358)
!4356 = !DISubroutineType(types: !4357)
!4357 = !{!4218, !672, !298}
!4358 = !{!4354, !4359, !4360, !4362, !4364, !4365, !4367, !4369, !4371, !4373, !4376, !4377, !4379, !4381, !4383, !4384, !4386, !4388, !4390, !4391, !4393, !4395, !4397, !4399, !4401, !4403, !4404, !4406, !4408, !4410, !4412}
!4359 = !DILocalVariable(name: "radix", arg: 2, scope: !4355, file: !4214, line: 1708, type: !298)
!4360 = !DILocalVariable(name: "is_signed_ty", scope: !4361, file: !4214, line: 1721, type: !761, align: 8)
!4361 = distinct !DILexicalBlock(scope: !4355, file: !4214, line: 1721, column: 17)
!4362 = !DILocalVariable(name: "is_positive", scope: !4363, file: !4214, line: 1723, type: !761, align: 8)
!4363 = distinct !DILexicalBlock(scope: !4361, file: !4214, line: 1723, column: 17)
!4364 = !DILocalVariable(name: "digits", scope: !4363, file: !4214, line: 1723, type: !672, align: 64)
!4365 = !DILocalVariable(name: "rest", scope: !4366, file: !4214, line: 1727, type: !672, align: 64)
!4366 = distinct !DILexicalBlock(scope: !4361, file: !4214, line: 1727, column: 21)
!4367 = !DILocalVariable(name: "rest", scope: !4368, file: !4214, line: 1728, type: !672, align: 64)
!4368 = distinct !DILexicalBlock(scope: !4361, file: !4214, line: 1728, column: 21)
!4369 = !DILocalVariable(name: "rest", scope: !4368, file: !4214, line: 1728, type: !4370, align: 64)
!4370 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&[u8]", baseType: !672, size: 64, align: 64, dwarfAddressSpace: 0)
!4371 = !DILocalVariable(name: "result", scope: !4372, file: !4214, line: 1732, type: !9, align: 64)
!4372 = distinct !DILexicalBlock(scope: !4363, file: !4214, line: 1732, column: 17)
!4373 = !DILocalVariable(name: "c", scope: !4374, file: !4214, line: 1754, type: !4375, align: 64)
!4374 = distinct !DILexicalBlock(scope: !4372, file: !4214, line: 1754, column: 63)
!4375 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u8", baseType: !143, size: 64, align: 64, dwarfAddressSpace: 0)
!4376 = !DILocalVariable(name: "rest", scope: !4374, file: !4214, line: 1754, type: !672, align: 64)
!4377 = !DILocalVariable(name: "x", scope: !4378, file: !4214, line: 1756, type: !298, align: 32)
!4378 = distinct !DILexicalBlock(scope: !4374, file: !4214, line: 1756, column: 33)
!4379 = !DILocalVariable(name: "value", scope: !4380, file: !4214, line: 1737, type: !298, align: 32)
!4380 = distinct !DILexicalBlock(scope: !4374, file: !4214, line: 1737, column: 29)
!4381 = !DILocalVariable(name: "c", scope: !4382, file: !4214, line: 1754, type: !4375, align: 64)
!4382 = distinct !DILexicalBlock(scope: !4372, file: !4214, line: 1754, column: 63)
!4383 = !DILocalVariable(name: "rest", scope: !4382, file: !4214, line: 1754, type: !672, align: 64)
!4384 = !DILocalVariable(name: "x", scope: !4385, file: !4214, line: 1756, type: !298, align: 32)
!4385 = distinct !DILexicalBlock(scope: !4382, file: !4214, line: 1756, column: 33)
!4386 = !DILocalVariable(name: "value", scope: !4387, file: !4214, line: 1737, type: !298, align: 32)
!4387 = distinct !DILexicalBlock(scope: !4382, file: !4214, line: 1737, column: 29)
!4388 = !DILocalVariable(name: "c", scope: !4389, file: !4214, line: 1770, type: !4375, align: 64)
!4389 = distinct !DILexicalBlock(scope: !4372, file: !4214, line: 1770, column: 63)
!4390 = !DILocalVariable(name: "rest", scope: !4389, file: !4214, line: 1770, type: !672, align: 64)
!4391 = !DILocalVariable(name: "mul", scope: !4392, file: !4214, line: 1781, type: !3753, align: 64)
!4392 = distinct !DILexicalBlock(scope: !4389, file: !4214, line: 1781, column: 33)
!4393 = !DILocalVariable(name: "x", scope: !4394, file: !4214, line: 1782, type: !9, align: 64)
!4394 = distinct !DILexicalBlock(scope: !4392, file: !4214, line: 1782, column: 33)
!4395 = !DILocalVariable(name: "value", scope: !4396, file: !4214, line: 1737, type: !298, align: 32)
!4396 = distinct !DILexicalBlock(scope: !4392, file: !4214, line: 1737, column: 29)
!4397 = !DILocalVariable(name: "value", scope: !4398, file: !4214, line: 1737, type: !9, align: 64)
!4398 = distinct !DILexicalBlock(scope: !4394, file: !4214, line: 1737, column: 29)
!4399 = !DILocalVariable(name: "value", scope: !4400, file: !4214, line: 1737, type: !9, align: 64)
!4400 = distinct !DILexicalBlock(scope: !4394, file: !4214, line: 1737, column: 29)
!4401 = !DILocalVariable(name: "c", scope: !4402, file: !4214, line: 1770, type: !4375, align: 64)
!4402 = distinct !DILexicalBlock(scope: !4372, file: !4214, line: 1770, column: 63)
!4403 = !DILocalVariable(name: "rest", scope: !4402, file: !4214, line: 1770, type: !672, align: 64)
!4404 = !DILocalVariable(name: "mul", scope: !4405, file: !4214, line: 1781, type: !3753, align: 64)
!4405 = distinct !DILexicalBlock(scope: !4402, file: !4214, line: 1781, column: 33)
!4406 = !DILocalVariable(name: "x", scope: !4407, file: !4214, line: 1782, type: !9, align: 64)
!4407 = distinct !DILexicalBlock(scope: !4405, file: !4214, line: 1782, column: 33)
!4408 = !DILocalVariable(name: "value", scope: !4409, file: !4214, line: 1737, type: !298, align: 32)
!4409 = distinct !DILexicalBlock(scope: !4405, file: !4214, line: 1737, column: 29)
!4410 = !DILocalVariable(name: "value", scope: !4411, file: !4214, line: 1737, type: !9, align: 64)
!4411 = distinct !DILexicalBlock(scope: !4407, file: !4214, line: 1737, column: 29)
!4412 = !DILocalVariable(name: "value", scope: !4413, file: !4214, line: 1737, type: !9, align: 64)
!4413 = distinct !DILexicalBlock(scope: !4407, file: !4214, line: 1737, column: 29)
!4414 = !DILocation(line: 0, scope: !4355, inlinedAt: !4415)
!4415 = distinct !DILocation(line: 1630, column: 17, scope: !4213, inlinedAt: !4239)
!4416 = !DILocation(line: 0, scope: !4363, inlinedAt: !4415)
!4417 = !DILocalVariable(name: "radix", arg: 1, scope: !4418, file: !4214, line: 1521, type: !298)
!4418 = distinct !DISubprogram(name: "can_not_overflow<usize>", linkageName: "_ZN4core3num16can_not_overflow17h8e5a515599de06dbE", scope: !151, file: !4214, line: 1521, type: !4419, scopeLine: 1521, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, retainedNodes: !4421)
!4419 = !DISubroutineType(types: !4420)
!4420 = !{!761, !298, !761, !672}
!4421 = !{!4417, !4422, !4423}
!4422 = !DILocalVariable(name: "is_signed_ty", scope: !4418, file: !4214, line: 1521, type: !761, align: 8)
!4423 = !DILocalVariable(name: "digits", arg: 3, scope: !4418, file: !4214, line: 1521, type: !672)
!4424 = !DILocation(line: 0, scope: !4418, inlinedAt: !4425)
!4425 = distinct !DILocation(line: 1743, column: 20, scope: !4372, inlinedAt: !4415)
!4426 = !DILocation(line: 0, scope: !4361, inlinedAt: !4415)
!4427 = !DILocation(line: 1716, column: 20, scope: !4355, inlinedAt: !4415)
!4428 = !DILocation(line: 1723, column: 49, scope: !4361, inlinedAt: !4415)
!4429 = !{!4430}
!4430 = distinct !{!4430, !4431, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix: argument 1"}
!4431 = distinct !{!4431, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix"}
!4432 = !{!4433, !4264, !4084, !4086, !3844, !4087}
!4433 = distinct !{!4433, !4431, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix: %_0"}
!4434 = !DILocation(line: 0, scope: !4372, inlinedAt: !4415)
!4435 = !DILocalVariable(name: "self", arg: 1, scope: !4436, file: !2507, line: 1160, type: !9)
!4436 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !2508, file: !2507, line: 1160, type: !4437, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4439)
!4437 = !DISubroutineType(types: !4438)
!4438 = !{!3753, !9, !9}
!4439 = !{!4435, !4440, !4441, !4443, !4444, !4446}
!4440 = !DILocalVariable(name: "rhs", arg: 2, scope: !4436, file: !2507, line: 1160, type: !9)
!4441 = !DILocalVariable(name: "a", scope: !4442, file: !2507, line: 1161, type: !9, align: 64)
!4442 = distinct !DILexicalBlock(scope: !4436, file: !2507, line: 1161, column: 13)
!4443 = !DILocalVariable(name: "b", scope: !4442, file: !2507, line: 1161, type: !761, align: 8)
!4444 = !DILocalVariable(name: "a", scope: !4445, file: !2507, line: 1161, type: !9, align: 64)
!4445 = distinct !DILexicalBlock(scope: !4436, file: !2507, line: 1161, column: 13)
!4446 = !DILocalVariable(name: "b", scope: !4445, file: !2507, line: 1161, type: !761, align: 8)
!4447 = !DILocation(line: 0, scope: !4436, inlinedAt: !4448)
!4448 = distinct !DILocation(line: 1781, column: 50, scope: !4389, inlinedAt: !4415)
!4449 = !DILocalVariable(name: "self", arg: 1, scope: !4450, file: !2507, line: 3050, type: !9)
!4450 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !2508, file: !2507, line: 3050, type: !4451, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4457)
!4451 = !DISubroutineType(types: !4452)
!4452 = !{!4453, !9, !9}
!4453 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !2, size: 128, align: 64, elements: !4454, templateParams: !43, identifier: "d571287e27d8be874e95a2f698798cc6")
!4454 = !{!4455, !4456}
!4455 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4453, file: !2, baseType: !9, size: 64, align: 64)
!4456 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !4453, file: !2, baseType: !761, size: 8, align: 8, offset: 64)
!4457 = !{!4449, !4458}
!4458 = !DILocalVariable(name: "rhs", arg: 2, scope: !4450, file: !2507, line: 3050, type: !9)
!4459 = !DILocation(line: 0, scope: !4450, inlinedAt: !4460)
!4460 = distinct !DILocation(line: 1161, column: 31, scope: !4436, inlinedAt: !4448)
!4461 = !DILocation(line: 1522, column: 5, scope: !4418, inlinedAt: !4425)
!4462 = !DILocation(line: 1754, column: 39, scope: !4374, inlinedAt: !4415)
!4463 = !DILocation(line: 1770, column: 39, scope: !4389, inlinedAt: !4415)
!4464 = !DILocation(line: 0, scope: !4389, inlinedAt: !4415)
!4465 = !DILocation(line: 3051, column: 26, scope: !4450, inlinedAt: !4460)
!4466 = !DILocation(line: 0, scope: !4442, inlinedAt: !4448)
!4467 = !DILocalVariable(name: "b", arg: 1, scope: !4468, file: !4469, line: 456, type: !761)
!4468 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !4470, file: !4469, line: 456, type: !4471, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4473)
!4469 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!4470 = !DINamespace(name: "intrinsics", scope: !25)
!4471 = !DISubroutineType(types: !4472)
!4472 = !{!761, !761}
!4473 = !{!4467}
!4474 = !DILocation(line: 0, scope: !4468, inlinedAt: !4475)
!4475 = distinct !DILocation(line: 1162, column: 16, scope: !4442, inlinedAt: !4448)
!4476 = !DILocation(line: 457, column: 8, scope: !4468, inlinedAt: !4475)
!4477 = !DILocation(line: 1770, column: 43, scope: !4389, inlinedAt: !4415)
!4478 = !DILocation(line: 0, scope: !4392, inlinedAt: !4415)
!4479 = !DILocation(line: 1782, column: 57, scope: !4392, inlinedAt: !4415)
!4480 = !DILocation(line: 1782, column: 56, scope: !4392, inlinedAt: !4415)
!4481 = !DILocalVariable(name: "self", arg: 1, scope: !4482, file: !4483, line: 402, type: !4500)
!4482 = distinct !DISubprogram(name: "to_digit", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core4char7methodsc8to_digit", scope: !4484, file: !4483, line: 402, type: !4487, scopeLine: 402, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4501)
!4483 = !DIFile(filename: "library/core/src/char/methods.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5d684acd75bd81500f3b16def5f1380a")
!4484 = !DINamespace(name: "{impl#0}", scope: !4485)
!4485 = !DINamespace(name: "methods", scope: !4486)
!4486 = !DINamespace(name: "char", scope: !25)
!4487 = !DISubroutineType(types: !4488)
!4488 = !{!4489, !4500, !298}
!4489 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u32>", scope: !57, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !4490, templateParams: !43, identifier: "6f9cf68b0721c153842fac1aca06aca0")
!4490 = !{!4491}
!4491 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4489, file: !2, size: 64, align: 32, elements: !4492, templateParams: !43, identifier: "52547bc7e29ba4c3a424c45f3b6ad9d5", discriminator: !4499)
!4492 = !{!4493, !4495}
!4493 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !4491, file: !2, baseType: !4494, size: 64, align: 32, extraData: i32 0)
!4494 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !4489, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !43, templateParams: !299, identifier: "2d35c67b0b954dbe72d9ec7c545db516")
!4495 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !4491, file: !2, baseType: !4496, size: 64, align: 32, extraData: i32 1)
!4496 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !4489, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !4497, templateParams: !299, identifier: "8398ebe1588ef464fb4c1616d021a5e8")
!4497 = !{!4498}
!4498 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4496, file: !2, baseType: !298, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!4499 = !DIDerivedType(tag: DW_TAG_member, scope: !4489, file: !2, baseType: !298, size: 32, align: 32, flags: DIFlagArtificial)
!4500 = !DIBasicType(name: "char", size: 32, encoding: DW_ATE_UTF)
!4501 = !{!4481, !4502, !4503}
!4502 = !DILocalVariable(name: "radix", arg: 2, scope: !4482, file: !4483, line: 402, type: !298)
!4503 = !DILocalVariable(name: "value", scope: !4504, file: !4483, line: 408, type: !298, align: 32)
!4504 = distinct !DILexicalBlock(scope: !4482, file: !4483, line: 408, column: 9)
!4505 = !DILocation(line: 0, scope: !4482, inlinedAt: !4506)
!4506 = distinct !DILocation(line: 1782, column: 69, scope: !4392, inlinedAt: !4415)
!4507 = !DILocalVariable(name: "rhs", scope: !4508, file: !2507, line: 2493, type: !298, align: 32)
!4508 = distinct !DISubprogram(name: "wrapping_sub", linkageName: "_RNvMs6_NtCsgEmfK2I1SDS_4core3numm12wrapping_sub", scope: !4509, file: !2507, line: 2493, type: !4510, scopeLine: 2493, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4512)
!4509 = !DINamespace(name: "{impl#8}", scope: !151)
!4510 = !DISubroutineType(types: !4511)
!4511 = !{!298, !298, !298}
!4512 = !{!4513, !4507, !4507}
!4513 = !DILocalVariable(name: "self", arg: 1, scope: !4508, file: !2507, line: 2493, type: !298)
!4514 = !DILocation(line: 0, scope: !4508, inlinedAt: !4515)
!4515 = distinct !DILocation(line: 417, column: 28, scope: !4482, inlinedAt: !4506)
!4516 = !DILocation(line: 0, scope: !4508, inlinedAt: !4517)
!4517 = distinct !DILocation(line: 420, column: 27, scope: !4482, inlinedAt: !4506)
!4518 = !DILocation(line: 2494, column: 13, scope: !4508, inlinedAt: !4517)
!4519 = !DILocation(line: 0, scope: !4504, inlinedAt: !4506)
!4520 = !DILocation(line: 423, column: 12, scope: !4504, inlinedAt: !4506)
!4521 = !DILocation(line: 0, scope: !4468, inlinedAt: !4522)
!4522 = distinct !DILocation(line: 769, column: 16, scope: !4523, inlinedAt: !4527)
!4523 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !2508, file: !2507, line: 761, type: !4437, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !4524)
!4524 = !{!4525, !4526}
!4525 = !DILocalVariable(name: "self", arg: 1, scope: !4523, file: !2507, line: 761, type: !9)
!4526 = !DILocalVariable(name: "rhs", arg: 2, scope: !4523, file: !2507, line: 761, type: !9)
!4527 = distinct !DILocation(line: 1784, column: 68, scope: !4394, inlinedAt: !4415)
!4528 = !DILocation(line: 1736, column: 25, scope: !4392, inlinedAt: !4415)
!4529 = !{!"branch_weights", i32 2002, i32 2000}
!4530 = !DILocation(line: 0, scope: !4374, inlinedAt: !4415)
!4531 = !DILocation(line: 1756, column: 57, scope: !4374, inlinedAt: !4415)
!4532 = !DILocation(line: 1756, column: 56, scope: !4374, inlinedAt: !4415)
!4533 = !DILocation(line: 0, scope: !4482, inlinedAt: !4534)
!4534 = distinct !DILocation(line: 1756, column: 69, scope: !4374, inlinedAt: !4415)
!4535 = !DILocation(line: 0, scope: !4508, inlinedAt: !4536)
!4536 = distinct !DILocation(line: 417, column: 28, scope: !4482, inlinedAt: !4534)
!4537 = !DILocation(line: 0, scope: !4508, inlinedAt: !4538)
!4538 = distinct !DILocation(line: 420, column: 27, scope: !4482, inlinedAt: !4534)
!4539 = !DILocation(line: 2494, column: 13, scope: !4508, inlinedAt: !4538)
!4540 = !DILocation(line: 0, scope: !4504, inlinedAt: !4534)
!4541 = !DILocation(line: 423, column: 12, scope: !4504, inlinedAt: !4534)
!4542 = !DILocation(line: 1736, column: 25, scope: !4374, inlinedAt: !4415)
!4543 = !DILocation(line: 1755, column: 33, scope: !4374, inlinedAt: !4415)
!4544 = !DILocation(line: 1754, column: 43, scope: !4374, inlinedAt: !4415)
!4545 = !DILocation(line: 0, scope: !4378, inlinedAt: !4415)
!4546 = !DILocation(line: 1757, column: 72, scope: !4378, inlinedAt: !4415)
!4547 = !DILocation(line: 1757, column: 33, scope: !4378, inlinedAt: !4415)
!4548 = !DILocation(line: 0, scope: !4282, inlinedAt: !4549)
!4549 = distinct !DILocation(line: 38, column: 65, scope: !4112, inlinedAt: !4118)
!4550 = !DILocation(line: 0, scope: !4290, inlinedAt: !4551)
!4551 = distinct !DILocation(line: 805, column: 1, scope: !4282, inlinedAt: !4549)
!4552 = !DILocation(line: 0, scope: !4300, inlinedAt: !4553)
!4553 = distinct !DILocation(line: 805, column: 1, scope: !4290, inlinedAt: !4551)
!4554 = !DILocation(line: 0, scope: !4310, inlinedAt: !4555)
!4555 = distinct !DILocation(line: 805, column: 1, scope: !4300, inlinedAt: !4553)
!4556 = !DILocation(line: 0, scope: !4320, inlinedAt: !4557)
!4557 = distinct !DILocation(line: 805, column: 1, scope: !4310, inlinedAt: !4555)
!4558 = !DILocation(line: 0, scope: !2462, inlinedAt: !4559)
!4559 = distinct !DILocation(line: 423, column: 29, scope: !4320, inlinedAt: !4557)
!4560 = !DILocation(line: 0, scope: !2475, inlinedAt: !4561)
!4561 = distinct !DILocation(line: 872, column: 52, scope: !2470, inlinedAt: !4559)
!4562 = !DILocation(line: 632, column: 39, scope: !2475, inlinedAt: !4561)
!4563 = !DILocation(line: 0, scope: !2470, inlinedAt: !4559)
!4564 = !DILocation(line: 0, scope: !1503, inlinedAt: !4565)
!4565 = distinct !DILocation(line: 874, column: 28, scope: !2470, inlinedAt: !4559)
!4566 = !DILocation(line: 0, scope: !1512, inlinedAt: !4567)
!4567 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !4565)
!4568 = !DILocation(line: 0, scope: !1520, inlinedAt: !4569)
!4569 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !4567)
!4570 = !DILocation(line: 0, scope: !1529, inlinedAt: !4571)
!4571 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !4569)
!4572 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !4571)
!4573 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !4569)
!4574 = !DILocation(line: 38, column: 66, scope: !3994, inlinedAt: !4003)
!4575 = !DILocation(line: 43, column: 19, scope: !4001, inlinedAt: !4003)
!4576 = !DILocalVariable(name: "dst", arg: 1, scope: !4577, file: !1583, line: 3871, type: !1597)
!4577 = distinct !DISubprogram(name: "atomic_store<usize>", linkageName: "_ZN4core4sync6atomic12atomic_store17hebedc156ed6f374fE", scope: !80, file: !1583, line: 3871, type: !4578, scopeLine: 3871, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, retainedNodes: !4580)
!4578 = !DISubroutineType(types: !4579)
!4579 = !{null, !1597, !9, !623}
!4580 = !{!4576, !4581, !4582}
!4581 = !DILocalVariable(name: "val", arg: 2, scope: !4577, file: !1583, line: 3871, type: !9)
!4582 = !DILocalVariable(name: "order", arg: 3, scope: !4577, file: !1583, line: 3871, type: !623)
!4583 = !DILocation(line: 0, scope: !4577, inlinedAt: !4584)
!4584 = distinct !DILocation(line: 2872, column: 26, scope: !4064, inlinedAt: !4072)
!4585 = !DILocation(line: 3875, column: 24, scope: !4577, inlinedAt: !4584)
!4586 = !DILocation(line: 0, scope: !3872, inlinedAt: !3907)
!4587 = !DILocation(line: 47, column: 14, scope: !3872, inlinedAt: !3907)
!4588 = !DILocation(line: 0, scope: !3874, inlinedAt: !3907)
!4589 = !DILocation(line: 48, column: 9, scope: !3874, inlinedAt: !3907)
!4590 = !DILocation(line: 48, column: 18, scope: !3874, inlinedAt: !3907)
!4591 = !{!4084, !3844, !4087}
!4592 = !DILocation(line: 50, column: 9, scope: !3876, inlinedAt: !3907)
!4593 = !DILocation(line: 53, column: 9, scope: !3876, inlinedAt: !3907)
!4594 = !{!4595}
!4595 = distinct !{!4595, !4596, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!4596 = distinct !{!4596, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!4597 = !DILocation(line: 141, column: 1, scope: !3874, inlinedAt: !3907)
!4598 = !DILocation(line: 0, scope: !3001, inlinedAt: !4599)
!4599 = distinct !DILocation(line: 141, column: 1, scope: !3874, inlinedAt: !3907)
!4600 = !{!4601}
!4601 = distinct !{!4601, !4602, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!4602 = distinct !{!4602, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!4603 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !4599)
!4604 = !DILocation(line: 0, scope: !3015, inlinedAt: !4605)
!4605 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !4599)
!4606 = !{!4607}
!4607 = distinct !{!4607, !4608, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!4608 = distinct !{!4608, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!4609 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !4605)
!4610 = !DILocation(line: 0, scope: !3029, inlinedAt: !4611)
!4611 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !4605)
!4612 = !{!4613}
!4613 = distinct !{!4613, !4614, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!4614 = distinct !{!4614, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!4615 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !4611)
!4616 = !DILocation(line: 0, scope: !3043, inlinedAt: !4617)
!4617 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !4611)
!4618 = !DILocation(line: 0, scope: !3051, inlinedAt: !4619)
!4619 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !4617)
!4620 = !DILocation(line: 0, scope: !3061, inlinedAt: !4621)
!4621 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !4617)
!4622 = !DILocation(line: 0, scope: !3068, inlinedAt: !4623)
!4623 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !4621)
!4624 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !4625)
!4625 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !4619)
!4626 = !{!4613, !4607, !4601, !4595}
!4627 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !4621)
!4628 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !4623)
!4629 = !{!4613, !4607, !4601, !4595, !4084, !4086, !3844, !4087}
!4630 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !4617)
!4631 = !DILocation(line: 0, scope: !1614, inlinedAt: !4632)
!4632 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !4617)
!4633 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !4632)
!4634 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !4617)
!4635 = !DILocation(line: 56, column: 9, scope: !3878, inlinedAt: !3907)
!4636 = !DILocalVariable(name: "data", arg: 1, scope: !4637, file: !1341, line: 419, type: !185)
!4637 = distinct !DISubprogram(name: "new<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$3new17h1dad4ba49226f4c0E", scope: !173, file: !1341, line: 419, type: !4638, scopeLine: 419, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !406, declaration: !4640, retainedNodes: !4641)
!4638 = !DISubroutineType(types: !4639)
!4639 = !{!173, !185}
!4640 = !DISubprogram(name: "new<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$3new17h1dad4ba49226f4c0E", scope: !173, file: !1341, line: 419, type: !4638, scopeLine: 419, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !406)
!4641 = !{!4636, !4642}
!4642 = !DILocalVariable(name: "x", scope: !4643, file: !1341, line: 422, type: !4644, align: 64)
!4643 = distinct !DILexicalBlock(scope: !4637, file: !1341, line: 422, column: 9)
!4644 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>, alloc::alloc::Global>", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!4645 = !DILocation(line: 0, scope: !4637, inlinedAt: !4646)
!4646 = distinct !DILocation(line: 57, column: 9, scope: !3878, inlinedAt: !3907)
!4647 = !DILocation(line: 422, column: 34, scope: !4637, inlinedAt: !4646)
!4648 = !DILocalVariable(name: "x", arg: 1, scope: !4649, file: !979, line: 284, type: !180)
!4649 = distinct !DISubprogram(name: "new<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hb7e5a550a13226feE", scope: !980, file: !979, line: 284, type: !4650, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !408, retainedNodes: !4652)
!4650 = !DISubroutineType(types: !4651)
!4651 = !{!4644, !180}
!4652 = !{!4648, !4653}
!4653 = !DILocalVariable(name: "ptr", scope: !4654, file: !979, line: 286, type: !3617, align: 64)
!4654 = distinct !DILexicalBlock(scope: !4649, file: !979, line: 286, column: 9)
!4655 = !DILocation(line: 284, column: 16, scope: !4649, inlinedAt: !4656)
!4656 = distinct !DILocation(line: 422, column: 25, scope: !4637, inlinedAt: !4646)
!4657 = !DILocation(line: 0, scope: !993, inlinedAt: !4658)
!4658 = distinct !DILocation(line: 286, column: 19, scope: !4649, inlinedAt: !4656)
!4659 = !DILocation(line: 0, scope: !1014, inlinedAt: !4660)
!4660 = distinct !DILocation(line: 248, column: 18, scope: !993, inlinedAt: !4658)
!4661 = !DILocation(line: 0, scope: !1042, inlinedAt: !4662)
!4662 = distinct !DILocation(line: 429, column: 14, scope: !1014, inlinedAt: !4660)
!4663 = !DILocation(line: 0, scope: !1052, inlinedAt: !4664)
!4664 = distinct !DILocation(line: 312, column: 9, scope: !1042, inlinedAt: !4662)
!4665 = !DILocation(line: 0, scope: !1089, inlinedAt: !4666)
!4666 = distinct !DILocation(line: 190, column: 73, scope: !1059, inlinedAt: !4664)
!4667 = !DILocation(line: 0, scope: !1059, inlinedAt: !4664)
!4668 = !DILocation(line: 93, column: 9, scope: !1089, inlinedAt: !4666)
!4669 = !{!4670, !4084, !4086, !3844, !4087}
!4670 = distinct !{!4670, !4671, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hb7e5a550a13226feE: %x"}
!4671 = distinct !{!4671, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hb7e5a550a13226feE"}
!4672 = !DILocation(line: 95, column: 9, scope: !1089, inlinedAt: !4666)
!4673 = !DILocation(line: 248, column: 11, scope: !993, inlinedAt: !4658)
!4674 = !DILocation(line: 248, column: 5, scope: !993, inlinedAt: !4658)
!4675 = !DILocation(line: 250, column: 19, scope: !993, inlinedAt: !4658)
!4676 = !DILocalVariable(arg: 1, scope: !4677, file: !1300, line: 805, type: !3617)
!4677 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::ArcInner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr156drop_in_place$LT$alloc..sync..ArcInner$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17hedd4c69f3647caf2E", scope: !72, file: !1300, line: 805, type: !4678, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !408, retainedNodes: !4680)
!4678 = !DISubroutineType(types: !4679)
!4679 = !{null, !3617}
!4680 = !{!4676}
!4681 = !DILocation(line: 0, scope: !4677, inlinedAt: !4682)
!4682 = distinct !DILocation(line: 292, column: 5, scope: !4649, inlinedAt: !4656)
!4683 = !DILocation(line: 805, column: 1, scope: !4677, inlinedAt: !4682)
!4684 = !DILocation(line: 284, column: 5, scope: !4649, inlinedAt: !4656)
!4685 = !DILocation(line: 141, column: 1, scope: !3876, inlinedAt: !3907)
!4686 = !DILocation(line: 0, scope: !4654, inlinedAt: !4656)
!4687 = !DILocation(line: 289, column: 56, scope: !4654, inlinedAt: !4656)
!4688 = !DILocation(line: 0, scope: !4643, inlinedAt: !4646)
!4689 = !DILocation(line: 426, column: 10, scope: !4637, inlinedAt: !4646)
!4690 = !DILocalVariable(name: "ptr", arg: 1, scope: !4691, file: !1341, line: 292, type: !176)
!4691 = distinct !DISubprogram(name: "from_inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$10from_inner17h53f098d355196d91E", scope: !173, file: !1341, line: 292, type: !4692, scopeLine: 292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !406, declaration: !4694, retainedNodes: !4695)
!4692 = !DISubroutineType(types: !4693)
!4693 = !{!173, !176}
!4694 = !DISubprogram(name: "from_inner<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$10from_inner17h53f098d355196d91E", scope: !173, file: !1341, line: 292, type: !4692, scopeLine: 292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !406)
!4695 = !{!4690}
!4696 = !DILocation(line: 0, scope: !4691, inlinedAt: !4697)
!4697 = distinct !DILocation(line: 427, column: 18, scope: !4643, inlinedAt: !4646)
!4698 = !DILocation(line: 310, column: 9, scope: !3953, inlinedAt: !4699)
!4699 = distinct !DILocation(line: 293, column: 18, scope: !4691, inlinedAt: !4697)
!4700 = !DILocation(line: 2376, column: 14, scope: !3936, inlinedAt: !3944)
!4701 = !DILocation(line: 3134, column: 30, scope: !3929, inlinedAt: !3935)
!4702 = !DILocation(line: 3923, column: 24, scope: !3946, inlinedAt: !3951)
!4703 = !DILocation(line: 0, scope: !3943, inlinedAt: !3944)
!4704 = !DILocation(line: 2405, column: 12, scope: !3943, inlinedAt: !3944)
!4705 = !DILocation(line: 0, scope: !3953, inlinedAt: !3960)
!4706 = !DILocation(line: 0, scope: !3882, inlinedAt: !3907)
!4707 = !DILocation(line: 0, scope: !3884, inlinedAt: !3907)
!4708 = !DILocation(line: 87, column: 9, scope: !3884, inlinedAt: !3907)
!4709 = !DILocation(line: 87, column: 22, scope: !3884, inlinedAt: !3907)
!4710 = !DILocation(line: 106, column: 31, scope: !3888, inlinedAt: !3907)
!4711 = !DILocation(line: 106, column: 12, scope: !3888, inlinedAt: !3907)
!4712 = !DILocation(line: 2406, column: 13, scope: !3943, inlinedAt: !3944)
!4713 = !DILocation(line: 106, column: 17, scope: !3888, inlinedAt: !3907)
!4714 = !DILocalVariable(name: "self", arg: 1, scope: !4715, file: !1341, line: 2421, type: !1741)
!4715 = distinct !DISubprogram(name: "deref<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN73_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17he6e2cb16beb1661cE", scope: !1342, file: !1341, line: 2421, type: !1999, scopeLine: 2421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !321, retainedNodes: !4716)
!4716 = !{!4714}
!4717 = !DILocation(line: 2421, column: 14, scope: !4715, inlinedAt: !4718)
!4718 = distinct !DILocation(line: 107, column: 9, scope: !3888, inlinedAt: !3907)
!4719 = !DILocation(line: 2422, column: 9, scope: !4715, inlinedAt: !4718)
!4720 = !DILocation(line: 107, column: 20, scope: !3888, inlinedAt: !3907)
!4721 = !DILocation(line: 113, column: 42, scope: !3886, inlinedAt: !3907)
!4722 = !DILocalVariable(name: "x", arg: 1, scope: !4723, file: !979, line: 284, type: !12)
!4723 = distinct !DISubprogram(name: "new<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h8ff9d3cf59d1af47E", scope: !980, file: !979, line: 284, type: !4724, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2554, retainedNodes: !4727)
!4724 = !DISubroutineType(types: !4725)
!4725 = !{!4726, !12}
!4726 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadres::send_joined::{closure_env#0}, core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!4727 = !{!4722, !4728}
!4728 = !DILocalVariable(name: "ptr", scope: !4729, file: !979, line: 286, type: !1146, align: 64)
!4729 = distinct !DILexicalBlock(scope: !4723, file: !979, line: 286, column: 9)
!4730 = !DILocation(line: 284, column: 16, scope: !4723, inlinedAt: !4731)
!4731 = distinct !DILocation(line: 113, column: 33, scope: !3886, inlinedAt: !3907)
!4732 = !DILocation(line: 0, scope: !993, inlinedAt: !4733)
!4733 = distinct !DILocation(line: 286, column: 19, scope: !4723, inlinedAt: !4731)
!4734 = !DILocation(line: 0, scope: !1014, inlinedAt: !4735)
!4735 = distinct !DILocation(line: 248, column: 18, scope: !993, inlinedAt: !4733)
!4736 = !DILocation(line: 0, scope: !1042, inlinedAt: !4737)
!4737 = distinct !DILocation(line: 429, column: 14, scope: !1014, inlinedAt: !4735)
!4738 = !DILocation(line: 0, scope: !1052, inlinedAt: !4739)
!4739 = distinct !DILocation(line: 312, column: 9, scope: !1042, inlinedAt: !4737)
!4740 = !DILocation(line: 0, scope: !1089, inlinedAt: !4741)
!4741 = distinct !DILocation(line: 190, column: 73, scope: !1059, inlinedAt: !4739)
!4742 = !DILocation(line: 0, scope: !1059, inlinedAt: !4739)
!4743 = !DILocation(line: 93, column: 9, scope: !1089, inlinedAt: !4741)
!4744 = !{!4745, !4084, !4086, !3844, !4087}
!4745 = distinct !{!4745, !4746, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h8ff9d3cf59d1af47E: %x"}
!4746 = distinct !{!4746, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h8ff9d3cf59d1af47E"}
!4747 = !DILocation(line: 95, column: 9, scope: !1089, inlinedAt: !4741)
!4748 = !DILocation(line: 248, column: 11, scope: !993, inlinedAt: !4733)
!4749 = !DILocation(line: 248, column: 5, scope: !993, inlinedAt: !4733)
!4750 = !DILocation(line: 250, column: 19, scope: !993, inlinedAt: !4733)
!4751 = !DILocation(line: 292, column: 5, scope: !4723, inlinedAt: !4731)
!4752 = !DILocation(line: 284, column: 5, scope: !4723, inlinedAt: !4731)
!4753 = !DILocation(line: 141, column: 1, scope: !3884, inlinedAt: !3907)
!4754 = !DILocation(line: 0, scope: !4729, inlinedAt: !4731)
!4755 = !DILocation(line: 289, column: 56, scope: !4729, inlinedAt: !4731)
!4756 = !DILocation(line: 113, column: 52, scope: !3886, inlinedAt: !3907)
!4757 = !DILocation(line: 0, scope: !3890, inlinedAt: !3907)
!4758 = !DILocation(line: 121, column: 25, scope: !3890, inlinedAt: !3907)
!4759 = !DILocation(line: 61, column: 10, scope: !3981, inlinedAt: !3989)
!4760 = !DILocation(line: 1091, column: 16, scope: !3972, inlinedAt: !3980)
!4761 = !DILocation(line: 2376, column: 14, scope: !3964, inlinedAt: !3971)
!4762 = !DILocalVariable(name: "self", arg: 1, scope: !4763, file: !1341, line: 2098, type: !3055)
!4763 = distinct !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hd5de47a7adfea8b5E", scope: !228, file: !1341, line: 2098, type: !3052, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !310, declaration: !3056, retainedNodes: !4764)
!4764 = !{!4762}
!4765 = !DILocation(line: 2098, column: 14, scope: !4763, inlinedAt: !4766)
!4766 = distinct !DILocation(line: 2388, column: 29, scope: !3963, inlinedAt: !3971)
!4767 = !DILocation(line: 444, column: 20, scope: !4768, inlinedAt: !4769)
!4768 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h44eb471078b334e1E", scope: !231, file: !1361, line: 440, type: !3076, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !303, declaration: !3079)
!4769 = distinct !DILocation(line: 2104, column: 27, scope: !4770, inlinedAt: !4766)
!4770 = !DILexicalBlockFile(scope: !4763, file: !1341, discriminator: 6)
!4771 = !DILocation(line: 3134, column: 30, scope: !3929, inlinedAt: !3962)
!4772 = !DILocation(line: 3923, column: 24, scope: !3946, inlinedAt: !3991)
!4773 = !DILocation(line: 0, scope: !3970, inlinedAt: !3971)
!4774 = !DILocation(line: 2405, column: 12, scope: !3970, inlinedAt: !3971)
!4775 = !DILocation(line: 2409, column: 38, scope: !3970, inlinedAt: !3971)
!4776 = !DILocalVariable(name: "x", arg: 1, scope: !4777, file: !979, line: 284, type: !2987)
!4777 = distinct !DISubprogram(name: "new<std::thread::lifecycle::ThreadInit>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hdfd7d1b7fa5e6f71E", scope: !980, file: !979, line: 284, type: !4778, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !2993, retainedNodes: !4780)
!4778 = !DISubroutineType(types: !4779)
!4779 = !{!3901, !2987}
!4780 = !{!4776, !4781}
!4781 = !DILocalVariable(name: "ptr", scope: !4782, file: !979, line: 286, type: !2986, align: 64)
!4782 = distinct !DILexicalBlock(scope: !4777, file: !979, line: 286, column: 9)
!4783 = !DILocation(line: 284, column: 16, scope: !4777, inlinedAt: !4784)
!4784 = distinct !DILocation(line: 121, column: 16, scope: !3890, inlinedAt: !3907)
!4785 = !DILocation(line: 0, scope: !993, inlinedAt: !4786)
!4786 = distinct !DILocation(line: 286, column: 19, scope: !4777, inlinedAt: !4784)
!4787 = !DILocation(line: 0, scope: !1014, inlinedAt: !4788)
!4788 = distinct !DILocation(line: 248, column: 18, scope: !993, inlinedAt: !4786)
!4789 = !DILocation(line: 0, scope: !1042, inlinedAt: !4790)
!4790 = distinct !DILocation(line: 429, column: 14, scope: !1014, inlinedAt: !4788)
!4791 = !DILocation(line: 0, scope: !1052, inlinedAt: !4792)
!4792 = distinct !DILocation(line: 312, column: 9, scope: !1042, inlinedAt: !4790)
!4793 = !DILocation(line: 0, scope: !1089, inlinedAt: !4794)
!4794 = distinct !DILocation(line: 190, column: 73, scope: !1059, inlinedAt: !4792)
!4795 = !DILocation(line: 0, scope: !1059, inlinedAt: !4792)
!4796 = !DILocation(line: 93, column: 9, scope: !1089, inlinedAt: !4794)
!4797 = !{!4798, !4084, !4086, !3844, !4087}
!4798 = distinct !{!4798, !4799, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hdfd7d1b7fa5e6f71E: %x"}
!4799 = distinct !{!4799, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hdfd7d1b7fa5e6f71E"}
!4800 = !DILocation(line: 95, column: 9, scope: !1089, inlinedAt: !4794)
!4801 = !DILocation(line: 248, column: 11, scope: !993, inlinedAt: !4786)
!4802 = !DILocation(line: 248, column: 5, scope: !993, inlinedAt: !4786)
!4803 = !DILocation(line: 250, column: 19, scope: !993, inlinedAt: !4786)
!4804 = !DILocation(line: 292, column: 5, scope: !4777, inlinedAt: !4784)
!4805 = !DILocation(line: 284, column: 5, scope: !4777, inlinedAt: !4784)
!4806 = !DILocation(line: 2406, column: 13, scope: !3970, inlinedAt: !3971)
!4807 = !DILocation(line: 0, scope: !4782, inlinedAt: !4784)
!4808 = !DILocation(line: 289, column: 56, scope: !4782, inlinedAt: !4784)
!4809 = !DILocation(line: 0, scope: !3900, inlinedAt: !3907)
!4810 = !DILocation(line: 121, column: 74, scope: !3890, inlinedAt: !3907)
!4811 = !DILocation(line: 137, column: 26, scope: !3900, inlinedAt: !3907)
!4812 = !DILocalVariable(name: "self", arg: 1, scope: !4813, file: !4122, line: 2172, type: !4834)
!4813 = distinct !DISubprogram(name: "branch<std::sys::thread::unix::Thread, std::io::error::Error>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h9469be0cbb60bd4eE", scope: !4814, file: !4122, line: 2172, type: !4815, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4842, retainedNodes: !4849)
!4814 = !DINamespace(name: "{impl#27}", scope: !340)
!4815 = !DISubroutineType(types: !4816)
!4816 = !{!4817, !4834}
!4817 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, std::io::error::Error>, std::sys::thread::unix::Thread>", scope: !4818, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4819, templateParams: !43, identifier: "9f40bd299e57006e2c11e5328601f2be")
!4818 = !DINamespace(name: "control_flow", scope: !701)
!4819 = !{!4820}
!4820 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4817, file: !2, size: 128, align: 64, elements: !4821, templateParams: !43, identifier: "a1a0c57e66007b3f61911bed39e5469", discriminator: !4833)
!4821 = !{!4822, !4829}
!4822 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !4820, file: !2, baseType: !4823, size: 128, align: 64, extraData: i64 0)
!4823 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !4817, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4824, templateParams: !4826, identifier: "cbc0ee69620fe53b521101256abcdadc")
!4824 = !{!4825}
!4825 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4823, file: !2, baseType: !3782, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!4826 = !{!4827, !4828}
!4827 = !DITemplateTypeParameter(name: "B", type: !3805)
!4828 = !DITemplateTypeParameter(name: "C", type: !3782)
!4829 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !4820, file: !2, baseType: !4830, size: 128, align: 64, extraData: i64 1)
!4830 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !4817, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4831, templateParams: !4826, identifier: "11dd97ab9c18393584050373e8577609")
!4831 = !{!4832}
!4832 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4830, file: !2, baseType: !3805, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!4833 = !DIDerivedType(tag: DW_TAG_member, scope: !4817, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!4834 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::sys::thread::unix::Thread, std::io::error::Error>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4835, templateParams: !43, identifier: "eb920c4d88992f9d8afc15402b1b22d")
!4835 = !{!4836}
!4836 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4834, file: !2, size: 128, align: 64, elements: !4837, templateParams: !43, identifier: "937643c5d21f0e3c9c6c88e1e3ceb29", discriminator: !4848)
!4837 = !{!4838, !4844}
!4838 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !4836, file: !2, baseType: !4839, size: 128, align: 64, extraData: i64 0)
!4839 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !4834, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4840, templateParams: !4842, identifier: "c198d641ef775ad8da3f0aff714df36b")
!4840 = !{!4841}
!4841 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4839, file: !2, baseType: !3782, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!4842 = !{!4843, !659}
!4843 = !DITemplateTypeParameter(name: "T", type: !3782)
!4844 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !4836, file: !2, baseType: !4845, size: 128, align: 64, extraData: i64 1)
!4845 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !4834, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !4846, templateParams: !4842, identifier: "6196d3da5b631f65c351c4f1a3762991")
!4846 = !{!4847}
!4847 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4845, file: !2, baseType: !422, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!4848 = !DIDerivedType(tag: DW_TAG_member, scope: !4834, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!4849 = !{!4812, !4850, !4852}
!4850 = !DILocalVariable(name: "v", scope: !4851, file: !4122, line: 2174, type: !3782, align: 64)
!4851 = distinct !DILexicalBlock(scope: !4813, file: !4122, line: 2174, column: 13)
!4852 = !DILocalVariable(name: "e", scope: !4853, file: !4122, line: 2175, type: !422, align: 64)
!4853 = distinct !DILexicalBlock(scope: !4813, file: !4122, line: 2175, column: 13)
!4854 = !DILocation(line: 0, scope: !4813, inlinedAt: !4855)
!4855 = distinct !DILocation(line: 137, column: 26, scope: !3900, inlinedAt: !3907)
!4856 = !DILocation(line: 2173, column: 9, scope: !4813, inlinedAt: !4855)
!4857 = !DILocation(line: 0, scope: !1565, inlinedAt: !4858)
!4858 = distinct !DILocation(line: 141, column: 1, scope: !3878, inlinedAt: !3907)
!4859 = !DILocation(line: 0, scope: !1573, inlinedAt: !4860)
!4860 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !4858)
!4861 = !DILocation(line: 0, scope: !1582, inlinedAt: !4862)
!4862 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !4860)
!4863 = !DILocation(line: 0, scope: !1594, inlinedAt: !4864)
!4864 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !4862)
!4865 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !4862)
!4866 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !4864)
!4867 = !{!4868, !4870, !4084, !4086, !3844, !4087}
!4868 = distinct !{!4868, !4869, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!4869 = distinct !{!4869, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!4870 = distinct !{!4870, !4871, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!4871 = distinct !{!4871, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!4872 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !4860)
!4873 = !DILocation(line: 0, scope: !1614, inlinedAt: !4874)
!4874 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !4860)
!4875 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !4874)
!4876 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !4860)
!4877 = !DILocation(line: 141, column: 1, scope: !3878, inlinedAt: !3907)
!4878 = !{!4879}
!4879 = distinct !{!4879, !4880, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!4880 = distinct !{!4880, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!4881 = !DILocation(line: 0, scope: !3001, inlinedAt: !4882)
!4882 = distinct !DILocation(line: 141, column: 1, scope: !3874, inlinedAt: !3907)
!4883 = !{!4884}
!4884 = distinct !{!4884, !4885, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!4885 = distinct !{!4885, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!4886 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !4882)
!4887 = !DILocation(line: 0, scope: !3015, inlinedAt: !4888)
!4888 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !4882)
!4889 = !{!4890}
!4890 = distinct !{!4890, !4891, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!4891 = distinct !{!4891, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!4892 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !4888)
!4893 = !DILocation(line: 0, scope: !3029, inlinedAt: !4894)
!4894 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !4888)
!4895 = !{!4896}
!4896 = distinct !{!4896, !4897, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!4897 = distinct !{!4897, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!4898 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !4894)
!4899 = !DILocation(line: 0, scope: !3043, inlinedAt: !4900)
!4900 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !4894)
!4901 = !DILocation(line: 0, scope: !3051, inlinedAt: !4902)
!4902 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !4900)
!4903 = !DILocation(line: 0, scope: !3061, inlinedAt: !4904)
!4904 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !4900)
!4905 = !DILocation(line: 0, scope: !3068, inlinedAt: !4906)
!4906 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !4904)
!4907 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !4908)
!4908 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !4902)
!4909 = !{!4896, !4890, !4884, !4879}
!4910 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !4904)
!4911 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !4906)
!4912 = !{!4896, !4890, !4884, !4879, !4084, !4086, !3844, !4087}
!4913 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !4900)
!4914 = !DILocation(line: 0, scope: !1614, inlinedAt: !4915)
!4915 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !4900)
!4916 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !4915)
!4917 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !4900)
!4918 = !DILocation(line: 0, scope: !1565, inlinedAt: !4919)
!4919 = distinct !DILocation(line: 141, column: 1, scope: !3878, inlinedAt: !3907)
!4920 = !DILocation(line: 0, scope: !1573, inlinedAt: !4921)
!4921 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !4919)
!4922 = !DILocation(line: 0, scope: !1582, inlinedAt: !4923)
!4923 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !4921)
!4924 = !DILocation(line: 0, scope: !1594, inlinedAt: !4925)
!4925 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !4923)
!4926 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !4923)
!4927 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !4925)
!4928 = !{!4929, !4931, !4084, !4086, !3844, !4087}
!4929 = distinct !{!4929, !4930, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!4930 = distinct !{!4930, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!4931 = distinct !{!4931, !4932, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!4932 = distinct !{!4932, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!4933 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !4921)
!4934 = !DILocation(line: 0, scope: !1614, inlinedAt: !4935)
!4935 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !4921)
!4936 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !4935)
!4937 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !4921)
!4938 = !DILocation(line: 17, column: 1, scope: !3848, inlinedAt: !3907)
!4939 = !DILocation(line: 26, scope: !3702)
!4940 = !DILocalVariable(name: "self", arg: 1, scope: !4941, file: !4122, line: 1179, type: !3767)
!4941 = distinct !DISubprogram(name: "expect<std::thread::join_handle::JoinHandle<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, std::io::error::Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E", scope: !3767, file: !4122, line: 1179, type: !4942, scopeLine: 1179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !3789, declaration: !4944, retainedNodes: !4945)
!4942 = !DISubroutineType(types: !4943)
!4943 = !{!3775, !3767, !523, !706}
!4944 = !DISubprogram(name: "expect<std::thread::join_handle::JoinHandle<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, std::io::error::Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E", scope: !3767, file: !4122, line: 1179, type: !4942, scopeLine: 1179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !3789)
!4945 = !{!4940, !4946, !4947, !4949}
!4946 = !DILocalVariable(name: "msg", arg: 2, scope: !4941, file: !4122, line: 1179, type: !523)
!4947 = !DILocalVariable(name: "t", scope: !4948, file: !4122, line: 1184, type: !3775, align: 64)
!4948 = distinct !DILexicalBlock(scope: !4941, file: !4122, line: 1184, column: 13)
!4949 = !DILocalVariable(name: "e", scope: !4950, file: !4122, line: 1185, type: !422, align: 64)
!4950 = distinct !DILexicalBlock(scope: !4941, file: !4122, line: 1185, column: 13)
!4951 = !DILocation(line: 0, scope: !4941, inlinedAt: !4952)
!4952 = distinct !DILocation(line: 131, column: 29, scope: !3828, inlinedAt: !3835)
!4953 = !DILocation(line: 262, column: 6, scope: !3720, inlinedAt: !3821)
!4954 = !DILocation(line: 1185, column: 17, scope: !4950, inlinedAt: !4952)
!4955 = !DILocation(line: 1185, column: 17, scope: !4941, inlinedAt: !4952)
!4956 = !{!4957, !4959}
!4957 = distinct !{!4957, !4958, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E: %t"}
!4958 = distinct !{!4958, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E"}
!4959 = distinct !{!4959, !4958, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h397ef5676b199472E: %self"}
!4960 = !DILocation(line: 1185, column: 23, scope: !4950, inlinedAt: !4952)
!4961 = !DILocation(line: 1185, column: 44, scope: !4941, inlinedAt: !4952)
!4962 = !DILocation(line: 1179, column: 5, scope: !4941, inlinedAt: !4952)
!4963 = !DILocation(line: 138, column: 9, scope: !3900, inlinedAt: !3907)
!4964 = !DILocalVariable(name: "self", arg: 1, scope: !4965, file: !4966, line: 149, type: !3775)
!4965 = distinct !DISubprogram(name: "join<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread11join_handle19JoinHandle$LT$T$GT$4join17h4f91081ecba1e1e3E", scope: !3775, file: !4966, line: 149, type: !4967, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !405, declaration: !4969, retainedNodes: !4970)
!4966 = !DIFile(filename: "library/std/src/thread/join_handle.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ba5cff96fe2303f17a06a2f5036e31d9")
!4967 = !DISubroutineType(types: !4968)
!4968 = !{!339, !3775}
!4969 = !DISubprogram(name: "join<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread11join_handle19JoinHandle$LT$T$GT$4join17h4f91081ecba1e1e3E", scope: !3775, file: !4966, line: 149, type: !4967, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !405)
!4970 = !{!4964}
!4971 = !DILocation(line: 0, scope: !4965, inlinedAt: !4972)
!4972 = !DILocation(line: 26, column: 83, scope: !3702)
!4973 = !DILocation(line: 150, column: 9, scope: !4965, inlinedAt: !4972)
!4974 = !{!4975}
!4975 = distinct !{!4975, !4976, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E: %self"}
!4976 = distinct !{!4976, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E"}
!4977 = !DILocation(line: 150, column: 16, scope: !4965, inlinedAt: !4972)
!4978 = !DILocalVariable(name: "self", arg: 1, scope: !4979, file: !1128, line: 240, type: !3779)
!4979 = distinct !DISubprogram(name: "join<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E", scope: !3779, file: !1128, line: 240, type: !4980, scopeLine: 240, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !405, declaration: !4982, retainedNodes: !4983)
!4980 = !DISubroutineType(types: !4981)
!4981 = !{!339, !3779}
!4982 = !DISubprogram(name: "join<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>", linkageName: "_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E", scope: !3779, file: !1128, line: 240, type: !4980, scopeLine: 240, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !405)
!4983 = !{!4978}
!4984 = !DILocation(line: 240, column: 24, scope: !4979, inlinedAt: !4985)
!4985 = distinct !DILocation(line: 150, column: 16, scope: !4965, inlinedAt: !4972)
!4986 = !DILocalVariable(name: "msg", scope: !4987, file: !915, line: 968, type: !523, align: 64)
!4987 = distinct !DISubprogram(name: "expect<&mut std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h9547b2451de3f3ffE", scope: !4988, file: !915, line: 968, type: !5001, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !4994, declaration: !5003, retainedNodes: !5004)
!4988 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&mut std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !4989, templateParams: !43, identifier: "780efadf9d21e7af9f37d31a655345f3")
!4989 = !{!4990}
!4990 = !DICompositeType(tag: DW_TAG_variant_part, scope: !4988, file: !2, size: 64, align: 64, elements: !4991, templateParams: !43, identifier: "d04c1d37b3883bbb7fe315186f1a7db3", discriminator: !5000)
!4991 = !{!4992, !4996}
!4992 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !4990, file: !2, baseType: !4993, size: 64, align: 64, extraData: i64 0)
!4993 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !4988, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !4994, identifier: "a52b9afbd15e256f658e45f83b4c0a5c")
!4994 = !{!4995}
!4995 = !DITemplateTypeParameter(name: "T", type: !1732)
!4996 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !4990, file: !2, baseType: !4997, size: 64, align: 64)
!4997 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !4988, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !4998, templateParams: !4994, identifier: "192f34a33895905c998224bb1efc814")
!4998 = !{!4999}
!4999 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !4997, file: !2, baseType: !1732, size: 64, align: 64, flags: DIFlagPublic)
!5000 = !DIDerivedType(tag: DW_TAG_member, scope: !4988, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!5001 = !DISubroutineType(types: !5002)
!5002 = !{!1732, !4988, !523, !706}
!5003 = !DISubprogram(name: "expect<&mut std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h9547b2451de3f3ffE", scope: !4988, file: !915, line: 968, type: !5001, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !4994)
!5004 = !{!5005, !4986, !5006}
!5005 = !DILocalVariable(name: "self", arg: 1, scope: !4987, file: !915, line: 968, type: !4988)
!5006 = !DILocalVariable(name: "val", scope: !5007, file: !915, line: 970, type: !1732, align: 64)
!5007 = distinct !DILexicalBlock(scope: !4987, file: !915, line: 970, column: 13)
!5008 = !DILocation(line: 0, scope: !4987, inlinedAt: !5009)
!5009 = distinct !DILocation(line: 247, column: 14, scope: !4979, inlinedAt: !4985)
!5010 = !DILocation(line: 241, column: 21, scope: !4979, inlinedAt: !4985)
!5011 = !{!5012, !4975}
!5012 = distinct !{!5012, !4976, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h5c5eb0d7e59f3ef8E: %val"}
!5013 = !{!5014}
!5014 = distinct !{!5014, !5015, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!5015 = distinct !{!5015, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!5016 = !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5017 = !DILocation(line: 0, scope: !3001, inlinedAt: !5018)
!5018 = distinct !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5019 = !{!5020}
!5020 = distinct !{!5020, !5021, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!5021 = distinct !{!5021, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!5022 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !5018)
!5023 = !DILocation(line: 0, scope: !3015, inlinedAt: !5024)
!5024 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !5018)
!5025 = !{!5026}
!5026 = distinct !{!5026, !5027, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!5027 = distinct !{!5027, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!5028 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !5024)
!5029 = !DILocation(line: 0, scope: !3029, inlinedAt: !5030)
!5030 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !5024)
!5031 = !{!5032}
!5032 = distinct !{!5032, !5033, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!5033 = distinct !{!5033, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!5034 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !5030)
!5035 = !DILocation(line: 0, scope: !3043, inlinedAt: !5036)
!5036 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !5030)
!5037 = !DILocation(line: 0, scope: !3051, inlinedAt: !5038)
!5038 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !5036)
!5039 = !DILocation(line: 0, scope: !3061, inlinedAt: !5040)
!5040 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !5036)
!5041 = !DILocation(line: 0, scope: !3068, inlinedAt: !5042)
!5042 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !5040)
!5043 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !5044)
!5044 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !5038)
!5045 = !{!5032, !5026, !5020, !5014, !4975}
!5046 = !{!5012}
!5047 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !5040)
!5048 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !5042)
!5049 = !{!5032, !5026, !5020, !5014, !5012, !4975}
!5050 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !5036)
!5051 = !DILocation(line: 0, scope: !1614, inlinedAt: !5052)
!5052 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !5036)
!5053 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !5052)
!5054 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !5036)
!5055 = !DILocalVariable(name: "this", arg: 1, scope: !5056, file: !1341, line: 2616, type: !1577)
!5056 = distinct !DISubprogram(name: "get_mut<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$7get_mut17hb2d43fb016191e0dE", scope: !173, file: !1341, line: 2616, type: !5057, scopeLine: 2616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !5059, retainedNodes: !5060)
!5057 = !DISubroutineType(types: !5058)
!5058 = !{!4988, !1577}
!5059 = !DISubprogram(name: "get_mut<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$7get_mut17hb2d43fb016191e0dE", scope: !173, file: !1341, line: 2616, type: !5057, scopeLine: 2616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!5060 = !{!5055}
!5061 = !DILocation(line: 2616, column: 20, scope: !5056, inlinedAt: !5062)
!5062 = distinct !DILocation(line: 242, column: 9, scope: !4979, inlinedAt: !4985)
!5063 = !DILocalVariable(name: "this", arg: 1, scope: !5064, file: !1341, line: 2691, type: !1577)
!5064 = distinct !DISubprogram(name: "get_mut_unchecked<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$17get_mut_unchecked17h0370ee988d1e85d5E", scope: !173, file: !1341, line: 2691, type: !5065, scopeLine: 2691, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !5067, retainedNodes: !5068)
!5065 = !DISubroutineType(types: !5066)
!5066 = !{!1732, !1577}
!5067 = !DISubprogram(name: "get_mut_unchecked<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$17get_mut_unchecked17h0370ee988d1e85d5E", scope: !173, file: !1341, line: 2691, type: !5065, scopeLine: 2691, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!5068 = !{!5063}
!5069 = !DILocation(line: 2691, column: 37, scope: !5064, inlinedAt: !5070)
!5070 = distinct !DILocation(line: 2623, column: 27, scope: !5056, inlinedAt: !5062)
!5071 = !DILocalVariable(name: "this", arg: 1, scope: !5072, file: !1341, line: 2754, type: !1346)
!5072 = distinct !DISubprogram(name: "is_unique<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h7fc76dd8f58c0a31E", scope: !173, file: !1341, line: 2754, type: !5073, scopeLine: 2754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !413, declaration: !5075, retainedNodes: !5076)
!5073 = !DISubroutineType(types: !5074)
!5074 = !{!761, !1346}
!5075 = !DISubprogram(name: "is_unique<std::thread::lifecycle::Packet<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h7fc76dd8f58c0a31E", scope: !173, file: !1341, line: 2754, type: !5073, scopeLine: 2754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !413)
!5076 = !{!5071, !5077}
!5077 = !DILocalVariable(name: "unique", scope: !5078, file: !1341, line: 2766, type: !761, align: 8)
!5078 = distinct !DILexicalBlock(scope: !5072, file: !1341, line: 2766, column: 13)
!5079 = !DILocation(line: 0, scope: !5072, inlinedAt: !5080)
!5080 = distinct !DILocation(line: 2617, column: 12, scope: !5056, inlinedAt: !5062)
!5081 = !DILocalVariable(name: "current", scope: !5082, file: !1583, line: 3034, type: !9, align: 64)
!5082 = distinct !DISubprogram(name: "compare_exchange", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize16compare_exchange", scope: !79, file: !1583, line: 3033, type: !5083, scopeLine: 3033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !5100, retainedNodes: !5101)
!5083 = !DISubroutineType(types: !5084)
!5084 = !{!5085, !1586, !9, !9, !623, !623}
!5085 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<usize, usize>", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !5086, templateParams: !43, identifier: "7740407452115f2a77697ba7dab62951")
!5086 = !{!5087}
!5087 = !DICompositeType(tag: DW_TAG_variant_part, scope: !5085, file: !2, size: 128, align: 64, elements: !5088, templateParams: !43, identifier: "27062f68c4e2d20f43160ddebe98a43b", discriminator: !5099)
!5088 = !{!5089, !5095}
!5089 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !5087, file: !2, baseType: !5090, size: 128, align: 64, extraData: i64 0)
!5090 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !5085, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !5091, templateParams: !5093, identifier: "88dc1693b42440195577b011f0df268d")
!5091 = !{!5092}
!5092 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !5090, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!5093 = !{!89, !5094}
!5094 = !DITemplateTypeParameter(name: "E", type: !9)
!5095 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !5087, file: !2, baseType: !5096, size: 128, align: 64, extraData: i64 1)
!5096 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !5085, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !5097, templateParams: !5093, identifier: "8c82a528c5d5f77a70ece44e29fb2ab3")
!5097 = !{!5098}
!5098 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !5096, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!5099 = !DIDerivedType(tag: DW_TAG_member, scope: !5085, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!5100 = !DISubprogram(name: "compare_exchange", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize16compare_exchange", scope: !79, file: !1583, line: 3033, type: !5083, scopeLine: 3033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !43)
!5101 = !{!5102, !5081, !5103, !5104, !5105}
!5102 = !DILocalVariable(name: "self", arg: 1, scope: !5082, file: !1583, line: 3033, type: !1586)
!5103 = !DILocalVariable(name: "new", scope: !5082, file: !1583, line: 3035, type: !9, align: 64)
!5104 = !DILocalVariable(name: "success", scope: !5082, file: !1583, line: 3036, type: !623, align: 8)
!5105 = !DILocalVariable(name: "failure", scope: !5082, file: !1583, line: 3037, type: !623, align: 8)
!5106 = !DILocation(line: 0, scope: !5082, inlinedAt: !5107)
!5107 = distinct !DILocation(line: 2762, column: 30, scope: !5072, inlinedAt: !5080)
!5108 = !DILocalVariable(name: "order", scope: !5109, file: !1583, line: 2842, type: !623, align: 8)
!5109 = distinct !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !79, file: !1583, line: 2842, type: !4044, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4046, retainedNodes: !5110)
!5110 = !{!5111, !5108}
!5111 = !DILocalVariable(name: "self", arg: 1, scope: !5109, file: !1583, line: 2842, type: !1586)
!5112 = !DILocation(line: 0, scope: !5109, inlinedAt: !5113)
!5113 = distinct !DILocation(line: 2766, column: 46, scope: !5072, inlinedAt: !5080)
!5114 = !DILocalVariable(name: "val", scope: !5115, file: !1583, line: 2870, type: !9, align: 64)
!5115 = distinct !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !79, file: !1583, line: 2870, type: !4065, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, declaration: !4067, retainedNodes: !5116)
!5116 = !{!5117, !5114, !5118}
!5117 = !DILocalVariable(name: "self", arg: 1, scope: !5115, file: !1583, line: 2870, type: !1586)
!5118 = !DILocalVariable(name: "order", scope: !5115, file: !1583, line: 2870, type: !623, align: 8)
!5119 = !DILocation(line: 0, scope: !5115, inlinedAt: !5120)
!5120 = distinct !DILocation(line: 2771, column: 31, scope: !5078, inlinedAt: !5080)
!5121 = !DILocation(line: 3033, column: 37, scope: !5082, inlinedAt: !5107)
!5122 = !DILocalVariable(name: "self", arg: 1, scope: !5123, file: !1369, line: 2443, type: !5126)
!5123 = distinct !DISubprogram(name: "get<usize>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17hfd5a3b2db34428adE", scope: !84, file: !1369, line: 2443, type: !5124, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, declaration: !5127, retainedNodes: !5128)
!5124 = !DISubroutineType(types: !5125)
!5125 = !{!1597, !5126}
!5126 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::UnsafeCell<usize>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!5127 = !DISubprogram(name: "get<usize>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17hfd5a3b2db34428adE", scope: !84, file: !1369, line: 2443, type: !5124, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !88)
!5128 = !{!5122}
!5129 = !DILocation(line: 2443, column: 22, scope: !5123, inlinedAt: !5130)
!5130 = distinct !DILocation(line: 3039, column: 57, scope: !5082, inlinedAt: !5107)
!5131 = !DILocation(line: 2447, column: 9, scope: !5123, inlinedAt: !5130)
!5132 = !DILocalVariable(name: "dst", arg: 1, scope: !5133, file: !1583, line: 3956, type: !1597)
!5133 = distinct !DISubprogram(name: "atomic_compare_exchange<usize>", linkageName: "_ZN4core4sync6atomic23atomic_compare_exchange17h70951da4d829a321E", scope: !80, file: !1583, line: 3955, type: !5134, scopeLine: 3955, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !88, retainedNodes: !5136)
!5134 = !DISubroutineType(types: !5135)
!5135 = !{!5085, !1597, !9, !9, !623, !623}
!5136 = !{!5132, !5137, !5138, !5139, !5140, !5141, !5143}
!5137 = !DILocalVariable(name: "old", arg: 2, scope: !5133, file: !1583, line: 3957, type: !9)
!5138 = !DILocalVariable(name: "new", arg: 3, scope: !5133, file: !1583, line: 3958, type: !9)
!5139 = !DILocalVariable(name: "success", arg: 4, scope: !5133, file: !1583, line: 3959, type: !623)
!5140 = !DILocalVariable(name: "failure", arg: 5, scope: !5133, file: !1583, line: 3960, type: !623)
!5141 = !DILocalVariable(name: "val", scope: !5142, file: !1583, line: 3963, type: !9, align: 64)
!5142 = distinct !DILexicalBlock(scope: !5133, file: !1583, line: 3963, column: 5)
!5143 = !DILocalVariable(name: "ok", scope: !5142, file: !1583, line: 3963, type: !761, align: 8)
!5144 = !DILocation(line: 0, scope: !5133, inlinedAt: !5145)
!5145 = distinct !DILocation(line: 3039, column: 26, scope: !5082, inlinedAt: !5107)
!5146 = !DILocation(line: 3975, column: 17, scope: !5133, inlinedAt: !5145)
!5147 = !{!5148, !5012, !4975}
!5148 = distinct !{!5148, !5149, !"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h7fc76dd8f58c0a31E: %this"}
!5149 = distinct !{!5149, !"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h7fc76dd8f58c0a31E"}
!5150 = !DILocation(line: 2762, column: 12, scope: !5072, inlinedAt: !5080)
!5151 = !{!"branch_weights", i32 2146410443, i32 1073205}
!5152 = !DILocation(line: 2842, column: 25, scope: !5109, inlinedAt: !5113)
!5153 = !DILocation(line: 2443, column: 22, scope: !5123, inlinedAt: !5154)
!5154 = distinct !DILocation(line: 2844, column: 45, scope: !5109, inlinedAt: !5113)
!5155 = !DILocation(line: 0, scope: !4074, inlinedAt: !5156)
!5156 = distinct !DILocation(line: 2844, column: 26, scope: !5109, inlinedAt: !5113)
!5157 = !DILocation(line: 3891, column: 24, scope: !4074, inlinedAt: !5156)
!5158 = !DILocation(line: 2766, column: 26, scope: !5072, inlinedAt: !5080)
!5159 = !DILocation(line: 0, scope: !5078, inlinedAt: !5080)
!5160 = !DILocation(line: 2870, column: 26, scope: !5115, inlinedAt: !5120)
!5161 = !DILocation(line: 2443, column: 22, scope: !5123, inlinedAt: !5162)
!5162 = distinct !DILocation(line: 2872, column: 46, scope: !5115, inlinedAt: !5120)
!5163 = !DILocation(line: 0, scope: !4577, inlinedAt: !5164)
!5164 = distinct !DILocation(line: 2872, column: 26, scope: !5115, inlinedAt: !5120)
!5165 = !DILocation(line: 3876, column: 24, scope: !4577, inlinedAt: !5164)
!5166 = !DILocation(line: 2617, column: 12, scope: !5056, inlinedAt: !5062)
!5167 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!5168 = !DILocation(line: 971, column: 21, scope: !4987, inlinedAt: !5009)
!5169 = !DILocation(line: 2694, column: 25, scope: !5064, inlinedAt: !5070)
!5170 = !DILocalVariable(name: "self", arg: 1, scope: !5171, file: !915, line: 1884, type: !5174)
!5171 = distinct !DISubprogram(name: "take<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17hb6f5b85dc33abc17E", scope: !331, file: !915, line: 1884, type: !5172, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !337, declaration: !5175, retainedNodes: !5176)
!5172 = !DISubroutineType(types: !5173)
!5173 = !{!331, !5174}
!5174 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", baseType: !331, size: 64, align: 64, dwarfAddressSpace: 0)
!5175 = !DISubprogram(name: "take<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17hb6f5b85dc33abc17E", scope: !331, file: !915, line: 1884, type: !5172, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !337)
!5176 = !{!5170}
!5177 = !DILocation(line: 1884, column: 23, scope: !5171, inlinedAt: !5178)
!5178 = distinct !DILocation(line: 250, column: 14, scope: !4979, inlinedAt: !4985)
!5179 = !DILocalVariable(name: "dest", arg: 1, scope: !5180, file: !1287, line: 887, type: !5174)
!5180 = distinct !DISubprogram(name: "replace<core::option::Option<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core3mem7replace17h1c25963a15f39bb1E", scope: !24, file: !1287, line: 887, type: !5181, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !385, retainedNodes: !5183)
!5181 = !DISubroutineType(types: !5182)
!5182 = !{!331, !5174, !331}
!5183 = !{!5179}
!5184 = !DILocation(line: 887, column: 25, scope: !5180, inlinedAt: !5185)
!5185 = distinct !DILocation(line: 1886, column: 9, scope: !5171, inlinedAt: !5178)
!5186 = !DILocation(line: 901, column: 22, scope: !5180, inlinedAt: !5185)
!5187 = !DILocalVariable(name: "self", arg: 1, scope: !5188, file: !915, line: 1013, type: !331)
!5188 = distinct !DISubprogram(name: "unwrap<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6unwrap17h61cb6e33d352bdd5E", scope: !331, file: !915, line: 1013, type: !5189, scopeLine: 1013, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !337, declaration: !5191, retainedNodes: !5192)
!5189 = !DISubroutineType(types: !5190)
!5190 = !{!339, !331, !706}
!5191 = !DISubprogram(name: "unwrap<core::result::Result<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6unwrap17h61cb6e33d352bdd5E", scope: !331, file: !915, line: 1013, type: !5189, scopeLine: 1013, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !337)
!5192 = !{!5187, !5193}
!5193 = !DILocalVariable(name: "val", scope: !5194, file: !915, line: 1015, type: !339, align: 64)
!5194 = distinct !DILexicalBlock(scope: !5188, file: !915, line: 1015, column: 13)
!5195 = !DILocation(line: 0, scope: !5188, inlinedAt: !5196)
!5196 = distinct !DILocation(line: 251, column: 14, scope: !4979, inlinedAt: !4985)
!5197 = !DILocation(line: 902, column: 49, scope: !5180, inlinedAt: !5185)
!5198 = !DILocation(line: 1014, column: 9, scope: !5188, inlinedAt: !5196)
!5199 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!5200 = !DILocation(line: 1015, column: 18, scope: !5188, inlinedAt: !5196)
!5201 = !DILocalVariable(name: "self", arg: 1, scope: !5202, file: !4122, line: 1227, type: !339)
!5202 = distinct !DISubprogram(name: "unwrap<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E", scope: !339, file: !4122, line: 1227, type: !5203, scopeLine: 1227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !366, declaration: !5205, retainedNodes: !5206)
!5203 = !DISubroutineType(types: !5204)
!5204 = !{!348, !339, !706}
!5205 = !DISubprogram(name: "unwrap<core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E", scope: !339, file: !4122, line: 1227, type: !5203, scopeLine: 1227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !366)
!5206 = !{!5201, !5207, !5209}
!5207 = !DILocalVariable(name: "t", scope: !5208, file: !4122, line: 1232, type: !348, align: 64)
!5208 = distinct !DILexicalBlock(scope: !5202, file: !4122, line: 1232, column: 13)
!5209 = !DILocalVariable(name: "e", scope: !5210, file: !4122, line: 1233, type: !369, align: 64)
!5210 = distinct !DILexicalBlock(scope: !5202, file: !4122, line: 1233, column: 13)
!5211 = !DILocation(line: 0, scope: !5202, inlinedAt: !5212)
!5212 = distinct !DILocation(line: 26, column: 90, scope: !3702)
!5213 = !{!5214}
!5214 = distinct !{!5214, !5215, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E: %_1"}
!5215 = distinct !{!5215, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h85059e9f12b17ba3E"}
!5216 = !DILocation(line: 0, scope: !3001, inlinedAt: !5217)
!5217 = distinct !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5218 = !{!5219}
!5219 = distinct !{!5219, !5220, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E: %_1"}
!5220 = distinct !{!5220, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h0832288c71696c55E"}
!5221 = !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !5217)
!5222 = !DILocation(line: 0, scope: !3015, inlinedAt: !5223)
!5223 = distinct !DILocation(line: 805, column: 1, scope: !3001, inlinedAt: !5217)
!5224 = !{!5225}
!5225 = distinct !{!5225, !5226, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE: %_1"}
!5226 = distinct !{!5226, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h6e31e926f596b63aE"}
!5227 = !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !5223)
!5228 = !DILocation(line: 0, scope: !3029, inlinedAt: !5229)
!5229 = distinct !DILocation(line: 805, column: 1, scope: !3015, inlinedAt: !5223)
!5230 = !{!5231}
!5231 = distinct !{!5231, !5232, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E: %self"}
!5232 = distinct !{!5232, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h38720e56bf2da933E"}
!5233 = !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !5229)
!5234 = !DILocation(line: 0, scope: !3043, inlinedAt: !5235)
!5235 = distinct !DILocation(line: 805, column: 1, scope: !3029, inlinedAt: !5229)
!5236 = !DILocation(line: 0, scope: !3051, inlinedAt: !5237)
!5237 = distinct !DILocation(line: 2811, column: 17, scope: !3043, inlinedAt: !5235)
!5238 = !DILocation(line: 0, scope: !3061, inlinedAt: !5239)
!5239 = distinct !DILocation(line: 2811, column: 32, scope: !3043, inlinedAt: !5235)
!5240 = !DILocation(line: 0, scope: !3068, inlinedAt: !5241)
!5241 = distinct !DILocation(line: 3167, column: 26, scope: !3061, inlinedAt: !5239)
!5242 = !DILocation(line: 444, column: 20, scope: !3075, inlinedAt: !5243)
!5243 = distinct !DILocation(line: 2104, column: 27, scope: !3051, inlinedAt: !5237)
!5244 = !{!5231, !5225, !5219, !5214, !4975}
!5245 = !DILocation(line: 3165, column: 30, scope: !3061, inlinedAt: !5239)
!5246 = !DILocation(line: 3942, column: 24, scope: !3068, inlinedAt: !5241)
!5247 = !{!5231, !5225, !5219, !5214, !5012, !4975}
!5248 = !DILocation(line: 2811, column: 12, scope: !3043, inlinedAt: !5235)
!5249 = !DILocation(line: 0, scope: !1614, inlinedAt: !5250)
!5250 = distinct !DILocation(line: 64, column: 9, scope: !3043, inlinedAt: !5235)
!5251 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !5250)
!5252 = !DILocation(line: 2854, column: 18, scope: !3043, inlinedAt: !5235)
!5253 = !DILocation(line: 1016, column: 21, scope: !5188, inlinedAt: !5196)
!5254 = !{!5255}
!5255 = distinct !{!5255, !5256, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!5256 = distinct !{!5256, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!5257 = !DILocation(line: 0, scope: !1565, inlinedAt: !5258)
!5258 = distinct !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5259 = !{!5260}
!5260 = distinct !{!5260, !5261, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!5261 = distinct !{!5261, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!5262 = !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5258)
!5263 = !DILocation(line: 0, scope: !1573, inlinedAt: !5264)
!5264 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5258)
!5265 = !DILocation(line: 0, scope: !2574, inlinedAt: !5266)
!5266 = distinct !DILocation(line: 2811, column: 17, scope: !1573, inlinedAt: !5264)
!5267 = !DILocation(line: 0, scope: !1582, inlinedAt: !5268)
!5268 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !5264)
!5269 = !DILocation(line: 0, scope: !1594, inlinedAt: !5270)
!5270 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !5268)
!5271 = !DILocation(line: 444, column: 20, scope: !2583, inlinedAt: !5272)
!5272 = distinct !DILocation(line: 2104, column: 27, scope: !2574, inlinedAt: !5266)
!5273 = !{!5260, !5255, !4975}
!5274 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !5268)
!5275 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !5270)
!5276 = !{!5260, !5255, !5012}
!5277 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !5264)
!5278 = !DILocation(line: 0, scope: !1614, inlinedAt: !5279)
!5279 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !5264)
!5280 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !5279)
!5281 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !5264)
!5282 = !{!5283}
!5283 = distinct !{!5283, !5284, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!5284 = distinct !{!5284, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!5285 = !DILocation(line: 0, scope: !1565, inlinedAt: !5286)
!5286 = distinct !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5287 = !{!5288}
!5288 = distinct !{!5288, !5289, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!5289 = distinct !{!5289, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!5290 = !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5286)
!5291 = !DILocation(line: 0, scope: !1573, inlinedAt: !5292)
!5292 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5286)
!5293 = !DILocation(line: 0, scope: !2574, inlinedAt: !5294)
!5294 = distinct !DILocation(line: 2811, column: 17, scope: !1573, inlinedAt: !5292)
!5295 = !DILocation(line: 0, scope: !1582, inlinedAt: !5296)
!5296 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !5292)
!5297 = !DILocation(line: 0, scope: !1594, inlinedAt: !5298)
!5298 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !5296)
!5299 = !DILocation(line: 444, column: 20, scope: !2583, inlinedAt: !5300)
!5300 = distinct !DILocation(line: 2104, column: 27, scope: !2574, inlinedAt: !5294)
!5301 = !{!5288, !5283, !4975}
!5302 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !5296)
!5303 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !5298)
!5304 = !{!5288, !5283, !5012}
!5305 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !5292)
!5306 = !DILocation(line: 0, scope: !1614, inlinedAt: !5307)
!5307 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !5292)
!5308 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !5307)
!5309 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !5292)
!5310 = !DILocation(line: 240, column: 5, scope: !4979, inlinedAt: !4985)
!5311 = !{!5312}
!5312 = distinct !{!5312, !5313, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE: %_1"}
!5313 = distinct !{!5313, !"_ZN4core3ptr151drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$core..option..Option$LT$alloc..boxed..Box$LT$threadres..Node$GT$$GT$$GT$$GT$$GT$17h104bbb2f7965c3fcE"}
!5314 = !DILocation(line: 0, scope: !1565, inlinedAt: !5315)
!5315 = distinct !DILocation(line: 252, column: 5, scope: !4979, inlinedAt: !4985)
!5316 = !{!5317}
!5317 = distinct !{!5317, !5318, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE: %self"}
!5318 = distinct !{!5318, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1ca60ca4d0d4260aE"}
!5319 = !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5315)
!5320 = !DILocation(line: 0, scope: !1573, inlinedAt: !5321)
!5321 = distinct !DILocation(line: 805, column: 1, scope: !1565, inlinedAt: !5315)
!5322 = !DILocation(line: 0, scope: !2574, inlinedAt: !5323)
!5323 = distinct !DILocation(line: 2811, column: 17, scope: !1573, inlinedAt: !5321)
!5324 = !DILocation(line: 0, scope: !1582, inlinedAt: !5325)
!5325 = distinct !DILocation(line: 2811, column: 32, scope: !1573, inlinedAt: !5321)
!5326 = !DILocation(line: 0, scope: !1594, inlinedAt: !5327)
!5327 = distinct !DILocation(line: 3167, column: 26, scope: !1582, inlinedAt: !5325)
!5328 = !DILocation(line: 444, column: 20, scope: !2583, inlinedAt: !5329)
!5329 = distinct !DILocation(line: 2104, column: 27, scope: !2574, inlinedAt: !5323)
!5330 = !{!5317, !5312, !4975}
!5331 = !DILocation(line: 3165, column: 30, scope: !1582, inlinedAt: !5325)
!5332 = !DILocation(line: 3942, column: 24, scope: !1594, inlinedAt: !5327)
!5333 = !{!5317, !5312, !5012}
!5334 = !DILocation(line: 2811, column: 12, scope: !1573, inlinedAt: !5321)
!5335 = !DILocation(line: 0, scope: !1614, inlinedAt: !5336)
!5336 = distinct !DILocation(line: 64, column: 9, scope: !1573, inlinedAt: !5321)
!5337 = !DILocation(line: 4373, column: 24, scope: !1614, inlinedAt: !5336)
!5338 = !DILocation(line: 2854, column: 18, scope: !1573, inlinedAt: !5321)
!5339 = !DILocation(line: 150, column: 21, scope: !4965, inlinedAt: !4972)
!5340 = !DILocation(line: 1233, column: 17, scope: !5210, inlinedAt: !5212)
!5341 = !DILocation(line: 1231, column: 15, scope: !5202, inlinedAt: !5212)
!5342 = !DILocation(line: 1231, column: 9, scope: !5202, inlinedAt: !5212)
!5343 = !DILocation(line: 1233, column: 17, scope: !5202, inlinedAt: !5212)
!5344 = !{!5345}
!5345 = distinct !{!5345, !5346, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E: %self"}
!5346 = distinct !{!5346, !"_ZN4core6result19Result$LT$T$C$E$GT$6unwrap17h53c1f43099864903E"}
!5347 = !DILocation(line: 1233, column: 23, scope: !5210, inlinedAt: !5212)
!5348 = !DILocation(line: 1233, column: 86, scope: !5202, inlinedAt: !5212)
!5349 = !DILocation(line: 1227, column: 5, scope: !5202, inlinedAt: !5212)
!5350 = !DILocation(line: 0, scope: !3709)
!5351 = !DILocation(line: 29, column: 84, scope: !3709)
!5352 = !DILocation(line: 29, column: 64, scope: !3709)
!5353 = !DILocation(line: 0, scope: !3711)
!5354 = !DILocation(line: 30, column: 9, scope: !3711)
!5355 = !DILocation(line: 32, column: 2, scope: !3702)
!5356 = distinct !DISubprogram(name: "w_sum", linkageName: "_ZN9threadres5w_sum17hec59e9e4aa57806aE", scope: !39, file: !973, line: 15, type: !5357, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !43, retainedNodes: !5360)
!5357 = !DISubroutineType(types: !5358)
!5358 = !{!42, !5359, !348}
!5359 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut threadres::W", baseType: !3716, size: 64, align: 64, dwarfAddressSpace: 0)
!5360 = !{!5361, !5362, !5363, !5365, !5381}
!5361 = !DILocalVariable(name: "this", arg: 1, scope: !5356, file: !973, line: 15, type: !5359)
!5362 = !DILocalVariable(name: "l", arg: 2, scope: !5356, file: !973, line: 15, type: !348)
!5363 = !DILocalVariable(name: "s", scope: !5364, file: !973, line: 16, type: !42, align: 64)
!5364 = distinct !DILexicalBlock(scope: !5356, file: !973, line: 16, column: 5)
!5365 = !DILocalVariable(name: "c", scope: !5366, file: !973, line: 17, type: !5367, align: 64)
!5366 = distinct !DILexicalBlock(scope: !5364, file: !973, line: 17, column: 5)
!5367 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&threadres::Node>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !5368, templateParams: !43, identifier: "f42c5660ebedbe838d00e4e583f0a716")
!5368 = !{!5369}
!5369 = !DICompositeType(tag: DW_TAG_variant_part, scope: !5367, file: !2, size: 64, align: 64, elements: !5370, templateParams: !43, identifier: "906d46b1b8b4b0eb368aa651a650fc8e", discriminator: !5380)
!5370 = !{!5371, !5376}
!5371 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !5369, file: !2, baseType: !5372, size: 64, align: 64, extraData: i64 0)
!5372 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !5367, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !5373, identifier: "8722ec127766204c41a7d845dbbda2")
!5373 = !{!5374}
!5374 = !DITemplateTypeParameter(name: "T", type: !5375)
!5375 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&threadres::Node", baseType: !357, size: 64, align: 64, dwarfAddressSpace: 0)
!5376 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !5369, file: !2, baseType: !5377, size: 64, align: 64)
!5377 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !5367, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !5378, templateParams: !5373, identifier: "16f2bb13d6bde654c42334a937f66f91")
!5378 = !{!5379}
!5379 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !5377, file: !2, baseType: !5375, size: 64, align: 64, flags: DIFlagPublic)
!5380 = !DIDerivedType(tag: DW_TAG_member, scope: !5367, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!5381 = !DILocalVariable(name: "n", scope: !5382, file: !973, line: 18, type: !5375, align: 64)
!5382 = distinct !DILexicalBlock(scope: !5366, file: !973, line: 18, column: 27)
!5383 = !DILocation(line: 0, scope: !5356)
!5384 = !DILocation(line: 15, column: 28, scope: !5356)
!5385 = !DILocation(line: 16, column: 17, scope: !5356)
!5386 = !DILocation(line: 0, scope: !5364)
!5387 = !DILocalVariable(name: "self", arg: 1, scope: !5388, file: !915, line: 1390, type: !5391)
!5388 = distinct !DISubprogram(name: "as_deref<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17hd32e712c8ac3987cE", scope: !348, file: !915, line: 1390, type: !5389, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !354, declaration: !5392, retainedNodes: !5393)
!5389 = !DISubroutineType(types: !5390)
!5390 = !{!5367, !5391}
!5391 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::option::Option<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", baseType: !348, size: 64, align: 64, dwarfAddressSpace: 0)
!5392 = !DISubprogram(name: "as_deref<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17hd32e712c8ac3987cE", scope: !348, file: !915, line: 1390, type: !5389, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !354)
!5393 = !{!5387}
!5394 = !DILocation(line: 1390, column: 27, scope: !5388, inlinedAt: !5395)
!5395 = !DILocation(line: 17, column: 19, scope: !5364)
!5396 = !DILocalVariable(name: "self", arg: 1, scope: !5397, file: !915, line: 744, type: !5391)
!5397 = distinct !DISubprogram(name: "as_ref<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h5d959a4264a29770E", scope: !348, file: !915, line: 744, type: !5398, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !545, templateParams: !354, declaration: !5414, retainedNodes: !5415)
!5398 = !DISubroutineType(types: !5399)
!5399 = !{!5400, !5391}
!5400 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !5401, templateParams: !43, identifier: "6309c04728c43f4f457edfa27c38d0fe")
!5401 = !{!5402}
!5402 = !DICompositeType(tag: DW_TAG_variant_part, scope: !5400, file: !2, size: 64, align: 64, elements: !5403, templateParams: !43, identifier: "89769cd2374676d034478397fe321a9d", discriminator: !5413)
!5403 = !{!5404, !5409}
!5404 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !5402, file: !2, baseType: !5405, size: 64, align: 64, extraData: i64 0)
!5405 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !5400, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !5406, identifier: "5cf31176dd5c2f9af1ba5c7a3d5051c7")
!5406 = !{!5407}
!5407 = !DITemplateTypeParameter(name: "T", type: !5408)
!5408 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<threadres::Node, alloc::alloc::Global>", baseType: !356, size: 64, align: 64, dwarfAddressSpace: 0)
!5409 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !5402, file: !2, baseType: !5410, size: 64, align: 64)
!5410 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !5400, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !5411, templateParams: !5406, identifier: "9dbfb6eb35cdf1fca7511fb5554e4eb0")
!5411 = !{!5412}
!5412 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !5410, file: !2, baseType: !5408, size: 64, align: 64, flags: DIFlagPublic)
!5413 = !DIDerivedType(tag: DW_TAG_member, scope: !5400, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!5414 = !DISubprogram(name: "as_ref<alloc::boxed::Box<threadres::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h5d959a4264a29770E", scope: !348, file: !915, line: 744, type: !5398, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !354)
!5415 = !{!5396, !5416, !5418}
!5416 = !DILocalVariable(name: "x", scope: !5417, file: !915, line: 746, type: !5408, align: 64)
!5417 = distinct !DILexicalBlock(scope: !5397, file: !915, line: 746, column: 13)
!5418 = !DILocalVariable(name: "x", scope: !5419, file: !915, line: 746, type: !5408, align: 64)
!5419 = distinct !DILexicalBlock(scope: !5397, file: !915, line: 746, column: 13)
!5420 = !DILocation(line: 744, column: 25, scope: !5397, inlinedAt: !5421)
!5421 = !DILocation(line: 1394, column: 14, scope: !5388, inlinedAt: !5395)
!5422 = !DILocation(line: 745, column: 15, scope: !5397, inlinedAt: !5421)
!5423 = !DILocation(line: 0, scope: !5366)
!5424 = !DILocation(line: 18, column: 15, scope: !5382)
!5425 = !DILocation(line: 0, scope: !5382)
!5426 = !DILocation(line: 19, column: 14, scope: !5382)
!5427 = !DILocation(line: 19, column: 9, scope: !5382)
!5428 = !DILocation(line: 1390, column: 27, scope: !5388, inlinedAt: !5429)
!5429 = !DILocation(line: 20, column: 20, scope: !5382)
!5430 = !DILocation(line: 744, column: 25, scope: !5397, inlinedAt: !5431)
!5431 = !DILocation(line: 1394, column: 14, scope: !5432, inlinedAt: !5429)
!5432 = !DILexicalBlockFile(scope: !5388, file: !915, discriminator: 2)
!5433 = !DILocation(line: 745, column: 15, scope: !5397, inlinedAt: !5431)
!5434 = !DILocation(line: 18, column: 25, scope: !5382)
!5435 = !DILocation(line: 0, scope: !1406, inlinedAt: !5436)
!5436 = distinct !DILocation(line: 23, column: 1, scope: !5356)
!5437 = !DILocation(line: 805, column: 1, scope: !1406, inlinedAt: !5436)
!5438 = !DILocation(line: 23, column: 2, scope: !5356)
