; ModuleID = 'workq.fcf559a32b595624-cgu.0'
source_filename = "workq.fcf559a32b595624-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Task = type { %"alloc::vec::Vec<f64>", i64 }
%"alloc::vec::Vec<f64>" = type { %"alloc::raw_vec::RawVec<f64>", i64 }
%"alloc::raw_vec::RawVec<f64>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<f64>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<f64>" = type {}
%Done = type { i64, double, i64 }

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h58aaaa859d19a850E"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !92 {
start:
  %self3.i = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !156, !DIExpression(), !157)
    #dbg_value(i64 8, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
    #dbg_value(i64 32, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
    #dbg_value(ptr %self, !174, !DIExpression(), !194)
  %self2 = load i64, ptr %self, align 8, !dbg !196, !range !197, !noundef !114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !198), !dbg !201
    #dbg_value(ptr %self, !202, !DIExpression(), !284)
    #dbg_value(ptr %self, !286, !DIExpression(), !294)
    #dbg_value(i64 %self2, !225, !DIExpression(), !284)
    #dbg_value(i64 1, !226, !DIExpression(), !284)
    #dbg_value(i64 8, !227, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !284)
    #dbg_value(i64 32, !227, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !284)
    #dbg_declare(ptr %self3.i, !296, !DIExpression(), !340)
    #dbg_value(i64 %self2, !228, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !342)
    #dbg_value(i64 %self2, !343, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !353)
  %v19.i = shl nuw i64 %self2, 1, !dbg !355
    #dbg_value(i64 %v19.i, !350, !DIExpression(), !353)
    #dbg_value(i64 %v19.i, !356, !DIExpression(), !363)
    #dbg_value(i64 %self2, !360, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !363)
    #dbg_value(i64 poison, !253, !DIExpression(), !365)
    #dbg_value(i64 poison, !343, !DIExpression(), !366)
    #dbg_value(i64 4, !350, !DIExpression(), !366)
    #dbg_value(i64 4, !356, !DIExpression(), !368)
    #dbg_value(i64 poison, !360, !DIExpression(), !368)
  %0 = tail call i64 @llvm.umax.i64(i64 %v19.i, i64 4), !dbg !370
    #dbg_value(i64 %0, !255, !DIExpression(), !371)
    #dbg_value(i64 %0, !293, !DIExpression(), !294)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !dbg !372, !noalias !198
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !373
  %self.val24.i = load ptr, ptr %1, align 8, !dbg !373, !alias.scope !198
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h7866962ef43eff3cE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self2, ptr %self.val24.i, i64 noundef %0, i64 noundef 32) #14, !dbg !373
  %_37.i = load i64, ptr %self3.i, align 8, !dbg !374, !range !375, !noalias !198, !noundef !114
  %2 = trunc nuw i64 %_37.i to i1, !dbg !376
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8, !dbg !377
  br i1 %2, label %bb18.i, label %bb3, !dbg !376

bb18.i:                                           ; preds = %start
  %e.0.i = load i64, ptr %3, align 8, !dbg !378, !range !379, !noalias !198, !noundef !114
  %4 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16, !dbg !378
  %e.1.i = load i64, ptr %4, align 8, !dbg !378, !noalias !198
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !380, !noalias !198
    #dbg_value(i64 %e.0.i, !175, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !381)
    #dbg_value(i64 %e.1.i, !175, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !381)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %e.0.i, i64 %e.1.i) #15, !dbg !382
  unreachable, !dbg !382

bb3:                                              ; preds = %start
  %v.0.i = load ptr, ptr %3, align 8, !dbg !383, !noalias !198, !nonnull !114, !noundef !114
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !380, !noalias !198
    #dbg_value(ptr %v.0.i, !257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !384)
    #dbg_value(ptr %v.0.i, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !294)
    #dbg_value(i64 poison, !257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !384)
    #dbg_value(i64 poison, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !294)
  store ptr %v.0.i, ptr %1, align 8, !dbg !385, !alias.scope !198
  %5 = icmp sgt i64 %0, -1, !dbg !386
  tail call void @llvm.assume(i1 %5), !dbg !386
  store i64 %0, ptr %self, align 8, !dbg !393, !alias.scope !198
  ret void, !dbg !394
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h627644e40f5e8295E"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !395 {
start:
  %self3.i = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !414, !DIExpression(), !415)
    #dbg_value(i64 8, !416, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !422)
    #dbg_value(i64 24, !416, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
    #dbg_value(ptr %self, !419, !DIExpression(), !422)
  %self2 = load i64, ptr %self, align 8, !dbg !424, !range !197, !noundef !114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !425), !dbg !428
    #dbg_value(ptr %self, !202, !DIExpression(), !429)
    #dbg_value(ptr %self, !286, !DIExpression(), !431)
    #dbg_value(i64 %self2, !225, !DIExpression(), !429)
    #dbg_value(i64 1, !226, !DIExpression(), !429)
    #dbg_value(i64 8, !227, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 24, !227, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_declare(ptr %self3.i, !296, !DIExpression(), !433)
    #dbg_value(i64 %self2, !228, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !435)
    #dbg_value(i64 %self2, !343, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !436)
  %v19.i = shl nuw i64 %self2, 1, !dbg !438
    #dbg_value(i64 %v19.i, !350, !DIExpression(), !436)
    #dbg_value(i64 %v19.i, !356, !DIExpression(), !439)
    #dbg_value(i64 %self2, !360, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !439)
    #dbg_value(i64 poison, !253, !DIExpression(), !441)
    #dbg_value(i64 poison, !343, !DIExpression(), !442)
    #dbg_value(i64 4, !350, !DIExpression(), !442)
    #dbg_value(i64 4, !356, !DIExpression(), !444)
    #dbg_value(i64 poison, !360, !DIExpression(), !444)
  %0 = tail call i64 @llvm.umax.i64(i64 %v19.i, i64 4), !dbg !446
    #dbg_value(i64 %0, !255, !DIExpression(), !447)
    #dbg_value(i64 %0, !293, !DIExpression(), !431)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !dbg !448, !noalias !425
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !449
  %self.val24.i = load ptr, ptr %1, align 8, !dbg !449, !alias.scope !425
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h7866962ef43eff3cE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self2, ptr %self.val24.i, i64 noundef %0, i64 noundef 24) #14, !dbg !449
  %_37.i = load i64, ptr %self3.i, align 8, !dbg !450, !range !375, !noalias !425, !noundef !114
  %2 = trunc nuw i64 %_37.i to i1, !dbg !451
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8, !dbg !452
  br i1 %2, label %bb18.i, label %bb3, !dbg !451

bb18.i:                                           ; preds = %start
  %e.0.i = load i64, ptr %3, align 8, !dbg !453, !range !379, !noalias !425, !noundef !114
  %4 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16, !dbg !453
  %e.1.i = load i64, ptr %4, align 8, !dbg !453, !noalias !425
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !454, !noalias !425
    #dbg_value(i64 %e.0.i, !420, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(i64 %e.1.i, !420, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !455)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %e.0.i, i64 %e.1.i) #15, !dbg !456
  unreachable, !dbg !456

bb3:                                              ; preds = %start
  %v.0.i = load ptr, ptr %3, align 8, !dbg !457, !noalias !425, !nonnull !114, !noundef !114
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !454, !noalias !425
    #dbg_value(ptr %v.0.i, !257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(ptr %v.0.i, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !431)
    #dbg_value(i64 poison, !257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(i64 poison, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !431)
  store ptr %v.0.i, ptr %1, align 8, !dbg !459, !alias.scope !425
  %5 = icmp sgt i64 %0, -1, !dbg !460
  tail call void @llvm.assume(i1 %5), !dbg !460
  store i64 %0, ptr %self, align 8, !dbg !462, !alias.scope !425
  ret void, !dbg !463
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h7866962ef43eff3cE"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef %cap, i64 noundef range(i64 8, 33) %elem_layout.1) unnamed_addr #1 !dbg !464 {
start:
    #dbg_value(ptr poison, !471, !DIExpression(), !503)
    #dbg_value(i64 %cap, !472, !DIExpression(), !503)
    #dbg_value(i64 %cap, !504, !DIExpression(), !527)
    #dbg_value(i64 %cap, !529, !DIExpression(), !556)
    #dbg_value(i64 %cap, !558, !DIExpression(), !582)
    #dbg_value(i64 %cap, !584, !DIExpression(), !594)
    #dbg_value(i64 8, !473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 %elem_layout.1, !473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
    #dbg_value(i64 %elem_layout.1, !524, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527)
    #dbg_value(i64 %elem_layout.1, !577, !DIExpression(), !582)
    #dbg_value(i64 %elem_layout.1, !593, !DIExpression(), !594)
    #dbg_value(i64 8, !524, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !527)
    #dbg_value(ptr poison, !553, !DIExpression(), !596)
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap), !dbg !597
  %_33.0 = extractvalue { i64, i1 } %0, 0, !dbg !597
  %_33.1 = extractvalue { i64, i1 } %0, 1, !dbg !597
    #dbg_value(i1 %_33.1, !580, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !598)
    #dbg_value(i1 %_33.1, !599, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !606)
    #dbg_value(i64 %_33.0, !554, !DIExpression(), !608)
    #dbg_value(i64 %_33.0, !578, !DIExpression(), !598)
  %_38 = icmp ugt i64 %_33.0, 9223372036854775800
  %or.cond.not = or i1 %_33.1, %_38, !dbg !609
  br i1 %or.cond.not, label %bb11, label %bb15, !dbg !609, !prof !610

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !474, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !611)
    #dbg_value(i64 %_33.0, !474, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !611)
    #dbg_value(ptr poison, !612, !DIExpression(), !640)
    #dbg_value(i64 8, !635, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !640)
    #dbg_value(i64 %elem_layout.1, !635, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !640)
    #dbg_value(i64 %elem_layout.1, !642, !DIExpression(), !672)
  %1 = icmp eq i64 %self.0.val, 0, !dbg !674
  br i1 %1, label %bb5, label %bb3, !dbg !674

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !671, !DIExpression(), !672)
  %alloc_size.i = mul nuw i64 %elem_layout.1, %self.0.val, !dbg !675
  %2 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %2)
    #dbg_value(ptr %self.8.val, !498, !DIExpression(), !676)
    #dbg_value(i64 poison, !500, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !676)
    #dbg_value(i64 %alloc_size.i, !500, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !676)
    #dbg_value(ptr poison, !677, !DIExpression(), !688)
    #dbg_value(ptr poison, !690, !DIExpression(), !700)
    #dbg_value(ptr %self.8.val, !685, !DIExpression(), !688)
    #dbg_value(ptr %self.8.val, !696, !DIExpression(), !700)
    #dbg_value(i64 8, !686, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !688)
    #dbg_value(i64 8, !697, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !700)
    #dbg_value(i64 %alloc_size.i, !686, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !688)
    #dbg_value(i64 %alloc_size.i, !697, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !700)
    #dbg_value(i64 8, !687, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !688)
    #dbg_value(i64 8, !698, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !700)
    #dbg_value(i64 %_33.0, !687, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !688)
    #dbg_value(i64 %_33.0, !698, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !700)
    #dbg_value(i8 0, !699, !DIExpression(), !700)
    #dbg_value(ptr poison, !702, !DIExpression(), !746)
    #dbg_value(ptr %self.8.val, !706, !DIExpression(), !746)
    #dbg_value(i64 8, !707, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !746)
    #dbg_value(i64 8, !748, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !755)
    #dbg_value(i64 %alloc_size.i, !707, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !746)
    #dbg_value(i64 %alloc_size.i, !748, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !755)
    #dbg_value(i64 8, !708, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !746)
    #dbg_value(i64 %_33.0, !708, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !746)
    #dbg_value(i1 false, !709, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !746)
    #dbg_value(i64 %alloc_size.i, !710, !DIExpression(), !757)
    #dbg_value(ptr poison, !712, !DIExpression(), !758)
    #dbg_value(i64 %_33.0, !714, !DIExpression(), !759)
    #dbg_value(i64 %_33.0, !754, !DIExpression(), !755)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !760
    #dbg_value(i1 true, !761, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !768)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !770
    #dbg_value(ptr %self.8.val, !753, !DIExpression(), !755)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #14, !dbg !771
    #dbg_value(ptr poison, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !772)
    #dbg_value(i64 poison, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !772)
  br label %bb7, !dbg !773

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !774, !DIExpression(), !780)
    #dbg_value(ptr poison, !782, !DIExpression(), !790)
    #dbg_value(i64 8, !779, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !780)
    #dbg_value(i64 8, !788, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !790)
    #dbg_value(i64 %_33.0, !779, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !780)
    #dbg_value(i64 %_33.0, !788, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !790)
    #dbg_value(i8 0, !789, !DIExpression(), !790)
    #dbg_value(i64 8, !792, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !809)
    #dbg_value(i64 8, !811, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !816)
    #dbg_value(i64 %_33.0, !792, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !809)
    #dbg_value(i64 %_33.0, !811, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !816)
    #dbg_value(i1 false, !798, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !809)
    #dbg_value(i64 %_33.0, !799, !DIExpression(), !818)
  %3 = icmp eq i64 %_33.0, 0, !dbg !819
  br i1 %3, label %bb9, label %bb4.i.i, !dbg !819

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #14, !dbg !820
; call __rustc::__rust_alloc
  %4 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #14, !dbg !821
    #dbg_value(ptr %4, !822, !DIExpression(), !842)
    #dbg_value(ptr %4, !801, !DIExpression(), !844)
  br label %bb7, !dbg !845

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %4, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !772)
    #dbg_value(i64 poison, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !772)
  %5 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !846
  br i1 %5, label %bb8, label %bb9, !dbg !847

bb8:                                              ; preds = %bb7
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !848
  store i64 8, ptr %6, align 8, !dbg !848
  br label %bb11, !dbg !849

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !772)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !501, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !850)
    #dbg_value(i64 %_33.0, !501, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !850)
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !851
  store ptr %raw_ptr.i.i.pn8, ptr %7, align 8, !dbg !851
  br label %bb11, !dbg !852

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !503
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !503
  store i64 %_33.0.sink, ptr %8, align 8, !dbg !503
  store i64 %storemerge13, ptr %_0, align 8, !dbg !503
  ret void, !dbg !853
}

; workq::q_pop
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable
define internal void @_ZN5workq5q_pop17h766e2a6c53e8a0ebE(ptr dead_on_unwind noalias noundef writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) initializes((0, 32)) %t, ptr noalias noundef align 8 captures(none) dereferenceable(48) %this) unnamed_addr #2 !dbg !854 {
start:
    #dbg_value(ptr %this, !872, !DIExpression(), !875)
    #dbg_value(i64 32, !876, !DIExpression(), !883)
    #dbg_value(ptr %this, !919, !DIExpression(), !921)
    #dbg_value(ptr %this, !900, !DIExpression(), !922)
    #dbg_value(ptr %this, !923, !DIExpression(), !930)
    #dbg_value(ptr %this, !932, !DIExpression(), !936)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 16, !dbg !938
  %_5 = load i64, ptr %0, align 8, !dbg !938, !noundef !114
  %1 = icmp eq i64 %_5, 0, !dbg !938
  br i1 %1, label %bb2, label %bb3, !dbg !938

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %t, i64 24, !dbg !939
  store i64 -1, ptr %2, align 8, !dbg !939
  store i64 0, ptr %t, align 8, !dbg !939
  %_4.sroa.4.0.t.sroa_idx = getelementptr inbounds nuw i8, ptr %t, i64 8, !dbg !939
  store ptr inttoptr (i64 8 to ptr), ptr %_4.sroa.4.0.t.sroa_idx, align 8, !dbg !939
  %_4.sroa.5.0.t.sroa_idx = getelementptr inbounds nuw i8, ptr %t, i64 16, !dbg !939
  store i64 0, ptr %_4.sroa.5.0.t.sroa_idx, align 8, !dbg !939
  br label %bb1, !dbg !940

bb3:                                              ; preds = %start
  %3 = add nsw i64 %_5, -1, !dbg !941
  store i64 %3, ptr %0, align 8, !dbg !941
  %self = load i64, ptr %this, align 8, !dbg !942, !range !197, !noundef !114
  %cond = icmp samesign ult i64 %3, %self, !dbg !943
    #dbg_value(i1 true, !944, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !947)
  tail call void @llvm.assume(i1 %cond), !dbg !949
  %4 = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !950
  %_16 = load ptr, ptr %4, align 8, !dbg !950, !nonnull !114, !noundef !114
    #dbg_value(ptr %_16, !971, !DIExpression(), !980)
    #dbg_value(i64 %3, !979, !DIExpression(), !980)
  %_17 = icmp ult i64 %_5, 288230376151711745, !dbg !982
  tail call void @llvm.assume(i1 %_17), !dbg !983
  %src = getelementptr inbounds nuw %Task, ptr %_16, i64 %3, !dbg !984
    #dbg_value(ptr %src, !985, !DIExpression(), !991)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %t, ptr noundef nonnull align 8 dereferenceable(32) %src, i64 32, i1 false), !dbg !993
  br label %bb1, !dbg !994

bb1:                                              ; preds = %bb3, %bb2
  ret void, !dbg !995
}

; workq::w_run
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN5workq5w_run17h0d3daea7618d55b2E(ptr noalias noundef align 8 captures(none) dereferenceable(16) %this, i64 noundef %q) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !996 {
start:
  %_17 = alloca [24 x i8], align 8
  %t = alloca [32 x i8], align 8
    #dbg_value(ptr %this, !1005, !DIExpression(), !1022)
    #dbg_value(i64 %q, !1006, !DIExpression(), !1022)
    #dbg_declare(ptr %t, !1007, !DIExpression(), !1023)
  call void @llvm.lifetime.start.p0(ptr nonnull %t), !dbg !1024
  %_510 = tail call noundef ptr @__cormi_remote_method(i64 noundef %q, ptr noundef nonnull @_ZN5workq5q_pop17h766e2a6c53e8a0ebE) #14, !dbg !1025
  %0 = icmp ne ptr %_510, null, !dbg !1026
  tail call void @llvm.assume(i1 %0), !dbg !1026
  call void %_510(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %t, ptr noundef null) #14, !dbg !1027
  %1 = getelementptr inbounds nuw i8, ptr %t, i64 24, !dbg !1028
  %_811 = load i64, ptr %1, align 8, !dbg !1028, !noundef !114
  %2 = icmp eq i64 %_811, -1, !dbg !1028
  br i1 %2, label %start.bb4_crit_edge, label %bb5.lr.ph, !dbg !1028

start.bb4_crit_edge:                              ; preds = %start
  %.phi.trans.insert = getelementptr inbounds nuw i8, ptr %this, i64 8
  %_0.pre = load i64, ptr %.phi.trans.insert, align 8, !dbg !1029
  br label %bb4, !dbg !1028

bb5.lr.ph:                                        ; preds = %start
  %3 = getelementptr inbounds nuw i8, ptr %t, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %t, i64 16
  %5 = getelementptr inbounds nuw i8, ptr %this, i64 8
  %_19 = load i64, ptr %this, align 8
  %6 = getelementptr inbounds nuw i8, ptr %_17, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %_17, i64 16
  %.promoted = load i64, ptr %5, align 8
  br label %bb5, !dbg !1028

bb4:                                              ; preds = %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9", %start.bb4_crit_edge
  %_0 = phi i64 [ %_0.pre, %start.bb4_crit_edge ], [ %20, %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9" ], !dbg !1029
  %t.val5 = load i64, ptr %t, align 8, !dbg !1030, !range !197, !noundef !114
    #dbg_value(ptr poison, !1031, !DIExpression(), !1036)
    #dbg_value(ptr poison, !1038, !DIExpression(), !1046)
    #dbg_value(ptr poison, !1048, !DIExpression(), !1056)
    #dbg_value(ptr poison, !1058, !DIExpression(), !1065)
    #dbg_value(ptr poison, !1067, !DIExpression(), !1075)
    #dbg_value(i64 8, !1071, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1075)
    #dbg_value(i64 8, !1071, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1075)
    #dbg_value(ptr poison, !612, !DIExpression(), !1077)
    #dbg_value(i64 8, !635, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1077)
    #dbg_value(i64 8, !635, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1077)
    #dbg_value(i64 8, !642, !DIExpression(), !1079)
  %8 = icmp eq i64 %t.val5, 0, !dbg !1081
  br i1 %8, label %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit", label %bb2.i.i.i.i.i, !dbg !1081

bb2.i.i.i.i.i:                                    ; preds = %bb4
  %9 = getelementptr inbounds nuw i8, ptr %t, i64 8, !dbg !1030
  %t.val6 = load ptr, ptr %9, align 8, !dbg !1030, !nonnull !114, !noundef !114
    #dbg_value(i64 %t.val5, !671, !DIExpression(), !1079)
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %t.val5, 3, !dbg !1082
    #dbg_value(ptr %t.val6, !1072, !DIExpression(), !1083)
    #dbg_value(i64 8, !1074, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1083)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1074, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1083)
    #dbg_value(ptr poison, !1084, !DIExpression(), !1091)
    #dbg_value(ptr poison, !1093, !DIExpression(), !1099)
    #dbg_value(ptr %t.val6, !1089, !DIExpression(), !1091)
    #dbg_value(ptr %t.val6, !1097, !DIExpression(), !1099)
    #dbg_value(ptr %t.val6, !1101, !DIExpression(), !1108)
    #dbg_value(i64 8, !1090, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 8, !1098, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1099)
    #dbg_value(i64 8, !1107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1108)
    #dbg_value(i64 8, !1110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1116)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1090, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1091)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1098, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1099)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1108)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1110, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1116)
    #dbg_value(ptr %t.val6, !1115, !DIExpression(), !1116)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %t.val6, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #14, !dbg !1118
  br label %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit", !dbg !1119

"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit": ; preds = %bb4, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %t), !dbg !1030
  ret i64 %_0, !dbg !1120

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9"
  %10 = phi i64 [ %.promoted, %bb5.lr.ph ], [ %20, %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9" ]
  %_812 = phi i64 [ %_811, %bb5.lr.ph ], [ %_8, %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9" ]
    #dbg_value(ptr %t, !1121, !DIExpression(), !1133)
    #dbg_value(ptr %t, !1135, !DIExpression(), !1139)
    #dbg_value(ptr %t, !1141, !DIExpression(), !1148)
  %_23 = load ptr, ptr %3, align 8, !dbg !1150, !nonnull !114, !noundef !114
  %len = load i64, ptr %4, align 8, !dbg !1172, !noundef !114
    #dbg_value(ptr %_23, !1173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1197)
    #dbg_value(ptr %_23, !1199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1207)
    #dbg_value(!DIArgList(ptr %_23, i64 %len), !1173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1197)
    #dbg_value(!DIArgList(ptr %_23, i64 %len), !1199, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(ptr %_23, !1209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1237)
    #dbg_value(!DIArgList(ptr %_23, i64 %len), !1209, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1237)
    #dbg_value(double -0.000000e+00, !1218, !DIExpression(), !1237)
    #dbg_declare(ptr poison, !1219, !DIExpression(), !1239)
    #dbg_value(i64 1, !1240, !DIExpression(), !1244)
    #dbg_value(!DIArgList(ptr %_23, i64 %len), !1222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1246)
    #dbg_value(ptr poison, !1247, !DIExpression(), !1255)
    #dbg_value(ptr poison, !1254, !DIExpression(), !1257)
  %11 = icmp eq i64 %len, 0, !dbg !1258
  br i1 %11, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit", label %bb8.i.preheader, !dbg !1259

bb8.i.preheader:                                  ; preds = %bb5
  %xtraiter = and i64 %len, 7, !dbg !1260
  %12 = icmp ult i64 %len, 8, !dbg !1260
  br i1 %12, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !1260

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %len, -8, !dbg !1260
  br label %bb8.i, !dbg !1260

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.7, %bb8.i ], !dbg !1261
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.7, %bb8.i ], !dbg !1237
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.7, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(), !1262)
    #dbg_value(ptr %_23, !1263, !DIExpression(), !1270)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(), !1270)
  %_45.i = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.val.i = load double, ptr %_45.i, align 8, !dbg !1273, !noundef !114
    #dbg_value(ptr poison, !1274, !DIExpression(), !1282)
    #dbg_value(double %acc.sroa.0.0.i, !1280, !DIExpression(), !1282)
    #dbg_value(ptr poison, !1281, !DIExpression(), !1282)
    #dbg_value(ptr poison, !1284, !DIExpression(), !1292)
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_45.val.i, !dbg !1294
    #dbg_value(double %_0.i.i, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1270)
  %13 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %13, i64 8, !dbg !1272
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i, !1280, !DIExpression(), !1282)
  %_0.i.i.1 = fadd double %_0.i.i, %_45.val.i.1, !dbg !1294
    #dbg_value(double %_0.i.i.1, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1270)
  %14 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %14, i64 16, !dbg !1272
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.1, !1280, !DIExpression(), !1282)
  %_0.i.i.2 = fadd double %_0.i.i.1, %_45.val.i.2, !dbg !1294
    #dbg_value(double %_0.i.i.2, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1270)
  %15 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %15, i64 24, !dbg !1272
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.2, !1280, !DIExpression(), !1282)
  %_0.i.i.3 = fadd double %_0.i.i.2, %_45.val.i.3, !dbg !1294
    #dbg_value(double %_0.i.i.3, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !1270)
  %16 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %16, i64 32, !dbg !1272
  %_45.val.i.4 = load double, ptr %_45.i.4, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.3, !1280, !DIExpression(), !1282)
  %_0.i.i.4 = fadd double %_0.i.i.3, %_45.val.i.4, !dbg !1294
    #dbg_value(double %_0.i.i.4, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !1270)
  %17 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %17, i64 40, !dbg !1272
  %_45.val.i.5 = load double, ptr %_45.i.5, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.4, !1280, !DIExpression(), !1282)
  %_0.i.i.5 = fadd double %_0.i.i.4, %_45.val.i.5, !dbg !1294
    #dbg_value(double %_0.i.i.5, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !1270)
  %18 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %18, i64 48, !dbg !1272
  %_45.val.i.6 = load double, ptr %_45.i.6, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.5, !1280, !DIExpression(), !1282)
  %_0.i.i.6 = fadd double %_0.i.i.5, %_45.val.i.6, !dbg !1294
    #dbg_value(double %_0.i.i.6, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i, !1226, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1262)
    #dbg_value(i64 %i.sroa.0.0.i, !1243, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1244)
    #dbg_value(i64 %i.sroa.0.0.i, !1269, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !1270)
  %19 = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i, !dbg !1272
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %19, i64 56, !dbg !1272
  %_45.val.i.7 = load double, ptr %_45.i.7, align 8, !dbg !1273, !noundef !114
    #dbg_value(double %_0.i.i.6, !1280, !DIExpression(), !1282)
  %_0.i.i.7 = fadd double %_0.i.i.6, %_45.val.i.7, !dbg !1294
    #dbg_value(double %_0.i.i.7, !1224, !DIExpression(), !1261)
  %_27.i.7 = add nuw i64 %i.sroa.0.0.i, 8, !dbg !1301
    #dbg_value(i64 %_27.i.7, !1226, !DIExpression(), !1262)
    #dbg_value(i64 %_27.i.7, !1243, !DIExpression(), !1244)
  %niter.next.7 = add i64 %niter, 8, !dbg !1260
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !1260
  br i1 %niter.ncmp.7, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa", label %bb8.i, !dbg !1260

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1260
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit", label %bb8.i.epil.preheader, !dbg !1260

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod15 = icmp ne i64 %xtraiter, 0, !dbg !1260
  call void @llvm.assume(i1 %lcmp.mod15), !dbg !1260
  br label %bb8.i.epil, !dbg !1260

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1261
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1237
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !1224, !DIExpression(), !1261)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1243, !DIExpression(), !1244)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1226, !DIExpression(), !1262)
    #dbg_value(ptr %_23, !1263, !DIExpression(), !1270)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1269, !DIExpression(), !1270)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_23, i64 %i.sroa.0.0.i.epil, !dbg !1272
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !1273, !noundef !114
    #dbg_value(ptr poison, !1274, !DIExpression(), !1282)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1280, !DIExpression(), !1282)
    #dbg_value(ptr poison, !1281, !DIExpression(), !1282)
    #dbg_value(ptr poison, !1284, !DIExpression(), !1292)
  %_0.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_45.val.i.epil, !dbg !1294
    #dbg_value(double %_0.i.i.epil, !1224, !DIExpression(), !1261)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !1301
    #dbg_value(i64 %_27.i.epil, !1226, !DIExpression(), !1262)
    #dbg_value(i64 %_27.i.epil, !1243, !DIExpression(), !1244)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1260
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1260
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit", label %bb8.i.epil, !dbg !1260, !llvm.loop !1302

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa", %bb8.i.epil, %bb5
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %bb5 ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit.loopexit.unr-lcssa" ], [ %_0.i.i.epil, %bb8.i.epil ], !dbg !1237
    #dbg_value(double %_0.sroa.0.0.i, !1015, !DIExpression(), !1304)
  %20 = add i64 %10, 1, !dbg !1305
  store i64 %20, ptr %5, align 8, !dbg !1305
  %_13 = call noundef ptr @__cormi_remote_method(i64 noundef %q, ptr noundef nonnull @_ZN5workq6q_done17h697b21525585d6c3E) #14, !dbg !1306
  %21 = icmp ne ptr %_13, null, !dbg !1307
  call void @llvm.assume(i1 %21), !dbg !1307
    #dbg_value(ptr %_13, !1017, !DIExpression(), !1308)
  call void @llvm.lifetime.start.p0(ptr nonnull %_17), !dbg !1309
  store i64 %_812, ptr %_17, align 8, !dbg !1309
  store double %_0.sroa.0.0.i, ptr %6, align 8, !dbg !1309
  store i64 %_19, ptr %7, align 8, !dbg !1309
  call void %_13(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(24) %_17) #14, !dbg !1310
  call void @llvm.lifetime.end.p0(ptr nonnull %_17), !dbg !1311
  %t.val = load i64, ptr %t, align 8, !dbg !1030, !range !197, !noundef !114
    #dbg_value(ptr poison, !1031, !DIExpression(), !1312)
    #dbg_value(ptr poison, !1038, !DIExpression(), !1314)
    #dbg_value(ptr poison, !1048, !DIExpression(), !1316)
    #dbg_value(ptr poison, !1058, !DIExpression(), !1318)
    #dbg_value(ptr poison, !1067, !DIExpression(), !1320)
    #dbg_value(i64 8, !1071, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1320)
    #dbg_value(i64 8, !1071, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1320)
    #dbg_value(ptr poison, !612, !DIExpression(), !1322)
    #dbg_value(i64 8, !635, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1322)
    #dbg_value(i64 8, !635, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1322)
    #dbg_value(i64 8, !642, !DIExpression(), !1324)
  %22 = icmp eq i64 %t.val, 0, !dbg !1326
  br i1 %22, label %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9", label %bb2.i.i.i.i.i7, !dbg !1326

bb2.i.i.i.i.i7:                                   ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit"
    #dbg_value(i64 %t.val, !671, !DIExpression(), !1324)
  %alloc_size.i.i.i.i.i.i8 = shl nuw i64 %t.val, 3, !dbg !1327
    #dbg_value(ptr %_23, !1072, !DIExpression(), !1328)
    #dbg_value(i64 8, !1074, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1328)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i8, !1074, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1328)
    #dbg_value(ptr poison, !1084, !DIExpression(), !1329)
    #dbg_value(ptr poison, !1093, !DIExpression(), !1331)
    #dbg_value(ptr %_23, !1089, !DIExpression(), !1329)
    #dbg_value(ptr %_23, !1097, !DIExpression(), !1331)
    #dbg_value(ptr %_23, !1101, !DIExpression(), !1333)
    #dbg_value(i64 8, !1090, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1329)
    #dbg_value(i64 8, !1098, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1331)
    #dbg_value(i64 8, !1107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1333)
    #dbg_value(i64 8, !1110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1335)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i8, !1090, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1329)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i8, !1098, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1331)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i8, !1107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1333)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i8, !1110, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1335)
    #dbg_value(ptr %_23, !1115, !DIExpression(), !1335)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_23, i64 noundef %alloc_size.i.i.i.i.i.i8, i64 noundef range(i64 1, -9223372036854775807) 8) #14, !dbg !1337
  br label %"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9", !dbg !1338

"_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E.exit9": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E.exit", %bb2.i.i.i.i.i7
  call void @llvm.lifetime.end.p0(ptr nonnull %t), !dbg !1030
  call void @llvm.lifetime.start.p0(ptr nonnull %t), !dbg !1024
  %_5 = call noundef ptr @__cormi_remote_method(i64 noundef %q, ptr noundef nonnull @_ZN5workq5q_pop17h766e2a6c53e8a0ebE) #14, !dbg !1025
  %23 = icmp ne ptr %_5, null, !dbg !1026
  call void @llvm.assume(i1 %23), !dbg !1026
    #dbg_value(ptr %_5, !1009, !DIExpression(), !1339)
  call void %_5(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %t, ptr noundef null) #14, !dbg !1027
  %_8 = load i64, ptr %1, align 8, !dbg !1028, !noundef !114
  %24 = icmp eq i64 %_8, -1, !dbg !1028
  br i1 %24, label %bb4, label %bb5, !dbg !1028
}

; workq::client
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5workq6client17hff08f90122a4bf7dE(i64 noundef %q, i64 noundef %n) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !1340 {
start:
  %_12 = alloca [32 x i8], align 8
    #dbg_value(i64 %q, !1344, !DIExpression(), !1362)
    #dbg_value(i64 %n, !1345, !DIExpression(), !1362)
    #dbg_value(i64 1, !1363, !DIExpression(), !1372)
    #dbg_value(i64 1, !1405, !DIExpression(), !1412)
    #dbg_value(i64 0, !1346, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1414)
    #dbg_value(i64 %n, !1346, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1414)
    #dbg_value(ptr undef, !1400, !DIExpression(), !1415)
    #dbg_value(ptr undef, !1394, !DIExpression(), !1416)
    #dbg_value(ptr undef, !1417, !DIExpression(), !1426)
    #dbg_value(ptr undef, !1425, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1428)
  %_174.not = icmp eq i64 %n, 0, !dbg !1429
  br i1 %_174.not, label %bb5, label %bb4.lr.ph, !dbg !1427

bb4.lr.ph:                                        ; preds = %start
  %0 = getelementptr inbounds nuw i8, ptr %_12, i64 24
  %_13.sroa.4.0._12.sroa_idx = getelementptr inbounds nuw i8, ptr %_12, i64 8
  %_13.sroa.5.0._12.sroa_idx = getelementptr inbounds nuw i8, ptr %_12, i64 16
  br label %bb4, !dbg !1427

bb5:                                              ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit", %start
  ret void, !dbg !1430

bb4:                                              ; preds = %bb4.lr.ph, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit"
  %iter.sroa.0.05 = phi i64 [ 0, %bb4.lr.ph ], [ %_21, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit" ]
  %1 = urem i64 %iter.sroa.0.05, 17, !dbg !1431
    #dbg_value(i64 %iter.sroa.0.05, !1395, !DIExpression(), !1432)
    #dbg_value(i64 %iter.sroa.0.05, !1371, !DIExpression(), !1372)
    #dbg_value(i64 %iter.sroa.0.05, !1411, !DIExpression(), !1412)
  %_21 = add nuw i64 %iter.sroa.0.05, 1, !dbg !1431
    #dbg_value(i64 %_21, !1346, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1414)
    #dbg_value(i64 %iter.sroa.0.05, !1355, !DIExpression(), !1433)
  %_8 = call noundef ptr @__cormi_remote_method(i64 noundef %q, ptr noundef nonnull @_ZN5workq6q_push17h85eefaa1b098e4d3E) #14, !dbg !1434
  %2 = icmp ne ptr %_8, null, !dbg !1435
  call void @llvm.assume(i1 %2), !dbg !1435
    #dbg_value(ptr %_8, !1357, !DIExpression(), !1436)
  call void @llvm.lifetime.start.p0(ptr nonnull %_12), !dbg !1437
  %_16 = urem i64 %iter.sroa.0.05, 17, !dbg !1438
    #dbg_value(i64 0, !1439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1547)
    #dbg_value(i64 0, !1549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1555)
    #dbg_value(i64 0, !1557, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1563)
    #dbg_value(i64 %_16, !1439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1547)
    #dbg_value(i64 %_16, !1549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1555)
    #dbg_value(i64 %_16, !1557, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1563)
    #dbg_value(ptr poison, !1565, !DIExpression(), !1604)
    #dbg_value(ptr poison, !1611, !DIExpression(), !1626)
    #dbg_value(i64 0, !1621, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1627)
    #dbg_value(i64 %_16, !1621, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1627)
    #dbg_declare(ptr poison, !1628, !DIExpression(), !1635)
    #dbg_declare(ptr poison, !1644, !DIExpression(), !1651)
    #dbg_value(i64 %_16, !1623, !DIExpression(), !1653)
    #dbg_value(i64 %_16, !1642, !DIExpression(), !1654)
    #dbg_value(i64 %_16, !1634, !DIExpression(), !1655)
    #dbg_value(i64 %_16, !1650, !DIExpression(), !1656)
    #dbg_value(i64 %_16, !1657, !DIExpression(), !1669)
    #dbg_declare(ptr poison, !1663, !DIExpression(), !1671)
    #dbg_value(i64 8, !1664, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1669)
    #dbg_value(i64 8, !1664, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1669)
    #dbg_value(i64 %_16, !1672, !DIExpression(), !1706)
    #dbg_value(i64 %_16, !1708, !DIExpression(), !1714)
    #dbg_value(i64 %_16, !1716, !DIExpression(), !1722)
    #dbg_value(i64 %_16, !1724, !DIExpression(), !1731)
    #dbg_value(i64 %_16, !1733, !DIExpression(), !1737)
    #dbg_value(i1 false, !1693, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1706)
    #dbg_declare(ptr poison, !1694, !DIExpression(), !1739)
    #dbg_value(i64 8, !1695, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1706)
    #dbg_value(i64 8, !1695, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1706)
    #dbg_value(i64 8, !1711, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1714)
    #dbg_value(i64 8, !1727, !DIExpression(), !1731)
    #dbg_value(i64 8, !1736, !DIExpression(), !1737)
    #dbg_value(i64 8, !1711, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1714)
    #dbg_value(ptr poison, !1719, !DIExpression(), !1740)
    #dbg_value(i64 %_16, !1720, !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value), !1741)
    #dbg_value(i64 8, !1696, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1742)
    #dbg_value(i64 %_16, !1696, !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1742)
  %3 = icmp eq i64 %_16, 0, !dbg !1743
  br i1 %3, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !dbg !1743

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
  %_33.0.i.i.i = shl nuw nsw i64 %_16, 3, !dbg !1744
    #dbg_value(i64 %_33.0.i.i.i, !1720, !DIExpression(), !1741)
    #dbg_value(i64 %_33.0.i.i.i, !1696, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1742)
    #dbg_value(ptr poison, !774, !DIExpression(), !1745)
    #dbg_value(ptr poison, !782, !DIExpression(), !1747)
    #dbg_value(i64 8, !779, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1745)
    #dbg_value(i64 8, !788, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1747)
    #dbg_value(i64 %_33.0.i.i.i, !779, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1745)
    #dbg_value(i64 %_33.0.i.i.i, !788, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1747)
    #dbg_value(i8 0, !789, !DIExpression(), !1747)
    #dbg_value(i64 8, !792, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1749)
    #dbg_value(i64 8, !811, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1751)
    #dbg_value(i64 %_33.0.i.i.i, !792, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1749)
    #dbg_value(i64 %_33.0.i.i.i, !811, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1751)
    #dbg_value(i1 false, !798, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1749)
    #dbg_value(i64 %_33.0.i.i.i, !799, !DIExpression(), !1753)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #14, !dbg !1754, !noalias !1755
; call __rustc::__rust_alloc
  %4 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #14, !dbg !1760, !noalias !1755
    #dbg_value(i64 poison, !1700, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1761)
    #dbg_value(ptr %4, !1700, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1761)
  %5 = icmp eq ptr %4, null, !dbg !1762
  br i1 %5, label %bb3.i.i, label %bb3.i.i.i.i.i.i.preheader, !dbg !1763

bb3.i.i.i.i.i.i.preheader:                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %min.iters.check = icmp samesign ult i64 %1, 4, !dbg !1764
  br i1 %min.iters.check, label %bb3.i.i.i.i.i.i.preheader6, label %vector.ph, !dbg !1764

vector.ph:                                        ; preds = %bb3.i.i.i.i.i.i.preheader
  %n.vec = and i64 %1, 28
  br label %vector.body, !dbg !1764

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1829
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ], !dbg !1829
  %step.add = add <2 x i64> %vec.ind, splat (i64 2), !dbg !1829
  %6 = uitofp nneg <2 x i64> %vec.ind to <2 x double>, !dbg !1840
  %7 = uitofp nneg <2 x i64> %step.add to <2 x double>, !dbg !1840
  %8 = getelementptr inbounds nuw double, ptr %4, i64 %index, !dbg !1862
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !1890
  store <2 x double> %6, ptr %8, align 8, !dbg !1890, !noalias !1895
  store <2 x double> %7, ptr %9, align 8, !dbg !1890, !noalias !1895
  %index.next = add nuw i64 %index, 4, !dbg !1829
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4), !dbg !1829
  %10 = icmp eq i64 %index.next, %n.vec, !dbg !1764
  br i1 %10, label %middle.block, label %vector.body, !dbg !1764, !llvm.loop !1912

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %1, %n.vec, !dbg !1764
  br i1 %cmp.n, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit", label %bb3.i.i.i.i.i.i.preheader6, !dbg !1764

bb3.i.i.i.i.i.i.preheader6:                       ; preds = %bb3.i.i.i.i.i.i.preheader, %middle.block
  %.ph = phi i64 [ 0, %bb3.i.i.i.i.i.i.preheader ], [ %n.vec, %middle.block ]
  br label %bb3.i.i.i.i.i.i, !dbg !1764

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
    #dbg_value(i64 8, !1667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1915)
    #dbg_value(i64 %_33.0.i.i.i, !1667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1915)
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %_33.0.i.i.i) #15, !dbg !1916, !noalias !1917
  unreachable, !dbg !1916

bb3.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i.i.preheader6, %bb3.i.i.i.i.i.i
  %11 = phi i64 [ %12, %bb3.i.i.i.i.i.i ], [ %.ph, %bb3.i.i.i.i.i.i.preheader6 ], !dbg !1829
    #dbg_value(i64 %11, !1797, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1918)
    #dbg_value(i64 %11, !1768, !DIExpression(), !1919)
    #dbg_value(i64 %11, !1837, !DIExpression(), !1920)
    #dbg_value(i64 %11, !1832, !DIExpression(), !1921)
    #dbg_value(i64 1, !1838, !DIExpression(), !1920)
    #dbg_value(i64 1, !1833, !DIExpression(), !1921)
  %12 = add nuw nsw i64 %11, 1, !dbg !1922
    #dbg_value(i64 %12, !1797, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1918)
    #dbg_value(i64 %11, !1801, !DIExpression(), !1930)
    #dbg_value(ptr poison, !1856, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1931)
    #dbg_declare(ptr poison, !1854, !DIExpression(), !1932)
    #dbg_value(i64 %11, !1855, !DIExpression(), !1931)
    #dbg_value(ptr poison, !1847, !DIExpression(), !1933)
    #dbg_value(i64 %11, !1846, !DIExpression(), !1933)
  %_0.i.i.i.i.i.i.i.i = uitofp nneg i64 %11 to double, !dbg !1840
    #dbg_value(ptr poison, !1885, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1934)
    #dbg_declare(ptr poison, !1886, !DIExpression(), !1935)
    #dbg_value(double %_0.i.i.i.i.i.i.i.i, !1884, !DIExpression(), !1934)
    #dbg_value(ptr poison, !1876, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1936)
    #dbg_value(ptr poison, !1877, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1936)
    #dbg_value(double %_0.i.i.i.i.i.i.i.i, !1875, !DIExpression(), !1936)
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %4, i64 %11, !dbg !1862
  store double %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !dbg !1890, !noalias !1895
    #dbg_value(ptr undef, !1773, !DIExpression(), !1937)
    #dbg_value(ptr undef, !1767, !DIExpression(), !1938)
    #dbg_value(ptr undef, !1939, !DIExpression(), !1943)
    #dbg_value(ptr undef, !1942, !DIExpression(), !1943)
  %exitcond.not.i.i.i.i.i.i = icmp eq i64 %12, %_16, !dbg !1945
  br i1 %exitcond.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit", label %bb3.i.i.i.i.i.i, !dbg !1764, !llvm.loop !1946

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE.exit": ; preds = %bb3.i.i.i.i.i.i, %middle.block, %bb4
  %13 = phi ptr [ inttoptr (i64 8 to ptr), %bb4 ], [ %4, %middle.block ], [ %4, %bb3.i.i.i.i.i.i ]
    #dbg_value(i64 poison, !1797, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1918)
    #dbg_value(i64 %_16, !1622, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1947)
  store i64 %iter.sroa.0.05, ptr %0, align 8, !dbg !1437
  store i64 %_16, ptr %_12, align 8, !dbg !1437
  store ptr %13, ptr %_13.sroa.4.0._12.sroa_idx, align 8, !dbg !1437
  store i64 %_16, ptr %_13.sroa.5.0._12.sroa_idx, align 8, !dbg !1437
  call void %_8(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(32) %_12) #14, !dbg !1948
  call void @llvm.lifetime.end.p0(ptr nonnull %_12), !dbg !1949
    #dbg_value(i64 %_21, !1346, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1414)
    #dbg_value(ptr undef, !1400, !DIExpression(), !1415)
    #dbg_value(ptr undef, !1394, !DIExpression(), !1416)
    #dbg_value(ptr undef, !1417, !DIExpression(), !1426)
    #dbg_value(ptr undef, !1425, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1428)
  %exitcond.not = icmp eq i64 %_21, %n, !dbg !1429
  br i1 %exitcond.not, label %bb5, label %bb4, !dbg !1427
}

; workq::q_done
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5workq6q_done17h697b21525585d6c3E(ptr noalias noundef align 8 captures(none) dereferenceable(48) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24) %d) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !1950 {
start:
    #dbg_value(ptr %this, !1954, !DIExpression(), !1956)
    #dbg_declare(ptr %d, !1955, !DIExpression(), !1957)
    #dbg_declare(ptr %d, !1958, !DIExpression(), !1966)
  %self = getelementptr inbounds nuw i8, ptr %this, i64 24, !dbg !1968
    #dbg_value(ptr %self, !1965, !DIExpression(), !1969)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1970), !dbg !1973
    #dbg_value(ptr %self, !1974, !DIExpression(), !1987)
    #dbg_value(ptr %self, !1989, !DIExpression(), !1995)
    #dbg_declare(ptr %d, !1981, !DIExpression(), !1997)
    #dbg_declare(ptr %d, !1998, !DIExpression(), !2004)
    #dbg_value(i64 24, !2006, !DIExpression(), !2010)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 40, !dbg !2020
  %len.i = load i64, ptr %0, align 8, !dbg !2020, !alias.scope !1970, !noalias !2021, !noundef !114
    #dbg_value(i64 %len.i, !1982, !DIExpression(), !2023)
    #dbg_value(i64 %len.i, !2024, !DIExpression(), !2030)
    #dbg_value(ptr %self, !2018, !DIExpression(), !2032)
  %self1.i = load i64, ptr %self, align 8, !dbg !2033, !range !197, !alias.scope !1970, !noalias !2021, !noundef !114
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !2034
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E.exit", !dbg !2034

bb1.i:                                            ; preds = %start
; call alloc::raw_vec::RawVec<T,A>::grow_one
  tail call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h627644e40f5e8295E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %self) #16, !dbg !2035, !noalias !2021
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E.exit", !dbg !2036

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E.exit": ; preds = %start, %bb1.i
  %1 = getelementptr inbounds nuw i8, ptr %this, i64 32, !dbg !2037
  %_14.i = load ptr, ptr %1, align 8, !dbg !2037, !alias.scope !1970, !noalias !2021, !nonnull !114, !noundef !114
    #dbg_value(ptr %_14.i, !2029, !DIExpression(), !2030)
  %end.i = getelementptr inbounds nuw %Done, ptr %_14.i, i64 %len.i, !dbg !2058
    #dbg_value(ptr %end.i, !1984, !DIExpression(), !2059)
    #dbg_value(ptr %end.i, !2003, !DIExpression(), !2060)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %end.i, ptr noundef nonnull readonly align 8 dereferenceable(24) %d, i64 24, i1 false), !dbg !2061, !noalias !1970
  %2 = add i64 %len.i, 1, !dbg !2062
  store i64 %2, ptr %0, align 8, !dbg !2062, !alias.scope !1970, !noalias !2021
  ret void, !dbg !2063
}

; workq::q_push
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5workq6q_push17h85eefaa1b098e4d3E(ptr noalias noundef align 8 captures(none) dereferenceable(48) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(32) %t) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !2064 {
start:
    #dbg_value(ptr %this, !2068, !DIExpression(), !2070)
    #dbg_declare(ptr %t, !2069, !DIExpression(), !2071)
    #dbg_declare(ptr %t, !2072, !DIExpression(), !2079)
    #dbg_value(ptr %this, !2078, !DIExpression(), !2081)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2082), !dbg !2085
    #dbg_value(ptr %this, !2086, !DIExpression(), !2098)
    #dbg_value(ptr %this, !2100, !DIExpression(), !2106)
    #dbg_declare(ptr %t, !2093, !DIExpression(), !2108)
    #dbg_declare(ptr %t, !2109, !DIExpression(), !2115)
    #dbg_value(i64 32, !2117, !DIExpression(), !2121)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 16, !dbg !2127
  %len.i = load i64, ptr %0, align 8, !dbg !2127, !alias.scope !2082, !noalias !2128, !noundef !114
    #dbg_value(i64 %len.i, !2094, !DIExpression(), !2130)
    #dbg_value(i64 %len.i, !2131, !DIExpression(), !2137)
    #dbg_value(ptr %this, !2125, !DIExpression(), !2139)
  %self1.i = load i64, ptr %this, align 8, !dbg !2140, !range !197, !alias.scope !2082, !noalias !2128, !noundef !114
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !2141
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E.exit", !dbg !2141

bb1.i:                                            ; preds = %start
; call alloc::raw_vec::RawVec<T,A>::grow_one
  tail call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h58aaaa859d19a850E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %this) #16, !dbg !2142, !noalias !2128
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E.exit", !dbg !2143

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E.exit": ; preds = %start, %bb1.i
  %1 = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !2144
  %_14.i = load ptr, ptr %1, align 8, !dbg !2144, !alias.scope !2082, !noalias !2128, !nonnull !114, !noundef !114
    #dbg_value(ptr %_14.i, !2136, !DIExpression(), !2137)
  %end.i = getelementptr inbounds nuw %Task, ptr %_14.i, i64 %len.i, !dbg !2151
    #dbg_value(ptr %end.i, !2096, !DIExpression(), !2152)
    #dbg_value(ptr %end.i, !2114, !DIExpression(), !2153)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %end.i, ptr noundef nonnull readonly align 8 dereferenceable(32) %t, i64 32, i1 false), !dbg !2154, !noalias !2082
  %2 = add i64 %len.i, 1, !dbg !2155
  store i64 %2, ptr %0, align 8, !dbg !2155, !alias.scope !2082, !noalias !2128
  ret void, !dbg !2156
}

; workq::tagged
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN5workq6tagged17h5dbb243d69041fa0E(i64 noundef %v) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !2157 {
start:
  %0 = alloca [8 x i8], align 8
    #dbg_value(i64 %v, !2161, !DIExpression(), !2167)
    #dbg_value(i64 %v, !2168, !DIExpression(), !2179)
    #dbg_value(i64 8, !2181, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2186)
    #dbg_value(i64 8, !2188, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2192)
    #dbg_value(i64 8, !2194, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2199)
    #dbg_value(i64 8, !2181, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2186)
    #dbg_value(i64 8, !2188, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2192)
    #dbg_value(i64 8, !2194, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2199)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2191, !DIExpression(), !2192)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !2197, !DIExpression(), !2199)
    #dbg_value(i8 0, !2198, !DIExpression(), !2199)
    #dbg_value(i64 8, !792, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2201)
    #dbg_value(i64 8, !811, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2203)
    #dbg_value(i64 8, !792, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2201)
    #dbg_value(i64 8, !811, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2203)
    #dbg_value(i1 false, !798, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2201)
    #dbg_value(i64 8, !799, !DIExpression(), !2205)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #14, !dbg !2206
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #14, !dbg !2207
  %2 = icmp eq ptr %1, null, !dbg !2208
  br i1 %2, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !2209, !prof !2210

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #15, !dbg !2211
  unreachable, !dbg !2211

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %1, !2177, !DIExpression(), !2212)
  store i64 %v, ptr %1, align 8, !dbg !2213
  %_3 = ptrtoint ptr %1 to i64, !dbg !2214
  %dummy = and i64 %v, 1, !dbg !2215
    #dbg_value(i64 %dummy, !2216, !DIExpression(), !2221)
  call void @llvm.lifetime.start.p0(ptr nonnull %0), !dbg !2223
  store i64 %dummy, ptr %0, align 8, !dbg !2223
  call void asm sideeffect "", "r,~{memory}"(ptr nonnull %0) #14, !dbg !2223, !srcloc !2224
  %_6 = load i64, ptr %0, align 8, !dbg !2223, !noundef !114
  call void @llvm.lifetime.end.p0(ptr nonnull %0), !dbg !2223
    #dbg_value(!DIArgList(i64 %_6, i64 %_3), !2162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2225)
  %_6.masked = and i64 %_6, -2, !dbg !2226
  %_10 = or i64 %_6.masked, %_3, !dbg !2226
  %p = inttoptr i64 %_10 to ptr, !dbg !2226
    #dbg_value(ptr %p, !2164, !DIExpression(), !2227)
  call void @register(ptr noundef nonnull %p) #14, !dbg !2228
  %_0 = load i64, ptr %p, align 8, !dbg !2229, !noundef !114
  ret i64 %_0, !dbg !2230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #8

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #3

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #9

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #10

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #10

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #11

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #3

; Function Attrs: nounwind nonlazybind uwtable
declare void @register(ptr noundef) unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

attributes #0 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "workq.rs/@/workq.fcf559a32b595624-cgu.0", directory: "/work/wt-prov/tests/lit/rust/Inputs")
!7 = !{!8, !79, !86}
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
!79 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AssertKind", scope: !80, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagEnumClass, elements: !82)
!80 = !DINamespace(name: "panicking", scope: !12)
!81 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!82 = !{!83, !84, !85}
!83 = !DIEnumerator(name: "Eq", value: 0, isUnsigned: true)
!84 = !DIEnumerator(name: "Ne", value: 1, isUnsigned: true)
!85 = !DIEnumerator(name: "Match", value: 2, isUnsigned: true)
!86 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AllocInit", scope: !87, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagEnumClass, elements: !89)
!87 = !DINamespace(name: "raw_vec", scope: !88)
!88 = !DINamespace(name: "alloc", scope: null)
!89 = !{!90, !91}
!90 = !DIEnumerator(name: "Uninitialized", value: 0, isUnsigned: true)
!91 = !DIEnumerator(name: "Zeroed", value: 1, isUnsigned: true)
!92 = distinct !DISubprogram(name: "grow_one<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h58aaaa859d19a850E", scope: !94, file: !93, line: 186, type: !151, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !154, retainedNodes: !155)
!93 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<workq::Task, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !95, templateParams: !150, identifier: "4e8088c3495c80b7e00183fc55bcb80")
!95 = !{!96, !127}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !94, file: !9, baseType: !97, size: 128, align: 64, flags: DIFlagPrivate)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !98, templateParams: !125, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!98 = !{!99, !115, !122}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !97, file: !9, baseType: !100, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !101, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !109, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!101 = !DINamespace(name: "unique", scope: !11)
!102 = !{!103, !111}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !100, file: !9, baseType: !104, size: 64, align: 64, flags: DIFlagPrivate)
!104 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !109, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!105 = !DINamespace(name: "non_null", scope: !11)
!106 = !{!107}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !104, file: !9, baseType: !108, size: 64, align: 64, flags: DIFlagPrivate)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!109 = !{!110}
!110 = !DITemplateTypeParameter(name: "T", type: !81)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !100, file: !9, baseType: !112, align: 8, offset: 64, flags: DIFlagPrivate)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !109, identifier: "15bae875c56c7c0f828edf19d836075e")
!113 = !DINamespace(name: "marker", scope: !12)
!114 = !{}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !97, file: !9, baseType: !116, size: 64, align: 64, flags: DIFlagPrivate)
!116 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !117, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !119, templateParams: !114, identifier: "cad7375c0c871c072d809328de25b44")
!117 = !DINamespace(name: "niche_types", scope: !118)
!118 = !DINamespace(name: "num", scope: !12)
!119 = !{!120}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !116, file: !9, baseType: !121, size: 64, align: 64, flags: DIFlagPrivate)
!121 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !97, file: !9, baseType: !123, align: 8, offset: 128, flags: DIFlagPrivate)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !124, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!124 = !DINamespace(name: "alloc", scope: !88)
!125 = !{!126}
!126 = !DITemplateTypeParameter(name: "A", type: !123)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !94, file: !9, baseType: !128, align: 8, offset: 128, flags: DIFlagPrivate)
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<workq::Task>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !129, identifier: "c3d1b53f3b833bf91db68fb3dd0cd760")
!129 = !{!130}
!130 = !DITemplateTypeParameter(name: "T", type: !131)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "Task", scope: !132, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !133, templateParams: !114, identifier: "586ef0f15a663341f422644d9dcc8fbf")
!132 = !DINamespace(name: "workq", scope: null)
!133 = !{!134, !135}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !131, file: !9, baseType: !13, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !131, file: !9, baseType: !136, size: 192, align: 64, flags: DIFlagPublic)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<f64, alloc::alloc::Global>", scope: !137, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !138, templateParams: !148, identifier: "719081b40ac88b8d87e285172fa12cf8")
!137 = !DINamespace(name: "vec", scope: !88)
!138 = !{!139, !149}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !136, file: !9, baseType: !140, size: 128, align: 64, flags: DIFlagPrivate)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<f64, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !141, templateParams: !148, identifier: "ac4d7042607b0360fbb8cdc4ffb2014e")
!141 = !{!142, !143}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !140, file: !9, baseType: !97, size: 128, align: 64, flags: DIFlagPrivate)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !140, file: !9, baseType: !144, align: 8, offset: 128, flags: DIFlagPrivate)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !145, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "T", type: !147)
!147 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!148 = !{!146, !126}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !136, file: !9, baseType: !121, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!150 = !{!130, !126}
!151 = !DISubroutineType(types: !152)
!152 = !{null, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<workq::Task, alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!154 = !DISubprogram(name: "grow_one<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h58aaaa859d19a850E", scope: !94, file: !93, line: 186, type: !151, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!155 = !{!156}
!156 = !DILocalVariable(name: "self", arg: 1, scope: !92, file: !93, line: 186, type: !153)
!157 = !DILocation(line: 0, scope: !92)
!158 = !DILocalVariable(name: "elem_layout", scope: !159, file: !93, line: 489, type: !163, align: 64)
!159 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17ha25244ca7699d882E", scope: !97, file: !93, line: 489, type: !160, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !172, retainedNodes: !173)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !162, !163}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!163 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !164, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !166, templateParams: !114, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!164 = !DINamespace(name: "layout", scope: !165)
!165 = !DINamespace(name: "alloc", scope: !12)
!166 = !{!167, !168}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !163, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !163, file: !9, baseType: !169, size: 64, align: 64, flags: DIFlagPrivate)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !170, templateParams: !114, identifier: "5099570874743123f8e757e4da3ea37b")
!170 = !{!171}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !169, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!172 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17ha25244ca7699d882E", scope: !97, file: !93, line: 489, type: !160, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!173 = !{!174, !158, !175}
!174 = !DILocalVariable(name: "self", arg: 1, scope: !159, file: !93, line: 489, type: !162)
!175 = !DILocalVariable(name: "err", scope: !176, file: !93, line: 491, type: !177, align: 64)
!176 = distinct !DILexicalBlock(scope: !159, file: !93, line: 491, column: 95)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !178, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !179, templateParams: !114, identifier: "aadc5b14185c42e764a105b028ba728d")
!178 = !DINamespace(name: "collections", scope: !88)
!179 = !{!180}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !177, file: !9, baseType: !181, size: 128, align: 64, flags: DIFlagPrivate)
!181 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !178, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !182, templateParams: !114, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!182 = !{!183}
!183 = !DICompositeType(tag: DW_TAG_variant_part, scope: !181, file: !9, size: 128, align: 64, elements: !184, templateParams: !114, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !193)
!184 = !{!185, !187}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !183, file: !9, baseType: !186, size: 128, align: 64, extraData: i64 0)
!186 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !114, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!187 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !183, file: !9, baseType: !188, size: 128, align: 64)
!188 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !189, templateParams: !114, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!189 = !{!190, !191}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !188, file: !9, baseType: !163, size: 128, align: 64, flags: DIFlagPublic)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !188, file: !9, baseType: !192, align: 8, offset: 128, flags: DIFlagPublic)
!192 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!193 = !DIDerivedType(tag: DW_TAG_member, scope: !181, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!194 = !DILocation(line: 0, scope: !159, inlinedAt: !195)
!195 = !DILocation(line: 188, column: 29, scope: !92)
!196 = !DILocation(line: 491, column: 56, scope: !176, inlinedAt: !195)
!197 = !{i64 0, i64 -9223372036854775808}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE: %self"}
!200 = distinct !{!200, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE"}
!201 = !DILocation(line: 491, column: 41, scope: !176, inlinedAt: !195)
!202 = !DILocalVariable(name: "self", arg: 1, scope: !203, file: !93, line: 502, type: !162)
!203 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE", scope: !97, file: !93, line: 501, type: !204, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !223, retainedNodes: !224)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !162, !121, !121, !163}
!206 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !207, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !208, templateParams: !114, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!207 = !DINamespace(name: "result", scope: !12)
!208 = !{!209}
!209 = !DICompositeType(tag: DW_TAG_variant_part, scope: !206, file: !9, size: 128, align: 64, elements: !210, templateParams: !114, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !222)
!210 = !{!211, !218}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !209, file: !9, baseType: !212, size: 128, align: 64, extraData: i64 -9223372036854775807)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !206, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !213, templateParams: !215, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!213 = !{!214}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !212, file: !9, baseType: !192, align: 8, flags: DIFlagPublic)
!215 = !{!216, !217}
!216 = !DITemplateTypeParameter(name: "T", type: !192)
!217 = !DITemplateTypeParameter(name: "E", type: !177)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !209, file: !9, baseType: !219, size: 128, align: 64)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !206, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !220, templateParams: !215, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!220 = !{!221}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !219, file: !9, baseType: !177, size: 128, align: 64, flags: DIFlagPublic)
!222 = !DIDerivedType(tag: DW_TAG_member, scope: !206, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!223 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE", scope: !97, file: !93, line: 501, type: !204, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!224 = !{!202, !225, !226, !227, !228, !230, !251, !253, !255, !257, !267, !282}
!225 = !DILocalVariable(name: "len", arg: 2, scope: !203, file: !93, line: 503, type: !121)
!226 = !DILocalVariable(name: "additional", arg: 3, scope: !203, file: !93, line: 504, type: !121)
!227 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !203, file: !93, line: 505, type: !163)
!228 = !DILocalVariable(name: "required_cap", scope: !229, file: !93, line: 517, type: !121, align: 64)
!229 = distinct !DILexicalBlock(scope: !203, file: !93, line: 517, column: 9)
!230 = !DILocalVariable(name: "residual", scope: !231, file: !93, line: 517, type: !232, align: 64)
!231 = distinct !DILexicalBlock(scope: !203, file: !93, line: 517, column: 79)
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !207, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !233, templateParams: !114, identifier: "684fce27aa0ce014cb47758e0849e96b")
!233 = !{!234}
!234 = !DICompositeType(tag: DW_TAG_variant_part, scope: !232, file: !9, size: 128, align: 64, elements: !235, templateParams: !114, identifier: "c4865dab106be94ee943cbb0bd998213")
!235 = !{!236, !247}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !234, file: !9, baseType: !237, size: 128, align: 64)
!237 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !232, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !238, templateParams: !244, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!238 = !{!239}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !237, file: !9, baseType: !240, align: 8, flags: DIFlagPublic)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !241, file: !9, align: 8, flags: DIFlagPublic, elements: !242, templateParams: !114, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!241 = !DINamespace(name: "convert", scope: !12)
!242 = !{!243}
!243 = !DICompositeType(tag: DW_TAG_variant_part, scope: !240, file: !9, align: 8, elements: !114, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!244 = !{!245, !246}
!245 = !DITemplateTypeParameter(name: "T", type: !240)
!246 = !DITemplateTypeParameter(name: "E", type: !181)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !234, file: !9, baseType: !248, size: 128, align: 64)
!248 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !232, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !249, templateParams: !244, identifier: "898e7523519ac715569c914e431d1c9a")
!249 = !{!250}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !248, file: !9, baseType: !181, size: 128, align: 64, flags: DIFlagPublic)
!251 = !DILocalVariable(name: "val", scope: !252, file: !93, line: 517, type: !121, align: 64)
!252 = distinct !DILexicalBlock(scope: !203, file: !93, line: 517, column: 79)
!253 = !DILocalVariable(name: "cap", scope: !254, file: !93, line: 521, type: !121, align: 64)
!254 = distinct !DILexicalBlock(scope: !229, file: !93, line: 521, column: 9)
!255 = !DILocalVariable(name: "cap", scope: !256, file: !93, line: 522, type: !121, align: 64)
!256 = distinct !DILexicalBlock(scope: !254, file: !93, line: 522, column: 9)
!257 = !DILocalVariable(name: "ptr", scope: !258, file: !93, line: 527, type: !259, align: 64)
!258 = distinct !DILexicalBlock(scope: !256, file: !93, line: 527, column: 9)
!259 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !105, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !260, templateParams: !109, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!260 = !{!261}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !259, file: !9, baseType: !262, size: 128, align: 64, flags: DIFlagPrivate)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !263, templateParams: !114, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!263 = !{!264, !266}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !262, file: !9, baseType: !265, size: 64, align: 64)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !262, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!267 = !DILocalVariable(name: "residual", scope: !268, file: !93, line: 527, type: !269, align: 64)
!268 = distinct !DILexicalBlock(scope: !256, file: !93, line: 527, column: 62)
!269 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !207, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !270, templateParams: !114, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!270 = !{!271}
!271 = !DICompositeType(tag: DW_TAG_variant_part, scope: !269, file: !9, size: 128, align: 64, elements: !272, templateParams: !114, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!272 = !{!273, !278}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !271, file: !9, baseType: !274, size: 128, align: 64)
!274 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !269, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !275, templateParams: !277, identifier: "725030a854544723e0ecac01ee80d30f")
!275 = !{!276}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !274, file: !9, baseType: !240, align: 8, flags: DIFlagPublic)
!277 = !{!245, !217}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !271, file: !9, baseType: !279, size: 128, align: 64)
!279 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !269, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !280, templateParams: !277, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!280 = !{!281}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !279, file: !9, baseType: !177, size: 128, align: 64, flags: DIFlagPublic)
!282 = !DILocalVariable(name: "val", scope: !283, file: !93, line: 527, type: !259, align: 64)
!283 = distinct !DILexicalBlock(scope: !256, file: !93, line: 527, column: 62)
!284 = !DILocation(line: 0, scope: !203, inlinedAt: !285)
!285 = distinct !DILocation(line: 491, column: 41, scope: !176, inlinedAt: !195)
!286 = !DILocalVariable(name: "self", arg: 1, scope: !287, file: !93, line: 770, type: !162)
!287 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17hd4e5e9a63cf6df6bE", scope: !97, file: !93, line: 770, type: !288, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !290, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !162, !259, !121}
!290 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17hd4e5e9a63cf6df6bE", scope: !97, file: !93, line: 770, type: !288, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!291 = !{!286, !292, !293}
!292 = !DILocalVariable(name: "ptr", arg: 2, scope: !287, file: !93, line: 770, type: !259)
!293 = !DILocalVariable(name: "cap", arg: 3, scope: !287, file: !93, line: 770, type: !121)
!294 = !DILocation(line: 0, scope: !287, inlinedAt: !295)
!295 = distinct !DILocation(line: 530, column: 23, scope: !258, inlinedAt: !285)
!296 = !DILocalVariable(name: "self", arg: 1, scope: !297, file: !298, line: 2172, type: !320)
!297 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hba6e95f7b4077010E", scope: !299, file: !298, line: 2172, type: !300, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !328, retainedNodes: !335)
!298 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!299 = !DINamespace(name: "{impl#27}", scope: !207)
!300 = !DISubroutineType(types: !301)
!301 = !{!302, !320}
!302 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !303, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !305, templateParams: !114, identifier: "cc7f3b831c8bf039303ab233969d396")
!303 = !DINamespace(name: "control_flow", scope: !304)
!304 = !DINamespace(name: "ops", scope: !12)
!305 = !{!306}
!306 = !DICompositeType(tag: DW_TAG_variant_part, scope: !302, file: !9, size: 192, align: 64, elements: !307, templateParams: !114, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !319)
!307 = !{!308, !315}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !306, file: !9, baseType: !309, size: 192, align: 64, extraData: i64 0)
!309 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !302, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !310, templateParams: !312, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!310 = !{!311}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !309, file: !9, baseType: !259, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!312 = !{!313, !314}
!313 = !DITemplateTypeParameter(name: "B", type: !269)
!314 = !DITemplateTypeParameter(name: "C", type: !259)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !306, file: !9, baseType: !316, size: 192, align: 64, extraData: i64 1)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !302, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !317, templateParams: !312, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!317 = !{!318}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !316, file: !9, baseType: !269, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!319 = !DIDerivedType(tag: DW_TAG_member, scope: !302, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !207, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !321, templateParams: !114, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!321 = !{!322}
!322 = !DICompositeType(tag: DW_TAG_variant_part, scope: !320, file: !9, size: 192, align: 64, elements: !323, templateParams: !114, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !334)
!323 = !{!324, !330}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !322, file: !9, baseType: !325, size: 192, align: 64, extraData: i64 0)
!325 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !320, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !326, templateParams: !328, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!326 = !{!327}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !325, file: !9, baseType: !259, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!328 = !{!329, !217}
!329 = !DITemplateTypeParameter(name: "T", type: !259)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !322, file: !9, baseType: !331, size: 192, align: 64, extraData: i64 1)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !320, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !332, templateParams: !328, identifier: "9234330068e745d91141199209a66860")
!332 = !{!333}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !331, file: !9, baseType: !177, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!334 = !DIDerivedType(tag: DW_TAG_member, scope: !320, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!335 = !{!296, !336, !338}
!336 = !DILocalVariable(name: "v", scope: !337, file: !298, line: 2174, type: !259, align: 64)
!337 = distinct !DILexicalBlock(scope: !297, file: !298, line: 2174, column: 13)
!338 = !DILocalVariable(name: "e", scope: !339, file: !298, line: 2175, type: !177, align: 64)
!339 = distinct !DILexicalBlock(scope: !297, file: !298, line: 2175, column: 13)
!340 = !DILocation(line: 2172, column: 15, scope: !297, inlinedAt: !341)
!341 = distinct !DILocation(line: 527, column: 28, scope: !256, inlinedAt: !285)
!342 = !DILocation(line: 0, scope: !229, inlinedAt: !285)
!343 = !DILocalVariable(name: "v2", arg: 2, scope: !344, file: !345, line: 1681, type: !121)
!344 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17hc256bf8fde8e8ddaE", scope: !346, file: !345, line: 1681, type: !347, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !351, retainedNodes: !349)
!345 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!346 = !DINamespace(name: "cmp", scope: !12)
!347 = !DISubroutineType(types: !348)
!348 = !{!121, !121, !121}
!349 = !{!350, !343}
!350 = !DILocalVariable(name: "v1", arg: 1, scope: !344, file: !345, line: 1681, type: !121)
!351 = !{!352}
!352 = !DITemplateTypeParameter(name: "T", type: !121)
!353 = !DILocation(line: 0, scope: !344, inlinedAt: !354)
!354 = distinct !DILocation(line: 521, column: 19, scope: !229, inlinedAt: !285)
!355 = !DILocation(line: 521, column: 28, scope: !229, inlinedAt: !285)
!356 = !DILocalVariable(name: "self", arg: 1, scope: !357, file: !345, line: 1033, type: !121)
!357 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17hd4900b53617a5985E", scope: !358, file: !345, line: 1033, type: !347, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !361, retainedNodes: !359)
!358 = !DINamespace(name: "Ord", scope: !346)
!359 = !{!356, !360}
!360 = !DILocalVariable(name: "other", arg: 2, scope: !357, file: !345, line: 1033, type: !121)
!361 = !{!362}
!362 = !DITemplateTypeParameter(name: "Self", type: !121)
!363 = !DILocation(line: 0, scope: !357, inlinedAt: !364)
!364 = distinct !DILocation(line: 1682, column: 8, scope: !344, inlinedAt: !354)
!365 = !DILocation(line: 0, scope: !254, inlinedAt: !285)
!366 = !DILocation(line: 0, scope: !344, inlinedAt: !367)
!367 = distinct !DILocation(line: 522, column: 19, scope: !254, inlinedAt: !285)
!368 = !DILocation(line: 0, scope: !357, inlinedAt: !369)
!369 = distinct !DILocation(line: 1682, column: 8, scope: !344, inlinedAt: !367)
!370 = !DILocation(line: 1038, column: 5, scope: !357, inlinedAt: !369)
!371 = !DILocation(line: 0, scope: !256, inlinedAt: !285)
!372 = !DILocation(line: 527, column: 28, scope: !256, inlinedAt: !285)
!373 = !DILocation(line: 527, column: 33, scope: !256, inlinedAt: !285)
!374 = !DILocation(line: 2173, column: 15, scope: !297, inlinedAt: !341)
!375 = !{i64 0, i64 2}
!376 = !DILocation(line: 2173, column: 9, scope: !297, inlinedAt: !341)
!377 = !DILocation(line: 0, scope: !297, inlinedAt: !341)
!378 = !DILocation(line: 2175, column: 17, scope: !297, inlinedAt: !341)
!379 = !{i64 0, i64 -9223372036854775807}
!380 = !DILocation(line: 527, column: 62, scope: !256, inlinedAt: !285)
!381 = !DILocation(line: 0, scope: !176, inlinedAt: !195)
!382 = !DILocation(line: 492, column: 13, scope: !176, inlinedAt: !195)
!383 = !DILocation(line: 2174, column: 16, scope: !297, inlinedAt: !341)
!384 = !DILocation(line: 0, scope: !258, inlinedAt: !285)
!385 = !DILocation(line: 774, column: 9, scope: !287, inlinedAt: !295)
!386 = !DILocation(line: 42, column: 26, scope: !387, inlinedAt: !392)
!387 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !116, file: !388, line: 40, type: !389, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !391)
!388 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!389 = !DISubroutineType(types: !390)
!390 = !{!116, !121}
!391 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !116, file: !388, line: 40, type: !389, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!392 = distinct !DILocation(line: 775, column: 29, scope: !287, inlinedAt: !295)
!393 = !DILocation(line: 775, column: 9, scope: !287, inlinedAt: !295)
!394 = !DILocation(line: 189, column: 6, scope: !92)
!395 = distinct !DISubprogram(name: "grow_one<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h627644e40f5e8295E", scope: !396, file: !93, line: 186, type: !409, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !412, retainedNodes: !413)
!396 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<workq::Done, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !397, templateParams: !408, identifier: "b5c43c56d3766c4df49ea71729f9c878")
!397 = !{!398, !399}
!398 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !396, file: !9, baseType: !97, size: 128, align: 64, flags: DIFlagPrivate)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !396, file: !9, baseType: !400, align: 8, offset: 128, flags: DIFlagPrivate)
!400 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<workq::Done>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !401, identifier: "51849f0895d04a4358b3c66025c05d38")
!401 = !{!402}
!402 = !DITemplateTypeParameter(name: "T", type: !403)
!403 = !DICompositeType(tag: DW_TAG_structure_type, name: "Done", scope: !132, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !404, templateParams: !114, identifier: "d4e993059d64a72c41464d60ff761171")
!404 = !{!405, !406, !407}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !403, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !403, file: !9, baseType: !147, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "by", scope: !403, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!408 = !{!402, !126}
!409 = !DISubroutineType(types: !410)
!410 = !{null, !411}
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<workq::Done, alloc::alloc::Global>", baseType: !396, size: 64, align: 64, dwarfAddressSpace: 0)
!412 = !DISubprogram(name: "grow_one<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h627644e40f5e8295E", scope: !396, file: !93, line: 186, type: !409, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!413 = !{!414}
!414 = !DILocalVariable(name: "self", arg: 1, scope: !395, file: !93, line: 186, type: !411)
!415 = !DILocation(line: 0, scope: !395)
!416 = !DILocalVariable(name: "elem_layout", scope: !417, file: !93, line: 489, type: !163, align: 64)
!417 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17ha25244ca7699d882E", scope: !97, file: !93, line: 489, type: !160, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !172, retainedNodes: !418)
!418 = !{!419, !416, !420}
!419 = !DILocalVariable(name: "self", arg: 1, scope: !417, file: !93, line: 489, type: !162)
!420 = !DILocalVariable(name: "err", scope: !421, file: !93, line: 491, type: !177, align: 64)
!421 = distinct !DILexicalBlock(scope: !417, file: !93, line: 491, column: 95)
!422 = !DILocation(line: 0, scope: !417, inlinedAt: !423)
!423 = !DILocation(line: 188, column: 29, scope: !395)
!424 = !DILocation(line: 491, column: 56, scope: !421, inlinedAt: !423)
!425 = !{!426}
!426 = distinct !{!426, !427, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE: %self"}
!427 = distinct !{!427, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h4f3c9d8c1442345cE"}
!428 = !DILocation(line: 491, column: 41, scope: !421, inlinedAt: !423)
!429 = !DILocation(line: 0, scope: !203, inlinedAt: !430)
!430 = distinct !DILocation(line: 491, column: 41, scope: !421, inlinedAt: !423)
!431 = !DILocation(line: 0, scope: !287, inlinedAt: !432)
!432 = distinct !DILocation(line: 530, column: 23, scope: !258, inlinedAt: !430)
!433 = !DILocation(line: 2172, column: 15, scope: !297, inlinedAt: !434)
!434 = distinct !DILocation(line: 527, column: 28, scope: !256, inlinedAt: !430)
!435 = !DILocation(line: 0, scope: !229, inlinedAt: !430)
!436 = !DILocation(line: 0, scope: !344, inlinedAt: !437)
!437 = distinct !DILocation(line: 521, column: 19, scope: !229, inlinedAt: !430)
!438 = !DILocation(line: 521, column: 28, scope: !229, inlinedAt: !430)
!439 = !DILocation(line: 0, scope: !357, inlinedAt: !440)
!440 = distinct !DILocation(line: 1682, column: 8, scope: !344, inlinedAt: !437)
!441 = !DILocation(line: 0, scope: !254, inlinedAt: !430)
!442 = !DILocation(line: 0, scope: !344, inlinedAt: !443)
!443 = distinct !DILocation(line: 522, column: 19, scope: !254, inlinedAt: !430)
!444 = !DILocation(line: 0, scope: !357, inlinedAt: !445)
!445 = distinct !DILocation(line: 1682, column: 8, scope: !344, inlinedAt: !443)
!446 = !DILocation(line: 1038, column: 5, scope: !357, inlinedAt: !445)
!447 = !DILocation(line: 0, scope: !256, inlinedAt: !430)
!448 = !DILocation(line: 527, column: 28, scope: !256, inlinedAt: !430)
!449 = !DILocation(line: 527, column: 33, scope: !256, inlinedAt: !430)
!450 = !DILocation(line: 2173, column: 15, scope: !297, inlinedAt: !434)
!451 = !DILocation(line: 2173, column: 9, scope: !297, inlinedAt: !434)
!452 = !DILocation(line: 0, scope: !297, inlinedAt: !434)
!453 = !DILocation(line: 2175, column: 17, scope: !297, inlinedAt: !434)
!454 = !DILocation(line: 527, column: 62, scope: !256, inlinedAt: !430)
!455 = !DILocation(line: 0, scope: !421, inlinedAt: !423)
!456 = !DILocation(line: 492, column: 13, scope: !421, inlinedAt: !423)
!457 = !DILocation(line: 2174, column: 16, scope: !297, inlinedAt: !434)
!458 = !DILocation(line: 0, scope: !258, inlinedAt: !430)
!459 = !DILocation(line: 774, column: 9, scope: !287, inlinedAt: !432)
!460 = !DILocation(line: 42, column: 26, scope: !387, inlinedAt: !461)
!461 = distinct !DILocation(line: 775, column: 29, scope: !287, inlinedAt: !432)
!462 = !DILocation(line: 775, column: 9, scope: !287, inlinedAt: !432)
!463 = !DILocation(line: 189, column: 6, scope: !395)
!464 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h7866962ef43eff3cE", scope: !97, file: !93, line: 542, type: !465, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !468, retainedNodes: !470)
!465 = !DISubroutineType(cc: DW_CC_nocall, types: !466)
!466 = !{!320, !467, !121, !163}
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!468 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h7866962ef43eff3cE", scope: !97, file: !93, line: 542, type: !469, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!469 = !DISubroutineType(types: !466)
!470 = !{!471, !472, !473, !474, !476, !478, !480, !498, !500, !501}
!471 = !DILocalVariable(name: "self", arg: 1, scope: !464, file: !93, line: 543, type: !467)
!472 = !DILocalVariable(name: "cap", arg: 2, scope: !464, file: !93, line: 544, type: !121)
!473 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !464, file: !93, line: 545, type: !163)
!474 = !DILocalVariable(name: "new_layout", scope: !475, file: !93, line: 547, type: !163, align: 64)
!475 = distinct !DILexicalBlock(scope: !464, file: !93, line: 547, column: 9)
!476 = !DILocalVariable(name: "residual", scope: !477, file: !93, line: 547, type: !269, align: 64)
!477 = distinct !DILexicalBlock(scope: !464, file: !93, line: 547, column: 56)
!478 = !DILocalVariable(name: "val", scope: !479, file: !93, line: 547, type: !163, align: 64)
!479 = distinct !DILexicalBlock(scope: !464, file: !93, line: 547, column: 56)
!480 = !DILocalVariable(name: "memory", scope: !481, file: !93, line: 549, type: !482, align: 64)
!481 = distinct !DILexicalBlock(scope: !475, file: !93, line: 549, column: 9)
!482 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !207, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !483, templateParams: !114, identifier: "519a674418a5b51cf8bee27a967aa54e")
!483 = !{!484}
!484 = !DICompositeType(tag: DW_TAG_variant_part, scope: !482, file: !9, size: 128, align: 64, elements: !485, templateParams: !114, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !497)
!485 = !{!486, !493}
!486 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !484, file: !9, baseType: !487, size: 128, align: 64)
!487 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !482, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !488, templateParams: !490, identifier: "30b736d771929d0b7715388dfe942406")
!488 = !{!489}
!489 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !487, file: !9, baseType: !259, size: 128, align: 64, flags: DIFlagPublic)
!490 = !{!329, !491}
!491 = !DITemplateTypeParameter(name: "E", type: !492)
!492 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !165, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!493 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !484, file: !9, baseType: !494, size: 128, align: 64, extraData: i64 0)
!494 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !482, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !495, templateParams: !490, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!495 = !{!496}
!496 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !494, file: !9, baseType: !492, align: 8, flags: DIFlagPublic)
!497 = !DIDerivedType(tag: DW_TAG_member, scope: !482, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!498 = !DILocalVariable(name: "ptr", scope: !499, file: !93, line: 549, type: !104, align: 64)
!499 = distinct !DILexicalBlock(scope: !475, file: !93, line: 549, column: 99)
!500 = !DILocalVariable(name: "old_layout", scope: !499, file: !93, line: 549, type: !163, align: 64)
!501 = !DILocalVariable(name: "memory", scope: !502, file: !93, line: 563, type: !259, align: 64)
!502 = distinct !DILexicalBlock(scope: !481, file: !93, line: 563, column: 13)
!503 = !DILocation(line: 0, scope: !464)
!504 = !DILocalVariable(name: "cap", arg: 1, scope: !505, file: !93, line: 894, type: !121)
!505 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !93, line: 894, type: !506, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !523)
!506 = !DISubroutineType(types: !507)
!507 = !{!508, !121, !163}
!508 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !207, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !509, templateParams: !114, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!509 = !{!510}
!510 = !DICompositeType(tag: DW_TAG_variant_part, scope: !508, file: !9, size: 192, align: 64, elements: !511, templateParams: !114, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !522)
!511 = !{!512, !518}
!512 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !510, file: !9, baseType: !513, size: 192, align: 64, extraData: i64 0)
!513 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !508, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !514, templateParams: !516, identifier: "3468e8a189e0e1406885d0070654e614")
!514 = !{!515}
!515 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !513, file: !9, baseType: !163, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!516 = !{!517, !217}
!517 = !DITemplateTypeParameter(name: "T", type: !163)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !510, file: !9, baseType: !519, size: 192, align: 64, extraData: i64 1)
!519 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !508, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !520, templateParams: !516, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!520 = !{!521}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !519, file: !9, baseType: !177, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!522 = !DIDerivedType(tag: DW_TAG_member, scope: !508, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!523 = !{!504, !524, !524, !525}
!524 = !DILocalVariable(name: "elem_layout", scope: !505, file: !93, line: 894, type: !163, align: 64)
!525 = !DILocalVariable(name: "layout", scope: !526, file: !93, line: 901, type: !163, align: 64)
!526 = distinct !DILexicalBlock(scope: !505, file: !93, line: 901, column: 9)
!527 = !DILocation(line: 0, scope: !505, inlinedAt: !528)
!528 = !DILocation(line: 547, column: 26, scope: !464)
!529 = !DILocalVariable(name: "n", arg: 2, scope: !530, file: !531, line: 526, type: !121)
!530 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !163, file: !531, line: 526, type: !532, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !551, retainedNodes: !552)
!531 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!532 = !DISubroutineType(types: !533)
!533 = !{!534, !550, !121}
!534 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !207, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !535, templateParams: !114, identifier: "176dd254fc51c9bbff58827463bc0f7")
!535 = !{!536}
!536 = !DICompositeType(tag: DW_TAG_variant_part, scope: !534, file: !9, size: 128, align: 64, elements: !537, templateParams: !114, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !549)
!537 = !{!538, !545}
!538 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !536, file: !9, baseType: !539, size: 128, align: 64)
!539 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !534, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !540, templateParams: !542, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!540 = !{!541}
!541 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !539, file: !9, baseType: !163, size: 128, align: 64, flags: DIFlagPublic)
!542 = !{!517, !543}
!543 = !DITemplateTypeParameter(name: "E", type: !544)
!544 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !164, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "dc083c9e2be34eb2f717cce2335e336")
!545 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !536, file: !9, baseType: !546, size: 128, align: 64, extraData: i64 0)
!546 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !534, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !547, templateParams: !542, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!547 = !{!548}
!548 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !546, file: !9, baseType: !544, align: 8, flags: DIFlagPublic)
!549 = !DIDerivedType(tag: DW_TAG_member, scope: !534, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !163, size: 64, align: 64, dwarfAddressSpace: 0)
!551 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !163, file: !531, line: 526, type: !532, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!552 = !{!553, !529, !554}
!553 = !DILocalVariable(name: "self", arg: 1, scope: !530, file: !531, line: 526, type: !550)
!554 = !DILocalVariable(name: "size", scope: !555, file: !531, line: 527, type: !121, align: 64)
!555 = distinct !DILexicalBlock(scope: !530, file: !531, line: 527, column: 54)
!556 = !DILocation(line: 0, scope: !530, inlinedAt: !557)
!557 = !DILocation(line: 900, column: 23, scope: !505, inlinedAt: !528)
!558 = !DILocalVariable(name: "rhs", arg: 2, scope: !559, file: !560, line: 1160, type: !121)
!559 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !561, file: !560, line: 1160, type: !562, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !576)
!560 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!561 = !DINamespace(name: "{impl#11}", scope: !118)
!562 = !DISubroutineType(types: !563)
!563 = !{!564, !121, !121}
!564 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !565, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !566, templateParams: !114, identifier: "6f59025219977f466509bd4ae79a2945")
!565 = !DINamespace(name: "option", scope: !12)
!566 = !{!567}
!567 = !DICompositeType(tag: DW_TAG_variant_part, scope: !564, file: !9, size: 128, align: 64, elements: !568, templateParams: !114, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !575)
!568 = !{!569, !571}
!569 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !567, file: !9, baseType: !570, size: 128, align: 64, extraData: i64 0)
!570 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !564, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !351, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!571 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !567, file: !9, baseType: !572, size: 128, align: 64, extraData: i64 1)
!572 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !564, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !573, templateParams: !351, identifier: "c70f2dfad93186ce146b7e80830727")
!573 = !{!574}
!574 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !572, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!575 = !DIDerivedType(tag: DW_TAG_member, scope: !564, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!576 = !{!577, !558, !578, !580}
!577 = !DILocalVariable(name: "self", arg: 1, scope: !559, file: !560, line: 1160, type: !121)
!578 = !DILocalVariable(name: "a", scope: !579, file: !560, line: 1161, type: !121, align: 64)
!579 = distinct !DILexicalBlock(scope: !559, file: !560, line: 1161, column: 13)
!580 = !DILocalVariable(name: "b", scope: !579, file: !560, line: 1161, type: !581, align: 8)
!581 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!582 = !DILocation(line: 0, scope: !559, inlinedAt: !583)
!583 = !DILocation(line: 527, column: 39, scope: !555, inlinedAt: !557)
!584 = !DILocalVariable(name: "rhs", arg: 2, scope: !585, file: !560, line: 3050, type: !121)
!585 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !561, file: !560, line: 3050, type: !586, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !592)
!586 = !DISubroutineType(types: !587)
!587 = !{!588, !121, !121}
!588 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !589, templateParams: !114, identifier: "d571287e27d8be874e95a2f698798cc6")
!589 = !{!590, !591}
!590 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !588, file: !9, baseType: !121, size: 64, align: 64)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !588, file: !9, baseType: !581, size: 8, align: 8, offset: 64)
!592 = !{!593, !584}
!593 = !DILocalVariable(name: "self", arg: 1, scope: !585, file: !560, line: 3050, type: !121)
!594 = !DILocation(line: 0, scope: !585, inlinedAt: !595)
!595 = !DILocation(line: 1161, column: 31, scope: !559, inlinedAt: !583)
!596 = !DILocation(line: 526, column: 32, scope: !530, inlinedAt: !557)
!597 = !DILocation(line: 3051, column: 26, scope: !585, inlinedAt: !595)
!598 = !DILocation(line: 0, scope: !579, inlinedAt: !583)
!599 = !DILocalVariable(name: "b", arg: 1, scope: !600, file: !601, line: 456, type: !581)
!600 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !602, file: !601, line: 456, type: !603, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !605)
!601 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!602 = !DINamespace(name: "intrinsics", scope: !12)
!603 = !DISubroutineType(types: !604)
!604 = !{!581, !581}
!605 = !{!599}
!606 = !DILocation(line: 0, scope: !600, inlinedAt: !607)
!607 = !DILocation(line: 1162, column: 16, scope: !579, inlinedAt: !583)
!608 = !DILocation(line: 0, scope: !555, inlinedAt: !557)
!609 = !DILocation(line: 457, column: 8, scope: !600, inlinedAt: !607)
!610 = !{!"branch_weights", i32 2002, i32 2000}
!611 = !DILocation(line: 0, scope: !475)
!612 = !DILocalVariable(name: "self", arg: 1, scope: !613, file: !93, line: 631, type: !467)
!613 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h6651f5b2c27cd838E", scope: !97, file: !93, line: 631, type: !614, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !633, retainedNodes: !634)
!614 = !DISubroutineType(types: !615)
!615 = !{!616, !467, !163}
!616 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !565, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !617, templateParams: !114, identifier: "ee7541504661f874c2915c0073b72bc1")
!617 = !{!618}
!618 = !DICompositeType(tag: DW_TAG_variant_part, scope: !616, file: !9, size: 192, align: 64, elements: !619, templateParams: !114, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !632)
!619 = !{!620, !628}
!620 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !618, file: !9, baseType: !621, size: 192, align: 64, extraData: i64 0)
!621 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !616, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !622, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!622 = !{!623}
!623 = !DITemplateTypeParameter(name: "T", type: !624)
!624 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !625, templateParams: !114, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!625 = !{!626, !627}
!626 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !624, file: !9, baseType: !104, size: 64, align: 64)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !624, file: !9, baseType: !163, size: 128, align: 64, offset: 64)
!628 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !618, file: !9, baseType: !629, size: 192, align: 64)
!629 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !616, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !630, templateParams: !622, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!630 = !{!631}
!631 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !629, file: !9, baseType: !624, size: 192, align: 64, flags: DIFlagPublic)
!632 = !DIDerivedType(tag: DW_TAG_member, scope: !616, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!633 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h6651f5b2c27cd838E", scope: !97, file: !93, line: 631, type: !614, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!634 = !{!612, !635, !636, !638}
!635 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !613, file: !93, line: 631, type: !163)
!636 = !DILocalVariable(name: "alloc_size", scope: !637, file: !93, line: 640, type: !121, align: 64)
!637 = distinct !DILexicalBlock(scope: !613, file: !93, line: 640, column: 17)
!638 = !DILocalVariable(name: "layout", scope: !639, file: !93, line: 641, type: !163, align: 64)
!639 = distinct !DILexicalBlock(scope: !637, file: !93, line: 641, column: 17)
!640 = !DILocation(line: 0, scope: !613, inlinedAt: !641)
!641 = distinct !DILocation(line: 549, column: 69, scope: !499)
!642 = !DILocalVariable(name: "self", arg: 1, scope: !643, file: !560, line: 1220, type: !121)
!643 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !561, file: !560, line: 1220, type: !644, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !670)
!644 = !DISubroutineType(types: !645)
!645 = !{!121, !121, !121, !646}
!646 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !647, size: 64, align: 64, dwarfAddressSpace: 0)
!647 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !648, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !650, templateParams: !114, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!648 = !DINamespace(name: "location", scope: !649)
!649 = !DINamespace(name: "panic", scope: !12)
!650 = !{!651, !659, !661, !662}
!651 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !647, file: !9, baseType: !652, size: 128, align: 64, flags: DIFlagPrivate)
!652 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !105, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !653, templateParams: !109, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!653 = !{!654}
!654 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !652, file: !9, baseType: !655, size: 128, align: 64, flags: DIFlagPrivate)
!655 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !656, templateParams: !114, identifier: "238a44609877474087c05adf26cd41fa")
!656 = !{!657, !658}
!657 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !655, file: !9, baseType: !265, size: 64, align: 64)
!658 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !655, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!659 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !647, file: !9, baseType: !660, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!660 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!661 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !647, file: !9, baseType: !660, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!662 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !647, file: !9, baseType: !663, align: 8, offset: 192, flags: DIFlagPrivate)
!663 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !664, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!664 = !{!665}
!665 = !DITemplateTypeParameter(name: "T", type: !666)
!666 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !667, templateParams: !114, identifier: "9277eecd40495f85161460476aacc992")
!667 = !{!668, !669}
!668 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !666, file: !9, baseType: !265, size: 64, align: 64)
!669 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !666, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!670 = !{!642, !671}
!671 = !DILocalVariable(name: "rhs", arg: 2, scope: !643, file: !560, line: 1220, type: !121)
!672 = !DILocation(line: 0, scope: !643, inlinedAt: !673)
!673 = distinct !DILocation(line: 640, column: 53, scope: !613, inlinedAt: !641)
!674 = !DILocation(line: 632, column: 39, scope: !613, inlinedAt: !641)
!675 = !DILocation(line: 1232, column: 17, scope: !643, inlinedAt: !673)
!676 = !DILocation(line: 0, scope: !499)
!677 = !DILocalVariable(name: "self", arg: 1, scope: !678, file: !679, line: 448, type: !683)
!678 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !680, file: !679, line: 447, type: !681, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !684)
!679 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!680 = !DINamespace(name: "{impl#1}", scope: !124)
!681 = !DISubroutineType(types: !682)
!682 = !{!482, !683, !104, !163, !163}
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!684 = !{!677, !685, !686, !687}
!685 = !DILocalVariable(name: "ptr", arg: 2, scope: !678, file: !679, line: 449, type: !104)
!686 = !DILocalVariable(name: "old_layout", arg: 3, scope: !678, file: !679, line: 450, type: !163)
!687 = !DILocalVariable(name: "new_layout", arg: 4, scope: !678, file: !679, line: 451, type: !163)
!688 = !DILocation(line: 0, scope: !678, inlinedAt: !689)
!689 = distinct !DILocation(line: 555, column: 28, scope: !499)
!690 = !DILocalVariable(name: "self", arg: 1, scope: !691, file: !679, line: 336, type: !683)
!691 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !123, file: !679, line: 335, type: !692, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !694, retainedNodes: !695)
!692 = !DISubroutineType(types: !693)
!693 = !{!482, !683, !104, !163, !163, !581}
!694 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !123, file: !679, line: 335, type: !692, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!695 = !{!690, !696, !697, !698, !699}
!696 = !DILocalVariable(name: "ptr", arg: 2, scope: !691, file: !679, line: 337, type: !104)
!697 = !DILocalVariable(name: "old_layout", arg: 3, scope: !691, file: !679, line: 338, type: !163)
!698 = !DILocalVariable(name: "new_layout", arg: 4, scope: !691, file: !679, line: 339, type: !163)
!699 = !DILocalVariable(name: "zeroed", scope: !691, file: !679, line: 340, type: !581, align: 8)
!700 = !DILocation(line: 0, scope: !691, inlinedAt: !701)
!701 = distinct !DILocation(line: 454, column: 23, scope: !678, inlinedAt: !689)
!702 = !DILocalVariable(name: "self", arg: 1, scope: !703, file: !679, line: 217, type: !683)
!703 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !123, file: !679, line: 216, type: !692, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !704, retainedNodes: !705)
!704 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !123, file: !679, line: 216, type: !692, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!705 = !{!702, !706, !707, !708, !709, !710, !712, !714, !716, !719, !721, !736, !738, !740, !742, !744}
!706 = !DILocalVariable(name: "ptr", arg: 2, scope: !703, file: !679, line: 218, type: !104)
!707 = !DILocalVariable(name: "old_layout", arg: 3, scope: !703, file: !679, line: 219, type: !163)
!708 = !DILocalVariable(name: "new_layout", arg: 4, scope: !703, file: !679, line: 220, type: !163)
!709 = !DILocalVariable(name: "zeroed", arg: 5, scope: !703, file: !679, line: 221, type: !581)
!710 = !DILocalVariable(name: "old_size", scope: !711, file: !679, line: 233, type: !121, align: 64)
!711 = distinct !DILexicalBlock(scope: !703, file: !679, line: 233, column: 13)
!712 = !DILocalVariable(name: "old_size", scope: !711, file: !679, line: 233, type: !713, align: 64)
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!714 = !DILocalVariable(name: "new_size", scope: !715, file: !679, line: 234, type: !121, align: 64)
!715 = distinct !DILexicalBlock(scope: !711, file: !679, line: 234, column: 17)
!716 = !DILocalVariable(name: "raw_ptr", scope: !717, file: !679, line: 239, type: !718, align: 64)
!717 = distinct !DILexicalBlock(scope: !715, file: !679, line: 239, column: 17)
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!719 = !DILocalVariable(name: "ptr", scope: !720, file: !679, line: 240, type: !104, align: 64)
!720 = distinct !DILexicalBlock(scope: !717, file: !679, line: 240, column: 17)
!721 = !DILocalVariable(name: "residual", scope: !722, file: !679, line: 240, type: !723, align: 8)
!722 = distinct !DILexicalBlock(scope: !717, file: !679, line: 240, column: 66)
!723 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !207, file: !9, align: 8, flags: DIFlagPublic, elements: !724, templateParams: !114, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!724 = !{!725}
!725 = !DICompositeType(tag: DW_TAG_variant_part, scope: !723, file: !9, align: 8, elements: !726, templateParams: !114, identifier: "f5e162db303eef1e33f578c71ec0a693")
!726 = !{!727, !732}
!727 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !725, file: !9, baseType: !728, align: 8)
!728 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !723, file: !9, align: 8, flags: DIFlagPublic, elements: !729, templateParams: !731, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!729 = !{!730}
!730 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !728, file: !9, baseType: !240, align: 8, flags: DIFlagPublic)
!731 = !{!245, !491}
!732 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !725, file: !9, baseType: !733, align: 8)
!733 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !723, file: !9, align: 8, flags: DIFlagPublic, elements: !734, templateParams: !731, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!734 = !{!735}
!735 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !733, file: !9, baseType: !492, align: 8, flags: DIFlagPublic)
!736 = !DILocalVariable(name: "val", scope: !737, file: !679, line: 240, type: !104, align: 64)
!737 = distinct !DILexicalBlock(scope: !717, file: !679, line: 240, column: 66)
!738 = !DILocalVariable(name: "old_size", scope: !739, file: !679, line: 252, type: !121, align: 64)
!739 = distinct !DILexicalBlock(scope: !703, file: !679, line: 252, column: 13)
!740 = !DILocalVariable(name: "new_ptr", scope: !741, file: !679, line: 253, type: !259, align: 64)
!741 = distinct !DILexicalBlock(scope: !739, file: !679, line: 253, column: 17)
!742 = !DILocalVariable(name: "residual", scope: !743, file: !679, line: 253, type: !723, align: 8)
!743 = distinct !DILexicalBlock(scope: !739, file: !679, line: 253, column: 66)
!744 = !DILocalVariable(name: "val", scope: !745, file: !679, line: 253, type: !259, align: 64)
!745 = distinct !DILexicalBlock(scope: !739, file: !679, line: 253, column: 66)
!746 = !DILocation(line: 0, scope: !703, inlinedAt: !747)
!747 = distinct !DILocation(line: 342, column: 9, scope: !691, inlinedAt: !701)
!748 = !DILocalVariable(name: "layout", arg: 2, scope: !749, file: !679, line: 134, type: !163)
!749 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !124, file: !679, line: 134, type: !750, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !752)
!750 = !DISubroutineType(types: !751)
!751 = !{!718, !718, !163, !121}
!752 = !{!753, !748, !754}
!753 = !DILocalVariable(name: "ptr", arg: 1, scope: !749, file: !679, line: 134, type: !718)
!754 = !DILocalVariable(name: "new_size", arg: 3, scope: !749, file: !679, line: 134, type: !121)
!755 = !DILocation(line: 0, scope: !749, inlinedAt: !756)
!756 = distinct !DILocation(line: 239, column: 31, scope: !715, inlinedAt: !747)
!757 = !DILocation(line: 0, scope: !711, inlinedAt: !747)
!758 = !DILocation(line: 233, column: 13, scope: !711, inlinedAt: !747)
!759 = !DILocation(line: 0, scope: !715, inlinedAt: !747)
!760 = !DILocation(line: 237, column: 40, scope: !715, inlinedAt: !747)
!761 = !DILocalVariable(name: "cond", arg: 1, scope: !762, file: !763, line: 202, type: !581)
!762 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !764, file: !763, line: 202, type: !765, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !767)
!763 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!764 = !DINamespace(name: "hint", scope: !12)
!765 = !DISubroutineType(types: !766)
!766 = !{null, !581, !646}
!767 = !{!761}
!768 = !DILocation(line: 0, scope: !762, inlinedAt: !769)
!769 = distinct !DILocation(line: 237, column: 17, scope: !715, inlinedAt: !747)
!770 = !DILocation(line: 210, column: 9, scope: !762, inlinedAt: !769)
!771 = !DILocation(line: 135, column: 14, scope: !749, inlinedAt: !756)
!772 = !DILocation(line: 0, scope: !481)
!773 = !DILocation(line: 549, column: 22, scope: !475)
!774 = !DILocalVariable(name: "self", arg: 1, scope: !775, file: !679, line: 428, type: !683)
!775 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !680, file: !679, line: 428, type: !776, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !778)
!776 = !DISubroutineType(types: !777)
!777 = !{!482, !683, !163}
!778 = !{!774, !779}
!779 = !DILocalVariable(name: "layout", arg: 2, scope: !775, file: !679, line: 428, type: !163)
!780 = !DILocation(line: 0, scope: !775, inlinedAt: !781)
!781 = distinct !DILocation(line: 558, column: 24, scope: !475)
!782 = !DILocalVariable(name: "self", arg: 1, scope: !783, file: !679, line: 311, type: !683)
!783 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !123, file: !679, line: 311, type: !784, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !786, retainedNodes: !787)
!784 = !DISubroutineType(types: !785)
!785 = !{!482, !683, !163, !581}
!786 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !123, file: !679, line: 311, type: !784, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!787 = !{!782, !788, !789}
!788 = !DILocalVariable(name: "layout", arg: 2, scope: !783, file: !679, line: 311, type: !163)
!789 = !DILocalVariable(name: "zeroed", scope: !783, file: !679, line: 311, type: !581, align: 8)
!790 = !DILocation(line: 0, scope: !783, inlinedAt: !791)
!791 = distinct !DILocation(line: 429, column: 14, scope: !775, inlinedAt: !781)
!792 = !DILocalVariable(name: "layout", arg: 1, scope: !793, file: !679, line: 185, type: !163)
!793 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !123, file: !679, line: 185, type: !794, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !796, retainedNodes: !797)
!794 = !DISubroutineType(types: !795)
!795 = !{!482, !163, !581}
!796 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !123, file: !679, line: 185, type: !794, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!797 = !{!792, !798, !799, !801, !803, !805, !807}
!798 = !DILocalVariable(name: "zeroed", arg: 2, scope: !793, file: !679, line: 185, type: !581)
!799 = !DILocalVariable(name: "size", scope: !800, file: !679, line: 189, type: !121, align: 64)
!800 = distinct !DILexicalBlock(scope: !793, file: !679, line: 189, column: 13)
!801 = !DILocalVariable(name: "raw_ptr", scope: !802, file: !679, line: 190, type: !718, align: 64)
!802 = distinct !DILexicalBlock(scope: !800, file: !679, line: 190, column: 17)
!803 = !DILocalVariable(name: "ptr", scope: !804, file: !679, line: 191, type: !104, align: 64)
!804 = distinct !DILexicalBlock(scope: !802, file: !679, line: 191, column: 17)
!805 = !DILocalVariable(name: "residual", scope: !806, file: !679, line: 191, type: !723, align: 8)
!806 = distinct !DILexicalBlock(scope: !802, file: !679, line: 191, column: 66)
!807 = !DILocalVariable(name: "val", scope: !808, file: !679, line: 191, type: !104, align: 64)
!808 = distinct !DILexicalBlock(scope: !802, file: !679, line: 191, column: 66)
!809 = !DILocation(line: 0, scope: !793, inlinedAt: !810)
!810 = distinct !DILocation(line: 312, column: 9, scope: !783, inlinedAt: !791)
!811 = !DILocalVariable(name: "layout", arg: 1, scope: !812, file: !679, line: 89, type: !163)
!812 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !124, file: !679, line: 89, type: !813, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !815)
!813 = !DISubroutineType(types: !814)
!814 = !{!718, !163}
!815 = !{!811}
!816 = !DILocation(line: 0, scope: !812, inlinedAt: !817)
!817 = distinct !DILocation(line: 190, column: 73, scope: !800, inlinedAt: !810)
!818 = !DILocation(line: 0, scope: !800, inlinedAt: !810)
!819 = !DILocation(line: 186, column: 9, scope: !793, inlinedAt: !810)
!820 = !DILocation(line: 93, column: 9, scope: !812, inlinedAt: !817)
!821 = !DILocation(line: 95, column: 9, scope: !812, inlinedAt: !817)
!822 = !DILocalVariable(name: "ptr", arg: 1, scope: !823, file: !824, line: 269, type: !718)
!823 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h470c015eab8166a3E", scope: !104, file: !824, line: 269, type: !825, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !840, retainedNodes: !841)
!824 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!825 = !DISubroutineType(types: !826)
!826 = !{!827, !718}
!827 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !565, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !828, templateParams: !114, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!828 = !{!829}
!829 = !DICompositeType(tag: DW_TAG_variant_part, scope: !827, file: !9, size: 64, align: 64, elements: !830, templateParams: !114, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !839)
!830 = !{!831, !835}
!831 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !829, file: !9, baseType: !832, size: 64, align: 64, extraData: i64 0)
!832 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !827, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !833, identifier: "dad5724574518fd4604ed98c22fc07a9")
!833 = !{!834}
!834 = !DITemplateTypeParameter(name: "T", type: !104)
!835 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !829, file: !9, baseType: !836, size: 64, align: 64)
!836 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !827, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !837, templateParams: !833, identifier: "9697c4c24786271790f6148692230b16")
!837 = !{!838}
!838 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !836, file: !9, baseType: !104, size: 64, align: 64, flags: DIFlagPublic)
!839 = !DIDerivedType(tag: DW_TAG_member, scope: !827, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!840 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h470c015eab8166a3E", scope: !104, file: !824, line: 269, type: !825, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!841 = !{!822}
!842 = !DILocation(line: 0, scope: !823, inlinedAt: !843)
!843 = distinct !DILocation(line: 191, column: 27, scope: !802, inlinedAt: !810)
!844 = !DILocation(line: 0, scope: !802, inlinedAt: !810)
!845 = !DILocation(line: 270, column: 13, scope: !823, inlinedAt: !843)
!846 = !DILocation(line: 562, column: 15, scope: !481)
!847 = !DILocation(line: 562, column: 9, scope: !481)
!848 = !DILocation(line: 564, column: 23, scope: !481)
!849 = !DILocation(line: 564, column: 87, scope: !481)
!850 = !DILocation(line: 0, scope: !502)
!851 = !DILocation(line: 563, column: 27, scope: !502)
!852 = !DILocation(line: 563, column: 36, scope: !481)
!853 = !DILocation(line: 566, column: 6, scope: !464)
!854 = distinct !DISubprogram(name: "q_pop", linkageName: "_ZN5workq5q_pop17h766e2a6c53e8a0ebE", scope: !132, file: !855, line: 31, type: !856, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !871)
!855 = !DIFile(filename: "workq.rs", directory: "/work/wt-prov/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "c82d93d4b298d9551902136e6d2b9346")
!856 = !DISubroutineType(types: !857)
!857 = !{!131, !858}
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut workq::Queue", baseType: !859, size: 64, align: 64, dwarfAddressSpace: 0)
!859 = !DICompositeType(tag: DW_TAG_structure_type, name: "Queue", scope: !132, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !860, templateParams: !114, identifier: "9a7b6912636a4dbbb9ae72efcc10dd78")
!860 = !{!861, !866}
!861 = !DIDerivedType(tag: DW_TAG_member, name: "tasks", scope: !859, file: !9, baseType: !862, size: 192, align: 64, flags: DIFlagPrivate)
!862 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<workq::Task, alloc::alloc::Global>", scope: !137, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !863, templateParams: !150, identifier: "efe80947f74f4986cd98805b2d1a477")
!863 = !{!864, !865}
!864 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !862, file: !9, baseType: !94, size: 128, align: 64, flags: DIFlagPrivate)
!865 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !862, file: !9, baseType: !121, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!866 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !859, file: !9, baseType: !867, size: 192, align: 64, offset: 192, flags: DIFlagPrivate)
!867 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<workq::Done, alloc::alloc::Global>", scope: !137, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !868, templateParams: !408, identifier: "f57580d4723d7670ff27070955f0c7b1")
!868 = !{!869, !870}
!869 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !867, file: !9, baseType: !396, size: 128, align: 64, flags: DIFlagPrivate)
!870 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !867, file: !9, baseType: !121, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!871 = !{!872, !873}
!872 = !DILocalVariable(name: "this", arg: 1, scope: !854, file: !855, line: 31, type: !858)
!873 = !DILocalVariable(name: "t", scope: !874, file: !855, line: 33, type: !131, align: 64)
!874 = distinct !DILexicalBlock(scope: !854, file: !855, line: 33, column: 9)
!875 = !DILocation(line: 0, scope: !854)
!876 = !DILocalVariable(name: "elem_size", scope: !877, file: !93, line: 616, type: !121, align: 64)
!877 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h02efd7e16c68221aE", scope: !97, file: !93, line: 616, type: !878, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !880, retainedNodes: !881)
!878 = !DISubroutineType(types: !879)
!879 = !{!121, !467, !121}
!880 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h02efd7e16c68221aE", scope: !97, file: !93, line: 616, type: !878, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!881 = !{!882, !876}
!882 = !DILocalVariable(name: "self", arg: 1, scope: !877, file: !93, line: 616, type: !467)
!883 = !DILocation(line: 0, scope: !877, inlinedAt: !884)
!884 = !DILocation(line: 308, column: 20, scope: !885, inlinedAt: !892)
!885 = distinct !DISubprogram(name: "capacity<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h8ea554b99cec8ceeE", scope: !94, file: !93, line: 307, type: !886, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !889, retainedNodes: !890)
!886 = !DISubroutineType(types: !887)
!887 = !{!121, !888}
!888 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<workq::Task, alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!889 = !DISubprogram(name: "capacity<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h8ea554b99cec8ceeE", scope: !94, file: !93, line: 307, type: !886, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!890 = !{!891}
!891 = !DILocalVariable(name: "self", arg: 1, scope: !885, file: !93, line: 307, type: !888)
!892 = !DILocation(line: 1422, column: 18, scope: !893, inlinedAt: !902)
!893 = distinct !DISubprogram(name: "capacity<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8capacity17hbaf22cb41753039fE", scope: !862, file: !894, line: 1421, type: !895, scopeLine: 1421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !898, retainedNodes: !899)
!894 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!895 = !DISubroutineType(types: !896)
!896 = !{!121, !897}
!897 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<workq::Task, alloc::alloc::Global>", baseType: !862, size: 64, align: 64, dwarfAddressSpace: 0)
!898 = !DISubprogram(name: "capacity<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8capacity17hbaf22cb41753039fE", scope: !862, file: !894, line: 1421, type: !895, scopeLine: 1421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!899 = !{!900}
!900 = !DILocalVariable(name: "self", arg: 1, scope: !893, file: !894, line: 1421, type: !901)
!901 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<workq::Task, alloc::alloc::Global>", baseType: !862, size: 64, align: 64, dwarfAddressSpace: 0)
!902 = !DILocation(line: 2796, column: 62, scope: !903, inlinedAt: !920)
!903 = distinct !DISubprogram(name: "pop<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3pop17h0b750be5bb035a91E", scope: !862, file: !894, line: 2790, type: !904, scopeLine: 2790, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !917, retainedNodes: !918)
!904 = !DISubroutineType(types: !905)
!905 = !{!906, !901}
!906 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<workq::Task>", scope: !565, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !907, templateParams: !114, identifier: "dab2b94e20b9fa54e188109b68710a20")
!907 = !{!908}
!908 = !DICompositeType(tag: DW_TAG_variant_part, scope: !906, file: !9, size: 256, align: 64, elements: !909, templateParams: !114, identifier: "6cb4889e50c2ca171ef2dfee060902fb", discriminator: !916)
!909 = !{!910, !912}
!910 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !908, file: !9, baseType: !911, size: 256, align: 64, extraData: i64 -9223372036854775808)
!911 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !906, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !129, identifier: "3cf8426b7beaba68d8b2e3692b8699ac")
!912 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !908, file: !9, baseType: !913, size: 256, align: 64)
!913 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !906, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !914, templateParams: !129, identifier: "aa127cf38a76211c6a9ebae0685409d5")
!914 = !{!915}
!915 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !913, file: !9, baseType: !131, size: 256, align: 64, flags: DIFlagPublic)
!916 = !DIDerivedType(tag: DW_TAG_member, scope: !906, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!917 = !DISubprogram(name: "pop<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3pop17h0b750be5bb035a91E", scope: !862, file: !894, line: 2790, type: !904, scopeLine: 2790, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!918 = !{!919}
!919 = !DILocalVariable(name: "self", arg: 1, scope: !903, file: !894, line: 2790, type: !901)
!920 = !DILocation(line: 32, column: 22, scope: !854)
!921 = !DILocation(line: 2790, column: 16, scope: !903, inlinedAt: !920)
!922 = !DILocation(line: 1421, column: 27, scope: !893, inlinedAt: !902)
!923 = !DILocalVariable(name: "self", arg: 1, scope: !924, file: !894, line: 1913, type: !901)
!924 = distinct !DISubprogram(name: "as_ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hb8e0c3e551111a84E", scope: !862, file: !894, line: 1913, type: !925, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !928, retainedNodes: !929)
!925 = !DISubroutineType(types: !926)
!926 = !{!927, !897}
!927 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const workq::Task", baseType: !131, size: 64, align: 64, dwarfAddressSpace: 0)
!928 = !DISubprogram(name: "as_ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hb8e0c3e551111a84E", scope: !862, file: !894, line: 1913, type: !925, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!929 = !{!923}
!930 = !DILocation(line: 1913, column: 25, scope: !924, inlinedAt: !931)
!931 = !DILocation(line: 2797, column: 37, scope: !903, inlinedAt: !920)
!932 = !DILocalVariable(name: "self", arg: 1, scope: !933, file: !894, line: 2996, type: !901)
!933 = distinct !DISubprogram(name: "len<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h41a2438581fd1fcfE", scope: !862, file: !894, line: 2996, type: !895, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !934, retainedNodes: !935)
!934 = !DISubprogram(name: "len<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h41a2438581fd1fcfE", scope: !862, file: !894, line: 2996, type: !895, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!935 = !{!932}
!936 = !DILocation(line: 2996, column: 22, scope: !933, inlinedAt: !937)
!937 = !DILocation(line: 2797, column: 55, scope: !903, inlinedAt: !920)
!938 = !DILocation(line: 2791, column: 12, scope: !903, inlinedAt: !920)
!939 = !DILocation(line: 34, column: 17, scope: !854)
!940 = !DILocation(line: 34, column: 55, scope: !854)
!941 = !DILocation(line: 2795, column: 17, scope: !903, inlinedAt: !920)
!942 = !DILocation(line: 617, column: 49, scope: !877, inlinedAt: !884)
!943 = !DILocation(line: 2796, column: 46, scope: !903, inlinedAt: !920)
!944 = !DILocalVariable(name: "cond", arg: 1, scope: !945, file: !763, line: 202, type: !581)
!945 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !764, file: !763, line: 202, type: !765, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !946)
!946 = !{!944}
!947 = !DILocation(line: 0, scope: !945, inlinedAt: !948)
!948 = !DILocation(line: 2796, column: 17, scope: !903, inlinedAt: !920)
!949 = !DILocation(line: 210, column: 9, scope: !945, inlinedAt: !948)
!950 = !DILocation(line: 612, column: 9, scope: !951, inlinedAt: !959)
!951 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h9c1a8bf65ad6ebc1E", scope: !97, file: !93, line: 611, type: !952, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !958, declaration: !957)
!952 = !DISubroutineType(types: !953)
!953 = !{!954, !467}
!954 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<workq::Task>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !955, templateParams: !129, identifier: "72204858f9e9965c9c3ecf8bab875732")
!955 = !{!956}
!956 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !954, file: !9, baseType: !927, size: 64, align: 64, flags: DIFlagPrivate)
!957 = !DISubprogram(name: "non_null<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h9c1a8bf65ad6ebc1E", scope: !97, file: !93, line: 611, type: !952, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !958)
!958 = !{!126, !130}
!959 = !DILocation(line: 607, column: 14, scope: !960, inlinedAt: !965)
!960 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h075415d27500bf3dE", scope: !97, file: !93, line: 606, type: !961, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !958, declaration: !964)
!961 = !DISubroutineType(types: !962)
!962 = !{!963, !467}
!963 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut workq::Task", baseType: !131, size: 64, align: 64, dwarfAddressSpace: 0)
!964 = !DISubprogram(name: "ptr<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h075415d27500bf3dE", scope: !97, file: !93, line: 606, type: !961, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !958)
!965 = !DILocation(line: 295, column: 20, scope: !966, inlinedAt: !970)
!966 = distinct !DISubprogram(name: "ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h0305e07850540284E", scope: !94, file: !93, line: 294, type: !967, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !969)
!967 = !DISubroutineType(types: !968)
!968 = !{!963, !888}
!969 = !DISubprogram(name: "ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h0305e07850540284E", scope: !94, file: !93, line: 294, type: !967, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!970 = !DILocation(line: 1916, column: 18, scope: !924, inlinedAt: !931)
!971 = !DILocalVariable(name: "self", arg: 1, scope: !972, file: !973, line: 829, type: !927)
!972 = distinct !DISubprogram(name: "add<workq::Task>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$3add17h50e1611df62e72f4E", scope: !974, file: !973, line: 829, type: !976, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !978)
!973 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!974 = !DINamespace(name: "{impl#0}", scope: !975)
!975 = !DINamespace(name: "const_ptr", scope: !11)
!976 = !DISubroutineType(types: !977)
!977 = !{!927, !927, !121, !646}
!978 = !{!971, !979}
!979 = !DILocalVariable(name: "count", arg: 2, scope: !972, file: !973, line: 829, type: !121)
!980 = !DILocation(line: 0, scope: !972, inlinedAt: !981)
!981 = !DILocation(line: 2797, column: 46, scope: !903, inlinedAt: !920)
!982 = !DILocation(line: 3002, column: 37, scope: !933, inlinedAt: !937)
!983 = !DILocation(line: 3002, column: 18, scope: !933, inlinedAt: !937)
!984 = !DILocation(line: 863, column: 18, scope: !972, inlinedAt: !981)
!985 = !DILocalVariable(name: "src", arg: 1, scope: !986, file: !987, line: 1678, type: !927)
!986 = distinct !DISubprogram(name: "read<workq::Task>", linkageName: "_ZN4core3ptr4read17h9254b2307dc57e0dE", scope: !11, file: !987, line: 1678, type: !988, scopeLine: 1678, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !990)
!987 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!988 = !DISubroutineType(types: !989)
!989 = !{!131, !927, !646}
!990 = !{!985}
!991 = !DILocation(line: 0, scope: !986, inlinedAt: !992)
!992 = !DILocation(line: 2797, column: 22, scope: !903, inlinedAt: !920)
!993 = !DILocation(line: 1717, column: 9, scope: !986, inlinedAt: !992)
!994 = !DILocation(line: 33, column: 20, scope: !854)
!995 = !DILocation(line: 36, column: 2, scope: !854)
!996 = distinct !DISubprogram(name: "w_run", linkageName: "_ZN5workq5w_run17h0d3daea7618d55b2E", scope: !132, file: !855, line: 42, type: !997, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1004)
!997 = !DISubroutineType(types: !998)
!998 = !{!13, !999, !13}
!999 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut workq::Worker", baseType: !1000, size: 64, align: 64, dwarfAddressSpace: 0)
!1000 = !DICompositeType(tag: DW_TAG_structure_type, name: "Worker", scope: !132, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1001, templateParams: !114, identifier: "d0d1e6055624381676c81824775e16e")
!1001 = !{!1002, !1003}
!1002 = !DIDerivedType(tag: DW_TAG_member, name: "rank", scope: !1000, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!1003 = !DIDerivedType(tag: DW_TAG_member, name: "did", scope: !1000, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1004 = !{!1005, !1006, !1007, !1009, !1015, !1017}
!1005 = !DILocalVariable(name: "this", arg: 1, scope: !996, file: !855, line: 42, type: !999)
!1006 = !DILocalVariable(name: "q", arg: 2, scope: !996, file: !855, line: 42, type: !13)
!1007 = !DILocalVariable(name: "t", scope: !1008, file: !855, line: 45, type: !131, align: 64)
!1008 = distinct !DILexicalBlock(scope: !996, file: !855, line: 45, column: 9)
!1009 = !DILocalVariable(name: "pop", scope: !1010, file: !855, line: 46, type: !1011, align: 64)
!1010 = distinct !DILexicalBlock(scope: !996, file: !855, line: 46, column: 13)
!1011 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut workq::Queue) -> workq::Task", baseType: !1012, size: 64, align: 64, dwarfAddressSpace: 0)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{!131, !1014}
!1014 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut workq::Queue", baseType: !859, size: 64, align: 64, dwarfAddressSpace: 0)
!1015 = !DILocalVariable(name: "sum", scope: !1016, file: !855, line: 52, type: !147, align: 64)
!1016 = distinct !DILexicalBlock(scope: !1008, file: !855, line: 52, column: 9)
!1017 = !DILocalVariable(name: "done", scope: !1018, file: !855, line: 56, type: !1019, align: 64)
!1018 = distinct !DILexicalBlock(scope: !1016, file: !855, line: 56, column: 13)
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut workq::Queue, workq::Done)", baseType: !1020, size: 64, align: 64, dwarfAddressSpace: 0)
!1020 = !DISubroutineType(types: !1021)
!1021 = !{null, !1014, !403}
!1022 = !DILocation(line: 0, scope: !996)
!1023 = !DILocation(line: 45, column: 13, scope: !1008)
!1024 = !DILocation(line: 45, column: 13, scope: !996)
!1025 = !DILocation(line: 46, column: 74, scope: !996)
!1026 = !DILocation(line: 46, column: 54, scope: !996)
!1027 = !DILocation(line: 47, column: 13, scope: !1010)
!1028 = !DILocation(line: 49, column: 12, scope: !1008)
!1029 = !DILocation(line: 50, column: 20, scope: !1008)
!1030 = !DILocation(line: 59, column: 5, scope: !996)
!1031 = !DILocalVariable(arg: 1, scope: !1032, file: !987, line: 805, type: !963)
!1032 = distinct !DISubprogram(name: "drop_in_place<workq::Task>", linkageName: "_ZN4core3ptr32drop_in_place$LT$workq..Task$GT$17h5ac4a31e4d5e4768E", scope: !11, file: !987, line: 805, type: !1033, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1035)
!1033 = !DISubroutineType(types: !1034)
!1034 = !{null, !963}
!1035 = !{!1031}
!1036 = !DILocation(line: 0, scope: !1032, inlinedAt: !1037)
!1037 = distinct !DILocation(line: 59, column: 5, scope: !996)
!1038 = !DILocalVariable(arg: 1, scope: !1039, file: !987, line: 805, type: !1042)
!1039 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hacb5904953bb3e3aE", scope: !11, file: !987, line: 805, type: !1040, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1044, retainedNodes: !1043)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{null, !1042}
!1042 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !136, size: 64, align: 64, dwarfAddressSpace: 0)
!1043 = !{!1038}
!1044 = !{!1045}
!1045 = !DITemplateTypeParameter(name: "T", type: !136)
!1046 = !DILocation(line: 0, scope: !1039, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 805, column: 1, scope: !1032, inlinedAt: !1037)
!1048 = !DILocalVariable(arg: 1, scope: !1049, file: !987, line: 805, type: !1052)
!1049 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hbe4a4bc3d42a48efE", scope: !11, file: !987, line: 805, type: !1050, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1054, retainedNodes: !1053)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{null, !1052}
!1052 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!1053 = !{!1048}
!1054 = !{!1055}
!1055 = !DITemplateTypeParameter(name: "T", type: !140)
!1056 = !DILocation(line: 0, scope: !1049, inlinedAt: !1057)
!1057 = distinct !DILocation(line: 805, column: 1, scope: !1039, inlinedAt: !1047)
!1058 = !DILocalVariable(name: "self", arg: 1, scope: !1059, file: !93, line: 421, type: !1063)
!1059 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfdd25b1b57c1c374E", scope: !1060, file: !93, line: 421, type: !1061, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, retainedNodes: !1064)
!1060 = !DINamespace(name: "{impl#3}", scope: !87)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{null, !1063}
!1063 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!1064 = !{!1058}
!1065 = !DILocation(line: 0, scope: !1059, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 805, column: 1, scope: !1049, inlinedAt: !1057)
!1067 = !DILocalVariable(name: "self", arg: 1, scope: !1068, file: !93, line: 870, type: !162)
!1068 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha096b3ae706812ceE", scope: !97, file: !93, line: 870, type: !160, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1069, retainedNodes: !1070)
!1069 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha096b3ae706812ceE", scope: !97, file: !93, line: 870, type: !160, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1070 = !{!1067, !1071, !1072, !1074}
!1071 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1068, file: !93, line: 870, type: !163)
!1072 = !DILocalVariable(name: "ptr", scope: !1073, file: !93, line: 872, type: !104, align: 64)
!1073 = distinct !DILexicalBlock(scope: !1068, file: !93, line: 872, column: 82)
!1074 = !DILocalVariable(name: "layout", scope: !1073, file: !93, line: 872, type: !163, align: 64)
!1075 = !DILocation(line: 0, scope: !1068, inlinedAt: !1076)
!1076 = distinct !DILocation(line: 423, column: 29, scope: !1059, inlinedAt: !1066)
!1077 = !DILocation(line: 0, scope: !613, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 872, column: 52, scope: !1073, inlinedAt: !1076)
!1079 = !DILocation(line: 0, scope: !643, inlinedAt: !1080)
!1080 = distinct !DILocation(line: 640, column: 53, scope: !613, inlinedAt: !1078)
!1081 = !DILocation(line: 632, column: 39, scope: !613, inlinedAt: !1078)
!1082 = !DILocation(line: 1232, column: 17, scope: !643, inlinedAt: !1080)
!1083 = !DILocation(line: 0, scope: !1073, inlinedAt: !1076)
!1084 = !DILocalVariable(name: "self", arg: 1, scope: !1085, file: !679, line: 440, type: !683)
!1085 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !680, file: !679, line: 440, type: !1086, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1088)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{null, !683, !104, !163}
!1088 = !{!1084, !1089, !1090}
!1089 = !DILocalVariable(name: "ptr", arg: 2, scope: !1085, file: !679, line: 440, type: !104)
!1090 = !DILocalVariable(name: "layout", arg: 3, scope: !1085, file: !679, line: 440, type: !163)
!1091 = !DILocation(line: 0, scope: !1085, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 874, column: 28, scope: !1073, inlinedAt: !1076)
!1093 = !DILocalVariable(name: "self", arg: 1, scope: !1094, file: !679, line: 323, type: !683)
!1094 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !123, file: !679, line: 323, type: !1086, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1095, retainedNodes: !1096)
!1095 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !123, file: !679, line: 323, type: !1086, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1096 = !{!1093, !1097, !1098}
!1097 = !DILocalVariable(name: "ptr", arg: 2, scope: !1094, file: !679, line: 323, type: !104)
!1098 = !DILocalVariable(name: "layout", arg: 3, scope: !1094, file: !679, line: 323, type: !163)
!1099 = !DILocation(line: 0, scope: !1094, inlinedAt: !1100)
!1100 = distinct !DILocation(line: 442, column: 23, scope: !1085, inlinedAt: !1092)
!1101 = !DILocalVariable(name: "ptr", arg: 1, scope: !1102, file: !679, line: 199, type: !104)
!1102 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !123, file: !679, line: 199, type: !1103, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1105, retainedNodes: !1106)
!1103 = !DISubroutineType(types: !1104)
!1104 = !{null, !104, !163}
!1105 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !123, file: !679, line: 199, type: !1103, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1106 = !{!1101, !1107}
!1107 = !DILocalVariable(name: "layout", arg: 2, scope: !1102, file: !679, line: 199, type: !163)
!1108 = !DILocation(line: 0, scope: !1102, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 324, column: 9, scope: !1094, inlinedAt: !1100)
!1110 = !DILocalVariable(name: "layout", arg: 2, scope: !1111, file: !679, line: 114, type: !163)
!1111 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !124, file: !679, line: 114, type: !1112, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1114)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{null, !718, !163}
!1114 = !{!1115, !1110}
!1115 = !DILocalVariable(name: "ptr", arg: 1, scope: !1111, file: !679, line: 114, type: !718)
!1116 = !DILocation(line: 0, scope: !1111, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 209, column: 22, scope: !1102, inlinedAt: !1109)
!1118 = !DILocation(line: 115, column: 14, scope: !1111, inlinedAt: !1117)
!1119 = !DILocation(line: 200, column: 9, scope: !1102, inlinedAt: !1109)
!1120 = !DILocation(line: 60, column: 2, scope: !996)
!1121 = !DILocalVariable(name: "self", arg: 1, scope: !1122, file: !894, line: 3728, type: !1131)
!1122 = distinct !DISubprogram(name: "deref<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17ha21500c643782dc0E", scope: !1123, file: !894, line: 3728, type: !1124, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, retainedNodes: !1132)
!1123 = !DINamespace(name: "{impl#9}", scope: !137)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!1126, !1131}
!1126 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !9, size: 128, align: 64, elements: !1127, templateParams: !114, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!1127 = !{!1128, !1130}
!1128 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1126, file: !9, baseType: !1129, size: 64, align: 64)
!1129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!1130 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1126, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!1131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !136, size: 64, align: 64, dwarfAddressSpace: 0)
!1132 = !{!1121}
!1133 = !DILocation(line: 3728, column: 14, scope: !1122, inlinedAt: !1134)
!1134 = !DILocation(line: 52, column: 24, scope: !1008)
!1135 = !DILocalVariable(name: "self", arg: 1, scope: !1136, file: !894, line: 1798, type: !1131)
!1136 = distinct !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h5eecd28fc6678242E", scope: !136, file: !894, line: 1798, type: !1124, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, declaration: !1137, retainedNodes: !1138)
!1137 = !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h5eecd28fc6678242E", scope: !136, file: !894, line: 1798, type: !1124, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !148)
!1138 = !{!1135}
!1139 = !DILocation(line: 1798, column: 27, scope: !1136, inlinedAt: !1140)
!1140 = !DILocation(line: 3729, column: 14, scope: !1122, inlinedAt: !1134)
!1141 = !DILocalVariable(name: "self", arg: 1, scope: !1142, file: !894, line: 1913, type: !1131)
!1142 = distinct !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h1e30be5263ddb233E", scope: !136, file: !894, line: 1913, type: !1143, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, declaration: !1146, retainedNodes: !1147)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!1145, !1131}
!1145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!1146 = !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h1e30be5263ddb233E", scope: !136, file: !894, line: 1913, type: !1143, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !148)
!1147 = !{!1141}
!1148 = !DILocation(line: 1913, column: 25, scope: !1142, inlinedAt: !1149)
!1149 = !DILocation(line: 1815, column: 76, scope: !1136, inlinedAt: !1140)
!1150 = !DILocation(line: 612, column: 9, scope: !1151, inlinedAt: !1159)
!1151 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h0abb0c5eb4f281b0E", scope: !97, file: !93, line: 611, type: !1152, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1158, declaration: !1157)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!1154, !467}
!1154 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1155, templateParams: !145, identifier: "1ecac679bc3ea27f618623550abeeec7")
!1155 = !{!1156}
!1156 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1154, file: !9, baseType: !1145, size: 64, align: 64, flags: DIFlagPrivate)
!1157 = !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h0abb0c5eb4f281b0E", scope: !97, file: !93, line: 611, type: !1152, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1158)
!1158 = !{!126, !146}
!1159 = !DILocation(line: 607, column: 14, scope: !1160, inlinedAt: !1165)
!1160 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h2887210028fb8972E", scope: !97, file: !93, line: 606, type: !1161, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1158, declaration: !1164)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!1163, !467}
!1163 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!1164 = !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h2887210028fb8972E", scope: !97, file: !93, line: 606, type: !1161, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1158)
!1165 = !DILocation(line: 295, column: 20, scope: !1166, inlinedAt: !1171)
!1166 = distinct !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h3dadb9e6dca39e3eE", scope: !140, file: !93, line: 294, type: !1167, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, declaration: !1170)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!1163, !1169}
!1169 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!1170 = !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h3dadb9e6dca39e3eE", scope: !140, file: !93, line: 294, type: !1167, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !148)
!1171 = !DILocation(line: 1916, column: 18, scope: !1142, inlinedAt: !1149)
!1172 = !DILocation(line: 1815, column: 86, scope: !1136, inlinedAt: !1140)
!1173 = !DILocalVariable(name: "self", arg: 1, scope: !1174, file: !1175, line: 3653, type: !1182)
!1174 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17hf0484b2c104f1c0aE", scope: !1176, file: !1175, line: 3653, type: !1180, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1194, retainedNodes: !1193)
!1175 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!1176 = !DINamespace(name: "Iterator", scope: !1177)
!1177 = !DINamespace(name: "iterator", scope: !1178)
!1178 = !DINamespace(name: "traits", scope: !1179)
!1179 = !DINamespace(name: "iter", scope: !12)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!147, !1182}
!1182 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f64>", scope: !1183, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1185, templateParams: !145, identifier: "16a30a5ac3957b64bbb5ffb7be676784")
!1183 = !DINamespace(name: "iter", scope: !1184)
!1184 = !DINamespace(name: "slice", scope: !12)
!1185 = !{!1186, !1187, !1188}
!1186 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1182, file: !9, baseType: !1154, size: 64, align: 64, flags: DIFlagPrivate)
!1187 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !1182, file: !9, baseType: !1145, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1188 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1182, file: !9, baseType: !1189, align: 8, offset: 128, flags: DIFlagPrivate)
!1189 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f64>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !1190, identifier: "edae5334879cec8fa6d1980c665f748a")
!1190 = !{!1191}
!1191 = !DITemplateTypeParameter(name: "T", type: !1192)
!1192 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!1193 = !{!1173}
!1194 = !{!1195, !1196}
!1195 = !DITemplateTypeParameter(name: "Self", type: !1182)
!1196 = !DITemplateTypeParameter(name: "S", type: !147)
!1197 = !DILocation(line: 0, scope: !1174, inlinedAt: !1198)
!1198 = !DILocation(line: 52, column: 38, scope: !1008)
!1199 = !DILocalVariable(name: "iter", arg: 1, scope: !1200, file: !1201, line: 182, type: !1182)
!1200 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17h24e5e9a03d344a48E", scope: !1202, file: !1201, line: 182, type: !1180, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1205, retainedNodes: !1204)
!1201 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!1202 = !DINamespace(name: "{impl#134}", scope: !1203)
!1203 = !DINamespace(name: "accum", scope: !1178)
!1204 = !{!1199}
!1205 = !{!1206}
!1206 = !DITemplateTypeParameter(name: "I", type: !1182)
!1207 = !DILocation(line: 0, scope: !1200, inlinedAt: !1208)
!1208 = !DILocation(line: 3658, column: 9, scope: !1174, inlinedAt: !1198)
!1209 = !DILocalVariable(name: "self", arg: 1, scope: !1210, file: !1211, line: 259, type: !1182)
!1210 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4ff6b3c7b34901d8E", scope: !1212, file: !1211, line: 259, type: !1213, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1234, retainedNodes: !1217)
!1211 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!1212 = !DINamespace(name: "{impl#171}", scope: !1183)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!147, !1182, !147, !1215}
!1215 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<f64>>", scope: !1216, file: !9, align: 8, elements: !114, identifier: "881631f4ce2d279ccecbfef0de0870f3")
!1216 = !DINamespace(name: "sum", scope: !1202)
!1217 = !{!1209, !1218, !1219, !1220, !1222, !1224, !1226, !1228, !1230, !1232}
!1218 = !DILocalVariable(name: "init", arg: 2, scope: !1210, file: !1211, line: 259, type: !147)
!1219 = !DILocalVariable(name: "f", arg: 3, scope: !1210, file: !1211, line: 259, type: !1215)
!1220 = !DILocalVariable(name: "len", scope: !1221, file: !1211, line: 29, type: !121, align: 64)
!1221 = distinct !DILexicalBlock(scope: !1210, file: !1211, line: 29, column: 13)
!1222 = !DILocalVariable(name: "end", scope: !1223, file: !1211, line: 33, type: !1154, align: 64)
!1223 = distinct !DILexicalBlock(scope: !1210, file: !1211, line: 33, column: 13)
!1224 = !DILocalVariable(name: "acc", scope: !1225, file: !1211, line: 273, type: !147, align: 64)
!1225 = distinct !DILexicalBlock(scope: !1210, file: !1211, line: 273, column: 17)
!1226 = !DILocalVariable(name: "i", scope: !1227, file: !1211, line: 274, type: !121, align: 64)
!1227 = distinct !DILexicalBlock(scope: !1225, file: !1211, line: 274, column: 17)
!1228 = !DILocalVariable(name: "len", scope: !1229, file: !1211, line: 275, type: !121, align: 64)
!1229 = distinct !DILexicalBlock(scope: !1227, file: !1211, line: 275, column: 17)
!1230 = !DILocalVariable(name: "len", scope: !1231, file: !1211, line: 29, type: !121, align: 64)
!1231 = distinct !DILexicalBlock(scope: !1227, file: !1211, line: 29, column: 13)
!1232 = !DILocalVariable(name: "end", scope: !1233, file: !1211, line: 33, type: !1154, align: 64)
!1233 = distinct !DILexicalBlock(scope: !1227, file: !1211, line: 33, column: 13)
!1234 = !{!146, !1235, !1236}
!1235 = !DITemplateTypeParameter(name: "B", type: !147)
!1236 = !DITemplateTypeParameter(name: "F", type: !1215)
!1237 = !DILocation(line: 0, scope: !1210, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 183, column: 22, scope: !1200, inlinedAt: !1208)
!1239 = !DILocation(line: 259, column: 42, scope: !1210, inlinedAt: !1238)
!1240 = !DILocalVariable(name: "rhs", scope: !1241, file: !560, line: 832, type: !121, align: 64)
!1241 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !561, file: !560, line: 832, type: !644, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1242)
!1242 = !{!1243, !1240}
!1243 = !DILocalVariable(name: "self", arg: 1, scope: !1241, file: !560, line: 832, type: !121)
!1244 = !DILocation(line: 0, scope: !1241, inlinedAt: !1245)
!1245 = distinct !DILocation(line: 283, column: 36, scope: !1229, inlinedAt: !1238)
!1246 = !DILocation(line: 0, scope: !1223, inlinedAt: !1238)
!1247 = !DILocalVariable(name: "self", arg: 1, scope: !1248, file: !824, line: 1719, type: !1252)
!1248 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h8935b9d222f2f123E", scope: !1249, file: !824, line: 1719, type: !1250, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !1253)
!1249 = !DINamespace(name: "{impl#16}", scope: !105)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!581, !1252, !1252}
!1252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<f64>", baseType: !1154, size: 64, align: 64, dwarfAddressSpace: 0)
!1253 = !{!1247, !1254}
!1254 = !DILocalVariable(name: "other", arg: 2, scope: !1248, file: !824, line: 1719, type: !1252)
!1255 = !DILocation(line: 1719, column: 11, scope: !1248, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 44, column: 20, scope: !1223, inlinedAt: !1238)
!1257 = !DILocation(line: 1719, column: 18, scope: !1248, inlinedAt: !1256)
!1258 = !DILocation(line: 1720, column: 9, scope: !1248, inlinedAt: !1256)
!1259 = !DILocation(line: 25, column: 86, scope: !1210, inlinedAt: !1238)
!1260 = !DILocation(line: 284, column: 24, scope: !1229, inlinedAt: !1238)
!1261 = !DILocation(line: 0, scope: !1225, inlinedAt: !1238)
!1262 = !DILocation(line: 0, scope: !1227, inlinedAt: !1238)
!1263 = !DILocalVariable(name: "self", arg: 1, scope: !1264, file: !824, line: 651, type: !1154)
!1264 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h5895d1625b01adc9E", scope: !1154, file: !824, line: 651, type: !1265, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !1267, retainedNodes: !1268)
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!1154, !1154, !121}
!1267 = !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h5895d1625b01adc9E", scope: !1154, file: !824, line: 651, type: !1265, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!1268 = !{!1263, !1269}
!1269 = !DILocalVariable(name: "count", arg: 2, scope: !1264, file: !824, line: 651, type: !121)
!1270 = !DILocation(line: 0, scope: !1264, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 279, column: 67, scope: !1229, inlinedAt: !1238)
!1272 = !DILocation(line: 659, column: 28, scope: !1264, inlinedAt: !1271)
!1273 = !DILocation(line: 279, column: 27, scope: !1229, inlinedAt: !1238)
!1274 = !DILocalVariable(arg: 1, scope: !1275, file: !1201, line: 186, type: !1278)
!1275 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17ha740641a37b6362aE", scope: !1216, file: !1201, line: 186, type: !1276, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1205, retainedNodes: !1279)
!1276 = !DISubroutineType(types: !1277)
!1277 = !{!147, !1278, !147, !1192}
!1278 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>", baseType: !1215, size: 64, align: 64, dwarfAddressSpace: 0)
!1279 = !{!1280, !1281, !1274}
!1280 = !DILocalVariable(name: "a", arg: 2, scope: !1275, file: !1201, line: 186, type: !147)
!1281 = !DILocalVariable(name: "b", arg: 3, scope: !1275, file: !1201, line: 186, type: !1192)
!1282 = !DILocation(line: 0, scope: !1275, inlinedAt: !1283)
!1283 = distinct !DILocation(line: 279, column: 27, scope: !1229, inlinedAt: !1238)
!1284 = !DILocalVariable(name: "other", arg: 2, scope: !1285, file: !1286, line: 38, type: !1192)
!1285 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsV_NtNtCsgEmfK2I1SDS_4core3ops5arithdINtB5_3AddRdE3add", scope: !1287, file: !1286, line: 38, type: !1289, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1291)
!1286 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!1287 = !DINamespace(name: "{impl#59}", scope: !1288)
!1288 = !DINamespace(name: "arith", scope: !304)
!1289 = !DISubroutineType(types: !1290)
!1290 = !{!147, !147, !1192, !646}
!1291 = !{!1284}
!1292 = !DILocation(line: 0, scope: !1285, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 186, column: 28, scope: !1275, inlinedAt: !1283)
!1294 = !DILocation(line: 105, column: 45, scope: !1295, inlinedAt: !1300)
!1295 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsc_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB5_3Add3add", scope: !1297, file: !1296, line: 105, type: !1298, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114)
!1296 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!1297 = !DINamespace(name: "{impl#14}", scope: !1288)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!147, !147, !147, !646}
!1300 = distinct !DILocation(line: 39, column: 17, scope: !1285, inlinedAt: !1293)
!1301 = !DILocation(line: 844, column: 17, scope: !1241, inlinedAt: !1245)
!1302 = distinct !{!1302, !1303}
!1303 = !{!"llvm.loop.unroll.disable"}
!1304 = !DILocation(line: 0, scope: !1016)
!1305 = !DILocation(line: 53, column: 9, scope: !1016)
!1306 = !DILocation(line: 56, column: 73, scope: !1016)
!1307 = !DILocation(line: 56, column: 53, scope: !1016)
!1308 = !DILocation(line: 0, scope: !1018)
!1309 = !DILocation(line: 57, column: 40, scope: !1018)
!1310 = !DILocation(line: 57, column: 13, scope: !1018)
!1311 = !DILocation(line: 57, column: 77, scope: !1018)
!1312 = !DILocation(line: 0, scope: !1032, inlinedAt: !1313)
!1313 = distinct !DILocation(line: 59, column: 5, scope: !996)
!1314 = !DILocation(line: 0, scope: !1039, inlinedAt: !1315)
!1315 = distinct !DILocation(line: 805, column: 1, scope: !1032, inlinedAt: !1313)
!1316 = !DILocation(line: 0, scope: !1049, inlinedAt: !1317)
!1317 = distinct !DILocation(line: 805, column: 1, scope: !1039, inlinedAt: !1315)
!1318 = !DILocation(line: 0, scope: !1059, inlinedAt: !1319)
!1319 = distinct !DILocation(line: 805, column: 1, scope: !1049, inlinedAt: !1317)
!1320 = !DILocation(line: 0, scope: !1068, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 423, column: 29, scope: !1059, inlinedAt: !1319)
!1322 = !DILocation(line: 0, scope: !613, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 872, column: 52, scope: !1073, inlinedAt: !1321)
!1324 = !DILocation(line: 0, scope: !643, inlinedAt: !1325)
!1325 = distinct !DILocation(line: 640, column: 53, scope: !613, inlinedAt: !1323)
!1326 = !DILocation(line: 632, column: 39, scope: !613, inlinedAt: !1323)
!1327 = !DILocation(line: 1232, column: 17, scope: !643, inlinedAt: !1325)
!1328 = !DILocation(line: 0, scope: !1073, inlinedAt: !1321)
!1329 = !DILocation(line: 0, scope: !1085, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 874, column: 28, scope: !1073, inlinedAt: !1321)
!1331 = !DILocation(line: 0, scope: !1094, inlinedAt: !1332)
!1332 = distinct !DILocation(line: 442, column: 23, scope: !1085, inlinedAt: !1330)
!1333 = !DILocation(line: 0, scope: !1102, inlinedAt: !1334)
!1334 = distinct !DILocation(line: 324, column: 9, scope: !1094, inlinedAt: !1332)
!1335 = !DILocation(line: 0, scope: !1111, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 209, column: 22, scope: !1102, inlinedAt: !1334)
!1337 = !DILocation(line: 115, column: 14, scope: !1111, inlinedAt: !1336)
!1338 = !DILocation(line: 200, column: 9, scope: !1102, inlinedAt: !1334)
!1339 = !DILocation(line: 0, scope: !1010)
!1340 = distinct !DISubprogram(name: "client", linkageName: "_ZN5workq6client17hff08f90122a4bf7dE", scope: !132, file: !855, line: 62, type: !1341, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1343)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{null, !13, !13}
!1343 = !{!1344, !1345, !1346, !1355, !1357}
!1344 = !DILocalVariable(name: "q", arg: 1, scope: !1340, file: !855, line: 62, type: !13)
!1345 = !DILocalVariable(name: "n", arg: 2, scope: !1340, file: !855, line: 62, type: !13)
!1346 = !DILocalVariable(name: "iter", scope: !1347, file: !855, line: 63, type: !1348, align: 64)
!1347 = distinct !DILexicalBlock(scope: !1340, file: !855, line: 63, column: 5)
!1348 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !1349, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1350, templateParams: !1353, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!1349 = !DINamespace(name: "range", scope: !304)
!1350 = !{!1351, !1352}
!1351 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !1348, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!1352 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !1348, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1353 = !{!1354}
!1354 = !DITemplateTypeParameter(name: "Idx", type: !13)
!1355 = !DILocalVariable(name: "id", scope: !1356, file: !855, line: 63, type: !13, align: 64)
!1356 = distinct !DILexicalBlock(scope: !1347, file: !855, line: 63, column: 5)
!1357 = !DILocalVariable(name: "push", scope: !1358, file: !855, line: 66, type: !1359, align: 64)
!1358 = distinct !DILexicalBlock(scope: !1356, file: !855, line: 66, column: 13)
!1359 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut workq::Queue, workq::Task)", baseType: !1360, size: 64, align: 64, dwarfAddressSpace: 0)
!1360 = !DISubroutineType(types: !1361)
!1361 = !{null, !1014, !131}
!1362 = !DILocation(line: 0, scope: !1340)
!1363 = !DILocalVariable(name: "n", scope: !1364, file: !1365, line: 211, type: !121, align: 64)
!1364 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !1366, file: !1365, line: 211, type: !1368, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1370)
!1365 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!1366 = !DINamespace(name: "{impl#41}", scope: !1367)
!1367 = !DINamespace(name: "range", scope: !1179)
!1368 = !DISubroutineType(types: !1369)
!1369 = !{!13, !13, !121}
!1370 = !{!1371, !1363}
!1371 = !DILocalVariable(name: "start", arg: 1, scope: !1364, file: !1365, line: 211, type: !13)
!1372 = !DILocation(line: 0, scope: !1364, inlinedAt: !1373)
!1373 = !DILocation(line: 775, column: 35, scope: !1374, inlinedAt: !1396)
!1374 = distinct !DILexicalBlock(scope: !1375, file: !1365, line: 773, column: 13)
!1375 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h38859213595bb269E", scope: !1376, file: !1365, line: 771, type: !1377, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1385, retainedNodes: !1393)
!1376 = !DINamespace(name: "{impl#5}", scope: !1367)
!1377 = !DISubroutineType(types: !1378)
!1378 = !{!1379, !1392}
!1379 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u64>", scope: !565, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1380, templateParams: !114, identifier: "5df48e78344d287b1aa2beff979690a1")
!1380 = !{!1381}
!1381 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1379, file: !9, size: 128, align: 64, elements: !1382, templateParams: !114, identifier: "da17d114a1834722a5f601c2025b5dcb", discriminator: !1391)
!1382 = !{!1383, !1387}
!1383 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1381, file: !9, baseType: !1384, size: 128, align: 64, extraData: i64 0)
!1384 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1379, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !1385, identifier: "256b60841e0fc6362895d4ec6d413175")
!1385 = !{!1386}
!1386 = !DITemplateTypeParameter(name: "T", type: !13)
!1387 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1381, file: !9, baseType: !1388, size: 128, align: 64, extraData: i64 1)
!1388 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1379, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1389, templateParams: !1385, identifier: "3208af99933a2c8c23fde6905b1cbd11")
!1389 = !{!1390}
!1390 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1388, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1391 = !DIDerivedType(tag: DW_TAG_member, scope: !1379, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1392 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u64>", baseType: !1348, size: 64, align: 64, dwarfAddressSpace: 0)
!1393 = !{!1394, !1395}
!1394 = !DILocalVariable(name: "self", arg: 1, scope: !1375, file: !1365, line: 771, type: !1392)
!1395 = !DILocalVariable(name: "old", scope: !1374, file: !1365, line: 773, type: !13, align: 64)
!1396 = !DILocation(line: 857, column: 14, scope: !1397, inlinedAt: !1403)
!1397 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h1c38be445b2a0a94E", scope: !1398, file: !1365, line: 856, type: !1377, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1401, retainedNodes: !1399)
!1398 = !DINamespace(name: "{impl#6}", scope: !1367)
!1399 = !{!1400}
!1400 = !DILocalVariable(name: "self", arg: 1, scope: !1397, file: !1365, line: 856, type: !1392)
!1401 = !{!1402}
!1402 = !DITemplateTypeParameter(name: "A", type: !13)
!1403 = !DILocation(line: 63, column: 15, scope: !1404)
!1404 = !DILexicalBlockFile(scope: !1347, file: !855, discriminator: 2)
!1405 = !DILocalVariable(name: "rhs", scope: !1406, file: !560, line: 832, type: !13, align: 64)
!1406 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !1407, file: !560, line: 832, type: !1408, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1410)
!1407 = !DINamespace(name: "{impl#9}", scope: !118)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{!13, !13, !13, !646}
!1410 = !{!1411, !1405}
!1411 = !DILocalVariable(name: "self", arg: 1, scope: !1406, file: !560, line: 832, type: !13)
!1412 = !DILocation(line: 0, scope: !1406, inlinedAt: !1413)
!1413 = !DILocation(line: 213, column: 28, scope: !1364, inlinedAt: !1373)
!1414 = !DILocation(line: 0, scope: !1347)
!1415 = !DILocation(line: 856, column: 13, scope: !1397, inlinedAt: !1403)
!1416 = !DILocation(line: 771, column: 18, scope: !1375, inlinedAt: !1396)
!1417 = !DILocalVariable(name: "self", arg: 1, scope: !1418, file: !345, line: 1916, type: !1423)
!1418 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !1419, file: !345, line: 1916, type: !1421, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1424)
!1419 = !DINamespace(name: "{impl#66}", scope: !1420)
!1420 = !DINamespace(name: "impls", scope: !346)
!1421 = !DISubroutineType(types: !1422)
!1422 = !{!581, !1423, !1423}
!1423 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!1424 = !{!1417, !1425}
!1425 = !DILocalVariable(name: "other", arg: 2, scope: !1418, file: !345, line: 1916, type: !1423)
!1426 = !DILocation(line: 1916, column: 19, scope: !1418, inlinedAt: !1427)
!1427 = !DILocation(line: 772, column: 12, scope: !1375, inlinedAt: !1396)
!1428 = !DILocation(line: 1916, column: 26, scope: !1418, inlinedAt: !1427)
!1429 = !DILocation(line: 1916, column: 50, scope: !1418, inlinedAt: !1427)
!1430 = !DILocation(line: 70, column: 2, scope: !1340)
!1431 = !DILocation(line: 844, column: 17, scope: !1406, inlinedAt: !1413)
!1432 = !DILocation(line: 0, scope: !1374, inlinedAt: !1396)
!1433 = !DILocation(line: 0, scope: !1356)
!1434 = !DILocation(line: 66, column: 73, scope: !1356)
!1435 = !DILocation(line: 66, column: 53, scope: !1356)
!1436 = !DILocation(line: 0, scope: !1358)
!1437 = !DILocation(line: 67, column: 40, scope: !1358)
!1438 = !DILocation(line: 67, column: 61, scope: !1358)
!1439 = !DILocalVariable(name: "self", arg: 1, scope: !1440, file: !1175, line: 2051, type: !1443)
!1440 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>, alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17hff9f4a54e2df92d9E", scope: !1176, file: !1175, line: 2051, type: !1441, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1544, retainedNodes: !1454)
!1441 = !DISubroutineType(types: !1442)
!1442 = !{!136, !1443}
!1443 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>", scope: !1444, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1446, templateParams: !1451, identifier: "77b5e78eea28270d65525290a3fd76ad")
!1444 = !DINamespace(name: "map", scope: !1445)
!1445 = !DINamespace(name: "adapters", scope: !1179)
!1446 = !{!1447, !1448}
!1447 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1443, file: !9, baseType: !1348, size: 128, align: 64, flags: DIFlagProtected)
!1448 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1443, file: !9, baseType: !1449, align: 8, offset: 128, flags: DIFlagPrivate)
!1449 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1450, file: !9, align: 8, elements: !114, identifier: "e6f720a22c8ef72eda5fffbdeb332f60")
!1450 = !DINamespace(name: "client", scope: !132)
!1451 = !{!1452, !1453}
!1452 = !DITemplateTypeParameter(name: "I", type: !1348)
!1453 = !DITemplateTypeParameter(name: "F", type: !1449)
!1454 = !{!1439, !1455, !1455, !1461, !1469}
!1455 = !DILocalVariable(name: "hint", scope: !1456, file: !1175, line: 2060, type: !1457, align: 64)
!1456 = distinct !DILexicalBlock(scope: !1440, file: !1175, line: 2060, column: 13)
!1457 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !9, size: 192, align: 64, elements: !1458, templateParams: !114, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!1458 = !{!1459, !1460}
!1459 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1457, file: !9, baseType: !121, size: 64, align: 64)
!1460 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1457, file: !9, baseType: !564, size: 128, align: 64, offset: 64)
!1461 = !DILocalVariable(name: "args", scope: !1462, file: !1175, line: 2061, type: !1465, align: 64)
!1462 = !DILexicalBlockFile(scope: !1463, file: !1175, discriminator: 0)
!1463 = distinct !DILexicalBlock(scope: !1456, file: !1464, line: 62, column: 38)
!1464 = !DIFile(filename: "library/core/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5ea139883c81a8074ac3b0ff123e16cc")
!1465 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&(usize, core::option::Option<usize>))", file: !9, size: 64, align: 64, elements: !1466, templateParams: !114, identifier: "c5028f3cc517908b2fb42933fcd3fce")
!1466 = !{!1467}
!1467 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1465, file: !9, baseType: !1468, size: 64, align: 64)
!1468 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(usize, core::option::Option<usize>)", baseType: !1457, size: 64, align: 64, dwarfAddressSpace: 0)
!1469 = !DILocalVariable(name: "args", scope: !1470, file: !1175, line: 2061, type: !1472, align: 64)
!1470 = !DILexicalBlockFile(scope: !1471, file: !1175, discriminator: 0)
!1471 = distinct !DILexicalBlock(scope: !1463, file: !1464, line: 62, column: 38)
!1472 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1473, size: 128, align: 64, elements: !1542)
!1473 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !1474, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1476, templateParams: !114, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!1474 = !DINamespace(name: "rt", scope: !1475)
!1475 = !DINamespace(name: "fmt", scope: !12)
!1476 = !{!1477}
!1477 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !1473, file: !9, baseType: !1478, size: 128, align: 64, flags: DIFlagPrivate)
!1478 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !1474, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1479, templateParams: !114, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!1479 = !{!1480}
!1480 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1478, file: !9, size: 128, align: 64, elements: !1481, templateParams: !114, identifier: "fbd384083752b747f8b252853b979154", discriminator: !1541)
!1481 = !{!1482, !1537}
!1482 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !1480, file: !9, baseType: !1483, size: 128, align: 64)
!1483 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !1478, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1484, templateParams: !114, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!1484 = !{!1485, !1491, !1532}
!1485 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1483, file: !9, baseType: !1486, size: 64, align: 64, flags: DIFlagPrivate)
!1486 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1487, templateParams: !1490, identifier: "f4e496144210c619b96aa08326287b92")
!1487 = !{!1488}
!1488 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1486, file: !9, baseType: !1489, size: 64, align: 64, flags: DIFlagPrivate)
!1489 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !192, size: 64, align: 64, dwarfAddressSpace: 0)
!1490 = !{!216}
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !1483, file: !9, baseType: !1492, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1492 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !1493, size: 64, align: 64, dwarfAddressSpace: 0)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{!1495, !1486, !1511}
!1495 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !207, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1496, templateParams: !114, identifier: "1c6752419820cdc3961061cc58b31873")
!1496 = !{!1497}
!1497 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1495, file: !9, size: 8, align: 8, elements: !1498, templateParams: !114, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !1510)
!1498 = !{!1499, !1506}
!1499 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1497, file: !9, baseType: !1500, size: 8, align: 8, extraData: i8 0)
!1500 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1495, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1501, templateParams: !1503, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!1501 = !{!1502}
!1502 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1500, file: !9, baseType: !192, align: 8, offset: 8, flags: DIFlagPublic)
!1503 = !{!216, !1504}
!1504 = !DITemplateTypeParameter(name: "E", type: !1505)
!1505 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !1475, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "5a24300cdda31093f5fe20c939b4885")
!1506 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1497, file: !9, baseType: !1507, size: 8, align: 8, extraData: i8 1)
!1507 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1495, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1508, templateParams: !1503, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!1508 = !{!1509}
!1509 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1507, file: !9, baseType: !1505, align: 8, offset: 8, flags: DIFlagPublic)
!1510 = !DIDerivedType(tag: DW_TAG_member, scope: !1495, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagArtificial)
!1511 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !1512, size: 64, align: 64, dwarfAddressSpace: 0)
!1512 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !1475, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1513, templateParams: !114, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!1513 = !{!1514, !1521}
!1514 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !1512, file: !9, baseType: !1515, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!1515 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !1475, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !1516, templateParams: !114, identifier: "ca2f5547247cd95c514a47d5800e09e")
!1516 = !{!1517, !1518, !1520}
!1517 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !1515, file: !9, baseType: !660, size: 32, align: 32, flags: DIFlagPrivate)
!1518 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !1515, file: !9, baseType: !1519, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!1519 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!1520 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !1515, file: !9, baseType: !1519, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!1521 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !1512, file: !9, baseType: !1522, size: 128, align: 64, flags: DIFlagPrivate)
!1522 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !1523, templateParams: !114, identifier: "effe97114690fc58a8e246cb04e37234")
!1523 = !{!1524, !1527}
!1524 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1522, file: !9, baseType: !1525, size: 64, align: 64)
!1525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1526, size: 64, align: 64, dwarfAddressSpace: 0)
!1526 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !114, identifier: "64328679825f9c73b507edbfd5b86b47")
!1527 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1522, file: !9, baseType: !1528, size: 64, align: 64, offset: 64)
!1528 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !1529, size: 64, align: 64, dwarfAddressSpace: 0)
!1529 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 384, align: 64, elements: !1530)
!1530 = !{!1531}
!1531 = !DISubrange(count: 6, lowerBound: 0)
!1532 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !1483, file: !9, baseType: !1533, align: 8, offset: 128, flags: DIFlagPrivate)
!1533 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !1534, identifier: "efa596960370766459fc018866dc4048")
!1534 = !{!1535}
!1535 = !DITemplateTypeParameter(name: "T", type: !1536)
!1536 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !192, size: 64, align: 64, dwarfAddressSpace: 0)
!1537 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !1480, file: !9, baseType: !1538, size: 128, align: 64, extraData: i64 0)
!1538 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !1478, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1539, templateParams: !114, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!1539 = !{!1540}
!1540 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1538, file: !9, baseType: !1519, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!1541 = !DIDerivedType(tag: DW_TAG_member, scope: !1478, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1542 = !{!1543}
!1543 = !DISubrange(count: 1, lowerBound: 0)
!1544 = !{!1545, !1546}
!1545 = !DITemplateTypeParameter(name: "Self", type: !1443)
!1546 = !DITemplateTypeParameter(name: "B", type: !136)
!1547 = !DILocation(line: 0, scope: !1440, inlinedAt: !1548)
!1548 = !DILocation(line: 67, column: 88, scope: !1358)
!1549 = !DILocalVariable(name: "iter", arg: 1, scope: !1550, file: !894, line: 3864, type: !1443)
!1550 = distinct !DISubprogram(name: "from_iter<f64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hdb6f8c4b93d28652E", scope: !1551, file: !894, line: 3864, type: !1441, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1553, retainedNodes: !1552)
!1551 = !DINamespace(name: "{impl#16}", scope: !137)
!1552 = !{!1549}
!1553 = !{!146, !1554}
!1554 = !DITemplateTypeParameter(name: "I", type: !1443)
!1555 = !DILocation(line: 0, scope: !1550, inlinedAt: !1556)
!1556 = !DILocation(line: 2064, column: 9, scope: !1440, inlinedAt: !1548)
!1557 = !DILocalVariable(name: "iterator", arg: 1, scope: !1558, file: !1559, line: 32, type: !1443)
!1558 = distinct !DISubprogram(name: "from_iter<f64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h28154d85e5465055E", scope: !1560, file: !1559, line: 32, type: !1441, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1553, retainedNodes: !1562)
!1559 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87e48553151b7c26b3585234ec8e05e7")
!1560 = !DINamespace(name: "{impl#0}", scope: !1561)
!1561 = !DINamespace(name: "spec_from_iter", scope: !137)
!1562 = !{!1557}
!1563 = !DILocation(line: 0, scope: !1558, inlinedAt: !1564)
!1564 = !DILocation(line: 3865, column: 9, scope: !1550, inlinedAt: !1556)
!1565 = !DILocalVariable(name: "self", arg: 1, scope: !1566, file: !894, line: 3988, type: !1569)
!1566 = distinct !DISubprogram(name: "extend_trusted<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha6a568d42cf3b3b5E", scope: !136, file: !894, line: 3988, type: !1567, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1571, declaration: !1570, retainedNodes: !1573)
!1567 = !DISubroutineType(types: !1568)
!1568 = !{null, !1569, !1443}
!1569 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !136, size: 64, align: 64, dwarfAddressSpace: 0)
!1570 = !DISubprogram(name: "extend_trusted<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha6a568d42cf3b3b5E", scope: !136, file: !894, line: 3988, type: !1567, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1571)
!1571 = !{!146, !126, !1572}
!1572 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !1443)
!1573 = !{!1565, !1574, !1575, !1577, !1578, !1580, !1584, !1585, !1588, !1591, !1594, !1596}
!1574 = !DILocalVariable(name: "iterator", arg: 2, scope: !1566, file: !894, line: 3988, type: !1443)
!1575 = !DILocalVariable(name: "low", scope: !1576, file: !894, line: 3989, type: !121, align: 64)
!1576 = distinct !DILexicalBlock(scope: !1566, file: !894, line: 3989, column: 9)
!1577 = !DILocalVariable(name: "high", scope: !1576, file: !894, line: 3989, type: !564, align: 64)
!1578 = !DILocalVariable(name: "additional", scope: !1579, file: !894, line: 3990, type: !121, align: 64)
!1579 = distinct !DILexicalBlock(scope: !1576, file: !894, line: 3990, column: 40)
!1580 = !DILocalVariable(name: "left_val", scope: !1581, file: !894, line: 3991, type: !713, align: 64)
!1581 = !DILexicalBlockFile(scope: !1582, file: !894, discriminator: 0)
!1582 = distinct !DILexicalBlock(scope: !1579, file: !1583, line: 58, column: 13)
!1583 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!1584 = !DILocalVariable(name: "right_val", scope: !1581, file: !894, line: 3991, type: !713, align: 64)
!1585 = !DILocalVariable(name: "kind", scope: !1586, file: !894, line: 3991, type: !79, align: 8)
!1586 = !DILexicalBlockFile(scope: !1587, file: !894, discriminator: 0)
!1587 = distinct !DILexicalBlock(scope: !1582, file: !1583, line: 60, column: 21)
!1588 = !DILocalVariable(name: "args", scope: !1589, file: !894, line: 3991, type: !1465, align: 64)
!1589 = !DILexicalBlockFile(scope: !1590, file: !894, discriminator: 0)
!1590 = distinct !DILexicalBlock(scope: !1587, file: !1583, line: 64, column: 114)
!1591 = !DILocalVariable(name: "args", scope: !1592, file: !894, line: 3991, type: !1472, align: 64)
!1592 = !DILexicalBlockFile(scope: !1593, file: !894, discriminator: 0)
!1593 = distinct !DILexicalBlock(scope: !1590, file: !1583, line: 64, column: 114)
!1594 = !DILocalVariable(name: "ptr", scope: !1595, file: !894, line: 3999, type: !1163, align: 64)
!1595 = distinct !DILexicalBlock(scope: !1579, file: !894, line: 3999, column: 17)
!1596 = !DILocalVariable(name: "local_len", scope: !1597, file: !894, line: 4000, type: !1598, align: 64)
!1597 = distinct !DILexicalBlock(scope: !1595, file: !894, line: 4000, column: 17)
!1598 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !1599, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !1600, templateParams: !114, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!1599 = !DINamespace(name: "set_len_on_drop", scope: !137)
!1600 = !{!1601, !1603}
!1601 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !1598, file: !9, baseType: !1602, size: 64, align: 64, flags: DIFlagPrivate)
!1602 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!1603 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1598, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1604 = !DILocation(line: 0, scope: !1566, inlinedAt: !1605)
!1605 = distinct !DILocation(line: 27, column: 14, scope: !1606, inlinedAt: !1614)
!1606 = distinct !DISubprogram(name: "spec_extend<f64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd1bc2a86b8905e30E", scope: !1608, file: !1607, line: 26, type: !1567, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1613, retainedNodes: !1610)
!1607 = !DIFile(filename: "library/alloc/src/vec/spec_extend.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "64fc232c5e502e0225698dc98d50caf8")
!1608 = !DINamespace(name: "{impl#1}", scope: !1609)
!1609 = !DINamespace(name: "spec_extend", scope: !137)
!1610 = !{!1611, !1612}
!1611 = !DILocalVariable(name: "self", arg: 1, scope: !1606, file: !1607, line: 26, type: !1569)
!1612 = !DILocalVariable(name: "iterator", arg: 2, scope: !1606, file: !1607, line: 26, type: !1443)
!1613 = !{!146, !1554, !126}
!1614 = distinct !DILocation(line: 60, column: 16, scope: !1615, inlinedAt: !1625)
!1615 = distinct !DILexicalBlock(scope: !1617, file: !1616, line: 51, column: 9)
!1616 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter_nested.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f1ca97f56309a9c2b99339993bd752ef")
!1617 = distinct !DISubprogram(name: "from_iter<f64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE", scope: !1618, file: !1616, line: 50, type: !1441, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1553, retainedNodes: !1620)
!1618 = !DINamespace(name: "{impl#1}", scope: !1619)
!1619 = !DINamespace(name: "spec_from_iter_nested", scope: !137)
!1620 = !{!1621, !1622, !1623}
!1621 = !DILocalVariable(name: "iterator", arg: 1, scope: !1617, file: !1616, line: 50, type: !1443)
!1622 = !DILocalVariable(name: "vector", scope: !1615, file: !1616, line: 51, type: !136, align: 64)
!1623 = !DILocalVariable(name: "upper", scope: !1624, file: !1616, line: 52, type: !121, align: 64)
!1624 = distinct !DILexicalBlock(scope: !1617, file: !1616, line: 52, column: 13)
!1625 = distinct !DILocation(line: 33, column: 9, scope: !1558, inlinedAt: !1564)
!1626 = !DILocation(line: 0, scope: !1606, inlinedAt: !1614)
!1627 = !DILocation(line: 0, scope: !1617, inlinedAt: !1625)
!1628 = !DILocalVariable(name: "alloc", scope: !1629, file: !894, line: 964, type: !123, align: 8)
!1629 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h35fc8cd2aaa524a7E", scope: !136, file: !894, line: 964, type: !1630, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, declaration: !1632, retainedNodes: !1633)
!1630 = !DISubroutineType(types: !1631)
!1631 = !{!136, !121, !123}
!1632 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h35fc8cd2aaa524a7E", scope: !136, file: !894, line: 964, type: !1630, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !148)
!1633 = !{!1634, !1628}
!1634 = !DILocalVariable(name: "capacity", arg: 1, scope: !1629, file: !894, line: 964, type: !121)
!1635 = !DILocation(line: 964, column: 46, scope: !1629, inlinedAt: !1636)
!1636 = distinct !DILocation(line: 524, column: 9, scope: !1637, inlinedAt: !1643)
!1637 = distinct !DISubprogram(name: "with_capacity<f64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h9e22b909be8a5ec9E", scope: !136, file: !894, line: 523, type: !1638, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !1640, retainedNodes: !1641)
!1638 = !DISubroutineType(types: !1639)
!1639 = !{!136, !121}
!1640 = !DISubprogram(name: "with_capacity<f64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h9e22b909be8a5ec9E", scope: !136, file: !894, line: 523, type: !1638, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!1641 = !{!1642}
!1642 = !DILocalVariable(name: "capacity", arg: 1, scope: !1637, file: !894, line: 523, type: !121)
!1643 = distinct !DILocation(line: 52, column: 33, scope: !1624, inlinedAt: !1625)
!1644 = !DILocalVariable(name: "alloc", scope: !1645, file: !93, line: 175, type: !123, align: 8)
!1645 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hb16f1789805c9065E", scope: !140, file: !93, line: 175, type: !1646, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !148, declaration: !1648, retainedNodes: !1649)
!1646 = !DISubroutineType(types: !1647)
!1647 = !{!140, !121, !123}
!1648 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hb16f1789805c9065E", scope: !140, file: !93, line: 175, type: !1646, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !148)
!1649 = !{!1650, !1644}
!1650 = !DILocalVariable(name: "capacity", arg: 1, scope: !1645, file: !93, line: 175, type: !121)
!1651 = !DILocation(line: 175, column: 53, scope: !1645, inlinedAt: !1652)
!1652 = distinct !DILocation(line: 965, column: 20, scope: !1629, inlinedAt: !1636)
!1653 = !DILocation(line: 0, scope: !1624, inlinedAt: !1625)
!1654 = !DILocation(line: 0, scope: !1637, inlinedAt: !1643)
!1655 = !DILocation(line: 0, scope: !1629, inlinedAt: !1636)
!1656 = !DILocation(line: 0, scope: !1645, inlinedAt: !1652)
!1657 = !DILocalVariable(name: "capacity", arg: 1, scope: !1658, file: !93, line: 432, type: !121)
!1658 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hb7162dc349c25496E", scope: !97, file: !93, line: 432, type: !1659, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1661, retainedNodes: !1662)
!1659 = !DISubroutineType(types: !1660)
!1660 = !{!97, !121, !123, !163}
!1661 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hb7162dc349c25496E", scope: !97, file: !93, line: 432, type: !1659, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1662 = !{!1657, !1663, !1664, !1665, !1667}
!1663 = !DILocalVariable(name: "alloc", arg: 2, scope: !1658, file: !93, line: 432, type: !123)
!1664 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !1658, file: !93, line: 432, type: !163)
!1665 = !DILocalVariable(name: "this", scope: !1666, file: !93, line: 434, type: !97, align: 64)
!1666 = distinct !DILexicalBlock(scope: !1658, file: !93, line: 434, column: 13)
!1667 = !DILocalVariable(name: "err", scope: !1668, file: !93, line: 441, type: !177, align: 64)
!1668 = distinct !DILexicalBlock(scope: !1658, file: !93, line: 441, column: 13)
!1669 = !DILocation(line: 0, scope: !1658, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 177, column: 20, scope: !1645, inlinedAt: !1652)
!1671 = !DILocation(line: 432, column: 42, scope: !1658, inlinedAt: !1670)
!1672 = !DILocalVariable(name: "capacity", arg: 1, scope: !1673, file: !93, line: 446, type: !121)
!1673 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h3aff95eb19d91d36E", scope: !97, file: !93, line: 445, type: !1674, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1691, retainedNodes: !1692)
!1674 = !DISubroutineType(types: !1675)
!1675 = !{!1676, !121, !86, !123, !163}
!1676 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !207, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1677, templateParams: !114, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!1677 = !{!1678}
!1678 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1676, file: !9, size: 192, align: 64, elements: !1679, templateParams: !114, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !1690)
!1679 = !{!1680, !1686}
!1680 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1678, file: !9, baseType: !1681, size: 192, align: 64, extraData: i64 0)
!1681 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1676, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1682, templateParams: !1684, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!1682 = !{!1683}
!1683 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1681, file: !9, baseType: !97, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1684 = !{!1685, !217}
!1685 = !DITemplateTypeParameter(name: "T", type: !97)
!1686 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1678, file: !9, baseType: !1687, size: 192, align: 64, extraData: i64 1)
!1687 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1676, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1688, templateParams: !1684, identifier: "54841962b1957e307458a8d575a1009c")
!1688 = !{!1689}
!1689 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1687, file: !9, baseType: !177, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1690 = !DIDerivedType(tag: DW_TAG_member, scope: !1676, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1691 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h3aff95eb19d91d36E", scope: !97, file: !93, line: 445, type: !1674, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1692 = !{!1672, !1693, !1694, !1695, !1696, !1698, !1700, !1702, !1704}
!1693 = !DILocalVariable(name: "init", arg: 2, scope: !1673, file: !93, line: 447, type: !86)
!1694 = !DILocalVariable(name: "alloc", arg: 3, scope: !1673, file: !93, line: 448, type: !123)
!1695 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !1673, file: !93, line: 449, type: !163)
!1696 = !DILocalVariable(name: "layout", scope: !1697, file: !93, line: 453, type: !163, align: 64)
!1697 = distinct !DILexicalBlock(scope: !1673, file: !93, line: 453, column: 9)
!1698 = !DILocalVariable(name: "layout", scope: !1699, file: !93, line: 454, type: !163, align: 64)
!1699 = distinct !DILexicalBlock(scope: !1673, file: !93, line: 454, column: 13)
!1700 = !DILocalVariable(name: "result", scope: !1701, file: !93, line: 463, type: !482, align: 64)
!1701 = distinct !DILexicalBlock(scope: !1697, file: !93, line: 463, column: 9)
!1702 = !DILocalVariable(name: "ptr", scope: !1703, file: !93, line: 468, type: !259, align: 64)
!1703 = distinct !DILexicalBlock(scope: !1701, file: !93, line: 468, column: 9)
!1704 = !DILocalVariable(name: "ptr", scope: !1705, file: !93, line: 469, type: !259, align: 64)
!1705 = distinct !DILexicalBlock(scope: !1701, file: !93, line: 469, column: 13)
!1706 = !DILocation(line: 0, scope: !1673, inlinedAt: !1707)
!1707 = distinct !DILocation(line: 433, column: 15, scope: !1658, inlinedAt: !1670)
!1708 = !DILocalVariable(name: "cap", arg: 1, scope: !1709, file: !93, line: 894, type: !121)
!1709 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !93, line: 894, type: !506, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1710)
!1710 = !{!1708, !1711, !1711, !1712}
!1711 = !DILocalVariable(name: "elem_layout", scope: !1709, file: !93, line: 894, type: !163, align: 64)
!1712 = !DILocalVariable(name: "layout", scope: !1713, file: !93, line: 901, type: !163, align: 64)
!1713 = distinct !DILexicalBlock(scope: !1709, file: !93, line: 901, column: 9)
!1714 = !DILocation(line: 0, scope: !1709, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 453, column: 28, scope: !1673, inlinedAt: !1707)
!1716 = !DILocalVariable(name: "n", arg: 2, scope: !1717, file: !531, line: 526, type: !121)
!1717 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !163, file: !531, line: 526, type: !532, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !551, retainedNodes: !1718)
!1718 = !{!1719, !1716, !1720}
!1719 = !DILocalVariable(name: "self", arg: 1, scope: !1717, file: !531, line: 526, type: !550)
!1720 = !DILocalVariable(name: "size", scope: !1721, file: !531, line: 527, type: !121, align: 64)
!1721 = distinct !DILexicalBlock(scope: !1717, file: !531, line: 527, column: 54)
!1722 = !DILocation(line: 0, scope: !1717, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 900, column: 23, scope: !1709, inlinedAt: !1715)
!1724 = !DILocalVariable(name: "rhs", arg: 2, scope: !1725, file: !560, line: 1160, type: !121)
!1725 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !561, file: !560, line: 1160, type: !562, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1726)
!1726 = !{!1727, !1724, !1728, !1730}
!1727 = !DILocalVariable(name: "self", arg: 1, scope: !1725, file: !560, line: 1160, type: !121)
!1728 = !DILocalVariable(name: "a", scope: !1729, file: !560, line: 1161, type: !121, align: 64)
!1729 = distinct !DILexicalBlock(scope: !1725, file: !560, line: 1161, column: 13)
!1730 = !DILocalVariable(name: "b", scope: !1729, file: !560, line: 1161, type: !581, align: 8)
!1731 = !DILocation(line: 0, scope: !1725, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 527, column: 39, scope: !1721, inlinedAt: !1723)
!1733 = !DILocalVariable(name: "rhs", arg: 2, scope: !1734, file: !560, line: 3050, type: !121)
!1734 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !561, file: !560, line: 3050, type: !586, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1735)
!1735 = !{!1736, !1733}
!1736 = !DILocalVariable(name: "self", arg: 1, scope: !1734, file: !560, line: 3050, type: !121)
!1737 = !DILocation(line: 0, scope: !1734, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 1161, column: 31, scope: !1725, inlinedAt: !1732)
!1739 = !DILocation(line: 448, column: 9, scope: !1673, inlinedAt: !1707)
!1740 = !DILocation(line: 526, column: 32, scope: !1717, inlinedAt: !1723)
!1741 = !DILocation(line: 0, scope: !1721, inlinedAt: !1723)
!1742 = !DILocation(line: 0, scope: !1697, inlinedAt: !1707)
!1743 = !DILocation(line: 459, column: 12, scope: !1697, inlinedAt: !1707)
!1744 = !DILocation(line: 3051, column: 26, scope: !1734, inlinedAt: !1738)
!1745 = !DILocation(line: 0, scope: !775, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 464, column: 47, scope: !1697, inlinedAt: !1707)
!1747 = !DILocation(line: 0, scope: !783, inlinedAt: !1748)
!1748 = distinct !DILocation(line: 429, column: 14, scope: !775, inlinedAt: !1746)
!1749 = !DILocation(line: 0, scope: !793, inlinedAt: !1750)
!1750 = distinct !DILocation(line: 312, column: 9, scope: !783, inlinedAt: !1748)
!1751 = !DILocation(line: 0, scope: !812, inlinedAt: !1752)
!1752 = distinct !DILocation(line: 190, column: 73, scope: !800, inlinedAt: !1750)
!1753 = !DILocation(line: 0, scope: !800, inlinedAt: !1750)
!1754 = !DILocation(line: 93, column: 9, scope: !812, inlinedAt: !1752)
!1755 = !{!1756, !1758}
!1756 = distinct !{!1756, !1757, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h3aff95eb19d91d36E: %_0"}
!1757 = distinct !{!1757, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h3aff95eb19d91d36E"}
!1758 = distinct !{!1758, !1759, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE: %_0"}
!1759 = distinct !{!1759, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h70f463f24aad232bE"}
!1760 = !DILocation(line: 95, column: 9, scope: !812, inlinedAt: !1752)
!1761 = !DILocation(line: 0, scope: !1701, inlinedAt: !1707)
!1762 = !DILocation(line: 468, column: 25, scope: !1701, inlinedAt: !1707)
!1763 = !DILocation(line: 468, column: 19, scope: !1701, inlinedAt: !1707)
!1764 = !DILocation(line: 772, column: 12, scope: !1765, inlinedAt: !1770)
!1765 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h38859213595bb269E", scope: !1376, file: !1365, line: 771, type: !1377, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1385, retainedNodes: !1766)
!1766 = !{!1767, !1768}
!1767 = !DILocalVariable(name: "self", arg: 1, scope: !1765, file: !1365, line: 771, type: !1392)
!1768 = !DILocalVariable(name: "old", scope: !1769, file: !1365, line: 773, type: !13, align: 64)
!1769 = distinct !DILexicalBlock(scope: !1765, file: !1365, line: 773, column: 13)
!1770 = distinct !DILocation(line: 857, column: 14, scope: !1771, inlinedAt: !1774)
!1771 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h1c38be445b2a0a94E", scope: !1398, file: !1365, line: 856, type: !1377, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1401, retainedNodes: !1772)
!1772 = !{!1773}
!1773 = !DILocalVariable(name: "self", arg: 1, scope: !1771, file: !1365, line: 856, type: !1392)
!1774 = distinct !DILocation(line: 2646, column: 34, scope: !1775, inlinedAt: !1806)
!1775 = distinct !DILexicalBlock(scope: !1776, file: !1175, line: 2646, column: 41)
!1776 = distinct !DILexicalBlock(scope: !1777, file: !1175, line: 2645, column: 9)
!1777 = distinct !DISubprogram(name: "fold<core::ops::range::Range<u64>, (), core::iter::adapters::map::map_fold::{closure_env#0}<u64, f64, (), workq::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator4fold17hf71c4de21565873bE", scope: !1176, file: !1175, line: 2640, type: !1778, scopeLine: 2640, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1802, retainedNodes: !1796)
!1778 = !DISubroutineType(types: !1779)
!1779 = !{null, !1348, !192, !1780}
!1780 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, f64, (), workq::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>>", scope: !1781, file: !9, size: 192, align: 64, elements: !1782, templateParams: !114, identifier: "9a0fd1d4fc59f1c6baf20874ae158568")
!1781 = !DINamespace(name: "map_fold", scope: !1444)
!1782 = !{!1783, !1795}
!1783 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1780, file: !9, baseType: !1784, size: 192, align: 64)
!1784 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>", scope: !1785, file: !9, size: 192, align: 64, elements: !1787, templateParams: !114, identifier: "bbd064fc6afb90abeeaff8d281e47030")
!1785 = !DINamespace(name: "call", scope: !1786)
!1786 = !DINamespace(name: "for_each", scope: !1176)
!1787 = !{!1788}
!1788 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1784, file: !9, baseType: !1789, size: 192, align: 64)
!1789 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", scope: !1790, file: !9, size: 192, align: 64, elements: !1792, templateParams: !114, identifier: "efa5d3cc3714b9d438b617bb3072dcd6")
!1790 = !DINamespace(name: "extend_trusted", scope: !1791)
!1791 = !DINamespace(name: "{impl#21}", scope: !137)
!1792 = !{!1793, !1794}
!1793 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1789, file: !9, baseType: !1163, size: 64, align: 64, offset: 128)
!1794 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1789, file: !9, baseType: !1598, size: 128, align: 64)
!1795 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1780, file: !9, baseType: !1449, align: 8, offset: 192)
!1796 = !{!1797, !1798, !1799, !1800, !1801}
!1797 = !DILocalVariable(name: "self", arg: 1, scope: !1777, file: !1175, line: 2640, type: !1348)
!1798 = !DILocalVariable(name: "init", arg: 2, scope: !1777, file: !1175, line: 2640, type: !192)
!1799 = !DILocalVariable(name: "f", arg: 3, scope: !1777, file: !1175, line: 2640, type: !1780)
!1800 = !DILocalVariable(name: "accum", scope: !1776, file: !1175, line: 2645, type: !192, align: 8)
!1801 = !DILocalVariable(name: "x", scope: !1775, file: !1175, line: 2646, type: !13, align: 64)
!1802 = !{!1803, !1804, !1805}
!1803 = !DITemplateTypeParameter(name: "Self", type: !1348)
!1804 = !DITemplateTypeParameter(name: "B", type: !192)
!1805 = !DITemplateTypeParameter(name: "F", type: !1780)
!1806 = distinct !DILocation(line: 128, column: 19, scope: !1807, inlinedAt: !1819)
!1807 = distinct !DISubprogram(name: "fold<f64, core::ops::range::Range<u64>, workq::client::{closure_env#0}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdeeb3a6a05142362E", scope: !1809, file: !1808, line: 124, type: !1810, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1816, retainedNodes: !1812)
!1808 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!1809 = !DINamespace(name: "{impl#2}", scope: !1444)
!1810 = !DISubroutineType(types: !1811)
!1811 = !{null, !1443, !192, !1784}
!1812 = !{!1813, !1814, !1815}
!1813 = !DILocalVariable(name: "self", arg: 1, scope: !1807, file: !1808, line: 124, type: !1443)
!1814 = !DILocalVariable(name: "init", arg: 2, scope: !1807, file: !1808, line: 124, type: !192)
!1815 = !DILocalVariable(name: "g", arg: 3, scope: !1807, file: !1808, line: 124, type: !1784)
!1816 = !{!1235, !1452, !1453, !1817, !1818}
!1817 = !DITemplateTypeParameter(name: "Acc", type: !192)
!1818 = !DITemplateTypeParameter(name: "G", type: !1784)
!1819 = distinct !DILocation(line: 845, column: 14, scope: !1820, inlinedAt: !1828)
!1820 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17hacdb9bcec576ffd4E", scope: !1176, file: !1175, line: 835, type: !1821, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1826, retainedNodes: !1823)
!1821 = !DISubroutineType(types: !1822)
!1822 = !{null, !1443, !1789}
!1823 = !{!1824, !1825}
!1824 = !DILocalVariable(name: "self", arg: 1, scope: !1820, file: !1175, line: 835, type: !1443)
!1825 = !DILocalVariable(name: "f", arg: 2, scope: !1820, file: !1175, line: 835, type: !1789)
!1826 = !{!1545, !1827}
!1827 = !DITemplateTypeParameter(name: "F", type: !1789)
!1828 = distinct !DILocation(line: 4001, column: 26, scope: !1597, inlinedAt: !1605)
!1829 = !DILocation(line: 844, column: 17, scope: !1830, inlinedAt: !1834)
!1830 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !1407, file: !560, line: 832, type: !1408, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1831)
!1831 = !{!1832, !1833}
!1832 = !DILocalVariable(name: "self", arg: 1, scope: !1830, file: !560, line: 832, type: !13)
!1833 = !DILocalVariable(name: "rhs", arg: 2, scope: !1830, file: !560, line: 832, type: !13)
!1834 = distinct !DILocation(line: 213, column: 28, scope: !1835, inlinedAt: !1839)
!1835 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !1366, file: !1365, line: 211, type: !1368, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1836)
!1836 = !{!1837, !1838}
!1837 = !DILocalVariable(name: "start", arg: 1, scope: !1835, file: !1365, line: 211, type: !13)
!1838 = !DILocalVariable(name: "n", arg: 2, scope: !1835, file: !1365, line: 211, type: !121)
!1839 = distinct !DILocation(line: 775, column: 35, scope: !1769, inlinedAt: !1770)
!1840 = !DILocation(line: 67, column: 78, scope: !1841, inlinedAt: !1848)
!1841 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5workq6client28_$u7b$$u7b$closure$u7d$$u7d$17h871f79923c0008f2E", scope: !1450, file: !855, line: 67, type: !1842, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1845)
!1842 = !DISubroutineType(types: !1843)
!1843 = !{!147, !1844, !13}
!1844 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut workq::client::{closure_env#0}", baseType: !1449, size: 64, align: 64, dwarfAddressSpace: 0)
!1845 = !{!1846, !1847}
!1846 = !DILocalVariable(name: "x", arg: 2, scope: !1841, file: !855, line: 67, type: !13)
!1847 = !DILocalVariable(arg: 1, scope: !1841, file: !855, line: 67, type: !1844)
!1848 = distinct !DILocation(line: 88, column: 28, scope: !1849, inlinedAt: !1861)
!1849 = distinct !DISubprogram(name: "{closure#0}<u64, f64, (), workq::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h48679c7ebb35e870E", scope: !1781, file: !1808, line: 88, type: !1850, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1858, retainedNodes: !1853)
!1850 = !DISubroutineType(types: !1851)
!1851 = !{null, !1852, !192, !13}
!1852 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<u64, f64, (), workq::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>>", baseType: !1780, size: 64, align: 64, dwarfAddressSpace: 0)
!1853 = !{!1854, !1855, !1856, !1857}
!1854 = !DILocalVariable(name: "acc", arg: 2, scope: !1849, file: !1808, line: 88, type: !192)
!1855 = !DILocalVariable(name: "elt", arg: 3, scope: !1849, file: !1808, line: 88, type: !13)
!1856 = !DILocalVariable(name: "g", scope: !1849, file: !1808, line: 86, type: !1784, align: 64)
!1857 = !DILocalVariable(name: "f", scope: !1849, file: !1808, line: 85, type: !1449, align: 8)
!1858 = !{!1386, !1235, !1817, !1859, !1860}
!1859 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1449)
!1860 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1784)
!1861 = distinct !DILocation(line: 2647, column: 21, scope: !1775, inlinedAt: !1806)
!1862 = !DILocation(line: 961, column: 18, scope: !1863, inlinedAt: !1869)
!1863 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h77b000bbc53a1e04E", scope: !1865, file: !1864, line: 927, type: !1867, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145)
!1864 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!1865 = !DINamespace(name: "{impl#0}", scope: !1866)
!1866 = !DINamespace(name: "mut_ptr", scope: !11)
!1867 = !DISubroutineType(types: !1868)
!1868 = !{!1163, !1163, !121, !646}
!1869 = distinct !DILocation(line: 4002, column: 36, scope: !1870, inlinedAt: !1878)
!1870 = distinct !DISubprogram(name: "{closure#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hd304550125ca47e1E", scope: !1790, file: !894, line: 4001, type: !1871, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1571, retainedNodes: !1874)
!1871 = !DISubroutineType(types: !1872)
!1872 = !{null, !1873, !147}
!1873 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>", baseType: !1789, size: 64, align: 64, dwarfAddressSpace: 0)
!1874 = !{!1875, !1876, !1877}
!1875 = !DILocalVariable(name: "element", arg: 2, scope: !1870, file: !894, line: 4001, type: !147)
!1876 = !DILocalVariable(name: "ptr", scope: !1870, file: !894, line: 3999, type: !1163, align: 64)
!1877 = !DILocalVariable(name: "local_len", scope: !1870, file: !894, line: 4000, type: !1598, align: 64)
!1878 = distinct !DILocation(line: 842, column: 29, scope: !1879, inlinedAt: !1889)
!1879 = distinct !DISubprogram(name: "{closure#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc23470214562209dE", scope: !1785, file: !1175, line: 842, type: !1880, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1887, retainedNodes: !1883)
!1880 = !DISubroutineType(types: !1881)
!1881 = !{null, !1882, !192, !147}
!1882 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<f64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<f64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, workq::client::{closure_env#0}>>>", baseType: !1784, size: 64, align: 64, dwarfAddressSpace: 0)
!1883 = !{!1884, !1885, !1886}
!1884 = !DILocalVariable(name: "item", arg: 3, scope: !1879, file: !1175, line: 842, type: !147)
!1885 = !DILocalVariable(name: "f", scope: !1879, file: !1175, line: 841, type: !1789, align: 64)
!1886 = !DILocalVariable(arg: 2, scope: !1879, file: !1175, line: 842, type: !192)
!1887 = !{!146, !1888}
!1888 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !1789)
!1889 = distinct !DILocation(line: 88, column: 21, scope: !1849, inlinedAt: !1861)
!1890 = !DILocation(line: 1917, column: 41, scope: !1891, inlinedAt: !1894)
!1891 = distinct !DISubprogram(name: "write<f64>", linkageName: "_ZN4core3ptr5write17h3b140a098b359ad8E", scope: !11, file: !987, line: 1894, type: !1892, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145)
!1892 = !DISubroutineType(types: !1893)
!1893 = !{null, !1163, !147, !646}
!1894 = distinct !DILocation(line: 4002, column: 21, scope: !1870, inlinedAt: !1878)
!1895 = !{!1896, !1898, !1900, !1902, !1904, !1906, !1908, !1910, !1758}
!1896 = distinct !{!1896, !1897, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hd304550125ca47e1E: %_1"}
!1897 = distinct !{!1897, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hd304550125ca47e1E"}
!1898 = distinct !{!1898, !1899, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc23470214562209dE: %_1"}
!1899 = distinct !{!1899, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc23470214562209dE"}
!1900 = distinct !{!1900, !1901, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h48679c7ebb35e870E: %_1"}
!1901 = distinct !{!1901, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h48679c7ebb35e870E"}
!1902 = distinct !{!1902, !1903, !"_ZN4core4iter6traits8iterator8Iterator4fold17hf71c4de21565873bE: %f"}
!1903 = distinct !{!1903, !"_ZN4core4iter6traits8iterator8Iterator4fold17hf71c4de21565873bE"}
!1904 = distinct !{!1904, !1905, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdeeb3a6a05142362E: %g"}
!1905 = distinct !{!1905, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdeeb3a6a05142362E"}
!1906 = distinct !{!1906, !1907, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hacdb9bcec576ffd4E: %f"}
!1907 = distinct !{!1907, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hacdb9bcec576ffd4E"}
!1908 = distinct !{!1908, !1909, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha6a568d42cf3b3b5E: %self"}
!1909 = distinct !{!1909, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha6a568d42cf3b3b5E"}
!1910 = distinct !{!1910, !1911, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd1bc2a86b8905e30E: %self"}
!1911 = distinct !{!1911, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd1bc2a86b8905e30E"}
!1912 = distinct !{!1912, !1913, !1914}
!1913 = !{!"llvm.loop.isvectorized", i32 1}
!1914 = !{!"llvm.loop.unroll.runtime.disable"}
!1915 = !DILocation(line: 0, scope: !1668, inlinedAt: !1670)
!1916 = !DILocation(line: 441, column: 25, scope: !1668, inlinedAt: !1670)
!1917 = !{!1758}
!1918 = !DILocation(line: 0, scope: !1777, inlinedAt: !1806)
!1919 = !DILocation(line: 0, scope: !1769, inlinedAt: !1770)
!1920 = !DILocation(line: 0, scope: !1835, inlinedAt: !1839)
!1921 = !DILocation(line: 0, scope: !1830, inlinedAt: !1834)
!1922 = !DILocation(line: 19, column: 9, scope: !1923, inlinedAt: !1929)
!1923 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1598, file: !1924, line: 18, type: !1925, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1928)
!1924 = !DIFile(filename: "library/alloc/src/vec/set_len_on_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9a0d01ce4a85900df996691fa734ffd7")
!1925 = !DISubroutineType(types: !1926)
!1926 = !{null, !1927, !121}
!1927 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::set_len_on_drop::SetLenOnDrop", baseType: !1598, size: 64, align: 64, dwarfAddressSpace: 0)
!1928 = !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1598, file: !1924, line: 18, type: !1925, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1929 = distinct !DILocation(line: 4006, column: 31, scope: !1870, inlinedAt: !1878)
!1930 = !DILocation(line: 0, scope: !1775, inlinedAt: !1806)
!1931 = !DILocation(line: 0, scope: !1849, inlinedAt: !1861)
!1932 = !DILocation(line: 88, column: 11, scope: !1849, inlinedAt: !1861)
!1933 = !DILocation(line: 0, scope: !1841, inlinedAt: !1848)
!1934 = !DILocation(line: 0, scope: !1879, inlinedAt: !1889)
!1935 = !DILocation(line: 842, column: 19, scope: !1879, inlinedAt: !1889)
!1936 = !DILocation(line: 0, scope: !1870, inlinedAt: !1878)
!1937 = !DILocation(line: 0, scope: !1771, inlinedAt: !1774)
!1938 = !DILocation(line: 0, scope: !1765, inlinedAt: !1770)
!1939 = !DILocalVariable(name: "self", arg: 1, scope: !1940, file: !345, line: 1916, type: !1423)
!1940 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !1419, file: !345, line: 1916, type: !1421, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1941)
!1941 = !{!1939, !1942}
!1942 = !DILocalVariable(name: "other", arg: 2, scope: !1940, file: !345, line: 1916, type: !1423)
!1943 = !DILocation(line: 0, scope: !1940, inlinedAt: !1944)
!1944 = distinct !DILocation(line: 772, column: 12, scope: !1765, inlinedAt: !1770)
!1945 = !DILocation(line: 1916, column: 50, scope: !1940, inlinedAt: !1944)
!1946 = distinct !{!1946, !1914, !1913}
!1947 = !DILocation(line: 0, scope: !1615, inlinedAt: !1625)
!1948 = !DILocation(line: 67, column: 13, scope: !1358)
!1949 = !DILocation(line: 67, column: 99, scope: !1358)
!1950 = distinct !DISubprogram(name: "q_done", linkageName: "_ZN5workq6q_done17h697b21525585d6c3E", scope: !132, file: !855, line: 38, type: !1951, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1953)
!1951 = !DISubroutineType(types: !1952)
!1952 = !{null, !858, !403}
!1953 = !{!1954, !1955}
!1954 = !DILocalVariable(name: "this", arg: 1, scope: !1950, file: !855, line: 38, type: !858)
!1955 = !DILocalVariable(name: "d", arg: 2, scope: !1950, file: !855, line: 38, type: !403)
!1956 = !DILocation(line: 0, scope: !1950)
!1957 = !DILocation(line: 38, column: 33, scope: !1950)
!1958 = !DILocalVariable(name: "value", arg: 2, scope: !1959, file: !894, line: 991, type: !403)
!1959 = distinct !DISubprogram(name: "push<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h22014520cc9fab4fE", scope: !867, file: !894, line: 991, type: !1960, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !1963, retainedNodes: !1964)
!1960 = !DISubroutineType(types: !1961)
!1961 = !{null, !1962, !403}
!1962 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<workq::Done, alloc::alloc::Global>", baseType: !867, size: 64, align: 64, dwarfAddressSpace: 0)
!1963 = !DISubprogram(name: "push<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h22014520cc9fab4fE", scope: !867, file: !894, line: 991, type: !1960, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!1964 = !{!1965, !1958}
!1965 = !DILocalVariable(name: "self", arg: 1, scope: !1959, file: !894, line: 991, type: !1962)
!1966 = !DILocation(line: 991, column: 28, scope: !1959, inlinedAt: !1967)
!1967 = !DILocation(line: 39, column: 15, scope: !1950)
!1968 = !DILocation(line: 39, column: 5, scope: !1950)
!1969 = !DILocation(line: 0, scope: !1959, inlinedAt: !1967)
!1970 = !{!1971}
!1971 = distinct !{!1971, !1972, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E: %self"}
!1972 = distinct !{!1972, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E"}
!1973 = !DILocation(line: 992, column: 22, scope: !1959, inlinedAt: !1967)
!1974 = !DILocalVariable(name: "self", arg: 1, scope: !1975, file: !894, line: 1023, type: !1962)
!1975 = distinct !DISubprogram(name: "push_mut<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E", scope: !867, file: !894, line: 1023, type: !1976, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !1979, retainedNodes: !1980)
!1976 = !DISubroutineType(types: !1977)
!1977 = !{!1978, !1962, !403}
!1978 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut workq::Done", baseType: !403, size: 64, align: 64, dwarfAddressSpace: 0)
!1979 = !DISubprogram(name: "push_mut<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E", scope: !867, file: !894, line: 1023, type: !1976, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!1980 = !{!1974, !1981, !1982, !1984}
!1981 = !DILocalVariable(name: "value", arg: 2, scope: !1975, file: !894, line: 1023, type: !403)
!1982 = !DILocalVariable(name: "len", scope: !1983, file: !894, line: 1025, type: !121, align: 64)
!1983 = distinct !DILexicalBlock(scope: !1975, file: !894, line: 1025, column: 9)
!1984 = !DILocalVariable(name: "end", scope: !1985, file: !894, line: 1032, type: !1986, align: 64)
!1985 = distinct !DILexicalBlock(scope: !1983, file: !894, line: 1032, column: 13)
!1986 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut workq::Done", baseType: !403, size: 64, align: 64, dwarfAddressSpace: 0)
!1987 = !DILocation(line: 0, scope: !1975, inlinedAt: !1988)
!1988 = distinct !DILocation(line: 992, column: 22, scope: !1959, inlinedAt: !1967)
!1989 = !DILocalVariable(name: "self", arg: 1, scope: !1990, file: !894, line: 1997, type: !1962)
!1990 = distinct !DISubprogram(name: "as_mut_ptr<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h43dbd665b3b7427aE", scope: !867, file: !894, line: 1997, type: !1991, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !1993, retainedNodes: !1994)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!1986, !1962}
!1993 = !DISubprogram(name: "as_mut_ptr<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h43dbd665b3b7427aE", scope: !867, file: !894, line: 1997, type: !1991, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!1994 = !{!1989}
!1995 = !DILocation(line: 0, scope: !1990, inlinedAt: !1996)
!1996 = distinct !DILocation(line: 1032, column: 28, scope: !1983, inlinedAt: !1988)
!1997 = !DILocation(line: 1023, column: 32, scope: !1975, inlinedAt: !1988)
!1998 = !DILocalVariable(name: "src", arg: 2, scope: !1999, file: !987, line: 1894, type: !403)
!1999 = distinct !DISubprogram(name: "write<workq::Done>", linkageName: "_ZN4core3ptr5write17h8d6314552c02ebbaE", scope: !11, file: !987, line: 1894, type: !2000, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !401, retainedNodes: !2002)
!2000 = !DISubroutineType(types: !2001)
!2001 = !{null, !1986, !403, !646}
!2002 = !{!2003, !1998}
!2003 = !DILocalVariable(name: "dst", arg: 1, scope: !1999, file: !987, line: 1894, type: !1986)
!2004 = !DILocation(line: 1894, column: 43, scope: !1999, inlinedAt: !2005)
!2005 = distinct !DILocation(line: 1033, column: 13, scope: !1985, inlinedAt: !1988)
!2006 = !DILocalVariable(name: "elem_size", scope: !2007, file: !93, line: 616, type: !121, align: 64)
!2007 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h02efd7e16c68221aE", scope: !97, file: !93, line: 616, type: !878, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !880, retainedNodes: !2008)
!2008 = !{!2009, !2006}
!2009 = !DILocalVariable(name: "self", arg: 1, scope: !2007, file: !93, line: 616, type: !467)
!2010 = !DILocation(line: 0, scope: !2007, inlinedAt: !2011)
!2011 = distinct !DILocation(line: 308, column: 20, scope: !2012, inlinedAt: !2019)
!2012 = distinct !DISubprogram(name: "capacity<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h24f713a04919b286E", scope: !396, file: !93, line: 307, type: !2013, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !2016, retainedNodes: !2017)
!2013 = !DISubroutineType(types: !2014)
!2014 = !{!121, !2015}
!2015 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<workq::Done, alloc::alloc::Global>", baseType: !396, size: 64, align: 64, dwarfAddressSpace: 0)
!2016 = !DISubprogram(name: "capacity<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h24f713a04919b286E", scope: !396, file: !93, line: 307, type: !2013, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!2017 = !{!2018}
!2018 = !DILocalVariable(name: "self", arg: 1, scope: !2012, file: !93, line: 307, type: !2015)
!2019 = distinct !DILocation(line: 1028, column: 28, scope: !1983, inlinedAt: !1988)
!2020 = !DILocation(line: 1025, column: 19, scope: !1975, inlinedAt: !1988)
!2021 = !{!2022}
!2022 = distinct !{!2022, !1972, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h7a7b7a7e68bd3a41E: %value"}
!2023 = !DILocation(line: 0, scope: !1983, inlinedAt: !1988)
!2024 = !DILocalVariable(name: "count", arg: 2, scope: !2025, file: !1864, line: 927, type: !121)
!2025 = distinct !DISubprogram(name: "add<workq::Done>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h2f2f8a1efaba9cdbE", scope: !1865, file: !1864, line: 927, type: !2026, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !401, retainedNodes: !2028)
!2026 = !DISubroutineType(types: !2027)
!2027 = !{!1986, !1986, !121, !646}
!2028 = !{!2029, !2024}
!2029 = !DILocalVariable(name: "self", arg: 1, scope: !2025, file: !1864, line: 927, type: !1986)
!2030 = !DILocation(line: 0, scope: !2025, inlinedAt: !2031)
!2031 = distinct !DILocation(line: 1032, column: 41, scope: !1983, inlinedAt: !1988)
!2032 = !DILocation(line: 307, column: 34, scope: !2012, inlinedAt: !2019)
!2033 = !DILocation(line: 617, column: 49, scope: !2007, inlinedAt: !2011)
!2034 = !DILocation(line: 1028, column: 12, scope: !1983, inlinedAt: !1988)
!2035 = !DILocation(line: 1029, column: 22, scope: !1983, inlinedAt: !1988)
!2036 = !DILocation(line: 1028, column: 9, scope: !1983, inlinedAt: !1988)
!2037 = !DILocation(line: 612, column: 9, scope: !2038, inlinedAt: !2047)
!2038 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, workq::Done>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h76f3f6ba2e404fe3E", scope: !97, file: !93, line: 611, type: !2039, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !2046, declaration: !2045)
!2039 = !DISubroutineType(types: !2040)
!2040 = !{!2041, !467}
!2041 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<workq::Done>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !2042, templateParams: !401, identifier: "c541e546a20bd1c285b40d53da71223a")
!2042 = !{!2043}
!2043 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2041, file: !9, baseType: !2044, size: 64, align: 64, flags: DIFlagPrivate)
!2044 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const workq::Done", baseType: !403, size: 64, align: 64, dwarfAddressSpace: 0)
!2045 = !DISubprogram(name: "non_null<alloc::alloc::Global, workq::Done>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h76f3f6ba2e404fe3E", scope: !97, file: !93, line: 611, type: !2039, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2046)
!2046 = !{!126, !402}
!2047 = distinct !DILocation(line: 607, column: 14, scope: !2048, inlinedAt: !2052)
!2048 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, workq::Done>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hded44bc1e5831eb5E", scope: !97, file: !93, line: 606, type: !2049, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !2046, declaration: !2051)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{!1986, !467}
!2051 = !DISubprogram(name: "ptr<alloc::alloc::Global, workq::Done>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hded44bc1e5831eb5E", scope: !97, file: !93, line: 606, type: !2049, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2046)
!2052 = distinct !DILocation(line: 295, column: 20, scope: !2053, inlinedAt: !2057)
!2053 = distinct !DISubprogram(name: "ptr<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h4807c7c39f5e07a4E", scope: !396, file: !93, line: 294, type: !2054, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !408, declaration: !2056)
!2054 = !DISubroutineType(types: !2055)
!2055 = !{!1986, !2015}
!2056 = !DISubprogram(name: "ptr<workq::Done, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h4807c7c39f5e07a4E", scope: !396, file: !93, line: 294, type: !2054, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !408)
!2057 = distinct !DILocation(line: 2000, column: 18, scope: !1990, inlinedAt: !1996)
!2058 = !DILocation(line: 961, column: 18, scope: !2025, inlinedAt: !2031)
!2059 = !DILocation(line: 0, scope: !1985, inlinedAt: !1988)
!2060 = !DILocation(line: 0, scope: !1999, inlinedAt: !2005)
!2061 = !DILocation(line: 1917, column: 41, scope: !1999, inlinedAt: !2005)
!2062 = !DILocation(line: 1034, column: 13, scope: !1985, inlinedAt: !1988)
!2063 = !DILocation(line: 40, column: 2, scope: !1950)
!2064 = distinct !DISubprogram(name: "q_push", linkageName: "_ZN5workq6q_push17h85eefaa1b098e4d3E", scope: !132, file: !855, line: 27, type: !2065, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !2067)
!2065 = !DISubroutineType(types: !2066)
!2066 = !{null, !858, !131}
!2067 = !{!2068, !2069}
!2068 = !DILocalVariable(name: "this", arg: 1, scope: !2064, file: !855, line: 27, type: !858)
!2069 = !DILocalVariable(name: "t", arg: 2, scope: !2064, file: !855, line: 27, type: !131)
!2070 = !DILocation(line: 0, scope: !2064)
!2071 = !DILocation(line: 27, column: 33, scope: !2064)
!2072 = !DILocalVariable(name: "value", arg: 2, scope: !2073, file: !894, line: 991, type: !131)
!2073 = distinct !DISubprogram(name: "push<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17hf53e4d7e6521e720E", scope: !862, file: !894, line: 991, type: !2074, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !2076, retainedNodes: !2077)
!2074 = !DISubroutineType(types: !2075)
!2075 = !{null, !901, !131}
!2076 = !DISubprogram(name: "push<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17hf53e4d7e6521e720E", scope: !862, file: !894, line: 991, type: !2074, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!2077 = !{!2078, !2072}
!2078 = !DILocalVariable(name: "self", arg: 1, scope: !2073, file: !894, line: 991, type: !901)
!2079 = !DILocation(line: 991, column: 28, scope: !2073, inlinedAt: !2080)
!2080 = !DILocation(line: 28, column: 16, scope: !2064)
!2081 = !DILocation(line: 0, scope: !2073, inlinedAt: !2080)
!2082 = !{!2083}
!2083 = distinct !{!2083, !2084, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E: %self"}
!2084 = distinct !{!2084, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E"}
!2085 = !DILocation(line: 992, column: 22, scope: !2073, inlinedAt: !2080)
!2086 = !DILocalVariable(name: "self", arg: 1, scope: !2087, file: !894, line: 1023, type: !901)
!2087 = distinct !DISubprogram(name: "push_mut<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E", scope: !862, file: !894, line: 1023, type: !2088, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !2091, retainedNodes: !2092)
!2088 = !DISubroutineType(types: !2089)
!2089 = !{!2090, !901, !131}
!2090 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut workq::Task", baseType: !131, size: 64, align: 64, dwarfAddressSpace: 0)
!2091 = !DISubprogram(name: "push_mut<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E", scope: !862, file: !894, line: 1023, type: !2088, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!2092 = !{!2086, !2093, !2094, !2096}
!2093 = !DILocalVariable(name: "value", arg: 2, scope: !2087, file: !894, line: 1023, type: !131)
!2094 = !DILocalVariable(name: "len", scope: !2095, file: !894, line: 1025, type: !121, align: 64)
!2095 = distinct !DILexicalBlock(scope: !2087, file: !894, line: 1025, column: 9)
!2096 = !DILocalVariable(name: "end", scope: !2097, file: !894, line: 1032, type: !963, align: 64)
!2097 = distinct !DILexicalBlock(scope: !2095, file: !894, line: 1032, column: 13)
!2098 = !DILocation(line: 0, scope: !2087, inlinedAt: !2099)
!2099 = distinct !DILocation(line: 992, column: 22, scope: !2073, inlinedAt: !2080)
!2100 = !DILocalVariable(name: "self", arg: 1, scope: !2101, file: !894, line: 1997, type: !901)
!2101 = distinct !DISubprogram(name: "as_mut_ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h3fdfe39d5bcd49cfE", scope: !862, file: !894, line: 1997, type: !2102, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !2104, retainedNodes: !2105)
!2102 = !DISubroutineType(types: !2103)
!2103 = !{!963, !901}
!2104 = !DISubprogram(name: "as_mut_ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h3fdfe39d5bcd49cfE", scope: !862, file: !894, line: 1997, type: !2102, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!2105 = !{!2100}
!2106 = !DILocation(line: 0, scope: !2101, inlinedAt: !2107)
!2107 = distinct !DILocation(line: 1032, column: 28, scope: !2095, inlinedAt: !2099)
!2108 = !DILocation(line: 1023, column: 32, scope: !2087, inlinedAt: !2099)
!2109 = !DILocalVariable(name: "src", arg: 2, scope: !2110, file: !987, line: 1894, type: !131)
!2110 = distinct !DISubprogram(name: "write<workq::Task>", linkageName: "_ZN4core3ptr5write17he9e9f1ce1a7e4092E", scope: !11, file: !987, line: 1894, type: !2111, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !2113)
!2111 = !DISubroutineType(types: !2112)
!2112 = !{null, !963, !131, !646}
!2113 = !{!2114, !2109}
!2114 = !DILocalVariable(name: "dst", arg: 1, scope: !2110, file: !987, line: 1894, type: !963)
!2115 = !DILocation(line: 1894, column: 43, scope: !2110, inlinedAt: !2116)
!2116 = distinct !DILocation(line: 1033, column: 13, scope: !2097, inlinedAt: !2099)
!2117 = !DILocalVariable(name: "elem_size", scope: !2118, file: !93, line: 616, type: !121, align: 64)
!2118 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h02efd7e16c68221aE", scope: !97, file: !93, line: 616, type: !878, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !880, retainedNodes: !2119)
!2119 = !{!2120, !2117}
!2120 = !DILocalVariable(name: "self", arg: 1, scope: !2118, file: !93, line: 616, type: !467)
!2121 = !DILocation(line: 0, scope: !2118, inlinedAt: !2122)
!2122 = distinct !DILocation(line: 308, column: 20, scope: !2123, inlinedAt: !2126)
!2123 = distinct !DISubprogram(name: "capacity<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h8ea554b99cec8ceeE", scope: !94, file: !93, line: 307, type: !886, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !889, retainedNodes: !2124)
!2124 = !{!2125}
!2125 = !DILocalVariable(name: "self", arg: 1, scope: !2123, file: !93, line: 307, type: !888)
!2126 = distinct !DILocation(line: 1028, column: 28, scope: !2095, inlinedAt: !2099)
!2127 = !DILocation(line: 1025, column: 19, scope: !2087, inlinedAt: !2099)
!2128 = !{!2129}
!2129 = distinct !{!2129, !2084, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h0c37e7bc96bbecc5E: %value"}
!2130 = !DILocation(line: 0, scope: !2095, inlinedAt: !2099)
!2131 = !DILocalVariable(name: "count", arg: 2, scope: !2132, file: !1864, line: 927, type: !121)
!2132 = distinct !DISubprogram(name: "add<workq::Task>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h70634acc7b68ef01E", scope: !1865, file: !1864, line: 927, type: !2133, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !2135)
!2133 = !DISubroutineType(types: !2134)
!2134 = !{!963, !963, !121, !646}
!2135 = !{!2136, !2131}
!2136 = !DILocalVariable(name: "self", arg: 1, scope: !2132, file: !1864, line: 927, type: !963)
!2137 = !DILocation(line: 0, scope: !2132, inlinedAt: !2138)
!2138 = distinct !DILocation(line: 1032, column: 41, scope: !2095, inlinedAt: !2099)
!2139 = !DILocation(line: 307, column: 34, scope: !2123, inlinedAt: !2126)
!2140 = !DILocation(line: 617, column: 49, scope: !2118, inlinedAt: !2122)
!2141 = !DILocation(line: 1028, column: 12, scope: !2095, inlinedAt: !2099)
!2142 = !DILocation(line: 1029, column: 22, scope: !2095, inlinedAt: !2099)
!2143 = !DILocation(line: 1028, column: 9, scope: !2095, inlinedAt: !2099)
!2144 = !DILocation(line: 612, column: 9, scope: !2145, inlinedAt: !2146)
!2145 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h9c1a8bf65ad6ebc1E", scope: !97, file: !93, line: 611, type: !952, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !958, declaration: !957)
!2146 = distinct !DILocation(line: 607, column: 14, scope: !2147, inlinedAt: !2148)
!2147 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, workq::Task>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h075415d27500bf3dE", scope: !97, file: !93, line: 606, type: !961, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !958, declaration: !964)
!2148 = distinct !DILocation(line: 295, column: 20, scope: !2149, inlinedAt: !2150)
!2149 = distinct !DISubprogram(name: "ptr<workq::Task, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h0305e07850540284E", scope: !94, file: !93, line: 294, type: !967, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !969)
!2150 = distinct !DILocation(line: 2000, column: 18, scope: !2101, inlinedAt: !2107)
!2151 = !DILocation(line: 961, column: 18, scope: !2132, inlinedAt: !2138)
!2152 = !DILocation(line: 0, scope: !2097, inlinedAt: !2099)
!2153 = !DILocation(line: 0, scope: !2110, inlinedAt: !2116)
!2154 = !DILocation(line: 1917, column: 41, scope: !2110, inlinedAt: !2116)
!2155 = !DILocation(line: 1034, column: 13, scope: !2097, inlinedAt: !2099)
!2156 = !DILocation(line: 29, column: 2, scope: !2064)
!2157 = distinct !DISubprogram(name: "tagged", linkageName: "_ZN5workq6tagged17h5dbb243d69041fa0E", scope: !132, file: !855, line: 78, type: !2158, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !2160)
!2158 = !DISubroutineType(types: !2159)
!2159 = !{!13, !13}
!2160 = !{!2161, !2162, !2164}
!2161 = !DILocalVariable(name: "v", arg: 1, scope: !2157, file: !855, line: 78, type: !13)
!2162 = !DILocalVariable(name: "a", scope: !2163, file: !855, line: 79, type: !121, align: 64)
!2163 = distinct !DILexicalBlock(scope: !2157, file: !855, line: 79, column: 5)
!2164 = !DILocalVariable(name: "p", scope: !2165, file: !855, line: 80, type: !2166, align: 64)
!2165 = distinct !DILexicalBlock(scope: !2163, file: !855, line: 80, column: 5)
!2166 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!2167 = !DILocation(line: 0, scope: !2157)
!2168 = !DILocalVariable(name: "x", arg: 1, scope: !2169, file: !2170, line: 284, type: !13)
!2169 = distinct !DISubprogram(name: "new<u64>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hcffedeea97733ae8E", scope: !2171, file: !2170, line: 284, type: !2173, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1385, retainedNodes: !2176)
!2170 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!2171 = !DINamespace(name: "{impl#0}", scope: !2172)
!2172 = !DINamespace(name: "boxed", scope: !88)
!2173 = !DISubroutineType(types: !2174)
!2174 = !{!2175, !13}
!2175 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<u64, alloc::alloc::Global>", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!2176 = !{!2168, !2177}
!2177 = !DILocalVariable(name: "ptr", scope: !2178, file: !2170, line: 286, type: !2166, align: 64)
!2178 = distinct !DILexicalBlock(scope: !2169, file: !2170, line: 286, column: 9)
!2179 = !DILocation(line: 0, scope: !2169, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 79, column: 27, scope: !2157)
!2181 = !DILocalVariable(name: "layout", arg: 1, scope: !2182, file: !2170, line: 247, type: !163)
!2182 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !2172, file: !2170, line: 247, type: !813, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !2183)
!2183 = !{!2181, !2184}
!2184 = !DILocalVariable(name: "ptr", scope: !2185, file: !2170, line: 249, type: !259, align: 64)
!2185 = distinct !DILexicalBlock(scope: !2182, file: !2170, line: 249, column: 9)
!2186 = !DILocation(line: 0, scope: !2182, inlinedAt: !2187)
!2187 = distinct !DILocation(line: 286, column: 19, scope: !2169, inlinedAt: !2180)
!2188 = !DILocalVariable(name: "layout", arg: 2, scope: !2189, file: !679, line: 428, type: !163)
!2189 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !680, file: !679, line: 428, type: !776, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !2190)
!2190 = !{!2191, !2188}
!2191 = !DILocalVariable(name: "self", scope: !2189, file: !679, line: 428, type: !683, align: 64)
!2192 = !DILocation(line: 0, scope: !2189, inlinedAt: !2193)
!2193 = distinct !DILocation(line: 248, column: 18, scope: !2182, inlinedAt: !2187)
!2194 = !DILocalVariable(name: "layout", arg: 2, scope: !2195, file: !679, line: 311, type: !163)
!2195 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !123, file: !679, line: 311, type: !784, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !786, retainedNodes: !2196)
!2196 = !{!2197, !2194, !2198}
!2197 = !DILocalVariable(name: "self", scope: !2195, file: !679, line: 311, type: !683, align: 64)
!2198 = !DILocalVariable(name: "zeroed", scope: !2195, file: !679, line: 311, type: !581, align: 8)
!2199 = !DILocation(line: 0, scope: !2195, inlinedAt: !2200)
!2200 = distinct !DILocation(line: 429, column: 14, scope: !2189, inlinedAt: !2193)
!2201 = !DILocation(line: 0, scope: !793, inlinedAt: !2202)
!2202 = distinct !DILocation(line: 312, column: 9, scope: !2195, inlinedAt: !2200)
!2203 = !DILocation(line: 0, scope: !812, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 190, column: 73, scope: !800, inlinedAt: !2202)
!2205 = !DILocation(line: 0, scope: !800, inlinedAt: !2202)
!2206 = !DILocation(line: 93, column: 9, scope: !812, inlinedAt: !2204)
!2207 = !DILocation(line: 95, column: 9, scope: !812, inlinedAt: !2204)
!2208 = !DILocation(line: 248, column: 11, scope: !2182, inlinedAt: !2187)
!2209 = !DILocation(line: 248, column: 5, scope: !2182, inlinedAt: !2187)
!2210 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!2211 = !DILocation(line: 250, column: 19, scope: !2182, inlinedAt: !2187)
!2212 = !DILocation(line: 0, scope: !2178, inlinedAt: !2180)
!2213 = !DILocation(line: 289, column: 56, scope: !2178, inlinedAt: !2180)
!2214 = !DILocation(line: 79, column: 13, scope: !2157)
!2215 = !DILocation(line: 79, column: 72, scope: !2157)
!2216 = !DILocalVariable(name: "dummy", arg: 1, scope: !2217, file: !763, line: 490, type: !121)
!2217 = distinct !DISubprogram(name: "black_box<usize>", linkageName: "_ZN4core4hint9black_box17hcd2ae94e7e5cc24bE", scope: !764, file: !763, line: 490, type: !2218, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !351, retainedNodes: !2220)
!2218 = !DISubroutineType(types: !2219)
!2219 = !{!121, !121}
!2220 = !{!2216}
!2221 = !DILocation(line: 0, scope: !2217, inlinedAt: !2222)
!2222 = !DILocation(line: 79, column: 51, scope: !2157)
!2223 = !DILocation(line: 491, column: 5, scope: !2217, inlinedAt: !2222)
!2224 = !{i64 5424225868530987}
!2225 = !DILocation(line: 0, scope: !2163)
!2226 = !DILocation(line: 80, column: 13, scope: !2163)
!2227 = !DILocation(line: 0, scope: !2165)
!2228 = !DILocation(line: 83, column: 9, scope: !2165)
!2229 = !DILocation(line: 84, column: 9, scope: !2165)
!2230 = !DILocation(line: 86, column: 2, scope: !2157)
