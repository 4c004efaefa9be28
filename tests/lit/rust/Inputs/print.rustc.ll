; ModuleID = 'print.9c8977d5a4ac0f0b-cgu.0'
source_filename = "print.9c8977d5a4ac0f0b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vtable.0 = private constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1047751f62939c69E" }>, align 8, !dbg !0
@alloc_c12ec1a59d9b7b5b345be2618e3ca237 = private unnamed_addr constant [11 x i8] c"\06value \C0\01\0A\00", align 1
@alloc_55eb8790e4418a06e7e871236f165899 = private unnamed_addr constant [9 x i8] c"\04all \C0\01\0A\00", align 1

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1047751f62939c69E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 !dbg !94 {
start:
    #dbg_value(ptr %self, !143, !DIExpression(), !147)
    #dbg_value(ptr %f, !144, !DIExpression(), !147)
  %_3 = load ptr, ptr %self, align 8, !dbg !148, !nonnull !14, !align !149, !noundef !14
    #dbg_value(ptr %_3, !150, !DIExpression(), !159)
    #dbg_value(ptr %f, !158, !DIExpression(), !159)
    #dbg_value(ptr %f, !161, !DIExpression(), !169)
    #dbg_value(ptr %f, !171, !DIExpression(), !175)
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16, !dbg !177
  %_4.i = load i32, ptr %0, align 8, !dbg !177, !alias.scope !178, !noalias !181, !noundef !14
  %_3.i = and i32 %_4.i, 33554432, !dbg !177
  %1 = icmp eq i32 %_3.i, 0, !dbg !183
  br i1 %1, label %bb2.i, label %bb1.i, !dbg !183

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864, !dbg !184
  %2 = icmp eq i32 %_5.i, 0, !dbg !185
  br i1 %2, label %bb4.i, label %bb3.i, !dbg !185

bb1.i:                                            ; preds = %start
; call <i64 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsD_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #12, !dbg !186
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit, !dbg !186

bb4.i:                                            ; preds = %bb2.i
; call <i64 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #12, !dbg !187
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit, !dbg !187

bb3.i:                                            ; preds = %bb2.i
; call <i64 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsF_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #12, !dbg !188
  br label %_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit, !dbg !188

_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i, !dbg !189
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h8983a3ba8183faedE"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #1 !dbg !190 {
start:
    #dbg_value(ptr %self, !233, !DIExpression(), !234)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(ptr %self, !251, !DIExpression(), !270)
  %self2 = load i64, ptr %self, align 8, !dbg !272, !range !273, !noundef !14
; call alloc::raw_vec::RawVecInner<A>::grow_amortized
  %0 = tail call fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd9dc66911a1a0f82E"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %self2) #12, !dbg !274
  %1 = extractvalue { i64, i64 } %0, 0, !dbg !274
  %.not = icmp eq i64 %1, -9223372036854775807, !dbg !275
  br i1 %.not, label %bb3, label %bb2, !dbg !276, !prof !277

bb2:                                              ; preds = %start
  %2 = extractvalue { i64, i64 } %0, 1, !dbg !274
    #dbg_value(i64 %1, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !278)
    #dbg_value(i64 %2, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !278)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %1, i64 %2) #13, !dbg !279
  unreachable, !dbg !279

bb3:                                              ; preds = %start
  ret void, !dbg !280
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h205379d2a1e6ec35E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef range(i64 0, -1) %cap) unnamed_addr #2 !dbg !281 {
start:
    #dbg_value(ptr poison, !312, !DIExpression(), !362)
    #dbg_value(i64 %cap, !313, !DIExpression(), !362)
    #dbg_value(i64 %cap, !363, !DIExpression(), !386)
    #dbg_value(i64 %cap, !388, !DIExpression(), !415)
    #dbg_value(i64 %cap, !417, !DIExpression(), !442)
    #dbg_value(i64 %cap, !444, !DIExpression(), !454)
    #dbg_value(i64 8, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !362)
    #dbg_value(i64 8, !314, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !362)
    #dbg_value(i64 8, !383, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(i64 8, !438, !DIExpression(), !442)
    #dbg_value(i64 8, !453, !DIExpression(), !454)
    #dbg_value(i64 8, !383, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(ptr poison, !412, !DIExpression(), !456)
  %_33.0 = shl i64 %cap, 3, !dbg !457
  %_33.1 = icmp ult i64 %cap, 2305843009213693952, !dbg !457
    #dbg_value(i1 %_33.1, !441, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !458)
    #dbg_value(i1 %_33.1, !459, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !466)
    #dbg_value(i64 %_33.0, !413, !DIExpression(), !468)
    #dbg_value(i64 %_33.0, !439, !DIExpression(), !458)
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38, !dbg !469
  br i1 %or.cond, label %bb15, label %bb11, !dbg !469, !prof !470

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !315, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !471)
    #dbg_value(i64 %_33.0, !315, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471)
    #dbg_value(ptr poison, !472, !DIExpression(), !500)
    #dbg_value(i64 8, !495, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !500)
    #dbg_value(i64 8, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !500)
    #dbg_value(i64 8, !502, !DIExpression(), !531)
  %0 = icmp eq i64 %self.0.val, 0, !dbg !533
  br i1 %0, label %bb5, label %bb3, !dbg !533

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !530, !DIExpression(), !531)
  %alloc_size.i = shl nuw i64 %self.0.val, 3, !dbg !534
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
    #dbg_value(ptr %self.8.val, !357, !DIExpression(), !535)
    #dbg_value(i64 poison, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !535)
    #dbg_value(i64 %alloc_size.i, !359, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !535)
    #dbg_value(ptr poison, !536, !DIExpression(), !547)
    #dbg_value(ptr poison, !549, !DIExpression(), !559)
    #dbg_value(ptr %self.8.val, !544, !DIExpression(), !547)
    #dbg_value(ptr %self.8.val, !555, !DIExpression(), !559)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(i64 8, !556, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !559)
    #dbg_value(i64 %alloc_size.i, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(i64 %alloc_size.i, !556, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !559)
    #dbg_value(i64 8, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(i64 8, !557, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !559)
    #dbg_value(i64 %_33.0, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(i64 %_33.0, !557, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !559)
    #dbg_value(i8 0, !558, !DIExpression(), !559)
    #dbg_value(ptr poison, !561, !DIExpression(), !605)
    #dbg_value(ptr %self.8.val, !565, !DIExpression(), !605)
    #dbg_value(i64 8, !566, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !605)
    #dbg_value(i64 8, !607, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !614)
    #dbg_value(i64 %alloc_size.i, !566, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !605)
    #dbg_value(i64 %alloc_size.i, !607, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !614)
    #dbg_value(i64 8, !567, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !605)
    #dbg_value(i64 %_33.0, !567, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !605)
    #dbg_value(i1 false, !568, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !605)
    #dbg_value(i64 %alloc_size.i, !569, !DIExpression(), !616)
    #dbg_value(ptr poison, !571, !DIExpression(), !617)
    #dbg_value(i64 %_33.0, !573, !DIExpression(), !618)
    #dbg_value(i64 %_33.0, !613, !DIExpression(), !614)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !619
    #dbg_value(i1 true, !620, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !627)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !629
    #dbg_value(ptr %self.8.val, !612, !DIExpression(), !614)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #12, !dbg !630
    #dbg_value(ptr poison, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !631)
    #dbg_value(i64 poison, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
  br label %bb7, !dbg !632

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !633, !DIExpression(), !639)
    #dbg_value(ptr poison, !641, !DIExpression(), !649)
    #dbg_value(i64 8, !638, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !639)
    #dbg_value(i64 8, !647, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !649)
    #dbg_value(i64 %_33.0, !638, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !639)
    #dbg_value(i64 %_33.0, !647, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !649)
    #dbg_value(i8 0, !648, !DIExpression(), !649)
    #dbg_value(i64 8, !651, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !668)
    #dbg_value(i64 8, !670, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !675)
    #dbg_value(i64 %_33.0, !651, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !668)
    #dbg_value(i64 %_33.0, !670, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !675)
    #dbg_value(i1 false, !657, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !668)
    #dbg_value(i64 %_33.0, !658, !DIExpression(), !677)
  %2 = icmp eq i64 %_33.0, 0, !dbg !678
  br i1 %2, label %bb9, label %bb4.i.i, !dbg !678

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #12, !dbg !679
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #12, !dbg !680
    #dbg_value(ptr %3, !681, !DIExpression(), !701)
    #dbg_value(ptr %3, !660, !DIExpression(), !703)
  br label %bb7, !dbg !704

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !631)
    #dbg_value(i64 poison, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !705
  br i1 %4, label %bb8, label %bb9, !dbg !706

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !707
  store i64 8, ptr %5, align 8, !dbg !707
  br label %bb11, !dbg !708

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !360, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !709)
    #dbg_value(i64 %_33.0, !360, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !709)
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !710
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8, !dbg !710
  br label %bb11, !dbg !711

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !362
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !362
  store i64 %_33.0.sink, ptr %7, align 8, !dbg !362
  store i64 %storemerge13, ptr %_0, align 8, !dbg !362
  ret void, !dbg !712
}

; alloc::raw_vec::RawVecInner<A>::grow_amortized
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd9dc66911a1a0f82E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self, i64 noundef range(i64 0, -9223372036854775808) %len) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !713 {
start:
  %self3 = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !733, !DIExpression(), !767)
    #dbg_value(ptr %self, !768, !DIExpression(), !776)
    #dbg_value(i64 %len, !734, !DIExpression(), !767)
    #dbg_value(i64 %len, !778, !DIExpression(), !782)
    #dbg_value(i64 1, !735, !DIExpression(), !767)
    #dbg_value(i64 1, !781, !DIExpression(), !782)
    #dbg_value(i64 8, !736, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !767)
    #dbg_value(i64 8, !736, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !767)
    #dbg_declare(ptr %self3, !784, !DIExpression(), !813)
  %_25.0 = add nuw i64 %len, 1, !dbg !815
    #dbg_value(i64 %_25.0, !737, !DIExpression(), !816)
    #dbg_value(i64 %_25.0, !817, !DIExpression(), !825)
  %self7 = load i64, ptr %self, align 8, !dbg !827, !range !273, !noundef !14
  %v19 = shl nuw i64 %self7, 1, !dbg !827
    #dbg_value(i64 %v19, !824, !DIExpression(), !825)
    #dbg_value(i64 %v19, !828, !DIExpression(), !835)
    #dbg_value(i64 %_25.0, !832, !DIExpression(), !835)
  %..i = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %_25.0, i64 range(i64 0, -1) %v19), !dbg !837
    #dbg_value(i64 %..i, !757, !DIExpression(), !838)
    #dbg_value(i64 %..i, !817, !DIExpression(), !839)
    #dbg_value(i64 4, !824, !DIExpression(), !839)
    #dbg_value(i64 4, !824, !DIExpression(), !839)
    #dbg_value(i64 4, !828, !DIExpression(), !841)
    #dbg_value(i64 %..i, !832, !DIExpression(), !841)
  %..i25 = tail call noundef range(i64 0, -1) i64 @llvm.umax.i64(i64 range(i64 0, -1) %..i, i64 4), !dbg !843
    #dbg_value(i64 %..i25, !759, !DIExpression(), !844)
    #dbg_value(i64 %..i25, !775, !DIExpression(), !776)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3), !dbg !814
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !845
  %self.val24 = load ptr, ptr %0, align 8, !dbg !845
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h205379d2a1e6ec35E"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3, i64 %self7, ptr %self.val24, i64 noundef %..i25) #12, !dbg !845
  %_37 = load i64, ptr %self3, align 8, !dbg !846, !range !847, !noundef !14
  %1 = trunc nuw i64 %_37 to i1, !dbg !848
  %2 = getelementptr inbounds nuw i8, ptr %self3, i64 8, !dbg !849
  br i1 %1, label %bb18, label %bb19, !dbg !848

bb6:                                              ; preds = %bb18, %bb19
  %_0.sroa.5.0 = phi i64 [ undef, %bb19 ], [ %e.1, %bb18 ], !dbg !767
  %_0.sroa.0.0 = phi i64 [ -9223372036854775807, %bb19 ], [ %e.0, %bb18 ], !dbg !767
  %3 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0, 0, !dbg !850
  %4 = insertvalue { i64, i64 } %3, i64 %_0.sroa.5.0, 1, !dbg !850
  ret { i64, i64 } %4, !dbg !850

bb18:                                             ; preds = %start
  %e.0 = load i64, ptr %2, align 8, !dbg !851, !range !852, !noundef !14
  %5 = getelementptr inbounds nuw i8, ptr %self3, i64 16, !dbg !851
  %e.1 = load i64, ptr %5, align 8, !dbg !851
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !853
  br label %bb6, !dbg !854

bb19:                                             ; preds = %start
  %v.0 = load ptr, ptr %2, align 8, !dbg !857, !nonnull !14, !noundef !14
  call void @llvm.lifetime.end.p0(ptr nonnull %self3), !dbg !853
    #dbg_value(ptr %v.0, !761, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !858)
    #dbg_value(ptr %v.0, !774, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !776)
    #dbg_value(i64 poison, !761, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !858)
    #dbg_value(i64 poison, !774, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !776)
  store ptr %v.0, ptr %0, align 8, !dbg !859
  %6 = icmp sgt i64 %..i25, -1, !dbg !860
  tail call void @llvm.assume(i1 %6), !dbg !860
  store i64 %..i25, ptr %self, align 8, !dbg !867
  br label %bb6, !dbg !850
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf4d8be3946cccc47E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !868 {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
    #dbg_value(ptr %self, !880, !DIExpression(), !882)
    #dbg_value(ptr %self, !883, !DIExpression(), !894)
    #dbg_value(ptr %self, !896, !DIExpression(), !900)
    #dbg_value(ptr %self, !902, !DIExpression(), !909)
    #dbg_value(ptr %f, !881, !DIExpression(), !882)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !911
  %_7 = load ptr, ptr %0, align 8, !dbg !911, !nonnull !14, !noundef !14
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16, !dbg !933
  %_6 = load i64, ptr %1, align 8, !dbg !933, !noundef !14
    #dbg_value(ptr %_7, !934, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !941)
    #dbg_value(ptr %_7, !943, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !960)
    #dbg_value(ptr %_7, !962, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !973)
    #dbg_value(i64 %_6, !934, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !941)
    #dbg_value(i64 %_6, !943, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !960)
    #dbg_value(i64 %_6, !962, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !973)
    #dbg_value(ptr %f, !940, !DIExpression(), !941)
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !dbg !975, !noalias !976
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #12, !dbg !980, !noalias !981
    #dbg_value(i64 %_6, !967, !DIExpression(), !982)
    #dbg_value(i64 %_6, !983, !DIExpression(), !992)
    #dbg_value(ptr %_7, !969, !DIExpression(), !994)
    #dbg_value(ptr %_7, !991, !DIExpression(), !992)
  %_11.idx.i = shl nuw nsw i64 %_6, 3, !dbg !995
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i, !dbg !995
    #dbg_value(ptr %_5.i, !996, !DIExpression(), !1021)
    #dbg_value(ptr %_7, !1016, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1021)
    #dbg_value(ptr %_11.i, !1016, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1021)
    #dbg_declare(ptr %entry.i.i, !1019, !DIExpression(), !1023)
    #dbg_value(ptr %_7, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1024)
    #dbg_value(ptr %_11.i, !1017, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1024)
    #dbg_value(ptr undef, !1025, !DIExpression(), !1050)
    #dbg_value(i64 1, !1052, !DIExpression(), !1059)
    #dbg_value(ptr %_7, !1044, !DIExpression(), !1061)
    #dbg_value(ptr %_7, !1058, !DIExpression(), !1059)
    #dbg_value(ptr %_11.i, !1046, !DIExpression(), !1062)
    #dbg_value(ptr poison, !1063, !DIExpression(), !1071)
    #dbg_value(ptr poison, !1070, !DIExpression(), !1073)
  %_6.i5.i.i = icmp eq i64 %_6, 0, !dbg !1074
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E.exit", label %bb5.i.i, !dbg !1075

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
    #dbg_value(ptr %iter.sroa.0.06.i.i, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1024)
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8, !dbg !1076
    #dbg_value(ptr %_16.i.i.i, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1024)
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !dbg !1077, !noalias !1078
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !dbg !1077, !noalias !1078
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.0) #12, !dbg !1081
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !dbg !1082, !noalias !1078
    #dbg_value(ptr undef, !1025, !DIExpression(), !1050)
    #dbg_value(i64 1, !1052, !DIExpression(), !1059)
    #dbg_value(ptr %_16.i.i.i, !1044, !DIExpression(), !1061)
    #dbg_value(ptr %_16.i.i.i, !1058, !DIExpression(), !1059)
    #dbg_value(ptr %_11.i, !1046, !DIExpression(), !1062)
    #dbg_value(ptr poison, !1063, !DIExpression(), !1071)
    #dbg_value(ptr poison, !1070, !DIExpression(), !1073)
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i, !dbg !1074
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E.exit", label %bb5.i.i, !dbg !1075

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E.exit": ; preds = %bb5.i.i, %start
    #dbg_value(ptr poison, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1024)
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #12, !dbg !1083
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !dbg !1084, !noalias !976
  ret i1 %_0.i, !dbg !1085
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @show(i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !1086 {
start:
  %args1 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %i = alloca [8 x i8], align 8
    #dbg_value(ptr poison, !1157, !DIExpression(), !1165)
    #dbg_value(ptr poison, !1187, !DIExpression(), !1199)
    #dbg_value(ptr poison, !1194, !DIExpression(), !1200)
  %seen = alloca [24 x i8], align 8
    #dbg_value(i64 %n, !1091, !DIExpression(), !1201)
    #dbg_declare(ptr %seen, !1092, !DIExpression(), !1202)
    #dbg_declare(ptr %i, !1103, !DIExpression(), !1203)
    #dbg_value(i64 1, !1204, !DIExpression(), !1211)
    #dbg_value(i64 1, !1213, !DIExpression(), !1224)
    #dbg_value(i64 1, !1226, !DIExpression(), !1236)
  call void @llvm.lifetime.start.p0(ptr nonnull %seen), !dbg !1238
  store i64 0, ptr %seen, align 8, !dbg !1239
  %0 = getelementptr inbounds nuw i8, ptr %seen, i64 8, !dbg !1239
  store ptr inttoptr (i64 8 to ptr), ptr %0, align 8, !dbg !1239
  %1 = getelementptr inbounds nuw i8, ptr %seen, i64 16, !dbg !1239
    #dbg_value(i64 0, !1094, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
    #dbg_value(i64 %n, !1094, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1245)
  store i64 0, ptr %1, align 8, !dbg !1201
  %_2315 = icmp sgt i64 %n, 0, !dbg !1246
  br i1 %_2315, label %bb5.lr.ph, label %bb6, !dbg !1166

bb5.lr.ph:                                        ; preds = %start
  %_11.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  br label %bb5, !dbg !1166

bb6:                                              ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit", %start
    #dbg_value(ptr %seen, !1148, !DIExpression(), !1247)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !1248
  store ptr %seen, ptr %args1, align 8, !dbg !1248
  %_19.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8, !dbg !1248
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf4d8be3946cccc47E", ptr %_19.sroa.4.0..sroa_idx, align 8, !dbg !1248
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_55eb8790e4418a06e7e871236f165899, ptr noundef nonnull %args1) #12, !dbg !1249
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !1249
    #dbg_value(ptr %seen, !1250, !DIExpression(), !1253)
    #dbg_value(ptr %seen, !1255, !DIExpression(), !1258)
    #dbg_value(ptr %seen, !1260, !DIExpression(), !1263)
  %_52 = load ptr, ptr %0, align 8, !dbg !1265, !nonnull !14, !noundef !14
  %len = load i64, ptr %1, align 8, !dbg !1272, !noundef !14
    #dbg_value(ptr %_52, !1273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1285)
    #dbg_value(ptr %_52, !1287, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1294)
    #dbg_value(!DIArgList(ptr %_52, i64 %len), !1273, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1285)
    #dbg_value(!DIArgList(ptr %_52, i64 %len), !1287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1294)
    #dbg_value(ptr %_52, !1296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1322)
    #dbg_value(!DIArgList(ptr %_52, i64 %len), !1296, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1322)
    #dbg_value(i64 0, !1303, !DIExpression(), !1322)
    #dbg_declare(ptr poison, !1304, !DIExpression(), !1324)
    #dbg_value(i64 1, !1325, !DIExpression(), !1329)
    #dbg_value(!DIArgList(ptr %_52, i64 %len), !1307, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1331)
    #dbg_value(ptr poison, !1332, !DIExpression(), !1336)
    #dbg_value(ptr poison, !1335, !DIExpression(), !1338)
  %2 = icmp eq i64 %len, 0, !dbg !1339
  br i1 %2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit", label %bb8.i.preheader, !dbg !1340

bb8.i.preheader:                                  ; preds = %bb6
  %min.iters.check = icmp ult i64 %len, 4, !dbg !1341
  br i1 %min.iters.check, label %bb8.i.preheader22, label %vector.ph, !dbg !1341

vector.ph:                                        ; preds = %bb8.i.preheader
  %n.vec = and i64 %len, -4
  br label %vector.body, !dbg !1341

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1342
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi20 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %3 = getelementptr inbounds nuw i64, ptr %_52, i64 %index, !dbg !1343
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !1349
  %wide.load = load <2 x i64>, ptr %3, align 8, !dbg !1349
  %wide.load21 = load <2 x i64>, ptr %4, align 8, !dbg !1349
  %5 = add <2 x i64> %wide.load, %vec.phi, !dbg !1350
  %6 = add <2 x i64> %wide.load21, %vec.phi20, !dbg !1350
  %index.next = add nuw i64 %index, 4, !dbg !1342
  %7 = icmp eq i64 %index.next, %n.vec, !dbg !1341
  br i1 %7, label %middle.block, label %vector.body, !dbg !1341, !llvm.loop !1379

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %6, %5, !dbg !1341
  %8 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !1341
  %cmp.n = icmp eq i64 %len, %n.vec, !dbg !1341
  br i1 %cmp.n, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit", label %bb8.i.preheader22, !dbg !1341

bb8.i.preheader22:                                ; preds = %bb8.i.preheader, %middle.block
  %i.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %n.vec, %middle.block ]
  %acc.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %8, %middle.block ]
  br label %bb8.i, !dbg !1341

bb8.i:                                            ; preds = %bb8.i.preheader22, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ %i.sroa.0.0.i.ph, %bb8.i.preheader22 ], !dbg !1342
  %acc.sroa.0.0.i = phi i64 [ %_5.0.i.i, %bb8.i ], [ %acc.sroa.0.0.i.ph, %bb8.i.preheader22 ], !dbg !1322
    #dbg_value(i64 %acc.sroa.0.0.i, !1309, !DIExpression(), !1342)
    #dbg_value(i64 %i.sroa.0.0.i, !1328, !DIExpression(), !1329)
    #dbg_value(i64 %i.sroa.0.0.i, !1311, !DIExpression(), !1382)
    #dbg_value(ptr %_52, !1346, !DIExpression(), !1383)
    #dbg_value(i64 %i.sroa.0.0.i, !1347, !DIExpression(), !1383)
  %_45.i = getelementptr inbounds nuw i64, ptr %_52, i64 %i.sroa.0.0.i, !dbg !1343
  %_45.val.i = load i64, ptr %_45.i, align 8, !dbg !1349, !noundef !14
    #dbg_value(ptr poison, !1377, !DIExpression(), !1384)
    #dbg_value(i64 %acc.sroa.0.0.i, !1375, !DIExpression(), !1384)
    #dbg_value(i64 %acc.sroa.0.0.i, !1367, !DIExpression(), !1385)
    #dbg_value(i64 %acc.sroa.0.0.i, !1358, !DIExpression(), !1386)
    #dbg_value(ptr poison, !1376, !DIExpression(), !1384)
    #dbg_value(ptr poison, !1368, !DIExpression(), !1385)
    #dbg_value(i64 %_45.val.i, !1359, !DIExpression(), !1386)
  %_5.0.i.i = add i64 %_45.val.i, %acc.sroa.0.0.i, !dbg !1350
    #dbg_value(i64 %_5.0.i.i, !1309, !DIExpression(), !1342)
  %_27.i = add nuw i64 %i.sroa.0.0.i, 1, !dbg !1387
    #dbg_value(i64 %_27.i, !1311, !DIExpression(), !1382)
    #dbg_value(i64 %_27.i, !1328, !DIExpression(), !1329)
  %_28.i = icmp eq i64 %_27.i, %len, !dbg !1341
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit", label %bb8.i, !dbg !1341, !llvm.loop !1388

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit": ; preds = %bb8.i, %middle.block, %bb6
  %_0.sroa.0.0.i = phi i64 [ 0, %bb6 ], [ %8, %middle.block ], [ %_5.0.i.i, %bb8.i ], !dbg !1322
  %seen.val = load i64, ptr %seen, align 8, !dbg !1389, !range !273, !noundef !14
    #dbg_value(ptr poison, !1390, !DIExpression(), !1399)
    #dbg_value(ptr poison, !1401, !DIExpression(), !1409)
    #dbg_value(ptr poison, !1411, !DIExpression(), !1415)
    #dbg_value(ptr poison, !1417, !DIExpression(), !1425)
    #dbg_value(i64 8, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1425)
    #dbg_value(i64 8, !1421, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1425)
    #dbg_value(ptr poison, !472, !DIExpression(), !1427)
    #dbg_value(i64 8, !495, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1427)
    #dbg_value(i64 8, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1427)
    #dbg_value(i64 8, !502, !DIExpression(), !1429)
  %9 = icmp eq i64 %seen.val, 0, !dbg !1431
  br i1 %9, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17h9be2de87fada36dcE.exit", label %bb2.i.i.i.i, !dbg !1431

bb2.i.i.i.i:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit"
    #dbg_value(i64 %seen.val, !530, !DIExpression(), !1429)
  %alloc_size.i.i.i.i.i = shl nuw i64 %seen.val, 3, !dbg !1432
    #dbg_value(ptr %_52, !1422, !DIExpression(), !1433)
    #dbg_value(i64 8, !1424, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1433)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1424, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1433)
    #dbg_value(ptr poison, !1434, !DIExpression(), !1441)
    #dbg_value(ptr poison, !1443, !DIExpression(), !1449)
    #dbg_value(ptr %_52, !1439, !DIExpression(), !1441)
    #dbg_value(ptr %_52, !1447, !DIExpression(), !1449)
    #dbg_value(ptr %_52, !1451, !DIExpression(), !1458)
    #dbg_value(i64 8, !1440, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1441)
    #dbg_value(i64 8, !1448, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1449)
    #dbg_value(i64 8, !1457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1458)
    #dbg_value(i64 8, !1460, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1466)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1440, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1441)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1448, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1449)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1458)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1460, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1466)
    #dbg_value(ptr %_52, !1465, !DIExpression(), !1466)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_52, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #12, !dbg !1468
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17h9be2de87fada36dcE.exit", !dbg !1469

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17h9be2de87fada36dcE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE.exit", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %seen), !dbg !1389
  ret i64 %_0.sroa.0.0.i, !dbg !1470

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit"
  %_14.i18 = phi ptr [ inttoptr (i64 8 to ptr), %bb5.lr.ph ], [ %_14.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit" ]
  %len.i = phi i64 [ 0, %bb5.lr.ph ], [ %12, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit" ], !dbg !1471
  %iter.sroa.0.016 = phi i64 [ 0, %bb5.lr.ph ], [ %10, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit" ]
    #dbg_value(i64 %iter.sroa.0.016, !1188, !DIExpression(), !1494)
    #dbg_value(i64 %iter.sroa.0.016, !1210, !DIExpression(), !1211)
    #dbg_value(i64 %iter.sroa.0.016, !1220, !DIExpression(), !1224)
    #dbg_value(i64 %iter.sroa.0.016, !1235, !DIExpression(), !1236)
  %10 = add nuw nsw i64 %iter.sroa.0.016, 1, !dbg !1495
    #dbg_value(i64 %10, !1094, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
  store i64 %iter.sroa.0.016, ptr %i, align 8, !dbg !1500
    #dbg_value(ptr %i, !1105, !DIExpression(), !1501)
  call void @llvm.lifetime.start.p0(ptr nonnull %args), !dbg !1502
  store ptr %i, ptr %args, align 8, !dbg !1502
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_11.sroa.4.0..sroa_idx, align 8, !dbg !1502
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_c12ec1a59d9b7b5b345be2618e3ca237, ptr noundef nonnull %args) #12, !dbg !1503
  call void @llvm.lifetime.end.p0(ptr nonnull %args), !dbg !1503
    #dbg_value(ptr %seen, !1491, !DIExpression(), !1504)
  %11 = load i64, ptr %i, align 8, !dbg !1505, !noundef !14
  %value = mul i64 %11, 3, !dbg !1505
    #dbg_value(i64 %value, !1492, !DIExpression(), !1504)
  call void @llvm.experimental.noalias.scope.decl(metadata !1506), !dbg !1509
    #dbg_value(ptr %seen, !1479, !DIExpression(), !1510)
    #dbg_value(ptr %seen, !1511, !DIExpression(), !1517)
    #dbg_value(i64 %value, !1480, !DIExpression(), !1510)
    #dbg_value(i64 8, !1519, !DIExpression(), !1526)
    #dbg_value(i64 %len.i, !1481, !DIExpression(), !1535)
    #dbg_value(i64 %len.i, !1536, !DIExpression(), !1540)
    #dbg_value(ptr %seen, !1533, !DIExpression(), !1542)
  %self1.i = load i64, ptr %seen, align 8, !dbg !1543, !range !273, !alias.scope !1506, !noundef !14
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !1544
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit", !dbg !1544

bb1.i:                                            ; preds = %bb5
; call alloc::raw_vec::RawVec<T,A>::grow_one
  call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h8983a3ba8183faedE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %seen) #14, !dbg !1545
  %_14.i.pre = load ptr, ptr %0, align 8, !dbg !1546, !alias.scope !1506
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit", !dbg !1553

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E.exit": ; preds = %bb5, %bb1.i
  %_14.i = phi ptr [ %_14.i18, %bb5 ], [ %_14.i.pre, %bb1.i ], !dbg !1546
    #dbg_value(ptr %_14.i, !1539, !DIExpression(), !1540)
  %end.i = getelementptr inbounds nuw i64, ptr %_14.i, i64 %len.i, !dbg !1554
    #dbg_value(ptr %end.i, !1483, !DIExpression(), !1555)
    #dbg_value(ptr %end.i, !1556, !DIExpression(), !1562)
    #dbg_value(i64 %value, !1561, !DIExpression(), !1562)
  store i64 %value, ptr %end.i, align 8, !dbg !1564, !noalias !1506
  %12 = add i64 %len.i, 1, !dbg !1565
  store i64 %12, ptr %1, align 8, !dbg !1201
    #dbg_value(i64 %10, !1094, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
    #dbg_value(ptr undef, !1194, !DIExpression(), !1200)
    #dbg_value(ptr undef, !1187, !DIExpression(), !1199)
    #dbg_value(ptr undef, !1157, !DIExpression(), !1165)
    #dbg_value(ptr undef, !1164, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1566)
  %exitcond.not = icmp eq i64 %10, %n, !dbg !1246
  br i1 %exitcond.not, label %bb6, label %bb5, !dbg !1166
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
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <i64 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsF_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <i64 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsD_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #8

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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

!llvm.module.flags = !{!15, !16, !17, !18}
!llvm.ident = !{!19}
!llvm.dbg.cu = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "<&i64 as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "<unknown>", directory: "")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "<&i64 as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !4, vtableHolder: !12, templateParams: !14, identifier: "8f106c536ce40ec5a273103f5130099")
!4 = !{!5, !8, !10, !11}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !3, file: !2, baseType: !6, size: 64, align: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!7 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!9 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !3, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!13 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 2, !"RtLibUseGOT", i32 1}
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!20 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !21, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !22, globals: !93, splitDebugInlining: false, nameTableKind: None)
!21 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/print.rs/@/print.9c8977d5a4ac0f0b-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
!22 = !{!23}
!23 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !24, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagEnumClass, elements: !28)
!24 = !DINamespace(name: "alignment", scope: !25)
!25 = !DINamespace(name: "ptr", scope: !26)
!26 = !DINamespace(name: "core", scope: null)
!27 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92}
!29 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!30 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!31 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!32 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!33 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!34 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!35 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!36 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!37 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!38 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!39 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!40 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!41 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!42 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!43 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!44 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!45 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!46 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!47 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!48 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!49 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!50 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!51 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!52 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!53 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!54 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!55 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!56 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!57 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!58 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!59 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!60 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!61 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!62 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!63 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!64 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!65 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!66 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!67 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!68 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!69 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!70 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!71 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!72 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!73 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!74 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!75 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!76 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!77 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!78 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!79 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!80 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!81 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!82 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!83 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!84 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!85 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!86 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!87 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!88 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!89 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!90 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!91 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!92 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!93 = !{!0}
!94 = distinct !DISubprogram(name: "fmt<i64>", linkageName: "_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h1047751f62939c69E", scope: !96, file: !95, line: 2865, type: !98, scopeLine: 2865, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !142)
!95 = !DIFile(filename: "library/core/src/fmt/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "66c54229528687a22c80807f245fa4df")
!96 = !DINamespace(name: "{impl#80}", scope: !97)
!97 = !DINamespace(name: "fmt", scope: !26)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !119, !120}
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !101, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !14, identifier: "1c6752419820cdc3961061cc58b31873")
!101 = !DINamespace(name: "result", scope: !26)
!102 = !{!103}
!103 = !DICompositeType(tag: DW_TAG_variant_part, scope: !100, file: !2, size: 8, align: 8, elements: !104, templateParams: !14, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !117)
!104 = !{!105, !113}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !103, file: !2, baseType: !106, size: 8, align: 8, extraData: i8 0)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !100, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !107, templateParams: !109, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!107 = !{!108}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !106, file: !2, baseType: !7, align: 8, offset: 8, flags: DIFlagPublic)
!109 = !{!110, !111}
!110 = !DITemplateTypeParameter(name: "T", type: !7)
!111 = !DITemplateTypeParameter(name: "E", type: !112)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !97, file: !2, align: 8, flags: DIFlagPublic, elements: !14, identifier: "5a24300cdda31093f5fe20c939b4885")
!113 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !103, file: !2, baseType: !114, size: 8, align: 8, extraData: i8 1)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !100, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !115, templateParams: !109, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !114, file: !2, baseType: !112, align: 8, offset: 8, flags: DIFlagPublic)
!117 = !DIDerivedType(tag: DW_TAG_member, scope: !100, file: !2, baseType: !118, size: 8, align: 8, flags: DIFlagArtificial)
!118 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&i64", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !97, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !122, templateParams: !14, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!122 = !{!123, !131}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !121, file: !2, baseType: !124, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !97, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !125, templateParams: !14, identifier: "ca2f5547247cd95c514a47d5800e09e")
!125 = !{!126, !128, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !124, file: !2, baseType: !127, size: 32, align: 32, flags: DIFlagPrivate)
!127 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !124, file: !2, baseType: !129, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!129 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !124, file: !2, baseType: !129, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !121, file: !2, baseType: !132, size: 128, align: 64, flags: DIFlagPrivate)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !2, size: 128, align: 64, elements: !133, templateParams: !14, identifier: "effe97114690fc58a8e246cb04e37234")
!133 = !{!134, !137}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !132, file: !2, baseType: !135, size: 64, align: 64)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, align: 64, dwarfAddressSpace: 0)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !2, align: 8, elements: !14, identifier: "64328679825f9c73b507edbfd5b86b47")
!137 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !132, file: !2, baseType: !138, size: 64, align: 64, offset: 64)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !139, size: 64, align: 64, dwarfAddressSpace: 0)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, align: 64, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 6, lowerBound: 0)
!142 = !{!143, !144}
!143 = !DILocalVariable(name: "self", arg: 1, scope: !94, file: !95, line: 2865, type: !119)
!144 = !DILocalVariable(name: "f", arg: 2, scope: !94, file: !95, line: 2865, type: !120)
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "T", type: !13)
!147 = !DILocation(line: 0, scope: !94)
!148 = !DILocation(line: 2865, column: 71, scope: !94)
!149 = !{i64 8}
!150 = !DILocalVariable(name: "self", arg: 1, scope: !151, file: !152, line: 85, type: !12)
!151 = distinct !DISubprogram(name: "fmt", linkageName: "_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt", scope: !153, file: !152, line: 85, type: !155, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !157)
!152 = !DIFile(filename: "library/core/src/fmt/num.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "14f1acdd980d957a36bf4243cc704071")
!153 = !DINamespace(name: "{impl#55}", scope: !154)
!154 = !DINamespace(name: "num", scope: !97)
!155 = !DISubroutineType(types: !156)
!156 = !{!100, !12, !120}
!157 = !{!150, !158}
!158 = !DILocalVariable(name: "f", arg: 2, scope: !151, file: !152, line: 85, type: !120)
!159 = !DILocation(line: 0, scope: !151, inlinedAt: !160)
!160 = distinct !DILocation(line: 2865, column: 62, scope: !94)
!161 = !DILocalVariable(name: "self", arg: 1, scope: !162, file: !95, line: 2397, type: !120)
!162 = distinct !DISubprogram(name: "debug_lower_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_lower_hex", scope: !121, file: !95, line: 2397, type: !163, scopeLine: 2397, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !167, retainedNodes: !168)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !166}
!165 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Formatter", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!167 = !DISubprogram(name: "debug_lower_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_lower_hex", scope: !121, file: !95, line: 2397, type: !163, scopeLine: 2397, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!168 = !{!161}
!169 = !DILocation(line: 0, scope: !162, inlinedAt: !170)
!170 = distinct !DILocation(line: 86, column: 26, scope: !151, inlinedAt: !160)
!171 = !DILocalVariable(name: "self", arg: 1, scope: !172, file: !95, line: 2400, type: !120)
!172 = distinct !DISubprogram(name: "debug_upper_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_upper_hex", scope: !121, file: !95, line: 2400, type: !163, scopeLine: 2400, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !173, retainedNodes: !174)
!173 = !DISubprogram(name: "debug_upper_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_upper_hex", scope: !121, file: !95, line: 2400, type: !163, scopeLine: 2400, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!174 = !{!171}
!175 = !DILocation(line: 0, scope: !172, inlinedAt: !176)
!176 = distinct !DILocation(line: 88, column: 33, scope: !151, inlinedAt: !160)
!177 = !DILocation(line: 2398, column: 9, scope: !162, inlinedAt: !170)
!178 = !{!179}
!179 = distinct !{!179, !180, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt: %f"}
!180 = distinct !{!180, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt"}
!181 = !{!182}
!182 = distinct !{!182, !180, !"_RNvXsR_NtNtCsgEmfK2I1SDS_4core3fmt3numxNtB7_5Debug3fmt: %self"}
!183 = !DILocation(line: 86, column: 24, scope: !151, inlinedAt: !160)
!184 = !DILocation(line: 2401, column: 9, scope: !172, inlinedAt: !176)
!185 = !DILocation(line: 88, column: 31, scope: !151, inlinedAt: !160)
!186 = !DILocation(line: 87, column: 25, scope: !151, inlinedAt: !160)
!187 = !DILocation(line: 91, column: 25, scope: !151, inlinedAt: !160)
!188 = !DILocation(line: 89, column: 25, scope: !151, inlinedAt: !160)
!189 = !DILocation(line: 2865, column: 84, scope: !94)
!190 = distinct !DISubprogram(name: "grow_one<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h8983a3ba8183faedE", scope: !192, file: !191, line: 186, type: !228, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !231, retainedNodes: !232)
!191 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<i64, alloc::alloc::Global>", scope: !193, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !195, templateParams: !227, identifier: "88db9d6da9a60fc3f1b91aaa82254729")
!193 = !DINamespace(name: "raw_vec", scope: !194)
!194 = !DINamespace(name: "alloc", scope: null)
!195 = !{!196, !225}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !192, file: !2, baseType: !197, size: 128, align: 64, flags: DIFlagPrivate)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !193, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !198, templateParams: !223, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!198 = !{!199, !214, !220}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !197, file: !2, baseType: !200, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !201, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !202, templateParams: !209, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!201 = !DINamespace(name: "unique", scope: !25)
!202 = !{!203, !211}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !200, file: !2, baseType: !204, size: 64, align: 64, flags: DIFlagPrivate)
!204 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !205, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !209, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!205 = !DINamespace(name: "non_null", scope: !25)
!206 = !{!207}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !204, file: !2, baseType: !208, size: 64, align: 64, flags: DIFlagPrivate)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !118, size: 64, align: 64, dwarfAddressSpace: 0)
!209 = !{!210}
!210 = !DITemplateTypeParameter(name: "T", type: !118)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !200, file: !2, baseType: !212, align: 8, offset: 64, flags: DIFlagPrivate)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !213, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !209, identifier: "15bae875c56c7c0f828edf19d836075e")
!213 = !DINamespace(name: "marker", scope: !26)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !197, file: !2, baseType: !215, size: 64, align: 64, flags: DIFlagPrivate)
!215 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !216, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !218, templateParams: !14, identifier: "cad7375c0c871c072d809328de25b44")
!216 = !DINamespace(name: "niche_types", scope: !217)
!217 = !DINamespace(name: "num", scope: !26)
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !215, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !197, file: !2, baseType: !221, align: 8, offset: 128, flags: DIFlagPrivate)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !222, file: !2, align: 8, flags: DIFlagPublic, elements: !14, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!222 = !DINamespace(name: "alloc", scope: !194)
!223 = !{!224}
!224 = !DITemplateTypeParameter(name: "A", type: !221)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !192, file: !2, baseType: !226, align: 8, offset: 128, flags: DIFlagPrivate)
!226 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<i64>", scope: !213, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !145, identifier: "e8dc065bc179dc66fbdcad5de0bccec8")
!227 = !{!146, !224}
!228 = !DISubroutineType(types: !229)
!229 = !{null, !230}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !192, size: 64, align: 64, dwarfAddressSpace: 0)
!231 = !DISubprogram(name: "grow_one<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h8983a3ba8183faedE", scope: !192, file: !191, line: 186, type: !228, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!232 = !{!233}
!233 = !DILocalVariable(name: "self", arg: 1, scope: !190, file: !191, line: 186, type: !230)
!234 = !DILocation(line: 0, scope: !190)
!235 = !DILocalVariable(name: "elem_layout", scope: !236, file: !191, line: 489, type: !240, align: 64)
!236 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17hb8727e6154529a7aE", scope: !197, file: !191, line: 489, type: !237, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !249, retainedNodes: !250)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !239, !240}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !241, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !243, templateParams: !14, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!241 = !DINamespace(name: "layout", scope: !242)
!242 = !DINamespace(name: "alloc", scope: !26)
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !240, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !240, file: !2, baseType: !246, size: 64, align: 64, flags: DIFlagPrivate)
!246 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !24, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !247, templateParams: !14, identifier: "5099570874743123f8e757e4da3ea37b")
!247 = !{!248}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !246, file: !2, baseType: !23, size: 64, align: 64, flags: DIFlagPrivate)
!249 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17hb8727e6154529a7aE", scope: !197, file: !191, line: 489, type: !237, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!250 = !{!251, !235, !252}
!251 = !DILocalVariable(name: "self", arg: 1, scope: !236, file: !191, line: 489, type: !239)
!252 = !DILocalVariable(name: "err", scope: !253, file: !191, line: 491, type: !254, align: 64)
!253 = distinct !DILexicalBlock(scope: !236, file: !191, line: 491, column: 95)
!254 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !255, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !256, templateParams: !14, identifier: "aadc5b14185c42e764a105b028ba728d")
!255 = !DINamespace(name: "collections", scope: !194)
!256 = !{!257}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !254, file: !2, baseType: !258, size: 128, align: 64, flags: DIFlagPrivate)
!258 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !255, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !259, templateParams: !14, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!259 = !{!260}
!260 = !DICompositeType(tag: DW_TAG_variant_part, scope: !258, file: !2, size: 128, align: 64, elements: !261, templateParams: !14, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !269)
!261 = !{!262, !264}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !260, file: !2, baseType: !263, size: 128, align: 64, extraData: i64 0)
!263 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !258, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !14, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!264 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !260, file: !2, baseType: !265, size: 128, align: 64)
!265 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !258, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !266, templateParams: !14, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !265, file: !2, baseType: !240, size: 128, align: 64, flags: DIFlagPublic)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !265, file: !2, baseType: !7, align: 8, offset: 128, flags: DIFlagPublic)
!269 = !DIDerivedType(tag: DW_TAG_member, scope: !258, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!270 = !DILocation(line: 0, scope: !236, inlinedAt: !271)
!271 = !DILocation(line: 188, column: 29, scope: !190)
!272 = !DILocation(line: 491, column: 56, scope: !253, inlinedAt: !271)
!273 = !{i64 0, i64 -9223372036854775808}
!274 = !DILocation(line: 491, column: 41, scope: !253, inlinedAt: !271)
!275 = !DILocation(line: 491, column: 27, scope: !253, inlinedAt: !271)
!276 = !DILocation(line: 491, column: 16, scope: !253, inlinedAt: !271)
!277 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!278 = !DILocation(line: 0, scope: !253, inlinedAt: !271)
!279 = !DILocation(line: 492, column: 13, scope: !253, inlinedAt: !271)
!280 = !DILocation(line: 189, column: 6, scope: !190)
!281 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h205379d2a1e6ec35E", scope: !197, file: !191, line: 542, type: !282, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !309, retainedNodes: !311)
!282 = !DISubroutineType(cc: DW_CC_nocall, types: !283)
!283 = !{!284, !308, !9, !240}
!284 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !101, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !285, templateParams: !14, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!285 = !{!286}
!286 = !DICompositeType(tag: DW_TAG_variant_part, scope: !284, file: !2, size: 192, align: 64, elements: !287, templateParams: !14, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !307)
!287 = !{!288, !303}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !286, file: !2, baseType: !289, size: 192, align: 64, extraData: i64 0)
!289 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !284, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !290, templateParams: !300, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!290 = !{!291}
!291 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !289, file: !2, baseType: !292, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!292 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !205, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !293, templateParams: !209, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!293 = !{!294}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !292, file: !2, baseType: !295, size: 128, align: 64, flags: DIFlagPrivate)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !2, size: 128, align: 64, elements: !296, templateParams: !14, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!296 = !{!297, !299}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !295, file: !2, baseType: !298, size: 64, align: 64)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64, align: 64, dwarfAddressSpace: 0)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !295, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!300 = !{!301, !302}
!301 = !DITemplateTypeParameter(name: "T", type: !292)
!302 = !DITemplateTypeParameter(name: "E", type: !254)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !286, file: !2, baseType: !304, size: 192, align: 64, extraData: i64 1)
!304 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !284, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !305, templateParams: !300, identifier: "9234330068e745d91141199209a66860")
!305 = !{!306}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !304, file: !2, baseType: !254, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!307 = !DIDerivedType(tag: DW_TAG_member, scope: !284, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!309 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h205379d2a1e6ec35E", scope: !197, file: !191, line: 542, type: !310, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!310 = !DISubroutineType(types: !283)
!311 = !{!312, !313, !314, !315, !317, !337, !339, !357, !359, !360}
!312 = !DILocalVariable(name: "self", arg: 1, scope: !281, file: !191, line: 543, type: !308)
!313 = !DILocalVariable(name: "cap", arg: 2, scope: !281, file: !191, line: 544, type: !9)
!314 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !281, file: !191, line: 545, type: !240)
!315 = !DILocalVariable(name: "new_layout", scope: !316, file: !191, line: 547, type: !240, align: 64)
!316 = distinct !DILexicalBlock(scope: !281, file: !191, line: 547, column: 9)
!317 = !DILocalVariable(name: "residual", scope: !318, file: !191, line: 547, type: !319, align: 64)
!318 = distinct !DILexicalBlock(scope: !281, file: !191, line: 547, column: 56)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !101, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !320, templateParams: !14, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!320 = !{!321}
!321 = !DICompositeType(tag: DW_TAG_variant_part, scope: !319, file: !2, size: 128, align: 64, elements: !322, templateParams: !14, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!322 = !{!323, !333}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !321, file: !2, baseType: !324, size: 128, align: 64)
!324 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !319, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !325, templateParams: !331, identifier: "725030a854544723e0ecac01ee80d30f")
!325 = !{!326}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !324, file: !2, baseType: !327, align: 8, flags: DIFlagPublic)
!327 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !328, file: !2, align: 8, flags: DIFlagPublic, elements: !329, templateParams: !14, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!328 = !DINamespace(name: "convert", scope: !26)
!329 = !{!330}
!330 = !DICompositeType(tag: DW_TAG_variant_part, scope: !327, file: !2, align: 8, elements: !14, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!331 = !{!332, !302}
!332 = !DITemplateTypeParameter(name: "T", type: !327)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !321, file: !2, baseType: !334, size: 128, align: 64)
!334 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !319, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !335, templateParams: !331, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!335 = !{!336}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !334, file: !2, baseType: !254, size: 128, align: 64, flags: DIFlagPublic)
!337 = !DILocalVariable(name: "val", scope: !338, file: !191, line: 547, type: !240, align: 64)
!338 = distinct !DILexicalBlock(scope: !281, file: !191, line: 547, column: 56)
!339 = !DILocalVariable(name: "memory", scope: !340, file: !191, line: 549, type: !341, align: 64)
!340 = distinct !DILexicalBlock(scope: !316, file: !191, line: 549, column: 9)
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !101, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !342, templateParams: !14, identifier: "519a674418a5b51cf8bee27a967aa54e")
!342 = !{!343}
!343 = !DICompositeType(tag: DW_TAG_variant_part, scope: !341, file: !2, size: 128, align: 64, elements: !344, templateParams: !14, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !356)
!344 = !{!345, !352}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !343, file: !2, baseType: !346, size: 128, align: 64)
!346 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !347, templateParams: !349, identifier: "30b736d771929d0b7715388dfe942406")
!347 = !{!348}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !346, file: !2, baseType: !292, size: 128, align: 64, flags: DIFlagPublic)
!349 = !{!301, !350}
!350 = !DITemplateTypeParameter(name: "E", type: !351)
!351 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !242, file: !2, align: 8, flags: DIFlagPublic, elements: !14, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!352 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !343, file: !2, baseType: !353, size: 128, align: 64, extraData: i64 0)
!353 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !354, templateParams: !349, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!354 = !{!355}
!355 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !353, file: !2, baseType: !351, align: 8, flags: DIFlagPublic)
!356 = !DIDerivedType(tag: DW_TAG_member, scope: !341, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!357 = !DILocalVariable(name: "ptr", scope: !358, file: !191, line: 549, type: !204, align: 64)
!358 = distinct !DILexicalBlock(scope: !316, file: !191, line: 549, column: 99)
!359 = !DILocalVariable(name: "old_layout", scope: !358, file: !191, line: 549, type: !240, align: 64)
!360 = !DILocalVariable(name: "memory", scope: !361, file: !191, line: 563, type: !292, align: 64)
!361 = distinct !DILexicalBlock(scope: !340, file: !191, line: 563, column: 13)
!362 = !DILocation(line: 0, scope: !281)
!363 = !DILocalVariable(name: "cap", arg: 1, scope: !364, file: !191, line: 894, type: !9)
!364 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !193, file: !191, line: 894, type: !365, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !382)
!365 = !DISubroutineType(types: !366)
!366 = !{!367, !9, !240}
!367 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !101, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !368, templateParams: !14, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!368 = !{!369}
!369 = !DICompositeType(tag: DW_TAG_variant_part, scope: !367, file: !2, size: 192, align: 64, elements: !370, templateParams: !14, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !381)
!370 = !{!371, !377}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !369, file: !2, baseType: !372, size: 192, align: 64, extraData: i64 0)
!372 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !367, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !373, templateParams: !375, identifier: "3468e8a189e0e1406885d0070654e614")
!373 = !{!374}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !372, file: !2, baseType: !240, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!375 = !{!376, !302}
!376 = !DITemplateTypeParameter(name: "T", type: !240)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !369, file: !2, baseType: !378, size: 192, align: 64, extraData: i64 1)
!378 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !367, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !379, templateParams: !375, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!379 = !{!380}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !378, file: !2, baseType: !254, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!381 = !DIDerivedType(tag: DW_TAG_member, scope: !367, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!382 = !{!363, !383, !383, !384}
!383 = !DILocalVariable(name: "elem_layout", scope: !364, file: !191, line: 894, type: !240, align: 64)
!384 = !DILocalVariable(name: "layout", scope: !385, file: !191, line: 901, type: !240, align: 64)
!385 = distinct !DILexicalBlock(scope: !364, file: !191, line: 901, column: 9)
!386 = !DILocation(line: 0, scope: !364, inlinedAt: !387)
!387 = !DILocation(line: 547, column: 26, scope: !281)
!388 = !DILocalVariable(name: "n", arg: 2, scope: !389, file: !390, line: 526, type: !9)
!389 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !240, file: !390, line: 526, type: !391, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !410, retainedNodes: !411)
!390 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!391 = !DISubroutineType(types: !392)
!392 = !{!393, !409, !9}
!393 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !101, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !394, templateParams: !14, identifier: "176dd254fc51c9bbff58827463bc0f7")
!394 = !{!395}
!395 = !DICompositeType(tag: DW_TAG_variant_part, scope: !393, file: !2, size: 128, align: 64, elements: !396, templateParams: !14, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !408)
!396 = !{!397, !404}
!397 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !395, file: !2, baseType: !398, size: 128, align: 64)
!398 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !393, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !399, templateParams: !401, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!399 = !{!400}
!400 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !398, file: !2, baseType: !240, size: 128, align: 64, flags: DIFlagPublic)
!401 = !{!376, !402}
!402 = !DITemplateTypeParameter(name: "E", type: !403)
!403 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !241, file: !2, align: 8, flags: DIFlagPublic, elements: !14, identifier: "dc083c9e2be34eb2f717cce2335e336")
!404 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !395, file: !2, baseType: !405, size: 128, align: 64, extraData: i64 0)
!405 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !393, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !406, templateParams: !401, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!406 = !{!407}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !405, file: !2, baseType: !403, align: 8, flags: DIFlagPublic)
!408 = !DIDerivedType(tag: DW_TAG_member, scope: !393, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !240, size: 64, align: 64, dwarfAddressSpace: 0)
!410 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !240, file: !390, line: 526, type: !391, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!411 = !{!412, !388, !413}
!412 = !DILocalVariable(name: "self", arg: 1, scope: !389, file: !390, line: 526, type: !409)
!413 = !DILocalVariable(name: "size", scope: !414, file: !390, line: 527, type: !9, align: 64)
!414 = distinct !DILexicalBlock(scope: !389, file: !390, line: 527, column: 54)
!415 = !DILocation(line: 0, scope: !389, inlinedAt: !416)
!416 = !DILocation(line: 900, column: 23, scope: !364, inlinedAt: !387)
!417 = !DILocalVariable(name: "rhs", arg: 2, scope: !418, file: !419, line: 1160, type: !9)
!418 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !420, file: !419, line: 1160, type: !421, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !437)
!419 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!420 = !DINamespace(name: "{impl#11}", scope: !217)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !9, !9}
!423 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !424, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !425, templateParams: !14, identifier: "6f59025219977f466509bd4ae79a2945")
!424 = !DINamespace(name: "option", scope: !26)
!425 = !{!426}
!426 = !DICompositeType(tag: DW_TAG_variant_part, scope: !423, file: !2, size: 128, align: 64, elements: !427, templateParams: !14, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !436)
!427 = !{!428, !432}
!428 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !426, file: !2, baseType: !429, size: 128, align: 64, extraData: i64 0)
!429 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !423, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !430, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!430 = !{!431}
!431 = !DITemplateTypeParameter(name: "T", type: !9)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !426, file: !2, baseType: !433, size: 128, align: 64, extraData: i64 1)
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !423, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !434, templateParams: !430, identifier: "c70f2dfad93186ce146b7e80830727")
!434 = !{!435}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !433, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!436 = !DIDerivedType(tag: DW_TAG_member, scope: !423, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!437 = !{!438, !417, !439, !441}
!438 = !DILocalVariable(name: "self", arg: 1, scope: !418, file: !419, line: 1160, type: !9)
!439 = !DILocalVariable(name: "a", scope: !440, file: !419, line: 1161, type: !9, align: 64)
!440 = distinct !DILexicalBlock(scope: !418, file: !419, line: 1161, column: 13)
!441 = !DILocalVariable(name: "b", scope: !440, file: !419, line: 1161, type: !165, align: 8)
!442 = !DILocation(line: 0, scope: !418, inlinedAt: !443)
!443 = !DILocation(line: 527, column: 39, scope: !414, inlinedAt: !416)
!444 = !DILocalVariable(name: "rhs", arg: 2, scope: !445, file: !419, line: 3050, type: !9)
!445 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !420, file: !419, line: 3050, type: !446, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !452)
!446 = !DISubroutineType(types: !447)
!447 = !{!448, !9, !9}
!448 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !2, size: 128, align: 64, elements: !449, templateParams: !14, identifier: "d571287e27d8be874e95a2f698798cc6")
!449 = !{!450, !451}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !448, file: !2, baseType: !9, size: 64, align: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !448, file: !2, baseType: !165, size: 8, align: 8, offset: 64)
!452 = !{!453, !444}
!453 = !DILocalVariable(name: "self", arg: 1, scope: !445, file: !419, line: 3050, type: !9)
!454 = !DILocation(line: 0, scope: !445, inlinedAt: !455)
!455 = !DILocation(line: 1161, column: 31, scope: !418, inlinedAt: !443)
!456 = !DILocation(line: 526, column: 32, scope: !389, inlinedAt: !416)
!457 = !DILocation(line: 3051, column: 26, scope: !445, inlinedAt: !455)
!458 = !DILocation(line: 0, scope: !440, inlinedAt: !443)
!459 = !DILocalVariable(name: "b", arg: 1, scope: !460, file: !461, line: 456, type: !165)
!460 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !462, file: !461, line: 456, type: !463, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !465)
!461 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!462 = !DINamespace(name: "intrinsics", scope: !26)
!463 = !DISubroutineType(types: !464)
!464 = !{!165, !165}
!465 = !{!459}
!466 = !DILocation(line: 0, scope: !460, inlinedAt: !467)
!467 = !DILocation(line: 1162, column: 16, scope: !440, inlinedAt: !443)
!468 = !DILocation(line: 0, scope: !414, inlinedAt: !416)
!469 = !DILocation(line: 457, column: 8, scope: !460, inlinedAt: !467)
!470 = !{!"branch_weights", i32 2000, i32 2002}
!471 = !DILocation(line: 0, scope: !316)
!472 = !DILocalVariable(name: "self", arg: 1, scope: !473, file: !191, line: 631, type: !308)
!473 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hea856286d9fd72bcE", scope: !197, file: !191, line: 631, type: !474, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !493, retainedNodes: !494)
!474 = !DISubroutineType(types: !475)
!475 = !{!476, !308, !240}
!476 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !424, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !477, templateParams: !14, identifier: "ee7541504661f874c2915c0073b72bc1")
!477 = !{!478}
!478 = !DICompositeType(tag: DW_TAG_variant_part, scope: !476, file: !2, size: 192, align: 64, elements: !479, templateParams: !14, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !492)
!479 = !{!480, !488}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !478, file: !2, baseType: !481, size: 192, align: 64, extraData: i64 0)
!481 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !476, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !482, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!482 = !{!483}
!483 = !DITemplateTypeParameter(name: "T", type: !484)
!484 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !2, size: 192, align: 64, elements: !485, templateParams: !14, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!485 = !{!486, !487}
!486 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !484, file: !2, baseType: !204, size: 64, align: 64)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !484, file: !2, baseType: !240, size: 128, align: 64, offset: 64)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !478, file: !2, baseType: !489, size: 192, align: 64)
!489 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !476, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !490, templateParams: !482, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!490 = !{!491}
!491 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !489, file: !2, baseType: !484, size: 192, align: 64, flags: DIFlagPublic)
!492 = !DIDerivedType(tag: DW_TAG_member, scope: !476, file: !2, baseType: !27, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!493 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hea856286d9fd72bcE", scope: !197, file: !191, line: 631, type: !474, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!494 = !{!472, !495, !496, !498}
!495 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !473, file: !191, line: 631, type: !240)
!496 = !DILocalVariable(name: "alloc_size", scope: !497, file: !191, line: 640, type: !9, align: 64)
!497 = distinct !DILexicalBlock(scope: !473, file: !191, line: 640, column: 17)
!498 = !DILocalVariable(name: "layout", scope: !499, file: !191, line: 641, type: !240, align: 64)
!499 = distinct !DILexicalBlock(scope: !497, file: !191, line: 641, column: 17)
!500 = !DILocation(line: 0, scope: !473, inlinedAt: !501)
!501 = distinct !DILocation(line: 549, column: 69, scope: !358)
!502 = !DILocalVariable(name: "self", arg: 1, scope: !503, file: !419, line: 1220, type: !9)
!503 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !420, file: !419, line: 1220, type: !504, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !529)
!504 = !DISubroutineType(types: !505)
!505 = !{!9, !9, !9, !506}
!506 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !507, size: 64, align: 64, dwarfAddressSpace: 0)
!507 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !508, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !510, templateParams: !14, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!508 = !DINamespace(name: "location", scope: !509)
!509 = !DINamespace(name: "panic", scope: !26)
!510 = !{!511, !519, !520, !521}
!511 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !507, file: !2, baseType: !512, size: 128, align: 64, flags: DIFlagPrivate)
!512 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !205, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !513, templateParams: !209, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!513 = !{!514}
!514 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !512, file: !2, baseType: !515, size: 128, align: 64, flags: DIFlagPrivate)
!515 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !2, size: 128, align: 64, elements: !516, templateParams: !14, identifier: "238a44609877474087c05adf26cd41fa")
!516 = !{!517, !518}
!517 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !515, file: !2, baseType: !298, size: 64, align: 64)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !515, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!519 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !507, file: !2, baseType: !127, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !507, file: !2, baseType: !127, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !507, file: !2, baseType: !522, align: 8, offset: 192, flags: DIFlagPrivate)
!522 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !213, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !523, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!523 = !{!524}
!524 = !DITemplateTypeParameter(name: "T", type: !525)
!525 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !2, size: 128, align: 64, elements: !526, templateParams: !14, identifier: "9277eecd40495f85161460476aacc992")
!526 = !{!527, !528}
!527 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !525, file: !2, baseType: !298, size: 64, align: 64)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !525, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!529 = !{!502, !530}
!530 = !DILocalVariable(name: "rhs", arg: 2, scope: !503, file: !419, line: 1220, type: !9)
!531 = !DILocation(line: 0, scope: !503, inlinedAt: !532)
!532 = distinct !DILocation(line: 640, column: 53, scope: !473, inlinedAt: !501)
!533 = !DILocation(line: 632, column: 39, scope: !473, inlinedAt: !501)
!534 = !DILocation(line: 1232, column: 17, scope: !503, inlinedAt: !532)
!535 = !DILocation(line: 0, scope: !358)
!536 = !DILocalVariable(name: "self", arg: 1, scope: !537, file: !538, line: 448, type: !542)
!537 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !539, file: !538, line: 447, type: !540, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !543)
!538 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!539 = !DINamespace(name: "{impl#1}", scope: !222)
!540 = !DISubroutineType(types: !541)
!541 = !{!341, !542, !204, !240, !240}
!542 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !221, size: 64, align: 64, dwarfAddressSpace: 0)
!543 = !{!536, !544, !545, !546}
!544 = !DILocalVariable(name: "ptr", arg: 2, scope: !537, file: !538, line: 449, type: !204)
!545 = !DILocalVariable(name: "old_layout", arg: 3, scope: !537, file: !538, line: 450, type: !240)
!546 = !DILocalVariable(name: "new_layout", arg: 4, scope: !537, file: !538, line: 451, type: !240)
!547 = !DILocation(line: 0, scope: !537, inlinedAt: !548)
!548 = distinct !DILocation(line: 555, column: 28, scope: !358)
!549 = !DILocalVariable(name: "self", arg: 1, scope: !550, file: !538, line: 336, type: !542)
!550 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !221, file: !538, line: 335, type: !551, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !553, retainedNodes: !554)
!551 = !DISubroutineType(types: !552)
!552 = !{!341, !542, !204, !240, !240, !165}
!553 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !221, file: !538, line: 335, type: !551, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!554 = !{!549, !555, !556, !557, !558}
!555 = !DILocalVariable(name: "ptr", arg: 2, scope: !550, file: !538, line: 337, type: !204)
!556 = !DILocalVariable(name: "old_layout", arg: 3, scope: !550, file: !538, line: 338, type: !240)
!557 = !DILocalVariable(name: "new_layout", arg: 4, scope: !550, file: !538, line: 339, type: !240)
!558 = !DILocalVariable(name: "zeroed", scope: !550, file: !538, line: 340, type: !165, align: 8)
!559 = !DILocation(line: 0, scope: !550, inlinedAt: !560)
!560 = distinct !DILocation(line: 454, column: 23, scope: !537, inlinedAt: !548)
!561 = !DILocalVariable(name: "self", arg: 1, scope: !562, file: !538, line: 217, type: !542)
!562 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !221, file: !538, line: 216, type: !551, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !563, retainedNodes: !564)
!563 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !221, file: !538, line: 216, type: !551, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!564 = !{!561, !565, !566, !567, !568, !569, !571, !573, !575, !578, !580, !595, !597, !599, !601, !603}
!565 = !DILocalVariable(name: "ptr", arg: 2, scope: !562, file: !538, line: 218, type: !204)
!566 = !DILocalVariable(name: "old_layout", arg: 3, scope: !562, file: !538, line: 219, type: !240)
!567 = !DILocalVariable(name: "new_layout", arg: 4, scope: !562, file: !538, line: 220, type: !240)
!568 = !DILocalVariable(name: "zeroed", arg: 5, scope: !562, file: !538, line: 221, type: !165)
!569 = !DILocalVariable(name: "old_size", scope: !570, file: !538, line: 233, type: !9, align: 64)
!570 = distinct !DILexicalBlock(scope: !562, file: !538, line: 233, column: 13)
!571 = !DILocalVariable(name: "old_size", scope: !570, file: !538, line: 233, type: !572, align: 64)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!573 = !DILocalVariable(name: "new_size", scope: !574, file: !538, line: 234, type: !9, align: 64)
!574 = distinct !DILexicalBlock(scope: !570, file: !538, line: 234, column: 17)
!575 = !DILocalVariable(name: "raw_ptr", scope: !576, file: !538, line: 239, type: !577, align: 64)
!576 = distinct !DILexicalBlock(scope: !574, file: !538, line: 239, column: 17)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !118, size: 64, align: 64, dwarfAddressSpace: 0)
!578 = !DILocalVariable(name: "ptr", scope: !579, file: !538, line: 240, type: !204, align: 64)
!579 = distinct !DILexicalBlock(scope: !576, file: !538, line: 240, column: 17)
!580 = !DILocalVariable(name: "residual", scope: !581, file: !538, line: 240, type: !582, align: 8)
!581 = distinct !DILexicalBlock(scope: !576, file: !538, line: 240, column: 66)
!582 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !101, file: !2, align: 8, flags: DIFlagPublic, elements: !583, templateParams: !14, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!583 = !{!584}
!584 = !DICompositeType(tag: DW_TAG_variant_part, scope: !582, file: !2, align: 8, elements: !585, templateParams: !14, identifier: "f5e162db303eef1e33f578c71ec0a693")
!585 = !{!586, !591}
!586 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !584, file: !2, baseType: !587, align: 8)
!587 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !582, file: !2, align: 8, flags: DIFlagPublic, elements: !588, templateParams: !590, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!588 = !{!589}
!589 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !587, file: !2, baseType: !327, align: 8, flags: DIFlagPublic)
!590 = !{!332, !350}
!591 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !584, file: !2, baseType: !592, align: 8)
!592 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !582, file: !2, align: 8, flags: DIFlagPublic, elements: !593, templateParams: !590, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!593 = !{!594}
!594 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !592, file: !2, baseType: !351, align: 8, flags: DIFlagPublic)
!595 = !DILocalVariable(name: "val", scope: !596, file: !538, line: 240, type: !204, align: 64)
!596 = distinct !DILexicalBlock(scope: !576, file: !538, line: 240, column: 66)
!597 = !DILocalVariable(name: "old_size", scope: !598, file: !538, line: 252, type: !9, align: 64)
!598 = distinct !DILexicalBlock(scope: !562, file: !538, line: 252, column: 13)
!599 = !DILocalVariable(name: "new_ptr", scope: !600, file: !538, line: 253, type: !292, align: 64)
!600 = distinct !DILexicalBlock(scope: !598, file: !538, line: 253, column: 17)
!601 = !DILocalVariable(name: "residual", scope: !602, file: !538, line: 253, type: !582, align: 8)
!602 = distinct !DILexicalBlock(scope: !598, file: !538, line: 253, column: 66)
!603 = !DILocalVariable(name: "val", scope: !604, file: !538, line: 253, type: !292, align: 64)
!604 = distinct !DILexicalBlock(scope: !598, file: !538, line: 253, column: 66)
!605 = !DILocation(line: 0, scope: !562, inlinedAt: !606)
!606 = distinct !DILocation(line: 342, column: 9, scope: !550, inlinedAt: !560)
!607 = !DILocalVariable(name: "layout", arg: 2, scope: !608, file: !538, line: 134, type: !240)
!608 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !222, file: !538, line: 134, type: !609, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !611)
!609 = !DISubroutineType(types: !610)
!610 = !{!577, !577, !240, !9}
!611 = !{!612, !607, !613}
!612 = !DILocalVariable(name: "ptr", arg: 1, scope: !608, file: !538, line: 134, type: !577)
!613 = !DILocalVariable(name: "new_size", arg: 3, scope: !608, file: !538, line: 134, type: !9)
!614 = !DILocation(line: 0, scope: !608, inlinedAt: !615)
!615 = distinct !DILocation(line: 239, column: 31, scope: !574, inlinedAt: !606)
!616 = !DILocation(line: 0, scope: !570, inlinedAt: !606)
!617 = !DILocation(line: 233, column: 13, scope: !570, inlinedAt: !606)
!618 = !DILocation(line: 0, scope: !574, inlinedAt: !606)
!619 = !DILocation(line: 237, column: 40, scope: !574, inlinedAt: !606)
!620 = !DILocalVariable(name: "cond", arg: 1, scope: !621, file: !622, line: 202, type: !165)
!621 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !623, file: !622, line: 202, type: !624, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !626)
!622 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!623 = !DINamespace(name: "hint", scope: !26)
!624 = !DISubroutineType(types: !625)
!625 = !{null, !165, !506}
!626 = !{!620}
!627 = !DILocation(line: 0, scope: !621, inlinedAt: !628)
!628 = distinct !DILocation(line: 237, column: 17, scope: !574, inlinedAt: !606)
!629 = !DILocation(line: 210, column: 9, scope: !621, inlinedAt: !628)
!630 = !DILocation(line: 135, column: 14, scope: !608, inlinedAt: !615)
!631 = !DILocation(line: 0, scope: !340)
!632 = !DILocation(line: 549, column: 22, scope: !316)
!633 = !DILocalVariable(name: "self", arg: 1, scope: !634, file: !538, line: 428, type: !542)
!634 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !539, file: !538, line: 428, type: !635, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !637)
!635 = !DISubroutineType(types: !636)
!636 = !{!341, !542, !240}
!637 = !{!633, !638}
!638 = !DILocalVariable(name: "layout", arg: 2, scope: !634, file: !538, line: 428, type: !240)
!639 = !DILocation(line: 0, scope: !634, inlinedAt: !640)
!640 = distinct !DILocation(line: 558, column: 24, scope: !316)
!641 = !DILocalVariable(name: "self", arg: 1, scope: !642, file: !538, line: 311, type: !542)
!642 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !221, file: !538, line: 311, type: !643, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !645, retainedNodes: !646)
!643 = !DISubroutineType(types: !644)
!644 = !{!341, !542, !240, !165}
!645 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !221, file: !538, line: 311, type: !643, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!646 = !{!641, !647, !648}
!647 = !DILocalVariable(name: "layout", arg: 2, scope: !642, file: !538, line: 311, type: !240)
!648 = !DILocalVariable(name: "zeroed", scope: !642, file: !538, line: 311, type: !165, align: 8)
!649 = !DILocation(line: 0, scope: !642, inlinedAt: !650)
!650 = distinct !DILocation(line: 429, column: 14, scope: !634, inlinedAt: !640)
!651 = !DILocalVariable(name: "layout", arg: 1, scope: !652, file: !538, line: 185, type: !240)
!652 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !221, file: !538, line: 185, type: !653, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !655, retainedNodes: !656)
!653 = !DISubroutineType(types: !654)
!654 = !{!341, !240, !165}
!655 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !221, file: !538, line: 185, type: !653, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!656 = !{!651, !657, !658, !660, !662, !664, !666}
!657 = !DILocalVariable(name: "zeroed", arg: 2, scope: !652, file: !538, line: 185, type: !165)
!658 = !DILocalVariable(name: "size", scope: !659, file: !538, line: 189, type: !9, align: 64)
!659 = distinct !DILexicalBlock(scope: !652, file: !538, line: 189, column: 13)
!660 = !DILocalVariable(name: "raw_ptr", scope: !661, file: !538, line: 190, type: !577, align: 64)
!661 = distinct !DILexicalBlock(scope: !659, file: !538, line: 190, column: 17)
!662 = !DILocalVariable(name: "ptr", scope: !663, file: !538, line: 191, type: !204, align: 64)
!663 = distinct !DILexicalBlock(scope: !661, file: !538, line: 191, column: 17)
!664 = !DILocalVariable(name: "residual", scope: !665, file: !538, line: 191, type: !582, align: 8)
!665 = distinct !DILexicalBlock(scope: !661, file: !538, line: 191, column: 66)
!666 = !DILocalVariable(name: "val", scope: !667, file: !538, line: 191, type: !204, align: 64)
!667 = distinct !DILexicalBlock(scope: !661, file: !538, line: 191, column: 66)
!668 = !DILocation(line: 0, scope: !652, inlinedAt: !669)
!669 = distinct !DILocation(line: 312, column: 9, scope: !642, inlinedAt: !650)
!670 = !DILocalVariable(name: "layout", arg: 1, scope: !671, file: !538, line: 89, type: !240)
!671 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !222, file: !538, line: 89, type: !672, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !674)
!672 = !DISubroutineType(types: !673)
!673 = !{!577, !240}
!674 = !{!670}
!675 = !DILocation(line: 0, scope: !671, inlinedAt: !676)
!676 = distinct !DILocation(line: 190, column: 73, scope: !659, inlinedAt: !669)
!677 = !DILocation(line: 0, scope: !659, inlinedAt: !669)
!678 = !DILocation(line: 186, column: 9, scope: !652, inlinedAt: !669)
!679 = !DILocation(line: 93, column: 9, scope: !671, inlinedAt: !676)
!680 = !DILocation(line: 95, column: 9, scope: !671, inlinedAt: !676)
!681 = !DILocalVariable(name: "ptr", arg: 1, scope: !682, file: !683, line: 269, type: !577)
!682 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h41c95e0a48980de4E", scope: !204, file: !683, line: 269, type: !684, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !209, declaration: !699, retainedNodes: !700)
!683 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!684 = !DISubroutineType(types: !685)
!685 = !{!686, !577}
!686 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !424, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !687, templateParams: !14, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!687 = !{!688}
!688 = !DICompositeType(tag: DW_TAG_variant_part, scope: !686, file: !2, size: 64, align: 64, elements: !689, templateParams: !14, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !698)
!689 = !{!690, !694}
!690 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !688, file: !2, baseType: !691, size: 64, align: 64, extraData: i64 0)
!691 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !686, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !692, identifier: "dad5724574518fd4604ed98c22fc07a9")
!692 = !{!693}
!693 = !DITemplateTypeParameter(name: "T", type: !204)
!694 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !688, file: !2, baseType: !695, size: 64, align: 64)
!695 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !686, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !696, templateParams: !692, identifier: "9697c4c24786271790f6148692230b16")
!696 = !{!697}
!697 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !695, file: !2, baseType: !204, size: 64, align: 64, flags: DIFlagPublic)
!698 = !DIDerivedType(tag: DW_TAG_member, scope: !686, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!699 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17h41c95e0a48980de4E", scope: !204, file: !683, line: 269, type: !684, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !209)
!700 = !{!681}
!701 = !DILocation(line: 0, scope: !682, inlinedAt: !702)
!702 = distinct !DILocation(line: 191, column: 27, scope: !661, inlinedAt: !669)
!703 = !DILocation(line: 0, scope: !661, inlinedAt: !669)
!704 = !DILocation(line: 270, column: 13, scope: !682, inlinedAt: !702)
!705 = !DILocation(line: 562, column: 15, scope: !340)
!706 = !DILocation(line: 562, column: 9, scope: !340)
!707 = !DILocation(line: 564, column: 23, scope: !340)
!708 = !DILocation(line: 564, column: 87, scope: !340)
!709 = !DILocation(line: 0, scope: !361)
!710 = !DILocation(line: 563, column: 27, scope: !361)
!711 = !DILocation(line: 563, column: 36, scope: !340)
!712 = !DILocation(line: 566, column: 6, scope: !281)
!713 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd9dc66911a1a0f82E", scope: !197, file: !191, line: 501, type: !714, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !730, retainedNodes: !732)
!714 = !DISubroutineType(cc: DW_CC_nocall, types: !715)
!715 = !{!716, !239, !9, !9, !240}
!716 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !101, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !717, templateParams: !14, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!717 = !{!718}
!718 = !DICompositeType(tag: DW_TAG_variant_part, scope: !716, file: !2, size: 128, align: 64, elements: !719, templateParams: !14, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !729)
!719 = !{!720, !725}
!720 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !718, file: !2, baseType: !721, size: 128, align: 64, extraData: i64 -9223372036854775807)
!721 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !716, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !722, templateParams: !724, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!722 = !{!723}
!723 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !721, file: !2, baseType: !7, align: 8, flags: DIFlagPublic)
!724 = !{!110, !302}
!725 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !718, file: !2, baseType: !726, size: 128, align: 64)
!726 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !716, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !727, templateParams: !724, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!727 = !{!728}
!728 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !726, file: !2, baseType: !254, size: 128, align: 64, flags: DIFlagPublic)
!729 = !DIDerivedType(tag: DW_TAG_member, scope: !716, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!730 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd9dc66911a1a0f82E", scope: !197, file: !191, line: 501, type: !731, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!731 = !DISubroutineType(types: !715)
!732 = !{!733, !734, !735, !736, !737, !739, !755, !757, !759, !761, !763, !765}
!733 = !DILocalVariable(name: "self", arg: 1, scope: !713, file: !191, line: 502, type: !239)
!734 = !DILocalVariable(name: "len", arg: 2, scope: !713, file: !191, line: 503, type: !9)
!735 = !DILocalVariable(name: "additional", arg: 3, scope: !713, file: !191, line: 504, type: !9)
!736 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !713, file: !191, line: 505, type: !240)
!737 = !DILocalVariable(name: "required_cap", scope: !738, file: !191, line: 517, type: !9, align: 64)
!738 = distinct !DILexicalBlock(scope: !713, file: !191, line: 517, column: 9)
!739 = !DILocalVariable(name: "residual", scope: !740, file: !191, line: 517, type: !741, align: 64)
!740 = distinct !DILexicalBlock(scope: !713, file: !191, line: 517, column: 79)
!741 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !101, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !742, templateParams: !14, identifier: "684fce27aa0ce014cb47758e0849e96b")
!742 = !{!743}
!743 = !DICompositeType(tag: DW_TAG_variant_part, scope: !741, file: !2, size: 128, align: 64, elements: !744, templateParams: !14, identifier: "c4865dab106be94ee943cbb0bd998213")
!744 = !{!745, !751}
!745 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !743, file: !2, baseType: !746, size: 128, align: 64)
!746 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !741, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !747, templateParams: !749, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!747 = !{!748}
!748 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !746, file: !2, baseType: !327, align: 8, flags: DIFlagPublic)
!749 = !{!332, !750}
!750 = !DITemplateTypeParameter(name: "E", type: !258)
!751 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !743, file: !2, baseType: !752, size: 128, align: 64)
!752 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !741, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !753, templateParams: !749, identifier: "898e7523519ac715569c914e431d1c9a")
!753 = !{!754}
!754 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !752, file: !2, baseType: !258, size: 128, align: 64, flags: DIFlagPublic)
!755 = !DILocalVariable(name: "val", scope: !756, file: !191, line: 517, type: !9, align: 64)
!756 = distinct !DILexicalBlock(scope: !713, file: !191, line: 517, column: 79)
!757 = !DILocalVariable(name: "cap", scope: !758, file: !191, line: 521, type: !9, align: 64)
!758 = distinct !DILexicalBlock(scope: !738, file: !191, line: 521, column: 9)
!759 = !DILocalVariable(name: "cap", scope: !760, file: !191, line: 522, type: !9, align: 64)
!760 = distinct !DILexicalBlock(scope: !758, file: !191, line: 522, column: 9)
!761 = !DILocalVariable(name: "ptr", scope: !762, file: !191, line: 527, type: !292, align: 64)
!762 = distinct !DILexicalBlock(scope: !760, file: !191, line: 527, column: 9)
!763 = !DILocalVariable(name: "residual", scope: !764, file: !191, line: 527, type: !319, align: 64)
!764 = distinct !DILexicalBlock(scope: !760, file: !191, line: 527, column: 62)
!765 = !DILocalVariable(name: "val", scope: !766, file: !191, line: 527, type: !292, align: 64)
!766 = distinct !DILexicalBlock(scope: !760, file: !191, line: 527, column: 62)
!767 = !DILocation(line: 0, scope: !713)
!768 = !DILocalVariable(name: "self", arg: 1, scope: !769, file: !191, line: 770, type: !239)
!769 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h8ffecaf3138948b5E", scope: !197, file: !191, line: 770, type: !770, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !772, retainedNodes: !773)
!770 = !DISubroutineType(types: !771)
!771 = !{null, !239, !292, !9}
!772 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17h8ffecaf3138948b5E", scope: !197, file: !191, line: 770, type: !770, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!773 = !{!768, !774, !775}
!774 = !DILocalVariable(name: "ptr", arg: 2, scope: !769, file: !191, line: 770, type: !292)
!775 = !DILocalVariable(name: "cap", arg: 3, scope: !769, file: !191, line: 770, type: !9)
!776 = !DILocation(line: 0, scope: !769, inlinedAt: !777)
!777 = !DILocation(line: 530, column: 23, scope: !762)
!778 = !DILocalVariable(name: "self", arg: 1, scope: !779, file: !419, line: 761, type: !9)
!779 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !420, file: !419, line: 761, type: !421, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !780)
!780 = !{!778, !781}
!781 = !DILocalVariable(name: "rhs", arg: 2, scope: !779, file: !419, line: 761, type: !9)
!782 = !DILocation(line: 0, scope: !779, inlinedAt: !783)
!783 = !DILocation(line: 517, column: 32, scope: !713)
!784 = !DILocalVariable(name: "self", arg: 1, scope: !785, file: !786, line: 2172, type: !284)
!785 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h9d627d76ecc17ea5E", scope: !787, file: !786, line: 2172, type: !788, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !300, retainedNodes: !808)
!786 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!787 = !DINamespace(name: "{impl#27}", scope: !101)
!788 = !DISubroutineType(types: !789)
!789 = !{!790, !284}
!790 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !791, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !793, templateParams: !14, identifier: "cc7f3b831c8bf039303ab233969d396")
!791 = !DINamespace(name: "control_flow", scope: !792)
!792 = !DINamespace(name: "ops", scope: !26)
!793 = !{!794}
!794 = !DICompositeType(tag: DW_TAG_variant_part, scope: !790, file: !2, size: 192, align: 64, elements: !795, templateParams: !14, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !807)
!795 = !{!796, !803}
!796 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !794, file: !2, baseType: !797, size: 192, align: 64, extraData: i64 0)
!797 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !790, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !798, templateParams: !800, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!798 = !{!799}
!799 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !797, file: !2, baseType: !292, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!800 = !{!801, !802}
!801 = !DITemplateTypeParameter(name: "B", type: !319)
!802 = !DITemplateTypeParameter(name: "C", type: !292)
!803 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !794, file: !2, baseType: !804, size: 192, align: 64, extraData: i64 1)
!804 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !790, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !805, templateParams: !800, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!805 = !{!806}
!806 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !804, file: !2, baseType: !319, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!807 = !DIDerivedType(tag: DW_TAG_member, scope: !790, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!808 = !{!784, !809, !811}
!809 = !DILocalVariable(name: "v", scope: !810, file: !786, line: 2174, type: !292, align: 64)
!810 = distinct !DILexicalBlock(scope: !785, file: !786, line: 2174, column: 13)
!811 = !DILocalVariable(name: "e", scope: !812, file: !786, line: 2175, type: !254, align: 64)
!812 = distinct !DILexicalBlock(scope: !785, file: !786, line: 2175, column: 13)
!813 = !DILocation(line: 2172, column: 15, scope: !785, inlinedAt: !814)
!814 = !DILocation(line: 527, column: 28, scope: !760)
!815 = !DILocation(line: 769, column: 37, scope: !779, inlinedAt: !783)
!816 = !DILocation(line: 0, scope: !738)
!817 = !DILocalVariable(name: "v2", arg: 2, scope: !818, file: !819, line: 1681, type: !9)
!818 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17hea9267cb218bdf00E", scope: !820, file: !819, line: 1681, type: !821, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !430, retainedNodes: !823)
!819 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!820 = !DINamespace(name: "cmp", scope: !26)
!821 = !DISubroutineType(types: !822)
!822 = !{!9, !9, !9}
!823 = !{!824, !817}
!824 = !DILocalVariable(name: "v1", arg: 1, scope: !818, file: !819, line: 1681, type: !9)
!825 = !DILocation(line: 0, scope: !818, inlinedAt: !826)
!826 = !DILocation(line: 521, column: 19, scope: !738)
!827 = !DILocation(line: 521, column: 28, scope: !738)
!828 = !DILocalVariable(name: "self", arg: 1, scope: !829, file: !819, line: 1033, type: !9)
!829 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17h9f57617d257ead00E", scope: !830, file: !819, line: 1033, type: !821, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !833, retainedNodes: !831)
!830 = !DINamespace(name: "Ord", scope: !820)
!831 = !{!828, !832}
!832 = !DILocalVariable(name: "other", arg: 2, scope: !829, file: !819, line: 1033, type: !9)
!833 = !{!834}
!834 = !DITemplateTypeParameter(name: "Self", type: !9)
!835 = !DILocation(line: 0, scope: !829, inlinedAt: !836)
!836 = distinct !DILocation(line: 1682, column: 8, scope: !818, inlinedAt: !826)
!837 = !DILocation(line: 1038, column: 5, scope: !829, inlinedAt: !836)
!838 = !DILocation(line: 0, scope: !758)
!839 = !DILocation(line: 0, scope: !818, inlinedAt: !840)
!840 = !DILocation(line: 522, column: 19, scope: !758)
!841 = !DILocation(line: 0, scope: !829, inlinedAt: !842)
!842 = distinct !DILocation(line: 1682, column: 8, scope: !818, inlinedAt: !840)
!843 = !DILocation(line: 1038, column: 5, scope: !829, inlinedAt: !842)
!844 = !DILocation(line: 0, scope: !760)
!845 = !DILocation(line: 527, column: 33, scope: !760)
!846 = !DILocation(line: 2173, column: 15, scope: !785, inlinedAt: !814)
!847 = !{i64 0, i64 2}
!848 = !DILocation(line: 2173, column: 9, scope: !785, inlinedAt: !814)
!849 = !DILocation(line: 0, scope: !785, inlinedAt: !814)
!850 = !DILocation(line: 532, column: 6, scope: !713)
!851 = !DILocation(line: 2175, column: 17, scope: !785, inlinedAt: !814)
!852 = !{i64 0, i64 -9223372036854775807}
!853 = !DILocation(line: 527, column: 62, scope: !760)
!854 = !DILocation(line: 0, scope: !855)
!855 = !DILexicalBlockFile(scope: !738, file: !856, discriminator: 0)
!856 = !DIFile(filename: "print.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "3e4c9f814f1d25cc63a2ec77fca1d6de")
!857 = !DILocation(line: 2174, column: 16, scope: !785, inlinedAt: !814)
!858 = !DILocation(line: 0, scope: !762)
!859 = !DILocation(line: 774, column: 9, scope: !769, inlinedAt: !777)
!860 = !DILocation(line: 42, column: 26, scope: !861, inlinedAt: !866)
!861 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !215, file: !862, line: 40, type: !863, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !865)
!862 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!863 = !DISubroutineType(types: !864)
!864 = !{!215, !9}
!865 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !215, file: !862, line: 40, type: !863, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!866 = !DILocation(line: 775, column: 29, scope: !769, inlinedAt: !777)
!867 = !DILocation(line: 775, column: 9, scope: !769, inlinedAt: !777)
!868 = distinct !DISubprogram(name: "fmt<i64, alloc::alloc::Global>", linkageName: "_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hf4d8be3946cccc47E", scope: !870, file: !869, line: 4243, type: !872, scopeLine: 4243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, retainedNodes: !879)
!869 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!870 = !DINamespace(name: "{impl#28}", scope: !871)
!871 = !DINamespace(name: "vec", scope: !194)
!872 = !DISubroutineType(types: !873)
!873 = !{!100, !874, !120}
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !875, size: 64, align: 64, dwarfAddressSpace: 0)
!875 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<i64, alloc::alloc::Global>", scope: !871, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !876, templateParams: !227, identifier: "91387d50f23ff68b7f3f83f93d5e0e45")
!876 = !{!877, !878}
!877 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !875, file: !2, baseType: !192, size: 128, align: 64, flags: DIFlagPrivate)
!878 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !875, file: !2, baseType: !9, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!879 = !{!880, !881}
!880 = !DILocalVariable(name: "self", arg: 1, scope: !868, file: !869, line: 4243, type: !874)
!881 = !DILocalVariable(name: "f", arg: 2, scope: !868, file: !869, line: 4243, type: !120)
!882 = !DILocation(line: 0, scope: !868)
!883 = !DILocalVariable(name: "self", arg: 1, scope: !884, file: !869, line: 3728, type: !874)
!884 = distinct !DISubprogram(name: "deref<i64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h7a5c20f45f2e92eeE", scope: !885, file: !869, line: 3728, type: !886, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, retainedNodes: !893)
!885 = !DINamespace(name: "{impl#9}", scope: !871)
!886 = !DISubroutineType(types: !887)
!887 = !{!888, !874}
!888 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[i64]", file: !2, size: 128, align: 64, elements: !889, templateParams: !14, identifier: "18e66e1de31dfeb8a323a7c2c427c19e")
!889 = !{!890, !892}
!890 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !888, file: !2, baseType: !891, size: 64, align: 64)
!891 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!892 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !888, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!893 = !{!883}
!894 = !DILocation(line: 0, scope: !884, inlinedAt: !895)
!895 = !DILocation(line: 4244, column: 26, scope: !868)
!896 = !DILocalVariable(name: "self", arg: 1, scope: !897, file: !869, line: 1798, type: !874)
!897 = distinct !DISubprogram(name: "as_slice<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hb92f3c1df8761d80E", scope: !875, file: !869, line: 1798, type: !886, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !898, retainedNodes: !899)
!898 = !DISubprogram(name: "as_slice<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hb92f3c1df8761d80E", scope: !875, file: !869, line: 1798, type: !886, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!899 = !{!896}
!900 = !DILocation(line: 0, scope: !897, inlinedAt: !901)
!901 = !DILocation(line: 3729, column: 14, scope: !884, inlinedAt: !895)
!902 = !DILocalVariable(name: "self", arg: 1, scope: !903, file: !869, line: 1913, type: !874)
!903 = distinct !DISubprogram(name: "as_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h8daf901b89326983E", scope: !875, file: !869, line: 1913, type: !904, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !907, retainedNodes: !908)
!904 = !DISubroutineType(types: !905)
!905 = !{!906, !874}
!906 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!907 = !DISubprogram(name: "as_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h8daf901b89326983E", scope: !875, file: !869, line: 1913, type: !904, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!908 = !{!902}
!909 = !DILocation(line: 0, scope: !903, inlinedAt: !910)
!910 = !DILocation(line: 1815, column: 76, scope: !897, inlinedAt: !901)
!911 = !DILocation(line: 612, column: 9, scope: !912, inlinedAt: !920)
!912 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h4b96e4a7afe5823dE", scope: !197, file: !191, line: 611, type: !913, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !918)
!913 = !DISubroutineType(types: !914)
!914 = !{!915, !308}
!915 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<i64>", scope: !205, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !916, templateParams: !145, identifier: "7e42d5f5f6b5234a3734bce9cad420d1")
!916 = !{!917}
!917 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !915, file: !2, baseType: !906, size: 64, align: 64, flags: DIFlagPrivate)
!918 = !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h4b96e4a7afe5823dE", scope: !197, file: !191, line: 611, type: !913, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !919)
!919 = !{!224, !146}
!920 = !DILocation(line: 607, column: 14, scope: !921, inlinedAt: !926)
!921 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h5d6cf3901cad6a11E", scope: !197, file: !191, line: 606, type: !922, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !925)
!922 = !DISubroutineType(types: !923)
!923 = !{!924, !308}
!924 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut i64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!925 = !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h5d6cf3901cad6a11E", scope: !197, file: !191, line: 606, type: !922, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !919)
!926 = !DILocation(line: 295, column: 20, scope: !927, inlinedAt: !932)
!927 = distinct !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb1cf4dd0b1c98c01E", scope: !192, file: !191, line: 294, type: !928, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !931)
!928 = !DISubroutineType(types: !929)
!929 = !{!924, !930}
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !192, size: 64, align: 64, dwarfAddressSpace: 0)
!931 = !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb1cf4dd0b1c98c01E", scope: !192, file: !191, line: 294, type: !928, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!932 = !DILocation(line: 1916, column: 18, scope: !903, inlinedAt: !910)
!933 = !DILocation(line: 1815, column: 86, scope: !897, inlinedAt: !901)
!934 = !DILocalVariable(name: "self", arg: 1, scope: !935, file: !95, line: 3115, type: !888)
!935 = distinct !DISubprogram(name: "fmt<i64>", linkageName: "_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E", scope: !936, file: !95, line: 3115, type: !937, scopeLine: 3115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !939)
!936 = !DINamespace(name: "{impl#29}", scope: !97)
!937 = !DISubroutineType(types: !938)
!938 = !{!100, !888, !120}
!939 = !{!934, !940}
!940 = !DILocalVariable(name: "f", arg: 2, scope: !935, file: !95, line: 3115, type: !120)
!941 = !DILocation(line: 0, scope: !935, inlinedAt: !942)
!942 = distinct !DILocation(line: 4244, column: 9, scope: !868)
!943 = !DILocalVariable(name: "self", arg: 1, scope: !944, file: !945, line: 1040, type: !888)
!944 = distinct !DISubprogram(name: "iter<i64>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hbf58482fb42ac973E", scope: !946, file: !945, line: 1040, type: !948, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !959)
!945 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!946 = !DINamespace(name: "{impl#0}", scope: !947)
!947 = !DINamespace(name: "slice", scope: !26)
!948 = !DISubroutineType(types: !949)
!949 = !{!950, !888}
!950 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<i64>", scope: !951, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !952, templateParams: !145, identifier: "2bc20bb0597afb73fcd044773b9b205e")
!951 = !DINamespace(name: "iter", scope: !947)
!952 = !{!953, !954, !955}
!953 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !950, file: !2, baseType: !915, size: 64, align: 64, flags: DIFlagPrivate)
!954 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !950, file: !2, baseType: !906, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!955 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !950, file: !2, baseType: !956, align: 8, offset: 128, flags: DIFlagPrivate)
!956 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&i64>", scope: !213, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !957, identifier: "99e0d3776c749048ae2990a9c44e5ea8")
!957 = !{!958}
!958 = !DITemplateTypeParameter(name: "T", type: !12)
!959 = !{!943}
!960 = !DILocation(line: 0, scope: !944, inlinedAt: !961)
!961 = distinct !DILocation(line: 3116, column: 37, scope: !935, inlinedAt: !942)
!962 = !DILocalVariable(name: "slice", arg: 1, scope: !963, file: !964, line: 96, type: !888)
!963 = distinct !DISubprogram(name: "new<i64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hc7bf88272b3037a2E", scope: !950, file: !964, line: 96, type: !948, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, declaration: !965, retainedNodes: !966)
!964 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!965 = !DISubprogram(name: "new<i64>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hc7bf88272b3037a2E", scope: !950, file: !964, line: 96, type: !948, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!966 = !{!962, !967, !969, !971}
!967 = !DILocalVariable(name: "len", scope: !968, file: !964, line: 97, type: !9, align: 64)
!968 = distinct !DILexicalBlock(scope: !963, file: !964, line: 97, column: 9)
!969 = !DILocalVariable(name: "ptr", scope: !970, file: !964, line: 98, type: !915, align: 64)
!970 = distinct !DILexicalBlock(scope: !968, file: !964, line: 98, column: 9)
!971 = !DILocalVariable(name: "end_or_len", scope: !972, file: !964, line: 101, type: !906, align: 64)
!972 = distinct !DILexicalBlock(scope: !970, file: !964, line: 101, column: 13)
!973 = !DILocation(line: 0, scope: !963, inlinedAt: !974)
!974 = distinct !DILocation(line: 1041, column: 9, scope: !944, inlinedAt: !961)
!975 = !DILocation(line: 3116, column: 9, scope: !935, inlinedAt: !942)
!976 = !{!977, !979}
!977 = distinct !{!977, !978, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E: %self.0"}
!978 = distinct !{!978, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E"}
!979 = distinct !{!979, !978, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h862b69ffae4c8346E: %f"}
!980 = !DILocation(line: 3116, column: 11, scope: !935, inlinedAt: !942)
!981 = !{!977}
!982 = !DILocation(line: 0, scope: !968, inlinedAt: !974)
!983 = !DILocalVariable(name: "count", arg: 2, scope: !984, file: !985, line: 927, type: !9)
!984 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h2a5ef9f2e53e8d51E", scope: !986, file: !985, line: 927, type: !988, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !990)
!985 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!986 = !DINamespace(name: "{impl#0}", scope: !987)
!987 = !DINamespace(name: "mut_ptr", scope: !25)
!988 = !DISubroutineType(types: !989)
!989 = !{!924, !924, !9, !506}
!990 = !{!991, !983}
!991 = !DILocalVariable(name: "self", arg: 1, scope: !984, file: !985, line: 927, type: !924)
!992 = !DILocation(line: 0, scope: !984, inlinedAt: !993)
!993 = distinct !DILocation(line: 102, column: 78, scope: !970, inlinedAt: !974)
!994 = !DILocation(line: 0, scope: !970, inlinedAt: !974)
!995 = !DILocation(line: 961, column: 18, scope: !984, inlinedAt: !993)
!996 = !DILocalVariable(name: "self", arg: 1, scope: !997, file: !998, line: 782, type: !1010)
!997 = distinct !DISubprogram(name: "entries<&i64, core::slice::iter::Iter<i64>>", linkageName: "_ZN4core3fmt8builders9DebugList7entries17hcf3e1dc928ede95eE", scope: !999, file: !998, line: 782, type: !1008, scopeLine: 782, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1012, declaration: !1011, retainedNodes: !1015)
!998 = !DIFile(filename: "library/core/src/fmt/builders.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c3bdad5c6a487aad96d44a12002ba9d8")
!999 = !DICompositeType(tag: DW_TAG_structure_type, name: "DebugList", scope: !1000, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1001, templateParams: !14, identifier: "9cd4885b6950d33a47386d553fb421c9")
!1000 = !DINamespace(name: "builders", scope: !97)
!1001 = !{!1002}
!1002 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !999, file: !2, baseType: !1003, size: 128, align: 64, flags: DIFlagPrivate)
!1003 = !DICompositeType(tag: DW_TAG_structure_type, name: "DebugInner", scope: !1000, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1004, templateParams: !14, identifier: "e0b50dfa3a1d7de4259f348cf1949572")
!1004 = !{!1005, !1006, !1007}
!1005 = !DIDerivedType(tag: DW_TAG_member, name: "fmt", scope: !1003, file: !2, baseType: !120, size: 64, align: 64, flags: DIFlagPrivate)
!1006 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !1003, file: !2, baseType: !100, size: 8, align: 8, offset: 64, flags: DIFlagPrivate)
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "has_fields", scope: !1003, file: !2, baseType: !165, size: 8, align: 8, offset: 72, flags: DIFlagPrivate)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{!1010, !1010, !950}
!1010 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::builders::DebugList", baseType: !999, size: 64, align: 64, dwarfAddressSpace: 0)
!1011 = !DISubprogram(name: "entries<&i64, core::slice::iter::Iter<i64>>", linkageName: "_ZN4core3fmt8builders9DebugList7entries17hcf3e1dc928ede95eE", scope: !999, file: !998, line: 782, type: !1008, scopeLine: 782, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1012)
!1012 = !{!1013, !1014}
!1013 = !DITemplateTypeParameter(name: "D", type: !12)
!1014 = !DITemplateTypeParameter(name: "I", type: !950)
!1015 = !{!996, !1016, !1017, !1019}
!1016 = !DILocalVariable(name: "entries", arg: 2, scope: !997, file: !998, line: 782, type: !950)
!1017 = !DILocalVariable(name: "iter", scope: !1018, file: !998, line: 787, type: !950, align: 64)
!1018 = distinct !DILexicalBlock(scope: !997, file: !998, line: 787, column: 9)
!1019 = !DILocalVariable(name: "entry", scope: !1020, file: !998, line: 787, type: !12, align: 64)
!1020 = distinct !DILexicalBlock(scope: !1018, file: !998, line: 787, column: 9)
!1021 = !DILocation(line: 0, scope: !997, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 3116, column: 24, scope: !935, inlinedAt: !942)
!1023 = !DILocation(line: 787, column: 13, scope: !1020, inlinedAt: !1022)
!1024 = !DILocation(line: 0, scope: !1018, inlinedAt: !1022)
!1025 = !DILocalVariable(name: "self", arg: 1, scope: !1026, file: !1027, line: 157, type: !1042)
!1026 = distinct !DISubprogram(name: "next<i64>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hf84ea4b7e64c855cE", scope: !1028, file: !1027, line: 157, type: !1029, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1043)
!1027 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!1028 = !DINamespace(name: "{impl#171}", scope: !951)
!1029 = !DISubroutineType(types: !1030)
!1030 = !{!1031, !1042}
!1031 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&i64>", scope: !424, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1032, templateParams: !14, identifier: "7601eb94b85973e3a41b9c943d6ba405")
!1032 = !{!1033}
!1033 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1031, file: !2, size: 64, align: 64, elements: !1034, templateParams: !14, identifier: "7288e3465b03aef8241c7904a4d71637", discriminator: !1041)
!1034 = !{!1035, !1037}
!1035 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1033, file: !2, baseType: !1036, size: 64, align: 64, extraData: i64 0)
!1036 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1031, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !957, identifier: "87b2875e20d96f967593b9a4a7c9c2cf")
!1037 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1033, file: !2, baseType: !1038, size: 64, align: 64)
!1038 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1031, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1039, templateParams: !957, identifier: "b761e8d282f789bbf625adb2dffb8b61")
!1039 = !{!1040}
!1040 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1038, file: !2, baseType: !12, size: 64, align: 64, flags: DIFlagPublic)
!1041 = !DIDerivedType(tag: DW_TAG_member, scope: !1031, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!1042 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<i64>", baseType: !950, size: 64, align: 64, dwarfAddressSpace: 0)
!1043 = !{!1025, !1044, !1046, !1048}
!1044 = !DILocalVariable(name: "ptr", scope: !1045, file: !1027, line: 161, type: !915, align: 64)
!1045 = distinct !DILexicalBlock(scope: !1026, file: !1027, line: 161, column: 17)
!1046 = !DILocalVariable(name: "end_or_len", scope: !1047, file: !1027, line: 162, type: !906, align: 64)
!1047 = distinct !DILexicalBlock(scope: !1045, file: !1027, line: 162, column: 17)
!1048 = !DILocalVariable(name: "len", scope: !1049, file: !1027, line: 167, type: !9, align: 64)
!1049 = distinct !DILexicalBlock(scope: !1047, file: !1027, line: 167, column: 25)
!1050 = !DILocation(line: 0, scope: !1026, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 787, column: 22, scope: !1018, inlinedAt: !1022)
!1052 = !DILocalVariable(name: "count", scope: !1053, file: !683, line: 651, type: !9, align: 64)
!1053 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h6547f3ee3c2564fdE", scope: !915, file: !683, line: 651, type: !1054, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, declaration: !1056, retainedNodes: !1057)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{!915, !915, !9}
!1056 = !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h6547f3ee3c2564fdE", scope: !915, file: !683, line: 651, type: !1054, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!1057 = !{!1058, !1052}
!1058 = !DILocalVariable(name: "self", arg: 1, scope: !1053, file: !683, line: 651, type: !915)
!1059 = !DILocation(line: 0, scope: !1053, inlinedAt: !1060)
!1060 = distinct !DILocation(line: 185, column: 40, scope: !1047, inlinedAt: !1051)
!1061 = !DILocation(line: 0, scope: !1045, inlinedAt: !1051)
!1062 = !DILocation(line: 0, scope: !1047, inlinedAt: !1051)
!1063 = !DILocalVariable(name: "self", arg: 1, scope: !1064, file: !683, line: 1719, type: !1068)
!1064 = distinct !DISubprogram(name: "eq<i64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h0c0fd91d2f151fadE", scope: !1065, file: !683, line: 1719, type: !1066, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1069)
!1065 = !DINamespace(name: "{impl#16}", scope: !205)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!165, !1068, !1068}
!1068 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<i64>", baseType: !915, size: 64, align: 64, dwarfAddressSpace: 0)
!1069 = !{!1063, !1070}
!1070 = !DILocalVariable(name: "other", arg: 2, scope: !1064, file: !683, line: 1719, type: !1068)
!1071 = !DILocation(line: 1719, column: 11, scope: !1064, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 180, column: 28, scope: !1047, inlinedAt: !1051)
!1073 = !DILocation(line: 1719, column: 18, scope: !1064, inlinedAt: !1072)
!1074 = !DILocation(line: 1720, column: 9, scope: !1064, inlinedAt: !1072)
!1075 = !DILocation(line: 180, column: 28, scope: !1047, inlinedAt: !1051)
!1076 = !DILocation(line: 659, column: 28, scope: !1053, inlinedAt: !1060)
!1077 = !DILocation(line: 787, column: 13, scope: !1018, inlinedAt: !1022)
!1078 = !{!1079, !977, !979}
!1079 = distinct !{!1079, !1080, !"_ZN4core3fmt8builders9DebugList7entries17hcf3e1dc928ede95eE: %self"}
!1080 = distinct !{!1080, !"_ZN4core3fmt8builders9DebugList7entries17hcf3e1dc928ede95eE"}
!1081 = !DILocation(line: 788, column: 18, scope: !1020, inlinedAt: !1022)
!1082 = !DILocation(line: 789, column: 9, scope: !1018, inlinedAt: !1022)
!1083 = !DILocation(line: 3116, column: 45, scope: !935, inlinedAt: !942)
!1084 = !DILocation(line: 3116, column: 52, scope: !935, inlinedAt: !942)
!1085 = !DILocation(line: 4245, column: 6, scope: !868)
!1086 = distinct !DISubprogram(name: "show", scope: !1087, file: !856, line: 5, type: !1088, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1090)
!1087 = !DINamespace(name: "print", scope: null)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!13, !13}
!1090 = !{!1091, !1092, !1094, !1103, !1105, !1112, !1148, !1154}
!1091 = !DILocalVariable(name: "n", arg: 1, scope: !1086, file: !856, line: 5, type: !13)
!1092 = !DILocalVariable(name: "seen", scope: !1093, file: !856, line: 6, type: !875, align: 64)
!1093 = distinct !DILexicalBlock(scope: !1086, file: !856, line: 6, column: 5)
!1094 = !DILocalVariable(name: "iter", scope: !1095, file: !856, line: 7, type: !1096, align: 64)
!1095 = distinct !DILexicalBlock(scope: !1093, file: !856, line: 7, column: 5)
!1096 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<i64>", scope: !1097, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1098, templateParams: !1101, identifier: "7b5ca097287d3b088415c59526b6db0c")
!1097 = !DINamespace(name: "range", scope: !792)
!1098 = !{!1099, !1100}
!1099 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !1096, file: !2, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!1100 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !1096, file: !2, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1101 = !{!1102}
!1102 = !DITemplateTypeParameter(name: "Idx", type: !13)
!1103 = !DILocalVariable(name: "i", scope: !1104, file: !856, line: 7, type: !13, align: 64)
!1104 = distinct !DILexicalBlock(scope: !1095, file: !856, line: 7, column: 5)
!1105 = !DILocalVariable(name: "args", scope: !1106, file: !856, line: 8, type: !1109, align: 64)
!1106 = !DILexicalBlockFile(scope: !1107, file: !856, discriminator: 0)
!1107 = distinct !DILexicalBlock(scope: !1104, file: !1108, line: 143, column: 28)
!1108 = !DIFile(filename: "library/std/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "a8906dec5ca2014c3fea0770b2c16963")
!1109 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&i64)", file: !2, size: 64, align: 64, elements: !1110, templateParams: !14, identifier: "a5e9ac534491fb8353f8f8d57f78778a")
!1110 = !{!1111}
!1111 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1109, file: !2, baseType: !12, size: 64, align: 64)
!1112 = !DILocalVariable(name: "args", scope: !1113, file: !856, line: 8, type: !1115, align: 64)
!1113 = !DILexicalBlockFile(scope: !1114, file: !856, discriminator: 0)
!1114 = distinct !DILexicalBlock(scope: !1107, file: !1108, line: 143, column: 28)
!1115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1116, size: 128, align: 64, elements: !1146)
!1116 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !1117, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1118, templateParams: !14, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!1117 = !DINamespace(name: "rt", scope: !97)
!1118 = !{!1119}
!1119 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !1116, file: !2, baseType: !1120, size: 128, align: 64, flags: DIFlagPrivate)
!1120 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !1117, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1121, templateParams: !14, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!1121 = !{!1122}
!1122 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1120, file: !2, size: 128, align: 64, elements: !1123, templateParams: !14, identifier: "fbd384083752b747f8b252853b979154", discriminator: !1145)
!1123 = !{!1124, !1141}
!1124 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !1122, file: !2, baseType: !1125, size: 128, align: 64)
!1125 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !1120, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1126, templateParams: !14, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!1126 = !{!1127, !1132, !1136}
!1127 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1125, file: !2, baseType: !1128, size: 64, align: 64, flags: DIFlagPrivate)
!1128 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !205, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1129, templateParams: !1131, identifier: "f4e496144210c619b96aa08326287b92")
!1129 = !{!1130}
!1130 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1128, file: !2, baseType: !6, size: 64, align: 64, flags: DIFlagPrivate)
!1131 = !{!110}
!1132 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !1125, file: !2, baseType: !1133, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1133 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !1134, size: 64, align: 64, dwarfAddressSpace: 0)
!1134 = !DISubroutineType(types: !1135)
!1135 = !{!100, !1128, !120}
!1136 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !1125, file: !2, baseType: !1137, align: 8, offset: 128, flags: DIFlagPrivate)
!1137 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !213, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !1138, identifier: "efa596960370766459fc018866dc4048")
!1138 = !{!1139}
!1139 = !DITemplateTypeParameter(name: "T", type: !1140)
!1140 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!1141 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !1122, file: !2, baseType: !1142, size: 128, align: 64, extraData: i64 0)
!1142 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !1120, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1143, templateParams: !14, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!1143 = !{!1144}
!1144 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1142, file: !2, baseType: !129, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!1145 = !DIDerivedType(tag: DW_TAG_member, scope: !1120, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!1146 = !{!1147}
!1147 = !DISubrange(count: 1, lowerBound: 0)
!1148 = !DILocalVariable(name: "args", scope: !1149, file: !856, line: 11, type: !1151, align: 64)
!1149 = !DILexicalBlockFile(scope: !1150, file: !856, discriminator: 0)
!1150 = distinct !DILexicalBlock(scope: !1093, file: !1108, line: 143, column: 28)
!1151 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&alloc::vec::Vec<i64, alloc::alloc::Global>)", file: !2, size: 64, align: 64, elements: !1152, templateParams: !14, identifier: "ec8ef9823bfa3325a288cb595a12a33")
!1152 = !{!1153}
!1153 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1151, file: !2, baseType: !874, size: 64, align: 64)
!1154 = !DILocalVariable(name: "args", scope: !1155, file: !856, line: 11, type: !1115, align: 64)
!1155 = !DILexicalBlockFile(scope: !1156, file: !856, discriminator: 0)
!1156 = distinct !DILexicalBlock(scope: !1150, file: !1108, line: 143, column: 28)
!1157 = !DILocalVariable(name: "self", arg: 1, scope: !1158, file: !819, line: 1916, type: !12)
!1158 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs1e_NtNtCsgEmfK2I1SDS_4core3cmp5implsxNtB8_10PartialOrd2lt", scope: !1159, file: !819, line: 1916, type: !1161, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1163)
!1159 = !DINamespace(name: "{impl#78}", scope: !1160)
!1160 = !DINamespace(name: "impls", scope: !820)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!165, !12, !12}
!1163 = !{!1157, !1164}
!1164 = !DILocalVariable(name: "other", arg: 2, scope: !1158, file: !819, line: 1916, type: !12)
!1165 = !DILocation(line: 1916, column: 19, scope: !1158, inlinedAt: !1166)
!1166 = !DILocation(line: 772, column: 12, scope: !1167, inlinedAt: !1190)
!1167 = distinct !DISubprogram(name: "spec_next<i64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hf20bfe3bc28a5f51E", scope: !1169, file: !1168, line: 771, type: !1172, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1186)
!1168 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!1169 = !DINamespace(name: "{impl#5}", scope: !1170)
!1170 = !DINamespace(name: "range", scope: !1171)
!1171 = !DINamespace(name: "iter", scope: !26)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{!1174, !1185}
!1174 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<i64>", scope: !424, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1175, templateParams: !14, identifier: "b57794be78e0ef6fc66ec82e0f5bd72")
!1175 = !{!1176}
!1176 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1174, file: !2, size: 128, align: 64, elements: !1177, templateParams: !14, identifier: "1ce7029255e40023898546465810cda7", discriminator: !1184)
!1177 = !{!1178, !1180}
!1178 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1176, file: !2, baseType: !1179, size: 128, align: 64, extraData: i64 0)
!1179 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1174, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !145, identifier: "18847b17062cb477d318c702af67e96d")
!1180 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1176, file: !2, baseType: !1181, size: 128, align: 64, extraData: i64 1)
!1181 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1174, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1182, templateParams: !145, identifier: "42c556b8514c7bd64b93d9a4eed1555c")
!1182 = !{!1183}
!1183 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1181, file: !2, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1184 = !DIDerivedType(tag: DW_TAG_member, scope: !1174, file: !2, baseType: !27, size: 64, align: 64, flags: DIFlagArtificial)
!1185 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<i64>", baseType: !1096, size: 64, align: 64, dwarfAddressSpace: 0)
!1186 = !{!1187, !1188}
!1187 = !DILocalVariable(name: "self", arg: 1, scope: !1167, file: !1168, line: 771, type: !1185)
!1188 = !DILocalVariable(name: "old", scope: !1189, file: !1168, line: 773, type: !13, align: 64)
!1189 = distinct !DILexicalBlock(scope: !1167, file: !1168, line: 773, column: 13)
!1190 = !DILocation(line: 857, column: 14, scope: !1191, inlinedAt: !1197)
!1191 = distinct !DISubprogram(name: "next<i64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hf3a901a22d152d19E", scope: !1192, file: !1168, line: 856, type: !1172, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1195, retainedNodes: !1193)
!1192 = !DINamespace(name: "{impl#6}", scope: !1170)
!1193 = !{!1194}
!1194 = !DILocalVariable(name: "self", arg: 1, scope: !1191, file: !1168, line: 856, type: !1185)
!1195 = !{!1196}
!1196 = !DITemplateTypeParameter(name: "A", type: !13)
!1197 = !DILocation(line: 7, column: 14, scope: !1198)
!1198 = !DILexicalBlockFile(scope: !1095, file: !856, discriminator: 2)
!1199 = !DILocation(line: 771, column: 18, scope: !1167, inlinedAt: !1190)
!1200 = !DILocation(line: 856, column: 13, scope: !1191, inlinedAt: !1197)
!1201 = !DILocation(line: 0, scope: !1086)
!1202 = !DILocation(line: 6, column: 9, scope: !1093)
!1203 = !DILocation(line: 7, column: 9, scope: !1104)
!1204 = !DILocalVariable(name: "n", scope: !1205, file: !1168, line: 195, type: !9, align: 64)
!1205 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsE_NtNtCsgEmfK2I1SDS_4core4iter5rangexNtB5_4Step17forward_unchecked", scope: !1206, file: !1168, line: 195, type: !1207, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1209)
!1206 = !DINamespace(name: "{impl#42}", scope: !1170)
!1207 = !DISubroutineType(types: !1208)
!1208 = !{!13, !13, !9}
!1209 = !{!1210, !1204}
!1210 = !DILocalVariable(name: "start", arg: 1, scope: !1205, file: !1168, line: 195, type: !13)
!1211 = !DILocation(line: 0, scope: !1205, inlinedAt: !1212)
!1212 = !DILocation(line: 775, column: 35, scope: !1189, inlinedAt: !1190)
!1213 = !DILocalVariable(name: "rhs", scope: !1214, file: !1215, line: 613, type: !27, align: 64)
!1214 = distinct !DISubprogram(name: "checked_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx20checked_add_unsigned", scope: !1216, file: !1215, line: 613, type: !1217, scopeLine: 613, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1219)
!1215 = !DIFile(filename: "library/core/src/num/int_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25372f0d2fb76edc2f95599cb5b8df1b")
!1216 = !DINamespace(name: "{impl#3}", scope: !217)
!1217 = !DISubroutineType(types: !1218)
!1218 = !{!1174, !13, !27}
!1219 = !{!1220, !1213, !1221, !1223}
!1220 = !DILocalVariable(name: "self", arg: 1, scope: !1214, file: !1215, line: 613, type: !13)
!1221 = !DILocalVariable(name: "a", scope: !1222, file: !1215, line: 614, type: !13, align: 64)
!1222 = distinct !DILexicalBlock(scope: !1214, file: !1215, line: 614, column: 13)
!1223 = !DILocalVariable(name: "b", scope: !1222, file: !1215, line: 614, type: !165, align: 8)
!1224 = !DILocation(line: 0, scope: !1214, inlinedAt: !1225)
!1225 = !DILocation(line: 197, column: 28, scope: !1205, inlinedAt: !1212)
!1226 = !DILocalVariable(name: "rhs", scope: !1227, file: !1215, line: 2581, type: !27, align: 64)
!1227 = distinct !DISubprogram(name: "overflowing_add_unsigned", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx24overflowing_add_unsigned", scope: !1216, file: !1215, line: 2581, type: !1228, scopeLine: 2581, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1234)
!1228 = !DISubroutineType(types: !1229)
!1229 = !{!1230, !13, !27}
!1230 = !DICompositeType(tag: DW_TAG_structure_type, name: "(i64, bool)", file: !2, size: 128, align: 64, elements: !1231, templateParams: !14, identifier: "1811c31ad92cd894e514ef1638fdb14c")
!1231 = !{!1232, !1233}
!1232 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1230, file: !2, baseType: !13, size: 64, align: 64)
!1233 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1230, file: !2, baseType: !165, size: 8, align: 8, offset: 64)
!1234 = !{!1235, !1226}
!1235 = !DILocalVariable(name: "self", arg: 1, scope: !1227, file: !1215, line: 2581, type: !13)
!1236 = !DILocation(line: 0, scope: !1227, inlinedAt: !1237)
!1237 = !DILocation(line: 614, column: 31, scope: !1214, inlinedAt: !1225)
!1238 = !DILocation(line: 6, column: 9, scope: !1086)
!1239 = !DILocation(line: 464, column: 9, scope: !1240, inlinedAt: !1244)
!1240 = distinct !DISubprogram(name: "new<i64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$3new17h563805e6742f0f8bE", scope: !875, file: !869, line: 463, type: !1241, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, declaration: !1243)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{!875}
!1243 = !DISubprogram(name: "new<i64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$3new17h563805e6742f0f8bE", scope: !875, file: !869, line: 463, type: !1241, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!1244 = !DILocation(line: 6, column: 30, scope: !1086)
!1245 = !DILocation(line: 0, scope: !1095)
!1246 = !DILocation(line: 1916, column: 50, scope: !1158, inlinedAt: !1166)
!1247 = !DILocation(line: 0, scope: !1149)
!1248 = !DILocation(line: 11, column: 5, scope: !1149)
!1249 = !DILocation(line: 11, column: 5, scope: !1093)
!1250 = !DILocalVariable(name: "self", arg: 1, scope: !1251, file: !869, line: 3728, type: !874)
!1251 = distinct !DISubprogram(name: "deref<i64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h7a5c20f45f2e92eeE", scope: !885, file: !869, line: 3728, type: !886, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, retainedNodes: !1252)
!1252 = !{!1250}
!1253 = !DILocation(line: 3728, column: 14, scope: !1251, inlinedAt: !1254)
!1254 = !DILocation(line: 12, column: 5, scope: !1093)
!1255 = !DILocalVariable(name: "self", arg: 1, scope: !1256, file: !869, line: 1798, type: !874)
!1256 = distinct !DISubprogram(name: "as_slice<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hb92f3c1df8761d80E", scope: !875, file: !869, line: 1798, type: !886, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !898, retainedNodes: !1257)
!1257 = !{!1255}
!1258 = !DILocation(line: 1798, column: 27, scope: !1256, inlinedAt: !1259)
!1259 = !DILocation(line: 3729, column: 14, scope: !1251, inlinedAt: !1254)
!1260 = !DILocalVariable(name: "self", arg: 1, scope: !1261, file: !869, line: 1913, type: !874)
!1261 = distinct !DISubprogram(name: "as_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h8daf901b89326983E", scope: !875, file: !869, line: 1913, type: !904, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !907, retainedNodes: !1262)
!1262 = !{!1260}
!1263 = !DILocation(line: 1913, column: 25, scope: !1261, inlinedAt: !1264)
!1264 = !DILocation(line: 1815, column: 76, scope: !1256, inlinedAt: !1259)
!1265 = !DILocation(line: 612, column: 9, scope: !1266, inlinedAt: !1267)
!1266 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h4b96e4a7afe5823dE", scope: !197, file: !191, line: 611, type: !913, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !918)
!1267 = !DILocation(line: 607, column: 14, scope: !1268, inlinedAt: !1269)
!1268 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h5d6cf3901cad6a11E", scope: !197, file: !191, line: 606, type: !922, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !925)
!1269 = !DILocation(line: 295, column: 20, scope: !1270, inlinedAt: !1271)
!1270 = distinct !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb1cf4dd0b1c98c01E", scope: !192, file: !191, line: 294, type: !928, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !931)
!1271 = !DILocation(line: 1916, column: 18, scope: !1261, inlinedAt: !1264)
!1272 = !DILocation(line: 1815, column: 86, scope: !1256, inlinedAt: !1259)
!1273 = !DILocalVariable(name: "self", arg: 1, scope: !1274, file: !1275, line: 3653, type: !950)
!1274 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>, i64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h6243c766991c58e3E", scope: !1276, file: !1275, line: 3653, type: !1279, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1282, retainedNodes: !1281)
!1275 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!1276 = !DINamespace(name: "Iterator", scope: !1277)
!1277 = !DINamespace(name: "iterator", scope: !1278)
!1278 = !DINamespace(name: "traits", scope: !1171)
!1279 = !DISubroutineType(types: !1280)
!1280 = !{!13, !950}
!1281 = !{!1273}
!1282 = !{!1283, !1284}
!1283 = !DITemplateTypeParameter(name: "Self", type: !950)
!1284 = !DITemplateTypeParameter(name: "S", type: !13)
!1285 = !DILocation(line: 0, scope: !1274, inlinedAt: !1286)
!1286 = !DILocation(line: 12, column: 17, scope: !1093)
!1287 = !DILocalVariable(name: "iter", arg: 1, scope: !1288, file: !1289, line: 71, type: !950)
!1288 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum17h9192ed83f5dd631cE", scope: !1290, file: !1289, line: 71, type: !1279, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1293, retainedNodes: !1292)
!1289 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!1290 = !DINamespace(name: "{impl#18}", scope: !1291)
!1291 = !DINamespace(name: "accum", scope: !1278)
!1292 = !{!1287}
!1293 = !{!1014}
!1294 = !DILocation(line: 0, scope: !1288, inlinedAt: !1295)
!1295 = !DILocation(line: 3658, column: 9, scope: !1274, inlinedAt: !1286)
!1296 = !DILocalVariable(name: "self", arg: 1, scope: !1297, file: !1027, line: 259, type: !950)
!1297 = distinct !DISubprogram(name: "fold<i64, i64, core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1559f1e75934be7fE", scope: !1028, file: !1027, line: 259, type: !1298, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1319, retainedNodes: !1302)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!13, !950, !13, !1300}
!1300 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<i64>>", scope: !1301, file: !2, align: 8, elements: !14, identifier: "a07567d34843c33ec93f533bcc0f1dc4")
!1301 = !DINamespace(name: "sum", scope: !1290)
!1302 = !{!1296, !1303, !1304, !1305, !1307, !1309, !1311, !1313, !1315, !1317}
!1303 = !DILocalVariable(name: "init", arg: 2, scope: !1297, file: !1027, line: 259, type: !13)
!1304 = !DILocalVariable(name: "f", arg: 3, scope: !1297, file: !1027, line: 259, type: !1300)
!1305 = !DILocalVariable(name: "len", scope: !1306, file: !1027, line: 29, type: !9, align: 64)
!1306 = distinct !DILexicalBlock(scope: !1297, file: !1027, line: 29, column: 13)
!1307 = !DILocalVariable(name: "end", scope: !1308, file: !1027, line: 33, type: !915, align: 64)
!1308 = distinct !DILexicalBlock(scope: !1297, file: !1027, line: 33, column: 13)
!1309 = !DILocalVariable(name: "acc", scope: !1310, file: !1027, line: 273, type: !13, align: 64)
!1310 = distinct !DILexicalBlock(scope: !1297, file: !1027, line: 273, column: 17)
!1311 = !DILocalVariable(name: "i", scope: !1312, file: !1027, line: 274, type: !9, align: 64)
!1312 = distinct !DILexicalBlock(scope: !1310, file: !1027, line: 274, column: 17)
!1313 = !DILocalVariable(name: "len", scope: !1314, file: !1027, line: 275, type: !9, align: 64)
!1314 = distinct !DILexicalBlock(scope: !1312, file: !1027, line: 275, column: 17)
!1315 = !DILocalVariable(name: "len", scope: !1316, file: !1027, line: 29, type: !9, align: 64)
!1316 = distinct !DILexicalBlock(scope: !1312, file: !1027, line: 29, column: 13)
!1317 = !DILocalVariable(name: "end", scope: !1318, file: !1027, line: 33, type: !915, align: 64)
!1318 = distinct !DILexicalBlock(scope: !1312, file: !1027, line: 33, column: 13)
!1319 = !{!146, !1320, !1321}
!1320 = !DITemplateTypeParameter(name: "B", type: !13)
!1321 = !DITemplateTypeParameter(name: "F", type: !1300)
!1322 = !DILocation(line: 0, scope: !1297, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 72, column: 22, scope: !1288, inlinedAt: !1295)
!1324 = !DILocation(line: 259, column: 42, scope: !1297, inlinedAt: !1323)
!1325 = !DILocalVariable(name: "rhs", scope: !1326, file: !419, line: 832, type: !9, align: 64)
!1326 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !420, file: !419, line: 832, type: !504, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1327)
!1327 = !{!1328, !1325}
!1328 = !DILocalVariable(name: "self", arg: 1, scope: !1326, file: !419, line: 832, type: !9)
!1329 = !DILocation(line: 0, scope: !1326, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 283, column: 36, scope: !1314, inlinedAt: !1323)
!1331 = !DILocation(line: 0, scope: !1308, inlinedAt: !1323)
!1332 = !DILocalVariable(name: "self", arg: 1, scope: !1333, file: !683, line: 1719, type: !1068)
!1333 = distinct !DISubprogram(name: "eq<i64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h0c0fd91d2f151fadE", scope: !1065, file: !683, line: 1719, type: !1066, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1334)
!1334 = !{!1332, !1335}
!1335 = !DILocalVariable(name: "other", arg: 2, scope: !1333, file: !683, line: 1719, type: !1068)
!1336 = !DILocation(line: 1719, column: 11, scope: !1333, inlinedAt: !1337)
!1337 = distinct !DILocation(line: 44, column: 20, scope: !1308, inlinedAt: !1323)
!1338 = !DILocation(line: 1719, column: 18, scope: !1333, inlinedAt: !1337)
!1339 = !DILocation(line: 1720, column: 9, scope: !1333, inlinedAt: !1337)
!1340 = !DILocation(line: 25, column: 86, scope: !1297, inlinedAt: !1323)
!1341 = !DILocation(line: 284, column: 24, scope: !1314, inlinedAt: !1323)
!1342 = !DILocation(line: 0, scope: !1310, inlinedAt: !1323)
!1343 = !DILocation(line: 659, column: 28, scope: !1344, inlinedAt: !1348)
!1344 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h6547f3ee3c2564fdE", scope: !915, file: !683, line: 651, type: !1054, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, declaration: !1056, retainedNodes: !1345)
!1345 = !{!1346, !1347}
!1346 = !DILocalVariable(name: "self", arg: 1, scope: !1344, file: !683, line: 651, type: !915)
!1347 = !DILocalVariable(name: "count", arg: 2, scope: !1344, file: !683, line: 651, type: !9)
!1348 = distinct !DILocation(line: 279, column: 67, scope: !1314, inlinedAt: !1323)
!1349 = !DILocation(line: 279, column: 27, scope: !1314, inlinedAt: !1323)
!1350 = !DILocation(line: 105, column: 45, scope: !1351, inlinedAt: !1360)
!1351 = distinct !DISubprogram(name: "add", linkageName: "_RNvXs8_NtNtCsgEmfK2I1SDS_4core3ops5arithxNtB5_3Add3add", scope: !1353, file: !1352, line: 105, type: !1355, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1357)
!1352 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!1353 = !DINamespace(name: "{impl#10}", scope: !1354)
!1354 = !DINamespace(name: "arith", scope: !792)
!1355 = !DISubroutineType(types: !1356)
!1356 = !{!13, !13, !13, !506}
!1357 = !{!1358, !1359}
!1358 = !DILocalVariable(name: "self", arg: 1, scope: !1351, file: !1352, line: 105, type: !13)
!1359 = !DILocalVariable(name: "other", arg: 2, scope: !1351, file: !1352, line: 105, type: !13)
!1360 = distinct !DILocation(line: 39, column: 17, scope: !1361, inlinedAt: !1369)
!1361 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsJ_NtNtCsgEmfK2I1SDS_4core3ops5arithxINtB5_3AddRxE3add", scope: !1363, file: !1362, line: 38, type: !1364, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1366)
!1362 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!1363 = !DINamespace(name: "{impl#47}", scope: !1354)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{!13, !13, !12, !506}
!1366 = !{!1367, !1368}
!1367 = !DILocalVariable(name: "self", arg: 1, scope: !1361, file: !1362, line: 38, type: !13)
!1368 = !DILocalVariable(name: "other", arg: 2, scope: !1361, file: !1362, line: 38, type: !12)
!1369 = distinct !DILocation(line: 75, column: 28, scope: !1370, inlinedAt: !1378)
!1370 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h61fcfe30ee245fddE", scope: !1301, file: !1289, line: 75, type: !1371, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1293, retainedNodes: !1374)
!1371 = !DISubroutineType(types: !1372)
!1372 = !{!13, !1373, !13, !12}
!1373 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>", baseType: !1300, size: 64, align: 64, dwarfAddressSpace: 0)
!1374 = !{!1375, !1376, !1377}
!1375 = !DILocalVariable(name: "a", arg: 2, scope: !1370, file: !1289, line: 75, type: !13)
!1376 = !DILocalVariable(name: "b", arg: 3, scope: !1370, file: !1289, line: 75, type: !12)
!1377 = !DILocalVariable(arg: 1, scope: !1370, file: !1289, line: 75, type: !1373)
!1378 = distinct !DILocation(line: 279, column: 27, scope: !1314, inlinedAt: !1323)
!1379 = distinct !{!1379, !1380, !1381}
!1380 = !{!"llvm.loop.isvectorized", i32 1}
!1381 = !{!"llvm.loop.unroll.runtime.disable"}
!1382 = !DILocation(line: 0, scope: !1312, inlinedAt: !1323)
!1383 = !DILocation(line: 0, scope: !1344, inlinedAt: !1348)
!1384 = !DILocation(line: 0, scope: !1370, inlinedAt: !1378)
!1385 = !DILocation(line: 0, scope: !1361, inlinedAt: !1369)
!1386 = !DILocation(line: 0, scope: !1351, inlinedAt: !1360)
!1387 = !DILocation(line: 844, column: 17, scope: !1326, inlinedAt: !1330)
!1388 = distinct !{!1388, !1381, !1380}
!1389 = !DILocation(line: 13, column: 1, scope: !1086)
!1390 = !DILocalVariable(arg: 1, scope: !1391, file: !1392, line: 805, type: !1395)
!1391 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<i64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i64$GT$$GT$17h9be2de87fada36dcE", scope: !25, file: !1392, line: 805, type: !1393, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1397, retainedNodes: !1396)
!1392 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!1393 = !DISubroutineType(types: !1394)
!1394 = !{null, !1395}
!1395 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !875, size: 64, align: 64, dwarfAddressSpace: 0)
!1396 = !{!1390}
!1397 = !{!1398}
!1398 = !DITemplateTypeParameter(name: "T", type: !875)
!1399 = !DILocation(line: 0, scope: !1391, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 13, column: 1, scope: !1086)
!1401 = !DILocalVariable(arg: 1, scope: !1402, file: !1392, line: 805, type: !1405)
!1402 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<i64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i64$GT$$GT$17h7c6416c7e1883ba3E", scope: !25, file: !1392, line: 805, type: !1403, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1407, retainedNodes: !1406)
!1403 = !DISubroutineType(types: !1404)
!1404 = !{null, !1405}
!1405 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<i64, alloc::alloc::Global>", baseType: !192, size: 64, align: 64, dwarfAddressSpace: 0)
!1406 = !{!1401}
!1407 = !{!1408}
!1408 = !DITemplateTypeParameter(name: "T", type: !192)
!1409 = !DILocation(line: 0, scope: !1402, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 805, column: 1, scope: !1391, inlinedAt: !1400)
!1411 = !DILocalVariable(name: "self", arg: 1, scope: !1412, file: !191, line: 421, type: !230)
!1412 = distinct !DISubprogram(name: "drop<i64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3986b547e46eb9b8E", scope: !1413, file: !191, line: 421, type: !228, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, retainedNodes: !1414)
!1413 = !DINamespace(name: "{impl#3}", scope: !193)
!1414 = !{!1411}
!1415 = !DILocation(line: 0, scope: !1412, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 805, column: 1, scope: !1402, inlinedAt: !1410)
!1417 = !DILocalVariable(name: "self", arg: 1, scope: !1418, file: !191, line: 870, type: !239)
!1418 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h9e2a32e742e919baE", scope: !197, file: !191, line: 870, type: !237, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !1419, retainedNodes: !1420)
!1419 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h9e2a32e742e919baE", scope: !197, file: !191, line: 870, type: !237, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!1420 = !{!1417, !1421, !1422, !1424}
!1421 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1418, file: !191, line: 870, type: !240)
!1422 = !DILocalVariable(name: "ptr", scope: !1423, file: !191, line: 872, type: !204, align: 64)
!1423 = distinct !DILexicalBlock(scope: !1418, file: !191, line: 872, column: 82)
!1424 = !DILocalVariable(name: "layout", scope: !1423, file: !191, line: 872, type: !240, align: 64)
!1425 = !DILocation(line: 0, scope: !1418, inlinedAt: !1426)
!1426 = distinct !DILocation(line: 423, column: 29, scope: !1412, inlinedAt: !1416)
!1427 = !DILocation(line: 0, scope: !473, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 872, column: 52, scope: !1423, inlinedAt: !1426)
!1429 = !DILocation(line: 0, scope: !503, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 640, column: 53, scope: !473, inlinedAt: !1428)
!1431 = !DILocation(line: 632, column: 39, scope: !473, inlinedAt: !1428)
!1432 = !DILocation(line: 1232, column: 17, scope: !503, inlinedAt: !1430)
!1433 = !DILocation(line: 0, scope: !1423, inlinedAt: !1426)
!1434 = !DILocalVariable(name: "self", arg: 1, scope: !1435, file: !538, line: 440, type: !542)
!1435 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !539, file: !538, line: 440, type: !1436, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1438)
!1436 = !DISubroutineType(types: !1437)
!1437 = !{null, !542, !204, !240}
!1438 = !{!1434, !1439, !1440}
!1439 = !DILocalVariable(name: "ptr", arg: 2, scope: !1435, file: !538, line: 440, type: !204)
!1440 = !DILocalVariable(name: "layout", arg: 3, scope: !1435, file: !538, line: 440, type: !240)
!1441 = !DILocation(line: 0, scope: !1435, inlinedAt: !1442)
!1442 = distinct !DILocation(line: 874, column: 28, scope: !1423, inlinedAt: !1426)
!1443 = !DILocalVariable(name: "self", arg: 1, scope: !1444, file: !538, line: 323, type: !542)
!1444 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !221, file: !538, line: 323, type: !1436, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !1445, retainedNodes: !1446)
!1445 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !221, file: !538, line: 323, type: !1436, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!1446 = !{!1443, !1447, !1448}
!1447 = !DILocalVariable(name: "ptr", arg: 2, scope: !1444, file: !538, line: 323, type: !204)
!1448 = !DILocalVariable(name: "layout", arg: 3, scope: !1444, file: !538, line: 323, type: !240)
!1449 = !DILocation(line: 0, scope: !1444, inlinedAt: !1450)
!1450 = distinct !DILocation(line: 442, column: 23, scope: !1435, inlinedAt: !1442)
!1451 = !DILocalVariable(name: "ptr", arg: 1, scope: !1452, file: !538, line: 199, type: !204)
!1452 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !221, file: !538, line: 199, type: !1453, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, declaration: !1455, retainedNodes: !1456)
!1453 = !DISubroutineType(types: !1454)
!1454 = !{null, !204, !240}
!1455 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !221, file: !538, line: 199, type: !1453, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!1456 = !{!1451, !1457}
!1457 = !DILocalVariable(name: "layout", arg: 2, scope: !1452, file: !538, line: 199, type: !240)
!1458 = !DILocation(line: 0, scope: !1452, inlinedAt: !1459)
!1459 = distinct !DILocation(line: 324, column: 9, scope: !1444, inlinedAt: !1450)
!1460 = !DILocalVariable(name: "layout", arg: 2, scope: !1461, file: !538, line: 114, type: !240)
!1461 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !222, file: !538, line: 114, type: !1462, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14, retainedNodes: !1464)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{null, !577, !240}
!1464 = !{!1465, !1460}
!1465 = !DILocalVariable(name: "ptr", arg: 1, scope: !1461, file: !538, line: 114, type: !577)
!1466 = !DILocation(line: 0, scope: !1461, inlinedAt: !1467)
!1467 = distinct !DILocation(line: 209, column: 22, scope: !1452, inlinedAt: !1459)
!1468 = !DILocation(line: 115, column: 14, scope: !1461, inlinedAt: !1467)
!1469 = !DILocation(line: 200, column: 9, scope: !1452, inlinedAt: !1459)
!1470 = !DILocation(line: 13, column: 2, scope: !1086)
!1471 = !DILocation(line: 1025, column: 19, scope: !1472, inlinedAt: !1485)
!1472 = distinct !DISubprogram(name: "push_mut<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E", scope: !875, file: !869, line: 1023, type: !1473, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !1477, retainedNodes: !1478)
!1473 = !DISubroutineType(types: !1474)
!1474 = !{!1475, !1476, !13}
!1475 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut i64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!1476 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<i64, alloc::alloc::Global>", baseType: !875, size: 64, align: 64, dwarfAddressSpace: 0)
!1477 = !DISubprogram(name: "push_mut<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E", scope: !875, file: !869, line: 1023, type: !1473, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!1478 = !{!1479, !1480, !1481, !1483}
!1479 = !DILocalVariable(name: "self", arg: 1, scope: !1472, file: !869, line: 1023, type: !1476)
!1480 = !DILocalVariable(name: "value", arg: 2, scope: !1472, file: !869, line: 1023, type: !13)
!1481 = !DILocalVariable(name: "len", scope: !1482, file: !869, line: 1025, type: !9, align: 64)
!1482 = distinct !DILexicalBlock(scope: !1472, file: !869, line: 1025, column: 9)
!1483 = !DILocalVariable(name: "end", scope: !1484, file: !869, line: 1032, type: !924, align: 64)
!1484 = distinct !DILexicalBlock(scope: !1482, file: !869, line: 1032, column: 13)
!1485 = distinct !DILocation(line: 992, column: 22, scope: !1486, inlinedAt: !1493)
!1486 = distinct !DISubprogram(name: "push<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h05ea5714308d1a51E", scope: !875, file: !869, line: 991, type: !1487, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !1489, retainedNodes: !1490)
!1487 = !DISubroutineType(types: !1488)
!1488 = !{null, !1476, !13}
!1489 = !DISubprogram(name: "push<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h05ea5714308d1a51E", scope: !875, file: !869, line: 991, type: !1487, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!1490 = !{!1491, !1492}
!1491 = !DILocalVariable(name: "self", arg: 1, scope: !1486, file: !869, line: 991, type: !1476)
!1492 = !DILocalVariable(name: "value", arg: 2, scope: !1486, file: !869, line: 991, type: !13)
!1493 = !DILocation(line: 9, column: 14, scope: !1104)
!1494 = !DILocation(line: 0, scope: !1189, inlinedAt: !1190)
!1495 = !DILocation(line: 2499, column: 26, scope: !1496, inlinedAt: !1499)
!1496 = distinct !DISubprogram(name: "overflowing_add", linkageName: "_RNvMs1_NtCsgEmfK2I1SDS_4core3numx15overflowing_add", scope: !1216, file: !1215, line: 2498, type: !1497, scopeLine: 2498, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !14)
!1497 = !DISubroutineType(types: !1498)
!1498 = !{!1230, !13, !13}
!1499 = !DILocation(line: 2583, column: 42, scope: !1227, inlinedAt: !1237)
!1500 = !DILocation(line: 7, column: 9, scope: !1095)
!1501 = !DILocation(line: 0, scope: !1106)
!1502 = !DILocation(line: 8, column: 9, scope: !1106)
!1503 = !DILocation(line: 8, column: 9, scope: !1104)
!1504 = !DILocation(line: 0, scope: !1486, inlinedAt: !1493)
!1505 = !DILocation(line: 9, column: 19, scope: !1104)
!1506 = !{!1507}
!1507 = distinct !{!1507, !1508, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E: %self"}
!1508 = distinct !{!1508, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h98d14a435b505510E"}
!1509 = !DILocation(line: 992, column: 22, scope: !1486, inlinedAt: !1493)
!1510 = !DILocation(line: 0, scope: !1472, inlinedAt: !1485)
!1511 = !DILocalVariable(name: "self", arg: 1, scope: !1512, file: !869, line: 1997, type: !1476)
!1512 = distinct !DISubprogram(name: "as_mut_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hcc56b6f9330c9b1dE", scope: !875, file: !869, line: 1997, type: !1513, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !1515, retainedNodes: !1516)
!1513 = !DISubroutineType(types: !1514)
!1514 = !{!924, !1476}
!1515 = !DISubprogram(name: "as_mut_ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hcc56b6f9330c9b1dE", scope: !875, file: !869, line: 1997, type: !1513, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!1516 = !{!1511}
!1517 = !DILocation(line: 0, scope: !1512, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 1032, column: 28, scope: !1482, inlinedAt: !1485)
!1519 = !DILocalVariable(name: "elem_size", scope: !1520, file: !191, line: 616, type: !9, align: 64)
!1520 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h8d2ef5e0c8578539E", scope: !197, file: !191, line: 616, type: !1521, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !223, declaration: !1523, retainedNodes: !1524)
!1521 = !DISubroutineType(types: !1522)
!1522 = !{!9, !308, !9}
!1523 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h8d2ef5e0c8578539E", scope: !197, file: !191, line: 616, type: !1521, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !223)
!1524 = !{!1525, !1519}
!1525 = !DILocalVariable(name: "self", arg: 1, scope: !1520, file: !191, line: 616, type: !308)
!1526 = !DILocation(line: 0, scope: !1520, inlinedAt: !1527)
!1527 = distinct !DILocation(line: 308, column: 20, scope: !1528, inlinedAt: !1534)
!1528 = distinct !DISubprogram(name: "capacity<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h29b0e328937cef3fE", scope: !192, file: !191, line: 307, type: !1529, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !1531, retainedNodes: !1532)
!1529 = !DISubroutineType(types: !1530)
!1530 = !{!9, !930}
!1531 = !DISubprogram(name: "capacity<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17h29b0e328937cef3fE", scope: !192, file: !191, line: 307, type: !1529, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !227)
!1532 = !{!1533}
!1533 = !DILocalVariable(name: "self", arg: 1, scope: !1528, file: !191, line: 307, type: !930)
!1534 = distinct !DILocation(line: 1028, column: 28, scope: !1482, inlinedAt: !1485)
!1535 = !DILocation(line: 0, scope: !1482, inlinedAt: !1485)
!1536 = !DILocalVariable(name: "count", arg: 2, scope: !1537, file: !985, line: 927, type: !9)
!1537 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h2a5ef9f2e53e8d51E", scope: !986, file: !985, line: 927, type: !988, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1538)
!1538 = !{!1539, !1536}
!1539 = !DILocalVariable(name: "self", arg: 1, scope: !1537, file: !985, line: 927, type: !924)
!1540 = !DILocation(line: 0, scope: !1537, inlinedAt: !1541)
!1541 = distinct !DILocation(line: 1032, column: 41, scope: !1482, inlinedAt: !1485)
!1542 = !DILocation(line: 307, column: 34, scope: !1528, inlinedAt: !1534)
!1543 = !DILocation(line: 617, column: 49, scope: !1520, inlinedAt: !1527)
!1544 = !DILocation(line: 1028, column: 12, scope: !1482, inlinedAt: !1485)
!1545 = !DILocation(line: 1029, column: 22, scope: !1482, inlinedAt: !1485)
!1546 = !DILocation(line: 612, column: 9, scope: !1547, inlinedAt: !1548)
!1547 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h4b96e4a7afe5823dE", scope: !197, file: !191, line: 611, type: !913, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !918)
!1548 = distinct !DILocation(line: 607, column: 14, scope: !1549, inlinedAt: !1550)
!1549 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, i64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h5d6cf3901cad6a11E", scope: !197, file: !191, line: 606, type: !922, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !919, declaration: !925)
!1550 = distinct !DILocation(line: 295, column: 20, scope: !1551, inlinedAt: !1552)
!1551 = distinct !DISubprogram(name: "ptr<i64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hb1cf4dd0b1c98c01E", scope: !192, file: !191, line: 294, type: !928, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !227, declaration: !931)
!1552 = distinct !DILocation(line: 2000, column: 18, scope: !1512, inlinedAt: !1518)
!1553 = !DILocation(line: 1028, column: 9, scope: !1482, inlinedAt: !1485)
!1554 = !DILocation(line: 961, column: 18, scope: !1537, inlinedAt: !1541)
!1555 = !DILocation(line: 0, scope: !1484, inlinedAt: !1485)
!1556 = !DILocalVariable(name: "dst", arg: 1, scope: !1557, file: !1392, line: 1894, type: !924)
!1557 = distinct !DISubprogram(name: "write<i64>", linkageName: "_ZN4core3ptr5write17he4c1aaf12b1957a6E", scope: !25, file: !1392, line: 1894, type: !1558, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !145, retainedNodes: !1560)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{null, !924, !13, !506}
!1560 = !{!1556, !1561}
!1561 = !DILocalVariable(name: "src", arg: 2, scope: !1557, file: !1392, line: 1894, type: !13)
!1562 = !DILocation(line: 0, scope: !1557, inlinedAt: !1563)
!1563 = distinct !DILocation(line: 1033, column: 13, scope: !1484, inlinedAt: !1485)
!1564 = !DILocation(line: 1917, column: 41, scope: !1557, inlinedAt: !1563)
!1565 = !DILocation(line: 1034, column: 13, scope: !1484, inlinedAt: !1485)
!1566 = !DILocation(line: 1916, column: 26, scope: !1158, inlinedAt: !1166)
