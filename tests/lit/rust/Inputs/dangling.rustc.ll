; ModuleID = 'dangling.3634c60f76ecbe08-cgu.0'
source_filename = "dangling.3634c60f76ecbe08-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcfda6bd74216d8c6E"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #0 !dbg !79 {
start:
    #dbg_value(ptr %self, !128, !DIExpression(), !129)
    #dbg_value(i64 8, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !166)
    #dbg_value(i64 8, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
    #dbg_value(ptr %self, !146, !DIExpression(), !166)
  %self2 = load i64, ptr %self, align 8, !dbg !168, !range !169, !noundef !104
; call alloc::raw_vec::RawVecInner<A>::grow_amortized
  %0 = tail call fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h07ae5bf1a5fe139dE"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %self2) #12, !dbg !170
  %1 = extractvalue { i64, i64 } %0, 0, !dbg !170
  %.not = icmp eq i64 %1, -9223372036854775807, !dbg !171
  br i1 %.not, label %bb3, label %bb2, !dbg !172, !prof !173

bb2:                                              ; preds = %start
  %2 = extractvalue { i64, i64 } %0, 1, !dbg !170
    #dbg_value(i64 %1, !147, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174)
    #dbg_value(i64 %2, !147, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !174)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %1, i64 %2) #13, !dbg !175
  unreachable, !dbg !175

bb3:                                              ; preds = %start
  ret void, !dbg !176
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h119ab145fb2e3194E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef range(i64 0, -1) %cap) unnamed_addr #1 !dbg !177 {
start:
    #dbg_value(ptr poison, !209, !DIExpression(), !259)
    #dbg_value(i64 %cap, !210, !DIExpression(), !259)
    #dbg_value(i64 %cap, !260, !DIExpression(), !283)
    #dbg_value(i64 %cap, !285, !DIExpression(), !312)
    #dbg_value(i64 %cap, !314, !DIExpression(), !340)
    #dbg_value(i64 %cap, !342, !DIExpression(), !352)
    #dbg_value(i64 8, !211, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259)
    #dbg_value(i64 8, !211, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !259)
    #dbg_value(i64 8, !280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i64 8, !335, !DIExpression(), !340)
    #dbg_value(i64 8, !351, !DIExpression(), !352)
    #dbg_value(i64 8, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
    #dbg_value(ptr poison, !309, !DIExpression(), !354)
  %_33.0 = shl i64 %cap, 3, !dbg !355
  %_33.1 = icmp ult i64 %cap, 2305843009213693952, !dbg !355
    #dbg_value(i1 %_33.1, !338, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !356)
    #dbg_value(i1 %_33.1, !357, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !364)
    #dbg_value(i64 %_33.0, !310, !DIExpression(), !366)
    #dbg_value(i64 %_33.0, !336, !DIExpression(), !356)
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38, !dbg !367
  br i1 %or.cond, label %bb15, label %bb11, !dbg !367, !prof !368

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !369)
    #dbg_value(i64 %_33.0, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !369)
    #dbg_value(ptr poison, !370, !DIExpression(), !398)
    #dbg_value(i64 8, !393, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !398)
    #dbg_value(i64 8, !393, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !398)
    #dbg_value(i64 8, !400, !DIExpression(), !430)
  %0 = icmp eq i64 %self.0.val, 0, !dbg !432
  br i1 %0, label %bb5, label %bb3, !dbg !432

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !429, !DIExpression(), !430)
  %alloc_size.i = shl nuw i64 %self.0.val, 3, !dbg !433
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
    #dbg_value(ptr %self.8.val, !254, !DIExpression(), !434)
    #dbg_value(i64 poison, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !434)
    #dbg_value(i64 %alloc_size.i, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !434)
    #dbg_value(ptr poison, !435, !DIExpression(), !446)
    #dbg_value(ptr poison, !448, !DIExpression(), !458)
    #dbg_value(ptr %self.8.val, !443, !DIExpression(), !446)
    #dbg_value(ptr %self.8.val, !454, !DIExpression(), !458)
    #dbg_value(i64 8, !444, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 8, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(i64 %alloc_size.i, !444, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
    #dbg_value(i64 %alloc_size.i, !455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(i64 8, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 8, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !458)
    #dbg_value(i64 %_33.0, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
    #dbg_value(i64 %_33.0, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !458)
    #dbg_value(i8 0, !457, !DIExpression(), !458)
    #dbg_value(ptr poison, !460, !DIExpression(), !504)
    #dbg_value(ptr %self.8.val, !464, !DIExpression(), !504)
    #dbg_value(i64 8, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !504)
    #dbg_value(i64 8, !506, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !513)
    #dbg_value(i64 %alloc_size.i, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !504)
    #dbg_value(i64 %alloc_size.i, !506, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !513)
    #dbg_value(i64 8, !466, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !504)
    #dbg_value(i64 %_33.0, !466, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !504)
    #dbg_value(i1 false, !467, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
    #dbg_value(i64 %alloc_size.i, !468, !DIExpression(), !515)
    #dbg_value(ptr poison, !470, !DIExpression(), !516)
    #dbg_value(i64 %_33.0, !472, !DIExpression(), !517)
    #dbg_value(i64 %_33.0, !512, !DIExpression(), !513)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !518
    #dbg_value(i1 true, !519, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !526)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !528
    #dbg_value(ptr %self.8.val, !511, !DIExpression(), !513)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #12, !dbg !529
    #dbg_value(ptr poison, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !530)
    #dbg_value(i64 poison, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !530)
  br label %bb7, !dbg !531

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !532, !DIExpression(), !538)
    #dbg_value(ptr poison, !540, !DIExpression(), !548)
    #dbg_value(i64 8, !537, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !538)
    #dbg_value(i64 8, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !548)
    #dbg_value(i64 %_33.0, !537, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !538)
    #dbg_value(i64 %_33.0, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !548)
    #dbg_value(i8 0, !547, !DIExpression(), !548)
    #dbg_value(i64 8, !550, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !567)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(i64 %_33.0, !550, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !567)
    #dbg_value(i64 %_33.0, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
    #dbg_value(i1 false, !556, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !567)
    #dbg_value(i64 %_33.0, !557, !DIExpression(), !576)
  %2 = icmp eq i64 %_33.0, 0, !dbg !577
  br i1 %2, label %bb9, label %bb4.i.i, !dbg !577

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #12, !dbg !578
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #12, !dbg !579
    #dbg_value(ptr %3, !580, !DIExpression(), !600)
    #dbg_value(ptr %3, !559, !DIExpression(), !602)
  br label %bb7, !dbg !603

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !530)
    #dbg_value(i64 poison, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !530)
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !604
  br i1 %4, label %bb8, label %bb9, !dbg !605

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !606
  store i64 8, ptr %5, align 8, !dbg !606
  br label %bb11, !dbg !607

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !530)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !257, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !608)
    #dbg_value(i64 %_33.0, !257, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !608)
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !609
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8, !dbg !609
  br label %bb11, !dbg !610

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !259
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !259
  store i64 %_33.0.sink, ptr %7, align 8, !dbg !259
  store i64 %storemerge13, ptr %_0, align 8, !dbg !259
  ret void, !dbg !611
}

; alloc::raw_vec::RawVecInner<A>::grow_amortized
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h07ae5bf1a5fe139dE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self, i64 noundef range(i64 0, -9223372036854775808) %len) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !612 {
start:
  %self3 = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !633, !DIExpression(), !667)
    #dbg_value(ptr %self, !668, !DIExpression(), !676)
    #dbg_value(i64 %len, !634, !DIExpression(), !667)
    #dbg_value(i64 %len, !678, !DIExpression(), !682)
    #dbg_value(i64 1, !635, !DIExpression(), !667)
    #dbg_value(i64 1, !681, !DIExpression(), !682)
    #dbg_value(i64 8, !636, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !667)
    #dbg_value(i64 8, !636, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !667)
    #dbg_declare(ptr %self3, !684, !DIExpression(), !713)
  %_25.0 = add nuw i64 %len, 1, !dbg !715
    #dbg_value(i64 %_25.0, !637, !DIExpression(), !716)
    #dbg_value(i64 %_25.0, !717, !DIExpression(), !725)
  %self7 = load i64, ptr %self, align 8, !dbg !727, !range !169, !noundef !104
  %v19 = shl nuw i64 %self7, 1, !dbg !727
    #dbg_value(i64 %v19, !724, !DIExpression(), !725)
    #dbg_value(i64 %v19, !728, !DIExpression(), !735)
    #dbg_value(i64 %_25.0, !732, !DIExpression(), !735)
  %..i = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %_25.0, i64 range(i64 0, -1) %v19), !dbg !737
    #dbg_value(i64 %..i, !657, !DIExpression(), !738)
    #dbg_value(i64 %..i, !717, !DIExpression(), !739)
    #dbg_value(i64 4, !724, !DIExpression(), !739)
    #dbg_value(i64 4, !724, !DIExpression(), !739)
    #dbg_value(i64 4, !728, !DIExpression(), !741)
    #dbg_value(i64 %..i, !732, !DIExpression(), !741)
  %..i25 = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %..i, i64 4), !dbg !743
    #dbg_value(i64 %..i25, !659, !DIExpression(), !744)
    #dbg_value(i64 %..i25, !675, !DIExpression(), !676)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3), !dbg !714
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !745
  %self.val24 = load ptr, ptr %0, align 8, !dbg !745
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h119ab145fb2e3194E"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3, i64 %self7, ptr %self.val24, i64 noundef %..i25) #12, !dbg !745
  %_37 = load i64, ptr %self3, align 8, !dbg !746, !range !747, !noundef !104
  %1 = trunc nuw i64 %_37 to i1, !dbg !748
  %2 = getelementptr inbounds nuw i8, ptr %self3, i64 8, !dbg !749
  br i1 %1, label %bb18, label %bb19, !dbg !748

bb6:                                              ; preds = %bb18, %bb19
  %_0.sroa.5.0 = phi i64 [ undef, %bb19 ], [ %e.1, %bb18 ], !dbg !667
  %_0.sroa.0.0 = phi i64 [ -9223372036854775807, %bb19 ], [ %e.0, %bb18 ], !dbg !667
  %3 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0, 0, !dbg !750
  %4 = insertvalue { i64, i64 } %3, i64 %_0.sroa.5.0, 1, !dbg !750
  ret { i64, i64 } %4, !dbg !750

bb18:                                             ; preds = %start
  %e.0 = load i64, ptr %2, align 8, !dbg !751, !range !752, !noundef !104
  %5 = getelementptr inbounds nuw i8, ptr %self3, i64 16, !dbg !751
  %e.1 = load i64, ptr %5, align 8, !dbg !751
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !753
  br label %bb6, !dbg !754

bb19:                                             ; preds = %start
  %v.0 = load ptr, ptr %2, align 8, !dbg !757, !nonnull !104, !noundef !104
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !753
    #dbg_value(ptr %v.0, !661, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !758)
    #dbg_value(ptr %v.0, !674, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !676)
    #dbg_value(i64 poison, !661, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !758)
    #dbg_value(i64 poison, !674, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !676)
  store ptr %v.0, ptr %0, align 8, !dbg !759
  %6 = icmp sgt i64 %..i25, -1, !dbg !760
  tail call void @llvm.assume(i1 %6), !dbg !760
  store i64 %..i25, ptr %self, align 8, !dbg !767
  br label %bb6, !dbg !750
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @doubled(i64 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !768 {
start:
    #dbg_value(ptr poison, !792, !DIExpression(), !801)
    #dbg_value(ptr poison, !823, !DIExpression(), !835)
    #dbg_value(ptr poison, !830, !DIExpression(), !836)
  %vals = alloca [24 x i8], align 8
    #dbg_value(i64 %n, !773, !DIExpression(), !837)
    #dbg_declare(ptr %vals, !774, !DIExpression(), !838)
    #dbg_value(i64 1, !839, !DIExpression(), !846)
    #dbg_value(i64 1, !848, !DIExpression(), !859)
    #dbg_value(i64 1, !861, !DIExpression(), !871)
  call void @llvm.lifetime.start.p0(ptr nonnull %vals), !dbg !873
  store i64 0, ptr %vals, align 8, !dbg !874
  %0 = getelementptr inbounds nuw i8, ptr %vals, i64 8, !dbg !874
  store ptr inttoptr (i64 8 to ptr), ptr %0, align 8, !dbg !874
  %1 = getelementptr inbounds nuw i8, ptr %vals, i64 16, !dbg !874
    #dbg_value(i64 0, !781, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !881)
    #dbg_value(i64 %n, !781, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !881)
  store i64 0, ptr %1, align 8, !dbg !837
  %_1110 = icmp sgt i64 %n, 0, !dbg !882
  br i1 %_1110, label %bb3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit", !dbg !802

bb4:                                              ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit"
  %_26.pre = load ptr, ptr %0, align 8, !dbg !883
    #dbg_value(ptr %vals, !929, !DIExpression(), !931)
    #dbg_value(ptr %vals, !924, !DIExpression(), !932)
    #dbg_value(ptr %vals, !912, !DIExpression(), !933)
    #dbg_value(ptr %_26.pre, !934, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !956)
    #dbg_value(ptr %_26.pre, !958, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !966)
    #dbg_value(!DIArgList(ptr %_26.pre, i64 %11), !934, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !956)
    #dbg_value(!DIArgList(ptr %_26.pre, i64 %11), !958, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !966)
    #dbg_value(ptr %_26.pre, !968, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !996)
    #dbg_value(!DIArgList(ptr %_26.pre, i64 %11), !968, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !996)
    #dbg_value(i64 0, !977, !DIExpression(), !996)
    #dbg_declare(ptr poison, !978, !DIExpression(), !998)
    #dbg_value(i64 1, !999, !DIExpression(), !1003)
    #dbg_value(!DIArgList(ptr %_26.pre, i64 %11), !981, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1005)
    #dbg_value(ptr poison, !1006, !DIExpression(), !1014)
    #dbg_value(ptr poison, !1013, !DIExpression(), !1016)
  %2 = icmp eq i64 %11, 0, !dbg !1017
  br i1 %2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit", label %bb8.i.preheader, !dbg !1018

bb8.i.preheader:                                  ; preds = %bb4
  %min.iters.check = icmp ult i64 %n, 4, !dbg !1019
  br i1 %min.iters.check, label %bb8.i.preheader22, label %vector.ph, !dbg !1019

vector.ph:                                        ; preds = %bb8.i.preheader
  %n.vec = and i64 %n, 9223372036854775804
  br label %vector.body, !dbg !1019

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1020
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi20 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %3 = getelementptr inbounds nuw i64, ptr %_26.pre, i64 %index, !dbg !1021
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !1030
  %wide.load = load <2 x i64>, ptr %3, align 8, !dbg !1030
  %wide.load21 = load <2 x i64>, ptr %4, align 8, !dbg !1030
  %5 = add <2 x i64> %wide.load, %vec.phi, !dbg !1031
  %6 = add <2 x i64> %wide.load21, %vec.phi20, !dbg !1031
  %index.next = add nuw i64 %index, 4, !dbg !1020
  %7 = icmp eq i64 %index.next, %n.vec, !dbg !1019
  br i1 %7, label %middle.block, label %vector.body, !dbg !1019, !llvm.loop !1060

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %6, %5, !dbg !1019
  %8 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !1019
  %cmp.n = icmp eq i64 %n, %n.vec, !dbg !1019
  br i1 %cmp.n, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit", label %bb8.i.preheader22, !dbg !1019

bb8.i.preheader22:                                ; preds = %bb8.i.preheader, %middle.block
  %i.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %n.vec, %middle.block ]
  %acc.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %8, %middle.block ]
  br label %bb8.i, !dbg !1019

bb8.i:                                            ; preds = %bb8.i.preheader22, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ %i.sroa.0.0.i.ph, %bb8.i.preheader22 ], !dbg !1020
  %acc.sroa.0.0.i = phi i64 [ %_5.0.i.i, %bb8.i ], [ %acc.sroa.0.0.i.ph, %bb8.i.preheader22 ], !dbg !996
    #dbg_value(i64 %acc.sroa.0.0.i, !983, !DIExpression(), !1020)
    #dbg_value(i64 %i.sroa.0.0.i, !1002, !DIExpression(), !1003)
    #dbg_value(i64 %i.sroa.0.0.i, !985, !DIExpression(), !1063)
    #dbg_value(ptr %_26.pre, !1027, !DIExpression(), !1064)
    #dbg_value(i64 %i.sroa.0.0.i, !1028, !DIExpression(), !1064)
  %_45.i = getelementptr inbounds nuw i64, ptr %_26.pre, i64 %i.sroa.0.0.i, !dbg !1021
  %_45.val.i = load i64, ptr %_45.i, align 8, !dbg !1030, !noundef !104
    #dbg_value(ptr poison, !1058, !DIExpression(), !1065)
    #dbg_value(i64 %acc.sroa.0.0.i, !1056, !DIExpression(), !1065)
    #dbg_value(i64 %acc.sroa.0.0.i, !1048, !DIExpression(), !1066)
    #dbg_value(i64 %acc.sroa.0.0.i, !1039, !DIExpression(), !1067)
    #dbg_value(ptr poison, !1057, !DIExpression(), !1065)
    #dbg_value(ptr poison, !1049, !DIExpression(), !1066)
    #dbg_value(i64 %_45.val.i, !1040, !DIExpression(), !1067)
  %_5.0.i.i = add i64 %_45.val.i, %acc.sroa.0.0.i, !dbg !1031
    #dbg_value(i64 %_5.0.i.i, !983, !DIExpression(), !1020)
  %_27.i = add nuw i64 %i.sroa.0.0.i, 1, !dbg !1068
    #dbg_value(i64 %_27.i, !985, !DIExpression(), !1063)
    #dbg_value(i64 %_27.i, !1002, !DIExpression(), !1003)
  %_28.i = icmp eq i64 %i.sroa.0.0.i, %len.i, !dbg !1019
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit", label %bb8.i, !dbg !1019, !llvm.loop !1069

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit": ; preds = %bb8.i, %middle.block, %start, %bb4
  %_2619 = phi ptr [ %_26.pre, %bb4 ], [ inttoptr (i64 8 to ptr), %start ], [ %_26.pre, %middle.block ], [ %_26.pre, %bb8.i ]
  %_0.sroa.0.0.i = phi i64 [ 0, %bb4 ], [ 0, %start ], [ %8, %middle.block ], [ %_5.0.i.i, %bb8.i ], !dbg !996
  %vals.val = load i64, ptr %vals, align 8, !dbg !1070, !range !169, !noundef !104
    #dbg_value(ptr poison, !1071, !DIExpression(), !1080)
    #dbg_value(ptr poison, !1082, !DIExpression(), !1090)
    #dbg_value(ptr poison, !1092, !DIExpression(), !1096)
    #dbg_value(ptr poison, !1098, !DIExpression(), !1106)
    #dbg_value(i64 8, !1102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1106)
    #dbg_value(i64 8, !1102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1106)
    #dbg_value(ptr poison, !370, !DIExpression(), !1108)
    #dbg_value(i64 8, !393, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1108)
    #dbg_value(i64 8, !393, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1108)
    #dbg_value(i64 8, !400, !DIExpression(), !1110)
  %9 = icmp eq i64 %vals.val, 0, !dbg !1112
  br i1 %9, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17hdb14e971a97508deE.exit", label %bb2.i.i.i.i, !dbg !1112

bb2.i.i.i.i:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit"
    #dbg_value(i64 %vals.val, !429, !DIExpression(), !1110)
  %alloc_size.i.i.i.i.i = shl nuw i64 %vals.val, 3, !dbg !1113
    #dbg_value(ptr %_2619, !1103, !DIExpression(), !1114)
    #dbg_value(i64 8, !1105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1114)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1114)
    #dbg_value(ptr poison, !1115, !DIExpression(), !1122)
    #dbg_value(ptr poison, !1124, !DIExpression(), !1130)
    #dbg_value(ptr %_2619, !1120, !DIExpression(), !1122)
    #dbg_value(ptr %_2619, !1128, !DIExpression(), !1130)
    #dbg_value(ptr %_2619, !1132, !DIExpression(), !1139)
    #dbg_value(i64 8, !1121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1122)
    #dbg_value(i64 8, !1129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1130)
    #dbg_value(i64 8, !1138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1139)
    #dbg_value(i64 8, !1141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1147)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1122)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1130)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1138, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1139)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1147)
    #dbg_value(ptr %_2619, !1146, !DIExpression(), !1147)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_2619, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #12, !dbg !1149
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17hdb14e971a97508deE.exit", !dbg !1150

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17hdb14e971a97508deE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE.exit", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %vals), !dbg !1070
  ret i64 %_0.sroa.0.0.i, !dbg !1151

bb3:                                              ; preds = %start, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit"
  %_14.i13 = phi ptr [ %_14.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit" ], [ inttoptr (i64 8 to ptr), %start ]
  %len.i = phi i64 [ %11, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit" ], [ 0, %start ], !dbg !1152
  %iter.sroa.0.011 = phi i64 [ %10, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit" ], [ 0, %start ]
    #dbg_value(i64 %iter.sroa.0.011, !824, !DIExpression(), !1175)
    #dbg_value(i64 %iter.sroa.0.011, !845, !DIExpression(), !846)
    #dbg_value(i64 %iter.sroa.0.011, !855, !DIExpression(), !859)
    #dbg_value(i64 %iter.sroa.0.011, !870, !DIExpression(), !871)
  %10 = add nuw nsw i64 %iter.sroa.0.011, 1, !dbg !1176
    #dbg_value(i64 %10, !781, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !881)
    #dbg_value(i64 %iter.sroa.0.011, !790, !DIExpression(), !1181)
    #dbg_value(ptr %vals, !1172, !DIExpression(), !1182)
  %value = shl nuw i64 %iter.sroa.0.011, 1, !dbg !1183
    #dbg_value(i64 %value, !1173, !DIExpression(), !1182)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1184), !dbg !1187
    #dbg_value(ptr %vals, !1160, !DIExpression(), !1188)
    #dbg_value(ptr %vals, !1189, !DIExpression(), !1195)
    #dbg_value(i64 %value, !1161, !DIExpression(), !1188)
    #dbg_value(i64 8, !1197, !DIExpression(), !1204)
    #dbg_value(i64 %len.i, !1162, !DIExpression(), !1213)
    #dbg_value(i64 %len.i, !1214, !DIExpression(), !1223)
    #dbg_value(ptr %vals, !1211, !DIExpression(), !1225)
  %self1.i = load i64, ptr %vals, align 8, !dbg !1226, !range !169, !alias.scope !1184, !noundef !104
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !1227
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit", !dbg !1227

bb1.i:                                            ; preds = %bb3
; call alloc::raw_vec::RawVec<T,A>::grow_one
  call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcfda6bd74216d8c6E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vals) #14, !dbg !1228
  %_14.i.pre = load ptr, ptr %0, align 8, !dbg !1229, !alias.scope !1184
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit", !dbg !1236

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E.exit": ; preds = %bb3, %bb1.i
  %_14.i = phi ptr [ %_14.i13, %bb3 ], [ %_14.i.pre, %bb1.i ], !dbg !1229
    #dbg_value(ptr %_14.i, !1222, !DIExpression(), !1223)
  %end.i = getelementptr inbounds nuw i64, ptr %_14.i, i64 %len.i, !dbg !1237
    #dbg_value(ptr %end.i, !1164, !DIExpression(), !1238)
    #dbg_value(ptr %end.i, !1239, !DIExpression(), !1245)
    #dbg_value(i64 %value, !1244, !DIExpression(), !1245)
  store i64 %value, ptr %end.i, align 8, !dbg !1247, !noalias !1184
  %11 = add i64 %len.i, 1, !dbg !1248
  store i64 %11, ptr %1, align 8, !dbg !837
    #dbg_value(i64 %10, !781, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !881)
    #dbg_value(ptr undef, !830, !DIExpression(), !836)
    #dbg_value(ptr undef, !823, !DIExpression(), !835)
    #dbg_value(ptr undef, !792, !DIExpression(), !801)
    #dbg_value(ptr undef, !800, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1249)
  %exitcond.not = icmp eq i64 %10, %n, !dbg !882
  br i1 %exitcond.not, label %bb4, label %bb3, !dbg !802
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #6

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #2

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/dangling.rs/@/dangling.3634c60f76ecbe08-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "grow_one<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcfda6bd74216d8c6E", scope: !81, file: !80, line: 186, type: !123, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !126, retainedNodes: !127)
!80 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<i64, alloc::alloc::Global>", scope: !82, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !84, templateParams: !122, identifier: "88db9d6da9a60fc3f1b91aaa82254729")
!82 = !DINamespace(name: "raw_vec", scope: !83)
!83 = !DINamespace(name: "alloc", scope: null)
!84 = !{!85, !117}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !81, file: !9, baseType: !86, size: 128, align: 64, flags: DIFlagPrivate)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !82, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !87, templateParams: !115, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!87 = !{!88, !105, !112}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !86, file: !9, baseType: !89, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !90, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !91, templateParams: !99, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!90 = !DINamespace(name: "unique", scope: !11)
!91 = !{!92, !101}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !89, file: !9, baseType: !93, size: 64, align: 64, flags: DIFlagPrivate)
!93 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !94, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !99, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!94 = !DINamespace(name: "non_null", scope: !11)
!95 = !{!96}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !93, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!98 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!99 = !{!100}
!100 = !DITemplateTypeParameter(name: "T", type: !98)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !89, file: !9, baseType: !102, align: 8, offset: 64, flags: DIFlagPrivate)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !103, file: !9, align: 8, flags: DIFlagPublic, elements: !104, templateParams: !99, identifier: "15bae875c56c7c0f828edf19d836075e")
!103 = !DINamespace(name: "marker", scope: !12)
!104 = !{}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !86, file: !9, baseType: !106, size: 64, align: 64, flags: DIFlagPrivate)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !107, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !104, identifier: "cad7375c0c871c072d809328de25b44")
!107 = !DINamespace(name: "niche_types", scope: !108)
!108 = !DINamespace(name: "num", scope: !12)
!109 = !{!110}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !106, file: !9, baseType: !111, size: 64, align: 64, flags: DIFlagPrivate)
!111 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !86, file: !9, baseType: !113, align: 8, offset: 128, flags: DIFlagPrivate)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !114, file: !9, align: 8, flags: DIFlagPublic, elements: !104, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!114 = !DINamespace(name: "alloc", scope: !83)
!115 = !{!116}
!116 = !DITemplateTypeParameter(name: "A", type: !113)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !81, file: !9, baseType: !118, align: 8, offset: 128, flags: DIFlagPrivate)
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<i64>", scope: !103, file: !9, align: 8, flags: DIFlagPublic, elements: !104, templateParams: !119, identifier: "e8dc065bc179dc66fbdcad5de0bccec8")
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "T", type: !121)
!121 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!122 = !{!120, !116}
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!126 = !DISubprogram(name: "grow_one<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17hcfda6bd74216d8c6E", scope: !81, file: !80, line: 186, type: !123, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!127 = !{!128}
!128 = !DILocalVariable(name: "self", arg: 1, scope: !79, file: !80, line: 186, type: !125)
!129 = !DILocation(line: 0, scope: !79)
!130 = !DILocalVariable(name: "elem_layout", scope: !131, file: !80, line: 489, type: !135, align: 64)
!131 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17ha6cab14d165dd2afE", scope: !86, file: !80, line: 489, type: !132, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !144, retainedNodes: !145)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !135}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !136, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !138, templateParams: !104, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!136 = !DINamespace(name: "layout", scope: !137)
!137 = !DINamespace(name: "alloc", scope: !12)
!138 = !{!139, !140}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !135, file: !9, baseType: !111, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !135, file: !9, baseType: !141, size: 64, align: 64, flags: DIFlagPrivate)
!141 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !142, templateParams: !104, identifier: "5099570874743123f8e757e4da3ea37b")
!142 = !{!143}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !141, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!144 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17ha6cab14d165dd2afE", scope: !86, file: !80, line: 489, type: !132, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!145 = !{!146, !130, !147}
!146 = !DILocalVariable(name: "self", arg: 1, scope: !131, file: !80, line: 489, type: !134)
!147 = !DILocalVariable(name: "err", scope: !148, file: !80, line: 491, type: !149, align: 64)
!148 = distinct !DILexicalBlock(scope: !131, file: !80, line: 491, column: 95)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !150, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !151, templateParams: !104, identifier: "aadc5b14185c42e764a105b028ba728d")
!150 = !DINamespace(name: "collections", scope: !83)
!151 = !{!152}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !149, file: !9, baseType: !153, size: 128, align: 64, flags: DIFlagPrivate)
!153 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !150, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !154, templateParams: !104, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!154 = !{!155}
!155 = !DICompositeType(tag: DW_TAG_variant_part, scope: !153, file: !9, size: 128, align: 64, elements: !156, templateParams: !104, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !165)
!156 = !{!157, !159}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !155, file: !9, baseType: !158, size: 128, align: 64, extraData: i64 0)
!158 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !153, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !104, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!159 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !155, file: !9, baseType: !160, size: 128, align: 64)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !153, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !161, templateParams: !104, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!161 = !{!162, !163}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !160, file: !9, baseType: !135, size: 128, align: 64, flags: DIFlagPublic)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !160, file: !9, baseType: !164, align: 8, offset: 128, flags: DIFlagPublic)
!164 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!165 = !DIDerivedType(tag: DW_TAG_member, scope: !153, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!166 = !DILocation(line: 0, scope: !131, inlinedAt: !167)
!167 = !DILocation(line: 188, column: 29, scope: !79)
!168 = !DILocation(line: 491, column: 56, scope: !148, inlinedAt: !167)
!169 = !{i64 0, i64 -9223372036854775808}
!170 = !DILocation(line: 491, column: 41, scope: !148, inlinedAt: !167)
!171 = !DILocation(line: 491, column: 27, scope: !148, inlinedAt: !167)
!172 = !DILocation(line: 491, column: 16, scope: !148, inlinedAt: !167)
!173 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!174 = !DILocation(line: 0, scope: !148, inlinedAt: !167)
!175 = !DILocation(line: 492, column: 13, scope: !148, inlinedAt: !167)
!176 = !DILocation(line: 189, column: 6, scope: !79)
!177 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h119ab145fb2e3194E", scope: !86, file: !80, line: 542, type: !178, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !206, retainedNodes: !208)
!178 = !DISubroutineType(cc: DW_CC_nocall, types: !179)
!179 = !{!180, !205, !111, !135}
!180 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !181, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !182, templateParams: !104, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!181 = !DINamespace(name: "result", scope: !12)
!182 = !{!183}
!183 = !DICompositeType(tag: DW_TAG_variant_part, scope: !180, file: !9, size: 192, align: 64, elements: !184, templateParams: !104, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !204)
!184 = !{!185, !200}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !183, file: !9, baseType: !186, size: 192, align: 64, extraData: i64 0)
!186 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !180, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !187, templateParams: !197, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!187 = !{!188}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !186, file: !9, baseType: !189, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!189 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !94, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !190, templateParams: !99, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!190 = !{!191}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !189, file: !9, baseType: !192, size: 128, align: 64, flags: DIFlagPrivate)
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !193, templateParams: !104, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!193 = !{!194, !196}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !192, file: !9, baseType: !195, size: 64, align: 64)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !192, file: !9, baseType: !111, size: 64, align: 64, offset: 64)
!197 = !{!198, !199}
!198 = !DITemplateTypeParameter(name: "T", type: !189)
!199 = !DITemplateTypeParameter(name: "E", type: !149)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !183, file: !9, baseType: !201, size: 192, align: 64, extraData: i64 1)
!201 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !180, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !202, templateParams: !197, identifier: "9234330068e745d91141199209a66860")
!202 = !{!203}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !201, file: !9, baseType: !149, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!204 = !DIDerivedType(tag: DW_TAG_member, scope: !180, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!206 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h119ab145fb2e3194E", scope: !86, file: !80, line: 542, type: !207, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!207 = !DISubroutineType(types: !179)
!208 = !{!209, !210, !211, !212, !214, !234, !236, !254, !256, !257}
!209 = !DILocalVariable(name: "self", arg: 1, scope: !177, file: !80, line: 543, type: !205)
!210 = !DILocalVariable(name: "cap", arg: 2, scope: !177, file: !80, line: 544, type: !111)
!211 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !177, file: !80, line: 545, type: !135)
!212 = !DILocalVariable(name: "new_layout", scope: !213, file: !80, line: 547, type: !135, align: 64)
!213 = distinct !DILexicalBlock(scope: !177, file: !80, line: 547, column: 9)
!214 = !DILocalVariable(name: "residual", scope: !215, file: !80, line: 547, type: !216, align: 64)
!215 = distinct !DILexicalBlock(scope: !177, file: !80, line: 547, column: 56)
!216 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !217, templateParams: !104, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!217 = !{!218}
!218 = !DICompositeType(tag: DW_TAG_variant_part, scope: !216, file: !9, size: 128, align: 64, elements: !219, templateParams: !104, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!219 = !{!220, !230}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !218, file: !9, baseType: !221, size: 128, align: 64)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !216, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !222, templateParams: !228, identifier: "725030a854544723e0ecac01ee80d30f")
!222 = !{!223}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !221, file: !9, baseType: !224, align: 8, flags: DIFlagPublic)
!224 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !225, file: !9, align: 8, flags: DIFlagPublic, elements: !226, templateParams: !104, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!225 = !DINamespace(name: "convert", scope: !12)
!226 = !{!227}
!227 = !DICompositeType(tag: DW_TAG_variant_part, scope: !224, file: !9, align: 8, elements: !104, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!228 = !{!229, !199}
!229 = !DITemplateTypeParameter(name: "T", type: !224)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !218, file: !9, baseType: !231, size: 128, align: 64)
!231 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !216, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !232, templateParams: !228, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!232 = !{!233}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !231, file: !9, baseType: !149, size: 128, align: 64, flags: DIFlagPublic)
!234 = !DILocalVariable(name: "val", scope: !235, file: !80, line: 547, type: !135, align: 64)
!235 = distinct !DILexicalBlock(scope: !177, file: !80, line: 547, column: 56)
!236 = !DILocalVariable(name: "memory", scope: !237, file: !80, line: 549, type: !238, align: 64)
!237 = distinct !DILexicalBlock(scope: !213, file: !80, line: 549, column: 9)
!238 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !239, templateParams: !104, identifier: "519a674418a5b51cf8bee27a967aa54e")
!239 = !{!240}
!240 = !DICompositeType(tag: DW_TAG_variant_part, scope: !238, file: !9, size: 128, align: 64, elements: !241, templateParams: !104, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !253)
!241 = !{!242, !249}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !240, file: !9, baseType: !243, size: 128, align: 64)
!243 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !238, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !244, templateParams: !246, identifier: "30b736d771929d0b7715388dfe942406")
!244 = !{!245}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !243, file: !9, baseType: !189, size: 128, align: 64, flags: DIFlagPublic)
!246 = !{!198, !247}
!247 = !DITemplateTypeParameter(name: "E", type: !248)
!248 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !104, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!249 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !240, file: !9, baseType: !250, size: 128, align: 64, extraData: i64 0)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !238, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !251, templateParams: !246, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!251 = !{!252}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !250, file: !9, baseType: !248, align: 8, flags: DIFlagPublic)
!253 = !DIDerivedType(tag: DW_TAG_member, scope: !238, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "ptr", scope: !255, file: !80, line: 549, type: !93, align: 64)
!255 = distinct !DILexicalBlock(scope: !213, file: !80, line: 549, column: 99)
!256 = !DILocalVariable(name: "old_layout", scope: !255, file: !80, line: 549, type: !135, align: 64)
!257 = !DILocalVariable(name: "memory", scope: !258, file: !80, line: 563, type: !189, align: 64)
!258 = distinct !DILexicalBlock(scope: !237, file: !80, line: 563, column: 13)
!259 = !DILocation(line: 0, scope: !177)
!260 = !DILocalVariable(name: "cap", arg: 1, scope: !261, file: !80, line: 894, type: !111)
!261 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !82, file: !80, line: 894, type: !262, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !279)
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !111, !135}
!264 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !181, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !265, templateParams: !104, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!265 = !{!266}
!266 = !DICompositeType(tag: DW_TAG_variant_part, scope: !264, file: !9, size: 192, align: 64, elements: !267, templateParams: !104, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !278)
!267 = !{!268, !274}
!268 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !266, file: !9, baseType: !269, size: 192, align: 64, extraData: i64 0)
!269 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !264, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !270, templateParams: !272, identifier: "3468e8a189e0e1406885d0070654e614")
!270 = !{!271}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !269, file: !9, baseType: !135, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!272 = !{!273, !199}
!273 = !DITemplateTypeParameter(name: "T", type: !135)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !266, file: !9, baseType: !275, size: 192, align: 64, extraData: i64 1)
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !264, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !276, templateParams: !272, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!276 = !{!277}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !275, file: !9, baseType: !149, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!278 = !DIDerivedType(tag: DW_TAG_member, scope: !264, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!279 = !{!260, !280, !280, !281}
!280 = !DILocalVariable(name: "elem_layout", scope: !261, file: !80, line: 894, type: !135, align: 64)
!281 = !DILocalVariable(name: "layout", scope: !282, file: !80, line: 901, type: !135, align: 64)
!282 = distinct !DILexicalBlock(scope: !261, file: !80, line: 901, column: 9)
!283 = !DILocation(line: 0, scope: !261, inlinedAt: !284)
!284 = !DILocation(line: 547, column: 26, scope: !177)
!285 = !DILocalVariable(name: "n", arg: 2, scope: !286, file: !287, line: 526, type: !111)
!286 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !135, file: !287, line: 526, type: !288, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !307, retainedNodes: !308)
!287 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!288 = !DISubroutineType(types: !289)
!289 = !{!290, !306, !111}
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !291, templateParams: !104, identifier: "176dd254fc51c9bbff58827463bc0f7")
!291 = !{!292}
!292 = !DICompositeType(tag: DW_TAG_variant_part, scope: !290, file: !9, size: 128, align: 64, elements: !293, templateParams: !104, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !305)
!293 = !{!294, !301}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !292, file: !9, baseType: !295, size: 128, align: 64)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !290, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !296, templateParams: !298, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!296 = !{!297}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !295, file: !9, baseType: !135, size: 128, align: 64, flags: DIFlagPublic)
!298 = !{!273, !299}
!299 = !DITemplateTypeParameter(name: "E", type: !300)
!300 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !104, identifier: "dc083c9e2be34eb2f717cce2335e336")
!301 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !292, file: !9, baseType: !302, size: 128, align: 64, extraData: i64 0)
!302 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !290, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !303, templateParams: !298, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!303 = !{!304}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !302, file: !9, baseType: !300, align: 8, flags: DIFlagPublic)
!305 = !DIDerivedType(tag: DW_TAG_member, scope: !290, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!307 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !135, file: !287, line: 526, type: !288, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!308 = !{!309, !285, !310}
!309 = !DILocalVariable(name: "self", arg: 1, scope: !286, file: !287, line: 526, type: !306)
!310 = !DILocalVariable(name: "size", scope: !311, file: !287, line: 527, type: !111, align: 64)
!311 = distinct !DILexicalBlock(scope: !286, file: !287, line: 527, column: 54)
!312 = !DILocation(line: 0, scope: !286, inlinedAt: !313)
!313 = !DILocation(line: 900, column: 23, scope: !261, inlinedAt: !284)
!314 = !DILocalVariable(name: "rhs", arg: 2, scope: !315, file: !316, line: 1160, type: !111)
!315 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !317, file: !316, line: 1160, type: !318, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !334)
!316 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!317 = !DINamespace(name: "{impl#11}", scope: !108)
!318 = !DISubroutineType(types: !319)
!319 = !{!320, !111, !111}
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !321, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !322, templateParams: !104, identifier: "6f59025219977f466509bd4ae79a2945")
!321 = !DINamespace(name: "option", scope: !12)
!322 = !{!323}
!323 = !DICompositeType(tag: DW_TAG_variant_part, scope: !320, file: !9, size: 128, align: 64, elements: !324, templateParams: !104, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !333)
!324 = !{!325, !329}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !323, file: !9, baseType: !326, size: 128, align: 64, extraData: i64 0)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !320, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !104, templateParams: !327, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!327 = !{!328}
!328 = !DITemplateTypeParameter(name: "T", type: !111)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !323, file: !9, baseType: !330, size: 128, align: 64, extraData: i64 1)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !320, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !331, templateParams: !327, identifier: "c70f2dfad93186ce146b7e80830727")
!331 = !{!332}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !330, file: !9, baseType: !111, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!333 = !DIDerivedType(tag: DW_TAG_member, scope: !320, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!334 = !{!335, !314, !336, !338}
!335 = !DILocalVariable(name: "self", arg: 1, scope: !315, file: !316, line: 1160, type: !111)
!336 = !DILocalVariable(name: "a", scope: !337, file: !316, line: 1161, type: !111, align: 64)
!337 = distinct !DILexicalBlock(scope: !315, file: !316, line: 1161, column: 13)
!338 = !DILocalVariable(name: "b", scope: !337, file: !316, line: 1161, type: !339, align: 8)
!339 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!340 = !DILocation(line: 0, scope: !315, inlinedAt: !341)
!341 = !DILocation(line: 527, column: 39, scope: !311, inlinedAt: !313)
!342 = !DILocalVariable(name: "rhs", arg: 2, scope: !343, file: !316, line: 3050, type: !111)
!343 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !317, file: !316, line: 3050, type: !344, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !350)
!344 = !DISubroutineType(types: !345)
!345 = !{!346, !111, !111}
!346 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !347, templateParams: !104, identifier: "d571287e27d8be874e95a2f698798cc6")
!347 = !{!348, !349}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !346, file: !9, baseType: !111, size: 64, align: 64)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !346, file: !9, baseType: !339, size: 8, align: 8, offset: 64)
!350 = !{!351, !342}
!351 = !DILocalVariable(name: "self", arg: 1, scope: !343, file: !316, line: 3050, type: !111)
!352 = !DILocation(line: 0, scope: !343, inlinedAt: !353)
!353 = !DILocation(line: 1161, column: 31, scope: !315, inlinedAt: !341)
!354 = !DILocation(line: 526, column: 32, scope: !286, inlinedAt: !313)
!355 = !DILocation(line: 3051, column: 26, scope: !343, inlinedAt: !353)
!356 = !DILocation(line: 0, scope: !337, inlinedAt: !341)
!357 = !DILocalVariable(name: "b", arg: 1, scope: !358, file: !359, line: 456, type: !339)
!358 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !360, file: !359, line: 456, type: !361, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !363)
!359 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!360 = !DINamespace(name: "intrinsics", scope: !12)
!361 = !DISubroutineType(types: !362)
!362 = !{!339, !339}
!363 = !{!357}
!364 = !DILocation(line: 0, scope: !358, inlinedAt: !365)
!365 = !DILocation(line: 1162, column: 16, scope: !337, inlinedAt: !341)
!366 = !DILocation(line: 0, scope: !311, inlinedAt: !313)
!367 = !DILocation(line: 457, column: 8, scope: !358, inlinedAt: !365)
!368 = !{!"branch_weights", i32 2000, i32 2002}
!369 = !DILocation(line: 0, scope: !213)
!370 = !DILocalVariable(name: "self", arg: 1, scope: !371, file: !80, line: 631, type: !205)
!371 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3c92f410406bb583E", scope: !86, file: !80, line: 631, type: !372, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !391, retainedNodes: !392)
!372 = !DISubroutineType(types: !373)
!373 = !{!374, !205, !135}
!374 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !321, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !375, templateParams: !104, identifier: "ee7541504661f874c2915c0073b72bc1")
!375 = !{!376}
!376 = !DICompositeType(tag: DW_TAG_variant_part, scope: !374, file: !9, size: 192, align: 64, elements: !377, templateParams: !104, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !390)
!377 = !{!378, !386}
!378 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !376, file: !9, baseType: !379, size: 192, align: 64, extraData: i64 0)
!379 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !374, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !104, templateParams: !380, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "T", type: !382)
!382 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !383, templateParams: !104, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!383 = !{!384, !385}
!384 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !382, file: !9, baseType: !93, size: 64, align: 64)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !382, file: !9, baseType: !135, size: 128, align: 64, offset: 64)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !376, file: !9, baseType: !387, size: 192, align: 64)
!387 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !374, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !388, templateParams: !380, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!388 = !{!389}
!389 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !387, file: !9, baseType: !382, size: 192, align: 64, flags: DIFlagPublic)
!390 = !DIDerivedType(tag: DW_TAG_member, scope: !374, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!391 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3c92f410406bb583E", scope: !86, file: !80, line: 631, type: !372, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!392 = !{!370, !393, !394, !396}
!393 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !371, file: !80, line: 631, type: !135)
!394 = !DILocalVariable(name: "alloc_size", scope: !395, file: !80, line: 640, type: !111, align: 64)
!395 = distinct !DILexicalBlock(scope: !371, file: !80, line: 640, column: 17)
!396 = !DILocalVariable(name: "layout", scope: !397, file: !80, line: 641, type: !135, align: 64)
!397 = distinct !DILexicalBlock(scope: !395, file: !80, line: 641, column: 17)
!398 = !DILocation(line: 0, scope: !371, inlinedAt: !399)
!399 = distinct !DILocation(line: 549, column: 69, scope: !255)
!400 = !DILocalVariable(name: "self", arg: 1, scope: !401, file: !316, line: 1220, type: !111)
!401 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !317, file: !316, line: 1220, type: !402, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !428)
!402 = !DISubroutineType(types: !403)
!403 = !{!111, !111, !111, !404}
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !405, size: 64, align: 64, dwarfAddressSpace: 0)
!405 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !406, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !408, templateParams: !104, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!406 = !DINamespace(name: "location", scope: !407)
!407 = !DINamespace(name: "panic", scope: !12)
!408 = !{!409, !417, !419, !420}
!409 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !405, file: !9, baseType: !410, size: 128, align: 64, flags: DIFlagPrivate)
!410 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !94, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !411, templateParams: !99, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!411 = !{!412}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !410, file: !9, baseType: !413, size: 128, align: 64, flags: DIFlagPrivate)
!413 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !414, templateParams: !104, identifier: "238a44609877474087c05adf26cd41fa")
!414 = !{!415, !416}
!415 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !413, file: !9, baseType: !195, size: 64, align: 64)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !413, file: !9, baseType: !111, size: 64, align: 64, offset: 64)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !405, file: !9, baseType: !418, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!418 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !405, file: !9, baseType: !418, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !405, file: !9, baseType: !421, align: 8, offset: 192, flags: DIFlagPrivate)
!421 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !103, file: !9, align: 8, flags: DIFlagPublic, elements: !104, templateParams: !422, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!422 = !{!423}
!423 = !DITemplateTypeParameter(name: "T", type: !424)
!424 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !425, templateParams: !104, identifier: "9277eecd40495f85161460476aacc992")
!425 = !{!426, !427}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !424, file: !9, baseType: !195, size: 64, align: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !424, file: !9, baseType: !111, size: 64, align: 64, offset: 64)
!428 = !{!400, !429}
!429 = !DILocalVariable(name: "rhs", arg: 2, scope: !401, file: !316, line: 1220, type: !111)
!430 = !DILocation(line: 0, scope: !401, inlinedAt: !431)
!431 = distinct !DILocation(line: 640, column: 53, scope: !371, inlinedAt: !399)
!432 = !DILocation(line: 632, column: 39, scope: !371, inlinedAt: !399)
!433 = !DILocation(line: 1232, column: 17, scope: !401, inlinedAt: !431)
!434 = !DILocation(line: 0, scope: !255)
!435 = !DILocalVariable(name: "self", arg: 1, scope: !436, file: !437, line: 448, type: !441)
!436 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !438, file: !437, line: 447, type: !439, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !442)
!437 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!438 = !DINamespace(name: "{impl#1}", scope: !114)
!439 = !DISubroutineType(types: !440)
!440 = !{!238, !441, !93, !135, !135}
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !113, size: 64, align: 64, dwarfAddressSpace: 0)
!442 = !{!435, !443, !444, !445}
!443 = !DILocalVariable(name: "ptr", arg: 2, scope: !436, file: !437, line: 449, type: !93)
!444 = !DILocalVariable(name: "old_layout", arg: 3, scope: !436, file: !437, line: 450, type: !135)
!445 = !DILocalVariable(name: "new_layout", arg: 4, scope: !436, file: !437, line: 451, type: !135)
!446 = !DILocation(line: 0, scope: !436, inlinedAt: !447)
!447 = distinct !DILocation(line: 555, column: 28, scope: !255)
!448 = !DILocalVariable(name: "self", arg: 1, scope: !449, file: !437, line: 336, type: !441)
!449 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !113, file: !437, line: 335, type: !450, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !452, retainedNodes: !453)
!450 = !DISubroutineType(types: !451)
!451 = !{!238, !441, !93, !135, !135, !339}
!452 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !113, file: !437, line: 335, type: !450, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!453 = !{!448, !454, !455, !456, !457}
!454 = !DILocalVariable(name: "ptr", arg: 2, scope: !449, file: !437, line: 337, type: !93)
!455 = !DILocalVariable(name: "old_layout", arg: 3, scope: !449, file: !437, line: 338, type: !135)
!456 = !DILocalVariable(name: "new_layout", arg: 4, scope: !449, file: !437, line: 339, type: !135)
!457 = !DILocalVariable(name: "zeroed", scope: !449, file: !437, line: 340, type: !339, align: 8)
!458 = !DILocation(line: 0, scope: !449, inlinedAt: !459)
!459 = distinct !DILocation(line: 454, column: 23, scope: !436, inlinedAt: !447)
!460 = !DILocalVariable(name: "self", arg: 1, scope: !461, file: !437, line: 217, type: !441)
!461 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !113, file: !437, line: 216, type: !450, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !462, retainedNodes: !463)
!462 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !113, file: !437, line: 216, type: !450, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!463 = !{!460, !464, !465, !466, !467, !468, !470, !472, !474, !477, !479, !494, !496, !498, !500, !502}
!464 = !DILocalVariable(name: "ptr", arg: 2, scope: !461, file: !437, line: 218, type: !93)
!465 = !DILocalVariable(name: "old_layout", arg: 3, scope: !461, file: !437, line: 219, type: !135)
!466 = !DILocalVariable(name: "new_layout", arg: 4, scope: !461, file: !437, line: 220, type: !135)
!467 = !DILocalVariable(name: "zeroed", arg: 5, scope: !461, file: !437, line: 221, type: !339)
!468 = !DILocalVariable(name: "old_size", scope: !469, file: !437, line: 233, type: !111, align: 64)
!469 = distinct !DILexicalBlock(scope: !461, file: !437, line: 233, column: 13)
!470 = !DILocalVariable(name: "old_size", scope: !469, file: !437, line: 233, type: !471, align: 64)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !111, size: 64, align: 64, dwarfAddressSpace: 0)
!472 = !DILocalVariable(name: "new_size", scope: !473, file: !437, line: 234, type: !111, align: 64)
!473 = distinct !DILexicalBlock(scope: !469, file: !437, line: 234, column: 17)
!474 = !DILocalVariable(name: "raw_ptr", scope: !475, file: !437, line: 239, type: !476, align: 64)
!475 = distinct !DILexicalBlock(scope: !473, file: !437, line: 239, column: 17)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!477 = !DILocalVariable(name: "ptr", scope: !478, file: !437, line: 240, type: !93, align: 64)
!478 = distinct !DILexicalBlock(scope: !475, file: !437, line: 240, column: 17)
!479 = !DILocalVariable(name: "residual", scope: !480, file: !437, line: 240, type: !481, align: 8)
!480 = distinct !DILexicalBlock(scope: !475, file: !437, line: 240, column: 66)
!481 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !181, file: !9, align: 8, flags: DIFlagPublic, elements: !482, templateParams: !104, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!482 = !{!483}
!483 = !DICompositeType(tag: DW_TAG_variant_part, scope: !481, file: !9, align: 8, elements: !484, templateParams: !104, identifier: "f5e162db303eef1e33f578c71ec0a693")
!484 = !{!485, !490}
!485 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !483, file: !9, baseType: !486, align: 8)
!486 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !481, file: !9, align: 8, flags: DIFlagPublic, elements: !487, templateParams: !489, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!487 = !{!488}
!488 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !486, file: !9, baseType: !224, align: 8, flags: DIFlagPublic)
!489 = !{!229, !247}
!490 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !483, file: !9, baseType: !491, align: 8)
!491 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !481, file: !9, align: 8, flags: DIFlagPublic, elements: !492, templateParams: !489, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!492 = !{!493}
!493 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !491, file: !9, baseType: !248, align: 8, flags: DIFlagPublic)
!494 = !DILocalVariable(name: "val", scope: !495, file: !437, line: 240, type: !93, align: 64)
!495 = distinct !DILexicalBlock(scope: !475, file: !437, line: 240, column: 66)
!496 = !DILocalVariable(name: "old_size", scope: !497, file: !437, line: 252, type: !111, align: 64)
!497 = distinct !DILexicalBlock(scope: !461, file: !437, line: 252, column: 13)
!498 = !DILocalVariable(name: "new_ptr", scope: !499, file: !437, line: 253, type: !189, align: 64)
!499 = distinct !DILexicalBlock(scope: !497, file: !437, line: 253, column: 17)
!500 = !DILocalVariable(name: "residual", scope: !501, file: !437, line: 253, type: !481, align: 8)
!501 = distinct !DILexicalBlock(scope: !497, file: !437, line: 253, column: 66)
!502 = !DILocalVariable(name: "val", scope: !503, file: !437, line: 253, type: !189, align: 64)
!503 = distinct !DILexicalBlock(scope: !497, file: !437, line: 253, column: 66)
!504 = !DILocation(line: 0, scope: !461, inlinedAt: !505)
!505 = distinct !DILocation(line: 342, column: 9, scope: !449, inlinedAt: !459)
!506 = !DILocalVariable(name: "layout", arg: 2, scope: !507, file: !437, line: 134, type: !135)
!507 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !114, file: !437, line: 134, type: !508, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{!476, !476, !135, !111}
!510 = !{!511, !506, !512}
!511 = !DILocalVariable(name: "ptr", arg: 1, scope: !507, file: !437, line: 134, type: !476)
!512 = !DILocalVariable(name: "new_size", arg: 3, scope: !507, file: !437, line: 134, type: !111)
!513 = !DILocation(line: 0, scope: !507, inlinedAt: !514)
!514 = distinct !DILocation(line: 239, column: 31, scope: !473, inlinedAt: !505)
!515 = !DILocation(line: 0, scope: !469, inlinedAt: !505)
!516 = !DILocation(line: 233, column: 13, scope: !469, inlinedAt: !505)
!517 = !DILocation(line: 0, scope: !473, inlinedAt: !505)
!518 = !DILocation(line: 237, column: 40, scope: !473, inlinedAt: !505)
!519 = !DILocalVariable(name: "cond", arg: 1, scope: !520, file: !521, line: 202, type: !339)
!520 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !522, file: !521, line: 202, type: !523, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !525)
!521 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!522 = !DINamespace(name: "hint", scope: !12)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !339, !404}
!525 = !{!519}
!526 = !DILocation(line: 0, scope: !520, inlinedAt: !527)
!527 = distinct !DILocation(line: 237, column: 17, scope: !473, inlinedAt: !505)
!528 = !DILocation(line: 210, column: 9, scope: !520, inlinedAt: !527)
!529 = !DILocation(line: 135, column: 14, scope: !507, inlinedAt: !514)
!530 = !DILocation(line: 0, scope: !237)
!531 = !DILocation(line: 549, column: 22, scope: !213)
!532 = !DILocalVariable(name: "self", arg: 1, scope: !533, file: !437, line: 428, type: !441)
!533 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !438, file: !437, line: 428, type: !534, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !536)
!534 = !DISubroutineType(types: !535)
!535 = !{!238, !441, !135}
!536 = !{!532, !537}
!537 = !DILocalVariable(name: "layout", arg: 2, scope: !533, file: !437, line: 428, type: !135)
!538 = !DILocation(line: 0, scope: !533, inlinedAt: !539)
!539 = distinct !DILocation(line: 558, column: 24, scope: !213)
!540 = !DILocalVariable(name: "self", arg: 1, scope: !541, file: !437, line: 311, type: !441)
!541 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !113, file: !437, line: 311, type: !542, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !544, retainedNodes: !545)
!542 = !DISubroutineType(types: !543)
!543 = !{!238, !441, !135, !339}
!544 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !113, file: !437, line: 311, type: !542, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!545 = !{!540, !546, !547}
!546 = !DILocalVariable(name: "layout", arg: 2, scope: !541, file: !437, line: 311, type: !135)
!547 = !DILocalVariable(name: "zeroed", scope: !541, file: !437, line: 311, type: !339, align: 8)
!548 = !DILocation(line: 0, scope: !541, inlinedAt: !549)
!549 = distinct !DILocation(line: 429, column: 14, scope: !533, inlinedAt: !539)
!550 = !DILocalVariable(name: "layout", arg: 1, scope: !551, file: !437, line: 185, type: !135)
!551 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !113, file: !437, line: 185, type: !552, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !554, retainedNodes: !555)
!552 = !DISubroutineType(types: !553)
!553 = !{!238, !135, !339}
!554 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !113, file: !437, line: 185, type: !552, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!555 = !{!550, !556, !557, !559, !561, !563, !565}
!556 = !DILocalVariable(name: "zeroed", arg: 2, scope: !551, file: !437, line: 185, type: !339)
!557 = !DILocalVariable(name: "size", scope: !558, file: !437, line: 189, type: !111, align: 64)
!558 = distinct !DILexicalBlock(scope: !551, file: !437, line: 189, column: 13)
!559 = !DILocalVariable(name: "raw_ptr", scope: !560, file: !437, line: 190, type: !476, align: 64)
!560 = distinct !DILexicalBlock(scope: !558, file: !437, line: 190, column: 17)
!561 = !DILocalVariable(name: "ptr", scope: !562, file: !437, line: 191, type: !93, align: 64)
!562 = distinct !DILexicalBlock(scope: !560, file: !437, line: 191, column: 17)
!563 = !DILocalVariable(name: "residual", scope: !564, file: !437, line: 191, type: !481, align: 8)
!564 = distinct !DILexicalBlock(scope: !560, file: !437, line: 191, column: 66)
!565 = !DILocalVariable(name: "val", scope: !566, file: !437, line: 191, type: !93, align: 64)
!566 = distinct !DILexicalBlock(scope: !560, file: !437, line: 191, column: 66)
!567 = !DILocation(line: 0, scope: !551, inlinedAt: !568)
!568 = distinct !DILocation(line: 312, column: 9, scope: !541, inlinedAt: !549)
!569 = !DILocalVariable(name: "layout", arg: 1, scope: !570, file: !437, line: 89, type: !135)
!570 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !114, file: !437, line: 89, type: !571, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !573)
!571 = !DISubroutineType(types: !572)
!572 = !{!476, !135}
!573 = !{!569}
!574 = !DILocation(line: 0, scope: !570, inlinedAt: !575)
!575 = distinct !DILocation(line: 190, column: 73, scope: !558, inlinedAt: !568)
!576 = !DILocation(line: 0, scope: !558, inlinedAt: !568)
!577 = !DILocation(line: 186, column: 9, scope: !551, inlinedAt: !568)
!578 = !DILocation(line: 93, column: 9, scope: !570, inlinedAt: !575)
!579 = !DILocation(line: 95, column: 9, scope: !570, inlinedAt: !575)
!580 = !DILocalVariable(name: "ptr", arg: 1, scope: !581, file: !582, line: 269, type: !476)
!581 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hfa3b4671c3beb609E", scope: !93, file: !582, line: 269, type: !583, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !99, declaration: !598, retainedNodes: !599)
!582 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!583 = !DISubroutineType(types: !584)
!584 = !{!585, !476}
!585 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !321, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !586, templateParams: !104, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!586 = !{!587}
!587 = !DICompositeType(tag: DW_TAG_variant_part, scope: !585, file: !9, size: 64, align: 64, elements: !588, templateParams: !104, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !597)
!588 = !{!589, !593}
!589 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !587, file: !9, baseType: !590, size: 64, align: 64, extraData: i64 0)
!590 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !585, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !104, templateParams: !591, identifier: "dad5724574518fd4604ed98c22fc07a9")
!591 = !{!592}
!592 = !DITemplateTypeParameter(name: "T", type: !93)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !587, file: !9, baseType: !594, size: 64, align: 64)
!594 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !585, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !595, templateParams: !591, identifier: "9697c4c24786271790f6148692230b16")
!595 = !{!596}
!596 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !594, file: !9, baseType: !93, size: 64, align: 64, flags: DIFlagPublic)
!597 = !DIDerivedType(tag: DW_TAG_member, scope: !585, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!598 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hfa3b4671c3beb609E", scope: !93, file: !582, line: 269, type: !583, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !99)
!599 = !{!580}
!600 = !DILocation(line: 0, scope: !581, inlinedAt: !601)
!601 = distinct !DILocation(line: 191, column: 27, scope: !560, inlinedAt: !568)
!602 = !DILocation(line: 0, scope: !560, inlinedAt: !568)
!603 = !DILocation(line: 270, column: 13, scope: !581, inlinedAt: !601)
!604 = !DILocation(line: 562, column: 15, scope: !237)
!605 = !DILocation(line: 562, column: 9, scope: !237)
!606 = !DILocation(line: 564, column: 23, scope: !237)
!607 = !DILocation(line: 564, column: 87, scope: !237)
!608 = !DILocation(line: 0, scope: !258)
!609 = !DILocation(line: 563, column: 27, scope: !258)
!610 = !DILocation(line: 563, column: 36, scope: !237)
!611 = !DILocation(line: 566, column: 6, scope: !177)
!612 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h07ae5bf1a5fe139dE", scope: !86, file: !80, line: 501, type: !613, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !630, retainedNodes: !632)
!613 = !DISubroutineType(cc: DW_CC_nocall, types: !614)
!614 = !{!615, !134, !111, !111, !135}
!615 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !616, templateParams: !104, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!616 = !{!617}
!617 = !DICompositeType(tag: DW_TAG_variant_part, scope: !615, file: !9, size: 128, align: 64, elements: !618, templateParams: !104, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !629)
!618 = !{!619, !625}
!619 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !617, file: !9, baseType: !620, size: 128, align: 64, extraData: i64 -9223372036854775807)
!620 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !615, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !621, templateParams: !623, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!621 = !{!622}
!622 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !620, file: !9, baseType: !164, align: 8, flags: DIFlagPublic)
!623 = !{!624, !199}
!624 = !DITemplateTypeParameter(name: "T", type: !164)
!625 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !617, file: !9, baseType: !626, size: 128, align: 64)
!626 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !615, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !627, templateParams: !623, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!627 = !{!628}
!628 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !626, file: !9, baseType: !149, size: 128, align: 64, flags: DIFlagPublic)
!629 = !DIDerivedType(tag: DW_TAG_member, scope: !615, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!630 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h07ae5bf1a5fe139dE", scope: !86, file: !80, line: 501, type: !631, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!631 = !DISubroutineType(types: !614)
!632 = !{!633, !634, !635, !636, !637, !639, !655, !657, !659, !661, !663, !665}
!633 = !DILocalVariable(name: "self", arg: 1, scope: !612, file: !80, line: 502, type: !134)
!634 = !DILocalVariable(name: "len", arg: 2, scope: !612, file: !80, line: 503, type: !111)
!635 = !DILocalVariable(name: "additional", arg: 3, scope: !612, file: !80, line: 504, type: !111)
!636 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !612, file: !80, line: 505, type: !135)
!637 = !DILocalVariable(name: "required_cap", scope: !638, file: !80, line: 517, type: !111, align: 64)
!638 = distinct !DILexicalBlock(scope: !612, file: !80, line: 517, column: 9)
!639 = !DILocalVariable(name: "residual", scope: !640, file: !80, line: 517, type: !641, align: 64)
!640 = distinct !DILexicalBlock(scope: !612, file: !80, line: 517, column: 79)
!641 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !181, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !642, templateParams: !104, identifier: "684fce27aa0ce014cb47758e0849e96b")
!642 = !{!643}
!643 = !DICompositeType(tag: DW_TAG_variant_part, scope: !641, file: !9, size: 128, align: 64, elements: !644, templateParams: !104, identifier: "c4865dab106be94ee943cbb0bd998213")
!644 = !{!645, !651}
!645 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !643, file: !9, baseType: !646, size: 128, align: 64)
!646 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !641, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !647, templateParams: !649, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!647 = !{!648}
!648 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !646, file: !9, baseType: !224, align: 8, flags: DIFlagPublic)
!649 = !{!229, !650}
!650 = !DITemplateTypeParameter(name: "E", type: !153)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !643, file: !9, baseType: !652, size: 128, align: 64)
!652 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !641, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !653, templateParams: !649, identifier: "898e7523519ac715569c914e431d1c9a")
!653 = !{!654}
!654 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !652, file: !9, baseType: !153, size: 128, align: 64, flags: DIFlagPublic)
!655 = !DILocalVariable(name: "val", scope: !656, file: !80, line: 517, type: !111, align: 64)
!656 = distinct !DILexicalBlock(scope: !612, file: !80, line: 517, column: 79)
!657 = !DILocalVariable(name: "cap", scope: !658, file: !80, line: 521, type: !111, align: 64)
!658 = distinct !DILexicalBlock(scope: !638, file: !80, line: 521, column: 9)
!659 = !DILocalVariable(name: "cap", scope: !660, file: !80, line: 522, type: !111, align: 64)
!660 = distinct !DILexicalBlock(scope: !658, file: !80, line: 522, column: 9)
!661 = !DILocalVariable(name: "ptr", scope: !662, file: !80, line: 527, type: !189, align: 64)
!662 = distinct !DILexicalBlock(scope: !660, file: !80, line: 527, column: 9)
!663 = !DILocalVariable(name: "residual", scope: !664, file: !80, line: 527, type: !216, align: 64)
!664 = distinct !DILexicalBlock(scope: !660, file: !80, line: 527, column: 62)
!665 = !DILocalVariable(name: "val", scope: !666, file: !80, line: 527, type: !189, align: 64)
!666 = distinct !DILexicalBlock(scope: !660, file: !80, line: 527, column: 62)
!667 = !DILocation(line: 0, scope: !612)
!668 = !DILocalVariable(name: "self", arg: 1, scope: !669, file: !80, line: 770, type: !134)
!669 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h8e582a426ee08c0cE", scope: !86, file: !80, line: 770, type: !670, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !672, retainedNodes: !673)
!670 = !DISubroutineType(types: !671)
!671 = !{null, !134, !189, !111}
!672 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h8e582a426ee08c0cE", scope: !86, file: !80, line: 770, type: !670, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!673 = !{!668, !674, !675}
!674 = !DILocalVariable(name: "ptr", arg: 2, scope: !669, file: !80, line: 770, type: !189)
!675 = !DILocalVariable(name: "cap", arg: 3, scope: !669, file: !80, line: 770, type: !111)
!676 = !DILocation(line: 0, scope: !669, inlinedAt: !677)
!677 = !DILocation(line: 530, column: 23, scope: !662)
!678 = !DILocalVariable(name: "self", arg: 1, scope: !679, file: !316, line: 761, type: !111)
!679 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !317, file: !316, line: 761, type: !318, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !680)
!680 = !{!678, !681}
!681 = !DILocalVariable(name: "rhs", arg: 2, scope: !679, file: !316, line: 761, type: !111)
!682 = !DILocation(line: 0, scope: !679, inlinedAt: !683)
!683 = !DILocation(line: 517, column: 32, scope: !612)
!684 = !DILocalVariable(name: "self", arg: 1, scope: !685, file: !686, line: 2172, type: !180)
!685 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h1c0431fab1632c86E", scope: !687, file: !686, line: 2172, type: !688, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !197, retainedNodes: !708)
!686 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!687 = !DINamespace(name: "{impl#27}", scope: !181)
!688 = !DISubroutineType(types: !689)
!689 = !{!690, !180}
!690 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !691, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !693, templateParams: !104, identifier: "cc7f3b831c8bf039303ab233969d396")
!691 = !DINamespace(name: "control_flow", scope: !692)
!692 = !DINamespace(name: "ops", scope: !12)
!693 = !{!694}
!694 = !DICompositeType(tag: DW_TAG_variant_part, scope: !690, file: !9, size: 192, align: 64, elements: !695, templateParams: !104, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !707)
!695 = !{!696, !703}
!696 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !694, file: !9, baseType: !697, size: 192, align: 64, extraData: i64 0)
!697 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !690, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !698, templateParams: !700, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!698 = !{!699}
!699 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !697, file: !9, baseType: !189, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!700 = !{!701, !702}
!701 = !DITemplateTypeParameter(name: "B", type: !216)
!702 = !DITemplateTypeParameter(name: "C", type: !189)
!703 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !694, file: !9, baseType: !704, size: 192, align: 64, extraData: i64 1)
!704 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !690, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !705, templateParams: !700, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!705 = !{!706}
!706 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !704, file: !9, baseType: !216, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!707 = !DIDerivedType(tag: DW_TAG_member, scope: !690, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!708 = !{!684, !709, !711}
!709 = !DILocalVariable(name: "v", scope: !710, file: !686, line: 2174, type: !189, align: 64)
!710 = distinct !DILexicalBlock(scope: !685, file: !686, line: 2174, column: 13)
!711 = !DILocalVariable(name: "e", scope: !712, file: !686, line: 2175, type: !149, align: 64)
!712 = distinct !DILexicalBlock(scope: !685, file: !686, line: 2175, column: 13)
!713 = !DILocation(line: 2172, column: 15, scope: !685, inlinedAt: !714)
!714 = !DILocation(line: 527, column: 28, scope: !660)
!715 = !DILocation(line: 769, column: 37, scope: !679, inlinedAt: !683)
!716 = !DILocation(line: 0, scope: !638)
!717 = !DILocalVariable(name: "v2", arg: 2, scope: !718, file: !719, line: 1681, type: !111)
!718 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17hf624307f513844fcE", scope: !720, file: !719, line: 1681, type: !721, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, retainedNodes: !723)
!719 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!720 = !DINamespace(name: "cmp", scope: !12)
!721 = !DISubroutineType(types: !722)
!722 = !{!111, !111, !111}
!723 = !{!724, !717}
!724 = !DILocalVariable(name: "v1", arg: 1, scope: !718, file: !719, line: 1681, type: !111)
!725 = !DILocation(line: 0, scope: !718, inlinedAt: !726)
!726 = !DILocation(line: 521, column: 19, scope: !638)
!727 = !DILocation(line: 521, column: 28, scope: !638)
!728 = !DILocalVariable(name: "self", arg: 1, scope: !729, file: !719, line: 1033, type: !111)
!729 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17h6642aa62671c0321E", scope: !730, file: !719, line: 1033, type: !721, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !733, retainedNodes: !731)
!730 = !DINamespace(name: "Ord", scope: !720)
!731 = !{!728, !732}
!732 = !DILocalVariable(name: "other", arg: 2, scope: !729, file: !719, line: 1033, type: !111)
!733 = !{!734}
!734 = !DITemplateTypeParameter(name: "Self", type: !111)
!735 = !DILocation(line: 0, scope: !729, inlinedAt: !736)
!736 = distinct !DILocation(line: 1682, column: 8, scope: !718, inlinedAt: !726)
!737 = !DILocation(line: 1038, column: 5, scope: !729, inlinedAt: !736)
!738 = !DILocation(line: 0, scope: !658)
!739 = !DILocation(line: 0, scope: !718, inlinedAt: !740)
!740 = !DILocation(line: 522, column: 19, scope: !658)
!741 = !DILocation(line: 0, scope: !729, inlinedAt: !742)
!742 = distinct !DILocation(line: 1682, column: 8, scope: !718, inlinedAt: !740)
!743 = !DILocation(line: 1038, column: 5, scope: !729, inlinedAt: !742)
!744 = !DILocation(line: 0, scope: !660)
!745 = !DILocation(line: 527, column: 33, scope: !660)
!746 = !DILocation(line: 2173, column: 15, scope: !685, inlinedAt: !714)
!747 = !{i64 0, i64 2}
!748 = !DILocation(line: 2173, column: 9, scope: !685, inlinedAt: !714)
!749 = !DILocation(line: 0, scope: !685, inlinedAt: !714)
!750 = !DILocation(line: 532, column: 6, scope: !612)
!751 = !DILocation(line: 2175, column: 17, scope: !685, inlinedAt: !714)
!752 = !{i64 0, i64 -9223372036854775807}
!753 = !DILocation(line: 527, column: 62, scope: !660)
!754 = !DILocation(line: 0, scope: !755)
!755 = !DILexicalBlockFile(scope: !638, file: !756, discriminator: 0)
!756 = !DIFile(filename: "dangling.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "e195311373755feb7750bd0b4363f8a1")
!757 = !DILocation(line: 2174, column: 16, scope: !685, inlinedAt: !714)
!758 = !DILocation(line: 0, scope: !662)
!759 = !DILocation(line: 774, column: 9, scope: !669, inlinedAt: !677)
!760 = !DILocation(line: 42, column: 26, scope: !761, inlinedAt: !766)
!761 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !106, file: !762, line: 40, type: !763, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !765)
!762 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!763 = !DISubroutineType(types: !764)
!764 = !{!106, !111}
!765 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !106, file: !762, line: 40, type: !763, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!766 = !DILocation(line: 775, column: 29, scope: !669, inlinedAt: !677)
!767 = !DILocation(line: 775, column: 9, scope: !669, inlinedAt: !677)
!768 = distinct !DISubprogram(name: "doubled", scope: !769, file: !756, line: 5, type: !770, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !772)
!769 = !DINamespace(name: "dangling", scope: null)
!770 = !DISubroutineType(types: !771)
!771 = !{!121, !121}
!772 = !{!773, !774, !781, !790}
!773 = !DILocalVariable(name: "n", arg: 1, scope: !768, file: !756, line: 5, type: !121)
!774 = !DILocalVariable(name: "vals", scope: !775, file: !756, line: 6, type: !776, align: 64)
!775 = distinct !DILexicalBlock(scope: !768, file: !756, line: 6, column: 5)
!776 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<i64, alloc::alloc::Global>", scope: !777, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !778, templateParams: !122, identifier: "91387d50f23ff68b7f3f83f93d5e0e45")
!777 = !DINamespace(name: "vec", scope: !83)
!778 = !{!779, !780}
!779 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !776, file: !9, baseType: !81, size: 128, align: 64, flags: DIFlagPrivate)
!780 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !776, file: !9, baseType: !111, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!781 = !DILocalVariable(name: "iter", scope: !782, file: !756, line: 7, type: !783, align: 64)
!782 = distinct !DILexicalBlock(scope: !775, file: !756, line: 7, column: 5)
!783 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<i64>", scope: !784, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !785, templateParams: !788, identifier: "7b5ca097287d3b088415c59526b6db0c")
!784 = !DINamespace(name: "range", scope: !692)
!785 = !{!786, !787}
!786 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !783, file: !9, baseType: !121, size: 64, align: 64, flags: DIFlagPublic)
!787 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !783, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!788 = !{!789}
!789 = !DITemplateTypeParameter(name: "Idx", type: !121)
!790 = !DILocalVariable(name: "i", scope: !791, file: !756, line: 7, type: !121, align: 64)
!791 = distinct !DILexicalBlock(scope: !782, file: !756, line: 7, column: 5)
!792 = !DILocalVariable(name: "self", arg: 1, scope: !793, file: !719, line: 1916, type: !798)
!793 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt", scope: !794, file: !719, line: 1916, type: !796, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !799)
!794 = !DINamespace(name: "{impl#78}", scope: !795)
!795 = !DINamespace(name: "impls", scope: !720)
!796 = !DISubroutineType(types: !797)
!797 = !{!339, !798, !798}
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i64", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!799 = !{!792, !800}
!800 = !DILocalVariable(name: "other", arg: 2, scope: !793, file: !719, line: 1916, type: !798)
!801 = !DILocation(line: 1916, column: 19, scope: !793, inlinedAt: !802)
!802 = !DILocation(line: 772, column: 12, scope: !803, inlinedAt: !826)
!803 = distinct !DISubprogram(name: "spec_next<i64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h1fb6ca65ec22d419E", scope: !805, file: !804, line: 771, type: !808, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, retainedNodes: !822)
!804 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!805 = !DINamespace(name: "{impl#5}", scope: !806)
!806 = !DINamespace(name: "range", scope: !807)
!807 = !DINamespace(name: "iter", scope: !12)
!808 = !DISubroutineType(types: !809)
!809 = !{!810, !821}
!810 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<i64>", scope: !321, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !811, templateParams: !104, identifier: "b57794be78e0ef6fc66ec82e0f5bd72")
!811 = !{!812}
!812 = !DICompositeType(tag: DW_TAG_variant_part, scope: !810, file: !9, size: 128, align: 64, elements: !813, templateParams: !104, identifier: "1ce7029255e40023898546465810cda7", discriminator: !820)
!813 = !{!814, !816}
!814 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !812, file: !9, baseType: !815, size: 128, align: 64, extraData: i64 0)
!815 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !810, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !104, templateParams: !119, identifier: "18847b17062cb477d318c702af67e96d")
!816 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !812, file: !9, baseType: !817, size: 128, align: 64, extraData: i64 1)
!817 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !810, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !818, templateParams: !119, identifier: "42c556b8514c7bd64b93d9a4eed1555c")
!818 = !{!819}
!819 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !817, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!820 = !DIDerivedType(tag: DW_TAG_member, scope: !810, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!821 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<i64>", baseType: !783, size: 64, align: 64, dwarfAddressSpace: 0)
!822 = !{!823, !824}
!823 = !DILocalVariable(name: "self", arg: 1, scope: !803, file: !804, line: 771, type: !821)
!824 = !DILocalVariable(name: "old", scope: !825, file: !804, line: 773, type: !121, align: 64)
!825 = distinct !DILexicalBlock(scope: !803, file: !804, line: 773, column: 13)
!826 = !DILocation(line: 857, column: 14, scope: !827, inlinedAt: !833)
!827 = distinct !DISubprogram(name: "next<i64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h4613ef7f8433b1bfE", scope: !828, file: !804, line: 856, type: !808, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !831, retainedNodes: !829)
!828 = !DINamespace(name: "{impl#6}", scope: !806)
!829 = !{!830}
!830 = !DILocalVariable(name: "self", arg: 1, scope: !827, file: !804, line: 856, type: !821)
!831 = !{!832}
!832 = !DITemplateTypeParameter(name: "A", type: !121)
!833 = !DILocation(line: 7, column: 14, scope: !834)
!834 = !DILexicalBlockFile(scope: !782, file: !756, discriminator: 2)
!835 = !DILocation(line: 771, column: 18, scope: !803, inlinedAt: !826)
!836 = !DILocation(line: 856, column: 13, scope: !827, inlinedAt: !833)
!837 = !DILocation(line: 0, scope: !768)
!838 = !DILocation(line: 6, column: 9, scope: !775)
!839 = !DILocalVariable(name: "n", scope: !840, file: !804, line: 195, type: !111, align: 64)
!840 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsE_NtNtCsgEmfK2I1SDS_4core4iter5rangexNtB5_4Step17forward_unchecked", scope: !841, file: !804, line: 195, type: !842, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !844)
!841 = !DINamespace(name: "{impl#42}", scope: !806)
!842 = !DISubroutineType(types: !843)
!843 = !{!121, !121, !111}
!844 = !{!845, !839}
!845 = !DILocalVariable(name: "start", arg: 1, scope: !840, file: !804, line: 195, type: !121)
!846 = !DILocation(line: 0, scope: !840, inlinedAt: !847)
!847 = !DILocation(line: 775, column: 35, scope: !825, inlinedAt: !826)
!848 = !DILocalVariable(name: "rhs", scope: !849, file: !850, line: 613, type: !13, align: 64)
!849 = distinct !DISubprogram(name: "checked_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx20checked_add_unsigned", scope: !851, file: !850, line: 613, type: !852, scopeLine: 613, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !854)
!850 = !DIFile(filename: "library/core/src/num/int_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25372f0d2fb76edc2f95599cb5b8df1b")
!851 = !DINamespace(name: "{impl#3}", scope: !108)
!852 = !DISubroutineType(types: !853)
!853 = !{!810, !121, !13}
!854 = !{!855, !848, !856, !858}
!855 = !DILocalVariable(name: "self", arg: 1, scope: !849, file: !850, line: 613, type: !121)
!856 = !DILocalVariable(name: "a", scope: !857, file: !850, line: 614, type: !121, align: 64)
!857 = distinct !DILexicalBlock(scope: !849, file: !850, line: 614, column: 13)
!858 = !DILocalVariable(name: "b", scope: !857, file: !850, line: 614, type: !339, align: 8)
!859 = !DILocation(line: 0, scope: !849, inlinedAt: !860)
!860 = !DILocation(line: 197, column: 28, scope: !840, inlinedAt: !847)
!861 = !DILocalVariable(name: "rhs", scope: !862, file: !850, line: 2581, type: !13, align: 64)
!862 = distinct !DISubprogram(name: "overflowing_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx24overflowing_add_unsigned", scope: !851, file: !850, line: 2581, type: !863, scopeLine: 2581, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !869)
!863 = !DISubroutineType(types: !864)
!864 = !{!865, !121, !13}
!865 = !DICompositeType(tag: DW_TAG_structure_type, name: "(i64, bool)", file: !9, size: 128, align: 64, elements: !866, templateParams: !104, identifier: "1811c31ad92cd894e514ef1638fdb14c")
!866 = !{!867, !868}
!867 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !865, file: !9, baseType: !121, size: 64, align: 64)
!868 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !865, file: !9, baseType: !339, size: 8, align: 8, offset: 64)
!869 = !{!870, !861}
!870 = !DILocalVariable(name: "self", arg: 1, scope: !862, file: !850, line: 2581, type: !121)
!871 = !DILocation(line: 0, scope: !862, inlinedAt: !872)
!872 = !DILocation(line: 614, column: 31, scope: !849, inlinedAt: !860)
!873 = !DILocation(line: 6, column: 9, scope: !768)
!874 = !DILocation(line: 464, column: 9, scope: !875, inlinedAt: !880)
!875 = distinct !DISubprogram(name: "new<i64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$3new17h732b39a46ac7b343E", scope: !776, file: !876, line: 463, type: !877, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !879)
!876 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!877 = !DISubroutineType(types: !878)
!878 = !{!776}
!879 = !DISubprogram(name: "new<i64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$3new17h732b39a46ac7b343E", scope: !776, file: !876, line: 463, type: !877, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!880 = !DILocation(line: 6, column: 30, scope: !768)
!881 = !DILocation(line: 0, scope: !782)
!882 = !DILocation(line: 1916, column: 50, scope: !793, inlinedAt: !802)
!883 = !DILocation(line: 612, column: 9, scope: !884, inlinedAt: !893)
!884 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h969f24d4d39ffa9bE", scope: !86, file: !80, line: 611, type: !885, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !892, declaration: !891)
!885 = !DISubroutineType(types: !886)
!886 = !{!887, !205}
!887 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<i64>", scope: !94, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !888, templateParams: !119, identifier: "7e42d5f5f6b5234a3734bce9cad420d1")
!888 = !{!889}
!889 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !887, file: !9, baseType: !890, size: 64, align: 64, flags: DIFlagPrivate)
!890 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i64", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!891 = !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h969f24d4d39ffa9bE", scope: !86, file: !80, line: 611, type: !885, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !892)
!892 = !{!116, !120}
!893 = !DILocation(line: 607, column: 14, scope: !894, inlinedAt: !899)
!894 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h120ba1a0ea8ae896E", scope: !86, file: !80, line: 606, type: !895, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !892, declaration: !898)
!895 = !DISubroutineType(types: !896)
!896 = !{!897, !205}
!897 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut i64", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!898 = !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h120ba1a0ea8ae896E", scope: !86, file: !80, line: 606, type: !895, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !892)
!899 = !DILocation(line: 295, column: 20, scope: !900, inlinedAt: !905)
!900 = distinct !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hc827fa90714ef70cE", scope: !81, file: !80, line: 294, type: !901, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !904)
!901 = !DISubroutineType(types: !902)
!902 = !{!897, !903}
!903 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!904 = !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hc827fa90714ef70cE", scope: !81, file: !80, line: 294, type: !901, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!905 = !DILocation(line: 1916, column: 18, scope: !906, inlinedAt: !913)
!906 = distinct !DISubprogram(name: "as_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hfb8d496c6b41541bE", scope: !776, file: !876, line: 1913, type: !907, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !910, retainedNodes: !911)
!907 = !DISubroutineType(types: !908)
!908 = !{!890, !909}
!909 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !776, size: 64, align: 64, dwarfAddressSpace: 0)
!910 = !DISubprogram(name: "as_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hfb8d496c6b41541bE", scope: !776, file: !876, line: 1913, type: !907, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!911 = !{!912}
!912 = !DILocalVariable(name: "self", arg: 1, scope: !906, file: !876, line: 1913, type: !909)
!913 = !DILocation(line: 1815, column: 76, scope: !914, inlinedAt: !925)
!914 = distinct !DISubprogram(name: "as_slice<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hda5446f36c422612E", scope: !776, file: !876, line: 1798, type: !915, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !922, retainedNodes: !923)
!915 = !DISubroutineType(types: !916)
!916 = !{!917, !909}
!917 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[i64]", file: !9, size: 128, align: 64, elements: !918, templateParams: !104, identifier: "18e66e1de31dfeb8a323a7c2c427c19e")
!918 = !{!919, !921}
!919 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !917, file: !9, baseType: !920, size: 64, align: 64)
!920 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!921 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !917, file: !9, baseType: !111, size: 64, align: 64, offset: 64)
!922 = !DISubprogram(name: "as_slice<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hda5446f36c422612E", scope: !776, file: !876, line: 1798, type: !915, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!923 = !{!924}
!924 = !DILocalVariable(name: "self", arg: 1, scope: !914, file: !876, line: 1798, type: !909)
!925 = !DILocation(line: 3729, column: 14, scope: !926, inlinedAt: !930)
!926 = distinct !DISubprogram(name: "deref<i64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h004443bb8284f942E", scope: !927, file: !876, line: 3728, type: !915, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, retainedNodes: !928)
!927 = !DINamespace(name: "{impl#9}", scope: !777)
!928 = !{!929}
!929 = !DILocalVariable(name: "self", arg: 1, scope: !926, file: !876, line: 3728, type: !909)
!930 = !DILocation(line: 10, column: 5, scope: !775)
!931 = !DILocation(line: 3728, column: 14, scope: !926, inlinedAt: !930)
!932 = !DILocation(line: 1798, column: 27, scope: !914, inlinedAt: !925)
!933 = !DILocation(line: 1913, column: 25, scope: !906, inlinedAt: !913)
!934 = !DILocalVariable(name: "self", arg: 1, scope: !935, file: !936, line: 3653, type: !942)
!935 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>, i64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17hcabb24581f3f87abE", scope: !937, file: !936, line: 3653, type: !940, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !953, retainedNodes: !952)
!936 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!937 = !DINamespace(name: "Iterator", scope: !938)
!938 = !DINamespace(name: "iterator", scope: !939)
!939 = !DINamespace(name: "traits", scope: !807)
!940 = !DISubroutineType(types: !941)
!941 = !{!121, !942}
!942 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<i64>", scope: !943, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !945, templateParams: !119, identifier: "2bc20bb0597afb73fcd044773b9b205e")
!943 = !DINamespace(name: "iter", scope: !944)
!944 = !DINamespace(name: "slice", scope: !12)
!945 = !{!946, !947, !948}
!946 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !942, file: !9, baseType: !887, size: 64, align: 64, flags: DIFlagPrivate)
!947 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !942, file: !9, baseType: !890, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!948 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !942, file: !9, baseType: !949, align: 8, offset: 128, flags: DIFlagPrivate)
!949 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&i64>", scope: !103, file: !9, align: 8, flags: DIFlagPublic, elements: !104, templateParams: !950, identifier: "99e0d3776c749048ae2990a9c44e5ea8")
!950 = !{!951}
!951 = !DITemplateTypeParameter(name: "T", type: !798)
!952 = !{!934}
!953 = !{!954, !955}
!954 = !DITemplateTypeParameter(name: "Self", type: !942)
!955 = !DITemplateTypeParameter(name: "S", type: !121)
!956 = !DILocation(line: 0, scope: !935, inlinedAt: !957)
!957 = !DILocation(line: 10, column: 17, scope: !775)
!958 = !DILocalVariable(name: "iter", arg: 1, scope: !959, file: !960, line: 71, type: !942)
!959 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum17ha25716d03fc5dc0fE", scope: !961, file: !960, line: 71, type: !940, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !964, retainedNodes: !963)
!960 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!961 = !DINamespace(name: "{impl#18}", scope: !962)
!962 = !DINamespace(name: "accum", scope: !939)
!963 = !{!958}
!964 = !{!965}
!965 = !DITemplateTypeParameter(name: "I", type: !942)
!966 = !DILocation(line: 0, scope: !959, inlinedAt: !967)
!967 = !DILocation(line: 3658, column: 9, scope: !935, inlinedAt: !957)
!968 = !DILocalVariable(name: "self", arg: 1, scope: !969, file: !970, line: 259, type: !942)
!969 = distinct !DISubprogram(name: "fold<i64, i64, core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8effc1c03f8e7d0eE", scope: !971, file: !970, line: 259, type: !972, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !993, retainedNodes: !976)
!970 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!971 = !DINamespace(name: "{impl#171}", scope: !943)
!972 = !DISubroutineType(types: !973)
!973 = !{!121, !942, !121, !974}
!974 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<i64>>", scope: !975, file: !9, align: 8, elements: !104, identifier: "a07567d34843c33ec93f533bcc0f1dc4")
!975 = !DINamespace(name: "sum", scope: !961)
!976 = !{!968, !977, !978, !979, !981, !983, !985, !987, !989, !991}
!977 = !DILocalVariable(name: "init", arg: 2, scope: !969, file: !970, line: 259, type: !121)
!978 = !DILocalVariable(name: "f", arg: 3, scope: !969, file: !970, line: 259, type: !974)
!979 = !DILocalVariable(name: "len", scope: !980, file: !970, line: 29, type: !111, align: 64)
!980 = distinct !DILexicalBlock(scope: !969, file: !970, line: 29, column: 13)
!981 = !DILocalVariable(name: "end", scope: !982, file: !970, line: 33, type: !887, align: 64)
!982 = distinct !DILexicalBlock(scope: !969, file: !970, line: 33, column: 13)
!983 = !DILocalVariable(name: "acc", scope: !984, file: !970, line: 273, type: !121, align: 64)
!984 = distinct !DILexicalBlock(scope: !969, file: !970, line: 273, column: 17)
!985 = !DILocalVariable(name: "i", scope: !986, file: !970, line: 274, type: !111, align: 64)
!986 = distinct !DILexicalBlock(scope: !984, file: !970, line: 274, column: 17)
!987 = !DILocalVariable(name: "len", scope: !988, file: !970, line: 275, type: !111, align: 64)
!988 = distinct !DILexicalBlock(scope: !986, file: !970, line: 275, column: 17)
!989 = !DILocalVariable(name: "len", scope: !990, file: !970, line: 29, type: !111, align: 64)
!990 = distinct !DILexicalBlock(scope: !986, file: !970, line: 29, column: 13)
!991 = !DILocalVariable(name: "end", scope: !992, file: !970, line: 33, type: !887, align: 64)
!992 = distinct !DILexicalBlock(scope: !986, file: !970, line: 33, column: 13)
!993 = !{!120, !994, !995}
!994 = !DITemplateTypeParameter(name: "B", type: !121)
!995 = !DITemplateTypeParameter(name: "F", type: !974)
!996 = !DILocation(line: 0, scope: !969, inlinedAt: !997)
!997 = distinct !DILocation(line: 72, column: 22, scope: !959, inlinedAt: !967)
!998 = !DILocation(line: 259, column: 42, scope: !969, inlinedAt: !997)
!999 = !DILocalVariable(name: "rhs", scope: !1000, file: !316, line: 832, type: !111, align: 64)
!1000 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !317, file: !316, line: 832, type: !402, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !1001)
!1001 = !{!1002, !999}
!1002 = !DILocalVariable(name: "self", arg: 1, scope: !1000, file: !316, line: 832, type: !111)
!1003 = !DILocation(line: 0, scope: !1000, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 283, column: 36, scope: !988, inlinedAt: !997)
!1005 = !DILocation(line: 0, scope: !982, inlinedAt: !997)
!1006 = !DILocalVariable(name: "self", arg: 1, scope: !1007, file: !582, line: 1719, type: !1011)
!1007 = distinct !DISubprogram(name: "eq<i64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h762aac28045a3f89E", scope: !1008, file: !582, line: 1719, type: !1009, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, retainedNodes: !1012)
!1008 = !DINamespace(name: "{impl#16}", scope: !94)
!1009 = !DISubroutineType(types: !1010)
!1010 = !{!339, !1011, !1011}
!1011 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<i64>", baseType: !887, size: 64, align: 64, dwarfAddressSpace: 0)
!1012 = !{!1006, !1013}
!1013 = !DILocalVariable(name: "other", arg: 2, scope: !1007, file: !582, line: 1719, type: !1011)
!1014 = !DILocation(line: 1719, column: 11, scope: !1007, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 44, column: 20, scope: !982, inlinedAt: !997)
!1016 = !DILocation(line: 1719, column: 18, scope: !1007, inlinedAt: !1015)
!1017 = !DILocation(line: 1720, column: 9, scope: !1007, inlinedAt: !1015)
!1018 = !DILocation(line: 25, column: 86, scope: !969, inlinedAt: !997)
!1019 = !DILocation(line: 284, column: 24, scope: !988, inlinedAt: !997)
!1020 = !DILocation(line: 0, scope: !984, inlinedAt: !997)
!1021 = !DILocation(line: 659, column: 28, scope: !1022, inlinedAt: !1029)
!1022 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h861599a3298b3244E", scope: !887, file: !582, line: 651, type: !1023, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !1025, retainedNodes: !1026)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{!887, !887, !111}
!1025 = !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h861599a3298b3244E", scope: !887, file: !582, line: 651, type: !1023, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!1026 = !{!1027, !1028}
!1027 = !DILocalVariable(name: "self", arg: 1, scope: !1022, file: !582, line: 651, type: !887)
!1028 = !DILocalVariable(name: "count", arg: 2, scope: !1022, file: !582, line: 651, type: !111)
!1029 = distinct !DILocation(line: 279, column: 67, scope: !988, inlinedAt: !997)
!1030 = !DILocation(line: 279, column: 27, scope: !988, inlinedAt: !997)
!1031 = !DILocation(line: 105, column: 45, scope: !1032, inlinedAt: !1041)
!1032 = distinct !DISubprogram(name: "add", linkageName: "_RNvXs8_NtNtCsgEmfK2I1SDS_4core3ops5arithxNtB5_3Add3add", scope: !1034, file: !1033, line: 105, type: !1036, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !1038)
!1033 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!1034 = !DINamespace(name: "{impl#10}", scope: !1035)
!1035 = !DINamespace(name: "arith", scope: !692)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!121, !121, !121, !404}
!1038 = !{!1039, !1040}
!1039 = !DILocalVariable(name: "self", arg: 1, scope: !1032, file: !1033, line: 105, type: !121)
!1040 = !DILocalVariable(name: "other", arg: 2, scope: !1032, file: !1033, line: 105, type: !121)
!1041 = distinct !DILocation(line: 39, column: 17, scope: !1042, inlinedAt: !1050)
!1042 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsJ_NtNtCsgEmfK2I1SDS_4core3ops5arithxINtB5_3AddRxE3add", scope: !1044, file: !1043, line: 38, type: !1045, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !1047)
!1043 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!1044 = !DINamespace(name: "{impl#47}", scope: !1035)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!121, !121, !798, !404}
!1047 = !{!1048, !1049}
!1048 = !DILocalVariable(name: "self", arg: 1, scope: !1042, file: !1043, line: 38, type: !121)
!1049 = !DILocalVariable(name: "other", arg: 2, scope: !1042, file: !1043, line: 38, type: !798)
!1050 = distinct !DILocation(line: 75, column: 28, scope: !1051, inlinedAt: !1059)
!1051 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17ha72fc8612510d432E", scope: !975, file: !960, line: 75, type: !1052, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !964, retainedNodes: !1055)
!1052 = !DISubroutineType(types: !1053)
!1053 = !{!121, !1054, !121, !798}
!1054 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>", baseType: !974, size: 64, align: 64, dwarfAddressSpace: 0)
!1055 = !{!1056, !1057, !1058}
!1056 = !DILocalVariable(name: "a", arg: 2, scope: !1051, file: !960, line: 75, type: !121)
!1057 = !DILocalVariable(name: "b", arg: 3, scope: !1051, file: !960, line: 75, type: !798)
!1058 = !DILocalVariable(arg: 1, scope: !1051, file: !960, line: 75, type: !1054)
!1059 = distinct !DILocation(line: 279, column: 27, scope: !988, inlinedAt: !997)
!1060 = distinct !{!1060, !1061, !1062}
!1061 = !{!"llvm.loop.isvectorized", i32 1}
!1062 = !{!"llvm.loop.unroll.runtime.disable"}
!1063 = !DILocation(line: 0, scope: !986, inlinedAt: !997)
!1064 = !DILocation(line: 0, scope: !1022, inlinedAt: !1029)
!1065 = !DILocation(line: 0, scope: !1051, inlinedAt: !1059)
!1066 = !DILocation(line: 0, scope: !1042, inlinedAt: !1050)
!1067 = !DILocation(line: 0, scope: !1032, inlinedAt: !1041)
!1068 = !DILocation(line: 844, column: 17, scope: !1000, inlinedAt: !1004)
!1069 = distinct !{!1069, !1062, !1061}
!1070 = !DILocation(line: 11, column: 1, scope: !768)
!1071 = !DILocalVariable(arg: 1, scope: !1072, file: !1073, line: 805, type: !1076)
!1072 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<i64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17hdb14e971a97508deE", scope: !11, file: !1073, line: 805, type: !1074, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1078, retainedNodes: !1077)
!1073 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!1074 = !DISubroutineType(types: !1075)
!1075 = !{null, !1076}
!1076 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !776, size: 64, align: 64, dwarfAddressSpace: 0)
!1077 = !{!1071}
!1078 = !{!1079}
!1079 = !DITemplateTypeParameter(name: "T", type: !776)
!1080 = !DILocation(line: 0, scope: !1072, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 11, column: 1, scope: !768)
!1082 = !DILocalVariable(arg: 1, scope: !1083, file: !1073, line: 805, type: !1086)
!1083 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<i64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17h1c6fbff90e7f5f3cE", scope: !11, file: !1073, line: 805, type: !1084, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1088, retainedNodes: !1087)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{null, !1086}
!1086 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!1087 = !{!1082}
!1088 = !{!1089}
!1089 = !DITemplateTypeParameter(name: "T", type: !81)
!1090 = !DILocation(line: 0, scope: !1083, inlinedAt: !1091)
!1091 = distinct !DILocation(line: 805, column: 1, scope: !1072, inlinedAt: !1081)
!1092 = !DILocalVariable(name: "self", arg: 1, scope: !1093, file: !80, line: 421, type: !125)
!1093 = distinct !DISubprogram(name: "drop<i64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6cd817b8ac4c5f4E", scope: !1094, file: !80, line: 421, type: !123, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, retainedNodes: !1095)
!1094 = !DINamespace(name: "{impl#3}", scope: !82)
!1095 = !{!1092}
!1096 = !DILocation(line: 0, scope: !1093, inlinedAt: !1097)
!1097 = distinct !DILocation(line: 805, column: 1, scope: !1083, inlinedAt: !1091)
!1098 = !DILocalVariable(name: "self", arg: 1, scope: !1099, file: !80, line: 870, type: !134)
!1099 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h4682b6d399e000c9E", scope: !86, file: !80, line: 870, type: !132, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !1100, retainedNodes: !1101)
!1100 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h4682b6d399e000c9E", scope: !86, file: !80, line: 870, type: !132, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!1101 = !{!1098, !1102, !1103, !1105}
!1102 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1099, file: !80, line: 870, type: !135)
!1103 = !DILocalVariable(name: "ptr", scope: !1104, file: !80, line: 872, type: !93, align: 64)
!1104 = distinct !DILexicalBlock(scope: !1099, file: !80, line: 872, column: 82)
!1105 = !DILocalVariable(name: "layout", scope: !1104, file: !80, line: 872, type: !135, align: 64)
!1106 = !DILocation(line: 0, scope: !1099, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 423, column: 29, scope: !1093, inlinedAt: !1097)
!1108 = !DILocation(line: 0, scope: !371, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 872, column: 52, scope: !1104, inlinedAt: !1107)
!1110 = !DILocation(line: 0, scope: !401, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 640, column: 53, scope: !371, inlinedAt: !1109)
!1112 = !DILocation(line: 632, column: 39, scope: !371, inlinedAt: !1109)
!1113 = !DILocation(line: 1232, column: 17, scope: !401, inlinedAt: !1111)
!1114 = !DILocation(line: 0, scope: !1104, inlinedAt: !1107)
!1115 = !DILocalVariable(name: "self", arg: 1, scope: !1116, file: !437, line: 440, type: !441)
!1116 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !438, file: !437, line: 440, type: !1117, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !1119)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{null, !441, !93, !135}
!1119 = !{!1115, !1120, !1121}
!1120 = !DILocalVariable(name: "ptr", arg: 2, scope: !1116, file: !437, line: 440, type: !93)
!1121 = !DILocalVariable(name: "layout", arg: 3, scope: !1116, file: !437, line: 440, type: !135)
!1122 = !DILocation(line: 0, scope: !1116, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 874, column: 28, scope: !1104, inlinedAt: !1107)
!1124 = !DILocalVariable(name: "self", arg: 1, scope: !1125, file: !437, line: 323, type: !441)
!1125 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !113, file: !437, line: 323, type: !1117, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !1126, retainedNodes: !1127)
!1126 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !113, file: !437, line: 323, type: !1117, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!1127 = !{!1124, !1128, !1129}
!1128 = !DILocalVariable(name: "ptr", arg: 2, scope: !1125, file: !437, line: 323, type: !93)
!1129 = !DILocalVariable(name: "layout", arg: 3, scope: !1125, file: !437, line: 323, type: !135)
!1130 = !DILocation(line: 0, scope: !1125, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 442, column: 23, scope: !1116, inlinedAt: !1123)
!1132 = !DILocalVariable(name: "ptr", arg: 1, scope: !1133, file: !437, line: 199, type: !93)
!1133 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !113, file: !437, line: 199, type: !1134, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, declaration: !1136, retainedNodes: !1137)
!1134 = !DISubroutineType(types: !1135)
!1135 = !{null, !93, !135}
!1136 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !113, file: !437, line: 199, type: !1134, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !104)
!1137 = !{!1132, !1138}
!1138 = !DILocalVariable(name: "layout", arg: 2, scope: !1133, file: !437, line: 199, type: !135)
!1139 = !DILocation(line: 0, scope: !1133, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 324, column: 9, scope: !1125, inlinedAt: !1131)
!1141 = !DILocalVariable(name: "layout", arg: 2, scope: !1142, file: !437, line: 114, type: !135)
!1142 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !114, file: !437, line: 114, type: !1143, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104, retainedNodes: !1145)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{null, !476, !135}
!1145 = !{!1146, !1141}
!1146 = !DILocalVariable(name: "ptr", arg: 1, scope: !1142, file: !437, line: 114, type: !476)
!1147 = !DILocation(line: 0, scope: !1142, inlinedAt: !1148)
!1148 = distinct !DILocation(line: 209, column: 22, scope: !1133, inlinedAt: !1140)
!1149 = !DILocation(line: 115, column: 14, scope: !1142, inlinedAt: !1148)
!1150 = !DILocation(line: 200, column: 9, scope: !1133, inlinedAt: !1140)
!1151 = !DILocation(line: 11, column: 2, scope: !768)
!1152 = !DILocation(line: 1025, column: 19, scope: !1153, inlinedAt: !1166)
!1153 = distinct !DISubprogram(name: "push_mut<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E", scope: !776, file: !876, line: 1023, type: !1154, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !1158, retainedNodes: !1159)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!1156, !1157, !121}
!1156 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut i64", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!1157 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !776, size: 64, align: 64, dwarfAddressSpace: 0)
!1158 = !DISubprogram(name: "push_mut<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E", scope: !776, file: !876, line: 1023, type: !1154, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!1159 = !{!1160, !1161, !1162, !1164}
!1160 = !DILocalVariable(name: "self", arg: 1, scope: !1153, file: !876, line: 1023, type: !1157)
!1161 = !DILocalVariable(name: "value", arg: 2, scope: !1153, file: !876, line: 1023, type: !121)
!1162 = !DILocalVariable(name: "len", scope: !1163, file: !876, line: 1025, type: !111, align: 64)
!1163 = distinct !DILexicalBlock(scope: !1153, file: !876, line: 1025, column: 9)
!1164 = !DILocalVariable(name: "end", scope: !1165, file: !876, line: 1032, type: !897, align: 64)
!1165 = distinct !DILexicalBlock(scope: !1163, file: !876, line: 1032, column: 13)
!1166 = distinct !DILocation(line: 992, column: 22, scope: !1167, inlinedAt: !1174)
!1167 = distinct !DISubprogram(name: "push<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h145e7f954817fc24E", scope: !776, file: !876, line: 991, type: !1168, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !1170, retainedNodes: !1171)
!1168 = !DISubroutineType(types: !1169)
!1169 = !{null, !1157, !121}
!1170 = !DISubprogram(name: "push<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h145e7f954817fc24E", scope: !776, file: !876, line: 991, type: !1168, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!1171 = !{!1172, !1173}
!1172 = !DILocalVariable(name: "self", arg: 1, scope: !1167, file: !876, line: 991, type: !1157)
!1173 = !DILocalVariable(name: "value", arg: 2, scope: !1167, file: !876, line: 991, type: !121)
!1174 = !DILocation(line: 8, column: 14, scope: !791)
!1175 = !DILocation(line: 0, scope: !825, inlinedAt: !826)
!1176 = !DILocation(line: 2499, column: 26, scope: !1177, inlinedAt: !1180)
!1177 = distinct !DISubprogram(name: "overflowing_add", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx15overflowing_add", scope: !851, file: !850, line: 2498, type: !1178, scopeLine: 2498, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !104)
!1178 = !DISubroutineType(types: !1179)
!1179 = !{!865, !121, !121}
!1180 = !DILocation(line: 2583, column: 42, scope: !862, inlinedAt: !872)
!1181 = !DILocation(line: 0, scope: !791)
!1182 = !DILocation(line: 0, scope: !1167, inlinedAt: !1174)
!1183 = !DILocation(line: 8, column: 19, scope: !791)
!1184 = !{!1185}
!1185 = distinct !{!1185, !1186, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E: %self"}
!1186 = distinct !{!1186, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17hc1f2dbefc457c9c0E"}
!1187 = !DILocation(line: 992, column: 22, scope: !1167, inlinedAt: !1174)
!1188 = !DILocation(line: 0, scope: !1153, inlinedAt: !1166)
!1189 = !DILocalVariable(name: "self", arg: 1, scope: !1190, file: !876, line: 1997, type: !1157)
!1190 = distinct !DISubprogram(name: "as_mut_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd11880a9a3f2e2d8E", scope: !776, file: !876, line: 1997, type: !1191, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !1193, retainedNodes: !1194)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!897, !1157}
!1193 = !DISubprogram(name: "as_mut_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd11880a9a3f2e2d8E", scope: !776, file: !876, line: 1997, type: !1191, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!1194 = !{!1189}
!1195 = !DILocation(line: 0, scope: !1190, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 1032, column: 28, scope: !1163, inlinedAt: !1166)
!1197 = !DILocalVariable(name: "elem_size", scope: !1198, file: !80, line: 616, type: !111, align: 64)
!1198 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17he8fb46b5fc5624feE", scope: !86, file: !80, line: 616, type: !1199, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !115, declaration: !1201, retainedNodes: !1202)
!1199 = !DISubroutineType(types: !1200)
!1200 = !{!111, !205, !111}
!1201 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17he8fb46b5fc5624feE", scope: !86, file: !80, line: 616, type: !1199, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !115)
!1202 = !{!1203, !1197}
!1203 = !DILocalVariable(name: "self", arg: 1, scope: !1198, file: !80, line: 616, type: !205)
!1204 = !DILocation(line: 0, scope: !1198, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 308, column: 20, scope: !1206, inlinedAt: !1212)
!1206 = distinct !DISubprogram(name: "capacity<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17hb4c4492b80388fb5E", scope: !81, file: !80, line: 307, type: !1207, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !1209, retainedNodes: !1210)
!1207 = !DISubroutineType(types: !1208)
!1208 = !{!111, !903}
!1209 = !DISubprogram(name: "capacity<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17hb4c4492b80388fb5E", scope: !81, file: !80, line: 307, type: !1207, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !122)
!1210 = !{!1211}
!1211 = !DILocalVariable(name: "self", arg: 1, scope: !1206, file: !80, line: 307, type: !903)
!1212 = distinct !DILocation(line: 1028, column: 28, scope: !1163, inlinedAt: !1166)
!1213 = !DILocation(line: 0, scope: !1163, inlinedAt: !1166)
!1214 = !DILocalVariable(name: "count", arg: 2, scope: !1215, file: !1216, line: 927, type: !111)
!1215 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h430baaa17658f185E", scope: !1217, file: !1216, line: 927, type: !1219, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, retainedNodes: !1221)
!1216 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!1217 = !DINamespace(name: "{impl#0}", scope: !1218)
!1218 = !DINamespace(name: "mut_ptr", scope: !11)
!1219 = !DISubroutineType(types: !1220)
!1220 = !{!897, !897, !111, !404}
!1221 = !{!1222, !1214}
!1222 = !DILocalVariable(name: "self", arg: 1, scope: !1215, file: !1216, line: 927, type: !897)
!1223 = !DILocation(line: 0, scope: !1215, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 1032, column: 41, scope: !1163, inlinedAt: !1166)
!1225 = !DILocation(line: 307, column: 34, scope: !1206, inlinedAt: !1212)
!1226 = !DILocation(line: 617, column: 49, scope: !1198, inlinedAt: !1205)
!1227 = !DILocation(line: 1028, column: 12, scope: !1163, inlinedAt: !1166)
!1228 = !DILocation(line: 1029, column: 22, scope: !1163, inlinedAt: !1166)
!1229 = !DILocation(line: 612, column: 9, scope: !1230, inlinedAt: !1231)
!1230 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h969f24d4d39ffa9bE", scope: !86, file: !80, line: 611, type: !885, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !892, declaration: !891)
!1231 = distinct !DILocation(line: 607, column: 14, scope: !1232, inlinedAt: !1233)
!1232 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h120ba1a0ea8ae896E", scope: !86, file: !80, line: 606, type: !895, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !892, declaration: !898)
!1233 = distinct !DILocation(line: 295, column: 20, scope: !1234, inlinedAt: !1235)
!1234 = distinct !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hc827fa90714ef70cE", scope: !81, file: !80, line: 294, type: !901, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !122, declaration: !904)
!1235 = distinct !DILocation(line: 2000, column: 18, scope: !1190, inlinedAt: !1196)
!1236 = !DILocation(line: 1028, column: 9, scope: !1163, inlinedAt: !1166)
!1237 = !DILocation(line: 961, column: 18, scope: !1215, inlinedAt: !1224)
!1238 = !DILocation(line: 0, scope: !1165, inlinedAt: !1166)
!1239 = !DILocalVariable(name: "dst", arg: 1, scope: !1240, file: !1073, line: 1894, type: !897)
!1240 = distinct !DISubprogram(name: "write<i64>", linkageName: "_ZN4core3ptr5write17h50c027dbbb31cac6E", scope: !11, file: !1073, line: 1894, type: !1241, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, retainedNodes: !1243)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{null, !897, !121, !404}
!1243 = !{!1239, !1244}
!1244 = !DILocalVariable(name: "src", arg: 2, scope: !1240, file: !1073, line: 1894, type: !121)
!1245 = !DILocation(line: 0, scope: !1240, inlinedAt: !1246)
!1246 = distinct !DILocation(line: 1033, column: 13, scope: !1165, inlinedAt: !1166)
!1247 = !DILocation(line: 1917, column: 41, scope: !1240, inlinedAt: !1246)
!1248 = !DILocation(line: 1034, column: 13, scope: !1165, inlinedAt: !1166)
!1249 = !DILocation(line: 1916, column: 26, scope: !793, inlinedAt: !802)
