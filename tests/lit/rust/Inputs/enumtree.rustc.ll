; ModuleID = 'enumtree.4f9476911b9e1d31-cgu.0'
source_filename = "enumtree.4f9476911b9e1d31-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; core::ptr::drop_in_place<alloc::boxed::Box<enumtree::Expr>>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$enumtree..Expr$GT$$GT$17hfb298fb15818ef64E"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 !dbg !79 {
start:
    #dbg_value(ptr %_1, !107, !DIExpression(), !110)
  %_6 = load ptr, ptr %_1, align 8, !dbg !111, !nonnull !95, !noundef !95
    #dbg_value(ptr %_6, !112, !DIExpression(), !120)
  %_2.i = load i64, ptr %_6, align 8, !dbg !122, !range !123, !alias.scope !124, !noundef !95
  switch i64 %_2.i, label %"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit.sink.split" [
    i64 0, label %"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit"
    i64 1, label %bb3.i
  ], !dbg !122

bb3.i:                                            ; preds = %start
  %0 = getelementptr inbounds nuw i8, ptr %_6, i64 8, !dbg !122
; call core::ptr::drop_in_place<alloc::boxed::Box<enumtree::Expr>>
  tail call fastcc void @"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$enumtree..Expr$GT$$GT$17hfb298fb15818ef64E"(ptr noalias noundef align 8 dereferenceable(8) %0) #6, !dbg !122
  br label %"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit.sink.split", !dbg !122

"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit.sink.split": ; preds = %start, %bb3.i
  %.sink1 = phi i64 [ 16, %bb3.i ], [ 8, %start ]
  %1 = getelementptr inbounds nuw i8, ptr %_6, i64 %.sink1, !dbg !122
; call core::ptr::drop_in_place<alloc::boxed::Box<enumtree::Expr>>
  tail call fastcc void @"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$enumtree..Expr$GT$$GT$17hfb298fb15818ef64E"(ptr noalias noundef align 8 dereferenceable(8) %1) #6, !dbg !122
  br label %"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit", !dbg !127

"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit": ; preds = %"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E.exit.sink.split", %start
    #dbg_value(ptr poison, !193, !DIExpression(), !210)
    #dbg_value(ptr poison, !194, !DIExpression(), !211)
    #dbg_value(i64 8, !206, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !212)
    #dbg_value(i64 24, !206, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !212)
    #dbg_value(ptr %_6, !194, !DIExpression(), !211)
    #dbg_value(ptr poison, !179, !DIExpression(), !213)
    #dbg_value(ptr poison, !172, !DIExpression(), !214)
    #dbg_value(ptr %_6, !180, !DIExpression(), !213)
    #dbg_value(ptr %_6, !173, !DIExpression(), !214)
    #dbg_value(ptr %_6, !163, !DIExpression(), !215)
    #dbg_value(i64 8, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(i64 8, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !214)
    #dbg_value(i64 8, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !215)
    #dbg_value(i64 8, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !216)
    #dbg_value(i64 24, !181, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(i64 24, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !214)
    #dbg_value(i64 24, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !215)
    #dbg_value(i64 24, !148, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !216)
    #dbg_value(ptr %_6, !147, !DIExpression(), !216)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6, i64 noundef 24, i64 noundef 8) #6, !dbg !127
  ret void, !dbg !111
}

; enumtree::client_const
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8enumtree12client_const17hd7ede6491dcec33bE(i64 noundef %r) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !217 {
start:
    #dbg_value(i64 %r, !222, !DIExpression(), !234)
    #dbg_value(double 1.000000e+00, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !243)
    #dbg_value(i64 0, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !243)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !260)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !286)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !286)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !297)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !286)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !297)
    #dbg_value(i8 0, !296, !DIExpression(), !297)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !334)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !339)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !334)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !339)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(i64 24, !306, !DIExpression(), !341)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !342, !noalias !343
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !346, !noalias !343
  %1 = icmp eq ptr %0, null, !dbg !347
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !348, !prof !349

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !350, !noalias !343
  unreachable, !dbg !350

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !241, !DIExpression(), !351)
  store i64 0, ptr %0, align 8, !dbg !352
  %_5.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !352
  store double 1.000000e+00, ptr %_5.sroa.4.0..sroa_idx, align 8, !dbg !352
    #dbg_value(double 3.000000e+00, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353)
    #dbg_value(i64 0, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !353)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !355)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !357)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !359)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !359)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !357)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !359)
    #dbg_value(i8 0, !296, !DIExpression(), !359)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !361)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !363)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !361)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !363)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !361)
    #dbg_value(i64 24, !306, !DIExpression(), !365)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !366, !noalias !367
; call __rustc::__rust_alloc
  %2 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !370, !noalias !367
  %3 = icmp eq ptr %2, null, !dbg !371
  br i1 %3, label %bb2.i4, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5, !dbg !372, !prof !349

bb2.i4:                                           ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !373, !noalias !367
  unreachable, !dbg !373

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
    #dbg_value(ptr %2, !241, !DIExpression(), !374)
  store i64 0, ptr %2, align 8, !dbg !375
  %_9.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !375
  store double 3.000000e+00, ptr %_9.sroa.4.0..sroa_idx, align 8, !dbg !375
    #dbg_value(ptr %2, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !376)
    #dbg_value(i64 2, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !376)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !378)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !380)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !382)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !378)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !380)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !382)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !380)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !382)
    #dbg_value(i8 0, !296, !DIExpression(), !382)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !384)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !384)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !384)
    #dbg_value(i64 24, !306, !DIExpression(), !388)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !389, !noalias !390
; call __rustc::__rust_alloc
  %4 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !393, !noalias !390
  %5 = icmp eq ptr %4, null, !dbg !394
  br i1 %5, label %bb2.i6, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit7, !dbg !395, !prof !349

bb2.i6:                                           ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !396, !noalias !390
  unreachable, !dbg !396

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit7: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5
    #dbg_value(ptr %4, !241, !DIExpression(), !397)
  store i64 2, ptr %4, align 8, !dbg !398
  %_7.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !398
  store ptr %2, ptr %_7.sroa.4.0..sroa_idx, align 8, !dbg !398
    #dbg_value(ptr %0, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !399)
    #dbg_value(ptr %4, !235, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !399)
    #dbg_value(i64 1, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !399)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !401)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !403)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !405)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !401)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !403)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !405)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !403)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !405)
    #dbg_value(i8 0, !296, !DIExpression(), !405)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !407)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !409)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !407)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !409)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !407)
    #dbg_value(i64 24, !306, !DIExpression(), !411)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !412, !noalias !413
; call __rustc::__rust_alloc
  %6 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !416, !noalias !413
  %7 = icmp eq ptr %6, null, !dbg !417
  br i1 %7, label %bb2.i8, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit9, !dbg !418, !prof !349

bb2.i8:                                           ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit7
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !419, !noalias !413
  unreachable, !dbg !419

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit9: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit7
    #dbg_value(ptr %6, !241, !DIExpression(), !420)
  store i64 1, ptr %6, align 8, !dbg !421
  %_3.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !421
  store ptr %0, ptr %_3.sroa.4.0..sroa_idx, align 8, !dbg !421
  %_3.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !421
  store ptr %4, ptr %_3.sroa.5.0..sroa_idx, align 8, !dbg !421
    #dbg_value(ptr %6, !223, !DIExpression(), !422)
  %_11 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8enumtree9calc_eval17h01e14dc1e8a5c07eE) #6, !dbg !423
  %8 = icmp ne ptr %_11, null, !dbg !424
  tail call void @llvm.assume(i1 %8), !dbg !424
    #dbg_value(ptr %_11, !225, !DIExpression(), !425)
  %_0 = tail call noundef double %_11(ptr noundef null, ptr noalias noundef nonnull align 8 %6) #6, !dbg !426
  ret double %_0, !dbg !427
}

; enumtree::eval
; Function Attrs: nofree nosync nounwind nonlazybind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef double @_ZN8enumtree4eval17h139cff1a29219e96E(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %e) unnamed_addr #1 !dbg !428 {
start:
    #dbg_value(ptr %e, !433, !DIExpression(), !443)
  %_2 = load i64, ptr %e, align 8, !dbg !444, !range !123, !noundef !95
  %0 = getelementptr inbounds nuw i8, ptr %e, i64 8, !dbg !443
  switch i64 %_2, label %default.unreachable1 [
    i64 0, label %bb4
    i64 1, label %bb3
    i64 2, label %bb2
  ], !dbg !445

default.unreachable1:                             ; preds = %start
  unreachable

bb4:                                              ; preds = %start
    #dbg_value(ptr %e, !434, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !446)
  %1 = load double, ptr %0, align 8, !dbg !447, !noundef !95
  br label %common.ret2, !dbg !448

common.ret2:                                      ; preds = %bb2, %bb3, %bb4
  %common.ret2.op = phi double [ %1, %bb4 ], [ %3, %bb3 ], [ %4, %bb2 ]
  ret double %common.ret2.op, !dbg !448

bb3:                                              ; preds = %start
    #dbg_value(ptr %e, !437, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !449)
    #dbg_value(ptr %e, !440, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !450)
  %_17 = load ptr, ptr %0, align 8, !dbg !451, !nonnull !95, !noundef !95
; call enumtree::eval
  %_6 = tail call fastcc noundef double @_ZN8enumtree4eval17h139cff1a29219e96E(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %_17) #6, !dbg !452
  %2 = getelementptr inbounds nuw i8, ptr %e, i64 16, !dbg !453
  %_18 = load ptr, ptr %2, align 8, !dbg !453, !nonnull !95, !noundef !95
; call enumtree::eval
  %_8 = tail call fastcc noundef double @_ZN8enumtree4eval17h139cff1a29219e96E(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %_18) #6, !dbg !454
  %3 = fadd double %_6, %_8, !dbg !452
  br label %common.ret2, !dbg !448

bb2:                                              ; preds = %start
    #dbg_value(ptr %e, !441, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !455)
  %_16 = load ptr, ptr %0, align 8, !dbg !456, !nonnull !95, !noundef !95
; call enumtree::eval
  %_11 = tail call fastcc noundef double @_ZN8enumtree4eval17h139cff1a29219e96E(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %_16) #6, !dbg !457
  %4 = fneg double %_11, !dbg !458
  br label %common.ret2, !dbg !448
}

; enumtree::build
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc noalias noundef nonnull align 8 ptr @_ZN8enumtree5build17h67ed9a020636cd49E(i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !459 {
start:
    #dbg_value(i64 %k, !463, !DIExpression(), !464)
  %0 = icmp eq i64 %k, 0, !dbg !465
  br i1 %0, label %bb2, label %bb1, !dbg !465

bb2:                                              ; preds = %start
    #dbg_value(double 1.000000e+00, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
    #dbg_value(i64 0, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !468)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !470)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !472)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !468)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !470)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !472)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !470)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !472)
    #dbg_value(i8 0, !296, !DIExpression(), !472)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !476)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !474)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !476)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !474)
    #dbg_value(i64 24, !306, !DIExpression(), !478)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !479, !noalias !480
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !483, !noalias !480
  %2 = icmp eq ptr %1, null, !dbg !484
  br i1 %2, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !485, !prof !349

bb2.i:                                            ; preds = %bb2
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !486, !noalias !480
  unreachable, !dbg !486

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb2
    #dbg_value(ptr %1, !241, !DIExpression(), !487)
  store i64 0, ptr %1, align 8, !dbg !488
  %_2.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !488
  store double 1.000000e+00, ptr %_2.sroa.4.0..sroa_idx, align 8, !dbg !488
  br label %bb8, !dbg !489

bb1:                                              ; preds = %start
  %_5 = add i64 %k, -1, !dbg !490
; call enumtree::build
  %_4 = tail call fastcc noundef nonnull align 8 ptr @_ZN8enumtree5build17h67ed9a020636cd49E(i64 noundef %_5) #6, !dbg !491
; call enumtree::build
  %_8 = tail call fastcc noundef nonnull align 8 ptr @_ZN8enumtree5build17h67ed9a020636cd49E(i64 noundef %_5) #6, !dbg !492
    #dbg_value(ptr %_8, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !493)
    #dbg_value(i64 2, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !493)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !495)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !497)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !499)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !495)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !497)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !499)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !497)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !499)
    #dbg_value(i8 0, !296, !DIExpression(), !499)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !501)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !501)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
    #dbg_value(i64 24, !306, !DIExpression(), !505)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !506, !noalias !507
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !510, !noalias !507
  %4 = icmp eq ptr %3, null, !dbg !511
  br i1 %4, label %bb2.i3, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit4, !dbg !512, !prof !349

bb2.i3:                                           ; preds = %bb1
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !513, !noalias !507
  unreachable, !dbg !513

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit4: ; preds = %bb1
    #dbg_value(ptr %3, !241, !DIExpression(), !514)
  store i64 2, ptr %3, align 8, !dbg !515
  %_7.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !515
  store ptr %_8, ptr %_7.sroa.4.0..sroa_idx, align 8, !dbg !515
    #dbg_value(ptr %_4, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !516)
    #dbg_value(ptr %3, !235, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !516)
    #dbg_value(i64 1, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !516)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !518)
    #dbg_value(i64 8, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !520)
    #dbg_value(i64 8, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !522)
    #dbg_value(i64 24, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !518)
    #dbg_value(i64 24, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !520)
    #dbg_value(i64 24, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !522)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !285, !DIExpression(), !520)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !295, !DIExpression(), !522)
    #dbg_value(i8 0, !296, !DIExpression(), !522)
    #dbg_value(i64 8, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !524)
    #dbg_value(i64 8, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !526)
    #dbg_value(i64 24, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !524)
    #dbg_value(i64 24, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !526)
    #dbg_value(i1 false, !305, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !524)
    #dbg_value(i64 24, !306, !DIExpression(), !528)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !529, !noalias !530
; call __rustc::__rust_alloc
  %5 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !533, !noalias !530
  %6 = icmp eq ptr %5, null, !dbg !534
  br i1 %6, label %bb2.i5, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit6, !dbg !535, !prof !349

bb2.i5:                                           ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit4
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !536, !noalias !530
  unreachable, !dbg !536

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit6: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit4
    #dbg_value(ptr %5, !241, !DIExpression(), !537)
  store i64 1, ptr %5, align 8, !dbg !538
  %_3.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !538
  store ptr %_4, ptr %_3.sroa.4.0..sroa_idx, align 8, !dbg !538
  %_3.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !538
  store ptr %3, ptr %_3.sroa.5.0..sroa_idx, align 8, !dbg !538
  br label %bb8, !dbg !539

bb8:                                              ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit6, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %_0.sroa.0.0 = phi ptr [ %1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], [ %5, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit6 ], !dbg !464
  ret ptr %_0.sroa.0.0, !dbg !540
}

; enumtree::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8enumtree6client17he5d3c4b2191ca5d1E(i64 noundef %r, i64 noundef %k) unnamed_addr #0 !dbg !541 {
start:
    #dbg_value(i64 %r, !545, !DIExpression(), !551)
    #dbg_value(i64 %k, !546, !DIExpression(), !551)
; call enumtree::build
  %e = tail call fastcc noundef nonnull align 8 ptr @_ZN8enumtree5build17h67ed9a020636cd49E(i64 noundef %k) #6, !dbg !552
    #dbg_value(ptr %e, !547, !DIExpression(), !553)
  %_5 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8enumtree9calc_eval17h01e14dc1e8a5c07eE) #6, !dbg !554
  %0 = icmp ne ptr %_5, null, !dbg !555
  tail call void @llvm.assume(i1 %0), !dbg !555
    #dbg_value(ptr %_5, !549, !DIExpression(), !556)
  %_0 = tail call noundef double %_5(ptr noundef null, ptr noalias noundef nonnull align 8 %e) #6, !dbg !557
  ret double %_0, !dbg !558
}

; enumtree::calc_eval
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8enumtree9calc_eval17h01e14dc1e8a5c07eE(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef nonnull align 8 %0) unnamed_addr #0 !dbg !559 {
start:
  %e = alloca [8 x i8], align 8
  store ptr %0, ptr %e, align 8
    #dbg_value(ptr %this, !564, !DIExpression(), !566)
    #dbg_declare(ptr %e, !565, !DIExpression(), !567)
  %1 = load i64, ptr %this, align 8, !dbg !568, !noundef !95
  %2 = add i64 %1, 1, !dbg !568
  store i64 %2, ptr %this, align 8, !dbg !568
; call enumtree::eval
  %_0 = tail call fastcc noundef double @_ZN8enumtree4eval17h139cff1a29219e96E(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %0) #6, !dbg !569
; call core::ptr::drop_in_place<alloc::boxed::Box<enumtree::Expr>>
  call fastcc void @"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$enumtree..Expr$GT$$GT$17hfb298fb15818ef64E"(ptr noalias noundef align 8 dereferenceable(8) %e) #6, !dbg !570
  ret double %_0, !dbg !571
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #3

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #4

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree nosync nounwind nonlazybind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/enumtree.rs/@/enumtree.4f9476911b9e1d31-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
!7 = !{!8}
!8 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !10, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagEnumClass, elements: !14)
!9 = !DIFile(filename: "<unknown>", directory: "")
!10 = !DINamespace(name: "alignment", scope: !11)
!11 = !DINamespace(name: "ptr", scope: !12)
!12 = !DINamespace(name: "core", scope: null)
!13 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!15 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!16 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!17 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!18 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!19 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!20 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!21 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!22 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!23 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!24 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!25 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!26 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!27 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!28 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!29 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!30 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!31 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!32 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!33 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!34 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!35 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!36 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!37 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!38 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!39 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!40 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!41 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!42 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!43 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!44 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!45 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!46 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!47 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!48 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!49 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!50 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!51 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!52 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!53 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!54 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!55 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!56 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!57 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!58 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!59 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!60 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!61 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!62 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!63 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!64 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!65 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!66 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!67 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!68 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!69 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!70 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!71 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!72 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!73 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!74 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!75 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!76 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!77 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!78 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!79 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$enumtree..Expr$GT$$GT$17hfb298fb15818ef64E", scope: !11, file: !80, line: 805, type: !81, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !106)
!80 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "Expr", scope: !86, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !87, templateParams: !95, identifier: "34694b0e0bc0d1be54435eb6aeb80bf")
!86 = !DINamespace(name: "enumtree", scope: null)
!87 = !{!88}
!88 = !DICompositeType(tag: DW_TAG_variant_part, scope: !85, file: !9, size: 192, align: 64, elements: !89, templateParams: !95, identifier: "c1b4443cc727c723ad81c5cbde56fc5e", discriminator: !105)
!89 = !{!90, !96, !101}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "Num", scope: !88, file: !9, baseType: !91, size: 192, align: 64, extraData: i64 0)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Num", scope: !85, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !92, templateParams: !95, identifier: "bc7b731bcd7932594d873bd5a8921041")
!92 = !{!93}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !91, file: !9, baseType: !94, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!94 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!95 = !{}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "Add", scope: !88, file: !9, baseType: !97, size: 192, align: 64, extraData: i64 1)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "Add", scope: !85, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !95, identifier: "9571d6052a2439fdf0cfeebfd2f2fb9")
!98 = !{!99, !100}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !97, file: !9, baseType: !84, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !97, file: !9, baseType: !84, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "Neg", scope: !88, file: !9, baseType: !102, size: 192, align: 64, extraData: i64 2)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "Neg", scope: !85, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !95, identifier: "a9b674a0ba7bcf44cd2228ea458bb199")
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !102, file: !9, baseType: !84, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!105 = !DIDerivedType(tag: DW_TAG_member, scope: !85, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!106 = !{!107}
!107 = !DILocalVariable(arg: 1, scope: !79, file: !80, line: 805, type: !83)
!108 = !{!109}
!109 = !DITemplateTypeParameter(name: "T", type: !84)
!110 = !DILocation(line: 0, scope: !79)
!111 = !DILocation(line: 805, column: 1, scope: !79)
!112 = !DILocalVariable(arg: 1, scope: !113, file: !80, line: 805, type: !116)
!113 = distinct !DISubprogram(name: "drop_in_place<enumtree::Expr>", linkageName: "_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E", scope: !11, file: !80, line: 805, type: !114, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !118, retainedNodes: !117)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut enumtree::Expr", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!117 = !{!112}
!118 = !{!119}
!119 = !DITemplateTypeParameter(name: "T", type: !85)
!120 = !DILocation(line: 0, scope: !113, inlinedAt: !121)
!121 = distinct !DILocation(line: 805, column: 1, scope: !79)
!122 = !DILocation(line: 805, column: 1, scope: !113, inlinedAt: !121)
!123 = !{i64 0, i64 3}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E: %_1"}
!126 = distinct !{!126, !"_ZN4core3ptr35drop_in_place$LT$enumtree..Expr$GT$17h6e252133058d4d61E"}
!127 = !DILocation(line: 115, column: 14, scope: !128, inlinedAt: !149)
!128 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !130, file: !129, line: 114, type: !132, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !146)
!129 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!130 = !DINamespace(name: "alloc", scope: !131)
!131 = !DINamespace(name: "alloc", scope: null)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !136}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !137, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !139, templateParams: !95, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!137 = !DINamespace(name: "layout", scope: !138)
!138 = !DINamespace(name: "alloc", scope: !12)
!139 = !{!140, !142}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !136, file: !9, baseType: !141, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!141 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !136, file: !9, baseType: !143, size: 64, align: 64, flags: DIFlagPrivate)
!143 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !144, templateParams: !95, identifier: "5099570874743123f8e757e4da3ea37b")
!144 = !{!145}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !143, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!146 = !{!147, !148}
!147 = !DILocalVariable(name: "ptr", arg: 1, scope: !128, file: !129, line: 114, type: !134)
!148 = !DILocalVariable(name: "layout", arg: 2, scope: !128, file: !129, line: 114, type: !136)
!149 = distinct !DILocation(line: 209, column: 22, scope: !150, inlinedAt: !165)
!150 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !151, file: !129, line: 199, type: !152, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !161, retainedNodes: !162)
!151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !130, file: !9, align: 8, flags: DIFlagPublic, elements: !95, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154, !136}
!154 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !155, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !156, templateParams: !159, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!155 = !DINamespace(name: "non_null", scope: !11)
!156 = !{!157}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !154, file: !9, baseType: !158, size: 64, align: 64, flags: DIFlagPrivate)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!159 = !{!160}
!160 = !DITemplateTypeParameter(name: "T", type: !135)
!161 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !151, file: !129, line: 199, type: !152, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!162 = !{!163, !164}
!163 = !DILocalVariable(name: "ptr", arg: 1, scope: !150, file: !129, line: 199, type: !154)
!164 = !DILocalVariable(name: "layout", arg: 2, scope: !150, file: !129, line: 199, type: !136)
!165 = distinct !DILocation(line: 324, column: 9, scope: !166, inlinedAt: !175)
!166 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !151, file: !129, line: 323, type: !167, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !170, retainedNodes: !171)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169, !154, !136}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !151, size: 64, align: 64, dwarfAddressSpace: 0)
!170 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !151, file: !129, line: 323, type: !167, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!171 = !{!172, !173, !174}
!172 = !DILocalVariable(name: "self", arg: 1, scope: !166, file: !129, line: 323, type: !169)
!173 = !DILocalVariable(name: "ptr", arg: 2, scope: !166, file: !129, line: 323, type: !154)
!174 = !DILocalVariable(name: "layout", arg: 3, scope: !166, file: !129, line: 323, type: !136)
!175 = distinct !DILocation(line: 442, column: 23, scope: !176, inlinedAt: !182)
!176 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !177, file: !129, line: 440, type: !167, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !178)
!177 = !DINamespace(name: "{impl#1}", scope: !130)
!178 = !{!179, !180, !181}
!179 = !DILocalVariable(name: "self", arg: 1, scope: !176, file: !129, line: 440, type: !169)
!180 = !DILocalVariable(name: "ptr", arg: 2, scope: !176, file: !129, line: 440, type: !154)
!181 = !DILocalVariable(name: "layout", arg: 3, scope: !176, file: !129, line: 440, type: !136)
!182 = distinct !DILocation(line: 1921, column: 24, scope: !183, inlinedAt: !209)
!183 = distinct !DILexicalBlock(scope: !185, file: !184, line: 1919, column: 13)
!184 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!185 = distinct !DILexicalBlock(scope: !186, file: !184, line: 1916, column: 9)
!186 = distinct !DISubprogram(name: "drop<enumtree::Expr, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4963dc07272797daE", scope: !187, file: !184, line: 1913, type: !189, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !207, retainedNodes: !192)
!187 = !DINamespace(name: "{impl#10}", scope: !188)
!188 = !DINamespace(name: "boxed", scope: !131)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!192 = !{!193, !194, !194, !206}
!193 = !DILocalVariable(name: "self", arg: 1, scope: !186, file: !184, line: 1913, type: !191)
!194 = !DILocalVariable(name: "ptr", scope: !185, file: !184, line: 1916, type: !195, align: 64)
!195 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<enumtree::Expr>", scope: !196, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !197, templateParams: !118, identifier: "5d9803866fb9cbded8e313c0fe1b91f0")
!196 = !DINamespace(name: "unique", scope: !11)
!197 = !{!198, !203}
!198 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !195, file: !9, baseType: !199, size: 64, align: 64, flags: DIFlagPrivate)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<enumtree::Expr>", scope: !155, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !200, templateParams: !118, identifier: "a08bdc8aa0f1a68214ae0b25e279b384")
!200 = !{!201}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !199, file: !9, baseType: !202, size: 64, align: 64, flags: DIFlagPrivate)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const enumtree::Expr", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !195, file: !9, baseType: !204, align: 8, offset: 64, flags: DIFlagPrivate)
!204 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<enumtree::Expr>", scope: !205, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !118, identifier: "2c7d8332498317385a9454f59c493520")
!205 = !DINamespace(name: "marker", scope: !12)
!206 = !DILocalVariable(name: "layout", scope: !183, file: !184, line: 1919, type: !136, align: 64)
!207 = !{!119, !208}
!208 = !DITemplateTypeParameter(name: "A", type: !151)
!209 = distinct !DILocation(line: 805, column: 1, scope: !79)
!210 = !DILocation(line: 0, scope: !186, inlinedAt: !209)
!211 = !DILocation(line: 0, scope: !185, inlinedAt: !209)
!212 = !DILocation(line: 0, scope: !183, inlinedAt: !209)
!213 = !DILocation(line: 0, scope: !176, inlinedAt: !182)
!214 = !DILocation(line: 0, scope: !166, inlinedAt: !175)
!215 = !DILocation(line: 0, scope: !150, inlinedAt: !165)
!216 = !DILocation(line: 0, scope: !128, inlinedAt: !149)
!217 = distinct !DISubprogram(name: "client_const", linkageName: "_ZN8enumtree12client_const17hd7ede6491dcec33bE", scope: !86, file: !218, line: 46, type: !219, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !221)
!218 = !DIFile(filename: "enumtree.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "a6342f8a0a2ef5646d3438fe9c8bf826")
!219 = !DISubroutineType(types: !220)
!220 = !{!94, !13}
!221 = !{!222, !223, !225}
!222 = !DILocalVariable(name: "r", arg: 1, scope: !217, file: !218, line: 46, type: !13)
!223 = !DILocalVariable(name: "e", scope: !224, file: !218, line: 47, type: !84, align: 64)
!224 = distinct !DILexicalBlock(scope: !217, file: !218, line: 47, column: 5)
!225 = !DILocalVariable(name: "f", scope: !226, file: !218, line: 50, type: !227, align: 64)
!226 = distinct !DILexicalBlock(scope: !224, file: !218, line: 50, column: 9)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut enumtree::Calc, alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>) -> f64", baseType: !228, size: 64, align: 64, dwarfAddressSpace: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{!94, !230, !84}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut enumtree::Calc", baseType: !231, size: 64, align: 64, dwarfAddressSpace: 0)
!231 = !DICompositeType(tag: DW_TAG_structure_type, name: "Calc", scope: !86, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !232, templateParams: !95, identifier: "233483b3f5b55945537b180b91d28d5c")
!232 = !{!233}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !231, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!234 = !DILocation(line: 0, scope: !217)
!235 = !DILocalVariable(name: "x", arg: 1, scope: !236, file: !184, line: 284, type: !85)
!236 = distinct !DISubprogram(name: "new<enumtree::Expr>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E", scope: !237, file: !184, line: 284, type: !238, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !118, retainedNodes: !240)
!237 = !DINamespace(name: "{impl#0}", scope: !188)
!238 = !DISubroutineType(types: !239)
!239 = !{!84, !85}
!240 = !{!235, !241}
!241 = !DILocalVariable(name: "ptr", scope: !242, file: !184, line: 286, type: !116, align: 64)
!242 = distinct !DILexicalBlock(scope: !236, file: !184, line: 286, column: 9)
!243 = !DILocation(line: 0, scope: !236, inlinedAt: !244)
!244 = distinct !DILocation(line: 47, column: 32, scope: !217)
!245 = !DILocalVariable(name: "layout", arg: 1, scope: !246, file: !184, line: 247, type: !136)
!246 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !188, file: !184, line: 247, type: !247, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{!134, !136}
!249 = !{!245, !250}
!250 = !DILocalVariable(name: "ptr", scope: !251, file: !184, line: 249, type: !252, align: 64)
!251 = distinct !DILexicalBlock(scope: !246, file: !184, line: 249, column: 9)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !155, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !253, templateParams: !159, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!253 = !{!254}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !252, file: !9, baseType: !255, size: 128, align: 64, flags: DIFlagPrivate)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !256, templateParams: !95, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!256 = !{!257, !259}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !255, file: !9, baseType: !258, size: 64, align: 64)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !255, file: !9, baseType: !141, size: 64, align: 64, offset: 64)
!260 = !DILocation(line: 0, scope: !246, inlinedAt: !261)
!261 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !244)
!262 = !DILocalVariable(name: "layout", arg: 2, scope: !263, file: !129, line: 428, type: !136)
!263 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !177, file: !129, line: 428, type: !264, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !284)
!264 = !DISubroutineType(types: !265)
!265 = !{!266, !169, !136}
!266 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !267, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !268, templateParams: !95, identifier: "519a674418a5b51cf8bee27a967aa54e")
!267 = !DINamespace(name: "result", scope: !12)
!268 = !{!269}
!269 = !DICompositeType(tag: DW_TAG_variant_part, scope: !266, file: !9, size: 128, align: 64, elements: !270, templateParams: !95, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !283)
!270 = !{!271, !279}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !269, file: !9, baseType: !272, size: 128, align: 64)
!272 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !266, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !273, templateParams: !275, identifier: "30b736d771929d0b7715388dfe942406")
!273 = !{!274}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !272, file: !9, baseType: !252, size: 128, align: 64, flags: DIFlagPublic)
!275 = !{!276, !277}
!276 = !DITemplateTypeParameter(name: "T", type: !252)
!277 = !DITemplateTypeParameter(name: "E", type: !278)
!278 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !138, file: !9, align: 8, flags: DIFlagPublic, elements: !95, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!279 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !269, file: !9, baseType: !280, size: 128, align: 64, extraData: i64 0)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !266, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !281, templateParams: !275, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!281 = !{!282}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !280, file: !9, baseType: !278, align: 8, flags: DIFlagPublic)
!283 = !DIDerivedType(tag: DW_TAG_member, scope: !266, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!284 = !{!285, !262}
!285 = !DILocalVariable(name: "self", scope: !263, file: !129, line: 428, type: !169, align: 64)
!286 = !DILocation(line: 0, scope: !263, inlinedAt: !287)
!287 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !261)
!288 = !DILocalVariable(name: "layout", arg: 2, scope: !289, file: !129, line: 311, type: !136)
!289 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !151, file: !129, line: 311, type: !290, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !293, retainedNodes: !294)
!290 = !DISubroutineType(types: !291)
!291 = !{!266, !169, !136, !292}
!292 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!293 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !151, file: !129, line: 311, type: !290, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!294 = !{!295, !288, !296}
!295 = !DILocalVariable(name: "self", scope: !289, file: !129, line: 311, type: !169, align: 64)
!296 = !DILocalVariable(name: "zeroed", scope: !289, file: !129, line: 311, type: !292, align: 8)
!297 = !DILocation(line: 0, scope: !289, inlinedAt: !298)
!298 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !287)
!299 = !DILocalVariable(name: "layout", arg: 1, scope: !300, file: !129, line: 185, type: !136)
!300 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !151, file: !129, line: 185, type: !301, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !303, retainedNodes: !304)
!301 = !DISubroutineType(types: !302)
!302 = !{!266, !136, !292}
!303 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !151, file: !129, line: 185, type: !301, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!304 = !{!299, !305, !306, !308, !310, !312, !332}
!305 = !DILocalVariable(name: "zeroed", arg: 2, scope: !300, file: !129, line: 185, type: !292)
!306 = !DILocalVariable(name: "size", scope: !307, file: !129, line: 189, type: !141, align: 64)
!307 = distinct !DILexicalBlock(scope: !300, file: !129, line: 189, column: 13)
!308 = !DILocalVariable(name: "raw_ptr", scope: !309, file: !129, line: 190, type: !134, align: 64)
!309 = distinct !DILexicalBlock(scope: !307, file: !129, line: 190, column: 17)
!310 = !DILocalVariable(name: "ptr", scope: !311, file: !129, line: 191, type: !154, align: 64)
!311 = distinct !DILexicalBlock(scope: !309, file: !129, line: 191, column: 17)
!312 = !DILocalVariable(name: "residual", scope: !313, file: !129, line: 191, type: !314, align: 8)
!313 = distinct !DILexicalBlock(scope: !309, file: !129, line: 191, column: 66)
!314 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !267, file: !9, align: 8, flags: DIFlagPublic, elements: !315, templateParams: !95, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!315 = !{!316}
!316 = !DICompositeType(tag: DW_TAG_variant_part, scope: !314, file: !9, align: 8, elements: !317, templateParams: !95, identifier: "f5e162db303eef1e33f578c71ec0a693")
!317 = !{!318, !328}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !316, file: !9, baseType: !319, align: 8)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !314, file: !9, align: 8, flags: DIFlagPublic, elements: !320, templateParams: !326, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!320 = !{!321}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !319, file: !9, baseType: !322, align: 8, flags: DIFlagPublic)
!322 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !323, file: !9, align: 8, flags: DIFlagPublic, elements: !324, templateParams: !95, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!323 = !DINamespace(name: "convert", scope: !12)
!324 = !{!325}
!325 = !DICompositeType(tag: DW_TAG_variant_part, scope: !322, file: !9, align: 8, elements: !95, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!326 = !{!327, !277}
!327 = !DITemplateTypeParameter(name: "T", type: !322)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !316, file: !9, baseType: !329, align: 8)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !314, file: !9, align: 8, flags: DIFlagPublic, elements: !330, templateParams: !326, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!330 = !{!331}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !329, file: !9, baseType: !278, align: 8, flags: DIFlagPublic)
!332 = !DILocalVariable(name: "val", scope: !333, file: !129, line: 191, type: !154, align: 64)
!333 = distinct !DILexicalBlock(scope: !309, file: !129, line: 191, column: 66)
!334 = !DILocation(line: 0, scope: !300, inlinedAt: !335)
!335 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !298)
!336 = !DILocalVariable(name: "layout", arg: 1, scope: !337, file: !129, line: 89, type: !136)
!337 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !130, file: !129, line: 89, type: !247, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !338)
!338 = !{!336}
!339 = !DILocation(line: 0, scope: !337, inlinedAt: !340)
!340 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !335)
!341 = !DILocation(line: 0, scope: !307, inlinedAt: !335)
!342 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !340)
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!345 = distinct !{!345, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!346 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !340)
!347 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !261)
!348 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !261)
!349 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!350 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !261)
!351 = !DILocation(line: 0, scope: !242, inlinedAt: !244)
!352 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !244)
!353 = !DILocation(line: 0, scope: !236, inlinedAt: !354)
!354 = distinct !DILocation(line: 47, column: 77, scope: !217)
!355 = !DILocation(line: 0, scope: !246, inlinedAt: !356)
!356 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !263, inlinedAt: !358)
!358 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !356)
!359 = !DILocation(line: 0, scope: !289, inlinedAt: !360)
!360 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !358)
!361 = !DILocation(line: 0, scope: !300, inlinedAt: !362)
!362 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !360)
!363 = !DILocation(line: 0, scope: !337, inlinedAt: !364)
!364 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !362)
!365 = !DILocation(line: 0, scope: !307, inlinedAt: !362)
!366 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !364)
!367 = !{!368}
!368 = distinct !{!368, !369, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!369 = distinct !{!369, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!370 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !364)
!371 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !356)
!372 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !356)
!373 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !356)
!374 = !DILocation(line: 0, scope: !242, inlinedAt: !354)
!375 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !354)
!376 = !DILocation(line: 0, scope: !236, inlinedAt: !377)
!377 = distinct !DILocation(line: 47, column: 58, scope: !217)
!378 = !DILocation(line: 0, scope: !246, inlinedAt: !379)
!379 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !377)
!380 = !DILocation(line: 0, scope: !263, inlinedAt: !381)
!381 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !379)
!382 = !DILocation(line: 0, scope: !289, inlinedAt: !383)
!383 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !381)
!384 = !DILocation(line: 0, scope: !300, inlinedAt: !385)
!385 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !383)
!386 = !DILocation(line: 0, scope: !337, inlinedAt: !387)
!387 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !385)
!388 = !DILocation(line: 0, scope: !307, inlinedAt: !385)
!389 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !387)
!390 = !{!391}
!391 = distinct !{!391, !392, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!392 = distinct !{!392, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!393 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !387)
!394 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !379)
!395 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !379)
!396 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !379)
!397 = !DILocation(line: 0, scope: !242, inlinedAt: !377)
!398 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !377)
!399 = !DILocation(line: 0, scope: !236, inlinedAt: !400)
!400 = distinct !DILocation(line: 47, column: 13, scope: !217)
!401 = !DILocation(line: 0, scope: !246, inlinedAt: !402)
!402 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !400)
!403 = !DILocation(line: 0, scope: !263, inlinedAt: !404)
!404 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !402)
!405 = !DILocation(line: 0, scope: !289, inlinedAt: !406)
!406 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !404)
!407 = !DILocation(line: 0, scope: !300, inlinedAt: !408)
!408 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !406)
!409 = !DILocation(line: 0, scope: !337, inlinedAt: !410)
!410 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !408)
!411 = !DILocation(line: 0, scope: !307, inlinedAt: !408)
!412 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !410)
!413 = !{!414}
!414 = distinct !{!414, !415, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!415 = distinct !{!415, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!416 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !410)
!417 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !402)
!418 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !402)
!419 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !402)
!420 = !DILocation(line: 0, scope: !242, inlinedAt: !400)
!421 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !400)
!422 = !DILocation(line: 0, scope: !224)
!423 = !DILocation(line: 50, column: 77, scope: !224)
!424 = !DILocation(line: 50, column: 57, scope: !224)
!425 = !DILocation(line: 0, scope: !226)
!426 = !DILocation(line: 51, column: 9, scope: !226)
!427 = !DILocation(line: 53, column: 2, scope: !217)
!428 = distinct !DISubprogram(name: "eval", linkageName: "_ZN8enumtree4eval17h139cff1a29219e96E", scope: !86, file: !218, line: 15, type: !429, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !432)
!429 = !DISubroutineType(types: !430)
!430 = !{!94, !431}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&enumtree::Expr", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!432 = !{!433, !434, !437, !440, !441}
!433 = !DILocalVariable(name: "e", arg: 1, scope: !428, file: !218, line: 15, type: !431)
!434 = !DILocalVariable(name: "x", scope: !435, file: !218, line: 17, type: !436, align: 64)
!435 = distinct !DILexicalBlock(scope: !428, file: !218, line: 17, column: 9)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!437 = !DILocalVariable(name: "a", scope: !438, file: !218, line: 18, type: !439, align: 64)
!438 = distinct !DILexicalBlock(scope: !428, file: !218, line: 18, column: 9)
!439 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<enumtree::Expr, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!440 = !DILocalVariable(name: "b", scope: !438, file: !218, line: 18, type: !439, align: 64)
!441 = !DILocalVariable(name: "a", scope: !442, file: !218, line: 19, type: !439, align: 64)
!442 = distinct !DILexicalBlock(scope: !428, file: !218, line: 19, column: 9)
!443 = !DILocation(line: 0, scope: !428)
!444 = !DILocation(line: 16, column: 11, scope: !428)
!445 = !DILocation(line: 16, column: 5, scope: !428)
!446 = !DILocation(line: 17, column: 19, scope: !435)
!447 = !DILocation(line: 17, column: 25, scope: !435)
!448 = !DILocation(line: 21, column: 2, scope: !428)
!449 = !DILocation(line: 18, column: 19, scope: !438)
!450 = !DILocation(line: 18, column: 22, scope: !438)
!451 = !DILocation(line: 18, column: 33, scope: !438)
!452 = !DILocation(line: 18, column: 28, scope: !438)
!453 = !DILocation(line: 18, column: 43, scope: !438)
!454 = !DILocation(line: 18, column: 38, scope: !438)
!455 = !DILocation(line: 19, column: 19, scope: !442)
!456 = !DILocation(line: 19, column: 31, scope: !442)
!457 = !DILocation(line: 19, column: 26, scope: !442)
!458 = !DILocation(line: 19, column: 25, scope: !442)
!459 = distinct !DISubprogram(name: "build", linkageName: "_ZN8enumtree5build17h67ed9a020636cd49E", scope: !86, file: !218, line: 28, type: !460, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !462)
!460 = !DISubroutineType(types: !461)
!461 = !{!84, !13}
!462 = !{!463}
!463 = !DILocalVariable(name: "k", arg: 1, scope: !459, file: !218, line: 28, type: !13)
!464 = !DILocation(line: 0, scope: !459)
!465 = !DILocation(line: 29, column: 5, scope: !459)
!466 = !DILocation(line: 0, scope: !236, inlinedAt: !467)
!467 = distinct !DILocation(line: 30, column: 14, scope: !459)
!468 = !DILocation(line: 0, scope: !246, inlinedAt: !469)
!469 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !467)
!470 = !DILocation(line: 0, scope: !263, inlinedAt: !471)
!471 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !469)
!472 = !DILocation(line: 0, scope: !289, inlinedAt: !473)
!473 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !471)
!474 = !DILocation(line: 0, scope: !300, inlinedAt: !475)
!475 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !473)
!476 = !DILocation(line: 0, scope: !337, inlinedAt: !477)
!477 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !475)
!478 = !DILocation(line: 0, scope: !307, inlinedAt: !475)
!479 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !477)
!480 = !{!481}
!481 = distinct !{!481, !482, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!482 = distinct !{!482, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!483 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !477)
!484 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !469)
!485 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !469)
!486 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !469)
!487 = !DILocation(line: 0, scope: !242, inlinedAt: !467)
!488 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !467)
!489 = !DILocation(line: 30, column: 37, scope: !459)
!490 = !DILocation(line: 31, column: 39, scope: !459)
!491 = !DILocation(line: 31, column: 33, scope: !459)
!492 = !DILocation(line: 31, column: 66, scope: !459)
!493 = !DILocation(line: 0, scope: !236, inlinedAt: !494)
!494 = distinct !DILocation(line: 31, column: 47, scope: !459)
!495 = !DILocation(line: 0, scope: !246, inlinedAt: !496)
!496 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !494)
!497 = !DILocation(line: 0, scope: !263, inlinedAt: !498)
!498 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !496)
!499 = !DILocation(line: 0, scope: !289, inlinedAt: !500)
!500 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !498)
!501 = !DILocation(line: 0, scope: !300, inlinedAt: !502)
!502 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !500)
!503 = !DILocation(line: 0, scope: !337, inlinedAt: !504)
!504 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !502)
!505 = !DILocation(line: 0, scope: !307, inlinedAt: !502)
!506 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !504)
!507 = !{!508}
!508 = distinct !{!508, !509, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!509 = distinct !{!509, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!510 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !504)
!511 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !496)
!512 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !496)
!513 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !496)
!514 = !DILocation(line: 0, scope: !242, inlinedAt: !494)
!515 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !494)
!516 = !DILocation(line: 0, scope: !236, inlinedAt: !517)
!517 = distinct !DILocation(line: 31, column: 14, scope: !459)
!518 = !DILocation(line: 0, scope: !246, inlinedAt: !519)
!519 = distinct !DILocation(line: 286, column: 19, scope: !236, inlinedAt: !517)
!520 = !DILocation(line: 0, scope: !263, inlinedAt: !521)
!521 = distinct !DILocation(line: 248, column: 18, scope: !246, inlinedAt: !519)
!522 = !DILocation(line: 0, scope: !289, inlinedAt: !523)
!523 = distinct !DILocation(line: 429, column: 14, scope: !263, inlinedAt: !521)
!524 = !DILocation(line: 0, scope: !300, inlinedAt: !525)
!525 = distinct !DILocation(line: 312, column: 9, scope: !289, inlinedAt: !523)
!526 = !DILocation(line: 0, scope: !337, inlinedAt: !527)
!527 = distinct !DILocation(line: 190, column: 73, scope: !307, inlinedAt: !525)
!528 = !DILocation(line: 0, scope: !307, inlinedAt: !525)
!529 = !DILocation(line: 93, column: 9, scope: !337, inlinedAt: !527)
!530 = !{!531}
!531 = distinct !{!531, !532, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E: %x"}
!532 = distinct !{!532, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h49f0aebe49f45742E"}
!533 = !DILocation(line: 95, column: 9, scope: !337, inlinedAt: !527)
!534 = !DILocation(line: 248, column: 11, scope: !246, inlinedAt: !519)
!535 = !DILocation(line: 248, column: 5, scope: !246, inlinedAt: !519)
!536 = !DILocation(line: 250, column: 19, scope: !246, inlinedAt: !519)
!537 = !DILocation(line: 0, scope: !242, inlinedAt: !517)
!538 = !DILocation(line: 289, column: 56, scope: !242, inlinedAt: !517)
!539 = !DILocation(line: 31, column: 81, scope: !459)
!540 = !DILocation(line: 33, column: 2, scope: !459)
!541 = distinct !DISubprogram(name: "client", linkageName: "_ZN8enumtree6client17he5d3c4b2191ca5d1E", scope: !86, file: !218, line: 35, type: !542, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !544)
!542 = !DISubroutineType(types: !543)
!543 = !{!94, !13, !13}
!544 = !{!545, !546, !547, !549}
!545 = !DILocalVariable(name: "r", arg: 1, scope: !541, file: !218, line: 35, type: !13)
!546 = !DILocalVariable(name: "k", arg: 2, scope: !541, file: !218, line: 35, type: !13)
!547 = !DILocalVariable(name: "e", scope: !548, file: !218, line: 36, type: !84, align: 64)
!548 = distinct !DILexicalBlock(scope: !541, file: !218, line: 36, column: 5)
!549 = !DILocalVariable(name: "f", scope: !550, file: !218, line: 39, type: !227, align: 64)
!550 = distinct !DILexicalBlock(scope: !548, file: !218, line: 39, column: 9)
!551 = !DILocation(line: 0, scope: !541)
!552 = !DILocation(line: 36, column: 13, scope: !541)
!553 = !DILocation(line: 0, scope: !548)
!554 = !DILocation(line: 39, column: 77, scope: !548)
!555 = !DILocation(line: 39, column: 57, scope: !548)
!556 = !DILocation(line: 0, scope: !550)
!557 = !DILocation(line: 40, column: 9, scope: !550)
!558 = !DILocation(line: 42, column: 2, scope: !541)
!559 = distinct !DISubprogram(name: "calc_eval", linkageName: "_ZN8enumtree9calc_eval17h01e14dc1e8a5c07eE", scope: !86, file: !218, line: 23, type: !560, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !563)
!560 = !DISubroutineType(types: !561)
!561 = !{!94, !562, !84}
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut enumtree::Calc", baseType: !231, size: 64, align: 64, dwarfAddressSpace: 0)
!563 = !{!564, !565}
!564 = !DILocalVariable(name: "this", arg: 1, scope: !559, file: !218, line: 23, type: !562)
!565 = !DILocalVariable(name: "e", arg: 2, scope: !559, file: !218, line: 23, type: !84)
!566 = !DILocation(line: 0, scope: !559)
!567 = !DILocation(line: 23, column: 35, scope: !559)
!568 = !DILocation(line: 24, column: 5, scope: !559)
!569 = !DILocation(line: 25, column: 5, scope: !559)
!570 = !DILocation(line: 26, column: 1, scope: !559)
!571 = !DILocation(line: 26, column: 2, scope: !559)
