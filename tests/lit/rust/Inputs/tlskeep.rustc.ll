; ModuleID = 'tlskeep.7d7aa5bb7ec61106-cgu.0'
source_filename = "tlskeep.7d7aa5bb7ec61106-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_f669120e3e486c1bafaf3a5c53b19058 = private unnamed_addr constant [61 x i8] c"fatal runtime error: thread local panicked on drop, aborting\0A", align 1
@alloc_99934ceadea2ef3a7bbccbd3e4b2fedc = private unnamed_addr constant [74 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/io/mod.rs\00", align 1
@alloc_8d68fcbc011419193bd208f22e2789d1 = private unnamed_addr constant [28 x i8] c"failed to write whole buffer", align 1
@alloc_0c6bd0c1dc63d8d7fb1eb0c800f5dec2 = private unnamed_addr constant <{ ptr, [9 x i8], [7 x i8] }> <{ ptr @alloc_8d68fcbc011419193bd208f22e2789d1, [9 x i8] c"\1C\00\00\00\00\00\00\00\17", [7 x i8] undef }>, align 8
@alloc_a2b462ac72db38b51a27d3bbf062bd3b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_99934ceadea2ef3a7bbccbd3e4b2fedc, [16 x i8] c"I\00\00\00\00\00\00\00Y\07\00\00$\00\00\00" }>, align 8
@alloc_db90a5aeb47db099fc1c8c0d7189d4d1 = private unnamed_addr constant [80 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/thread/local.rs\00", align 1
@alloc_341485d7d7ef100ada79b2549f019e24 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_db90a5aeb47db099fc1c8c0d7189d4d1, [16 x i8] c"O\00\00\00\00\00\00\00\DF\01\00\00\19\00\00\00" }>, align 8
@"_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$23__RUST_STD_INTERNAL_VAL17h8afd95c51fa1e0b0E" = internal thread_local global <{ [32 x i8], [1 x i8], [7 x i8] }> <{ [32 x i8] undef, [1 x i8] zeroinitializer, [7 x i8] undef }>, align 8, !dbg !0
@alloc_ca95824bafc33fe001ae4dabe94932fa = private unnamed_addr constant [11 x i8] c"tlskeep.rs\00", align 1
@alloc_d5b783bba130f1cd8eba2f28bdcc32e4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ca95824bafc33fe001ae4dabe94932fa, [16 x i8] c"\0A\00\00\00\00\00\00\00\14\00\00\00\15\00\00\00" }>, align 8

; <std::sys::thread_local::abort_on_dtor_unwind::DtorUnwindGuard as core::ops::drop::Drop>::drop
; Function Attrs: cold inlinehint noreturn nonlazybind uwtable
define internal fastcc void @_RNvXNvNtNtCsjrHSEGnQ3l9_3std3sys12thread_local20abort_on_dtor_unwindNtB2_15DtorUnwindGuardNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop() unnamed_addr #0 !dbg !409 {
start:
  %_2 = alloca [0 x i8], align 1
    #dbg_value(ptr poison, !418, !DIExpression(), !422)
    #dbg_declare(ptr poison, !419, !DIExpression(), !423)
; call std::io::Write::write_fmt
  %0 = call fastcc noundef ptr @_ZN3std2io5Write9write_fmt17h75eebfa569800158E(ptr noalias noundef nonnull align 1 %_2), !dbg !424
; call core::ptr::drop_in_place<core::result::Result<(),std::io::error::Error>>
  call fastcc void @"_ZN4core3ptr81drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$std..io..error..Error$GT$$GT$17hb7e3ce67dffdc614E"(ptr %0), !dbg !425
; call std::process::abort
  call void @_RNvNtCsjrHSEGnQ3l9_3std7process5abort() #20, !dbg !426
  unreachable, !dbg !426
}

; std::io::Write::write_fmt
; Function Attrs: nonlazybind uwtable
define internal fastcc noundef ptr @_ZN3std2io5Write9write_fmt17h75eebfa569800158E(ptr noalias noundef nonnull align 1 %self) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !428 {
bb2:
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !510, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !515)
    #dbg_value(ptr inttoptr (i64 123 to ptr), !510, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !515)
    #dbg_value(ptr %self, !509, !DIExpression(), !515)
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !516)
    #dbg_value(i64 61, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !516)
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !587)
    #dbg_value(ptr @alloc_f669120e3e486c1bafaf3a5c53b19058, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(i64 61, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
    #dbg_value(i64 61, !538, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(i64 61, !578, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !587)
    #dbg_value(i64 61, !589, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
    #dbg_value(ptr %self, !526, !DIExpression(), !536)
    #dbg_value(ptr poison, !602, !DIExpression(), !612)
    #dbg_value(ptr poison, !602, !DIExpression(), !630)
    #dbg_value(ptr poison, !602, !DIExpression(), !632)
  br label %bb3.i, !dbg !634

bb3.i:                                            ; preds = %bb2, %bb15.i
  %buf.sroa.0.058.i = phi ptr [ %buf.sroa.0.123.i, %bb15.i ], [ @alloc_f669120e3e486c1bafaf3a5c53b19058, %bb2 ]
  %buf.sroa.6.057.i = phi i64 [ %buf.sroa.6.121.i, %bb15.i ], [ 61, %bb2 ]
    #dbg_value(ptr %buf.sroa.0.058.i, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(i64 %buf.sroa.6.057.i, !589, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
; call <std::sys::stdio::unix::Stderr as std::io::Write>::write
  %0 = tail call { i64, ptr } @_RNvXs3_NtNtNtCsjrHSEGnQ3l9_3std3sys5stdio4unixNtB5_6StderrNtNtBb_2io5Write5write(ptr noalias noundef nonnull align 1 %self, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %buf.sroa.0.058.i, i64 noundef %buf.sroa.6.057.i), !dbg !635
  %1 = extractvalue { i64, ptr } %0, 0, !dbg !635
  %2 = extractvalue { i64, ptr } %0, 1, !dbg !635
  %3 = ptrtoint ptr %2 to i64, !dbg !635
  %4 = trunc nuw i64 %1 to i1, !dbg !636
  br i1 %4, label %bb7.i, label %bb6.i, !dbg !636

bb7.i:                                            ; preds = %bb3.i
    #dbg_value(ptr undef, !620, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !637)
    #dbg_value(ptr undef, !638, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !669)
    #dbg_value(ptr %2, !671, !DIExpression(), !693)
    #dbg_declare(ptr poison, !679, !DIExpression(), !695)
    #dbg_value(i64 1, !696, !DIExpression(), !706)
    #dbg_value(i64 1, !708, !DIExpression(), !715)
    #dbg_value(i64 -1, !717, !DIExpression(), !723)
    #dbg_value(ptr %2, !705, !DIExpression(), !706)
    #dbg_value(i64 %3, !680, !DIExpression(), !725)
  %_5.i.i = and i64 %3, 3, !dbg !726
  switch i64 %_5.i.i, label %default.unreachable [
    i64 2, label %bb23.i
    i64 3, label %bb24.i
    i64 0, label %bb20.i
    i64 1, label %bb22.i
  ], !dbg !727, !prof !728

default.unreachable:                              ; preds = %bb7.i
  unreachable

bb6.i:                                            ; preds = %bb3.i
  %5 = icmp eq ptr %2, null, !dbg !636
  br i1 %5, label %bb5, label %bb8.i, !dbg !636

bb8.i:                                            ; preds = %bb6.i
    #dbg_value(i64 %3, !527, !DIExpression(), !729)
    #dbg_value(i64 %3, !573, !DIExpression(), !576)
    #dbg_value(i64 %3, !584, !DIExpression(), !587)
    #dbg_value(i64 %3, !598, !DIExpression(), !600)
  %_29.i = icmp ult i64 %buf.sroa.6.057.i, %3, !dbg !730
  br i1 %_29.i, label %bb26.i, label %bb17.i, !dbg !730, !prof !731

bb26.i:                                           ; preds = %bb8.i
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %3, i64 noundef %buf.sroa.6.057.i, i64 noundef %buf.sroa.6.057.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_a2b462ac72db38b51a27d3bbf062bd3b) #20, !dbg !732
  unreachable

bb17.i:                                           ; preds = %bb8.i
  %new_len.i = sub nuw nsw i64 %buf.sroa.6.057.i, %3, !dbg !733
    #dbg_value(i64 %new_len.i, !585, !DIExpression(), !734)
    #dbg_value(i64 %new_len.i, !599, !DIExpression(), !600)
  %_36.i = getelementptr inbounds nuw i8, ptr %buf.sroa.0.058.i, i64 %3, !dbg !735
    #dbg_value(ptr %_36.i, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(ptr %_36.i, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !587)
    #dbg_value(ptr %_36.i, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(ptr %_36.i, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(i64 %new_len.i, !589, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
    #dbg_value(i64 %new_len.i, !578, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !587)
    #dbg_value(i64 %new_len.i, !538, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(i64 %new_len.i, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
  br label %bb15.i, !dbg !736

bb23.i:                                           ; preds = %bb7.i
    #dbg_value(i64 %3, !621, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !737)
    #dbg_value(i64 %3, !738, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !747)
  %_7.i.mask.i = and i64 %3, -4294967296, !dbg !749
  %6 = icmp eq i64 %_7.i.mask.i, 17179869184, !dbg !749
  br i1 %6, label %bb16.i, label %bb5, !dbg !750

bb20.i:                                           ; preds = %bb7.i
  %7 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %7)
    #dbg_value(ptr %2, !628, !DIExpression(), !751)
    #dbg_value(ptr %2, !611, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !752)
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !752
  %9 = load i8, ptr %8, align 8, !dbg !752, !range !753, !noundef !80
  %10 = icmp eq i8 %9, 35, !dbg !752
  br i1 %10, label %bb16.i, label %bb5, !dbg !750

bb22.i:                                           ; preds = %bb7.i
    #dbg_value(ptr %2, !714, !DIExpression(), !715)
    #dbg_value(ptr %2, !722, !DIExpression(), !723)
    #dbg_value(ptr %2, !623, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !754)
    #dbg_value(ptr %2, !611, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_plus_uconst, 16, DW_OP_stack_value), !755)
  %11 = getelementptr i8, ptr %2, i64 15, !dbg !755
  %12 = load i8, ptr %11, align 8, !dbg !755, !range !753, !noundef !80
  %13 = icmp eq i8 %12, 35, !dbg !755
  br i1 %13, label %bb16.i, label %bb5, !dbg !750

bb24.i:                                           ; preds = %bb7.i
    #dbg_value(i64 %3, !684, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !756)
    #dbg_value(i32 poison, !757, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !787)
    #dbg_value(ptr poison, !784, !DIExpression(), !789)
  %14 = icmp ult ptr %2, inttoptr (i64 180388626432 to ptr), !dbg !790
  tail call void @llvm.assume(i1 %14), !dbg !791
    #dbg_value(i32 poison, !626, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !792)
    #dbg_value(ptr poison, !611, !DIExpression(), !793)
  %_10.i.mask.i = and i64 %3, -4294967296, !dbg !793
  %15 = icmp eq i64 %_10.i.mask.i, 150323855360, !dbg !793
  br i1 %15, label %bb16.i, label %bb5, !dbg !750

bb16.i:                                           ; preds = %bb24.i, %bb22.i, %bb20.i, %bb23.i
    #dbg_value(ptr %buf.sroa.0.058.i, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(ptr %buf.sroa.0.058.i, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !587)
    #dbg_value(ptr %buf.sroa.0.058.i, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(ptr %buf.sroa.0.058.i, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(i64 %buf.sroa.6.057.i, !589, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
    #dbg_value(i64 %buf.sroa.6.057.i, !578, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !587)
    #dbg_value(i64 %buf.sroa.6.057.i, !538, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(i64 %buf.sroa.6.057.i, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
; call core::ptr::drop_in_place<std::io::error::Error>
  tail call fastcc void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17hffb897dafe87e13fE"(ptr %2), !dbg !736
  br label %bb15.i, !dbg !736

bb15.i:                                           ; preds = %bb16.i, %bb17.i
  %buf.sroa.0.123.i = phi ptr [ %buf.sroa.0.058.i, %bb16.i ], [ %_36.i, %bb17.i ]
  %buf.sroa.6.121.i = phi i64 [ %buf.sroa.6.057.i, %bb16.i ], [ %new_len.i, %bb17.i ]
    #dbg_value(ptr %buf.sroa.0.123.i, !589, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(ptr %buf.sroa.0.123.i, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !587)
    #dbg_value(ptr %buf.sroa.0.123.i, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !576)
    #dbg_value(ptr %buf.sroa.0.123.i, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(i64 %buf.sroa.6.121.i, !589, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
    #dbg_value(i64 %buf.sroa.6.121.i, !578, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !587)
    #dbg_value(i64 %buf.sroa.6.121.i, !538, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !576)
    #dbg_value(i64 %buf.sroa.6.121.i, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
  %16 = icmp eq i64 %buf.sroa.6.121.i, 0, !dbg !634
  br i1 %16, label %bb5, label %bb3.i, !dbg !634

bb5:                                              ; preds = %bb15.i, %bb24.i, %bb22.i, %bb20.i, %bb23.i, %bb6.i
  %_0.sroa.0.0 = phi ptr [ %2, %bb24.i ], [ null, %bb15.i ], [ @alloc_0c6bd0c1dc63d8d7fb1eb0c800f5dec2, %bb6.i ], [ %2, %bb20.i ], [ %2, %bb22.i ], [ %2, %bb23.i ], !dbg !515
  ret ptr %_0.sroa.0.0, !dbg !794
}

; std::sys::thread_local::native::lazy::Storage<T,D>::get_or_init_slow
; Function Attrs: cold nonlazybind uwtable
define internal fastcc noundef ptr @"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17hd556d75ad8814830E"(ptr noundef nonnull align 8 %self, ptr noalias noundef align 8 captures(address_is_null) dereferenceable_or_null(40) %0) unnamed_addr #2 !dbg !795 {
start:
    #dbg_declare(ptr %v.sroa.0, !840, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !849)
    #dbg_declare(ptr %v.sroa.0, !857, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !866)
    #dbg_declare(ptr %v.sroa.0, !864, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !867)
    #dbg_declare(ptr poison, !868, !DIExpression(DW_OP_LLVM_fragment, 64, 128), !879)
  %v.sroa.0 = alloca [16 x i8], align 8
    #dbg_declare(ptr %v.sroa.0, !881, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !888)
    #dbg_declare(ptr %v.sroa.0, !836, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !890)
    #dbg_value(ptr %0, !834, !DIExpression(), !891)
    #dbg_value(ptr %0, !892, !DIExpression(), !907)
    #dbg_value(ptr %self, !833, !DIExpression(), !891)
    #dbg_declare(ptr poison, !835, !DIExpression(), !909)
    #dbg_declare(ptr poison, !876, !DIExpression(), !910)
    #dbg_declare(ptr poison, !904, !DIExpression(), !911)
    #dbg_value(ptr %self, !912, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !920)
  %_26 = getelementptr inbounds nuw i8, ptr %self, i64 32, !dbg !922
  %_4 = load i8, ptr %_26, align 8, !dbg !930, !range !931, !noundef !80
  switch i8 %_4, label %default.unreachable9 [
    i8 0, label %bb4
    i8 1, label %bb10
    i8 2, label %bb2
  ], !dbg !932

default.unreachable9:                             ; preds = %start
  unreachable

bb4:                                              ; preds = %start
  %.not = icmp eq ptr %0, null, !dbg !933
  br i1 %.not, label %bb14, label %bb12, !dbg !934

bb2:                                              ; preds = %start
  br label %bb10, !dbg !935

bb12:                                             ; preds = %bb4
    #dbg_value(ptr %0, !905, !DIExpression(), !936)
    #dbg_value(ptr %0, !937, !DIExpression(), !941)
    #dbg_value(ptr %0, !956, !DIExpression(), !963)
  %self1.sroa.0.0.copyload = load i64, ptr %0, align 8, !dbg !965
    #dbg_value(i64 %self1.sroa.0.0.copyload, !868, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !966)
  %self1.sroa.5.sroa.4.0.self1.sroa.5.0.i.sroa.0.0.x.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !965
  %self1.sroa.5.sroa.4.0.copyload = load ptr, ptr %self1.sroa.5.sroa.4.0.self1.sroa.5.0.i.sroa.0.0.x.sroa_idx.sroa_idx, align 8, !dbg !965
    #dbg_value(ptr %self1.sroa.5.sroa.4.0.copyload, !868, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !966)
  %self1.sroa.5.sroa.5.0.self1.sroa.5.0.i.sroa.0.0.x.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !965
  %self1.sroa.5.sroa.5.0.copyload = load i64, ptr %self1.sroa.5.sroa.5.0.self1.sroa.5.0.i.sroa.0.0.x.sroa_idx.sroa_idx, align 8, !dbg !965
    #dbg_value(i64 %self1.sroa.5.sroa.5.0.copyload, !868, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !966)
  store i64 0, ptr %0, align 8, !dbg !967
  %1 = trunc nuw i64 %self1.sroa.0.0.copyload to i1, !dbg !968
  br i1 %1, label %bb15, label %bb14, !dbg !968

bb14:                                             ; preds = %bb4, %bb12
    #dbg_declare(ptr poison, !969, !DIExpression(), !978)
    #dbg_declare(ptr poison, !974, !DIExpression(), !978)
    #dbg_value(i64 0, !980, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !986)
    #dbg_value(ptr inttoptr (i64 8 to ptr), !980, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !986)
    #dbg_value(i64 0, !980, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !986)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %v.sroa.0, i8 0, i64 16, i1 false), !dbg !992
    #dbg_value(ptr inttoptr (i64 8 to ptr), !836, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !993)
    #dbg_value(ptr inttoptr (i64 8 to ptr), !881, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !994)
    #dbg_value(i64 0, !836, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !993)
    #dbg_value(i64 0, !881, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !994)
  br label %bb8, !dbg !995

bb15:                                             ; preds = %bb12
  %self1.sroa.5.0.i.sroa.0.0.x.sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !965
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %v.sroa.0, ptr noundef nonnull align 8 dereferenceable(16) %self1.sroa.5.0.i.sroa.0.0.x.sroa_idx, i64 16, i1 false), !dbg !996
    #dbg_value(ptr %self1.sroa.5.sroa.4.0.copyload, !836, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !993)
    #dbg_value(ptr %self1.sroa.5.sroa.4.0.copyload, !881, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !994)
    #dbg_value(i64 %self1.sroa.5.sroa.5.0.copyload, !836, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !993)
    #dbg_value(i64 %self1.sroa.5.sroa.5.0.copyload, !881, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !994)
  br label %bb8, !dbg !997

bb8:                                              ; preds = %bb15, %bb14
  %v.sroa.4.0 = phi i64 [ 0, %bb14 ], [ %self1.sroa.5.sroa.5.0.copyload, %bb15 ], !dbg !966
  %v.sroa.3.0 = phi ptr [ inttoptr (i64 8 to ptr), %bb14 ], [ %self1.sroa.5.sroa.4.0.copyload, %bb15 ], !dbg !966
    #dbg_value(ptr %v.sroa.3.0, !881, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !994)
    #dbg_value(ptr %v.sroa.3.0, !836, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !993)
    #dbg_value(i64 %v.sroa.4.0, !881, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !994)
    #dbg_value(i64 %v.sroa.4.0, !836, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !993)
    #dbg_value(ptr %self, !863, !DIExpression(), !998)
    #dbg_value(ptr %self, !856, !DIExpression(), !999)
    #dbg_value(ptr %self, !847, !DIExpression(), !1000)
    #dbg_value(ptr %v.sroa.3.0, !864, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !998)
    #dbg_value(ptr %v.sroa.3.0, !857, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !999)
    #dbg_value(ptr %v.sroa.3.0, !840, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1000)
    #dbg_value(i64 %v.sroa.4.0, !864, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !998)
    #dbg_value(i64 %v.sroa.4.0, !857, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !999)
    #dbg_value(i64 %v.sroa.4.0, !840, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1000)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %self, ptr noundef nonnull align 8 dereferenceable(16) %v.sroa.0, i64 16, i1 false), !dbg !1001
  %src.sroa.4.0.self.sroa_idx = getelementptr inbounds nuw i8, ptr %self, i64 16, !dbg !1001
  store ptr %v.sroa.3.0, ptr %src.sroa.4.0.self.sroa_idx, align 8, !dbg !1001
  %src.sroa.5.0.self.sroa_idx = getelementptr inbounds nuw i8, ptr %self, i64 24, !dbg !1001
  store i64 %v.sroa.4.0, ptr %src.sroa.5.0.self.sroa_idx, align 8, !dbg !1001
    #dbg_value(ptr %self, !1002, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !1009)
    #dbg_value(i8 1, !1008, !DIExpression(), !1011)
  store i8 1, ptr %_26, align 8, !dbg !1012
    #dbg_value(ptr %self, !1018, !DIExpression(), !1024)
; call std::sys::thread_local::destructors::linux_like::register
  tail call void @_RNvNtNtNtNtCsjrHSEGnQ3l9_3std3sys12thread_local11destructors10linux_like8register(ptr noundef nonnull align 8 %self, ptr noundef nonnull @_ZN3std3sys12thread_local6native4lazy7destroy17h9312b9e13e3baac6E), !dbg !1026
  br label %bb10, !dbg !1027

bb10:                                             ; preds = %start, %bb2, %bb8
  %_0.sroa.0.0 = phi ptr [ %self, %bb8 ], [ null, %bb2 ], [ %self, %start ], !dbg !891
  ret ptr %_0.sroa.0.0, !dbg !1028
}

; std::sys::thread_local::native::lazy::destroy
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN3std3sys12thread_local6native4lazy7destroy17h9312b9e13e3baac6E(ptr noundef captures(none) %0) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !1029 {
start:
    #dbg_value(ptr %0, !1033, !DIExpression(), !1034)
    #dbg_value(ptr poison, !1035, !DIExpression(), !1049)
    #dbg_declare(ptr poison, !1045, !DIExpression(), !1051)
    #dbg_value(ptr poison, !1052, !DIExpression(DW_OP_deref), !1058)
    #dbg_value(i8 2, !1060, !DIExpression(), !1064)
    #dbg_value(ptr %0, !1055, !DIExpression(), !1066)
    #dbg_value(ptr %0, !1063, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !1067)
  %_11.i.i = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !1068
  %_4.i.i = load i8, ptr %_11.i.i, align 1, !dbg !1071, !range !931, !noundef !80
  store i8 2, ptr %_11.i.i, align 1, !dbg !1074
  %1 = icmp eq i8 %_4.i.i, 1, !dbg !1075
  br i1 %1, label %bb1.i.i, label %bb1, !dbg !1075

bb1.i.i:                                          ; preds = %start
    #dbg_value(ptr %0, !1076, !DIExpression(), !1082)
; invoke core::ptr::drop_in_place<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item>>>>>
  invoke fastcc void @"_ZN4core3ptr137drop_in_place$LT$core..cell..RefCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h8c23ccbcb92348dbE"(ptr noalias noundef align 8 dereferenceable(32) %0)
          to label %bb1 unwind label %cleanup.i, !dbg !1084

cleanup.i:                                        ; preds = %bb1.i.i
  %2 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
    #dbg_value(ptr poison, !1085, !DIExpression(), !1093)
; invoke <std::sys::thread_local::abort_on_dtor_unwind::DtorUnwindGuard as core::ops::drop::Drop>::drop
  invoke fastcc void @_RNvXNvNtNtCsjrHSEGnQ3l9_3std3sys12thread_local20abort_on_dtor_unwindNtB2_15DtorUnwindGuardNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop() #21
          to label %.noexc1.i unwind label %terminate.i, !dbg !1095

.noexc1.i:                                        ; preds = %cleanup.i
  unreachable, !dbg !1095

terminate.i:                                      ; preds = %cleanup.i
  %3 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !1096
  unreachable, !dbg !1096

bb1:                                              ; preds = %bb1.i.i, %start
  ret void, !dbg !1097
}

; core::ptr::drop_in_place<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item>>>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr137drop_in_place$LT$core..cell..RefCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h8c23ccbcb92348dbE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(32) %_1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !1098 {
start:
    #dbg_value(ptr %_1, !1103, !DIExpression(), !1104)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !1105
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1106), !dbg !1105
    #dbg_value(ptr %0, !1109, !DIExpression(), !1117)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1119), !dbg !1122
    #dbg_value(ptr %0, !1123, !DIExpression(), !1129)
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !1131
  %_1.val.i.i = load ptr, ptr %1, align 8, !dbg !1131, !alias.scope !1132, !nonnull !80, !noundef !80
  %2 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !1131
  %_1.val1.i.i = load i64, ptr %2, align 8, !dbg !1131, !alias.scope !1132, !noundef !80
    #dbg_value(ptr poison, !1133, !DIExpression(), !1141)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1143), !dbg !1146
    #dbg_value(ptr %_1.val.i.i, !1147, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1157)
    #dbg_value(i64 %_1.val1.i.i, !1147, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1157)
  %_76.i.i.i.i = icmp eq i64 %_1.val1.i.i, 0, !dbg !1159
  br i1 %_76.i.i.i.i, label %bb4.i.i, label %bb5.i.i.i.i, !dbg !1159

bb5.i.i.i.i:                                      ; preds = %start, %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i"
  %_3.sroa.0.07.i.i.i.i = phi i64 [ %3, %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i" ], [ 0, %start ]
  %_6.i.i.i.i = getelementptr inbounds nuw ptr, ptr %_1.val.i.i, i64 %_3.sroa.0.07.i.i.i.i, !dbg !1159
  %3 = add nuw i64 %_3.sroa.0.07.i.i.i.i, 1, !dbg !1159
  %_6.val.i.i.i.i = load ptr, ptr %_6.i.i.i.i, align 8, !dbg !1159, !alias.scope !1143, !noalias !1132, !align !1160, !noundef !80
    #dbg_value(ptr poison, !1161, !DIExpression(), !1167)
  %4 = icmp eq ptr %_6.val.i.i.i.i, null, !dbg !1169
  br i1 %4, label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i", label %bb2.i.i.i.i.i, !dbg !1169

bb2.i.i.i.i.i:                                    ; preds = %bb5.i.i.i.i
    #dbg_value(ptr poison, !1170, !DIExpression(), !1176)
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %_6.val.i.i.i.i)
          to label %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i.i" unwind label %bb1.i.i.i.i.i.i, !dbg !1178, !noalias !1179

bb1.i.i.i.i.i.i:                                  ; preds = %bb2.i.i.i.i.i
  %5 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1182, !DIExpression(), !1216)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1218)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1218)
    #dbg_value(ptr %_6.val.i.i.i.i, !1191, !DIExpression(), !1219)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1230)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1238)
    #dbg_value(ptr %_6.val.i.i.i.i, !1228, !DIExpression(), !1230)
    #dbg_value(ptr %_6.val.i.i.i.i, !1236, !DIExpression(), !1238)
    #dbg_value(ptr %_6.val.i.i.i.i, !1240, !DIExpression(), !1247)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1230)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1238)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1247)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1255)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1230)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1238)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1247)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1255)
    #dbg_value(ptr %_6.val.i.i.i.i, !1254, !DIExpression(), !1255)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef 16, i64 noundef 8) #23, !dbg !1257, !noalias !1179
  br label %bb4.i.i.i.i

"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i.i": ; preds = %bb2.i.i.i.i.i
    #dbg_value(ptr poison, !1182, !DIExpression(), !1258)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1260)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1260)
    #dbg_value(ptr %_6.val.i.i.i.i, !1191, !DIExpression(), !1261)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1262)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1264)
    #dbg_value(ptr %_6.val.i.i.i.i, !1228, !DIExpression(), !1262)
    #dbg_value(ptr %_6.val.i.i.i.i, !1236, !DIExpression(), !1264)
    #dbg_value(ptr %_6.val.i.i.i.i, !1240, !DIExpression(), !1266)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1262)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1264)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1266)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1268)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1262)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1264)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1266)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1268)
    #dbg_value(ptr %_6.val.i.i.i.i, !1254, !DIExpression(), !1268)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef 16, i64 noundef 8) #23, !dbg !1270, !noalias !1179
  br label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i", !dbg !1169

"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i": ; preds = %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i.i", %bb5.i.i.i.i
  %_7.i.i.i.i = icmp eq i64 %3, %_1.val1.i.i, !dbg !1159
  br i1 %_7.i.i.i.i, label %bb4.i.i, label %bb5.i.i.i.i, !dbg !1159

bb4.i.i.i.i:                                      ; preds = %bb3.i.i.i.i, %bb1.i.i.i.i.i.i
  %_3.sroa.0.1.i.i.i.i = phi i64 [ %3, %bb1.i.i.i.i.i.i ], [ %6, %bb3.i.i.i.i ], !dbg !1159
  %_5.i.i.i.i = icmp eq i64 %_3.sroa.0.1.i.i.i.i, %_1.val1.i.i, !dbg !1159
  br i1 %_5.i.i.i.i, label %cleanup.body.i.i, label %bb3.i.i.i.i, !dbg !1159

bb3.i.i.i.i:                                      ; preds = %bb4.i.i.i.i
  %_4.i.i.i.i = getelementptr inbounds nuw ptr, ptr %_1.val.i.i, i64 %_3.sroa.0.1.i.i.i.i, !dbg !1159
  %6 = add i64 %_3.sroa.0.1.i.i.i.i, 1, !dbg !1159
  %_4.val.i.i.i.i = load ptr, ptr %_4.i.i.i.i, align 8, !dbg !1159, !alias.scope !1143, !noalias !1132, !align !1160, !noundef !80
; invoke core::ptr::drop_in_place<tlskeep::k_keep::{{closure}}>
  invoke fastcc void @"_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE"(ptr %_4.val.i.i.i.i) #24
          to label %bb4.i.i.i.i unwind label %terminate.i.i.i.i, !dbg !1159, !noalias !1271

terminate.i.i.i.i:                                ; preds = %bb3.i.i.i.i
  %7 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !1159, !noalias !1271
  unreachable, !dbg !1159

cleanup.body.i.i:                                 ; preds = %bb4.i.i.i.i
  %_1.val2.i.i = load i64, ptr %0, align 8, !dbg !1131, !range !1272, !alias.scope !1132, !noundef !80
    #dbg_value(ptr poison, !1273, !DIExpression(), !1281)
    #dbg_value(ptr poison, !1283, !DIExpression(), !1291)
    #dbg_value(ptr poison, !1293, !DIExpression(), !1304)
    #dbg_value(i64 8, !1300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1304)
    #dbg_value(i64 8, !1300, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1304)
    #dbg_value(ptr poison, !1306, !DIExpression(), !1335)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1335)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1335)
    #dbg_value(i64 8, !1337, !DIExpression(), !1345)
  %8 = icmp eq i64 %_1.val2.i.i, 0, !dbg !1347
  br i1 %8, label %bb1.i.i, label %bb2.i.i.i6.i.i, !dbg !1347

bb2.i.i.i6.i.i:                                   ; preds = %cleanup.body.i.i
    #dbg_value(i64 %_1.val2.i.i, !1344, !DIExpression(), !1345)
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %_1.val2.i.i, 3, !dbg !1348
    #dbg_value(ptr %_1.val.i.i, !1301, !DIExpression(), !1349)
    #dbg_value(i64 8, !1303, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1349)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1303, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1349)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1350)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1352)
    #dbg_value(ptr %_1.val.i.i, !1228, !DIExpression(), !1350)
    #dbg_value(ptr %_1.val.i.i, !1236, !DIExpression(), !1352)
    #dbg_value(ptr %_1.val.i.i, !1240, !DIExpression(), !1354)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1350)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1352)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1354)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1350)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1352)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1354)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(ptr %_1.val.i.i, !1254, !DIExpression(), !1356)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val.i.i, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #23, !dbg !1358, !noalias !1132
  br label %bb1.i.i, !dbg !1359

bb4.i.i:                                          ; preds = %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit.i.i.i.i", %start
  %_1.val4.i.i = load i64, ptr %0, align 8, !dbg !1131, !range !1272, !alias.scope !1132, !noundef !80
    #dbg_value(ptr poison, !1273, !DIExpression(), !1360)
    #dbg_value(ptr poison, !1283, !DIExpression(), !1362)
    #dbg_value(ptr poison, !1293, !DIExpression(), !1364)
    #dbg_value(i64 8, !1300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1364)
    #dbg_value(i64 8, !1300, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1364)
    #dbg_value(ptr poison, !1306, !DIExpression(), !1366)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1366)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1366)
    #dbg_value(i64 8, !1337, !DIExpression(), !1368)
  %9 = icmp eq i64 %_1.val4.i.i, 0, !dbg !1370
  br i1 %9, label %"_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E.exit", label %bb2.i.i.i7.i.i, !dbg !1370

bb2.i.i.i7.i.i:                                   ; preds = %bb4.i.i
    #dbg_value(i64 %_1.val4.i.i, !1344, !DIExpression(), !1368)
  %alloc_size.i.i.i.i8.i.i = shl nuw i64 %_1.val4.i.i, 3, !dbg !1371
    #dbg_value(ptr %_1.val.i.i, !1301, !DIExpression(), !1372)
    #dbg_value(i64 8, !1303, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1372)
    #dbg_value(i64 %alloc_size.i.i.i.i8.i.i, !1303, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1372)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1373)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1375)
    #dbg_value(ptr %_1.val.i.i, !1228, !DIExpression(), !1373)
    #dbg_value(ptr %_1.val.i.i, !1236, !DIExpression(), !1375)
    #dbg_value(ptr %_1.val.i.i, !1240, !DIExpression(), !1377)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1373)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1375)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1377)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1379)
    #dbg_value(i64 %alloc_size.i.i.i.i8.i.i, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1373)
    #dbg_value(i64 %alloc_size.i.i.i.i8.i.i, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1375)
    #dbg_value(i64 %alloc_size.i.i.i.i8.i.i, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1377)
    #dbg_value(i64 %alloc_size.i.i.i.i8.i.i, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1379)
    #dbg_value(ptr %_1.val.i.i, !1254, !DIExpression(), !1379)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val.i.i, i64 noundef %alloc_size.i.i.i.i8.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #23, !dbg !1381, !noalias !1132
  br label %"_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E.exit", !dbg !1382

bb1.i.i:                                          ; preds = %bb2.i.i.i6.i.i, %cleanup.body.i.i
  resume { ptr, i32 } %5, !dbg !1131

"_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E.exit": ; preds = %bb4.i.i, %bb2.i.i.i7.i.i
  ret void, !dbg !1105
}

; core::ptr::drop_in_place<tlskeep::Item>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %_1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !1383 {
start:
    #dbg_value(ptr %_1, !1388, !DIExpression(), !1389)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1390), !dbg !1393
    #dbg_value(ptr %_1, !1161, !DIExpression(), !1394)
  %0 = load ptr, ptr %_1, align 8, !dbg !1396, !alias.scope !1390, !align !1160, !noundef !80
  %1 = icmp eq ptr %0, null, !dbg !1396
  br i1 %1, label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit", label %bb2.i, !dbg !1396

bb2.i:                                            ; preds = %start
    #dbg_value(ptr %_1, !1170, !DIExpression(), !1397)
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %0)
          to label %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i" unwind label %bb1.i.i, !dbg !1399, !noalias !1400

bb1.i.i:                                          ; preds = %bb2.i
  %2 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1182, !DIExpression(), !1403)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1405)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1405)
    #dbg_value(ptr %0, !1191, !DIExpression(), !1406)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1407)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1409)
    #dbg_value(ptr %0, !1228, !DIExpression(), !1407)
    #dbg_value(ptr %0, !1236, !DIExpression(), !1409)
    #dbg_value(ptr %0, !1240, !DIExpression(), !1411)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1407)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1409)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1411)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1413)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1407)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1409)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1411)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1413)
    #dbg_value(ptr %0, !1254, !DIExpression(), !1413)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 16, i64 noundef 8) #23, !dbg !1415, !noalias !1400
  resume { ptr, i32 } %2, !dbg !1399

"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i": ; preds = %bb2.i
    #dbg_value(ptr poison, !1182, !DIExpression(), !1416)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1418)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1418)
    #dbg_value(ptr %0, !1191, !DIExpression(), !1419)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1420)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1422)
    #dbg_value(ptr %0, !1228, !DIExpression(), !1420)
    #dbg_value(ptr %0, !1236, !DIExpression(), !1422)
    #dbg_value(ptr %0, !1240, !DIExpression(), !1424)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1420)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1422)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1424)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1426)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1420)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1422)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1424)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1426)
    #dbg_value(ptr %0, !1254, !DIExpression(), !1426)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 16, i64 noundef 8) #23, !dbg !1428, !noalias !1400
  br label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit", !dbg !1396

"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit": ; preds = %start, %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i"
  ret void, !dbg !1393
}

; core::ptr::drop_in_place<std::io::error::Error>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17hffb897dafe87e13fE"(ptr %_1.0.val) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !1429 {
start:
    #dbg_value(ptr poison, !1434, !DIExpression(), !1437)
  %0 = icmp ne ptr %_1.0.val, null
  tail call void @llvm.assume(i1 %0)
    #dbg_value(ptr poison, !1438, !DIExpression(), !1446)
    #dbg_value(ptr poison, !1448, !DIExpression(), !1455)
    #dbg_value(ptr %_1.0.val, !1457, !DIExpression(), !1477)
    #dbg_declare(ptr poison, !1464, !DIExpression(), !1479)
    #dbg_value(i64 1, !1480, !DIExpression(), !1484)
    #dbg_value(i64 1, !1486, !DIExpression(), !1490)
    #dbg_value(i64 -1, !1492, !DIExpression(), !1496)
    #dbg_value(ptr %_1.0.val, !1498, !DIExpression(), !1503)
    #dbg_value(ptr %_1.0.val, !1483, !DIExpression(), !1484)
  %bits.i.i.i = ptrtoint ptr %_1.0.val to i64, !dbg !1505
    #dbg_value(i64 %bits.i.i.i, !1465, !DIExpression(), !1506)
  %_5.i.i.i = and i64 %bits.i.i.i, 3, !dbg !1507
  switch i64 %_5.i.i.i, label %default.unreachable [
    i64 2, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE.exit"
    i64 3, label %bb4.i.i.i
    i64 0, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE.exit"
    i64 1, label %bb2.i2.i.i
  ], !dbg !1508, !prof !728

default.unreachable:                              ; preds = %start
  unreachable

bb4.i.i.i:                                        ; preds = %start
    #dbg_value(i64 %bits.i.i.i, !1469, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1509)
    #dbg_value(i32 poison, !1510, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1524)
    #dbg_value(ptr poison, !1521, !DIExpression(), !1526)
  %1 = icmp ult ptr %_1.0.val, inttoptr (i64 180388626432 to ptr), !dbg !1527
  tail call void @llvm.assume(i1 %1), !dbg !1528
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE.exit", !dbg !1529

bb2.i2.i.i:                                       ; preds = %start
    #dbg_value(ptr %_1.0.val, !1489, !DIExpression(), !1490)
    #dbg_value(ptr %_1.0.val, !1495, !DIExpression(), !1496)
  %2 = getelementptr i8, ptr %_1.0.val, i64 -1, !dbg !1530
    #dbg_value(ptr poison, !1531, !DIExpression(), !1537)
  %3 = icmp ne ptr %2, null
  tail call void @llvm.assume(i1 %3)
    #dbg_value(ptr poison, !1539, !DIExpression(), !1547)
  %_6.val.i.i.i.i = load ptr, ptr %2, align 8, !dbg !1549
  %4 = getelementptr i8, ptr %_1.0.val, i64 7, !dbg !1549
  %_6.val1.i.i.i.i = load ptr, ptr %4, align 8, !dbg !1549, !nonnull !80, !align !1160, !noundef !80
    #dbg_value(ptr poison, !1550, !DIExpression(), !1557)
    #dbg_value(ptr poison, !1559, !DIExpression(), !1567)
  %5 = load ptr, ptr %_6.val1.i.i.i.i, align 8, !dbg !1569, !invariant.load !80
  %.not.i.i.i.i.i.i = icmp eq ptr %5, null, !dbg !1569
  br i1 %.not.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i, label %is_not_null.i.i.i.i.i.i, !dbg !1569

is_not_null.i.i.i.i.i.i:                          ; preds = %bb2.i2.i.i
  %6 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %6)
  invoke void %5(ptr noundef nonnull %_6.val.i.i.i.i)
          to label %bb3.i.i.i.i.i.i unwind label %cleanup.i.i.i.i.i.i, !dbg !1569

bb3.i.i.i.i.i.i:                                  ; preds = %is_not_null.i.i.i.i.i.i, %bb2.i2.i.i
    #dbg_value(ptr poison, !1570, !DIExpression(), !1595)
    #dbg_value(ptr poison, !1576, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1597)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1576, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1597)
    #dbg_value(ptr poison, !1598, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1608)
    #dbg_value(ptr poison, !1610, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1615)
    #dbg_value(ptr poison, !1617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1626)
    #dbg_value(ptr poison, !1628, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1631)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1598, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1608)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1610, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1615)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1617, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1626)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1628, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1631)
  %7 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 8, !dbg !1633
  %8 = load i64, ptr %7, align 8, !dbg !1633, !range !1272, !invariant.load !80
    #dbg_value(i64 poison, !1592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1634)
    #dbg_value(i64 %8, !1592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1634)
  %9 = icmp eq i64 %8, 0, !dbg !1635
  br i1 %9, label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17hc2d0811ee83c533aE.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, !dbg !1635

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i: ; preds = %bb3.i.i.i.i.i.i
  %10 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 16, !dbg !1633
  %11 = load i64, ptr %10, align 8, !dbg !1636, !range !1637, !invariant.load !80
    #dbg_value(i64 %11, !1592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1634)
  %12 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %12)
    #dbg_value(ptr %_6.val.i.i.i.i, !1598, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1608)
    #dbg_value(ptr %_6.val.i.i.i.i, !1610, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1615)
    #dbg_value(ptr %_6.val.i.i.i.i, !1617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1626)
    #dbg_value(ptr %_6.val.i.i.i.i, !1628, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1631)
    #dbg_value(ptr %_6.val.i.i.i.i, !1576, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1597)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1638)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1640)
    #dbg_value(ptr %_6.val.i.i.i.i, !1228, !DIExpression(), !1638)
    #dbg_value(ptr %_6.val.i.i.i.i, !1236, !DIExpression(), !1640)
    #dbg_value(ptr %_6.val.i.i.i.i, !1240, !DIExpression(), !1642)
    #dbg_value(i64 %11, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1638)
    #dbg_value(i64 %11, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1640)
    #dbg_value(i64 %11, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1642)
    #dbg_value(i64 %11, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1644)
    #dbg_value(i64 %8, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1638)
    #dbg_value(i64 %8, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1640)
    #dbg_value(i64 %8, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1642)
    #dbg_value(i64 %8, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1644)
    #dbg_value(ptr %_6.val.i.i.i.i, !1254, !DIExpression(), !1644)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %8, i64 noundef range(i64 1, -9223372036854775807) %11) #23, !dbg !1646
  br label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17hc2d0811ee83c533aE.exit.i.i.i", !dbg !1647

cleanup.i.i.i.i.i.i:                              ; preds = %is_not_null.i.i.i.i.i.i
  %13 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1570, !DIExpression(), !1648)
    #dbg_value(ptr poison, !1576, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1650)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1576, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1650)
    #dbg_value(ptr poison, !1598, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1651)
    #dbg_value(ptr poison, !1610, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1653)
    #dbg_value(ptr poison, !1617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1655)
    #dbg_value(ptr poison, !1628, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1657)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1598, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1651)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1610, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1653)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1617, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1655)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1628, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1657)
  %14 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 8, !dbg !1659
  %15 = load i64, ptr %14, align 8, !dbg !1659, !range !1272, !invariant.load !80
    #dbg_value(i64 poison, !1592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1660)
    #dbg_value(i64 %15, !1592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1660)
  %16 = icmp eq i64 %15, 0, !dbg !1661
  br i1 %16, label %bb1.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i, !dbg !1661

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i: ; preds = %cleanup.i.i.i.i.i.i
  %17 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 16, !dbg !1659
  %18 = load i64, ptr %17, align 8, !dbg !1662, !range !1637, !invariant.load !80
    #dbg_value(i64 %18, !1592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1660)
    #dbg_value(ptr %_6.val.i.i.i.i, !1598, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1651)
    #dbg_value(ptr %_6.val.i.i.i.i, !1610, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1653)
    #dbg_value(ptr %_6.val.i.i.i.i, !1617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1655)
    #dbg_value(ptr %_6.val.i.i.i.i, !1628, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1657)
    #dbg_value(ptr %_6.val.i.i.i.i, !1576, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1650)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1663)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1665)
    #dbg_value(ptr %_6.val.i.i.i.i, !1228, !DIExpression(), !1663)
    #dbg_value(ptr %_6.val.i.i.i.i, !1236, !DIExpression(), !1665)
    #dbg_value(ptr %_6.val.i.i.i.i, !1240, !DIExpression(), !1667)
    #dbg_value(i64 %18, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1663)
    #dbg_value(i64 %18, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1665)
    #dbg_value(i64 %18, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1667)
    #dbg_value(i64 %18, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1669)
    #dbg_value(i64 %15, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1663)
    #dbg_value(i64 %15, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1665)
    #dbg_value(i64 %15, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1667)
    #dbg_value(i64 %15, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1669)
    #dbg_value(ptr %_6.val.i.i.i.i, !1254, !DIExpression(), !1669)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %15, i64 noundef range(i64 1, -9223372036854775807) %18) #23, !dbg !1671
  br label %bb1.i.i.i.i, !dbg !1672

bb1.i.i.i.i:                                      ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i4.i.i.i.i.i.i, %cleanup.i.i.i.i.i.i
    #dbg_value(ptr poison, !1673, !DIExpression(), !1693)
    #dbg_value(i64 8, !1690, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1695)
    #dbg_value(i64 24, !1690, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1695)
    #dbg_value(ptr %2, !1679, !DIExpression(), !1696)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1697)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1699)
    #dbg_value(ptr %2, !1228, !DIExpression(), !1697)
    #dbg_value(ptr %2, !1236, !DIExpression(), !1699)
    #dbg_value(ptr %2, !1240, !DIExpression(), !1701)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1697)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1699)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1701)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1703)
    #dbg_value(i64 24, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1697)
    #dbg_value(i64 24, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1699)
    #dbg_value(i64 24, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1701)
    #dbg_value(i64 24, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1703)
    #dbg_value(ptr %2, !1254, !DIExpression(), !1703)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %2, i64 noundef 24, i64 noundef 8) #23, !dbg !1705
  resume { ptr, i32 } %13, !dbg !1549

"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17hc2d0811ee83c533aE.exit.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i
    #dbg_value(ptr poison, !1673, !DIExpression(), !1706)
    #dbg_value(i64 8, !1690, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1708)
    #dbg_value(i64 24, !1690, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1708)
    #dbg_value(ptr %2, !1679, !DIExpression(), !1709)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1710)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1712)
    #dbg_value(ptr %2, !1228, !DIExpression(), !1710)
    #dbg_value(ptr %2, !1236, !DIExpression(), !1712)
    #dbg_value(ptr %2, !1240, !DIExpression(), !1714)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1710)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1712)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1714)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1716)
    #dbg_value(i64 24, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1710)
    #dbg_value(i64 24, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1712)
    #dbg_value(i64 24, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1714)
    #dbg_value(i64 24, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1716)
    #dbg_value(ptr %2, !1254, !DIExpression(), !1716)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %2, i64 noundef 24, i64 noundef 8) #23, !dbg !1718
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE.exit", !dbg !1719

"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE.exit": ; preds = %start, %start, %bb4.i.i.i, %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17hc2d0811ee83c533aE.exit.i.i.i"
  ret void, !dbg !1720
}

; core::ptr::drop_in_place<tlskeep::k_keep::{{closure}}>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE"(ptr captures(address) %_1.0.val) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !1721 {
start:
    #dbg_value(ptr poison, !1730, !DIExpression(), !1733)
    #dbg_value(ptr poison, !1161, !DIExpression(), !1734)
  %0 = icmp eq ptr %_1.0.val, null, !dbg !1736
  br i1 %0, label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit", label %bb2.i, !dbg !1736

bb2.i:                                            ; preds = %start
    #dbg_value(ptr poison, !1170, !DIExpression(), !1737)
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %_1.0.val)
          to label %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i" unwind label %bb1.i.i, !dbg !1739, !noalias !1740

bb1.i.i:                                          ; preds = %bb2.i
  %1 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1182, !DIExpression(), !1743)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1745)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1745)
    #dbg_value(ptr %_1.0.val, !1191, !DIExpression(), !1746)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1747)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1749)
    #dbg_value(ptr %_1.0.val, !1228, !DIExpression(), !1747)
    #dbg_value(ptr %_1.0.val, !1236, !DIExpression(), !1749)
    #dbg_value(ptr %_1.0.val, !1240, !DIExpression(), !1751)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1747)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1749)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1751)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1753)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1747)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1749)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1751)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1753)
    #dbg_value(ptr %_1.0.val, !1254, !DIExpression(), !1753)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef 16, i64 noundef 8) #23, !dbg !1755, !noalias !1740
  resume { ptr, i32 } %1, !dbg !1739

"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i": ; preds = %bb2.i
    #dbg_value(ptr poison, !1182, !DIExpression(), !1756)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1758)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1758)
    #dbg_value(ptr %_1.0.val, !1191, !DIExpression(), !1759)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1760)
    #dbg_value(ptr poison, !1232, !DIExpression(), !1762)
    #dbg_value(ptr %_1.0.val, !1228, !DIExpression(), !1760)
    #dbg_value(ptr %_1.0.val, !1236, !DIExpression(), !1762)
    #dbg_value(ptr %_1.0.val, !1240, !DIExpression(), !1764)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1760)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1762)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1764)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1766)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1760)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1762)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1764)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1766)
    #dbg_value(ptr %_1.0.val, !1254, !DIExpression(), !1766)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef 16, i64 noundef 8) #23, !dbg !1768, !noalias !1740
  br label %"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit", !dbg !1736

"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E.exit": ; preds = %start, %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i"
  ret void, !dbg !1769
}

; core::ptr::drop_in_place<core::result::Result<(),std::io::error::Error>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr81drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$std..io..error..Error$GT$$GT$17hb7e3ce67dffdc614E"(ptr %_1.0.val) unnamed_addr #1 !dbg !1770 {
start:
    #dbg_value(ptr poison, !1775, !DIExpression(), !1778)
  %0 = icmp eq ptr %_1.0.val, null, !dbg !1779
  br i1 %0, label %bb1, label %bb2, !dbg !1779

bb1:                                              ; preds = %bb2, %start
  ret void, !dbg !1779

bb2:                                              ; preds = %start
; call core::ptr::drop_in_place<std::io::error::Error>
  tail call fastcc void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17hffb897dafe87e13fE"(ptr nonnull %_1.0.val), !dbg !1779
  br label %bb1, !dbg !1779
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hb572dd7e3058913eE"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #4 !dbg !1780 {
start:
    #dbg_value(ptr %self, !1783, !DIExpression(), !1784)
    #dbg_value(i64 8, !1785, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1808)
    #dbg_value(i64 8, !1785, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1808)
    #dbg_value(ptr %self, !1789, !DIExpression(), !1808)
  %self2 = load i64, ptr %self, align 8, !dbg !1810, !range !1272, !noundef !80
; call alloc::raw_vec::RawVecInner<A>::grow_amortized
  %0 = tail call fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h0dbe7b73c0ed09f5E"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %self2), !dbg !1811
  %1 = extractvalue { i64, i64 } %0, 0, !dbg !1811
  %.not = icmp eq i64 %1, -9223372036854775807, !dbg !1812
  br i1 %.not, label %bb3, label %bb2, !dbg !1813, !prof !1814

bb2:                                              ; preds = %start
  %2 = extractvalue { i64, i64 } %0, 1, !dbg !1811
    #dbg_value(i64 %1, !1790, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1815)
    #dbg_value(i64 %2, !1790, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1815)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %1, i64 %2) #20, !dbg !1816
  unreachable, !dbg !1816

bb3:                                              ; preds = %start
  ret void, !dbg !1817
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hb634e6f01eec9e54E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef range(i64 0, -1) %cap) unnamed_addr #5 !dbg !1818 {
start:
    #dbg_value(ptr poison, !1843, !DIExpression(), !1893)
    #dbg_value(i64 %cap, !1844, !DIExpression(), !1893)
    #dbg_value(i64 %cap, !1894, !DIExpression(), !1917)
    #dbg_value(i64 %cap, !1919, !DIExpression(), !1945)
    #dbg_value(i64 %cap, !1947, !DIExpression(), !1969)
    #dbg_value(i64 %cap, !1971, !DIExpression(), !1981)
    #dbg_value(i64 8, !1845, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1893)
    #dbg_value(i64 8, !1845, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1893)
    #dbg_value(i64 8, !1914, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1917)
    #dbg_value(i64 8, !1965, !DIExpression(), !1969)
    #dbg_value(i64 8, !1980, !DIExpression(), !1981)
    #dbg_value(i64 8, !1914, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1917)
    #dbg_value(ptr poison, !1942, !DIExpression(), !1983)
  %_33.0 = shl i64 %cap, 3, !dbg !1984
  %_33.1 = icmp ult i64 %cap, 2305843009213693952, !dbg !1984
    #dbg_value(i1 %_33.1, !1968, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1985)
    #dbg_value(i1 %_33.1, !1986, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1993)
    #dbg_value(i64 %_33.0, !1943, !DIExpression(), !1995)
    #dbg_value(i64 %_33.0, !1966, !DIExpression(), !1985)
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38, !dbg !1996
  br i1 %or.cond, label %bb15, label %bb11, !dbg !1996, !prof !1997

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !1846, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1998)
    #dbg_value(i64 %_33.0, !1846, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1998)
    #dbg_value(ptr poison, !1306, !DIExpression(), !1999)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1999)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1999)
    #dbg_value(i64 8, !1337, !DIExpression(), !2001)
  %0 = icmp eq i64 %self.0.val, 0, !dbg !2003
  br i1 %0, label %bb5, label %bb3, !dbg !2003

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !1344, !DIExpression(), !2001)
  %alloc_size.i = shl nuw i64 %self.0.val, 3, !dbg !2004
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
    #dbg_value(ptr %self.8.val, !1888, !DIExpression(), !2005)
    #dbg_value(i64 poison, !1890, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2005)
    #dbg_value(i64 %alloc_size.i, !1890, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2005)
    #dbg_value(ptr poison, !2006, !DIExpression(), !2014)
    #dbg_value(ptr poison, !2016, !DIExpression(), !2026)
    #dbg_value(ptr %self.8.val, !2011, !DIExpression(), !2014)
    #dbg_value(ptr %self.8.val, !2022, !DIExpression(), !2026)
    #dbg_value(i64 8, !2012, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2014)
    #dbg_value(i64 8, !2023, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2026)
    #dbg_value(i64 %alloc_size.i, !2012, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2014)
    #dbg_value(i64 %alloc_size.i, !2023, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2026)
    #dbg_value(i64 8, !2013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2014)
    #dbg_value(i64 8, !2024, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2026)
    #dbg_value(i64 %_33.0, !2013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2014)
    #dbg_value(i64 %_33.0, !2024, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2026)
    #dbg_value(i8 0, !2025, !DIExpression(), !2026)
    #dbg_value(ptr poison, !2028, !DIExpression(), !2070)
    #dbg_value(ptr %self.8.val, !2032, !DIExpression(), !2070)
    #dbg_value(i64 8, !2033, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2070)
    #dbg_value(i64 8, !2072, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2079)
    #dbg_value(i64 %alloc_size.i, !2033, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2070)
    #dbg_value(i64 %alloc_size.i, !2072, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2079)
    #dbg_value(i64 8, !2034, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2070)
    #dbg_value(i64 %_33.0, !2034, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2070)
    #dbg_value(i1 false, !2035, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2070)
    #dbg_value(i64 %alloc_size.i, !2036, !DIExpression(), !2081)
    #dbg_value(ptr poison, !2038, !DIExpression(), !2082)
    #dbg_value(i64 %_33.0, !2039, !DIExpression(), !2083)
    #dbg_value(i64 %_33.0, !2078, !DIExpression(), !2079)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !2084
    #dbg_value(i1 true, !2085, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2092)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !2094
    #dbg_value(ptr %self.8.val, !2077, !DIExpression(), !2079)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #23, !dbg !2095
    #dbg_value(ptr poison, !1870, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2096)
    #dbg_value(i64 poison, !1870, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2096)
  br label %bb7, !dbg !2097

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !2098, !DIExpression(), !2104)
    #dbg_value(ptr poison, !2106, !DIExpression(), !2114)
    #dbg_value(i64 8, !2103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2104)
    #dbg_value(i64 8, !2112, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2114)
    #dbg_value(i64 %_33.0, !2103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2104)
    #dbg_value(i64 %_33.0, !2112, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2114)
    #dbg_value(i8 0, !2113, !DIExpression(), !2114)
    #dbg_value(i64 8, !2116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2133)
    #dbg_value(i64 8, !2135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2140)
    #dbg_value(i64 %_33.0, !2116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2133)
    #dbg_value(i64 %_33.0, !2135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2140)
    #dbg_value(i1 false, !2122, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2133)
    #dbg_value(i64 %_33.0, !2123, !DIExpression(), !2142)
  %2 = icmp eq i64 %_33.0, 0, !dbg !2143
  br i1 %2, label %bb9, label %bb4.i.i, !dbg !2143

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #23, !dbg !2144
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #23, !dbg !2145
    #dbg_value(ptr %3, !2146, !DIExpression(), !2166)
    #dbg_value(ptr %3, !2125, !DIExpression(), !2168)
  br label %bb7, !dbg !2169

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !1870, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2096)
    #dbg_value(i64 poison, !1870, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2096)
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !2170
  br i1 %4, label %bb8, label %bb9, !dbg !2171

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !2172
  store i64 8, ptr %5, align 8, !dbg !2172
  br label %bb11, !dbg !2173

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !1870, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2096)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !1891, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2174)
    #dbg_value(i64 %_33.0, !1891, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2174)
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !2175
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8, !dbg !2175
  br label %bb11, !dbg !2176

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !1893
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !1893
  store i64 %_33.0.sink, ptr %7, align 8, !dbg !1893
  store i64 %storemerge13, ptr %_0, align 8, !dbg !1893
  ret void, !dbg !2177
}

; alloc::raw_vec::RawVecInner<A>::grow_amortized
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h0dbe7b73c0ed09f5E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self, i64 noundef range(i64 0, -9223372036854775808) %len) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !2178 {
start:
  %self3 = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !2198, !DIExpression(), !2232)
    #dbg_value(ptr %self, !2233, !DIExpression(), !2241)
    #dbg_value(i64 %len, !2199, !DIExpression(), !2232)
    #dbg_value(i64 %len, !2243, !DIExpression(), !2247)
    #dbg_value(i64 1, !2200, !DIExpression(), !2232)
    #dbg_value(i64 1, !2246, !DIExpression(), !2247)
    #dbg_value(i64 8, !2201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2232)
    #dbg_value(i64 8, !2201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2232)
    #dbg_declare(ptr %self3, !2249, !DIExpression(), !2277)
  %_25.0 = add nuw i64 %len, 1, !dbg !2279
    #dbg_value(i64 %_25.0, !2202, !DIExpression(), !2280)
    #dbg_value(i64 %_25.0, !2281, !DIExpression(), !2289)
  %self7 = load i64, ptr %self, align 8, !dbg !2291, !range !1272, !noundef !80
  %v19 = shl nuw i64 %self7, 1, !dbg !2291
    #dbg_value(i64 %v19, !2288, !DIExpression(), !2289)
    #dbg_value(i64 %v19, !2292, !DIExpression(), !2299)
    #dbg_value(i64 %_25.0, !2296, !DIExpression(), !2299)
  %_0.sroa.0.0.i = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %_25.0, i64 range(i64 0, -1) %v19), !dbg !2301
    #dbg_value(i64 %_0.sroa.0.0.i, !2222, !DIExpression(), !2302)
    #dbg_value(i64 %_0.sroa.0.0.i, !2281, !DIExpression(), !2303)
    #dbg_value(i64 4, !2288, !DIExpression(), !2303)
    #dbg_value(i64 4, !2288, !DIExpression(), !2303)
    #dbg_value(i64 4, !2292, !DIExpression(), !2305)
    #dbg_value(i64 %_0.sroa.0.0.i, !2296, !DIExpression(), !2305)
  %_0.sroa.0.0.i25 = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %_0.sroa.0.0.i, i64 4), !dbg !2307
    #dbg_value(i64 %_0.sroa.0.0.i25, !2224, !DIExpression(), !2308)
    #dbg_value(i64 %_0.sroa.0.0.i25, !2240, !DIExpression(), !2241)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3), !dbg !2278
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !2309
  %self.val24 = load ptr, ptr %0, align 8, !dbg !2309
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hb634e6f01eec9e54E"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3, i64 %self7, ptr %self.val24, i64 noundef %_0.sroa.0.0.i25), !dbg !2309
  %_37 = load i64, ptr %self3, align 8, !dbg !2310, !range !2311, !noundef !80
  %1 = trunc nuw i64 %_37 to i1, !dbg !2312
  %2 = getelementptr inbounds nuw i8, ptr %self3, i64 8, !dbg !2313
  br i1 %1, label %bb18, label %bb19, !dbg !2312

bb6:                                              ; preds = %bb18, %bb19
  %_0.sroa.5.0 = phi i64 [ undef, %bb19 ], [ %e.1, %bb18 ], !dbg !2232
  %_0.sroa.0.0 = phi i64 [ -9223372036854775807, %bb19 ], [ %e.0, %bb18 ], !dbg !2232
  %3 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0, 0, !dbg !2314
  %4 = insertvalue { i64, i64 } %3, i64 %_0.sroa.5.0, 1, !dbg !2314
  ret { i64, i64 } %4, !dbg !2314

bb18:                                             ; preds = %start
  %e.0 = load i64, ptr %2, align 8, !dbg !2315, !range !2316, !noundef !80
  %5 = getelementptr inbounds nuw i8, ptr %self3, i64 16, !dbg !2315
  %e.1 = load i64, ptr %5, align 8, !dbg !2315
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !2317
  br label %bb6, !dbg !2318

bb19:                                             ; preds = %start
  %v.0 = load ptr, ptr %2, align 8, !dbg !2320, !nonnull !80, !noundef !80
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !2317
    #dbg_value(ptr %v.0, !2226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2321)
    #dbg_value(ptr %v.0, !2239, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2241)
    #dbg_value(i64 poison, !2226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2321)
    #dbg_value(i64 poison, !2239, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2241)
  store ptr %v.0, ptr %0, align 8, !dbg !2322
  %6 = icmp sgt i64 %_0.sroa.0.0.i25, -1, !dbg !2323
  tail call void @llvm.assume(i1 %6), !dbg !2323
  store i64 %_0.sroa.0.0.i25, ptr %self, align 8, !dbg !2330
  br label %bb6, !dbg !2314
}

; tlskeep::k_keep
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN7tlskeep6k_keep17hcf297bd8070818a6E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef align 8 %l) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !2331 {
start:
    #dbg_value(ptr %this, !2339, !DIExpression(), !2341)
    #dbg_value(ptr %l, !2340, !DIExpression(), !2341)
  %0 = load i64, ptr %this, align 8, !dbg !2342, !noundef !80
  %1 = add i64 %0, 1, !dbg !2342
  store i64 %1, ptr %this, align 8, !dbg !2342
    #dbg_value(ptr poison, !2343, !DIExpression(), !2368)
    #dbg_value(ptr %l, !2362, !DIExpression(), !2368)
    #dbg_declare(ptr poison, !2365, !DIExpression(), !2370)
    #dbg_value(ptr %l, !2371, !DIExpression(), !2413)
    #dbg_value(ptr poison, !2392, !DIExpression(), !2413)
    #dbg_value(ptr null, !2415, !DIExpression(), !2428)
    #dbg_declare(ptr poison, !2421, !DIExpression(), !2430)
    #dbg_value(ptr poison, !2431, !DIExpression(), !2438)
    #dbg_value(ptr null, !2437, !DIExpression(), !2438)
  %_3.i.i.i.i = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr @"_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$23__RUST_STD_INTERNAL_VAL17h8afd95c51fa1e0b0E"), !dbg !2440
    #dbg_value(ptr %_3.i.i.i.i, !2441, !DIExpression(), !2447)
    #dbg_value(ptr null, !2445, !DIExpression(), !2447)
    #dbg_declare(ptr poison, !2446, !DIExpression(), !2449)
    #dbg_value(ptr %_3.i.i.i.i, !2450, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !2453)
  %_12.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 32, !dbg !2455
  %_4.i.i.i.i.i = load i8, ptr %_12.i.i.i.i.i, align 8, !dbg !2458, !range !931, !noalias !2459, !noundef !80
  %2 = icmp eq i8 %_4.i.i.i.i.i, 1, !dbg !2470
  br i1 %2, label %bb8.i.i, label %bb2.i.i.i.i.i, !dbg !2470, !prof !1814

bb2.i.i.i.i.i:                                    ; preds = %start
; invoke std::sys::thread_local::native::lazy::Storage<T,D>::get_or_init_slow
  %3 = invoke fastcc noundef ptr @"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17hd556d75ad8814830E"(ptr noundef nonnull align 8 %_3.i.i.i.i, ptr noalias noundef align 8 dereferenceable_or_null(40) null)
          to label %bb1.i.i unwind label %bb5.i.i, !dbg !2471, !noalias !2472

bb1.i.i:                                          ; preds = %bb2.i.i.i.i.i
    #dbg_value(ptr %3, !2473, !DIExpression(), !2494)
  %4 = icmp eq ptr %3, null, !dbg !2496
  br i1 %4, label %bb7.i.i, label %bb8.i.i, !dbg !2496

bb7.i.i:                                          ; preds = %bb1.i.i
    #dbg_value(ptr poison, !1730, !DIExpression(), !2497)
    #dbg_value(ptr poison, !1161, !DIExpression(), !2499)
  %5 = icmp eq ptr %l, null, !dbg !2501
  br i1 %5, label %bb3.i, label %bb2.i.i.i.i, !dbg !2501

bb2.i.i.i.i:                                      ; preds = %bb7.i.i
    #dbg_value(ptr poison, !1170, !DIExpression(), !2502)
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %l)
          to label %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i" unwind label %bb1.i.i.i.i.i, !dbg !2504, !noalias !2505

common.resume.i.i:                                ; preds = %bb5.i.i, %bb4.i.i.i, %bb5.i.i.i, %bb1.i.i.i.i.i
  %common.resume.op.i.i = phi { ptr, i32 } [ %6, %bb1.i.i.i.i.i ], [ %12, %bb5.i.i ], [ %11, %bb4.i.i.i ], [ %8, %bb5.i.i.i ]
  resume { ptr, i32 } %common.resume.op.i.i, !dbg !2413

bb1.i.i.i.i.i:                                    ; preds = %bb2.i.i.i.i
  %6 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !1182, !DIExpression(), !2508)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2510)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2510)
    #dbg_value(ptr %l, !1191, !DIExpression(), !2511)
    #dbg_value(ptr poison, !1220, !DIExpression(), !2512)
    #dbg_value(ptr poison, !1232, !DIExpression(), !2514)
    #dbg_value(ptr %l, !1228, !DIExpression(), !2512)
    #dbg_value(ptr %l, !1236, !DIExpression(), !2514)
    #dbg_value(ptr %l, !1240, !DIExpression(), !2516)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2512)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2514)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2516)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2518)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2512)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2514)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2516)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2518)
    #dbg_value(ptr %l, !1254, !DIExpression(), !2518)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull align 8 %l, i64 noundef 16, i64 noundef 8) #23, !dbg !2520, !noalias !2505
  br label %common.resume.i.i, !dbg !2504

"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i": ; preds = %bb2.i.i.i.i
    #dbg_value(ptr poison, !1182, !DIExpression(), !2521)
    #dbg_value(i64 8, !1204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2523)
    #dbg_value(i64 16, !1204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2523)
    #dbg_value(ptr %l, !1191, !DIExpression(), !2524)
    #dbg_value(ptr poison, !1220, !DIExpression(), !2525)
    #dbg_value(ptr poison, !1232, !DIExpression(), !2527)
    #dbg_value(ptr %l, !1228, !DIExpression(), !2525)
    #dbg_value(ptr %l, !1236, !DIExpression(), !2527)
    #dbg_value(ptr %l, !1240, !DIExpression(), !2529)
    #dbg_value(i64 8, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2525)
    #dbg_value(i64 8, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2527)
    #dbg_value(i64 8, !1246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2529)
    #dbg_value(i64 8, !1249, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2531)
    #dbg_value(i64 16, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2525)
    #dbg_value(i64 16, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2527)
    #dbg_value(i64 16, !1246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2529)
    #dbg_value(i64 16, !1249, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2531)
    #dbg_value(ptr %l, !1254, !DIExpression(), !2531)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull align 8 %l, i64 noundef 16, i64 noundef 8) #23, !dbg !2533, !noalias !2505
  br label %bb3.i, !dbg !2501

bb8.i.i:                                          ; preds = %bb1.i.i, %start
  %_0.sroa.0.0.i.i.i6.i.i = phi ptr [ %3, %bb1.i.i ], [ %_3.i.i.i.i, %start ]
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2393, !DIExpression(), !2534)
    #dbg_value(ptr %l, !2535, !DIExpression(), !2541)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2540, !DIExpression(), !2541)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2543, !DIExpression(), !2570)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2572, !DIExpression(), !2598)
    #dbg_declare(ptr poison, !2567, !DIExpression(), !2600)
    #dbg_value(i64 -1, !2601, !DIExpression(), !2608)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2628, !DIExpression(), !2630)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2631, !DIExpression(), !2637)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2607, !DIExpression(), !2608)
  %_14.i.i.i = load i64, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2639, !noalias !2640, !noundef !80
  %.not.i.i.i = icmp eq i64 %_14.i.i.i, 0, !dbg !2643
  br i1 %.not.i.i.i, label %bb7.i.i.i, label %bb6.i.i.i, !dbg !2643, !prof !1814

bb7.i.i.i:                                        ; preds = %bb8.i.i
  store i64 -1, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2644, !noalias !2640
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2594, !DIExpression(), !2650)
    #dbg_value(ptr %_0.sroa.0.0.i.i.i6.i.i, !2651, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !2658)
  %_20.i.i.i = getelementptr inbounds nuw i8, ptr %_0.sroa.0.0.i.i.i6.i.i, i64 8, !dbg !2660
    #dbg_value(ptr %_20.i.i.i, !2661, !DIExpression(), !2668)
    #dbg_value(ptr %l, !2667, !DIExpression(), !2668)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2670), !dbg !2673
    #dbg_value(ptr %l, !2674, !DIExpression(), !2686)
    #dbg_value(ptr %_20.i.i.i, !2681, !DIExpression(), !2686)
    #dbg_value(ptr %_20.i.i.i, !2688, !DIExpression(), !2694)
    #dbg_value(i64 8, !2696, !DIExpression(), !2703)
  %7 = getelementptr inbounds nuw i8, ptr %_0.sroa.0.0.i.i.i6.i.i, i64 24, !dbg !2713
  %len.i.i.i.i = load i64, ptr %7, align 8, !dbg !2713, !alias.scope !2670, !noalias !2714, !noundef !80
    #dbg_value(i64 %len.i.i.i.i, !2682, !DIExpression(), !2716)
    #dbg_value(i64 %len.i.i.i.i, !2717, !DIExpression(), !2723)
    #dbg_value(ptr %_20.i.i.i, !2711, !DIExpression(), !2725)
  %self1.i.i.i.i = load i64, ptr %_20.i.i.i, align 8, !dbg !2726, !range !1272, !alias.scope !2670, !noalias !2714, !noundef !80
  %_4.i.i.i.i = icmp eq i64 %len.i.i.i.i, %self1.i.i.i.i, !dbg !2727
  br i1 %_4.i.i.i.i, label %bb1.i.i.i.i, label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E.exit", !dbg !2727

bb1.i.i.i.i:                                      ; preds = %bb7.i.i.i
; invoke alloc::raw_vec::RawVec<T,A>::grow_one
  invoke void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hb572dd7e3058913eE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %_20.i.i.i)
          to label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E.exit" unwind label %cleanup.i.i.i.i, !dbg !2728, !noalias !2714

cleanup.i.i.i.i:                                  ; preds = %bb1.i.i.i.i
  %8 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<tlskeep::k_keep::{{closure}}>
  invoke fastcc void @"_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE"(ptr align 8 %l) #24
          to label %bb5.i.i.i unwind label %terminate.i.i.i.i, !dbg !2729, !noalias !2670

terminate.i.i.i.i:                                ; preds = %cleanup.i.i.i.i
  %9 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !2730, !noalias !2731
  unreachable, !dbg !2730

bb6.i.i.i:                                        ; preds = %bb8.i.i
; invoke core::cell::panic_already_borrowed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core4cell22panic_already_borrowed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d5b783bba130f1cd8eba2f28bdcc32e4) #20
          to label %unreachable.i.i.i unwind label %bb4.i.i.i, !dbg !2732, !noalias !2640

bb5.i.i.i:                                        ; preds = %cleanup.i.i.i.i
    #dbg_value(ptr poison, !2733, !DIExpression(), !2740)
    #dbg_value(ptr poison, !2742, !DIExpression(), !2748)
    #dbg_value(ptr poison, !2750, !DIExpression(), !2757)
  %_2.i.i.i.i.i.i = load i64, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2759, !noalias !2640, !noundef !80
  %_3.i.i.i.i.i.i = add i64 %_2.i.i.i.i.i.i, 1, !dbg !2762
  store i64 %_3.i.i.i.i.i.i, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2763, !noalias !2640
  br label %common.resume.i.i, !dbg !2768

terminate.i.i.i:                                  ; preds = %bb4.i.i.i
  %10 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !2769, !noalias !2640
  unreachable, !dbg !2769

unreachable.i.i.i:                                ; preds = %bb6.i.i.i
  unreachable

bb4.i.i.i:                                        ; preds = %bb6.i.i.i
  %11 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<tlskeep::k_keep::{{closure}}>
  invoke fastcc void @"_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE"(ptr align 8 %l) #24
          to label %common.resume.i.i unwind label %terminate.i.i.i, !dbg !2768

bb5.i.i:                                          ; preds = %bb2.i.i.i.i.i
  %12 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<tlskeep::k_keep::{{closure}}>
  invoke fastcc void @"_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE"(ptr align 8 %l) #24
          to label %common.resume.i.i unwind label %terminate.i.i, !dbg !2770

terminate.i.i:                                    ; preds = %bb5.i.i
  %13 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !2771, !noalias !2472
  unreachable, !dbg !2771

bb3.i:                                            ; preds = %"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E.exit.i.i.i.i", %bb7.i.i
; call std::thread::local::panic_access_error
  tail call void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread5local18panic_access_error(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_341485d7d7ef100ada79b2549f019e24) #25, !dbg !2772, !noalias !2773
  unreachable, !dbg !2772

"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E.exit": ; preds = %bb7.i.i.i, %bb1.i.i.i.i
  %14 = getelementptr inbounds nuw i8, ptr %_0.sroa.0.0.i.i.i6.i.i, i64 16, !dbg !2774
  %_14.i.i.i.i = load ptr, ptr %14, align 8, !dbg !2774, !alias.scope !2670, !noalias !2714, !nonnull !80, !noundef !80
    #dbg_value(ptr %_14.i.i.i.i, !2722, !DIExpression(), !2723)
  %end.i.i.i.i = getelementptr inbounds nuw ptr, ptr %_14.i.i.i.i, i64 %len.i.i.i.i, !dbg !2795
    #dbg_value(ptr %end.i.i.i.i, !2684, !DIExpression(), !2796)
    #dbg_value(ptr %end.i.i.i.i, !2797, !DIExpression(), !2803)
    #dbg_value(ptr %l, !2802, !DIExpression(), !2803)
  store ptr %l, ptr %end.i.i.i.i, align 8, !dbg !2805, !noalias !2731
  %15 = add i64 %len.i.i.i.i, 1, !dbg !2806
  store i64 %15, ptr %7, align 8, !dbg !2806, !alias.scope !2670, !noalias !2807
    #dbg_value(ptr poison, !2733, !DIExpression(), !2808)
    #dbg_value(ptr poison, !2742, !DIExpression(), !2810)
    #dbg_value(ptr poison, !2750, !DIExpression(), !2812)
  %_2.i.i.i5.i.i.i = load i64, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2814, !noalias !2816, !noundef !80
  %_3.i.i.i6.i.i.i = add i64 %_2.i.i.i5.i.i.i, 1, !dbg !2817
  store i64 %_3.i.i.i6.i.i.i, ptr %_0.sroa.0.0.i.i.i6.i.i, align 8, !dbg !2818, !noalias !2816
  ret i64 %1, !dbg !2821
}

; tlskeep::send_list
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN7tlskeep9send_list17h386e44cf794031b8E(i64 noundef %r, i64 noundef %v) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !2822 {
start:
  %x.i1 = alloca [16 x i8], align 8
  %x.i = alloca [16 x i8], align 8
    #dbg_value(i64 %r, !2826, !DIExpression(), !2836)
    #dbg_value(i64 %v, !2827, !DIExpression(), !2836)
  call void @llvm.lifetime.start.p0(ptr nonnull %x.i1)
  store ptr null, ptr %x.i1, align 8, !noalias !2837
  %0 = getelementptr inbounds nuw i8, ptr %x.i1, i64 8
  store i64 %v, ptr %0, align 8, !noalias !2837
    #dbg_declare(ptr %x.i1, !2840, !DIExpression(), !2848)
    #dbg_value(i64 8, !2850, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2855)
    #dbg_value(i64 8, !2857, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2861)
    #dbg_value(i64 8, !2863, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2868)
    #dbg_value(i64 16, !2850, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2855)
    #dbg_value(i64 16, !2857, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2861)
    #dbg_value(i64 16, !2863, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2868)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2860, !DIExpression(), !2861)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2866, !DIExpression(), !2868)
    #dbg_value(i8 0, !2867, !DIExpression(), !2868)
    #dbg_value(i64 8, !2116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2870)
    #dbg_value(i64 8, !2135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2872)
    #dbg_value(i64 16, !2116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2870)
    #dbg_value(i64 16, !2135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2872)
    #dbg_value(i1 false, !2122, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2870)
    #dbg_value(i64 16, !2123, !DIExpression(), !2874)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #23, !dbg !2875
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef 8) #23, !dbg !2876
  %2 = icmp eq ptr %1, null, !dbg !2877
  br i1 %2, label %bb2.i7, label %"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit6", !dbg !2878, !prof !731

bb2.i7:                                           ; preds = %start
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #20
          to label %.noexc unwind label %cleanup.i3, !dbg !2879

.noexc:                                           ; preds = %bb2.i7
  unreachable, !dbg !2879

cleanup.i3:                                       ; preds = %bb2.i7
  %3 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %x.i1) #24
          to label %common.resume unwind label %terminate.i4, !dbg !2880

terminate.i4:                                     ; preds = %cleanup.i3
  %4 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !2881
  unreachable, !dbg !2881

common.resume:                                    ; preds = %cleanup.i, %cleanup.i3
  %common.resume.op = phi { ptr, i32 } [ %3, %cleanup.i3 ], [ %9, %cleanup.i ]
  resume { ptr, i32 } %common.resume.op, !dbg !2882

"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit6": ; preds = %start
    #dbg_value(ptr %1, !2846, !DIExpression(), !2884)
  store ptr null, ptr %1, align 8, !dbg !2885
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !2885
  store i64 %v, ptr %5, align 8, !dbg !2885
  call void @llvm.lifetime.end.p0(ptr nonnull %x.i1), !dbg !2886
  %_9 = add i64 %v, 1, !dbg !2887
  call void @llvm.lifetime.start.p0(ptr nonnull %x.i)
  store ptr %1, ptr %x.i, align 8, !noalias !2888
  %6 = getelementptr inbounds nuw i8, ptr %x.i, i64 8
  store i64 %_9, ptr %6, align 8, !noalias !2888
    #dbg_declare(ptr %x.i, !2840, !DIExpression(), !2891)
    #dbg_value(i64 8, !2850, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2893)
    #dbg_value(i64 8, !2857, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2895)
    #dbg_value(i64 8, !2863, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2897)
    #dbg_value(i64 16, !2850, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2893)
    #dbg_value(i64 16, !2857, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2895)
    #dbg_value(i64 16, !2863, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2897)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2860, !DIExpression(), !2895)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2866, !DIExpression(), !2897)
    #dbg_value(i8 0, !2867, !DIExpression(), !2897)
    #dbg_value(i64 8, !2116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2899)
    #dbg_value(i64 8, !2135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2901)
    #dbg_value(i64 16, !2116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2899)
    #dbg_value(i64 16, !2135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2901)
    #dbg_value(i1 false, !2122, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2899)
    #dbg_value(i64 16, !2123, !DIExpression(), !2903)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #23, !dbg !2904
; call __rustc::__rust_alloc
  %7 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef 8) #23, !dbg !2905
  %8 = icmp eq ptr %7, null, !dbg !2906
  br i1 %8, label %bb2.i8, label %"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit", !dbg !2907, !prof !731

bb2.i8:                                           ; preds = %"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit6"
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #20
          to label %.noexc9 unwind label %cleanup.i, !dbg !2908

.noexc9:                                          ; preds = %bb2.i8
  unreachable, !dbg !2908

cleanup.i:                                        ; preds = %bb2.i8
  %9 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<tlskeep::Item>
  invoke fastcc void @"_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E"(ptr noalias noundef align 8 dereferenceable(16) %x.i) #24
          to label %common.resume unwind label %terminate.i, !dbg !2909

terminate.i:                                      ; preds = %cleanup.i
  %10 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #22, !dbg !2910
  unreachable, !dbg !2910

"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit": ; preds = %"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E.exit6"
    #dbg_value(ptr %7, !2846, !DIExpression(), !2911)
  store ptr %1, ptr %7, align 8, !dbg !2912
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !2912
  store i64 %_9, ptr %11, align 8, !dbg !2912
  call void @llvm.lifetime.end.p0(ptr nonnull %x.i), !dbg !2913
    #dbg_value(ptr %7, !2828, !DIExpression(), !2914)
  %_11 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7tlskeep6k_keep17hcf297bd8070818a6E) #23, !dbg !2915
  %12 = icmp ne ptr %_11, null, !dbg !2916
  tail call void @llvm.assume(i1 %12), !dbg !2916
    #dbg_value(ptr %_11, !2830, !DIExpression(), !2917)
  %_0 = tail call noundef i64 %_11(ptr noundef null, ptr noalias noundef nonnull align 8 %7), !dbg !2918
  ret i64 %_0, !dbg !2919
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #8

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #9

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #3

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #12

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #13

; std::process::abort
; Function Attrs: cold noreturn nonlazybind uwtable
declare void @_RNvNtCsjrHSEGnQ3l9_3std7process5abort() unnamed_addr #14

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; core::panicking::panic_in_cleanup
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() unnamed_addr #15

; <std::sys::stdio::unix::Stderr as std::io::Write>::write
; Function Attrs: nonlazybind uwtable
declare { i64, ptr } @_RNvXs3_NtNtNtCsjrHSEGnQ3l9_3std3sys5stdio4unixNtB5_6StderrNtNtBb_2io5Write5write(ptr noalias noundef nonnull align 1, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; std::thread::local::panic_access_error
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread5local18panic_access_error(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #17

; core::cell::panic_already_borrowed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core4cell22panic_already_borrowed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #16

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #3

; std::sys::thread_local::destructors::linux_like::register
; Function Attrs: nonlazybind uwtable
declare void @_RNvNtNtNtNtCsjrHSEGnQ3l9_3std3sys12thread_local11destructors10linux_like8register(ptr noundef, ptr noundef nonnull) unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #18

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

attributes #0 = { cold inlinehint noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { cold nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { cold noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #16 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #19 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { noreturn }
attributes #21 = { inlinehint }
attributes #22 = { cold noreturn nounwind }
attributes #23 = { nounwind }
attributes #24 = { cold }
attributes #25 = { noinline noreturn }

!llvm.module.flags = !{!152, !153, !154, !155}
!llvm.ident = !{!156}
!llvm.dbg.cu = !{!157}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "__RUST_STD_INTERNAL_VAL", linkageName: "_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$23__RUST_STD_INTERNAL_VAL17h8afd95c51fa1e0b0E", scope: !2, file: !6, line: 16, type: !7, isLocal: true, isDefinition: true, align: 64)
!2 = !DINamespace(name: "{closure#0}", scope: !3)
!3 = !DINamespace(name: "{constant#0}", scope: !4)
!4 = !DINamespace(name: "KEPT", scope: !5)
!5 = !DINamespace(name: "tlskeep", scope: null)
!6 = !DIFile(filename: "tlskeep.rs", directory: "/work/wt-size/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "fee1967e11e81556328bcafb9b5bae75")
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "Storage<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, ()>", scope: !9, file: !8, size: 320, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !151, identifier: "81e7eb9b805c5349c55f515d0b989d5")
!8 = !DIFile(filename: "<unknown>", directory: "")
!9 = !DINamespace(name: "lazy", scope: !10)
!10 = !DINamespace(name: "native", scope: !11)
!11 = !DINamespace(name: "thread_local", scope: !12)
!12 = !DINamespace(name: "sys", scope: !13)
!13 = !DINamespace(name: "std", scope: null)
!14 = !{!15, !127}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !7, file: !8, baseType: !16, size: 256, align: 64, flags: DIFlagPrivate)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", scope: !17, file: !8, size: 256, align: 64, flags: DIFlagPublic, elements: !19, templateParams: !125, identifier: "a664fe19d6d8244fa5507821e93e0fb8")
!17 = !DINamespace(name: "cell", scope: !18)
!18 = !DINamespace(name: "core", scope: null)
!19 = !{!20}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !16, file: !8, baseType: !21, size: 256, align: 64, flags: DIFlagPrivate)
!21 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !22, file: !8, size: 256, align: 64, elements: !24, templateParams: !123, identifier: "616d96f9c251932c9561240286f707b4")
!22 = !DINamespace(name: "maybe_uninit", scope: !23)
!23 = !DINamespace(name: "mem", scope: !18)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !21, file: !8, baseType: !26, align: 8)
!26 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !21, file: !8, baseType: !28, size: 256, align: 64)
!28 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !29, file: !8, size: 256, align: 64, flags: DIFlagPublic, elements: !30, templateParams: !123, identifier: "3e052bfa6f0b561b818ff216dfd76d4b")
!29 = !DINamespace(name: "manually_drop", scope: !23)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !28, file: !8, baseType: !32, size: 256, align: 64, flags: DIFlagPrivate)
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !33, file: !8, size: 256, align: 64, flags: DIFlagPublic, elements: !34, templateParams: !121, identifier: "b8ae866462492f17dbd28a5156c44653")
!33 = !DINamespace(name: "maybe_dangling", scope: !23)
!34 = !{!35}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !32, file: !8, baseType: !36, size: 256, align: 64, flags: DIFlagPrivate)
!36 = !DICompositeType(tag: DW_TAG_structure_type, name: "RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", scope: !17, file: !8, size: 256, align: 64, flags: DIFlagPublic, elements: !37, templateParams: !119, identifier: "d5b0d3f4d08b23f331669d12eb727c93")
!37 = !{!38, !48}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "borrow", scope: !36, file: !8, baseType: !39, size: 64, align: 64, flags: DIFlagPrivate)
!39 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cell<isize>", scope: !17, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !40, templateParams: !46, identifier: "46c73408fa31de3fa9c394ab9bbb6b22")
!40 = !{!41}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !39, file: !8, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<isize>", scope: !17, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !43, templateParams: !46, identifier: "be40bb947038fdf3aed7449e86446835")
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !42, file: !8, baseType: !45, size: 64, align: 64, flags: DIFlagPrivate)
!45 = !DIBasicType(name: "isize", size: 64, encoding: DW_ATE_signed)
!46 = !{!47}
!47 = !DITemplateTypeParameter(name: "T", type: !45)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !36, file: !8, baseType: !49, size: 192, align: 64, offset: 64, flags: DIFlagPrivate)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", scope: !17, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !50, templateParams: !119, identifier: "d2670c7d254c976f6daaefd58379f1be")
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !49, file: !8, baseType: !52, size: 192, align: 64, flags: DIFlagPrivate)
!52 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", scope: !53, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !55, templateParams: !117, identifier: "3189a0ecded2dc1d821792f8487f40cf")
!53 = !DINamespace(name: "vec", scope: !54)
!54 = !DINamespace(name: "alloc", scope: null)
!55 = !{!56, !118}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !52, file: !8, baseType: !57, size: 128, align: 64, flags: DIFlagPrivate)
!57 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", scope: !58, file: !8, size: 128, align: 64, flags: DIFlagProtected, elements: !59, templateParams: !117, identifier: "7387e8e0698274bb49f95afdb99190f6")
!58 = !DINamespace(name: "raw_vec", scope: !54)
!59 = !{!60, !93}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !57, file: !8, baseType: !61, size: 128, align: 64, flags: DIFlagPrivate)
!61 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !58, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !62, templateParams: !91, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!62 = !{!63, !81, !88}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !61, file: !8, baseType: !64, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!64 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !65, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !67, templateParams: !75, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!65 = !DINamespace(name: "unique", scope: !66)
!66 = !DINamespace(name: "ptr", scope: !18)
!67 = !{!68, !77}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !64, file: !8, baseType: !69, size: 64, align: 64, flags: DIFlagPrivate)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !71, templateParams: !75, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!70 = !DINamespace(name: "non_null", scope: !66)
!71 = !{!72}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !69, file: !8, baseType: !73, size: 64, align: 64, flags: DIFlagPrivate)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!74 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DITemplateTypeParameter(name: "T", type: !74)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !64, file: !8, baseType: !78, align: 8, offset: 64, flags: DIFlagPrivate)
!78 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !75, identifier: "15bae875c56c7c0f828edf19d836075e")
!79 = !DINamespace(name: "marker", scope: !18)
!80 = !{}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !61, file: !8, baseType: !82, size: 64, align: 64, flags: DIFlagPrivate)
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !83, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !85, templateParams: !80, identifier: "cad7375c0c871c072d809328de25b44")
!83 = !DINamespace(name: "niche_types", scope: !84)
!84 = !DINamespace(name: "num", scope: !18)
!85 = !{!86}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !82, file: !8, baseType: !87, size: 64, align: 64, flags: DIFlagPrivate)
!87 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !61, file: !8, baseType: !89, align: 8, offset: 128, flags: DIFlagPrivate)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !90, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!90 = !DINamespace(name: "alloc", scope: !54)
!91 = !{!92}
!92 = !DITemplateTypeParameter(name: "A", type: !89)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !57, file: !8, baseType: !94, align: 8, offset: 128, flags: DIFlagPrivate)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !95, identifier: "93281341519dcfd6d67ef592807be328")
!95 = !{!96}
!96 = !DITemplateTypeParameter(name: "T", type: !97)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>", scope: !98, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !99, templateParams: !80, identifier: "9361564bcaf3fd73d61fc8f2ca5c31c8")
!98 = !DINamespace(name: "option", scope: !18)
!99 = !{!100}
!100 = !DICompositeType(tag: DW_TAG_variant_part, scope: !97, file: !8, size: 64, align: 64, elements: !101, templateParams: !80, identifier: "88f183d0ab3f92badff366169a865523", discriminator: !116)
!101 = !{!102, !112}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !100, file: !8, baseType: !103, size: 64, align: 64, extraData: i64 0)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !97, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !104, identifier: "11e84005c808f0422aa090950b63a414")
!104 = !{!105}
!105 = !DITemplateTypeParameter(name: "T", type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>", baseType: !107, size: 64, align: 64, dwarfAddressSpace: 0)
!107 = !DICompositeType(tag: DW_TAG_structure_type, name: "Item", scope: !5, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !80, identifier: "8bb121fa012a0a65222a8f97c084f42e")
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !107, file: !8, baseType: !97, size: 64, align: 64, flags: DIFlagPublic)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !107, file: !8, baseType: !111, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!111 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !100, file: !8, baseType: !113, size: 64, align: 64)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !97, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !104, identifier: "5e4d0e523ab0f83ed8781e125494bea2")
!114 = !{!115}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !113, file: !8, baseType: !106, size: 64, align: 64, flags: DIFlagPublic)
!116 = !DIDerivedType(tag: DW_TAG_member, scope: !97, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!117 = !{!96, !92}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !52, file: !8, baseType: !87, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "T", type: !52)
!121 = !{!122}
!122 = !DITemplateTypeParameter(name: "P", type: !36)
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "T", type: !36)
!125 = !{!126}
!126 = !DITemplateTypeParameter(name: "T", type: !21)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !7, file: !8, baseType: !128, size: 8, align: 8, offset: 256, flags: DIFlagPrivate)
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cell<std::sys::thread_local::native::lazy::State<()>>", scope: !17, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !129, templateParams: !149, identifier: "a782b2f03b4e29341ebb87cb42e0d296")
!129 = !{!130}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !128, file: !8, baseType: !131, size: 8, align: 8, flags: DIFlagPrivate)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<std::sys::thread_local::native::lazy::State<()>>", scope: !17, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !132, templateParams: !149, identifier: "59e83a35e2d73f3cb7adfb9271fc74f9")
!132 = !{!133}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !131, file: !8, baseType: !134, size: 8, align: 8, flags: DIFlagPrivate)
!134 = !DICompositeType(tag: DW_TAG_structure_type, name: "State<()>", scope: !9, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !135, templateParams: !80, identifier: "4dc4e4ea7e6b178bd72703d104b789bb")
!135 = !{!136}
!136 = !DICompositeType(tag: DW_TAG_variant_part, scope: !134, file: !8, size: 8, align: 8, elements: !137, templateParams: !80, identifier: "24abd8723fccbb3c70709c266f270ffd", discriminator: !148)
!137 = !{!138, !142, !144}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "Uninitialized", scope: !136, file: !8, baseType: !139, size: 8, align: 8, extraData: i8 0)
!139 = !DICompositeType(tag: DW_TAG_structure_type, name: "Uninitialized", scope: !134, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !80, templateParams: !140, identifier: "bd1c255c0bc3f29f123f5fe4824284ca")
!140 = !{!141}
!141 = !DITemplateTypeParameter(name: "D", type: !26)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "Alive", scope: !136, file: !8, baseType: !143, size: 8, align: 8, extraData: i8 1)
!143 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alive", scope: !134, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !80, templateParams: !140, identifier: "6174db6d0f5838131a98f99d75d1794a")
!144 = !DIDerivedType(tag: DW_TAG_member, name: "Destroyed", scope: !136, file: !8, baseType: !145, size: 8, align: 8, extraData: i8 2)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "Destroyed", scope: !134, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !146, templateParams: !140, identifier: "b2dad84c86b56e5ab882132e96f67f29")
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !145, file: !8, baseType: !26, align: 8, offset: 8, flags: DIFlagPrivate)
!148 = !DIDerivedType(tag: DW_TAG_member, scope: !134, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!149 = !{!150}
!150 = !DITemplateTypeParameter(name: "T", type: !134)
!151 = !{!124, !141}
!152 = !{i32 8, !"PIC Level", i32 2}
!153 = !{i32 2, !"RtLibUseGOT", i32 1}
!154 = !{i32 7, !"Dwarf Version", i32 4}
!155 = !{i32 2, !"Debug Info Version", i32 3}
!156 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!157 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !158, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !159, globals: !273, splitDebugInlining: false, nameTableKind: None)
!158 = !DIFile(filename: "tlskeep.rs/@/tlskeep.7d7aa5bb7ec61106-cgu.0", directory: "/work/wt-size/tests/lit/rust/Inputs")
!159 = !{!160, !227}
!160 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !161, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagEnumClass, elements: !162)
!161 = !DINamespace(name: "alignment", scope: !66)
!162 = !{!163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226}
!163 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!164 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!165 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!166 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!167 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!168 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!169 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!170 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!171 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!172 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!173 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!174 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!175 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!176 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!177 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!178 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!179 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!180 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!181 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!182 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!183 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!184 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!185 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!186 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!187 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!188 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!189 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!190 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!191 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!192 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!193 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!194 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!195 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!196 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!197 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!198 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!199 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!200 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!201 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!202 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!203 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!204 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!205 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!206 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!207 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!208 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!209 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!210 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!211 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!212 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!213 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!214 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!215 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!216 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!217 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!218 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!219 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!220 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!221 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!222 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!223 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!224 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!225 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!226 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!227 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ErrorKind", scope: !228, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagEnumClass, elements: !230)
!228 = !DINamespace(name: "error", scope: !229)
!229 = !DINamespace(name: "io", scope: !13)
!230 = !{!231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271, !272}
!231 = !DIEnumerator(name: "NotFound", value: 0, isUnsigned: true)
!232 = !DIEnumerator(name: "PermissionDenied", value: 1, isUnsigned: true)
!233 = !DIEnumerator(name: "ConnectionRefused", value: 2, isUnsigned: true)
!234 = !DIEnumerator(name: "ConnectionReset", value: 3, isUnsigned: true)
!235 = !DIEnumerator(name: "HostUnreachable", value: 4, isUnsigned: true)
!236 = !DIEnumerator(name: "NetworkUnreachable", value: 5, isUnsigned: true)
!237 = !DIEnumerator(name: "ConnectionAborted", value: 6, isUnsigned: true)
!238 = !DIEnumerator(name: "NotConnected", value: 7, isUnsigned: true)
!239 = !DIEnumerator(name: "AddrInUse", value: 8, isUnsigned: true)
!240 = !DIEnumerator(name: "AddrNotAvailable", value: 9, isUnsigned: true)
!241 = !DIEnumerator(name: "NetworkDown", value: 10, isUnsigned: true)
!242 = !DIEnumerator(name: "BrokenPipe", value: 11, isUnsigned: true)
!243 = !DIEnumerator(name: "AlreadyExists", value: 12, isUnsigned: true)
!244 = !DIEnumerator(name: "WouldBlock", value: 13, isUnsigned: true)
!245 = !DIEnumerator(name: "NotADirectory", value: 14, isUnsigned: true)
!246 = !DIEnumerator(name: "IsADirectory", value: 15, isUnsigned: true)
!247 = !DIEnumerator(name: "DirectoryNotEmpty", value: 16, isUnsigned: true)
!248 = !DIEnumerator(name: "ReadOnlyFilesystem", value: 17, isUnsigned: true)
!249 = !DIEnumerator(name: "FilesystemLoop", value: 18, isUnsigned: true)
!250 = !DIEnumerator(name: "StaleNetworkFileHandle", value: 19, isUnsigned: true)
!251 = !DIEnumerator(name: "InvalidInput", value: 20, isUnsigned: true)
!252 = !DIEnumerator(name: "InvalidData", value: 21, isUnsigned: true)
!253 = !DIEnumerator(name: "TimedOut", value: 22, isUnsigned: true)
!254 = !DIEnumerator(name: "WriteZero", value: 23, isUnsigned: true)
!255 = !DIEnumerator(name: "StorageFull", value: 24, isUnsigned: true)
!256 = !DIEnumerator(name: "NotSeekable", value: 25, isUnsigned: true)
!257 = !DIEnumerator(name: "QuotaExceeded", value: 26, isUnsigned: true)
!258 = !DIEnumerator(name: "FileTooLarge", value: 27, isUnsigned: true)
!259 = !DIEnumerator(name: "ResourceBusy", value: 28, isUnsigned: true)
!260 = !DIEnumerator(name: "ExecutableFileBusy", value: 29, isUnsigned: true)
!261 = !DIEnumerator(name: "Deadlock", value: 30, isUnsigned: true)
!262 = !DIEnumerator(name: "CrossesDevices", value: 31, isUnsigned: true)
!263 = !DIEnumerator(name: "TooManyLinks", value: 32, isUnsigned: true)
!264 = !DIEnumerator(name: "InvalidFilename", value: 33, isUnsigned: true)
!265 = !DIEnumerator(name: "ArgumentListTooLong", value: 34, isUnsigned: true)
!266 = !DIEnumerator(name: "Interrupted", value: 35, isUnsigned: true)
!267 = !DIEnumerator(name: "Unsupported", value: 36, isUnsigned: true)
!268 = !DIEnumerator(name: "UnexpectedEof", value: 37, isUnsigned: true)
!269 = !DIEnumerator(name: "OutOfMemory", value: 38, isUnsigned: true)
!270 = !DIEnumerator(name: "InProgress", value: 39, isUnsigned: true)
!271 = !DIEnumerator(name: "Other", value: 40, isUnsigned: true)
!272 = !DIEnumerator(name: "Uncategorized", value: 41, isUnsigned: true)
!273 = !{!274, !377, !0}
!274 = !DIGlobalVariableExpression(var: !275, expr: !DIExpression())
!275 = distinct !DIGlobalVariable(name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable}", scope: null, file: !8, type: !276, isLocal: true, isDefinition: true)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable_type}", file: !8, size: 384, align: 64, flags: DIFlagArtificial, elements: !277, vtableHolder: !285, templateParams: !80, identifier: "a2d776a634e9ee49f2620c60c1a0773")
!277 = !{!278, !280, !281, !282, !283, !284}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !276, file: !8, baseType: !279, size: 64, align: 64)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !276, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !276, file: !8, baseType: !87, size: 64, align: 64, offset: 128)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !276, file: !8, baseType: !279, size: 64, align: 64, offset: 192)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "__method4", scope: !276, file: !8, baseType: !279, size: 64, align: 64, offset: 256)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "__method5", scope: !276, file: !8, baseType: !279, size: 64, align: 64, offset: 320)
!285 = !DICompositeType(tag: DW_TAG_structure_type, name: "Adapter<std::sys::stdio::unix::Stderr>", scope: !286, file: !8, size: 128, align: 64, flags: DIFlagProtected, elements: !287, templateParams: !375, identifier: "7ce56b418518d8591f8be18f4f64418b")
!286 = !DINamespace(name: "default_write_fmt", scope: !229)
!287 = !{!288, !293}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !285, file: !8, baseType: !289, size: 64, align: 64, flags: DIFlagProtected)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::sys::stdio::unix::Stderr", baseType: !290, size: 64, align: 64, dwarfAddressSpace: 0)
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stderr", scope: !291, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "44962adef41932092963bc2cf3c1dc5b")
!291 = !DINamespace(name: "unix", scope: !292)
!292 = !DINamespace(name: "stdio", scope: !12)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !285, file: !8, baseType: !294, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!294 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), std::io::error::Error>", scope: !295, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !296, templateParams: !80, identifier: "e5cc42c9786a5088859dacc9c24236ff")
!295 = !DINamespace(name: "result", scope: !18)
!296 = !{!297}
!297 = !DICompositeType(tag: DW_TAG_variant_part, scope: !294, file: !8, size: 64, align: 64, elements: !298, templateParams: !80, identifier: "9e9e32fae5387bcb158160209ed8d0c7", discriminator: !374)
!298 = !{!299, !370}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !297, file: !8, baseType: !300, size: 64, align: 64, extraData: i64 0)
!300 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !294, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !301, templateParams: !303, identifier: "15084b43d1d94e2332c7efdfcfe61c0")
!301 = !{!302}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !300, file: !8, baseType: !26, align: 8, flags: DIFlagPublic)
!303 = !{!304, !305}
!304 = !DITemplateTypeParameter(name: "T", type: !26)
!305 = !DITemplateTypeParameter(name: "E", type: !306)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !228, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !307, templateParams: !80, identifier: "e85a88758bb6b463983651803f51593b")
!307 = !{!308}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "repr", scope: !306, file: !8, baseType: !309, size: 64, align: 64, flags: DIFlagPrivate)
!309 = !DICompositeType(tag: DW_TAG_structure_type, name: "Repr", scope: !310, file: !8, size: 64, align: 64, flags: DIFlagProtected, elements: !311, templateParams: !80, identifier: "2b12c7d6f0999e88fb5b624c805a9b5c")
!310 = !DINamespace(name: "repr_bitpacked", scope: !228)
!311 = !{!312, !317}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !309, file: !8, baseType: !313, size: 64, align: 64, flags: DIFlagPrivate)
!313 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !314, templateParams: !316, identifier: "f4e496144210c619b96aa08326287b92")
!314 = !{!315}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !313, file: !8, baseType: !279, size: 64, align: 64, flags: DIFlagPrivate)
!316 = !{!304}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !309, file: !8, baseType: !318, align: 8, offset: 64, flags: DIFlagPrivate)
!318 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !319, identifier: "1e81c851dbf599cbb5b9d59441a7942d")
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "T", type: !321)
!321 = !DICompositeType(tag: DW_TAG_structure_type, name: "ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", scope: !228, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !322, templateParams: !80, identifier: "ffef33cfda2f3413349fa61eea1a1c76")
!322 = !{!323}
!323 = !DICompositeType(tag: DW_TAG_variant_part, scope: !321, file: !8, size: 128, align: 64, elements: !324, templateParams: !80, identifier: "829637cf065b43e3b34210a435834087", discriminator: !369)
!324 = !{!325, !347, !351, !365}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "Os", scope: !323, file: !8, baseType: !326, size: 128, align: 64, extraData: i8 0)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "Os", scope: !321, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !327, templateParams: !330, identifier: "8231477b47c7e5ee3b6f484fb3758b62")
!327 = !{!328}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !326, file: !8, baseType: !329, size: 32, align: 32, offset: 32, flags: DIFlagPrivate)
!329 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!330 = !{!331}
!331 = !DITemplateTypeParameter(name: "C", type: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !333, size: 64, align: 64, dwarfAddressSpace: 0)
!333 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !228, file: !8, size: 192, align: 64, flags: DIFlagPrivate, elements: !334, templateParams: !80, identifier: "7fdd58ebd6f6d542dadee54399a568fb")
!334 = !{!335, !336}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !333, file: !8, baseType: !227, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !333, file: !8, baseType: !337, size: 128, align: 64, flags: DIFlagPrivate)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", file: !8, size: 128, align: 64, elements: !338, templateParams: !80, identifier: "a7e7b87722ec91db468fbff97d02e79f")
!338 = !{!339, !342}
!339 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !337, file: !8, baseType: !340, size: 64, align: 64)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64, align: 64, dwarfAddressSpace: 0)
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !8, align: 8, elements: !80, identifier: "cb89d378028ef3909bc35c36e5d517c6")
!342 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !337, file: !8, baseType: !343, size: 64, align: 64, offset: 64)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 10]", baseType: !344, size: 64, align: 64, dwarfAddressSpace: 0)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 640, align: 64, elements: !345)
!345 = !{!346}
!346 = !DISubrange(count: 10, lowerBound: 0)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "Simple", scope: !323, file: !8, baseType: !348, size: 128, align: 64, extraData: i8 1)
!348 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simple", scope: !321, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !349, templateParams: !330, identifier: "12c26e44c514fd706977573f1e51277b")
!349 = !{!350}
!350 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !348, file: !8, baseType: !227, size: 8, align: 8, offset: 8, flags: DIFlagPrivate)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "SimpleMessage", scope: !323, file: !8, baseType: !352, size: 128, align: 64, extraData: i8 2)
!352 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !321, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !353, templateParams: !330, identifier: "683115b188484d9c66c29199b1668743")
!353 = !{!354}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !352, file: !8, baseType: !355, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::SimpleMessage", baseType: !356, size: 64, align: 64, dwarfAddressSpace: 0)
!356 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !228, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !357, templateParams: !80, identifier: "fc3ba5ffb90353c74d91c7e48a819290")
!357 = !{!358, !359}
!358 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !356, file: !8, baseType: !227, size: 8, align: 8, offset: 128, flags: DIFlagPublic)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "message", scope: !356, file: !8, baseType: !360, size: 128, align: 64, flags: DIFlagPublic)
!360 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !8, size: 128, align: 64, elements: !361, templateParams: !80, identifier: "9277eecd40495f85161460476aacc992")
!361 = !{!362, !364}
!362 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !360, file: !8, baseType: !363, size: 64, align: 64)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !360, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "Custom", scope: !323, file: !8, baseType: !366, size: 128, align: 64, extraData: i8 3)
!366 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !321, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !367, templateParams: !330, identifier: "fbbb3263f2671f5cd18b279ae5597d20")
!367 = !{!368}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !366, file: !8, baseType: !332, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!369 = !DIDerivedType(tag: DW_TAG_member, scope: !321, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !297, file: !8, baseType: !371, size: 64, align: 64)
!371 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !294, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !372, templateParams: !303, identifier: "784f3ae8b57a859ebe2c15a3b4ddd532")
!372 = !{!373}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !371, file: !8, baseType: !306, size: 64, align: 64, flags: DIFlagPublic)
!374 = !DIDerivedType(tag: DW_TAG_member, scope: !294, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!375 = !{!376}
!376 = !DITemplateTypeParameter(name: "T", type: !290)
!377 = !DIGlobalVariableExpression(var: !378, expr: !DIExpression())
!378 = distinct !DIGlobalVariable(name: "__RUST_STD_INTERNAL_VAL", linkageName: "_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$23__RUST_STD_INTERNAL_VAL17h0881ac4fea140d54E", scope: !379, file: !6, line: 16, type: !380, isLocal: true, isDefinition: true, align: 64)
!379 = !DINamespace(name: "{closure#1}", scope: !3)
!380 = !DICompositeType(tag: DW_TAG_structure_type, name: "Storage<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, !>", scope: !9, file: !8, size: 320, align: 64, flags: DIFlagPublic, elements: !381, templateParams: !408, identifier: "c629095c793237b914704c20b426435")
!381 = !{!382, !383}
!382 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !380, file: !8, baseType: !16, size: 256, align: 64, flags: DIFlagPrivate)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !380, file: !8, baseType: !384, size: 8, align: 8, offset: 256, flags: DIFlagPrivate)
!384 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cell<std::sys::thread_local::native::lazy::State<!>>", scope: !17, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !385, templateParams: !406, identifier: "5f7110fa3f825a5bd0b9b3973039fb51")
!385 = !{!386}
!386 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !384, file: !8, baseType: !387, size: 8, align: 8, flags: DIFlagPrivate)
!387 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<std::sys::thread_local::native::lazy::State<!>>", scope: !17, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !388, templateParams: !406, identifier: "e83d48b733defafec0338f3b2588a7e6")
!388 = !{!389}
!389 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !387, file: !8, baseType: !390, size: 8, align: 8, flags: DIFlagPrivate)
!390 = !DICompositeType(tag: DW_TAG_structure_type, name: "State<!>", scope: !9, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !391, templateParams: !80, identifier: "84c10bf47267f4ca6eff3da861197fa1")
!391 = !{!392}
!392 = !DICompositeType(tag: DW_TAG_variant_part, scope: !390, file: !8, size: 8, align: 8, elements: !393, templateParams: !80, identifier: "e0dfb895d2a9344760407fe4deebe57", discriminator: !405)
!393 = !{!394, !399, !401}
!394 = !DIDerivedType(tag: DW_TAG_member, name: "Uninitialized", scope: !392, file: !8, baseType: !395, size: 8, align: 8, extraData: i8 0)
!395 = !DICompositeType(tag: DW_TAG_structure_type, name: "Uninitialized", scope: !390, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !80, templateParams: !396, identifier: "74e7b2962fe8b50db162c1fef302ab98")
!396 = !{!397}
!397 = !DITemplateTypeParameter(name: "D", type: !398)
!398 = !DIBasicType(name: "!", encoding: DW_ATE_unsigned)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "Alive", scope: !392, file: !8, baseType: !400, size: 8, align: 8, extraData: i8 1)
!400 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alive", scope: !390, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !80, templateParams: !396, identifier: "451c009367000d2d7154f501004fcaf7")
!401 = !DIDerivedType(tag: DW_TAG_member, name: "Destroyed", scope: !392, file: !8, baseType: !402, size: 8, align: 8, extraData: i8 2)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "Destroyed", scope: !390, file: !8, size: 8, align: 8, flags: DIFlagPrivate, elements: !403, templateParams: !396, identifier: "8dbbaa08bda47a2d12f4486002b36544")
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !402, file: !8, baseType: !398, align: 8, offset: 8, flags: DIFlagPrivate)
!405 = !DIDerivedType(tag: DW_TAG_member, scope: !390, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!406 = !{!407}
!407 = !DITemplateTypeParameter(name: "T", type: !390)
!408 = !{!124, !397}
!409 = distinct !DISubprogram(name: "drop", linkageName: "_RNvXNvNtNtCsjrHSEGnQ3l9_3std3sys12thread_local20abort_on_dtor_unwindNtB2_15DtorUnwindGuardNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop", scope: !411, file: !410, line: 216, type: !413, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !417)
!410 = !DIFile(filename: "library/std/src/sys/thread_local/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ac77ac405526f4acf270b490680fc271")
!411 = !DINamespace(name: "{impl#0}", scope: !412)
!412 = !DINamespace(name: "abort_on_dtor_unwind", scope: !11)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !415}
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::sys::thread_local::abort_on_dtor_unwind::DtorUnwindGuard", baseType: !416, size: 64, align: 64, dwarfAddressSpace: 0)
!416 = !DICompositeType(tag: DW_TAG_structure_type, name: "DtorUnwindGuard", scope: !412, file: !8, align: 8, flags: DIFlagProtected, elements: !80, identifier: "1d0b0e713cca3ad4f1f6d4b11456b860")
!417 = !{!418, !419}
!418 = !DILocalVariable(name: "self", arg: 1, scope: !409, file: !410, line: 216, type: !415)
!419 = !DILocalVariable(name: "out", scope: !420, file: !421, line: 43, type: !290, align: 8)
!420 = distinct !DILexicalBlock(scope: !409, file: !421, line: 43, column: 66)
!421 = !DIFile(filename: "library/std/src/rt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "83eadca7bec2ebce94abb46f51902baa")
!422 = !DILocation(line: 0, scope: !409)
!423 = !DILocation(line: 43, column: 21, scope: !420)
!424 = !DILocation(line: 44, column: 21, scope: !420)
!425 = !DILocation(line: 44, column: 80, scope: !420)
!426 = !DILocation(line: 57, column: 13, scope: !427)
!427 = !DILexicalBlockFile(scope: !409, file: !421, discriminator: 0)
!428 = distinct !DISubprogram(name: "write_fmt<std::sys::stdio::unix::Stderr>", linkageName: "_ZN3std2io5Write9write_fmt17h75eebfa569800158E", scope: !430, file: !429, line: 1990, type: !431, scopeLine: 1990, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !513, retainedNodes: !508)
!429 = !DIFile(filename: "library/std/src/io/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ad3b23eb2db88ec77831ebf778688811")
!430 = !DINamespace(name: "Write", scope: !229)
!431 = !DISubroutineType(types: !432)
!432 = !{!294, !289, !433}
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !434, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !435, templateParams: !80, identifier: "e5c67bbe046da39973c72077c7f66185")
!434 = !DINamespace(name: "fmt", scope: !18)
!435 = !{!436, !437}
!436 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !433, file: !8, baseType: !69, size: 64, align: 64, flags: DIFlagPrivate)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !433, file: !8, baseType: !438, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!438 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !439, templateParams: !506, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!439 = !{!440}
!440 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !438, file: !8, baseType: !441, size: 64, align: 64, flags: DIFlagPrivate)
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !442, size: 64, align: 64, dwarfAddressSpace: 0)
!442 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !443, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !444, templateParams: !80, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!443 = !DINamespace(name: "rt", scope: !434)
!444 = !{!445}
!445 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !442, file: !8, baseType: !446, size: 128, align: 64, flags: DIFlagPrivate)
!446 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !443, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !447, templateParams: !80, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!447 = !{!448}
!448 = !DICompositeType(tag: DW_TAG_variant_part, scope: !446, file: !8, size: 128, align: 64, elements: !449, templateParams: !80, identifier: "fbd384083752b747f8b252853b979154", discriminator: !505)
!449 = !{!450, !501}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !448, file: !8, baseType: !451, size: 128, align: 64)
!451 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !446, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !452, templateParams: !80, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!452 = !{!453, !454, !496}
!453 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !451, file: !8, baseType: !313, size: 64, align: 64, flags: DIFlagPrivate)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !451, file: !8, baseType: !455, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !456, size: 64, align: 64, dwarfAddressSpace: 0)
!456 = !DISubroutineType(types: !457)
!457 = !{!458, !313, !474}
!458 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !295, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !459, templateParams: !80, identifier: "1c6752419820cdc3961061cc58b31873")
!459 = !{!460}
!460 = !DICompositeType(tag: DW_TAG_variant_part, scope: !458, file: !8, size: 8, align: 8, elements: !461, templateParams: !80, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !473)
!461 = !{!462, !469}
!462 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !460, file: !8, baseType: !463, size: 8, align: 8, extraData: i8 0)
!463 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !458, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !464, templateParams: !466, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!464 = !{!465}
!465 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !463, file: !8, baseType: !26, align: 8, offset: 8, flags: DIFlagPublic)
!466 = !{!304, !467}
!467 = !DITemplateTypeParameter(name: "E", type: !468)
!468 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !434, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "5a24300cdda31093f5fe20c939b4885")
!469 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !460, file: !8, baseType: !470, size: 8, align: 8, extraData: i8 1)
!470 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !458, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !471, templateParams: !466, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!471 = !{!472}
!472 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !470, file: !8, baseType: !468, align: 8, offset: 8, flags: DIFlagPublic)
!473 = !DIDerivedType(tag: DW_TAG_member, scope: !458, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !475, size: 64, align: 64, dwarfAddressSpace: 0)
!475 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !434, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !476, templateParams: !80, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!476 = !{!477, !485}
!477 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !475, file: !8, baseType: !478, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!478 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !434, file: !8, size: 64, align: 32, flags: DIFlagPublic, elements: !479, templateParams: !80, identifier: "ca2f5547247cd95c514a47d5800e09e")
!479 = !{!480, !482, !484}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !478, file: !8, baseType: !481, size: 32, align: 32, flags: DIFlagPrivate)
!481 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !478, file: !8, baseType: !483, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!483 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !478, file: !8, baseType: !483, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !475, file: !8, baseType: !486, size: 128, align: 64, flags: DIFlagPrivate)
!486 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !8, size: 128, align: 64, elements: !487, templateParams: !80, identifier: "effe97114690fc58a8e246cb04e37234")
!487 = !{!488, !491}
!488 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !486, file: !8, baseType: !489, size: 64, align: 64)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64, align: 64, dwarfAddressSpace: 0)
!490 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !8, align: 8, elements: !80, identifier: "64328679825f9c73b507edbfd5b86b47")
!491 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !486, file: !8, baseType: !492, size: 64, align: 64, offset: 64)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !493, size: 64, align: 64, dwarfAddressSpace: 0)
!493 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 384, align: 64, elements: !494)
!494 = !{!495}
!495 = !DISubrange(count: 6, lowerBound: 0)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !451, file: !8, baseType: !497, align: 8, offset: 128, flags: DIFlagPrivate)
!497 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !498, identifier: "efa596960370766459fc018866dc4048")
!498 = !{!499}
!499 = !DITemplateTypeParameter(name: "T", type: !500)
!500 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !448, file: !8, baseType: !502, size: 128, align: 64, extraData: i64 0)
!502 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !446, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !503, templateParams: !80, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!503 = !{!504}
!504 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !502, file: !8, baseType: !483, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!505 = !DIDerivedType(tag: DW_TAG_member, scope: !446, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!506 = !{!507}
!507 = !DITemplateTypeParameter(name: "T", type: !442)
!508 = !{!509, !510, !511}
!509 = !DILocalVariable(name: "self", arg: 1, scope: !428, file: !429, line: 1990, type: !289)
!510 = !DILocalVariable(name: "args", arg: 2, scope: !428, file: !429, line: 1990, type: !433)
!511 = !DILocalVariable(name: "s", scope: !512, file: !429, line: 1991, type: !360, align: 64)
!512 = distinct !DILexicalBlock(scope: !428, file: !429, line: 1991, column: 57)
!513 = !{!514}
!514 = !DITemplateTypeParameter(name: "Self", type: !290)
!515 = !DILocation(line: 0, scope: !428)
!516 = !DILocation(line: 0, scope: !512)
!517 = !DILocalVariable(name: "buf", arg: 2, scope: !518, file: !429, line: 1875, type: !521)
!518 = distinct !DISubprogram(name: "write_all<std::sys::stdio::unix::Stderr>", linkageName: "_ZN3std2io5Write9write_all17he098bcc936e749b9E", scope: !430, file: !429, line: 1875, type: !519, scopeLine: 1875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !513, retainedNodes: !525)
!519 = !DISubroutineType(types: !520)
!520 = !{!294, !289, !521}
!521 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !8, size: 128, align: 64, elements: !522, templateParams: !80, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!522 = !{!523, !524}
!523 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !521, file: !8, baseType: !363, size: 64, align: 64)
!524 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !521, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!525 = !{!526, !517, !527, !529, !532, !534}
!526 = !DILocalVariable(name: "self", arg: 1, scope: !518, file: !429, line: 1875, type: !289)
!527 = !DILocalVariable(name: "n", scope: !528, file: !429, line: 1881, type: !87, align: 64)
!528 = distinct !DILexicalBlock(scope: !518, file: !429, line: 1881, column: 17)
!529 = !DILocalVariable(name: "e", scope: !530, file: !429, line: 1882, type: !531, align: 64)
!530 = distinct !DILexicalBlock(scope: !518, file: !429, line: 1882, column: 17)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::Error", baseType: !306, size: 64, align: 64, dwarfAddressSpace: 0)
!532 = !DILocalVariable(name: "e", scope: !530, file: !429, line: 1882, type: !533, align: 64)
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&std::io::error::Error", baseType: !531, size: 64, align: 64, dwarfAddressSpace: 0)
!534 = !DILocalVariable(name: "e", scope: !535, file: !429, line: 1883, type: !306, align: 64)
!535 = distinct !DILexicalBlock(scope: !518, file: !429, line: 1883, column: 17)
!536 = !DILocation(line: 0, scope: !518, inlinedAt: !537)
!537 = distinct !DILocation(line: 1992, column: 18, scope: !512)
!538 = !DILocalVariable(name: "self", arg: 1, scope: !539, file: !540, line: 18, type: !521)
!539 = distinct !DISubprogram(name: "index<u8, core::ops::range::RangeFrom<usize>>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hc5a2534beeb8786dE", scope: !541, file: !540, line: 18, type: !544, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !574, retainedNodes: !572)
!540 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!541 = !DINamespace(name: "{impl#0}", scope: !542)
!542 = !DINamespace(name: "index", scope: !543)
!543 = !DINamespace(name: "slice", scope: !18)
!544 = !DISubroutineType(types: !545)
!545 = !{!521, !521, !546, !553}
!546 = !DICompositeType(tag: DW_TAG_structure_type, name: "RangeFrom<usize>", scope: !547, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !549, templateParams: !551, identifier: "dae3ef637417c7c22fbe71130fe73be")
!547 = !DINamespace(name: "range", scope: !548)
!548 = !DINamespace(name: "ops", scope: !18)
!549 = !{!550}
!550 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !546, file: !8, baseType: !87, size: 64, align: 64, flags: DIFlagPublic)
!551 = !{!552}
!552 = !DITemplateTypeParameter(name: "Idx", type: !87)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !554, size: 64, align: 64, dwarfAddressSpace: 0)
!554 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !555, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !557, templateParams: !80, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!555 = !DINamespace(name: "location", scope: !556)
!556 = !DINamespace(name: "panic", scope: !18)
!557 = !{!558, !566, !567, !568}
!558 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !554, file: !8, baseType: !559, size: 128, align: 64, flags: DIFlagPrivate)
!559 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !70, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !560, templateParams: !75, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!560 = !{!561}
!561 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !559, file: !8, baseType: !562, size: 128, align: 64, flags: DIFlagPrivate)
!562 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !8, size: 128, align: 64, elements: !563, templateParams: !80, identifier: "238a44609877474087c05adf26cd41fa")
!563 = !{!564, !565}
!564 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !562, file: !8, baseType: !363, size: 64, align: 64)
!565 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !562, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !554, file: !8, baseType: !481, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!567 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !554, file: !8, baseType: !481, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !554, file: !8, baseType: !569, align: 8, offset: 192, flags: DIFlagPrivate)
!569 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !570, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!570 = !{!571}
!571 = !DITemplateTypeParameter(name: "T", type: !360)
!572 = !{!538, !573}
!573 = !DILocalVariable(name: "index", scope: !539, file: !540, line: 18, type: !546, align: 64)
!574 = !{!76, !575}
!575 = !DITemplateTypeParameter(name: "I", type: !546)
!576 = !DILocation(line: 0, scope: !539, inlinedAt: !577)
!577 = distinct !DILocation(line: 1881, column: 36, scope: !528, inlinedAt: !537)
!578 = !DILocalVariable(name: "slice", arg: 2, scope: !579, file: !540, line: 567, type: !521)
!579 = distinct !DISubprogram(name: "index<u8>", linkageName: "_ZN110_$LT$core..ops..range..RangeFrom$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h64b0711f5e2f2fe0E", scope: !580, file: !540, line: 567, type: !581, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !583)
!580 = !DINamespace(name: "{impl#7}", scope: !542)
!581 = !DISubroutineType(types: !582)
!582 = !{!521, !546, !521, !553}
!583 = !{!584, !578, !585}
!584 = !DILocalVariable(name: "self", scope: !579, file: !540, line: 567, type: !546, align: 64)
!585 = !DILocalVariable(name: "new_len", scope: !586, file: !540, line: 573, type: !87, align: 64)
!586 = distinct !DILexicalBlock(scope: !579, file: !540, line: 573, column: 13)
!587 = !DILocation(line: 0, scope: !579, inlinedAt: !588)
!588 = distinct !DILocation(line: 19, column: 15, scope: !539, inlinedAt: !577)
!589 = !DILocalVariable(name: "ptr", arg: 1, scope: !590, file: !540, line: 83, type: !521)
!590 = distinct !DISubprogram(name: "get_offset_len_noubcheck<u8>", linkageName: "_ZN4core5slice5index24get_offset_len_noubcheck17hf493704be313fb6cE", scope: !542, file: !540, line: 82, type: !591, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !597)
!591 = !DISubroutineType(types: !592)
!592 = !{!593, !593, !87, !87}
!593 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !8, size: 128, align: 64, elements: !594, templateParams: !80, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!594 = !{!595, !596}
!595 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !593, file: !8, baseType: !363, size: 64, align: 64)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !593, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!597 = !{!589, !598, !599}
!598 = !DILocalVariable(name: "offset", arg: 2, scope: !590, file: !540, line: 84, type: !87)
!599 = !DILocalVariable(name: "len", arg: 3, scope: !590, file: !540, line: 85, type: !87)
!600 = !DILocation(line: 0, scope: !590, inlinedAt: !601)
!601 = distinct !DILocation(line: 574, column: 15, scope: !586, inlinedAt: !588)
!602 = !DILocalVariable(name: "other", scope: !603, file: !604, line: 230, type: !609, align: 64)
!603 = distinct !DISubprogram(name: "eq", linkageName: "_RNvXsj_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_9ErrorKindNtNtCsgEmfK2I1SDS_4core3cmp9PartialEq2eq", scope: !605, file: !604, line: 230, type: !606, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !610)
!604 = !DIFile(filename: "library/std/src/io/error.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9c3d4b81a3b892756a4ccd809fd4fbd7")
!605 = !DINamespace(name: "{impl#21}", scope: !228)
!606 = !DISubroutineType(types: !607)
!607 = !{!608, !609, !609}
!608 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::ErrorKind", baseType: !227, size: 64, align: 64, dwarfAddressSpace: 0)
!610 = !{!611, !602, !602, !602}
!611 = !DILocalVariable(name: "self", arg: 1, scope: !603, file: !604, line: 230, type: !609)
!612 = !DILocation(line: 0, scope: !603, inlinedAt: !613)
!613 = distinct !DILocation(line: 1020, column: 44, scope: !614, inlinedAt: !629)
!614 = distinct !DILexicalBlock(scope: !615, file: !604, line: 1020, column: 13)
!615 = distinct !DISubprogram(name: "is_interrupted", linkageName: "_RNvMs5_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5Error14is_interrupted", scope: !306, file: !604, line: 1015, type: !616, scopeLine: 1015, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !618, retainedNodes: !619)
!616 = !DISubroutineType(types: !617)
!617 = !{!608, !531}
!618 = !DISubprogram(name: "is_interrupted", linkageName: "_RNvMs5_NtNtCsjrHSEGnQ3l9_3std2io5errorNtB5_5Error14is_interrupted", scope: !306, file: !604, line: 1015, type: !616, scopeLine: 1015, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!619 = !{!620, !621, !623, !626, !628}
!620 = !DILocalVariable(name: "self", arg: 1, scope: !615, file: !604, line: 1015, type: !531)
!621 = !DILocalVariable(name: "code", scope: !622, file: !604, line: 1017, type: !329, align: 32)
!622 = distinct !DILexicalBlock(scope: !615, file: !604, line: 1017, column: 13)
!623 = !DILocalVariable(name: "c", scope: !624, file: !604, line: 1018, type: !625, align: 64)
!624 = distinct !DILexicalBlock(scope: !615, file: !604, line: 1018, column: 13)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::Custom", baseType: !333, size: 64, align: 64, dwarfAddressSpace: 0)
!626 = !DILocalVariable(name: "kind", scope: !627, file: !604, line: 1019, type: !227, align: 8)
!627 = distinct !DILexicalBlock(scope: !615, file: !604, line: 1019, column: 13)
!628 = !DILocalVariable(name: "m", scope: !614, file: !604, line: 1020, type: !355, align: 64)
!629 = distinct !DILocation(line: 1882, column: 33, scope: !518, inlinedAt: !537)
!630 = !DILocation(line: 0, scope: !603, inlinedAt: !631)
!631 = distinct !DILocation(line: 1019, column: 40, scope: !627, inlinedAt: !629)
!632 = !DILocation(line: 0, scope: !603, inlinedAt: !633)
!633 = distinct !DILocation(line: 1018, column: 37, scope: !624, inlinedAt: !629)
!634 = !DILocation(line: 1876, column: 16, scope: !518, inlinedAt: !537)
!635 = !DILocation(line: 1877, column: 24, scope: !518, inlinedAt: !537)
!636 = !DILocation(line: 1877, column: 13, scope: !518, inlinedAt: !537)
!637 = !DILocation(line: 1015, column: 34, scope: !615, inlinedAt: !629)
!638 = !DILocalVariable(name: "self", arg: 1, scope: !639, file: !640, line: 208, type: !666)
!639 = distinct !DISubprogram(name: "data", linkageName: "_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4Repr4data", scope: !309, file: !640, line: 208, type: !641, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !667, retainedNodes: !668)
!640 = !DIFile(filename: "library/std/src/io/error/repr_bitpacked.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5eb8b63e91ae5a0b67b803836fec054a")
!641 = !DISubroutineType(types: !642)
!642 = !{!643, !666}
!643 = !DICompositeType(tag: DW_TAG_structure_type, name: "ErrorData<&std::io::error::Custom>", scope: !228, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !644, templateParams: !80, identifier: "277c88d3e7baa229ff6065bf48b7e283")
!644 = !{!645}
!645 = !DICompositeType(tag: DW_TAG_variant_part, scope: !643, file: !8, size: 128, align: 64, elements: !646, templateParams: !80, identifier: "3e32f2b759e09e4333544b92a07c3363", discriminator: !665)
!646 = !{!647, !653, !657, !661}
!647 = !DIDerivedType(tag: DW_TAG_member, name: "Os", scope: !645, file: !8, baseType: !648, size: 128, align: 64, extraData: i8 0)
!648 = !DICompositeType(tag: DW_TAG_structure_type, name: "Os", scope: !643, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !649, templateParams: !651, identifier: "f61428c58223401e5d97fc9531768ecb")
!649 = !{!650}
!650 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !648, file: !8, baseType: !329, size: 32, align: 32, offset: 32, flags: DIFlagPrivate)
!651 = !{!652}
!652 = !DITemplateTypeParameter(name: "C", type: !625)
!653 = !DIDerivedType(tag: DW_TAG_member, name: "Simple", scope: !645, file: !8, baseType: !654, size: 128, align: 64, extraData: i8 1)
!654 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simple", scope: !643, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !655, templateParams: !651, identifier: "f2caf68640a319501c7cd8f18ad063f3")
!655 = !{!656}
!656 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !654, file: !8, baseType: !227, size: 8, align: 8, offset: 8, flags: DIFlagPrivate)
!657 = !DIDerivedType(tag: DW_TAG_member, name: "SimpleMessage", scope: !645, file: !8, baseType: !658, size: 128, align: 64, extraData: i8 2)
!658 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !643, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !659, templateParams: !651, identifier: "a266d167b649a4c727507600a70d8599")
!659 = !{!660}
!660 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !658, file: !8, baseType: !355, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!661 = !DIDerivedType(tag: DW_TAG_member, name: "Custom", scope: !645, file: !8, baseType: !662, size: 128, align: 64, extraData: i8 3)
!662 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !643, file: !8, size: 128, align: 64, flags: DIFlagPrivate, elements: !663, templateParams: !651, identifier: "76948b0ce04cbb76d3b5277e397e915f")
!663 = !{!664}
!664 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !662, file: !8, baseType: !625, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!665 = !DIDerivedType(tag: DW_TAG_member, scope: !643, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!666 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::repr_bitpacked::Repr", baseType: !309, size: 64, align: 64, dwarfAddressSpace: 0)
!667 = !DISubprogram(name: "data", linkageName: "_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4Repr4data", scope: !309, file: !640, line: 208, type: !641, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!668 = !{!638}
!669 = !DILocation(line: 208, column: 24, scope: !639, inlinedAt: !670)
!670 = distinct !DILocation(line: 1016, column: 25, scope: !615, inlinedAt: !629)
!671 = !DILocalVariable(name: "ptr", arg: 1, scope: !672, file: !640, line: 244, type: !313)
!672 = distinct !DISubprogram(name: "decode_repr<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>", linkageName: "_ZN3std2io5error14repr_bitpacked11decode_repr17h81cb35cc299d62b2E", scope: !310, file: !640, line: 244, type: !673, scopeLine: 244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !691, retainedNodes: !678)
!673 = !DISubroutineType(types: !674)
!674 = !{!643, !313, !675}
!675 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !676, file: !8, align: 8, elements: !80, identifier: "577d1678fe72d2523d69cdff0c09ddb4")
!676 = !DINamespace(name: "data", scope: !677)
!677 = !DINamespace(name: "{impl#2}", scope: !310)
!678 = !{!671, !679, !680, !682, !684, !686, !688}
!679 = !DILocalVariable(name: "make_custom", arg: 2, scope: !672, file: !640, line: 244, type: !675)
!680 = !DILocalVariable(name: "bits", scope: !681, file: !640, line: 248, type: !87, align: 64)
!681 = distinct !DILexicalBlock(scope: !672, file: !640, line: 248, column: 5)
!682 = !DILocalVariable(name: "code", scope: !683, file: !640, line: 251, type: !329, align: 32)
!683 = distinct !DILexicalBlock(scope: !681, file: !640, line: 251, column: 13)
!684 = !DILocalVariable(name: "kind_bits", scope: !685, file: !640, line: 255, type: !481, align: 32)
!685 = distinct !DILexicalBlock(scope: !681, file: !640, line: 255, column: 13)
!686 = !DILocalVariable(name: "kind", scope: !687, file: !640, line: 256, type: !227, align: 8)
!687 = distinct !DILexicalBlock(scope: !685, file: !640, line: 256, column: 13)
!688 = !DILocalVariable(name: "custom", scope: !689, file: !640, line: 276, type: !690, align: 64)
!689 = distinct !DILexicalBlock(scope: !681, file: !640, line: 276, column: 13)
!690 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Custom", baseType: !333, size: 64, align: 64, dwarfAddressSpace: 0)
!691 = !{!652, !692}
!692 = !DITemplateTypeParameter(name: "F", type: !675)
!693 = !DILocation(line: 0, scope: !672, inlinedAt: !694)
!694 = distinct !DILocation(line: 210, column: 18, scope: !639, inlinedAt: !670)
!695 = !DILocation(line: 244, column: 47, scope: !672, inlinedAt: !694)
!696 = !DILocalVariable(name: "count", scope: !697, file: !698, line: 1244, type: !87, align: 64)
!697 = distinct !DISubprogram(name: "wrapping_byte_sub<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$17wrapping_byte_sub17h5d0ba99b28bbf8a9E", scope: !699, file: !698, line: 1244, type: !701, scopeLine: 1244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !316, retainedNodes: !704)
!698 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!699 = !DINamespace(name: "{impl#0}", scope: !700)
!700 = !DINamespace(name: "mut_ptr", scope: !66)
!701 = !DISubroutineType(types: !702)
!702 = !{!703, !703, !87}
!703 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut ()", baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!704 = !{!705, !696}
!705 = !DILocalVariable(name: "self", arg: 1, scope: !697, file: !698, line: 1244, type: !703)
!706 = !DILocation(line: 0, scope: !697, inlinedAt: !707)
!707 = distinct !DILocation(line: 276, column: 39, scope: !681, inlinedAt: !694)
!708 = !DILocalVariable(name: "count", scope: !709, file: !698, line: 1224, type: !87, align: 64)
!709 = distinct !DISubprogram(name: "wrapping_sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$12wrapping_sub17hf29148e87ecf38cfE", scope: !699, file: !698, line: 1224, type: !710, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !713)
!710 = !DISubroutineType(types: !711)
!711 = !{!712, !712, !87}
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!713 = !{!714, !708}
!714 = !DILocalVariable(name: "self", arg: 1, scope: !709, file: !698, line: 1224, type: !712)
!715 = !DILocation(line: 0, scope: !709, inlinedAt: !716)
!716 = distinct !DILocation(line: 1245, column: 27, scope: !697, inlinedAt: !707)
!717 = !DILocalVariable(name: "count", scope: !718, file: !698, line: 465, type: !45, align: 64)
!718 = distinct !DISubprogram(name: "wrapping_offset<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$15wrapping_offset17hfe0e427ed0963405E", scope: !699, file: !698, line: 465, type: !719, scopeLine: 465, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !721)
!719 = !DISubroutineType(types: !720)
!720 = !{!712, !712, !45}
!721 = !{!722, !717}
!722 = !DILocalVariable(name: "self", arg: 1, scope: !718, file: !698, line: 465, type: !712)
!723 = !DILocation(line: 0, scope: !718, inlinedAt: !724)
!724 = distinct !DILocation(line: 1228, column: 14, scope: !709, inlinedAt: !716)
!725 = !DILocation(line: 0, scope: !681, inlinedAt: !694)
!726 = !DILocation(line: 249, column: 11, scope: !681, inlinedAt: !694)
!727 = !DILocation(line: 249, column: 5, scope: !681, inlinedAt: !694)
!728 = !{!"branch_weights", i32 1, i32 2000, i32 2000, i32 2000, i32 2000}
!729 = !DILocation(line: 0, scope: !528, inlinedAt: !537)
!730 = !DILocation(line: 568, column: 12, scope: !579, inlinedAt: !588)
!731 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!732 = !DILocation(line: 569, column: 13, scope: !579, inlinedAt: !588)
!733 = !DILocation(line: 573, column: 27, scope: !579, inlinedAt: !588)
!734 = !DILocation(line: 0, scope: !586, inlinedAt: !588)
!735 = !DILocation(line: 89, column: 24, scope: !590, inlinedAt: !601)
!736 = !DILocation(line: 1884, column: 13, scope: !518, inlinedAt: !537)
!737 = !DILocation(line: 0, scope: !622, inlinedAt: !629)
!738 = !DILocalVariable(name: "errno", arg: 1, scope: !739, file: !740, line: 97, type: !329)
!739 = distinct !DISubprogram(name: "is_interrupted", linkageName: "_RNvNtNtNtNtCsjrHSEGnQ3l9_3std3sys2io5error4unix14is_interrupted", scope: !741, file: !740, line: 97, type: !744, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !746)
!740 = !DIFile(filename: "library/std/src/sys/io/error/unix.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "625484a698dede5adf6f1dae3c0d32f9")
!741 = !DINamespace(name: "unix", scope: !742)
!742 = !DINamespace(name: "error", scope: !743)
!743 = !DINamespace(name: "io", scope: !12)
!744 = !DISubroutineType(types: !745)
!745 = !{!608, !329}
!746 = !{!738}
!747 = !DILocation(line: 0, scope: !739, inlinedAt: !748)
!748 = distinct !DILocation(line: 1017, column: 36, scope: !622, inlinedAt: !629)
!749 = !DILocation(line: 98, column: 5, scope: !739, inlinedAt: !748)
!750 = !DILocation(line: 1882, column: 31, scope: !518, inlinedAt: !537)
!751 = !DILocation(line: 0, scope: !614, inlinedAt: !629)
!752 = !DILocation(line: 230, column: 45, scope: !603, inlinedAt: !613)
!753 = !{i8 0, i8 42}
!754 = !DILocation(line: 0, scope: !624, inlinedAt: !629)
!755 = !DILocation(line: 230, column: 45, scope: !603, inlinedAt: !633)
!756 = !DILocation(line: 0, scope: !685, inlinedAt: !694)
!757 = !DILocalVariable(name: "self", arg: 1, scope: !758, file: !759, line: 1061, type: !760)
!758 = distinct !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h7634dfb0d329da02E", scope: !760, file: !759, line: 1061, type: !773, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !781, declaration: !780, retainedNodes: !783)
!759 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!760 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::io::error::ErrorKind>", scope: !98, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !761, templateParams: !80, identifier: "32f0eafa52a75ad7b39ccbe26c83bfd")
!761 = !{!762}
!762 = !DICompositeType(tag: DW_TAG_variant_part, scope: !760, file: !8, size: 8, align: 8, elements: !763, templateParams: !80, identifier: "48d4313e1e34c18418248c5ac945a0be", discriminator: !772)
!763 = !{!764, !768}
!764 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !762, file: !8, baseType: !765, size: 8, align: 8, extraData: i8 42)
!765 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !760, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !766, identifier: "f566ecd97eb19b615cc32afb87464438")
!766 = !{!767}
!767 = !DITemplateTypeParameter(name: "T", type: !227)
!768 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !762, file: !8, baseType: !769, size: 8, align: 8)
!769 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !760, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !770, templateParams: !766, identifier: "1fe3be376d27ab25b5e5345dffe629f7")
!770 = !{!771}
!771 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !769, file: !8, baseType: !227, size: 8, align: 8, flags: DIFlagPublic)
!772 = !DIDerivedType(tag: DW_TAG_member, scope: !760, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!773 = !DISubroutineType(types: !774)
!774 = !{!227, !760, !775, !553}
!775 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>", scope: !776, file: !8, size: 64, align: 64, elements: !777, templateParams: !80, identifier: "91190dbf1855562ed48899a75345b674")
!776 = !DINamespace(name: "decode_repr", scope: !310)
!777 = !{!778}
!778 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__bits", scope: !775, file: !8, baseType: !779, size: 64, align: 64)
!779 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !87, size: 64, align: 64, dwarfAddressSpace: 0)
!780 = !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<&std::io::error::Custom, std::io::error::repr_bitpacked::{impl#2}::data::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h7634dfb0d329da02E", scope: !760, file: !759, line: 1061, type: !773, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !781)
!781 = !{!767, !782}
!782 = !DITemplateTypeParameter(name: "F", type: !775)
!783 = !{!757, !784, !785}
!784 = !DILocalVariable(name: "f", scope: !758, file: !759, line: 1061, type: !775, align: 64)
!785 = !DILocalVariable(name: "x", scope: !786, file: !759, line: 1066, type: !227, align: 8)
!786 = distinct !DILexicalBlock(scope: !758, file: !759, line: 1066, column: 13)
!787 = !DILocation(line: 0, scope: !758, inlinedAt: !788)
!788 = distinct !DILocation(line: 256, column: 50, scope: !685, inlinedAt: !694)
!789 = !DILocation(line: 1061, column: 42, scope: !758, inlinedAt: !788)
!790 = !DILocation(line: 1065, column: 15, scope: !758, inlinedAt: !788)
!791 = !DILocation(line: 1065, column: 9, scope: !758, inlinedAt: !788)
!792 = !DILocation(line: 0, scope: !627, inlinedAt: !629)
!793 = !DILocation(line: 230, column: 45, scope: !603, inlinedAt: !631)
!794 = !DILocation(line: 1996, column: 6, scope: !428)
!795 = distinct !DISubprogram(name: "get_or_init_slow<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, (), fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17hd556d75ad8814830E", scope: !7, file: !796, line: 69, type: !797, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !830, declaration: !829, retainedNodes: !832)
!796 = !DIFile(filename: "library/std/src/sys/thread_local/native/lazy.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7bf40489a6d7aa3cf3a0ad73306be758")
!797 = !DISubroutineType(types: !798)
!798 = !{!799, !800, !801, !826}
!799 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !36, size: 64, align: 64, dwarfAddressSpace: 0)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::sys::thread_local::native::lazy::Storage<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, ()>", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!801 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", scope: !98, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !802, templateParams: !80, identifier: "3178f23dd2205cc34758ff806853319a")
!802 = !{!803}
!803 = !DICompositeType(tag: DW_TAG_variant_part, scope: !801, file: !8, size: 64, align: 64, elements: !804, templateParams: !80, identifier: "cd70de4c05dbf5157c44b03e347853c1", discriminator: !825)
!804 = !{!805, !821}
!805 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !803, file: !8, baseType: !806, size: 64, align: 64, extraData: i64 0)
!806 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !801, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !807, identifier: "3a5b48da4593ce584444589b87ed211e")
!807 = !{!808}
!808 = !DITemplateTypeParameter(name: "T", type: !809)
!809 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", baseType: !810, size: 64, align: 64, dwarfAddressSpace: 0)
!810 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !98, file: !8, size: 320, align: 64, flags: DIFlagPublic, elements: !811, templateParams: !80, identifier: "584fa2eba0143166a38e6f38efabf5b")
!811 = !{!812}
!812 = !DICompositeType(tag: DW_TAG_variant_part, scope: !810, file: !8, size: 320, align: 64, elements: !813, templateParams: !80, identifier: "86f5d4d2cc75de2bb20468f284f615dd", discriminator: !820)
!813 = !{!814, !816}
!814 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !812, file: !8, baseType: !815, size: 320, align: 64, extraData: i64 0)
!815 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !810, file: !8, size: 320, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !123, identifier: "d75fb88ac28cf11ba47879d32565c34")
!816 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !812, file: !8, baseType: !817, size: 320, align: 64, extraData: i64 1)
!817 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !810, file: !8, size: 320, align: 64, flags: DIFlagPublic, elements: !818, templateParams: !123, identifier: "1b6fe7a517b07ecb97b0a0d83adb27ab")
!818 = !{!819}
!819 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !817, file: !8, baseType: !36, size: 256, align: 64, offset: 64, flags: DIFlagPublic)
!820 = !DIDerivedType(tag: DW_TAG_member, scope: !810, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!821 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !803, file: !8, baseType: !822, size: 64, align: 64)
!822 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !801, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !823, templateParams: !807, identifier: "e211a433f5cc5fccc9d182e57e702f9c")
!823 = !{!824}
!824 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !822, file: !8, baseType: !809, size: 64, align: 64, flags: DIFlagPublic)
!825 = !DIDerivedType(tag: DW_TAG_member, scope: !801, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!826 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !827, align: 8, dwarfAddressSpace: 0)
!827 = !DISubroutineType(types: !828)
!828 = !{!36}
!829 = !DISubprogram(name: "get_or_init_slow<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, (), fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17hd556d75ad8814830E", scope: !7, file: !796, line: 69, type: !797, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !830)
!830 = !{!124, !141, !831}
!831 = !DITemplateTypeParameter(name: "impl FnOnce() -> T", type: !826)
!832 = !{!833, !834, !835, !836, !838}
!833 = !DILocalVariable(name: "self", arg: 1, scope: !795, file: !796, line: 70, type: !800)
!834 = !DILocalVariable(name: "i", arg: 2, scope: !795, file: !796, line: 71, type: !801)
!835 = !DILocalVariable(name: "f", arg: 3, scope: !795, file: !796, line: 72, type: !826)
!836 = !DILocalVariable(name: "v", scope: !837, file: !796, line: 80, type: !36, align: 64)
!837 = distinct !DILexicalBlock(scope: !795, file: !796, line: 80, column: 9)
!838 = !DILocalVariable(name: "old_value", scope: !839, file: !796, line: 87, type: !21, align: 64)
!839 = distinct !DILexicalBlock(scope: !837, file: !796, line: 87, column: 9)
!840 = !DILocalVariable(name: "src", arg: 2, scope: !841, file: !842, line: 887, type: !21)
!841 = distinct !DISubprogram(name: "replace<core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core3mem7replace17hc89fd57158c8c718E", scope: !23, file: !842, line: 887, type: !843, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !125, retainedNodes: !846)
!842 = !DIFile(filename: "library/core/src/mem/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6bca88b164013e73def192dcdbc80502")
!843 = !DISubroutineType(types: !844)
!844 = !{!21, !845, !21}
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!846 = !{!847, !840}
!847 = !DILocalVariable(name: "dest", arg: 1, scope: !841, file: !842, line: 887, type: !848)
!848 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!849 = !DILocation(line: 887, column: 39, scope: !841, inlinedAt: !850)
!850 = !DILocation(line: 1564, column: 9, scope: !851, inlinedAt: !858)
!851 = distinct !DISubprogram(name: "replace<core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr7replace17h811399cc03fa62e0E", scope: !66, file: !852, line: 1542, type: !853, scopeLine: 1542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !125, retainedNodes: !855)
!852 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!853 = !DISubroutineType(types: !854)
!854 = !{!21, !848, !21, !553}
!855 = !{!856, !857}
!856 = !DILocalVariable(name: "dst", arg: 1, scope: !851, file: !852, line: 1542, type: !848)
!857 = !DILocalVariable(name: "src", arg: 2, scope: !851, file: !852, line: 1542, type: !21)
!858 = !DILocation(line: 1495, column: 18, scope: !859, inlinedAt: !865)
!859 = distinct !DISubprogram(name: "replace<core::mem::maybe_uninit::MaybeUninit<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$7replace17h99515bbc482e13d7E", scope: !699, file: !698, line: 1490, type: !860, scopeLine: 1490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !125, retainedNodes: !862)
!860 = !DISubroutineType(types: !861)
!861 = !{!21, !848, !21}
!862 = !{!863, !864}
!863 = !DILocalVariable(name: "self", arg: 1, scope: !859, file: !698, line: 1490, type: !848)
!864 = !DILocalVariable(name: "src", arg: 2, scope: !859, file: !698, line: 1490, type: !21)
!865 = !DILocation(line: 87, column: 55, scope: !837)
!866 = !DILocation(line: 1542, column: 45, scope: !851, inlinedAt: !858)
!867 = !DILocation(line: 1490, column: 39, scope: !859, inlinedAt: !865)
!868 = !DILocalVariable(name: "self", arg: 1, scope: !869, file: !759, line: 1061, type: !810)
!869 = distinct !DISubprogram(name: "unwrap_or_else<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h108adb91d3cd3e70E", scope: !810, file: !759, line: 1061, type: !870, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !873, declaration: !872, retainedNodes: !875)
!870 = !DISubroutineType(types: !871)
!871 = !{!36, !810, !826, !553}
!872 = !DISubprogram(name: "unwrap_or_else<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h108adb91d3cd3e70E", scope: !810, file: !759, line: 1061, type: !870, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !873)
!873 = !{!124, !874}
!874 = !DITemplateTypeParameter(name: "F", type: !826)
!875 = !{!868, !876, !877}
!876 = !DILocalVariable(name: "f", arg: 2, scope: !869, file: !759, line: 1061, type: !826)
!877 = !DILocalVariable(name: "x", scope: !878, file: !759, line: 1066, type: !36, align: 64)
!878 = distinct !DILexicalBlock(scope: !869, file: !759, line: 1066, column: 13)
!879 = !DILocation(line: 1061, column: 36, scope: !869, inlinedAt: !880)
!880 = !DILocation(line: 80, column: 42, scope: !795)
!881 = !DILocalVariable(name: "val", arg: 1, scope: !882, file: !883, line: 396, type: !36)
!882 = distinct !DISubprogram(name: "new<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3mem12maybe_uninit20MaybeUninit$LT$T$GT$3new17hc82bf2b5c5be6627E", scope: !21, file: !883, line: 396, type: !884, scopeLine: 396, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, declaration: !886, retainedNodes: !887)
!883 = !DIFile(filename: "library/core/src/mem/maybe_uninit.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "89f2894609c73ba2762e84773a0bc293")
!884 = !DISubroutineType(types: !885)
!885 = !{!21, !36}
!886 = !DISubprogram(name: "new<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3mem12maybe_uninit20MaybeUninit$LT$T$GT$3new17hc82bf2b5c5be6627E", scope: !21, file: !883, line: 396, type: !884, scopeLine: 396, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!887 = !{!881}
!888 = !DILocation(line: 396, column: 22, scope: !882, inlinedAt: !889)
!889 = !DILocation(line: 87, column: 63, scope: !837)
!890 = !DILocation(line: 80, column: 13, scope: !837)
!891 = !DILocation(line: 0, scope: !795)
!892 = !DILocalVariable(name: "self", arg: 1, scope: !893, file: !759, line: 1541, type: !801)
!893 = distinct !DISubprogram(name: "and_then<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>, core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, fn(&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>) -> core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hd0bbe39e3e58ae02E", scope: !801, file: !759, line: 1541, type: !894, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !900, declaration: !899, retainedNodes: !903)
!894 = !DISubroutineType(types: !895)
!895 = !{!810, !801, !896}
!896 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>) -> core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", baseType: !897, align: 8, dwarfAddressSpace: 0)
!897 = !DISubroutineType(types: !898)
!898 = !{!810, !809}
!899 = !DISubprogram(name: "and_then<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>, core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, fn(&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>) -> core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hd0bbe39e3e58ae02E", scope: !801, file: !759, line: 1541, type: !894, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !900)
!900 = !{!808, !901, !902}
!901 = !DITemplateTypeParameter(name: "U", type: !36)
!902 = !DITemplateTypeParameter(name: "F", type: !896)
!903 = !{!892, !904, !905}
!904 = !DILocalVariable(name: "f", scope: !893, file: !759, line: 1541, type: !896, align: 8)
!905 = !DILocalVariable(name: "x", scope: !906, file: !759, line: 1546, type: !809, align: 64)
!906 = distinct !DILexicalBlock(scope: !893, file: !759, line: 1546, column: 13)
!907 = !DILocation(line: 0, scope: !893, inlinedAt: !908)
!908 = !DILocation(line: 80, column: 19, scope: !795)
!909 = !DILocation(line: 72, column: 9, scope: !795)
!910 = !DILocation(line: 1061, column: 42, scope: !869, inlinedAt: !880)
!911 = !DILocation(line: 1541, column: 39, scope: !893, inlinedAt: !908)
!912 = !DILocalVariable(name: "self", arg: 1, scope: !913, file: !914, line: 552, type: !917)
!913 = distinct !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hff8957e3507869c4E", scope: !128, file: !914, line: 552, type: !915, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !918, retainedNodes: !919)
!914 = !DIFile(filename: "library/core/src/cell.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "96404e804c6faf0fea9fa631bcb8d1d2")
!915 = !DISubroutineType(types: !916)
!916 = !{!134, !917}
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::Cell<std::sys::thread_local::native::lazy::State<()>>", baseType: !128, size: 64, align: 64, dwarfAddressSpace: 0)
!918 = !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hff8957e3507869c4E", scope: !128, file: !914, line: 552, type: !915, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !149)
!919 = !{!912}
!920 = !DILocation(line: 552, column: 22, scope: !913, inlinedAt: !921)
!921 = !DILocation(line: 74, column: 26, scope: !795)
!922 = !DILocation(line: 2447, column: 9, scope: !923, inlinedAt: !929)
!923 = distinct !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h933fddc35f28bc27E", scope: !131, file: !914, line: 2443, type: !924, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !928)
!924 = !DISubroutineType(types: !925)
!925 = !{!926, !927}
!926 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::sys::thread_local::native::lazy::State<()>", baseType: !134, size: 64, align: 64, dwarfAddressSpace: 0)
!927 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::UnsafeCell<std::sys::thread_local::native::lazy::State<()>>", baseType: !131, size: 64, align: 64, dwarfAddressSpace: 0)
!928 = !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h933fddc35f28bc27E", scope: !131, file: !914, line: 2443, type: !924, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !149)
!929 = !DILocation(line: 555, column: 30, scope: !913, inlinedAt: !921)
!930 = !DILocation(line: 555, column: 18, scope: !913, inlinedAt: !921)
!931 = !{i8 0, i8 3}
!932 = !DILocation(line: 74, column: 9, scope: !795)
!933 = !DILocation(line: 1545, column: 15, scope: !893, inlinedAt: !908)
!934 = !DILocation(line: 1545, column: 9, scope: !893, inlinedAt: !908)
!935 = !DILocation(line: 77, column: 43, scope: !795)
!936 = !DILocation(line: 0, scope: !906, inlinedAt: !908)
!937 = !DILocalVariable(name: "self", arg: 1, scope: !938, file: !759, line: 1884, type: !809)
!938 = distinct !DISubprogram(name: "take<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17h3bfefa6490010024E", scope: !810, file: !759, line: 1884, type: !897, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, declaration: !939, retainedNodes: !940)
!939 = !DISubprogram(name: "take<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17h3bfefa6490010024E", scope: !810, file: !759, line: 1884, type: !897, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!940 = !{!937}
!941 = !DILocation(line: 0, scope: !938, inlinedAt: !942)
!942 = !DILocation(line: 250, column: 5, scope: !943, inlinedAt: !955)
!943 = distinct !DISubprogram(name: "call_once<fn(&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>) -> core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>, (&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>)>", linkageName: "_ZN4core3ops8function6FnOnce9call_once17h075fe0d4cd665115E", scope: !945, file: !944, line: 250, type: !947, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !949)
!944 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!945 = !DINamespace(name: "FnOnce", scope: !946)
!946 = !DINamespace(name: "function", scope: !548)
!947 = !DISubroutineType(types: !948)
!948 = !{!810, !896, !809}
!949 = !{!950, !951}
!950 = !DITemplateTypeParameter(name: "Self", type: !896)
!951 = !DITemplateTypeParameter(name: "Args", type: !952)
!952 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>)", file: !8, size: 64, align: 64, elements: !953, templateParams: !80, identifier: "1551356e01b863ddd3db45c42acc391")
!953 = !{!954}
!954 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !952, file: !8, baseType: !809, size: 64, align: 64)
!955 = !DILocation(line: 1546, column: 24, scope: !906, inlinedAt: !908)
!956 = !DILocalVariable(name: "dest", arg: 1, scope: !957, file: !842, line: 887, type: !809)
!957 = distinct !DISubprogram(name: "replace<core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN4core3mem7replace17h9cf60f07ee55ec59E", scope: !23, file: !842, line: 887, type: !958, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !961, retainedNodes: !960)
!958 = !DISubroutineType(types: !959)
!959 = !{!810, !809, !810}
!960 = !{!956}
!961 = !{!962}
!962 = !DITemplateTypeParameter(name: "T", type: !810)
!963 = !DILocation(line: 0, scope: !957, inlinedAt: !964)
!964 = !DILocation(line: 1886, column: 9, scope: !938, inlinedAt: !942)
!965 = !DILocation(line: 901, column: 22, scope: !957, inlinedAt: !964)
!966 = !DILocation(line: 0, scope: !869, inlinedAt: !880)
!967 = !DILocation(line: 902, column: 49, scope: !957, inlinedAt: !964)
!968 = !DILocation(line: 1065, column: 9, scope: !869, inlinedAt: !880)
!969 = !DILocalVariable(arg: 1, scope: !970, file: !944, line: 250, type: !826)
!970 = distinct !DISubprogram(name: "call_once<fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, ()>", linkageName: "_ZN4core3ops8function6FnOnce9call_once17h184035ee34d46168E", scope: !945, file: !944, line: 250, type: !971, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !975, retainedNodes: !973)
!971 = !DISubroutineType(types: !972)
!972 = !{!36, !826}
!973 = !{!969, !974}
!974 = !DILocalVariable(arg: 2, scope: !970, file: !944, line: 250, type: !26)
!975 = !{!976, !977}
!976 = !DITemplateTypeParameter(name: "Self", type: !826)
!977 = !DITemplateTypeParameter(name: "Args", type: !26)
!978 = !DILocation(line: 250, column: 5, scope: !970, inlinedAt: !979)
!979 = distinct !DILocation(line: 1067, column: 21, scope: !869, inlinedAt: !880)
!980 = !DILocalVariable(name: "value", arg: 1, scope: !981, file: !914, line: 971, type: !52)
!981 = distinct !DISubprogram(name: "new<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$3new17h9288d83d465430e1E", scope: !36, file: !914, line: 971, type: !982, scopeLine: 971, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !119, declaration: !984, retainedNodes: !985)
!982 = !DISubroutineType(types: !983)
!983 = !{!36, !52}
!984 = !DISubprogram(name: "new<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$3new17h9288d83d465430e1E", scope: !36, file: !914, line: 971, type: !982, scopeLine: 971, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!985 = !{!980}
!986 = !DILocation(line: 0, scope: !981, inlinedAt: !987)
!987 = distinct !DILocation(line: 16, column: 64, scope: !988, inlinedAt: !991)
!988 = !DILexicalBlockFile(scope: !989, file: !6, discriminator: 0)
!989 = distinct !DISubprogram(name: "__rust_std_internal_init_fn", linkageName: "_ZN7tlskeep4KEPT27__rust_std_internal_init_fn17h5f7a2edf45f8360cE", scope: !4, file: !990, line: 85, type: !827, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80)
!990 = !DIFile(filename: "library/std/src/sys/thread_local/native/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f45b912659b967b327e1af351608d593")
!991 = distinct !DILocation(line: 250, column: 5, scope: !970, inlinedAt: !979)
!992 = !DILocation(line: 972, column: 9, scope: !981, inlinedAt: !987)
!993 = !DILocation(line: 0, scope: !837)
!994 = !DILocation(line: 0, scope: !882, inlinedAt: !889)
!995 = !DILocation(line: 1067, column: 23, scope: !869, inlinedAt: !880)
!996 = !DILocation(line: 1066, column: 18, scope: !869, inlinedAt: !880)
!997 = !DILocation(line: 1069, column: 5, scope: !869, inlinedAt: !880)
!998 = !DILocation(line: 0, scope: !859, inlinedAt: !865)
!999 = !DILocation(line: 0, scope: !851, inlinedAt: !858)
!1000 = !DILocation(line: 0, scope: !841, inlinedAt: !850)
!1001 = !DILocation(line: 902, column: 49, scope: !841, inlinedAt: !850)
!1002 = !DILocalVariable(name: "self", arg: 1, scope: !1003, file: !914, line: 510, type: !917)
!1003 = distinct !DISubprogram(name: "replace<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7c64585028364a05E", scope: !128, file: !914, line: 510, type: !1004, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !1006, retainedNodes: !1007)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{!134, !917, !134}
!1006 = !DISubprogram(name: "replace<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7c64585028364a05E", scope: !128, file: !914, line: 510, type: !1004, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !149)
!1007 = !{!1002, !1008}
!1008 = !DILocalVariable(name: "val", arg: 2, scope: !1003, file: !914, line: 510, type: !134)
!1009 = !DILocation(line: 510, column: 26, scope: !1003, inlinedAt: !1010)
!1010 = !DILocation(line: 88, column: 26, scope: !839)
!1011 = !DILocation(line: 0, scope: !1003, inlinedAt: !1010)
!1012 = !DILocation(line: 902, column: 49, scope: !1013, inlinedAt: !1017)
!1013 = distinct !DISubprogram(name: "replace<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core3mem7replace17ha7856c090271379aE", scope: !23, file: !842, line: 887, type: !1014, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{!134, !1016, !134}
!1016 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::sys::thread_local::native::lazy::State<()>", baseType: !134, size: 64, align: 64, dwarfAddressSpace: 0)
!1017 = !DILocation(line: 513, column: 9, scope: !1003, inlinedAt: !1010)
!1018 = !DILocalVariable(name: "s", arg: 1, scope: !1019, file: !796, line: 15, type: !800)
!1019 = distinct !DISubprogram(name: "register_dtor<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN81_$LT$$LP$$RP$$u20$as$u20$std..sys..thread_local..native..lazy..DestroyedState$GT$13register_dtor17hed387ebea40c875dE", scope: !1020, file: !796, line: 15, type: !1021, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, retainedNodes: !1023)
!1020 = !DINamespace(name: "{impl#1}", scope: !9)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{null, !800}
!1023 = !{!1018}
!1024 = !DILocation(line: 0, scope: !1019, inlinedAt: !1025)
!1025 = distinct !DILocation(line: 92, column: 37, scope: !839)
!1026 = !DILocation(line: 17, column: 13, scope: !1019, inlinedAt: !1025)
!1027 = !DILocation(line: 102, column: 5, scope: !795)
!1028 = !DILocation(line: 102, column: 6, scope: !795)
!1029 = distinct !DISubprogram(name: "destroy<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy7destroy17h9312b9e13e3baac6E", scope: !9, file: !796, line: 112, type: !1030, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, retainedNodes: !1032)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{null, !712}
!1032 = !{!1033}
!1033 = !DILocalVariable(name: "ptr", arg: 1, scope: !1029, file: !796, line: 112, type: !712)
!1034 = !DILocation(line: 0, scope: !1029)
!1035 = !DILocalVariable(name: "f", arg: 1, scope: !1036, file: !410, line: 207, type: !1039)
!1036 = distinct !DISubprogram(name: "abort_on_dtor_unwind<std::sys::thread_local::native::lazy::destroy::{closure_env#0}<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>", linkageName: "_ZN3std3sys12thread_local20abort_on_dtor_unwind17he1000ac6b8711eecE", scope: !11, file: !410, line: 207, type: !1037, scopeLine: 207, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1047, retainedNodes: !1044)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{null, !1039}
!1039 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !1040, file: !8, size: 64, align: 64, elements: !1041, templateParams: !80, identifier: "a0b2a43428867b63612e9b92bc355e35")
!1040 = !DINamespace(name: "destroy", scope: !9)
!1041 = !{!1042}
!1042 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__ptr", scope: !1039, file: !8, baseType: !1043, size: 64, align: 64)
!1043 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&*mut u8", baseType: !712, size: 64, align: 64, dwarfAddressSpace: 0)
!1044 = !{!1035, !1045}
!1045 = !DILocalVariable(name: "guard", scope: !1046, file: !410, line: 209, type: !416, align: 8)
!1046 = distinct !DILexicalBlock(scope: !1036, file: !410, line: 209, column: 5)
!1047 = !{!1048}
!1048 = !DITemplateTypeParameter(name: "impl FnOnce()", type: !1039)
!1049 = !DILocation(line: 0, scope: !1036, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 114, column: 5, scope: !1029)
!1051 = !DILocation(line: 209, column: 9, scope: !1046, inlinedAt: !1050)
!1052 = !DILocalVariable(name: "ptr", scope: !1053, file: !796, line: 112, type: !712, align: 64)
!1053 = distinct !DISubprogram(name: "{closure#0}<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy7destroy28_$u7b$$u7b$closure$u7d$$u7d$17h9bc686c4c07b516dE", scope: !1040, file: !796, line: 114, type: !1037, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, retainedNodes: !1054)
!1054 = !{!1052, !1055}
!1055 = !DILocalVariable(name: "storage", scope: !1056, file: !796, line: 115, type: !1057, align: 64)
!1056 = distinct !DILexicalBlock(scope: !1053, file: !796, line: 115, column: 9)
!1057 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const std::sys::thread_local::native::lazy::Storage<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, ()>", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!1058 = !DILocation(line: 0, scope: !1053, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 210, column: 5, scope: !1046, inlinedAt: !1050)
!1060 = !DILocalVariable(name: "val", scope: !1061, file: !914, line: 510, type: !134, align: 8)
!1061 = distinct !DISubprogram(name: "replace<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7c64585028364a05E", scope: !128, file: !914, line: 510, type: !1004, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !1006, retainedNodes: !1062)
!1062 = !{!1063, !1060}
!1063 = !DILocalVariable(name: "self", arg: 1, scope: !1061, file: !914, line: 510, type: !917)
!1064 = !DILocation(line: 0, scope: !1061, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 116, column: 45, scope: !1056, inlinedAt: !1059)
!1066 = !DILocation(line: 0, scope: !1056, inlinedAt: !1059)
!1067 = !DILocation(line: 510, column: 26, scope: !1061, inlinedAt: !1065)
!1068 = !DILocation(line: 2447, column: 9, scope: !1069, inlinedAt: !1070)
!1069 = distinct !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h933fddc35f28bc27E", scope: !131, file: !914, line: 2443, type: !924, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !928)
!1070 = distinct !DILocation(line: 513, column: 48, scope: !1061, inlinedAt: !1065)
!1071 = !DILocation(line: 901, column: 22, scope: !1072, inlinedAt: !1073)
!1072 = distinct !DISubprogram(name: "replace<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core3mem7replace17ha7856c090271379aE", scope: !23, file: !842, line: 887, type: !1014, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149)
!1073 = distinct !DILocation(line: 513, column: 9, scope: !1061, inlinedAt: !1065)
!1074 = !DILocation(line: 902, column: 49, scope: !1072, inlinedAt: !1073)
!1075 = !DILocation(line: 116, column: 16, scope: !1056, inlinedAt: !1059)
!1076 = !DILocalVariable(name: "self", arg: 1, scope: !1077, file: !883, line: 807, type: !848)
!1077 = distinct !DISubprogram(name: "assume_init_drop<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3mem12maybe_uninit20MaybeUninit$LT$T$GT$16assume_init_drop17hfb4b03f2ecbcf822E", scope: !21, file: !883, line: 807, type: !1078, scopeLine: 807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, declaration: !1080, retainedNodes: !1081)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{null, !845}
!1080 = !DISubprogram(name: "assume_init_drop<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3mem12maybe_uninit20MaybeUninit$LT$T$GT$16assume_init_drop17hfb4b03f2ecbcf822E", scope: !21, file: !883, line: 807, type: !1078, scopeLine: 807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!1081 = !{!1076}
!1082 = !DILocation(line: 0, scope: !1077, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 121, column: 45, scope: !1056, inlinedAt: !1059)
!1084 = !DILocation(line: 814, column: 18, scope: !1077, inlinedAt: !1083)
!1085 = !DILocalVariable(arg: 1, scope: !1086, file: !852, line: 805, type: !1089)
!1086 = distinct !DISubprogram(name: "drop_in_place<std::sys::thread_local::abort_on_dtor_unwind::DtorUnwindGuard>", linkageName: "_ZN4core3ptr82drop_in_place$LT$std..sys..thread_local..abort_on_dtor_unwind..DtorUnwindGuard$GT$17h151a6b81fb136a5cE", scope: !66, file: !852, line: 805, type: !1087, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1091, retainedNodes: !1090)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{null, !1089}
!1089 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::sys::thread_local::abort_on_dtor_unwind::DtorUnwindGuard", baseType: !416, size: 64, align: 64, dwarfAddressSpace: 0)
!1090 = !{!1085}
!1091 = !{!1092}
!1092 = !DITemplateTypeParameter(name: "T", type: !416)
!1093 = !DILocation(line: 0, scope: !1086, inlinedAt: !1094)
!1094 = distinct !DILocation(line: 222, column: 1, scope: !1036, inlinedAt: !1050)
!1095 = !DILocation(line: 805, column: 1, scope: !1086, inlinedAt: !1094)
!1096 = !DILocation(line: 207, column: 1, scope: !1036, inlinedAt: !1050)
!1097 = !DILocation(line: 124, column: 2, scope: !1029)
!1098 = distinct !DISubprogram(name: "drop_in_place<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr137drop_in_place$LT$core..cell..RefCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h8c23ccbcb92348dbE", scope: !66, file: !852, line: 805, type: !1099, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, retainedNodes: !1102)
!1099 = !DISubroutineType(types: !1100)
!1100 = !{null, !1101}
!1101 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !36, size: 64, align: 64, dwarfAddressSpace: 0)
!1102 = !{!1103}
!1103 = !DILocalVariable(arg: 1, scope: !1098, file: !852, line: 805, type: !1101)
!1104 = !DILocation(line: 0, scope: !1098)
!1105 = !DILocation(line: 805, column: 1, scope: !1098)
!1106 = !{!1107}
!1107 = distinct !{!1107, !1108, !"_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E: %_1"}
!1108 = distinct !{!1108, !"_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E"}
!1109 = !DILocalVariable(arg: 1, scope: !1110, file: !852, line: 805, type: !1113)
!1110 = distinct !DISubprogram(name: "drop_in_place<core::cell::UnsafeCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr140drop_in_place$LT$core..cell..UnsafeCell$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17h1dd37ca4ec17d323E", scope: !66, file: !852, line: 805, type: !1111, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1115, retainedNodes: !1114)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{null, !1113}
!1113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::UnsafeCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!1114 = !{!1109}
!1115 = !{!1116}
!1116 = !DITemplateTypeParameter(name: "T", type: !49)
!1117 = !DILocation(line: 0, scope: !1110, inlinedAt: !1118)
!1118 = distinct !DILocation(line: 805, column: 1, scope: !1098)
!1119 = !{!1120}
!1120 = distinct !{!1120, !1121, !"_ZN4core3ptr110drop_in_place$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$17hf68765b72d68336aE: %_1"}
!1121 = distinct !{!1121, !"_ZN4core3ptr110drop_in_place$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$17hf68765b72d68336aE"}
!1122 = !DILocation(line: 805, column: 1, scope: !1110, inlinedAt: !1118)
!1123 = !DILocalVariable(arg: 1, scope: !1124, file: !852, line: 805, type: !1127)
!1124 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr110drop_in_place$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$17hf68765b72d68336aE", scope: !66, file: !852, line: 805, type: !1125, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !119, retainedNodes: !1128)
!1125 = !DISubroutineType(types: !1126)
!1126 = !{null, !1127}
!1127 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!1128 = !{!1123}
!1129 = !DILocation(line: 0, scope: !1124, inlinedAt: !1130)
!1130 = distinct !DILocation(line: 805, column: 1, scope: !1110, inlinedAt: !1118)
!1131 = !DILocation(line: 805, column: 1, scope: !1124, inlinedAt: !1130)
!1132 = !{!1120, !1107}
!1133 = !DILocalVariable(name: "self", arg: 1, scope: !1134, file: !1135, line: 4219, type: !1139)
!1134 = distinct !DISubprogram(name: "drop<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb38be7351b2f5169E", scope: !1136, file: !1135, line: 4219, type: !1137, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, retainedNodes: !1140)
!1135 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!1136 = !DINamespace(name: "{impl#26}", scope: !53)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{null, !1139}
!1139 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!1140 = !{!1133}
!1141 = !DILocation(line: 0, scope: !1134, inlinedAt: !1142)
!1142 = distinct !DILocation(line: 805, column: 1, scope: !1124, inlinedAt: !1130)
!1143 = !{!1144}
!1144 = distinct !{!1144, !1145, !"_ZN4core3ptr97drop_in_place$LT$$u5b$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$u5d$$GT$17hd07a691a5c1f4a0bE: %_1.0"}
!1145 = distinct !{!1145, !"_ZN4core3ptr97drop_in_place$LT$$u5b$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$u5d$$GT$17hd07a691a5c1f4a0bE"}
!1146 = !DILocation(line: 4224, column: 13, scope: !1134, inlinedAt: !1142)
!1147 = !DILocalVariable(arg: 1, scope: !1148, file: !852, line: 805, type: !1151)
!1148 = distinct !DISubprogram(name: "drop_in_place<[core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>]>", linkageName: "_ZN4core3ptr97drop_in_place$LT$$u5b$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$u5d$$GT$17hd07a691a5c1f4a0bE", scope: !66, file: !852, line: 805, type: !1149, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !95, retainedNodes: !1156)
!1149 = !DISubroutineType(types: !1150)
!1150 = !{null, !1151}
!1151 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>]", file: !8, size: 128, align: 64, elements: !1152, templateParams: !80, identifier: "d3c623439938c4281ea12330d8dc9b4a")
!1152 = !{!1153, !1155}
!1153 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1151, file: !8, baseType: !1154, size: 64, align: 64)
!1154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!1155 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1151, file: !8, baseType: !87, size: 64, align: 64, offset: 64)
!1156 = !{!1147}
!1157 = !DILocation(line: 0, scope: !1148, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 4224, column: 13, scope: !1134, inlinedAt: !1142)
!1159 = !DILocation(line: 805, column: 1, scope: !1148, inlinedAt: !1158)
!1160 = !{i64 8}
!1161 = !DILocalVariable(arg: 1, scope: !1162, file: !852, line: 805, type: !1165)
!1162 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E", scope: !66, file: !852, line: 805, type: !1163, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !95, retainedNodes: !1166)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{null, !1165}
!1165 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!1166 = !{!1161}
!1167 = !DILocation(line: 0, scope: !1162, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 805, column: 1, scope: !1148, inlinedAt: !1158)
!1169 = !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1168)
!1170 = !DILocalVariable(arg: 1, scope: !1171, file: !852, line: 805, type: !1174)
!1171 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E", scope: !66, file: !852, line: 805, type: !1172, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !104, retainedNodes: !1175)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{null, !1174}
!1174 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!1175 = !{!1170}
!1176 = !DILocation(line: 0, scope: !1171, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1168)
!1178 = !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1177)
!1179 = !{!1180, !1144, !1120, !1107}
!1180 = distinct !{!1180, !1181, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E: %_1"}
!1181 = distinct !{!1181, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E"}
!1182 = !DILocalVariable(name: "self", arg: 1, scope: !1183, file: !1184, line: 1913, type: !1189)
!1183 = distinct !DISubprogram(name: "drop<tlskeep::Item, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd032aadb2528fa4cE", scope: !1185, file: !1184, line: 1913, type: !1187, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1215, retainedNodes: !1190)
!1184 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!1185 = !DINamespace(name: "{impl#10}", scope: !1186)
!1186 = !DINamespace(name: "boxed", scope: !54)
!1187 = !DISubroutineType(types: !1188)
!1188 = !{null, !1189}
!1189 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!1190 = !{!1182, !1191, !1191, !1204}
!1191 = !DILocalVariable(name: "ptr", scope: !1192, file: !1184, line: 1916, type: !1193, align: 64)
!1192 = distinct !DILexicalBlock(scope: !1183, file: !1184, line: 1916, column: 9)
!1193 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<tlskeep::Item>", scope: !65, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !1194, templateParams: !1200, identifier: "466b257a50917e0ef80ceea34e1d0086")
!1194 = !{!1195, !1202}
!1195 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1193, file: !8, baseType: !1196, size: 64, align: 64, flags: DIFlagPrivate)
!1196 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<tlskeep::Item>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !1197, templateParams: !1200, identifier: "fd24fea820784c2c9f2e2bc409ee8d92")
!1197 = !{!1198}
!1198 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1196, file: !8, baseType: !1199, size: 64, align: 64, flags: DIFlagPrivate)
!1199 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const tlskeep::Item", baseType: !107, size: 64, align: 64, dwarfAddressSpace: 0)
!1200 = !{!1201}
!1201 = !DITemplateTypeParameter(name: "T", type: !107)
!1202 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1193, file: !8, baseType: !1203, align: 8, offset: 64, flags: DIFlagPrivate)
!1203 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<tlskeep::Item>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !1200, identifier: "b6cc2212df6d88311f07a7f535f27fcc")
!1204 = !DILocalVariable(name: "layout", scope: !1205, file: !1184, line: 1919, type: !1206, align: 64)
!1205 = distinct !DILexicalBlock(scope: !1192, file: !1184, line: 1919, column: 13)
!1206 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !1207, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1209, templateParams: !80, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!1207 = !DINamespace(name: "layout", scope: !1208)
!1208 = !DINamespace(name: "alloc", scope: !18)
!1209 = !{!1210, !1211}
!1210 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !1206, file: !8, baseType: !87, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1211 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !1206, file: !8, baseType: !1212, size: 64, align: 64, flags: DIFlagPrivate)
!1212 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !161, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !1213, templateParams: !80, identifier: "5099570874743123f8e757e4da3ea37b")
!1213 = !{!1214}
!1214 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !1212, file: !8, baseType: !160, size: 64, align: 64, flags: DIFlagPrivate)
!1215 = !{!1201, !92}
!1216 = !DILocation(line: 0, scope: !1183, inlinedAt: !1217)
!1217 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1177)
!1218 = !DILocation(line: 0, scope: !1205, inlinedAt: !1217)
!1219 = !DILocation(line: 0, scope: !1192, inlinedAt: !1217)
!1220 = !DILocalVariable(name: "self", arg: 1, scope: !1221, file: !1222, line: 440, type: !1226)
!1221 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !1223, file: !1222, line: 440, type: !1224, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1227)
!1222 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!1223 = !DINamespace(name: "{impl#1}", scope: !90)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{null, !1226, !69, !1206}
!1226 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!1227 = !{!1220, !1228, !1229}
!1228 = !DILocalVariable(name: "ptr", arg: 2, scope: !1221, file: !1222, line: 440, type: !69)
!1229 = !DILocalVariable(name: "layout", arg: 3, scope: !1221, file: !1222, line: 440, type: !1206)
!1230 = !DILocation(line: 0, scope: !1221, inlinedAt: !1231)
!1231 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1217)
!1232 = !DILocalVariable(name: "self", arg: 1, scope: !1233, file: !1222, line: 323, type: !1226)
!1233 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !89, file: !1222, line: 323, type: !1224, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !1234, retainedNodes: !1235)
!1234 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !89, file: !1222, line: 323, type: !1224, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!1235 = !{!1232, !1236, !1237}
!1236 = !DILocalVariable(name: "ptr", arg: 2, scope: !1233, file: !1222, line: 323, type: !69)
!1237 = !DILocalVariable(name: "layout", arg: 3, scope: !1233, file: !1222, line: 323, type: !1206)
!1238 = !DILocation(line: 0, scope: !1233, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1231)
!1240 = !DILocalVariable(name: "ptr", arg: 1, scope: !1241, file: !1222, line: 199, type: !69)
!1241 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !89, file: !1222, line: 199, type: !1242, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !1244, retainedNodes: !1245)
!1242 = !DISubroutineType(types: !1243)
!1243 = !{null, !69, !1206}
!1244 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !89, file: !1222, line: 199, type: !1242, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!1245 = !{!1240, !1246}
!1246 = !DILocalVariable(name: "layout", arg: 2, scope: !1241, file: !1222, line: 199, type: !1206)
!1247 = !DILocation(line: 0, scope: !1241, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1239)
!1249 = !DILocalVariable(name: "layout", arg: 2, scope: !1250, file: !1222, line: 114, type: !1206)
!1250 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !90, file: !1222, line: 114, type: !1251, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1253)
!1251 = !DISubroutineType(types: !1252)
!1252 = !{null, !712, !1206}
!1253 = !{!1254, !1249}
!1254 = !DILocalVariable(name: "ptr", arg: 1, scope: !1250, file: !1222, line: 114, type: !712)
!1255 = !DILocation(line: 0, scope: !1250, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1248)
!1257 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1256)
!1258 = !DILocation(line: 0, scope: !1183, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1177)
!1260 = !DILocation(line: 0, scope: !1205, inlinedAt: !1259)
!1261 = !DILocation(line: 0, scope: !1192, inlinedAt: !1259)
!1262 = !DILocation(line: 0, scope: !1221, inlinedAt: !1263)
!1263 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1259)
!1264 = !DILocation(line: 0, scope: !1233, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1263)
!1266 = !DILocation(line: 0, scope: !1241, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1265)
!1268 = !DILocation(line: 0, scope: !1250, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1267)
!1270 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1269)
!1271 = !{!1144, !1120, !1107}
!1272 = !{i64 0, i64 -9223372036854775808}
!1273 = !DILocalVariable(arg: 1, scope: !1274, file: !852, line: 805, type: !1277)
!1274 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr117drop_in_place$LT$alloc..raw_vec..RawVec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$17h73725a8974d41b23E", scope: !66, file: !852, line: 805, type: !1275, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1279, retainedNodes: !1278)
!1275 = !DISubroutineType(types: !1276)
!1276 = !{null, !1277}
!1277 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!1278 = !{!1273}
!1279 = !{!1280}
!1280 = !DITemplateTypeParameter(name: "T", type: !57)
!1281 = !DILocation(line: 0, scope: !1274, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 805, column: 1, scope: !1124, inlinedAt: !1130)
!1283 = !DILocalVariable(name: "self", arg: 1, scope: !1284, file: !1285, line: 421, type: !1289)
!1284 = distinct !DISubprogram(name: "drop<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hbf6fd85b0d7e8125E", scope: !1286, file: !1285, line: 421, type: !1287, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, retainedNodes: !1290)
!1285 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!1286 = !DINamespace(name: "{impl#3}", scope: !58)
!1287 = !DISubroutineType(types: !1288)
!1288 = !{null, !1289}
!1289 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!1290 = !{!1283}
!1291 = !DILocation(line: 0, scope: !1284, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 805, column: 1, scope: !1274, inlinedAt: !1282)
!1293 = !DILocalVariable(name: "self", arg: 1, scope: !1294, file: !1285, line: 870, type: !1297)
!1294 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha1e200552df2f5e3E", scope: !61, file: !1285, line: 870, type: !1295, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !1298, retainedNodes: !1299)
!1295 = !DISubroutineType(types: !1296)
!1296 = !{null, !1297, !1206}
!1297 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !61, size: 64, align: 64, dwarfAddressSpace: 0)
!1298 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha1e200552df2f5e3E", scope: !61, file: !1285, line: 870, type: !1295, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!1299 = !{!1293, !1300, !1301, !1303}
!1300 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1294, file: !1285, line: 870, type: !1206)
!1301 = !DILocalVariable(name: "ptr", scope: !1302, file: !1285, line: 872, type: !69, align: 64)
!1302 = distinct !DILexicalBlock(scope: !1294, file: !1285, line: 872, column: 82)
!1303 = !DILocalVariable(name: "layout", scope: !1302, file: !1285, line: 872, type: !1206, align: 64)
!1304 = !DILocation(line: 0, scope: !1294, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 423, column: 29, scope: !1284, inlinedAt: !1292)
!1306 = !DILocalVariable(name: "self", arg: 1, scope: !1307, file: !1285, line: 631, type: !1327)
!1307 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h831e34e33ba3b957E", scope: !61, file: !1285, line: 631, type: !1308, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !1328, retainedNodes: !1329)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!1310, !1327, !1206}
!1310 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !98, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1311, templateParams: !80, identifier: "ee7541504661f874c2915c0073b72bc1")
!1311 = !{!1312}
!1312 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1310, file: !8, size: 192, align: 64, elements: !1313, templateParams: !80, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !1326)
!1313 = !{!1314, !1322}
!1314 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1312, file: !8, baseType: !1315, size: 192, align: 64, extraData: i64 0)
!1315 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1310, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !1316, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!1316 = !{!1317}
!1317 = !DITemplateTypeParameter(name: "T", type: !1318)
!1318 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !8, size: 192, align: 64, elements: !1319, templateParams: !80, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!1319 = !{!1320, !1321}
!1320 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1318, file: !8, baseType: !69, size: 64, align: 64)
!1321 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1318, file: !8, baseType: !1206, size: 128, align: 64, offset: 64)
!1322 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1312, file: !8, baseType: !1323, size: 192, align: 64)
!1323 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1310, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1324, templateParams: !1316, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!1324 = !{!1325}
!1325 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1323, file: !8, baseType: !1318, size: 192, align: 64, flags: DIFlagPublic)
!1326 = !DIDerivedType(tag: DW_TAG_member, scope: !1310, file: !8, baseType: !111, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!1327 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !61, size: 64, align: 64, dwarfAddressSpace: 0)
!1328 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h831e34e33ba3b957E", scope: !61, file: !1285, line: 631, type: !1308, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!1329 = !{!1306, !1330, !1331, !1333}
!1330 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1307, file: !1285, line: 631, type: !1206)
!1331 = !DILocalVariable(name: "alloc_size", scope: !1332, file: !1285, line: 640, type: !87, align: 64)
!1332 = distinct !DILexicalBlock(scope: !1307, file: !1285, line: 640, column: 17)
!1333 = !DILocalVariable(name: "layout", scope: !1334, file: !1285, line: 641, type: !1206, align: 64)
!1334 = distinct !DILexicalBlock(scope: !1332, file: !1285, line: 641, column: 17)
!1335 = !DILocation(line: 0, scope: !1307, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 872, column: 52, scope: !1302, inlinedAt: !1305)
!1337 = !DILocalVariable(name: "self", arg: 1, scope: !1338, file: !1339, line: 1220, type: !87)
!1338 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !1340, file: !1339, line: 1220, type: !1341, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1343)
!1339 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!1340 = !DINamespace(name: "{impl#11}", scope: !84)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{!87, !87, !87, !553}
!1343 = !{!1337, !1344}
!1344 = !DILocalVariable(name: "rhs", arg: 2, scope: !1338, file: !1339, line: 1220, type: !87)
!1345 = !DILocation(line: 0, scope: !1338, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 640, column: 53, scope: !1307, inlinedAt: !1336)
!1347 = !DILocation(line: 632, column: 39, scope: !1307, inlinedAt: !1336)
!1348 = !DILocation(line: 1232, column: 17, scope: !1338, inlinedAt: !1346)
!1349 = !DILocation(line: 0, scope: !1302, inlinedAt: !1305)
!1350 = !DILocation(line: 0, scope: !1221, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 874, column: 28, scope: !1302, inlinedAt: !1305)
!1352 = !DILocation(line: 0, scope: !1233, inlinedAt: !1353)
!1353 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1351)
!1354 = !DILocation(line: 0, scope: !1241, inlinedAt: !1355)
!1355 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1353)
!1356 = !DILocation(line: 0, scope: !1250, inlinedAt: !1357)
!1357 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1355)
!1358 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1357)
!1359 = !DILocation(line: 200, column: 9, scope: !1241, inlinedAt: !1355)
!1360 = !DILocation(line: 0, scope: !1274, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 805, column: 1, scope: !1124, inlinedAt: !1130)
!1362 = !DILocation(line: 0, scope: !1284, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 805, column: 1, scope: !1274, inlinedAt: !1361)
!1364 = !DILocation(line: 0, scope: !1294, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 423, column: 29, scope: !1284, inlinedAt: !1363)
!1366 = !DILocation(line: 0, scope: !1307, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 872, column: 52, scope: !1302, inlinedAt: !1365)
!1368 = !DILocation(line: 0, scope: !1338, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 640, column: 53, scope: !1307, inlinedAt: !1367)
!1370 = !DILocation(line: 632, column: 39, scope: !1307, inlinedAt: !1367)
!1371 = !DILocation(line: 1232, column: 17, scope: !1338, inlinedAt: !1369)
!1372 = !DILocation(line: 0, scope: !1302, inlinedAt: !1365)
!1373 = !DILocation(line: 0, scope: !1221, inlinedAt: !1374)
!1374 = distinct !DILocation(line: 874, column: 28, scope: !1302, inlinedAt: !1365)
!1375 = !DILocation(line: 0, scope: !1233, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1374)
!1377 = !DILocation(line: 0, scope: !1241, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1376)
!1379 = !DILocation(line: 0, scope: !1250, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1378)
!1381 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1380)
!1382 = !DILocation(line: 200, column: 9, scope: !1241, inlinedAt: !1378)
!1383 = distinct !DISubprogram(name: "drop_in_place<tlskeep::Item>", linkageName: "_ZN4core3ptr34drop_in_place$LT$tlskeep..Item$GT$17hbb01518da2fb8135E", scope: !66, file: !852, line: 805, type: !1384, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1200, retainedNodes: !1387)
!1384 = !DISubroutineType(types: !1385)
!1385 = !{null, !1386}
!1386 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut tlskeep::Item", baseType: !107, size: 64, align: 64, dwarfAddressSpace: 0)
!1387 = !{!1388}
!1388 = !DILocalVariable(arg: 1, scope: !1383, file: !852, line: 805, type: !1386)
!1389 = !DILocation(line: 0, scope: !1383)
!1390 = !{!1391}
!1391 = distinct !{!1391, !1392, !"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E: %_1"}
!1392 = distinct !{!1392, !"_ZN4core3ptr87drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$17hc35ade54d65026f7E"}
!1393 = !DILocation(line: 805, column: 1, scope: !1383)
!1394 = !DILocation(line: 0, scope: !1162, inlinedAt: !1395)
!1395 = distinct !DILocation(line: 805, column: 1, scope: !1383)
!1396 = !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1395)
!1397 = !DILocation(line: 0, scope: !1171, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1395)
!1399 = !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1398)
!1400 = !{!1401, !1391}
!1401 = distinct !{!1401, !1402, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E: %_1"}
!1402 = distinct !{!1402, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E"}
!1403 = !DILocation(line: 0, scope: !1183, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1398)
!1405 = !DILocation(line: 0, scope: !1205, inlinedAt: !1404)
!1406 = !DILocation(line: 0, scope: !1192, inlinedAt: !1404)
!1407 = !DILocation(line: 0, scope: !1221, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1404)
!1409 = !DILocation(line: 0, scope: !1233, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1408)
!1411 = !DILocation(line: 0, scope: !1241, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1410)
!1413 = !DILocation(line: 0, scope: !1250, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1412)
!1415 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1414)
!1416 = !DILocation(line: 0, scope: !1183, inlinedAt: !1417)
!1417 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1398)
!1418 = !DILocation(line: 0, scope: !1205, inlinedAt: !1417)
!1419 = !DILocation(line: 0, scope: !1192, inlinedAt: !1417)
!1420 = !DILocation(line: 0, scope: !1221, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1417)
!1422 = !DILocation(line: 0, scope: !1233, inlinedAt: !1423)
!1423 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1421)
!1424 = !DILocation(line: 0, scope: !1241, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1423)
!1426 = !DILocation(line: 0, scope: !1250, inlinedAt: !1427)
!1427 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1425)
!1428 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1427)
!1429 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Error>", linkageName: "_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17hffb897dafe87e13fE", scope: !66, file: !852, line: 805, type: !1430, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1435, retainedNodes: !1433)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{null, !1432}
!1432 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Error", baseType: !306, size: 64, align: 64, dwarfAddressSpace: 0)
!1433 = !{!1434}
!1434 = !DILocalVariable(arg: 1, scope: !1429, file: !852, line: 805, type: !1432)
!1435 = !{!1436}
!1436 = !DITemplateTypeParameter(name: "T", type: !306)
!1437 = !DILocation(line: 0, scope: !1429)
!1438 = !DILocalVariable(arg: 1, scope: !1439, file: !852, line: 805, type: !1442)
!1439 = distinct !DISubprogram(name: "drop_in_place<std::io::error::repr_bitpacked::Repr>", linkageName: "_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hbae87a9fac333d4dE", scope: !66, file: !852, line: 805, type: !1440, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1444, retainedNodes: !1443)
!1440 = !DISubroutineType(types: !1441)
!1441 = !{null, !1442}
!1442 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::repr_bitpacked::Repr", baseType: !309, size: 64, align: 64, dwarfAddressSpace: 0)
!1443 = !{!1438}
!1444 = !{!1445}
!1445 = !DITemplateTypeParameter(name: "T", type: !309)
!1446 = !DILocation(line: 0, scope: !1439, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 805, column: 1, scope: !1429)
!1448 = !DILocalVariable(name: "self", arg: 1, scope: !1449, file: !640, line: 230, type: !1453)
!1449 = distinct !DISubprogram(name: "drop", linkageName: "_RNvXs1_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4ReprNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop", scope: !1450, file: !640, line: 230, type: !1451, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1454)
!1450 = !DINamespace(name: "{impl#3}", scope: !310)
!1451 = !DISubroutineType(types: !1452)
!1452 = !{null, !1453}
!1453 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::io::error::repr_bitpacked::Repr", baseType: !309, size: 64, align: 64, dwarfAddressSpace: 0)
!1454 = !{!1448}
!1455 = !DILocation(line: 0, scope: !1449, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 805, column: 1, scope: !1439, inlinedAt: !1447)
!1457 = !DILocalVariable(name: "ptr", arg: 1, scope: !1458, file: !640, line: 244, type: !313)
!1458 = distinct !DISubprogram(name: "decode_repr<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", linkageName: "_ZN3std2io5error14repr_bitpacked11decode_repr17hd9b4c5b8c3be6732E", scope: !310, file: !640, line: 244, type: !1459, scopeLine: 244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1475, retainedNodes: !1463)
!1459 = !DISubroutineType(types: !1460)
!1460 = !{!321, !313, !1461}
!1461 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1462, file: !8, align: 8, elements: !80, identifier: "314169df718c082536f851d87fa6c097")
!1462 = !DINamespace(name: "drop", scope: !1450)
!1463 = !{!1457, !1464, !1465, !1467, !1469, !1471, !1473}
!1464 = !DILocalVariable(name: "make_custom", arg: 2, scope: !1458, file: !640, line: 244, type: !1461)
!1465 = !DILocalVariable(name: "bits", scope: !1466, file: !640, line: 248, type: !87, align: 64)
!1466 = distinct !DILexicalBlock(scope: !1458, file: !640, line: 248, column: 5)
!1467 = !DILocalVariable(name: "code", scope: !1468, file: !640, line: 251, type: !329, align: 32)
!1468 = distinct !DILexicalBlock(scope: !1466, file: !640, line: 251, column: 13)
!1469 = !DILocalVariable(name: "kind_bits", scope: !1470, file: !640, line: 255, type: !481, align: 32)
!1470 = distinct !DILexicalBlock(scope: !1466, file: !640, line: 255, column: 13)
!1471 = !DILocalVariable(name: "kind", scope: !1472, file: !640, line: 256, type: !227, align: 8)
!1472 = distinct !DILexicalBlock(scope: !1470, file: !640, line: 256, column: 13)
!1473 = !DILocalVariable(name: "custom", scope: !1474, file: !640, line: 276, type: !690, align: 64)
!1474 = distinct !DILexicalBlock(scope: !1466, file: !640, line: 276, column: 13)
!1475 = !{!331, !1476}
!1476 = !DITemplateTypeParameter(name: "F", type: !1461)
!1477 = !DILocation(line: 0, scope: !1458, inlinedAt: !1478)
!1478 = distinct !DILocation(line: 234, column: 21, scope: !1449, inlinedAt: !1456)
!1479 = !DILocation(line: 244, column: 47, scope: !1458, inlinedAt: !1478)
!1480 = !DILocalVariable(name: "count", scope: !1481, file: !698, line: 1244, type: !87, align: 64)
!1481 = distinct !DISubprogram(name: "wrapping_byte_sub<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$17wrapping_byte_sub17h5d0ba99b28bbf8a9E", scope: !699, file: !698, line: 1244, type: !701, scopeLine: 1244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !316, retainedNodes: !1482)
!1482 = !{!1483, !1480}
!1483 = !DILocalVariable(name: "self", arg: 1, scope: !1481, file: !698, line: 1244, type: !703)
!1484 = !DILocation(line: 0, scope: !1481, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 276, column: 39, scope: !1466, inlinedAt: !1478)
!1486 = !DILocalVariable(name: "count", scope: !1487, file: !698, line: 1224, type: !87, align: 64)
!1487 = distinct !DISubprogram(name: "wrapping_sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$12wrapping_sub17hf29148e87ecf38cfE", scope: !699, file: !698, line: 1224, type: !710, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !1488)
!1488 = !{!1489, !1486}
!1489 = !DILocalVariable(name: "self", arg: 1, scope: !1487, file: !698, line: 1224, type: !712)
!1490 = !DILocation(line: 0, scope: !1487, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 1245, column: 27, scope: !1481, inlinedAt: !1485)
!1492 = !DILocalVariable(name: "count", scope: !1493, file: !698, line: 465, type: !45, align: 64)
!1493 = distinct !DISubprogram(name: "wrapping_offset<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$15wrapping_offset17hfe0e427ed0963405E", scope: !699, file: !698, line: 465, type: !719, scopeLine: 465, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, retainedNodes: !1494)
!1494 = !{!1495, !1492}
!1495 = !DILocalVariable(name: "self", arg: 1, scope: !1493, file: !698, line: 465, type: !712)
!1496 = !DILocation(line: 0, scope: !1493, inlinedAt: !1497)
!1497 = distinct !DILocation(line: 1228, column: 14, scope: !1487, inlinedAt: !1491)
!1498 = !DILocalVariable(name: "self", arg: 1, scope: !1499, file: !698, line: 144, type: !703)
!1499 = distinct !DISubprogram(name: "addr<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$4addr17hc32a410dfee9bb23E", scope: !699, file: !698, line: 144, type: !1500, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !316, retainedNodes: !1502)
!1500 = !DISubroutineType(types: !1501)
!1501 = !{!87, !703}
!1502 = !{!1498}
!1503 = !DILocation(line: 0, scope: !1499, inlinedAt: !1504)
!1504 = distinct !DILocation(line: 248, column: 29, scope: !1458, inlinedAt: !1478)
!1505 = !DILocation(line: 150, column: 18, scope: !1499, inlinedAt: !1504)
!1506 = !DILocation(line: 0, scope: !1466, inlinedAt: !1478)
!1507 = !DILocation(line: 249, column: 11, scope: !1466, inlinedAt: !1478)
!1508 = !DILocation(line: 249, column: 5, scope: !1466, inlinedAt: !1478)
!1509 = !DILocation(line: 0, scope: !1470, inlinedAt: !1478)
!1510 = !DILocalVariable(name: "self", arg: 1, scope: !1511, file: !759, line: 1061, type: !760)
!1511 = distinct !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h2079ef424b6c6c81E", scope: !760, file: !759, line: 1061, type: !1512, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1518, declaration: !1517, retainedNodes: !1520)
!1512 = !DISubroutineType(types: !1513)
!1513 = !{!227, !760, !1514, !553}
!1514 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", scope: !776, file: !8, size: 64, align: 64, elements: !1515, templateParams: !80, identifier: "d60917ee853a876041acadc572b8e29b")
!1515 = !{!1516}
!1516 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__bits", scope: !1514, file: !8, baseType: !779, size: 64, align: 64)
!1517 = !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h2079ef424b6c6c81E", scope: !760, file: !759, line: 1061, type: !1512, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1518)
!1518 = !{!767, !1519}
!1519 = !DITemplateTypeParameter(name: "F", type: !1514)
!1520 = !{!1510, !1521, !1522}
!1521 = !DILocalVariable(name: "f", scope: !1511, file: !759, line: 1061, type: !1514, align: 64)
!1522 = !DILocalVariable(name: "x", scope: !1523, file: !759, line: 1066, type: !227, align: 8)
!1523 = distinct !DILexicalBlock(scope: !1511, file: !759, line: 1066, column: 13)
!1524 = !DILocation(line: 0, scope: !1511, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 256, column: 50, scope: !1470, inlinedAt: !1478)
!1526 = !DILocation(line: 1061, column: 42, scope: !1511, inlinedAt: !1525)
!1527 = !DILocation(line: 1065, column: 15, scope: !1511, inlinedAt: !1525)
!1528 = !DILocation(line: 1065, column: 9, scope: !1511, inlinedAt: !1525)
!1529 = !DILocation(line: 267, column: 9, scope: !1466, inlinedAt: !1478)
!1530 = !DILocation(line: 470, column: 18, scope: !1493, inlinedAt: !1497)
!1531 = !DILocalVariable(arg: 1, scope: !1532, file: !852, line: 805, type: !1535)
!1532 = distinct !DISubprogram(name: "drop_in_place<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr101drop_in_place$LT$std..io..error..ErrorData$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$$GT$17h825c8a1b5f283647E", scope: !66, file: !852, line: 805, type: !1533, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !319, retainedNodes: !1536)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{null, !1535}
!1535 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", baseType: !321, size: 64, align: 64, dwarfAddressSpace: 0)
!1536 = !{!1531}
!1537 = !DILocation(line: 0, scope: !1532, inlinedAt: !1538)
!1538 = distinct !DILocation(line: 234, column: 72, scope: !1449, inlinedAt: !1456)
!1539 = !DILocalVariable(arg: 1, scope: !1540, file: !852, line: 805, type: !1543)
!1540 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17hc2d0811ee83c533aE", scope: !66, file: !852, line: 805, type: !1541, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1545, retainedNodes: !1544)
!1541 = !DISubroutineType(types: !1542)
!1542 = !{null, !1543}
!1543 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !332, size: 64, align: 64, dwarfAddressSpace: 0)
!1544 = !{!1539}
!1545 = !{!1546}
!1546 = !DITemplateTypeParameter(name: "T", type: !332)
!1547 = !DILocation(line: 0, scope: !1540, inlinedAt: !1548)
!1548 = distinct !DILocation(line: 805, column: 1, scope: !1532, inlinedAt: !1538)
!1549 = !DILocation(line: 805, column: 1, scope: !1540, inlinedAt: !1548)
!1550 = !DILocalVariable(arg: 1, scope: !1551, file: !852, line: 805, type: !690)
!1551 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Custom>", linkageName: "_ZN4core3ptr43drop_in_place$LT$std..io..error..Custom$GT$17hf78894d77478fa9aE", scope: !66, file: !852, line: 805, type: !1552, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1555, retainedNodes: !1554)
!1552 = !DISubroutineType(types: !1553)
!1553 = !{null, !690}
!1554 = !{!1550}
!1555 = !{!1556}
!1556 = !DITemplateTypeParameter(name: "T", type: !333)
!1557 = !DILocation(line: 0, scope: !1551, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 805, column: 1, scope: !1540, inlinedAt: !1548)
!1559 = !DILocalVariable(arg: 1, scope: !1560, file: !852, line: 805, type: !1563)
!1560 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr118drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..error..Error$u2b$core..marker..Sync$u2b$core..marker..Send$GT$$GT$17h6e39d04a2d8f26d4E", scope: !66, file: !852, line: 805, type: !1561, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1565, retainedNodes: !1564)
!1561 = !DISubroutineType(types: !1562)
!1562 = !{null, !1563}
!1563 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !337, size: 64, align: 64, dwarfAddressSpace: 0)
!1564 = !{!1559}
!1565 = !{!1566}
!1566 = !DITemplateTypeParameter(name: "T", type: !337)
!1567 = !DILocation(line: 0, scope: !1560, inlinedAt: !1568)
!1568 = distinct !DILocation(line: 805, column: 1, scope: !1551, inlinedAt: !1558)
!1569 = !DILocation(line: 805, column: 1, scope: !1560, inlinedAt: !1568)
!1570 = !DILocalVariable(name: "self", arg: 1, scope: !1571, file: !1184, line: 1913, type: !1574)
!1571 = distinct !DISubprogram(name: "drop<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h02d4bb1c7d93fe17E", scope: !1185, file: !1184, line: 1913, type: !1572, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1594, retainedNodes: !1575)
!1572 = !DISubroutineType(types: !1573)
!1573 = !{null, !1574}
!1574 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !337, size: 64, align: 64, dwarfAddressSpace: 0)
!1575 = !{!1570, !1576, !1576, !1592}
!1576 = !DILocalVariable(name: "ptr", scope: !1577, file: !1184, line: 1916, type: !1578, align: 64)
!1577 = distinct !DILexicalBlock(scope: !1571, file: !1184, line: 1916, column: 9)
!1578 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !65, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1579, templateParams: !1588, identifier: "c75dfb3328e50b02baa35712fc26e5d5")
!1579 = !{!1580, !1590}
!1580 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1578, file: !8, baseType: !1581, size: 128, align: 64, flags: DIFlagPrivate)
!1581 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !70, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1582, templateParams: !1588, identifier: "1702f4861b193fdb272a4e9f7186362a")
!1582 = !{!1583}
!1583 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1581, file: !8, baseType: !1584, size: 128, align: 64, flags: DIFlagPrivate)
!1584 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !8, size: 128, align: 64, elements: !1585, templateParams: !80, identifier: "1c7ce11c7517d39a58278ef010046c40")
!1585 = !{!1586, !1587}
!1586 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1584, file: !8, baseType: !340, size: 64, align: 64)
!1587 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1584, file: !8, baseType: !343, size: 64, align: 64, offset: 64)
!1588 = !{!1589}
!1589 = !DITemplateTypeParameter(name: "T", type: !341)
!1590 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1578, file: !8, baseType: !1591, align: 8, offset: 128, flags: DIFlagPrivate)
!1591 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !1588, identifier: "f0926be65b7b9355f7fa9e3fa007e214")
!1592 = !DILocalVariable(name: "layout", scope: !1593, file: !1184, line: 1919, type: !1206, align: 64)
!1593 = distinct !DILexicalBlock(scope: !1577, file: !1184, line: 1919, column: 13)
!1594 = !{!1589, !92}
!1595 = !DILocation(line: 0, scope: !1571, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 805, column: 1, scope: !1560, inlinedAt: !1568)
!1597 = !DILocation(line: 0, scope: !1577, inlinedAt: !1596)
!1598 = !DILocalVariable(name: "t", arg: 1, scope: !1599, file: !1600, line: 253, type: !1584)
!1599 = distinct !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hdf7eceecd48b6659E", scope: !1206, file: !1600, line: 253, type: !1601, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1588, declaration: !1603, retainedNodes: !1604)
!1600 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!1601 = !DISubroutineType(types: !1602)
!1602 = !{!1206, !1584}
!1603 = !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hdf7eceecd48b6659E", scope: !1206, file: !1600, line: 253, type: !1601, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1588)
!1604 = !{!1598, !1605, !1607}
!1605 = !DILocalVariable(name: "size", scope: !1606, file: !1600, line: 255, type: !87, align: 64)
!1606 = distinct !DILexicalBlock(scope: !1599, file: !1600, line: 255, column: 9)
!1607 = !DILocalVariable(name: "alignment", scope: !1606, file: !1600, line: 255, type: !1212, align: 64)
!1608 = !DILocation(line: 0, scope: !1599, inlinedAt: !1609)
!1609 = distinct !DILocation(line: 1919, column: 26, scope: !1577, inlinedAt: !1596)
!1610 = !DILocalVariable(name: "val", arg: 1, scope: !1611, file: !842, line: 427, type: !1584)
!1611 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem15size_of_val_raw17h0f22f9cba5feb159E", scope: !23, file: !842, line: 427, type: !1612, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1588, retainedNodes: !1614)
!1612 = !DISubroutineType(types: !1613)
!1613 = !{!87, !1584}
!1614 = !{!1610}
!1615 = !DILocation(line: 0, scope: !1611, inlinedAt: !1616)
!1616 = distinct !DILocation(line: 255, column: 43, scope: !1599, inlinedAt: !1609)
!1617 = !DILocalVariable(name: "val", arg: 1, scope: !1618, file: !1619, line: 123, type: !1584)
!1618 = distinct !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h0c86b2585c999814E", scope: !1212, file: !1619, line: 123, type: !1620, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1588, declaration: !1622, retainedNodes: !1623)
!1619 = !DIFile(filename: "library/core/src/ptr/alignment.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cac27ccc0ad4cc4f955f24d91514cdd0")
!1620 = !DISubroutineType(types: !1621)
!1621 = !{!1212, !1584}
!1622 = !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h0c86b2585c999814E", scope: !1212, file: !1619, line: 123, type: !1620, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1588)
!1623 = !{!1617, !1624}
!1624 = !DILocalVariable(name: "align", scope: !1625, file: !1619, line: 125, type: !87, align: 64)
!1625 = distinct !DILexicalBlock(scope: !1618, file: !1619, line: 125, column: 9)
!1626 = !DILocation(line: 0, scope: !1618, inlinedAt: !1627)
!1627 = distinct !DILocation(line: 255, column: 68, scope: !1599, inlinedAt: !1609)
!1628 = !DILocalVariable(name: "val", arg: 1, scope: !1629, file: !842, line: 566, type: !1584)
!1629 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem16align_of_val_raw17hd3ae49feee694fa8E", scope: !23, file: !842, line: 566, type: !1612, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1588, retainedNodes: !1630)
!1630 = !{!1628}
!1631 = !DILocation(line: 0, scope: !1629, inlinedAt: !1632)
!1632 = distinct !DILocation(line: 125, column: 30, scope: !1618, inlinedAt: !1627)
!1633 = !DILocation(line: 429, column: 14, scope: !1611, inlinedAt: !1616)
!1634 = !DILocation(line: 0, scope: !1593, inlinedAt: !1596)
!1635 = !DILocation(line: 1920, column: 16, scope: !1593, inlinedAt: !1596)
!1636 = !DILocation(line: 568, column: 14, scope: !1629, inlinedAt: !1632)
!1637 = !{i64 1, i64 536870913}
!1638 = !DILocation(line: 0, scope: !1221, inlinedAt: !1639)
!1639 = distinct !DILocation(line: 1921, column: 24, scope: !1593, inlinedAt: !1596)
!1640 = !DILocation(line: 0, scope: !1233, inlinedAt: !1641)
!1641 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1639)
!1642 = !DILocation(line: 0, scope: !1241, inlinedAt: !1643)
!1643 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1641)
!1644 = !DILocation(line: 0, scope: !1250, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1643)
!1646 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1645)
!1647 = !DILocation(line: 1920, column: 13, scope: !1593, inlinedAt: !1596)
!1648 = !DILocation(line: 0, scope: !1571, inlinedAt: !1649)
!1649 = distinct !DILocation(line: 805, column: 1, scope: !1560, inlinedAt: !1568)
!1650 = !DILocation(line: 0, scope: !1577, inlinedAt: !1649)
!1651 = !DILocation(line: 0, scope: !1599, inlinedAt: !1652)
!1652 = distinct !DILocation(line: 1919, column: 26, scope: !1577, inlinedAt: !1649)
!1653 = !DILocation(line: 0, scope: !1611, inlinedAt: !1654)
!1654 = distinct !DILocation(line: 255, column: 43, scope: !1599, inlinedAt: !1652)
!1655 = !DILocation(line: 0, scope: !1618, inlinedAt: !1656)
!1656 = distinct !DILocation(line: 255, column: 68, scope: !1599, inlinedAt: !1652)
!1657 = !DILocation(line: 0, scope: !1629, inlinedAt: !1658)
!1658 = distinct !DILocation(line: 125, column: 30, scope: !1618, inlinedAt: !1656)
!1659 = !DILocation(line: 429, column: 14, scope: !1611, inlinedAt: !1654)
!1660 = !DILocation(line: 0, scope: !1593, inlinedAt: !1649)
!1661 = !DILocation(line: 1920, column: 16, scope: !1593, inlinedAt: !1649)
!1662 = !DILocation(line: 568, column: 14, scope: !1629, inlinedAt: !1658)
!1663 = !DILocation(line: 0, scope: !1221, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 1921, column: 24, scope: !1593, inlinedAt: !1649)
!1665 = !DILocation(line: 0, scope: !1233, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1664)
!1667 = !DILocation(line: 0, scope: !1241, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1666)
!1669 = !DILocation(line: 0, scope: !1250, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1668)
!1671 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1670)
!1672 = !DILocation(line: 1920, column: 13, scope: !1593, inlinedAt: !1649)
!1673 = !DILocalVariable(name: "self", arg: 1, scope: !1674, file: !1184, line: 1913, type: !1677)
!1674 = distinct !DISubprogram(name: "drop<std::io::error::Custom, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf4676d388e693783E", scope: !1185, file: !1184, line: 1913, type: !1675, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1692, retainedNodes: !1678)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{null, !1677}
!1677 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !332, size: 64, align: 64, dwarfAddressSpace: 0)
!1678 = !{!1673, !1679, !1679, !1690}
!1679 = !DILocalVariable(name: "ptr", scope: !1680, file: !1184, line: 1916, type: !1681, align: 64)
!1680 = distinct !DILexicalBlock(scope: !1674, file: !1184, line: 1916, column: 9)
!1681 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<std::io::error::Custom>", scope: !65, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !1682, templateParams: !1555, identifier: "2a6dc4f46575480727e2e2fcd7184dbd")
!1682 = !{!1683, !1688}
!1683 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1681, file: !8, baseType: !1684, size: 64, align: 64, flags: DIFlagPrivate)
!1684 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<std::io::error::Custom>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !1685, templateParams: !1555, identifier: "27b44cab5b1d1849304c6ddb3fb66302")
!1685 = !{!1686}
!1686 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1684, file: !8, baseType: !1687, size: 64, align: 64, flags: DIFlagPrivate)
!1687 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const std::io::error::Custom", baseType: !333, size: 64, align: 64, dwarfAddressSpace: 0)
!1688 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1681, file: !8, baseType: !1689, align: 8, offset: 64, flags: DIFlagPrivate)
!1689 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::Custom>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !1555, identifier: "73a1c622db2f419c5739f1d7f60ad822")
!1690 = !DILocalVariable(name: "layout", scope: !1691, file: !1184, line: 1919, type: !1206, align: 64)
!1691 = distinct !DILexicalBlock(scope: !1680, file: !1184, line: 1919, column: 13)
!1692 = !{!1556, !92}
!1693 = !DILocation(line: 0, scope: !1674, inlinedAt: !1694)
!1694 = distinct !DILocation(line: 805, column: 1, scope: !1540, inlinedAt: !1548)
!1695 = !DILocation(line: 0, scope: !1691, inlinedAt: !1694)
!1696 = !DILocation(line: 0, scope: !1680, inlinedAt: !1694)
!1697 = !DILocation(line: 0, scope: !1221, inlinedAt: !1698)
!1698 = distinct !DILocation(line: 1921, column: 24, scope: !1691, inlinedAt: !1694)
!1699 = !DILocation(line: 0, scope: !1233, inlinedAt: !1700)
!1700 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1698)
!1701 = !DILocation(line: 0, scope: !1241, inlinedAt: !1702)
!1702 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1700)
!1703 = !DILocation(line: 0, scope: !1250, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1702)
!1705 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1704)
!1706 = !DILocation(line: 0, scope: !1674, inlinedAt: !1707)
!1707 = distinct !DILocation(line: 805, column: 1, scope: !1540, inlinedAt: !1548)
!1708 = !DILocation(line: 0, scope: !1691, inlinedAt: !1707)
!1709 = !DILocation(line: 0, scope: !1680, inlinedAt: !1707)
!1710 = !DILocation(line: 0, scope: !1221, inlinedAt: !1711)
!1711 = distinct !DILocation(line: 1921, column: 24, scope: !1691, inlinedAt: !1707)
!1712 = !DILocation(line: 0, scope: !1233, inlinedAt: !1713)
!1713 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1711)
!1714 = !DILocation(line: 0, scope: !1241, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1713)
!1716 = !DILocation(line: 0, scope: !1250, inlinedAt: !1717)
!1717 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1715)
!1718 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1717)
!1719 = !DILocation(line: 805, column: 1, scope: !1532, inlinedAt: !1538)
!1720 = !DILocation(line: 805, column: 1, scope: !1429)
!1721 = distinct !DISubprogram(name: "drop_in_place<tlskeep::k_keep::{closure_env#0}>", linkageName: "_ZN4core3ptr65drop_in_place$LT$tlskeep..k_keep..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5b28392ed7394c3eE", scope: !66, file: !852, line: 805, type: !1722, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1731, retainedNodes: !1729)
!1722 = !DISubroutineType(types: !1723)
!1723 = !{null, !1724}
!1724 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut tlskeep::k_keep::{closure_env#0}", baseType: !1725, size: 64, align: 64, dwarfAddressSpace: 0)
!1725 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1726, file: !8, size: 64, align: 64, elements: !1727, templateParams: !80, identifier: "b54c590156a32905f5c6686e295bf2c1")
!1726 = !DINamespace(name: "k_keep", scope: !5)
!1727 = !{!1728}
!1728 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !1725, file: !8, baseType: !97, size: 64, align: 64)
!1729 = !{!1730}
!1730 = !DILocalVariable(arg: 1, scope: !1721, file: !852, line: 805, type: !1724)
!1731 = !{!1732}
!1732 = !DITemplateTypeParameter(name: "T", type: !1725)
!1733 = !DILocation(line: 0, scope: !1721)
!1734 = !DILocation(line: 0, scope: !1162, inlinedAt: !1735)
!1735 = distinct !DILocation(line: 805, column: 1, scope: !1721)
!1736 = !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1735)
!1737 = !DILocation(line: 0, scope: !1171, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !1735)
!1739 = !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1738)
!1740 = !{!1741}
!1741 = distinct !{!1741, !1742, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E: %_1"}
!1742 = distinct !{!1742, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E"}
!1743 = !DILocation(line: 0, scope: !1183, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1738)
!1745 = !DILocation(line: 0, scope: !1205, inlinedAt: !1744)
!1746 = !DILocation(line: 0, scope: !1192, inlinedAt: !1744)
!1747 = !DILocation(line: 0, scope: !1221, inlinedAt: !1748)
!1748 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1744)
!1749 = !DILocation(line: 0, scope: !1233, inlinedAt: !1750)
!1750 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1748)
!1751 = !DILocation(line: 0, scope: !1241, inlinedAt: !1752)
!1752 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1750)
!1753 = !DILocation(line: 0, scope: !1250, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1752)
!1755 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1754)
!1756 = !DILocation(line: 0, scope: !1183, inlinedAt: !1757)
!1757 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !1738)
!1758 = !DILocation(line: 0, scope: !1205, inlinedAt: !1757)
!1759 = !DILocation(line: 0, scope: !1192, inlinedAt: !1757)
!1760 = !DILocation(line: 0, scope: !1221, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !1757)
!1762 = !DILocation(line: 0, scope: !1233, inlinedAt: !1763)
!1763 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !1761)
!1764 = !DILocation(line: 0, scope: !1241, inlinedAt: !1765)
!1765 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !1763)
!1766 = !DILocation(line: 0, scope: !1250, inlinedAt: !1767)
!1767 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !1765)
!1768 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !1767)
!1769 = !DILocation(line: 805, column: 1, scope: !1721)
!1770 = distinct !DISubprogram(name: "drop_in_place<core::result::Result<(), std::io::error::Error>>", linkageName: "_ZN4core3ptr81drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$std..io..error..Error$GT$$GT$17hb7e3ce67dffdc614E", scope: !66, file: !852, line: 805, type: !1771, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1776, retainedNodes: !1774)
!1771 = !DISubroutineType(types: !1772)
!1772 = !{null, !1773}
!1773 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::result::Result<(), std::io::error::Error>", baseType: !294, size: 64, align: 64, dwarfAddressSpace: 0)
!1774 = !{!1775}
!1775 = !DILocalVariable(arg: 1, scope: !1770, file: !852, line: 805, type: !1773)
!1776 = !{!1777}
!1777 = !DITemplateTypeParameter(name: "T", type: !294)
!1778 = !DILocation(line: 0, scope: !1770)
!1779 = !DILocation(line: 805, column: 1, scope: !1770)
!1780 = distinct !DISubprogram(name: "grow_one<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hb572dd7e3058913eE", scope: !57, file: !1285, line: 186, type: !1287, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !1781, retainedNodes: !1782)
!1781 = !DISubprogram(name: "grow_one<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hb572dd7e3058913eE", scope: !57, file: !1285, line: 186, type: !1287, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!1782 = !{!1783}
!1783 = !DILocalVariable(name: "self", arg: 1, scope: !1780, file: !1285, line: 186, type: !1289)
!1784 = !DILocation(line: 0, scope: !1780)
!1785 = !DILocalVariable(name: "elem_layout", scope: !1786, file: !1285, line: 489, type: !1206, align: 64)
!1786 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17h4a9dc74a4cdc0252E", scope: !61, file: !1285, line: 489, type: !1295, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !1787, retainedNodes: !1788)
!1787 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17h4a9dc74a4cdc0252E", scope: !61, file: !1285, line: 489, type: !1295, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!1788 = !{!1789, !1785, !1790}
!1789 = !DILocalVariable(name: "self", arg: 1, scope: !1786, file: !1285, line: 489, type: !1297)
!1790 = !DILocalVariable(name: "err", scope: !1791, file: !1285, line: 491, type: !1792, align: 64)
!1791 = distinct !DILexicalBlock(scope: !1786, file: !1285, line: 491, column: 95)
!1792 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !1793, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1794, templateParams: !80, identifier: "aadc5b14185c42e764a105b028ba728d")
!1793 = !DINamespace(name: "collections", scope: !54)
!1794 = !{!1795}
!1795 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !1792, file: !8, baseType: !1796, size: 128, align: 64, flags: DIFlagPrivate)
!1796 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !1793, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1797, templateParams: !80, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!1797 = !{!1798}
!1798 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1796, file: !8, size: 128, align: 64, elements: !1799, templateParams: !80, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !1807)
!1799 = !{!1800, !1802}
!1800 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !1798, file: !8, baseType: !1801, size: 128, align: 64, extraData: i64 0)
!1801 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !1796, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !80, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!1802 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !1798, file: !8, baseType: !1803, size: 128, align: 64)
!1803 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !1796, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1804, templateParams: !80, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!1804 = !{!1805, !1806}
!1805 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !1803, file: !8, baseType: !1206, size: 128, align: 64, flags: DIFlagPublic)
!1806 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !1803, file: !8, baseType: !26, align: 8, offset: 128, flags: DIFlagPublic)
!1807 = !DIDerivedType(tag: DW_TAG_member, scope: !1796, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1808 = !DILocation(line: 0, scope: !1786, inlinedAt: !1809)
!1809 = !DILocation(line: 188, column: 29, scope: !1780)
!1810 = !DILocation(line: 491, column: 56, scope: !1791, inlinedAt: !1809)
!1811 = !DILocation(line: 491, column: 41, scope: !1791, inlinedAt: !1809)
!1812 = !DILocation(line: 491, column: 27, scope: !1791, inlinedAt: !1809)
!1813 = !DILocation(line: 491, column: 16, scope: !1791, inlinedAt: !1809)
!1814 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1815 = !DILocation(line: 0, scope: !1791, inlinedAt: !1809)
!1816 = !DILocation(line: 492, column: 13, scope: !1791, inlinedAt: !1809)
!1817 = !DILocation(line: 189, column: 6, scope: !1780)
!1818 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hb634e6f01eec9e54E", scope: !61, file: !1285, line: 542, type: !1819, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !1840, retainedNodes: !1842)
!1819 = !DISubroutineType(cc: DW_CC_nocall, types: !1820)
!1820 = !{!1821, !1327, !87, !1206}
!1821 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !295, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1822, templateParams: !80, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!1822 = !{!1823}
!1823 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1821, file: !8, size: 192, align: 64, elements: !1824, templateParams: !80, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !1839)
!1824 = !{!1825, !1835}
!1825 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1823, file: !8, baseType: !1826, size: 192, align: 64, extraData: i64 0)
!1826 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1821, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1827, templateParams: !1832, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!1827 = !{!1828}
!1828 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1826, file: !8, baseType: !1829, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1829 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !70, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1830, templateParams: !75, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!1830 = !{!1831}
!1831 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1829, file: !8, baseType: !593, size: 128, align: 64, flags: DIFlagPrivate)
!1832 = !{!1833, !1834}
!1833 = !DITemplateTypeParameter(name: "T", type: !1829)
!1834 = !DITemplateTypeParameter(name: "E", type: !1792)
!1835 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1823, file: !8, baseType: !1836, size: 192, align: 64, extraData: i64 1)
!1836 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1821, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1837, templateParams: !1832, identifier: "9234330068e745d91141199209a66860")
!1837 = !{!1838}
!1838 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1836, file: !8, baseType: !1792, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1839 = !DIDerivedType(tag: DW_TAG_member, scope: !1821, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1840 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hb634e6f01eec9e54E", scope: !61, file: !1285, line: 542, type: !1841, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!1841 = !DISubroutineType(types: !1820)
!1842 = !{!1843, !1844, !1845, !1846, !1848, !1868, !1870, !1888, !1890, !1891}
!1843 = !DILocalVariable(name: "self", arg: 1, scope: !1818, file: !1285, line: 543, type: !1327)
!1844 = !DILocalVariable(name: "cap", arg: 2, scope: !1818, file: !1285, line: 544, type: !87)
!1845 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !1818, file: !1285, line: 545, type: !1206)
!1846 = !DILocalVariable(name: "new_layout", scope: !1847, file: !1285, line: 547, type: !1206, align: 64)
!1847 = distinct !DILexicalBlock(scope: !1818, file: !1285, line: 547, column: 9)
!1848 = !DILocalVariable(name: "residual", scope: !1849, file: !1285, line: 547, type: !1850, align: 64)
!1849 = distinct !DILexicalBlock(scope: !1818, file: !1285, line: 547, column: 56)
!1850 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1851, templateParams: !80, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!1851 = !{!1852}
!1852 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1850, file: !8, size: 128, align: 64, elements: !1853, templateParams: !80, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!1853 = !{!1854, !1864}
!1854 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1852, file: !8, baseType: !1855, size: 128, align: 64)
!1855 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1850, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1856, templateParams: !1862, identifier: "725030a854544723e0ecac01ee80d30f")
!1856 = !{!1857}
!1857 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1855, file: !8, baseType: !1858, align: 8, flags: DIFlagPublic)
!1858 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !1859, file: !8, align: 8, flags: DIFlagPublic, elements: !1860, templateParams: !80, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!1859 = !DINamespace(name: "convert", scope: !18)
!1860 = !{!1861}
!1861 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1858, file: !8, align: 8, elements: !80, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!1862 = !{!1863, !1834}
!1863 = !DITemplateTypeParameter(name: "T", type: !1858)
!1864 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1852, file: !8, baseType: !1865, size: 128, align: 64)
!1865 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1850, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1866, templateParams: !1862, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!1866 = !{!1867}
!1867 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1865, file: !8, baseType: !1792, size: 128, align: 64, flags: DIFlagPublic)
!1868 = !DILocalVariable(name: "val", scope: !1869, file: !1285, line: 547, type: !1206, align: 64)
!1869 = distinct !DILexicalBlock(scope: !1818, file: !1285, line: 547, column: 56)
!1870 = !DILocalVariable(name: "memory", scope: !1871, file: !1285, line: 549, type: !1872, align: 64)
!1871 = distinct !DILexicalBlock(scope: !1847, file: !1285, line: 549, column: 9)
!1872 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1873, templateParams: !80, identifier: "519a674418a5b51cf8bee27a967aa54e")
!1873 = !{!1874}
!1874 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1872, file: !8, size: 128, align: 64, elements: !1875, templateParams: !80, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !1887)
!1875 = !{!1876, !1883}
!1876 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1874, file: !8, baseType: !1877, size: 128, align: 64)
!1877 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1872, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1878, templateParams: !1880, identifier: "30b736d771929d0b7715388dfe942406")
!1878 = !{!1879}
!1879 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1877, file: !8, baseType: !1829, size: 128, align: 64, flags: DIFlagPublic)
!1880 = !{!1833, !1881}
!1881 = !DITemplateTypeParameter(name: "E", type: !1882)
!1882 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !1208, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!1883 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1874, file: !8, baseType: !1884, size: 128, align: 64, extraData: i64 0)
!1884 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1872, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1885, templateParams: !1880, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!1885 = !{!1886}
!1886 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1884, file: !8, baseType: !1882, align: 8, flags: DIFlagPublic)
!1887 = !DIDerivedType(tag: DW_TAG_member, scope: !1872, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1888 = !DILocalVariable(name: "ptr", scope: !1889, file: !1285, line: 549, type: !69, align: 64)
!1889 = distinct !DILexicalBlock(scope: !1847, file: !1285, line: 549, column: 99)
!1890 = !DILocalVariable(name: "old_layout", scope: !1889, file: !1285, line: 549, type: !1206, align: 64)
!1891 = !DILocalVariable(name: "memory", scope: !1892, file: !1285, line: 563, type: !1829, align: 64)
!1892 = distinct !DILexicalBlock(scope: !1871, file: !1285, line: 563, column: 13)
!1893 = !DILocation(line: 0, scope: !1818)
!1894 = !DILocalVariable(name: "cap", arg: 1, scope: !1895, file: !1285, line: 894, type: !87)
!1895 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !58, file: !1285, line: 894, type: !1896, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1913)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{!1898, !87, !1206}
!1898 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !295, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1899, templateParams: !80, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!1899 = !{!1900}
!1900 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1898, file: !8, size: 192, align: 64, elements: !1901, templateParams: !80, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !1912)
!1901 = !{!1902, !1908}
!1902 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1900, file: !8, baseType: !1903, size: 192, align: 64, extraData: i64 0)
!1903 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1898, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1904, templateParams: !1906, identifier: "3468e8a189e0e1406885d0070654e614")
!1904 = !{!1905}
!1905 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1903, file: !8, baseType: !1206, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1906 = !{!1907, !1834}
!1907 = !DITemplateTypeParameter(name: "T", type: !1206)
!1908 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1900, file: !8, baseType: !1909, size: 192, align: 64, extraData: i64 1)
!1909 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1898, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !1910, templateParams: !1906, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!1910 = !{!1911}
!1911 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1909, file: !8, baseType: !1792, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1912 = !DIDerivedType(tag: DW_TAG_member, scope: !1898, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1913 = !{!1894, !1914, !1914, !1915}
!1914 = !DILocalVariable(name: "elem_layout", scope: !1895, file: !1285, line: 894, type: !1206, align: 64)
!1915 = !DILocalVariable(name: "layout", scope: !1916, file: !1285, line: 901, type: !1206, align: 64)
!1916 = distinct !DILexicalBlock(scope: !1895, file: !1285, line: 901, column: 9)
!1917 = !DILocation(line: 0, scope: !1895, inlinedAt: !1918)
!1918 = !DILocation(line: 547, column: 26, scope: !1818)
!1919 = !DILocalVariable(name: "n", arg: 2, scope: !1920, file: !1600, line: 526, type: !87)
!1920 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !1206, file: !1600, line: 526, type: !1921, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !1940, retainedNodes: !1941)
!1921 = !DISubroutineType(types: !1922)
!1922 = !{!1923, !1939, !87}
!1923 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1924, templateParams: !80, identifier: "176dd254fc51c9bbff58827463bc0f7")
!1924 = !{!1925}
!1925 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1923, file: !8, size: 128, align: 64, elements: !1926, templateParams: !80, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !1938)
!1926 = !{!1927, !1934}
!1927 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1925, file: !8, baseType: !1928, size: 128, align: 64)
!1928 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1923, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1929, templateParams: !1931, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!1929 = !{!1930}
!1930 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1928, file: !8, baseType: !1206, size: 128, align: 64, flags: DIFlagPublic)
!1931 = !{!1907, !1932}
!1932 = !DITemplateTypeParameter(name: "E", type: !1933)
!1933 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !1207, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "dc083c9e2be34eb2f717cce2335e336")
!1934 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1925, file: !8, baseType: !1935, size: 128, align: 64, extraData: i64 0)
!1935 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1923, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1936, templateParams: !1931, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!1936 = !{!1937}
!1937 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1935, file: !8, baseType: !1933, align: 8, flags: DIFlagPublic)
!1938 = !DIDerivedType(tag: DW_TAG_member, scope: !1923, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1939 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !1206, size: 64, align: 64, dwarfAddressSpace: 0)
!1940 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !1206, file: !1600, line: 526, type: !1921, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!1941 = !{!1942, !1919, !1943}
!1942 = !DILocalVariable(name: "self", arg: 1, scope: !1920, file: !1600, line: 526, type: !1939)
!1943 = !DILocalVariable(name: "size", scope: !1944, file: !1600, line: 527, type: !87, align: 64)
!1944 = distinct !DILexicalBlock(scope: !1920, file: !1600, line: 527, column: 54)
!1945 = !DILocation(line: 0, scope: !1920, inlinedAt: !1946)
!1946 = !DILocation(line: 900, column: 23, scope: !1895, inlinedAt: !1918)
!1947 = !DILocalVariable(name: "rhs", arg: 2, scope: !1948, file: !1339, line: 1160, type: !87)
!1948 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !1340, file: !1339, line: 1160, type: !1949, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1964)
!1949 = !DISubroutineType(types: !1950)
!1950 = !{!1951, !87, !87}
!1951 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !98, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1952, templateParams: !80, identifier: "6f59025219977f466509bd4ae79a2945")
!1952 = !{!1953}
!1953 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1951, file: !8, size: 128, align: 64, elements: !1954, templateParams: !80, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !1963)
!1954 = !{!1955, !1959}
!1955 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1953, file: !8, baseType: !1956, size: 128, align: 64, extraData: i64 0)
!1956 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1951, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !1957, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!1957 = !{!1958}
!1958 = !DITemplateTypeParameter(name: "T", type: !87)
!1959 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1953, file: !8, baseType: !1960, size: 128, align: 64, extraData: i64 1)
!1960 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1951, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !1961, templateParams: !1957, identifier: "c70f2dfad93186ce146b7e80830727")
!1961 = !{!1962}
!1962 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1960, file: !8, baseType: !87, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1963 = !DIDerivedType(tag: DW_TAG_member, scope: !1951, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!1964 = !{!1965, !1947, !1966, !1968}
!1965 = !DILocalVariable(name: "self", arg: 1, scope: !1948, file: !1339, line: 1160, type: !87)
!1966 = !DILocalVariable(name: "a", scope: !1967, file: !1339, line: 1161, type: !87, align: 64)
!1967 = distinct !DILexicalBlock(scope: !1948, file: !1339, line: 1161, column: 13)
!1968 = !DILocalVariable(name: "b", scope: !1967, file: !1339, line: 1161, type: !608, align: 8)
!1969 = !DILocation(line: 0, scope: !1948, inlinedAt: !1970)
!1970 = !DILocation(line: 527, column: 39, scope: !1944, inlinedAt: !1946)
!1971 = !DILocalVariable(name: "rhs", arg: 2, scope: !1972, file: !1339, line: 3050, type: !87)
!1972 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !1340, file: !1339, line: 3050, type: !1973, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1979)
!1973 = !DISubroutineType(types: !1974)
!1974 = !{!1975, !87, !87}
!1975 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !8, size: 128, align: 64, elements: !1976, templateParams: !80, identifier: "d571287e27d8be874e95a2f698798cc6")
!1976 = !{!1977, !1978}
!1977 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1975, file: !8, baseType: !87, size: 64, align: 64)
!1978 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1975, file: !8, baseType: !608, size: 8, align: 8, offset: 64)
!1979 = !{!1980, !1971}
!1980 = !DILocalVariable(name: "self", arg: 1, scope: !1972, file: !1339, line: 3050, type: !87)
!1981 = !DILocation(line: 0, scope: !1972, inlinedAt: !1982)
!1982 = !DILocation(line: 1161, column: 31, scope: !1948, inlinedAt: !1970)
!1983 = !DILocation(line: 526, column: 32, scope: !1920, inlinedAt: !1946)
!1984 = !DILocation(line: 3051, column: 26, scope: !1972, inlinedAt: !1982)
!1985 = !DILocation(line: 0, scope: !1967, inlinedAt: !1970)
!1986 = !DILocalVariable(name: "b", arg: 1, scope: !1987, file: !1988, line: 456, type: !608)
!1987 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !1989, file: !1988, line: 456, type: !1990, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !1992)
!1988 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!1989 = !DINamespace(name: "intrinsics", scope: !18)
!1990 = !DISubroutineType(types: !1991)
!1991 = !{!608, !608}
!1992 = !{!1986}
!1993 = !DILocation(line: 0, scope: !1987, inlinedAt: !1994)
!1994 = !DILocation(line: 1162, column: 16, scope: !1967, inlinedAt: !1970)
!1995 = !DILocation(line: 0, scope: !1944, inlinedAt: !1946)
!1996 = !DILocation(line: 457, column: 8, scope: !1987, inlinedAt: !1994)
!1997 = !{!"branch_weights", i32 2000, i32 2002}
!1998 = !DILocation(line: 0, scope: !1847)
!1999 = !DILocation(line: 0, scope: !1307, inlinedAt: !2000)
!2000 = distinct !DILocation(line: 549, column: 69, scope: !1889)
!2001 = !DILocation(line: 0, scope: !1338, inlinedAt: !2002)
!2002 = distinct !DILocation(line: 640, column: 53, scope: !1307, inlinedAt: !2000)
!2003 = !DILocation(line: 632, column: 39, scope: !1307, inlinedAt: !2000)
!2004 = !DILocation(line: 1232, column: 17, scope: !1338, inlinedAt: !2002)
!2005 = !DILocation(line: 0, scope: !1889)
!2006 = !DILocalVariable(name: "self", arg: 1, scope: !2007, file: !1222, line: 448, type: !1226)
!2007 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !1223, file: !1222, line: 447, type: !2008, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2010)
!2008 = !DISubroutineType(types: !2009)
!2009 = !{!1872, !1226, !69, !1206, !1206}
!2010 = !{!2006, !2011, !2012, !2013}
!2011 = !DILocalVariable(name: "ptr", arg: 2, scope: !2007, file: !1222, line: 449, type: !69)
!2012 = !DILocalVariable(name: "old_layout", arg: 3, scope: !2007, file: !1222, line: 450, type: !1206)
!2013 = !DILocalVariable(name: "new_layout", arg: 4, scope: !2007, file: !1222, line: 451, type: !1206)
!2014 = !DILocation(line: 0, scope: !2007, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 555, column: 28, scope: !1889)
!2016 = !DILocalVariable(name: "self", arg: 1, scope: !2017, file: !1222, line: 336, type: !1226)
!2017 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !89, file: !1222, line: 335, type: !2018, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2020, retainedNodes: !2021)
!2018 = !DISubroutineType(types: !2019)
!2019 = !{!1872, !1226, !69, !1206, !1206, !608}
!2020 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !89, file: !1222, line: 335, type: !2018, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2021 = !{!2016, !2022, !2023, !2024, !2025}
!2022 = !DILocalVariable(name: "ptr", arg: 2, scope: !2017, file: !1222, line: 337, type: !69)
!2023 = !DILocalVariable(name: "old_layout", arg: 3, scope: !2017, file: !1222, line: 338, type: !1206)
!2024 = !DILocalVariable(name: "new_layout", arg: 4, scope: !2017, file: !1222, line: 339, type: !1206)
!2025 = !DILocalVariable(name: "zeroed", scope: !2017, file: !1222, line: 340, type: !608, align: 8)
!2026 = !DILocation(line: 0, scope: !2017, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 454, column: 23, scope: !2007, inlinedAt: !2015)
!2028 = !DILocalVariable(name: "self", arg: 1, scope: !2029, file: !1222, line: 217, type: !1226)
!2029 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !89, file: !1222, line: 216, type: !2018, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2030, retainedNodes: !2031)
!2030 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !89, file: !1222, line: 216, type: !2018, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2031 = !{!2028, !2032, !2033, !2034, !2035, !2036, !2038, !2039, !2041, !2043, !2045, !2060, !2062, !2064, !2066, !2068}
!2032 = !DILocalVariable(name: "ptr", arg: 2, scope: !2029, file: !1222, line: 218, type: !69)
!2033 = !DILocalVariable(name: "old_layout", arg: 3, scope: !2029, file: !1222, line: 219, type: !1206)
!2034 = !DILocalVariable(name: "new_layout", arg: 4, scope: !2029, file: !1222, line: 220, type: !1206)
!2035 = !DILocalVariable(name: "zeroed", arg: 5, scope: !2029, file: !1222, line: 221, type: !608)
!2036 = !DILocalVariable(name: "old_size", scope: !2037, file: !1222, line: 233, type: !87, align: 64)
!2037 = distinct !DILexicalBlock(scope: !2029, file: !1222, line: 233, column: 13)
!2038 = !DILocalVariable(name: "old_size", scope: !2037, file: !1222, line: 233, type: !779, align: 64)
!2039 = !DILocalVariable(name: "new_size", scope: !2040, file: !1222, line: 234, type: !87, align: 64)
!2040 = distinct !DILexicalBlock(scope: !2037, file: !1222, line: 234, column: 17)
!2041 = !DILocalVariable(name: "raw_ptr", scope: !2042, file: !1222, line: 239, type: !712, align: 64)
!2042 = distinct !DILexicalBlock(scope: !2040, file: !1222, line: 239, column: 17)
!2043 = !DILocalVariable(name: "ptr", scope: !2044, file: !1222, line: 240, type: !69, align: 64)
!2044 = distinct !DILexicalBlock(scope: !2042, file: !1222, line: 240, column: 17)
!2045 = !DILocalVariable(name: "residual", scope: !2046, file: !1222, line: 240, type: !2047, align: 8)
!2046 = distinct !DILexicalBlock(scope: !2042, file: !1222, line: 240, column: 66)
!2047 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !295, file: !8, align: 8, flags: DIFlagPublic, elements: !2048, templateParams: !80, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!2048 = !{!2049}
!2049 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2047, file: !8, align: 8, elements: !2050, templateParams: !80, identifier: "f5e162db303eef1e33f578c71ec0a693")
!2050 = !{!2051, !2056}
!2051 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2049, file: !8, baseType: !2052, align: 8)
!2052 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2047, file: !8, align: 8, flags: DIFlagPublic, elements: !2053, templateParams: !2055, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!2053 = !{!2054}
!2054 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2052, file: !8, baseType: !1858, align: 8, flags: DIFlagPublic)
!2055 = !{!1863, !1881}
!2056 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2049, file: !8, baseType: !2057, align: 8)
!2057 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2047, file: !8, align: 8, flags: DIFlagPublic, elements: !2058, templateParams: !2055, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!2058 = !{!2059}
!2059 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2057, file: !8, baseType: !1882, align: 8, flags: DIFlagPublic)
!2060 = !DILocalVariable(name: "val", scope: !2061, file: !1222, line: 240, type: !69, align: 64)
!2061 = distinct !DILexicalBlock(scope: !2042, file: !1222, line: 240, column: 66)
!2062 = !DILocalVariable(name: "old_size", scope: !2063, file: !1222, line: 252, type: !87, align: 64)
!2063 = distinct !DILexicalBlock(scope: !2029, file: !1222, line: 252, column: 13)
!2064 = !DILocalVariable(name: "new_ptr", scope: !2065, file: !1222, line: 253, type: !1829, align: 64)
!2065 = distinct !DILexicalBlock(scope: !2063, file: !1222, line: 253, column: 17)
!2066 = !DILocalVariable(name: "residual", scope: !2067, file: !1222, line: 253, type: !2047, align: 8)
!2067 = distinct !DILexicalBlock(scope: !2063, file: !1222, line: 253, column: 66)
!2068 = !DILocalVariable(name: "val", scope: !2069, file: !1222, line: 253, type: !1829, align: 64)
!2069 = distinct !DILexicalBlock(scope: !2063, file: !1222, line: 253, column: 66)
!2070 = !DILocation(line: 0, scope: !2029, inlinedAt: !2071)
!2071 = distinct !DILocation(line: 342, column: 9, scope: !2017, inlinedAt: !2027)
!2072 = !DILocalVariable(name: "layout", arg: 2, scope: !2073, file: !1222, line: 134, type: !1206)
!2073 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !90, file: !1222, line: 134, type: !2074, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2076)
!2074 = !DISubroutineType(types: !2075)
!2075 = !{!712, !712, !1206, !87}
!2076 = !{!2077, !2072, !2078}
!2077 = !DILocalVariable(name: "ptr", arg: 1, scope: !2073, file: !1222, line: 134, type: !712)
!2078 = !DILocalVariable(name: "new_size", arg: 3, scope: !2073, file: !1222, line: 134, type: !87)
!2079 = !DILocation(line: 0, scope: !2073, inlinedAt: !2080)
!2080 = distinct !DILocation(line: 239, column: 31, scope: !2040, inlinedAt: !2071)
!2081 = !DILocation(line: 0, scope: !2037, inlinedAt: !2071)
!2082 = !DILocation(line: 233, column: 13, scope: !2037, inlinedAt: !2071)
!2083 = !DILocation(line: 0, scope: !2040, inlinedAt: !2071)
!2084 = !DILocation(line: 237, column: 40, scope: !2040, inlinedAt: !2071)
!2085 = !DILocalVariable(name: "cond", arg: 1, scope: !2086, file: !2087, line: 202, type: !608)
!2086 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !2088, file: !2087, line: 202, type: !2089, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2091)
!2087 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!2088 = !DINamespace(name: "hint", scope: !18)
!2089 = !DISubroutineType(types: !2090)
!2090 = !{null, !608, !553}
!2091 = !{!2085}
!2092 = !DILocation(line: 0, scope: !2086, inlinedAt: !2093)
!2093 = distinct !DILocation(line: 237, column: 17, scope: !2040, inlinedAt: !2071)
!2094 = !DILocation(line: 210, column: 9, scope: !2086, inlinedAt: !2093)
!2095 = !DILocation(line: 135, column: 14, scope: !2073, inlinedAt: !2080)
!2096 = !DILocation(line: 0, scope: !1871)
!2097 = !DILocation(line: 549, column: 22, scope: !1847)
!2098 = !DILocalVariable(name: "self", arg: 1, scope: !2099, file: !1222, line: 428, type: !1226)
!2099 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !1223, file: !1222, line: 428, type: !2100, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2102)
!2100 = !DISubroutineType(types: !2101)
!2101 = !{!1872, !1226, !1206}
!2102 = !{!2098, !2103}
!2103 = !DILocalVariable(name: "layout", arg: 2, scope: !2099, file: !1222, line: 428, type: !1206)
!2104 = !DILocation(line: 0, scope: !2099, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 558, column: 24, scope: !1847)
!2106 = !DILocalVariable(name: "self", arg: 1, scope: !2107, file: !1222, line: 311, type: !1226)
!2107 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !89, file: !1222, line: 311, type: !2108, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2110, retainedNodes: !2111)
!2108 = !DISubroutineType(types: !2109)
!2109 = !{!1872, !1226, !1206, !608}
!2110 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !89, file: !1222, line: 311, type: !2108, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2111 = !{!2106, !2112, !2113}
!2112 = !DILocalVariable(name: "layout", arg: 2, scope: !2107, file: !1222, line: 311, type: !1206)
!2113 = !DILocalVariable(name: "zeroed", scope: !2107, file: !1222, line: 311, type: !608, align: 8)
!2114 = !DILocation(line: 0, scope: !2107, inlinedAt: !2115)
!2115 = distinct !DILocation(line: 429, column: 14, scope: !2099, inlinedAt: !2105)
!2116 = !DILocalVariable(name: "layout", arg: 1, scope: !2117, file: !1222, line: 185, type: !1206)
!2117 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !89, file: !1222, line: 185, type: !2118, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2120, retainedNodes: !2121)
!2118 = !DISubroutineType(types: !2119)
!2119 = !{!1872, !1206, !608}
!2120 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !89, file: !1222, line: 185, type: !2118, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2121 = !{!2116, !2122, !2123, !2125, !2127, !2129, !2131}
!2122 = !DILocalVariable(name: "zeroed", arg: 2, scope: !2117, file: !1222, line: 185, type: !608)
!2123 = !DILocalVariable(name: "size", scope: !2124, file: !1222, line: 189, type: !87, align: 64)
!2124 = distinct !DILexicalBlock(scope: !2117, file: !1222, line: 189, column: 13)
!2125 = !DILocalVariable(name: "raw_ptr", scope: !2126, file: !1222, line: 190, type: !712, align: 64)
!2126 = distinct !DILexicalBlock(scope: !2124, file: !1222, line: 190, column: 17)
!2127 = !DILocalVariable(name: "ptr", scope: !2128, file: !1222, line: 191, type: !69, align: 64)
!2128 = distinct !DILexicalBlock(scope: !2126, file: !1222, line: 191, column: 17)
!2129 = !DILocalVariable(name: "residual", scope: !2130, file: !1222, line: 191, type: !2047, align: 8)
!2130 = distinct !DILexicalBlock(scope: !2126, file: !1222, line: 191, column: 66)
!2131 = !DILocalVariable(name: "val", scope: !2132, file: !1222, line: 191, type: !69, align: 64)
!2132 = distinct !DILexicalBlock(scope: !2126, file: !1222, line: 191, column: 66)
!2133 = !DILocation(line: 0, scope: !2117, inlinedAt: !2134)
!2134 = distinct !DILocation(line: 312, column: 9, scope: !2107, inlinedAt: !2115)
!2135 = !DILocalVariable(name: "layout", arg: 1, scope: !2136, file: !1222, line: 89, type: !1206)
!2136 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !90, file: !1222, line: 89, type: !2137, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2139)
!2137 = !DISubroutineType(types: !2138)
!2138 = !{!712, !1206}
!2139 = !{!2135}
!2140 = !DILocation(line: 0, scope: !2136, inlinedAt: !2141)
!2141 = distinct !DILocation(line: 190, column: 73, scope: !2124, inlinedAt: !2134)
!2142 = !DILocation(line: 0, scope: !2124, inlinedAt: !2134)
!2143 = !DILocation(line: 186, column: 9, scope: !2117, inlinedAt: !2134)
!2144 = !DILocation(line: 93, column: 9, scope: !2136, inlinedAt: !2141)
!2145 = !DILocation(line: 95, column: 9, scope: !2136, inlinedAt: !2141)
!2146 = !DILocalVariable(name: "ptr", arg: 1, scope: !2147, file: !2148, line: 269, type: !712)
!2147 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hd15943a111a00897E", scope: !69, file: !2148, line: 269, type: !2149, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !75, declaration: !2164, retainedNodes: !2165)
!2148 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!2149 = !DISubroutineType(types: !2150)
!2150 = !{!2151, !712}
!2151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !98, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2152, templateParams: !80, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!2152 = !{!2153}
!2153 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2151, file: !8, size: 64, align: 64, elements: !2154, templateParams: !80, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !2163)
!2154 = !{!2155, !2159}
!2155 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2153, file: !8, baseType: !2156, size: 64, align: 64, extraData: i64 0)
!2156 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2151, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !2157, identifier: "dad5724574518fd4604ed98c22fc07a9")
!2157 = !{!2158}
!2158 = !DITemplateTypeParameter(name: "T", type: !69)
!2159 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2153, file: !8, baseType: !2160, size: 64, align: 64)
!2160 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2151, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2161, templateParams: !2157, identifier: "9697c4c24786271790f6148692230b16")
!2161 = !{!2162}
!2162 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2160, file: !8, baseType: !69, size: 64, align: 64, flags: DIFlagPublic)
!2163 = !DIDerivedType(tag: DW_TAG_member, scope: !2151, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2164 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hd15943a111a00897E", scope: !69, file: !2148, line: 269, type: !2149, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !75)
!2165 = !{!2146}
!2166 = !DILocation(line: 0, scope: !2147, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 191, column: 27, scope: !2126, inlinedAt: !2134)
!2168 = !DILocation(line: 0, scope: !2126, inlinedAt: !2134)
!2169 = !DILocation(line: 270, column: 13, scope: !2147, inlinedAt: !2167)
!2170 = !DILocation(line: 562, column: 15, scope: !1871)
!2171 = !DILocation(line: 562, column: 9, scope: !1871)
!2172 = !DILocation(line: 564, column: 23, scope: !1871)
!2173 = !DILocation(line: 564, column: 87, scope: !1871)
!2174 = !DILocation(line: 0, scope: !1892)
!2175 = !DILocation(line: 563, column: 27, scope: !1892)
!2176 = !DILocation(line: 563, column: 36, scope: !1871)
!2177 = !DILocation(line: 566, column: 6, scope: !1818)
!2178 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h0dbe7b73c0ed09f5E", scope: !61, file: !1285, line: 501, type: !2179, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !2195, retainedNodes: !2197)
!2179 = !DISubroutineType(cc: DW_CC_nocall, types: !2180)
!2180 = !{!2181, !1297, !87, !87, !1206}
!2181 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2182, templateParams: !80, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!2182 = !{!2183}
!2183 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2181, file: !8, size: 128, align: 64, elements: !2184, templateParams: !80, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !2194)
!2184 = !{!2185, !2190}
!2185 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2183, file: !8, baseType: !2186, size: 128, align: 64, extraData: i64 -9223372036854775807)
!2186 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2181, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2187, templateParams: !2189, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!2187 = !{!2188}
!2188 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2186, file: !8, baseType: !26, align: 8, flags: DIFlagPublic)
!2189 = !{!304, !1834}
!2190 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2183, file: !8, baseType: !2191, size: 128, align: 64)
!2191 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2181, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2192, templateParams: !2189, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!2192 = !{!2193}
!2193 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2191, file: !8, baseType: !1792, size: 128, align: 64, flags: DIFlagPublic)
!2194 = !DIDerivedType(tag: DW_TAG_member, scope: !2181, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2195 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h0dbe7b73c0ed09f5E", scope: !61, file: !1285, line: 501, type: !2196, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!2196 = !DISubroutineType(types: !2180)
!2197 = !{!2198, !2199, !2200, !2201, !2202, !2204, !2220, !2222, !2224, !2226, !2228, !2230}
!2198 = !DILocalVariable(name: "self", arg: 1, scope: !2178, file: !1285, line: 502, type: !1297)
!2199 = !DILocalVariable(name: "len", arg: 2, scope: !2178, file: !1285, line: 503, type: !87)
!2200 = !DILocalVariable(name: "additional", arg: 3, scope: !2178, file: !1285, line: 504, type: !87)
!2201 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !2178, file: !1285, line: 505, type: !1206)
!2202 = !DILocalVariable(name: "required_cap", scope: !2203, file: !1285, line: 517, type: !87, align: 64)
!2203 = distinct !DILexicalBlock(scope: !2178, file: !1285, line: 517, column: 9)
!2204 = !DILocalVariable(name: "residual", scope: !2205, file: !1285, line: 517, type: !2206, align: 64)
!2205 = distinct !DILexicalBlock(scope: !2178, file: !1285, line: 517, column: 79)
!2206 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2207, templateParams: !80, identifier: "684fce27aa0ce014cb47758e0849e96b")
!2207 = !{!2208}
!2208 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2206, file: !8, size: 128, align: 64, elements: !2209, templateParams: !80, identifier: "c4865dab106be94ee943cbb0bd998213")
!2209 = !{!2210, !2216}
!2210 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2208, file: !8, baseType: !2211, size: 128, align: 64)
!2211 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2206, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2212, templateParams: !2214, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!2212 = !{!2213}
!2213 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2211, file: !8, baseType: !1858, align: 8, flags: DIFlagPublic)
!2214 = !{!1863, !2215}
!2215 = !DITemplateTypeParameter(name: "E", type: !1796)
!2216 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2208, file: !8, baseType: !2217, size: 128, align: 64)
!2217 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2206, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2218, templateParams: !2214, identifier: "898e7523519ac715569c914e431d1c9a")
!2218 = !{!2219}
!2219 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2217, file: !8, baseType: !1796, size: 128, align: 64, flags: DIFlagPublic)
!2220 = !DILocalVariable(name: "val", scope: !2221, file: !1285, line: 517, type: !87, align: 64)
!2221 = distinct !DILexicalBlock(scope: !2178, file: !1285, line: 517, column: 79)
!2222 = !DILocalVariable(name: "cap", scope: !2223, file: !1285, line: 521, type: !87, align: 64)
!2223 = distinct !DILexicalBlock(scope: !2203, file: !1285, line: 521, column: 9)
!2224 = !DILocalVariable(name: "cap", scope: !2225, file: !1285, line: 522, type: !87, align: 64)
!2225 = distinct !DILexicalBlock(scope: !2223, file: !1285, line: 522, column: 9)
!2226 = !DILocalVariable(name: "ptr", scope: !2227, file: !1285, line: 527, type: !1829, align: 64)
!2227 = distinct !DILexicalBlock(scope: !2225, file: !1285, line: 527, column: 9)
!2228 = !DILocalVariable(name: "residual", scope: !2229, file: !1285, line: 527, type: !1850, align: 64)
!2229 = distinct !DILexicalBlock(scope: !2225, file: !1285, line: 527, column: 62)
!2230 = !DILocalVariable(name: "val", scope: !2231, file: !1285, line: 527, type: !1829, align: 64)
!2231 = distinct !DILexicalBlock(scope: !2225, file: !1285, line: 527, column: 62)
!2232 = !DILocation(line: 0, scope: !2178)
!2233 = !DILocalVariable(name: "self", arg: 1, scope: !2234, file: !1285, line: 770, type: !1297)
!2234 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h661d95ad2aa8188fE", scope: !61, file: !1285, line: 770, type: !2235, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !2237, retainedNodes: !2238)
!2235 = !DISubroutineType(types: !2236)
!2236 = !{null, !1297, !1829, !87}
!2237 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h661d95ad2aa8188fE", scope: !61, file: !1285, line: 770, type: !2235, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!2238 = !{!2233, !2239, !2240}
!2239 = !DILocalVariable(name: "ptr", arg: 2, scope: !2234, file: !1285, line: 770, type: !1829)
!2240 = !DILocalVariable(name: "cap", arg: 3, scope: !2234, file: !1285, line: 770, type: !87)
!2241 = !DILocation(line: 0, scope: !2234, inlinedAt: !2242)
!2242 = !DILocation(line: 530, column: 23, scope: !2227)
!2243 = !DILocalVariable(name: "self", arg: 1, scope: !2244, file: !1339, line: 761, type: !87)
!2244 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !1340, file: !1339, line: 761, type: !1949, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2245)
!2245 = !{!2243, !2246}
!2246 = !DILocalVariable(name: "rhs", arg: 2, scope: !2244, file: !1339, line: 761, type: !87)
!2247 = !DILocation(line: 0, scope: !2244, inlinedAt: !2248)
!2248 = !DILocation(line: 517, column: 32, scope: !2178)
!2249 = !DILocalVariable(name: "self", arg: 1, scope: !2250, file: !2251, line: 2172, type: !1821)
!2250 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hab2c2c33da3173a5E", scope: !2252, file: !2251, line: 2172, type: !2253, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1832, retainedNodes: !2272)
!2251 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!2252 = !DINamespace(name: "{impl#27}", scope: !295)
!2253 = !DISubroutineType(types: !2254)
!2254 = !{!2255, !1821}
!2255 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !2256, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !2257, templateParams: !80, identifier: "cc7f3b831c8bf039303ab233969d396")
!2256 = !DINamespace(name: "control_flow", scope: !548)
!2257 = !{!2258}
!2258 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2255, file: !8, size: 192, align: 64, elements: !2259, templateParams: !80, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !2271)
!2259 = !{!2260, !2267}
!2260 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !2258, file: !8, baseType: !2261, size: 192, align: 64, extraData: i64 0)
!2261 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !2255, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !2262, templateParams: !2264, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!2262 = !{!2263}
!2263 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2261, file: !8, baseType: !1829, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2264 = !{!2265, !2266}
!2265 = !DITemplateTypeParameter(name: "B", type: !1850)
!2266 = !DITemplateTypeParameter(name: "C", type: !1829)
!2267 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !2258, file: !8, baseType: !2268, size: 192, align: 64, extraData: i64 1)
!2268 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !2255, file: !8, size: 192, align: 64, flags: DIFlagPublic, elements: !2269, templateParams: !2264, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!2269 = !{!2270}
!2270 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2268, file: !8, baseType: !1850, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2271 = !DIDerivedType(tag: DW_TAG_member, scope: !2255, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2272 = !{!2249, !2273, !2275}
!2273 = !DILocalVariable(name: "v", scope: !2274, file: !2251, line: 2174, type: !1829, align: 64)
!2274 = distinct !DILexicalBlock(scope: !2250, file: !2251, line: 2174, column: 13)
!2275 = !DILocalVariable(name: "e", scope: !2276, file: !2251, line: 2175, type: !1792, align: 64)
!2276 = distinct !DILexicalBlock(scope: !2250, file: !2251, line: 2175, column: 13)
!2277 = !DILocation(line: 2172, column: 15, scope: !2250, inlinedAt: !2278)
!2278 = !DILocation(line: 527, column: 28, scope: !2225)
!2279 = !DILocation(line: 769, column: 37, scope: !2244, inlinedAt: !2248)
!2280 = !DILocation(line: 0, scope: !2203)
!2281 = !DILocalVariable(name: "v2", arg: 2, scope: !2282, file: !2283, line: 1681, type: !87)
!2282 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17h5f9a3602101a6a75E", scope: !2284, file: !2283, line: 1681, type: !2285, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1957, retainedNodes: !2287)
!2283 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!2284 = !DINamespace(name: "cmp", scope: !18)
!2285 = !DISubroutineType(types: !2286)
!2286 = !{!87, !87, !87}
!2287 = !{!2288, !2281}
!2288 = !DILocalVariable(name: "v1", arg: 1, scope: !2282, file: !2283, line: 1681, type: !87)
!2289 = !DILocation(line: 0, scope: !2282, inlinedAt: !2290)
!2290 = !DILocation(line: 521, column: 19, scope: !2203)
!2291 = !DILocation(line: 521, column: 28, scope: !2203)
!2292 = !DILocalVariable(name: "self", arg: 1, scope: !2293, file: !2283, line: 1033, type: !87)
!2293 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17hab6c4f029ed2d849E", scope: !2294, file: !2283, line: 1033, type: !2285, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2297, retainedNodes: !2295)
!2294 = !DINamespace(name: "Ord", scope: !2284)
!2295 = !{!2292, !2296}
!2296 = !DILocalVariable(name: "other", arg: 2, scope: !2293, file: !2283, line: 1033, type: !87)
!2297 = !{!2298}
!2298 = !DITemplateTypeParameter(name: "Self", type: !87)
!2299 = !DILocation(line: 0, scope: !2293, inlinedAt: !2300)
!2300 = distinct !DILocation(line: 1682, column: 8, scope: !2282, inlinedAt: !2290)
!2301 = !DILocation(line: 1037, column: 12, scope: !2293, inlinedAt: !2300)
!2302 = !DILocation(line: 0, scope: !2223)
!2303 = !DILocation(line: 0, scope: !2282, inlinedAt: !2304)
!2304 = !DILocation(line: 522, column: 19, scope: !2223)
!2305 = !DILocation(line: 0, scope: !2293, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 1682, column: 8, scope: !2282, inlinedAt: !2304)
!2307 = !DILocation(line: 1037, column: 12, scope: !2293, inlinedAt: !2306)
!2308 = !DILocation(line: 0, scope: !2225)
!2309 = !DILocation(line: 527, column: 33, scope: !2225)
!2310 = !DILocation(line: 2173, column: 15, scope: !2250, inlinedAt: !2278)
!2311 = !{i64 0, i64 2}
!2312 = !DILocation(line: 2173, column: 9, scope: !2250, inlinedAt: !2278)
!2313 = !DILocation(line: 0, scope: !2250, inlinedAt: !2278)
!2314 = !DILocation(line: 532, column: 6, scope: !2178)
!2315 = !DILocation(line: 2175, column: 17, scope: !2250, inlinedAt: !2278)
!2316 = !{i64 0, i64 -9223372036854775807}
!2317 = !DILocation(line: 527, column: 62, scope: !2225)
!2318 = !DILocation(line: 0, scope: !2319)
!2319 = !DILexicalBlockFile(scope: !2203, file: !6, discriminator: 0)
!2320 = !DILocation(line: 2174, column: 16, scope: !2250, inlinedAt: !2278)
!2321 = !DILocation(line: 0, scope: !2227)
!2322 = !DILocation(line: 774, column: 9, scope: !2234, inlinedAt: !2242)
!2323 = !DILocation(line: 42, column: 26, scope: !2324, inlinedAt: !2329)
!2324 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !82, file: !2325, line: 40, type: !2326, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2328)
!2325 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!2326 = !DISubroutineType(types: !2327)
!2327 = !{!82, !87}
!2328 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !82, file: !2325, line: 40, type: !2326, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2329 = !DILocation(line: 775, column: 29, scope: !2234, inlinedAt: !2242)
!2330 = !DILocation(line: 775, column: 9, scope: !2234, inlinedAt: !2242)
!2331 = distinct !DISubprogram(name: "k_keep", linkageName: "_ZN7tlskeep6k_keep17hcf297bd8070818a6E", scope: !5, file: !6, line: 18, type: !2332, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2338)
!2332 = !DISubroutineType(types: !2333)
!2333 = !{!111, !2334, !97}
!2334 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut tlskeep::K", baseType: !2335, size: 64, align: 64, dwarfAddressSpace: 0)
!2335 = !DICompositeType(tag: DW_TAG_structure_type, name: "K", scope: !5, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2336, templateParams: !80, identifier: "429efe755b68bd6fbdc45d128fddd642")
!2336 = !{!2337}
!2337 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !2335, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagPublic)
!2338 = !{!2339, !2340}
!2339 = !DILocalVariable(name: "this", arg: 1, scope: !2331, file: !6, line: 18, type: !2334)
!2340 = !DILocalVariable(name: "l", arg: 2, scope: !2331, file: !6, line: 18, type: !97)
!2341 = !DILocation(line: 0, scope: !2331)
!2342 = !DILocation(line: 19, column: 5, scope: !2331)
!2343 = !DILocalVariable(name: "self", arg: 1, scope: !2344, file: !2345, line: 473, type: !2356)
!2344 = distinct !DISubprogram(name: "with<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, tlskeep::k_keep::{closure_env#0}, ()>", linkageName: "_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E", scope: !2346, file: !2345, line: 473, type: !2354, scopeLine: 473, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2358, declaration: !2357, retainedNodes: !2361)
!2345 = !DIFile(filename: "library/std/src/thread/local.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e8797fcb883670d3c371480bb54a722c")
!2346 = !DICompositeType(tag: DW_TAG_structure_type, name: "LocalKey<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !2347, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2349, templateParams: !123, identifier: "13d41687811225339c09f6e43b5dff97")
!2347 = !DINamespace(name: "local", scope: !2348)
!2348 = !DINamespace(name: "thread", scope: !13)
!2349 = !{!2350}
!2350 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2346, file: !8, baseType: !2351, size: 64, align: 64, flags: DIFlagPrivate)
!2351 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(core::option::Option<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>) -> *const core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !2352, size: 64, align: 64, dwarfAddressSpace: 0)
!2352 = !DISubroutineType(types: !2353)
!2353 = !{!799, !801}
!2354 = !DISubroutineType(types: !2355)
!2355 = !{null, !2356, !1725}
!2356 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::local::LocalKey<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", baseType: !2346, size: 64, align: 64, dwarfAddressSpace: 0)
!2357 = !DISubprogram(name: "with<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, tlskeep::k_keep::{closure_env#0}, ()>", linkageName: "_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E", scope: !2346, file: !2345, line: 473, type: !2354, scopeLine: 473, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2358)
!2358 = !{!124, !2359, !2360}
!2359 = !DITemplateTypeParameter(name: "F", type: !1725)
!2360 = !DITemplateTypeParameter(name: "R", type: !26)
!2361 = !{!2343, !2362, !2363, !2365}
!2362 = !DILocalVariable(name: "f", arg: 2, scope: !2344, file: !2345, line: 473, type: !1725)
!2363 = !DILocalVariable(name: "r", scope: !2364, file: !2345, line: 478, type: !26, align: 8)
!2364 = distinct !DILexicalBlock(scope: !2344, file: !2345, line: 478, column: 13)
!2365 = !DILocalVariable(name: "err", scope: !2366, file: !2345, line: 479, type: !2367, align: 8)
!2366 = distinct !DILexicalBlock(scope: !2344, file: !2345, line: 479, column: 13)
!2367 = !DICompositeType(tag: DW_TAG_structure_type, name: "AccessError", scope: !2347, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "bbdf11219d6512a0c94e7b0750429f3f")
!2368 = !DILocation(line: 0, scope: !2344, inlinedAt: !2369)
!2369 = distinct !DILocation(line: 20, column: 10, scope: !2331)
!2370 = !DILocation(line: 479, column: 17, scope: !2366, inlinedAt: !2369)
!2371 = !DILocalVariable(name: "f", arg: 2, scope: !2372, file: !2345, line: 508, type: !1725)
!2372 = distinct !DISubprogram(name: "try_with<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, tlskeep::k_keep::{closure_env#0}, ()>", linkageName: "_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17hcab9ef5c446d5ee9E", scope: !2346, file: !2345, line: 508, type: !2373, scopeLine: 508, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2358, declaration: !2390, retainedNodes: !2391)
!2373 = !DISubroutineType(types: !2374)
!2374 = !{!2375, !2356, !1725}
!2375 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), std::thread::local::AccessError>", scope: !295, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !2376, templateParams: !80, identifier: "8027be58148a3e87f4ed352291b1ccf1")
!2376 = !{!2377}
!2377 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2375, file: !8, size: 8, align: 8, elements: !2378, templateParams: !80, identifier: "f6e99c5509f43e21d3ac34749abb0bdb", discriminator: !2389)
!2378 = !{!2379, !2385}
!2379 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2377, file: !8, baseType: !2380, size: 8, align: 8, extraData: i8 0)
!2380 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2375, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !2381, templateParams: !2383, identifier: "41c9e1f4a1f1709bb73c38077fda94ed")
!2381 = !{!2382}
!2382 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2380, file: !8, baseType: !26, align: 8, offset: 8, flags: DIFlagPublic)
!2383 = !{!304, !2384}
!2384 = !DITemplateTypeParameter(name: "E", type: !2367)
!2385 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2377, file: !8, baseType: !2386, size: 8, align: 8, extraData: i8 1)
!2386 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2375, file: !8, size: 8, align: 8, flags: DIFlagPublic, elements: !2387, templateParams: !2383, identifier: "7a533f2fc1d3d5a1b28fd0c6e89aea94")
!2387 = !{!2388}
!2388 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2386, file: !8, baseType: !2367, align: 8, offset: 8, flags: DIFlagPublic)
!2389 = !DIDerivedType(tag: DW_TAG_member, scope: !2375, file: !8, baseType: !74, size: 8, align: 8, flags: DIFlagArtificial)
!2390 = !DISubprogram(name: "try_with<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, tlskeep::k_keep::{closure_env#0}, ()>", linkageName: "_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17hcab9ef5c446d5ee9E", scope: !2346, file: !2345, line: 508, type: !2373, scopeLine: 508, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2358)
!2391 = !{!2392, !2371, !2393, !2396, !2411}
!2392 = !DILocalVariable(name: "self", arg: 1, scope: !2372, file: !2345, line: 508, type: !2356)
!2393 = !DILocalVariable(name: "thread_local", scope: !2394, file: !2345, line: 512, type: !2395, align: 64)
!2394 = distinct !DILexicalBlock(scope: !2372, file: !2345, line: 512, column: 9)
!2395 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !36, size: 64, align: 64, dwarfAddressSpace: 0)
!2396 = !DILocalVariable(name: "residual", scope: !2397, file: !2345, line: 512, type: !2398, align: 8)
!2397 = distinct !DILexicalBlock(scope: !2372, file: !2345, line: 512, column: 83)
!2398 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, std::thread::local::AccessError>", scope: !295, file: !8, align: 8, flags: DIFlagPublic, elements: !2399, templateParams: !80, identifier: "c609b4ed3d2aa32baadcdcf3f2548fb")
!2399 = !{!2400}
!2400 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2398, file: !8, align: 8, elements: !2401, templateParams: !80, identifier: "1e5b8d8d7c423052d709bf748f31fa24")
!2401 = !{!2402, !2407}
!2402 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2400, file: !8, baseType: !2403, align: 8)
!2403 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2398, file: !8, align: 8, flags: DIFlagPublic, elements: !2404, templateParams: !2406, identifier: "35a4af651ef733d9b2e0642ed6e223e6")
!2404 = !{!2405}
!2405 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2403, file: !8, baseType: !1858, align: 8, flags: DIFlagPublic)
!2406 = !{!1863, !2384}
!2407 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2400, file: !8, baseType: !2408, align: 8)
!2408 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2398, file: !8, align: 8, flags: DIFlagPublic, elements: !2409, templateParams: !2406, identifier: "bbcde0ca96afd36b5a82e3cb417a7d78")
!2409 = !{!2410}
!2410 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2408, file: !8, baseType: !2367, align: 8, flags: DIFlagPublic)
!2411 = !DILocalVariable(name: "val", scope: !2412, file: !2345, line: 512, type: !2395, align: 64)
!2412 = distinct !DILexicalBlock(scope: !2372, file: !2345, line: 512, column: 83)
!2413 = !DILocation(line: 0, scope: !2372, inlinedAt: !2414)
!2414 = distinct !DILocation(line: 477, column: 20, scope: !2344, inlinedAt: !2369)
!2415 = !DILocalVariable(arg: 2, scope: !2416, file: !944, line: 250, type: !2425)
!2416 = distinct !DISubprogram(name: "call_once<tlskeep::KEPT::{constant#0}::{closure_env#0}, (core::option::Option<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>)>", linkageName: "_ZN4core3ops8function6FnOnce9call_once17hc3103ab2f94df31bE", scope: !945, file: !944, line: 250, type: !2417, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2422, retainedNodes: !2420)
!2417 = !DISubroutineType(types: !2418)
!2418 = !{!799, !2419, !801}
!2419 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !3, file: !8, align: 8, elements: !80, identifier: "eb76df288bcd224c16eb1ed53a9c7a20")
!2420 = !{!2421, !2415}
!2421 = !DILocalVariable(arg: 1, scope: !2416, file: !944, line: 250, type: !2419)
!2422 = !{!2423, !2424}
!2423 = !DITemplateTypeParameter(name: "Self", type: !2419)
!2424 = !DITemplateTypeParameter(name: "Args", type: !2425)
!2425 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::option::Option<&mut core::option::Option<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>>)", file: !8, size: 64, align: 64, elements: !2426, templateParams: !80, identifier: "3ce697ac5c0ae9d3c426a66001824a6d")
!2426 = !{!2427}
!2427 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2425, file: !8, baseType: !801, size: 64, align: 64)
!2428 = !DILocation(line: 0, scope: !2416, inlinedAt: !2429)
!2429 = distinct !DILocation(line: 512, column: 37, scope: !2372, inlinedAt: !2414)
!2430 = !DILocation(line: 250, column: 5, scope: !2416, inlinedAt: !2429)
!2431 = !DILocalVariable(arg: 1, scope: !2432, file: !990, line: 92, type: !2435)
!2432 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1f079bcce8217542E", scope: !3, file: !990, line: 92, type: !2433, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2436)
!2433 = !DISubroutineType(types: !2434)
!2434 = !{!799, !2435, !801}
!2435 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&tlskeep::KEPT::{constant#0}::{closure_env#0}", baseType: !2419, size: 64, align: 64, dwarfAddressSpace: 0)
!2436 = !{!2437, !2431}
!2437 = !DILocalVariable(name: "__rust_std_internal_init", arg: 2, scope: !2432, file: !990, line: 92, type: !801)
!2438 = !DILocation(line: 0, scope: !2432, inlinedAt: !2439)
!2439 = distinct !DILocation(line: 250, column: 5, scope: !2416, inlinedAt: !2429)
!2440 = !DILocation(line: 97, column: 25, scope: !2432, inlinedAt: !2439)
!2441 = !DILocalVariable(name: "self", arg: 1, scope: !2442, file: !796, line: 58, type: !800)
!2442 = distinct !DISubprogram(name: "get_or_init<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, (), fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17h0ca86a666ee48c9eE", scope: !7, file: !796, line: 58, type: !797, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !830, declaration: !2443, retainedNodes: !2444)
!2443 = !DISubprogram(name: "get_or_init<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, (), fn() -> core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17h0ca86a666ee48c9eE", scope: !7, file: !796, line: 58, type: !797, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !830)
!2444 = !{!2441, !2445, !2446}
!2445 = !DILocalVariable(name: "i", arg: 2, scope: !2442, file: !796, line: 58, type: !801)
!2446 = !DILocalVariable(name: "f", arg: 3, scope: !2442, file: !796, line: 58, type: !826)
!2447 = !DILocation(line: 0, scope: !2442, inlinedAt: !2448)
!2448 = distinct !DILocation(line: 97, column: 49, scope: !2432, inlinedAt: !2439)
!2449 = !DILocation(line: 58, column: 65, scope: !2442, inlinedAt: !2448)
!2450 = !DILocalVariable(name: "self", arg: 1, scope: !2451, file: !914, line: 552, type: !917)
!2451 = distinct !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hff8957e3507869c4E", scope: !128, file: !914, line: 552, type: !915, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !918, retainedNodes: !2452)
!2452 = !{!2450}
!2453 = !DILocation(line: 552, column: 22, scope: !2451, inlinedAt: !2454)
!2454 = distinct !DILocation(line: 59, column: 42, scope: !2442, inlinedAt: !2448)
!2455 = !DILocation(line: 2447, column: 9, scope: !2456, inlinedAt: !2457)
!2456 = distinct !DISubprogram(name: "get<std::sys::thread_local::native::lazy::State<()>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h933fddc35f28bc27E", scope: !131, file: !914, line: 2443, type: !924, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !149, declaration: !928)
!2457 = distinct !DILocation(line: 555, column: 30, scope: !2451, inlinedAt: !2454)
!2458 = !DILocation(line: 555, column: 18, scope: !2451, inlinedAt: !2454)
!2459 = !{!2460, !2462, !2464, !2466, !2468}
!2460 = distinct !{!2460, !2461, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17h0ca86a666ee48c9eE: %i"}
!2461 = distinct !{!2461, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17h0ca86a666ee48c9eE"}
!2462 = distinct !{!2462, !2463, !"_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1f079bcce8217542E: %__rust_std_internal_init"}
!2463 = distinct !{!2463, !"_ZN7tlskeep4KEPT29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1f079bcce8217542E"}
!2464 = distinct !{!2464, !2465, !"_ZN4core3ops8function6FnOnce9call_once17hc3103ab2f94df31bE: argument 0"}
!2465 = distinct !{!2465, !"_ZN4core3ops8function6FnOnce9call_once17hc3103ab2f94df31bE"}
!2466 = distinct !{!2466, !2467, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17hcab9ef5c446d5ee9E: argument 0"}
!2467 = distinct !{!2467, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17hcab9ef5c446d5ee9E"}
!2468 = distinct !{!2468, !2469, !"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E: %f"}
!2469 = distinct !{!2469, !"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h6928d9140506a885E"}
!2470 = !DILocation(line: 59, column: 16, scope: !2442, inlinedAt: !2448)
!2471 = !DILocation(line: 62, column: 27, scope: !2442, inlinedAt: !2448)
!2472 = !{!2466, !2468}
!2473 = !DILocalVariable(name: "self", arg: 1, scope: !2474, file: !2475, line: 266, type: !799)
!2474 = distinct !DISubprogram(name: "as_ref<core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$6as_ref17h4faee16852c5daceE", scope: !2476, file: !2475, line: 266, type: !2478, scopeLine: 266, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !123, retainedNodes: !2493)
!2475 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!2476 = !DINamespace(name: "{impl#0}", scope: !2477)
!2477 = !DINamespace(name: "const_ptr", scope: !66)
!2478 = !DISubroutineType(types: !2479)
!2479 = !{!2480, !799}
!2480 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&core::cell::RefCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", scope: !98, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2481, templateParams: !80, identifier: "8426a6819bdb28be44c7c7591091d518")
!2481 = !{!2482}
!2482 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2480, file: !8, size: 64, align: 64, elements: !2483, templateParams: !80, identifier: "e4b48d640b44aa888ad0966ec7d80a9e", discriminator: !2492)
!2483 = !{!2484, !2488}
!2484 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2482, file: !8, baseType: !2485, size: 64, align: 64, extraData: i64 0)
!2485 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2480, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !2486, identifier: "a8e912882ccef035932c10d530063d14")
!2486 = !{!2487}
!2487 = !DITemplateTypeParameter(name: "T", type: !2395)
!2488 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2482, file: !8, baseType: !2489, size: 64, align: 64)
!2489 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2480, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2490, templateParams: !2486, identifier: "24da752b636de5c4243dada8824449aa")
!2490 = !{!2491}
!2491 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2489, file: !8, baseType: !2395, size: 64, align: 64, flags: DIFlagPublic)
!2492 = !DIDerivedType(tag: DW_TAG_member, scope: !2480, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2493 = !{!2473}
!2494 = !DILocation(line: 0, scope: !2474, inlinedAt: !2495)
!2495 = distinct !DILocation(line: 512, column: 56, scope: !2372, inlinedAt: !2414)
!2496 = !DILocation(line: 269, column: 12, scope: !2474, inlinedAt: !2495)
!2497 = !DILocation(line: 0, scope: !1721, inlinedAt: !2498)
!2498 = distinct !DILocation(line: 514, column: 5, scope: !2372, inlinedAt: !2414)
!2499 = !DILocation(line: 0, scope: !1162, inlinedAt: !2500)
!2500 = distinct !DILocation(line: 805, column: 1, scope: !1721, inlinedAt: !2498)
!2501 = !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !2500)
!2502 = !DILocation(line: 0, scope: !1171, inlinedAt: !2503)
!2503 = distinct !DILocation(line: 805, column: 1, scope: !1162, inlinedAt: !2500)
!2504 = !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !2503)
!2505 = !{!2506}
!2506 = distinct !{!2506, !2507, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E: %_1"}
!2507 = distinct !{!2507, !"_ZN4core3ptr59drop_in_place$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$17h94d6f9890b6d4734E"}
!2508 = !DILocation(line: 0, scope: !1183, inlinedAt: !2509)
!2509 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !2503)
!2510 = !DILocation(line: 0, scope: !1205, inlinedAt: !2509)
!2511 = !DILocation(line: 0, scope: !1192, inlinedAt: !2509)
!2512 = !DILocation(line: 0, scope: !1221, inlinedAt: !2513)
!2513 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !2509)
!2514 = !DILocation(line: 0, scope: !1233, inlinedAt: !2515)
!2515 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !2513)
!2516 = !DILocation(line: 0, scope: !1241, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !2515)
!2518 = !DILocation(line: 0, scope: !1250, inlinedAt: !2519)
!2519 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !2517)
!2520 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !2519)
!2521 = !DILocation(line: 0, scope: !1183, inlinedAt: !2522)
!2522 = distinct !DILocation(line: 805, column: 1, scope: !1171, inlinedAt: !2503)
!2523 = !DILocation(line: 0, scope: !1205, inlinedAt: !2522)
!2524 = !DILocation(line: 0, scope: !1192, inlinedAt: !2522)
!2525 = !DILocation(line: 0, scope: !1221, inlinedAt: !2526)
!2526 = distinct !DILocation(line: 1921, column: 24, scope: !1205, inlinedAt: !2522)
!2527 = !DILocation(line: 0, scope: !1233, inlinedAt: !2528)
!2528 = distinct !DILocation(line: 442, column: 23, scope: !1221, inlinedAt: !2526)
!2529 = !DILocation(line: 0, scope: !1241, inlinedAt: !2530)
!2530 = distinct !DILocation(line: 324, column: 9, scope: !1233, inlinedAt: !2528)
!2531 = !DILocation(line: 0, scope: !1250, inlinedAt: !2532)
!2532 = distinct !DILocation(line: 209, column: 22, scope: !1241, inlinedAt: !2530)
!2533 = !DILocation(line: 115, column: 14, scope: !1250, inlinedAt: !2532)
!2534 = !DILocation(line: 0, scope: !2394, inlinedAt: !2414)
!2535 = !DILocalVariable(name: "l", scope: !2536, file: !6, line: 18, type: !97, align: 64)
!2536 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7tlskeep6k_keep28_$u7b$$u7b$closure$u7d$$u7d$17h125c54fec0b5d32dE", scope: !1726, file: !6, line: 20, type: !2537, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2539)
!2537 = !DISubroutineType(types: !2538)
!2538 = !{null, !1725, !2395}
!2539 = !{!2540, !2535}
!2540 = !DILocalVariable(name: "t", arg: 2, scope: !2536, file: !6, line: 20, type: !2395)
!2541 = !DILocation(line: 0, scope: !2536, inlinedAt: !2542)
!2542 = distinct !DILocation(line: 513, column: 12, scope: !2394, inlinedAt: !2414)
!2543 = !DILocalVariable(name: "self", arg: 1, scope: !2544, file: !914, line: 1221, type: !2395)
!2544 = distinct !DISubprogram(name: "borrow_mut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$10borrow_mut17ha2900fc2287323cdE", scope: !36, file: !914, line: 1221, type: !2545, scopeLine: 1221, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !119, declaration: !2563, retainedNodes: !2564)
!2545 = !DISubroutineType(types: !2546)
!2546 = !{!2547, !2395, !553}
!2547 = !DICompositeType(tag: DW_TAG_structure_type, name: "RefMut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", scope: !17, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2548, templateParams: !119, identifier: "e949b6d8cff6e344819e771607a0eceb")
!2548 = !{!2549, !2554, !2559}
!2549 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !2547, file: !8, baseType: !2550, size: 64, align: 64, flags: DIFlagPrivate)
!2550 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2551, templateParams: !119, identifier: "6fea3e4a045c638cbe63713d2de25a06")
!2551 = !{!2552}
!2552 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2550, file: !8, baseType: !2553, size: 64, align: 64, flags: DIFlagPrivate)
!2553 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!2554 = !DIDerivedType(tag: DW_TAG_member, name: "borrow", scope: !2547, file: !8, baseType: !2555, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!2555 = !DICompositeType(tag: DW_TAG_structure_type, name: "BorrowRefMut", scope: !17, file: !8, size: 64, align: 64, flags: DIFlagPrivate, elements: !2556, templateParams: !80, identifier: "ba06f63c17df9c5a17630cb415644890")
!2556 = !{!2557}
!2557 = !DIDerivedType(tag: DW_TAG_member, name: "borrow", scope: !2555, file: !8, baseType: !2558, size: 64, align: 64, flags: DIFlagPrivate)
!2558 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::Cell<isize>", baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!2559 = !DIDerivedType(tag: DW_TAG_member, name: "marker", scope: !2547, file: !8, baseType: !2560, align: 8, offset: 128, flags: DIFlagPrivate)
!2560 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", scope: !79, file: !8, align: 8, flags: DIFlagPublic, elements: !80, templateParams: !2561, identifier: "df8ff4adcc0aae6929cc8a8153756833")
!2561 = !{!2562}
!2562 = !DITemplateTypeParameter(name: "T", type: !1139)
!2563 = !DISubprogram(name: "borrow_mut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$10borrow_mut17ha2900fc2287323cdE", scope: !36, file: !914, line: 1221, type: !2545, scopeLine: 1221, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!2564 = !{!2543, !2565, !2567}
!2565 = !DILocalVariable(name: "b", scope: !2566, file: !914, line: 1223, type: !2547, align: 64)
!2566 = distinct !DILexicalBlock(scope: !2544, file: !914, line: 1223, column: 13)
!2567 = !DILocalVariable(name: "err", scope: !2568, file: !914, line: 1224, type: !2569, align: 8)
!2568 = distinct !DILexicalBlock(scope: !2544, file: !914, line: 1224, column: 13)
!2569 = !DICompositeType(tag: DW_TAG_structure_type, name: "BorrowMutError", scope: !17, file: !8, align: 8, flags: DIFlagPublic, elements: !80, identifier: "5696834f8c8cc26fa5afc39421c94107")
!2570 = !DILocation(line: 0, scope: !2544, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 20, column: 21, scope: !2536, inlinedAt: !2542)
!2572 = !DILocalVariable(name: "self", arg: 1, scope: !2573, file: !914, line: 1255, type: !2395)
!2573 = distinct !DISubprogram(name: "try_borrow_mut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$14try_borrow_mut17h3a4e3ac69a655a2dE", scope: !36, file: !914, line: 1255, type: !2574, scopeLine: 1255, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !119, declaration: !2592, retainedNodes: !2593)
!2574 = !DISubroutineType(types: !2575)
!2575 = !{!2576, !2395}
!2576 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::cell::RefMut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>, core::cell::BorrowMutError>", scope: !295, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2577, templateParams: !80, identifier: "47c161d6418f94d5f639f12dee65454a")
!2577 = !{!2578}
!2578 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2576, file: !8, size: 128, align: 64, elements: !2579, templateParams: !80, identifier: "5712ffce249be10079cf04d19604ab6c", discriminator: !2591)
!2579 = !{!2580, !2587}
!2580 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2578, file: !8, baseType: !2581, size: 128, align: 64)
!2581 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2576, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2582, templateParams: !2584, identifier: "98964fc8a0a678c61d84149cfae8ee47")
!2582 = !{!2583}
!2583 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2581, file: !8, baseType: !2547, size: 128, align: 64, flags: DIFlagPublic)
!2584 = !{!2585, !2586}
!2585 = !DITemplateTypeParameter(name: "T", type: !2547)
!2586 = !DITemplateTypeParameter(name: "E", type: !2569)
!2587 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2578, file: !8, baseType: !2588, size: 128, align: 64, extraData: i64 0)
!2588 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2576, file: !8, size: 128, align: 64, flags: DIFlagPublic, elements: !2589, templateParams: !2584, identifier: "16cbb17381e8e99dcf46621171b166d")
!2589 = !{!2590}
!2590 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2588, file: !8, baseType: !2569, align: 8, flags: DIFlagPublic)
!2591 = !DIDerivedType(tag: DW_TAG_member, scope: !2576, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2592 = !DISubprogram(name: "try_borrow_mut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell16RefCell$LT$T$GT$14try_borrow_mut17h3a4e3ac69a655a2dE", scope: !36, file: !914, line: 1255, type: !2574, scopeLine: 1255, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!2593 = !{!2572, !2594, !2596}
!2594 = !DILocalVariable(name: "b", scope: !2595, file: !914, line: 1257, type: !2555, align: 64)
!2595 = distinct !DILexicalBlock(scope: !2573, file: !914, line: 1257, column: 13)
!2596 = !DILocalVariable(name: "value", scope: !2597, file: !914, line: 1264, type: !2550, align: 64)
!2597 = distinct !DILexicalBlock(scope: !2595, file: !914, line: 1264, column: 17)
!2598 = !DILocation(line: 0, scope: !2573, inlinedAt: !2599)
!2599 = distinct !DILocation(line: 1222, column: 20, scope: !2544, inlinedAt: !2571)
!2600 = !DILocation(line: 1224, column: 17, scope: !2568, inlinedAt: !2571)
!2601 = !DILocalVariable(name: "val", scope: !2602, file: !914, line: 510, type: !45, align: 64)
!2602 = distinct !DISubprogram(name: "replace<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7541c8918a6bc772E", scope: !39, file: !914, line: 510, type: !2603, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46, declaration: !2605, retainedNodes: !2606)
!2603 = !DISubroutineType(types: !2604)
!2604 = !{!45, !2558, !45}
!2605 = !DISubprogram(name: "replace<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7541c8918a6bc772E", scope: !39, file: !914, line: 510, type: !2603, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !46)
!2606 = !{!2607, !2601}
!2607 = !DILocalVariable(name: "self", arg: 1, scope: !2602, file: !914, line: 510, type: !2558)
!2608 = !DILocation(line: 0, scope: !2602, inlinedAt: !2609)
!2609 = distinct !DILocation(line: 2068, column: 24, scope: !2610, inlinedAt: !2629)
!2610 = distinct !DISubprogram(name: "new", linkageName: "_RNvMsP_NtCsgEmfK2I1SDS_4core4cellNtB5_12BorrowRefMut3new", scope: !2555, file: !914, line: 2061, type: !2611, scopeLine: 2061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2626, retainedNodes: !2627)
!2611 = !DISubroutineType(types: !2612)
!2612 = !{!2613, !2558}
!2613 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::cell::BorrowRefMut>", scope: !98, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2614, templateParams: !80, identifier: "dc7b849376ad23cae8e1c7416819793d")
!2614 = !{!2615}
!2615 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2613, file: !8, size: 64, align: 64, elements: !2616, templateParams: !80, identifier: "77c95f4a498441068efc52e65edb8e24", discriminator: !2625)
!2616 = !{!2617, !2621}
!2617 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2615, file: !8, baseType: !2618, size: 64, align: 64, extraData: i64 0)
!2618 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2613, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !80, templateParams: !2619, identifier: "352b30b6cd075bfb7f0a60029260ca6a")
!2619 = !{!2620}
!2620 = !DITemplateTypeParameter(name: "T", type: !2555)
!2621 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2615, file: !8, baseType: !2622, size: 64, align: 64)
!2622 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2613, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2623, templateParams: !2619, identifier: "2d25eb7a2d775a73deb9e2822dcb7bd9")
!2623 = !{!2624}
!2624 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2622, file: !8, baseType: !2555, size: 64, align: 64, flags: DIFlagPublic)
!2625 = !DIDerivedType(tag: DW_TAG_member, scope: !2613, file: !8, baseType: !111, size: 64, align: 64, flags: DIFlagArtificial)
!2626 = !DISubprogram(name: "new", linkageName: "_RNvMsP_NtCsgEmfK2I1SDS_4core4cellNtB5_12BorrowRefMut3new", scope: !2555, file: !914, line: 2061, type: !2611, scopeLine: 2061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !80)
!2627 = !{!2628}
!2628 = !DILocalVariable(name: "borrow", arg: 1, scope: !2610, file: !914, line: 2061, type: !2558)
!2629 = distinct !DILocation(line: 1256, column: 15, scope: !2573, inlinedAt: !2599)
!2630 = !DILocation(line: 0, scope: !2610, inlinedAt: !2629)
!2631 = !DILocalVariable(name: "self", arg: 1, scope: !2632, file: !914, line: 552, type: !2558)
!2632 = distinct !DISubprogram(name: "get<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hb67a2a299e2f46d6E", scope: !39, file: !914, line: 552, type: !2633, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46, declaration: !2635, retainedNodes: !2636)
!2633 = !DISubroutineType(types: !2634)
!2634 = !{!45, !2558}
!2635 = !DISubprogram(name: "get<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hb67a2a299e2f46d6E", scope: !39, file: !914, line: 552, type: !2633, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !46)
!2636 = !{!2631}
!2637 = !DILocation(line: 0, scope: !2632, inlinedAt: !2638)
!2638 = distinct !DILocation(line: 2066, column: 22, scope: !2610, inlinedAt: !2629)
!2639 = !DILocation(line: 555, column: 18, scope: !2632, inlinedAt: !2638)
!2640 = !{!2641, !2466, !2468}
!2641 = distinct !{!2641, !2642, !"_ZN7tlskeep6k_keep28_$u7b$$u7b$closure$u7d$$u7d$17h125c54fec0b5d32dE: argument 0"}
!2642 = distinct !{!2642, !"_ZN7tlskeep6k_keep28_$u7b$$u7b$closure$u7d$$u7d$17h125c54fec0b5d32dE"}
!2643 = !DILocation(line: 2066, column: 9, scope: !2610, inlinedAt: !2629)
!2644 = !DILocation(line: 902, column: 49, scope: !2645, inlinedAt: !2649)
!2645 = distinct !DISubprogram(name: "replace<isize>", linkageName: "_ZN4core3mem7replace17h7a5d915a5d048945E", scope: !23, file: !842, line: 887, type: !2646, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46)
!2646 = !DISubroutineType(types: !2647)
!2647 = !{!45, !2648, !45}
!2648 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut isize", baseType: !45, size: 64, align: 64, dwarfAddressSpace: 0)
!2649 = distinct !DILocation(line: 513, column: 9, scope: !2602, inlinedAt: !2609)
!2650 = !DILocation(line: 0, scope: !2595, inlinedAt: !2599)
!2651 = !DILocalVariable(name: "self", arg: 1, scope: !2652, file: !914, line: 2443, type: !2655)
!2652 = distinct !DISubprogram(name: "get<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h8ea467eaa0fc37c3E", scope: !49, file: !914, line: 2443, type: !2653, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !119, declaration: !2656, retainedNodes: !2657)
!2653 = !DISubroutineType(types: !2654)
!2654 = !{!1127, !2655}
!2655 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::UnsafeCell<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!2656 = !DISubprogram(name: "get<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h8ea467eaa0fc37c3E", scope: !49, file: !914, line: 2443, type: !2653, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!2657 = !{!2651}
!2658 = !DILocation(line: 2443, column: 22, scope: !2652, inlinedAt: !2659)
!2659 = distinct !DILocation(line: 1264, column: 72, scope: !2595, inlinedAt: !2599)
!2660 = !DILocation(line: 2447, column: 9, scope: !2652, inlinedAt: !2659)
!2661 = !DILocalVariable(name: "self", arg: 1, scope: !2662, file: !1135, line: 991, type: !1139)
!2662 = distinct !DISubprogram(name: "push<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h86c9525683009ea9E", scope: !52, file: !1135, line: 991, type: !2663, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !2665, retainedNodes: !2666)
!2663 = !DISubroutineType(types: !2664)
!2664 = !{null, !1139, !97}
!2665 = !DISubprogram(name: "push<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h86c9525683009ea9E", scope: !52, file: !1135, line: 991, type: !2663, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!2666 = !{!2661, !2667}
!2667 = !DILocalVariable(name: "value", arg: 2, scope: !2662, file: !1135, line: 991, type: !97)
!2668 = !DILocation(line: 0, scope: !2662, inlinedAt: !2669)
!2669 = distinct !DILocation(line: 20, column: 34, scope: !2536, inlinedAt: !2542)
!2670 = !{!2671}
!2671 = distinct !{!2671, !2672, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hfacc762eeecd8656E: %self"}
!2672 = distinct !{!2672, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hfacc762eeecd8656E"}
!2673 = !DILocation(line: 992, column: 22, scope: !2662, inlinedAt: !2669)
!2674 = !DILocalVariable(name: "value", arg: 2, scope: !2675, file: !1135, line: 1023, type: !97)
!2675 = distinct !DISubprogram(name: "push_mut<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hfacc762eeecd8656E", scope: !52, file: !1135, line: 1023, type: !2676, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !2679, retainedNodes: !2680)
!2676 = !DISubroutineType(types: !2677)
!2677 = !{!2678, !1139, !97}
!2678 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!2679 = !DISubprogram(name: "push_mut<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hfacc762eeecd8656E", scope: !52, file: !1135, line: 1023, type: !2676, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!2680 = !{!2681, !2674, !2682, !2684}
!2681 = !DILocalVariable(name: "self", arg: 1, scope: !2675, file: !1135, line: 1023, type: !1139)
!2682 = !DILocalVariable(name: "len", scope: !2683, file: !1135, line: 1025, type: !87, align: 64)
!2683 = distinct !DILexicalBlock(scope: !2675, file: !1135, line: 1025, column: 9)
!2684 = !DILocalVariable(name: "end", scope: !2685, file: !1135, line: 1032, type: !1165, align: 64)
!2685 = distinct !DILexicalBlock(scope: !2683, file: !1135, line: 1032, column: 13)
!2686 = !DILocation(line: 0, scope: !2675, inlinedAt: !2687)
!2687 = distinct !DILocation(line: 992, column: 22, scope: !2662, inlinedAt: !2669)
!2688 = !DILocalVariable(name: "self", arg: 1, scope: !2689, file: !1135, line: 1997, type: !1139)
!2689 = distinct !DISubprogram(name: "as_mut_ptr<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17he3d3094f9378bb94E", scope: !52, file: !1135, line: 1997, type: !2690, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !2692, retainedNodes: !2693)
!2690 = !DISubroutineType(types: !2691)
!2691 = !{!1165, !1139}
!2692 = !DISubprogram(name: "as_mut_ptr<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17he3d3094f9378bb94E", scope: !52, file: !1135, line: 1997, type: !2690, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!2693 = !{!2688}
!2694 = !DILocation(line: 0, scope: !2689, inlinedAt: !2695)
!2695 = distinct !DILocation(line: 1032, column: 28, scope: !2683, inlinedAt: !2687)
!2696 = !DILocalVariable(name: "elem_size", scope: !2697, file: !1285, line: 616, type: !87, align: 64)
!2697 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17hd964870ec6aa026aE", scope: !61, file: !1285, line: 616, type: !2698, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !91, declaration: !2700, retainedNodes: !2701)
!2698 = !DISubroutineType(types: !2699)
!2699 = !{!87, !1327, !87}
!2700 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17hd964870ec6aa026aE", scope: !61, file: !1285, line: 616, type: !2698, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !91)
!2701 = !{!2702, !2696}
!2702 = !DILocalVariable(name: "self", arg: 1, scope: !2697, file: !1285, line: 616, type: !1327)
!2703 = !DILocation(line: 0, scope: !2697, inlinedAt: !2704)
!2704 = distinct !DILocation(line: 308, column: 20, scope: !2705, inlinedAt: !2712)
!2705 = distinct !DISubprogram(name: "capacity<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h4b17f620be09c140E", scope: !57, file: !1285, line: 307, type: !2706, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !2709, retainedNodes: !2710)
!2706 = !DISubroutineType(types: !2707)
!2707 = !{!87, !2708}
!2708 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!2709 = !DISubprogram(name: "capacity<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h4b17f620be09c140E", scope: !57, file: !1285, line: 307, type: !2706, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!2710 = !{!2711}
!2711 = !DILocalVariable(name: "self", arg: 1, scope: !2705, file: !1285, line: 307, type: !2708)
!2712 = distinct !DILocation(line: 1028, column: 28, scope: !2683, inlinedAt: !2687)
!2713 = !DILocation(line: 1025, column: 19, scope: !2675, inlinedAt: !2687)
!2714 = !{!2715, !2641, !2466, !2468}
!2715 = distinct !{!2715, !2672, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hfacc762eeecd8656E: argument 1"}
!2716 = !DILocation(line: 0, scope: !2683, inlinedAt: !2687)
!2717 = !DILocalVariable(name: "count", arg: 2, scope: !2718, file: !698, line: 927, type: !87)
!2718 = distinct !DISubprogram(name: "add<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h60b4ee9b9f0829dfE", scope: !699, file: !698, line: 927, type: !2719, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !95, retainedNodes: !2721)
!2719 = !DISubroutineType(types: !2720)
!2720 = !{!1165, !1165, !87, !553}
!2721 = !{!2722, !2717}
!2722 = !DILocalVariable(name: "self", arg: 1, scope: !2718, file: !698, line: 927, type: !1165)
!2723 = !DILocation(line: 0, scope: !2718, inlinedAt: !2724)
!2724 = distinct !DILocation(line: 1032, column: 41, scope: !2683, inlinedAt: !2687)
!2725 = !DILocation(line: 307, column: 34, scope: !2705, inlinedAt: !2712)
!2726 = !DILocation(line: 617, column: 49, scope: !2697, inlinedAt: !2704)
!2727 = !DILocation(line: 1028, column: 12, scope: !2683, inlinedAt: !2687)
!2728 = !DILocation(line: 1029, column: 22, scope: !2683, inlinedAt: !2687)
!2729 = !DILocation(line: 1038, column: 5, scope: !2675, inlinedAt: !2687)
!2730 = !DILocation(line: 1023, column: 5, scope: !2675, inlinedAt: !2687)
!2731 = !{!2671, !2715, !2641, !2466, !2468}
!2732 = !DILocation(line: 1224, column: 25, scope: !2568, inlinedAt: !2571)
!2733 = !DILocalVariable(arg: 1, scope: !2734, file: !852, line: 805, type: !2737)
!2734 = distinct !DISubprogram(name: "drop_in_place<core::cell::RefMut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr136drop_in_place$LT$core..cell..RefMut$LT$alloc..vec..Vec$LT$core..option..Option$LT$alloc..boxed..Box$LT$tlskeep..Item$GT$$GT$$GT$$GT$$GT$17hb4dca88df01a7b74E", scope: !66, file: !852, line: 805, type: !2735, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2739, retainedNodes: !2738)
!2735 = !DISubroutineType(types: !2736)
!2736 = !{null, !2737}
!2737 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::RefMut<alloc::vec::Vec<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>>", baseType: !2547, size: 64, align: 64, dwarfAddressSpace: 0)
!2738 = !{!2733}
!2739 = !{!2585}
!2740 = !DILocation(line: 0, scope: !2734, inlinedAt: !2741)
!2741 = distinct !DILocation(line: 20, column: 40, scope: !2536, inlinedAt: !2542)
!2742 = !DILocalVariable(arg: 1, scope: !2743, file: !852, line: 805, type: !2746)
!2743 = distinct !DISubprogram(name: "drop_in_place<core::cell::BorrowRefMut>", linkageName: "_ZN4core3ptr45drop_in_place$LT$core..cell..BorrowRefMut$GT$17h0547707d820c59dbE", scope: !66, file: !852, line: 805, type: !2744, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2619, retainedNodes: !2747)
!2744 = !DISubroutineType(types: !2745)
!2745 = !{null, !2746}
!2746 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::BorrowRefMut", baseType: !2555, size: 64, align: 64, dwarfAddressSpace: 0)
!2747 = !{!2742}
!2748 = !DILocation(line: 0, scope: !2743, inlinedAt: !2749)
!2749 = distinct !DILocation(line: 805, column: 1, scope: !2734, inlinedAt: !2741)
!2750 = !DILocalVariable(name: "self", arg: 1, scope: !2751, file: !914, line: 2052, type: !2755)
!2751 = distinct !DISubprogram(name: "drop", linkageName: "_RNvXsO_NtCsgEmfK2I1SDS_4core4cellNtB5_12BorrowRefMutNtNtNtB7_3ops4drop4Drop4drop", scope: !2752, file: !914, line: 2052, type: !2753, scopeLine: 2052, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2756)
!2752 = !DINamespace(name: "{impl#52}", scope: !17)
!2753 = !DISubroutineType(types: !2754)
!2754 = !{null, !2755}
!2755 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::cell::BorrowRefMut", baseType: !2555, size: 64, align: 64, dwarfAddressSpace: 0)
!2756 = !{!2750}
!2757 = !DILocation(line: 0, scope: !2751, inlinedAt: !2758)
!2758 = distinct !DILocation(line: 805, column: 1, scope: !2743, inlinedAt: !2749)
!2759 = !DILocation(line: 555, column: 18, scope: !2760, inlinedAt: !2761)
!2760 = distinct !DISubprogram(name: "get<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$3get17hb67a2a299e2f46d6E", scope: !39, file: !914, line: 552, type: !2633, scopeLine: 552, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46, declaration: !2635)
!2761 = distinct !DILocation(line: 2053, column: 34, scope: !2751, inlinedAt: !2758)
!2762 = !DILocation(line: 2055, column: 29, scope: !2751, inlinedAt: !2758)
!2763 = !DILocation(line: 902, column: 49, scope: !2764, inlinedAt: !2765)
!2764 = distinct !DISubprogram(name: "replace<isize>", linkageName: "_ZN4core3mem7replace17h7a5d915a5d048945E", scope: !23, file: !842, line: 887, type: !2646, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46)
!2765 = distinct !DILocation(line: 513, column: 9, scope: !2766, inlinedAt: !2767)
!2766 = distinct !DISubprogram(name: "replace<isize>", linkageName: "_ZN4core4cell13Cell$LT$T$GT$7replace17h7541c8918a6bc772E", scope: !39, file: !914, line: 510, type: !2603, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !46, declaration: !2605)
!2767 = distinct !DILocation(line: 2055, column: 21, scope: !2751, inlinedAt: !2758)
!2768 = !DILocation(line: 20, column: 40, scope: !2536, inlinedAt: !2542)
!2769 = !DILocation(line: 20, column: 15, scope: !2536, inlinedAt: !2542)
!2770 = !DILocation(line: 514, column: 5, scope: !2372, inlinedAt: !2414)
!2771 = !DILocation(line: 508, column: 5, scope: !2372, inlinedAt: !2414)
!2772 = !DILocation(line: 479, column: 25, scope: !2366, inlinedAt: !2369)
!2773 = !{!2468}
!2774 = !DILocation(line: 612, column: 9, scope: !2775, inlinedAt: !2784)
!2775 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hf2c4e24a2d23bf55E", scope: !61, file: !1285, line: 611, type: !2776, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2783, declaration: !2782)
!2776 = !DISubroutineType(types: !2777)
!2777 = !{!2778, !1327}
!2778 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", scope: !70, file: !8, size: 64, align: 64, flags: DIFlagPublic, elements: !2779, templateParams: !95, identifier: "bbfa4355e186871c98a616f7cfad6c24")
!2779 = !{!2780}
!2780 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2778, file: !8, baseType: !2781, size: 64, align: 64, flags: DIFlagPrivate)
!2781 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!2782 = !DISubprogram(name: "non_null<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hf2c4e24a2d23bf55E", scope: !61, file: !1285, line: 611, type: !2776, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2783)
!2783 = !{!92, !96}
!2784 = distinct !DILocation(line: 607, column: 14, scope: !2785, inlinedAt: !2789)
!2785 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h64bad98bf7a4f9f9E", scope: !61, file: !1285, line: 606, type: !2786, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !2783, declaration: !2788)
!2786 = !DISubroutineType(types: !2787)
!2787 = !{!1165, !1327}
!2788 = !DISubprogram(name: "ptr<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h64bad98bf7a4f9f9E", scope: !61, file: !1285, line: 606, type: !2786, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2783)
!2789 = distinct !DILocation(line: 295, column: 20, scope: !2790, inlinedAt: !2794)
!2790 = distinct !DISubprogram(name: "ptr<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h9e780f2bfe865db9E", scope: !57, file: !1285, line: 294, type: !2791, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !117, declaration: !2793)
!2791 = !DISubroutineType(types: !2792)
!2792 = !{!1165, !2708}
!2793 = !DISubprogram(name: "ptr<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h9e780f2bfe865db9E", scope: !57, file: !1285, line: 294, type: !2791, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!2794 = distinct !DILocation(line: 2000, column: 18, scope: !2689, inlinedAt: !2695)
!2795 = !DILocation(line: 961, column: 18, scope: !2718, inlinedAt: !2724)
!2796 = !DILocation(line: 0, scope: !2685, inlinedAt: !2687)
!2797 = !DILocalVariable(name: "dst", arg: 1, scope: !2798, file: !852, line: 1894, type: !1165)
!2798 = distinct !DISubprogram(name: "write<core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr5write17h39fa88b45e300e36E", scope: !66, file: !852, line: 1894, type: !2799, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !95, retainedNodes: !2801)
!2799 = !DISubroutineType(types: !2800)
!2800 = !{null, !1165, !97, !553}
!2801 = !{!2797, !2802}
!2802 = !DILocalVariable(name: "src", arg: 2, scope: !2798, file: !852, line: 1894, type: !97)
!2803 = !DILocation(line: 0, scope: !2798, inlinedAt: !2804)
!2804 = distinct !DILocation(line: 1033, column: 13, scope: !2685, inlinedAt: !2687)
!2805 = !DILocation(line: 1917, column: 41, scope: !2798, inlinedAt: !2804)
!2806 = !DILocation(line: 1034, column: 13, scope: !2685, inlinedAt: !2687)
!2807 = !{!2715, !2641}
!2808 = !DILocation(line: 0, scope: !2734, inlinedAt: !2809)
!2809 = distinct !DILocation(line: 20, column: 40, scope: !2536, inlinedAt: !2542)
!2810 = !DILocation(line: 0, scope: !2743, inlinedAt: !2811)
!2811 = distinct !DILocation(line: 805, column: 1, scope: !2734, inlinedAt: !2809)
!2812 = !DILocation(line: 0, scope: !2751, inlinedAt: !2813)
!2813 = distinct !DILocation(line: 805, column: 1, scope: !2743, inlinedAt: !2811)
!2814 = !DILocation(line: 555, column: 18, scope: !2760, inlinedAt: !2815)
!2815 = distinct !DILocation(line: 2053, column: 34, scope: !2751, inlinedAt: !2813)
!2816 = !{!2641}
!2817 = !DILocation(line: 2055, column: 29, scope: !2751, inlinedAt: !2813)
!2818 = !DILocation(line: 902, column: 49, scope: !2764, inlinedAt: !2819)
!2819 = distinct !DILocation(line: 513, column: 9, scope: !2766, inlinedAt: !2820)
!2820 = distinct !DILocation(line: 2055, column: 21, scope: !2751, inlinedAt: !2813)
!2821 = !DILocation(line: 22, column: 2, scope: !2331)
!2822 = distinct !DISubprogram(name: "send_list", linkageName: "_ZN7tlskeep9send_list17h386e44cf794031b8E", scope: !5, file: !6, line: 24, type: !2823, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2825)
!2823 = !DISubroutineType(types: !2824)
!2824 = !{!111, !111, !111}
!2825 = !{!2826, !2827, !2828, !2830}
!2826 = !DILocalVariable(name: "r", arg: 1, scope: !2822, file: !6, line: 24, type: !111)
!2827 = !DILocalVariable(name: "v", arg: 2, scope: !2822, file: !6, line: 24, type: !111)
!2828 = !DILocalVariable(name: "l", scope: !2829, file: !6, line: 25, type: !97, align: 64)
!2829 = distinct !DILexicalBlock(scope: !2822, file: !6, line: 25, column: 5)
!2830 = !DILocalVariable(name: "keep", scope: !2831, file: !6, line: 28, type: !2832, align: 64)
!2831 = distinct !DILexicalBlock(scope: !2829, file: !6, line: 28, column: 9)
!2832 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut tlskeep::K, core::option::Option<alloc::boxed::Box<tlskeep::Item, alloc::alloc::Global>>) -> u64", baseType: !2833, size: 64, align: 64, dwarfAddressSpace: 0)
!2833 = !DISubroutineType(types: !2834)
!2834 = !{!111, !2835, !97}
!2835 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut tlskeep::K", baseType: !2335, size: 64, align: 64, dwarfAddressSpace: 0)
!2836 = !DILocation(line: 0, scope: !2822)
!2837 = !{!2838}
!2838 = distinct !{!2838, !2839, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E: argument 0"}
!2839 = distinct !{!2839, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E"}
!2840 = !DILocalVariable(name: "x", arg: 1, scope: !2841, file: !1184, line: 284, type: !107)
!2841 = distinct !DISubprogram(name: "new<tlskeep::Item>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E", scope: !2842, file: !1184, line: 284, type: !2843, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !1200, retainedNodes: !2845)
!2842 = !DINamespace(name: "{impl#0}", scope: !1186)
!2843 = !DISubroutineType(types: !2844)
!2844 = !{!106, !107}
!2845 = !{!2840, !2846}
!2846 = !DILocalVariable(name: "ptr", scope: !2847, file: !1184, line: 286, type: !1386, align: 64)
!2847 = distinct !DILexicalBlock(scope: !2841, file: !1184, line: 286, column: 9)
!2848 = !DILocation(line: 284, column: 16, scope: !2841, inlinedAt: !2849)
!2849 = distinct !DILocation(line: 25, column: 45, scope: !2822)
!2850 = !DILocalVariable(name: "layout", arg: 1, scope: !2851, file: !1184, line: 247, type: !1206)
!2851 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !1186, file: !1184, line: 247, type: !2137, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2852)
!2852 = !{!2850, !2853}
!2853 = !DILocalVariable(name: "ptr", scope: !2854, file: !1184, line: 249, type: !1829, align: 64)
!2854 = distinct !DILexicalBlock(scope: !2851, file: !1184, line: 249, column: 9)
!2855 = !DILocation(line: 0, scope: !2851, inlinedAt: !2856)
!2856 = distinct !DILocation(line: 286, column: 19, scope: !2841, inlinedAt: !2849)
!2857 = !DILocalVariable(name: "layout", arg: 2, scope: !2858, file: !1222, line: 428, type: !1206)
!2858 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !1223, file: !1222, line: 428, type: !2100, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, retainedNodes: !2859)
!2859 = !{!2860, !2857}
!2860 = !DILocalVariable(name: "self", scope: !2858, file: !1222, line: 428, type: !1226, align: 64)
!2861 = !DILocation(line: 0, scope: !2858, inlinedAt: !2862)
!2862 = distinct !DILocation(line: 248, column: 18, scope: !2851, inlinedAt: !2856)
!2863 = !DILocalVariable(name: "layout", arg: 2, scope: !2864, file: !1222, line: 311, type: !1206)
!2864 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !89, file: !1222, line: 311, type: !2108, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !157, templateParams: !80, declaration: !2110, retainedNodes: !2865)
!2865 = !{!2866, !2863, !2867}
!2866 = !DILocalVariable(name: "self", scope: !2864, file: !1222, line: 311, type: !1226, align: 64)
!2867 = !DILocalVariable(name: "zeroed", scope: !2864, file: !1222, line: 311, type: !608, align: 8)
!2868 = !DILocation(line: 0, scope: !2864, inlinedAt: !2869)
!2869 = distinct !DILocation(line: 429, column: 14, scope: !2858, inlinedAt: !2862)
!2870 = !DILocation(line: 0, scope: !2117, inlinedAt: !2871)
!2871 = distinct !DILocation(line: 312, column: 9, scope: !2864, inlinedAt: !2869)
!2872 = !DILocation(line: 0, scope: !2136, inlinedAt: !2873)
!2873 = distinct !DILocation(line: 190, column: 73, scope: !2124, inlinedAt: !2871)
!2874 = !DILocation(line: 0, scope: !2124, inlinedAt: !2871)
!2875 = !DILocation(line: 93, column: 9, scope: !2136, inlinedAt: !2873)
!2876 = !DILocation(line: 95, column: 9, scope: !2136, inlinedAt: !2873)
!2877 = !DILocation(line: 248, column: 11, scope: !2851, inlinedAt: !2856)
!2878 = !DILocation(line: 248, column: 5, scope: !2851, inlinedAt: !2856)
!2879 = !DILocation(line: 250, column: 19, scope: !2851, inlinedAt: !2856)
!2880 = !DILocation(line: 292, column: 5, scope: !2841, inlinedAt: !2849)
!2881 = !DILocation(line: 284, column: 5, scope: !2841, inlinedAt: !2849)
!2882 = !DILocation(line: 284, column: 5, scope: !2841, inlinedAt: !2883)
!2883 = !DILocation(line: 25, scope: !2822)
!2884 = !DILocation(line: 0, scope: !2847, inlinedAt: !2849)
!2885 = !DILocation(line: 289, column: 56, scope: !2847, inlinedAt: !2849)
!2886 = !DILocation(line: 292, column: 6, scope: !2841, inlinedAt: !2849)
!2887 = !DILocation(line: 25, column: 83, scope: !2822)
!2888 = !{!2889}
!2889 = distinct !{!2889, !2890, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E: argument 0"}
!2890 = distinct !{!2890, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc7a1ea36c7314679E"}
!2891 = !DILocation(line: 284, column: 16, scope: !2841, inlinedAt: !2892)
!2892 = distinct !DILocation(line: 25, column: 18, scope: !2822)
!2893 = !DILocation(line: 0, scope: !2851, inlinedAt: !2894)
!2894 = distinct !DILocation(line: 286, column: 19, scope: !2841, inlinedAt: !2892)
!2895 = !DILocation(line: 0, scope: !2858, inlinedAt: !2896)
!2896 = distinct !DILocation(line: 248, column: 18, scope: !2851, inlinedAt: !2894)
!2897 = !DILocation(line: 0, scope: !2864, inlinedAt: !2898)
!2898 = distinct !DILocation(line: 429, column: 14, scope: !2858, inlinedAt: !2896)
!2899 = !DILocation(line: 0, scope: !2117, inlinedAt: !2900)
!2900 = distinct !DILocation(line: 312, column: 9, scope: !2864, inlinedAt: !2898)
!2901 = !DILocation(line: 0, scope: !2136, inlinedAt: !2902)
!2902 = distinct !DILocation(line: 190, column: 73, scope: !2124, inlinedAt: !2900)
!2903 = !DILocation(line: 0, scope: !2124, inlinedAt: !2900)
!2904 = !DILocation(line: 93, column: 9, scope: !2136, inlinedAt: !2902)
!2905 = !DILocation(line: 95, column: 9, scope: !2136, inlinedAt: !2902)
!2906 = !DILocation(line: 248, column: 11, scope: !2851, inlinedAt: !2894)
!2907 = !DILocation(line: 248, column: 5, scope: !2851, inlinedAt: !2894)
!2908 = !DILocation(line: 250, column: 19, scope: !2851, inlinedAt: !2894)
!2909 = !DILocation(line: 292, column: 5, scope: !2841, inlinedAt: !2892)
!2910 = !DILocation(line: 284, column: 5, scope: !2841, inlinedAt: !2892)
!2911 = !DILocation(line: 0, scope: !2847, inlinedAt: !2892)
!2912 = !DILocation(line: 289, column: 56, scope: !2847, inlinedAt: !2892)
!2913 = !DILocation(line: 292, column: 6, scope: !2841, inlinedAt: !2892)
!2914 = !DILocation(line: 0, scope: !2829)
!2915 = !DILocation(line: 28, column: 85, scope: !2829)
!2916 = !DILocation(line: 28, column: 65, scope: !2829)
!2917 = !DILocation(line: 0, scope: !2831)
!2918 = !DILocation(line: 29, column: 9, scope: !2831)
!2919 = !DILocation(line: 31, column: 2, scope: !2822)
