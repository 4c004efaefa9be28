; ModuleID = 'keeps.b657d8fc62091a12-cgu.0'
source_filename = "keeps.b657d8fc62091a12-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17haa991971fde52882E"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #0 !dbg !86 {
start:
    #dbg_value(ptr %self, !152, !DIExpression(), !153)
    #dbg_value(i64 8, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !190)
    #dbg_value(i64 8, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !190)
    #dbg_value(ptr %self, !170, !DIExpression(), !190)
  %self2 = load i64, ptr %self, align 8, !dbg !192, !range !193, !noundef !108
; call alloc::raw_vec::RawVecInner<A>::grow_amortized
  %0 = tail call fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h069e2344f4ca75a2E"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %self2) #13, !dbg !194
  %1 = extractvalue { i64, i64 } %0, 0, !dbg !194
  %.not = icmp eq i64 %1, -9223372036854775807, !dbg !195
  br i1 %.not, label %bb3, label %bb2, !dbg !196, !prof !197

bb2:                                              ; preds = %start
  %2 = extractvalue { i64, i64 } %0, 1, !dbg !194
    #dbg_value(i64 %1, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(i64 %2, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %1, i64 %2) #14, !dbg !199
  unreachable, !dbg !199

bb3:                                              ; preds = %start
  ret void, !dbg !200
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h6e88bb2508c7099bE"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef range(i64 0, -1) %cap) unnamed_addr #1 !dbg !201 {
start:
    #dbg_value(ptr poison, !233, !DIExpression(), !283)
    #dbg_value(i64 %cap, !234, !DIExpression(), !283)
    #dbg_value(i64 %cap, !284, !DIExpression(), !307)
    #dbg_value(i64 %cap, !309, !DIExpression(), !336)
    #dbg_value(i64 %cap, !338, !DIExpression(), !363)
    #dbg_value(i64 %cap, !365, !DIExpression(), !375)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i64 8, !304, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !307)
    #dbg_value(i64 8, !358, !DIExpression(), !363)
    #dbg_value(i64 8, !374, !DIExpression(), !375)
    #dbg_value(i64 8, !304, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !307)
    #dbg_value(ptr poison, !333, !DIExpression(), !377)
  %_33.0 = shl i64 %cap, 3, !dbg !378
  %_33.1 = icmp ult i64 %cap, 2305843009213693952, !dbg !378
    #dbg_value(i1 %_33.1, !361, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !379)
    #dbg_value(i1 %_33.1, !380, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !387)
    #dbg_value(i64 %_33.0, !334, !DIExpression(), !389)
    #dbg_value(i64 %_33.0, !359, !DIExpression(), !379)
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38, !dbg !390
  br i1 %or.cond, label %bb15, label %bb11, !dbg !390, !prof !391

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !392)
    #dbg_value(i64 %_33.0, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !392)
    #dbg_value(ptr poison, !393, !DIExpression(), !421)
    #dbg_value(i64 8, !416, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !421)
    #dbg_value(i64 8, !416, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !421)
    #dbg_value(i64 8, !423, !DIExpression(), !453)
  %0 = icmp eq i64 %self.0.val, 0, !dbg !455
  br i1 %0, label %bb5, label %bb3, !dbg !455

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !452, !DIExpression(), !453)
  %alloc_size.i = shl nuw i64 %self.0.val, 3, !dbg !456
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
    #dbg_value(ptr %self.8.val, !278, !DIExpression(), !457)
    #dbg_value(i64 poison, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !457)
    #dbg_value(i64 %alloc_size.i, !280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
    #dbg_value(ptr poison, !458, !DIExpression(), !469)
    #dbg_value(ptr poison, !471, !DIExpression(), !481)
    #dbg_value(ptr %self.8.val, !466, !DIExpression(), !469)
    #dbg_value(ptr %self.8.val, !477, !DIExpression(), !481)
    #dbg_value(i64 8, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !469)
    #dbg_value(i64 8, !478, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !481)
    #dbg_value(i64 %alloc_size.i, !467, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !469)
    #dbg_value(i64 %alloc_size.i, !478, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !481)
    #dbg_value(i64 8, !468, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !469)
    #dbg_value(i64 8, !479, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !481)
    #dbg_value(i64 %_33.0, !468, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !469)
    #dbg_value(i64 %_33.0, !479, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !481)
    #dbg_value(i8 0, !480, !DIExpression(), !481)
    #dbg_value(ptr poison, !483, !DIExpression(), !527)
    #dbg_value(ptr %self.8.val, !487, !DIExpression(), !527)
    #dbg_value(i64 8, !488, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !527)
    #dbg_value(i64 8, !529, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !536)
    #dbg_value(i64 %alloc_size.i, !488, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527)
    #dbg_value(i64 %alloc_size.i, !529, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !536)
    #dbg_value(i64 8, !489, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !527)
    #dbg_value(i64 %_33.0, !489, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527)
    #dbg_value(i1 false, !490, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !527)
    #dbg_value(i64 %alloc_size.i, !491, !DIExpression(), !538)
    #dbg_value(ptr poison, !493, !DIExpression(), !539)
    #dbg_value(i64 %_33.0, !495, !DIExpression(), !540)
    #dbg_value(i64 %_33.0, !535, !DIExpression(), !536)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !541
    #dbg_value(i1 true, !542, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !549)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !551
    #dbg_value(ptr %self.8.val, !534, !DIExpression(), !536)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #13, !dbg !552
    #dbg_value(ptr poison, !260, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !553)
    #dbg_value(i64 poison, !260, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !553)
  br label %bb7, !dbg !554

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !555, !DIExpression(), !561)
    #dbg_value(ptr poison, !563, !DIExpression(), !571)
    #dbg_value(i64 8, !560, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !561)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !571)
    #dbg_value(i64 %_33.0, !560, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !561)
    #dbg_value(i64 %_33.0, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !571)
    #dbg_value(i8 0, !570, !DIExpression(), !571)
    #dbg_value(i64 8, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !590)
    #dbg_value(i64 8, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !597)
    #dbg_value(i64 %_33.0, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !590)
    #dbg_value(i64 %_33.0, !592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !597)
    #dbg_value(i1 false, !579, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !590)
    #dbg_value(i64 %_33.0, !580, !DIExpression(), !599)
  %2 = icmp eq i64 %_33.0, 0, !dbg !600
  br i1 %2, label %bb9, label %bb4.i.i, !dbg !600

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !601
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0, i64 noundef range(i64 1, 9) 8) #13, !dbg !602
    #dbg_value(ptr %3, !603, !DIExpression(), !623)
    #dbg_value(ptr %3, !582, !DIExpression(), !625)
  br label %bb7, !dbg !626

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !260, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !553)
    #dbg_value(i64 poison, !260, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !553)
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !627
  br i1 %4, label %bb8, label %bb9, !dbg !628

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !629
  store i64 8, ptr %5, align 8, !dbg !629
  br label %bb11, !dbg !630

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !260, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !553)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !281, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !631)
    #dbg_value(i64 %_33.0, !281, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !632
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8, !dbg !632
  br label %bb11, !dbg !633

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !283
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !283
  store i64 %_33.0.sink, ptr %7, align 8, !dbg !283
  store i64 %storemerge13, ptr %_0, align 8, !dbg !283
  ret void, !dbg !634
}

; alloc::raw_vec::RawVecInner<A>::grow_amortized
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h069e2344f4ca75a2E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self, i64 noundef range(i64 0, -9223372036854775808) %len) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !635 {
start:
  %self3 = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !656, !DIExpression(), !690)
    #dbg_value(ptr %self, !691, !DIExpression(), !699)
    #dbg_value(i64 %len, !657, !DIExpression(), !690)
    #dbg_value(i64 %len, !701, !DIExpression(), !705)
    #dbg_value(i64 1, !658, !DIExpression(), !690)
    #dbg_value(i64 1, !704, !DIExpression(), !705)
    #dbg_value(i64 8, !659, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(i64 8, !659, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
    #dbg_declare(ptr %self3, !707, !DIExpression(), !736)
  %_25.0 = add nuw i64 %len, 1, !dbg !738
    #dbg_value(i64 %_25.0, !660, !DIExpression(), !739)
    #dbg_value(i64 %_25.0, !740, !DIExpression(), !748)
  %self7 = load i64, ptr %self, align 8, !dbg !750, !range !193, !noundef !108
  %v19 = shl nuw i64 %self7, 1, !dbg !750
    #dbg_value(i64 %v19, !747, !DIExpression(), !748)
    #dbg_value(i64 %v19, !751, !DIExpression(), !758)
    #dbg_value(i64 %_25.0, !755, !DIExpression(), !758)
  %..i = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %_25.0, i64 range(i64 0, -1) %v19), !dbg !760
    #dbg_value(i64 %..i, !680, !DIExpression(), !761)
    #dbg_value(i64 %..i, !740, !DIExpression(), !762)
    #dbg_value(i64 4, !747, !DIExpression(), !762)
    #dbg_value(i64 4, !747, !DIExpression(), !762)
    #dbg_value(i64 4, !751, !DIExpression(), !764)
    #dbg_value(i64 %..i, !755, !DIExpression(), !764)
  %..i25 = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %..i, i64 4), !dbg !766
    #dbg_value(i64 %..i25, !682, !DIExpression(), !767)
    #dbg_value(i64 %..i25, !698, !DIExpression(), !699)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3), !dbg !737
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !768
  %self.val24 = load ptr, ptr %0, align 8, !dbg !768
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h6e88bb2508c7099bE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3, i64 %self7, ptr %self.val24, i64 noundef %..i25) #13, !dbg !768
  %_37 = load i64, ptr %self3, align 8, !dbg !769, !range !770, !noundef !108
  %1 = trunc nuw i64 %_37 to i1, !dbg !771
  %2 = getelementptr inbounds nuw i8, ptr %self3, i64 8, !dbg !772
  br i1 %1, label %bb18, label %bb19, !dbg !771

bb6:                                              ; preds = %bb18, %bb19
  %_0.sroa.5.0 = phi i64 [ undef, %bb19 ], [ %e.1, %bb18 ], !dbg !690
  %_0.sroa.0.0 = phi i64 [ -9223372036854775807, %bb19 ], [ %e.0, %bb18 ], !dbg !690
  %3 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0, 0, !dbg !773
  %4 = insertvalue { i64, i64 } %3, i64 %_0.sroa.5.0, 1, !dbg !773
  ret { i64, i64 } %4, !dbg !773

bb18:                                             ; preds = %start
  %e.0 = load i64, ptr %2, align 8, !dbg !774, !range !775, !noundef !108
  %5 = getelementptr inbounds nuw i8, ptr %self3, i64 16, !dbg !774
  %e.1 = load i64, ptr %5, align 8, !dbg !774
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !776
  br label %bb6, !dbg !777

bb19:                                             ; preds = %start
  %v.0 = load ptr, ptr %2, align 8, !dbg !780, !nonnull !108, !noundef !108
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !776
    #dbg_value(ptr %v.0, !684, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !781)
    #dbg_value(ptr %v.0, !697, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !699)
    #dbg_value(i64 poison, !684, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !781)
    #dbg_value(i64 poison, !697, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !699)
  store ptr %v.0, ptr %0, align 8, !dbg !782
  %6 = icmp sgt i64 %..i25, -1, !dbg !783
  tail call void @llvm.assume(i1 %6), !dbg !783
  store i64 %..i25, ptr %self, align 8, !dbg !790
  br label %bb6, !dbg !773
}

; keeps::keeper_new
; Function Attrs: nounwind nonlazybind uwtable
define noalias noundef nonnull align 8 ptr @_ZN5keeps10keeper_new17h6e1759b8ec630045E() unnamed_addr #2 personality ptr @rust_eh_personality !dbg !791 {
start:
    #dbg_value(i64 0, !829, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !842)
    #dbg_value(ptr inttoptr (i64 8 to ptr), !829, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !842)
    #dbg_value(i64 0, !829, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !842)
    #dbg_value(i64 0, !829, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !842)
    #dbg_value(ptr inttoptr (i64 8 to ptr), !829, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !842)
    #dbg_value(i64 0, !829, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !842)
    #dbg_value(i64 8, !844, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !849)
    #dbg_value(i64 8, !851, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !855)
    #dbg_value(i64 8, !857, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !862)
    #dbg_value(i64 48, !844, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !849)
    #dbg_value(i64 48, !851, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !855)
    #dbg_value(i64 48, !857, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !862)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !854, !DIExpression(), !855)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !860, !DIExpression(), !862)
    #dbg_value(i8 0, !861, !DIExpression(), !862)
    #dbg_value(i64 8, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !864)
    #dbg_value(i64 8, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !866)
    #dbg_value(i64 48, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !864)
    #dbg_value(i64 48, !592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !866)
    #dbg_value(i1 false, !579, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !864)
    #dbg_value(i64 48, !580, !DIExpression(), !868)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !869, !noalias !870
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(48) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 48, i64 noundef 8) #13, !dbg !873, !noalias !870
  %1 = icmp eq ptr %0, null, !dbg !874
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !875, !prof !876

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 48) #14, !dbg !877, !noalias !870
  unreachable, !dbg !877

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !837, !DIExpression(), !878)
  store i64 0, ptr %0, align 8, !dbg !879
  %_1.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !879
  store ptr inttoptr (i64 8 to ptr), ptr %_1.sroa.4.0..sroa_idx, align 8, !dbg !879
  %_1.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !879
  %_1.sroa.7.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !879
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_1.sroa.5.0..sroa_idx, i8 0, i64 16, i1 false), !dbg !879
  store ptr inttoptr (i64 8 to ptr), ptr %_1.sroa.7.0..sroa_idx, align 8, !dbg !879
  %_1.sroa.8.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !879
  store i64 0, ptr %_1.sroa.8.0..sroa_idx, align 8, !dbg !879
  ret ptr %0, !dbg !880
}

; keeps::keeper_keep
; Function Attrs: nounwind nonlazybind uwtable
define noundef range(i64 0, 1152921504606846976) i64 @_ZN5keeps11keeper_keep17hdc5affbb7785ee5eE(ptr noalias noundef align 8 captures(none) dereferenceable(48) %this, ptr noalias noundef align 8 %l) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !881 {
start:
    #dbg_value(ptr %this, !886, !DIExpression(), !888)
    #dbg_value(ptr %l, !887, !DIExpression(), !888)
    #dbg_value(ptr %l, !889, !DIExpression(), !898)
    #dbg_value(ptr %this, !897, !DIExpression(), !898)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !900), !dbg !903
    #dbg_value(ptr %l, !904, !DIExpression(), !917)
    #dbg_value(ptr %this, !911, !DIExpression(), !917)
    #dbg_value(ptr %this, !919, !DIExpression(), !925)
    #dbg_value(i64 8, !927, !DIExpression(), !934)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 16, !dbg !944
  %len.i = load i64, ptr %0, align 8, !dbg !944, !alias.scope !900, !noalias !945, !noundef !108
    #dbg_value(i64 %len.i, !912, !DIExpression(), !947)
    #dbg_value(i64 %len.i, !948, !DIExpression(), !957)
    #dbg_value(ptr %this, !942, !DIExpression(), !959)
  %self1.i = load i64, ptr %this, align 8, !dbg !960, !range !193, !alias.scope !900, !noalias !945, !noundef !108
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !961
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE.exit", !dbg !961

bb1.i:                                            ; preds = %start
; call alloc::raw_vec::RawVec<T,A>::grow_one
  tail call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17haa991971fde52882E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %this) #15, !dbg !962, !noalias !945
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE.exit", !dbg !963

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE.exit": ; preds = %start, %bb1.i
  %1 = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !964
  %_14.i = load ptr, ptr %1, align 8, !dbg !964, !alias.scope !900, !noalias !945, !nonnull !108, !noundef !108
    #dbg_value(ptr %_14.i, !956, !DIExpression(), !957)
  %end.i = getelementptr inbounds nuw ptr, ptr %_14.i, i64 %len.i, !dbg !985
    #dbg_value(ptr %end.i, !914, !DIExpression(), !986)
    #dbg_value(ptr %end.i, !987, !DIExpression(), !994)
    #dbg_value(ptr %l, !993, !DIExpression(), !994)
  store ptr %l, ptr %end.i, align 8, !dbg !996, !noalias !997
  %2 = add nsw i64 %len.i, 1, !dbg !998
  store i64 %2, ptr %0, align 8, !dbg !998, !alias.scope !900, !noalias !945
    #dbg_value(ptr %this, !999, !DIExpression(), !1006)
  ret i64 %2, !dbg !1008
}

; keeps::keeper_name
; Function Attrs: nounwind nonlazybind uwtable
define noundef range(i64 0, 384307168202282326) i64 @_ZN5keeps11keeper_name17h4e8b37244acfffd6E(ptr noalias noundef align 8 dereferenceable(48) %this, i64 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1009 {
start:
  %buf = alloca [20 x i8], align 1
    #dbg_value(ptr %this, !1013, !DIExpression(), !1015)
    #dbg_value(i64 %n, !1014, !DIExpression(), !1015)
    #dbg_declare(ptr %buf, !1016, !DIExpression(), !1045)
    #dbg_declare(ptr poison, !1054, !DIExpression(), !1067)
    #dbg_declare(ptr poison, !1106, !DIExpression(), !1116)
    #dbg_declare(ptr poison, !1118, !DIExpression(), !1125)
    #dbg_declare(ptr poison, !1127, !DIExpression(), !1134)
    #dbg_declare(ptr poison, !1136, !DIExpression(), !1148)
    #dbg_value(ptr %this, !1150, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1158)
    #dbg_value(ptr poison, !1050, !DIExpression(), !1160)
    #dbg_value(ptr poison, !1025, !DIExpression(), !1161)
  call void @llvm.lifetime.start.p0(ptr nonnull %buf), !dbg !1162
; call <u64>::_fmt
  %0 = call { ptr, i64 } @_RNvMsf_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impy4__fmt(i64 noundef %n, ptr noalias noundef nonnull align 1 %buf, i64 noundef 20) #13, !dbg !1163
  %self.0 = extractvalue { ptr, i64 } %0, 0, !dbg !1163
  %self.1 = extractvalue { ptr, i64 } %0, 1, !dbg !1163
    #dbg_value(ptr %self.0, !1104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1164)
    #dbg_value(ptr %self.0, !1098, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1165)
    #dbg_value(ptr %self.0, !1099, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1166)
    #dbg_value(ptr %self.0, !1092, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1167)
    #dbg_value(ptr %self.0, !1087, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1168)
    #dbg_value(i64 %self.1, !1104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1164)
    #dbg_value(i64 %self.1, !1098, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1165)
    #dbg_value(i64 %self.1, !1099, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1166)
    #dbg_value(i64 %self.1, !1092, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1167)
    #dbg_value(i64 %self.1, !1087, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1168)
    #dbg_value(ptr %self.0, !1078, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1169)
    #dbg_value(ptr %self.0, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1170)
    #dbg_value(ptr %self.0, !1066, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1171)
    #dbg_value(ptr %self.0, !1111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1172)
    #dbg_value(i64 %self.1, !1078, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1169)
    #dbg_value(i64 %self.1, !1073, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1170)
    #dbg_value(i64 %self.1, !1066, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1171)
    #dbg_value(i64 %self.1, !1111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1172)
    #dbg_value(i64 %self.1, !1112, !DIExpression(), !1173)
    #dbg_value(i64 %self.1, !1124, !DIExpression(), !1174)
    #dbg_value(i64 %self.1, !1133, !DIExpression(), !1175)
    #dbg_value(i64 %self.1, !1176, !DIExpression(), !1186)
    #dbg_value(i64 %self.1, !1188, !DIExpression(), !1195)
    #dbg_value(i64 %self.1, !1142, !DIExpression(), !1197)
    #dbg_value(i64 1, !1143, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1197)
    #dbg_value(i64 1, !1143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1197)
    #dbg_value(i64 %self.1, !1198, !DIExpression(), !1232)
    #dbg_value(i64 %self.1, !1234, !DIExpression(), !1240)
    #dbg_value(i64 %self.1, !1242, !DIExpression(), !1248)
    #dbg_value(i1 false, !1219, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1232)
    #dbg_declare(ptr poison, !1220, !DIExpression(), !1250)
    #dbg_value(i64 1, !1221, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1232)
    #dbg_value(i64 1, !1221, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1232)
    #dbg_value(i64 1, !1237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1240)
    #dbg_value(i64 1, !1237, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1240)
    #dbg_value(i64 1, !1251, !DIExpression(), !1258)
    #dbg_value(i64 1, !1260, !DIExpression(), !1267)
    #dbg_value(ptr poison, !1245, !DIExpression(), !1269)
    #dbg_value(i64 %self.1, !1246, !DIExpression(), !1270)
    #dbg_value(i64 %self.1, !1257, !DIExpression(), !1258)
    #dbg_value(i64 %self.1, !1266, !DIExpression(), !1267)
  %_38.i = icmp sgt i64 %self.1, -1, !dbg !1271
  br i1 %_38.i, label %bb18.i, label %bb6, !dbg !1272

bb18.i:                                           ; preds = %start
    #dbg_value(i64 1, !1222, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1273)
    #dbg_value(i64 %self.1, !1222, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1273)
  %1 = icmp eq i64 %self.1, 0, !dbg !1274
  br i1 %1, label %bb3, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i, !dbg !1274

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i: ; preds = %bb18.i
    #dbg_value(ptr poison, !555, !DIExpression(), !1275)
    #dbg_value(ptr poison, !563, !DIExpression(), !1277)
    #dbg_value(i64 1, !560, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1275)
    #dbg_value(i64 1, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1277)
    #dbg_value(i64 %self.1, !560, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1275)
    #dbg_value(i64 %self.1, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1277)
    #dbg_value(i8 0, !570, !DIExpression(), !1277)
    #dbg_value(i64 1, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1279)
    #dbg_value(i64 1, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1281)
    #dbg_value(i64 %self.1, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1279)
    #dbg_value(i64 %self.1, !592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1281)
    #dbg_value(i1 false, !579, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1279)
    #dbg_value(i64 %self.1, !580, !DIExpression(), !1283)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !1284, !noalias !1285
; call __rustc::__rust_alloc
  %2 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %self.1, i64 noundef range(i64 1, 9) 1) #13, !dbg !1288, !noalias !1285
    #dbg_value(i64 poison, !1226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1289)
    #dbg_value(ptr %2, !1226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1289)
  %3 = icmp eq ptr %2, null, !dbg !1290
  br i1 %3, label %bb6, label %bb2, !dbg !1291

bb6:                                              ; preds = %start, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i
  %_27.sroa.4.0.ph = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i ], [ 0, %start ]
    #dbg_value(i64 %_27.sroa.4.0.ph, !1146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1292)
    #dbg_value(i64 %self.1, !1146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1292)
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_27.sroa.4.0.ph, i64 %self.1) #14, !dbg !1293
  unreachable, !dbg !1293

bb3:                                              ; preds = %bb18.i, %bb2
  %4 = phi ptr [ %2, %bb2 ], [ inttoptr (i64 1 to ptr), %bb18.i ]
  %self = getelementptr inbounds nuw i8, ptr %this, i64 24, !dbg !1294
    #dbg_value(ptr %self, !1150, !DIExpression(), !1158)
    #dbg_value(i64 %self.1, !1114, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1295)
    #dbg_value(i64 %self.1, !1157, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1158)
    #dbg_value(i64 %self.1, !1296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1309)
    #dbg_value(i64 %self.1, !1311, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1317)
    #dbg_value(ptr %4, !1157, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1158)
    #dbg_value(ptr %4, !1296, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1309)
    #dbg_value(ptr %4, !1311, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1317)
    #dbg_value(i64 %self.1, !1157, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1158)
    #dbg_value(i64 %self.1, !1296, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1309)
    #dbg_value(i64 %self.1, !1311, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1317)
  call void @llvm.lifetime.end.p0(ptr nonnull %buf), !dbg !1319
    #dbg_value(ptr %self, !1303, !DIExpression(), !1309)
    #dbg_value(ptr %self, !1320, !DIExpression(), !1326)
    #dbg_value(i64 24, !1328, !DIExpression(), !1332)
  %5 = getelementptr inbounds nuw i8, ptr %this, i64 40, !dbg !1342
  %len.i = load i64, ptr %5, align 8, !dbg !1342, !alias.scope !1343, !noalias !1346, !noundef !108
    #dbg_value(i64 %len.i, !1304, !DIExpression(), !1348)
    #dbg_value(i64 %len.i, !1349, !DIExpression(), !1355)
    #dbg_value(ptr %self, !1340, !DIExpression(), !1357)
  %self1.i = load i64, ptr %self, align 8, !dbg !1358, !range !193, !alias.scope !1343, !noalias !1346, !noundef !108
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !1359
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E.exit", !dbg !1359

bb1.i:                                            ; preds = %bb3
; call <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef nonnull align 8 dereferenceable(24) %self) #15, !dbg !1360, !noalias !1346
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E.exit", !dbg !1361

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E.exit": ; preds = %bb3, %bb1.i
  %6 = getelementptr inbounds nuw i8, ptr %this, i64 32, !dbg !1362
  %_14.i = load ptr, ptr %6, align 8, !dbg !1362, !alias.scope !1343, !noalias !1346, !nonnull !108, !noundef !108
    #dbg_value(ptr %_14.i, !1354, !DIExpression(), !1355)
  %end.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_14.i, i64 %len.i, !dbg !1383
    #dbg_value(ptr %end.i, !1306, !DIExpression(), !1384)
    #dbg_value(ptr %end.i, !1316, !DIExpression(), !1317)
  store i64 %self.1, ptr %end.i, align 8, !dbg !1385
  %value.sroa.4.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 8, !dbg !1385
  store ptr %4, ptr %value.sroa.4.0.end.i.sroa_idx, align 8, !dbg !1385
  %value.sroa.5.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 16, !dbg !1385
  store i64 %self.1, ptr %value.sroa.5.0.end.i.sroa_idx, align 8, !dbg !1385
  %7 = add nsw i64 %len.i, 1, !dbg !1386
  store i64 %7, ptr %5, align 8, !dbg !1386, !alias.scope !1343, !noalias !1346
    #dbg_value(ptr %this, !1387, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1394)
  ret i64 %7, !dbg !1396

bb2:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i
    #dbg_value(i64 %self.1, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1295)
    #dbg_value(ptr %2, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1295)
    #dbg_value(i64 0, !1114, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1295)
    #dbg_value(ptr %self.0, !1184, !DIExpression(), !1186)
    #dbg_value(ptr %self.0, !1193, !DIExpression(), !1195)
    #dbg_value(ptr %2, !1185, !DIExpression(), !1186)
    #dbg_value(ptr %2, !1194, !DIExpression(), !1195)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr align 1 %self.0, i64 %self.1, i1 false), !dbg !1397
    #dbg_value(i64 %self.1, !1114, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1295)
  br label %bb3, !dbg !1398
}

; keeps::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN5keeps6client17h1a28ecb6d67b7b3bE(i64 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1399 {
start:
    #dbg_value(i64 %n, !1403, !DIExpression(), !1434)
    #dbg_value(i64 1, !1435, !DIExpression(), !1445)
    #dbg_value(i64 1, !1478, !DIExpression(), !1489)
    #dbg_value(i64 1, !1491, !DIExpression(), !1501)
    #dbg_value(ptr null, !1404, !DIExpression(), !1503)
    #dbg_value(i64 0, !1406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1504)
    #dbg_value(i64 %n, !1406, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1504)
    #dbg_value(ptr undef, !1473, !DIExpression(), !1505)
    #dbg_value(ptr undef, !1467, !DIExpression(), !1506)
    #dbg_value(ptr undef, !1507, !DIExpression(), !1516)
    #dbg_value(ptr undef, !1515, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1518)
  %_265 = icmp sgt i64 %n, 0, !dbg !1519
  br i1 %_265, label %bb9, label %bb10, !dbg !1517

bb10:                                             ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, %start
  %l.sroa.0.0.lcssa = phi ptr [ null, %start ], [ %3, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], !dbg !1434
  %_10 = tail call noundef ptr @__cormi_remote_ctor(i32 noundef 1, ptr noundef nonnull @_ZN5keeps10keeper_new17h6e1759b8ec630045E) #13, !dbg !1520
  %0 = icmp ne ptr %_10, null, !dbg !1521
  tail call void @llvm.assume(i1 %0), !dbg !1521
    #dbg_value(ptr %_10, !1417, !DIExpression(), !1522)
  %_15 = tail call noundef ptr %_10() #13, !dbg !1523
  %_14 = ptrtoint ptr %_15 to i64, !dbg !1523
    #dbg_value(i64 %_14, !1422, !DIExpression(), !1524)
  %_17 = tail call noundef ptr @__cormi_remote_method(i64 noundef %_14, ptr noundef nonnull @_ZN5keeps11keeper_keep17hdc5affbb7785ee5eE) #13, !dbg !1525
  %1 = icmp ne ptr %_17, null, !dbg !1526
  tail call void @llvm.assume(i1 %1), !dbg !1526
    #dbg_value(ptr %_17, !1424, !DIExpression(), !1527)
  %_21 = tail call noundef ptr @__cormi_remote_method(i64 noundef %_14, ptr noundef nonnull @_ZN5keeps11keeper_name17h4e8b37244acfffd6E) #13, !dbg !1528
  %2 = icmp ne ptr %_21, null, !dbg !1529
  tail call void @llvm.assume(i1 %2), !dbg !1529
    #dbg_value(ptr %_21, !1429, !DIExpression(), !1530)
  %_24 = tail call noundef i64 %_17(ptr noundef null, ptr noalias noundef align 8 %l.sroa.0.0.lcssa) #13, !dbg !1531
  %_25 = tail call noundef i64 %_21(ptr noundef null, i64 noundef 7) #13, !dbg !1532
  %_0 = add i64 %_25, %_24, !dbg !1531
  ret i64 %_0, !dbg !1533

bb9:                                              ; preds = %start, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %iter.sroa.0.07 = phi i64 [ %5, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], [ 0, %start ]
  %l.sroa.0.06 = phi ptr [ %3, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], [ null, %start ]
    #dbg_value(ptr %l.sroa.0.06, !1404, !DIExpression(), !1503)
    #dbg_value(i64 %iter.sroa.0.07, !1468, !DIExpression(), !1534)
    #dbg_value(i64 %iter.sroa.0.07, !1444, !DIExpression(), !1445)
    #dbg_value(i64 %iter.sroa.0.07, !1485, !DIExpression(), !1489)
    #dbg_value(i64 %iter.sroa.0.07, !1500, !DIExpression(), !1501)
    #dbg_value(i64 %iter.sroa.0.07, !1406, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1504)
    #dbg_value(i64 %iter.sroa.0.07, !1415, !DIExpression(), !1535)
    #dbg_value(ptr %l.sroa.0.06, !1536, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1546)
    #dbg_value(i64 %iter.sroa.0.07, !1536, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1546)
    #dbg_value(i64 8, !844, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1548)
    #dbg_value(i64 8, !851, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1550)
    #dbg_value(i64 8, !857, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1552)
    #dbg_value(i64 16, !844, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1548)
    #dbg_value(i64 16, !851, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1550)
    #dbg_value(i64 16, !857, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1552)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !854, !DIExpression(), !1550)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !860, !DIExpression(), !1552)
    #dbg_value(i8 0, !861, !DIExpression(), !1552)
    #dbg_value(i64 8, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1554)
    #dbg_value(i64 8, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1556)
    #dbg_value(i64 16, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1554)
    #dbg_value(i64 16, !592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1556)
    #dbg_value(i1 false, !579, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1554)
    #dbg_value(i64 16, !580, !DIExpression(), !1558)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !1559, !noalias !1560
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 16, i64 noundef 8) #13, !dbg !1563, !noalias !1560
  %4 = icmp eq ptr %3, null, !dbg !1564
  br i1 %4, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !1565, !prof !876

bb2.i:                                            ; preds = %bb9
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #14, !dbg !1566, !noalias !1560
  unreachable, !dbg !1566

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb9
  %5 = add nuw nsw i64 %iter.sroa.0.07, 1, !dbg !1567
    #dbg_value(i64 %5, !1406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1504)
    #dbg_value(ptr %3, !1541, !DIExpression(), !1572)
  store ptr %l.sroa.0.06, ptr %3, align 8, !dbg !1573, !noalias !1560
  %6 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !1573
  store i64 %iter.sroa.0.07, ptr %6, align 8, !dbg !1573
    #dbg_value(ptr %3, !1404, !DIExpression(), !1503)
    #dbg_value(ptr undef, !1473, !DIExpression(), !1505)
    #dbg_value(ptr undef, !1467, !DIExpression(), !1506)
    #dbg_value(ptr undef, !1507, !DIExpression(), !1516)
    #dbg_value(ptr undef, !1515, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1518)
  %exitcond.not = icmp eq i64 %5, %n, !dbg !1519
  br i1 %exitcond.not, label %bb10, label %bb9, !dbg !1517
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #6

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #2

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #8

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
; Function Attrs: noinline nounwind nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #9

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #8

; <u64>::_fmt
; Function Attrs: nounwind nonlazybind uwtable
declare { ptr, i64 } @_RNvMsf_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impy4__fmt(i64 noundef, ptr noalias noundef nonnull align 1, i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_ctor(i32 noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #12

attributes #0 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "keeps.rs/@/keeps.b657d8fc62091a12-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
!7 = !{!8, !79}
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
!79 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AllocInit", scope: !80, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagEnumClass, elements: !83)
!80 = !DINamespace(name: "raw_vec", scope: !81)
!81 = !DINamespace(name: "alloc", scope: null)
!82 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!83 = !{!84, !85}
!84 = !DIEnumerator(name: "Uninitialized", value: 0, isUnsigned: true)
!85 = !DIEnumerator(name: "Zeroed", value: 1, isUnsigned: true)
!86 = distinct !DISubprogram(name: "grow_one<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17haa991971fde52882E", scope: !88, file: !87, line: 186, type: !147, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !150, retainedNodes: !151)
!87 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!88 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !89, templateParams: !146, identifier: "26cda383d9df13048fe032f885db927a")
!89 = !{!90, !121}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !88, file: !9, baseType: !91, size: 128, align: 64, flags: DIFlagPrivate)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !92, templateParams: !119, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!92 = !{!93, !109, !116}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !91, file: !9, baseType: !94, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !95, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !96, templateParams: !103, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!95 = !DINamespace(name: "unique", scope: !11)
!96 = !{!97, !105}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !94, file: !9, baseType: !98, size: 64, align: 64, flags: DIFlagPrivate)
!98 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !99, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !100, templateParams: !103, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!99 = !DINamespace(name: "non_null", scope: !11)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !98, file: !9, baseType: !102, size: 64, align: 64, flags: DIFlagPrivate)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!103 = !{!104}
!104 = !DITemplateTypeParameter(name: "T", type: !82)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !94, file: !9, baseType: !106, align: 8, offset: 64, flags: DIFlagPrivate)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !107, file: !9, align: 8, flags: DIFlagPublic, elements: !108, templateParams: !103, identifier: "15bae875c56c7c0f828edf19d836075e")
!107 = !DINamespace(name: "marker", scope: !12)
!108 = !{}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !91, file: !9, baseType: !110, size: 64, align: 64, flags: DIFlagPrivate)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !111, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !113, templateParams: !108, identifier: "cad7375c0c871c072d809328de25b44")
!111 = !DINamespace(name: "niche_types", scope: !112)
!112 = !DINamespace(name: "num", scope: !12)
!113 = !{!114}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !110, file: !9, baseType: !115, size: 64, align: 64, flags: DIFlagPrivate)
!115 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !91, file: !9, baseType: !117, align: 8, offset: 128, flags: DIFlagPrivate)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !118, file: !9, align: 8, flags: DIFlagPublic, elements: !108, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!118 = !DINamespace(name: "alloc", scope: !81)
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "A", type: !117)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !88, file: !9, baseType: !122, align: 8, offset: 128, flags: DIFlagPrivate)
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", scope: !107, file: !9, align: 8, flags: DIFlagPublic, elements: !108, templateParams: !123, identifier: "133dacda7e89114df678485878dad5c5")
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "T", type: !125)
!125 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>", scope: !126, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !127, templateParams: !108, identifier: "519e8239c1b314201e9c02e8359ea4cb")
!126 = !DINamespace(name: "option", scope: !12)
!127 = !{!128}
!128 = !DICompositeType(tag: DW_TAG_variant_part, scope: !125, file: !9, size: 64, align: 64, elements: !129, templateParams: !108, identifier: "762c08c29af62477bb600fe448bcf7f2", discriminator: !145)
!129 = !{!130, !141}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !128, file: !9, baseType: !131, size: 64, align: 64, extraData: i64 0)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !125, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !132, identifier: "7926c71f3c29192d93ba859e3925b090")
!132 = !{!133}
!133 = !DITemplateTypeParameter(name: "T", type: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<keeps::Node, alloc::alloc::Global>", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Node", scope: !136, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !137, templateParams: !108, identifier: "cd088e9dc97937798d7500a8abe45e5")
!136 = !DINamespace(name: "keeps", scope: null)
!137 = !{!138, !139}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !135, file: !9, baseType: !125, size: 64, align: 64, flags: DIFlagPublic)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !135, file: !9, baseType: !140, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!140 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !128, file: !9, baseType: !142, size: 64, align: 64)
!142 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !125, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !143, templateParams: !132, identifier: "688118c2a9689bdb73e4fd660a88487")
!143 = !{!144}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !142, file: !9, baseType: !134, size: 64, align: 64, flags: DIFlagPublic)
!145 = !DIDerivedType(tag: DW_TAG_member, scope: !125, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!146 = !{!124, !120}
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !88, size: 64, align: 64, dwarfAddressSpace: 0)
!150 = !DISubprogram(name: "grow_one<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17haa991971fde52882E", scope: !88, file: !87, line: 186, type: !147, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!151 = !{!152}
!152 = !DILocalVariable(name: "self", arg: 1, scope: !86, file: !87, line: 186, type: !149)
!153 = !DILocation(line: 0, scope: !86)
!154 = !DILocalVariable(name: "elem_layout", scope: !155, file: !87, line: 489, type: !159, align: 64)
!155 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17hb0de9a97a3d17197E", scope: !91, file: !87, line: 489, type: !156, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !168, retainedNodes: !169)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !159}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !160, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !162, templateParams: !108, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!160 = !DINamespace(name: "layout", scope: !161)
!161 = !DINamespace(name: "alloc", scope: !12)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !159, file: !9, baseType: !115, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !159, file: !9, baseType: !165, size: 64, align: 64, flags: DIFlagPrivate)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !166, templateParams: !108, identifier: "5099570874743123f8e757e4da3ea37b")
!166 = !{!167}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !165, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!168 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17hb0de9a97a3d17197E", scope: !91, file: !87, line: 489, type: !156, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!169 = !{!170, !154, !171}
!170 = !DILocalVariable(name: "self", arg: 1, scope: !155, file: !87, line: 489, type: !158)
!171 = !DILocalVariable(name: "err", scope: !172, file: !87, line: 491, type: !173, align: 64)
!172 = distinct !DILexicalBlock(scope: !155, file: !87, line: 491, column: 95)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !174, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !175, templateParams: !108, identifier: "aadc5b14185c42e764a105b028ba728d")
!174 = !DINamespace(name: "collections", scope: !81)
!175 = !{!176}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !173, file: !9, baseType: !177, size: 128, align: 64, flags: DIFlagPrivate)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !174, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !178, templateParams: !108, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!178 = !{!179}
!179 = !DICompositeType(tag: DW_TAG_variant_part, scope: !177, file: !9, size: 128, align: 64, elements: !180, templateParams: !108, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !189)
!180 = !{!181, !183}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !179, file: !9, baseType: !182, size: 128, align: 64, extraData: i64 0)
!182 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !177, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !108, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!183 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !179, file: !9, baseType: !184, size: 128, align: 64)
!184 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !177, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !185, templateParams: !108, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!185 = !{!186, !187}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !184, file: !9, baseType: !159, size: 128, align: 64, flags: DIFlagPublic)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !184, file: !9, baseType: !188, align: 8, offset: 128, flags: DIFlagPublic)
!188 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!189 = !DIDerivedType(tag: DW_TAG_member, scope: !177, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!190 = !DILocation(line: 0, scope: !155, inlinedAt: !191)
!191 = !DILocation(line: 188, column: 29, scope: !86)
!192 = !DILocation(line: 491, column: 56, scope: !172, inlinedAt: !191)
!193 = !{i64 0, i64 -9223372036854775808}
!194 = !DILocation(line: 491, column: 41, scope: !172, inlinedAt: !191)
!195 = !DILocation(line: 491, column: 27, scope: !172, inlinedAt: !191)
!196 = !DILocation(line: 491, column: 16, scope: !172, inlinedAt: !191)
!197 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!198 = !DILocation(line: 0, scope: !172, inlinedAt: !191)
!199 = !DILocation(line: 492, column: 13, scope: !172, inlinedAt: !191)
!200 = !DILocation(line: 189, column: 6, scope: !86)
!201 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h6e88bb2508c7099bE", scope: !91, file: !87, line: 542, type: !202, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !230, retainedNodes: !232)
!202 = !DISubroutineType(cc: DW_CC_nocall, types: !203)
!203 = !{!204, !229, !115, !159}
!204 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !205, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !108, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!205 = !DINamespace(name: "result", scope: !12)
!206 = !{!207}
!207 = !DICompositeType(tag: DW_TAG_variant_part, scope: !204, file: !9, size: 192, align: 64, elements: !208, templateParams: !108, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !228)
!208 = !{!209, !224}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !207, file: !9, baseType: !210, size: 192, align: 64, extraData: i64 0)
!210 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !204, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !211, templateParams: !221, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!211 = !{!212}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !210, file: !9, baseType: !213, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !99, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !214, templateParams: !103, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!214 = !{!215}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !213, file: !9, baseType: !216, size: 128, align: 64, flags: DIFlagPrivate)
!216 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !217, templateParams: !108, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!217 = !{!218, !220}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !216, file: !9, baseType: !219, size: 64, align: 64)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !216, file: !9, baseType: !115, size: 64, align: 64, offset: 64)
!221 = !{!222, !223}
!222 = !DITemplateTypeParameter(name: "T", type: !213)
!223 = !DITemplateTypeParameter(name: "E", type: !173)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !207, file: !9, baseType: !225, size: 192, align: 64, extraData: i64 1)
!225 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !204, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !226, templateParams: !221, identifier: "9234330068e745d91141199209a66860")
!226 = !{!227}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !225, file: !9, baseType: !173, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!228 = !DIDerivedType(tag: DW_TAG_member, scope: !204, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!230 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h6e88bb2508c7099bE", scope: !91, file: !87, line: 542, type: !231, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!231 = !DISubroutineType(types: !203)
!232 = !{!233, !234, !235, !236, !238, !258, !260, !278, !280, !281}
!233 = !DILocalVariable(name: "self", arg: 1, scope: !201, file: !87, line: 543, type: !229)
!234 = !DILocalVariable(name: "cap", arg: 2, scope: !201, file: !87, line: 544, type: !115)
!235 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !201, file: !87, line: 545, type: !159)
!236 = !DILocalVariable(name: "new_layout", scope: !237, file: !87, line: 547, type: !159, align: 64)
!237 = distinct !DILexicalBlock(scope: !201, file: !87, line: 547, column: 9)
!238 = !DILocalVariable(name: "residual", scope: !239, file: !87, line: 547, type: !240, align: 64)
!239 = distinct !DILexicalBlock(scope: !201, file: !87, line: 547, column: 56)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !205, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !241, templateParams: !108, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!241 = !{!242}
!242 = !DICompositeType(tag: DW_TAG_variant_part, scope: !240, file: !9, size: 128, align: 64, elements: !243, templateParams: !108, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!243 = !{!244, !254}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !242, file: !9, baseType: !245, size: 128, align: 64)
!245 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !240, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !246, templateParams: !252, identifier: "725030a854544723e0ecac01ee80d30f")
!246 = !{!247}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !245, file: !9, baseType: !248, align: 8, flags: DIFlagPublic)
!248 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !249, file: !9, align: 8, flags: DIFlagPublic, elements: !250, templateParams: !108, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!249 = !DINamespace(name: "convert", scope: !12)
!250 = !{!251}
!251 = !DICompositeType(tag: DW_TAG_variant_part, scope: !248, file: !9, align: 8, elements: !108, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!252 = !{!253, !223}
!253 = !DITemplateTypeParameter(name: "T", type: !248)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !242, file: !9, baseType: !255, size: 128, align: 64)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !240, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !256, templateParams: !252, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!256 = !{!257}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !255, file: !9, baseType: !173, size: 128, align: 64, flags: DIFlagPublic)
!258 = !DILocalVariable(name: "val", scope: !259, file: !87, line: 547, type: !159, align: 64)
!259 = distinct !DILexicalBlock(scope: !201, file: !87, line: 547, column: 56)
!260 = !DILocalVariable(name: "memory", scope: !261, file: !87, line: 549, type: !262, align: 64)
!261 = distinct !DILexicalBlock(scope: !237, file: !87, line: 549, column: 9)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !205, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !263, templateParams: !108, identifier: "519a674418a5b51cf8bee27a967aa54e")
!263 = !{!264}
!264 = !DICompositeType(tag: DW_TAG_variant_part, scope: !262, file: !9, size: 128, align: 64, elements: !265, templateParams: !108, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !277)
!265 = !{!266, !273}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !264, file: !9, baseType: !267, size: 128, align: 64)
!267 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !262, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !268, templateParams: !270, identifier: "30b736d771929d0b7715388dfe942406")
!268 = !{!269}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !267, file: !9, baseType: !213, size: 128, align: 64, flags: DIFlagPublic)
!270 = !{!222, !271}
!271 = !DITemplateTypeParameter(name: "E", type: !272)
!272 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !161, file: !9, align: 8, flags: DIFlagPublic, elements: !108, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!273 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !264, file: !9, baseType: !274, size: 128, align: 64, extraData: i64 0)
!274 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !262, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !275, templateParams: !270, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!275 = !{!276}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !274, file: !9, baseType: !272, align: 8, flags: DIFlagPublic)
!277 = !DIDerivedType(tag: DW_TAG_member, scope: !262, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: "ptr", scope: !279, file: !87, line: 549, type: !98, align: 64)
!279 = distinct !DILexicalBlock(scope: !237, file: !87, line: 549, column: 99)
!280 = !DILocalVariable(name: "old_layout", scope: !279, file: !87, line: 549, type: !159, align: 64)
!281 = !DILocalVariable(name: "memory", scope: !282, file: !87, line: 563, type: !213, align: 64)
!282 = distinct !DILexicalBlock(scope: !261, file: !87, line: 563, column: 13)
!283 = !DILocation(line: 0, scope: !201)
!284 = !DILocalVariable(name: "cap", arg: 1, scope: !285, file: !87, line: 894, type: !115)
!285 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !80, file: !87, line: 894, type: !286, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !303)
!286 = !DISubroutineType(types: !287)
!287 = !{!288, !115, !159}
!288 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !205, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !289, templateParams: !108, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!289 = !{!290}
!290 = !DICompositeType(tag: DW_TAG_variant_part, scope: !288, file: !9, size: 192, align: 64, elements: !291, templateParams: !108, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !302)
!291 = !{!292, !298}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !290, file: !9, baseType: !293, size: 192, align: 64, extraData: i64 0)
!293 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !288, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !294, templateParams: !296, identifier: "3468e8a189e0e1406885d0070654e614")
!294 = !{!295}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !293, file: !9, baseType: !159, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!296 = !{!297, !223}
!297 = !DITemplateTypeParameter(name: "T", type: !159)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !290, file: !9, baseType: !299, size: 192, align: 64, extraData: i64 1)
!299 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !288, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !300, templateParams: !296, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!300 = !{!301}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !299, file: !9, baseType: !173, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!302 = !DIDerivedType(tag: DW_TAG_member, scope: !288, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!303 = !{!284, !304, !304, !305}
!304 = !DILocalVariable(name: "elem_layout", scope: !285, file: !87, line: 894, type: !159, align: 64)
!305 = !DILocalVariable(name: "layout", scope: !306, file: !87, line: 901, type: !159, align: 64)
!306 = distinct !DILexicalBlock(scope: !285, file: !87, line: 901, column: 9)
!307 = !DILocation(line: 0, scope: !285, inlinedAt: !308)
!308 = !DILocation(line: 547, column: 26, scope: !201)
!309 = !DILocalVariable(name: "n", arg: 2, scope: !310, file: !311, line: 526, type: !115)
!310 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !159, file: !311, line: 526, type: !312, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !331, retainedNodes: !332)
!311 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!312 = !DISubroutineType(types: !313)
!313 = !{!314, !330, !115}
!314 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !205, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !315, templateParams: !108, identifier: "176dd254fc51c9bbff58827463bc0f7")
!315 = !{!316}
!316 = !DICompositeType(tag: DW_TAG_variant_part, scope: !314, file: !9, size: 128, align: 64, elements: !317, templateParams: !108, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !329)
!317 = !{!318, !325}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !316, file: !9, baseType: !319, size: 128, align: 64)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !314, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !320, templateParams: !322, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!320 = !{!321}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !319, file: !9, baseType: !159, size: 128, align: 64, flags: DIFlagPublic)
!322 = !{!297, !323}
!323 = !DITemplateTypeParameter(name: "E", type: !324)
!324 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !160, file: !9, align: 8, flags: DIFlagPublic, elements: !108, identifier: "dc083c9e2be34eb2f717cce2335e336")
!325 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !316, file: !9, baseType: !326, size: 128, align: 64, extraData: i64 0)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !314, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !327, templateParams: !322, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!327 = !{!328}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !326, file: !9, baseType: !324, align: 8, flags: DIFlagPublic)
!329 = !DIDerivedType(tag: DW_TAG_member, scope: !314, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !159, size: 64, align: 64, dwarfAddressSpace: 0)
!331 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !159, file: !311, line: 526, type: !312, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!332 = !{!333, !309, !334}
!333 = !DILocalVariable(name: "self", arg: 1, scope: !310, file: !311, line: 526, type: !330)
!334 = !DILocalVariable(name: "size", scope: !335, file: !311, line: 527, type: !115, align: 64)
!335 = distinct !DILexicalBlock(scope: !310, file: !311, line: 527, column: 54)
!336 = !DILocation(line: 0, scope: !310, inlinedAt: !337)
!337 = !DILocation(line: 900, column: 23, scope: !285, inlinedAt: !308)
!338 = !DILocalVariable(name: "rhs", arg: 2, scope: !339, file: !340, line: 1160, type: !115)
!339 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !341, file: !340, line: 1160, type: !342, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !357)
!340 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!341 = !DINamespace(name: "{impl#11}", scope: !112)
!342 = !DISubroutineType(types: !343)
!343 = !{!344, !115, !115}
!344 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !126, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !345, templateParams: !108, identifier: "6f59025219977f466509bd4ae79a2945")
!345 = !{!346}
!346 = !DICompositeType(tag: DW_TAG_variant_part, scope: !344, file: !9, size: 128, align: 64, elements: !347, templateParams: !108, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !356)
!347 = !{!348, !352}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !346, file: !9, baseType: !349, size: 128, align: 64, extraData: i64 0)
!349 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !344, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !350, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!350 = !{!351}
!351 = !DITemplateTypeParameter(name: "T", type: !115)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !346, file: !9, baseType: !353, size: 128, align: 64, extraData: i64 1)
!353 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !344, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !354, templateParams: !350, identifier: "c70f2dfad93186ce146b7e80830727")
!354 = !{!355}
!355 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !353, file: !9, baseType: !115, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!356 = !DIDerivedType(tag: DW_TAG_member, scope: !344, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!357 = !{!358, !338, !359, !361}
!358 = !DILocalVariable(name: "self", arg: 1, scope: !339, file: !340, line: 1160, type: !115)
!359 = !DILocalVariable(name: "a", scope: !360, file: !340, line: 1161, type: !115, align: 64)
!360 = distinct !DILexicalBlock(scope: !339, file: !340, line: 1161, column: 13)
!361 = !DILocalVariable(name: "b", scope: !360, file: !340, line: 1161, type: !362, align: 8)
!362 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!363 = !DILocation(line: 0, scope: !339, inlinedAt: !364)
!364 = !DILocation(line: 527, column: 39, scope: !335, inlinedAt: !337)
!365 = !DILocalVariable(name: "rhs", arg: 2, scope: !366, file: !340, line: 3050, type: !115)
!366 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !341, file: !340, line: 3050, type: !367, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !373)
!367 = !DISubroutineType(types: !368)
!368 = !{!369, !115, !115}
!369 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !370, templateParams: !108, identifier: "d571287e27d8be874e95a2f698798cc6")
!370 = !{!371, !372}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !369, file: !9, baseType: !115, size: 64, align: 64)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !369, file: !9, baseType: !362, size: 8, align: 8, offset: 64)
!373 = !{!374, !365}
!374 = !DILocalVariable(name: "self", arg: 1, scope: !366, file: !340, line: 3050, type: !115)
!375 = !DILocation(line: 0, scope: !366, inlinedAt: !376)
!376 = !DILocation(line: 1161, column: 31, scope: !339, inlinedAt: !364)
!377 = !DILocation(line: 526, column: 32, scope: !310, inlinedAt: !337)
!378 = !DILocation(line: 3051, column: 26, scope: !366, inlinedAt: !376)
!379 = !DILocation(line: 0, scope: !360, inlinedAt: !364)
!380 = !DILocalVariable(name: "b", arg: 1, scope: !381, file: !382, line: 456, type: !362)
!381 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !383, file: !382, line: 456, type: !384, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !386)
!382 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!383 = !DINamespace(name: "intrinsics", scope: !12)
!384 = !DISubroutineType(types: !385)
!385 = !{!362, !362}
!386 = !{!380}
!387 = !DILocation(line: 0, scope: !381, inlinedAt: !388)
!388 = !DILocation(line: 1162, column: 16, scope: !360, inlinedAt: !364)
!389 = !DILocation(line: 0, scope: !335, inlinedAt: !337)
!390 = !DILocation(line: 457, column: 8, scope: !381, inlinedAt: !388)
!391 = !{!"branch_weights", i32 2000, i32 2002}
!392 = !DILocation(line: 0, scope: !237)
!393 = !DILocalVariable(name: "self", arg: 1, scope: !394, file: !87, line: 631, type: !229)
!394 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h5b7c7982f2774ed0E", scope: !91, file: !87, line: 631, type: !395, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !414, retainedNodes: !415)
!395 = !DISubroutineType(types: !396)
!396 = !{!397, !229, !159}
!397 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !126, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !398, templateParams: !108, identifier: "ee7541504661f874c2915c0073b72bc1")
!398 = !{!399}
!399 = !DICompositeType(tag: DW_TAG_variant_part, scope: !397, file: !9, size: 192, align: 64, elements: !400, templateParams: !108, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !413)
!400 = !{!401, !409}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !399, file: !9, baseType: !402, size: 192, align: 64, extraData: i64 0)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !397, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !403, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!403 = !{!404}
!404 = !DITemplateTypeParameter(name: "T", type: !405)
!405 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !406, templateParams: !108, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!406 = !{!407, !408}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !405, file: !9, baseType: !98, size: 64, align: 64)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !405, file: !9, baseType: !159, size: 128, align: 64, offset: 64)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !399, file: !9, baseType: !410, size: 192, align: 64)
!410 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !397, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !411, templateParams: !403, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!411 = !{!412}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !410, file: !9, baseType: !405, size: 192, align: 64, flags: DIFlagPublic)
!413 = !DIDerivedType(tag: DW_TAG_member, scope: !397, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!414 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h5b7c7982f2774ed0E", scope: !91, file: !87, line: 631, type: !395, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!415 = !{!393, !416, !417, !419}
!416 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !394, file: !87, line: 631, type: !159)
!417 = !DILocalVariable(name: "alloc_size", scope: !418, file: !87, line: 640, type: !115, align: 64)
!418 = distinct !DILexicalBlock(scope: !394, file: !87, line: 640, column: 17)
!419 = !DILocalVariable(name: "layout", scope: !420, file: !87, line: 641, type: !159, align: 64)
!420 = distinct !DILexicalBlock(scope: !418, file: !87, line: 641, column: 17)
!421 = !DILocation(line: 0, scope: !394, inlinedAt: !422)
!422 = distinct !DILocation(line: 549, column: 69, scope: !279)
!423 = !DILocalVariable(name: "self", arg: 1, scope: !424, file: !340, line: 1220, type: !115)
!424 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !341, file: !340, line: 1220, type: !425, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !451)
!425 = !DISubroutineType(types: !426)
!426 = !{!115, !115, !115, !427}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !428, size: 64, align: 64, dwarfAddressSpace: 0)
!428 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !429, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !431, templateParams: !108, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!429 = !DINamespace(name: "location", scope: !430)
!430 = !DINamespace(name: "panic", scope: !12)
!431 = !{!432, !440, !442, !443}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !428, file: !9, baseType: !433, size: 128, align: 64, flags: DIFlagPrivate)
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !99, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !434, templateParams: !103, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!434 = !{!435}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !433, file: !9, baseType: !436, size: 128, align: 64, flags: DIFlagPrivate)
!436 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !437, templateParams: !108, identifier: "238a44609877474087c05adf26cd41fa")
!437 = !{!438, !439}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !436, file: !9, baseType: !219, size: 64, align: 64)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !436, file: !9, baseType: !115, size: 64, align: 64, offset: 64)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !428, file: !9, baseType: !441, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!441 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !428, file: !9, baseType: !441, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !428, file: !9, baseType: !444, align: 8, offset: 192, flags: DIFlagPrivate)
!444 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !107, file: !9, align: 8, flags: DIFlagPublic, elements: !108, templateParams: !445, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!445 = !{!446}
!446 = !DITemplateTypeParameter(name: "T", type: !447)
!447 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !448, templateParams: !108, identifier: "9277eecd40495f85161460476aacc992")
!448 = !{!449, !450}
!449 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !447, file: !9, baseType: !219, size: 64, align: 64)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !447, file: !9, baseType: !115, size: 64, align: 64, offset: 64)
!451 = !{!423, !452}
!452 = !DILocalVariable(name: "rhs", arg: 2, scope: !424, file: !340, line: 1220, type: !115)
!453 = !DILocation(line: 0, scope: !424, inlinedAt: !454)
!454 = distinct !DILocation(line: 640, column: 53, scope: !394, inlinedAt: !422)
!455 = !DILocation(line: 632, column: 39, scope: !394, inlinedAt: !422)
!456 = !DILocation(line: 1232, column: 17, scope: !424, inlinedAt: !454)
!457 = !DILocation(line: 0, scope: !279)
!458 = !DILocalVariable(name: "self", arg: 1, scope: !459, file: !460, line: 448, type: !464)
!459 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !461, file: !460, line: 447, type: !462, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !465)
!460 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!461 = !DINamespace(name: "{impl#1}", scope: !118)
!462 = !DISubroutineType(types: !463)
!463 = !{!262, !464, !98, !159, !159}
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!465 = !{!458, !466, !467, !468}
!466 = !DILocalVariable(name: "ptr", arg: 2, scope: !459, file: !460, line: 449, type: !98)
!467 = !DILocalVariable(name: "old_layout", arg: 3, scope: !459, file: !460, line: 450, type: !159)
!468 = !DILocalVariable(name: "new_layout", arg: 4, scope: !459, file: !460, line: 451, type: !159)
!469 = !DILocation(line: 0, scope: !459, inlinedAt: !470)
!470 = distinct !DILocation(line: 555, column: 28, scope: !279)
!471 = !DILocalVariable(name: "self", arg: 1, scope: !472, file: !460, line: 336, type: !464)
!472 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !117, file: !460, line: 335, type: !473, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !475, retainedNodes: !476)
!473 = !DISubroutineType(types: !474)
!474 = !{!262, !464, !98, !159, !159, !362}
!475 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !117, file: !460, line: 335, type: !473, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!476 = !{!471, !477, !478, !479, !480}
!477 = !DILocalVariable(name: "ptr", arg: 2, scope: !472, file: !460, line: 337, type: !98)
!478 = !DILocalVariable(name: "old_layout", arg: 3, scope: !472, file: !460, line: 338, type: !159)
!479 = !DILocalVariable(name: "new_layout", arg: 4, scope: !472, file: !460, line: 339, type: !159)
!480 = !DILocalVariable(name: "zeroed", scope: !472, file: !460, line: 340, type: !362, align: 8)
!481 = !DILocation(line: 0, scope: !472, inlinedAt: !482)
!482 = distinct !DILocation(line: 454, column: 23, scope: !459, inlinedAt: !470)
!483 = !DILocalVariable(name: "self", arg: 1, scope: !484, file: !460, line: 217, type: !464)
!484 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !117, file: !460, line: 216, type: !473, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !485, retainedNodes: !486)
!485 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !117, file: !460, line: 216, type: !473, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!486 = !{!483, !487, !488, !489, !490, !491, !493, !495, !497, !500, !502, !517, !519, !521, !523, !525}
!487 = !DILocalVariable(name: "ptr", arg: 2, scope: !484, file: !460, line: 218, type: !98)
!488 = !DILocalVariable(name: "old_layout", arg: 3, scope: !484, file: !460, line: 219, type: !159)
!489 = !DILocalVariable(name: "new_layout", arg: 4, scope: !484, file: !460, line: 220, type: !159)
!490 = !DILocalVariable(name: "zeroed", arg: 5, scope: !484, file: !460, line: 221, type: !362)
!491 = !DILocalVariable(name: "old_size", scope: !492, file: !460, line: 233, type: !115, align: 64)
!492 = distinct !DILexicalBlock(scope: !484, file: !460, line: 233, column: 13)
!493 = !DILocalVariable(name: "old_size", scope: !492, file: !460, line: 233, type: !494, align: 64)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!495 = !DILocalVariable(name: "new_size", scope: !496, file: !460, line: 234, type: !115, align: 64)
!496 = distinct !DILexicalBlock(scope: !492, file: !460, line: 234, column: 17)
!497 = !DILocalVariable(name: "raw_ptr", scope: !498, file: !460, line: 239, type: !499, align: 64)
!498 = distinct !DILexicalBlock(scope: !496, file: !460, line: 239, column: 17)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!500 = !DILocalVariable(name: "ptr", scope: !501, file: !460, line: 240, type: !98, align: 64)
!501 = distinct !DILexicalBlock(scope: !498, file: !460, line: 240, column: 17)
!502 = !DILocalVariable(name: "residual", scope: !503, file: !460, line: 240, type: !504, align: 8)
!503 = distinct !DILexicalBlock(scope: !498, file: !460, line: 240, column: 66)
!504 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !205, file: !9, align: 8, flags: DIFlagPublic, elements: !505, templateParams: !108, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!505 = !{!506}
!506 = !DICompositeType(tag: DW_TAG_variant_part, scope: !504, file: !9, align: 8, elements: !507, templateParams: !108, identifier: "f5e162db303eef1e33f578c71ec0a693")
!507 = !{!508, !513}
!508 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !506, file: !9, baseType: !509, align: 8)
!509 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !504, file: !9, align: 8, flags: DIFlagPublic, elements: !510, templateParams: !512, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!510 = !{!511}
!511 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !509, file: !9, baseType: !248, align: 8, flags: DIFlagPublic)
!512 = !{!253, !271}
!513 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !506, file: !9, baseType: !514, align: 8)
!514 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !504, file: !9, align: 8, flags: DIFlagPublic, elements: !515, templateParams: !512, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!515 = !{!516}
!516 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !514, file: !9, baseType: !272, align: 8, flags: DIFlagPublic)
!517 = !DILocalVariable(name: "val", scope: !518, file: !460, line: 240, type: !98, align: 64)
!518 = distinct !DILexicalBlock(scope: !498, file: !460, line: 240, column: 66)
!519 = !DILocalVariable(name: "old_size", scope: !520, file: !460, line: 252, type: !115, align: 64)
!520 = distinct !DILexicalBlock(scope: !484, file: !460, line: 252, column: 13)
!521 = !DILocalVariable(name: "new_ptr", scope: !522, file: !460, line: 253, type: !213, align: 64)
!522 = distinct !DILexicalBlock(scope: !520, file: !460, line: 253, column: 17)
!523 = !DILocalVariable(name: "residual", scope: !524, file: !460, line: 253, type: !504, align: 8)
!524 = distinct !DILexicalBlock(scope: !520, file: !460, line: 253, column: 66)
!525 = !DILocalVariable(name: "val", scope: !526, file: !460, line: 253, type: !213, align: 64)
!526 = distinct !DILexicalBlock(scope: !520, file: !460, line: 253, column: 66)
!527 = !DILocation(line: 0, scope: !484, inlinedAt: !528)
!528 = distinct !DILocation(line: 342, column: 9, scope: !472, inlinedAt: !482)
!529 = !DILocalVariable(name: "layout", arg: 2, scope: !530, file: !460, line: 134, type: !159)
!530 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !118, file: !460, line: 134, type: !531, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{!499, !499, !159, !115}
!533 = !{!534, !529, !535}
!534 = !DILocalVariable(name: "ptr", arg: 1, scope: !530, file: !460, line: 134, type: !499)
!535 = !DILocalVariable(name: "new_size", arg: 3, scope: !530, file: !460, line: 134, type: !115)
!536 = !DILocation(line: 0, scope: !530, inlinedAt: !537)
!537 = distinct !DILocation(line: 239, column: 31, scope: !496, inlinedAt: !528)
!538 = !DILocation(line: 0, scope: !492, inlinedAt: !528)
!539 = !DILocation(line: 233, column: 13, scope: !492, inlinedAt: !528)
!540 = !DILocation(line: 0, scope: !496, inlinedAt: !528)
!541 = !DILocation(line: 237, column: 40, scope: !496, inlinedAt: !528)
!542 = !DILocalVariable(name: "cond", arg: 1, scope: !543, file: !544, line: 202, type: !362)
!543 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !545, file: !544, line: 202, type: !546, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !548)
!544 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!545 = !DINamespace(name: "hint", scope: !12)
!546 = !DISubroutineType(types: !547)
!547 = !{null, !362, !427}
!548 = !{!542}
!549 = !DILocation(line: 0, scope: !543, inlinedAt: !550)
!550 = distinct !DILocation(line: 237, column: 17, scope: !496, inlinedAt: !528)
!551 = !DILocation(line: 210, column: 9, scope: !543, inlinedAt: !550)
!552 = !DILocation(line: 135, column: 14, scope: !530, inlinedAt: !537)
!553 = !DILocation(line: 0, scope: !261)
!554 = !DILocation(line: 549, column: 22, scope: !237)
!555 = !DILocalVariable(name: "self", arg: 1, scope: !556, file: !460, line: 428, type: !464)
!556 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !461, file: !460, line: 428, type: !557, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !559)
!557 = !DISubroutineType(types: !558)
!558 = !{!262, !464, !159}
!559 = !{!555, !560}
!560 = !DILocalVariable(name: "layout", arg: 2, scope: !556, file: !460, line: 428, type: !159)
!561 = !DILocation(line: 0, scope: !556, inlinedAt: !562)
!562 = distinct !DILocation(line: 558, column: 24, scope: !237)
!563 = !DILocalVariable(name: "self", arg: 1, scope: !564, file: !460, line: 311, type: !464)
!564 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !117, file: !460, line: 311, type: !565, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !567, retainedNodes: !568)
!565 = !DISubroutineType(types: !566)
!566 = !{!262, !464, !159, !362}
!567 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !117, file: !460, line: 311, type: !565, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!568 = !{!563, !569, !570}
!569 = !DILocalVariable(name: "layout", arg: 2, scope: !564, file: !460, line: 311, type: !159)
!570 = !DILocalVariable(name: "zeroed", scope: !564, file: !460, line: 311, type: !362, align: 8)
!571 = !DILocation(line: 0, scope: !564, inlinedAt: !572)
!572 = distinct !DILocation(line: 429, column: 14, scope: !556, inlinedAt: !562)
!573 = !DILocalVariable(name: "layout", arg: 1, scope: !574, file: !460, line: 185, type: !159)
!574 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !117, file: !460, line: 185, type: !575, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !577, retainedNodes: !578)
!575 = !DISubroutineType(types: !576)
!576 = !{!262, !159, !362}
!577 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !117, file: !460, line: 185, type: !575, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!578 = !{!573, !579, !580, !582, !584, !586, !588}
!579 = !DILocalVariable(name: "zeroed", arg: 2, scope: !574, file: !460, line: 185, type: !362)
!580 = !DILocalVariable(name: "size", scope: !581, file: !460, line: 189, type: !115, align: 64)
!581 = distinct !DILexicalBlock(scope: !574, file: !460, line: 189, column: 13)
!582 = !DILocalVariable(name: "raw_ptr", scope: !583, file: !460, line: 190, type: !499, align: 64)
!583 = distinct !DILexicalBlock(scope: !581, file: !460, line: 190, column: 17)
!584 = !DILocalVariable(name: "ptr", scope: !585, file: !460, line: 191, type: !98, align: 64)
!585 = distinct !DILexicalBlock(scope: !583, file: !460, line: 191, column: 17)
!586 = !DILocalVariable(name: "residual", scope: !587, file: !460, line: 191, type: !504, align: 8)
!587 = distinct !DILexicalBlock(scope: !583, file: !460, line: 191, column: 66)
!588 = !DILocalVariable(name: "val", scope: !589, file: !460, line: 191, type: !98, align: 64)
!589 = distinct !DILexicalBlock(scope: !583, file: !460, line: 191, column: 66)
!590 = !DILocation(line: 0, scope: !574, inlinedAt: !591)
!591 = distinct !DILocation(line: 312, column: 9, scope: !564, inlinedAt: !572)
!592 = !DILocalVariable(name: "layout", arg: 1, scope: !593, file: !460, line: 89, type: !159)
!593 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !118, file: !460, line: 89, type: !594, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !596)
!594 = !DISubroutineType(types: !595)
!595 = !{!499, !159}
!596 = !{!592}
!597 = !DILocation(line: 0, scope: !593, inlinedAt: !598)
!598 = distinct !DILocation(line: 190, column: 73, scope: !581, inlinedAt: !591)
!599 = !DILocation(line: 0, scope: !581, inlinedAt: !591)
!600 = !DILocation(line: 186, column: 9, scope: !574, inlinedAt: !591)
!601 = !DILocation(line: 93, column: 9, scope: !593, inlinedAt: !598)
!602 = !DILocation(line: 95, column: 9, scope: !593, inlinedAt: !598)
!603 = !DILocalVariable(name: "ptr", arg: 1, scope: !604, file: !605, line: 269, type: !499)
!604 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h711bb35c079d02deE", scope: !98, file: !605, line: 269, type: !606, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, declaration: !621, retainedNodes: !622)
!605 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!606 = !DISubroutineType(types: !607)
!607 = !{!608, !499}
!608 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !126, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !609, templateParams: !108, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!609 = !{!610}
!610 = !DICompositeType(tag: DW_TAG_variant_part, scope: !608, file: !9, size: 64, align: 64, elements: !611, templateParams: !108, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !620)
!611 = !{!612, !616}
!612 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !610, file: !9, baseType: !613, size: 64, align: 64, extraData: i64 0)
!613 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !608, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !614, identifier: "dad5724574518fd4604ed98c22fc07a9")
!614 = !{!615}
!615 = !DITemplateTypeParameter(name: "T", type: !98)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !610, file: !9, baseType: !617, size: 64, align: 64)
!617 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !608, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !618, templateParams: !614, identifier: "9697c4c24786271790f6148692230b16")
!618 = !{!619}
!619 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !617, file: !9, baseType: !98, size: 64, align: 64, flags: DIFlagPublic)
!620 = !DIDerivedType(tag: DW_TAG_member, scope: !608, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!621 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h711bb35c079d02deE", scope: !98, file: !605, line: 269, type: !606, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !103)
!622 = !{!603}
!623 = !DILocation(line: 0, scope: !604, inlinedAt: !624)
!624 = distinct !DILocation(line: 191, column: 27, scope: !583, inlinedAt: !591)
!625 = !DILocation(line: 0, scope: !583, inlinedAt: !591)
!626 = !DILocation(line: 270, column: 13, scope: !604, inlinedAt: !624)
!627 = !DILocation(line: 562, column: 15, scope: !261)
!628 = !DILocation(line: 562, column: 9, scope: !261)
!629 = !DILocation(line: 564, column: 23, scope: !261)
!630 = !DILocation(line: 564, column: 87, scope: !261)
!631 = !DILocation(line: 0, scope: !282)
!632 = !DILocation(line: 563, column: 27, scope: !282)
!633 = !DILocation(line: 563, column: 36, scope: !261)
!634 = !DILocation(line: 566, column: 6, scope: !201)
!635 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h069e2344f4ca75a2E", scope: !91, file: !87, line: 501, type: !636, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !653, retainedNodes: !655)
!636 = !DISubroutineType(cc: DW_CC_nocall, types: !637)
!637 = !{!638, !158, !115, !115, !159}
!638 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !205, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !639, templateParams: !108, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!639 = !{!640}
!640 = !DICompositeType(tag: DW_TAG_variant_part, scope: !638, file: !9, size: 128, align: 64, elements: !641, templateParams: !108, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !652)
!641 = !{!642, !648}
!642 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !640, file: !9, baseType: !643, size: 128, align: 64, extraData: i64 -9223372036854775807)
!643 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !638, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !644, templateParams: !646, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!644 = !{!645}
!645 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !643, file: !9, baseType: !188, align: 8, flags: DIFlagPublic)
!646 = !{!647, !223}
!647 = !DITemplateTypeParameter(name: "T", type: !188)
!648 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !640, file: !9, baseType: !649, size: 128, align: 64)
!649 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !638, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !650, templateParams: !646, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!650 = !{!651}
!651 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !649, file: !9, baseType: !173, size: 128, align: 64, flags: DIFlagPublic)
!652 = !DIDerivedType(tag: DW_TAG_member, scope: !638, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!653 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h069e2344f4ca75a2E", scope: !91, file: !87, line: 501, type: !654, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!654 = !DISubroutineType(types: !637)
!655 = !{!656, !657, !658, !659, !660, !662, !678, !680, !682, !684, !686, !688}
!656 = !DILocalVariable(name: "self", arg: 1, scope: !635, file: !87, line: 502, type: !158)
!657 = !DILocalVariable(name: "len", arg: 2, scope: !635, file: !87, line: 503, type: !115)
!658 = !DILocalVariable(name: "additional", arg: 3, scope: !635, file: !87, line: 504, type: !115)
!659 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !635, file: !87, line: 505, type: !159)
!660 = !DILocalVariable(name: "required_cap", scope: !661, file: !87, line: 517, type: !115, align: 64)
!661 = distinct !DILexicalBlock(scope: !635, file: !87, line: 517, column: 9)
!662 = !DILocalVariable(name: "residual", scope: !663, file: !87, line: 517, type: !664, align: 64)
!663 = distinct !DILexicalBlock(scope: !635, file: !87, line: 517, column: 79)
!664 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !205, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !665, templateParams: !108, identifier: "684fce27aa0ce014cb47758e0849e96b")
!665 = !{!666}
!666 = !DICompositeType(tag: DW_TAG_variant_part, scope: !664, file: !9, size: 128, align: 64, elements: !667, templateParams: !108, identifier: "c4865dab106be94ee943cbb0bd998213")
!667 = !{!668, !674}
!668 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !666, file: !9, baseType: !669, size: 128, align: 64)
!669 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !664, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !670, templateParams: !672, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!670 = !{!671}
!671 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !669, file: !9, baseType: !248, align: 8, flags: DIFlagPublic)
!672 = !{!253, !673}
!673 = !DITemplateTypeParameter(name: "E", type: !177)
!674 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !666, file: !9, baseType: !675, size: 128, align: 64)
!675 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !664, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !676, templateParams: !672, identifier: "898e7523519ac715569c914e431d1c9a")
!676 = !{!677}
!677 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !675, file: !9, baseType: !177, size: 128, align: 64, flags: DIFlagPublic)
!678 = !DILocalVariable(name: "val", scope: !679, file: !87, line: 517, type: !115, align: 64)
!679 = distinct !DILexicalBlock(scope: !635, file: !87, line: 517, column: 79)
!680 = !DILocalVariable(name: "cap", scope: !681, file: !87, line: 521, type: !115, align: 64)
!681 = distinct !DILexicalBlock(scope: !661, file: !87, line: 521, column: 9)
!682 = !DILocalVariable(name: "cap", scope: !683, file: !87, line: 522, type: !115, align: 64)
!683 = distinct !DILexicalBlock(scope: !681, file: !87, line: 522, column: 9)
!684 = !DILocalVariable(name: "ptr", scope: !685, file: !87, line: 527, type: !213, align: 64)
!685 = distinct !DILexicalBlock(scope: !683, file: !87, line: 527, column: 9)
!686 = !DILocalVariable(name: "residual", scope: !687, file: !87, line: 527, type: !240, align: 64)
!687 = distinct !DILexicalBlock(scope: !683, file: !87, line: 527, column: 62)
!688 = !DILocalVariable(name: "val", scope: !689, file: !87, line: 527, type: !213, align: 64)
!689 = distinct !DILexicalBlock(scope: !683, file: !87, line: 527, column: 62)
!690 = !DILocation(line: 0, scope: !635)
!691 = !DILocalVariable(name: "self", arg: 1, scope: !692, file: !87, line: 770, type: !158)
!692 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h24d2d778b4e48536E", scope: !91, file: !87, line: 770, type: !693, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !695, retainedNodes: !696)
!693 = !DISubroutineType(types: !694)
!694 = !{null, !158, !213, !115}
!695 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h24d2d778b4e48536E", scope: !91, file: !87, line: 770, type: !693, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!696 = !{!691, !697, !698}
!697 = !DILocalVariable(name: "ptr", arg: 2, scope: !692, file: !87, line: 770, type: !213)
!698 = !DILocalVariable(name: "cap", arg: 3, scope: !692, file: !87, line: 770, type: !115)
!699 = !DILocation(line: 0, scope: !692, inlinedAt: !700)
!700 = !DILocation(line: 530, column: 23, scope: !685)
!701 = !DILocalVariable(name: "self", arg: 1, scope: !702, file: !340, line: 761, type: !115)
!702 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !341, file: !340, line: 761, type: !342, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !703)
!703 = !{!701, !704}
!704 = !DILocalVariable(name: "rhs", arg: 2, scope: !702, file: !340, line: 761, type: !115)
!705 = !DILocation(line: 0, scope: !702, inlinedAt: !706)
!706 = !DILocation(line: 517, column: 32, scope: !635)
!707 = !DILocalVariable(name: "self", arg: 1, scope: !708, file: !709, line: 2172, type: !204)
!708 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h59e4c8d31d8e2b78E", scope: !710, file: !709, line: 2172, type: !711, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !221, retainedNodes: !731)
!709 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!710 = !DINamespace(name: "{impl#27}", scope: !205)
!711 = !DISubroutineType(types: !712)
!712 = !{!713, !204}
!713 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !714, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !716, templateParams: !108, identifier: "cc7f3b831c8bf039303ab233969d396")
!714 = !DINamespace(name: "control_flow", scope: !715)
!715 = !DINamespace(name: "ops", scope: !12)
!716 = !{!717}
!717 = !DICompositeType(tag: DW_TAG_variant_part, scope: !713, file: !9, size: 192, align: 64, elements: !718, templateParams: !108, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !730)
!718 = !{!719, !726}
!719 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !717, file: !9, baseType: !720, size: 192, align: 64, extraData: i64 0)
!720 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !713, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !721, templateParams: !723, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!721 = !{!722}
!722 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !720, file: !9, baseType: !213, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!723 = !{!724, !725}
!724 = !DITemplateTypeParameter(name: "B", type: !240)
!725 = !DITemplateTypeParameter(name: "C", type: !213)
!726 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !717, file: !9, baseType: !727, size: 192, align: 64, extraData: i64 1)
!727 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !713, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !728, templateParams: !723, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!728 = !{!729}
!729 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !727, file: !9, baseType: !240, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!730 = !DIDerivedType(tag: DW_TAG_member, scope: !713, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!731 = !{!707, !732, !734}
!732 = !DILocalVariable(name: "v", scope: !733, file: !709, line: 2174, type: !213, align: 64)
!733 = distinct !DILexicalBlock(scope: !708, file: !709, line: 2174, column: 13)
!734 = !DILocalVariable(name: "e", scope: !735, file: !709, line: 2175, type: !173, align: 64)
!735 = distinct !DILexicalBlock(scope: !708, file: !709, line: 2175, column: 13)
!736 = !DILocation(line: 2172, column: 15, scope: !708, inlinedAt: !737)
!737 = !DILocation(line: 527, column: 28, scope: !683)
!738 = !DILocation(line: 769, column: 37, scope: !702, inlinedAt: !706)
!739 = !DILocation(line: 0, scope: !661)
!740 = !DILocalVariable(name: "v2", arg: 2, scope: !741, file: !742, line: 1681, type: !115)
!741 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17hed0f82df37a3d970E", scope: !743, file: !742, line: 1681, type: !744, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !350, retainedNodes: !746)
!742 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!743 = !DINamespace(name: "cmp", scope: !12)
!744 = !DISubroutineType(types: !745)
!745 = !{!115, !115, !115}
!746 = !{!747, !740}
!747 = !DILocalVariable(name: "v1", arg: 1, scope: !741, file: !742, line: 1681, type: !115)
!748 = !DILocation(line: 0, scope: !741, inlinedAt: !749)
!749 = !DILocation(line: 521, column: 19, scope: !661)
!750 = !DILocation(line: 521, column: 28, scope: !661)
!751 = !DILocalVariable(name: "self", arg: 1, scope: !752, file: !742, line: 1033, type: !115)
!752 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17h0a9202383045dcd2E", scope: !753, file: !742, line: 1033, type: !744, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !756, retainedNodes: !754)
!753 = !DINamespace(name: "Ord", scope: !743)
!754 = !{!751, !755}
!755 = !DILocalVariable(name: "other", arg: 2, scope: !752, file: !742, line: 1033, type: !115)
!756 = !{!757}
!757 = !DITemplateTypeParameter(name: "Self", type: !115)
!758 = !DILocation(line: 0, scope: !752, inlinedAt: !759)
!759 = distinct !DILocation(line: 1682, column: 8, scope: !741, inlinedAt: !749)
!760 = !DILocation(line: 1038, column: 5, scope: !752, inlinedAt: !759)
!761 = !DILocation(line: 0, scope: !681)
!762 = !DILocation(line: 0, scope: !741, inlinedAt: !763)
!763 = !DILocation(line: 522, column: 19, scope: !681)
!764 = !DILocation(line: 0, scope: !752, inlinedAt: !765)
!765 = distinct !DILocation(line: 1682, column: 8, scope: !741, inlinedAt: !763)
!766 = !DILocation(line: 1038, column: 5, scope: !752, inlinedAt: !765)
!767 = !DILocation(line: 0, scope: !683)
!768 = !DILocation(line: 527, column: 33, scope: !683)
!769 = !DILocation(line: 2173, column: 15, scope: !708, inlinedAt: !737)
!770 = !{i64 0, i64 2}
!771 = !DILocation(line: 2173, column: 9, scope: !708, inlinedAt: !737)
!772 = !DILocation(line: 0, scope: !708, inlinedAt: !737)
!773 = !DILocation(line: 532, column: 6, scope: !635)
!774 = !DILocation(line: 2175, column: 17, scope: !708, inlinedAt: !737)
!775 = !{i64 0, i64 -9223372036854775807}
!776 = !DILocation(line: 527, column: 62, scope: !683)
!777 = !DILocation(line: 0, scope: !778)
!778 = !DILexicalBlockFile(scope: !661, file: !779, discriminator: 0)
!779 = !DIFile(filename: "keeps.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "cd8517304245ff3b9941d9c15d57774d")
!780 = !DILocation(line: 2174, column: 16, scope: !708, inlinedAt: !737)
!781 = !DILocation(line: 0, scope: !685)
!782 = !DILocation(line: 774, column: 9, scope: !692, inlinedAt: !700)
!783 = !DILocation(line: 42, column: 26, scope: !784, inlinedAt: !789)
!784 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !110, file: !785, line: 40, type: !786, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !788)
!785 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!786 = !DISubroutineType(types: !787)
!787 = !{!110, !115}
!788 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !110, file: !785, line: 40, type: !786, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!789 = !DILocation(line: 775, column: 29, scope: !692, inlinedAt: !700)
!790 = !DILocation(line: 775, column: 9, scope: !692, inlinedAt: !700)
!791 = distinct !DISubprogram(name: "keeper_new", linkageName: "_ZN5keeps10keeper_new17h6e1759b8ec630045E", scope: !136, file: !779, line: 16, type: !792, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108)
!792 = !DISubroutineType(types: !793)
!793 = !{!794}
!794 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<keeps::Keeper, alloc::alloc::Global>", baseType: !795, size: 64, align: 64, dwarfAddressSpace: 0)
!795 = !DICompositeType(tag: DW_TAG_structure_type, name: "Keeper", scope: !136, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !796, templateParams: !108, identifier: "afe740bc1a1e539b148c68032e0a69c0")
!796 = !{!797, !803}
!797 = !DIDerivedType(tag: DW_TAG_member, name: "lists", scope: !795, file: !9, baseType: !798, size: 192, align: 64, flags: DIFlagPrivate)
!798 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", scope: !799, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !800, templateParams: !146, identifier: "6f6b4058b0e23bca8c6193e92a597041")
!799 = !DINamespace(name: "vec", scope: !81)
!800 = !{!801, !802}
!801 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !798, file: !9, baseType: !88, size: 128, align: 64, flags: DIFlagPrivate)
!802 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !798, file: !9, baseType: !115, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!803 = !DIDerivedType(tag: DW_TAG_member, name: "names", scope: !795, file: !9, baseType: !804, size: 192, align: 64, offset: 192, flags: DIFlagPrivate)
!804 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::string::String, alloc::alloc::Global>", scope: !799, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !805, templateParams: !827, identifier: "51df8d397c89f69c3f413d3b1e6e65c9")
!805 = !{!806, !828}
!806 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !804, file: !9, baseType: !807, size: 128, align: 64, flags: DIFlagPrivate)
!807 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::string::String, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !808, templateParams: !827, identifier: "a1f69d82726f0aac3d68bcdb791f16c")
!808 = !{!809, !810}
!809 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !807, file: !9, baseType: !91, size: 128, align: 64, flags: DIFlagPrivate)
!810 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !807, file: !9, baseType: !811, align: 8, offset: 128, flags: DIFlagPrivate)
!811 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::string::String>", scope: !107, file: !9, align: 8, flags: DIFlagPublic, elements: !108, templateParams: !812, identifier: "c66f79824d489e9e5d7b78fd96acc3be")
!812 = !{!813}
!813 = !DITemplateTypeParameter(name: "T", type: !814)
!814 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !815, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !816, templateParams: !108, identifier: "bc53cb80a87db744310a1cd4bda01882")
!815 = !DINamespace(name: "string", scope: !81)
!816 = !{!817}
!817 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !814, file: !9, baseType: !818, size: 192, align: 64, flags: DIFlagPrivate)
!818 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !799, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !819, templateParams: !825, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!819 = !{!820, !826}
!820 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !818, file: !9, baseType: !821, size: 128, align: 64, flags: DIFlagPrivate)
!821 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !822, templateParams: !825, identifier: "1786a941d613205182510ae0fe838410")
!822 = !{!823, !824}
!823 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !821, file: !9, baseType: !91, size: 128, align: 64, flags: DIFlagPrivate)
!824 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !821, file: !9, baseType: !106, align: 8, offset: 128, flags: DIFlagPrivate)
!825 = !{!104, !120}
!826 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !818, file: !9, baseType: !115, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!827 = !{!813, !120}
!828 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !804, file: !9, baseType: !115, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!829 = !DILocalVariable(name: "x", arg: 1, scope: !830, file: !831, line: 284, type: !795)
!830 = distinct !DISubprogram(name: "new<keeps::Keeper>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h9ba2464af3268edeE", scope: !832, file: !831, line: 284, type: !834, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !840, retainedNodes: !836)
!831 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!832 = !DINamespace(name: "{impl#0}", scope: !833)
!833 = !DINamespace(name: "boxed", scope: !81)
!834 = !DISubroutineType(types: !835)
!835 = !{!794, !795}
!836 = !{!829, !837}
!837 = !DILocalVariable(name: "ptr", scope: !838, file: !831, line: 286, type: !839, align: 64)
!838 = distinct !DILexicalBlock(scope: !830, file: !831, line: 286, column: 9)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut keeps::Keeper", baseType: !795, size: 64, align: 64, dwarfAddressSpace: 0)
!840 = !{!841}
!841 = !DITemplateTypeParameter(name: "T", type: !795)
!842 = !DILocation(line: 0, scope: !830, inlinedAt: !843)
!843 = distinct !DILocation(line: 17, column: 5, scope: !791)
!844 = !DILocalVariable(name: "layout", arg: 1, scope: !845, file: !831, line: 247, type: !159)
!845 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !833, file: !831, line: 247, type: !594, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !846)
!846 = !{!844, !847}
!847 = !DILocalVariable(name: "ptr", scope: !848, file: !831, line: 249, type: !213, align: 64)
!848 = distinct !DILexicalBlock(scope: !845, file: !831, line: 249, column: 9)
!849 = !DILocation(line: 0, scope: !845, inlinedAt: !850)
!850 = distinct !DILocation(line: 286, column: 19, scope: !830, inlinedAt: !843)
!851 = !DILocalVariable(name: "layout", arg: 2, scope: !852, file: !460, line: 428, type: !159)
!852 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !461, file: !460, line: 428, type: !557, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !853)
!853 = !{!854, !851}
!854 = !DILocalVariable(name: "self", scope: !852, file: !460, line: 428, type: !464, align: 64)
!855 = !DILocation(line: 0, scope: !852, inlinedAt: !856)
!856 = distinct !DILocation(line: 248, column: 18, scope: !845, inlinedAt: !850)
!857 = !DILocalVariable(name: "layout", arg: 2, scope: !858, file: !460, line: 311, type: !159)
!858 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !117, file: !460, line: 311, type: !565, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !567, retainedNodes: !859)
!859 = !{!860, !857, !861}
!860 = !DILocalVariable(name: "self", scope: !858, file: !460, line: 311, type: !464, align: 64)
!861 = !DILocalVariable(name: "zeroed", scope: !858, file: !460, line: 311, type: !362, align: 8)
!862 = !DILocation(line: 0, scope: !858, inlinedAt: !863)
!863 = distinct !DILocation(line: 429, column: 14, scope: !852, inlinedAt: !856)
!864 = !DILocation(line: 0, scope: !574, inlinedAt: !865)
!865 = distinct !DILocation(line: 312, column: 9, scope: !858, inlinedAt: !863)
!866 = !DILocation(line: 0, scope: !593, inlinedAt: !867)
!867 = distinct !DILocation(line: 190, column: 73, scope: !581, inlinedAt: !865)
!868 = !DILocation(line: 0, scope: !581, inlinedAt: !865)
!869 = !DILocation(line: 93, column: 9, scope: !593, inlinedAt: !867)
!870 = !{!871}
!871 = distinct !{!871, !872, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h9ba2464af3268edeE: %x"}
!872 = distinct !{!872, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h9ba2464af3268edeE"}
!873 = !DILocation(line: 95, column: 9, scope: !593, inlinedAt: !867)
!874 = !DILocation(line: 248, column: 11, scope: !845, inlinedAt: !850)
!875 = !DILocation(line: 248, column: 5, scope: !845, inlinedAt: !850)
!876 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!877 = !DILocation(line: 250, column: 19, scope: !845, inlinedAt: !850)
!878 = !DILocation(line: 0, scope: !838, inlinedAt: !843)
!879 = !DILocation(line: 289, column: 56, scope: !838, inlinedAt: !843)
!880 = !DILocation(line: 18, column: 2, scope: !791)
!881 = distinct !DISubprogram(name: "keeper_keep", linkageName: "_ZN5keeps11keeper_keep17hdc5affbb7785ee5eE", scope: !136, file: !779, line: 20, type: !882, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !885)
!882 = !DISubroutineType(types: !883)
!883 = !{!115, !884, !125}
!884 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut keeps::Keeper", baseType: !795, size: 64, align: 64, dwarfAddressSpace: 0)
!885 = !{!886, !887}
!886 = !DILocalVariable(name: "this", arg: 1, scope: !881, file: !779, line: 20, type: !884)
!887 = !DILocalVariable(name: "l", arg: 2, scope: !881, file: !779, line: 20, type: !125)
!888 = !DILocation(line: 0, scope: !881)
!889 = !DILocalVariable(name: "value", arg: 2, scope: !890, file: !891, line: 991, type: !125)
!890 = distinct !DISubprogram(name: "push<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17hdee3784a75c9b03fE", scope: !798, file: !891, line: 991, type: !892, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !895, retainedNodes: !896)
!891 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!892 = !DISubroutineType(types: !893)
!893 = !{null, !894, !125}
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!895 = !DISubprogram(name: "push<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17hdee3784a75c9b03fE", scope: !798, file: !891, line: 991, type: !892, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!896 = !{!897, !889}
!897 = !DILocalVariable(name: "self", arg: 1, scope: !890, file: !891, line: 991, type: !894)
!898 = !DILocation(line: 0, scope: !890, inlinedAt: !899)
!899 = !DILocation(line: 21, column: 16, scope: !881)
!900 = !{!901}
!901 = distinct !{!901, !902, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE: %self"}
!902 = distinct !{!902, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE"}
!903 = !DILocation(line: 992, column: 22, scope: !890, inlinedAt: !899)
!904 = !DILocalVariable(name: "value", arg: 2, scope: !905, file: !891, line: 1023, type: !125)
!905 = distinct !DISubprogram(name: "push_mut<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE", scope: !798, file: !891, line: 1023, type: !906, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !909, retainedNodes: !910)
!906 = !DISubroutineType(types: !907)
!907 = !{!908, !894, !125}
!908 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>", baseType: !125, size: 64, align: 64, dwarfAddressSpace: 0)
!909 = !DISubprogram(name: "push_mut<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE", scope: !798, file: !891, line: 1023, type: !906, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!910 = !{!911, !904, !912, !914}
!911 = !DILocalVariable(name: "self", arg: 1, scope: !905, file: !891, line: 1023, type: !894)
!912 = !DILocalVariable(name: "len", scope: !913, file: !891, line: 1025, type: !115, align: 64)
!913 = distinct !DILexicalBlock(scope: !905, file: !891, line: 1025, column: 9)
!914 = !DILocalVariable(name: "end", scope: !915, file: !891, line: 1032, type: !916, align: 64)
!915 = distinct !DILexicalBlock(scope: !913, file: !891, line: 1032, column: 13)
!916 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>", baseType: !125, size: 64, align: 64, dwarfAddressSpace: 0)
!917 = !DILocation(line: 0, scope: !905, inlinedAt: !918)
!918 = distinct !DILocation(line: 992, column: 22, scope: !890, inlinedAt: !899)
!919 = !DILocalVariable(name: "self", arg: 1, scope: !920, file: !891, line: 1997, type: !894)
!920 = distinct !DISubprogram(name: "as_mut_ptr<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h93d31498e8d473f6E", scope: !798, file: !891, line: 1997, type: !921, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !923, retainedNodes: !924)
!921 = !DISubroutineType(types: !922)
!922 = !{!916, !894}
!923 = !DISubprogram(name: "as_mut_ptr<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17h93d31498e8d473f6E", scope: !798, file: !891, line: 1997, type: !921, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!924 = !{!919}
!925 = !DILocation(line: 0, scope: !920, inlinedAt: !926)
!926 = distinct !DILocation(line: 1032, column: 28, scope: !913, inlinedAt: !918)
!927 = !DILocalVariable(name: "elem_size", scope: !928, file: !87, line: 616, type: !115, align: 64)
!928 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17hfaa62cef51618937E", scope: !91, file: !87, line: 616, type: !929, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !931, retainedNodes: !932)
!929 = !DISubroutineType(types: !930)
!930 = !{!115, !229, !115}
!931 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17hfaa62cef51618937E", scope: !91, file: !87, line: 616, type: !929, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!932 = !{!933, !927}
!933 = !DILocalVariable(name: "self", arg: 1, scope: !928, file: !87, line: 616, type: !229)
!934 = !DILocation(line: 0, scope: !928, inlinedAt: !935)
!935 = distinct !DILocation(line: 308, column: 20, scope: !936, inlinedAt: !943)
!936 = distinct !DISubprogram(name: "capacity<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h92d1c513f1f18511E", scope: !88, file: !87, line: 307, type: !937, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !940, retainedNodes: !941)
!937 = !DISubroutineType(types: !938)
!938 = !{!115, !939}
!939 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !88, size: 64, align: 64, dwarfAddressSpace: 0)
!940 = !DISubprogram(name: "capacity<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h92d1c513f1f18511E", scope: !88, file: !87, line: 307, type: !937, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!941 = !{!942}
!942 = !DILocalVariable(name: "self", arg: 1, scope: !936, file: !87, line: 307, type: !939)
!943 = distinct !DILocation(line: 1028, column: 28, scope: !913, inlinedAt: !918)
!944 = !DILocation(line: 1025, column: 19, scope: !905, inlinedAt: !918)
!945 = !{!946}
!946 = distinct !{!946, !902, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h3d41e27ec479292eE: argument 1"}
!947 = !DILocation(line: 0, scope: !913, inlinedAt: !918)
!948 = !DILocalVariable(name: "count", arg: 2, scope: !949, file: !950, line: 927, type: !115)
!949 = distinct !DISubprogram(name: "add<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h8c717339b5cfce12E", scope: !951, file: !950, line: 927, type: !953, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !955)
!950 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!951 = !DINamespace(name: "{impl#0}", scope: !952)
!952 = !DINamespace(name: "mut_ptr", scope: !11)
!953 = !DISubroutineType(types: !954)
!954 = !{!916, !916, !115, !427}
!955 = !{!956, !948}
!956 = !DILocalVariable(name: "self", arg: 1, scope: !949, file: !950, line: 927, type: !916)
!957 = !DILocation(line: 0, scope: !949, inlinedAt: !958)
!958 = distinct !DILocation(line: 1032, column: 41, scope: !913, inlinedAt: !918)
!959 = !DILocation(line: 307, column: 34, scope: !936, inlinedAt: !943)
!960 = !DILocation(line: 617, column: 49, scope: !928, inlinedAt: !935)
!961 = !DILocation(line: 1028, column: 12, scope: !913, inlinedAt: !918)
!962 = !DILocation(line: 1029, column: 22, scope: !913, inlinedAt: !918)
!963 = !DILocation(line: 1028, column: 9, scope: !913, inlinedAt: !918)
!964 = !DILocation(line: 612, column: 9, scope: !965, inlinedAt: !974)
!965 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hb552604351787afbE", scope: !91, file: !87, line: 611, type: !966, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !973, declaration: !972)
!966 = !DISubroutineType(types: !967)
!967 = !{!968, !229}
!968 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", scope: !99, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !969, templateParams: !123, identifier: "168d0c9c43d436767a9de9cff5113818")
!969 = !{!970}
!970 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !968, file: !9, baseType: !971, size: 64, align: 64, flags: DIFlagPrivate)
!971 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>", baseType: !125, size: 64, align: 64, dwarfAddressSpace: 0)
!972 = !DISubprogram(name: "non_null<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hb552604351787afbE", scope: !91, file: !87, line: 611, type: !966, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !973)
!973 = !{!120, !124}
!974 = distinct !DILocation(line: 607, column: 14, scope: !975, inlinedAt: !979)
!975 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17ha14bf22e259f71a3E", scope: !91, file: !87, line: 606, type: !976, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !973, declaration: !978)
!976 = !DISubroutineType(types: !977)
!977 = !{!916, !229}
!978 = !DISubprogram(name: "ptr<alloc::alloc::Global, core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17ha14bf22e259f71a3E", scope: !91, file: !87, line: 606, type: !976, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !973)
!979 = distinct !DILocation(line: 295, column: 20, scope: !980, inlinedAt: !984)
!980 = distinct !DISubprogram(name: "ptr<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hc2c636e79f2fdbbeE", scope: !88, file: !87, line: 294, type: !981, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !983)
!981 = !DISubroutineType(types: !982)
!982 = !{!916, !939}
!983 = !DISubprogram(name: "ptr<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hc2c636e79f2fdbbeE", scope: !88, file: !87, line: 294, type: !981, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!984 = distinct !DILocation(line: 2000, column: 18, scope: !920, inlinedAt: !926)
!985 = !DILocation(line: 961, column: 18, scope: !949, inlinedAt: !958)
!986 = !DILocation(line: 0, scope: !915, inlinedAt: !918)
!987 = !DILocalVariable(name: "dst", arg: 1, scope: !988, file: !989, line: 1894, type: !916)
!988 = distinct !DISubprogram(name: "write<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr5write17h75836287c44d2c75E", scope: !11, file: !989, line: 1894, type: !990, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !992)
!989 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!990 = !DISubroutineType(types: !991)
!991 = !{null, !916, !125, !427}
!992 = !{!987, !993}
!993 = !DILocalVariable(name: "src", arg: 2, scope: !988, file: !989, line: 1894, type: !125)
!994 = !DILocation(line: 0, scope: !988, inlinedAt: !995)
!995 = distinct !DILocation(line: 1033, column: 13, scope: !915, inlinedAt: !918)
!996 = !DILocation(line: 1917, column: 41, scope: !988, inlinedAt: !995)
!997 = !{!901, !946}
!998 = !DILocation(line: 1034, column: 13, scope: !915, inlinedAt: !918)
!999 = !DILocalVariable(name: "self", arg: 1, scope: !1000, file: !891, line: 2996, type: !1003)
!1000 = distinct !DISubprogram(name: "len<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hc1e38d0d6467003bE", scope: !798, file: !891, line: 2996, type: !1001, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !146, declaration: !1004, retainedNodes: !1005)
!1001 = !DISubroutineType(types: !1002)
!1002 = !{!115, !1003}
!1003 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!1004 = !DISubprogram(name: "len<core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hc1e38d0d6467003bE", scope: !798, file: !891, line: 2996, type: !1001, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !146)
!1005 = !{!999}
!1006 = !DILocation(line: 2996, column: 22, scope: !1000, inlinedAt: !1007)
!1007 = !DILocation(line: 22, column: 16, scope: !881)
!1008 = !DILocation(line: 23, column: 2, scope: !881)
!1009 = distinct !DISubprogram(name: "keeper_name", linkageName: "_ZN5keeps11keeper_name17h4e8b37244acfffd6E", scope: !136, file: !779, line: 25, type: !1010, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1012)
!1010 = !DISubroutineType(types: !1011)
!1011 = !{!115, !884, !13}
!1012 = !{!1013, !1014}
!1013 = !DILocalVariable(name: "this", arg: 1, scope: !1009, file: !779, line: 25, type: !884)
!1014 = !DILocalVariable(name: "n", arg: 2, scope: !1009, file: !779, line: 25, type: !13)
!1015 = !DILocation(line: 0, scope: !1009)
!1016 = !DILocalVariable(name: "buf", scope: !1017, file: !1018, line: 2975, type: !1026, align: 8)
!1017 = distinct !DILexicalBlock(scope: !1019, file: !1018, line: 2975, column: 17)
!1018 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!1019 = distinct !DISubprogram(name: "spec_to_string", linkageName: "_RNvXs1I_NtCslNYArtu3iFV_5alloc6stringyNtB6_12SpecToString14spec_to_string", scope: !1020, file: !1018, line: 2973, type: !1021, scopeLine: 2973, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1024)
!1020 = !DINamespace(name: "{impl#108}", scope: !815)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{!814, !1023}
!1023 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!1024 = !{!1025, !1016}
!1025 = !DILocalVariable(name: "self", arg: 1, scope: !1019, file: !1018, line: 2973, type: !1023)
!1026 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1027, size: 160, align: 8, elements: !1043)
!1027 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<u8>", scope: !1028, file: !9, size: 8, align: 8, elements: !1030, templateParams: !103, identifier: "39d5b131d9460a242af7869bb04bbc0f")
!1028 = !DINamespace(name: "maybe_uninit", scope: !1029)
!1029 = !DINamespace(name: "mem", scope: !12)
!1030 = !{!1031, !1032}
!1031 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !1027, file: !9, baseType: !188, align: 8)
!1032 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1027, file: !9, baseType: !1033, size: 8, align: 8)
!1033 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<u8>", scope: !1034, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1035, templateParams: !103, identifier: "38482ceb453c8f5e56050c15d7d17e35")
!1034 = !DINamespace(name: "manually_drop", scope: !1029)
!1035 = !{!1036}
!1036 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1033, file: !9, baseType: !1037, size: 8, align: 8, flags: DIFlagPrivate)
!1037 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<u8>", scope: !1038, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1039, templateParams: !1041, identifier: "79f3fd63c7ad4cd5c6e489f3878efc7")
!1038 = !DINamespace(name: "maybe_dangling", scope: !1029)
!1039 = !{!1040}
!1040 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1037, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagPrivate)
!1041 = !{!1042}
!1042 = !DITemplateTypeParameter(name: "P", type: !82)
!1043 = !{!1044}
!1044 = !DISubrange(count: 20, lowerBound: 0)
!1045 = !DILocation(line: 2975, column: 21, scope: !1017, inlinedAt: !1046)
!1046 = !DILocation(line: 2894, column: 9, scope: !1047, inlinedAt: !1053)
!1047 = distinct !DISubprogram(name: "to_string<u64>", linkageName: "_ZN45_$LT$T$u20$as$u20$alloc..string..ToString$GT$9to_string17h5ef65e3b76ec37e3E", scope: !1048, file: !1018, line: 2893, type: !1021, scopeLine: 2893, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1051, retainedNodes: !1049)
!1048 = !DINamespace(name: "{impl#39}", scope: !815)
!1049 = !{!1050}
!1050 = !DILocalVariable(name: "self", arg: 1, scope: !1047, file: !1018, line: 2893, type: !1023)
!1051 = !{!1052}
!1052 = !DITemplateTypeParameter(name: "T", type: !13)
!1053 = !DILocation(line: 26, column: 23, scope: !1009)
!1054 = !DILocalVariable(name: "alloc", scope: !1055, file: !1056, line: 396, type: !117, align: 8)
!1055 = distinct !DISubprogram(name: "to_vec_in<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$9to_vec_in17hc369993d6b29e678E", scope: !1057, file: !1056, line: 396, type: !1059, scopeLine: 396, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !825, retainedNodes: !1065)
!1056 = !DIFile(filename: "library/alloc/src/slice.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c354101fc648df7ae7a06556360deeb9")
!1057 = !DINamespace(name: "{impl#0}", scope: !1058)
!1058 = !DINamespace(name: "slice", scope: !81)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!818, !1061, !117}
!1061 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !9, size: 128, align: 64, elements: !1062, templateParams: !108, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!1062 = !{!1063, !1064}
!1063 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1061, file: !9, baseType: !219, size: 64, align: 64)
!1064 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1061, file: !9, baseType: !115, size: 64, align: 64, offset: 64)
!1065 = !{!1066, !1054}
!1066 = !DILocalVariable(name: "self", arg: 1, scope: !1055, file: !1056, line: 396, type: !1061)
!1067 = !DILocation(line: 396, column: 43, scope: !1055, inlinedAt: !1068)
!1068 = !DILocation(line: 376, column: 14, scope: !1069, inlinedAt: !1074)
!1069 = distinct !DISubprogram(name: "to_vec<u8>", linkageName: "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$6to_vec17h87b3e99c717f9191E", scope: !1057, file: !1056, line: 372, type: !1070, scopeLine: 372, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !1072)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!818, !1061}
!1072 = !{!1073}
!1073 = !DILocalVariable(name: "self", arg: 1, scope: !1069, file: !1056, line: 372, type: !1061)
!1074 = !DILocation(line: 842, column: 14, scope: !1075, inlinedAt: !1079)
!1075 = distinct !DISubprogram(name: "to_owned<u8>", linkageName: "_ZN5alloc5slice64_$LT$impl$u20$alloc..borrow..ToOwned$u20$for$u20$$u5b$T$u5d$$GT$8to_owned17h61eee57aeb49db88E", scope: !1076, file: !1056, line: 841, type: !1070, scopeLine: 841, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !1077)
!1076 = !DINamespace(name: "{impl#9}", scope: !1058)
!1077 = !{!1078}
!1078 = !DILocalVariable(name: "self", arg: 1, scope: !1075, file: !1056, line: 841, type: !1061)
!1079 = !DILocation(line: 211, column: 62, scope: !1080, inlinedAt: !1088)
!1080 = distinct !DISubprogram(name: "to_owned", linkageName: "_RNvXs2_NtCslNYArtu3iFV_5alloc3streNtNtB7_6borrow7ToOwned8to_owned", scope: !1082, file: !1081, line: 210, type: !1084, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1086)
!1081 = !DIFile(filename: "library/alloc/src/str.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "df2687b23b15ff9362a5ffa3e0f54f56")
!1082 = !DINamespace(name: "{impl#4}", scope: !1083)
!1083 = !DINamespace(name: "str", scope: !81)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!814, !447}
!1086 = !{!1087}
!1087 = !DILocalVariable(name: "self", arg: 1, scope: !1080, file: !1081, line: 210, type: !447)
!1088 = !DILocation(line: 3114, column: 11, scope: !1089, inlinedAt: !1093)
!1089 = distinct !DISubprogram(name: "from", linkageName: "_RNvXsK_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringINtNtCsgEmfK2I1SDS_4core7convert4FromReE4from", scope: !1090, file: !1018, line: 3113, type: !1084, scopeLine: 3113, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1091)
!1090 = !DINamespace(name: "{impl#48}", scope: !815)
!1091 = !{!1092}
!1092 = !DILocalVariable(name: "s", arg: 1, scope: !1089, file: !1018, line: 3113, type: !447)
!1093 = !DILocation(line: 3045, column: 21, scope: !1094, inlinedAt: !1100)
!1094 = distinct !DILexicalBlock(scope: !1095, file: !1018, line: 3044, column: 21)
!1095 = distinct !DISubprogram(name: "spec_to_string", linkageName: "_RNvXs21_NtCslNYArtu3iFV_5alloc6stringeNtB6_12SpecToString14spec_to_string", scope: !1096, file: !1018, line: 3043, type: !1084, scopeLine: 3043, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1097)
!1096 = !DINamespace(name: "{impl#127}", scope: !815)
!1097 = !{!1098, !1099}
!1098 = !DILocalVariable(name: "self", arg: 1, scope: !1095, file: !1018, line: 3043, type: !447)
!1099 = !DILocalVariable(name: "s", scope: !1094, file: !1018, line: 3044, type: !447, align: 64)
!1100 = !DILocation(line: 2894, column: 9, scope: !1101, inlinedAt: !1105)
!1101 = !DILexicalBlockFile(scope: !1102, file: !1018, discriminator: 2)
!1102 = distinct !DISubprogram(name: "to_string<str>", linkageName: "_ZN45_$LT$T$u20$as$u20$alloc..string..ToString$GT$9to_string17ha69a4748c81449b1E", scope: !1048, file: !1018, line: 2893, type: !1084, scopeLine: 2893, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !1103)
!1103 = !{!1104}
!1104 = !DILocalVariable(name: "self", arg: 1, scope: !1102, file: !1018, line: 2893, type: !447)
!1105 = !DILocation(line: 2978, column: 46, scope: !1017, inlinedAt: !1046)
!1106 = !DILocalVariable(name: "alloc", scope: !1107, file: !1056, line: 446, type: !117, align: 8)
!1107 = distinct !DISubprogram(name: "to_vec<u8, alloc::alloc::Global>", linkageName: "_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h8207066dc8cfc3d8E", scope: !1108, file: !1056, line: 446, type: !1059, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !825, retainedNodes: !1110)
!1108 = !DINamespace(name: "{impl#1}", scope: !1109)
!1109 = !DINamespace(name: "to_vec_in", scope: !1057)
!1110 = !{!1111, !1106, !1112, !1114}
!1111 = !DILocalVariable(name: "s", arg: 1, scope: !1107, file: !1056, line: 446, type: !1061)
!1112 = !DILocalVariable(name: "len", scope: !1113, file: !1056, line: 447, type: !115, align: 64)
!1113 = distinct !DILexicalBlock(scope: !1107, file: !1056, line: 447, column: 17)
!1114 = !DILocalVariable(name: "v", scope: !1115, file: !1056, line: 448, type: !818, align: 64)
!1115 = distinct !DILexicalBlock(scope: !1113, file: !1056, line: 448, column: 17)
!1116 = !DILocation(line: 446, column: 49, scope: !1107, inlinedAt: !1117)
!1117 = !DILocation(line: 400, column: 16, scope: !1055, inlinedAt: !1068)
!1118 = !DILocalVariable(name: "alloc", scope: !1119, file: !891, line: 964, type: !117, align: 8)
!1119 = distinct !DISubprogram(name: "with_capacity_in<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h8c9ca1dee48c6d00E", scope: !818, file: !891, line: 964, type: !1120, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !825, declaration: !1122, retainedNodes: !1123)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{!818, !115, !117}
!1122 = !DISubprogram(name: "with_capacity_in<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h8c9ca1dee48c6d00E", scope: !818, file: !891, line: 964, type: !1120, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !825)
!1123 = !{!1124, !1118}
!1124 = !DILocalVariable(name: "capacity", arg: 1, scope: !1119, file: !891, line: 964, type: !115)
!1125 = !DILocation(line: 964, column: 46, scope: !1119, inlinedAt: !1126)
!1126 = !DILocation(line: 448, column: 29, scope: !1113, inlinedAt: !1117)
!1127 = !DILocalVariable(name: "alloc", scope: !1128, file: !87, line: 175, type: !117, align: 8)
!1128 = distinct !DISubprogram(name: "with_capacity_in<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h26818153d14739d1E", scope: !821, file: !87, line: 175, type: !1129, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !825, declaration: !1131, retainedNodes: !1132)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{!821, !115, !117}
!1131 = !DISubprogram(name: "with_capacity_in<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h26818153d14739d1E", scope: !821, file: !87, line: 175, type: !1129, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !825)
!1132 = !{!1133, !1127}
!1133 = !DILocalVariable(name: "capacity", arg: 1, scope: !1128, file: !87, line: 175, type: !115)
!1134 = !DILocation(line: 175, column: 53, scope: !1128, inlinedAt: !1135)
!1135 = !DILocation(line: 965, column: 20, scope: !1119, inlinedAt: !1126)
!1136 = !DILocalVariable(name: "alloc", scope: !1137, file: !87, line: 432, type: !117, align: 8)
!1137 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hd551fe64bbdedd39E", scope: !91, file: !87, line: 432, type: !1138, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !1140, retainedNodes: !1141)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!91, !115, !117, !159}
!1140 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hd551fe64bbdedd39E", scope: !91, file: !87, line: 432, type: !1138, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!1141 = !{!1142, !1136, !1143, !1144, !1146}
!1142 = !DILocalVariable(name: "capacity", arg: 1, scope: !1137, file: !87, line: 432, type: !115)
!1143 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !1137, file: !87, line: 432, type: !159)
!1144 = !DILocalVariable(name: "this", scope: !1145, file: !87, line: 434, type: !91, align: 64)
!1145 = distinct !DILexicalBlock(scope: !1137, file: !87, line: 434, column: 13)
!1146 = !DILocalVariable(name: "err", scope: !1147, file: !87, line: 441, type: !173, align: 64)
!1147 = distinct !DILexicalBlock(scope: !1137, file: !87, line: 441, column: 13)
!1148 = !DILocation(line: 432, column: 42, scope: !1137, inlinedAt: !1149)
!1149 = !DILocation(line: 177, column: 20, scope: !1128, inlinedAt: !1135)
!1150 = !DILocalVariable(name: "self", arg: 1, scope: !1151, file: !891, line: 991, type: !1154)
!1151 = distinct !DISubprogram(name: "push<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h86d7255e408e8beeE", scope: !804, file: !891, line: 991, type: !1152, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1155, retainedNodes: !1156)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{null, !1154, !814}
!1154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<alloc::string::String, alloc::alloc::Global>", baseType: !804, size: 64, align: 64, dwarfAddressSpace: 0)
!1155 = !DISubprogram(name: "push<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h86d7255e408e8beeE", scope: !804, file: !891, line: 991, type: !1152, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1156 = !{!1150, !1157}
!1157 = !DILocalVariable(name: "value", arg: 2, scope: !1151, file: !891, line: 991, type: !814)
!1158 = !DILocation(line: 0, scope: !1151, inlinedAt: !1159)
!1159 = !DILocation(line: 26, column: 16, scope: !1009)
!1160 = !DILocation(line: 2893, column: 18, scope: !1047, inlinedAt: !1053)
!1161 = !DILocation(line: 2973, column: 31, scope: !1019, inlinedAt: !1046)
!1162 = !DILocation(line: 2975, column: 21, scope: !1019, inlinedAt: !1046)
!1163 = !DILocation(line: 2978, column: 31, scope: !1017, inlinedAt: !1046)
!1164 = !DILocation(line: 0, scope: !1102, inlinedAt: !1105)
!1165 = !DILocation(line: 0, scope: !1095, inlinedAt: !1100)
!1166 = !DILocation(line: 0, scope: !1094, inlinedAt: !1100)
!1167 = !DILocation(line: 0, scope: !1089, inlinedAt: !1093)
!1168 = !DILocation(line: 0, scope: !1080, inlinedAt: !1088)
!1169 = !DILocation(line: 0, scope: !1075, inlinedAt: !1079)
!1170 = !DILocation(line: 0, scope: !1069, inlinedAt: !1074)
!1171 = !DILocation(line: 0, scope: !1055, inlinedAt: !1068)
!1172 = !DILocation(line: 0, scope: !1107, inlinedAt: !1117)
!1173 = !DILocation(line: 0, scope: !1113, inlinedAt: !1117)
!1174 = !DILocation(line: 0, scope: !1119, inlinedAt: !1126)
!1175 = !DILocation(line: 0, scope: !1128, inlinedAt: !1135)
!1176 = !DILocalVariable(name: "count", arg: 3, scope: !1177, file: !1178, line: 1247, type: !115)
!1177 = distinct !DISubprogram(name: "copy_to_nonoverlapping<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$22copy_to_nonoverlapping17h28d6fe838c3b0d06E", scope: !1179, file: !1178, line: 1247, type: !1181, scopeLine: 1247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !1183)
!1178 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!1179 = !DINamespace(name: "{impl#0}", scope: !1180)
!1180 = !DINamespace(name: "const_ptr", scope: !11)
!1181 = !DISubroutineType(types: !1182)
!1182 = !{null, !102, !499, !115, !427}
!1183 = !{!1184, !1185, !1176}
!1184 = !DILocalVariable(name: "self", arg: 1, scope: !1177, file: !1178, line: 1247, type: !102)
!1185 = !DILocalVariable(name: "dest", arg: 2, scope: !1177, file: !1178, line: 1247, type: !499)
!1186 = !DILocation(line: 0, scope: !1177, inlinedAt: !1187)
!1187 = !DILocation(line: 454, column: 36, scope: !1115, inlinedAt: !1117)
!1188 = !DILocalVariable(name: "count", arg: 3, scope: !1189, file: !989, line: 526, type: !115)
!1189 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_ZN4core3ptr19copy_nonoverlapping17hb5bc4a95943c4e67E", scope: !11, file: !989, line: 526, type: !1190, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !1192)
!1190 = !DISubroutineType(types: !1191)
!1191 = !{null, !102, !499, !115}
!1192 = !{!1193, !1194, !1188}
!1193 = !DILocalVariable(name: "src", arg: 1, scope: !1189, file: !989, line: 526, type: !102)
!1194 = !DILocalVariable(name: "dst", arg: 2, scope: !1189, file: !989, line: 526, type: !499)
!1195 = !DILocation(line: 0, scope: !1189, inlinedAt: !1196)
!1196 = !DILocation(line: 1252, column: 18, scope: !1177, inlinedAt: !1187)
!1197 = !DILocation(line: 0, scope: !1137, inlinedAt: !1149)
!1198 = !DILocalVariable(name: "capacity", arg: 1, scope: !1199, file: !87, line: 446, type: !115)
!1199 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h206e81eb1c8d102bE", scope: !91, file: !87, line: 445, type: !1200, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !1217, retainedNodes: !1218)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!1202, !115, !79, !117, !159}
!1202 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !205, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1203, templateParams: !108, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!1203 = !{!1204}
!1204 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1202, file: !9, size: 192, align: 64, elements: !1205, templateParams: !108, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !1216)
!1205 = !{!1206, !1212}
!1206 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1204, file: !9, baseType: !1207, size: 192, align: 64, extraData: i64 0)
!1207 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1202, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1208, templateParams: !1210, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!1208 = !{!1209}
!1209 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1207, file: !9, baseType: !91, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1210 = !{!1211, !223}
!1211 = !DITemplateTypeParameter(name: "T", type: !91)
!1212 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1204, file: !9, baseType: !1213, size: 192, align: 64, extraData: i64 1)
!1213 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1202, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1214, templateParams: !1210, identifier: "54841962b1957e307458a8d575a1009c")
!1214 = !{!1215}
!1215 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1213, file: !9, baseType: !173, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1216 = !DIDerivedType(tag: DW_TAG_member, scope: !1202, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1217 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h206e81eb1c8d102bE", scope: !91, file: !87, line: 445, type: !1200, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !119)
!1218 = !{!1198, !1219, !1220, !1221, !1222, !1224, !1226, !1228, !1230}
!1219 = !DILocalVariable(name: "init", arg: 2, scope: !1199, file: !87, line: 447, type: !79)
!1220 = !DILocalVariable(name: "alloc", arg: 3, scope: !1199, file: !87, line: 448, type: !117)
!1221 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !1199, file: !87, line: 449, type: !159)
!1222 = !DILocalVariable(name: "layout", scope: !1223, file: !87, line: 453, type: !159, align: 64)
!1223 = distinct !DILexicalBlock(scope: !1199, file: !87, line: 453, column: 9)
!1224 = !DILocalVariable(name: "layout", scope: !1225, file: !87, line: 454, type: !159, align: 64)
!1225 = distinct !DILexicalBlock(scope: !1199, file: !87, line: 454, column: 13)
!1226 = !DILocalVariable(name: "result", scope: !1227, file: !87, line: 463, type: !262, align: 64)
!1227 = distinct !DILexicalBlock(scope: !1223, file: !87, line: 463, column: 9)
!1228 = !DILocalVariable(name: "ptr", scope: !1229, file: !87, line: 468, type: !213, align: 64)
!1229 = distinct !DILexicalBlock(scope: !1227, file: !87, line: 468, column: 9)
!1230 = !DILocalVariable(name: "ptr", scope: !1231, file: !87, line: 469, type: !213, align: 64)
!1231 = distinct !DILexicalBlock(scope: !1227, file: !87, line: 469, column: 13)
!1232 = !DILocation(line: 0, scope: !1199, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 433, column: 15, scope: !1137, inlinedAt: !1149)
!1234 = !DILocalVariable(name: "cap", arg: 1, scope: !1235, file: !87, line: 894, type: !115)
!1235 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !80, file: !87, line: 894, type: !286, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1236)
!1236 = !{!1234, !1237, !1237, !1238}
!1237 = !DILocalVariable(name: "elem_layout", scope: !1235, file: !87, line: 894, type: !159, align: 64)
!1238 = !DILocalVariable(name: "layout", scope: !1239, file: !87, line: 901, type: !159, align: 64)
!1239 = distinct !DILexicalBlock(scope: !1235, file: !87, line: 901, column: 9)
!1240 = !DILocation(line: 0, scope: !1235, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 453, column: 28, scope: !1199, inlinedAt: !1233)
!1242 = !DILocalVariable(name: "n", arg: 2, scope: !1243, file: !311, line: 526, type: !115)
!1243 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !159, file: !311, line: 526, type: !312, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !331, retainedNodes: !1244)
!1244 = !{!1245, !1242, !1246}
!1245 = !DILocalVariable(name: "self", arg: 1, scope: !1243, file: !311, line: 526, type: !330)
!1246 = !DILocalVariable(name: "size", scope: !1247, file: !311, line: 527, type: !115, align: 64)
!1247 = distinct !DILexicalBlock(scope: !1243, file: !311, line: 527, column: 54)
!1248 = !DILocation(line: 0, scope: !1243, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 900, column: 23, scope: !1235, inlinedAt: !1241)
!1250 = !DILocation(line: 448, column: 9, scope: !1199, inlinedAt: !1233)
!1251 = !DILocalVariable(name: "alignment", arg: 2, scope: !1252, file: !311, line: 111, type: !165)
!1252 = distinct !DISubprogram(name: "from_size_alignment", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout19from_size_alignment", scope: !159, file: !311, line: 109, type: !1253, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !1255, retainedNodes: !1256)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{!314, !115, !165}
!1255 = !DISubprogram(name: "from_size_alignment", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout19from_size_alignment", scope: !159, file: !311, line: 109, type: !1253, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!1256 = !{!1257, !1251}
!1257 = !DILocalVariable(name: "size", arg: 1, scope: !1252, file: !311, line: 110, type: !115)
!1258 = !DILocation(line: 0, scope: !1252, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 529, column: 13, scope: !1247, inlinedAt: !1249)
!1260 = !DILocalVariable(name: "alignment", arg: 2, scope: !1261, file: !311, line: 74, type: !165)
!1261 = distinct !DISubprogram(name: "is_size_alignment_valid", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout23is_size_alignment_valid", scope: !159, file: !311, line: 74, type: !1262, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, declaration: !1264, retainedNodes: !1265)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{!362, !115, !165}
!1264 = !DISubprogram(name: "is_size_alignment_valid", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout23is_size_alignment_valid", scope: !159, file: !311, line: 74, type: !1262, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !108)
!1265 = !{!1266, !1260}
!1266 = !DILocalVariable(name: "size", arg: 1, scope: !1261, file: !311, line: 74, type: !115)
!1267 = !DILocation(line: 0, scope: !1261, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 113, column: 12, scope: !1252, inlinedAt: !1259)
!1269 = !DILocation(line: 526, column: 32, scope: !1243, inlinedAt: !1249)
!1270 = !DILocation(line: 0, scope: !1247, inlinedAt: !1249)
!1271 = !DILocation(line: 75, column: 9, scope: !1261, inlinedAt: !1268)
!1272 = !DILocation(line: 113, column: 12, scope: !1252, inlinedAt: !1259)
!1273 = !DILocation(line: 0, scope: !1223, inlinedAt: !1233)
!1274 = !DILocation(line: 459, column: 12, scope: !1223, inlinedAt: !1233)
!1275 = !DILocation(line: 0, scope: !556, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 464, column: 47, scope: !1223, inlinedAt: !1233)
!1277 = !DILocation(line: 0, scope: !564, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 429, column: 14, scope: !556, inlinedAt: !1276)
!1279 = !DILocation(line: 0, scope: !574, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 312, column: 9, scope: !564, inlinedAt: !1278)
!1281 = !DILocation(line: 0, scope: !593, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 190, column: 73, scope: !581, inlinedAt: !1280)
!1283 = !DILocation(line: 0, scope: !581, inlinedAt: !1280)
!1284 = !DILocation(line: 93, column: 9, scope: !593, inlinedAt: !1282)
!1285 = !{!1286}
!1286 = distinct !{!1286, !1287, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h206e81eb1c8d102bE: %_0"}
!1287 = distinct !{!1287, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h206e81eb1c8d102bE"}
!1288 = !DILocation(line: 95, column: 9, scope: !593, inlinedAt: !1282)
!1289 = !DILocation(line: 0, scope: !1227, inlinedAt: !1233)
!1290 = !DILocation(line: 468, column: 25, scope: !1227, inlinedAt: !1233)
!1291 = !DILocation(line: 468, column: 19, scope: !1227, inlinedAt: !1233)
!1292 = !DILocation(line: 0, scope: !1147, inlinedAt: !1149)
!1293 = !DILocation(line: 441, column: 25, scope: !1147, inlinedAt: !1149)
!1294 = !DILocation(line: 26, column: 5, scope: !1009)
!1295 = !DILocation(line: 0, scope: !1115, inlinedAt: !1117)
!1296 = !DILocalVariable(name: "value", arg: 2, scope: !1297, file: !891, line: 1023, type: !814)
!1297 = distinct !DISubprogram(name: "push_mut<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E", scope: !804, file: !891, line: 1023, type: !1298, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1301, retainedNodes: !1302)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!1300, !1154, !814}
!1300 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::string::String", baseType: !814, size: 64, align: 64, dwarfAddressSpace: 0)
!1301 = !DISubprogram(name: "push_mut<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E", scope: !804, file: !891, line: 1023, type: !1298, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1302 = !{!1303, !1296, !1304, !1306}
!1303 = !DILocalVariable(name: "self", arg: 1, scope: !1297, file: !891, line: 1023, type: !1154)
!1304 = !DILocalVariable(name: "len", scope: !1305, file: !891, line: 1025, type: !115, align: 64)
!1305 = distinct !DILexicalBlock(scope: !1297, file: !891, line: 1025, column: 9)
!1306 = !DILocalVariable(name: "end", scope: !1307, file: !891, line: 1032, type: !1308, align: 64)
!1307 = distinct !DILexicalBlock(scope: !1305, file: !891, line: 1032, column: 13)
!1308 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !814, size: 64, align: 64, dwarfAddressSpace: 0)
!1309 = !DILocation(line: 0, scope: !1297, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 992, column: 22, scope: !1151, inlinedAt: !1159)
!1311 = !DILocalVariable(name: "src", arg: 2, scope: !1312, file: !989, line: 1894, type: !814)
!1312 = distinct !DISubprogram(name: "write<alloc::string::String>", linkageName: "_ZN4core3ptr5write17h6238068f0d2f11a2E", scope: !11, file: !989, line: 1894, type: !1313, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !812, retainedNodes: !1315)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{null, !1308, !814, !427}
!1315 = !{!1316, !1311}
!1316 = !DILocalVariable(name: "dst", arg: 1, scope: !1312, file: !989, line: 1894, type: !1308)
!1317 = !DILocation(line: 0, scope: !1312, inlinedAt: !1318)
!1318 = distinct !DILocation(line: 1033, column: 13, scope: !1307, inlinedAt: !1310)
!1319 = !DILocation(line: 2979, column: 13, scope: !1019, inlinedAt: !1046)
!1320 = !DILocalVariable(name: "self", arg: 1, scope: !1321, file: !891, line: 1997, type: !1154)
!1321 = distinct !DISubprogram(name: "as_mut_ptr<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd9d964fce5b6581aE", scope: !804, file: !891, line: 1997, type: !1322, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1324, retainedNodes: !1325)
!1322 = !DISubroutineType(types: !1323)
!1323 = !{!1308, !1154}
!1324 = !DISubprogram(name: "as_mut_ptr<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd9d964fce5b6581aE", scope: !804, file: !891, line: 1997, type: !1322, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1325 = !{!1320}
!1326 = !DILocation(line: 0, scope: !1321, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 1032, column: 28, scope: !1305, inlinedAt: !1310)
!1328 = !DILocalVariable(name: "elem_size", scope: !1329, file: !87, line: 616, type: !115, align: 64)
!1329 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17hfaa62cef51618937E", scope: !91, file: !87, line: 616, type: !929, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !119, declaration: !931, retainedNodes: !1330)
!1330 = !{!1331, !1328}
!1331 = !DILocalVariable(name: "self", arg: 1, scope: !1329, file: !87, line: 616, type: !229)
!1332 = !DILocation(line: 0, scope: !1329, inlinedAt: !1333)
!1333 = distinct !DILocation(line: 308, column: 20, scope: !1334, inlinedAt: !1341)
!1334 = distinct !DISubprogram(name: "capacity<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h39e5f019951c0576E", scope: !807, file: !87, line: 307, type: !1335, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1338, retainedNodes: !1339)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!115, !1337}
!1337 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<alloc::string::String, alloc::alloc::Global>", baseType: !807, size: 64, align: 64, dwarfAddressSpace: 0)
!1338 = !DISubprogram(name: "capacity<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h39e5f019951c0576E", scope: !807, file: !87, line: 307, type: !1335, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1339 = !{!1340}
!1340 = !DILocalVariable(name: "self", arg: 1, scope: !1334, file: !87, line: 307, type: !1337)
!1341 = distinct !DILocation(line: 1028, column: 28, scope: !1305, inlinedAt: !1310)
!1342 = !DILocation(line: 1025, column: 19, scope: !1297, inlinedAt: !1310)
!1343 = !{!1344}
!1344 = distinct !{!1344, !1345, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E: %self"}
!1345 = distinct !{!1345, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E"}
!1346 = !{!1347}
!1347 = distinct !{!1347, !1345, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h83e9fc1fb70c41f3E: %value"}
!1348 = !DILocation(line: 0, scope: !1305, inlinedAt: !1310)
!1349 = !DILocalVariable(name: "count", arg: 2, scope: !1350, file: !950, line: 927, type: !115)
!1350 = distinct !DISubprogram(name: "add<alloc::string::String>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h791436e0b8c9d400E", scope: !951, file: !950, line: 927, type: !1351, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !812, retainedNodes: !1353)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!1308, !1308, !115, !427}
!1353 = !{!1354, !1349}
!1354 = !DILocalVariable(name: "self", arg: 1, scope: !1350, file: !950, line: 927, type: !1308)
!1355 = !DILocation(line: 0, scope: !1350, inlinedAt: !1356)
!1356 = distinct !DILocation(line: 1032, column: 41, scope: !1305, inlinedAt: !1310)
!1357 = !DILocation(line: 307, column: 34, scope: !1334, inlinedAt: !1341)
!1358 = !DILocation(line: 617, column: 49, scope: !1329, inlinedAt: !1333)
!1359 = !DILocation(line: 1028, column: 12, scope: !1305, inlinedAt: !1310)
!1360 = !DILocation(line: 1029, column: 22, scope: !1305, inlinedAt: !1310)
!1361 = !DILocation(line: 1028, column: 9, scope: !1305, inlinedAt: !1310)
!1362 = !DILocation(line: 612, column: 9, scope: !1363, inlinedAt: !1372)
!1363 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, alloc::string::String>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hd90c925bb0b0e6bcE", scope: !91, file: !87, line: 611, type: !1364, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1371, declaration: !1370)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{!1366, !229}
!1366 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::string::String>", scope: !99, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1367, templateParams: !812, identifier: "8c6a1bfb0d0b37f1da91dd4b1e33b535")
!1367 = !{!1368}
!1368 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1366, file: !9, baseType: !1369, size: 64, align: 64, flags: DIFlagPrivate)
!1369 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::string::String", baseType: !814, size: 64, align: 64, dwarfAddressSpace: 0)
!1370 = !DISubprogram(name: "non_null<alloc::alloc::Global, alloc::string::String>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hd90c925bb0b0e6bcE", scope: !91, file: !87, line: 611, type: !1364, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1371)
!1371 = !{!120, !813}
!1372 = distinct !DILocation(line: 607, column: 14, scope: !1373, inlinedAt: !1377)
!1373 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, alloc::string::String>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h17bd3e7cf8601bf5E", scope: !91, file: !87, line: 606, type: !1374, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1371, declaration: !1376)
!1374 = !DISubroutineType(types: !1375)
!1375 = !{!1308, !229}
!1376 = !DISubprogram(name: "ptr<alloc::alloc::Global, alloc::string::String>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h17bd3e7cf8601bf5E", scope: !91, file: !87, line: 606, type: !1374, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1371)
!1377 = distinct !DILocation(line: 295, column: 20, scope: !1378, inlinedAt: !1382)
!1378 = distinct !DISubprogram(name: "ptr<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb8ae1f21c954124bE", scope: !807, file: !87, line: 294, type: !1379, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1381)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!1308, !1337}
!1381 = !DISubprogram(name: "ptr<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb8ae1f21c954124bE", scope: !807, file: !87, line: 294, type: !1379, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1382 = distinct !DILocation(line: 2000, column: 18, scope: !1321, inlinedAt: !1327)
!1383 = !DILocation(line: 961, column: 18, scope: !1350, inlinedAt: !1356)
!1384 = !DILocation(line: 0, scope: !1307, inlinedAt: !1310)
!1385 = !DILocation(line: 1917, column: 41, scope: !1312, inlinedAt: !1318)
!1386 = !DILocation(line: 1034, column: 13, scope: !1307, inlinedAt: !1310)
!1387 = !DILocalVariable(name: "self", arg: 1, scope: !1388, file: !891, line: 2996, type: !1391)
!1388 = distinct !DISubprogram(name: "len<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17ha5fa34f6b996d213E", scope: !804, file: !891, line: 2996, type: !1389, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !827, declaration: !1392, retainedNodes: !1393)
!1389 = !DISubroutineType(types: !1390)
!1390 = !{!115, !1391}
!1391 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<alloc::string::String, alloc::alloc::Global>", baseType: !804, size: 64, align: 64, dwarfAddressSpace: 0)
!1392 = !DISubprogram(name: "len<alloc::string::String, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17ha5fa34f6b996d213E", scope: !804, file: !891, line: 2996, type: !1389, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !827)
!1393 = !{!1387}
!1394 = !DILocation(line: 2996, column: 22, scope: !1388, inlinedAt: !1395)
!1395 = !DILocation(line: 27, column: 16, scope: !1009)
!1396 = !DILocation(line: 28, column: 2, scope: !1009)
!1397 = !DILocation(line: 547, column: 14, scope: !1189, inlinedAt: !1196)
!1398 = !DILocation(line: 452, column: 17, scope: !1115, inlinedAt: !1117)
!1399 = distinct !DISubprogram(name: "client", linkageName: "_ZN5keeps6client17h1a28ecb6d67b7b3bE", scope: !136, file: !779, line: 30, type: !1400, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1402)
!1400 = !DISubroutineType(types: !1401)
!1401 = !{!115, !140}
!1402 = !{!1403, !1404, !1406, !1415, !1417, !1422, !1424, !1429}
!1403 = !DILocalVariable(name: "n", arg: 1, scope: !1399, file: !779, line: 30, type: !140)
!1404 = !DILocalVariable(name: "l", scope: !1405, file: !779, line: 31, type: !125, align: 64)
!1405 = distinct !DILexicalBlock(scope: !1399, file: !779, line: 31, column: 5)
!1406 = !DILocalVariable(name: "iter", scope: !1407, file: !779, line: 32, type: !1408, align: 64)
!1407 = distinct !DILexicalBlock(scope: !1405, file: !779, line: 32, column: 5)
!1408 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<i64>", scope: !1409, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1410, templateParams: !1413, identifier: "7b5ca097287d3b088415c59526b6db0c")
!1409 = !DINamespace(name: "range", scope: !715)
!1410 = !{!1411, !1412}
!1411 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !1408, file: !9, baseType: !140, size: 64, align: 64, flags: DIFlagPublic)
!1412 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !1408, file: !9, baseType: !140, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1413 = !{!1414}
!1414 = !DITemplateTypeParameter(name: "Idx", type: !140)
!1415 = !DILocalVariable(name: "v", scope: !1416, file: !779, line: 32, type: !140, align: 64)
!1416 = distinct !DILexicalBlock(scope: !1407, file: !779, line: 32, column: 5)
!1417 = !DILocalVariable(name: "ctor", scope: !1418, file: !779, line: 37, type: !1419, align: 64)
!1418 = distinct !DILexicalBlock(scope: !1405, file: !779, line: 37, column: 9)
!1419 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn() -> *mut keeps::Keeper", baseType: !1420, size: 64, align: 64, dwarfAddressSpace: 0)
!1420 = !DISubroutineType(types: !1421)
!1421 = !{!839}
!1422 = !DILocalVariable(name: "r", scope: !1423, file: !779, line: 38, type: !13, align: 64)
!1423 = distinct !DILexicalBlock(scope: !1418, file: !779, line: 38, column: 9)
!1424 = !DILocalVariable(name: "keep", scope: !1425, file: !779, line: 39, type: !1426, align: 64)
!1425 = distinct !DILexicalBlock(scope: !1423, file: !779, line: 39, column: 9)
!1426 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut keeps::Keeper, core::option::Option<alloc::boxed::Box<keeps::Node, alloc::alloc::Global>>) -> usize", baseType: !1427, size: 64, align: 64, dwarfAddressSpace: 0)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{!115, !839, !125}
!1429 = !DILocalVariable(name: "name", scope: !1430, file: !779, line: 40, type: !1431, align: 64)
!1430 = distinct !DILexicalBlock(scope: !1425, file: !779, line: 40, column: 9)
!1431 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut keeps::Keeper, u64) -> usize", baseType: !1432, size: 64, align: 64, dwarfAddressSpace: 0)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{!115, !839, !13}
!1434 = !DILocation(line: 0, scope: !1399)
!1435 = !DILocalVariable(name: "n", scope: !1436, file: !1437, line: 195, type: !115, align: 64)
!1436 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsE_NtNtCsgEmfK2I1SDS_4core4iter5rangexNtB5_4Step17forward_unchecked", scope: !1438, file: !1437, line: 195, type: !1441, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1443)
!1437 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!1438 = !DINamespace(name: "{impl#42}", scope: !1439)
!1439 = !DINamespace(name: "range", scope: !1440)
!1440 = !DINamespace(name: "iter", scope: !12)
!1441 = !DISubroutineType(types: !1442)
!1442 = !{!140, !140, !115}
!1443 = !{!1444, !1435}
!1444 = !DILocalVariable(name: "start", arg: 1, scope: !1436, file: !1437, line: 195, type: !140)
!1445 = !DILocation(line: 0, scope: !1436, inlinedAt: !1446)
!1446 = !DILocation(line: 775, column: 35, scope: !1447, inlinedAt: !1469)
!1447 = distinct !DILexicalBlock(scope: !1448, file: !1437, line: 773, column: 13)
!1448 = distinct !DISubprogram(name: "spec_next<i64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hc93f9a5b559c1a2dE", scope: !1449, file: !1437, line: 771, type: !1450, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1458, retainedNodes: !1466)
!1449 = !DINamespace(name: "{impl#5}", scope: !1439)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!1452, !1465}
!1452 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<i64>", scope: !126, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1453, templateParams: !108, identifier: "b57794be78e0ef6fc66ec82e0f5bd72")
!1453 = !{!1454}
!1454 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1452, file: !9, size: 128, align: 64, elements: !1455, templateParams: !108, identifier: "1ce7029255e40023898546465810cda7", discriminator: !1464)
!1455 = !{!1456, !1460}
!1456 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1454, file: !9, baseType: !1457, size: 128, align: 64, extraData: i64 0)
!1457 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1452, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !1458, identifier: "18847b17062cb477d318c702af67e96d")
!1458 = !{!1459}
!1459 = !DITemplateTypeParameter(name: "T", type: !140)
!1460 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1454, file: !9, baseType: !1461, size: 128, align: 64, extraData: i64 1)
!1461 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1452, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1462, templateParams: !1458, identifier: "42c556b8514c7bd64b93d9a4eed1555c")
!1462 = !{!1463}
!1463 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1461, file: !9, baseType: !140, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1464 = !DIDerivedType(tag: DW_TAG_member, scope: !1452, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1465 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<i64>", baseType: !1408, size: 64, align: 64, dwarfAddressSpace: 0)
!1466 = !{!1467, !1468}
!1467 = !DILocalVariable(name: "self", arg: 1, scope: !1448, file: !1437, line: 771, type: !1465)
!1468 = !DILocalVariable(name: "old", scope: !1447, file: !1437, line: 773, type: !140, align: 64)
!1469 = !DILocation(line: 857, column: 14, scope: !1470, inlinedAt: !1476)
!1470 = distinct !DISubprogram(name: "next<i64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h5ea41ccda58151fcE", scope: !1471, file: !1437, line: 856, type: !1450, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1474, retainedNodes: !1472)
!1471 = !DINamespace(name: "{impl#6}", scope: !1439)
!1472 = !{!1473}
!1473 = !DILocalVariable(name: "self", arg: 1, scope: !1470, file: !1437, line: 856, type: !1465)
!1474 = !{!1475}
!1475 = !DITemplateTypeParameter(name: "A", type: !140)
!1476 = !DILocation(line: 32, column: 14, scope: !1477)
!1477 = !DILexicalBlockFile(scope: !1407, file: !779, discriminator: 2)
!1478 = !DILocalVariable(name: "rhs", scope: !1479, file: !1480, line: 613, type: !13, align: 64)
!1479 = distinct !DISubprogram(name: "checked_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx20checked_add_unsigned", scope: !1481, file: !1480, line: 613, type: !1482, scopeLine: 613, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1484)
!1480 = !DIFile(filename: "library/core/src/num/int_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25372f0d2fb76edc2f95599cb5b8df1b")
!1481 = !DINamespace(name: "{impl#3}", scope: !112)
!1482 = !DISubroutineType(types: !1483)
!1483 = !{!1452, !140, !13}
!1484 = !{!1485, !1478, !1486, !1488}
!1485 = !DILocalVariable(name: "self", arg: 1, scope: !1479, file: !1480, line: 613, type: !140)
!1486 = !DILocalVariable(name: "a", scope: !1487, file: !1480, line: 614, type: !140, align: 64)
!1487 = distinct !DILexicalBlock(scope: !1479, file: !1480, line: 614, column: 13)
!1488 = !DILocalVariable(name: "b", scope: !1487, file: !1480, line: 614, type: !362, align: 8)
!1489 = !DILocation(line: 0, scope: !1479, inlinedAt: !1490)
!1490 = !DILocation(line: 197, column: 28, scope: !1436, inlinedAt: !1446)
!1491 = !DILocalVariable(name: "rhs", scope: !1492, file: !1480, line: 2581, type: !13, align: 64)
!1492 = distinct !DISubprogram(name: "overflowing_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx24overflowing_add_unsigned", scope: !1481, file: !1480, line: 2581, type: !1493, scopeLine: 2581, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1499)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{!1495, !140, !13}
!1495 = !DICompositeType(tag: DW_TAG_structure_type, name: "(i64, bool)", file: !9, size: 128, align: 64, elements: !1496, templateParams: !108, identifier: "1811c31ad92cd894e514ef1638fdb14c")
!1496 = !{!1497, !1498}
!1497 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1495, file: !9, baseType: !140, size: 64, align: 64)
!1498 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1495, file: !9, baseType: !362, size: 8, align: 8, offset: 64)
!1499 = !{!1500, !1491}
!1500 = !DILocalVariable(name: "self", arg: 1, scope: !1492, file: !1480, line: 2581, type: !140)
!1501 = !DILocation(line: 0, scope: !1492, inlinedAt: !1502)
!1502 = !DILocation(line: 614, column: 31, scope: !1479, inlinedAt: !1490)
!1503 = !DILocation(line: 0, scope: !1405)
!1504 = !DILocation(line: 0, scope: !1407)
!1505 = !DILocation(line: 856, column: 13, scope: !1470, inlinedAt: !1476)
!1506 = !DILocation(line: 771, column: 18, scope: !1448, inlinedAt: !1469)
!1507 = !DILocalVariable(name: "self", arg: 1, scope: !1508, file: !742, line: 1916, type: !1513)
!1508 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt", scope: !1509, file: !742, line: 1916, type: !1511, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !1514)
!1509 = !DINamespace(name: "{impl#78}", scope: !1510)
!1510 = !DINamespace(name: "impls", scope: !743)
!1511 = !DISubroutineType(types: !1512)
!1512 = !{!362, !1513, !1513}
!1513 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i64", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!1514 = !{!1507, !1515}
!1515 = !DILocalVariable(name: "other", arg: 2, scope: !1508, file: !742, line: 1916, type: !1513)
!1516 = !DILocation(line: 1916, column: 19, scope: !1508, inlinedAt: !1517)
!1517 = !DILocation(line: 772, column: 12, scope: !1448, inlinedAt: !1469)
!1518 = !DILocation(line: 1916, column: 26, scope: !1508, inlinedAt: !1517)
!1519 = !DILocation(line: 1916, column: 50, scope: !1508, inlinedAt: !1517)
!1520 = !DILocation(line: 37, column: 68, scope: !1405)
!1521 = !DILocation(line: 37, column: 48, scope: !1405)
!1522 = !DILocation(line: 0, scope: !1418)
!1523 = !DILocation(line: 38, column: 17, scope: !1418)
!1524 = !DILocation(line: 0, scope: !1423)
!1525 = !DILocation(line: 39, column: 92, scope: !1423)
!1526 = !DILocation(line: 39, column: 72, scope: !1423)
!1527 = !DILocation(line: 0, scope: !1425)
!1528 = !DILocation(line: 40, column: 78, scope: !1425)
!1529 = !DILocation(line: 40, column: 58, scope: !1425)
!1530 = !DILocation(line: 0, scope: !1430)
!1531 = !DILocation(line: 41, column: 9, scope: !1430)
!1532 = !DILocation(line: 41, column: 41, scope: !1430)
!1533 = !DILocation(line: 43, column: 2, scope: !1399)
!1534 = !DILocation(line: 0, scope: !1447, inlinedAt: !1469)
!1535 = !DILocation(line: 0, scope: !1416)
!1536 = !DILocalVariable(name: "x", arg: 1, scope: !1537, file: !831, line: 284, type: !135)
!1537 = distinct !DISubprogram(name: "new<keeps::Node>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17ha1a9cad54af2f2b4E", scope: !832, file: !831, line: 284, type: !1538, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1544, retainedNodes: !1540)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{!134, !135}
!1540 = !{!1536, !1541}
!1541 = !DILocalVariable(name: "ptr", scope: !1542, file: !831, line: 286, type: !1543, align: 64)
!1542 = distinct !DILexicalBlock(scope: !1537, file: !831, line: 286, column: 9)
!1543 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut keeps::Node", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!1544 = !{!1545}
!1545 = !DITemplateTypeParameter(name: "T", type: !135)
!1546 = !DILocation(line: 0, scope: !1537, inlinedAt: !1547)
!1547 = distinct !DILocation(line: 33, column: 18, scope: !1416)
!1548 = !DILocation(line: 0, scope: !845, inlinedAt: !1549)
!1549 = distinct !DILocation(line: 286, column: 19, scope: !1537, inlinedAt: !1547)
!1550 = !DILocation(line: 0, scope: !852, inlinedAt: !1551)
!1551 = distinct !DILocation(line: 248, column: 18, scope: !845, inlinedAt: !1549)
!1552 = !DILocation(line: 0, scope: !858, inlinedAt: !1553)
!1553 = distinct !DILocation(line: 429, column: 14, scope: !852, inlinedAt: !1551)
!1554 = !DILocation(line: 0, scope: !574, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 312, column: 9, scope: !858, inlinedAt: !1553)
!1556 = !DILocation(line: 0, scope: !593, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 190, column: 73, scope: !581, inlinedAt: !1555)
!1558 = !DILocation(line: 0, scope: !581, inlinedAt: !1555)
!1559 = !DILocation(line: 93, column: 9, scope: !593, inlinedAt: !1557)
!1560 = !{!1561}
!1561 = distinct !{!1561, !1562, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17ha1a9cad54af2f2b4E: argument 0"}
!1562 = distinct !{!1562, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17ha1a9cad54af2f2b4E"}
!1563 = !DILocation(line: 95, column: 9, scope: !593, inlinedAt: !1557)
!1564 = !DILocation(line: 248, column: 11, scope: !845, inlinedAt: !1549)
!1565 = !DILocation(line: 248, column: 5, scope: !845, inlinedAt: !1549)
!1566 = !DILocation(line: 250, column: 19, scope: !845, inlinedAt: !1549)
!1567 = !DILocation(line: 2499, column: 26, scope: !1568, inlinedAt: !1571)
!1568 = distinct !DISubprogram(name: "overflowing_add", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx15overflowing_add", scope: !1481, file: !1480, line: 2498, type: !1569, scopeLine: 2498, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108)
!1569 = !DISubroutineType(types: !1570)
!1570 = !{!1495, !140, !140}
!1571 = !DILocation(line: 2583, column: 42, scope: !1492, inlinedAt: !1502)
!1572 = !DILocation(line: 0, scope: !1542, inlinedAt: !1547)
!1573 = !DILocation(line: 289, column: 56, scope: !1542, inlinedAt: !1547)
